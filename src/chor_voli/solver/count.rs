//! The cap on a hand's combinations, and the counting search for the most of them (see the
//! module docs, Counting).

use super::super::combination::Completions;
use super::super::rules::Rules;
use crate::cards::CardSet;

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
/// use hakam::cards::{Card, CardSet};
/// use hakam::chor_voli::{Rules, solver::max_combinations};
///
/// let hand: CardSet = "As Ah Ad Ks Qs Js 9h 7h 5d 4c 3c 2h 2s"
///     .split(' ')
///     .map(|t| t.parse::<Card>().unwrap())
///     .collect();
/// assert_eq!(max_combinations(&Rules::default(), hand), 4);
/// ```
pub fn max_combinations(rules: &Rules, hand: CardSet) -> usize {
    let mut counter = Counter {
        completions: rules.rank_order().completions(),
        cap: combination_cap(rules, hand.len()),
        best: 0,
    };
    if counter.cap > 0 {
        counter.search(hand.bits(), 0);
    }
    counter.best
}

/// The counting search of [`max_combinations`]: no list of triples, no allocation. A
/// node's combinations holding its lowest card `a` are read off the completions table:
/// for each higher card `b`, `completions(a, b)` masked to the cards above `b`.
struct Counter {
    completions: &'static Completions,
    cap: usize,
    /// The most disjoint combinations found so far.
    best: usize,
}

impl Counter {
    /// Returns true once the cap is reached (then nothing can beat `best`).
    fn search(&mut self, remaining: u64, count: usize) -> bool {
        if count > self.best {
            self.best = count;
            if count == self.cap {
                return true;
            }
        }
        // Even if every remaining card formed a combination, could we beat the best?
        if count + remaining.count_ones() as usize / 3 <= self.best {
            return false;
        }
        let a = remaining.trailing_zeros();
        let rest = remaining & (remaining - 1);
        let mut above = rest;
        while above != 0 {
            let b = above.trailing_zeros();
            above &= above - 1; // now the cards of `rest` above `b`
            let mut thirds = self.completions.of(a, b) & above;
            while thirds != 0 {
                let c = thirds.trailing_zeros();
                thirds &= thirds - 1;
                if self.search(rest & !(1 << b | 1 << c), count + 1) {
                    return true;
                }
            }
        }
        // The lowest card discarded.
        self.search(rest, count)
    }
}

#[cfg(test)]
mod tests {
    use super::super::brute::{self, hand, rule_sets};
    use super::*;
    use crate::cards::Card;
    use crate::cards::deck::shuffled_deck;
    use crate::chor_voli::Preset;

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

    /// Hands from few suits and ranks without runs often allow fewer combinations than the
    /// cap, so the counting search must exhaust its tree instead of stopping at the cap.
    #[test]
    fn max_combinations_matches_brute_force_on_hands_short_of_the_cap() {
        let mut short = 0;
        for preset in [Preset::ChorVoli, Preset::Ramchi4] {
            for rules in rule_sets(preset) {
                for suits in [2, 3] {
                    for (size, k) in (3..=13).flat_map(|size| (0..4).map(move |k| (size, k))) {
                        // Even ranks (2, 4, …, Q, A) hold no run; up to two cards from the
                        // rest of the deck may add some.
                        let (deck, _) = shuffled_deck(&format!("short {suits} {size} {k}"));
                        let extra = k % 3;
                        let pool = |c: &Card| {
                            (c.suit() as usize) < suits && c.rank().index().is_multiple_of(2)
                        };
                        let h: CardSet = deck
                            .iter()
                            .copied()
                            .filter(pool)
                            .take(size - extra)
                            .chain(deck.iter().copied().filter(|c| !pool(c)).take(extra))
                            .collect();
                        let (most, _) = brute::best(&rules, h, 1);
                        assert_eq!(max_combinations(&rules, h), most, "{h:?} {rules:?}");
                        short += usize::from(most < combination_cap(&rules, size));
                    }
                }
            }
        }
        assert!(short >= 10, "only {short} hands fell short of the cap");
        // Eight spades and five hearts, no three ranks in a run: flushes only, 2 + 1.
        let h = hand("2s 3s 5s 6s 8s 9s Js Qs 2h 5h 8h Jh Qh");
        let rules = Rules::default();
        assert_eq!(max_combinations(&rules, h), 3);
        assert_eq!(brute::best(&rules, h, 1).0, 3);
    }
}
