//! The presets of Court piece and its family.

use super::wire::{PresetName, RulesView};
use crate::court_piece::{Preset, advice};
use crate::http::json::Json;
use serde::Serialize;
use utoipa::ToSchema;

/// A preset and its rules with every field resolved.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = court_piece::PresetRules)]
pub struct PresetRules {
    pub preset: PresetName,
    pub rules: RulesView,
    /// Whether `deals/advise` covers these rules as they stand: the trump call (or a redeal
    /// on the first five), the cards and playing on after a kot, advised from a seat's view.
    /// Where it is `false`, `deals/advise` answers 422 `NOT_ANALYSABLE`; a rule overridden
    /// may change it (`docs/analysis.md`).
    pub advised: bool,
}

/// Every preset with its rules resolved: every field, `null` where it does not apply.
///
/// A request may name a preset and override any of its fields; this lists what each preset
/// means, field by field, so that a client can show or start from it, and whether
/// `deals/advise` (a player for any seat) covers it.
#[utoipa::path(get, path = "/rules/presets", tag = super::TAG,
    operation_id = "courtPieceListPresets",
    responses((status = 200, description = "The twelve presets, each told in [the rules](/rules/court-piece#the-presets).", body = Vec<PresetRules>)))]
pub async fn presets() -> Json<Vec<PresetRules>> {
    Json(
        Preset::ALL
            .iter()
            .map(|p| {
                let rules = p.rules();
                PresetRules {
                    preset: (*p).into(),
                    advised: advice::covers(&rules),
                    rules: (&rules).into(),
                }
            })
            .collect(),
    )
}
