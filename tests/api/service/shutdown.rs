//! The real binary stops gracefully on SIGTERM and SIGINT: a request in flight when the signal
//! arrives is answered, new connections are refused, and the process exits cleanly.

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

pub(super) fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

fn start(port: u16) -> Child {
    let child = Command::new(env!("CARGO_BIN_EXE_hakam"))
        .env("HAKAM_PORT", port.to_string())
        .env("HAKAM_WORKERS", "1")
        .env("HAKAM_LOG", "warn")
        .env("HAKAM_CLIENT_REQUEST_TIMEOUT_MS", "20000")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("start the binary");
    // The port is bound before the server runs; wait until it answers.
    let deadline = Instant::now() + Duration::from_secs(30);
    while !healthy(port) {
        assert!(Instant::now() < deadline, "the server did not start");
        std::thread::sleep(Duration::from_millis(50));
    }
    child
}

pub(super) fn healthy(port: u16) -> bool {
    let Ok(mut stream) = TcpStream::connect(("127.0.0.1", port)) else {
        return false;
    };
    let _ = stream.set_read_timeout(Some(Duration::from_secs(5)));
    let request = "GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n";
    let mut answer = String::new();
    stream.write_all(request.as_bytes()).is_ok()
        && stream.read_to_string(&mut answer).is_ok()
        && answer.starts_with("HTTP/1.1 200")
}

pub(super) fn signal(child: &Child, name: &str) {
    let status = Command::new("kill")
        .args([&format!("-{name}"), &child.id().to_string()])
        .status()
        .expect("kill");
    assert!(status.success());
}

fn in_flight_request_survives(signal_name: &str) {
    let port = free_port();
    let mut child = start(port);
    let body = br#"{"combinations": [["Ah", "Kh", "Qh"]]}"#;
    let mut stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(20)))
        .unwrap();
    let head = format!(
        "POST {}/combinations/evaluate HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
        hakam::http::chor_voli::PREFIX,
        body.len()
    );
    stream.write_all(head.as_bytes()).unwrap();
    stream.write_all(&body[..10]).unwrap();
    std::thread::sleep(Duration::from_millis(300));

    signal(&child, signal_name);
    std::thread::sleep(Duration::from_millis(500));
    // The request was in flight when the signal came: it is still answered.
    stream.write_all(&body[10..]).unwrap();
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer);
    let answer = String::from_utf8_lossy(&answer);
    assert!(
        answer.starts_with("HTTP/1.1 200"),
        "{signal_name}: {answer}"
    );
    assert!(answer.contains("straight flush, A-K-Q"));

    let deadline = Instant::now() + Duration::from_secs(20);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        assert!(
            Instant::now() < deadline,
            "{signal_name}: the server did not stop"
        );
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(status.success(), "{signal_name}: exit {status}");
    assert!(
        TcpStream::connect(("127.0.0.1", port)).is_err(),
        "still accepting after stop"
    );
}

#[test]
fn sigterm_lets_the_request_in_flight_finish_then_exits_cleanly() {
    in_flight_request_survives("TERM");
}

#[test]
fn sigint_lets_the_request_in_flight_finish_then_exits_cleanly() {
    in_flight_request_survives("INT");
}
