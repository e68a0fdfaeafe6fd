//! The leak property, in the engine: whatever a request decides, legal or refused, a seat's
//! view names no card that seat may not see, and no concealed trump before it knows it.
//!
//! What a seat may see is worked out here from the deal and the rules alone, never from the
//! outcome the view is built from (that is where a leak would come from):
//! - its own cards as dealt so far: the first five where trumps are set from them and are not
//!   set yet (whatever was refused), else the whole hand (also once the caller asks for a
//!   redeal judged on the whole hand); with two players, the stock cards it looked at on its
//!   turns;
//! - the dummy's cards (face up), every card played, the face-down card once shown;
//! - what its own requests name: its own refused card or pass, and the cards passed to it.
//!
//! Every preset is walked from the bare deal through its calls, bids, exchange and plays; at
//! every cut each kind of decision the engine takes is tried once more, most of them refused
//! (a redeal, a trump, a face-down card, bids, a trump change, passes, discards, draws, a
//! drawn card, a request for trumps, a card), and every seat's view of every answer is read
//! whole (its `Debug` text: a field added later is read too).

use crate::cards::{Card, CardSet, Suit};
use crate::court_piece::tests::properties::{Case, input, rule_sets};
use crate::court_piece::violation::pretty;
use crate::court_piece::{
    DealInput, DealOutcome, Pass, Previous, RedealBy, RedealRequest, RedealWhen, Rules,
    TrumpChange, TrumpMethod, View, Viewer, ViolationCode, deal, resolve_deal,
};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

/// How a view is read: its whole text, and the trump it shows.
pub(crate) type Render = fn(View) -> (String, Option<Suit>);

/// The engine's view, read whole through its `Debug` text.
fn debug(v: View) -> (String, Option<Suit>) {
    (format!("{v:?}"), v.trump)
}

/// Whether trumps are set from the first five (called, or a face-down card among them).
fn trumps_from_first_five(rules: &Rules) -> bool {
    match rules.trump {
        TrumpMethod::Called => true,
        TrumpMethod::Concealed => rules.bidding.is_none(),
        TrumpMethod::FirstVoid => rules.five_card_start,
    }
}

/// The cards `seat` may see in the answer `o` to `input` (see the module docs).
fn may_see(rules: &Rules, input: &DealInput, o: &DealOutcome, seat: usize) -> CardSet {
    let d = &input.decisions;
    let dealt = deal(rules, d.seed.as_deref().unwrap(), Some(input.dealer)).unwrap();
    let n = rules.players;
    // The trick that sets first-void trumps under a five-card start deals the rest at its end.
    let setting = o
        .tricks
        .last()
        .is_some_and(|t| t.winner().is_none() && t.trump_set().is_some());
    // A redeal judged on the whole hand is asked once every card is dealt.
    let whole_hand_redeal =
        rules.redeal.when == RedealWhen::Hand && d.redeal.is_some_and(|r| r.by == RedealBy::Caller);
    let whole =
        !trumps_from_first_five(rules) || (o.trump.is_some() && !setting) || whole_hand_redeal;
    let own = |s: usize| {
        let mut cards = if whole {
            dealt.hands[s]
        } else {
            dealt.first_five[s]
        };
        if n == 2 && o.trump.is_some() {
            // Each turn shows its player the top card and the one below it.
            for (turn, _) in d.draws.iter().flatten().enumerate().take(21) {
                if (input.dealer + 1 + turn) % 2 == s {
                    cards.insert(dealt.stock[2 * turn]);
                    cards.insert(dealt.stock[2 * turn + 1]);
                }
            }
        }
        cards
    };
    let mut seen = own(seat);
    if let Some(dummy) = o.dummy {
        seen = seen.union(own(dummy));
    }
    for t in &o.tricks {
        seen = seen.union(t.cards().iter().copied().collect());
    }
    if let Some(c) = &o.concealed
        && c.shown
        && let Some(card) = c.trump_card
    {
        seen.insert(card);
    }
    let plays_for = |s: usize| s == seat || (o.dummy == Some(s) && (s + 2) % 4 == seat);
    if let Some(v) = &o.violation
        && v.seat.is_some_and(plays_for)
        && let Some(card) = v.card
    {
        seen.insert(card);
    }
    // A pass names the passer's cards to the player before it, who names its return.
    for p in d.passes.iter().flatten() {
        if p.seat == seat || (p.seat + n - 1) % n == seat {
            seen = seen.union(p.cards.iter().chain(&p.returned).copied().collect());
        }
    }
    seen
}

/// The first card (or concealed trump) `seat`'s view of `o` shows and may not.
fn leak(
    rules: &Rules,
    input: &DealInput,
    o: &DealOutcome,
    seat: usize,
    render: Render,
) -> Option<String> {
    let Ok(view) = View::new(o.clone(), Viewer::Seat(seat)) else {
        // No view without the first packets: nothing is shown.
        return None;
    };
    let (text, trump) = render(view);
    let words: Vec<&str> = text.split(|c: char| !c.is_ascii_alphanumeric()).collect();
    let unseen = CardSet::FULL.difference(may_see(rules, input, o, seat));
    if let Some(c) = unseen
        .iter()
        .find(|c| words.contains(&c.to_string().as_str()) || text.contains(&pretty(*c)))
    {
        return Some(format!("seat {seat} sees {c}: {text}"));
    }
    if let Some(c) = &o.concealed {
        let knows = c.chooser == Some(seat) || c.revealed.is_some();
        if !knows && trump.is_some() {
            return Some(format!("seat {seat} sees concealed trumps: {text}"));
        }
    }
    None
}

/// The decisions tried at a cut: each kind once more, most of them refused.
fn trials(rules: &Rules, input: &DealInput, pick: &mut impl FnMut() -> u32) -> Vec<DealInput> {
    let n = rules.players;
    let card = |k: u32| Card::from_index((k % 52) as u8).unwrap();
    let suit = |k: u32| Suit::ALL[k as usize % 4];
    let mut out = Vec::new();
    let mut with = |f: &mut dyn FnMut(&mut DealInput)| {
        let mut t = input.clone();
        f(&mut t);
        out.push(t);
    };
    with(&mut |t| {
        t.decisions.redeal = Some(RedealRequest {
            by: RedealBy::Caller,
            agreed: None,
        })
    });
    with(&mut |t| {
        t.decisions.redeal = Some(RedealRequest {
            by: RedealBy::Partner,
            agreed: Some(true),
        })
    });
    let (a, b, c, s) = (pick(), pick(), pick(), pick());
    with(&mut |t| t.decisions.trump = Some(suit(a)));
    with(&mut |t| t.decisions.trump_card = Some(card(b)));
    with(&mut |t| t.decisions.drawn_card = Some(card(c)));
    with(&mut |t| t.decisions.bids = Some(vec![Some(i64::from(a % 16)); 1 + b as usize % 5]));
    with(&mut |t| {
        t.decisions.trump_change = Some(TrumpChange {
            seat: s as usize % n,
            trump: suit(c),
        })
    });
    with(&mut |t| {
        t.previous = Some(Previous {
            kot: true,
            bavney: false,
            party: a as usize % rules.parties(),
        });
        t.decisions.passes = Some(vec![Pass {
            seat: s as usize % n,
            cards: vec![card(b)],
            returned: vec![card(c)],
        }]);
    });
    if n == 2 {
        with(&mut |t| t.decisions.discards = Some(vec![vec![card(a), card(b)], vec![card(c)]]));
        with(&mut |t| t.decisions.draws = Some(vec![true; 22]));
    }
    with(&mut |t| {
        let at = t.decisions.plays.len();
        t.decisions.reveals.push(at);
    });
    with(&mut |t| t.decisions.plays.push(card(s)));
    out
}

/// The deal's cuts, from the bare deal through its decisions before play, then each card,
/// every view read by `render`.
pub(crate) fn check(case: &Case, index: usize, render: Render) -> Result<(), TestCaseError> {
    let sets = rule_sets();
    let rules = &sets[index % sets.len()];
    let full = input(rules, case);
    let mut choices = case.choices.iter().copied().cycle();
    let mut pick = || choices.next().unwrap_or(7);
    let d = &full.decisions;
    let mut cut = full.clone();
    cut.decisions = crate::court_piece::Decisions {
        seed: d.seed.clone(),
        dummy: d.dummy,
        ..Default::default()
    };
    let mut cuts = vec![cut.clone()];
    for step in 0..4 {
        match step {
            0 => cut.decisions.bids.clone_from(&d.bids),
            1 => {
                cut.decisions.trump = d.trump;
                cut.decisions.trump_card = d.trump_card;
            }
            2 => cut.decisions.discards.clone_from(&d.discards),
            _ => cut.decisions.draws.clone_from(&d.draws),
        }
        if cuts.last() != Some(&cut) {
            cuts.push(cut.clone());
        }
    }
    let mut at = cuts.len() - 1;
    for _ in 0..80 {
        let input = cuts[at].clone();
        let o = resolve_deal(rules, &input).unwrap();
        for trial in std::iter::once(input.clone()).chain(trials(rules, &input, &mut pick)) {
            let Ok(t) = resolve_deal(rules, &trial) else {
                continue;
            };
            for seat in 0..rules.players {
                if let Some(e) = leak(rules, &trial, &t, seat, render) {
                    return Err(TestCaseError::fail(format!(
                        "{:?}, {:?}: {e}",
                        rules.preset, trial.decisions
                    )));
                }
            }
        }
        if at + 1 < cuts.len() {
            at += 1;
            continue;
        }
        let Some(legal) = o
            .legal_cards
            .filter(|l| !l.is_empty() && o.valid() && !o.complete && o.trump.is_some())
        else {
            break;
        };
        let mut next = input;
        if rules.reveal == Some(crate::court_piece::Reveal::OnDemand) && pick() % 3 == 0 {
            let mut ask = next.clone();
            ask.decisions.reveals.push(ask.decisions.plays.len());
            if resolve_deal(rules, &ask).unwrap().valid() {
                next = ask;
            }
        }
        let k = pick() as usize % legal.len();
        next.decisions.plays.push(legal.iter().nth(k).unwrap());
        if !resolve_deal(rules, &next).unwrap().valid() {
            break;
        }
        cuts.push(next);
        at += 1;
    }
    Ok(())
}

/// A random walk's rule set (an index into `rule_sets`, wrapped) and its deal and choices.
pub(crate) fn walks() -> impl Strategy<Value = (usize, Case)> {
    (
        0..64usize,
        any::<u64>(),
        0..4usize,
        0..4usize,
        proptest::collection::vec(any::<u32>(), 1..40),
    )
        .prop_map(|(index, seed, dealer, trump, choices)| {
            let draws = vec![true; 21];
            let case = Case {
                seed,
                dealer,
                trump,
                dummy: trump,
                draws,
                choices,
            };
            (index, case)
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn no_view_shows_a_card_its_seat_may_not_see_whatever_is_refused((index, case) in walks()) {
        check(&case, index, debug)?;
    }
}

/// Every rule set walked at least twice, whatever the random cases draw.
#[test]
fn every_rule_set_is_walked_for_leaks_with_refusals() {
    for index in 0..rule_sets().len() {
        for seed in 0..2u64 {
            let case = Case {
                seed: seed * 7 + index as u64,
                dealer: index % 4,
                trump: seed as usize,
                dummy: 1,
                draws: (0..21).map(|k| k % 2 == 0).collect(),
                choices: vec![3, 8, 1, 5, 2, 9, 4, 11, 6],
            };
            if let Err(e) = check(&case, index, debug) {
                panic!("{e}");
            }
        }
    }
}

/// The issue's own request: Hokm, seed "curl tk", dealer 0, seat 1's view of a refused
/// redeal shows its first five, not the thirteen cards dealt after the call.
#[test]
fn a_refused_redeal_shows_the_first_five_only() {
    let rules = crate::court_piece::Preset::Hokm.rules();
    let input = DealInput {
        dealer: 0,
        previous: None,
        decisions: crate::court_piece::Decisions {
            seed: Some("curl tk".into()),
            redeal: Some(RedealRequest {
                by: RedealBy::Caller,
                agreed: None,
            }),
            ..Default::default()
        },
    };
    let o = resolve_deal(&rules, &input).unwrap();
    assert_eq!(
        o.violation.as_ref().map(|v| v.code),
        Some(ViolationCode::RedealNotAllowed)
    );
    let dealt = deal(&rules, "curl tk", Some(0)).unwrap();
    for seat in 0..4 {
        assert_eq!(leak(&rules, &input, &o, seat, debug), None);
        let view = View::new(o.clone(), Viewer::Seat(seat)).unwrap();
        assert_eq!(view.hand, Some(dealt.first_five[seat]));
    }
}
