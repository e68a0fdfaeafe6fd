//! The state of concealed trumps during a replay: who chose, the card, whether it is known or
//! shown, the suits still possible, the tricks held until the reveal, and the trick in
//! progress's asker and 2♥. Its own file, so that the engine and the phases that read it do
//! not import each other.

use super::outcome::Revealed;
use crate::cards::Card;

/// The state of concealed trumps during a replay.
#[derive(Debug, Clone, Copy)]
pub(super) struct FaceDown {
    pub(super) chooser: Option<usize>,
    pub(super) card: Option<Card>,
    pub(super) bid: Option<u8>,
    pub(super) known: bool,
    pub(super) shown: bool,
    pub(super) revealed: Option<Revealed>,
    /// `reveal: inferred`: the suits consistent with every finished trick (bit `suit`).
    pub(super) candidates: u8,
    /// `unrevealed: heap`: tricks finished while trumps were concealed, not collected yet.
    pub(super) pending: u8,
    /// The player who asked for trumps in the trick in progress (must trump if able).
    pub(super) asker: Option<usize>,
    /// The 2♥ was played to the trick in progress while trumps were unknown: the players
    /// after it may play any card.
    pub(super) freed: bool,
}

impl FaceDown {
    pub(super) fn new() -> FaceDown {
        FaceDown {
            chooser: None,
            card: None,
            bid: None,
            known: false,
            shown: false,
            revealed: None,
            candidates: 0b1111,
            pending: 0,
            asker: None,
            freed: false,
        }
    }
}
