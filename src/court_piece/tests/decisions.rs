//! The decisions before play: trump change, redeals, the blind trump, Satat's passes, the
//! two-player exchange, and the contract errors of a deal.

use crate::cards::{CardSet, Suit};
use crate::court_piece::testkit::{Script, c, cards, lowest, play_out, set};
use crate::court_piece::{
    DealInput, Decision, Decisions, Pass, Preset, Previous, RedealBy, RedealRequest, RedealWhen,
    ResultKind, TrumpChange, ViolationCode, resolve_deal,
};

fn code(o: &crate::court_piece::DealOutcome) -> ViolationCode {
    o.violation.as_ref().expect("a violation").code
}

// Trump change (the article's regional rule).

fn with_trump_change() -> Script {
    let mut rules = Preset::CourtPiece.rules();
    rules.trump_change = true;
    // Dealer 0, caller 1 names spades.
    Script::new(&rules, 0, Some(Suit::Spades))
}

fn change(seat: usize, trump: char) -> impl Fn(&mut DealInput) {
    move |i: &mut DealInput| {
        i.decisions.trump_change = Some(TrumpChange {
            seat,
            trump: crate::court_piece::testkit::suit(trump),
        })
    }
}

#[test]
fn a_party_that_changes_trumps_and_wins_the_first_seven_tricks_scores_a_kot() {
    let s = with_trump_change().run("shdc", &[0, 2, 0, 0, 2, 2, 0]);
    let o = s.resolve_with(change(0, 'h'));
    assert!(o.complete);
    assert_eq!(o.trump, Some(Suit::Hearts));
    let r = o.result.unwrap();
    assert_eq!(
        (r.winner, r.kind, r.against_caller),
        (Some(0), ResultKind::Kot, true)
    );
    // Play stops: no playing on after a trump change.
    let more = with_trump_change().run("shdc", &[0, 2, 0, 0, 2, 2, 0, 0]);
    assert_eq!(
        code(&more.resolve_with(change(0, 'h'))),
        ViolationCode::DealOver
    );
}

#[test]
fn a_party_that_changes_trumps_and_loses_one_of_the_first_seven_tricks_gives_an_anti_kot() {
    let s = with_trump_change().run("shdc", &[0, 2, 1]);
    let o = s.resolve_with(change(2, 'd'));
    assert!(o.complete);
    assert_eq!(o.tricks.len(), 3);
    let r = o.result.unwrap();
    assert_eq!(
        (r.winner, r.kind, r.against_caller),
        (Some(1), ResultKind::Kot, false)
    );
    assert_eq!(r.points.to_vec(), [0, 1]);
}

#[test]
fn only_the_party_opposite_the_caller_may_change_trumps_and_to_another_suit() {
    let s = with_trump_change().run("s", &[0]);
    let o = s.resolve_with(change(3, 'h'));
    let v = o.violation.unwrap();
    assert_eq!(
        (v.code, v.at, v.seat),
        (
            ViolationCode::TrumpNotAllowed,
            Decision::TrumpChange,
            Some(3)
        )
    );
    assert_eq!(
        code(&s.resolve_with(change(0, 's'))),
        ViolationCode::TrumpNotAllowed
    );
    let mut off = s.clone();
    off.rules.trump_change = false;
    assert_eq!(
        code(&off.resolve_with(change(0, 'h'))),
        ViolationCode::TrumpNotAllowed
    );
}

#[test]
fn a_trump_change_on_a_heap_stops_the_deal_early_and_the_heap_stays() {
    let mut rules = Preset::DoubleSar.rules();
    rules.trump_change = true;
    let s = Script::new(&rules, 0, Some(Suit::Spades)).run("shdc", &[0, 2, 1]);
    let o = s.resolve_with(change(0, 'h'));
    assert!(o.complete);
    assert_eq!((o.heap, o.tricks_won.to_vec()), (3, vec![0, 0]));
    let r = o.result.unwrap();
    assert_eq!((r.winner, r.kind), (Some(1), ResultKind::Kot));
}

#[test]
fn with_three_players_a_trump_change_needs_the_first_seven_tricks_too() {
    let mut rules = Preset::Hokm3.rules();
    rules.trump_change = true;
    // Dealer 2, caller 0; seat 1 changes to hearts and wins seven.
    let s = Script::new(&rules, 2, Some(Suit::Spades)).run("shdc", &[1; 7]);
    let r = s.resolve_with(change(1, 'h')).result.unwrap();
    assert_eq!(
        (r.winner, r.kind, r.points.to_vec()),
        (Some(1), ResultKind::Kot, vec![0, 3, 0])
    );
    // Seat 2 wins the third trick: the caller scores the kot.
    let s = Script::new(&rules, 2, Some(Suit::Spades)).run("shdc", &[1, 1, 2]);
    let r = s.resolve_with(change(1, 'h')).result.unwrap();
    assert_eq!(
        (r.winner, r.kind, r.points.to_vec()),
        (Some(0), ResultKind::Kot, vec![2, 0, 0])
    );
}

// Redeals.

fn redeal(by: RedealBy, agreed: Option<bool>) -> impl Fn(&mut DealInput) {
    move |i: &mut DealInput| i.decisions.redeal = Some(RedealRequest { by, agreed })
}

/// Troefcall (redeal: hand, akqj), dealer 0, caller 1 holding no court card.
fn troefcall_without_court_cards() -> Script {
    Script::new(&Preset::Troefcall.rules(), 0, Some(Suit::Spades))
        .give(1, "Ts 9s 8s 7s 6s 5s 4s 3s 2s Th 9h 8h 7h")
}

#[test]
fn a_caller_without_court_cards_may_call_a_redeal_which_keeps_dealer_and_caller() {
    let mut s = troefcall_without_court_cards();
    s.trump = None;
    let o = s.resolve_with(redeal(RedealBy::Caller, None));
    assert!(o.valid() && o.complete);
    assert_eq!(o.trump, None);
    let r = o.result.unwrap();
    assert_eq!(
        (r.winner, r.kind, r.points.to_vec()),
        (None, ResultKind::Redeal, vec![0, 0])
    );
    assert_eq!((o.next_dealer, o.next_caller), (Some(0), Some(1)));
    // A redeal names no trump: one sent with trumps is refused, not the trumps dropped.
    let o = troefcall_without_court_cards().resolve_with(redeal(RedealBy::Caller, None));
    let v = o.violation.unwrap();
    assert_eq!(
        (v.code, v.at, v.seat),
        (ViolationCode::TrumpNotAllowed, Decision::Trump, Some(1))
    );
    assert!(
        v.message.contains("a redeal names no trump"),
        "{}",
        v.message
    );
    assert!(!o.complete);
}

#[test]
fn in_a_redealt_deal_a_play_is_deal_over() {
    let mut s = troefcall_without_court_cards();
    s.trump = None;
    s.plays = vec![c("Ts")];
    let o = s.resolve_with(redeal(RedealBy::Caller, None));
    let v = o.violation.unwrap();
    assert_eq!((v.code, v.play), (ViolationCode::DealOver, Some(0)));
}

#[test]
fn a_caller_holding_a_court_card_may_not_call_a_redeal() {
    let s = Script::new(&Preset::Troefcall.rules(), 0, Some(Suit::Spades))
        .give(1, "Ks 9s 8s 7s 6s 5s 4s 3s 2s Th 9h 8h 7h");
    let o = s.resolve_with(redeal(RedealBy::Caller, None));
    let v = o.violation.unwrap();
    assert_eq!((v.code, v.seat), (ViolationCode::RedealNotAllowed, Some(1)));
    assert!(v.message.contains("K♠"), "{}", v.message);
    // Court piece allows no redeal at all.
    let mut cp = troefcall_without_court_cards();
    cp.rules = Preset::CourtPiece.rules();
    assert_eq!(
        code(&cp.resolve_with(redeal(RedealBy::Caller, None))),
        ViolationCode::RedealNotAllowed
    );
}

#[test]
fn satats_redeal_looks_at_the_first_five_only_and_allows_no_king_queen_or_jack() {
    // Dealer 0, caller 1: first five without K, Q, J (an ace is fine), a king later.
    let s = Script::new(&Preset::Satat.rules(), 0, None)
        .give(1, "As 9s 8h 7d 6c Ks Kh Kd Kc Qs Qh Qd Qc");
    let hands = s.hands();
    let mut ff: Vec<Vec<_>> = hands.iter().map(|h| h[..5].to_vec()).collect();
    ff[1] = cards("As 9s 8h 7d 6c");
    let with = |ff: Vec<Vec<crate::cards::Card>>| {
        s.resolve_with(move |i| {
            i.decisions.first_five = Some(ff);
            i.decisions.redeal = Some(RedealRequest {
                by: RedealBy::Caller,
                agreed: None,
            });
        })
    };
    let o = with(ff.clone());
    assert!(o.valid(), "{:?}", o.violation);
    assert_eq!(o.result.unwrap().kind, ResultKind::Redeal);
    ff[1] = cards("As 9s 8h 7d Kc");
    assert_eq!(code(&with(ff)), ViolationCode::RedealNotAllowed);
    // Without the first five the request cannot be judged: a contract error.
    let mut input = s.input();
    input.decisions.redeal = Some(RedealRequest {
        by: RedealBy::Caller,
        agreed: None,
    });
    let e = resolve_deal(&s.rules, &input).unwrap_err();
    assert_eq!(e[0].code(), "FIRST_FIVE_MISSING");
}

#[test]
fn a_partner_without_trumps_may_ask_for_a_redeal_that_happens_if_the_caller_agrees() {
    let mut rules = Preset::CourtPiece.rules();
    rules.redeal.partner_no_trump = true;
    // Dealer 0, caller 1, partner 3 holds no spade.
    let s = Script::new(&rules, 0, Some(Suit::Spades))
        .give(3, "Ah Kh Qh Jh Th 9h 8h 7h 6h 5h 4h 3h 2h");
    let o = s.resolve_with(redeal(RedealBy::Partner, Some(true)));
    assert!(o.valid());
    assert_eq!(o.result.unwrap().kind, ResultKind::Redeal);
    // The caller does not agree: nothing changes.
    let o = s.resolve_with(redeal(RedealBy::Partner, Some(false)));
    assert!(o.valid() && !o.complete);
    assert_eq!(o.trump, Some(Suit::Spades));
    let o = s.resolve_with(redeal(RedealBy::Partner, None));
    assert!(o.valid() && !o.complete);
    // Holding a trump, the partner may not ask.
    let hearts = Script::new(&rules, 0, Some(Suit::Hearts))
        .give(3, "Ah Kh Qh Jh Th 9h 8h 7h 6h 5h 4h 3h 2h");
    let v = hearts
        .resolve_with(redeal(RedealBy::Partner, Some(true)))
        .violation
        .unwrap();
    assert_eq!((v.code, v.seat), (ViolationCode::RedealNotAllowed, Some(3)));
}

#[test]
fn a_redeal_needs_max_in_a_row_of_at_least_one() {
    let mut s = troefcall_without_court_cards();
    s.rules.redeal.max_in_a_row = 0;
    assert_eq!(
        code(&s.resolve_with(redeal(RedealBy::Caller, None))),
        ViolationCode::RedealNotAllowed
    );
    s.rules.redeal.when = RedealWhen::Never;
    s.rules.redeal.max_in_a_row = 2;
    assert_eq!(
        code(&s.resolve_with(redeal(RedealBy::Caller, None))),
        ViolationCode::RedealNotAllowed
    );
}

// Trumps.

fn golden(
    rules: crate::court_piece::Rules,
    f: impl FnOnce(&mut Decisions),
) -> crate::court_piece::DealOutcome {
    // Seed "golden 1", dealer 1: caller 2 holds Ac Js Ts 9c 8h 7s 6c 5s 5c 3s 3d 3c 2s,
    // first five Ac 9c 6c 3c 2s.
    let mut d = Decisions {
        seed: Some("golden 1".into()),
        ..Decisions::default()
    };
    f(&mut d);
    resolve_deal(
        &rules,
        &DealInput {
            dealer: 1,
            previous: None,
            decisions: d,
        },
    )
    .unwrap()
}

#[test]
fn under_blind_trump_the_trumps_are_the_suit_of_a_card_turned_up_outside_the_first_five() {
    let mut rules = Preset::CourtPiece.rules();
    rules.blind_trump = true;
    let o = golden(rules, |d| d.trump_card = Some(c("Js")));
    assert!(o.valid());
    assert_eq!((o.trump, o.next_seat), (Some(Suit::Spades), Some(2)));
    let o = golden(rules, |d| d.trump_card = Some(c("Ac")));
    let v = o.violation.unwrap();
    assert_eq!(
        (v.code, v.at, v.card),
        (
            ViolationCode::TrumpNotAllowed,
            Decision::TrumpCard,
            Some(c("Ac"))
        )
    );
    assert_eq!(
        code(&golden(rules, |d| d.trump_card = Some(c("Ah")))),
        ViolationCode::TrumpNotAllowed
    );
    // Naming trumps is not allowed.
    let o = golden(rules, |d| d.trump = Some(Suit::Clubs));
    assert_eq!(o.violation.unwrap().at, Decision::Trump);
    // Nothing turned up yet: the caller is next.
    let o = golden(rules, |_| {});
    assert!(o.valid() && !o.complete);
    assert_eq!((o.trump, o.next_seat), (None, Some(2)));
}

#[test]
fn a_trump_card_or_drawn_card_where_the_rules_do_not_use_one_is_trump_not_allowed() {
    let rules = Preset::CourtPiece.rules();
    assert_eq!(
        code(&golden(rules, |d| d.trump_card = Some(c("Js")))),
        ViolationCode::TrumpNotAllowed
    );
    assert_eq!(
        code(&golden(rules, |d| d.drawn_card = Some(c("Js")))),
        ViolationCode::TrumpNotAllowed
    );
    let be_ranga = Preset::BeRanga.rules();
    let o = golden(be_ranga, |d| d.trump = Some(Suit::Clubs));
    assert_eq!(code(&o), ViolationCode::TrumpNotAllowed);
    // Under first-void play starts at once.
    let o = golden(be_ranga, |_| {});
    assert_eq!((o.valid(), o.trump, o.next_seat), (true, None, Some(2)));
}

// Satat.

/// Satat, dealer 0, caller 1 names spades. Seat 0: trumps K♠ 3♠ and hearts; seat 1: ten
/// spades, A♣ alone, 3♦ 2♦; seat 2: the 2♥ and 3♥, diamonds from the ace; seat 3: A♠ and
/// twelve clubs.
fn satat_hands() -> Vec<Vec<crate::cards::Card>> {
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

fn satat(
    previous: Option<Previous>,
    passes: Vec<Pass>,
    plays: &str,
) -> crate::court_piece::DealOutcome {
    resolve_deal(
        &Preset::Satat.rules(),
        &DealInput {
            dealer: 0,
            previous,
            decisions: Decisions {
                hands: Some(satat_hands()),
                trump: Some(Suit::Spades),
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

const KOT_BY_1: Option<Previous> = Some(Previous {
    kot: true,
    bavney: false,
    party: 1,
});
const BAVNEY_BY_1: Option<Previous> = Some(Previous {
    kot: true,
    bavney: true,
    party: 1,
});

#[test]
fn after_a_kot_each_loser_passes_a_trump_or_the_highest_card_to_the_right_and_gets_one_back() {
    let o = satat(KOT_BY_1, vec![pass(0, "Ks", "9c"), pass(2, "Ad", "3d")], "");
    assert!(o.valid(), "{:?}", o.violation);
    // The caller (seat 1) now holds the A♦ and not the 3♦.
    let hand1 = o.legal_cards.unwrap();
    assert_eq!(o.next_seat, Some(1));
    assert!(hand1.contains(c("Ad")) && !hand1.contains(c("3d")));
    // The 2♥ never has to be passed, but may be.
    let o = satat(KOT_BY_1, vec![pass(0, "3s", "9c"), pass(2, "2h", "3d")], "");
    assert!(o.valid(), "{:?}", o.violation);
}

#[test]
fn a_loser_holding_trumps_must_pass_a_trump() {
    let o = satat(KOT_BY_1, vec![pass(0, "Ah", "9c"), pass(2, "Ad", "3d")], "");
    let v = o.violation.unwrap();
    assert_eq!(
        (v.code, v.seat, v.at),
        (
            ViolationCode::PassMustBeTrump,
            Some(0),
            Decision::Pass { index: 0 }
        )
    );
    // After a bavney, two trumps while two are held.
    let o = satat(
        BAVNEY_BY_1,
        vec![pass(0, "Ks Ah", "9c 8c"), pass(2, "Ad Kd", "3d 2d")],
        "",
    );
    assert_eq!(code(&o), ViolationCode::PassMustBeTrump);
    let o = satat(
        BAVNEY_BY_1,
        vec![pass(0, "Ks 3s", "9c 8c"), pass(2, "Ad Kd", "3d Qs")],
        "",
    );
    assert!(o.valid(), "{:?}", o.violation);
}

#[test]
fn a_loser_without_trumps_passes_the_highest_ranking_cards() {
    let o = satat(KOT_BY_1, vec![pass(0, "Ks", "9c"), pass(2, "Kd", "3d")], "");
    let v = o.violation.unwrap();
    assert_eq!(
        (v.code, v.seat, v.card),
        (ViolationCode::PassMustBeHighest, Some(2), Some(c("Kd")))
    );
    assert!(v.message.contains("A♦"), "{}", v.message);
    let o = satat(
        BAVNEY_BY_1,
        vec![pass(0, "Ks 3s", "9c 8c"), pass(2, "Ad Qd", "3d 2d")],
        "",
    );
    assert_eq!(code(&o), ViolationCode::PassMustBeHighest);
}

#[test]
fn the_cards_passed_back_may_not_empty_a_plain_suit() {
    let o = satat(KOT_BY_1, vec![pass(0, "Ks", "9c"), pass(2, "Ad", "Ac")], "");
    let v = o.violation.unwrap();
    assert_eq!((v.code, v.seat), (ViolationCode::PassEmptiesSuit, Some(1)));
    let o = satat(
        BAVNEY_BY_1,
        vec![pass(0, "Ks 3s", "9c 8c"), pass(2, "Ad Kd", "3d 2d")],
        "",
    );
    assert_eq!(code(&o), ViolationCode::PassEmptiesSuit);
}

#[test]
fn passes_of_the_wrong_number_or_where_none_are_due_are_pass_wrong_count() {
    let wrong = |previous, passes| code(&satat(previous, passes, ""));
    let both = || vec![pass(0, "Ks", "9c"), pass(2, "Ad", "3d")];
    assert_eq!(wrong(None, both()), ViolationCode::PassWrongCount);
    let not_kot = Some(Previous {
        kot: false,
        bavney: false,
        party: 1,
    });
    assert_eq!(wrong(not_kot, both()), ViolationCode::PassWrongCount);
    assert_eq!(
        wrong(KOT_BY_1, vec![pass(0, "Ks", "9c")]),
        ViolationCode::PassWrongCount
    );
    assert_eq!(
        wrong(
            KOT_BY_1,
            vec![pass(0, "Ks 3s", "9c 8c"), pass(2, "Ad", "3d")]
        ),
        ViolationCode::PassWrongCount
    );
    assert_eq!(
        wrong(KOT_BY_1, vec![pass(1, "Qs", "Ks"), pass(2, "Ad", "3d")]),
        ViolationCode::PassWrongCount
    );
    assert_eq!(
        wrong(KOT_BY_1, vec![pass(0, "As", "9c"), pass(2, "Ad", "3d")]),
        ViolationCode::CardNotHeld
    );
    // No passes and none due: fine.
    assert!(satat(None, vec![], "").valid());
}

#[test]
fn satats_two_of_hearts_may_be_played_to_any_trick_and_wins_it() {
    // Caller 1 leads the 3♦; seat 2 holds diamonds but may play the 2♥, the highest trump.
    let o = satat(None, vec![], "3d 2h As 4h");
    assert!(o.valid(), "{:?}", o.violation);
    assert_eq!(o.tricks[0].winner(), Some(2));
    assert_eq!(o.tricks[0].winning_card(), Some(c("2h")));
    // Seat 2 may play 2♥ or a diamond, nothing else.
    let o = satat(None, vec![], "3d");
    assert_eq!(
        o.legal_cards,
        Some(set("2h Ad Kd Qd Jd Td 9d 8d 7d 6d 5d 4d"))
    );
}

// Two players.

/// Hokm for two from "golden 1": dealer 1, caller 0 holds Ac 9c 6c 3c 2s, the dealer
/// Kc Qc 6h 5h 4h.
fn hokm2(f: impl FnOnce(&mut Decisions)) -> (crate::court_piece::Rules, DealInput) {
    let mut d = Decisions {
        seed: Some("golden 1".into()),
        trump: Some(Suit::Clubs),
        ..Decisions::default()
    };
    f(&mut d);
    (
        Preset::Hokm2.rules(),
        DealInput {
            dealer: 1,
            previous: None,
            decisions: d,
        },
    )
}

fn exchange(d: &mut Decisions, draws: usize) {
    d.discards = Some(vec![cards("6c 3c 2s"), cards("5h 4h")]);
    d.draws = Some((0..draws).map(|k| k % 3 != 0).collect());
}

#[test]
fn two_players_discard_then_draw_twenty_one_times_then_the_caller_leads() {
    let (rules, input) = hokm2(|_| {});
    let o = resolve_deal(&rules, &input).unwrap();
    assert!(o.valid() && !o.complete);
    assert_eq!(
        (o.next_seat, o.legal_cards),
        (Some(0), Some(set("Ac 9c 6c 3c 2s")))
    );
    let (rules, input) = hokm2(|d| exchange(d, 4));
    let o = resolve_deal(&rules, &input).unwrap();
    // Two turns each so far: the caller holds its 2 kept cards and 2 drawn ones.
    assert_eq!(o.next_seat, Some(0));
    assert_eq!(o.legal_cards.unwrap().len(), 2 + 2);
    let (rules, mut input) = hokm2(|d| exchange(d, 21));
    let o = resolve_deal(&rules, &input).unwrap();
    assert!(o.valid());
    assert_eq!(o.legal_cards.unwrap().len(), 13);
    let done = play_out(&rules, &mut input, lowest);
    assert!(done.complete);
    assert!(done.tricks.len() >= 7 && done.tricks.len() <= 13);
    assert_eq!(
        done.tricks_won
            .iter()
            .map(|&w| usize::from(w))
            .sum::<usize>(),
        done.tricks.len()
    );
}

#[test]
fn two_players_a_play_before_the_exchange_is_done_is_no_trump() {
    let (rules, input) = hokm2(|d| {
        exchange(d, 20);
        d.plays = cards("Ac");
    });
    assert_eq!(
        code(&resolve_deal(&rules, &input).unwrap()),
        ViolationCode::NoTrump
    );
}

#[test]
fn two_players_discards_and_draws_must_fit_the_exchange() {
    let check = |f: &dyn Fn(&mut Decisions)| {
        let (rules, input) = hokm2(|d| f(d));
        code(&resolve_deal(&rules, &input).unwrap())
    };
    assert_eq!(
        check(&|d| d.discards = Some(vec![cards("6c 3c"), cards("5h 4h")])),
        ViolationCode::DiscardInvalid
    );
    assert_eq!(
        check(&|d| d.discards = Some(vec![cards("6c 3c 2s")])),
        ViolationCode::DiscardInvalid
    );
    assert_eq!(
        check(&|d| d.discards = Some(vec![cards("6c 3c Kc"), cards("5h 4h")])),
        ViolationCode::DiscardInvalid
    );
    assert_eq!(
        check(&|d| d.discards = Some(vec![cards("6c 3c 3c"), cards("5h 4h")])),
        ViolationCode::DiscardInvalid
    );
    assert_eq!(check(&|d| exchange(d, 22)), ViolationCode::DrawsInvalid);
}

#[test]
fn two_player_hands_cannot_be_given_only_their_seed() {
    let (rules, mut input) = hokm2(|_| {});
    input.decisions.seed = None;
    input.decisions.hands = Some(vec![cards("Ac 9c 6c 3c 2s"), cards("Kc Qc 6h 5h 4h")]);
    let e = resolve_deal(&rules, &input).unwrap_err();
    assert_eq!(e[0].code(), "HANDS_WITH_STOCK");
}

// Dummy Rang.

#[test]
fn dummy_rang_scores_each_players_collections_and_the_dummys_for_its_partner() {
    let rules = Preset::DummyRang.rules();
    // Dealer 0, caller 1, seat 3 the dummy (partner of seat 1).
    let s = Script::new(&rules, 0, Some(Suit::Spades))
        .run("shdc", &[3, 3, 3, 0, 0, 2, 2, 1, 1, 3, 0, 2])
        .trick("2h 2d 2s 2c");
    let o = s.resolve_with(|i| i.decisions.dummy = Some(3));
    assert!(o.valid(), "{:?}", o.violation);
    let r = o.result.unwrap();
    assert_eq!(r.points.iter().sum::<i64>(), 13);
    assert_eq!(r.points[3], 0);
    // Seat 3's 3 tricks count for seat 1, who also collected 2; seat 0 takes the last 4.
    assert_eq!(r.points.to_vec(), [6, 5, 2, 0]);
    let e = resolve_deal(&rules, &s.input()).unwrap_err();
    assert_eq!(e[0].code(), "DUMMY_MISSING");
}

// Contract errors.

#[test]
fn hands_that_cannot_have_been_dealt_are_contract_errors_with_their_positions() {
    use crate::court_piece::DealField;
    let rules = Preset::CourtPiece.rules();
    let mut hands = Script::new(&rules, 0, None).hands();
    hands[2][4] = hands[0][0];
    hands[3].pop();
    let input = DealInput {
        dealer: 4,
        previous: Some(Previous {
            kot: true,
            bavney: false,
            party: 2,
        }),
        decisions: Decisions {
            hands: Some(hands),
            trump_change: Some(TrumpChange {
                seat: 7,
                trump: Suit::Clubs,
            }),
            discards: Some(vec![]),
            dummy: Some(1),
            ..Decisions::default()
        },
    };
    let e = resolve_deal(&rules, &input).unwrap_err();
    let found: Vec<_> = e.iter().map(|e| (e.code(), e.at)).collect();
    assert_eq!(
        found,
        [
            ("DEALER_OUT_OF_RANGE", DealField::Dealer),
            ("PARTY_OUT_OF_RANGE", DealField::PreviousParty),
            ("SEAT_OUT_OF_RANGE", DealField::TrumpChangePlayer),
            ("NOT_FOR_THESE_RULES", DealField::Dummy),
            ("NOT_FOR_THESE_RULES", DealField::Discards),
            ("DUPLICATE_CARD", DealField::HandCard { seat: 2, index: 4 }),
            ("WRONG_HAND_SIZE", DealField::Hand { seat: 3 }),
        ]
    );
}

#[test]
fn hands_and_seed_are_one_of_the_two_and_first_five_never_with_a_seed() {
    let rules = Preset::CourtPiece.rules();
    let codes = |d: Decisions| -> Vec<&'static str> {
        resolve_deal(
            &rules,
            &DealInput {
                dealer: 0,
                previous: None,
                decisions: d,
            },
        )
        .unwrap_err()
        .iter()
        .map(|e| e.code())
        .collect()
    };
    let hands = Script::new(&rules, 0, None).hands();
    assert_eq!(
        codes(Decisions {
            hands: Some(hands.clone()),
            seed: Some("x".into()),
            ..Decisions::default()
        }),
        ["HANDS_AND_SEED"]
    );
    assert_eq!(codes(Decisions::default()), ["NO_HANDS_NOR_SEED"]);
    assert_eq!(
        codes(Decisions {
            seed: Some("x".into()),
            first_five: Some(vec![]),
            ..Decisions::default()
        }),
        ["FIRST_FIVE_WITH_SEED"]
    );
    assert_eq!(
        codes(Decisions {
            hands: Some(hands[..3].to_vec()),
            ..Decisions::default()
        }),
        ["WRONG_HAND_COUNT"]
    );
    let h3 = Preset::Hokm3.rules();
    let mut three = Script::new(&h3, 0, None).hands();
    three[0][16] = c("2c");
    let e = resolve_deal(
        &h3,
        &DealInput {
            dealer: 0,
            previous: None,
            decisions: Decisions {
                hands: Some(three),
                ..Decisions::default()
            },
        },
    )
    .unwrap_err();
    assert!(e.iter().any(|e| e.code() == "REMOVED_CARD_DEALT"), "{e:?}");
    let mut ff: Vec<Vec<_>> = hands.iter().map(|h| h[..5].to_vec()).collect();
    ff[1][0] = hands[0][0];
    assert_eq!(
        codes(Decisions {
            hands: Some(hands.clone()),
            first_five: Some(ff),
            ..Decisions::default()
        }),
        ["FIRST_FIVE_NOT_IN_HAND"]
    );
    let _ = CardSet::EMPTY;
}
