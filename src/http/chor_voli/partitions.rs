//! Judging a player's partition, and suggesting the best ones.

use super::wire::{self, CombinationResult, RulesInput, ViolationView, WireCard};
use crate::cards::Card;
use crate::cards::CardSet;
use crate::chor_voli::partition;
use crate::chor_voli::solver::{self, Budget};
use crate::config::ChorVoliLimits;
use crate::http::extract::ApiJson;
use crate::http::problem::{Errors, Problem};
use actix_web::web;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A partition to judge.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = chor_voli::ValidateRequest)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({
    "hand": ["Ah", "Kh", "Qh", "7c", "7d", "7s", "Js", "Td", "9c", "5h", "3c", "2d", "4s"],
    "combinations": [["7c", "7d", "7s"], ["Ah", "Kh", "Qh"], ["Js", "Td", "9c"], ["5h", "3c", "2d"]],
    "discards": ["4s"]}))]
pub struct ValidateRequest {
    #[serde(default, deserialize_with = "crate::http::object::optional")]
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
#[schema(as = chor_voli::ValidateResponse)]
pub struct ValidateResponse {
    /// Whether the partition breaks no rule (warnings allowed).
    pub valid: bool,
    /// Every broken rule.
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
#[utoipa::path(post, path = "/partitions/validate", tag = super::TAG,
    operation_id = "chorVoliValidatePartition",
    request_body = ValidateRequest,
    responses(
        (status = 200, description = "The judgement.", body = ValidateResponse),
        crate::http::problem::JsonErrors,
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

/// A hand to partition.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = chor_voli::SuggestRequest)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"hand": ["Ah", "Kh", "Qh", "7c", "7d", "7s", "Js", "Td", "9c", "5h", "3c", "2d", "4s"], "limit": 3}))]
pub struct SuggestRequest {
    #[serde(default, deserialize_with = "crate::http::object::optional")]
    pub rules: Option<RulesInput>,
    /// A legal hand: the preset's hand size, no card twice.
    #[schema(value_type = Vec<WireCard>)]
    pub hand: Vec<WireCard>,
    /// How many suggestions, 1 to 50 (configurable); 5 when absent.
    #[schema(minimum = 1, maximum = 50)]
    #[serde(default, deserialize_with = "crate::http::int::optional")]
    pub limit: Option<usize>,
}

/// How good a partition is: more combinations first, then the strongest weakest
/// combination, then the strongest next-weakest, and so on.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = chor_voli::ScoreView)]
pub struct ScoreView {
    /// How many combinations the partition keeps.
    #[schema(minimum = 1, maximum = 5)]
    pub combinations: usize,
    /// The strengths of the combinations, weakest first; compared element by element.
    pub strengths_weakest_first: Vec<u16>,
}

/// One suggested partition.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = chor_voli::SuggestionView)]
pub struct SuggestionView {
    /// The combinations in play order, strongest first, each in canonical card order.
    #[schema(value_type = Vec<Vec<WireCard>>)]
    pub combinations: Vec<Vec<Card>>,
    /// The rest of the hand, high first.
    #[schema(value_type = Vec<WireCard>)]
    pub discards: Vec<Card>,
    pub score: ScoreView,
    /// Why this partition ranks where it does, for people.
    pub explanation: String,
}

/// The best partitions of a hand.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = chor_voli::SuggestResponse)]
pub struct SuggestResponse {
    /// The most combinations this hand allows.
    #[schema(minimum = 0, maximum = 5)]
    pub max_combinations: usize,
    /// Distinct legal partitions, best first.
    pub suggestions: Vec<SuggestionView>,
    /// False when the search budget ran out: the suggestions are then the best found.
    pub complete: bool,
}

/// Suggests the best partitions of a hand, best first, by the documented objective: most
/// combinations, then the strongest weakest combination, then the next-weakest, and so on;
/// equal scores in a fixed order of the cards. The search is bounded by a node budget.
///
/// `complete: false` says the budget (`HAKAM_CHOR_VOLI_SOLVER_BUDGET`) ran out before the
/// search was done: the suggestions are the best found, not proven best. A hand that is not
/// the rules' hand size is a 422.
#[utoipa::path(post, path = "/partitions/suggest", tag = super::TAG,
    operation_id = "chorVoliSuggestPartitions",
    request_body = SuggestRequest,
    responses(
        (status = 200, description = "The best partitions.", body = SuggestResponse),
        crate::http::problem::JsonErrors,
    ))]
pub async fn suggest(
    limits: web::Data<ChorVoliLimits>,
    ApiJson(req): ApiJson<SuggestRequest>,
) -> Result<web::Json<SuggestResponse>, Problem> {
    let mut errors = Errors::default();
    let rules = wire::rules(req.rules.as_ref(), &mut errors);
    let hand = wire::cards(&req.hand, "/hand", &mut errors);
    let limit = req.limit.unwrap_or(5);
    if !(1..=limits.max_suggestions).contains(&limit) {
        errors.push(
            "LIMIT_OUT_OF_RANGE",
            "/limit",
            format!(
                "limit must be from 1 to {}, not {limit}",
                limits.max_suggestions
            ),
        );
    }
    let mut set = CardSet::EMPTY;
    for (i, card) in hand.iter().enumerate() {
        if !set.insert(*card) {
            errors.push(
                "DUPLICATE_CARD",
                format!("/hand/{i}"),
                format!("{card} is in the hand twice"),
            );
        }
    }
    if let Some(rules) = &rules
        && req.hand.len() != rules.hand_size
    {
        errors.push(
            "WRONG_HAND_SIZE",
            "/hand",
            format!(
                "the rules deal {} cards, not {}",
                rules.hand_size,
                req.hand.len()
            ),
        );
    }
    errors.finish(())?;
    let rules = rules.unwrap_or_default();
    let budget = Budget {
        max_nodes: limits.solver_budget,
    };
    let found = web::block(move || solver::suggest(&rules, set, limit, budget))
        .await
        .map_err(|e| {
            Problem::single(
                actix_web::http::StatusCode::INTERNAL_SERVER_ERROR,
                "INTERNAL_ERROR",
                "",
                format!("the solver failed: {e}"),
            )
        })?;
    if !found.complete {
        metrics::counter!(
            crate::http::metrics::SOLVER_BUDGET_EXHAUSTED,
            "operation" => "chor-voli/partitions/suggest"
        )
        .increment(1);
    }
    Ok(web::Json(SuggestResponse {
        max_combinations: found.max_combinations,
        suggestions: found
            .suggestions
            .into_iter()
            .map(|s| SuggestionView {
                combinations: s.combinations.iter().map(|c| c.cards().to_vec()).collect(),
                discards: s.discards,
                score: ScoreView {
                    combinations: s.score.combinations(),
                    strengths_weakest_first: s.score.strengths_weakest_first().to_vec(),
                },
                explanation: s.explanation,
            })
            .collect(),
        complete: found.complete,
    }))
}
