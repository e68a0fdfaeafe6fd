//! The OpenAPI document, generated from the code. `openapi/openapi.json` is this document,
//! committed; a test fails when the two differ (regenerate with
//! `UPDATE_OPENAPI=1 cargo test --test api openapi`).

use super::{cards, chor_voli, court_piece, metrics, problem, service};
use actix_web::HttpResponse;
use utoipa::OpenApi;

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Hakam",
        description = "Hakam (the arbiter) is the reference rules service for traditional card \
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
document is a 404 problem, and a method a path does not take a 405 with `Allow`.\n\n\
**Limits of the service** (defaults; each configurable from the environment): request body at \
most 1 MiB (`HAKAM_BODY_LIMIT`); a client has 5 s to send a request's head \
(`HAKAM_CLIENT_REQUEST_TIMEOUT_MS`); idle keep-alive connections close after 5 s \
(`HAKAM_KEEP_ALIVE_S`); at most 25 000 connections per worker (`HAKAM_MAX_CONNECTIONS`).\n\n\
**Limits of Chor Voli and Ramchi**: at most 10 000 combinations per evaluate or compare request \
(`HAKAM_CHOR_VOLI_MAX_COMBINATIONS`); at most 1 000 deals per game \
(`HAKAM_CHOR_VOLI_MAX_DEALS`); suggest `limit` at most 50 (`HAKAM_CHOR_VOLI_MAX_SUGGESTIONS`); \
a seed at most 1 024 characters; a pool carried into a deal at most 2^53 − 1 chips; a player's \
chips in a game 0 to 10^15; an ante or payout 0 to 10^9 chips; the solver visits at most \
500 000 search nodes per request (about 10 ms) (`HAKAM_CHOR_VOLI_SOLVER_BUDGET`); advise \
scores at most 50 candidates per hand, 20 000 samples, 50 named partitions, and samples × \
partitions scored at most 400 000 (`HAKAM_CHOR_VOLI_ADVISE_MAX_WORK`).\n\n\
**Limits of Court piece**: a seed at most 1 024 characters; at most 1 000 deals per game \
(`HAKAM_COURT_PIECE_MAX_DEALS`); analysis (`deals/analyse`, `trumps/advise`) visits at most \
50 000 000 search nodes per deal (`HAKAM_COURT_PIECE_ANALYSIS_BUDGET`): a `deals/analyse` \
request that many, a `trumps/advise` request that many times its samples, shared among them; \
advice samples 1 to 1 000 deals.\n\n\
**Calling from a browser**: CORS is off by default. Whoever runs the service enables it by \
listing the pages' origins in `HAKAM_CORS_ORIGINS` (or `--cors-origins`), comma-separated, \
e.g. `https://game.example,http://localhost:3000`, or `*` for any origin; preflights are then \
answered for GET and POST with `Content-Type` and `X-Request-Id`. No credentials are needed: \
the service has no authentication.\n\n\
**Operations**: `GET /health` (and `HEAD`) for probes; `GET /metrics` in Prometheus's text \
format; a W3C `traceparent` header is accepted and its trace id logged with the request; \
answers are compressed (gzip, br) on `Accept-Encoding`.",
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
    modifiers(&ClosedVariants, &Conventions),
    tags(
        (name = "service", description = "Health, the API description and the metrics."),
        (name = chor_voli::TAG, description = "The partition games Chor Voli and Ramchi: \
combinations, partitions, deals and games (`RULES.md`)."),
        (name = court_piece::TAG, description = "The trick-taking family of Court piece, Hokm \
and Rang: presets, deals in packets, tricks, whole deals and games (`COURT_PIECE.md`)."),
    ),
)]
pub struct ApiDoc;

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
