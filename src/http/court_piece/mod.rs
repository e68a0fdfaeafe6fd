//! The HTTP face of Court piece and its family: its prefix, its routes, its OpenAPI fragment.
//!
//! Every path is written once: relative here and in each `#[utoipa::path]`; the app mounts
//! [`configure`] under [`PREFIX`], and the root document nests [`Api`] under the same prefix.

pub mod analysis;
pub mod deals;
pub mod errors;
pub mod games;
pub mod presets;
pub mod replay;
pub mod tricks;
pub mod wire;

use super::resource;
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
                )),
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
    analysis::advise_trump
))]
pub struct Api;
