//! The rules of Court piece and its family as data: every option of `COURT_PIECE.md`, the ten
//! presets, overrides on top of a preset, and the refusal of impossible rule sets.
//!
//! A preset fixes `players` and whether one seat is a dummy (with them the packets); every
//! other field may be overridden. Code elsewhere branches on these fields, never on the
//! preset's name.
//!
//! Options that do not apply are `None` in a resolved set: the heap options without
//! `collect: heap`, `collect_from` without `first-void` trumps, `removed_card` outside three
//! players. An override that names one where it does not apply is refused; one that is
//! absent is simply not applicable, so a resolved set sent back as overrides resolves to
//! itself.
//!
//! Scoring merges field by field: a scoring override that names only some numbers takes the
//! others from the preset's scoring when the kind is the preset's (or not named), else from
//! that kind's defaults ([`Scoring::defaults`]).
//!
//! One file per concern: the options and their names (`options`), the presets (`presets`),
//! overrides on top of a preset (`overrides`), the refusal of impossible sets (`checks`) and
//! the typed field each refusal is about (`error`).

mod checks;
mod error;
mod options;
mod overrides;
mod presets;

pub use error::{RedealField, RuleError, RuleErrorKind, RuleField, ScoringField};
pub use options::{
    AfterCollection, CallerAfterLoss, Collect, CollectFrom, Count, FailedBavney, Preset, Redeal,
    RedealWhen, RedealWithout, Rotation, Scoring, ScoringKind, TensTie, TrumpMethod,
};
pub use overrides::{RedealOverrides, RulesOverrides, ScoringOverrides};

use crate::cards::Card;

/// The largest point value, target or streak a rule set may hold. Keeps every score of a game
/// of 1 000 deals far inside the integers a JSON client represents exactly (2^53).
pub const MAX_VALUE: i64 = 1_000_000_000;

/// A complete, consistent rule set. Build one with [`Preset::rules`] or [`Rules::resolve`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rules {
    pub preset: Preset,
    /// Seats at the table: 2, 3 or 4 (fixed by the preset).
    pub players: usize,
    /// One of the four seats is a dummy played by its partner (Dummy Rang; fixed by the
    /// preset). Which seat is named by each deal.
    pub dummy: bool,
    pub trump: TrumpMethod,
    pub blind_trump: bool,
    pub five_card_start: bool,
    pub trump_change: bool,
    pub two_of_hearts: bool,
    pub kot_passes: bool,
    pub collect: Collect,
    /// Heap only: the earliest trick (1–13) at whose end the heap may first be collected.
    pub first_collection: Option<i64>,
    /// Heap only.
    pub aces_block: Option<bool>,
    /// Heap only.
    pub after_collection: Option<AfterCollection>,
    /// Heap with first-void trumps only.
    pub collect_from: Option<CollectFrom>,
    pub count: Count,
    pub tens_tie: TensTie,
    pub failed_bavney: FailedBavney,
    pub scoring: Scoring,
    pub rotation: Rotation,
    pub caller_after_loss: CallerAfterLoss,
    pub redeal: Redeal,
    /// Three players only: the two taken out of the pack.
    pub removed_card: Option<Card>,
}

impl Rules {
    /// Cards each player holds when play starts: 17 with three players, else 13.
    pub const fn hand_size(&self) -> usize {
        if self.players == 3 { 17 } else { 13 }
    }

    /// Cards dealt to each player: 5 with two players (the rest is the stock), else the hand.
    pub const fn dealt_size(&self) -> usize {
        if self.players == 2 {
            5
        } else {
            self.hand_size()
        }
    }

    /// Tricks in a deal played to the end.
    pub const fn tricks_per_deal(&self) -> usize {
        self.hand_size()
    }

    /// Parties at the table: two partnerships with four seats, else one per player.
    pub const fn parties(&self) -> usize {
        if self.players == 4 { 2 } else { self.players }
    }

    /// A seat's party: `seat mod 2` with four seats, else the seat.
    pub const fn party(&self, seat: usize) -> usize {
        if self.players == 4 { seat % 2 } else { seat }
    }
}

/// What the tests of each concern share: resolving overrides into codes and fields.
#[cfg(test)]
mod testing {
    use super::*;

    pub fn resolve(o: RulesOverrides) -> Result<Rules, Vec<(&'static str, RuleField)>> {
        Rules::resolve(&o).map_err(|e| e.iter().map(|e| (e.kind.code(), e.field)).collect())
    }

    pub fn preset(name: &str) -> RulesOverrides {
        RulesOverrides {
            preset: Some(name.into()),
            ..Default::default()
        }
    }
}
