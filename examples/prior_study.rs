//! The worlds' prior (issue 34) measured on decisions, not matches: `DEALS` seeded deals of
//! `PRESET` (deal `d` from the seed `"prior study {d}"`, dealt by seat `d % 4`) in which the
//! caller names the longest suit of its first five and every seat plays the arena's heuristic
//! card. At each card decision of a seat other than the caller with two options or more, the
//! advice (`deals/advise`'s engine, the service's defaults but `SAMPLES`, one thread) is asked
//! twice, under two priors of its worlds (`PRIORS`, default `call,uniform`: weighed by the
//! trump call, and uniform; `reads`: the call and the ruffs declined; `plays`: the call and
//! every card followed with, read as a sound player's; `leads`: those and every card led),
//! the same seed and settings. Where the two name different cards, each card is valued
//! double-dummy on the
//! true deal: the seat's party's tricks of thirteen, best play after it. The gain of a
//! decision is the first prior's card's value less the second's (nothing where they agree):
//! a paired measure on the same positions, finer than matches.
//!
//! Prints, per deal, its decisions, those that differ and their summed gain; then the mean
//! gain a decision (0 where the priors agree) and a differing decision, each with its 95 %
//! interval, and the search nodes of each prior.
//!
//! The same pairing compares two card settle bounds (`SETTLES`, nodes, default the
//! service's for both), two ways to stop (`STOPS`, `settled` or `never`, default `settled`
//! for both) or two aims of the cards (`AIMS`: `rules`, the service's; `tricks`; `points`,
//! the deal's points; `blend`, points then tricks; default `rules` for both): each of `PRIORS`,
//! `SETTLES`, `STOPS` and `AIMS` is one value for both askings, or two, the first asking's and
//! the second's. More worlds, the same prior: `PRIORS=call SETTLES=40000000,10000000`. Two
//! aims: `PRIORS=call AIMS=blend,tricks CALLER=1`.
//!
//! Each differing decision is also valued in the deal's points (`deal_outcome` after each
//! card on the true deal, in the preset's scoring: points, or kots with a plain win a
//! streak's share), the seat's party's; the gain in points is printed beside the gain in
//! tricks, and each gain a decision again with the deals as the samples (a deal's decisions go
//! together: a wider interval). `CALLER=1` asks the caller's decisions too (a prior reads nothing of them, an aim
//! does).
//!
//! `cargo run --release --example prior_study [DEALS]` (default 40); `PRESET` (default hokm:
//! court-piece, hokm, troefcall, satat), `PRIORS` (default `call,uniform`), `SETTLES`,
//! `STOPS`, `AIMS`, `CALLER`, `SAMPLES` (default 200), `THREADS` (deals side by side, default
//! 2).

#[path = "common/heuristic.rs"]
mod heuristic;
#[path = "common/run.rs"]
mod run;
#[path = "common/stats.rs"]
mod stats;

use hakam::court_piece::advice::knowledge::Played;
use hakam::court_piece::advice::redeal::longest_suit;
use hakam::court_piece::advice::{
    Aim, CardAim, Choice, DEFAULT_CARD_SETTLE_NODES, Prior, Settings, ValueOf, advise_seat,
    card_scale,
};
use hakam::court_piece::analysis::advise::Stop;
use hakam::court_piece::analysis::{Board, analyse, deal_outcome};
use hakam::court_piece::{DealInput, Decisions, Preset, resolve_deal};
use hakam::sampling::Watch;

/// One deal's decisions: each decision's gain where the askings differ (`None` where they
/// agree), in tricks and in the deal's point units, each asking's nodes, and the decisions at
/// which another seat had declined a ruff (`Prior::Reads` reads one).
struct DealStudy {
    gains: Vec<Option<(i64, i64)>>,
    nodes: [u64; 2],
    with_declines: usize,
}

/// How one of the two askings is made.
#[derive(Clone, Copy)]
struct Asking {
    prior: Prior,
    settle: u64,
    stop: Stop,
    /// What the cards play for.
    aim: CardAim,
}

/// How a study is run: the advice's most worlds, the two askings, and whether the caller's
/// decisions are asked too.
#[derive(Clone, Copy)]
struct Plan {
    samples: usize,
    askings: [Asking; 2],
    caller_too: bool,
}

fn study(preset: Preset, d: usize, plan: Plan) -> DealStudy {
    let Plan {
        samples,
        askings,
        caller_too,
    } = plan;
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
    let settings = |a: Asking| Settings {
        samples: Some(samples),
        prior: a.prior,
        card_settle_nodes: a.settle,
        stop: a.stop,
        card_aim: a.aim,
        ..Settings::default()
    };
    // The deal's points of each outcome, the caller's party's, worst first.
    let Aim::Outcomes(units) = card_scale(&rules, ValueOf::Points, false).aim else {
        panic!("the covered presets score points or kots")
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
        if (caller_too || seat != caller) && legal.len() >= 2 {
            let card = |asking| {
                let a = advise_seat(&rules, &input, seat, &settings(asking)).expect("advised");
                let Choice::Play(card) = a.decision else {
                    panic!("a card is due, not {:?}", a.decision)
                };
                (card, a.nodes)
            };
            let (first, first_nodes) = card(askings[0]);
            let (second, second_nodes) = card(askings[1]);
            out.nodes[0] += first_nodes;
            out.nodes[1] += second_nodes;
            let gain = (first != second).then(|| {
                let values = analyse(&board, &[trump], Some(&input.decisions.plays), u64::MAX)
                    .expect("the true deal solves")
                    .cards
                    .expect("cards are listed");
                let ours = seat % 2 == caller % 2;
                let value = |card| {
                    let tricks = values.iter().find(|v| v.card == card).unwrap().tricks;
                    i64::from(if ours { tricks } else { 13 - tricks })
                };
                let points = |card| {
                    let mut plays = input.decisions.plays.clone();
                    plays.push(card);
                    let (o, _) = deal_outcome(&board, trump, &plays, (u64::MAX, &Watch::default()))
                        .expect("the true deal solves");
                    let caller_units = units[o as usize];
                    if ours { caller_units } else { -caller_units }
                };
                (value(first) - value(second), points(first) - points(second))
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
    // A variable's two values (one given: the same for both).
    let pair = |name: &str, default: &str| -> [String; 2] {
        let text = std::env::var(name).unwrap_or_else(|_| default.to_owned());
        let values: Vec<&str> = text.split(',').collect();
        [values[0].to_owned(), values[values.len() - 1].to_owned()]
    };
    let names = pair("PRIORS", "call,uniform");
    let settles = pair("SETTLES", &DEFAULT_CARD_SETTLE_NODES.to_string());
    let stops = pair("STOPS", "settled");
    let aims = pair("AIMS", "rules");
    let asking = |i: usize| Asking {
        prior: match names[i].as_str() {
            "uniform" => Prior::Uniform,
            "call" => Prior::Call,
            "reads" => Prior::Reads,
            "plays" => Prior::Plays,
            "leads" => Prior::Leads,
            other => panic!("unknown prior {other}: uniform, call, reads, plays, leads"),
        },
        settle: settles[i].parse().expect("SETTLES: node counts"),
        stop: match stops[i].as_str() {
            "settled" => Stop::Settled,
            "never" => Stop::Never,
            other => panic!("unknown stop {other}: settled, never"),
        },
        aim: match aims[i].as_str() {
            "rules" => CardAim::Rules,
            "tricks" => CardAim::Tricks,
            "points" => CardAim::Points,
            "blend" => CardAim::Blend,
            other => panic!("unknown aim {other}: rules, tricks, points, blend"),
        },
    };
    let plan = Plan {
        samples,
        askings: [asking(0), asking(1)],
        caller_too: run::env("CALLER", 0) == 1,
    };
    let names = names.join(",");
    println!(
        "{preset_name}: {deals} deals, priors {names}, card settle bounds {}, stops {}, aims {}, \
         the caller's decisions {}, advice samples {samples}, {threads} deals side by side",
        settles.join(","),
        stops.join(","),
        aims.join(","),
        if plan.caller_too { "too" } else { "not" }
    );
    let per_point = card_scale(&preset.rules(), ValueOf::Points, false).per_reported;
    let results = run::in_parallel(deals, threads, |_, d| {
        let r = study(preset, d, plan);
        eprintln!("deal {d} done");
        r
    });
    let mut nodes = [0u64; 2];
    for (d, r) in results.iter().enumerate() {
        let differing: Vec<(i64, i64)> = r.gains.iter().flatten().copied().collect();
        println!(
            "deal {d}: {} decisions, {} differ, gain {:+} tricks, {:+} point units",
            r.gains.len(),
            differing.len(),
            differing.iter().map(|g| g.0).sum::<i64>(),
            differing.iter().map(|g| g.1).sum::<i64>()
        );
        nodes[0] += r.nodes[0];
        nodes[1] += r.nodes[1];
    }
    let with_declines: usize = results.iter().map(|r| r.with_declines).sum();
    let gains = results.iter().flat_map(|r| r.gains.iter().copied());
    let tricks = gains.clone().map(|g| g.map(|g| g.0));
    let (mean, half, n) = stats::mean_ci(tricks.clone().map(|g| g.unwrap_or(0)));
    let (differ_mean, differ_half, differ) = stats::mean_ci(tricks.flatten());
    let units = gains.map(|g| g.map(|g| g.1));
    let (p_mean, p_half, _) = stats::mean_ci(units.clone().map(|g| g.unwrap_or(0)));
    let (pd_mean, pd_half, _) = stats::mean_ci(units.flatten());
    println!(
        "{n} decisions: gain a decision {mean:+.4} ± {half:.4} tricks; {differ} differ, gain a \
         differing decision {differ_mean:+.3} ± {differ_half:.3}; {with_declines} decisions \
         after another seat declined a ruff; nodes: {names} {} and {}",
        nodes[0], nodes[1]
    );
    println!(
        "in the deal's points: gain a decision {:+.4} ± {:.4}, a differing decision {:+.3} ± \
         {:.3}",
        p_mean / per_point,
        p_half / per_point,
        pd_mean / per_point,
        pd_half / per_point
    );
    // Decisions of one deal go together: the same gains with the deals as the samples.
    let by_deal = |part: fn(&(i64, i64)) -> i64| -> Vec<(usize, i64)> {
        results
            .iter()
            .map(|r| (r.gains.len(), r.gains.iter().flatten().map(part).sum()))
            .collect()
    };
    let (t_mean, t_half) = stats::clustered_mean_ci(&by_deal(|g| g.0));
    let (k_mean, k_half) = stats::clustered_mean_ci(&by_deal(|g| g.1));
    println!(
        "by deal (the deals as the samples): gain a decision {t_mean:+.4} ± {t_half:.4} tricks, \
         {:+.4} ± {:.4} in the deal's points",
        k_mean / per_point,
        k_half / per_point
    );
}
