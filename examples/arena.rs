//! Issue 34's arena: seeded matches between policies, the engine the referee and the preset's
//! game scoring the judge. A match is a game (`games/resolve`'s engine) played to its target
//! (Hokm: seven points), or `DEALS` deals where the preset has none (the higher score wins, a
//! tie is half a win each), capped at `MAX_DEALS`.
//!
//! Policies:
//! - `advice`: `deals/advise` from the seat's view (the engine's `advise_seat`, the service's
//!   defaults but `SAMPLES`, on one thread a decision): its cards play for the rules' own aim
//!   (`CardAim::Rules`: under `kots` scoring the blend below, else tricks of thirteen);
//! - `tricks`: the same advice, its cards playing for tricks of thirteen under any scoring;
//! - `uniform`: the same advice, its worlds uniform over the deals consistent with the view
//!   (`Prior::Uniform`: the trump call not read);
//! - `call`: the same advice, its worlds reading the trump call only (`Prior::Call`: the
//!   service's default until 2026-12-02);
//! - `reads`: the same advice, its worlds reading the call and the ruffs declined
//!   (`Prior::Reads`);
//! - `plays`: the service's advice too, named for its prior: its worlds read the call and
//!   every card another seat followed with as a sound player's (`Prior::Plays`);
//! - `leads`: the same advice, its worlds reading the cards another seat led too
//!   (`Prior::Leads`);
//! - `opponents`: the same advice, its worlds reading the call and the cards the other party
//!   followed with, not the partner's (`Prior::Opponents`);
//! - `points`: the same advice, its cards playing for the deal's points (`CardAim::Points`);
//! - `blend`: the same advice, its cards playing for the deal's points, then tricks
//!   (`CardAim::Blend`);
//! - `heuristic`: calls its longest suit of the first five (ties: the most high cards, then
//!   the higher suit: `advice::redeal::longest_suit`); wins a
//!   trick as cheaply as it can unless its partner is already winning it; otherwise throws its
//!   lowest card, a side suit before a trump; leads its highest card when no unseen card of its
//!   suit is higher, else the lowest of its longest side suit;
//! - `random`: a legal card (and a trump) drawn from the match's seed;
//! - `cheat`: sees every card and plays double-dummy (the ceiling, not a player).
//!
//! A team may be named `call:play`, its trump calls (and redeals) by the first policy and
//! every other decision by the second: `cheat:advice` calls as the cheat and plays as the
//! advice, telling the call's part of a result from the cards'.
//!
//! Matches come in pairs on the same deals with the teams' seats swapped (duplicate style),
//! so the cards favour neither policy; every pairing's match `m` starts from the same seed,
//! so pairings are compared on the same first deals. Prints each pairing's match win rate of
//! the first policy with its 95 % (Wilson) interval, its mean score margin a match (its
//! game score less the other's, with a 95 % interval: finer than wins), and the first
//! policy's decision times (median, p99, worst), its cards apart from its trump calls.
//!
//! Satat's passes after a kot: the advice's seats pass as it says, the others by its fixed
//! rule (`satat_passes`). At a kot the advice decides whether its party plays on for
//! a bavney; the other policies never do.
//! The advice's caller redeals as advised where the game allows one (`max_in_a_row`), else
//! names its best suit; the other policies never redeal.
//! With `TRUMP_CHANGE=1` the rules allow a trump change (`trump_change`): once trumps are
//! named, each seat of the party opposite the caller that the advice plays is asked in turn
//! and changes as advised; the other policies never change. Each pairing then says how many
//! changes the first policy made and how many won their seven tricks.
//!
//! `cargo run --release --example arena [MATCHES]` (default 20, even); `PRESET` (default
//! hokm: court-piece, hokm, troefcall, satat, double-sar, dehla-pakad), `PAIRINGS` (default
//! `advice-heuristic,cheat-heuristic,advice-random`), `SAMPLES` (default 200),
//! `ADVICE_THREADS` (threads a decision, default 1), `CARD_SETTLE` (the card settle bound in
//! nodes, default the service's), `THREADS` (matches side by side, default 2), `DEALS`
//! (default 8), `MAX_DEALS` (default 40), `SEED` (default "arena"), `TRUMP_CHANGE` (default
//! 0). With `SLOW=s`, every advised decision slower than `s` seconds is printed to stderr as
//! the `deals/advise` body that asks for it again. With `UNSOUND=1` each pairing also says how many of the cards each team followed with
//! the reading of the plays (`sound_play`) calls unsound in the true deal.

#[path = "common/heuristic.rs"]
mod heuristic;
#[path = "common/run.rs"]
mod run;
#[path = "common/stats.rs"]
mod stats;

use hakam::cards::{Card, CardSet, Suit, deck};
use hakam::court_piece::advice::knowledge::{Played, sound_play};
use hakam::court_piece::advice::redeal::longest_suit;
use hakam::court_piece::advice::{
    CardAim, Choice, DEFAULT_CARD_SETTLE_NODES, OptionValue, PassRules, Prior, Settings,
    advise_seat, fixed_pass, play_on_leader,
};
use hakam::court_piece::analysis::{Board, analyse_rules_on};
use hakam::court_piece::{
    DealInput, DealOutcome, Decisions, GameOutcome, MAX_DEALS, Pass, Preset, Previous, RedealBy,
    RedealRequest, ResultKind, Rules, TrumpChange, View, Viewer, resolve_game_limited,
};
use hakam::sampling::Cancel;
use rand_core::RngCore;
use std::time::Instant;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Policy {
    Advice,
    Tricks,
    Uniform,
    Call,
    Reads,
    Plays,
    Leads,
    Opponents,
    Points,
    Blend,
    Heuristic,
    Random,
    Cheat,
}

/// A team's policies: its trump calls' (and redeals') and everything else's, the same but
/// where `PAIRINGS` names a team `call:play` (`cheat:advice`: the cheat's calls, the
/// advice's cards), to tell the call's part of a result from the cards'.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Team {
    call: Policy,
    play: Policy,
}

impl Team {
    fn parse(name: &str) -> Team {
        match name.split_once(':') {
            Some((call, play)) => Team {
                call: Policy::parse(call),
                play: Policy::parse(play),
            },
            None => Team {
                call: Policy::parse(name),
                play: Policy::parse(name),
            },
        }
    }
}

impl Policy {
    /// Whether `deals/advise` decides for it (in one of its settings).
    fn advised(self) -> bool {
        matches!(
            self,
            Policy::Advice
                | Policy::Tricks
                | Policy::Uniform
                | Policy::Call
                | Policy::Reads
                | Policy::Plays
                | Policy::Leads
                | Policy::Opponents
                | Policy::Points
                | Policy::Blend
        )
    }

    fn parse(name: &str) -> Policy {
        match name {
            "advice" => Policy::Advice,
            "tricks" => Policy::Tricks,
            "uniform" => Policy::Uniform,
            "call" => Policy::Call,
            "reads" => Policy::Reads,
            "plays" => Policy::Plays,
            "leads" => Policy::Leads,
            "opponents" => Policy::Opponents,
            "points" => Policy::Points,
            "blend" => Policy::Blend,
            "heuristic" => Policy::Heuristic,
            "random" => Policy::Random,
            "cheat" => Policy::Cheat,
            _ => panic!(
                "unknown policy {name}: advice, tricks, uniform, call, reads, plays, leads, opponents, points, blend, \
                 heuristic, random, \
                 cheat"
            ),
        }
    }
}

/// What a policy is asked: the deal so far, whose decision, and the whole deal (which only
/// the cheat reads).
struct Turn<'a> {
    rules: &'a Rules,
    input: &'a DealInput,
    outcome: &'a DealOutcome,
    seat: usize,
    /// Every seat's cards: as dealt before trumps, when play starts after (Satat's passes
    /// made).
    dealt: [CardSet; 4],
    /// Whether the game allows the caller a redeal now (`max_in_a_row` not used up).
    redeal_left: bool,
}

enum Decision {
    Trump(Suit),
    Play(Card),
    Redeal,
}

/// How the advice may work: its samples, threads and card settle bound a decision.
#[derive(Debug, Clone, Copy)]
struct Setup {
    samples: usize,
    threads: usize,
    card_settle: u64,
}

fn decide(policy: Policy, t: &Turn, rng: &mut impl RngCore, setup: Setup) -> Decision {
    match policy {
        _ if policy.advised() => {
            let a = advise_seat(t.rules, t.input, t.seat, &advice_settings(policy, setup))
                .expect("the advice covers this decision");
            // A single deal allows a redeal; the game may not (`max_in_a_row` used up): then
            // the best suit.
            let call = |o: &OptionValue| match o.choice {
                Choice::Redeal if t.redeal_left => Some(Decision::Redeal),
                Choice::Trump(suit) => Some(Decision::Trump(suit)),
                _ => None,
            };
            match a.decision {
                Choice::Play(card) => Decision::Play(card),
                Choice::Trump(_) | Choice::Redeal => a.options.iter().find_map(call).unwrap(),
                other => unreachable!("{other:?} is not advised on a turn of play"),
            }
        }
        Policy::Heuristic => heuristic(t),
        Policy::Random => match t.outcome.trump {
            None => Decision::Trump(Suit::ALL[deck::uniform_below(rng, 4) as usize]),
            Some(_) => {
                let legal: Vec<Card> = t.outcome.legal_cards.unwrap().iter().collect();
                Decision::Play(legal[deck::uniform_below(rng, legal.len() as u32) as usize])
            }
        },
        Policy::Cheat => cheat(t),
        _ => unreachable!("{policy:?} is advised"),
    }
}

fn heuristic(t: &Turn) -> Decision {
    match t.outcome.trump {
        // The first five: the longest suit, ties by the most high cards.
        None => Decision::Trump(longest_suit(t.outcome.hands[t.seat])),
        Some(_) => Decision::Play(heuristic::card(t.outcome, &t.input.decisions.plays, t.seat)),
    }
}

/// Double-dummy with every card seen (on a heap, the heap's: the tricks collected).
fn cheat(t: &Turn) -> Decision {
    let analyse = |board: &Board, trumps: &[Suit], plays: Option<&[Card]>| {
        analyse_rules_on(
            t.rules,
            board,
            trumps,
            plays,
            (u64::MAX, 1),
            &Cancel::default(),
        )
    };
    let caller = t.outcome.caller;
    let board = Board {
        hands: t.dealt,
        caller,
        two_of_hearts: t.rules.two_of_hearts,
    };
    let ours = t.seat % 2 == caller % 2;
    let Some(trump) = t.outcome.trump else {
        let a = analyse(&board, &Suit::ALL, None).unwrap();
        let best = a.trumps.iter().max_by_key(|v| v.tricks).unwrap();
        return Decision::Trump(best.trump);
    };
    let a = analyse(&board, &[trump], Some(&t.input.decisions.plays)).unwrap();
    let cards = a.cards.unwrap();
    let best = if ours {
        cards.iter().max_by_key(|v| v.tricks)
    } else {
        cards.iter().min_by_key(|v| v.tricks)
    };
    Decision::Play(best.unwrap().card)
}

/// Whether the kot's `leader` plays on, and with which card: the advice says (`deals/advise`
/// answers a card or `stop`); the other policies never do.
fn play_on(
    policy: Policy,
    rules: &Rules,
    input: &DealInput,
    leader: usize,
    setup: Setup,
) -> Option<Card> {
    if !policy.advised() {
        return None;
    }
    match advise_seat(rules, input, leader, &advice_settings(policy, setup))
        .expect("the advice covers playing on")
        .decision
    {
        Choice::Play(card) => Some(card),
        _ => None,
    }
}

/// The advice's settings for `policy` (one of the [`Policy::advised`]).
fn advice_settings(policy: Policy, setup: Setup) -> Settings {
    Settings {
        samples: Some(setup.samples),
        threads: setup.threads,
        card_settle_nodes: setup.card_settle,
        card_aim: match policy {
            Policy::Tricks => CardAim::Tricks,
            Policy::Points => CardAim::Points,
            Policy::Blend => CardAim::Blend,
            _ => CardAim::Rules,
        },
        prior: match policy {
            Policy::Uniform => Prior::Uniform,
            Policy::Call => Prior::Call,
            Policy::Reads => Prior::Reads,
            Policy::Leads => Prior::Leads,
            Policy::Opponents => Prior::Opponents,
            _ => Prior::Plays,
        },
        ..Settings::default()
    }
}

/// One match: `policies[party]` plays for the seats of that party (its `call` before trumps
/// are named, its `play` after). The score of party 0 as
/// a match result: 1 won, 0.5 tied, 0 lost; its game score less party 1's; and each party's
/// decision times (seconds), the trump calls' apart from the cards'.
fn play_match(
    rules: &Rules,
    policies: [Team; 2],
    seed: &str,
    setup: Setup,
    (deals_without_target, max_deals): (usize, usize),
) -> (f64, i64, [Times; 2]) {
    let mut rng = deck::seeded_rng(&format!("{seed} policies"));
    let deal = |n: usize| Decisions {
        seed: Some(format!("{seed} deal {n}")),
        ..Decisions::default()
    };
    let mut deals: Vec<Decisions> = vec![deal(0)];
    let mut times = [Times::default(), Times::default()];
    // The deals whose kot was offered to be played on.
    let mut offered = 0;
    loop {
        let game = resolve_game_limited(rules, 0, &deals, MAX_DEALS).unwrap();
        let last = game.deals.last().unwrap();
        // The referee: every decision of every policy is legal.
        assert!(
            last.outcome.valid(),
            "an illegal decision: {:?}",
            last.outcome.violation
        );
        let input = DealInput {
            dealer: last.dealer,
            previous: previous_of(&game),
            decisions: deals.last().unwrap().clone(),
        };
        // The winner of the seventh trick, where the deal stands at a kot that may be played
        // on: as the advice reads it, from the arbiter's view.
        let kot_leader = View::new(last.outcome.clone(), Viewer::Arbiter)
            .ok()
            .and_then(|view| play_on_leader(rules, &view));
        if let Some(leader) = kot_leader.filter(|_| offered < game.deals.len()) {
            offered = game.deals.len();
            let start = Instant::now();
            let on = play_on(
                policies[rules.party(leader)].play,
                rules,
                &input,
                leader,
                setup,
            );
            times[rules.party(leader)]
                .cards
                .push(start.elapsed().as_secs_f64());
            if let Some(card) = on {
                deals.last_mut().unwrap().plays.push(card);
                continue;
            }
        }
        if last.outcome.complete {
            let played = game.deals.len();
            let cap = if rules.scoring.target().is_some() {
                max_deals
            } else {
                deals_without_target.min(max_deals)
            };
            if game.finished || played >= cap {
                for d in &game.deals {
                    if let (Some(c), Some(r)) = (d.outcome.trump_change, d.outcome.result) {
                        let party = rules.party(c.seat);
                        times[party].changes.push(r.winner == Some(party));
                    }
                    let winner = d.outcome.result.and_then(|r| r.winner);
                    if let Some(w) = winner {
                        let calling = rules.party(d.caller);
                        for (party, t) in times.iter_mut().enumerate() {
                            let tally = if party == calling {
                                &mut t.called
                            } else {
                                &mut t.defended
                            };
                            tally.0 += 1;
                            tally.1 += u32::from(w == party);
                        }
                    }
                }
                for d in game.deals.iter().filter(|d| d.outcome.complete) {
                    unsound_in_truth(rules, &d.outcome, &mut times);
                }
                let (a, b) = (game.score[0], game.score[1]);
                let result = match game.winner {
                    Some(w) => f64::from(u8::from(w == 0)),
                    None if a > b => 1.0,
                    None if a < b => 0.0,
                    None => 0.5,
                };
                return (result, a - b, times);
            }
            deals.push(deal(played));
            continue;
        }
        let gd = last;
        let o = &gd.outcome;
        let d = &input.decisions;
        let previous = input.previous;
        let dealt = hakam::court_piece::deal(rules, d.seed.as_deref().unwrap(), Some(gd.dealer))
            .unwrap()
            .hands;
        let seat = o.next_seat.unwrap();
        let team = policies[rules.party(seat)];
        let policy = if o.trump.is_none() {
            team.call
        } else {
            team.play
        };
        let turn = Turn {
            rules,
            input: &input,
            outcome: o,
            seat,
            dealt: match o.trump {
                Some(_) => at_play_start(o),
                None => [dealt[0], dealt[1], dealt[2], dealt[3]],
            },
            redeal_left: redeals_in_a_row(&game) < rules.redeal.max_in_a_row,
        };
        let start = Instant::now();
        let decision = decide(policy, &turn, &mut rng, setup);
        let took = start.elapsed().as_secs_f64();
        if policy.advised() {
            slow_request(rules, &input, seat, took);
        }
        let times = &mut times[rules.party(seat)];
        match decision {
            Decision::Trump(_) | Decision::Redeal => times.trumps.push(took),
            Decision::Play(_) => times.cards.push(took),
        }
        let current = deals.last_mut().unwrap();
        match decision {
            Decision::Trump(s) => {
                current.trump = Some(s);
                if rules.trump_change {
                    let named = DealInput {
                        decisions: current.clone(),
                        ..input.clone()
                    };
                    current.trump_change =
                        trump_change(rules, &named, gd.caller, (policies, setup));
                }
                if let Some(p) = previous.filter(|p| rules.kot_passes && (p.kot || p.bavney)) {
                    let as_dealt = [dealt[0], dealt[1], dealt[2], dealt[3]];
                    let waiting = DealInput {
                        decisions: current.clone(),
                        ..input.clone()
                    };
                    let passes = satat_passes(rules, &waiting, as_dealt, p, (policies, setup));
                    deals.last_mut().unwrap().passes = Some(passes);
                }
            }
            Decision::Play(c) => current.plays.push(c),
            Decision::Redeal => {
                current.redeal = Some(RedealRequest {
                    by: RedealBy::Caller,
                    agreed: None,
                });
            }
        }
    }
}

/// Once trumps are named (`named`) under `trump_change`: the first seat of the party opposite
/// `caller` that the advice plays and is advised to change, with its suit; `None` where each
/// keeps, where no seat of that party is advised, and where Satat's passes follow (the advice
/// does not advise a change there).
fn trump_change(
    rules: &Rules,
    named: &DealInput,
    caller: usize,
    (policies, setup): ([Team; 2], Setup),
) -> Option<TrumpChange> {
    let policy = policies[1 - rules.party(caller)].play;
    let passes = named
        .previous
        .is_some_and(|p| rules.kot_passes && (p.kot || p.bavney));
    if !policy.advised() || passes {
        return None;
    }
    [1, 3].into_iter().find_map(|turn| {
        let seat = (caller + turn) % 4;
        match advise_seat(rules, named, seat, &advice_settings(policy, setup)) {
            Ok(a) => match a.decision {
                Choice::ChangeTrump { seat, trump } => Some(TrumpChange { seat, trump }),
                _ => None,
            },
            Err(e) => panic!("a trump change is advised: {}", e.message()),
        }
    })
}

/// The redeals just before the deal in play.
fn redeals_in_a_row(game: &GameOutcome) -> i64 {
    let done = &game.deals[..game.deals.len() - 1];
    done.iter()
        .rev()
        .take_while(|d| {
            d.outcome
                .result
                .is_some_and(|r| r.kind == ResultKind::Redeal)
        })
        .count() as i64
}

/// What the deal in play follows, as the game supplies it: the last deal's kot or bavney
/// (a redeal in between changes nothing).
fn previous_of(game: &GameOutcome) -> Option<Previous> {
    let done = &game.deals[..game.deals.len() - 1];
    let result = done
        .iter()
        .rev()
        .filter_map(|d| d.outcome.result)
        .find(|r| r.kind != ResultKind::Redeal)?;
    result.winner.map(|party| Previous {
        kot: matches!(result.kind, ResultKind::Kot | ResultKind::Bavney),
        bavney: result.kind == ResultKind::Bavney,
        party,
    })
}

/// Satat's passes after a kot, once trumps are named (`waiting` stops at them): each seat of a
/// party the advice plays passes as `deals/advise` says (where it answers: past its node bound
/// on a hard deal, by the fixed rule, said on stderr); the others by the advice's fixed rule
/// (`fixed_pass`: a loser its highest trumps, then its highest ranks; the player before it its
/// lowest plain cards, then its lowest trumps).
fn satat_passes(
    rules: &Rules,
    waiting: &DealInput,
    hands: [CardSet; 4],
    previous: Previous,
    (policies, setup): ([Team; 2], Setup),
) -> Vec<Pass> {
    let pass_rules = PassRules {
        trump: waiting.decisions.trump.unwrap(),
        two_of_hearts: rules.two_of_hearts,
        count: if previous.bavney { 2 } else { 1 },
    };
    let side = |seat: usize, passing: bool| -> Vec<Card> {
        let policy = policies[rules.party(seat)].play;
        let advised = policy
            .advised()
            .then(|| advise_seat(rules, waiting, seat, &advice_settings(policy, setup)))
            .and_then(|a| match a.map(|a| a.decision) {
                Ok(Choice::Passes(cards)) => Some(cards),
                Ok(other) => panic!("passes are due, not {other:?}"),
                // Past its node bound on a hard deal: the fixed rule instead.
                Err(e) => {
                    eprintln!("seat {seat}'s passes by the fixed rule: {}", e.message());
                    None
                }
            });
        let cards = advised.unwrap_or_else(|| {
            fixed_pass(&pass_rules, hands[seat], passing).expect("a hand of thirteen passes")
        });
        cards.iter().collect()
    };
    (0..4)
        .filter(|s| s % 2 != previous.party)
        .map(|seat| Pass {
            seat,
            cards: side(seat, true),
            returned: side((seat + 3) % 4, false),
        })
        .collect()
}

/// The hands when play starts: each seat's cards now, as the engine holds them (Satat's passes
/// made), and those it played.
fn at_play_start(o: &DealOutcome) -> [CardSet; 4] {
    let mut hands = o.hands;
    for (seat, card) in o.tricks.iter().flat_map(|t| t.plays()) {
        hands[seat].insert(card);
    }
    hands
}

/// With `SLOW` set (seconds): prints to stderr, for an advised decision that took longer,
/// the `deals/advise` body that asks for it again (where its deal has no passes, trump change
/// or redeal, which the body leaves out), so that it can be timed alone over HTTP.
fn slow_request(rules: &Rules, input: &DealInput, seat: usize, took: f64) {
    let Some(slow) = std::env::var("SLOW")
        .ok()
        .and_then(|s| s.parse::<f64>().ok())
    else {
        return;
    };
    let d = &input.decisions;
    if took <= slow || d.passes.is_some() || d.trump_change.is_some() || d.redeal.is_some() {
        return;
    }
    let preset = std::env::var("PRESET").unwrap_or_else(|_| "hokm".into());
    let mut body = format!(
        "{{\"rules\": {{\"preset\": \"{preset}\", \"trump_change\": {}}}, \"dealer\": {}, \
         \"seed\": {:?}",
        rules.trump_change,
        input.dealer,
        d.seed.as_deref().unwrap_or_default()
    );
    if let Some(p) = input.previous {
        body += &format!(
            ", \"previous\": {{\"kot\": {}, \"bavney\": {}, \"party\": {}}}",
            p.kot, p.bavney, p.party
        );
    }
    if let Some(t) = d.trump {
        let plays: Vec<String> = d.plays.iter().map(|c| format!("\"{c}\"")).collect();
        body += &format!(
            ", \"trump\": \"{}\", \"plays\": [{}]",
            t.letter(),
            plays.join(",")
        );
    }
    eprintln!("slow {took:.2} s: {body}, \"view\": {seat}}}");
}

/// With `UNSOUND=1`: tallies, per party, the cards its seats followed with that the worlds'
/// reading of the plays (`Prior::Plays`, `sound_play`) would call unsound in the true deal,
/// where a world that deals the true hands is kept one time in `PLAY_ODDS` for each. The
/// prior's probe filter (plays unsound in every probe world are not read) is not applied:
/// an upper bound on what the reading weighs against the truth.
fn unsound_in_truth(rules: &Rules, o: &DealOutcome, times: &mut [Times; 2]) {
    if std::env::var("UNSOUND").as_deref() != Ok("1") || o.trump.is_none() {
        return;
    }
    let two = rules.two_of_hearts;
    let played = Played::read(o.tricks.iter().map(|t| t.plays()), o.trump, two);
    for f in &played.follows {
        let held = o.hands[f.seat].union(f.since);
        let tally = &mut times[rules.party(f.seat)].unsound;
        tally.0 += 1;
        tally.1 += u32::from(!sound_play(f, held, o.trump, two));
    }
}

/// Decision times in seconds.
#[derive(Debug, Clone, Default)]
struct Times {
    /// With `UNSOUND=1`, the cards the party's seats followed with, and how many of them the
    /// reading of the plays calls unsound in the true deal ([`unsound_in_truth`]).
    unsound: (u32, u32),
    cards: Vec<f64>,
    trumps: Vec<f64>,
    /// Per trump change made, whether it won the seven tricks.
    changes: Vec<bool>,
    /// The deals its party called and how many it won; those it defended and how many it
    /// won: where a result is made, with the calls or with the defence.
    called: (u32, u32),
    defended: (u32, u32),
}

/// "median m ms, p99 p ms, worst w ms over n" of `times` ("none" of none).
fn summary(mut times: Vec<f64>) -> String {
    if times.is_empty() {
        return "none".to_owned();
    }
    times.sort_by(f64::total_cmp);
    format!(
        "median {:.1} ms, p99 {:.1} ms, worst {:.1} ms over {}",
        1e3 * stats::percentile(&times, 0.5),
        1e3 * stats::percentile(&times, 0.99),
        1e3 * times.last().copied().unwrap_or(0.0),
        times.len()
    )
}

/// The Wilson 95 % interval of a rate of `wins` in `n`.
fn wilson(wins: f64, n: f64) -> (f64, f64) {
    let z = 1.96f64;
    let p = wins / n;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
    (centre - half, centre + half)
}

fn main() {
    let matches: usize = std::env::args()
        .nth(1)
        .map_or(20, |v| v.parse().expect("MATCHES"));
    let matches = matches.div_ceil(2) * 2;
    let preset_name = std::env::var("PRESET").unwrap_or_else(|_| "hokm".into());
    let preset = Preset::parse(&preset_name).expect("PRESET");
    let mut rules = preset.rules();
    rules.trump_change = run::env("TRUMP_CHANGE", 0) == 1;
    let setup = Setup {
        samples: run::env("SAMPLES", 200),
        threads: run::env("ADVICE_THREADS", 1),
        card_settle: run::env("CARD_SETTLE", DEFAULT_CARD_SETTLE_NODES as usize) as u64,
    };
    let threads = run::env("THREADS", 2);
    let limits = (run::env("DEALS", 8), run::env("MAX_DEALS", 40));
    let seed = std::env::var("SEED").unwrap_or_else(|_| "arena".into());
    let pairings = std::env::var("PAIRINGS")
        .unwrap_or_else(|_| "advice-heuristic,cheat-heuristic,advice-random".into());
    println!(
        "{preset_name}: {matches} matches a pairing, advice samples {}, {} threads a decision, \
         card settle bound {} nodes, {threads} matches side by side",
        setup.samples, setup.threads, setup.card_settle
    );
    for pairing in pairings.split(',') {
        let (first, second) = pairing.split_once('-').expect("PAIRINGS: a-b,…");
        let (a, b) = (Team::parse(first), Team::parse(second));
        let started = Instant::now();
        let results = run::in_parallel(matches, threads, |_, m| {
            // Matches 2k and 2k + 1 share their deals, the parties swapped.
            let deals_seed = format!("{seed} {}", m / 2);
            if m % 2 == 0 {
                let (r, margin, [times, other]) =
                    play_match(&rules, [a, b], &deals_seed, setup, limits);
                (r, margin, times, other.unsound)
            } else {
                let (r, margin, [other, times]) =
                    play_match(&rules, [b, a], &deals_seed, setup, limits);
                (1.0 - r, -margin, times, other.unsound)
            }
        });
        let add = |(n, u): (u32, u32), (m, v): (u32, u32)| (n + m, u + v);
        let unsound = results
            .iter()
            .fold([(0, 0); 2], |[a, b], r| [add(a, r.2.unsound), add(b, r.3)]);
        let results: Vec<(f64, i64, Times)> =
            results.into_iter().map(|(r, m, t, _)| (r, m, t)).collect();
        let wins: f64 = results.iter().map(|(r, _, _)| r).sum();
        let margins: Vec<f64> = results.iter().map(|&(_, m, _)| m as f64).collect();
        let (mut cards, mut trumps, mut changes) = (Vec::new(), Vec::new(), Vec::new());
        let (mut called, mut defended) = ((0, 0), (0, 0));
        for (_, _, t) in results {
            cards.extend(t.cards);
            trumps.extend(t.trumps);
            changes.extend(t.changes);
            called = (called.0 + t.called.0, called.1 + t.called.1);
            defended = (defended.0 + t.defended.0, defended.1 + t.defended.1);
        }
        let share = |(n, won): (u32, u32)| {
            format!(
                "{won} of {n} ({:.1} %)",
                100.0 * f64::from(won) / f64::from(n.max(1))
            )
        };
        let (lo, hi) = wilson(wins, matches as f64);
        let (margin, half) = stats::mean_ci95(&margins);
        println!(
            "{pairing}: {:.1} % of {matches} matches won by {first} [{:.1}, {:.1}]; score margin \
             {margin:+.2} ± {half:.2} a match; deals it called won {}, defended won {}; its \
             cards {}; its trump calls {};{} {:.0} s",
            100.0 * wins / matches as f64,
            100.0 * lo,
            100.0 * hi,
            share(called),
            share(defended),
            summary(cards),
            summary(trumps),
            if rules.trump_change {
                let made = changes.iter().filter(|&&m| m).count();
                format!(" its trump changes {}, {made} made;", changes.len())
            } else {
                String::new()
            },
            started.elapsed().as_secs_f64(),
        );
        if std::env::var("UNSOUND").as_deref() == Ok("1") {
            let rate = |(n, u): (u32, u32)| {
                format!(
                    "{u} of {n} ({:.1} %)",
                    100.0 * f64::from(u) / f64::from(n.max(1))
                )
            };
            println!(
                "{pairing}: cards followed with that the reading of the plays calls unsound \
                 in the true deal: {first} {}, {second} {}",
                rate(unsound[0]),
                rate(unsound[1])
            );
        }
    }
}
