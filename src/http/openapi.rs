//! The OpenAPI document, generated from the code. `openapi/openapi.json` is this document,
//! committed; a test fails when the two differ (regenerate with
//! `UPDATE_OPENAPI=1 cargo test --test api openapi`).

use super::{cards, chor_voli, court_piece, metrics, problem, service, thousands};
use crate::config::Settings;
use actix_web::HttpResponse;
use utoipa::OpenApi;

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Hakam",
        license(name = "MIT", identifier = "MIT"),
    ),
    servers((url = "/", description = "The service that serves this document")),
    paths(service::health, serve, metrics::serve),
    nest(
        (path = chor_voli::PREFIX, api = chor_voli::Api),
        (path = court_piece::PREFIX, api = court_piece::Api),
    ),
    components(
        schemas(cards::WireCard, cards::WireSuit, problem::Problem),
        responses(
            problem::BadRequest,
            problem::PayloadTooLarge,
            problem::UnsupportedMediaType,
            problem::UnprocessableEntity,
            problem::MethodNotAllowed,
        ),
    ),
    modifiers(&Description, &ClosedVariants, &Conventions),
    tags(
        (name = "service", description = "Health, the API description and the metrics."),
        (name = chor_voli::TAG, description = "The partition games Chor Voli and Ramchi: \
combinations, partitions, deals and games. The rules: [/rules/chor-voli](/rules/chor-voli)."),
        (name = court_piece::TAG, description = "The trick-taking family of Court piece, Hokm \
and Rang: presets, deals in packets, tricks, whole deals and games. The rules, a section per \
preset: [/rules/court-piece](/rules/court-piece)."),
    ),
)]
pub struct ApiDoc;

/// The document's description: what the service is, then its limits (the service's, then each
/// family's, as the family describes them) with the defaults of the settings, then how to
/// call it. The document describes the defaults, so that it is the same for every deployment.
struct Description;

impl utoipa::Modify for Description {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let defaults = Settings::default();
        openapi.info.description = Some(
            [
                ABOUT,
                &service_limits(&defaults),
                &chor_voli::limits(&defaults.chor_voli),
                &court_piece::limits(&defaults.court_piece),
                CALLING,
            ]
            .join("\n\n"),
        );
    }
}

/// What the service is and how it answers.
const ABOUT: &str = "Hakam (the arbiter) is the reference rules service for traditional card \
games of South and West Asia. Each game family has its own prefix and tag: **Chor Voli and \
Ramchi** (`/v1/chor-voli/`), the Afghan and Pakistani partition games: evaluate and compare \
three-card combinations under every rule variant, validate partitions, suggest the best ones, \
advise by expected chips, deal reproducibly from a seed, and resolve whole deals and games. \
**Court piece** (`/v1/court-piece/`), the trick-taking family of Hokm, Rang, Satat, Double \
Sar, Dehla Pakad and their kin: presets, seeded deals in packets, tricks, whole deals and \
games.\n\n\
Stateless: every request carries all it needs and the same request always gets the same answer. \
JSON field names are snake_case, enum values kebab-case. Errors are `application/problem+json` \
(RFC 9457) listing every problem found with a JSON pointer; a path that is not in this \
document is a 404 problem, and a method a path does not take a 405 with `Allow`.";

/// The transport's limits, each with its variable.
fn service_limits(settings: &Settings) -> String {
    format!(
        "**Limits of the service** (defaults; each configurable from the environment): request \
body at most {body} (`HAKAM_BODY_LIMIT`); a client has {head} to send a request's head \
(`HAKAM_CLIENT_REQUEST_TIMEOUT_MS`); idle keep-alive connections close after {keep_alive} s \
(`HAKAM_KEEP_ALIVE_S`); at most {connections} connections per worker \
(`HAKAM_MAX_CONNECTIONS`).",
        body = bytes(settings.limits.body_bytes as u64),
        head = milliseconds(settings.client_request_timeout_ms),
        keep_alive = thousands(settings.keep_alive_s),
        connections = thousands(settings.max_connections as u64),
    )
}

/// A size in MiB when it is a whole number of them, else in bytes.
fn bytes(n: u64) -> String {
    const MIB: u64 = 1024 * 1024;
    if n.is_multiple_of(MIB) {
        format!("{} MiB", thousands(n / MIB))
    } else {
        format!("{} bytes", thousands(n))
    }
}

/// A time in seconds when it is a whole number of them, else in milliseconds.
fn milliseconds(ms: u64) -> String {
    if ms.is_multiple_of(1000) {
        format!("{} s", thousands(ms / 1000))
    } else {
        format!("{} ms", thousands(ms))
    }
}

/// How to call the service from a browser, and its operations.
const CALLING: &str = "**Calling from a browser**: CORS is off by default. Whoever runs the \
service enables it by listing the pages' origins in `HAKAM_CORS_ORIGINS` (or \
`--cors-origins`), comma-separated, e.g. `https://game.example,http://localhost:3000`, or `*` \
for any origin; preflights are then answered for GET and POST with `Content-Type` and \
`X-Request-Id`. No credentials are needed: the service has no authentication.\n\n\
**Operations**: `GET /health` (and `HEAD`) for probes; `GET /metrics` in Prometheus's text \
format; a W3C `traceparent` header is accepted and its trace id logged with the request; \
answers are compressed (gzip, br) on `Accept-Encoding`.";

/// utoipa carries `deny_unknown_fields` to structs as `additionalProperties: false` but not to
/// the variants of an internally tagged enum; this closes them too, so that the document
/// refuses exactly the unknown fields the server refuses.
struct ClosedVariants;

impl utoipa::Modify for ClosedVariants {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::RefOr;
        use utoipa::openapi::schema::{AdditionalProperties, Schema};
        let Some(components) = openapi.components.as_mut() else {
            return;
        };
        for name in ["chor_voli.ScoringRules"] {
            if let Some(RefOr::T(Schema::OneOf(one_of))) = components.schemas.get_mut(name) {
                for item in &mut one_of.items {
                    if let RefOr::T(Schema::Object(object)) = item {
                        object.additional_properties =
                            Some(Box::new(AdditionalProperties::FreeForm(false)));
                    }
                }
            }
        }
    }
}

/// What holds for every operation, written once: the service has no authentication (root
/// `security: []`, so that no tool assumes one), and every path answers 405 to a method it
/// does not take, with `Allow`. (404 is an unknown path's answer, which no documented
/// operation gives; the description says so.)
struct Conventions;

impl utoipa::Modify for Conventions {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        use utoipa::openapi::{Ref, RefOr};
        openapi.security = Some(Vec::new());
        for item in openapi.paths.paths.values_mut() {
            let operations = [
                &mut item.get,
                &mut item.put,
                &mut item.post,
                &mut item.delete,
                &mut item.options,
                &mut item.head,
                &mut item.patch,
                &mut item.trace,
            ];
            for operation in operations.into_iter().flatten() {
                operation.responses.responses.insert(
                    "405".to_owned(),
                    RefOr::Ref(Ref::from_response_name("MethodNotAllowed")),
                );
            }
        }
    }
}

/// The document as served: pretty JSON with a final newline, generated once per process
/// (generating it is slow enough, in a debug build, to be felt by the first request).
pub fn spec_json() -> &'static str {
    static SPEC: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    SPEC.get_or_init(|| {
        let mut text = ApiDoc::openapi()
            .to_pretty_json()
            .unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"));
        text.push('\n');
        text
    })
}

/// The OpenAPI document of this service (the same as `openapi/openapi.json`).
///
/// Generated from the code and committed; clients are generated from it and Swagger UI at
/// `/docs/` reads it.
#[utoipa::path(get, path = "/openapi.json", tag = "service",
    operation_id = "getOpenApiDocument",
    responses((status = 200, description = "The OpenAPI 3.1 document.", content_type = "application/json")))]
pub async fn serve() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("application/json")
        .body(spec_json())
}
