//! Contract errors: a deal that cannot have been dealt, with the position of each problem.

use super::MAX_POOL_CARRIED;
use crate::cards::Card;

/// What of a deal (or of a game) a contract error is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DealField {
    /// The dealer's seat.
    Dealer,
    /// The first dealer of a game.
    FirstDealer,
    /// The pool carried into the deal.
    PoolCarried,
    /// The list of seats.
    Players,
    /// A seat's hand.
    Hand { seat: usize },
    /// One card of a seat's hand, by its index in the hand as given.
    HandCard { seat: usize, card: usize },
    /// The face-up card.
    FaceUp,
    /// The 2♦ exchange.
    Exchanged,
    /// The chips of a game's players.
    Chips,
    /// One player's chips in a game.
    PlayerChips { seat: usize },
    /// The deals of a game.
    Deals,
    /// The deal itself (a game's deal that cannot be played).
    Whole,
}

/// Where a contract error is: a field of the deal, or of deal `deal` of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DealPosition {
    /// The index of the deal in a game; `None` for a single deal or the game's own fields.
    pub deal: Option<usize>,
    pub field: DealField,
}

impl DealPosition {
    /// A field of a single deal, or of the game itself.
    pub const fn of(field: DealField) -> DealPosition {
        DealPosition { deal: None, field }
    }

    /// A field of deal `deal` of a game.
    pub const fn in_deal(deal: usize, field: DealField) -> DealPosition {
        DealPosition {
            deal: Some(deal),
            field,
        }
    }
}

/// A deal that cannot have been dealt, or a request that breaks the contract: the HTTP
/// layer answers 422 with every one found, each at its position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DealError {
    pub at: DealPosition,
    pub kind: DealErrorKind,
}

impl DealError {
    pub(crate) const fn new(at: DealPosition, kind: DealErrorKind) -> DealError {
        DealError { at, kind }
    }

    /// The stable code the API reports.
    pub const fn code(&self) -> &'static str {
        self.kind.code()
    }

    /// A readable explanation.
    pub fn message(&self) -> String {
        self.kind.to_string()
    }
}

/// Why a request cannot be judged.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DealErrorKind {
    #[error("the rules seat {expected} players, and {found} were given")]
    WrongPlayerCount { expected: usize, found: usize },
    #[error("a hand of these rules has {expected} cards, not {found}")]
    WrongHandSize { expected: usize, found: usize },
    /// `first` is where the card was first seen.
    #[error("{card} is dealt twice")]
    DuplicateCard { card: Card, first: DealPosition },
    #[error(
        "{players} players with {hand_size} cards each use the whole pack, so there is no face-up card"
    )]
    FaceUpNotDealt { players: usize, hand_size: usize },
    #[error("these rules do not allow the exchange of the 2♦ for the face-up card")]
    ExchangeNotAllowed,
    #[error("an exchange needs the face-up card, and none was given")]
    ExchangedWithoutFaceUp,
    #[error("nobody holds the 2♦ (it is the face-up card), so nobody can exchange it")]
    ExchangedWithoutTwoOfDiamonds,
    #[error("the dealer must be a seat from 0 to {}, not {dealer}", .players.saturating_sub(1))]
    DealerOutOfRange { dealer: usize, players: usize },
    #[error("the pool carried into a deal cannot be negative ({0})")]
    NegativePool(i64),
    #[error("the pool carried into a deal may hold at most {MAX_POOL_CARRIED} chips ({0})")]
    PoolTooLarge(i64),
    #[error("a player's chips must be from 0 to {max}, not {chips}")]
    ChipsOutOfRange { chips: i64, max: i64 },
    #[error("a game has at most {max} deals, not {found}")]
    TooManyDeals { max: usize, found: usize },
    #[error("the game is over: player {seat} could not ante {ante} before this deal")]
    GameFinished { seat: usize, ante: i64 },
}

impl DealErrorKind {
    /// The stable code the API reports.
    pub const fn code(&self) -> &'static str {
        match self {
            DealErrorKind::WrongPlayerCount { .. } => "WRONG_PLAYER_COUNT",
            DealErrorKind::WrongHandSize { .. } => "WRONG_HAND_SIZE",
            DealErrorKind::DuplicateCard { .. } => "DUPLICATE_CARD",
            DealErrorKind::FaceUpNotDealt { .. } => "FACE_UP_NOT_DEALT",
            DealErrorKind::ExchangeNotAllowed => "EXCHANGE_NOT_ALLOWED",
            DealErrorKind::ExchangedWithoutFaceUp => "EXCHANGED_WITHOUT_FACE_UP",
            DealErrorKind::ExchangedWithoutTwoOfDiamonds => "EXCHANGED_WITHOUT_TWO_OF_DIAMONDS",
            DealErrorKind::DealerOutOfRange { .. } => "DEALER_OUT_OF_RANGE",
            DealErrorKind::NegativePool(_) => "NEGATIVE_POOL",
            DealErrorKind::PoolTooLarge(_) => "POOL_TOO_LARGE",
            DealErrorKind::ChipsOutOfRange { .. } => "CHIPS_OUT_OF_RANGE",
            DealErrorKind::TooManyDeals { .. } => "TOO_MANY_DEALS",
            DealErrorKind::GameFinished { .. } => "GAME_FINISHED",
        }
    }
}

// ---------------------------------------------------------------------------------------
// Resolving a deal.
