//! A game of several deals (`games/resolve`): each deal is judged as
//! [`resolve_deal`](super::resolve_deal) judges one, with its dealer, its `previous` (Satat's
//! passes) and its count of redeals in a row following from the deals before it.
//!
//! - The dealer of the first deal is `first_dealer`; each later dealer is the previous deal's
//!   `next_dealer` (a redeal keeps dealer and caller).
//! - Scores accumulate: `points` and `sars` add each deal's points. `kots` adds each deal's
//!   kots, and counts streaks: `streak` plain wins in a row by one party score it a kot and the
//!   streak starts again; any kot (kot, bavney, goon-kot) ends every streak; a deal the other
//!   party wins ends a party's streak; a redeal changes nothing. Under `count: tens` only wins
//!   with exactly three tens count towards a streak, and a win with other than three tens
//!   breaks the winner's streak.
//! - Satat's passes are due in the next deal played after a deal whose own kind is `kot` or
//!   `bavney` (a redeal in between changes nothing).
//! - Redeals in a row are counted against `redeal.max_in_a_row`.
//! - The game ends when a party (a player under `sars`) reaches the target; with `sars` several
//!   players may pass it in one deal: the highest score wins, the lowest seat among equals. A
//!   deal after the end is a contract error (`GAME_FINISHED`), one per such deal.
//! - A deal in progress may only be the last one (`DEAL_IN_PROGRESS` otherwise). An invalid deal
//!   stops the replay: it is listed with its violation, the later deals are not judged, and the
//!   game goes on from its dealer once it is corrected.

use super::dealing;
use super::error::{DealError, DealErrorKind, DealField};
use super::replay::{self, Context, DealOutcome, Decisions, Previous};
use super::rules::{Count, Rules, Scoring};
use super::scoring::{ResultKind, score_len};
use super::tally::Tally;

/// The most deals one game request may replay.
pub const MAX_DEALS: usize = 1_000;

/// One replayed deal of a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameDeal {
    pub dealer: usize,
    pub caller: usize,
    /// The deal's judgement (its `result` when complete, its violation when invalid).
    pub outcome: DealOutcome,
    /// The game's score after this deal (unchanged by an invalid or unfinished deal).
    pub score_after: Tally<i64>,
}

/// The state of a game after its deals.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameOutcome {
    /// The replayed deals, in order (up to and including an invalid one).
    pub deals: Vec<GameDeal>,
    /// Per party (per seat under `sars`).
    pub score: Tally<i64>,
    /// Plain wins in a row per party under `kots` scoring (zeros otherwise).
    pub streaks: Tally<i64>,
    pub next_dealer: usize,
    pub next_caller: usize,
    /// The target was reached.
    pub finished: bool,
    /// The winning party (seat under `sars`) of a finished game.
    pub winner: Option<usize>,
}

/// Replays a game (see the module docs). `Err` lists every contract error.
pub fn resolve_game(
    rules: &Rules,
    first_dealer: usize,
    deals: &[Decisions],
) -> Result<GameOutcome, Vec<DealError>> {
    resolve_game_limited(rules, first_dealer, deals, MAX_DEALS)
}

/// [`resolve_game`] with at most `max_deals` deals (itself at most [`MAX_DEALS`]): the one
/// place a game's length is checked (`WRONG_DEAL_COUNT`).
pub fn resolve_game_limited(
    rules: &Rules,
    first_dealer: usize,
    deals: &[Decisions],
    max_deals: usize,
) -> Result<GameOutcome, Vec<DealError>> {
    let max_deals = max_deals.min(MAX_DEALS);
    dealing::check_rules(rules).map_err(|e| vec![e])?;
    let n = rules.players;
    let mut errors: Vec<DealError> =
        dealing::check_dealer(rules, first_dealer, DealField::FirstDealer)
            .err()
            .into_iter()
            .collect();
    if deals.is_empty() || deals.len() > max_deals {
        errors.push(DealError::new(
            DealField::Deals,
            DealErrorKind::WrongDealCount {
                max: max_deals,
                found: deals.len(),
            },
        ));
        return Err(errors);
    }
    let mut sources = Vec::with_capacity(deals.len());
    for (i, d) in deals.iter().enumerate() {
        let before = errors.len();
        sources.push(replay::check_decisions(rules, d, &mut errors));
        for e in &mut errors[before..] {
            e.deal = Some(i);
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }

    let parties = rules.parties();
    let mut score = Tally::<i64>::new(score_len(rules));
    let mut streaks = Tally::<i64>::new(parties);
    let mut dealer = first_dealer;
    let mut context = Context::default();
    let mut replayed = Vec::with_capacity(deals.len());
    let mut winner = None;
    for (i, (d, source)) in deals.iter().zip(&sources).enumerate() {
        if winner.is_some() {
            errors.push(DealError {
                deal: Some(i),
                at: DealField::Deal,
                kind: DealErrorKind::GameFinished,
            });
            continue;
        }
        // Every source passed the checks above.
        let Some(source) = source else { continue };
        let table = replay::dealt_cards(rules, source, dealer);
        let outcome = replay::replay(rules, &table, d, &context);
        let caller = (dealer + 1) % n;
        let stop = !outcome.valid() || !outcome.complete;
        if outcome.valid() && !outcome.complete && i + 1 < deals.len() {
            return Err(vec![DealError {
                deal: Some(i),
                at: DealField::Deal,
                kind: DealErrorKind::DealInProgress,
            }]);
        }
        if let Some(result) = outcome.result.filter(|_| !stop) {
            if result.kind == ResultKind::Redeal {
                context.redeals_in_a_row += 1;
            } else {
                context.redeals_in_a_row = 0;
                context.previous = result.winner.map(|party| Previous {
                    kot: matches!(result.kind, ResultKind::Kot | ResultKind::Bavney),
                    bavney: result.kind == ResultKind::Bavney,
                    party,
                });
                for (s, p) in score.iter_mut().zip(result.points.iter()) {
                    *s += p;
                }
                if let (Scoring::Kots { streak, .. }, Some(w)) = (rules.scoring, result.winner) {
                    count_streak(
                        rules,
                        &mut score,
                        &mut streaks,
                        &outcome,
                        result.kind,
                        w,
                        streak,
                    );
                }
                winner = game_winner(rules, &score);
            }
            dealer = outcome.next_dealer.unwrap_or(dealer);
        }
        replayed.push(GameDeal {
            dealer: table.dealer,
            caller,
            outcome,
            score_after: score,
        });
        if stop {
            break;
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    Ok(GameOutcome {
        deals: replayed,
        score,
        streaks,
        next_dealer: dealer,
        next_caller: (dealer + 1) % n,
        finished: winner.is_some(),
        winner,
    })
}

/// The streaks after a deal won by party `w` (kots scoring).
fn count_streak(
    rules: &Rules,
    score: &mut Tally<i64>,
    streaks: &mut Tally<i64>,
    outcome: &DealOutcome,
    kind: ResultKind,
    w: usize,
    streak: Option<i64>,
) {
    if kind.is_kot() {
        streaks.iter_mut().for_each(|s| *s = 0);
        return;
    }
    for (p, s) in streaks.iter_mut().enumerate() {
        if p != w {
            *s = 0;
        }
    }
    let counts = match (rules.count, &outcome.tens_won) {
        (Count::Tens, Some(tens)) => tens.get(w) == Some(&3),
        _ => true,
    };
    let Some(s) = streaks.get_mut(w) else { return };
    if !counts {
        *s = 0;
        return;
    }
    *s += 1;
    if let Some(len) = streak
        && *s >= len
    {
        *s = 0;
        if let Some(points) = score.get_mut(w) {
            *points += 1;
        }
    }
}

/// The winner once the target is reached: the highest score, the lowest index among equals.
fn game_winner(rules: &Rules, score: &[i64]) -> Option<usize> {
    let target = rules.scoring.target()?;
    let best = score.iter().copied().max()?;
    if best < target {
        return None;
    }
    score.iter().position(|&s| s == best)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Suit;
    use crate::court_piece::replay::{Pass, RedealBy, RedealRequest};
    use crate::court_piece::rules::Preset;
    use crate::court_piece::testkit::{Script, cards};
    use crate::court_piece::violation::ViolationCode;

    /// A game built deal by deal, each deal written for the dealer the game gives it.
    struct Game {
        rules: Rules,
        first_dealer: usize,
        deals: Vec<Decisions>,
    }

    impl Game {
        fn new(rules: Rules, first_dealer: usize) -> Game {
            Game {
                rules,
                first_dealer,
                deals: Vec::new(),
            }
        }

        fn dealer(&self) -> usize {
            if self.deals.is_empty() {
                self.first_dealer
            } else {
                self.resolve().next_dealer
            }
        }

        fn add(&mut self, deal: impl FnOnce(&Rules, usize) -> Decisions) -> &mut Game {
            let d = deal(&self.rules, self.dealer());
            self.deals.push(d);
            self
        }

        fn resolve(&self) -> GameOutcome {
            resolve_game(&self.rules, self.first_dealer, &self.deals).unwrap()
        }
    }

    /// Party `p` wins seven of the first eight tricks.
    fn plain_win(p: usize) -> impl Fn(&Rules, usize) -> Decisions {
        move |rules, dealer| {
            let mut w = vec![p; 8];
            w[0] = 1 - p;
            Script::new(rules, dealer, Some(Suit::Spades))
                .run("shdc", &w)
                .decisions()
        }
    }

    /// Party `p` wins the first seven tricks.
    fn kot(p: usize) -> impl Fn(&Rules, usize) -> Decisions {
        move |rules, dealer| {
            Script::new(rules, dealer, Some(Suit::Spades))
                .run("shdc", &[p; 7])
                .decisions()
        }
    }

    #[test]
    fn dealers_follow_each_result_from_the_first_dealer() {
        let mut g = Game::new(Preset::CourtPiece.rules(), 0);
        g.add(plain_win(1))
            .add(kot(1))
            .add(plain_win(1))
            .add(kot(0));
        let o = g.resolve();
        let dealers: Vec<_> = o.deals.iter().map(|d| (d.dealer, d.caller)).collect();
        // A plain win of the caller's party (1): same dealer. Its kot: the dealer's partner
        // deals. Caller 3 (party 1) wins: same. Party 0 wins: the next seat deals.
        assert_eq!(dealers, [(0, 1), (0, 1), (2, 3), (2, 3)]);
        assert_eq!((o.next_dealer, o.next_caller), (3, 0));
        assert_eq!(o.score.to_vec(), [1, 1]);
        assert!(!o.finished);
    }

    #[test]
    fn seven_plain_wins_in_a_row_score_a_kot_and_the_streak_starts_again() {
        let mut g = Game::new(Preset::CourtPiece.rules(), 0);
        for _ in 0..7 {
            g.add(plain_win(1));
        }
        let o = g.resolve();
        assert_eq!(o.score.to_vec(), [0, 1]);
        assert_eq!(o.streaks.to_vec(), [0, 0]);
        let after: Vec<i64> = o.deals.iter().map(|d| d.score_after[1]).collect();
        assert_eq!(after, [0, 0, 0, 0, 0, 0, 1]);
        g.add(plain_win(1));
        assert_eq!(g.resolve().streaks.to_vec(), [0, 1]);
    }

    #[test]
    fn a_win_by_the_other_party_or_any_kot_ends_the_streaks() {
        let mut g = Game::new(Preset::CourtPiece.rules(), 0);
        for _ in 0..6 {
            g.add(plain_win(1));
        }
        assert_eq!(g.resolve().streaks.to_vec(), [0, 6]);
        g.add(plain_win(0));
        let o = g.resolve();
        assert_eq!(
            (o.streaks.to_vec(), o.score.to_vec()),
            (vec![1, 0], vec![0, 0])
        );
        g.add(kot(1));
        let o = g.resolve();
        assert_eq!(
            (o.streaks.to_vec(), o.score.to_vec()),
            (vec![0, 0], vec![0, 1])
        );
        // Without streaks, plain wins never score.
        let mut rules = Preset::CourtPiece.rules();
        rules.scoring = Scoring::Kots {
            bavney: 52,
            goon_kot: 3,
            streak: None,
            target: None,
        };
        let mut g = Game::new(rules, 0);
        for _ in 0..8 {
            g.add(plain_win(1));
        }
        assert_eq!(g.resolve().score.to_vec(), [0, 0]);
    }

    #[test]
    fn the_game_ends_when_a_party_reaches_the_target_and_later_deals_are_refused() {
        // Hokm: a kot of the caller's party scores 2; the target is 7.
        let mut g = Game::new(Preset::Hokm.rules(), 0);
        for _ in 0..4 {
            g.add(kot(1));
        }
        let o = g.resolve();
        assert!(o.finished);
        assert_eq!((o.winner, o.score.to_vec()), (Some(1), vec![0, 8]));
        let extra = g.deals[0].clone();
        g.deals.push(extra.clone());
        g.deals.push(extra);
        let e = resolve_game(&g.rules, 0, &g.deals).unwrap_err();
        let found: Vec<_> = e.iter().map(|e| (e.code(), e.deal)).collect();
        assert_eq!(
            found,
            [("GAME_FINISHED", Some(4)), ("GAME_FINISHED", Some(5))]
        );
    }

    #[test]
    fn only_the_last_deal_may_be_in_progress() {
        let mut g = Game::new(Preset::CourtPiece.rules(), 0);
        g.add(plain_win(1));
        let mut partial = g.deals[0].clone();
        partial.plays.truncate(5);
        let o = resolve_game(&g.rules, 0, &[g.deals[0].clone(), partial.clone()]).unwrap();
        assert_eq!(o.deals.len(), 2);
        assert!(!o.deals[1].outcome.complete);
        assert_eq!(o.next_dealer, 0);
        let e = resolve_game(&g.rules, 0, &[partial, g.deals[0].clone()]).unwrap_err();
        assert_eq!((e[0].code(), e[0].deal), ("DEAL_IN_PROGRESS", Some(0)));
    }

    #[test]
    fn an_invalid_deal_stops_the_replay_and_keeps_the_score() {
        let mut g = Game::new(Preset::CourtPiece.rules(), 0);
        g.add(kot(1));
        let mut bad = g.deals[0].clone();
        bad.plays.swap(1, 2);
        let o = resolve_game(&g.rules, 0, &[g.deals[0].clone(), bad, g.deals[0].clone()]);
        let o = o.unwrap();
        assert_eq!(o.deals.len(), 2);
        assert!(!o.deals[1].outcome.valid());
        assert_eq!(
            (o.score.to_vec(), o.next_dealer, o.finished),
            (vec![0, 1], 2, false)
        );
    }

    #[test]
    fn contract_errors_name_their_deal() {
        let rules = Preset::CourtPiece.rules();
        let e = resolve_game(&rules, 4, &[Decisions::default()]).unwrap_err();
        let found: Vec<_> = e.iter().map(|e| (e.code(), e.deal)).collect();
        assert_eq!(
            found,
            [
                ("DEALER_OUT_OF_RANGE", None),
                ("NO_HANDS_NOR_SEED", Some(0))
            ]
        );
        let e = resolve_game(&rules, 0, &[]).unwrap_err();
        assert_eq!(e[0].code(), "WRONG_DEAL_COUNT");
        let three = vec![Decisions::default(); 3];
        let e = resolve_game_limited(&rules, 0, &three, 2).unwrap_err();
        assert_eq!(
            e[0].kind,
            DealErrorKind::WrongDealCount { max: 2, found: 3 },
            "a configured limit below MAX_DEALS is the one checked"
        );
    }

    /// Satat, dealer `dealer`: the caller's first five hold no king, queen or jack.
    fn satat_redeal(rules: &Rules, dealer: usize) -> Decisions {
        let caller = (dealer + 1) % 4;
        let s = Script::new(rules, dealer, None).give(caller, "Ts 9s 8h 7d 6c");
        let mut d = s.decisions();
        let hands = d.hands.clone().unwrap();
        let mut ff: Vec<Vec<_>> = hands.iter().map(|h| h[..5].to_vec()).collect();
        ff[caller] = cards("Ts 9s 8h 7d 6c");
        d.first_five = Some(ff);
        d.redeal = Some(RedealRequest {
            by: RedealBy::Caller,
            agreed: None,
        });
        d
    }

    #[test]
    fn satat_passes_are_due_in_the_next_deal_played_after_a_kot_even_across_a_redeal() {
        let rules = Preset::Satat.rules();
        let mut g = Game::new(rules, 0);
        g.add(kot(1)).add(satat_redeal).add(plain_win(1));
        let o = g.resolve();
        assert_eq!(o.deals.len(), 3);
        assert_eq!(o.deals[1].outcome.result.unwrap().kind, ResultKind::Redeal);
        let v = o.deals[2].outcome.violation.as_ref().unwrap();
        assert_eq!(v.code, ViolationCode::PassWrongCount);
        // With passes where none are due (after a plain win), also PASS_WRONG_COUNT.
        let mut g = Game::new(rules, 0);
        g.add(plain_win(1)).add(plain_win(1));
        g.deals[1].passes = Some(vec![Pass {
            seat: 0,
            cards: cards("As"),
            returned: cards("Ks"),
        }]);
        let v = g.resolve().deals[1].outcome.violation.clone().unwrap();
        assert_eq!(v.code, ViolationCode::PassWrongCount);
    }

    #[test]
    fn redeals_in_a_row_are_counted_against_max_in_a_row() {
        let mut g = Game::new(Preset::Satat.rules(), 0);
        g.add(satat_redeal).add(satat_redeal).add(satat_redeal);
        let o = g.resolve();
        assert!(o.deals[1].outcome.valid());
        let v = o.deals[2].outcome.violation.as_ref().unwrap();
        assert_eq!(v.code, ViolationCode::RedealNotAllowed);
        assert_eq!((o.next_dealer, o.next_caller), (0, 1));
        // A played deal in between starts the count again.
        let mut g = Game::new(Preset::Satat.rules(), 0);
        g.add(satat_redeal)
            .add(satat_redeal)
            .add(plain_win(1))
            .add(satat_redeal);
        assert!(g.resolve().deals.iter().all(|d| d.outcome.valid()));
    }

    #[test]
    fn under_tens_only_wins_with_three_tens_count_towards_a_streak() {
        let mut g = Game::new(Preset::DehlaPakad.rules(), 0);
        // Dealer 0's party wins with three tens (see the heap tests).
        g.add(|rules, dealer| {
            assert_eq!(dealer, 0);
            Script::new(rules, 0, Some(Suit::Spades))
                .run("shdc", &[1, 1, 1, 0, 0, 0, 0, 1, 1, 0, 0, 0])
                .trick("2s 2h 2d 2c")
                .decisions()
        });
        assert_eq!(g.resolve().streaks.to_vec(), [1, 0]);
        // Dealer 1: party 0, not dealing, wins on a 2-2 split: two tens break its streak.
        g.add(|rules, dealer| {
            assert_eq!(dealer, 1);
            Script::new(rules, 1, Some(Suit::Spades))
                .run("shdc", &[2, 2, 2, 1, 1, 2, 2, 1, 1, 1, 1, 1])
                .trick("2s 2h 2d 2c")
                .decisions()
        });
        let o = g.resolve();
        let last = o.deals[1].outcome.result.unwrap();
        assert_eq!((last.winner, last.kind), (Some(0), ResultKind::Win));
        assert_eq!(o.streaks.to_vec(), [0, 0]);
    }

    #[test]
    fn with_sars_the_highest_score_past_the_target_wins_the_lowest_seat_among_equals() {
        let mut rules = Preset::DummyRang.rules();
        rules.scoring = Scoring::Sars { target: Some(5) };
        assert_eq!(game_winner(&rules, &[6, 5, 2, 0]), Some(0));
        assert_eq!(game_winner(&rules, &[3, 6, 6, 0]), Some(1));
        assert_eq!(game_winner(&rules, &[3, 4, 4, 0]), None);
        let mut g = Game::new(rules, 0);
        g.add(|rules, dealer| {
            let mut d = Script::new(rules, dealer, Some(Suit::Spades))
                .run("shdc", &[3, 3, 3, 0, 0, 2, 2, 1, 1, 3, 0, 2])
                .trick("2h 2d 2s 2c")
                .decisions();
            d.dummy = Some(3);
            d
        });
        let o = g.resolve();
        assert_eq!(o.score.to_vec(), [6, 5, 2, 0]);
        assert_eq!((o.finished, o.winner), (true, Some(0)));
    }
}
