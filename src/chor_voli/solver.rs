//! The most combinations a hand allows, and the best partitions of a hand.
//!
//! ## The objective
//!
//! A partition is its set of combinations (the order of equal combinations does not make
//! another partition; the same ranks in other suits do, being other cards). Partitions are
//! ranked by [`Score`]:
//!
//! 1. more combinations first;
//! 2. then the strengths sorted weakest first, compared lexicographically: the stronger
//!    weakest combination wins, then the stronger second-weakest, and so on.
//!
//! This max-min order follows the sources: every round is worth winning ("the later rounds
//! are just as valuable to win as the first", pagat), and Ramchi pays more for later rounds,
//! which the weakest combinations contest. It is a total order on strength multisets, so no
//! further rule of play is needed.
//!
//! **Tie-break.** Distinct partitions with equal scores (the same strengths from other
//! cards) are ordered by their cards, so the same request always gets the same answer: list
//! each partition's combinations in play order — strongest first, equal strengths by card
//! mask, larger first — with each combination as its 52-bit card mask (bit `rank × 4 +
//! suit`, 2♣ = bit 0 … A♠ = bit 51); the lexicographically larger list comes first. In
//! effect, combination by combination, the one holding the higher card (at equal ranks
//! ♠ > ♥ > ♦ > ♣) is suggested first.
//!
//! ## Data layout
//!
//! A hand is a [`CardSet`] (a 52-bit mask). For suggestions, its valid triples — at most
//! C(17,3) = 680 — are listed once with their masks and strengths, sorted weakest first
//! (equal strengths by mask), and indexed by card in one flat array: the triples containing
//! card `c` are a slice of it, weakest first. The list is read off the completions table
//! below (one lookup per pair of cards, not per triple) in increasing order of mask, as
//! 64-bit keys `(strength − 1001) << 52 | mask`, then sorted stably by strength with two
//! counting passes: the keys then order exactly as (strength, mask), without one
//! allocation per card or a comparison sort.
//!
//! ## Counting
//!
//! The most disjoint combinations is found by a depth-first search that takes the lowest
//! remaining card and either puts it in one of its combinations or discards it, pruning
//! every branch that cannot beat the best count found so far even if all its remaining
//! cards formed combinations. It stops as soon as the cap is reached.
//!
//! [`max_combinations`] (run for every partition a deal judges that keeps fewer than the
//! cap) needs only the count, so its search builds no list of triples: it reads the
//! combinations holding the lowest card `a` and a higher card `b` off a static table of
//! completions (`completions(a, b)`: the cards making a combination with both, a 52-bit
//! mask) masked to the remaining cards above `b`. Nothing is allocated or sorted; a
//! 13-card hand costs a few hundred instructions. [`suggest`] runs the same search over
//! the sorted triples above (strongest first, with a floor on strength), as it needs a
//! witness partition and the fit test below.
//!
//! ## Suggesting
//!
//! With `k` combinations to keep (the most first; then fewer, when fewer than `limit`
//! partitions keep the most and `must_maximize` is off), a branch-and-bound search picks
//! the combinations weakest first, each from the triples after the previous one in the
//! sorted list, strongest candidates first. Two bounds prune it:
//!
//! - *Fit*: after choosing a combination of strength `s`, the remaining picks must be `need`
//!   disjoint triples no weaker than `s` among the unused cards. The counting search above,
//!   restricted to those triples, decides this (memoized by cards, `s` and `need`).
//! - *Score*: the chosen combinations are exactly the weakest of any completion, so once the
//!   list of `limit` best partitions is full, a branch whose chosen strengths fall below the
//!   worst kept partition's weakest strengths (lexicographically) cannot enter it; as
//!   candidates come strongest first, the loop stops there.
//!
//! Every call runs under a [`Budget`] of search nodes; when it is spent the best partitions
//! found so far are returned, marked incomplete. The counting search always hands the list
//! one partition keeping the most combinations first, so an answer is never empty while the
//! hand has a combination and the budget allowed the count.
//!
//! ## The cap
//!
//! A partition keeps at most `rules.max_combinations` combinations, and at least one card is
//! always discarded, so a hand of `n` cards allows at most
//! `min(rules.max_combinations, (n − 1) / 3)` (see [`combination_cap`]). With the presets'
//! 13 and 17 cards the second bound never bites.

use super::combination::{Combination, Completions, RankOrder, Strength};
use super::rules::Rules;
use crate::cards::{Card, CardSet};
use std::cmp::Ordering;
use std::collections::HashMap;
use std::fmt::Write as _;
use std::hash::{BuildHasherDefault, Hasher};

/// The most combinations any partition of `hand_size` cards may keep under `rules`: the
/// rules' cap, and never all the cards (at least one is always discarded).
pub const fn combination_cap(rules: &Rules, hand_size: usize) -> usize {
    let by_cards = hand_size.saturating_sub(1) / 3;
    if by_cards < rules.max_combinations {
        by_cards
    } else {
        rules.max_combinations
    }
}

/// The most combinations `hand` allows, capped at [`combination_cap`]. Exact.
///
/// ```
/// use hakam::cards::{Card, CardSet};
/// use hakam::chor_voli::{Rules, solver::max_combinations};
///
/// let hand: CardSet = "As Ah Ad Ks Qs Js 9h 7h 5d 4c 3c 2h 2s"
///     .split(' ')
///     .map(|t| t.parse::<Card>().unwrap())
///     .collect();
/// assert_eq!(max_combinations(&Rules::default(), hand), 4);
/// ```
pub fn max_combinations(rules: &Rules, hand: CardSet) -> usize {
    let mut counter = Counter {
        completions: rules.rank_order().completions(),
        cap: combination_cap(rules, hand.len()),
        best: 0,
    };
    if counter.cap > 0 {
        counter.search(hand.bits(), 0);
    }
    counter.best
}

/// The counting search of [`max_combinations`]: no list of triples, no allocation. A
/// node's combinations holding its lowest card `a` are read off the completions table:
/// for each higher card `b`, `completions(a, b)` masked to the cards above `b`.
struct Counter {
    completions: &'static Completions,
    cap: usize,
    /// The most disjoint combinations found so far.
    best: usize,
}

impl Counter {
    /// Returns true once the cap is reached (then nothing can beat `best`).
    fn search(&mut self, remaining: u64, count: usize) -> bool {
        if count > self.best {
            self.best = count;
            if count == self.cap {
                return true;
            }
        }
        // Even if every remaining card formed a combination, could we beat the best?
        if count + remaining.count_ones() as usize / 3 <= self.best {
            return false;
        }
        let a = remaining.trailing_zeros();
        let rest = remaining & (remaining - 1);
        let mut above = rest;
        while above != 0 {
            let b = above.trailing_zeros();
            above &= above - 1; // now the cards of `rest` above `b`
            let mut thirds = self.completions.of(a, b) & above;
            while thirds != 0 {
                let c = thirds.trailing_zeros();
                thirds &= thirds - 1;
                if self.search(rest & !(1 << b | 1 << c), count + 1) {
                    return true;
                }
            }
        }
        // The lowest card discarded.
        self.search(rest, count)
    }
}

/// The valid triples of one hand, weakest first, with a per-card index.
pub(crate) struct Triples {
    pub(crate) masks: Vec<u64>,
    pub(crate) strengths: Vec<u16>,
    /// Indices into `masks`/`strengths` of the triples holding each card, weakest first:
    /// card `c`'s are `holding[starts[c]..starts[c + 1]]`.
    holding: Vec<u16>,
    starts: [u32; 53],
}

impl Triples {
    /// Lists the hand's combinations off the completions table (only pairs are looked up,
    /// and each combination is met once, from its two highest cards), sorted as packed keys.
    pub(crate) fn of(order: RankOrder, hand: CardSet) -> Triples {
        /// `strength − Strength::MIN` (below 4 096) above the 52-bit mask: sorting the keys
        /// sorts by strength, then by mask.
        const MASK: u64 = (1 << 52) - 1;
        let completions = order.completions();
        let table = order.table();
        // Each combination from its highest card `c`, then `b`, then `a`, all ascending: the
        // masks come out in increasing order.
        let bits = hand.bits();
        let mut keys: Vec<u64> = Vec::with_capacity(256);
        let mut highs = bits;
        while highs != 0 {
            let c = highs.trailing_zeros();
            highs &= highs - 1;
            let below_c = bits & ((1u64 << c) - 1);
            let mut seconds = below_c;
            while seconds != 0 {
                let b = seconds.trailing_zeros();
                seconds &= seconds - 1;
                let mut thirds = completions.of(b, c) & below_c & ((1u64 << b) - 1);
                while thirds != 0 {
                    let a = thirds.trailing_zeros();
                    thirds &= thirds - 1;
                    if let Some(s) = table.strength([a as u8, b as u8, c as u8]) {
                        let mask = 1u64 << a | 1u64 << b | 1u64 << c;
                        keys.push(u64::from(s.value() - Strength::MIN) << 52 | mask);
                    }
                }
            }
        }
        // Weakest first; equal strengths by mask, so the order is a function of the hand. The
        // keys are in mask order, so a stable sort by strength alone (12 bits, two counting
        // passes of 6) finishes it, in linear time.
        let mut sorted = vec![0u64; keys.len()];
        for shift in [52, 58] {
            let mut at = [0u32; 65];
            for &key in &keys {
                at[((key >> shift) & 63) as usize + 1] += 1;
            }
            for d in 0..64 {
                at[d + 1] += at[d];
            }
            for &key in &keys {
                let d = ((key >> shift) & 63) as usize;
                sorted[at[d] as usize] = key;
                at[d] += 1;
            }
            std::mem::swap(&mut keys, &mut sorted);
        }
        let mut starts = [0u32; 53];
        for &key in &keys {
            let mut cards = key & MASK;
            while cards != 0 {
                starts[cards.trailing_zeros() as usize + 1] += 1;
                cards &= cards - 1;
            }
        }
        for c in 0..52 {
            starts[c + 1] += starts[c];
        }
        let mut next = starts;
        let mut holding = vec![0u16; 3 * keys.len()];
        for (t, &key) in keys.iter().enumerate() {
            let mut cards = key & MASK;
            while cards != 0 {
                let c = cards.trailing_zeros() as usize;
                cards &= cards - 1;
                holding[next[c] as usize] = t as u16;
                next[c] += 1;
            }
        }
        Triples {
            strengths: keys
                .iter()
                .map(|&k| (k >> 52) as u16 + Strength::MIN)
                .collect(),
            masks: keys.iter().map(|&k| k & MASK).collect(),
            holding,
            starts,
        }
    }

    /// The triples holding card `c` (its index), weakest first.
    pub(crate) fn holding(&self, c: usize) -> &[u16] {
        &self.holding[self.starts[c] as usize..self.starts[c + 1] as usize]
    }
}

/// The search for the most disjoint triples, with a node budget.
pub(crate) struct Packer<'a> {
    triples: &'a Triples,
    /// Nodes visited so far.
    pub(crate) nodes: u64,
    max_nodes: u64,
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

// ---------------------------------------------------------------------------------------
// Suggestions.

/// A cap on the work of one [`suggest`] call, counted in search nodes (one node is one
/// partial partition extended by one combination, or one step of the counting search; a
/// node costs at most a scan of the hand's triples). When the cap is reached the search
/// stops and returns the best partitions found so far, marked incomplete.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    pub max_nodes: u64,
}

impl Budget {
    /// The default cap: over ten times the nodes of the hardest hand measured (hands drawn
    /// from two suits only, at the largest limit), so no real hand meets it, and still a
    /// bound of milliseconds on any call. The measurements are in docs/performance.md.
    pub const DEFAULT_MAX_NODES: u64 = 500_000;
}

impl Default for Budget {
    fn default() -> Budget {
        Budget {
            max_nodes: Budget::DEFAULT_MAX_NODES,
        }
    }
}

/// How good a partition is: more combinations first, then the strengths sorted weakest
/// first, compared lexicographically (the stronger weakest combination wins, then the
/// stronger second-weakest, …). The derived order is that objective: higher is better.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Score {
    combinations: usize,
    strengths_weakest_first: Vec<u16>,
}

impl Score {
    /// The score of a partition keeping combinations of these strengths.
    pub fn new(strengths: impl IntoIterator<Item = Strength>) -> Score {
        let mut strengths: Vec<u16> = strengths.into_iter().map(Strength::value).collect();
        strengths.sort_unstable();
        Score {
            combinations: strengths.len(),
            strengths_weakest_first: strengths,
        }
    }

    /// How many combinations the partition keeps.
    pub fn combinations(&self) -> usize {
        self.combinations
    }

    /// The strengths ([`Strength::value`]) of its combinations, weakest first.
    pub fn strengths_weakest_first(&self) -> &[u16] {
        &self.strengths_weakest_first
    }

    /// [`strengths_weakest_first`](Score::strengths_weakest_first), taken out of the score.
    pub fn into_strengths_weakest_first(self) -> Vec<u16> {
        self.strengths_weakest_first
    }
}

/// One suggested partition.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Suggestion {
    /// In play order: strongest first (equal strengths by the tie-break of the module docs).
    pub combinations: Vec<Combination>,
    /// The other cards of the hand, sorted high first.
    pub discards: Vec<Card>,
    pub score: Score,
    /// One sentence for people.
    pub explanation: String,
}

/// The answer of [`suggest`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Suggestions {
    /// The most combinations the hand allows (a lower bound only when `complete` is false
    /// and the budget ran out while counting).
    pub max_combinations: usize,
    /// Distinct legal partitions, best first.
    pub suggestions: Vec<Suggestion>,
    /// False when the budget was reached: then `suggestions` are the best found so far.
    pub complete: bool,
    /// Search nodes spent.
    pub nodes: u64,
}

/// Up to `limit` distinct legal partitions of `hand`, best first by the objective of the
/// module docs, within `budget`. Under `must_maximize` only partitions keeping
/// [`max_combinations`] combinations are legal, and only those are suggested; otherwise,
/// when the hand has fewer than `limit` such partitions, the best with fewer follow.
///
/// ```
/// use hakam::cards::{Card, CardSet};
/// use hakam::chor_voli::{Rules, solver::{suggest, Budget}};
///
/// let hand: CardSet = "As Ks 9s 2s Ah Th 5h Qd 8d 3d Jc 6c 4c"
///     .split(' ')
///     .map(|t| t.parse::<Card>().unwrap())
///     .collect();
/// let found = suggest(&Rules::default(), hand, 3, Budget::default());
/// assert!(found.complete);
/// assert_eq!(found.max_combinations, 4);
/// let best = &found.suggestions[0];
/// assert_eq!(best.combinations.len(), 4);
/// assert_eq!(best.combinations[3].name(), "straight, 6-5-4"); // the weakest, played last
/// ```
pub fn suggest(rules: &Rules, hand: CardSet, limit: usize, budget: Budget) -> Suggestions {
    let order = rules.rank_order();
    let triples = Triples::of(order, hand);
    let found = search(rules, &triples, hand, limit, budget);
    let suggestions = found
        .top
        .iter()
        .map(|f| f.suggestion(&triples, order, hand, found.most))
        .collect();
    Suggestions {
        max_combinations: found.most,
        suggestions,
        complete: found.complete,
        nodes: found.nodes,
    }
}

/// The first partition [`suggest`] gives (the best, by the same search), as its score and
/// its combinations' strengths and card masks in play order, without the cards, names and
/// explanation a suggestion carries: what the advisor asks of every hand it deals to the
/// other seats. `None` when the hand has no combination (or the budget found none).
pub(crate) fn best_partition(rules: &Rules, hand: CardSet, budget: Budget) -> Option<Best> {
    let triples = Triples::of(rules.rank_order(), hand);
    let found = search(rules, &triples, hand, 1, budget);
    let complete = found.complete;
    found.top.into_iter().next().map(|f| Best {
        strengths: f
            .play
            .iter()
            .map(|&t| Strength::from_value(triples.strengths[t as usize]))
            .collect(),
        masks: f.key,
        score: f.score,
        complete,
    })
}

/// [`suggest`]'s first partition, as [`best_partition`] gives it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Best {
    pub(crate) score: Score,
    /// The combinations' strengths, in play order.
    pub(crate) strengths: Vec<Strength>,
    /// The combinations' cards as 52-bit masks, in play order.
    pub(crate) masks: Vec<u64>,
    /// False when the budget cut the search short.
    pub(crate) complete: bool,
}

/// What the search found: the best partitions, best first.
struct Searched {
    top: Vec<Found>,
    most: usize,
    complete: bool,
    nodes: u64,
}

/// The search behind [`suggest`] over the triples of `hand`.
fn search(
    rules: &Rules,
    triples: &Triples,
    hand: CardSet,
    limit: usize,
    budget: Budget,
) -> Searched {
    let cap = combination_cap(rules, hand.len());
    let mut search = Search::new(triples, limit, budget);

    search.packer.most(hand.bits(), 0, 0, cap);
    let witness = std::mem::take(&mut search.packer.best);
    let most = witness.len();
    if most > 0 {
        // A partition with the most combinations, so the answer is never empty.
        search.offer(&witness);
    }
    let mut complete = !search.packer.exhausted;
    let fewest = if rules.must_maximize { most } else { 1 };
    if complete {
        for k in (fewest.max(1)..=most).rev() {
            if search.full() && search.top.last().is_some_and(|w| w.score.combinations > k) {
                break; // every partition with k combinations is worse than all kept
            }
            search.k = k;
            search.chosen.clear();
            search.descend(0, 0);
            if search.packer.exhausted {
                complete = false;
                break;
            }
        }
    }
    Searched {
        nodes: search.packer.nodes,
        top: search.top,
        most,
        complete,
    }
}

/// A partition found: its score and its tie-break key (the masks in play order).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Found {
    score: Score,
    /// Triple indices in play order (strongest first, equal strengths by mask, larger
    /// first): the order of `Triples`, reversed.
    play: Vec<u16>,
    key: Vec<u64>,
}

impl Found {
    /// Best first: higher score, then the larger key.
    fn rank(&self, other: &Found) -> Ordering {
        (&other.score, &other.key).cmp(&(&self.score, &self.key))
    }

    fn suggestion(
        &self,
        triples: &Triples,
        order: RankOrder,
        hand: CardSet,
        most: usize,
    ) -> Suggestion {
        let mut kept = CardSet::EMPTY;
        let combinations: Vec<Combination> = self
            .play
            .iter()
            .map(|&t| {
                let mask = triples.masks[t as usize];
                kept = kept.union(CardSet::from_bits(mask));
                let mut cards = CardSet::from_bits(mask).iter();
                let mut next = || cards.next().expect("a triple has three cards");
                Combination::new([next(), next(), next()], order)
                    .expect("the solver keeps only valid triples")
            })
            .collect();
        let discards = hand.difference(kept).sorted_high_first();
        let explanation = explain(&combinations, &discards, most);
        Suggestion {
            combinations,
            discards,
            score: self.score.clone(),
            explanation,
        }
    }
}

/// One sentence on a partition, written straight into one string: a suggest request asks
/// for several, and formatting each name apart cost more than the search.
fn explain(play: &[Combination], discards: &[Card], most: usize) -> String {
    let k = play.len();
    let mut out = String::with_capacity(80 + 32 * k + 3 * discards.len());
    let _ = write!(out, "Keeps {k} combination");
    if k != 1 {
        out.push('s');
    }
    if k == most {
        out.push_str(" (the most this hand allows)");
    } else {
        let _ = write!(out, " ({} fewer than this hand allows)", most - k);
    }
    for (i, c) in play.iter().rev().enumerate() {
        out.push_str(if i == 0 {
            "; the weakest is "
        } else {
            ", then "
        });
        c.push_name(&mut out);
    }
    out.push_str("; discards ");
    for (i, card) in discards.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        out.push(card.rank().symbol());
        out.push(card.suit().letter());
    }
    out.push('.');
    out
}

/// A multiplicative hasher for the memo's integer keys (std's SipHash is several times
/// slower here and the keys are not attacker-chosen in a way that matters: a hand has at
/// most a few thousand states).
#[derive(Default)]
struct MixHasher(u64);

impl Hasher for MixHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(26) ^ n).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

type Memo = HashMap<(u64, u16, u8), bool, BuildHasherDefault<MixHasher>>;

/// The branch-and-bound search for the best `limit` partitions with `k` combinations.
struct Search<'a> {
    triples: &'a Triples,
    packer: Packer<'a>,
    limit: usize,
    /// The best partitions found, best first, at most `limit`.
    top: Vec<Found>,
    /// The number of combinations searched for now.
    k: usize,
    /// The triples chosen so far, weakest first (increasing index).
    chosen: Vec<u16>,
    /// `suffix[i]`: every card of triples `i..`.
    suffix: Vec<u64>,
    /// `first[i]`: the first triple as strong as triple `i`.
    first: Vec<usize>,
    /// Whether `k` disjoint triples at least as strong as a given one fit in given cards.
    memo: Memo,
    /// A partition being offered, in play order (kept to spare an allocation per offer).
    scratch: Vec<u16>,
}

impl<'a> Search<'a> {
    fn new(triples: &'a Triples, limit: usize, budget: Budget) -> Search<'a> {
        let n = triples.masks.len();
        let mut suffix = vec![0u64; n + 1];
        for i in (0..n).rev() {
            suffix[i] = suffix[i + 1] | triples.masks[i];
        }
        let mut first = vec![0usize; n];
        for i in 1..n {
            first[i] = if triples.strengths[i] == triples.strengths[i - 1] {
                first[i - 1]
            } else {
                i
            };
        }
        Search {
            triples,
            packer: Packer::new(triples, budget.max_nodes),
            limit,
            top: Vec::with_capacity(limit.min(64) + 1),
            k: 0,
            chosen: Vec::new(),
            suffix,
            first,
            memo: Memo::with_capacity_and_hasher(64, Default::default()),
            scratch: Vec::new(),
        }
    }

    fn full(&self) -> bool {
        self.top.len() >= self.limit
    }

    /// Keeps the partition of these triples if it is among the best `limit` so far.
    fn offer(&mut self, set: &[u16]) {
        let mut scratch = std::mem::take(&mut self.scratch);
        scratch.clear();
        scratch.extend_from_slice(set);
        scratch.sort_unstable_by(|a, b| b.cmp(a));
        if self.full() && !self.beats_worst(&scratch) {
            self.scratch = scratch;
            return; // most partitions reached once the list is full: nothing to build
        }
        let play = scratch.clone();
        self.scratch = scratch;
        let found = Found {
            score: Score {
                combinations: play.len(),
                strengths_weakest_first: play
                    .iter()
                    .rev()
                    .map(|&t| self.triples.strengths[t as usize])
                    .collect(),
            },
            key: play
                .iter()
                .map(|&t| self.triples.masks[t as usize])
                .collect(),
            play,
        };
        match self.top.binary_search_by(|kept| kept.rank(&found)) {
            Ok(_) => {} // already kept
            Err(at) if at < self.limit => {
                self.top.insert(at, found);
                self.top.truncate(self.limit);
            }
            Err(_) => {}
        }
    }

    /// Whether the partition of these triples (in play order) ranks above the worst kept:
    /// [`Found::rank`] on the triples themselves, without building a [`Found`].
    fn beats_worst(&self, play: &[u16]) -> bool {
        let Some(worst) = self.top.last() else {
            return true;
        };
        let (strengths, masks) = (&self.triples.strengths, &self.triples.masks);
        let order = play
            .len()
            .cmp(&worst.score.combinations)
            .then_with(|| {
                let mine = play.iter().rev().map(|&t| strengths[t as usize]);
                mine.cmp(worst.score.strengths_weakest_first.iter().copied())
            })
            .then_with(|| {
                let mine = play.iter().map(|&t| masks[t as usize]);
                mine.cmp(worst.key.iter().copied())
            });
        order == Ordering::Greater
    }

    /// Whether a partition whose weakest combinations are `chosen` and then one of
    /// strength `s` could still enter the kept list.
    fn promising(&self, s: u16) -> bool {
        let Some(worst) = self.top.last().filter(|_| self.full()) else {
            return true;
        };
        match worst.score.combinations.cmp(&self.k) {
            Ordering::Greater => return false,
            Ordering::Less => return true,
            Ordering::Equal => {}
        }
        let w = &worst.score.strengths_weakest_first;
        let j = self.chosen.len();
        let prefix = self
            .chosen
            .iter()
            .map(|&t| self.triples.strengths[t as usize]);
        match prefix.cmp(w[..j].iter().copied()) {
            Ordering::Greater => true,
            Ordering::Less => false,
            Ordering::Equal => s >= w[j],
        }
    }

    /// Extends `chosen` (disjoint triples using the cards `used`) with triples from
    /// index `start` on, strongest candidates first.
    fn descend(&mut self, start: usize, used: u64) {
        if self.packer.nodes >= self.packer.max_nodes {
            self.packer.exhausted = true;
            return;
        }
        self.packer.nodes += 1;
        if self.chosen.len() == self.k {
            let set = std::mem::take(&mut self.chosen);
            self.offer(&set);
            self.chosen = set;
            return;
        }
        let need = self.k - self.chosen.len() - 1; // after the next one
        let triples = self.triples;
        for t in (start..triples.masks.len()).rev() {
            let s = triples.strengths[t];
            if !self.promising(s) {
                break; // the candidates below are no stronger
            }
            let mask = triples.masks[t];
            if mask & used != 0 {
                continue;
            }
            let used = used | mask;
            if need > 0 && !self.fits(need, t, used) {
                if self.packer.exhausted {
                    return;
                }
                continue;
            }
            self.chosen.push(t as u16);
            self.descend(t + 1, used);
            self.chosen.pop();
            if self.packer.exhausted {
                return;
            }
        }
    }

    /// Whether `need` disjoint triples, each at least as strong as triple `t`, fit in the
    /// cards not `used`. (Triples of equal strength listed before `t` are allowed too: a
    /// relaxation, so a `false` is exact and a `true` may still fail below.)
    fn fits(&mut self, need: usize, t: usize, used: u64) -> bool {
        let from = self.first[t];
        let cards = self.suffix[from] & !used;
        if (cards.count_ones() as usize) < 3 * need {
            return false;
        }
        let s = self.triples.strengths[t];
        let key = (cards, s, need as u8);
        if let Some(&fits) = self.memo.get(&key) {
            return fits;
        }
        self.packer.most(cards, s, need - 1, need);
        let fits = self.packer.best.len() >= need;
        if !self.packer.exhausted {
            self.memo.insert(key, fits);
        }
        fits
    }
}

/// A quick legal partition: the strongest triples first, greedily, up to the rules' most
/// combinations, in play order. Not optimal (see [`suggest`]); for samples and tests.
pub fn greedy_partition(rules: &Rules, hand: CardSet) -> Vec<Vec<Card>> {
    let order = rules.rank_order();
    let cards: Vec<Card> = hand.iter().collect();
    let mut triples = Vec::new();
    for (i, &a) in cards.iter().enumerate() {
        for (j, &b) in cards.iter().enumerate().skip(i + 1) {
            for &c in &cards[j + 1..] {
                if let Some(s) = order.strength([a, b, c]) {
                    triples.push((s, [a, b, c]));
                }
            }
        }
    }
    triples.sort_by_key(|t| std::cmp::Reverse(t.0));
    let mut used = CardSet::EMPTY;
    let mut kept = Vec::new();
    for (_, t) in triples {
        if kept.len() == rules.max_combinations {
            break;
        }
        if t.iter().all(|&c| !used.contains(c)) {
            for &c in &t {
                used.insert(c);
            }
            kept.push(t.to_vec());
        }
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::deck::shuffled_deck;
    use crate::chor_voli::Preset;

    pub(crate) fn hand(text: &str) -> CardSet {
        text.split_whitespace()
            .map(|t| t.parse::<Card>().unwrap())
            .collect()
    }

    #[test]
    fn thirteen_cards_with_four_suits_of_three_or_more_make_four_combinations() {
        let h = hand("As Ks 9s 2s Ah Th 5h Qd 8d 3d Jc 6c 4c");
        assert_eq!(max_combinations(&Rules::default(), h), 4);
    }

    #[test]
    fn two_suits_without_runs_give_only_flushes_one_per_three_cards_of_a_suit() {
        // Two suits, no consecutive ranks: any three distinct ranks across the two suits
        // hold a suited pair off a run, and two equal ranks a pair with a kicker. So only
        // flushes count: five spades make one, five hearts one.
        let h = hand("Ks Ts 8s 5s 2s Kh Th 8h 5h 2h");
        assert_eq!(max_combinations(&Rules::default(), h), 2);
        // A third suit lets two trips and two flushes fit.
        let h = hand("Ks Ts 8s 5s 2s Kh Th 8h 5h 2h Kd Td 8d");
        assert_eq!(max_combinations(&Rules::default(), h), 4);
    }

    #[test]
    fn twelve_cards_allow_at_most_three_combinations_though_four_fit() {
        // A-K-Q twice as straight flushes and 8-6-4 twice as flushes, but 12 cards must
        // keep a discard.
        let h = hand("As Ad Ks Kd Qs Qd 8s 8d 6s 6d 4s 4d");
        assert_eq!(max_combinations(&Rules::default(), h), 3);
    }

    #[test]
    fn the_cap_is_the_rules_maximum_and_always_leaves_a_discard() {
        let rules = Rules::default();
        assert_eq!(combination_cap(&rules, 13), 4);
        assert_eq!(combination_cap(&rules, 52), 4);
        assert_eq!(combination_cap(&rules, 12), 3);
        assert_eq!(combination_cap(&rules, 4), 1);
        assert_eq!(combination_cap(&rules, 3), 0);
        assert_eq!(combination_cap(&rules, 0), 0);
        assert_eq!(combination_cap(&Preset::Ramchi3.rules(), 17), 5);
        assert_eq!(max_combinations(&rules, hand("As Ks Qs")), 0);
        assert_eq!(max_combinations(&rules, hand("As Ks Qs 2c")), 1);
        assert_eq!(
            max_combinations(&rules, hand("As Ah Kh Ks")),
            0,
            "two pairs: every triple is a pair with a kicker"
        );
        assert_eq!(max_combinations(&rules, CardSet::EMPTY), 0);
        assert_eq!(max_combinations(&rules, CardSet::FULL), 4);
    }

    #[test]
    fn max_combinations_never_exceeds_the_cap_on_random_hands_of_every_size() {
        let rules = Rules::default();
        for n in 0..=52 {
            let (deck, _) = shuffled_deck(&format!("size {n}"));
            let h: CardSet = deck[..n].iter().copied().collect();
            let m = max_combinations(&rules, h);
            assert!(m <= combination_cap(&rules, n), "{n} cards gave {m}");
            if n >= 13 {
                assert!(m >= 1, "some suit holds three of {n} cards");
            }
        }
    }

    use super::brute;
    use crate::chor_voli::partition::validate;

    /// Hands from few suits and ranks without runs often allow fewer combinations than the
    /// cap, so the counting search must exhaust its tree instead of stopping at the cap.
    #[test]
    fn max_combinations_matches_brute_force_on_hands_short_of_the_cap() {
        let mut short = 0;
        for preset in [Preset::ChorVoli, Preset::Ramchi4] {
            for rules in rule_sets(preset) {
                for suits in [2, 3] {
                    for (size, k) in (3..=13).flat_map(|size| (0..4).map(move |k| (size, k))) {
                        // Even ranks (2, 4, …, Q, A) hold no run; up to two cards from the
                        // rest of the deck may add some.
                        let (deck, _) = shuffled_deck(&format!("short {suits} {size} {k}"));
                        let extra = k % 3;
                        let pool = |c: &Card| {
                            (c.suit() as usize) < suits && c.rank().index().is_multiple_of(2)
                        };
                        let h: CardSet = deck
                            .iter()
                            .copied()
                            .filter(pool)
                            .take(size - extra)
                            .chain(deck.iter().copied().filter(|c| !pool(c)).take(extra))
                            .collect();
                        let (most, _) = brute::best(&rules, h, 1);
                        assert_eq!(max_combinations(&rules, h), most, "{h:?} {rules:?}");
                        short += usize::from(most < combination_cap(&rules, size));
                    }
                }
            }
        }
        assert!(short >= 10, "only {short} hands fell short of the cap");
        // Eight spades and five hearts, no three ranks in a run: flushes only, 2 + 1.
        let h = hand("2s 3s 5s 6s 8s 9s Js Qs 2h 5h 8h Jh Qh");
        let rules = Rules::default();
        assert_eq!(max_combinations(&rules, h), 3);
        assert_eq!(brute::best(&rules, h, 1).0, 3);
    }

    fn key_of(s: &Suggestion) -> (Score, Vec<u64>) {
        let masks = s
            .combinations
            .iter()
            .map(|c| CardSet::from_iter(c.cards()).bits())
            .collect();
        (s.score.clone(), masks)
    }

    fn names(s: &Suggestion) -> Vec<String> {
        s.combinations.iter().map(Combination::name).collect()
    }

    /// Every suggestion is a legal partition, the list is distinct and best first, and the
    /// first keeps the most combinations.
    fn assert_laws(rules: &Rules, hand: CardSet, found: &Suggestions) {
        let cards = hand.sorted_high_first();
        // Hands of other sizes are judged by rules dealing that many cards.
        let rules = &Rules {
            hand_size: hand.len(),
            ..rules.clone()
        };
        let mut seen = std::collections::BTreeSet::new();
        for (i, s) in found.suggestions.iter().enumerate() {
            let partition: Vec<Vec<Card>> =
                s.combinations.iter().map(|c| c.cards().to_vec()).collect();
            let report = validate(rules, &cards, &partition, Some(&s.discards));
            assert!(
                report.valid,
                "{hand:?} suggestion {i}: {:?}",
                report.violations
            );
            assert_eq!(report.discards, s.discards);
            assert_eq!(
                s.score,
                Score::new(s.combinations.iter().map(Combination::strength))
            );
            let set: std::collections::BTreeSet<u64> = key_of(s).1.into_iter().collect();
            assert!(
                seen.insert(set),
                "{hand:?}: suggestion {i} repeats one before it"
            );
        }
        for pair in found.suggestions.windows(2) {
            assert!(
                key_of(&pair[0]) > key_of(&pair[1]),
                "{hand:?}: not best first"
            );
        }
        if let Some(first) = found.suggestions.first() {
            assert_eq!(first.combinations.len(), found.max_combinations);
        }
    }

    /// The search agrees with the brute force: same count, same best `limit` partitions.
    fn assert_matches_brute_force(rules: &Rules, hand: CardSet, limit: usize) {
        let found = suggest(
            rules,
            hand,
            limit,
            Budget {
                max_nodes: u64::MAX,
            },
        );
        assert!(found.complete);
        let (most, expected) = brute::best(rules, hand, limit);
        assert_eq!(found.max_combinations, most, "{hand:?}");
        assert_eq!(max_combinations(rules, hand), most, "{hand:?}");
        let got: Vec<(Score, Vec<u64>)> = found.suggestions.iter().map(key_of).collect();
        assert_eq!(got, expected, "{hand:?} under {rules:?}");
        assert_laws(rules, hand, &found);
    }

    fn random_hand(seed: &str, size: usize) -> CardSet {
        let (deck, _) = shuffled_deck(seed);
        deck[..size].iter().copied().collect()
    }

    /// A few rule sets: both straights, trips high three, must_maximize.
    fn rule_sets(preset: Preset) -> Vec<Rules> {
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

    fn differential(preset: Preset, hands: usize, prefix: &str) {
        let rules = rule_sets(preset);
        let size = preset.rules().hand_size;
        for i in 0..hands {
            let hand = random_hand(&format!("{prefix} {i}"), size);
            let limit = [5, 1, 12, 2][i % 4];
            assert_matches_brute_force(&rules[i % rules.len()], hand, limit);
        }
    }

    #[test]
    fn four_straights_beat_four_flushes_and_equal_scores_go_to_the_higher_cards_first() {
        let h = hand("As Ks 9s 2s Ah Th 5h Qd 8d 3d Jc 6c 4c");
        let found = suggest(&Rules::default(), h, 3, Budget::default());
        assert!(found.complete);
        let [first, second, third] = &found.suggestions[..] else {
            panic!("three suggestions");
        };
        let expected = [
            "straight, A-K-Q",
            "straight, 3-2-A",
            "straight, J-10-9",
            "straight, 6-5-4",
        ];
        assert_eq!(names(first), expected);
        assert_eq!(
            names(second),
            expected,
            "the same ranks with the aces swapped"
        );
        // The first keeps A♠ in A-K-Q (the higher card in the first combination).
        assert_eq!(first.combinations[0].cards()[0].to_string(), "As");
        assert_eq!(second.combinations[0].cards()[0].to_string(), "Ah");
        assert_eq!(first.discards, hand("8d").sorted_high_first());
        assert!(third.score < first.score);
        assert_eq!(first.score.combinations(), 4);
        assert_eq!(first.score.strengths_weakest_first().len(), 4);
        assert_eq!(
            first.explanation,
            "Keeps 4 combinations (the most this hand allows); the weakest is straight, \
             6-5-4, then straight, J-10-9, then straight, 3-2-A, then straight, A-K-Q; \
             discards 8d."
        );
        assert_matches_brute_force(&Rules::default(), h, 12);
    }

    #[test]
    fn the_best_ramchi_partition_keeps_trips_and_four_straight_flushes() {
        let rules = Preset::Ramchi3.rules();
        let h = hand("Ks Kh Kd 3s 2s As 5h 3h 2h Qc Jc Tc 9d 8d 7d 4c 6s");
        let found = suggest(&rules, h, 5, Budget::default());
        assert!(found.complete);
        assert_eq!(found.max_combinations, 5);
        assert_eq!(
            names(&found.suggestions[0]),
            [
                "three of a kind, kings",
                "straight flush, 3-2-A",
                "straight flush, 5-3-2 (ramchi)",
                "straight flush, Q-J-10",
                "straight flush, 9-8-7"
            ]
        );
        assert_eq!(found.suggestions.len(), 5);
        assert_laws(&rules, h, &found);
    }

    #[test]
    fn without_must_maximize_fewer_combinations_follow_when_the_most_are_few() {
        // Two suits without runs: two flushes at most, in few ways.
        let h = hand("Ks Ts 8s 5s 2s Kh Th 8h 5h 2h");
        let rules = Rules::default();
        let found = suggest(&rules, h, 50, Budget::default());
        assert_eq!(found.max_combinations, 2);
        // C(5,3) flushes per suit: 100 pairs of flushes, so all 50 keep two.
        assert!(found.suggestions.iter().all(|s| s.combinations.len() == 2));
        let h = hand("Ks Ts 8s Kh Th 8h 2c");
        let found = suggest(&rules, h, 5, Budget::default());
        assert_eq!(found.max_combinations, 2);
        let counts: Vec<usize> = found
            .suggestions
            .iter()
            .map(|s| s.combinations.len())
            .collect();
        assert_eq!(counts[0], 2);
        assert!(counts.contains(&1), "{counts:?}");
        assert!(
            found
                .suggestions
                .last()
                .unwrap()
                .explanation
                .contains("1 fewer than"),
            "{}",
            found.suggestions.last().unwrap().explanation
        );
        assert_laws(&rules, h, &found);
        assert_matches_brute_force(&rules, h, 5);
        let strict = Rules {
            must_maximize: true,
            ..Rules::default()
        };
        let found = suggest(&strict, h, 5, Budget::default());
        assert!(found.suggestions.iter().all(|s| s.combinations.len() == 2));
        assert_matches_brute_force(&strict, h, 5);
    }

    #[test]
    fn a_spent_budget_returns_legal_partitions_marked_incomplete() {
        let rules = Preset::Ramchi3.rules();
        for i in 0..10 {
            let h = random_hand(&format!("budget {i}"), 17);
            for max_nodes in [0, 1, 5, 50, 500] {
                let found = suggest(&rules, h, 5, Budget { max_nodes });
                assert!(found.nodes <= max_nodes, "{} > {max_nodes}", found.nodes);
                if !found.complete {
                    assert_laws(
                        &rules,
                        h,
                        &Suggestions {
                            // the count may be a lower bound; the laws still hold
                            max_combinations: found
                                .suggestions
                                .first()
                                .map_or(0, |s| s.combinations.len()),
                            ..found.clone()
                        },
                    );
                } else {
                    assert_laws(&rules, h, &found);
                }
            }
            let full = suggest(&rules, h, 5, Budget::default());
            assert!(full.complete, "the default budget suffices for hand {i}");
        }
    }

    #[test]
    fn a_limit_of_zero_suggests_nothing_and_a_hand_without_combinations_too() {
        let rules = Rules::default();
        let h = random_hand("zero", 13);
        let found = suggest(&rules, h, 0, Budget::default());
        assert!(found.suggestions.is_empty() && found.complete);
        assert_eq!(found.max_combinations, max_combinations(&rules, h));
        let found = suggest(&rules, h, usize::MAX, Budget { max_nodes: 20_000 });
        assert!(
            found.suggestions.len() > 50,
            "a huge limit is only bounded by the budget"
        );
        assert_laws(&rules, h, &found);
        let found = suggest(&rules, hand("As Ah Kh Ks"), 5, Budget::default());
        assert_eq!(found.max_combinations, 0);
        assert!(found.suggestions.is_empty() && found.complete);
    }

    #[test]
    fn the_search_matches_brute_force_on_seeded_13_card_hands() {
        differential(Preset::ChorVoli, 12, "diff cv");
        differential(Preset::Ramchi4, 6, "diff r4");
    }

    #[test]
    fn the_search_matches_brute_force_on_seeded_17_card_hands() {
        differential(Preset::Ramchi3, 1, "diff r3");
    }

    /// The heavy variant: hundreds of hands (release only: `cargo test --release`).
    #[test]
    #[cfg_attr(debug_assertions, ignore)]
    fn the_search_matches_brute_force_on_hundreds_of_seeded_hands() {
        differential(Preset::ChorVoli, 300, "heavy cv");
        differential(Preset::Ramchi4, 100, "heavy r4");
        differential(Preset::Ramchi3, 30, "heavy r3");
    }

    mod properties {
        use super::*;
        use proptest::prelude::*;

        fn hand_of(size: usize) -> impl Strategy<Value = CardSet> {
            proptest::sample::subsequence((0..52u8).collect::<Vec<_>>(), size).prop_map(|v| {
                v.into_iter()
                    .map(|i| Card::from_index(i).unwrap())
                    .collect()
            })
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(48))]

            #[test]
            fn every_suggestion_for_13_cards_validates_and_the_first_is_optimal(
                h in hand_of(13), preset in 0usize..2, strict in any::<bool>(), limit in 1usize..8,
            ) {
                let rules = Rules {
                    must_maximize: strict,
                    ..[Preset::ChorVoli, Preset::Ramchi4][preset].rules()
                };
                let found = suggest(&rules, h, limit, Budget::default());
                prop_assert!(found.complete);
                assert_laws(&rules, h, &found);
                prop_assert_eq!(found.max_combinations, max_combinations(&rules, h));
                let (_, best) = brute::best(&rules, h, 1);
                prop_assert_eq!(&key_of(&found.suggestions[0]), &best[0]);
                prop_assert!(found.suggestions.len() <= limit);
            }

            #[test]
            fn every_suggestion_for_17_cards_validates_and_keeps_the_most(
                h in hand_of(17), strict in any::<bool>(),
            ) {
                let rules = Rules { must_maximize: strict, ..Preset::Ramchi3.rules() };
                let found = suggest(&rules, h, 5, Budget::default());
                prop_assert!(found.complete);
                assert_laws(&rules, h, &found);
                prop_assert_eq!(found.max_combinations, max_combinations(&rules, h));
                prop_assert_eq!(found.suggestions.len(), 5);
            }
        }
    }
}

/// A brute force over every partition, to check the search against: independent of
/// [`Triples`] and of any pruning.
#[cfg(test)]
pub(crate) mod brute {
    use super::*;

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
}
