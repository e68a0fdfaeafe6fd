//! The legality of a partition: a player's split of the dealt cards into combinations, in
//! the order they will be played, and face-down discards (`docs/rules/chor-voli.md`, "Partition").
//!
//! [`validate`] judges a submitted partition and reports every broken rule as a
//! [`Violation`] with a stable [`code`](ViolationKind::code); a broken rule is an answer,
//! not an error.
//!
//! ## What is judged, in the order violations are listed
//!
//! 1. The hand: `WRONG_HAND_SIZE` (not `rules.hand_size` cards, an empty hand too), else
//!    `DUPLICATE_CARD` once per card the hand repeats. With either of these nothing else is
//!    judged; the combinations are still evaluated one by one as triples for the report.
//! 2. The count: `TOO_MANY_COMBINATIONS` (more than the hand may keep: `rules.max_combinations`,
//!    and never every card, since at least one card is always discarded — see
//!    [`combination_cap`]), or `NO_COMBINATION`.
//! 3. Each combination, in the order submitted: `NOT_THREE_CARDS`; then card by card
//!    `CARD_REUSED` (the card is in an earlier combination, or earlier in this one) or
//!    `CARD_NOT_IN_HAND`; then `INVALID_COMBINATION` (three distinct cards that are no
//!    combination).
//! 4. `DISCARDS_MISMATCH`, when discards are given and are not exactly the rest of the hand:
//!    one per discard that is listed twice, is not in the hand or is in a combination (in the
//!    order listed), then one per rest card missing from them (high first).
//! 5. `NOT_DESCENDING`: a valid combination stronger than the valid one before it (invalid
//!    entries are skipped; equal strength is allowed).
//! 6. `FEWER_THAN_POSSIBLE`, only when nothing else is wrong: fewer combinations than the
//!    hand allows. A violation under `must_maximize`, else a warning.

use super::combination::{Combination, InvalidReason};
use super::rules::Rules;
use super::solver::{self, combination_cap};
use crate::cards::{Card, CardSet};
use std::fmt;

/// The judgement of one partition.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PartitionReport {
    /// No violations (warnings allowed).
    pub valid: bool,
    pub violations: Vec<Violation>,
    /// `FEWER_THAN_POSSIBLE` when `must_maximize` is off.
    pub warnings: Vec<Violation>,
    /// One per submitted combination, in the order submitted.
    pub combinations: Vec<Entry>,
    /// The distinct cards of the hand used by no submitted combination (valid or not),
    /// sorted high first.
    pub discards: Vec<Card>,
    /// The most combinations this hand allows (on its distinct cards), never above the cap.
    pub max_combinations: usize,
}

/// One submitted combination as judged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Entry {
    /// Three distinct cards forming a combination. (Its cards may still be missing from the
    /// hand: that is a `CARD_NOT_IN_HAND` violation, and the triple is evaluated anyway.)
    Valid(Combination),
    /// Anything else, with the cards as submitted.
    Invalid {
        cards: Vec<Card>,
        reason: EntryProblem,
    },
}

impl Entry {
    pub fn is_valid(&self) -> bool {
        matches!(self, Entry::Valid(_))
    }

    /// The combination, when valid.
    pub fn combination(&self) -> Option<&Combination> {
        match self {
            Entry::Valid(c) => Some(c),
            Entry::Invalid { .. } => None,
        }
    }
}

/// Why a submitted combination is not a valid one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum EntryProblem {
    #[error("a combination has three cards, not {0}")]
    NotThreeCards(usize),
    #[error("the card {0} is already used in this partition")]
    CardReused(Card),
    #[error(transparent)]
    Invalid(InvalidReason),
}

/// One broken rule of a partition. `combination` is a 0-based index into the submitted
/// combinations; messages count from 1 ("combination 2" is index 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Violation {
    pub kind: ViolationKind,
    pub combination: Option<usize>,
    pub card: Option<Card>,
}

/// What rule a partition breaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ViolationKind {
    WrongHandSize { expected: usize, found: usize },
    DuplicateCard,
    CardNotInHand,
    CardReused,
    NotThreeCards,
    InvalidCombination,
    TooManyCombinations { max: usize, found: usize },
    NoCombination,
    DiscardsMismatch,
    NotDescending,
    FewerThanPossible { possible: usize, kept: usize },
}

impl ViolationKind {
    /// The stable code the API reports.
    pub const fn code(&self) -> &'static str {
        match self {
            ViolationKind::WrongHandSize { .. } => "WRONG_HAND_SIZE",
            ViolationKind::DuplicateCard => "DUPLICATE_CARD",
            ViolationKind::CardNotInHand => "CARD_NOT_IN_HAND",
            ViolationKind::CardReused => "CARD_REUSED",
            ViolationKind::NotThreeCards => "NOT_THREE_CARDS",
            ViolationKind::InvalidCombination => "INVALID_COMBINATION",
            ViolationKind::TooManyCombinations { .. } => "TOO_MANY_COMBINATIONS",
            ViolationKind::NoCombination => "NO_COMBINATION",
            ViolationKind::DiscardsMismatch => "DISCARDS_MISMATCH",
            ViolationKind::NotDescending => "NOT_DESCENDING",
            ViolationKind::FewerThanPossible { .. } => "FEWER_THAN_POSSIBLE",
        }
    }
}

impl Violation {
    const fn new(kind: ViolationKind, combination: Option<usize>, card: Option<Card>) -> Self {
        Violation {
            kind,
            combination,
            card,
        }
    }

    /// The stable code the API reports.
    pub const fn code(&self) -> &'static str {
        self.kind.code()
    }

    /// A full sentence for people, naming the combination (counted from 1) and the card.
    pub fn message(&self) -> String {
        let n = self.combination.map_or(0, |i| i + 1);
        let card = self
            .card
            .map_or_else(|| "a card".to_owned(), |c| c.to_string());
        match self.kind {
            ViolationKind::WrongHandSize { expected, found } => {
                format!("The hand has {found} cards, but the rules deal {expected}.")
            }
            ViolationKind::DuplicateCard => {
                format!("The card {card} is in the hand more than once.")
            }
            ViolationKind::CardNotInHand => {
                format!("Combination {n} uses the card {card}, which is not in the hand.")
            }
            ViolationKind::CardReused => {
                format!("Combination {n} uses the card {card} again; a card may be used only once.")
            }
            ViolationKind::NotThreeCards => {
                format!("Combination {n} does not have exactly three cards.")
            }
            ViolationKind::InvalidCombination => {
                format!("The three cards of combination {n} are not a combination.")
            }
            ViolationKind::TooManyCombinations { max, found } => {
                format!("The partition keeps {found} combinations, but at most {max} are allowed.")
            }
            ViolationKind::NoCombination => {
                "The partition keeps no combination; at least one is required.".to_owned()
            }
            ViolationKind::DiscardsMismatch => format!(
                "The discards must be exactly the cards outside the combinations, and the \
                 card {card} breaks that."
            ),
            ViolationKind::NotDescending => format!(
                "Combination {n} is stronger than the combination played before it; \
                 combinations are played strongest first."
            ),
            ViolationKind::FewerThanPossible { possible, kept } => format!(
                "The partition keeps {kept} combination{}, but this hand allows {possible}.",
                if kept == 1 { "" } else { "s" }
            ),
        }
    }
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message())
    }
}

/// Judges a partition of `hand` into `combinations` (in play order) and, when given,
/// `discards`. See the module docs for what is judged and in which order.
///
/// A combination holding a card that is not in the hand is still evaluated as a triple:
/// its entry is [`Entry::Valid`] when the three cards form a combination, and the
/// `CARD_NOT_IN_HAND` violation says what is wrong.
///
/// Each step of the module docs' list is one function below, called in that order; a hand
/// that is wrong (step 1) stops the judging, so the later steps only evaluate the entries.
pub fn validate(
    rules: &Rules,
    hand: &[Card],
    combinations: &[Vec<Card>],
    discards: Option<&[Card]>,
) -> PartitionReport {
    let (hand_set, mut violations) = judge_hand(rules, hand);
    let judge = violations.is_empty();

    let cap = combination_cap(rules, hand_set.len());
    if judge {
        violations.extend(judge_count(cap, combinations.len()));
    }

    let (entries, used, found) = judge_entries(rules, hand_set, combinations, judge);
    let rest = hand_set.difference(used);
    if judge {
        violations.extend(found);
        if let Some(discards) = discards {
            violations.extend(judge_discards(rest, discards));
        }
        violations.extend(judge_order(&entries));
    }

    // A legal partition that keeps the cap shows the hand allows the cap, which no hand
    // exceeds: the exact search (most of the cost of judging a deal) is then not needed.
    let max_combinations = if judge && violations.is_empty() && combinations.len() == cap {
        cap
    } else {
        solver::max_combinations(rules, hand_set)
    };
    let mut warnings = Vec::new();
    if judge && violations.is_empty() && combinations.len() < max_combinations {
        let v = Violation::new(
            ViolationKind::FewerThanPossible {
                possible: max_combinations,
                kept: combinations.len(),
            },
            None,
            None,
        );
        if rules.must_maximize {
            violations.push(v);
        } else {
            warnings.push(v);
        }
    }

    PartitionReport {
        valid: violations.is_empty(),
        violations,
        warnings,
        combinations: entries,
        discards: rest.sorted_high_first(),
        max_combinations,
    }
}

/// Step 1, the hand: its distinct cards, and `WRONG_HAND_SIZE` or else one `DUPLICATE_CARD`
/// per repeated card (in the order first repeated). Any of these means the rest of the
/// partition is not judged: a partition of a wrong hand has no meaning.
fn judge_hand(rules: &Rules, hand: &[Card]) -> (CardSet, Vec<Violation>) {
    let mut hand_set = CardSet::EMPTY;
    let mut repeated = CardSet::EMPTY;
    let mut repeated_in_order = Vec::new();
    for &c in hand {
        if !hand_set.insert(c) && repeated.insert(c) {
            repeated_in_order.push(c);
        }
    }
    let violations = if hand.len() != rules.hand_size {
        vec![Violation::new(
            ViolationKind::WrongHandSize {
                expected: rules.hand_size,
                found: hand.len(),
            },
            None,
            None,
        )]
    } else {
        repeated_in_order
            .into_iter()
            .map(|c| Violation::new(ViolationKind::DuplicateCard, None, Some(c)))
            .collect()
    };
    (hand_set, violations)
}

/// Step 2, the count: more combinations than `cap`, or none at all.
fn judge_count(cap: usize, found: usize) -> Option<Violation> {
    if found > cap {
        Some(Violation::new(
            ViolationKind::TooManyCombinations { max: cap, found },
            None,
            None,
        ))
    } else if found == 0 {
        Some(Violation::new(ViolationKind::NoCombination, None, None))
    } else {
        None
    }
}

/// Step 3, each combination in order: its entry for the report (always made, the hand
/// judged or not), every card any combination names, and the entries' violations.
/// Reuse across combinations is only judged when the hand is (`judge`); within one
/// combination a card twice always makes the entry invalid.
fn judge_entries(
    rules: &Rules,
    hand_set: CardSet,
    combinations: &[Vec<Card>],
    judge: bool,
) -> (Vec<Entry>, CardSet, Vec<Violation>) {
    let order = rules.rank_order();
    let mut used = CardSet::EMPTY;
    let mut entries = Vec::with_capacity(combinations.len());
    let mut violations = Vec::new();
    for (i, cards) in combinations.iter().enumerate() {
        let mut reused = None;
        if cards.len() != 3 {
            violations.push(Violation::new(ViolationKind::NotThreeCards, Some(i), None));
        }
        let mut this = CardSet::EMPTY;
        for &c in cards {
            let seen_before = judge && used.contains(c);
            if seen_before || !this.insert(c) {
                reused.get_or_insert(c);
                violations.push(Violation::new(ViolationKind::CardReused, Some(i), Some(c)));
            } else if !hand_set.contains(c) {
                violations.push(Violation::new(
                    ViolationKind::CardNotInHand,
                    Some(i),
                    Some(c),
                ));
            }
            used.insert(c);
        }
        let problem = if cards.len() != 3 {
            Err(EntryProblem::NotThreeCards(cards.len()))
        } else if let Some(c) = reused {
            Err(EntryProblem::CardReused(c))
        } else {
            Combination::new([cards[0], cards[1], cards[2]], order).map_err(|reason| {
                violations.push(Violation::new(
                    ViolationKind::InvalidCombination,
                    Some(i),
                    None,
                ));
                EntryProblem::Invalid(reason)
            })
        };
        entries.push(match problem {
            Ok(combination) => Entry::Valid(combination),
            Err(reason) => Entry::Invalid {
                cards: cards.clone(),
                reason,
            },
        });
    }
    (entries, used, violations)
}

/// Step 4, the discards: each listed twice, not in the hand or in a combination (in the
/// order listed), then each `rest` card missing from them (high first).
fn judge_discards(rest: CardSet, discards: &[Card]) -> Vec<Violation> {
    let mismatch = |c| Violation::new(ViolationKind::DiscardsMismatch, None, Some(c));
    let mut violations = Vec::new();
    let mut listed = CardSet::EMPTY;
    for &c in discards {
        if !listed.insert(c) || !rest.contains(c) {
            violations.push(mismatch(c));
        }
    }
    violations.extend(
        rest.difference(listed)
            .sorted_high_first()
            .into_iter()
            .map(mismatch),
    );
    violations
}

/// Step 5, the play order: each valid combination stronger than the valid one before it
/// (invalid entries are skipped; equal strength is allowed).
fn judge_order(entries: &[Entry]) -> Vec<Violation> {
    let mut violations = Vec::new();
    let mut previous = None;
    for (i, entry) in entries.iter().enumerate() {
        if let Entry::Valid(c) = entry {
            if previous.is_some_and(|p| c.strength() > p) {
                violations.push(Violation::new(ViolationKind::NotDescending, Some(i), None));
            }
            previous = Some(c.strength());
        }
    }
    violations
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chor_voli::Preset;
    use ViolationKind as V;

    fn cards(text: &str) -> Vec<Card> {
        text.split_whitespace()
            .map(|t| t.parse().unwrap())
            .collect()
    }

    fn combos(texts: &[&str]) -> Vec<Vec<Card>> {
        texts.iter().map(|t| cards(t)).collect()
    }

    fn codes(vs: &[Violation]) -> Vec<&'static str> {
        vs.iter().map(Violation::code).collect()
    }

    /// Four suits of three or more: a flush from each.
    const HAND13: &str = "As Ks 9s 2s Ah Th 5h Qd 8d 3d Jc 6c 4c";
    const FOUR_FLUSHES: [&str; 4] = ["As Ks 9s", "Ah Th 5h", "Qd 8d 3d", "Jc 6c 4c"];

    /// Trips, four straight flushes (two of them Ramchi's special runs) and two discards.
    const HAND17: &str = "Ks Kh Kd 3s 2s As 5h 3h 2h Qc Jc Tc 9d 8d 7d 4c 6s";
    const FIVE: [&str; 5] = ["Ks Kh Kd", "3s 2s As", "5h 3h 2h", "Qc Jc Tc", "9d 8d 7d"];

    fn chor_voli(hand: &str, partition: &[&str], discards: Option<&str>) -> PartitionReport {
        let discards = discards.map(cards);
        validate(
            &Rules::default(),
            &cards(hand),
            &combos(partition),
            discards.as_deref(),
        )
    }

    #[test]
    fn four_descending_flushes_and_one_discard_are_a_legal_chor_voli_partition() {
        let r = chor_voli(HAND13, &FOUR_FLUSHES, Some("2s"));
        assert!(r.valid, "{:?}", r.violations);
        assert!(r.violations.is_empty() && r.warnings.is_empty());
        assert_eq!(r.discards, cards("2s"));
        assert_eq!(r.max_combinations, 4);
        let names: Vec<String> = r
            .combinations
            .iter()
            .map(|e| e.combination().unwrap().name())
            .collect();
        assert_eq!(
            names,
            [
                "flush, A-K-9",
                "flush, A-10-5",
                "flush, Q-8-3",
                "flush, J-6-4"
            ]
        );
        // Without discards the rest is computed and nothing is judged about them.
        let r = chor_voli(HAND13, &FOUR_FLUSHES, None);
        assert!(r.valid);
        assert_eq!(r.discards, cards("2s"));
    }

    #[test]
    fn trips_then_ramchi_runs_in_descending_order_are_a_legal_ramchi_3_partition() {
        let rules = Preset::Ramchi3.rules();
        let r = validate(
            &rules,
            &cards(HAND17),
            &combos(&FIVE),
            Some(&cards("6s 4c")),
        );
        assert!(r.valid, "{:?}", r.violations);
        assert_eq!(r.max_combinations, 5);
        assert_eq!(r.discards, cards("6s 4c"));
        let shown: Vec<String> = r
            .combinations
            .iter()
            .map(|e| e.combination().unwrap().name())
            .collect();
        assert_eq!(
            shown,
            [
                "three of a kind, kings",
                "straight flush, 3-2-A",
                "straight flush, 5-3-2 (ramchi)",
                "straight flush, Q-J-10",
                "straight flush, 9-8-7"
            ]
        );
        // Under chor-voli straights 5-3-2 is a flush and must come last.
        let mut chor = rules.clone();
        chor.straights = crate::chor_voli::Straights::ChorVoli;
        let r = validate(&chor, &cards(HAND17), &combos(&FIVE), None);
        assert_eq!(codes(&r.violations), ["NOT_DESCENDING"]);
        assert_eq!(r.violations[0].combination, Some(3));
    }

    #[test]
    fn keeping_fewer_combinations_than_possible_is_a_warning_unless_must_maximize() {
        let mut rules = Preset::Ramchi3.rules();
        let r = validate(&rules, &cards(HAND17), &combos(&FIVE[..4]), None);
        assert!(r.valid);
        assert!(r.violations.is_empty());
        assert_eq!(
            r.warnings,
            [Violation::new(
                V::FewerThanPossible {
                    possible: 5,
                    kept: 4
                },
                None,
                None
            )]
        );
        assert_eq!(r.discards, cards("9d 8d 7d 6s 4c"));
        assert_eq!(
            r.warnings[0].message(),
            "The partition keeps 4 combinations, but this hand allows 5."
        );
        rules.must_maximize = true;
        let r = validate(&rules, &cards(HAND17), &combos(&FIVE[..4]), None);
        assert!(!r.valid);
        assert_eq!(codes(&r.violations), ["FEWER_THAN_POSSIBLE"]);
        assert!(r.warnings.is_empty());
        let r = validate(&rules, &cards(HAND17), &combos(&FIVE), None);
        assert!(r.valid, "all five kept satisfies must_maximize");
    }

    #[test]
    fn fewer_than_possible_is_judged_only_when_nothing_else_is_wrong() {
        let mut rules = Rules {
            must_maximize: true,
            ..Rules::default()
        };
        // Three combinations, the second invalid: only INVALID_COMBINATION.
        let r = validate(
            &rules,
            &cards(HAND13),
            &combos(&["As Ks 9s", "Ah Th 2s", "Jc 6c 4c"]),
            None,
        );
        assert_eq!(codes(&r.violations), ["INVALID_COMBINATION"]);
        assert!(r.warnings.is_empty());
        rules.must_maximize = false;
        let r = validate(
            &rules,
            &cards(HAND13),
            &combos(&["Qd 8d 3d", "Jc 6c 4c"]),
            Some(&[]),
        );
        assert_eq!(codes(&r.violations), ["DISCARDS_MISMATCH"; 7]);
        assert!(r.warnings.is_empty());
    }

    #[test]
    fn a_hand_of_the_wrong_size_is_reported_and_nothing_else_is_judged() {
        let hand = "As Ks 9s 2s Ah Th 5h Qd 8d 3d Jc 6c";
        // The combinations would break several rules; none is reported.
        let r = chor_voli(
            hand,
            &["Jc 6c 4c", "Ah Th 2s", "As As Ks", "Qd"],
            Some("7h"),
        );
        assert_eq!(
            r.violations,
            [Violation::new(
                V::WrongHandSize {
                    expected: 13,
                    found: 12
                },
                None,
                None
            )]
        );
        assert!(!r.valid && r.warnings.is_empty());
        // … but the combinations are still evaluated as triples.
        assert_eq!(
            r.combinations[0].combination().unwrap().name(),
            "flush, J-6-4"
        );
        assert!(matches!(
            r.combinations[1],
            Entry::Invalid {
                reason: EntryProblem::Invalid(InvalidReason::SuitedPairNotRun(_)),
                ..
            }
        ));
        assert_eq!(
            r.combinations[2],
            Entry::Invalid {
                cards: cards("As As Ks"),
                reason: EntryProblem::CardReused("As".parse().unwrap())
            }
        );
        assert_eq!(
            r.combinations[3],
            Entry::Invalid {
                cards: cards("Qd"),
                reason: EntryProblem::NotThreeCards(1)
            }
        );
        assert_eq!(r.max_combinations, 3, "12 cards keep at most 3");
        assert_eq!(
            r.violations[0].message(),
            "The hand has 12 cards, but the rules deal 13."
        );
    }

    #[test]
    fn an_empty_hand_is_a_wrong_hand_size() {
        let r = validate(&Rules::default(), &[], &[], None);
        assert_eq!(codes(&r.violations), ["WRONG_HAND_SIZE"]);
        assert_eq!(r.max_combinations, 0);
        assert!(r.discards.is_empty());
    }

    #[test]
    fn each_card_a_hand_repeats_is_one_duplicate_card_and_nothing_else_is_judged() {
        // 13 cards, but As twice and 2c three times.
        let hand = "As Ks 9s 2c As Th 5h Qd 2c 3d Jc 2c 4c";
        let r = chor_voli(hand, &[], None);
        assert_eq!(
            r.violations,
            [
                Violation::new(V::DuplicateCard, None, Some("As".parse().unwrap())),
                Violation::new(V::DuplicateCard, None, Some("2c".parse().unwrap())),
            ]
        );
        assert_eq!(
            r.violations[1].message(),
            "The card 2c is in the hand more than once."
        );
        // Ten distinct cards: at most three combinations.
        assert_eq!(r.max_combinations, 3);
        // A hand of the wrong size with a repeat is only the wrong size.
        let r = chor_voli("As As", &[], None);
        assert_eq!(codes(&r.violations), ["WRONG_HAND_SIZE"]);
    }

    #[test]
    fn a_card_not_in_the_hand_is_reported_and_its_triple_still_evaluated() {
        let r = chor_voli(HAND13, &["As Ks Qs", "Ah Th 5h"], None);
        assert_eq!(
            r.violations,
            [Violation::new(
                V::CardNotInHand,
                Some(0),
                Some("Qs".parse().unwrap())
            )]
        );
        assert_eq!(
            r.combinations[0].combination().unwrap().name(),
            "straight flush, A-K-Q"
        );
        assert_eq!(
            r.violations[0].message(),
            "Combination 1 uses the card Qs, which is not in the hand."
        );
    }

    #[test]
    fn a_card_in_two_combinations_or_twice_in_one_is_reused() {
        let r = chor_voli(
            HAND13,
            &["As Ks 9s", "Ah Th Th", "9s 8d 3d", "Jc 6c 4c"],
            None,
        );
        let as_card = |t: &str| Some(t.parse::<Card>().unwrap());
        assert_eq!(
            r.violations,
            [
                Violation::new(V::CardReused, Some(1), as_card("Th")),
                Violation::new(V::CardReused, Some(2), as_card("9s")),
            ]
        );
        assert_eq!(
            r.combinations[1],
            Entry::Invalid {
                cards: cards("Ah Th Th"),
                reason: EntryProblem::CardReused("Th".parse().unwrap())
            }
        );
        assert!(!r.combinations[2].is_valid());
        assert_eq!(
            r.combinations[2].clone(),
            Entry::Invalid {
                cards: cards("9s 8d 3d"),
                reason: EntryProblem::CardReused("9s".parse().unwrap())
            }
        );
        assert_eq!(
            EntryProblem::CardReused("9s".parse().unwrap()).to_string(),
            "the card 9s is already used in this partition"
        );
        // The first use stays valid.
        assert!(r.combinations[0].is_valid());
    }

    #[test]
    fn a_combination_of_two_or_four_cards_is_not_three_cards() {
        let r = chor_voli(HAND13, &["As Ks", "Qd 8d 3d 2s", "Jc 6c 4c"], None);
        assert_eq!(
            r.violations,
            [
                Violation::new(V::NotThreeCards, Some(0), None),
                Violation::new(V::NotThreeCards, Some(1), None),
            ]
        );
        assert_eq!(
            r.combinations[1],
            Entry::Invalid {
                cards: cards("Qd 8d 3d 2s"),
                reason: EntryProblem::NotThreeCards(4)
            }
        );
        assert_eq!(
            EntryProblem::NotThreeCards(4).to_string(),
            "a combination has three cards, not 4"
        );
        // The cards of invalid entries are not discards.
        assert_eq!(r.discards, cards("Ah Th 9s 5h"));
    }

    #[test]
    fn a_pair_with_a_kicker_is_an_invalid_combination_with_its_reason() {
        let hand = "As Ah Ks 9s 2s Th 5h Qd 8d 3d Jc 6c 4c";
        let r = chor_voli(hand, &["As Ah Ks"], None);
        assert_eq!(
            r.violations,
            [Violation::new(V::InvalidCombination, Some(0), None)]
        );
        let Entry::Invalid { reason, .. } = &r.combinations[0] else {
            panic!("a pair with a kicker is invalid");
        };
        assert_eq!(
            reason.to_string(),
            "a pair of aces with a kicker is not a combination"
        );
        assert!(r.warnings.is_empty(), "not judged beside a violation");
    }

    #[test]
    fn more_combinations_than_the_rules_allow_are_too_many() {
        let r = chor_voli(
            HAND13,
            &["As Ks 9s", "Ah Th 5h", "Qd 8d 3d", "Jc 6c 4c", "5c 3h 2d"],
            None,
        );
        assert_eq!(
            codes(&r.violations),
            [
                "TOO_MANY_COMBINATIONS",
                "CARD_NOT_IN_HAND",
                "CARD_NOT_IN_HAND",
                "CARD_NOT_IN_HAND"
            ]
        );
        assert_eq!(
            r.violations[0].kind,
            V::TooManyCombinations { max: 4, found: 5 }
        );
        assert_eq!(
            r.violations[0].message(),
            "The partition keeps 5 combinations, but at most 4 are allowed."
        );
    }

    #[test]
    fn a_partition_without_combinations_is_no_combination() {
        let r = chor_voli(HAND13, &[], None);
        assert_eq!(r.violations, [Violation::new(V::NoCombination, None, None)]);
        assert_eq!(r.discards.len(), 13);
        assert!(r.warnings.is_empty());
    }

    #[test]
    fn discards_must_be_exactly_the_rest_and_each_offender_is_named() {
        // Rest is 2s. Listed: 2s twice, Ks (in a combination), 7h (not in the hand).
        let r = chor_voli(HAND13, &FOUR_FLUSHES, Some("2s Ks 2s 7h"));
        let card = |t: &str| Some(t.parse::<Card>().unwrap());
        assert_eq!(
            r.violations,
            [
                Violation::new(V::DiscardsMismatch, None, card("Ks")),
                Violation::new(V::DiscardsMismatch, None, card("2s")),
                Violation::new(V::DiscardsMismatch, None, card("7h")),
            ]
        );
        // The rest card missing from the discards.
        let r = chor_voli(HAND13, &FOUR_FLUSHES[..3], Some("2s Jc"));
        assert_eq!(
            r.violations,
            [
                Violation::new(V::DiscardsMismatch, None, card("6c")),
                Violation::new(V::DiscardsMismatch, None, card("4c")),
            ]
        );
        // In any order, the exact rest is fine.
        let r = chor_voli(HAND13, &FOUR_FLUSHES[..3], Some("4c 2s 6c Jc"));
        assert!(r.valid);
        assert_eq!(codes(&r.warnings), ["FEWER_THAN_POSSIBLE"]);
    }

    #[test]
    fn a_combination_stronger_than_the_one_before_it_is_not_descending() {
        let r = chor_voli(
            HAND13,
            &["Ah Th 5h", "As Ks 9s", "Jc 6c 4c", "Qd 8d 3d"],
            None,
        );
        assert_eq!(
            r.violations,
            [
                Violation::new(V::NotDescending, Some(1), None),
                Violation::new(V::NotDescending, Some(3), None),
            ]
        );
        assert_eq!(
            r.violations[1].message(),
            "Combination 4 is stronger than the combination played before it; combinations \
             are played strongest first."
        );
    }

    #[test]
    fn descending_order_skips_invalid_combinations_and_allows_equals() {
        // A-K-9 flush in spades and hearts: equal, either may come first.
        let hand = "As Ks 9s Ah Kh 9h 2c 3d 5h 7c 8c Tc Jd";
        let r = chor_voli(hand, &["Ah Kh 9h", "As Ks 9s", "Tc 8c 7c"], None);
        assert!(r.valid, "{:?}", r.violations);
        // Invalid entry in between: compared with the valid one before it.
        // Invalid entry in between: the next valid one is compared with the valid one
        // before the invalid entry (5-3-2 unrelated), so A-K-J unrelated is too strong.
        let r = chor_voli(hand, &["2c 3d 5h", "9s 9h Tc", "Ah Ks Jd"], None);
        assert_eq!(
            codes(&r.violations),
            ["INVALID_COMBINATION", "NOT_DESCENDING"]
        );
        assert_eq!(r.violations[1].combination, Some(2));
    }

    #[test]
    fn every_code_is_distinct_and_screaming_snake_case() {
        let kinds = [
            V::WrongHandSize {
                expected: 13,
                found: 1,
            },
            V::DuplicateCard,
            V::CardNotInHand,
            V::CardReused,
            V::NotThreeCards,
            V::InvalidCombination,
            V::TooManyCombinations { max: 4, found: 5 },
            V::NoCombination,
            V::DiscardsMismatch,
            V::NotDescending,
            V::FewerThanPossible {
                possible: 4,
                kept: 3,
            },
        ];
        let codes: std::collections::BTreeSet<&str> = kinds.iter().map(V::code).collect();
        assert_eq!(codes.len(), kinds.len());
        for code in codes {
            assert!(code.chars().all(|c| c.is_ascii_uppercase() || c == '_'));
        }
        for kind in kinds {
            let v = Violation::new(kind, Some(0), Some("Ah".parse().unwrap()));
            assert!(v.message().ends_with('.'), "{}", v.message());
            assert_eq!(v.to_string(), v.message());
        }
    }

    #[test]
    fn a_partition_may_never_keep_every_card() {
        // A rule set whose cap would let 12 cards all be kept: the 13th-card rule caps it.
        let rules = Rules {
            hand_size: 12,
            ..Rules::default()
        };
        let hand = "As Ad Ks Kd Qs Qd 8s 8d 6s 6d 4s 4d";
        let four = combos(&["As Ks Qs", "Ad Kd Qd", "8s 6s 4s", "8d 6d 4d"]);
        let r = validate(&rules, &cards(hand), &four, None);
        assert_eq!(
            r.violations[0].kind,
            V::TooManyCombinations { max: 3, found: 4 }
        );
        assert_eq!(r.max_combinations, 3);
    }
}
