//! `deals/advise`'s two forms side by side (no HTTP): the same seats' advice asked with the
//! deal (`advise_seat`) and with only what the seat knows (`advise_told`, which first
//! completes the view into a deal), alternately on the same positions, so that drift falls on
//! both. Fixed work: 16 worlds, every option (`stop: never`), one thread. Prints each form's
//! median time per position and the ratio of the medians (issue 34: "a view-only request and a
//! full request cost the same within 10 %").
//!
//! `cargo bench --bench seat_advice` (`RUNS=n` rounds over the positions, default 5).

use hakam::court_piece::advice::{Settings, Told, advise_seat, advise_told};
use hakam::court_piece::analysis::advise::Stop;
use hakam::court_piece::{DealInput, Decisions, Preset, Viewer, resolve_deal, resolve_view};
use std::hint::black_box;
use std::time::{Duration, Instant};

fn main() {
    if std::env::args().any(|a| a == "--list") {
        return; // `cargo bench -- --list` asks a harness for its benchmarks
    }
    let runs: usize = std::env::var("RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5);
    let rules = Preset::Hokm.rules();
    let settings = Settings {
        samples: Some(16),
        stop: Stop::Never,
        threads: 1,
        ..Settings::default()
    };
    // Twelve positions: six deals, after two tricks and after six, the lowest card played.
    let mut positions = Vec::new();
    for seed in 0..6 {
        for cut in [8usize, 24] {
            let mut input = DealInput {
                dealer: seed % 4,
                previous: None,
                decisions: Decisions {
                    seed: Some(format!("seat advice bench {seed}")),
                    trump: Some(hakam::cards::Suit::ALL[seed % 4]),
                    ..Decisions::default()
                },
            };
            for _ in 0..cut {
                let o = resolve_deal(&rules, &input).expect("a valid deal");
                input
                    .decisions
                    .plays
                    .push(o.legal_cards.unwrap().iter().next().unwrap());
            }
            let seat = resolve_deal(&rules, &input).unwrap().next_seat.unwrap();
            let view = resolve_view(&rules, &input, Viewer::Seat(seat)).unwrap();
            let told = Told::of(&view);
            positions.push((input, seat, told));
        }
    }
    let (mut full, mut told_times) = (Vec::new(), Vec::new());
    for _ in 0..runs {
        for (input, seat, told) in &positions {
            let start = Instant::now();
            let a = black_box(advise_seat(&rules, input, *seat, &settings).unwrap());
            full.push(start.elapsed());
            let start = Instant::now();
            let b = black_box(
                advise_told(&rules, (input.dealer, None), *seat, told, &settings).unwrap(),
            );
            told_times.push(start.elapsed());
            assert_eq!(a, b, "the two forms answer alike");
        }
    }
    let median = |mut t: Vec<Duration>| {
        t.sort();
        t[t.len() / 2]
    };
    let (f, t) = (median(full), median(told_times));
    println!(
        "seat advice, {} positions x {runs} rounds, 16 worlds, every option, 1 thread: \
         the deal {:.1} ms, the seat's view only {:.1} ms (median); view / deal = {:.3}",
        positions.len(),
        f.as_secs_f64() * 1e3,
        t.as_secs_f64() * 1e3,
        t.as_secs_f64() / f.as_secs_f64()
    );
}
