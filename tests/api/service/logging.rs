//! Logging never breaks serving: the real binary, its stdout and stderr broken pipes (a log
//! reader that went away, as in `hakam 2>&1 | head -3`), still answers every request and
//! still stops cleanly on SIGTERM.

use super::shutdown::{free_port, healthy, signal};
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

#[test]
fn with_its_log_pipes_closed_the_server_still_answers_and_stops_on_sigterm() {
    let port = free_port();
    let mut child = Command::new(env!("CARGO_BIN_EXE_hakam"))
        .env("HAKAM_PORT", port.to_string())
        .env("HAKAM_WORKERS", "1")
        .env("HAKAM_LOG", "info")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start the binary");
    // Read the first line ("listening"), then close both pipes, as `head -1` would.
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert!(first.contains("listening"), "{first}");
    drop(child.stderr.take());

    // The port is bound before the server runs; wait until it answers.
    let deadline = Instant::now() + Duration::from_secs(30);
    while !healthy(port) {
        assert!(Instant::now() < deadline, "the server did not answer");
        std::thread::sleep(Duration::from_millis(50));
    }
    // Every request writes a log line into the broken pipe, and is answered all the same.
    for _ in 0..20 {
        assert!(healthy(port), "a request went unanswered");
    }

    signal(&child, "TERM");
    let deadline = Instant::now() + Duration::from_secs(20);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("the server ignored SIGTERM");
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(status.success(), "exit {status}");
}

#[test]
fn the_trace_id_of_a_traceparent_is_in_the_request_log_line() {
    use std::io::{Read, Write};
    use std::net::TcpStream;
    let port = free_port();
    let mut child = Command::new(env!("CARGO_BIN_EXE_hakam"))
        .env("HAKAM_PORT", port.to_string())
        .env("HAKAM_WORKERS", "1")
        .env("HAKAM_LOG", "info")
        .env("HAKAM_LOG_FORMAT", "json")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start the binary");
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    assert!(lines.next().unwrap().unwrap().contains("listening"));
    let trace = "4bf92f3577b34da6a3ce929d0e0e4736";
    let mut stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
    let request = format!(
        "GET /health HTTP/1.1\r\nHost: localhost\r\ntraceparent: 00-{trace}-00f067aa0ba902b7-01\r\nConnection: close\r\n\r\n"
    );
    stream.write_all(request.as_bytes()).unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    let line = lines
        .map(Result::unwrap)
        .find(|line| line.contains("request done"))
        .expect("a log line for the request");
    signal(&child, "TERM");
    let _ = child.wait();
    let line: serde_json::Value = serde_json::from_str(&line).unwrap();
    assert_eq!(line["span"]["trace_id"], trace, "{line}");
}
