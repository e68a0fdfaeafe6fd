//! Overrides on top of a preset, and their resolution into a checked [`Rules`].

use super::error::{RuleError, RuleErrorKind};
use super::field::{RuleField, ScoringField};
use super::options::{
    AfterCollection, BeforeReveal, Bidding, CallerAfterLoss, Collect, CollectFrom, Count,
    FailedBavney, Preset, RedealWhen, RedealWithout, Reveal, Rotation, Scoring, ScoringKind,
    TensTie, TrumpMethod, Unrevealed,
};
use super::set::Rules;
use crate::cards::Card;

/// The scoring part of an override. Every field is optional; `streak` and `target` tell
/// "not named" (`None`) from "named, none" (`Some(None)`: no streak, no target).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ScoringOverrides {
    /// `None`: the preset's kind.
    pub kind: Option<ScoringKind>,
    pub win: Option<i64>,
    pub kot: Option<i64>,
    pub kot_against_caller: Option<i64>,
    pub bavney: Option<i64>,
    pub goon_kot: Option<i64>,
    pub streak: Option<Option<i64>>,
    pub target: Option<Option<i64>>,
}

/// The redeal part of an override.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RedealOverrides {
    pub when: Option<RedealWhen>,
    pub without: Option<RedealWithout>,
    pub max_in_a_row: Option<i64>,
    pub partner_no_trump: Option<bool>,
}

/// The bidding part of an override (`{}` is bidding from the default minimum).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct BiddingOverrides {
    pub min: Option<i64>,
}

/// The options a request may override; `None` keeps the preset's value (a `null` on the wire
/// is `None`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RulesOverrides {
    /// A preset name; `None` is `court-piece`.
    pub preset: Option<String>,
    /// The preset's seats and dummy, as a resolved set lists them: accepted back only as the
    /// preset's own values (they belong to the preset).
    pub players: Option<usize>,
    pub dummy: Option<bool>,
    pub trump: Option<TrumpMethod>,
    pub blind_trump: Option<bool>,
    pub five_card_start: Option<bool>,
    pub trump_change: Option<bool>,
    pub two_of_hearts: Option<bool>,
    pub kot_passes: Option<bool>,
    pub collect: Option<Collect>,
    pub first_collection: Option<i64>,
    pub aces_block: Option<bool>,
    pub after_collection: Option<AfterCollection>,
    pub collect_from: Option<CollectFrom>,
    pub count: Option<Count>,
    pub tens_tie: Option<TensTie>,
    pub failed_bavney: Option<FailedBavney>,
    pub scoring: Option<ScoringOverrides>,
    pub rotation: Option<Rotation>,
    pub caller_after_loss: Option<CallerAfterLoss>,
    pub redeal: Option<RedealOverrides>,
    pub removed_card: Option<Card>,
    pub reveal: Option<Reveal>,
    pub unrevealed: Option<Unrevealed>,
    pub before_reveal: Option<BeforeReveal>,
    pub bidding: Option<BiddingOverrides>,
}

impl RulesOverrides {
    /// The overrides that name every field of `rules` (what a client sends back after reading
    /// a resolved set): resolving them gives `rules` again.
    pub fn from_rules(rules: &Rules) -> RulesOverrides {
        let scoring = match rules.scoring {
            Scoring::Points {
                win,
                kot,
                kot_against_caller,
                bavney,
                target,
            } => ScoringOverrides {
                kind: Some(ScoringKind::Points),
                win: Some(win),
                kot: Some(kot),
                kot_against_caller: Some(kot_against_caller),
                bavney: Some(bavney),
                target: Some(target),
                ..ScoringOverrides::default()
            },
            Scoring::Kots {
                bavney,
                goon_kot,
                streak,
                target,
            } => ScoringOverrides {
                kind: Some(ScoringKind::Kots),
                bavney: Some(bavney),
                goon_kot: Some(goon_kot),
                streak: Some(streak),
                target: Some(target),
                ..ScoringOverrides::default()
            },
            Scoring::Sars { target } => ScoringOverrides {
                kind: Some(ScoringKind::Sars),
                target: Some(target),
                ..ScoringOverrides::default()
            },
            Scoring::Bid { target } => ScoringOverrides {
                kind: Some(ScoringKind::Bid),
                target: Some(target),
                ..ScoringOverrides::default()
            },
        };
        RulesOverrides {
            preset: Some(rules.preset.name().to_owned()),
            players: Some(rules.players),
            dummy: Some(rules.dummy),
            trump: Some(rules.trump),
            blind_trump: Some(rules.blind_trump),
            five_card_start: Some(rules.five_card_start),
            trump_change: Some(rules.trump_change),
            two_of_hearts: Some(rules.two_of_hearts),
            kot_passes: Some(rules.kot_passes),
            collect: Some(rules.collect),
            first_collection: rules.first_collection,
            aces_block: rules.aces_block,
            after_collection: rules.after_collection,
            collect_from: rules.collect_from,
            count: Some(rules.count),
            tens_tie: Some(rules.tens_tie),
            failed_bavney: Some(rules.failed_bavney),
            scoring: Some(scoring),
            rotation: Some(rules.rotation),
            caller_after_loss: Some(rules.caller_after_loss),
            redeal: Some(RedealOverrides {
                when: Some(rules.redeal.when),
                without: Some(rules.redeal.without),
                max_in_a_row: Some(rules.redeal.max_in_a_row),
                partner_no_trump: Some(rules.redeal.partner_no_trump),
            }),
            removed_card: rules.removed_card,
            reveal: rules.reveal,
            unrevealed: rules.unrevealed,
            before_reveal: rules.before_reveal,
            bidding: rules.bidding.map(|b| BiddingOverrides { min: Some(b.min) }),
        }
    }
}

impl Rules {
    /// Applies `overrides` to their preset and checks the result. Every problem found is
    /// returned, not only the first.
    pub fn resolve(overrides: &RulesOverrides) -> Result<Rules, Vec<RuleError>> {
        let preset = match &overrides.preset {
            None => Preset::CourtPiece,
            Some(name) => Preset::parse(name).ok_or_else(|| {
                vec![RuleError {
                    field: RuleField::Preset,
                    kind: RuleErrorKind::UnknownPreset(name.clone()),
                }]
            })?,
        };
        let mut errors = Vec::new();
        let mut r = preset.rules();
        let o = overrides;
        macro_rules! set {
            ($($field:ident),+) => { $(if let Some(v) = o.$field { r.$field = v; })+ };
        }
        set!(
            trump,
            blind_trump,
            five_card_start,
            trump_change,
            two_of_hearts,
            kot_passes,
            collect,
            count,
            tens_tie,
            failed_bavney,
            rotation,
            caller_after_loss
        );
        if let Some(red) = o.redeal {
            if let Some(v) = red.when {
                r.redeal.when = v;
            }
            if let Some(v) = red.without {
                r.redeal.without = v;
            }
            if let Some(v) = red.max_in_a_row {
                r.redeal.max_in_a_row = v;
            }
            if let Some(v) = red.partner_no_trump {
                r.redeal.partner_no_trump = v;
            }
        }
        if let Some(s) = o.scoring {
            r.scoring = merge_scoring(r.scoring, &s, &mut errors);
        }
        // Options that do not apply become `None` unless named (then `problems` refuses
        // them); those that apply and are absent take their default.
        let heap = r.collect == Collect::Heap;
        let first_void = r.trump == TrumpMethod::FirstVoid;
        r.first_collection = o.first_collection.or(r.first_collection.filter(|_| heap));
        r.aces_block = o.aces_block.or(r.aces_block.filter(|_| heap));
        r.after_collection = o.after_collection.or(r.after_collection.filter(|_| heap));
        r.collect_from = o
            .collect_from
            .or(r.collect_from.filter(|_| heap && first_void));
        r.removed_card = o.removed_card.or(r.removed_card.filter(|_| r.players == 3));
        let concealed = r.trump == TrumpMethod::Concealed;
        r.reveal = o.reveal.or(r.reveal.filter(|_| concealed));
        r.unrevealed = o.unrevealed.or(r.unrevealed.filter(|_| concealed));
        r.before_reveal = o.before_reveal.or(r.before_reveal.filter(|_| concealed));
        r.bidding = match o.bidding {
            Some(b) => Some(Bidding {
                min: b.min.unwrap_or(r.bidding.unwrap_or_default().min),
            }),
            None => r.bidding.filter(|_| concealed),
        };
        r.fill_applicable_defaults();
        errors.extend(r.problems());
        if errors.is_empty() {
            errors.extend(r.fixed_by_the_preset(o));
        }
        if errors.is_empty() {
            Ok(r)
        } else {
            Err(errors)
        }
    }

    /// The fields a preset fixes (its seats and dummy), named with other values.
    fn fixed_by_the_preset(&self, o: &RulesOverrides) -> Vec<RuleError> {
        let mut errors = Vec::new();
        if o.players.is_some_and(|p| p != self.players) {
            errors.push(RuleError {
                field: RuleField::Players,
                kind: RuleErrorKind::PlayersFixed {
                    preset: self.preset,
                    players: self.players,
                },
            });
        }
        if o.dummy.is_some_and(|d| d != self.dummy) {
            errors.push(RuleError {
                field: RuleField::Dummy,
                kind: RuleErrorKind::DummyFixed {
                    preset: self.preset,
                    dummy: self.dummy,
                },
            });
        }
        errors
    }
}

/// Applies a scoring override to the current scoring (see the module docs).
fn merge_scoring(current: Scoring, o: &ScoringOverrides, errors: &mut Vec<RuleError>) -> Scoring {
    let kind = o.kind.unwrap_or(current.kind());
    let mut s = if kind == current.kind() {
        current
    } else {
        Scoring::defaults(kind)
    };
    let mut not_for = |field: ScoringField, named: bool| {
        if named {
            errors.push(RuleError {
                field: RuleField::Scoring(field),
                kind: RuleErrorKind::NotForScoringKind(kind),
            });
        }
    };
    match &mut s {
        Scoring::Points {
            win,
            kot,
            kot_against_caller,
            bavney,
            target,
        } => {
            *win = o.win.unwrap_or(*win);
            *kot = o.kot.unwrap_or(*kot);
            *kot_against_caller = o.kot_against_caller.unwrap_or(*kot_against_caller);
            *bavney = o.bavney.unwrap_or(*bavney);
            *target = o.target.unwrap_or(*target);
            not_for(ScoringField::GoonKot, o.goon_kot.is_some());
            not_for(ScoringField::Streak, o.streak.is_some());
        }
        Scoring::Kots {
            bavney,
            goon_kot,
            streak,
            target,
        } => {
            *bavney = o.bavney.unwrap_or(*bavney);
            *goon_kot = o.goon_kot.unwrap_or(*goon_kot);
            *streak = o.streak.unwrap_or(*streak);
            *target = o.target.unwrap_or(*target);
            not_for(ScoringField::Win, o.win.is_some());
            not_for(ScoringField::Kot, o.kot.is_some());
            not_for(
                ScoringField::KotAgainstCaller,
                o.kot_against_caller.is_some(),
            );
        }
        Scoring::Sars { target } | Scoring::Bid { target } => {
            *target = o.target.unwrap_or(*target);
            not_for(ScoringField::Win, o.win.is_some());
            not_for(ScoringField::Kot, o.kot.is_some());
            not_for(
                ScoringField::KotAgainstCaller,
                o.kot_against_caller.is_some(),
            );
            not_for(ScoringField::Bavney, o.bavney.is_some());
            not_for(ScoringField::GoonKot, o.goon_kot.is_some());
            not_for(ScoringField::Streak, o.streak.is_some());
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::super::testing::{preset, resolve};
    use super::super::*;

    #[test]
    fn a_resolved_set_sent_back_as_overrides_resolves_to_itself() {
        for p in Preset::ALL {
            let r = p.rules();
            assert_eq!(
                resolve(RulesOverrides::from_rules(&r)),
                Ok(r),
                "{}",
                p.name()
            );
        }
        // Also a set far from its preset.
        let r = resolve(RulesOverrides {
            trump: Some(TrumpMethod::FirstVoid),
            collect: Some(Collect::Heap),
            five_card_start: Some(true),
            count: Some(Count::Tens),
            ..preset("double-sar")
        })
        .unwrap();
        assert_eq!(r.collect_from, Some(CollectFrom::NextTrick));
        assert_eq!(resolve(RulesOverrides::from_rules(&r)), Ok(r));
    }

    #[test]
    fn an_unknown_preset_is_refused() {
        assert_eq!(
            resolve(preset("rummy")),
            Err(vec![("UNKNOWN_PRESET", RuleField::Preset)])
        );
    }

    #[test]
    fn leaving_the_heap_drops_the_presets_heap_options() {
        let r = resolve(RulesOverrides {
            collect: Some(Collect::Tricks),
            ..preset("double-sar")
        })
        .unwrap();
        assert_eq!(
            (r.first_collection, r.aces_block, r.after_collection),
            (None, None, None)
        );
        let r = resolve(RulesOverrides {
            collect: Some(Collect::Heap),
            ..Default::default()
        })
        .unwrap();
        assert_eq!(
            (r.first_collection, r.aces_block, r.after_collection),
            (Some(3), Some(false), Some(AfterCollection::Reset))
        );
    }

    #[test]
    fn a_scoring_object_takes_missing_numbers_from_the_presets_kind_or_the_defaults() {
        // Same kind as the preset (troefcall's 2/5/5/15): only the named number changes.
        let r = resolve(RulesOverrides {
            scoring: Some(ScoringOverrides {
                kind: Some(ScoringKind::Points),
                bavney: Some(20),
                ..Default::default()
            }),
            ..preset("troefcall")
        })
        .unwrap();
        assert_eq!(
            r.scoring,
            Scoring::Points {
                win: 2,
                kot: 5,
                kot_against_caller: 5,
                bavney: 20,
                target: None
            }
        );
        // No kind named: the preset's kind.
        let r = resolve(RulesOverrides {
            scoring: Some(ScoringOverrides {
                target: Some(Some(10)),
                ..Default::default()
            }),
            ..preset("hokm")
        })
        .unwrap();
        assert_eq!(r.scoring.target(), Some(10));
        assert_eq!(r.scoring.kind(), ScoringKind::Points);
        // Another kind: that kind's defaults, not the preset's numbers.
        let r = resolve(RulesOverrides {
            scoring: Some(ScoringOverrides {
                kind: Some(ScoringKind::Points),
                win: Some(4),
                ..Default::default()
            }),
            ..Default::default()
        })
        .unwrap();
        assert_eq!(
            r.scoring,
            Scoring::Points {
                win: 4,
                kot: 2,
                kot_against_caller: 3,
                bavney: 3,
                target: None
            }
        );
        let r = resolve(RulesOverrides {
            scoring: Some(ScoringOverrides {
                kind: Some(ScoringKind::Kots),
                ..Default::default()
            }),
            ..preset("hokm")
        })
        .unwrap();
        assert_eq!(r.scoring, Scoring::defaults(ScoringKind::Kots));
        // A named null turns the streak off.
        let r = resolve(RulesOverrides {
            scoring: Some(ScoringOverrides {
                streak: Some(None),
                ..Default::default()
            }),
            ..Default::default()
        })
        .unwrap();
        assert!(matches!(r.scoring, Scoring::Kots { streak: None, .. }));
    }

    #[test]
    fn a_number_of_another_scoring_kind_is_refused() {
        let e = resolve(RulesOverrides {
            scoring: Some(ScoringOverrides {
                goon_kot: Some(3),
                ..Default::default()
            }),
            ..preset("hokm")
        });
        assert_eq!(
            e,
            Err(vec![(
                "NOT_FOR_SCORING_KIND",
                RuleField::Scoring(ScoringField::GoonKot)
            )])
        );
    }
}
