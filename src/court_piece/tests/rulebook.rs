//! The rulebook, rule by rule: each test states the answer of the rules, worked by hand from
//! their text (or computed by a small reference model written from the text alone, never from
//! the engine), and checks the engine against it.
//!
//! Tests that pass are kept as regression tests. A test the engine fails is marked
//! `#[ignore = "contract mismatch: ..."]` with the contract's words.

use crate::cards::{Card, CardSet, Suit};
use crate::court_piece::dealing::deal;
use crate::court_piece::scoring::{DealResult, next_turn};
use crate::court_piece::testkit::{Script, c, cards, lowest, play_out, set};
use crate::court_piece::{
    AfterCollection, CallerAfterLoss, Collect, Collected, Count, DealInput, DealOutcome, Decision,
    Decisions, FailedBavney, Pass, Preset, Previous, RedealBy, RedealRequest, RedealWithout,
    ResultKind, Rotation, Rules, Scoring, TrumpChange, ViolationCode, legal_cards, resolve_deal,
    resolve_game, trick_winner,
};

// ---------------------------------------------------------------------------------------
// Small helpers.

fn code(o: &DealOutcome) -> ViolationCode {
    o.violation.as_ref().expect("a violation").code
}

fn result(o: &DealOutcome) -> (Option<usize>, ResultKind, bool, Vec<i64>) {
    assert!(o.valid(), "{:?}", o.violation);
    assert!(o.complete, "the deal should be complete");
    let r = o.result.unwrap();
    (r.winner, r.kind, r.against_caller, r.points.to_vec())
}

fn turn(o: &DealOutcome) -> (Option<usize>, Option<usize>) {
    (o.next_dealer, o.next_caller)
}

fn collections(o: &DealOutcome) -> Vec<Option<(usize, usize)>> {
    assert!(o.valid(), "{:?}", o.violation);
    o.tricks
        .iter()
        .map(|t| {
            t.collected()
                .map(|Collected { party, tricks }| (party, tricks))
        })
        .collect()
}

/// A deterministic xorshift generator for the reference-model sweeps.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.below(i + 1);
            v.swap(i, j);
        }
    }
}

/// The last trick of the twos (spades trumps): the 2♠ goes to `winner`.
fn twos_trick(leader: usize, winner: usize, players: usize) -> String {
    twos_trick_with(leader, winner, players, false)
}

/// The last trick of the twos; under Satat (`satat`) the winner holds the 2♥ instead.
fn twos_trick_with(leader: usize, winner: usize, players: usize, satat: bool) -> String {
    let top = if satat { "2h" } else { "2s" };
    let others: &[&str] = match (players, satat) {
        (3, _) => &["2h", "2d"],
        (_, false) => &["2h", "2d", "2c"],
        (_, true) => &["2s", "2d", "2c"],
    };
    let mut others = others.iter();
    (0..players)
        .map(|i| {
            if (leader + i) % players == winner {
                top.to_owned()
            } else {
                (*others.next().unwrap()).to_owned()
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

// ---------------------------------------------------------------------------------------
// Collect tricks, four players: seven tricks, a kot that plays on, the bavney.

fn court_piece() -> Script {
    // Dealer 0, caller 1 (party 1 = seats 1 and 3), spades trumps.
    Script::new(&Preset::CourtPiece.rules(), 0, Some(Suit::Spades))
}

#[test]
fn review_seven_tricks_after_losing_the_first_is_a_plain_win_and_the_ninth_trick_is_deal_over() {
    // Party 1 loses trick 1 and wins 2-8: seven tricks at trick 8, not every trick: a win.
    let s = court_piece().run("shdc", &[0, 1, 3, 1, 3, 1, 3, 1]);
    let o = s.resolve();
    assert_eq!(o.tricks_won.to_vec(), [1, 7]);
    assert_eq!(result(&o), (Some(1), ResultKind::Win, false, vec![0, 0]));
    // Caller's party won without a kot: the same dealer deals.
    assert_eq!(turn(&o), (Some(0), Some(1)));
    // Any other play after the deal is decided is DEAL_OVER (the first card of trick 9).
    let more = s.won_by('s', 1).resolve();
    let v = more.violation.unwrap();
    assert_eq!(
        (v.code, v.play, v.trick),
        (ViolationCode::DealOver, Some(32), Some(9))
    );
}

#[test]
fn review_a_plain_win_of_the_dealers_party_is_against_the_caller_and_the_next_seat_deals() {
    let mut s = court_piece().run("shdc", &[1, 0, 2, 0, 2, 0, 2, 0]);
    let o = s.resolve();
    assert_eq!(result(&o), (Some(0), ResultKind::Win, true, vec![0, 0]));
    assert_eq!(turn(&o), (Some(1), Some(2)));
    // Hokm: 1 point, and the call passes to the next seat, the old caller deals.
    s.rules = Preset::Hokm.rules();
    let o = s.resolve();
    assert_eq!(result(&o), (Some(0), ResultKind::Win, true, vec![1, 0]));
    assert_eq!(turn(&o), (Some(1), Some(2)));
}

#[test]
fn review_a_kot_that_plays_on_and_loses_the_thirteenth_trick_is_a_failed_bavney() {
    // Party 1 wins tricks 1-12, party 0 the last (seat 2 takes it with the 2♠).
    let s = court_piece()
        .run("shdc", &[1; 12])
        .trick(&twos_trick(1, 2, 4));
    let o = s.resolve();
    assert_eq!(o.tricks.len(), 13);
    assert_eq!(o.tricks_won.to_vec(), [1, 12]);
    // failed_bavney "win" (default): the kot party has a plain win; same dealer.
    assert_eq!(result(&o), (Some(1), ResultKind::Win, false, vec![0, 0]));
    assert_eq!(turn(&o), (Some(0), Some(1)));
    // "opponents": the other party scores a plain win; the dealer's party won: next seat.
    let mut dutch = s.clone();
    dutch.rules = Preset::Troefcall.rules();
    dutch.rules.failed_bavney = FailedBavney::Opponents;
    let o = dutch.resolve();
    assert_eq!(result(&o), (Some(0), ResultKind::Win, true, vec![2, 0]));
    assert_eq!(turn(&o), (Some(1), Some(2)));
}

#[test]
fn review_a_kot_of_the_dealers_party_played_on_to_thirteen_is_a_bavney_against_the_caller() {
    // Party 0 (dealer's) wins all thirteen; seat 0 wins the last with the 2♠.
    let s = Script::new(&Preset::Hokm.rules(), 0, Some(Suit::Spades))
        .run("shdc", &[0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 0, 0])
        .trick(&twos_trick(0, 0, 4));
    let o = s.resolve();
    assert_eq!(o.tricks_won.to_vec(), [13, 0]);
    // Hokm points: bavney 3; the caller lost, so the call passes on.
    assert_eq!(result(&o), (Some(0), ResultKind::Bavney, true, vec![3, 0]));
    assert_eq!(turn(&o), (Some(1), Some(2)));
    // Stopping after seven: a kot against the caller, 3 points (kot_against_caller).
    let mut kot = s.clone();
    kot.plays.truncate(28);
    let o = kot.resolve();
    assert_eq!(result(&o), (Some(0), ResultKind::Kot, true, vec![3, 0]));
    // Troefcall numbers: kot 5, kot against caller 5, bavney 15, win 2.
    let mut tc = s.clone();
    tc.rules = Preset::Troefcall.rules();
    assert_eq!(result(&tc.resolve()).3, vec![15, 0]);
    kot.rules = Preset::Troefcall.rules();
    assert_eq!(result(&kot.resolve()).3, vec![5, 0]);
}

#[test]
fn review_a_kot_that_plays_on_and_stops_mid_way_is_still_in_progress() {
    // The call to play on was made (trick 8 played and won): the deal is not over yet.
    let s = court_piece().run("shdc", &[1, 3, 1, 3, 1, 3, 1, 3]);
    let o = s.resolve();
    assert!(o.valid() && !o.complete && o.result.is_none());
    assert_eq!(o.next_seat, Some(3));
}

/// The contract's collect-tricks end for four (or two) players, on the parties that win
/// each trick in order: in progress, complete (winner, kind), or the trick whose first card
/// is DEAL_OVER.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Expect {
    InProgress,
    Done(usize, ResultKind),
    Over(usize),
}

fn reference_tricks(parties: &[usize], failed: FailedBavney) -> Expect {
    let mut wins = [0usize; 2];
    let mut kot: Option<usize> = None;
    let mut end: Option<(usize, ResultKind)> = None;
    for (i, &p) in parties.iter().enumerate() {
        let t = i + 1;
        if end.is_some() {
            return Expect::Over(t);
        }
        wins[p] += 1;
        match kot {
            // Playing on (a trick after a kot was played).
            Some(k) => {
                if p != k {
                    end = Some(match failed {
                        FailedBavney::Win => (k, ResultKind::Win),
                        FailedBavney::Opponents => (1 - k, ResultKind::Win),
                    });
                } else if t == 13 {
                    end = Some((k, ResultKind::Bavney));
                }
            }
            None if wins[p] == 7 => {
                if wins[1 - p] == 0 {
                    kot = Some(p);
                    if t == parties.len() {
                        end = Some((p, ResultKind::Kot));
                    }
                } else {
                    end = Some((p, ResultKind::Win));
                }
            }
            None => {}
        }
    }
    match end {
        Some((w, k)) => Expect::Done(w, k),
        None => Expect::InProgress,
    }
}

/// Rotation from the contract's text, four players.
fn reference_rotation(rotation: Rotation, dealer: usize, winner: usize, kind: ResultKind) -> usize {
    let caller_party = (dealer + 1) % 2;
    match rotation {
        Rotation::LosingSideDeals if winner == caller_party && kind == ResultKind::Win => dealer,
        Rotation::LosingSideDeals if winner == caller_party => (dealer + 2) % 4,
        Rotation::Hokm if winner == caller_party => dealer,
        _ => (dealer + 1) % 4,
    }
}

fn reference_points(rules: &Rules, caller_party: usize, winner: usize, kind: ResultKind) -> i64 {
    match rules.scoring {
        Scoring::Points {
            win,
            kot,
            kot_against_caller,
            bavney,
            ..
        } => match kind {
            ResultKind::Win => win,
            ResultKind::Kot if winner == caller_party => kot,
            ResultKind::Kot | ResultKind::GoonKot => kot_against_caller,
            ResultKind::Bavney => bavney,
            ResultKind::Redeal => 0,
        },
        Scoring::Kots {
            bavney, goon_kot, ..
        } => match kind {
            ResultKind::Kot => 1,
            ResultKind::Bavney => bavney,
            ResultKind::GoonKot => goon_kot,
            _ => 0,
        },
        Scoring::Sars { .. } | Scoring::Bid { .. } => unreachable!(),
    }
}

#[test]
fn review_random_collect_tricks_deals_end_as_the_contract_says() {
    let mut rng = Rng(0x5eed_c0de);
    for case in 0..600 {
        let mut rules = match case % 3 {
            0 => Preset::CourtPiece.rules(),
            1 => Preset::Hokm.rules(),
            _ => Preset::Troefcall.rules(),
        };
        if rng.below(2) == 0 {
            rules.failed_bavney = FailedBavney::Opponents;
        }
        let dealer = rng.below(4);
        let mut suits: Vec<char> = "ssshhhdddccc".chars().collect();
        rng.shuffle(&mut suits);
        // Winners biased towards one party so that kots and bavneys happen.
        let favourite = rng.below(2);
        let bias = [2, 8, 16, 40][rng.below(4)];
        let mut winners = Vec::new();
        for _ in 0..13 {
            let party = if rng.below(bias) == 0 {
                1 - favourite
            } else {
                favourite
            };
            winners.push(party + 2 * rng.below(2));
        }
        let mut s = Script::new(&rules, dealer, Some(Suit::Spades));
        for k in 0..12 {
            s = s.won_by(suits[k], winners[k]);
        }
        let leader = s.leader;
        s = s.trick(&twos_trick(leader, winners[12], 4));
        let length = 1 + rng.below(13);
        s.plays.truncate(4 * length);
        let parties: Vec<usize> = winners[..length].iter().map(|w| w % 2).collect();
        let expected = reference_tricks(&parties, rules.failed_bavney);
        let o = s.resolve();
        let what = format!("case {case}: winners {winners:?}, length {length}, {expected:?}");
        match expected {
            Expect::InProgress => {
                assert!(o.valid() && !o.complete, "{what}: {:?}", o.violation);
                assert!(o.next_seat.is_some(), "{what}");
            }
            Expect::Over(t) => {
                let v = o.violation.as_ref().unwrap_or_else(|| panic!("{what}"));
                assert_eq!(
                    (v.code, v.play, v.trick),
                    (ViolationCode::DealOver, Some(4 * (t - 1)), Some(t)),
                    "{what}"
                );
            }
            Expect::Done(w, kind) => {
                let caller_party = (dealer + 1) % 2;
                let mut points = vec![0, 0];
                points[w] = reference_points(&rules, caller_party, w, kind);
                assert_eq!(
                    result(&o),
                    (Some(w), kind, w != caller_party, points),
                    "{what}"
                );
                let next = reference_rotation(rules.rotation, dealer, w, kind);
                assert_eq!(turn(&o), (Some(next), Some((next + 1) % 4)), "{what}");
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// Collect tricks, three players.

fn hokm3() -> Script {
    // Dealer 2, caller 0.
    Script::new(&Preset::Hokm3.rules(), 2, Some(Suit::Spades))
}

#[test]
fn review_three_players_seven_five_three_is_not_over_but_eight_five_three_is() {
    // 7-5-3 after 15 tricks: seat 1 could still reach 7, so the deal goes on.
    let winners = [0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 0, 1, 0, 0];
    let s = hokm3().run("shdc", &winners);
    let o = s.resolve();
    assert_eq!(o.tricks_won.to_vec(), [7, 5, 3]);
    assert!(o.valid() && !o.complete);
    // Trick 16 to seat 0: 8-5-3 with one left is over.
    let o = s.won_by('c', 0).resolve();
    assert_eq!(result(&o), (Some(0), ResultKind::Win, false, vec![1, 0, 0]));
}

#[test]
fn review_three_players_a_kot_ends_at_the_seventh_trick_and_nobody_plays_on() {
    // Seat 2 (the dealer) wins the first seven: a kot against the caller, 3 points.
    let s = hokm3().run("shdc", &[2; 7]);
    let o = s.resolve();
    assert_eq!(result(&o), (Some(2), ResultKind::Kot, true, vec![0, 0, 3]));
    let more = s.won_by('s', 2).resolve();
    let v = more.violation.unwrap();
    assert_eq!(
        (v.code, v.trick, v.play),
        (ViolationCode::DealOver, Some(8), Some(21))
    );
    // Seven of the first eight is no kot (and 7-1-0 is not yet decided).
    let o = hokm3().run("shdc", &[1, 0, 0, 0, 0, 0, 0, 0]).resolve();
    assert!(o.valid() && !o.complete);
}

#[test]
fn review_three_players_a_tie_after_seventeen_goes_to_who_reached_it_first() {
    // 6-5-6: seat 2 reaches six at trick 16, seat 0 at trick 17.
    let winners = [0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 2];
    let s = hokm3().run("shdc", &winners);
    let s = s.clone().trick(&twos_trick(s.leader, 0, 3));
    let o = s.resolve();
    assert_eq!(o.tricks_won.to_vec(), [6, 5, 6]);
    assert_eq!(result(&o).0, Some(2));
}

/// The three-player end from the contract's text: (the trick that ends the deal, winner,
/// kind).
fn reference_three(winners: &[usize]) -> (usize, usize, ResultKind) {
    let mut wins = [0usize; 3];
    let mut reached = [0usize; 3];
    for (i, &w) in winners.iter().enumerate() {
        let t = i + 1;
        wins[w] += 1;
        reached[w] = t;
        if t == 7 && wins[w] == 7 {
            return (t, w, ResultKind::Kot);
        }
        let left = 17 - t;
        for p in 0..3 {
            if (0..3).all(|q| q == p || wins[p] > wins[q] + left) {
                return (t, p, ResultKind::Win);
            }
        }
        if t == 17 {
            let most = *wins.iter().max().unwrap();
            let p = (0..3)
                .filter(|&p| wins[p] == most)
                .min_by_key(|&p| reached[p])
                .unwrap();
            return (t, p, ResultKind::Win);
        }
    }
    unreachable!()
}

#[test]
fn review_random_three_player_deals_end_as_the_contract_says() {
    let mut rng = Rng(0x3_1a7e);
    for case in 0..500 {
        let dealer = rng.below(3);
        let mut rules = Preset::Hokm3.rules();
        if case % 2 == 1 {
            rules.rotation = Rotation::LosingSideDeals;
        }
        let mut suits: Vec<char> = "sssshhhhddddcccc".chars().collect();
        rng.shuffle(&mut suits);
        let favourite = rng.below(3);
        let bias = [1, 2, 4, 30][rng.below(4)];
        let winners: Vec<usize> = (0..17)
            .map(|_| {
                if rng.below(bias + 1) == 0 {
                    rng.below(3)
                } else {
                    favourite
                }
            })
            .collect();
        let mut s = Script::new(&rules, dealer, Some(Suit::Spades));
        for k in 0..16 {
            s = s.won_by(suits[k], winners[k]);
        }
        let leader = s.leader;
        s = s.trick(&twos_trick(leader, winners[16], 3));
        let (end, w, kind) = reference_three(&winners);
        let what = format!("case {case}: dealer {dealer}, winners {winners:?}");
        let mut done = s.clone();
        done.plays.truncate(3 * end);
        let o = done.resolve();
        let caller = (dealer + 1) % 3;
        let mut points = vec![0, 0, 0];
        points[w] = match kind {
            ResultKind::Kot if w == caller => 2,
            ResultKind::Kot => 3,
            _ => 1,
        };
        assert_eq!(result(&o), (Some(w), kind, w != caller, points), "{what}");
        let next = match rules.rotation {
            Rotation::Hokm if w == caller => dealer,
            Rotation::LosingSideDeals if w == caller && kind == ResultKind::Win => dealer,
            Rotation::LosingSideDeals if w == caller => (dealer + 2) % 3,
            _ => (dealer + 1) % 3,
        };
        assert_eq!(turn(&o), (Some(next), Some((next + 1) % 3)), "{what}");
        if end > 1 {
            let mut before = s.clone();
            before.plays.truncate(3 * (end - 1));
            assert!(!before.resolve().complete, "{what}: over too early");
        }
        if end < 17 {
            let mut after = s.clone();
            after.plays.truncate(3 * end + 1);
            let o = after.resolve();
            assert_eq!(code(&o), ViolationCode::DealOver, "{what}");
        }
    }
}

// ---------------------------------------------------------------------------------------
// The heap.

fn double_sar(first_collection: i64) -> Script {
    let mut rules = Preset::DoubleSar.rules();
    rules.first_collection = Some(first_collection);
    Script::new(&rules, 0, Some(Suit::Spades))
}

#[test]
fn review_a_pair_blocked_by_first_collection_is_lost_when_another_player_wins() {
    // fc 3: seat 1 wins tricks 1-2 (blocked), seat 2 wins 3 (s = 1) and 4 (s = 2): seat 2
    // collects all four at trick 4.
    let o = double_sar(3).run("shdc", &[1, 1, 2, 2]).resolve();
    assert_eq!(collections(&o), [None, None, None, Some((0, 4))]);
}

#[test]
fn review_first_collection_five_one_and_thirteen() {
    // fc 5: five wins in a row collect all five at trick 5 (s kept counting).
    let o = double_sar(5).run("shdc", &[1, 1, 1, 1, 1]).resolve();
    assert_eq!(collections(&o), [None, None, None, None, Some((1, 5))]);
    // fc 1: like 2, the first pair collects at trick 2.
    let o = double_sar(1).run("shdc", &[3, 3]).resolve();
    assert_eq!(collections(&o), [None, Some((1, 2))]);
    // fc 13: only the thirteenth trick collects, all thirteen: a kot of the caller's party.
    let s = double_sar(13).run("shdc", &[1; 12]);
    let s = s.clone().trick(&twos_trick(s.leader, 1, 4));
    let o = s.resolve();
    let got = collections(&o);
    assert!(got[..12].iter().all(Option::is_none));
    assert_eq!(got[12], Some((1, 13)));
    assert_eq!(result(&o), (Some(1), ResultKind::Kot, false, vec![0, 1]));
}

#[test]
fn review_aces_block_the_first_two_tricks_won_by_aces_and_the_second_starts_a_new_pair() {
    // fc 3, aces_block: seat 1 wins A♠ then A♥ (s becomes 1), then 10♠ (s = 2): collects 3.
    let mut s = double_sar(3);
    s.rules.aces_block = Some(true);
    let o = s.run("shs", &[1, 1, 1]).resolve();
    let won_with: Vec<Card> = o.tricks.iter().map(|t| t.winning_card().unwrap()).collect();
    assert_eq!(won_with, cards("As Ah Ts"));
    assert_eq!(collections(&o), [None, None, Some((1, 3))]);
    // Three aces in a row by one player: trick 3 is again two aces in a row: nothing.
    let mut s = double_sar(2);
    s.rules.aces_block = Some(true);
    let o = s.run("shds", &[1, 1, 1, 1]).resolve();
    assert_eq!(collections(&o), [None, None, None, Some((1, 4))]);
}

#[test]
fn review_aces_block_with_after_collection_continue() {
    // fc 2, continue, aces_block. Seat 1 wins with A♠, 10♠ (the second spade trick), A♥,
    // A♦, 10♦.
    //   t1 A♠ s=1; t2 10♠ s=2 collect 2 (s stays 2); t3 A♥ s=3, last two 10♠/A♥: collect 1;
    //   t4 A♦ s=4, last two A♥/A♦: blocked, s=1; t5 10♦ s=2: collect 2.
    let mut s = double_sar(2);
    s.rules.aces_block = Some(true);
    s.rules.after_collection = Some(AfterCollection::Continue);
    let o = s.run("sshdd", &[1, 1, 1, 1, 1]).resolve();
    let won_with: Vec<Card> = o.tricks.iter().map(|t| t.winning_card().unwrap()).collect();
    assert_eq!(won_with, cards("As Ts Ah Ad Td"));
    assert_eq!(
        collections(&o),
        [None, Some((1, 2)), Some((1, 1)), None, Some((1, 2))]
    );
}

/// The heap algorithm of the contract, from its text: per trick, what is collected.
fn reference_heap(
    winners: &[usize],
    aces: &[bool],
    first_collection: usize,
    aces_block: bool,
    keep: bool,
    total: usize,
    party: impl Fn(usize) -> usize,
) -> Vec<Option<(usize, usize)>> {
    let mut s = 0usize;
    let mut last: Option<usize> = None;
    let mut heap = 0;
    let mut out = Vec::new();
    for (i, &w) in winners.iter().enumerate() {
        let t = i + 1;
        heap += 1;
        if last == Some(w) {
            s += 1;
        } else {
            s = 1;
            last = Some(w);
        }
        let collect = if t == total {
            true
        } else if aces_block && t >= 2 && aces[i] && aces[i - 1] {
            s = 1;
            false
        } else {
            s >= 2 && t >= first_collection
        };
        if collect {
            out.push(Some((party(w), heap)));
            heap = 0;
            if !keep {
                s = 0;
            }
        } else {
            out.push(None);
        }
    }
    out
}

#[test]
fn review_random_heap_deals_collect_as_the_contract_algorithm_says() {
    let mut rng = Rng(0x4ea9);
    for case in 0..800 {
        let mut rules = Preset::DoubleSar.rules();
        let fc = [1, 2, 3, 5, 1 + rng.below(13)][rng.below(5)];
        rules.first_collection = Some(fc as i64);
        rules.aces_block = Some(rng.below(2) == 0);
        let keep = rng.below(2) == 0;
        rules.after_collection = Some(if keep {
            AfterCollection::Continue
        } else {
            AfterCollection::Reset
        });
        let dealer = rng.below(4);
        let mut suits: Vec<char> = "ssshhhdddccc".chars().collect();
        rng.shuffle(&mut suits);
        let mut winners: Vec<usize> = Vec::new();
        for k in 0..13 {
            let w = if k > 0 && rng.below(3) != 0 {
                winners[k - 1]
            } else {
                rng.below(4)
            };
            winners.push(w);
        }
        // The k-th trick of a suit is won by its ace, ten, six (the last by the 2♠).
        let mut seen = [0usize; 4];
        let mut aces = Vec::new();
        for &suit in &suits {
            let i = "cdhs".find(suit).unwrap();
            aces.push(seen[i] == 0);
            seen[i] += 1;
        }
        aces.push(false);
        let mut s = Script::new(&rules, dealer, Some(Suit::Spades));
        for k in 0..12 {
            s = s.won_by(suits[k], winners[k]);
        }
        let leader = s.leader;
        s = s.trick(&twos_trick(leader, winners[12], 4));
        let expected = reference_heap(
            &winners,
            &aces,
            fc,
            rules.aces_block.unwrap(),
            keep,
            13,
            |w| w % 2,
        );
        let o = s.resolve();
        let what = format!(
            "case {case}: fc {fc}, aces_block {:?}, continue {keep}, winners {winners:?}, aces {aces:?}",
            rules.aces_block
        );
        assert_eq!(collections(&o), expected, "{what}");
        let mut total = [0usize; 2];
        for (p, n) in expected.iter().flatten() {
            total[*p] += n;
        }
        assert_eq!(o.heap, 0, "{what}");
        assert_eq!(
            o.tricks_won
                .iter()
                .map(|&x| usize::from(x))
                .collect::<Vec<_>>(),
            total,
            "{what}"
        );
        let caller_party = (dealer + 1) % 2;
        let w = if total[0] > total[1] { 0 } else { 1 };
        let kind = match total[w] {
            13 if w == caller_party => ResultKind::Kot,
            13 => ResultKind::GoonKot,
            _ => ResultKind::Win,
        };
        let mut points = vec![0, 0];
        points[w] = reference_points(&rules, caller_party, w, kind);
        assert_eq!(
            result(&o),
            (Some(w), kind, w != caller_party, points),
            "{what}"
        );
        let next = reference_rotation(rules.rotation, dealer, w, kind);
        assert_eq!(turn(&o), (Some(next), Some((next + 1) % 4)), "{what}");
    }
}

#[test]
fn review_heap_kot_and_goon_kot_under_points_scoring() {
    let mut rules = Preset::DoubleSar.rules();
    rules.scoring = Scoring::defaults(crate::court_piece::ScoringKind::Points);
    let s = Script::new(&rules, 0, Some(Suit::Spades)).run("shdc", &[1; 12]);
    let s = s.clone().trick(&twos_trick(s.leader, 1, 4));
    assert_eq!(
        result(&s.resolve()),
        (Some(1), ResultKind::Kot, false, vec![0, 2])
    );
    let s = Script::new(&rules, 0, Some(Suit::Spades)).run("shdc", &[2; 12]);
    let s = s.clone().trick(&twos_trick(s.leader, 0, 4));
    let o = s.resolve();
    assert_eq!(result(&o), (Some(0), ResultKind::GoonKot, true, vec![3, 0]));
    // The dealer's party won: the next seat deals.
    assert_eq!(turn(&o), (Some(1), Some(2)));
}

// First-void trumps on a heap.

#[test]
fn review_be_ranga_collects_nothing_before_trumps_then_from_the_trick_after() {
    // Seat 1 wins three followed spade tricks: no trumps, nothing collected (fc 3 met).
    // Trick 4: seat 1 leads the 2♠, seat 2 (no spades) plays the 5♥: hearts are trumps and
    // the 5♥ wins. Trick 5: seat 2 again: the pair (tricks 4-5) collects all five.
    let rules = Preset::BeRanga.rules();
    let s = Script::new(&rules, 0, None)
        .run("s", &[1, 1, 1])
        .give(1, "2s")
        .give(2, "5h")
        .trick("2s 5h 3d 3c");
    let o = s.resolve();
    assert!(o.valid(), "{:?}", o.violation);
    assert_eq!(collections(&o), [None, None, None, None]);
    assert_eq!(
        (o.trump, o.tricks[3].winner()),
        (Some(Suit::Hearts), Some(2))
    );
    let mut next = s.clone();
    next.trump = Some(Suit::Hearts);
    let next = next.won_by('d', 2);
    let o = next.resolve();
    assert_eq!(collections(&o)[4], Some((0, 5)));
    // With collect_from trump-trick the answer is the same here (the trick that sets trumps
    // cannot be the second of a pair: its leader won the trick before).
    let mut tt = next.clone();
    tt.rules.collect_from = Some(crate::court_piece::CollectFrom::TrumpTrick);
    assert_eq!(collections(&tt.resolve())[4], Some((0, 5)));
}

#[test]
fn review_five_card_start_a_player_void_in_the_first_five_sets_trumps_then_holds_the_rest() {
    // Dealer 0, caller 1. Seat 2's first five are hearts; its later cards hold the 4♠.
    let hands: Vec<Vec<Card>> = [
        "3s 2s 9h 8h 7h 6h 5h 4h 3h 2h 4c 3c 2c",
        "As Ks Qs Js Ts Ad Kd Qd Jd Td 9d 8d 7d",
        "Ah Kh Qh Jh Th 4s 6d 5d 4d 3d 2d Ac Kc",
        "9s 8s 7s 6s 5s Qc Jc Tc 9c 8c 7c 6c 5c",
    ]
    .iter()
    .map(|h| cards(h))
    .collect();
    let first_five: Vec<Vec<Card>> = [
        "3s 2s 9h 8h 7h",
        "As Ks Qs Js Ts",
        "Ah Kh Qh Jh Th",
        "9s 8s 7s 6s 5s",
    ]
    .iter()
    .map(|h| cards(h))
    .collect();
    let mut rules = Preset::BeRanga.rules();
    rules.five_card_start = true;
    let input = |rules: &Rules, plays: &str, ff: bool| {
        resolve_deal(
            rules,
            &DealInput {
                dealer: 0,
                previous: None,
                decisions: Decisions {
                    hands: Some(hands.clone()),
                    first_five: ff.then(|| first_five.clone()),
                    plays: cards(plays),
                    ..Decisions::default()
                },
            },
        )
        .unwrap()
    };
    // The T♥ on the A♠ sets hearts and wins; after that trick the 4♠ may be led.
    let o = input(&rules, "As Th 9s 2s 4s", true);
    assert!(o.valid(), "{:?}", o.violation);
    assert_eq!(o.trump, Some(Suit::Hearts));
    assert_eq!(o.tricks[0].trump_set(), Some(Suit::Hearts));
    assert_eq!(o.tricks[0].winner(), Some(2));
    assert_eq!(o.next_seat, Some(3));
    // The rest is dealt at the end of the trick that set trumps: the 4♠ is now legal.
    let o = input(&rules, "As Th 9s 2s", true);
    assert_eq!(o.next_seat, Some(2));
    assert!(o.legal_cards.unwrap().contains(c("4s")));
    // Without the five-card start, holding the 4♠, the T♥ is MUST_FOLLOW_SUIT.
    let o = input(&Preset::BeRanga.rules(), "As Th", false);
    assert_eq!(code(&o), ViolationCode::MustFollowSuit);
}

// ---------------------------------------------------------------------------------------
// Tens.

fn dehla(dealer: usize, winners: &[usize], last_winner: usize) -> Script {
    let s =
        Script::new(&Preset::DehlaPakad.rules(), dealer, Some(Suit::Spades)).run("shdc", winners);
    let leader = s.leader;
    s.trick(&twos_trick(leader, last_winner, 4))
}

#[test]
fn review_all_four_tens_for_the_callers_party_is_a_kot_and_its_dealer_s_partner_deals() {
    // The tens are in tricks 5-8. Seat 1 collects 3 at t3, (4,5) at t5, (6,7) at t7, (8,9)
    // at t9; seat 0 the rest.
    let o = dehla(0, &[1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0], 0).resolve();
    assert_eq!(o.tens_won.unwrap().to_vec(), [0, 4]);
    assert_eq!(result(&o), (Some(1), ResultKind::Kot, false, vec![0, 1]));
    assert_eq!(turn(&o), (Some(2), Some(3)));
}

#[test]
fn review_all_four_tens_for_the_dealers_party_is_a_kot_not_a_goon_kot() {
    let o = dehla(0, &[0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1], 2).resolve();
    assert_eq!(o.tens_won.unwrap().to_vec(), [4, 0]);
    assert_eq!(result(&o), (Some(0), ResultKind::Kot, true, vec![1, 0]));
    assert_eq!(turn(&o), (Some(1), Some(2)));
}

#[test]
fn review_two_tens_each_with_the_dealer_short_of_seven_tricks() {
    // Seat 1: t1-3 (3); seat 0: t4-5 (10♠); seat 1: t6-7 (10♥ 10♦); seat 0: t8-9 (10♣);
    // seat 1: t10-11; seat 3: t12-13. Tricks 4-9, tens 2-2.
    let s = dehla(0, &[1, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 3], 3);
    let o = s.resolve();
    assert_eq!(o.tens_won.unwrap().to_vec(), [2, 2]);
    assert_eq!(o.tricks_won.to_vec(), [4, 9]);
    assert_eq!(result(&o).0, Some(1));
    let mut by_tricks = s.clone();
    by_tricks.rules.tens_tie = crate::court_piece::TensTie::Tricks;
    assert_eq!(result(&by_tricks.resolve()).0, Some(1));
}

/// Three players on a heap (dealer 2, caller 0), with `count`.
fn three_heap(count: Count, suits: &str, winners: &[usize], last: usize) -> DealOutcome {
    let mut rules = Preset::Hokm3.rules();
    rules.collect = Collect::Heap;
    rules.count = count;
    rules.first_collection = Some(3);
    rules.aces_block = Some(false);
    rules.after_collection = Some(AfterCollection::Reset);
    rules.scoring = Scoring::defaults(crate::court_piece::ScoringKind::Kots);
    let mut s = Script::new(&rules, 2, Some(Suit::Spades));
    for (k, ch) in suits.chars().enumerate() {
        s = s.won_by(ch, winners[k]);
    }
    let leader = s.leader;
    s.trick(&twos_trick(leader, last, 3)).resolve()
}

// Each suit's second trick of three holds its ten (J T 9).
const TENS_SUITS: &str = "shdcshsdhcdcshdc";

#[test]
fn review_three_players_tens_the_caller_wins_a_tie_among_the_others() {
    // Seat 0 collects t1-3; seat 2 t4-6 (10♠ 10♥); seat 1 t7-8 (10♦); seat 0 t9-10 (10♣);
    // t11-17 go to the last winner. Tens: 1, 1, 2: the dealer (seat 2) has fewer than 3.
    let winners = [0, 0, 0, 1, 2, 2, 1, 1, 0, 0, 2, 1, 0, 2, 1, 0];
    let o = three_heap(Count::Tens, TENS_SUITS, &winners, 1);
    assert_eq!(o.tens_won.unwrap().to_vec(), [1, 1, 2]);
    assert_eq!(result(&o).0, Some(0));
    // Seat 1 takes both remaining tens: 0, 2, 2: seat 1.
    let winners = [0, 0, 0, 1, 2, 2, 1, 1, 1, 1, 2, 1, 0, 2, 1, 0];
    let o = three_heap(Count::Tens, TENS_SUITS, &winners, 1);
    assert_eq!(o.tens_won.unwrap().to_vec(), [0, 2, 2]);
    assert_eq!(result(&o).0, Some(1));
    // The dealer with three tens wins.
    let winners = [0, 0, 0, 1, 2, 2, 2, 2, 1, 1, 2, 1, 0, 2, 1, 0];
    let o = three_heap(Count::Tens, TENS_SUITS, &winners, 1);
    assert_eq!(o.tens_won.unwrap().to_vec(), [0, 1, 3]);
    assert_eq!(result(&o).0, Some(2));
}

#[test]
fn review_three_players_on_a_heap_a_tie_goes_to_the_caller_else_the_lowest_seat() {
    // 6-6-5 with the caller (seat 0) tied: the caller.
    let winners = [0, 0, 0, 1, 2, 2, 1, 1, 1, 1, 2, 2, 1, 0, 0, 1];
    let o = three_heap(Count::Tricks, "shdcshdcshdcshdc", &winners, 1);
    assert_eq!(o.tricks_won.to_vec(), [6, 6, 5]);
    assert_eq!(result(&o).0, Some(0));
    // 5-6-6: seats 1 and 2 tied, the caller not: the lowest seat, 1.
    let winners = [0, 0, 0, 1, 2, 2, 1, 1, 1, 1, 0, 0, 1, 2, 2, 1];
    let o = three_heap(Count::Tricks, "shdcshdcshdcshdc", &winners, 1);
    assert_eq!(o.tricks_won.to_vec(), [5, 6, 6]);
    assert_eq!(result(&o).0, Some(1));
}

#[test]
fn review_sars_the_dummys_collections_count_for_its_partner() {
    let rules = Preset::DummyRang.rules();
    let s = Script::new(&rules, 0, Some(Suit::Spades))
        .run("shdc", &[3, 3, 3, 0, 0, 2, 2, 1, 1, 3, 0, 2])
        .trick("2h 2d 2s 2c");
    // Seats collect 6, 2, 2, 3. Dummy 0: its 6 go to seat 2.
    let o = s.resolve_with(|i| i.decisions.dummy = Some(0));
    assert_eq!(result(&o).3, vec![0, 2, 8, 3]);
    let o = s.resolve_with(|i| i.decisions.dummy = Some(2));
    assert_eq!(result(&o).3, vec![8, 2, 0, 3]);
}

// ---------------------------------------------------------------------------------------
// Rotation.

fn won(rules: &Rules, caller: usize, winner: usize, kind: ResultKind) -> DealResult {
    DealResult::won(rules, caller, winner, kind, &[0; 4], None)
}

#[test]
fn review_rotation_with_three_players() {
    // Losing-side-deals, dealer 2, caller 0.
    let mut r = Preset::Hokm3.rules();
    r.rotation = Rotation::LosingSideDeals;
    assert_eq!(next_turn(&r, 2, &won(&r, 0, 0, ResultKind::Win)), (2, 0));
    // Kot of the caller: the dealer's partner (2 + 2 mod 3 = 1) deals.
    assert_eq!(next_turn(&r, 2, &won(&r, 0, 0, ResultKind::Kot)), (1, 2));
    // The caller lost (to either other player): the next seat deals.
    assert_eq!(next_turn(&r, 2, &won(&r, 0, 1, ResultKind::Win)), (0, 1));
    assert_eq!(next_turn(&r, 2, &won(&r, 0, 2, ResultKind::Kot)), (0, 1));
    // Hokm, caller_after_loss next / winner.
    let mut h = Preset::Hokm3.rules();
    assert_eq!(next_turn(&h, 2, &won(&h, 0, 0, ResultKind::Kot)), (2, 0));
    assert_eq!(next_turn(&h, 2, &won(&h, 0, 2, ResultKind::Win)), (0, 1));
    h.caller_after_loss = CallerAfterLoss::Winner;
    assert_eq!(next_turn(&h, 2, &won(&h, 0, 1, ResultKind::Win)), (0, 1));
    assert_eq!(next_turn(&h, 2, &won(&h, 0, 2, ResultKind::Win)), (1, 2));
    assert_eq!(next_turn(&h, 2, &DealResult::redeal(&h)), (2, 0));
}

#[test]
fn review_rotation_with_two_players() {
    // Dealer 1, caller 0.
    let mut h = Preset::Hokm2.rules();
    assert_eq!(next_turn(&h, 1, &won(&h, 0, 0, ResultKind::Kot)), (1, 0));
    assert_eq!(next_turn(&h, 1, &won(&h, 0, 1, ResultKind::Win)), (0, 1));
    h.rotation = Rotation::LosingSideDeals;
    // The dealer's partner is 1 + 2 mod 2 = 1: a kot of the caller keeps the dealer.
    assert_eq!(next_turn(&h, 1, &won(&h, 0, 0, ResultKind::Kot)), (1, 0));
    assert_eq!(next_turn(&h, 1, &won(&h, 0, 0, ResultKind::Win)), (1, 0));
    assert_eq!(next_turn(&h, 1, &won(&h, 0, 1, ResultKind::Bavney)), (0, 1));
}

// ---------------------------------------------------------------------------------------
// Satat.

#[test]
fn review_satat_two_of_hearts_is_the_highest_trump_and_an_ordinary_heart_before_trumps() {
    // Above the trump ace, whatever is led.
    let w = trick_winner(&cards("As 2h Ks Qs"), Some(Suit::Spades), true, false).unwrap();
    assert_eq!(w.card, c("2h"));
    let w = trick_winner(&cards("Ah Kh 2h Qh"), Some(Suit::Hearts), true, false).unwrap();
    assert_eq!(w.card, c("2h"));
    // Before trumps are set: an ordinary heart, the lowest one, and it must follow hearts
    // and may not be played on another suit while holding it.
    let w = trick_winner(&cards("5h 2h 3h 4h"), None, true, true).unwrap();
    assert_eq!(w.card, c("5h"));
    let hand = set("2h 5h Qd");
    assert_eq!(
        legal_cards(hand, Some(Suit::Hearts), None, true),
        set("2h 5h")
    );
    assert_eq!(
        legal_cards(hand, Some(Suit::Diamonds), None, true),
        set("Qd")
    );
    // Once trumps are set: any trick, and the only-trump 2♥ frees its holder on a trump lead.
    let spades = Some(Suit::Spades);
    assert_eq!(
        legal_cards(hand, Some(Suit::Diamonds), spades, true),
        set("Qd 2h")
    );
    assert_eq!(legal_cards(hand, Some(Suit::Spades), spades, true), hand);
    assert_eq!(
        legal_cards(set("2h 3s Qd"), Some(Suit::Spades), spades, true),
        set("2h 3s")
    );
}

/// Satat hands, dealer 0, caller 1, spades trumps (the hands of the decisions tests).
fn satat_hands() -> Vec<Vec<Card>> {
    [
        "Ks 3s Ah Kh Qh Jh Th 9h 8h 7h 6h 5h 4h",
        "Qs Js Ts 9s 8s 7s 6s 5s 4s 2s Ac 3d 2d",
        "2h 3h Ad Kd Qd Jd Td 9d 8d 7d 6d 5d 4d",
        "As Kc Qc Jc Tc 9c 8c 7c 6c 5c 4c 3c 2c",
    ]
    .iter()
    .map(|h| cards(h))
    .collect()
}

fn satat_deal(
    dealer: usize,
    hands: Vec<Vec<Card>>,
    trump: Option<Suit>,
    previous: Option<Previous>,
    passes: Vec<Pass>,
    plays: &str,
) -> DealOutcome {
    resolve_deal(
        &Preset::Satat.rules(),
        &DealInput {
            dealer,
            previous,
            decisions: Decisions {
                hands: Some(hands),
                trump,
                passes: Some(passes),
                plays: cards(plays),
                ..Decisions::default()
            },
        },
    )
    .unwrap()
}

fn pass(seat: usize, given: &str, returned: &str) -> Pass {
    Pass {
        seat,
        cards: cards(given),
        returned: cards(returned),
    }
}

fn kot_by(party: usize, bavney: bool) -> Option<Previous> {
    Some(Previous {
        kot: true,
        bavney,
        party,
    })
}

#[test]
fn review_satat_the_only_trump_two_of_hearts_need_not_follow_a_trump_lead_in_play() {
    // Caller 1 leads the Q♠; seat 2's only trump is the 2♥: it plays the A♦.
    let o = satat_deal(
        0,
        satat_hands(),
        Some(Suit::Spades),
        None,
        vec![],
        "Qs Ad As 3s",
    );
    assert!(o.valid(), "{:?}", o.violation);
    assert_eq!(o.tricks[0].winner(), Some(3));
    // Seat 0 holds K♠ 3♠ besides hearts: it must follow the trump lead (and seat 2 may
    // still play the 2♥ itself).
    let o = satat_deal(
        0,
        satat_hands(),
        Some(Suit::Spades),
        None,
        vec![],
        "Qs 2h As Ah",
    );
    assert_eq!(code(&o), ViolationCode::MustFollowSuit);
    assert_eq!(o.legal_cards, Some(set("Ks 3s")));
}

#[test]
fn review_satat_passes_after_a_kot_by_party_zero_go_from_seats_1_and_3_to_seats_0_and_2() {
    // Seat 1 passes a trump to seat 0, seat 3 its only trump (A♠) to seat 2.
    let o = satat_deal(
        0,
        satat_hands(),
        Some(Suit::Spades),
        kot_by(0, false),
        vec![pass(1, "2s", "4h"), pass(3, "As", "4d")],
        "",
    );
    assert!(o.valid(), "{:?}", o.violation);
    // The caller (seat 1) leads with its hand after the pass.
    assert_eq!(o.next_seat, Some(1));
    assert_eq!(
        o.legal_cards,
        Some(set("Qs Js Ts 9s 8s 7s 6s 5s 4s Ac 3d 2d 4h"))
    );
    // Seat 3 holds a trump and passes a club: PASS_MUST_BE_TRUMP, naming seat 3.
    let o = satat_deal(
        0,
        satat_hands(),
        Some(Suit::Spades),
        kot_by(0, false),
        vec![pass(1, "2s", "4h"), pass(3, "Kc", "4d")],
        "",
    );
    let v = o.violation.unwrap();
    assert_eq!((v.code, v.seat), (ViolationCode::PassMustBeTrump, Some(3)));
    // Seat 2 passing back its only heart (the 2♥ is a trump): PASS_EMPTIES_SUIT names seat 2.
    let o = satat_deal(
        0,
        satat_hands(),
        Some(Suit::Spades),
        kot_by(0, false),
        vec![pass(1, "2s", "4h"), pass(3, "As", "3h")],
        "",
    );
    let v = o.violation.unwrap();
    assert_eq!((v.code, v.seat), (ViolationCode::PassEmptiesSuit, Some(2)));
    // After a bavney two cards each: seat 3 passes A♠ and its highest card, the K♣.
    let o = satat_deal(
        0,
        satat_hands(),
        Some(Suit::Spades),
        kot_by(0, true),
        vec![pass(1, "2s 4s", "4h 5h"), pass(3, "As Kc", "4d 5d")],
        "",
    );
    assert!(o.valid(), "{:?}", o.violation);
    let o = satat_deal(
        0,
        satat_hands(),
        Some(Suit::Spades),
        kot_by(0, true),
        vec![pass(1, "2s 4s", "4h 5h"), pass(3, "As 2c", "4d 5d")],
        "",
    );
    assert_eq!(code(&o), ViolationCode::PassMustBeHighest);
    // The wrong number after a bavney.
    let o = satat_deal(
        0,
        satat_hands(),
        Some(Suit::Spades),
        kot_by(0, true),
        vec![pass(1, "2s", "4h"), pass(3, "As", "4d")],
        "",
    );
    assert_eq!(code(&o), ViolationCode::PassWrongCount);
}

#[test]
fn review_satat_a_loser_without_trumps_passes_a_card_of_its_highest_rank_in_any_suit() {
    // Seat 0 holds the A♥ and the A♦ and no trump; seat 2 all clubs; kot by party 1.
    let hands: Vec<Vec<Card>> = [
        "Ah Ad Kh Kd Qh Qd Jh Jd Th Td 9h 9d 8h",
        "As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s",
        "Ac Kc Qc Jc Tc 9c 8c 7c 6c 5c 4c 3c 2c",
        "7h 6h 5h 4h 3h 2h 8d 7d 6d 5d 4d 3d 2d",
    ]
    .iter()
    .map(|h| cards(h))
    .collect();
    let with = |passes: Vec<Pass>, bavney: bool| {
        satat_deal(
            0,
            hands.clone(),
            Some(Suit::Spades),
            kot_by(1, bavney),
            passes,
            "",
        )
    };
    for ace in ["Ah", "Ad"] {
        let o = with(vec![pass(0, ace, "8d"), pass(2, "Ac", "2s")], false);
        assert!(o.valid(), "{ace}: {:?}", o.violation);
    }
    let o = with(vec![pass(0, "Kh", "8d"), pass(2, "Ac", "2s")], false);
    assert_eq!(code(&o), ViolationCode::PassMustBeHighest);
    // Two after a bavney: both aces, not an ace and a king.
    let o = with(
        vec![pass(0, "Ah Ad", "8d 7d"), pass(2, "Ac Kc", "2s 3s")],
        true,
    );
    assert!(o.valid(), "{:?}", o.violation);
    let o = with(
        vec![pass(0, "Ah Kh", "8d 7d"), pass(2, "Ac Kc", "2s 3s")],
        true,
    );
    assert_eq!(code(&o), ViolationCode::PassMustBeHighest);
}

#[test]
fn review_satat_passes_wait_for_trumps_and_are_wrong_where_none_are_due() {
    // Passes are judged once trumps are named: before that the deal waits for the caller.
    let o = satat_deal(
        0,
        satat_hands(),
        None,
        kot_by(0, false),
        vec![pass(1, "Ac", "4h")],
        "",
    );
    assert!(o.valid() && !o.complete, "{:?}", o.violation);
    assert_eq!(o.next_seat, Some(1));
    // Outside Satat a previous kot makes no passes due.
    let o = resolve_deal(
        &Preset::CourtPiece.rules(),
        &DealInput {
            dealer: 0,
            previous: kot_by(0, false),
            decisions: Decisions {
                hands: Some(satat_hands()),
                trump: Some(Suit::Spades),
                passes: Some(vec![pass(1, "2s", "4h"), pass(3, "As", "4d")]),
                ..Decisions::default()
            },
        },
    )
    .unwrap();
    assert_eq!(code(&o), ViolationCode::PassWrongCount);
}

// ---------------------------------------------------------------------------------------
// Trump change, blind trump, redeals.

fn changed(seat: usize, trump: Suit) -> impl Fn(&mut DealInput) {
    move |i: &mut DealInput| i.decisions.trump_change = Some(TrumpChange { seat, trump })
}

#[test]
fn review_a_trump_change_on_a_heap_won_seven_times_stops_with_the_heap_where_it_is() {
    // Double Sar, dealer 0, caller 1; seat 0 changes to hearts. Winners 0,0,0,2,2,0,2:
    // seat 0 collects 3 at t3, seat 2 collects 2 at t5, tricks 6-7 stay on the heap.
    let mut rules = Preset::DoubleSar.rules();
    rules.trump_change = true;
    let s = Script::new(&rules, 0, Some(Suit::Spades)).run("shdc", &[0, 0, 0, 2, 2, 0, 2]);
    let o = s.resolve_with(changed(0, Suit::Hearts));
    assert_eq!(result(&o), (Some(0), ResultKind::Kot, true, vec![1, 0]));
    assert_eq!((o.heap, o.tricks_won.to_vec()), (2, vec![5, 0]));
    assert_eq!(o.trump, Some(Suit::Hearts));
    let more = s.clone().won_by('s', 0);
    let o = more.resolve_with(changed(0, Suit::Hearts));
    assert_eq!(code(&o), ViolationCode::DealOver);
}

#[test]
fn review_trump_change_points_and_rotation_in_hokm() {
    let mut rules = Preset::Hokm.rules();
    rules.trump_change = true;
    // Party 0 changes and wins the first seven: a kot against the caller, 3 points.
    let s = Script::new(&rules, 0, Some(Suit::Spades)).run("shdc", &[2, 0, 2, 0, 2, 0, 2]);
    let o = s.resolve_with(changed(2, Suit::Clubs));
    assert_eq!(result(&o), (Some(0), ResultKind::Kot, true, vec![3, 0]));
    assert_eq!(turn(&o), (Some(1), Some(2)));
    // It loses the second trick: the caller's party has a kot, 2 points, same dealer.
    let s = Script::new(&rules, 0, Some(Suit::Spades)).run("shdc", &[2, 3]);
    let o = s.resolve_with(changed(2, Suit::Clubs));
    assert_eq!(result(&o), (Some(1), ResultKind::Kot, false, vec![0, 2]));
    assert_eq!(o.tricks.len(), 2);
    assert_eq!(turn(&o), (Some(0), Some(1)));
    // The caller's partner may not change trumps.
    let o = s.resolve_with(changed(3, Suit::Clubs));
    let v = o.violation.unwrap();
    assert_eq!(
        (v.code, v.at),
        (ViolationCode::TrumpNotAllowed, Decision::TrumpChange)
    );
}

#[test]
fn review_blind_trump_naming_a_suit_besides_the_card_is_trump_not_allowed() {
    let mut rules = Preset::CourtPiece.rules();
    rules.blind_trump = true;
    let o = resolve_deal(
        &rules,
        &DealInput {
            dealer: 1,
            previous: None,
            decisions: Decisions {
                seed: Some("golden 1".into()),
                trump: Some(Suit::Spades),
                trump_card: Some(c("Js")),
                ..Decisions::default()
            },
        },
    )
    .unwrap();
    let v = o.violation.unwrap();
    assert_eq!(
        (v.code, v.at),
        (ViolationCode::TrumpNotAllowed, Decision::Trump)
    );
}

fn caller_redeal() -> impl Fn(&mut DealInput) {
    |i: &mut DealInput| {
        i.decisions.redeal = Some(RedealRequest {
            by: RedealBy::Caller,
            agreed: None,
        })
    }
}

#[test]
fn review_redeal_without_kqj_allows_an_ace_and_without_akqj_does_not() {
    // Caller 1 holds an ace and no king, queen or jack.
    let s = Script::new(&Preset::Troefcall.rules(), 0, None)
        .give(1, "As 9s 8s 7s 6s 5s 4s 3s 2s Th 9h 8h 7h");
    assert_eq!(
        code(&s.resolve_with(caller_redeal())),
        ViolationCode::RedealNotAllowed
    );
    let mut kqj = s.clone();
    kqj.rules.redeal.without = RedealWithout::Kqj;
    let o = kqj.resolve_with(caller_redeal());
    assert_eq!(result(&o), (None, ResultKind::Redeal, false, vec![0, 0]));
    assert_eq!((o.trump, turn(&o)), (None, (Some(0), Some(1))));
    // A redealt deal: any play is DEAL_OVER.
    let o = kqj.resolve_with(|i| {
        caller_redeal()(i);
        i.decisions.plays = cards("As");
    });
    assert_eq!(code(&o), ViolationCode::DealOver);
}

#[test]
fn review_a_partners_redeal_needs_the_rule_and_when_refused_by_the_caller_changes_nothing() {
    // Partner 3 holds no spade; the rules do not allow partner_no_trump.
    let s = Script::new(&Preset::CourtPiece.rules(), 0, Some(Suit::Spades))
        .give(3, "Ah Kh Qh Jh Th 9h 8h 7h 6h 5h 4h 3h 2h");
    let ask = |agreed| {
        move |i: &mut DealInput| {
            i.decisions.redeal = Some(RedealRequest {
                by: RedealBy::Partner,
                agreed,
            })
        }
    };
    assert_eq!(
        code(&s.resolve_with(ask(Some(true)))),
        ViolationCode::RedealNotAllowed
    );
    let o = s.resolve_with(ask(Some(false)));
    assert!(o.valid() && !o.complete);
    // Allowed and agreed: a redeal, trump null, plays DEAL_OVER.
    let mut on = s.clone();
    on.rules.redeal.partner_no_trump = true;
    let o = on.resolve_with(ask(Some(true)));
    assert_eq!((o.trump, result(&o).1), (None, ResultKind::Redeal));
    let o = on.resolve_with(|i| {
        ask(Some(true))(i);
        i.decisions.plays = cards("2d");
    });
    assert_eq!(code(&o), ViolationCode::DealOver);
}

// ---------------------------------------------------------------------------------------
// Two players.

#[test]
fn review_two_players_a_kept_card_is_the_top_one_a_discarded_top_card_gives_the_next() {
    let rules = Preset::Hokm2.rules();
    let dealt = deal(&rules, "golden 1", Some(1)).unwrap();
    let stock = dealt.stock.clone();
    // Caller 0 keeps Ac 9c, the dealer Kc Qc 6h.
    let run = |draws: Vec<bool>, plays: Vec<Card>| {
        resolve_deal(
            &rules,
            &DealInput {
                dealer: 1,
                previous: None,
                decisions: Decisions {
                    seed: Some("golden 1".into()),
                    trump: Some(Suit::Clubs),
                    discards: Some(vec![cards("6c 3c 2s"), cards("5h 4h")]),
                    draws: Some(draws),
                    plays,
                    ..Decisions::default()
                },
            },
        )
        .unwrap()
    };
    let base = set("Ac 9c");
    let with = |extra: &[Card]| {
        let mut s = base;
        for &x in extra {
            s.insert(x);
        }
        s
    };
    assert_eq!(run(vec![true], vec![]).legal_cards, Some(with(&[stock[0]])));
    assert_eq!(
        run(vec![false], vec![]).legal_cards,
        Some(with(&[stock[1]]))
    );
    // All 21 turns: the caller gets turns 0, 2, ..., 20, the dealer turns 1, 3, ..., 19.
    let draws: Vec<bool> = (0..21).map(|k| k % 4 < 2).collect();
    let mut caller = base;
    let mut dealer = set("Kc Qc 6h");
    for (k, &keep) in draws.iter().enumerate() {
        let card = stock[2 * k + usize::from(!keep)];
        if k % 2 == 0 {
            caller.insert(card);
        } else {
            dealer.insert(card);
        }
    }
    assert_eq!((caller.len(), dealer.len()), (13, 13));
    let o = run(draws.clone(), vec![]);
    assert_eq!((o.next_seat, o.legal_cards), (Some(0), Some(caller)));
    // The caller leads; the dealer's legal cards are its cards of that suit (or all).
    let lead = caller.iter().next().unwrap();
    let o = run(draws, vec![lead]);
    let follow: CardSet = dealer.iter().filter(|x| x.suit() == lead.suit()).collect();
    let expected = if follow.is_empty() { dealer } else { follow };
    assert_eq!((o.next_seat, o.legal_cards), (Some(1), Some(expected)));
}

// ---------------------------------------------------------------------------------------
// Games.

#[derive(Debug, Clone, Copy)]
enum Kind {
    Plain(usize),
    Kot(usize),
    Bavney(usize),
    FailedBavney(usize),
}

/// The decisions of a deal of Court piece or Hokm dealt by `dealer` with the given outcome.
fn deal_of(rules: &Rules, dealer: usize, kind: Kind) -> Decisions {
    let s = Script::new(rules, dealer, Some(Suit::Spades));
    let s = match kind {
        Kind::Plain(p) => s.run("shdc", &[1 - p, p, p + 2, p, p + 2, p, p + 2, p]),
        Kind::Kot(p) => s.run("shdc", &[p, p + 2, p, p + 2, p, p + 2, p]),
        Kind::Bavney(p) => {
            let s = s.run("shdc", &[p; 12]);
            let leader = s.leader;
            s.trick(&twos_trick_with(leader, p, 4, rules.two_of_hearts))
        }
        Kind::FailedBavney(p) => s.run("shdc", &[p, p, p, p, p, p, p, p, 1 - p]),
    };
    s.decisions()
}

#[test]
fn review_random_games_rotate_score_and_count_streaks_as_the_contract_says() {
    let mut rng = Rng(0x6a3e);
    for case in 0..120 {
        let hokm = case % 2 == 1;
        let mut rules = if hokm {
            Preset::Hokm.rules()
        } else {
            Preset::CourtPiece.rules()
        };
        if !hokm && case % 4 == 2 {
            rules.scoring = Scoring::Kots {
                bavney: 52,
                goon_kot: 3,
                streak: Some(3),
                target: Some(60),
            };
        }
        let first = rng.below(4);
        let mut dealer = first;
        let mut score = [0i64; 2];
        let mut streak = [0i64; 2];
        let mut dealers = Vec::new();
        let mut deals = Vec::new();
        let mut finished = None;
        let favourite = rng.below(2);
        for _ in 0..(5 + rng.below(25)) {
            let p = if rng.below(4) == 0 {
                1 - favourite
            } else {
                favourite
            };
            let kind = match rng.below(12) {
                0 => Kind::Bavney(p),
                1 | 2 => Kind::Kot(p),
                3 => Kind::FailedBavney(p),
                _ => Kind::Plain(p),
            };
            dealers.push(dealer);
            deals.push(deal_of(&rules, dealer, kind));
            let caller_party = (dealer + 1) % 2;
            let (w, k) = match kind {
                Kind::Plain(p) | Kind::FailedBavney(p) => (p, ResultKind::Win),
                Kind::Kot(p) => (p, ResultKind::Kot),
                Kind::Bavney(p) => (p, ResultKind::Bavney),
            };
            score[w] += reference_points(&rules, caller_party, w, k);
            if let Scoring::Kots { streak: len, .. } = rules.scoring {
                if k == ResultKind::Win {
                    streak[1 - w] = 0;
                    streak[w] += 1;
                    if Some(streak[w]) == len {
                        streak[w] = 0;
                        score[w] += 1;
                    }
                } else {
                    streak = [0, 0];
                }
            }
            dealer = reference_rotation(rules.rotation, dealer, w, k);
            if let Some(t) = rules.scoring.target()
                && score.iter().any(|&s| s >= t)
            {
                finished = Some(if score[0] >= score[1] { 0 } else { 1 });
                break;
            }
        }
        let o = resolve_game(&rules, first, &deals).unwrap();
        let what = format!("case {case}");
        let got: Vec<usize> = o.deals.iter().map(|d| d.dealer).collect();
        assert_eq!(got, dealers, "{what}");
        assert!(o.deals.iter().all(|d| d.outcome.valid()), "{what}");
        assert_eq!(o.score.to_vec(), score.to_vec(), "{what}");
        assert_eq!(o.streaks.to_vec(), streak.to_vec(), "{what}");
        assert_eq!(
            (o.next_dealer, o.next_caller),
            (dealer, (dealer + 1) % 4),
            "{what}"
        );
        assert_eq!(
            (o.finished, o.winner),
            (finished.is_some(), finished),
            "{what}"
        );
    }
}

#[test]
fn review_a_kots_target_ends_the_game_and_a_later_deal_is_game_finished() {
    let mut rules = Preset::CourtPiece.rules();
    rules.scoring = Scoring::Kots {
        bavney: 52,
        goon_kot: 3,
        streak: Some(7),
        target: Some(2),
    };
    // Dealer 0: party 1 kot (dealer 2), party 1 kot again (dealer 0).
    let deals = vec![
        deal_of(&rules, 0, Kind::Kot(1)),
        deal_of(&rules, 2, Kind::Kot(1)),
    ];
    let o = resolve_game(&rules, 0, &deals).unwrap();
    assert_eq!(
        (o.finished, o.winner, o.score.to_vec()),
        (true, Some(1), vec![0, 2])
    );
    let mut more = deals.clone();
    more.push(deal_of(&rules, 0, Kind::Plain(1)));
    let e = resolve_game(&rules, 0, &more).unwrap_err();
    assert_eq!((e[0].code(), e[0].deal), ("GAME_FINISHED", Some(2)));
}

#[test]
fn review_satat_passes_are_due_only_in_the_deal_right_after_a_kot_or_bavney() {
    let rules = Preset::Satat.rules();
    // Dealer 0: party 1 (the caller's) makes a bavney: the dealer's partner, seat 2, deals.
    let bavney = deal_of(&rules, 0, Kind::Bavney(1));
    let second = |passes: Vec<Pass>| Decisions {
        hands: Some(satat_hands()),
        trump: Some(Suit::Spades),
        passes: Some(passes),
        ..Decisions::default()
    };
    // Two cards each, seats 0 and 2 passing to seats 3 and 1.
    let two = vec![pass(0, "Ks 3s", "9c 8c"), pass(2, "Ad Kd", "3d Qs")];
    let o = resolve_game(&rules, 0, &[bavney.clone(), second(two)]).unwrap();
    assert_eq!(o.deals[1].dealer, 2);
    assert!(
        o.deals[1].outcome.valid(),
        "{:?}",
        o.deals[1].outcome.violation
    );
    let one = vec![pass(0, "Ks", "9c"), pass(2, "Ad", "3d")];
    let o = resolve_game(&rules, 0, &[bavney, second(one)]).unwrap();
    assert_eq!(
        o.deals[1].outcome.violation.as_ref().map(|v| v.code),
        Some(ViolationCode::PassWrongCount)
    );
    // A kot (dealer 0, party 1: seat 2 deals next), then a deal played out with its passes
    // that is a plain win: in the third deal no passes are due.
    let kot = deal_of(&rules, 0, Kind::Kot(1));
    let mut input = DealInput {
        dealer: 2,
        previous: kot_by(1, false),
        decisions: Decisions {
            hands: Some(satat_hands()),
            trump: Some(Suit::Spades),
            passes: Some(vec![pass(0, "Ks", "9c"), pass(2, "Ad", "3d")]),
            ..Decisions::default()
        },
    };
    let played = play_out(&rules, &mut input, lowest);
    assert_eq!(
        played.result.unwrap().kind,
        ResultKind::Win,
        "the deal used below"
    );
    let next = played.next_dealer.unwrap();
    let plain = input.decisions;
    let third = |passes: Vec<Pass>| Decisions {
        hands: Some(satat_hands()),
        trump: Some(Suit::Spades),
        passes: Some(passes),
        ..Decisions::default()
    };
    let o = resolve_game(&rules, 0, &[kot.clone(), plain.clone(), third(vec![])]).unwrap();
    assert_eq!(o.deals.len(), 3);
    assert_eq!(o.deals[2].dealer, next);
    assert!(
        o.deals[1].outcome.valid(),
        "{:?}",
        o.deals[1].outcome.violation
    );
    assert!(
        o.deals[2].outcome.valid(),
        "{:?}",
        o.deals[2].outcome.violation
    );
    let o = resolve_game(
        &rules,
        0,
        &[
            kot,
            plain,
            third(vec![pass(0, "Ks", "9c"), pass(2, "Ad", "3d")]),
        ],
    )
    .unwrap();
    assert_eq!(
        o.deals[2].outcome.violation.as_ref().map(|v| v.code),
        Some(ViolationCode::PassWrongCount)
    );
}

#[test]
fn review_under_tens_a_kot_ends_every_streak_and_three_tens_wins_build_one() {
    let rules = Preset::DehlaPakad.rules();
    // Dealer 0's party wins with exactly three tens (dealer stays? no: the dealer's party
    // won, the next seat deals).
    let three = |dealer: usize| {
        // Dealer's party: seats dealer and dealer+2.
        let d = dealer;
        let o = (dealer + 1) % 4;
        let winners = [o, o, o, d, d, d, d, o, o, d, d, d];
        Script::new(&rules, dealer, Some(Suit::Spades))
            .run("shdc", &winners)
            .trick(&twos_trick(d, d, 4))
            .decisions()
    };
    let o = resolve_game(&rules, 0, &[three(0)]).unwrap();
    let r = o.deals[0].outcome.result.unwrap();
    assert_eq!(o.deals[0].outcome.tens_won.unwrap().to_vec(), [3, 1]);
    assert_eq!((r.winner, r.kind), (Some(0), ResultKind::Win));
    assert_eq!(o.streaks.to_vec(), [1, 0]);
    assert_eq!(o.next_dealer, 1);
    // Dealer 1: party 0 (not dealing) collects all four tens: a kot, every streak ends.
    let kot = Script::new(&rules, 1, Some(Suit::Spades))
        .run("shdc", &[2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1])
        .trick(&twos_trick(1, 1, 4))
        .decisions();
    let o = resolve_game(&rules, 0, &[three(0), kot]).unwrap();
    let r = o.deals[1].outcome.result.unwrap();
    assert_eq!((r.winner, r.kind), (Some(0), ResultKind::Kot));
    assert_eq!(
        (o.streaks.to_vec(), o.score.to_vec()),
        (vec![0, 0], vec![1, 0])
    );
}

#[test]
fn review_a_redeal_inside_a_streak_changes_nothing() {
    // Satat (kots, streak 7), dealer 0: six plain wins of party 1, a redeal, a seventh.
    let rules = Preset::Satat.rules();
    let redeal = {
        let s = Script::new(&rules, 0, None).give(1, "Ts 9s 8h 7d 6c");
        let mut d = s.decisions();
        let mut ff: Vec<Vec<Card>> = d
            .hands
            .clone()
            .unwrap()
            .iter()
            .map(|h| h[..5].to_vec())
            .collect();
        ff[1] = cards("Ts 9s 8h 7d 6c");
        d.first_five = Some(ff);
        d.redeal = Some(RedealRequest {
            by: RedealBy::Caller,
            agreed: None,
        });
        d
    };
    let mut deals: Vec<Decisions> = (0..6).map(|_| deal_of(&rules, 0, Kind::Plain(1))).collect();
    deals.push(redeal);
    let o = resolve_game(&rules, 0, &deals).unwrap();
    assert_eq!(o.deals[6].outcome.result.unwrap().kind, ResultKind::Redeal);
    assert_eq!(
        (o.streaks.to_vec(), o.score.to_vec()),
        (vec![0, 6], vec![0, 0])
    );
    deals.push(deal_of(&rules, 0, Kind::Plain(1)));
    let o = resolve_game(&rules, 0, &deals).unwrap();
    assert_eq!(
        (o.streaks.to_vec(), o.score.to_vec()),
        (vec![0, 0], vec![0, 1])
    );
}

#[test]
fn review_a_goon_kot_in_a_double_sar_game_scores_goon_kot_and_ends_every_streak() {
    let rules = Preset::DoubleSar.rules();
    // Dealer 0: party 1 (caller's) wins a plain heap deal twice (same dealer), then the
    // dealer's party collects all thirteen: a goon-kot, 3 kots; the next seat deals.
    let plain = |dealer: usize| {
        // Seat 1 collects 3 at t3, seat 0 two at t5, then seat 3 the rest at t13.
        let s = Script::new(&rules, dealer, Some(Suit::Spades))
            .run("shdc", &[1, 1, 1, 0, 0, 3, 2, 3, 2, 3, 2, 3]);
        let leader = s.leader;
        s.trick(&twos_trick(leader, 3, 4)).decisions()
    };
    let goon = {
        let s = Script::new(&rules, 0, Some(Suit::Spades)).run("shdc", &[0; 12]);
        let leader = s.leader;
        s.trick(&twos_trick(leader, 2, 4)).decisions()
    };
    let o = resolve_game(&rules, 0, &[plain(0), plain(0)]).unwrap();
    assert_eq!(
        (o.streaks.to_vec(), o.score.to_vec()),
        (vec![0, 2], vec![0, 0])
    );
    let o = resolve_game(&rules, 0, &[plain(0), plain(0), goon]).unwrap();
    let r = o.deals[2].outcome.result.unwrap();
    assert_eq!((r.winner, r.kind), (Some(0), ResultKind::GoonKot));
    assert_eq!(
        (o.streaks.to_vec(), o.score.to_vec()),
        (vec![0, 0], vec![3, 0])
    );
    assert_eq!((o.next_dealer, o.next_caller), (1, 2));
}

// ---------------------------------------------------------------------------------------
// Seeded deals, checked against an independent implementation of `docs/dealing.md` and the
// contract's packets (Python, SHA-256 and the ChaCha20 of the `cryptography` package).

fn show(set: CardSet) -> String {
    set.sorted_high_first()
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn review_seeded_deals_match_an_independent_implementation() {
    let d = deal(&Preset::Hokm3.rules(), "review three", None).unwrap();
    assert_eq!((d.dealer, d.caller), (2, 0));
    let hands: Vec<String> = d.hands.iter().map(|&h| show(h)).collect();
    assert_eq!(
        hands,
        [
            "Ad Kh Kd Qc Jc Ts Td Tc 9d 8h 7d 6c 5s 5c 4h 3h 3d",
            "Qs Qd Js Jd Th 9h 9c 8s 8c 7s 7c 6s 5h 4s 4d 3s 3c",
            "As Ah Ac Ks Kc Qh Jh 9s 8d 7h 6h 6d 5d 4c 2s 2h 2d",
        ]
    );
    let ff: Vec<String> = d.first_five.iter().map(|&h| show(h)).collect();
    assert_eq!(ff, ["Ad Td 4h 3h 3d", "Jd 9h 8s 3s 3c", "Ah Jh 6d 4c 2h"]);

    let d = deal(&Preset::CourtPiece.rules(), "review four", None).unwrap();
    assert_eq!((d.dealer, d.caller), (1, 2));
    let hands: Vec<String> = d.hands.iter().map(|&h| show(h)).collect();
    assert_eq!(
        hands,
        [
            "Ad Ac Kh Tc 9d 8h 7d 6h 6d 5s 4s 3d 2h",
            "As Ah Ks Jc Td 7s 6s 5c 4c 3s 3c 2d 2c",
            "Kd Kc Qs Js Jh 9s 9h 8d 8c 6c 5d 3h 2s",
            "Qh Qd Qc Jd Ts Th 9c 8s 7h 7c 5h 4h 4d",
        ]
    );
    let ff: Vec<String> = d.first_five.iter().map(|&h| show(h)).collect();
    assert_eq!(
        ff,
        [
            "Ad 8h 6h 5s 2h",
            "Jc 7s 5c 4c 3c",
            "Kd Qs Js 8d 5d",
            "Qd Th 7h 7c 4h"
        ]
    );

    let d = deal(&Preset::Hokm2.rules(), "review two", None).unwrap();
    assert_eq!((d.dealer, d.caller), (0, 1));
    let hands: Vec<String> = d.hands.iter().map(|&h| show(h)).collect();
    assert_eq!(hands, ["Ks Kd 7c 6s 6d", "Jd 4h 3d 2h 2c"]);
    let stock: Vec<String> = d.stock.iter().map(ToString::to_string).collect();
    assert_eq!(
        stock.join(" "),
        "4d 5c 9d Tc 9c 3s 6h 6c Qh Ad Ac 4c Ah Ts 7h 8d 3h Kc 5s 7s Jc As 8h Td Jh Js 8s \
         Th 5d Kh 8c Qd Qc 5h 4s 2d 3c 7d Qs 9s 2s 9h"
    );
}

#[test]
fn review_two_players_only_the_dealer_may_change_trumps_and_play_waits_for_the_exchange() {
    let mut rules = Preset::Hokm2.rules();
    rules.trump_change = true;
    let run = |seat: usize| {
        resolve_deal(
            &rules,
            &DealInput {
                dealer: 1,
                previous: None,
                decisions: Decisions {
                    seed: Some("golden 1".into()),
                    trump: Some(Suit::Clubs),
                    trump_change: Some(TrumpChange {
                        seat,
                        trump: Suit::Hearts,
                    }),
                    ..Decisions::default()
                },
            },
        )
        .unwrap()
    };
    let o = run(1);
    assert!(o.valid() && !o.complete, "{:?}", o.violation);
    assert_eq!((o.trump, o.next_seat), (Some(Suit::Hearts), Some(0)));
    assert_eq!(code(&run(0)), ViolationCode::TrumpNotAllowed);
}

#[test]
fn review_a_partners_redeal_counts_towards_max_in_a_row() {
    let mut rules = Preset::CourtPiece.rules();
    rules.redeal.partner_no_trump = true;
    rules.redeal.max_in_a_row = 1;
    // Dealer 0, caller 1, partner 3 holds no spade.
    let partner = |dealer: usize| {
        let partner = (dealer + 3) % 4;
        let mut d = Script::new(&rules, dealer, Some(Suit::Spades))
            .give(partner, "Ah Kh Qh Jh Th 9h 8h 7h 6h 5h 4h 3h 2h")
            .decisions();
        d.redeal = Some(RedealRequest {
            by: RedealBy::Partner,
            agreed: Some(true),
        });
        d
    };
    let o = resolve_game(&rules, 0, &[partner(0)]).unwrap();
    assert_eq!(o.deals[0].outcome.result.unwrap().kind, ResultKind::Redeal);
    let o = resolve_game(&rules, 0, &[partner(0), partner(0)]).unwrap();
    assert_eq!(
        o.deals[1].outcome.violation.as_ref().map(|v| v.code),
        Some(ViolationCode::RedealNotAllowed)
    );
}
