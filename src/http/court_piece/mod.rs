//! The HTTP face of Court piece and its family: its prefix, its routes, its OpenAPI fragment and
//! the limits that fragment describes.
//!
//! Every path is written once: relative here and in each `#[utoipa::path]`; the app mounts
//! [`configure`] under [`PREFIX`], and the root document nests [`Api`] under the same prefix.

pub mod advice;
pub mod analysis;
pub mod deals;
pub mod errors;
pub mod games;
pub mod presets;
pub mod replay;
pub mod tricks;
pub mod wire;

use super::seed::MAX_SEED_CHARS;
use super::{resource, thousands};
use crate::config::CourtPieceLimits;
use actix_web::http::Method;
use actix_web::web;
use utoipa::OpenApi;

/// Where the family's endpoints live.
pub const PREFIX: &str = "/v1/court-piece";

/// The family's one tag in the OpenAPI document.
pub const TAG: &str = "Court piece";

/// The family's routes under [`PREFIX`], with its limits.
pub fn configure(limits: CourtPieceLimits) -> impl FnOnce(&mut web::ServiceConfig) {
    move |cfg| {
        cfg.service(
            web::scope(PREFIX)
                .app_data(web::Data::new(limits))
                .service(resource("/rules/presets", Method::GET, presets::presets))
                .service(resource("/deals", Method::POST, deals::deal))
                .service(resource("/tricks/resolve", Method::POST, tricks::resolve))
                .service(resource("/deals/resolve", Method::POST, replay::resolve))
                .service(resource("/games/resolve", Method::POST, games::game))
                .service(resource("/deals/analyse", Method::POST, analysis::analyse))
                .service(resource(
                    "/trumps/advise",
                    Method::POST,
                    analysis::advise_trump,
                ))
                .service(resource("/deals/advise", Method::POST, advice::advise_seat)),
        );
    }
}

/// The family's part of the OpenAPI document, with paths relative to [`PREFIX`].
#[derive(OpenApi)]
#[openapi(paths(
    presets::presets,
    deals::deal,
    tricks::resolve,
    replay::resolve,
    games::game,
    analysis::analyse,
    analysis::advise_trump,
    advice::advise_seat
))]
pub struct Api;

/// The family's limits, as the root OpenAPI document describes them: the configured ones from
/// `limits` (the defaults, in the committed document), each with its variable.
pub fn limits(limits: &CourtPieceLimits) -> String {
    format!(
        "**Limits of Court piece**: a seed at most {seed} characters; at most {deals} deals per \
game (`HAKAM_COURT_PIECE_MAX_DEALS`); analysis (`deals/analyse`, `trumps/advise`, `deals/advise`) visits at \
most {budget} search nodes per deal (`HAKAM_COURT_PIECE_ANALYSIS_BUDGET`): a `deals/analyse` \
request that many, an advice (`trumps/advise`, `deals/advise`) that many times its samples, \
shared among them; advice samples 1 to 1 000 deals.",
        seed = thousands(MAX_SEED_CHARS as u64),
        deals = thousands(limits.max_deals as u64),
        budget = thousands(limits.analysis_budget),
    )
}
