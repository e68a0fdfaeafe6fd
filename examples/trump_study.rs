//! The study of `docs/trump-study.md`: how often the trump advice (`trumps/advise`) differs
//! from "call the suit with most cards, ties by high cards", and how many tricks per deal
//! that is worth.
//!
//! ```text
//! cargo run --release --example trump_study                    # the committed figures
//! HANDS=600 SAMPLES=32 CHECK=25 cargo run --release --example trump_study
//! ```
//!
//! Hand `h` is the first five cards of the pack shuffled from the seed `"trump-study-{h}"`
//! (the project's documented shuffle). Its advice is exactly `trumps/advise`'s for
//! `{"first_five", "samples": SAMPLES, "seed": "trump-study-{h}"}`: the same sampled deals
//! ([`advise::sample`] 0 … SAMPLES − 1), each solved under the four trump suits, the suit
//! with the most mean tricks, ties to the higher share of seven tricks, then to the later
//! suit (the request's further tie-break on kots is left out: it needs a kot search per
//! sample). The advice and the rule of thumb are then scored on a deal they have not seen,
//! sample SAMPLES, dealt from the same five cards: the gain is the caller's party's
//! double-dummy tricks under the advised suit minus under the rule's suit on that deal.
//! Every solved deal also feeds the table of tricks against trump length in the first five.
//!
//! The double-dummy numbers come from bridge's DDS 2.9 (Debian's libdds0, which the CI
//! oracle shows to agree with Hakam's solver on every deal tested): when this mode was written
//! it was several times faster than Hakam's, which now matches it (`docs/performance.md`), and
//! the study needs hundreds of thousands of solves.
//! Every `CHECK`-th hand's unseen deal is solved by Hakam's solver too (under the advised
//! suit, within a node budget) and must agree.
//!
//! `SERVICE=1` studies the advice users get instead: `trumps/advise` itself with the
//! service's defaults (at most `SAMPLES`, default 200 in this mode, stopping once settled;
//! the kot tie-break included), its samples and the unseen deal (sample `SAMPLES`, which no
//! advice sees) solved by Hakam's own solver; DDS is not needed. The in-sample gain is then
//! over the samples the advice used, and the trump-length table counts the unseen deals.
//!
//! Settings (environment): `HANDS` (10 000), `SAMPLES` (2 per advice), `THREADS` (2),
//! `CHECK` (50), `SVG` (docs/trump-study.svg). `REPLOT=FILE` only redraws the SVG from a
//! run's printed output.

#[path = "../tests/dds/ffi.rs"]
mod dds;
#[path = "common/run.rs"]
mod run;
#[path = "common/stats.rs"]
mod stats;
#[path = "common/svg.rs"]
mod svg;
#[path = "common/thumb.rs"]
mod thumb;

use hakam::cards::{CardSet, Suit, deck};
use hakam::court_piece::Preset;
use hakam::court_piece::analysis::advise::{
    AdviseRequest, DEFAULT_MAX_NODES, DEFAULT_SETTLE_NODES, Stop,
};
use hakam::court_piece::analysis::{AnalysisError, advise, analyse, solve};
use run::{env, in_parallel};
use stats::mean_ci;
use std::fmt::Write as _;
use std::time::Instant;

/// Hakam's solver's node budget for the cross-check (deals beyond it are counted, not
/// checked).
const CHECK_BUDGET: u64 = 300_000_000;

/// One studied hand.
struct Outcome {
    first_five: CardSet,
    advised: Suit,
    rule: Suit,
    /// The unseen deal's tricks under each suit (clubs … spades).
    unseen: [u32; 4],
    /// The advice's gain over the rule on the samples it was chosen from (biased up), in
    /// tricks times the samples.
    in_sample: i64,
    /// Per solved deal (the samples and the unseen one) and suit: (trump length in the first
    /// five, tricks).
    points: Vec<(usize, u32)>,
    /// Whether Hakam's solver checked the unseen deal: Some(agreed) or None.
    checked: Option<bool>,
}

/// The advice from the samples' tables, as `trumps/advise` picks (see the module docs).
fn advice(tables: &[[u32; 4]]) -> Suit {
    let n = tables.len() as f64;
    Suit::ALL
        .into_iter()
        .enumerate()
        .max_by(|&(a, _), &(b, _)| {
            let value = |s: usize| {
                let mean = tables.iter().map(|t| f64::from(t[s])).sum::<f64>() / n;
                let seven = tables.iter().filter(|t| t[s] >= 7).count();
                (mean, seven, s)
            };
            let (va, vb) = (value(a), value(b));
            va.partial_cmp(&vb).unwrap_or(std::cmp::Ordering::Equal)
        })
        .map(|(_, s)| s)
        .expect("four suits")
}

fn study_hand(h: usize, samples: usize, thread: usize, check: bool) -> Outcome {
    let seed = format!("trump-study-{h}");
    let (pack, _) = deck::shuffled_deck(&seed);
    let first_five: CardSet = pack[..5].iter().copied().collect();
    let table = |i: usize| {
        let board = advise::sample(first_five, &seed, i, false);
        let mut t = [0u32; 4];
        for (s, &suit) in Suit::ALL.iter().enumerate() {
            t[s] = dds::tricks_on(&board.hands, suit, board.caller, thread);
        }
        (board, t)
    };
    let tables: Vec<[u32; 4]> = (0..samples).map(|i| table(i).1).collect();
    let (unseen_board, unseen) = table(samples);
    let advised = advice(&tables);
    let rule = thumb::rule_of_thumb(first_five);
    let in_sample = tables
        .iter()
        .map(|t| i64::from(t[advised as usize]) - i64::from(t[rule as usize]))
        .sum();
    let checked = check.then(|| {
        solve(&unseen_board, advised, CHECK_BUDGET)
            .ok()
            .map(|(tricks, _)| tricks == unseen[advised as usize])
    });
    let lengths = Suit::ALL.map(|s| first_five.iter().filter(|c| c.suit() == s).count());
    let points = tables
        .iter()
        .chain(std::iter::once(&unseen))
        .flat_map(|t| (0..4).map(move |s| (lengths[s], t[s])))
        .collect();
    Outcome {
        first_five,
        advised,
        rule,
        unseen,
        in_sample,
        points,
        checked: checked.flatten(),
    }
}

/// The service's default `HAKAM_COURT_PIECE_ANALYSIS_BUDGET` (src/config.rs).
const ANALYSIS_BUDGET: u64 = 50_000_000;

/// One hand studied with the service's own advice (`SERVICE=1`): the samples used are in
/// `used`, the in-sample gain is over them.
fn study_hand_service(h: usize, samples: usize) -> (Outcome, usize) {
    let seed = format!("trump-study-{h}");
    let (pack, _) = deck::shuffled_deck(&seed);
    let first_five: CardSet = pack[..5].iter().copied().collect();
    let request = AdviseRequest {
        first_five: pack[..5].to_vec(),
        samples: Some(samples),
        seed: seed.clone(),
        budget: ANALYSIS_BUDGET,
        max_nodes: DEFAULT_MAX_NODES,
        settle_nodes: DEFAULT_SETTLE_NODES,
        stop: Stop::Settled,
        threads: 1,
    };
    let input = request
        .check(&Preset::CourtPiece.rules())
        .expect("a valid request");
    let rule = thumb::rule_of_thumb(first_five);
    // A request over the advice's node bound is a 422 at the service: its caller has no
    // advice and falls back on the rule (counted apart: `used` is 0).
    let (advised, in_sample, used) = match advise::advise(&input) {
        Ok(a) => {
            let mean = |s: Suit| a.suits[s as usize].mean_tricks;
            // In tricks times the samples used, as the other mode keeps it.
            let gain = ((mean(a.recommended) - mean(rule)) * a.samples_used as f64).round();
            (a.recommended, gain as i64, a.samples_used)
        }
        Err(e) => {
            assert!(
                matches!(
                    e,
                    AnalysisError::OverBudget { .. } | AnalysisError::AdviceOverBudget { .. }
                ),
                "{e:?}"
            );
            (rule, 0, 0)
        }
    };
    let board = advise::sample(first_five, &seed, samples, false);
    let values = analyse(&board, &Suit::ALL, None, u64::MAX).expect("the unseen deal solved");
    let mut unseen = [0u32; 4];
    for (slot, v) in unseen.iter_mut().zip(&values.trumps) {
        *slot = v.tricks;
    }
    let lengths = Suit::ALL.map(|s| first_five.iter().filter(|c| c.suit() == s).count());
    let points = (0..4).map(|s| (lengths[s], unseen[s])).collect();
    let outcome = Outcome {
        first_five,
        advised,
        rule,
        unseen,
        in_sample,
        points,
        checked: None,
    };
    (outcome, used)
}

/// A row of the table of tricks by trump length: the length, the mean tricks, its 95 %
/// half-width, the deal-suits counted and the share of seven tricks or more.
type Row = (usize, f64, f64, usize, f64);

/// The plot's rows read back from a run's printed output (its first line and its table of
/// tricks by trump length), and the hands and samples of that run.
fn replot(output: &str) -> (Vec<Row>, usize, usize) {
    let number = |text: &str| -> f64 {
        text.trim()
            .trim_end_matches('%')
            .trim()
            .parse()
            .expect("a number in the run's output")
    };
    let first = output.lines().next().expect("the run's first line");
    let words: Vec<&str> = first.split_whitespace().collect();
    let hands = number(words[2]) as usize;
    let samples = number(words[5]) as usize;
    let mut rows = Vec::new();
    let mut in_table = false;
    for line in output.lines() {
        if line.starts_with("## ") {
            in_table = line.contains("trump length");
            continue;
        }
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        if !in_table || cells.len() < 6 || cells[1].parse::<usize>().is_err() {
            continue;
        }
        let (mean, half) = cells[3].split_once('±').expect("mean ± half");
        rows.push((
            cells[1].parse().expect("a length"),
            number(mean),
            number(half),
            number(cells[2]) as usize,
            number(cells[4]) / 100.0,
        ));
    }
    (rows, hands, samples)
}

/// The run's settings, from the environment (see the module docs).
struct Settings {
    hands: usize,
    /// `SERVICE=1`: the service's advice and solver instead of DDS.
    service: bool,
    samples: usize,
    threads: usize,
    check: usize,
    svg: String,
}

impl Settings {
    fn from_env() -> Settings {
        let service = env("SERVICE", 0) == 1;
        Settings {
            hands: env("HANDS", 10_000),
            service,
            samples: env("SAMPLES", if service { 200 } else { 2 }).max(1),
            threads: env("THREADS", 2).max(1),
            check: env("CHECK", 50).max(1),
            svg: svg_path(),
        }
    }
}

/// Where the plot goes: `SVG`, else docs/trump-study.svg.
fn svg_path() -> String {
    std::env::var("SVG").unwrap_or_else(|_| "docs/trump-study.svg".into())
}

/// The advice's gain over the rule on the unseen deal, in tricks.
fn gain(o: &Outcome) -> i64 {
    i64::from(o.unseen[o.advised as usize]) - i64::from(o.unseen[o.rule as usize])
}

/// The best suit's tricks on the unseen deal over the rule's (hindsight).
fn hindsight(o: &Outcome) -> i64 {
    i64::from(*o.unseen.iter().max().expect("four suits")) - i64::from(o.unseen[o.rule as usize])
}

fn main() {
    if let Ok(file) = std::env::var("REPLOT") {
        replot_file(&file);
        return;
    }
    let settings = Settings::from_env();
    if !settings.service {
        assert!(
            dds::available(),
            "the study needs libdds.so.0 (Debian: apt-get install libdds0)"
        );
        dds::init_threads(settings.threads);
    }
    let (outcomes, used, seconds) = study(&settings);
    let disagreements = print_advice(&settings, &outcomes, &used, seconds);
    let rows = print_by_length(&outcomes);
    print_where_differ(&outcomes);

    // The service's mode counts the unseen deals only.
    let deals_counted = if settings.service {
        0
    } else {
        settings.samples
    };
    let svg = &settings.svg;
    std::fs::write(svg, plot(&rows, settings.hands, deals_counted)).expect("the SVG written");
    println!("\nplot written to {svg}");
    assert_eq!(disagreements, 0, "Hakam's solver disagreed with DDS");
}

/// `REPLOT=FILE`: only redraws the SVG from a run's printed output.
fn replot_file(file: &str) {
    let svg = svg_path();
    let output = std::fs::read_to_string(file).expect("the run's output");
    let (rows, hands, samples) = replot(&output);
    std::fs::write(&svg, plot(&rows, hands, samples)).expect("the SVG written");
    println!("plot written to {svg}");
}

/// Studies every hand on the threads, printing the run's first line and progress: the
/// outcomes, the samples each advice used and the seconds taken.
fn study(s: &Settings) -> (Vec<Outcome>, Vec<i64>, f64) {
    let (hands, samples, threads) = (s.hands, s.samples, s.threads);
    println!(
        "trump study: {hands} first-five hands, {samples} samples per advice + 1 unseen deal, \
         {threads} threads{}",
        if s.service {
            ", the service's advice (stopping once settled) and solver"
        } else {
            ""
        }
    );
    let start = Instant::now();
    let studied = in_parallel(hands, threads, |thread, h| {
        if h % 100 == 99 {
            eprintln!("{} hands, {:.0} s", h + 1, start.elapsed().as_secs_f64());
        }
        if s.service {
            study_hand_service(h, samples)
        } else {
            (
                study_hand(h, samples, thread, h.is_multiple_of(s.check)),
                samples,
            )
        }
    });
    let used: Vec<i64> = studied.iter().map(|&(_, u)| u as i64).collect();
    let outcomes: Vec<Outcome> = studied.into_iter().map(|(o, _)| o).collect();
    let seconds = start.elapsed().as_secs_f64();
    (outcomes, used, seconds)
}

/// The gain on the advice's own samples, per sample, with its 95 % half-width: over the
/// samples each advice used in the service's mode, over `samples` otherwise.
fn in_sample_gain(s: &Settings, outcomes: &[Outcome], used: &[i64]) -> (f64, f64) {
    let (ins, ins_half, _) = mean_ci(outcomes.iter().map(|o| o.in_sample));
    if s.service {
        let (ins, ins_half, _) = mean_ci(
            outcomes
                .iter()
                .zip(used)
                .map(|(o, &u)| o.in_sample * 1000 / u.max(1)),
        );
        (ins / 1000.0, ins_half / 1000.0)
    } else {
        (ins / s.samples as f64, ins_half / s.samples as f64)
    }
}

/// The table of the advice against the rule of thumb; the hands where Hakam's solver
/// disagreed with DDS.
fn print_advice(s: &Settings, outcomes: &[Outcome], used: &[i64], seconds: f64) -> usize {
    let (hands, check) = (s.hands, s.check);
    let all = || outcomes.iter();
    let differ = all().filter(|o| o.advised != o.rule).count();
    let (g, g_half, _) = mean_ci(all().map(gain));
    let (gd, gd_half, _) = mean_ci(all().filter(|o| o.advised != o.rule).map(gain));
    let (b, b_half, _) = mean_ci(all().map(hindsight));
    let (ins, ins_half) = in_sample_gain(s, outcomes, used);
    let (rule_tricks, r_half, _) = mean_ci(all().map(|o| i64::from(o.unseen[o.rule as usize])));
    let (adv_tricks, a_half, _) = mean_ci(all().map(|o| i64::from(o.unseen[o.advised as usize])));
    let checked: Vec<bool> = all().filter_map(|o| o.checked).collect();
    let disagreements = checked.iter().filter(|&&ok| !ok).count();
    let over_budget = all()
        .enumerate()
        .filter(|(h, o)| h.is_multiple_of(check) && o.checked.is_none())
        .count();

    println!("\n## Advice against the rule of thumb ({seconds:.0} s)\n");
    println!("| | value (95 % interval) |");
    println!("|---|---|");
    println!("| hands | {hands} |");
    let answered: Vec<i64> = used.iter().copied().filter(|&u| u > 0).collect();
    let (u_mean, _, _) = mean_ci(answered.iter().copied());
    let mut sorted = answered.clone();
    sorted.sort_unstable();
    println!(
        "| samples per advice: median, mean (answered) | {}, {u_mean:.1} |",
        sorted.get(sorted.len() / 2).copied().unwrap_or(0)
    );
    println!(
        "| advices refused for their node bound (the rule's suit kept) | {} |",
        used.len() - answered.len()
    );
    println!(
        "| advice differs from the rule | {differ} ({:.1} %) |",
        100.0 * differ as f64 / hands as f64
    );
    println!("| unseen deal, tricks under the rule's suit | {rule_tricks:.3} ± {r_half:.3} |");
    println!("| unseen deal, tricks under the advised suit | {adv_tricks:.3} ± {a_half:.3} |");
    println!("| gain per deal, all hands | **{g:+.3} ± {g_half:.3}** |");
    println!("| gain per deal where the two differ | {gd:+.3} ± {gd_half:.3} |");
    println!(
        "| gain on the advice's own samples (biased up: bounds the exact advice's gain from above) | {ins:+.3} ± {ins_half:.3} |"
    );
    println!("| hindsight: best suit for the unseen deal, over the rule | {b:+.3} ± {b_half:.3} |");
    if !s.service {
        println!(
            "| Hakam's solver on the unseen deal (every {check}th hand) | {} agree, {disagreements} disagree, {over_budget} over its budget |",
            checked.len() - disagreements
        );
    }
    disagreements
}

/// The table of tricks against trump length in the first five; its rows, for the plot.
fn print_by_length(outcomes: &[Outcome]) -> Vec<Row> {
    let mut by_length: Vec<Vec<i64>> = vec![Vec::new(); 6];
    for o in outcomes {
        for &(len, tricks) in &o.points {
            by_length[len].push(i64::from(tricks));
        }
    }
    println!("\n## Tricks against trump length in the first five\n");
    println!(
        "| trump cards in the first five | deal-suits | mean tricks (95 %) | seven or more | all thirteen |"
    );
    println!("|---|---|---|---|---|");
    let mut rows = Vec::new();
    for (len, values) in by_length.iter().enumerate() {
        if values.is_empty() {
            continue;
        }
        let (m, half, n) = mean_ci(values.iter().copied());
        let seven = values.iter().filter(|&&v| v >= 7).count() as f64 / n as f64;
        let all13 = values.iter().filter(|&&v| v == 13).count() as f64 / n as f64;
        println!(
            "| {len} | {n} | {m:.3} ± {half:.3} | {:.1} % | {:.2} % |",
            100.0 * seven,
            100.0 * all13
        );
        rows.push((len, m, half, n, seven));
    }
    rows
}

/// The table of how the two picks split by the rule's trump length.
fn print_where_differ(outcomes: &[Outcome]) {
    println!("\n## Where they differ, by the rule suit's length\n");
    println!("| rule suit's cards | hands | advice differs | gain where they differ |");
    println!("|---|---|---|---|");
    for len in 1..=5 {
        let of_len = || {
            outcomes
                .iter()
                .filter(move |o| o.first_five.iter().filter(|c| c.suit() == o.rule).count() == len)
        };
        let n = of_len().count();
        if n == 0 {
            continue;
        }
        let d = of_len().filter(|o| o.advised != o.rule).count();
        let (gd, half, _) = mean_ci(of_len().filter(|o| o.advised != o.rule).map(gain));
        // A mean of fewer than two hands has no interval.
        let where_differ = if d < 2 {
            "–".to_owned()
        } else {
            format!("{gd:+.3} ± {half:.3}")
        };
        println!(
            "| {len} | {n} | {d} ({:.1} %) | {where_differ} |",
            100.0 * d as f64 / n as f64
        );
    }
}

/// Mean double-dummy tricks (with 95 % intervals) and the share of seven tricks, against
/// trump length in the first five.
fn plot(rows: &[Row], hands: usize, samples: usize) -> String {
    let (width, height, left, top, plot_w, plot_h) = (860.0, 460.0, 70.0, 90.0, 600.0, 300.0);
    let x = |len: usize| left + (len as f64 + 0.5) / 6.0 * plot_w;
    let y = |tricks: f64| top + plot_h - tricks / 13.0 * plot_h;
    let mut s = svg::open(width, height);
    let _ = writeln!(
        s,
        r#"<text x="{left}" y="24" font-size="15" font-weight="bold">Double-dummy tricks of the caller's party against trump length in the first five</text>"#
    );
    let _ = writeln!(
        s,
        r##"<text x="{left}" y="44" fill="#555">{hands} first-five hands × {} deal{} × 4 trump suits (court-piece, the caller on lead)</text>"##,
        samples + 1,
        if samples == 0 { "" } else { "s" }
    );
    let _ = writeln!(
        s,
        r##"<text x="{left}" y="62" fill="#555">bars: mean tricks ± 95 %; grey labels: share of deal-suits with seven tricks or more</text>"##
    );
    let _ = writeln!(
        s,
        r##"<rect x="{left}" y="{top}" width="{plot_w}" height="{plot_h}" fill="none" stroke="#999"/>"##
    );
    for t in (0..=13).step_by(1) {
        let ty = y(f64::from(t));
        let _ = writeln!(
            s,
            r##"<line x1="{}" y1="{ty:.1}" x2="{left}" y2="{ty:.1}" stroke="#999"/><text x="{}" y="{:.1}" text-anchor="end" fill="#555">{t}</text>"##,
            left - 5.0,
            left - 8.0,
            ty + 4.0
        );
        if t == 7 {
            let _ = writeln!(
                s,
                r##"<line x1="{left}" y1="{ty:.1}" x2="{}" y2="{ty:.1}" stroke="#b33" stroke-dasharray="5 4"/><text x="{}" y="{:.1}" fill="#b33">7 tricks: the deal</text>"##,
                left + plot_w,
                left + plot_w + 8.0,
                ty + 4.0
            );
        }
    }
    let bar = plot_w / 6.0 * 0.55;
    for &(len, mean, half, n, seven) in rows {
        let cx = x(len);
        let (y0, ym) = (y(0.0), y(mean));
        let _ = writeln!(
            s,
            r##"<rect x="{:.1}" y="{ym:.1}" width="{bar:.1}" height="{:.1}" fill="#9cc3e6" stroke="#1f4e79"/>"##,
            cx - bar / 2.0,
            y0 - ym
        );
        let (a, b) = (y(mean - half), y(mean + half));
        let _ = writeln!(
            s,
            r##"<line x1="{cx:.1}" y1="{a:.1}" x2="{cx:.1}" y2="{b:.1}" stroke="#1f4e79" stroke-width="2"/><text x="{cx:.1}" y="{:.1}" text-anchor="middle">{mean:.2}</text><text x="{cx:.1}" y="{:.1}" text-anchor="middle" fill="#555">{:.0} %</text>"##,
            b - 20.0,
            b - 6.0,
            100.0 * seven
        );
        let _ = writeln!(
            s,
            r##"<text x="{cx:.1}" y="{:.1}" text-anchor="middle">{len}</text><text x="{cx:.1}" y="{:.1}" text-anchor="middle" fill="#555">n={n}</text>"##,
            y0 + 18.0,
            y0 + 34.0
        );
    }
    let _ = writeln!(
        s,
        r#"<text x="{:.1}" y="{:.1}" text-anchor="middle">trump cards among the caller's first five</text>"#,
        left + plot_w / 2.0,
        top + plot_h + 56.0
    );
    let _ = writeln!(
        s,
        r#"<text x="18" y="{:.1}" transform="rotate(-90 18 {:.1})" text-anchor="middle">tricks of 13</text>"#,
        top + plot_h / 2.0,
        top + plot_h / 2.0
    );
    s.push_str("</svg>\n");
    s
}
