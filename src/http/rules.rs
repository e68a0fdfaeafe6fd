//! The rules in the project's own words, `docs/rules/<family>.md`, served at `/rules/<family>`
//! as `text/markdown` so that the playground (and anyone without the repository) can link
//! them: the Court piece page has one `## ` section per preset, named like the preset.
//! Embedded in the binary like the playground; not part of the OpenAPI document either.

use super::problem::{Problem, problem_response};
use super::{play, resource};
use actix_web::http::Method;
use actix_web::{HttpRequest, HttpResponse, web};

const COURT_PIECE: &str = include_str!("../../docs/rules/court-piece.md");
const CHOR_VOLI: &str = include_str!("../../docs/rules/chor-voli.md");

/// `GET /rules/{family}`: `court-piece` or `chor-voli`.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(resource("/rules/{family}", Method::GET, page));
}

async fn page(req: HttpRequest, family: web::Path<String>) -> HttpResponse {
    match family.as_str() {
        "court-piece" => play::asset(COURT_PIECE, "text/markdown; charset=utf-8"),
        "chor-voli" => play::asset(CHOR_VOLI, "text/markdown; charset=utf-8"),
        _ => problem_response(&Problem::not_found(req.path())),
    }
}
