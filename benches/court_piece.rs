//! Replaying whole Court piece deals: `cargo bench --bench court_piece`.
//!
//! 1 000 seeded four-player deals are played out before measuring (each player plays the
//! lowest legal card, as the engine lists them); the benchmark is `resolve_deal` on all of
//! them: the contract checks of the hands, the naming of trumps, legality of every play (a
//! mask operation), trick winners, the heap, the end of the deal, the result and the rotation.
//! Court piece deals stop when a party holds seven tricks; Double Sar deals play all 13.
//!
//! On a shared machine criterion's wall-clock figures count the time other processes take
//! the core. `COURT_PIECE_PASSES=n` instead replays both sets of deals `n` times without
//! criterion and prints the CPU time per deal of this process (from `/proc/self/stat`).

use criterion::{Criterion, Throughput, criterion_group};
use hakam::cards::Suit;
use hakam::court_piece::{DealInput, Decisions, Preset, Rules, deal, resolve_deal};
use std::hint::black_box;

const DEALS: usize = 1_000;

/// A seeded deal given as hands, played out to its end.
fn played_out(rules: &Rules, seed: &str) -> DealInput {
    let dealt = deal(rules, seed, None).expect("a consistent preset");
    let mut input = DealInput {
        dealer: dealt.dealer,
        previous: None,
        decisions: Decisions {
            hands: Some(dealt.hands.iter().map(|h| h.sorted_high_first()).collect()),
            trump: Some(Suit::Spades),
            ..Decisions::default()
        },
    };
    loop {
        let o = resolve_deal(rules, &input).expect("dealt hands");
        assert!(o.valid());
        if o.complete {
            return input;
        }
        let legal = o.legal_cards.expect("a deal in progress has legal cards");
        input
            .decisions
            .plays
            .push(legal.iter().next().expect("never empty"));
    }
}

fn replay(c: &mut Criterion) {
    let mut group = c.benchmark_group("resolve_deal");
    group.throughput(Throughput::Elements(DEALS as u64));
    for preset in [Preset::CourtPiece, Preset::DoubleSar] {
        let rules = preset.rules();
        let deals: Vec<DealInput> = (0..DEALS)
            .map(|i| played_out(&rules, &format!("bench {i}")))
            .collect();
        group.bench_function(preset.name(), |b| {
            b.iter(|| {
                for d in &deals {
                    let _ = black_box(resolve_deal(&rules, black_box(d)));
                }
            })
        });
    }
    group.finish();
}

/// CPU time of this process in seconds (user + system), from `/proc/self/stat`.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the command name (which is in parentheses): utime is the 12th, stime the 13th.
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}

fn fixed_passes(passes: usize) {
    for preset in [Preset::CourtPiece, Preset::DoubleSar] {
        let rules = preset.rules();
        let deals: Vec<DealInput> = (0..DEALS)
            .map(|i| played_out(&rules, &format!("bench {i}")))
            .collect();
        let mut deals = deals;
        if std::env::var("COURT_PIECE_NO_PLAYS").is_ok() {
            for d in &mut deals {
                d.decisions.plays.clear();
            }
        }
        let plays: usize = deals.iter().map(|d| d.decisions.plays.len()).sum();
        let start = cpu_seconds().unwrap_or(0.0);
        for _ in 0..passes {
            for d in &deals {
                let _ = black_box(resolve_deal(&rules, black_box(d)));
            }
        }
        let spent = cpu_seconds().unwrap_or(0.0) - start;
        let n = (passes * DEALS) as f64;
        println!(
            "{}: {n} deals ({:.1} plays each) in {spent:.2} s of CPU: {:.0} ns per deal, {:.2} million deals/s per core",
            preset.name(),
            plays as f64 / DEALS as f64,
            spent * 1e9 / n,
            n / spent / 1e6
        );
    }
}

criterion_group!(benches, replay);

fn main() {
    match std::env::var("COURT_PIECE_PASSES")
        .ok()
        .and_then(|v| v.parse().ok())
    {
        Some(passes) => fixed_passes(passes),
        None => {
            benches();
            Criterion::default().configure_from_args().final_summary();
        }
    }
}
