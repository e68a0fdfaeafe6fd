//! The replay of one deal from its decisions, finished or not (`deals/resolve`).
//!
//! A request carries the cards (the hands as dealt, or the seed) and every decision made so
//! far; the answer is a function of them. The decisions are judged in the order they are made
//! at the table:
//!
//! 1. a redeal called by the caller (before naming trumps, or on the whole hand);
//! 2. the naming of trumps (`trump`, or `trump_card` under `blind_trump`; none under
//!    first-void);
//! 3. a redeal asked by the caller's partner holding no trump, if the caller agrees;
//! 4. a trump change by the party opposite the caller;
//! 5. Satat's passes after a kot;
//! 6. the two-player exchange (discards, then 21 draws);
//! 7. the plays, trick by trick.
//!
//! Until trumps are named (or the exchange is done) the deal waits: the caller is the next
//! player and may hold any card, but a play there is `NO_TRUMP`; later decisions are not judged
//! yet. The first illegal decision stops the replay with one [`Violation`]; what could not have
//! been dealt is a contract error ([`DealError`]) instead.
//!
//! The hot path is the plays: a hand is a [`CardSet`], a trick a fixed array, legality a mask
//! operation; the only allocation is the list of tricks, reserved once.
//!
//! One `Engine` (`engine.rs`) carries what every phase shares (the hands, the trumps, the tricks,
//! the first violation); each phase adds its own methods in a file of its own, in the order
//! of the table, as OpenSpiel's bridge splits dealing, bidding and play behind one state:
//!
//! - `checks.rs`: the request's contract checks (hands, first five, seats named);
//! - `calls.rs`: the redeals, the naming of trumps and a trump change (steps 1 to 4);
//! - `passes.rs`: Satat's passes (step 5);
//! - `exchange.rs`: the two-player exchange (step 6);
//! - `play.rs`: the plays, trick by trick (step 7);
//! - `heap.rs`: the heap and its collections, under `collect: heap`;
//! - `end.rs`: the end of the deal, its result, and the outcome.

mod calls;
mod checks;
mod end;
mod engine;
mod exchange;
mod heap;
mod passes;
mod play;

pub(crate) use checks::{Table, check_decisions, table};

use super::dealing;
use super::error::{DealError, DealErrorKind, Location};
use super::rules::Rules;
use super::scoring::DealResult;
use super::tally::Tally;
use super::violation::Violation;
use crate::cards::{Card, CardSet, Suit};
use engine::Engine;

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
    pub player: usize,
    pub trump: Suit,
}

/// One of Satat's passes: `player` (of the party that lost the kot) passes `cards` to the
/// player before them, who passes `returned` back.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Pass {
    pub player: usize,
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
    /// Under `blind_trump`: the caller's card turned up for trumps.
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
}

/// A `deals/resolve` request without the rules.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct DealInput {
    pub dealer: usize,
    pub previous: Option<Previous>,
    pub decisions: Decisions,
}

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
    number: u8,
    leader: u8,
    cards: [Card; 4],
    len: u8,
    players: u8,
    /// `NO_SEAT` while in progress.
    winner: u8,
    winning_card: Option<Card>,
    trump_set: Option<Suit>,
    /// (party, tricks) collected at its end.
    collected: Option<(u8, u8)>,
}

const NO_SEAT: u8 = u8::MAX;

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
    /// the cards the player could have played (and `next_player` is `None`).
    pub next_player: Option<usize>,
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

/// Judges a deal (see the module docs). `Err` lists every contract error; a broken game rule
/// is an `Ok` outcome with a violation.
pub fn resolve_deal(rules: &Rules, input: &DealInput) -> Result<DealOutcome, Vec<DealError>> {
    dealing::check_rules(rules).map_err(|e| vec![e])?;
    let mut errors = Vec::new();
    if input.dealer >= rules.players {
        errors.push(DealError::new(
            Location::Dealer,
            DealErrorKind::DealerOutOfRange {
                dealer: input.dealer,
                players: rules.players,
            },
        ));
    }
    if let Some(p) = input.previous
        && p.party >= rules.parties()
    {
        errors.push(DealError::new(
            Location::PreviousParty,
            DealErrorKind::PartyOutOfRange {
                party: p.party,
                parties: rules.parties(),
            },
        ));
    }
    let source = check_decisions(rules, &input.decisions, &mut errors);
    match source {
        Some(source) if errors.is_empty() => {
            let table = table(rules, &source, input.dealer);
            let context = Context {
                previous: input.previous,
                redeals_in_a_row: 0,
            };
            Ok(replay(rules, &table, &input.decisions, &context))
        }
        _ => Err(errors),
    }
}

/// What a game supplies to a deal beyond its own decisions.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Context {
    pub previous: Option<Previous>,
    /// Redeals in a row just before this deal.
    pub redeals_in_a_row: i64,
}

/// Replays a checked deal.
pub(crate) fn replay(rules: &Rules, table: &Table, d: &Decisions, ctx: &Context) -> DealOutcome {
    let mut e = Engine::new(rules, table, d);
    e.run(d, ctx);
    e.finish(d.dummy)
}
