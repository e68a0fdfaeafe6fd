//! Dealing from a seed, resolving a whole deal, and replaying a game of several deals.

use super::rounds::PlayResult;
use super::wire::{self, RulesInput, ViolationView, WireCard};
use crate::cards::Card;
use crate::chor_voli::deal::{
    self, DealError, DealErrorKind, DealField, DealInput, DealOutcome, DealPosition, PlayerInput,
    Quads,
};
use crate::http::extract::ApiJson;
use crate::http::json::Json;
use crate::http::problem::{Errors, Problem, ProblemError};
use crate::http::seed;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// What to deal.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = chor_voli::DealRequest)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"rules": {"preset": "ramchi-3"}, "seed": "table 7, deal 12"}))]
pub struct DealRequest {
    #[serde(default, deserialize_with = "crate::http::object::optional")]
    pub rules: Option<RulesInput>,
    /// The dealer's seat; drawn from the seed when absent.
    #[schema(minimum = 0, maximum = 3)]
    #[serde(default, deserialize_with = "crate::http::int::optional_dealer")]
    pub dealer: Option<usize>,
    /// Any string up to 1 024 characters; a fresh random seed is drawn (and returned) when
    /// absent. The deal depends on the seed's UTF-8 bytes.
    #[schema(max_length = 1024)]
    pub seed: Option<String>,
}

/// The four of a kind that decides a deal.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(as = chor_voli::QuadsView)]
pub struct QuadsView {
    /// The holder's seat.
    pub player: usize,
    /// The rank, spelled as in cards (`T` for ten).
    #[schema(example = "K", pattern = "^[2-9TJQKA]$")]
    pub rank: String,
}

impl From<Quads> for QuadsView {
    fn from(q: Quads) -> QuadsView {
        QuadsView {
            player: q.seat,
            rank: q.rank.symbol().to_string(),
        }
    }
}

/// A deal: the hands are a function of the seed and the rules alone.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = chor_voli::DealResponse)]
pub struct DealResponse {
    /// The seed dealt from (the one given, or the fresh one drawn).
    pub seed: String,
    /// SHA-256 of the seed's UTF-8 bytes, lowercase hex: publish it before play.
    #[schema(pattern = "^[0-9a-f]{64}$")]
    pub seed_sha256: String,
    /// The dealer's seat (given, or drawn from the seed).
    pub dealer: usize,
    /// One hand per seat, each high to low by rank, then by suit s, h, d, c.
    #[schema(value_type = Vec<Vec<WireCard>>)]
    pub hands: Vec<Vec<Card>>,
    /// The card left face up (three-player presets only).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<WireCard>, nullable = false)]
    pub face_up: Option<Card>,
    /// The deciding four of a kind when `quads_win` applies, else null.
    #[schema(required = true)]
    pub quads: Option<QuadsView>,
}

/// Deals from a seed, reproducibly on every machine and version (`docs/dealing.md` gives the
/// algorithm step by step).
///
/// The same seed and rules give the same hands, face-up card and dealer everywhere; without
/// a seed one is drawn and returned, so that the deal can be replayed.
#[utoipa::path(post, path = "/deals", tag = super::TAG,
    operation_id = "chorVoliDeal",
    request_body = DealRequest,
    responses(
        (status = 200, description = "The deal.", body = DealResponse),
        crate::http::problem::JsonErrors,
    ))]
pub async fn deal(ApiJson(req): ApiJson<DealRequest>) -> Result<Json<DealResponse>, Problem> {
    let mut errors = Errors::default();
    let rules = wire::rules(req.rules.as_ref(), &mut errors);
    seed::check(req.seed.as_deref(), "/seed", &mut errors);
    errors.finish(())?;
    let rules = rules.unwrap_or_default();
    let seed = seed::or_fresh(req.seed);
    let dealt = deal::deal(&rules, &seed, req.dealer).map_err(|e| unprocessable(vec![e]))?;
    Ok(Json(DealResponse {
        seed,
        seed_sha256: dealt.seed_sha256,
        dealer: dealt.dealer,
        hands: dealt.hands,
        face_up: dealt.face_up,
        quads: dealt.quads.map(Into::into),
    }))
}

/// The 422 for contract errors, each at its JSON pointer.
pub(super) fn unprocessable(errors: Vec<DealError>) -> Problem {
    Problem::unprocessable(
        errors
            .iter()
            .map(|e| {
                let message = match e.kind {
                    DealErrorKind::DuplicateCard { first, .. } => {
                        format!("{} (it is also at {})", e.message(), pointer(first))
                    }
                    _ => e.message(),
                };
                ProblemError::new(e.code(), pointer(e.at), message)
            })
            .collect(),
    )
}

/// The JSON pointer of a position in a deal or game request.
pub(super) fn pointer(at: DealPosition) -> String {
    let field = match at.field {
        DealField::Dealer => "/dealer".to_owned(),
        DealField::FirstDealer => "/first_dealer".to_owned(),
        DealField::PoolCarried => "/pool_carried".to_owned(),
        DealField::Players => "/players".to_owned(),
        DealField::Hand { seat } => format!("/players/{seat}/hand"),
        DealField::HandCard { seat, card } => format!("/players/{seat}/hand/{card}"),
        DealField::FaceUp => "/face_up".to_owned(),
        DealField::Exchanged => "/exchanged".to_owned(),
        DealField::Chips => "/chips".to_owned(),
        DealField::PlayerChips { seat } => format!("/chips/{seat}"),
        DealField::Deals => "/deals".to_owned(),
        DealField::Whole => String::new(),
    };
    match at.deal {
        Some(n) => format!("/deals/{n}{field}"),
        None => field,
    }
}

/// One seat of a deal: the hand as dealt and the partition.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = chor_voli::PlayerEntry)]
#[serde(deny_unknown_fields)]
pub struct PlayerEntry {
    /// A label for people; not judged.
    #[schema(max_length = 200)]
    pub name: Option<String>,
    /// The hand as dealt, before any exchange.
    #[schema(value_type = Vec<WireCard>)]
    pub hand: Vec<WireCard>,
    /// The combinations kept, in play order; required unless four of a kind decides.
    #[schema(value_type = Option<Vec<Vec<WireCard>>>)]
    pub combinations: Option<Vec<Vec<WireCard>>>,
    /// The discards; when given, exactly the rest of the hand.
    #[schema(value_type = Option<Vec<WireCard>>)]
    pub discards: Option<Vec<WireCard>>,
}

pub(super) fn player_input(entry: &PlayerEntry, base: &str, errors: &mut Errors) -> PlayerInput {
    PlayerInput {
        hand: wire::cards(&entry.hand, &format!("{base}/hand"), errors),
        combinations: entry
            .combinations
            .as_ref()
            .map(|c| wire::card_lists(c, &format!("{base}/combinations"), errors)),
        discards: entry
            .discards
            .as_ref()
            .map(|d| wire::cards(d, &format!("{base}/discards"), errors)),
    }
}

/// A whole deal to resolve.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = chor_voli::ResolveDealRequest)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"dealer": 0, "players": [{"hand": ["As", "Ah", "Ad", "Ks", "Qs", "Js", "Th", "9d", "8c", "7s", "5h", "2d", "3c"], "combinations": [["As", "Ah", "Ad"], ["Ks", "Qs", "Js"], ["Th", "9d", "8c"], ["7s", "5h", "2d"]], "discards": ["3c"]}, {"hand": ["Kh", "Kd", "Kc", "Ts", "9s", "8s", "Qh", "Jd", "Tc", "6s", "4h", "2c", "Ac"], "combinations": [["Kh", "Kd", "Kc"], ["Ts", "9s", "8s"], ["Qh", "Jd", "Tc"], ["6s", "4h", "2c"]], "discards": ["Ac"]}, {"hand": ["9h", "8h", "7h", "6d", "5d", "4d", "5s", "4c", "3h", "Jc", "9c", "7c", "Qd"], "combinations": [["9h", "8h", "7h"], ["6d", "5d", "4d"], ["5s", "4c", "3h"], ["Jc", "9c", "7c"]], "discards": ["Qd"]}, {"hand": ["4s", "3s", "2s", "Qc", "6c", "5c", "Jh", "6h", "2h", "Td", "8d", "7d", "3d"], "combinations": [["4s", "3s", "2s"], ["Qc", "6c", "5c"], ["Jh", "6h", "2h"], ["Td", "8d", "7d"]], "discards": ["3d"]}]}))]
pub struct ResolveDealRequest {
    #[serde(default, deserialize_with = "crate::http::object::optional")]
    pub rules: Option<RulesInput>,
    /// The dealer's seat.
    #[schema(minimum = 0, maximum = 3)]
    #[serde(deserialize_with = "crate::http::int::dealer")]
    pub dealer: usize,
    /// Chips a short earlier deal left in the pool (0 when absent).
    #[schema(minimum = 0, maximum = 9007199254740991_i64)]
    #[serde(default, deserialize_with = "crate::http::int::optional")]
    pub pool_carried: Option<i64>,
    /// One entry per seat, in seat order.
    #[schema(min_items = 3, max_items = 4)]
    #[serde(deserialize_with = "crate::http::object::list")]
    pub players: Vec<PlayerEntry>,
    /// The face-up card (three-player presets only).
    #[schema(value_type = Option<WireCard>)]
    pub face_up: Option<WireCard>,
    /// Whether the holder of the 2♦ took the face-up card for it.
    pub exchanged: Option<bool>,
}

/// One showdown.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = chor_voli::RoundView)]
pub struct RoundView {
    /// 1-based.
    pub round: usize,
    /// The first player who shows in this round.
    pub leader: usize,
    /// In the order shown.
    pub plays: Vec<PlayResult>,
    /// The seat of the round's winner.
    pub winner: usize,
    /// What the winner receives in all.
    pub payout: i64,
}

/// The judgement of a deal.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = chor_voli::DealResult)]
pub struct DealResult {
    /// Whether every partition keeps the rules (or four of a kind decided).
    pub valid: bool,
    /// Every broken rule, each with its player.
    pub violations: Vec<ViolationView>,
    /// Legal but noteworthy: a player kept fewer combinations than possible.
    pub warnings: Vec<ViolationView>,
    /// The deciding four of a kind, or null.
    #[schema(required = true)]
    pub quads: Option<QuadsView>,
    /// Absent when invalid; empty when four of a kind decided.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub rounds: Option<Vec<RoundView>>,
    /// Each player's net gain in this deal, antes included: sum(chips) + pool_remaining ==
    /// pool_carried. Absent when invalid.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub chips: Option<Vec<i64>>,
    /// What stays in the pool for the next deal. Absent when invalid.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub pool_remaining: Option<i64>,
    /// Who deals next. Absent when invalid.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub next_dealer: Option<usize>,
}

impl From<&DealOutcome> for DealResult {
    fn from(o: &DealOutcome) -> DealResult {
        let view = |list: &[deal::PlayerViolation]| {
            list.iter()
                .map(|v| ViolationView::new(&v.violation, Some(v.seat)))
                .collect()
        };
        let settlement = o.settlement.as_ref();
        DealResult {
            valid: o.valid(),
            violations: view(&o.violations),
            warnings: view(&o.warnings),
            quads: o.quads.map(Into::into),
            rounds: settlement.map(|s| {
                s.rounds
                    .iter()
                    .map(|r| RoundView {
                        round: r.round,
                        leader: r.leader,
                        plays: r
                            .plays
                            .iter()
                            .map(|p| PlayResult {
                                player: p.seat,
                                combination: (&p.combination).into(),
                            })
                            .collect(),
                        winner: r.winner,
                        payout: r.payout,
                    })
                    .collect()
            }),
            chips: settlement.map(|s| s.chips.clone()),
            pool_remaining: settlement.map(|s| s.pool_remaining),
            next_dealer: settlement.map(|s| s.next_dealer),
        }
    }
}

/// Resolves a whole deal from the hands and partitions: four of a kind, every showdown,
/// chips, the next dealer.
///
/// A deal that cannot have been dealt is a 422; a partition that breaks a rule is the
/// answer (`valid: false` with the violations, and no rounds or chips).
#[utoipa::path(post, path = "/deals/resolve", tag = super::TAG,
    operation_id = "chorVoliResolveDeal",
    request_body = ResolveDealRequest,
    responses(
        (status = 200, description = "The judgement of the deal.", body = DealResult),
        crate::http::problem::JsonErrors,
    ))]
pub async fn resolve(
    ApiJson(req): ApiJson<ResolveDealRequest>,
) -> Result<Json<DealResult>, Problem> {
    let mut errors = Errors::default();
    let rules = wire::rules(req.rules.as_ref(), &mut errors);
    let players = req
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| player_input(p, &format!("/players/{i}"), &mut errors))
        .collect();
    let face_up = req
        .face_up
        .as_ref()
        .and_then(|c| wire::card(c, || "/face_up".into(), &mut errors));
    errors.finish(())?;
    let input = DealInput {
        dealer: req.dealer,
        pool_carried: req.pool_carried.unwrap_or(0),
        players,
        face_up,
        exchanged: req.exchanged.unwrap_or(false),
    };
    let outcome = deal::resolve_deal(&rules.unwrap_or_default(), &input).map_err(unprocessable)?;
    Ok(Json((&outcome).into()))
}
