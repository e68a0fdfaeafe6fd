//! The caller's redeal on its first five (Satat's `redeal: first-five`): beside the four
//! trumps the trump advice values, the option of calling the deal off.
//!
//! Keeping the five is worth the trump advice's best suit (the caller's party's expected
//! tricks of thirteen). A redeal is worth what a fresh deal is worth to the caller's party
//! (the caller stays the caller): the mean of its tricks of thirteen, double-dummy, over
//! [`FRESH_DEALS`] seeded fresh deals ([`fresh_deal`]), the caller naming in each the longest
//! suit of its new first five ([`longest_suit`]). That is a property of the solver's rules
//! alone (the 2♥ or not), not of the view: each deal's tricks are solved once, by
//! `examples/fresh_deal.rs`, into `fresh_tricks.rs` (a test solves a sample of them again).
//! Two choices make it a lower bound: the fixed call is weaker than the advice's own, and a
//! fresh five that again allows a redeal is valued without one. The kept five's best suit, a
//! maximum of four estimates, leans the other way: so a redeal is advised only where the five
//! are clearly weak.

use super::{Choice, Knowledge, OptionValue};
use crate::cards::{CardSet, Suit};
use crate::court_piece::analysis::Board;
use crate::court_piece::dealing::caller_may_redeal;
use crate::court_piece::rules::{RedealWhen, Rules};
use crate::sampling::{self, Moments};

mod fresh_tricks;
pub use fresh_tricks::FRESH_TRICKS;

/// The fresh deals a redeal is valued over.
pub const FRESH_DEALS: usize = 1000;

/// The seed of the fresh deals: deal `i` is the documented shuffle of `"{FRESH_SEED}/{i}"`.
pub const FRESH_SEED: &str = "hakam fresh deal";

/// Whether the caller, deciding from its first five `k.own` before trumps, may call a redeal
/// (a single deal allows one). A redeal judged on the whole hand is not offered: the view
/// shows the first five only until trumps are named.
pub(super) fn may_redeal(rules: &Rules, k: &Knowledge) -> bool {
    rules.redeal.when == RedealWhen::FirstFive && caller_may_redeal(rules, k.own, k.own)
}

/// The suit a fixed call names from `five`: the most cards, then the highest ranks' sum, then
/// the higher suit (spades, hearts, diamonds, clubs). The arena's heuristic player calls so.
pub fn longest_suit(five: CardSet) -> Suit {
    let key = |s: Suit| {
        let cards = five.iter().filter(|c| c.suit() == s);
        let high: u32 = cards.clone().map(|c| u32::from(c.rank().index())).sum();
        (cards.count(), high)
    };
    Suit::ALL
        .into_iter()
        .max_by_key(|&s| key(s))
        .expect("four suits")
}

/// Fresh deal `i`: four hands of thirteen, the caller (seat 0) holding the first, its first
/// five the first five cards dealt.
pub fn fresh_deal(i: usize, two_of_hearts: bool) -> (Board, CardSet) {
    let (pack, _) = sampling::shuffled_pack(FRESH_SEED, i);
    let mut hands = [CardSet::EMPTY; 4];
    for (n, &card) in pack.iter().enumerate() {
        hands[n / 13].insert(card);
    }
    let five = pack[..5].iter().copied().collect();
    let board = Board {
        hands,
        caller: 0,
        two_of_hearts,
    };
    (board, five)
}

/// The redeal as an option: a fresh deal's value to the caller's party under the 2♥ rule
/// `two_of_hearts` (the module docs), with its 95 % interval over the fresh deals.
pub(super) fn redeal_option(two_of_hearts: bool) -> OptionValue {
    let mut tricks = Moments::default();
    for &t in &FRESH_TRICKS[usize::from(two_of_hearts)] {
        tricks.add(i64::from(t));
    }
    let value = tricks.mean();
    OptionValue {
        choice: Choice::Redeal,
        value: Some(value),
        ci95: tricks.half_ci95().map(|h| (value - h, value + h)),
        worlds: FRESH_DEALS,
    }
}
