//! Advice from a seat's view over HTTP (`deals/advise`): the body of `deals/resolve` with the
//! seat in `view`, and the decision that seat should make. The engine builds the seat's view
//! and reads nothing else ([`crate::court_piece::advice`]); this turns its answer and its
//! refusals into JSON.

use super::analysis::{AdviceStop, analysis_problem, round4};
use super::errors::unprocessable;
use super::replay::{PassInput, with_decisions};
use super::wire::{self, WireCard, WireSuit, suit_letter};
use crate::cards::Card;
use crate::config::CourtPieceLimits;
use crate::court_piece::advice::{self, AdviceError, Choice, SeatAdvice, Settings, Told};
use crate::court_piece::analysis::advise;
use crate::court_piece::{ChangedTrump, DealInput, Decision, Previous, Violation, ViolationCode};
use crate::http::cards::SuitLetter;
use crate::http::disconnect::until_done_or_gone;
use crate::http::enums::wire_enum;
use crate::http::extract::ApiJson;
use crate::http::json::Json;
use crate::http::problem::{Errors, Problem, ProblemError};
use actix_web::{HttpRequest, web};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

with_decisions!(
    head;
    /// A deal as `deals/resolve` takes it, the seat to advise in `view`, and how to sample.
    #[derive(Debug, Deserialize, ToSchema)]
    #[schema(as = court_piece::AdviseDealRequest)]
    #[schema(example = json!({"rules": {"preset": "hokm"}, "dealer": 0, "seed": "readme hokm",
        "trump": "s", "plays": ["Ks", "As", "Ts"], "view": 0}))]
    AdviseDealRequest {
        /// The seat to advise: the one whose decision is next (for the dummy, its partner).
        /// The advice reads only what this seat may see.
        #[schema(minimum = 0, maximum = 3)]
        #[serde(deserialize_with = "crate::http::int::seat")]
        view: usize,
        /// The most worlds sampled (1 to 1 000; default 200); with `stop: settled` the advice
        /// may use fewer (`samples` in the answer).
        #[schema(minimum = 1, maximum = 1000)]
        #[serde(default, deserialize_with = "crate::http::int::optional")]
        samples: Option<usize>,
        /// The seed of the worlds; by default one derived from the seat's view alone (never
        /// from hidden cards), returned in the answer.
        #[schema(max_length = 1024)]
        sample_seed: Option<String>,
        /// `settled` (default): an option that is, at 95 %, not a tenth of a trick better than
        /// the leading one leaves the race, and the advice stops once one is left; `never`:
        /// every world is solved under every option.
        stop: Option<AdviceStop>,
        /// The second form, for a client that holds only its own cards: in place of the deal
        /// (`seed` or `hands` and the decisions), the answer `deals/resolve` gave this seat
        /// (with `view`), of which `hand`, `trump`, `tricks` (each play's `player` and `card`)
        /// and Satat's `passes` are read and every other field is ignored; `rules`, `dealer`
        /// and Satat's `previous` are sent beside it. Both forms give the same answer.
        #[serde(default, deserialize_with = "crate::http::object::optional")]
        seat_view: Option<SeatViewInput>,
    }
);

/// What a seat knows: the `deals/resolve` answer with its `view` (fields not listed here are
/// accepted and ignored).
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = court_piece::SeatViewInput)]
pub struct SeatViewInput {
    /// The seat's cards now (its first five before trumps are named).
    #[schema(value_type = Vec<WireCard>, max_items = 17)]
    pub hand: Vec<WireCard>,
    /// Trumps as the seat knows them (`null` before they are named).
    #[schema(value_type = Option<WireSuit>)]
    pub trump: Option<WireSuit>,
    /// Under `trump_change`, the change made, as the view shows it: `trump` is then the
    /// changed suit.
    #[serde(default)]
    pub trump_change: Option<SeatViewTrumpChange>,
    /// The tricks so far, the one in progress last.
    #[serde(default)]
    #[schema(max_items = 17)]
    pub tricks: Vec<SeatViewTrick>,
    /// Satat's passes made, those the seat took part in (as its view lists them).
    #[serde(default)]
    #[schema(max_items = 2)]
    pub passes: Vec<PassInput>,
    /// The broken rule the view shows, if any (`deals/resolve` lists one at most; the first
    /// is read, its `code` and `message`; every code must be one of `deals/resolve`'s): the
    /// advice refuses it as the first form refuses the deal, with the same code and message,
    /// at `/seat_view/violations/0`. Satat's passes still owed (`PASS_WRONG_COUNT` before any
    /// trick, no passes listed, `previous` a kot) are no refusal: they are the decision
    /// advised.
    #[serde(default)]
    pub violations: Vec<SeatViewViolation>,
}

/// The trump change of a [`SeatViewInput`].
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = court_piece::SeatViewTrumpChange)]
pub struct SeatViewTrumpChange {
    /// The player who changed trumps.
    #[schema(minimum = 0, maximum = 3)]
    #[serde(deserialize_with = "crate::http::int::seat")]
    pub player: usize,
    /// The suit it named.
    #[schema(value_type = WireSuit)]
    pub trump: WireSuit,
    /// The suit the caller had named.
    #[schema(value_type = WireSuit)]
    pub called: WireSuit,
}

/// The broken rule of a [`SeatViewInput`] (other fields ignored).
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = court_piece::SeatViewViolation)]
pub struct SeatViewViolation {
    /// One of `deals/resolve`'s violation codes, e.g. `MUST_FOLLOW_SUIT`.
    pub code: String,
    /// The broken rule, for people.
    #[serde(default)]
    pub message: String,
}

/// A trick of a [`SeatViewInput`]: its plays (other fields ignored).
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = court_piece::SeatViewTrick)]
pub struct SeatViewTrick {
    #[schema(max_items = 4)]
    pub plays: Vec<SeatViewPlay>,
}

/// A card played and its player.
#[derive(Debug, Deserialize, ToSchema)]
#[schema(as = court_piece::SeatViewPlay)]
pub struct SeatViewPlay {
    #[schema(minimum = 0, maximum = 3)]
    #[serde(deserialize_with = "crate::http::int::seat")]
    pub player: usize,
    #[schema(value_type = WireCard)]
    pub card: WireCard,
}

impl SeatViewInput {
    /// What the seat tells, every card checked under `/seat_view`.
    fn told(&self, errors: &mut Errors) -> Told {
        let base = "/seat_view";
        Told {
            hand: wire::cards(&self.hand, &format!("{base}/hand"), errors),
            trump: self
                .trump
                .as_ref()
                .and_then(|t| wire::suit(t, || format!("{base}/trump"), errors)),
            trump_change: self.trump_change.as_ref().and_then(|c| {
                let trump = wire::suit(&c.trump, || format!("{base}/trump_change/trump"), errors);
                let called =
                    wire::suit(&c.called, || format!("{base}/trump_change/called"), errors);
                Some(ChangedTrump {
                    seat: c.player,
                    trump: trump?,
                    called: called?,
                })
            }),
            tricks: self
                .tricks
                .iter()
                .enumerate()
                .map(|(t, trick)| {
                    trick
                        .plays
                        .iter()
                        .enumerate()
                        .filter_map(|(i, p)| {
                            let at = || format!("{base}/tricks/{t}/plays/{i}/card");
                            wire::card(&p.card, at, errors).map(|c| (p.player, c))
                        })
                        .collect()
                })
                .collect(),
            passes: PassInput::read_all(&self.passes, &format!("{base}/passes"), errors),
            violation: {
                // Every code is checked; the first broken rule is the view's.
                let read: Vec<_> = self
                    .violations
                    .iter()
                    .enumerate()
                    .filter_map(|(i, v)| {
                        let code = ViolationCode::from_code(&v.code);
                        if code.is_none() {
                            let known: Vec<&str> =
                                ViolationCode::ALL.iter().map(|c| c.code()).collect();
                            errors.push(
                                "INVALID_VALUE",
                                format!("{base}/violations/{i}/code"),
                                format!("not a violation code: one of {}", known.join(", ")),
                            );
                        }
                        code.zip(Some(v.message.clone()))
                    })
                    .collect();
                read.into_iter().next()
            },
        }
    }
}

/// With `seat_view`, the fields of the deal it replaces, each a `TWO_FORMS` at its place.
fn deal_fields_beside_seat_view(req: &AdviseDealRequest, errors: &mut Errors) {
    let given = [
        ("seed", req.seed.is_some()),
        ("hands", req.hands.is_some()),
        ("first_five", req.first_five.is_some()),
        ("redeal", req.redeal.is_some()),
        ("trump", req.trump.is_some()),
        ("trump_card", req.trump_card.is_some()),
        ("drawn_card", req.drawn_card.is_some()),
        ("trump_change", req.trump_change.is_some()),
        ("passes", req.passes.is_some()),
        ("discards", req.discards.is_some()),
        ("draws", req.draws.is_some()),
        ("dummy", req.dummy.is_some()),
        ("plays", req.plays.is_some()),
        ("bids", req.bids.is_some()),
    ];
    for (field, _) in given.iter().filter(|(_, present)| *present) {
        errors.push(
            "TWO_FORMS",
            format!("/{field}"),
            format!("with seat_view (what the seat knows) the deal is not sent: leave out {field}"),
        );
    }
}

/// A decision, as the request would carry it, by its `kind`.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = court_piece::AdvisedDecision)]
#[serde(untagged)]
pub enum DecisionView {
    Play(PlayDecision),
    Trump(TrumpDecision),
    Stop(StopDecision),
    Passes(PassesDecision),
    Redeal(RedealDecision),
    TrumpChange(TrumpChangeDecision),
    Keep(KeepDecision),
}

/// A play decision's kind: `play`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum PlayKind {
    Play,
}

/// A trump decision's kind: `trump`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum TrumpKind {
    Trump,
}

/// A stop decision's kind: `stop`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum StopKind {
    Stop,
}

/// `"kind": "stop"`: after a kot (the first seven tricks to one party), not playing on: no
/// further card is sent and the deal ends at the kot. Leading an eighth card instead is the
/// call to play on for a bavney (a `play` decision).
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = court_piece::StopDecision)]
pub struct StopDecision {
    #[schema(inline)]
    pub kind: StopKind,
}

/// A redeal decision's kind: `redeal`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum RedealKind {
    Redeal,
}

/// `"kind": "redeal"`: the caller calls the deal off instead of naming trumps, where its first
/// five hold none of the ranks `redeal.without` names (`"redeal": {"by": "caller"}` in the
/// request). Its value is a fresh deal's to the caller's party (the caller stays the caller).
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = court_piece::RedealDecision)]
pub struct RedealDecision {
    #[schema(inline)]
    pub kind: RedealKind,
}

/// A trump change decision's kind: `trump_change`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum TrumpChangeKind {
    TrumpChange,
}

/// `"kind": "trump_change"`: under `trump_change`, once trumps are named and before the first
/// lead, a player of the party opposite the caller names another suit (`"trump_change":
/// {"player", "trump"}` in the request). Its party must then win each of the first seven
/// tricks (a kot), else the caller's party scores one.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = court_piece::TrumpChangeDecision)]
pub struct TrumpChangeDecision {
    #[schema(inline)]
    pub kind: TrumpChangeKind,
    /// The seat advised.
    pub player: usize,
    #[schema(value_type = SuitLetter)]
    pub trump: String,
}

/// A keep decision's kind: `keep`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum KeepKind {
    Keep,
}

/// `"kind": "keep"`: under `trump_change`, the trumps named are kept: no change is sent, and
/// the deal is played out under them.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = court_piece::KeepDecision)]
pub struct KeepDecision {
    #[schema(inline)]
    pub kind: KeepKind,
}

/// A passes decision's kind: `passes`.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum PassesKind {
    Passes,
}

/// `"kind": "passes"`: Satat's passes after a kot, the seat's own side of them. A player of the
/// party that lost the kot passes `cards` to the player before it (its entry of `passes`,
/// `{"player": seat, "cards": …}`); the player before a loser passes `cards` back (that
/// loser's entry's `returned`). The four seats decide at once: each entry needs both sides.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = court_piece::PassesDecision)]
pub struct PassesDecision {
    #[schema(inline)]
    pub kind: PassesKind,
    #[schema(value_type = Vec<String>, example = json!(["As"]))]
    pub cards: Vec<Card>,
}

/// `"kind": "play"`: a card, appended to `plays`.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = court_piece::PlayDecision)]
pub struct PlayDecision {
    #[schema(inline)]
    pub kind: PlayKind,
    #[schema(value_type = String, example = "Qd")]
    pub card: Card,
}

/// `"kind": "trump"`: the trump suit named, as `trump`.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = court_piece::TrumpDecision)]
pub struct TrumpDecision {
    #[schema(inline)]
    pub kind: TrumpKind,
    #[schema(value_type = SuitLetter)]
    pub suit: String,
}

impl From<Choice> for DecisionView {
    fn from(c: Choice) -> DecisionView {
        match c {
            Choice::Play(card) => DecisionView::Play(PlayDecision {
                kind: PlayKind::Play,
                card,
            }),
            Choice::Trump(suit) => DecisionView::Trump(TrumpDecision {
                kind: TrumpKind::Trump,
                suit: suit_letter(suit),
            }),
            Choice::Stop => DecisionView::Stop(StopDecision {
                kind: StopKind::Stop,
            }),
            Choice::Passes(cards) => DecisionView::Passes(PassesDecision {
                kind: PassesKind::Passes,
                cards: cards.sorted_high_first(),
            }),
            Choice::Redeal => DecisionView::Redeal(RedealDecision {
                kind: RedealKind::Redeal,
            }),
            Choice::KeepTrump => DecisionView::Keep(KeepDecision {
                kind: KeepKind::Keep,
            }),
            Choice::ChangeTrump { seat, trump } => DecisionView::TrumpChange(TrumpChangeDecision {
                kind: TrumpChangeKind::TrumpChange,
                player: seat,
                trump: suit_letter(trump),
            }),
        }
    }
}

/// One option and what it is worth.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = court_piece::AdvisedOption)]
pub struct OptionView {
    pub decision: DecisionView,
    /// What this decision is expected to be worth to the seat's party, in the unit of
    /// `value_of`, best play after it in every world; `null` when nothing was solved
    /// (`stopped: single`).
    #[schema(required = true)]
    pub value: Option<f64>,
    /// Its 95 % confidence interval over the worlds it was solved in (`null` with `value`).
    #[schema(required = true)]
    pub value_ci95: Option<[f64; 2]>,
}

wire_enum!(
    court_piece;
    /// What `value` counts: `tricks`, the seat's party's tricks of thirteen, double-dummy in
    /// each world (for a card under `points` scoring, the trump call and Satat's passes);
    /// `points`, the deal's points to the seat's party less the other party's (under `kots`
    /// scoring, kots, a plain win a streak's share of one), double-dummy in each world: for a
    /// card under `kots` scoring, at a kot and while a party plays on, for a trump change
    /// and for every card and pass after one. Under `kots` scoring a card is chosen by its
    /// points plus, in each world, a fourteenth of a plain win for each trick (the tricks
    /// break ties), and `value` shows the points alone: the decision, listed first, may show
    /// a value up to 13/14 of a plain win below another option that takes fewer tricks.
    ValueOf => advice::ValueOf
);

wire_enum!(
    court_piece;
    /// Why the advice stopped: `settled` (one option left in the race), `budget` (the settle
    /// bound, `HAKAM_COURT_PIECE_CARD_SETTLE_BUDGET` for a card and
    /// `HAKAM_COURT_PIECE_ADVISE_SETTLE_BUDGET` for the trump call, counted in search nodes,
    /// never timed),
    /// `limit` (every sample solved), `single` (one legal option: nothing solved).
    SeatAdviceStopped => advice::Stopped
);

/// The advice to a seat.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = court_piece::SeatAdvice)]
pub struct AdviseDealResponse {
    pub seat: usize,
    pub decision: DecisionView,
    /// Every legal option, the decision first, then the best first.
    pub options: Vec<OptionView>,
    pub value_of: ValueOf,
    /// The worlds solved.
    pub samples: usize,
    pub stopped: SeatAdviceStopped,
    /// The seed the worlds were drawn from: send it back with the same view for the same
    /// answer.
    pub sample_seed: String,
}

impl From<SeatAdvice> for AdviseDealResponse {
    fn from(a: SeatAdvice) -> AdviseDealResponse {
        AdviseDealResponse {
            seat: a.seat,
            decision: a.decision.into(),
            options: a
                .options
                .into_iter()
                .map(|o| OptionView {
                    decision: o.choice.into(),
                    value: o.value.map(round4),
                    value_ci95: o.ci95.map(|(lo, hi)| [round4(lo), round4(hi)]),
                })
                .collect(),
            value_of: a.value_of.into(),
            samples: a.samples,
            stopped: a.stopped.into(),
            sample_seed: a.sample_seed,
        }
    }
}

/// Advice for one seat, from its view alone
#[utoipa::path(post, path = "/deals/advise", tag = super::TAG,
    operation_id = "courtPieceAdviseSeat",
    description = "The decision the seat in `view` should make next, from what that seat may \
see and nothing else: the answer is the same, byte for byte, for any two requests whose views \
for that seat are equal, whatever the hidden cards. The hidden cards are dealt again at \
random over every deal consistent with the view (cards played, voids shown, passes made \
and received, and what the pass rules say a pass shows of the other side's cards), each weighed by how likely a hidden caller's trump call was on the cards it \
deals that caller, each world is solved double-dummy under each option still in the \
race, and the options race as `trumps/advise`'s suits do, in blocks of 8 worlds (2 on a heap), stopping \
before a block forecast past `HAKAM_COURT_PIECE_CARD_SETTLE_BUDGET` (`docs/analysis.md`, \
\"Advice from a seat's view\"). A card is valued in the seat's party's tricks of thirteen \
under `points` scoring (Hokm, Troefcall) and in the deal's points under `kots` scoring (Court \
piece, Satat: kots, a plain win a streak's share of one), options of equal points told apart \
by tricks (a trick a fourteenth of a plain win in each world; the value shows the points \
alone). The trump call is `trumps/advise` on the \
caller's first five; where the five allow the caller a redeal (`redeal.when: first-five`, as in \
Satat), a redeal (`{\"kind\": \"redeal\"}`: send `\"redeal\": {\"by\": \"caller\"}`) is an \
option beside the four suits, worth a fresh deal's tricks to the caller's party (a fixed \
table of 1 000 solved fresh deals). At a kot (the first seven tricks to one party, nothing played after \
them) the winner of the seventh trick is advised whether to play on for a bavney (a card to \
lead, the call to play on) or to stop (`{\"kind\": \"stop\"}`: send no further card), and \
while a party plays on every card is valued by the deal's points (`value_of: points`: a \
bavney, or its failure). In Satat after a kot (`previous`), once trumps are named and before \
any pass is sent, every seat is advised its side of the passes at once (`{\"kind\": \
\"passes\", \"cards\"}`: a loser what it passes, the player before it what it passes back), \
the other seats passing by a fixed rule in each world (after a trump change, valued by the \
changing party's kot made or failed, in points); their race looks after every world, \
under `HAKAM_COURT_PIECE_ADVISE_SETTLE_BUDGET` as the trump call's does, and with `stop: \
settled` takes at most three fifths of `HAKAM_COURT_PIECE_ADVISE_BUDGET`. Under \
`trump_change`, once trumps are named and before the first lead, a seat of the party opposite \
the caller is advised `{\"kind\": \"keep\"}` (send nothing) or `{\"kind\": \"trump_change\", \
\"player\", \"trump\"}` (send it as `trump_change`), in the deal's points; after a change every \
card counts the changing party's kot made or failed. Covered: the card play, the trump \
call, playing on, a trump change and Satat's passes of the four-player presets that collect \
tricks under a called trump (`court-piece`, `hokm`, `troefcall`, `satat`), and the card play \
and trump call of Double Sar's heap (`double-sar`: a card valued by what its party collects, in \
the deal's points; the trump call ranks the suits by tricks won; a world whose heap search passes \
an eighth of `HAKAM_COURT_PIECE_ADVISE_BUDGET` is valued by the tricks its party wins, read as \
collected, so no legal decision is refused for its cost), and the same of Dehla Pakad's \
heap (`dehla-pakad`, its 2-2 split going to the party that did not deal: a card valued by \
the tens its party collects, in the deal's points, a ten never one option with the cards it \
touches; a world past its share reads the tricks its party wins as that share of the four \
tens); other presets are a 422 `NOT_ANALYSABLE`; a redeal judged on the whole hand (Troefcall's) is never advised, \
since it rests on the eight cards the caller's view does not show before trumps, nor is a \
trump change beside Satat's passes (`docs/analysis.md` says what each answers). Another seat's decision is a 422 `NOT_YOUR_TURN`, a \
finished deal `DEAL_OVER`, a request whose decisions break a rule that rule's code at its \
place. A second form carries only what the seat knows (`seat_view`: the `deals/resolve` answer \
it was given, with the rules, the dealer and Satat's `previous`, and no deal): it gets the first form's answer, \
byte for byte; a view no deal gives is a 422 `VIEW_INCONSISTENT`. Work is counted in search \
nodes, never timed, and stops when the client leaves.",
    request_body = AdviseDealRequest,
    responses(
        (status = 200, description = "The advice.", body = AdviseDealResponse),
        crate::http::problem::JsonErrors,
    ))]
pub async fn advise_seat(
    http: HttpRequest,
    limits: web::Data<CourtPieceLimits>,
    ApiJson(req): ApiJson<AdviseDealRequest>,
) -> Result<Json<AdviseDealResponse>, Problem> {
    let mut errors = Errors::default();
    let rules = wire::rules(req.rules.as_ref(), &mut errors);
    crate::http::seed::check(req.seed.as_deref(), "/seed", &mut errors);
    crate::http::seed::check(req.sample_seed.as_deref(), "/sample_seed", &mut errors);
    let told = req.seat_view.as_ref().map(|v| {
        deal_fields_beside_seat_view(&req, &mut errors);
        v.told(&mut errors)
    });
    let decisions = req.decisions("", &mut errors);
    let rules = errors.finish(rules)?.unwrap_or_default();
    let input = DealInput {
        dealer: req.dealer,
        previous: req.previous.as_ref().map(Previous::from),
        decisions,
    };
    let settings = Settings {
        samples: req.samples,
        sample_seed: req.sample_seed,
        stop: req.stop.map(advise::Stop::from).unwrap_or_default(),
        budget: limits.analysis_budget,
        max_nodes: limits.advise_budget,
        settle_nodes: limits.advise_settle_budget,
        card_settle_nodes: limits.card_settle_budget,
        threads: limits.analysis_threads,
        ..Settings::default()
    };
    let cancel = settings.cancel.clone();
    let seat = req.view;
    let seat_view = told.is_some();
    let work = web::block(move || match told {
        Some(told) => advice::advise_told(
            &rules,
            (input.dealer, input.previous),
            seat,
            &told,
            &settings,
        ),
        None => advice::advise_seat(&rules, &input, seat, &settings),
    });
    let result = until_done_or_gone(&http, &cancel, work)
        .await
        .map_err(|e| Problem::internal(format!("the advice failed: {e}")))?;
    result
        .map(|a| Json(a.into()))
        .map_err(|e| advice_problem(e, seat_view))
}

/// The 422 (or 499) of an advice refused; with `seat_view` (the second form) a broken rule is
/// in the view sent, which holds the plays.
fn advice_problem(e: AdviceError, seat_view: bool) -> Problem {
    let at = |pointer: &str| ProblemError::new(e.code(), pointer, e.message());
    match &e {
        AdviceError::Deal(errors) => unprocessable(errors.clone()),
        AdviceError::Analysis(a) => analysis_problem(vec![a.clone()], "deals/advise"),
        AdviceError::Decision(_) if seat_view => Problem::unprocessable(vec![at("/seat_view")]),
        AdviceError::Decision(v) => Problem::unprocessable(vec![at(&decision_pointer(v))]),
        AdviceError::NotYourTurn { .. } => Problem::unprocessable(vec![at("/view")]),
        AdviceError::NotAdvised(_) => Problem::unprocessable(vec![at("/rules")]),
        AdviceError::NoWorld => Problem::unprocessable(vec![at("/seat_view")]),
        AdviceError::ViewBroken(..) => Problem::unprocessable(vec![at("/seat_view/violations/0")]),
        AdviceError::DealOver => Problem::unprocessable(vec![at("")]),
    }
}

/// Where in the request a refused decision is.
fn decision_pointer(v: &Violation) -> String {
    match (v.at, v.play) {
        (Decision::Play | Decision::Reveal, Some(play)) => format!("/plays/{play}"),
        (Decision::Redeal, _) => "/redeal".to_owned(),
        (Decision::Trump, _) => "/trump".to_owned(),
        (Decision::TrumpCard, _) => "/trump_card".to_owned(),
        (Decision::DrawnCard, _) => "/drawn_card".to_owned(),
        (Decision::TrumpChange, _) => "/trump_change".to_owned(),
        (Decision::Passes, _) => "/passes".to_owned(),
        (Decision::Pass { index }, _) => format!("/passes/{index}"),
        (Decision::Discards, _) => "/discards".to_owned(),
        (Decision::Draws, _) => "/draws".to_owned(),
        (Decision::Bids, _) => "/bids".to_owned(),
        (Decision::Bid { index }, _) => format!("/bids/{index}"),
        (Decision::Play | Decision::Reveal, None) => "/plays".to_owned(),
    }
}
