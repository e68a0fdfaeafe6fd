//! What a fresh deal is worth to the caller's party: the value a redeal is advised by
//! (`docs/analysis.md`, "Advice from a seat's view"). Solves each seeded fresh deal
//! (`advice::redeal::fresh_deal`) double-dummy under the longest suit of its caller's first
//! five, without and with Satat's 2♥, prints the mean with its 95 % interval and the time
//! taken, and with `--write` writes the table the advice reads
//! (`src/court_piece/advice/redeal/fresh_tricks.rs`).
//!
//! With `--gain N`, what the redeal gains instead: Satat deals (seeds `"redeal gain i"`, dealer
//! 0) until `N` whose caller's first five hold no king, queen or jack, each advised from the
//! caller's view (`deals/advise`'s engine, the service's defaults); for each, the advised
//! suit's true double-dummy tricks in the deal itself, and, where the advice redeals, what the
//! redeal gains against keeping (the fresh deals' mean less the best suit's true tricks).
//!
//! `cargo run --release --example fresh_deal [--write | --gain N]`; `THREADS` (default 2).

#[path = "common/run.rs"]
mod run;
#[path = "common/stats.rs"]
mod stats;

use hakam::court_piece::advice::redeal::{FRESH_DEALS, FRESH_TRICKS, fresh_deal, longest_suit};
use hakam::court_piece::advice::{Choice, Settings, advise_seat};
use hakam::court_piece::analysis::{Board, solve};
use hakam::court_piece::{DealInput, Decisions, Preset, deal};
use hakam::sampling::map_on_threads;
use std::fmt::Write as _;
use std::time::Instant;

const TABLE: &str = "src/court_piece/advice/redeal/fresh_tricks.rs";

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let write = args.iter().any(|a| a == "--write");
    let threads = run::env("THREADS", 2);
    if let Some(i) = args.iter().position(|a| a == "--gain") {
        let n = args
            .get(i + 1)
            .map_or(40, |n| n.parse().expect("N is a count"));
        return gain(n, threads);
    }
    let mut rows = Vec::new();
    for two_of_hearts in [false, true] {
        let start = Instant::now();
        let solved = map_on_threads(FRESH_DEALS, threads, |i| {
            let (board, five) = fresh_deal(i, two_of_hearts);
            let one = Instant::now();
            solve(&board, longest_suit(five), u64::MAX).map(|(t, _)| (t, one.elapsed()))
        });
        let (values, mut times): (Vec<u32>, Vec<f64>) = solved
            .into_iter()
            .map(|r| {
                let (t, took) = r.expect("every deal handed out").expect("solved");
                (t, took.as_secs_f64())
            })
            .unzip();
        let (mean, half, _) = stats::mean_ci(values.iter().map(|&v| i64::from(v)));
        times.sort_by(f64::total_cmp);
        let kept = &FRESH_TRICKS[usize::from(two_of_hearts)];
        let same = values
            .iter()
            .zip(kept)
            .filter(|(a, b)| **a == u32::from(**b))
            .count();
        println!(
            "2♥ {two_of_hearts}: {FRESH_DEALS} fresh deals, mean {mean:.3} tricks (95 %: ± {half:.3}); {:.1} s on {threads} threads, a deal median {:.1} ms, slowest {:.1} ms; {same} equal to the table",
            start.elapsed().as_secs_f64(),
            stats::percentile(&times, 0.5) * 1e3,
            times[times.len() - 1] * 1e3,
        );
        rows.push(values);
    }
    if write {
        let mut out = String::from(
            "//! Written by `cargo run --release --example fresh_deal -- --write`: each fresh deal's\n\
             //! caller's party's tricks of thirteen, double-dummy, under the longest suit of its\n\
             //! first five (`super::fresh_deal`, `super::longest_suit`); without Satat's 2♥, then\n\
             //! with it.\n\n",
        );
        writeln!(out, "#[rustfmt::skip]").unwrap();
        writeln!(
            out,
            "pub const FRESH_TRICKS: [[u8; super::FRESH_DEALS]; 2] = ["
        )
        .unwrap();
        for row in &rows {
            out.push_str("    [\n");
            for chunk in row.chunks(25) {
                let line: Vec<String> = chunk.iter().map(u32::to_string).collect();
                writeln!(out, "        {},", line.join(", ")).unwrap();
            }
            out.push_str("    ],\n");
        }
        out.push_str("];\n");
        std::fs::write(TABLE, out).expect("the table written");
        println!("wrote {TABLE}");
    }
}

/// The `--gain` report (the module docs).
fn gain(n: usize, threads: usize) {
    let rules = Preset::Satat.rules();
    let (fresh, _, _) = stats::mean_ci(FRESH_TRICKS[1].iter().map(|&t| i64::from(t)));
    let settings = Settings {
        threads,
        ..Settings::default()
    };
    // The true tricks of the best suit, of the fives redealt and of those kept.
    let (mut asked, mut redealt, mut kept) = (0, Vec::new(), Vec::new());
    let start = Instant::now();
    for i in 0.. {
        if asked == n {
            break;
        }
        let seed = format!("redeal gain {i}");
        let dealt = deal(&rules, &seed, Some(0)).expect("a deal");
        if !dealt.caller_may_redeal {
            continue;
        }
        asked += 1;
        let input = DealInput {
            dealer: 0,
            previous: None,
            decisions: Decisions {
                seed: Some(seed),
                ..Decisions::default()
            },
        };
        let a = advise_seat(&rules, &input, dealt.caller, &settings).expect("advised");
        let mut hands = [Default::default(); 4];
        hands.copy_from_slice(&dealt.hands);
        let board = Board {
            hands,
            caller: dealt.caller,
            two_of_hearts: true,
        };
        // The true tricks of the best suit the advice valued (its first trump option).
        let best = a
            .options
            .iter()
            .find_map(|o| match o.choice {
                Choice::Trump(suit) => Some(suit),
                _ => None,
            })
            .expect("four suits");
        let (tricks, _) = solve(&board, best, u64::MAX).expect("solved");
        let to = if a.decision == Choice::Redeal {
            &mut redealt
        } else {
            &mut kept
        };
        to.push(i64::from(tricks));
    }
    // A redeal gains the fresh deals' mean less the tricks it gave up: the same interval.
    let (gave_up, gain_half, redeals) = stats::mean_ci(redealt.into_iter());
    let (kept_mean, kept_half, keeps) = stats::mean_ci(kept.into_iter());
    println!(
        "satat, {asked} first fives without a court card, {:.0} s: {redeals} redealt, gaining {:.2} ± {gain_half:.2} tricks each against their best suit's true tricks; {keeps} kept, their suit worth {kept_mean:.2} ± {kept_half:.2} true tricks (a fresh deal {fresh:.3})",
        start.elapsed().as_secs_f64(),
        fresh - gave_up,
    );
}
