//! A resolved rule set: every option with its value.

use super::options::{
    AfterCollection, BeforeReveal, Bidding, CallerAfterLoss, Collect, CollectFrom, Count,
    FailedBavney, Preset, Redeal, Reveal, Rotation, Scoring, TensTie, TrumpMethod, Unrevealed,
};
use crate::cards::Card;

/// The largest point value, target or streak a rule set may hold. Keeps every score of a game
/// of 1 000 deals far inside the integers a JSON client represents exactly (2^53).
pub const MAX_VALUE: i64 = 1_000_000_000;

/// A complete, consistent rule set. Build one with [`Preset::rules`] or [`Rules::resolve`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rules {
    pub preset: Preset,
    /// Seats at the table: 2, 3 or 4 (fixed by the preset).
    pub players: usize,
    /// One of the four seats is a dummy played by its partner (Dummy Rang; fixed by the
    /// preset). Which seat is named by each deal.
    pub dummy: bool,
    pub trump: TrumpMethod,
    pub blind_trump: bool,
    pub five_card_start: bool,
    pub trump_change: bool,
    pub two_of_hearts: bool,
    pub kot_passes: bool,
    pub collect: Collect,
    /// Heap only: the earliest trick (1–13) at whose end the heap may first be collected.
    pub first_collection: Option<i64>,
    /// Heap only.
    pub aces_block: Option<bool>,
    /// Heap only.
    pub after_collection: Option<AfterCollection>,
    /// Heap with first-void trumps only.
    pub collect_from: Option<CollectFrom>,
    pub count: Count,
    pub tens_tie: TensTie,
    pub failed_bavney: FailedBavney,
    pub scoring: Scoring,
    pub rotation: Rotation,
    pub caller_after_loss: CallerAfterLoss,
    pub redeal: Redeal,
    /// Three players only: the two taken out of the pack.
    pub removed_card: Option<Card>,
    /// Concealed trumps only: how they come to be known.
    pub reveal: Option<Reveal>,
    /// Concealed trumps only: where tricks finished before the reveal go.
    pub unrevealed: Option<Unrevealed>,
    /// Concealed trumps only: who wins a trick before the reveal.
    pub before_reveal: Option<BeforeReveal>,
    /// Concealed trumps only: bidding for the right to choose them.
    pub bidding: Option<Bidding>,
}

impl Rules {
    /// Cards each player holds when play starts: 17 with three players, else 13.
    pub const fn hand_size(&self) -> usize {
        if self.players == 3 { 17 } else { 13 }
    }

    /// Cards dealt to each player: 5 with two players (the rest is the stock), else the hand.
    pub const fn dealt_size(&self) -> usize {
        if self.players == 2 {
            5
        } else {
            self.hand_size()
        }
    }

    /// Tricks in a deal played to the end.
    pub const fn tricks_per_deal(&self) -> usize {
        self.hand_size()
    }

    /// Parties at the table: two partnerships with four seats, else one per player.
    pub const fn parties(&self) -> usize {
        if self.players == 4 { 2 } else { self.players }
    }

    /// Trumps are set face down (`trump: concealed`).
    pub fn concealed(&self) -> bool {
        self.trump == TrumpMethod::Concealed
    }

    /// A seat's party: `seat mod 2` with four seats, else the seat.
    pub const fn party(&self, seat: usize) -> usize {
        if self.players == 4 { seat % 2 } else { seat }
    }
}
