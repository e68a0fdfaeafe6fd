//! The search for the most disjoint triples among a hand's sorted triples, under a node
//! budget: the witness partition of [`suggest`](super::suggest) and its fit test.

use super::triples::Triples;

/// The search for the most disjoint triples, with a node budget.
pub(crate) struct Packer<'a> {
    triples: &'a Triples,
    /// Nodes visited so far.
    pub(crate) nodes: u64,
    pub(super) max_nodes: u64,
    /// Whether the search stopped on the budget (then `best` is only a lower bound).
    pub(crate) exhausted: bool,
    chosen: Vec<u16>,
    /// The largest set of disjoint triples found (indices into `triples`).
    pub(crate) best: Vec<u16>,
}

impl<'a> Packer<'a> {
    pub(crate) fn new(triples: &'a Triples, max_nodes: u64) -> Packer<'a> {
        Packer {
            triples,
            nodes: 0,
            max_nodes,
            exhausted: false,
            chosen: Vec::new(),
            best: Vec::new(),
        }
    }

    /// Searches for more than `floor` disjoint triples, none weaker than `min_strength`,
    /// among the cards of `remaining`, stopping at `cap`. Afterwards `best` holds the largest
    /// set found: exact whenever it is above `floor` and the budget was not reached.
    pub(crate) fn most(&mut self, remaining: u64, min_strength: u16, floor: usize, cap: usize) {
        self.chosen.clear();
        self.best.clear();
        let floor = floor.min(cap);
        if cap > 0 {
            self.search(remaining, min_strength, floor, cap);
        }
    }

    /// Returns true when the search should stop (cap reached or budget spent).
    fn search(&mut self, remaining: u64, min_strength: u16, floor: usize, cap: usize) -> bool {
        if self.nodes >= self.max_nodes {
            self.exhausted = true;
            return true;
        }
        self.nodes += 1;
        let count = self.chosen.len();
        if count > self.best.len() {
            self.best.clone_from(&self.chosen);
        }
        if count == cap {
            return true;
        }
        // Even if every remaining card formed a combination, could we beat both the best
        // found and the floor?
        let target = self.best.len().max(floor);
        if count + remaining.count_ones() as usize / 3 <= target {
            return false;
        }
        let low = remaining.trailing_zeros() as usize;
        let triples = self.triples;
        for &t in triples.holding(low).iter().rev() {
            let t = t as usize;
            if triples.strengths[t] < min_strength {
                break;
            }
            let mask = triples.masks[t];
            if mask & !remaining == 0 {
                self.chosen.push(t as u16);
                let stop = self.search(remaining & !mask, min_strength, floor, cap);
                self.chosen.pop();
                if stop {
                    return true;
                }
            }
        }
        // The lowest card discarded.
        self.search(remaining & !(1u64 << low), min_strength, floor, cap)
    }
}
