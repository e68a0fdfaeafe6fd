//! The advisor end to end (`advise`, no HTTP): the median, fastest and slowest of `RUNS`
//! calls on fixed hands, each call a different seed (so no two calls solve the same sampled
//! hands), after one warm-up call.
//!
//! - 13 cards (chor-voli), 20 candidates × 2 000 samples (the defaults);
//! - 17 cards (ramchi-3, 2 000 samples, 20 candidates), the face-up card given, once for a
//!   hand without the 2♦ and once for its holder (20 candidates with and 20 without the
//!   exchange).
//!
//! `cargo bench --bench advise` (`RUNS=n` to change the 15 calls per case, `THREADS=n` for
//! the threads; the default is every core).

use hakam::cards::Card;
use hakam::chor_voli::advise::{AdviseInput, AdviseLimits, advise};
use hakam::chor_voli::{Preset, Rules};
use std::hint::black_box;
use std::time::{Duration, Instant};

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|t| t.parse().expect("a card"))
        .collect()
}

fn env(name: &str) -> Option<usize> {
    std::env::var(name).ok().and_then(|v| v.parse().ok())
}

fn main() {
    if std::env::args().any(|a| a == "--list") {
        return; // `cargo bench -- --list` asks a harness for its benchmarks
    }
    let runs = env("RUNS").unwrap_or(15).max(1);
    let limits = AdviseLimits {
        threads: env("THREADS").unwrap_or(AdviseLimits::default().threads),
        ..AdviseLimits::default()
    };
    let ramchi = Preset::Ramchi3.rules();
    let cases: [(&str, Rules, AdviseInput); 3] = [
        (
            "13 cards, chor-voli, 20 x 2000",
            Rules::default(),
            AdviseInput {
                hand: cards("Ah Kh Qh 7c 7d 7s Js Td 9c 5h 3c 2d 4s"),
                ..AdviseInput::default()
            },
        ),
        (
            "17 cards, ramchi-3, 20 x 2000",
            ramchi.clone(),
            AdviseInput {
                hand: cards("As Ah Ac Kc Qs Qh Qc Js Td 9s 8c 7c 6h 6c 3s 3h 3c"),
                face_up: cards("9c").first().copied(),
                ..AdviseInput::default()
            },
        ),
        (
            "17 cards, ramchi-3, 2d holder, 2 x 20 x 2000",
            ramchi,
            AdviseInput {
                hand: cards("Ad Qd Jh Jd Ts Tc 9h 8s 8d 7s 7h 5s 5d 3d 2s 2h 2d"),
                face_up: cards("9c").first().copied(),
                ..AdviseInput::default()
            },
        ),
    ];
    println!(
        "advise: {runs} calls per case (a seed each), {} threads, after a warm-up call",
        limits.threads
    );
    for (label, rules, input) in cases {
        black_box(advise(&rules, &input, &limits).expect("a valid input"));
        let mut times: Vec<Duration> = (0..runs)
            .map(|r| {
                let input = AdviseInput {
                    seed: format!("bench {r}"),
                    ..input.clone()
                };
                let start = Instant::now();
                black_box(advise(&rules, black_box(&input), &limits).expect("a valid input"));
                start.elapsed()
            })
            .collect();
        times.sort_unstable();
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        println!(
            "{label:<46} median {:>7.1} ms   fastest {:>7.1} ms   slowest {:>7.1} ms",
            ms(times[times.len() / 2]),
            ms(times[0]),
            ms(times[times.len() - 1]),
        );
    }
}
