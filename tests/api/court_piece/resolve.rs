use crate::helpers::{TestApp, cp, problems, spawn_app};
use serde_json::{Value, json};

/// The decisions before the first play of a deal dealt from `seed` by dealer 0.
async fn opening(app: &TestApp, preset: &str, seed: &str) -> Value {
    let (status, deal) = app
        .post_json(
            cp("/deals"),
            &json!({"rules": {"preset": preset}, "seed": seed, "dealer": 0}),
        )
        .await;
    assert_eq!(status, 200, "{deal}");
    let mut body = json!({"rules": {"preset": preset}, "dealer": 0, "seed": seed});
    if preset == "trup-kasiet" || preset == "dabba-rang" {
        // The caller (bidding 7 alone in Dabba Rang) sets a card of their first five face
        // down, never the 2♥.
        let card = deal["first_five"][1]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| *c != "2h")
            .unwrap()
            .clone();
        body["trump_card"] = card;
        if preset == "dabba-rang" {
            body["bids"] = json!([7, null, null, null]);
        }
    } else if preset != "be-ranga" {
        // The caller names the suit of the first card of their first five.
        let first = deal["first_five"][1][0].as_str().unwrap();
        body["trump"] = json!(&first[1..]);
    }
    if preset == "hokm-2" {
        let hand = |s: usize| deal["hands"][s].as_array().unwrap().clone();
        body["discards"] = json!([hand(1)[..3], hand(0)[..2]]);
        body["draws"] = json!(vec![true; 21]);
    }
    if preset == "dummy-rang" {
        body["dummy"] = json!(2);
    }
    body
}

/// Plays the first legal card until the deal ends, checking every answer on the way.
async fn play_out(app: &TestApp, mut body: Value) -> Value {
    body["plays"] = json!([]);
    for _ in 0..=52 {
        let (status, answer) = app.post_json(cp("/deals/resolve"), &body).await;
        assert_eq!(status, 200, "{answer}");
        assert_eq!(answer["valid"], true, "{answer}");
        if answer["complete"] == true {
            return answer;
        }
        let legal = answer["legal_cards"]
            .as_array()
            .expect("legal_cards in progress");
        assert!(!legal.is_empty(), "{answer}");
        assert!(answer["next_player"].is_u64());
        body["plays"].as_array_mut().unwrap().push(legal[0].clone());
    }
    panic!("the deal never ended: {body}");
}

#[tokio::test]
async fn every_preset_plays_a_whole_deal_through_the_api() {
    let app = spawn_app();
    for preset in super::PRESETS {
        let body = opening(&app, preset, &format!("api {preset}")).await;
        let end = play_out(&app, body).await;
        let result = &end["result"];
        assert!(
            ["win", "kot", "bavney", "goon-kot"].contains(&result["kind"].as_str().unwrap()),
            "{preset}: {end}"
        );
        assert!(
            end["next_dealer"].is_u64() && end["next_caller"].is_u64(),
            "{preset}"
        );
        let points: i64 = result["points"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p.as_i64().unwrap())
            .sum();
        assert!(points >= 0, "{preset}: {end}");
        let won: u64 = end["tricks_won"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t.as_u64().unwrap())
            .sum();
        let played = end["tricks"].as_array().unwrap().len() as u64;
        assert_eq!(
            won + end["heap"].as_u64().unwrap(),
            played,
            "{preset}: tricks won plus heap are the tricks played"
        );
    }
}

#[tokio::test]
async fn before_trumps_the_caller_is_next_and_a_play_is_no_trump() {
    let app = spawn_app();
    let body = json!({"rules": {"preset": "hokm"}, "dealer": 3, "seed": "golden 1"});
    let (status, answer) = app.post_json(cp("/deals/resolve"), &body).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["complete"], false);
    assert_eq!(answer["caller"], 0);
    assert_eq!(answer["next_player"], 0);
    assert_eq!(answer["legal_cards"].as_array().unwrap().len(), 13);
    assert_eq!(answer["trump"], Value::Null);
    let card = answer["legal_cards"][0].clone();
    let (_, answer) = app
        .post_json(
            cp("/deals/resolve"),
            &json!({"rules": {"preset": "hokm"}, "dealer": 3, "seed": "golden 1", "plays": [card]}),
        )
        .await;
    assert_eq!(answer["valid"], false);
    assert_eq!(answer["violations"][0]["code"], "NO_TRUMP");
    assert_eq!(answer["violations"][0]["play"], 0);
}

#[tokio::test]
async fn before_trumps_the_callers_view_lists_as_legal_only_the_first_five_dealt() {
    let app = spawn_app();
    let body = json!({"rules": {"preset": "hokm"}, "dealer": 3, "seed": "golden 1", "view": 0});
    let (status, answer) = app.post_json(cp("/deals/resolve"), &body).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["next_player"], 0);
    assert_eq!(answer["hand"].as_array().unwrap().len(), 5, "{answer}");
    // The arbiter's legal cards are all thirteen; the caller has been dealt five of them.
    assert_eq!(answer["legal_cards"], answer["hand"], "{answer}");
}

#[tokio::test]
async fn a_card_off_the_led_suit_while_holding_it_stops_the_replay_and_names_the_cards() {
    let app = spawn_app();
    let body = opening(&app, "hokm", "follow").await;
    let mut answer = play_out_to(&app, body.clone(), 1).await;
    // Seat 2 is to play to the first trick: find a card it holds off the led suit while it
    // holds the led suit, if the deal has one.
    let legal: Vec<String> = answer["legal_cards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap().to_owned())
        .collect();
    let (_, deal) = app
        .post_json(
            cp("/deals"),
            &json!({"rules": {"preset": "hokm"}, "seed": "follow", "dealer": 0}),
        )
        .await;
    let hand: Vec<String> = deal["hands"][2]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap().to_owned())
        .collect();
    let Some(off) = hand.iter().find(|c| !legal.contains(c)) else {
        panic!("seed 'follow' should leave seat 2 a card it may not play: {answer}");
    };
    let mut plays = body_plays(&answer);
    plays.push(json!(off));
    let mut body = body;
    body["plays"] = Value::Array(plays);
    let (_, refused) = app.post_json(cp("/deals/resolve"), &body).await;
    answer = refused;
    assert_eq!(answer["valid"], false, "{answer}");
    let v = &answer["violations"][0];
    assert_eq!(v["code"], "MUST_FOLLOW_SUIT");
    assert_eq!(
        (
            v["player"].as_u64(),
            v["play"].as_u64(),
            v["trick"].as_u64()
        ),
        (Some(2), Some(1), Some(1))
    );
    assert_eq!(v["card"], json!(off));
    let message = v["message"].as_str().unwrap();
    assert!(message.starts_with("must follow "), "{message}");
    assert_eq!(answer["legal_cards"].as_array().unwrap().len(), legal.len());
    assert!(answer.get("next_player").is_none());
}

/// The plays of an answer's tricks, in order.
fn body_plays(answer: &Value) -> Vec<Value> {
    answer["tricks"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|t| {
            t["plays"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| p["card"].clone())
        })
        .collect()
}

/// Plays the first legal card `n` times and returns the answer after them.
async fn play_out_to(app: &TestApp, mut body: Value, n: usize) -> Value {
    body["plays"] = json!([]);
    for _ in 0..n {
        let (_, answer) = app.post_json(cp("/deals/resolve"), &body).await;
        let card = answer["legal_cards"][0].clone();
        body["plays"].as_array_mut().unwrap().push(card);
    }
    app.post_json(cp("/deals/resolve"), &body).await.1
}

#[tokio::test]
async fn a_deal_that_cannot_have_been_dealt_is_a_422_at_its_pointer() {
    let app = spawn_app();
    let cases = [
        (json!({"dealer": 0}), "NO_HANDS_NOR_SEED", ""),
        (
            json!({"dealer": 0, "seed": "x", "hands": [[], [], [], []]}),
            "HANDS_AND_SEED",
            "",
        ),
        (
            json!({"rules": {"preset": "hokm-2"}, "dealer": 0, "hands": [["As"], ["Ks"]]}),
            "HANDS_WITH_STOCK",
            "/hands",
        ),
        (
            json!({"dealer": 4, "seed": "x"}),
            "DEALER_OUT_OF_RANGE",
            "/dealer",
        ),
        (
            json!({"dealer": 0, "seed": "x", "plays": ["Zz"]}),
            "UNKNOWN_CARD",
            "/plays/0",
        ),
        (
            json!({"dealer": 0, "seed": "x", "trump": "q"}),
            "UNKNOWN_SUIT",
            "/trump",
        ),
        (
            json!({"dealer": 0, "hands": [["As"], [], [], []]}),
            "WRONG_HAND_SIZE",
            "/hands/0",
        ),
    ];
    for (body, code, pointer) in cases {
        let (status, answer) = app.post_json(cp("/deals/resolve"), &body).await;
        assert_eq!(status, 422, "{body}: {answer}");
        let found = problems(&answer);
        assert!(
            found
                .iter()
                .any(|(c, p)| c == code && (pointer.is_empty() || p == pointer)),
            "{body}: {code} {pointer} not in {found:?}"
        );
    }
}

#[tokio::test]
async fn the_documented_examples_are_legal_deals_in_progress() {
    let app = spawn_app();
    let spec: Value = app.get("/openapi.json").await.json().await.unwrap();
    let schemas = &spec["components"]["schemas"];
    let example = schemas["court_piece.ResolveDealRequest"]["example"].clone();
    let (status, answer) = app.post_json(cp("/deals/resolve"), &example).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["valid"], true, "{answer}");
    assert_eq!(answer["tricks"][0]["winner"], 2, "{answer}");
    let example = schemas["court_piece.GameRequest"]["example"].clone();
    let (status, answer) = app.post_json(cp("/games/resolve"), &example).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["deals"][0]["valid"], true, "{answer}");
}

/// Every example of `deals/resolve` and `games/resolve` in the document is a legal deal (or
/// game) the service accepts, finished or in progress as its summary says.
#[tokio::test]
async fn every_documented_deal_and_game_example_is_legal() {
    let app = spawn_app();
    let spec: Value = app.get("/openapi.json").await.json().await.unwrap();
    for (path, key) in [
        ("/v1/court-piece/deals/resolve", "deals"),
        ("/v1/court-piece/games/resolve", "games"),
    ] {
        let examples =
            &spec["paths"][path]["post"]["requestBody"]["content"]["application/json"]["examples"];
        let examples = examples.as_object().expect("examples");
        assert!(examples.len() >= 2, "{path}");
        for (name, example) in examples {
            let (status, answer) = app.post_json(path, &example["value"]).await;
            assert_eq!(status, 200, "{name}: {answer}");
            if key == "deals" {
                assert_eq!(answer["valid"], true, "{name}: {answer}");
                let summary = example["summary"].as_str().unwrap();
                assert_eq!(
                    answer["complete"],
                    summary.contains("finished"),
                    "{name}: {answer}"
                );
            } else {
                let deals = answer["deals"].as_array().unwrap();
                assert!(deals.iter().all(|d| d["valid"] == true), "{name}: {answer}");
            }
        }
    }
}

#[tokio::test]
async fn concealed_trumps_and_views_on_the_wire() {
    let app = spawn_app();
    let spec: Value = app.get("/openapi.json").await.json().await.unwrap();
    let examples = &spec["paths"]["/v1/court-piece/deals/resolve"]["post"]["requestBody"]["content"]
        ["application/json"]["examples"];
    // The arbiter: trumps, the card, the reveal by request, the heap collected.
    let (_, a) = app
        .post_json(cp("/deals/resolve"), &examples["dabba-rang"]["value"])
        .await;
    assert_eq!(a["trump"], "s", "{a}");
    assert_eq!(a["trump_card"], "As", "{a}");
    assert_eq!(
        (a["chooser"].clone(), a["bid"].clone()),
        (json!(1), json!(13))
    );
    assert_eq!(
        a["revealed"],
        json!({"trick": 1, "by": "request", "player": 0})
    );
    assert_eq!(a["tricks"][0]["trump_known"], true, "{a}");
    assert_eq!(a["result"]["points"], json!([13, 0]), "{a}");
    // Seat 0's view before the reveal: no trumps, no card, no other hand.
    let (status, v) = app
        .post_json(cp("/deals/resolve"), &examples["view"]["value"])
        .await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["trump"], Value::Null, "{v}");
    assert!(v.get("trump_card").is_none(), "{v}");
    assert_eq!(v["view"], 0);
    assert_eq!(v["hand"].as_array().unwrap().len(), 13);
    assert_eq!(v["next_player"], 0);
    assert!(v["legal_cards"].is_array(), "seat 0's turn: {v}");
    // The 'reveal' word and a bad card in plays: the card's own pointer.
    let mut body = examples["view"]["value"].clone();
    body["plays"] = json!(["Ad", "2d", "3s", "reveal", "Xx"]);
    let (status, e) = app.post_json(cp("/deals/resolve"), &body).await;
    assert_eq!(status, 422, "{e}");
    assert!(
        problems(&e)
            .iter()
            .any(|(c, p)| c == "UNKNOWN_CARD" && p == "/plays/4"),
        "{e}"
    );
    // A view of a seat the table does not have.
    let mut body = examples["view"]["value"].clone();
    body["view"] = json!(4);
    let (status, e) = app.post_json(cp("/deals/resolve"), &body).await;
    assert_eq!(status, 422, "{e}");
    assert!(
        problems(&e)
            .iter()
            .any(|(c, p)| c == "SEAT_OUT_OF_RANGE" && p == "/view"),
        "{e}"
    );
    // Rules: concealed options without concealed trumps are refused with their pointers.
    let (status, e) = app
        .post_json(
            cp("/deals/resolve"),
            &json!({"rules": {"reveal": "inferred", "bidding": {"min": 7}}, "dealer": 0, "seed": "x"}),
        )
        .await;
    assert_eq!(status, 422, "{e}");
    let found = problems(&e);
    assert!(
        found
            .iter()
            .any(|(c, p)| c == "NEEDS_CONCEALED" && p == "/rules/reveal"),
        "{e}"
    );
    assert!(
        found
            .iter()
            .any(|(c, p)| c == "NEEDS_CONCEALED" && p == "/rules/bidding"),
        "{e}"
    );
}
