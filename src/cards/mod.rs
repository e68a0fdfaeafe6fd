//! The card model every game of the service shares: ranks, suits, cards, sets of cards,
//! the deck and its reproducible shuffle. Nothing here knows any game's rules.

mod card;
pub mod deck;
mod set;

pub use card::{Card, CardParseError, Rank, Suit};
pub use set::CardSet;
