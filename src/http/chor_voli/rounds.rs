//! Resolving one showdown: the request's shape here, the rules in
//! [`crate::chor_voli::round`].

use super::wire::{self, CombinationResult, RulesInput, Triple, WireCard};
use crate::chor_voli::round::{RoundPlay, RoundPosition, resolve_round};
use crate::http::extract::ApiJson;
use crate::http::json::Json;
use crate::http::problem::{Errors, Problem};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// One player's play in a round.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = chor_voli::PlayInput)]
#[serde(deny_unknown_fields)]
pub struct PlayInput {
    /// The player's seat, 0 to players − 1.
    #[schema(minimum = 0, maximum = 3)]
    #[serde(deserialize_with = "crate::http::int::player")]
    pub player: usize,
    /// The combination shown.
    #[schema(value_type = Triple)]
    pub combination: Vec<WireCard>,
}

/// The plays of one round, in the order shown.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = chor_voli::RoundRequest)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"plays": [{"player": 1, "combination": ["9h", "8h", "7h"]},
    {"player": 2, "combination": ["As", "Kd", "Jc"]}, {"player": 3, "combination": ["9s", "8s", "7s"]}]}))]
pub struct RoundRequest {
    #[serde(default, deserialize_with = "crate::http::object::optional")]
    pub rules: Option<RulesInput>,
    /// 1 to `players` plays, each by a different seat, each a valid combination; no card twice.
    #[schema(min_items = 1, max_items = 4)]
    #[serde(deserialize_with = "crate::http::object::list")]
    pub plays: Vec<PlayInput>,
}

/// A play with its evaluated combination.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = chor_voli::PlayResult)]
pub struct PlayResult {
    /// The seat of the player who showed it.
    pub player: usize,
    pub combination: CombinationResult,
}

/// Who wins the round.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = chor_voli::RoundResponse)]
pub struct RoundResponse {
    /// The winning player's seat.
    pub winner: usize,
    /// The plays in the order shown, evaluated.
    pub plays: Vec<PlayResult>,
}

/// Resolves one showdown: who wins among the combinations shown, in the order shown.
///
/// A 422 for an invalid triple, no plays, a player twice, a seat outside the rules' players,
/// or a card shown twice in the round.
#[utoipa::path(post, path = "/rounds/resolve", tag = super::TAG,
    operation_id = "chorVoliResolveRound",
    request_body = RoundRequest,
    responses(
        (status = 200, description = "The winner and the evaluated plays.", body = RoundResponse),
        crate::http::problem::JsonErrors,
    ))]
pub async fn round(ApiJson(req): ApiJson<RoundRequest>) -> Result<Json<RoundResponse>, Problem> {
    let mut errors = Errors::default();
    let resolved = wire::rules(req.rules.as_ref(), &mut errors);
    // Seats are checked against the rules when they resolve, else against the largest table.
    let players = resolved.as_ref().map_or(4, |r| r.players);
    let rules = resolved.unwrap_or_default();
    let plays: Vec<RoundPlay> = req
        .plays
        .iter()
        .enumerate()
        .map(|(i, p)| RoundPlay {
            seat: p.player,
            cards: wire::triple(
                &p.combination,
                &format!("/plays/{i}/combination"),
                &mut errors,
            ),
        })
        .collect();
    let outcome = resolve_round(&rules, players, &plays).map_err(|problems| {
        for e in problems {
            errors.push(e.kind.code(), pointer(e.at), e.kind.to_string());
        }
    });
    // A round refused only at the edge (a play that is not three distinct cards) has its
    // problems in `errors` already.
    let Ok(outcome) = errors.finish(outcome)? else {
        return Err(Problem::unprocessable(Vec::new()));
    };
    Ok(Json(RoundResponse {
        winner: outcome.winner,
        plays: req
            .plays
            .iter()
            .zip(&outcome.combinations)
            .map(|(p, c)| PlayResult {
                player: p.player,
                combination: c.into(),
            })
            .collect(),
    }))
}

/// The JSON pointer of a position in a round request.
fn pointer(at: RoundPosition) -> String {
    match at {
        RoundPosition::Plays => "/plays".into(),
        RoundPosition::Player(i) => format!("/plays/{i}/player"),
        RoundPosition::Combination(i) => format!("/plays/{i}/combination"),
        RoundPosition::Card { play, card } => format!("/plays/{play}/combination/{card}"),
    }
}
