//! The rules of Court piece and its family as data: every option of `COURT_PIECE.md`, the ten
//! presets, overrides on top of a preset, and the refusal of impossible rule sets.
//!
//! A preset fixes `players` and whether one seat is a dummy (with them the packets); every
//! other field may be overridden. Code elsewhere branches on these fields, never on the
//! preset's name.
//!
//! Options that do not apply are `None` in a resolved set: the heap options without
//! `collect: heap`, `collect_from` without `first-void` trumps, `removed_card` outside three
//! players. An override that names one where it does not apply is refused; one that is
//! absent is simply not applicable, so a resolved set sent back as overrides resolves to
//! itself.
//!
//! Scoring merges field by field: a scoring override that names only some numbers takes the
//! others from the preset's scoring when the kind is the preset's (or not named), else from
//! that kind's defaults ([`Scoring::defaults`]).

use crate::cards::{Card, Rank, Suit};

/// The largest point value, target or streak a rule set may hold. Keeps every score of a game
/// of 1 000 deals far inside the integers a JSON client represents exactly (2^53).
pub const MAX_VALUE: i64 = 1_000_000_000;

/// Declares a fieldless option enum with its wire names, `ALL`, `name()` and `parse()`.
macro_rules! named_enum {
    ($(#[$meta:meta])* $name:ident { $($(#[$vmeta:meta])* $variant:ident => $text:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum $name { $($(#[$vmeta])* $variant),+ }

        impl $name {
            /// Every value, in the order the contract lists them.
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// The name the API uses.
            pub const fn name(self) -> &'static str {
                match self { $($name::$variant => $text),+ }
            }

            /// The value of an API name (exact spelling).
            pub fn parse(text: &str) -> Option<$name> {
                Self::ALL.iter().copied().find(|v| v.name() == text)
            }
        }
    };
}

named_enum! {
    /// A named starting point for a rule set (the table of `COURT_PIECE.md`).
    Preset {
        CourtPiece => "court-piece",
        Hokm => "hokm",
        Troefcall => "troefcall",
        Satat => "satat",
        DoubleSar => "double-sar",
        DehlaPakad => "dehla-pakad",
        BeRanga => "be-ranga",
        DummyRang => "dummy-rang",
        Hokm3 => "hokm-3",
        Hokm2 => "hokm-2",
    }
}

named_enum! {
    /// How trumps come to be.
    TrumpMethod {
        /// The caller names a suit after the first five (the default).
        Called => "called",
        /// The first card played by a player who cannot follow sets trumps.
        FirstVoid => "first-void",
    }
}

named_enum! {
    /// Where tricks go.
    Collect {
        /// To the winner's party at once; the deal may end at seven tricks.
        Tricks => "tricks",
        /// Onto a heap, collected by two tricks in a row; all tricks are played.
        Heap => "heap",
    }
}

named_enum! {
    /// What decides a heap deal.
    Count {
        Tricks => "tricks",
        /// The tens in the collected tricks (Dehla Pakad).
        Tens => "tens",
    }
}

named_enum! {
    /// Who wins a 2-2 split of the tens.
    TensTie {
        /// The party that did not deal (the default).
        NonDealer => "non-dealer",
        /// The party with seven or more collected tricks.
        Tricks => "tricks",
    }
}

named_enum! {
    /// The result when a party plays on after a kot and loses a trick.
    FailedBavney {
        /// It keeps a plain win (the article, the default).
        Win => "win",
        /// The other party scores a plain win (the Dutch federation).
        Opponents => "opponents",
    }
}

named_enum! {
    /// What a collection of the heap does to the run of wins.
    AfterCollection {
        /// Two more wins in a row are needed (the default).
        Reset => "reset",
        /// Each further consecutive win by the same player collects at once.
        Continue => "continue",
    }
}

named_enum! {
    /// The first trick at whose end a first-void heap may be collected.
    CollectFrom {
        /// The trick after the one that set trumps (be-ranga, the default).
        NextTrick => "next-trick",
        /// The trick that set trumps (Dehla Pakad without a caller).
        TrumpTrick => "trump-trick",
    }
}

named_enum! {
    /// Who deals and calls next.
    Rotation {
        LosingSideDeals => "losing-side-deals",
        Hokm => "hokm",
    }
}

named_enum! {
    /// Hokm for three: who calls after the caller lost.
    CallerAfterLoss {
        /// The next seat (the default).
        Next => "next",
        /// The winner of the deal.
        Winner => "winner",
    }
}

named_enum! {
    /// When the caller may call a redeal.
    RedealWhen {
        Never => "never",
        /// Holding none of the ranks in the first five, before naming trumps.
        FirstFive => "first-five",
        /// Holding none of the ranks in the whole hand, after the deal.
        Hand => "hand",
    }
}

named_enum! {
    /// The ranks whose absence allows a redeal.
    RedealWithout {
        Akqj => "akqj",
        Kqj => "kqj",
    }
}

impl RedealWithout {
    /// The ranks named.
    pub const fn ranks(self) -> &'static [Rank] {
        match self {
            RedealWithout::Akqj => &[Rank::Ace, Rank::King, Rank::Queen, Rank::Jack],
            RedealWithout::Kqj => &[Rank::King, Rank::Queen, Rank::Jack],
        }
    }
}

named_enum! {
    /// The kind of a scoring object.
    ScoringKind {
        Points => "points",
        Kots => "kots",
        Sars => "sars",
    }
}

/// How a deal scores. Every number is from 1 to [`MAX_VALUE`] in a consistent rule set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Scoring {
    /// The winning party scores the value that applies (Iran, Hokm, Troefcall).
    Points {
        win: i64,
        kot: i64,
        kot_against_caller: i64,
        bavney: i64,
        target: Option<i64>,
    },
    /// Kots are counted (India and Pakistan): 1 per kot, `bavney` per bavney, `goon_kot` per
    /// goon-kot; `streak` plain wins in a row score a kot.
    Kots {
        bavney: i64,
        goon_kot: i64,
        streak: Option<i64>,
        target: Option<i64>,
    },
    /// Each player scores the tricks their own wins collected (Dummy Rang).
    Sars { target: Option<i64> },
}

impl Scoring {
    /// A kind's defaults: `points` 1/2/3/3, `kots` 52/3/7, `sars` 104.
    pub const fn defaults(kind: ScoringKind) -> Scoring {
        match kind {
            ScoringKind::Points => Scoring::Points {
                win: 1,
                kot: 2,
                kot_against_caller: 3,
                bavney: 3,
                target: None,
            },
            ScoringKind::Kots => Scoring::Kots {
                bavney: 52,
                goon_kot: 3,
                streak: Some(7),
                target: None,
            },
            ScoringKind::Sars => Scoring::Sars { target: Some(104) },
        }
    }

    pub const fn kind(&self) -> ScoringKind {
        match self {
            Scoring::Points { .. } => ScoringKind::Points,
            Scoring::Kots { .. } => ScoringKind::Kots,
            Scoring::Sars { .. } => ScoringKind::Sars,
        }
    }

    /// The score at which the game ends, if any.
    pub const fn target(&self) -> Option<i64> {
        match *self {
            Scoring::Points { target, .. }
            | Scoring::Kots { target, .. }
            | Scoring::Sars { target } => target,
        }
    }

    /// Calls `f` with every number and its field, for the range checks.
    fn each_value(&self, mut f: impl FnMut(ScoringField, Option<i64>)) {
        match *self {
            Scoring::Points {
                win,
                kot,
                kot_against_caller,
                bavney,
                target,
            } => {
                f(ScoringField::Win, Some(win));
                f(ScoringField::Kot, Some(kot));
                f(ScoringField::KotAgainstCaller, Some(kot_against_caller));
                f(ScoringField::Bavney, Some(bavney));
                f(ScoringField::Target, target);
            }
            Scoring::Kots {
                bavney,
                goon_kot,
                streak,
                target,
            } => {
                f(ScoringField::Bavney, Some(bavney));
                f(ScoringField::GoonKot, Some(goon_kot));
                f(ScoringField::Streak, streak);
                f(ScoringField::Target, target);
            }
            Scoring::Sars { target } => f(ScoringField::Target, target),
        }
    }
}

/// The redeal option.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Redeal {
    pub when: RedealWhen,
    pub without: RedealWithout,
    /// How many redeals in a row a game allows (a single deal allows one when this is ≥ 1).
    pub max_in_a_row: i64,
    /// The caller's partner, holding no trump, may ask for a redeal the caller agrees to.
    pub partner_no_trump: bool,
}

impl Default for Redeal {
    fn default() -> Redeal {
        Redeal {
            when: RedealWhen::Never,
            without: RedealWithout::Akqj,
            max_in_a_row: 2,
            partner_no_trump: false,
        }
    }
}

/// A complete, consistent rule set. Build one with [`Preset::rules`] or [`Rules::resolve`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rules {
    pub preset: Preset,
    /// Seats at the table: 2, 3 or 4 (fixed by the preset).
    pub players: usize,
    /// One of the four seats is a dummy played by its partner (Dummy Rang; fixed by the
    /// preset). Which seat is named by each deal.
    pub dummy: bool,
    pub trump: TrumpMethod,
    pub blind_trump: bool,
    pub five_card_start: bool,
    pub trump_change: bool,
    pub two_of_hearts: bool,
    pub kot_passes: bool,
    pub collect: Collect,
    /// Heap only: the earliest trick (1–13) at whose end the heap may first be collected.
    pub first_collection: Option<i64>,
    /// Heap only.
    pub aces_block: Option<bool>,
    /// Heap only.
    pub after_collection: Option<AfterCollection>,
    /// Heap with first-void trumps only.
    pub collect_from: Option<CollectFrom>,
    pub count: Count,
    pub tens_tie: TensTie,
    pub failed_bavney: FailedBavney,
    pub scoring: Scoring,
    pub rotation: Rotation,
    pub caller_after_loss: CallerAfterLoss,
    pub redeal: Redeal,
    /// Three players only: the two taken out of the pack.
    pub removed_card: Option<Card>,
}

impl Default for Rules {
    fn default() -> Rules {
        Preset::CourtPiece.rules()
    }
}

impl Preset {
    /// The preset's rules, as the table of `COURT_PIECE.md` gives them.
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
    }
}

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

/// The options a request may override; `None` keeps the preset's value (a `null` on the wire
/// is `None`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RulesOverrides {
    /// A preset name; `None` is `court-piece`.
    pub preset: Option<String>,
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
        };
        RulesOverrides {
            preset: Some(rules.preset.name().to_owned()),
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
        }
    }
}

impl Rules {
    /// Cards each player holds when play starts: 17 with three players, else 13.
    pub const fn hand_size(&self) -> usize {
        if self.players == 3 { 17 } else { 13 }
    }

    /// Cards dealt to each player: 5 with two players (the rest is the stock), else the hand.
    pub const fn dealt_size(&self) -> usize {
        if self.players == 2 {
            5
        } else {
            self.hand_size()
        }
    }

    /// Tricks in a deal played to the end.
    pub const fn tricks_per_deal(&self) -> usize {
        self.hand_size()
    }

    /// Parties at the table: two partnerships with four seats, else one per player.
    pub const fn parties(&self) -> usize {
        if self.players == 4 { 2 } else { self.players }
    }

    /// A seat's party: `seat mod 2` with four seats, else the seat.
    pub const fn party(&self, seat: usize) -> usize {
        if self.players == 4 { seat % 2 } else { seat }
    }

    /// Gives the options that apply their default when absent.
    fn fill_applicable_defaults(&mut self) {
        if self.collect == Collect::Heap {
            self.first_collection.get_or_insert(3);
            self.aces_block.get_or_insert(false);
            self.after_collection.get_or_insert(AfterCollection::Reset);
            if self.trump == TrumpMethod::FirstVoid {
                self.collect_from.get_or_insert(CollectFrom::NextTrick);
            }
        }
        if self.players == 3 {
            self.removed_card
                .get_or_insert(Card::new(Rank::Two, Suit::Clubs));
        }
    }

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
        r.fill_applicable_defaults();
        errors.extend(r.problems());
        if errors.is_empty() {
            Ok(r)
        } else {
            Err(errors)
        }
    }

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
        Scoring::Sars { target } => {
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

/// A field of the `scoring` object.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ScoringField {
    Kind,
    Win,
    Kot,
    KotAgainstCaller,
    Bavney,
    GoonKot,
    Streak,
    Target,
}

/// A field of the `redeal` object.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RedealField {
    When,
    Without,
    MaxInARow,
    PartnerNoTrump,
}

/// The rule field a [`RuleError`] is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RuleField {
    Preset,
    Trump,
    BlindTrump,
    FiveCardStart,
    TrumpChange,
    TwoOfHearts,
    KotPasses,
    Collect,
    FirstCollection,
    AcesBlock,
    AfterCollection,
    CollectFrom,
    Count,
    TensTie,
    FailedBavney,
    Scoring(ScoringField),
    Rotation,
    CallerAfterLoss,
    Redeal(RedealField),
    RemovedCard,
}

impl RuleField {
    /// The field's names from the `rules` object down, e.g. `["scoring", "win"]`.
    pub const fn segments(self) -> &'static [&'static str] {
        match self {
            RuleField::Preset => &["preset"],
            RuleField::Trump => &["trump"],
            RuleField::BlindTrump => &["blind_trump"],
            RuleField::FiveCardStart => &["five_card_start"],
            RuleField::TrumpChange => &["trump_change"],
            RuleField::TwoOfHearts => &["two_of_hearts"],
            RuleField::KotPasses => &["kot_passes"],
            RuleField::Collect => &["collect"],
            RuleField::FirstCollection => &["first_collection"],
            RuleField::AcesBlock => &["aces_block"],
            RuleField::AfterCollection => &["after_collection"],
            RuleField::CollectFrom => &["collect_from"],
            RuleField::Count => &["count"],
            RuleField::TensTie => &["tens_tie"],
            RuleField::FailedBavney => &["failed_bavney"],
            RuleField::Scoring(f) => match f {
                ScoringField::Kind => &["scoring", "kind"],
                ScoringField::Win => &["scoring", "win"],
                ScoringField::Kot => &["scoring", "kot"],
                ScoringField::KotAgainstCaller => &["scoring", "kot_against_caller"],
                ScoringField::Bavney => &["scoring", "bavney"],
                ScoringField::GoonKot => &["scoring", "goon_kot"],
                ScoringField::Streak => &["scoring", "streak"],
                ScoringField::Target => &["scoring", "target"],
            },
            RuleField::Rotation => &["rotation"],
            RuleField::CallerAfterLoss => &["caller_after_loss"],
            RuleField::Redeal(f) => match f {
                RedealField::When => &["redeal", "when"],
                RedealField::Without => &["redeal", "without"],
                RedealField::MaxInARow => &["redeal", "max_in_a_row"],
                RedealField::PartnerNoTrump => &["redeal", "partner_no_trump"],
            },
            RuleField::RemovedCard => &["removed_card"],
        }
    }
}

/// One reason a rule set is refused, with the field it is about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuleError {
    pub field: RuleField,
    pub kind: RuleErrorKind,
}

/// Why a rule set is impossible.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleErrorKind {
    #[error(
        "unknown preset {0:?}; the presets are court-piece, hokm, troefcall, satat, double-sar, dehla-pakad, be-ranga, dummy-rang, hokm-3 and hokm-2"
    )]
    UnknownPreset(String),
    #[error("a table of {players} players{} is not one these games are played at", if *.dummy { " with a dummy" } else { "" })]
    UnsupportedTable { players: usize, dummy: bool },
    #[error("this option belongs to the heap and only applies with collect: heap")]
    HeapOptionWithoutHeap,
    #[error("this option only applies with trump: first-void")]
    NeedsFirstVoid,
    #[error("this option needs collect: heap")]
    NeedsHeap,
    #[error("this option needs four players, and the preset seats {0}")]
    NeedsFourPlayers(usize),
    #[error("kot_passes is Satat's, and needs two_of_hearts")]
    KotPassesWithoutTwoOfHearts,
    #[error("this option needs a caller who names trumps, and first-void has none")]
    NotWithFirstVoid,
    #[error("this option needs the caller's unseen cards or packets that two players do not deal")]
    NotWithTwoPlayers,
    #[error("partner_no_trump needs partners, and {0} players have none")]
    NeedsPartners(usize),
    #[error("{0} is not a positive number")]
    NotPositive(i64),
    #[error("a value may be at most {MAX_VALUE} ({0})")]
    TooLarge(i64),
    #[error("a count cannot be negative ({0})")]
    NegativeCount(i64),
    #[error("first_collection is a trick number from 1 to 13, not {0}")]
    FirstCollectionOutOfRange(i64),
    #[error("the removed card must be a two, not {0}")]
    RemovedCardNotATwo(Card),
    #[error("a card is removed only with three players ({0} given)")]
    RemovedCardNeedsThreePlayers(Card),
    #[error("three players need a removed card")]
    RemovedCardMissing,
    #[error("this number is not part of {} scoring", .0.name())]
    NotForScoringKind(ScoringKind),
}

impl RuleErrorKind {
    /// The stable code the API reports.
    pub const fn code(&self) -> &'static str {
        match self {
            RuleErrorKind::UnknownPreset(_) => "UNKNOWN_PRESET",
            RuleErrorKind::UnsupportedTable { .. } => "UNSUPPORTED_TABLE",
            RuleErrorKind::HeapOptionWithoutHeap => "HEAP_OPTION_WITHOUT_HEAP",
            RuleErrorKind::NeedsFirstVoid => "NEEDS_FIRST_VOID",
            RuleErrorKind::NeedsHeap => "NEEDS_HEAP",
            RuleErrorKind::NeedsFourPlayers(_) => "NEEDS_FOUR_PLAYERS",
            RuleErrorKind::KotPassesWithoutTwoOfHearts => "KOT_PASSES_WITHOUT_TWO_OF_HEARTS",
            RuleErrorKind::NotWithFirstVoid => "NOT_WITH_FIRST_VOID",
            RuleErrorKind::NotWithTwoPlayers => "NOT_WITH_TWO_PLAYERS",
            RuleErrorKind::NeedsPartners(_) => "NEEDS_PARTNERS",
            RuleErrorKind::NotPositive(_) => "NOT_POSITIVE",
            RuleErrorKind::TooLarge(_) => "VALUE_TOO_LARGE",
            RuleErrorKind::NegativeCount(_) => "NEGATIVE_COUNT",
            RuleErrorKind::FirstCollectionOutOfRange(_) => "FIRST_COLLECTION_OUT_OF_RANGE",
            RuleErrorKind::RemovedCardNotATwo(_) => "REMOVED_CARD_NOT_A_TWO",
            RuleErrorKind::RemovedCardNeedsThreePlayers(_) => "REMOVED_CARD_NEEDS_THREE_PLAYERS",
            RuleErrorKind::RemovedCardMissing => "REMOVED_CARD_MISSING",
            RuleErrorKind::NotForScoringKind(_) => "NOT_FOR_SCORING_KIND",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn resolve(o: RulesOverrides) -> Result<Rules, Vec<(&'static str, RuleField)>> {
        Rules::resolve(&o).map_err(|e| e.iter().map(|e| (e.kind.code(), e.field)).collect())
    }

    fn preset(name: &str) -> RulesOverrides {
        RulesOverrides {
            preset: Some(name.into()),
            ..Default::default()
        }
    }

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

    #[test]
    fn every_field_has_a_path_and_every_error_a_code_and_message() {
        let e = RuleErrorKind::NotForScoringKind(ScoringKind::Sars);
        assert_eq!(e.to_string(), "this number is not part of sars scoring");
        assert_eq!(
            RuleField::Scoring(ScoringField::KotAgainstCaller).segments(),
            ["scoring", "kot_against_caller"]
        );
        for name in ["called", "first-void"] {
            assert_eq!(TrumpMethod::parse(name).map(TrumpMethod::name), Some(name));
        }
    }
}
