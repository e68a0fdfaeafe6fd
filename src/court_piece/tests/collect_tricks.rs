//! "When a deal ends": collect tricks, four and three players; results and rotation.

use crate::cards::Suit;
use crate::court_piece::testkit::{Script, c, set};
use crate::court_piece::{FailedBavney, Preset, ResultKind, ViolationCode};

/// Court piece, dealer 0, caller 1 (party 1), spades trumps.
fn court_piece() -> Script {
    Script::new(&Preset::CourtPiece.rules(), 0, Some(Suit::Spades))
}

#[test]
fn the_party_that_holds_seven_tricks_wins_and_play_stops() {
    // Party 1 (seats 1, 3) wins seven of the first nine tricks.
    let s = court_piece().run("shdc", &[1, 0, 3, 1, 2, 3, 1, 3, 1]);
    let o = s.resolve();
    assert!(o.valid() && o.complete);
    assert_eq!(o.tricks_won.to_vec(), [2, 7]);
    let r = o.result.unwrap();
    assert_eq!(
        (r.winner, r.kind, r.against_caller),
        (Some(1), ResultKind::Win, false)
    );
    // Kots scoring: a plain win scores nothing at once.
    assert_eq!(r.points.to_vec(), [0, 0]);
    // The caller's party won without a kot: the same dealer deals again.
    assert_eq!((o.next_dealer, o.next_caller), (Some(0), Some(1)));
}

#[test]
fn a_play_after_the_deal_is_decided_is_deal_over() {
    let s = court_piece()
        .run("shdc", &[1, 0, 3, 1, 2, 3, 1, 3, 1])
        .won_by('h', 1);
    let o = s.resolve();
    let v = o.violation.unwrap();
    assert_eq!(v.code, ViolationCode::DealOver);
    assert_eq!((v.play, v.trick, v.seat), (Some(36), Some(10), Some(1)));
    assert_eq!(o.tricks.len(), 9);
    assert!(!o.complete && o.result.is_none());
}

#[test]
fn winning_the_first_seven_tricks_is_a_kot() {
    let s = court_piece().run("shdc", &[1, 3, 1, 3, 1, 1, 3]);
    let o = s.resolve();
    assert!(o.complete);
    let r = o.result.unwrap();
    assert_eq!((r.winner, r.kind), (Some(1), ResultKind::Kot));
    assert_eq!(r.points.to_vec(), [0, 1]);
    // The caller's party made a kot: the dealer's partner deals, the caller's partner calls.
    assert_eq!((o.next_dealer, o.next_caller), (Some(2), Some(3)));
}

#[test]
fn plays_after_the_seventh_trick_of_a_kot_are_the_call_to_play_on() {
    let mut s = court_piece().run("shdc", &[1, 3, 1, 3, 1, 1, 3]);
    let kot = s.resolve();
    assert!(kot.complete && kot.next_seat.is_none() && kot.legal_cards.is_none());
    // Seat 3 won the seventh trick and leads the eighth.
    let lead = *s.hands()[3].iter().find(|c| !s.plays.contains(c)).unwrap();
    s.plays.push(lead);
    let o = s.resolve();
    assert!(o.valid() && !o.complete);
    assert_eq!(o.next_seat, Some(0));
    assert_eq!(o.tricks.len(), 8);
    assert_eq!(o.tricks[7].winner(), None);
}

#[test]
fn a_seven_trick_kot_that_plays_on_and_loses_the_ninth_trick_is_a_plain_win() {
    let s = court_piece().run("shdc", &[1, 3, 1, 3, 1, 1, 3, 1, 0]);
    let o = s.resolve();
    let r = o.result.unwrap();
    assert_eq!((r.winner, r.kind), (Some(1), ResultKind::Win));
    assert_eq!(o.tricks_won.to_vec(), [1, 8]);
    // A plain win of the caller's party: the same dealer.
    assert_eq!(o.next_dealer, Some(0));
    // And nothing more may be played.
    let more = court_piece().run("shdc", &[1, 3, 1, 3, 1, 1, 3, 1, 0, 0]);
    assert_eq!(
        more.resolve().violation.unwrap().code,
        ViolationCode::DealOver
    );
}

#[test]
fn under_the_dutch_rule_a_failed_bavney_is_a_plain_win_for_the_other_party() {
    let mut s = court_piece().run("shdc", &[1, 3, 1, 3, 1, 1, 3, 1, 0]);
    s.rules.failed_bavney = FailedBavney::Opponents;
    let r = s.resolve().result.unwrap();
    assert_eq!(
        (r.winner, r.kind, r.against_caller),
        (Some(0), ResultKind::Win, true)
    );
}

#[test]
fn playing_on_and_winning_all_thirteen_tricks_is_a_bavney() {
    // Twelve followed tricks, then the four twos: seat 1 leads the 2♠, a trump.
    let s = court_piece()
        .run("shdc", &[1, 3, 1, 3, 1, 1, 3, 1, 3, 3, 1, 1])
        .trick("2s 2h 2d 2c");
    let o = s.resolve();
    let r = o.result.unwrap();
    assert_eq!((r.winner, r.kind), (Some(1), ResultKind::Bavney));
    assert_eq!(o.tricks_won.to_vec(), [0, 13]);
    assert_eq!(r.points.to_vec(), [0, 52]);
}

#[test]
fn a_kot_against_the_caller_scores_kot_against_caller_in_hokm() {
    let mut s = court_piece().run("shdc", &[0, 2, 0, 0, 2, 2, 0]);
    s.rules = Preset::Hokm.rules();
    let o = s.resolve();
    let r = o.result.unwrap();
    assert_eq!(
        (r.winner, r.kind, r.against_caller),
        (Some(0), ResultKind::Kot, true)
    );
    assert_eq!(r.points.to_vec(), [3, 0]);
    // Hokm: the caller lost, so the call passes to the next seat and the old caller deals.
    assert_eq!((o.next_dealer, o.next_caller), (Some(1), Some(2)));
}

#[test]
fn a_deal_in_progress_names_the_next_player_and_the_cards_they_may_play() {
    let mut s = court_piece().run("s", &[2]);
    // Seat 2 leads the K♥... seat 3 must follow hearts if able.
    s.plays.push(c("Kh"));
    let o = s.resolve();
    assert!(o.valid() && !o.complete);
    assert_eq!(o.next_seat, Some(3));
    let hand3 = s.hands()[3]
        .iter()
        .copied()
        .collect::<crate::cards::CardSet>();
    let hearts = hand3.iter().filter(|c| c.suit() == Suit::Hearts).collect();
    let legal = o.legal_cards.unwrap();
    if hand3.iter().any(|c| c.suit() == Suit::Hearts) {
        assert_eq!(legal, hearts);
    } else {
        assert_eq!(legal, hand3);
    }
    // The trick in progress is listed without a winner.
    let last = o.tricks.last().unwrap();
    assert_eq!(
        (last.number(), last.winner(), last.cards().len()),
        (2, None, 1)
    );
    assert_eq!(last.plays().next(), Some((2, c("Kh"))));
}

#[test]
fn a_player_holding_the_suit_led_must_follow_it() {
    // Seat 1 leads the 7♦; seat 2 holds Q♦ and 4♦ and plays the A♠.
    let mut s = court_piece().give(1, "7d").give(2, "Qd 4d As");
    s.plays = vec![c("7d"), c("As")];
    let o = s.resolve();
    let v = o.violation.unwrap();
    assert_eq!(v.code, ViolationCode::MustFollowSuit);
    assert_eq!(v.message, "must follow diamonds: you hold Q♦ and 4♦");
    assert_eq!(
        (v.seat, v.play, v.trick, v.card),
        (Some(2), Some(1), Some(1), Some(c("As")))
    );
    assert_eq!(o.legal_cards, Some(set("Qd 4d")));
    assert_eq!(o.tricks.len(), 1);
    assert_eq!(o.tricks[0].cards(), [c("7d")]);
}

#[test]
fn a_card_the_player_does_not_hold_is_card_not_held() {
    let mut s = court_piece().give(1, "7d").give(2, "Qd 4d As");
    s.plays = vec![c("7d"), c("Kd")];
    let o = s.resolve();
    let v = o.violation.unwrap();
    assert_eq!(v.code, ViolationCode::CardNotHeld);
    assert_eq!(v.message, "player 2 does not hold K♦");
    assert_eq!(o.legal_cards, Some(set("Qd 4d")));
}

#[test]
fn a_card_played_again_says_in_which_trick_and_by_whom_it_was_played() {
    let mut s = court_piece()
        .give(1, "7d")
        .give(2, "Kd")
        .give(3, "2d")
        .give(0, "3d");
    // In the same trick, another player's card.
    s.plays = vec![c("7d"), c("7d")];
    let v = s.resolve().violation.unwrap();
    assert_eq!(v.code, ViolationCode::CardNotHeld);
    assert_eq!(
        v.message,
        "player 2 does not hold 7♦: player 1 played it in trick 1"
    );
    // The winner of trick 1 leads its own king again.
    s.plays = vec![c("7d"), c("Kd"), c("2d"), c("3d"), c("Kd")];
    let o = s.resolve();
    let v = o.violation.unwrap();
    assert_eq!(
        (v.code, v.seat, v.trick),
        (ViolationCode::CardNotHeld, Some(2), Some(2))
    );
    assert_eq!(
        v.message,
        "player 2 does not hold K♦: it was played in trick 1"
    );
}

#[test]
fn before_trumps_are_named_the_caller_is_next_and_a_play_is_no_trump() {
    let mut s = court_piece().give(1, "7d");
    s.trump = None;
    let o = s.resolve();
    assert!(o.valid() && !o.complete);
    assert_eq!(o.next_seat, Some(1));
    assert_eq!(o.legal_cards.unwrap().len(), 13);
    s.plays = vec![c("7d")];
    let o = s.resolve();
    let v = o.violation.unwrap();
    assert_eq!(
        (v.code, v.seat, v.play),
        (ViolationCode::NoTrump, Some(1), Some(0))
    );
    assert_eq!(o.legal_cards.unwrap().len(), 13);
}

// Three players (Hokm for three): 17 tricks, the deal stops when nobody can catch up.

fn hokm3() -> Script {
    // Dealer 2, caller 0.
    Script::new(&Preset::Hokm3.rules(), 2, Some(Suit::Spades))
}

#[test]
fn three_players_stop_at_seven_four_four() {
    let s = hokm3().run("shdc", &[1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 0, 0, 0]);
    let o = s.resolve();
    assert!(o.complete, "7-4-4 ends the deal");
    assert_eq!(o.tricks_won.to_vec(), [7, 4, 4]);
    let r = o.result.unwrap();
    assert_eq!((r.winner, r.kind), (Some(0), ResultKind::Win));
    assert_eq!(r.points.to_vec(), [1, 0, 0]);
    // One trick earlier, 6-4-4, the others could still reach 7.
    let mut earlier = s.clone();
    earlier.plays.truncate(14 * 3);
    assert!(!earlier.resolve().complete);
}

#[test]
fn three_players_do_not_stop_at_eight_three_one() {
    let s = hokm3().run("shdc", &[1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 1, 1]);
    let o = s.resolve();
    assert_eq!(o.tricks_won.to_vec(), [8, 3, 1]);
    assert!(o.valid() && !o.complete);
    // 9-3-1 with four tricks left is over.
    let o = s.won_by('d', 0).resolve();
    assert!(o.complete);
    assert_eq!(o.result.unwrap().winner, Some(0));
}

#[test]
fn three_players_a_player_who_wins_the_first_seven_tricks_ends_the_deal_with_a_kot() {
    let o = hokm3().run("shdc", &[1; 7]).resolve();
    assert!(o.complete);
    let r = o.result.unwrap();
    assert_eq!(
        (r.winner, r.kind, r.against_caller),
        (Some(1), ResultKind::Kot, true)
    );
    assert_eq!(r.points.to_vec(), [0, 3, 0]);
    let o = hokm3().run("shdc", &[0; 7]).resolve();
    assert_eq!(o.result.unwrap().points.to_vec(), [2, 0, 0]);
}

#[test]
fn three_players_tied_for_most_after_all_tricks_the_one_who_got_there_first_wins() {
    let mut winners = [0, 1, 2].repeat(5);
    winners.push(1);
    // Seat 1 leads the 2♥ to the last trick; seat 0 trumps it with the 2♠.
    let s = hokm3().run("shdc", &winners).trick("2h 2d 2s");
    let o = s.resolve();
    assert_eq!(o.tricks_won.to_vec(), [6, 6, 5]);
    let r = o.result.unwrap();
    assert_eq!(r.winner, Some(1), "seat 1 had six tricks before seat 0");
}
