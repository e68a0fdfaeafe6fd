//! The end of a deal: whether a trick ends it (a kot, a win settled early, a failed bavney,
//! the last trick), its result, and the outcome the replay answers with.

use super::decisions::Decisions;
use super::engine::{Engine, Phase, Wait, seat_after};
use super::outcome::{DealOutcome, NO_SEAT, Trick};
use crate::cards::CardSet;
use crate::court_piece::rules::{Count, FailedBavney, TrumpMethod};
use crate::court_piece::scoring::{DealResult, ResultKind, next_turn};
use crate::court_piece::tally::Tally;
use crate::court_piece::trick::legal_cards;

impl Engine<'_> {
    /// Whether the deal ends with trick `t`, won by `party`.
    #[inline]
    pub(super) fn check_end(&mut self, t: usize, party: usize) {
        let rules = self.rules;
        let caller_party = rules.party(self.caller);
        if let Some(changer) = self.changed.map(|c| rules.party(c.seat)) {
            if party != changer {
                self.end_with(caller_party, ResultKind::Kot);
            } else if self.wins[changer] == 7 {
                self.end_with(changer, ResultKind::Kot);
            }
            return;
        }
        if self.heap_rules {
            if t == self.total {
                let (winner, kind) = self.heap.result(rules, self.caller, self.dealer);
                self.end_with(winner, kind);
            }
            return;
        }
        if self.n == 3 {
            if t == 7 && self.wins[party] == 7 {
                self.end_with(party, ResultKind::Kot);
                return;
            }
            let remaining = (self.total - t) as u8;
            let w = self.wins;
            if let Some(p) = (0..3).find(|&p| (0..3).all(|q| q == p || w[p] > w[q] + remaining)) {
                self.end_with(p, ResultKind::Win);
            } else if t == self.total {
                // A tie for most: the tied player who reached that number first.
                let most = w[..3].iter().copied().max().unwrap_or(0);
                let p = (0..3)
                    .filter(|&p| w[p] == most)
                    .min_by_key(|&p| self.reached[p])
                    .unwrap_or(0);
                self.end_with(p, ResultKind::Win);
            }
            return;
        }
        let other = 1 - party.min(1);
        match self.phase {
            Phase::PlayingOn(k) => {
                if party != k {
                    match rules.failed_bavney {
                        FailedBavney::Win => self.end_with(k, ResultKind::Win),
                        FailedBavney::Opponents => self.end_with(1 - k.min(1), ResultKind::Win),
                    }
                } else if t == self.total {
                    self.end_with(k, ResultKind::Bavney);
                }
            }
            // At least seven: tricks kept on a heap until concealed trumps are revealed are
            // counted several at once.
            Phase::Open if self.wins[party] >= 7 => {
                if self.wins[other] == 0 {
                    self.phase = Phase::KotMayPlayOn(party);
                } else {
                    self.end_with(party, ResultKind::Win);
                }
            }
            _ => {}
        }
    }

    /// With bidding the deal stops once decided: the bidder's party has its bid, or the
    /// other party more than `13 - bid`.
    fn check_bid_end(&mut self, bid: u8) {
        let chooser = self.face.and_then(|f| f.chooser);
        let bidder = self.rules.party(chooser.unwrap_or(self.caller));
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

    /// Whether trick `t`, won by `party`, ends a deal whose end is not the usual one: played
    /// through (the solver's replay: after the last trick only), or bid for.
    #[cold]
    pub(super) fn check_rare_end(&mut self, t: usize, party: usize) {
        match self.face.and_then(|f| f.bid) {
            _ if self.play_through => {
                if t == self.total {
                    self.phase = Phase::Over;
                }
            }
            Some(bid) => self.check_bid_end(bid),
            None => self.check_end(t, party),
        }
    }

    pub(super) fn end_with(&mut self, winner: usize, kind: ResultKind) {
        self.phase = Phase::Over;
        self.end = Some((winner, kind));
    }

    /// The outcome of the replay.
    #[inline]
    pub(super) fn finish(&mut self, d: &Decisions) -> DealOutcome {
        let dummy = d.dummy;
        let rules = self.rules;
        if self.face.is_some() && self.violation.is_none() && self.wait.is_none() && !self.redealt {
            // The chooser's turn with only the face-down card left shows it already.
            self.necessity(seat_after(self.leader, self.len, self.n));
        }
        let parties = rules.parties();
        if self.len > 0 {
            self.tricks.push(Trick {
                number: (self.tricks.len() + 1) as u8,
                leader: self.leader as u8,
                cards: self.cards,
                len: self.len as u8,
                players: self.n as u8,
                winner: NO_SEAT,
                winning_card: None,
                trump_set: self.state.trump.filter(|_| self.state.set_trumps),
                collected: None,
            });
        }
        let tricks_won = Tally::from_slice(if self.heap_rules {
            self.heap.collected(parties)
        } else {
            &self.wins[..parties]
        });
        let tens_won = (rules.count == Count::Tens)
            .then(|| Tally::from_slice(self.heap.tens_collected(parties)));
        let mut outcome = DealOutcome {
            violation: None,
            dealer: self.dealer,
            caller: self.caller,
            trump: if self.len > 0 {
                self.state.trump
            } else {
                self.trump
            },
            trump_change: self.changed,
            tricks: std::mem::take(&mut self.tricks),
            // Tricks kept until concealed trumps are revealed (`unrevealed: heap`), else the
            // heap's.
            heap: self
                .face
                .map_or(0, |f| usize::from(f.pending))
                .max(self.heap.on_heap()),
            tricks_won,
            tens_won,
            complete: false,
            next_seat: None,
            legal_cards: None,
            result: None,
            next_dealer: None,
            next_caller: None,
            concealed: if self.face.is_some() {
                self.concealment(d)
            } else {
                None
            },
            hands: self.hands_now(),
            hands_known: !self.first_packet_only() || self.first_five.is_some(),
            dummy,
            passes: match &d.passes {
                Some(passes) if self.passed => passes.clone(),
                _ => Vec::new(),
            },
        };
        if let Some(v) = self.violation.take() {
            outcome.legal_cards = self.legal;
            outcome.violation = Some(v);
            return outcome;
        }
        let result = if self.redealt {
            outcome.trump = None;
            Some(DealResult::redeal(rules))
        } else {
            let end = match self.phase {
                Phase::KotMayPlayOn(p) => Some((p, ResultKind::Kot)),
                _ => self.end,
            };
            // Under concealed trumps the result is judged against the chooser (the bidder).
            let chooser = self.face.and_then(|f| f.chooser).unwrap_or(self.caller);
            let bid = self.face.and_then(|f| f.bid);
            end.map(|(winner, kind)| {
                DealResult::won(
                    rules,
                    chooser,
                    winner,
                    kind,
                    self.heap.seat_collected(),
                    dummy,
                )
                .with_bid(bid)
            })
        };
        match result {
            Some(result) => {
                let (dealer, caller) = next_turn(rules, self.dealer, &result);
                outcome.complete = true;
                outcome.result = Some(result);
                outcome.next_dealer = Some(dealer);
                outcome.next_caller = Some(caller);
            }
            None => {
                let (seat, legal) = match self.wait {
                    // The bids are awaited: no card is played yet.
                    Some(Wait::Bids) => (self.caller, CardSet::EMPTY),
                    Some(Wait::Trump) if self.face.is_some() => {
                        let chooser = self.waiting_seat();
                        (chooser, self.face_down_choices(chooser))
                    }
                    Some(Wait::Trump | Wait::Exchange) => (self.caller, self.hands[self.caller]),
                    // The rest of the hands is dealt with the drawn card: the cards the
                    // leader will hold then (a play before it is NO_TRUMP).
                    Some(Wait::DrawnCard) => (self.leader, self.hands[self.leader]),
                    None if self.face.is_some() => {
                        let seat = seat_after(self.leader, self.len, self.n);
                        (seat, self.concealed_legal(seat, self.len, &self.state))
                    }
                    None => {
                        let seat = seat_after(self.leader, self.len, self.n);
                        let (led, trump) = if self.len > 0 {
                            (Some(self.state.led), self.state.trump)
                        } else {
                            (None, self.trump)
                        };
                        (
                            seat,
                            legal_cards(self.visible[seat], led, trump, self.two_of_hearts),
                        )
                    }
                };
                outcome.next_seat = Some(seat);
                outcome.legal_cards = (self.wait != Some(Wait::Bids)).then_some(legal);
            }
        }
        outcome
    }

    /// Whether each seat holds only its first packet: trumps are set from it (called, a
    /// face-down card among the first five, or first-void under a five-card start) and are
    /// not set, whether awaited or refused. The rest is dealt once they are, or when the
    /// caller asks for a redeal judged on the whole hand.
    fn first_packet_only(&self) -> bool {
        let from_first_five = match self.rules.trump {
            TrumpMethod::Called => true,
            TrumpMethod::Concealed => self.rules.bidding.is_none(),
            // During the play `visible` holds the first packets until trumps are set.
            TrumpMethod::FirstVoid => self.rules.five_card_start && !self.hidden,
        };
        from_first_five && self.trump.is_none() && !self.whole_hand_dealt
    }

    /// The cards each seat holds now: the first packet until trumps set from it are set
    /// (none when the request did not name the first packets), what the exchange has left
    /// during it, else the cards the seat may play from (never a face-down card).
    fn hands_now(&self) -> [CardSet; 4] {
        let mut hands = if self.first_packet_only() {
            let ff = self.first_five.unwrap_or_default();
            std::array::from_fn(|s| self.hands[s].intersection(ff[s]))
        } else if self.wait == Some(Wait::Exchange) {
            self.hands
        } else {
            self.visible
        };
        if let Some(f) = self.face
            && !f.known
            && let (Some(chooser), Some(card)) = (f.chooser, f.card)
        {
            hands[chooser].remove(card);
        }
        hands
    }
}
