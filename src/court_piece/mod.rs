//! The rules engine of Court piece and its family (Hokm, Rang, Troefcall, Satat, Double Sar,
//! Dehla Pakad, be-ranga, Dummy Rang, Trup kasiet, Dabba Rang): pure functions of typed values, with no HTTP, no
//! OpenAPI and no JSON, usable as a plain Rust library. `docs/rules/court-piece.md` is the contract;
//! `docs/court-piece.md` lists the choices made where it is silent.
//!
//! - [`rules`]: every option, the twelve presets, overrides and their refusal.
//! - [`dealing`]: the seeded deal in packets, the first five, the stock.
//! - [`trick`]: who wins a trick, and what may be played to it.
//! - [`replay`](mod@replay): the replay of one deal from its decisions, finished or not.
//! - [`scoring`]: results, points and who deals next.
//! - [`violation`]: the first broken rule of a deal, with its stable code.
//! - [`game`]: a game of several deals: rotation, scores, streaks, targets.
//! - [`view`]: what the arbiter or one seat may know of a deal, built field by field: the one
//!   entry of every answer that may be a seat's.
//! - [`advice`]: a player for every seat: the decision a seat should make, from its view
//!   alone.
//! - [`error`]: contract errors (a request that cannot have been dealt), with positions.

pub mod advice;
pub mod analysis;
pub mod dealing;
pub mod error;
pub mod game;
pub mod replay;
pub mod rules;
pub mod scoring;
mod tally;
#[cfg(test)]
mod testkit;
#[cfg(test)]
pub(crate) mod tests;
pub mod trick;
pub mod view;
pub mod violation;

pub use dealing::{Dealt, deal};
pub use error::{DealError, DealErrorKind, DealField};
pub use game::{GameDeal, GameOutcome, MAX_DEALS, resolve_game, resolve_game_limited};
pub use replay::{
    ChangedTrump, Collected, Concealment, DealInput, DealOutcome, Decisions, Pass, Previous,
    RedealBy, RedealRequest, Revealed, RevealedBy, Trick, TrumpChange, resolve_deal,
};
pub use rules::{
    AfterCollection, BeforeReveal, Bidding, BiddingOverrides, CallerAfterLoss, Collect,
    CollectFrom, Count, FailedBavney, Preset, Redeal, RedealField, RedealOverrides, RedealWhen,
    RedealWithout, Reveal, Rotation, RuleError, RuleErrorKind, RuleField, Rules, RulesOverrides,
    Scoring, ScoringField, ScoringKind, ScoringOverrides, TensTie, TrumpMethod, Unrevealed,
};
pub use scoring::{DealResult, ResultKind, next_turn};
pub use tally::Tally;
pub use trick::{
    TWO_OF_HEARTS, TrickOutcome, TrickWinner, effective_suit, legal_cards, resolve_trick,
    trick_winner,
};
pub use view::{View, Viewer, check_view, resolve_game_views, resolve_view};
pub use violation::{Decision, Violation, ViolationCode};
