//! Logging never breaks serving: the real binary, its stdout and stderr broken pipes (a log
//! reader that went away, as in `hakam 2>&1 | head -3`) or a pipe nobody reads, still
//! answers every request and still stops cleanly on SIGTERM.

use super::shutdown::{free_port, healthy, signal};
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The binary, killed if a test fails before it stops.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        if self.0.try_wait().ok().flatten().is_none() {
            let _ = self.0.kill();
            let _ = self.0.wait();
        }
    }
}

/// Sends SIGTERM and waits for a clean exit.
fn stop(mut running: Running) {
    signal(&running.0, "TERM");
    let deadline = Instant::now() + Duration::from_secs(20);
    let status = loop {
        if let Some(status) = running.0.try_wait().unwrap() {
            break status;
        }
        assert!(Instant::now() < deadline, "the server ignored SIGTERM");
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(status.success(), "exit {status}");
}

fn wait_until_healthy(port: u16) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while !healthy(port) {
        assert!(Instant::now() < deadline, "the server did not answer");
        std::thread::sleep(Duration::from_millis(50));
    }
}

fn start(log_format: &str, stdout: Stdio, stderr: Stdio) -> (Running, u16) {
    let port = free_port();
    let child = Command::new(env!("CARGO_BIN_EXE_hakam"))
        .env("HAKAM_PORT", port.to_string())
        .env("HAKAM_WORKERS", "1")
        .env("HAKAM_LOG", "info")
        .env("HAKAM_LOG_FORMAT", log_format)
        .stdout(stdout)
        .stderr(stderr)
        .spawn()
        .expect("start the binary");
    (Running(child), port)
}

#[test]
fn with_its_log_pipes_closed_the_server_still_answers_and_stops_on_sigterm() {
    let (mut running, port) = start("pretty", Stdio::piped(), Stdio::piped());
    // Read the first line ("listening"), then close both pipes, as `head -1` would.
    let mut first = String::new();
    BufReader::new(running.0.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert!(first.contains("listening"), "{first}");
    drop(running.0.stderr.take());
    wait_until_healthy(port);
    // Every request writes a log line into the broken pipe, and is answered all the same.
    for i in 0..20 {
        assert!(healthy(port), "request {i} went unanswered");
    }
    stop(running);
}

#[test]
fn with_a_log_reader_that_stopped_reading_the_server_still_answers_and_stops() {
    // stdout is a pipe that is never read: it is full after a few hundred lines.
    let (running, port) = start("pretty", Stdio::piped(), Stdio::null());
    wait_until_healthy(port);
    for i in 0..1_000 {
        assert!(healthy(port), "request {i} went unanswered");
    }
    stop(running);
}

#[test]
fn the_trace_id_of_a_traceparent_is_in_the_request_log_line() {
    use std::io::{Read, Write};
    use std::net::TcpStream;
    let (mut running, port) = start("json", Stdio::piped(), Stdio::null());
    let mut lines = BufReader::new(running.0.stdout.take().unwrap()).lines();
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
    let line: serde_json::Value = serde_json::from_str(&line).unwrap();
    assert_eq!(line["span"]["trace_id"], trace, "{line}");
    stop(running);
}
