//! The branch-and-bound search for the best partitions of a hand (see the module docs,
//! Suggesting).

use super::super::combination::{Combination, RankOrder, Strength};
use super::super::rules::Rules;
use super::count::combination_cap;
use super::pack::Packer;
use super::triples::Triples;
use super::{Budget, Score, Suggestion, Suggestions};
use crate::cards::{Card, CardSet};
use std::cmp::Ordering;
use std::collections::HashMap;
use std::fmt::Write as _;
use std::hash::{BuildHasherDefault, Hasher};

/// Up to `limit` distinct legal partitions of `hand`, best first by the objective of the
/// module docs, within `budget`. Under `must_maximize` only partitions keeping
/// [`max_combinations`](super::max_combinations) combinations are legal, and only those are suggested; otherwise,
/// when the hand has fewer than `limit` such partitions, the best with fewer follow.
///
/// ```
/// use hakam::cards::{Card, CardSet};
/// use hakam::chor_voli::{Rules, solver::{suggest, Budget}};
///
/// let hand: CardSet = "As Ks 9s 2s Ah Th 5h Qd 8d 3d Jc 6c 4c"
///     .split(' ')
///     .map(|t| t.parse::<Card>().unwrap())
///     .collect();
/// let found = suggest(&Rules::default(), hand, 3, Budget::default());
/// assert!(found.complete);
/// assert_eq!(found.max_combinations, 4);
/// let best = &found.suggestions[0];
/// assert_eq!(best.combinations.len(), 4);
/// assert_eq!(best.combinations[3].name(), "straight, 6-5-4"); // the weakest, played last
/// ```
pub fn suggest(rules: &Rules, hand: CardSet, limit: usize, budget: Budget) -> Suggestions {
    let order = rules.rank_order();
    let triples = Triples::of(order, hand);
    let found = search(rules, &triples, hand, limit, budget);
    let suggestions = found
        .top
        .iter()
        .map(|f| f.suggestion(&triples, order, hand, found.most))
        .collect();
    Suggestions {
        max_combinations: found.most,
        suggestions,
        complete: found.complete,
        nodes: found.nodes,
    }
}

/// The first partition [`suggest`] gives (the best, by the same search), as its score and
/// its combinations' strengths and card masks in play order, without the cards, names and
/// explanation a suggestion carries: what the advisor asks of every hand it deals to the
/// other seats. `None` when the hand has no combination (or the budget found none).
pub(crate) fn best_partition(rules: &Rules, hand: CardSet, budget: Budget) -> Option<Best> {
    let triples = Triples::of(rules.rank_order(), hand);
    let found = search(rules, &triples, hand, 1, budget);
    let complete = found.complete;
    found.top.into_iter().next().map(|f| Best {
        strengths: f
            .play
            .iter()
            .map(|&t| Strength::from_value(triples.strengths[t as usize]))
            .collect(),
        masks: f.key,
        score: f.score,
        complete,
    })
}

/// [`suggest`]'s first partition, as [`best_partition`] gives it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Best {
    pub(crate) score: Score,
    /// The combinations' strengths, in play order.
    pub(crate) strengths: Vec<Strength>,
    /// The combinations' cards as 52-bit masks, in play order.
    pub(crate) masks: Vec<u64>,
    /// False when the budget cut the search short.
    pub(crate) complete: bool,
}

/// What the search found: the best partitions, best first.
struct Searched {
    top: Vec<Found>,
    most: usize,
    complete: bool,
    nodes: u64,
}

/// The search behind [`suggest`] over the triples of `hand`.
fn search(
    rules: &Rules,
    triples: &Triples,
    hand: CardSet,
    limit: usize,
    budget: Budget,
) -> Searched {
    let cap = combination_cap(rules, hand.len());
    let mut search = Search::new(triples, limit, budget);

    search.packer.most(hand.bits(), 0, 0, cap);
    let witness = std::mem::take(&mut search.packer.best);
    let most = witness.len();
    if most > 0 {
        // A partition with the most combinations, so the answer is never empty.
        search.offer(&witness);
    }
    let mut complete = !search.packer.exhausted;
    let fewest = if rules.must_maximize { most } else { 1 };
    if complete {
        for k in (fewest.max(1)..=most).rev() {
            if search.full() && search.top.last().is_some_and(|w| w.score.combinations > k) {
                break; // every partition with k combinations is worse than all kept
            }
            search.k = k;
            search.chosen.clear();
            search.descend(0, 0);
            if search.packer.exhausted {
                complete = false;
                break;
            }
        }
    }
    Searched {
        nodes: search.packer.nodes,
        top: search.top,
        most,
        complete,
    }
}

/// A partition found: its score and its tie-break key (the masks in play order).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Found {
    score: Score,
    /// Triple indices in play order (strongest first, equal strengths by mask, larger
    /// first): the order of `Triples`, reversed.
    play: Vec<u16>,
    key: Vec<u64>,
}

impl Found {
    /// Best first: higher score, then the larger key.
    fn rank(&self, other: &Found) -> Ordering {
        (&other.score, &other.key).cmp(&(&self.score, &self.key))
    }

    fn suggestion(
        &self,
        triples: &Triples,
        order: RankOrder,
        hand: CardSet,
        most: usize,
    ) -> Suggestion {
        let mut kept = CardSet::EMPTY;
        let combinations: Vec<Combination> = self
            .play
            .iter()
            .map(|&t| {
                let mask = triples.masks[t as usize];
                kept = kept.union(CardSet::from_bits(mask));
                let mut cards = CardSet::from_bits(mask).iter();
                let mut next = || cards.next().expect("a triple has three cards");
                Combination::new([next(), next(), next()], order)
                    .expect("the solver keeps only valid triples")
            })
            .collect();
        let discards = hand.difference(kept).sorted_high_first();
        let explanation = explain(&combinations, &discards, most);
        Suggestion {
            combinations,
            discards,
            score: self.score.clone(),
            explanation,
        }
    }
}

/// One sentence on a partition, written straight into one string: a suggest request asks
/// for several, and formatting each name apart cost more than the search.
fn explain(play: &[Combination], discards: &[Card], most: usize) -> String {
    let k = play.len();
    let mut out = String::with_capacity(80 + 32 * k + 3 * discards.len());
    let _ = write!(out, "Keeps {k} combination");
    if k != 1 {
        out.push('s');
    }
    if k == most {
        out.push_str(" (the most this hand allows)");
    } else {
        let _ = write!(out, " ({} fewer than this hand allows)", most - k);
    }
    for (i, c) in play.iter().rev().enumerate() {
        out.push_str(if i == 0 {
            "; the weakest is "
        } else {
            ", then "
        });
        c.push_name(&mut out);
    }
    out.push_str("; discards ");
    for (i, card) in discards.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        out.push(card.rank().symbol());
        out.push(card.suit().letter());
    }
    out.push('.');
    out
}

/// A multiplicative hasher for the memo's integer keys (std's SipHash is several times
/// slower here and the keys are not attacker-chosen in a way that matters: a hand has at
/// most a few thousand states).
#[derive(Default)]
struct MixHasher(u64);

impl Hasher for MixHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(26) ^ n).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

type Memo = HashMap<(u64, u16, u8), bool, BuildHasherDefault<MixHasher>>;

/// The branch-and-bound search for the best `limit` partitions with `k` combinations.
struct Search<'a> {
    triples: &'a Triples,
    packer: Packer<'a>,
    limit: usize,
    /// The best partitions found, best first, at most `limit`.
    top: Vec<Found>,
    /// The number of combinations searched for now.
    k: usize,
    /// The triples chosen so far, weakest first (increasing index).
    chosen: Vec<u16>,
    /// `suffix[i]`: every card of triples `i..`.
    suffix: Vec<u64>,
    /// `first[i]`: the first triple as strong as triple `i`.
    first: Vec<usize>,
    /// Whether `k` disjoint triples at least as strong as a given one fit in given cards.
    memo: Memo,
    /// A partition being offered, in play order (kept to spare an allocation per offer).
    scratch: Vec<u16>,
}

impl<'a> Search<'a> {
    fn new(triples: &'a Triples, limit: usize, budget: Budget) -> Search<'a> {
        let n = triples.masks.len();
        let mut suffix = vec![0u64; n + 1];
        for i in (0..n).rev() {
            suffix[i] = suffix[i + 1] | triples.masks[i];
        }
        let mut first = vec![0usize; n];
        for i in 1..n {
            first[i] = if triples.strengths[i] == triples.strengths[i - 1] {
                first[i - 1]
            } else {
                i
            };
        }
        Search {
            triples,
            packer: Packer::new(triples, budget.max_nodes),
            limit,
            top: Vec::with_capacity(limit.min(64) + 1),
            k: 0,
            chosen: Vec::new(),
            suffix,
            first,
            memo: Memo::with_capacity_and_hasher(64, Default::default()),
            scratch: Vec::new(),
        }
    }

    fn full(&self) -> bool {
        self.top.len() >= self.limit
    }

    /// Keeps the partition of these triples if it is among the best `limit` so far.
    fn offer(&mut self, set: &[u16]) {
        let mut scratch = std::mem::take(&mut self.scratch);
        scratch.clear();
        scratch.extend_from_slice(set);
        scratch.sort_unstable_by(|a, b| b.cmp(a));
        if self.full() && !self.beats_worst(&scratch) {
            self.scratch = scratch;
            return; // most partitions reached once the list is full: nothing to build
        }
        let play = scratch.clone();
        self.scratch = scratch;
        let found = Found {
            score: Score {
                combinations: play.len(),
                strengths_weakest_first: play
                    .iter()
                    .rev()
                    .map(|&t| self.triples.strengths[t as usize])
                    .collect(),
            },
            key: play
                .iter()
                .map(|&t| self.triples.masks[t as usize])
                .collect(),
            play,
        };
        match self.top.binary_search_by(|kept| kept.rank(&found)) {
            Ok(_) => {} // already kept
            Err(at) if at < self.limit => {
                self.top.insert(at, found);
                self.top.truncate(self.limit);
            }
            Err(_) => {}
        }
    }

    /// Whether the partition of these triples (in play order) ranks above the worst kept:
    /// [`Found::rank`] on the triples themselves, without building a [`Found`].
    fn beats_worst(&self, play: &[u16]) -> bool {
        let Some(worst) = self.top.last() else {
            return true;
        };
        let (strengths, masks) = (&self.triples.strengths, &self.triples.masks);
        let order = play
            .len()
            .cmp(&worst.score.combinations)
            .then_with(|| {
                let mine = play.iter().rev().map(|&t| strengths[t as usize]);
                mine.cmp(worst.score.strengths_weakest_first.iter().copied())
            })
            .then_with(|| {
                let mine = play.iter().map(|&t| masks[t as usize]);
                mine.cmp(worst.key.iter().copied())
            });
        order == Ordering::Greater
    }

    /// Whether a partition whose weakest combinations are `chosen` and then one of
    /// strength `s` could still enter the kept list.
    fn promising(&self, s: u16) -> bool {
        let Some(worst) = self.top.last().filter(|_| self.full()) else {
            return true;
        };
        match worst.score.combinations.cmp(&self.k) {
            Ordering::Greater => return false,
            Ordering::Less => return true,
            Ordering::Equal => {}
        }
        let w = &worst.score.strengths_weakest_first;
        let j = self.chosen.len();
        let prefix = self
            .chosen
            .iter()
            .map(|&t| self.triples.strengths[t as usize]);
        match prefix.cmp(w[..j].iter().copied()) {
            Ordering::Greater => true,
            Ordering::Less => false,
            Ordering::Equal => s >= w[j],
        }
    }

    /// Extends `chosen` (disjoint triples using the cards `used`) with triples from
    /// index `start` on, strongest candidates first.
    fn descend(&mut self, start: usize, used: u64) {
        if self.packer.nodes >= self.packer.max_nodes {
            self.packer.exhausted = true;
            return;
        }
        self.packer.nodes += 1;
        if self.chosen.len() == self.k {
            let set = std::mem::take(&mut self.chosen);
            self.offer(&set);
            self.chosen = set;
            return;
        }
        let need = self.k - self.chosen.len() - 1; // after the next one
        let triples = self.triples;
        for t in (start..triples.masks.len()).rev() {
            let s = triples.strengths[t];
            if !self.promising(s) {
                break; // the candidates below are no stronger
            }
            let mask = triples.masks[t];
            if mask & used != 0 {
                continue;
            }
            let used = used | mask;
            if need > 0 && !self.fits(need, t, used) {
                if self.packer.exhausted {
                    return;
                }
                continue;
            }
            self.chosen.push(t as u16);
            self.descend(t + 1, used);
            self.chosen.pop();
            if self.packer.exhausted {
                return;
            }
        }
    }

    /// Whether `need` disjoint triples, each at least as strong as triple `t`, fit in the
    /// cards not `used`. (Triples of equal strength listed before `t` are allowed too: a
    /// relaxation, so a `false` is exact and a `true` may still fail below.)
    fn fits(&mut self, need: usize, t: usize, used: u64) -> bool {
        let from = self.first[t];
        let cards = self.suffix[from] & !used;
        if (cards.count_ones() as usize) < 3 * need {
            return false;
        }
        let s = self.triples.strengths[t];
        let key = (cards, s, need as u8);
        if let Some(&fits) = self.memo.get(&key) {
            return fits;
        }
        self.packer.most(cards, s, need - 1, need);
        let fits = self.packer.best.len() >= need;
        if !self.packer.exhausted {
            self.memo.insert(key, fits);
        }
        fits
    }
}

#[cfg(test)]
mod tests {
    use super::super::brute::{self, hand, rule_sets};
    use super::super::max_combinations;
    use super::*;
    use crate::cards::deck::shuffled_deck;
    use crate::chor_voli::Preset;
    use crate::chor_voli::partition::validate;

    fn key_of(s: &Suggestion) -> (Score, Vec<u64>) {
        let masks = s
            .combinations
            .iter()
            .map(|c| CardSet::from_iter(c.cards()).bits())
            .collect();
        (s.score.clone(), masks)
    }

    fn names(s: &Suggestion) -> Vec<String> {
        s.combinations.iter().map(Combination::name).collect()
    }

    /// Every suggestion is a legal partition, the list is distinct and best first, and the
    /// first keeps the most combinations.
    fn assert_laws(rules: &Rules, hand: CardSet, found: &Suggestions) {
        let cards = hand.sorted_high_first();
        // Hands of other sizes are judged by rules dealing that many cards.
        let rules = &Rules {
            hand_size: hand.len(),
            ..rules.clone()
        };
        let mut seen = std::collections::BTreeSet::new();
        for (i, s) in found.suggestions.iter().enumerate() {
            let partition: Vec<Vec<Card>> =
                s.combinations.iter().map(|c| c.cards().to_vec()).collect();
            let report = validate(rules, &cards, &partition, Some(&s.discards));
            assert!(
                report.valid,
                "{hand:?} suggestion {i}: {:?}",
                report.violations
            );
            assert_eq!(report.discards, s.discards);
            assert_eq!(
                s.score,
                Score::new(s.combinations.iter().map(Combination::strength))
            );
            let set: std::collections::BTreeSet<u64> = key_of(s).1.into_iter().collect();
            assert!(
                seen.insert(set),
                "{hand:?}: suggestion {i} repeats one before it"
            );
        }
        for pair in found.suggestions.windows(2) {
            assert!(
                key_of(&pair[0]) > key_of(&pair[1]),
                "{hand:?}: not best first"
            );
        }
        if let Some(first) = found.suggestions.first() {
            assert_eq!(first.combinations.len(), found.max_combinations);
        }
    }

    /// The search agrees with the brute force: same count, same best `limit` partitions.
    fn assert_matches_brute_force(rules: &Rules, hand: CardSet, limit: usize) {
        let found = suggest(
            rules,
            hand,
            limit,
            Budget {
                max_nodes: u64::MAX,
            },
        );
        assert!(found.complete);
        let (most, expected) = brute::best(rules, hand, limit);
        assert_eq!(found.max_combinations, most, "{hand:?}");
        assert_eq!(max_combinations(rules, hand), most, "{hand:?}");
        let got: Vec<(Score, Vec<u64>)> = found.suggestions.iter().map(key_of).collect();
        assert_eq!(got, expected, "{hand:?} under {rules:?}");
        assert_laws(rules, hand, &found);
    }

    fn random_hand(seed: &str, size: usize) -> CardSet {
        let (deck, _) = shuffled_deck(seed);
        deck[..size].iter().copied().collect()
    }

    fn differential(preset: Preset, hands: usize, prefix: &str) {
        let rules = rule_sets(preset);
        let size = preset.rules().hand_size;
        for i in 0..hands {
            let hand = random_hand(&format!("{prefix} {i}"), size);
            let limit = [5, 1, 12, 2][i % 4];
            assert_matches_brute_force(&rules[i % rules.len()], hand, limit);
        }
    }

    #[test]
    fn four_straights_beat_four_flushes_and_equal_scores_go_to_the_higher_cards_first() {
        let h = hand("As Ks 9s 2s Ah Th 5h Qd 8d 3d Jc 6c 4c");
        let found = suggest(&Rules::default(), h, 3, Budget::default());
        assert!(found.complete);
        let [first, second, third] = &found.suggestions[..] else {
            panic!("three suggestions");
        };
        let expected = [
            "straight, A-K-Q",
            "straight, 3-2-A",
            "straight, J-10-9",
            "straight, 6-5-4",
        ];
        assert_eq!(names(first), expected);
        assert_eq!(
            names(second),
            expected,
            "the same ranks with the aces swapped"
        );
        // The first keeps A♠ in A-K-Q (the higher card in the first combination).
        assert_eq!(first.combinations[0].cards()[0].to_string(), "As");
        assert_eq!(second.combinations[0].cards()[0].to_string(), "Ah");
        assert_eq!(first.discards, hand("8d").sorted_high_first());
        assert!(third.score < first.score);
        assert_eq!(first.score.combinations(), 4);
        assert_eq!(first.score.strengths_weakest_first().len(), 4);
        assert_eq!(
            first.explanation,
            "Keeps 4 combinations (the most this hand allows); the weakest is straight, \
             6-5-4, then straight, J-10-9, then straight, 3-2-A, then straight, A-K-Q; \
             discards 8d."
        );
        assert_matches_brute_force(&Rules::default(), h, 12);
    }

    #[test]
    fn the_best_ramchi_partition_keeps_trips_and_four_straight_flushes() {
        let rules = Preset::Ramchi3.rules();
        let h = hand("Ks Kh Kd 3s 2s As 5h 3h 2h Qc Jc Tc 9d 8d 7d 4c 6s");
        let found = suggest(&rules, h, 5, Budget::default());
        assert!(found.complete);
        assert_eq!(found.max_combinations, 5);
        assert_eq!(
            names(&found.suggestions[0]),
            [
                "three of a kind, kings",
                "straight flush, 3-2-A",
                "straight flush, 5-3-2 (ramchi)",
                "straight flush, Q-J-10",
                "straight flush, 9-8-7"
            ]
        );
        assert_eq!(found.suggestions.len(), 5);
        assert_laws(&rules, h, &found);
    }

    #[test]
    fn without_must_maximize_fewer_combinations_follow_when_the_most_are_few() {
        // Two suits without runs: two flushes at most, in few ways.
        let h = hand("Ks Ts 8s 5s 2s Kh Th 8h 5h 2h");
        let rules = Rules::default();
        let found = suggest(&rules, h, 50, Budget::default());
        assert_eq!(found.max_combinations, 2);
        // C(5,3) flushes per suit: 100 pairs of flushes, so all 50 keep two.
        assert!(found.suggestions.iter().all(|s| s.combinations.len() == 2));
        let h = hand("Ks Ts 8s Kh Th 8h 2c");
        let found = suggest(&rules, h, 5, Budget::default());
        assert_eq!(found.max_combinations, 2);
        let counts: Vec<usize> = found
            .suggestions
            .iter()
            .map(|s| s.combinations.len())
            .collect();
        assert_eq!(counts[0], 2);
        assert!(counts.contains(&1), "{counts:?}");
        assert!(
            found
                .suggestions
                .last()
                .unwrap()
                .explanation
                .contains("1 fewer than"),
            "{}",
            found.suggestions.last().unwrap().explanation
        );
        assert_laws(&rules, h, &found);
        assert_matches_brute_force(&rules, h, 5);
        let strict = Rules {
            must_maximize: true,
            ..Rules::default()
        };
        let found = suggest(&strict, h, 5, Budget::default());
        assert!(found.suggestions.iter().all(|s| s.combinations.len() == 2));
        assert_matches_brute_force(&strict, h, 5);
    }

    #[test]
    fn a_spent_budget_returns_legal_partitions_marked_incomplete() {
        let rules = Preset::Ramchi3.rules();
        for i in 0..10 {
            let h = random_hand(&format!("budget {i}"), 17);
            for max_nodes in [0, 1, 5, 50, 500] {
                let found = suggest(&rules, h, 5, Budget { max_nodes });
                assert!(found.nodes <= max_nodes, "{} > {max_nodes}", found.nodes);
                if !found.complete {
                    assert_laws(
                        &rules,
                        h,
                        &Suggestions {
                            // the count may be a lower bound; the laws still hold
                            max_combinations: found
                                .suggestions
                                .first()
                                .map_or(0, |s| s.combinations.len()),
                            ..found.clone()
                        },
                    );
                } else {
                    assert_laws(&rules, h, &found);
                }
            }
            let full = suggest(&rules, h, 5, Budget::default());
            assert!(full.complete, "the default budget suffices for hand {i}");
        }
    }

    #[test]
    fn a_limit_of_zero_suggests_nothing_and_a_hand_without_combinations_too() {
        let rules = Rules::default();
        let h = random_hand("zero", 13);
        let found = suggest(&rules, h, 0, Budget::default());
        assert!(found.suggestions.is_empty() && found.complete);
        assert_eq!(found.max_combinations, max_combinations(&rules, h));
        let found = suggest(&rules, h, usize::MAX, Budget { max_nodes: 20_000 });
        assert!(
            found.suggestions.len() > 50,
            "a huge limit is only bounded by the budget"
        );
        assert_laws(&rules, h, &found);
        let found = suggest(&rules, hand("As Ah Kh Ks"), 5, Budget::default());
        assert_eq!(found.max_combinations, 0);
        assert!(found.suggestions.is_empty() && found.complete);
    }

    #[test]
    fn the_search_matches_brute_force_on_seeded_13_card_hands() {
        differential(Preset::ChorVoli, 12, "diff cv");
        differential(Preset::Ramchi4, 6, "diff r4");
    }

    #[test]
    fn the_search_matches_brute_force_on_seeded_17_card_hands() {
        differential(Preset::Ramchi3, 1, "diff r3");
    }

    /// The heavy variant: hundreds of hands (release only: `cargo test --release`).
    #[test]
    #[cfg_attr(debug_assertions, ignore)]
    fn the_search_matches_brute_force_on_hundreds_of_seeded_hands() {
        differential(Preset::ChorVoli, 300, "heavy cv");
        differential(Preset::Ramchi4, 100, "heavy r4");
        differential(Preset::Ramchi3, 30, "heavy r3");
    }

    mod properties {
        use super::*;
        use proptest::prelude::*;

        fn hand_of(size: usize) -> impl Strategy<Value = CardSet> {
            proptest::sample::subsequence((0..52u8).collect::<Vec<_>>(), size).prop_map(|v| {
                v.into_iter()
                    .map(|i| Card::from_index(i).unwrap())
                    .collect()
            })
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(48))]

            #[test]
            fn every_suggestion_for_13_cards_validates_and_the_first_is_optimal(
                h in hand_of(13), preset in 0usize..2, strict in any::<bool>(), limit in 1usize..8,
            ) {
                let rules = Rules {
                    must_maximize: strict,
                    ..[Preset::ChorVoli, Preset::Ramchi4][preset].rules()
                };
                let found = suggest(&rules, h, limit, Budget::default());
                prop_assert!(found.complete);
                assert_laws(&rules, h, &found);
                prop_assert_eq!(found.max_combinations, max_combinations(&rules, h));
                let (_, best) = brute::best(&rules, h, 1);
                prop_assert_eq!(&key_of(&found.suggestions[0]), &best[0]);
                prop_assert!(found.suggestions.len() <= limit);
            }

            #[test]
            fn every_suggestion_for_17_cards_validates_and_keeps_the_most(
                h in hand_of(17), strict in any::<bool>(),
            ) {
                let rules = Rules { must_maximize: strict, ..Preset::Ramchi3.rules() };
                let found = suggest(&rules, h, 5, Budget::default());
                prop_assert!(found.complete);
                assert_laws(&rules, h, &found);
                prop_assert_eq!(found.max_combinations, max_combinations(&rules, h));
                prop_assert_eq!(found.suggestions.len(), 5);
            }
        }
    }
}
