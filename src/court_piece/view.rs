//! What one seat may know of a deal (`"view": seat`): the answer a platform can forward to
//! that player unfiltered.
//!
//! A view keeps what is public at the table (every card played, trick winners and
//! collections, bids, the result, whose turn it is) and the seat's own cards, and hides the
//! rest:
//! - other seats' hands (the dummy's is face up, so every seat sees it);
//! - concealed trumps, until they are known (the chooser knows them from the start), and the
//!   face-down card, except to the chooser, until it is shown (on request or by necessity:
//!   an inference tells the suit, not the card);
//! - `legal_cards` that are not the seat's to play (on the dummy's turn they are its
//!   partner's, who plays them), and of the seat's own, those not dealt yet (before trumps
//!   are named the caller holds only the first five);
//! - a violation's card and message when the violation is another seat's: the message then
//!   says only which rule was broken, as it names cards of that seat's hand.
//!
//! The two-player stock is never part of an outcome, so a view has nothing to hide there.

use super::error::{DealError, DealErrorKind, DealField};
use super::replay::DealOutcome;
use super::rules::Rules;
use super::violation::{Violation, ViolationCode};
use crate::cards::CardSet;

/// One seat's view of a deal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatView {
    pub seat: usize,
    /// The outcome with what the seat may not know taken out.
    pub outcome: DealOutcome,
    /// The seat's cards now.
    pub hand: CardSet,
    /// The dummy's cards now (Dummy Rang), face up.
    pub dummy_hand: Option<CardSet>,
}

/// Whether `viewer` decides for `seat`: its own seat, or the dummy's as its partner.
fn decides_for(viewer: usize, seat: usize, dummy: Option<usize>) -> bool {
    seat == viewer || (dummy == Some(seat) && (seat + 2) % 4 == viewer)
}

/// `outcome`'s violation as `seat` may read it: whole when the decision was the seat's (or
/// the dummy's, for its partner), else without its card and in words that name none.
pub fn violation_seen_by(outcome: &DealOutcome, seat: usize) -> Option<Violation> {
    let v = outcome.violation.as_ref()?;
    Some(
        if v.seat.is_some_and(|s| decides_for(seat, s, outcome.dummy)) {
            v.clone()
        } else {
            public(v)
        },
    )
}

/// A view's seat, checked against the table.
pub fn check_view(rules: &Rules, seat: usize) -> Result<(), DealError> {
    if seat < rules.players {
        Ok(())
    } else {
        Err(DealError::new(
            DealField::View,
            DealErrorKind::SeatOutOfRange {
                seat,
                players: rules.players,
            },
        ))
    }
}

/// `seat`'s view of `outcome` (see the module docs).
pub fn seat_view(outcome: &DealOutcome, seat: usize) -> SeatView {
    let mut o = outcome.clone();
    let dummy = o.dummy;
    if let Some(c) = &mut o.concealed {
        let chooser = c.chooser == Some(seat);
        if !chooser && c.revealed.is_none() {
            o.trump = None;
        }
        if !chooser && !c.shown {
            c.trump_card = None;
        }
    }
    // `legal_cards` are the offender's after a violation, else those of the seat to play.
    let whose = o.violation.as_ref().map_or(o.next_seat, |v| v.seat);
    if !whose.is_some_and(|s| decides_for(seat, s, dummy)) {
        o.legal_cards = None;
    }
    o.violation = violation_seen_by(outcome, seat);
    let hand = o.hands[seat];
    let dummy_hand = dummy.map(|d| o.hands[d]);
    // Before trumps are named the caller's legal cards are the whole hand, of which only the
    // first five are dealt: a view lists only cards the seat holds (or plays for the dummy).
    if let Some(legal) = &mut o.legal_cards {
        *legal = legal.intersection(hand.union(dummy_hand.unwrap_or(CardSet::EMPTY)));
    }
    for (s, h) in o.hands.iter_mut().enumerate() {
        if s != seat && Some(s) != dummy {
            *h = CardSet::EMPTY;
        }
    }
    SeatView {
        seat,
        outcome: o,
        hand,
        dummy_hand,
    }
}

/// Another seat's violation as every seat may read it: which rule, by whom, where; no card.
fn public(v: &Violation) -> Violation {
    let who = v
        .seat
        .map_or_else(|| "a player".to_owned(), |s| format!("player {s}"));
    let rule = match v.code {
        ViolationCode::CardNotHeld => "played a card they do not hold",
        ViolationCode::MustFollowSuit => "played a card the rules forbid: follow suit",
        ViolationCode::DealOver => "played after the deal ended",
        ViolationCode::NoTrump => "played before trumps were set",
        ViolationCode::TrumpNotAllowed => "made a trump decision the rules forbid",
        ViolationCode::RedealNotAllowed => "asked for a redeal the rules forbid",
        ViolationCode::PassMustBeTrump
        | ViolationCode::PassMustBeHighest
        | ViolationCode::PassEmptiesSuit
        | ViolationCode::PassWrongCount => "passed cards the rules forbid",
        ViolationCode::DiscardInvalid => "discarded cards the rules forbid",
        ViolationCode::DrawsInvalid => "drew from the stock as the rules forbid",
        ViolationCode::RevealNotAllowed => "asked for trumps when the rules forbid it",
        ViolationCode::BidInvalid => "made a bid the rules forbid",
    };
    Violation {
        message: format!("{who} {rule} ({})", v.code.code()),
        card: None,
        ..v.clone()
    }
}
