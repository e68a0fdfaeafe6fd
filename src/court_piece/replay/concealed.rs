//! Concealed trumps (`trump: concealed`, Trup kasiet and Dabba Rang) in the play: the few
//! points where the one play loop (`play.rs`) asks a question whose answer differs while
//! trumps are unknown, and what the outcome says about them. The bids and the face-down card
//! are calls (`calls.rs`); a bid deal's end is `end.rs`'s.
//!
//! The arbiter always knows trumps (the request names the face-down card), so follow suit is
//! judged with the true trumps from the first trick; what changes while they are concealed:
//! - the chooser's hand: the face-down card is out of it until revealed, or played by
//!   necessity when nothing else is left;
//! - which cards are legal: an asker must trump, and the 2♥ played while trumps are unknown
//!   frees the players after it;
//! - requests for trumps (`reveal: on-demand`), and the inference (`reveal: inferred`);
//! - who wins a trick that ends with trumps concealed (`before_reveal`), and whether it is
//!   credited now or held until the reveal (`unrevealed: heap`);
//! - what each seat may know (`view.rs`).

use super::decisions::Decisions;
use super::engine::{Engine, Phase, seat_after};
use super::face_down::FaceDown;
use super::outcome::{Concealment, Revealed, RevealedBy};
use crate::cards::{Card, CardSet, Suit};
use crate::court_piece::rules::{BeforeReveal, Reveal, Unrevealed};
use crate::court_piece::trick::{TWO_OF_HEARTS, TrickState, following, trick_winner};
use crate::court_piece::violation::{Decision, Violation, ViolationCode, pretty_list, suit_name};

/// The suits (bit `suit`) under which a finished trick has the winner it had.
pub(crate) fn consistent_suits(cards: &[Card], best: usize, two_of_hearts: bool) -> u8 {
    Suit::ALL
        .into_iter()
        .filter(|&t| {
            trick_winner(cards, Some(t), two_of_hearts, false).map(|w| w.index) == Some(best)
        })
        .fold(0, |mask, t| mask | 1 << t as u8)
}

impl Engine<'_> {
    /// Before the first card: the face-down card is out of the chooser's hand.
    pub(super) fn set_face_down(&mut self) {
        if let Some(f) = self.face
            && let (Some(chooser), Some(card)) = (f.chooser, f.card)
        {
            self.visible[chooser].remove(card);
        }
    }

    /// After `card`: the 2♥ played while trumps are unknown frees the players after it.
    #[inline]
    pub(super) fn free_after_two_of_hearts(&mut self, card: Card) {
        if self.two_of_hearts
            && card == TWO_OF_HEARTS
            && let Some(f) = &mut self.face
            && !f.known
        {
            f.freed = true;
        }
    }

    /// The chooser's turn with only the face-down card left: it is shown and played.
    pub(super) fn necessity(&mut self, seat: usize) {
        let trick = self.tricks.len() + 1;
        let Some(f) = &mut self.face else { return };
        if f.known || f.chooser != Some(seat) || !self.visible[seat].is_empty() {
            return;
        }
        if let Some(card) = f.card {
            self.visible[seat].insert(card);
        }
        f.known = true;
        f.shown = true;
        f.revealed = Some(Revealed {
            trick,
            by: RevealedBy::Necessity,
            seat: None,
        });
    }

    /// What `seat` may play now under concealed trumps, the `j`-th card of the trick
    /// `state`: the asker must trump if able, the 2♥ frees the players after it.
    pub(super) fn concealed_legal(&self, seat: usize, j: usize, state: &TrickState) -> CardSet {
        let hand = self.visible[seat];
        let Some(f) = self.face.filter(|_| j > 0) else {
            return hand;
        };
        if f.asker == Some(seat) {
            let trumps = hand.intersection(self.trump_cards());
            return if trumps.is_empty() { hand } else { trumps };
        }
        if f.freed {
            return hand;
        }
        state.legal(hand)
    }

    /// A request for trumps by the player whose turn it is, at `at` in the wire's `plays`.
    /// Returns whether the replay goes on.
    #[cold]
    #[inline(never)]
    pub(super) fn ask(&mut self, at: usize) -> bool {
        let trick = self.tricks.len() + 1;
        let seat = seat_after(self.leader, self.len, self.n);
        let Some(f) = self.face else {
            // Asking for trumps is for concealed trumps only.
            let message = "trumps are not concealed under these rules: there is nothing to ask for";
            self.violate(
                Violation::new(
                    ViolationCode::RevealNotAllowed,
                    Decision::Reveal,
                    message.into(),
                )
                .seat(seat)
                .play(at, trick),
            );
            return false;
        };
        let chooser = f.chooser.unwrap_or(self.caller);
        let problem = if self.rules.reveal != Some(Reveal::OnDemand) {
            Some("these rules have no asking for trumps (reveal is not on-demand)".to_owned())
        } else if self.phase == Phase::Over {
            Some("the deal is over".to_owned())
        } else if f.known {
            Some("trumps are known already".to_owned())
        } else if self.len == 0 {
            Some(format!(
                "player {seat} leads this trick, and the leader cannot ask for trumps"
            ))
        } else if self.rules.party(seat) == self.rules.party(chooser) {
            Some(format!(
                "player {seat} is of the chooser's party: only the other party asks for trumps"
            ))
        } else if !following(
            self.visible[seat],
            self.state.led,
            self.trump,
            self.two_of_hearts,
        )
        .is_empty()
        {
            Some(format!(
                "player {seat} can follow {}: only a player who cannot follow asks for trumps",
                suit_name(self.state.led)
            ))
        } else {
            None
        };
        if let Some(message) = problem {
            self.violate(
                Violation::new(ViolationCode::RevealNotAllowed, Decision::Reveal, message)
                    .seat(seat)
                    .play(at, trick),
            );
            return false;
        }
        if let Some(f) = &mut self.face {
            if let Some(card) = f.card {
                self.visible[chooser].insert(card);
            }
            f.known = true;
            f.shown = true;
            f.asker = Some(seat);
            f.revealed = Some(Revealed {
                trick,
                by: RevealedBy::Request,
                seat: Some(seat),
            });
        }
        true
    }

    /// The violation of a card that may not be played under concealed trumps.
    #[cold]
    pub(super) fn illegal_concealed(
        &mut self,
        at: usize,
        seat: usize,
        card: Card,
        legal: CardSet,
        led: Option<Suit>,
    ) {
        let asker = self.face.and_then(|f| f.asker) == Some(seat);
        if asker && self.visible[seat].contains(card) {
            let trick = self.tricks.len() + 1;
            self.legal = Some(legal);
            let v = Violation::new(
                ViolationCode::MustFollowSuit,
                Decision::Play,
                format!(
                    "having asked for trumps, player {seat} must play a trump: you hold {}",
                    pretty_list(legal)
                ),
            );
            self.violate(v.seat(seat).card(card).play(at, trick));
        } else {
            self.illegal_card(at, seat, card, legal, led, self.trump);
        }
    }

    /// The winner of a finished trick (its index in the trick) and the winning card: under
    /// `before_reveal: suit-led-wins` no card cuts in a trick that ends with trumps concealed.
    pub(super) fn concealed_winner(
        &self,
        f: &FaceDown,
        cards: &[Card],
        state: &TrickState,
    ) -> (usize, Card) {
        let suit_led = !f.known && self.rules.before_reveal == Some(BeforeReveal::SuitLedWins);
        let by_suit_led = suit_led
            .then(|| trick_winner(cards, None, false, false))
            .flatten();
        by_suit_led.map_or((state.best, state.best_card), |w| (w.index, w.card))
    }

    /// At the end of trick `t` under concealed trumps: the inference (`reveal: inferred`: one
    /// suit alone consistent with every trick's winner), and the asker and the 2♥'s freedom
    /// end with the trick.
    pub(super) fn infer(&mut self, t: usize, cards: &[Card], state: &TrickState) {
        let Some(mut f) = self.face else { return };
        if self.rules.reveal == Some(Reveal::Inferred) && !f.known {
            f.candidates &= consistent_suits(cards, state.best, self.two_of_hearts);
            if f.candidates.count_ones() == 1 {
                f.known = true;
                f.revealed = Some(Revealed {
                    trick: t,
                    by: RevealedBy::Inference,
                    seat: None,
                });
                if let (Some(chooser), Some(card)) = (f.chooser, f.card) {
                    self.visible[chooser].insert(card);
                }
            }
        }
        f.asker = None;
        f.freed = false;
        self.face = Some(f);
    }

    /// Trick `t`, won by `party`, without a heap: held until the reveal (`unrevealed: heap`),
    /// collected with the held ones by the trick that reveals trumps, or credited now. What
    /// was collected, if anything.
    pub(super) fn credit_concealed(&mut self, t: usize, party: usize) -> Option<(u8, u8)> {
        let heap_until_known = self.rules.unrevealed == Some(Unrevealed::Heap);
        let f = self.face.as_mut()?;
        if heap_until_known && !f.known {
            f.pending += 1;
            None
        } else if heap_until_known && f.revealed.is_some_and(|r| r.trick == t) {
            let tricks = f.pending + 1;
            f.pending = 0;
            self.wins[party] += tricks;
            Some((party as u8, tricks))
        } else {
            self.wins[party] += 1;
            None
        }
    }

    /// What the outcome says about concealed trumps.
    #[cold]
    pub(super) fn concealment(&self, d: &Decisions) -> Option<Box<Concealment>> {
        let f = self.face?;
        let inferred = self.rules.reveal == Some(Reveal::Inferred);
        Some(Box::new(Concealment {
            chooser: f.chooser.filter(|_| !self.redealt),
            trump_card: f.card,
            bids: d.bids.clone().filter(|_| self.rules.bidding.is_some()),
            bid: f.bid,
            revealed: f.revealed,
            candidates: (inferred && f.card.is_some()).then_some(f.candidates),
            shown: f.shown,
        }))
    }
}
