//! The service binary: the command line, configuration, then logging, then the HTTP server
//! until stopped.

use clap::{Parser, Subcommand};
use hakam::config::{Flags, Settings};
use hakam::{http, telemetry};

/// Hakam, the rules service for traditional card games of South and West Asia. Every setting
/// is a flag or, beside it, an environment variable (the flag wins).
#[derive(Parser)]
#[command(name = "hakam", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    flags: Flags,
}

#[derive(Subcommand)]
enum Command {
    /// Serve the API until SIGTERM or SIGINT (the default).
    Serve,
    /// GET /health on the configured host and port; exit 0 when it answers 200 (for
    /// container health checks in images without a shell or curl).
    Healthcheck,
}

fn main() -> std::io::Result<()> {
    let cli = Cli::parse();
    let settings = match Settings::from_flags(&cli.flags) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("configuration error: {e}");
            std::process::exit(2);
        }
    };
    match cli.command.unwrap_or(Command::Serve) {
        Command::Serve => actix_web::rt::System::new().block_on(serve(settings)),
        Command::Healthcheck => std::process::exit(healthcheck(&settings)),
    }
}

async fn serve(settings: Settings) -> std::io::Result<()> {
    telemetry::init(settings.log_format, &settings.log_filter);
    let listener = std::net::TcpListener::bind((settings.host.as_str(), settings.port))?;
    tracing::info!(address = %listener.local_addr()?, "hakam rules service listening");
    let server = http::server(listener, &settings)?;
    let handle = server.handle();
    actix_web::rt::spawn(async move {
        let signal = stop_signal().await;
        tracing::info!(signal, "stopping: finishing the requests in flight");
        handle.stop(true).await;
    });
    let served = server.await;
    // Keep the last lines (the stop) unless the log reader is stalled.
    telemetry::flush(std::time::Duration::from_secs(2));
    served
}

/// Waits for SIGTERM or SIGINT (Ctrl-C); both stop the server gracefully. (actix-web's own
/// handling would drop requests in flight on SIGINT.)
async fn stop_signal() -> &'static str {
    use actix_web::rt::signal::unix::{SignalKind, signal};
    use futures_util::future::{Either, select};
    match (
        signal(SignalKind::terminate()),
        signal(SignalKind::interrupt()),
    ) {
        (Ok(mut term), Ok(mut int)) => {
            match select(Box::pin(term.recv()), Box::pin(int.recv())).await {
                Either::Left(_) => "SIGTERM",
                Either::Right(_) => "SIGINT",
            }
        }
        _ => {
            let _ = actix_web::rt::signal::ctrl_c().await;
            "SIGINT"
        }
    }
}

/// GETs /health on the configured port; exit code 0 when it answers 200.
fn healthcheck(settings: &Settings) -> i32 {
    use std::io::{Read, Write};
    let host = if settings.host == "0.0.0.0" {
        "127.0.0.1"
    } else {
        settings.host.as_str()
    };
    let timeout = std::time::Duration::from_secs(2);
    let Ok(addr) =
        std::net::ToSocketAddrs::to_socket_addrs(&(host, settings.port)).map(|mut a| a.next())
    else {
        return 1;
    };
    let Some(addr) = addr else { return 1 };
    let Ok(mut stream) = std::net::TcpStream::connect_timeout(&addr, timeout) else {
        return 1;
    };
    let _ = stream.set_read_timeout(Some(timeout));
    let request = "GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n";
    let mut answer = String::new();
    if stream.write_all(request.as_bytes()).is_err() || stream.read_to_string(&mut answer).is_err()
    {
        return 1;
    }
    if answer.starts_with("HTTP/1.1 200") {
        0
    } else {
        1
    }
}
