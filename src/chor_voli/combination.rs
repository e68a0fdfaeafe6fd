//! Three-card combinations: their category, their strength, their canonical order and name.
//!
//! ## Strength
//!
//! `strength = 1000 × category level + place within the category`, where the levels are
//! unrelated 1, flush 2, straight 3, straight flush 4, three of a kind 5, and the place counts
//! from 1 for the weakest combination of the category. So strengths run from 1001 (5-3-2
//! unrelated; 5-4-2 under Ramchi straights) to 5013 (the highest three of a kind). Equal
//! combinations (same category, same ranks) have equal strength; a stronger one has a higher
//! strength. It depends on the ranks and on two options only: `trips_high` and `straights`.
//!
//! ## Evaluation
//!
//! [`RankOrder::strength`] is a lookup in a table of 4 × 13³ entries (26 KiB) indexed by the
//! three ranks in the order given and by how many pairs of the cards share a suit. Each table
//! is built once, from the readable classification in [`classify`], and the tests check the
//! two against each other on all 22 100 three-card sets.

use super::rules::{Straights, TripsHigh};
use crate::cards::{Card, Rank, Suit};
use crate::named::named_enum;
use std::fmt;
use std::sync::OnceLock;

/// The five categories, weakest first, so that the derived order is the strength order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Category {
    Unrelated = 1,
    Flush,
    Straight,
    StraightFlush,
    ThreeOfAKind,
}

// The contract lists them strongest first.
named_enum! {
    impl Category {
        ThreeOfAKind => "three-of-a-kind",
        StraightFlush => "straight-flush",
        Straight => "straight",
        Flush => "flush",
        Unrelated => "unrelated",
    }
}

impl Category {
    const fn label(self) -> &'static str {
        match self {
            Category::Unrelated => "unrelated",
            Category::Flush => "flush",
            Category::Straight => "straight",
            Category::StraightFlush => "straight flush",
            Category::ThreeOfAKind => "three of a kind",
        }
    }

    const fn level(self) -> u16 {
        self as u16
    }
}

/// How strong a combination is (see the module docs). Higher is stronger.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Strength(u16);

impl Strength {
    /// The weakest and strongest strengths any rule set gives.
    pub const MIN: u16 = 1001;
    pub const MAX: u16 = 5013;

    pub const fn value(self) -> u16 {
        self.0
    }

    /// The strength of this [`value`](Strength::value), as the solver stores strengths.
    pub(crate) const fn from_value(value: u16) -> Strength {
        Strength(value)
    }

    pub const fn category(self) -> Category {
        match self.0 / 1000 {
            1 => Category::Unrelated,
            2 => Category::Flush,
            3 => Category::Straight,
            4 => Category::StraightFlush,
            _ => Category::ThreeOfAKind,
        }
    }
}

/// The two options that order combinations. Cheap to copy; get one from
/// [`Rules::rank_order`](super::Rules::rank_order).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RankOrder {
    pub trips_high: TripsHigh,
    pub straights: Straights,
}

impl Default for RankOrder {
    fn default() -> RankOrder {
        RankOrder {
            trips_high: TripsHigh::Ace,
            straights: Straights::ChorVoli,
        }
    }
}

/// Why three cards are not a combination.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum InvalidReason {
    #[error("the card {0} is used twice")]
    SameCard(Card),
    #[error("a pair of {} with a kicker is not a combination", .0.plural())]
    PairWithKicker(Rank),
    #[error("two cards are {} but the three are neither a run, a flush nor unrelated", suit_plural(*.0))]
    SuitedPairNotRun(Suit),
}

fn suit_plural(suit: Suit) -> &'static str {
    ["clubs", "diamonds", "hearts", "spades"][suit as usize]
}

/// A valid combination: canonical card order, category and strength.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Combination {
    cards: [Card; 3],
    strength: Strength,
}

impl Combination {
    /// Evaluates three cards, in any order, under `order`.
    pub fn new(cards: [Card; 3], order: RankOrder) -> Result<Combination, InvalidReason> {
        match order.strength(cards) {
            Some(strength) => Ok(Combination {
                cards: canonical_order(cards, strength.category()),
                strength,
            }),
            None => Err(invalid_reason(cards)),
        }
    }

    /// The cards as the combination reads: runs as the run reads (A-K-Q, 3-2-A, 5-3-2),
    /// everything else high to low (three of a kind by suit: s, h, d, c).
    pub const fn cards(&self) -> [Card; 3] {
        self.cards
    }

    pub const fn strength(&self) -> Strength {
        self.strength
    }

    pub const fn category(&self) -> Category {
        self.strength.category()
    }

    /// A readable name: `straight flush, A-K-Q`, `three of a kind, aces`,
    /// `straight, 5-3-2 (ramchi)`.
    pub fn name(&self) -> String {
        let mut name = String::with_capacity(32);
        self.push_name(&mut name);
        name
    }

    /// Appends [`name`](Combination::name) to `out`, with no allocation of its own (every
    /// suggestion's explanation names each of its combinations).
    pub fn push_name(&self, out: &mut String) {
        let category = self.category();
        out.push_str(category.label());
        out.push_str(", ");
        if category == Category::ThreeOfAKind {
            out.push_str(self.cards[0].rank().plural());
            return;
        }
        for (i, card) in self.cards.iter().enumerate() {
            if i > 0 {
                out.push('-');
            }
            out.push_str(card.rank().label());
        }
        if matches!(category, Category::Straight | Category::StraightFlush)
            && self.cards.map(Card::rank) == [Rank::Five, Rank::Three, Rank::Two]
        {
            out.push_str(" (ramchi)");
        }
    }
}

impl fmt::Display for Combination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

/// Why the three cards are invalid. Only meaningful for cards that are not a combination.
pub fn invalid_reason(cards: [Card; 3]) -> InvalidReason {
    let [a, b, c] = cards;
    for (x, y) in [(a, b), (a, c), (b, c)] {
        if x == y {
            return InvalidReason::SameCard(x);
        }
    }
    for (x, y) in [(a, b), (a, c), (b, c)] {
        if x.rank() == y.rank() {
            return InvalidReason::PairWithKicker(x.rank());
        }
    }
    let suit = if a.suit() == b.suit() || a.suit() == c.suit() {
        a.suit()
    } else {
        b.suit()
    };
    InvalidReason::SuitedPairNotRun(suit)
}

fn canonical_order(mut cards: [Card; 3], category: Category) -> [Card; 3] {
    cards.sort_unstable_by(|x, y| y.cmp(x));
    let is_run = matches!(category, Category::Straight | Category::StraightFlush);
    if is_run && cards.map(Card::rank) == [Rank::Ace, Rank::Three, Rank::Two] {
        cards.rotate_left(1); // 3-2-A
    }
    cards
}

// ---------------------------------------------------------------------------------------
// The readable classification, straight from docs/rules/chor-voli.md.

/// The runs of a rule set, weakest first, each as its three ranks high to low.
pub fn runs(straights: Straights) -> Vec<[Rank; 3]> {
    use Rank::*;
    // 4-3-2, 5-4-3, …, K-Q-J.
    let mut runs: Vec<[Rank; 3]> = (Four.index()..=King.index())
        .map(|h| [h, h - 1, h - 2].map(Rank::from_index))
        .collect();
    match straights {
        Straights::ChorVoli => runs.extend([[Ace, Three, Two], [Ace, King, Queen]]),
        Straights::Ramchi => {
            runs.extend([[Ace, King, Queen], [Five, Three, Two], [Ace, Three, Two]])
        }
    }
    runs
}

/// Every set of three distinct ranks that is not a run, weakest first (compare the highest
/// rank, then the second, then the third): the order of flushes and of unrelated cards.
pub fn non_runs(straights: Straights) -> Vec<[Rank; 3]> {
    let runs = runs(straights);
    let mut sets = Vec::new();
    for h in 0..13u8 {
        for m in 0..h {
            for l in 0..m {
                let set = [h, m, l].map(Rank::from_index);
                if !runs.contains(&set) {
                    sets.push(set);
                }
            }
        }
    }
    sets // generated in increasing (high, mid, low) order
}

/// Three of a kind, weakest first.
pub fn trips_order(trips_high: TripsHigh) -> Vec<Rank> {
    match trips_high {
        TripsHigh::Ace => Rank::ALL.to_vec(),
        // 222 < 444 < … < AAA < 333
        TripsHigh::Three => {
            let mut order: Vec<Rank> = Rank::ALL
                .into_iter()
                .filter(|&r| r != Rank::Three)
                .collect();
            order.push(Rank::Three);
            order
        }
    }
}

/// The strength of three cards by the rules as written, or `None` when they are not a
/// combination. Slow and plain; [`RankOrder::strength`] is the fast equivalent.
pub fn classify(cards: [Card; 3], order: RankOrder) -> Option<Strength> {
    let [a, b, c] = cards;
    if a == b || a == c || b == c {
        return None;
    }
    let mut ranks = cards.map(Card::rank);
    ranks.sort_unstable_by(|x, y| y.cmp(x));
    let place = |list_pos: Option<usize>| list_pos.map(|p| p as u16 + 1);
    let suits_equal = [
        a.suit() == b.suit(),
        a.suit() == c.suit(),
        b.suit() == c.suit(),
    ];
    let shared_suits = suits_equal.iter().filter(|&&e| e).count();
    let (category, pos) = if ranks[0] == ranks[2] {
        let pos = trips_order(order.trips_high)
            .iter()
            .position(|&r| r == ranks[0]);
        (Category::ThreeOfAKind, place(pos)?)
    } else if ranks[0] == ranks[1] || ranks[1] == ranks[2] {
        return None; // a pair with a kicker
    } else if let Some(pos) = runs(order.straights).iter().position(|&r| r == ranks) {
        let category = if shared_suits == 3 {
            Category::StraightFlush
        } else {
            Category::Straight
        };
        (category, pos as u16 + 1)
    } else {
        let category = match shared_suits {
            3 => Category::Flush,
            0 => Category::Unrelated,
            _ => return None, // two of a suit, not a run
        };
        let pos = non_runs(order.straights).iter().position(|&r| r == ranks);
        (category, place(pos)?)
    };
    Some(Strength(category.level() * 1000 + pos))
}

// ---------------------------------------------------------------------------------------
// The fast path.

const RANK_TRIPLES: usize = 13 * 13 * 13;

/// Strength by (shared-suit pairs, rank triple in the order given); 0 = not a combination.
pub(crate) struct StrengthTable([u16; 4 * RANK_TRIPLES]);

impl StrengthTable {
    /// The strength of the three distinct cards of these indices, or `None`.
    #[inline]
    pub(crate) fn strength(&self, [a, b, c]: [u8; 3]) -> Option<Strength> {
        let (sa, sb, sc) = (a & 3, b & 3, c & 3);
        let shared = (sa == sb) as usize + (sa == sc) as usize + (sb == sc) as usize;
        let ranks = (a >> 2) as usize * 169 + (b >> 2) as usize * 13 + (c >> 2) as usize;
        // Two equal cards share a suit and a rank, which the table marks invalid: a pair
        // with shared suit 1 or three equal ranks with shared suits.
        let s = self.0[shared * RANK_TRIPLES + ranks];
        (s != 0).then_some(Strength(s))
    }

    fn build(order: RankOrder) -> Box<StrengthTable> {
        let mut table = Box::new(StrengthTable([0; 4 * RANK_TRIPLES]));
        // A representative triple for each (shared pairs, ranks) cell: suits chosen so that
        // the cards are distinct whenever the cell can hold three distinct cards.
        for shared in [0usize, 1, 3] {
            for (i, entry) in table.0[shared * RANK_TRIPLES..][..RANK_TRIPLES]
                .iter_mut()
                .enumerate()
            {
                let ranks = [i / 169, i / 13 % 13, i % 13].map(|r| Rank::from_index(r as u8));
                let suits = match shared {
                    0 => [Suit::Clubs, Suit::Diamonds, Suit::Hearts],
                    1 => [Suit::Clubs, Suit::Clubs, Suit::Hearts],
                    _ => [Suit::Spades; 3],
                };
                let cards = [0, 1, 2].map(|k| Card::new(ranks[k], suits[k]));
                *entry = classify(cards, order).map_or(0, |s| s.0);
            }
        }
        table
    }
}

static STRENGTH_TABLES: [OnceLock<Box<StrengthTable>>; 4] = [const { OnceLock::new() }; 4];

/// For every ordered pair of cards, the 52-bit mask of the cards that make a combination
/// with them (none when the two are one card). Derived from the strength table, so it
/// cannot disagree with it; 21 KiB per rank order, built once.
///
/// The solver's counting search uses it to list a hand's combinations holding two given
/// cards with one AND, instead of evaluating every triple of the hand.
pub(crate) struct Completions([[u64; 52]; 52]);

impl Completions {
    fn build(order: RankOrder) -> Box<Completions> {
        let mut completions = Box::new(Completions([[0; 52]; 52]));
        for a in 0..52u8 {
            for b in 0..52u8 {
                if a == b {
                    continue;
                }
                let mut mask = 0u64;
                for c in 0..52u8 {
                    if c != a && c != b && order.strength_of_indices([a, b, c]).is_some() {
                        mask |= 1 << c;
                    }
                }
                completions.0[a as usize][b as usize] = mask;
            }
        }
        completions
    }

    /// The cards (as a 52-bit mask) completing the cards of indices `a` and `b`.
    #[inline]
    pub(crate) fn of(&self, a: u32, b: u32) -> u64 {
        self.0[a as usize][b as usize]
    }
}

static COMPLETIONS: [OnceLock<Box<Completions>>; 4] = [const { OnceLock::new() }; 4];

impl RankOrder {
    /// The strength of every triple under this order (built on first use).
    pub(crate) fn table(self) -> &'static StrengthTable {
        let slot = (self.trips_high as usize) * 2 + self.straights as usize;
        STRENGTH_TABLES[slot].get_or_init(|| StrengthTable::build(self))
    }

    /// Which cards complete each pair of cards into a combination under this order.
    pub(crate) fn completions(self) -> &'static Completions {
        let slot = (self.trips_high as usize) * 2 + self.straights as usize;
        COMPLETIONS[slot].get_or_init(|| Completions::build(self))
    }

    /// The strength of three distinct cards in any order, or `None` when they are not a
    /// combination. A few nanoseconds: one table lookup. (Three cards with a card twice are
    /// never a combination here either.)
    #[inline]
    pub fn strength(self, cards: [Card; 3]) -> Option<Strength> {
        self.strength_of_indices(cards.map(Card::index))
    }

    #[inline]
    fn strength_of_indices(self, cards: [u8; 3]) -> Option<Strength> {
        self.table().strength(cards)
    }
}

impl RankOrder {
    /// Every rank order the options allow.
    pub const ALL: [RankOrder; 4] = [
        RankOrder {
            trips_high: TripsHigh::Ace,
            straights: Straights::ChorVoli,
        },
        RankOrder {
            trips_high: TripsHigh::Ace,
            straights: Straights::Ramchi,
        },
        RankOrder {
            trips_high: TripsHigh::Three,
            straights: Straights::ChorVoli,
        },
        RankOrder {
            trips_high: TripsHigh::Three,
            straights: Straights::Ramchi,
        },
    ];
}

/// Builds every lookup table now (a few milliseconds) instead of on first use, so that no
/// request pays for it. Idempotent.
pub fn warm_up() {
    for order in RankOrder::ALL {
        order.table();
        order.completions();
    }
}

/// Who wins a round: the index of the strongest of `strengths` in the order shown, equals
/// going to the first shown or the last shown as `ties` says. `None` when empty.
pub fn winner(
    strengths: impl IntoIterator<Item = Strength>,
    ties: super::rules::Ties,
) -> Option<usize> {
    let mut best: Option<(usize, Strength)> = None;
    for (i, s) in strengths.into_iter().enumerate() {
        let better = match best {
            None => true,
            Some((_, b)) => s > b || (s == b && ties == super::rules::Ties::LastShown),
        };
        if better {
            best = Some((i, s));
        }
    }
    best.map(|(i, _)| i)
}

/// The order of strength of combinations shown in order: every index, strongest first,
/// equals keeping the order shown. A compare answers it beside the [`winner`].
pub fn strength_order(strengths: &[Strength]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..strengths.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(strengths[i])); // stable: equals keep their order
    order
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chor_voli::rules::Ties;
    use std::collections::{BTreeMap, BTreeSet};

    const CHOR_VOLI: RankOrder = RankOrder {
        trips_high: TripsHigh::Ace,
        straights: Straights::ChorVoli,
    };
    const RAMCHI: RankOrder = RankOrder {
        trips_high: TripsHigh::Ace,
        straights: Straights::Ramchi,
    };

    fn cards(text: &str) -> [Card; 3] {
        let v: Vec<Card> = text
            .split_whitespace()
            .map(|t| t.parse().unwrap())
            .collect();
        v.try_into().unwrap()
    }

    fn strength(text: &str, order: RankOrder) -> Strength {
        Combination::new(cards(text), order).unwrap().strength()
    }

    fn combo(text: &str, order: RankOrder) -> Combination {
        Combination::new(cards(text), order).unwrap()
    }

    fn all_triples() -> impl Iterator<Item = [Card; 3]> {
        (0..52u8).flat_map(|a| {
            (a + 1..52).flat_map(move |b| {
                (b + 1..52).map(move |c| [a, b, c].map(|i| Card::from_index(i).unwrap()))
            })
        })
    }

    fn census(order: RankOrder) -> BTreeMap<Option<Category>, usize> {
        let mut counts = BTreeMap::new();
        for t in all_triples() {
            *counts
                .entry(order.strength(t).map(|s| s.category()))
                .or_default() += 1;
        }
        counts
    }

    #[test]
    fn all_22100_sets_classify_into_the_chor_voli_counts() {
        let c = census(CHOR_VOLI);
        assert_eq!(c.values().sum::<usize>(), 22_100);
        assert_eq!(c[&Some(Category::ThreeOfAKind)], 52);
        assert_eq!(c[&Some(Category::StraightFlush)], 48);
        assert_eq!(c[&Some(Category::Straight)], 720);
        assert_eq!(c[&Some(Category::Flush)], 1_096);
        assert_eq!(c[&Some(Category::Unrelated)], 6_576);
        assert_eq!(c[&None], 13_608);
    }

    #[test]
    fn all_22100_sets_classify_into_the_ramchi_counts() {
        let c = census(RAMCHI);
        assert_eq!(c[&Some(Category::ThreeOfAKind)], 52);
        assert_eq!(c[&Some(Category::StraightFlush)], 52);
        assert_eq!(c[&Some(Category::Straight)], 780);
        assert_eq!(c[&Some(Category::Flush)], 1_092);
        assert_eq!(c[&Some(Category::Unrelated)], 6_552);
        assert_eq!(c[&None], 13_572);
    }

    #[test]
    fn the_table_agrees_with_the_written_rules_on_every_set_in_every_order() {
        for order in RankOrder::ALL {
            for t in all_triples() {
                let expected = classify(t, order);
                let [a, b, c] = t;
                for perm in [
                    [a, b, c],
                    [a, c, b],
                    [b, a, c],
                    [b, c, a],
                    [c, a, b],
                    [c, b, a],
                ] {
                    assert_eq!(order.strength(perm), expected, "{perm:?} {order:?}");
                }
            }
        }
    }

    #[test]
    fn a_card_twice_is_never_a_combination() {
        for order in RankOrder::ALL {
            for x in Card::all() {
                for y in Card::all() {
                    assert_eq!(order.strength([x, x, y]), None);
                    assert_eq!(order.strength([x, y, x]), None);
                    assert_eq!(order.strength([y, x, x]), None);
                }
            }
        }
        assert_eq!(
            invalid_reason(cards("Ah Ah Kh")),
            InvalidReason::SameCard(cards("Ah Ah Kh")[0])
        );
    }

    #[test]
    fn chor_voli_runs_rank_a_k_q_then_3_2_a_then_k_q_j_down_to_4_3_2() {
        let order = [
            "Ah Kc Qd", "3h 2c Ad", "Kh Qc Jd", "Qh Jc Td", "Jh Tc 9d", "Th 9c 8d", "9h 8c 7d",
            "8h 7c 6d", "7h 6c 5d", "6h 5c 4d", "5h 4c 3d", "4h 3c 2d",
        ];
        for pair in order.windows(2) {
            assert!(
                strength(pair[0], CHOR_VOLI) > strength(pair[1], CHOR_VOLI),
                "{pair:?}"
            );
        }
        // K-A-2 is no run: in three suits it is unrelated, in one suit a flush.
        assert_eq!(combo("Kh Ac 2d", CHOR_VOLI).category(), Category::Unrelated);
        assert_eq!(combo("Kh Ah 2h", CHOR_VOLI).category(), Category::Flush);
        assert_eq!(
            Combination::new(cards("Kh Ah 2c"), CHOR_VOLI),
            Err(InvalidReason::SuitedPairNotRun(Suit::Hearts))
        );
    }

    #[test]
    fn three_two_ace_ranks_second_among_runs() {
        assert!(strength("3s 2s As", CHOR_VOLI) < strength("As Ks Qs", CHOR_VOLI));
        assert!(strength("3s 2s As", CHOR_VOLI) > strength("Ks Qs Js", CHOR_VOLI));
    }

    #[test]
    fn under_ramchi_3_2_a_beats_5_3_2_which_beats_a_k_q() {
        for suffix in [["h", "c", "d"], ["s", "s", "s"]] {
            let run = |r: [&str; 3]| {
                format!(
                    "{}{} {}{} {}{}",
                    r[0], suffix[0], r[1], suffix[1], r[2], suffix[2]
                )
            };
            let a32 = strength(&run(["3", "2", "A"]), RAMCHI);
            let r532 = strength(&run(["5", "3", "2"]), RAMCHI);
            let akq = strength(&run(["A", "K", "Q"]), RAMCHI);
            let kqj = strength(&run(["K", "Q", "J"]), RAMCHI);
            let low = strength(&run(["4", "3", "2"]), RAMCHI);
            assert!(a32 > r532 && r532 > akq && akq > kqj && kqj > low);
        }
        assert_eq!(
            combo("5h 3h 2h", RAMCHI).category(),
            Category::StraightFlush
        );
        assert_eq!(combo("2c 5h 3d", RAMCHI).category(), Category::Straight);
        assert_eq!(combo("5h 3h 2h", CHOR_VOLI).category(), Category::Flush);
        assert_eq!(combo("2c 5h 3d", CHOR_VOLI).category(), Category::Unrelated);
        assert_eq!(classify(cards("5h 3h 2c"), CHOR_VOLI), None);
        assert_eq!(combo("5h 3h 2c", RAMCHI).category(), Category::Straight);
    }

    #[test]
    fn a_k_j_is_the_best_flush_and_unrelated_and_5_3_2_the_worst() {
        let best_flush = strength("As Ks Js", CHOR_VOLI);
        let worst_flush = strength("5s 3s 2s", CHOR_VOLI);
        let best_unrelated = strength("As Kh Jd", CHOR_VOLI);
        let worst_unrelated = strength("5s 3h 2d", CHOR_VOLI);
        for t in all_triples() {
            match CHOR_VOLI.strength(t) {
                Some(s) if s.category() == Category::Flush => {
                    assert!(worst_flush <= s && s <= best_flush)
                }
                Some(s) if s.category() == Category::Unrelated => {
                    assert!(worst_unrelated <= s && s <= best_unrelated)
                }
                _ => {}
            }
        }
        assert_eq!(worst_unrelated.value(), Strength::MIN);
        assert_eq!(best_flush.category(), Category::Flush);
    }

    #[test]
    fn under_ramchi_5_4_2_is_the_worst_flush_and_unrelated() {
        let worst = strength("5d 4c 2h", RAMCHI);
        assert_eq!(worst.value(), Strength::MIN);
        assert!(strength("5d 4d 2d", RAMCHI) < strength("6d 3d 2d", RAMCHI));
        for t in all_triples() {
            if let Some(s) = RAMCHI.strength(t) {
                assert!(s >= worst);
            }
        }
    }

    #[test]
    fn flushes_compare_highest_then_second_then_third_card() {
        assert!(strength("Ah 9h 2h", CHOR_VOLI) > strength("Kh Qh Th", CHOR_VOLI));
        assert!(strength("Ah Th 2h", CHOR_VOLI) > strength("Ac 9c 8c", CHOR_VOLI));
        assert!(strength("Ah Th 3h", CHOR_VOLI) > strength("Ac Tc 2c", CHOR_VOLI));
        assert_eq!(
            strength("Ah Th 3h", CHOR_VOLI),
            strength("Ac Tc 3c", CHOR_VOLI)
        );
    }

    #[test]
    fn categories_rank_trips_over_straight_flush_over_straight_over_flush_over_unrelated() {
        let weakest_trips = strength("2c 2d 2h", CHOR_VOLI);
        let best_sf = strength("As Ks Qs", CHOR_VOLI);
        let worst_sf = strength("4s 3s 2s", CHOR_VOLI);
        let best_straight = strength("As Kh Qs", CHOR_VOLI);
        let worst_straight = strength("4s 3h 2s", CHOR_VOLI);
        let best_flush = strength("As Ks Js", CHOR_VOLI);
        let worst_flush = strength("5s 3s 2s", CHOR_VOLI);
        let best_unrelated = strength("As Kh Jd", CHOR_VOLI);
        assert!(weakest_trips > best_sf && worst_sf > best_straight);
        assert!(worst_straight > best_flush && worst_flush > best_unrelated);
    }

    #[test]
    fn pair_with_kicker_and_two_of_a_suit_off_a_run_are_no_combination() {
        for (text, reason) in [
            ("7h 7c Kd", InvalidReason::PairWithKicker(Rank::Seven)),
            ("Kd 7h 7c", InvalidReason::PairWithKicker(Rank::Seven)),
            ("Ah Kh 9c", InvalidReason::SuitedPairNotRun(Suit::Hearts)),
            ("9c Ah Kh", InvalidReason::SuitedPairNotRun(Suit::Hearts)),
            ("Ah 9c Kh", InvalidReason::SuitedPairNotRun(Suit::Hearts)),
        ] {
            for order in RankOrder::ALL {
                assert_eq!(Combination::new(cards(text), order), Err(reason), "{text}");
            }
        }
        assert!(
            Combination::new(cards("Ah Kh Qc"), CHOR_VOLI).is_ok(),
            "a run may share suits"
        );
    }

    #[test]
    fn three_threes_beat_three_aces_only_under_trips_high_three() {
        let three = RankOrder {
            trips_high: TripsHigh::Three,
            ..CHOR_VOLI
        };
        assert!(strength("3c 3d 3h", CHOR_VOLI) < strength("Ac Ad Ah", CHOR_VOLI));
        assert!(strength("3c 3d 3h", three) > strength("Ac Ad Ah", three));
        assert!(strength("2c 2d 2h", three) < strength("4c 4d 4h", three));
        assert!(strength("Kc Kd Kh", three) < strength("Ac Ad Ah", three));
        assert_eq!(strength("3c 3d 3h", three).value(), Strength::MAX);
        assert_eq!(strength("Ac Ad Ah", CHOR_VOLI).value(), Strength::MAX);
    }

    #[test]
    fn suits_never_break_ties_and_equal_ranks_have_equal_strength() {
        for order in RankOrder::ALL {
            let mut by_strength: BTreeMap<Strength, BTreeSet<(Category, [Rank; 3])>> =
                BTreeMap::new();
            for t in all_triples() {
                if let Ok(c) = Combination::new(t, order) {
                    by_strength
                        .entry(c.strength())
                        .or_default()
                        .insert((c.category(), c.cards().map(Card::rank)));
                }
            }
            for (s, classes) in &by_strength {
                assert_eq!(classes.len(), 1, "{s:?} holds {classes:?}");
            }
        }
    }

    #[test]
    fn the_completions_of_every_pair_are_exactly_the_cards_making_a_combination_with_it() {
        let card = |i: u8| Card::from_index(i).unwrap();
        for order in RankOrder::ALL {
            let completions = order.completions();
            for a in 0..52u8 {
                for b in 0..52u8 {
                    let mask = completions.of(a.into(), b.into());
                    for c in 0..52u8 {
                        let expected = a != b
                            && a != c
                            && b != c
                            && order.strength([card(a), card(b), card(c)]).is_some();
                        assert_eq!(mask >> c & 1 == 1, expected, "{a} {b} {c} {order:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn canonical_order_reads_runs_as_they_run_and_the_rest_high_to_low() {
        let shown = |text: &str, order| combo(text, order).cards().map(|c| c.to_string()).join(" ");
        assert_eq!(shown("Qh Ah Kh", CHOR_VOLI), "Ah Kh Qh");
        assert_eq!(shown("Ad 2c 3h", CHOR_VOLI), "3h 2c Ad");
        assert_eq!(shown("2c 3h 5d", RAMCHI), "5d 3h 2c");
        assert_eq!(shown("2s 9s Js", CHOR_VOLI), "Js 9s 2s");
        assert_eq!(shown("7c 7s 7h", CHOR_VOLI), "7s 7h 7c");
    }

    #[test]
    fn names_say_the_category_and_the_ranks() {
        assert_eq!(combo("Qh Ah Kh", CHOR_VOLI).name(), "straight flush, A-K-Q");
        assert_eq!(combo("Ad 2c 3h", CHOR_VOLI).name(), "straight, 3-2-A");
        assert_eq!(combo("2c 3h 5d", RAMCHI).name(), "straight, 5-3-2 (ramchi)");
        assert_eq!(combo("2c 3c 5c", CHOR_VOLI).name(), "flush, 5-3-2");
        assert_eq!(combo("Ac Kd Th", CHOR_VOLI).name(), "unrelated, A-K-10");
        assert_eq!(combo("Ac Ad Ah", CHOR_VOLI).name(), "three of a kind, aces");
        assert_eq!(
            InvalidReason::PairWithKicker(Rank::Seven).to_string(),
            "a pair of sevens with a kicker is not a combination"
        );
    }

    #[test]
    fn the_winner_of_equals_is_the_first_or_last_shown_as_ties_says() {
        let s = [
            strength("9h 8h 7h", CHOR_VOLI),
            strength("9s 8s 7s", CHOR_VOLI),
            strength("2c 3d 5h", CHOR_VOLI),
        ];
        assert_eq!(winner(s, Ties::FirstShown), Some(0));
        assert_eq!(winner(s, Ties::LastShown), Some(1));
        assert_eq!(winner([], Ties::FirstShown), None);
    }

    #[test]
    fn the_order_of_strength_is_strongest_first_and_equals_keep_the_order_shown() {
        let s = [
            strength("2c 3d 5h", CHOR_VOLI),
            strength("9h 8h 7h", CHOR_VOLI),
            strength("9s 8s 7s", CHOR_VOLI),
            strength("Ac Ad Ah", CHOR_VOLI),
        ];
        assert_eq!(strength_order(&s), [3, 1, 2, 0]);
        assert_eq!(strength_order(&[]), Vec::<usize>::new());
    }

    /// The golden file lists every distinct strength of each option set, in order.
    #[test]
    fn distinct_strengths_match_the_golden_file() {
        let mut out = String::new();
        for order in RankOrder::ALL {
            out.push_str(&format!(
                "# trips_high={:?} straights={:?}\n",
                order.trips_high, order.straights
            ));
            let mut seen = BTreeMap::new();
            for t in all_triples() {
                if let Ok(c) = Combination::new(t, order) {
                    let ranks = c.cards().map(|c| c.rank().label()).join("-");
                    seen.entry(c.strength())
                        .or_insert((c.category().name(), ranks));
                }
            }
            for (s, (category, ranks)) in seen {
                out.push_str(&format!("{} {category} {ranks}\n", s.value()));
            }
        }
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden/strengths.txt");
        if std::env::var_os("UPDATE_GOLDEN").is_some() {
            std::fs::write(path, &out).unwrap();
        }
        let golden = std::fs::read_to_string(path).expect("run with UPDATE_GOLDEN=1 to create");
        assert_eq!(
            golden, out,
            "strengths changed; review and rerun with UPDATE_GOLDEN=1"
        );
    }
}

#[cfg(test)]
mod properties {
    use super::*;
    use crate::chor_voli::rules::Ties;
    use proptest::prelude::*;

    fn strengths() -> impl Strategy<Value = Vec<Strength>> {
        let triple = (0u8..52, 0u8..52, 0u8..52).prop_filter_map("a combination", |(a, b, c)| {
            let cards = [a, b, c].map(|i| Card::from_index(i).unwrap());
            RankOrder::default().strength(cards)
        });
        proptest::collection::vec(triple, 1..12)
    }

    proptest! {
        /// The winner of a showdown is a strongest combination: the first shown of the
        /// strongest under first-shown ties, the last shown under last-shown.
        #[test]
        fn the_winner_is_consistent_with_the_order_of_strength(list in strengths()) {
            let best = *list.iter().max().unwrap();
            let first = list.iter().position(|&s| s == best).unwrap();
            let last = list.iter().rposition(|&s| s == best).unwrap();
            prop_assert_eq!(winner(list.iter().copied(), Ties::FirstShown), Some(first));
            prop_assert_eq!(winner(list.iter().copied(), Ties::LastShown), Some(last));
        }
    }
}
