//! What the replay answers: the tricks as played and the judgement of the deal.

use crate::cards::{Card, CardSet, Suit};
use crate::court_piece::scoring::DealResult;
use crate::court_piece::tally::Tally;
use crate::court_piece::violation::Violation;

/// A collection of the heap at the end of a trick.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Collected {
    pub party: usize,
    pub tricks: usize,
}

/// One trick as played: complete, or the trick in progress (no winner yet). Kept small
/// (16 bytes), as a deal's replay writes thirteen of them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Trick {
    pub(super) number: u8,
    pub(super) leader: u8,
    pub(super) cards: [Card; 4],
    pub(super) len: u8,
    pub(super) players: u8,
    /// `NO_SEAT` while in progress.
    pub(super) winner: u8,
    pub(super) winning_card: Option<Card>,
    pub(super) trump_set: Option<Suit>,
    /// (party, tricks) collected at its end.
    pub(super) collected: Option<(u8, u8)>,
}

pub(super) const NO_SEAT: u8 = u8::MAX;

impl Trick {
    /// 1-based.
    pub const fn number(&self) -> usize {
        self.number as usize
    }

    pub const fn leader(&self) -> usize {
        self.leader as usize
    }

    /// The cards in the order played.
    pub fn cards(&self) -> &[Card] {
        &self.cards[..usize::from(self.len).min(4)]
    }

    /// The plays as `(seat, card)`, in the order played.
    pub fn plays(&self) -> impl ExactSizeIterator<Item = (usize, Card)> + '_ {
        let n = usize::from(self.players.max(1));
        let leader = self.leader();
        self.cards()
            .iter()
            .enumerate()
            .map(move |(i, &c)| ((leader + i) % n, c))
    }

    /// The winning seat (`None` while in progress).
    pub const fn winner(&self) -> Option<usize> {
        if self.winner == NO_SEAT {
            None
        } else {
            Some(self.winner as usize)
        }
    }

    pub const fn winning_card(&self) -> Option<Card> {
        self.winning_card
    }

    /// The trumps this trick set (first-void; trick 5 for a drawn card).
    pub const fn trump_set(&self) -> Option<Suit> {
        self.trump_set
    }

    /// What the winner's party collected at its end (heap only).
    pub const fn collected(&self) -> Option<Collected> {
        match self.collected {
            Some((party, tricks)) => Some(Collected {
                party: party as usize,
                tricks: tricks as usize,
            }),
            None => None,
        }
    }
}

/// The judgement of a deal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DealOutcome {
    /// The first illegal decision; `None` when valid.
    pub violation: Option<Violation>,
    pub dealer: usize,
    pub caller: usize,
    /// The trumps in force (after a change; `None` before they are named or set, with no
    /// trumps at all, and for a redeal).
    pub trump: Option<Suit>,
    /// The tricks played, the one in progress last.
    pub tricks: Vec<Trick>,
    /// Tricks on the heap, not collected (heap only; 0 otherwise).
    pub heap: usize,
    /// Tricks won (collect tricks) or collected (heap), per party.
    pub tricks_won: Tally<u8>,
    /// Tens collected per party (`count: tens` only).
    pub tens_won: Option<Tally<u8>>,
    pub complete: bool,
    /// In progress: whose turn it is, and what that player may play. After an illegal card:
    /// the cards the player could have played (and `next_seat` is `None`).
    pub next_seat: Option<usize>,
    pub legal_cards: Option<CardSet>,
    /// Only when complete.
    pub result: Option<DealResult>,
    pub next_dealer: Option<usize>,
    pub next_caller: Option<usize>,
}

impl DealOutcome {
    pub const fn valid(&self) -> bool {
        self.violation.is_none()
    }
}
