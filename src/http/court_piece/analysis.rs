//! Double-dummy analysis over HTTP: `deals/analyse` and `trumps/advise`. Both run off the
//! async workers (the search is CPU-bound) within the node budgets of the config, and stop
//! when their client goes away ([`crate::http::disconnect`]).

use super::errors::{pointer, unprocessable};
use super::wire::{self, RulesInput, WireCard, WireSuit, suit_letter};
use crate::cards::{Card, Suit};
use crate::config::CourtPieceLimits;
use crate::court_piece::analysis::{self, AnalysisError, AnalysisField, advise};
use crate::http::cards::SuitLetter;
use crate::http::disconnect::until_done_or_gone;
use crate::http::enums::wire_enum;
use crate::http::extract::ApiJson;
use crate::http::json::Json;
use crate::http::problem::{Errors, Problem, ProblemError};
use crate::sampling::Cancel;
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, web};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A deal to analyse: its cards, and optionally the trump named and the cards played since.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = court_piece::AnalyseRequest)]
#[schema(example = json!({"rules": {"preset": "hokm"}, "dealer": 0, "seed": "readme hokm",
    "trump": "s", "plays": ["Ks","As","Ts","8s","Ac","Kc","Qc","Tc","Qs","6s","7s","9s","Js",
    "Ad","4s","5s","Jd","9d","Kd","Td","Ah","Kh","Th","Qh"]}))]
#[serde(deny_unknown_fields)]
pub struct AnalyseRequest {
    /// A four-player preset that collects tricks: `court-piece`, `hokm`, `troefcall` or
    /// `satat` (with overrides); or `double-sar`, whose tricks go on a heap (with overrides
    /// that keep four players, called trumps and a heap, without the 2♥); or `dehla-pakad`,
    /// whose heap counts tens (with a 2-2 split going to the party that did not deal).
    #[serde(default, deserialize_with = "crate::http::object::optional")]
    pub rules: Option<RulesInput>,
    /// The dealer; the caller is the next seat and leads the first trick.
    #[schema(minimum = 0, maximum = 3)]
    #[serde(deserialize_with = "crate::http::int::dealer")]
    pub dealer: usize,
    /// The hands when play starts, one per seat (give these or `seed`).
    #[schema(value_type = Option<Vec<Vec<WireCard>>>)]
    pub hands: Option<Vec<Vec<WireCard>>>,
    /// The deal's seed (give this or `hands`).
    #[schema(max_length = 1024)]
    pub seed: Option<String>,
    /// The trump suit to analyse; absent, all four (then no `plays` may be given).
    #[schema(value_type = Option<WireSuit>)]
    pub trump: Option<WireSuit>,
    /// The cards played so far, in order (the player is implied); present (even empty) with a
    /// `trump`, the answer lists every legal card of the player to move. Plays past the
    /// seventh trick are accepted.
    #[schema(value_type = Option<Vec<WireCard>>, max_items = 52)]
    pub plays: Option<Vec<WireCard>>,
}

/// One trump suit's double-dummy result.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = court_piece::TrumpTricks)]
pub struct TrumpTricks {
    #[schema(value_type = SuitLetter)]
    pub trump: String,
    /// The caller's party's tricks out of thirteen with best play on all sides, counting
    /// those already won in the plays given. On a heap (`double-sar`): the tricks it
    /// collects, those collected in the plays given included.
    #[schema(minimum = 0, maximum = 13)]
    pub tricks: u32,
    /// Under `count: tens` (`dehla-pakad`) only: the tens the caller's party collects of
    /// four with best play on all sides, those collected in the plays given included (best
    /// play for the tens, which need not be best play for `tricks`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(minimum = 0, maximum = 4, nullable = false)]
    pub tens: Option<u32>,
    /// Whether the caller's party can force winning the first seven tricks (a kot). On a
    /// heap: whether it can force collecting all thirteen (the heap's kot); under
    /// `count: tens`, all four tens (that deal's kot).
    pub kot_possible: bool,
    /// Whether the caller's party can force winning the deal (the other party cannot stop
    /// it): `tricks >= 7`; under `count: tens`, `tens >= 2` (the caller's party did not
    /// deal, and a 2-2 split goes to it).
    pub win_possible: bool,
}

/// A legal card of the player to move and what it is worth.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = court_piece::CardTricks)]
pub struct CardTricks {
    #[schema(value_type = String, example = "Qd")]
    pub card: Card,
    /// The caller's party's tricks out of thirteen after this card, best play after it (on a
    /// heap, the tricks it collects).
    #[schema(minimum = 0, maximum = 13)]
    pub tricks: u32,
    /// Under `count: tens` only: the tens the caller's party collects of four after this
    /// card, best play for the tens after it.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(minimum = 0, maximum = 4, nullable = false)]
    pub tens: Option<u32>,
}

/// The analysis of a deal.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = court_piece::Analysis)]
pub struct AnalyseResponse {
    /// The caller's seat.
    pub caller: usize,
    /// One entry per trump suit analysed (clubs, diamonds, hearts, spades when all four).
    pub trumps: Vec<TrumpTricks>,
    /// With `plays`, while cards remain: the player to move.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub next_player: Option<usize>,
    /// With `plays`, while cards remain: every legal card of the player to move, high first.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub cards: Option<Vec<CardTricks>>,
    /// Search nodes spent (the budget is `HAKAM_COURT_PIECE_ANALYSIS_BUDGET`).
    pub nodes: u64,
}

/// Double-dummy analysis of a deal
#[utoipa::path(post, path = "/deals/analyse", tag = super::TAG,
    operation_id = "courtPieceAnalyseDeal",
    description = "Double-dummy analysis of a four-player deal that collects tricks: with every \
hand known and best play on all sides, the caller's party's tricks out of all thirteen under \
each trump suit asked, whether it can force a kot, and with `plays` the value of every legal \
card of the player to move. A Double Sar deal (`double-sar`: tricks on a heap) is analysed too: \
its tricks are those collected, and its kot is all thirteen collected. A Dehla Pakad deal \
(`dehla-pakad`: tens counted on a heap) answers its tricks collected and, searched on their own, \
its `tens` of four, whose four are its kot and whose two win it for the caller's party (which did \
not deal); a 2-2 split judged by tricks (`tens_tie: tricks`) is a 422 `NOT_ANALYSABLE`, and \
tens cost the search about four times the nodes of tricks. Play runs to the thirteenth trick (the seven-trick stop is scoring, \
not play). A play that breaks follow-suit is a 422 at its place in `plays`; a search past \
the node budget of one deal is a 422 `ANALYSIS_BUDGET`. A client that closes the connection \
before the answer stops the search within a fraction of a second.",
    request_body = AnalyseRequest,
    responses(
        (status = 200, description = "The analysis.", body = AnalyseResponse),
        crate::http::problem::JsonErrors,
    ))]
pub async fn analyse(
    http: HttpRequest,
    limits: web::Data<CourtPieceLimits>,
    ApiJson(req): ApiJson<AnalyseRequest>,
) -> Result<Json<AnalyseResponse>, Problem> {
    let mut errors = Errors::default();
    let rules = wire::rules(req.rules.as_ref(), &mut errors);
    crate::http::seed::check(req.seed.as_deref(), "/seed", &mut errors);
    let hands = req
        .hands
        .as_ref()
        .map(|h| crate::http::cards::card_lists(h, "/hands", &mut errors));
    let trump = req
        .trump
        .as_ref()
        .and_then(|t| wire::suit(t, || "/trump".into(), &mut errors));
    let plays = req
        .plays
        .as_ref()
        .map(|p| wire::cards(p, "/plays", &mut errors));
    let rules = errors.finish(rules)?.unwrap_or_default();
    let board = analysis::board(&rules, req.dealer, hands, req.seed).map_err(unprocessable)?;
    let trumps: Vec<Suit> = trump.map_or_else(|| Suit::ALL.to_vec(), |t| vec![t]);
    let (budget, threads) = (limits.analysis_budget, limits.analysis_threads);
    let cancel = Cancel::default();
    let watched = cancel.clone();
    let work = web::block(move || {
        let limits = (budget, threads);
        analysis::analyse_deal_on(&rules, &board, &trumps, plays.as_deref(), limits, &watched)
            .map(|a| (board, a))
    });
    let result = until_done_or_gone(&http, &cancel, work)
        .await
        .map_err(|e| Problem::internal(format!("the analysis failed: {e}")))?;
    let (board, a) = result.map_err(|e| analysis_problem(vec![e], "deals/analyse"))?;
    let tens = a.tens.as_ref();
    let trumps = a.tricks.trumps.iter().enumerate();
    Ok(Json(AnalyseResponse {
        caller: board.caller,
        trumps: trumps
            .map(|(i, v)| TrumpTricks {
                trump: suit_letter(v.trump),
                tricks: v.tricks,
                tens: tens.map(|t| t.trumps[i].tricks),
                kot_possible: a.kot_possible(i),
                win_possible: a.win_possible(i),
            })
            .collect(),
        next_player: a.tricks.next_seat,
        cards: a.tricks.cards.as_ref().map(|cards| {
            let tens = tens.and_then(|t| t.cards.as_ref());
            cards
                .iter()
                .enumerate()
                .map(|(i, c)| CardTricks {
                    card: c.card,
                    tricks: c.tricks,
                    tens: tens.map(|t| t[i].tricks),
                })
                .collect()
        }),
        nodes: a.nodes(),
    }))
}

/// The caller's first five cards, to choose trumps from.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = court_piece::AdviseTrumpRequest)]
#[schema(example = json!({"first_five": ["As", "Ks", "7s", "Qh", "4d"], "samples": 20, "seed": "readme"}))]
#[serde(deny_unknown_fields)]
pub struct AdviseTrumpRequest {
    /// A four-player preset that collects tricks (`court-piece`, `hokm`, `troefcall`,
    /// `satat`).
    #[serde(default, deserialize_with = "crate::http::object::optional")]
    pub rules: Option<RulesInput>,
    /// The caller's first five cards.
    #[schema(value_type = Vec<WireCard>, min_items = 5, max_items = 5)]
    pub first_five: Vec<WireCard>,
    /// The most deals sampled (1 to 1 000; default 200); with `stop: settled`, the advice may
    /// use fewer (`samples_used`).
    #[schema(minimum = 1, maximum = 1000)]
    #[serde(default, deserialize_with = "crate::http::int::optional")]
    pub samples: Option<usize>,
    /// The sampling seed (default empty): the same request always gets the same answer.
    #[schema(max_length = 1024)]
    pub seed: Option<String>,
    /// `settled` (default): a suit that is, at 95 %, not a tenth of a trick better than the
    /// leading suit leaves the race and is no longer solved, and the advice stops before
    /// `samples` once one suit is left (`docs/analysis.md`); `never`: solve every sample
    /// under every suit.
    pub stop: Option<AdviceStop>,
}

wire_enum!(
    court_piece;
    /// When an advice may stop before its samples run out: `settled`, once every other suit
    /// is, at 95 %, not a tenth of a trick better than the leading suit (each suit leaving
    /// the race when it is so), `never` (every sample solved under every suit).
    AdviceStop => advise::Stop
);

wire_enum!(
    court_piece;
    /// Why an advice stopped: `settled` before its samples ran out, at the `limit`, every
    /// sample solved, or at its node `budget` (`stop: settled` only: the figures are those of
    /// the blocks solved before `HAKAM_COURT_PIECE_ADVISE_SETTLE_BUDGET` or
    /// `HAKAM_COURT_PIECE_ADVISE_BUDGET`, or of the first eight samples where the first block
    /// passes `HAKAM_COURT_PIECE_ADVISE_BUDGET`).
    AdviceStopped => advise::Stopped
);

/// One trump suit's value over the samples.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = court_piece::TrumpAdvice)]
pub struct TrumpAdvice {
    #[schema(value_type = SuitLetter)]
    pub trump: String,
    /// The caller's party's mean double-dummy tricks (of thirteen).
    pub mean_tricks: f64,
    /// The mean's 95 % confidence interval.
    pub mean_ci95: [f64; 2],
    /// The caller's party's expected double-dummy tricks given the first five, estimated
    /// from the same samples with the party's suit lengths as control variates
    /// (`docs/analysis.md`, "Control variates"): what `mean_tricks` estimates. Suits are
    /// compared on these, and the comparisons' intervals are some two and a half times
    /// narrower than the plain means' on the same samples. The plain mean under 16 samples.
    pub expected_tricks: f64,
    /// Its 95 % confidence interval.
    pub expected_ci95: [f64; 2],
    /// The share of samples where the caller's party takes seven tricks or more.
    pub p_seven: f64,
    /// The share of samples where it can force a kot.
    pub p_kot: f64,
    /// The samples these figures are of: `samples_used` for a suit still in the race when
    /// the advice stopped, fewer for a suit that left it (with `stop: settled`).
    pub samples: usize,
}

/// The advice on trumps.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = court_piece::TrumpAdviceResponse)]
pub struct AdviseTrumpResponse {
    /// Clubs, diamonds, hearts, spades.
    pub suits: Vec<TrumpAdvice>,
    /// The suit with the most expected tricks (`expected_tricks`) of those still in the race
    /// when the advice stopped (all four with `stop: never`).
    #[schema(value_type = SuitLetter)]
    pub recommended: String,
    /// The most samples the advice could use: the request's `samples`.
    pub samples: usize,
    /// The samples it solved, which the figures of the suits still in the race are of:
    /// fewer than `samples` when it stopped `settled` or at its `budget`.
    pub samples_used: usize,
    pub stopped: AdviceStopped,
    pub seed: String,
    /// Search nodes spent.
    pub nodes: u64,
}

/// Advice on which suit to name as trumps
#[utoipa::path(post, path = "/trumps/advise", tag = super::TAG,
    operation_id = "courtPieceAdviseTrump",
    description = "The caller's choice of trumps from the first five cards: deals consistent \
with them are sampled from the seed (`docs/dealing.md`, \"The trump advisor's samples\") and \
each is solved double-dummy under the suits still in the race, in blocks of 16. Suits are \
compared by their expected tricks, estimated with the caller's party's suit lengths as \
control variates (`expected_tricks`). With `stop: settled` (the default), after each block a \
suit that is, at 95 %, not a tenth of a trick better than the leading suit (a difference that \
changes nothing at the table) leaves the race (its figures are those of the \
samples solved before, its `samples`; judged on the first block alone, the suits leave only \
all together), and the advice stops once one suit is left (`docs/analysis.md`); \
`samples_used` says how many samples it solved. Samples are solved in parallel and share a \
node budget of the samples times the budget of one deal, and at most \
`HAKAM_COURT_PIECE_ADVISE_BUDGET` nodes in all. An advice that may stop when settled starts \
no block that the blocks before say will take it past `HAKAM_COURT_PIECE_ADVISE_SETTLE_BUDGET` \
(its first block is always started, in two parts of eight samples where 16 or more are asked) \
or past that bound, and answers \
with the blocks it solved, or where its first block passes the bound with the parts of it \
solved (`stopped: budget`); past the bound with `stop: never`, or past the \
budget of its samples, or with not one part of eight samples solved, the answer is a 422 \
`ANALYSIS_BUDGET` \
naming the setting. A client that closes the connection before the answer stops the work \
within a fraction of a second.",
    request_body = AdviseTrumpRequest,
    responses(
        (status = 200, description = "The advice.", body = AdviseTrumpResponse),
        crate::http::problem::JsonErrors,
    ))]
pub async fn advise_trump(
    http: HttpRequest,
    limits: web::Data<CourtPieceLimits>,
    ApiJson(req): ApiJson<AdviseTrumpRequest>,
) -> Result<Json<AdviseTrumpResponse>, Problem> {
    let mut errors = Errors::default();
    let rules = wire::rules(req.rules.as_ref(), &mut errors);
    crate::http::seed::check(req.seed.as_deref(), "/seed", &mut errors);
    let first_five = wire::cards(&req.first_five, "/first_five", &mut errors);
    let rules = errors.finish(rules)?.unwrap_or_default();
    let request = advise::AdviseRequest {
        first_five,
        samples: req.samples,
        seed: req.seed.unwrap_or_default(),
        budget: limits.analysis_budget,
        max_nodes: limits.advise_budget,
        settle_nodes: limits.advise_settle_budget,
        stop: req.stop.map(advise::Stop::from).unwrap_or_default(),
        threads: limits.analysis_threads,
    };
    let input = request
        .check(&rules)
        .map_err(|e| analysis_problem(e, "trumps/advise"))?;
    let cancel = input.cancel.clone();
    let work = web::block(move || advise::advise(&input).map(|a| (input.seed, a)));
    let result = until_done_or_gone(&http, &cancel, work)
        .await
        .map_err(|e| Problem::internal(format!("the advisor failed: {e}")))?;
    let (seed, a) = result.map_err(|e| analysis_problem(vec![e], "trumps/advise"))?;
    Ok(Json(AdviseTrumpResponse {
        suits: a
            .suits
            .iter()
            .map(|s| TrumpAdvice {
                trump: suit_letter(s.trump),
                mean_tricks: round4(s.mean_tricks),
                mean_ci95: [round4(s.mean_ci95.0), round4(s.mean_ci95.1)],
                expected_tricks: round4(s.expected_tricks),
                expected_ci95: [round4(s.expected_ci95.0), round4(s.expected_ci95.1)],
                p_seven: round4(s.p_seven),
                p_kot: round4(s.p_kot),
                samples: s.samples,
            })
            .collect(),
        recommended: suit_letter(a.recommended),
        samples: a.samples,
        samples_used: a.samples_used,
        stopped: a.stopped.into(),
        seed,
        nodes: a.nodes,
    }))
}

/// Four decimals are plenty for a mean of at most 1 000 samples.
pub(super) fn round4(x: f64) -> f64 {
    (x * 1e4).round() / 1e4
}

/// The status of work cancelled because its client had gone: nginx's "client closed
/// request". Nobody reads the answer; the status is for the logs and the metrics.
const CLIENT_GONE: u16 = 499;

/// The 422 for analysis errors, each at its JSON pointer; a budget run out is counted in the
/// metrics, and its message names the setting. Work cancelled because its client had gone
/// is logged, counted, and answered 499.
pub(super) fn analysis_problem(errors: Vec<AnalysisError>, operation: &'static str) -> Problem {
    if errors.contains(&AnalysisError::Cancelled) {
        tracing::info!(operation, "analysis stopped: its client has gone");
        metrics::counter!(
            crate::http::metrics::CANCELLED,
            "operation" => format!("court-piece/{operation}")
        )
        .increment(1);
        let status = StatusCode::from_u16(CLIENT_GONE).expect("499 is a status code");
        let e = AnalysisError::Cancelled;
        return Problem::single(status, e.code(), "", e.message());
    }
    let problems = errors.iter().map(|e| {
        let message = match e {
            AnalysisError::OverBudget { .. } => {
                metrics::counter!(
                    crate::http::metrics::SOLVER_BUDGET_EXHAUSTED,
                    "operation" => format!("court-piece/{operation}")
                )
                .increment(1);
                format!(
                    "{} (HAKAM_COURT_PIECE_ANALYSIS_BUDGET; an advice's samples share that many \
                     times their number); ask for one trump, or another seed",
                    e.message()
                )
            }
            AnalysisError::AdviceOverBudget { .. } => {
                metrics::counter!(
                    crate::http::metrics::SOLVER_BUDGET_EXHAUSTED,
                    "operation" => format!("court-piece/{operation}")
                )
                .increment(1);
                format!(
                    "{} (HAKAM_COURT_PIECE_ADVISE_BUDGET, the bound on an advice's time); ask \
                     for fewer samples, or `stop: settled`",
                    e.message()
                )
            }
            _ => e.message(),
        };
        ProblemError::new(e.code(), analysis_pointer(e.at()), message)
    });
    Problem::unprocessable(problems.collect())
}

/// The JSON pointer of a position in an analysis or advice request.
fn analysis_pointer(at: AnalysisField) -> String {
    match at {
        AnalysisField::Deal(at) => pointer(None, at),
        AnalysisField::Trump => "/trump".to_owned(),
        AnalysisField::Play(index) => format!("/plays/{index}"),
        AnalysisField::FirstFive => "/first_five".to_owned(),
        AnalysisField::Samples => "/samples".to_owned(),
        AnalysisField::Request => String::new(),
    }
}
