//! One deal from shuffle to settlement: the seeded deal, four of a kind, the showdowns,
//! scoring and the next dealer.
//!
//! ## Dealing
//!
//! [`deal`] follows the algorithm written down in [`crate::cards::deck`] (and, with a worked
//! example and a Python reference, in `docs/dealing.md`): the hands are a function of the seed
//! and the rules alone; the dealer, when not given, is drawn from the same stream after the
//! shuffle, so giving a dealer never changes the hands.
//!
//! ## Resolving a deal
//!
//! [`resolve_deal`] judges a deal as the players report it. What could not have been dealt
//! (a hand of the wrong size, a card twice, a face-up card the rules do not deal, …) is a
//! contract error ([`DealError`], every one found); a broken game rule is an answer: the
//! outcome lists the violations and has no [`Settlement`].
//!
//! - Four of a kind (when `quads_win`) is judged on the hands as dealt, before the 2♦
//!   exchange. Several holders: the highest by `quads_high`. A 17-card hand may hold two
//!   fours of a kind; its best one counts. The winner takes the whole pool (`pool_carried`
//!   plus every ante), there are no rounds, the partitions are not looked at, and the winner
//!   deals next.
//! - Otherwise every partition is validated against its hand (after the swap for the holder
//!   of the 2♦ when `exchanged`), and the rounds are played: round 1 is led from the player
//!   after the dealer, later rounds from the previous winner, skipping players with nothing
//!   left to show; the strongest wins, equals by `ties`; the winner of the last round deals
//!   next.
//!
//! Arithmetic: `rules` must be consistent (as [`Rules::resolve`](super::Rules::resolve) and
//! [`Preset::rules`](super::Preset::rules) guarantee: antes and payouts at most
//! [`MAX_AMOUNT`](super::rules::MAX_AMOUNT)), and `pool_carried` is at most
//! [`MAX_POOL_CARRIED`], so no sum here can overflow.
//!
//! [`Preset::rules`]: super::Preset::rules

mod dealing;
mod error;
mod resolve;
#[cfg(test)]
pub(crate) mod testing;

pub use dealing::{Dealt, Quads, best_quads, deal, quads};
pub use error::{DealError, DealErrorKind, DealField, DealPosition};
pub(crate) use resolve::{DealCards, MAX_PLAYERS, check_deal, judge, played_chips, quads_chips};
pub use resolve::{
    DealInput, DealOutcome, Play, PlayerInput, PlayerViolation, Round, Settlement, resolve_deal,
    sample_deal,
};

use crate::cards::{Card, Rank, Suit};

/// The card whose holder may take the face-up card in exchange (Ramchi for three players).
pub const TWO_OF_DIAMONDS: Card = Card::new(Rank::Two, Suit::Diamonds);

/// The most chips a pool carried into a deal may hold: the largest integer a JSON client
/// represents exactly (2^53 − 1).
pub const MAX_POOL_CARRIED: i64 = (1 << 53) - 1;
