//! The stopping rule of the trump advice against the fixed count, on real deals: for each of
//! `N` first fives (the first five cards of the pack shuffled from `"stop-sim {k}"`), 200
//! samples are solved once under all four trumps; the rule is then judged after each block
//! of 16 as `trumps/advise` judges it, and the suit it would recommend where it stops is
//! compared with the suit all 200 samples recommend. The figures are in `docs/analysis.md`
//! ("When the advice stops").
//!
//! `cargo run --release --example advice_stopping [N]` (default 24; about 8 s a first five
//! on two cores).

use hakam::cards::{CardSet, Suit, deck};
use hakam::court_piece::analysis::advise::{BLOCK, recommended, sample, settled};
use hakam::court_piece::analysis::analyse;
use hakam::sampling::map_on_threads;

const SAMPLES: usize = 200;

fn main() {
    let hands: usize = std::env::args()
        .nth(1)
        .map_or(24, |n| n.parse().expect("N"));
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let (mut used_all, mut differs) = (Vec::new(), 0);
    println!("hand | first five | samples used | stopped leader | leader of 200 | its lead at 200");
    for k in 0..hands {
        let seed = format!("stop-sim {k}");
        let five = &deck::shuffled_deck(&seed).0[..5];
        let first_five: CardSet = five.iter().copied().collect();
        let shown: Vec<String> = five.iter().map(ToString::to_string).collect();
        let results: Vec<[(u32, bool); 4]> = map_on_threads(SAMPLES, threads, |i| {
            let board = sample(first_five, &seed, i, false);
            analyse(&board, &Suit::ALL, None, u64::MAX).map(|a| {
                let mut out = [(0, false); 4];
                for (slot, v) in out.iter_mut().zip(&a.trumps) {
                    *slot = (v.tricks, v.kot_possible);
                }
                out
            })
        })
        .into_iter()
        .map(|r| r.expect("solved").expect("no budget"))
        .collect();
        let used = (BLOCK..SAMPLES)
            .step_by(BLOCK)
            .find(|&n| settled(&results[..n]))
            .unwrap_or(SAMPLES);
        let (early, full) = (recommended(&results[..used]), recommended(&results));
        // What taking the early leader costs, in mean tricks over the 200 samples.
        let mean = |suit: Suit| {
            let s = suit as usize;
            results.iter().map(|r| f64::from(r[s].0)).sum::<f64>() / SAMPLES as f64
        };
        let cost = mean(full) - mean(early);
        differs += usize::from(early != full);
        used_all.push(used);
        println!(
            "{k} | {} | {used} | {early:?} | {full:?} | {cost:.3}",
            shown.join(" ")
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
}
