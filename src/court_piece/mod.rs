//! The rules engine of Court piece and its family (Hokm, Rang, Troefcall, Satat, Double Sar,
//! Dehla Pakad, be-ranga, Dummy Rang): pure functions of typed values, with no HTTP, no
//! OpenAPI and no JSON, usable as a plain Rust library. `COURT_PIECE.md` is the contract;
//! `docs/court-piece.md` lists the choices made where it is silent.
//!
//! - [`rules`]: every option, the ten presets, overrides and their refusal.
//! - [`dealing`]: the seeded deal in packets, the first five, the stock.
//! - [`trick`]: who wins a trick, and what may be played to it.
//! - [`error`]: contract errors (a request that cannot have been dealt), with positions.

pub mod dealing;
pub mod error;
pub mod rules;
pub mod trick;

pub use dealing::{Dealt, deal};
pub use error::{DealError, DealErrorKind, Location};
pub use rules::{
    AfterCollection, CallerAfterLoss, Collect, CollectFrom, Count, FailedBavney, Preset, Redeal,
    RedealField, RedealOverrides, RedealWhen, RedealWithout, Rotation, RuleError, RuleErrorKind,
    RuleField, Rules, RulesOverrides, Scoring, ScoringField, ScoringKind, ScoringOverrides,
    TensTie, TrumpMethod,
};
pub use trick::{
    TWO_OF_HEARTS, TrickOutcome, TrickWinner, effective_suit, legal_cards, resolve_trick,
    trick_winner,
};
