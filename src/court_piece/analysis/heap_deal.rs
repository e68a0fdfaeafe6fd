//! `deals/analyse` on a heap ([`heap_analysis`](super::heap_analysis) rules): the deal
//! reached through the replay's own play loop (its heap included, as `deals/resolve` keeps
//! it), then the [`HeapSearch`] from there. The answer has the trick analysis's shape: under
//! each trump, the tricks the caller's party collects of all thirteen (those it has
//! collected and the most it can force of the rest), whether it can force collecting all
//! thirteen (the heap's kot), and with `plays` each legal card of the player to move. Under
//! `count: tens` the same counts tens of four (`deals/analyse` asks that and, the count
//! switched to tricks, the tricks too: [`analyse_deal_on`](super::analyse_deal_on)).

use super::heap::HeapSearch;
use super::position::Start;
use super::search::OverBudget;
use super::{Analysis, AnalysisError, Board, CardValue, TRICKS, TrumpValue, stopped};
use crate::cards::{Card, CardSet, Suit};
use crate::court_piece::replay::{self, PlayedThrough};
use crate::court_piece::rules::Rules;
use crate::court_piece::trick::legal_cards;
use crate::sampling::Watch;

/// The analysis of `board` under each of `trumps` after `plays`, on `rules`' heap, within
/// `budget` nodes in all (see [`analyse`](super::analyse)).
pub(super) fn heap_analyse(
    rules: &Rules,
    board: &Board,
    trumps: &[Suit],
    plays: Option<&[Card]>,
    (budget, watch): (u64, &Watch),
) -> Result<Analysis, AnalysisError> {
    if plays.is_some_and(|p| !p.is_empty()) && trumps.len() != 1 {
        return Err(AnalysisError::TrumpNeeded);
    }
    let over = |_: OverBudget| stopped(watch, budget);
    let party = board.caller % 2;
    let mut spent = 0;
    let mut values = Vec::with_capacity(trumps.len());
    let (mut cards, mut next_seat) = (None, None);
    let cards_asked = plays.is_some();
    let plays = plays.unwrap_or(&[]);
    for &trump in trumps {
        let p = played(rules, board, trump, plays)?;
        let start = start_of(&p, trump, party);
        let mut search =
            HeapSearch::new(&start, p.heap, TRICKS as usize, budget - spent).watched(watch);
        let collected = u32::from(p.heap.counted(party));
        let tricks = collected + search.value(&start).map_err(over)?;
        let all = if p.heap.counts_tens() { 4 } else { TRICKS };
        values.push(TrumpValue {
            trump,
            tricks,
            kot_possible: tricks == all,
        });
        let over_now = p.hands.iter().all(|h| h.is_empty());
        if trumps.len() == 1 && cards_asked && !over_now {
            let seat = (p.leader + p.trick.len()) % 4;
            let legal = legal_of(&p, trump);
            let values = each_card(
                rules,
                board,
                (trump, plays),
                legal,
                &mut search,
                tricks,
                &over,
            )?;
            let list = values
                .into_iter()
                .map(|(card, tricks)| CardValue { card, tricks });
            cards = Some(list.collect());
            next_seat = Some(seat);
        }
        spent += search.nodes();
    }
    Ok(Analysis {
        trumps: values,
        cards,
        next_seat,
        nodes: spent,
    })
}

/// Each of `cards` (legal for the player to move after `plays`), high first, and the tricks
/// the caller's party collects of all thirteen after it (under `count: tens`, the tens of
/// four), best play after it: searched by
/// `search` (its table kept from card to card), each from the last one's value (`guess`,
/// the first card's: the position's value, where known).
fn each_card(
    rules: &Rules,
    board: &Board,
    (trump, plays): (Suit, &[Card]),
    cards: CardSet,
    search: &mut HeapSearch,
    mut guess: u32,
    over: &dyn Fn(OverBudget) -> AnalysisError,
) -> Result<Vec<(Card, u32)>, AnalysisError> {
    let party = board.caller % 2;
    let mut after_plays = plays.to_vec();
    let mut list = Vec::with_capacity(cards.len());
    for card in cards.iter().rev() {
        after_plays.push(card);
        let after = played(rules, board, trump, &after_plays)?;
        after_plays.pop();
        let start = start_of(&after, trump, party);
        search.set_heap(after.heap);
        let collected = u32::from(after.heap.counted(party));
        let left = search
            .value_from(&start, guess.saturating_sub(collected))
            .map_err(over)?;
        guess = collected + left;
        list.push((card, guess));
    }
    Ok(list)
}

/// Each of `cards` (legal for the player to move after `plays`, under `trump`) and the tricks
/// the caller's party collects of all thirteen after it (under `count: tens`, the tens of
/// four), best play after it, with the search
/// nodes spent: the heap's [`card_values`](super::card_values), an advice's question of one
/// world. At most `budget` nodes, reporting to `watch`.
pub(crate) fn heap_card_values(
    rules: &Rules,
    board: &Board,
    (trump, plays): (Suit, &[Card]),
    cards: CardSet,
    (budget, watch): (u64, &Watch),
) -> Result<(Vec<(Card, u32)>, u64), AnalysisError> {
    let p = played(rules, board, trump, plays)?;
    let start = start_of(&p, trump, board.caller % 2);
    let mut search = HeapSearch::new(&start, p.heap, TRICKS as usize, budget).watched(watch);
    let over = |_: OverBudget| stopped(watch, budget);
    // The first guess: half of what there is to collect.
    let guess = if p.heap.counts_tens() { 2 } else { 7 };
    let list = each_card(
        rules,
        board,
        (trump, plays),
        cards,
        &mut search,
        guess,
        &over,
    )?;
    Ok((list, search.nodes()))
}

/// The legal cards of the player to move in `p`.
fn legal_of(p: &PlayedThrough, trump: Suit) -> CardSet {
    let seat = (p.leader + p.trick.len()) % 4;
    let led = p.trick.first().map(|c| c.suit());
    legal_cards(p.hands[seat], led, Some(trump), false)
}

/// The deal after `plays` under `trump`, every trick played (the replay's own loop).
fn played(
    rules: &Rules,
    board: &Board,
    trump: Suit,
    plays: &[Card],
) -> Result<PlayedThrough, AnalysisError> {
    let dealer = (board.caller + 3) % 4;
    replay::play_through(rules, board.hands, dealer, trump, plays).map_err(AnalysisError::Play)
}

/// The search's view of `p`: lanes, trumps, the trick on the table, `party` counted.
fn start_of(p: &PlayedThrough, trump: Suit, party: usize) -> Start {
    super::start_of_cards(p.hands, (p.leader, &p.trick), (trump, false), party)
}
