//! Quick tricks: the tricks a side is sure of without a search, a bound that often decides a
//! null-window question. Three counts:
//!
//! - [`own_winners`], always: the leader's top trumps and the top cards of suits the
//!   opponents must follow or cannot ruff, Satat's 2♥ included.
//! - [`trick_decides`], at the second and third hands, when one trick settles the question:
//!   a side sure to win the trick on the table settles it (DDS's `QuickTricksSecondHand`).
//! - [`quick_tricks_known`], with every trick counted, unless the opponents of the side on
//!   lead hold Satat's 2♥: DDS's own count, below.
//!
//! DDS's count (DDS 2.9.0 by Bo Haglund and Søren Hein, `QuickTricks.cpp`, Apache 2.0) is the tricks the side on lead can cash at once, counting the partner's winners
//! reached through an entry (a suit where the partner holds the top card and the leader a
//! card, or the leader's top card with the partner's second), finesse positions (the
//! partner's cards sitting over the second-best card), long cards nobody else holds and a
//! ruff by the partner. With no trumps left and no winner of its own, the side on lead loses
//! the trick to the other side's top card.
//!
//! This is DDS's trump-game code, suit by suit and rule by rule, with the trump suit first.
//! It counts tricks over the rest of the deal, not within a horizon, and reads Satat's 2♥ as
//! an ordinary trump above the ace. A side holding the 2♥ takes at least what it would take
//! if it were one (its holder may play it wherever such a trump may be played, and more),
//! so the count stands when the side on lead holds it, and the search asks it only then
//! (or once the 2♥ is played) and only when every trick counts.
//! Every rule stops as soon as the count reaches the cutoff, and names only the cards it
//! used, so that the table's entries stay general.

#[cfg(test)]
use super::lanes::{holder_lanes, lane_lengths};
use super::lanes::{lane_mask, nth_holder};
use super::position::{Position, Winning};

/// What the quick tricks decide.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Quick {
    /// The side on lead takes at least this many tricks (at least its cutoff).
    Leader(u32),
    /// The other side takes at least one trick, and that is its cutoff.
    Other,
    /// Nothing decided.
    Open,
}

/// How a rule left a suit: DDS's `res` (1 cutoff, 2 next suit, 0 go on with this suit).
enum Step {
    Cut,
    Next,
    Same,
}

/// The top three cards of each lane with their holders, the hands' lengths, the leader's
/// seats and the cards used so far.
struct Count<'a> {
    hands: &'a [u64; 4],
    trump: usize,
    hand: usize,
    lho: usize,
    partner: usize,
    rho: usize,
    cutoff: u32,
    len: [[u32; 4]; 4],
    tops: [[Option<(u32, usize)>; 3]; 4],
    /// The suit and card of the way to the partner's hand.
    comm: Option<(usize, u32)>,
    lho_trumps: u32,
    rho_trumps: u32,
    qt: u32,
    marks: u64,
}

/// The quick tricks of the side of `hand`, on lead at a trick start: `cutoff` is the count
/// that decides the question for that side, `other_cutoff` the other side's.
#[cfg(test)]
pub(crate) fn quick_tricks(
    hands: &[u64; 4],
    trump: usize,
    hand: usize,
    cutoff: u32,
    other_cutoff: u32,
) -> (Quick, u64) {
    let lengths = hands.map(lane_lengths);
    let codes = holder_lanes(hands);
    quick_tricks_known(hands, &lengths, &codes, trump, hand, cutoff, other_cutoff)
}

/// [`quick_tricks`] with each hand's [lane lengths](super::lanes::lane_lengths) and the
/// [holder code](super::lanes::holder_lanes) of the hands already known (the search keeps
/// both up to date).
pub(crate) fn quick_tricks_known(
    hands: &[u64; 4],
    lengths: &[u16; 4],
    codes: &[u32; 4],
    trump: usize,
    hand: usize,
    cutoff: u32,
    other_cutoff: u32,
) -> (Quick, u64) {
    let mut c = Count::new(hands, lengths, codes, trump, hand, cutoff);
    let quick = c.run(other_cutoff);
    (quick, c.marks)
}

impl<'a> Count<'a> {
    fn new(
        hands: &'a [u64; 4],
        lengths: &[u16; 4],
        codes: &[u32; 4],
        trump: usize,
        hand: usize,
        cutoff: u32,
    ) -> Count<'a> {
        let len = lengths.map(|l| [0, 1, 2, 3].map(|s| u32::from(l >> (4 * s) & 15)));
        let all = hands[0] | hands[1] | hands[2] | hands[3];
        let mut tops = [[None; 3]; 4];
        for (s, top) in tops.iter_mut().enumerate() {
            let mut cards = all & lane_mask(s);
            for (k, slot) in top.iter_mut().enumerate() {
                if cards == 0 {
                    break;
                }
                let bit = 63 - cards.leading_zeros();
                let holder = nth_holder(codes[s], k);
                *slot = Some((bit, holder));
                cards &= !(1u64 << bit);
            }
        }
        let (lho, partner, rho) = ((hand + 1) & 3, (hand + 2) & 3, (hand + 3) & 3);
        Count {
            hands,
            trump,
            hand,
            lho,
            partner,
            rho,
            cutoff,
            len,
            tops,
            comm: None,
            lho_trumps: len[lho][trump],
            rho_trumps: len[rho][trump],
            qt: 0,
            marks: 0,
        }
    }

    /// The holder of the `k`-th highest card of `suit` (0 the highest).
    fn holder(&self, suit: usize, k: usize) -> Option<usize> {
        self.tops[suit][k].map(|(_, h)| h)
    }

    /// Names the `k`-th highest card of `suit` as used.
    fn mark(&mut self, suit: usize, k: usize) {
        if let Some((bit, _)) = self.tops[suit][k] {
            self.marks |= 1 << bit;
        }
    }

    fn mark_comm(&mut self) {
        if let Some((_, bit)) = self.comm {
            self.marks |= 1 << bit;
        }
    }

    /// Whether seat `h` can follow `suit` or holds no trump (so cannot ruff it).
    fn follows(&self, h: usize, suit: usize) -> bool {
        self.len[h][suit] != 0 || self.len[h][self.trump] == 0
    }

    /// Adds `n` tricks; whether the cutoff is reached.
    fn add(&mut self, n: u32) -> bool {
        self.qt += n;
        self.qt >= self.cutoff
    }

    /// DDS's count, suit by suit with the trump suit first, after looking for the way to the
    /// partner's hand; when it decides nothing, whether the other side takes the first trick.
    /// Each suit: cards only the partnership holds, then the rules of the suit's top card,
    /// then a ruff by the partner.
    fn run(&mut self, other_cutoff: u32) -> Quick {
        let (trump, hand, partner) = (self.trump, self.hand, self.partner);
        self.find_entry();
        let mut lowest = false;
        let order = std::iter::once(trump).chain((0..4).filter(|&s| s != trump));
        for suit in order {
            let own = self.len[hand][suit];
            let l = self.len[self.lho][suit];
            let r = self.len[self.rho][suit];
            let part = self.len[partner][suit];
            let opps = l | r;
            let no_opp_trumps = self.lho_trumps == 0 && self.rho_trumps == 0;
            if opps == 0 && part == 0 {
                // Long cards only the leader holds.
                if own == 0 || (suit != trump && !no_opp_trumps) {
                    continue;
                }
                if self.add(own) {
                    return Quick::Leader(self.qt);
                }
                continue;
            }
            if opps == 0 && suit == trump {
                let sum = self.partnership_trumps(hand, partner);
                if sum >= self.cutoff {
                    return Quick::Leader(sum);
                }
            } else if opps == 0 && suit != trump && no_opp_trumps {
                let sum = own.min(part);
                if sum >= self.cutoff {
                    return Quick::Leader(sum);
                }
            }
            if self.comm.is_some() {
                if opps == 0 && own == 0 {
                    // The partner's long cards, reached through the entry.
                    if suit != trump && !no_opp_trumps {
                        continue;
                    }
                    self.mark_comm();
                    if self.add(part) {
                        return Quick::Leader(self.qt);
                    }
                    continue;
                }
                if opps == 0 && suit == trump {
                    let sum = self.partnership_trumps(partner, hand);
                    if sum >= self.cutoff {
                        self.mark_comm();
                        return Quick::Leader(sum);
                    }
                }
            }
            let Some(winner) = self.holder(suit, 0) else {
                continue;
            };
            match self.top_card(suit, winner, own, l, r, part) {
                Step::Cut => return Quick::Leader(self.qt),
                Step::Next => continue,
                Step::Same => {}
            }
            if self.ruff_tried(suit, winner, own, part, lowest) {
                if let Some(with_top) = self.partner_ruffs(l, r) {
                    lowest = true;
                    if with_top {
                        // The partner's top trump must beat the opponents'.
                        self.marks |= 1 << (63 - self.trumps(partner).leading_zeros());
                    }
                    if 1 >= self.cutoff {
                        return Quick::Leader(1);
                    }
                }
                continue;
            }
            if self.qt >= self.cutoff {
                return Quick::Leader(self.qt);
            }
        }
        self.other_side_first(other_cutoff)
    }

    /// The way to the partner's hand (DDS's `commSuit`/`commRank`): the first side suit where
    /// the partner holds the top card and the leader a card, or the leader the top card and
    /// the partner the second with two cards each (Kx opposite Ax), neither opponent able to
    /// ruff it; failing that, the partner's top trump when the leader holds a trump.
    #[inline(always)]
    fn find_entry(&mut self) {
        let (trump, hand, partner) = (self.trump, self.hand, self.partner);
        for s in (0..4).filter(|&s| s != trump) {
            if self.holder(s, 0) == Some(partner) {
                if self.len[hand][s] != 0 && self.follows(self.lho, s) && self.follows(self.rho, s)
                {
                    self.comm = self.tops[s][0].map(|(bit, _)| (s, bit));
                    break;
                }
            } else if self.holder(s, 1) == Some(partner)
                && self.holder(s, 0) == Some(hand)
                && self.len[hand][s] >= 2
                && self.len[partner][s] >= 2
                && self.follows(self.lho, s)
                && self.follows(self.rho, s)
            {
                // Kx opposite Ax.
                self.comm = self.tops[s][1].map(|(bit, _)| (s, bit));
                break;
            }
        }
        if self.comm.is_none()
            && self.len[hand][trump] != 0
            && self.holder(trump, 0) == Some(partner)
        {
            self.comm = self.tops[trump][0].map(|(bit, _)| (trump, bit));
        }
    }

    /// The rules of the suit's top card, by who holds it: the leader, or the partner when
    /// there is a way to the partner's hand. An opponent's top card leaves the suit as it is.
    #[inline(always)]
    fn top_card(
        &mut self,
        suit: usize,
        winner: usize,
        own: u32,
        l: u32,
        r: u32,
        part: u32,
    ) -> Step {
        if winner == self.hand {
            if suit != self.trump {
                self.lead_hand_side(suit, own, l, r, part)
            } else {
                self.lead_hand_trump(suit, own, l, r, part)
            }
        } else if winner == self.partner && self.comm.is_some() {
            if suit != self.trump {
                self.partner_hand_side(suit, own, l, r, part)
            } else {
                self.partner_hand_trump(suit, own, l, r, part)
            }
        } else {
            Step::Same
        }
    }

    /// Whether DDS tries a ruff by the partner in `suit` (then the suit ends there): a side
    /// suit the leader holds and the partner lacks while holding a trump, no ruff counted yet
    /// (`lowest`), and no trick counted yet or neither the suit's top card nor the top trump
    /// the side's.
    #[inline(always)]
    fn ruff_tried(&self, suit: usize, winner: usize, own: u32, part: u32, lowest: bool) -> bool {
        let (trump, hand, partner) = (self.trump, self.hand, self.partner);
        let trump_winner = self.holder(trump, 0);
        suit != trump
            && own > 0
            && !lowest
            && (self.qt == 0
                || (winner != hand
                    && winner != partner
                    && trump_winner != Some(hand)
                    && trump_winner != Some(partner)))
            && part == 0
            && self.len[partner][trump] > 0
    }

    /// The trumps seat `h` holds.
    #[inline(always)]
    fn trumps(&self, h: usize) -> u64 {
        self.hands[h] & lane_mask(self.trump)
    }

    /// Whether the partner's ruff takes the trick, the suit held `l` and `r` cards by the
    /// opponents: `Some(false)` when each opponent must follow or cannot ruff, `Some(true)`
    /// when it takes it only with the partner's top trump over the trumps of those who can
    /// ruff, `None` when it may not.
    #[inline(always)]
    fn partner_ruffs(&self, l: u32, r: u32) -> Option<bool> {
        let (trump, partner) = (self.trump, self.partner);
        let over = |h: usize| self.trumps(h) < self.trumps(partner);
        if (r > 0 || self.len[self.rho][trump] == 0) && (l > 0 || self.len[self.lho][trump] == 0) {
            Some(false)
        } else if r == 0 && l == 0 {
            (self.trumps(self.lho) | self.trumps(self.rho) < self.trumps(partner)).then_some(true)
        } else if l == 0 {
            over(self.lho).then_some(true)
        } else if r == 0 {
            over(self.rho).then_some(true)
        } else {
            None
        }
    }

    /// No trumps left and no trick counted: the other side's top card takes the first trick
    /// (the leader's suits' top cards named), which decides when one trick is its cutoff.
    #[inline(always)]
    fn other_side_first(&mut self, other_cutoff: u32) -> Quick {
        if self.qt == 0 && self.holder(self.trump, 0).is_none() {
            // No trumps left and no winner of the side's own: the other side's top card
            // takes the first trick.
            for s in 0..4 {
                if self.len[self.hand][s] > 0 {
                    self.mark(s, 0);
                }
            }
            if other_cutoff <= 1 {
                return Quick::Other;
            }
        }
        Quick::Open
    }

    /// Only the partnership holds trumps: the tricks of the longer trump hand `long`, and one
    /// more when `long` (at least as long as `other`) holds a side suit `other` can ruff.
    /// DDS counts it from the leader's side and, through the entry, from the partner's.
    fn partnership_trumps(&self, long: usize, other: usize) -> u32 {
        let trump = self.trump;
        let (a, b) = (self.len[long][trump], self.len[other][trump]);
        let sum = a.max(b);
        let ruff = (0..4).any(|s| s != trump && self.len[long][s] > 0 && self.len[other][s] == 0);
        sum + u32::from(sum > 0 && a >= b && ruff)
    }

    /// DDS's `QtricksLeadHandTrump`: the leader holds the top card of a side suit.
    fn lead_hand_side(&mut self, suit: usize, own: u32, l: u32, r: u32, part: u32) -> Step {
        let no_opp_trumps = self.lho_trumps == 0 && self.rho_trumps == 0;
        if (l != 0 || self.lho_trumps == 0) && (r != 0 || self.rho_trumps == 0) {
            self.mark(suit, 0);
            if self.add(1) {
                return Step::Cut;
            }
            if l <= 1 && r <= 1 && part <= 1 && no_opp_trumps {
                return self.rest(own - 1);
            }
        }
        if self.holder(suit, 1) == Some(self.hand) {
            if no_opp_trumps {
                self.mark(suit, 1);
                if self.add(1) {
                    return Step::Cut;
                }
                if l <= 2 && r <= 2 && part <= 2 {
                    return self.rest(own - 2);
                }
            }
        } else if self.holder(suit, 1) == Some(self.partner) && own > 1 && part > 1 && no_opp_trumps
        {
            self.mark(suit, 1);
            if self.add(1) {
                return Step::Cut;
            }
            if l <= 2 && r <= 2 && (part <= 2 || own <= 2) {
                return self.rest(own.max(part) - 2);
            }
        }
        Step::Same
    }

    /// DDS's `QtricksLeadHandNT` for the trump suit: the leader holds the top trump.
    fn lead_hand_trump(&mut self, suit: usize, own: u32, l: u32, r: u32, part: u32) -> Step {
        let through_comm = self.comm.is_some_and(|(s, _)| s == suit);
        self.mark(suit, 0);
        if self.add(1) {
            return Step::Cut;
        }
        if !through_comm {
            self.draw();
        }
        if l <= 1 && r <= 1 && part <= 1 {
            return self.rest(own - 1);
        }
        if self.holder(suit, 1) == Some(self.hand) {
            self.mark(suit, 1);
            if self.add(1) {
                return Step::Cut;
            }
            if !through_comm {
                self.draw();
            }
            if l <= 2 && r <= 2 && part <= 2 {
                return self.rest(own - 2);
            }
        } else if self.holder(suit, 1) == Some(self.partner) && own > 1 && part > 1 {
            self.mark(suit, 1);
            if self.add(1) {
                return Step::Cut;
            }
            if !through_comm {
                self.draw();
            }
            if l <= 2 && r <= 2 && (part <= 2 || own <= 2) {
                return self.rest(own.max(part) - 2);
            }
        }
        Step::Same
    }

    /// DDS's `QuickTricksPartnerHandTrump`: the partner holds the top card of a side suit.
    fn partner_hand_side(&mut self, suit: usize, own: u32, l: u32, r: u32, part: u32) -> Step {
        let no_opp_trumps = self.lho_trumps == 0 && self.rho_trumps == 0;
        if (l != 0 || self.lho_trumps == 0) && (r != 0 || self.rho_trumps == 0) {
            self.mark(suit, 0);
            self.mark_comm();
            if self.add(1) {
                return Step::Cut;
            }
            if l <= 1 && r <= 1 && own <= 1 && no_opp_trumps {
                return self.rest(part - 1);
            }
        }
        let second = self.holder(suit, 1);
        if second == Some(self.partner) {
            if no_opp_trumps {
                self.mark(suit, 1);
                self.mark_comm();
                if self.add(1) {
                    return Step::Cut;
                }
                if l <= 2 && r <= 2 && own <= 2 {
                    return self.rest(part - 2);
                }
            }
        } else if second == Some(self.hand) && part > 1 && own > 1 {
            if no_opp_trumps {
                self.mark(suit, 1);
                self.mark_comm();
                if self.add(1) {
                    return Step::Cut;
                }
                if l <= 2 && r <= 2 && (own <= 2 || part <= 2) {
                    return self.rest(own.max(part) - 2);
                }
            }
        } else if self.comm.is_some_and(|(s, _)| s == suit)
            && second == Some(self.lho)
            && (l >= 2 || self.lho_trumps == 0)
            && (r >= 2 || self.rho_trumps == 0)
            && self.holder(suit, 2) == Some(self.partner)
        {
            // The partner's third card sits over the left-hand opponent's second.
            self.mark(suit, 2);
            self.mark_comm();
            if self.add(1) {
                return Step::Cut;
            }
            if own <= 2 && l <= 2 && r <= 2 && no_opp_trumps && self.add(part - 2) {
                return Step::Cut;
            }
        }
        Step::Same
    }

    /// DDS's `QuickTricksPartnerHandNT` for the trump suit: the partner holds the top trump.
    fn partner_hand_trump(&mut self, suit: usize, own: u32, l: u32, r: u32, part: u32) -> Step {
        self.mark(suit, 0);
        self.mark_comm();
        if self.add(1) {
            return Step::Cut;
        }
        if l <= 1 && r <= 1 && own <= 1 {
            return self.rest(part - 1);
        }
        let second = self.holder(suit, 1);
        if second == Some(self.partner) {
            self.mark(suit, 1);
            if self.add(1) {
                return Step::Cut;
            }
            if l <= 2 && r <= 2 && own <= 2 {
                return self.rest(part - 2);
            }
        } else if second == Some(self.hand) && part > 1 && own > 1 {
            self.mark(suit, 1);
            if self.add(1) {
                return Step::Cut;
            }
            if l <= 2 && r <= 2 && (own <= 2 || part <= 2) {
                return self.rest(own.max(part) - 2);
            }
        } else if self.comm.is_some_and(|(s, _)| s == suit)
            && second == Some(self.lho)
            && self.holder(suit, 2) == Some(self.partner)
        {
            // The partner's second trump sits over the left-hand opponent's: the finesse
            // wins, and with short opponents the partner's other trumps do too (DDS 2.9.0
            // counts these; earlier versions added them to a copy and lost them).
            self.mark(suit, 2);
            if self.add(1) || (own <= 2 && l <= 2 && r <= 2 && self.add(part - 2)) {
                return Step::Cut;
            }
        }
        Step::Same
    }

    /// The rest of a suit's cards win too: add them, and go on to the next suit.
    fn rest(&mut self, n: u32) -> Step {
        if self.add(n) { Step::Cut } else { Step::Next }
    }

    /// A round of trumps drawn: each opponent follows with one, if it has one.
    fn draw(&mut self) {
        self.lho_trumps = self.lho_trumps.saturating_sub(1);
        self.rho_trumps = self.rho_trumps.saturating_sub(1);
    }
}

/// Tricks the side of `leader` is sure to take from here, leading (its top trumps, then
/// top cards of suits the opponents must follow or cannot ruff), counted no further than
/// `cutoff`; and the cards those tricks depend on. Stopping at the cutoff keeps the cards
/// named few, so the table's entry serves more positions (DDS does the same).
#[inline]
pub(crate) fn own_winners(p: &Position, leader: usize, cutoff: u32) -> (u32, u64) {
    let hand = p.hands[leader];
    let all = p.held;
    let opponents = [p.hands[(leader + 1) & 3], p.hands[(leader + 3) & 3]];
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
    let (trump_run, mut counted) = top_run(p.trump, 13);
    let mut quick = trump_run;
    if quick >= cutoff {
        // Only the top `cutoff` trumps are needed.
        let (_, bits) = top_run(p.trump, cutoff);
        return (cutoff, bits);
    }
    let opponent_special = opponents.iter().any(|h| h & p.special != 0);
    if opponent_special {
        return (quick, counted);
    }
    let opponent_trumps = opponents
        .iter()
        .map(|h| (h & lane_mask(p.trump)).count_ones())
        .max()
        .unwrap_or(0);
    let drawn = trump_run >= opponent_trumps;
    for lane in (0..4).filter(|&l| l != p.trump) {
        let most = if drawn {
            13
        } else {
            opponents
                .iter()
                .filter(|h| *h & lane_mask(p.trump) != 0)
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

/// When the trick on the table decides the question (the caller's party needs one trick,
/// or the other party needs one to stop it taking all): whether the side of `seat`
/// (second or third hand, holding `legal`) is sure to win it, and so the answer, with
/// the card it depends on. DDS's `QuickTricksSecondHand`, for the third hand too.
#[inline]
pub(crate) fn trick_decides(
    p: &Position,
    pos: usize,
    seat: usize,
    legal: u64,
    led: usize,
    winning: Winning,
    need: i32,
) -> Option<(bool, u64)> {
    let (winner, win_key, win_bit) = winning;
    let left = p.hands[seat].count_ones() as i32 - p.beyond;
    let maximizing = seat & 1 == p.max_party;
    if left < 1 || (maximizing && need != 1) || (!maximizing && need != left) {
        return None;
    }
    let next = (seat + 1) & 3;
    let best = |cards: u64| -> Option<(u32, u32)> {
        let mut bits = cards;
        let mut top: Option<(u32, u32)> = None;
        while bits != 0 {
            let bit = bits.trailing_zeros();
            bits &= bits - 1;
            let key = p.key_of(bit, led);
            if top.is_none_or(|(k, _)| key > k) {
                top = Some((key, bit));
            }
        }
        top
    };
    let sure = if winner & 1 == seat & 1 && !p.can_beat(next, led, win_key) {
        // The partner's card holds (third hand, the last opponent to play cannot beat it).
        (pos == 2).then_some(win_bit)
    } else {
        None
    };
    let sure = sure.or_else(|| {
        // A card of this hand that the opponent after it cannot beat.
        best(legal)
            .filter(|&(key, _)| key > win_key && !p.can_beat(next, led, key))
            .map(|(_, bit)| bit)
    });
    let sure = sure.or_else(|| {
        // Second hand: the partner, last to play, has a card the opponent between
        // cannot beat.
        if pos != 1 {
            return None;
        }
        let partner = (seat + 2) & 3;
        best(p.legal(p.hands[partner], led))
            .filter(|&(key, _)| key > win_key && !p.can_beat(next, led, key))
            .map(|(_, bit)| bit)
    });
    sure.map(|bit| (maximizing, 1u64 << bit))
}
