//! The stopping rule of the trump advice on real deals: for each of `N` first fives (the
//! first five cards of the pack shuffled from `"{FIVES} {k}"`, `FIVES` by default
//! `stop-sim`), 200 samples are solved once under all four trumps, each trump's search nodes
//! counted. The suits' race is then run on them block by block as `trumps/advise` runs it (a
//! suit that left the race is no longer read, the controls fitted), and so are the rules it
//! replaced and others beside them: on the plain means, in the rule's first reading (above
//! 0, or an interval under a tenth of a trick), a wider indifference zone, fewer samples at
//! most, settle bounds of search nodes (none, the service's 40 M, 32 M), and the rule before
//! the race (every comparison settled at once, every suit solved meanwhile). Where each
//! stops, its suit is compared with the suit of most expected tricks over 200 samples (with
//! `HOLDOUT=1`, over 200 other samples, `{seed}/200` … `{seed}/399`, which no rule sees), and
//! its work is the nodes of the searches it needed (and their time, at the nodes a second
//! this run solved at); the rule of thumb, most cards and ties by high cards, is beside them.
//! The figures are in `docs/analysis.md` ("When the advice stops", "The settle bound") and
//! `docs/performance.md` ("Control variates", "The settle bound").
//!
//! `cargo run --release --example advice_stopping [N]` (default 24; about 20 s a first five
//! on two cores; `FIVES="goals court-piece"` takes the first fives of `advice_goals`, and
//! `FIVES="stop-sim*24;goals hokm*12"` several sets, each of its own count or else `N`;
//! `SOLVED=dir` keeps each first five's solved samples in `dir` and reads them from there on
//! the next run, so that other rules can be weighed without solving again).

#[path = "common/stats.rs"]
mod stats;
#[path = "common/thumb.rs"]
mod thumb;

use hakam::cards::{CardSet, Suit, deck};
use hakam::court_piece::analysis::advise::{
    BLOCK, CONTROLS, Controls, DEFAULT_SETTLE_NODES, Race, controls, forecast, sample, settled,
};
use hakam::court_piece::analysis::analyse;
use hakam::sampling::map_on_threads;
use std::path::PathBuf;
use std::time::Instant;

const SAMPLES: usize = 200;

/// Per sample and suit (clubs … spades): tricks, kot, search nodes.
type Solved = [(u32, bool, u64); 4];

/// Whether a comparison is settled, given the leader's lead and its half-width.
type Settled = fn((f64, Option<f64>)) -> bool;

/// A way to stop: when a comparison is settled, the most samples, whether the controls are
/// fitted, and the settle bound: the nodes past which no block is started (forecast at the
/// blocks' mean nodes a search, as the service forecasts).
struct Rule {
    name: &'static str,
    settled: Settled,
    cap: usize,
    controlled: bool,
    bound: u64,
}

/// An indifference zone of δ tricks settles a comparison once the other suit is, at 95 %,
/// not better than the leader by δ or more: the lower end of the interval of the leader's
/// lead is above −δ (the formulation of ranking and selection procedures; the service's, at
/// δ = 0.1).
fn zone(delta: f64, (lead, half): (f64, Option<f64>)) -> bool {
    half.is_some_and(|half| lead - half > -delta)
}

/// The rule's first reading: the interval lies above 0, or it is narrower than a tenth of a
/// trick in all, which takes some 1 500 s² samples (s, the paired differences' standard
/// deviation).
fn literal((lead, half): (f64, Option<f64>)) -> bool {
    half.is_some_and(|half| lead - half > 0.0 || half < 0.05)
}

const RULES: [Rule; 10] = [
    Rule {
        name: "service: not a tenth better at 95 %, with the controls, settle bound 40 M",
        settled,
        cap: SAMPLES,
        controlled: true,
        bound: DEFAULT_SETTLE_NODES,
    },
    Rule {
        name: "the same without a settle bound (before)",
        settled,
        cap: SAMPLES,
        controlled: true,
        bound: u64::MAX,
    },
    Rule {
        name: "the same, settle bound 32 M",
        settled,
        cap: SAMPLES,
        controlled: true,
        bound: 32_000_000,
    },
    Rule {
        name: "the same on the plain means",
        settled,
        cap: SAMPLES,
        controlled: false,
        bound: u64::MAX,
    },
    Rule {
        name: "above 0, or an interval under a tenth, with the controls",
        settled: literal,
        cap: SAMPLES,
        controlled: true,
        bound: u64::MAX,
    },
    Rule {
        name: "the same on the plain means (the service before)",
        settled: literal,
        cap: SAMPLES,
        controlled: false,
        bound: u64::MAX,
    },
    Rule {
        name: "not a quarter of a trick better, with the controls",
        settled: |d| zone(0.25, d),
        cap: SAMPLES,
        controlled: true,
        bound: u64::MAX,
    },
    Rule {
        name: "service, at most 64 samples",
        settled,
        cap: 64,
        controlled: true,
        bound: u64::MAX,
    },
    Rule {
        name: "one block: 16 samples, with the controls",
        settled,
        cap: BLOCK,
        controlled: true,
        bound: u64::MAX,
    },
    Rule {
        name: "one block on the plain means",
        settled,
        cap: BLOCK,
        controlled: false,
        bound: u64::MAX,
    },
];

/// Where a rule stopped: its suit, the samples it used, the nodes it searched.
struct Stop {
    suit: Suit,
    used: usize,
    nodes: u64,
}

fn values(r: &Solved) -> [(u32, bool); 4] {
    r.map(|(t, kot, _)| (t, kot))
}

/// The race, as `trumps/advise` runs it, under `rule`, on samples and their controls.
fn race(solved: &[(Solved, Controls)], rule: &Rule) -> (Stop, Race) {
    let solved = &solved[..rule.cap.min(solved.len())];
    let mut race = Race::default();
    let mut nodes = 0;
    for block in solved.chunks(BLOCK) {
        let running = race.running();
        let next = (block.len() * running.len()) as u64;
        if forecast(nodes, race.searches() as u64, next).is_some_and(|f| f > rule.bound) {
            break;
        }
        for (r, x) in block {
            nodes += running.iter().map(|&s| r[s as usize].2).sum::<u64>();
            race.add(values(r), if rule.controlled { *x } else { [0; CONTROLS] });
        }
        if race.samples() == solved.len() || race.judge_by(rule.settled) {
            break;
        }
    }
    let stop = Stop {
        suit: race.recommended(),
        used: race.samples(),
        nodes,
    };
    (stop, race)
}

/// The rule the race replaced, in its first reading and on the plain means: every suit
/// solved on every sample, stopping at the first block where every comparison with the
/// leader is settled.
fn all_at_once(solved: &[(Solved, Controls)]) -> Stop {
    let mut used = 0;
    let mut suit = Suit::Spades;
    for block in solved.chunks(BLOCK) {
        used += block.len();
        let mut race = Race::default();
        solved[..used]
            .iter()
            .for_each(|(r, _)| race.add(values(r), [0; CONTROLS]));
        suit = race.recommended();
        let lead = suit as usize;
        if used == solved.len()
            || (0..4)
                .filter(|&o| o != lead)
                .all(|o| literal(race.lead_over(lead, o)))
        {
            break;
        }
    }
    let nodes = solved[..used]
        .iter()
        .flat_map(|(r, _)| r.iter().map(|v| v.2))
        .sum();
    Stop { suit, used, nodes }
}

/// Samples `from` … `from + 199` of first five `seed` solved under four suits, and the
/// milliseconds it took; read from `dir` when an earlier run kept them there, else solved
/// (and kept there).
fn solved(
    seed: &str,
    first_five: CardSet,
    dir: Option<&PathBuf>,
    from: usize,
) -> (Vec<Solved>, u128) {
    let name = if from == 0 {
        format!("{seed}.txt")
    } else {
        format!("{seed} from {from}.txt")
    };
    let file = dir.map(|d| d.join(name));
    if let Some(text) = file.as_ref().and_then(|f| std::fs::read_to_string(f).ok()) {
        let mut lines = text.lines();
        let ms = lines.next().and_then(|l| l.parse().ok()).expect("the time");
        let solved = lines
            .map(|line| {
                let v: Vec<u64> = line
                    .split(' ')
                    .map(|x| x.parse().expect("a count"))
                    .collect();
                std::array::from_fn(|s| (v[3 * s] as u32, v[3 * s + 1] == 1, v[3 * s + 2]))
            })
            .collect();
        return (solved, ms);
    }
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let clock = Instant::now();
    let solved: Vec<Solved> = map_on_threads(SAMPLES, threads, |i| {
        let board = sample(first_five, seed, from + i, false);
        let mut out = [(0, false, 0); 4];
        for (slot, suit) in out.iter_mut().zip(Suit::ALL) {
            let a = analyse(&board, &[suit], None, u64::MAX)?;
            *slot = (a.trumps[0].tricks, a.trumps[0].kot_possible, a.nodes);
        }
        Ok::<_, hakam::court_piece::analysis::AnalysisError>(out)
    })
    .into_iter()
    .map(|r| r.expect("solved").expect("no budget"))
    .collect();
    let ms = clock.elapsed().as_millis();
    if let Some(file) = file {
        let mut text = format!("{ms}\n");
        for r in &solved {
            let fields: Vec<String> = r
                .iter()
                .map(|&(t, kot, nodes)| format!("{t} {} {nodes}", u8::from(kot)))
                .collect();
            text += &fields.join(" ");
            text.push('\n');
        }
        std::fs::create_dir_all(file.parent().expect("a folder")).expect("the folder");
        std::fs::write(&file, text).expect("kept");
    }
    (solved, ms)
}

/// Samples `from` … of first five `seed`, each with its controls.
fn with_controls(
    solved: &[Solved],
    first_five: CardSet,
    seed: &str,
    from: usize,
) -> Vec<(Solved, Controls)> {
    solved
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let board = sample(first_five, seed, from + i, false);
            (*r, controls(&board, first_five))
        })
        .collect()
}

/// Each suit's expected tricks over these samples (the controls fitted), and their race.
fn expected(solved: &[(Solved, Controls)]) -> (Race, [f64; 4]) {
    let mut race = Race::default();
    solved.iter().for_each(|(r, x)| race.add(values(r), *x));
    let summary = race.summary();
    (race, std::array::from_fn(|s| summary[s].expected_tricks))
}

/// Per first five under a rule: samples used, nodes, and the expected tricks its suit is
/// behind the best suit (0 where they agree).
type Run = Vec<(usize, u64, f64)>;

fn main() {
    let hands: usize = std::env::args()
        .nth(1)
        .map_or(24, |n| n.parse().expect("N"));
    let fives = std::env::var("FIVES").unwrap_or_else(|_| "stop-sim".to_owned());
    let dir = std::env::var_os("SOLVED").map(PathBuf::from);
    let holdout = std::env::var("HOLDOUT").is_ok_and(|v| v == "1");
    let mut runs: Vec<Run> = vec![Vec::new(); RULES.len() + 2];
    let (mut everything, mut ms) = (0u64, 0u128);
    // Per first five, the standard deviation of the paired differences between the two best
    // suits, plain and with the controls fitted.
    let (mut spreads, mut fitted) = (Vec::new(), Vec::new());
    println!(
        "hand | first five | best suit | race: used, per suit, leader, its expected tricks \
         behind, M nodes | the service before (first reading, plain means): the same"
    );
    // Each set of first fives, and how many of it.
    let sets: Vec<(&str, usize)> = fives
        .split(';')
        .map(|set| match set.rsplit_once('*') {
            Some((name, count)) => (name, count.parse().expect("a count after *")),
            None => (set, hands),
        })
        .collect();
    let hands: usize = sets.iter().map(|s| s.1).sum();
    for (set, k) in sets
        .iter()
        .flat_map(|&(set, count)| (0..count).map(move |k| (set, k)))
    {
        let seed = format!("{set} {k}");
        let five = &deck::shuffled_deck(&seed).0[..5];
        let first_five: CardSet = five.iter().copied().collect();
        let shown: Vec<String> = five.iter().map(ToString::to_string).collect();
        let (samples, took) = solved(&seed, first_five, dir.as_ref(), 0);
        ms += took;
        everything += samples
            .iter()
            .flat_map(|r| r.iter().map(|v| v.2))
            .sum::<u64>();
        let with = with_controls(&samples, first_five, &seed, 0);
        let (all, mut truth) = expected(&with);
        if holdout {
            let (other, _) = solved(&seed, first_five, dir.as_ref(), SAMPLES);
            truth = expected(&with_controls(&other, first_five, &seed, SAMPLES)).1;
        }
        let best = (0..4)
            .max_by(|&a, &b| truth[a].total_cmp(&truth[b]))
            .expect("four suits");
        let behind = |suit: Suit| truth[best] - truth[suit as usize];
        let second = (0..4)
            .filter(|&s| s != best)
            .max_by(|&a, &b| truth[a].total_cmp(&truth[b]))
            .expect("three others");
        let sd =
            |(_, half): (f64, Option<f64>)| half.unwrap_or(0.0) / 1.96 * (SAMPLES as f64).sqrt();
        fitted.push(sd(all.lead_over(best, second)));
        let mut plain = Race::default();
        samples
            .iter()
            .for_each(|r| plain.add(values(r), [0; CONTROLS]));
        spreads.push(sd(plain.lead_over(best, second)));
        let mut shown_races = Vec::new();
        for (rule, run) in RULES.iter().zip(&mut runs) {
            let (stop, raced) = race(&with, rule);
            if std::ptr::eq(rule, &RULES[0]) || std::ptr::eq(rule, &RULES[5]) {
                let per_suit: Vec<String> = raced
                    .summary()
                    .iter()
                    .map(|s| s.samples.to_string())
                    .collect();
                shown_races.push(format!(
                    "{}, {}, {:?}, {:.3}, {:.1}",
                    stop.used,
                    per_suit.join(" "),
                    stop.suit,
                    behind(stop.suit),
                    stop.nodes as f64 / 1e6,
                ));
            }
            run.push((stop.used, stop.nodes, behind(stop.suit)));
        }
        println!(
            "{seed} | {} | {:?} | {}",
            shown.join(" "),
            Suit::ALL[best],
            shown_races.join(" | ")
        );
        let before = all_at_once(&with);
        runs[RULES.len()].push((before.used, before.nodes, behind(before.suit)));
        runs[RULES.len() + 1].push((0, 0, behind(thumb::rule_of_thumb(first_five))));
    }
    let rate = everything as f64 / ms.max(1) as f64 * 1e3;
    spreads.sort_by(f64::total_cmp);
    fitted.sort_by(f64::total_cmp);
    println!(
        "{hands} first fives of \"{fives}\", solved at {:.1} M nodes a second; best suit from \
         {}; the two best suits' paired differences, standard deviation (median): {:.2} plain, \
         {:.2} with the controls fitted",
        rate / 1e6,
        if holdout {
            "200 other samples"
        } else {
            "the same 200 samples"
        },
        stats::percentile(&spreads, 0.5),
        stats::percentile(&fitted, 0.5),
    );
    println!(
        "rule | differs from the best suit | expected tricks behind it, mean / worst | samples \
         used, median / mean | ran to its most | M nodes median / mean / p90 / worst | seconds \
         at that rate, median / p90 / worst"
    );
    let names = RULES.iter().map(|r| r.name).chain([
        "the rule before the race (plain means)",
        "no samples: most cards, ties by high cards",
    ]);
    for (name, run) in names.zip(&runs) {
        summarise(name, run, rate);
    }
    println!(
        "all {SAMPLES} samples under four suits: {:.1} M nodes",
        everything as f64 / 1e6
    );
}

fn summarise(name: &str, run: &Run, rate: f64) {
    let mut used: Vec<f64> = run.iter().map(|r| r.0 as f64).collect();
    used.sort_by(f64::total_cmp);
    let mut nodes: Vec<f64> = run.iter().map(|r| r.1 as f64 / 1e6).collect();
    nodes.sort_by(f64::total_cmp);
    let n = run.len() as f64;
    let most = run.iter().map(|r| r.0).max().unwrap_or(0);
    let worst = run.iter().map(|r| r.2).fold(0.0, f64::max);
    let q = |v: &[f64], p| stats::percentile(v, p);
    println!(
        "{name} | {} | {:.3} / {:.3} | {} / {:.1} | {} | {:.1} / {:.1} / {:.1} / {:.1} | {:.2} / \
         {:.2} / {:.2}",
        run.iter().filter(|r| r.2 > 0.0).count(),
        run.iter().map(|r| r.2).sum::<f64>() / n,
        worst,
        q(&used, 0.5),
        used.iter().sum::<f64>() / n,
        run.iter().filter(|r| r.0 == most).count(),
        q(&nodes, 0.5),
        nodes.iter().sum::<f64>() / n,
        q(&nodes, 0.9),
        q(&nodes, 1.0),
        q(&nodes, 0.5) * 1e6 / rate,
        q(&nodes, 0.9) * 1e6 / rate,
        q(&nodes, 1.0) * 1e6 / rate,
    );
}
