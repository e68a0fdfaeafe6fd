//! Fixtures shared by the deal and game tests: hands and partitions worked by hand, and the
//! helpers that build inputs from card text.

use super::*;
use crate::cards::CardSet;
use crate::chor_voli::{Preset, QuadsHigh, Rules, Ties};
use proptest::prelude::*;

pub fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect()
}

pub fn shown(hand: &[Card]) -> String {
    hand.iter()
        .map(Card::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

pub fn set(text: &str) -> CardSet {
    cards(text).into_iter().collect()
}

// --- Resolving deals -------------------------------------------------------------

/// The seed "golden 1" dealt to four: the deal of the worked example in docs/dealing.md.
pub const GOLDEN_4: [&str; 4] = [
    "Ad Ac Kd Qh Qc Th Tc 9s 7s 6d 5s 4c 2s",
    "Jc Ts Td 9h 9c 8h 8c 7h 7d 6h 5h 4d 2d",
    "Ks Qd Js Jh Jd 9d 7c 6s 5d 4h 3s 3h 3c",
    "As Ah Kh Kc Qs 8s 8d 6c 5c 4s 3d 2h 2c",
];
/// The seed "golden 1" dealt to three; 2h is face up.
pub const GOLDEN_3: [&str; 3] = [
    "As Ah Jh Jc Ts Tc 9s 9d 6h 6c 5s 5c 4h 4d 4c 3h 2s",
    "Ad Ac Ks Kc Qs Qh Qd Jd Td 9c 8s 8h 7h 6d 3s 2d 2c",
    "Kh Kd Qc Js Th 9h 8d 8c 7s 7d 7c 6s 5h 5d 4s 3d 3c",
];

pub fn seat(hand: &str, combinations: &[&str]) -> PlayerInput {
    PlayerInput {
        hand: cards(hand),
        combinations: Some(combinations.iter().map(|c| cards(c)).collect()),
        discards: None,
    }
}

pub fn no_partitions(hands: &[&str]) -> Vec<PlayerInput> {
    hands
        .iter()
        .map(|h| PlayerInput {
            hand: cards(h),
            ..PlayerInput::default()
        })
        .collect()
}

/// Moves `a` from seat `from` to seat `to` and `b` back, keeping both hands' sizes.
pub fn trade(players: &mut [PlayerInput], from: usize, a: &str, to: usize, b: &str) {
    let (a, b): (Card, Card) = (a.parse().unwrap(), b.parse().unwrap());
    let i = players[from].hand.iter().position(|&c| c == a).unwrap();
    let j = players[to].hand.iter().position(|&c| c == b).unwrap();
    players[from].hand[i] = b;
    players[to].hand[j] = a;
}

/// Valid partitions of the golden four-player deal, worked by hand.
pub fn golden_4_partitions() -> Vec<PlayerInput> {
    vec![
        // A-K-Q, 7-6-5, flush A-Q-10, unrelated 10-9-4; discards 2s.
        seat(
            GOLDEN_4[0],
            &["Ad Kd Qh", "7s 6d 5s", "Ac Qc Tc", "Th 9s 4c"],
        ),
        // straight flush 9-8-7, J-10-9, 8-7-6, flush 10-4-2; discards 5h.
        seat(
            GOLDEN_4[1],
            &["9h 8h 7h", "Jc Ts 9c", "8c 7d 6h", "Td 4d 2d"],
        ),
        // three jacks, three threes, flush Q-9-5, unrelated K-7-4; discards 6s.
        seat(
            GOLDEN_4[2],
            &["Js Jh Jd", "3s 3h 3c", "Qd 9d 5d", "Ks 7c 4h"],
        ),
        // A-K-Q, 3-2-A, 6-5-4, unrelated K-8-2; discards 8d.
        seat(
            GOLDEN_4[3],
            &["As Kh Qs", "3d 2c Ah", "6c 5c 4s", "Kc 8s 2h"],
        ),
    ]
}

pub fn deal_input(dealer: usize, players: Vec<PlayerInput>) -> DealInput {
    DealInput {
        dealer,
        players,
        ..DealInput::default()
    }
}

/// The golden deal with seats 1 and 2 playing without their best sets (seat 2 keeps
/// three), so that round 1 is a tie between the A-K-Q of seats 3 and 0.
pub fn golden_4_tie() -> DealInput {
    let mut players = golden_4_partitions();
    players[1] = seat(
        GOLDEN_4[1],
        &["Jc Ts 9h", "9c 8h 7h", "8c 7d 6h", "Td 4d 2d"],
    );
    players[2] = seat(GOLDEN_4[2], &["Ks Qd Js", "Jd 9d 5d", "Jh 4h 3h"]);
    deal_input(1, players)
}

/// Ramchi for three, "golden 1", dealer 1: seat 0 keeps four sets, seat 1 two, seat 2 five.
pub fn golden_3_short() -> Vec<PlayerInput> {
    vec![
        seat(
            GOLDEN_3[0],
            &["4h 4d 4c", "3h 2s As", "Jh Ts 9s", "Jc Tc 9d"],
        ),
        seat(GOLDEN_3[1], &["Qs Qh Qd", "Jd Td 9c"]),
        seat(
            GOLDEN_3[2],
            &["7s 7d 7c", "Kh Qc Js", "Th 9h 8d", "6s 5h 4s", "Kd 5d 3d"],
        ),
    ]
}

/// The golden four-player deal with the four aces in seat 0 and the four fours in seat 2.
pub fn aces_and_fours() -> Vec<PlayerInput> {
    let mut players = no_partitions(&GOLDEN_4);
    trade(&mut players, 3, "As", 0, "Kd");
    trade(&mut players, 3, "Ah", 0, "Qh");
    trade(&mut players, 0, "4c", 2, "3s");
    trade(&mut players, 1, "4d", 2, "3h");
    trade(&mut players, 3, "4s", 2, "3c");
    players
}

// --- Contract errors ---------------------------------------------------------------

/// Contract errors as (code, position) pairs.
pub fn codes(errors: Vec<DealError>) -> Vec<(&'static str, DealPosition)> {
    errors.into_iter().map(|e| (e.code(), e.at)).collect()
}

// --- Laws ---------------------------------------------------------------------------

pub fn any_rules() -> impl Strategy<Value = Rules> {
    (
        prop::sample::select(Preset::ALL.to_vec()),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(|(preset, four, last)| Rules {
            quads_high: if four {
                QuadsHigh::Four
            } else {
                QuadsHigh::Ace
            },
            ties: if last {
                Ties::LastShown
            } else {
                Ties::FirstShown
            },
            ..preset.rules()
        })
}
