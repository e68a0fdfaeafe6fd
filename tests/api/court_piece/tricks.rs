use crate::helpers::{cp, problems, spawn_app};
use serde_json::{Value, json};

async fn trick(body: Value) -> (u16, Value) {
    spawn_app().post_json(cp("/tricks/resolve"), &body).await
}

fn plays(cards: &[&str]) -> Value {
    // Seats 1, 2, 3, 0 in turn: the caller of dealer 0 leads.
    Value::Array(
        cards
            .iter()
            .enumerate()
            .map(|(i, c)| json!({"player": (i + 1) % 4, "card": c}))
            .collect(),
    )
}

#[tokio::test]
async fn the_articles_trick_goes_to_the_king_of_trumps() {
    // Seed article: with trumps spades, 7♦ led, then K♠, 6♠, Q♦: the K♠ wins.
    let (status, body) =
        trick(json!({"trump": "s", "plays": plays(&["7d", "Ks", "6s", "Qd"])})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        body,
        json!({"winner": 2, "winning_card": "Ks", "led_suit": "d"})
    );
    // Without trumps the highest diamond wins; a suit may be given as a symbol or capital.
    let (_, body) = trick(json!({"trump": null, "plays": plays(&["7d", "Ks", "6s", "Qd"])})).await;
    assert_eq!(body["winning_card"], "Qd");
    let (_, body) = trick(json!({"trump": "♠", "plays": plays(&["7d", "Ks", "6s", "Qd"])})).await;
    assert_eq!(body["winning_card"], "Ks");
    let (_, body) = trick(json!({"trump": "S", "plays": plays(&["7d", "Ks", "As", "Qd"])})).await;
    assert_eq!(
        (body["winner"].as_u64(), body["winning_card"].as_str()),
        (Some(3), Some("As"))
    );
}

#[tokio::test]
async fn under_first_void_the_first_card_off_the_led_suit_sets_trumps() {
    let (status, body) = trick(json!({"rules": {"preset": "be-ranga"},
        "plays": plays(&["7d", "3c", "Ac", "Ad"])}))
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        body,
        json!({"winner": 3, "winning_card": "Ac", "led_suit": "d", "trump_set": "c"})
    );
}

#[tokio::test]
async fn satats_two_of_hearts_beats_the_ace_of_trumps() {
    let (status, body) = trick(json!({"rules": {"preset": "satat"}, "trump": "s",
        "plays": plays(&["As", "2h", "Ks", "Qs"])}))
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        (body["winner"].as_u64(), body["winning_card"].as_str()),
        (Some(2), Some("2h"))
    );
    // Outside Satat the 2♥ is a small heart.
    let (_, body) = trick(json!({"trump": "s", "plays": plays(&["As", "2h", "Ks", "Qs"])})).await;
    assert_eq!(body["winning_card"], "As");
}

#[tokio::test]
async fn a_trick_refuses_one_play_a_seat_twice_a_card_twice_and_a_bad_suit() {
    let (status, body) = trick(json!({"plays": [{"player": 0, "card": "As"}]})).await;
    assert_eq!(status, 422);
    assert_eq!(
        problems(&body)[0],
        ("WRONG_PLAY_COUNT".to_owned(), "/plays".to_owned())
    );
    let (status, body) = trick(json!({"trump": "x", "plays": [
        {"player": 0, "card": "As"}, {"player": 0, "card": "As"}, {"player": 9, "card": "Kq"}]}))
    .await;
    assert_eq!(status, 422);
    let found = problems(&body);
    for expected in [
        ("UNKNOWN_SUIT", "/trump"),
        ("UNKNOWN_CARD", "/plays/2/card"),
    ] {
        assert!(
            found.contains(&(expected.0.to_owned(), expected.1.to_owned())),
            "{expected:?} in {found:?}"
        );
    }
    let (status, body) = trick(json!({"plays": [
        {"player": 0, "card": "As"}, {"player": 0, "card": "As"}, {"player": 9, "card": "Ks"}]}))
    .await;
    assert_eq!(status, 422);
    let found = problems(&body);
    for expected in [
        ("SEAT_TWICE", "/plays/1/player"),
        ("DUPLICATE_CARD", "/plays/1/card"),
        ("SEAT_OUT_OF_RANGE", "/plays/2/player"),
    ] {
        assert!(
            found.contains(&(expected.0.to_owned(), expected.1.to_owned())),
            "{expected:?} in {found:?}"
        );
    }
    let (status, body) = trick(json!({"rules": {"preset": "hokm-3"}, "plays": [
        {"player": 0, "card": "2c"}, {"player": 1, "card": "3c"}]}))
    .await;
    assert_eq!(status, 422);
    assert_eq!(problems(&body)[0].0, "REMOVED_CARD_DEALT");
}

#[tokio::test]
async fn a_trick_goes_round_in_seat_order_from_its_leader() {
    // Seats 1, 3, 2, 0: seat 3 plays before seat 2, its turn.
    let body = json!({"plays": [
        {"player": 1, "card": "Ah"}, {"player": 3, "card": "Kh"},
        {"player": 2, "card": "2h"}, {"player": 0, "card": "3h"}]});
    let (status, answer) = trick(body).await;
    assert_eq!(status, 422, "{answer}");
    assert_eq!(
        problems(&answer),
        [("SEAT_OUT_OF_TURN".to_owned(), "/plays/1/player".to_owned())]
    );
    assert_eq!(
        answer["errors"][0]["message"],
        "seat 3 plays out of turn: a trick goes round in seat order from its leader, so after seat 1 comes seat 2"
    );
    // Seat 3 leading, then 0, 1, 2: round the table, in order.
    let (status, answer) = trick(json!({"plays": [
        {"player": 3, "card": "Ah"}, {"player": 0, "card": "Kh"},
        {"player": 1, "card": "2h"}, {"player": 2, "card": "3h"}]}))
    .await;
    assert_eq!(
        (status, answer["winner"].as_u64()),
        (200, Some(3)),
        "{answer}"
    );
}
