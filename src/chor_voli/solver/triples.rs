//! The valid triples of one hand, sorted weakest first and indexed by card (see the module
//! docs, Data layout).

use super::super::combination::{RankOrder, Strength};
use crate::cards::CardSet;

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
