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
//! The same input always gives the same answer: samples depend only on the seed and their
//! index, and are solved in parallel into fixed slots.

use super::{AnalysisError, Board, analyse_on, supports};
use crate::cards::{Card, CardSet, Suit};
use crate::court_piece::error::{DealError, DealErrorKind, DealField};
use crate::court_piece::rules::Rules;
use crate::sampling::{self, Moments, Pool};

/// The most samples a request may ask for.
pub const MAX_SAMPLES: usize = 1_000;
/// Samples when the request names none.
pub const DEFAULT_SAMPLES: usize = 200;

/// What to advise on.
#[derive(Debug, Clone, PartialEq, Eq)]
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
    /// Threads to solve on (at least 1).
    pub threads: usize,
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
            threads: self.threads,
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
    pub samples: usize,
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
    // With fewer samples than threads, each sample's trumps are searched side by side on
    // the threads left over.
    let per_sample = (input.threads / input.samples.max(1)).max(1);
    advise_with(input, |board, budget| {
        analyse_on(board, &Suit::ALL, None, budget, per_sample).map(|a| {
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

/// [`advise`] with the solver of each sample given (tests check the sampling and the
/// statistics with a cheap stand-in).
pub(crate) fn advise_with(
    input: &AdviseInput,
    solve: impl Fn(&Board, u64) -> Solved + Sync,
) -> Result<Advice, AnalysisError> {
    let n = input.samples;
    let pool = Pool::per_sample(input.budget, n);
    let solved = sampling::map_on_threads(n, input.threads, |i| {
        let board = sample(input.first_five, &input.seed, i, input.two_of_hearts);
        match solve(&board, pool.left()) {
            Ok((values, nodes)) if pool.spend(nodes) => Ok(values),
            _ => Err(()),
        }
    });
    // A sample skipped was skipped after another failed.
    let Some(Ok(results)) = solved.into_iter().collect::<Option<Result<Vec<_>, ()>>>() else {
        return Err(AnalysisError::OverBudget {
            budget: input.budget,
        });
    };
    let suits: Vec<SuitAdvice> = Suit::ALL
        .iter()
        .enumerate()
        .map(|(s, &trump)| {
            let (mut tricks, mut seven, mut kots) = (Moments::default(), 0u32, 0u32);
            for sample in &results {
                let (t, kot) = sample[s];
                tricks.add(i64::from(t));
                seven += u32::from(t >= 7);
                kots += u32::from(kot);
            }
            let count = n as f64;
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
        .collect();
    let best = suits
        .iter()
        .max_by(|a, b| {
            (a.mean_tricks, a.p_seven, a.p_kot)
                .partial_cmp(&(b.mean_tricks, b.p_seven, b.p_kot))
                .unwrap_or(std::cmp::Ordering::Equal)
        })
        .map_or(Suit::Spades, |s| s.trump);
    Ok(Advice {
        suits,
        recommended: best,
        samples: n,
        nodes: pool.spent(),
    })
}

#[cfg(test)]
mod tests;
