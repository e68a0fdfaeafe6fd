//! "When a deal ends, and what is collected": the heap, tens, first-void trumps.

use crate::cards::{CardSet, Suit};
use crate::court_piece::testkit::{Script, c, cards};
use crate::court_piece::{
    AfterCollection, CollectFrom, Collected, Preset, ResultKind, Rules, TensTie,
};

/// Double Sar, dealer 0, caller 1, spades trumps, with `first_collection`.
fn double_sar(first_collection: i64) -> Script {
    let mut rules = Preset::DoubleSar.rules();
    rules.first_collection = Some(first_collection);
    Script::new(&rules, 0, Some(Suit::Spades))
}

/// Per trick: what was collected at its end.
fn collections(s: &Script) -> Vec<Option<(usize, usize)>> {
    let o = s.resolve();
    assert!(o.valid(), "{:?}", o.violation);
    o.tricks
        .iter()
        .map(|t| {
            t.collected()
                .map(|Collected { party, tricks }| (party, tricks))
        })
        .collect()
}

#[test]
fn a_player_who_wins_two_tricks_in_a_row_collects_the_heap_for_the_party() {
    let got = collections(&double_sar(2).run("shdc", &[1, 1, 2, 3, 3]));
    assert_eq!(got, [None, Some((1, 2)), None, None, Some((1, 3))]);
}

#[test]
fn a_win_by_the_partner_does_not_make_a_pair() {
    let s = double_sar(2).run("shdc", &[1, 3, 1, 3, 1, 3]);
    assert_eq!(collections(&s), [None; 6]);
    let o = s.resolve();
    assert_eq!(o.heap, 6);
    assert_eq!(o.tricks_won.to_vec(), [0, 0]);
}

#[test]
fn first_collection_three_forbids_collecting_by_winning_the_first_two_tricks() {
    let got = collections(&double_sar(3).run("shdc", &[1, 1, 1, 2]));
    assert_eq!(got, [None, None, Some((1, 3)), None]);
}

#[test]
fn first_collection_five_waits_until_five_tricks_are_played() {
    let got = collections(&double_sar(5).run("shdc", &[1, 1, 2, 2, 2, 0]));
    // Seat 2 has three in a row at trick 5: the first allowed trick collects.
    assert_eq!(got, [None, None, None, None, Some((0, 5)), None]);
    // One and two both mean no restriction.
    assert_eq!(
        collections(&double_sar(1).run("shdc", &[1, 1])),
        collections(&double_sar(2).run("shdc", &[1, 1]))
    );
}

#[test]
fn aces_block_two_tricks_in_a_row_won_by_aces_and_the_second_starts_a_new_pair() {
    let mut s = double_sar(2);
    s.rules.aces_block = Some(true);
    // The first trick of each suit is won by its ace; the second of spades by the ten.
    let s = s.run("shds", &[1, 1, 1, 1]);
    let o = s.resolve();
    let won_with: Vec<_> = o.tricks.iter().map(|t| t.winning_card().unwrap()).collect();
    assert_eq!(won_with, cards("As Ah Ad Ts"));
    assert_eq!(collections(&s), [None, None, None, Some((1, 4))]);
    // Without the rule the aces collect at once.
    assert_eq!(
        collections(&double_sar(2).run("shds", &[1, 1, 1, 1])),
        [None, Some((1, 2)), None, Some((1, 2))]
    );
}

#[test]
fn after_a_collection_reset_needs_two_more_wins_and_continue_collects_each_win() {
    assert_eq!(
        collections(&double_sar(2).run("shdc", &[1, 1, 1, 1])),
        [None, Some((1, 2)), None, Some((1, 2))]
    );
    let mut s = double_sar(2);
    s.rules.after_collection = Some(AfterCollection::Continue);
    assert_eq!(
        collections(&s.run("shdc", &[1, 1, 1, 1, 2])),
        [None, Some((1, 2)), Some((1, 1)), Some((1, 1)), None]
    );
}

#[test]
fn the_thirteenth_tricks_winner_collects_what_is_left() {
    // Nobody wins two in a row; the last trick (the twos, spades trumps) goes to the 2♠.
    let winners = [1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0];
    let s = double_sar(3).run("shdc", &winners).trick("2h 2s 2d 2c");
    let o = s.resolve();
    assert!(o.complete);
    assert_eq!(o.tricks[12].winner(), Some(1));
    assert_eq!(
        o.tricks[12].collected(),
        Some(Collected {
            party: 1,
            tricks: 13
        })
    );
    assert_eq!((o.heap, o.tricks_won.to_vec()), (0, vec![0, 13]));
    let r = o.result.unwrap();
    assert_eq!((r.winner, r.kind), (Some(1), ResultKind::Kot));
}

#[test]
fn the_party_that_collected_more_tricks_wins_a_heap_deal() {
    // Seat 0 collects 3 at trick 3, seat 1 two at trick 5, seat 3 the last eight.
    let winners = [0, 0, 0, 1, 1, 2, 3, 2, 3, 2, 3, 2];
    let s = double_sar(3).run("shdc", &winners).trick("2d 2s 2h 2c");
    let o = s.resolve();
    assert_eq!(o.tricks_won.to_vec(), [3, 10]);
    let r = o.result.unwrap();
    assert_eq!((r.winner, r.kind), (Some(1), ResultKind::Win));
    assert_eq!(r.points.to_vec(), [0, 0]);
}

#[test]
fn all_thirteen_collected_by_the_callers_party_is_a_kot_and_by_the_dealers_a_goon_kot() {
    let winners = [1, 1, 1, 3, 3, 1, 1, 3, 3, 1, 1, 1];
    let o = double_sar(3)
        .run("shdc", &winners)
        .trick("2s 2h 2d 2c")
        .resolve();
    let r = o.result.unwrap();
    assert_eq!((r.winner, r.kind), (Some(1), ResultKind::Kot));
    assert_eq!(r.points.to_vec(), [0, 1]);
    assert_eq!((o.next_dealer, o.next_caller), (Some(2), Some(3)));

    let winners = [0, 0, 0, 2, 2, 0, 0, 2, 2, 0, 0, 0];
    let o = double_sar(3)
        .run("shdc", &winners)
        .trick("2s 2h 2d 2c")
        .resolve();
    let r = o.result.unwrap();
    assert_eq!(
        (r.winner, r.kind, r.against_caller),
        (Some(0), ResultKind::GoonKot, true)
    );
    assert_eq!(r.points.to_vec(), [3, 0]);
    // The dealer's party won: the next seat deals.
    assert_eq!((o.next_dealer, o.next_caller), (Some(1), Some(2)));
}

/// Dehla Pakad, dealer 0 (party 0), caller 1. The second followed trick of each suit holds
/// its ten (A K Q J, then 10 9 8 7, then 6 5 4 3, then the two).
fn dehla_pakad(winners: &[usize], last: &str) -> Script {
    Script::new(&Preset::DehlaPakad.rules(), 0, Some(Suit::Spades))
        .run("shdc", winners)
        .trick(last)
}

#[test]
fn the_dealers_party_wins_with_three_tens() {
    // Pairs: (0,0) collects tricks 1-2... the ten tricks are 5-8.
    let winners = [1, 1, 1, 0, 0, 0, 0, 2, 2, 1, 1, 1];
    let o = dehla_pakad(&winners, "2h 2s 2d 2c").resolve();
    assert_eq!(o.tens_won.unwrap().to_vec(), [4, 0]);
    let r = o.result.unwrap();
    assert_eq!(
        (r.winner, r.kind),
        (Some(0), ResultKind::Kot),
        "all four tens"
    );
    // Seat 0 collects tricks 4-5 (the 10♠) and 6-7 (10♥ and 10♦), seat 1 tricks 8-9.
    let winners = [1, 1, 1, 0, 0, 0, 0, 1, 1, 0, 0, 0];
    let o = dehla_pakad(&winners, "2s 2h 2d 2c").resolve();
    assert_eq!(o.tens_won.unwrap().to_vec(), [3, 1]);
    let r = o.result.unwrap();
    assert_eq!((r.winner, r.kind), (Some(0), ResultKind::Win));
}

#[test]
fn two_tens_each_go_to_the_party_that_did_not_deal_or_by_tricks() {
    // Seat 0 collects the 10♠ and 10♣, seat 1 the 10♥ and 10♦.
    let winners = [1, 1, 1, 0, 0, 1, 1, 0, 0, 0, 0, 0];
    let s = dehla_pakad(&winners, "2s 2h 2d 2c");
    let o = s.resolve();
    assert_eq!(o.tens_won.unwrap().to_vec(), [2, 2]);
    assert_eq!(o.tricks_won.to_vec(), [8, 5]);
    let r = o.result.unwrap();
    assert_eq!((r.winner, r.kind), (Some(1), ResultKind::Win), "non-dealer");
    let mut by_tricks = s.clone();
    by_tricks.rules.tens_tie = TensTie::Tricks;
    assert_eq!(by_tricks.resolve().result.unwrap().winner, Some(0));
}

#[test]
fn under_first_void_nothing_is_collected_before_trumps_and_then_from_the_next_trick() {
    // Be-ranga: three spade tricks followed by seat 1, no trumps, nothing collected.
    let s = Script::new(&Preset::BeRanga.rules(), 0, None)
        .run("s", &[1, 1, 1])
        .give(1, "2s")
        .give(2, "Ah");
    // Seat 1 leads the last spade, seat 2 (void) sets hearts with the A♥ and wins.
    let s = s.trick("2s Ah Qd Qc");
    let o = s.resolve();
    assert!(o.valid(), "{:?}", o.violation);
    assert_eq!(o.trump, Some(Suit::Hearts));
    assert_eq!(o.tricks[3].trump_set(), Some(Suit::Hearts));
    assert!(o.tricks[..3].iter().all(|t| t.trump_set().is_none()));
    assert_eq!(o.heap, 4);
    // Seat 2 wins trick 5 too: the trick after the one that set trumps collects.
    let mut next = s.clone();
    next.trump = Some(Suit::Hearts);
    let next = next.won_by('d', 2);
    let o = next.resolve();
    assert_eq!(
        o.tricks[4].collected(),
        Some(Collected {
            party: 0,
            tricks: 5
        })
    );
}

#[test]
fn a_heap_deal_that_never_sets_trumps_is_collected_only_by_the_last_trick() {
    let s = Script::new(&Preset::BeRanga.rules(), 0, None).run("shdc", &[2; 12]);
    let o = s.resolve();
    assert_eq!(o.heap, 12);
    assert!(o.tricks.iter().all(|t| t.collected().is_none()));
}

/// Dehla Pakad's first method: first-void, five-card start, a heap counting tens.
fn five_card_start(collect_from: CollectFrom) -> Rules {
    let mut rules = Preset::DehlaPakad.rules();
    rules.trump = crate::court_piece::TrumpMethod::FirstVoid;
    rules.five_card_start = true;
    rules.collect_from = Some(collect_from);
    rules
}

fn first_fives(s: &Script) -> Vec<Vec<crate::cards::Card>> {
    // Every seat plays its first five in the first five tricks.
    let hands = s.hands();
    let mut ff = vec![Vec::new(); 4];
    for card in &s.plays[..20] {
        let seat = hands.iter().position(|h| h.contains(card)).unwrap();
        ff[seat].push(*card);
    }
    ff
}

#[test]
fn five_followed_tricks_draw_a_card_for_trumps_counted_as_set_at_trick_five() {
    for (from, collected_at) in [(CollectFrom::TrumpTrick, 4), (CollectFrom::NextTrick, 5)] {
        let s = Script::new(&five_card_start(from), 0, None).run("shdcs", &[1, 2, 3, 2, 2, 2]);
        let ff = first_fives(&s);
        let o = s.resolve_with(|i| {
            i.decisions.first_five = Some(ff.clone());
            i.decisions.drawn_card = Some(c("Kd"));
        });
        assert!(o.valid(), "{:?}", o.violation);
        assert_eq!(o.trump, Some(Suit::Diamonds));
        assert_eq!(o.tricks[4].trump_set(), Some(Suit::Diamonds));
        let at = o.tricks.iter().position(|t| t.collected().is_some());
        assert_eq!(at, Some(collected_at), "{from:?}");
        // Without the drawn card, play waits for it.
        let o = s.resolve_with(|i| {
            i.decisions.first_five = Some(ff.clone());
            i.decisions.plays.truncate(20);
        });
        assert!(o.valid() && !o.complete);
        assert_eq!(o.trump, None);
        assert_eq!(o.next_seat, Some(2));
        // Like a deal waiting for trumps: the player to lead is shown the eight cards the
        // draw will give them, none of them playable yet (a play is NO_TRUMP).
        let waiting = o.legal_cards.unwrap();
        assert_eq!(waiting.len(), 8, "{waiting:?}");
        let dealt: CardSet = s.hands()[2].iter().copied().collect();
        assert!(waiting.is_subset(dealt));
        let o = s.resolve_with(|i| i.decisions.first_five = Some(ff.clone()));
        assert_eq!(
            o.violation.unwrap().code,
            crate::court_piece::ViolationCode::NoTrump
        );
    }
}

#[test]
fn the_drawn_card_is_one_of_the_cards_played_in_the_first_five_tricks() {
    let s = Script::new(&five_card_start(CollectFrom::NextTrick), 0, None).run("shdcs", &[1; 5]);
    let ff = first_fives(&s);
    let o = s.resolve_with(|i| {
        i.decisions.first_five = Some(ff.clone());
        i.decisions.drawn_card = Some(c("2c"));
    });
    let v = o.violation.unwrap();
    assert_eq!(v.code, crate::court_piece::ViolationCode::TrumpNotAllowed);
    assert_eq!((v.trick, v.card), (Some(5), Some(c("2c"))));
}

#[test]
fn under_five_card_start_a_player_holds_only_the_first_packet_until_trumps_are_set() {
    let s = Script::new(&five_card_start(CollectFrom::NextTrick), 0, None).run("s", &[1]);
    // Seat 1 leads trick 2 with a card dealt later.
    let hand1: CardSet = s.hands()[1].iter().copied().collect();
    let ff = {
        let mut ff: Vec<Vec<_>> = s.hands().iter().map(|h| h[..5].to_vec()).collect();
        for (i, &card) in s.plays.iter().enumerate() {
            let seat = (1 + i) % 4;
            if !ff[seat].contains(&card) {
                ff[seat][4] = card;
            }
        }
        ff
    };
    let later = hand1
        .iter()
        .find(|c| !ff[1].contains(c) && !s.plays.contains(c))
        .unwrap();
    let o = s.resolve_with(|i| {
        i.decisions.first_five = Some(ff.clone());
        i.decisions.plays.push(later);
    });
    let v = o.violation.unwrap();
    assert_eq!(v.code, crate::court_piece::ViolationCode::CardNotHeld);
    assert!(v.message.contains("first packet"), "{}", v.message);
}
