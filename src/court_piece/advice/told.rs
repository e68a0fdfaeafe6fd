//! The second form of an advice request: only what the seat knows, as `deals/resolve`
//! answered it with `view` (its hand, trumps, the tricks and who played each card), with the
//! rules and the dealer: for a client that holds nothing else.
//!
//! The seat's knowledge is completed into one deal that gives the seat exactly this view (the
//! first world of its own sampler, or before trumps any deal with its first five), and that
//! deal is advised as the first form is. The advice reads the seat's view of it, which is the
//! view told, so both forms give the same answer, byte for byte. A view that no deal gives
//! (cards twice, a hand of the wrong size, plays whose players are not the turn order, a void
//! contradicted) is refused: [`AdviceError::NoWorld`].

use super::knowledge::{Due, Knowledge, Played};
use super::worlds::{NoWorld, Worlds};
use super::{AdviceError, SeatAdvice, Settings, advise_seat};
use crate::cards::{Card, CardSet, Suit};
use crate::court_piece::DealField;
use crate::court_piece::analysis::supports;
use crate::court_piece::dealing::check_dealer;
use crate::court_piece::replay::{DealInput, Decisions};
use crate::court_piece::rules::Rules;
use crate::court_piece::view::{Viewer, check_view, resolve_view};

/// What a seat tells of its view.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Told {
    /// Its cards now (its first five before trumps are named).
    pub hand: Vec<Card>,
    pub trump: Option<Suit>,
    /// Each trick's plays, in order, with their players.
    pub tricks: Vec<Vec<(usize, Card)>>,
}

/// The advice to `seat`, dealt by `dealer`, from what it tells (the module docs).
pub fn advise_told(
    rules: &Rules,
    dealer: usize,
    seat: usize,
    told: &Told,
    settings: &Settings,
) -> Result<SeatAdvice, AdviceError> {
    let input = deal_for(rules, dealer, seat, told)?;
    advise_seat(rules, &input, seat, settings)
}

/// A deal that gives `seat` the view it tells.
pub fn deal_for(
    rules: &Rules,
    dealer: usize,
    seat: usize,
    told: &Told,
) -> Result<DealInput, AdviceError> {
    check_view(rules, seat)
        .and(check_dealer(rules, dealer, DealField::Dealer))
        .map_err(|e| AdviceError::Deal(vec![e]))?;
    if !supports(rules) {
        return Err(super::not_covered());
    }
    let own: CardSet = told.hand.iter().copied().collect();
    if own.len() != told.hand.len() || told.tricks.iter().any(|t| t.len() > 4) {
        return Err(AdviceError::NoWorld);
    }
    let played = Played::read(told.tricks.iter().cloned(), told.trump, rules.two_of_hearts);
    let (hands, first_five) = match told.trump {
        None if told.tricks.is_empty() && own.len() == 5 => {
            let (hands, five) = before_trumps(seat, own);
            (hands, Some(five))
        }
        None => return Err(AdviceError::NoWorld),
        Some(_) => (in_play(rules, dealer, seat, told, own, &played)?, None),
    };
    let as_lists = |sets: [CardSet; 4]| sets.iter().map(|h| h.iter().collect()).collect();
    let input = DealInput {
        dealer,
        previous: None,
        decisions: Decisions {
            hands: Some(as_lists(hands)),
            first_five: first_five.map(as_lists),
            trump: told.trump,
            plays: played.plays.clone(),
            ..Decisions::default()
        },
    };
    // The deal made must give the seat the view told: its hand and each card's player.
    let view = resolve_view(rules, &input, Viewer::Seat(seat)).map_err(AdviceError::Deal)?;
    let players: Vec<Vec<(usize, Card)>> =
        view.tricks.iter().map(|t| t.plays().collect()).collect();
    if view.hand != Some(own) || players != told.tricks {
        return Err(AdviceError::NoWorld);
    }
    Ok(input)
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

/// In play: the first world of the seat's own sampler, as dealt.
fn in_play(
    rules: &Rules,
    dealer: usize,
    seat: usize,
    told: &Told,
    own: CardSet,
    played: &Played,
) -> Result<[CardSet; 4], AdviceError> {
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
    let k = Knowledge {
        seat,
        due: Due::Play { mover: seat },
        dealer,
        caller: (dealer + 1) % rules.players,
        trump: told.trump,
        two_of_hearts: rules.two_of_hearts,
        own,
        dummy: None,
        plays: played.plays.clone(),
        played_by: played.played_by,
        held,
        voids: played.voids,
        known: [CardSet::EMPTY; 4],
        legal: CardSet::EMPTY,
        kot_party: None,
    };
    let worlds = Worlds::new(&k, rules.players).map_err(|NoWorld| AdviceError::NoWorld)?;
    let now = worlds.world("complete the view", 0);
    let mut hands = [CardSet::EMPTY; 4];
    for (s, hand) in hands.iter_mut().enumerate() {
        *hand = now[s].union(played.played_by[s]);
    }
    Ok(hands)
}
