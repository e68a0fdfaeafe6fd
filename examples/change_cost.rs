//! The trump change's decision (issue 34): `N` seeded deals of each covered preset under
//! `trump_change` (deal `k` of a preset from the seed `"change cost {preset} {k}"`, dealt by
//! seat `k % 4`), the caller naming the longest suit of its first five. The first seat after
//! the caller (of the party opposite it) is advised whether to change trumps
//! (`deals/advise`'s engine, the service's defaults, `THREADS` threads a decision). Each
//! option is then valued double-dummy on the true deal, in the deal's points to that seat's
//! party: keeping, the deal's own outcome under the trumps named; a suit, the changing party's
//! kot made or failed.
//!
//! Prints each advice's time, nodes, worlds, why it stopped and its decision, with the true
//! worth of the decision, of keeping and of the best option; then per preset the median, p99
//! and worst time, the changes advised, and the mean gain of the advice over always keeping
//! and its mean regret against the best option on the true deal, each with its 95 %
//! interval: what the decision buys, paired on the same deals.
//!
//! `cargo run --release --example change_cost [N]` (default 20; `THREADS`, default 2;
//! `PRESETS`, default all four, e.g. `PRESETS=hokm`).

#[path = "common/run.rs"]
mod run;
#[path = "common/stats.rs"]
mod stats;

use hakam::court_piece::advice::redeal::longest_suit;
use hakam::court_piece::advice::{
    Aim, Choice, Due, Knowledge, Settings, ValueOf, advise_seat, card_scale, seven_scale,
};
use hakam::court_piece::analysis::{Board, Sweeper, deal_outcome, deal_sweeps};
use hakam::court_piece::{DealInput, Decisions, Viewer, resolve_deal, resolve_view};
use hakam::sampling::Watch;
use std::time::Instant;

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .map_or(20, |v| v.parse().expect("N"));
    let threads = run::env("THREADS", 2);
    println!("preset | k | ms | nodes (M) | worlds | stopped | decision | true: it, keep, best");
    let mut summary = Vec::new();
    for preset in run::covered_presets() {
        let mut rules = preset.rules();
        rules.trump_change = true;
        let (mut times, mut gains, mut regrets, mut changes) =
            (Vec::new(), Vec::new(), Vec::new(), 0);
        let mut per_reported = 1.0;
        for k in 0..n {
            let mut input = DealInput {
                dealer: k % 4,
                previous: None,
                decisions: Decisions {
                    seed: Some(format!("change cost {} {k}", preset.name())),
                    ..Decisions::default()
                },
            };
            let before = resolve_deal(&rules, &input).expect("a seeded deal");
            let caller = before.caller;
            input.decisions.trump = Some(longest_suit(before.hands[caller]));
            let named = resolve_deal(&rules, &input).expect("trumps named");
            let trump = named.trump.expect("trumps named");
            let seat = (caller + 1) % 4;
            let settings = Settings {
                threads,
                ..Settings::default()
            };
            let start = Instant::now();
            let a = advise_seat(&rules, &input, seat, &settings).expect("a change is advised");
            let ms = start.elapsed().as_secs_f64() * 1e3;
            // The true deal, valued as the advice values a world.
            let board = Board {
                hands: named.hands,
                caller,
                two_of_hearts: rules.two_of_hearts,
            };
            let view = resolve_view(&rules, &input, Viewer::Seat(seat)).expect("a view");
            let knowledge = Knowledge::new(&rules, &view, Due::TrumpChange).expect("a seat");
            let (scale, made, failed) = seven_scale(&rules, &knowledge).expect("points");
            let Aim::Outcomes(keep_units) = card_scale(&rules, ValueOf::Points, false).aim else {
                panic!("the covered presets score points or kots")
            };
            let whole = (u64::MAX, &Watch::default());
            per_reported = scale.per_reported;
            // In the scale's units: a point is `per_reported` of them.
            let worth = |choice: Choice| -> i64 {
                match choice {
                    Choice::ChangeTrump { trump, .. } => {
                        let (swept, _) = deal_sweeps(&board, trump, &[], Sweeper::Changer, whole)
                            .expect("the true deal solves");
                        if swept { made } else { failed }
                    }
                    _ => {
                        let (o, _) = deal_outcome(&board, trump, &[], whole).expect("solves");
                        // The caller's party's units; the seat is of the other party.
                        -keep_units[o as usize]
                    }
                }
            };
            let it = worth(a.decision);
            let keep = worth(Choice::KeepTrump);
            let best = a
                .options
                .iter()
                .map(|o| worth(o.choice))
                .max()
                .unwrap_or(it);
            changes += usize::from(a.decision != Choice::KeepTrump);
            println!(
                "{} | {k} | {ms:.0} | {:.1} | {} | {:?} | {:?} | {:+.2}, {:+.2}, {:+.2}",
                preset.name(),
                a.nodes as f64 / 1e6,
                a.samples,
                a.stopped,
                a.decision,
                it as f64 / per_reported,
                keep as f64 / per_reported,
                best as f64 / per_reported,
            );
            times.push(ms);
            gains.push(it - keep);
            regrets.push(best - it);
        }
        summary.push((preset, times, gains, regrets, changes, per_reported));
    }
    for (preset, mut times, gains, regrets, changes, per) in summary {
        times.sort_by(f64::total_cmp);
        let (gain, gain_half, n) = stats::mean_ci(gains.iter().copied());
        let (regret, regret_half, _) = stats::mean_ci(regrets.iter().copied());
        let (gain, gain_half, regret, regret_half) =
            (gain / per, gain_half / per, regret / per, regret_half / per);
        println!(
            "{}: {n} advices, median {:.0} ms, p99 {:.0} ms, worst {:.0} ms; {changes} changes \
             advised; true gain over keeping {gain:+.3} ± {gain_half:.3} points, regret against \
             the best {regret:.3} ± {regret_half:.3}",
            preset.name(),
            stats::percentile(&times, 0.5),
            stats::percentile(&times, 0.99),
            times.last().copied().unwrap_or(0.0),
        );
    }
}
