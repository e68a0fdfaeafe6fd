//! Why a rule set is refused, with the field each reason is about.

use super::field::RuleField;
use super::options::{Preset, ScoringKind};
use super::set::MAX_VALUE;
use crate::cards::Card;

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
        "unknown preset {0:?}; the presets are court-piece, hokm, troefcall, satat, double-sar, dehla-pakad, be-ranga, dummy-rang, hokm-3, hokm-2, trup-kasiet and dabba-rang"
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
    #[error("this option only applies with trump: concealed")]
    NeedsConcealed,
    #[error("concealed trumps need a way to be revealed: reveal is inferred or on-demand")]
    RevealMissing,
    #[error("this option does not go with concealed trumps")]
    NotWithConcealed,
    #[error("bidding and bid scoring go together: each needs the other")]
    BiddingWithoutBidScoring,
    #[error("unrevealed: heap has its own heap, and needs collect: tricks")]
    NeedsCollectTricks,
    /// With no card cutting before the reveal, no trick tells trumps: nothing to infer.
    #[error(
        "before_reveal: suit-led-wins needs reveal: on-demand: while no card cuts, no trick's winner tells trumps"
    )]
    NeedsOnDemand,
    #[error("the lowest bid is a number of tricks from 1 to 13, not {0}")]
    BidMinOutOfRange(i64),
    /// A resolved set lists the seats, which belong to the preset.
    #[error("the preset {} seats {players} players; players cannot be changed", .preset.name())]
    PlayersFixed { preset: Preset, players: usize },
    /// A resolved set lists whether a seat is a dummy, which belongs to the preset.
    #[error("the preset {} {}; dummy cannot be changed", .preset.name(), if *.dummy { "has a dummy" } else { "has no dummy" })]
    DummyFixed { preset: Preset, dummy: bool },
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
            RuleErrorKind::NeedsConcealed => "NEEDS_CONCEALED",
            RuleErrorKind::RevealMissing => "REVEAL_MISSING",
            RuleErrorKind::NotWithConcealed => "NOT_WITH_CONCEALED",
            RuleErrorKind::BiddingWithoutBidScoring => "BIDDING_WITHOUT_BID_SCORING",
            RuleErrorKind::NeedsCollectTricks => "NEEDS_COLLECT_TRICKS",
            RuleErrorKind::NeedsOnDemand => "NEEDS_ON_DEMAND",
            RuleErrorKind::BidMinOutOfRange(_) => "BID_MIN_OUT_OF_RANGE",
            RuleErrorKind::PlayersFixed { .. } | RuleErrorKind::DummyFixed { .. } => "PRESET_FIXED",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_error_has_a_code_and_message() {
        let e = RuleErrorKind::NotForScoringKind(ScoringKind::Sars);
        assert_eq!(e.to_string(), "this number is not part of sars scoring");
        assert_eq!(e.code(), "NOT_FOR_SCORING_KIND");
    }
}
