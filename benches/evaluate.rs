//! Combination evaluation on pre-parsed cards: the table lookup behind every endpoint.
//! Goal: at least 200 million evaluations per second on one core.

use criterion::{Criterion, Throughput, black_box, criterion_group, criterion_main};
use hakam::cards::{Card, deck};
use hakam::chor_voli::{Combination, RankOrder, Straights, TripsHigh};

/// 65 536 seeded random triples of distinct cards (a mix of valid and invalid ones).
fn triples() -> Vec<[Card; 3]> {
    let mut rng = deck::seeded_rng("evaluate bench");
    (0..65_536)
        .map(|_| {
            let mut cards = deck::standard_deck();
            for i in 0..3 {
                let j = i + deck::uniform_below(&mut rng, 52 - i as u32) as usize;
                cards.swap(i, j);
            }
            [cards[0], cards[1], cards[2]]
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let triples = triples();
    let mut group = c.benchmark_group("evaluate");
    group.throughput(Throughput::Elements(triples.len() as u64));
    for (label, order) in [
        ("strength/chor-voli", RankOrder::default()),
        (
            "strength/ramchi+three",
            RankOrder {
                trips_high: TripsHigh::Three,
                straights: Straights::Ramchi,
            },
        ),
    ] {
        order.strength(triples[0]); // build the table outside the measurement
        group.bench_function(label, |b| {
            b.iter(|| {
                let mut sum = 0u32;
                for t in black_box(&triples) {
                    sum += order.strength(*t).map_or(0, |s| s.value() as u32);
                }
                sum
            })
        });
    }
    let order = RankOrder::default();
    group.bench_function("combination-with-canonical-order", |b| {
        b.iter(|| {
            black_box(&triples)
                .iter()
                .filter_map(|t| Combination::new(*t, order).ok())
                .map(|c| c.cards()[0].index() as u32)
                .sum::<u32>()
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
