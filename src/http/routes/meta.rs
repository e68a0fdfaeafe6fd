//! Health, the presets, and the OpenAPI document.

use crate::chor_voli::Preset;
use crate::http::wire::{PresetName, RulesView};
use actix_web::{HttpResponse, web};
use serde::Serialize;
use utoipa::ToSchema;

/// The service is up.
#[derive(Debug, Serialize, ToSchema)]
pub struct Health {
    /// Always `ok` when the service answers.
    #[schema(example = "ok")]
    pub status: &'static str,
    /// The service's version.
    #[schema(example = "0.1.0")]
    pub version: &'static str,
}

/// Whether the service is up, and its version.
#[utoipa::path(get, path = "/health", tag = "service",
    responses((status = 200, description = "The service is up.", body = Health)))]
pub async fn health() -> web::Json<Health> {
    web::Json(Health {
        status: "ok",
        version: env!("CARGO_PKG_VERSION"),
    })
}

/// A preset and its rules with every field resolved.
#[derive(Debug, Serialize, ToSchema)]
pub struct PresetRules {
    pub preset: PresetName,
    pub rules: RulesView,
}

/// Every preset with its rules resolved, including players, hand size and most combinations.
#[utoipa::path(get, path = "/v1/rules/presets", tag = "rules",
    responses((status = 200, description = "The four presets of RULES.md.", body = Vec<PresetRules>)))]
pub async fn presets() -> web::Json<Vec<PresetRules>> {
    web::Json(
        Preset::ALL
            .iter()
            .map(|p| PresetRules {
                preset: (*p).into(),
                rules: (&p.rules()).into(),
            })
            .collect(),
    )
}

/// The OpenAPI document of this service (the same as `openapi/openapi.json`).
#[utoipa::path(get, path = "/openapi.json", tag = "service",
    responses((status = 200, description = "The OpenAPI 3.1 document.", content_type = "application/json")))]
pub async fn openapi() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("application/json")
        .body(crate::http::openapi::spec_json())
}
