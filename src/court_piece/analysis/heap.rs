//! Double-dummy search on a heap (`collect: heap`, Double Sar's family): with every hand
//! known and best play on all sides, how many of the tricks still to be collected (those on
//! the heap and those left to play) the counted party collects.
//!
//! A heap breaks what the trick search of `search` rests on: a trick won is not a trick
//! counted, so the value of the tricks left depends on the heap's state (what lies on it,
//! who has won how many in a row, an ace's last win under `aces_block`), and the later- and
//! quick-trick bounds, which credit a side with tricks it will win, say nothing of what it
//! will collect. So this search is the plain one those techniques sit on, kept exact, with
//! one bound of its own:
//!
//! - **Null-window probes** ("can the party collect at least `need`?"), bisected or walked
//!   from a guess into the value, as [`Search`](super::search::Search) does.
//! - **A transposition table** at each trick start, keyed on the position up to the ranks'
//!   relabelling (the [holder code](super::lanes::holder_code) with each hand's suit
//!   lengths: positions that differ only in cards played earlier transpose) and on the heap's
//!   [key](Heap::key); each entry holds a lower and an upper bound. Under `aces_block`, which
//!   cards are aces is part of the key: relabelled ranks would lose it.
//! - **The move order** of the trick search (`moves`, DDS's weights), with its equivalent
//!   cards tried once: two cards of one hand with no other card in play between them win the
//!   same tricks, and the heap reads only who won each trick (and, under `aces_block`, with
//!   an ace: so an ace is always tried on its own there; under `count: tens`, the tens in
//!   it: so a ten is tried on its own, and so is its run's next card).
//! - **A sure collection** at a trick start: a leader holding a card no other hand can beat
//!   wins the trick, and the heap's rule says what that collects (a second trick in a row
//!   collects the heap), which bounds what the counted party collects, from above where the
//!   other party leads, from below where it leads; and two such cards cashed in a row
//!   collect for any leader (a leader that has not won the last trick, or one whose second
//!   trick in a row comes too early to collect or is blocked by aces). The one bound of the
//!   search's own: the single card took 13 % of the nodes off 55 Double Sar deals' opening
//!   leads, the pair 1 % more (`docs/performance.md`).
//!
//! The heap's rule is the engine's own [`Heap`]: each trick's end calls [`Heap::add`], so the
//! search cannot collect differently from `deals/resolve`. Heaps with more state than the key
//! holds (first-void trumps) are not searched: [`HeapSearch::supports`]. Under `count: tens`
//! the key holds the tens on the heap, and the table's bucket where each ten stands and who
//! holds it.

use super::lanes::{holder_code, lane_mask, lane_of, run_above};
use super::moves::{killer_slot, ordered_moves};
use super::position::{Position, Start, Winning};
use super::search::{Nodes, OverBudget, bisect, closed, trick_relevance, walk_from};
use super::table::{TransTable, bucket_key};
use crate::court_piece::replay::heap::Heap;
use crate::sampling::Watch;

/// The rank of an ace in its lane.
const ACE_RANK: u32 = 12;

/// Aces, a bit per lane.
const ACES: u64 =
    1 << ACE_RANK | 1 << (16 + ACE_RANK) | 1 << (32 + ACE_RANK) | 1 << (48 + ACE_RANK);

/// The rank of a ten in its lane.
const TEN_RANK: u32 = 8;

/// Tens, a bit per lane: what a heap under `count: tens` counts.
const TENS: u64 =
    1 << TEN_RANK | 1 << (16 + TEN_RANK) | 1 << (32 + TEN_RANK) | 1 << (48 + TEN_RANK);

/// One double-dummy search on a heap, with its transposition table: reuse it for every
/// question about the same deal, trump and counted party.
pub(crate) struct HeapSearch {
    position: Position,
    /// The heap as it stands at the position searched, played and taken back with the cards.
    heap: Heap,
    /// Lower and upper bounds on what the counted party collects from a trick start on, by
    /// pattern of the cards that decided them (the trick search's table, its buckets
    /// extended with the heap's key).
    table: TransTable,
    count: Nodes,
    killer: [u8; 14],
    /// Tricks in the deal (the heap's last one collects whatever is left).
    total: usize,
}

impl HeapSearch {
    /// Whether this search covers `heap`: a heap under a trump known from the first trick
    /// (no first-void wait), counting tricks or tens, and no Satat 2♥ in `start`.
    pub fn supports(start: &Start, heap: &Heap) -> bool {
        start.special == 0 && !heap.beyond_key()
    }

    /// A search over `start`'s deal (no special 2♥) whose heap, as the cards of `start` leave
    /// it, is `heap`; the deal has `total` tricks.
    pub fn new(start: &Start, heap: Heap, total: usize, budget: u64) -> HeapSearch {
        debug_assert!(HeapSearch::supports(start, &heap));
        HeapSearch {
            position: Position::new(start, 0),
            heap,
            table: TransTable::default(),
            count: Nodes::within(budget),
            killer: [u8::MAX; 14],
            total,
        }
    }

    /// This search, reporting to `watch` (and stopped by it).
    pub fn watched(mut self, watch: &Watch) -> HeapSearch {
        self.count.watch = watch.clone();
        self
    }

    /// Nodes searched so far.
    pub fn nodes(&self) -> u64 {
        self.count.nodes
    }

    /// Replaces the heap the next questions start from (the same deal, a later position).
    pub fn set_heap(&mut self, heap: Heap) {
        self.heap = heap;
    }

    #[inline]
    fn count_node(&mut self) -> bool {
        self.count.count()
    }

    /// The most tricks still to be collected that the counted party can force from `start`:
    /// those on the heap and those left to play, the trick on the table included.
    pub fn value(&mut self, start: &Start) -> Result<u32, OverBudget> {
        let most = self.most(start);
        bisect(most, |need| self.at_least(start, need))
    }

    /// [`HeapSearch::value`] walked from a `guess` of it ([`walk_from`]): the same value, in
    /// fewer probes when the guess is near (a sibling position's value).
    pub fn value_from(&mut self, start: &Start, guess: u32) -> Result<u32, OverBudget> {
        let most = self.most(start);
        walk_from(guess, most, |need| self.at_least(start, need))
    }

    /// The most there is to collect from `start`: the heap and the tricks left (under
    /// `count: tens`, the tens on the heap, held and on the table).
    fn most(&self, start: &Start) -> i32 {
        let left = if self.heap.counts_tens() {
            let held = start.hands.iter().fold(0, |a, h| a | h);
            let table = start.trick[..start.trick_len]
                .iter()
                .fold(0u64, |a, &bit| a | 1 << bit);
            ((held | table) & TENS).count_ones() as i32
        } else {
            start.hands[start.leader].count_ones() as i32 + i32::from(start.trick_len > 0)
        };
        i32::from(self.heap.counted_on_heap()) + left
    }

    /// Whether the counted party can collect at least `need` of what is still to collect.
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

    /// Whether the counted party collects `need` from this trick start, `leader` to lead,
    /// and the cards whose ranks that answer depends on (for the table's patterns).
    fn trick_start(&mut self, leader: usize, need: i32) -> (bool, u64) {
        if need <= 0 {
            return (true, 0);
        }
        let left = self.position.hands[leader].count_ones() as i32;
        let tens = self.heap.counts_tens();
        let most = i32::from(self.heap.counted_on_heap())
            + if tens {
                (self.position.held & TENS).count_ones() as i32
            } else {
                left
            };
        if need > most {
            return (false, 0);
        }
        if !self.count_node() {
            return (false, 0);
        }
        if let Some(answer) = self.sure_collection(leader, left, most, need) {
            return answer;
        }
        // Under `aces_block` the bucket says which aces are still held, so that in a
        // matching position a lane's top card is an ace where it is one here.
        let aces = if self.heap.aces_block() {
            ace_bits(self.position.held)
        } else {
            0
        };
        // Under `count: tens` it says where each lane's ten stands among its cards held and
        // who holds it: in a matching position the same card of the pattern is the ten, and
        // a ten below the pattern's cards (a small card there, its rank never deciding a
        // trick) is the same hand's, which decides who may collect it.
        let tens_at = if tens {
            ten_places(&self.position.hands)
        } else {
            0
        };
        let bucket = bucket_key(&self.position, leader)
            | u128::from(self.heap.key()) << 72
            | u128::from(aces) << 80
            | u128::from(tens_at) << 84;
        let code = holder_code(&self.position.code);
        if let Some(answer) = self.table.lookup(bucket, code, need, self.position.held) {
            return answer;
        }
        let (result, relevant) = self.play(0, leader, 0, (leader, 0, 0), need);
        if self.count.over {
            return (false, 0);
        }
        let bounds = if result { (need, most) } else { (0, need - 1) };
        self.table
            .store(&self.position, bucket, code, relevant, bounds);
        (result, relevant)
    }

    /// The answer at a trick start where the leader collects by leading sure winners: a card
    /// no other hand can beat (the top trump, or the top card of a suit that every other hand
    /// follows or cannot ruff) wins the trick, and the heap's own rule ([`Heap::add`], told
    /// that trick) says what it collects. Past the first trick, a leader that won the last one
    /// collects with one such card (a second trick in a row); any leader collects with two
    /// it can cash in a row ([`cashed_after`]). Led by the other party, the counted party
    /// collects at most the rest; led by the counted party, at least what it collects now.
    /// Under `count: tens` the tens such a trick collects are at least those on the heap and
    /// the leader's own (the others' cards to it are not known), a bound all the same.
    /// The answer depends on those cards' ranks among their lanes' cards (marked where a lane
    /// has others, as a trick's winner is) and on lengths and the heap's state, which the
    /// bucket holds. Checked before the table and not stored there, as the trick search's
    /// later tricks.
    #[inline]
    fn sure_collection(
        &self,
        leader: usize,
        left: i32,
        most: i32,
        need: i32,
    ) -> Option<(bool, u64)> {
        let counted = leader & 1 == self.position.max_party;
        let p = &self.position;
        let trumps = lane_mask(p.trump);
        let others = [1, 2, 3].map(|i| p.hands[(leader + i) & 3]);
        let trick = self.total - left as usize + 1;
        let party = leader & 1;
        let before = self.heap.counted(party);
        let decides = |heap: &Heap| {
            let gained = i32::from(heap.counted(party) - before);
            gained > 0
                && if counted {
                    need <= gained
                } else {
                    need > most - gained
                }
        };
        // The first card of each lane that wins the trick surely, its mark, and the heap
        // after it.
        let mut firsts = [(0u32, 0u64, self.heap); 4];
        let mut found = 0;
        for lane in 0..4 {
            let suit = lane_mask(lane);
            let cards = p.held & suit;
            let Some(top) = led_winner(p.hands[leader], cards) else {
                continue;
            };
            let unruffed =
                lane == p.trump || others.iter().all(|&h| h & suit != 0 || h & trumps == 0);
            if !unruffed {
                continue;
            }
            let mut heap = self.heap;
            heap.add(
                trick,
                leader,
                party,
                top & 15 == ACE_RANK,
                is_ten(top),
                None,
            );
            let mark = marked(top, cards);
            if decides(&heap) {
                return Some((counted, mark));
            }
            firsts[found] = (top, mark, heap);
            found += 1;
        }
        if left < 2 {
            return None;
        }
        for &(first, first_mark, after_first) in &firsts[..found] {
            let first_lane = lane_of(first);
            for lane in 0..4 {
                let cards = p.held & lane_mask(lane) & !(1u64 << first);
                let Some(second) = led_winner(p.hands[leader], cards) else {
                    continue;
                };
                if !cashed_after(p.trump, &others, first_lane, lane) {
                    continue;
                }
                let mut heap = after_first;
                heap.add(
                    trick + 1,
                    leader,
                    party,
                    second & 15 == ACE_RANK,
                    is_ten(second),
                    None,
                );
                if decides(&heap) {
                    return Some((counted, first_mark | marked(second, cards)));
                }
            }
        }
        None
    }

    /// Whether the counted party collects `need` once `seat`, at position `pos` of the trick
    /// (0 leads), has played, the trick led in `led` and won so far as `winning` says; and
    /// the cards whose ranks that answer depends on.
    ///
    /// The relevant cards are the trick search's (`search.rs`, `Search::play`): the heap reads
    /// only who won each trick (and under `count: tens` the tens in it, whose places the
    /// bucket holds), so a position that matches a pattern has the same tricks' winners and
    /// collects the same. Under `aces_block` it also reads whether an ace won,
    /// and an ace is never one of a run. An ace that beat a card of its suit is marked as any
    /// winner is; one that beat none was led or followed in a suit the other hands lack, so
    /// its hand holds every card of the suit left, here and (same lengths) in any matching
    /// position, whose bucket has the same aces held: there too the card played is the ace.
    fn play(
        &mut self,
        pos: usize,
        seat: usize,
        led: usize,
        winning: Winning,
        need: i32,
    ) -> (bool, u64) {
        if !self.count_node() {
            return (false, 0);
        }
        let aces_block = self.heap.aces_block();
        let tens = self.heap.counts_tens();
        let hand = self.position.hands[seat];
        let legal = if pos == 0 {
            hand
        } else {
            self.position.legal(hand, led)
        };
        let (mut moves, mut count) =
            ordered_moves(&self.position, &self.killer, pos, seat, legal, winning);
        if aces_block {
            let mut aces = legal & ACES;
            while aces != 0 {
                let bit = aces.trailing_zeros() as u8;
                aces &= aces - 1;
                if !moves[..count].contains(&bit) {
                    moves[count] = bit;
                    count += 1;
                }
            }
        }
        let present = self.position.all();
        if tens {
            // A ten is tried on its own, and where it stood for its run (the lowest of it),
            // so is the run's next card: what lies in a trick counts, not only who wins it.
            let mut ten = legal & TENS;
            while ten != 0 {
                let bit = ten.trailing_zeros();
                ten &= ten - 1;
                let add = if moves[..count].contains(&(bit as u8)) {
                    let run = run_above(bit, hand & legal, present & lane_mask(lane_of(bit)));
                    let above = run & !(1u64 << bit);
                    above & above.wrapping_neg()
                } else {
                    1u64 << bit
                };
                let next = add.trailing_zeros() as u8;
                // (Under `aces_block` an ace may be in already.)
                if add != 0 && !moves[..count].contains(&next) {
                    moves[count] = next;
                    count += 1;
                }
            }
        }
        let maximizing = seat & 1 == self.position.max_party;
        let mut relevant_all = 0u64;
        for &bit in &moves[..count] {
            let bit = u32::from(bit);
            let mask = 1u64 << bit;
            let lane = lane_of(bit);
            let led = if pos == 0 { lane } else { led };
            let key = self.position.key_of(bit, led);
            let winning = if pos == 0 || key > winning.1 {
                (seat, key, bit)
            } else {
                winning
            };
            let field = self.position.take(seat, bit);
            let (result, relevant) = if pos == 3 {
                let table = self.position.table | mask;
                self.position.table = 0;
                let heap = self.heap;
                let (winner, win_key, win_bit) = winning;
                let party = self.position.max_party;
                let before = self.heap.counted(party);
                let played = self.total - self.position.hands[winner].count_ones() as usize;
                let ace = win_bit & 15 == ACE_RANK;
                let tens_in = (table & TENS).count_ones() as u8;
                self.heap
                    .add(played, winner, winner & 1, ace, tens_in, None);
                let gained = i32::from(self.heap.counted(party) - before);
                let (r, mut relevant) = self.trick_start(winner, need - gained);
                relevant |= trick_relevance(table, win_key, led, self.position.trump);
                self.heap = heap;
                self.position.table = table & !mask;
                (r, relevant)
            } else {
                let outer_lead = self.position.lay(pos, bit);
                let r = self.play(pos + 1, (seat + 1) & 3, led, winning, need);
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
            // The move failed, and so would the equivalent cards not tried: the line's
            // pattern is made to cover the whole run the tried card stands for.
            let mut group = run_above(bit, hand & legal, present & lane_mask(lane));
            if aces_block {
                group = if mask & ACES != 0 {
                    mask
                } else {
                    group & !ACES
                };
            }
            if tens {
                group = if mask & TENS != 0 {
                    mask
                } else {
                    group & !TENS
                };
            }
            relevant_all |= closed(relevant, group, mask);
        }
        (!maximizing, relevant_all)
    }
}

/// The aces among `cards`, a bit per lane (lane `l` at bit `l`).
#[inline]
fn ace_bits(cards: u64) -> u8 {
    let aces = cards & ACES;
    (0..4).fold(0, |bits, lane| {
        bits | (((aces >> (16 * lane + ACE_RANK as usize)) & 1) as u8) << lane
    })
}

/// Whether `bit` is a ten (1) or not (0): what a trick adds to a heap's tens.
#[inline]
fn is_ten(bit: u32) -> u8 {
    u8::from(bit & 15 == TEN_RANK)
}

/// Where each lane's ten stands among the cards of `hands` and who holds it, 5 bits a lane
/// (lane `l` at bit `5 l`): how many cards of the lane held rank above it (or 7 where it is
/// not held) and its holder's seat.
#[inline]
fn ten_places(hands: &[u64; 4]) -> u32 {
    let held = hands[0] | hands[1] | hands[2] | hands[3];
    (0..4).fold(0, |places, lane| {
        let ten = 1u64 << (16 * lane + TEN_RANK as usize);
        let place = match hands.iter().position(|&h| h & ten != 0) {
            None => 7,
            Some(seat) => {
                (held & lane_mask(lane) & !(2 * ten - 1)).count_ones() | (seat as u32) << 3
            }
        };
        places | place << (5 * lane)
    })
}

/// The top card of `cards` (a lane's cards in play) where `hand` holds it: the card that
/// wins a trick led in that lane unless it is ruffed.
#[inline]
fn led_winner(hand: u64, cards: u64) -> Option<u32> {
    let top = 63u32.checked_sub(cards.leading_zeros())?;
    (hand & 1u64 << top != 0).then_some(top)
}

/// `card` as a relevant card (for the table's patterns) where its lane's `cards` hold
/// others: its rank among them decides that it wins.
#[inline]
fn marked(card: u32, cards: u64) -> u64 {
    if cards != 1u64 << card {
        1u64 << card
    } else {
        0
    }
}

/// Whether a lane's top card, led at the trick after a sure winner of `first_lane` won, is
/// sure not to be ruffed by any of the `others`: it is a trump, or each other hand either
/// holds no trump after the first trick or still holds a card of `lane`. A hand that followed
/// the first trick played a card of its lane (a trump where that lane is trumps); one that
/// could not follow holds no trump (else the first card was not sure) or, the first lane
/// being trumps, none to ruff with, and may have thrown a card of `lane`.
#[inline]
fn cashed_after(trump: usize, others: &[u64; 3], first_lane: usize, lane: usize) -> bool {
    lane == trump
        || others.iter().all(|&h| {
            let followed = h & lane_mask(first_lane) != 0;
            let trumps = (h & lane_mask(trump)).count_ones();
            let trumps_after = trumps - u32::from(followed && first_lane == trump);
            let length = (h & lane_mask(lane)).count_ones();
            let spent = if followed {
                u32::from(first_lane == lane)
            } else {
                1
            };
            trumps_after == 0 || length > spent
        })
}

#[cfg(test)]
mod tests;
