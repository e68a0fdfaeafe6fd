//! One showdown: who wins among the combinations shown, in the order shown.
//!
//! A round is refused (every problem listed, each with its position) when it has no play, a
//! seat outside the table or twice, a card shown twice, or three cards that are no
//! combination. Otherwise the strongest combination wins; among equals the rules' `ties`
//! decides (the first or the last shown).

use super::combination::{self, Combination, InvalidReason};
use super::rules::Rules;
use crate::cards::{Card, CardSet};

/// One player's play: the seat and the three cards shown. `cards` is `None` when the edge
/// already refused them (not three distinct cards); the round still checks the seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoundPlay {
    pub seat: usize,
    pub cards: Option<[Card; 3]>,
}

/// Where in a round a problem is: the play's index, and what of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoundPosition {
    /// The list of plays itself.
    Plays,
    /// The seat of play `n`.
    Player(usize),
    /// The combination of play `n`.
    Combination(usize),
    /// Card `card` (0 to 2) of play `play`'s combination.
    Card { play: usize, card: usize },
}

/// Why a round cannot be resolved.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RoundErrorKind {
    #[error("a round needs at least one play")]
    NoPlays,
    #[error("seat {seat} does not exist: the rules seat {players} players (0 to {})", .players.saturating_sub(1))]
    UnknownPlayer { seat: usize, players: usize },
    #[error("player {0} plays twice in one round")]
    PlayerTwice(usize),
    #[error("{0} is shown twice in the round")]
    DuplicateCard(Card),
    #[error("{} is not a combination: {reason}", crate::cards::spaced(.cards))]
    InvalidCombination {
        cards: [Card; 3],
        reason: InvalidReason,
    },
}

impl RoundErrorKind {
    /// The stable code the API reports.
    pub const fn code(&self) -> &'static str {
        match self {
            RoundErrorKind::NoPlays => "NO_PLAYS",
            RoundErrorKind::UnknownPlayer { .. } => "UNKNOWN_PLAYER",
            RoundErrorKind::PlayerTwice(_) => "PLAYER_TWICE",
            RoundErrorKind::DuplicateCard(_) => "DUPLICATE_CARD",
            RoundErrorKind::InvalidCombination { .. } => "INVALID_COMBINATION",
        }
    }
}

/// One reason a round is refused, and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundError {
    pub at: RoundPosition,
    pub kind: RoundErrorKind,
}

/// A resolved round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundOutcome {
    /// The winning player's seat.
    pub winner: usize,
    /// The index of the winning play.
    pub winning_play: usize,
    /// Each play's combination, in the order shown.
    pub combinations: Vec<Combination>,
}

/// Resolves one showdown under `rules` (see the module docs). `players` is the number of
/// seats the seats are checked against (normally `rules.players`).
///
/// ```
/// use hakam::cards::Card;
/// use hakam::chor_voli::{Rules, round::{RoundPlay, resolve_round}};
///
/// let play = |seat, t: [&str; 3]| RoundPlay { seat, cards: Some(t.map(|c| c.parse::<Card>().unwrap())) };
/// let plays = [play(2, ["Ah", "Kd", "Jc"]), play(3, ["9h", "8h", "7h"])];
/// assert_eq!(resolve_round(&Rules::default(), 4, &plays).unwrap().winner, 3);
/// ```
pub fn resolve_round(
    rules: &Rules,
    players: usize,
    plays: &[RoundPlay],
) -> Result<RoundOutcome, Vec<RoundError>> {
    let mut errors = Vec::new();
    let mut error = |at, kind| errors.push(RoundError { at, kind });
    if plays.is_empty() {
        error(RoundPosition::Plays, RoundErrorKind::NoPlays);
    }
    let mut seats = vec![false; players];
    let mut shown = CardSet::EMPTY;
    let mut combinations = Vec::with_capacity(plays.len());
    for (i, play) in plays.iter().enumerate() {
        match seats.get_mut(play.seat) {
            None => error(
                RoundPosition::Player(i),
                RoundErrorKind::UnknownPlayer {
                    seat: play.seat,
                    players,
                },
            ),
            Some(true) => error(
                RoundPosition::Player(i),
                RoundErrorKind::PlayerTwice(play.seat),
            ),
            Some(seen) => *seen = true,
        }
        let Some(cards) = play.cards else { continue };
        for (j, &c) in cards.iter().enumerate() {
            if !shown.insert(c) {
                error(
                    RoundPosition::Card { play: i, card: j },
                    RoundErrorKind::DuplicateCard(c),
                );
            }
        }
        match Combination::new(cards, rules.rank_order()) {
            Ok(c) => combinations.push(c),
            Err(reason) => error(
                RoundPosition::Combination(i),
                RoundErrorKind::InvalidCombination { cards, reason },
            ),
        }
    }
    if !errors.is_empty() || combinations.len() != plays.len() {
        return Err(errors);
    }
    let winning_play =
        combination::winner(combinations.iter().map(Combination::strength), rules.ties)
            .unwrap_or(0);
    Ok(RoundOutcome {
        winner: plays[winning_play].seat,
        winning_play,
        combinations,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chor_voli::{Preset, Ties};

    fn play(seat: usize, t: [&str; 3]) -> RoundPlay {
        RoundPlay {
            seat,
            cards: Some(t.map(|c| c.parse().unwrap())),
        }
    }

    #[test]
    fn the_strongest_wins_and_equals_go_by_the_tie_rule() {
        // pagat: a straight flush beats a straight; two equal runs of different suits tie.
        let plays = [
            play(2, ["Ah", "Kd", "Jc"]),
            play(3, ["9h", "8h", "7h"]),
            play(0, ["9s", "8s", "7s"]),
        ];
        let rules = Rules::default();
        assert_eq!(resolve_round(&rules, 4, &plays).unwrap().winner, 3);
        let last = Rules {
            ties: Ties::LastShown,
            ..rules
        };
        let outcome = resolve_round(&last, 4, &plays).unwrap();
        assert_eq!((outcome.winner, outcome.winning_play), (0, 2));
    }

    #[test]
    fn a_player_alone_in_a_round_wins_it() {
        let plays = [play(1, ["5h", "3c", "2d"])];
        assert_eq!(
            resolve_round(&Rules::default(), 4, &plays).unwrap().winner,
            1
        );
    }

    #[test]
    fn every_problem_of_a_round_is_listed_with_its_position() {
        let rules = Preset::Ramchi3.rules();
        let plays = [
            play(1, ["9h", "8h", "7h"]),
            play(1, ["9s", "8s", "7s"]),
            play(3, ["9h", "Kd", "Jc"]),
            play(0, ["7c", "7d", "Kd"]),
        ];
        let errors = resolve_round(&rules, 3, &plays).unwrap_err();
        let found: Vec<_> = errors.iter().map(|e| (e.kind.code(), e.at)).collect();
        assert_eq!(
            found,
            [
                ("PLAYER_TWICE", RoundPosition::Player(1)),
                ("UNKNOWN_PLAYER", RoundPosition::Player(2)),
                ("DUPLICATE_CARD", RoundPosition::Card { play: 2, card: 0 }),
                ("DUPLICATE_CARD", RoundPosition::Card { play: 3, card: 2 }),
                ("INVALID_COMBINATION", RoundPosition::Combination(3)),
            ]
        );
        let none = resolve_round(&rules, 3, &[]).unwrap_err();
        assert_eq!(none[0].kind, RoundErrorKind::NoPlays);
    }

    #[test]
    fn a_play_refused_at_the_edge_still_has_its_seat_checked_and_no_winner() {
        let plays = [
            RoundPlay {
                seat: 9,
                cards: None,
            },
            play(0, ["9h", "8h", "7h"]),
        ];
        let errors = resolve_round(&Rules::default(), 4, &plays).unwrap_err();
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0].at, RoundPosition::Player(0));
        let silent = [RoundPlay {
            seat: 0,
            cards: None,
        }];
        assert!(resolve_round(&Rules::default(), 4, &silent).is_err());
    }
}
