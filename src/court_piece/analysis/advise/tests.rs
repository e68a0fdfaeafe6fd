//! Golden answers of the trump advisor and the four-suit table, recorded on the code before
//! `crate::sampling` existed: the samples, their spread over threads, the pooled budget and
//! the estimates moved there, and no answer the API gives, nor a refusal, may change. (The
//! stopping rule added `samples_used` and `stopped` to the answer, and each suit's
//! `samples`; the control variates each suit's `expected_tricks` and `expected_ci95`, the
//! plain mean and interval under [`CONTROLLED_FROM`] samples as here; and nothing else:
//! under `Stop::Never` every sample is solved under every suit, as before.) Then the
//! stopping rule.

use super::*;
use crate::court_piece::analysis::{analyse_on, board};
use crate::court_piece::rules::Preset;
use crate::sampling::Cancel;

fn input(first_five: &str, samples: usize, budget: u64, threads: usize) -> AdviseInput {
    AdviseInput {
        max_nodes: u64::MAX,
        settle_nodes: u64::MAX,
        stop: Stop::Never,
        cancel: Cancel::default(),
        first_five: first_five
            .split(' ')
            .map(|t| t.parse::<crate::cards::Card>().unwrap())
            .collect(),
        samples,
        seed: "golden trumps".into(),
        two_of_hearts: false,
        budget,
        threads,
    }
}

/// The advice to the last bit, but for the intervals, which are to four decimals as the API
/// answers them: the interval is now the one Chor Voli's advisor computes from exact integer
/// sums, where the recorded one subtracted floats, and the two may differ in the last bits.
fn answered(advice: &Advice) -> String {
    let round4 = |x: f64| (x * 1e4).round() / 1e4;
    let mut rounded = advice.clone();
    for s in &mut rounded.suits {
        s.mean_ci95 = (round4(s.mean_ci95.0), round4(s.mean_ci95.1));
        s.expected_ci95 = (round4(s.expected_ci95.0), round4(s.expected_ci95.1));
    }
    format!("{rounded:?}")
}

#[test]
fn the_trump_advice_and_its_budget_are_the_ones_recorded() {
    for (first_five, samples, expected) in [
        ("Ah Kh 7h 4c 2d", 3, GOLDEN_ADVICE),
        ("As Qs Jd 9c 3h", 1, GOLDEN_ONE_SAMPLE),
    ] {
        for threads in [1, 3] {
            let advice = advise(&input(first_five, samples, u64::MAX, threads)).unwrap();
            assert_eq!(answered(&advice), expected, "{threads} threads");
            // Fewer samples than a block: the stopping rule has nothing to stop early.
            let settled = AdviseInput {
                stop: Stop::Settled,
                ..input(first_five, samples, u64::MAX, threads)
            };
            assert_eq!(advise(&settled).unwrap(), advice, "{threads} threads");
            // The samples share their budget: the nodes spent fit it, one fewer a sample
            // does not.
            let fits = advice.nodes.div_ceil(samples as u64);
            let enough = advise(&input(first_five, samples, fits, threads)).unwrap();
            assert_eq!(enough, advice, "{threads} threads");
            let short = (advice.nodes - 1) / samples as u64;
            assert_eq!(
                advise(&input(first_five, samples, short, threads)),
                Err(AnalysisError::OverBudget { budget: short }),
                "{threads} threads"
            );
        }
    }
}

#[test]
fn the_four_suit_table_is_the_one_recorded() {
    let b = board(&Preset::Hokm.rules(), 2, None, Some("golden table".into())).unwrap();
    for threads in [1, 2, 4] {
        let table =
            analyse_on(&b, &Suit::ALL, None, u64::MAX, threads, &Cancel::default()).unwrap();
        assert_eq!(format!("{table:?}"), GOLDEN_TABLE, "{threads} threads");
    }
}

const GOLDEN_ADVICE: &str = r#"Advice { suits: [SuitAdvice { trump: Clubs, mean_tricks: 7.333333333333333, mean_ci95: (2.2306, 12.436), expected_tricks: 7.333333333333333, expected_ci95: (2.2306, 12.436), p_seven: 0.6666666666666666, p_kot: 0.3333333333333333, samples: 3 }, SuitAdvice { trump: Diamonds, mean_tricks: 8.333333333333334, mean_ci95: (4.6957, 11.9709), expected_tricks: 8.333333333333334, expected_ci95: (4.6957, 11.9709), p_seven: 0.6666666666666666, p_kot: 0.3333333333333333, samples: 3 }, SuitAdvice { trump: Hearts, mean_tricks: 8.666666666666666, mean_ci95: (6.9381, 10.3952), expected_tricks: 8.666666666666666, expected_ci95: (6.9381, 10.3952), p_seven: 1.0, p_kot: 0.3333333333333333, samples: 3 }, SuitAdvice { trump: Spades, mean_tricks: 7.0, mean_ci95: (0.6995, 13.3005), expected_tricks: 7.0, expected_ci95: (0.6995, 13.3005), p_seven: 0.6666666666666666, p_kot: 0.3333333333333333, samples: 3 }], recommended: Hearts, samples: 3, samples_used: 3, stopped: Limit, nodes: 3071137 }"#;
const GOLDEN_ONE_SAMPLE: &str = r#"Advice { suits: [SuitAdvice { trump: Clubs, mean_tricks: 6.0, mean_ci95: (6.0, 6.0), expected_tricks: 6.0, expected_ci95: (6.0, 6.0), p_seven: 0.0, p_kot: 0.0, samples: 1 }, SuitAdvice { trump: Diamonds, mean_tricks: 3.0, mean_ci95: (3.0, 3.0), expected_tricks: 3.0, expected_ci95: (3.0, 3.0), p_seven: 0.0, p_kot: 0.0, samples: 1 }, SuitAdvice { trump: Hearts, mean_tricks: 5.0, mean_ci95: (5.0, 5.0), expected_tricks: 5.0, expected_ci95: (5.0, 5.0), p_seven: 0.0, p_kot: 0.0, samples: 1 }, SuitAdvice { trump: Spades, mean_tricks: 5.0, mean_ci95: (5.0, 5.0), expected_tricks: 5.0, expected_ci95: (5.0, 5.0), p_seven: 0.0, p_kot: 0.0, samples: 1 }], recommended: Clubs, samples: 1, samples_used: 1, stopped: Limit, nodes: 247839 }"#;
const GOLDEN_TABLE: &str = r#"Analysis { trumps: [TrumpValue { trump: Clubs, tricks: 6, kot_possible: false }, TrumpValue { trump: Diamonds, tricks: 2, kot_possible: false }, TrumpValue { trump: Hearts, tricks: 2, kot_possible: false }, TrumpValue { trump: Spades, tricks: 2, kot_possible: false }], cards: None, next_seat: None, nodes: 212478 }"#;

/// A cheap advice: the stand-in solver of `analysis::tests` (the party's cards in each
/// suit), with the seed and stop given.
fn by_length(first_five: &str, samples: usize, stop: Stop, threads: usize) -> Advice {
    let input = AdviseInput {
        stop,
        seed: "stopping".into(),
        ..input(first_five, samples, u64::MAX, threads)
    };
    advise_with(&input, crate::court_piece::analysis::tests::by_length).unwrap()
}

/// The race after samples whose tricks (clubs … spades) are given, no kot, judged once:
/// whether one suit is left, and the suits left.
fn judged(samples: &[[u32; 4]]) -> (bool, Vec<Suit>) {
    let mut race = Race::default();
    samples
        .iter()
        .for_each(|t| race.add(t.map(|t| (t, false)), [0; CONTROLS]));
    (race.judge(), race.running())
}

#[test]
fn a_suit_leaves_the_race_once_it_cannot_be_a_tenth_of_a_trick_better_at_95_percent() {
    use Suit::*;
    // Spades lead clubs by 1 or 2 tricks on every sample, and the red suits by 6 or 7: all
    // decided, spades alone are left, on the first block as on any.
    let lead: Vec<[u32; 4]> = (0..16).map(|i| [5, 0, 0, 6 + i % 2]).collect();
    assert_eq!(judged(&lead), (true, vec![Spades]));
    // Spades lead hearts by 0 or 2 tricks, half and half, over two blocks: a mean of 1 and a
    // half-width of 1.96 · 1.02 / √32 = 0.35, decided; by −3 or 5, a mean of 1 and a
    // half-width of 1.41, not (hearts may be 0.41 better): hearts stay in the race, and the
    // minors, 5 or more behind, leave it.
    let spread = |n: u32, low: u32, high: u32| -> Vec<[u32; 4]> {
        (0..n)
            .map(|i| [0, 0, 5, if i % 2 == 0 { low } else { high }])
            .collect()
    };
    assert_eq!(judged(&spread(32, 5, 7)), (true, vec![Spades]));
    assert_eq!(judged(&spread(32, 2, 10)), (false, vec![Hearts, Spades]));
    // On the first block alone the minors stay too: a suit leaves alone from two blocks on.
    assert_eq!(judged(&spread(16, 2, 10)), (false, Suit::ALL.to_vec()));
    assert_eq!(ALONE_FROM, 32);
    // Two suits level on every sample differ by exactly 0: an interval of width 0, which
    // matters to nobody. Level in every figure, the later suit leads.
    let level: Vec<[u32; 4]> = (0..16).map(|i| [0, i % 3, 7, 7]).collect();
    assert_eq!(judged(&level), (true, vec![Spades]));
    // Level on average with a spread: either may be 0.69 better, not settled.
    let tie: Vec<[u32; 4]> = (0..32).map(|i| [0, 0, 6 + i % 2, 7 - i % 2]).collect();
    assert_eq!(judged(&tie), (false, vec![Hearts, Spades]));
    // Level on average, differing on two samples of 32 only: a half-width of
    // 1.96 · 0.254 / √32 = 0.088, so neither can be a tenth of a trick better. (The rule's
    // first reading, an interval narrower than a tenth in all, did not settle this.)
    let close: Vec<[u32; 4]> = (0..32)
        .map(|i| match i {
            0 => [0, 0, 8, 7],
            1 => [0, 0, 6, 7],
            _ => [0, 0, 7, 7],
        })
        .collect();
    assert_eq!(judged(&close), (true, vec![Spades]));
    // One sample has no interval at all.
    assert_eq!(judged(&[[0, 0, 0, 9]]), (false, Suit::ALL.to_vec()));
}

#[test]
fn a_suit_out_of_the_race_stays_out_and_is_no_longer_solved() {
    use Suit::*;
    // Clubs far behind, the other three level on average, each with its own spread.
    let mut race = Race::default();
    let block = || (0..16).map(|i| [0, 6 + i % 2, 7 - i % 2, 6 + (i / 2) % 2]);
    let add =
        |race: &mut Race| block().for_each(|t| race.add(t.map(|t| (t, false)), [0; CONTROLS]));
    // After one block clubs are settled, but alone: nobody leaves.
    add(&mut race);
    assert!(!race.judge());
    assert_eq!(race.running(), Suit::ALL.to_vec());
    // After two, clubs leave.
    add(&mut race);
    assert!(!race.judge());
    assert_eq!(race.running(), vec![Diamonds, Hearts, Spades]);
    // Block three gives clubs 13 tricks a sample: not read, as clubs are out.
    block().for_each(|t| {
        race.add(
            [(13, true), (t[1], false), (t[2], false), (t[3], false)],
            [0; CONTROLS],
        )
    });
    let summary = race.summary();
    assert_eq!((summary[0].samples, summary[0].mean_tricks), (32, 0.0));
    assert_eq!(summary[1].samples, 48);
    assert_eq!(race.samples(), 48);
}

/// The advice with the stand-in solver, and per suit the samples it was asked to solve.
fn counted(first_five: &str, samples: usize, stop: Stop) -> (Advice, [usize; 4]) {
    let input = AdviseInput {
        stop,
        seed: "stopping".into(),
        ..input(first_five, samples, u64::MAX, 2)
    };
    let asked: [std::sync::atomic::AtomicUsize; 4] = Default::default();
    let advice = advise_with(&input, |board, suits, budget, watch| {
        for &suit in suits {
            asked[suit as usize].fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        }
        crate::court_piece::analysis::tests::by_length(board, suits, budget, watch)
    })
    .unwrap();
    (advice, asked.map(|a| a.into_inner()))
}

#[test]
fn a_lopsided_hand_settles_at_the_first_block_where_one_suit_is_left() {
    let (advice, asked) = counted("As Ks Qs Js Ts", 200, Stop::Settled);
    assert_eq!(advice.stopped, Stopped::Settled);
    assert_eq!(advice.recommended, Suit::Spades);
    assert_eq!(advice.samples, 200);
    let used = advice.samples_used;
    assert!(used.is_multiple_of(BLOCK) && used < 200, "{used}");
    // Each suit was solved on exactly the samples its figures are of.
    let samples: Vec<usize> = advice.suits.iter().map(|s| s.samples).collect();
    assert_eq!(asked.to_vec(), samples);
    // The race, judged on the samples solved one by one under all four suits, ends there.
    let (all, _) = counted("As Ks Qs Js Ts", 200, Stop::Never);
    assert_eq!((all.samples_used, all.stopped), (200, Stopped::Limit));
    let five = all_five("As Ks Qs Js Ts");
    let per_sample: Vec<([(u32, bool); 4], Controls)> = (0..200)
        .map(|i| {
            let board = sample(five, "stopping", i, false);
            let watch = crate::sampling::Watch::default();
            let values =
                crate::court_piece::analysis::tests::by_length(&board, &Suit::ALL, 0, &watch);
            (values.unwrap().0, controls(&board, five))
        })
        .collect();
    let mut race = Race::default();
    let first = per_sample.chunks(BLOCK).position(|block| {
        block.iter().for_each(|&(values, x)| race.add(values, x));
        race.judge()
    });
    assert_eq!(first.map(|b| (b + 1) * BLOCK), Some(used));
    // Each suit's figures are those of a fixed count of its samples.
    for (s, suit) in advice.suits.iter().enumerate() {
        let (fixed, _) = counted("As Ks Qs Js Ts", suit.samples, Stop::Never);
        assert_eq!(*suit, fixed.suits[s], "{:?}", suit.trump);
    }
    assert_eq!(advice.nodes, 10 * used as u64);
}

fn all_five(text: &str) -> CardSet {
    text.split(' ')
        .map(|t| t.parse::<Card>().unwrap())
        .collect()
}

#[test]
fn a_near_tie_runs_until_neither_suit_can_be_a_tenth_better_or_to_the_limit() {
    // Two hearts and two spades of the same ranks: the suits are level on average, and the
    // party's lengths in them differ by a trick or two from deal to deal. The minors leave
    // the race; the majors run until either is, at 95 %, not a tenth of a trick better than
    // the other, with the figures of every sample.
    let advice = by_length("Ah Kh As Ks 2c", 200, Stop::Settled, 2);
    let used = advice.samples_used;
    assert_eq!(advice.stopped, Stopped::Settled);
    assert!(used > 2 * BLOCK && used < 200, "{used}");
    let all = by_length("Ah Kh As Ks 2c", used, Stop::Never, 2);
    assert_eq!(advice.suits[2..], all.suits[2..]);
    assert!(advice.suits[..2].iter().all(|s| s.samples < used));
    assert_eq!(advice.recommended, all.recommended);
    // Limited to the block before, it runs to that limit.
    let short = by_length("Ah Kh As Ks 2c", used - BLOCK, Stop::Settled, 2);
    assert_eq!(
        (short.samples_used, short.stopped),
        (used - BLOCK, Stopped::Limit)
    );
}

#[test]
fn the_advice_and_its_samples_are_the_same_on_any_number_of_threads() {
    for first_five in ["As Ks Qs Js Ts", "Ah Kh As Ks 2c", "Ad 9d 7c 4h 2s"] {
        for stop in [Stop::Settled, Stop::Never] {
            let one = by_length(first_five, 150, stop, 1);
            for threads in [2, 3, 5] {
                assert_eq!(
                    by_length(first_five, 150, stop, threads),
                    one,
                    "{first_five}, {stop:?}, {threads} threads"
                );
            }
        }
    }
}

/// The stand-in solver by suit lengths, at 10 nodes a search (a sample under one suit).
fn per_search(board: &Board, suits: &[Suit], budget: u64, watch: &Watch) -> Solved {
    crate::court_piece::analysis::tests::by_length(board, suits, budget, watch)
        .map(|(values, _)| (values, 10 * suits.len() as u64))
}

/// The nodes of an unbounded advice of `samples` on the near-tie ace-king of hearts and of
/// spades, under [`per_search`], stopping when settled.
fn near_tie_nodes(samples: usize) -> u64 {
    let unbounded = AdviseInput {
        stop: Stop::Settled,
        ..input("Ah Kh As Ks 2c", samples, u64::MAX, 2)
    };
    advise_with(&unbounded, per_search).unwrap().nodes
}

#[test]
fn an_advice_past_its_bound_in_all_names_that_bound_and_one_cancelled_stops() {
    // 100 samples of 10 nodes: 1 000 fit a bound of 1 000 and not of 999, whatever the
    // budget a deal; the budget a deal, when it is the smaller, is the one named.
    let with = |max_nodes: u64, budget: u64| AdviseInput {
        max_nodes,
        ..input("As Ks Qs Js Ts", 100, budget, 2)
    };
    let solve = crate::court_piece::analysis::tests::by_length;
    assert_eq!(
        advise_with(&with(1_000, 1_000), solve).unwrap().nodes,
        1_000
    );
    assert_eq!(
        advise_with(&with(999, 1_000), solve),
        Err(AnalysisError::AdviceOverBudget { nodes: 999 })
    );
    assert_eq!(
        advise_with(&with(999, 9), solve),
        Err(AnalysisError::OverBudget { budget: 9 })
    );
    // Asked to stop when settled, a near-tie past the bound answers with the blocks that
    // fit: six blocks of 16 samples (960 nodes) fit 999, the seventh (4 samples) does not.
    let settled = |max_nodes: u64, threads: usize| AdviseInput {
        stop: Stop::Settled,
        max_nodes,
        ..input("Ah Kh As Ks 2c", 100, 1_000, threads)
    };
    let partial = advise_with(&settled(999, 2), solve).unwrap();
    assert_eq!(
        (partial.samples_used, partial.stopped, partial.nodes),
        (96, Stopped::Budget, 960)
    );
    assert_eq!(advise_with(&settled(999, 3), solve), Ok(partial));
    // Within the first block, the parts that fit: one part of eight samples (80 nodes) fits
    // 100, the second does not, on any threads; not one part fits 79: nothing to answer with.
    assert_eq!(FIRST_PART, 8);
    let first_parts = advise_with(&settled(100, 2), solve).unwrap();
    assert_eq!(
        (
            first_parts.samples_used,
            first_parts.stopped,
            first_parts.nodes
        ),
        (FIRST_PART, Stopped::Budget, 80)
    );
    assert!(first_parts.suits.iter().all(|s| s.samples == FIRST_PART));
    for threads in [1, 3] {
        assert_eq!(
            advise_with(&settled(100, threads), solve),
            Ok(first_parts.clone())
        );
    }
    // Twelve samples asked: parts of eight and four, the second past 100.
    let twelve = AdviseInput {
        samples: 12,
        ..settled(100, 2)
    };
    assert_eq!(
        advise_with(&twelve, solve).map(|a| (a.samples_used, a.stopped)),
        Ok((FIRST_PART, Stopped::Budget))
    );
    // Where the samples' budgets bind before the bound in all, a second part past them is
    // refused as before: 16 samples of 9 nodes' budget, 144 in all, and the second part
    // reaches 160.
    let per_sample = AdviseInput {
        samples: 16,
        budget: 9,
        ..settled(1_000, 2)
    };
    assert_eq!(
        advise_with(&per_sample, solve),
        Err(AnalysisError::OverBudget { budget: 9 })
    );
    let eight = AdviseInput {
        samples: FIRST_PART,
        ..settled(u64::MAX, 2)
    };
    let alone = advise_with(&eight, solve).unwrap();
    assert_eq!(
        (first_parts.recommended, &first_parts.suits),
        (alone.recommended, &alone.suits)
    );
    assert_eq!(
        advise_with(&settled(79, 2), solve),
        Err(AnalysisError::AdviceOverBudget { nodes: 79 })
    );
    // At 10 nodes a search, blocks cost what the blocks before say: a block that will not
    // fit is not started. Two blocks of the near-tie fit a bound one node short of three.
    let (two, three) = (near_tie_nodes(2 * BLOCK), near_tie_nodes(3 * BLOCK));
    let calls = std::sync::atomic::AtomicUsize::new(0);
    let counted = |board: &Board, suits: &[Suit], budget: u64, watch: &Watch| {
        calls.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        per_search(board, suits, budget, watch)
    };
    let short = AdviseInput {
        stop: Stop::Settled,
        max_nodes: three - 1,
        ..input("Ah Kh As Ks 2c", 100, u64::MAX, 2)
    };
    let advice = advise_with(&short, counted).unwrap();
    assert_eq!(
        (advice.samples_used, advice.stopped, advice.nodes),
        (2 * BLOCK, Stopped::Budget, two)
    );
    assert_eq!(calls.into_inner(), 2 * BLOCK);
    // Raised during the first block, the cancel stops the advice before the next.
    let input = with(u64::MAX, u64::MAX);
    let solved = std::sync::atomic::AtomicUsize::new(0);
    let cancelling =
        |board: &Board, suits: &[Suit], budget: u64, watch: &crate::sampling::Watch| {
            solved.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            input.cancel.cancel();
            solve(board, suits, budget, watch)
        };
    assert_eq!(
        advise_with(&input, cancelling),
        Err(AnalysisError::Cancelled)
    );
    assert_eq!(solved.into_inner(), BLOCK);
}

#[test]
fn past_its_settle_bound_an_advice_starts_no_block_but_always_solves_the_first() {
    // 10 nodes a search, the near-tie of the test above: it would run to 100 samples.
    let with = |stop: Stop, settle_nodes: u64| AdviseInput {
        stop,
        settle_nodes,
        ..input("Ah Kh As Ks 2c", 100, u64::MAX, 2)
    };
    let unbounded = advise_with(&with(Stop::Settled, u64::MAX), per_search).unwrap();
    assert_eq!(
        (unbounded.samples_used, unbounded.stopped),
        (100, Stopped::Limit)
    );
    let (two, three) = (near_tie_nodes(2 * BLOCK), near_tie_nodes(3 * BLOCK));
    // A bound one node short of three blocks: two are solved and the third not started,
    // on any threads, and what the two say is what two blocks alone say.
    let calls = std::sync::atomic::AtomicUsize::new(0);
    let counted = |board: &Board, suits: &[Suit], budget: u64, watch: &Watch| {
        calls.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        per_search(board, suits, budget, watch)
    };
    let short = advise_with(&with(Stop::Settled, three - 1), counted).unwrap();
    assert_eq!(
        (short.samples_used, short.stopped, short.nodes),
        (2 * BLOCK, Stopped::Budget, two)
    );
    assert_eq!(calls.into_inner(), 2 * BLOCK);
    let two_blocks = AdviseInput {
        samples: 2 * BLOCK,
        ..with(Stop::Settled, u64::MAX)
    };
    let alone = advise_with(&two_blocks, per_search).unwrap();
    assert_eq!(
        (short.recommended, &short.suits),
        (alone.recommended, &alone.suits)
    );
    for threads in [1, 3] {
        let other = AdviseInput {
            threads,
            ..with(Stop::Settled, three - 1)
        };
        assert_eq!(advise_with(&other, per_search), Ok(short.clone()));
    }
    // Exactly three blocks fit a bound of three blocks' nodes.
    let fits = advise_with(&with(Stop::Settled, three), per_search).unwrap();
    assert_eq!(
        (fits.samples_used, fits.stopped),
        (3 * BLOCK, Stopped::Budget)
    );
    // A bound under one block still gives the first block's answer, not a refusal.
    let first = advise_with(&with(Stop::Settled, 1), per_search).unwrap();
    assert_eq!(
        (first.samples_used, first.stopped),
        (BLOCK, Stopped::Budget)
    );
    // Asked for every sample, the settle bound is not read.
    let never = advise_with(&with(Stop::Never, 1), per_search).unwrap();
    assert_eq!((never.samples_used, never.stopped), (100, Stopped::Limit));
}

/// A sample's suits solved apart, one part a suit or two, answer what the whole sample
/// answers: the same figures, samples, stop and nodes, at every bound (the settle bound, the
/// bound in all with a block left out, a budget a sample too small) and on any threads; the
/// solver is asked for each suit in the race once a sample, and never for two suits at once
/// with one part a suit.
#[test]
fn a_samples_suits_solved_apart_answer_as_the_whole_sample() {
    let (two, three) = (near_tie_nodes(2 * BLOCK), near_tie_nodes(3 * BLOCK));
    const NONE: u64 = u64::MAX;
    // The first five, the stop, the settle bound, the bound in all, the budget a sample.
    let cases = [
        ("Ah Kh As Ks 2c", Stop::Settled, NONE, NONE, NONE),
        ("Ah Kh As Ks 2c", Stop::Settled, three - 1, NONE, NONE),
        ("Ah Kh As Ks 2c", Stop::Settled, NONE, three - 1, NONE),
        ("Ah Kh As Ks 2c", Stop::Settled, NONE, 400, NONE),
        ("Ah Kh As Ks 2c", Stop::Never, NONE, NONE, 39),
        ("As Ks Qs Js Ts", Stop::Settled, NONE, NONE, NONE),
        ("Qd 9c 7h 4s 2d", Stop::Never, NONE, two, NONE),
    ];
    for (first_five, stop, settle_nodes, max_nodes, budget) in cases {
        let with = |threads: usize| AdviseInput {
            stop,
            settle_nodes,
            max_nodes,
            ..input(first_five, 100, budget, threads)
        };
        let whole = advise_with(&with(2), per_search);
        for (parts, threads) in [(2, 1), (4, 1), (4, 2), (3, 3), (9, 2)] {
            let widest = std::sync::atomic::AtomicUsize::new(0);
            let asked = std::sync::atomic::AtomicUsize::new(0);
            let apart = advise_in_parts(&with(threads), parts, |board, suits, budget, watch| {
                widest.fetch_max(suits.len(), std::sync::atomic::Ordering::Relaxed);
                asked.fetch_add(suits.len(), std::sync::atomic::Ordering::Relaxed);
                per_search(board, suits, budget, watch)
            });
            let label = format!("{first_five}, {stop:?}, {parts} parts, {threads} threads");
            assert_eq!(apart, whole, "{label}");
            if parts >= 4 {
                assert_eq!(widest.into_inner(), 1, "{label}");
            }
            if let Ok(advice) = &whole {
                let searches: usize = advice.suits.iter().map(|s| s.samples).sum();
                assert!(asked.into_inner() >= searches, "{label}");
            }
        }
    }
    // And that refusal, whole as apart, is the budget a sample's.
    assert!(matches!(
        advise_with(
            &AdviseInput {
                stop: Stop::Never,
                ..input("Ah Kh As Ks 2c", 100, 39, 2)
            },
            per_search
        ),
        Err(AnalysisError::OverBudget { budget: 39 })
    ));
}

/// The solver itself: a first block past the bound in all answers with its first eight
/// samples, what an advice of eight samples answers, on one thread and on two; one node less
/// than those eight need is refused.
#[test]
fn the_solvers_first_block_past_its_bound_answers_with_its_first_eight_samples() {
    let five = "Kd Qd 9s 5c 2h";
    let eight = advise(&input(five, FIRST_PART, u64::MAX, 2)).unwrap();
    for threads in [1, 2] {
        let bounded = |max_nodes: u64| AdviseInput {
            stop: Stop::Settled,
            max_nodes,
            ..input(five, 200, u64::MAX, threads)
        };
        let partial = advise(&bounded(eight.nodes)).unwrap();
        assert_eq!(
            (partial.samples_used, partial.stopped, partial.nodes),
            (FIRST_PART, Stopped::Budget, eight.nodes),
            "{threads} threads"
        );
        assert_eq!(
            (partial.recommended, &partial.suits),
            (eight.recommended, &eight.suits)
        );
        assert_eq!(
            advise(&bounded(eight.nodes - 1)),
            Err(AnalysisError::AdviceOverBudget {
                nodes: eight.nodes - 1
            })
        );
    }
}

#[test]
fn a_samples_controls_are_its_party_lengths_less_their_expectation_times_47() {
    // The caller holds the five spades and eight clubs, the partner the thirteen hearts.
    let five = all_five("As Ks Qs Js Ts");
    let mut board = sample(five, "any", 0, false);
    board.hands[0] = all_five("As Ks Qs Js Ts 2c 3c 4c 5c 6c 7c 8c 9c");
    board.hands[2] = all_five("Ah Kh Qh Jh Th 9h 8h 7h 6h 5h 4h 3h 2h");
    // A suit with none in the first five gives the party 21 · 13/47 on average: clubs
    // 47 · 8 − 273, diamonds −273, hearts 47 · 13 − 273.
    assert_eq!(controls(&board, five), [103, -273, 338, 0]);
    // Under Satat the 2♥ is the party's with chance 21/47, and here it is.
    board.two_of_hearts = true;
    assert_eq!(controls(&board, five), [103, -273, 338, 26]);
    // Among the first five it is certain: no control.
    let with_two = all_five("2h Ks Qs Js Ts");
    board.hands[0] = all_five("2h Ks Qs Js Ts 2c 3c 4c 5c 6c 7c 8c 9c");
    board.hands[2] = all_five("Ah Kh Qh Jh Th 9h 8h 7h 6h 5h 4h 3h As");
    // Hearts: one in the first five, so 47 + 21 · 12 = 299 expected; the party has 13.
    assert_eq!(controls(&board, with_two)[2..], [47 * 13 - 299, 0]);
}

#[test]
fn every_control_averages_0_over_the_samples() {
    // The expectations are exact: over 4 000 samples each control's mean is within four
    // standard errors of 0, for Court piece and for Satat with the 2♥ unseen.
    for (text, satat) in [("As Ks Qs 7h 2d", false), ("Ah 9c 7c 4d 3s", true)] {
        let five = all_five(text);
        let mut sums = [crate::sampling::Moments::default(); CONTROLS];
        for i in 0..4_000 {
            let x = controls(&sample(five, "controls", i, satat), five);
            for (sum, &x) in sums.iter_mut().zip(&x) {
                sum.add(x);
            }
        }
        for (j, sum) in sums.iter().enumerate() {
            let half = sum.half_ci95().unwrap();
            assert!(
                sum.mean().abs() <= 4.0 / 1.96 * half + 1e-12,
                "{text}, control {j}: mean {} ± {half}",
                sum.mean()
            );
        }
        assert_eq!(
            sums[3].squares > 0,
            satat,
            "the 2♥'s control under Satat only"
        );
    }
}

#[test]
fn the_controls_settle_a_race_sooner_than_the_plain_means_on_the_same_samples() {
    // The stand-in solver's tricks follow the party's lengths in part: fitted on them, the
    // comparisons narrow, and the race ends blocks earlier, on the same suit. On three first
    // fives with two suits near each other, the plain means take twice the samples or more.
    for text in ["As 9s 7h 4h 2d", "Ks Qs 8h 7h 3c", "Ad Kd 5s 4s 2c"] {
        let five = all_five(text);
        let stop = |controlled: bool| {
            let mut race = Race::default();
            for i in 0..200 {
                let board = sample(five, "controls race", i, false);
                let watch = crate::sampling::Watch::default();
                let values =
                    crate::court_piece::analysis::tests::by_length(&board, &Suit::ALL, 0, &watch);
                let x = if controlled {
                    controls(&board, five)
                } else {
                    [0; CONTROLS]
                };
                race.add(values.unwrap().0, x);
                if (i + 1) % BLOCK == 0 && race.judge() {
                    break;
                }
            }
            (race.samples(), race.recommended())
        };
        let (with, plain) = (stop(true), stop(false));
        assert_eq!(with.1, plain.1, "{text}");
        assert!(2 * with.0 <= plain.0, "{text}: {with:?} against {plain:?}");
    }
}
