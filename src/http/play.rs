//! The playground at `/play/`: a page that deals, arranges and plays through the public API
//! alone (relative URLs, same origin). Its files (the page, the shared script, one script per
//! family, the style) are embedded in the binary, so the
//! service needs nothing beside it and there is no build step; like `/docs/`, it is not part
//! of the OpenAPI document. `/` is a small page sending a person to the playground, the
//! documentation and the rules (a bare 404 there told a newcomer nothing).
//!
//! Each file is answered with `Cache-Control: no-cache` (a browser asks again after an upgrade
//! instead of running an old script against a new API) and a Content-Security-Policy that lets
//! the page load and call only its own origin.

use super::problem::{Problem, problem_response};
use super::resource;
use actix_web::http::{Method, header};
use actix_web::{HttpRequest, HttpResponse, web};

const INDEX: &str = include_str!("../../assets/play/index.html");
const SCRIPT: &str = include_str!("../../assets/play/play.js");
const COURT_PIECE: &str = include_str!("../../assets/play/court-piece.js");
const CHOR_VOLI: &str = include_str!("../../assets/play/chor-voli.js");
const STYLE: &str = include_str!("../../assets/play/play.css");
const HOME: &str = include_str!("../../assets/home.html");

/// Same origin only: the page's own script and style, and requests to the service itself.
const POLICY: &str = "default-src 'none'; script-src 'self'; style-src 'self'; \
connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; \
frame-ancestors 'none'";

/// The playground's routes: `/play` redirects to `/play/`, which serves the page and its files;
/// `/` serves the home page.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(resource("/", Method::GET, || async {
        asset(HOME, "text/html; charset=utf-8")
    }))
    .service(resource("/play", Method::GET, || async {
        HttpResponse::PermanentRedirect()
            .insert_header((header::LOCATION, "/play/"))
            .finish()
    }))
    .service(resource("/play/", Method::GET, || async {
        asset(INDEX, "text/html; charset=utf-8")
    }))
    .service(resource("/play/{file}", Method::GET, file));
}

async fn file(req: HttpRequest, name: web::Path<String>) -> HttpResponse {
    match name.as_str() {
        "play.js" => asset(SCRIPT, "text/javascript; charset=utf-8"),
        "court-piece.js" => asset(COURT_PIECE, "text/javascript; charset=utf-8"),
        "chor-voli.js" => asset(CHOR_VOLI, "text/javascript; charset=utf-8"),
        "play.css" => asset(STYLE, "text/css; charset=utf-8"),
        _ => problem_response(&Problem::not_found(req.path())),
    }
}

/// An embedded file, answered with its type, `no-cache` and the same-origin policy.
pub(super) fn asset(body: &'static str, content_type: &'static str) -> HttpResponse {
    HttpResponse::Ok()
        .content_type(content_type)
        .insert_header((header::CACHE_CONTROL, "no-cache"))
        .insert_header((header::CONTENT_SECURITY_POLICY, POLICY))
        .body(body)
}
