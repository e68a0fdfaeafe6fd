//! Resolving whole deals from parsed partitions: `cargo bench --bench deals`.
//!
//! 1 000 seeded deals are dealt and partitioned (greedily: the strongest triples first) before
//! measuring; the benchmark is `resolve_deal` on all of them, which includes the contract
//! checks, four of a kind, `partition::validate` for every player, the showdowns and scoring.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use hakam::chor_voli::deal::sample_deal;
use hakam::chor_voli::{DealInput, Preset, Rules, deal, resolve_deal};
use std::hint::black_box;

const DEALS: usize = 1_000;

fn inputs(rules: &Rules) -> Vec<DealInput> {
    (0..DEALS)
        .map(|i| DealInput {
            exchanged: false,
            ..sample_deal(rules, &format!("bench {i}"), false)
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
