//! The worlds' prior (issue 34) measured on decisions, not matches: `DEALS` seeded deals of
//! `PRESET` (deal `d` from the seed `"prior study {d}"`, dealt by seat `d % 4`) in which the
//! caller names the longest suit of its first five and every seat plays the arena's heuristic
//! card. At each card decision of a seat other than the caller with two options or more, the
//! advice (`deals/advise`'s engine, the service's defaults but `SAMPLES`, one thread) is asked
//! twice, under two priors of its worlds (`PRIORS`, default `call,uniform`: weighed by the
//! trump call, and uniform; `reads`: the call and the ruffs declined), the same seed and
//! settings. Where the two name different cards, each card is valued double-dummy on the
//! true deal: the seat's party's tricks of thirteen, best play after it. The gain of a
//! decision is the first prior's card's value less the second's (nothing where they agree):
//! a paired measure on the same positions, finer than matches.
//!
//! Prints, per deal, its decisions, those that differ and their summed gain; then the mean
//! gain a decision (0 where the priors agree) and a differing decision, each with its 95 %
//! interval, and the search nodes of each prior.
//!
//! `cargo run --release --example prior_study [DEALS]` (default 40); `PRESET` (default hokm:
//! court-piece, hokm, troefcall, satat), `PRIORS` (default `call,uniform`), `SAMPLES`
//! (default 200), `THREADS` (deals side by side, default 2).

#[path = "common/heuristic.rs"]
mod heuristic;
#[path = "common/run.rs"]
mod run;
#[path = "common/stats.rs"]
mod stats;

use hakam::court_piece::advice::knowledge::Played;
use hakam::court_piece::advice::redeal::longest_suit;
use hakam::court_piece::advice::{Choice, Prior, Settings, advise_seat};
use hakam::court_piece::analysis::{Board, analyse};
use hakam::court_piece::{DealInput, Decisions, Preset, resolve_deal};

/// One deal's decisions: each decision's gain where the priors differ (`None` where they
/// agree), each prior's nodes, and the decisions at which another seat had declined a ruff
/// (`Prior::Reads` reads one).
struct DealStudy {
    gains: Vec<Option<i64>>,
    nodes: [u64; 2],
    with_declines: usize,
}

fn study(preset: Preset, d: usize, samples: usize, priors: [Prior; 2]) -> DealStudy {
    let rules = preset.rules();
    let mut input = DealInput {
        dealer: d % 4,
        previous: None,
        decisions: Decisions {
            seed: Some(format!("prior study {d}")),
            ..Decisions::default()
        },
    };
    let before = resolve_deal(&rules, &input).expect("a seeded deal");
    let caller = before.caller;
    let trump = longest_suit(before.hands[caller]);
    input.decisions.trump = Some(trump);
    let board = Board {
        hands: resolve_deal(&rules, &input).expect("trumps named").hands,
        caller,
        two_of_hearts: rules.two_of_hearts,
    };
    let settings = |prior| Settings {
        samples: Some(samples),
        prior,
        ..Settings::default()
    };
    let mut out = DealStudy {
        gains: Vec::new(),
        nodes: [0; 2],
        with_declines: 0,
    };
    loop {
        let o = resolve_deal(&rules, &input).expect("heuristic plays are legal");
        let (Some(seat), Some(legal)) = (o.next_seat, o.legal_cards) else {
            break;
        };
        if o.complete {
            break;
        }
        if seat != caller && legal.len() >= 2 {
            let card = |prior| {
                let a = advise_seat(&rules, &input, seat, &settings(prior)).expect("advised");
                let Choice::Play(card) = a.decision else {
                    panic!("a card is due, not {:?}", a.decision)
                };
                (card, a.nodes)
            };
            let (first, first_nodes) = card(priors[0]);
            let (second, second_nodes) = card(priors[1]);
            out.nodes[0] += first_nodes;
            out.nodes[1] += second_nodes;
            let gain = (first != second).then(|| {
                let values = analyse(&board, &[trump], Some(&input.decisions.plays), u64::MAX)
                    .expect("the true deal solves")
                    .cards
                    .expect("cards are listed");
                let value = |card| {
                    let tricks = values.iter().find(|v| v.card == card).unwrap().tricks;
                    let ours = seat % 2 == caller % 2;
                    i64::from(if ours { tricks } else { 13 - tricks })
                };
                value(first) - value(second)
            });
            out.gains.push(gain);
            let tricks = o.tricks.iter().map(|t| t.plays());
            let read = Played::read(tricks, Some(trump), rules.two_of_hearts);
            out.with_declines += usize::from(read.declined.iter().any(|d| d.seat != seat));
        }
        let card = heuristic::card(&o, &input.decisions.plays, seat);
        input.decisions.plays.push(card);
    }
    out
}

fn main() {
    let deals: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(40);
    let preset_name = std::env::var("PRESET").unwrap_or_else(|_| "hokm".to_owned());
    let preset = Preset::parse(&preset_name).expect("PRESET: a preset's name");
    let samples = run::env("SAMPLES", 200);
    let threads = run::env("THREADS", 2);
    let names = std::env::var("PRIORS").unwrap_or_else(|_| "call,uniform".to_owned());
    let prior = |name: &str| match name {
        "uniform" => Prior::Uniform,
        "call" => Prior::Call,
        "reads" => Prior::Reads,
        _ => panic!("unknown prior {name}: uniform, call, reads"),
    };
    let pair: Vec<Prior> = names.split(',').map(prior).collect();
    let priors = [pair[0], pair[1]];
    println!(
        "{preset_name}: {deals} deals, priors {names}, advice samples {samples}, {threads} deals \
         side by side"
    );
    let results = run::in_parallel(deals, threads, |_, d| {
        let r = study(preset, d, samples, priors);
        eprintln!("deal {d} done");
        r
    });
    let mut nodes = [0u64; 2];
    for (d, r) in results.iter().enumerate() {
        let differing: Vec<i64> = r.gains.iter().flatten().copied().collect();
        println!(
            "deal {d}: {} decisions, {} differ, gain {:+}",
            r.gains.len(),
            differing.len(),
            differing.iter().sum::<i64>()
        );
        nodes[0] += r.nodes[0];
        nodes[1] += r.nodes[1];
    }
    let with_declines: usize = results.iter().map(|r| r.with_declines).sum();
    let gains = results.iter().flat_map(|r| r.gains.iter().copied());
    let (mean, half, n) = stats::mean_ci(gains.clone().map(|g| g.unwrap_or(0)));
    let (differ_mean, differ_half, differ) = stats::mean_ci(gains.flatten());
    println!(
        "{n} decisions: gain a decision {mean:+.4} ± {half:.4} tricks; {differ} differ, gain a \
         differing decision {differ_mean:+.3} ± {differ_half:.3}; {with_declines} decisions \
         after another seat declined a ruff; nodes: {names} {} and {}",
        nodes[0], nodes[1]
    );
}
