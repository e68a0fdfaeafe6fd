//! A player for every seat (`deals/advise`): the decision a seat should make, from that
//! seat's view alone.
//!
//! The advice never sees the deal. [`advise_seat`] builds the seat's [`View`] (the one entry
//! of every answer a seat may read), and everything after reads only that view, the rules and
//! the passes the seat made or received: [`Knowledge::new`] takes from it the seat's cards,
//! every card played and by whom, the voids those plays showed and how many cards each seat
//! holds. From the knowledge alone come the default sample seed (a digest of it), the worlds
//! (the hidden cards dealt again over every deal consistent with it, weighed by a hidden
//! caller's trump call: [`worlds`])
//! and the options. Two requests whose views for the seat are equal get the same answer, byte
//! for byte, whatever the hidden cards are.
//!
//! Each world is solved double-dummy (the analysis's own search, the table kept from option to
//! option) for every option still in the race, and an option's value is the seat's party's
//! mean tricks of thirteen over the worlds, with its 95 % interval. The options race as the
//! trump advice's suits do (`race.rs`; `docs/analysis.md`, "Advice from a seat's view"): in
//! blocks of [`CARD_BLOCK`] worlds, an option settled as not a tenth of a trick better than
//! the leader leaves, and the advice stops when one is left (`settled`), at `samples`
//! (`limit`), or before a block the blocks solved forecast past the card settle bound
//! (`budget`), counted in nodes, never timed. A card decision's equivalent cards (touching in the seat's
//! eyes: every card of the suit between them is its own or played) are one option, solved
//! once; the advice plays the lowest. The trump call is the trump advice itself; where the
//! first five allow the caller a redeal, the redeal races beside the suits at a fresh deal's
//! value (`redeal/`).
//!
//! At a kot (the first seven tricks to one party) the winner of the seventh trick is advised
//! to lead on for a bavney or to stop ([`Choice::Stop`]); from there on every card counts the
//! deal's points of a bavney made or failed ([`sweep_scale`]), not tricks. Satat's passes
//! after a kot are every seat's decision at once (`passes.rs`). Under `trump_change` a seat
//! opposite the caller is advised, before the first lead, whether to keep the trumps or name
//! another suit ([`Choice::KeepTrump`], [`Choice::ChangeTrump`]); after a change every card
//! counts the changing party's kot made or failed ([`seven_scale`]).
//!
//! Covered now: the card play, the trump call (and a redeal on the first five), playing on
//! after a kot, a trump change and Satat's passes of the four-player presets that collect
//! tricks under a called trump (`court-piece`, `hokm`, `troefcall`, `satat`: what the solver
//! solves), and the card play and trump call of the heaps of Double Sar and Dehla Pakad
//! ([`covers`]: each world solved by the heap search, counting tricks or tens, the call
//! ranked by tricks won). Any other decision or preset is
//! refused with `NOT_ANALYSABLE`.

pub mod knowledge;
mod passes;
mod race;
pub mod redeal;
#[cfg(test)]
mod tests;
pub mod told;
pub mod worlds;

pub use knowledge::{Declined, Due, Knowledge, PassFacts};
pub use passes::{PassRules, fixed_pass};
pub use told::{Told, advise_told};
pub use worlds::{NoWorld, Prior, Worlds};

use super::analysis::advise::{self, AdviseInput, Stop, past_bound};
use super::analysis::{self, AnalysisError, Board, Sweeper, TRICKS, supports};
use super::error::DealError;
use super::replay::{DealInput, Previous, passes_owed};
use super::rules::{Collect, Count, FailedBavney, Rules, Scoring, TensTie};
use super::scoring::{DealResult, ResultKind};
use super::view::{View, Viewer, decides_for, resolve_view, takes_part};
use super::violation::{self, Violation, ViolationCode};
use crate::cards::{Card, CardSet, Rank, Suit, deck};
use crate::named::named_enum;
use crate::sampling::{self, Cancel, Pool, Watch};
use race::{Race, Report};
use sha2::{Digest, Sha256};

/// Worlds solved between two looks at the race of a card decision: half the trump advice's
/// block, so that the first block of an opening lead (every card an option, thirteen solves a
/// world) stays within about half a second on two cores (`docs/performance.md`).
pub const CARD_BLOCK: usize = 8;

/// The worlds before the race of a card decision is first judged: two blocks. Judged on the
/// first block alone, 44 of the 90 card decisions of the first three tricks of eight Hokm
/// deals (the lowest card played) settled on 8 worlds, where the leader of a dozen options
/// is as much the luckiest as the best (the trump advice judges its four suits from 16
/// samples for the same reason).
pub const FIRST_LOOK: usize = 2 * CARD_BLOCK;

/// The search nodes past which a card decision that may stop when settled starts no further
/// block by default: about half a second on two idle cores, so that a player waits little for
/// a card; the trump call keeps the trump advice's bound (it is made once a deal).
pub const DEFAULT_CARD_SETTLE_NODES: u64 = 10_000_000;

/// A decision the advice names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Choice {
    /// A card played (appended to `plays`).
    Play(Card),
    /// The trump suit named.
    Trump(Suit),
    /// After a kot, not playing on: the deal ends at the kot (no further card is sent).
    Stop,
    /// Satat's passes after a kot: the cards the seat passes (a loser, its entry's `cards`)
    /// or passes back (the player before a loser, that loser's entry's `returned`).
    Passes(CardSet),
    /// The caller's redeal on its first five: the deal is called off (`redeal` sent, by the
    /// caller).
    Redeal,
    /// Under `trump_change`, the trumps named kept: no change is sent.
    KeepTrump,
    /// Under `trump_change`, `seat` names `trump` instead (`trump_change` sent): its party
    /// then plays for the first seven tricks.
    ChangeTrump { seat: usize, trump: Suit },
}

/// One option and what it is worth to the seat's party.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct OptionValue {
    pub choice: Choice,
    /// The seat's party's expected tricks of thirteen after it; `None` when the only option
    /// was not solved (`single`).
    pub value: Option<f64>,
    pub ci95: Option<(f64, f64)>,
    /// The worlds its figures are of.
    pub worlds: usize,
}

named_enum! {
    /// What an option's value counts.
    ValueOf {
        /// The seat's party's tricks of thirteen, double-dummy, those won included.
        Tricks => "tricks",
        /// The deal's points to the seat's party less the other party's, double-dummy: the
        /// deal's own aim ([`card_scale`]).
        Points => "points",
    }
}

named_enum! {
    /// Why an advice stopped.
    Stopped {
        /// One option was left in the race before the samples ran out.
        Settled => "settled",
        /// The settle bound (or the node bound) came first: the figures of the blocks solved.
        Budget => "budget",
        /// Every sample asked for was solved.
        Limit => "limit",
        /// One option is legal: nothing was solved.
        Single => "single",
    }
}

/// The advice to a seat.
#[derive(Debug, Clone, PartialEq)]
pub struct SeatAdvice {
    pub seat: usize,
    pub decision: Choice,
    /// Every option, the decision first, then the best first.
    pub options: Vec<OptionValue>,
    pub value_of: ValueOf,
    /// The worlds solved (the most any option's figures are of).
    pub samples: usize,
    pub stopped: Stopped,
    pub sample_seed: String,
    /// Search nodes spent (not part of the contract's answer: it is the same for equal views,
    /// but says nothing a client needs).
    pub nodes: u64,
}

/// How an advice may spend its work.
#[derive(Debug, Clone)]
pub struct Settings {
    /// The most worlds (1 to [`advise::MAX_SAMPLES`]; default [`advise::DEFAULT_SAMPLES`]).
    pub samples: Option<usize>,
    /// The seed of the worlds; by default a digest of the seat's knowledge.
    pub sample_seed: Option<String>,
    pub stop: Stop,
    /// Search nodes a world may take (pooled over the worlds, as the trump advice's samples).
    pub budget: u64,
    /// The most nodes in all.
    pub max_nodes: u64,
    /// The nodes past which no further block is started (`stop: settled`): the trump call's.
    pub settle_nodes: u64,
    /// The same for a card decision.
    pub card_settle_nodes: u64,
    /// What a card decision plays for: by default the rules' own ([`CardAim::Rules`]).
    pub card_aim: CardAim,
    /// How likely the worlds are: by default the trump call and every card followed with
    /// read ([`Prior::Plays`]).
    pub prior: Prior,
    pub threads: usize,
    pub cancel: Cancel,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            samples: None,
            sample_seed: None,
            stop: Stop::Settled,
            budget: analysis::DEFAULT_BUDGET,
            max_nodes: advise::DEFAULT_MAX_NODES,
            settle_nodes: advise::DEFAULT_SETTLE_NODES,
            card_settle_nodes: DEFAULT_CARD_SETTLE_NODES,
            card_aim: CardAim::Rules,
            prior: Prior::Plays,
            threads: 1,
            cancel: Cancel::default(),
        }
    }
}

/// What a card decision plays for ([`card_scale`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardAim {
    /// The rules' own (the service's): under `kots` scoring the blend, else tricks.
    /// Under `kots` scoring tricks of thirteen are a poor proxy for the score (only the seven
    /// tricks and the first seven count), and the blend gained there, decision by decision;
    /// under `points` scoring the two tied in the arena (`docs/analysis.md`, "A card").
    Rules,
    /// The seat's party's tricks of thirteen.
    Tricks,
    /// The deal's points (in the arena it won fewer matches against the heuristic player:
    /// worlds whose result is settled cannot tell two cards apart).
    Points,
    /// The deal's points, worlds of equal points told apart by tricks: a world's units are
    /// its points then its tricks of thirteen ([`Aim::PointsThenTricks`]).
    Blend,
}

impl CardAim {
    /// What the cards count under `rules`, and whether tricks break the ties of points:
    /// [`card_scale`]'s two arguments.
    pub fn under(self, rules: &Rules) -> (ValueOf, bool) {
        match self {
            CardAim::Rules if matches!(rules.scoring, Scoring::Kots { .. }) => {
                (ValueOf::Points, true)
            }
            CardAim::Rules | CardAim::Tricks => (ValueOf::Tricks, false),
            CardAim::Points => (ValueOf::Points, false),
            CardAim::Blend => (ValueOf::Points, true),
        }
    }
}

/// Why no advice.
#[derive(Debug, Clone, PartialEq)]
pub enum AdviceError {
    /// The request cannot have been dealt (as `deals/resolve` says).
    Deal(Vec<DealError>),
    /// A decision of the request breaks a rule: the violation as the seat may read it.
    Decision(Violation),
    /// The next decision is `next`'s, not `seat`'s.
    NotYourTurn { seat: usize, next: usize },
    /// The deal is over (or was redealt).
    DealOver,
    /// A decision or rule set the advice does not cover yet (the module docs), and why.
    NotAdvised(&'static str),
    /// No deal is consistent with what the seat knows.
    NoWorld,
    /// The view a seat told (the second form) holds a broken rule: its code and message, as
    /// the first form refuses the same view ([`AdviceError::Decision`]).
    ViewBroken(ViolationCode, String),
    /// The solver's errors: samples out of range, a budget run out, a client gone.
    Analysis(AnalysisError),
}

impl AdviceError {
    /// The stable code the API reports.
    pub fn code(&self) -> &'static str {
        match self {
            AdviceError::Deal(e) => e.first().map_or("INVALID_VALUE", DealError::code),
            AdviceError::Decision(v) => v.code.code(),
            AdviceError::NotYourTurn { .. } => "NOT_YOUR_TURN",
            AdviceError::DealOver => "DEAL_OVER",
            AdviceError::NotAdvised(_) => "NOT_ANALYSABLE",
            AdviceError::NoWorld => "VIEW_INCONSISTENT",
            AdviceError::ViewBroken(code, _) => code.code(),
            AdviceError::Analysis(e) => e.code(),
        }
    }

    /// A readable explanation.
    pub fn message(&self) -> String {
        match self {
            AdviceError::Deal(e) => e.first().map_or_else(String::new, DealError::message),
            AdviceError::Decision(Violation { message, .. })
            | AdviceError::ViewBroken(_, message) => format!(
                "the decisions so far break a rule, so there is nothing to advise: {message}"
            ),
            AdviceError::NotYourTurn { seat, next } => {
                format!("the next decision is player {next}'s, not player {seat}'s")
            }
            AdviceError::DealOver => "the deal is over: there is no decision left".to_owned(),
            AdviceError::NotAdvised(what) => (*what).to_owned(),
            AdviceError::NoWorld => {
                "no deal is consistent with this view: its facts contradict each other".to_owned()
            }
            AdviceError::Analysis(e) => e.message(),
        }
    }
}

impl From<AnalysisError> for AdviceError {
    fn from(e: AnalysisError) -> AdviceError {
        AdviceError::Analysis(e)
    }
}

/// Whether `input` holds a pass `seat` took part in (Satat): its own side of the passes is
/// decided, made or not (the view shows passes once all are made).
pub fn has_passed(input: &DealInput, seat: usize, players: usize) -> bool {
    let mut passes = input.decisions.passes.iter().flatten();
    passes.any(|p| takes_part(p, seat, players))
}

/// The advice to `seat` on the deal `input` (see the module docs): its view is built first,
/// and nothing else of the deal is read.
pub fn advise_seat(
    rules: &Rules,
    input: &DealInput,
    seat: usize,
    settings: &Settings,
) -> Result<SeatAdvice, AdviceError> {
    let view = resolve_view(rules, input, Viewer::Seat(seat)).map_err(AdviceError::Deal)?;
    advise_view(
        rules,
        &view,
        (has_passed(input, seat, rules.players), input.previous),
        settings,
    )
}

/// Whether the advice covers these rules: the trick presets the solver solves
/// ([`supports`]), and a heap under called trumps that the heap search solves
/// ([`analysis::heap_searched`]), counting tricks (`double-sar`) or tens (`dehla-pakad`,
/// with a 2-2 split going to the party that did not deal, its `tens_tie`), without a trump
/// change or a redeal, which the heap's advice does not weigh yet.
pub fn covers(rules: &Rules) -> bool {
    supports(rules) || on_heap(rules)
}

/// The heap rules [`covers`] takes.
fn on_heap(rules: &Rules) -> bool {
    analysis::heap_analysis(rules)
        && !rules.trump_change
        && rules.redeal.when == super::rules::RedealWhen::Never
}

/// The refusal of `rules`, which [`covers`] does not take: Dehla Pakad's heap with its 2-2
/// split judged by the tricks collected is named as such (the preset itself is covered).
fn not_covered_rules(rules: &Rules) -> AdviceError {
    if analysis::heap_searched(rules)
        && rules.count == Count::Tens
        && rules.tens_tie != TensTie::NonDealer
    {
        AdviceError::NotAdvised(
            "the advice covers Dehla Pakad's heap with a 2-2 split going to the party that did not deal (tens_tie: non-dealer), and no trump change or redeal; a split judged by the tricks collected is not advised yet: the heap search counts tens only",
        )
    } else {
        not_covered()
    }
}

/// The refusal of rules the advice does not cover.
fn not_covered() -> AdviceError {
    AdviceError::NotAdvised(
        "the advice covers the four-player presets that collect tricks under a called trump (court-piece, hokm, troefcall, satat) and the heaps of Double Sar and Dehla Pakad (double-sar, dehla-pakad), and these rules are not one of them yet",
    )
}

/// The decision `view` says is due, if it is its seat's to make: Satat's passes, where the
/// view stops at them (`PASS_WRONG_COUNT` for the list as a whole, before any trick) and the
/// seat has made none (`passed`), are every seat's at once.
fn due(
    rules: &Rules,
    view: &View,
    seat: usize,
    (passed, previous): (bool, Option<Previous>),
) -> Result<Due, AdviceError> {
    if let Some(v) = &view.violation {
        let waiting = v.code == ViolationCode::PassWrongCount
            && v.at == violation::Decision::Passes
            && view.tricks.is_empty()
            && !passed;
        return match (waiting, passes_owed(rules.kot_passes, previous)) {
            (true, Some((kot_party, count))) if supports(rules) => {
                Ok(Due::Passes { kot_party, count })
            }
            _ => Err(AdviceError::Decision(v.clone())),
        };
    }
    let play_on = play_on_leader(rules, view);
    if (view.complete || view.next_seat.is_none()) && play_on.is_none() {
        return Err(AdviceError::DealOver);
    }
    if !covers(rules) {
        return Err(not_covered_rules(rules));
    }
    let due = match play_on {
        Some(leader) => Due::PlayOn { leader },
        None if view.trump.is_none() && rules.blind_trump => {
            return Err(AdviceError::NotAdvised(
                "under blind_trump the caller turns up a card it has not seen: there is no choice of trumps to advise",
            ));
        }
        None if view.trump.is_none() => Due::Trump,
        None if change_open(rules, view, seat, previous) => Due::TrumpChange,
        None => Due::Play {
            mover: view.next_seat.unwrap_or(seat),
        },
    };
    let next = match due {
        Due::Trump => view.caller,
        Due::Play { mover } => mover,
        Due::PlayOn { leader } => leader,
        Due::Passes { .. } | Due::TrumpChange => seat,
    };
    if !decides_for(seat, next, view.dummy) {
        return Err(AdviceError::NotYourTurn { seat, next });
    }
    Ok(due)
}

/// Whether `seat` may still change trumps under `trump_change`: trumps are named and not
/// changed, nothing is played, the seat is of the party opposite the caller, and no Satat
/// passes follow the deal (they are judged under the trumps in force, so a change made
/// beside them could make them illegal: the change is not advised there).
fn change_open(rules: &Rules, view: &View, seat: usize, previous: Option<Previous>) -> bool {
    rules.trump_change
        && view.trump.is_some()
        && view.trump_change.is_none()
        && view.tricks.is_empty()
        && view.passes.is_empty()
        && passes_owed(rules.kot_passes, previous).is_none()
        && rules.party(seat) != rules.party(view.caller)
}

/// The seat that may play on, where `view` stands at a kot that may be played on: the first
/// seven tricks went to one party of four players collecting tricks, and nothing was played
/// after them. The winner of the seventh leads the eighth, or nobody plays and the deal ends
/// at the kot. Never after a trump change: the changing party's kot ends the deal.
pub fn play_on_leader(rules: &Rules, view: &View) -> Option<usize> {
    let kot = view
        .result
        .as_ref()
        .is_some_and(|r| r.kind == ResultKind::Kot);
    let may = kot
        && view.complete
        && rules.players == 4
        && rules.collect == Collect::Tricks
        && view.trump_change.is_none()
        && rules.bidding.is_none()
        && view.tricks.len() == analysis::TRICKS_TO_WIN as usize;
    may.then(|| view.tricks.last().and_then(|t| t.winner()))
        .flatten()
}

/// The advice to `view`'s seat from that view (Satat's passes made included), the rules,
/// whether it has decided its side of passes not yet made (`passed`), and the previous
/// deal's kot (public: it says who passes).
pub fn advise_view(
    rules: &Rules,
    view: &View,
    (passed, previous): (bool, Option<Previous>),
    settings: &Settings,
) -> Result<SeatAdvice, AdviceError> {
    let Viewer::Seat(seat) = view.viewer else {
        return Err(AdviceError::NotAdvised(
            "the advice is for a seat, not the arbiter",
        ));
    };
    let samples = settings.samples.unwrap_or(advise::DEFAULT_SAMPLES);
    if !(1..=advise::MAX_SAMPLES).contains(&samples) {
        return Err(AnalysisError::SamplesOutOfRange(samples).into());
    }
    let due = due(rules, view, seat, (passed, previous))?;
    let knowledge = Knowledge::new(rules, view, due).ok_or(AdviceError::NotAdvised(
        "the advice is for a seat, not the arbiter",
    ))?;
    let seed = settings
        .sample_seed
        .clone()
        .unwrap_or_else(|| default_seed(&knowledge));
    match due {
        Due::Trump => trump_advice(rules, &knowledge, samples, seed, settings),
        Due::Play { .. } | Due::PlayOn { .. } => {
            card_advice(rules, &knowledge, samples, seed, settings)
        }
        Due::Passes { .. } => passes::pass_advice(rules, &knowledge, samples, seed, settings),
        Due::TrumpChange => change_advice(rules, &knowledge, samples, seed, settings),
    }
}

/// The default sample seed: a digest of everything the advice reads, so of the view alone.
pub fn default_seed(k: &Knowledge) -> String {
    let digest = Sha256::digest(k.digest_text().as_bytes());
    format!("view-{}", &deck::to_hex(&digest)[..16])
}

/// The trump call: the trump advice on the seat's first five, its seed the advice's; where the
/// five allow a redeal, a redeal beside the suits (`redeal/`).
fn trump_advice(
    rules: &Rules,
    k: &Knowledge,
    samples: usize,
    seed: String,
    settings: &Settings,
) -> Result<SeatAdvice, AdviceError> {
    if k.own.len() != 5 {
        return Err(AdviceError::NotAdvised(
            "a trump call from more than five cards",
        ));
    }
    let input = AdviseInput {
        first_five: k.own,
        samples,
        seed,
        two_of_hearts: k.two_of_hearts,
        budget: settings.budget,
        max_nodes: settings.max_nodes,
        settle_nodes: settings.settle_nodes,
        stop: settings.stop,
        threads: settings.threads,
        cancel: settings.cancel.clone(),
    };
    // On a heap too, the suits are ranked by the tricks they win double-dummy (the trick
    // search), not by those they collect: a heap's solve costs some fifteen times the nodes
    // (`docs/performance.md`), and sixteen samples of four suits are past the advice's bound
    // on most first fives. A documented approximation (`docs/analysis.md`).
    let a = advise::advise(&input)?;
    let mut options: Vec<OptionValue> = a
        .suits
        .iter()
        .map(|s| OptionValue {
            choice: Choice::Trump(s.trump),
            value: Some(s.expected_tricks),
            ci95: Some(s.expected_ci95),
            worlds: s.samples,
        })
        .collect();
    let mut decision = Choice::Trump(a.recommended);
    if redeal::may_redeal(rules, k) {
        let fresh = redeal::redeal_option(k.two_of_hearts);
        let kept = options
            .iter()
            .filter_map(|o| o.value)
            .fold(f64::MIN, f64::max);
        if fresh.value > Some(kept) {
            decision = Choice::Redeal;
        }
        options.push(fresh);
    }
    sort_options(&mut options, decision);
    Ok(SeatAdvice {
        seat: k.seat,
        decision,
        options,
        value_of: ValueOf::Tricks,
        samples: a.samples_used,
        stopped: match a.stopped {
            advise::Stopped::Settled => Stopped::Settled,
            advise::Stopped::Limit => Stopped::Limit,
            advise::Stopped::Budget => Stopped::Budget,
        },
        sample_seed: input.seed,
        nodes: a.nodes,
    })
}

/// The decision first, then the best first; equals in the order given.
fn sort_options(options: &mut [OptionValue], decision: Choice) {
    options.sort_by(|a, b| {
        let key = |o: &OptionValue| (o.choice != decision, -o.value.unwrap_or(f64::MIN));
        key(a)
            .partial_cmp(&key(b))
            .unwrap_or(std::cmp::Ordering::Equal)
    });
}

/// The legal cards grouped into options: cards of one suit that touch in the seat's eyes
/// (every card of the suit between them is its own or played in a finished trick) are worth
/// the same in every world. Each option is its cards, lowest first; the options in the order
/// of their lowest card. Satat's special 2♥ is an option of its own.
pub fn card_options(k: &Knowledge) -> Vec<Vec<Card>> {
    card_options_counting(k, false)
}

/// [`card_options`], where `tens` says the deal counts tens (`count: tens`): a ten is then
/// an option of its own, worth more than the cards it touches wherever it is collected.
pub fn card_options_counting(k: &Knowledge, tens: bool) -> Vec<Vec<Card>> {
    // A card of the trick on the table still decides who wins it: not neutral.
    let done = k.plays.len() - k.plays.len() % 4;
    let neutral = k.plays[..done].iter().fold(k.own, |mut s, &c| {
        s.insert(c);
        s
    });
    let mut options: Vec<Vec<Card>> = Vec::new();
    for suit in Suit::ALL {
        let mut run: Vec<Card> = Vec::new();
        // Up the suit's ranks: a card not neutral ends a run.
        for card in CardSet::FULL.iter().filter(|c| c.suit() == suit) {
            let special = (k.two_of_hearts && card == super::TWO_OF_HEARTS)
                || (tens && card.rank() == Rank::Ten && k.legal.contains(card));
            if k.legal.contains(card) && !special {
                run.push(card);
            } else if !neutral.contains(card) || special {
                if !run.is_empty() {
                    options.push(std::mem::take(&mut run));
                }
                if special && k.legal.contains(card) {
                    options.push(vec![card]);
                }
            }
        }
        if !run.is_empty() {
            options.push(run);
        }
    }
    options.sort_by_key(|o| o[0]);
    options
}

/// A card decision: the race of its options over the worlds.
fn card_advice(
    rules: &Rules,
    k: &Knowledge,
    samples: usize,
    seed: String,
    settings: &Settings,
) -> Result<SeatAdvice, AdviceError> {
    // Once a party may play on after a kot, only a bavney or its failure is at stake (never
    // on a heap, where all thirteen tricks are played and a kot is all of them collected).
    let heap = on_heap(rules);
    let sweep =
        !heap && k.kot_party.is_some() && k.plays.len() >= 4 * analysis::TRICKS_TO_WIN as usize;
    let scale = if heap {
        let (value_of, then_tricks) = settings.card_aim.under(rules);
        heap_scale(rules, k.caller, card_scale(rules, value_of, then_tricks))
    } else if k.changed.is_some() {
        seven_scale(rules, k).ok_or(not_covered())?.0
    } else if sweep {
        sweep_scale(rules, k).ok_or(not_covered())?
    } else {
        let (value_of, then_tricks) = settings.card_aim.under(rules);
        card_scale(rules, value_of, then_tricks)
    };
    let stop = match (k.due, scale.aim) {
        (Due::PlayOn { .. }, Aim::Sweep { stop, .. }) => Some(stop),
        _ => None,
    };
    let single = |card: Card| SeatAdvice {
        seat: k.seat,
        decision: Choice::Play(card),
        options: vec![OptionValue {
            choice: Choice::Play(card),
            value: None,
            ci95: None,
            worlds: 0,
        }],
        value_of: scale.value_of,
        samples: 0,
        stopped: Stopped::Single,
        sample_seed: seed.clone(),
        nodes: 0,
    };
    let tens = heap && rules.count == Count::Tens;
    let options = card_options_counting(k, tens);
    match k.legal.iter().next() {
        None => return Err(AdviceError::DealOver),
        Some(card) if k.legal.len() == 1 && stop.is_none() => return Ok(single(card)),
        Some(_) => {}
    }
    let worlds =
        Worlds::new(k, rules.players, settings.prior).map_err(|NoWorld| AdviceError::NoWorld)?;
    let trump = k.trump.ok_or(AdviceError::NotAdvised(
        "the advice plays cards once trumps are named",
    ))?;
    let race = Contest {
        k,
        heap: heap.then_some((rules, heap_world_nodes(settings))),
        tens: tens.then(|| tens_units(rules, k.caller)),
        worlds: &worlds,
        trump,
        options: &options,
        stop,
        seed: &seed,
        scale,
    };
    let (race, stopped, nodes) = run_race(&race, samples, settings, settings.card_settle_nodes)?;
    let lead = race.leader();
    let decision = options
        .get(lead)
        .map_or(Choice::Stop, |o| Choice::Play(o[0]));
    let mut list = Vec::with_capacity(k.legal.len() + 1);
    let option = |o: usize, choice: Choice| race.option(o, choice, scale.report());
    for (o, cards) in options.iter().enumerate() {
        list.extend(cards.iter().map(|&card| option(o, Choice::Play(card))));
    }
    if stop.is_some() {
        list.push(option(options.len(), Choice::Stop));
    }
    sort_options(&mut list, decision);
    Ok(SeatAdvice {
        seat: k.seat,
        decision,
        options: list,
        value_of: scale.value_of,
        samples: race.worlds(),
        stopped,
        sample_seed: seed,
        nodes,
    })
}

/// How a card decision's worlds are counted: each world's value in whole units, how many
/// units the race's indifference reads as a trick, and how many make one reported point.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Scale {
    pub value_of: ValueOf,
    pub aim: Aim,
    /// The units the race's indifference is a tenth of: a trick, a plain win, or under
    /// `kots` scoring without a streak (where a plain win scores nothing) a kot.
    pub per_win: f64,
    /// The units of one reported point (a kot under `kots` scoring), once a world's tricks
    /// are dropped under [`Aim::PointsThenTricks`] ([`Scale::report`]).
    pub per_reported: f64,
}

impl Scale {
    /// How the race's units read as the answer's values: points alone under
    /// [`Aim::PointsThenTricks`] (the tricks that break ties dropped), the units otherwise.
    pub fn report(&self) -> Report {
        let whole = match self.aim {
            Aim::PointsThenTricks(_) => PER_POINT_UNIT,
            _ => 1,
        };
        Report {
            whole,
            per_reported: self.per_reported,
        }
    }
}

/// What a world is worth after a card, in a [`Scale`]'s units.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Aim {
    /// The seat's party's tricks of thirteen.
    Tricks,
    /// Per outcome, worst first ([`analysis::Outcome`]), the caller's party's units (points
    /// less the other party's).
    Outcomes([i64; 4]),
    /// [`Aim::Outcomes`]' units, each worth [`PER_POINT_UNIT`] units, plus the seat's
    /// party's tricks of thirteen: points first, then tricks.
    PointsThenTricks([i64; 4]),
    /// After a kot that may be played on: the seat's party's units (points less the other
    /// party's) for a bavney made, for one failed, and for stopping at the kot.
    Sweep { bavney: i64, failed: i64, stop: i64 },
    /// After a trump change: the seat's party's units for the changing party's kot made (it
    /// wins each of the first seven tricks) and failed (the caller's party's kot).
    Seven { made: i64, failed: i64 },
}

/// The units of one point unit under [`Aim::PointsThenTricks`]: more than thirteen tricks, so
/// that in one world a point outweighs any tricks.
pub const PER_POINT_UNIT: i64 = 14;

/// What a card decision counts under `rules` when it plays for `value_of` (and, for points,
/// `then_tricks`: tricks break the ties of points):
/// - `points` scoring: the winning party's points for the deal (a kot against the caller at
///   its own value), negative for the seat's party when the other party wins;
/// - `kots` scoring: kots, a plain win counted as `1 / streak` of one, the share of a kot a
///   deal won adds to a streak, and nothing without a streak (`streak: null`: a plain win
///   scores nothing) ([`kot_units`]);
/// - tricks (asked for, or under any other scoring): the seat's party's tricks of thirteen.
///
/// The outcome of a world is always the deal's own: seven tricks, the first seven a kot.
pub fn card_scale(rules: &Rules, value_of: ValueOf, then_tricks: bool) -> Scale {
    let tricks = Scale {
        value_of: ValueOf::Tricks,
        aim: Aim::Tricks,
        per_win: 1.0,
        per_reported: 1.0,
    };
    if value_of == ValueOf::Tricks {
        return tricks;
    }
    let points = match rules.scoring {
        Scoring::Points {
            win,
            kot,
            kot_against_caller,
            ..
        } => Scale {
            value_of,
            aim: Aim::Outcomes([-kot_against_caller, -win, win, kot]),
            per_win: win.unsigned_abs().max(1) as f64,
            per_reported: 1.0,
        },
        Scoring::Kots { streak, .. } => {
            let (per_kot, plain) = kot_units(streak);
            Scale {
                value_of,
                aim: Aim::Outcomes([-per_kot, -plain, plain, per_kot]),
                per_win: 1.0,
                per_reported: per_kot as f64,
            }
        }
        Scoring::Sars { .. } | Scoring::Bid { .. } => tricks,
    };
    match points.aim {
        // Tricks break ties: a tenth of a trick is the race's indifference still.
        Aim::Outcomes(units) if then_tricks => Scale {
            aim: Aim::PointsThenTricks(units),
            per_win: 1.0,
            ..points
        },
        _ => points,
    }
}

/// Under `kots` scoring with `streak`, the units of a kot and of a plain win: a kot is a
/// streak's plain wins (`streak` units, a plain win one); without a streak a plain win scores
/// nothing (a kot one unit, a plain win none). [`card_scale`] and [`sweep_scale`] count so.
pub fn kot_units(streak: Option<i64>) -> (i64, i64) {
    match streak {
        Some(n) => (n.max(1), 1),
        None => (1, 0),
    }
}

/// What the seat's party plays for once a party may play on after a kot (`k.kot_party`): the
/// deal's points (a kot under `kots` scoring worth a streak's plain wins, as in
/// [`card_scale`]) for a bavney, for a failed one (`failed_bavney`: a plain win kept, or one
/// to the other party), and for stopping at the kot. `None` under scorings no covered preset
/// has (sars, bids).
pub fn sweep_scale(rules: &Rules, k: &Knowledge) -> Option<Scale> {
    let kot_party = k.kot_party?;
    let other = 1 - kot_party;
    let (per_point, plain_win) = point_units(rules)?;
    let margin = |party: usize, kind: ResultKind| {
        margin_units(rules, k.caller, (party, kind), kot_party) * per_point
    };
    let failed_winner = match rules.failed_bavney {
        FailedBavney::Win => kot_party,
        FailedBavney::Opponents => other,
    };
    let failed = match plain_win {
        Some(units) => {
            if failed_winner == kot_party {
                units
            } else {
                -units
            }
        }
        None => margin(failed_winner, ResultKind::Win),
    };
    let per_win = match plain_win {
        Some(_) => 1.0,
        None => margin(kot_party, ResultKind::Win).unsigned_abs().max(1) as f64,
    };
    let sign = if k.seat % 2 == kot_party { 1 } else { -1 };
    Some(Scale {
        value_of: ValueOf::Points,
        aim: Aim::Sweep {
            bavney: sign * margin(kot_party, ResultKind::Bavney),
            failed: sign * failed,
            stop: sign * margin(kot_party, ResultKind::Kot),
        },
        per_win,
        per_reported: per_point as f64,
    })
}

/// Under `rules`' scoring, the units of one point of [`DealResult`] and, under `kots`
/// scoring, of a plain win (a kot worth a streak's plain wins: [`kot_units`]). `None` under
/// scorings no covered preset has (sars, bids).
fn point_units(rules: &Rules) -> Option<(i64, Option<i64>)> {
    match rules.scoring {
        Scoring::Points { .. } => Some((1, None)),
        Scoring::Kots { streak, .. } => {
            let (per_kot, plain) = kot_units(streak);
            Some((per_kot, Some(plain)))
        }
        Scoring::Sars { .. } | Scoring::Bid { .. } => None,
    }
}

/// `to`'s points less the other party's for the deal won by `party` as `kind` (the caller
/// `caller`): the scoring's own points.
fn margin_units(
    rules: &Rules,
    caller: usize,
    (party, kind): (usize, ResultKind),
    to: usize,
) -> i64 {
    let r = DealResult::won(rules, caller, party, kind, &[0; 4], None);
    r.points[to] - r.points[1 - to]
}

/// What a trump change plays for, in the seat's party's units (those of [`card_scale`]'s
/// points, so that a deal played out under the named trumps races beside it): the changing
/// party's kot, and the caller's party's kot where it loses one of the first seven tricks
/// ("anti kot"). The scale, then those two: [`Aim::Seven`].
pub fn seven_scale(rules: &Rules, k: &Knowledge) -> Option<(Scale, i64, i64)> {
    let (per_point, _) = point_units(rules)?;
    let points = card_scale(rules, ValueOf::Points, false);
    let caller_party = k.caller % 2;
    let seat_party = k.seat % 2;
    let kot = |party: usize| {
        margin_units(rules, k.caller, (party, ResultKind::Kot), seat_party) * per_point
    };
    let (made, failed) = (kot(1 - caller_party), kot(caller_party));
    let scale = Scale {
        aim: Aim::Seven { made, failed },
        ..points
    };
    Some((scale, made, failed))
}

/// A card decision's race: its options over the worlds of `seed`, counted by `scale`, and
/// after a kot the option of stopping there (`stop`, its units in every world), raced last.
struct Contest<'a> {
    k: &'a Knowledge,
    /// The rules of a heap, whose worlds the heap search solves, and the nodes a world's
    /// heap search may take before the world is valued by tricks won instead
    /// ([`heap_world_nodes`]).
    heap: Option<(&'a Rules, u64)>,
    /// Under `count: tens`, the caller's party's units for each count of tens it collects
    /// ([`tens_units`]).
    tens: Option<[i64; 5]>,
    worlds: &'a Worlds,
    trump: Suit,
    options: &'a [Vec<Card>],
    stop: Option<i64>,
    seed: &'a str,
    scale: Scale,
}

impl Contest<'_> {
    /// A heap world's units for the seat when the caller's party collects `collected` of the
    /// thirteen tricks (the [`heap_scale`]'s aim).
    ///
    /// Under `count: tens`, `collected` is the tens of four, and the units the deal's own
    /// for that many tens ([`tens_units`]), the seat's party's tens breaking ties.
    fn heap_units(&self, collected: u32) -> i64 {
        let k = self.k;
        let (seat_counted, caller_units) = match self.tens {
            Some(units) => {
                let seat_tens = if k.with_caller() {
                    collected
                } else {
                    4 - collected
                };
                (i64::from(seat_tens), units[collected.min(4) as usize])
            }
            None => (
                i64::from(seat_tricks(k, collected)),
                match self.scale.aim {
                    Aim::Outcomes(units) | Aim::PointsThenTricks(units) => {
                        units[heap_outcome(collected)]
                    }
                    _ => 0,
                },
            ),
        };
        let points = if k.with_caller() {
            caller_units
        } else {
            -caller_units
        };
        match self.scale.aim {
            Aim::Outcomes(_) => points,
            Aim::PointsThenTricks(_) => points * PER_POINT_UNIT + seat_counted,
            _ => seat_counted,
        }
    }
}

/// The outcome of a heap deal in which the caller's party collects `collected` of thirteen,
/// worst first for it, as [`Aim::Outcomes`] indexes them: the other party collects all (a
/// goon-kot: the caller follows the dealer, so the other party is the dealer's), more, the
/// caller's party more, all (its kot).
pub fn heap_outcome(collected: u32) -> usize {
    match collected {
        0 => 0,
        c if c < analysis::TRICKS_TO_WIN => 1,
        c if c < TRICKS => 2,
        _ => 3,
    }
}

/// Under `count: tens` (the dealer's party wins with three or four tens, a 2-2 split goes
/// to the other party, four tens are a kot), the caller's party's units when it collects 0,
/// 1, … 4 tens (the caller follows the dealer: the other party is the dealer's). Under
/// `points` scoring the deal's points less the other party's; under `kots` a kot's units
/// and, for a plain win, a streak's share ([`kot_units`]) where the win counts towards a
/// streak, which under `count: tens` only a win with three tens does: a 2-2 split scores
/// nothing now and adds to no streak.
pub fn tens_units(rules: &Rules, caller: usize) -> [i64; 5] {
    let party = caller % 2;
    // The caller's party wins with `TENS_TO_WIN`, as `deals/analyse` says it can.
    let outcome = |tens: usize| match tens {
        0 => (1 - party, ResultKind::Kot),
        4 => (party, ResultKind::Kot),
        t if (t as u32) < analysis::TENS_TO_WIN => (1 - party, ResultKind::Win),
        _ => (party, ResultKind::Win),
    };
    std::array::from_fn(|tens| {
        let (winner, kind) = outcome(tens);
        let sign = if winner == party { 1 } else { -1 };
        match point_units(rules) {
            Some((per_kot, Some(plain))) => match kind {
                ResultKind::Kot => sign * per_kot,
                _ if tens == 2 => 0,
                _ => sign * plain,
            },
            Some((per_point, None)) => {
                margin_units(rules, caller, (winner, kind), party) * per_point
            }
            None => 0,
        }
    })
}

/// [`card_scale`]'s `scale` on a heap: the same units, but for the worst outcome, the other
/// party collecting all thirteen, which is the dealer's party's goon-kot (`goon_kot` kots
/// under `kots` scoring; the kot against the caller's value under `points`), not a kot.
pub fn heap_scale(rules: &Rules, caller: usize, scale: Scale) -> Scale {
    let Some((per_point, _)) = point_units(rules) else {
        return scale;
    };
    let goon = margin_units(
        rules,
        caller,
        (1 - caller % 2, ResultKind::GoonKot),
        caller % 2,
    );
    let with_goon = |mut units: [i64; 4]| {
        units[0] = goon * per_point;
        units
    };
    let aim = match scale.aim {
        Aim::Outcomes(units) => Aim::Outcomes(with_goon(units)),
        Aim::PointsThenTricks(units) => Aim::PointsThenTricks(with_goon(units)),
        aim => aim,
    };
    Scale { aim, ..scale }
}

/// A decision's options valued world by world: what [`run_race`] races.
trait Valued: Sync {
    /// How many options.
    fn options(&self) -> usize;
    /// The units the race's indifference is a tenth of ([`Scale::per_win`]).
    fn per_win(&self) -> f64;
    /// The worlds solved between two looks at the race.
    fn block(&self) -> usize {
        CARD_BLOCK
    }
    /// The parts a world's running options are solved in, each its own search (its own
    /// table), so that threads can share one world: fixed by the decision, never by the
    /// threads, so that nodes and answers are the same on any number of threads.
    fn groups(&self) -> usize {
        1
    }
    /// The running options' units in world `i`, in the order of `running`, and the nodes
    /// spent, within `budget` (what is left of the pool).
    fn solve(
        &self,
        i: usize,
        running: &[usize],
        budget: (u64, &Watch),
    ) -> Result<(Vec<i64>, u64), AnalysisError>;
}

/// The nodes one world's heap search may take in a card decision on a heap: an eighth of
/// the advice's most (`max_nodes`; 12.5 M, about a second on this project's 2-core VM). A
/// world past it is valued by the trick search's tricks won instead, within three eighths
/// more, so that a first block of [`HEAP_BLOCK`] worlds stays within the most, where one
/// hard world used to make the decision over budget. Counted in nodes, so which worlds fall
/// back is the same on any machine and any number of threads (`docs/analysis.md`, "Double
/// Sar's heap").
pub fn heap_world_nodes(settings: &Settings) -> u64 {
    settings.max_nodes / 8
}

/// Worlds solved between two looks at the race of a card decision on a heap: a world's
/// first tricks cost a heap's search some fifteen times a trick search's nodes, so that eight
/// of them are past the advice's bound on many opening leads; two are not.
pub const HEAP_BLOCK: usize = 2;

impl Valued for Contest<'_> {
    fn options(&self) -> usize {
        self.options.len() + usize::from(self.stop.is_some())
    }

    fn block(&self) -> usize {
        if self.heap.is_some() {
            HEAP_BLOCK
        } else {
            CARD_BLOCK
        }
    }

    fn per_win(&self) -> f64 {
        self.scale.per_win
    }

    fn solve(
        &self,
        i: usize,
        running: &[usize],
        (budget, watch): (u64, &Watch),
    ) -> Result<(Vec<i64>, u64), AnalysisError> {
        let k = self.k;
        let board = world_board(k, self.worlds, self.seed, i);
        let cards: CardSet = running
            .iter()
            .filter_map(|&o| self.options.get(o).map(|cards| cards[0]))
            .collect();
        let of_seat = |caller_units: i64| {
            if k.with_caller() {
                caller_units
            } else {
                -caller_units
            }
        };
        let (units, nodes): (Vec<(Card, i64)>, u64) = match self.scale.aim {
            _ if cards.is_empty() => (Vec::new(), 0),
            _ if let Some((rules, world_nodes)) = self.heap => {
                let play = (self.trump, &k.plays[..]);
                let (values, nodes) = match analysis::heap_card_values(
                    rules,
                    &board,
                    play,
                    cards,
                    (world_nodes, watch),
                ) {
                    Ok(solved) => solved,
                    // Past its share, and not because the work as a whole is over its limit
                    // (then the block is dropped, as any): the world is valued by the tricks
                    // the caller's party wins, read as those it collects, within three
                    // shares more (a world within half the advice's most).
                    Err(AnalysisError::OverBudget { .. }) if watch.report(0) => {
                        let left = budget.saturating_sub(world_nodes + 1).min(3 * world_nodes);
                        let (won, nodes) = analysis::card_values(
                            &board, self.trump, &k.plays, cards, left, watch,
                        )?;
                        // Under `count: tens`, the tricks won read as that share of the
                        // four tens.
                        let read = |won: u32| {
                            if self.tens.is_some() {
                                (won * 4 + TRICKS / 2) / TRICKS
                            } else {
                                won
                            }
                        };
                        let values = won.iter().map(|v| (v.card, read(v.tricks))).collect();
                        // The heap search stopped at its share's first node past it.
                        (values, world_nodes + 1 + nodes)
                    }
                    Err(e) => return Err(e),
                };
                let units = values
                    .iter()
                    .map(|&(card, collected)| (card, self.heap_units(collected)))
                    .collect();
                (units, nodes)
            }
            Aim::Tricks => {
                let (values, nodes) =
                    analysis::card_values(&board, self.trump, &k.plays, cards, budget, watch)?;
                let units = values
                    .iter()
                    .map(|v| (v.card, i64::from(seat_tricks(k, v.tricks))))
                    .collect();
                (units, nodes)
            }
            Aim::Outcomes(outcome_units) => {
                let (outcomes, nodes) =
                    analysis::card_outcomes(&board, self.trump, &k.plays, cards, budget, watch)?;
                let units = outcomes
                    .iter()
                    .map(|&(card, o)| (card, of_seat(outcome_units[o as usize])))
                    .collect();
                (units, nodes)
            }
            Aim::PointsThenTricks(outcome_units) => {
                let (results, nodes) = analysis::card_results(
                    &board,
                    self.trump,
                    &k.plays,
                    cards,
                    true,
                    (budget, watch),
                )?;
                let units = results
                    .iter()
                    .map(|&(card, o, tricks)| {
                        let tricks = i64::from(seat_tricks(k, tricks.unwrap_or(0)));
                        let points = of_seat(outcome_units[o as usize]);
                        (card, points * PER_POINT_UNIT + tricks)
                    })
                    .collect();
                (units, nodes)
            }
            Aim::Sweep { bavney, failed, .. }
            | Aim::Seven {
                made: bavney,
                failed,
            } => {
                let sweeper = match self.scale.aim {
                    Aim::Seven { .. } => Sweeper::Changer,
                    _ => Sweeper::Unbeaten,
                };
                let (swept, nodes) = analysis::card_sweeps_to(
                    &board,
                    self.trump,
                    &k.plays,
                    cards,
                    sweeper,
                    (budget, watch),
                )?;
                let units = swept
                    .iter()
                    .map(|&(card, yes)| (card, if yes { bavney } else { failed }))
                    .collect();
                (units, nodes)
            }
        };
        let of = |card: Card| units.iter().find(|u| u.0 == card).map_or(0, |u| u.1);
        let value = |o: usize| match self.options.get(o) {
            Some(cards) => of(cards[0]),
            None => self.stop.unwrap_or(0),
        };
        Ok((running.iter().map(|&o| value(o)).collect(), nodes))
    }
}

/// A trump change's race: keeping the trumps named (the deal played out, [`card_scale`]'s
/// points) and each other suit (the changing party's kot made or failed), over the worlds
/// of `seed`.
struct ChangeContest<'a> {
    k: &'a Knowledge,
    worlds: &'a Worlds,
    trump: Suit,
    suits: &'a [Suit],
    seed: &'a str,
    /// Per outcome, worst first, the caller's party's units of the deal played out.
    keep: [i64; 4],
    /// The seat's party's units for the changing party's kot made, and failed.
    made: i64,
    failed: i64,
    per_win: f64,
}

impl Valued for ChangeContest<'_> {
    fn options(&self) -> usize {
        1 + self.suits.len()
    }

    fn per_win(&self) -> f64 {
        self.per_win
    }

    fn solve(
        &self,
        i: usize,
        running: &[usize],
        (budget, watch): (u64, &Watch),
    ) -> Result<(Vec<i64>, u64), AnalysisError> {
        let k = self.k;
        let board = world_board(k, self.worlds, self.seed, i);
        let mut spent = 0u64;
        let mut units = Vec::with_capacity(running.len());
        for &o in running {
            let left = (budget.saturating_sub(spent), watch);
            let value = match o.checked_sub(1).and_then(|s| self.suits.get(s)) {
                None => {
                    let (outcome, nodes) =
                        analysis::deal_outcome(&board, self.trump, &k.plays, left)?;
                    spent += nodes;
                    let caller_units = self.keep[outcome as usize];
                    if k.with_caller() {
                        caller_units
                    } else {
                        -caller_units
                    }
                }
                Some(&suit) => {
                    let (swept, nodes) =
                        analysis::deal_sweeps(&board, suit, &k.plays, Sweeper::Changer, left)?;
                    spent += nodes;
                    if swept { self.made } else { self.failed }
                }
            };
            units.push(value);
        }
        Ok((units, spent))
    }
}

/// A trump change (`Due::TrumpChange`): keeping the trumps named, or each other suit,
/// raced over the worlds in the deal's points (`value_of: points`). The decision is made once
/// a deal, so it takes the trump call's settle bound.
fn change_advice(
    rules: &Rules,
    k: &Knowledge,
    samples: usize,
    seed: String,
    settings: &Settings,
) -> Result<SeatAdvice, AdviceError> {
    let trump = k.trump.ok_or(AdviceError::NotAdvised(
        "a trump change follows the trumps named",
    ))?;
    let (scale, made, failed) = seven_scale(rules, k).ok_or(not_covered())?;
    let keep = match card_scale(rules, ValueOf::Points, false).aim {
        Aim::Outcomes(units) => units,
        _ => return Err(not_covered()),
    };
    let worlds =
        Worlds::new(k, rules.players, settings.prior).map_err(|NoWorld| AdviceError::NoWorld)?;
    let suits: Vec<Suit> = Suit::ALL.into_iter().filter(|&s| s != trump).collect();
    let race = ChangeContest {
        k,
        worlds: &worlds,
        trump,
        suits: &suits,
        seed: &seed,
        keep,
        made,
        failed,
        per_win: scale.per_win,
    };
    let (race, stopped, nodes) = run_race(&race, samples, settings, settings.settle_nodes)?;
    let choice = |o: usize| match o.checked_sub(1).and_then(|s| suits.get(s)) {
        None => Choice::KeepTrump,
        Some(&trump) => Choice::ChangeTrump {
            seat: k.seat,
            trump,
        },
    };
    let decision = choice(race.leader());
    let mut options: Vec<OptionValue> = (0..=suits.len())
        .map(|o| race.option(o, choice(o), scale.report()))
        .collect();
    sort_options(&mut options, decision);
    Ok(SeatAdvice {
        seat: k.seat,
        decision,
        options,
        value_of: ValueOf::Points,
        samples: race.worlds(),
        stopped,
        sample_seed: seed,
        nodes,
    })
}

/// The race of `valued`'s options (the module docs), with why it stopped and the nodes of the
/// blocks kept: no block is started past `settle_nodes` forecast.
fn run_race(
    valued: &impl Valued,
    samples: usize,
    settings: &Settings,
    settle_nodes: u64,
) -> Result<(Race, Stopped, u64), AdviceError> {
    let pooled = settings.budget.saturating_mul(samples as u64);
    let limit = pooled.min(settings.max_nodes);
    let pool = Pool::new(limit);
    let watch = Watch::new(limit, &settings.cancel);
    let mut race = Race::new(valued.options(), valued.per_win());
    let mut kept_nodes = 0u64;
    let stopped = loop {
        if watch.cancelled() {
            return Err(AnalysisError::Cancelled.into());
        }
        let first = race.worlds();
        let running = race.running();
        let size = (samples - first).min(valued.block());
        if settings.stop == Stop::Settled
            && past_bound(
                (kept_nodes, race.searches() as u64),
                (size * running.len()) as u64,
                settle_nodes,
                (limit, pooled),
            )
        {
            break Stopped::Budget;
        }
        let parts = sampling::parts(&running, valued.groups());
        let solved = sampling::map_on_threads(size * parts.len(), settings.threads, |t| {
            let (world, part) = (first + t / parts.len(), parts[t % parts.len()]);
            match valued.solve(world, part, (pool.left(), &watch)) {
                Ok((values, nodes)) if pool.spend(nodes) => Ok(values),
                Ok(_) => Err(None),
                Err(e) => Err(Some(e)),
            }
        });
        let block: Result<Vec<Vec<i64>>, Option<AnalysisError>> =
            solved.into_iter().map(|r| r.unwrap_or(Err(None))).collect();
        match block {
            Ok(block) => block
                .chunks(parts.len())
                .for_each(|world| race.add(&world.concat())),
            Err(Some(AnalysisError::Play(v))) => return Err(AdviceError::Decision(v)),
            Err(_) if watch.cancelled() => return Err(AnalysisError::Cancelled.into()),
            Err(_) if settings.stop == Stop::Settled && first > 0 && limit < pooled => {
                break Stopped::Budget;
            }
            Err(_) if limit < pooled => {
                return Err(AnalysisError::AdviceOverBudget { nodes: limit }.into());
            }
            Err(_) => {
                return Err(AnalysisError::OverBudget {
                    budget: settings.budget,
                }
                .into());
            }
        }
        kept_nodes = pool.spent();
        if race.worlds() == samples {
            break Stopped::Limit;
        }
        if settings.stop == Stop::Settled && race.worlds() >= FIRST_LOOK && race.judge() {
            break Stopped::Settled;
        }
    };
    Ok((race, stopped, kept_nodes))
}

/// World `i`'s deal as dealt (its cards now and those played), for the solver.
fn world_board(k: &Knowledge, worlds: &Worlds, seed: &str, i: usize) -> Board {
    let now = worlds.world(seed, i);
    let mut hands = [CardSet::EMPTY; 4];
    for s in 0..4 {
        hands[s] = now[s].union(k.played_by[s]);
    }
    Board {
        hands,
        caller: k.caller,
        two_of_hearts: k.two_of_hearts,
    }
}

/// The seat's party's tricks, from the caller's party's.
fn seat_tricks(k: &Knowledge, caller_tricks: u32) -> u8 {
    let t = if k.with_caller() {
        caller_tricks
    } else {
        TRICKS - caller_tricks
    };
    t as u8
}
