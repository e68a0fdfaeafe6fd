//! Cards in lanes, the bit code every technique of the search reads. A hand is a `u64` with
//! one 16-bit lane per suit (bit `suit * 16 + rank`, two = 0 … ace = 12). Satat's 2♥, once
//! trumps are set, is rank 13 of the trump lane: it ranks above the trump ace and counts as a
//! trump, which is all the trick winner needs. Its other privileges (it may be played to any
//! trick; holding only it, a player need not follow trumps) are in
//! [`Position::legal`](super::position::Position::legal).
//!
//! The holders of the cards still in play are coded a lane at a time, 2 bits a card (the
//! seat), highest card first ([`holder_lanes`]); the four lanes side by side make the
//! [`holder_code`] that the transposition table's entries match. The search keeps both up to
//! date card by card ([`without_card`]) instead of rebuilding them at each trick start.

/// The 14 used bits of a lane (ranks 0–12 and the special 2♥ as 13).
const LANE_BITS: u64 = 0x3fff;

/// The special 2♥'s rank in the trump lane.
pub(crate) const SPECIAL_RANK: u32 = 13;

#[inline]
pub(crate) const fn lane_mask(lane: usize) -> u64 {
    LANE_BITS << (lane * 16)
}

#[inline]
pub(crate) const fn lane_of(bit: u32) -> usize {
    (bit >> 4) as usize
}

/// The holders of the cards in `hands`, a 32-bit field per lane: 2 bits per card (its
/// holder's seat), the highest card in the field's top bits and so down.
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

/// The seat holding the `k`-th best card (0 the best) of a lane whose holder code is
/// `field`: the `k`-th pair of bits from the top. `k` must be below the lane's card count.
#[inline]
pub(crate) fn nth_holder(field: u32, k: usize) -> usize {
    (field >> (30 - 2 * k)) as usize & 3
}

/// The holder code of a position, the key of its transposition-table entries: the four
/// lanes' [fields](holder_lanes) side by side, lane `l` at bit `32 * l`. (A bucket fixes the
/// number of cards in each lane, so the codes of its positions line up, and an entry matches
/// when the code agrees with it under the entry's mask.)
#[inline]
pub(crate) fn holder_code(lanes: &[u32; 4]) -> u128 {
    lanes.iter().rev().fold(0, |c, &f| c << 32 | u128::from(f))
}

/// The holder code `field` of the lane of the card `bit`, among the cards `held`, once that
/// card is played: its two bits leave the field, and the codes of the cards below it move up.
#[inline]
pub(crate) fn without_card(field: u32, held: u64, bit: u32) -> u32 {
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

/// The run of equivalent cards that `bit` (the lowest of them) stands for: `bit` and the
/// cards of `hand` above it in its lane with no other card of `present` between.
#[inline]
pub(crate) fn run_above(bit: u32, hand: u64, present: u64) -> u64 {
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
