//! Issue 25's first goal: `trumps/advise` with the service's defaults (at most 200 samples,
//! stopping once settled, the default node budgets, two threads) on `N` first fives of each of
//! court-piece, hokm, troefcall and satat. First five `k` of a preset is the first five cards
//! of the pack shuffled from `"goals {preset} {k}"`, and its advice's seed is the same string.
//! Prints each advice's time and samples, then per preset the median, p99 and worst time, the
//! median samples used, the advices stopped at a node bound (`stopped: budget`) and those
//! refused for it (a 422 at the service).
//!
//! `cargo run --release --example advice_goals [N]` (default 50; `THREADS`, default 2;
//! `PRESETS`, default all four, e.g. `PRESETS=satat`; `FROM`, the first `k`, default 0;
//! `SETTLE`, the settle bounds to run each advice under side by side, in turn, default the
//! service's, e.g. `SETTLE=100000000,40000000`; beside each bound after the first, the advices
//! that recommend another suit than under the first, and the expected tricks by which the
//! first bound's advice puts their suits behind its own, summed).

#[path = "common/run.rs"]
mod run;
#[path = "common/stats.rs"]
mod stats;

use hakam::cards::deck;
use hakam::court_piece::analysis::AnalysisError;
use hakam::court_piece::analysis::advise::{
    AdviseRequest, DEFAULT_MAX_NODES, DEFAULT_SETTLE_NODES, Stop, Stopped, advise,
};
use std::time::Instant;

/// The service's default `HAKAM_COURT_PIECE_ANALYSIS_BUDGET` (src/config.rs).
const ANALYSIS_BUDGET: u64 = 50_000_000;

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .map_or(50, |v| v.parse().expect("N"));
    let threads = run::env("THREADS", 2);
    let from = run::env("FROM", 0);
    let settles: Vec<u64> = std::env::var("SETTLE").map_or(vec![DEFAULT_SETTLE_NODES], |v| {
        v.split(',').map(|b| b.parse().expect("SETTLE")).collect()
    });
    println!("preset | settle bound | k | ms | samples used | stopped | nodes (M)");
    let mut summary = Vec::new();
    for preset in run::covered_presets() {
        let rules = preset.rules();
        let mut runs: Vec<_> = settles
            .iter()
            .map(|_| (Vec::new(), Vec::new(), 0, 0, 0, 0.0))
            .collect();
        for k in from..from + n {
            let seed = format!("goals {} {k}", preset.name());
            let first_five = deck::shuffled_deck(&seed).0[..5].to_vec();
            let request = AdviseRequest {
                first_five,
                samples: None,
                seed,
                budget: ANALYSIS_BUDGET,
                max_nodes: DEFAULT_MAX_NODES,
                settle_nodes: DEFAULT_SETTLE_NODES,
                stop: Stop::default(),
                threads,
            };
            let mut first_advice = None;
            for (&settle_nodes, (times, used, refused, at_bound, other, behind)) in
                settles.iter().zip(&mut runs)
            {
                let input = AdviseRequest {
                    settle_nodes,
                    ..request.clone()
                }
                .check(&rules)
                .expect("a valid request");
                let start = Instant::now();
                let answer = advise(&input);
                let ms = start.elapsed().as_secs_f64() * 1e3;
                times.push(ms);
                match answer {
                    Ok(a) => {
                        // Another suit than under the first bound, and how many expected
                        // tricks behind that bound's suit the first bound's advice puts it.
                        let first = first_advice.get_or_insert_with(|| a.clone());
                        if first.recommended != a.recommended {
                            let expected = |suit| {
                                first
                                    .suits
                                    .iter()
                                    .find(|s| s.trump == suit)
                                    .map_or(0.0, |s| s.expected_tricks)
                            };
                            *other += 1;
                            *behind += expected(first.recommended) - expected(a.recommended);
                        }
                        used.push(a.samples_used as f64);
                        let stopped = a.stopped.name();
                        *at_bound += usize::from(a.stopped == Stopped::Budget);
                        println!(
                            "{} | {settle_nodes} | {k} | {ms:.0} | {} | {stopped} | {:.1}",
                            preset.name(),
                            a.samples_used,
                            a.nodes as f64 / 1e6
                        );
                    }
                    Err(
                        AnalysisError::OverBudget { .. } | AnalysisError::AdviceOverBudget { .. },
                    ) => {
                        *refused += 1;
                        println!(
                            "{} | {settle_nodes} | {k} | {ms:.0} | - | budget (422)",
                            preset.name()
                        );
                    }
                    Err(e) => panic!("{e:?}"),
                }
            }
        }
        for (&settle, (mut times, mut used, refused, at_bound, other, behind)) in
            settles.iter().zip(runs)
        {
            times.sort_by(f64::total_cmp);
            used.sort_by(f64::total_cmp);
            summary.push((
                preset, settle, times, used, refused, at_bound, other, behind,
            ));
        }
    }
    println!();
    println!(
        "preset | settle bound | advices | median ms | p99 ms | worst ms | median samples used | stopped at a bound | refused | another suit than under the first bound | its expected tricks behind, in all"
    );
    for (preset, settle, times, used, refused, at_bound, other, behind) in summary {
        println!(
            "{} | {settle} | {} | {:.0} | {:.0} | {:.0} | {} | {at_bound} | {refused} | {other} | {behind:.3}",
            preset.name(),
            times.len(),
            stats::percentile(&times, 0.5),
            stats::percentile(&times, 0.99),
            times.last().copied().unwrap_or(0.0),
            if used.is_empty() {
                "-".to_owned()
            } else {
                format!("{:.0}", stats::percentile(&used, 0.5))
            },
        );
    }
}
