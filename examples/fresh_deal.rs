//! What a fresh deal is worth to the caller's party: the value a redeal is advised by
//! (`docs/analysis.md`, "Advice from a seat's view"). Solves each seeded fresh deal
//! (`advice::redeal::fresh_deal`) double-dummy under the longest suit of its caller's first
//! five, without and with Satat's 2♥, prints the mean with its 95 % interval and the time
//! taken, and with `--write` writes the table the advice reads
//! (`src/court_piece/advice/redeal/fresh_tricks.rs`).
//!
//! `cargo run --release --example fresh_deal [--write]`; `THREADS` (default 2).

use hakam::court_piece::advice::redeal::{FRESH_DEALS, FRESH_TRICKS, fresh_deal, longest_suit};
use hakam::court_piece::analysis::solve;
use hakam::sampling::map_on_threads;
use std::fmt::Write as _;
use std::time::Instant;

const TABLE: &str = "src/court_piece/advice/redeal/fresh_tricks.rs";

fn main() {
    let write = std::env::args().any(|a| a == "--write");
    let threads: usize = std::env::var("THREADS").map_or(2, |t| t.parse().expect("a count"));
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
        let n = values.len() as f64;
        let mean = values.iter().map(|&v| f64::from(v)).sum::<f64>() / n;
        let var = values
            .iter()
            .map(|&v| (f64::from(v) - mean).powi(2))
            .sum::<f64>()
            / (n - 1.0);
        times.sort_by(f64::total_cmp);
        let kept = &FRESH_TRICKS[usize::from(two_of_hearts)];
        let same = values
            .iter()
            .zip(kept)
            .filter(|(a, b)| **a == u32::from(**b))
            .count();
        println!(
            "2♥ {two_of_hearts}: {FRESH_DEALS} fresh deals, mean {mean:.3} tricks (95 %: ± {:.3}); {:.1} s on {threads} threads, a deal median {:.1} ms, slowest {:.1} ms; {same} equal to the table",
            1.96 * (var / n).sqrt(),
            start.elapsed().as_secs_f64(),
            times[times.len() / 2] * 1e3,
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
