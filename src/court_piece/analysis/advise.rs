//! The caller's choice of trumps from the first five cards, by sampling: deals consistent
//! with the five cards are drawn from a seed and each is solved double-dummy under all four
//! trump suits; a suit's value is the caller's party's expected tricks, estimated from the
//! samples with the party's suit lengths as control variates (below).
//!
//! ## One sample (`docs/dealing.md`, "The trump advisor's samples")
//!
//! Sample `i` (from 0) shuffles the pack by the documented shuffle of
//! [`crate::cards::deck`] from the seed string `"{seed}/{i}"`. The caller sits at seat 0
//! (dealer 3). Of the shuffled pack, the cards not among the first five are dealt in order:
//! the first eight to the caller (completing its thirteen), then one at a time round seats
//! 1, 2 and 3 until each holds thirteen. A sample is solved under each suit still in the
//! race (below).
//!
//! ## When it stops (`docs/analysis.md`, "When the advice stops")
//!
//! `samples` is the most an advice may use. The suits run a race: samples are solved in
//! blocks of [`BLOCK`] (the last one shorter) under the suits still in it, and after each
//! block the leading suit of those (the one [`Advice::recommended`] would name) is compared
//! with each other suit in the race on the same samples, by the paired differences of their
//! tricks. Under [`Stop::Settled`] a suit whose comparison is settled (the lower end of the
//! 95 % interval of the leader's lead lies above −[`INDIFFERENCE`]: at 95 %, the other suit
//! is not better by a tenth of a trick, a difference that changes nothing at the table)
//! leaves the race: later samples are not solved under it, and its figures are those of the
//! samples solved before. Judged on the first block alone, the suits leave only all
//! together; from [`ALONE_FROM`] samples on, one by one. The advice stops when one suit is
//! left, or before a block that the blocks solved forecast will take it past its settle
//! bound ([`AdviseInput::settle_nodes`], [`DEFAULT_SETTLE_NODES`] at the service): the
//! near-ties, which no block count settles, answer with what they have. Under
//! [`Stop::Settled`] the first block is solved whole, in parts of [`FIRST_PART`] samples (the
//! last one shorter where fewer samples are asked): where it passes the node bound in all
//! ([`AdviseInput::max_nodes`], where that binds before the samples' budgets), the advice
//! answers with the parts solved before, the part that did not fit left out whole (so on any
//! threads), rather than nothing. [`Stop::Never`] solves every sample under every suit.
//!
//! Each sample is solved under each suit apart, a search a suit ([`advise`]), and the
//! searches of a block (or part) are shared out over the threads: a hard sample's suits run
//! side by side instead of one thread solving all four while the others wait.
//!
//! ## Control variates (`docs/analysis.md`, "Control variates")
//!
//! A suit's tricks on a sample follow, more than anything, the caller's party's length in
//! it, whose expectation is known from the first five alone. Each sample carries its
//! [`controls`] (the party's lengths less their expectation), and every estimate the race
//! compares is fitted on them ([`Controlled`]): least squares of the tricks on the controls,
//! read where the controls are at their expectation. On 60 first fives this left the paired
//! differences of the two best suits a standard deviation of 1.1 tricks instead of 2.8, and
//! the race half its samples. All suits are fitted on the same controls, so one suit's
//! expected tricks less another's is exactly the fitted paired difference the race judges.
//! Under [`CONTROLLED_FROM`] samples the figures are the plain means.
//!
//! The same input always gives the same answer, and the same number of samples: samples
//! depend only on the seed and their index, are solved in parallel into fixed slots, and the
//! rule is judged only between blocks, on exact integer sums.

use super::{AnalysisError, Board, analyse_on_watched, supports};
use crate::cards::{Card, CardSet, Suit};
use crate::court_piece::TWO_OF_HEARTS;
use crate::court_piece::error::{DealError, DealErrorKind, DealField};
use crate::court_piece::rules::Rules;
use crate::named::named_enum;
use crate::sampling::{self, Cancel, Controlled, Pool, Watch};

/// The most samples a request may ask for.
pub const MAX_SAMPLES: usize = 1_000;
/// Samples when the request names none.
pub const DEFAULT_SAMPLES: usize = 200;
/// The most search nodes an advice takes in all by default, whatever the samples and the
/// budget a deal: under 10 s on two cores at the slowest rate measured, 10.4 M nodes a
/// second on Satat's hard deals (`docs/performance.md`, "Control variates": at 120 M one
/// advice took 10.4 s on a slow hour; at 150 M 9.96 s, at 200 M 11.2 s on idle ones).
pub const DEFAULT_MAX_NODES: u64 = 100_000_000;
/// The search nodes past which an advice that may stop when settled starts no further block
/// by default: about 2 s on two idle cores at 20 M nodes a second, 3 s at 14 M. The
/// near-ties that would run on to 200 samples answer here instead, at a cost of about 0.004
/// expected tricks an advice against held-out samples (`docs/analysis.md`, "The settle
/// bound").
pub const DEFAULT_SETTLE_NODES: u64 = 40_000_000;
/// Samples solved between two looks at the stopping rule.
pub const BLOCK: usize = 16;
/// The samples of a part of the first block, under [`Stop::Settled`]: the first block is
/// solved part after part, each kept whole or left out whole, so that a first block past the
/// advice's node bound in all answers with the parts solved before ([`Stopped::Budget`])
/// instead of nothing. Two parts cost the time of the block whole within half a percent (a
/// second wait for the slowest search; four parts of four cost 5 %: `docs/performance.md`,
/// "The trump call's searches shared out").
pub const FIRST_PART: usize = 8;
// The race is judged once its samples are a whole number of blocks: the parts must make one.
const _: () = assert!(FIRST_PART > 0 && BLOCK.is_multiple_of(FIRST_PART));
/// The samples from which a suit may leave the race alone; before, on the first block, the
/// suits leave all together or not at all. On 16 samples an interval is too rough a guide
/// to drop a suit for good (`docs/analysis.md`, "When the advice stops": one suit of 24 was
/// dropped there by mistake), and every suit settled at once is a stronger sign.
pub const ALONE_FROM: usize = 2 * BLOCK;
/// A difference of fewer tricks than this changes nothing at the table: a comparison is
/// settled once the other suit is, at 95 %, not better than the leader by this much.
pub const INDIFFERENCE: f64 = 0.1;

/// The control variates drawn with each sample ([`controls`]).
pub const CONTROLS: usize = 4;

/// The samples from which the controls are fitted: on fewer, a fit of four coefficients
/// follows the chance of a few deals (on three samples it read 16 tricks of 13), and the
/// figures are the plain means.
pub const CONTROLLED_FROM: usize = BLOCK;

/// A sample's controls: quantities whose expectation is known from the first five alone,
/// each times 47 and less that expectation, so an integer of expectation 0.
pub type Controls = [i64; CONTROLS];

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
        /// The advice's settle bound or node bound came first (`stop: settled` only): the
        /// figures are those of the blocks solved before it, never fewer than one block but
        /// where the node bound came within the first block: then those of its parts solved
        /// before it ([`FIRST_PART`] samples each, at least one part). A block that the blocks
        /// before say will take it past either is not started.
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
    /// With [`Stop::Settled`], the search nodes in all past which no further block is
    /// started (at the kept blocks' mean nodes a search): the advice answers with the blocks
    /// solved, [`Stopped::Budget`]. The first block is always solved (within `max_nodes`,
    /// part after part: [`FIRST_PART`]).
    pub settle_nodes: u64,
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
    /// As [`AdviseInput::settle_nodes`].
    pub settle_nodes: u64,
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
            settle_nodes: self.settle_nodes,
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
    /// The caller's party's expected tricks given the first five, estimated from the same
    /// samples with the party's suit lengths as control variates (the module docs): the
    /// quantity `mean_tricks` estimates. The suits are compared on these, where the controls
    /// narrow the intervals most.
    pub expected_tricks: f64,
    /// Its 95 % confidence interval (normal approximation).
    pub expected_ci95: (f64, f64),
    /// The share of samples where the caller's party takes seven tricks or more.
    pub p_seven: f64,
    /// The share of samples where it can force a kot.
    pub p_kot: f64,
    /// The samples these figures are of: the advice's `samples_used` for the suits still
    /// in the race when it stopped, fewer for a suit that left it.
    pub samples: usize,
}

/// The advice: every suit, and the one with the most tricks on average.
#[derive(Debug, Clone, PartialEq)]
pub struct Advice {
    /// Clubs, diamonds, hearts, spades.
    pub suits: Vec<SuitAdvice>,
    /// Of the suits still in the race when the advice stopped (all four under
    /// [`Stop::Never`]), the one with the most expected tricks; ties go to the higher chance
    /// of seven tricks, then of a kot, then to the later suit in the order clubs, diamonds,
    /// hearts, spades.
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

/// Sample `board`'s controls (the module docs), for the caller's first five: the caller's
/// party's (seats 0 and 2) clubs, diamonds and hearts (its spades are the rest of its 26
/// cards), and under Satat whether the party holds the 2♥. The party's 21 unseen cards are
/// drawn from the 47 not in the first five, so a suit with `k` cards in the first five gives
/// it `k + 21 (13 − k)/47` on average, and the 2♥, unless among them, is the party's with
/// chance 21/47: each control is 47 times the sample's count less 47 times that.
pub fn controls(board: &Board, first_five: CardSet) -> Controls {
    let party = board.hands[0].union(board.hands[2]);
    let count = |set: CardSet, suit: Suit| set.iter().filter(|c| c.suit() == suit).count() as i64;
    let length = |suit: Suit| {
        let k = count(first_five, suit);
        47 * count(party, suit) - (47 * k + 21 * (13 - k))
    };
    let two = if board.two_of_hearts && !first_five.contains(TWO_OF_HEARTS) {
        47 * i64::from(party.contains(TWO_OF_HEARTS)) - 21
    } else {
        0
    };
    [
        length(Suit::Clubs),
        length(Suit::Diamonds),
        length(Suit::Hearts),
        two,
    ]
}

/// Samples and solves (see the module docs). Each sample is solved under each suit of the
/// race apart, one search a suit (as `analyse_on_watched` solves them side by side), so
/// that the threads share out a hard sample's suits instead of one thread solving all four
/// while the others wait at the block's end: the same searches, the same answer.
pub fn advise(input: &AdviseInput) -> Result<Advice, AnalysisError> {
    advise_in_parts(input, Suit::ALL.len(), |board, suits, budget, watch| {
        analyse_on_watched(board, suits, None, budget, 1, watch).map(per_suit)
    })
}

/// An analysis's tricks and kots per suit (clubs … spades), and its nodes.
fn per_suit(a: super::Analysis) -> ([(u32, bool); 4], u64) {
    let mut out = [(0, false); 4];
    for v in &a.trumps {
        out[v.trump as usize] = (v.tricks, v.kot_possible);
    }
    (out, a.nodes)
}

/// Per suit (clubs … spades) a sample's tricks and whether a kot can be forced, and the
/// nodes spent; or why not. Only the suits the sample was solved under are read.
pub(crate) type Solved = Result<([(u32, bool); 4], u64), AnalysisError>;

/// [`advise`] with the solver of each sample given (tests check the sampling, the stopping
/// rule and the statistics with a cheap stand-in). The solver is given the sample, the
/// suits to solve it under (those still in the race), its budget and the watch its searches
/// report to.
#[cfg(test)]
pub(crate) fn advise_with(
    input: &AdviseInput,
    solve: impl Fn(&Board, &[Suit], u64, &Watch) -> Solved + Sync,
) -> Result<Advice, AnalysisError> {
    advise_in_parts(input, 1, solve)
}

/// `advise_with` (the tests'), each sample's suits in the race cut into at most `parts` parts,
/// in order (the first ones the longer), each solved apart as a search of its own: `solve` is
/// given one part's suits. The parts of a block are shared out over the threads as its samples are; a
/// part's nodes are its own, so the budgets, the bounds and the answer are those of whole
/// samples wherever `solve`'s nodes for a sample are the sum of its parts' (as the solver's
/// are: one search a suit).
pub(crate) fn advise_in_parts(
    input: &AdviseInput,
    parts: usize,
    solve: impl Fn(&Board, &[Suit], u64, &Watch) -> Solved + Sync,
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
    let mut race = Race::default();
    // The nodes of the blocks kept: a block left out past the bound is not counted, as how
    // far its searches got before they stopped depends on the threads.
    let mut kept_nodes: u64 = 0;
    let stopped = loop {
        if watch.cancelled() {
            return Err(AnalysisError::Cancelled);
        }
        let first = race.samples();
        let running = race.running();
        // Asked to stop when settled, an advice solves its first block in parts of
        // [`FIRST_PART`] samples, so that one past `max_nodes` answers with the parts before.
        let first_block = first < BLOCK;
        let step = if first_block && input.stop == Stop::Settled {
            FIRST_PART
        } else {
            BLOCK
        };
        let size = (n - first).min(step);
        // Asked to stop when settled, an advice does not start a block that the blocks kept
        // say will take it past its settle bound, or past `max_nodes` when that binds (at
        // their mean nodes a search): past `max_nodes` it would be left out whole. Judged on
        // the kept blocks' exact counts, so on any threads. The first block is always
        // started whole, part after part, within `max_nodes`.
        if input.stop == Stop::Settled
            && !first_block
            && past_bound(
                (kept_nodes, race.searches() as u64),
                (size * running.len()) as u64,
                input.settle_nodes,
                (limit, pooled),
            )
        {
            break Stopped::Budget;
        }
        let boards: Vec<Board> = (first..first + size)
            .map(|i| sample(input.first_five, &input.seed, i, input.two_of_hearts))
            .collect();
        let groups = sampling::parts(&running, parts);
        let solved = sampling::map_on_threads(size * groups.len(), input.threads, |t| {
            let (board, suits) = (&boards[t / groups.len()], groups[t % groups.len()]);
            match solve(board, suits, pool.left(), &watch) {
                Ok((values, nodes)) if pool.spend(nodes) => Ok(values),
                _ => Err(()),
            }
        });
        // A part skipped was skipped after another failed. A sample's values are its parts'.
        let merged = solved
            .chunks(groups.len())
            .zip(&boards)
            .map(|(done, board)| {
                let mut values = [(0, false); 4];
                for (part, &suits) in done.iter().zip(&groups) {
                    let Some(Ok(part)) = part else { return Err(()) };
                    suits
                        .iter()
                        .for_each(|&s| values[s as usize] = part[s as usize]);
                }
                Ok((values, controls(board, input.first_five)))
            });
        let Ok(block) = merged.collect::<Result<Vec<_>, ()>>() else {
            // Asked to stop when settled, an advice past its bound answers with the blocks
            // it solved (the block that did not fit is left out whole, so the answer does not
            // depend on the threads); asked for every sample, or with none solved, it cannot.
            let partial = input.stop == Stop::Settled && first > 0;
            match failed() {
                AnalysisError::AdviceOverBudget { .. } if partial => break Stopped::Budget,
                e => return Err(e),
            }
        };
        block
            .into_iter()
            .for_each(|(values, controls)| race.add(values, controls));
        kept_nodes = pool.spent();
        if race.samples() == n {
            break Stopped::Limit;
        }
        if input.stop == Stop::Settled && race.samples().is_multiple_of(BLOCK) && race.judge() {
            break Stopped::Settled;
        }
    };
    Ok(Advice {
        recommended: race.recommended(),
        suits: race.summary(),
        samples: n,
        samples_used: race.samples(),
        stopped,
        nodes: kept_nodes,
    })
}

/// The nodes an advice will have spent after its next block, forecast from the blocks kept:
/// their nodes, plus their mean nodes a search (a sample under one suit) times the next
/// block's searches; `None` before any search. On exact counts, so the same on any number of
/// threads (`examples/advice_stopping` replays the service's bounds with it).
pub fn forecast(kept_nodes: u64, kept_searches: u64, next_searches: u64) -> Option<u64> {
    (kept_searches > 0).then(|| {
        kept_nodes.saturating_add(
            kept_nodes
                .saturating_mul(next_searches)
                .div_ceil(kept_searches),
        )
    })
}

/// Whether an advice that may stop when settled starts no further block: the [`forecast`] of
/// the blocks `kept` (their nodes and searches) with the next block's `next_searches` passes
/// `settle_nodes`, or passes `limit` where that binds (below `pooled`, the samples' budgets
/// together): past `limit` the block would be left out whole. Shared by the trump advice and
/// a seat's card race.
pub fn past_bound(
    kept: (u64, u64),
    next_searches: u64,
    settle_nodes: u64,
    (limit, pooled): (u64, u64),
) -> bool {
    forecast(kept.0, kept.1, next_searches)
        .is_some_and(|spent| spent > settle_nodes || (limit < pooled && spent > limit))
}

/// The suits' race (the module docs): each suit's results, sample by sample from the first,
/// and which suits are still in it. A suit in the race has a result for every sample solved;
/// a suit that left it, for the samples solved before it left.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Race {
    /// Per suit (clubs … spades), per sample, the tricks and whether a kot can be forced.
    results: [Vec<(u32, bool)>; 4],
    /// Per sample, its controls.
    controls: Vec<Controls>,
    /// Per suit, whether it has left the race.
    out: [bool; 4],
}

impl Race {
    /// The suits still in the race, clubs … spades: those the next samples are solved under.
    pub fn running(&self) -> Vec<Suit> {
        (0..4)
            .filter(|&s| !self.out[s])
            .map(|s| Suit::ALL[s])
            .collect()
    }

    /// The samples solved (those of the suits still in the race): one set of controls each.
    pub fn samples(&self) -> usize {
        self.controls.len()
    }

    /// The searches solved: a sample under a suit, each suit's samples counted.
    pub fn searches(&self) -> usize {
        self.results.iter().map(Vec::len).sum()
    }

    /// Adds the next sample: per suit (clubs … spades) its tricks and whether a kot can be
    /// forced, of which only the suits still in the race are read, and its [`controls`]
    /// (all 0: the plain means, as `examples/advice_stopping` weighs them).
    pub fn add(&mut self, sample: [(u32, bool); 4], controls: Controls) {
        self.controls.push(controls);
        for (s, value) in sample.into_iter().enumerate() {
            if !self.out[s] {
                self.results[s].push(value);
            }
        }
    }

    /// Judges the race on the samples solved: every suit whose comparison with the leading
    /// suit is settled ([`settled`]) leaves it, alone from
    /// [`ALONE_FROM`] samples on, before that only all together. Whether one suit is left.
    /// Judged on exact integer sums, so the same on any number of threads.
    pub fn judge(&mut self) -> bool {
        self.judge_by(settled)
    }

    /// [`Race::judge`] with another rule for when a comparison is settled, given the
    /// leader's lead over another suit ([`Race::lead_over`]; `examples/advice_stopping`
    /// weighs other rules on the same solved samples).
    pub fn judge_by(&mut self, settled: impl Fn((f64, Option<f64>)) -> bool) -> bool {
        let lead = self.leader();
        let mut out = self.out;
        let one_left = judge_out(&mut out, lead, self.samples(), |other| {
            settled(self.lead_over(lead, other))
        });
        self.out = out;
        one_left
    }

    /// Suit `lead`'s expected tricks less suit `other`'s, on the samples both were solved
    /// on (paired differences, fitted on the same samples' controls), and the half-width of
    /// its 95 % interval; `None` while too few samples for one.
    pub fn lead_over(&self, lead: usize, other: usize) -> (f64, Option<f64>) {
        let mut difference = Controlled::default();
        let pairs = self.results[lead].iter().zip(&self.results[other]);
        let n = self.results[lead].len().min(self.results[other].len());
        for ((&(a, _), &(b, _)), x) in pairs.zip(self.fitted(n)) {
            difference.add(i64::from(a) - i64::from(b), x);
        }
        difference.estimate()
    }

    /// The controls of the first `n` samples as the estimates fit them: all 0 (the plain
    /// means) under [`CONTROLLED_FROM`] samples.
    fn fitted(&self, n: usize) -> impl Iterator<Item = Controls> + '_ {
        let on = n >= CONTROLLED_FROM;
        self.controls[..n]
            .iter()
            .map(move |&x| if on { x } else { [0; CONTROLS] })
    }

    /// The suit to recommend: [`Advice::recommended`].
    pub fn recommended(&self) -> Suit {
        Suit::ALL[self.leader()]
    }

    /// The index of the leading suit of those still in the race.
    fn leader(&self) -> usize {
        let suits = self.summary();
        leader(&suits, |s| !self.out[s])
    }

    /// Each suit's figures over its samples.
    pub fn summary(&self) -> Vec<SuitAdvice> {
        Suit::ALL
            .iter()
            .zip(&self.results)
            .map(|(&trump, results)| {
                let (mut expected, mut seven, mut kots) = (Controlled::default(), 0u32, 0u32);
                for (&(t, kot), x) in results.iter().zip(self.fitted(results.len())) {
                    expected.add(i64::from(t), x);
                    seven += u32::from(t >= 7);
                    kots += u32::from(kot);
                }
                // The fit's sums include the plain ones.
                let tricks = &expected.values;
                let count = results.len() as f64;
                let mean = tricks.mean();
                let half = tricks.half_ci95().unwrap_or(0.0);
                let (estimate, spread) = expected.estimate();
                let spread = spread.unwrap_or(0.0);
                SuitAdvice {
                    trump,
                    mean_tricks: mean,
                    mean_ci95: (mean - half, mean + half),
                    expected_tricks: estimate,
                    expected_ci95: (estimate - spread, estimate + spread),
                    p_seven: f64::from(seven) / count,
                    p_kot: f64::from(kots) / count,
                    samples: results.len(),
                }
            })
            .collect()
    }
}

/// The race's rule, for suits and for a seat's options alike: every option still in the race
/// (`out` false) but `lead` whose comparison with the leader is `settled` leaves it, alone from
/// [`ALONE_FROM`] samples on, before that only all together. Whether one option is left.
pub fn judge_out(
    out: &mut [bool],
    lead: usize,
    samples: usize,
    settled: impl Fn(usize) -> bool,
) -> bool {
    let judged: Vec<bool> = out
        .iter()
        .enumerate()
        .map(|(other, &gone)| gone || (other != lead && settled(other)))
        .collect();
    let left = judged.iter().filter(|&&gone| !gone).count();
    if left == 1 || samples >= ALONE_FROM {
        out.copy_from_slice(&judged);
    }
    left == 1
}

/// The index of the suit to recommend of those `running`: most expected tricks; ties go to
/// the higher chance of seven tricks, then of a kot, then to the later suit.
fn leader(suits: &[SuitAdvice], running: impl Fn(usize) -> bool) -> usize {
    (0..suits.len())
        .filter(|&s| running(s))
        .max_by(|&a, &b| {
            let key = |s: &SuitAdvice| (s.expected_tricks, s.p_seven, s.p_kot);
            key(&suits[a])
                .partial_cmp(&key(&suits[b]))
                .unwrap_or(std::cmp::Ordering::Equal)
        })
        .unwrap_or(Suit::ALL.len() - 1)
}

/// Whether the leading suit's lead over another ([`Race::lead_over`]: the estimate of the
/// mean paired difference and the half-width of its 95 % interval) is settled: the interval
/// lies above −[`INDIFFERENCE`], so the other suit is not better by a tenth of a trick. (An
/// interval narrower than a tenth of a trick, the rule's first reading of a difference that
/// changes nothing, takes some 1 800 samples even with the controls, more than a request may
/// ask; the indifference zone of ranking and selection procedures says the same of every
/// interval: `docs/analysis.md`.) Two suits level on every sample differ by exactly 0, with
/// an interval of width 0: settled.
pub fn settled((lead, half): (f64, Option<f64>)) -> bool {
    half.is_some_and(|half| lead - half > -INDIFFERENCE)
}

#[cfg(test)]
mod tests;
