//! A brute force over every partition, to check the search against: independent of the
//! sorted triples and of any pruning; and the hands and rule sets the tests draw.

use super::{Score, combination_cap};
use crate::cards::{Card, CardSet};
use crate::chor_voli::{Preset, Rules};

/// One partition as the brute force sees it: (score, tie-break key, masks).
pub(crate) type Ranked = (Score, Vec<u64>);

/// The best `limit` partitions of `hand`, best first, by the module's objective and
/// tie-break; and the most combinations.
pub(crate) fn best(rules: &Rules, hand: CardSet, limit: usize) -> (usize, Vec<Ranked>) {
    let order = rules.rank_order();
    let cards: Vec<Card> = hand.iter().collect();
    let mut triples: Vec<(u16, u64)> = Vec::new();
    for a in 0..cards.len() {
        for b in a + 1..cards.len() {
            for c in b + 1..cards.len() {
                if let Some(s) = order.strength([cards[a], cards[b], cards[c]]) {
                    let mask = CardSet::from_iter([cards[a], cards[b], cards[c]]).bits();
                    triples.push((s.value(), mask));
                }
            }
        }
    }
    let cap = combination_cap(rules, hand.len());
    let mut top: Vec<Ranked> = Vec::new();
    let mut most = 0;
    let mut set = Vec::new();
    enumerate(&triples, 0, 0, cap, &mut set, &mut |p: &[(u16, u64)]| {
        most = most.max(p.len());
        let mut p = p.to_vec();
        p.sort_unstable_by(|x, y| y.cmp(x)); // play order: strength, then mask
        let score = Score {
            combinations: p.len(),
            strengths_weakest_first: p.iter().rev().map(|&(s, _)| s).collect(),
        };
        let ranked = (score, p.iter().map(|&(_, m)| m).collect());
        if top.len() < limit || top.last().is_some_and(|worst| &ranked > worst) {
            let at = top.partition_point(|kept| kept > &ranked);
            top.insert(at, ranked);
            top.truncate(limit);
        }
    });
    if rules.must_maximize {
        // Count comes first in the order, so these are the best with the most.
        top.retain(|(score, _)| score.combinations == most);
    }
    (most, top)
}

fn enumerate(
    triples: &[(u16, u64)],
    from: usize,
    used: u64,
    cap: usize,
    set: &mut Vec<(u16, u64)>,
    visit: &mut impl FnMut(&[(u16, u64)]),
) {
    if !set.is_empty() {
        visit(set);
    }
    if set.len() == cap {
        return;
    }
    for (i, &(s, m)) in triples.iter().enumerate().skip(from) {
        if m & used == 0 {
            set.push((s, m));
            enumerate(triples, i + 1, used | m, cap, set, visit);
            set.pop();
        }
    }
}

/// A hand written as its cards, `"As Kd …"`.
pub(crate) fn hand(text: &str) -> CardSet {
    text.split_whitespace()
        .map(|t| t.parse::<Card>().unwrap())
        .collect()
}

/// A few rule sets: both straights, trips high three, must_maximize.
pub(crate) fn rule_sets(preset: Preset) -> Vec<Rules> {
    let base = preset.rules();
    vec![
        base.clone(),
        Rules {
            must_maximize: true,
            trips_high: crate::chor_voli::TripsHigh::Three,
            ..base.clone()
        },
        Rules {
            straights: match base.straights {
                crate::chor_voli::Straights::ChorVoli => crate::chor_voli::Straights::Ramchi,
                crate::chor_voli::Straights::Ramchi => crate::chor_voli::Straights::ChorVoli,
            },
            ..base
        },
    ]
}
