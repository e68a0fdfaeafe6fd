//! A quick legal partition, for samples and tests.

use super::super::rules::Rules;
use crate::cards::{Card, CardSet};

/// A quick legal partition: the strongest triples first, greedily, up to the rules' most
/// combinations, in play order. Not optimal (see [`suggest`](super::suggest)); for samples and tests.
pub fn greedy_partition(rules: &Rules, hand: CardSet) -> Vec<Vec<Card>> {
    let order = rules.rank_order();
    let cards: Vec<Card> = hand.iter().collect();
    let mut triples = Vec::new();
    for (i, &a) in cards.iter().enumerate() {
        for (j, &b) in cards.iter().enumerate().skip(i + 1) {
            for &c in &cards[j + 1..] {
                if let Some(s) = order.strength([a, b, c]) {
                    triples.push((s, [a, b, c]));
                }
            }
        }
    }
    triples.sort_by_key(|t| std::cmp::Reverse(t.0));
    let mut used = CardSet::EMPTY;
    let mut kept = Vec::new();
    for (_, t) in triples {
        if kept.len() == rules.max_combinations {
            break;
        }
        if t.iter().all(|&c| !used.contains(c)) {
            for &c in &t {
                used.insert(c);
            }
            kept.push(t.to_vec());
        }
    }
    kept
}
