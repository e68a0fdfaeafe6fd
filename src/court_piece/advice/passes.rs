//! Satat's passes after a kot (`kot_passes`): once trumps are named, each player of the party
//! that lost the kot passes one card (two after a bavney) to the player before it, who passes
//! as many back at the same time. The four seats decide together, none seeing the others'
//! choice, so any of them may ask.
//!
//! The seat's options are the cards it may pass (a loser: trumps while it holds any but the
//! 2♥, then its highest ranks; the player before it: any card that leaves every plain suit it
//! holds), each its own option (a card passed goes to another hand, so touching cards are
//! not equivalent). After a bavney each option is a card and the second card the fixed rule
//! would add to it. In each world the other three seats pass by the fixed rule
//! ([`fixed_pass`]: a loser its highest trumps, then its highest ranks; the player before
//! it its lowest plain cards, then its lowest trumps), the passes are made, and the deal is
//! solved double-dummy from the first trick: the seat's party's tricks of thirteen, raced as
//! the trump call's suits are, with its settle bound (a decision made once a deal), a world at
//! a time (its options in two parts, side by side) and within [`pass_max_nodes`]. After a
//! trump change (the passes judged under the changed suit) the deal ends at the seventh trick
//! or the first the changing party loses: each world is then worth the changing party's kot
//! made or failed, in the deal's points ([`super::seven_scale`]), not tricks.

use super::{
    AdviceError, Choice, Due, Knowledge, OptionValue, Report, SeatAdvice, Settings, Stop, Stopped,
    ValueOf, Valued, Worlds, run_race, seat_tricks, sort_options,
};
use crate::cards::{Card, CardSet, Suit};
use crate::court_piece::TWO_OF_HEARTS;
use crate::court_piece::analysis::{self, AnalysisError, Board};
use crate::court_piece::replay::keeps_pass_rules;
use crate::sampling::Watch;

/// Worlds solved between two looks at a pass decision's race: a world is a dozen whole deals
/// for a seat passing back, and the first block is solved whatever its cost, so a block is
/// one world (its options solved in [`PASS_GROUPS`] parts, side by side) and the settle
/// bound is checked after each.
pub const PASS_BLOCK: usize = 1;

/// The parts a world's options are solved in, each its own search: two threads share the one
/// world of a block, so the first block, which no bound stops, takes some 0.6 to 0.8 of the
/// time of one world solved whole (the parts are cut by count, and two tables share less than
/// one: `docs/performance.md`, "Satat's passes").
pub const PASS_GROUPS: usize = 2;

/// The share, in fifths, of the advice's node bound (`max_nodes`, the service's
/// `HAKAM_COURT_PIECE_ADVISE_BUDGET`) a pass decision that may stop when settled takes: 60 M
/// nodes of the default 100 M. A world that would take it past is left out and the decision
/// answers on the worlds kept (`budget`), so that a hard deal, one of whose worlds may cost
/// tens of millions of nodes, answered within eight seconds in every run on two idle cores
/// (`docs/performance.md`, "Satat's passes"): not a guarantee, since a world's two parts are
/// cut by count, not cost, and one may run on alone. A first world past it is refused
/// (`ADVICE_BUDGET`), as a card's first block is; raising the service's bound raises it.
/// `stop: never` asks for every world and keeps the whole bound.
pub const PASS_SHARE_FIFTHS: u64 = 3;

/// The node bound of a pass decision under `settings` ([`PASS_SHARE_FIFTHS`]).
pub fn pass_max_nodes(settings: &Settings) -> u64 {
    match settings.stop {
        Stop::Settled => (settings.max_nodes / 5 * PASS_SHARE_FIFTHS).max(1),
        Stop::Never => settings.max_nodes,
    }
}

/// The passes a seat makes or receives: its role and the rules it passes under.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PassRules {
    pub trump: Suit,
    pub two_of_hearts: bool,
    /// Cards each losing player passes and receives: 1 after a kot, 2 after a bavney.
    pub count: usize,
}

impl PassRules {
    /// Whether `cards` keep the rules for a seat holding `hand`: a loser (`passing`) or the
    /// player before one, who passes back.
    fn keeps(&self, hand: CardSet, cards: CardSet, passing: bool) -> bool {
        let none = (CardSet::EMPTY, CardSet::EMPTY);
        if passing {
            keeps_pass_rules(self.trump, self.two_of_hearts, (hand, cards), none)
        } else {
            keeps_pass_rules(self.trump, self.two_of_hearts, none, (hand, cards))
        }
    }

    /// `hand`'s cards in the fixed rule's order: a loser its trumps high first (the 2♥, never
    /// required, last), then the rest high first; the player before it its plain cards low
    /// first, then its trumps.
    fn preference(&self, hand: CardSet, passing: bool) -> Vec<Card> {
        let special = |c: Card| self.two_of_hearts && c == TWO_OF_HEARTS;
        let mut order: Vec<Card> = hand.iter().collect();
        if passing {
            order.sort_by_key(|&c| {
                std::cmp::Reverse((!special(c), c.suit() == self.trump, c.rank()))
            });
        } else {
            order.sort_by_key(|&c| (c.suit() == self.trump || special(c), c.rank(), c.suit()));
        }
        order
    }

    /// The first `count` cards in `order` that keep the rules with `first` (if any) among
    /// them.
    fn first_keeping(
        &self,
        hand: CardSet,
        order: &[Card],
        passing: bool,
        first: Option<Card>,
    ) -> Option<CardSet> {
        let start: CardSet = first.into_iter().collect();
        if start.len() == self.count {
            return self.keeps(hand, start, passing).then_some(start);
        }
        let pick = |set: CardSet| set.len() == self.count && self.keeps(hand, set, passing);
        if first.is_some() || self.count == 1 {
            return order
                .iter()
                .map(|&c| start.union([c].into_iter().collect()))
                .find(|&set| pick(set));
        }
        order.iter().enumerate().find_map(|(i, &a)| {
            order[i + 1..]
                .iter()
                .map(|&b| [a, b].into_iter().collect::<CardSet>())
                .find(|&set| pick(set))
        })
    }
}

/// The fixed rule (the module docs): what a seat whose pass is not the advice's passes, or
/// passes back, from `hand`. `None` where no card keeps the rules (no hand of thirteen).
pub fn fixed_pass(rules: &PassRules, hand: CardSet, passing: bool) -> Option<CardSet> {
    rules.first_keeping(hand, &rules.preference(hand, passing), passing, None)
}

/// The seat's options, in the fixed rule's order (so that among equals the race keeps the
/// fixed rule's choice).
pub(super) fn options(rules: &PassRules, own: CardSet, passing: bool) -> Vec<CardSet> {
    let order = rules.preference(own, passing);
    let mut list: Vec<CardSet> = Vec::with_capacity(order.len());
    for &card in &order {
        if let Some(set) = rules.first_keeping(own, &order, passing, Some(card))
            && !list.contains(&set)
        {
            list.push(set);
        }
    }
    list
}

/// The passes' race: the seat's options over the worlds of `seed`.
struct PassContest<'a> {
    k: &'a Knowledge,
    worlds: &'a Worlds,
    rules: PassRules,
    kot_party: usize,
    options: &'a [CardSet],
    seed: &'a str,
    /// After a trump change: the seat's party's units for the changing party's kot made and
    /// failed, and the race's indifference.
    seven: Option<(i64, i64, f64)>,
}

impl PassContest<'_> {
    /// The hands once every pass is made: the seat's `own`, the others by the fixed rule.
    fn after_passes(&self, now: [CardSet; 4], own: CardSet) -> Option<[CardSet; 4]> {
        let seat = self.k.seat;
        let mut hands = now;
        for passer in (0..4).filter(|s| s % 2 != self.kot_party) {
            let receiver = (passer + 3) % 4;
            let side = |s: usize, passing: bool| {
                if s == seat {
                    Some(own)
                } else {
                    fixed_pass(&self.rules, now[s], passing)
                }
            };
            let (cards, returned) = (side(passer, true)?, side(receiver, false)?);
            hands[passer] = hands[passer].difference(cards).union(returned);
            hands[receiver] = hands[receiver].difference(returned).union(cards);
        }
        Some(hands)
    }
}

impl Valued for PassContest<'_> {
    fn options(&self) -> usize {
        self.options.len()
    }

    fn per_win(&self) -> f64 {
        self.seven.map_or(1.0, |(_, _, per_win)| per_win)
    }

    /// [`PASS_BLOCK`]: one world.
    fn block(&self) -> usize {
        PASS_BLOCK
    }

    /// [`PASS_GROUPS`].
    fn groups(&self) -> usize {
        PASS_GROUPS
    }

    fn solve(
        &self,
        i: usize,
        running: &[usize],
        (budget, watch): (u64, &Watch),
    ) -> Result<(Vec<i64>, u64), AnalysisError> {
        let now = self.worlds.world(self.seed, i);
        // A hand of thirteen always has a pass: a world without one is not reached.
        let boards: Vec<Board> = running
            .iter()
            .filter_map(|&o| self.after_passes(now, self.options[o]))
            .map(|hands| Board {
                hands,
                caller: self.k.caller,
                two_of_hearts: self.k.two_of_hearts,
            })
            .collect();
        let Some((made, failed, _)) = self.seven else {
            let (tricks, nodes) = analysis::deal_values(&boards, self.rules.trump, budget, watch)?;
            let values = tricks
                .into_iter()
                .map(|t| i64::from(seat_tricks(self.k, t)))
                .collect();
            return Ok((values, nodes));
        };
        let mut spent = 0u64;
        let mut values = Vec::with_capacity(boards.len());
        for board in &boards {
            let left = (budget.saturating_sub(spent), watch);
            let changer = analysis::Sweeper::Changer;
            let (swept, nodes) =
                analysis::deal_sweeps(board, self.rules.trump, &[], changer, left)?;
            spent += nodes;
            values.push(if swept { made } else { failed });
        }
        Ok((values, spent))
    }
}

/// The advice on the seat's passes (the module docs).
pub(super) fn pass_advice(
    game: &crate::court_piece::rules::Rules,
    k: &Knowledge,
    samples: usize,
    seed: String,
    settings: &Settings,
) -> Result<SeatAdvice, AdviceError> {
    let Due::Passes { kot_party, count } = k.due else {
        return Err(AdviceError::DealOver);
    };
    let trump = k.trump.ok_or(AdviceError::NotAdvised(
        "passes are made once trumps are named",
    ))?;
    let rules = PassRules {
        trump,
        two_of_hearts: k.two_of_hearts,
        count,
    };
    let passing = k.seat % 2 != kot_party;
    let options = options(&rules, k.own, passing);
    // After a trump change, the changing party's kot made or failed, in the deal's points.
    let seven = match k.changed {
        Some(_) => Some(super::seven_scale(game, k).ok_or(super::not_covered())?),
        None => None,
    };
    let value_of = if seven.is_some() {
        ValueOf::Points
    } else {
        ValueOf::Tricks
    };
    let report = seven.map_or(Report::PLAIN, |(scale, ..)| scale.report());
    let choice = |set: CardSet| Choice::Passes(set);
    if options.len() <= 1 {
        let set = options.first().copied().ok_or(AdviceError::DealOver)?;
        return Ok(SeatAdvice {
            seat: k.seat,
            decision: choice(set),
            options: vec![OptionValue {
                choice: choice(set),
                value: None,
                ci95: None,
                worlds: 0,
            }],
            value_of,
            samples: 0,
            stopped: Stopped::Single,
            sample_seed: seed,
            nodes: 0,
        });
    }
    let worlds = Worlds::new(k, 4, settings.prior).map_err(|_| AdviceError::NoWorld)?;
    let contest = PassContest {
        k,
        worlds: &worlds,
        rules,
        kot_party,
        options: &options,
        seed: &seed,
        seven: seven.map(|(scale, made, failed)| (made, failed, scale.per_win)),
    };
    let bounded = Settings {
        max_nodes: pass_max_nodes(settings),
        ..settings.clone()
    };
    let (race, stopped, nodes) = run_race(&contest, samples, &bounded, settings.settle_nodes)?;
    let decision = choice(options[race.leader()]);
    let mut list: Vec<OptionValue> = options
        .iter()
        .enumerate()
        .map(|(o, &set)| race.option(o, choice(set), report))
        .collect();
    sort_options(&mut list, decision);
    Ok(SeatAdvice {
        seat: k.seat,
        decision,
        options: list,
        value_of,
        samples: race.worlds(),
        stopped,
        sample_seed: seed,
        nodes,
    })
}
