//! Resolving a deal as the players report it: the contract checks, four of a kind, the
//! showdowns, scoring and the next dealer.

use super::dealing::{Quads, deal_checked, quads};
use super::error::{DealError, DealErrorKind, DealField, DealPosition};
use super::{MAX_POOL_CARRIED, TWO_OF_DIAMONDS};
use crate::cards::{Card, CardSet};
use crate::chor_voli::combination::{self, Combination, Strength};
use crate::chor_voli::partition::{self, Entry, Violation, ViolationKind};
use crate::chor_voli::rules::{Rules, Scoring};

/// One seat of a deal as reported: the hand as dealt (before any exchange) and the partition.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PlayerInput {
    pub hand: Vec<Card>,
    /// The combinations in play order; `None` when the player gave none.
    pub combinations: Option<Vec<Vec<Card>>>,
    /// When given, must be exactly the cards outside the combinations.
    pub discards: Option<Vec<Card>>,
}

/// A deal to resolve: `POST /v1/deals/resolve` without the rules.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct DealInput {
    pub dealer: usize,
    /// Chips a short earlier deal left in the pool.
    pub pool_carried: i64,
    /// One entry per seat, in seat order.
    pub players: Vec<PlayerInput>,
    pub face_up: Option<Card>,
    /// Whether the holder of the 2♦ took the face-up card for it.
    pub exchanged: bool,
}

/// A broken game rule in one player's partition.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerViolation {
    pub seat: usize,
    pub violation: Violation,
}

/// One combination shown in a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Play {
    pub seat: usize,
    pub combination: Combination,
}

/// One showdown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Round {
    /// 1-based.
    pub round: usize,
    /// The first player to show in this round.
    pub leader: usize,
    /// In the order shown.
    pub plays: Vec<Play>,
    pub winner: usize,
    /// What the winner receives in all: `pk` from the pool, or `pk` from each opponent.
    pub payout: i64,
}

/// How a valid deal ends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settlement {
    /// Empty when four of a kind decided the deal.
    pub rounds: Vec<Round>,
    /// Each player's net gain in this deal, antes included:
    /// `sum(chips) + pool_remaining == pool_carried`.
    pub chips: Vec<i64>,
    /// What stays in the pool for the next deal (`pool_carried` under each-opponent scoring).
    pub pool_remaining: i64,
    pub next_dealer: usize,
}

/// The judgement of a deal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DealOutcome {
    /// Every player's broken rules; empty when valid.
    pub violations: Vec<PlayerViolation>,
    /// Legal but noteworthy (a player kept fewer combinations than possible).
    pub warnings: Vec<PlayerViolation>,
    /// The deciding four of a kind.
    pub quads: Option<Quads>,
    /// `None` exactly when a partition breaks a rule: then there are no rounds, chips,
    /// remaining pool or next dealer.
    pub settlement: Option<Settlement>,
}

impl DealOutcome {
    pub const fn valid(&self) -> bool {
        self.settlement.is_some()
    }
}

/// Judges a deal (see the module docs). `Err` lists every contract error; a broken game rule
/// is an `Ok` outcome with violations.
pub fn resolve_deal(rules: &Rules, input: &DealInput) -> Result<DealOutcome, Vec<DealError>> {
    let mut errors = Vec::new();
    if input.dealer >= rules.players {
        errors.push(DealError::new(
            DealPosition::of(DealField::Dealer),
            DealErrorKind::DealerOutOfRange {
                dealer: input.dealer,
                players: rules.players,
            },
        ));
    }
    if input.pool_carried < 0 {
        errors.push(DealError::new(
            DealPosition::of(DealField::PoolCarried),
            DealErrorKind::NegativePool(input.pool_carried),
        ));
    } else if input.pool_carried > MAX_POOL_CARRIED {
        errors.push(DealError::new(
            DealPosition::of(DealField::PoolCarried),
            DealErrorKind::PoolTooLarge(input.pool_carried),
        ));
    }
    let table = DealCards {
        players: &input.players,
        face_up: input.face_up,
        exchanged: input.exchanged,
    };
    let hands = check_deal(rules, table, None, &mut errors);
    match hands {
        Some(hands) if errors.is_empty() => Ok(judge(
            rules,
            table,
            input.dealer,
            input.pool_carried,
            &hands,
        )),
        _ => Err(errors),
    }
}

/// The cards and partitions of a deal, as both a single deal and a game report them.
#[derive(Clone, Copy)]
pub(crate) struct DealCards<'a> {
    pub players: &'a [PlayerInput],
    pub face_up: Option<Card>,
    pub exchanged: bool,
}

/// The contract checks of one deal; `deal` is its index in a game (`None` for a single
/// deal). Returns the hands as sets when the deal could have been
/// dealt as far as the hands go.
pub(crate) fn check_deal(
    rules: &Rules,
    table: DealCards,
    deal: Option<usize>,
    errors: &mut Vec<DealError>,
) -> Option<Vec<CardSet>> {
    let DealCards {
        players,
        face_up,
        exchanged,
    } = table;
    let before = errors.len();
    let at = |field| DealPosition { deal, field };
    if players.len() != rules.players {
        errors.push(DealError::new(
            at(DealField::Players),
            DealErrorKind::WrongPlayerCount {
                expected: rules.players,
                found: players.len(),
            },
        ));
    }
    let mut seen: [Option<DealPosition>; 52] = [None; 52];
    let mut hands = Vec::with_capacity(players.len());
    let mut note = |card: Card, here: DealPosition, errors: &mut Vec<DealError>| {
        let slot = &mut seen[card.index() as usize];
        match *slot {
            None => *slot = Some(here),
            Some(first) => {
                errors.push(DealError::new(
                    here,
                    DealErrorKind::DuplicateCard { card, first },
                ));
            }
        }
    };
    for (p, seat) in players.iter().enumerate() {
        if seat.hand.len() != rules.hand_size {
            errors.push(DealError::new(
                at(DealField::Hand { seat: p }),
                DealErrorKind::WrongHandSize {
                    expected: rules.hand_size,
                    found: seat.hand.len(),
                },
            ));
        }
        for (i, &card) in seat.hand.iter().enumerate() {
            note(card, at(DealField::HandCard { seat: p, card: i }), errors);
        }
        hands.push(seat.hand.iter().copied().collect::<CardSet>());
    }
    if let Some(card) = face_up {
        if rules.deals_face_up() {
            note(card, at(DealField::FaceUp), errors);
        } else {
            errors.push(DealError::new(
                at(DealField::FaceUp),
                DealErrorKind::FaceUpNotDealt {
                    players: rules.players,
                    hand_size: rules.hand_size,
                },
            ));
        }
    }
    if exchanged {
        let kind = if !rules.exchange {
            Some(DealErrorKind::ExchangeNotAllowed)
        } else if face_up.is_none() {
            Some(DealErrorKind::ExchangedWithoutFaceUp)
        } else if !hands.iter().any(|h| h.contains(TWO_OF_DIAMONDS)) {
            Some(DealErrorKind::ExchangedWithoutTwoOfDiamonds)
        } else {
            None
        };
        if let Some(kind) = kind {
            errors.push(DealError::new(at(DealField::Exchanged), kind));
        }
    }
    (errors.len() == before).then_some(hands)
}

/// Judges a deal that could have been dealt.
pub(crate) fn judge(
    rules: &Rules,
    table: DealCards,
    dealer: usize,
    pool_carried: i64,
    dealt: &[CardSet],
) -> DealOutcome {
    if let Some(q) = quads(rules, dealt) {
        return DealOutcome {
            violations: Vec::new(),
            warnings: Vec::new(),
            quads: Some(q),
            settlement: Some(quads_settlement(rules, pool_carried, q)),
        };
    }
    let exchange = match table.face_up {
        Some(face_up) if table.exchanged => Some(face_up),
        _ => None,
    };
    let mut violations = Vec::new();
    let mut warnings = Vec::new();
    let mut partitions = Vec::with_capacity(dealt.len());
    for (seat, (given, &hand)) in table.players.iter().zip(dealt).enumerate() {
        let mut hand = hand;
        // The holder of the 2♦ partitions the hand after the swap.
        if let Some(face_up) = exchange
            && hand.remove(TWO_OF_DIAMONDS)
        {
            hand.insert(face_up);
        }
        let Some(combinations) = &given.combinations else {
            violations.push(PlayerViolation {
                seat,
                violation: Violation {
                    kind: ViolationKind::NoCombination,
                    combination: None,
                    card: None,
                },
            });
            continue;
        };
        let report = partition::validate(
            rules,
            &hand.sorted_high_first(),
            combinations,
            given.discards.as_deref(),
        );
        let tag = |violation| PlayerViolation { seat, violation };
        violations.extend(report.violations.into_iter().map(tag));
        warnings.extend(report.warnings.into_iter().map(tag));
        let kept: Vec<Combination> = report
            .combinations
            .into_iter()
            .filter_map(|e| match e {
                Entry::Valid(c) => Some(c),
                Entry::Invalid { .. } => None,
            })
            .collect();
        partitions.push(kept);
    }
    let settlement = violations
        .is_empty()
        .then(|| play_out(rules, dealer, pool_carried, &partitions));
    DealOutcome {
        violations,
        warnings,
        quads: None,
        settlement,
    }
}

/// Four of a kind takes the whole pool and deals next.
fn quads_settlement(rules: &Rules, pool_carried: i64, q: Quads) -> Settlement {
    let ante = rules.scoring.ante();
    let pool = pool_carried + ante * rules.players as i64;
    let mut chips = vec![-ante; rules.players];
    chips[q.seat] += pool;
    Settlement {
        rounds: Vec::new(),
        chips,
        pool_remaining: 0,
        next_dealer: q.seat,
    }
}

/// The showdowns of valid partitions (one per seat, each in play order, none empty) and
/// their scoring.
fn play_out(
    rules: &Rules,
    dealer: usize,
    pool_carried: i64,
    partitions: &[Vec<Combination>],
) -> Settlement {
    let players = partitions.len();
    let ante = rules.scoring.ante();
    let mut chips = vec![-ante; players];
    let mut pool = pool_carried + ante * players as i64;
    let count = partitions.iter().map(Vec::len).max().unwrap_or(0);
    let mut rounds = Vec::with_capacity(count);
    let mut due = (dealer + 1) % players.max(1);
    for k in 0..count {
        let plays: Vec<Play> = (0..players)
            .map(|i| (due + i) % players)
            .filter_map(|seat| {
                partitions[seat]
                    .get(k)
                    .map(|&combination| Play { seat, combination })
            })
            .collect();
        let shown = combination::winner(plays.iter().map(|p| p.combination.strength()), rules.ties);
        // Some player holds a k-th combination, so the round has plays and a winner.
        let winner = shown.map_or(due, |i| plays[i].seat);
        let payout = pay(rules, k, winner, &mut chips, &mut pool);
        rounds.push(Round {
            round: k + 1,
            leader: plays.first().map_or(due, |p| p.seat),
            plays,
            winner,
            payout,
        });
        due = winner;
    }
    Settlement {
        next_dealer: rounds.last().map_or(dealer, |r| r.winner),
        rounds,
        chips,
        pool_remaining: pool,
    }
}

/// Pays round `k` (0-based) to `winner`: from the pool, or from every other player. Returns
/// what the winner receives in all.
fn pay(rules: &Rules, k: usize, winner: usize, chips: &mut [i64], pool: &mut i64) -> i64 {
    let pk = rules.scoring.payouts().get(k).copied().unwrap_or(0);
    match rules.scoring {
        Scoring::Pool { .. } => {
            *pool -= pk;
            chips[winner] += pk;
            pk
        }
        Scoring::EachOpponent { .. } => {
            for (p, c) in chips.iter_mut().enumerate() {
                if p != winner {
                    *c -= pk;
                }
            }
            let total = pk * (chips.len() as i64 - 1);
            chips[winner] += total;
            total
        }
    }
}

/// The most seats any rule set has.
pub(crate) const MAX_PLAYERS: usize = 4;

/// Every seat's net chips when partitions of these strengths (one per seat, each in play
/// order) are played out from `dealer`, with no pool carried in: the chips of [`play_out`],
/// by the same showdown and the same [`pay`], without recording the rounds and without
/// allocating. The advisor scores its samples with it; a test holds it to
/// [`resolve_deal`]. At most [`MAX_PLAYERS`] seats; `chips` has one entry per seat.
pub(crate) fn played_chips(
    rules: &Rules,
    dealer: usize,
    partitions: &[&[Strength]],
    chips: &mut [i64],
) {
    let players = partitions.len();
    let ante = rules.scoring.ante();
    chips.fill(-ante);
    let mut pool = ante * players as i64;
    let count = partitions.iter().map(|p| p.len()).max().unwrap_or(0);
    let mut due = (dealer + 1) % players.max(1);
    let mut shown = [(0usize, Strength::from_value(0)); MAX_PLAYERS];
    for k in 0..count {
        let mut n = 0;
        for i in 0..players {
            let seat = (due + i) % players;
            if let Some(&s) = partitions[seat].get(k) {
                shown[n] = (seat, s);
                n += 1;
            }
        }
        let best = combination::winner(shown[..n].iter().map(|&(_, s)| s), rules.ties);
        let winner = best.map_or(due, |i| shown[i].0);
        pay(rules, k, winner, chips, &mut pool);
        due = winner;
    }
}

/// Four of a kind's chips for every seat, with no pool carried in.
pub(crate) fn quads_chips(rules: &Rules, q: Quads) -> Vec<i64> {
    quads_settlement(rules, 0, q).chips
}

/// A seeded deal as its players might report it, with quick greedy partitions
/// ([`greedy_partition`](crate::chor_voli::solver::greedy_partition)); with `exchange`, the holder of
/// the 2♦ takes the face-up card when the rules allow it. A legal input for benchmarks,
/// examples and tests, not a good way to play.
pub fn sample_deal(rules: &Rules, seed: &str, exchange: bool) -> DealInput {
    let dealt = deal_checked(rules, seed, None);
    let exchanged = exchange && rules.exchange && dealt.face_up != Some(TWO_OF_DIAMONDS);
    let players = dealt
        .hands
        .iter()
        .map(|hand| {
            let mut set: CardSet = hand.iter().copied().collect();
            if let Some(up) = dealt.face_up.filter(|_| exchanged)
                && set.remove(TWO_OF_DIAMONDS)
            {
                set.insert(up);
            }
            PlayerInput {
                hand: hand.clone(),
                combinations: Some(crate::chor_voli::solver::greedy_partition(rules, set)),
                discards: None,
            }
        })
        .collect();
    DealInput {
        dealer: dealt.dealer,
        pool_carried: 0,
        players,
        face_up: dealt.face_up,
        exchanged,
    }
}
#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Rank;
    use crate::chor_voli::deal::deal;
    use crate::chor_voli::deal::testing::*;
    use crate::chor_voli::{Preset, QuadsHigh, Ties};
    use proptest::prelude::*;

    fn settle(rules: &Rules, input: &DealInput) -> Settlement {
        let outcome = resolve_deal(rules, input).unwrap();
        assert!(outcome.violations.is_empty(), "{:?}", outcome.violations);
        outcome.settlement.unwrap()
    }

    fn column(s: &Settlement, f: impl Fn(&Round) -> usize) -> Vec<usize> {
        s.rounds.iter().map(f).collect()
    }

    fn seats(round: &Round) -> Vec<usize> {
        round.plays.iter().map(|p| p.seat).collect()
    }

    #[test]
    fn a_chor_voli_deal_is_played_out_round_by_round() {
        // Dealer 1, so seat 2 (the player after the dealer) leads round 1 with three jacks,
        // which beat every run; three threes take round 2; 8-7-6 is the best of round 3,
        // and the flush 10-4-2 beats three unrelated sets in round 4.
        let s = settle(&Rules::default(), &deal_input(1, golden_4_partitions()));
        assert_eq!(column(&s, |r| r.round), [1, 2, 3, 4]);
        assert_eq!(column(&s, |r| r.leader), [2, 2, 2, 1]);
        assert_eq!(column(&s, |r| r.winner), [2, 2, 1, 1]);
        assert_eq!(seats(&s.rounds[0]), [2, 3, 0, 1]);
        assert_eq!(seats(&s.rounds[3]), [1, 2, 3, 0]);
        assert_eq!(
            s.rounds[0].plays[0].combination.name(),
            "three of a kind, jacks"
        );
        assert!(s.rounds.iter().all(|r| r.payout == 1));
        // Everyone antes 1; the winners take 1 a round from the pool of 4.
        assert_eq!(s.chips, [-1, 1, 1, -1]);
        assert_eq!((s.pool_remaining, s.next_dealer), (0, 1));
    }

    #[test]
    fn equal_strongest_sets_go_to_the_first_shown_by_default() {
        // "the first played of equal combinations should beat the second" (pagat).
        let s = settle(&Rules::default(), &golden_4_tie());
        assert_eq!(seats(&s.rounds[0]), [2, 3, 0, 1]);
        assert_eq!(column(&s, |r| r.winner), [3, 3, 1, 1]);
        assert_eq!(column(&s, |r| r.leader), [2, 3, 3, 1]);
        // Seat 2 has no fourth set and sits round 4 out.
        assert_eq!(seats(&s.rounds[3]), [1, 3, 0]);
        assert_eq!(s.next_dealer, 1);
    }

    #[test]
    fn equal_strongest_sets_go_to_the_last_shown_under_that_option() {
        let rules = Rules {
            ties: Ties::LastShown,
            ..Rules::default()
        };
        let s = settle(&rules, &golden_4_tie());
        assert_eq!(column(&s, |r| r.winner), [0, 3, 1, 1]);
        assert_eq!(column(&s, |r| r.leader), [2, 0, 3, 1]);
        assert_eq!(s.chips, [0, 1, -1, 0]);
    }

    #[test]
    fn players_out_of_sets_sit_out_and_a_player_alone_wins_the_last_round() {
        let input = deal_input(1, golden_3_short());
        let outcome = resolve_deal(&Preset::Ramchi3.rules(), &input).unwrap();
        // Keeping fewer sets than the hand allows is legal, with a warning.
        assert!(outcome.valid());
        assert!(
            outcome
                .warnings
                .iter()
                .any(|w| w.seat == 1 && w.violation.code() == "FEWER_THAN_POSSIBLE")
        );
        let s = outcome.settlement.unwrap();
        // Round 1: three queens beat three sevens and three fours. Round 2: 3-2-A is the
        // best run under Ramchi straights. Rounds 3 and 4: seat 1 has nothing left.
        assert_eq!(column(&s, |r| r.winner), [1, 0, 0, 0, 2]);
        assert_eq!(seats(&s.rounds[2]), [0, 2]);
        // Round 5 is due to seat 0, who has no fifth set; seat 2 shows alone and wins.
        assert_eq!(seats(&s.rounds[4]), [2]);
        assert_eq!(column(&s, |r| r.leader), [2, 1, 0, 0, 2]);
        assert_eq!(s.next_dealer, 2);
    }

    #[test]
    fn each_opponent_scoring_pays_the_round_number_from_every_other_player() {
        // Ramchi: "the winner of the first round wins 1 point from each opponent, the
        // winner of the second round wins 2, …" — also from a player sitting out.
        let input = DealInput {
            pool_carried: 7,
            ..deal_input(1, golden_3_short())
        };
        let s = settle(&Preset::Ramchi3.rules(), &input);
        assert_eq!(
            s.rounds.iter().map(|r| r.payout).collect::<Vec<_>>(),
            [2, 4, 6, 8, 10]
        );
        // Seat 0: +4 +6 +8 −1 −5; seat 1: +2 −2 −3 −4 −5; seat 2: −1 −2 −3 −4 +10.
        assert_eq!(s.chips, [12, -12, 0]);
        assert_eq!(s.pool_remaining, 7, "there is no pool to touch");
    }

    #[test]
    fn a_short_deal_leaves_chips_in_the_pool() {
        // Ramchi for four: ante 5, payouts 2, 4, 6, 8. Nobody keeps a fourth set, so the
        // 8 chips of round 4 stay in the pool, with the 3 carried in.
        let mut players = golden_4_partitions();
        // Under Ramchi straights 3-2-A is the best run, so seat 3 plays it first.
        players[3] = seat(
            GOLDEN_4[3],
            &["3d 2c Ah", "As Kh Qs", "6c 5c 4s", "Kc 8s 2h"],
        );
        for p in &mut players {
            p.combinations.as_mut().unwrap().pop();
        }
        let input = DealInput {
            pool_carried: 3,
            ..deal_input(1, players)
        };
        let s = settle(&Preset::Ramchi4.rules(), &input);
        assert_eq!(column(&s, |r| r.winner), [2, 2, 1]);
        assert_eq!(s.chips, [-5, 1, 1, -5]);
        assert_eq!(s.pool_remaining, 3 + 20 - 12);
        assert_eq!(s.chips.iter().sum::<i64>() + s.pool_remaining, 3);
        assert_eq!(s.next_dealer, 1);
    }

    #[test]
    fn four_of_a_kind_takes_the_whole_pool_without_play_in_every_pool_preset() {
        let mut players = no_partitions(&GOLDEN_4);
        trade(&mut players, 3, "As", 0, "Kd");
        trade(&mut players, 3, "Ah", 0, "Qh");
        for (preset, chips) in [
            (Preset::ChorVoli, [5, -1, -1, -1]),
            (Preset::Ramchi4, [17, -5, -5, -5]),
        ] {
            let input = DealInput {
                pool_carried: 2,
                ..deal_input(3, players.clone())
            };
            let outcome = resolve_deal(&preset.rules(), &input).unwrap();
            assert_eq!(
                outcome.quads,
                Some(Quads {
                    seat: 0,
                    rank: Rank::Ace
                })
            );
            // The partitions (none were given) are not looked at.
            assert!(outcome.violations.is_empty());
            let s = outcome.settlement.unwrap();
            assert!(s.rounds.is_empty());
            assert_eq!(s.chips, chips, "{preset:?}");
            assert_eq!((s.pool_remaining, s.next_dealer), (0, 0));
        }
    }

    #[test]
    fn of_two_fours_of_a_kind_the_higher_wins_by_quads_high() {
        let input = deal_input(0, aces_and_fours());
        let ace = resolve_deal(&Rules::default(), &input).unwrap();
        assert_eq!(
            ace.quads,
            Some(Quads {
                seat: 0,
                rank: Rank::Ace
            })
        );
        let rules = Rules {
            quads_high: QuadsHigh::Four,
            ..Rules::default()
        };
        let four = resolve_deal(&rules, &input).unwrap();
        assert_eq!(
            four.quads,
            Some(Quads {
                seat: 2,
                rank: Rank::Four
            })
        );
        assert_eq!(four.settlement.unwrap().next_dealer, 2);
    }

    /// "table 7, deal 12" dealt to three: seat 2 holds four fours; with the A♦ traded to
    /// seat 0 for its 3♠, seat 0 holds four aces. 9c is face up.
    fn ramchi_two_quads() -> DealInput {
        let d = deal(&Preset::Ramchi3.rules(), "table 7, deal 12", Some(0)).unwrap();
        let mut players: Vec<PlayerInput> = d
            .hands
            .into_iter()
            .map(|hand| PlayerInput {
                hand,
                ..PlayerInput::default()
            })
            .collect();
        trade(&mut players, 1, "Ad", 0, "3s");
        DealInput {
            face_up: d.face_up,
            ..deal_input(0, players)
        }
    }

    #[test]
    fn three_player_pool_ramchi_decides_by_four_of_a_kind_in_either_order() {
        let input = ramchi_two_quads();
        let rules = Preset::Ramchi3Pool.rules();
        let ace = resolve_deal(&rules, &input).unwrap();
        assert_eq!(
            ace.quads,
            Some(Quads {
                seat: 0,
                rank: Rank::Ace
            })
        );
        assert_eq!(ace.settlement.unwrap().chips, [10, -5, -5]);
        let rules = Rules {
            quads_high: QuadsHigh::Four,
            ..rules
        };
        let four = resolve_deal(&rules, &input).unwrap();
        assert_eq!(
            four.quads,
            Some(Quads {
                seat: 2,
                rank: Rank::Four
            })
        );
    }

    #[test]
    fn without_quads_win_four_of_a_kind_is_played_like_any_hand() {
        let mut input = ramchi_two_quads();
        let rules = Preset::Ramchi3.rules();
        let unplayed = resolve_deal(&rules, &input).unwrap();
        assert_eq!(unplayed.quads, None);
        assert!(!unplayed.valid());
        let missing: Vec<_> = unplayed
            .violations
            .iter()
            .map(|v| (v.seat, v.violation.code()))
            .collect();
        assert_eq!(
            missing,
            [
                (0, "NO_COMBINATION"),
                (1, "NO_COMBINATION"),
                (2, "NO_COMBINATION")
            ]
        );
        for p in &mut input.players {
            let hand = p.hand.iter().copied().collect();
            p.combinations = Some(crate::chor_voli::solver::greedy_partition(&rules, hand));
        }
        let played = resolve_deal(&rules, &input).unwrap();
        assert_eq!(played.quads, None);
        assert!(!played.settlement.unwrap().rounds.is_empty());
    }

    #[test]
    fn an_invalid_partition_gives_violations_per_player_and_no_settlement() {
        let mut players = golden_4_partitions();
        // Seat 1 plays its weaker run first; seat 3 keeps a pair with a kicker.
        players[1] = seat(
            GOLDEN_4[1],
            &["Jc Ts 9c", "9h 8h 7h", "8c 7d 6h", "Td 4d 2d"],
        );
        players[3] = seat(GOLDEN_4[3], &["As Kh Qs", "8s 8d 2c"]);
        let outcome = resolve_deal(&Rules::default(), &deal_input(1, players)).unwrap();
        assert!(!outcome.valid());
        assert!(outcome.settlement.is_none());
        let found: Vec<_> = outcome
            .violations
            .iter()
            .map(|v| (v.seat, v.violation.code(), v.violation.combination))
            .collect();
        assert_eq!(
            found,
            [
                (1, "NOT_DESCENDING", Some(1)),
                (3, "INVALID_COMBINATION", Some(1))
            ]
        );
    }

    /// Ramchi for three, "golden 1": seat 1 holds the 2♦ and 2h is face up.
    fn golden_3_exchange(one: &[&str]) -> DealInput {
        let mut players = golden_3_short();
        players[1] = seat(GOLDEN_3[1], one);
        DealInput {
            face_up: Some("2h".parse().unwrap()),
            exchanged: true,
            ..deal_input(1, players)
        }
    }

    #[test]
    fn the_holder_of_the_two_of_diamonds_partitions_the_hand_after_the_exchange() {
        let rules = Preset::Ramchi3.rules();
        // With the 2h for the 2♦, seat 1 has 3-2-A: 3♠ 2♥ A♦.
        let input = golden_3_exchange(&["Qs Qh Qd", "3s 2h Ad"]);
        let s = settle(&rules, &input);
        assert_eq!(s.rounds[1].plays[0].combination.name(), "straight, 3-2-A");
        // Not exchanged, the 2♥ is not seat 1's.
        let kept = DealInput {
            exchanged: false,
            ..input
        };
        let outcome = resolve_deal(&rules, &kept).unwrap();
        let v = &outcome.violations[0];
        assert_eq!((v.seat, v.violation.code()), (1, "CARD_NOT_IN_HAND"));
        assert_eq!(v.violation.card, "2h".parse().ok());
        // Exchanged, the 2♦ is gone.
        let gone = golden_3_exchange(&["Qs Qh Qd", "3s 2d Ad"]);
        let outcome = resolve_deal(&rules, &gone).unwrap();
        let v = &outcome.violations[0];
        assert_eq!((v.seat, v.violation.code()), (1, "CARD_NOT_IN_HAND"));
        assert_eq!(v.violation.card, "2d".parse().ok());
    }

    #[test]
    fn four_of_a_kind_is_judged_on_the_hands_before_the_exchange() {
        // Seat 1 holds all four twos and 10♦ is face up; trading the 2♦ away for it would
        // break the four, but they were dealt.
        let mut players = no_partitions(&GOLDEN_3);
        trade(&mut players, 0, "2s", 1, "3s");
        let mut input = DealInput {
            face_up: Some("2h".parse().unwrap()),
            exchanged: true,
            ..deal_input(0, players)
        };
        // The face-up 2♥ goes to seat 1 and the 10♦ up.
        let td: Card = "Td".parse().unwrap();
        let at = input.players[1].hand.iter().position(|&c| c == td).unwrap();
        input.players[1].hand[at] = "2h".parse().unwrap();
        input.face_up = Some(td);
        let outcome = resolve_deal(&Preset::Ramchi3Pool.rules(), &input).unwrap();
        assert_eq!(
            outcome.quads,
            Some(Quads {
                seat: 1,
                rank: Rank::Two
            })
        );
        let s = outcome.settlement.unwrap();
        assert_eq!(
            (s.chips.as_slice(), s.next_dealer),
            ([-5, 10, -5].as_slice(), 1)
        );
    }

    // --- Contract errors ---------------------------------------------------------------

    fn errors(rules: &Rules, input: &DealInput) -> Vec<(&'static str, DealPosition)> {
        codes(resolve_deal(rules, input).unwrap_err())
    }

    #[test]
    fn a_deal_with_the_wrong_number_of_players_is_refused() {
        let mut input = deal_input(0, golden_4_partitions());
        input.players.pop();
        assert_eq!(
            errors(&Rules::default(), &input),
            Vec::from([("WRONG_PLAYER_COUNT", DealPosition::of(DealField::Players))])
        );
    }

    #[test]
    fn a_hand_of_the_wrong_size_is_refused_with_its_path() {
        let mut input = deal_input(0, golden_4_partitions());
        input.players[2].hand.pop();
        input.players[0].hand.clear();
        assert_eq!(
            errors(&Rules::default(), &input),
            Vec::from([
                (
                    "WRONG_HAND_SIZE",
                    DealPosition::of(DealField::Hand { seat: 0 })
                ),
                (
                    "WRONG_HAND_SIZE",
                    DealPosition::of(DealField::Hand { seat: 2 })
                )
            ])
        );
    }

    #[test]
    fn a_card_dealt_twice_is_refused_where_it_turns_up_again() {
        let mut input = deal_input(0, golden_4_partitions());
        // Seat 1's fifth card becomes seat 0's ace of diamonds.
        input.players[1].hand[4] = "Ad".parse().unwrap();
        let e = resolve_deal(&Rules::default(), &input).unwrap_err();
        assert_eq!(e.len(), 1);
        assert_eq!(
            (e[0].code(), e[0].at),
            (
                "DUPLICATE_CARD",
                DealPosition::of(DealField::HandCard { seat: 1, card: 4 })
            )
        );
        assert_eq!(
            e[0].kind,
            DealErrorKind::DuplicateCard {
                card: "Ad".parse().unwrap(),
                first: DealPosition::of(DealField::HandCard { seat: 0, card: 0 }),
            },
            "the error names where the card was first seen"
        );
        // A face-up card that is also in a hand.
        let mut input = deal_input(0, golden_3_short());
        input.face_up = "As".parse().ok();
        assert_eq!(
            errors(&Preset::Ramchi3.rules(), &input),
            Vec::from([("DUPLICATE_CARD", DealPosition::of(DealField::FaceUp))])
        );
    }

    #[test]
    fn a_face_up_card_or_exchange_where_the_rules_deal_none_is_refused() {
        let mut input = deal_input(0, golden_4_partitions());
        input.face_up = "As".parse().ok();
        input.exchanged = true;
        assert_eq!(
            errors(&Rules::default(), &input),
            Vec::from([
                ("FACE_UP_NOT_DEALT", DealPosition::of(DealField::FaceUp)),
                (
                    "EXCHANGE_NOT_ALLOWED",
                    DealPosition::of(DealField::Exchanged)
                )
            ])
        );
        // Ramchi for three with the exchange turned off.
        let rules = Rules {
            exchange: false,
            ..Preset::Ramchi3.rules()
        };
        let input = golden_3_exchange(&["Qs Qh Qd", "3s 2h Ad"]);
        assert_eq!(
            errors(&rules, &input),
            Vec::from([(
                "EXCHANGE_NOT_ALLOWED",
                DealPosition::of(DealField::Exchanged)
            )])
        );
    }

    #[test]
    fn an_exchange_needs_the_face_up_card_and_a_holder_of_the_two_of_diamonds() {
        let rules = Preset::Ramchi3.rules();
        let mut input = golden_3_exchange(&["Qs Qh Qd"]);
        input.face_up = None;
        assert_eq!(
            errors(&rules, &input),
            Vec::from([(
                "EXCHANGED_WITHOUT_FACE_UP",
                DealPosition::of(DealField::Exchanged)
            )])
        );
        // The 2♦ face up and the 2♥ in seat 1's hand instead.
        let mut input = golden_3_exchange(&["Qs Qh Qd"]);
        let two_d = input.players[1]
            .hand
            .iter()
            .position(|&c| c == TWO_OF_DIAMONDS);
        input.players[1].hand[two_d.unwrap()] = "2h".parse().unwrap();
        input.face_up = Some(TWO_OF_DIAMONDS);
        assert_eq!(
            errors(&rules, &input),
            Vec::from([(
                "EXCHANGED_WITHOUT_TWO_OF_DIAMONDS",
                DealPosition::of(DealField::Exchanged)
            )])
        );
        // Without the exchange the same deal is fine.
        input.exchanged = false;
        assert!(resolve_deal(&rules, &input).is_ok());
    }

    #[test]
    fn every_contract_error_is_listed_not_only_the_first() {
        let mut input = deal_input(4, golden_4_partitions());
        input.pool_carried = -1;
        input.players[3].hand.push("Ad".parse().unwrap());
        input.face_up = "Ad".parse().ok();
        assert_eq!(
            errors(&Rules::default(), &input),
            Vec::from([
                ("DEALER_OUT_OF_RANGE", DealPosition::of(DealField::Dealer)),
                ("NEGATIVE_POOL", DealPosition::of(DealField::PoolCarried)),
                (
                    "WRONG_HAND_SIZE",
                    DealPosition::of(DealField::Hand { seat: 3 })
                ),
                (
                    "DUPLICATE_CARD",
                    DealPosition::of(DealField::HandCard { seat: 3, card: 13 })
                ),
                ("FACE_UP_NOT_DEALT", DealPosition::of(DealField::FaceUp)),
            ])
        );
        let input = DealInput {
            pool_carried: MAX_POOL_CARRIED + 1,
            ..deal_input(0, golden_4_partitions())
        };
        assert_eq!(
            errors(&Rules::default(), &input),
            Vec::from([("POOL_TOO_LARGE", DealPosition::of(DealField::PoolCarried))])
        );
    }

    proptest! {
        #[test]
        fn the_same_seed_deals_the_same_cards_and_every_card_once(
            rules in any_rules(), seed in ".*"
        ) {
            let a = deal(&rules, &seed, None).unwrap();
            prop_assert_eq!(&a, &deal(&rules, &seed, None).unwrap());
            let mut all = CardSet::EMPTY;
            let mut count = 0;
            for hand in &a.hands {
                prop_assert_eq!(hand.len(), rules.hand_size);
                let set: CardSet = hand.iter().copied().collect();
                prop_assert_eq!(hand, &set.sorted_high_first());
                all = all.union(set);
                count += hand.len();
            }
            if let Some(up) = a.face_up {
                prop_assert!(all.insert(up));
                count += 1;
            }
            prop_assert_eq!(a.face_up.is_some(), rules.deals_face_up());
            prop_assert_eq!((all, count), (CardSet::FULL, 52));
            prop_assert!(a.dealer < rules.players);
        }

        #[test]
        fn chips_and_the_pool_add_up_and_the_last_winner_deals_next(
            rules in any_rules(),
            seed in "[a-z0-9 ]{0,12}",
            exchange in any::<bool>(),
            pool_carried in 0..1_000_000i64,
        ) {
            let input = DealInput { pool_carried, ..sample_deal(&rules, &seed, exchange) };
            let outcome = resolve_deal(&rules, &input).unwrap();
            prop_assert!(outcome.violations.is_empty(), "{:?}", outcome.violations);
            let s = outcome.settlement.unwrap();
            prop_assert_eq!(s.chips.iter().sum::<i64>() + s.pool_remaining, pool_carried);
            prop_assert!(s.pool_remaining >= 0);
            match outcome.quads {
                Some(q) => {
                    prop_assert!(s.rounds.is_empty());
                    prop_assert_eq!((s.next_dealer, s.pool_remaining), (q.seat, 0));
                }
                None => {
                    let most = input.players.iter()
                        .map(|p| p.combinations.as_ref().map_or(0, Vec::len)).max();
                    prop_assert_eq!(Some(s.rounds.len()), most);
                    prop_assert_eq!(s.next_dealer, s.rounds.last().unwrap().winner);
                    prop_assert_eq!(s.rounds[0].leader, (input.dealer + 1) % rules.players);
                    for r in &s.rounds {
                        prop_assert_eq!(r.leader, r.plays[0].seat);
                        prop_assert!(r.plays.iter().any(|p| p.seat == r.winner));
                    }
                }
            }
        }

        #[test]
        fn any_deal_whatever_its_shape_is_judged_or_refused_without_panicking(
            rules in any_rules(),
            hands in prop::collection::vec(
                (
                    prop::collection::vec(0..52u8, 0..20),
                    prop::option::of(prop::collection::vec(prop::collection::vec(0..52u8, 0..5), 0..7)),
                    prop::option::of(prop::collection::vec(0..52u8, 0..5)),
                ),
                0..6,
            ),
            face_up in prop::option::of(0..52u8),
            exchanged in any::<bool>(),
            dealer in 0..6usize,
            pool_carried in any::<i64>(),
        ) {
            let card = |i: u8| Card::from_index(i).unwrap();
            let cards = |v: Vec<u8>| v.into_iter().map(card).collect::<Vec<_>>();
            let players = hands
                .into_iter()
                .map(|(hand, combinations, discards)| PlayerInput {
                    hand: cards(hand),
                    combinations: combinations.map(|c| c.into_iter().map(cards).collect()),
                    discards: discards.map(cards),
                })
                .collect();
            let input = DealInput { dealer, pool_carried, players, face_up: face_up.map(card), exchanged };
            match resolve_deal(&rules, &input) {
                Err(errors) => prop_assert!(!errors.is_empty()),
                Ok(outcome) => {
                    if let Some(s) = outcome.settlement {
                        prop_assert_eq!(s.chips.iter().sum::<i64>() + s.pool_remaining, pool_carried);
                    }
                }
            }
        }

        #[test]
        fn the_largest_amounts_never_overflow(
            seed in "[a-z]{1,6}",
            four in any::<bool>(),
        ) {
            let preset = if four { Preset::ChorVoli } else { Preset::Ramchi3Pool };
            let cap = crate::chor_voli::rules::MAX_AMOUNT;
            let base = preset.rules();
            // The whole pool of antes paid out, in equal parts.
            let payout = cap * base.players as i64 / base.max_combinations as i64;
            let rules = Rules {
                scoring: Scoring::Pool { ante: cap, payouts: vec![payout; base.max_combinations] },
                quads_win: true,
                ..base
            };
            prop_assert!(rules.problems().is_empty());
            let input = DealInput { pool_carried: MAX_POOL_CARRIED, ..sample_deal(&rules, &seed, false) };
            let s = resolve_deal(&rules, &input).unwrap().settlement.unwrap();
            prop_assert_eq!(s.chips.iter().sum::<i64>() + s.pool_remaining, MAX_POOL_CARRIED);
        }
    }
}
