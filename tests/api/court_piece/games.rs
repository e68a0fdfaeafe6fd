use crate::helpers::{cp, problems, spawn_app};
use serde_json::{Value, json};

/// A Hokm deal from `seed` with dealer `dealer` played to its end by the first legal card.
async fn finished_deal(seed: &str, dealer: u64) -> Value {
    let app = spawn_app();
    let mut body = json!({"rules": {"preset": "hokm"}, "dealer": dealer, "seed": seed, "trump": "s", "plays": []});
    for _ in 0..=52 {
        let (status, answer) = app.post_json(cp("/deals/resolve"), &body).await;
        assert_eq!(status, 200, "{answer}");
        if answer["complete"] == true {
            body.as_object_mut().unwrap().remove("rules");
            body.as_object_mut().unwrap().remove("dealer");
            return body;
        }
        let card = answer["legal_cards"][0].clone();
        body["plays"].as_array_mut().unwrap().push(card);
    }
    panic!("no end");
}

#[tokio::test]
async fn a_game_follows_the_dealer_from_each_result_and_adds_the_points() {
    let app = spawn_app();
    let first = finished_deal("game 1", 0).await;
    let (status, one) = app
        .post_json(
            cp("/games/resolve"),
            &json!({"rules": {"preset": "hokm"}, "first_dealer": 0, "deals": [first]}),
        )
        .await;
    assert_eq!(status, 200, "{one}");
    let deal = &one["deals"][0];
    assert_eq!(
        (deal["dealer"].as_u64(), deal["caller"].as_u64()),
        (Some(0), Some(1))
    );
    assert_eq!(deal["valid"], true);
    assert_eq!(deal["score_after"], one["score"]);
    assert_eq!(deal["score_after"], deal["result"]["points"]);
    // The second deal is dealt by whoever the first result says.
    let next_dealer = one["next_dealer"].as_u64().unwrap();
    let second = finished_deal("game 2", next_dealer).await;
    let (_, two) = app
        .post_json(
            cp("/games/resolve"),
            &json!({"rules": {"preset": "hokm"}, "first_dealer": 0, "deals": [first, second]}),
        )
        .await;
    assert_eq!(two["deals"][1]["dealer"].as_u64(), Some(next_dealer));
    let total: Vec<i64> = (0..2)
        .map(|p| {
            (0..2)
                .map(|d| two["deals"][d]["result"]["points"][p].as_i64().unwrap())
                .sum()
        })
        .collect();
    assert_eq!(two["score"], json!(total));
    assert_eq!(two["finished"], false, "Hokm plays to 7");
}

#[tokio::test]
async fn only_the_last_deal_of_a_game_may_be_in_progress() {
    let app = spawn_app();
    let open = json!({"seed": "x", "trump": "s"});
    let (status, body) = app
        .post_json(
            cp("/games/resolve"),
            &json!({"first_dealer": 0, "deals": [open, open]}),
        )
        .await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(
        problems(&body)[0],
        ("DEAL_IN_PROGRESS".to_owned(), "/deals/0".to_owned())
    );
    let (status, body) = app
        .post_json(
            cp("/games/resolve"),
            &json!({"first_dealer": 0, "deals": [open]}),
        )
        .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["deals"][0]["complete"], false);
    let (status, body) = app
        .post_json(
            cp("/games/resolve"),
            &json!({"first_dealer": 0, "deals": []}),
        )
        .await;
    assert_eq!(status, 422);
    assert_eq!(problems(&body)[0].0, "WRONG_DEAL_COUNT");
    let (status, body) = app
        .post_json(
            cp("/games/resolve"),
            &json!({"first_dealer": 0, "deals": [{"seed": "x", "plays": ["Qq"]}]}),
        )
        .await;
    assert_eq!(status, 422);
    assert_eq!(
        problems(&body)[0],
        ("UNKNOWN_CARD".to_owned(), "/deals/0/plays/0".to_owned())
    );
}
