//! The rules engine of Chor Voli and Ramchi: pure functions of typed values, with no HTTP,
//! no OpenAPI and no logging set-up, usable as a plain Rust library.
//!
//! - [`rules`]: every option of `docs/rules/chor-voli.md`, the presets, overrides and their refusal.
//! - [`combination`]: the five categories, strength, canonical order and names.
//! - [`partition`]: the legality of a partition and its violations.
//! - [`solver`]: the most combinations a hand allows, and the best partitions of a hand.
//! - [`suggest_request`]: a request for the best partitions, checked at its fields.
//! - [`advise`]: partitions scored by the chips they win per deal, by Monte Carlo.
//! - [`deal`](mod@deal): the seeded deal, four of a kind, showdowns, scoring and the next dealer.
//! - [`round`]: one showdown, the winner among the combinations shown.
//! - [`game`]: a game of several deals: antes, the carried pool, the end of the game.
//!
//! ```
//! use hakam::cards::Card;
//! use hakam::chor_voli::{Category, Combination, Preset, Rules};
//!
//! let cards = |t: [&str; 3]| t.map(|c| c.parse::<Card>().unwrap());
//! let rules = Rules::default(); // the chor-voli preset
//! let akq = Combination::new(cards(["Qh", "Ah", "Kh"]), rules.rank_order()).unwrap();
//! assert_eq!(akq.category(), Category::StraightFlush);
//! assert_eq!(akq.name(), "straight flush, A-K-Q");
//!
//! // Under Ramchi straights 3-2-A is the best run and A-K-Q only third.
//! let ramchi = Preset::Ramchi4.rules().rank_order();
//! let a32 = Combination::new(cards(["3s", "2s", "As"]), ramchi).unwrap();
//! assert!(a32.strength() > Combination::new(cards(["Qh", "Ah", "Kh"]), ramchi).unwrap().strength());
//! ```

pub mod advise;
pub mod combination;
pub mod deal;
pub mod game;
pub mod partition;
pub mod round;
pub mod rules;
pub mod solver;
pub mod suggest_request;

pub use combination::{Category, Combination, InvalidReason, RankOrder, Strength};
pub use deal::{
    DealError, DealErrorKind, DealField, DealInput, DealOutcome, DealPosition, Dealt, Play,
    PlayerInput, PlayerViolation, Quads, Round, Settlement, deal, resolve_deal,
};
pub use game::{
    GameDeal, GameDealInput, GameOutcome, StopReason, resolve_game, resolve_game_limited,
};
pub use partition::{Entry, EntryProblem, PartitionReport, Violation, ViolationKind, validate};
pub use round::{
    RoundError, RoundErrorKind, RoundOutcome, RoundPlay, RoundPosition, resolve_round,
};
pub use rules::{
    Preset, QuadsHigh, RuleError, RuleErrorKind, RuleField, Rules, RulesOverrides, Scoring,
    Straights, Ties, TripsHigh,
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
