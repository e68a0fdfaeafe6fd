//! The players' rule of thumb for calling trumps, shared by the studies that weigh the advice
//! against it (`examples/trump_study.rs`, `examples/advice_stopping.rs`).

use hakam::cards::{CardSet, Suit};

/// The rule of thumb: the suit with most cards in the first five; ties by high cards (the
/// highest card, then the next); then the later suit (clubs, diamonds, hearts, spades).
pub fn rule_of_thumb(first_five: CardSet) -> Suit {
    let key = |suit: Suit| {
        let mut ranks: Vec<u8> = first_five
            .iter()
            .filter(|c| c.suit() == suit)
            .map(|c| c.rank().index())
            .collect();
        ranks.sort_unstable_by(|a, b| b.cmp(a));
        (ranks.len(), ranks, suit as usize)
    };
    Suit::ALL
        .into_iter()
        .max_by_key(|&s| key(s))
        .expect("four suits")
}
