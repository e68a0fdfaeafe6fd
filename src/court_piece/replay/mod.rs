//! The replay of one deal from its decisions, finished or not (`deals/resolve`).
//!
//! A request carries the cards (the hands as dealt, or the seed) and every decision made so
//! far; the answer is a function of them. The decisions are judged in the order they are made
//! at the table:
//!
//! 1. a redeal called by the caller (before naming trumps, or on the whole hand);
//! 2. the naming of trumps (`trump`, or `trump_card` under `blind_trump`; none under
//!    first-void), or under concealed trumps the bids and then the card set face down
//!    (`trump_card`);
//! 3. a redeal asked by the caller's partner holding no trump, if the caller agrees;
//! 4. a trump change by the party opposite the caller;
//! 5. Satat's passes after a kot;
//! 6. the two-player exchange (discards, then 21 draws);
//! 7. the plays, trick by trick.
//!
//! Until trumps are named (or the exchange is done) the deal waits: the caller is the next
//! player and may hold any card, but a play there is `NO_TRUMP`; later decisions are not judged
//! yet. The first illegal decision stops the replay with one [`Violation`]; what could not have
//! been dealt is a contract error ([`DealError`]) instead.
//!
//! The hot path is the plays: a hand is a [`CardSet`], a trick a fixed array, legality a mask
//! operation; the only allocation is the list of tricks, reserved once.
//!
//! One `Engine` (`engine.rs`) carries what every phase shares (the hands, the trumps, the tricks,
//! the first violation); each phase adds its own methods in a file of its own, in the order
//! of the table, as OpenSpiel's bridge splits dealing, bidding and play behind one state:
//!
//! - `checks.rs`: the request's contract checks (hands, first five, seats named);
//! - `calls.rs`: the redeals, the naming of trumps, the bids and the face-down card, and a
//!   trump change (steps 1 to 4);
//! - `passes.rs`: Satat's passes (step 5);
//! - `exchange.rs`: the two-player exchange (step 6);
//! - `play.rs`: the one play loop, trick by trick, for every rule set (step 7);
//! - `concealed.rs`: what the play loop asks under concealed trumps (which cards are legal, a
//!   request for trumps, the face-down card's necessity, who wins before the reveal, the
//!   inference, tricks held until the reveal);
//! - `face_down.rs`: the state of concealed trumps the phases share;
//! - `heap.rs`: the heap and its collections, under `collect: heap`;
//! - `end.rs`: the end of the deal (a bid deal's included), its result, and the outcome.
//!
//! The double-dummy solver reaches the position it analyses through the same loop
//! (`play_through`: every trick played, whatever it decides).

mod calls;
mod checks;
mod concealed;
mod decisions;
mod end;
mod engine;
mod exchange;
mod face_down;
pub(crate) mod heap;
mod outcome;
mod passes;
mod play;

pub(crate) use checks::{DealtCards, check_decisions, dealt_cards};
pub(crate) use decisions::Context;
pub use decisions::{
    ChangedTrump, DealInput, Decisions, Pass, Previous, RedealBy, RedealRequest, TrumpChange,
};
pub use outcome::{Collected, Concealment, DealOutcome, Revealed, RevealedBy, Trick};
pub(crate) use passes::{keeps_pass_rules, passes_owed};

use super::dealing;
use super::error::{DealError, DealErrorKind, DealField};
use super::rules::Rules;
use super::violation::Violation;
use crate::cards::{Card, CardSet, Suit};
use engine::Engine;

/// Judges a deal (see the module docs). `Err` lists every contract error; a broken game rule
/// is an `Ok` outcome with a violation.
pub fn resolve_deal(rules: &Rules, input: &DealInput) -> Result<DealOutcome, Vec<DealError>> {
    dealing::check_rules(rules).map_err(|e| vec![e])?;
    let mut errors: Vec<DealError> = dealing::check_dealer(rules, input.dealer, DealField::Dealer)
        .err()
        .into_iter()
        .collect();
    if let Some(p) = input.previous
        && p.party >= rules.parties()
    {
        errors.push(DealError::new(
            DealField::PreviousParty,
            DealErrorKind::PartyOutOfRange {
                party: p.party,
                parties: rules.parties(),
            },
        ));
    }
    let source = check_decisions(rules, &input.decisions, &mut errors);
    match source {
        Some(source) if errors.is_empty() => {
            let table = dealt_cards(rules, &source, input.dealer);
            let context = Context {
                previous: input.previous,
                redeals_in_a_row: 0,
            };
            Ok(replay(rules, &table, &input.decisions, &context))
        }
        _ => Err(errors),
    }
}

/// Where a deal's plays leave it when every trick is played, whatever the tricks decide: the
/// position the double-dummy solver searches from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct PlayedThrough {
    /// The cards each seat holds now.
    pub hands: [CardSet; 4],
    /// The leader of the trick on the table (or of the next one).
    pub leader: usize,
    /// The cards of the trick on the table, in the order played.
    pub trick: Vec<Card>,
    /// Tricks won per party.
    pub wins: [u8; 4],
    /// The heap (`collect: heap`): what lies on it, its run and what each party collected.
    pub heap: heap::Heap,
}

/// Replays `plays` of the deal `hands` dealt by `dealer`, trumps `trump`, through the one play
/// loop (follow suit judged), every trick played: the solver reaches the position it
/// analyses as `deals/resolve` would, but past the trick that decides the deal. The first
/// illegal card is its violation.
pub(crate) fn play_through(
    rules: &Rules,
    hands: [CardSet; 4],
    dealer: usize,
    trump: Suit,
    plays: &[Card],
) -> Result<PlayedThrough, Violation> {
    let table = DealtCards {
        dealer,
        hands,
        first_five: None,
        stock: [crate::court_piece::trick::TWO_OF_HEARTS; crate::court_piece::dealing::STOCK_SIZE],
    };
    let d = Decisions {
        trump: Some(trump),
        plays: plays.to_vec(),
        ..Decisions::default()
    };
    let mut e = Engine::new(rules, &table, &d);
    e.play_through = true;
    e.run(&d, &Context::default());
    match e.violation {
        Some(v) => Err(v),
        None => Ok(PlayedThrough {
            hands: e.visible,
            leader: e.leader,
            trick: e.cards[..e.len].to_vec(),
            wins: e.wins,
            heap: e.heap,
        }),
    }
}

/// Replays a checked deal. `#[inline]` here and on the checks and phases with one caller in
/// another file: split by phase, they sit in other codegen units, and without it the calls
/// and copies between them cost the replay about 1 % more instructions (docs/performance.md).
#[inline]
pub(crate) fn replay(
    rules: &Rules,
    table: &DealtCards,
    d: &Decisions,
    ctx: &Context,
) -> DealOutcome {
    let mut e = Engine::new(rules, table, d);
    e.run(d, ctx);
    e.finish(d)
}
