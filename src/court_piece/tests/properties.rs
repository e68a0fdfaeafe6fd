//! Laws of the replay, checked on random legal playouts of every preset (and a five-card
//! start): each player picks uniformly among the legal cards the engine lists.
//!
//! - every playout validates and ends;
//! - while in progress `legal_cards` is never empty and is exactly the set of cards the
//!   engine accepts (every unplayed card is tried: the others are refused as not held or
//!   not following suit);
//! - replaying any prefix agrees with the full replay;
//! - every card is played once;
//! - tricks won (or collected) plus the heap equal the tricks played;
//! - concealed trumps: an inferred reveal happens exactly when one suit alone remains
//!   consistent (a brute-force count over the four suits), and a request for trumps is
//!   allowed exactly to a player of the other party who cannot follow.

use crate::cards::{Card, CardSet, Suit};
use crate::court_piece::{
    CollectFrom, DealInput, DealOutcome, Decision, Decisions, Preset, Reveal, RevealedBy, Rules,
    TrumpMethod, ViolationCode, deal, resolve_deal,
};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

/// The rule sets played: every preset, and Dehla Pakad's five-card start.
pub(crate) fn rule_sets() -> Vec<Rules> {
    let mut sets: Vec<Rules> = Preset::ALL.iter().map(|p| p.rules()).collect();
    let mut five = Preset::DehlaPakad.rules();
    five.trump = TrumpMethod::FirstVoid;
    five.five_card_start = true;
    five.collect_from = Some(CollectFrom::TrumpTrick);
    sets.push(five);
    sets
}

#[derive(Debug, Clone)]
pub(crate) struct Case {
    pub seed: u64,
    pub dealer: usize,
    pub trump: usize,
    pub dummy: usize,
    pub draws: Vec<bool>,
    pub choices: Vec<u32>,
}

/// The decisions before play of a seeded deal under `rules`, chosen by `case`.
pub(crate) fn input(rules: &Rules, case: &Case) -> DealInput {
    let n = rules.players;
    let dealer = case.dealer % n;
    let seed = format!("property {}", case.seed);
    let mut d = Decisions {
        seed: Some(seed.clone()),
        ..Decisions::default()
    };
    if rules.trump == TrumpMethod::Called {
        d.trump = Some(Suit::ALL[case.trump % 4]);
    }
    if rules.dummy {
        d.dummy = Some(case.dummy % n);
    }
    if rules.concealed() {
        let dealt = deal(rules, &seed, Some(dealer)).unwrap();
        let caller = (dealer + 1) % n;
        let mut chooser = caller;
        if let Some(b) = rules.bidding {
            // Each player bids one above the bid before, or passes, by the seed's bits
            // (all four pass one time in sixteen: a redeal).
            let mut high = b.min - 1;
            let bids: Vec<Option<i64>> = (0..4)
                .map(|i| {
                    (case.seed >> i & 1 == 1 && high < 13).then(|| {
                        high += 1;
                        chooser = (caller + i) % n;
                        high
                    })
                })
                .collect();
            let all_pass = bids.iter().all(Option::is_none);
            d.bids = Some(bids);
            if all_pass {
                return DealInput {
                    dealer,
                    previous: None,
                    decisions: d,
                };
            }
        }
        let mut choices = dealt.hands[chooser];
        if rules.bidding.is_none() {
            choices = choices.intersection(dealt.first_five[chooser]);
        }
        choices.remove(crate::court_piece::TWO_OF_HEARTS);
        d.trump_card = Some(pick(choices, case.trump as u32));
    }
    if n == 2 {
        let dealt = deal(rules, &seed, Some(dealer)).unwrap();
        let caller = (dealer + 1) % n;
        let first = |seat: usize, k: usize| dealt.hands[seat].iter().take(k).collect::<Vec<_>>();
        d.discards = Some(vec![first(caller, 3), first(dealer, 2)]);
        d.draws = Some(case.draws.clone());
    }
    DealInput {
        dealer,
        previous: None,
        decisions: d,
    }
}

fn pick(set: CardSet, choice: u32) -> Card {
    let k = choice as usize % set.len();
    set.iter().nth(k).unwrap()
}

fn completed(o: &DealOutcome) -> usize {
    o.tricks.iter().filter(|t| t.winner().is_some()).count()
}

fn playout(rules: &Rules, case: &Case) -> Result<(), TestCaseError> {
    let mut input = input(rules, case);
    let mut choices = case.choices.iter().copied().cycle();
    let mut outcomes = Vec::new();
    let full = loop {
        let o = resolve_deal(rules, &input).unwrap();
        prop_assert!(o.valid(), "{:?}", o.violation);
        let done = completed(&o);
        let won: usize = o.tricks_won.iter().map(|&w| usize::from(w)).sum();
        prop_assert_eq!(won + o.heap, done);
        if o.complete {
            prop_assert!(o.result.is_some() && o.next_dealer.is_some());
            break o;
        }
        prop_assert!(outcomes.len() <= 60, "the deal never ends");
        // Five-card start: every trick followed, a card is drawn from the first five.
        if rules.five_card_start
            && o.trump.is_none()
            && done == 5
            && input.decisions.drawn_card.is_none()
        {
            let played: CardSet = input.decisions.plays.iter().copied().collect();
            input.decisions.drawn_card = Some(pick(played, choices.next().unwrap_or(0)));
            continue;
        }
        if o.concealed.is_some() {
            check_inference(rules, &o)?;
        }
        // Dabba Rang: a player of the other party who cannot follow asks for trumps, half
        // the time; the engine allows exactly those requests.
        if rules.reveal == Some(Reveal::OnDemand) && choices.next().unwrap_or(0) % 2 == 0 {
            let mut trial = input.clone();
            trial.decisions.reveals.push(trial.decisions.plays.len());
            let t = resolve_deal(rules, &trial).unwrap();
            let c = o.concealed.as_ref().unwrap();
            let seat = o.next_seat.unwrap();
            let in_trick = o.tricks.last().filter(|t| t.winner().is_none());
            let allowed = c.revealed.is_none()
                && c.chooser.is_some_and(|ch| ch % 2 != seat % 2)
                && in_trick.is_some_and(|t| {
                    let led = t.cards()[0].suit();
                    o.hands[seat].iter().all(|card| card.suit() != led)
                });
            prop_assert_eq!(t.valid(), allowed, "{:?}", t.violation);
            if allowed {
                input = trial;
                continue;
            }
        }
        let legal = o.legal_cards.unwrap();
        prop_assert!(!legal.is_empty());
        // Every unplayed card: accepted exactly when legal.
        let played: CardSet = input.decisions.plays.iter().copied().collect();
        let mut accepted = CardSet::EMPTY;
        for card in CardSet::FULL.difference(played) {
            if rules.players == 3 && rules.removed_card == Some(card) {
                continue;
            }
            let mut trial = input.clone();
            trial.decisions.plays.push(card);
            let t = resolve_deal(rules, &trial).unwrap();
            match &t.violation {
                None => {
                    accepted.insert(card);
                }
                Some(v) => {
                    prop_assert!(
                        matches!(
                            v.code,
                            ViolationCode::CardNotHeld | ViolationCode::MustFollowSuit
                        ),
                        "{:?}",
                        v
                    );
                    prop_assert_eq!(t.legal_cards, Some(legal));
                }
            }
        }
        prop_assert_eq!(accepted, legal);
        let card = pick(legal, choices.next().unwrap_or(0));
        outcomes.push(o);
        input.decisions.plays.push(card);
    };
    // Every card once.
    let plays = &input.decisions.plays;
    let distinct: CardSet = plays.iter().copied().collect();
    prop_assert_eq!(distinct.len(), plays.len());
    let in_tricks: usize = full.tricks.iter().map(|t| t.cards().len()).sum();
    prop_assert_eq!(in_tricks, plays.len());
    // Any prefix agrees with the full replay.
    for o in &outcomes {
        let done = completed(o);
        prop_assert_eq!(&o.tricks[..done], &full.tricks[..done]);
        if let Some(partial) = o.tricks.get(done) {
            let whole = &full.tricks[done];
            prop_assert_eq!(partial.leader(), whole.leader());
            prop_assert_eq!(partial.cards(), &whole.cards()[..partial.cards().len()]);
        }
    }
    Ok(())
}

/// The winner's place in a finished trick if `trump` were trumps, written from the rules'
/// text alone: the 2♥ (under `two_of_hearts`) above every trump, a trump above the suit led,
/// the suit led (the 2♥ led leads trumps) above the rest.
fn reference_winner(cards: &[Card], trump: Suit, two_of_hearts: bool) -> usize {
    let two = |c: Card| two_of_hearts && c == crate::court_piece::TWO_OF_HEARTS;
    let led = if two(cards[0]) {
        trump
    } else {
        cards[0].suit()
    };
    let key = |c: Card| -> i32 {
        let rank = c.rank().index() as i32;
        if two(c) {
            100
        } else if c.suit() == trump {
            50 + rank
        } else if c.suit() == led {
            rank
        } else {
            -1
        }
    };
    (0..cards.len()).max_by_key(|&i| key(cards[i])).unwrap()
}

/// `reveal: inferred`: trumps become known exactly at the end of the first trick after which
/// one suit alone is consistent with every finished trick (a brute-force count over the four
/// suits), unless necessity showed them first; the candidates are those suits.
fn check_inference(rules: &Rules, o: &DealOutcome) -> Result<(), TestCaseError> {
    let c = o.concealed.as_ref().unwrap();
    if rules.reveal != Some(Reveal::Inferred) || c.trump_card.is_none() {
        return Ok(());
    }
    let done: Vec<_> = o.tricks.iter().filter(|t| t.winner().is_some()).collect();
    let mut mask = 0b1111u8;
    let mut first_single = None;
    let mut masks = Vec::new();
    for (k, t) in done.iter().enumerate() {
        let best = t
            .plays()
            .position(|(seat, _)| Some(seat) == t.winner())
            .unwrap();
        for suit in Suit::ALL {
            if reference_winner(t.cards(), suit, rules.two_of_hearts) != best {
                mask &= !(1 << suit as u8);
            }
        }
        masks.push(mask);
        if mask.count_ones() == 1 && first_single.is_none() {
            first_single = Some(k + 1);
        }
    }
    match c.revealed {
        Some(r) if r.by == RevealedBy::Inference => {
            prop_assert_eq!(Some(r.trick), first_single);
            prop_assert_eq!(c.candidates, Some(masks[r.trick - 1]));
        }
        Some(r) => {
            prop_assert_eq!(r.by, RevealedBy::Necessity);
            prop_assert!(first_single.is_none_or(|f| r.trick <= f));
        }
        None => {
            prop_assert_eq!(first_single, None);
            prop_assert_eq!(c.candidates, Some(mask));
        }
    }
    Ok(())
}

fn case_strategy() -> impl Strategy<Value = Case> {
    (
        any::<u64>(),
        0..4usize,
        0..4usize,
        0..4usize,
        proptest::collection::vec(any::<bool>(), 21),
        proptest::collection::vec(any::<u32>(), 1..64),
    )
        .prop_map(|(seed, dealer, trump, dummy, draws, choices)| Case {
            seed,
            dealer,
            trump,
            dummy,
            draws,
            choices,
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn random_legal_playouts_of_every_rule_set_obey_the_laws(index in 0..64usize, case in case_strategy()) {
        let sets = rule_sets();
        playout(&sets[index % sets.len()], &case)?;
    }
}

#[test]
fn every_rule_set_is_played_out_at_least_twice() {
    for (i, rules) in rule_sets().iter().enumerate() {
        for seed in 0..2u64 {
            let case = Case {
                seed: seed * 31 + i as u64,
                dealer: i + seed as usize,
                trump: i,
                dummy: seed as usize,
                draws: (0..21).map(|k| (k + i) % 3 == 0).collect(),
                choices: vec![7, 1, 4, 2, 9, 11, 3],
            };
            if let Err(e) = playout(rules, &case) {
                panic!("{:?} seed {seed}: {e}", rules.preset);
            }
        }
    }
}

/// Any card from its index (0..60 covers a few impossible indexes, mapped onto real cards).
fn any_card() -> impl Strategy<Value = Card> {
    (0u8..52).prop_map(|i| Card::from_index(i).unwrap_or(crate::court_piece::TWO_OF_HEARTS))
}

fn cards_list(max: usize) -> impl Strategy<Value = Vec<Card>> {
    proptest::collection::vec(any_card(), 0..max)
}

fn any_request() -> impl Strategy<Value = (usize, DealInput)> {
    use crate::court_piece::{Pass, Previous, RedealBy, RedealRequest, TrumpChange};
    let suit = (0..4usize).prop_map(|s| Suit::ALL[s]);
    (
        0..64usize,
        0..6usize,
        proptest::option::of(proptest::collection::vec(cards_list(20), 0..6)),
        proptest::option::of("[a-z]{0,6}"),
        proptest::option::of(proptest::collection::vec(cards_list(7), 0..5)),
        (
            proptest::option::of((any::<bool>(), proptest::option::of(any::<bool>()))),
            proptest::option::of(suit.clone()),
            proptest::option::of(any_card()),
            proptest::option::of(any_card()),
            proptest::option::of((0..6usize, suit)),
        ),
        (
            proptest::option::of(proptest::collection::vec(
                (0..6usize, cards_list(3), cards_list(3)),
                0..4,
            )),
            proptest::option::of((any::<bool>(), any::<bool>(), 0..4usize)),
            proptest::option::of(proptest::collection::vec(cards_list(4), 0..3)),
            proptest::option::of(proptest::collection::vec(any::<bool>(), 0..25)),
            proptest::option::of(0..6usize),
        ),
        (
            cards_list(60),
            proptest::collection::vec(0..64usize, 0..3),
            proptest::option::of(proptest::collection::vec(
                proptest::option::of(-2i64..16),
                0..6,
            )),
        ),
    )
        .prop_map(|(set, dealer, hands, seed, first_five, a, b, c)| {
            let (plays, mut reveals, bids) = c;
            reveals.sort_unstable();
            let (redeal, trump, trump_card, drawn_card, change) = a;
            let (passes, previous, discards, draws, dummy) = b;
            let decisions = Decisions {
                hands,
                seed,
                first_five,
                redeal: redeal.map(|(caller, agreed)| RedealRequest {
                    by: if caller {
                        RedealBy::Caller
                    } else {
                        RedealBy::Partner
                    },
                    agreed,
                }),
                trump,
                trump_card,
                drawn_card,
                trump_change: change.map(|(seat, trump)| TrumpChange { seat, trump }),
                passes: passes.map(|ps| {
                    ps.into_iter()
                        .map(|(seat, cards, returned)| Pass {
                            seat,
                            cards,
                            returned,
                        })
                        .collect()
                }),
                discards,
                draws,
                dummy,
                plays,
                reveals,
                bids,
            };
            let previous = previous.map(|(kot, bavney, party)| Previous { kot, bavney, party });
            (
                set,
                DealInput {
                    dealer,
                    previous,
                    decisions,
                },
            )
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// Untrusted requests: whatever the fields hold, the engine answers (an outcome or
    /// contract errors) and never panics; a game of such deals neither.
    #[test]
    fn arbitrary_requests_never_panic((index, input) in any_request()) {
        let sets = rule_sets();
        let rules = &sets[index % sets.len()];
        let _ = resolve_deal(rules, &input);
        let deals = [input.decisions.clone(), input.decisions];
        let _ = crate::court_piece::resolve_game(rules, input.dealer, &deals);
    }

    /// The same with real seeded deals and plays drawn from the whole pack, so that the
    /// replay goes deep before it meets an illegal card. The decisions before play are
    /// legal, so the replay stops at a play: its tricks hold exactly the plays before the
    /// first refused one (all of them when none is), in order, and the refused one is not
    /// among them; a finished deal has a result and the next dealer, an unfinished one
    /// neither.
    #[test]
    fn seeded_deals_with_arbitrary_plays_never_panic(index in 0..64usize, case in case_strategy(), plays in cards_list(60)) {
        let sets = rule_sets();
        let rules = &sets[index % sets.len()];
        let mut input = input(rules, &case);
        input.decisions.plays = plays;
        let o = resolve_deal(rules, &input).unwrap();
        let plays = &input.decisions.plays;
        let accepted = match &o.violation {
            None => plays.len(),
            Some(v) => {
                prop_assert_eq!(v.at, Decision::Play, "{:?}", v);
                v.play.filter(|&k| k < plays.len()).ok_or_else(|| {
                    TestCaseError::fail(format!("a refused play outside the plays: {v:?}"))
                })?
            }
        };
        let in_tricks: Vec<Card> = o.tricks.iter().flat_map(|t| t.cards().iter().copied()).collect();
        prop_assert_eq!(&in_tricks[..], &plays[..accepted]);
        let finished = o.valid() && o.complete;
        prop_assert_eq!(o.result.is_some(), finished);
        prop_assert_eq!(o.next_dealer.is_some(), finished);
    }
}
