//! The solver against a brute-force minimax written from the engine's own trick rules (legal
//! cards and trick winner, not the solver's lanes), on random endings of every covered rule
//! set, from trick starts and from tricks in progress; and the hand-worked cases. Satat's 2♥
//! has its own file (`satat`).

use super::advise::{self, AdviseInput, Stop};
use super::quick;
use super::search::Search;
use super::*;
use crate::cards::{Rank, deck};
use crate::court_piece::rules::Preset;
use crate::court_piece::violation::ViolationCode;
use crate::sampling::{Cancel, Watch};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashMap;

mod heap_deal;
mod outcomes;
mod satat;

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|c| c.parse().unwrap())
        .collect()
}

fn set(text: &str) -> CardSet {
    cards(text).into_iter().collect()
}

/// The caller's party's tricks from `p` by plain minimax over every legal card (exact
/// positions remembered at trick starts, nothing else).
fn brute(p: &Progress, caller: usize, trump: Suit, two_of_hearts: bool) -> u32 {
    brute_memo(p, caller, trump, two_of_hearts, &mut HashMap::new())
}

fn brute_memo(
    p: &Progress,
    caller: usize,
    trump: Suit,
    two_of_hearts: bool,
    memo: &mut HashMap<([CardSet; 4], usize), u32>,
) -> u32 {
    if p.hands.iter().all(|h| h.is_empty()) && p.trick.is_empty() {
        return 0;
    }
    if p.trick.is_empty()
        && let Some(&v) = memo.get(&(p.hands, p.leader))
    {
        return v;
    }
    let maximizing = p.next_seat() % 2 == caller % 2;
    let legal = p.legal(trump, two_of_hearts);
    let mut best: Option<u32> = None;
    for card in legal.iter() {
        let mut next = p.clone();
        next.won = [0, 0];
        next.play(card, caller, trump, two_of_hearts);
        let v = next.won[0] + brute_memo(&next, caller, trump, two_of_hearts, memo);
        best = Some(match best {
            None => v,
            Some(b) if maximizing => b.max(v),
            Some(b) => b.min(v),
        });
    }
    let best = best.expect("a player to move holds a card");
    if p.trick.is_empty() {
        memo.insert((p.hands, p.leader), best);
    }
    best
}

/// The solver's tricks from `p` (those still to be won).
fn solved(p: &Progress, caller: usize, trump: Suit, two_of_hearts: bool) -> u32 {
    let start = p.start(caller, trump, two_of_hearts);
    let mut search = Search::new(&start, 0, u64::MAX);
    search.value(&start).unwrap()
}

/// A random ending: `k` cards each from a shuffled pack, and `extra` of the next trick
/// already played by legal cards.
fn ending(rng: &mut ChaCha8Rng, k: usize, two_of_hearts: bool, trump: Suit) -> (Progress, usize) {
    let extra = rng.random_range(0..4);
    ending_with(rng, k, two_of_hearts, trump, extra)
}

fn ending_with(
    rng: &mut ChaCha8Rng,
    k: usize,
    two_of_hearts: bool,
    trump: Suit,
    extra: usize,
) -> (Progress, usize) {
    let mut pack = deck::standard_deck();
    deck::shuffle(&mut pack, rng);
    let mut hands = [CardSet::EMPTY; 4];
    for (i, &c) in pack[..4 * k].iter().enumerate() {
        hands[i % 4].insert(c);
    }
    let caller = rng.random_range(0..4);
    let mut p = Progress {
        hands,
        leader: rng.random_range(0..4),
        trick: Vec::new(),
        won: [0, 0],
        all_won: true,
    };
    for _ in 0..extra {
        let legal: Vec<Card> = p.legal(trump, two_of_hearts).iter().collect();
        let card = legal[rng.random_range(0..legal.len())];
        p.play(card, caller, trump, two_of_hearts);
    }
    (p, caller)
}

#[test]
fn the_solver_agrees_with_brute_force_on_thousands_of_random_endings() {
    let mut rng = ChaCha8Rng::seed_from_u64(12);
    let mut checked = 0;
    for round in 0..3000 {
        let k = 1 + round % 5;
        // Satat's 2♥ in a third of the endings (whether or not the 2♥ is dealt).
        let two_of_hearts = round % 3 == 0;
        let trump = Suit::ALL[rng.random_range(0..4)];
        let (p, caller) = ending(&mut rng, k, two_of_hearts, trump);
        let expected = brute(&p, caller, trump, two_of_hearts);
        assert_eq!(
            solved(&p, caller, trump, two_of_hearts),
            expected,
            "ending {round}: {p:?}, caller {caller}, trump {trump:?}, 2♥ {two_of_hearts}"
        );
        checked += 1;
    }
    assert_eq!(checked, 3000);
}

/// Probed from any guess, low, right or high, the value is brute force's.
#[test]
fn the_value_probed_from_any_guess_is_the_exact_value() {
    let mut rng = ChaCha8Rng::seed_from_u64(34);
    for round in 0..400 {
        let k = 1 + round % 5;
        let two_of_hearts = round % 3 == 0;
        let trump = Suit::ALL[rng.random_range(0..4)];
        let (p, caller) = ending(&mut rng, k, two_of_hearts, trump);
        let expected = brute(&p, caller, trump, two_of_hearts);
        let start = p.start(caller, trump, two_of_hearts);
        for guess in 0..=(k as u32 + 2) {
            let mut search = Search::new(&start, 0, u64::MAX);
            let value = search.value_from(&start, guess).unwrap();
            assert_eq!(value, expected, "ending {round}, guess {guess}: {p:?}");
        }
    }
}

#[test]
fn a_kot_is_possible_exactly_when_brute_force_wins_every_trick_of_an_ending() {
    // With the horizon at the end of the ending, "at least all of them" is a kot question.
    let mut rng = ChaCha8Rng::seed_from_u64(99);
    for round in 0..600 {
        let k = 1 + round % 4;
        let two_of_hearts = round % 2 == 0;
        let trump = Suit::ALL[rng.random_range(0..4)];
        let (p, caller) = ending_with(&mut rng, k, two_of_hearts, trump, 0);
        let start = p.start(caller, trump, two_of_hearts);
        let mut search = Search::new(&start, 0, u64::MAX);
        let all = search.at_least(&start, k as i32).unwrap();
        assert_eq!(
            all,
            brute(&p, caller, trump, two_of_hearts) == k as u32,
            "ending {round}"
        );
    }
}

/// Deals of a seed under each covered preset, played part-way by random legal cards, then
/// finished by brute force from the last few tricks.
#[test]
fn analysis_of_deals_in_progress_agrees_with_brute_force_over_the_last_tricks() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let presets = [
        Preset::CourtPiece,
        Preset::Hokm,
        Preset::Troefcall,
        Preset::Satat,
    ];
    for round in 0..240 {
        let rules = presets[round % 4].rules();
        let dealer = round % 4;
        let board = board(&rules, dealer, None, Some(format!("analysis-{round}"))).unwrap();
        let trump = Suit::ALL[rng.random_range(0..4)];
        let left_tricks = 2 + round % 3;
        let mut p = progress(&board, trump, &[]).unwrap();
        let mut plays = Vec::new();
        while p.tricks_played() < (TRICKS - left_tricks as u32)
            || rng.random_range(0..3) == 0 && p.trick.len() < 3
        {
            let legal: Vec<Card> = p.legal(trump, board.two_of_hearts).iter().collect();
            let card = legal[rng.random_range(0..legal.len())];
            plays.push(card);
            p.play(card, board.caller, trump, board.two_of_hearts);
        }
        let analysis = analyse(&board, &[trump], Some(&plays), u64::MAX).unwrap();
        let expected = p.won[0] + brute(&p, board.caller, trump, board.two_of_hearts);
        assert_eq!(analysis.trumps[0].tricks, expected, "deal {round}");
        // Every legal card's value, and the best of them is the position's value.
        let values = analysis.cards.unwrap();
        let legal = p.legal(trump, board.two_of_hearts);
        assert_eq!(values.len(), legal.len());
        for v in &values {
            let mut after = p.clone();
            after.play(v.card, board.caller, trump, board.two_of_hearts);
            let exact = after.won[0] + brute(&after, board.caller, trump, board.two_of_hearts);
            assert_eq!(v.tricks, exact, "deal {round}, card {}", v.card);
        }
        let maximizing = p.next_seat() % 2 == board.caller % 2;
        let best = values.iter().map(|v| v.tricks);
        let best = if maximizing { best.max() } else { best.min() };
        assert_eq!(best, Some(expected));
    }
}

#[test]
fn a_caller_with_every_spade_and_the_top_hearts_takes_all_thirteen_and_a_kot() {
    // Worked by hand: 13 trumps cannot lose a trick.
    let spades = "As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s";
    let hands = vec![
        cards("Ac Kc Qc Jc Tc 9c 8c 7c 6c 5c 4c 3c 2c"),
        cards(spades),
        cards("Ad Kd Qd Jd Td 9d 8d 7d 6d 5d 4d 3d 2d"),
        cards("Ah Kh Qh Jh Th 9h 8h 7h 6h 5h 4h 3h 2h"),
    ];
    let rules = Preset::Hokm.rules();
    // Dealer 0: the caller is seat 1, who holds the spades.
    let b = board(&rules, 0, Some(hands), None).unwrap();
    let a = analyse(&b, &Suit::ALL, None, u64::MAX).unwrap();
    let by = |s: Suit| a.trumps.iter().find(|t| t.trump == s).unwrap();
    assert_eq!(by(Suit::Spades).tricks, 13);
    assert!(by(Suit::Spades).kot_possible);
    // Under clubs the caller leads a spade, seat 0 (an opponent) ruffs it and runs its
    // thirteen clubs: the caller's party takes nothing. Diamonds likewise, ruffed by seat 2.
    assert_eq!(by(Suit::Clubs).tricks, 0);
    assert!(!by(Suit::Clubs).kot_possible);
    assert_eq!(by(Suit::Diamonds).tricks, 0);
    // Under hearts the partner (seat 3) ruffs the first spade and runs its hearts.
    assert_eq!(by(Suit::Hearts).tricks, 13);
    assert!(by(Suit::Hearts).kot_possible);
}

#[test]
fn satat_two_of_hearts_is_the_highest_trump_and_is_worth_a_trick() {
    // Four-card ending worked by hand, spades trumps. Seat 0 (the caller's party) holds the
    // 2♥ and three low clubs, seat 1 the A♠ and three diamonds, seat 2 four top hearts,
    // seat 3 four top clubs. Seat 1 leads the A♠: under Satat seat 0 beats it with the 2♥
    // (its only trump) and the caller's party has a trick it cannot have otherwise.
    let hands = [
        set("2h 2c 3c 4c"),
        set("As 2d 3d 4d"),
        set("Ah Kh Qh Jh"),
        set("Ac Kc Qc Jc"),
    ];
    let p = Progress {
        hands,
        leader: 1,
        trick: Vec::new(),
        won: [0, 0],
        all_won: true,
    };
    let with = solved(&p, 0, Suit::Spades, true);
    assert_eq!(with, brute(&p, 0, Suit::Spades, true));
    let without = solved(&p, 0, Suit::Spades, false);
    assert_eq!(without, brute(&p, 0, Suit::Spades, false));
    assert!(
        with > without,
        "the 2♥ wins the A♠: {with} against {without}"
    );
}

#[test]
fn plays_are_judged_by_follow_suit_and_the_seven_trick_stop_is_ignored() {
    let rules = Preset::CourtPiece.rules();
    let b = board(&rules, 3, None, Some("judge".into())).unwrap();
    // Play the whole deal by the first legal card: all 52 plays are accepted.
    let mut p = progress(&b, Suit::Hearts, &[]).unwrap();
    let mut plays = Vec::new();
    while !p.over() {
        let card = p.legal(Suit::Hearts, false).iter().next().unwrap();
        plays.push(card);
        p.play(card, b.caller, Suit::Hearts, false);
    }
    let a = analyse(&b, &[Suit::Hearts], Some(&plays), u64::MAX).unwrap();
    assert_eq!(a.trumps[0].tricks, p.won[0]);
    assert_eq!(a.cards, None);
    // A card too many, a card not held, a card off suit.
    let mut more = plays.clone();
    more.push(plays[0]);
    let Err(AnalysisError::Play(v)) = analyse(&b, &[Suit::Hearts], Some(&more), 1000) else {
        panic!("a 53rd card is refused");
    };
    assert_eq!((v.code, v.play), (ViolationCode::DealOver, Some(52)));
    let not_held = (0..52)
        .map(|i| Card::from_index(i).unwrap())
        .find(|c| !b.hands[b.caller].contains(*c))
        .unwrap();
    let Err(AnalysisError::Play(v)) = analyse(&b, &[Suit::Hearts], Some(&[not_held]), 1000) else {
        panic!("a card not held is refused");
    };
    assert_eq!(
        (v.code, v.seat),
        (ViolationCode::CardNotHeld, Some(b.caller))
    );
    // Plays without a single trump suit are refused.
    assert_eq!(
        analyse(&b, &Suit::ALL, Some(&plays[..1]), 1000),
        Err(AnalysisError::TrumpNeeded)
    );
}

#[test]
fn a_follow_suit_violation_names_the_cards_the_player_holds() {
    let rules = Preset::Hokm.rules();
    for seed in 0..50 {
        let b = board(&rules, 0, None, Some(format!("follow-{seed}"))).unwrap();
        let lead = b.hands[b.caller].iter().next().unwrap();
        let second = &b.hands[(b.caller + 1) % 4];
        let follows = second.iter().any(|c| c.suit() == lead.suit());
        let Some(off) = second.iter().find(|c| c.suit() != lead.suit()) else {
            continue;
        };
        if !follows {
            continue;
        }
        let Err(AnalysisError::Play(v)) = analyse(&b, &[Suit::Spades], Some(&[lead, off]), 1000)
        else {
            panic!("an off-suit card is refused");
        };
        assert_eq!(v.code, ViolationCode::MustFollowSuit);
        assert_eq!(v.play, Some(1));
        assert!(v.message.contains("must follow"), "{}", v.message);
        return;
    }
    panic!("no seed gave an off-suit second hand");
}

#[test]
fn rules_that_neither_collect_tricks_nor_heap_them_under_called_trumps_are_not_analysed() {
    // Double Sar's and Dehla Pakad's heaps are analysed (`heap_deal`); a heap that counts
    // tens with a 2-2 split judged by tricks, waits for a first void, or has a dummy is not,
    // nor are three players or concealed trumps.
    let tens_tie_tricks = Rules {
        tens_tie: TensTie::Tricks,
        ..Preset::DehlaPakad.rules()
    };
    let refused = [
        Preset::BeRanga,
        Preset::DummyRang,
        Preset::Hokm3,
        Preset::TrupKasiet,
    ]
    .map(|p| p.rules());
    for rules in refused.iter().chain([&tens_tie_tricks]) {
        let errors = board(rules, 0, None, Some("x".into())).unwrap_err();
        assert_eq!(errors[0].kind, DealErrorKind::NotAnalysable, "{rules:?}");
    }
    assert!(board(&Preset::DehlaPakad.rules(), 0, None, Some("x".into())).is_ok());
}

#[test]
fn a_small_budget_is_reported_not_exceeded() {
    let b = board(&Preset::Hokm.rules(), 0, None, Some("budget".into())).unwrap();
    assert_eq!(
        analyse(&b, &Suit::ALL, None, 50),
        Err(AnalysisError::OverBudget { budget: 50 })
    );
}

#[test]
fn a_cancelled_analysis_stops_at_its_next_report_on_any_number_of_threads() {
    // The whole table of this deal takes over 200 000 nodes, far past one report.
    let b = board(&Preset::Hokm.rules(), 2, None, Some("golden table".into())).unwrap();
    let cancel = Cancel::default();
    cancel.cancel();
    for threads in [1, 2, 4] {
        assert_eq!(
            analyse_on(&b, &Suit::ALL, None, u64::MAX, threads, &cancel),
            Err(AnalysisError::Cancelled),
            "{threads} threads"
        );
    }
    // With a trump and plays (one search after another) too.
    assert_eq!(
        analyse_on(&b, &[Suit::Spades], Some(&[]), u64::MAX, 2, &cancel),
        Err(AnalysisError::Cancelled)
    );
}

/// A cheap stand-in for the solver: per suit, the caller's cards of that suit and the
/// partner's of ten and above (so that the party's lengths, the advice's controls, explain
/// much of it but not all), and a kot when the caller alone holds seven or more of them; 10
/// nodes a sample.
pub(super) fn by_length(board: &Board, suits: &[Suit], _: u64, _: &Watch) -> advise::Solved {
    let mut out = [(0, false); 4];
    for &suit in suits {
        let slot = &mut out[suit as usize];
        let count = |seat: usize, least: Rank| {
            board.hands[seat]
                .iter()
                .filter(|c| c.suit() == suit && c.rank() >= least)
                .count()
        };
        *slot = (
            (count(0, Rank::Two) + count(2, Rank::Ten)) as u32,
            count(0, Rank::Two) >= 7,
        );
    }
    Ok((out, 10))
}

#[test]
fn the_trump_advice_is_the_same_for_the_same_request_and_counts_every_sample() {
    let first_five = set("As Ks Qs 7s 2d");
    let input = AdviseInput {
        first_five,
        samples: 200,
        seed: "advice".into(),
        two_of_hearts: false,
        budget: u64::MAX,
        threads: 3,
        max_nodes: u64::MAX,
        settle_nodes: u64::MAX,
        stop: Stop::Never,
        cancel: Cancel::default(),
    };
    let a = advise::advise_with(&input, by_length).unwrap();
    let b = advise::advise_with(
        &AdviseInput {
            threads: 1,
            ..input.clone()
        },
        by_length,
    )
    .unwrap();
    assert_eq!(a, b, "the same answer on 3 threads and on 1");
    assert_eq!((a.samples, a.nodes), (200, 2000));
    // Every sample keeps the first five with the caller and deals 13 to everyone.
    let boards: Vec<Board> = (0..200)
        .map(|i| advise::sample(first_five, "advice", i, false))
        .collect();
    for board in &boards {
        assert!(first_five.is_subset(board.hands[0]));
        assert!(board.hands.iter().all(|h| h.len() == 13));
        let all = board.hands.iter().fold(CardSet::EMPTY, |a, h| a.union(*h));
        assert_eq!(all, CardSet::FULL);
    }
    // Each suit's figures are those of the samples one by one.
    for (s, suit) in a.suits.iter().enumerate() {
        let values: Vec<f64> = boards
            .iter()
            .map(|b| f64::from(by_length(b, &Suit::ALL, 0, &Watch::default()).unwrap().0[s].0))
            .collect();
        let mean = values.iter().sum::<f64>() / 200.0;
        let var = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / 199.0;
        let half = 1.96 * (var / 200.0).sqrt();
        assert!((suit.mean_tricks - mean).abs() < 1e-9, "{suit:?}");
        assert!((suit.mean_ci95.0 - (mean - half)).abs() < 1e-9);
        assert!((suit.mean_ci95.1 - (mean + half)).abs() < 1e-9);
        let seven = values.iter().filter(|&&v| v >= 7.0).count() as f64 / 200.0;
        assert!((suit.p_seven - seven).abs() < 1e-9);
    }
    // The caller holds four spades: spades are the longest suit of the party on average.
    assert_eq!(a.recommended, Suit::Spades);
    // Different seeds give different samples.
    assert_ne!(advise::sample(first_five, "other", 0, false), boards[0]);
}

#[test]
fn the_trump_advice_pools_its_budget_over_the_samples() {
    let input = AdviseInput {
        first_five: set("As Ks Qs 7s 2d"),
        samples: 100,
        seed: String::new(),
        two_of_hearts: false,
        budget: 500,
        threads: 2,
        max_nodes: u64::MAX,
        settle_nodes: u64::MAX,
        stop: Stop::Never,
        cancel: Cancel::default(),
    };
    // One hard sample (the 58th) needs 20 times the budget of a sample, the others a tenth
    // of it: 14 950 nodes of the 50 000 the request may spend. The hard one may take what
    // the others left, whichever thread solves it when.
    let hard = advise::sample(input.first_five, "", 57, false);
    let cost = |board: &Board| if *board == hard { 10_000 } else { 50 };
    let given = std::sync::Mutex::new(Vec::new());
    let one_hard = |board: &Board, suits: &[Suit], budget: u64, watch: &Watch| {
        given.lock().unwrap().push(budget);
        if budget < cost(board) {
            return Err(AnalysisError::OverBudget { budget });
        }
        by_length(board, suits, budget, watch).map(|(values, _)| (values, cost(board)))
    };
    let advice = advise::advise_with(&input, one_hard).unwrap();
    assert_eq!((advice.samples, advice.nodes), (100, 14_950));
    let given = given.lock().unwrap().clone();
    assert_eq!(given.len(), 100);
    assert!(
        given.iter().all(|&b| b > 10_000 && b <= 50_000),
        "{given:?}"
    );
    // Past the pool (10 nodes a sample: 1 000 in all), the advice stops with the budget
    // of one sample named.
    assert_eq!(
        advise::advise_with(
            &AdviseInput {
                budget: 10,
                ..input.clone()
            },
            one_hard
        ),
        Err(AnalysisError::OverBudget { budget: 10 })
    );
    // So does one sample over the pool alone, however cheap the others.
    let over = |board: &Board, suits: &[Suit], budget: u64, watch: &Watch| {
        if *board == hard {
            return Err(AnalysisError::OverBudget { budget });
        }
        by_length(board, suits, budget, watch)
    };
    assert_eq!(
        advise::advise_with(&input, over),
        Err(AnalysisError::OverBudget { budget: 500 })
    );
}

/// The hands of `text` (one hand per seat, separated by `/`) at a trick start led by
/// `leader`, as the search's lanes.
fn lanes(text: &str, leader: usize, trump: Suit) -> [u64; 4] {
    let hands: Vec<CardSet> = text.split('/').map(set).collect();
    let p = Progress {
        hands: [hands[0], hands[1], hands[2], hands[3]],
        leader,
        trick: Vec::new(),
        won: [0, 0],
        all_won: true,
    };
    p.start(0, trump, false).hands
}

#[test]
fn quick_tricks_never_claim_more_than_brute_force_gives() {
    // Every verdict of DDS's quick tricks, at every cutoff, on random endings at a trick
    // start (the search uses them without Satat's 2♥ and with every trick counted).
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let (mut leader_verdicts, mut other_verdicts) = (0, 0);
    for round in 0..1500 {
        let k = 2 + round % 3;
        let trump = Suit::ALL[rng.random_range(0..4)];
        let (p, caller) = ending_with(&mut rng, k, false, trump, 0);
        let leader = p.leader;
        let ours = brute(&p, caller, trump, false);
        // The tricks of the leader's side and of the other side.
        let (side, other) = if leader % 2 == caller % 2 {
            (ours, k as u32 - ours)
        } else {
            (k as u32 - ours, ours)
        };
        let hands = p.start(caller, trump, false).hands;
        for cutoff in 1..=k as u32 {
            for other_cutoff in 1..=2 {
                match quick::quick_tricks(&hands, trump as usize, leader, cutoff, other_cutoff).0 {
                    quick::Quick::Leader(n) => {
                        // A count may run past the tricks left (DDS's do); the search
                        // takes the smaller.
                        leader_verdicts += 1;
                        assert!(
                            n >= cutoff && side >= n.min(k as u32),
                            "ending {round}: {p:?}, trump {trump:?}, cutoff {cutoff}: claims {n}, takes {side}"
                        );
                    }
                    quick::Quick::Other => {
                        other_verdicts += 1;
                        assert!(
                            other_cutoff <= 1 && other >= 1,
                            "ending {round}: {p:?}, trump {trump:?}: the other side takes {other}"
                        );
                    }
                    quick::Quick::Open => {}
                }
            }
        }
    }
    // Both kinds of verdict were exercised.
    assert!(
        leader_verdicts > 1000 && other_verdicts > 10,
        "{leader_verdicts} {other_verdicts}"
    );
}

#[test]
fn quick_tricks_count_the_partners_trumps_behind_a_finessed_king() {
    // Worked by hand (DDS 2.9.0's count): the leader's ♦10 reaches the partner's ♦A Q, which
    // sit over the left-hand opponent's ♦K 7. The finesse wins, the ace drops the king, and
    // the 9 and 6 are then the only trumps left: four tricks.
    let hands = lanes(
        "Td 2c 3c 4c/Kd 7d 2h 3h/Ad Qd 9d 6d/4d 2d 4h 5h",
        0,
        Suit::Diamonds,
    );
    let (quick, cards) = quick::quick_tricks(&hands, Suit::Diamonds as usize, 0, 4, 1);
    assert_eq!(quick, quick::Quick::Leader(4));
    // The verdict names the ace (the entry) and the queen (the finesse); the king, between
    // them, is covered by any pattern down to the queen.
    assert_eq!(cards.count_ones(), 2);
    let p = Progress {
        hands: [
            set("Td 2c 3c 4c"),
            set("Kd 7d 2h 3h"),
            set("Ad Qd 9d 6d"),
            set("4d 2d 4h 5h"),
        ],
        leader: 0,
        trick: Vec::new(),
        won: [0, 0],
        all_won: true,
    };
    assert_eq!(brute(&p, 0, Suit::Diamonds, false), 4);
}

#[test]
fn quick_tricks_count_a_ruff_by_the_partner() {
    // Worked by hand: the partner is void in clubs and holds a trump; both opponents must
    // follow clubs. The leader's side is sure of the first trick, and of nothing more.
    let text = "2c 3h/Kh 4c/2s 5h/5c 6h";
    let hands = lanes(text, 0, Suit::Spades);
    assert_eq!(
        quick::quick_tricks(&hands, Suit::Spades as usize, 0, 1, 2).0,
        quick::Quick::Leader(1)
    );
    assert_eq!(
        quick::quick_tricks(&hands, Suit::Spades as usize, 0, 2, 1).0,
        quick::Quick::Open
    );
}

#[test]
fn with_no_trumps_left_a_leader_without_a_winner_loses_the_first_trick() {
    // Worked by hand: no spades are left and the opponents hold the top club and heart, the
    // only suits the leader holds; whatever it leads, they win that trick.
    let hands = lanes("2c 3h/Ac 4h/4c 5h/5c Ah", 0, Suit::Spades);
    assert_eq!(
        quick::quick_tricks(&hands, Suit::Spades as usize, 0, 2, 1).0,
        quick::Quick::Other
    );
    // When the other side needs two tricks, one is not enough to say.
    assert_eq!(
        quick::quick_tricks(&hands, Suit::Spades as usize, 0, 2, 2).0,
        quick::Quick::Open
    );
}

#[test]
fn the_four_suit_table_is_the_same_on_any_number_of_threads_and_so_is_its_budget() {
    let rules = Preset::Hokm.rules();
    for seed in ["table on threads"] {
        let b = board(&rules, 1, None, Some(seed.into())).unwrap();
        let one = analyse(&b, &Suit::ALL, None, u64::MAX).unwrap();
        assert_eq!(
            analyse_on(&b, &Suit::ALL, None, u64::MAX, 4, &Cancel::default()),
            Ok(one.clone())
        );
        // The nodes the table needs are enough on any number of threads, one fewer is not:
        // the trumps share the budget, whichever finishes first.
        for threads in [1, 2, 3] {
            let exact = analyse_on(&b, &Suit::ALL, None, one.nodes, threads, &Cancel::default());
            assert_eq!(exact, Ok(one.clone()), "{seed}, {threads} threads");
            assert_eq!(
                analyse_on(
                    &b,
                    &Suit::ALL,
                    None,
                    one.nodes - 1,
                    threads,
                    &Cancel::default()
                ),
                Err(AnalysisError::OverBudget {
                    budget: one.nodes - 1
                }),
                "{seed}, {threads} threads"
            );
        }
    }
}

#[test]
fn an_advice_of_fewer_samples_than_threads_gives_the_one_thread_answer() {
    let input = AdviseInput {
        first_five: set("Ah Kh 7h 4c 2d"),
        samples: 2,
        seed: "few samples".into(),
        two_of_hearts: false,
        budget: u64::MAX,
        threads: 1,
        max_nodes: u64::MAX,
        settle_nodes: u64::MAX,
        stop: Stop::Never,
        cancel: Cancel::default(),
    };
    let one = advise::advise(&input).unwrap();
    // Eight threads: four to each sample's trumps.
    let eight = advise::advise(&AdviseInput {
        threads: 8,
        ..input
    })
    .unwrap();
    assert_eq!(one, eight);
    assert_eq!(one.samples, 2);
}

/// One table for several deals that differ by a pass (a card each way between two seats),
/// each probed from the last one's value: every value is the deal's own solve.
#[test]
fn deals_that_differ_by_a_pass_share_a_table_and_keep_their_own_values() {
    let mut rng = ChaCha8Rng::seed_from_u64(41);
    let mut differ = 0;
    for round in 0..2 {
        let trump = Suit::ALL[round];
        let mut pack = deck::standard_deck();
        deck::shuffle(&mut pack, &mut rng);
        let mut hands = [CardSet::EMPTY; 4];
        for (i, &c) in pack.iter().enumerate() {
            hands[i % 4].insert(c);
        }
        let caller = rng.random_range(0..4);
        let two_of_hearts = round % 2 == 1;
        // Seat 1 passes each of three cards to seat 0 and takes back seat 0's lowest.
        let back = hands[0].iter().next().unwrap();
        let boards: Vec<Board> = hands[1]
            .iter()
            .take(3)
            .map(|card| {
                let mut h = hands;
                h[1] = h[1]
                    .difference([card].into_iter().collect())
                    .union([back].into_iter().collect());
                h[0] = h[0]
                    .difference([back].into_iter().collect())
                    .union([card].into_iter().collect());
                Board {
                    hands: h,
                    caller,
                    two_of_hearts,
                }
            })
            .collect();
        let (values, _) = deal_values(&boards, trump, u64::MAX, &Watch::default()).unwrap();
        let alone: Vec<u32> = boards
            .iter()
            .map(|b| solve(b, trump, u64::MAX).unwrap().0)
            .collect();
        assert_eq!(values, alone, "round {round}");
        differ += usize::from(alone.iter().any(|&v| v != alone[0]));
    }
    // Passes that change the value were met, so a stale table would have shown.
    assert!(differ > 0);
}
