//! Contract errors: a request that cannot have been dealt or cannot be judged (the HTTP layer
//! answers 422, listing every one found). A broken game rule is not one of these: it is an
//! answer with a [`Violation`](super::Violation).
//!
//! Errors carry positions ([`DealField`]: a field, a seat, a card index, a deal of a game),
//! never JSON pointers: the HTTP layer turns them into pointers.

use super::rules::RuleError;
use crate::cards::Card;

/// Where in a request a contract error is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DealField {
    Dealer,
    FirstDealer,
    /// The seat a view is for.
    View,
    Seed,
    /// The `hands` list as a whole.
    Hands,
    /// One seat's hand.
    Hand {
        seat: usize,
    },
    /// One card of a seat's hand, by its index in the list sent.
    HandCard {
        seat: usize,
        index: usize,
    },
    FirstFive,
    FirstFiveHand {
        seat: usize,
    },
    FirstFiveCard {
        seat: usize,
        index: usize,
    },
    Redeal,
    TrumpChangePlayer,
    Passes,
    PassPlayer {
        index: usize,
    },
    PreviousParty,
    Discards,
    Draws,
    Dummy,
    /// The `deals` list of a game.
    Deals,
    /// A game's deal as a whole (with [`DealError::deal`] naming it): one after the end, or
    /// one in progress before the last.
    Deal,
    /// The `plays` list of a single trick (`tricks/resolve`).
    TrickPlays,
    TrickPlayPlayer {
        index: usize,
    },
    TrickPlayCard {
        index: usize,
    },
    /// The rule set (one built by hand that [`Rules::problems`](super::Rules::problems)
    /// refuses).
    Rules,
}

/// A request that breaks the contract. `deal` is the index of the deal in a game's `deals`
/// (`None` for a single deal or a field of the game itself).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DealError {
    pub deal: Option<usize>,
    pub at: DealField,
    pub kind: DealErrorKind,
}

impl DealError {
    pub(crate) const fn new(at: DealField, kind: DealErrorKind) -> DealError {
        DealError {
            deal: None,
            at,
            kind,
        }
    }

    /// The same error, in deal `index` of a game.
    pub(crate) fn in_deal(self, index: usize) -> DealError {
        DealError {
            deal: Some(index),
            ..self
        }
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
    #[error("the rule set is impossible ({} problems)", .0.len())]
    InvalidRules(Vec<RuleError>),
    #[error("the dealer must be a seat from 0 to {}, not {dealer}", .players.saturating_sub(1))]
    DealerOutOfRange { dealer: usize, players: usize },
    #[error("a seat is a number from 0 to {}, not {seat}", .players.saturating_sub(1))]
    SeatOutOfRange { seat: usize, players: usize },
    #[error("a party is a number from 0 to {}, not {party}", .parties.saturating_sub(1))]
    PartyOutOfRange { party: usize, parties: usize },
    #[error("give either the hands or the seed of the deal, not both")]
    HandsAndSeed,
    #[error("give the hands or the seed of the deal")]
    NoHandsNorSeed,
    #[error(
        "a two-player deal is replayed from its seed only: hands cannot say what the stock holds"
    )]
    HandsWithStock,
    #[error("the rules seat {expected} players, and {found} hands were given")]
    WrongHandCount { expected: usize, found: usize },
    #[error("a hand of these rules has {expected} cards as dealt, not {found}")]
    WrongHandSize { expected: usize, found: usize },
    #[error("{card} is given twice")]
    DuplicateCard { card: Card, first: DealField },
    #[error("{0} is taken out of the pack for three players, so it cannot be dealt")]
    RemovedCardDealt(Card),
    #[error("the first five follow from the seed and cannot be given with it")]
    FirstFiveWithSeed,
    #[error("the first five are given for {expected} seats, not {found}")]
    WrongFirstFiveCount { expected: usize, found: usize },
    #[error("a first packet has 5 cards, not {0}")]
    WrongFirstFiveSize(usize),
    #[error("{0} is in the first five but not in that seat's hand")]
    FirstFiveNotInHand(Card),
    #[error("these rules need the first five of each seat to judge the deal")]
    FirstFiveMissing,
    /// A view asked for while each seat holds only its first packet, of `hands` sent
    /// without `first_five`.
    #[error(
        "until trumps are set each seat holds only its first five: a view of this deal needs first_five with the hands"
    )]
    FirstFiveMissingForView,
    #[error("this field does not apply under these rules")]
    NotForTheseRules,
    #[error("Dummy Rang needs the dummy's seat")]
    DummyMissing,
    #[error("a trick has from 2 to {max} plays, not {found}")]
    WrongPlayCount { max: usize, found: usize },
    #[error("seat {0} plays twice in one trick")]
    SeatTwice(usize),
    /// A trick goes round in seat order from its leader.
    #[error(
        "seat {seat} plays out of turn: a trick goes round in seat order from its leader, so after seat {previous} comes seat {expected}"
    )]
    SeatOutOfTurn {
        seat: usize,
        previous: usize,
        expected: usize,
    },
    #[error("a game has from 1 to {max} deals, not {found}")]
    WrongDealCount { max: usize, found: usize },
    #[error("the game ended at its target before this deal")]
    GameFinished,
    #[error("only the last deal of a game may be in progress")]
    DealInProgress,
    #[error(
        "analysis covers four-player deals under a called trump that collect tricks (the presets court-piece, hokm, troefcall and satat) or heap them counting tricks (double-sar) or tens with a 2-2 split going to the party that did not deal (dehla-pakad); concealed trumps (trup-kasiet, dabba-rang) are not analysed, as a double-dummy answer assumes every player knows trumps"
    )]
    NotAnalysable,
}

impl DealErrorKind {
    /// The stable code the API reports.
    pub const fn code(&self) -> &'static str {
        match self {
            DealErrorKind::InvalidRules(_) => "INVALID_RULES",
            DealErrorKind::DealerOutOfRange { .. } => "DEALER_OUT_OF_RANGE",
            DealErrorKind::SeatOutOfRange { .. } => "SEAT_OUT_OF_RANGE",
            DealErrorKind::PartyOutOfRange { .. } => "PARTY_OUT_OF_RANGE",
            DealErrorKind::HandsAndSeed => "HANDS_AND_SEED",
            DealErrorKind::NoHandsNorSeed => "NO_HANDS_NOR_SEED",
            DealErrorKind::HandsWithStock => "HANDS_WITH_STOCK",
            DealErrorKind::WrongHandCount { .. } => "WRONG_HAND_COUNT",
            DealErrorKind::WrongHandSize { .. } => "WRONG_HAND_SIZE",
            DealErrorKind::DuplicateCard { .. } => "DUPLICATE_CARD",
            DealErrorKind::RemovedCardDealt(_) => "REMOVED_CARD_DEALT",
            DealErrorKind::FirstFiveWithSeed => "FIRST_FIVE_WITH_SEED",
            DealErrorKind::WrongFirstFiveCount { .. } => "WRONG_FIRST_FIVE_COUNT",
            DealErrorKind::WrongFirstFiveSize(_) => "WRONG_FIRST_FIVE_SIZE",
            DealErrorKind::FirstFiveNotInHand(_) => "FIRST_FIVE_NOT_IN_HAND",
            DealErrorKind::FirstFiveMissing | DealErrorKind::FirstFiveMissingForView => {
                "FIRST_FIVE_MISSING"
            }
            DealErrorKind::NotForTheseRules => "NOT_FOR_THESE_RULES",
            DealErrorKind::DummyMissing => "DUMMY_MISSING",
            DealErrorKind::WrongPlayCount { .. } => "WRONG_PLAY_COUNT",
            DealErrorKind::SeatTwice(_) => "SEAT_TWICE",
            DealErrorKind::SeatOutOfTurn { .. } => "SEAT_OUT_OF_TURN",
            DealErrorKind::WrongDealCount { .. } => "WRONG_DEAL_COUNT",
            DealErrorKind::GameFinished => "GAME_FINISHED",
            DealErrorKind::DealInProgress => "DEAL_IN_PROGRESS",
            DealErrorKind::NotAnalysable => "NOT_ANALYSABLE",
        }
    }
}
