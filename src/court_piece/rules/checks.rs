//! The refusal of impossible rule sets: every reason a resolved set cannot be played.

use super::error::{RuleError, RuleErrorKind};
use super::field::{RedealField, RuleField, ScoringField};
use super::options::{BeforeReveal, Collect, Count, Reveal, ScoringKind, TrumpMethod, Unrevealed};
use super::set::{MAX_VALUE, Rules};
use crate::cards::Rank;

impl Rules {
    /// Every reason this rule set is impossible (empty when it is consistent).
    pub fn problems(&self) -> Vec<RuleError> {
        let mut errors = Vec::new();
        let mut error = |field, kind| errors.push(RuleError { field, kind });
        if !(2..=4).contains(&self.players) || (self.dummy && self.players != 4) {
            error(
                RuleField::Preset,
                RuleErrorKind::UnsupportedTable {
                    players: self.players,
                    dummy: self.dummy,
                },
            );
        }
        let heap = self.collect == Collect::Heap;
        let first_void = self.trump == TrumpMethod::FirstVoid;
        let heap_options = [
            (RuleField::FirstCollection, self.first_collection.is_some()),
            (RuleField::AcesBlock, self.aces_block.is_some()),
            (RuleField::AfterCollection, self.after_collection.is_some()),
            (RuleField::CollectFrom, self.collect_from.is_some()),
        ];
        for (field, given) in heap_options {
            if given && !heap {
                error(field, RuleErrorKind::HeapOptionWithoutHeap);
            }
        }
        if let Some(v) = self.first_collection
            && !(1..=13).contains(&v)
        {
            error(
                RuleField::FirstCollection,
                RuleErrorKind::FirstCollectionOutOfRange(v),
            );
        }
        if self.five_card_start && !first_void {
            error(RuleField::FiveCardStart, RuleErrorKind::NeedsFirstVoid);
        }
        if self.collect_from.is_some() && !first_void {
            error(RuleField::CollectFrom, RuleErrorKind::NeedsFirstVoid);
        }
        if self.count == Count::Tens && !heap {
            error(RuleField::Count, RuleErrorKind::NeedsHeap);
        }
        if self.scoring.kind() == ScoringKind::Sars && !heap {
            error(
                RuleField::Scoring(ScoringField::Kind),
                RuleErrorKind::NeedsHeap,
            );
        }
        if self.two_of_hearts && self.players != 4 {
            error(
                RuleField::TwoOfHearts,
                RuleErrorKind::NeedsFourPlayers(self.players),
            );
        }
        if self.kot_passes && self.players != 4 {
            error(
                RuleField::KotPasses,
                RuleErrorKind::NeedsFourPlayers(self.players),
            );
        }
        if self.kot_passes && !self.two_of_hearts {
            error(
                RuleField::KotPasses,
                RuleErrorKind::KotPassesWithoutTwoOfHearts,
            );
        }
        if self.trump_change && first_void {
            error(RuleField::TrumpChange, RuleErrorKind::NotWithFirstVoid);
        }
        if self.blind_trump && first_void {
            error(RuleField::BlindTrump, RuleErrorKind::NotWithFirstVoid);
        }
        if self.players == 2 {
            if self.blind_trump {
                error(RuleField::BlindTrump, RuleErrorKind::NotWithTwoPlayers);
            }
            if self.five_card_start {
                error(RuleField::FiveCardStart, RuleErrorKind::NotWithTwoPlayers);
            }
        }
        if self.redeal.partner_no_trump && self.players != 4 {
            error(
                RuleField::Redeal(RedealField::PartnerNoTrump),
                RuleErrorKind::NeedsPartners(self.players),
            );
        }
        if self.redeal.max_in_a_row < 0 {
            error(
                RuleField::Redeal(RedealField::MaxInARow),
                RuleErrorKind::NegativeCount(self.redeal.max_in_a_row),
            );
        } else if self.redeal.max_in_a_row > MAX_VALUE {
            error(
                RuleField::Redeal(RedealField::MaxInARow),
                RuleErrorKind::TooLarge(self.redeal.max_in_a_row),
            );
        }
        self.scoring.each_value(|field, value| match value {
            Some(v) if v <= 0 => error(RuleField::Scoring(field), RuleErrorKind::NotPositive(v)),
            Some(v) if v > MAX_VALUE => {
                error(RuleField::Scoring(field), RuleErrorKind::TooLarge(v))
            }
            _ => {}
        });
        self.concealed_problems(&mut error);
        match self.removed_card {
            Some(card) if self.players != 3 => error(
                RuleField::RemovedCard,
                RuleErrorKind::RemovedCardNeedsThreePlayers(card),
            ),
            Some(card) if card.rank() != Rank::Two => error(
                RuleField::RemovedCard,
                RuleErrorKind::RemovedCardNotATwo(card),
            ),
            None if self.players == 3 => {
                error(RuleField::RemovedCard, RuleErrorKind::RemovedCardMissing)
            }
            _ => {}
        }
        errors
    }

    /// The concealed-trump options: each only with `trump: concealed`, and concealed trumps
    /// only where the players cannot know them by other means (four players, no trump named
    /// or turned up, nothing passed or asked for on the strength of trumps).
    fn concealed_problems(&self, error: &mut impl FnMut(RuleField, RuleErrorKind)) {
        let concealed = self.trump == TrumpMethod::Concealed;
        if !concealed {
            for (field, given) in [
                (RuleField::Reveal, self.reveal.is_some()),
                (RuleField::Unrevealed, self.unrevealed.is_some()),
                (RuleField::BeforeReveal, self.before_reveal.is_some()),
                (RuleField::Bidding, self.bidding.is_some()),
            ] {
                if given {
                    error(field, RuleErrorKind::NeedsConcealed);
                }
            }
        } else {
            if self.reveal.is_none() {
                error(RuleField::Reveal, RuleErrorKind::RevealMissing);
            }
            if self.players != 4 {
                error(
                    RuleField::Trump,
                    RuleErrorKind::NeedsFourPlayers(self.players),
                );
            }
            for (field, given) in [
                (RuleField::BlindTrump, self.blind_trump),
                (RuleField::TrumpChange, self.trump_change),
                (RuleField::KotPasses, self.kot_passes),
                (
                    RuleField::Redeal(RedealField::PartnerNoTrump),
                    self.redeal.partner_no_trump,
                ),
            ] {
                if given {
                    error(field, RuleErrorKind::NotWithConcealed);
                }
            }
            if self.unrevealed == Some(Unrevealed::Heap) && self.collect == Collect::Heap {
                error(RuleField::Unrevealed, RuleErrorKind::NeedsCollectTricks);
            }
            if self.before_reveal == Some(BeforeReveal::SuitLedWins)
                && self.reveal == Some(Reveal::Inferred)
            {
                error(RuleField::BeforeReveal, RuleErrorKind::NeedsOnDemand);
            }
        }
        if let Some(b) = self.bidding
            && !(1..=13).contains(&b.min)
        {
            error(
                RuleField::BiddingMin,
                RuleErrorKind::BidMinOutOfRange(b.min),
            );
        }
        let bid_scoring = self.scoring.kind() == ScoringKind::Bid;
        if self.bidding.is_some() && !bid_scoring {
            error(RuleField::Bidding, RuleErrorKind::BiddingWithoutBidScoring);
        }
        if bid_scoring && self.bidding.is_none() {
            error(
                RuleField::Scoring(ScoringField::Kind),
                RuleErrorKind::BiddingWithoutBidScoring,
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{preset, resolve};
    use super::super::*;
    use crate::cards::Card;

    #[test]
    fn the_seats_and_the_dummy_belong_to_the_preset() {
        let o = RulesOverrides {
            players: Some(4),
            dummy: Some(true),
            ..preset("hokm-2")
        };
        assert_eq!(
            resolve(o.clone()),
            Err(vec![
                ("PRESET_FIXED", RuleField::Players),
                ("PRESET_FIXED", RuleField::Dummy),
            ])
        );
        let words: Vec<String> = Rules::resolve(&o)
            .unwrap_err()
            .iter()
            .map(|e| e.kind.to_string())
            .collect();
        assert_eq!(
            words,
            [
                "the preset hokm-2 seats 2 players; players cannot be changed",
                "the preset hokm-2 has no dummy; dummy cannot be changed",
            ]
        );
        // The preset's own values are accepted back.
        let r = resolve(RulesOverrides {
            players: Some(4),
            dummy: Some(true),
            ..preset("dummy-rang")
        });
        assert!(r.is_ok_and(|r| r.dummy));
    }

    #[test]
    fn heap_options_without_a_heap_are_refused_each_with_its_field() {
        let e = resolve(RulesOverrides {
            first_collection: Some(3),
            aces_block: Some(false),
            after_collection: Some(AfterCollection::Continue),
            ..Default::default()
        });
        assert_eq!(
            e,
            Err(vec![
                ("HEAP_OPTION_WITHOUT_HEAP", RuleField::FirstCollection),
                ("HEAP_OPTION_WITHOUT_HEAP", RuleField::AcesBlock),
                ("HEAP_OPTION_WITHOUT_HEAP", RuleField::AfterCollection),
            ])
        );
    }

    #[test]
    fn five_card_start_and_collect_from_need_first_void() {
        let e = resolve(RulesOverrides {
            five_card_start: Some(true),
            collect_from: Some(CollectFrom::TrumpTrick),
            ..preset("double-sar")
        });
        assert_eq!(
            e,
            Err(vec![
                ("NEEDS_FIRST_VOID", RuleField::FiveCardStart),
                ("NEEDS_FIRST_VOID", RuleField::CollectFrom),
            ])
        );
        // collect_from without a heap is both a heap option and a first-void one.
        let e = resolve(RulesOverrides {
            collect_from: Some(CollectFrom::TrumpTrick),
            ..Default::default()
        });
        assert_eq!(
            e,
            Err(vec![
                ("HEAP_OPTION_WITHOUT_HEAP", RuleField::CollectFrom),
                ("NEEDS_FIRST_VOID", RuleField::CollectFrom),
            ])
        );
        // Switching the preset off first-void drops its collect_from.
        let r = resolve(RulesOverrides {
            trump: Some(TrumpMethod::Called),
            ..preset("be-ranga")
        })
        .unwrap();
        assert_eq!(r.collect_from, None);
    }

    #[test]
    fn tens_and_sars_need_a_heap() {
        let e = resolve(RulesOverrides {
            collect: Some(Collect::Tricks),
            ..preset("dehla-pakad")
        });
        assert_eq!(e, Err(vec![("NEEDS_HEAP", RuleField::Count)]));
        let e = resolve(RulesOverrides {
            scoring: Some(ScoringOverrides {
                kind: Some(ScoringKind::Sars),
                ..Default::default()
            }),
            ..Default::default()
        });
        assert_eq!(
            e,
            Err(vec![("NEEDS_HEAP", RuleField::Scoring(ScoringField::Kind))])
        );
    }

    #[test]
    fn two_of_hearts_and_kot_passes_need_four_players_and_passes_need_the_two() {
        let e = resolve(RulesOverrides {
            two_of_hearts: Some(true),
            kot_passes: Some(true),
            ..preset("hokm-3")
        });
        assert_eq!(
            e,
            Err(vec![
                ("NEEDS_FOUR_PLAYERS", RuleField::TwoOfHearts),
                ("NEEDS_FOUR_PLAYERS", RuleField::KotPasses),
            ])
        );
        let e = resolve(RulesOverrides {
            two_of_hearts: Some(false),
            ..preset("satat")
        });
        assert_eq!(
            e,
            Err(vec![(
                "KOT_PASSES_WITHOUT_TWO_OF_HEARTS",
                RuleField::KotPasses
            )])
        );
    }

    #[test]
    fn trump_change_and_blind_trump_need_a_caller_who_names_trumps() {
        let e = resolve(RulesOverrides {
            trump_change: Some(true),
            blind_trump: Some(true),
            ..preset("be-ranga")
        });
        assert_eq!(
            e,
            Err(vec![
                ("NOT_WITH_FIRST_VOID", RuleField::TrumpChange),
                ("NOT_WITH_FIRST_VOID", RuleField::BlindTrump),
            ])
        );
        assert!(
            resolve(RulesOverrides {
                trump_change: Some(true),
                blind_trump: Some(true),
                ..Default::default()
            })
            .is_ok()
        );
    }

    #[test]
    fn partner_no_trump_needs_partners() {
        let o = |p: &str| RulesOverrides {
            redeal: Some(RedealOverrides {
                partner_no_trump: Some(true),
                ..Default::default()
            }),
            ..preset(p)
        };
        let field = RuleField::Redeal(RedealField::PartnerNoTrump);
        assert_eq!(resolve(o("hokm-3")), Err(vec![("NEEDS_PARTNERS", field)]));
        assert_eq!(resolve(o("hokm-2")), Err(vec![("NEEDS_PARTNERS", field)]));
        assert!(resolve(o("court-piece")).is_ok());
    }

    #[test]
    fn zero_or_negative_points_and_targets_are_refused() {
        let e = resolve(RulesOverrides {
            scoring: Some(ScoringOverrides {
                win: Some(0),
                kot: Some(-2),
                target: Some(Some(0)),
                ..Default::default()
            }),
            ..preset("hokm")
        });
        assert_eq!(
            e,
            Err(vec![
                ("NOT_POSITIVE", RuleField::Scoring(ScoringField::Win)),
                ("NOT_POSITIVE", RuleField::Scoring(ScoringField::Kot)),
                ("NOT_POSITIVE", RuleField::Scoring(ScoringField::Target)),
            ])
        );
        let e = resolve(RulesOverrides {
            scoring: Some(ScoringOverrides {
                streak: Some(Some(0)),
                bavney: Some(MAX_VALUE + 1),
                ..Default::default()
            }),
            ..Default::default()
        });
        assert_eq!(
            e,
            Err(vec![
                ("VALUE_TOO_LARGE", RuleField::Scoring(ScoringField::Bavney)),
                ("NOT_POSITIVE", RuleField::Scoring(ScoringField::Streak)),
            ])
        );
    }

    #[test]
    fn redeal_counts_and_first_collection_have_their_ranges() {
        let e = resolve(RulesOverrides {
            redeal: Some(RedealOverrides {
                max_in_a_row: Some(-1),
                ..Default::default()
            }),
            first_collection: Some(14),
            ..preset("double-sar")
        });
        assert_eq!(
            e,
            Err(vec![
                ("FIRST_COLLECTION_OUT_OF_RANGE", RuleField::FirstCollection),
                ("NEGATIVE_COUNT", RuleField::Redeal(RedealField::MaxInARow)),
            ])
        );
        for n in 1..=13 {
            let r = resolve(RulesOverrides {
                first_collection: Some(n),
                redeal: Some(RedealOverrides {
                    max_in_a_row: Some(0),
                    ..Default::default()
                }),
                ..preset("double-sar")
            });
            assert!(r.is_ok(), "{n}");
        }
    }

    #[test]
    fn the_removed_card_is_a_two_and_only_with_three_players() {
        let two_d: Card = "2d".parse().unwrap();
        let r = resolve(RulesOverrides {
            removed_card: Some(two_d),
            ..preset("hokm-3")
        })
        .unwrap();
        assert_eq!(r.removed_card, Some(two_d));
        let ace: Card = "As".parse().unwrap();
        assert_eq!(
            resolve(RulesOverrides {
                removed_card: Some(ace),
                ..preset("hokm-3")
            }),
            Err(vec![("REMOVED_CARD_NOT_A_TWO", RuleField::RemovedCard)])
        );
        assert_eq!(
            resolve(RulesOverrides {
                removed_card: Some(two_d),
                ..Default::default()
            }),
            Err(vec![(
                "REMOVED_CARD_NEEDS_THREE_PLAYERS",
                RuleField::RemovedCard
            )])
        );
    }

    #[test]
    fn two_players_have_no_unseen_cards_for_a_blind_trump_nor_a_five_card_start() {
        assert_eq!(
            resolve(RulesOverrides {
                blind_trump: Some(true),
                ..preset("hokm-2")
            }),
            Err(vec![("NOT_WITH_TWO_PLAYERS", RuleField::BlindTrump)])
        );
    }

    #[test]
    fn every_problem_is_reported_at_once() {
        let e = resolve(RulesOverrides {
            two_of_hearts: Some(true),
            kot_passes: Some(true),
            aces_block: Some(true),
            count: Some(Count::Tens),
            ..preset("hokm-2")
        })
        .unwrap_err();
        assert_eq!(e.len(), 4, "{e:?}");
    }
}
