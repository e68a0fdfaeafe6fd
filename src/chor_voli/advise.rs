//! Advice by expected chips: which partition of a hand wins the most chips per deal against
//! the hands the other players may hold.
//!
//! [`suggest`](super::solver::suggest) ranks partitions by a rule of thumb (most
//! combinations, then the strongest weakest one). [`advise`] scores them by Monte Carlo
//! instead, as solvers of Chinese poker rank their arrangements: deal the unseen cards to the
//! other seats many times, play each candidate partition against them, and average the chips.
//!
//! ## The candidates
//!
//! - the solver's best `candidates` distinct legal partitions of the hand, best first, so
//!   `suggest`'s first choice is always candidate 0;
//! - for the holder of the 2♦ when the rules deal a face-up card, allow the exchange and the
//!   face-up card is known: the best `candidates` partitions of the hand after the exchange
//!   as well (`exchanged`);
//! - then every partition the caller names that is not already listed (each must be legal
//!   for the hand, or for the hand after the exchange).
//!
//! The **baseline** is the partition the solver alone would play: `suggest`'s first choice,
//! or for the holder of the 2♦ the better by the solver's [`Score`] of the first choices
//! with and without the exchange (the exchanged one only when strictly better). Every other
//! seat is assumed to play this way.
//!
//! ## One sample (`docs/dealing.md`, "The advisor's samples", gives it step by step)
//!
//! Sample `i` (from 0) shuffles the pack by the documented shuffle of [`crate::cards::deck`]
//! from the seed string `"{seed}/{i}"`. Its cards not known to the player (the hand and the
//! face-up card when given) are dealt in shuffled order round the other seats in seat order,
//! one at a time, until each holds a hand; the next unseen card, if the rules deal one and
//! none was given, is the face-up card. When no dealer is given, the dealer is
//! `uniform_below(players)` drawn next from the same stream.
//!
//! The deal is then resolved as [`resolve_deal`](super::resolve_deal) resolves it, once per
//! candidate, with no pool carried in: four of a kind on the hands as dealt (when
//! `quads_win`) takes the pool for every candidate alike; otherwise every other seat plays
//! its baseline (a seat holding the 2♦ exchanges it when that scores higher), the player
//! plays the candidate, and the rounds, ties, seats sitting out and payouts follow the rules.
//! The candidate's value in the sample is the player's net chips, antes included.
//!
//! Every candidate is scored on the same samples (common random numbers), so the
//! differences between candidates carry far less noise than the candidates' own means.
//!
//! ## The estimates
//!
//! Over `n` samples with chips `x₁ … xₙ`: the mean; the 95 % interval `mean ± 1.96 · s/√n`
//! (`s` the sample standard deviation, normal approximation), cut to the chips one deal can
//! give (with one sample, that whole range); `p_positive`, the share of samples the player
//! ends ahead (chips > 0). The gain over the baseline is estimated the same way from the
//! paired differences. Sums are kept as exact integers, so the answer does not depend on how
//! the samples were spread over threads. The **recommended** candidate has the highest mean;
//! among equals the baseline (nothing says to leave it), else the earliest.
//!
//! ## Work
//!
//! A request costs `samples × (candidates × hands + named partitions)` scorings, `hands` being
//! 2 when the exchange is open and 1 otherwise; it is refused beyond
//! [`AdviseLimits::max_work`], before anything is solved. Most of the time goes into solving
//! the other seats' hands (one [`suggest`](super::solver::suggest) search each per sample);
//! the samples are spread over [`AdviseLimits::threads`] threads in chunks.

use super::combination::{Combination, Strength};
use super::deal::{MAX_PLAYERS, TWO_OF_DIAMONDS, played_chips, quads, quads_chips};
use super::rules::{Rules, Scoring};
use super::solver::{self, Best, Budget, Score};
use crate::cards::{Card, CardSet, deck};
use crate::sampling::{self, Moments};
use request::{Checked, check};

pub use request::{
    AdviseError, AdviseErrorKind, AdviseField, AdviseInput, AdviseLimits, DEFAULT_CANDIDATES,
    DEFAULT_SAMPLES, MAX_CANDIDATES, MAX_PARTITIONS, MAX_SAMPLES, PartitionInput,
};

/// Samples handed to a thread at a time: a sample is quick, so one at a time would spend
/// much of it on the shared queue.
const CHUNK: usize = 16;

/// An estimate from the samples.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Estimate {
    pub mean: f64,
    /// The 95 % confidence interval, low then high.
    pub ci95: [f64; 2],
}

/// One scored partition.
#[derive(Debug, Clone, PartialEq)]
pub struct Candidate {
    /// In play order.
    pub combinations: Vec<Combination>,
    /// The rest of the (possibly exchanged) hand, high first.
    pub discards: Vec<Card>,
    /// Whether this partitions the hand after the 2♦ exchange.
    pub exchanged: bool,
    /// Its place in the solver's list for its hand (0: `suggest`'s first choice), when the
    /// solver proposed it.
    pub suggested: Option<usize>,
    /// Net chips per deal, antes included.
    pub chips: Estimate,
    /// Chips per deal more than the baseline, from the paired samples.
    pub gain: Estimate,
    /// The share of samples in which the player ends the deal ahead.
    pub p_positive: f64,
}

/// The answer of [`advise`].
#[derive(Debug, Clone, PartialEq)]
pub struct Advice {
    pub candidates: Vec<Candidate>,
    /// The index of the candidate with the highest mean; among equals the baseline, else
    /// the earliest.
    pub recommended: usize,
    /// The index of the partition the solver alone would play.
    pub baseline: usize,
    /// For each named partition, the index of its candidate.
    pub requested: Vec<usize>,
    pub samples: usize,
    /// False when some solver search ran out of budget (then its partition is the best found).
    pub complete: bool,
}

/// Scores candidate partitions of a hand by the chips they win per deal (see the module
/// docs). `Err` lists every problem of the input; nothing is solved until there is none.
///
/// ```
/// use hakam::cards::Card;
/// use hakam::chor_voli::Rules;
/// use hakam::chor_voli::advise::{AdviseInput, AdviseLimits, advise};
///
/// let hand = "Ah Kh Qh 7c 7d 7s Js Td 9c 5h 3c 2d 4s"
///     .split(' ')
///     .map(|t| t.parse::<Card>().unwrap())
///     .collect();
/// let input = AdviseInput { hand, candidates: 3, samples: 200, seed: "doc".into(), ..AdviseInput::default() };
/// let advice = advise(&Rules::default(), &input, &AdviseLimits::default()).unwrap();
/// assert_eq!(advice.candidates.len(), 3);
/// assert_eq!(advice.baseline, 0); // suggest's first choice comes first
/// let best = &advice.candidates[advice.recommended];
/// assert!(best.chips.ci95[0] <= best.chips.mean && best.chips.mean <= best.chips.ci95[1]);
/// // The same input always gets the same answer.
/// assert_eq!(advise(&Rules::default(), &input, &AdviseLimits::default()).unwrap(), advice);
/// ```
pub fn advise(
    rules: &Rules,
    input: &AdviseInput,
    limits: &AdviseLimits,
) -> Result<Advice, Vec<AdviseError>> {
    let checked = check(rules, input, limits)?;
    let Checked {
        hand,
        exchanged_hand,
        named,
    } = checked;
    let budget = limits.budget;
    let mut complete = true;
    let mut list: Vec<Candidate> = Vec::new();
    let mut keys: Vec<(bool, Vec<u64>)> = Vec::new();
    let mut firsts: Vec<(usize, Score)> = Vec::new();
    let hands = std::iter::once((hand, false)).chain(exchanged_hand.map(|h| (h, true)));
    for (cards, exchanged) in hands {
        let found = solver::suggest(rules, cards, input.candidates, budget);
        complete &= found.complete;
        for (k, s) in found.suggestions.into_iter().enumerate() {
            if k == 0 {
                firsts.push((list.len(), s.score.clone()));
            }
            keys.push(key(exchanged, &s.combinations));
            list.push(candidate(s.combinations, s.discards, exchanged, Some(k)));
        }
    }
    // Without the exchange, unless the exchanged hand's best scores strictly higher.
    let Some(baseline) = firsts
        .iter()
        .fold(None, |best: Option<&(usize, Score)>, f| match best {
            Some(b) if b.1 >= f.1 => Some(b),
            _ => Some(f),
        })
        .map(|f| f.0)
    else {
        return Err(vec![AdviseError {
            at: AdviseField::Hand,
            kind: AdviseErrorKind::NoPartition,
        }]);
    };
    let mut requested = Vec::with_capacity(named.len());
    for (combinations, discards, exchanged) in named {
        let k = key(exchanged, &combinations);
        match keys.iter().position(|known| *known == k) {
            Some(at) => requested.push(at),
            None => {
                requested.push(list.len());
                keys.push(k);
                list.push(candidate(combinations, discards, exchanged, None));
            }
        }
    }

    let plan = Plan {
        rules,
        seat: input.seat,
        dealer: input.dealer,
        hand,
        face_up: input.face_up,
        seed: &input.seed,
        budget,
        strengths: list
            .iter()
            .map(|c| c.combinations.iter().map(Combination::strength).collect())
            .collect(),
        baseline,
    };
    let (tallies, all_complete) = plan.run(input.samples, limits.threads);
    complete &= all_complete;
    let (low, high) = chip_bounds(rules);
    let n = input.samples;
    for (c, t) in list.iter_mut().zip(&tallies) {
        c.chips = estimate(&t.chips, low, high);
        c.gain = estimate(&t.gain, low - high, high - low);
        c.p_positive = t.positive as f64 / n as f64;
    }
    // The baseline unless another does better on these samples (then the earliest such).
    let recommended = tallies.iter().enumerate().fold(baseline, |best, (i, t)| {
        if t.chips.sum > tallies[best].chips.sum {
            i
        } else {
            best
        }
    });
    Ok(Advice {
        candidates: list,
        recommended,
        baseline,
        requested,
        samples: n,
        complete,
    })
}

fn candidate(
    combinations: Vec<Combination>,
    discards: Vec<Card>,
    exchanged: bool,
    suggested: Option<usize>,
) -> Candidate {
    let zero = Estimate {
        mean: 0.0,
        ci95: [0.0, 0.0],
    };
    Candidate {
        combinations,
        discards,
        exchanged,
        suggested,
        chips: zero,
        gain: zero,
        p_positive: 0.0,
    }
}

/// A partition as a set: two that differ only in the order of equal combinations are one.
fn key(exchanged: bool, combinations: &[Combination]) -> (bool, Vec<u64>) {
    let mut masks: Vec<u64> = combinations
        .iter()
        .map(|c| CardSet::from_iter(c.cards()).bits())
        .collect();
    masks.sort_unstable();
    (exchanged, masks)
}

/// The fewest and most chips one seat can end a deal with under `rules`.
fn chip_bounds(rules: &Rules) -> (i64, i64) {
    let total: i64 = rules.scoring.payouts().iter().sum();
    let others = rules.players as i64 - 1;
    match rules.scoring {
        Scoring::Pool { ante, .. } => {
            let quads = if rules.quads_win { ante * others } else { 0 };
            (-ante, quads.max(total - ante))
        }
        Scoring::EachOpponent { .. } => (-total, total * others),
    }
}

/// The mean and 95 % interval of integer values, the interval cut to `[low, high]` (the
/// whole of it for one sample).
fn estimate(values: &Moments, low: i64, high: i64) -> Estimate {
    let mean = values.mean();
    let (low, high) = (low as f64, high as f64);
    let ci95 = match values.half_ci95() {
        Some(half) => [(mean - half).max(low), (mean + half).min(high)],
        None => [low, high],
    };
    Estimate { mean, ci95 }
}

/// The exact sums of one candidate over the samples.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct CandidateSums {
    /// The player's chips.
    chips: Moments,
    /// Its chips less the baseline's, sample by sample.
    gain: Moments,
    /// Samples in which the player ends ahead.
    positive: u64,
}

impl CandidateSums {
    fn add(&mut self, other: &CandidateSums) {
        self.chips.merge(&other.chips);
        self.gain.merge(&other.gain);
        self.positive += other.positive;
    }
}

/// Everything a sample needs.
struct Plan<'a> {
    rules: &'a Rules,
    seat: usize,
    dealer: Option<usize>,
    hand: CardSet,
    face_up: Option<Card>,
    seed: &'a str,
    budget: Budget,
    /// Each candidate's strengths in play order.
    strengths: Vec<Vec<Strength>>,
    baseline: usize,
}

/// One sampled deal, before any candidate is played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Sample {
    /// Every seat's hand as dealt; the player's is the hand given.
    pub(crate) hands: Vec<CardSet>,
    pub(crate) face_up: Option<Card>,
    pub(crate) dealer: usize,
    /// What the other seats play, `None` at the player's seat and when four of a kind
    /// decides the deal.
    pub(crate) plays: Vec<Option<Best>>,
    /// Whether another seat exchanged its 2♦ for the face-up card.
    pub(crate) exchanged: bool,
    /// Every seat's chips when four of a kind decides the deal.
    pub(crate) quads: Option<Vec<i64>>,
    /// False when a search of another seat's hand ran out of budget.
    pub(crate) complete: bool,
}

impl Plan<'_> {
    /// Runs every sample over `threads` threads; the tallies do not depend on how many.
    fn run(&self, samples: usize, threads: usize) -> (Vec<CandidateSums>, bool) {
        let candidates = self.strengths.len();
        let start = || {
            (
                vec![CandidateSums::default(); candidates],
                vec![0i64; candidates],
                true,
            )
        };
        let parts = sampling::fold_on_threads(samples, threads, CHUNK, start, |part, i| {
            let (tallies, values, complete) = part;
            *complete &= self.score(i, values);
            let base = values[self.baseline];
            for (t, &v) in tallies.iter_mut().zip(values.iter()) {
                t.chips.add(v);
                t.gain.add(v - base);
                t.positive += u64::from(v > 0);
            }
            true
        });
        let mut all = (vec![CandidateSums::default(); candidates], true);
        for (tallies, _, complete) in parts {
            for (t, p) in all.0.iter_mut().zip(&tallies) {
                t.add(p);
            }
            all.1 &= complete;
        }
        all
    }

    /// Deals sample `i` (see the module docs).
    pub(crate) fn sample(&self, i: usize) -> Sample {
        let rules = self.rules;
        let players = rules.players;
        let (pack, mut rng) = sampling::shuffled_pack(self.seed, i);
        let known = match self.face_up {
            Some(card) => self.hand.union(CardSet::from_iter([card])),
            None => self.hand,
        };
        let others: Vec<usize> = (0..players).filter(|&p| p != self.seat).collect();
        let mut hands = vec![CardSet::EMPTY; players];
        hands[self.seat] = self.hand;
        let to_deal = others.len() * rules.hand_size;
        let mut face_up = self.face_up;
        let mut dealt = 0;
        for &card in pack.iter().filter(|&&c| !known.contains(c)) {
            if dealt < to_deal {
                hands[others[dealt % others.len()]].insert(card);
                dealt += 1;
            } else {
                face_up = face_up.or(Some(card));
                break;
            }
        }
        let dealer = self
            .dealer
            .unwrap_or_else(|| deck::uniform_below(&mut rng, players as u32) as usize);
        let mut sample = Sample {
            plays: vec![None; players],
            hands,
            face_up,
            dealer,
            exchanged: false,
            quads: None,
            complete: true,
        };
        if let Some(q) = quads(rules, &sample.hands) {
            sample.quads = Some(quads_chips(rules, q));
            return sample;
        }
        let swap = face_up.filter(|&c| rules.exchange && c != TWO_OF_DIAMONDS);
        for &p in &others {
            let hand = sample.hands[p];
            let mut best = solver::best_partition(rules, hand, self.budget);
            if let Some(up) = swap.filter(|_| hand.contains(TWO_OF_DIAMONDS)) {
                let mut swapped = hand;
                swapped.remove(TWO_OF_DIAMONDS);
                swapped.insert(up);
                let other = solver::best_partition(rules, swapped, self.budget);
                let score = |b: &Option<Best>| b.as_ref().map(|b| b.score.clone());
                if score(&other) > score(&best) {
                    best = other;
                    sample.exchanged = true;
                }
            }
            sample.complete &= best.as_ref().is_some_and(|b| b.complete);
            sample.plays[p] = best;
        }
        sample
    }

    /// The player's chips in sample `i` for every candidate, into `values`. Returns false
    /// when a search ran out of budget.
    fn score(&self, i: usize, values: &mut [i64]) -> bool {
        let sample = self.sample(i);
        if let Some(chips) = &sample.quads {
            values.fill(chips[self.seat]);
            return true;
        }
        let none: &[Strength] = &[];
        let mut partitions: [&[Strength]; MAX_PLAYERS] = [none; MAX_PLAYERS];
        for (p, play) in sample.plays.iter().enumerate() {
            if let Some(best) = play {
                partitions[p] = &best.strengths;
            }
        }
        let mut chips = [0i64; MAX_PLAYERS];
        let players = self.rules.players;
        for (value, strengths) in values.iter_mut().zip(&self.strengths) {
            partitions[self.seat] = strengths;
            played_chips(
                self.rules,
                sample.dealer,
                &partitions[..players],
                &mut chips[..players],
            );
            *value = chips[self.seat];
        }
        sample.complete
    }
}

mod request;
#[cfg(test)]
mod tests;
