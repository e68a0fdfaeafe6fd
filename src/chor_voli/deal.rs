//! One deal from shuffle to settlement: the seeded deal, four of a kind, the showdowns,
//! scoring and the next dealer.
//!
//! ## Dealing
//!
//! [`deal`] follows the algorithm written down in [`crate::cards::deck`] (and, with a worked
//! example and a Python reference, in `docs/dealing.md`): the hands are a function of the seed
//! and the rules alone; the dealer, when not given, is drawn from the same stream after the
//! shuffle, so giving a dealer never changes the hands.
//!
//! ## Resolving a deal
//!
//! [`resolve_deal`] judges a deal as the players report it. What could not have been dealt
//! (a hand of the wrong size, a card twice, a face-up card the rules do not deal, …) is a
//! contract error ([`DealError`], every one found); a broken game rule is an answer: the
//! outcome lists the violations and has no [`Settlement`].
//!
//! - Four of a kind (when `quads_win`) is judged on the hands as dealt, before the 2♦
//!   exchange. Several holders: the highest by `quads_high`. A 17-card hand may hold two
//!   fours of a kind; its best one counts. The winner takes the whole pool (`pool_carried`
//!   plus every ante), there are no rounds, the partitions are not looked at, and the winner
//!   deals next.
//! - Otherwise every partition is validated against its hand (after the swap for the holder
//!   of the 2♦ when `exchanged`), and the rounds are played: round 1 is led from the player
//!   after the dealer, later rounds from the previous winner, skipping players with nothing
//!   left to show; the strongest wins, equals by `ties`; the winner of the last round deals
//!   next.
//!
//! Arithmetic: `rules` must be consistent (as [`Rules::resolve`] and [`Preset::rules`]
//! guarantee: antes and payouts at most [`MAX_AMOUNT`]), and `pool_carried` is at most
//! [`MAX_POOL_CARRIED`], so no sum here can overflow.
//!
//! [`Preset::rules`]: super::Preset::rules
//! [`MAX_AMOUNT`]: super::rules::MAX_AMOUNT

use super::combination::{self, Combination};
use super::partition::{self, Entry, Violation, ViolationKind};
use super::rules::{QuadsHigh, Rules, Scoring};
use crate::cards::{Card, CardSet, Rank, Suit, deck};
use std::fmt::Write as _;

/// The card whose holder may take the face-up card in exchange (Ramchi for three players).
pub const TWO_OF_DIAMONDS: Card = Card::new(Rank::Two, Suit::Diamonds);

/// The most chips a pool carried into a deal may hold: the largest integer a JSON client
/// represents exactly (2^53 − 1).
pub const MAX_POOL_CARRIED: i64 = (1 << 53) - 1;

/// The four of a kind that decides a deal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Quads {
    pub player: usize,
    pub rank: Rank,
}

/// A deal as [`deal`] makes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dealt {
    /// SHA-256 of the seed, lowercase hex: what a platform publishes before play.
    pub seed_sha256: String,
    pub dealer: usize,
    /// One hand per seat, each sorted as the API lists hands (high to low, then s, h, d, c).
    pub hands: Vec<Vec<Card>>,
    /// The card left face up when the hands do not use the whole pack.
    pub face_up: Option<Card>,
    /// The deciding four of a kind, when the rules let one decide.
    pub quads: Option<Quads>,
}

/// Deals from `seed` (see the module docs of [`crate::cards::deck`]). `dealer`, when not
/// given, is drawn from the seed after the shuffle. A given dealer outside the table is a
/// contract error at `/dealer`.
///
/// ```
/// use chor_voli::chor_voli::{Preset, deal};
///
/// // The worked example of docs/dealing.md.
/// let d = deal(&Preset::Ramchi3.rules(), "golden 1", None).unwrap();
/// assert_eq!(d.dealer, 1);
/// assert_eq!(d.face_up.map(|c| c.to_string()).as_deref(), Some("2h"));
/// assert_eq!(d.hands[2][..3].iter().map(|c| c.to_string()).collect::<Vec<_>>(), ["Kh", "Kd", "Qc"]);
/// ```
pub fn deal(rules: &Rules, seed: &str, dealer: Option<usize>) -> Result<Dealt, DealError> {
    let players = rules.players;
    if let Some(d) = dealer.filter(|&d| d >= players) {
        return Err(DealError::new(
            "/dealer",
            DealErrorKind::DealerOutOfRange { dealer: d, players },
        ));
    }
    Ok(deal_checked(rules, seed, dealer))
}

/// [`deal`] once `dealer`, if given, is known to be a seat.
fn deal_checked(rules: &Rules, seed: &str, dealer: Option<usize>) -> Dealt {
    let players = rules.players;
    let (cards, mut rng) = deck::shuffled_deck(seed);
    let dealt = players * rules.hand_size;
    let mut sets = vec![CardSet::EMPTY; players];
    for (k, &card) in cards.iter().take(dealt).enumerate() {
        sets[k % players].insert(card);
    }
    let face_up = cards.get(dealt).copied();
    let dealer = match dealer {
        Some(d) => d,
        None => deck::uniform_below(&mut rng, players as u32) as usize,
    };
    Dealt {
        seed_sha256: deck::to_hex(&deck::seed_digest(seed)),
        dealer,
        hands: sets.iter().map(|s| s.sorted_high_first()).collect(),
        face_up,
        quads: quads(rules, &sets),
    }
}

/// The four of a kind that decides the deal: `None` unless `rules.quads_win` and someone
/// holds one. `hands` are the hands as dealt, before any exchange.
pub fn quads(rules: &Rules, hands: &[CardSet]) -> Option<Quads> {
    if rules.quads_win {
        best_quads(hands, rules.quads_high)
    } else {
        None
    }
}

/// The highest four of a kind in any hand by `order`, whatever the rules say of its
/// deciding the deal. No two hands can hold the same four, so the best is unique.
pub fn best_quads(hands: &[CardSet], order: QuadsHigh) -> Option<Quads> {
    hands
        .iter()
        .enumerate()
        .flat_map(|(player, hand)| {
            Rank::ALL
                .into_iter()
                .filter(move |&rank| holds_four(*hand, rank))
                .map(move |rank| Quads { player, rank })
        })
        .max_by_key(|q| quads_place(q.rank, order))
}

fn holds_four(hand: CardSet, rank: Rank) -> bool {
    let mask = 0b1111u64 << (rank.index() * 4);
    hand.bits() & mask == mask
}

/// Place of a four of a kind, higher is stronger: by rank, except that under
/// [`QuadsHigh::Four`] the fours come above the aces.
fn quads_place(rank: Rank, order: QuadsHigh) -> u8 {
    match (order, rank) {
        (QuadsHigh::Four, Rank::Four) => 13,
        _ => rank.index(),
    }
}

// ---------------------------------------------------------------------------------------
// Contract errors.

/// A deal that cannot have been dealt, or a request that breaks the contract: the HTTP
/// layer answers 422 with every one found. `path` is a JSON pointer into the request body
/// (`/players/2/hand`, `/players/1/hand/4`, `/face_up`, `/deals/3/exchanged`, …).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DealError {
    pub path: String,
    pub kind: DealErrorKind,
}

impl DealError {
    fn new(path: impl Into<String>, kind: DealErrorKind) -> DealError {
        DealError {
            path: path.into(),
            kind,
        }
    }

    /// The stable code the API reports.
    pub const fn code(&self) -> &'static str {
        self.kind.code()
    }

    /// A readable explanation.
    pub fn message(&self) -> String {
        self.kind.to_string()
    }
}

/// Why a request cannot be judged.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DealErrorKind {
    #[error("the rules seat {expected} players, and {found} were given")]
    WrongPlayerCount { expected: usize, found: usize },
    #[error("a hand of these rules has {expected} cards, not {found}")]
    WrongHandSize { expected: usize, found: usize },
    #[error("{card} is dealt twice (it is also at {first})")]
    DuplicateCard { card: Card, first: String },
    #[error(
        "{players} players with {hand_size} cards each use the whole pack, so there is no face-up card"
    )]
    FaceUpNotDealt { players: usize, hand_size: usize },
    #[error("these rules do not allow the exchange of the 2♦ for the face-up card")]
    ExchangeNotAllowed,
    #[error("an exchange needs the face-up card, and none was given")]
    ExchangedWithoutFaceUp,
    #[error("nobody holds the 2♦ (it is the face-up card), so nobody can exchange it")]
    ExchangedWithoutTwoOfDiamonds,
    #[error("the dealer must be a seat from 0 to {}, not {dealer}", .players.saturating_sub(1))]
    DealerOutOfRange { dealer: usize, players: usize },
    #[error("the pool carried into a deal cannot be negative ({0})")]
    NegativePool(i64),
    #[error("the pool carried into a deal may hold at most {MAX_POOL_CARRIED} chips ({0})")]
    PoolTooLarge(i64),
    #[error("a player's chips must be from 0 to {max}, not {chips}")]
    ChipsOutOfRange { chips: i64, max: i64 },
    #[error("a game has at most {max} deals, not {found}")]
    TooManyDeals { max: usize, found: usize },
    #[error("the game is over: player {player} could not ante {ante} before this deal")]
    GameFinished { player: usize, ante: i64 },
}

impl DealErrorKind {
    /// The stable code the API reports.
    pub const fn code(&self) -> &'static str {
        match self {
            DealErrorKind::WrongPlayerCount { .. } => "WRONG_PLAYER_COUNT",
            DealErrorKind::WrongHandSize { .. } => "WRONG_HAND_SIZE",
            DealErrorKind::DuplicateCard { .. } => "DUPLICATE_CARD",
            DealErrorKind::FaceUpNotDealt { .. } => "FACE_UP_NOT_DEALT",
            DealErrorKind::ExchangeNotAllowed => "EXCHANGE_NOT_ALLOWED",
            DealErrorKind::ExchangedWithoutFaceUp => "EXCHANGED_WITHOUT_FACE_UP",
            DealErrorKind::ExchangedWithoutTwoOfDiamonds => "EXCHANGED_WITHOUT_TWO_OF_DIAMONDS",
            DealErrorKind::DealerOutOfRange { .. } => "DEALER_OUT_OF_RANGE",
            DealErrorKind::NegativePool(_) => "NEGATIVE_POOL",
            DealErrorKind::PoolTooLarge(_) => "POOL_TOO_LARGE",
            DealErrorKind::ChipsOutOfRange { .. } => "CHIPS_OUT_OF_RANGE",
            DealErrorKind::TooManyDeals { .. } => "TOO_MANY_DEALS",
            DealErrorKind::GameFinished { .. } => "GAME_FINISHED",
        }
    }
}

// ---------------------------------------------------------------------------------------
// Resolving a deal.

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
    pub player: usize,
    pub violation: Violation,
}

/// One combination shown in a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Play {
    pub player: usize,
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
            "/dealer",
            DealErrorKind::DealerOutOfRange {
                dealer: input.dealer,
                players: rules.players,
            },
        ));
    }
    if input.pool_carried < 0 {
        errors.push(DealError::new(
            "/pool_carried",
            DealErrorKind::NegativePool(input.pool_carried),
        ));
    } else if input.pool_carried > MAX_POOL_CARRIED {
        errors.push(DealError::new(
            "/pool_carried",
            DealErrorKind::PoolTooLarge(input.pool_carried),
        ));
    }
    let table = Table {
        players: &input.players,
        face_up: input.face_up,
        exchanged: input.exchanged,
    };
    let hands = check_deal(rules, table, "", &mut errors);
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
pub(super) struct Table<'a> {
    pub players: &'a [PlayerInput],
    pub face_up: Option<Card>,
    pub exchanged: bool,
}

/// Where a card was first seen, to name it when it turns up again.
#[derive(Clone, Copy)]
enum Seen {
    Hand(usize, usize),
    FaceUp,
}

/// The contract checks of one deal; `prefix` is the JSON pointer of the deal in the request
/// (`""`, or `/deals/3` in a game). Returns the hands as sets when the deal could have been
/// dealt as far as the hands go.
pub(super) fn check_deal(
    rules: &Rules,
    table: Table,
    prefix: &str,
    errors: &mut Vec<DealError>,
) -> Option<Vec<CardSet>> {
    let Table {
        players,
        face_up,
        exchanged,
    } = table;
    let before = errors.len();
    let path = |tail: std::fmt::Arguments| {
        let mut p = String::from(prefix);
        let _ = p.write_fmt(tail);
        p
    };
    if players.len() != rules.players {
        errors.push(DealError::new(
            path(format_args!("/players")),
            DealErrorKind::WrongPlayerCount {
                expected: rules.players,
                found: players.len(),
            },
        ));
    }
    let mut seen: [Option<Seen>; 52] = [None; 52];
    let mut hands = Vec::with_capacity(players.len());
    let mut note = |card: Card, at: Seen, errors: &mut Vec<DealError>| {
        let slot = &mut seen[card.index() as usize];
        match slot {
            None => *slot = Some(at),
            Some(first) => {
                let here = match at {
                    Seen::Hand(p, i) => path(format_args!("/players/{p}/hand/{i}")),
                    Seen::FaceUp => path(format_args!("/face_up")),
                };
                let first = match *first {
                    Seen::Hand(p, i) => path(format_args!("/players/{p}/hand/{i}")),
                    Seen::FaceUp => path(format_args!("/face_up")),
                };
                errors.push(DealError::new(
                    here,
                    DealErrorKind::DuplicateCard { card, first },
                ));
            }
        }
    };
    for (p, player) in players.iter().enumerate() {
        if player.hand.len() != rules.hand_size {
            errors.push(DealError::new(
                path(format_args!("/players/{p}/hand")),
                DealErrorKind::WrongHandSize {
                    expected: rules.hand_size,
                    found: player.hand.len(),
                },
            ));
        }
        for (i, &card) in player.hand.iter().enumerate() {
            note(card, Seen::Hand(p, i), errors);
        }
        hands.push(player.hand.iter().copied().collect::<CardSet>());
    }
    if let Some(card) = face_up {
        if rules.deals_face_up() {
            note(card, Seen::FaceUp, errors);
        } else {
            errors.push(DealError::new(
                path(format_args!("/face_up")),
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
            errors.push(DealError::new(path(format_args!("/exchanged")), kind));
        }
    }
    (errors.len() == before).then_some(hands)
}

/// Judges a deal that could have been dealt.
pub(super) fn judge(
    rules: &Rules,
    table: Table,
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
    for (player, (seat, &hand)) in table.players.iter().zip(dealt).enumerate() {
        let mut hand = hand;
        // The holder of the 2♦ partitions the hand after the swap.
        if let Some(face_up) = exchange
            && hand.remove(TWO_OF_DIAMONDS)
        {
            hand.insert(face_up);
        }
        let Some(combinations) = &seat.combinations else {
            violations.push(PlayerViolation {
                player,
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
            seat.discards.as_deref(),
        );
        let tag = |violation| PlayerViolation { player, violation };
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
    chips[q.player] += pool;
    Settlement {
        rounds: Vec::new(),
        chips,
        pool_remaining: 0,
        next_dealer: q.player,
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
            .filter_map(|player| {
                partitions[player].get(k).map(|&combination| Play {
                    player,
                    combination,
                })
            })
            .collect();
        let shown = combination::winner(plays.iter().map(|p| p.combination.strength()), rules.ties);
        // Some player holds a k-th combination, so the round has plays and a winner.
        let winner = shown.map_or(due, |i| plays[i].player);
        let pk = rules.scoring.payouts().get(k).copied().unwrap_or(0);
        let payout = match rules.scoring {
            Scoring::Pool { .. } => {
                pool -= pk;
                chips[winner] += pk;
                pk
            }
            Scoring::EachOpponent { .. } => {
                for (p, c) in chips.iter_mut().enumerate() {
                    if p != winner {
                        *c -= pk;
                    }
                }
                let total = pk * (players as i64 - 1);
                chips[winner] += total;
                total
            }
        };
        rounds.push(Round {
            round: k + 1,
            leader: plays.first().map_or(due, |p| p.player),
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

/// A seeded deal as its players might report it, with quick greedy partitions
/// ([`greedy_partition`](super::solver::greedy_partition)); with `exchange`, the holder of
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
                combinations: Some(super::solver::greedy_partition(rules, set)),
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
pub(super) mod tests {
    //! Also the fixtures of the game tests.

    use super::*;
    use crate::chor_voli::{Preset, Ties};
    use proptest::prelude::*;

    pub(crate) fn cards(text: &str) -> Vec<Card> {
        text.split_whitespace()
            .map(|t| t.parse().unwrap())
            .collect()
    }

    fn shown(hand: &[Card]) -> String {
        hand.iter()
            .map(Card::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    }

    fn set(text: &str) -> CardSet {
        cards(text).into_iter().collect()
    }

    /// Deals from `seed` and checks the hands, face-up card and dealer against literals.
    fn assert_deal(
        preset: Preset,
        seed: &str,
        hands: &[&str],
        face_up: Option<&str>,
        dealer: usize,
    ) {
        let d = deal(&preset.rules(), seed, None).unwrap();
        let got: Vec<String> = d.hands.iter().map(|h| shown(h)).collect();
        assert_eq!(got, hands, "{preset:?} {seed:?}");
        assert_eq!(d.face_up.map(|c| c.to_string()).as_deref(), face_up);
        assert_eq!(d.dealer, dealer);
    }

    // Generated once by `deal`, checked against the independent Python implementation in
    // docs/dealing.md, and reviewed by eye: 13 (or 17) distinct cards each, hands sorted.
    #[test]
    fn golden_chor_voli_deals_are_pinned() {
        let p = Preset::ChorVoli;
        assert_deal(
            p,
            "",
            &[
                "Ah Ac Qd Js Jc Td 9s 8c 7s 7h 7c 5h 2s",
                "Kh Qs Qh Qc Jh Jd 8s 8h 6s 6c 3s 2h 2d",
                "Ad Ks Kd Th 9h 9c 8d 7d 5s 5d 4s 4h 2c",
                "As Kc Ts Tc 9d 6h 6d 5c 4d 4c 3h 3d 3c",
            ],
            None,
            3,
        );
        assert_deal(
            p,
            "golden 1",
            &[
                "Ad Ac Kd Qh Qc Th Tc 9s 7s 6d 5s 4c 2s",
                "Jc Ts Td 9h 9c 8h 8c 7h 7d 6h 5h 4d 2d",
                "Ks Qd Js Jh Jd 9d 7c 6s 5d 4h 3s 3h 3c",
                "As Ah Kh Kc Qs 8s 8d 6c 5c 4s 3d 2h 2c",
            ],
            None,
            1,
        );
        assert_deal(
            p,
            "table 7, deal 12",
            &[
                "Ah Ac Qc Js Jh Ts 9d 5s 5d 4s 4h 4d 3c",
                "Ad Ks Kh Kc Qd Jd Td Tc 9s 8c 6d 5c 2d",
                "Jc Th 9h 8h 8d 7s 7h 6h 6c 5h 4c 3s 3h",
                "As Kd Qs Qh 9c 8s 7d 7c 6s 3d 2s 2h 2c",
            ],
            None,
            3,
        );
        assert_deal(
            p,
            "Chor Voli ♠ 2025",
            &[
                "Kh Qh Js Jh 9d 9c 8d 7h 7d 3h 3d 2h 2c",
                "As Ah Ac Qs Qd Jd Jc Ts Th 9s 6s 6c 2s",
                "Ad Kc Qc Td 9h 8h 8c 6d 5s 5d 4h 3s 3c",
                "Ks Kd Tc 8s 7s 7c 6h 5h 5c 4s 4d 4c 2d",
            ],
            None,
            2,
        );
    }

    #[test]
    fn golden_ramchi_3_deals_are_pinned() {
        let p = Preset::Ramchi3;
        assert_deal(
            p,
            "",
            &[
                "Ks Kh Qd Qc Js Th 9h 8c 7h 6s 6h 5c 4h 4c 3d 2s 2d",
                "Ah Kc Jd Jc Td Tc 9d 8s 7d 7c 6d 6c 5s 4s 3s 2h 2c",
                "As Ad Ac Kd Qs Qh Jh Ts 9s 9c 8h 8d 7s 5h 5d 4d 3h",
            ],
            Some("3c"),
            1,
        );
        assert_deal(
            p,
            "golden 1",
            &[
                "As Ah Jh Jc Ts Tc 9s 9d 6h 6c 5s 5c 4h 4d 4c 3h 2s",
                "Ad Ac Ks Kc Qs Qh Qd Jd Td 9c 8s 8h 7h 6d 3s 2d 2c",
                "Kh Kd Qc Js Th 9h 8d 8c 7s 7d 7c 6s 5h 5d 4s 3d 3c",
            ],
            Some("2h"),
            1,
        );
        assert_deal(
            p,
            "table 7, deal 12",
            &[
                "As Ah Ac Kc Qs Qh Qc Js Td 9s 8c 7c 6h 6c 3s 3h 3c",
                "Ad Qd Jh Jd Ts Tc 9h 8s 8d 7s 7h 5s 5d 3d 2s 2h 2d",
                "Ks Kh Kd Jc Th 9d 8h 7d 6s 6d 5h 5c 4s 4h 4d 4c 2c",
            ],
            Some("9c"),
            2,
        );
        assert_deal(
            p,
            "Chor Voli ♠ 2025",
            &[
                "Ah Ad Ac Qh Jh Td 9s 8d 8c 7s 7d 6c 5d 4s 4d 4c 2c",
                "Kh Qs Js Jd Jc Th Tc 9c 7h 7c 6d 5s 5c 3s 3c 2s 2d",
                "As Ks Kd Kc Qd Qc Ts 9h 9d 8s 8h 6s 6h 4h 3h 3d 2h",
            ],
            Some("5h"),
            2,
        );
    }

    #[test]
    fn the_seed_hash_is_the_lowercase_sha256_of_the_seed() {
        let d = deal(&Rules::default(), "golden 1", None).unwrap();
        assert_eq!(
            d.seed_sha256,
            "a65e708bf319065a6e3e2635aae02596bc6cce2467fe91e66b168a07a661c66d"
        );
    }

    #[test]
    fn a_given_dealer_never_changes_the_hands() {
        let rules = Preset::Ramchi3.rules();
        let drawn = deal(&rules, "golden 1", None).unwrap();
        for d in 0..3 {
            let given = deal(&rules, "golden 1", Some(d)).unwrap();
            assert_eq!(given.dealer, d);
            assert_eq!((&given.hands, given.face_up), (&drawn.hands, drawn.face_up));
        }
    }

    #[test]
    fn a_dealer_outside_the_table_is_refused() {
        let e = deal(&Rules::default(), "x", Some(4)).unwrap_err();
        assert_eq!(
            (e.code(), e.path.as_str()),
            ("DEALER_OUT_OF_RANGE", "/dealer")
        );
    }

    #[test]
    fn four_fours_are_named_only_where_quads_win() {
        // Seat 2 of this seed holds 4♠ 4♥ 4♦ 4♣ (see the golden Ramchi deal above).
        let none = deal(&Preset::Ramchi3.rules(), "table 7, deal 12", None).unwrap();
        assert_eq!(none.quads, None);
        let pool = deal(&Preset::Ramchi3Pool.rules(), "table 7, deal 12", None).unwrap();
        assert_eq!(pool.hands, none.hands);
        assert_eq!(
            pool.quads,
            Some(Quads {
                player: 2,
                rank: Rank::Four
            })
        );
    }

    // --- Four of a kind -------------------------------------------------------------

    #[test]
    fn the_highest_four_of_a_kind_wins_by_either_order() {
        // "several such players: the highest four wins" (RULES.md).
        let hands = [set("Kc Kd Kh Ks"), set("4c 4d 4h 4s"), set("Ac Ad Ah As")];
        let best = |order| best_quads(&hands, order).map(|q| (q.player, q.rank));
        assert_eq!(best(QuadsHigh::Ace), Some((2, Rank::Ace)));
        assert_eq!(best(QuadsHigh::Four), Some((1, Rank::Four)));
        // Under "four" the rest keep rank order: 5555 > 3333 > 2222.
        let low = [set("2c 2d 2h 2s"), set("3c 3d 3h 3s"), set("5c 5d 5h 5s")];
        assert_eq!(best_quads(&low, QuadsHigh::Four).map(|q| q.player), Some(2));
        assert_eq!(
            best_quads(&low[..2], QuadsHigh::Four).map(|q| q.player),
            Some(1)
        );
    }

    #[test]
    fn a_hand_with_two_fours_of_a_kind_counts_its_best() {
        let hands = [set("2c 2d 2h 2s 4c 4d 4h 4s"), set("Ac Ad Ah As")];
        let best = |order| best_quads(&hands, order).map(|q| (q.player, q.rank));
        assert_eq!(best(QuadsHigh::Ace), Some((1, Rank::Ace)));
        assert_eq!(best(QuadsHigh::Four), Some((0, Rank::Four)));
        assert_eq!(best_quads(&[set("Ac Kd")], QuadsHigh::Ace), None);
    }

    // --- Resolving deals -------------------------------------------------------------

    /// The seed "golden 1" dealt to four: the deal of the worked example in docs/dealing.md.
    pub(crate) const GOLDEN_4: [&str; 4] = [
        "Ad Ac Kd Qh Qc Th Tc 9s 7s 6d 5s 4c 2s",
        "Jc Ts Td 9h 9c 8h 8c 7h 7d 6h 5h 4d 2d",
        "Ks Qd Js Jh Jd 9d 7c 6s 5d 4h 3s 3h 3c",
        "As Ah Kh Kc Qs 8s 8d 6c 5c 4s 3d 2h 2c",
    ];
    /// The seed "golden 1" dealt to three; 2h is face up.
    pub(crate) const GOLDEN_3: [&str; 3] = [
        "As Ah Jh Jc Ts Tc 9s 9d 6h 6c 5s 5c 4h 4d 4c 3h 2s",
        "Ad Ac Ks Kc Qs Qh Qd Jd Td 9c 8s 8h 7h 6d 3s 2d 2c",
        "Kh Kd Qc Js Th 9h 8d 8c 7s 7d 7c 6s 5h 5d 4s 3d 3c",
    ];

    pub(crate) fn seat(hand: &str, combinations: &[&str]) -> PlayerInput {
        PlayerInput {
            hand: cards(hand),
            combinations: Some(combinations.iter().map(|c| cards(c)).collect()),
            discards: None,
        }
    }

    pub(crate) fn no_partitions(hands: &[&str]) -> Vec<PlayerInput> {
        hands
            .iter()
            .map(|h| PlayerInput {
                hand: cards(h),
                ..PlayerInput::default()
            })
            .collect()
    }

    /// Moves `a` from seat `from` to seat `to` and `b` back, keeping both hands' sizes.
    pub(crate) fn trade(players: &mut [PlayerInput], from: usize, a: &str, to: usize, b: &str) {
        let (a, b): (Card, Card) = (a.parse().unwrap(), b.parse().unwrap());
        let i = players[from].hand.iter().position(|&c| c == a).unwrap();
        let j = players[to].hand.iter().position(|&c| c == b).unwrap();
        players[from].hand[i] = b;
        players[to].hand[j] = a;
    }

    /// Valid partitions of the golden four-player deal, worked by hand.
    pub(crate) fn golden_4_partitions() -> Vec<PlayerInput> {
        vec![
            // A-K-Q, 7-6-5, flush A-Q-10, unrelated 10-9-4; discards 2s.
            seat(
                GOLDEN_4[0],
                &["Ad Kd Qh", "7s 6d 5s", "Ac Qc Tc", "Th 9s 4c"],
            ),
            // straight flush 9-8-7, J-10-9, 8-7-6, flush 10-4-2; discards 5h.
            seat(
                GOLDEN_4[1],
                &["9h 8h 7h", "Jc Ts 9c", "8c 7d 6h", "Td 4d 2d"],
            ),
            // three jacks, three threes, flush Q-9-5, unrelated K-7-4; discards 6s.
            seat(
                GOLDEN_4[2],
                &["Js Jh Jd", "3s 3h 3c", "Qd 9d 5d", "Ks 7c 4h"],
            ),
            // A-K-Q, 3-2-A, 6-5-4, unrelated K-8-2; discards 8d.
            seat(
                GOLDEN_4[3],
                &["As Kh Qs", "3d 2c Ah", "6c 5c 4s", "Kc 8s 2h"],
            ),
        ]
    }

    pub(crate) fn deal_input(dealer: usize, players: Vec<PlayerInput>) -> DealInput {
        DealInput {
            dealer,
            players,
            ..DealInput::default()
        }
    }

    fn settle(rules: &Rules, input: &DealInput) -> Settlement {
        let outcome = resolve_deal(rules, input).unwrap();
        assert!(outcome.violations.is_empty(), "{:?}", outcome.violations);
        outcome.settlement.unwrap()
    }

    fn column(s: &Settlement, f: impl Fn(&Round) -> usize) -> Vec<usize> {
        s.rounds.iter().map(f).collect()
    }

    fn seats(round: &Round) -> Vec<usize> {
        round.plays.iter().map(|p| p.player).collect()
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

    /// The golden deal with seats 1 and 2 playing without their best sets (seat 2 keeps
    /// three), so that round 1 is a tie between the A-K-Q of seats 3 and 0.
    pub(crate) fn golden_4_tie() -> DealInput {
        let mut players = golden_4_partitions();
        players[1] = seat(
            GOLDEN_4[1],
            &["Jc Ts 9h", "9c 8h 7h", "8c 7d 6h", "Td 4d 2d"],
        );
        players[2] = seat(GOLDEN_4[2], &["Ks Qd Js", "Jd 9d 5d", "Jh 4h 3h"]);
        deal_input(1, players)
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

    /// Ramchi for three, "golden 1", dealer 1: seat 0 keeps four sets, seat 1 two, seat 2 five.
    pub(crate) fn golden_3_short() -> Vec<PlayerInput> {
        vec![
            seat(
                GOLDEN_3[0],
                &["4h 4d 4c", "3h 2s As", "Jh Ts 9s", "Jc Tc 9d"],
            ),
            seat(GOLDEN_3[1], &["Qs Qh Qd", "Jd Td 9c"]),
            seat(
                GOLDEN_3[2],
                &["7s 7d 7c", "Kh Qc Js", "Th 9h 8d", "6s 5h 4s", "Kd 5d 3d"],
            ),
        ]
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
                .any(|w| w.player == 1 && w.violation.code() == "FEWER_THAN_POSSIBLE")
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

    /// The golden four-player deal with the four aces in seat 0 and the four fours in seat 2.
    pub(crate) fn aces_and_fours() -> Vec<PlayerInput> {
        let mut players = no_partitions(&GOLDEN_4);
        trade(&mut players, 3, "As", 0, "Kd");
        trade(&mut players, 3, "Ah", 0, "Qh");
        trade(&mut players, 0, "4c", 2, "3s");
        trade(&mut players, 1, "4d", 2, "3h");
        trade(&mut players, 3, "4s", 2, "3c");
        players
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
                    player: 0,
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
                player: 0,
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
                player: 2,
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
                player: 0,
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
                player: 2,
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
            .map(|v| (v.player, v.violation.code()))
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
            .map(|v| (v.player, v.violation.code(), v.violation.combination))
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
        assert_eq!((v.player, v.violation.code()), (1, "CARD_NOT_IN_HAND"));
        assert_eq!(v.violation.card, "2h".parse().ok());
        // Exchanged, the 2♦ is gone.
        let gone = golden_3_exchange(&["Qs Qh Qd", "3s 2d Ad"]);
        let outcome = resolve_deal(&rules, &gone).unwrap();
        let v = &outcome.violations[0];
        assert_eq!((v.player, v.violation.code()), (1, "CARD_NOT_IN_HAND"));
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
                player: 1,
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

    /// Contract errors as (code, path) pairs, for comparison with [`pairs`].
    pub(crate) fn codes(errors: Vec<DealError>) -> Vec<(&'static str, String)> {
        errors.into_iter().map(|e| (e.code(), e.path)).collect()
    }

    fn errors(rules: &Rules, input: &DealInput) -> Vec<(&'static str, String)> {
        codes(resolve_deal(rules, input).unwrap_err())
    }

    pub(crate) fn pairs(expected: &[(&'static str, &str)]) -> Vec<(&'static str, String)> {
        expected.iter().map(|&(c, p)| (c, p.to_owned())).collect()
    }

    #[test]
    fn a_deal_with_the_wrong_number_of_players_is_refused() {
        let mut input = deal_input(0, golden_4_partitions());
        input.players.pop();
        assert_eq!(
            errors(&Rules::default(), &input),
            pairs(&[("WRONG_PLAYER_COUNT", "/players")])
        );
    }

    #[test]
    fn a_hand_of_the_wrong_size_is_refused_with_its_path() {
        let mut input = deal_input(0, golden_4_partitions());
        input.players[2].hand.pop();
        input.players[0].hand.clear();
        assert_eq!(
            errors(&Rules::default(), &input),
            pairs(&[
                ("WRONG_HAND_SIZE", "/players/0/hand"),
                ("WRONG_HAND_SIZE", "/players/2/hand")
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
            (e[0].code(), e[0].path.as_str()),
            ("DUPLICATE_CARD", "/players/1/hand/4")
        );
        assert_eq!(
            e[0].message(),
            "Ad is dealt twice (it is also at /players/0/hand/0)"
        );
        // A face-up card that is also in a hand.
        let mut input = deal_input(0, golden_3_short());
        input.face_up = "As".parse().ok();
        assert_eq!(
            errors(&Preset::Ramchi3.rules(), &input),
            pairs(&[("DUPLICATE_CARD", "/face_up")])
        );
    }

    #[test]
    fn a_face_up_card_or_exchange_where_the_rules_deal_none_is_refused() {
        let mut input = deal_input(0, golden_4_partitions());
        input.face_up = "As".parse().ok();
        input.exchanged = true;
        assert_eq!(
            errors(&Rules::default(), &input),
            pairs(&[
                ("FACE_UP_NOT_DEALT", "/face_up"),
                ("EXCHANGE_NOT_ALLOWED", "/exchanged")
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
            pairs(&[("EXCHANGE_NOT_ALLOWED", "/exchanged")])
        );
    }

    #[test]
    fn an_exchange_needs_the_face_up_card_and_a_holder_of_the_two_of_diamonds() {
        let rules = Preset::Ramchi3.rules();
        let mut input = golden_3_exchange(&["Qs Qh Qd"]);
        input.face_up = None;
        assert_eq!(
            errors(&rules, &input),
            pairs(&[("EXCHANGED_WITHOUT_FACE_UP", "/exchanged")])
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
            pairs(&[("EXCHANGED_WITHOUT_TWO_OF_DIAMONDS", "/exchanged")])
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
            pairs(&[
                ("DEALER_OUT_OF_RANGE", "/dealer"),
                ("NEGATIVE_POOL", "/pool_carried"),
                ("WRONG_HAND_SIZE", "/players/3/hand"),
                ("DUPLICATE_CARD", "/players/3/hand/13"),
                ("FACE_UP_NOT_DEALT", "/face_up"),
            ])
        );
        let input = DealInput {
            pool_carried: MAX_POOL_CARRIED + 1,
            ..deal_input(0, golden_4_partitions())
        };
        assert_eq!(
            errors(&Rules::default(), &input),
            pairs(&[("POOL_TOO_LARGE", "/pool_carried")])
        );
    }

    // --- Laws ---------------------------------------------------------------------------

    pub(crate) fn any_rules() -> impl Strategy<Value = Rules> {
        (
            prop::sample::select(Preset::ALL.to_vec()),
            any::<bool>(),
            any::<bool>(),
        )
            .prop_map(|(preset, four, last)| Rules {
                quads_high: if four {
                    QuadsHigh::Four
                } else {
                    QuadsHigh::Ace
                },
                ties: if last {
                    Ties::LastShown
                } else {
                    Ties::FirstShown
                },
                ..preset.rules()
            })
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
                    prop_assert_eq!((s.next_dealer, s.pool_remaining), (q.player, 0));
                }
                None => {
                    let most = input.players.iter()
                        .map(|p| p.combinations.as_ref().map_or(0, Vec::len)).max();
                    prop_assert_eq!(Some(s.rounds.len()), most);
                    prop_assert_eq!(s.next_dealer, s.rounds.last().unwrap().winner);
                    prop_assert_eq!(s.rounds[0].leader, (input.dealer + 1) % rules.players);
                    for r in &s.rounds {
                        prop_assert_eq!(r.leader, r.plays[0].player);
                        prop_assert!(r.plays.iter().any(|p| p.player == r.winner));
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
