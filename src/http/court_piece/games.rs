//! Replaying a game of several deals.

use super::errors::unprocessable;
use super::replay::{ResultView, ViolationView, with_decisions};
use super::wire::{self, RulesInput};
use crate::config::CourtPieceLimits;
use crate::court_piece::{self, Decisions, Viewer};
use crate::http::extract::ApiJson;
use crate::http::json::Json;
use crate::http::problem::{Errors, Problem};
use actix_web::web;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

with_decisions!(
    /// One deal of a game: a `deals/resolve` body without `rules`, `dealer` and `previous`
    /// (the game supplies them).
    #[derive(Debug, Deserialize, ToSchema)]
    #[schema(as = court_piece::GameDealInput)]
    GameDealInput {}
);

/// A game to replay.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = court_piece::GameRequest)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"rules": {"preset": "hokm"}, "first_dealer": 0, "deals": [
    {"seed": "readme hokm", "trump": "s", "plays": ["Ks", "As", "Ts", "8s"]}]}))]
pub struct GameRequest {
    #[serde(default, deserialize_with = "crate::http::object::optional")]
    pub rules: Option<RulesInput>,
    /// The dealer of the first deal.
    #[schema(minimum = 0, maximum = 3)]
    #[serde(deserialize_with = "crate::http::int::dealer")]
    pub first_dealer: usize,
    /// 1 to 1 000 (configurable) deals in the order played; only the last may be in progress.
    #[schema(min_items = 1, max_items = 1000)]
    #[serde(deserialize_with = "crate::http::object::list")]
    pub deals: Vec<GameDealInput>,
    /// Answer with only what this seat may know, in every deal (another seat's violation
    /// names no card).
    #[schema(minimum = 0, maximum = 3)]
    #[serde(default, deserialize_with = "crate::http::int::optional_seat")]
    pub view: Option<usize>,
}

/// One replayed deal of a game.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = court_piece::GameDealView)]
pub struct GameDealView {
    pub dealer: usize,
    pub caller: usize,
    /// Whether the deal's decisions are legal; an invalid deal stops the replay.
    pub valid: bool,
    /// Its first illegal decision.
    pub violations: Vec<ViolationView>,
    /// Whether the deal is over (only the last may not be).
    pub complete: bool,
    /// The deal's result, as `deals/resolve` gives it (absent while in progress or invalid).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub result: Option<ResultView>,
    /// The game's score after this deal, per party (per seat under `sars`).
    pub score_after: Vec<i64>,
}

/// The game after its deals.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = court_piece::GameResponse)]
pub struct GameResponse {
    pub deals: Vec<GameDealView>,
    /// The score, per party (per seat under `sars`).
    pub score: Vec<i64>,
    /// `kots` scoring: each party's plain wins in a row towards a streak (zeros otherwise).
    pub streaks: Vec<i64>,
    pub next_dealer: usize,
    pub next_caller: usize,
    /// Whether a party (a player under `sars`) reached the target.
    pub finished: bool,
    /// The winner of a finished game.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub winner: Option<usize>,
}

/// Replays a game of several deals: dealers and callers follow from each result, kots and
/// streaks accumulate, Satat's passes are checked against the previous deal, redeals are
/// counted, the game ends at the target (later deals are a 422), an invalid deal stops the
/// replay.
///
/// Contract errors in any deal are a 422 before anything is replayed; the answer lists each
/// deal's result, the score, the next dealer and caller, and the winner once the target is
/// reached.
#[utoipa::path(post, path = "/games/resolve", tag = super::TAG,
    operation_id = "courtPieceResolveGame",
    request_body(content = GameRequest, examples(
        ("hokm" = (summary = "Hokm, a deal in progress", value = json!({"rules": {"preset": "hokm"},
            "first_dealer": 0, "deals": [{"seed": "readme hokm", "trump": "s",
            "plays": ["Ks", "As", "Ts", "8s"]}]}))),
        ("dabba-rang" = (summary = "Dabba Rang: a bid of 13 lost, then everybody passes, as seat 2 sees it",
            value = json!({"rules": {"preset": "dabba-rang"}, "first_dealer": 3, "view": 2, "deals": [
            {"hands": [
            ["Ac", "Kc", "Qc", "Jc", "Tc", "9c", "8c", "7c", "6c", "5c", "4c", "3c", "2s"],
            ["Ad", "Kd", "Qd", "Jd", "Td", "9d", "8d", "7d", "6d", "5d", "4d", "3d", "As"],
            ["Ah", "Kh", "Qh", "Jh", "Th", "9h", "8h", "7h", "6h", "5h", "4h", "3h", "2d"],
            ["Ks", "Qs", "Js", "Ts", "9s", "8s", "7s", "6s", "5s", "4s", "3s", "2c", "2h"]],
             "bids": [null, 13, null, null], "trump_card": "As",
             "plays": ["Ad", "2d", "2h", "reveal", "2s"]},
            {"seed": "dabba all pass", "bids": [null, null, null, null]}]}))),
    )),
    responses(
        (status = 200, description = "The game after its deals.", body = GameResponse),
        crate::http::problem::JsonErrors,
    ))]
pub async fn game(
    limits: web::Data<CourtPieceLimits>,
    ApiJson(req): ApiJson<GameRequest>,
) -> Result<Json<GameResponse>, Problem> {
    let mut errors = Errors::default();
    let rules = wire::rules(req.rules.as_ref(), &mut errors);
    let deals: Vec<Decisions> = req
        .deals
        .iter()
        .enumerate()
        .map(|(n, d)| {
            crate::http::seed::check(d.seed.as_deref(), &format!("/deals/{n}/seed"), &mut errors);
            d.decisions(&format!("/deals/{n}"), &mut errors)
        })
        .collect();
    let rules = errors.finish(rules)?.unwrap_or_default();
    let viewer = req.view.map_or(Viewer::Arbiter, Viewer::Seat);
    let (game, views) =
        court_piece::resolve_game_views(&rules, req.first_dealer, &deals, limits.max_deals, viewer)
            .map_err(unprocessable)?;
    Ok(Json(GameResponse {
        deals: game
            .deals
            .iter()
            .zip(&views)
            .map(|(d, v)| GameDealView {
                dealer: v.dealer,
                caller: v.caller,
                valid: v.valid(),
                violations: v.violation.iter().map(Into::into).collect(),
                complete: v.complete,
                result: v.result.as_ref().map(Into::into),
                score_after: d.score_after.to_vec(),
            })
            .collect(),
        score: game.score.to_vec(),
        streaks: game.streaks.to_vec(),
        next_dealer: game.next_dealer,
        next_caller: game.next_caller,
        finished: game.finished,
        winner: game.winner,
    }))
}
