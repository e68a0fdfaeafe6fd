//! Spawns the real app on a free port and talks to it over HTTP.

use hakam::config::Settings;

/// The body limit the test server runs with (the default).
pub const BODY_LIMIT: usize = 1024 * 1024;
use serde_json::Value;
use std::sync::OnceLock;

pub struct TestApp {
    pub address: String,
    pub client: reqwest::Client,
}

/// One server per test binary, started on first use on a runtime of its own, so that each
/// `#[tokio::test]` (which has its own runtime) can use it.
static ADDRESS: OnceLock<String> = OnceLock::new();

pub fn settings() -> Settings {
    let mut s = Settings {
        port: 0,
        workers: 2,
        ..Settings::default()
    };
    // Small enough that a test asking for too much work gets its 422 at once.
    s.court_piece.analysis_budget = 2_000_000;
    s
}

pub fn spawn_app() -> TestApp {
    let address = ADDRESS.get_or_init(|| start(settings()));
    TestApp {
        address: address.clone(),
        client: reqwest::Client::new(),
    }
}

/// A server of its own with other settings (for a test of a setting), started anew.
pub fn spawn_app_with(settings: Settings) -> TestApp {
    TestApp {
        address: start(settings),
        client: reqwest::Client::new(),
    }
}

/// Starts a server on a free port, on a thread and runtime of its own; its address.
fn start(settings: Settings) -> String {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    let port = listener.local_addr().unwrap().port();
    std::thread::spawn(move || {
        let system = actix_web::rt::System::new();
        system.block_on(async move {
            let server = hakam::http::server(listener, &settings).expect("server");
            server.await.expect("server ran");
        });
    });
    format!("http://127.0.0.1:{port}")
}

impl TestApp {
    pub async fn get(&self, path: impl AsRef<str>) -> reqwest::Response {
        self.client
            .get(format!("{}{}", self.address, path.as_ref()))
            .send()
            .await
            .expect("request")
    }

    pub async fn post(&self, path: impl AsRef<str>, body: &Value) -> reqwest::Response {
        self.client
            .post(format!("{}{}", self.address, path.as_ref()))
            .json(body)
            .send()
            .await
            .expect("request")
    }

    /// POSTs and returns the status and the JSON body.
    pub async fn post_json(&self, path: impl AsRef<str>, body: &Value) -> (u16, Value) {
        let response = self.post(path, body).await;
        let status = response.status().as_u16();
        (status, response.json().await.expect("JSON body"))
    }

    pub async fn post_raw(
        &self,
        path: impl AsRef<str>,
        content_type: &str,
        body: Vec<u8>,
    ) -> reqwest::Response {
        self.client
            .post(format!("{}{}", self.address, path.as_ref()))
            .header("content-type", content_type)
            .body(body)
            .send()
            .await
            .expect("request")
    }
}

/// A Chor Voli and Ramchi endpoint's path: the family's prefix and `path`.
pub fn cv(path: &str) -> String {
    format!("{}{path}", hakam::http::chor_voli::PREFIX)
}

/// A Court piece endpoint's path: the family's prefix and `path`.
pub fn cp(path: &str) -> String {
    format!("{}{path}", hakam::http::court_piece::PREFIX)
}

/// The `(code, path)` pairs of a problem document.
pub fn problems(body: &Value) -> Vec<(String, String)> {
    body["errors"]
        .as_array()
        .expect("errors array")
        .iter()
        .map(|e| {
            (
                e["code"].as_str().unwrap().to_owned(),
                e["path"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

/// Asserts a problem+json answer with this status and returns its body.
pub async fn expect_problem(response: reqwest::Response, status: u16) -> Value {
    assert_eq!(response.status().as_u16(), status);
    let content_type = response.headers()["content-type"]
        .to_str()
        .unwrap()
        .to_owned();
    assert_eq!(content_type, "application/problem+json");
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["status"], status);
    assert_eq!(body["type"], "about:blank");
    assert!(body["title"].is_string() && body["detail"].is_string());
    assert!(!body["errors"].as_array().unwrap().is_empty());
    body
}
