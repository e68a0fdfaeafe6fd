//! The most combinations a hand allows, and the best partitions of a hand.
//!
//! ## The objective
//!
//! A partition is its set of combinations (the order of equal combinations does not make
//! another partition; the same ranks in other suits do, being other cards). Partitions are
//! ranked by [`Score`]:
//!
//! 1. more combinations first;
//! 2. then the strengths sorted weakest first, compared lexicographically: the stronger
//!    weakest combination wins, then the stronger second-weakest, and so on.
//!
//! This max-min order follows the sources: every round is worth winning ("the later rounds
//! are just as valuable to win as the first", pagat), and Ramchi pays more for later rounds,
//! which the weakest combinations contest. It is a total order on strength multisets, so no
//! further rule of play is needed.
//!
//! **Tie-break.** Distinct partitions with equal scores (the same strengths from other
//! cards) are ordered by their cards, so the same request always gets the same answer: list
//! each partition's combinations in play order — strongest first, equal strengths by card
//! mask, larger first — with each combination as its 52-bit card mask (bit `rank × 4 +
//! suit`, 2♣ = bit 0 … A♠ = bit 51); the lexicographically larger list comes first. In
//! effect, combination by combination, the one holding the higher card (at equal ranks
//! ♠ > ♥ > ♦ > ♣) is suggested first.
//!
//! ## Data layout
//!
//! A hand is a [`CardSet`](crate::cards::CardSet) (a 52-bit mask). For suggestions, its valid triples — at most
//! C(17,3) = 680 — are listed once with their masks and strengths, sorted weakest first
//! (equal strengths by mask), and indexed by card in one flat array: the triples containing
//! card `c` are a slice of it, weakest first. The list is read off the completions table
//! below (one lookup per pair of cards, not per triple) in increasing order of mask, as
//! 64-bit keys `(strength − 1001) << 52 | mask`, then sorted stably by strength with two
//! counting passes: the keys then order exactly as (strength, mask), without one
//! allocation per card or a comparison sort.
//!
//! ## Counting
//!
//! The most disjoint combinations is found by a depth-first search that takes the lowest
//! remaining card and either puts it in one of its combinations or discards it, pruning
//! every branch that cannot beat the best count found so far even if all its remaining
//! cards formed combinations. It stops as soon as the cap is reached.
//!
//! [`max_combinations`] (run for every partition a deal judges that keeps fewer than the
//! cap) needs only the count, so its search builds no list of triples: it reads the
//! combinations holding the lowest card `a` and a higher card `b` off a static table of
//! completions (`completions(a, b)`: the cards making a combination with both, a 52-bit
//! mask) masked to the remaining cards above `b`. Nothing is allocated or sorted, as it runs
//! for every partition a deal judges. [`suggest`] runs the same search over
//! the sorted triples above (strongest first, with a floor on strength), as it needs a
//! witness partition and the fit test below.
//!
//! ## Suggesting
//!
//! With `k` combinations to keep (the most first; then fewer, when fewer than `limit`
//! partitions keep the most and `must_maximize` is off), a branch-and-bound search picks
//! the combinations weakest first, each from the triples after the previous one in the
//! sorted list, strongest candidates first. Two bounds prune it:
//!
//! - *Fit*: after choosing a combination of strength `s`, the remaining picks must be `need`
//!   disjoint triples no weaker than `s` among the unused cards. The counting search above,
//!   restricted to those triples, decides this (memoized by cards, `s` and `need`).
//! - *Score*: the chosen combinations are exactly the weakest of any completion, so once the
//!   list of `limit` best partitions is full, a branch whose chosen strengths fall below the
//!   worst kept partition's weakest strengths (lexicographically) cannot enter it; as
//!   candidates come strongest first, the loop stops there.
//!
//! Every call runs under a [`Budget`] of search nodes; when it is spent the best partitions
//! found so far are returned, marked incomplete. The counting search always hands the list
//! one partition keeping the most combinations first, so an answer is never empty while the
//! hand has a combination and the budget allowed the count.
//!
//! ## The cap
//!
//! A partition keeps at most `rules.max_combinations` combinations, and at least one card is
//! always discarded, so a hand of `n` cards allows at most
//! `min(rules.max_combinations, (n − 1) / 3)` (see [`combination_cap`]). With the presets'
//! 13 and 17 cards the second bound never bites.
//!
//! ## The files
//!
//! One file per technique: the cap and the counting search (`count`), the sorted triples of a
//! hand (`triples`), the packing search over them (`pack`), the branch-and-bound search for
//! the best partitions (`suggest`), and the greedy partition (`greedy`).

mod count;
mod greedy;
mod pack;
mod suggest;
mod triples;

#[cfg(test)]
pub(crate) mod brute;

pub use count::{combination_cap, max_combinations};
pub use greedy::greedy_partition;
pub use suggest::suggest;
pub(crate) use suggest::{Best, best_partition};

use super::combination::{Combination, Strength};
use crate::cards::Card;

/// A cap on the work of one [`suggest`] call, counted in search nodes (one node is one
/// partial partition extended by one combination, or one step of the counting search; a
/// node costs at most a scan of the hand's triples). When the cap is reached the search
/// stops and returns the best partitions found so far, marked incomplete.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    pub max_nodes: u64,
}

impl Budget {
    /// The default cap: more than ten times the nodes of the hardest hand found by a scan of
    /// seeded hands of the hardest shapes (docs/performance.md, "The solver's default
    /// budget"), so no real hand meets it, and still a bound of milliseconds on any call.
    pub const DEFAULT_MAX_NODES: u64 = 500_000;
}

impl Default for Budget {
    fn default() -> Budget {
        Budget {
            max_nodes: Budget::DEFAULT_MAX_NODES,
        }
    }
}

/// How good a partition is: more combinations first, then the strengths sorted weakest
/// first, compared lexicographically (the stronger weakest combination wins, then the
/// stronger second-weakest, …). The derived order is that objective: higher is better.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Score {
    combinations: usize,
    strengths_weakest_first: Vec<u16>,
}

impl Score {
    /// The score of a partition keeping combinations of these strengths.
    pub fn new(strengths: impl IntoIterator<Item = Strength>) -> Score {
        let mut strengths: Vec<u16> = strengths.into_iter().map(Strength::value).collect();
        strengths.sort_unstable();
        Score {
            combinations: strengths.len(),
            strengths_weakest_first: strengths,
        }
    }

    /// How many combinations the partition keeps.
    pub fn combinations(&self) -> usize {
        self.combinations
    }

    /// The strengths ([`Strength::value`]) of its combinations, weakest first.
    pub fn strengths_weakest_first(&self) -> &[u16] {
        &self.strengths_weakest_first
    }

    /// [`strengths_weakest_first`](Score::strengths_weakest_first), taken out of the score.
    pub fn into_strengths_weakest_first(self) -> Vec<u16> {
        self.strengths_weakest_first
    }
}

/// One suggested partition.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Suggestion {
    /// In play order: strongest first (equal strengths by the tie-break of the module docs).
    pub combinations: Vec<Combination>,
    /// The other cards of the hand, sorted high first.
    pub discards: Vec<Card>,
    pub score: Score,
    /// One sentence for people.
    pub explanation: String,
}

/// The answer of [`suggest`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Suggestions {
    /// The most combinations the hand allows (a lower bound only when `complete` is false
    /// and the budget ran out while counting).
    pub max_combinations: usize,
    /// Distinct legal partitions, best first.
    pub suggestions: Vec<Suggestion>,
    /// False when the budget was reached: then `suggestions` are the best found so far.
    pub complete: bool,
    /// Search nodes spent.
    pub nodes: u64,
}
