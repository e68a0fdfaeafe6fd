//! The double-dummy search itself: alpha-beta on a null window ("can the caller's party take
//! at least `need` of the tricks left?"), as bridge solvers do it. DDS keeps each technique
//! apart from its `ABsearch`, and so does this folder; this file holds only the search and
//! the order in which it asks them:
//!
//! - at each trick start, with every trick counted, the top trumps'
//!   [later tricks](super::later); then the [transposition table](super::table) (partition
//!   search); then, with every trick counted, the split trumps' later tricks and DDS's
//!   [quick tricks](super::quick) (the latter unless the opponents of the side on lead
//!   hold Satat's 2♥: both read the 2♥ as a plain top trump, which only a side holding it
//!   may take as a bound); then, always, the leader's own sure winners;
//! - at the second and third hands, when one trick settles the question, a side sure to win
//!   the trick on the table ([`trick_decides`]);
//! - each hand's cards in the [move order](super::moves), one card of each run of
//!   equivalent cards.
//!
//! What the search adds itself: the marks an answer depends on, for the table's patterns. A
//! trick's rank decision is its winner, when it beat a card of its own suit
//! ([`trick_relevance`]). And DDS's **lowest winning rank**: when a card fails, a card of the
//! same hand and suit below every card its answer depended on would fail the same way, and
//! is not searched. The holders' code, each hand's suit lengths (the table's bucket) and the
//! union of the hands are kept up to date as each card is played and taken back
//! ([`Position`]), not rebuilt at each trick start.
//!
//! Work is counted in nodes (trick starts and cards tried); past the budget the search stops
//! and says so, never hangs. Every [`Watch::REPORT_NODES`] nodes it reports to its
//! [`Watch`], and stops as well when the watch says the work was cancelled or is over the
//! limit of all its searches together.
//!
//! The hot functions that one technique file calls in another are `#[inline]`: each is then
//! compiled in its caller's codegen unit, where the optimiser can fold it in as it could
//! when they were all methods in this one file.

use super::lanes::{holder_code, holder_lanes, lane_mask, lane_of, run_above};
use super::later::{split_trumps, top_trumps};
use super::moves::{killer_slot, ordered_moves};
use super::position::{Position, Start, Winning, decides};
use super::quick::{Quick, own_winners, quick_tricks_known, trick_decides};
use super::table::{TransTable, bucket_key};
use crate::sampling::Watch;

/// The search ran past its node budget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct OverBudget;

/// A search's node count against its budget and its watch (both searches', the trick
/// search's and the heap's).
#[derive(Default)]
pub(crate) struct Nodes {
    pub nodes: u64,
    pub budget: u64,
    /// Past the budget, or stopped by the watch: the search unwinds.
    pub over: bool,
    pub watch: Watch,
}

impl Nodes {
    /// A count of none, within `budget`.
    pub fn within(budget: u64) -> Nodes {
        Nodes {
            budget,
            ..Nodes::default()
        }
    }

    /// Counts one node; false, and the search marked over, past the budget or when the watch
    /// says stop.
    #[inline]
    pub fn count(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes > self.budget
            || (self.nodes.is_multiple_of(Watch::REPORT_NODES)
                && !self.watch.report(Watch::REPORT_NODES))
        {
            self.over = true;
        }
        !self.over
    }
}

/// The value in `0..=most` that the null-window `probe` ("at least `n`?") finds by
/// bisection.
pub(crate) fn bisect(
    most: i32,
    mut probe: impl FnMut(i32) -> Result<bool, OverBudget>,
) -> Result<u32, OverBudget> {
    let (mut lo, mut hi) = (0, most);
    while lo < hi {
        let mid = (lo + hi + 1) / 2;
        if probe(mid)? {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    Ok(lo.max(0) as u32)
}

/// The value in `0..=most` that `probe` finds walked from a `guess` of it, one at a time up
/// or down (the MTD(f) order bridge solvers use for a position's sibling moves, whose values
/// are mostly equal or near): two probes when the guess is right, against some four for
/// [`bisect`]. The same value, exactly.
pub(crate) fn walk_from(
    guess: u32,
    most: i32,
    mut probe: impl FnMut(i32) -> Result<bool, OverBudget>,
) -> Result<u32, OverBudget> {
    let mut v = (guess as i32).clamp(0, most.max(0));
    if v > 0 && !probe(v)? {
        v -= 1;
        while v > 0 && !probe(v)? {
            v -= 1;
        }
        return Ok(v as u32);
    }
    while v < most && probe(v + 1)? {
        v += 1;
    }
    Ok(v.max(0) as u32)
}

/// One double-dummy search with its transposition table. A table belongs to one trump suit
/// and one horizon; reuse a `Search` for every question about the same deal and trump.
pub(crate) struct Search {
    /// The position searched, its cards played and taken back as the search goes.
    position: Position,
    tt: TransTable,
    count: Nodes,
    /// Per trick (by cards left in a hand), the lead that last cut the search off: DDS's
    /// `bestMove`, weighted up among the leads.
    killer: [u8; 14],
}

impl Search {
    /// A search over `start`'s deal counting every trick to the end (`beyond` = 0), or only
    /// those before the last `beyond`.
    pub fn new(start: &Start, beyond: i32, budget: u64) -> Search {
        Search {
            position: Position::new(start, beyond),
            tt: TransTable::default(),
            count: Nodes::within(budget),
            killer: [u8::MAX; 14],
        }
    }

    /// This search, reporting to `watch` (and stopped by it).
    pub fn watched(mut self, watch: &Watch) -> Search {
        self.count.watch = watch.clone();
        self
    }

    /// Counts one node; false, and the search marked over, past the budget or when the watch
    /// says stop.
    #[inline]
    fn count_node(&mut self) -> bool {
        self.count.count()
    }

    /// Sets the most nodes this search may spend, counting those already spent.
    pub fn set_budget(&mut self, budget: u64) {
        self.count.budget = budget;
    }

    /// Nodes searched so far.
    pub fn nodes(&self) -> u64 {
        self.count.nodes
    }

    /// The most tricks left (within the horizon) that the caller's party can force from
    /// `start`, best play on all sides. `start` must be on this search's deal and trump.
    pub fn value(&mut self, start: &Start) -> Result<u32, OverBudget> {
        let left = self.tricks_left(start);
        bisect(left, |need| self.at_least(start, need))
    }

    /// [`Search::value`] probed from a `guess` of it ([`walk_from`]). The same value, exactly.
    pub fn value_from(&mut self, start: &Start, guess: u32) -> Result<u32, OverBudget> {
        let left = self.tricks_left(start);
        walk_from(guess, left, |need| self.at_least(start, need))
    }

    /// [`Search::value_from`] a `guess` where there is one (a sibling position's value), else
    /// [`Search::value`]. The same value, exactly.
    pub fn value_near(&mut self, start: &Start, guess: Option<u32>) -> Result<u32, OverBudget> {
        match guess {
            Some(guess) => self.value_from(start, guess),
            None => self.value(start),
        }
    }

    /// Whether the caller's party can take at least `need` of the tricks left.
    pub fn at_least(&mut self, start: &Start, need: i32) -> Result<bool, OverBudget> {
        let (result, _) = match self.position.set_start(start) {
            None => self.trick_start(start.leader, need),
            Some((seat, led, winning)) => self.play(start.trick_len, seat, led, winning, need),
        };
        if self.count.over {
            Err(OverBudget)
        } else {
            Ok(result)
        }
    }

    /// Tricks left within the horizon, counting the one on the table.
    fn tricks_left(&self, start: &Start) -> i32 {
        start.hands[start.leader].count_ones() as i32 + i32::from(start.trick_len > 0)
            - self.position.beyond
    }

    /// Whether the caller's party takes `need` of the tricks left from this trick start, and
    /// the cards whose ranks that answer depends on (for the table's patterns).
    fn trick_start(&mut self, leader: usize, need: i32) -> (bool, u64) {
        let left = self.position.hands[leader].count_ones() as i32 - self.position.beyond;
        if need <= 0 {
            return (true, 0);
        }
        if need > left {
            return (false, 0);
        }
        if !self.count_node() {
            return (false, 0);
        }
        if left + self.position.beyond == 1 {
            let (won, relevant) = self.last_trick(leader);
            return (won >= need, relevant);
        }
        if self.position.beyond == 0 {
            // Later tricks: every card of the top trumps that one side holds takes a trick
            // of its own when played, and each hand plays to a different trick. Checked
            // before the table and not stored there: it costs less than a look-up, and
            // leaves the table's room to what a search found, which saves more nodes than
            // storing it would (docs/performance.md).
            let mut enough = [(left - need + 1) as u32; 2];
            enough[self.position.max_party] = need as u32;
            let (top_side, tricks, cards) = top_trumps(&self.position, enough);
            if let Some(answer) = decides(self.sure_bounds(top_side, tricks, left), need) {
                return (answer, cards);
            }
        }
        let bucket = bucket_key(&self.position, leader);
        let code = holder_code(&self.position.code);
        debug_assert_eq!(code, holder_code(&holder_lanes(&self.position.hands)));
        debug_assert_eq!(
            self.position.held,
            self.position.hands.iter().fold(0, |a, h| a | h)
        );
        if let Some(answer) = self.tt.lookup(bucket, code, need, self.position.held) {
            return answer;
        }
        let side = leader & 1;
        let other = side ^ 1;
        let (cutoff, other_cutoff) = if side == self.position.max_party {
            (need, left - need + 1)
        } else {
            (left - need + 1, need)
        };
        if self.position.beyond == 0 {
            // DDS's later and quick tricks count to the end, and know no 2♥. They are
            // bounds for the side they credit, and a side holding the 2♥ takes at least
            // what it would take if the 2♥ were an ordinary trump above the ace: its holder
            // may play it wherever that trump may be played (and elsewhere too), and every
            // other hand's cards are as legal as before. So they stand for the 2♥'s side,
            // not against it. The split trumps credit the side of the top trump, which
            // holds the 2♥ while it is in play.
            if let Some((split_side, tricks, cards)) = split_trumps(&self.position)
                && let Some(answer) =
                    self.side_takes(bucket, code, cards, split_side, tricks, left, need)
            {
                return answer;
            }
            let special = self.position.special_held();
            let partner = self.position.hands[leader ^ 2];
            if special & (self.position.hands[leader] | partner) == special {
                let quick = quick_tricks_known(
                    &self.position.hands,
                    &self.position.lengths,
                    &self.position.code,
                    self.position.trump,
                    leader,
                    cutoff as u32,
                    other_cutoff as u32,
                );
                let (quick_side, tricks) = match quick.0 {
                    Quick::Leader(n) => (side, n),
                    Quick::Other => (other, 1),
                    Quick::Open => (side, 0),
                };
                if let Some(answer) =
                    self.side_takes(bucket, code, quick.1, quick_side, tricks, left, need)
                {
                    return answer;
                }
            }
        }
        // The leader's own sure winners: cheap to count again, so not stored (storing them
        // saved no node).
        let (quick, runs) = own_winners(&self.position, leader, cutoff as u32);
        if let Some(answer) = decides(self.sure_bounds(side, quick, left), need) {
            return (answer, runs);
        }
        let (result, relevant) = self.play(0, leader, 0, (leader, 0, 0), need);
        if self.count.over {
            return (false, 0);
        }
        if result {
            self.tt
                .store(&self.position, bucket, code, relevant, (need, left));
        } else {
            self.tt
                .store(&self.position, bucket, code, relevant, (0, need - 1));
        }
        (result, relevant)
    }

    /// When the side of parity `side` is sure of `tricks` of the `left` tricks (thanks to
    /// `cards`) and that decides whether the caller's party takes `need`: records the bounds
    /// and gives the answer.
    #[allow(clippy::too_many_arguments)]
    fn side_takes(
        &mut self,
        bucket: u128,
        code: u128,
        cards: u64,
        side: usize,
        tricks: u32,
        left: i32,
        need: i32,
    ) -> Option<(bool, u64)> {
        let (lower, upper) = self.sure_bounds(side, tricks, left);
        decides((lower, upper), need).map(|answer| {
            self.tt
                .store(&self.position, bucket, code, cards, (lower, upper));
            (answer, cards)
        })
    }

    /// The bounds on the caller's party's tricks of the `left` tricks left when the side of
    /// parity `side` is sure of `tricks` of them.
    fn sure_bounds(&self, side: usize, tricks: u32, left: i32) -> (i32, i32) {
        let tricks = (tricks as i32).min(left);
        if side == self.position.max_party {
            (tricks, left)
        } else {
            (0, left - tricks)
        }
    }

    /// The last trick, one card each: 1 when the caller's party wins it, and the winning
    /// card when it beat a card of its own suit.
    fn last_trick(&self, leader: usize) -> (i32, u64) {
        let lead = self.position.hands[leader].trailing_zeros();
        let led = lane_of(lead);
        let (mut winner, mut best, mut best_bit) = (leader, self.position.key_of(lead, led), lead);
        for i in 1..4 {
            let seat = (leader + i) & 3;
            let bit = self.position.hands[seat].trailing_zeros();
            let key = self.position.key_of(bit, led);
            if key > best {
                best = key;
                winner = seat;
                best_bit = bit;
            }
        }
        // The winner's rank matters when another card of its lane was played.
        let cards = self.position.held;
        let rivals = cards & lane_mask(lane_of(best_bit)) & !(1u64 << best_bit);
        let relevant = if rivals != 0 { 1u64 << best_bit } else { 0 };
        (i32::from(winner & 1 == self.position.max_party), relevant)
    }

    /// One card by `seat`, the `pos`-th of the trick; the trick so far is won by `winner`
    /// with the card `win_bit` of key `win_key` (see [`Winning`]).
    fn play(
        &mut self,
        pos: usize,
        seat: usize,
        led: usize,
        winning: Winning,
        need: i32,
    ) -> (bool, u64) {
        let (winner, win_key, win_bit) = winning;
        if !self.count_node() {
            return (false, 0);
        }
        let hand = self.position.hands[seat];
        let legal = if pos == 0 {
            hand
        } else {
            self.position.legal(hand, led)
        };
        if (pos == 1 || pos == 2)
            && let Some(answer) =
                trick_decides(&self.position, pos, seat, legal, led, winning, need)
        {
            return answer;
        }
        let present = self.position.all() & !self.position.special;
        // A following hand whose legal cards are one run of equivalent cards has one card to
        // try: no ordering needed.
        let lowest = legal.trailing_zeros();
        let (moves, count) = if pos > 0
            && legal & self.position.special == 0
            && (legal & (legal - 1) == 0
                || run_above(lowest, legal, present & lane_mask(lane_of(lowest))) == legal)
        {
            let mut moves = [0u8; 14];
            moves[0] = lowest as u8;
            (moves, 1)
        } else {
            ordered_moves(&self.position, &self.killer, pos, seat, legal, winning)
        };
        let maximizing = seat & 1 == self.position.max_party;
        let mut relevant_all = 0u64;
        // Per lane, the cards below every card a failed line's answer depended on, and that
        // answer's cards: such a card is worth what the failed one was.
        let mut low = [(0u64, 0u64); 4];
        let (special, runs_of) = (self.position.special, hand & legal & !self.position.special);
        for &bit in &moves[..count] {
            let bit = u32::from(bit);
            let mask = 1u64 << bit;
            let lane = lane_of(bit);
            // The run of equivalent cards this card stands for (needed once it fails).
            let group = || {
                if mask == special {
                    mask
                } else {
                    run_above(bit, runs_of, present & lane_mask(lane))
                }
            };
            if mask & low[lane].0 != 0 {
                relevant_all |= closed(low[lane].1, group(), mask);
                continue;
            }
            let led = if pos == 0 { lane_of(bit) } else { led };
            let key = self.position.key_of(bit, led);
            let (winner, win_key, win_bit) = if pos == 0 || key > win_key {
                (seat, key, bit)
            } else {
                (winner, win_key, win_bit)
            };
            let field = self.position.take(seat, bit);
            let (result, relevant) = if pos == 3 {
                let table = self.position.table | mask;
                self.position.table = 0;
                let won = i32::from(winner & 1 == self.position.max_party);
                let (r, mut relevant) = self.trick_start(winner, need - won);
                relevant |= trick_relevance(table, win_key, led, self.position.trump);
                self.position.table = table & !mask;
                (r, relevant)
            } else {
                let outer_lead = self.position.lay(pos, bit);
                let r = self.play(
                    pos + 1,
                    (seat + 1) & 3,
                    led,
                    (winner, win_key, win_bit),
                    need,
                );
                self.position.lift(bit, outer_lead);
                r
            };
            self.position.put_back(seat, bit, field);
            if self.count.over {
                return (false, 0);
            }
            if result == maximizing {
                if pos == 0 {
                    self.killer[killer_slot(hand)] = bit as u8;
                }
                return (result, relevant);
            }
            // The move failed, and so would the equivalent cards not tried. In a matching
            // position they need not be equivalent: if the line marked a card of the run,
            // the run's lowest card (the one tried) is marked too, so that the pattern
            // covers the whole run (see `trick_relevance`).
            let relevant = closed(relevant, group(), mask);
            relevant_all |= relevant;
            // Any card of this lane below every card the answer depended on (and below the
            // card tried) maps onto the card tried: no need to search it (DDS's lowest
            // winning rank).
            if mask & self.position.special == 0 {
                let marked = relevant & lane_mask(lane);
                let line = if marked == 0 {
                    lane_mask(lane)
                } else {
                    (1u64 << marked.trailing_zeros()) - 1
                };
                if mask & line != 0 {
                    low[lane] = (line & lane_mask(lane) & !self.position.special, relevant);
                }
            }
        }
        (!maximizing, relevant_all)
    }
}

/// The cards of a finished trick (`table`, its four cards; `win_key`, the winner's key)
/// whose ranks mattered: the winner, when it beat a card of its own lane.
///
/// Why the winner alone is enough: a matching position has the same suit lengths in every
/// hand and the same holders of every card from the lowest marked one up, so each hand's
/// cards below that line map, lowest to lowest, onto the other position's, and every trick
/// keeps its winner. One catch is the equivalent cards the search does not try (see
/// [`Search::play`]): the line of a card that was not tried is the tried card's line with
/// the two swapped, so when a line marks any card of the run, the run's lowest card is
/// marked as well. Without that, the DDS oracle found a deal in progress where an entry
/// matched a position of another value.
#[inline]
pub(crate) fn trick_relevance(table: u64, win_key: u32, led: usize, trump: usize) -> u64 {
    let (lane, rank) = if win_key >= 32 {
        (trump, win_key - 32)
    } else {
        (led, win_key - 16)
    };
    let bit = 1u64 << (lane as u32 * 16 + rank);
    if table & lane_mask(lane) & !bit != 0 {
        bit
    } else {
        0
    }
}

/// A failed line's cards (`relevant`) made to stand for the run `group` of equivalent
/// cards that the card tried (`mask`, the run's lowest) represents.
#[inline]
pub(crate) fn closed(relevant: u64, group: u64, mask: u64) -> u64 {
    if relevant & group != 0 {
        relevant | mask
    } else {
        relevant
    }
}
