//! A deal's outcome after each card (`card_outcomes`): who wins is the full search's trick
//! count at seven (brute-force checked in the parent file), and a kot either way is a
//! brute-force and-or search over the tricks left of the first seven, written from the
//! engine's trick rules; a bavney after a kot (`card_sweeps_to`) is the same search over all
//! thirteen, and a trump change's kot the same over the first seven for the changing party. The deals favour one party so that sweeps happen.

use super::*;
use crate::court_piece::testkit;

/// The deal's question for a sweep: the caller, trumps, the 2♥ and the last trick counted.
#[derive(Clone, Copy)]
struct Sweep {
    caller: usize,
    trump: Suit,
    two_of_hearts: bool,
    horizon: u32,
}

/// Whether `party` (0: the caller's, 1: the other) can win every one of the tricks left of
/// the first `q.horizon` from `p`, the other party playing to stop it: plain and-or search
/// over every legal card.
fn sweeps(p: &Progress, q: Sweep, party: usize) -> bool {
    if p.trick.is_empty() && p.tricks_played() >= q.horizon {
        return true;
    }
    let sweeper_moves = (p.next_seat() % 2 == q.caller % 2) == (party == 0);
    let mut outcomes = p.legal(q.trump, q.two_of_hearts).iter().map(|card| {
        let mut next = p.clone();
        next.play(card, q.caller, q.trump, q.two_of_hearts);
        next.won[1 - party] == p.won[1 - party] && sweeps(&next, q, party)
    });
    if sweeper_moves {
        outcomes.any(|x| x)
    } else {
        outcomes.all(|x| x)
    }
}

/// A deal in which party `strong` holds the 26 cards of highest random score, aces and
/// trumps weighted up.
fn lopsided(rng: &mut ChaCha8Rng, caller: usize, trump: Suit, strong: usize) -> Board {
    Board {
        hands: testkit::lopsided(rng, caller, trump, strong),
        caller,
        two_of_hearts: false,
    }
}

/// `board` played greedily (the `strong` party its highest legal card, the weak its lowest)
/// for `cut` cards: the position and the plays.
fn greedy(board: &Board, trump: Suit, strong: usize, cut: usize) -> (Progress, Vec<Card>) {
    let caller = board.caller;
    let mut p = progress(board, trump, &[]).unwrap();
    let mut plays = Vec::new();
    while plays.len() < cut {
        let legal = p.legal(trump, board.two_of_hearts);
        let strong_moves = (p.next_seat() % 2 == caller % 2) == (strong == 0);
        let card = if strong_moves {
            legal.iter().max_by_key(|c| (c.suit() == trump, c.rank()))
        } else {
            legal.iter().min_by_key(|c| (c.suit() == trump, c.rank()))
        }
        .unwrap();
        plays.push(card);
        p.play(card, caller, trump, board.two_of_hearts);
    }
    (p, plays)
}

#[test]
fn after_a_kot_each_cards_bavney_is_a_brute_force_sweep_of_all_thirteen() {
    let mut rng = ChaCha8Rng::seed_from_u64(78);
    let (mut seen, mut kots) = (HashMap::new(), 0);
    for round in 0..160 {
        let trump = Suit::ALL[round % 4];
        let caller = rng.random_range(0..4);
        let strong = round % 2;
        let mut board = lopsided(&mut rng, caller, trump, strong);
        board.two_of_hearts = round % 5 == 0;
        // Only deals whose first seven tricks went to one party: a kot, played on.
        let (seven, _) = greedy(&board, trump, strong, 28);
        if seven.won[0] != 0 && seven.won[1] != 0 {
            continue;
        }
        kots += 1;
        let (p, plays) = greedy(&board, trump, strong, 28 + rng.random_range(0..12));
        let legal = p.legal(trump, board.two_of_hearts);
        let watch = Watch::default();
        let (swept, _) = card_sweeps_to(
            &board,
            trump,
            &plays,
            legal,
            Sweeper::Unbeaten,
            (u64::MAX, &watch),
        )
        .unwrap();
        assert_eq!(swept.len(), legal.len());
        let party = usize::from(seven.won[0] == 0);
        let q = Sweep {
            caller,
            trump,
            two_of_hearts: board.two_of_hearts,
            horizon: TRICKS,
        };
        for (card, sweeps_after) in swept {
            let mut after = p.clone();
            after.play(card, caller, trump, board.two_of_hearts);
            let expected = after.won[1 - party] == 0 && sweeps(&after, q, party);
            assert_eq!(
                sweeps_after, expected,
                "deal {round}, card {card}, plays {plays:?}"
            );
            *seen.entry(sweeps_after).or_insert(0) += 1;
        }
    }
    // Both answers were met, on enough kots to mean something.
    assert!(kots >= 20 && seen.len() == 2, "{kots} kots, {seen:?}");
}

#[test]
fn each_cards_outcome_is_the_seven_trick_value_and_a_brute_force_sweep() {
    let mut rng = ChaCha8Rng::seed_from_u64(77);
    let mut seen = HashMap::new();
    for round in 0..48 {
        let trump = Suit::ALL[round % 4];
        let caller = rng.random_range(0..4);
        let strong = round % 2;
        let mut board = lopsided(&mut rng, caller, trump, strong);
        board.two_of_hearts = round % 5 == 0;
        // Into the first seven tricks, stopping within a trick now and then.
        let cut = 4 * (4 + round % 3) + rng.random_range(0..4);
        let (p, plays) = greedy(&board, trump, strong, cut);
        let legal = p.legal(trump, board.two_of_hearts);
        let watch = Watch::default();
        let (outcomes, _) = card_outcomes(&board, trump, &plays, legal, u64::MAX, &watch).unwrap();
        let (values, _) = card_values(&board, trump, &plays, legal, u64::MAX, &watch).unwrap();
        // Counted, the same outcomes from the value search, and its tricks.
        let (results, _) =
            card_results(&board, trump, &plays, legal, true, (u64::MAX, &watch)).unwrap();
        assert_eq!(outcomes.len(), legal.len());
        for (((card, outcome), value), result) in outcomes.into_iter().zip(values).zip(results) {
            assert_eq!(card, value.card);
            assert_eq!(result, (card, outcome, Some(value.tricks)), "deal {round}");
            let mut after = p.clone();
            after.play(card, caller, trump, board.two_of_hearts);
            let won = value.tricks >= TRICKS_TO_WIN;
            let party = usize::from(!won);
            let q = Sweep {
                caller,
                trump,
                two_of_hearts: board.two_of_hearts,
                horizon: TRICKS_TO_WIN,
            };
            let kot = after.won[1 - party] == 0 && sweeps(&after, q, party);
            let expected = match (won, kot) {
                (true, true) => Outcome::Kot,
                (true, false) => Outcome::Won,
                (false, false) => Outcome::Lost,
                (false, true) => Outcome::KotAgainst,
            };
            assert_eq!(
                outcome, expected,
                "deal {round}, card {card}, plays {plays:?}"
            );
            *seen.entry(outcome).or_insert(0) += 1;
        }
    }
    // Every outcome was met, so every path of the function was checked.
    assert_eq!(seen.len(), 4, "{seen:?}");
}

#[test]
fn after_a_trump_change_each_cards_kot_is_a_brute_force_sweep_of_the_first_seven() {
    let mut rng = ChaCha8Rng::seed_from_u64(79);
    let (mut seen, mut from_start) = (HashMap::new(), HashMap::new());
    for round in 0..48 {
        let trump = Suit::ALL[round % 4];
        let caller = rng.random_range(0..4);
        // The changing party is the caller's opponents: mostly strong, so that kots happen.
        let strong = usize::from(round % 4 != 0);
        let mut board = lopsided(&mut rng, caller, trump, strong);
        board.two_of_hearts = round % 5 == 0;
        // From the fourth trick on (a brute force of the first seven tricks is long), within
        // a trick now and then.
        let cut = 4 * (3 + round % 4) + rng.random_range(0..4);
        let (p, plays) = greedy(&board, trump, strong, cut);
        let q = Sweep {
            caller,
            trump,
            two_of_hearts: board.two_of_hearts,
            horizon: TRICKS_TO_WIN,
        };
        let watch = Watch::default();
        let whole = (u64::MAX, &watch);
        let (now, _) = deal_sweeps(&board, trump, &plays, Sweeper::Changer, whole).unwrap();
        assert_eq!(now, p.won[0] == 0 && sweeps(&p, q, 1), "deal {round}");
        *from_start.entry(now).or_insert(0) += 1;
        let legal = p.legal(trump, board.two_of_hearts);
        let (swept, _) =
            card_sweeps_to(&board, trump, &plays, legal, Sweeper::Changer, whole).unwrap();
        assert_eq!(swept.len(), legal.len());
        for (card, sweeps_after) in swept {
            let mut after = p.clone();
            after.play(card, caller, trump, board.two_of_hearts);
            let expected = after.won[0] == 0 && sweeps(&after, q, 1);
            assert_eq!(
                sweeps_after, expected,
                "deal {round}, card {card}, plays {plays:?}"
            );
            *seen.entry(sweeps_after).or_insert(0) += 1;
        }
    }
    // Both answers were met, of the position and after a card.
    assert!(
        seen.len() == 2 && from_start.len() == 2,
        "{seen:?} {from_start:?}"
    );
}

#[test]
fn a_positions_outcome_is_the_best_of_its_cards_outcomes_for_the_player_to_move() {
    let mut rng = ChaCha8Rng::seed_from_u64(80);
    let mut seen = HashMap::new();
    for round in 0..40 {
        let trump = Suit::ALL[round % 4];
        let caller = rng.random_range(0..4);
        let strong = round % 2;
        let mut board = lopsided(&mut rng, caller, trump, strong);
        board.two_of_hearts = round % 5 == 0;
        let cut = if round % 4 == 0 {
            0
        } else {
            4 * (round % 6) + rng.random_range(0..4)
        };
        let (p, plays) = greedy(&board, trump, strong, cut);
        let legal = p.legal(trump, board.two_of_hearts);
        let watch = Watch::default();
        let whole = (u64::MAX, &watch);
        let (outcome, _) = deal_outcome(&board, trump, &plays, whole).unwrap();
        let (each, _) = card_outcomes(&board, trump, &plays, legal, u64::MAX, &watch).unwrap();
        let outcomes = each.iter().map(|e| e.1);
        // Outcomes are the caller's party's, worst first: its player takes the best.
        let best = if p.next_seat() % 2 == caller % 2 {
            outcomes.max()
        } else {
            outcomes.min()
        };
        assert_eq!(Some(outcome), best, "deal {round}, plays {plays:?}");
        *seen.entry(outcome).or_insert(0) += 1;
    }
    assert!(seen.len() >= 3, "{seen:?}");
}
