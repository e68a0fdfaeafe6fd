use super::*;
use crate::chor_voli::deal::testing::cards;
use crate::chor_voli::{DealInput, PlayerInput, Preset, Ties, resolve_deal};

fn card(text: &str) -> Card {
    text.parse().unwrap()
}

fn input(hand: &str, candidates: usize, samples: usize) -> AdviseInput {
    AdviseInput {
        hand: cards(hand),
        candidates,
        samples,
        seed: "tests".into(),
        ..AdviseInput::default()
    }
}

fn limits() -> AdviseLimits {
    AdviseLimits {
        threads: 2,
        ..AdviseLimits::default()
    }
}

fn names(c: &Candidate) -> Vec<String> {
    c.combinations.iter().map(Combination::name).collect()
}

fn codes(errors: &[AdviseError]) -> Vec<(&'static str, AdviseField)> {
    errors.iter().map(|e| (e.code(), e.at)).collect()
}

const THIRTEEN: &str = "Ah Kh Qh 7c 7d 7s Js Td 9c 5h 3c 2d 4s";

// --- Answers known exactly --------------------------------------------------------------

#[test]
fn a_hand_whose_best_partition_wins_every_round_is_worth_every_round_in_every_sample() {
    // Nobody else can hold three aces, kings, queens or jacks, so played strongest first they
    // win all four rounds against anything. Four of a kind must not decide (an opponent's
    // four tens would take the pool), so it is turned off: the pool pays 1 a round, ante 1.
    let rules = Rules {
        quads_win: false,
        ..Rules::default()
    };
    let hand = "As Ah Ad Ks Kh Kd Qs Qh Qd Js Jh Jd 2c";
    let advice = advise(&rules, &input(hand, 5, 300), &limits()).unwrap();
    let best = &advice.candidates[0];
    assert_eq!(
        names(best),
        [
            "three of a kind, aces",
            "three of a kind, kings",
            "three of a kind, queens",
            "three of a kind, jacks"
        ]
    );
    assert_eq!(best.chips.mean, 3.0);
    assert_eq!(best.chips.ci95, [3.0, 3.0]);
    assert_eq!(best.p_positive, 1.0);
    assert_eq!((advice.recommended, advice.baseline), (0, 0));
    for other in &advice.candidates[1..] {
        assert!(other.chips.mean <= 3.0 && other.gain.mean <= 0.0);
    }
}

#[test]
fn five_top_threes_of_a_kind_win_every_ramchi_round_from_both_opponents() {
    // Ramchi for three: each-opponent scoring 1 to 5 a round, no four of a kind. The other
    // seats' 2♦ exchange does not change that nobody can beat these five.
    let rules = Preset::Ramchi3.rules();
    let hand = "As Ah Ad Ks Kh Kd Qs Qh Qd Js Jh Jd Ts Th Td 2c 3c";
    for face_up in [None, Some(card("9c"))] {
        let input = AdviseInput {
            face_up,
            ..input(hand, 3, 200)
        };
        let advice = advise(&rules, &input, &limits()).unwrap();
        let best = &advice.candidates[advice.recommended];
        assert_eq!(best.chips.mean, 30.0, "15 from each of two opponents");
        assert_eq!(best.chips.ci95, [30.0, 30.0]);
        assert_eq!(best.p_positive, 1.0);
        assert!(advice.candidates.iter().all(|c| !c.exchanged));
    }
}

#[test]
fn four_of_a_kind_takes_the_whole_pool_in_every_sample_whatever_the_partition() {
    // Four aces are the highest four of a kind; it decides on the hand as dealt.
    for (preset, hand, won) in [
        (
            Preset::ChorVoli,
            "As Ah Ad Ac Ks Qh Jd Tc 9s 8h 7d 6c 5s",
            3.0,
        ),
        (
            Preset::Ramchi3Pool,
            "As Ah Ad Ac Ks Qh Jd Tc 9s 8h 7d 6c 5s 4h 3d 2c Kh",
            10.0,
        ),
    ] {
        let advice = advise(&preset.rules(), &input(hand, 4, 100), &limits()).unwrap();
        assert_eq!(advice.candidates.len(), 4);
        for c in &advice.candidates {
            assert_eq!(c.chips.mean, won, "{preset:?}");
            assert_eq!(c.chips.ci95, [won, won]);
            assert_eq!(c.p_positive, 1.0);
            assert_eq!((c.gain.mean, c.gain.ci95), (0.0, [0.0, 0.0]));
        }
        assert_eq!(
            advice.recommended, advice.baseline,
            "equals stay with the baseline"
        );
    }
}

// --- The samples ------------------------------------------------------------------------

/// The plan `advise` would run for this input, with its candidates.
fn plan<'a>(rules: &'a Rules, input: &'a AdviseInput) -> (Plan<'a>, Advice) {
    let advice = advise(rules, input, &limits()).unwrap();
    let plan = Plan {
        rules,
        seat: input.seat,
        dealer: input.dealer,
        hand: input.hand.iter().copied().collect(),
        face_up: input.face_up,
        seed: &input.seed,
        budget: Budget::default(),
        strengths: advice
            .candidates
            .iter()
            .map(|c| c.combinations.iter().map(Combination::strength).collect())
            .collect(),
        baseline: advice.baseline,
    };
    (plan, advice)
}

fn masks_to_cards(masks: &[u64]) -> Vec<Vec<Card>> {
    masks
        .iter()
        .map(|&m| CardSet::from_bits(m).sorted_high_first())
        .collect()
}

#[test]
fn every_sample_is_scored_as_deals_resolve_scores_it() {
    let ramchi3 = Preset::Ramchi3.rules();
    let last_shown = Rules {
        ties: Ties::LastShown,
        ..Preset::Ramchi4.rules()
    };
    // (rules, hand, seat, dealer, face up): every preset, both ties, a seat holding the 2♦
    // (exchange open), a face-up card sampled, another seat holding the 2♦.
    let holder = "Ad Qd Jh Jd Ts Tc 9h 8s 8d 7s 7h 5s 5d 3d 2s 2h 2d";
    let cases = [
        (Rules::default(), THIRTEEN, 0, None, None),
        (Preset::Ramchi4.rules(), THIRTEEN, 2, Some(1), None),
        (last_shown, THIRTEEN, 3, None, None),
        (ramchi3.clone(), holder, 1, Some(0), Some("9c")),
        (ramchi3.clone(), holder, 2, None, None),
        (
            Preset::Ramchi3Pool.rules(),
            "As Ah Ac Kc Qs Qh Qc Js Td 9s 8c 7c 6h 6c 3s 3h 3c",
            0,
            None,
            Some("9c"),
        ),
    ];
    let (mut exchanges, mut quads, mut seen) = (0, 0, 0);
    for (rules, hand, seat, dealer, face_up) in cases {
        let input = AdviseInput {
            seat,
            dealer,
            face_up: face_up.map(card),
            ..input(hand, 4, 60)
        };
        let (plan, advice) = plan(&rules, &input);
        assert_eq!(
            advice.candidates.iter().any(|c| c.exchanged),
            face_up.is_some() && hand.contains("2d"),
        );
        let mut values = vec![0; advice.candidates.len()];
        for i in 0..input.samples {
            let sample = plan.sample(i);
            plan.score(i, &mut values);
            exchanges += usize::from(sample.exchanged);
            quads += usize::from(sample.quads.is_some());
            for (c, &value) in advice.candidates.iter().zip(&values) {
                let players = (0..rules.players)
                    .map(|p| PlayerInput {
                        hand: sample.hands[p].sorted_high_first(),
                        combinations: if p == seat {
                            Some(c.combinations.iter().map(|c| c.cards().to_vec()).collect())
                        } else {
                            sample.plays[p].as_ref().map(|b| masks_to_cards(&b.masks))
                        },
                        discards: None,
                    })
                    .collect();
                let deal = DealInput {
                    dealer: sample.dealer,
                    pool_carried: 0,
                    players,
                    face_up: sample.face_up,
                    exchanged: c.exchanged || sample.exchanged,
                };
                let outcome = resolve_deal(&rules, &deal).expect("a deal that can be dealt");
                let settlement = outcome.settlement.expect("legal partitions");
                assert_eq!(settlement.chips[seat], value, "{rules:?} sample {i}");
                seen += 1;
            }
        }
    }
    assert!(seen > 1000);
    assert!(
        exchanges > 10,
        "another seat exchanged its 2♦ in {exchanges} samples"
    );
    assert!(quads > 0, "four of a kind decided {quads} samples");
}

/// Sample `i` of seed "golden" for seat 1 holding `hand`: every hand, face-up card, dealer.
fn golden_sample(
    rules: &Rules,
    hand: &str,
    face_up: Option<&str>,
    i: usize,
) -> (Vec<String>, Option<String>, usize) {
    let input = AdviseInput {
        seat: 1,
        face_up: face_up.map(card),
        seed: "golden".into(),
        ..input(hand, 1, 1)
    };
    let (plan, _) = plan(rules, &input);
    let sample = plan.sample(i);
    let shown = sample
        .hands
        .iter()
        .map(|h| crate::chor_voli::deal::testing::shown(&h.sorted_high_first()))
        .collect();
    (shown, sample.face_up.map(|c| c.to_string()), sample.dealer)
}

// The worked example of docs/dealing.md ("The advisor's samples"), checked against the
// Python reference there: seat 1 holds the hand seat 1 is dealt from "golden 1".
#[test]
fn a_sample_deals_the_unseen_cards_round_the_other_seats_from_its_own_seed() {
    let hand = "Jc Ts Td 9h 9c 8h 8c 7h 7d 6h 5h 4d 2d";
    let (hands, face_up, dealer) = golden_sample(&Rules::default(), hand, None, 0);
    assert_eq!(
        hands,
        [
            "Kc Qs Qd Jh Tc 9s 9d 8s 6c 5d 3s 2h 2c",
            hand,
            "As Ah Qh Qc Jd Th 8d 7s 6d 5s 5c 4h 3c",
            "Ad Ac Ks Kh Kd Js 7c 6s 4s 4c 3h 3d 2s",
        ]
    );
    assert_eq!((face_up, dealer), (None, 1));
    // Ramchi for three: without a face-up card given, the next unseen card is face up.
    let rules = Preset::Ramchi3.rules();
    let hand = "Ad Ac Ks Kc Qs Qh Qd Jd Td 9c 8s 8h 7h 6d 3s 2d 2c";
    let (hands, face_up, dealer) = golden_sample(&rules, hand, None, 0);
    assert_eq!(
        hands,
        [
            "As Ah Js Ts Tc 9d 8d 7s 7d 6h 6c 5s 5h 5c 3h 3d 3c",
            hand,
            "Kh Qc Jh Jc Th 9s 9h 8c 7c 6s 5d 4s 4h 4d 4c 2s 2h",
        ]
    );
    assert_eq!((face_up.as_deref(), dealer), (Some("Kd"), 0));
    // With the face-up card given, sample 1.
    let (hands, face_up, dealer) = golden_sample(&rules, hand, Some("2h"), 1);
    assert_eq!(
        hands,
        [
            "Ah Kh Kd Qc Ts 9d 7s 7c 6s 6c 5s 5h 4h 4d 4c 3c 2s",
            hand,
            "As Js Jh Jc Th Tc 9s 9h 8d 8c 7d 6h 5d 5c 4s 3h 3d",
        ]
    );
    assert_eq!((face_up.as_deref(), dealer), (Some("2h"), 0));
}

#[test]
fn the_answer_depends_on_the_seed_alone_not_on_the_threads() {
    let rules = Preset::Ramchi3.rules();
    let input = AdviseInput {
        face_up: Some(card("9c")),
        ..input("Ad Qd Jh Jd Ts Tc 9h 8s 8d 7s 7h 5s 5d 3d 2s 2h 2d", 3, 100)
    };
    let on = |threads| {
        advise(
            &rules,
            &input,
            &AdviseLimits {
                threads,
                ..AdviseLimits::default()
            },
        )
        .unwrap()
    };
    let one = on(1);
    assert_eq!(one, on(3));
    assert_eq!(one, on(64));
    let other = AdviseInput {
        seed: "another".into(),
        ..input.clone()
    };
    assert_ne!(advise(&rules, &other, &limits()).unwrap(), one);
}

// --- Statistics --------------------------------------------------------------------------

#[test]
fn two_seeds_agree_within_their_intervals_and_four_times_the_samples_halve_them() {
    let rules = Rules::default();
    let run = |seed: &str, samples| {
        let input = AdviseInput {
            seed: seed.into(),
            ..input(THIRTEEN, 5, samples)
        };
        advise(&rules, &input, &limits()).unwrap()
    };
    let (a, b) = (run("convergence a", 1000), run("convergence b", 1000));
    assert_eq!(a.candidates.len(), 5);
    for (x, y) in a.candidates.iter().zip(&b.candidates) {
        assert_eq!(
            x.combinations, y.combinations,
            "the candidates are the seed's no concern"
        );
        let ([xl, xh], [yl, yh]) = (x.chips.ci95, y.chips.ci95);
        assert!(
            xl <= yh && yl <= xh,
            "{:?} and {:?} do not overlap",
            x.chips,
            y.chips
        );
        assert!(
            xl < x.chips.mean && x.chips.mean < xh,
            "a hand that can win or lose"
        );
        assert!((0.0..=1.0).contains(&x.p_positive));
    }
    let more = run("convergence a", 4000);
    for (x, y) in a.candidates.iter().zip(&more.candidates) {
        let width = |e: &Estimate| e.ci95[1] - e.ci95[0];
        let ratio = width(&y.chips) / width(&x.chips);
        assert!((0.4..0.6).contains(&ratio), "width ratio {ratio}");
    }
    // Common random numbers: the paired difference is tighter than either mean.
    let c = &a.candidates[1];
    assert!(c.gain.ci95[1] - c.gain.ci95[0] < c.chips.ci95[1] - c.chips.ci95[0]);
}

#[test]
fn one_sample_gives_the_whole_range_of_chips_as_its_interval() {
    let advice = advise(&Rules::default(), &input(THIRTEEN, 1, 1), &limits()).unwrap();
    let c = &advice.candidates[0];
    // Ante 1: from losing it to taking the pool of 4.
    assert_eq!(c.chips.ci95, [-1.0, 3.0]);
    assert!([-1.0, 0.0, 1.0, 2.0, 3.0].contains(&c.chips.mean));
    assert_eq!(chip_bounds(&Preset::Ramchi3.rules()), (-15, 30));
    assert_eq!(chip_bounds(&Preset::Ramchi4.rules()), (-5, 15));
    let no_quads = Rules {
        quads_win: false,
        ..Preset::Ramchi3Pool.rules()
    };
    assert_eq!(chip_bounds(&no_quads), (-5, 10));
}

fn moments(count: u64, sum: i128, squares: i128) -> Moments {
    Moments {
        count,
        sum,
        squares,
    }
}

#[test]
fn the_estimate_is_the_mean_and_the_normal_interval_of_exact_sums() {
    // 1, 2, 3, 4: mean 2.5, s² = 5/3, half width 1.96 · √(5/12).
    let e = estimate(&moments(4, 10, 30), -100, 100);
    assert_eq!(e.mean, 2.5);
    let half = 1.96 * (5.0f64 / 12.0).sqrt();
    assert!((e.ci95[0] - (2.5 - half)).abs() < 1e-12);
    assert!((e.ci95[1] - (2.5 + half)).abs() < 1e-12);
    // Cut to what a deal can give.
    assert_eq!(estimate(&moments(4, 10, 30), 0, 3).ci95, [2.5 - half, 3.0]);
    assert_eq!(estimate(&moments(3, 6, 12), -1, 3).ci95, [2.0, 2.0]);
}

// --- Advice against suggest --------------------------------------------------------------

/// The chips seat 0 wins in a seeded deal playing `pick`, the others playing the baseline.
fn deal_chips(rules: &Rules, seed: &str, pick: &Candidate) -> i64 {
    let dealt = crate::chor_voli::deal(rules, seed, None).unwrap();
    let swap = dealt
        .face_up
        .filter(|&c| rules.exchange && c != crate::chor_voli::deal::TWO_OF_DIAMONDS);
    let mut exchanged = pick.exchanged;
    let players = dealt
        .hands
        .iter()
        .enumerate()
        .map(|(p, hand)| {
            let combinations = if p == 0 {
                pick.combinations
                    .iter()
                    .map(|c| c.cards().to_vec())
                    .collect()
            } else {
                let set: CardSet = hand.iter().copied().collect();
                let plain = solver::best_partition(rules, set, Budget::default());
                let mut best = plain.clone();
                if let Some(up) = swap.filter(|_| set.contains(TWO_OF_DIAMONDS)) {
                    let mut swapped = set;
                    swapped.remove(TWO_OF_DIAMONDS);
                    swapped.insert(up);
                    let other = solver::best_partition(rules, swapped, Budget::default());
                    if other.as_ref().map(|b| &b.score) > plain.as_ref().map(|b| &b.score) {
                        best = other;
                        exchanged = true;
                    }
                }
                best.map_or_else(Vec::new, |b| masks_to_cards(&b.masks))
            };
            PlayerInput {
                hand: hand.clone(),
                combinations: Some(combinations),
                discards: None,
            }
        })
        .collect();
    let input = DealInput {
        dealer: dealt.dealer,
        pool_carried: 0,
        players,
        face_up: dealt.face_up,
        exchanged,
    };
    resolve_deal(rules, &input)
        .unwrap()
        .settlement
        .unwrap()
        .chips[0]
}

#[test]
fn the_advisors_pick_wins_at_least_as_much_as_suggests_first_choice_on_200_seeded_deals() {
    // Seat 0 of 50 seeded deals per preset plays the advisor's pick, then (on the same deal)
    // the solver's own pick; the other seats play the solver's pick either way.
    let mut total = (0, 0);
    let mut differ = 0;
    for preset in Preset::ALL {
        let rules = preset.rules();
        for i in 0..50 {
            let seed = format!("advice {} {i}", preset.name());
            let dealt = crate::chor_voli::deal(&rules, &seed, None).unwrap();
            let input = AdviseInput {
                hand: dealt.hands[0].clone(),
                dealer: Some(dealt.dealer),
                face_up: dealt.face_up,
                seed: seed.clone(),
                ..input("", 6, 300)
            };
            let advice = advise(&rules, &input, &limits()).unwrap();
            let pick = &advice.candidates[advice.recommended];
            let base = &advice.candidates[advice.baseline];
            total.0 += deal_chips(&rules, &seed, pick);
            total.1 += deal_chips(&rules, &seed, base);
            differ += usize::from(advice.recommended != advice.baseline);
        }
    }
    assert!(differ >= 20, "the picks differ in only {differ} deals");
    assert!(
        total.0 >= total.1,
        "the advisor's picks won {} chips, suggest's {}",
        total.0,
        total.1
    );
}

// --- Candidates and requests -------------------------------------------------------------

#[test]
fn the_holder_of_the_two_of_diamonds_gets_candidates_with_and_without_the_exchange() {
    let rules = Preset::Ramchi3.rules();
    let hand = "Ad Qd Jh Jd Ts Tc 9h 8s 8d 7s 7h 5s 5d 3d 2s 2h 2d";
    let input = AdviseInput {
        face_up: Some(card("9c")),
        ..input(hand, 3, 50)
    };
    let advice = advise(&rules, &input, &limits()).unwrap();
    let flags: Vec<bool> = advice.candidates.iter().map(|c| c.exchanged).collect();
    assert_eq!(flags, [false, false, false, true, true, true]);
    let suggested: Vec<Option<usize>> = advice.candidates.iter().map(|c| c.suggested).collect();
    assert_eq!(
        suggested,
        [Some(0), Some(1), Some(2), Some(0), Some(1), Some(2)]
    );
    // The exchanged candidates hold the 9♣ and not the 2♦.
    for c in &advice.candidates[3..] {
        let held: CardSet = c
            .combinations
            .iter()
            .flat_map(|c| c.cards())
            .chain(c.discards.iter().copied())
            .collect();
        assert!(held.contains(card("9c")) && !held.contains(TWO_OF_DIAMONDS));
    }
    // The baseline is the better first choice by the solver's score.
    let plain = solver::suggest(
        &rules,
        cards(hand).into_iter().collect(),
        1,
        Budget::default(),
    );
    let mut swapped: CardSet = cards(hand).into_iter().collect();
    swapped.remove(TWO_OF_DIAMONDS);
    swapped.insert(card("9c"));
    let swapped = solver::suggest(&rules, swapped, 1, Budget::default());
    let expected = if swapped.suggestions[0].score > plain.suggestions[0].score {
        3
    } else {
        0
    };
    assert_eq!(advice.baseline, expected);
    // Without the face-up card, or without the exchange, there is nothing to exchange.
    let unknown = AdviseInput {
        face_up: None,
        ..input.clone()
    };
    let advice = advise(&rules, &unknown, &limits()).unwrap();
    assert!(advice.candidates.iter().all(|c| !c.exchanged));
    let off = Rules {
        exchange: false,
        ..rules.clone()
    };
    let advice = advise(&off, &input, &limits()).unwrap();
    assert!(advice.candidates.iter().all(|c| !c.exchanged));
}

#[test]
fn named_partitions_are_scored_too_and_one_already_listed_is_not_repeated() {
    let rules = Rules::default();
    let first = advise(&rules, &input(THIRTEEN, 2, 50), &limits()).unwrap();
    let as_cards = |c: &Candidate| -> Vec<Vec<Card>> {
        c.combinations.iter().map(|c| c.cards().to_vec()).collect()
    };
    // Three combinations only (legal, with a warning), and suggest's first choice again with
    // its cards in another order.
    let three = PartitionInput {
        combinations: vec![cards("7c 7d 7s"), cards("Ah Kh Qh"), cards("Js Td 9c")],
        ..PartitionInput::default()
    };
    let mut again = as_cards(&first.candidates[0]);
    again.iter_mut().for_each(|c| c.reverse());
    let input = AdviseInput {
        partitions: vec![
            three,
            PartitionInput {
                combinations: again,
                discards: Some(first.candidates[0].discards.clone()),
                exchanged: false,
            },
        ],
        ..input(THIRTEEN, 2, 50)
    };
    let advice = advise(&rules, &input, &limits()).unwrap();
    assert_eq!(advice.candidates.len(), 3);
    assert_eq!(advice.requested, [2, 0]);
    let named = &advice.candidates[2];
    assert_eq!(named.suggested, None);
    assert_eq!(named.discards, cards("5h 4s 3c 2d"));
    // The first two are scored as before: the samples do not depend on the candidates.
    assert_eq!(advice.candidates[..2], first.candidates[..]);
}

#[test]
fn every_contract_error_is_reported_at_its_place() {
    let rules = Rules::default();
    let bad = AdviseInput {
        hand: cards("Ah Ah Qh 7c"),
        seat: 4,
        dealer: Some(9),
        face_up: Some(card("2c")),
        candidates: 0,
        samples: 20_001,
        partitions: vec![PartitionInput::default(); 51],
        seed: String::new(),
    };
    let errors = advise(&rules, &bad, &limits()).unwrap_err();
    assert_eq!(
        codes(&errors),
        [
            ("WRONG_HAND_SIZE", AdviseField::Hand),
            ("DUPLICATE_CARD", AdviseField::HandCard(1)),
            ("SEAT_OUT_OF_RANGE", AdviseField::Seat),
            ("DEALER_OUT_OF_RANGE", AdviseField::Dealer),
            ("FACE_UP_NOT_DEALT", AdviseField::FaceUp),
            ("CANDIDATES_OUT_OF_RANGE", AdviseField::Candidates),
            ("SAMPLES_OUT_OF_RANGE", AdviseField::Samples),
            ("TOO_MANY_PARTITIONS", AdviseField::Partitions),
        ]
    );
    assert_eq!(errors[2].message(), "the seat must be from 0 to 3, not 4");
    // Named partitions are judged against the hand (after the exchange when they say so),
    // once the hand and the face-up card are in order.
    let ramchi = Preset::Ramchi3.rules();
    let hand = "As Ah Kh Qh Jc Tc 9c 8c 7c 6c 5c 4c 3c 2c 5h 4h 3h";
    let named = |combinations: &[&str], discards: Option<&str>, exchanged| PartitionInput {
        combinations: combinations.iter().map(|c| cards(c)).collect(),
        discards: discards.map(cards),
        exchanged,
    };
    let input = AdviseInput {
        face_up: Some(card("As")),
        partitions: vec![
            named(&["Ah Kh Qh", "Jc Tc 5h"], None, false),
            named(
                &["Ah Kh Qh", "Jc Tc 9c", "8c 7c 6c", "5c 4c 3c", "5h 4h 3h"],
                Some("As 2c 2c"),
                false,
            ),
            named(&["Ah Kh Qh"], None, true),
        ],
        ..input(hand, 2, 10)
    };
    let errors = advise(&ramchi, &input, &limits()).unwrap_err();
    assert_eq!(codes(&errors), [("DUPLICATE_CARD", AdviseField::FaceUp)]);
    let input = AdviseInput {
        face_up: Some(card("Ad")),
        ..input
    };
    let errors = advise(&ramchi, &input, &limits()).unwrap_err();
    let part = |partition, combination| AdviseField::PartitionCombination {
        partition,
        combination,
    };
    assert_eq!(
        codes(&errors),
        [
            ("INVALID_COMBINATION", part(0, 1)),
            ("DISCARDS_MISMATCH", AdviseField::PartitionDiscards(1)),
            ("EXCHANGE_NOT_AVAILABLE", AdviseField::PartitionExchanged(2)),
        ]
    );
}

#[test]
fn more_work_than_the_limit_allows_is_refused_naming_the_sum() {
    let rules = Preset::Ramchi3.rules();
    let trips = PartitionInput {
        combinations: vec![cards("2s 2h 2d")],
        ..PartitionInput::default()
    };
    let input = AdviseInput {
        face_up: Some(card("9c")),
        partitions: vec![trips],
        ..input(
            "Ad Qd Jh Jd Ts Tc 9h 8s 8d 7s 7h 5s 5d 3d 2s 2h 2d",
            20,
            5000,
        )
    };
    let tight = AdviseLimits {
        max_work: 200_000,
        ..limits()
    };
    // 20 candidates with the exchange and 20 without, and one named.
    let errors = advise(&rules, &input, &tight).unwrap_err();
    assert_eq!(codes(&errors), [("TOO_MUCH_WORK", AdviseField::Samples)]);
    assert_eq!(
        errors[0].message(),
        "5000 samples × 41 partitions is 205000 scorings, more than the 200000 allowed; \
         ask for fewer samples or candidates"
    );
    // Other problems are reported alone: the work is judged on an input otherwise fine.
    let illegal = AdviseInput {
        partitions: vec![PartitionInput {
            combinations: vec![cards("Jh Jd 2d")],
            ..PartitionInput::default()
        }],
        ..input
    };
    let errors = advise(&rules, &illegal, &tight).unwrap_err();
    assert_eq!(
        codes(&errors),
        [(
            "INVALID_COMBINATION",
            AdviseField::PartitionCombination {
                partition: 0,
                combination: 0
            }
        )]
    );
}

#[test]
fn among_equal_means_the_baseline_is_recommended() {
    // Four kings, and the A♠ so nobody else can hold four aces: under ramchi-3-pool they
    // take the pool in every sample, whatever the partition. The holder of the 2♦ gets
    // candidates with and without the exchange; with every mean equal the advice stays with
    // the solver's own pick, whichever index it has.
    let rules = Preset::Ramchi3Pool.rules();
    let hand = "As Ks Kh Kd Kc 9s 9h 7d 7c 5s 5h 3d 3c Qh Jc 8s 2d";
    // With the 3♥ for the 2♦ the solver keeps three threes: it exchanges.
    let input = AdviseInput {
        face_up: Some(card("3h")),
        ..input(hand, 3, 60)
    };
    let advice = advise(&rules, &input, &limits()).unwrap();
    let means: Vec<f64> = advice.candidates.iter().map(|c| c.chips.mean).collect();
    assert!(means.iter().all(|&m| m == 10.0), "{means:?}");
    assert_eq!(advice.baseline, 3, "the first candidate with the exchange");
    assert_eq!(advice.recommended, advice.baseline);
}

// --- Golden answers ---------------------------------------------------------------------

/// An advice's every field, floats written to the last bit (`{:?}` round-trips them).
fn golden(advice: &Advice) -> String {
    format!("{advice:?}")
}

#[test]
fn the_advice_is_the_one_recorded_before_the_sampling_kit_was_shared() {
    // Recorded on the code before `crate::sampling` existed: the samples, their spread over
    // threads and the estimates moved there, and not one bit of an answer may change.
    let open = AdviseInput {
        face_up: Some(card("9c")),
        dealer: None,
        seat: 2,
        candidates: 2,
        samples: 40,
        seed: "golden advice".into(),
        ..input("Ad Qd Jh Jd Ts Tc 9h 8s 8d 7s 7h 5s 5d 3d 2s 2h 2d", 2, 40)
    };
    let cases = [
        (Rules::default(), input(THIRTEEN, 3, 50), GOLDEN_FOUR),
        (Rules::default(), input(THIRTEEN, 2, 1), GOLDEN_ONE_SAMPLE),
        (Preset::Ramchi3.rules(), open, GOLDEN_EXCHANGE),
    ];
    for (rules, input, expected) in cases {
        for threads in [1, 2, 3] {
            let limits = AdviseLimits {
                threads,
                ..AdviseLimits::default()
            };
            let advice = advise(&rules, &input, &limits).unwrap();
            assert_eq!(golden(&advice), expected, "{threads} threads");
        }
    }
}

const GOLDEN_FOUR: &str = r#"Advice { candidates: [Candidate { combinations: [Combination { cards: [7s, 7d, 7c], strength: Strength(5006) }, Combination { cards: [Ah, Kh, Qh], strength: Strength(4012) }, Combination { cards: [Js, Td, 9c], strength: Strength(3008) }, Combination { cards: [5h, 4s, 3c], strength: Strength(3002) }], discards: [2d], exchanged: false, suggested: Some(0), chips: Estimate { mean: 2.38, ci95: [2.058841098519751, 2.7011589014802486] }, gain: Estimate { mean: 0.0, ci95: [0.0, 0.0] }, p_positive: 0.92 }, Candidate { combinations: [Combination { cards: [7s, 7d, 7c], strength: Strength(5006) }, Combination { cards: [Ah, Kh, Qh], strength: Strength(4012) }, Combination { cards: [Js, Td, 9c], strength: Strength(3008) }, Combination { cards: [4s, 3c, 2d], strength: Strength(3001) }], discards: [5h], exchanged: false, suggested: Some(1), chips: Estimate { mean: 2.38, ci95: [2.058841098519751, 2.7011589014802486] }, gain: Estimate { mean: 0.0, ci95: [0.0, 0.0] }, p_positive: 0.92 }, Candidate { combinations: [Combination { cards: [7s, 7d, 7c], strength: Strength(5006) }, Combination { cards: [Qh, Js, Td], strength: Strength(3009) }, Combination { cards: [4s, 3c, 2d], strength: Strength(3001) }, Combination { cards: [Ah, Kh, 5h], strength: Strength(2268) }], discards: [9c], exchanged: false, suggested: Some(2), chips: Estimate { mean: 1.76, ci95: [1.3778846247532037, 2.1421153752467963] }, gain: Estimate { mean: -0.62, ci95: [-0.8432286719935411, -0.3967713280064588] }, p_positive: 0.8 }], recommended: 0, baseline: 0, requested: [], samples: 50, complete: true }"#;
const GOLDEN_ONE_SAMPLE: &str = r#"Advice { candidates: [Candidate { combinations: [Combination { cards: [7s, 7d, 7c], strength: Strength(5006) }, Combination { cards: [Ah, Kh, Qh], strength: Strength(4012) }, Combination { cards: [Js, Td, 9c], strength: Strength(3008) }, Combination { cards: [5h, 4s, 3c], strength: Strength(3002) }], discards: [2d], exchanged: false, suggested: Some(0), chips: Estimate { mean: 1.0, ci95: [-1.0, 3.0] }, gain: Estimate { mean: 0.0, ci95: [-4.0, 4.0] }, p_positive: 1.0 }, Candidate { combinations: [Combination { cards: [7s, 7d, 7c], strength: Strength(5006) }, Combination { cards: [Ah, Kh, Qh], strength: Strength(4012) }, Combination { cards: [Js, Td, 9c], strength: Strength(3008) }, Combination { cards: [4s, 3c, 2d], strength: Strength(3001) }], discards: [5h], exchanged: false, suggested: Some(1), chips: Estimate { mean: 1.0, ci95: [-1.0, 3.0] }, gain: Estimate { mean: 0.0, ci95: [-4.0, 4.0] }, p_positive: 1.0 }], recommended: 0, baseline: 0, requested: [], samples: 1, complete: true }"#;
const GOLDEN_EXCHANGE: &str = r#"Advice { candidates: [Candidate { combinations: [Combination { cards: [5s, 3d, 2s], strength: Strength(3012) }, Combination { cards: [Qd, Jd, Ts], strength: Strength(3009) }, Combination { cards: [Tc, 9h, 8s], strength: Strength(3007) }, Combination { cards: [Ad, 8d, 5d], strength: Strength(2227) }, Combination { cards: [Jh, 7h, 2h], strength: Strength(2087) }], discards: [7s, 2d], exchanged: false, suggested: Some(0), chips: Estimate { mean: -12.3, ci95: [-14.180751731867627, -10.419248268132375] }, gain: Estimate { mean: -9.75, ci95: [-12.968887767776078, -6.531112232223922] }, p_positive: 0.025 }, Candidate { combinations: [Combination { cards: [5s, 3d, 2s], strength: Strength(3012) }, Combination { cards: [Qd, Jd, Tc], strength: Strength(3009) }, Combination { cards: [Ts, 9h, 8s], strength: Strength(3007) }, Combination { cards: [Ad, 8d, 5d], strength: Strength(2227) }, Combination { cards: [Jh, 7h, 2h], strength: Strength(2087) }], discards: [7s, 2d], exchanged: false, suggested: Some(1), chips: Estimate { mean: -12.3, ci95: [-14.180751731867627, -10.419248268132375] }, gain: Estimate { mean: -9.75, ci95: [-12.968887767776078, -6.531112232223922] }, p_positive: 0.025 }, Candidate { combinations: [Combination { cards: [5s, 3d, 2s], strength: Strength(3012) }, Combination { cards: [Qd, Jh, Ts], strength: Strength(3009) }, Combination { cards: [Tc, 9h, 8s], strength: Strength(3007) }, Combination { cards: [9c, 8d, 7s], strength: Strength(3006) }, Combination { cards: [Ad, Jd, 5d], strength: Strength(2248) }], discards: [7h, 2h], exchanged: true, suggested: Some(0), chips: Estimate { mean: -2.55, ci95: [-6.913519151397801, 1.8135191513978013] }, gain: Estimate { mean: 0.0, ci95: [0.0, 0.0] }, p_positive: 0.3 }, Candidate { combinations: [Combination { cards: [5s, 3d, 2s], strength: Strength(3012) }, Combination { cards: [Qd, Jh, Ts], strength: Strength(3009) }, Combination { cards: [Tc, 9h, 8s], strength: Strength(3007) }, Combination { cards: [9c, 8d, 7h], strength: Strength(3006) }, Combination { cards: [Ad, Jd, 5d], strength: Strength(2248) }], discards: [7s, 2h], exchanged: true, suggested: Some(1), chips: Estimate { mean: -2.55, ci95: [-6.913519151397801, 1.8135191513978013] }, gain: Estimate { mean: 0.0, ci95: [0.0, 0.0] }, p_positive: 0.3 }], recommended: 2, baseline: 2, requested: [], samples: 40, complete: true }"#;
