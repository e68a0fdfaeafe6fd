//! Dealing from a seed, resolving a whole deal, and replaying a game of several deals.

use crate::cards::Card;
use crate::chor_voli::deal::{self, DealError, DealInput, DealOutcome, PlayerInput, Quads};
use crate::chor_voli::game::{self, GameDealInput};
use crate::config::Limits;
use crate::http::extract::ApiJson;
use crate::http::problem::{Errors, Problem, ProblemError};
use crate::http::routes::combinations::PlayResult;
use crate::http::wire::{self, RulesInput, ViolationView, WireCard};
use actix_web::web;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// The longest seed accepted, in characters (as JSON Schema's `maxLength` counts).
pub const MAX_SEED_CHARS: usize = 1024;

/// What to deal.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"rules": {"preset": "ramchi-3"}, "seed": "table 7, deal 12"}))]
pub struct DealRequest {
    #[serde(default, deserialize_with = "crate::http::object::optional")]
    pub rules: Option<RulesInput>,
    /// The dealer's seat; drawn from the seed when absent.
    #[schema(minimum = 0, maximum = 3)]
    #[serde(default, deserialize_with = "crate::http::int::optional")]
    pub dealer: Option<usize>,
    /// Any string up to 1 024 characters; a fresh random seed is drawn (and returned) when
    /// absent. The deal depends on the seed's UTF-8 bytes.
    #[schema(max_length = 1024)]
    pub seed: Option<String>,
}

/// The four of a kind that decides a deal.
#[derive(Debug, Clone, Serialize, ToSchema)]
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
            player: q.player,
            rank: q.rank.symbol().to_string(),
        }
    }
}

/// A deal: the hands are a function of the seed and the rules alone.
#[derive(Debug, Serialize, ToSchema)]
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
    #[schema(value_type = Option<WireCard>)]
    pub face_up: Option<Card>,
    /// The deciding four of a kind when `quads_win` applies, else null.
    pub quads: Option<QuadsView>,
}

/// Deals from a seed, reproducibly on every machine and version (`docs/dealing.md` gives the
/// algorithm step by step).
#[utoipa::path(post, path = "/v1/deals", tag = "deals",
    request_body = DealRequest,
    responses(
        (status = 200, description = "The deal.", body = DealResponse),
        crate::http::problem::JsonErrors,
    ))]
pub async fn deal(ApiJson(req): ApiJson<DealRequest>) -> Result<web::Json<DealResponse>, Problem> {
    let mut errors = Errors::default();
    let rules = wire::rules(req.rules.as_ref(), &mut errors);
    if req
        .seed
        .as_ref()
        .is_some_and(|s| s.chars().count() > MAX_SEED_CHARS)
    {
        errors.push(
            "SEED_TOO_LONG",
            "/seed",
            format!("a seed may be at most {MAX_SEED_CHARS} characters"),
        );
    }
    errors.finish(())?;
    let rules = rules.unwrap_or_default();
    let seed = req
        .seed
        .unwrap_or_else(|| format!("{:032x}", rand::random::<u128>()));
    let dealt = deal::deal(&rules, &seed, req.dealer).map_err(|e| unprocessable(vec![e]))?;
    Ok(web::Json(DealResponse {
        seed,
        seed_sha256: dealt.seed_sha256,
        dealer: dealt.dealer,
        hands: dealt.hands,
        face_up: dealt.face_up,
        quads: dealt.quads.map(Into::into),
    }))
}

fn unprocessable(errors: Vec<DealError>) -> Problem {
    Problem::unprocessable(
        errors
            .iter()
            .map(|e| ProblemError::new(e.code(), e.path.clone(), e.message()))
            .collect(),
    )
}

/// One seat of a deal: the hand as dealt and the partition.
#[derive(Debug, Deserialize, ToSchema)]
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

fn player_input(entry: &PlayerEntry, base: &str, errors: &mut Errors) -> PlayerInput {
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
#[serde(deny_unknown_fields)]
#[schema(example = json!({"dealer": 0, "players": [{"hand": ["As", "Ah", "Ad", "Ks", "Qs", "Js", "Th", "9d", "8c", "7s", "5h", "2d", "3c"], "combinations": [["As", "Ah", "Ad"], ["Ks", "Qs", "Js"], ["Th", "9d", "8c"], ["7s", "5h", "2d"]], "discards": ["3c"]}, {"hand": ["Kh", "Kd", "Kc", "Ts", "9s", "8s", "Qh", "Jd", "Tc", "6s", "4h", "2c", "Ac"], "combinations": [["Kh", "Kd", "Kc"], ["Ts", "9s", "8s"], ["Qh", "Jd", "Tc"], ["6s", "4h", "2c"]], "discards": ["Ac"]}, {"hand": ["9h", "8h", "7h", "6d", "5d", "4d", "5s", "4c", "3h", "Jc", "9c", "7c", "Qd"], "combinations": [["9h", "8h", "7h"], ["6d", "5d", "4d"], ["5s", "4c", "3h"], ["Jc", "9c", "7c"]], "discards": ["Qd"]}, {"hand": ["4s", "3s", "2s", "Qc", "6c", "5c", "Jh", "6h", "2h", "Td", "8d", "7d", "3d"], "combinations": [["4s", "3s", "2s"], ["Qc", "6c", "5c"], ["Jh", "6h", "2h"], ["Td", "8d", "7d"]], "discards": ["3d"]}]}))]
pub struct ResolveDealRequest {
    #[serde(default, deserialize_with = "crate::http::object::optional")]
    pub rules: Option<RulesInput>,
    /// The dealer's seat.
    #[schema(minimum = 0, maximum = 3)]
    #[serde(deserialize_with = "crate::http::int::integer")]
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
pub struct DealResult {
    /// Whether every partition keeps the rules (or four of a kind decided).
    pub valid: bool,
    /// Every broken rule, each with its player.
    pub violations: Vec<ViolationView>,
    /// Legal but noteworthy: a player kept fewer combinations than possible.
    pub warnings: Vec<ViolationView>,
    /// The deciding four of a kind, or null.
    pub quads: Option<QuadsView>,
    /// Absent when invalid; empty when four of a kind decided.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rounds: Option<Vec<RoundView>>,
    /// Each player's net gain in this deal, antes included: sum(chips) + pool_remaining ==
    /// pool_carried. Absent when invalid.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chips: Option<Vec<i64>>,
    /// What stays in the pool for the next deal. Absent when invalid.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pool_remaining: Option<i64>,
    /// Who deals next. Absent when invalid.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next_dealer: Option<usize>,
}

impl From<&DealOutcome> for DealResult {
    fn from(o: &DealOutcome) -> DealResult {
        let view = |list: &[deal::PlayerViolation]| {
            list.iter()
                .map(|v| ViolationView::new(&v.violation, Some(v.player)))
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
                                player: p.player,
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
#[utoipa::path(post, path = "/v1/deals/resolve", tag = "deals",
    request_body = ResolveDealRequest,
    responses(
        (status = 200, description = "The judgement of the deal.", body = DealResult),
        crate::http::problem::JsonErrors,
    ))]
pub async fn resolve(
    ApiJson(req): ApiJson<ResolveDealRequest>,
) -> Result<web::Json<DealResult>, Problem> {
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
    Ok(web::Json((&outcome).into()))
}

/// One deal of a game.
#[derive(Debug, Deserialize, ToSchema)]
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
    #[serde(deserialize_with = "crate::http::int::integer")]
    pub first_dealer: usize,
    /// The deals in order (at most 1 000, configurable).
    #[schema(max_items = 1000)]
    #[serde(deserialize_with = "crate::http::object::list")]
    pub deals: Vec<GameDealEntry>,
}

/// One replayed deal.
#[derive(Debug, Serialize, ToSchema)]
pub struct GameDealView {
    /// Who dealt this deal.
    pub dealer: usize,
    pub result: DealResult,
    /// Every player's chips after this deal.
    pub chips_after: Vec<i64>,
}

/// The game after its deals.
#[derive(Debug, Serialize, ToSchema)]
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
    #[schema(pattern = "^(cannot-ante|invalid-deal)$")]
    pub reason: Option<&'static str>,
    /// The players with the most chips.
    pub leaders: Vec<usize>,
}

/// Replays a game of several deals: antes, dealers following from each result, the pool
/// carried between deals, the end when a player cannot ante, and the leaders.
#[utoipa::path(post, path = "/v1/games/resolve", tag = "games",
    request_body = GameRequest,
    responses(
        (status = 200, description = "The game after its deals.", body = GameResponse),
        crate::http::problem::JsonErrors,
    ))]
pub async fn game(
    limits: web::Data<Limits>,
    ApiJson(req): ApiJson<GameRequest>,
) -> Result<web::Json<GameResponse>, Problem> {
    let mut errors = Errors::default();
    let rules = wire::rules(req.rules.as_ref(), &mut errors);
    if req.deals.len() > limits.max_deals {
        return Err(Problem::unprocessable(vec![ProblemError::new(
            "TOO_MANY_DEALS",
            "/deals",
            format!(
                "a game has at most {} deals, not {}",
                limits.max_deals,
                req.deals.len()
            ),
        )]));
    }
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
    let outcome =
        game::resolve_game(&rules, &req.chips, req.first_dealer, &deals).map_err(unprocessable)?;
    Ok(web::Json(GameResponse {
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
        reason: outcome.reason.map(|r| r.name()),
        leaders: outcome.leaders,
    }))
}
