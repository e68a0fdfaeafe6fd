//! What one party to the table may know of a deal: the arbiter (everything) or one seat
//! (`"view": seat`, the answer a platform can forward to that player unfiltered).
//!
//! A [`View`] is built, not filtered: [`View::new`] takes the outcome apart field by field
//! (no `..`: a field added to [`DealOutcome`] or [`Concealment`] does not compile until this
//! file says who may see it) and writes each field of the view from what its viewer may know.
//! [`resolve_view`] is the one entry of `deals/resolve` (and, next, the advice), and
//! [`resolve_game_views`] builds a game's views the same way, deal by deal.
//!
//! Public, in every view: the dealer, the caller, every card played, trick winners and
//! collections, the heap, tricks and tens won, whose turn it is, the result and the next
//! dealer, a trump change, the bids, the chooser, the reveal, the suits still possible, the dummy's seat and
//! its face-up cards. Private, and shown only as the contract allows:
//! - a seat's cards: its own now (the first five until trumps are set where they are set from
//!   the first five, whatever was refused), never another's;
//! - concealed trumps: to the chooser, and to everybody once known; the face-down card to the
//!   chooser, and to everybody once shown (on request or by necessity: an inference tells the
//!   suit, not the card);
//! - `legal_cards`: only to the seat that plays them (the dummy's to its partner), and only
//!   cards it holds;
//! - a violation: whole to the seat whose decision it was (its own request), else without its
//!   card and in words that name none.
//!
//! The two-player stock is never part of an outcome, so a view has nothing to hide there.

use super::error::{DealError, DealErrorKind, DealField};
use super::game::{GameOutcome, resolve_game_limited};
use super::replay::{
    ChangedTrump, Concealment, DealInput, DealOutcome, Decisions, Pass, Trick, resolve_deal,
};
use super::rules::Rules;
use super::scoring::DealResult;
use super::tally::Tally;
use super::violation::{Violation, ViolationCode};
use crate::cards::{CardSet, Suit};

/// Who a view is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Viewer {
    /// The arbiter, who knows every card.
    Arbiter,
    /// One seat, who knows what the rules let it see.
    Seat(usize),
}

/// What a viewer may know of a deal (see the module docs). The arbiter's view has no
/// `hand`: its answer names every card played and decided, not the hands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct View {
    pub viewer: Viewer,
    /// The first illegal decision, in words its viewer may read; `None` when valid.
    pub violation: Option<Violation>,
    pub dealer: usize,
    pub caller: usize,
    /// The trumps in force, as far as the viewer knows them.
    pub trump: Option<Suit>,
    /// The trump change made, if any: public (the table hears it).
    pub trump_change: Option<ChangedTrump>,
    pub tricks: Vec<Trick>,
    pub heap: usize,
    pub tricks_won: Tally<u8>,
    pub tens_won: Option<Tally<u8>>,
    pub complete: bool,
    pub next_seat: Option<usize>,
    /// The cards the viewer may play now (or, after its own illegal card, could have).
    pub legal_cards: Option<CardSet>,
    pub result: Option<DealResult>,
    pub next_dealer: Option<usize>,
    pub next_caller: Option<usize>,
    pub concealed: Option<Box<Concealment>>,
    pub dummy: Option<usize>,
    /// A seat's cards now.
    pub hand: Option<CardSet>,
    /// The dummy's cards now, face up (a seat's view of Dummy Rang).
    pub dummy_hand: Option<CardSet>,
    /// Satat's passes once made: a seat's own (the one it made, and the one made to it, both
    /// ways: what it passed and what it was passed), every one for the arbiter.
    pub passes: Vec<Pass>,
}

impl View {
    /// `viewer`'s view of `outcome`. A seat's view of a deal whose first packets are not
    /// known (`hands` sent without `first_five`, trumps not set yet) cannot say what the
    /// seat holds: a contract error. [`resolve_view`] checks the seat against the table; here
    /// only a seat past the fourth is refused.
    pub fn new(outcome: DealOutcome, viewer: Viewer) -> Result<View, DealError> {
        let DealOutcome {
            violation,
            dealer,
            caller,
            trump,
            trump_change,
            tricks,
            heap,
            tricks_won,
            tens_won,
            complete,
            next_seat,
            legal_cards,
            result,
            next_dealer,
            next_caller,
            concealed,
            hands,
            hands_known,
            dummy,
            passes,
        } = outcome;
        let seat = match viewer {
            Viewer::Arbiter => None,
            Viewer::Seat(seat) => Some(seat),
        };
        if let Some(seat) = seat.filter(|&s| s >= hands.len()) {
            // resolve_view checks the seat against the table; this keeps a direct call from
            // indexing past the hands.
            return Err(DealError::new(
                DealField::View,
                DealErrorKind::SeatOutOfRange {
                    seat,
                    players: hands.len(),
                },
            ));
        }
        if seat.is_some() && !hands_known {
            return Err(DealError::new(
                DealField::FirstFive,
                DealErrorKind::FirstFiveMissingForView,
            ));
        }
        // Whether the decision of `s` is the viewer's own (the dummy's is its partner's).
        let own = |s: Option<usize>| match seat {
            None => true,
            Some(viewer) => s.is_some_and(|s| decides_for(viewer, s, dummy)),
        };
        let chooser = concealed.as_ref().and_then(|c| c.chooser);
        // Concealed trumps are known to the chooser from the start, to everybody once known.
        let knows_trump = seat.is_none()
            || concealed
                .as_ref()
                .is_none_or(|c| c.revealed.is_some() || c.chooser == seat);
        let held = seat.map(|s| hands[s].union(dummy.map_or(CardSet::EMPTY, |d| hands[d])));
        // `legal_cards` are the offender's after a violation, else those of the seat to play.
        let whose = violation.as_ref().map_or(next_seat, |v| v.seat);
        Ok(View {
            viewer,
            violation: violation.map(|v| if own(v.seat) { v } else { public(&v) }),
            dealer,
            caller,
            trump: trump.filter(|_| knows_trump),
            trump_change,
            tricks,
            heap,
            tricks_won,
            tens_won,
            complete,
            next_seat,
            legal_cards: legal_cards
                .filter(|_| own(whose))
                .map(|l| held.map_or(l, |h| l.intersection(h))),
            result,
            next_dealer,
            next_caller,
            concealed: concealed.map(|c| Box::new(concealment_seen(*c, seat, chooser))),
            dummy,
            hand: seat.map(|s| hands[s]),
            dummy_hand: seat.and(dummy).map(|d| hands[d]),
            passes: passes
                .into_iter()
                .filter(|p| seat.is_none_or(|s| takes_part(p, s, hands.len())))
                .collect(),
        })
    }

    pub const fn valid(&self) -> bool {
        self.violation.is_none()
    }
}

/// Whether `seat` made `pass` or was passed it (the player before the passer, of `players`).
pub fn takes_part(pass: &Pass, seat: usize, players: usize) -> bool {
    pass.seat == seat || (pass.seat + players - 1) % players == seat
}

/// What a viewer may know of concealed trumps: all of it but the face-down card, which is the
/// chooser's until shown.
fn concealment_seen(c: Concealment, seat: Option<usize>, chooser: Option<usize>) -> Concealment {
    let Concealment {
        chooser: _,
        trump_card,
        bids,
        bid,
        revealed,
        candidates,
        shown,
    } = c;
    let sees_card = seat.is_none() || chooser == seat || shown;
    Concealment {
        chooser,
        trump_card: trump_card.filter(|_| sees_card),
        bids,
        bid,
        revealed,
        candidates,
        shown,
    }
}

/// Judges a deal (as [`resolve_deal`]) and answers with `viewer`'s view of it: the one entry
/// of every answer that may be a seat's. `Err` lists every contract error, a seat outside
/// the table included.
pub fn resolve_view(
    rules: &Rules,
    input: &DealInput,
    viewer: Viewer,
) -> Result<View, Vec<DealError>> {
    if let Viewer::Seat(seat) = viewer {
        check_view(rules, seat).map_err(|e| vec![e])?;
    }
    let outcome = resolve_deal(rules, input)?;
    View::new(outcome, viewer).map_err(|e| vec![e])
}

/// Replays a game (as [`resolve_game_limited`]) and answers with `viewer`'s view of each of
/// its deals, in order, built by [`View::new`] as a single deal's is.
pub fn resolve_game_views(
    rules: &Rules,
    first_dealer: usize,
    deals: &[Decisions],
    max_deals: usize,
    viewer: Viewer,
) -> Result<(GameOutcome, Vec<View>), Vec<DealError>> {
    if let Viewer::Seat(seat) = viewer {
        check_view(rules, seat).map_err(|e| vec![e])?;
    }
    let game = resolve_game_limited(rules, first_dealer, deals, max_deals)?;
    let views = game
        .deals
        .iter()
        .enumerate()
        .map(|(i, d)| View::new(d.outcome.clone(), viewer).map_err(|e| vec![e.in_deal(i)]))
        .collect::<Result<_, _>>()?;
    Ok((game, views))
}

/// Whether `viewer` decides for `seat`: its own seat, or the dummy's as its partner.
pub(crate) fn decides_for(viewer: usize, seat: usize, dummy: Option<usize>) -> bool {
    seat == viewer || (dummy == Some(seat) && (seat + 2) % 4 == viewer)
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

/// Another seat's violation as every seat may read it: which rule, by whom, where; no card.
/// Public facts name no card, so their messages stay whole: a bid, a seat, a count.
fn public(v: &Violation) -> Violation {
    if v.card.is_none()
        && matches!(
            v.code,
            ViolationCode::BidInvalid | ViolationCode::DrawsInvalid
        )
    {
        return v.clone();
    }
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
