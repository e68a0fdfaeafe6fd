//! Judging a player's partition, and suggesting the best ones.

use crate::cards::Card;
use crate::chor_voli::partition;
use crate::http::extract::ApiJson;
use crate::http::problem::{Errors, Problem};
use crate::http::wire::{self, CombinationResult, RulesInput, ViolationView, WireCard};
use actix_web::web;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A partition to judge.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({
    "hand": ["Ah", "Kh", "Qh", "7c", "7d", "7s", "Js", "Td", "9c", "5h", "3c", "2d", "4s"],
    "combinations": [["7c", "7d", "7s"], ["Ah", "Kh", "Qh"], ["Js", "Td", "9c"], ["5h", "3c", "2d"]],
    "discards": ["4s"]}))]
pub struct ValidateRequest {
    pub rules: Option<RulesInput>,
    /// The cards dealt (the preset's hand size; another size is the violation
    /// `WRONG_HAND_SIZE`).
    #[schema(value_type = Vec<WireCard>)]
    pub hand: Vec<WireCard>,
    /// The combinations kept, in the order they will be played (strongest first).
    #[schema(value_type = Vec<Vec<WireCard>>)]
    pub combinations: Vec<Vec<WireCard>>,
    /// The face-down discards; when given they must be exactly the rest of the hand.
    #[schema(value_type = Option<Vec<WireCard>>)]
    pub discards: Option<Vec<WireCard>>,
}

/// The judgement of a partition.
#[derive(Debug, Serialize, ToSchema)]
pub struct ValidateResponse {
    /// Whether the partition breaks no rule (warnings allowed).
    pub valid: bool,
    pub violations: Vec<ViolationView>,
    /// `FEWER_THAN_POSSIBLE` when `must_maximize` is off.
    pub warnings: Vec<ViolationView>,
    /// One result per submitted combination, in the order submitted.
    pub combinations: Vec<CombinationResult>,
    /// The cards of the hand outside every combination, high first.
    #[schema(value_type = Vec<WireCard>)]
    pub discards: Vec<Card>,
    /// The most combinations this hand allows (never above the rules' cap).
    #[schema(minimum = 0, maximum = 5)]
    pub max_combinations: usize,
}

/// Judges a partition of a hand: every broken rule, the evaluated combinations, the discards
/// and the most combinations the hand allows.
///
/// A broken game rule is the answer (200, `valid: false`); only cards that do not parse and
/// impossible rules are a 422.
#[utoipa::path(post, path = "/v1/partitions/validate", tag = "partitions",
    request_body = ValidateRequest,
    responses(
        (status = 200, description = "The judgement.", body = ValidateResponse),
        (status = 400, response = crate::http::problem::BadRequest),
        (status = 413, response = crate::http::problem::PayloadTooLarge),
        (status = 415, response = crate::http::problem::UnsupportedMediaType),
        (status = 422, response = crate::http::problem::UnprocessableEntity),
    ))]
pub async fn validate(
    ApiJson(req): ApiJson<ValidateRequest>,
) -> Result<web::Json<ValidateResponse>, Problem> {
    let mut errors = Errors::default();
    let rules = wire::rules(req.rules.as_ref(), &mut errors);
    let hand = wire::cards(&req.hand, "/hand", &mut errors);
    let combinations = wire::card_lists(&req.combinations, "/combinations", &mut errors);
    let discards = req
        .discards
        .as_ref()
        .map(|d| wire::cards(d, "/discards", &mut errors));
    errors.finish(())?;
    let rules = rules.unwrap_or_default(); // a refused rule set recorded an error above
    let report = partition::validate(&rules, &hand, &combinations, discards.as_deref());
    Ok(web::Json(ValidateResponse {
        valid: report.valid,
        violations: report
            .violations
            .iter()
            .map(|v| ViolationView::new(v, None))
            .collect(),
        warnings: report
            .warnings
            .iter()
            .map(|v| ViolationView::new(v, None))
            .collect(),
        combinations: report.combinations.iter().map(Into::into).collect(),
        discards: report.discards,
        max_combinations: report.max_combinations,
    }))
}
