//! The partition solver over 1 000 seeded random hands of 13 cards (chor-voli) and of 17
//! cards (ramchi-3): per-hand median, p99 and max of `max_combinations` and of
//! `suggest(limit 5)`, then criterion groups for the totals. Each hand's time is the
//! fastest of three calls, so that a preemption on a busy machine does not pass for a slow
//! hand.
//!
//! `cargo bench --bench solver` (add `-- --skip-criterion` for the percentiles only).

use criterion::{Criterion, black_box};
use hakam::cards::CardSet;
use hakam::cards::deck::shuffled_deck;
use hakam::chor_voli::solver::{Budget, max_combinations, suggest};
use hakam::chor_voli::{Preset, Rules};
use std::time::{Duration, Instant};

const HANDS: usize = 1_000;

fn hands(size: usize) -> Vec<CardSet> {
    (0..HANDS)
        .map(|i| {
            let (deck, _) = shuffled_deck(&format!("hand {i}"));
            deck[..size].iter().copied().collect()
        })
        .collect()
}

fn cases() -> [(&'static str, Rules, Vec<CardSet>); 2] {
    [
        ("13 cards, chor-voli", Preset::ChorVoli.rules(), hands(13)),
        ("17 cards, ramchi-3", Preset::Ramchi3.rules(), hands(17)),
    ]
}

fn micros(d: Duration) -> f64 {
    d.as_secs_f64() * 1e6
}

fn fastest_of_3(mut f: impl FnMut()) -> Duration {
    (0..3)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .min()
        .unwrap_or_default()
}

fn report(label: &str, mut times: Vec<Duration>, nodes: Option<Vec<u64>>) {
    times.sort_unstable();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    let mut line = format!(
        "{label:<44} median {:>9.1} µs   p99 {:>9.1} µs   max {:>9.1} µs",
        micros(at(0.5)),
        micros(at(0.99)),
        micros(at(1.0)),
    );
    if let Some(mut nodes) = nodes {
        nodes.sort_unstable();
        line.push_str(&format!(
            "   nodes median {} p99 {} max {}",
            nodes[nodes.len() / 2],
            nodes[(nodes.len() - 1) * 99 / 100],
            nodes[nodes.len() - 1]
        ));
    }
    println!("{line}");
}

fn percentiles() {
    println!(
        "per-hand times over {HANDS} seeded hands (fastest of 3 calls each, after a warm-up pass)"
    );
    for (label, rules, hands) in cases() {
        for &h in &hands {
            black_box(suggest(&rules, h, 5, Budget::default()));
        }
        let mut times = Vec::with_capacity(HANDS);
        for &h in &hands {
            times.push(fastest_of_3(|| {
                black_box(max_combinations(&rules, black_box(h)));
            }));
        }
        report(&format!("{label}: max_combinations"), times, None);
        let mut times = Vec::with_capacity(HANDS);
        let mut nodes = Vec::with_capacity(HANDS);
        let mut incomplete = 0;
        for &h in &hands {
            let found = suggest(&rules, h, 5, Budget::default());
            times.push(fastest_of_3(|| {
                black_box(suggest(&rules, black_box(h), 5, Budget::default()));
            }));
            nodes.push(found.nodes);
            incomplete += usize::from(!found.complete);
        }
        report(&format!("{label}: suggest(limit 5)"), times, Some(nodes));
        assert_eq!(incomplete, 0, "the default budget cut a search short");
    }
}

fn totals(c: &mut Criterion) {
    let mut group = c.benchmark_group("solver, 1000 hands");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(5));
    for (label, rules, hands) in cases() {
        group.bench_function(format!("{label}: max_combinations"), |b| {
            b.iter(|| {
                for &h in &hands {
                    black_box(max_combinations(&rules, black_box(h)));
                }
            })
        });
        group.bench_function(format!("{label}: suggest(limit 5)"), |b| {
            b.iter(|| {
                for &h in &hands {
                    black_box(suggest(&rules, black_box(h), 5, Budget::default()));
                }
            })
        });
    }
    group.finish();
}

fn main() {
    percentiles();
    if std::env::args().any(|a| a == "--skip-criterion") {
        return;
    }
    let mut c = Criterion::default().configure_from_args();
    totals(&mut c);
    c.final_summary();
}
