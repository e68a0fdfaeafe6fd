use crate::helpers::spawn_app;
use serde_json::Value;

#[tokio::test]
async fn health_says_ok_and_the_version() {
    let app = spawn_app();
    let body: Value = app.get("/health").await.json().await.unwrap();
    assert_eq!(body["status"], "ok");
    assert_eq!(body["version"], env!("CARGO_PKG_VERSION"));
}

#[tokio::test]
async fn the_served_spec_is_the_committed_openapi_json() {
    let app = spawn_app();
    let served = app.get("/openapi.json").await.text().await.unwrap();
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/openapi/openapi.json");
    if std::env::var_os("UPDATE_OPENAPI").is_some() {
        std::fs::write(path, &served).unwrap();
    }
    let committed =
        std::fs::read_to_string(path).expect("openapi/openapi.json (UPDATE_OPENAPI=1 creates it)");
    assert!(
        committed == served,
        "openapi/openapi.json differs from the served spec; regenerate with UPDATE_OPENAPI=1 cargo test --test api openapi"
    );
}

#[tokio::test]
async fn the_spec_documents_every_error_status_with_an_example() {
    let app = spawn_app();
    let spec: Value = app.get("/openapi.json").await.json().await.unwrap();
    assert_eq!(spec["info"]["license"]["name"], "MIT");
    assert!(
        spec["info"]["description"]
            .as_str()
            .unwrap()
            .contains("10 000")
    );
    for (path, item) in spec["paths"].as_object().unwrap() {
        if let Some(post) = item.get("post") {
            for status in ["400", "413", "415", "422"] {
                let reference = post["responses"][status]["$ref"].as_str();
                assert!(reference.is_some(), "{path} lacks {status}");
                let name = reference.unwrap().rsplit('/').next().unwrap();
                let response = &spec["components"]["responses"][name];
                assert!(
                    response["content"]["application/problem+json"]["example"].is_object(),
                    "{name} has no example"
                );
            }
        }
    }
}

#[tokio::test]
async fn docs_redirects_to_swagger_ui_which_loads_the_spec() {
    let app = spawn_app();
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let response = client
        .get(format!("{}/docs", app.address))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 308);
    assert_eq!(response.headers()["location"], "/docs/");
    let page = app.get("/docs/").await;
    assert_eq!(page.status().as_u16(), 200);
    assert!(page.text().await.unwrap().contains("swagger-ui"));
    let init = app
        .get("/docs/swagger-initializer.js")
        .await
        .text()
        .await
        .unwrap();
    assert!(init.contains("/openapi.json"));
}

#[tokio::test]
async fn presets_list_the_four_rule_sets_fully_resolved() {
    let app = spawn_app();
    let body: Value = app.get("/v1/rules/presets").await.json().await.unwrap();
    let names: Vec<&str> = body
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["preset"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        ["chor-voli", "ramchi-3", "ramchi-3-pool", "ramchi-4"]
    );
    let ramchi3 = &body[1]["rules"];
    assert_eq!(ramchi3["players"], 3);
    assert_eq!(ramchi3["hand_size"], 17);
    assert_eq!(ramchi3["max_combinations"], 5);
    assert_eq!(ramchi3["straights"], "ramchi");
    assert_eq!(ramchi3["quads_win"], false);
    assert_eq!(ramchi3["exchange"], true);
    assert_eq!(
        ramchi3["scoring"],
        serde_json::json!({"kind": "each-opponent", "payouts": [1, 2, 3, 4, 5]})
    );
    let ramchi4 = &body[3]["rules"];
    assert_eq!(
        ramchi4["scoring"],
        serde_json::json!({"kind": "pool", "ante": 5, "payouts": [2, 4, 6, 8]})
    );
}
