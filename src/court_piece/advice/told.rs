//! The second form of an advice request: only what the seat knows, as `deals/resolve`
//! answered it with `view` (its hand, trumps, the tricks and who played each card, and in
//! Satat the passes it made and was made), with the rules, the dealer and the previous deal's
//! kot: for a client that holds nothing else.
//!
//! The seat's knowledge is completed into one deal that gives the seat exactly this view (the
//! first world of its own sampler, or before trumps any deal with its first five), and that
//! deal is advised as the first form is. After Satat's passes a world is of the hands now:
//! the deal is that world with the passes undone (the seat's as told, the other pair's the
//! first the rules accept), from the first world whose undoing keeps the pass rules. The
//! advice reads the seat's view of it, which is the view told, so both forms give the same
//! answer, byte for byte. A view that no deal gives (cards twice, a hand of the wrong size,
//! plays whose players are not the turn order, a void contradicted, passes that follow no
//! kot) is refused: [`AdviceError::NoWorld`]. A view that holds a broken rule (its
//! `violation`) is refused as the first form refuses it, with the rule's code and message
//! ([`AdviceError::ViewBroken`]): a completion would otherwise deal the offender cards that
//! make its play legal. The one violation that is no refusal is Satat's passes still owed
//! (`PASS_WRONG_COUNT` before any trick, none told, and `previous` a kot that owes them):
//! they are the decision due.

use super::knowledge::{Due, Knowledge, PassFacts, Played, known_from};
use super::worlds::{NoWorld, Prior, Worlds};
use super::{AdviceError, SeatAdvice, Settings, advise_seat};
use crate::cards::{Card, CardSet, Suit};
use crate::court_piece::DealField;
use crate::court_piece::dealing::check_dealer;
use crate::court_piece::replay::{
    ChangedTrump, DealInput, Decisions, Pass, Previous, TrumpChange, keeps_pass_rules, passes_owed,
};
use crate::court_piece::rules::Rules;
use crate::court_piece::view::{View, Viewer, check_view, resolve_view};
use crate::court_piece::violation::ViolationCode;

/// What a seat tells of its view.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Told {
    /// Its cards now (its first five before trumps are named).
    pub hand: Vec<Card>,
    pub trump: Option<Suit>,
    /// The trump change made, as the view shows it (`trump` is then the changed suit).
    pub trump_change: Option<ChangedTrump>,
    /// Each trick's plays, in order, with their players.
    pub tricks: Vec<Vec<(usize, Card)>>,
    /// Satat's passes made, those the seat took part in.
    pub passes: Vec<Pass>,
    /// The broken rule the view shows, as the seat reads it: its code and message.
    pub violation: Option<(ViolationCode, String)>,
}

impl Told {
    /// What a seat tells of `view` (a seat's): what a client reads of its `deals/resolve`
    /// answer.
    pub fn of(view: &View) -> Told {
        Told {
            hand: view.hand.unwrap_or_default().iter().collect(),
            trump: view.trump,
            trump_change: view.trump_change,
            tricks: view.tricks.iter().map(|t| t.plays().collect()).collect(),
            passes: view.passes.clone(),
            violation: view.violation.as_ref().map(|v| (v.code, v.message.clone())),
        }
    }

    /// The refusal of a view that holds a broken rule (the module docs), under `rules` after
    /// `previous`.
    fn broken(&self, rules: &Rules, previous: Option<Previous>) -> Option<AdviceError> {
        let (code, message) = self.violation.as_ref()?;
        let owed = *code == ViolationCode::PassWrongCount
            && self.tricks.is_empty()
            && self.passes.is_empty()
            && passes_owed(rules.kot_passes, previous).is_some();
        (!owed).then(|| AdviceError::ViewBroken(*code, message.clone()))
    }
}

/// The advice to `seat`, dealt by `dealer` after `previous` (Satat's kot, public), from what
/// it tells (the module docs).
pub fn advise_told(
    rules: &Rules,
    (dealer, previous): (usize, Option<Previous>),
    seat: usize,
    told: &Told,
    settings: &Settings,
) -> Result<SeatAdvice, AdviceError> {
    let input = deal_for(rules, (dealer, previous), seat, told)?;
    advise_seat(rules, &input, seat, settings)
}

/// How many worlds the completion tries for one whose passes undone keep the rules.
const UNPASS_TRIES: usize = 256;

/// A deal that gives `seat` the view it tells.
pub fn deal_for(
    rules: &Rules,
    (dealer, previous): (usize, Option<Previous>),
    seat: usize,
    told: &Told,
) -> Result<DealInput, AdviceError> {
    check_view(rules, seat)
        .and(check_dealer(rules, dealer, DealField::Dealer))
        .map_err(|e| AdviceError::Deal(vec![e]))?;
    if !super::covers(rules) {
        return Err(super::not_covered_rules(rules));
    }
    if let Some(broken) = told.broken(rules, previous) {
        return Err(broken);
    }
    let own: CardSet = told.hand.iter().copied().collect();
    // A seat past the table in a change or a pass: no deal gives that view (the deal's own
    // checks would point at the first form's fields).
    let off_table = told.trump_change.is_some_and(|c| c.seat >= rules.players)
        || told.passes.iter().any(|p| p.seat >= rules.players);
    if own.len() != told.hand.len() || told.tricks.iter().any(|t| t.len() > 4) || off_table {
        return Err(AdviceError::NoWorld);
    }
    let played = Played::read(told.tricks.iter().cloned(), told.trump, rules.two_of_hearts);
    let (hands, first_five, passes) = match told.trump {
        None if told.tricks.is_empty() && own.len() == 5 && told.passes.is_empty() => {
            let (hands, five) = before_trumps(seat, own);
            (hands, Some(five), Vec::new())
        }
        None => return Err(AdviceError::NoWorld),
        Some(trump) => {
            let (hands, passes) = in_play(rules, (dealer, previous), (seat, trump), told, &played)?;
            (hands, None, passes)
        }
    };
    let as_lists = |sets: [CardSet; 4]| sets.iter().map(|h| h.iter().collect()).collect();
    let input = DealInput {
        dealer,
        previous,
        decisions: Decisions {
            hands: Some(as_lists(hands)),
            first_five: first_five.map(as_lists),
            // A change told: the caller named its `called`, the changer the suit in force.
            trump: told.trump_change.map_or(told.trump, |c| Some(c.called)),
            trump_change: told.trump_change.map(|c| TrumpChange {
                seat: c.seat,
                trump: c.trump,
            }),
            passes: (!passes.is_empty()).then_some(passes),
            plays: played.plays.clone(),
            ..Decisions::default()
        },
    };
    // The deal made must give the seat the view told: its hand, each card's player, the
    // trump change and the passes it took part in.
    let view = resolve_view(rules, &input, Viewer::Seat(seat)).map_err(AdviceError::Deal)?;
    let players: Vec<Vec<(usize, Card)>> =
        view.tricks.iter().map(|t| t.plays().collect()).collect();
    if view.hand != Some(own)
        || players != told.tricks
        || view.trump_change != told.trump_change
        || view.trump != told.trump
        || sides(&view.passes) != sides(&told.passes)
    {
        return Err(AdviceError::NoWorld);
    }
    Ok(input)
}

/// Passes as sets, by passer: two lists of the same passes in any order are equal.
fn sides(passes: &[Pass]) -> Vec<(usize, CardSet, CardSet)> {
    let set = |cards: &[Card]| cards.iter().copied().collect::<CardSet>();
    let mut sides: Vec<_> = passes
        .iter()
        .map(|p| (p.seat, set(&p.cards), set(&p.returned)))
        .collect();
    sides.sort_by_key(|s| s.0);
    sides
}

/// Before trumps: the seat's first five and eight more, the other seats thirteen each, the
/// first five of each the first of its cards.
fn before_trumps(seat: usize, five: CardSet) -> ([CardSet; 4], [CardSet; 4]) {
    let mut rest = CardSet::FULL.difference(five).iter();
    let mut hands = [CardSet::EMPTY; 4];
    let mut first = [CardSet::EMPTY; 4];
    hands[seat] = five;
    first[seat] = five;
    for s in 0..4 {
        while hands[s].len() < 13 {
            let card = rest.next().expect("52 cards fill four hands");
            hands[s].insert(card);
            if first[s].len() < 5 {
                first[s].insert(card);
            }
        }
    }
    (hands, first)
}

/// In play: the first world of the seat's own sampler, as dealt, and Satat's passes (none
/// unless told): after them, the first world whose passes undone keep the rules ([`unpass`]).
fn in_play(
    rules: &Rules,
    (dealer, previous): (usize, Option<Previous>),
    (seat, trump): (usize, Suit),
    told: &Told,
    played: &Played,
) -> Result<([CardSet; 4], Vec<Pass>), AdviceError> {
    let own: CardSet = told.hand.iter().copied().collect();
    let per_seat = rules.tricks_per_deal();
    let mut held = [0; 4];
    for (s, h) in held.iter_mut().enumerate() {
        *h = per_seat
            .checked_sub(played.played_by[s].len())
            .ok_or(AdviceError::NoWorld)?;
    }
    if own.len() != held[seat]
        || !own
            .intersection(
                played
                    .played_by
                    .iter()
                    .fold(CardSet::EMPTY, |a, &b| a.union(b)),
            )
            .is_empty()
    {
        return Err(AdviceError::NoWorld);
    }
    let passed = PassFacts::read(
        seat,
        &told.passes,
        (told.trump, rules.two_of_hearts),
        &played.played_by,
        rules.players,
    );
    let k = Knowledge {
        seat,
        due: Due::Play { mover: seat },
        dealer,
        caller: (dealer + 1) % rules.players,
        trump: told.trump,
        changed: told.trump_change,
        two_of_hearts: rules.two_of_hearts,
        own,
        dummy: None,
        plays: played.plays.clone(),
        played_by: played.played_by,
        held,
        voids: passed.and_voids(played.voids),
        declined: Vec::new(),
        follows: Vec::new(),
        leads: Vec::new(),
        known: known_from(seat, &told.passes, (own, &played.played_by), rules.players),
        passed,
        legal: CardSet::EMPTY,
        kot_party: None,
        // A completion needs a consistent world, not a likely one.
        called_on_five: false,
    };
    let worlds =
        Worlds::new(&k, rules.players, Prior::Uniform).map_err(|NoWorld| AdviceError::NoWorld)?;
    let world = |i: usize| {
        let now = worlds.world("complete the view", i);
        let mut hands = [CardSet::EMPTY; 4];
        for (s, hand) in hands.iter_mut().enumerate() {
            *hand = now[s].union(played.played_by[s]);
        }
        hands
    };
    if told.passes.is_empty() {
        return Ok((world(0), Vec::new()));
    }
    let owed = passes_owed(rules.kot_passes, previous).ok_or(AdviceError::NoWorld)?;
    (0..UNPASS_TRIES)
        .find_map(|i| unpass((trump, rules.two_of_hearts), owed, &told.passes, world(i)))
        .ok_or(AdviceError::NoWorld)
}

/// The hands as dealt, and every pass, of a world whose hands after Satat's passes (the
/// cards played since among them) are `now`: each pass of `told` undone, and for a losing
/// player whose pass was not told, the first pass (cards passed, then returned, in card
/// order) whose undoing keeps the rules; `None` where one does not. `kot_party` made the kot,
/// each loser passing `count` cards to the player before it.
pub(super) fn unpass(
    (trump, two_of_hearts): (Suit, bool),
    (kot_party, count): (usize, usize),
    told: &[Pass],
    now: [CardSet; 4],
) -> Option<([CardSet; 4], Vec<Pass>)> {
    let mut dealt = now;
    let mut passes = Vec::with_capacity(2);
    for loser in (0..4).filter(|s| s % 2 != kot_party) {
        let receiver = (loser + 3) % 4;
        // The two hands before a pass of `cards` and `returned`, if it keeps the rules.
        let undone = |cards: CardSet, returned: CardSet| {
            let (l, r) = (now[loser], now[receiver]);
            if !returned.is_subset(l) || !cards.is_subset(r) {
                return None;
            }
            let before = (
                l.difference(returned).union(cards),
                r.difference(cards).union(returned),
            );
            keeps_pass_rules(
                trump,
                two_of_hearts,
                (before.0, cards),
                (before.1, returned),
            )
            .then_some(before)
        };
        let set = |cards: &[Card]| cards.iter().copied().collect::<CardSet>();
        let (pass, before) = match told.iter().find(|p| p.seat == loser) {
            Some(p) => (p.clone(), undone(set(&p.cards), set(&p.returned))?),
            None => subsets(now[receiver], count)
                .into_iter()
                .flat_map(|c| subsets(now[loser], count).into_iter().map(move |r| (c, r)))
                .find_map(|(cards, returned)| {
                    let pass = Pass {
                        seat: loser,
                        cards: cards.iter().collect(),
                        returned: returned.iter().collect(),
                    };
                    undone(cards, returned).map(|before| (pass, before))
                })?,
        };
        (dealt[loser], dealt[receiver]) = before;
        passes.push(pass);
    }
    Some((dealt, passes))
}

/// The subsets of `set` of `count` cards (one or two), in card order.
fn subsets(set: CardSet, count: usize) -> Vec<CardSet> {
    let cards: Vec<Card> = set.iter().collect();
    match count {
        1 => cards.iter().map(|&c| CardSet::from_iter([c])).collect(),
        2 => (0..cards.len())
            .flat_map(|i| (i + 1..cards.len()).map(move |j| (i, j)))
            .map(|(i, j)| CardSet::from_iter([cards[i], cards[j]]))
            .collect(),
        _ => Vec::new(),
    }
}
