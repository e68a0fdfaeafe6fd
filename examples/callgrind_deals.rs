//! A fixed workload for instruction counts (`valgrind --tool=callgrind`), steady where
//! wall-clock benchmarks are noisy: deals 1 000 seeded deals per preset, partitions them
//! greedily as `benches/deals.rs` does, then resolves each once; and runs
//! `max_combinations` once on each of 1 000 seeded 13-card hands.
//!
//! ```text
//! cargo build --release --example callgrind_deals
//! valgrind --tool=callgrind --toggle-collect='*resolve_deal*' target/release/examples/callgrind_deals
//! ```
//!
//! Divide the collected instructions by 2 000 (deals) — or run with one argument,
//! `chor-voli`, `ramchi-3` or `max` (the 13-card hands), to count only that part.

use chor_voli::cards::deck::shuffled_deck;
use chor_voli::cards::{Card, CardSet};
use chor_voli::chor_voli::solver::max_combinations;
use chor_voli::chor_voli::{DealInput, PlayerInput, Preset, Rules, deal, resolve_deal};
use std::hint::black_box;

const N: usize = 1_000;

/// A legal partition: the strongest triples first, greedily, up to the cap.
fn greedy(rules: &Rules, hand: CardSet) -> Vec<Vec<Card>> {
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

fn inputs(rules: &Rules) -> Vec<DealInput> {
    (0..N)
        .map(|i| {
            let d = deal(rules, &format!("bench {i}"), None).expect("a dealer is drawn");
            let players = d
                .hands
                .into_iter()
                .map(|hand| PlayerInput {
                    combinations: Some(greedy(rules, hand.iter().copied().collect())),
                    hand,
                    discards: None,
                })
                .collect();
            DealInput {
                dealer: d.dealer,
                pool_carried: 0,
                players,
                face_up: d.face_up,
                exchanged: false,
            }
        })
        .collect()
}

#[inline(never)]
fn max_on_hands(rules: &Rules, hands: &[CardSet]) -> usize {
    hands
        .iter()
        .map(|&h| max_combinations(rules, black_box(h)))
        .sum()
}

fn main() {
    let only = std::env::args().nth(1);
    let wanted = |name: &str| only.as_deref().is_none_or(|o| o == name);
    for preset in [Preset::ChorVoli, Preset::Ramchi3] {
        if !wanted(preset.name()) {
            continue;
        }
        let rules = preset.rules();
        let deals = inputs(&rules);
        // Builds the solver's tables outside the measured function.
        black_box(max_combinations(
            &rules,
            deals[0].players[0].hand.iter().copied().collect(),
        ));
        let valid = deals
            .iter()
            .filter(|d| resolve_deal(&rules, black_box(d)).is_ok_and(|o| o.valid()))
            .count();
        println!("{}: {valid} of {N} deals valid", preset.name());
    }
    if wanted("max") {
        let rules = Preset::ChorVoli.rules();
        let hands: Vec<CardSet> = (0..N)
            .map(|i| {
                let (deck, _) = shuffled_deck(&format!("hand {i}"));
                deck[..13].iter().copied().collect()
            })
            .collect();
        // Builds the strength table outside the measured function.
        black_box(max_combinations(&rules, hands[0]));
        println!(
            "max: {} combinations in {N} hands",
            max_on_hands(&rules, &hands)
        );
    }
}
