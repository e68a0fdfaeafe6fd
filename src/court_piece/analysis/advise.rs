//! The caller's choice of trumps from the first five cards, by sampling: deals consistent
//! with the five cards are drawn from a seed and each is solved double-dummy under all four
//! trump suits; a suit's value is the caller's party's mean tricks over the samples.
//!
//! ## One sample (`docs/dealing.md`, "The trump advisor's samples")
//!
//! Sample `i` (from 0) shuffles the pack by the documented shuffle of
//! [`crate::cards::deck`] from the seed string `"{seed}/{i}"`. The caller sits at seat 0
//! (dealer 3). Of the shuffled pack, the cards not among the first five are dealt in order:
//! the first eight to the caller (completing its thirteen), then one at a time round seats
//! 1, 2 and 3 until each holds thirteen. Every sample is solved under clubs, diamonds, hearts
//! and spades.
//!
//! ## When it stops (`docs/analysis.md`, "When the advice stops")
//!
//! `samples` is the most an advice may use. Samples are solved in blocks of [`BLOCK`] (the
//! last one shorter); after each block the leading suit (the one [`Advice::recommended`]
//! would name) is compared with every other suit on the same samples, by the paired
//! differences of their tricks. Under [`Stop::Settled`] the advice stops when every
//! comparison is decided (the 95 % interval of the mean difference lies above 0) or does
//! not matter (the interval's half-width is under [`NEGLIGIBLE`], a tenth of a trick in
//! all); [`Stop::Never`] solves every sample.
//!
//! The same input always gives the same answer, and the same number of samples: samples
//! depend only on the seed and their index, are solved in parallel into fixed slots, and the
//! rule is judged only between blocks, on exact integer sums.

use super::{AnalysisError, Board, analyse_on_watched, supports};
use crate::cards::{Card, CardSet, Suit};
use crate::court_piece::error::{DealError, DealErrorKind, DealField};
use crate::court_piece::rules::Rules;
use crate::named::named_enum;
use crate::sampling::{self, Cancel, Moments, Pool, Watch};

/// The most samples a request may ask for.
pub const MAX_SAMPLES: usize = 1_000;
/// Samples when the request names none.
pub const DEFAULT_SAMPLES: usize = 200;
/// The most search nodes an advice takes in all by default: about 8 s on two idle cores at
/// the 15 M nodes a second measured (`docs/performance.md`: at 150 M the slowest advice took
/// 9.96 s, at 200 M 11.2 s), whatever the samples and the budget a deal.
pub const DEFAULT_MAX_NODES: u64 = 120_000_000;
/// Samples solved between two looks at the stopping rule.
pub const BLOCK: usize = 16;
/// A comparison whose 95 % interval has a half-width under this many tricks does not matter
/// at the table: the whole interval is narrower than a tenth of a trick.
pub const NEGLIGIBLE: f64 = 0.05;

named_enum! {
    /// When an advice may stop before its samples run out.
    #[derive(Default)]
    Stop {
        /// Once the leading suit's lead over every other is settled (the module docs).
        #[default]
        Settled => "settled",
        /// Never: every sample asked for is solved.
        Never => "never",
    }
}

named_enum! {
    /// Why an advice stopped.
    Stopped {
        /// The leading suit's lead was settled before the samples ran out.
        Settled => "settled",
        /// Every sample asked for was solved.
        Limit => "limit",
        /// The advice's node bound came first (`stop: settled` only): the figures are those of
        /// the blocks solved before it, never fewer than one block.
        Budget => "budget",
    }
}

/// What to advise on.
#[derive(Debug, Clone)]
pub struct AdviseInput {
    /// The caller's first five cards.
    pub first_five: CardSet,
    pub samples: usize,
    pub seed: String,
    /// Satat's 2♥.
    pub two_of_hearts: bool,
    /// Search nodes per sample (its four trumps and their kots), pooled: the request may
    /// spend `budget × samples` in all, a hard sample taking what easy ones left. A deal's
    /// cost has a long tail (`docs/analysis.md` measures it), which a pool of many samples
    /// absorbs and a cap per sample would not.
    pub budget: u64,
    /// The most search nodes the advice may take in all, whatever its samples: the bound
    /// on its time when `budget × samples` is more.
    pub max_nodes: u64,
    pub stop: Stop,
    /// Threads to solve on (at least 1).
    pub threads: usize,
    /// Raised, the advice stops within a few thousand nodes with
    /// [`AnalysisError::Cancelled`].
    pub cancel: Cancel,
}

/// An advice as a caller asks for it, before its checks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AdviseRequest {
    /// The caller's first five cards.
    pub first_five: Vec<Card>,
    /// Deals to sample; [`DEFAULT_SAMPLES`] when `None`.
    pub samples: Option<usize>,
    pub seed: String,
    /// As [`AdviseInput::budget`].
    pub budget: u64,
    /// As [`AdviseInput::max_nodes`].
    pub max_nodes: u64,
    pub stop: Stop,
    pub threads: usize,
}

impl AdviseRequest {
    /// The input to [`advise`] under `rules`, or every problem of the request: the first
    /// five (five cards, none twice) and the samples first, then, only when they are fine,
    /// rules that analysis does not cover.
    pub fn check(self, rules: &Rules) -> Result<AdviseInput, Vec<AnalysisError>> {
        let mut errors = Vec::new();
        let first_five: CardSet = self.first_five.iter().copied().collect();
        if self.first_five.len() != 5 {
            errors.push(AnalysisError::Deal(DealError::new(
                DealField::FirstFive,
                DealErrorKind::WrongFirstFiveSize(self.first_five.len()),
            )));
        } else if first_five.len() != self.first_five.len() {
            errors.push(AnalysisError::FirstFiveTwice);
        }
        let samples = self.samples.unwrap_or(DEFAULT_SAMPLES);
        if !(1..=MAX_SAMPLES).contains(&samples) {
            errors.push(AnalysisError::SamplesOutOfRange(samples));
        }
        if errors.is_empty() && !supports(rules) {
            errors.push(AnalysisError::Deal(DealError::new(
                DealField::Rules,
                DealErrorKind::NotAnalysable,
            )));
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        Ok(AdviseInput {
            first_five,
            samples,
            seed: self.seed,
            two_of_hearts: rules.two_of_hearts,
            budget: self.budget,
            max_nodes: self.max_nodes,
            stop: self.stop,
            threads: self.threads,
            cancel: Cancel::default(),
        })
    }
}

/// One trump suit's value over the samples.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SuitAdvice {
    pub trump: Suit,
    /// The caller's party's mean double-dummy tricks.
    pub mean_tricks: f64,
    /// The mean's 95 % confidence interval (normal approximation).
    pub mean_ci95: (f64, f64),
    /// The share of samples where the caller's party takes seven tricks or more.
    pub p_seven: f64,
    /// The share of samples where it can force a kot.
    pub p_kot: f64,
}

/// The advice: every suit, and the one with the most tricks on average.
#[derive(Debug, Clone, PartialEq)]
pub struct Advice {
    /// Clubs, diamonds, hearts, spades.
    pub suits: Vec<SuitAdvice>,
    /// Most mean tricks; ties go to the higher chance of seven tricks, then of a kot, then
    /// to the later suit in the order clubs, diamonds, hearts, spades.
    pub recommended: Suit,
    /// The most samples the advice could use (the request's).
    pub samples: usize,
    /// The samples it used: the figures above are theirs.
    pub samples_used: usize,
    pub stopped: Stopped,
    /// Search nodes spent.
    pub nodes: u64,
}

/// The board of sample `i` (see the module docs).
pub fn sample(first_five: CardSet, seed: &str, i: usize, two_of_hearts: bool) -> Board {
    let (pack, _) = sampling::shuffled_pack(seed, i);
    let mut hands = [first_five, CardSet::EMPTY, CardSet::EMPTY, CardSet::EMPTY];
    let unseen = pack.iter().filter(|&&c| !first_five.contains(c));
    for (dealt, &card) in unseen.enumerate() {
        let missing = 13 - first_five.len();
        let seat = if dealt < missing {
            0
        } else {
            1 + (dealt - missing) % 3
        };
        hands[seat].insert(card);
    }
    Board {
        hands,
        caller: 0,
        two_of_hearts,
    }
}

/// Samples and solves (see the module docs).
pub fn advise(input: &AdviseInput) -> Result<Advice, AnalysisError> {
    // With fewer samples in a block than threads, each sample's trumps are searched side by
    // side on the threads left over.
    let per_sample = (input.threads / input.samples.clamp(1, BLOCK)).max(1);
    advise_with(input, |board, budget, watch| {
        analyse_on_watched(board, &Suit::ALL, None, budget, per_sample, watch).map(|a| {
            let values = a.trumps.iter().map(|v| (v.tricks, v.kot_possible));
            let mut out = [(0, false); 4];
            for (slot, v) in out.iter_mut().zip(values) {
                *slot = v;
            }
            (out, a.nodes)
        })
    })
}

/// Per suit (clubs … spades) a sample's tricks and whether a kot can be forced, and the
/// nodes spent; or why not.
pub(crate) type Solved = Result<([(u32, bool); 4], u64), AnalysisError>;

/// [`advise`] with the solver of each sample given (tests check the sampling, the stopping
/// rule and the statistics with a cheap stand-in). The solver is given the sample's budget
/// and the watch its searches report to.
pub(crate) fn advise_with(
    input: &AdviseInput,
    solve: impl Fn(&Board, u64, &Watch) -> Solved + Sync,
) -> Result<Advice, AnalysisError> {
    let n = input.samples;
    let pooled = input.budget.saturating_mul(n as u64);
    let limit = pooled.min(input.max_nodes);
    let pool = Pool::new(limit);
    let watch = Watch::new(limit, &input.cancel);
    let failed = || {
        if watch.cancelled() {
            AnalysisError::Cancelled
        } else if limit < pooled {
            AnalysisError::AdviceOverBudget { nodes: limit }
        } else {
            AnalysisError::OverBudget {
                budget: input.budget,
            }
        }
    };
    let mut results: Vec<[(u32, bool); 4]> = Vec::with_capacity(n);
    // The nodes of the blocks kept: a block left out past the bound is not counted, as how
    // far its searches got before they stopped depends on the threads.
    let mut kept_nodes = 0;
    let stopped = loop {
        if watch.cancelled() {
            return Err(AnalysisError::Cancelled);
        }
        let first = results.len();
        let solved = sampling::map_on_threads((n - first).min(BLOCK), input.threads, |k| {
            let board = sample(
                input.first_five,
                &input.seed,
                first + k,
                input.two_of_hearts,
            );
            match solve(&board, pool.left(), &watch) {
                Ok((values, nodes)) if pool.spend(nodes) => Ok(values),
                _ => Err(()),
            }
        });
        // A sample skipped was skipped after another failed.
        let Some(Ok(block)) = solved.into_iter().collect::<Option<Result<Vec<_>, ()>>>() else {
            // Asked to stop when settled, an advice past its bound answers with the blocks
            // it solved (the block that did not fit is left out whole, so the answer does not
            // depend on the threads); asked for every sample, or with none solved, it cannot.
            let partial = input.stop == Stop::Settled && !results.is_empty();
            match failed() {
                AnalysisError::AdviceOverBudget { .. } if partial => break Stopped::Budget,
                e => return Err(e),
            }
        };
        results.extend(block);
        kept_nodes = pool.spent();
        if results.len() == n {
            break Stopped::Limit;
        }
        if input.stop == Stop::Settled && settled(&results) {
            break Stopped::Settled;
        }
    };
    Ok(Advice {
        recommended: recommended(&results),
        suits: summary(&results),
        samples: n,
        samples_used: results.len(),
        stopped,
        nodes: kept_nodes,
    })
}

/// Each suit's figures over the samples solved.
fn summary(results: &[[(u32, bool); 4]]) -> Vec<SuitAdvice> {
    Suit::ALL
        .iter()
        .enumerate()
        .map(|(s, &trump)| {
            let (mut tricks, mut seven, mut kots) = (Moments::default(), 0u32, 0u32);
            for sample in results {
                let (t, kot) = sample[s];
                tricks.add(i64::from(t));
                seven += u32::from(t >= 7);
                kots += u32::from(kot);
            }
            let count = results.len() as f64;
            let mean = tricks.mean();
            let half = tricks.half_ci95().unwrap_or(0.0);
            SuitAdvice {
                trump,
                mean_tricks: mean,
                mean_ci95: (mean - half, mean + half),
                p_seven: f64::from(seven) / count,
                p_kot: f64::from(kots) / count,
            }
        })
        .collect()
}

/// The suit to recommend on these samples (per suit, clubs … spades, the tricks and whether
/// a kot can be forced): [`Advice::recommended`].
pub fn recommended(results: &[[(u32, bool); 4]]) -> Suit {
    Suit::ALL[leader(&summary(results))]
}

/// The index of the suit to recommend: most mean tricks; ties go to the higher chance of
/// seven tricks, then of a kot, then to the later suit.
fn leader(suits: &[SuitAdvice]) -> usize {
    (0..suits.len())
        .max_by(|&a, &b| {
            let key = |s: &SuitAdvice| (s.mean_tricks, s.p_seven, s.p_kot);
            key(&suits[a])
                .partial_cmp(&key(&suits[b]))
                .unwrap_or(std::cmp::Ordering::Equal)
        })
        .unwrap_or(Suit::ALL.len() - 1)
}

/// The stopping rule on the samples solved so far (per suit, clubs … spades, the tricks and
/// whether a kot can be forced): whether the leading suit's lead over every other suit is
/// decided at 95 % or too small to matter (the module docs). The leader is the suit
/// [`Advice::recommended`] would name; a suit level with it in mean tricks differs by 0,
/// which is settled only when its interval is negligible. Judged on exact integer sums, so
/// on any number of threads.
pub fn settled(results: &[[(u32, bool); 4]]) -> bool {
    let lead = leader(&summary(results));
    (0..4).filter(|&other| other != lead).all(|other| {
        let mut difference = Moments::default();
        for sample in results {
            difference.add(i64::from(sample[lead].0) - i64::from(sample[other].0));
        }
        difference
            .half_ci95()
            .is_some_and(|half| difference.mean() - half > 0.0 || half < NEGLIGIBLE)
    })
}

#[cfg(test)]
mod tests;
