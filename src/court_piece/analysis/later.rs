//! Later tricks (DDS's `LaterTricks`), for questions that count every trick: bounds from the
//! top trumps alone. Each of the top trumps that one side holds wins the trick it falls in,
//! and one hand's cards fall in different tricks, so that side takes at least as many tricks
//! as one of its hands holds of them; the top two trumps split between the hands of one side,
//! one of them long, take two.

use super::lanes::{lane_mask, nth_holder};
use super::position::Position;

/// The side holding the highest trump, the most of the top trumps that side holds in
/// one hand (each wins a trick of its own), and those top trumps. The count stops once a
/// hand reaches `enough[side]` (the tricks that decide the question for that side), so
/// that only the trumps it needs are named (DDS names only the trumps its later tricks
/// use).
#[inline]
pub(crate) fn top_trumps(p: &Position, enough: [u32; 2]) -> (usize, u32, u64) {
    let mut cards = p.held & lane_mask(p.trump);
    let (mut side, mut counts, mut run) = (usize::MAX, [0u32; 4], 0u64);
    let mut k = 0;
    while cards != 0 {
        let top = 63 - cards.leading_zeros();
        let holder = nth_holder(p.code[p.trump], k);
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

/// A later-tricks rule of DDS (`LaterTricks.cpp`) that [`top_trumps`] misses:
/// the two top trumps in the two hands of one side, one of them holding another trump,
/// take two tricks (the longer hand keeps a low trump for the trick where the other
/// must give up its top card). The side and the two trumps. With Satat's 2♥ in play that
/// side holds it (it is the top trump), and the bound stands for it as for any side holding
/// the 2♥ (see `Search::trick_start`). (DDS's rules for a guarded second-best trump sitting over
/// the top one were tried and dropped: the top trump's side can strip the guard by
/// leading low trumps first, and the answers then differed from DDS's.)
#[inline]
pub(crate) fn split_trumps(p: &Position) -> Option<(usize, u32, u64)> {
    let mut cards = p.held & lane_mask(p.trump);
    if cards.count_ones() < 2 {
        return None;
    }
    let a = 63 - cards.leading_zeros();
    cards &= !(1u64 << a);
    let k = 63 - cards.leading_zeros();
    let code = p.code[p.trump];
    let (ha, hk) = (nth_holder(code, 0), nth_holder(code, 1));
    let long = |h: usize| (p.hands[h] & lane_mask(p.trump)).count_ones() > 1;
    (ha != hk && ha & 1 == hk & 1 && (long(ha) || long(hk))).then_some((ha & 1, 2, 1 << a | 1 << k))
}
