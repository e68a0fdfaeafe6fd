//! The study of `docs/strategy.md`: for each preset, seat 0 of `DEALS` seeded deals plays
//! the advisor's pick while the other seats play the solver's best partition (`suggest`'s
//! first choice, exchanging the 2♦ when that scores higher); the same deal is then replayed
//! with seat 0 playing the solver's pick too. Both are resolved by `resolve_deal`; the
//! paired difference is the advisor's gain.
//!
//! ```text
//! cargo run --release --example strategy_study                 # the committed figures
//! DEALS=2000 SAMPLES=100 cargo run --release --example strategy_study
//! ```
//!
//! Settings (environment): `DEALS` (10 000 per preset), `CANDIDATES` (8 per hand), `SAMPLES`
//! (300 per advice), `THREADS` (every core; deals are spread over them, each advice runs on
//! one), `SVG` (docs/strategy.svg, the plot written), `SHOW` (5: differing hands printed per
//! preset). Deal `i` of a preset is dealt from the seed `"study {preset} {i}"`; its advice is
//! sampled from the same seed. Prints a Markdown table and the differing hands.

use hakam::cards::{Card, CardSet};
use hakam::chor_voli::advise::{Advice, AdviseInput, AdviseLimits, Candidate, advise};
use hakam::chor_voli::deal::TWO_OF_DIAMONDS;
use hakam::chor_voli::solver::{Budget, suggest};
use hakam::chor_voli::{DealInput, PlayerInput, Preset, Rules, deal, resolve_deal};
use std::fmt::Write as _;

#[path = "common/run.rs"]
mod run;
#[path = "common/stats.rs"]
mod stats;
#[path = "common/svg.rs"]
mod svg;
use run::{env, in_parallel};
use stats::mean_ci;
use std::time::Instant;

/// One studied deal.
struct Outcome {
    advised: i64,
    solver: i64,
    differ: bool,
    advice: Option<Advice>,
    seed: String,
}

/// The solver's best partition of a hand, as the baseline seats play it: with the 2♦
/// exchanged for the face-up card when that scores strictly higher. Returns the partition
/// and whether it exchanged.
fn solver_pick(rules: &Rules, hand: &[Card], face_up: Option<Card>) -> (Vec<Vec<Card>>, bool) {
    let set: CardSet = hand.iter().copied().collect();
    let best = |cards: CardSet| suggest(rules, cards, 1, Budget::default()).suggestions;
    let plain = best(set);
    let swap = face_up.filter(|&c| rules.exchange && c != TWO_OF_DIAMONDS);
    let mut pick = (plain.first().cloned(), false);
    if let Some(up) = swap.filter(|_| set.contains(TWO_OF_DIAMONDS)) {
        let mut swapped = set;
        swapped.remove(TWO_OF_DIAMONDS);
        swapped.insert(up);
        let other = best(swapped);
        if other.first().map(|s| &s.score) > plain.first().map(|s| &s.score) {
            pick = (other.first().cloned(), true);
        }
    }
    let cards = pick
        .0
        .map(|s| s.combinations.iter().map(|c| c.cards().to_vec()).collect())
        .unwrap_or_default();
    (cards, pick.1)
}

fn cards_of(c: &Candidate) -> Vec<Vec<Card>> {
    c.combinations.iter().map(|c| c.cards().to_vec()).collect()
}

/// Seat 0's chips when it plays `mine` (exchanged or not) and the others their solver picks.
fn seat0_chips(
    rules: &Rules,
    hands: &[Vec<Card>],
    dealer: usize,
    face_up: Option<Card>,
    mine: (Vec<Vec<Card>>, bool),
    others: &[(Vec<Vec<Card>>, bool)],
) -> i64 {
    let mut exchanged = mine.1;
    let players = hands
        .iter()
        .enumerate()
        .map(|(p, hand)| {
            let combinations = if p == 0 {
                mine.0.clone()
            } else {
                exchanged |= others[p].1;
                others[p].0.clone()
            };
            PlayerInput {
                hand: hand.clone(),
                combinations: Some(combinations),
                discards: None,
            }
        })
        .collect();
    let input = DealInput {
        dealer,
        pool_carried: 0,
        players,
        face_up,
        exchanged,
    };
    let outcome = resolve_deal(rules, &input).expect("a seeded deal");
    outcome.settlement.expect("legal partitions").chips[0]
}

fn study_deal(
    rules: &Rules,
    preset: Preset,
    i: usize,
    candidates: usize,
    samples: usize,
) -> Outcome {
    let seed = format!("study {} {i}", preset.name());
    let dealt = deal(rules, &seed, None).expect("a seat for the dealer");
    let others: Vec<(Vec<Vec<Card>>, bool)> = dealt
        .hands
        .iter()
        .map(|h| solver_pick(rules, h, dealt.face_up))
        .collect();
    let input = AdviseInput {
        hand: dealt.hands[0].clone(),
        seat: 0,
        dealer: Some(dealt.dealer),
        face_up: dealt.face_up,
        candidates,
        samples,
        partitions: Vec::new(),
        seed: seed.clone(),
    };
    let limits = AdviseLimits {
        threads: 1,
        ..AdviseLimits::default()
    };
    let advice = advise(rules, &input, &limits).expect("a valid request");
    let pick = &advice.candidates[advice.recommended];
    let base = &advice.candidates[advice.baseline];
    let play = |c: &Candidate| {
        seat0_chips(
            rules,
            &dealt.hands,
            dealt.dealer,
            dealt.face_up,
            (cards_of(c), c.exchanged),
            &others,
        )
    };
    let differ = advice.recommended != advice.baseline;
    Outcome {
        advised: play(pick),
        solver: play(base),
        differ,
        advice: differ.then_some(advice),
        seed,
    }
}

struct Row {
    preset: Preset,
    deals: usize,
    advised: (f64, f64),
    solver: (f64, f64),
    gain: (f64, f64),
    differ: usize,
    gain_when_differ: (f64, f64),
    seconds: f64,
}

fn show_candidate(c: &Candidate) -> String {
    let combos: Vec<String> = c
        .combinations
        .iter()
        .map(|c| {
            let cards: Vec<String> = c.cards().iter().map(Card::to_string).collect();
            format!("{} ({})", cards.join(" "), c.name())
        })
        .collect();
    let discards: Vec<String> = c.discards.iter().map(Card::to_string).collect();
    format!(
        "{}{} | discards {} | mean {:.3} [{:.3}, {:.3}] p+ {:.3} gain {:.3} [{:.3}, {:.3}]",
        if c.exchanged { "(2d exchanged) " } else { "" },
        combos.join(" > "),
        discards.join(" "),
        c.chips.mean,
        c.chips.ci95[0],
        c.chips.ci95[1],
        c.p_positive,
        c.gain.mean,
        c.gain.ci95[0],
        c.gain.ci95[1]
    )
}

fn main() {
    let deals = env("DEALS", 10_000);
    let candidates = env("CANDIDATES", 8);
    let samples = env("SAMPLES", 300);
    let threads = env("THREADS", AdviseLimits::default().threads).max(1);
    let show = env("SHOW", 5);
    let svg = std::env::var("SVG").unwrap_or_else(|_| "docs/strategy.svg".into());
    println!(
        "strategy study: {deals} deals per preset, {candidates} candidates x {samples} samples \
         per advice, {threads} threads"
    );
    let mut rows = Vec::new();
    for preset in Preset::ALL {
        let rules = preset.rules();
        let start = Instant::now();
        let outcomes = in_parallel(deals, threads, |_, i| {
            study_deal(&rules, preset, i, candidates, samples)
        });
        let seconds = start.elapsed().as_secs_f64();
        let all = || outcomes.iter();
        let (advised, a_half, _) = mean_ci(all().map(|o| o.advised));
        let (solver, s_half, _) = mean_ci(all().map(|o| o.solver));
        let (gain, g_half, _) = mean_ci(all().map(|o| o.advised - o.solver));
        let differing = || all().filter(|o| o.differ);
        let (gain_d, gd_half, differ) = mean_ci(differing().map(|o| o.advised - o.solver));
        println!("\n## {} ({seconds:.0} s)", preset.name());
        for o in differing().take(show) {
            let advice = o.advice.as_ref().expect("kept for differing picks");
            println!(
                "- {}: advisor {} chips, solver {} chips",
                o.seed, o.advised, o.solver
            );
            println!(
                "  advisor: {}",
                show_candidate(&advice.candidates[advice.recommended])
            );
            println!(
                "  solver:  {}",
                show_candidate(&advice.candidates[advice.baseline])
            );
        }
        rows.push(Row {
            preset,
            deals,
            advised: (advised, a_half),
            solver: (solver, s_half),
            gain: (gain, g_half),
            differ,
            gain_when_differ: (gain_d, gd_half),
            seconds,
        });
    }
    println!(
        "\n| preset | deals | advisor's pick, chips/deal | suggest's first choice | gain | picks differ | gain where they differ | time |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    for r in &rows {
        println!(
            "| `{}` | {} | {:+.3} ± {:.3} | {:+.3} ± {:.3} | **{:+.3} ± {:.3}** | {} ({:.1} %) | {:+.3} ± {:.3} | {:.0} s |",
            r.preset.name(),
            r.deals,
            r.advised.0,
            r.advised.1,
            r.solver.0,
            r.solver.1,
            r.gain.0,
            r.gain.1,
            r.differ,
            100.0 * r.differ as f64 / r.deals as f64,
            r.gain_when_differ.0,
            r.gain_when_differ.1,
            r.seconds
        );
    }
    let plot = plot(&rows, deals, candidates, samples);
    std::fs::write(&svg, plot).expect("the SVG written");
    println!("\nplot written to {svg}");
}

/// Two panels: each preset's chips per deal for both picks, and the advisor's paired gain,
/// each with its 95 % interval.
fn plot(rows: &[Row], deals: usize, candidates: usize, samples: usize) -> String {
    let (width, row_h, top, left) = (920.0, 56.0, 70.0, 130.0);
    let panel = 300.0;
    let gap = 70.0;
    let height = top + row_h * rows.len() as f64 + 60.0;
    let range = |values: &[(f64, f64)]| {
        let lo = values.iter().map(|v| v.0 - v.1).fold(0.0f64, f64::min);
        let hi = values.iter().map(|v| v.0 + v.1).fold(0.0f64, f64::max);
        let pad = (hi - lo).max(1e-9) * 0.08;
        (lo - pad, hi + pad)
    };
    let chips: Vec<(f64, f64)> = rows.iter().flat_map(|r| [r.advised, r.solver]).collect();
    let gains: Vec<(f64, f64)> = rows.iter().map(|r| r.gain).collect();
    let panels = [(left, range(&chips)), (left + panel + gap, range(&gains))];
    let x = |p: usize, v: f64| {
        let (x0, (lo, hi)) = panels[p];
        x0 + (v - lo) / (hi - lo) * panel
    };
    let mut s = svg::open(width, height);
    let _ = writeln!(
        s,
        r#"<text x="{left}" y="22" font-size="15" font-weight="bold">The advisor's pick against suggest's first choice, chips per deal (95 % intervals)</text>"#
    );
    let _ = writeln!(
        s,
        r##"<text x="{left}" y="40" fill="#555">{deals} seeded deals per preset; advice from {candidates} candidates × {samples} samples; the other seats play suggest's first choice</text>"##
    );
    let titles = [
        "seat 0's chips per deal: ● advisor ○ suggest",
        "gain of the advisor's pick (paired)",
    ];
    for (p, title) in titles.iter().enumerate() {
        let (x0, (lo, hi)) = panels[p];
        let y1 = top + row_h * rows.len() as f64;
        let _ = writeln!(
            s,
            r#"<text x="{x0}" y="{}" font-weight="bold">{title}</text>"#,
            top - 8.0
        );
        let _ = writeln!(
            s,
            r##"<rect x="{x0}" y="{top}" width="{panel}" height="{}" fill="none" stroke="#999"/>"##,
            y1 - top
        );
        if lo < 0.0 && hi > 0.0 {
            let zx = x(p, 0.0);
            let _ = writeln!(
                s,
                r##"<line x1="{zx:.1}" y1="{top}" x2="{zx:.1}" y2="{y1}" stroke="#444" stroke-dasharray="4 3"/>"##
            );
        }
        for k in 0..=4 {
            let v = lo + (hi - lo) * k as f64 / 4.0;
            let tx = x(p, v);
            let _ = writeln!(
                s,
                r##"<line x1="{tx:.1}" y1="{y1}" x2="{tx:.1}" y2="{:.1}" stroke="#999"/><text x="{tx:.1}" y="{:.1}" text-anchor="middle" fill="#555">{v:.2}</text>"##,
                y1 + 5.0,
                y1 + 20.0
            );
        }
    }
    let whisker = |s: &mut String, p: usize, y: f64, (m, h): (f64, f64), fill: &str| {
        let (a, b, c) = (x(p, m - h), x(p, m), x(p, m + h));
        let _ = writeln!(
            s,
            r##"<line x1="{a:.1}" y1="{y:.1}" x2="{c:.1}" y2="{y:.1}" stroke="#1f4e79" stroke-width="2"/><line x1="{a:.1}" y1="{:.1}" x2="{a:.1}" y2="{:.1}" stroke="#1f4e79"/><line x1="{c:.1}" y1="{:.1}" x2="{c:.1}" y2="{:.1}" stroke="#1f4e79"/><circle cx="{b:.1}" cy="{y:.1}" r="4.5" fill="{fill}" stroke="#1f4e79" stroke-width="1.5"/>"##,
            y - 5.0,
            y + 5.0,
            y - 5.0,
            y + 5.0
        );
    };
    for (i, r) in rows.iter().enumerate() {
        let y = top + row_h * i as f64 + row_h / 2.0;
        let _ = writeln!(
            s,
            r#"<text x="{}" y="{:.1}" text-anchor="end">{}</text>"#,
            left - 10.0,
            y + 4.0,
            r.preset.name()
        );
        whisker(&mut s, 0, y - 9.0, r.advised, "#1f4e79");
        whisker(&mut s, 0, y + 9.0, r.solver, "white");
        whisker(&mut s, 1, y, r.gain, "#1f4e79");
        let _ = writeln!(
            s,
            r##"<text x="{:.1}" y="{:.1}" fill="#555">differ {:.1} %</text>"##,
            left + 2.0 * panel + gap + 8.0,
            y + 4.0,
            100.0 * r.differ as f64 / r.deals as f64
        );
    }
    s.push_str("</svg>\n");
    s
}
