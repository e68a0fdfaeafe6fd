//! What the replay answers: the tricks as played and the judgement of the deal.

use crate::cards::{Card, CardSet, Suit};
use crate::court_piece::replay::{ChangedTrump, Pass};
use crate::court_piece::scoring::DealResult;
use crate::court_piece::tally::Tally;
use crate::court_piece::violation::Violation;
use crate::named::named_enum;

named_enum! {
    /// How concealed trumps came to be known.
    RevealedBy {
        /// One suit alone was consistent with every trick's winner (`reveal: inferred`).
        Inference => "inference",
        /// A player who could not follow asked (`reveal: on-demand`).
        Request => "request",
        /// The chooser had only the face-down card left.
        Necessity => "necessity",
    }
}

/// When and how concealed trumps were revealed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Revealed {
    /// The trick (from 1) at whose end (inference) or in which (a request, necessity) trumps
    /// became known.
    pub trick: usize,
    pub by: RevealedBy,
    /// The player who asked (a request only).
    pub seat: Option<usize>,
}

/// What a deal with concealed trumps adds to its outcome.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Concealment {
    /// The player who set the card face down (the caller, or the highest bidder); `None`
    /// while bids are awaited and after an all-pass redeal.
    pub chooser: Option<usize>,
    /// The face-down card (`None` until it is named).
    pub trump_card: Option<Card>,
    /// The bids as sent (`bidding` only).
    pub bids: Option<Vec<Option<i64>>>,
    /// The highest bid.
    pub bid: Option<u8>,
    /// `None` while trumps are concealed.
    pub revealed: Option<Revealed>,
    /// `reveal: inferred`: the suits still consistent with every finished trick (bit `suit`).
    pub candidates: Option<u8>,
    /// The card was shown to everybody (on request or by necessity; not by inference).
    pub shown: bool,
}

impl Concealment {
    /// Whether trumps were known when trick `trick` (from 1) ended (or now, for the trick
    /// in progress).
    pub fn trump_known(&self, trick: usize) -> bool {
        self.revealed.is_some_and(|r| r.trick <= trick)
    }

    /// The suits still consistent with every finished trick, clubs first (`reveal: inferred`).
    pub fn candidate_suits(&self) -> Option<Vec<Suit>> {
        self.candidates.map(|mask| {
            Suit::ALL
                .into_iter()
                .filter(|s| mask & (1 << *s as u8) != 0)
                .collect()
        })
    }
}

/// A collection of the heap at the end of a trick.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Collected {
    pub party: usize,
    pub tricks: usize,
}

/// One trick as played: complete, or the trick in progress (no winner yet). Kept small
/// (16 bytes), as a deal's replay writes thirteen of them.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
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

/// The cards played only: the array's unplayed places hold no card of this trick.
impl std::fmt::Debug for Trick {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Trick")
            .field("number", &self.number)
            .field("leader", &self.leader)
            .field("cards", &self.cards())
            .field("winner", &self.winner())
            .field("winning_card", &self.winning_card)
            .field("trump_set", &self.trump_set)
            .field("collected", &self.collected)
            .finish()
    }
}

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
    /// The trump change made, if any (`trump` is then the changed suit).
    pub trump_change: Option<ChangedTrump>,
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
    /// Concealed trumps only (boxed: the other presets' outcome stays small, and a replay
    /// returns it by value).
    pub concealed: Option<Box<Concealment>>,
    /// The cards each seat holds now, as far as the deal has gone (the first packet until
    /// trumps set from it are set, whatever was refused; never a face-down card): what a
    /// view shows its seat.
    pub hands: [CardSet; 4],
    /// `false` when each seat holds only its first packet and the request did not say which
    /// cards those are (`hands` without `first_five`): `hands` are then empty.
    pub hands_known: bool,
    /// Dummy Rang: the dummy's seat.
    pub dummy: Option<usize>,
    /// Satat's passes, once made (judged legal); empty before and without them.
    pub passes: Vec<Pass>,
}

impl DealOutcome {
    pub const fn valid(&self) -> bool {
        self.violation.is_none()
    }
}
