//! Whether the trump call under `kots` scoring (Court piece, Satat) should rank its suits by
//! the deal's points rather than by expected tricks, as the cards play the blend there
//! (`docs/analysis.md`, "A card under `kots` scoring"). For each of `N` seeded first fives
//! (the caller's of the deal `"call aim {preset} {k}"`), the trump advice is run twice with
//! every sample solved under every suit (`stop: never`, `SAMPLES` each, default 64): the
//! first run picks a suit, by expected tricks (the service's call) and by `w` times the
//! deal's points plus expected tricks for each weight `w` of `WEIGHTS` (default 0.25, 0.5, 1
//! and 14, the cards' blend: a point outweighs any tricks); the second run, on other samples
//! of the same five (seed `"… judge"`), judges each pick. The deal's points of a sample, in
//! plain wins of the caller's party: a kot 7 under `kots` scoring (a streak's seven plain
//! wins; under `points` scoring, Hokm's, its points over a win's: 2), seven tricks without
//! one 1, fewer -1 (the other party's kot, which the trump advice does not solve, is counted
//! as a plain win). Judged on held-out samples, a pick's figures are unbiased for
//! what it is worth on that five, unlike the first run's own (the largest of four noisy
//! estimates leans upward). Prints per preset and weight the calls that differ from the
//! service's and the mean gain a call in points and tricks with a 95 % interval.
//!
//! `PRESETS=court-piece,satat cargo run --release --example call_aim_study [N]` (default 50;
//! `THREADS`, default 2).

#[path = "common/run.rs"]
mod run;
#[path = "common/stats.rs"]
mod stats;

use hakam::court_piece::Scoring;
use hakam::court_piece::analysis::advise::{Advice, AdviseRequest, Stop, SuitAdvice, advise};

/// A sample's points in plain wins of the caller's party, a kot worth `kot` of them.
fn points(s: &SuitAdvice, kot: f64) -> f64 {
    kot * s.p_kot + (s.p_seven - s.p_kot) - (1.0 - s.p_seven)
}

fn main() {
    let n: usize = std::env::args().nth(1).map_or(50, |v| v.parse().unwrap());
    let samples = run::env("SAMPLES", 64);
    let weights: Vec<f64> = std::env::var("WEIGHTS").map_or(vec![0.25, 0.5, 1.0, 14.0], |v| {
        v.split(',').map(|w| w.parse().unwrap()).collect()
    });
    for preset in run::covered_presets() {
        let rules = preset.rules();
        // Under `kots` scoring a kot is a streak's plain wins; under `points`, its points
        // over a plain win's.
        let kot = match rules.scoring {
            Scoring::Kots { streak, .. } => streak.unwrap_or(1) as f64,
            Scoring::Points { win, kot, .. } => kot as f64 / win as f64,
            _ => 1.0,
        };
        let run = |seed: String, five: Vec<_>| -> Advice {
            let input = AdviseRequest {
                first_five: five,
                samples: Some(samples),
                seed,
                budget: 50_000_000,
                max_nodes: 1_000_000_000,
                settle_nodes: 1_000_000_000,
                stop: Stop::Never,
                threads: run::env("THREADS", 2),
            }
            .check(&rules)
            .unwrap();
            advise(&input).unwrap()
        };
        // Per weight: the paired gains in points and tricks over the tricks' call.
        let mut gains: Vec<(Vec<f64>, Vec<f64>, usize)> = weights
            .iter()
            .map(|_| (Vec::new(), Vec::new(), 0))
            .collect();
        for k in 0..n {
            let seed = format!("call aim {} {k}", preset.name());
            let dealt = hakam::court_piece::deal(&rules, &seed, Some(0)).unwrap();
            let five: Vec<_> = dealt.first_five[dealt.caller].iter().collect();
            let a = run(format!("{seed} pick"), five.clone());
            let b = run(format!("{seed} judge"), five);
            let judged = |suit| b.suits.iter().find(|s| s.trump == suit).unwrap();
            let by_tricks = a.recommended;
            for (&w, g) in weights.iter().zip(&mut gains) {
                let key = |s: &SuitAdvice| w * points(s, kot) + s.expected_tricks;
                let pick = a
                    .suits
                    .iter()
                    .max_by(|x, y| key(x).total_cmp(&key(y)))
                    .unwrap()
                    .trump;
                g.0.push(points(judged(pick), kot) - points(judged(by_tricks), kot));
                g.1.push(judged(pick).mean_tricks - judged(by_tricks).mean_tricks);
                g.2 += usize::from(pick != by_tricks);
            }
        }
        for (&w, (p, t, differ)) in weights.iter().zip(&gains) {
            let (mp, hp) = stats::mean_ci95(p);
            let (mt, ht) = stats::mean_ci95(t);
            println!(
                "{} weight {w}: {differ} of {n} calls differ; points a call {mp:+.4} ± {hp:.4}, tricks {mt:+.3} ± {ht:.3}",
                preset.name()
            );
        }
    }
}
