//! Chor Voli and Ramchi requests that break the contract: every problem with its pointer.

use crate::helpers::{cv, expect_problem, problems, spawn_app};
use serde_json::json;

#[tokio::test]
async fn every_bad_card_is_listed_with_its_pointer() {
    let app = spawn_app();
    let body = json!({"combinations": [["AhX", "Kh", " Qh"], ["1h", "2c", "3d"], ["Ah", "Kh"], ["2c", "2c", "2d"]]});
    let response = app.post(cv("/combinations/evaluate"), &body).await;
    let body = expect_problem(response, 422).await;
    let found = problems(&body);
    let expected = [
        ("UNKNOWN_CARD", "/combinations/0/0"),
        ("UNKNOWN_CARD", "/combinations/0/2"),
        ("UNKNOWN_CARD", "/combinations/1/0"),
        ("NOT_THREE_CARDS", "/combinations/2"),
        ("DUPLICATE_CARD", "/combinations/3/1"),
    ];
    let expected: Vec<(String, String)> = expected
        .iter()
        .map(|(c, p)| (c.to_string(), p.to_string()))
        .collect();
    assert_eq!(found, expected);
}

#[tokio::test]
async fn impossible_rules_are_refused_with_a_code_and_pointer_each() {
    let app = spawn_app();
    let cases = [
        (
            json!({"preset": "crash"}),
            "UNKNOWN_PRESET",
            "/rules/preset",
        ),
        (
            json!({"scoring": {"kind": "pool", "ante": 1, "payouts": [1, 1, 1]}}),
            "WRONG_PAYOUT_COUNT",
            "/rules/scoring/payouts",
        ),
        (
            json!({"scoring": {"kind": "pool", "ante": -1, "payouts": [0, 0, 0, 0]}}),
            "NEGATIVE_AMOUNT",
            "/rules/scoring/ante",
        ),
        (
            json!({"scoring": {"kind": "pool", "ante": 1, "payouts": [1, 1, 1, 2]}}),
            "PAYOUTS_EXCEED_POOL",
            "/rules/scoring/payouts",
        ),
        (
            json!({"preset": "ramchi-3", "quads_win": true}),
            "QUADS_WIN_WITHOUT_POOL",
            "/rules/quads_win",
        ),
        (
            json!({"exchange": true}),
            "EXCHANGE_WITHOUT_FACE_UP",
            "/rules/exchange",
        ),
        (
            json!({"straights": "brag"}),
            "INVALID_VALUE",
            "/rules/straights",
        ),
        (json!({"players": 5}), "UNKNOWN_FIELD", "/rules/players"),
        (
            json!({"scoring": {"kind": "pool", "ante": 1, "payouts": [1, 1, 1, 1], "bonus": 2}}),
            "UNKNOWN_FIELD",
            "/rules/scoring/bonus",
        ),
    ];
    for (rules, code, path) in cases {
        let body = json!({"rules": rules, "combinations": [["Ah", "Kh", "Qh"]]});
        let response = app.post(cv("/combinations/evaluate"), &body).await;
        let problem = expect_problem(response, 422).await;
        assert_eq!(
            problems(&problem),
            [(code.to_owned(), path.to_owned())],
            "{rules}"
        );
    }
}

#[tokio::test]
async fn null_optional_fields_are_treated_as_absent() {
    let app = spawn_app();
    let body = json!({"rules": {"preset": null, "ties": null, "scoring": null}, "combinations": [["Ah", "Kh", "Qh"]]});
    let (status, _) = app.post_json(cv("/combinations/evaluate"), &body).await;
    assert_eq!(status, 200);
    let (status, _) = app
        .post_json(
            cv("/combinations/evaluate"),
            &json!({"rules": null, "combinations": [["Ah", "Kh", "Qh"]]}),
        )
        .await;
    assert_eq!(status, 200);
}

#[tokio::test]
async fn more_combinations_than_the_limit_are_422() {
    let app = spawn_app();
    let body = json!({"combinations": vec![json!(["Ah", "Kh", "Qh"]); 10_001]});
    let (status, problem) = app.post_json(cv("/combinations/evaluate"), &body).await;
    assert_eq!(
        (status, problems(&problem)[0].0.as_str()),
        (422, "WRONG_COMBINATION_COUNT")
    );
    let body = json!({"combinations": vec![json!(["Ah", "Kh", "Qh"]); 10_000]});
    let (status, answer) = app.post_json(cv("/combinations/evaluate"), &body).await;
    assert_eq!(
        (status, answer["results"].as_array().unwrap().len()),
        (200, 10_000)
    );
    let (status, body) = app
        .post_json(cv("/combinations/evaluate"), &json!({"combinations": []}))
        .await;
    assert_eq!(
        (status, problems(&body)[0].0.as_str()),
        (422, "WRONG_COMBINATION_COUNT")
    );
}

#[tokio::test]
async fn an_array_where_an_object_belongs_is_a_422_at_its_pointer() {
    let app = spawn_app();
    let cases = [
        (
            cv("/combinations/evaluate"),
            json!([null, [["Ah", "Kh", "Qh"]]]),
            "",
        ),
        (
            cv("/combinations/evaluate"),
            json!({"rules": [null], "combinations": [["Ah", "Kh", "Qh"]]}),
            "/rules",
        ),
        (
            cv("/combinations/evaluate"),
            json!({"rules": {"scoring": ["pool", 1, [1, 1, 1, 1]]}, "combinations": [["Ah", "Kh", "Qh"]]}),
            "/rules/scoring",
        ),
        (
            cv("/rounds/resolve"),
            json!({"plays": [[0, ["Ah", "Kh", "Qh"]]]}),
            "/plays/0",
        ),
    ];
    for (path, body, pointer) in cases {
        let problem = expect_problem(app.post(path, &body).await, 422).await;
        assert_eq!(problems(&problem)[0].1, pointer, "{body}");
    }
}
