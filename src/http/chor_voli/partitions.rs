//! Judging a player's partition, suggesting the best ones, and advising by expected chips.

use super::wire::{self, CombinationResult, RulesInput, ViolationView, WireCard};
use crate::cards::Card;
use crate::chor_voli::advise::{
    self, AdviseError, AdviseField, AdviseInput, AdviseLimits, PartitionInput,
};
use crate::chor_voli::combination::Combination;
use crate::chor_voli::partition;
use crate::chor_voli::solver::{self, Budget};
use crate::chor_voli::suggest_request::{SuggestError, SuggestField, SuggestInput};
use crate::config::ChorVoliLimits;
use crate::http::extract::ApiJson;
use crate::http::json::Json;
use crate::http::problem::{Errors, Problem, ProblemError};
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
) -> Result<Json<ValidateResponse>, Problem> {
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
    Ok(Json(ValidateResponse {
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
    /// How many suggestions, 1 to 50 (the default bound, which the schema states; a service
    /// run with `HAKAM_CHOR_VOLI_MAX_SUGGESTIONS` has its own); 5 when absent.
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
    #[serde(serialize_with = "combinations_as_cards")]
    pub combinations: Vec<Combination>,
    /// The rest of the hand, high first.
    #[schema(value_type = Vec<WireCard>)]
    pub discards: Vec<Card>,
    pub score: ScoreView,
    /// Why this partition ranks where it does, for people.
    pub explanation: String,
}

/// Each combination as its three cards (moved out of the engine's answer as they are, so
/// that a suggestion costs no copy of them).
fn combinations_as_cards<S: serde::Serializer>(
    combinations: &[Combination],
    serializer: S,
) -> Result<S::Ok, S::Error> {
    serializer.collect_seq(combinations.iter().map(Combination::cards))
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
///
/// A search that completes within `HAKAM_CHOR_VOLI_SOLVER_INLINE_NODES` runs on the request
/// worker; a longer one is run again off it.
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
) -> Result<Json<SuggestResponse>, Problem> {
    let mut errors = Errors::default();
    let rules = wire::rules(req.rules.as_ref(), &mut errors);
    let hand = wire::cards(&req.hand, "/hand", &mut errors);
    errors.finish(())?;
    let rules = rules.unwrap_or_default();
    let input = SuggestInput {
        hand,
        limit: req.limit.unwrap_or(5),
    };
    let set = input
        .check(&rules, limits.max_suggestions)
        .map_err(suggest_errors)?;
    let limit = input.limit;
    let budget = Budget {
        max_nodes: limits.solver_budget,
    };
    // Most searches are shorter than the hop to the blocking pool: try on this worker under
    // a small budget, and only a search that needs more starts again off it, under the
    // full one (docs/performance.md measures the line).
    let inline = limits.solver_inline_nodes.min(budget.max_nodes);
    let tried =
        (inline > 0).then(|| solver::suggest(&rules, set, limit, Budget { max_nodes: inline }));
    let found = match tried {
        Some(found) if found.complete || inline == budget.max_nodes => found,
        _ => web::block(move || solver::suggest(&rules, set, limit, budget))
            .await
            .map_err(|e| Problem::internal(format!("the solver failed: {e}")))?,
    };
    if !found.complete {
        metrics::counter!(
            crate::http::metrics::SOLVER_BUDGET_EXHAUSTED,
            "operation" => "chor-voli/partitions/suggest"
        )
        .increment(1);
    }
    Ok(Json(SuggestResponse {
        max_combinations: found.max_combinations,
        suggestions: found
            .suggestions
            .into_iter()
            .map(|s| SuggestionView {
                combinations: s.combinations,
                discards: s.discards,
                score: ScoreView {
                    combinations: s.score.combinations(),
                    strengths_weakest_first: s.score.into_strengths_weakest_first(),
                },
                explanation: s.explanation,
            })
            .collect(),
        complete: found.complete,
    }))
}

/// A partition to score as well as the solver's.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = chor_voli::NamedPartition)]
#[serde(deny_unknown_fields)]
pub struct NamedPartition {
    /// The combinations in play order (strongest first); the partition must be legal.
    #[schema(value_type = Vec<Vec<WireCard>>)]
    pub combinations: Vec<Vec<WireCard>>,
    /// The discards; when given, exactly the rest of the hand.
    #[schema(value_type = Option<Vec<WireCard>>)]
    pub discards: Option<Vec<WireCard>>,
    /// Whether it partitions the hand after the 2♦ exchange (false when absent).
    pub exchanged: Option<bool>,
}

/// A hand to advise on.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = chor_voli::AdviseRequest)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({
    "hand": ["Ah", "Kh", "Qh", "7c", "7d", "7s", "Js", "Td", "9c", "5h", "3c", "2d", "4s"],
    "seat": 0, "dealer": 3, "candidates": 3, "samples": 500, "seed": "table 7, deal 12",
    "partitions": [{"combinations": [["7c", "7d", "7s"], ["Ah", "Kh", "Qh"], ["Js", "Td", "9c"]]}]}))]
pub struct AdviseRequest {
    #[serde(default, deserialize_with = "crate::http::object::optional")]
    pub rules: Option<RulesInput>,
    /// A legal hand as dealt, before any exchange: the preset's hand size, no card twice.
    #[schema(value_type = Vec<WireCard>)]
    pub hand: Vec<WireCard>,
    /// The player's seat (0 when absent).
    #[schema(minimum = 0, maximum = 3)]
    #[serde(default, deserialize_with = "crate::http::int::optional_seat")]
    pub seat: Option<usize>,
    /// The dealer's seat; when absent each sample draws one.
    #[schema(minimum = 0, maximum = 3)]
    #[serde(default, deserialize_with = "crate::http::int::optional_dealer")]
    pub dealer: Option<usize>,
    /// The card dealt face up (three-player presets); when absent each sample deals one.
    /// Given, it opens the 2♦ exchange to the player holding the 2♦.
    #[schema(value_type = Option<WireCard>)]
    pub face_up: Option<WireCard>,
    /// How many of the solver's best partitions to score, per hand (with and without the
    /// exchange): 1 to 50, 20 when absent.
    #[schema(minimum = 1, maximum = 50)]
    #[serde(default, deserialize_with = "crate::http::int::optional")]
    pub candidates: Option<usize>,
    /// How many deals to sample: 1 to 20 000, 2 000 when absent. Samples × partitions
    /// scored may be at most 400 000 (`HAKAM_CHOR_VOLI_ADVISE_MAX_WORK`).
    #[schema(minimum = 1, maximum = 20000)]
    #[serde(default, deserialize_with = "crate::http::int::optional")]
    pub samples: Option<usize>,
    /// Partitions to score as well (at most 50), each legal for the hand.
    #[schema(max_items = 50)]
    #[serde(default, deserialize_with = "crate::http::object::optional_list")]
    pub partitions: Option<Vec<NamedPartition>>,
    /// Any string up to 1 024 characters (`""` when absent): the samples are a function of
    /// it, so the same request always gets the same answer.
    #[schema(max_length = 1024)]
    pub seed: Option<String>,
}

/// An estimate from the samples.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = chor_voli::EstimateView)]
pub struct EstimateView {
    pub mean: f64,
    /// The 95 % confidence interval, low then high.
    #[schema(min_items = 2, max_items = 2)]
    pub ci95: [f64; 2],
}

impl From<advise::Estimate> for EstimateView {
    fn from(e: advise::Estimate) -> EstimateView {
        EstimateView {
            mean: e.mean,
            ci95: e.ci95,
        }
    }
}

/// One scored partition.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = chor_voli::AdviseCandidate)]
pub struct AdviseCandidate {
    /// The combinations in play order, strongest first, each in canonical card order.
    #[schema(value_type = Vec<Vec<WireCard>>)]
    #[serde(serialize_with = "combinations_as_cards")]
    pub combinations: Vec<Combination>,
    /// The rest of the hand (after the exchange when `exchanged`), high first.
    #[schema(value_type = Vec<WireCard>)]
    pub discards: Vec<Card>,
    /// Whether the partition takes the face-up card for the 2♦; present only when the
    /// exchange is open to the player.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub exchanged: Option<bool>,
    /// Net chips won per deal, antes included, averaged over the samples.
    pub mean_chips: f64,
    /// The 95 % confidence interval of `mean_chips`, low then high.
    #[schema(min_items = 2, max_items = 2)]
    pub ci95: [f64; 2],
    /// The share of samples in which the player ends the deal ahead.
    #[schema(minimum = 0, maximum = 1)]
    pub p_positive: f64,
    /// Chips per deal more than the baseline, from the same samples.
    pub gain: EstimateView,
    /// Its place in the solver's list for its hand (0: `suggest`'s first choice); absent for
    /// a partition only the request named.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub suggested: Option<usize>,
}

/// Partitions scored by the chips they win per deal.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = chor_voli::AdviseResponse)]
pub struct AdviseResponse {
    /// The seed the samples were drawn from.
    pub seed: String,
    /// How many deals were sampled.
    pub samples: usize,
    /// The solver's best partitions (without the exchange, then with it), then the named
    /// partitions not already among them.
    pub candidates: Vec<AdviseCandidate>,
    /// The index of the candidate with the highest mean; among equals the baseline, else
    /// the earliest.
    pub recommended: usize,
    /// The index of the partition the solver alone would play (what every other seat is
    /// assumed to play): `suggest`'s first choice, with the exchange when it scores higher.
    pub baseline: usize,
    /// For each named partition, in order, the index of its candidate.
    pub requested: Vec<usize>,
    /// False when a solver search ran out of budget (its partition is then the best found).
    pub complete: bool,
}

/// Scores partitions of a hand by the chips they win per deal, by Monte Carlo: each sample
/// deals the unseen cards to the other seats (the documented shuffle, from the seed), who
/// play the solver's best partition, and resolves the whole deal as `deals/resolve` does.
/// All candidates share the samples. `docs/strategy.md` explains it and measures it.
///
/// Bounded by samples × partitions scored (400 000 by default; a 422 beyond); computed off
/// the request workers, spread over the cores.
#[utoipa::path(post, path = "/partitions/advise", tag = super::TAG,
    operation_id = "chorVoliAdvisePartitions",
    request_body = AdviseRequest,
    responses(
        (status = 200, description = "The scored partitions.", body = AdviseResponse),
        crate::http::problem::JsonErrors,
    ))]
pub async fn advise(
    limits: web::Data<ChorVoliLimits>,
    ApiJson(req): ApiJson<AdviseRequest>,
) -> Result<Json<AdviseResponse>, Problem> {
    let mut errors = Errors::default();
    let rules = wire::rules(req.rules.as_ref(), &mut errors);
    let hand = wire::cards(&req.hand, "/hand", &mut errors);
    let face_up = req
        .face_up
        .as_ref()
        .and_then(|c| wire::card(c, || "/face_up".into(), &mut errors));
    let partitions: Vec<PartitionInput> = req
        .partitions
        .iter()
        .flatten()
        .enumerate()
        .map(|(i, p)| PartitionInput {
            combinations: wire::card_lists(
                &p.combinations,
                &format!("/partitions/{i}/combinations"),
                &mut errors,
            ),
            discards: p
                .discards
                .as_ref()
                .map(|d| wire::cards(d, &format!("/partitions/{i}/discards"), &mut errors)),
            exchanged: p.exchanged.unwrap_or(false),
        })
        .collect();
    crate::http::seed::check(req.seed.as_deref(), "/seed", &mut errors);
    errors.finish(())?;
    let rules = rules.unwrap_or_default();
    let input = AdviseInput {
        hand,
        seat: req.seat.unwrap_or(0),
        dealer: req.dealer,
        face_up,
        candidates: req.candidates.unwrap_or(advise::DEFAULT_CANDIDATES),
        samples: req.samples.unwrap_or(advise::DEFAULT_SAMPLES),
        partitions,
        seed: req.seed.unwrap_or_default(),
    };
    let bounds = AdviseLimits {
        max_work: limits.advise_max_work,
        budget: Budget {
            max_nodes: limits.solver_budget,
        },
        threads: limits.advise_threads,
    };
    let (input, advice) = web::block(move || {
        let advice = advise::advise(&rules, &input, &bounds);
        (input, advice)
    })
    .await
    .map_err(|e| Problem::internal(format!("the advisor failed: {e}")))?;
    let advice = advice.map_err(advise_errors)?;
    let open = advice.candidates.iter().any(|c| c.exchanged);
    Ok(Json(AdviseResponse {
        seed: input.seed,
        samples: advice.samples,
        candidates: advice
            .candidates
            .into_iter()
            .map(|c| AdviseCandidate {
                combinations: c.combinations,
                discards: c.discards,
                exchanged: open.then_some(c.exchanged),
                mean_chips: c.chips.mean,
                ci95: c.chips.ci95,
                p_positive: c.p_positive,
                gain: c.gain.into(),
                suggested: c.suggested,
            })
            .collect(),
        recommended: advice.recommended,
        baseline: advice.baseline,
        requested: advice.requested,
        complete: advice.complete,
    }))
}

/// The 422 for a suggest request's contract errors, each at its JSON pointer.
fn suggest_errors(errors: Vec<SuggestError>) -> Problem {
    let pointer = |at| match at {
        SuggestField::Hand => "/hand".to_owned(),
        SuggestField::HandCard(i) => format!("/hand/{i}"),
        SuggestField::Limit => "/limit".to_owned(),
    };
    Problem::unprocessable(
        errors
            .iter()
            .map(|e| ProblemError::new(e.code(), pointer(e.at), e.message()))
            .collect(),
    )
}

/// The 422 for the advisor's contract errors, each at its JSON pointer.
fn advise_errors(errors: Vec<AdviseError>) -> Problem {
    Problem::unprocessable(
        errors
            .iter()
            .map(|e| ProblemError::new(e.code(), advise_pointer(e.at), e.message()))
            .collect(),
    )
}

/// The JSON pointer of a position in an advise request.
fn advise_pointer(at: AdviseField) -> String {
    match at {
        AdviseField::Hand => "/hand".to_owned(),
        AdviseField::HandCard(i) => format!("/hand/{i}"),
        AdviseField::Seat => "/seat".to_owned(),
        AdviseField::Dealer => "/dealer".to_owned(),
        AdviseField::FaceUp => "/face_up".to_owned(),
        AdviseField::Candidates => "/candidates".to_owned(),
        AdviseField::Samples => "/samples".to_owned(),
        AdviseField::Partitions => "/partitions".to_owned(),
        AdviseField::Partition(i) => format!("/partitions/{i}"),
        AdviseField::PartitionExchanged(i) => format!("/partitions/{i}/exchanged"),
        AdviseField::PartitionCombination {
            partition,
            combination,
        } => format!("/partitions/{partition}/combinations/{combination}"),
        AdviseField::PartitionDiscards(i) => format!("/partitions/{i}/discards"),
    }
}
