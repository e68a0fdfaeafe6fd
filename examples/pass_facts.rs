//! How much Satat's passes tell the worlds (issue 34): seeded Satat deals after a kot (a
//! bavney every sixth deal, as `satat_passes`), trumps named, both passes made by the fixed
//! rule; at the first lead, each seat's view. Prints how many views hold a fact of their own
//! pass ([`PassFacts`]) and, for those, the share of the worlds the voids and counts allow
//! that the facts keep.
//!
//! `cargo run --release --example pass_facts [DEALS]` (default 200).

#[path = "common/satat.rs"]
mod satat;

use hakam::court_piece::advice::worlds::{Prior, Worlds};
use hakam::court_piece::advice::{Due, Knowledge, PassFacts, PassRules, fixed_pass};
use hakam::court_piece::view::{Viewer, resolve_view};
use hakam::court_piece::{Pass, Preset};

fn main() {
    let rules = Preset::Satat.rules();
    let mut ratios = Vec::new();
    let mut with = 0;
    let mut views = 0;
    let deals: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(200);
    for d in 0..deals {
        let mut input = satat::waiting(d);
        let bavney = input.previous.is_some_and(|p| p.bavney);
        let trump = input.decisions.trump.expect("trumps named");
        let dealt = hakam::court_piece::deal(
            &rules,
            input.decisions.seed.as_deref().unwrap(),
            Some(input.dealer),
        )
        .unwrap();
        let pr = PassRules {
            trump,
            two_of_hearts: true,
            count: if bavney { 2 } else { 1 },
        };
        let mut passes = Vec::new();
        for loser in (0..4).filter(|s| s % 2 != d % 2) {
            let receiver = (loser + 3) % 4;
            let cards = fixed_pass(&pr, dealt.hands[loser], true).unwrap();
            let returned = fixed_pass(&pr, dealt.hands[receiver], false).unwrap();
            passes.push(Pass {
                seat: loser,
                cards: cards.iter().collect(),
                returned: returned.iter().collect(),
            });
        }
        input.decisions.passes = Some(passes);
        for seat in 0..4 {
            let view = resolve_view(&rules, &input, Viewer::Seat(seat)).unwrap();
            let k = Knowledge::new(&rules, &view, Due::Play { mover: seat }).unwrap();
            views += 1;
            if !k.passed.any() {
                continue;
            }
            with += 1;
            let mut blind = k.clone();
            blind.passed = PassFacts::default();
            // At the first lead no play has shown a void: every void is a pass's.
            blind.voids = [0; 4];
            let a = Worlds::new(&k, 4, Prior::Uniform).unwrap().count() as f64;
            let b = Worlds::new(&blind, 4, Prior::Uniform).unwrap().count() as f64;
            ratios.push(a / b);
        }
    }
    ratios.sort_by(f64::total_cmp);
    if ratios.is_empty() {
        println!("{views} views, none with a fact");
        return;
    }
    let mean = ratios.iter().sum::<f64>() / ratios.len() as f64;
    println!(
        "{views} views, {with} with facts; worlds kept: mean {mean:.4}, median {:.4}, min {:.6}, max {:.4}",
        ratios[ratios.len() / 2],
        ratios[0],
        ratios[ratios.len() - 1]
    );
}
