//! Service-wide answers: 400, 413, 415, 404 and 405, whatever the family.

use crate::helpers::{BODY_LIMIT, cv, expect_problem, problems, spawn_app};
use serde_json::json;

#[tokio::test]
async fn malformed_json_is_400_and_a_missing_field_422() {
    let app = spawn_app();
    for body in ["{", "", "[1,]", "{\"combinations\": []} trailing"] {
        let response = app
            .post_raw(
                cv("/combinations/evaluate"),
                "application/json",
                body.into(),
            )
            .await;
        let problem = expect_problem(response, 400).await;
        assert_eq!(problems(&problem)[0].0, "MALFORMED_JSON", "{body:?}");
    }
    let response = app
        .post_raw(
            cv("/combinations/evaluate"),
            "application/json",
            b"{}".to_vec(),
        )
        .await;
    let problem = expect_problem(response, 422).await;
    assert_eq!(
        problems(&problem),
        [("MISSING_FIELD".to_owned(), "/combinations".to_owned())]
    );
    let response = app
        .post_raw(
            cv("/combinations/evaluate"),
            "application/json",
            b"[]".to_vec(),
        )
        .await;
    expect_problem(response, 422).await;
}

#[tokio::test]
async fn a_body_that_is_not_json_by_content_type_is_415() {
    let app = spawn_app();
    for content_type in [
        "text/plain",
        "application/x-www-form-urlencoded",
        "application/jsonx",
    ] {
        let response = app
            .post_raw(
                cv("/combinations/evaluate"),
                content_type,
                b"{\"combinations\": []}".to_vec(),
            )
            .await;
        expect_problem(response, 415).await;
    }
    let response = app
        .post_raw(
            cv("/combinations/evaluate"),
            "application/json; charset=utf-8",
            br#"{"combinations": [["Ah","Kh","Qh"]]}"#.to_vec(),
        )
        .await;
    assert_eq!(response.status().as_u16(), 200);
}

#[tokio::test]
async fn a_body_over_the_limit_is_413() {
    let app = spawn_app();
    let entry = "[\"Ah\",\"Kh\",\"Qh\"]";
    let count = BODY_LIMIT / entry.len() + 1;
    let big = format!("{{\"combinations\": [{}]}}", vec![entry; count].join(","));
    assert!(big.len() > BODY_LIMIT);
    let response = app
        .post_raw(
            cv("/combinations/evaluate"),
            "application/json",
            big.into_bytes(),
        )
        .await;
    let problem = expect_problem(response, 413).await;
    assert_eq!(problems(&problem)[0].0, "BODY_TOO_LARGE");
    let message = problem["errors"][0]["message"].as_str().unwrap();
    assert!(message.contains("HAKAM_BODY_LIMIT"), "{message}");
}

#[tokio::test]
async fn a_body_without_content_type_is_told_so_in_plain_words() {
    let app = spawn_app();
    let response = app
        .client
        .post(format!("{}{}", app.address, cv("/combinations/evaluate")))
        .body(r#"{"combinations": []}"#)
        .send()
        .await
        .unwrap();
    let problem = expect_problem(response, 415).await;
    assert_eq!(
        problem["errors"][0]["message"],
        "The request has no Content-Type header; send the body as application/json."
    );
}

#[tokio::test]
async fn shape_errors_name_json_shapes_not_rust_types() {
    let app = spawn_app();
    for (path, body, message) in [
        (
            cv("/deals/resolve"),
            "[]",
            "Expected an object here, not a list.",
        ),
        (
            cv("/combinations/evaluate"),
            r#"{"combinations": {}}"#,
            "Expected a list here, not an object.",
        ),
        (
            cv("/combinations/evaluate"),
            r#"{"combinations": [], "extra": 1}"#,
            "Unknown field \"extra\"",
        ),
    ] {
        let response = app
            .post_raw(&path, "application/json", body.as_bytes().to_vec())
            .await;
        let problem = expect_problem(response, 422).await;
        let found = problem["errors"][0]["message"].as_str().unwrap();
        assert!(found.starts_with(message), "{path} {body}: {found}");
    }
}

#[tokio::test]
async fn unknown_paths_are_404_and_wrong_methods_405_with_allow() {
    let app = spawn_app();
    expect_problem(app.get(cv("/nothing")).await, 404).await;
    let response = app.get(cv("/combinations/evaluate")).await;
    assert_eq!(response.headers()["allow"], "POST");
    expect_problem(response, 405).await;
    let response = app.post("/health", &json!({})).await;
    assert_eq!(response.headers()["allow"], "GET, HEAD");
    expect_problem(response, 405).await;
}

#[tokio::test]
async fn errors_are_not_cached() {
    let app = spawn_app();
    let response = app.get(cv("/nothing")).await;
    assert_eq!(response.headers()["cache-control"], "no-store");
}

#[tokio::test]
async fn a_seat_out_of_range_says_the_range_whatever_the_number() {
    let app = spawn_app();
    for (dealer, message) in [
        (
            "-1",
            "-1 is not a seat: the dealer is a seat numbered from 0 to the number of players less one (0 to 3 with four players)",
        ),
        ("99", "the dealer must be a seat from 0 to 3, not 99"),
    ] {
        let body: serde_json::Value =
            serde_json::from_str(&format!(r#"{{"dealer": {dealer}}}"#)).unwrap();
        let (status, answer) = app.post_json("/v1/court-piece/deals", &body).await;
        assert_eq!(status, 422, "{answer}");
        assert_eq!(answer["errors"][0]["path"], "/dealer");
        // One code for a dealer out of range, below the range as above it.
        assert_eq!(
            answer["errors"][0]["code"], "DEALER_OUT_OF_RANGE",
            "{answer}"
        );
        // The message may close with its own full stop; the detail has exactly one.
        let said = answer["errors"][0]["message"].as_str().unwrap();
        assert_eq!(said.trim_end_matches('.'), message);
        // The detail is one sentence with one full stop.
        assert_eq!(
            answer["detail"],
            format!("The request breaks the API contract: {message}.")
        );
    }
}
