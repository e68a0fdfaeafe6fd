//! Concealed trumps (`trump: concealed`, Trup kasiet and Dabba Rang): the bids, the card set
//! face down, the plays while trumps are unknown, their reveal (by inference, on request or
//! by necessity), the tricks kept on a heap until the reveal, and the end of a bid deal.
//!
//! The arbiter always knows trumps (the request names the face-down card), so tricks are
//! decided and follow-suit is judged with the true trumps from the first trick; what changes
//! while they are concealed is the chooser's hand (the face-down card is out of it), the 2♥'s
//! freedom, and what each seat may know (`view.rs`). These deals take their own play loop,
//! so the hot loop of the other presets (`play.rs`) carries none of it.

use super::decisions::Decisions;
use super::engine::{Engine, Phase, Wait, seat_after};
use super::outcome::{Concealment, Revealed, RevealedBy, Trick};
use crate::cards::{Card, CardSet, Suit};
use crate::court_piece::rules::{BeforeReveal, Reveal, Unrevealed};
use crate::court_piece::scoring::ResultKind;
use crate::court_piece::trick::{TWO_OF_HEARTS, TrickState, following, trick_winner};
use crate::court_piece::violation::{
    Decision, Violation, ViolationCode, pretty, pretty_list, suit_name,
};

/// The state of concealed trumps during a replay.
#[derive(Debug, Clone, Copy)]
pub(super) struct FaceDown {
    pub(super) chooser: Option<usize>,
    pub(super) card: Option<Card>,
    pub(super) bid: Option<u8>,
    pub(super) known: bool,
    pub(super) shown: bool,
    pub(super) revealed: Option<Revealed>,
    /// `reveal: inferred`: the suits consistent with every finished trick (bit `suit`).
    pub(super) candidates: u8,
    /// `unrevealed: heap`: tricks finished while trumps were concealed, not collected yet.
    pub(super) pending: u8,
    /// The player who asked for trumps in the trick in progress (must trump if able).
    pub(super) asker: Option<usize>,
    /// The 2♥ was played to the trick in progress while trumps were unknown: the players
    /// after it may play any card.
    pub(super) freed: bool,
}

impl FaceDown {
    pub(super) fn new() -> FaceDown {
        FaceDown {
            chooser: None,
            card: None,
            bid: None,
            known: false,
            shown: false,
            revealed: None,
            candidates: 0b1111,
            pending: 0,
            asker: None,
            freed: false,
        }
    }
}

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
    /// Step 2 under concealed trumps: the bids (with `bidding`), then the card set face down.
    /// `None` when the replay stops there (a violation, a wait, or an all-pass redeal).
    pub(super) fn choose_concealed(&mut self, d: &Decisions) -> Option<()> {
        let rules = self.rules;
        let mut face = FaceDown::new();
        if d.trump.is_some() {
            self.violate(
                Violation::new(
                    ViolationCode::TrumpNotAllowed,
                    Decision::Trump,
                    "trumps are concealed: the chooser sets a card face down (trump_card), and no suit is named".into(),
                )
                .seat(self.caller),
            );
            return None;
        }
        if let Some(bidding) = rules.bidding {
            let Some(bids) = &d.bids else {
                self.face = Some(face);
                if d.trump_card.is_some() || !d.plays.is_empty() {
                    self.violate(
                        Violation::new(
                            ViolationCode::BidInvalid,
                            Decision::Bids,
                            "the bids come first: each player once, from the caller, bids or passes (bids)".into(),
                        )
                        .seat(self.caller),
                    );
                } else {
                    self.wait = Some(Wait::Bids);
                }
                return None;
            };
            let (chooser, bid) = self.judge_bids(bids, bidding.min)?;
            let Some(chooser) = chooser else {
                // Everybody passed: the deal is redealt by the same dealer.
                self.face = Some(face);
                if let Some(card) = d.trump_card {
                    self.violate(
                        Violation::new(
                            ViolationCode::TrumpNotAllowed,
                            Decision::TrumpCard,
                            "everybody passed: the deal is redealt, and nobody sets trumps".into(),
                        )
                        .card(card),
                    );
                    return None;
                }
                self.redealt = true;
                return None;
            };
            face.chooser = Some(chooser);
            face.bid = Some(bid);
            self.leader = chooser;
        } else {
            face.chooser = Some(self.caller);
        }
        self.face = Some(face);
        let chooser = face.chooser.unwrap_or(self.caller);
        let Some(card) = d.trump_card else {
            self.wait = Some(Wait::Trump);
            return None;
        };
        if !self.face_down_choices(chooser).contains(card) {
            let message = if !self.hands[chooser].contains(card) {
                format!(
                    "the chooser (player {chooser}) does not hold {}",
                    pretty(card)
                )
            } else if rules.two_of_hearts && card == TWO_OF_HEARTS {
                "the 2♥ is the highest trump whatever the suit: it cannot be the face-down card"
                    .to_owned()
            } else {
                format!(
                    "the face-down card is one of the caller's first five, and {} is not",
                    pretty(card)
                )
            };
            self.violate(
                Violation::new(ViolationCode::TrumpNotAllowed, Decision::TrumpCard, message)
                    .seat(chooser)
                    .card(card),
            );
            return None;
        }
        self.trump = Some(card.suit());
        if let Some(f) = &mut self.face {
            f.card = Some(card);
        }
        Some(())
    }

    /// The cards `chooser` may set face down: the first five of the caller without bidding
    /// (Trup kasiet; the whole hand when the first five are not known), the hand with it;
    /// never the 2♥ under `two_of_hearts`.
    pub(super) fn face_down_choices(&self, chooser: usize) -> CardSet {
        let mut choices = self.hands[chooser];
        if self.rules.bidding.is_none()
            && let Some(ff) = self.first_five
        {
            choices = choices.intersection(ff[chooser]);
        }
        if self.rules.two_of_hearts {
            choices.remove(TWO_OF_HEARTS);
        }
        choices
    }

    /// The bids, in order from the caller: the highest bidder and the bid (`None` when
    /// everybody passed), or a violation.
    fn judge_bids(&mut self, bids: &[Option<i64>], min: i64) -> Option<(Option<usize>, u8)> {
        let n = self.n;
        let invalid = |at: Decision, seat: usize, message: String| {
            Violation::new(ViolationCode::BidInvalid, at, message).seat(seat)
        };
        if bids.len() != n {
            // The list's length is nobody's bid: it blames no player.
            self.violate(Violation::new(
                ViolationCode::BidInvalid,
                Decision::Bids,
                format!(
                    "the bids are {n}, one per player from the caller (null for a pass), not {}",
                    bids.len()
                ),
            ));
            return None;
        }
        let mut best: Option<(usize, i64)> = None;
        for (index, bid) in bids.iter().enumerate() {
            let seat = seat_after(self.caller, index, n);
            let Some(b) = *bid else { continue };
            let problem = if !(min..=13).contains(&b) {
                Some(format!("player {seat} bid {b}; a bid is from {min} to 13"))
            } else {
                best.filter(|&(_, high)| b <= high).map(|(by, high)| {
                    format!("player {seat} bid {b}; a bid must be above {high}, player {by}'s bid")
                })
            };
            if let Some(message) = problem {
                self.violate(invalid(Decision::Bid { index }, seat, message));
                return None;
            }
            best = Some((seat, b));
        }
        Some(match best {
            Some((seat, b)) => (Some(seat), b as u8),
            None => (None, 0),
        })
    }

    /// Step 7 under concealed trumps: every card (and request for trumps) in order. Indices
    /// in violations are those of the wire's `plays`, requests included.
    pub(super) fn play_concealed(&mut self, d: &Decisions) {
        let Some(face) = self.face else { return };
        let n = self.n;
        if let (Some(chooser), Some(card)) = (face.chooser, face.card) {
            self.visible[chooser].remove(card);
        }
        let mut asked = 0;
        for (i, &card) in d.plays.iter().enumerate() {
            while d.reveals.get(asked) == Some(&i) {
                if !self.ask(i + asked) {
                    return;
                }
                asked += 1;
            }
            let at = i + asked;
            if self.len == 0
                && !matches!(self.phase, Phase::Open | Phase::PlayingOn(_))
                && self.blocked_lead(at, card)
            {
                return;
            }
            let j = self.len;
            let seat = seat_after(self.leader, j, n);
            self.necessity(seat);
            let legal = self.concealed_legal(seat);
            if !legal.contains(card) {
                self.illegal_concealed(at, seat, card, legal);
                return;
            }
            self.take(seat, card, j);
            if j == 0 {
                self.state = TrickState::new(card, self.trump, self.two_of_hearts, false);
            } else {
                self.state.play(j, card);
            }
            if let Some(f) = &mut self.face
                && self.two_of_hearts
                && card == TWO_OF_HEARTS
                && !f.known
            {
                f.freed = true;
            }
            if j + 1 == n {
                self.end_concealed_trick();
                if self.violation.is_some() {
                    return;
                }
            }
        }
        while asked < d.reveals.len() {
            if !self.ask(d.plays.len() + asked) {
                return;
            }
            asked += 1;
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

    /// What `seat` may play now under concealed trumps.
    pub(super) fn concealed_legal(&self, seat: usize) -> CardSet {
        let hand = self.visible[seat];
        let Some(f) = self.face.filter(|_| self.len > 0) else {
            return hand;
        };
        if f.asker == Some(seat) {
            let trumps = hand.intersection(self.trump_cards());
            return if trumps.is_empty() { hand } else { trumps };
        }
        if f.freed {
            return hand;
        }
        self.state.legal(hand)
    }

    /// A request for trumps by the player whose turn it is, at `at` in the wire's `plays`.
    /// Returns whether the replay goes on.
    fn ask(&mut self, at: usize) -> bool {
        let trick = self.tricks.len() + 1;
        let seat = seat_after(self.leader, self.len, self.n);
        let f = self.face.unwrap_or_else(FaceDown::new);
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
    fn illegal_concealed(&mut self, at: usize, seat: usize, card: Card, legal: CardSet) {
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
            let (led, trump) = (Some(self.state.led), self.trump);
            self.illegal_card(at, seat, card, legal, led, trump);
        }
    }

    /// The end of a trick under concealed trumps: the inference, the heap of unrevealed
    /// tricks, and the end of the deal.
    fn end_concealed_trick(&mut self) {
        let n = self.n;
        let t = self.tricks.len() + 1;
        let state = self.state;
        let cards = self.cards;
        let leader = self.leader;
        let Some(mut f) = self.face else { return };
        // Under `suit-led-wins` no card cuts in a trick that ends with trumps concealed.
        let suit_led = !f.known && self.rules.before_reveal == Some(BeforeReveal::SuitLedWins);
        let (best, best_card) = match suit_led {
            true => trick_winner(&cards[..n], None, false, false)
                .map_or((state.best, state.best_card), |w| (w.index, w.card)),
            false => (state.best, state.best_card),
        };
        let winner = seat_after(leader, best, n);
        let party = self.rules.party(winner);
        if self.rules.reveal == Some(Reveal::Inferred) && !f.known {
            f.candidates &= consistent_suits(&cards[..n], state.best, self.two_of_hearts);
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
        let heap_until_known = self.rules.unrevealed == Some(Unrevealed::Heap);
        let collected = if self.heap_rules {
            self.wins[party] += 1;
            self.heap
                .add_trick(t, winner, party, best_card, &cards[..n], None)
        } else if heap_until_known && !f.known {
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
        };
        self.reached[party] = t as u8;
        f.asker = None;
        f.freed = false;
        self.face = Some(f);
        self.len = 0;
        self.leader = winner;
        self.tricks.push(Trick {
            number: t as u8,
            leader: leader as u8,
            cards,
            len: n as u8,
            players: n as u8,
            winner: winner as u8,
            winning_card: Some(best_card),
            trump_set: None,
            collected,
        });
        match f.bid {
            Some(bid) => self.check_bid_end(f, bid),
            None => self.check_end(t, party),
        }
    }

    /// With bidding the deal stops once decided: the bidder's party has its bid, or the
    /// other party more than `13 - bid`.
    fn check_bid_end(&mut self, f: FaceDown, bid: u8) {
        let bidder = self.rules.party(f.chooser.unwrap_or(self.caller));
        let other = 1 - bidder;
        let collected = |p: usize| {
            if self.heap_rules {
                self.heap.collected(2)[p]
            } else {
                self.wins[p]
            }
        };
        let total = self.total as u8;
        if collected(bidder) >= bid {
            self.end_with(bidder, ResultKind::Win);
        } else if collected(other) > total - bid {
            self.end_with(other, ResultKind::Win);
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
