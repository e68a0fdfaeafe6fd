//! Broken game rules: the first illegal decision of a deal, as the replay reports it (an
//! answer, not an error: the HTTP layer answers 200 with `valid: false`).

use crate::cards::{Card, CardSet, Suit};
use std::fmt::Write as _;

/// The stable codes of `docs/rules/court-piece.md`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ViolationCode {
    /// A card played (or passed) that the player does not hold.
    CardNotHeld,
    /// A card off the suit led while holding it.
    MustFollowSuit,
    /// A play after the deal ended (or in a redealt deal).
    DealOver,
    /// A play before trumps are named (or before the two-player exchange is done, or before
    /// the drawn card of a five-card start).
    NoTrump,
    /// A trump, trump card, drawn card or trump change the rules or the state forbid.
    TrumpNotAllowed,
    RedealNotAllowed,
    PassMustBeTrump,
    PassMustBeHighest,
    PassEmptiesSuit,
    PassWrongCount,
    DiscardInvalid,
    DrawsInvalid,
    /// A request for concealed trumps that is not allowed (own party, able to follow, trumps
    /// known, the leader, or rules without `on-demand`).
    RevealNotAllowed,
    /// Bids out of range, not above the earlier bids, the wrong number of them, or missing.
    BidInvalid,
}

impl ViolationCode {
    pub const ALL: [ViolationCode; 14] = [
        ViolationCode::CardNotHeld,
        ViolationCode::MustFollowSuit,
        ViolationCode::DealOver,
        ViolationCode::NoTrump,
        ViolationCode::TrumpNotAllowed,
        ViolationCode::RedealNotAllowed,
        ViolationCode::PassMustBeTrump,
        ViolationCode::PassMustBeHighest,
        ViolationCode::PassEmptiesSuit,
        ViolationCode::PassWrongCount,
        ViolationCode::DiscardInvalid,
        ViolationCode::DrawsInvalid,
        ViolationCode::RevealNotAllowed,
        ViolationCode::BidInvalid,
    ];

    /// The violation whose [`ViolationCode::code`] is `code`.
    pub fn from_code(code: &str) -> Option<ViolationCode> {
        ViolationCode::ALL.into_iter().find(|v| v.code() == code)
    }

    /// The code the API reports.
    pub const fn code(self) -> &'static str {
        match self {
            ViolationCode::CardNotHeld => "CARD_NOT_HELD",
            ViolationCode::MustFollowSuit => "MUST_FOLLOW_SUIT",
            ViolationCode::DealOver => "DEAL_OVER",
            ViolationCode::NoTrump => "NO_TRUMP",
            ViolationCode::TrumpNotAllowed => "TRUMP_NOT_ALLOWED",
            ViolationCode::RedealNotAllowed => "REDEAL_NOT_ALLOWED",
            ViolationCode::PassMustBeTrump => "PASS_MUST_BE_TRUMP",
            ViolationCode::PassMustBeHighest => "PASS_MUST_BE_HIGHEST",
            ViolationCode::PassEmptiesSuit => "PASS_EMPTIES_SUIT",
            ViolationCode::PassWrongCount => "PASS_WRONG_COUNT",
            ViolationCode::DiscardInvalid => "DISCARD_INVALID",
            ViolationCode::DrawsInvalid => "DRAWS_INVALID",
            ViolationCode::RevealNotAllowed => "REVEAL_NOT_ALLOWED",
            ViolationCode::BidInvalid => "BID_INVALID",
        }
    }
}

/// Which decision of the request a violation is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Decision {
    Redeal,
    Trump,
    TrumpCard,
    DrawnCard,
    TrumpChange,
    /// The `passes` list as a whole (a pass missing).
    Passes,
    /// One entry of `passes`.
    Pass {
        index: usize,
    },
    Discards,
    Draws,
    /// A card of `plays` (its index is the violation's `play`).
    Play,
    /// A `"reveal"` entry of `plays` (its index is the violation's `play`).
    Reveal,
    /// The `bids` list as a whole (missing, or of the wrong length).
    Bids,
    /// One entry of `bids`.
    Bid {
        index: usize,
    },
}

/// The first illegal decision of a deal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    pub code: ViolationCode,
    /// Names the rule and the cards, e.g. "must follow diamonds: you hold Q♦ and 4♦".
    pub message: String,
    pub at: Decision,
    pub seat: Option<usize>,
    /// Index in `plays`.
    pub play: Option<usize>,
    /// 1-based trick number.
    pub trick: Option<usize>,
    pub card: Option<Card>,
}

impl Violation {
    pub(crate) fn new(code: ViolationCode, at: Decision, message: String) -> Violation {
        Violation {
            code,
            message,
            at,
            seat: None,
            play: None,
            trick: None,
            card: None,
        }
    }

    /// A play of a card the player does not hold.
    pub(crate) fn card_not_held(seat: usize, card: Card) -> Violation {
        Violation::new(
            ViolationCode::CardNotHeld,
            Decision::Play,
            format!("player {seat} does not hold {}", pretty(card)),
        )
    }

    /// A play of a card already played, in trick `trick` (from 1) by seat `by`.
    pub(crate) fn card_played_before(
        seat: usize,
        card: Card,
        trick: usize,
        by: usize,
    ) -> Violation {
        let when = if by == seat {
            format!("it was played in trick {trick}")
        } else {
            format!("player {by} played it in trick {trick}")
        };
        Violation::new(
            ViolationCode::CardNotHeld,
            Decision::Play,
            format!("player {seat} does not hold {}: {when}", pretty(card)),
        )
    }

    /// A play off the suit `led` by a player holding `follow` of it.
    pub(crate) fn must_follow(led: Suit, follow: CardSet) -> Violation {
        Violation::new(
            ViolationCode::MustFollowSuit,
            Decision::Play,
            format!(
                "must follow {}: you hold {}",
                suit_name(led),
                pretty_list(follow)
            ),
        )
    }

    pub(crate) fn seat(mut self, seat: usize) -> Violation {
        self.seat = Some(seat);
        self
    }

    pub(crate) fn card(mut self, card: Card) -> Violation {
        self.card = Some(card);
        self
    }

    pub(crate) fn play(mut self, play: usize, trick: usize) -> Violation {
        self.play = Some(play);
        self.trick = Some(trick);
        self
    }
}

/// A card as people write it: `Q♦`, `10♥`.
pub(crate) fn pretty(card: Card) -> String {
    format!("{}{}", card.rank().label(), card.suit().symbol())
}

/// Cards high first, as "A♠, Q♦ and 4♦".
pub(crate) fn pretty_list(cards: CardSet) -> String {
    let mut out = String::new();
    let n = cards.len();
    for (i, c) in cards.iter().rev().enumerate() {
        if i > 0 {
            out.push_str(if i + 1 == n { " and " } else { ", " });
        }
        let _ = write!(out, "{}", pretty(c));
    }
    out
}

pub(crate) const fn suit_name(suit: Suit) -> &'static str {
    match suit {
        Suit::Clubs => "clubs",
        Suit::Diamonds => "diamonds",
        Suit::Hearts => "hearts",
        Suit::Spades => "spades",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_are_listed_high_first_as_people_write_them() {
        let set: CardSet = ["4d", "Qd", "Th"]
            .iter()
            .map(|c| c.parse::<Card>().unwrap())
            .collect();
        assert_eq!(pretty_list(set), "Q♦, 10♥ and 4♦");
        let two: CardSet = ["4d", "Qd"]
            .iter()
            .map(|c| c.parse::<Card>().unwrap())
            .collect();
        assert_eq!(pretty_list(two), "Q♦ and 4♦");
        let codes: Vec<_> = ViolationCode::ALL.iter().map(|c| c.code()).collect();
        assert_eq!(codes.len(), 14);
    }
}
