//! The stopping rule of the trump advice against the fixed count, on real deals: for each of
//! `N` first fives (the first five cards of the pack shuffled from `"{FIVES} {k}"`, `FIVES`
//! by default `stop-sim`), 200 samples are solved once under all four trumps, each trump's
//! search nodes counted. The suits' race is then run on them block by block as
//! `trumps/advise` runs it (a suit that left the race is no longer read), and so is the
//! rule it replaced (stop when every comparison with the leader is settled at once, every
//! suit solved meanwhile); where each stops, its suit is compared with the suit all 200
//! samples recommend, and its work is the nodes of the searches it needed. The figures are
//! in `docs/analysis.md` ("When the advice stops") and `docs/performance.md` ("The suits'
//! race").
//!
//! `cargo run --release --example advice_stopping [N]` (default 24; about 20 s a first five
//! on two cores; `FIVES="goals court-piece"` takes the first fives of `advice_goals`).

use hakam::cards::{CardSet, Suit, deck};
use hakam::court_piece::analysis::advise::{BLOCK, Race, sample, settled};
use hakam::court_piece::analysis::analyse;
use hakam::sampling::map_on_threads;

const SAMPLES: usize = 200;

/// Per sample and suit (clubs … spades): tricks, kot, search nodes.
type Solved = [(u32, bool, u64); 4];

/// Where a rule stopped: its suit, the samples it used, the nodes it searched.
struct Stop {
    suit: Suit,
    used: usize,
    nodes: u64,
}

fn values(r: &Solved) -> [(u32, bool); 4] {
    r.map(|(t, kot, _)| (t, kot))
}

/// The race, as `trumps/advise` runs it.
fn race(solved: &[Solved]) -> (Stop, Race) {
    let mut race = Race::default();
    let mut nodes = 0;
    for block in solved.chunks(BLOCK) {
        let running = race.running();
        for r in block {
            nodes += running.iter().map(|&s| r[s as usize].2).sum::<u64>();
            race.add(values(r));
        }
        if race.samples() == solved.len() || race.judge() {
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

/// The rule the race replaced: every suit solved on every sample, stopping at the first
/// block where every comparison with the leader is settled.
fn all_at_once(solved: &[Solved]) -> Stop {
    let mut race = Race::default();
    let mut used = 0;
    for block in solved.chunks(BLOCK) {
        block.iter().for_each(|r| race.add(values(r)));
        used += block.len();
        let lead = race.recommended() as usize;
        let column = |s: usize| -> Vec<(u32, bool)> {
            solved[..used].iter().map(|r| values(r)[s]).collect()
        };
        if used == solved.len()
            || (0..4)
                .filter(|&o| o != lead)
                .all(|o| settled(&column(lead), &column(o)))
        {
            break;
        }
    }
    let nodes = solved[..used]
        .iter()
        .flat_map(|r| r.iter().map(|v| v.2))
        .sum();
    Stop {
        suit: race.recommended(),
        used,
        nodes,
    }
}

fn main() {
    let hands: usize = std::env::args()
        .nth(1)
        .map_or(24, |n| n.parse().expect("N"));
    let fives = std::env::var("FIVES").unwrap_or_else(|_| "stop-sim".to_owned());
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    // Per rule and first five: samples used, nodes, whether it missed the leader of 200.
    let mut runs: [Vec<(usize, u64, bool)>; 2] = [Vec::new(), Vec::new()];
    let mut everything = 0u64;
    println!(
        "hand | first five | leader of 200 | race: used, per suit, leader, its lead at 200, \
         M nodes | before: used, leader, its lead at 200, M nodes"
    );
    for k in 0..hands {
        let seed = format!("{fives} {k}");
        let five = &deck::shuffled_deck(&seed).0[..5];
        let first_five: CardSet = five.iter().copied().collect();
        let shown: Vec<String> = five.iter().map(ToString::to_string).collect();
        let solved: Vec<Solved> = map_on_threads(SAMPLES, threads, |i| {
            let board = sample(first_five, &seed, i, false);
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
        everything += solved
            .iter()
            .flat_map(|r| r.iter().map(|v| v.2))
            .sum::<u64>();
        let mut all = Race::default();
        solved.iter().for_each(|r| all.add(values(r)));
        let full = all.recommended();
        // What taking a leader costs, in mean tricks over the 200 samples.
        let behind = |suit: Suit| {
            let summary = all.summary();
            summary[full as usize].mean_tricks - summary[suit as usize].mean_tricks
        };
        let (now, raced) = race(&solved);
        let before = all_at_once(&solved);
        let per_suit: Vec<String> = raced
            .summary()
            .iter()
            .map(|s| s.samples.to_string())
            .collect();
        println!(
            "{k} | {} | {full:?} | {}, {}, {:?}, {:.3}, {:.1} | {}, {:?}, {:.3}, {:.1}",
            shown.join(" "),
            now.used,
            per_suit.join(" "),
            now.suit,
            behind(now.suit),
            now.nodes as f64 / 1e6,
            before.used,
            before.suit,
            behind(before.suit),
            before.nodes as f64 / 1e6,
        );
        runs[0].push((now.used, now.nodes, now.suit != full));
        runs[1].push((before.used, before.nodes, before.suit != full));
    }
    println!("{hands} first fives of \"{fives}\":");
    for (name, run) in ["the race", "the rule before it"].iter().zip(&runs) {
        summarise(name, run);
    }
    println!(
        "all {SAMPLES} samples under four suits: {:.1} M nodes",
        everything as f64 / 1e6
    );
}

fn summarise(name: &str, run: &[(usize, u64, bool)]) {
    let mut used: Vec<usize> = run.iter().map(|r| r.0).collect();
    used.sort_unstable();
    let mut nodes: Vec<u64> = run.iter().map(|r| r.1).collect();
    nodes.sort_unstable();
    let n = run.len();
    let total: u64 = nodes.iter().sum();
    println!(
        "{name}: differs from the leader of {SAMPLES} on {}; samples used median {}, mean {:.1}, \
         {} ran to the limit; M nodes median {:.1}, mean {:.1}, total {:.1}",
        run.iter().filter(|r| r.2).count(),
        used[n / 2],
        used.iter().sum::<usize>() as f64 / n as f64,
        used.iter().filter(|&&u| u == SAMPLES).count(),
        nodes[n / 2] as f64 / 1e6,
        total as f64 / n as f64 / 1e6,
        total as f64 / 1e6,
    );
}
