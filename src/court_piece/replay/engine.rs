//! The state every phase of a replay shares, and the order the phases run in. Each phase's
//! methods live in its own file (`calls.rs`, `passes.rs`, `exchange.rs`, `play.rs`,
//! `end.rs`); the heap's state is one [`Heap`] value.

use super::checks::DealtCards;
use super::decisions::{ChangedTrump, Context, Decisions, RedealBy};
use super::face_down::FaceDown;
use super::heap::Heap;
use super::outcome::Trick;
use crate::cards::{Card, CardSet, Suit};
use crate::court_piece::dealing::STOCK_SIZE;
use crate::court_piece::rules::{Collect, Rules, TrumpMethod};
use crate::court_piece::scoring::ResultKind;
use crate::court_piece::trick::{SUIT_MASKS, TWO_OF_HEARTS, TrickState, special_two};
use crate::court_piece::violation::{Decision, Violation, ViolationCode};

/// Where the play stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Phase {
    Open,
    /// The party has won the first seven tricks; a further play is the call to play on.
    KotMayPlayOn(usize),
    PlayingOn(usize),
    Over,
}

/// Why plays cannot start yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Wait {
    /// With `bidding`: the bids.
    Bids,
    Trump,
    Exchange,
    DrawnCard,
}

pub(super) struct Engine<'r> {
    pub(super) rules: &'r Rules,
    pub(super) n: usize,
    pub(super) caller: usize,
    pub(super) dealer: usize,
    /// The 2♥ is the highest trump (Satat).
    pub(super) two_of_hearts: bool,
    pub(super) first_void: bool,
    pub(super) heap_rules: bool,
    pub(super) total: usize,
    pub(super) hands: [CardSet; 4],
    pub(super) first_five: Option<[CardSet; 4]>,
    pub(super) stock: [Card; STOCK_SIZE],
    /// What each player may play from: the hands, or only the first packets while `hidden`
    /// (five-card start, trumps not set yet).
    pub(super) visible: [CardSet; 4],
    pub(super) hidden: bool,
    pub(super) played: CardSet,
    pub(super) trump: Option<Suit>,
    /// The trump change made, as the outcome reports it (its seat's party must win the
    /// first seven tricks).
    pub(super) changed: Option<ChangedTrump>,
    pub(super) tricks: Vec<Trick>,
    /// Tricks won per party, and the trick at which each reached its count.
    pub(super) wins: [u8; 4],
    pub(super) reached: [u8; 4],
    pub(super) heap: Heap,
    pub(super) trump_set_at: Option<usize>,
    pub(super) phase: Phase,
    pub(super) wait: Option<Wait>,
    pub(super) end: Option<(usize, ResultKind)>,
    pub(super) redealt: bool,
    /// Satat's passes were judged legal and made.
    pub(super) passed: bool,
    pub(super) violation: Option<Violation>,
    pub(super) legal: Option<CardSet>,
    pub(super) leader: usize,
    /// The trick in progress (when `len > 0`).
    pub(super) state: TrickState,
    pub(super) cards: [Card; 4],
    pub(super) len: usize,
    /// Concealed trumps only.
    pub(super) face: Option<FaceDown>,
    /// Every card is dealt although trumps are not set: a redeal judged on the whole hand
    /// was asked for.
    pub(super) whole_hand_dealt: bool,
    /// Every trick is played whatever it decides (the double-dummy solver's replay): the deal
    /// ends after the last trick only.
    pub(super) play_through: bool,
}

impl<'r> Engine<'r> {
    #[inline(always)]
    pub(super) fn new(rules: &'r Rules, table: &DealtCards, d: &Decisions) -> Engine<'r> {
        let n = rules.players;
        let caller = (table.dealer + 1) % n;
        Engine {
            rules,
            n,
            caller,
            dealer: table.dealer,
            two_of_hearts: rules.two_of_hearts,
            first_void: rules.trump == TrumpMethod::FirstVoid,
            heap_rules: rules.collect == Collect::Heap,
            total: rules.tricks_per_deal(),
            hands: table.hands,
            first_five: table.first_five,
            stock: table.stock,
            visible: table.hands,
            hidden: false,
            played: CardSet::EMPTY,
            trump: None,
            changed: None,
            tricks: Vec::with_capacity(if d.plays.is_empty() {
                0
            } else {
                rules.tricks_per_deal()
            }),
            wins: [0; 4],
            reached: [0; 4],
            heap: Heap::new(rules),
            trump_set_at: None,
            phase: Phase::Open,
            wait: None,
            end: None,
            redealt: false,
            passed: false,
            violation: None,
            legal: None,
            leader: caller,
            state: TrickState::new(TWO_OF_HEARTS, None, false, false),
            cards: [TWO_OF_HEARTS; 4],
            len: 0,
            face: None,
            whole_hand_dealt: false,
            play_through: false,
        }
    }

    /// Every trump now, the special 2♥ included (none before trumps are set).
    pub(super) fn trump_cards(&self) -> CardSet {
        self.trump.map_or(CardSet::EMPTY, |t| {
            CardSet::from_bits(SUIT_MASKS[t as usize] | special_two(self.two_of_hearts, self.trump))
        })
    }

    pub(super) fn violate(&mut self, v: Violation) {
        self.violation = Some(v);
    }

    /// The decisions before play, then the plays. Stops at the first violation.
    #[inline]
    pub(super) fn run(&mut self, d: &Decisions, ctx: &Context) {
        if self.decide(d, ctx).is_none() {
            if let (Some(wait), Some(&card)) = (self.wait, d.plays.first()) {
                let seat = self.waiting_seat();
                let message = match wait {
                    Wait::Exchange => {
                        "the two-player exchange (discards, then 21 draws) comes before the first lead"
                    }
                    _ if self.rules.concealed() => {
                        "no trumps are set yet: the chooser sets a card face down (trump_card) before the first lead"
                    }
                    _ => "no trumps are named yet: the caller names trumps before the first lead",
                };
                self.legal = Some(self.hands[seat]);
                self.violate(
                    Violation::new(ViolationCode::NoTrump, Decision::Play, message.into())
                        .seat(seat)
                        .card(card)
                        .play(d.reveals.iter().filter(|&&r| r == 0).count(), 1),
                );
            }
            if !self.redealt {
                return;
            }
        }
        if self.redealt {
            if let Some(&card) = d.plays.first() {
                self.violate(
                    Violation::new(
                        ViolationCode::DealOver,
                        Decision::Play,
                        "the deal was redealt: nothing is played".into(),
                    )
                    .seat(self.caller)
                    .card(card)
                    .play(0, 1),
                );
            }
            return;
        }
        self.play_all(d);
    }

    /// The seat the deal waits for before play: the chooser for a face-down card, else the
    /// caller.
    pub(super) fn waiting_seat(&self) -> usize {
        match (self.wait, self.face) {
            (Some(Wait::Trump), Some(f)) => f.chooser.unwrap_or(self.caller),
            _ => self.caller,
        }
    }

    /// Steps 1 to 6 of the module docs. `None` when the replay stops (a violation, a wait or
    /// a redeal).
    fn decide(&mut self, d: &Decisions, ctx: &Context) -> Option<()> {
        let redeal_left = self.rules.redeal.max_in_a_row > ctx.redeals_in_a_row;
        // 1. The caller's redeal.
        if d.redeal.is_some_and(|r| r.by == RedealBy::Caller) {
            return self.caller_redeal(d, redeal_left);
        }
        // 2. Trumps (bids first, with bidding).
        if let Some(bids) = &d.bids
            && self.rules.bidding.is_none()
        {
            let v = Violation::new(
                ViolationCode::BidInvalid,
                Decision::Bids,
                format!(
                    "these rules have no bidding, and {} bids were sent",
                    bids.len()
                ),
            );
            self.violate(v);
            return None;
        }
        if self.rules.concealed() {
            self.choose_concealed(d)?;
        } else {
            self.name_trumps(d)?;
        }
        // 3. The partner's redeal, when the caller agrees.
        if d.redeal
            .is_some_and(|r| r.by == RedealBy::Partner && r.agreed == Some(true))
        {
            return self.partner_redeal(redeal_left);
        }
        // 4. A trump change.
        if let Some(change) = d.trump_change {
            self.change_trumps(change)?;
        }
        // 5. Satat's passes.
        self.passes(d, ctx)?;
        // 6. The two-player exchange.
        if self.n == 2 {
            self.exchange(d)?;
        }
        self.show_hands();
        Some(())
    }
}

/// `SEAT_AFTER[n][seat + turns]`: the seat `turns` after `seat` at a table of `n` (a sum
/// below 8, as a leader's seat plus a place in the trick is), so that in the hot loop seats
/// advance by lookup, not division.
pub(super) const SEAT_AFTER: [[u8; 8]; 5] = {
    let mut table = [[0u8; 8]; 5];
    let mut n = 1;
    while n < 5 {
        let mut k = 0;
        while k < 8 {
            table[n][k] = (k % n) as u8;
            k += 1;
        }
        n += 1;
    }
    table
};

/// The seat `turns` after `seat` at a table of `n`, for `seat + turns < 2n`, without a
/// division.
#[inline]
pub(super) const fn seat_after(seat: usize, turns: usize, n: usize) -> usize {
    let k = seat + turns;
    if k >= n { k - n } else { k }
}
