//! The service binary: configuration, then logging, then the HTTP server until stopped.

use chor_voli::{config::Settings, http, telemetry};

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let settings = match Settings::from_env() {
        Ok(s) => s,
        Err(e) => {
            eprintln!("configuration error: {e}");
            std::process::exit(2);
        }
    };
    telemetry::init(settings.log_format, &settings.log_filter);
    let listener = std::net::TcpListener::bind((settings.host.as_str(), settings.port))?;
    tracing::info!(address = %listener.local_addr()?, "chor-voli rules service listening");
    http::server(listener, &settings)?.await
}
