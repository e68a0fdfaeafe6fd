//! The stopping rule of the trump advice against the fixed count, on real deals: for each of
//! `N` first fives (the first five cards of the pack shuffled from `"stop-sim {k}"`), 200
//! samples are solved once under all four trumps, each trump's search nodes counted; the
//! suits' race is then run on them after each block of 16 as `trumps/advise` runs it (a
//! suit that left the race is no longer read), and the suit it would recommend where it
//! stops is compared with the suit all 200 samples recommend. The work is the nodes of the
//! searches the race needed, against the same samples solved under all four suits (how the
//! rule ran before suits left the race) and against all 200 under all four. The figures
//! are in `docs/analysis.md` ("When the advice stops").
//!
//! `cargo run --release --example advice_stopping [N]` (default 24; about 20 s a first five
//! on two cores).

use hakam::cards::{CardSet, Suit, deck};
use hakam::court_piece::analysis::advise::{BLOCK, Race, sample};
use hakam::court_piece::analysis::analyse;
use hakam::sampling::map_on_threads;

const SAMPLES: usize = 200;

fn main() {
    let hands: usize = std::env::args()
        .nth(1)
        .map_or(24, |n| n.parse().expect("N"));
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let (mut used_all, mut differs) = (Vec::new(), 0);
    let mut work = [0u64; 3];
    println!(
        "hand | first five | samples used | per suit | stopped leader | leader of 200 | its lead \
         at 200 | work: race / four suits (M nodes)"
    );
    for k in 0..hands {
        let seed = format!("stop-sim {k}");
        let five = &deck::shuffled_deck(&seed).0[..5];
        let first_five: CardSet = five.iter().copied().collect();
        let shown: Vec<String> = five.iter().map(ToString::to_string).collect();
        // Per sample and suit: tricks, kot, nodes.
        let solved: Vec<[(u32, bool, u64); 4]> = map_on_threads(SAMPLES, threads, |i| {
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
        let values = |r: &[(u32, bool, u64); 4]| r.map(|(t, kot, _)| (t, kot));
        let mut race = Race::default();
        let mut race_nodes = 0;
        for block in solved.chunks(BLOCK) {
            let running = race.running();
            for r in block {
                race_nodes += running.iter().map(|&s| r[s as usize].2).sum::<u64>();
                race.add(values(r));
            }
            if race.samples() == SAMPLES || race.judge() {
                break;
            }
        }
        let used = race.samples();
        let mut all = Race::default();
        solved.iter().for_each(|r| all.add(values(r)));
        let (early, full) = (race.recommended(), all.recommended());
        // What taking the early leader costs, in mean tricks over the 200 samples.
        let mean = |suit: Suit| all.summary()[suit as usize].mean_tricks;
        let cost = mean(full) - mean(early);
        differs += usize::from(early != full);
        used_all.push(used);
        let nodes = |rows: &[[(u32, bool, u64); 4]]| -> u64 {
            rows.iter().flat_map(|r| r.iter().map(|v| v.2)).sum()
        };
        let (four, every) = (nodes(&solved[..used]), nodes(&solved));
        work[0] += race_nodes;
        work[1] += four;
        work[2] += every;
        let per_suit: Vec<String> = race
            .summary()
            .iter()
            .map(|s| s.samples.to_string())
            .collect();
        println!(
            "{k} | {} | {used} | {} | {early:?} | {full:?} | {cost:.3} | {:.1} / {:.1}",
            shown.join(" "),
            per_suit.join(" "),
            race_nodes as f64 / 1e6,
            four as f64 / 1e6,
        );
    }
    used_all.sort_unstable();
    let median = used_all[used_all.len() / 2];
    let mean = used_all.iter().sum::<usize>() as f64 / used_all.len() as f64;
    println!(
        "{hands} first fives: the stopped leader differs from the leader of {SAMPLES} on {differs}; \
         samples used: median {median}, mean {mean:.1}, {} ran to the limit",
        used_all.iter().filter(|&&u| u == SAMPLES).count()
    );
    println!(
        "work: the race {:.1} M nodes, the same samples under four suits {:.1} M ({:.2}), all \
         {SAMPLES} under four suits {:.1} M",
        work[0] as f64 / 1e6,
        work[1] as f64 / 1e6,
        work[0] as f64 / work[1] as f64,
        work[2] as f64 / 1e6
    );
}
