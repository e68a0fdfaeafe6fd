//! `/` sends a person somewhere useful (it was a bare 404), and `/rules/{family}` serves the
//! rules pages the playground links.

use crate::helpers::{expect_problem, spawn_app};

#[tokio::test]
async fn the_root_is_a_page_linking_the_playground_the_docs_and_the_rules() {
    let app = spawn_app();
    let response = app.get("/").await;
    assert_eq!(response.status().as_u16(), 200);
    assert_eq!(
        response.headers()["content-type"],
        "text/html; charset=utf-8"
    );
    let policy = response.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(policy.contains("default-src 'none'"), "{policy}");
    let page = response.text().await.unwrap();
    // Relative links (the service may sit behind a path prefix), each answered 200.
    for link in ["play/", "docs/", "rules/court-piece", "rules/chor-voli"] {
        assert!(
            page.contains(&format!("href=\"{link}\"")),
            "no link to {link}"
        );
        let linked = app.get(format!("/{link}")).await;
        assert_eq!(linked.status().as_u16(), 200, "/{link}");
    }
    assert!(!page.contains("http://") && !page.contains("https://"));
}

#[tokio::test]
async fn the_rules_pages_are_html_with_an_anchor_per_preset() {
    let app = spawn_app();
    for family in ["court-piece", "chor-voli"] {
        let response = app.get(format!("/rules/{family}")).await;
        assert_eq!(response.status().as_u16(), 200, "{family}");
        assert_eq!(
            response.headers()["content-type"],
            "text/html; charset=utf-8",
            "{family}"
        );
        assert_eq!(response.headers()["cache-control"], "no-cache");
        let text = response.text().await.unwrap();
        assert!(text.starts_with("<!doctype html>"), "{family}: {text}");
        assert!(text.contains("<h1 id="), "{family}");
        assert!(text.contains("href=\"rules.css\""), "{family}");
        let anchor = if family == "court-piece" {
            "hokm-3"
        } else {
            "presets"
        };
        assert!(
            text.contains(&format!("id=\"{anchor}\"")),
            "{family}: #{anchor}"
        );
    }
}

#[tokio::test]
async fn an_unknown_rules_page_is_a_404_problem() {
    let app = spawn_app();
    for path in ["/rules/hokm", "/rules/court-piece.md", "/rules/"] {
        let body = expect_problem(app.get(path).await, 404).await;
        assert_eq!(body["errors"][0]["code"], "NOT_FOUND", "{path}");
    }
}

#[tokio::test]
async fn the_home_and_rules_pages_are_not_in_the_openapi_document() {
    let app = spawn_app();
    let spec: serde_json::Value = app.get("/openapi.json").await.json().await.unwrap();
    let paths = spec["paths"].as_object().unwrap();
    assert!(!paths.contains_key("/"));
    assert!(paths.keys().all(|path| !path.starts_with("/rules")));
}
