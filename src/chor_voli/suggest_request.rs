//! A request for the best partitions of a hand, checked before the solver runs: the contract
//! [`solver::suggest`](super::solver::suggest) assumes (a hand of the rules' size, no card
//! twice, a limit it may list), every breach a typed error at its field.

use super::rules::Rules;
use crate::cards::{Card, CardSet};

/// The largest `limit` a request may ask for unless the caller sets another bound (the
/// service's is a setting).
pub const DEFAULT_MAX_LIMIT: usize = 50;

/// What a caller asks [`suggest`](super::solver::suggest) for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SuggestInput {
    /// The cards dealt.
    pub hand: Vec<Card>,
    /// How many partitions to list.
    pub limit: usize,
}

/// What part of the request an error is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SuggestField {
    Hand,
    /// One card of the hand, by its index.
    HandCard(usize),
    Limit,
}

/// A request that cannot be answered: the HTTP layer answers 422 with every one found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SuggestError {
    pub at: SuggestField,
    pub kind: SuggestErrorKind,
}

impl SuggestError {
    /// The stable code the API reports.
    pub const fn code(&self) -> &'static str {
        match self.kind {
            SuggestErrorKind::LimitOutOfRange { .. } => "LIMIT_OUT_OF_RANGE",
            SuggestErrorKind::DuplicateCard(_) => "DUPLICATE_CARD",
            SuggestErrorKind::WrongHandSize { .. } => "WRONG_HAND_SIZE",
        }
    }

    /// A readable explanation.
    pub fn message(&self) -> String {
        self.kind.to_string()
    }
}

/// Why a request cannot be answered.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SuggestErrorKind {
    #[error("limit must be from 1 to {max}, not {limit}")]
    LimitOutOfRange { limit: usize, max: usize },
    #[error("{0} is in the hand twice")]
    DuplicateCard(Card),
    #[error("the rules deal {expected} cards, not {found}")]
    WrongHandSize { expected: usize, found: usize },
}

impl SuggestInput {
    /// The hand as a set, or every problem, in the order listed: the limit (from 1 to
    /// `max_limit`), each card given twice, the hand's size.
    pub fn check(&self, rules: &Rules, max_limit: usize) -> Result<CardSet, Vec<SuggestError>> {
        let mut errors = Vec::new();
        if !(1..=max_limit).contains(&self.limit) {
            errors.push(SuggestError {
                at: SuggestField::Limit,
                kind: SuggestErrorKind::LimitOutOfRange {
                    limit: self.limit,
                    max: max_limit,
                },
            });
        }
        let mut hand = CardSet::EMPTY;
        for (i, &card) in self.hand.iter().enumerate() {
            if !hand.insert(card) {
                errors.push(SuggestError {
                    at: SuggestField::HandCard(i),
                    kind: SuggestErrorKind::DuplicateCard(card),
                });
            }
        }
        if self.hand.len() != rules.hand_size {
            errors.push(SuggestError {
                at: SuggestField::Hand,
                kind: SuggestErrorKind::WrongHandSize {
                    expected: rules.hand_size,
                    found: self.hand.len(),
                },
            });
        }
        if errors.is_empty() {
            Ok(hand)
        } else {
            Err(errors)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chor_voli::deal::testing::cards;

    #[test]
    fn every_problem_of_a_request_is_listed_at_its_field_in_order() {
        let input = SuggestInput {
            hand: cards("Ah Ah"),
            limit: 51,
        };
        let errors = input.check(&Rules::default(), 50).unwrap_err();
        let found: Vec<_> = errors.iter().map(|e| (e.code(), e.at)).collect();
        assert_eq!(
            found,
            [
                ("LIMIT_OUT_OF_RANGE", SuggestField::Limit),
                ("DUPLICATE_CARD", SuggestField::HandCard(1)),
                ("WRONG_HAND_SIZE", SuggestField::Hand),
            ]
        );
        assert_eq!(errors[0].message(), "limit must be from 1 to 50, not 51");
        assert_eq!(errors[1].message(), "Ah is in the hand twice");
        assert_eq!(errors[2].message(), "the rules deal 13 cards, not 2");
    }
}
