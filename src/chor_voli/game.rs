//! A game of several deals (`docs/rules/chor-voli.md`, "A game of several deals"): the deals are replayed
//! in order, each judged as [`resolve_deal`](super::resolve_deal) judges one, with the
//! dealer, the antes and the pool following from the deals before it.
//!
//! - Before each deal every player antes (pool scoring). The dealer of the first deal is
//!   `first_dealer`; each later dealer is the previous deal's `next_dealer`; chips a short
//!   deal leaves in the pool stay there for the next.
//! - The game is over when a player cannot ante (has fewer chips than the ante). That is
//!   judged before the first deal and after each deal, for the next one; a deal submitted
//!   after the game is over is a contract error (`GAME_FINISHED` at `/deals/N`), one per such
//!   deal. Under each-opponent scoring there is no ante, balances may go below zero and the
//!   game never ends this way.
//! - An invalid deal (a partition that breaks a rule) stops the replay: its result lists the
//!   violations and the later deals are not judged. The game is then **not** finished; the
//!   answer reports the state the invalid deal started from, so that a client can correct
//!   that deal and resubmit: `chips` and `pool` are as before it (its antes are not taken,
//!   and its `chips_after` equal the chips before it), `next_dealer` is its dealer, and
//!   `reason` is [`StopReason::InvalidDeal`].
//! - Contract errors in any deal (wrong hand sizes, a card twice, …, with paths under
//!   `/deals/N`) are all reported before anything is replayed.
//!
//! Arithmetic: at most [`MAX_DEALS`] deals, chips from 0 to [`MAX_CHIPS`] and amounts of
//! consistent rules keep every balance and pool far below `i64::MAX` (and below 2^53): the
//! pool never holds more than all the chips at the table.

use super::deal::{
    self, DealCards, DealError, DealErrorKind, DealField, DealOutcome, DealPosition, PlayerInput,
};
use super::rules::Rules;
use crate::cards::Card;
use crate::named::named_enum;

/// The most chips a player may bring to a game.
pub const MAX_CHIPS: i64 = 1_000_000_000_000_000;

/// The most deals one game request may replay.
pub const MAX_DEALS: usize = 1_000;

/// One deal of a game as reported: the deal of `resolve_deal` without the dealer and the
/// pool, which follow from the game.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct GameDealInput {
    pub players: Vec<PlayerInput>,
    pub face_up: Option<Card>,
    pub exchanged: bool,
}

/// One replayed deal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameDeal {
    pub dealer: usize,
    pub result: DealOutcome,
    /// Every player's chips after this deal (unchanged when the deal is invalid).
    pub chips_after: Vec<i64>,
}

named_enum! {
    /// Why the replay ended before or at the end of the submitted deals.
    StopReason {
        /// A player cannot ante for the next deal: the game is over.
        CannotAnte => "cannot-ante",
        /// The last replayed deal breaks a rule; the game goes on once it is corrected.
        InvalidDeal => "invalid-deal",
    }
}

/// The state of a game after its deals.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameOutcome {
    /// The replayed deals, in order (up to and including an invalid one).
    pub deals: Vec<GameDeal>,
    /// Every player's chips now.
    pub chips: Vec<i64>,
    /// What the pool holds now (before the next deal's antes).
    pub pool: i64,
    /// Who deals the next deal.
    pub next_dealer: usize,
    /// Whether the game is over: a player cannot ante.
    pub finished: bool,
    /// Why the replay stopped, when it did: [`StopReason::CannotAnte`] with `finished`,
    /// [`StopReason::InvalidDeal`] without.
    pub reason: Option<StopReason>,
    /// The players with the most chips, in seat order.
    pub leaders: Vec<usize>,
}

/// Replays a game (see the module docs). `Err` lists every contract error.
///
/// ```
/// use hakam::chor_voli::{Preset, StopReason, resolve_game};
///
/// // Ramchi for four antes 5: a player with 4 chips ends the game before it starts.
/// let game = resolve_game(&Preset::Ramchi4.rules(), &[4, 30, 30, 30], 0, &[]).unwrap();
/// assert!(game.finished);
/// assert_eq!(game.reason, Some(StopReason::CannotAnte));
/// assert_eq!(game.leaders, [1, 2, 3]);
/// ```
pub fn resolve_game(
    rules: &Rules,
    chips: &[i64],
    first_dealer: usize,
    deals: &[GameDealInput],
) -> Result<GameOutcome, Vec<DealError>> {
    resolve_game_limited(rules, chips, first_dealer, deals, MAX_DEALS)
}

/// [`resolve_game`] with at most `max_deals` deals (itself at most [`MAX_DEALS`]): the one
/// place a game's length is checked (`TOO_MANY_DEALS`).
pub fn resolve_game_limited(
    rules: &Rules,
    chips: &[i64],
    first_dealer: usize,
    deals: &[GameDealInput],
    max_deals: usize,
) -> Result<GameOutcome, Vec<DealError>> {
    let max_deals = max_deals.min(MAX_DEALS);
    let mut errors = Vec::new();
    if chips.len() != rules.players {
        errors.push(error(
            DealPosition::of(DealField::Chips),
            DealErrorKind::WrongPlayerCount {
                expected: rules.players,
                found: chips.len(),
            },
        ));
    }
    for (i, &c) in chips.iter().enumerate() {
        if !(0..=MAX_CHIPS).contains(&c) {
            errors.push(error(
                DealPosition::of(DealField::PlayerChips { seat: i }),
                DealErrorKind::ChipsOutOfRange {
                    chips: c,
                    max: MAX_CHIPS,
                },
            ));
        }
    }
    if first_dealer >= rules.players {
        errors.push(error(
            DealPosition::of(DealField::FirstDealer),
            DealErrorKind::DealerOutOfRange {
                dealer: first_dealer,
                players: rules.players,
            },
        ));
    }
    if deals.len() > max_deals {
        errors.push(error(
            DealPosition::of(DealField::Deals),
            DealErrorKind::TooManyDeals {
                max: max_deals,
                found: deals.len(),
            },
        ));
        return Err(errors);
    }
    let mut hands = Vec::with_capacity(deals.len());
    for (n, d) in deals.iter().enumerate() {
        hands.push(deal::check_deal(rules, deal_cards(d), Some(n), &mut errors));
    }
    if !errors.is_empty() {
        return Err(errors);
    }

    let ante = rules.scoring.ante();
    let cannot_ante = |chips: &[i64]| {
        rules
            .scoring
            .has_pool()
            .then(|| chips.iter().position(|&c| c < ante))
            .flatten()
    };
    let mut chips = chips.to_vec();
    let mut pool = 0;
    let mut dealer = first_dealer;
    let mut replayed = Vec::with_capacity(deals.len());
    let mut reason = None;
    let mut broke = cannot_ante(&chips);
    for (n, (d, dealt)) in deals.iter().zip(hands).enumerate() {
        if let Some(seat) = broke {
            errors.push(error(
                DealPosition::in_deal(n, DealField::Whole),
                DealErrorKind::GameFinished { seat, ante },
            ));
            continue;
        }
        // The contract checks above passed, so every deal has its hands.
        let Some(dealt) = dealt else { continue };
        let result = deal::judge(rules, deal_cards(d), dealer, pool, &dealt);
        let Some(settlement) = &result.settlement else {
            replayed.push(GameDeal {
                dealer,
                result,
                chips_after: chips.clone(),
            });
            reason = Some(StopReason::InvalidDeal);
            break;
        };
        for (c, gain) in chips.iter_mut().zip(&settlement.chips) {
            *c += gain;
        }
        pool = settlement.pool_remaining;
        let this_dealer = std::mem::replace(&mut dealer, settlement.next_dealer);
        replayed.push(GameDeal {
            dealer: this_dealer,
            result,
            chips_after: chips.clone(),
        });
        broke = cannot_ante(&chips);
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    if broke.is_some() {
        reason = Some(StopReason::CannotAnte);
    }
    let most = chips.iter().copied().max();
    let leaders = (0..chips.len())
        .filter(|&p| Some(chips[p]) == most)
        .collect();
    Ok(GameOutcome {
        deals: replayed,
        chips,
        pool,
        next_dealer: dealer,
        finished: broke.is_some(),
        reason,
        leaders,
    })
}

fn deal_cards(d: &GameDealInput) -> DealCards<'_> {
    DealCards {
        players: &d.players,
        face_up: d.face_up,
        exchanged: d.exchanged,
    }
}

fn error(at: DealPosition, kind: DealErrorKind) -> DealError {
    DealError { at, kind }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Rank;
    use crate::chor_voli::Preset;
    use crate::chor_voli::deal::sample_deal;
    use crate::chor_voli::deal::testing::{
        GOLDEN_4, aces_and_fours, any_rules, codes, deal_input, golden_3_short,
        golden_4_partitions, golden_4_tie, seat,
    };
    use crate::chor_voli::deal::{DealInput, Quads};
    use proptest::prelude::*;

    /// A deal of a game: the cards and partitions of `input`, without dealer and pool.
    fn of(input: DealInput) -> GameDealInput {
        GameDealInput {
            players: input.players,
            face_up: input.face_up,
            exchanged: input.exchanged,
        }
    }

    fn errors(result: Result<GameOutcome, Vec<DealError>>) -> Vec<(&'static str, DealPosition)> {
        codes(result.unwrap_err())
    }

    #[test]
    fn each_deal_is_dealt_by_the_last_winner_of_the_one_before() {
        let deals = [
            of(deal_input(1, golden_4_partitions())), // seat 1 wins the last round
            of(golden_4_tie()),                       // seat 1 again
            of(deal_input(0, aces_and_fours())),      // seat 0's four aces
        ];
        let game = resolve_game(&Rules::default(), &[20; 4], 1, &deals).unwrap();
        let dealers: Vec<usize> = game.deals.iter().map(|d| d.dealer).collect();
        assert_eq!(dealers, [1, 1, 1]);
        assert_eq!(game.deals[0].chips_after, [19, 21, 21, 19]);
        assert_eq!(game.deals[1].chips_after, [18, 22, 20, 20]);
        assert_eq!(
            game.deals[2].result.quads,
            Some(Quads {
                seat: 0,
                rank: Rank::Ace
            })
        );
        assert_eq!(game.chips, [21, 21, 19, 19]);
        assert_eq!((game.pool, game.next_dealer), (0, 0));
        assert_eq!((game.finished, game.reason), (false, None));
        assert_eq!(game.leaders, [0, 1]);
    }

    /// Ramchi for four: a short deal leaving 8 chips, then four aces taking them.
    fn carry_and_quads() -> Vec<GameDealInput> {
        let mut short = golden_4_partitions();
        short[3] = seat(GOLDEN_4[3], &["3d 2c Ah", "As Kh Qs", "6c 5c 4s"]);
        for p in &mut short[..3] {
            p.combinations.as_mut().unwrap().pop();
        }
        vec![
            of(deal_input(1, short)),
            of(deal_input(1, aces_and_fours())),
        ]
    }

    #[test]
    fn the_pool_carries_over_and_the_game_ends_when_a_player_cannot_ante() {
        let rules = Preset::Ramchi4.rules();
        let game = resolve_game(&rules, &[10; 4], 1, &carry_and_quads()).unwrap();
        // Deal 1: ante 5 each, 2 + 4 + 6 paid out of 20, 8 left in the pool.
        assert_eq!(game.deals[0].chips_after, [5, 11, 11, 5]);
        assert_eq!(
            game.deals[0]
                .result
                .settlement
                .as_ref()
                .unwrap()
                .pool_remaining,
            8
        );
        // Deal 2: the aces take the 8 and the four new antes.
        assert_eq!(game.deals[1].chips_after, [28, 6, 6, 0]);
        assert_eq!(game.pool, 0);
        // Seat 3 has 0 chips and cannot ante 5: the game is over.
        assert!(game.finished);
        assert_eq!(game.reason, Some(StopReason::CannotAnte));
        assert_eq!(game.leaders, [0]);
        assert_eq!(game.chips.iter().sum::<i64>() + game.pool, 40);
    }

    #[test]
    fn a_deal_submitted_after_the_game_is_over_is_refused() {
        let rules = Preset::Ramchi4.rules();
        let mut deals = carry_and_quads();
        deals.push(deals[1].clone());
        deals.push(deals[1].clone());
        assert_eq!(
            errors(resolve_game(&rules, &[10; 4], 1, &deals)),
            Vec::from([
                ("GAME_FINISHED", DealPosition::in_deal(2, DealField::Whole)),
                ("GAME_FINISHED", DealPosition::in_deal(3, DealField::Whole))
            ])
        );
    }

    #[test]
    fn a_player_who_cannot_ante_the_first_deal_ends_the_game_before_it() {
        let rules = Preset::Ramchi4.rules();
        let game = resolve_game(&rules, &[4, 10, 10, 10], 2, &[]).unwrap();
        assert!(game.finished && game.deals.is_empty());
        assert_eq!(game.reason, Some(StopReason::CannotAnte));
        assert_eq!(
            (game.next_dealer, game.leaders.as_slice()),
            (2, [1, 2, 3].as_slice())
        );
        let deals = [of(deal_input(2, golden_4_partitions()))];
        assert_eq!(
            errors(resolve_game(&rules, &[4, 10, 10, 10], 2, &deals)),
            Vec::from([("GAME_FINISHED", DealPosition::in_deal(0, DealField::Whole))])
        );
    }

    #[test]
    fn an_invalid_deal_stops_the_replay_at_the_state_it_started_from() {
        let mut bad = golden_4_partitions();
        bad[2].combinations = None;
        let deals = [
            of(deal_input(1, golden_4_partitions())),
            of(deal_input(1, bad)),
            of(golden_4_tie()),
        ];
        let game = resolve_game(&Rules::default(), &[20; 4], 1, &deals).unwrap();
        assert_eq!(game.deals.len(), 2, "the third deal is not judged");
        let stopped = &game.deals[1];
        assert!(!stopped.result.valid());
        assert_eq!(stopped.result.violations[0].seat, 2);
        assert_eq!(
            stopped.result.violations[0].violation.code(),
            "NO_COMBINATION"
        );
        // Nothing changed hands: resubmit the deal with the same dealer, chips and pool.
        assert_eq!(stopped.chips_after, [19, 21, 21, 19]);
        assert_eq!(game.chips, [19, 21, 21, 19]);
        assert_eq!((game.pool, game.next_dealer, stopped.dealer), (0, 1, 1));
        assert_eq!(
            (game.finished, game.reason),
            (false, Some(StopReason::InvalidDeal))
        );
        assert_eq!(StopReason::InvalidDeal.name(), "invalid-deal");
    }

    #[test]
    fn each_opponent_balances_may_go_below_zero_without_ending_the_game() {
        let rules = Preset::Ramchi3.rules();
        let deals = [of(deal_input(1, golden_3_short()))];
        let game = resolve_game(&rules, &[0, 0, 0], 1, &deals).unwrap();
        assert_eq!(game.chips, [12, -12, 0]);
        assert_eq!((game.finished, game.reason, game.pool), (false, None, 0));
        assert_eq!(game.next_dealer, 2);
    }

    #[test]
    fn every_contract_error_of_a_game_is_listed_with_its_path() {
        let mut broken = golden_4_partitions();
        broken[0].hand.pop();
        let deals = [
            of(deal_input(1, golden_4_partitions())),
            of(deal_input(1, broken)),
        ];
        assert_eq!(
            errors(resolve_game(
                &Rules::default(),
                &[-1, MAX_CHIPS + 1, 0],
                4,
                &deals
            )),
            Vec::from([
                ("WRONG_PLAYER_COUNT", DealPosition::of(DealField::Chips)),
                (
                    "CHIPS_OUT_OF_RANGE",
                    DealPosition::of(DealField::PlayerChips { seat: 0 })
                ),
                (
                    "CHIPS_OUT_OF_RANGE",
                    DealPosition::of(DealField::PlayerChips { seat: 1 })
                ),
                (
                    "DEALER_OUT_OF_RANGE",
                    DealPosition::of(DealField::FirstDealer)
                ),
                (
                    "WRONG_HAND_SIZE",
                    DealPosition::in_deal(1, DealField::Hand { seat: 0 })
                ),
            ])
        );
        let many = vec![GameDealInput::default(); MAX_DEALS + 1];
        assert_eq!(
            errors(resolve_game(&Rules::default(), &[0; 4], 0, &many)),
            Vec::from([("TOO_MANY_DEALS", DealPosition::of(DealField::Deals))])
        );
        let three = vec![GameDealInput::default(); 3];
        let refused = resolve_game_limited(&Rules::default(), &[0; 4], 0, &three, 2).unwrap_err();
        assert_eq!(
            refused[0].kind,
            DealErrorKind::TooManyDeals { max: 2, found: 3 },
            "a configured limit below MAX_DEALS is the one checked"
        );
        let ramchi = [of(DealInput {
            face_up: "As".parse().ok(),
            ..deal_input(0, golden_3_short())
        })];
        assert_eq!(
            errors(resolve_game(&Preset::Ramchi3.rules(), &[0; 3], 0, &ramchi)),
            Vec::from([(
                "DUPLICATE_CARD",
                DealPosition::in_deal(0, DealField::FaceUp)
            )])
        );
    }

    #[test]
    fn a_game_of_the_most_deals_at_the_largest_stakes_stays_in_range() {
        let cap = crate::chor_voli::rules::MAX_AMOUNT;
        let rules = Rules {
            scoring: crate::chor_voli::Scoring::EachOpponent {
                payouts: vec![cap; 5],
            },
            ..Preset::Ramchi3.rules()
        };
        assert!(rules.problems().is_empty());
        let ten: Vec<GameDealInput> = (0..10)
            .map(|i| of(sample_deal(&rules, &format!("stakes {i}"), true)))
            .collect();
        let deals: Vec<GameDealInput> = ten.iter().cycle().take(MAX_DEALS).cloned().collect();
        let game = resolve_game(&rules, &[MAX_CHIPS; 3], 0, &deals).unwrap();
        assert_eq!(game.deals.len(), MAX_DEALS);
        assert_eq!(game.chips.iter().sum::<i64>(), 3 * MAX_CHIPS);
        // No balance moves by more than 15·10^9 a deal.
        let moved = 1_000 * 3 * 5 * cap;
        assert!(game.chips.iter().all(|c| (c - MAX_CHIPS).abs() <= moved));
    }

    proptest! {
        #[test]
        fn a_game_of_seeded_deals_keeps_every_chip_and_passes_the_deal_on(
            rules in any_rules(),
            seeds in prop::collection::vec("[a-z0-9]{1,8}", 0..12),
            // Enough for twelve antes, so that nobody runs out.
            start in 60..=MAX_CHIPS,
            first_dealer in 0..3usize,
        ) {
            let deals: Vec<GameDealInput> = seeds.iter().map(|s| of(sample_deal(&rules, s, true))).collect();
            let chips = vec![start; rules.players];
            let game = resolve_game(&rules, &chips, first_dealer, &deals).unwrap();
            prop_assert_eq!(game.deals.len(), deals.len());
            let mut dealer = first_dealer;
            let mut before = chips.clone();
            for d in &game.deals {
                prop_assert_eq!(d.dealer, dealer);
                let s = d.result.settlement.as_ref().unwrap();
                dealer = s.next_dealer;
                let after: Vec<i64> = before.iter().zip(&s.chips).map(|(b, g)| b + g).collect();
                prop_assert_eq!(&d.chips_after, &after);
                before = after;
            }
            prop_assert_eq!(game.next_dealer, dealer);
            let total = start * rules.players as i64;
            prop_assert_eq!(game.chips.iter().sum::<i64>() + game.pool, total);
            prop_assert!(game.leaders.iter().all(|&p| game.chips[p] == *game.chips.iter().max().unwrap()));
        }
    }
}
