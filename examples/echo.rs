//! The floor of our HTTP stack, for `scripts/bench-http.sh`: a bare actix-web server with the
//! service's settings (the same `HAKAM_*` variables: host, port, workers, keep-alive,
//! request timeout, connections, body limit) and one route, `POST /echo`, that parses the
//! JSON body into a `serde_json::Value` and writes it back.
//!
//! No middleware, no logging, no typed decoding and no rules: what the service does beyond
//! this is what the benchmark's ratio to the echo server measures.
//!
//! ```sh
//! cargo build --release --example echo
//! HAKAM_PORT=8081 HAKAM_WORKERS=2 target/release/examples/echo
//! curl -H 'content-type: application/json' -d '{"a": [1, 2]}' 127.0.0.1:8081/echo
//! ```

use actix_web::{App, HttpServer, web};
use hakam::config::Settings;
use std::time::Duration;

async fn echo(body: web::Json<serde_json::Value>) -> web::Json<serde_json::Value> {
    body
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let settings = match Settings::from_env() {
        Ok(s) => s,
        Err(e) => {
            eprintln!("configuration error: {e}");
            std::process::exit(2);
        }
    };
    let body_limit = settings.limits.body_bytes;
    let listener = std::net::TcpListener::bind((settings.host.as_str(), settings.port))?;
    eprintln!(
        "echo listening on {} with {} workers",
        listener.local_addr()?,
        settings.workers
    );
    HttpServer::new(move || {
        App::new()
            .app_data(web::JsonConfig::default().limit(body_limit))
            .route("/echo", web::post().to(echo))
    })
    .workers(settings.workers)
    .client_request_timeout(Duration::from_millis(settings.client_request_timeout_ms))
    .keep_alive(Duration::from_secs(settings.keep_alive_s))
    .max_connections(settings.max_connections)
    .listen(listener)?
    .run()
    .await
}
