//! Evaluating and comparing combinations, and resolving one round.

use super::wire::{self, CombinationResult, RulesInput, Triple, WireCard};
use crate::cards::Card;
use crate::chor_voli::{Combination, Strength, combination};
use crate::config::ChorVoliLimits;
use crate::http::extract::ApiJson;
use crate::http::json::Json;
use crate::http::problem::{Errors, Problem};
use actix_web::web;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// Combinations to evaluate.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = chor_voli::EvaluateRequest)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"combinations": [["Ah", "Kh", "Qh"], ["2c", "2d", "2h"], ["7h", "7c", "Kd"]]}))]
pub struct EvaluateRequest {
    #[serde(default, deserialize_with = "crate::http::object::optional")]
    pub rules: Option<RulesInput>,
    /// 1 to 10 000 entries, each three distinct cards (the default bound, which the schema
    /// states; a service run with `HAKAM_CHOR_VOLI_MAX_COMBINATIONS` has its own).
    #[schema(value_type = Vec<Triple>, min_items = 1, max_items = 10000)]
    pub combinations: Vec<Vec<WireCard>>,
}

/// One result per combination, in the order given.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = chor_voli::EvaluateResponse)]
pub struct EvaluateResponse {
    /// One per combination, in the order given.
    pub results: Vec<CombinationResult>,
}

/// Combinations to compare, in the order shown.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = chor_voli::CompareRequest)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"combinations": [["9h", "8h", "7h"], ["As", "Kd", "Jc"], ["9s", "8s", "7s"]]}))]
pub struct CompareRequest {
    #[serde(default, deserialize_with = "crate::http::object::optional")]
    pub rules: Option<RulesInput>,
    /// 2 to 10 000 valid combinations, in the order shown (the default bound, which the
    /// schema states; a service run with `HAKAM_CHOR_VOLI_MAX_COMBINATIONS` has its own).
    #[schema(value_type = Vec<Triple>, min_items = 2, max_items = 10000)]
    pub combinations: Vec<Vec<WireCard>>,
}

/// The results, the winner and the order of strength.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = chor_voli::CompareResponse)]
pub struct CompareResponse {
    /// One per combination, in the order given.
    pub results: Vec<CombinationResult>,
    /// The index of the strongest; among equals, the earliest (`ties: first-shown`) or the
    /// latest (`last-shown`).
    pub winner: usize,
    /// Every index, strongest first; equals keep their input order.
    pub order: Vec<usize>,
}

/// Checks the number of entries and that each is three distinct cards.
fn triples(
    entries: &[Vec<WireCard>],
    min: usize,
    limits: &ChorVoliLimits,
    errors: &mut Errors,
) -> Vec<Option<[Card; 3]>> {
    let max = limits.max_combinations;
    if entries.len() < min || entries.len() > max {
        errors.push(
            "WRONG_COMBINATION_COUNT",
            "/combinations",
            format!(
                "between {min} and {max} combinations are needed, not {}",
                entries.len()
            ),
        );
    }
    entries
        .iter()
        .enumerate()
        .map(|(i, e)| match e.as_slice() {
            // The usual entry needs no JSON pointer, which only a problem uses: building
            // one per entry was an eighth of a 10 000-combination evaluate.
            [WireCard::Card(a), WireCard::Card(b), WireCard::Card(c)]
                if a != b && a != c && b != c =>
            {
                Some([*a, *b, *c])
            }
            _ => wire::triple(e, &format!("/combinations/{i}"), errors),
        })
        .collect()
}

/// Evaluates each combination under the rules.
///
/// An entry that is not three distinct cards is a 422; three cards that are no combination
/// are a result with `valid: false` and the reason.
#[utoipa::path(post, path = "/combinations/evaluate", tag = super::TAG,
    operation_id = "chorVoliEvaluateCombinations",
    request_body = EvaluateRequest,
    responses(
        (status = 200, description = "One result per combination, in order.", body = EvaluateResponse),
        crate::http::problem::JsonErrors,
    ))]
pub async fn evaluate(
    limits: web::Data<ChorVoliLimits>,
    ApiJson(req): ApiJson<EvaluateRequest>,
) -> Result<Json<EvaluateResponse>, Problem> {
    let mut errors = Errors::default();
    let rules = wire::rules(req.rules.as_ref(), &mut errors);
    let triples = triples(&req.combinations, 1, &limits, &mut errors);
    let rules = errors.finish(rules)?.unwrap_or_default();
    let results = triples
        .into_iter()
        .flatten()
        .map(|t| CombinationResult::evaluate(t, &rules))
        .collect();
    Ok(Json(EvaluateResponse { results }))
}

/// Compares combinations shown in order: the winner and the order of strength.
///
/// Every entry must be a valid combination: an invalid one is a 422 (`INVALID_COMBINATION`).
#[utoipa::path(post, path = "/combinations/compare", tag = super::TAG,
    operation_id = "chorVoliCompareCombinations",
    request_body = CompareRequest,
    responses(
        (status = 200, description = "The results, the winner and the order.", body = CompareResponse),
        crate::http::problem::JsonErrors,
    ))]
pub async fn compare(
    limits: web::Data<ChorVoliLimits>,
    ApiJson(req): ApiJson<CompareRequest>,
) -> Result<Json<CompareResponse>, Problem> {
    let mut errors = Errors::default();
    let rules = wire::rules(req.rules.as_ref(), &mut errors);
    let triples = triples(&req.combinations, 2, &limits, &mut errors);
    let rules = rules.unwrap_or_default();
    let combos = valid_combinations(
        triples.iter().copied(),
        &rules,
        |i| format!("/combinations/{i}"),
        &mut errors,
    );
    let combos = errors.finish(combos)?;
    let strengths: Vec<Strength> = combos.iter().map(Combination::strength).collect();
    let winner = combination::winner(strengths.iter().copied(), rules.ties).unwrap_or(0);
    Ok(Json(CompareResponse {
        results: combos.iter().map(Into::into).collect(),
        winner,
        order: combination::strength_order(&strengths),
    }))
}

/// Evaluates triples that must all be combinations, recording `INVALID_COMBINATION` at
/// `path(i)` for each that is not.
pub fn valid_combinations(
    triples: impl Iterator<Item = Option<[Card; 3]>>,
    rules: &crate::chor_voli::Rules,
    path: impl Fn(usize) -> String,
    errors: &mut Errors,
) -> Vec<Combination> {
    let mut out = Vec::new();
    for (i, t) in triples.enumerate() {
        let Some(t) = t else { continue };
        match Combination::new(t, rules.rank_order()) {
            Ok(c) => out.push(c),
            Err(reason) => errors.push(
                "INVALID_COMBINATION",
                path(i),
                format!(
                    "{} is not a combination: {reason}",
                    crate::cards::spaced(&t)
                ),
            ),
        }
    }
    out
}
