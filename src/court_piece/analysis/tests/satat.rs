//! Satat's 2♥ in the search: endings that hold it agree with brute force, the bounds that
//! read it as an ordinary trump above the ace stand for the side holding it, and once it is
//! played the search is Court piece's own, node for node.

use super::*;

/// A random ending of `k` cards a hand in which the 2♥ is dealt (see [`ending_with`]).
fn ending_holding_the_two(
    rng: &mut ChaCha8Rng,
    k: usize,
    trump: Suit,
    extra: usize,
) -> (Progress, usize) {
    loop {
        let (p, caller) = ending_with(rng, k, false, trump, 0);
        if p.hands.iter().any(|h| h.contains(TWO_OF_HEARTS)) {
            let mut p = p;
            // The extra cards under Satat's rules.
            for _ in 0..extra {
                let legal: Vec<Card> = p.legal(trump, true).iter().collect();
                let card = legal[rng.random_range(0..legal.len())];
                p.play(card, caller, trump, true);
            }
            p.won = [0, 0];
            return (p, caller);
        }
    }
}

#[test]
fn endings_with_the_special_two_of_hearts_agree_with_brute_force() {
    // Endings that hold the 2♥ (or had it played to the trick on the table), under every
    // trump, up to five cards a hand: long enough for the quick and later tricks to decide.
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for round in 0..600 {
        let k = 2 + round % 4;
        let trump = Suit::ALL[round % 4];
        let extra = rng.random_range(0..4);
        let (p, caller) = ending_holding_the_two(&mut rng, k, trump, extra);
        assert_eq!(
            solved(&p, caller, trump, true),
            brute(&p, caller, trump, true),
            "ending {round}: {p:?}, caller {caller}, trump {trump:?}"
        );
    }
}

#[test]
fn quick_tricks_of_the_side_holding_the_two_of_hearts_never_claim_more_than_it_takes() {
    // DDS's count reads the 2♥ as an ordinary trump above the ace. Its holder may play it
    // wherever such a trump may be played, and more, so the side holding it takes at least
    // what the count claims: every verdict, at every cutoff, with that side on lead.
    let mut rng = ChaCha8Rng::seed_from_u64(25);
    let mut verdicts = 0;
    for round in 0..1500 {
        let k = 2 + round % 3;
        let trump = Suit::ALL[rng.random_range(0..4)];
        let (mut p, caller) = ending_holding_the_two(&mut rng, k, trump, 0);
        let holder = (0..4)
            .find(|&s| p.hands[s].contains(TWO_OF_HEARTS))
            .unwrap();
        // The holder or its partner leads.
        p.leader = (holder + 2 * rng.random_range(0..2)) % 4;
        let ours = brute(&p, caller, trump, true);
        let side = if p.leader % 2 == caller % 2 {
            ours
        } else {
            k as u32 - ours
        };
        let hands = p.start(caller, trump, true).hands;
        for cutoff in 1..=k as u32 {
            match quick::quick_tricks(&hands, trump as usize, p.leader, cutoff, 1).0 {
                quick::Quick::Leader(n) => {
                    verdicts += 1;
                    assert!(
                        n >= cutoff && side >= n.min(k as u32),
                        "ending {round}: {p:?}, trump {trump:?}, cutoff {cutoff}: claims {n}, takes {side}"
                    );
                }
                // With the 2♥ held a trump is left: the count never gives the trick away.
                quick::Quick::Other => panic!("ending {round}: {p:?}"),
                quick::Quick::Open => {}
            }
        }
    }
    assert!(verdicts > 1000, "{verdicts}");
}

#[test]
fn once_the_two_of_hearts_is_played_satat_is_searched_node_for_node_as_court_piece() {
    // Satat deals played at random until the 2♥'s trick is over, then a few cards more: the
    // position is a Court piece one, and the search must see it so, with the same answer
    // from the same nodes, counting every trick and counting to the seventh.
    let mut rng = ChaCha8Rng::seed_from_u64(26);
    let rules = Preset::Satat.rules();
    let mut compared = 0;
    for round in 0..48 {
        let board = board(&rules, round % 4, None, Some(format!("two-played-{round}"))).unwrap();
        let trump = Suit::ALL[round % 4];
        let mut p = progress(&board, trump, &[]).unwrap();
        let mut gone = false;
        let ready = |p: &Progress, gone: bool| gone && p.trick.is_empty() && p.tricks_played() >= 5;
        while !p.over() && !ready(&p, gone) {
            let legal = p.legal(trump, true);
            // The 2♥ goes early often enough to leave tricks to search.
            let card = if legal.contains(TWO_OF_HEARTS) && rng.random_range(0..3) == 0 {
                TWO_OF_HEARTS
            } else {
                let legal: Vec<Card> = legal.iter().collect();
                legal[rng.random_range(0..legal.len())]
            };
            gone |= card == TWO_OF_HEARTS;
            p.play(card, board.caller, trump, true);
        }
        for _ in 0..rng.random_range(0..4) {
            if p.over() {
                break;
            }
            let legal: Vec<Card> = p.legal(trump, true).iter().collect();
            p.play(
                legal[rng.random_range(0..legal.len())],
                board.caller,
                trump,
                true,
            );
        }
        if p.over() {
            continue;
        }
        let satat = p.start(board.caller, trump, true);
        let plain = p.start(board.caller, trump, false);
        assert!(satat.special != 0 && plain.special == 0);
        let solve = |start: &Start| {
            let mut search = Search::new(start, 0, u64::MAX);
            let tricks = search.value(start).unwrap();
            (tricks, search.nodes())
        };
        assert_eq!(solve(&satat), solve(&plain), "deal {round}: {p:?}");
        let left = 13 - p.tricks_played() as i32;
        let kot = |start: &Start| {
            let mut search = Search::new(start, (left - 2).max(0), u64::MAX);
            let answer = search.at_least(start, 2.min(left)).unwrap();
            (answer, search.nodes())
        };
        assert_eq!(kot(&satat), kot(&plain), "deal {round}, horizon: {p:?}");
        compared += 1;
    }
    assert!(compared > 40, "{compared}");
}
