//! The two-player exchange (step 6 of the module docs): the caller discards 3 cards and the
//! dealer 2, then the two draw in turn from the stock, 21 times, each keeping the top card or
//! the one below it.

use super::decisions::Decisions;
use super::engine::{Engine, Wait};
use crate::cards::{Card, CardSet};
use crate::court_piece::dealing::STOCK_SIZE;
use crate::court_piece::trick::TWO_OF_HEARTS;
use crate::court_piece::violation::{Decision, Violation, ViolationCode, pretty};

impl Engine<'_> {
    /// Judges and applies the two-player discards and draws.
    pub(super) fn exchange(&mut self, d: &Decisions) -> Option<()> {
        let (caller, dealer) = (self.caller, self.dealer);
        let Some(discards) = &d.discards else {
            self.wait = Some(Wait::Exchange);
            return None;
        };
        let invalid = |seat: usize, message: String| {
            Violation::new(ViolationCode::DiscardInvalid, Decision::Discards, message).seat(seat)
        };
        if discards.len() != 2 {
            self.violate(invalid(
                caller,
                format!(
                    "discards are two lists, the caller's 3 cards then the dealer's 2, not {}",
                    discards.len()
                ),
            ));
            return None;
        }
        for (seat, list, count) in [(caller, &discards[0], 3), (dealer, &discards[1], 2)] {
            let set: CardSet = list.iter().copied().collect();
            if list.len() != count || set.len() != count {
                self.violate(invalid(
                    seat,
                    format!(
                        "player {seat} discards {count} distinct cards, not {}",
                        list.len()
                    ),
                ));
                return None;
            }
            if let Some(card) = set.difference(self.hands[seat]).iter().next() {
                self.violate(
                    invalid(
                        seat,
                        format!("player {seat} does not hold {} to discard", pretty(card)),
                    )
                    .card(card),
                );
                return None;
            }
            self.hands[seat] = self.hands[seat].difference(set);
        }
        let draws = d.draws.as_deref().unwrap_or(&[]);
        if draws.len() > STOCK_SIZE / 2 {
            self.violate(
                Violation::new(
                    ViolationCode::DrawsInvalid,
                    Decision::Draws,
                    format!("the stock gives 21 draws, not {}", draws.len()),
                )
                .seat(caller),
            );
            return None;
        }
        for (turn, &keep) in draws.iter().enumerate() {
            let seat = if turn % 2 == 0 { caller } else { dealer };
            let card = self.stock_card(2 * turn + usize::from(!keep));
            self.hands[seat].insert(card);
        }
        if draws.len() < STOCK_SIZE / 2 {
            self.wait = Some(Wait::Exchange);
            return None;
        }
        Some(())
    }

    fn stock_card(&self, i: usize) -> Card {
        self.stock.get(i).copied().unwrap_or(TWO_OF_HEARTS)
    }
}
