//! The most combinations a hand allows.
//!
//! ## Data layout
//!
//! A hand is a [`CardSet`] (a 52-bit mask). Its valid triples — at most C(17,3) = 680 — are
//! listed once with their masks and strengths, sorted weakest first, and indexed by card:
//! `by_card[c]` holds the triples containing card `c`, weakest first.
//!
//! ## Counting
//!
//! The most disjoint combinations is found by a depth-first search that takes the lowest
//! remaining card and either puts it in one of its combinations (strongest first) or
//! discards it, pruning every branch that cannot beat the best count found so far even if
//! all its remaining cards formed combinations. It stops as soon as the cap is reached.
//!
//! ## The cap
//!
//! A partition keeps at most `rules.max_combinations` combinations, and at least one card is
//! always discarded, so a hand of `n` cards allows at most
//! `min(rules.max_combinations, (n − 1) / 3)` (see [`combination_cap`]). With the presets'
//! 13 and 17 cards the second bound never bites.

use super::combination::RankOrder;
use super::rules::Rules;
use crate::cards::{Card, CardSet};

/// The most combinations any partition of `hand_size` cards may keep under `rules`: the
/// rules' cap, and never all the cards (at least one is always discarded).
pub const fn combination_cap(rules: &Rules, hand_size: usize) -> usize {
    let by_cards = hand_size.saturating_sub(1) / 3;
    if by_cards < rules.max_combinations {
        by_cards
    } else {
        rules.max_combinations
    }
}

/// The most combinations `hand` allows, capped at [`combination_cap`]. Exact.
///
/// ```
/// use chor_voli::cards::{Card, CardSet};
/// use chor_voli::chor_voli::{Rules, solver::max_combinations};
///
/// let hand: CardSet = "As Ah Ad Ks Qs Js 9h 7h 5d 4c 3c 2h 2s"
///     .split(' ')
///     .map(|t| t.parse::<Card>().unwrap())
///     .collect();
/// assert_eq!(max_combinations(&Rules::default(), hand), 4);
/// ```
pub fn max_combinations(rules: &Rules, hand: CardSet) -> usize {
    let triples = Triples::of(rules.rank_order(), hand);
    let cap = combination_cap(rules, hand.len());
    let mut packer = Packer::new(&triples, u64::MAX);
    packer.most(hand.bits(), 0, 0, cap);
    packer.best.len()
}

/// The valid triples of one hand, weakest first, with a per-card index.
pub(crate) struct Triples {
    pub(crate) masks: Vec<u64>,
    pub(crate) strengths: Vec<u16>,
    /// Indices into `masks`/`strengths` of the triples holding each card, weakest first.
    pub(crate) by_card: Vec<Vec<u16>>,
}

impl Triples {
    pub(crate) fn of(order: RankOrder, hand: CardSet) -> Triples {
        let cards: Vec<Card> = hand.iter().collect();
        let mut list: Vec<(u16, u64)> = Vec::new();
        for (i, &a) in cards.iter().enumerate() {
            for (j, &b) in cards.iter().enumerate().skip(i + 1) {
                for &c in &cards[j + 1..] {
                    if let Some(s) = order.strength([a, b, c]) {
                        let mask = 1u64 << a.index() | 1u64 << b.index() | 1u64 << c.index();
                        list.push((s.value(), mask));
                    }
                }
            }
        }
        // Weakest first; equal strengths by mask, so the order is a function of the hand.
        list.sort_unstable();
        let mut by_card = vec![Vec::new(); 52];
        for (t, &(_, mask)) in list.iter().enumerate() {
            for c in CardSet::from_bits(mask) {
                by_card[c.index() as usize].push(t as u16);
            }
        }
        Triples {
            strengths: list.iter().map(|&(s, _)| s).collect(),
            masks: list.iter().map(|&(_, m)| m).collect(),
            by_card,
        }
    }
}

/// The search for the most disjoint triples, with a node budget.
pub(crate) struct Packer<'a> {
    triples: &'a Triples,
    /// Nodes visited so far.
    pub(crate) nodes: u64,
    max_nodes: u64,
    /// Whether the search stopped on the budget (then `best` is only a lower bound).
    pub(crate) exhausted: bool,
    chosen: Vec<u16>,
    /// The largest set of disjoint triples found (indices into `triples`).
    pub(crate) best: Vec<u16>,
}

impl<'a> Packer<'a> {
    pub(crate) fn new(triples: &'a Triples, max_nodes: u64) -> Packer<'a> {
        Packer {
            triples,
            nodes: 0,
            max_nodes,
            exhausted: false,
            chosen: Vec::new(),
            best: Vec::new(),
        }
    }

    /// Searches for more than `floor` disjoint triples, none weaker than `min_strength`,
    /// among the cards of `remaining`, stopping at `cap`. Afterwards `best` holds the largest
    /// set found: exact whenever it is above `floor` and the budget was not reached.
    pub(crate) fn most(&mut self, remaining: u64, min_strength: u16, floor: usize, cap: usize) {
        self.chosen.clear();
        self.best.clear();
        let floor = floor.min(cap);
        if cap > 0 {
            self.search(remaining, min_strength, floor, cap);
        }
    }

    /// Returns true when the search should stop (cap reached or budget spent).
    fn search(&mut self, remaining: u64, min_strength: u16, floor: usize, cap: usize) -> bool {
        self.nodes += 1;
        if self.nodes > self.max_nodes {
            self.exhausted = true;
            return true;
        }
        let count = self.chosen.len();
        if count > self.best.len() {
            self.best.clone_from(&self.chosen);
        }
        if count == cap {
            return true;
        }
        // Even if every remaining card formed a combination, could we beat both the best
        // found and the floor?
        let target = self.best.len().max(floor);
        if count + remaining.count_ones() as usize / 3 <= target {
            return false;
        }
        let low = remaining.trailing_zeros() as usize;
        let triples = self.triples;
        for &t in triples.by_card[low].iter().rev() {
            let t = t as usize;
            if triples.strengths[t] < min_strength {
                break;
            }
            let mask = triples.masks[t];
            if mask & !remaining == 0 {
                self.chosen.push(t as u16);
                let stop = self.search(remaining & !mask, min_strength, floor, cap);
                self.chosen.pop();
                if stop {
                    return true;
                }
            }
        }
        // The lowest card discarded.
        self.search(remaining & !(1u64 << low), min_strength, floor, cap)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::deck::shuffled_deck;
    use crate::chor_voli::Preset;

    pub(crate) fn hand(text: &str) -> CardSet {
        text.split_whitespace()
            .map(|t| t.parse::<Card>().unwrap())
            .collect()
    }

    #[test]
    fn thirteen_cards_with_four_suits_of_three_or_more_make_four_combinations() {
        let h = hand("As Ks 9s 2s Ah Th 5h Qd 8d 3d Jc 6c 4c");
        assert_eq!(max_combinations(&Rules::default(), h), 4);
    }

    #[test]
    fn two_suits_without_runs_give_only_flushes_one_per_three_cards_of_a_suit() {
        // Two suits, no consecutive ranks: any three distinct ranks across the two suits
        // hold a suited pair off a run, and two equal ranks a pair with a kicker. So only
        // flushes count: five spades make one, five hearts one.
        let h = hand("Ks Ts 8s 5s 2s Kh Th 8h 5h 2h");
        assert_eq!(max_combinations(&Rules::default(), h), 2);
        // A third suit lets two trips and two flushes fit.
        let h = hand("Ks Ts 8s 5s 2s Kh Th 8h 5h 2h Kd Td 8d");
        assert_eq!(max_combinations(&Rules::default(), h), 4);
    }

    #[test]
    fn twelve_cards_allow_at_most_three_combinations_though_four_fit() {
        // A-K-Q twice as straight flushes and 8-6-4 twice as flushes, but 12 cards must
        // keep a discard.
        let h = hand("As Ad Ks Kd Qs Qd 8s 8d 6s 6d 4s 4d");
        assert_eq!(max_combinations(&Rules::default(), h), 3);
    }

    #[test]
    fn the_cap_is_the_rules_maximum_and_always_leaves_a_discard() {
        let rules = Rules::default();
        assert_eq!(combination_cap(&rules, 13), 4);
        assert_eq!(combination_cap(&rules, 52), 4);
        assert_eq!(combination_cap(&rules, 12), 3);
        assert_eq!(combination_cap(&rules, 4), 1);
        assert_eq!(combination_cap(&rules, 3), 0);
        assert_eq!(combination_cap(&rules, 0), 0);
        assert_eq!(combination_cap(&Preset::Ramchi3.rules(), 17), 5);
        assert_eq!(max_combinations(&rules, hand("As Ks Qs")), 0);
        assert_eq!(max_combinations(&rules, hand("As Ks Qs 2c")), 1);
        assert_eq!(
            max_combinations(&rules, hand("As Ah Kh Ks")),
            0,
            "two pairs: every triple is a pair with a kicker"
        );
        assert_eq!(max_combinations(&rules, CardSet::EMPTY), 0);
        assert_eq!(max_combinations(&rules, CardSet::FULL), 4);
    }

    #[test]
    fn max_combinations_never_exceeds_the_cap_on_random_hands_of_every_size() {
        let rules = Rules::default();
        for n in 0..=52 {
            let (deck, _) = shuffled_deck(&format!("size {n}"));
            let h: CardSet = deck[..n].iter().copied().collect();
            let m = max_combinations(&rules, h);
            assert!(m <= combination_cap(&rules, n), "{n} cards gave {m}");
            if n >= 13 {
                assert!(m >= 1, "some suit holds three of {n} cards");
            }
        }
    }
}
