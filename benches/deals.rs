//! Resolving whole deals from parsed partitions: `cargo bench --bench deals`.
//!
//! 1 000 seeded deals are dealt and partitioned (greedily: the strongest triples first) before
//! measuring; the benchmark is `resolve_deal` on all of them, which includes the contract
//! checks, four of a kind, `partition::validate` for every player, the showdowns and scoring.

use chor_voli::cards::{Card, CardSet};
use chor_voli::chor_voli::{DealInput, PlayerInput, Preset, Rules, deal, resolve_deal};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;

const DEALS: usize = 1_000;

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
    (0..DEALS)
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

fn resolve(c: &mut Criterion) {
    let mut group = c.benchmark_group("resolve_deal");
    group.throughput(Throughput::Elements(DEALS as u64));
    for preset in [Preset::ChorVoli, Preset::Ramchi3] {
        let rules = preset.rules();
        let deals = inputs(&rules);
        assert!(
            deals
                .iter()
                .all(|d| resolve_deal(&rules, d).is_ok_and(|o| o.valid())),
            "every greedy partition is legal"
        );
        group.bench_function(preset.name(), |b| {
            b.iter(|| {
                for d in &deals {
                    black_box(resolve_deal(&rules, black_box(d)).ok());
                }
            })
        });
    }
    group.finish();
}

fn dealing(c: &mut Criterion) {
    let rules = Preset::ChorVoli.rules();
    c.bench_function("deal/chor-voli", |b| {
        b.iter(|| deal(&rules, black_box("bench 7"), None))
    });
}

criterion_group!(benches, resolve, dealing);
criterion_main!(benches);
