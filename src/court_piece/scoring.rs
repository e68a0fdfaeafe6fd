//! What a finished deal is worth, and who deals and calls next (`docs/rules/court-piece.md`, "Results
//! of a deal" and "Who deals and calls next").
//!
//! - `points`: the winning party scores `win`, `kot` (`kot_against_caller` when the winner
//!   is not the caller's party, and for a goon-kot), or `bavney`.
//! - `kots`: 1 for any kot (also one against the caller), `bavney` for a bavney, `goon_kot`
//!   for the kind `goon-kot`; a plain win scores nothing at once (streaks belong to a game).
//! - `sars`: each player scores the tricks their own wins collected, the dummy's for its
//!   partner.
//! - Rotation: with 2 or 3 players "the dealer's partner" is seat `dealer + 2 (mod players)`
//!   and "the dealer's party won" reads "the caller lost". A redeal keeps dealer and caller.

use super::rules::{CallerAfterLoss, Rotation, Rules, Scoring};
use super::tally::Tally;
use crate::named::named_enum;

named_enum! {
    /// The kind of a deal's result.
    ResultKind {
        Win => "win",
        /// The first seven tricks (collect tricks), all thirteen collected by the caller's
        /// party (heap), or all four tens.
        Kot => "kot",
        /// All thirteen tricks, playing on after a kot.
        Bavney => "bavney",
        /// All thirteen tricks collected by the party against the caller (heap).
        GoonKot => "goon-kot",
        /// The deal was called off; nobody scores.
        Redeal => "redeal",
    }
}

impl ResultKind {
    /// Whether this is a kot of any kind (kot, bavney, goon-kot).
    pub const fn is_kot(self) -> bool {
        matches!(
            self,
            ResultKind::Kot | ResultKind::Bavney | ResultKind::GoonKot
        )
    }
}

/// The result of a finished deal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DealResult {
    /// The winning party (`None` for a redeal).
    pub winner: Option<usize>,
    pub kind: ResultKind,
    /// The winning party is not the caller's.
    pub against_caller: bool,
    /// The deal's own points, per party (per seat under `sars` scoring).
    pub points: Tally<i64>,
}

impl DealResult {
    /// A redeal: no winner, no points.
    pub(crate) fn redeal(rules: &Rules) -> DealResult {
        DealResult {
            winner: None,
            kind: ResultKind::Redeal,
            against_caller: false,
            points: Tally::new(score_len(rules)),
        }
    }

    /// The result of a won deal. `collected` is each seat's collected tricks (used by
    /// `sars` scoring), `dummy` the dummy's seat.
    pub(crate) fn won(
        rules: &Rules,
        caller: usize,
        winner: usize,
        kind: ResultKind,
        collected: &[u8; 4],
        dummy: Option<usize>,
    ) -> DealResult {
        let against_caller = winner != rules.party(caller);
        let mut points = Tally::new(score_len(rules));
        match rules.scoring {
            Scoring::Points {
                win,
                kot,
                kot_against_caller,
                bavney,
                ..
            } => {
                points[winner] = match kind {
                    ResultKind::Win => win,
                    ResultKind::Kot if !against_caller => kot,
                    ResultKind::Kot | ResultKind::GoonKot => kot_against_caller,
                    ResultKind::Bavney => bavney,
                    ResultKind::Redeal => 0,
                };
            }
            Scoring::Kots {
                bavney, goon_kot, ..
            } => {
                points[winner] = match kind {
                    ResultKind::Kot => 1,
                    ResultKind::Bavney => bavney,
                    ResultKind::GoonKot => goon_kot,
                    ResultKind::Win | ResultKind::Redeal => 0,
                };
            }
            // The bid is the deal's (`with_bid`).
            Scoring::Bid { .. } => {}
            Scoring::Sars { .. } => {
                for (seat, &n) in collected.iter().enumerate().take(rules.players) {
                    let to = match dummy {
                        Some(d) if d == seat => (seat + 2) % rules.players,
                        _ => seat,
                    };
                    points[to] += i64::from(n);
                }
            }
        }
        DealResult {
            winner: Some(winner),
            kind,
            against_caller,
            points,
        }
    }
}

impl DealResult {
    /// Under `bid` scoring the winning party scores the deal's highest bid.
    pub(crate) fn with_bid(mut self, bid: Option<u8>) -> DealResult {
        if let (Some(bid), Some(w)) = (bid, self.winner) {
            self.points[w] = i64::from(bid);
        }
        self
    }
}

/// Entries in a score: one per seat under `sars`, else one per party.
pub(crate) const fn score_len(rules: &Rules) -> usize {
    match rules.scoring {
        Scoring::Sars { .. } => rules.players,
        _ => rules.parties(),
    }
}

/// Who deals and who calls the next deal, by the rotation, after a deal dealt by `dealer`
/// ends with `result`.
pub fn next_turn(rules: &Rules, dealer: usize, result: &DealResult) -> (usize, usize) {
    let n = rules.players.max(1);
    let caller = (dealer + 1) % n;
    let Some(winner) = result.winner else {
        return (dealer % n, caller);
    };
    // Against the chooser under concealed trumps (the bidder); else the caller's party.
    let caller_won = !result.against_caller;
    let next_dealer = match rules.rotation {
        Rotation::LosingSideDeals if caller_won && result.kind == ResultKind::Win => dealer,
        Rotation::LosingSideDeals if caller_won => (dealer + 2) % n,
        Rotation::Hokm if caller_won => dealer,
        Rotation::Hokm if n == 3 && rules.caller_after_loss == CallerAfterLoss::Winner => {
            (winner + n - 1) % n
        }
        Rotation::LosingSideDeals | Rotation::Hokm => (dealer + 1) % n,
    };
    (next_dealer % n, (next_dealer + 1) % n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::court_piece::rules::Preset;

    fn result(rules: &Rules, caller: usize, winner: usize, kind: ResultKind) -> DealResult {
        DealResult::won(rules, caller, winner, kind, &[0; 4], None)
    }

    #[test]
    fn points_scoring_pays_the_iranian_numbers() {
        let hokm = Preset::Hokm.rules();
        // Dealer 0, caller 1 (party 1).
        let p = |winner, kind| result(&hokm, 1, winner, kind).points.to_vec();
        assert_eq!(p(1, ResultKind::Win), [0, 1]);
        assert_eq!(p(1, ResultKind::Kot), [0, 2]);
        assert_eq!(p(0, ResultKind::Kot), [3, 0]);
        assert_eq!(p(0, ResultKind::Win), [1, 0]);
        assert_eq!(p(1, ResultKind::Bavney), [0, 3]);
        assert!(result(&hokm, 1, 0, ResultKind::Kot).against_caller);
        let tc = Preset::Troefcall.rules();
        assert_eq!(
            result(&tc, 1, 1, ResultKind::Bavney).points.to_vec(),
            [0, 15]
        );
        assert_eq!(result(&tc, 1, 1, ResultKind::Win).points.to_vec(), [0, 2]);
    }

    #[test]
    fn kots_scoring_counts_every_kot_as_one_and_a_goon_kot_as_goon_kot() {
        let ds = Preset::DoubleSar.rules();
        let p = |winner, kind| result(&ds, 1, winner, kind).points.to_vec();
        assert_eq!(p(1, ResultKind::Kot), [0, 1]);
        assert_eq!(p(0, ResultKind::Kot), [1, 0]);
        assert_eq!(p(0, ResultKind::GoonKot), [3, 0]);
        assert_eq!(p(1, ResultKind::Bavney), [0, 52]);
        assert_eq!(p(1, ResultKind::Win), [0, 0]);
    }

    #[test]
    fn sars_scores_each_players_collections_and_the_dummys_for_its_partner() {
        let dr = Preset::DummyRang.rules();
        let r = DealResult::won(&dr, 1, 0, ResultKind::Win, &[5, 2, 4, 2], Some(2));
        assert_eq!(r.points.to_vec(), [9, 2, 0, 2]);
    }

    #[test]
    fn losing_side_deals_the_same_dealer_after_a_plain_win_of_the_caller() {
        let cp = Preset::CourtPiece.rules();
        // Dealer 0, caller 1.
        assert_eq!(
            next_turn(&cp, 0, &result(&cp, 1, 1, ResultKind::Win)),
            (0, 1)
        );
        // A kot of the caller's party: the dealer's partner deals, the caller's partner calls.
        assert_eq!(
            next_turn(&cp, 0, &result(&cp, 1, 1, ResultKind::Kot)),
            (2, 3)
        );
        assert_eq!(
            next_turn(&cp, 0, &result(&cp, 1, 1, ResultKind::Bavney)),
            (2, 3)
        );
        // The dealer's party won: the old caller deals.
        assert_eq!(
            next_turn(&cp, 0, &result(&cp, 1, 0, ResultKind::Win)),
            (1, 2)
        );
        assert_eq!(
            next_turn(&cp, 3, &result(&cp, 0, 1, ResultKind::GoonKot)),
            (0, 1)
        );
        assert_eq!(next_turn(&cp, 2, &DealResult::redeal(&cp)), (2, 3));
    }

    #[test]
    fn hokm_keeps_the_caller_while_the_callers_party_wins() {
        let hokm = Preset::Hokm.rules();
        assert_eq!(
            next_turn(&hokm, 0, &result(&hokm, 1, 1, ResultKind::Kot)),
            (0, 1)
        );
        assert_eq!(
            next_turn(&hokm, 0, &result(&hokm, 1, 0, ResultKind::Win)),
            (1, 2)
        );
        let mut h3 = Preset::Hokm3.rules();
        assert_eq!(
            next_turn(&h3, 2, &result(&h3, 0, 1, ResultKind::Win)),
            (0, 1)
        );
        h3.caller_after_loss = CallerAfterLoss::Winner;
        // Seat 2 wins against caller 0: seat 2 calls, seat 1 deals.
        assert_eq!(
            next_turn(&h3, 2, &result(&h3, 0, 2, ResultKind::Win)),
            (1, 2)
        );
    }

    #[test]
    fn with_two_or_three_players_the_dealers_partner_is_two_seats_on() {
        let mut h3 = Preset::Hokm3.rules();
        h3.rotation = Rotation::LosingSideDeals;
        // Dealer 1, caller 2 makes a kot: seat 0 (1 + 2 mod 3) deals.
        assert_eq!(
            next_turn(&h3, 1, &result(&h3, 2, 2, ResultKind::Kot)),
            (0, 1)
        );
        // The caller lost: the next seat deals.
        assert_eq!(
            next_turn(&h3, 1, &result(&h3, 2, 0, ResultKind::Win)),
            (2, 0)
        );
        let mut h2 = Preset::Hokm2.rules();
        h2.rotation = Rotation::LosingSideDeals;
        assert_eq!(
            next_turn(&h2, 1, &result(&h2, 0, 0, ResultKind::Kot)),
            (1, 0)
        );
    }
}
