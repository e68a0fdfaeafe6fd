//! The plays, trick by trick (step 7 of the module docs): the hot loop, with the rare cases
//! (a blocked lead, an illegal card, trumps set by a play or drawn) out of line. A finished
//! trick goes to the heap (`heap.rs`) and may end the deal (`end.rs`).

use super::decisions::Decisions;
use super::engine::{Engine, Phase, SEAT_AFTER, Wait};
use super::outcome::Trick;
use crate::cards::{Card, CardSet, Suit};
use crate::court_piece::trick::{TrickState, following};
use crate::court_piece::violation::{Decision, Violation, ViolationCode, pretty};

/// The requests for trumps of a replay (`Decisions::reveals`, each as the number of cards
/// before it): the next one (`usize::MAX` when none is left) and how many were judged.
struct Requests<'d> {
    rest: std::slice::Iter<'d, usize>,
    next: usize,
    asked: usize,
}

impl Requests<'_> {
    fn new(reveals: &[usize]) -> Requests<'_> {
        let mut rest = reveals.iter();
        let next = rest.next().copied().unwrap_or(usize::MAX);
        Requests {
            rest,
            next,
            asked: 0,
        }
    }
}

impl Engine<'_> {
    /// What each player may play from once the calls are done: under `five_card_start`
    /// only the first packet until trumps are set, else the whole hand.
    pub(super) fn show_hands(&mut self) {
        if self.rules.five_card_start
            && let Some(ff) = self.first_five
        {
            self.hidden = true;
            for (v, (h, f)) in self.visible.iter_mut().zip(self.hands.iter().zip(ff)) {
                *v = h.intersection(f);
            }
        } else {
            self.visible = self.hands;
        }
    }

    /// Step 7: the plays, trick by trick, for every rule set (the plays always start with a
    /// lead, so trick `k` is the `k`-th chunk of `players` cards; requests for trumps stand
    /// between cards, in `d.reveals`). The hot loop: the rare cases (a request for trumps, the
    /// end of the deal, a wait, an illegal card) are out of line, seats advance by table
    /// lookup, and the rules that differ under concealed trumps are asked at the few points
    /// where they do (`concealed.rs`): the face-down card's necessity, which cards are legal,
    /// and, at the trick's end, who wins and whether it is credited now.
    pub(super) fn play_all(&mut self, d: &Decisions) {
        if self.face.is_some() {
            self.set_face_down();
            self.play_loop::<true, false>(d);
        } else if self.play_through {
            self.play_loop::<false, true>(d);
        } else {
            self.play_loop::<false, false>(d);
        }
    }

    /// The loop of [`Engine::play_all`], compiled once per answer to "are trumps concealed"
    /// and "is every trick played" (the solver's replay): the other presets' copy carries
    /// none of those questions (asked at run time, they cost the replay 9.6 % more
    /// instructions, docs/performance.md).
    #[inline(always)]
    fn play_loop<const CONCEALED: bool, const THROUGH: bool>(&mut self, d: &Decisions) {
        let n = self.n;
        let seat_after = &SEAT_AFTER[n.min(4)];
        let concealed = CONCEALED;
        // Requests for trumps stand between cards (`d.reveals`, as the number of cards before
        // each); a violation's index counts those judged, to point into the wire's `plays`.
        // Without concealed trumps the first request is refused once the cards before it are
        // judged, so the loop stops there.
        let mut req = Requests::new(&d.reveals);
        let plays = if concealed {
            &d.plays[..]
        } else {
            &d.plays[..req.next.min(d.plays.len())]
        };
        for (t, chunk) in plays.chunks(n).enumerate() {
            let first = t * n;
            let lead = chunk[0];
            if concealed && req.next == first && !self.asks_before(first, &mut req) {
                return;
            }
            if (self.wait.is_some() || !matches!(self.phase, Phase::Open | Phase::PlayingOn(_)))
                && self.blocked_lead(first + req.asked, lead)
            {
                return;
            }
            let leader = self.leader;
            if concealed {
                self.necessity(leader);
            }
            let hand = self.visible[leader];
            if !hand.contains(lead) {
                self.illegal(first + req.asked, leader, lead, hand, 0);
                return;
            }
            self.take(leader, lead, 0);
            // The trick's state lives in registers until the trick ends.
            let mut state = TrickState::new(lead, self.trump, self.two_of_hearts, self.first_void);
            if concealed {
                self.free_after_two_of_hearts(lead);
            }
            for (j, &card) in chunk.iter().enumerate().skip(1) {
                let i = first + j;
                if concealed && req.next == i {
                    self.state = state;
                    if !self.asks_before(i, &mut req) {
                        return;
                    }
                }
                let seat = usize::from(seat_after[(leader + j) & 7]);
                let legal = if concealed {
                    self.necessity(seat);
                    self.concealed_legal(seat, j, &state)
                } else {
                    state.legal(self.visible[seat])
                };
                if !legal.contains(card) {
                    self.state = state;
                    self.illegal(i + req.asked, seat, card, legal, j);
                    return;
                }
                self.take(seat, card, j);
                state.play(j, card);
                if concealed {
                    self.free_after_two_of_hearts(card);
                }
            }
            if chunk.len() == n {
                // Under concealed trumps before the reveal, `before_reveal` says who wins.
                let (best, best_card) = match self.face {
                    Some(f) if concealed => self.concealed_winner(&f, chunk, &state),
                    _ => (state.best, state.best_card),
                };
                let winner = usize::from(seat_after[(leader + best) & 7]);
                self.end_trick::<CONCEALED, THROUGH>(d, (winner, best_card), &state);
                if self.violation.is_some() {
                    return;
                }
            } else {
                // The trick in progress, for the outcome.
                self.state = state;
            }
        }
        // The requests after the last card judged (without concealed trumps: the first one).
        if req.next != usize::MAX {
            self.asks_before(req.next.min(plays.len()), &mut req);
        }
    }

    /// The requests for trumps standing before card `i` (as counted in `plays`), each judged
    /// in turn; `next` and `asked` move past them. Returns whether the replay goes on.
    #[cold]
    #[inline(never)]
    fn asks_before(&mut self, i: usize, req: &mut Requests) -> bool {
        while req.next == i {
            if !self.ask(i + req.asked) {
                return false;
            }
            req.asked += 1;
            req.next = req.rest.next().copied().unwrap_or(usize::MAX);
        }
        true
    }

    /// The violation of a card that may not be played, the `j`-th of its trick.
    #[cold]
    #[inline(never)]
    fn illegal(&mut self, at: usize, seat: usize, card: Card, legal: CardSet, j: usize) {
        let led = (j > 0).then_some(self.state.led);
        if self.face.is_some() {
            self.illegal_concealed(at, seat, card, legal, led);
        } else {
            self.illegal_card(at, seat, card, legal, led, self.state.trump);
        }
    }

    /// `seat` plays `card`, the `j`-th of the trick.
    #[inline(always)]
    pub(super) fn take(&mut self, seat: usize, card: Card, j: usize) {
        self.visible[seat].remove(card);
        if self.hidden {
            self.hands[seat].remove(card);
        }
        self.played.insert(card);
        self.cards[j & 3] = card;
        self.len = j + 1;
    }

    /// A lead when the deal is over, waits for a drawn card, or may be played on. Returns
    /// whether the replay stops.
    #[cold]
    #[inline(never)]
    pub(super) fn blocked_lead(&mut self, i: usize, card: Card) -> bool {
        let trick = self.tricks.len() + 1;
        let seat = self.leader;
        if let Phase::KotMayPlayOn(party) = self.phase {
            self.phase = Phase::PlayingOn(party);
        }
        let (code, message) = if self.phase == Phase::Over {
            (
                ViolationCode::DealOver,
                format!(
                    "the deal ended with trick {}: no more cards are played",
                    self.tricks.len()
                ),
            )
        } else if self.wait == Some(Wait::DrawnCard) {
            self.legal = Some(self.visible[seat]);
            (
                ViolationCode::NoTrump,
                "the first five tricks were all followed: a card is drawn from them for trumps (drawn_card) before play goes on".to_owned(),
            )
        } else {
            return false;
        };
        self.violate(
            Violation::new(code, Decision::Play, message)
                .seat(seat)
                .card(card)
                .play(i, trick),
        );
        true
    }

    /// The violation of a card that may not be played.
    #[cold]
    #[inline(never)]
    pub(super) fn illegal_card(
        &mut self,
        i: usize,
        seat: usize,
        card: Card,
        legal: CardSet,
        led: Option<Suit>,
        trump_now: Option<Suit>,
    ) {
        let trick = self.tricks.len() + 1;
        let hand = self.visible[seat];
        self.legal = Some(legal);
        let v = if !hand.contains(card) {
            if self.hidden && self.hands[seat].contains(card) {
                Violation::new(
                    ViolationCode::CardNotHeld,
                    Decision::Play,
                    format!(
                        "until trumps are set player {seat} holds only the first packet, and {} is not in it",
                        pretty(card)
                    ),
                )
            } else if let Some((when, by)) = self.played_at(card) {
                Violation::card_played_before(seat, card, when, by)
            } else {
                Violation::card_not_held(seat, card)
            }
        } else {
            let led = led.unwrap_or(Suit::Clubs);
            Violation::must_follow(led, following(hand, led, trump_now, self.two_of_hearts))
        };
        self.violate(v.seat(seat).card(card).play(i, trick));
    }

    /// The trick (from 1) in which `card` was played, and by whom, if it was.
    fn played_at(&self, card: Card) -> Option<(usize, usize)> {
        if !self.played.contains(card) {
            return None;
        }
        let done = self.tricks.iter().enumerate().find_map(|(t, trick)| {
            trick
                .plays()
                .find(|&(_, c)| c == card)
                .map(|(by, _)| (t + 1, by))
        });
        done.or_else(|| {
            let i = self.cards[..self.len].iter().position(|&c| c == card)?;
            Some((self.tricks.len() + 1, (self.leader + i) % self.n))
        })
    }

    /// The bookkeeping at the end of a trick won by `winner` with `best_card`: trumps, heap,
    /// the end of the deal (as `play_loop`, compiled per kind of deal).
    #[inline(always)]
    fn end_trick<const CONCEALED: bool, const THROUGH: bool>(
        &mut self,
        d: &Decisions,
        (winner, best_card): (usize, Card),
        state: &TrickState,
    ) {
        let concealed = CONCEALED;
        let n = self.n;
        let t = self.tricks.len() + 1;
        let leader = self.leader;
        let cards = self.cards;
        let party = self.rules.party(winner);
        // Trumps set by this trick, or drawn after it: rare, out of line.
        let trump_set = if state.set_trumps | self.hidden {
            self.trumps_after(d, t, state)
        } else {
            None
        };
        if concealed {
            self.infer(t, &cards[..n], state);
        }
        self.len = 0;
        self.leader = winner;
        let collected = if self.heap_rules {
            self.wins[party] += 1;
            self.heap
                .add_trick(t, winner, party, best_card, &cards[..n], self.trump_set_at)
        } else if concealed {
            self.credit_concealed(t, party)
        } else {
            self.wins[party] += 1;
            None
        };
        self.reached[party] = t as u8;
        // Built in one go, straight into the list.
        self.tricks.push(Trick {
            number: t as u8,
            leader: leader as u8,
            cards,
            len: n as u8,
            players: n as u8,
            winner: winner as u8,
            winning_card: Some(best_card),
            trump_set,
            collected,
        });
        if self.violation.is_none() {
            if CONCEALED || THROUGH {
                self.check_rare_end(t, party);
            } else {
                self.check_end(t, party);
            }
        }
    }

    /// At the end of trick `t`: trumps set by a play, or drawn after five followed tricks
    /// (five-card start), and the rest of the hands dealt. Returns the trumps this trick set;
    /// a drawn card that may not be is a violation.
    #[cold]
    #[inline(never)]
    fn trumps_after(&mut self, d: &Decisions, t: usize, state: &TrickState) -> Option<Suit> {
        let mut trump_set = None;
        let mut problem = None;
        if state.set_trumps {
            self.trump = state.trump;
            trump_set = state.trump;
            self.trump_set_at = Some(t);
            if let Some(card) = d.drawn_card {
                problem = Some((
                    card,
                    format!("trumps were set by a card played in trick {t}, so no card is drawn"),
                ));
            }
        } else if self.trump.is_none() && t == 5 {
            match d.drawn_card {
                Some(card) if self.played.contains(card) => {
                    self.trump = Some(card.suit());
                    trump_set = self.trump;
                    self.trump_set_at = Some(t);
                }
                Some(card) => {
                    problem = Some((
                        card,
                        format!(
                            "the drawn card is one of the cards played in the first five tricks, and {} was not played",
                            pretty(card)
                        ),
                    ))
                }
                None => self.wait = Some(Wait::DrawnCard),
            }
        }
        if self.hidden && self.trump.is_some() {
            self.hidden = false;
            self.visible = self.hands;
        }
        if let Some((card, message)) = problem {
            let mut v =
                Violation::new(ViolationCode::TrumpNotAllowed, Decision::DrawnCard, message)
                    .card(card);
            v.trick = Some(t);
            self.violate(v);
        }
        trump_set
    }
}
