//! The replay's tests, one per rule and per settled point of `docs/rules/court-piece.md`, and the
//! engine's example of use (in place of doctests).

mod collect_tricks;
mod concealed;
mod decisions;
mod heap;
pub(crate) mod leaks;
pub(crate) mod properties;
mod rulebook;

use crate::cards::Suit;
use crate::court_piece::{
    DealInput, Decisions, Preset, Rules, RulesOverrides, ViolationCode, deal, resolve_deal,
};

/// How a client uses the engine: resolve the rules, deal, then ask after each card whose turn
/// it is and what may be played.
#[test]
fn example_the_engine_as_a_library() {
    let rules = Rules::resolve(&RulesOverrides {
        preset: Some("hokm".into()),
        ..RulesOverrides::default()
    })
    .unwrap();
    assert_eq!(rules, Preset::Hokm.rules());

    let dealt = deal(&rules, "golden 1", None).unwrap();
    assert_eq!((dealt.dealer, dealt.caller), (1, 2));

    let mut input = DealInput {
        dealer: dealt.dealer,
        previous: None,
        decisions: Decisions {
            seed: Some("golden 1".into()),
            trump: Some(Suit::Spades),
            ..Decisions::default()
        },
    };
    for _ in 0..6 {
        let o = resolve_deal(&rules, &input).unwrap();
        let (seat, legal) = (o.next_seat.unwrap(), o.legal_cards.unwrap());
        assert!(legal.is_subset(dealt.hands[seat]));
        input.decisions.plays.push(legal.iter().next().unwrap());
    }
    let o = resolve_deal(&rules, &input).unwrap();
    assert_eq!(o.tricks.len(), 2);
    assert_eq!(o.tricks[0].plays().next().map(|(seat, _)| seat), Some(2));

    // A card the player does not hold is a violation, not an error.
    input.decisions.plays.push(input.decisions.plays[0]);
    let v = resolve_deal(&rules, &input).unwrap().violation.unwrap();
    assert_eq!(v.code, ViolationCode::CardNotHeld);
}
