//! Replaying a game of several deals.

use super::deals::{DealResult, PlayerEntry, player_input, unprocessable};
use super::wire::{self, RulesInput, WireCard};
use crate::chor_voli::game::{self, GameDealInput, StopReason};
use crate::config::ChorVoliLimits;
use crate::http::enums::wire_enum;
use crate::http::extract::ApiJson;
use crate::http::json::Json;
use crate::http::problem::{Errors, Problem};
use actix_web::web;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

wire_enum!(
    chor_voli;
    /// Why a game's replay stopped: `cannot-ante` (a player cannot ante for the next deal: the
    /// game is over) or `invalid-deal` (the last deal breaks a rule).
    StopReasonName => StopReason
);

/// One deal of a game.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = chor_voli::GameDealEntry)]
#[serde(deny_unknown_fields)]
pub struct GameDealEntry {
    /// One entry per seat, in seat order, as in deals/resolve.
    #[schema(min_items = 3, max_items = 4)]
    #[serde(deserialize_with = "crate::http::object::list")]
    pub players: Vec<PlayerEntry>,
    #[schema(value_type = Option<WireCard>)]
    pub face_up: Option<WireCard>,
    /// Whether the holder of the 2♦ took the face-up card for it.
    pub exchanged: Option<bool>,
}

/// A game to replay.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = chor_voli::GameRequest)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"chips": [20, 20, 20, 20], "first_dealer": 0, "deals": [{"players": [{"hand": ["As", "Ah", "Ad", "Ks", "Qs", "Js", "Th", "9d", "8c", "7s", "5h", "2d", "3c"], "combinations": [["As", "Ah", "Ad"], ["Ks", "Qs", "Js"], ["Th", "9d", "8c"], ["7s", "5h", "2d"]], "discards": ["3c"]}, {"hand": ["Kh", "Kd", "Kc", "Ts", "9s", "8s", "Qh", "Jd", "Tc", "6s", "4h", "2c", "Ac"], "combinations": [["Kh", "Kd", "Kc"], ["Ts", "9s", "8s"], ["Qh", "Jd", "Tc"], ["6s", "4h", "2c"]], "discards": ["Ac"]}, {"hand": ["9h", "8h", "7h", "6d", "5d", "4d", "5s", "4c", "3h", "Jc", "9c", "7c", "Qd"], "combinations": [["9h", "8h", "7h"], ["6d", "5d", "4d"], ["5s", "4c", "3h"], ["Jc", "9c", "7c"]], "discards": ["Qd"]}, {"hand": ["4s", "3s", "2s", "Qc", "6c", "5c", "Jh", "6h", "2h", "Td", "8d", "7d", "3d"], "combinations": [["4s", "3s", "2s"], ["Qc", "6c", "5c"], ["Jh", "6h", "2h"], ["Td", "8d", "7d"]], "discards": ["3d"]}]}]}))]
pub struct GameRequest {
    #[serde(default, deserialize_with = "crate::http::object::optional")]
    pub rules: Option<RulesInput>,
    /// Each player's chips before the first deal (0 to 10^15).
    #[schema(min_items = 3, max_items = 4, value_type = Vec<wire::Chips>)]
    #[serde(deserialize_with = "crate::http::int::list")]
    pub chips: Vec<i64>,
    /// The first dealer's seat.
    #[schema(minimum = 0, maximum = 3)]
    #[serde(deserialize_with = "crate::http::int::dealer")]
    pub first_dealer: usize,
    /// The deals in order: at most 1 000 (the default bound, which the schema states; a
    /// service run with `HAKAM_CHOR_VOLI_MAX_DEALS` has its own).
    #[schema(max_items = 1000)]
    #[serde(deserialize_with = "crate::http::object::list")]
    pub deals: Vec<GameDealEntry>,
}

/// One replayed deal.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = chor_voli::GameDealView)]
pub struct GameDealView {
    /// Who dealt this deal.
    pub dealer: usize,
    pub result: DealResult,
    /// Every player's chips after this deal.
    pub chips_after: Vec<i64>,
}

/// The game after its deals.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = chor_voli::GameResponse)]
pub struct GameResponse {
    /// The deals replayed, in order (up to and including an invalid one).
    pub deals: Vec<GameDealView>,
    /// Every player's chips now.
    pub chips: Vec<i64>,
    /// What the pool holds now, before the next deal's antes.
    pub pool: i64,
    /// Who deals the next deal.
    pub next_dealer: usize,
    /// Whether a player cannot ante for the next deal.
    pub finished: bool,
    /// Why the replay stopped: `cannot-ante` (finished) or `invalid-deal` (the last deal
    /// breaks a rule; chips, pool and next dealer are as before it, to resubmit it).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub reason: Option<StopReasonName>,
    /// The players with the most chips.
    pub leaders: Vec<usize>,
}

/// Replays a game of several deals: antes, dealers following from each result, the pool
/// carried between deals, the end when a player cannot ante, and the leaders.
///
/// Contract errors in any deal are a 422 before anything is replayed; a deal that breaks a
/// rule stops the replay (`finished: false`, `reason: "invalid-deal"`) with the chips as they
/// were before it, so that the client can correct it and resubmit.
#[utoipa::path(post, path = "/games/resolve", tag = super::TAG,
    operation_id = "chorVoliResolveGame",
    request_body = GameRequest,
    responses(
        (status = 200, description = "The game after its deals.", body = GameResponse),
        crate::http::problem::JsonErrors,
    ))]
pub async fn game(
    limits: web::Data<ChorVoliLimits>,
    ApiJson(req): ApiJson<GameRequest>,
) -> Result<Json<GameResponse>, Problem> {
    let mut errors = Errors::default();
    let rules = wire::rules(req.rules.as_ref(), &mut errors);
    let deals: Vec<GameDealInput> = req
        .deals
        .iter()
        .enumerate()
        .map(|(n, d)| GameDealInput {
            players: d
                .players
                .iter()
                .enumerate()
                .map(|(i, p)| player_input(p, &format!("/deals/{n}/players/{i}"), &mut errors))
                .collect(),
            face_up: d
                .face_up
                .as_ref()
                .and_then(|c| wire::card(c, || format!("/deals/{n}/face_up"), &mut errors)),
            exchanged: d.exchanged.unwrap_or(false),
        })
        .collect();
    errors.finish(())?;
    let rules = rules.unwrap_or_default();
    let outcome = game::resolve_game_limited(
        &rules,
        &req.chips,
        req.first_dealer,
        &deals,
        limits.max_deals,
    )
    .map_err(unprocessable)?;
    Ok(Json(GameResponse {
        deals: outcome
            .deals
            .iter()
            .map(|d| GameDealView {
                dealer: d.dealer,
                result: (&d.result).into(),
                chips_after: d.chips_after.clone(),
            })
            .collect(),
        chips: outcome.chips,
        pool: outcome.pool,
        next_dealer: outcome.next_dealer,
        finished: outcome.finished,
        reason: outcome.reason.map(Into::into),
        leaders: outcome.leaders,
    }))
}
