//! Move ordering (DDS's `Moves`): the legal cards worth trying, best guesses first, so that a
//! cut comes from the first card as often as it can. Only the order depends on it, never an
//! answer.
//!
//! - **Equivalent cards.** Cards of one lane in one hand with no card of another hand (or of
//!   the trick on the table) between them win and lose the same tricks: only the lowest of
//!   each run is tried.
//! - **Weights**: DDS's, for the leads ([`lead`]: `WeightAllocTrump0`, with the killer bonus)
//!   and for the following hands ([`follow`]). Satat's 2♥, which DDS knows not, is weighed
//!   as what it is in the lanes, the trump above the ace: the best card of the trump suit
//!   for the leads, the dearest winner for the following hands (tried after the cheaper
//!   cards that win too). A hand whose only trump is the 2♥ weighs its cards as a hand void
//!   in trumps. Trying the 2♥ always first or always last instead cost a third more nodes
//!   (docs/performance.md).

mod follow;
mod lead;

use crate::court_piece::analysis::lanes::{lane_mask, lane_of, run_above};
use crate::court_piece::analysis::position::{Position, Winning};
use follow::TrickSoFar;
use lead::{lead_suit, lead_weight};

/// The slot of `killer` for a trick led from `hand`: the cards left in it.
#[inline]
pub(crate) fn killer_slot(hand: u64) -> usize {
    (hand.count_ones() as usize).min(13)
}

/// The legal cards worth trying (the lowest of each run of equivalent cards, the special
/// 2♥ always on its own), best guesses first.
#[inline]
pub(crate) fn ordered_moves(
    p: &Position,
    killer: &[u8; 14],
    pos: usize,
    seat: usize,
    legal: u64,
    winning: Winning,
) -> ([u8; 14], usize) {
    let (winner, _, win_bit) = winning;
    let hand = p.hands[seat];
    let all = p.all();
    let special = legal & p.special;
    let mut moves = [0u8; 14];
    let mut scores = [0i32; 14];
    let mut count = 0;
    for lane in 0..4 {
        let mut candidates = legal & lane_mask(lane) & !p.special;
        if candidates == 0 && special & lane_mask(lane) == 0 {
            continue;
        }
        // Drop a card when the next lower card still in play is the same hand's. The 2♥
        // is in no run: it may be played where its lane's other cards may not.
        let present = all & lane_mask(lane) & !p.special;
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
        // The lead weights read the 2♥ as the suit's best card.
        let suit = (pos == 0).then(|| lead_suit(p, seat, lane, all & lane_mask(lane)));
        let mut bits = candidates | (special & lane_mask(lane));
        while bits != 0 {
            let bit = bits.trailing_zeros();
            bits &= bits - 1;
            moves[count] = bit as u8;
            if let Some(suit) = &suit {
                let group = if 1u64 << bit == special {
                    special
                } else {
                    run_above(bit, hand & legal & !p.special, present)
                };
                scores[count] = lead_weight(suit, bit, group, killer[killer_slot(hand)]);
            }
            count += 1;
        }
    }
    if pos > 0 && count > 1 {
        // Run lengths: only the second hand's weights read them.
        let mut runs = [1u32; 14];
        if pos == 1 {
            for (run, &bit) in runs.iter_mut().zip(&moves[..count]) {
                let lane = lane_of(u32::from(bit));
                if 1u64 << bit != special {
                    let present = all & lane_mask(lane) & !p.special;
                    *run =
                        run_above(u32::from(bit), hand & legal & !p.special, present).count_ones();
                }
            }
        }
        let trick = TrickSoFar {
            hands: &p.hands,
            all,
            trump: p.trump,
            special: p.special,
            leader: (seat + 4 - pos) & 3,
            lead: p.lead,
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
