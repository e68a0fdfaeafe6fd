//! The rules of Court piece and its family as data: every option of `docs/rules/court-piece.md`, the twelve
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
//! overrides on top of a preset (`overrides`), the refusal of impossible sets (`checks`), why
//! (`error`) and the typed field each refusal is about (`field`); the resolved set itself
//! (`set`).

mod checks;
mod error;
mod field;
mod options;
mod overrides;
mod presets;
mod set;

pub use error::{RuleError, RuleErrorKind};
pub use field::{RedealField, RuleField, ScoringField};
pub use options::{
    AfterCollection, BeforeReveal, Bidding, CallerAfterLoss, Collect, CollectFrom, Count,
    FailedBavney, Preset, Redeal, RedealWhen, RedealWithout, Reveal, Rotation, Scoring,
    ScoringKind, TensTie, TrumpMethod, Unrevealed,
};
pub use overrides::{BiddingOverrides, RedealOverrides, RulesOverrides, ScoringOverrides};
pub use set::{MAX_VALUE, Rules};

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
