//! `deals/analyse` on a heap: the analysis's numbers against the engine's own play.

use super::*;
use crate::court_piece::rules::AfterCollection;
use crate::court_piece::trick::legal_cards;

fn heap_rules(case: usize) -> Rules {
    let mut rules = Preset::DoubleSar.rules();
    rules.first_collection = Some([3, 2, 5][case % 3]);
    rules.aces_block = Some(case % 2 == 1);
    if case % 4 == 3 {
        rules.after_collection = Some(AfterCollection::Continue);
    }
    rules
}

/// The cards `deals/resolve` would let the player to move play after `plays`, and the
/// deal's state (the engine's).
fn legal_after(
    rules: &Rules,
    b: &Board,
    trump: Suit,
    plays: &[Card],
) -> (CardSet, replay::PlayedThrough) {
    let p = replay::play_through(rules, b.hands, (b.caller + 3) % 4, trump, plays).unwrap();
    let led = p.trick.first().map(|c| c.suit());
    let seat = (p.leader + p.trick.len()) % 4;
    (legal_cards(p.hands[seat], led, Some(trump), false), p)
}

/// Along a line where every player plays the card the analysis values best for its party,
/// the position's value never changes, is the best of its cards' values, and at the end is
/// what the caller's party collected in the engine's play. From random points of seeded
/// Double Sar deals (random legal play before), under several heap options.
#[test]
fn on_a_heap_the_best_cards_keep_the_value_and_the_line_collects_it() {
    let mut rng = ChaCha8Rng::seed_from_u64(8);
    let cancel = Cancel::default();
    for case in 0..10 {
        let rules = heap_rules(case);
        let b = board(&rules, case % 4, None, Some(format!("heap line {case}"))).unwrap();
        let trump = Suit::ALL[case % 4];
        let mut plays = Vec::new();
        while plays.len() < 32 + case {
            let (legal, _) = legal_after(&rules, &b, trump, &plays);
            let legal: Vec<Card> = legal.iter().collect();
            plays.push(legal[rng.random_range(0..legal.len())]);
        }
        let party = b.caller % 2;
        let mut value = None;
        loop {
            let a = analyse_rules_on(&rules, &b, &[trump], Some(&plays), (1 << 40, 1), &cancel)
                .unwrap();
            let tricks = a.trumps[0].tricks;
            assert_eq!(a.trumps[0].kot_possible, tricks == 13);
            assert_eq!(
                *value.get_or_insert(tricks),
                tricks,
                "case {case} after {plays:?}"
            );
            let (legal, p) = legal_after(&rules, &b, trump, &plays);
            let Some(cards) = a.cards else {
                assert_eq!(plays.len(), 52);
                assert_eq!(u32::from(p.heap.collected(2)[party]), tricks, "case {case}");
                break;
            };
            assert_eq!(cards.iter().map(|c| c.card).collect::<CardSet>(), legal);
            let seat = a.next_seat.unwrap();
            let best = if seat % 2 == party {
                cards.iter().max_by_key(|c| c.tricks)
            } else {
                cards.iter().min_by_key(|c| c.tricks)
            }
            .unwrap();
            assert_eq!(best.tricks, tricks, "case {case} after {plays:?}");
            plays.push(best.card);
        }
    }
}

/// A whole Double Sar deal under its four trumps: the same on one thread as on two, within
/// the budget that was spent, and refused one node short of it.
#[test]
fn a_heap_deals_four_trumps_are_the_same_on_any_number_of_threads() {
    let rules = Preset::DoubleSar.rules();
    let b = board(&rules, 1, None, Some("heap threads".into())).unwrap();
    let cancel = Cancel::default();
    let one = analyse_rules_on(&rules, &b, &Suit::ALL, None, (1 << 40, 1), &cancel).unwrap();
    let two = analyse_rules_on(&rules, &b, &Suit::ALL, None, (1 << 40, 2), &cancel).unwrap();
    assert_eq!(one, two);
    assert_eq!(one.trumps.len(), 4);
    let exact = analyse_rules_on(&rules, &b, &Suit::ALL, None, (one.nodes, 1), &cancel);
    assert_eq!(exact.as_ref().map(|a| &a.trumps), Ok(&one.trumps));
    assert_eq!(
        analyse_rules_on(&rules, &b, &Suit::ALL, None, (one.nodes - 1, 1), &cancel),
        Err(AnalysisError::OverBudget {
            budget: one.nodes - 1
        })
    );
}

/// `deals/analyse` on Dehla Pakad: the tricks of the same heap counting tricks and the tens
/// of the heap counting tens, each as the heap search answers it alone, the tens never more
/// than the tens in play and their kot all four; the two share the budget, refused one node
/// short of what both spent, naming the whole budget. Double Sar answers no tens.
#[test]
fn a_dehla_pakad_deal_is_analysed_by_its_tricks_and_its_tens_within_one_budget() {
    let rules = Preset::DehlaPakad.rules();
    let b = board(&rules, 0, None, Some("heap tens".into())).unwrap();
    let cancel = Cancel::default();
    let trumps = [Suit::Hearts];
    let both = analyse_deal_on(&rules, &b, &trumps, Some(&[]), (1 << 40, 1), &cancel).unwrap();
    let tricks_rules = Rules {
        count: Count::Tricks,
        ..rules
    };
    let tricks =
        analyse_rules_on(&tricks_rules, &b, &trumps, Some(&[]), (1 << 40, 1), &cancel).unwrap();
    let tens = analyse_rules_on(&rules, &b, &trumps, Some(&[]), (1 << 40, 1), &cancel).unwrap();
    assert_eq!(both.tricks, tricks);
    assert_eq!(both.tens.as_ref(), Some(&tens));
    assert!(tens.trumps[0].tricks <= 4, "{tens:?}");
    assert_eq!(both.kot_possible(0), tens.trumps[0].tricks == 4);
    assert_eq!(both.win_possible(0), tens.trumps[0].tricks >= TENS_TO_WIN);
    let cards = |a: &Analysis| {
        a.cards
            .as_ref()
            .unwrap()
            .iter()
            .map(|c| c.card)
            .collect::<Vec<_>>()
    };
    assert_eq!(
        cards(&tricks),
        cards(&tens),
        "the same cards in the same order"
    );
    let budget = both.nodes();
    assert_eq!(budget, tricks.nodes + tens.nodes);
    let exact = analyse_deal_on(&rules, &b, &trumps, Some(&[]), (budget, 1), &cancel);
    assert_eq!(exact.as_ref(), Ok(&both));
    assert_eq!(
        analyse_deal_on(&rules, &b, &trumps, Some(&[]), (budget - 1, 1), &cancel),
        Err(AnalysisError::OverBudget { budget: budget - 1 })
    );
    let double_sar = Preset::DoubleSar.rules();
    let plain = analyse_deal_on(&double_sar, &b, &trumps, None, (1 << 40, 1), &cancel).unwrap();
    assert_eq!(plain.tens, None);
    assert_eq!(
        plain.win_possible(0),
        plain.tricks.trumps[0].tricks >= TRICKS_TO_WIN
    );
}
