//! Request bodies through the real app, in process: the first byte picks one of the sixteen
//! POST endpoints of both families, the rest is the body. Whatever the body, the answer is
//! 200, 400, 413 or 422 (never a 5xx, never a panic), and every error is problem+json listing
//! its errors.
//!
//! The app is `harness.rs`'s, built once per process (in `init`).

#![no_main]

mod harness;

use actix_web::http::StatusCode;
use harness::{HARNESS, post};
use libfuzzer_sys::fuzz_target;

const ENDPOINTS: [&str; 16] = [
    "/v1/chor-voli/combinations/evaluate",
    "/v1/chor-voli/combinations/compare",
    "/v1/chor-voli/rounds/resolve",
    "/v1/chor-voli/partitions/validate",
    "/v1/chor-voli/partitions/suggest",
    "/v1/chor-voli/deals",
    "/v1/chor-voli/deals/resolve",
    "/v1/chor-voli/games/resolve",
    "/v1/court-piece/deals",
    "/v1/court-piece/tricks/resolve",
    "/v1/court-piece/deals/resolve",
    "/v1/court-piece/games/resolve",
    "/v1/chor-voli/partitions/advise",
    "/v1/court-piece/deals/analyse",
    "/v1/court-piece/trumps/advise",
    "/v1/court-piece/deals/advise",
];

fuzz_target!(
    init: HARNESS.with(|_| ()),
    |data: &[u8]| check(data)
);

fn check(data: &[u8]) {
    let Some((&pick, body)) = data.split_first() else {
        return;
    };
    let path = ENDPOINTS[usize::from(pick) % ENDPOINTS.len()];
    let (status, content_type, answer) = post(path, body.to_vec());
    let shown = String::from_utf8_lossy(&answer);
    assert!(
        matches!(status.as_u16(), 200 | 400 | 413 | 422),
        "{path} answered {status}: {shown}"
    );
    let json: serde_json::Value = serde_json::from_slice(&answer).unwrap_or_else(|e| {
        panic!("{path} answered {status} with a body that is not JSON ({e}): {shown}")
    });
    if status != StatusCode::OK {
        assert_eq!(
            content_type.as_deref(),
            Some("application/problem+json"),
            "{path} answered {status}: {shown}"
        );
        let errors = json["errors"].as_array();
        assert!(
            errors.is_some_and(|e| !e.is_empty()),
            "{path} answered {status} without errors: {shown}"
        );
    }
}
