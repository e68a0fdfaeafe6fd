//! Concealed trumps (Trup kasiet, Dabba Rang) and views, rule by rule and settled point by
//! settled point, on two deals worked by hand.
//!
//! Deal A (Trup kasiet, dealer 3, so the caller and chooser is seat 0), first five first:
//! - seat 0: 9♦ A♣ K♣ A♠ K♠ | Q♠ J♠ A♥ K♥ Q♥ J♥ 10♥ 9♥ (its only diamond is the 9♦)
//! - seat 1: 2♦ 3♦ 4♦ 5♦ 6♦ | 7♦ 8♦ 10♦ J♦ Q♦ K♦ A♦ 2♣
//! - seat 2: 3♣ 4♣ 5♣ 6♣ 7♣ | 8♣ 9♣ 10♣ J♣ Q♣ 2♠ 3♠ 4♠
//! - seat 3: 2♥ 3♥ 4♥ 5♥ 6♥ | 7♥ 8♥ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠
//!
//! Deal B (Dabba Rang, dealer 3, caller 0):
//! - seat 0: twelve clubs A♣ to 3♣, and 2♠
//! - seat 1: twelve diamonds A♦ to 3♦, and A♠
//! - seat 2: twelve hearts A♥ to 3♥, and 2♦
//! - seat 3: eleven spades K♠ to 3♠, 2♣ and 2♥

use crate::cards::Suit;
use crate::court_piece::testkit::{c, cards, set};
use crate::court_piece::{
    DealInput, DealOutcome, Decisions, Preset, ResultKind, Revealed, RevealedBy, Rules, View,
    Viewer, ViolationCode, resolve_deal, resolve_game,
};

fn deal_a_hands() -> Vec<Vec<crate::cards::Card>> {
    [
        "9d Ac Kc As Ks Qs Js Ah Kh Qh Jh Th 9h",
        "2d 3d 4d 5d 6d 7d 8d Td Jd Qd Kd Ad 2c",
        "3c 4c 5c 6c 7c 8c 9c Tc Jc Qc 2s 3s 4s",
        "2h 3h 4h 5h 6h 7h 8h 5s 6s 7s 8s 9s Ts",
    ]
    .iter()
    .map(|h| cards(h))
    .collect()
}

/// Deal A under Trup kasiet with the 9♦ face down and `plays`.
fn trup(plays: &str) -> (Rules, DealInput) {
    let hands = deal_a_hands();
    let first_five = hands.iter().map(|h| h[..5].to_vec()).collect();
    let input = DealInput {
        dealer: 3,
        previous: None,
        decisions: Decisions {
            hands: Some(hands),
            first_five: Some(first_five),
            trump_card: Some(c("9d")),
            plays: cards(plays),
            ..Decisions::default()
        },
    };
    (Preset::TrupKasiet.rules(), input)
}

fn deal_b_hands() -> Vec<Vec<crate::cards::Card>> {
    [
        "Ac Kc Qc Jc Tc 9c 8c 7c 6c 5c 4c 3c 2s",
        "Ad Kd Qd Jd Td 9d 8d 7d 6d 5d 4d 3d As",
        "Ah Kh Qh Jh Th 9h 8h 7h 6h 5h 4h 3h 2d",
        "Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2c 2h",
    ]
    .iter()
    .map(|h| cards(h))
    .collect()
}

/// Deal B under Dabba Rang: seat 1 bids `bid` alone and sets the A♠ face down; `plays` may
/// hold `reveal` (a request before the next card).
fn dabba(bid: i64, plays: &str) -> (Rules, DealInput) {
    let mut d = Decisions {
        hands: Some(deal_b_hands()),
        bids: Some(vec![None, Some(bid), None, None]),
        trump_card: Some(c("As")),
        ..Decisions::default()
    };
    for word in plays.split_whitespace() {
        if word == "reveal" {
            d.reveals.push(d.plays.len());
        } else {
            d.plays.push(c(word));
        }
    }
    let input = DealInput {
        dealer: 3,
        previous: None,
        decisions: d,
    };
    (Preset::DabbaRang.rules(), input)
}

fn run((rules, input): (Rules, DealInput)) -> DealOutcome {
    resolve_deal(&rules, &input).unwrap()
}

fn code(o: &DealOutcome) -> ViolationCode {
    o.violation.as_ref().expect("a violation").code
}

fn revealed(o: &DealOutcome) -> Option<Revealed> {
    o.concealed.as_ref().and_then(|c| c.revealed)
}

#[test]
fn trup_kasiet_the_face_down_card_is_out_of_the_hand_and_tricks_are_decided_by_true_trumps() {
    // Trick 1: A♣ 2♣ 3♣ and a spade discard: the ace wins (spades are ruled out, as the 5♠
    // would have won as a trump). Trick 2: seat 1, out of clubs, plays the 2♦, a true
    // trump, and wins it although nobody knows trumps yet.
    let o = run(trup("Ac 2c 3c 5s Kc 2d 4c 6s"));
    assert!(o.valid(), "{:?}", o.violation);
    assert_eq!(o.tricks[0].winner(), Some(0));
    assert_eq!(o.tricks[1].winner(), Some(1));
    assert_eq!(o.trump, Some(Suit::Diamonds));
    let c = o.concealed.as_ref().unwrap();
    assert_eq!(
        (c.chooser, c.trump_card),
        (
            Some(0),
            Some(crate::cards::Card::new(
                crate::cards::Rank::Nine,
                Suit::Diamonds
            ))
        )
    );
    // The 2♦ winning shows diamonds are trumps: revealed by inference at the end of trick 2.
    assert_eq!(
        c.revealed,
        Some(Revealed {
            trick: 2,
            by: RevealedBy::Inference,
            seat: None
        })
    );
    assert_eq!(c.candidate_suits(), Some(vec![Suit::Diamonds]));
    assert!(!c.trump_known(1) && c.trump_known(2));
    // Seat 1 leads a diamond: the 9♦ is back in seat 0's hand, which must follow with it.
    let o = run(trup("Ac 2c 3c 5s Kc 2d 4c 6s 3d 5c 2h"));
    assert_eq!(o.next_seat, Some(0));
    assert_eq!(o.legal_cards, Some(set("9d")));
}

#[test]
fn trup_kasiet_candidates_narrow_trick_by_trick() {
    // After trick 1 clubs, diamonds and hearts are consistent; spades are not.
    let o = run(trup("Ac 2c 3c 5s"));
    let c = o.concealed.as_ref().unwrap();
    assert_eq!(
        c.candidate_suits(),
        Some(vec![Suit::Clubs, Suit::Diamonds, Suit::Hearts])
    );
    assert_eq!(c.revealed, None);
    // Before any trick all four are.
    let o = run(trup(""));
    assert_eq!(o.concealed.unwrap().candidates, Some(0b1111));
}

#[test]
fn trup_kasiet_the_face_down_card_cannot_be_played_while_face_down() {
    let o = run(trup("Ac 2c 3c 5s"));
    assert_eq!(o.next_seat, Some(0));
    assert!(!o.legal_cards.unwrap().contains(c("9d")));
    assert!(!o.hands[0].contains(c("9d")));
    let o = run(trup("Ac 2c 3c 5s 9d"));
    assert_eq!(code(&o), ViolationCode::CardNotHeld);
}

#[test]
fn trup_kasiet_the_two_of_hearts_frees_the_players_after_it_while_trumps_are_unknown() {
    // Deal A with seat 0's 9♥ and seat 3's 2♥ swapped. Seat 0 leads the 2♥: a trump (of
    // the true suit, diamonds) above the ace. Seat 1 holds diamonds, yet may play any card.
    let (rules, mut input) = trup("2h");
    let hands = input.decisions.hands.as_mut().unwrap();
    hands[0][12] = c("2h");
    hands[3][0] = c("9h");
    input.decisions.first_five.as_mut().unwrap()[3][0] = c("9h");
    let o = resolve_deal(&rules, &input).unwrap();
    assert!(o.valid(), "{:?}", o.violation);
    assert_eq!(o.next_seat, Some(1));
    assert_eq!(
        o.legal_cards,
        Some(set("2d 3d 4d 5d 6d 7d 8d Td Jd Qd Kd Ad 2c"))
    );
    input.decisions.plays = cards("2h 2c");
    let o = resolve_deal(&rules, &input).unwrap();
    assert!(o.valid(), "{:?}", o.violation);
    // Without the 2♥, seat 3 follows hearts when hearts are led (Deal A: seat 0 leads A♥,
    // seats 1 and 2 have none).
    let o = run(trup("Ah 2d 2s"));
    assert_eq!(o.next_seat, Some(3));
    assert_eq!(o.legal_cards, Some(set("2h 3h 4h 5h 6h 7h 8h")));
    let o = run(trup("Ah 2d 2s 9s"));
    assert_eq!(code(&o), ViolationCode::MustFollowSuit);
}

#[test]
fn dabba_rang_the_bids_choose_the_chooser_and_are_judged() {
    let (rules, mut input) = dabba(8, "");
    // No bids yet: the deal waits for them, from the caller, with no legal cards.
    input.decisions.bids = None;
    input.decisions.trump_card = None;
    let o = resolve_deal(&rules, &input).unwrap();
    assert!(o.valid() && !o.complete);
    assert_eq!((o.next_seat, o.legal_cards), (Some(0), None));
    // A trump card (or a play) before the bids is BID_INVALID.
    input.decisions.trump_card = Some(c("As"));
    assert_eq!(
        code(&resolve_deal(&rules, &input).unwrap()),
        ViolationCode::BidInvalid
    );
    let bids = |b: Vec<Option<i64>>| {
        let mut i = input.clone();
        i.decisions.bids = Some(b);
        i.decisions.trump_card = None;
        resolve_deal(&rules, &i).unwrap()
    };
    // Out of range, not above an earlier bid, the wrong number.
    for b in [
        vec![Some(6), None, None, None],
        vec![Some(14), None, None, None],
        vec![Some(8), Some(8), None, None],
        vec![Some(9), None, Some(8), None],
        vec![None, None, None],
    ] {
        assert_eq!(code(&bids(b.clone())), ViolationCode::BidInvalid, "{b:?}");
    }
    let o = bids(vec![Some(8), Some(8), None, None]);
    assert_eq!(o.violation.unwrap().seat, Some(1));
    // The highest bidder chooses: the deal waits for seat 2's card, which may be any of its
    // thirteen.
    let o = bids(vec![Some(7), None, Some(9), None]);
    assert_eq!(o.next_seat, Some(2));
    assert_eq!(o.legal_cards.map(|l| l.len()), Some(13));
    let c = o.concealed.unwrap();
    assert_eq!((c.chooser, c.bid), (Some(2), Some(9)));
    // Everybody passes: a redeal by the same dealer.
    let o = bids(vec![None; 4]);
    assert!(o.complete);
    assert_eq!(o.result.unwrap().kind, ResultKind::Redeal);
    assert_eq!((o.next_dealer, o.next_caller), (Some(3), Some(0)));
}

#[test]
fn dabba_rang_asking_for_trumps_is_allowed_only_to_the_other_party_unable_to_follow() {
    // Seat 1 (the chooser, party 1) leads A♦; seat 2 follows with 2♦.
    // Seat 3 (the chooser's partner) may not ask.
    let o = run(dabba(8, "Ad 2d reveal"));
    assert_eq!(code(&o), ViolationCode::RevealNotAllowed);
    assert_eq!(o.violation.as_ref().unwrap().play, Some(2));
    // The leader may not ask.
    assert_eq!(
        code(&run(dabba(8, "reveal Ad"))),
        ViolationCode::RevealNotAllowed
    );
    // Seat 2 can follow diamonds: it may not ask.
    assert_eq!(
        code(&run(dabba(8, "Ad reveal 2d"))),
        ViolationCode::RevealNotAllowed
    );
    // Seat 0 (party 0) has no diamond: it may ask; it holds a trump (2♠), so must play it.
    let o = run(dabba(8, "Ad 2d 3s reveal"));
    assert!(o.valid(), "{:?}", o.violation);
    assert_eq!(o.next_seat, Some(0));
    assert_eq!(o.legal_cards, Some(set("2s")));
    assert_eq!(
        revealed(&o),
        Some(Revealed {
            trick: 1,
            by: RevealedBy::Request,
            seat: Some(0)
        })
    );
    let o = run(dabba(8, "Ad 2d 3s reveal 3c"));
    assert_eq!(code(&o), ViolationCode::MustFollowSuit);
    assert_eq!(o.violation.as_ref().unwrap().play, Some(4));
    // Seat 3's 3♠ beats seat 0's 2♠ and leads trick 2. Once known, nobody asks again.
    let o = run(dabba(8, "Ad 2d 3s reveal 2s Ks reveal"));
    assert_eq!(code(&o), ViolationCode::RevealNotAllowed);
}

#[test]
fn dabba_rang_no_card_cuts_before_the_reveal_and_unrevealed_tricks_go_on_a_heap() {
    // Trick 1: A♦ 2♦, seat 3 plays the 3♠ (a true trump, but "to cut, a player must know
    // the trump suit", and nobody has asked), seat 0 discards 3♣: the suit led decides, seat
    // 1's A♦ wins, and the trick goes on the heap.
    let o = run(dabba(8, "Ad 2d 3s 3c"));
    assert!(o.valid(), "{:?}", o.violation);
    assert_eq!(o.tricks[0].winner(), Some(1));
    assert_eq!(o.tricks[0].winning_card(), Some(c("Ad")));
    assert_eq!((o.heap, o.tricks_won.to_vec()), (1, vec![0, 0]));
    assert_eq!(o.next_seat, Some(1));
    // Trick 2: seat 1 leads K♦; seat 2, out of diamonds, discards 3♥ without asking; seat 3
    // plays the Q♠ while trumps are still concealed; seat 0 asks and must trump: 2♠. The
    // trick of the reveal is decided with trumps, the Q♠ played before the request included:
    // seat 3 wins it and collects the heap with it.
    let o = run(dabba(8, "Ad 2d 3s 3c Kd 3h Qs reveal 2s"));
    assert!(o.valid(), "{:?}", o.violation);
    assert_eq!(o.tricks[1].winner(), Some(3));
    assert_eq!(o.tricks[1].winning_card(), Some(c("Qs")));
    assert_eq!(
        o.tricks[1].collected().map(|c| (c.party, c.tricks)),
        Some((1, 2))
    );
    assert_eq!((o.heap, o.tricks_won.to_vec()), (0, vec![0, 2]));
    let conceal = o.concealed.as_ref().unwrap();
    assert!(!conceal.trump_known(1) && conceal.trump_known(2));
    // Known from then on, trumps cut: seat 3 leads the 2♥, seat 0 discards, seat 1 (out of
    // hearts, the A♠ back in its hand) ruffs, and the A♠ beats seat 2's A♥.
    let o = run(dabba(8, "Ad 2d 3s 3c Kd 3h Qs reveal 2s 2h Ac As Ah"));
    assert!(o.valid(), "{:?}", o.violation);
    assert_eq!(o.tricks[2].winner(), Some(1));
}

#[test]
fn before_reveal_trumps_win_lets_a_concealed_trump_cut_from_the_first_trick() {
    // Deal B with Dabba Rang's tricks decided as Trup kasiet decides them: seat 3's 3♠ wins
    // trick 1 although nobody knows trumps.
    let (mut rules, input) = dabba(8, "Ad 2d 3s 3c");
    rules.before_reveal = Some(crate::court_piece::BeforeReveal::TrumpsWin);
    let o = resolve_deal(&rules, &input).unwrap();
    assert!(o.valid(), "{:?}", o.violation);
    assert_eq!(o.tricks[0].winner(), Some(3));
}

#[test]
fn before_reveal_is_for_concealed_trumps_and_suit_led_needs_asking() {
    use crate::court_piece::{RuleErrorKind, RuleField, RulesOverrides};
    let problems = |preset: &str, value: crate::court_piece::BeforeReveal| {
        Rules::resolve(&RulesOverrides {
            preset: Some(preset.into()),
            before_reveal: Some(value),
            ..RulesOverrides::default()
        })
        .unwrap_err()
        .into_iter()
        .map(|e| (e.field, e.kind))
        .collect::<Vec<_>>()
    };
    assert_eq!(
        problems("hokm", crate::court_piece::BeforeReveal::TrumpsWin),
        vec![(RuleField::BeforeReveal, RuleErrorKind::NeedsConcealed)]
    );
    // Under Trup kasiet's inference the winners tell trumps: with no card cutting, none would.
    assert_eq!(
        problems("trup-kasiet", crate::court_piece::BeforeReveal::SuitLedWins),
        vec![(RuleField::BeforeReveal, RuleErrorKind::NeedsOnDemand)]
    );
}

#[test]
fn dabba_rang_necessity_shows_the_card_at_the_choosers_last_turn() {
    // Nobody asks: every trick goes on the heap until the chooser (seat 1) has only the A♠
    // left. Each player plays their lowest legal card.
    let (rules, mut input) = dabba(7, "");
    let mut o;
    loop {
        o = resolve_deal(&rules, &input).unwrap();
        assert!(o.valid(), "{:?}", o.violation);
        if o.complete || revealed(&o).is_some() {
            break;
        }
        let legal = o.legal_cards.unwrap();
        input.decisions.plays.push(legal.iter().next().unwrap());
    }
    // Seat 1 played twelve cards; its turn in trick 13 shows the card already.
    assert!(!o.complete);
    assert_eq!(o.next_seat, Some(1));
    assert_eq!(o.legal_cards, Some(set("As")));
    let r = revealed(&o).unwrap();
    assert_eq!((r.trick, r.by), (13, RevealedBy::Necessity));
    assert_eq!(o.heap, 12);
    // The A♠ wins trick 13, and seat 1's party collects all thirteen: it made its bid.
    input.decisions.plays.push(c("As"));
    let o = loop {
        let o = resolve_deal(&rules, &input).unwrap();
        if o.complete {
            break o;
        }
        input
            .decisions
            .plays
            .push(o.legal_cards.unwrap().iter().next().unwrap());
    };
    assert_eq!(o.tricks_won.to_vec(), vec![0, 13]);
    let r = o.result.unwrap();
    assert_eq!(
        (r.winner, r.kind, r.against_caller),
        (Some(1), ResultKind::Win, false)
    );
    assert_eq!(r.points.to_vec(), vec![0, 7]);
    // The bidder's party won: the same dealer deals again.
    assert_eq!((o.next_dealer, o.next_caller), (Some(3), Some(0)));
}

#[test]
fn dabba_rang_stops_once_decided_and_scores_the_bid_against_the_bidder() {
    // Bid 13 by seat 1: the first trick the other party collects decides it. Seat 3
    // discards the 2♥; seat 0 asks in trick 1 and ruffs with its 2♠, winning it: party 0
    // has 1 > 13 − 13.
    let o = run(dabba(13, "Ad 2d 2h reveal 2s"));
    assert!(o.complete, "{:?}", o.violation);
    let r = o.result.unwrap();
    assert_eq!(
        (r.winner, r.kind, r.against_caller),
        (Some(0), ResultKind::Win, true)
    );
    assert_eq!(r.points.to_vec(), vec![13, 0]);
    // The bidder's party lost: the next seat deals.
    assert_eq!((o.next_dealer, o.next_caller), (Some(0), Some(1)));
    // A further card is DEAL_OVER.
    let o = run(dabba(13, "Ad 2d 2h reveal 2s Ac"));
    assert_eq!(code(&o), ViolationCode::DealOver);
}

#[test]
fn concealed_refusals_name_and_ask_nothing_the_rules_do_not_have() {
    // Naming trumps under concealed trumps.
    let (rules, mut input) = trup("");
    input.decisions.trump = Some(Suit::Spades);
    assert_eq!(
        code(&resolve_deal(&rules, &input).unwrap()),
        ViolationCode::TrumpNotAllowed
    );
    // A face-down card outside the caller's first five, or the 2♥.
    for card in ["Qs", "2h"] {
        let (rules, mut input) = trup("");
        input.decisions.trump_card = Some(c(card));
        let o = resolve_deal(&rules, &input).unwrap();
        assert_eq!(code(&o), ViolationCode::TrumpNotAllowed, "{card}");
    }
    // Asking under inferred reveal, or without concealed trumps: REVEAL_NOT_ALLOWED, not a
    // contract error.
    let (rules, mut input) = trup("Ac 2c");
    input.decisions.reveals = vec![2];
    assert_eq!(
        code(&resolve_deal(&rules, &input).unwrap()),
        ViolationCode::RevealNotAllowed
    );
    let hokm = Preset::Hokm.rules();
    let mut input = DealInput {
        dealer: 0,
        previous: None,
        decisions: Decisions {
            seed: Some("reveal".into()),
            trump: Some(Suit::Spades),
            reveals: vec![0],
            ..Decisions::default()
        },
    };
    let o = resolve_deal(&hokm, &input).unwrap();
    assert_eq!(
        (code(&o), o.violation.unwrap().play),
        (ViolationCode::RevealNotAllowed, Some(0))
    );
    // Bids under rules without bidding.
    input.decisions.reveals.clear();
    input.decisions.bids = Some(vec![Some(8)]);
    assert_eq!(
        code(&resolve_deal(&hokm, &input).unwrap()),
        ViolationCode::BidInvalid
    );
}

/// `seat`'s view of `o`.
fn seat_view(o: &DealOutcome, seat: usize) -> View {
    View::new(o.clone(), Viewer::Seat(seat)).unwrap()
}

#[test]
fn views_show_a_seat_its_hand_and_trumps_only_when_it_may_know_them() {
    // Deal B after the bids and card, seat 1 to lead.
    let o = run(dabba(8, ""));
    let chooser = seat_view(&o, 1);
    assert_eq!(chooser.trump, Some(Suit::Spades));
    assert_eq!(
        chooser.concealed.as_ref().unwrap().trump_card,
        Some(c("As"))
    );
    assert_eq!(
        chooser.hand.map(|h| h.len()),
        Some(12),
        "the face-down card is not in the hand"
    );
    assert!(chooser.legal_cards.is_some());
    let other = seat_view(&o, 0);
    assert_eq!(other.trump, None);
    assert_eq!(other.concealed.as_ref().unwrap().trump_card, None);
    assert_eq!(other.legal_cards, None, "not seat 0's turn");
    assert_eq!(
        other.hand,
        Some(set("Ac Kc Qc Jc Tc 9c 8c 7c 6c 5c 4c 3c 2s"))
    );
    assert_eq!(other.dummy_hand, None);
    // Once asked for, the card is shown to everybody.
    let o = run(dabba(8, "Ad 2d 3s reveal"));
    let v = seat_view(&o, 2);
    assert_eq!(v.trump, Some(Suit::Spades));
    assert_eq!(v.concealed.as_ref().unwrap().trump_card, Some(c("As")));
    // Trup kasiet: inferred trumps are known to all, the card to the chooser alone.
    let o = run(trup("Ac 2c 3c 5s Kc 2d 4c 6s"));
    let v = seat_view(&o, 2);
    assert_eq!(v.trump, Some(Suit::Diamonds));
    assert_eq!(v.concealed.as_ref().unwrap().trump_card, None);
    // Another seat's violation names no card.
    let o = run(dabba(8, "Ad 2d 3s reveal 3c"));
    let v = seat_view(&o, 1);
    let violation = v.violation.unwrap();
    assert_eq!(violation.card, None);
    assert!(
        !violation.message.contains('♠') && !violation.message.contains('♣'),
        "{}",
        violation.message
    );
    assert_eq!(v.legal_cards, None);
    // The offender's own view keeps it.
    assert_eq!(seat_view(&o, 0).violation.unwrap().card, Some(c("3c")));
    // The arbiter's view is the outcome's, whole.
    let arbiter = View::new(o.clone(), Viewer::Arbiter).unwrap();
    assert_eq!(arbiter.violation, o.violation);
    assert_eq!((arbiter.hand, arbiter.legal_cards), (None, o.legal_cards));
}

#[test]
fn public_refusals_keep_their_words_in_every_view() {
    // A bid out of range names no card: every seat reads who bid what.
    let (rules, mut input) = dabba(8, "");
    input.decisions.bids = Some(vec![None, Some(9), Some(6), None]);
    let o = resolve_deal(&rules, &input).unwrap();
    for seat in 0..4 {
        let v = seat_view(&o, seat).violation.unwrap();
        assert_eq!(v.message, "player 2 bid 6; a bid is from 7 to 13");
        assert_eq!(v.seat, Some(2));
    }
    // A list of the wrong length is nobody's bid.
    input.decisions.bids = Some(vec![None; 5]);
    let o = resolve_deal(&rules, &input).unwrap();
    assert_eq!(seat_view(&o, 3).violation.unwrap().seat, None);
}

#[test]
fn a_view_of_hands_without_their_first_five_before_trumps_is_refused() {
    // Trup kasiet from hands, nothing decided: each seat holds its first five, which the
    // request does not name.
    let (rules, mut input) = trup("");
    input.decisions.first_five = None;
    input.decisions.trump_card = None;
    let err = crate::court_piece::resolve_view(&rules, &input, Viewer::Seat(2)).unwrap_err();
    assert_eq!(err[0].code(), "FIRST_FIVE_MISSING");
    // The arbiter's answer needs no hands.
    assert!(crate::court_piece::resolve_view(&rules, &input, Viewer::Arbiter).is_ok());
    // A seat past the table is refused, by the entry and by the view itself.
    let err = crate::court_piece::resolve_view(&rules, &input, Viewer::Seat(4)).unwrap_err();
    assert_eq!(err[0].code(), "SEAT_OUT_OF_RANGE");
    let o = resolve_deal(&rules, &input).unwrap();
    assert_eq!(
        View::new(o, Viewer::Seat(7)).map_err(|e| e.code()),
        Err("SEAT_OUT_OF_RANGE")
    );
}

#[test]
fn a_game_of_dabba_rang_scores_bids_and_rotates_by_the_bidders_party() {
    let (rules, first) = dabba(13, "Ad 2d 2h reveal 2s");
    let mut second = first.decisions.clone();
    second.bids = Some(vec![None; 4]);
    second.trump_card = None;
    second.plays.clear();
    second.reveals.clear();
    let game = resolve_game(&rules, 3, &[first.decisions.clone(), second]).unwrap();
    assert_eq!(game.score.to_vec(), vec![13, 0]);
    // Deal 1 lost by the bidder's party: seat 0 deals deal 2; its all-pass redeal keeps it.
    assert_eq!(game.deals[1].dealer, 0);
    assert_eq!((game.next_dealer, game.next_caller), (0, 1));
}
