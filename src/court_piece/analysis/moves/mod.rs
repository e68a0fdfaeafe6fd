//! Move ordering (DDS's `Moves`): the legal cards worth trying, best guesses first, so that a
//! cut comes from the first card as often as it can. Only the order depends on it, never an
//! answer.
//!
//! - **Equivalent cards.** Cards of one lane in one hand with no card of another hand (or of
//!   the trick on the table) between them win and lose the same tricks: only the lowest of
//!   each run is tried.
//! - **Weights**: DDS's, for the leads ([`lead`]: `WeightAllocTrump0`, with the killer bonus)
//!   and for the following hands ([`follow`]). With Satat's 2♥ in play, which DDS knows not,
//!   our own ([`score`]): winners that no later opponent can beat and cheap wins first; do
//!   not overtake a partner's card that holds; leads for the partner's winners and ruffs; low
//!   cards otherwise.

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
    led: usize,
    winning: Winning,
) -> ([u8; 14], usize) {
    let (winner, win_key, win_bit) = winning;
    let hand = p.hands[seat];
    let all = p.all();
    let partner_wins = pos > 0 && winner & 1 == seat & 1;
    let mut moves = [0u8; 14];
    let mut scores = [0i32; 14];
    let mut count = 0;
    for lane in 0..4 {
        let mut candidates = legal & lane_mask(lane) & !p.special;
        if candidates == 0 {
            continue;
        }
        // Drop a card when the next lower card still in play is the same hand's.
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
        let suit = (pos == 0 && p.special == 0).then(|| lead_suit(p, seat, lane, present));
        let mut bits = candidates;
        while bits != 0 {
            let bit = bits.trailing_zeros();
            bits &= bits - 1;
            moves[count] = bit as u8;
            scores[count] = if pos == 0 {
                if let Some(suit) = &suit {
                    let group = run_above(bit, hand & legal & !p.special, present);
                    lead_weight(suit, bit, group, killer[killer_slot(hand)])
                } else {
                    score(p, pos, seat, bit, led, partner_wins, win_key, all)
                }
            } else if p.special == 0 {
                // Weighed below, all cards at once.
                0
            } else {
                score(p, pos, seat, bit, led, partner_wins, win_key, all)
            };
            count += 1;
        }
    }
    if legal & p.special != 0 {
        let bit = p.special.trailing_zeros();
        moves[count] = bit as u8;
        scores[count] = score(p, pos, seat, bit, led, partner_wins, win_key, all);
        count += 1;
    }
    if pos > 0 && p.special == 0 && count > 1 {
        // DDS's weights for the following hands (without the 2♥, which DDS knows not).
        // Run lengths: only the second hand's weights read them.
        let mut runs = [1u32; 14];
        if pos == 1 {
            for (run, &bit) in runs.iter_mut().zip(&moves[..count]) {
                let lane = lane_of(u32::from(bit));
                *run = run_above(u32::from(bit), hand & legal, all & lane_mask(lane)).count_ones();
            }
        }
        let trick = TrickSoFar {
            hands: &p.hands,
            all,
            trump: p.trump,
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

/// A guess at how good `bit` is for `seat`: higher is tried first.
#[allow(clippy::too_many_arguments)]
fn score(
    p: &Position,
    pos: usize,
    seat: usize,
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
        let partner = (seat + 2) & 3;
        if bit == top {
            if lane == p.trump {
                // Drawing trumps after the partner's winners and ruffs, which need the
                // trumps still out to reach them (trumps first cost nodes:
                // docs/performance.md).
                return 45;
            }
            if !p.ruffable(seat, lane) {
                return 80;
            }
            return 30;
        }
        if p.hands[partner] >> top & 1 == 1 && !p.ruffable(seat, lane) {
            return 60 - rank;
        }
        // A ruff for the partner that the last hand cannot overruff.
        let rho = p.hands[(seat + 3) & 3];
        if lane != p.trump
            && p.hands[partner] & lane_mask(lane) == 0
            && p.hands[partner] & lane_mask(p.trump) != 0
            && (rho & lane_mask(lane) != 0 || rho & lane_mask(p.trump) == 0)
            && rho & p.special == 0
        {
            return 55 - rank;
        }
        // Low cards of long suits.
        let length = (p.hands[seat] & lane_mask(lane)).count_ones() as i32;
        return 20 + length - rank;
    }
    let key = p.key_of(bit, led);
    let beats = key > win_key;
    // Whether an opponent still to play to this trick could beat a card of key `k`.
    let threatened = |k: u32| {
        (pos + 1..4)
            .map(|p| (seat + p - pos) & 3)
            .filter(|&other| other & 1 != seat & 1)
            .any(|other| p.can_beat(other, led, k))
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
