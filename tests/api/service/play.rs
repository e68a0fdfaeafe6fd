//! The playground at `/play/`: a page and its two files, embedded in the binary.

use crate::helpers::{expect_problem, spawn_app};

#[tokio::test]
async fn play_redirects_to_the_playground_page() {
    let app = spawn_app();
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let response = client
        .get(format!("{}/play", app.address))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 308);
    assert_eq!(response.headers()["location"], "/play/");
}

#[tokio::test]
async fn the_page_its_script_and_its_style_are_served_with_their_types() {
    let app = spawn_app();
    for (path, content_type, inside) in [
        ("/play/", "text/html; charset=utf-8", "play.js"),
        (
            "/play/play.js",
            "text/javascript; charset=utf-8",
            "const API",
        ),
        (
            "/play/court-piece.js",
            "text/javascript; charset=utf-8",
            "court-piece/deals/resolve",
        ),
        (
            "/play/chor-voli.js",
            "text/javascript; charset=utf-8",
            "chor-voli/deals",
        ),
        ("/play/play.css", "text/css; charset=utf-8", ".card"),
    ] {
        let response = app.get(path).await;
        assert_eq!(response.status().as_u16(), 200, "{path}");
        let headers = response.headers();
        assert_eq!(headers["content-type"], content_type, "{path}");
        assert_eq!(headers["cache-control"], "no-cache", "{path}");
        let policy = headers["content-security-policy"].to_str().unwrap();
        assert!(policy.contains("connect-src 'self'"), "{path}: {policy}");
        assert!(response.text().await.unwrap().contains(inside), "{path}");
    }
}

#[tokio::test]
async fn the_page_calls_the_api_by_relative_urls_only() {
    let app = spawn_app();
    let mut script = String::new();
    for file in ["play.js", "court-piece.js", "chor-voli.js"] {
        script += &app
            .get(&format!("/play/{file}"))
            .await
            .text()
            .await
            .unwrap();
    }
    assert!(script.contains("const API = '../v1/';"));
    for absolute in ["http://", "https://", "//cdn"] {
        assert!(!script.contains(absolute), "the script names {absolute}");
    }
    let page = app.get("/play/").await.text().await.unwrap();
    assert!(!page.contains("http://") && !page.contains("https://"));
}

#[tokio::test]
async fn head_of_the_page_answers_its_head_without_a_body() {
    let app = spawn_app();
    let response = app
        .client
        .head(format!("{}/play/", app.address))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 200);
    assert_eq!(
        response.headers()["content-type"],
        "text/html; charset=utf-8"
    );
    assert!(response.bytes().await.unwrap().is_empty());
}

#[tokio::test]
async fn an_unknown_playground_file_is_a_404_problem() {
    let app = spawn_app();
    for path in [
        "/play/nothing.js",
        "/play/../Cargo.toml",
        "/play/assets/play.js",
    ] {
        let body = expect_problem(app.get(path).await, 404).await;
        assert_eq!(body["errors"][0]["code"], "NOT_FOUND", "{path}");
    }
}

#[tokio::test]
async fn the_playground_is_not_in_the_openapi_document() {
    let app = spawn_app();
    let spec: serde_json::Value = app.get("/openapi.json").await.json().await.unwrap();
    let paths = spec["paths"].as_object().unwrap();
    assert!(paths.keys().all(|path| !path.starts_with("/play")));
}
