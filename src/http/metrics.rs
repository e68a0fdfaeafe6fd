//! Prometheus metrics at `GET /metrics`, through the `metrics` facade and its Prometheus
//! exporter: code anywhere records with one macro, and nothing here is a hand-kept counter.
//!
//! - `http_requests_total{method, route, status}`: requests answered;
//! - `http_request_duration_seconds{method, route, status}`: a histogram of their latency;
//! - `http_requests_in_flight`: requests being handled now;
//! - `hakam_solver_budget_exhausted_total{operation}`: searches that ran out of their budget
//!   (a Chor Voli suggestion with `complete: false`);
//! - `hakam_requests_cancelled_total{operation}`: analyses stopped because their client had
//!   gone ([`super::disconnect`]).
//!
//! `route` is the pattern that matched (`/v1/chor-voli/deals/resolve`, `/docs/{_:.*}`), or
//! `unmatched` for a 404: never the raw path, so the number of series stays bounded whatever
//! clients send.

use actix_web::HttpResponse;
use actix_web::http::{Method, StatusCode};
use metrics::{Counter, Histogram};
use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::OnceLock;
use std::time::Duration;

pub const REQUESTS: &str = "http_requests_total";
pub const DURATION: &str = "http_request_duration_seconds";
pub const IN_FLIGHT: &str = "http_requests_in_flight";
pub const SOLVER_BUDGET_EXHAUSTED: &str = "hakam_solver_budget_exhausted_total";
pub const CANCELLED: &str = "hakam_requests_cancelled_total";

/// Latency buckets, in seconds: from a cached preset list (tens of µs) to a large game.
const BUCKETS: &[f64] = &[
    0.000_1, 0.000_25, 0.000_5, 0.001, 0.002_5, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5,
    5.0,
];

/// The process's recorder, installed on first use. (One per process: the `metrics` facade is
/// global. Were another recorder installed first, `/metrics` would answer an empty page.)
pub fn handle() -> &'static PrometheusHandle {
    static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();
    HANDLE.get_or_init(|| {
        let recorder = PrometheusBuilder::new()
            .set_buckets_for_metric(Matcher::Full(DURATION.into()), BUCKETS)
            .expect("the buckets are not empty")
            .build_recorder();
        let handle = recorder.handle();
        if metrics::set_global_recorder(recorder).is_ok() {
            describe();
            // Histograms keep their samples until drained; drain them even when nobody
            // scrapes, so that memory stays flat.
            let upkeep = handle.clone();
            let _ = std::thread::Builder::new()
                .name("metrics-upkeep".into())
                .spawn(move || {
                    loop {
                        std::thread::sleep(Duration::from_secs(5));
                        upkeep.run_upkeep();
                    }
                });
        }
        handle
    })
}

fn describe() {
    use metrics::{Unit, describe_counter, describe_gauge, describe_histogram};
    describe_counter!(
        REQUESTS,
        "Requests answered, by method, route pattern and status."
    );
    describe_histogram!(
        DURATION,
        Unit::Seconds,
        "Time from a request's head to its answer, by method, route pattern and status."
    );
    describe_gauge!(IN_FLIGHT, "Requests being handled now.");
    describe_counter!(
        SOLVER_BUDGET_EXHAUSTED,
        "Searches that ran out of their node budget (answered with complete: false)."
    );
    describe_counter!(
        CANCELLED,
        "Analyses stopped before their end because their client had gone."
    );
    // Present from the start, so that a rate or an alert on it has a series at zero.
    metrics::counter!(SOLVER_BUDGET_EXHAUSTED, "operation" => "chor-voli/partitions/suggest")
        .absolute(0);
    for operation in ["court-piece/deals/analyse", "court-piece/trumps/advise"] {
        metrics::counter!(CANCELLED, "operation" => operation).absolute(0);
    }
    metrics::gauge!(IN_FLIGHT).set(0.0);
}

/// How many (method, route, status) handles a worker keeps; past it, each request builds its
/// own (still counted, only slower). Routes are patterns, so a service sees a few dozen.
const HANDLES_KEPT: usize = 1024;

/// A request's counter and latency histogram, labelled with its method, route pattern and
/// status. Each worker thread looks each label set up in the recorder once and keeps the
/// handles: building the labelled key and finding it in the registry on every request was
/// a large share of each (figures: docs/performance.md).
pub fn request_handles(method: &Method, route: &str, status: StatusCode) -> (Counter, Histogram) {
    type Kept = HashMap<String, Vec<(Method, StatusCode, Counter, Histogram)>>;
    thread_local! {
        static KEPT: RefCell<(Kept, usize)> = RefCell::new((HashMap::new(), 0));
    }
    KEPT.with_borrow_mut(|(kept, count)| {
        if let Some((.., counter, histogram)) = kept
            .get(route)
            .and_then(|v| v.iter().find(|(m, s, ..)| m == method && *s == status))
        {
            return (counter.clone(), histogram.clone());
        }
        let labels = [
            ("method", method.to_string()),
            ("route", route.to_owned()),
            ("status", status.as_str().to_owned()),
        ];
        let counter = metrics::counter!(REQUESTS, &labels);
        let histogram = metrics::histogram!(DURATION, &labels);
        if *count < HANDLES_KEPT {
            *count += 1;
            kept.entry(route.to_owned()).or_default().push((
                method.clone(),
                status,
                counter.clone(),
                histogram.clone(),
            ));
        }
        (counter, histogram)
    })
}

/// The metrics in Prometheus's text format.
#[utoipa::path(get, path = "/metrics", tag = "service", operation_id = "getMetrics",
    description = "Prometheus metrics in the text exposition format: requests answered and \
their latency (a histogram) by method, route pattern and status, the requests in flight, \
the searches that ran out of their budget, and the analyses stopped because their client had \
gone.",
    responses(
        (status = 200, description = "The metrics, in Prometheus's text format.",
            content_type = "text/plain", body = String,
            example = "# TYPE http_requests_total counter\nhttp_requests_total{method=\"GET\",route=\"/health\",status=\"200\"} 1\n"),
    ))]
pub async fn serve() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/plain; version=0.0.4; charset=utf-8")
        .body(handle().render())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kept_handles_count_into_the_same_series_and_each_label_set_has_its_own() {
        let page = || handle().render();
        let series = |status: &str| {
            format!(
                r#"http_requests_total{{method="PATCH",route="/unit/kept",status="{status}"}} "#
            )
        };
        let value = |page: &str, status: &str| {
            page.lines()
                .find_map(|l| l.strip_prefix(&series(status))?.parse::<u64>().ok())
        };
        handle();
        for _ in 0..3 {
            request_handles(&Method::PATCH, "/unit/kept", StatusCode::OK)
                .0
                .increment(1);
        }
        request_handles(&Method::PATCH, "/unit/kept", StatusCode::NOT_FOUND)
            .0
            .increment(1);
        let page = page();
        assert_eq!(value(&page, "200"), Some(3), "{page}");
        assert_eq!(value(&page, "404"), Some(1), "{page}");
    }
}
