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

use super::dealing::{self, STOCK_SIZE, lacks_redeal_ranks};
use super::error::{DealError, DealErrorKind, Location};
use super::rules::{
    AfterCollection, Collect, CollectFrom, Count, FailedBavney, RedealWhen, Rules, TensTie,
    TrumpMethod,
};
use super::scoring::{DealResult, ResultKind, next_turn};
use super::tally::Tally;
use super::trick::{SUIT_MASKS, TWO_OF_HEARTS, TrickState, following, legal_cards, special_two};
use super::violation::{Decision, Violation, ViolationCode, pretty, pretty_list, suit_name};
use crate::cards::{Card, CardSet, Rank, Suit};

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

// ---------------------------------------------------------------------------------------
// Contract checks.

/// Where the cards of a deal come from, once checked.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Source<'a> {
    /// The request's lists, checked.
    Hands {
        hands: &'a [Vec<Card>],
        first_five: Option<&'a [Vec<Card>]>,
    },
    Seed(&'a str),
}

/// Up to four lists of cards as sets (the lists checked, so no card is lost).
fn sets_of(lists: &[Vec<Card>]) -> [CardSet; 4] {
    let set = |i: usize| {
        CardSet::from_bits(lists.get(i).map_or(0, |list| {
            list.iter().fold(0u64, |bits, c| bits | 1 << c.index())
        }))
    };
    [set(0), set(1), set(2), set(3)]
}

/// The cards of a deal with its dealer.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Table {
    pub dealer: usize,
    pub hands: [CardSet; 4],
    pub first_five: Option<[CardSet; 4]>,
    pub stock: [Card; STOCK_SIZE],
}

/// The cards of a checked deal dealt by `dealer` (a seat).
pub(crate) fn table(rules: &Rules, source: &Source, dealer: usize) -> Table {
    match *source {
        Source::Hands { hands, first_five } => Table {
            dealer,
            hands: sets_of(hands),
            first_five: first_five.map(sets_of),
            stock: [TWO_OF_HEARTS; STOCK_SIZE],
        },
        Source::Seed(seed) => {
            let p = dealing::packets(rules, seed, Some(dealer));
            Table {
                dealer,
                hands: p.hands,
                first_five: Some(p.first_five),
                stock: p.stock,
            }
        }
    }
}

/// The contract checks of a deal's cards and decisions that do not depend on its dealer.
/// Pushes every error found; returns the cards when they could have been dealt.
pub(crate) fn check_decisions<'a>(
    rules: &Rules,
    d: &'a Decisions,
    errors: &mut Vec<DealError>,
) -> Option<Source<'a>> {
    let before = errors.len();
    let n = rules.players;
    let mut error = |at, kind| errors.push(DealError::new(at, kind));
    let seat =
        |seat: usize| (seat >= n).then_some(DealErrorKind::SeatOutOfRange { seat, players: n });
    if let Some(tc) = d.trump_change
        && let Some(kind) = seat(tc.player)
    {
        error(Location::TrumpChangePlayer, kind);
    }
    for (index, pass) in d.passes.iter().flatten().enumerate() {
        if let Some(kind) = seat(pass.player) {
            error(Location::PassPlayer { index }, kind);
        }
    }
    match (d.dummy, rules.dummy) {
        (Some(_), false) => error(Location::Dummy, DealErrorKind::NotForTheseRules),
        (None, true) => error(Location::Dummy, DealErrorKind::DummyMissing),
        (Some(s), true) => {
            if let Some(kind) = seat(s) {
                error(Location::Dummy, kind);
            }
        }
        (None, false) => {}
    }
    if n != 2 {
        if d.discards.is_some() {
            error(Location::Discards, DealErrorKind::NotForTheseRules);
        }
        if d.draws.is_some() {
            error(Location::Draws, DealErrorKind::NotForTheseRules);
        }
    }
    let needs_first_five = rules.five_card_start
        || (rules.redeal.when == RedealWhen::FirstFive
            && d.redeal.is_some_and(|r| r.by == RedealBy::Caller));
    let source = match (&d.hands, &d.seed) {
        (Some(_), Some(_)) => {
            error(Location::Hands, DealErrorKind::HandsAndSeed);
            None
        }
        (None, None) => {
            error(Location::Hands, DealErrorKind::NoHandsNorSeed);
            None
        }
        (None, Some(seed)) => {
            if d.first_five.is_some() {
                error(Location::FirstFive, DealErrorKind::FirstFiveWithSeed);
            }
            Some(Source::Seed(seed))
        }
        (Some(_), None) if n == 2 => {
            error(Location::Hands, DealErrorKind::HandsWithStock);
            None
        }
        (Some(hands), None) => {
            let dealt = check_hands(rules, hands, errors);
            match &d.first_five {
                Some(ff) if dealt => check_first_five(rules, ff, &sets_of(hands), errors),
                None if dealt && needs_first_five => errors.push(DealError::new(
                    Location::FirstFive,
                    DealErrorKind::FirstFiveMissing,
                )),
                _ => {}
            }
            dealt.then_some(Source::Hands {
                hands,
                first_five: d.first_five.as_deref(),
            })
        }
    };
    source.filter(|_| errors.len() == before)
}

/// Whether the hands could have been dealt (every error found is pushed).
fn check_hands(rules: &Rules, hands: &[Vec<Card>], errors: &mut Vec<DealError>) -> bool {
    let n = rules.players;
    // The common case, as bit operations: every hand of the right size and, all together,
    // as many distinct cards as were listed (so none twice), the removed card not among them.
    let size = rules.dealt_size();
    let removed = rules.removed_card.map_or(0, |c| 1u64 << c.index());
    let mut seen = 0u64;
    let mut fine = hands.len() == n;
    for hand in hands {
        fine &= hand.len() == size;
        seen |= hand.iter().fold(0u64, |b, c| b | 1 << c.index());
    }
    if fine && seen.count_ones() as usize == n * size && seen & removed == 0 {
        return true;
    }
    let before = errors.len();
    if hands.len() != n {
        errors.push(DealError::new(
            Location::Hands,
            DealErrorKind::WrongHandCount {
                expected: n,
                found: hands.len(),
            },
        ));
    }
    let mut seen = CardSet::EMPTY;
    for (seat, hand) in hands.iter().enumerate() {
        if hand.len() != rules.dealt_size() {
            errors.push(DealError::new(
                Location::Hand { seat },
                DealErrorKind::WrongHandSize {
                    expected: rules.dealt_size(),
                    found: hand.len(),
                },
            ));
        }
        for (index, &card) in hand.iter().enumerate() {
            let at = Location::HandCard { seat, index };
            if !seen.insert(card) {
                errors.push(DealError::new(
                    at,
                    DealErrorKind::DuplicateCard {
                        card,
                        first: first_location(hands, card),
                    },
                ));
            }
            if rules.removed_card == Some(card) {
                errors.push(DealError::new(at, DealErrorKind::RemovedCardDealt(card)));
            }
        }
    }
    errors.len() == before
}

fn first_location(hands: &[Vec<Card>], card: Card) -> Location {
    for (seat, hand) in hands.iter().enumerate() {
        if let Some(index) = hand.iter().position(|&c| c == card) {
            return Location::HandCard { seat, index };
        }
    }
    Location::Hands
}

fn check_first_five(
    rules: &Rules,
    first_five: &[Vec<Card>],
    hands: &[CardSet; 4],
    errors: &mut Vec<DealError>,
) {
    if first_five.len() != rules.players {
        errors.push(DealError::new(
            Location::FirstFive,
            DealErrorKind::WrongFirstFiveCount {
                expected: rules.players,
                found: first_five.len(),
            },
        ));
    }
    let mut sets = [CardSet::EMPTY; 4];
    for (seat, (five, hand)) in first_five.iter().zip(hands).enumerate() {
        if five.len() != 5 {
            errors.push(DealError::new(
                Location::FirstFiveHand { seat },
                DealErrorKind::WrongFirstFiveSize(five.len()),
            ));
        }
        for (index, &card) in five.iter().enumerate() {
            let at = Location::FirstFiveCard { seat, index };
            if !hand.contains(card) {
                errors.push(DealError::new(at, DealErrorKind::FirstFiveNotInHand(card)));
            } else if !sets[seat].insert(card) {
                errors.push(DealError::new(
                    at,
                    DealErrorKind::DuplicateCard {
                        card,
                        first: Location::FirstFiveCard {
                            seat,
                            index: five.iter().position(|&c| c == card).unwrap_or(index),
                        },
                    },
                ));
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// The replay.

/// What a game supplies to a deal beyond its own decisions.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Context {
    pub previous: Option<Previous>,
    /// Redeals in a row just before this deal.
    pub redeals_in_a_row: i64,
}

/// Where the play stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    Open,
    /// The party has won the first seven tricks; a further play is the call to play on.
    KotMayPlayOn(usize),
    PlayingOn(usize),
    Over,
}

/// Why plays cannot start yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Wait {
    Trump,
    Exchange,
    DrawnCard,
}

/// Replays a checked deal.
pub(crate) fn replay(rules: &Rules, table: &Table, d: &Decisions, ctx: &Context) -> DealOutcome {
    let mut e = Engine::new(rules, table, d);
    e.run(d, ctx);
    e.finish(d.dummy)
}

struct Engine<'r> {
    rules: &'r Rules,
    n: usize,
    caller: usize,
    dealer: usize,
    two: bool,
    first_void: bool,
    heap_rules: bool,
    total: usize,
    first_collection: usize,
    aces_block: bool,
    keep_run: bool,
    collect_on_trump_trick: bool,
    hands: [CardSet; 4],
    first_five: Option<[CardSet; 4]>,
    stock: [Card; STOCK_SIZE],
    visible: [CardSet; 4],
    hidden: bool,
    played: CardSet,
    trump: Option<Suit>,
    changer: Option<usize>,
    tricks: Vec<Trick>,
    wins: [u8; 4],
    reached: [u8; 4],
    collected: [u8; 4],
    seat_collected: [u8; 4],
    tens: [u8; 4],
    heap: u8,
    heap_tens: u8,
    run: u8,
    last_winner: usize,
    last_ace: bool,
    trump_set_at: Option<usize>,
    phase: Phase,
    wait: Option<Wait>,
    end: Option<(usize, ResultKind)>,
    redealt: bool,
    violation: Option<Violation>,
    legal: Option<CardSet>,
    leader: usize,
    /// The trick in progress (when `len > 0`).
    state: TrickState,
    count_tens: bool,
    cards: [Card; 4],
    len: usize,
}

impl<'r> Engine<'r> {
    #[inline(always)]
    fn new(rules: &'r Rules, table: &Table, d: &Decisions) -> Engine<'r> {
        let n = rules.players;
        let caller = (table.dealer + 1) % n;
        let heap_rules = rules.collect == Collect::Heap;
        let first_collection = rules.first_collection.unwrap_or(3).clamp(1, 13) as usize;
        Engine {
            rules,
            n,
            caller,
            dealer: table.dealer,
            two: rules.two_of_hearts,
            first_void: rules.trump == TrumpMethod::FirstVoid,
            heap_rules,
            total: rules.tricks_per_deal(),
            first_collection,
            aces_block: rules.aces_block.unwrap_or(false),
            keep_run: rules.after_collection == Some(AfterCollection::Continue),
            collect_on_trump_trick: rules.collect_from == Some(CollectFrom::TrumpTrick),
            hands: table.hands,
            first_five: table.first_five,
            stock: table.stock,
            visible: table.hands,
            hidden: false,
            played: CardSet::EMPTY,
            trump: None,
            changer: None,
            tricks: Vec::with_capacity(if d.plays.is_empty() {
                0
            } else {
                rules.tricks_per_deal()
            }),
            wins: [0; 4],
            reached: [0; 4],
            collected: [0; 4],
            seat_collected: [0; 4],
            tens: [0; 4],
            heap: 0,
            heap_tens: 0,
            run: 0,
            last_winner: usize::MAX,
            last_ace: false,
            trump_set_at: None,
            phase: Phase::Open,
            wait: None,
            end: None,
            redealt: false,
            violation: None,
            legal: None,
            leader: caller,
            state: TrickState::new(TWO_OF_HEARTS, None, false, false),
            count_tens: rules.count == Count::Tens,
            cards: [TWO_OF_HEARTS; 4],
            len: 0,
        }
    }

    fn violate(&mut self, v: Violation) {
        self.violation = Some(v);
    }

    /// The decisions before play, then the plays. Stops at the first violation.
    fn run(&mut self, d: &Decisions, ctx: &Context) {
        if self.decide(d, ctx).is_none() {
            if let (Some(wait), Some(&card)) = (self.wait, d.plays.first()) {
                let message = match wait {
                    Wait::Exchange => {
                        "the two-player exchange (discards, then 21 draws) comes before the first lead"
                    }
                    _ => "no trumps are named yet: the caller names trumps before the first lead",
                };
                self.legal = Some(self.hands[self.caller]);
                self.violate(
                    Violation::new(ViolationCode::NoTrump, Decision::Play, message.into())
                        .player(self.caller)
                        .card(card)
                        .play(0, 1),
                );
            }
            return;
        }
        if self.redealt {
            if let Some(&card) = d.plays.first() {
                self.violate(
                    Violation::new(
                        ViolationCode::DealOver,
                        Decision::Play,
                        "the deal was redealt: nothing is played".into(),
                    )
                    .player(self.caller)
                    .card(card)
                    .play(0, 1),
                );
            }
            return;
        }
        self.play_all(d);
    }

    /// Steps 1 to 6 of the module docs. `None` when the replay stops (a violation, a wait or
    /// a redeal).
    fn decide(&mut self, d: &Decisions, ctx: &Context) -> Option<()> {
        let rules = self.rules;
        let caller = self.caller;
        let first_five = self.first_five.map(|f| f[caller]);
        let redeal_left = rules.redeal.max_in_a_row > ctx.redeals_in_a_row;
        // 1. The caller's redeal.
        if d.redeal.is_some_and(|r| r.by == RedealBy::Caller) {
            let looked_at = match rules.redeal.when {
                RedealWhen::FirstFive => first_five,
                _ => Some(self.hands[caller]),
            };
            let ranks = rules.redeal.without.ranks();
            let problem = match (rules.redeal.when, looked_at) {
                (RedealWhen::Never, _) => Some("these rules allow no redeal".to_owned()),
                _ if !redeal_left => Some(format!(
                    "a redeal is allowed at most {} times in a row",
                    rules.redeal.max_in_a_row
                )),
                (_, Some(cards)) if !lacks_redeal_ranks(rules, cards) => {
                    let held = CardSet::from_bits(
                        ranks
                            .iter()
                            .map(|r| cards.bits() & (0b1111u64 << (r.index() * 4)))
                            .fold(0, |a, b| a | b),
                    );
                    Some(format!(
                        "the caller may call a redeal only holding no {} in {}, and holds {}",
                        rank_names(ranks),
                        if rules.redeal.when == RedealWhen::FirstFive {
                            "the first five"
                        } else {
                            "the hand"
                        },
                        pretty_list(held)
                    ))
                }
                _ => None,
            };
            if let Some(message) = problem {
                self.violate(
                    Violation::new(ViolationCode::RedealNotAllowed, Decision::Redeal, message)
                        .player(caller),
                );
                return None;
            }
            self.redealt = true;
            return Some(());
        }
        // 2. Trumps.
        let not_allowed = |at: Decision, message: &str| {
            Violation::new(ViolationCode::TrumpNotAllowed, at, message.to_owned()).player(caller)
        };
        if d.drawn_card.is_some() && !rules.five_card_start {
            self.violate(not_allowed(
                Decision::DrawnCard,
                "a card is drawn for trumps only under five_card_start",
            ));
            return None;
        }
        match rules.trump {
            TrumpMethod::FirstVoid => {
                if d.trump.is_some() || d.trump_card.is_some() {
                    let at = if d.trump.is_some() {
                        Decision::Trump
                    } else {
                        Decision::TrumpCard
                    };
                    self.violate(not_allowed(
                        at,
                        "under first-void nobody names trumps: the first card played by a player who cannot follow sets them",
                    ));
                    return None;
                }
            }
            TrumpMethod::Called if rules.blind_trump => {
                if d.trump.is_some() {
                    self.violate(not_allowed(
                        Decision::Trump,
                        "under blind_trump the trumps are the suit of the caller's card turned up (trump_card), not named",
                    ));
                    return None;
                }
                let Some(card) = d.trump_card else {
                    self.wait = Some(Wait::Trump);
                    return None;
                };
                let unseen = self.hands[caller].difference(first_five.unwrap_or(CardSet::EMPTY));
                if !unseen.contains(card) {
                    let message = if self.hands[caller].contains(card) {
                        format!(
                            "the trump card is turned up from the caller's cards outside the first five, and {} is in the first five",
                            pretty(card)
                        )
                    } else {
                        format!(
                            "the caller (player {caller}) does not hold {}",
                            pretty(card)
                        )
                    };
                    self.violate(not_allowed(Decision::TrumpCard, &message).card(card));
                    return None;
                }
                self.trump = Some(card.suit());
            }
            TrumpMethod::Called => {
                if d.trump_card.is_some() {
                    self.violate(not_allowed(
                        Decision::TrumpCard,
                        "a trump card is turned up only under blind_trump: the caller names trumps",
                    ));
                    return None;
                }
                let Some(t) = d.trump else {
                    self.wait = Some(Wait::Trump);
                    return None;
                };
                self.trump = Some(t);
            }
        }
        // 3. The partner's redeal, when the caller agrees.
        if d.redeal
            .is_some_and(|r| r.by == RedealBy::Partner && r.agreed == Some(true))
        {
            let partner = (caller + 2) % self.n;
            let trumps = self.trump.map_or(CardSet::EMPTY, |t| {
                CardSet::from_bits(SUIT_MASKS[t as usize] | special_two(self.two, self.trump))
            });
            let held = self.hands[partner].intersection(trumps);
            let problem = if !rules.redeal.partner_no_trump {
                Some("these rules do not let the caller's partner ask for a redeal".to_owned())
            } else if !redeal_left {
                Some(format!(
                    "a redeal is allowed at most {} times in a row",
                    rules.redeal.max_in_a_row
                ))
            } else if self.trump.is_none() {
                Some("there are no trumps yet, so the partner cannot be without them".to_owned())
            } else if !held.is_empty() {
                Some(format!(
                    "the caller's partner may ask for a redeal only holding no trump, and holds {}",
                    pretty_list(held)
                ))
            } else {
                None
            };
            if let Some(message) = problem {
                self.violate(
                    Violation::new(ViolationCode::RedealNotAllowed, Decision::Redeal, message)
                        .player(partner),
                );
                return None;
            }
            self.redealt = true;
            self.trump = None;
            return Some(());
        }
        // 4. A trump change.
        if let Some(tc) = d.trump_change {
            let problem = if !rules.trump_change {
                Some("these rules allow no trump change".to_owned())
            } else if rules.party(tc.player) == rules.party(caller) {
                Some(format!(
                    "only the party opposite the caller may change trumps, and player {} is the caller's",
                    tc.player
                ))
            } else if Some(tc.trump) == self.trump {
                Some(format!(
                    "a trump change names another suit, and {} are trumps already",
                    suit_name(tc.trump)
                ))
            } else {
                None
            };
            if let Some(message) = problem {
                self.violate(
                    Violation::new(
                        ViolationCode::TrumpNotAllowed,
                        Decision::TrumpChange,
                        message,
                    )
                    .player(tc.player),
                );
                return None;
            }
            self.trump = Some(tc.trump);
            self.changer = Some(rules.party(tc.player));
        }
        // 5. Satat's passes.
        self.passes(d, ctx)?;
        // 6. The two-player exchange.
        if self.n == 2 {
            self.exchange(d)?;
        }
        if rules.five_card_start
            && let Some(ff) = self.first_five
        {
            self.hidden = true;
            for (v, (h, f)) in self.visible.iter_mut().zip(self.hands.iter().zip(ff)) {
                *v = h.intersection(f);
            }
        } else {
            self.visible = self.hands;
        }
        Some(())
    }

    /// Judges and applies Satat's passes.
    fn passes(&mut self, d: &Decisions, ctx: &Context) -> Option<()> {
        let rules = self.rules;
        let given = d.passes.as_deref().unwrap_or(&[]);
        let due = match ctx.previous {
            Some(p) if rules.kot_passes && p.bavney => Some((p.party, 2)),
            Some(p) if rules.kot_passes && p.kot => Some((p.party, 1)),
            _ => None,
        };
        let wrong = |at, player: usize, message: String| {
            Violation::new(ViolationCode::PassWrongCount, at, message).player(player)
        };
        let Some((kot_party, count)) = due else {
            if let Some(p) = given.first() {
                self.violate(wrong(
                    Decision::Pass { index: 0 },
                    p.player,
                    "no passes are due: passes follow a kot or bavney in the previous deal".into(),
                ));
                return None;
            }
            return Some(());
        };
        let n = self.n;
        let trump = self.trump;
        let two = special_two(self.two, trump);
        let trump_mask = trump.map_or(0, |t| SUIT_MASKS[t as usize]) | two;
        let mut done = [false; 4];
        let mut moves = Vec::with_capacity(given.len());
        for (index, pass) in given.iter().enumerate() {
            let at = Decision::Pass { index };
            let passer = pass.player;
            let receiver = (passer + n - 1) % n;
            if rules.party(passer) == kot_party {
                self.violate(wrong(
                    at,
                    passer,
                    format!(
                        "player {passer} is of the party that made the kot, and passes nothing"
                    ),
                ));
                return None;
            }
            if std::mem::replace(&mut done[passer], true) {
                self.violate(wrong(at, passer, format!("player {passer} passes twice")));
                return None;
            }
            let cards: CardSet = pass.cards.iter().copied().collect();
            let returned: CardSet = pass.returned.iter().copied().collect();
            if pass.cards.len() != count
                || pass.returned.len() != count
                || cards.len() != count
                || returned.len() != count
            {
                self.violate(wrong(
                    at,
                    passer,
                    format!(
                        "after a {} each losing player passes {count} distinct card{} and receives as many back",
                        if count == 2 { "bavney" } else { "kot" },
                        if count == 2 { "s" } else { "" }
                    ),
                ));
                return None;
            }
            let passer_hand = self.hands[passer];
            let receiver_hand = self.hands[receiver];
            if let Some(card) = cards.difference(passer_hand).iter().next() {
                self.violate(
                    Violation::new(
                        ViolationCode::CardNotHeld,
                        at,
                        format!("player {passer} does not hold {} to pass", pretty(card)),
                    )
                    .player(passer)
                    .card(card),
                );
                return None;
            }
            if let Some(card) = returned.difference(receiver_hand).iter().next() {
                self.violate(
                    Violation::new(
                        ViolationCode::CardNotHeld,
                        at,
                        format!(
                            "player {receiver} does not hold {} to pass back",
                            pretty(card)
                        ),
                    )
                    .player(receiver)
                    .card(card),
                );
                return None;
            }
            // Trumps as far as held (the 2♥ never required), then the highest ranks.
            let required_trumps = CardSet::from_bits(passer_hand.bits() & trump_mask & !two);
            let plain_passed = CardSet::from_bits(cards.bits() & !trump_mask);
            if let Some(card) = plain_passed.iter().next_back()
                && !required_trumps.is_subset(cards)
            {
                let left = required_trumps.difference(cards);
                self.violate(
                    Violation::new(
                        ViolationCode::PassMustBeTrump,
                        at,
                        format!(
                            "a losing player passes trumps while holding any: player {passer} passes {} and keeps {}",
                            pretty(card),
                            pretty_list(left)
                        ),
                    )
                    .player(passer)
                    .card(card),
                );
                return None;
            }
            let plain_kept = CardSet::from_bits(passer_hand.bits() & !trump_mask & !cards.bits());
            if let (Some(lowest), Some(highest_kept)) =
                (plain_passed.iter().next(), plain_kept.iter().next_back())
            {
                let lowest_rank = plain_passed
                    .iter()
                    .map(|c| c.rank())
                    .min()
                    .unwrap_or(lowest.rank());
                let lowest = plain_passed
                    .iter()
                    .find(|c| c.rank() == lowest_rank)
                    .unwrap_or(lowest);
                let top = plain_kept
                    .iter()
                    .map(|c| c.rank())
                    .max()
                    .unwrap_or(highest_kept.rank());
                if top > lowest_rank {
                    let higher =
                        CardSet::from_bits(plain_kept.bits() & (0b1111u64 << (top.index() * 4)));
                    self.violate(
                        Violation::new(
                            ViolationCode::PassMustBeHighest,
                            at,
                            format!(
                                "without trumps a losing player passes the highest-ranking cards: player {passer} passes {} and keeps {}",
                                pretty(lowest),
                                pretty_list(higher)
                            ),
                        )
                        .player(passer)
                        .card(lowest),
                    );
                    return None;
                }
            }
            // The cards passed back may not be every card of a plain suit.
            for suit in Suit::ALL {
                if Some(suit) == trump {
                    continue;
                }
                let held = receiver_hand.bits() & SUIT_MASKS[suit as usize] & !two;
                if held != 0 && held & !returned.bits() == 0 {
                    self.violate(
                        Violation::new(
                            ViolationCode::PassEmptiesSuit,
                            at,
                            format!(
                                "the cards passed back may not be every card of a plain suit: player {receiver} would give away all their {} ({})",
                                suit_name(suit),
                                pretty_list(CardSet::from_bits(held))
                            ),
                        )
                        .player(receiver),
                    );
                    return None;
                }
            }
            moves.push((passer, receiver, cards, returned));
        }
        for seat in (0..n).filter(|&s| rules.party(s) != kot_party) {
            if !done[seat] {
                self.violate(wrong(
                    Decision::Passes,
                    seat,
                    format!(
                        "player {seat} lost the kot and must pass {count} card{}",
                        if count == 2 { "s" } else { "" }
                    ),
                ));
                return None;
            }
        }
        for (passer, receiver, cards, returned) in moves {
            self.hands[passer] = self.hands[passer].difference(cards).union(returned);
            self.hands[receiver] = self.hands[receiver].difference(returned).union(cards);
        }
        Some(())
    }

    /// Judges and applies the two-player discards and draws.
    fn exchange(&mut self, d: &Decisions) -> Option<()> {
        let (caller, dealer) = (self.caller, self.dealer);
        let Some(discards) = &d.discards else {
            self.wait = Some(Wait::Exchange);
            return None;
        };
        let invalid = |player: usize, message: String| {
            Violation::new(ViolationCode::DiscardInvalid, Decision::Discards, message)
                .player(player)
        };
        if discards.len() != 2 {
            self.violate(invalid(
                caller,
                format!(
                    "discards are two lists, the caller's 3 cards then the dealer's 2, not {}",
                    discards.len()
                ),
            ));
            return None;
        }
        for (player, list, count) in [(caller, &discards[0], 3), (dealer, &discards[1], 2)] {
            let set: CardSet = list.iter().copied().collect();
            if list.len() != count || set.len() != count {
                self.violate(invalid(
                    player,
                    format!(
                        "player {player} discards {count} distinct cards, not {}",
                        list.len()
                    ),
                ));
                return None;
            }
            if let Some(card) = set.difference(self.hands[player]).iter().next() {
                self.violate(
                    invalid(
                        player,
                        format!("player {player} does not hold {} to discard", pretty(card)),
                    )
                    .card(card),
                );
                return None;
            }
            self.hands[player] = self.hands[player].difference(set);
        }
        let draws = d.draws.as_deref().unwrap_or(&[]);
        if draws.len() > STOCK_SIZE / 2 {
            self.violate(
                Violation::new(
                    ViolationCode::DrawsInvalid,
                    Decision::Draws,
                    format!("the stock gives 21 draws, not {}", draws.len()),
                )
                .player(caller),
            );
            return None;
        }
        for (turn, &keep) in draws.iter().enumerate() {
            let player = if turn % 2 == 0 { caller } else { dealer };
            let card = self.stock_card(2 * turn + usize::from(!keep));
            self.hands[player].insert(card);
        }
        if draws.len() < STOCK_SIZE / 2 {
            self.wait = Some(Wait::Exchange);
            return None;
        }
        Some(())
    }

    fn stock_card(&self, i: usize) -> Card {
        self.stock.get(i).copied().unwrap_or(TWO_OF_HEARTS)
    }
}

impl Engine<'_> {
    /// Step 7: the plays, trick by trick (the plays always start with a lead, so trick `k`
    /// is the `k`-th chunk of `players` cards). The hot loop: the rare cases (the end of the
    /// deal, a wait, an illegal card) are out of line, and seats advance by table lookup.
    fn play_all(&mut self, d: &Decisions) {
        let n = self.n;
        let wrap_table = &WRAP[n.min(4)];
        for (t, chunk) in d.plays.chunks(n).enumerate() {
            let first = t * n;
            let lead = chunk[0];
            if (self.wait.is_some() || !matches!(self.phase, Phase::Open | Phase::PlayingOn(_)))
                && self.blocked_lead(first, lead)
            {
                return;
            }
            let leader = self.leader;
            let hand = self.visible[leader];
            if !hand.contains(lead) {
                self.illegal_card(first, leader, lead, hand, None, self.trump);
                return;
            }
            self.take(leader, lead, 0);
            // The trick's state lives in registers until the trick ends.
            let mut state = TrickState::new(lead, self.trump, self.two, self.first_void);
            for (j, &card) in chunk.iter().enumerate().skip(1) {
                let player = usize::from(wrap_table[(leader + j) & 7]);
                let legal = state.legal(self.visible[player]);
                if !legal.contains(card) {
                    self.state = state;
                    self.illegal_card(first + j, player, card, legal, Some(state.led), state.trump);
                    return;
                }
                self.take(player, card, j);
                state.play(j, card);
            }
            if chunk.len() == n {
                self.end_trick(
                    d,
                    usize::from(wrap_table[(leader + state.best) & 7]),
                    &state,
                );
                if self.violation.is_some() {
                    return;
                }
            } else {
                // The trick in progress, for the outcome.
                self.state = state;
            }
        }
    }

    /// `player` plays `card`, the `j`-th of the trick.
    #[inline(always)]
    fn take(&mut self, player: usize, card: Card, j: usize) {
        self.visible[player].remove(card);
        if self.hidden {
            self.hands[player].remove(card);
        }
        self.played.insert(card);
        self.cards[j & 3] = card;
        self.len = j + 1;
    }

    /// A lead when the deal is over, waits for a drawn card, or may be played on. Returns
    /// whether the replay stops.
    #[cold]
    #[inline(never)]
    fn blocked_lead(&mut self, i: usize, card: Card) -> bool {
        let trick = self.tricks.len() + 1;
        let player = self.leader;
        if let Phase::KotMayPlayOn(party) = self.phase {
            self.phase = Phase::PlayingOn(party);
        }
        let (code, message) = if self.phase == Phase::Over {
            (
                ViolationCode::DealOver,
                format!(
                    "the deal ended with trick {}: no more cards are played",
                    self.tricks.len()
                ),
            )
        } else if self.wait == Some(Wait::DrawnCard) {
            self.legal = Some(self.visible[player]);
            (
                ViolationCode::NoTrump,
                "the first five tricks were all followed: a card is drawn from them for trumps (drawn_card) before play goes on".to_owned(),
            )
        } else {
            return false;
        };
        self.violate(
            Violation::new(code, Decision::Play, message)
                .player(player)
                .card(card)
                .play(i, trick),
        );
        true
    }

    /// The violation of a card that may not be played.
    #[cold]
    #[inline(never)]
    fn illegal_card(
        &mut self,
        i: usize,
        player: usize,
        card: Card,
        legal: CardSet,
        led: Option<Suit>,
        trump_now: Option<Suit>,
    ) {
        let trick = self.tricks.len() + 1;
        let hand = self.visible[player];
        self.legal = Some(legal);
        let v = if !hand.contains(card) {
            if self.hidden && self.hands[player].contains(card) {
                Violation::new(
                    ViolationCode::CardNotHeld,
                    Decision::Play,
                    format!(
                        "until trumps are set player {player} holds only the first packet, and {} is not in it",
                        pretty(card)
                    ),
                )
            } else {
                Violation::card_not_held(player, card)
            }
        } else {
            let led = led.unwrap_or(Suit::Clubs);
            Violation::must_follow(led, following(hand, led, trump_now, self.two))
        };
        self.violate(v.player(player).card(card).play(i, trick));
    }

    /// The bookkeeping at the end of a trick: winner, trumps, heap, the end of the deal.
    fn end_trick(&mut self, d: &Decisions, winner: usize, state: &TrickState) {
        let n = self.n;
        let t = self.tricks.len() + 1;
        let party = self.rules.party(winner);
        // Trumps set by this trick, or drawn after it: rare, out of line.
        let trump_set = if state.set_trumps | self.hidden {
            self.trumps_after(d, t, state)
        } else {
            None
        };
        let leader = self.leader;
        let cards = self.cards;
        self.len = 0;
        self.leader = winner;
        self.wins[party] += 1;
        self.reached[party] = t as u8;
        let collected = if self.heap_rules {
            self.heap_after(t, winner, party, state.best_card, &cards[..n])
        } else {
            None
        };
        // Built in one go, straight into the list.
        self.tricks.push(Trick {
            number: t as u8,
            leader: leader as u8,
            cards,
            len: n as u8,
            players: n as u8,
            winner: winner as u8,
            winning_card: Some(state.best_card),
            trump_set,
            collected,
        });
        if self.violation.is_none() {
            self.check_end(t, party);
        }
    }

    /// At the end of trick `t`: trumps set by a play, or drawn after five followed tricks
    /// (five-card start), and the rest of the hands dealt. Returns the trumps this trick set;
    /// a drawn card that may not be is a violation.
    #[cold]
    #[inline(never)]
    fn trumps_after(&mut self, d: &Decisions, t: usize, state: &TrickState) -> Option<Suit> {
        let mut trump_set = None;
        let mut problem = None;
        if state.set_trumps {
            self.trump = state.trump;
            trump_set = state.trump;
            self.trump_set_at = Some(t);
            if let Some(card) = d.drawn_card {
                problem = Some((
                    card,
                    format!("trumps were set by a card played in trick {t}, so no card is drawn"),
                ));
            }
        } else if self.trump.is_none() && t == 5 {
            match d.drawn_card {
                Some(card) if self.played.contains(card) => {
                    self.trump = Some(card.suit());
                    trump_set = self.trump;
                    self.trump_set_at = Some(t);
                }
                Some(card) => {
                    problem = Some((
                        card,
                        format!(
                            "the drawn card is one of the cards played in the first five tricks, and {} was not played",
                            pretty(card)
                        ),
                    ))
                }
                None => self.wait = Some(Wait::DrawnCard),
            }
        }
        if self.hidden && self.trump.is_some() {
            self.hidden = false;
            self.visible = self.hands;
        }
        if let Some((card, message)) = problem {
            let mut v =
                Violation::new(ViolationCode::TrumpNotAllowed, Decision::DrawnCard, message)
                    .card(card);
            v.trick = Some(t);
            self.violate(v);
        }
        trump_set
    }

    /// The heap at the end of trick `t`; returns what was collected.
    fn heap_after(
        &mut self,
        t: usize,
        winner: usize,
        party: usize,
        card: Card,
        cards: &[Card],
    ) -> Option<(u8, u8)> {
        self.heap += 1;
        if self.count_tens {
            self.heap_tens += cards.iter().filter(|c| c.rank() == Rank::Ten).count() as u8;
        }
        // Who won is data: plain selects and `&`, not branches.
        let same = winner == self.last_winner;
        self.run = if same { self.run.saturating_add(1) } else { 1 };
        self.last_winner = winner;
        let ace = card.index() >> 2 == Rank::Ace.index();
        let both_aces = ace & self.last_ace;
        self.last_ace = ace;
        let trumps_allow = !self.first_void
            || self.trump_set_at.is_some_and(|set| {
                if self.collect_on_trump_trick {
                    t >= set
                } else {
                    t > set
                }
            });
        let pair = self.run >= 2;
        // Two tricks in a row won by aces do not collect; the second starts a new pair.
        let aces_blocked = self.aces_block & pair & both_aces;
        self.run = if aces_blocked { 1 } else { self.run };
        let collect = (t == self.total)
            | (!aces_blocked & pair & (t >= self.first_collection) & trumps_allow);
        if !collect {
            return None;
        }
        let tricks = self.heap;
        self.collected[party] += tricks;
        self.seat_collected[winner] += tricks;
        self.tens[party] += self.heap_tens;
        self.heap = 0;
        self.heap_tens = 0;
        if !self.keep_run {
            self.run = 0;
        }
        Some((party as u8, tricks))
    }

    /// Whether the deal ends with trick `t`, won by `party`.
    fn check_end(&mut self, t: usize, party: usize) {
        let rules = self.rules;
        let caller_party = rules.party(self.caller);
        if let Some(changer) = self.changer {
            if party != changer {
                self.end_with(caller_party, ResultKind::Kot);
            } else if self.wins[changer] == 7 {
                self.end_with(changer, ResultKind::Kot);
            }
            return;
        }
        if self.heap_rules {
            if t == self.total {
                let (winner, kind) = self.heap_result();
                self.end_with(winner, kind);
            }
            return;
        }
        if self.n == 3 {
            if t == 7 && self.wins[party] == 7 {
                self.end_with(party, ResultKind::Kot);
                return;
            }
            let remaining = (self.total - t) as u8;
            let w = self.wins;
            if let Some(p) = (0..3).find(|&p| (0..3).all(|q| q == p || w[p] > w[q] + remaining)) {
                self.end_with(p, ResultKind::Win);
            } else if t == self.total {
                // A tie for most: the tied player who reached that number first.
                let most = w[..3].iter().copied().max().unwrap_or(0);
                let p = (0..3)
                    .filter(|&p| w[p] == most)
                    .min_by_key(|&p| self.reached[p])
                    .unwrap_or(0);
                self.end_with(p, ResultKind::Win);
            }
            return;
        }
        let other = 1 - party.min(1);
        match self.phase {
            Phase::PlayingOn(k) => {
                if party != k {
                    match rules.failed_bavney {
                        FailedBavney::Win => self.end_with(k, ResultKind::Win),
                        FailedBavney::Opponents => self.end_with(1 - k.min(1), ResultKind::Win),
                    }
                } else if t == self.total {
                    self.end_with(k, ResultKind::Bavney);
                }
            }
            Phase::Open if self.wins[party] == 7 => {
                if self.wins[other] == 0 {
                    self.phase = Phase::KotMayPlayOn(party);
                } else {
                    self.end_with(party, ResultKind::Win);
                }
            }
            _ => {}
        }
    }

    fn end_with(&mut self, winner: usize, kind: ResultKind) {
        self.phase = Phase::Over;
        self.end = Some((winner, kind));
    }

    /// Who wins a heap deal played to the end, and how.
    fn heap_result(&self) -> (usize, ResultKind) {
        let rules = self.rules;
        let parties = rules.parties();
        let caller_party = rules.party(self.caller);
        let dealer_party = rules.party(self.dealer);
        if rules.count == Count::Tens {
            let tens = &self.tens[..parties];
            let winner = if tens[dealer_party] >= 3 {
                dealer_party
            } else if parties == 2 {
                let other = 1 - dealer_party;
                if tens[dealer_party] == 2 && rules.tens_tie == TensTie::Tricks {
                    if self.collected[dealer_party] >= 7 {
                        dealer_party
                    } else {
                        other
                    }
                } else {
                    other
                }
            } else {
                // Three players: the other player with more tens, the caller on a tie.
                let others = (0..parties).filter(|&p| p != dealer_party);
                let most = others.clone().map(|p| tens[p]).max().unwrap_or(0);
                if tens[caller_party] == most && caller_party != dealer_party {
                    caller_party
                } else {
                    others.filter(|&p| tens[p] == most).min().unwrap_or(0)
                }
            };
            let kind = if tens[winner] == 4 {
                ResultKind::Kot
            } else {
                ResultKind::Win
            };
            return (winner, kind);
        }
        let c = &self.collected[..parties];
        let most = c.iter().copied().max().unwrap_or(0);
        let winner = if c[caller_party] == most {
            caller_party
        } else {
            (0..parties).find(|&p| c[p] == most).unwrap_or(0)
        };
        let kind = if usize::from(c[winner]) == self.total {
            if winner == caller_party {
                ResultKind::Kot
            } else {
                ResultKind::GoonKot
            }
        } else {
            ResultKind::Win
        };
        (winner, kind)
    }

    /// The outcome of the replay.
    fn finish(&mut self, dummy: Option<usize>) -> DealOutcome {
        let rules = self.rules;
        let parties = rules.parties();
        if self.len > 0 {
            self.tricks.push(Trick {
                number: (self.tricks.len() + 1) as u8,
                leader: self.leader as u8,
                cards: self.cards,
                len: self.len as u8,
                players: self.n as u8,
                winner: NO_SEAT,
                winning_card: None,
                trump_set: self.state.trump.filter(|_| self.state.set_trumps),
                collected: None,
            });
        }
        let tricks_won = Tally::from_slice(if self.heap_rules {
            &self.collected[..parties]
        } else {
            &self.wins[..parties]
        });
        let tens_won =
            (rules.count == Count::Tens).then(|| Tally::from_slice(&self.tens[..parties]));
        let mut outcome = DealOutcome {
            violation: None,
            dealer: self.dealer,
            caller: self.caller,
            trump: if self.len > 0 {
                self.state.trump
            } else {
                self.trump
            },
            tricks: std::mem::take(&mut self.tricks),
            heap: usize::from(self.heap),
            tricks_won,
            tens_won,
            complete: false,
            next_player: None,
            legal_cards: None,
            result: None,
            next_dealer: None,
            next_caller: None,
        };
        if let Some(v) = self.violation.take() {
            outcome.legal_cards = self.legal;
            outcome.violation = Some(v);
            return outcome;
        }
        let result = if self.redealt {
            outcome.trump = None;
            Some(DealResult::redeal(rules))
        } else {
            let end = match self.phase {
                Phase::KotMayPlayOn(p) => Some((p, ResultKind::Kot)),
                _ => self.end,
            };
            end.map(|(winner, kind)| {
                DealResult::won(
                    rules,
                    self.caller,
                    winner,
                    kind,
                    &self.seat_collected,
                    dummy,
                )
            })
        };
        match result {
            Some(result) => {
                let (dealer, caller) = next_turn(rules, self.dealer, &result);
                outcome.complete = true;
                outcome.result = Some(result);
                outcome.next_dealer = Some(dealer);
                outcome.next_caller = Some(caller);
            }
            None => {
                let (player, legal) = match self.wait {
                    Some(Wait::Trump | Wait::Exchange) => (self.caller, self.hands[self.caller]),
                    // The rest of the hands is dealt with the drawn card: the cards the
                    // leader will hold then (a play before it is NO_TRUMP).
                    Some(Wait::DrawnCard) => (self.leader, self.hands[self.leader]),
                    None => {
                        let player = wrap(self.leader + self.len, self.n);
                        let (led, trump) = if self.len > 0 {
                            (Some(self.state.led), self.state.trump)
                        } else {
                            (None, self.trump)
                        };
                        (
                            player,
                            legal_cards(self.visible[player], led, trump, self.two),
                        )
                    }
                };
                outcome.next_player = Some(player);
                outcome.legal_cards = Some(legal);
            }
        }
        outcome
    }
}

/// `k mod n` for `k < 8` and `n` from 0 to 4: seats advance by lookup, not division.
const WRAP: [[u8; 8]; 5] = {
    let mut table = [[0u8; 8]; 5];
    let mut n = 1;
    while n < 5 {
        let mut k = 0;
        while k < 8 {
            table[n][k] = (k % n) as u8;
            k += 1;
        }
        n += 1;
    }
    table
};

/// `seat mod n` for `seat < 2n`, without a division.
#[inline]
const fn wrap(seat: usize, n: usize) -> usize {
    if seat >= n { seat - n } else { seat }
}

fn rank_names(ranks: &[Rank]) -> String {
    let names: Vec<&str> = ranks
        .iter()
        .map(|r| match r {
            Rank::Ace => "ace",
            Rank::King => "king",
            Rank::Queen => "queen",
            Rank::Jack => "jack",
            _ => "card",
        })
        .collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{}, or {last}", rest.join(", ")),
        Some((last, _)) => (*last).to_owned(),
        None => String::new(),
    }
}
