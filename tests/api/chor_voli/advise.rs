//! `POST /v1/chor-voli/partitions/advise`: partitions scored by the chips they win per deal.

use crate::helpers::{cv, expect_problem, problems, spawn_app};
use serde_json::{Value, json};

const HAND: [&str; 13] = [
    "Ah", "Kh", "Qh", "7c", "7d", "7s", "Js", "Td", "9c", "5h", "3c", "2d", "4s",
];

/// Seat 1 of "table 7, deal 12" under ramchi-3, holding the 2♦; 9♣ is face up.
const HOLDER: [&str; 17] = [
    "Ad", "Qd", "Jh", "Jd", "Ts", "Tc", "9h", "8s", "8d", "7s", "7h", "5s", "5d", "3d", "2s", "2h",
    "2d",
];

async fn advise(body: Value) -> Value {
    let (status, answer) = spawn_app().post_json(cv("/partitions/advise"), &body).await;
    assert_eq!(status, 200, "{answer}");
    answer
}

fn estimate_holds(mean: &Value, ci95: &Value) {
    let mean = mean.as_f64().unwrap();
    let (low, high) = (ci95[0].as_f64().unwrap(), ci95[1].as_f64().unwrap());
    assert!(
        low <= mean && mean <= high,
        "{mean} outside [{low}, {high}]"
    );
}

#[tokio::test]
async fn the_documented_example_is_answered_and_the_same_request_gets_the_same_answer() {
    let app = spawn_app();
    let spec: Value = app.get("/openapi.json").await.json().await.unwrap();
    let example = spec["components"]["schemas"]["chor_voli.AdviseRequest"]["example"].clone();
    assert!(example.is_object(), "the request schema has an example");
    let first = app.post(cv("/partitions/advise"), &example).await;
    assert_eq!(first.status().as_u16(), 200);
    let first = first.text().await.unwrap();
    let again = app
        .post(cv("/partitions/advise"), &example)
        .await
        .text()
        .await
        .unwrap();
    assert_eq!(first, again);
    let answer: Value = serde_json::from_str(&first).unwrap();
    assert_eq!(answer["seed"], "table 7, deal 12");
    assert_eq!(answer["samples"], 500);
    let candidates = answer["candidates"].as_array().unwrap();
    // Three of the solver's, and the named three-combination partition.
    assert_eq!(candidates.len(), 4);
    assert_eq!(answer["requested"], json!([3]));
    assert_eq!(answer["baseline"], 0);
    assert_eq!(answer["complete"], true);
    assert!(answer["recommended"].as_u64().unwrap() < 4);
    for (i, c) in candidates.iter().enumerate() {
        estimate_holds(&c["mean_chips"], &c["ci95"]);
        estimate_holds(&c["gain"]["mean"], &c["gain"]["ci95"]);
        let p = c["p_positive"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&p));
        assert!(c.get("exchanged").is_none(), "no exchange under chor-voli");
        assert_eq!(c["suggested"], if i < 3 { json!(i) } else { Value::Null });
    }
    assert_eq!(
        candidates[0]["gain"],
        json!({"mean": 0.0, "ci95": [0.0, 0.0]})
    );
    // suggest's first choice is candidate 0.
    let (_, suggested) = app
        .post_json(
            cv("/partitions/suggest"),
            &json!({"hand": HAND, "limit": 1}),
        )
        .await;
    assert_eq!(
        candidates[0]["combinations"],
        suggested["suggestions"][0]["combinations"]
    );
    let best = &candidates[answer["recommended"].as_u64().unwrap() as usize];
    let top = candidates
        .iter()
        .map(|c| c["mean_chips"].as_f64().unwrap())
        .fold(f64::MIN, f64::max);
    assert_eq!(best["mean_chips"].as_f64().unwrap(), top);
}

#[tokio::test]
async fn four_aces_take_the_pool_in_every_sample() {
    let hand = json!([
        "As", "Ah", "Ad", "Ac", "Ks", "Qh", "Jd", "Tc", "9s", "8h", "7d", "6c", "5s"
    ]);
    let answer = advise(json!({"hand": hand, "candidates": 2, "samples": 50})).await;
    for c in answer["candidates"].as_array().unwrap() {
        assert_eq!(c["mean_chips"], 3.0);
        assert_eq!(c["ci95"], json!([3.0, 3.0]));
        assert_eq!(c["p_positive"], 1.0);
    }
}

#[tokio::test]
async fn the_holder_of_the_two_of_diamonds_is_advised_with_and_without_the_exchange() {
    let rules = json!({"preset": "ramchi-3"});
    let body = json!({"rules": rules, "hand": HOLDER, "seat": 1, "dealer": 2, "face_up": "9c",
        "candidates": 2, "samples": 100, "seed": "exchange"});
    let answer = advise(body.clone()).await;
    let flags: Vec<&Value> = answer["candidates"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| &c["exchanged"])
        .collect();
    assert_eq!(
        flags,
        [&json!(false), &json!(false), &json!(true), &json!(true)]
    );
    let exchanged = &answer["candidates"][2];
    let held: Vec<&Value> = exchanged["combinations"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|c| c.as_array().unwrap())
        .chain(exchanged["discards"].as_array().unwrap())
        .collect();
    assert!(held.contains(&&json!("9c")) && !held.contains(&&json!("2d")));
    // Without the face-up card (each sample deals one) there is no exchange to weigh.
    let mut unknown = body;
    unknown["face_up"] = Value::Null;
    let answer = advise(unknown).await;
    let candidates = answer["candidates"].as_array().unwrap();
    assert_eq!(candidates.len(), 2);
    assert!(candidates.iter().all(|c| c.get("exchanged").is_none()));
}

#[tokio::test]
async fn null_optional_fields_are_absent_ones() {
    let nulls = json!({"rules": null, "hand": HAND, "seat": null, "dealer": null, "face_up": null,
        "candidates": 1, "samples": 20, "partitions": null, "seed": null});
    let plain = json!({"hand": HAND, "candidates": 1, "samples": 20});
    let (a, b) = (advise(nulls).await, advise(plain).await);
    assert_eq!(a, b);
    assert_eq!(a["seed"], "");
}

async fn refused(body: Value) -> Vec<(String, String)> {
    let response = spawn_app().post(cv("/partitions/advise"), &body).await;
    problems(&expect_problem(response, 422).await)
}

fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter()
        .map(|(c, p)| (c.to_string(), p.to_string()))
        .collect()
}

#[tokio::test]
async fn every_bad_field_is_listed_with_its_pointer() {
    // What the decoder and the card parser find comes first.
    let body = json!({"hand": ["Ah", "Kh", "1h"], "face_up": "Zz",
        "partitions": [{"combinations": [["Ah", "Kx", "Qh"]], "discards": ["7"]}],
        "seed": "x".repeat(1025)});
    assert_eq!(
        refused(body).await,
        pairs(&[
            ("UNKNOWN_CARD", "/hand/2"),
            ("UNKNOWN_CARD", "/face_up"),
            ("UNKNOWN_CARD", "/partitions/0/combinations/0/1"),
            ("UNKNOWN_CARD", "/partitions/0/discards/0"),
            ("SEED_TOO_LONG", "/seed"),
        ])
    );
    // Then every contract rule of the advisor.
    let body = json!({"hand": ["Ah", "Ah", "Qh"], "seat": 4, "dealer": 7, "face_up": "2c",
        "candidates": 0, "samples": 20001});
    assert_eq!(
        refused(body).await,
        pairs(&[
            ("WRONG_HAND_SIZE", "/hand"),
            ("DUPLICATE_CARD", "/hand/1"),
            ("SEAT_OUT_OF_RANGE", "/seat"),
            ("DEALER_OUT_OF_RANGE", "/dealer"),
            ("FACE_UP_NOT_DEALT", "/face_up"),
            ("CANDIDATES_OUT_OF_RANGE", "/candidates"),
            ("SAMPLES_OUT_OF_RANGE", "/samples"),
        ])
    );
    // A seat inside the schema's 0 to 3 but outside a three-player table, a face-up card in
    // the hand.
    let body = json!({"rules": {"preset": "ramchi-3"}, "hand": HOLDER, "seat": 3,
        "face_up": "2d"});
    assert_eq!(
        refused(body).await,
        pairs(&[
            ("SEAT_OUT_OF_RANGE", "/seat"),
            ("DUPLICATE_CARD", "/face_up")
        ])
    );
}

#[tokio::test]
async fn named_partitions_must_be_legal_for_the_hand_they_say() {
    let body = json!({"hand": HAND, "partitions": [
        {"combinations": [["Ah", "Kh", "Qh"], ["7c", "7d", "7s"]]},
        {"combinations": [["7c", "7d", "7s"], ["Js", "Td", "2d"]],
         "discards": ["Ah", "Kh", "Qh", "9c", "5h", "4s", "3c", "8s"]},
        {"combinations": [["7c", "7d", "7s"]], "exchanged": true},
        {"combinations": [["7c", "7d", "7h"]]}
    ]});
    assert_eq!(
        refused(body).await,
        pairs(&[
            ("NOT_DESCENDING", "/partitions/0/combinations/1"),
            ("INVALID_COMBINATION", "/partitions/1/combinations/1"),
            ("DISCARDS_MISMATCH", "/partitions/1/discards"),
            ("EXCHANGE_NOT_AVAILABLE", "/partitions/2/exchanged"),
            ("CARD_NOT_IN_HAND", "/partitions/3/combinations/0"),
        ])
    );
}

#[tokio::test]
async fn more_work_than_the_configured_bound_is_a_422_before_any_is_done() {
    // 50 candidates × 20 000 samples is a million scorings; the default bound is 400 000.
    let body = json!({"hand": HAND, "candidates": 50, "samples": 20000});
    let response = spawn_app().post(cv("/partitions/advise"), &body).await;
    let problem = expect_problem(response, 422).await;
    assert_eq!(problems(&problem), pairs(&[("TOO_MUCH_WORK", "/samples")]));
    let message = problem["errors"][0]["message"].as_str().unwrap();
    assert!(
        message.contains("1000000") && message.contains("400000"),
        "{message}"
    );
}
