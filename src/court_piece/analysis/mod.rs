//! Double-dummy analysis of four-player Court piece deals that collect tricks (`court-piece`,
//! `hokm`, `troefcall`, `satat`): with every hand known and best play on all sides, how many
//! of the thirteen tricks the caller's party takes under a trump suit, whether it can force a
//! kot (the first seven tricks), and what each legal card of the player to move is worth.
//!
//! Play runs to the thirteenth trick (the seven-trick stop is scoring, not play), so the
//! number is the classic double-dummy one: Court piece trick play is bridge trick play with
//! the caller on lead, and the tests check it against bridge's own solver. The search is in
//! `search`; [`advise`] samples deals for the caller's choice of trumps.
//!
//! Analysis starts from the hands as dealt and the cards played since trumps were named;
//! redeals, trump changes and Satat's passes are decisions before play: send the hands as
//! they are when play starts.

pub mod advise;
pub(crate) mod heap;
mod heap_deal;
mod lanes;
mod later;
mod moves;
mod position;
mod quick;
pub(crate) mod search;
mod table;
#[cfg(test)]
mod tests;

use super::dealing;
use super::error::{DealError, DealErrorKind, DealField};
use super::replay::{self, Decisions};
use super::rules::{Collect, Count, Preset, Rules, TensTie, TrumpMethod};
use super::trick::{TWO_OF_HEARTS, effective_suit, legal_cards, trick_winner};
use super::violation::Violation;
use crate::cards::{Card, CardSet, Suit};
use crate::sampling::{self, Cancel, Pool, Watch};
use heap_deal::heap_analyse;
pub(crate) use heap_deal::heap_card_values;
use lanes::SPECIAL_RANK;
use position::Start;
use search::{OverBudget, Search};

/// Tricks in a four-player deal.
pub const TRICKS: u32 = 13;
/// Tricks a party needs to win the deal; the first seven in a row are a kot.
pub const TRICKS_TO_WIN: u32 = 7;
/// Search nodes a deal's analysis may spend by default: a few seconds on one core, enough
/// for a deal's four trumps and their kots in all but the rarest deals (docs/analysis.md,
/// "Budget").
pub const DEFAULT_BUDGET: u64 = 50_000_000;

/// A deal ready for analysis: the hands when play starts and who calls.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Board {
    pub hands: [CardSet; 4],
    /// The caller: the seat after the dealer, who leads the first trick.
    pub caller: usize,
    /// Satat's 2♥, the highest trump.
    pub two_of_hearts: bool,
}

/// What analysis answers for one trump suit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TrumpValue {
    pub trump: Suit,
    /// The caller's party's tricks out of thirteen, counting those already won.
    pub tricks: u32,
    /// Whether the caller's party can force winning the first seven tricks.
    pub kot_possible: bool,
}

/// One legal card of the player to move and the caller's party's tricks after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CardValue {
    pub card: Card,
    pub tricks: u32,
}

/// The answer of [`analyse`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Analysis {
    pub trumps: Vec<TrumpValue>,
    /// With plays given (possibly none), one trump named and the deal not over: every legal
    /// card of the player to move.
    pub cards: Option<Vec<CardValue>>,
    /// The player to move, when cards are listed.
    pub next_seat: Option<usize>,
    /// Search nodes spent.
    pub nodes: u64,
}

/// Why a deal cannot be analysed, or an advice given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnalysisError {
    /// The request breaks the contract (cards that cannot have been dealt, rules that analysis
    /// does not cover), at its own [`DealField`].
    Deal(DealError),
    /// Plays were given without the trump suit they were played under.
    TrumpNeeded,
    /// A play breaks follow-suit or names a card not held.
    Play(Violation),
    /// The search needed more than its node budget: `budget` a deal, pooled over the samples
    /// of an advice.
    OverBudget { budget: u64 },
    /// An advice needed more than the `nodes` an advice may search in all, whatever its
    /// samples (less than its samples' pooled budget).
    AdviceOverBudget { nodes: u64 },
    /// The work was cancelled (its caller went away) before it was done.
    Cancelled,
    /// An advice's first five hold a card twice.
    FirstFiveTwice,
    /// An advice asks for no samples, or more than [`advise::MAX_SAMPLES`].
    SamplesOutOfRange(usize),
}

/// What part of an analysis or advice request an error is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AnalysisField {
    /// A part of the deal, as the deal's own errors place it.
    Deal(DealField),
    Trump,
    /// A play, by its index.
    Play(usize),
    FirstFive,
    Samples,
    /// The request as a whole.
    Request,
}

impl AnalysisError {
    /// The stable code the API reports.
    pub fn code(&self) -> &'static str {
        match self {
            AnalysisError::Deal(e) => e.code(),
            AnalysisError::TrumpNeeded => "NO_TRUMP",
            AnalysisError::Play(v) => v.code.code(),
            AnalysisError::OverBudget { .. } | AnalysisError::AdviceOverBudget { .. } => {
                "ANALYSIS_BUDGET"
            }
            AnalysisError::Cancelled => "CANCELLED",
            AnalysisError::FirstFiveTwice => "DUPLICATE_CARD",
            AnalysisError::SamplesOutOfRange(_) => "SAMPLES_OUT_OF_RANGE",
        }
    }

    /// Where in the request it is.
    pub fn at(&self) -> AnalysisField {
        match self {
            AnalysisError::Deal(e) => AnalysisField::Deal(e.at),
            AnalysisError::TrumpNeeded => AnalysisField::Trump,
            AnalysisError::Play(v) => AnalysisField::Play(v.play.unwrap_or(0)),
            AnalysisError::OverBudget { .. }
            | AnalysisError::AdviceOverBudget { .. }
            | AnalysisError::Cancelled => AnalysisField::Request,
            AnalysisError::FirstFiveTwice => AnalysisField::FirstFive,
            AnalysisError::SamplesOutOfRange(_) => AnalysisField::Samples,
        }
    }

    /// A readable explanation.
    pub fn message(&self) -> String {
        match self {
            AnalysisError::Deal(e) => e.message(),
            AnalysisError::TrumpNeeded => {
                "plays are judged under one trump suit: name it in `trump`".to_owned()
            }
            AnalysisError::Play(v) => v.message.clone(),
            AnalysisError::OverBudget { budget } => {
                format!("the search needs more than its budget of {budget} nodes a deal")
            }
            AnalysisError::AdviceOverBudget { nodes } => {
                format!("the advice needs more than the {nodes} search nodes an advice may take")
            }
            AnalysisError::Cancelled => "the work was cancelled before it was done".to_owned(),
            AnalysisError::FirstFiveTwice => "a card is given twice in the first five".to_owned(),
            AnalysisError::SamplesOutOfRange(samples) => format!(
                "samples is a count from 1 to {}, not {samples}",
                advise::MAX_SAMPLES
            ),
        }
    }
}

/// Whether analysis covers these rules: four players, tricks collected, trumps called.
pub fn supports(rules: &Rules) -> bool {
    rules.players == 4
        && !rules.dummy
        && rules.collect == Collect::Tricks
        && rules.trump == TrumpMethod::Called
}

/// Whether `deals/analyse` covers these rules: those of [`supports`], or a heap's
/// ([`heap_analysis`]): four players, no dummy, trumps called, the heap counting tricks
/// (`double-sar` and its variants) or tens (`dehla-pakad`, a 2-2 split going to the party
/// that did not deal), without Satat's 2♥.
pub fn analyses(rules: &Rules) -> bool {
    supports(rules) || heap_analysis(rules)
}

/// Whether these are heap rules `deals/analyse` covers (see [`analyses`]): the
/// [`heap_searched`] ones, counting tricks, or tens where a 2-2 split goes to the party that
/// did not deal (`tens_tie: non-dealer`). A split judged by the tricks collected asks who
/// can force three tens, or two and seven tricks at once, which no search here answers: the
/// tens and the tricks are each searched on their own.
pub fn heap_analysis(rules: &Rules) -> bool {
    heap_searched(rules) && (rules.count == Count::Tricks || rules.tens_tie == TensTie::NonDealer)
}

/// Whether the heap search solves deals of these rules: four players, no dummy, a heap under
/// called trumps, counting tricks (`double-sar`) or tens (`dehla-pakad`), without Satat's
/// 2♥. Under `count: tens` the search's values are the tens collected, of four (see
/// [`analyse_deal_on`] for `deals/analyse`'s answer, which counts both).
pub fn heap_searched(rules: &Rules) -> bool {
    rules.players == 4
        && !rules.dummy
        && rules.collect == Collect::Heap
        && rules.trump == TrumpMethod::Called
        && !rules.two_of_hearts
}

/// The board of a deal given by its hands as dealt or its seed, dealt by `dealer`. Errors
/// are the contract's, as `deals/resolve` reports them.
pub fn board(
    rules: &Rules,
    dealer: usize,
    hands: Option<Vec<Vec<Card>>>,
    seed: Option<String>,
) -> Result<Board, Vec<DealError>> {
    dealing::check_rules(rules).map_err(|e| vec![e])?;
    if !analyses(rules) {
        return Err(vec![DealError::new(
            DealField::Rules,
            DealErrorKind::NotAnalysable,
        )]);
    }
    let mut errors: Vec<DealError> = dealing::check_dealer(rules, dealer, DealField::Dealer)
        .err()
        .into_iter()
        .collect();
    let decisions = Decisions {
        hands,
        seed,
        ..Decisions::default()
    };
    let source = replay::check_decisions(rules, &decisions, &mut errors);
    match source {
        Some(source) if errors.is_empty() => {
            let table = replay::dealt_cards(rules, &source, dealer);
            Ok(Board {
                hands: table.hands,
                caller: (dealer + 1) % 4,
                two_of_hearts: rules.two_of_hearts,
            })
        }
        _ => Err(errors),
    }
}

/// A deal in play under one trump suit: the cards left, the trick on the table and the
/// tricks each party has won.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Progress {
    hands: [CardSet; 4],
    /// The leader of the trick on the table (or of the next one).
    leader: usize,
    trick: Vec<Card>,
    /// Tricks won by the caller's party and by the other.
    won: [u32; 2],
    /// Whether the caller's party won every trick played so far.
    all_won: bool,
}

impl Progress {
    fn tricks_played(&self) -> u32 {
        self.won[0] + self.won[1]
    }

    fn next_seat(&self) -> usize {
        (self.leader + self.trick.len()) % 4
    }

    fn over(&self) -> bool {
        self.tricks_played() == TRICKS
    }

    /// The legal cards of the player to move.
    fn legal(&self, trump: Suit, two_of_hearts: bool) -> CardSet {
        let led = self
            .trick
            .first()
            .map(|&c| effective_suit(c, Some(trump), two_of_hearts));
        legal_cards(
            self.hands[self.next_seat()],
            led,
            Some(trump),
            two_of_hearts,
        )
    }

    /// Plays `card` (legal) and closes the trick when it is the fourth.
    fn play(&mut self, card: Card, caller: usize, trump: Suit, two_of_hearts: bool) {
        let seat = self.next_seat();
        self.hands[seat].remove(card);
        self.trick.push(card);
        if self.trick.len() == 4 {
            let win = trick_winner(&self.trick, Some(trump), two_of_hearts, false)
                .expect("a trick of four cards has a winner");
            let winner = (self.leader + win.index) % 4;
            let ours = winner % 2 == caller % 2;
            self.won[usize::from(!ours)] += 1;
            self.all_won &= ours;
            self.leader = winner;
            self.trick.clear();
        }
    }

    /// The search's view of this position.
    fn start(&self, caller: usize, trump: Suit, two_of_hearts: bool) -> Start {
        let table = (self.leader, &self.trick[..]);
        start_of_cards(self.hands, table, (trump, two_of_hearts), caller % 2)
    }
}

/// The search's view of a position: the `hands`, the trick on the table (`leader` and its
/// cards), trumps (with Satat's 2♥ or not), and the `party` whose tricks are counted.
fn start_of_cards(
    hands: [CardSet; 4],
    (leader, cards): (usize, &[Card]),
    (trump, two_of_hearts): (Suit, bool),
    party: usize,
) -> Start {
    // Satat's 2♥ is rank 13 of the trump lane.
    let special_bit = trump as u32 * 16 + SPECIAL_RANK;
    let bit = |card: Card| -> u32 {
        if two_of_hearts && card == TWO_OF_HEARTS {
            special_bit
        } else {
            card.suit() as u32 * 16 + u32::from(card.rank().index())
        }
    };
    let lanes = |set: CardSet| set.iter().fold(0u64, |b, c| b | 1 << bit(c));
    let mut trick = [0u32; 3];
    for (slot, &card) in trick.iter_mut().zip(cards) {
        *slot = bit(card);
    }
    Start {
        hands: hands.map(lanes),
        trump: trump as usize,
        special: if two_of_hearts { 1 << special_bit } else { 0 },
        max_party: party,
        leader,
        trick,
        trick_len: cards.len(),
    }
}

/// The position after `plays` under `trump`, reached through the replay's own play loop
/// (follow suit judged, as `deals/resolve` judges it), every trick played: the seven-trick
/// stop does not apply to a search that counts all thirteen.
fn progress(board: &Board, trump: Suit, plays: &[Card]) -> Result<Progress, Violation> {
    let mut rules = Preset::CourtPiece.rules();
    rules.two_of_hearts = board.two_of_hearts;
    let dealer = (board.caller + 3) % 4;
    let p = replay::play_through(&rules, board.hands, dealer, trump, plays)?;
    let ours = usize::from(p.wins[board.caller % 2]);
    let theirs = usize::from(p.wins[1 - board.caller % 2]);
    Ok(Progress {
        hands: p.hands,
        leader: p.leader,
        trick: p.trick,
        won: [ours as u32, theirs as u32],
        all_won: theirs == 0,
    })
}

/// The caller's party's double-dummy tricks under `trump` from the start of play, with the
/// search nodes spent (no kot question, no card values).
pub fn solve(board: &Board, trump: Suit, budget: u64) -> Result<(u32, u64), AnalysisError> {
    let (values, nodes) = deal_values(
        std::slice::from_ref(board),
        trump,
        budget,
        &Watch::default(),
    )?;
    Ok((values[0], nodes))
}

/// The caller's party's double-dummy tricks under `trump` from the start of play of each of
/// `boards` (one caller, one 2♥ rule; deals that differ little, such as one world's deals
/// after each pass a seat may make), with the search nodes spent: one search table for all
/// (its bounds are facts of positions, whatever deal they came from), each deal probed from
/// the last one's value. The values are [`solve`]'s, exactly.
pub(crate) fn deal_values(
    boards: &[Board],
    trump: Suit,
    budget: u64,
    watch: &Watch,
) -> Result<(Vec<u32>, u64), AnalysisError> {
    let mut values: Vec<u32> = Vec::with_capacity(boards.len());
    let mut search: Option<Search> = None;
    let mut spent = 0;
    for board in boards {
        let p = progress(board, trump, &[]).map_err(AnalysisError::Play)?;
        let start = p.start(board.caller, trump, board.two_of_hearts);
        let search = search.get_or_insert_with(|| Search::new(&start, 0, budget).watched(watch));
        let guess = values.last().copied();
        let value = within(search, (budget, watch), &mut spent, |s| {
            s.value_near(&start, guess)
        })?;
        values.push(value);
    }
    Ok((values, spent))
}

/// Analyses `board` under each of `trumps` after `plays` (see the module docs). With
/// `plays` given, also values every legal card of the player to move (under the first
/// trump, the one the plays were made under). At most `budget` search nodes in all.
pub fn analyse(
    board: &Board,
    trumps: &[Suit],
    plays: Option<&[Card]>,
    budget: u64,
) -> Result<Analysis, AnalysisError> {
    analyse_watched(board, trumps, plays, budget, &Watch::default())
}

/// [`analyse`] with its searches reporting to `watch`: cancelled, it answers
/// [`AnalysisError::Cancelled`]; past the watch's limit, [`AnalysisError::OverBudget`].
fn analyse_watched(
    board: &Board,
    trumps: &[Suit],
    plays: Option<&[Card]>,
    budget: u64,
    watch: &Watch,
) -> Result<Analysis, AnalysisError> {
    if plays.is_some_and(|p| !p.is_empty()) && trumps.len() != 1 {
        return Err(AnalysisError::TrumpNeeded);
    }
    let mut spent = 0u64;
    let mut values = Vec::with_capacity(trumps.len());
    let mut cards = None;
    let mut next_seat = None;
    let over = |_: OverBudget| stopped(watch, budget);
    for &trump in trumps {
        let p = progress(board, trump, plays.unwrap_or(&[])).map_err(AnalysisError::Play)?;
        let start = p.start(board.caller, trump, board.two_of_hearts);
        let mut search = Search::new(&start, 0, budget - spent).watched(watch);
        let tricks = p.won[0] + search.value(&start).map_err(over)?;
        spent += search.nodes();
        let kot_possible =
            kot(&p, &start, tricks, (budget - spent, watch), &mut spent).map_err(over)?;
        values.push(TrumpValue {
            trump,
            tricks,
            kot_possible,
        });
        if trumps.len() == 1 && plays.is_some() && !p.over() {
            let legal = p.legal(trump, board.two_of_hearts);
            let cards_left = (budget, watch);
            cards = Some(value_cards(
                board,
                trump,
                &p,
                legal,
                &mut search,
                cards_left,
                &mut spent,
            )?);
            next_seat = Some(p.next_seat());
        }
    }
    Ok(Analysis {
        trumps: values,
        cards,
        next_seat,
        nodes: spent,
    })
}

/// Each of `cards` (legal for the player to move in `p`, high first in the answer) and the
/// caller's party's tricks after it, best play after it, searched by `search` (its table
/// kept from card to card) within what is left of `budget` after `spent`.
fn value_cards(
    board: &Board,
    trump: Suit,
    p: &Progress,
    cards: CardSet,
    search: &mut Search,
    (budget, watch): (u64, &Watch),
    spent: &mut u64,
) -> Result<Vec<CardValue>, AnalysisError> {
    let mut siblings = Siblings::default();
    let list = each_card(board, trump, p, cards, |after, start| {
        siblings.tricks(search, (after, start), (budget, watch), spent)
    })?;
    Ok(list
        .into_iter()
        .map(|(card, tricks)| CardValue { card, tricks })
        .collect())
}

/// The caller's party's tricks of thirteen after each of a position's cards in turn, each
/// searched from the last one's value: sibling cards are mostly worth the same.
#[derive(Default)]
struct Siblings(Option<u32>);

impl Siblings {
    /// The tricks after the card that led to `after` (its search start `start`), within what
    /// is left of `budget` after `spent`.
    fn tricks(
        &mut self,
        search: &mut Search,
        (after, start): (&Progress, &Start),
        budget: (u64, &Watch),
        spent: &mut u64,
    ) -> Result<u32, AnalysisError> {
        let guess = self.0.map(|last| last.saturating_sub(after.won[0]));
        let left = within(search, budget, spent, |s| s.value_near(start, guess))?;
        let tricks = after.won[0] + left;
        self.0 = Some(tricks);
        Ok(tricks)
    }
}

/// Each of `cards` (legal for the player to move in `p`), high first, and what `ask` answers
/// of the position after it (the progress and the search's start): the loop of every
/// card-by-card question.
fn each_card<T>(
    board: &Board,
    trump: Suit,
    p: &Progress,
    cards: CardSet,
    mut ask: impl FnMut(&Progress, &Start) -> Result<T, AnalysisError>,
) -> Result<Vec<(Card, T)>, AnalysisError> {
    cards
        .iter()
        .rev()
        .map(|card| {
            let mut after = p.clone();
            after.play(card, board.caller, trump, board.two_of_hearts);
            let start = after.start(board.caller, trump, board.two_of_hearts);
            Ok((card, ask(&after, &start)?))
        })
        .collect()
}

/// Whether, after `after`, one party takes every trick left of its horizon (`left` of them):
/// the caller's party where `caller`, else the other. False once it has lost a trick, true
/// with none left, else `ask`'s null-window answer for the caller's party (at least all
/// `left`; for the other party, not even one).
fn sweeps(
    after: &Progress,
    caller: bool,
    left: u32,
    ask: impl FnOnce(u32) -> Result<bool, AnalysisError>,
) -> Result<bool, AnalysisError> {
    if after.won[usize::from(caller)] != 0 {
        return Ok(false);
    }
    if left == 0 {
        return Ok(true);
    }
    if caller { ask(left) } else { Ok(!ask(1)?) }
}

/// The position after `plays` under `trump`, where each of `cards` must be legal for the
/// player to move: else an [`AnalysisError::Play`] naming the first that is not.
fn asked(
    board: &Board,
    trump: Suit,
    plays: &[Card],
    cards: CardSet,
) -> Result<Progress, AnalysisError> {
    let p = progress(board, trump, plays).map_err(AnalysisError::Play)?;
    let legal = p.legal(trump, board.two_of_hearts);
    if let Some(card) = cards.difference(legal).iter().next() {
        let seat = p.next_seat();
        return Err(AnalysisError::Play(Violation::card_not_held(seat, card)));
    }
    Ok(p)
}

/// The caller's party's tricks after each of `cards` (legal for the player to move after
/// `plays` under `trump`), high first, best play after it on every side, and the search
/// nodes spent: what an advice solves in each world it samples. `cards` not legal there
/// are an [`AnalysisError::Play`] naming the first.
pub(crate) fn card_values(
    board: &Board,
    trump: Suit,
    plays: &[Card],
    cards: CardSet,
    budget: u64,
    watch: &Watch,
) -> Result<(Vec<CardValue>, u64), AnalysisError> {
    let p = asked(board, trump, plays, cards)?;
    let start = p.start(board.caller, trump, board.two_of_hearts);
    let mut search = Search::new(&start, 0, budget).watched(watch);
    let mut spent = 0;
    let list = value_cards(
        board,
        trump,
        &p,
        cards,
        &mut search,
        (budget, watch),
        &mut spent,
    )?;
    Ok((list, spent))
}

/// How a deal ends for the caller's party under double-dummy play from a position: the
/// deal's own aim (seven tricks, the first seven in a row a kot), worst first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Outcome {
    /// The other party wins the first seven tricks (a kot against the caller).
    KotAgainst,
    /// The other party wins seven tricks, not all of the first seven.
    Lost,
    /// The caller's party wins seven tricks, not all of the first seven.
    Won,
    /// The caller's party wins the first seven tricks.
    Kot,
}

/// Each of `cards` (legal for the player to move after `plays` under `trump`), high first,
/// and how the deal ends after it, best play after it on every side, with the search nodes
/// spent: what an advice that plays for the deal's result solves in each world. A null-window
/// search at seven tricks says who wins; a second one, over the first seven tricks only, says
/// whether the party that has won every trick so far wins them all. Cheaper than
/// [`card_values`]: no trick count past the one that decides. `cards` not legal there are
/// an [`AnalysisError::Play`] naming the first.
pub(crate) fn card_outcomes(
    board: &Board,
    trump: Suit,
    plays: &[Card],
    cards: CardSet,
    budget: u64,
    watch: &Watch,
) -> Result<(Vec<(Card, Outcome)>, u64), AnalysisError> {
    let (list, spent) = card_results(board, trump, plays, cards, false, (budget, watch))?;
    Ok((
        list.into_iter().map(|(card, o, _)| (card, o)).collect(),
        spent,
    ))
}

/// A card, how the deal ends after it, and (counted) the caller's party's tricks of thirteen.
pub(crate) type CardResult = (Card, Outcome, Option<u32>);

/// [`card_outcomes`] with, where `counted`, each card's [`card_values`] tricks too (the
/// caller's party's tricks of thirteen): one value search a card then says who wins (seven
/// of thirteen are seven first), and only a kot still open needs the second search.
pub(crate) fn card_results(
    board: &Board,
    trump: Suit,
    plays: &[Card],
    cards: CardSet,
    counted: bool,
    (budget, watch): (u64, &Watch),
) -> Result<(Vec<CardResult>, u64), AnalysisError> {
    let p = asked(board, trump, plays, cards)?;
    let first = p.start(board.caller, trump, board.two_of_hearts);
    let mut searches = Outcomes::new(&first, (budget, watch));
    let mut siblings = Siblings::default();
    let list = each_card(board, trump, &p, cards, |after, start| {
        let tricks = if counted {
            let at = (after, start);
            let whole = &mut searches.whole;
            Some(siblings.tricks(whole, at, (budget, watch), &mut searches.spent)?)
        } else {
            None
        };
        Ok((searches.outcome(after, start, tricks)?, tricks))
    })?;
    Ok((
        list.into_iter()
            .map(|(card, (outcome, tricks))| (card, outcome, tricks))
            .collect(),
        searches.spent,
    ))
}

/// How the deal ends after `plays` under `trump`, best play from there on every side (the
/// player to move choosing), with the search nodes spent: `card_outcomes`' question asked
/// of the position itself (two null-window searches at most).
pub fn deal_outcome(
    board: &Board,
    trump: Suit,
    plays: &[Card],
    (budget, watch): (u64, &Watch),
) -> Result<(Outcome, u64), AnalysisError> {
    let p = progress(board, trump, plays).map_err(AnalysisError::Play)?;
    let first = p.start(board.caller, trump, board.two_of_hearts);
    let mut searches = Outcomes::new(&first, (budget, watch));
    let outcome = searches.outcome(&p, &first, None)?;
    Ok((outcome, searches.spent))
}

/// The searches that say how a deal ends: one table for the whole deal's questions, one for
/// the first seven tricks' (a table belongs to one horizon), and the nodes spent.
struct Outcomes<'a> {
    first: &'a Start,
    whole: Search,
    seven: Option<Search>,
    budget: (u64, &'a Watch),
    spent: u64,
}

impl<'a> Outcomes<'a> {
    fn new(first: &'a Start, (budget, watch): (u64, &'a Watch)) -> Outcomes<'a> {
        Outcomes {
            first,
            whole: Search::new(first, 0, budget).watched(watch),
            seven: None,
            budget: (budget, watch),
            spent: 0,
        }
    }

    /// How the deal ends from `after` (its search start `start`), given the caller's
    /// party's tricks of thirteen where counted: a null-window search at seven tricks says
    /// who wins, and, whoever wins, a kot is still open only to a party that has won every
    /// trick so far: does it take the rest of the first seven?
    fn outcome(
        &mut self,
        after: &Progress,
        start: &Start,
        tricks: Option<u32>,
    ) -> Result<Outcome, AnalysisError> {
        let (budget, watch) = self.budget;
        let spent = &mut self.spent;
        let mut ask = |search: &mut Search, need: u32| {
            within(search, (budget, watch), spent, |s| {
                s.at_least(start, need as i32)
            })
        };
        let won = match tricks {
            Some(tricks) => tricks >= TRICKS_TO_WIN,
            None if after.won[0] >= TRICKS_TO_WIN => true,
            None if after.won[1] >= TRICKS_TO_WIN => false,
            None => ask(&mut self.whole, TRICKS_TO_WIN - after.won[0])?,
        };
        let left = TRICKS_TO_WIN.saturating_sub(after.tricks_played());
        let first = self.first;
        let kot = sweeps(after, won, left, |need| {
            let search = self.seven.get_or_insert_with(|| {
                Search::new(first, (TRICKS - TRICKS_TO_WIN) as i32, budget).watched(watch)
            });
            ask(search, need)
        })?;
        Ok(match (won, kot) {
            (true, true) => Outcome::Kot,
            (true, false) => Outcome::Won,
            (false, false) => Outcome::Lost,
            (false, true) => Outcome::KotAgainst,
        })
    }
}

/// The party a sweep question is about, and the trick it must win every trick up to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sweeper {
    /// After a kot: the party that has lost no trick (the caller's before any), to the last
    /// trick.
    Unbeaten,
    /// After a trump change: the party opposite the caller, every trick of the first seven.
    Changer,
}

impl Sweeper {
    /// Whether the caller's party sweeps, after `after`, and the tricks it must win in all.
    fn of(self, after: &Progress) -> (bool, u32) {
        match self {
            Sweeper::Unbeaten => (after.won[1] == 0, TRICKS),
            Sweeper::Changer => (false, TRICKS_TO_WIN),
        }
    }
}

/// Each of `cards` (legal for the player to move after `plays` under `trump`), high first,
/// and whether after it `sweeper` wins every trick left of its horizon, best play after it on
/// every side, with the search nodes spent (one null-window search a card): after a kot, the
/// party that has lost no trick (the caller's before any) and a bavney or not; after a trump
/// change, the changing party and its kot or not. A party that has lost a trick sweeps
/// nothing. `cards` not legal there are an [`AnalysisError::Play`] naming the first.
pub(crate) fn card_sweeps_to(
    board: &Board,
    trump: Suit,
    plays: &[Card],
    cards: CardSet,
    sweeper: Sweeper,
    (budget, watch): (u64, &Watch),
) -> Result<(Vec<(Card, bool)>, u64), AnalysisError> {
    let p = asked(board, trump, plays, cards)?;
    let first = p.start(board.caller, trump, board.two_of_hearts);
    let (_, last) = sweeper.of(&p);
    let mut search = Search::new(&first, (TRICKS - last) as i32, budget).watched(watch);
    let mut spent = 0u64;
    let list = each_card(board, trump, &p, cards, |after, start| {
        let (caller, last) = sweeper.of(after);
        sweeps(
            after,
            caller,
            last.saturating_sub(after.tricks_played()),
            |need| {
                within(&mut search, (budget, watch), &mut spent, |s| {
                    s.at_least(start, need as i32)
                })
            },
        )
    })?;
    Ok((list, spent))
}

/// Whether `sweeper` wins every trick of its horizon from the position after `plays` under
/// `trump`, best play from there on every side, with the nodes spent: one null-window search
/// (a trump change's question before the first lead).
pub fn deal_sweeps(
    board: &Board,
    trump: Suit,
    plays: &[Card],
    sweeper: Sweeper,
    (budget, watch): (u64, &Watch),
) -> Result<(bool, u64), AnalysisError> {
    let p = progress(board, trump, plays).map_err(AnalysisError::Play)?;
    let first = p.start(board.caller, trump, board.two_of_hearts);
    let (caller, last) = sweeper.of(&p);
    let mut search = Search::new(&first, (TRICKS - last) as i32, budget).watched(watch);
    let mut spent = 0u64;
    let left = last.saturating_sub(p.tricks_played());
    let swept = sweeps(&p, caller, left, |need| {
        within(&mut search, (budget, watch), &mut spent, |s| {
            s.at_least(&first, need as i32)
        })
    })?;
    Ok((swept, spent))
}

/// Asks `search` one question within what is left of `budget` after `spent`, adding the
/// nodes it takes to `spent`: the bookkeeping of every question asked card by card.
fn within<T>(
    search: &mut Search,
    (budget, watch): (u64, &Watch),
    spent: &mut u64,
    ask: impl FnOnce(&mut Search) -> Result<T, OverBudget>,
) -> Result<T, AnalysisError> {
    search.set_budget(budget - *spent + search.nodes());
    let before = search.nodes();
    let answer = ask(search).map_err(|_| stopped(watch, budget))?;
    *spent += search.nodes() - before;
    Ok(answer)
}

/// Why a search stopped short: its watch was cancelled, or it ran out of `budget`.
fn stopped(watch: &Watch, budget: u64) -> AnalysisError {
    if watch.cancelled() {
        AnalysisError::Cancelled
    } else {
        AnalysisError::OverBudget { budget }
    }
}

/// [`analyse`] with the trumps searched side by side on up to `threads` threads (the
/// four-suit table: each trump's search is its own). The answer is the same on any number
/// of threads, and so is the budget's verdict: the trumps share `budget`, and a search given
/// what the finished ones left cannot run out while all of them together fit it; the
/// searches still running stop as soon as all of them together have spent it. `cancel`
/// stops them all within a few thousand nodes ([`AnalysisError::Cancelled`]).
pub fn analyse_on(
    board: &Board,
    trumps: &[Suit],
    plays: Option<&[Card]>,
    budget: u64,
    threads: usize,
    cancel: &Cancel,
) -> Result<Analysis, AnalysisError> {
    let watch = Watch::new(budget, cancel);
    analyse_on_watched(board, trumps, plays, budget, threads, &watch)
}

/// [`analyse_on`] reporting to a watch of the caller's (an advice's samples share one).
pub(crate) fn analyse_on_watched(
    board: &Board,
    trumps: &[Suit],
    plays: Option<&[Card]>,
    budget: u64,
    threads: usize,
    watch: &Watch,
) -> Result<Analysis, AnalysisError> {
    trumps_on_threads(
        trumps,
        plays,
        threads,
        budget,
        watch,
        |trumps, plays, left| analyse_watched(board, trumps, plays, left, watch),
    )
}

/// [`analyse_on`] under `rules`, which may be a heap's ([`heap_searched`]); `deals/analyse`
/// asks it through [`analyse_deal_on`]. On a heap, `tricks` are those the caller's party
/// *collects* of all thirteen, and `kot_possible` says whether it can force collecting all
/// thirteen (the heap's kot); under `count: tens`, the tens it collects of four, and whether
/// it can force all four.
pub fn analyse_rules_on(
    rules: &Rules,
    board: &Board,
    trumps: &[Suit],
    plays: Option<&[Card]>,
    (budget, threads): (u64, usize),
    cancel: &Cancel,
) -> Result<Analysis, AnalysisError> {
    if !heap_searched(rules) {
        return analyse_on(board, trumps, plays, budget, threads, cancel);
    }
    let watch = Watch::new(budget, cancel);
    trumps_on_threads(
        trumps,
        plays,
        threads,
        budget,
        &watch,
        |trumps, plays, left| heap_analyse(rules, board, trumps, plays, (left, &watch)),
    )
}

/// `deals/analyse`'s answer under `rules`: the tricks, and under `count: tens` the tens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DealAnalysis {
    /// The tricks the caller's party wins (on a heap, collects) of thirteen, as
    /// [`analyse_rules_on`] answers them counting tricks: under `count: tens`, the same heap
    /// counting tricks instead, and its `kot_possible` all thirteen collected.
    pub tricks: Analysis,
    /// Under `count: tens`, the tens the caller's party collects of four, with the same
    /// trumps and cards in the same order, each searched on its own (best play for the tens
    /// need not be best play for the tricks); its `kot_possible`, all four tens collected.
    pub tens: Option<Analysis>,
}

/// Tens the caller's party (the one that did not deal) needs to win a deal under
/// `count: tens`, a 2-2 split going to it (`tens_tie: non-dealer`).
pub const TENS_TO_WIN: u32 = 2;

impl DealAnalysis {
    /// Search nodes spent, in all.
    pub fn nodes(&self) -> u64 {
        self.tricks.nodes + self.tens.as_ref().map_or(0, |t| t.nodes)
    }

    /// Whether the caller's party can force winning the deal under the `i`th trump analysed:
    /// seven tricks, or under `count: tens` two tens (the caller's party did not deal).
    pub fn win_possible(&self, i: usize) -> bool {
        match &self.tens {
            Some(tens) => tens.trumps[i].tricks >= TENS_TO_WIN,
            None => self.tricks.trumps[i].tricks >= TRICKS_TO_WIN,
        }
    }

    /// Whether the caller's party can force the deal's kot under the `i`th trump analysed:
    /// the first seven tricks, all thirteen collected on a heap, all four tens under
    /// `count: tens`.
    pub fn kot_possible(&self, i: usize) -> bool {
        match &self.tens {
            Some(tens) => tens.trumps[i].kot_possible,
            None => self.tricks.trumps[i].kot_possible,
        }
    }
}

/// `deals/analyse`'s entry point: [`analyse_rules_on`] under `rules` (which [`analyses`]
/// takes), and under `count: tens` the same heap counting tricks too, first, so that the
/// answer says both. The two searches share `budget`: past it, [`AnalysisError::OverBudget`]
/// names the whole of it.
pub fn analyse_deal_on(
    rules: &Rules,
    board: &Board,
    trumps: &[Suit],
    plays: Option<&[Card]>,
    (budget, threads): (u64, usize),
    cancel: &Cancel,
) -> Result<DealAnalysis, AnalysisError> {
    if rules.count != Count::Tens {
        let tricks = analyse_rules_on(rules, board, trumps, plays, (budget, threads), cancel)?;
        return Ok(DealAnalysis { tricks, tens: None });
    }
    let counting_tricks = Rules {
        count: Count::Tricks,
        ..*rules
    };
    let whole = |e: AnalysisError| match e {
        AnalysisError::OverBudget { .. } => AnalysisError::OverBudget { budget },
        e => e,
    };
    let tricks = analyse_rules_on(
        &counting_tricks,
        board,
        trumps,
        plays,
        (budget, threads),
        cancel,
    )?;
    let left = budget.saturating_sub(tricks.nodes);
    if left == 0 {
        return Err(stopped(&Watch::new(0, cancel), budget));
    }
    let tens =
        analyse_rules_on(rules, board, trumps, plays, (left, threads), cancel).map_err(whole)?;
    Ok(DealAnalysis {
        tricks,
        tens: Some(tens),
    })
}

/// `analyse(trumps, plays, budget)` for all of `trumps` at once, or, without plays (an
/// empty list counts as one) and with `threads` above one, each trump on its own search and
/// thread, the trumps sharing `budget` (see [`analyse_on`]).
fn trumps_on_threads(
    trumps: &[Suit],
    plays: Option<&[Card]>,
    threads: usize,
    budget: u64,
    watch: &Watch,
    analyse: impl Fn(&[Suit], Option<&[Card]>, u64) -> Result<Analysis, AnalysisError> + Sync,
) -> Result<Analysis, AnalysisError> {
    let threads = threads.clamp(1, trumps.len().max(1));
    if threads == 1 || plays.is_some_and(|p| !p.is_empty()) {
        return analyse(trumps, plays, budget);
    }
    let pool = Pool::new(budget);
    let results = sampling::map_on_threads(trumps.len(), threads, |i| {
        analyse(&trumps[i..=i], None, pool.left()).map(|a| {
            pool.spend(a.nodes);
            a.trumps[0]
        })
    });
    let nodes = pool.spent();
    // A trump not searched was skipped after another ran out of budget.
    let mut values = Vec::with_capacity(trumps.len());
    for result in results {
        match result {
            Some(Ok(value)) => values.push(value),
            Some(Err(AnalysisError::OverBudget { .. } | AnalysisError::Cancelled)) | None => {}
            Some(Err(e)) => return Err(e),
        }
    }
    if values.len() < trumps.len() || pool.overdrawn() {
        return Err(stopped(watch, budget));
    }
    Ok(Analysis {
        trumps: values,
        cards: None,
        next_seat: None,
        nodes,
    })
}

/// Whether the caller's party can force winning the first seven tricks, from `p` (whose
/// double-dummy value is `tricks`), within a budget and a watch.
fn kot(
    p: &Progress,
    start: &Start,
    tricks: u32,
    (budget, watch): (u64, &Watch),
    spent: &mut u64,
) -> Result<bool, OverBudget> {
    if !p.all_won || tricks < TRICKS_TO_WIN {
        return Ok(false);
    }
    let played = p.tricks_played();
    if played >= TRICKS_TO_WIN {
        return Ok(true);
    }
    // Count only the tricks up to the seventh: the last six are beyond the horizon.
    let mut search = Search::new(start, (TRICKS - TRICKS_TO_WIN) as i32, budget).watched(watch);
    let result = search.at_least(start, (TRICKS_TO_WIN - played) as i32);
    *spent += search.nodes();
    result
}
