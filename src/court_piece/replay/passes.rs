//! Satat's passes (step 5 of the module docs): after a kot each player of the losing party
//! passes one card to the player before them and receives one back; after a bavney, two.
//! Trumps go first, then the highest ranks; the cards passed back may not empty a plain suit.

use super::decisions::{Context, Decisions};
use super::engine::Engine;
use crate::cards::{CardSet, Suit};
use crate::court_piece::trick::{SUIT_MASKS, special_two};
use crate::court_piece::violation::{
    Decision, Violation, ViolationCode, pretty, pretty_list, suit_name,
};

impl Engine<'_> {
    /// Judges and applies Satat's passes.
    pub(super) fn passes(&mut self, d: &Decisions, ctx: &Context) -> Option<()> {
        let rules = self.rules;
        let given = d.passes.as_deref().unwrap_or(&[]);
        let due = match ctx.previous {
            Some(p) if rules.kot_passes && p.bavney => Some((p.party, 2)),
            Some(p) if rules.kot_passes && p.kot => Some((p.party, 1)),
            _ => None,
        };
        let wrong = |at, seat: usize, message: String| {
            Violation::new(ViolationCode::PassWrongCount, at, message).seat(seat)
        };
        let Some((kot_party, count)) = due else {
            if let Some(p) = given.first() {
                self.violate(wrong(
                    Decision::Pass { index: 0 },
                    p.seat,
                    "no passes are due: passes follow a kot or bavney in the previous deal".into(),
                ));
                return None;
            }
            return Some(());
        };
        let n = self.n;
        let trump = self.trump;
        // The 2♥ as Satat's top trump: a trump, yet never required of a passer nor counted
        // in the plain hearts.
        let two_of_hearts_bit = special_two(self.two_of_hearts, trump);
        let trump_mask = trump.map_or(0, |t| SUIT_MASKS[t as usize]) | two_of_hearts_bit;
        let mut done = [false; 4];
        let mut moves = Vec::with_capacity(given.len());
        for (index, pass) in given.iter().enumerate() {
            let at = Decision::Pass { index };
            let passer = pass.seat;
            let receiver = (passer + n - 1) % n;
            if rules.party(passer) == kot_party {
                self.violate(wrong(
                    at,
                    passer,
                    format!(
                        "player {passer} is of the party that made the kot, and passes nothing"
                    ),
                ));
                return None;
            }
            if std::mem::replace(&mut done[passer], true) {
                self.violate(wrong(at, passer, format!("player {passer} passes twice")));
                return None;
            }
            let cards: CardSet = pass.cards.iter().copied().collect();
            let returned: CardSet = pass.returned.iter().copied().collect();
            if pass.cards.len() != count
                || pass.returned.len() != count
                || cards.len() != count
                || returned.len() != count
            {
                self.violate(wrong(
                    at,
                    passer,
                    format!(
                        "after a {} each losing player passes {count} distinct card{} and receives as many back",
                        if count == 2 { "bavney" } else { "kot" },
                        if count == 2 { "s" } else { "" }
                    ),
                ));
                return None;
            }
            let passer_hand = self.hands[passer];
            let receiver_hand = self.hands[receiver];
            if let Some(card) = cards.difference(passer_hand).iter().next() {
                self.violate(
                    Violation::new(
                        ViolationCode::CardNotHeld,
                        at,
                        format!("player {passer} does not hold {} to pass", pretty(card)),
                    )
                    .seat(passer)
                    .card(card),
                );
                return None;
            }
            if let Some(card) = returned.difference(receiver_hand).iter().next() {
                self.violate(
                    Violation::new(
                        ViolationCode::CardNotHeld,
                        at,
                        format!(
                            "player {receiver} does not hold {} to pass back",
                            pretty(card)
                        ),
                    )
                    .seat(receiver)
                    .card(card),
                );
                return None;
            }
            // Trumps as far as held (the 2♥ never required), then the highest ranks.
            let required_trumps =
                CardSet::from_bits(passer_hand.bits() & trump_mask & !two_of_hearts_bit);
            let plain_passed = CardSet::from_bits(cards.bits() & !trump_mask);
            if let Some(card) = plain_passed.iter().next_back()
                && !required_trumps.is_subset(cards)
            {
                let left = required_trumps.difference(cards);
                self.violate(
                    Violation::new(
                        ViolationCode::PassMustBeTrump,
                        at,
                        format!(
                            "a losing player passes trumps while holding any: player {passer} passes {} and keeps {}",
                            pretty(card),
                            pretty_list(left)
                        ),
                    )
                    .seat(passer)
                    .card(card),
                );
                return None;
            }
            let plain_kept = CardSet::from_bits(passer_hand.bits() & !trump_mask & !cards.bits());
            if let (Some(lowest), Some(highest_kept)) =
                (plain_passed.iter().next(), plain_kept.iter().next_back())
            {
                let lowest_rank = plain_passed
                    .iter()
                    .map(|c| c.rank())
                    .min()
                    .unwrap_or(lowest.rank());
                let lowest = plain_passed
                    .iter()
                    .find(|c| c.rank() == lowest_rank)
                    .unwrap_or(lowest);
                let top = plain_kept
                    .iter()
                    .map(|c| c.rank())
                    .max()
                    .unwrap_or(highest_kept.rank());
                if top > lowest_rank {
                    let higher =
                        CardSet::from_bits(plain_kept.bits() & (0b1111u64 << (top.index() * 4)));
                    self.violate(
                        Violation::new(
                            ViolationCode::PassMustBeHighest,
                            at,
                            format!(
                                "without trumps a losing player passes the highest-ranking cards: player {passer} passes {} and keeps {}",
                                pretty(lowest),
                                pretty_list(higher)
                            ),
                        )
                        .seat(passer)
                        .card(lowest),
                    );
                    return None;
                }
            }
            // The cards passed back may not be every card of a plain suit.
            for suit in Suit::ALL {
                if Some(suit) == trump {
                    continue;
                }
                let held = receiver_hand.bits() & SUIT_MASKS[suit as usize] & !two_of_hearts_bit;
                if held != 0 && held & !returned.bits() == 0 {
                    self.violate(
                        Violation::new(
                            ViolationCode::PassEmptiesSuit,
                            at,
                            format!(
                                "the cards passed back may not be every card of a plain suit: player {receiver} would give away all their {} ({})",
                                suit_name(suit),
                                pretty_list(CardSet::from_bits(held))
                            ),
                        )
                        .seat(receiver),
                    );
                    return None;
                }
            }
            moves.push((passer, receiver, cards, returned));
        }
        for seat in (0..n).filter(|&s| rules.party(s) != kot_party) {
            if !done[seat] {
                self.violate(wrong(
                    Decision::Passes,
                    seat,
                    format!(
                        "player {seat} lost the kot and must pass {count} card{}",
                        if count == 2 { "s" } else { "" }
                    ),
                ));
                return None;
            }
        }
        for (passer, receiver, cards, returned) in moves {
            self.hands[passer] = self.hands[passer].difference(cards).union(returned);
            self.hands[receiver] = self.hands[receiver].difference(returned).union(cards);
        }
        Some(())
    }
}
