//! The order in which the second, third and fourth hands try their cards, after DDS 2.9.0
//! (Bo Haglund and Søren Hein, `Moves.cpp`, Apache 2.0): its trump-game weights
//! `WeightAllocTrumpNotvoid1`, `…Void1`, `…Notvoid2`, `…Void2`, `WeightAllocCombinedNotvoid3`
//! and `WeightAllocTrumpVoid3`, rule by rule. Higher weights are tried first. Only the order
//! depends on them, never an answer. Satat's 2♥ weighs as the trump above the ace (DDS rank
//! 15), and a hand whose only trump it is counts as void when trumps are led.
//!
//! Ranks are DDS's (two = 2 … ace = 14), so that the constants weigh as they do there; a
//! suit's cards compare as DDS's masks do (the higher mask holds the higher top card).

use crate::court_piece::analysis::lanes::lane_mask;

/// A trick in progress, as the weights read it.
pub(crate) struct TrickSoFar<'a> {
    /// Each seat's cards.
    pub hands: &'a [u64; 4],
    /// Every card still held or on the table (DDS's suits before the trick).
    pub all: u64,
    pub trump: usize,
    /// Satat's 2♥ (its bit, the trump lane's rank 13), or 0: a trump above the ace that
    /// does not oblige its holder to follow trumps.
    pub special: u64,
    /// The seat that led, and the lead card's bit.
    pub leader: usize,
    pub lead: u32,
    /// The card winning so far and the seat that played it.
    pub win: u32,
    pub winner: usize,
    /// The hand to play: second (1), third (2) or fourth (3).
    pub pos: usize,
}

/// DDS's rank of a card bit (2 … 14).
fn rank(bit: u32) -> i32 {
    (bit & 15) as i32 + 2
}

/// The highest and lowest DDS rank in a set of one lane's cards, 0 when empty.
fn highest(cards: u64) -> i32 {
    if cards == 0 {
        0
    } else {
        rank(63 - cards.leading_zeros())
    }
}

fn lowest(cards: u64) -> i32 {
    if cards == 0 {
        0
    } else {
        rank(cards.trailing_zeros())
    }
}

impl TrickSoFar<'_> {
    fn seat(&self, rel: usize) -> usize {
        (self.leader + rel) & 3
    }

    /// `seat`'s cards of `lane`, shifted down to DDS's mask (comparable between seats).
    fn suit(&self, seat: usize, lane: usize) -> u64 {
        (self.hands[seat] & lane_mask(lane)) >> (16 * lane)
    }

    fn len(&self, seat: usize, lane: usize) -> u32 {
        self.suit(seat, lane).count_ones()
    }

    fn led(&self) -> usize {
        (self.lead >> 4) as usize
    }

    /// The relative rank of `bit` among the cards of its lane in play (1 for the highest).
    fn rel_rank(&self, bit: u32) -> i32 {
        ((self.all & lane_mask((bit >> 4) as usize)) >> bit).count_ones() as i32
    }

    /// The seat holding the second-highest card of `lane` in play (none when that card is
    /// on the table).
    fn second_holder(&self, lane: usize) -> Option<usize> {
        let mut cards = self.all & lane_mask(lane);
        if cards == 0 {
            return None;
        }
        cards &= !(1u64 << (63 - cards.leading_zeros()));
        if cards == 0 {
            return None;
        }
        let bit = 63 - cards.leading_zeros();
        (0..4).find(|&h| self.hands[h] >> bit & 1 == 1)
    }

    /// Whether the card winning so far is a trump.
    fn win_is_trump(&self) -> bool {
        (self.win >> 4) as usize == self.trump
    }

    /// The winner so far, relative to the leader (DDS's `high`).
    fn high(&self) -> usize {
        (self.winner + 4 - self.leader) & 3
    }

    /// `(suit length << 6) / d`: DDS's preference for discarding from long suits.
    fn length_bonus(&self, seat: usize, lane: usize, d: i32) -> i32 {
        ((self.len(seat, lane) as i32) << 6) / d
    }

    /// DDS's "do not pitch from Kx": the seat holds two cards of `lane`, one the second best.
    fn guards_king(&self, seat: usize, lane: usize) -> bool {
        self.len(seat, lane) == 2 && self.second_holder(lane) == Some(seat)
    }

    /// The weights of `moves` (the lowest card of each run, `runs[i]` the run's length),
    /// for the hand to play, who holds them.
    #[inline]
    pub fn weights(&self, moves: &[u8], runs: &[u32], weights: &mut [i32]) {
        let seat = self.seat(self.pos);
        let follows = self.hands[seat] & lane_mask(self.led()) & !self.special != 0;
        match (self.pos, follows) {
            (1, true) => self.second_follows(moves, runs, weights),
            (1, false) => self.second_void(moves, weights),
            (2, true) => self.third_follows(moves, weights),
            (2, false) => self.third_void(moves, weights),
            (_, true) => self.fourth_follows(moves, weights),
            (_, false) => self.fourth_void(moves, weights),
        }
    }

    /// `WeightAllocTrumpNotvoid1`.
    #[inline]
    fn second_follows(&self, moves: &[u8], runs: &[u32], weights: &mut [i32]) {
        let (led, trump) = (self.led(), self.trump);
        let (third, fourth) = (self.seat(2), self.seat(3));
        let max3rd = highest(self.suit(third, led));
        let maxpd = highest(self.suit(fourth, led));
        let min3rd = lowest(self.suit(third, led));
        let minpd = lowest(self.suit(fourth, led));
        let lead = rank(self.lead);
        let fourth_overruffs = self.suit(fourth, trump) > self.suit(third, trump);
        let third_cannot_ruff = max3rd != 0 || self.len(third, trump) == 0;
        for ((w, &bit), &run) in weights.iter_mut().zip(moves).zip(runs) {
            let bit = u32::from(bit);
            let r = rank(bit);
            let r_rank = self.rel_rank(bit);
            let wins = if led == trump {
                (maxpd > lead && maxpd > max3rd) || (r > lead && r > max3rd)
            } else if r > lead && r > max3rd {
                third_cannot_ruff
                    || (maxpd == 0 && self.len(fourth, trump) != 0 && fourth_overruffs)
            } else if maxpd > lead && maxpd > max3rd {
                third_cannot_ruff
            } else if lead > maxpd && lead > max3rd && lead > r {
                maxpd == 0
                    && self.len(fourth, trump) != 0
                    && (third_cannot_ruff || fourth_overruffs)
            } else {
                maxpd == 0 && self.len(fourth, trump) != 0
            };
            *w = if wins {
                if min3rd > r {
                    // The partner must be winning: we cannot.
                    40 + r_rank
                } else if maxpd > lead && self.suit(self.leader, led) > self.suit(fourth, led) {
                    41 + r_rank
                } else if r > lead {
                    if r < maxpd {
                        78 - r
                    } else if r > max3rd {
                        73 - r
                    } else if run > 1 {
                        62 - r
                    } else {
                        49 - r
                    }
                } else if maxpd > 0 {
                    47 - r
                } else {
                    40 - r
                }
            } else if r < min3rd || r < minpd {
                // Beaten anyway.
                -9 + r_rank
            } else if r < lead {
                -16 + r_rank
            } else if run > 1 {
                // May set up a winner.
                22 - r
            } else {
                10 - r
            };
        }
    }

    /// `WeightAllocTrumpVoid1`: the second hand cannot follow.
    #[inline]
    fn second_void(&self, moves: &[u8], weights: &mut [i32]) {
        let (led, trump) = (self.led(), self.trump);
        let (seat, third, fourth) = (self.seat(1), self.seat(2), self.seat(3));
        let lead_mask = 1u64 << (self.lead & 15);
        // The fourth hand (the partner) beats the lead and the third hand in the suit led.
        let partner_tops = self.suit(fourth, led) > (self.suit(third, led) | lead_mask);
        for (w, &bit) in weights.iter_mut().zip(moves) {
            let bit = u32::from(bit);
            let lane = (bit >> 4) as usize;
            let r = rank(bit);
            let pitch = |w44: bool| -> i32 {
                if w44 {
                    self.length_bonus(seat, lane, 44)
                } else {
                    self.length_bonus(seat, lane, 36)
                        - if self.guards_king(seat, lane) { 4 } else { 0 }
                }
            };
            *w = if led == trump {
                -r + pitch(partner_tops)
            } else if lane != trump {
                let add = if self.len(third, led) != 0 {
                    if partner_tops || (self.len(fourth, led) == 0 && self.len(fourth, trump) != 0)
                    {
                        60 + pitch(true)
                    } else {
                        -2 + pitch(false)
                    }
                } else if (self.len(fourth, led) == 0
                    && self.suit(fourth, trump) > self.suit(third, trump))
                    || (self.len(third, trump) == 0 && self.suit(fourth, led) > lead_mask)
                {
                    60 + pitch(true)
                } else {
                    -2 + pitch(false)
                };
                -r + add
            } else if self.len(third, led) != 0
                || (self.len(fourth, led) == 0
                    && self.len(fourth, trump) != 0
                    && self.suit(fourth, trump) > self.suit(third, trump))
            {
                // We ruff and the third hand follows, or the partner overruffs it.
                24 - r + pitch(true)
            } else if (1u64 << (bit & 15)) > self.suit(third, trump) {
                // Our ruff beats the third hand's trumps.
                24 - r + pitch(true)
            } else {
                // Overruffed: make the trick cost them.
                15 - r + pitch(false)
            };
        }
    }

    /// The card of `moves` that forces out the fourth hand's top card as cheaply as
    /// possible (DDS's `RankForcesAce`), given the card winning so far.
    #[inline]
    fn forces_ace(&self, moves: &[u8]) -> Option<usize> {
        let led = self.led();
        let fourth = self.seat(3);
        let cards = self.hands[fourth] & lane_mask(led);
        let present = self.all & lane_mask(led);
        // The fourth hand's top run, then the highest of its other cards.
        let mut top = 63 - cards.leading_zeros();
        loop {
            let below = present & ((1u64 << top) - 1);
            if below == 0 || cards >> (63 - below.leading_zeros()) & 1 == 0 {
                break;
            }
            top = 63 - below.leading_zeros();
        }
        let rest = cards & ((1u64 << top) - 1);
        if rest == 0 {
            return None;
        }
        let second = rank(63 - rest.leading_zeros());
        let to_beat = if second > rank(self.win) {
            second
        } else if self.high() == 1 {
            rank(self.win)
        } else {
            return None;
        };
        // The lowest of our cards above `to_beat`.
        moves
            .iter()
            .enumerate()
            .filter(|&(_, &b)| rank(u32::from(b)) > to_beat)
            .min_by_key(|&(_, &b)| b)
            .map(|(i, _)| i)
    }

    /// `WeightAllocTrumpNotvoid2`: the third hand follows suit.
    #[inline]
    fn third_follows(&self, moves: &[u8], weights: &mut [i32]) {
        let (led, trump) = (self.led(), self.trump);
        let cards4th = self.suit(self.seat(3), led);
        let (max4th, min4th) = (highest(cards4th), lowest(cards4th));
        let max3rd = moves.iter().map(|&b| rank(u32::from(b))).max().unwrap_or(0);
        let (lead, win) = (rank(self.lead), rank(self.win));
        let low = |weights: &mut [i32]| {
            for (w, &b) in weights.iter_mut().zip(moves) {
                *w = -rank(u32::from(b));
            }
        };
        let above = |weights: &mut [i32], bonus: i32, over: i32| {
            for (w, &b) in weights.iter_mut().zip(moves) {
                let r = rank(u32::from(b));
                *w = if r > max4th && r > over {
                    bonus - r
                } else {
                    -r
                };
            }
        };
        let too_low = max3rd < min4th || max3rd < win;
        let force = |weights: &mut [i32]| {
            if let Some(k) = self.forces_ace(moves) {
                weights[k] += 20;
            }
        };
        if led == trump {
            if self.high() == 0 && lead > max4th || too_low {
                low(weights);
            } else if max3rd > max4th {
                above(weights, 58, win);
            } else {
                low(weights);
                force(weights);
            }
        } else if self.win_is_trump() {
            // The second hand ruffed; we follow.
            low(weights);
        } else if self.high() == 0 {
            // The partner is winning so far.
            if max4th == 0 || lead > max4th || too_low {
                low(weights);
            } else if max3rd > max4th {
                above(weights, 58, 0);
            } else {
                above(weights, 60, win);
                force(weights);
            }
        } else if max4th == 0 {
            // The second hand is winning; the fourth ruffs or not: beat the second.
            for (w, &b) in weights.iter_mut().zip(moves) {
                let r = rank(u32::from(b));
                *w = if r > win { 20 - r } else { -r };
            }
        } else if too_low {
            low(weights);
        } else if max3rd > max4th {
            above(weights, 58, win);
        } else {
            above(weights, 60, win);
            force(weights);
        }
    }

    /// `WeightAllocTrumpVoid2`: the third hand cannot follow.
    #[inline]
    fn third_void(&self, moves: &[u8], weights: &mut [i32]) {
        let (led, trump) = (self.led(), self.trump);
        let (seat, fourth) = (self.seat(2), self.seat(3));
        let max4th = highest(self.suit(fourth, led));
        let lead = rank(self.lead);
        for (w, &bit) in weights.iter_mut().zip(moves) {
            let bit = u32::from(bit);
            let lane = (bit >> 4) as usize;
            let r = rank(bit);
            let over_fourth = (1u64 << (bit & 15)) > self.suit(fourth, trump);
            *w = if led == trump || lane != trump {
                // Discard small from a long suit.
                -r + self.length_bonus(seat, lane, 40)
            } else if self.high() == 0
                && lead > max4th
                && (max4th != 0 || self.len(fourth, trump) == 0)
            {
                // Do not ruff the partner's sure winner.
                -r - 50
            } else if self.win_is_trump() && r < rank(self.win) {
                // Do not underruff.
                -32 + self.rel_rank(bit) + self.length_bonus(seat, lane, 40)
            } else {
                let add = self.length_bonus(seat, lane, 50);
                if self.high() == 0 {
                    if max4th != 0 {
                        if self.second_holder(led) == Some(self.leader) {
                            36 - r + add
                        } else {
                            48 - r + add
                        }
                    } else if over_fourth {
                        48 - r + add
                    } else {
                        -12 - r + add
                    }
                } else if max4th != 0 {
                    72 - r + add
                } else if over_fourth {
                    48 - r + add
                } else {
                    36 - r + add
                }
            };
        }
    }

    /// `WeightAllocCombinedNotvoid3`: the fourth hand follows suit.
    #[inline]
    fn fourth_follows(&self, moves: &[u8], weights: &mut [i32]) {
        let low = self.high() == 1 || (self.led() != self.trump && self.win_is_trump());
        for (w, &b) in weights.iter_mut().zip(moves) {
            let r = rank(u32::from(b));
            *w = if !low && r > rank(self.win) {
                30 - r
            } else {
                -r
            };
        }
    }

    /// `WeightAllocTrumpVoid3`: the fourth hand cannot follow.
    fn fourth_void(&self, moves: &[u8], weights: &mut [i32]) {
        let seat = self.seat(3);
        for (w, &bit) in weights.iter_mut().zip(moves) {
            let bit = u32::from(bit);
            let lane = (bit >> 4) as usize;
            let r = rank(bit);
            let mut val = self.length_bonus(seat, lane, 24);
            if self.guards_king(seat, lane) {
                val -= 2;
            }
            let trump = lane == self.trump;
            *w = if self.led() == self.trump {
                -r + val
            } else if self.high() == 1 {
                // The partner is winning: do not ruff; discard from a long suit.
                if trump { 2 - r + val } else { 25 - r + val }
            } else if self.win_is_trump() {
                if !trump {
                    14 - r + val
                } else if r > rank(self.win) {
                    33 + self.rel_rank(bit)
                } else {
                    -13 + self.rel_rank(bit)
                }
            } else if trump {
                33 + self.rel_rank(bit)
            } else {
                14 - r + val
            };
        }
    }
}

#[cfg(test)]
mod tests {
    //! Cases worked by hand: which card each hand tries first.
    use super::*;
    use crate::cards::Card;

    /// The lanes' bits of `text` (cards such as `"As Kd"`).
    fn bits(text: &str) -> u64 {
        text.split_whitespace()
            .map(|c| c.parse::<Card>().unwrap())
            .fold(0, |b, c| {
                b | 1 << (c.suit() as u32 * 16 + u32::from(c.rank().index()))
            })
    }

    /// The card of `moves` tried first for the hand at `pos` of a trick led by seat 0,
    /// hearts trumps, with `table` on the table (in play order).
    fn first(hands: [&str; 4], table: &[&str], moves: &[&str]) -> String {
        first_with(0, hands, table, moves)
    }

    /// Satat's 2♥: the hearts lane's rank 13, named `"2h"` in the hands of [`first_satat`].
    const SPECIAL: u32 = 2 * 16 + 13;

    /// [`first`] under Satat: `"2h"` is the 2♥ above the ace of trumps.
    fn first_satat(hands: [&str; 4], table: &[&str], moves: &[&str]) -> String {
        first_with(1 << SPECIAL, hands, table, moves)
    }

    fn first_with(special: u64, hands: [&str; 4], table: &[&str], moves: &[&str]) -> String {
        let satat = |b: u64| {
            if special != 0 && b & bits("2h") != 0 {
                b & !bits("2h") | special
            } else {
                b
            }
        };
        let bit = |c: &str| satat(bits(c)).trailing_zeros();
        let mut hands = hands.map(|h| satat(bits(h)));
        let played: Vec<u32> = table.iter().map(|c| bit(c)).collect();
        let all = hands.iter().fold(0, |a, h| a | h) | played.iter().fold(0, |a, b| a | 1 << b);
        // The winner so far: the highest trump, else the highest card of the suit led.
        let key = |b: u32| {
            let lane = b >> 4;
            (if lane == 2 {
                32
            } else if lane == played[0] >> 4 {
                16
            } else {
                0
            }) + (b & 15)
        };
        let (winner, &win) = played
            .iter()
            .enumerate()
            .max_by_key(|&(_, &b)| key(b))
            .unwrap();
        for (seat, &b) in played.iter().enumerate() {
            hands[seat] &= !(1u64 << b);
        }
        let trick = TrickSoFar {
            hands: &hands,
            all,
            trump: 2,
            special,
            leader: 0,
            lead: played[0],
            win,
            winner,
            pos: played.len(),
        };
        let moves: Vec<u8> = moves.iter().map(|c| bit(c) as u8).collect();
        let runs = vec![1; moves.len()];
        let mut weights = vec![0; moves.len()];
        trick.weights(&moves, &runs, &mut weights);
        let best = (0..moves.len()).max_by_key(|&i| weights[i]).unwrap();
        let b = u32::from(moves[best]);
        if 1u64 << b == special {
            return "2h".to_owned();
        }
        Card::new(
            crate::cards::Rank::from_index((b & 15) as u8),
            crate::cards::Suit::ALL[(b >> 4) as usize],
        )
        .to_string()
    }

    #[test]
    fn the_fourth_hand_plays_low_under_its_partners_winner() {
        // Seat 1 (the partner of seat 3) wins with the ace so far: seat 3 follows low.
        let hands = ["2s", "As", "3s", "Ks 4s"];
        assert_eq!(first(hands, &["2s", "As", "3s"], &["4s", "Ks"]), "4s");
    }

    #[test]
    fn the_fourth_hand_wins_as_cheaply_as_it_can() {
        // The opponents' queen wins so far; the king is enough, the ace is not needed.
        let hands = ["Qs", "3s", "2s", "As Ks 4s"];
        assert_eq!(first(hands, &["Qs", "3s", "2s"], &["4s", "Ks", "As"]), "Ks");
    }

    #[test]
    fn the_second_hand_discards_when_its_partner_holds_the_suits_top_card() {
        // Seat 1 is void in spades; its partner (seat 3, last to play) holds the ace, and the
        // third hand follows: discard a club rather than ruff with the heart.
        let hands = ["Ks", "2c 2h", "3s", "As"];
        assert_eq!(first(hands, &["Ks"], &["2c", "2h"]), "2c");
    }

    #[test]
    fn the_third_hand_plays_high_enough_to_force_out_the_ace() {
        // The second hand's 3 wins so far and the fourth holds A Q: the king (above the
        // queen) forces the ace out (DDS's `RankForcesAce`).
        let hands = ["2s", "3s", "Ks Js 5s", "As Qs"];
        assert_eq!(first(hands, &["2s", "3s"], &["5s", "Js", "Ks"]), "Ks");
    }

    #[test]
    fn the_second_hand_wins_with_a_cheaper_card_than_the_two_of_hearts() {
        // Satat, hearts trumps: the ace wins the spade led as surely as the 2♥, and costs
        // less (the 2♥ may take any later trick).
        let hands = ["Ks", "As 2h 3d", "3s", "4s"];
        assert_eq!(first_satat(hands, &["Ks"], &["As", "2h"]), "As");
        // Without the ace, the 2♥ is the card that wins.
        let hands = ["Ks", "Qs 2h 3d", "3s", "4s"];
        assert_eq!(first_satat(hands, &["Ks"], &["Qs", "2h"]), "2h");
    }

    #[test]
    fn a_hand_whose_only_trump_is_the_two_of_hearts_discards_when_trumps_are_led() {
        // Satat, hearts trumps led and won by the partner's ace: the fourth hand holds the
        // 2♥ and no other heart, so it need not follow, and discards as a void hand does,
        // from its long suit (a hand that follows would play its lowest card, the 3♣).
        let hands = ["3h", "Ah", "4h", "2h 3c 9d 8d 7d 6d"];
        let moves = ["3c", "6d", "2h"];
        assert_eq!(first_satat(hands, &["3h", "Ah", "4h"], &moves), "6d");
    }
}
