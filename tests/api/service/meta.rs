//! Health, the OpenAPI document and Swagger UI.

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
    assert!(
        spec["info"]["description"]
            .as_str()
            .unwrap()
            .contains("HAKAM_CORS_ORIGINS")
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
    // The base layout: no "Explore" bar that would load some other document.
    assert!(init.contains("BaseLayout"), "{init}");
}

#[tokio::test]
async fn head_health_answers_200_with_no_body() {
    let app = spawn_app();
    let response = app
        .client
        .head(format!("{}/health", app.address))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 200);
    assert_eq!(response.headers()["content-type"], "application/json");
    assert!(response.bytes().await.unwrap().is_empty());
    let response = app.post("/health", &serde_json::json!({})).await;
    assert_eq!(response.headers()["allow"], "GET, HEAD");
}

#[tokio::test]
async fn a_large_answer_is_gzipped_for_a_client_that_asks() {
    use std::io::Read;
    let app = spawn_app();
    let hands = vec![serde_json::json!(["Ah", "Kh", "Qh"]); 500];
    let body = serde_json::json!({ "combinations": hands });
    let url = format!(
        "{}{}",
        app.address,
        crate::helpers::cv("/combinations/evaluate")
    );
    let plain = app.client.post(&url).json(&body).send().await.unwrap();
    assert!(plain.headers().get("content-encoding").is_none());
    let plain = plain.bytes().await.unwrap();
    let gzipped = app
        .client
        .post(&url)
        .header("accept-encoding", "gzip")
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(gzipped.status().as_u16(), 200);
    assert_eq!(gzipped.headers()["content-encoding"], "gzip");
    let gzipped = gzipped.bytes().await.unwrap();
    assert!(
        gzipped.len() * 5 < plain.len(),
        "{} of {}",
        gzipped.len(),
        plain.len()
    );
    let mut unzipped = Vec::new();
    flate2::read::GzDecoder::new(&gzipped[..])
        .read_to_end(&mut unzipped)
        .unwrap();
    assert_eq!(unzipped, plain);
    let brotli = app
        .client
        .post(&url)
        .header("accept-encoding", "br")
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(brotli.headers()["content-encoding"], "br");
}

#[tokio::test]
async fn a_request_with_a_w3c_traceparent_is_answered() {
    let app = spawn_app();
    for traceparent in [
        "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
        "not a traceparent",
    ] {
        let response = app
            .client
            .get(format!("{}/health", app.address))
            .header("traceparent", traceparent)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status().as_u16(), 200, "{traceparent}");
    }
}

#[tokio::test]
async fn every_documented_path_is_served_under_its_family_prefix_and_tag() {
    let app = spawn_app();
    let spec: Value = app.get("/openapi.json").await.json().await.unwrap();
    let paths = spec["paths"].as_object().unwrap();
    assert!(paths.len() >= 11, "{} paths", paths.len());
    for (path, item) in paths {
        for (method, operation) in item.as_object().unwrap() {
            let tags: Vec<&str> = operation["tags"]
                .as_array()
                .unwrap()
                .iter()
                .map(|t| t.as_str().unwrap())
                .collect();
            let expected = if path.starts_with(hakam::http::chor_voli::PREFIX) {
                hakam::http::chor_voli::TAG
            } else if path.starts_with(hakam::http::court_piece::PREFIX) {
                hakam::http::court_piece::TAG
            } else {
                assert!(
                    ["/health", "/openapi.json", "/metrics"].contains(&path.as_str()),
                    "{path}"
                );
                "service"
            };
            assert_eq!(tags, [expected], "{method} {path}");
            let response = match method.as_str() {
                "get" => app.get(path).await,
                "post" => app.post(path, &serde_json::json!({})).await,
                other => panic!("{other} {path} is not a method the service uses"),
            };
            assert_ne!(response.status().as_u16(), 404, "{method} {path}");
            assert_ne!(response.status().as_u16(), 405, "{method} {path}");
        }
    }
}

#[tokio::test]
async fn the_paths_before_the_families_are_gone() {
    let app = spawn_app();
    for old in ["/v1/rules/presets", "/v1/deals"] {
        assert_eq!(app.get(old).await.status().as_u16(), 404, "{old}");
    }
    for old in [
        "/v1/combinations/evaluate",
        "/v1/deals/resolve",
        "/v1/games/resolve",
    ] {
        let response = app.post(old, &serde_json::json!({})).await;
        assert_eq!(response.status().as_u16(), 404, "{old}");
    }
}

#[tokio::test]
async fn the_spec_passes_the_linters_basic_rules_and_names_operations_for_generators() {
    let app = spawn_app();
    let spec: Value = app.get("/openapi.json").await.json().await.unwrap();
    assert_eq!(spec["security"], serde_json::json!([]));
    assert!(spec["servers"][0]["url"].is_string());
    let mut ids = std::collections::BTreeSet::new();
    for (path, item) in spec["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            let id = operation["operationId"].as_str().unwrap();
            // camelCase, a verb or a family first: nothing a generator turns into `round_` or
            // a bare `deal` that clashes with a user's variable.
            assert!(
                id.bytes().all(|b| b.is_ascii_alphanumeric()) && id.len() > 8,
                "{method} {path}: {id}"
            );
            assert!(ids.insert(id.to_owned()), "{id} is not unique");
            assert!(
                operation["description"]
                    .as_str()
                    .is_some_and(|d| !d.is_empty()),
                "{method} {path} has no description"
            );
            assert_eq!(
                operation["responses"]["405"]["$ref"], "#/components/responses/MethodNotAllowed",
                "{method} {path}"
            );
        }
    }
    // Every reusable response is used by some operation.
    let text = spec["paths"].to_string();
    for name in spec["components"]["responses"].as_object().unwrap().keys() {
        assert!(
            text.contains(&format!("#/components/responses/{name}\"")),
            "{name} is unused"
        );
    }
    // Each kind of scoring is a named schema behind the `kind` discriminator, so a generator
    // gives it a class of its own rather than an inline type.
    let scoring = &spec["components"]["schemas"]["chor_voli.ScoringRules"];
    assert_eq!(scoring["discriminator"]["propertyName"], "kind");
    for variant in scoring["oneOf"].as_array().unwrap() {
        let reference = variant["$ref"].as_str().unwrap_or_default();
        let name = reference
            .strip_prefix("#/components/schemas/")
            .unwrap_or_default();
        assert!(spec["components"]["schemas"][name].is_object(), "{variant}");
        let kind = &spec["components"]["schemas"][name]["properties"]["kind"]["enum"][0];
        assert_eq!(
            scoring["discriminator"]["mapping"][kind.as_str().unwrap()],
            reference
        );
    }
}

/// utoipa keeps one schema per name and silently drops the other when two types share a
/// `#[schema(as = …)]` name (a request's `redeal` once pointed at the rules' redeal option).
#[test]
fn no_two_types_share_a_schema_name() {
    fn walk(dir: &std::path::Path, names: &mut Vec<(String, String)>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, names);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                for line in text.lines() {
                    if let Some(rest) = line.trim().strip_prefix("#[schema(as = ") {
                        let name = rest.trim_end_matches(")]").to_owned();
                        names.push((name, path.display().to_string()));
                    }
                }
            }
        }
    }
    let mut names = Vec::new();
    walk(
        std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src/http")),
        &mut names,
    );
    assert!(names.len() > 50, "found only {} schema names", names.len());
    names.sort();
    for pair in names.windows(2) {
        assert_ne!(pair[0].0, pair[1].0, "{:?} and {:?}", pair[0], pair[1]);
    }
}
