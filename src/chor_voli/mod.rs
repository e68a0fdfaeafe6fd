//! The rules engine of Chor Voli and Ramchi: pure functions of typed values, with no HTTP,
//! no OpenAPI and no logging set-up, usable as a plain Rust library.
//!
//! - [`rules`]: every option of `RULES.md`, the presets, overrides and their refusal.
//! - [`combination`]: the five categories, strength, canonical order and names.
//! - [`partition`]: the legality of a partition and its violations.
//! - [`solver`]: the most combinations a hand allows, and the best partitions of a hand.

pub mod combination;
pub mod partition;
pub mod rules;
pub mod solver;

pub use combination::{Category, Combination, InvalidReason, RankOrder, Strength};
pub use partition::{Entry, EntryProblem, PartitionReport, Violation, ViolationKind, validate};
pub use rules::{
    Preset, QuadsHigh, RuleError, RuleErrorKind, Rules, RulesOverrides, Scoring, Straights, Ties,
    TripsHigh,
};
pub use solver::{Budget, Score, Suggestion, Suggestions, max_combinations, suggest};

impl Rules {
    /// The two options that order combinations.
    pub const fn rank_order(&self) -> RankOrder {
        RankOrder {
            trips_high: self.trips_high,
            straights: self.straights,
        }
    }
}
