//! The double-dummy search itself: alpha-beta on a null window ("can the caller's party take
//! at least `need` of the tricks left?"), as bridge solvers do it.
//!
//! - **Cards in lanes.** A hand is a `u64` with one 16-bit lane per suit (bit `suit * 16 +
//!   rank`, two = 0 … ace = 12). Satat's 2♥, once trumps are set, is rank 13 of the trump lane:
//!   it ranks above the trump ace and counts as a trump, which is all the trick winner needs.
//!   Its other privileges (it may be played to any trick; holding only it, a player need not
//!   follow trumps) are in [`Search::legal`].
//! - **Equivalent cards.** Cards of one lane in one hand with no card of another hand (or of
//!   the trick on the table) between them win and lose the same tricks: only the lowest of
//!   each run is searched.
//! - **Transposition table** at the start of each trick (partition search): a bucket per
//!   leader, holder of the special 2♥ and suit lengths of every hand; in it, entries that name
//!   the holders of each suit's top cards down to the lowest card whose rank decided a trick
//!   in the search below (ranks relative to the cards still in play), with a lower and an
//!   upper bound on the tricks left that the caller's party takes. A trick's rank decision is
//!   its winner, when it beat a card of its own suit ([`trick_relevance`]). An entry serves
//!   every position that matches it (one masked compare of the holders' codes); every
//!   null-window search tightens the bounds and the next one reuses them. The holders' code,
//!   each hand's suit lengths (the bucket) and the union of the hands are kept up to date as
//!   each card is played and taken back, not rebuilt at each trick start.
//! - **Lowest winning rank** (DDS): when a card fails, a card of the same hand and suit below
//!   every card its answer depended on would fail the same way, and is not searched.
//! - **Quick tricks**: the side on lead takes at least its sure winners; that bound often
//!   decides a null-window question without a search. With every trick counted and no 2♥,
//!   DDS's own count ([`super::quick`]: the partner's winners through an entry, finesses,
//!   ruffs); then, always, the leader's top trumps and the top cards of suits the opponents
//!   must follow or cannot ruff. At the second and third hands, when one trick settles the
//!   question, a side sure to win the trick on the table settles it.
//! - **Later tricks** (all tricks counted): each of the top trumps that one side holds wins
//!   the trick it falls in, and one hand's cards fall in different tricks, so that side takes
//!   at least as many tricks as one of its hands holds of them (checked before the table,
//!   and like the leader's own sure winners not stored in it: counting again costs less);
//!   the top two trumps split between the hands of one side, one of them long, take two.
//! - **Move ordering**: DDS's weights, for the leads (`WeightAllocTrump0`, with the killer
//!   bonus) and for the following hands ([`super::follow`]). With Satat's 2♥ in play, our
//!   own: winners that no later opponent can beat and cheap wins first; do not overtake a
//!   partner's card that holds; leads for the partner's winners and ruffs; low cards
//!   otherwise.
//!
//! Work is counted in nodes (trick starts and cards tried); past the budget the search stops
//! and says so, never hangs.

use super::follow::Trick;
use super::quick::{Quick, quick_tricks_known};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// The 14 used bits of a lane (ranks 0–12 and the special 2♥ as 13).
const LANE_BITS: u64 = 0x3fff;
/// The special 2♥'s rank in the trump lane.
pub(crate) const SPECIAL_RANK: u32 = 13;

#[inline]
pub(crate) const fn lane_mask(lane: usize) -> u64 {
    LANE_BITS << (lane * 16)
}

#[inline]
const fn lane_of(bit: u32) -> usize {
    (bit >> 4) as usize
}

/// A position at the start of a search: the cards still held, trumps, whose turn and the
/// trick on the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Start {
    /// Each seat's cards in lanes.
    pub hands: [u64; 4],
    /// The trump lane (0 clubs … 3 spades).
    pub trump: usize,
    /// The special 2♥'s bit (trump lane, rank 13), or 0.
    pub special: u64,
    /// Seat parity of the party whose tricks are counted (the caller's).
    pub max_party: usize,
    /// The seat that led the trick on the table (or leads next when it is empty).
    pub leader: usize,
    /// The cards of the trick on the table, in play order (bits), `trick_len` of them.
    pub trick: [u32; 3],
    pub trick_len: usize,
}

/// Bounds on the tricks left that the caller's party takes, valid for every position of a
/// bucket whose top cards match the pattern: per lane, the holders of its highest cards
/// still in play, as many as `mask` covers of the position's [holder code](Search::holder_code).
#[derive(Debug, Clone, Copy)]
struct Entry {
    mask: u128,
    holders: u128,
    lower: u8,
    upper: u8,
}

/// Entries kept per bucket (the oldest goes first). On dd-0…19 (dd-2 aside) 16 entries took
/// 40 M nodes, 48 took 23 M, 256 took 18.6 M and 1 024 took 18.3 M.
const BUCKET: usize = 256;

/// A fast hasher for 128-bit keys (the position's code is already well spread).
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(5) ^ u64::from(b)).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }
    fn write_u128(&mut self, key: u128) {
        let folded = (key as u64) ^ ((key >> 64) as u64).rotate_left(29);
        self.0 = (folded ^ (folded >> 31)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
}

type Table = HashMap<u128, Vec<Entry>, BuildHasherDefault<KeyHasher>>;

/// The search ran past its node budget.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct OverBudget;

/// One double-dummy search with its transposition table. A table belongs to one trump suit
/// and one horizon; reuse a `Search` for every question about the same deal and trump.
pub(crate) struct Search {
    hands: [u64; 4],
    trump: usize,
    special: u64,
    max_party: usize,
    /// Tricks at the end not counted: 0 for all thirteen; `hand length - 7` keeps only
    /// the first seven (a kot).
    beyond: i32,
    /// Cards on the table in the trick being searched.
    table: u64,
    tt: Table,
    nodes: u64,
    budget: u64,
    over: bool,
    /// Per trick (by cards left in a hand), the lead that last cut the search off: DDS's
    /// `bestMove`, weighted up among the leads.
    killer: [u8; 14],
    /// The lead card of the trick being played (for the following hands' order).
    lead: u32,
    /// The [holder code](Search::holder_code) of the cards still held, a lane at a time,
    /// kept up to date card by card (a played card's two bits taken out of its lane).
    code: [u32; 4],
    /// Each hand's [lane lengths](lane_lengths), kept up to date card by card.
    lengths: [u16; 4],
    /// Every card still held, kept up to date card by card.
    held: u64,
}

impl Search {
    /// A search over `start`'s deal counting every trick to the end (`beyond` = 0), or only
    /// those before the last `beyond`.
    pub fn new(start: &Start, beyond: i32, budget: u64) -> Search {
        Search {
            hands: start.hands,
            trump: start.trump,
            special: start.special,
            max_party: start.max_party,
            beyond,
            table: 0,
            tt: Table::default(),
            nodes: 0,
            budget,
            over: false,
            killer: [u8::MAX; 14],
            lead: 0,
            code: [0; 4],
            lengths: [0; 4],
            held: 0,
        }
    }

    /// Sets the most nodes this search may spend, counting those already spent.
    pub fn set_budget(&mut self, budget: u64) {
        self.budget = budget;
    }

    /// Nodes searched so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The most tricks left (within the horizon) that the caller's party can force from
    /// `start`, best play on all sides. `start` must be on this search's deal and trump.
    pub fn value(&mut self, start: &Start) -> Result<u32, OverBudget> {
        self.hands = start.hands;
        let left = self.tricks_left(start);
        let (mut lo, mut hi) = (0, left);
        while lo < hi {
            let mid = (lo + hi + 1) / 2;
            if self.at_least(start, mid)? {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        Ok(lo.max(0) as u32)
    }

    /// Whether the caller's party can take at least `need` of the tricks left.
    pub fn at_least(&mut self, start: &Start, need: i32) -> Result<bool, OverBudget> {
        self.hands = start.hands;
        self.code = holder_lanes(&self.hands);
        self.lengths = self.hands.map(lane_lengths);
        self.held = self.hands.iter().fold(0, |a, h| a | h);
        self.table = 0;
        let (result, _) = if start.trick_len == 0 {
            self.trick_start(start.leader, need)
        } else {
            let mut led = 0;
            let mut winner = start.leader;
            let mut win_key = 0;
            let mut win_bit = 0;
            for (i, &bit) in start.trick[..start.trick_len].iter().enumerate() {
                if i == 0 {
                    led = lane_of(bit);
                    self.lead = bit;
                }
                self.table |= 1 << bit;
                let key = self.key_of(bit, led);
                if i == 0 || key > win_key {
                    winner = (start.leader + i) & 3;
                    win_key = key;
                    win_bit = bit;
                }
            }
            let player = (start.leader + start.trick_len) & 3;
            self.play(
                start.trick_len,
                player,
                led,
                (winner, win_key, win_bit),
                need,
            )
        };
        if self.over {
            Err(OverBudget)
        } else {
            Ok(result)
        }
    }

    /// Tricks left within the horizon, counting the one on the table.
    fn tricks_left(&self, start: &Start) -> i32 {
        start.hands[start.leader].count_ones() as i32 + i32::from(start.trick_len > 0) - self.beyond
    }

    #[inline]
    fn key_of(&self, bit: u32, led: usize) -> u32 {
        let lane = lane_of(bit);
        let rank = bit & 15;
        if lane == self.trump {
            32 + rank
        } else if lane == led {
            16 + rank
        } else {
            0
        }
    }

    /// The cards of `hand` that may be played when `led` was led (follow suit; the special
    /// 2♥ may always be played and alone does not oblige its holder to follow trumps).
    #[inline]
    fn legal(&self, hand: u64, led: usize) -> u64 {
        let follow = hand & lane_mask(led) & !self.special;
        if follow != 0 {
            follow | (hand & self.special)
        } else {
            hand
        }
    }

    /// Every card still held or on the table.
    #[inline]
    fn all(&self) -> u64 {
        self.held | self.table
    }

    /// Whether the caller's party takes `need` of the tricks left from this trick start, and
    /// the cards whose ranks that answer depends on (for the table's patterns).
    fn trick_start(&mut self, leader: usize, need: i32) -> (bool, u64) {
        let left = self.hands[leader].count_ones() as i32 - self.beyond;
        if need <= 0 {
            return (true, 0);
        }
        if need > left {
            return (false, 0);
        }
        self.nodes += 1;
        if self.nodes > self.budget {
            self.over = true;
            return (false, 0);
        }
        if left + self.beyond == 1 {
            let (won, relevant) = self.last_trick(leader);
            return (won >= need, relevant);
        }
        if self.beyond == 0 {
            // Later tricks: every card of the top trumps that one side holds takes a trick
            // of its own when played, and each hand plays to a different trick. Checked
            // before the table and not stored there: it costs less than a look-up, and
            // leaves the table's room to what a search found (1.8 % fewer nodes).
            let mut enough = [(left - need + 1) as u32; 2];
            enough[self.max_party] = need as u32;
            let (top_side, tricks, cards) = self.top_trumps(enough);
            if let Some(answer) = decides(self.sure_bounds(top_side, tricks, left), need) {
                return (answer, cards);
            }
        }
        let bucket = self.bucket_key(leader);
        let code = joined(&self.code);
        debug_assert_eq!(code, self.holder_code());
        debug_assert_eq!(self.held, self.hands.iter().fold(0, |a, h| a | h));
        if let Some(entries) = self.tt.get(&bucket) {
            for e in entries.iter().rev() {
                if code & e.mask == e.holders
                    && let Some(answer) = decides((i32::from(e.lower), i32::from(e.upper)), need)
                {
                    return (answer, self.pattern_cards(e));
                }
            }
        }
        let side = leader & 1;
        let other = side ^ 1;
        let (cutoff, other_cutoff) = if side == self.max_party {
            (need, left - need + 1)
        } else {
            (left - need + 1, need)
        };
        if self.beyond == 0 && self.special == 0 {
            // DDS's later and quick tricks (they count to the end, and know no 2♥).
            if let Some((split_side, tricks, cards)) = self.split_trumps()
                && let Some(answer) =
                    self.side_takes(bucket, code, cards, split_side, tricks, left, need)
            {
                return answer;
            }
            let quick = quick_tricks_known(
                &self.hands,
                &self.lengths,
                &self.code,
                self.trump,
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
        // The leader's own sure winners: cheap to count again, so not stored (storing them
        // saved no node).
        let (quick, runs) = self.quick_tricks(leader, cutoff as u32);
        if let Some(answer) = decides(self.sure_bounds(side, quick, left), need) {
            return (answer, runs);
        }
        let (result, relevant) = self.play(0, leader, 0, (leader, 0, 0), need);
        if self.over {
            return (false, 0);
        }
        if result {
            self.store(bucket, code, relevant, need, left);
        } else {
            self.store(bucket, code, relevant, 0, need - 1);
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
            self.store(bucket, code, cards, lower, upper);
            (answer, cards)
        })
    }

    /// The bounds on the caller's party's tricks of the `left` tricks left when the side of
    /// parity `side` is sure of `tricks` of them.
    fn sure_bounds(&self, side: usize, tricks: u32, left: i32) -> (i32, i32) {
        let tricks = (tricks as i32).min(left);
        if side == self.max_party {
            (tricks, left)
        } else {
            (0, left - tricks)
        }
    }

    /// Records bounds `lower..=upper` for the positions that match this one on the cards
    /// `relevant` depends on (and every card above them).
    fn store(&mut self, bucket: u128, code: u128, relevant: u64, lower: i32, upper: i32) {
        let all = self.held;
        let mut mask = 0u128;
        for lane in 0..4 {
            let cards = all & lane_mask(lane);
            let mut marked = (relevant | self.special) & cards;
            if marked == 0 {
                continue;
            }
            // The lowest relevant card and every card above it.
            let lowest = marked.trailing_zeros();
            marked = cards & !((1u64 << lowest) - 1);
            let bits = 2 * marked.count_ones();
            mask |= (((1u128 << bits) - 1) << (32 - bits)) << (32 * lane);
        }
        let holders = code & mask;
        let entries = self.tt.entry(bucket).or_default();
        if let Some(e) = entries
            .iter_mut()
            .find(|e| e.mask == mask && e.holders == holders)
        {
            e.lower = e.lower.max(lower as u8);
            e.upper = e.upper.min(upper as u8);
            return;
        }
        if entries.len() == BUCKET {
            // The oldest goes (evicting the most specific entry instead cost 2.5 times the
            // nodes on dd-0…19).
            entries.remove(0);
        }
        entries.push(Entry {
            mask,
            holders,
            lower: lower as u8,
            upper: upper as u8,
        });
    }

    /// The cards an entry's pattern names in this position.
    fn pattern_cards(&self, e: &Entry) -> u64 {
        let all = self.held;
        let mut out = 0;
        for lane in 0..4 {
            let mut cards = all & lane_mask(lane);
            let top = (e.mask >> (32 * lane)) as u32;
            for _ in 0..top.count_ones() / 2 {
                let top = 63 - cards.leading_zeros();
                out |= 1 << top;
                cards &= !(1u64 << top);
            }
        }
        out
    }

    /// The last trick, one card each: 1 when the caller's party wins it, and the winning
    /// card when it beat a card of its own suit.
    fn last_trick(&self, leader: usize) -> (i32, u64) {
        let lead = self.hands[leader].trailing_zeros();
        let led = lane_of(lead);
        let (mut winner, mut best, mut best_bit) = (leader, self.key_of(lead, led), lead);
        for i in 1..4 {
            let seat = (leader + i) & 3;
            let bit = self.hands[seat].trailing_zeros();
            let key = self.key_of(bit, led);
            if key > best {
                best = key;
                winner = seat;
                best_bit = bit;
            }
        }
        // The winner's rank matters when another card of its lane was played.
        let cards = self.held;
        let rivals = cards & lane_mask(lane_of(best_bit)) & !(1u64 << best_bit);
        let relevant = if rivals != 0 { 1u64 << best_bit } else { 0 };
        (i32::from(winner & 1 == self.max_party), relevant)
    }

    /// One card by `player`, the `pos`-th of the trick; the trick so far is won by `winner`
    /// with the card `win_bit` of key `win_key` (see [`Winning`]).
    fn play(
        &mut self,
        pos: usize,
        player: usize,
        led: usize,
        winning: Winning,
        need: i32,
    ) -> (bool, u64) {
        let (winner, win_key, win_bit) = winning;
        self.nodes += 1;
        if self.nodes > self.budget {
            self.over = true;
            return (false, 0);
        }
        let hand = self.hands[player];
        let legal = if pos == 0 {
            hand
        } else {
            self.legal(hand, led)
        };
        if (pos == 1 || pos == 2)
            && let Some(answer) = self.trick_decides(pos, player, legal, led, winning, need)
        {
            return answer;
        }
        let present = self.all() & !self.special;
        // A following hand whose legal cards are one run of equivalent cards has one card to
        // try: no ordering needed.
        let lowest = legal.trailing_zeros();
        let (moves, count) = if pos > 0
            && legal & self.special == 0
            && (legal & (legal - 1) == 0
                || run_above(lowest, legal, present & lane_mask(lane_of(lowest))) == legal)
        {
            let mut moves = [0u8; 14];
            moves[0] = lowest as u8;
            (moves, 1)
        } else {
            self.ordered_moves(pos, player, legal, led, winning)
        };
        let maximizing = player & 1 == self.max_party;
        let mut relevant_all = 0u64;
        // Per lane, the cards below every card a failed line's answer depended on, and that
        // answer's cards: such a card is worth what the failed one was.
        let mut low = [(0u64, 0u64); 4];
        let (special, runs_of) = (self.special, hand & legal & !self.special);
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
            let key = self.key_of(bit, led);
            let (winner, win_key, win_bit) = if pos == 0 || key > win_key {
                (player, key, bit)
            } else {
                (winner, win_key, win_bit)
            };
            let field = self.code[lane];
            self.code[lane] = without_card(field, self.held, bit);
            self.held ^= mask;
            self.lengths[player] -= 1 << (4 * lane);
            self.hands[player] ^= mask;
            let (result, relevant) = if pos == 3 {
                let table = self.table | mask;
                self.table = 0;
                let won = i32::from(winner & 1 == self.max_party);
                let (r, mut relevant) = self.trick_start(winner, need - won);
                relevant |= trick_relevance(table, win_key, led, self.trump);
                self.table = table & !mask;
                (r, relevant)
            } else {
                self.table |= mask;
                let outer_lead = self.lead;
                if pos == 0 {
                    self.lead = bit;
                }
                let r = self.play(
                    pos + 1,
                    (player + 1) & 3,
                    led,
                    (winner, win_key, win_bit),
                    need,
                );
                self.lead = outer_lead;
                self.table ^= mask;
                r
            };
            self.hands[player] ^= mask;
            self.code[lane] = field;
            self.held ^= mask;
            self.lengths[player] += 1 << (4 * lane);
            if self.over {
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
            if mask & self.special == 0 {
                let marked = relevant & lane_mask(lane);
                let line = if marked == 0 {
                    lane_mask(lane)
                } else {
                    (1u64 << marked.trailing_zeros()) - 1
                };
                if mask & line != 0 {
                    low[lane] = (line & lane_mask(lane) & !self.special, relevant);
                }
            }
        }
        (!maximizing, relevant_all)
    }

    /// When the trick on the table decides the question (the caller's party needs one trick,
    /// or the other party needs one to stop it taking all): whether the side of `player`
    /// (second or third hand, holding `legal`) is sure to win it, and so the answer, with
    /// the card it depends on. DDS's `QuickTricksSecondHand`, for the third hand too.
    fn trick_decides(
        &self,
        pos: usize,
        player: usize,
        legal: u64,
        led: usize,
        winning: Winning,
        need: i32,
    ) -> Option<(bool, u64)> {
        let (winner, win_key, win_bit) = winning;
        let left = self.hands[player].count_ones() as i32 - self.beyond;
        let maximizing = player & 1 == self.max_party;
        if left < 1 || (maximizing && need != 1) || (!maximizing && need != left) {
            return None;
        }
        let next = (player + 1) & 3;
        let best = |cards: u64| -> Option<(u32, u32)> {
            let mut bits = cards;
            let mut top: Option<(u32, u32)> = None;
            while bits != 0 {
                let bit = bits.trailing_zeros();
                bits &= bits - 1;
                let key = self.key_of(bit, led);
                if top.is_none_or(|(k, _)| key > k) {
                    top = Some((key, bit));
                }
            }
            top
        };
        let sure = if winner & 1 == player & 1 && !self.can_beat(next, led, win_key) {
            // The partner's card holds (third hand, the last opponent to play cannot beat it).
            (pos == 2).then_some(win_bit)
        } else {
            None
        };
        let sure = sure.or_else(|| {
            // A card of this hand that the opponent after it cannot beat.
            best(legal)
                .filter(|&(key, _)| key > win_key && !self.can_beat(next, led, key))
                .map(|(_, bit)| bit)
        });
        let sure = sure.or_else(|| {
            // Second hand: the partner, last to play, has a card the opponent between
            // cannot beat.
            if pos != 1 {
                return None;
            }
            let partner = (player + 2) & 3;
            best(self.legal(self.hands[partner], led))
                .filter(|&(key, _)| key > win_key && !self.can_beat(next, led, key))
                .map(|(_, bit)| bit)
        });
        sure.map(|bit| (maximizing, 1u64 << bit))
    }

    /// The legal cards worth trying (the lowest of each run of equivalent cards, the special
    /// 2♥ always on its own), best guesses first.
    fn ordered_moves(
        &self,
        pos: usize,
        player: usize,
        legal: u64,
        led: usize,
        winning: Winning,
    ) -> ([u8; 14], usize) {
        let (winner, win_key, win_bit) = winning;
        let hand = self.hands[player];
        let all = self.all();
        let partner_wins = pos > 0 && winner & 1 == player & 1;
        let mut moves = [0u8; 14];
        let mut scores = [0i32; 14];
        let mut count = 0;
        for lane in 0..4 {
            let mut candidates = legal & lane_mask(lane) & !self.special;
            if candidates == 0 {
                continue;
            }
            // Drop a card when the next lower card still in play is the same hand's.
            let present = all & lane_mask(lane) & !self.special;
            let mut bits = candidates;
            while bits != 0 {
                let bit = bits.trailing_zeros();
                bits &= bits - 1;
                let below = present & ((1u64 << bit) - 1);
                if below != 0 {
                    let next_lower = 63 - below.leading_zeros();
                    if hand >> next_lower & 1 == 1 {
                        candidates &= !(1u64 << bit);
                    }
                }
            }
            let suit =
                (pos == 0 && self.special == 0).then(|| self.lead_suit(player, lane, present));
            let mut bits = candidates;
            while bits != 0 {
                let bit = bits.trailing_zeros();
                bits &= bits - 1;
                moves[count] = bit as u8;
                scores[count] = if pos == 0 {
                    if let Some(suit) = &suit {
                        let group = run_above(bit, hand & legal & !self.special, present);
                        Self::lead_weight(suit, bit, group, self.killer[killer_slot(hand)])
                    } else {
                        self.score(pos, player, bit, led, partner_wins, win_key, all)
                    }
                } else if self.special == 0 {
                    // Weighed below, all cards at once.
                    0
                } else {
                    self.score(pos, player, bit, led, partner_wins, win_key, all)
                };
                count += 1;
            }
        }
        if legal & self.special != 0 {
            let bit = self.special.trailing_zeros();
            moves[count] = bit as u8;
            scores[count] = self.score(pos, player, bit, led, partner_wins, win_key, all);
            count += 1;
        }
        if pos > 0 && self.special == 0 && count > 1 {
            // DDS's weights for the following hands (without the 2♥, which DDS knows not).
            // Run lengths: only the second hand's weights read them.
            let mut runs = [1u32; 14];
            if pos == 1 {
                for (run, &bit) in runs.iter_mut().zip(&moves[..count]) {
                    let lane = lane_of(u32::from(bit));
                    *run =
                        run_above(u32::from(bit), hand & legal, all & lane_mask(lane)).count_ones();
                }
            }
            let trick = Trick {
                hands: &self.hands,
                all,
                trump: self.trump,
                leader: (player + 4 - pos) & 3,
                lead: self.lead,
                win: win_bit,
                winner,
                pos,
            };
            trick.weights(&moves[..count], &runs[..count], &mut scores[..count]);
        }
        // Insertion sort, highest score first (at most 14 moves).
        for i in 1..count {
            let (m, s) = (moves[i], scores[i]);
            let mut j = i;
            while j > 0 && scores[j - 1] < s {
                moves[j] = moves[j - 1];
                scores[j] = scores[j - 1];
                j -= 1;
            }
            moves[j] = m;
            scores[j] = s;
        }
        (moves, count)
    }

    /// A guess at how good `bit` is for `player`: higher is tried first.
    #[allow(clippy::too_many_arguments)]
    fn score(
        &self,
        pos: usize,
        player: usize,
        bit: u32,
        led: usize,
        partner_wins: bool,
        win_key: u32,
        all: u64,
    ) -> i32 {
        let lane = lane_of(bit);
        let rank = (bit & 15) as i32;
        if pos == 0 {
            let lane_cards = all & lane_mask(lane);
            let top = 63 - lane_cards.leading_zeros();
            let partner = (player + 2) & 3;
            if bit == top {
                if lane == self.trump {
                    // Drawing trumps after the partner's winners and ruffs (80, first, took
                    // 7 % more nodes on dd-0…39).
                    return 45;
                }
                if !self.ruffable(player, lane) {
                    return 80;
                }
                return 30;
            }
            if self.hands[partner] >> top & 1 == 1 && !self.ruffable(player, lane) {
                return 60 - rank;
            }
            // A ruff for the partner that the last hand cannot overruff.
            let rho = self.hands[(player + 3) & 3];
            if lane != self.trump
                && self.hands[partner] & lane_mask(lane) == 0
                && self.hands[partner] & lane_mask(self.trump) != 0
                && (rho & lane_mask(lane) != 0 || rho & lane_mask(self.trump) == 0)
                && rho & self.special == 0
            {
                return 55 - rank;
            }
            // Low cards of long suits.
            let length = (self.hands[player] & lane_mask(lane)).count_ones() as i32;
            return 20 + length - rank;
        }
        let key = self.key_of(bit, led);
        let beats = key > win_key;
        // Whether an opponent still to play to this trick could beat a card of key `k`.
        let threatened = |k: u32| {
            (pos + 1..4)
                .map(|p| (player + p - pos) & 3)
                .filter(|&seat| seat & 1 != player & 1)
                .any(|seat| self.can_beat(seat, led, k))
        };
        if beats && !threatened(key) {
            if partner_wins && !threatened(win_key) {
                // The partner's card holds already: do not overtake.
                return -(key as i32);
            }
            // The cheapest card that wins for sure.
            return 70 - key as i32;
        }
        if partner_wins && !threatened(win_key) {
            if beats {
                return -(key as i32);
            }
            return 50 - rank;
        }
        if beats && pos == 2 {
            // Third hand: force out the last opponent's higher cards.
            return 35 - key as i32 / 2;
        }
        30 - rank
    }

    /// What DDS's lead weights (`Moves::WeightAllocTrump0`) read off a suit, worked out once
    /// per suit for every card `lead` may lead in it; `present` is the suit's cards in play.
    fn lead_suit(&self, lead: usize, lane: usize, present: u64) -> LeadSuit {
        let trump = self.trump;
        let (lho, partner, rho) = ((lead + 1) & 3, (lead + 2) & 3, (lead + 3) & 3);
        let suit = |h: usize| self.hands[h] & lane_mask(lane);
        let trumps = |h: usize| self.hands[h] & lane_mask(trump);
        let len = |h: usize| suit(h).count_ones() as i32;
        let holder = |k: usize| nth_holder(self.code[lane], k);
        let top = |m: u64| 63 - m.leading_zeros();
        // The best, second and third cards of the suit and their holders.
        let first = top(present);
        let rest = present & !(1u64 << first);
        let second = (rest != 0).then(|| top(rest));
        let third = second.and_then(|b| {
            let r = rest & !(1u64 << b);
            (r != 0).then(|| top(r))
        });
        let winner = holder(0);
        let second_hand = second.map(|_| holder(1));
        let third_hand = third.map(|_| holder(2));
        let tricks = self.hands[lead].count_ones() as i32;
        let (len_lh, len_rh) = (len(lho), len(rho));
        let count_lh = if len_lh == 0 { tricks } else { len_lh } << 2;
        let count_rh = if len_rh == 0 { tricks } else { len_rh } << 2;
        let mut suit_bonus = 0;
        let ruffs = |h: usize| suit(h) == 0 && trumps(h) != 0;
        if lane != trump && (ruffs(lho) || ruffs(rho)) {
            suit_bonus = -12;
        }
        if lane != trump && ruffs(partner) && len_rh > 0 {
            suit_bonus += 17;
        }
        if winner == rho || second_hand == Some(rho) {
            if len_rh != 1 {
                suit_bonus -= 12;
            }
        } else if winner == lho && second_hand == Some(partner) && len(partner) != 1 {
            suit_bonus += 27;
        }
        if lane != trump
            && len(lead) == 1
            && trumps(lead) != 0
            && len(partner) > 1
            && winner == partner
        {
            suit_bonus += 19;
        }
        let follows = |h: usize| suit(h) != 0 || trumps(h) == 0;
        let beats = |a: usize, b: usize| trumps(a) > trumps(b);
        let top_wins = lane == trump
            || if suit(partner) != 0 || trumps(partner) == 0 {
                follows(lho) && follows(rho)
            } else {
                (suit(lho) != 0 || beats(partner, lho)) && (suit(rho) != 0 || beats(partner, rho))
            };
        let other_wins = if suit(partner) > (suit(lho) | suit(rho)) {
            lane == trump || (follows(lho) && follows(rho))
        } else if lane != trump && ruffs(partner) {
            match (ruffs(lho), ruffs(rho)) {
                (true, true) => trumps(partner) > (trumps(lho) | trumps(rho)),
                (true, false) => beats(partner, lho),
                (false, true) => beats(partner, rho),
                (false, false) => true,
            }
        } else {
            false
        };
        let mut losing_bonus = 0;
        if second_hand == Some(partner) && third_hand == Some(partner) {
            losing_bonus = 20;
        } else if ((second_hand == Some(lead) && third_hand == Some(partner))
            || (second_hand == Some(partner) && third_hand == Some(lead)))
            && len(partner) > 1
        {
            losing_bonus = 13;
        }
        let ours = |hand: Option<usize>, whose: usize| hand == Some(whose);
        LeadSuit {
            present,
            first,
            second,
            delta: suit_bonus - (((count_lh + count_rh) << 5) / 13),
            top_wins,
            other_wins,
            losing_bonus,
            singleton_top: (len_lh == 1 && winner == lho) || (len_rh == 1 && winner == rho),
            lead_wins: winner == lead,
            partner_wins: winner == partner,
            partner_second: ours(second_hand, partner),
            lead_second: ours(second_hand, lead),
        }
    }

    /// DDS's weight for leading `bit` (the lowest of its run `group`) from a suit `s`.
    fn lead_weight(s: &LeadSuit, bit: u32, group: u64, killer: u8) -> i32 {
        let killed = group >> killer.min(63) & 1 == 1 && killer != u8::MAX;
        // 1 for the suit's best card, 2 for the next, …: low cards weigh more.
        let r_rank = (s.present >> bit).count_ones() as i32;
        let is_top = group >> s.first & 1 == 1;
        let sequence = group.count_ones() > 1;
        let plays_second = s.second.is_some_and(|b| group >> b & 1 == 1);
        let delta = s.delta;
        if if is_top { s.top_wins } else { s.other_wins } {
            let delta = delta + if killed { 55 } else { 0 };
            if s.singleton_top {
                delta + 35 + r_rank
            } else if s.lead_wins {
                if s.partner_second {
                    delta + 48 + r_rank
                } else if is_top {
                    delta + 31
                } else {
                    delta - 3 + r_rank
                }
            } else if s.partner_wins {
                if s.lead_second {
                    delta + 42 + r_rank
                } else {
                    delta + 28 + r_rank
                }
            } else if sequence && plays_second {
                delta + 40
            } else if sequence {
                delta + 22 + r_rank
            } else {
                delta + 11 + r_rank
            }
        } else {
            let delta = delta + s.losing_bonus + if killed { 18 } else { 0 };
            if s.singleton_top {
                delta + r_rank + 2
            } else if s.lead_wins {
                if s.partner_second {
                    delta + 33 + r_rank
                } else if is_top {
                    delta + 38
                } else {
                    delta - 14 + r_rank
                }
            } else if s.partner_wins {
                delta + 34 + r_rank
            } else if sequence && plays_second {
                delta + 35
            } else {
                delta + 17 - (bit & 15) as i32 - 2
            }
        }
    }

    /// Whether `seat`, to play to a trick led in `led`, holds a legal card with a key above
    /// `win_key`.
    #[inline]
    fn can_beat(&self, seat: usize, led: usize, win_key: u32) -> bool {
        let hand = self.hands[seat];
        if hand & self.special != 0 {
            return true;
        }
        let follow = hand & lane_mask(led);
        let cards = if follow != 0 {
            follow
        } else {
            hand & lane_mask(self.trump)
        };
        cards != 0 && self.key_of(63 - cards.leading_zeros(), led) > win_key
    }

    /// Whether an opponent of `player` could ruff a lead of `lane` (void in it with a trump
    /// left, or holding the special 2♥).
    fn ruffable(&self, player: usize, lane: usize) -> bool {
        [(player + 1) & 3, (player + 3) & 3].iter().any(|&opp| {
            let hand = self.hands[opp];
            hand & self.special != 0
                || (hand & lane_mask(lane) == 0 && hand & lane_mask(self.trump) != 0)
        })
    }

    /// Tricks the side of `leader` is sure to take from here, leading (its top trumps, then
    /// top cards of suits the opponents must follow or cannot ruff), counted no further than
    /// `cutoff`; and the cards those tricks depend on. Stopping at the cutoff keeps the cards
    /// named few, so the table's entry serves more positions (DDS does the same).
    fn quick_tricks(&self, leader: usize, cutoff: u32) -> (u32, u64) {
        let hand = self.hands[leader];
        let all = self.held;
        let opponents = [self.hands[(leader + 1) & 3], self.hands[(leader + 3) & 3]];
        // The leader's top cards of a lane (above every other hand's), `at_most` of them.
        let top_run = |lane: usize, at_most: u32| -> (u32, u64) {
            let mut cards = all & lane_mask(lane);
            let (mut run, mut bits) = (0, 0u64);
            while cards != 0 && run < at_most {
                let top = 63 - cards.leading_zeros();
                if hand >> top & 1 == 0 {
                    break;
                }
                run += 1;
                bits |= 1 << top;
                cards &= !(1u64 << top);
            }
            (run, bits)
        };
        let (trump_run, mut counted) = top_run(self.trump, 13);
        let mut quick = trump_run;
        if quick >= cutoff {
            // Only the top `cutoff` trumps are needed.
            let (_, bits) = top_run(self.trump, cutoff);
            return (cutoff, bits);
        }
        let opponent_special = opponents.iter().any(|h| h & self.special != 0);
        if opponent_special {
            return (quick, counted);
        }
        let opponent_trumps = opponents
            .iter()
            .map(|h| (h & lane_mask(self.trump)).count_ones())
            .max()
            .unwrap_or(0);
        let drawn = trump_run >= opponent_trumps;
        for lane in (0..4).filter(|&l| l != self.trump) {
            let most = if drawn {
                13
            } else {
                opponents
                    .iter()
                    .filter(|h| *h & lane_mask(self.trump) != 0)
                    .map(|h| (h & lane_mask(lane)).count_ones())
                    .min()
                    .unwrap_or(13)
            };
            let (take, bits) = top_run(lane, most.min(cutoff - quick));
            quick += take;
            counted |= bits;
            if quick >= cutoff {
                break;
            }
        }
        (quick.min(hand.count_ones()), counted)
    }

    /// The side holding the highest trump, the most of the top trumps that side holds in
    /// one hand (each wins a trick of its own), and those top trumps. The count stops once a
    /// hand reaches `enough[side]` (the tricks that decide the question for that side), so
    /// that only the trumps it needs are named (DDS names only the trumps its later tricks
    /// use).
    fn top_trumps(&self, enough: [u32; 2]) -> (usize, u32, u64) {
        let mut cards = self.held & lane_mask(self.trump);
        let (mut side, mut counts, mut run) = (usize::MAX, [0u32; 4], 0u64);
        let mut k = 0;
        while cards != 0 {
            let top = 63 - cards.leading_zeros();
            let holder = nth_holder(self.code[self.trump], k);
            k += 1;
            if side == usize::MAX {
                side = holder & 1;
            } else if holder & 1 != side {
                break;
            }
            counts[holder] += 1;
            run |= 1 << top;
            cards &= !(1u64 << top);
            if counts[holder] >= enough[side] {
                break;
            }
        }
        (side & 1, counts.into_iter().max().unwrap_or(0), run)
    }

    /// A later-tricks rule of DDS (`LaterTricks.cpp`) that [`Search::top_trumps`] misses:
    /// the two top trumps in the two hands of one side, one of them holding another trump,
    /// take two tricks (the longer hand keeps a low trump for the trick where the other
    /// must give up its top card). The side and the two trumps. Not for Satat's 2♥, which
    /// may be played to any trick. (DDS's rules for a guarded second-best trump sitting over
    /// the top one were tried and dropped: the top trump's side can strip the guard by
    /// leading low trumps first, and the answers then differed from DDS's.)
    fn split_trumps(&self) -> Option<(usize, u32, u64)> {
        let mut cards = self.held & lane_mask(self.trump);
        if cards.count_ones() < 2 {
            return None;
        }
        let a = 63 - cards.leading_zeros();
        cards &= !(1u64 << a);
        let k = 63 - cards.leading_zeros();
        let code = self.code[self.trump];
        let (ha, hk) = (nth_holder(code, 0), nth_holder(code, 1));
        let long = |h: usize| (self.hands[h] & lane_mask(self.trump)).count_ones() > 1;
        (ha != hk && ha & 1 == hk & 1 && (long(ha) || long(hk))).then_some((
            ha & 1,
            2,
            1 << a | 1 << k,
        ))
    }

    /// The bucket of a trick start: the leader, who holds the special 2♥, and how many
    /// cards of each suit each hand holds (16 bits a hand, 4 a suit). Entries in a bucket
    /// differ in who holds which.
    fn bucket_key(&self, leader: usize) -> u128 {
        let special_holder = if self.special == 0 {
            0
        } else {
            (0..4)
                .find(|&h| self.hands[h] & self.special != 0)
                .map_or(0, |h| h as u128 + 1)
        };
        let mut key: u128 = (leader as u128) << 3 | special_holder;
        for lengths in self.lengths {
            key = key << 16 | u128::from(lengths);
        }
        debug_assert_eq!(self.lengths, self.hands.map(lane_lengths));
        key
    }

    /// The holders of the cards still in play: 32 bits per lane (lane `l` at bit `32 * l`),
    /// 2 bits per card (the seat), the highest card in the lane's top bits and so down. (A
    /// bucket fixes the number of cards in each lane, so the codes of its positions line
    /// up.) An entry matches when the code agrees with it under its mask.
    fn holder_code(&self) -> u128 {
        joined(&holder_lanes(&self.hands))
    }
}

/// The [holder code](Search::holder_code) of `hands`, a 32-bit field per lane: 2 bits per
/// card (its holder's seat), the highest card in the field's top bits and so down.
pub(crate) fn holder_lanes(hands: &[u64; 4]) -> [u32; 4] {
    let all = hands[0] | hands[1] | hands[2] | hands[3];
    // A seat's code is its low bit (seats 1 and 3) and its high bit (seats 2 and 3).
    let low = hands[1] | hands[3];
    let high = hands[2] | hands[3];
    [0, 1, 2, 3].map(|lane| {
        // Four ranks at a time, highest first, through the table of packed codes.
        let (mut field, mut count) = (0u64, 0u32);
        for nibble in (0..4).rev() {
            let at = 16 * lane + 4 * nibble;
            let cards = (all >> at & 15) as usize;
            let packed =
                HOLDERS[cards << 8 | ((low >> at & 15) as usize) << 4 | (high >> at & 15) as usize];
            let n = u32::from(packed >> 12);
            field = field << (2 * n) | u64::from(packed & 0xff);
            count += n;
        }
        (field << (32 - 2 * count)) as u32
    })
}

/// The seat holding the `k`-th best card (0 the best) of a lane whose holder code is
/// `field`: the `k`-th pair of bits from the top. `k` must be below the lane's card count.
#[inline]
pub(crate) fn nth_holder(field: u32, k: usize) -> usize {
    (field >> (30 - 2 * k)) as usize & 3
}

/// The holder code of the four lanes' fields, lane `l` at bit `32 * l`.
#[inline]
fn joined(lanes: &[u32; 4]) -> u128 {
    lanes.iter().rev().fold(0, |c, &f| c << 32 | u128::from(f))
}

/// The answer to "at least `need`?" that bounds `lower..=upper` give, if they give one.
#[inline]
fn decides((lower, upper): (i32, i32), need: i32) -> Option<bool> {
    if lower >= need {
        Some(true)
    } else if upper < need {
        Some(false)
    } else {
        None
    }
}

/// The holder code `field` of the lane of the card `bit`, among the cards `held`, once that
/// card is played: its two bits leave the field, and the codes of the cards below it move up.
#[inline]
fn without_card(field: u32, held: u64, bit: u32) -> u32 {
    let lane = lane_of(bit);
    let above = (held & lane_mask(lane) & !((2u64 << bit) - 1)).count_ones();
    let field = u64::from(field);
    // The card's two bits are [top - 2, top).
    let top = 32 - 2 * above;
    let high = field & !((1u64 << top) - 1);
    let low = field & ((1u64 << (top - 2)) - 1);
    (high | low << 2) as u32
}

/// How many cards `hand` holds in each lane, 4 bits a lane (lane `l` at bit `4 * l`): the
/// population count of the four 16-bit lanes at once (a lane holds at most 14 cards).
#[inline]
pub(crate) fn lane_lengths(hand: u64) -> u16 {
    let x = hand - ((hand >> 1) & 0x5555_5555_5555_5555);
    let x = (x & 0x3333_3333_3333_3333) + ((x >> 2) & 0x3333_3333_3333_3333);
    let x = (x + (x >> 4)) & 0x0f0f_0f0f_0f0f_0f0f;
    // Each lane's count in its low byte, then each lane's four bits gathered.
    let x = (x + (x >> 8)) & 0x000f_000f_000f_000f;
    (x | x >> 12 | x >> 24 | x >> 36) as u16
}

/// Who wins the trick on the table so far: the seat, the card's key (trumps above the suit
/// led above the rest) and the card's bit.
type Winning = (usize, u32, u32);

/// The slot of `killer` for a trick led from `hand`: the cards left in it.
#[inline]
fn killer_slot(hand: u64) -> usize {
    (hand.count_ones() as usize).min(13)
}

/// A suit as DDS's lead weights see it (see [`Search::lead_suit`]).
struct LeadSuit {
    /// The suit's cards in play.
    present: u64,
    /// Its best card, and its second-best if any.
    first: u32,
    second: Option<u32>,
    /// The suit's share of each card's weight (the opponents' lengths, ruffs, honours).
    delta: i32,
    /// Whether a lead of the best card wins the trick for the leader's side, and a lead of
    /// any other card.
    top_wins: bool,
    other_wins: bool,
    /// Added to a losing lead's weight when the side holds the second and third cards.
    losing_bonus: i32,
    /// An opponent holds the best card alone.
    singleton_top: bool,
    /// Who holds the best card and the second.
    lead_wins: bool,
    partner_wins: bool,
    partner_second: bool,
    lead_second: bool,
}

/// For four ranks (`cards`, the ones in play; `low` and `high`, the bits of their holders'
/// seats), at `cards << 8 | low << 4 | high`: the holders' 2-bit seats, highest rank first,
/// in the low byte, and how many cards in the top four bits.
static HOLDERS: [u16; 4096] = {
    let mut table = [0u16; 4096];
    let mut i = 0;
    while i < 4096 {
        let (cards, low, high) = (i >> 8, i >> 4 & 15, i & 15);
        let (mut packed, mut n, mut rank) = (0u16, 0u16, 4);
        while rank > 0 {
            rank -= 1;
            if cards >> rank & 1 == 1 {
                packed = packed << 2 | ((low >> rank & 1) | (high >> rank & 1) << 1) as u16;
                n += 1;
            }
        }
        table[i] = n << 12 | packed;
        i += 1;
    }
    table
};

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
fn trick_relevance(table: u64, win_key: u32, led: usize, trump: usize) -> u64 {
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
fn closed(relevant: u64, group: u64, mask: u64) -> u64 {
    if relevant & group != 0 {
        relevant | mask
    } else {
        relevant
    }
}

/// The run of equivalent cards that `bit` (the lowest of them) stands for: `bit` and the
/// cards of `hand` above it in its lane with no other card of `present` between.
#[inline]
fn run_above(bit: u32, hand: u64, present: u64) -> u64 {
    let lane_end = lane_mask(lane_of(bit)) & !((2u64 << bit) - 1);
    let others = present & !hand & lane_end;
    let stop = if others == 0 {
        lane_mask(lane_of(bit)) & !((1u64 << bit) - 1)
    } else {
        let next = others.trailing_zeros();
        ((1u64 << next) - 1) & !((1u64 << bit) - 1)
    };
    hand & stop
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn lane_lengths_count_each_lane_of_any_hand() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let lanes = lane_mask(0) | lane_mask(1) | lane_mask(2) | lane_mask(3);
        let mut hands: Vec<u64> = (0..20_000).map(|_| rng.random::<u64>() & lanes).collect();
        hands.extend([0, lanes, lane_mask(3), lane_mask(0)]);
        for hand in hands {
            let lengths = lane_lengths(hand);
            for lane in 0..4 {
                let expected = (hand & lane_mask(lane)).count_ones();
                assert_eq!(u32::from(lengths >> (4 * lane) & 15), expected, "{hand:#x}");
            }
        }
    }

    #[test]
    fn a_played_card_leaves_the_holder_code_as_if_it_were_rebuilt() {
        let mut rng = ChaCha8Rng::seed_from_u64(11);
        for _ in 0..5_000 {
            // Deal a random number of cards (each bit to a random seat or to nobody).
            let mut hands = [0u64; 4];
            for lane in 0..4 {
                for rank in 0..13 {
                    let seat = rng.random_range(0..6);
                    if seat < 4 {
                        hands[seat] |= 1 << (16 * lane + rank);
                    }
                }
            }
            let held = hands.iter().fold(0, |a, h| a | h);
            if held == 0 {
                continue;
            }
            let mut bits: Vec<u32> = (0..64).filter(|&b| held >> b & 1 == 1).collect();
            let bit = bits.swap_remove(rng.random_range(0..bits.len()));
            let before = holder_lanes(&hands);
            let seat = (0..4).find(|&s| hands[s] >> bit & 1 == 1).unwrap();
            hands[seat] &= !(1u64 << bit);
            let after = holder_lanes(&hands);
            let lane = lane_of(bit);
            assert_eq!(
                without_card(before[lane], held, bit),
                after[lane],
                "{hands:x?} {bit}"
            );
        }
    }
}
