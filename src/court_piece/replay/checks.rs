//! The contract checks of a request: the hands (or the seed), the first five, and the seats
//! the decisions name. What fails here could not have been dealt, and is a [`DealError`], not
//! a violation; what passes becomes the [`DealtCards`] the replay starts from.

use super::decisions::{Decisions, RedealBy};
use crate::cards::{Card, CardSet};
use crate::court_piece::dealing::{self, STOCK_SIZE};
use crate::court_piece::error::{DealError, DealErrorKind, DealField};
use crate::court_piece::rules::{RedealWhen, Rules};
use crate::court_piece::trick::TWO_OF_HEARTS;

/// Where the cards of a deal come from, once checked.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Source<'a> {
    /// The request's lists, checked.
    Hands {
        hands: &'a [Vec<Card>],
        first_five: Option<&'a [Vec<Card>]>,
    },
    Seed(&'a str),
}

/// Up to four lists of cards as sets (the lists checked, so no card is lost).
fn sets_of(lists: &[Vec<Card>]) -> [CardSet; 4] {
    let set = |i: usize| {
        CardSet::from_bits(lists.get(i).map_or(0, |list| {
            list.iter().fold(0u64, |bits, c| bits | 1 << c.index())
        }))
    };
    [set(0), set(1), set(2), set(3)]
}

/// The cards of a deal with its dealer.
#[derive(Debug, Clone, Copy)]
pub(crate) struct DealtCards {
    pub dealer: usize,
    pub hands: [CardSet; 4],
    pub first_five: Option<[CardSet; 4]>,
    pub stock: [Card; STOCK_SIZE],
}

/// The cards of a checked deal dealt by `dealer` (a seat).
#[inline]
pub(crate) fn dealt_cards(rules: &Rules, source: &Source, dealer: usize) -> DealtCards {
    match *source {
        Source::Hands { hands, first_five } => DealtCards {
            dealer,
            hands: sets_of(hands),
            first_five: first_five.map(sets_of),
            stock: [TWO_OF_HEARTS; STOCK_SIZE],
        },
        Source::Seed(seed) => {
            let p = dealing::packets(rules, seed, Some(dealer));
            DealtCards {
                dealer,
                hands: p.hands,
                first_five: Some(p.first_five),
                stock: p.stock,
            }
        }
    }
}

/// The contract checks of a deal's cards and decisions that do not depend on its dealer.
/// Pushes every error found; returns the cards when they could have been dealt.
#[inline]
pub(crate) fn check_decisions<'a>(
    rules: &Rules,
    d: &'a Decisions,
    errors: &mut Vec<DealError>,
) -> Option<Source<'a>> {
    let before = errors.len();
    let n = rules.players;
    let mut error = |at, kind| errors.push(DealError::new(at, kind));
    let seat =
        |seat: usize| (seat >= n).then_some(DealErrorKind::SeatOutOfRange { seat, players: n });
    if let Some(tc) = d.trump_change
        && let Some(kind) = seat(tc.seat)
    {
        error(DealField::TrumpChangePlayer, kind);
    }
    for (index, pass) in d.passes.iter().flatten().enumerate() {
        if let Some(kind) = seat(pass.seat) {
            error(DealField::PassPlayer { index }, kind);
        }
    }
    match (d.dummy, rules.dummy) {
        (Some(_), false) => error(DealField::Dummy, DealErrorKind::NotForTheseRules),
        (None, true) => error(DealField::Dummy, DealErrorKind::DummyMissing),
        (Some(s), true) => {
            if let Some(kind) = seat(s) {
                error(DealField::Dummy, kind);
            }
        }
        (None, false) => {}
    }
    if n != 2 {
        if d.discards.is_some() {
            error(DealField::Discards, DealErrorKind::NotForTheseRules);
        }
        if d.draws.is_some() {
            error(DealField::Draws, DealErrorKind::NotForTheseRules);
        }
    }
    // Trup kasiet's face-down card is one of the caller's first five.
    let needs_first_five = rules.five_card_start
        || (rules.redeal.when == RedealWhen::FirstFive
            && d.redeal.is_some_and(|r| r.by == RedealBy::Caller))
        || (rules.concealed() && rules.bidding.is_none() && d.trump_card.is_some());
    let source = match (&d.hands, &d.seed) {
        (Some(_), Some(_)) => {
            error(DealField::Hands, DealErrorKind::HandsAndSeed);
            None
        }
        (None, None) => {
            error(DealField::Hands, DealErrorKind::NoHandsNorSeed);
            None
        }
        (None, Some(seed)) => {
            if d.first_five.is_some() {
                error(DealField::FirstFive, DealErrorKind::FirstFiveWithSeed);
            }
            Some(Source::Seed(seed))
        }
        (Some(_), None) if n == 2 => {
            error(DealField::Hands, DealErrorKind::HandsWithStock);
            None
        }
        (Some(hands), None) => {
            let dealt = check_hands(rules, hands, errors);
            match &d.first_five {
                Some(ff) if dealt => check_first_five(rules, ff, &sets_of(hands), errors),
                None if dealt && needs_first_five => errors.push(DealError::new(
                    DealField::FirstFive,
                    DealErrorKind::FirstFiveMissing,
                )),
                _ => {}
            }
            dealt.then_some(Source::Hands {
                hands,
                first_five: d.first_five.as_deref(),
            })
        }
    };
    source.filter(|_| errors.len() == before)
}

/// Whether the hands could have been dealt (every error found is pushed).
fn check_hands(rules: &Rules, hands: &[Vec<Card>], errors: &mut Vec<DealError>) -> bool {
    let n = rules.players;
    // The common case, as bit operations: every hand of the right size and, all together,
    // as many distinct cards as were listed (so none twice), the removed card not among them.
    let size = rules.dealt_size();
    let removed = rules.removed_card.map_or(0, |c| 1u64 << c.index());
    let mut seen = 0u64;
    let mut fine = hands.len() == n;
    for hand in hands {
        fine &= hand.len() == size;
        seen |= hand.iter().fold(0u64, |b, c| b | 1 << c.index());
    }
    if fine && seen.count_ones() as usize == n * size && seen & removed == 0 {
        return true;
    }
    let before = errors.len();
    if hands.len() != n {
        errors.push(DealError::new(
            DealField::Hands,
            DealErrorKind::WrongHandCount {
                expected: n,
                found: hands.len(),
            },
        ));
    }
    let mut seen = CardSet::EMPTY;
    for (seat, hand) in hands.iter().enumerate() {
        if hand.len() != rules.dealt_size() {
            errors.push(DealError::new(
                DealField::Hand { seat },
                DealErrorKind::WrongHandSize {
                    expected: rules.dealt_size(),
                    found: hand.len(),
                },
            ));
        }
        for (index, &card) in hand.iter().enumerate() {
            let at = DealField::HandCard { seat, index };
            if !seen.insert(card) {
                errors.push(DealError::new(
                    at,
                    DealErrorKind::DuplicateCard {
                        card,
                        first: first_location(hands, card),
                    },
                ));
            }
            if rules.removed_card == Some(card) {
                errors.push(DealError::new(at, DealErrorKind::RemovedCardDealt(card)));
            }
        }
    }
    errors.len() == before
}

fn first_location(hands: &[Vec<Card>], card: Card) -> DealField {
    for (seat, hand) in hands.iter().enumerate() {
        if let Some(index) = hand.iter().position(|&c| c == card) {
            return DealField::HandCard { seat, index };
        }
    }
    DealField::Hands
}

fn check_first_five(
    rules: &Rules,
    first_five: &[Vec<Card>],
    hands: &[CardSet; 4],
    errors: &mut Vec<DealError>,
) {
    if first_five.len() != rules.players {
        errors.push(DealError::new(
            DealField::FirstFive,
            DealErrorKind::WrongFirstFiveCount {
                expected: rules.players,
                found: first_five.len(),
            },
        ));
    }
    let mut sets = [CardSet::EMPTY; 4];
    for (seat, (five, hand)) in first_five.iter().zip(hands).enumerate() {
        if five.len() != 5 {
            errors.push(DealError::new(
                DealField::FirstFiveHand { seat },
                DealErrorKind::WrongFirstFiveSize(five.len()),
            ));
        }
        for (index, &card) in five.iter().enumerate() {
            let at = DealField::FirstFiveCard { seat, index };
            if !hand.contains(card) {
                errors.push(DealError::new(at, DealErrorKind::FirstFiveNotInHand(card)));
            } else if !sets[seat].insert(card) {
                errors.push(DealError::new(
                    at,
                    DealErrorKind::DuplicateCard {
                        card,
                        first: DealField::FirstFiveCard {
                            seat,
                            index: five.iter().position(|&c| c == card).unwrap_or(index),
                        },
                    },
                ));
            }
        }
    }
}
