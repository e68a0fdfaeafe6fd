//! The HTTP face of Chor Voli and Ramchi: its prefix, its routes, its OpenAPI fragment.
//!
//! Every path is written once: relative here and in each `#[utoipa::path]`; the app mounts
//! [`configure`] under [`PREFIX`], and the root document nests [`Api`] under the same prefix.

pub mod combinations;
pub mod deals;
pub mod games;
pub mod partitions;
pub mod presets;
pub mod rounds;
pub mod wire;

use super::resource;
use crate::config::ChorVoliLimits;
use actix_web::http::Method;
use actix_web::web;
use utoipa::OpenApi;

/// Where the family's endpoints live.
pub const PREFIX: &str = "/v1/chor-voli";

/// The family's one tag in the OpenAPI document.
pub const TAG: &str = "Chor Voli and Ramchi";

/// The family's routes under [`PREFIX`], with its limits. Builds the engine's lookup tables
/// first, so that no request pays for them.
pub fn configure(limits: ChorVoliLimits) -> impl FnOnce(&mut web::ServiceConfig) {
    move |cfg| {
        crate::chor_voli::combination::warm_up();
        cfg.service(
            web::scope(PREFIX)
                .app_data(web::Data::new(limits))
                .service(resource("/rules/presets", Method::GET, presets::presets))
                .service(resource(
                    "/combinations/evaluate",
                    Method::POST,
                    combinations::evaluate,
                ))
                .service(resource(
                    "/combinations/compare",
                    Method::POST,
                    combinations::compare,
                ))
                .service(resource("/rounds/resolve", Method::POST, rounds::round))
                .service(resource(
                    "/partitions/validate",
                    Method::POST,
                    partitions::validate,
                ))
                .service(resource(
                    "/partitions/suggest",
                    Method::POST,
                    partitions::suggest,
                ))
                .service(resource(
                    "/partitions/advise",
                    Method::POST,
                    partitions::advise,
                ))
                .service(resource("/deals", Method::POST, deals::deal))
                .service(resource("/deals/resolve", Method::POST, deals::resolve))
                .service(resource("/games/resolve", Method::POST, games::game)),
        );
    }
}

/// The family's part of the OpenAPI document, with paths relative to [`PREFIX`].
#[derive(OpenApi)]
#[openapi(
    paths(
        presets::presets,
        combinations::evaluate,
        combinations::compare,
        rounds::round,
        partitions::validate,
        partitions::suggest,
        partitions::advise,
        deals::deal,
        deals::resolve,
        games::game,
    ),
    components(schemas(wire::Triple, wire::Amount, wire::Chips))
)]
pub struct Api;

