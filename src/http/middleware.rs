//! What every request goes through: a request id, a log line, panics caught, and the headers
//! an API should send.
//!
//! - `X-Request-Id` is taken from the request when it is 1 to 128 characters of
//!   `[A-Za-z0-9._:-]`, else generated (32 hex digits); it is echoed in the response and is a
//!   field of every log line written while the request is handled.
//! - A panic in a handler becomes a logged 500 problem+json (`INTERNAL_ERROR`), and the
//!   worker keeps serving: [`Guarded`] wraps every handler; the middleware catches whatever
//!   escapes it (an extractor's panic) as a last resort.
//! - A W3C `traceparent` header (`00-<trace id>-<parent id>-<flags>`), when well-formed, puts
//!   its trace id in the request's span, so that every log line of the request carries
//!   `trace_id` and can be joined to the caller's trace; a malformed one is ignored, as the
//!   Trace Context recommendation asks.
//! - Each request is counted in the metrics of [`super::metrics`], by its route pattern.
//! - Every response carries `X-Content-Type-Options: nosniff`; error responses
//!   `Cache-Control: no-store`.

use super::problem::{Problem, problem_response};
use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderName, HeaderValue};
use actix_web::middleware::Next;
use actix_web::{Either, Handler, HttpResponse, Responder};
use futures_util::FutureExt;
use std::future::Future;
use std::panic::AssertUnwindSafe;
use std::pin::Pin;
use std::time::Instant;
use tracing::Instrument;

pub const REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

fn valid_request_id(value: &HeaderValue) -> Option<&str> {
    let text = value.to_str().ok()?;
    let ok = (1..=128).contains(&text.len())
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b':' | b'-'));
    ok.then_some(text)
}

/// The trace id of a W3C `traceparent` header, when it is well-formed (version 00's layout,
/// lowercase hex, ids not all zeros; a later version may append fields after the flags).
fn trace_id(value: &HeaderValue) -> Option<&str> {
    let text = value.to_str().ok()?;
    let hex = |s: &str, n: usize| {
        s.len() == n
            && s.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
            && s.bytes().any(|b| b != b'0')
    };
    let mut parts = text.trim().splitn(5, '-');
    let (version, trace, parent, flags) =
        (parts.next()?, parts.next()?, parts.next()?, parts.next()?);
    let rest = parts.next();
    let version_ok = version.len() == 2
        && version
            .bytes()
            .all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
        && version != "ff"
        && (version != "00" || rest.is_none());
    let flags_ok = flags.len() == 2 && flags.bytes().all(|b| b.is_ascii_hexdigit());
    (version_ok && hex(trace, 32) && hex(parent, 16) && flags_ok).then_some(trace)
}

fn new_request_id() -> String {
    format!("{:032x}", rand::random::<u128>())
}

/// Logs a panic and describes it as a 500 problem.
fn panic_problem(panic: &(dyn std::any::Any + Send)) -> Problem {
    let what = panic
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic".to_owned());
    tracing::error!(panic = %what, "handler panicked");
    Problem::single(
        StatusCode::INTERNAL_SERVER_ERROR,
        "INTERNAL_ERROR",
        "",
        "The service failed on this request; it has been logged with the request id.",
    )
}

/// A handler whose panics become a 500 problem+json answer.
#[derive(Clone)]
pub struct Guarded<F>(pub F);

impl<F, Args> Handler<Args> for Guarded<F>
where
    F: Handler<Args>,
    F::Output: Responder + 'static,
    Args: 'static,
{
    type Output = Either<F::Output, HttpResponse>;
    type Future = Pin<Box<dyn Future<Output = Self::Output>>>;

    fn call(&self, args: Args) -> Self::Future {
        let future = AssertUnwindSafe(self.0.call(args)).catch_unwind();
        Box::pin(async move {
            match future.await {
                Ok(output) => Either::Left(output),
                Err(panic) => Either::Right(problem_response(&panic_problem(&*panic))),
            }
        })
    }
}

/// One request in the in-flight gauge, for as long as it lives: a request whose client goes
/// away is dropped unfinished, and leaves the gauge all the same.
struct InFlight(metrics::Gauge);

impl InFlight {
    fn start() -> InFlight {
        let gauge = metrics::gauge!(super::metrics::IN_FLIGHT);
        gauge.increment(1.0);
        InFlight(gauge)
    }
}

impl Drop for InFlight {
    fn drop(&mut self) {
        self.0.decrement(1.0);
    }
}

/// The middleware; install with `actix_web::middleware::from_fn(observe)`.
pub async fn observe(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let id = req
        .headers()
        .get(REQUEST_ID)
        .and_then(valid_request_id)
        .map_or_else(new_request_id, str::to_owned);
    let span = tracing::info_span!(
        "request",
        request_id = %id,
        method = %req.method(),
        path = %req.path(),
        trace_id = tracing::field::Empty,
    );
    if let Some(trace) = req.headers().get("traceparent").and_then(trace_id) {
        span.record("trace_id", trace);
    }
    let method = req.method().clone();
    let route = req.match_pattern();
    let in_flight = InFlight::start();
    let started = Instant::now();
    let outcome = AssertUnwindSafe(next.call(req).instrument(span.clone()))
        .catch_unwind()
        .await;
    drop(in_flight);
    let count = |status: StatusCode| {
        let route = route.as_deref().unwrap_or("unmatched");
        let (counter, histogram) = super::metrics::request_handles(&method, route, status);
        counter.increment(1);
        histogram.record(started.elapsed());
    };
    let mut response = match outcome {
        Ok(Ok(response)) => response.map_into_boxed_body(),
        Ok(Err(error)) => {
            count(error.as_response_error().status_code());
            return Err(error);
        }
        Err(panic) => {
            count(StatusCode::INTERNAL_SERVER_ERROR);
            let _entered = span.enter();
            return Err(panic_problem(&*panic).into());
        }
    };
    let status = response.status();
    count(status);
    let headers = response.headers_mut();
    if let Ok(value) = HeaderValue::from_str(&id) {
        headers.insert(REQUEST_ID, value);
    }
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    if status.is_client_error() || status.is_server_error() {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    let micros = started.elapsed().as_micros() as u64;
    if status.is_server_error() {
        tracing::error!(parent: &span, status = status.as_u16(), micros, "request failed");
    } else {
        tracing::info!(parent: &span, status = status.as_u16(), micros, "request done");
    }
    Ok(response)
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::{App, test, web};

    async fn boom() -> &'static str {
        panic!("boom")
    }

    #[actix_web::test]
    async fn a_panic_in_a_handler_is_a_500_problem_and_the_service_keeps_serving() {
        let app = test::init_service(
            App::new()
                .wrap(actix_web::middleware::from_fn(observe))
                .route("/boom", web::get().to(Guarded(boom)))
                .route("/fine", web::get().to(|| async { "fine" })),
        )
        .await;
        let response =
            test::call_service(&app, test::TestRequest::get().uri("/boom").to_request()).await;
        assert_eq!(response.status(), StatusCode::INTERNAL_SERVER_ERROR);
        assert_eq!(
            response.headers().get(header::CONTENT_TYPE).unwrap(),
            "application/problem+json"
        );
        let body: serde_json::Value = test::read_body_json(response).await;
        assert_eq!(body["errors"][0]["code"], "INTERNAL_ERROR");
        let response =
            test::call_service(&app, test::TestRequest::get().uri("/fine").to_request()).await;
        assert_eq!(response.status(), StatusCode::OK);
    }

    #[actix_web::test]
    async fn a_request_id_is_echoed_when_sensible_and_generated_otherwise() {
        let app = test::init_service(
            App::new()
                .wrap(actix_web::middleware::from_fn(observe))
                .route("/", web::get().to(|| async { "ok" })),
        )
        .await;
        let given = test::TestRequest::get()
            .uri("/")
            .insert_header(("x-request-id", "abc-123"))
            .to_request();
        let response = test::call_service(&app, given).await;
        assert_eq!(response.headers().get("x-request-id").unwrap(), "abc-123");
        assert_eq!(
            response.headers().get("x-content-type-options").unwrap(),
            "nosniff"
        );
        let hostile = test::TestRequest::get()
            .uri("/")
            .insert_header(("x-request-id", "a b\"<>"))
            .to_request();
        let response = test::call_service(&app, hostile).await;
        let id = response
            .headers()
            .get("x-request-id")
            .unwrap()
            .to_str()
            .unwrap()
            .to_owned();
        assert_eq!(id.len(), 32);
        assert!(id.bytes().all(|b| b.is_ascii_hexdigit()));
        let none = test::call_service(&app, test::TestRequest::get().uri("/").to_request()).await;
        assert_ne!(
            none.headers()
                .get("x-request-id")
                .unwrap()
                .to_str()
                .unwrap(),
            id
        );
    }

    #[actix_web::test]
    async fn a_traceparent_gives_its_trace_id_only_when_well_formed() {
        let id = |text: &'static str| trace_id(&HeaderValue::from_static(text)).map(str::to_owned);
        let good = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";
        assert_eq!(
            id(good).as_deref(),
            Some("4bf92f3577b34da6a3ce929d0e0e4736")
        );
        assert!(id("01-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01-later").is_some());
        for bad in [
            "00-00000000000000000000000000000000-00f067aa0ba902b7-01",
            "00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01",
            "ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
            "00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01",
            "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01-extra",
            "00-4bf92f3577b34da6-00f067aa0ba902b7-01",
            "garbage",
        ] {
            assert_eq!(id(bad), None, "{bad}");
        }
    }
}
