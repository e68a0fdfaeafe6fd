//! Refusals a newcomer meets first, said so that they point at the fix: a word in `plays`
//! that is not a card, a seat out of range whichever side of the range, a redeal that also
//! names trumps.

use crate::helpers::{TestApp, cp, cv, problems, spawn_app};
use serde_json::{Value, json};

/// The status and the code of the problem at `field` (a 422's error, or a 200's violation).
async fn code_at(app: &TestApp, path: &str, body: &Value, field: &str) -> (u16, String) {
    let (status, answer) = app.post_json(path, body).await;
    let list = if status == 422 {
        &answer["errors"]
    } else {
        &answer["violations"]
    };
    let code = list
        .as_array()
        .into_iter()
        .flatten()
        .find(|e| e["path"] == field)
        .and_then(|e| e["code"].as_str())
        .unwrap_or_else(|| panic!("{path}: nothing at {field}: {answer}"));
    (status, code.to_owned())
}

#[tokio::test]
async fn a_word_in_plays_that_is_not_a_card_is_told_of_the_reveal_keyword() {
    let app = spawn_app();
    // "REVEAL" (the keyword is lower case) and "reveals": not a card, and the message says
    // what a concealed preset accepts there.
    for word in ["REVEAL", "reveals", "Kx"] {
        let body = json!({"rules": {"preset": "dabba-rang"}, "dealer": 0, "seed": "s",
            "bids": [7, null, null, null], "plays": [word]});
        let (status, answer) = app.post_json(cp("/deals/resolve"), &body).await;
        assert_eq!(status, 422, "{answer}");
        let found = problems(&answer);
        assert_eq!(
            found,
            [("UNKNOWN_CARD".into(), "/plays/0".into())],
            "{answer}"
        );
        let message = answer["errors"][0]["message"].as_str().unwrap();
        assert!(
            message.contains("\"reveal\""),
            "{word}: the message says nothing of \"reveal\": {message}"
        );
    }
    // An object or a number in plays: the decoder's refusal names the keyword too.
    for entry in [json!({"card": "Ah"}), json!(7)] {
        let body = json!({"rules": {"preset": "dabba-rang"}, "dealer": 0, "seed": "s",
            "plays": [entry]});
        let (status, answer) = app.post_json(cp("/deals/resolve"), &body).await;
        assert_eq!(status, 422, "{answer}");
        assert_eq!(answer["errors"][0]["path"], "/plays/0", "{answer}");
        let message = answer["errors"][0]["message"].as_str().unwrap();
        assert!(
            message.contains("\"reveal\""),
            "{entry}: the message says nothing of \"reveal\": {message}"
        );
    }
    // The keyword itself is still a request for trumps, not a bad card.
    let body = json!({"rules": {"preset": "dabba-rang"}, "dealer": 0, "seed": "s",
        "plays": ["reveal"]});
    let (status, answer) = app.post_json(cp("/deals/resolve"), &body).await;
    assert_eq!(status, 200, "{answer}");
}

/// A seat field, sent as `seat`, in a body of its endpoint.
fn seat_bodies(seat: i64) -> Vec<(String, &'static str, Value)> {
    let hokm = |extra: Value| {
        let mut body = json!({"rules": {"preset": "hokm"}, "dealer": 0, "seed": "seats",
            "trump": "s"});
        for (k, v) in extra.as_object().unwrap() {
            body[k] = v.clone();
        }
        body
    };
    vec![
        (
            cp("/deals"),
            "/dealer",
            json!({"rules": {"preset": "hokm"}, "seed": "s", "dealer": seat}),
        ),
        (
            cp("/deals/resolve"),
            "/dealer",
            json!({"rules": {"preset": "hokm"}, "seed": "s", "dealer": seat}),
        ),
        (cp("/deals/resolve"), "/view", hokm(json!({"view": seat}))),
        (
            cp("/deals/resolve"),
            "/previous/party",
            json!({"rules": {"preset": "satat"}, "dealer": 0, "seed": "s",
                "previous": {"kot": true, "party": seat}}),
        ),
        (
            cp("/deals/resolve"),
            "/dummy",
            json!({"rules": {"preset": "dummy-rang"}, "dealer": 0, "seed": "s",
                "trump": "s", "dummy": seat}),
        ),
        (
            cp("/deals/resolve"),
            "/trump_change/player",
            json!({"rules": {"preset": "hokm", "trump_change": true}, "dealer": 0,
                "seed": "s", "trump": "s", "trump_change": {"player": seat, "trump": "h"}}),
        ),
        (
            cp("/deals/resolve"),
            "/passes/0/player",
            json!({"rules": {"preset": "satat"}, "dealer": 0, "seed": "s", "trump": "s",
                "previous": {"kot": true, "party": 0},
                "passes": [{"player": seat, "cards": ["2s"], "returned": ["3s"]}]}),
        ),
        (
            cp("/deals/analyse"),
            "/dealer",
            json!({"rules": {"preset": "hokm"}, "seed": "s", "dealer": seat, "trump": "s"}),
        ),
        (
            cp("/games/resolve"),
            "/first_dealer",
            json!({"rules": {"preset": "hokm"}, "first_dealer": seat,
                "deals": [{"seed": "s", "trump": "s"}]}),
        ),
        (
            cp("/games/resolve"),
            "/view",
            json!({"rules": {"preset": "hokm"}, "first_dealer": 0, "view": seat,
                "deals": [{"seed": "s", "trump": "s"}]}),
        ),
        (
            cp("/tricks/resolve"),
            "/plays/0/player",
            json!({"trump": "s", "plays": [{"player": seat, "card": "Ah"},
                {"player": 1, "card": "Kh"}]}),
        ),
        (
            cv("/deals"),
            "/dealer",
            json!({"seed": "s", "dealer": seat}),
        ),
        (
            cv("/deals/resolve"),
            "/dealer",
            json!({"dealer": seat, "players": []}),
        ),
        (
            cv("/games/resolve"),
            "/first_dealer",
            json!({"chips": [5, 5, 5, 5], "first_dealer": seat, "deals": []}),
        ),
        (
            cv("/rounds/resolve"),
            "/plays/0/player",
            json!({"plays": [{"player": seat, "combination": ["Ah", "Kh", "Qh"]},
                {"player": 1, "combination": ["2c", "3d", "5h"]}]}),
        ),
        (
            cv("/partitions/advise"),
            "/seat",
            json!({"hand": ["Ah","Kh","Qh","7c","7d","7s","Js","Td","9c","5h","3c","2d","4s"],
                "seat": seat, "dealer": 0, "samples": 10}),
        ),
        (
            cv("/partitions/advise"),
            "/dealer",
            json!({"hand": ["Ah","Kh","Qh","7c","7d","7s","Js","Td","9c","5h","3c","2d","4s"],
                "seat": 0, "dealer": seat, "samples": 10}),
        ),
    ]
}

/// `view: -1` was `INVALID_VALUE` (the decoder's) and `view: 4` `SEAT_OUT_OF_RANGE` (the
/// engine's): one code for a seat out of range, whichever side, in every seat field of both
/// families (a dealer's is `DEALER_OUT_OF_RANGE`, a Chor Voli round's player
/// `UNKNOWN_PLAYER`, as the engines name them above the range), and in the one party field
/// (`previous.party`: `PARTY_OUT_OF_RANGE`).
#[tokio::test]
async fn a_seat_below_the_range_has_the_code_of_a_seat_above_it_in_every_seat_field() {
    let app = spawn_app();
    let low = seat_bodies(-1);
    let high = seat_bodies(9);
    for ((path, field, below), (_, _, above)) in low.iter().zip(&high) {
        let (status_below, code_below) = code_at(&app, path, below, field).await;
        let (status_above, code_above) = code_at(&app, path, above, field).await;
        assert_eq!(status_below, 422, "{path} {field} -1");
        assert_eq!(status_above, 422, "{path} {field} 9");
        assert!(
            code_above.ends_with("_OUT_OF_RANGE") || code_above == "UNKNOWN_PLAYER",
            "{path} {field} 9: {code_above}"
        );
        assert_eq!(
            code_below, code_above,
            "{path} {field}: -1 is {code_below}, 9 is {code_above}"
        );
    }
}

#[tokio::test]
async fn a_callers_redeal_that_also_names_trumps_is_trump_not_allowed() {
    let app = spawn_app();
    for (preset, decision, field) in [
        ("satat", json!({"trump": "s"}), "trump"),
        ("trup-kasiet", json!({"trump": "s"}), "trump"),
        ("trup-kasiet", Value::Null, "trump_card"),
    ] {
        let (status, dealt) = app
            .post_json(
                cp("/deals"),
                &json!({"rules": {"preset": preset}, "seed": "redeal 3", "dealer": 0}),
            )
            .await;
        assert_eq!(status, 200, "{dealt}");
        assert_eq!(dealt["redeal"]["caller_may"], true, "{preset}: {dealt}");
        let mut body = json!({"rules": {"preset": preset}, "seed": "redeal 3", "dealer": 0,
            "redeal": {"by": "caller"}});
        // The redeal alone is allowed.
        let (status, alone) = app.post_json(cp("/deals/resolve"), &body).await;
        assert_eq!(status, 200, "{alone}");
        assert_eq!(alone["valid"], true, "{preset}: {alone}");
        assert_eq!(alone["result"]["kind"], "redeal", "{preset}: {alone}");
        if field == "trump_card" {
            body["trump_card"] = dealt["first_five"][1][0].clone();
        } else {
            body[field] = decision[field].clone();
        }
        let (status, answer) = app.post_json(cp("/deals/resolve"), &body).await;
        assert_eq!(status, 200, "{answer}");
        assert_eq!(answer["valid"], false, "{preset} {field}: {answer}");
        let v = &answer["violations"][0];
        assert_eq!(v["code"], "TRUMP_NOT_ALLOWED", "{preset} {field}: {answer}");
        let message = v["message"].as_str().unwrap();
        assert!(
            message.contains("a redeal names no trump"),
            "{preset} {field}: {message}"
        );
        assert_eq!(answer["complete"], false, "{preset} {field}: {answer}");
    }
}
