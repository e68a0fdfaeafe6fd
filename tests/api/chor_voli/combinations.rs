use crate::helpers::{cv, problems, spawn_app};
use serde_json::{Value, json};

#[tokio::test]
async fn evaluate_gives_category_strength_name_and_canonical_cards() {
    let app = spawn_app();
    let (status, body) = app
        .post_json(
            cv("/combinations/evaluate"),
            &json!({"combinations": [["qh", "AH", "k♥"], ["Ad", "2c", "3h"], ["10c", "10d", "Th"]]}),
        )
        .await;
    assert_eq!(status, 200);
    let r = &body["results"];
    assert_eq!(r[0]["cards"], json!(["Ah", "Kh", "Qh"]));
    assert_eq!(r[0]["category"], "straight-flush");
    assert_eq!(r[0]["name"], "straight flush, A-K-Q");
    assert_eq!(r[1]["cards"], json!(["3h", "2c", "Ad"]));
    assert_eq!(r[1]["category"], "straight");
    assert_eq!(r[2]["category"], "three-of-a-kind");
    assert!(r[0]["strength"].as_u64() > r[1]["strength"].as_u64());
    assert!(r[2]["strength"].as_u64() > r[0]["strength"].as_u64());
}

#[tokio::test]
async fn an_invalid_triple_has_no_category_or_strength_and_says_why() {
    let app = spawn_app();
    let (status, body) = app
        .post_json(
            cv("/combinations/evaluate"),
            &json!({"combinations": [["7h", "Kd", "7c"], ["Ah", "Kh", "9c"]]}),
        )
        .await;
    assert_eq!(status, 200);
    for (result, given) in body["results"]
        .as_array()
        .unwrap()
        .iter()
        .zip([["7h", "Kd", "7c"], ["Ah", "Kh", "9c"]])
    {
        assert_eq!(result["valid"], false);
        assert_eq!(result["cards"], json!(given), "cards in the order given");
        assert!(result.get("category").is_none() && result.get("strength").is_none());
        assert!(result["reason"].as_str().unwrap().len() > 10);
    }
}

#[tokio::test]
async fn rules_change_the_order_three_threes_and_the_ramchi() {
    let app = spawn_app();
    let body =
        json!({"combinations": [["3c", "3d", "3h"], ["Ac", "Ad", "Ah"], ["5h", "3c", "2d"]]});
    let (_, plain) = app.post_json(cv("/combinations/evaluate"), &body).await;
    assert!(plain["results"][0]["strength"].as_u64() < plain["results"][1]["strength"].as_u64());
    assert_eq!(plain["results"][2]["category"], "unrelated");
    let mut with_rules = body.clone();
    with_rules["rules"] = json!({"trips_high": "three", "straights": "ramchi"});
    let (_, varied) = app
        .post_json(cv("/combinations/evaluate"), &with_rules)
        .await;
    assert!(varied["results"][0]["strength"].as_u64() > varied["results"][1]["strength"].as_u64());
    assert_eq!(varied["results"][2]["category"], "straight");
    assert_eq!(varied["results"][2]["name"], "straight, 5-3-2 (ramchi)");
}

#[tokio::test]
async fn strength_is_the_same_in_every_request_under_the_same_rules() {
    let app = spawn_app();
    let one = json!({"combinations": [["9h", "8h", "7h"]]});
    let many =
        json!({"combinations": [["2c", "3d", "5h"], ["9s", "8s", "7s"], ["9h", "8h", "7h"]]});
    let (_, a) = app.post_json(cv("/combinations/evaluate"), &one).await;
    let (_, b) = app.post_json(cv("/combinations/evaluate"), &many).await;
    assert_eq!(a["results"][0]["strength"], b["results"][2]["strength"]);
    assert_eq!(
        b["results"][1]["strength"], b["results"][2]["strength"],
        "suits never break ties"
    );
}

#[tokio::test]
async fn compare_names_the_winner_and_orders_equals_by_input() {
    let app = spawn_app();
    let combos = json!([
        ["9h", "8h", "7h"],
        ["As", "Kd", "Jc"],
        ["9s", "8s", "7s"],
        ["Ac", "Kc", "Qc"]
    ]);
    let (status, body) = app
        .post_json(
            cv("/combinations/compare"),
            &json!({"combinations": combos}),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(body["winner"], 3);
    assert_eq!(body["order"], json!([3, 0, 2, 1]));
    let tie = json!([["9h", "8h", "7h"], ["As", "Kd", "Jc"], ["9s", "8s", "7s"]]);
    let (_, first) = app
        .post_json(cv("/combinations/compare"), &json!({"combinations": tie}))
        .await;
    assert_eq!(first["winner"], 0, "first shown wins by default");
    let (_, last) = app
        .post_json(
            cv("/combinations/compare"),
            &json!({"combinations": tie, "rules": {"ties": "last-shown"}}),
        )
        .await;
    assert_eq!(last["winner"], 2);
    assert_eq!(last["order"], json!([0, 2, 1]));
}

#[tokio::test]
async fn compare_refuses_an_invalid_triple_and_a_single_combination() {
    let app = spawn_app();
    let (status, body) = app
        .post_json(
            cv("/combinations/compare"),
            &json!({"combinations": [["9h", "8h", "7h"], ["7c", "7d", "Kd"]]}),
        )
        .await;
    assert_eq!(status, 422);
    assert_eq!(
        problems(&body),
        [(
            "INVALID_COMBINATION".to_owned(),
            "/combinations/1".to_owned()
        )]
    );
    let (status, body) = app
        .post_json(
            cv("/combinations/compare"),
            &json!({"combinations": [["9h", "8h", "7h"]]}),
        )
        .await;
    assert_eq!(status, 422);
    assert_eq!(problems(&body)[0].0, "WRONG_COMBINATION_COUNT");
}

#[tokio::test]
async fn a_round_goes_to_the_strongest_and_equals_by_the_ties_option() {
    let app = spawn_app();
    let plays = json!([
        {"player": 2, "combination": ["Ah", "Kd", "Jc"]},
        {"player": 3, "combination": ["9h", "8h", "7h"]},
        {"player": 0, "combination": ["9s", "8s", "7s"]},
    ]);
    let (status, body) = app
        .post_json(cv("/rounds/resolve"), &json!({"plays": plays}))
        .await;
    assert_eq!(status, 200);
    assert_eq!(body["winner"], 3);
    assert_eq!(body["plays"][0]["player"], 2);
    assert_eq!(
        body["plays"][1]["combination"]["category"],
        "straight-flush"
    );
    let (_, last) = app
        .post_json(
            cv("/rounds/resolve"),
            &json!({"plays": plays, "rules": {"ties": "last-shown"}}),
        )
        .await;
    assert_eq!(last["winner"], 0);
    let (_, alone) = app
        .post_json(
            cv("/rounds/resolve"),
            &json!({"plays": [{"player": 1, "combination": ["5h", "3c", "2d"]}]}),
        )
        .await;
    assert_eq!(alone["winner"], 1, "a player alone in a round wins it");
}

#[tokio::test]
async fn a_round_refuses_no_plays_a_seat_twice_a_missing_seat_and_a_card_twice() {
    let app = spawn_app();
    let (status, body) = app
        .post_json(cv("/rounds/resolve"), &json!({"plays": []}))
        .await;
    assert_eq!((status, problems(&body)[0].0.as_str()), (422, "NO_PLAYS"));
    let body = json!({"rules": {"preset": "ramchi-3"}, "plays": [
        {"player": 1, "combination": ["9h", "8h", "7h"]},
        {"player": 1, "combination": ["9s", "8s", "7s"]},
        {"player": 3, "combination": ["9h", "Kd", "Jc"]},
        {"player": 0, "combination": ["7c", "7d", "Kd"]},
    ]});
    let (status, body): (u16, Value) = app.post_json(cv("/rounds/resolve"), &body).await;
    assert_eq!(status, 422);
    let found = problems(&body);
    for expected in [
        ("PLAYER_TWICE", "/plays/1/player"),
        ("UNKNOWN_PLAYER", "/plays/2/player"),
        ("DUPLICATE_CARD", "/plays/2/combination/0"),
        ("INVALID_COMBINATION", "/plays/3/combination"),
    ] {
        assert!(
            found.contains(&(expected.0.to_owned(), expected.1.to_owned())),
            "{expected:?} not in {found:?}"
        );
    }
}
