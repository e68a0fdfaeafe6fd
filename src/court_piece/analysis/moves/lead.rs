//! The order in which the hand on lead tries its cards, after DDS 2.9.0 (Bo Haglund and
//! Søren Hein, `Moves.cpp`, Apache 2.0): its trump-game lead weights `WeightAllocTrump0`,
//! read off each suit once ([`lead_suit`]) and given to each card ([`lead_weight`]), with
//! DDS's bonus for the killer lead (the lead that last cut the search off at the same trick).
//! Satat's 2♥ is read as the trump suit's best card.

use crate::court_piece::analysis::lanes::{lane_mask, nth_holder};
use crate::court_piece::analysis::position::Position;

/// A suit as DDS's lead weights see it (see [`lead_suit`]).
pub(super) struct LeadSuit {
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

/// What DDS's lead weights (`Moves::WeightAllocTrump0`) read off a suit, worked out once
/// per suit for every card `lead` may lead in it; `present` is the suit's cards in play.
#[inline]
pub(super) fn lead_suit(p: &Position, lead: usize, lane: usize, present: u64) -> LeadSuit {
    let trump = p.trump;
    let (lho, partner, rho) = ((lead + 1) & 3, (lead + 2) & 3, (lead + 3) & 3);
    let suit = |h: usize| p.hands[h] & lane_mask(lane);
    let trumps = |h: usize| p.hands[h] & lane_mask(trump);
    let len = |h: usize| suit(h).count_ones() as i32;
    let holder = |k: usize| nth_holder(p.code[lane], k);
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
    let tricks = p.hands[lead].count_ones() as i32;
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
    if lane != trump && len(lead) == 1 && trumps(lead) != 0 && len(partner) > 1 && winner == partner
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
#[inline]
pub(super) fn lead_weight(s: &LeadSuit, bit: u32, group: u64, killer: u8) -> i32 {
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
