//! A fixed workload for instruction counts (`valgrind --tool=callgrind`), steady where
//! wall-clock benchmarks are noisy: deals 1 000 seeded deals per preset, partitions them
//! greedily as `benches/deals.rs` does, then resolves each once; and runs
//! `max_combinations` once on each of 1 000 seeded 13-card hands; and `suggest` (limit 5)
//! on 100 seeded hands of 13 cards (chor-voli) and 100 of 17 (ramchi-3).
//!
//! ```text
//! cargo build --release --example callgrind_deals
//! valgrind --tool=callgrind --toggle-collect='*resolve_deal*' \
//!     --toggle-collect='*max_on_hands*' --toggle-collect='*suggest_on_hands*' \
//!     target/release/examples/callgrind_deals chor-voli
//! ```
//!
//! The one argument, `chor-voli`, `ramchi-3`, `max`, `suggest-13` or `suggest-17`, picks
//! the part to run (all when none is given); divide the collected instructions by the
//! calls.

use hakam::cards::CardSet;
use hakam::cards::deck::shuffled_deck;
use hakam::chor_voli::deal::sample_deal;
use hakam::chor_voli::solver::{Budget, max_combinations, suggest};
use hakam::chor_voli::{DealInput, Preset, Rules, resolve_deal};
use std::hint::black_box;

const N: usize = 1_000;

fn inputs(rules: &Rules) -> Vec<DealInput> {
    (0..N)
        .map(|i| DealInput {
            exchanged: false,
            ..sample_deal(rules, &format!("bench {i}"), false)
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

#[inline(never)]
fn suggest_on_hands(rules: &Rules, hands: &[CardSet]) -> usize {
    hands
        .iter()
        .map(|&h| {
            suggest(rules, black_box(h), 5, Budget::default())
                .suggestions
                .len()
        })
        .sum()
}

fn hands(size: usize, count: usize) -> Vec<CardSet> {
    (0..count)
        .map(|i| {
            let (deck, _) = shuffled_deck(&format!("hand {i}"));
            deck[..size].iter().copied().collect()
        })
        .collect()
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
        let hands = hands(13, N);
        // Builds the solver's tables outside the measured function.
        black_box(max_combinations(&rules, hands[0]));
        println!(
            "max: {} combinations in {N} hands",
            max_on_hands(&rules, &hands)
        );
    }
    for (part, preset, size) in [
        ("suggest-13", Preset::ChorVoli, 13),
        ("suggest-17", Preset::Ramchi3, 17),
    ] {
        if wanted(part) {
            let rules = preset.rules();
            let hands = hands(size, 100);
            black_box(suggest(&rules, hands[0], 5, Budget::default()));
            let found = suggest_on_hands(&rules, &hands);
            println!("suggest: {found} suggestions for 100 hands of {size}");
        }
    }
}
