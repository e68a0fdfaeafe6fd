//! The cost of Satat's passes in `deals/advise` (issue 34): seeded Satat deals after a kot
//! (after a bavney every sixth deal), trumps named, no pass made; every seat is advised its
//! side of the passes at the service's defaults, as the service runs it. Prints each advice's
//! time, why it stopped, its worlds, options and search nodes, then the median, p99 and
//! slowest time, every refusal and the nodes in all.
//!
//! `cargo run --release --example satat_passes [DEALS]` (default 12); `THREADS` (a decision's
//! threads, default 2, as the service on this VM).

#[path = "common/run.rs"]
mod run;
#[path = "common/satat.rs"]
mod satat;
#[path = "common/stats.rs"]
mod stats;

use hakam::court_piece::Preset;
use hakam::court_piece::advice::{Settings, advise_seat};
use std::time::Instant;

fn main() {
    let deals: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(12);
    let threads = run::env("THREADS", 2);
    let rules = Preset::Satat.rules();
    let settings = Settings {
        threads,
        ..Settings::default()
    };
    let mut times = Vec::new();
    let mut refused = 0;
    let mut nodes = 0u64;
    for d in 0..deals {
        let input = satat::waiting(d);
        for seat in 0..4 {
            let start = Instant::now();
            let answer = advise_seat(&rules, &input, seat, &settings);
            let took = start.elapsed().as_secs_f64();
            match answer {
                Ok(a) => {
                    times.push(took);
                    println!(
                        "deal {d} seat {seat}: {took:.2} s, {:?}, {} worlds, {} options, {:.1} M nodes, {:?}",
                        a.stopped,
                        a.samples,
                        a.options.len(),
                        a.nodes as f64 / 1e6,
                        a.decision
                    );
                    nodes += a.nodes;
                }
                Err(e) => {
                    refused += 1;
                    println!(
                        "deal {d} seat {seat}: {took:.2} s, refused: {}",
                        e.message()
                    );
                }
            }
        }
    }
    times.sort_by(f64::total_cmp);
    if let Some(&slowest) = times.last() {
        println!(
            "{} advices: median {:.2} s, p99 {:.2} s, slowest {slowest:.2} s; {refused} refused; {:.1} M nodes in all",
            times.len(),
            stats::percentile(&times, 0.5),
            stats::percentile(&times, 0.99),
            nodes as f64 / 1e6,
        );
    }
}
