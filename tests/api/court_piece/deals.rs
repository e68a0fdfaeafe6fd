use crate::helpers::{cp, problems, spawn_app};
use serde_json::{Value, json};

fn cards(v: &Value) -> Vec<String> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn four_players_get_13_cards_in_packets_from_the_caller_as_docs_dealing_shows() {
    let app = spawn_app();
    let (status, d) = app
        .post_json(cp("/deals"), &json!({"seed": "golden 1"}))
        .await;
    assert_eq!(status, 200, "{d}");
    // The worked example of docs/dealing.md (Court piece, four players).
    assert_eq!(
        d["seed_sha256"],
        "a65e708bf319065a6e3e2635aae02596bc6cce2467fe91e66b168a07a661c66d"
    );
    assert_eq!(
        (d["dealer"].as_u64(), d["caller"].as_u64()),
        (Some(1), Some(2))
    );
    assert_eq!(
        cards(&d["first_five"][2]),
        ["Ac", "9c", "6c", "3c", "2s"],
        "the caller's first five are the top five cards of the shuffled pack"
    );
    for seat in 0..4 {
        let hand = cards(&d["hands"][seat]);
        assert_eq!(hand.len(), 13);
        for c in cards(&d["first_five"][seat]) {
            assert!(hand.contains(&c), "seat {seat}: {c}");
        }
    }
    assert!(d.get("removed").is_none() && d.get("stock").is_none());
    assert_eq!(d["redeal"], json!({"caller_may": false}));
}

#[tokio::test]
async fn three_players_deal_51_cards_without_the_removed_two() {
    let app = spawn_app();
    let (status, d) = app
        .post_json(
            cp("/deals"),
            &json!({"rules": {"preset": "hokm-3"}, "seed": "golden 1"}),
        )
        .await;
    assert_eq!(status, 200, "{d}");
    assert_eq!(d["removed"], "2c");
    let mut all: Vec<String> = (0..3).flat_map(|s| cards(&d["hands"][s])).collect();
    assert!(
        d["hands"]
            .as_array()
            .unwrap()
            .iter()
            .all(|h| h.as_array().unwrap().len() == 17)
    );
    all.sort();
    all.dedup();
    assert_eq!(all.len(), 51);
    assert!(!all.contains(&"2c".to_owned()));
}

#[tokio::test]
async fn two_players_get_five_each_and_a_stock_of_42_top_first() {
    let app = spawn_app();
    let (status, d) = app
        .post_json(
            cp("/deals"),
            &json!({"rules": {"preset": "hokm-2"}, "seed": "golden 1"}),
        )
        .await;
    assert_eq!(status, 200, "{d}");
    assert_eq!(
        (d["dealer"].as_u64(), d["caller"].as_u64()),
        (Some(1), Some(0))
    );
    assert_eq!(cards(&d["hands"][0]), ["Ac", "9c", "6c", "3c", "2s"]);
    let stock = cards(&d["stock"]);
    assert_eq!(stock.len(), 42);
    assert_eq!(&stock[..3], ["Jd", "Kh", "Tc"]);
    assert_eq!(d["first_five"], d["hands"]);
}

#[tokio::test]
async fn the_same_seed_deals_the_same_cards_and_a_given_dealer_only_moves_the_packets() {
    let app = spawn_app();
    let (_, a) = app.post_json(cp("/deals"), &json!({"seed": "s"})).await;
    let (_, b) = app.post_json(cp("/deals"), &json!({"seed": "s"})).await;
    assert_eq!(a, b);
    let (_, fresh) = app.post_json(cp("/deals"), &json!({})).await;
    assert_eq!(
        fresh["seed"].as_str().unwrap().len(),
        32,
        "a fresh seed is returned"
    );
    let (_, given) = app
        .post_json(cp("/deals"), &json!({"seed": "s", "dealer": 3}))
        .await;
    assert_eq!(
        (given["dealer"].as_u64(), given["caller"].as_u64()),
        (Some(3), Some(0))
    );
}

#[tokio::test]
async fn a_dealer_off_the_table_or_a_seed_too_long_is_a_422_at_its_pointer() {
    let app = spawn_app();
    let (status, body) = app
        .post_json(
            cp("/deals"),
            &json!({"rules": {"preset": "hokm-3"}, "dealer": 3}),
        )
        .await;
    assert_eq!(status, 422);
    assert_eq!(
        problems(&body),
        [("DEALER_OUT_OF_RANGE".to_owned(), "/dealer".to_owned())]
    );
    let (status, body) = app
        .post_json(cp("/deals"), &json!({"seed": "x".repeat(1025)}))
        .await;
    assert_eq!(status, 422);
    assert_eq!(problems(&body)[0].0, "SEED_TOO_LONG");
}
