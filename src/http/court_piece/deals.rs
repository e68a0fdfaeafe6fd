//! Dealing in packets from a seed.

use super::errors::unprocessable;
use super::wire::{self, RulesInput, WireCard};
use crate::cards::Card;
use crate::court_piece::dealing;
use crate::http::extract::ApiJson;
use crate::http::json::Json;
use crate::http::problem::{Errors, Problem};
use crate::http::seed;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// What to deal.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = court_piece::DealRequest)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"rules": {"preset": "hokm"}, "seed": "table 7, deal 12"}))]
pub struct DealRequest {
    #[serde(default, deserialize_with = "crate::http::object::optional")]
    pub rules: Option<RulesInput>,
    /// The dealer's seat; drawn from the seed (after the shuffle) when absent.
    #[schema(minimum = 0, maximum = 3)]
    #[serde(default, deserialize_with = "crate::http::int::optional_dealer")]
    pub dealer: Option<usize>,
    /// Any string up to 1 024 characters; a fresh random seed is drawn (and returned) when
    /// absent. The deal depends on the seed's UTF-8 bytes.
    #[schema(max_length = 1024)]
    pub seed: Option<String>,
}

/// Whether a redeal may be called on these cards.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = court_piece::RedealOffer)]
pub struct RedealOffer {
    /// Whether the rules let the caller call a redeal on these cards (no card of the named
    /// ranks in the first five, or in the whole hand).
    pub caller_may: bool,
}

/// A deal in packets: the hands are a function of the seed and the rules alone.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = court_piece::DealResponse)]
pub struct DealResponse {
    /// The seed dealt from (the one given, or the fresh one drawn).
    pub seed: String,
    /// SHA-256 of the seed's UTF-8 bytes, lowercase hex: publish it before play.
    #[schema(pattern = "^[0-9a-f]{64}$")]
    pub seed_sha256: String,
    /// The dealer's seat (given, or drawn from the seed).
    pub dealer: usize,
    /// The seat after the dealer: names trumps and leads the first trick.
    pub caller: usize,
    /// One hand per seat as dealt (13 cards, 17 with three players, 5 with two), high to
    /// low by rank, then by suit s, h, d, c.
    #[schema(value_type = Vec<Vec<WireCard>>)]
    pub hands: Vec<Vec<Card>>,
    /// Each seat's first packet of five, sorted like the hands.
    #[schema(value_type = Vec<Vec<WireCard>>)]
    pub first_five: Vec<Vec<Card>>,
    /// The two taken out of the pack (three players only).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<WireCard>, nullable = false)]
    pub removed: Option<Card>,
    /// The stock, top first (two players only: 42 cards).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Vec<WireCard>>, nullable = false)]
    pub stock: Option<Vec<Card>>,
    pub redeal: RedealOffer,
}

/// Deals from a seed in packets (5-4-4 for four players, 5-4-4-4 for three, 5 each and a
/// stock for two), reproducibly on every machine and version (`docs/dealing.md`).
///
/// The same seed and rules give the same packets everywhere; without a seed one is drawn and
/// returned, so that the deal can be replayed.
#[utoipa::path(post, path = "/deals", tag = super::TAG,
    operation_id = "courtPieceDeal",
    request_body = DealRequest,
    responses(
        (status = 200, description = "The deal.", body = DealResponse),
        crate::http::problem::JsonErrors,
    ))]
pub async fn deal(ApiJson(req): ApiJson<DealRequest>) -> Result<Json<DealResponse>, Problem> {
    let mut errors = Errors::default();
    let rules = wire::rules(req.rules.as_ref(), &mut errors);
    seed::check(req.seed.as_deref(), "/seed", &mut errors);
    let rules = errors.finish(rules)?.unwrap_or_default();
    let seed = seed::or_fresh(req.seed);
    let dealt = dealing::deal(&rules, &seed, req.dealer).map_err(|e| unprocessable(vec![e]))?;
    Ok(Json(DealResponse {
        seed,
        seed_sha256: dealt.seed_sha256,
        dealer: dealt.dealer,
        caller: dealt.caller,
        hands: dealt.hands.iter().map(|h| h.sorted_high_first()).collect(),
        first_five: dealt
            .first_five
            .iter()
            .map(|h| h.sorted_high_first())
            .collect(),
        removed: dealt.removed,
        stock: (!dealt.stock.is_empty()).then_some(dealt.stock),
        redeal: RedealOffer {
            caller_may: dealt.caller_may_redeal,
        },
    }))
}
