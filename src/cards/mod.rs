//! The card model every game of the service shares: ranks, suits, cards, sets of cards,
//! the deck and its reproducible shuffle. Nothing here knows any game's rules.
//!
//! ```
//! use hakam::cards::{Card, Rank, Suit};
//!
//! let ten: Card = "10♥".parse().unwrap();
//! assert_eq!((ten.rank(), ten.suit()), (Rank::Ten, Suit::Hearts));
//! assert_eq!(ten.to_string(), "Th");
//! assert!("AhX".parse::<Card>().is_err());
//! ```

mod card;
pub mod deck;
mod set;

pub use card::{Card, CardParseError, Rank, Suit, spaced};
pub use set::CardSet;
