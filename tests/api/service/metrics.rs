//! Prometheus metrics at /metrics: requests by route pattern (never the raw path) and status,
//! their latency, the requests in flight, and the searches that ran out of budget.

use crate::helpers::{cv, settings, spawn_app};
use serde_json::json;

/// The value of the series `name{labels}` (labels as rendered, in order), if present.
fn sample(page: &str, series: &str) -> Option<f64> {
    page.lines()
        .find_map(|line| line.strip_prefix(series)?.strip_prefix(' ')?.parse().ok())
}

#[tokio::test]
async fn metrics_count_requests_by_route_pattern_and_status() {
    let app = spawn_app();
    assert_eq!(app.get("/health").await.status().as_u16(), 200);
    app.get(cv("/no/such/path/12345")).await;
    let response = app.get("/metrics").await;
    assert_eq!(response.status().as_u16(), 200);
    let content_type = response.headers()["content-type"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(content_type.starts_with("text/plain"), "{content_type}");
    let page = response.text().await.unwrap();
    let health = r#"http_requests_total{method="GET",route="/health",status="200"}"#;
    assert!(sample(&page, health).unwrap() >= 1.0, "{page}");
    let unmatched = r#"http_requests_total{method="GET",route="unmatched",status="404"}"#;
    assert!(sample(&page, unmatched).unwrap() >= 1.0, "{page}");
    assert!(!page.contains("12345"), "a raw path became a label");
    assert!(page.contains("# TYPE http_request_duration_seconds histogram"));
    assert!(page.contains(r#"http_request_duration_seconds_bucket{method="GET",route="/health",status="200",le="0.001"}"#));
    // This request is in flight while the page is rendered.
    assert!(
        sample(&page, "http_requests_in_flight").unwrap() >= 1.0,
        "{page}"
    );
}

#[tokio::test]
async fn a_search_that_runs_out_of_budget_is_counted() {
    // A server of its own with a budget of one node: every suggestion is incomplete.
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let address = format!("http://{}", listener.local_addr().unwrap());
    let mut tight = settings();
    tight.chor_voli.solver_budget = 1;
    std::thread::spawn(move || {
        actix_web::rt::System::new().block_on(async move {
            hakam::http::server(listener, &tight)
                .unwrap()
                .await
                .unwrap();
        })
    });
    let client = reqwest::Client::new();
    let series = r#"hakam_solver_budget_exhausted_total{operation="chor-voli/partitions/suggest"}"#;
    let count = |page: String| sample(&page, series).expect("the counter is always present");
    let page = |c: reqwest::Client, a: String| async move {
        c.get(format!("{a}/metrics"))
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap()
    };
    let before = count(page(client.clone(), address.clone()).await);
    let hand = [
        "Ah", "Kh", "Qh", "7c", "7d", "7s", "Js", "Td", "9c", "5h", "3c", "2d", "4s",
    ];
    let answer: serde_json::Value = client
        .post(format!("{address}{}", cv("/partitions/suggest")))
        .json(&json!({ "hand": hand }))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(answer["complete"], false, "{answer}");
    let after = count(page(client, address).await);
    assert!(after > before, "{before} -> {after}");
}
