//! The position under search and the question asked of it: the cards each hand holds, the
//! trick on the table, and the party whose tricks are counted, within which horizon. The
//! search plays and takes back cards on one [`Position`], keeping its derived codes (the
//! [holder code](super::lanes::holder_lanes), each hand's [lane lengths](super::lanes::lane_lengths), the
//! cards still held) up to date card by card; every technique reads it, none changes it.

use super::lanes::{holder_lanes, lane_lengths, lane_mask, lane_of, without_card};

/// A position at the start of a search: the cards still held, trumps, whose turn and the
/// trick on the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Start {
    /// Each seat's cards in lanes.
    pub hands: [u64; 4],
    /// The trump lane (0 clubs … 3 spades).
    pub trump: usize,
    /// The special 2♥'s bit (trump lane, rank 13), or 0.
    pub special: u64,
    /// Seat parity of the party whose tricks are counted (the caller's).
    pub max_party: usize,
    /// The seat that led the trick on the table (or leads next when it is empty).
    pub leader: usize,
    /// The cards of the trick on the table, in play order (bits), `trick_len` of them.
    pub trick: [u32; 3],
    pub trick_len: usize,
}

/// The position being searched. Trumps, the special 2♥, the counted party and the horizon
/// stay fixed for a search; the rest follows the cards as they are played and taken back.
pub(crate) struct Position {
    pub hands: [u64; 4],
    pub trump: usize,
    pub special: u64,
    pub max_party: usize,
    /// Tricks at the end not counted: 0 for all thirteen; `hand length - 7` keeps only
    /// the first seven (a kot).
    pub beyond: i32,
    /// Cards on the table in the trick being searched.
    pub table: u64,
    /// The lead card of the trick being played (for the following hands' order).
    pub lead: u32,
    /// The [holder code](super::lanes::holder_lanes) of the cards still held, a lane at a
    /// time, kept up to date card by card (a played card's two bits taken out of its lane).
    pub code: [u32; 4],
    /// Each hand's [lane lengths](super::lanes::lane_lengths), kept up to date card by card.
    pub lengths: [u16; 4],
    /// Every card still held, kept up to date card by card.
    pub held: u64,
}

/// Who wins the trick on the table so far: the seat, the card's key (trumps above the suit
/// led above the rest) and the card's bit.
pub(crate) type Winning = (usize, u32, u32);

impl Position {
    /// `start`'s deal, trumps and counted party, counting every trick to the end (`beyond`
    /// = 0) or only those before the last `beyond`. The search sets the cards and their
    /// codes for each question.
    pub(crate) fn new(start: &Start, beyond: i32) -> Position {
        Position {
            hands: start.hands,
            trump: start.trump,
            special: start.special,
            max_party: start.max_party,
            beyond,
            table: 0,
            lead: 0,
            code: [0; 4],
            lengths: [0; 4],
            held: 0,
        }
    }

    /// Sets this position to `start`'s cards, their codes rebuilt, and lays the trick on its
    /// table: with a trick in progress, the seat to play to it, the suit led and who wins it
    /// so far; `None` at a trick start.
    pub(crate) fn set_start(&mut self, start: &Start) -> Option<(usize, usize, Winning)> {
        self.hands = start.hands;
        self.code = holder_lanes(&self.hands);
        self.lengths = self.hands.map(lane_lengths);
        self.held = self.hands.iter().fold(0, |a, h| a | h);
        self.table = 0;
        if start.trick_len == 0 {
            return None;
        }
        let (mut led, mut winning) = (0, (start.leader, 0, 0));
        for (i, &bit) in start.trick[..start.trick_len].iter().enumerate() {
            if i == 0 {
                led = lane_of(bit);
                self.lead = bit;
            }
            self.table |= 1 << bit;
            let key = self.key_of(bit, led);
            if i == 0 || key > winning.1 {
                winning = ((start.leader + i) & 3, key, bit);
            }
        }
        Some(((start.leader + start.trick_len) & 3, led, winning))
    }

    /// Takes the card `bit` out of `seat`'s hand, keeping the codes up to date; returns its
    /// lane's holder field as it was, for [`Position::put_back`].
    #[inline]
    pub(crate) fn take(&mut self, seat: usize, bit: u32) -> u32 {
        let lane = lane_of(bit);
        let field = self.code[lane];
        self.code[lane] = without_card(field, self.held, bit);
        self.held ^= 1 << bit;
        self.lengths[seat] -= 1 << (4 * lane);
        self.hands[seat] ^= 1 << bit;
        field
    }

    /// Puts the card `bit` back into `seat`'s hand, its lane's holder field `field` as
    /// [`Position::take`] returned it.
    #[inline]
    pub(crate) fn put_back(&mut self, seat: usize, bit: u32, field: u32) {
        let lane = lane_of(bit);
        self.hands[seat] ^= 1 << bit;
        self.code[lane] = field;
        self.held ^= 1 << bit;
        self.lengths[seat] += 1 << (4 * lane);
    }

    /// Lays the card `bit` on the table as card `pos` of the trick (0 leads it); returns the
    /// lead card it replaced, for [`Position::lift`].
    #[inline]
    pub(crate) fn lay(&mut self, pos: usize, bit: u32) -> u32 {
        self.table |= 1 << bit;
        let outer_lead = self.lead;
        if pos == 0 {
            self.lead = bit;
        }
        outer_lead
    }

    /// Takes the card `bit` back off the table, the lead `outer_lead` as
    /// [`Position::lay`] returned it.
    #[inline]
    pub(crate) fn lift(&mut self, bit: u32, outer_lead: u32) {
        self.lead = outer_lead;
        self.table ^= 1 << bit;
    }

    /// The card's key in a trick led in `led`: trumps above the suit led above the rest.
    #[inline]
    pub(crate) fn key_of(&self, bit: u32, led: usize) -> u32 {
        let lane = lane_of(bit);
        let rank = bit & 15;
        if lane == self.trump {
            32 + rank
        } else if lane == led {
            16 + rank
        } else {
            0
        }
    }

    /// The cards of `hand` that may be played when `led` was led (follow suit; the special
    /// 2♥ may always be played and alone does not oblige its holder to follow trumps).
    #[inline]
    pub(crate) fn legal(&self, hand: u64, led: usize) -> u64 {
        let follow = hand & lane_mask(led) & !self.special;
        if follow != 0 {
            follow | (hand & self.special)
        } else {
            hand
        }
    }

    /// The special 2♥'s bit while a hand holds it, else 0. Once it is played the position
    /// is a plain one, and every technique made for plain positions applies.
    #[inline]
    pub(crate) fn special_held(&self) -> u64 {
        self.special & self.held
    }

    /// Every card still held or on the table.
    #[inline]
    pub(crate) fn all(&self) -> u64 {
        self.held | self.table
    }

    /// Whether `seat`, to play to a trick led in `led`, holds a legal card with a key above
    /// `win_key`.
    #[inline]
    pub(crate) fn can_beat(&self, seat: usize, led: usize, win_key: u32) -> bool {
        let hand = self.hands[seat];
        if hand & self.special != 0 {
            return true;
        }
        let follow = hand & lane_mask(led);
        let cards = if follow != 0 {
            follow
        } else {
            hand & lane_mask(self.trump)
        };
        cards != 0 && self.key_of(63 - cards.leading_zeros(), led) > win_key
    }
}

/// The answer to "at least `need`?" that bounds `lower..=upper` give, if they give one.
#[inline]
pub(crate) fn decides((lower, upper): (i32, i32), need: i32) -> Option<bool> {
    if lower >= need {
        Some(true)
    } else if upper < need {
        Some(false)
    } else {
        None
    }
}
