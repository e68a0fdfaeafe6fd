//! The arena's heuristic player's card (issue 34): wins a trick as cheaply as it can unless
//! its partner is already winning it; otherwise throws its lowest card, a side suit before a
//! trump; leads its highest card when no unseen card of its suit is higher, else the lowest
//! of its longest side suit. Its trump call is `advice::redeal::longest_suit` of its first
//! five.

use hakam::cards::{Card, CardSet, Suit};
use hakam::court_piece::{DealOutcome, trick_winner};

fn suit_cards(set: CardSet, suit: Suit) -> Vec<Card> {
    set.iter().filter(|c| c.suit() == suit).collect()
}

/// The card `seat` plays in `outcome` (trumps named, its turn), `plays` the cards played so
/// far.
pub fn card(outcome: &DealOutcome, plays: &[Card], seat: usize) -> Card {
    let trump = outcome.trump.expect("trumps are named");
    let legal = outcome.legal_cards.expect("the seat's turn");
    let lowest = |cards: &[Card]| -> Card {
        // Lowest rank, a side suit before a trump.
        *cards
            .iter()
            .min_by_key(|c| (c.suit() == trump, c.rank().index()))
            .unwrap()
    };
    let cards: Vec<Card> = legal.iter().collect();
    let table: Vec<(usize, Card)> = outcome
        .tricks
        .last()
        .filter(|tr| tr.winner().is_none())
        .map(|tr| tr.plays().collect())
        .unwrap_or_default();
    if table.is_empty() {
        // Lead a sure winner: the highest card of a suit with no higher card unseen.
        let played: CardSet = plays.iter().copied().collect();
        let mine = outcome.hands[seat];
        for &card in cards.iter().rev() {
            let higher_out = Card::all().any(|c| {
                c.suit() == card.suit()
                    && c.rank() > card.rank()
                    && !played.contains(c)
                    && !mine.contains(c)
            });
            if !higher_out {
                return card;
            }
        }
        // Else the lowest of the longest side suit.
        let side = Suit::ALL
            .into_iter()
            .filter(|&s| s != trump && !suit_cards(legal, s).is_empty())
            .max_by_key(|&s| suit_cards(legal, s).len());
        let pool = side.map_or(cards.clone(), |s| suit_cards(legal, s));
        return lowest(&pool);
    }
    let on_table: Vec<Card> = table.iter().map(|&(_, c)| c).collect();
    let winner = trick_winner(&on_table, Some(trump), false, false).unwrap();
    let partner_wins = table[winner.index].0 % 2 == seat % 2;
    if !partner_wins {
        let winning: Vec<Card> = cards
            .iter()
            .copied()
            .filter(|&c| {
                let mut with = on_table.clone();
                with.push(c);
                trick_winner(&with, Some(trump), false, false)
                    .unwrap()
                    .index
                    == with.len() - 1
            })
            .collect();
        if !winning.is_empty() {
            return lowest(&winning);
        }
    }
    lowest(&cards)
}
