//! The twelve presets of `docs/rules/court-piece.md`, each a value of [`Rules`].

use super::options::{
    AfterCollection, BeforeReveal, Bidding, CallerAfterLoss, Collect, CollectFrom, Count,
    FailedBavney, Preset, Redeal, RedealWhen, RedealWithout, Reveal, Rotation, Scoring,
    ScoringKind, TensTie, TrumpMethod, Unrevealed,
};
use super::set::Rules;
use crate::cards::{Card, Rank, Suit};

impl Default for Rules {
    fn default() -> Rules {
        Preset::CourtPiece.rules()
    }
}

impl Preset {
    /// The preset's rules, as the table of `docs/rules/court-piece.md` gives them.
    pub fn rules(self) -> Rules {
        let mut r = Rules {
            preset: self,
            players: 4,
            dummy: false,
            trump: TrumpMethod::Called,
            blind_trump: false,
            five_card_start: false,
            trump_change: false,
            two_of_hearts: false,
            kot_passes: false,
            collect: Collect::Tricks,
            first_collection: None,
            aces_block: None,
            after_collection: None,
            collect_from: None,
            count: Count::Tricks,
            tens_tie: TensTie::NonDealer,
            failed_bavney: FailedBavney::Win,
            scoring: Scoring::defaults(ScoringKind::Kots),
            rotation: Rotation::LosingSideDeals,
            caller_after_loss: CallerAfterLoss::Next,
            redeal: Redeal::default(),
            removed_card: None,
            reveal: None,
            unrevealed: None,
            before_reveal: None,
            bidding: None,
        };
        let points = Scoring::defaults(ScoringKind::Points);
        match self {
            Preset::CourtPiece => {}
            Preset::Hokm => {
                r.scoring = with_target(points, Some(7));
                r.rotation = Rotation::Hokm;
            }
            Preset::Troefcall => {
                r.redeal.when = RedealWhen::Hand;
                r.redeal.without = RedealWithout::Akqj;
                r.scoring = Scoring::Points {
                    win: 2,
                    kot: 5,
                    kot_against_caller: 5,
                    bavney: 15,
                    target: None,
                };
            }
            Preset::Satat => {
                r.two_of_hearts = true;
                r.kot_passes = true;
                r.redeal.when = RedealWhen::FirstFive;
                r.redeal.without = RedealWithout::Kqj;
                r.redeal.max_in_a_row = 2;
            }
            Preset::DoubleSar => {
                r.collect = Collect::Heap;
                r.first_collection = Some(3);
            }
            Preset::DehlaPakad => {
                r.collect = Collect::Heap;
                r.count = Count::Tens;
            }
            Preset::BeRanga => {
                r.trump = TrumpMethod::FirstVoid;
                r.collect = Collect::Heap;
            }
            Preset::DummyRang => {
                r.dummy = true;
                r.collect = Collect::Heap;
                r.scoring = Scoring::defaults(ScoringKind::Sars);
            }
            Preset::Hokm3 => {
                r.players = 3;
                r.removed_card = Some(Card::new(Rank::Two, Suit::Clubs));
                r.scoring = points;
                r.rotation = Rotation::Hokm;
            }
            Preset::Hokm2 => {
                r.players = 2;
                r.scoring = with_target(points, Some(7));
                r.rotation = Rotation::Hokm;
            }
            Preset::TrupKasiet => {
                r.trump = TrumpMethod::Concealed;
                r.reveal = Some(Reveal::Inferred);
                r.two_of_hearts = true;
                r.redeal.when = RedealWhen::FirstFive;
                r.redeal.without = RedealWithout::Kqj;
                r.redeal.max_in_a_row = 2;
            }
            Preset::DabbaRang => {
                r.trump = TrumpMethod::Concealed;
                r.reveal = Some(Reveal::OnDemand);
                r.unrevealed = Some(Unrevealed::Heap);
                r.before_reveal = Some(BeforeReveal::SuitLedWins);
                r.bidding = Some(Bidding::default());
                r.scoring = Scoring::defaults(ScoringKind::Bid);
            }
        }
        r.fill_applicable_defaults();
        r
    }
}

fn with_target(scoring: Scoring, new: Option<i64>) -> Scoring {
    match scoring {
        Scoring::Points {
            win,
            kot,
            kot_against_caller,
            bavney,
            ..
        } => Scoring::Points {
            win,
            kot,
            kot_against_caller,
            bavney,
            target: new,
        },
        Scoring::Kots {
            bavney,
            goon_kot,
            streak,
            ..
        } => Scoring::Kots {
            bavney,
            goon_kot,
            streak,
            target: new,
        },
        Scoring::Sars { .. } => Scoring::Sars { target: new },
        Scoring::Bid { .. } => Scoring::Bid { target: new },
    }
}

impl Rules {
    /// Gives the options that apply their default when absent.
    pub(super) fn fill_applicable_defaults(&mut self) {
        if self.collect == Collect::Heap {
            self.first_collection.get_or_insert(3);
            self.aces_block.get_or_insert(false);
            self.after_collection.get_or_insert(AfterCollection::Reset);
            if self.trump == TrumpMethod::FirstVoid {
                self.collect_from.get_or_insert(CollectFrom::NextTrick);
            }
        }
        if self.trump == TrumpMethod::Concealed {
            self.unrevealed.get_or_insert(Unrevealed::Count);
            self.before_reveal.get_or_insert(BeforeReveal::TrumpsWin);
        }
        if self.players == 3 {
            self.removed_card
                .get_or_insert(Card::new(Rank::Two, Suit::Clubs));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::resolve;
    use super::super::*;

    /// One row of the presets table: players, trump, collect, count, scoring kind, rotation.
    fn row(p: Preset) -> (usize, TrumpMethod, Collect, Count, ScoringKind, Rotation) {
        let r = p.rules();
        (
            r.players,
            r.trump,
            r.collect,
            r.count,
            r.scoring.kind(),
            r.rotation,
        )
    }

    #[test]
    fn every_preset_matches_its_row_of_the_table() {
        use Collect::*;
        use Rotation::*;
        use ScoringKind::*;
        use TrumpMethod::*;
        let t = Count::Tricks;
        let table = [
            (
                Preset::CourtPiece,
                (4, Called, Tricks, t, Kots, LosingSideDeals),
            ),
            (Preset::Hokm, (4, Called, Tricks, t, Points, Hokm)),
            (
                Preset::Troefcall,
                (4, Called, Tricks, t, Points, LosingSideDeals),
            ),
            (Preset::Satat, (4, Called, Tricks, t, Kots, LosingSideDeals)),
            (
                Preset::DoubleSar,
                (4, Called, Heap, t, Kots, LosingSideDeals),
            ),
            (
                Preset::DehlaPakad,
                (4, Called, Heap, Count::Tens, Kots, LosingSideDeals),
            ),
            (
                Preset::BeRanga,
                (4, FirstVoid, Heap, t, Kots, LosingSideDeals),
            ),
            (
                Preset::DummyRang,
                (4, Called, Heap, t, Sars, LosingSideDeals),
            ),
            (Preset::Hokm3, (3, Called, Tricks, t, Points, Hokm)),
            (Preset::Hokm2, (2, Called, Tricks, t, Points, Hokm)),
            (
                Preset::TrupKasiet,
                (4, Concealed, Tricks, t, Kots, LosingSideDeals),
            ),
            (
                Preset::DabbaRang,
                (4, Concealed, Tricks, t, Bid, LosingSideDeals),
            ),
        ];
        assert_eq!(table.len(), Preset::ALL.len());
        for (p, expected) in table {
            assert_eq!(row(p), expected, "{}", p.name());
            assert!(p.rules().problems().is_empty(), "{}", p.name());
            assert_eq!(Preset::parse(p.name()), Some(p));
            assert_eq!(p.rules().preset, p);
        }
        assert_eq!(Rules::default(), Preset::CourtPiece.rules());
        assert_eq!(resolve(RulesOverrides::default()), Ok(Rules::default()));
    }

    #[test]
    fn the_specials_and_numbers_of_each_preset_are_the_tables() {
        let kots = |bavney, goon_kot, streak, target| Scoring::Kots {
            bavney,
            goon_kot,
            streak,
            target,
        };
        let points = |win, kot, kot_against_caller, bavney, target| Scoring::Points {
            win,
            kot,
            kot_against_caller,
            bavney,
            target,
        };
        let cp = Preset::CourtPiece.rules();
        assert_eq!(cp.scoring, kots(52, 3, Some(7), None));
        assert_eq!(cp.redeal, Redeal::default());
        assert!(!cp.two_of_hearts && !cp.kot_passes && !cp.trump_change && !cp.blind_trump);
        assert_eq!(
            (
                cp.first_collection,
                cp.aces_block,
                cp.after_collection,
                cp.collect_from
            ),
            (None, None, None, None)
        );
        assert_eq!(cp.removed_card, None);

        assert_eq!(Preset::Hokm.rules().scoring, points(1, 2, 3, 3, Some(7)));
        let tc = Preset::Troefcall.rules();
        assert_eq!(tc.scoring, points(2, 5, 5, 15, None));
        assert_eq!(
            (tc.redeal.when, tc.redeal.without),
            (RedealWhen::Hand, RedealWithout::Akqj)
        );

        let satat = Preset::Satat.rules();
        assert!(satat.two_of_hearts && satat.kot_passes);
        assert_eq!(
            satat.redeal,
            Redeal {
                when: RedealWhen::FirstFive,
                without: RedealWithout::Kqj,
                max_in_a_row: 2,
                partner_no_trump: false
            }
        );

        // Trup kasiet: Satat's 2♥ and redeals, trumps face down and inferred, no passes.
        let tk = Preset::TrupKasiet.rules();
        assert!(tk.two_of_hearts && !tk.kot_passes);
        assert_eq!(tk.redeal, satat.redeal);
        assert_eq!(
            (tk.reveal, tk.unrevealed, tk.before_reveal, tk.bidding),
            (
                Some(Reveal::Inferred),
                Some(Unrevealed::Count),
                Some(BeforeReveal::TrumpsWin),
                None
            )
        );
        assert_eq!(tk.scoring, kots(52, 3, Some(7), None));
        // Dabba Rang: bidding from 7, trumps asked for, tricks before the reveal on a heap.
        let dr = Preset::DabbaRang.rules();
        assert!(!dr.two_of_hearts && !dr.kot_passes);
        assert_eq!(
            (dr.reveal, dr.unrevealed, dr.before_reveal, dr.bidding),
            (
                Some(Reveal::OnDemand),
                Some(Unrevealed::Heap),
                Some(BeforeReveal::SuitLedWins),
                Some(Bidding { min: 7 })
            )
        );
        assert_eq!(dr.scoring, Scoring::Bid { target: None });
        assert_eq!(dr.redeal, Redeal::default());

        let ds = Preset::DoubleSar.rules();
        assert_eq!(ds.scoring, kots(52, 3, Some(7), None));
        assert_eq!(
            (
                ds.first_collection,
                ds.aces_block,
                ds.after_collection,
                ds.collect_from
            ),
            (Some(3), Some(false), Some(AfterCollection::Reset), None)
        );
        let dp = Preset::DehlaPakad.rules();
        assert_eq!((dp.count, dp.tens_tie), (Count::Tens, TensTie::NonDealer));
        assert_eq!(dp.scoring, kots(52, 3, Some(7), None));
        let br = Preset::BeRanga.rules();
        assert_eq!(br.collect_from, Some(CollectFrom::NextTrick));
        assert!(!br.five_card_start);
        let dr = Preset::DummyRang.rules();
        assert!(dr.dummy);
        assert_eq!(dr.scoring, Scoring::Sars { target: Some(104) });
        let h3 = Preset::Hokm3.rules();
        assert_eq!(h3.removed_card, Some("2c".parse().unwrap()));
        assert_eq!(h3.scoring, points(1, 2, 3, 3, None));
        assert_eq!(h3.caller_after_loss, CallerAfterLoss::Next);
        assert_eq!(Preset::Hokm2.rules().scoring, points(1, 2, 3, 3, Some(7)));
        assert_eq!(Preset::Hokm2.rules().dealt_size(), 5);
        assert_eq!(h3.hand_size(), 17);
    }
}
