//! What a `deals/resolve` request decides: the redeals, trumps, passes, exchange and plays,
//! with what a game supplies beyond them.

use crate::cards::{Card, Suit};

/// Who asks for a redeal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RedealBy {
    Caller,
    Partner,
}

/// A redeal request.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RedealRequest {
    pub by: RedealBy,
    /// For a partner's request: whether the caller agrees (absent: no).
    pub agreed: Option<bool>,
}

/// A trump change by a player of the party opposite the caller.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TrumpChange {
    pub seat: usize,
    pub trump: Suit,
}

/// A trump change made (judged legal), as every seat saw it: who changed trumps, to what, and
/// the suit the caller had named. Public: the table hears it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct ChangedTrump {
    pub seat: usize,
    pub trump: Suit,
    pub called: Suit,
}

/// One of Satat's passes: `seat` (of the party that lost the kot) passes `cards` to the
/// player before them, who passes `returned` back.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Pass {
    pub seat: usize,
    pub cards: Vec<Card>,
    pub returned: Vec<Card>,
}

/// What the passes follow: the previous deal's kot or bavney, and the party that made it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Previous {
    pub kot: bool,
    pub bavney: bool,
    pub party: usize,
}

/// The cards and decisions of one deal: a `deals/resolve` body without `rules`, `dealer` and
/// `previous` (exactly a deal of `games/resolve`).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Decisions {
    /// The hands as dealt, one per seat (or `seed`).
    pub hands: Option<Vec<Vec<Card>>>,
    pub seed: Option<String>,
    /// Each seat's first packet (with `hands` only).
    pub first_five: Option<Vec<Vec<Card>>>,
    pub redeal: Option<RedealRequest>,
    pub trump: Option<Suit>,
    /// Under `blind_trump`: the caller's card turned up for trumps; under concealed trumps:
    /// the chooser's card set face down.
    pub trump_card: Option<Card>,
    /// Under `five_card_start`: the card drawn from the first five tricks when all were
    /// followed.
    pub drawn_card: Option<Card>,
    pub trump_change: Option<TrumpChange>,
    pub passes: Option<Vec<Pass>>,
    /// Two players: the caller's 3 discards, then the dealer's 2.
    pub discards: Option<Vec<Vec<Card>>>,
    /// Two players: for each of the 21 turns, whether the top card was kept.
    pub draws: Option<Vec<bool>>,
    /// Dummy Rang: the dummy's seat.
    pub dummy: Option<usize>,
    /// Every card played, in order; the player is implied.
    pub plays: Vec<Card>,
    /// Concealed trumps, `on-demand`: where players asked for trumps, each as the number of
    /// cards of `plays` before the request (the asker's card is the next one), ascending.
    pub reveals: Vec<usize>,
    /// With `bidding`: one entry per player from the caller, a number of tricks or `None`
    /// for a pass.
    pub bids: Option<Vec<Option<i64>>>,
}

/// A `deals/resolve` request without the rules.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct DealInput {
    pub dealer: usize,
    pub previous: Option<Previous>,
    pub decisions: Decisions,
}

/// What a game supplies to a deal beyond its own decisions.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Context {
    pub previous: Option<Previous>,
    /// Redeals in a row just before this deal.
    pub redeals_in_a_row: i64,
}
