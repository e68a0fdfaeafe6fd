//! The rules of Chor Voli and Ramchi as data: every option of `docs/rules/chor-voli.md`, the four presets,
//! overrides on top of a preset, and the refusal of impossible rule sets.
//!
//! A preset fixes `players`, `hand_size` and `max_combinations`; every other field may be
//! overridden. Code elsewhere branches on these fields, never on the preset's name.
//!
//! Two choices where `docs/rules/chor-voli.md` is silent, documented in the README as well:
//! - When `quads_win` is not given but `scoring` is, `quads_win` follows the scoring (on with
//!   a pool, off without): Ramchi "is played like Chor Voli", so four of a kind wins wherever
//!   there is a pool to win. Only an explicit `quads_win: true` with `each-opponent` scoring
//!   is refused.
//! - Likewise `exchange`, when not given, is on exactly when the preset deals a face-up card.

use crate::named::named_enum;

/// The most chips an ante or a payout may be. Keeps every total of a game of 1 000 deals far
/// inside the integers a JSON client can represent exactly (2^53).
pub const MAX_AMOUNT: i64 = 1_000_000_000;

named_enum! {
    /// A named starting point for a rule set.
    Preset {
        ChorVoli => "chor-voli",
        Ramchi3 => "ramchi-3",
        Ramchi3Pool => "ramchi-3-pool",
        Ramchi4 => "ramchi-4",
    }
}

impl Preset {
    /// The preset's rules, as the table in `docs/rules/chor-voli.md` gives them.
    pub fn rules(self) -> Rules {
        let three_players = matches!(self, Preset::Ramchi3 | Preset::Ramchi3Pool);
        let (players, hand_size, max_combinations) = if three_players {
            (3, 17, 5)
        } else {
            (4, 13, 4)
        };
        let straights = match self {
            Preset::ChorVoli => Straights::ChorVoli,
            _ => Straights::Ramchi,
        };
        let scoring = match self {
            Preset::ChorVoli => Scoring::Pool {
                ante: 1,
                payouts: vec![1, 1, 1, 1],
            },
            Preset::Ramchi3 => Scoring::EachOpponent {
                payouts: vec![1, 2, 3, 4, 5],
            },
            Preset::Ramchi3Pool => Scoring::Pool {
                ante: 5,
                payouts: vec![1, 2, 3, 4, 5],
            },
            Preset::Ramchi4 => Scoring::Pool {
                ante: 5,
                payouts: vec![2, 4, 6, 8],
            },
        };
        Rules {
            preset: self,
            players,
            hand_size,
            max_combinations,
            trips_high: TripsHigh::Ace,
            quads_high: QuadsHigh::Ace,
            straights,
            ties: Ties::FirstShown,
            quads_win: scoring.has_pool(),
            must_maximize: false,
            exchange: three_players,
            scoring,
        }
    }
}

named_enum! {
    /// Which three of a kind is highest.
    TripsHigh {
        /// AAA > KKK > … > 222 (pagat's reading, the default).
        Ace => "ace",
        /// 333 > AAA > KKK > … > 444 > 222, as in Brag.
        Three => "three",
    }
}

named_enum! {
    /// Which four of a kind is highest.
    QuadsHigh {
        /// AAAA > KKKK > … > 2222 (the default).
        Ace => "ace",
        /// 4444 > AAAA > KKKK > … > 5555 > 3333 > 2222.
        Four => "four",
    }
}

named_enum! {
    /// Which runs exist and how they rank.
    Straights {
        /// A-K-Q > 3-2-A > K-Q-J > … > 4-3-2 (the default).
        ChorVoli => "chor-voli",
        /// 3-2-A > 5-3-2 (the "ramchi") > A-K-Q > K-Q-J > … > 4-3-2.
        Ramchi => "ramchi",
    }
}

named_enum! {
    /// Who wins a round between equal strongest combinations.
    Ties {
        /// The one shown first (pagat, the default).
        FirstShown => "first-shown",
        /// The one shown last.
        LastShown => "last-shown",
    }
}

/// How chips change hands.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Scoring {
    /// Everyone antes `ante` into a pool; the winner of round k takes `payouts[k-1]` from it.
    Pool { ante: i64, payouts: Vec<i64> },
    /// The winner of round k receives `payouts[k-1]` from every other player.
    EachOpponent { payouts: Vec<i64> },
}

impl Scoring {
    pub fn payouts(&self) -> &[i64] {
        match self {
            Scoring::Pool { payouts, .. } | Scoring::EachOpponent { payouts } => payouts,
        }
    }

    pub const fn has_pool(&self) -> bool {
        matches!(self, Scoring::Pool { .. })
    }

    /// The ante, 0 without a pool.
    pub const fn ante(&self) -> i64 {
        match self {
            Scoring::Pool { ante, .. } => *ante,
            Scoring::EachOpponent { .. } => 0,
        }
    }
}

/// A complete, consistent rule set. Build one with [`Preset::rules`] or [`Rules::resolve`];
/// the latter refuses impossible combinations of options.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Rules {
    pub preset: Preset,
    pub players: usize,
    pub hand_size: usize,
    pub max_combinations: usize,
    pub trips_high: TripsHigh,
    pub quads_high: QuadsHigh,
    pub straights: Straights,
    pub ties: Ties,
    pub quads_win: bool,
    pub must_maximize: bool,
    pub exchange: bool,
    pub scoring: Scoring,
}

impl Default for Rules {
    fn default() -> Rules {
        Preset::ChorVoli.rules()
    }
}

impl Rules {
    /// Whether the deal leaves a card face up on the table (52 cards do not divide evenly).
    pub const fn deals_face_up(&self) -> bool {
        self.players * self.hand_size < 52
    }

    /// Applies `overrides` to their preset (the default preset when none is named) and
    /// checks the result. Every problem found is returned, not only the first.
    pub fn resolve(overrides: &RulesOverrides) -> Result<Rules, Vec<RuleError>> {
        let preset = match &overrides.preset {
            None => Preset::ChorVoli,
            Some(name) => Preset::parse(name).ok_or_else(|| {
                vec![RuleError {
                    field: RuleField::Preset,
                    kind: RuleErrorKind::UnknownPreset(name.clone()),
                }]
            })?,
        };
        let mut rules = preset.rules();
        if let Some(v) = overrides.trips_high {
            rules.trips_high = v;
        }
        if let Some(v) = overrides.quads_high {
            rules.quads_high = v;
        }
        if let Some(v) = overrides.straights {
            rules.straights = v;
        }
        if let Some(v) = overrides.ties {
            rules.ties = v;
        }
        if let Some(v) = overrides.must_maximize {
            rules.must_maximize = v;
        }
        if let Some(v) = &overrides.scoring {
            rules.scoring = v.clone();
            rules.quads_win = v.has_pool();
        }
        if let Some(v) = overrides.quads_win {
            rules.quads_win = v;
        }
        if let Some(v) = overrides.exchange {
            rules.exchange = v;
        }
        let errors = rules.problems();
        if errors.is_empty() {
            Ok(rules)
        } else {
            Err(errors)
        }
    }

    /// Every reason this rule set is impossible (empty when it is consistent).
    pub fn problems(&self) -> Vec<RuleError> {
        let mut errors = Vec::new();
        let mut error = |field: RuleField, kind| errors.push(RuleError { field, kind });
        let payouts = self.scoring.payouts();
        if let Scoring::Pool { ante, .. } = self.scoring {
            check_amount(ante, RuleField::Ante, &mut error);
        }
        for (i, &p) in payouts.iter().enumerate() {
            check_amount(p, RuleField::Payout(i), &mut error);
        }
        if payouts.len() != self.max_combinations {
            error(
                RuleField::Payouts,
                RuleErrorKind::WrongPayoutCount {
                    expected: self.max_combinations,
                    found: payouts.len(),
                },
            );
        }
        if let Scoring::Pool { ante, .. } = self.scoring {
            let valid = |v: i64| (0..=MAX_AMOUNT).contains(&v);
            if valid(ante) && payouts.iter().all(|&p| valid(p)) {
                let total: i64 = payouts.iter().sum();
                let pool = ante * self.players as i64;
                if total > pool {
                    error(
                        RuleField::Payouts,
                        RuleErrorKind::PayoutsExceedPool { total, pool },
                    );
                }
            }
        }
        if self.quads_win && !self.scoring.has_pool() {
            error(RuleField::QuadsWin, RuleErrorKind::QuadsWinWithoutPool);
        }
        if self.exchange && !self.deals_face_up() {
            error(
                RuleField::Exchange,
                RuleErrorKind::ExchangeWithoutFaceUp {
                    players: self.players,
                    hand_size: self.hand_size,
                },
            );
        }
        errors
    }
}

fn check_amount(value: i64, field: RuleField, error: &mut impl FnMut(RuleField, RuleErrorKind)) {
    if value < 0 {
        error(field, RuleErrorKind::NegativeAmount(value));
    } else if value > MAX_AMOUNT {
        error(field, RuleErrorKind::AmountTooLarge(value));
    }
}

/// The options a request may override; `None` keeps the preset's value.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RulesOverrides {
    pub preset: Option<String>,
    pub trips_high: Option<TripsHigh>,
    pub quads_high: Option<QuadsHigh>,
    pub straights: Option<Straights>,
    pub ties: Option<Ties>,
    pub quads_win: Option<bool>,
    pub must_maximize: Option<bool>,
    pub exchange: Option<bool>,
    pub scoring: Option<Scoring>,
}

/// The option a refusal is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RuleField {
    Preset,
    QuadsWin,
    Exchange,
    /// The scoring's ante.
    Ante,
    /// The scoring's list of payouts.
    Payouts,
    /// One payout, by its index.
    Payout(usize),
}

/// One reason a rule set is refused, and the option it is about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuleError {
    pub field: RuleField,
    pub kind: RuleErrorKind,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleErrorKind {
    #[error(
        "unknown preset {0:?}; the presets are chor-voli, ramchi-3, ramchi-3-pool and ramchi-4"
    )]
    UnknownPreset(String),
    #[error(
        "the preset plays up to {expected} combinations, so payouts needs exactly {expected} entries, not {found}"
    )]
    WrongPayoutCount { expected: usize, found: usize },
    #[error("an ante or payout cannot be negative ({0})")]
    NegativeAmount(i64),
    #[error("an ante or payout may be at most {MAX_AMOUNT} chips ({0})")]
    AmountTooLarge(i64),
    #[error("the payouts add up to {total} chips but the pool holds only {pool} (players × ante)")]
    PayoutsExceedPool { total: i64, pool: i64 },
    #[error("quads_win needs a pool to win, and each-opponent scoring has none")]
    QuadsWinWithoutPool,
    #[error(
        "exchange needs a face-up card, and {players} players with {hand_size} cards each leave none"
    )]
    ExchangeWithoutFaceUp { players: usize, hand_size: usize },
}

impl RuleErrorKind {
    /// The stable code the API reports.
    pub const fn code(&self) -> &'static str {
        match self {
            RuleErrorKind::UnknownPreset(_) => "UNKNOWN_PRESET",
            RuleErrorKind::WrongPayoutCount { .. } => "WRONG_PAYOUT_COUNT",
            RuleErrorKind::NegativeAmount(_) => "NEGATIVE_AMOUNT",
            RuleErrorKind::AmountTooLarge(_) => "AMOUNT_TOO_LARGE",
            RuleErrorKind::PayoutsExceedPool { .. } => "PAYOUTS_EXCEED_POOL",
            RuleErrorKind::QuadsWinWithoutPool => "QUADS_WIN_WITHOUT_POOL",
            RuleErrorKind::ExchangeWithoutFaceUp { .. } => "EXCHANGE_WITHOUT_FACE_UP",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn resolve(o: RulesOverrides) -> Result<Rules, Vec<&'static str>> {
        Rules::resolve(&o).map_err(|e| e.iter().map(|e| e.kind.code()).collect())
    }

    #[test]
    fn presets_match_the_table_of_rules_md() {
        let r = Preset::ChorVoli.rules();
        assert_eq!((r.players, r.hand_size, r.max_combinations), (4, 13, 4));
        assert_eq!(r.straights, Straights::ChorVoli);
        assert!(r.quads_win && !r.exchange && !r.deals_face_up());
        assert_eq!(
            r.scoring,
            Scoring::Pool {
                ante: 1,
                payouts: vec![1, 1, 1, 1]
            }
        );

        let r = Preset::Ramchi3.rules();
        assert_eq!((r.players, r.hand_size, r.max_combinations), (3, 17, 5));
        assert_eq!(r.straights, Straights::Ramchi);
        assert!(!r.quads_win && r.exchange && r.deals_face_up());
        assert_eq!(
            r.scoring,
            Scoring::EachOpponent {
                payouts: vec![1, 2, 3, 4, 5]
            }
        );

        let r = Preset::Ramchi3Pool.rules();
        assert_eq!((r.players, r.hand_size, r.max_combinations), (3, 17, 5));
        assert!(r.quads_win && r.exchange);
        assert_eq!(
            r.scoring,
            Scoring::Pool {
                ante: 5,
                payouts: vec![1, 2, 3, 4, 5]
            }
        );

        let r = Preset::Ramchi4.rules();
        assert_eq!((r.players, r.hand_size, r.max_combinations), (4, 13, 4));
        assert_eq!(r.straights, Straights::Ramchi);
        assert!(r.quads_win && !r.exchange);
        assert_eq!(
            r.scoring,
            Scoring::Pool {
                ante: 5,
                payouts: vec![2, 4, 6, 8]
            }
        );

        for p in Preset::ALL {
            assert!(p.rules().problems().is_empty(), "{p:?}");
            assert_eq!(Preset::parse(p.name()), Some(p));
        }
    }

    #[test]
    fn no_overrides_give_the_chor_voli_preset() {
        assert_eq!(resolve(RulesOverrides::default()), Ok(Rules::default()));
    }

    #[test]
    fn overrides_apply_on_top_of_the_named_preset() {
        let r = resolve(RulesOverrides {
            preset: Some("ramchi-4".into()),
            trips_high: Some(TripsHigh::Three),
            ties: Some(Ties::LastShown),
            ..Default::default()
        })
        .unwrap();
        assert_eq!(r.preset, Preset::Ramchi4);
        assert_eq!(r.straights, Straights::Ramchi);
        assert_eq!((r.trips_high, r.ties), (TripsHigh::Three, Ties::LastShown));
    }

    #[test]
    fn unknown_preset_is_refused() {
        let e = Rules::resolve(&RulesOverrides {
            preset: Some("crash".into()),
            ..Default::default()
        })
        .unwrap_err();
        assert_eq!(e[0].kind.code(), "UNKNOWN_PRESET");
        assert_eq!(e[0].field, RuleField::Preset);
    }

    #[test]
    fn payouts_must_have_one_entry_per_combination() {
        let e = resolve(RulesOverrides {
            scoring: Some(Scoring::Pool {
                ante: 5,
                payouts: vec![1, 1, 1],
            }),
            ..Default::default()
        });
        assert_eq!(e, Err(vec!["WRONG_PAYOUT_COUNT"]));
    }

    #[test]
    fn negative_ante_and_payouts_are_each_refused_with_their_field() {
        let e = Rules::resolve(&RulesOverrides {
            scoring: Some(Scoring::Pool {
                ante: -1,
                payouts: vec![1, -2, 1, -1],
            }),
            ..Default::default()
        })
        .unwrap_err();
        let found: Vec<_> = e.iter().map(|e| (e.kind.code(), e.field)).collect();
        assert_eq!(
            found,
            [
                ("NEGATIVE_AMOUNT", RuleField::Ante),
                ("NEGATIVE_AMOUNT", RuleField::Payout(1)),
                ("NEGATIVE_AMOUNT", RuleField::Payout(3)),
            ]
        );
    }

    #[test]
    fn pool_payouts_cannot_exceed_players_times_ante() {
        let at_limit = resolve(RulesOverrides {
            scoring: Some(Scoring::Pool {
                ante: 1,
                payouts: vec![1, 1, 1, 1],
            }),
            ..Default::default()
        });
        assert!(at_limit.is_ok());
        let over = resolve(RulesOverrides {
            scoring: Some(Scoring::Pool {
                ante: 1,
                payouts: vec![1, 1, 1, 2],
            }),
            ..Default::default()
        });
        assert_eq!(over, Err(vec!["PAYOUTS_EXCEED_POOL"]));
    }

    #[test]
    fn quads_win_with_each_opponent_scoring_is_impossible_only_when_asked_for() {
        let each = Scoring::EachOpponent {
            payouts: vec![1, 1, 1, 1],
        };
        let implied = resolve(RulesOverrides {
            scoring: Some(each.clone()),
            ..Default::default()
        })
        .unwrap();
        assert!(!implied.quads_win);
        let explicit = resolve(RulesOverrides {
            scoring: Some(each),
            quads_win: Some(true),
            ..Default::default()
        });
        assert_eq!(explicit, Err(vec!["QUADS_WIN_WITHOUT_POOL"]));
        let ramchi3 = resolve(RulesOverrides {
            preset: Some("ramchi-3".into()),
            quads_win: Some(true),
            ..Default::default()
        });
        assert_eq!(ramchi3, Err(vec!["QUADS_WIN_WITHOUT_POOL"]));
    }

    #[test]
    fn exchange_needs_a_face_up_card() {
        let e = resolve(RulesOverrides {
            preset: Some("ramchi-4".into()),
            exchange: Some(true),
            ..Default::default()
        });
        assert_eq!(e, Err(vec!["EXCHANGE_WITHOUT_FACE_UP"]));
        let off = resolve(RulesOverrides {
            preset: Some("ramchi-3".into()),
            exchange: Some(false),
            ..Default::default()
        });
        assert!(!off.unwrap().exchange);
    }

    #[test]
    fn amounts_above_the_cap_are_refused() {
        let e = resolve(RulesOverrides {
            scoring: Some(Scoring::EachOpponent {
                payouts: vec![1, 1, 1, MAX_AMOUNT + 1],
            }),
            ..Default::default()
        });
        assert_eq!(e, Err(vec!["AMOUNT_TOO_LARGE"]));
    }
}
