//! Every option of `docs/rules/court-piece.md` as a value, each with the one name the API spells it with.

use super::field::ScoringField;
use crate::cards::Rank;
use crate::named::named_enum;

named_enum! {
    /// A named starting point for a rule set (the table of `docs/rules/court-piece.md`).
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
        TrupKasiet => "trup-kasiet",
        DabbaRang => "dabba-rang",
    }
}

named_enum! {
    /// How trumps come to be.
    TrumpMethod {
        /// The caller names a suit after the first five (the default).
        Called => "called",
        /// The first card played by a player who cannot follow sets trumps.
        FirstVoid => "first-void",
        /// A chosen card is set face down; its suit is trumps, unknown to the players until
        /// revealed (Trup kasiet, Dabba Rang).
        Concealed => "concealed",
    }
}

named_enum! {
    /// How concealed trumps come to be known.
    Reveal {
        /// At the end of the first trick after which one suit alone is consistent with every
        /// trick's winner (Trup kasiet).
        Inferred => "inferred",
        /// A player of the party opposite the chooser who cannot follow asks (Dabba Rang).
        OnDemand => "on-demand",
    }
}

named_enum! {
    /// Who wins a trick while trumps are concealed.
    BeforeReveal {
        /// The true trumps decide every trick from the first; the chooser announces who won
        /// (Trup kasiet, the default).
        TrumpsWin => "trumps-win",
        /// No card cuts while trumps are concealed: the highest card of the suit led wins.
        /// From the trick in which trumps are revealed on, trumps decide, cards played before
        /// the reveal in that trick included (Dabba Rang).
        SuitLedWins => "suit-led-wins",
    }
}

named_enum! {
    /// Where tricks finished while trumps are concealed go.
    Unrevealed {
        /// To their winner's party, as any trick (the default).
        Count => "count",
        /// Onto a heap, collected by the winner of the trick in which trumps are revealed.
        Heap => "heap",
    }
}

/// Bidding for the right to choose trumps (Dabba Rang): each player once, from the caller,
/// bids `min` to 13 tricks, higher than every earlier bid, or passes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Bidding {
    pub min: i64,
}

impl Default for Bidding {
    fn default() -> Bidding {
        Bidding { min: 7 }
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
        /// The winning party scores the highest bid (with `bidding`).
        Bid => "bid",
    }
}

/// How a deal scores. Every number is from 1 to [`MAX_VALUE`](super::MAX_VALUE) in a consistent rule set.
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
    /// The party that wins a bid deal scores the bid (Dabba Rang).
    Bid { target: Option<i64> },
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
            ScoringKind::Bid => Scoring::Bid { target: None },
        }
    }

    pub const fn kind(&self) -> ScoringKind {
        match self {
            Scoring::Points { .. } => ScoringKind::Points,
            Scoring::Kots { .. } => ScoringKind::Kots,
            Scoring::Sars { .. } => ScoringKind::Sars,
            Scoring::Bid { .. } => ScoringKind::Bid,
        }
    }

    /// The score at which the game ends, if any.
    pub const fn target(&self) -> Option<i64> {
        match *self {
            Scoring::Points { target, .. }
            | Scoring::Kots { target, .. }
            | Scoring::Sars { target }
            | Scoring::Bid { target } => target,
        }
    }

    /// Calls `f` with every number and its field, for the range checks.
    pub(super) fn each_value(&self, mut f: impl FnMut(ScoringField, Option<i64>)) {
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
            Scoring::Sars { target } | Scoring::Bid { target } => f(ScoringField::Target, target),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_option_reads_back_its_own_name() {
        for name in ["called", "first-void", "concealed"] {
            assert_eq!(TrumpMethod::parse(name).map(TrumpMethod::name), Some(name));
        }
    }
}
