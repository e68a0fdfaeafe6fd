//! The service's own routes: health. (The OpenAPI document is served by [`super::openapi`].)

use crate::http::json::Json;
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
///
/// For liveness and readiness probes: answers 200 whenever the service serves (`HEAD` too,
/// without the body). `hakam healthcheck` asks the same from the command line.
#[utoipa::path(get, path = "/health", tag = "service",
    operation_id = "getHealth",
    responses((status = 200, description = "The service is up.", body = Health)))]
pub async fn health() -> Json<Health> {
    Json(Health {
        status: "ok",
        version: env!("CARGO_PKG_VERSION"),
    })
}
