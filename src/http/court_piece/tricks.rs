//! Resolving one trick, without hands (follow-suit is judged by `deals/resolve`).

use super::errors::unprocessable;
use super::wire::{self, RulesInput, WireCard, WireSuit};
use crate::cards::Card;
use crate::court_piece::trick;
use crate::http::cards::SuitLetter;
use crate::http::extract::ApiJson;
use crate::http::json::Json;
use crate::http::problem::{Errors, Problem};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// One card played to a trick.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = court_piece::TrickPlay)]
#[serde(deny_unknown_fields)]
pub struct TrickPlay {
    /// The player's seat, 0 to players − 1.
    #[schema(minimum = 0, maximum = 3)]
    #[serde(deserialize_with = "crate::http::int::seat")]
    pub player: usize,
    #[schema(value_type = WireCard)]
    pub card: WireCard,
}

/// A trick to resolve: the plays in the order played, the first one led.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = court_piece::TrickRequest)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"rules": {"preset": "hokm"}, "trump": "s", "plays": [
    {"player": 1, "card": "7d"}, {"player": 2, "card": "Ks"}, {"player": 3, "card": "6s"},
    {"player": 0, "card": "Qd"}]}))]
pub struct TrickRequest {
    #[serde(default, deserialize_with = "crate::http::object::optional")]
    pub rules: Option<RulesInput>,
    /// The trump suit; absent or `null`: no trumps (yet). Under `first-void` trumps with none
    /// set, the first card off the led suit sets them.
    #[schema(value_type = Option<WireSuit>)]
    pub trump: Option<WireSuit>,
    /// 2 to `players` plays, each by a different seat, no card twice.
    #[schema(min_items = 2, max_items = 4)]
    #[serde(deserialize_with = "crate::http::object::list")]
    pub plays: Vec<TrickPlay>,
}

/// Who wins the trick.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = court_piece::TrickResponse)]
#[schema(example = json!({"winner": 2, "winning_card": "Ks", "led_suit": "d"}))]
pub struct TrickResponse {
    /// The winner's seat.
    pub winner: usize,
    #[schema(value_type = WireCard)]
    pub winning_card: Card,
    /// The suit of the card led (a letter).
    #[schema(value_type = SuitLetter)]
    pub led_suit: String,
    /// Under `first-void` trumps: the suit this trick set as trumps.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<SuitLetter>, nullable = false)]
    pub trump_set: Option<String>,
}

/// Resolves one trick: the highest trump wins, else the highest card of the suit led
/// (Satat's 2♥, when trumps are set, above the trump ace).
///
/// No hands are given, so follow-suit is not judged here (`deals/resolve` does). The plays
/// go round the table in seat order from the leader. A 422 for fewer than 2 or more than
/// `players` plays, a seat outside the table, twice or out of turn (`SEAT_OUT_OF_TURN`, at
/// the first such seat), a card twice, or the card taken out of a three-player pack.
#[utoipa::path(post, path = "/tricks/resolve", tag = super::TAG,
    operation_id = "courtPieceResolveTrick",
    request_body = TrickRequest,
    responses(
        (status = 200, description = "The winner of the trick.", body = TrickResponse),
        crate::http::problem::JsonErrors,
    ))]
pub async fn resolve(ApiJson(req): ApiJson<TrickRequest>) -> Result<Json<TrickResponse>, Problem> {
    let mut errors = Errors::default();
    let rules = wire::rules(req.rules.as_ref(), &mut errors);
    let trump = req
        .trump
        .as_ref()
        .and_then(|t| wire::suit(t, || "/trump".into(), &mut errors));
    let plays: Vec<(usize, Card)> = req
        .plays
        .iter()
        .enumerate()
        .filter_map(|(i, p)| {
            wire::card(&p.card, || format!("/plays/{i}/card"), &mut errors).map(|c| (p.player, c))
        })
        .collect();
    let rules = errors.finish(rules)?.unwrap_or_default();
    let outcome = trick::resolve_trick(&rules, trump, &plays).map_err(unprocessable)?;
    Ok(Json(TrickResponse {
        winner: outcome.winner,
        winning_card: outcome.winning_card,
        led_suit: wire::suit_letter(outcome.led_suit),
        trump_set: outcome.trump_set.map(wire::suit_letter),
    }))
}
