use crate::helpers::{cv, problems, spawn_app};
use serde_json::{Value, json};

/// 7-7-7 (three of a kind) > A-K-Q of hearts (straight flush) > J-10-9 (straight)
/// > 5-3-2 (unrelated under chor-voli straights), discarding the 4♠.
fn hand() -> Value {
    json!([
        "Ah", "Kh", "Qh", "7c", "7d", "7s", "Js", "Td", "9c", "5h", "3c", "2d", "4s"
    ])
}

fn best() -> Value {
    json!([
        ["7c", "7d", "7s"],
        ["Ah", "Kh", "Qh"],
        ["Js", "Td", "9c"],
        ["5h", "3c", "2d"]
    ])
}

fn codes(list: &Value) -> Vec<&str> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|v| v["code"].as_str().unwrap())
        .collect()
}

async fn validate(body: Value) -> Value {
    let (status, answer) = spawn_app()
        .post_json(cv("/partitions/validate"), &body)
        .await;
    assert_eq!(status, 200, "{answer}");
    answer
}

#[tokio::test]
async fn a_legal_partition_is_valid_with_its_discards_and_the_most_combinations() {
    let answer =
        validate(json!({"hand": hand(), "combinations": best(), "discards": ["4S"]})).await;
    assert_eq!(answer["valid"], true);
    assert_eq!(answer["violations"], json!([]));
    assert_eq!(answer["warnings"], json!([]));
    assert_eq!(answer["discards"], json!(["4s"]));
    assert_eq!(answer["max_combinations"], 4);
    let categories: Vec<&str> = answer["combinations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["category"].as_str().unwrap())
        .collect();
    assert_eq!(
        categories,
        ["three-of-a-kind", "straight-flush", "straight", "unrelated"]
    );
}

#[tokio::test]
async fn combinations_must_be_played_strongest_first() {
    let combos = json!([
        ["Ah", "Kh", "Qh"],
        ["7c", "7d", "7s"],
        ["Js", "Td", "9c"],
        ["5h", "3c", "2d"]
    ]);
    let answer = validate(json!({"hand": hand(), "combinations": combos})).await;
    assert_eq!(answer["valid"], false);
    assert_eq!(codes(&answer["violations"]), ["NOT_DESCENDING"]);
    assert_eq!(answer["violations"][0]["combination"], 1);
}

#[tokio::test]
async fn fewer_combinations_than_possible_warn_unless_maximizing_is_required() {
    let three = json!([["7c", "7d", "7s"], ["Ah", "Kh", "Qh"], ["Js", "Td", "9c"]]);
    let answer = validate(json!({"hand": hand(), "combinations": three})).await;
    assert_eq!(answer["valid"], true);
    assert_eq!(codes(&answer["warnings"]), ["FEWER_THAN_POSSIBLE"]);
    assert_eq!(answer["discards"], json!(["5h", "4s", "3c", "2d"]));
    let strict =
        validate(json!({"rules": {"must_maximize": true}, "hand": hand(), "combinations": three}))
            .await;
    assert_eq!(strict["valid"], false);
    assert_eq!(codes(&strict["violations"]), ["FEWER_THAN_POSSIBLE"]);
}

#[tokio::test]
async fn a_hand_of_the_wrong_size_is_judged_on_nothing_else() {
    let mut short = hand();
    short.as_array_mut().unwrap().pop();
    let answer = validate(json!({"hand": short, "combinations": [["Ah", "Kh", "9c"]]})).await;
    assert_eq!(codes(&answer["violations"]), ["WRONG_HAND_SIZE"]);
    let answer = validate(json!({"hand": [], "combinations": []})).await;
    assert_eq!(codes(&answer["violations"]), ["WRONG_HAND_SIZE"]);
}

#[tokio::test]
async fn bad_entries_are_invalid_results_with_their_violations() {
    let combos = json!([
        ["7c", "7d", "7s"],
        ["Ah", "Kh"],
        ["7c", "Js", "Td"],
        ["As", "Ks", "Qs"],
        ["9c", "3c", "2d"]
    ]);
    let answer =
        validate(json!({"hand": hand(), "combinations": combos, "discards": ["2d", "5h"]})).await;
    assert_eq!(answer["valid"], false);
    let found = codes(&answer["violations"]);
    for code in [
        "TOO_MANY_COMBINATIONS",
        "NOT_THREE_CARDS",
        "CARD_REUSED",
        "CARD_NOT_IN_HAND",
        "INVALID_COMBINATION",
        "DISCARDS_MISMATCH",
    ] {
        assert!(found.contains(&code), "{code} not in {found:?}");
    }
    let results = &answer["combinations"];
    assert_eq!(results[1]["valid"], false);
    assert_eq!(results[1]["cards"], json!(["Ah", "Kh"]));
    assert_eq!(results[2]["valid"], false);
    assert!(results[2]["reason"].as_str().unwrap().contains("7c"));
    assert_eq!(
        results[4]["valid"], false,
        "9-3-2 with two clubs is no combination"
    );
}

#[tokio::test]
async fn cards_that_do_not_parse_are_a_422() {
    let app = spawn_app();
    let body =
        json!({"hand": ["Ah", "Xx"], "combinations": [["Ah", "1h", "Qh"]], "discards": ["zz"]});
    let (status, problem) = app.post_json(cv("/partitions/validate"), &body).await;
    assert_eq!(status, 422);
    let paths: Vec<String> = problems(&problem).into_iter().map(|(_, p)| p).collect();
    assert_eq!(paths, ["/hand/1", "/combinations/0/1", "/discards/0"]);
}

async fn suggest(body: Value) -> Value {
    let (status, answer) = spawn_app()
        .post_json(cv("/partitions/suggest"), &body)
        .await;
    assert_eq!(status, 200, "{answer}");
    answer
}

#[tokio::test]
async fn suggestions_are_legal_distinct_and_best_first() {
    let app = spawn_app();
    for (rules, seed) in [
        (json!({"preset": "chor-voli"}), "s1"),
        (json!({"preset": "ramchi-3"}), "s2"),
        (json!({"preset": "ramchi-4"}), "s3"),
    ] {
        let (_, dealt) = app
            .post_json(cv("/deals"), &json!({"rules": rules, "seed": seed}))
            .await;
        let hand = dealt["hands"][0].clone();
        let answer = suggest(json!({"rules": rules, "hand": hand, "limit": 8})).await;
        let list = answer["suggestions"].as_array().unwrap();
        assert!(!list.is_empty() && list.len() <= 8);
        assert_eq!(answer["complete"], true);
        let mut seen = std::collections::HashSet::new();
        let mut previous: Option<(u64, Vec<u64>)> = None;
        for s in list {
            let check = validate(json!({"rules": rules, "hand": hand, "combinations": s["combinations"], "discards": s["discards"]})).await;
            assert_eq!(check["valid"], true, "{s} does not validate: {check}");
            let mut key: Vec<Vec<String>> =
                serde_json::from_value(s["combinations"].clone()).unwrap();
            key.iter_mut().for_each(|c| c.sort());
            key.sort();
            assert!(seen.insert(key), "a partition is suggested twice");
            let score = (
                s["score"]["combinations"].as_u64().unwrap(),
                serde_json::from_value::<Vec<u64>>(s["score"]["strengths_weakest_first"].clone())
                    .unwrap(),
            );
            if let Some(p) = &previous {
                assert!(*p >= score, "not best first: {p:?} then {score:?}");
            }
            previous = Some(score);
        }
        assert_eq!(list[0]["score"]["combinations"], answer["max_combinations"]);
    }
}

#[tokio::test]
async fn an_illegal_hand_or_limit_is_a_422() {
    let app = spawn_app();
    let (status, problem) = app
        .post_json(
            cv("/partitions/suggest"),
            &json!({"hand": ["Ah", "Ah"], "limit": 51}),
        )
        .await;
    assert_eq!(status, 422);
    let codes: Vec<String> = problems(&problem).into_iter().map(|(c, _)| c).collect();
    assert_eq!(
        codes,
        ["LIMIT_OUT_OF_RANGE", "DUPLICATE_CARD", "WRONG_HAND_SIZE"]
    );
}

#[tokio::test]
async fn a_search_too_long_for_the_request_worker_is_finished_off_it() {
    // Two suits only: many runs and flushes, and a long search at limit 50. Past the
    // inline budget (5 000 nodes by default) the search is run again off the worker, under
    // the full budget: the answer is the engine's own.
    use hakam::cards::Card;
    use hakam::chor_voli::Preset;
    use hakam::chor_voli::solver::{Budget, suggest as solve};
    let hand = [
        "As", "Ah", "Kh", "Qh", "Js", "Jh", "Ts", "Th", "8s", "8h", "7s", "7h", "5h", "4s", "4h",
        "2s", "2h",
    ];
    let set = hand.iter().map(|c| c.parse::<Card>().unwrap()).collect();
    let found = solve(&Preset::Ramchi3.rules(), set, 50, Budget::default());
    assert!(
        found.complete && found.nodes > 5_000,
        "{} nodes",
        found.nodes
    );
    let answer = suggest(json!({"rules": {"preset": "ramchi-3"}, "hand": hand, "limit": 50})).await;
    assert_eq!(answer["complete"], true);
    let list = answer["suggestions"].as_array().unwrap();
    assert_eq!(list.len(), found.suggestions.len());
    for (got, expected) in list.iter().zip(&found.suggestions) {
        let cards: Vec<Vec<String>> = expected
            .combinations
            .iter()
            .map(|c| c.cards().iter().map(Card::to_string).collect())
            .collect();
        assert_eq!(got["combinations"], json!(cards));
    }
}
