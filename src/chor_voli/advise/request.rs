//! An advice request: what to advise on, the bounds of one call, and the contract checks
//! that list every problem of the input, each at its field, before anything is solved.

use super::super::combination::Combination;
use super::super::deal::TWO_OF_DIAMONDS;
use super::super::partition::{self, Violation, ViolationKind};
use super::super::rules::Rules;
use super::super::solver::Budget;
use crate::cards::{Card, CardSet};

/// The most solver candidates per hand a request may ask for.
pub const MAX_CANDIDATES: usize = 50;
/// The candidates per hand when the request does not say.
pub const DEFAULT_CANDIDATES: usize = 20;
/// The most samples a request may ask for.
pub const MAX_SAMPLES: usize = 20_000;
/// The samples when the request does not say.
pub const DEFAULT_SAMPLES: usize = 2_000;
/// The most partitions a request may name.
pub const MAX_PARTITIONS: usize = 50;

/// What to advise on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AdviseInput {
    /// The cards dealt to the player, before any exchange.
    pub hand: Vec<Card>,
    /// The player's seat.
    pub seat: usize,
    /// The dealer; drawn per sample when `None`.
    pub dealer: Option<usize>,
    /// The card dealt face up (rules that deal one); sampled when `None`.
    pub face_up: Option<Card>,
    /// How many of the solver's best partitions to score, per hand (1 to [`MAX_CANDIDATES`]).
    pub candidates: usize,
    /// How many deals to sample (1 to [`MAX_SAMPLES`]).
    pub samples: usize,
    /// Partitions to score as well.
    pub partitions: Vec<PartitionInput>,
    /// Any string: the samples are a function of it.
    pub seed: String,
}

impl Default for AdviseInput {
    fn default() -> AdviseInput {
        AdviseInput {
            hand: Vec::new(),
            seat: 0,
            dealer: None,
            face_up: None,
            candidates: DEFAULT_CANDIDATES,
            samples: DEFAULT_SAMPLES,
            partitions: Vec::new(),
            seed: String::new(),
        }
    }
}

/// A partition the caller wants scored.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PartitionInput {
    /// In play order.
    pub combinations: Vec<Vec<Card>>,
    /// When given, exactly the rest of the hand.
    pub discards: Option<Vec<Card>>,
    /// Whether it partitions the hand after the 2♦ exchange.
    pub exchanged: bool,
}

/// The bounds of one call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AdviseLimits {
    /// The most scorings (samples × candidates, see the module docs) one call may do.
    pub max_work: u64,
    /// The budget of every solver search (the candidates' and each other seat's).
    pub budget: Budget,
    /// Threads to spread the samples over (at least 1).
    pub threads: usize,
}

impl AdviseLimits {
    /// The default bound on work: 20 candidates × 20 000 samples.
    pub const DEFAULT_MAX_WORK: u64 = 400_000;
}

impl Default for AdviseLimits {
    fn default() -> AdviseLimits {
        AdviseLimits {
            max_work: AdviseLimits::DEFAULT_MAX_WORK,
            budget: Budget::default(),
            threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
        }
    }
}

/// What part of the input an error is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AdviseField {
    Hand,
    /// One card of the hand, by its index.
    HandCard(usize),
    Seat,
    Dealer,
    FaceUp,
    Candidates,
    Samples,
    Partitions,
    /// A named partition as a whole.
    Partition(usize),
    /// Its `exchanged` flag.
    PartitionExchanged(usize),
    /// One of its combinations.
    PartitionCombination {
        partition: usize,
        combination: usize,
    },
    /// Its discards.
    PartitionDiscards(usize),
}

/// An input that cannot be advised on: the HTTP layer answers 422 with every one found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AdviseError {
    pub at: AdviseField,
    pub kind: AdviseErrorKind,
}

impl AdviseError {
    /// The stable code the API reports.
    pub const fn code(&self) -> &'static str {
        self.kind.code()
    }

    /// A readable explanation.
    pub fn message(&self) -> String {
        self.kind.to_string()
    }
}

/// Why an input cannot be advised on.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AdviseErrorKind {
    #[error("a hand of these rules has {expected} cards, not {found}")]
    WrongHandSize { expected: usize, found: usize },
    #[error("{0} is in the hand twice")]
    DuplicateCard(Card),
    #[error("the face-up card {0} is also in the hand")]
    FaceUpInHand(Card),
    #[error(
        "{players} players with {hand_size} cards each use the whole pack, so there is no face-up card"
    )]
    FaceUpNotDealt { players: usize, hand_size: usize },
    #[error("the seat must be from 0 to {}, not {seat}", .players - 1)]
    SeatOutOfRange { seat: usize, players: usize },
    #[error("the dealer must be a seat from 0 to {}, not {dealer}", .players - 1)]
    DealerOutOfRange { dealer: usize, players: usize },
    #[error("candidates must be from 1 to {MAX_CANDIDATES}, not {0}")]
    CandidatesOutOfRange(usize),
    #[error("samples must be from 1 to {MAX_SAMPLES}, not {0}")]
    SamplesOutOfRange(usize),
    #[error("at most {MAX_PARTITIONS} partitions may be named, not {0}")]
    TooManyPartitions(usize),
    #[error(
        "the exchange is open only to the holder of the 2♦, when the rules allow it and the face-up card is given"
    )]
    ExchangeNotAvailable,
    /// A named partition breaks a rule of the game.
    #[error("{}", .0.message())]
    IllegalPartition(Violation),
    #[error(
        "{samples} samples × {scored} partitions is {work} scorings, more than the {max} allowed; ask for fewer samples or candidates"
    )]
    TooMuchWork {
        samples: usize,
        scored: usize,
        work: u64,
        max: u64,
    },
    #[error("the solver's budget ran out before it found a partition of the hand")]
    NoPartition,
}

impl AdviseErrorKind {
    /// The stable code the API reports (a broken rule of a named partition keeps its
    /// violation's code).
    pub const fn code(&self) -> &'static str {
        match self {
            AdviseErrorKind::WrongHandSize { .. } => "WRONG_HAND_SIZE",
            AdviseErrorKind::DuplicateCard(_) | AdviseErrorKind::FaceUpInHand(_) => {
                "DUPLICATE_CARD"
            }
            AdviseErrorKind::FaceUpNotDealt { .. } => "FACE_UP_NOT_DEALT",
            AdviseErrorKind::SeatOutOfRange { .. } => "SEAT_OUT_OF_RANGE",
            AdviseErrorKind::DealerOutOfRange { .. } => "DEALER_OUT_OF_RANGE",
            AdviseErrorKind::CandidatesOutOfRange(_) => "CANDIDATES_OUT_OF_RANGE",
            AdviseErrorKind::SamplesOutOfRange(_) => "SAMPLES_OUT_OF_RANGE",
            AdviseErrorKind::TooManyPartitions(_) => "TOO_MANY_PARTITIONS",
            AdviseErrorKind::ExchangeNotAvailable => "EXCHANGE_NOT_AVAILABLE",
            AdviseErrorKind::IllegalPartition(v) => v.code(),
            AdviseErrorKind::TooMuchWork { .. } => "TOO_MUCH_WORK",
            AdviseErrorKind::NoPartition => "NO_PARTITION",
        }
    }
}

/// A named partition once checked: combinations in play order, discards, exchanged.
pub(super) type Named = (Vec<Combination>, Vec<Card>, bool);

/// The input once every contract rule holds.
pub(super) struct Checked {
    pub hand: CardSet,
    /// The hand after the 2♦ exchange, when the exchange is open to the player.
    pub exchanged_hand: Option<CardSet>,
    pub named: Vec<Named>,
}

/// Every contract check of [`advise`](super::advise), in the order the errors are listed:
/// the hand, the seats, the face-up card, the request's sizes, the named partitions, then the
/// work. Each step is one function below; the partitions are only judged on a sound hand and
/// face-up card, and the work only when nothing else is wrong (its count assumes a sound
/// input).
pub(super) fn check(
    rules: &Rules,
    input: &AdviseInput,
    limits: &AdviseLimits,
) -> Result<Checked, Vec<AdviseError>> {
    let mut errors = Vec::new();
    let (hand, hand_ok) = check_hand(rules, &input.hand, &mut errors);
    check_seats(rules, input, &mut errors);
    let face_up_ok = check_face_up(rules, input.face_up, hand, &mut errors);
    check_sizes(input, &mut errors);
    let exchanged_hand = match input.face_up {
        Some(up) if rules.exchange && face_up_ok => exchange(hand, up),
        _ => None,
    };
    let mut named = Vec::new();
    if hand_ok && face_up_ok && input.partitions.len() <= MAX_PARTITIONS {
        named = check_named(rules, input, hand, exchanged_hand, &mut errors);
    }
    if errors.is_empty() {
        errors.extend(check_work(input, exchanged_hand.is_some(), limits));
    }
    if errors.is_empty() {
        Ok(Checked {
            hand,
            exchanged_hand,
            named,
        })
    } else {
        Err(errors)
    }
}

/// The hand's distinct cards, and whether it is sound (the rules' size, no card twice):
/// `WRONG_HAND_SIZE` at the hand, one `DUPLICATE_CARD` at each repeat.
fn check_hand(rules: &Rules, cards: &[Card], errors: &mut Vec<AdviseError>) -> (CardSet, bool) {
    let mut hand = CardSet::EMPTY;
    let mut hand_ok = cards.len() == rules.hand_size;
    if !hand_ok {
        errors.push(AdviseError {
            at: AdviseField::Hand,
            kind: AdviseErrorKind::WrongHandSize {
                expected: rules.hand_size,
                found: cards.len(),
            },
        });
    }
    for (i, &card) in cards.iter().enumerate() {
        if !hand.insert(card) {
            hand_ok = false;
            errors.push(AdviseError {
                at: AdviseField::HandCard(i),
                kind: AdviseErrorKind::DuplicateCard(card),
            });
        }
    }
    (hand, hand_ok)
}

/// The player's seat and the dealer, each a seat of the rules' players.
fn check_seats(rules: &Rules, input: &AdviseInput, errors: &mut Vec<AdviseError>) {
    let players = rules.players;
    if input.seat >= players {
        errors.push(AdviseError {
            at: AdviseField::Seat,
            kind: AdviseErrorKind::SeatOutOfRange {
                seat: input.seat,
                players,
            },
        });
    }
    if let Some(dealer) = input.dealer.filter(|&d| d >= players) {
        errors.push(AdviseError {
            at: AdviseField::Dealer,
            kind: AdviseErrorKind::DealerOutOfRange { dealer, players },
        });
    }
}

/// Whether the face-up card, when given, is sound: these rules deal one, and it is not in
/// the hand. The exchange is only judged with a sound one.
fn check_face_up(
    rules: &Rules,
    face_up: Option<Card>,
    hand: CardSet,
    errors: &mut Vec<AdviseError>,
) -> bool {
    let Some(card) = face_up else {
        return true;
    };
    let kind = if !rules.deals_face_up() {
        AdviseErrorKind::FaceUpNotDealt {
            players: rules.players,
            hand_size: rules.hand_size,
        }
    } else if hand.contains(card) {
        AdviseErrorKind::FaceUpInHand(card)
    } else {
        return true;
    };
    errors.push(AdviseError {
        at: AdviseField::FaceUp,
        kind,
    });
    false
}

/// The request's sizes, each within the engine's bound: candidates, samples, partitions.
fn check_sizes(input: &AdviseInput, errors: &mut Vec<AdviseError>) {
    if !(1..=MAX_CANDIDATES).contains(&input.candidates) {
        errors.push(AdviseError {
            at: AdviseField::Candidates,
            kind: AdviseErrorKind::CandidatesOutOfRange(input.candidates),
        });
    }
    if !(1..=MAX_SAMPLES).contains(&input.samples) {
        errors.push(AdviseError {
            at: AdviseField::Samples,
            kind: AdviseErrorKind::SamplesOutOfRange(input.samples),
        });
    }
    if input.partitions.len() > MAX_PARTITIONS {
        errors.push(AdviseError {
            at: AdviseField::Partitions,
            kind: AdviseErrorKind::TooManyPartitions(input.partitions.len()),
        });
    }
}

/// The hand after the 2♦ exchange for the face-up card `up`, when the player holds the 2♦.
fn exchange(hand: CardSet, up: Card) -> Option<CardSet> {
    hand.contains(TWO_OF_DIAMONDS).then(|| {
        let mut swapped = hand;
        swapped.remove(TWO_OF_DIAMONDS);
        swapped.insert(up);
        swapped
    })
}

/// Each named partition judged by the game's rules ([`partition::validate`]) on the hand it
/// is of (after the exchange when it says so): every violation at the field it is about, and
/// the legal ones, checked.
fn check_named(
    rules: &Rules,
    input: &AdviseInput,
    hand: CardSet,
    exchanged_hand: Option<CardSet>,
    errors: &mut Vec<AdviseError>,
) -> Vec<Named> {
    let mut named = Vec::new();
    for (i, p) in input.partitions.iter().enumerate() {
        let cards = match (p.exchanged, exchanged_hand) {
            (false, _) => hand,
            (true, Some(swapped)) => swapped,
            (true, None) => {
                errors.push(AdviseError {
                    at: AdviseField::PartitionExchanged(i),
                    kind: AdviseErrorKind::ExchangeNotAvailable,
                });
                continue;
            }
        };
        let report = partition::validate(
            rules,
            &cards.sorted_high_first(),
            &p.combinations,
            p.discards.as_deref(),
        );
        for v in &report.violations {
            let at = match (v.combination, v.kind) {
                (Some(combination), _) => AdviseField::PartitionCombination {
                    partition: i,
                    combination,
                },
                (None, ViolationKind::DiscardsMismatch) => AdviseField::PartitionDiscards(i),
                (None, _) => AdviseField::Partition(i),
            };
            errors.push(AdviseError {
                at,
                kind: AdviseErrorKind::IllegalPartition(*v),
            });
        }
        if report.valid {
            let combinations = report
                .combinations
                .iter()
                .filter_map(|e| e.combination().copied())
                .collect();
            named.push((combinations, report.discards, p.exchanged));
        }
    }
    named
}

/// `TOO_MUCH_WORK` at the samples when samples × partitions scored (the candidates of each
/// hand advised on, and the named ones) is over the limit.
fn check_work(input: &AdviseInput, exchange: bool, limits: &AdviseLimits) -> Option<AdviseError> {
    let hands = if exchange { 2 } else { 1 };
    let scored = input.candidates * hands + input.partitions.len();
    let work = (input.samples as u64).saturating_mul(scored as u64);
    (work > limits.max_work).then_some(AdviseError {
        at: AdviseField::Samples,
        kind: AdviseErrorKind::TooMuchWork {
            samples: input.samples,
            scored,
            work,
            max: limits.max_work,
        },
    })
}
