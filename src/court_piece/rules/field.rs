//! The typed field of a rule set that a refusal is about (`src/http` turns a field into a
//! JSON pointer).

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

/// The rule field a [`RuleError`](super::RuleError) is about.
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
    Reveal,
    Unrevealed,
    /// The preset's seats and dummy (fixed by it).
    Players,
    Dummy,
    BeforeReveal,
    Bidding,
    BiddingMin,
}
