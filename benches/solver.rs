//! The partition solver over 1 000 seeded random hands of 13 cards (chor-voli) and of 17
//! cards (ramchi-3): per-hand median, p99 and max of `max_combinations` and of
//! `suggest(limit 5)`, then criterion groups for the totals. Each hand's time is the
//! fastest of three calls, so that a preemption on a busy machine does not pass for a slow
//! hand.
//!
//! Then, for the suggest endpoint's line between solving on the request worker and off it,
//! the share of hands whose search completes within a node budget, at limits 5 and 50.
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

/// Where the line between solving on the request worker and off it goes: for limits 5 and
/// 50, the share of hands a search of at most N nodes completes, and the slowest such call
/// (so a worker is never held longer than that before the search is handed off).
fn inline_line() {
    println!("share of hands whose suggest completes within N nodes, and the slowest of those");
    for (label, rules, hands) in cases() {
        for limit in [5, 50] {
            let mut calls: Vec<(u64, Duration)> = hands
                .iter()
                .map(|&h| {
                    let found = suggest(&rules, h, limit, Budget::default());
                    let time = fastest_of_3(|| {
                        black_box(suggest(&rules, black_box(h), limit, Budget::default()));
                    });
                    (found.nodes, time)
                })
                .collect();
            calls.sort_unstable();
            let total_nodes: u64 = calls.iter().map(|c| c.0).sum();
            let total_time: Duration = calls.iter().map(|c| c.1).sum();
            let mut line = format!(
                "{label} limit {limit:<2}: {:.0} ns/node;",
                total_time.as_secs_f64() * 1e9 / total_nodes as f64
            );
            for budget in [1_000, 2_000, 5_000, 10_000, 20_000, 50_000] {
                let within: Vec<&(u64, Duration)> =
                    calls.iter().filter(|c| c.0 <= budget).collect();
                let slowest = within.iter().map(|c| c.1).max().unwrap_or_default();
                line.push_str(&format!(
                    "  {budget}: {:.1} % ({:.0} µs)",
                    100.0 * within.len() as f64 / calls.len() as f64,
                    micros(slowest)
                ));
            }
            println!("{line}");
        }
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
    inline_line();
    if std::env::args().any(|a| a == "--skip-criterion") {
        return;
    }
    let mut c = Criterion::default().configure_from_args();
    totals(&mut c);
    c.final_summary();
}
