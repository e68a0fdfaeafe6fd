//! Deals worked by hand. The base deal (dealer 0, so player 1 leads):
//! - P0: A-A-A > K-Q-J♠ > 10-9-8 > 7-5-2, discarding 3♣
//! - P1: K-K-K > 10-9-8♠ > Q-J-10 > 6-4-2, discarding A♣
//! - P2: 9-8-7♥ > 6-5-4♦ > 5-4-3 > J-9-7♣, discarding Q♦
//! - P3: 4-3-2♠ > Q-6-5♣ > J-6-2♥ > 10-8-7♦, discarding 3♦
//!
//! Round 1 (1, 2, 3, 0 show): AAA wins → P0. Round 2 (P0 leads): K-Q-J♠ → P0.
//! Round 3 (P0 leads): Q-J-10 beats 10-9-8 → P1. Round 4 (P1 leads): the flush J-9-7 → P2.

use crate::helpers::{cv, problems, spawn_app};
use serde_json::{Value, json};

fn partitions() -> Vec<(Vec<[&'static str; 3]>, &'static str)> {
    vec![
        (
            vec![
                ["As", "Ah", "Ad"],
                ["Ks", "Qs", "Js"],
                ["Th", "9d", "8c"],
                ["7s", "5h", "2d"],
            ],
            "3c",
        ),
        (
            vec![
                ["Kh", "Kd", "Kc"],
                ["Ts", "9s", "8s"],
                ["Qh", "Jd", "Tc"],
                ["6s", "4h", "2c"],
            ],
            "Ac",
        ),
        (
            vec![
                ["9h", "8h", "7h"],
                ["6d", "5d", "4d"],
                ["5s", "4c", "3h"],
                ["Jc", "9c", "7c"],
            ],
            "Qd",
        ),
        (
            vec![
                ["4s", "3s", "2s"],
                ["Qc", "6c", "5c"],
                ["Jh", "6h", "2h"],
                ["Td", "8d", "7d"],
            ],
            "3d",
        ),
    ]
}

fn players() -> Vec<Value> {
    partitions()
        .into_iter()
        .map(|(combos, discard)| {
            let mut hand: Vec<&str> = combos.iter().flatten().copied().collect();
            hand.push(discard);
            json!({"hand": hand, "combinations": combos, "discards": [discard]})
        })
        .collect()
}

fn winners(result: &Value) -> Vec<u64> {
    result["rounds"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["winner"].as_u64().unwrap())
        .collect()
}

#[tokio::test]
async fn a_whole_chor_voli_deal_resolves_round_by_round() {
    let app = spawn_app();
    let (status, result) = app
        .post_json(
            cv("/deals/resolve"),
            &json!({"dealer": 0, "players": players()}),
        )
        .await;
    assert_eq!(status, 200, "{result}");
    assert_eq!(result["valid"], true);
    assert_eq!(result["quads"], Value::Null);
    assert_eq!(winners(&result), [0, 0, 1, 2]);
    let leaders: Vec<u64> = result["rounds"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["leader"].as_u64().unwrap())
        .collect();
    assert_eq!(leaders, [1, 0, 0, 1]);
    let shown: Vec<u64> = result["rounds"][0]["plays"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["player"].as_u64().unwrap())
        .collect();
    assert_eq!(shown, [1, 2, 3, 0]);
    assert_eq!(result["rounds"][0]["payout"], 1);
    assert_eq!(result["chips"], json!([1, 0, 0, -1]));
    assert_eq!(result["pool_remaining"], 0);
    assert_eq!(result["next_dealer"], 2);
}

#[tokio::test]
async fn ramchi_4_pays_two_four_six_eight_from_a_pool_of_twenty() {
    let app = spawn_app();
    let body = json!({"rules": {"preset": "ramchi-4"}, "dealer": 0, "players": players(), "pool_carried": 3});
    let (_, result) = app.post_json(cv("/deals/resolve"), &body).await;
    assert_eq!(winners(&result), [0, 0, 1, 2]);
    // P0 wins 2 + 4, P1 6, P2 8; each antes 5; the 3 carried chips stay in the pool.
    assert_eq!(result["chips"], json!([1, 1, 3, -5]));
    assert_eq!(result["pool_remaining"], 3);
}

#[tokio::test]
async fn four_aces_dealt_win_the_whole_pool_without_play() {
    let app = spawn_app();
    let mut players = players();
    // P0 takes the A♣ and P1 the 3♣: P0 holds four aces.
    players[0]["hand"][12] = json!("Ac");
    players[1]["hand"][12] = json!("3c");
    players[0]["combinations"] = Value::Null;
    let (status, result) = app
        .post_json(
            cv("/deals/resolve"),
            &json!({"dealer": 3, "players": players, "pool_carried": 2}),
        )
        .await;
    assert_eq!(status, 200, "{result}");
    assert_eq!(result["quads"], json!({"player": 0, "rank": "A"}));
    assert_eq!(result["rounds"], json!([]));
    assert_eq!(result["chips"], json!([5, -1, -1, -1]));
    assert_eq!(result["pool_remaining"], 0);
    assert_eq!(result["next_dealer"], 0);
}

#[tokio::test]
async fn a_broken_partition_is_the_answer_with_no_rounds_or_chips() {
    let app = spawn_app();
    let mut players = players();
    let combos = players[3]["combinations"].as_array().unwrap().clone();
    players[3]["combinations"] = json!([combos[1], combos[0], combos[2], combos[3]]);
    players[2].as_object_mut().unwrap().remove("combinations");
    players[2].as_object_mut().unwrap().remove("discards");
    let (status, result) = app
        .post_json(
            cv("/deals/resolve"),
            &json!({"dealer": 0, "players": players}),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(result["valid"], false);
    let found: Vec<(u64, &str)> = result["violations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| (v["player"].as_u64().unwrap(), v["code"].as_str().unwrap()))
        .collect();
    assert!(found.contains(&(2, "NO_COMBINATION")), "{found:?}");
    assert!(found.contains(&(3, "NOT_DESCENDING")), "{found:?}");
    for absent in ["rounds", "chips", "pool_remaining", "next_dealer"] {
        assert!(result.get(absent).is_none(), "{absent} present");
    }
}

#[tokio::test]
async fn a_deal_that_cannot_have_been_dealt_is_a_422() {
    let app = spawn_app();
    let mut players = players();
    players[1]["hand"][0] = json!("As"); // P0 holds it too
    let (status, problem) = app
        .post_json(
            cv("/deals/resolve"),
            &json!({"dealer": 0, "players": players, "face_up": "2c"}),
        )
        .await;
    assert_eq!(status, 422);
    let codes: Vec<String> = problems(&problem).into_iter().map(|(c, _)| c).collect();
    assert!(codes.contains(&"DUPLICATE_CARD".to_owned()), "{codes:?}");
    assert!(codes.contains(&"FACE_UP_NOT_DEALT".to_owned()), "{codes:?}");
    let twice = problem["errors"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["code"] == "DUPLICATE_CARD")
        .unwrap();
    assert_eq!(twice["path"], "/players/1/hand/0");
    assert_eq!(
        twice["message"], "As is dealt twice (it is also at /players/0/hand/0)",
        "the message points at the first copy"
    );
    let three = &self::players()[..3];
    let (status, _) = app
        .post_json(
            cv("/deals/resolve"),
            &json!({"dealer": 0, "players": three}),
        )
        .await;
    assert_eq!(status, 422);
}

#[tokio::test]
async fn dealing_is_reproducible_from_the_seed_and_independent_of_the_dealer() {
    let app = spawn_app();
    let (_, a) = app
        .post_json(cv("/deals"), &json!({"seed": "table 7, deal 12"}))
        .await;
    let (_, b) = app
        .post_json(
            cv("/deals"),
            &json!({"seed": "table 7, deal 12", "dealer": 2}),
        )
        .await;
    assert_eq!(a["hands"], b["hands"]);
    assert_eq!(b["dealer"], 2);
    assert_eq!(a["seed_sha256"].as_str().unwrap().len(), 64);
    let mut seen = std::collections::HashSet::new();
    for hand in a["hands"].as_array().unwrap() {
        assert_eq!(hand.as_array().unwrap().len(), 13);
        for card in hand.as_array().unwrap() {
            assert!(seen.insert(card.as_str().unwrap().to_owned()));
        }
    }
    assert_eq!(seen.len(), 52);
    let (_, fresh) = app
        .post_json(cv("/deals"), &json!({"rules": {"preset": "ramchi-3"}}))
        .await;
    assert_eq!(fresh["seed"].as_str().unwrap().len(), 32);
    assert!(fresh["face_up"].is_string());
    assert_eq!(fresh["hands"][2].as_array().unwrap().len(), 17);
}

#[tokio::test]
async fn a_game_follows_the_dealers_and_ends_when_a_player_cannot_ante() {
    let app = spawn_app();
    let deal = json!({"players": players()});
    let (status, game) = app
        .post_json(
            cv("/games/resolve"),
            &json!({"chips": [5, 5, 5, 5], "first_dealer": 0, "deals": [deal, deal]}),
        )
        .await;
    assert_eq!(status, 200, "{game}");
    assert_eq!(game["deals"][0]["dealer"], 0);
    assert_eq!(game["deals"][1]["dealer"], 2);
    assert_eq!(game["deals"][0]["chips_after"], json!([6, 5, 5, 4]));
    assert_eq!(game["chips"], json!([7, 5, 5, 3]));
    assert_eq!(game["finished"], false);
    assert_eq!(game["leaders"], json!([0]));
    let (status, game) = app
        .post_json(
            cv("/games/resolve"),
            &json!({"chips": [1, 1, 1, 1], "first_dealer": 0, "deals": [deal]}),
        )
        .await;
    assert_eq!(status, 200);
    assert_eq!(
        (game["finished"].clone(), game["reason"].clone()),
        (json!(true), json!("cannot-ante"))
    );
    let (status, problem) = app
        .post_json(
            cv("/games/resolve"),
            &json!({"chips": [1, 1, 1, 1], "first_dealer": 0, "deals": [deal, deal]}),
        )
        .await;
    assert_eq!(status, 422);
    assert_eq!(
        problems(&problem)[0],
        ("GAME_FINISHED".to_owned(), "/deals/1".to_owned())
    );
}

#[tokio::test]
async fn a_seed_is_limited_in_characters_as_the_schema_counts_them() {
    let app = spawn_app();
    let wide = "♠".repeat(1024); // 3 072 bytes, 1 024 characters
    let (status, _) = app.post_json(cv("/deals"), &json!({"seed": wide})).await;
    assert_eq!(status, 200);
    let (status, problem) = app
        .post_json(cv("/deals"), &json!({"seed": "x".repeat(1025)}))
        .await;
    assert_eq!(
        (status, problems(&problem)[0].0.as_str()),
        (422, "SEED_TOO_LONG")
    );
}

#[tokio::test]
async fn integers_may_be_written_as_integral_numbers_but_not_fractions() {
    let app = spawn_app();
    let (status, dealt) = app
        .post_json(cv("/deals"), &json!({"seed": "x", "dealer": 1.0}))
        .await;
    assert_eq!((status, dealt["dealer"].as_u64()), (200, Some(1)));
    let (status, problem) = app
        .post_json(cv("/deals"), &json!({"seed": "x", "dealer": 1.5}))
        .await;
    assert_eq!((status, problems(&problem)[0].1.as_str()), (422, "/dealer"));
}
