//! The transposition table (DDS's `TransTable`), consulted at the start of each trick
//! (partition search): a bucket per leader, holder of the special 2♥ and suit lengths of
//! every hand; in it, entries that name the holders of each suit's top cards down to the
//! lowest card whose rank decided a trick in the search below (ranks relative to the cards
//! still in play), with a lower and an upper bound on the tricks left that the caller's party
//! takes. An entry serves every position that matches it (one masked compare of the
//! [holder code](super::lanes::holder_code)); every null-window search tightens the bounds and
//! the next one reuses them.

use super::lanes::{lane_lengths, lane_mask};
use super::position::{Position, decides};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Bounds on the tricks left that the caller's party takes, valid for every position of a
/// bucket whose top cards match the pattern: per lane, the holders of its highest cards
/// still in play, as many as `mask` covers of the position's
/// [holder code](super::lanes::holder_code).
#[derive(Debug, Clone, Copy)]
struct Entry {
    mask: u128,
    holders: u128,
    lower: u8,
    upper: u8,
}

/// Entries kept per bucket (the oldest goes first): enough that the entries a search makes
/// deep in the tree do not push out the ones it will meet again, few enough that a look-up's
/// scan stays short. Fewer entries cost many more nodes, more saved almost none; the
/// measurements are in docs/performance.md.
const BUCKET: usize = 256;

/// A fast hasher for 128-bit keys (the position's code is already well spread).
#[derive(Default)]
pub(crate) struct KeyHasher(u64);

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

/// The entries of one search, by bucket. A table belongs to one trump suit and one horizon.
#[derive(Default)]
pub(crate) struct TransTable {
    buckets: HashMap<u128, Vec<Entry>, BuildHasherDefault<KeyHasher>>,
}

/// The bucket of a trick start led by `leader`: the leader, who holds the special 2♥, and
/// how many cards of each suit each hand holds (16 bits a hand, 4 a suit). Entries in a
/// bucket differ in who holds which.
#[inline]
pub(crate) fn bucket_key(p: &Position, leader: usize) -> u128 {
    let special_holder = if p.special == 0 {
        0
    } else {
        (0..4)
            .find(|&h| p.hands[h] & p.special != 0)
            .map_or(0, |h| h as u128 + 1)
    };
    let mut key: u128 = (leader as u128) << 3 | special_holder;
    for lengths in p.lengths {
        key = key << 16 | u128::from(lengths);
    }
    debug_assert_eq!(p.lengths, p.hands.map(lane_lengths));
    key
}

impl TransTable {
    /// The answer to "at least `need`?" of the newest entry of `bucket` that matches `code`
    /// and decides it, with the cards its pattern names among `held`.
    #[inline]
    pub(crate) fn lookup(
        &self,
        bucket: u128,
        code: u128,
        need: i32,
        held: u64,
    ) -> Option<(bool, u64)> {
        let entries = self.buckets.get(&bucket)?;
        for e in entries.iter().rev() {
            if code & e.mask == e.holders
                && let Some(answer) = decides((i32::from(e.lower), i32::from(e.upper)), need)
            {
                return Some((answer, pattern_cards(e, held)));
            }
        }
        None
    }

    /// Records bounds `lower..=upper` for the positions that match `p` (whose holder code is
    /// `code`, in `bucket`) on the cards `relevant` depends on (and every card above them).
    #[inline]
    pub(crate) fn store(
        &mut self,
        p: &Position,
        bucket: u128,
        code: u128,
        relevant: u64,
        (lower, upper): (i32, i32),
    ) {
        let all = p.held;
        let mut mask = 0u128;
        for lane in 0..4 {
            let cards = all & lane_mask(lane);
            let mut marked = (relevant | p.special) & cards;
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
        let entries = self.buckets.entry(bucket).or_default();
        if let Some(e) = entries
            .iter_mut()
            .find(|e| e.mask == mask && e.holders == holders)
        {
            e.lower = e.lower.max(lower as u8);
            e.upper = e.upper.min(upper as u8);
            return;
        }
        if entries.len() == BUCKET {
            // The oldest goes: it was made furthest back in the search, and evicting the
            // most specific entry instead cost far more nodes (docs/performance.md).
            entries.remove(0);
        }
        entries.push(Entry {
            mask,
            holders,
            lower: lower as u8,
            upper: upper as u8,
        });
    }
}

/// The cards an entry's pattern names among `held`.
fn pattern_cards(e: &Entry, held: u64) -> u64 {
    let all = held;
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
