//! The JSON shapes of the Court piece endpoints that every one of them shares (the rules, the
//! seats, the suits), and their conversion to and from engine types. Schema names are
//! prefixed `court_piece.` so no other family's can collide.

use crate::cards::Card;
use crate::court_piece::{
    AfterCollection, BeforeReveal, BiddingOverrides, CallerAfterLoss, Collect, CollectFrom, Count,
    FailedBavney, Preset, RedealField, RedealOverrides, RedealWhen, RedealWithout, ResultKind,
    Reveal, RevealedBy, Rotation, RuleField, Rules, RulesOverrides, Scoring, ScoringField,
    ScoringKind, ScoringOverrides, TensTie, TrumpMethod, Unrevealed,
};
pub use crate::http::cards::{WireCard, WireSuit, card, cards, suit, suit_letter};
use crate::http::enums::wire_enum;
use crate::http::problem::Errors;
use serde::{Deserialize, Deserializer, Serialize};
use utoipa::ToSchema;

wire_enum!(
    court_piece;
    /// A named starting rule set, each told in the rules:
    /// [`court-piece`](/rules/court-piece#court-piece), [`hokm`](/rules/court-piece#hokm),
    /// [`troefcall`](/rules/court-piece#troefcall), [`satat`](/rules/court-piece#satat),
    /// [`double-sar`](/rules/court-piece#double-sar),
    /// [`dehla-pakad`](/rules/court-piece#dehla-pakad), [`be-ranga`](/rules/court-piece#be-ranga),
    /// [`dummy-rang`](/rules/court-piece#dummy-rang), [`hokm-3`](/rules/court-piece#hokm-3),
    /// [`hokm-2`](/rules/court-piece#hokm-2), [`trup-kasiet`](/rules/court-piece#trup-kasiet),
    /// [`dabba-rang`](/rules/court-piece#dabba-rang).
    PresetName => Preset
);
wire_enum!(
    court_piece;
    /// How a deal ended: a `win`; a `kot` (the first seven tricks, all thirteen collected on a
    /// heap, or all four tens); `bavney` (all thirteen, playing on after a kot); `goon-kot` (all
    /// thirteen collected by the party against the caller); or `redeal` (called off, nobody
    /// scores).
    ResultKindName => ResultKind
);
wire_enum!(
    court_piece;
    /// How trumps come to be: `called` by the caller after the first five, `first-void`: the
    /// first card played by a player who cannot follow suit sets them, or `concealed`: the
    /// suit of a card the chooser sets face down, unknown to the players until revealed.
    TrumpName => TrumpMethod
);
wire_enum!(
    court_piece;
    /// How concealed trumps become known: `inferred` (when one suit alone is consistent with
    /// every trick's winner) or `on-demand` (a player of the other party who cannot follow
    /// asks).
    RevealName => Reveal
);
wire_enum!(
    court_piece;
    /// Concealed trumps: tricks finished before the reveal `count` for their winner, or go on
    /// a `heap` that the winner of the trick in which trumps are revealed collects.
    UnrevealedName => Unrevealed
);
wire_enum!(
    court_piece;
    /// Concealed trumps: who wins a trick before the reveal: `trumps-win` (the true trumps
    /// decide from the first trick; Trup kasiet), or `suit-led-wins` (no card cuts while trumps
    /// are concealed; from the trick of the reveal on, trumps decide; Dabba Rang).
    BeforeRevealName => BeforeReveal
);
wire_enum!(
    court_piece;
    /// How concealed trumps became known: by `inference`, on `request`, or by `necessity`
    /// (the chooser had only the face-down card left).
    RevealedByName => RevealedBy
);
wire_enum!(
    court_piece;
    /// Where tricks go: to the winner's party (`tricks`), or onto a `heap` collected by two
    /// tricks in a row.
    CollectName => Collect
);
wire_enum!(
    court_piece;
    /// What decides a heap deal: the `tricks` collected, or the `tens` in them (Dehla Pakad).
    CountName => Count
);
wire_enum!(
    court_piece;
    /// Who wins a 2-2 split of the tens: the party that did not deal (`non-dealer`), or the
    /// party with seven or more tricks (`tricks`).
    TensTieName => TensTie
);
wire_enum!(
    court_piece;
    /// A party that plays on after a kot and loses a trick: keeps a plain `win`, or the
    /// `opponents` score a plain win.
    FailedBavneyName => FailedBavney
);
wire_enum!(
    court_piece;
    /// After collecting the heap: two more wins in a row are needed (`reset`), or each further
    /// consecutive win collects at once (`continue`).
    AfterCollectionName => AfterCollection
);
wire_enum!(
    court_piece;
    /// First-void heap: the first collection may come at the end of the trick after the one
    /// that set trumps (`next-trick`) or of that trick itself (`trump-trick`).
    CollectFromName => CollectFrom
);
wire_enum!(
    court_piece;
    /// Who deals next: `losing-side-deals` (Court piece) or `hokm`.
    RotationName => Rotation
);
wire_enum!(
    court_piece;
    /// Hokm for three, after the caller lost: the `next` seat calls, or the `winner`.
    CallerAfterLossName => CallerAfterLoss
);
wire_enum!(
    court_piece;
    /// When the caller may call a redeal: `never`, on the `first-five`, or on the whole `hand`.
    RedealWhenName => RedealWhen
);
wire_enum!(
    court_piece;
    /// The ranks whose absence allows a redeal: `akqj` or `kqj`.
    RedealWithoutName => RedealWithout
);
wire_enum!(
    court_piece;
    /// The kind of scoring: `points`, `kots`, `sars` or `bid` (the winner of a bid deal scores
    /// the bid).
    ScoringKindName => ScoringKind
);

/// A field that tells "absent" (`None`) from "null" (`Some(None)`), with integers read as
/// JSON Schema counts them. Use with `#[serde(default)]`.
fn nullable_integer<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Option<i64>>, D::Error> {
    crate::http::int::optional(d).map(Some)
}

/// The scoring part of the rules. Numbers not named come from the preset's scoring when the
/// kind is the preset's, else from the kind's defaults (`points` 1/2/3/3, `kots` 52/3/7,
/// `sars` 104). Each number applies to the kinds its description names.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[schema(as = court_piece::ScoringInput)]
#[serde(deny_unknown_fields)]
pub struct ScoringInput {
    /// The kind; the preset's when absent.
    pub kind: Option<ScoringKindName>,
    /// `points`: a plain win.
    #[schema(minimum = 1, maximum = 1000000000)]
    #[serde(default, deserialize_with = "crate::http::int::optional")]
    pub win: Option<i64>,
    /// `points`: a kot.
    #[schema(minimum = 1, maximum = 1000000000)]
    #[serde(default, deserialize_with = "crate::http::int::optional")]
    pub kot: Option<i64>,
    /// `points`: a kot won by the party that did not call.
    #[schema(minimum = 1, maximum = 1000000000)]
    #[serde(default, deserialize_with = "crate::http::int::optional")]
    pub kot_against_caller: Option<i64>,
    /// `points` and `kots`: a bavney (all thirteen tricks).
    #[schema(minimum = 1, maximum = 1000000000)]
    #[serde(default, deserialize_with = "crate::http::int::optional")]
    pub bavney: Option<i64>,
    /// `kots`: a goon-kot (the dealer's party collected all thirteen).
    #[schema(minimum = 1, maximum = 1000000000)]
    #[serde(default, deserialize_with = "crate::http::int::optional")]
    pub goon_kot: Option<i64>,
    /// `kots`: plain wins in a row, none a kot, that score a kot; `null`: no streaks.
    #[schema(value_type = Option<i64>, minimum = 1, maximum = 1000000000)]
    #[serde(default, deserialize_with = "nullable_integer")]
    pub streak: Option<Option<i64>>,
    /// Every kind: the score that ends a game; `null`: no target.
    #[schema(value_type = Option<i64>, minimum = 1, maximum = 1000000000)]
    #[serde(default, deserialize_with = "nullable_integer")]
    pub target: Option<Option<i64>>,
}

/// The redeal option.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[schema(as = court_piece::RedealRules)]
#[serde(deny_unknown_fields)]
pub struct RedealInput {
    pub when: Option<RedealWhenName>,
    pub without: Option<RedealWithoutName>,
    /// Redeals in a row a game allows (a single deal allows one when this is at least 1).
    #[schema(minimum = 0, maximum = 1000000000)]
    #[serde(default, deserialize_with = "crate::http::int::optional")]
    pub max_in_a_row: Option<i64>,
    /// Whether the caller's partner holding no trump may ask for a redeal (four players).
    pub partner_no_trump: Option<bool>,
}

/// Bidding for the right to choose concealed trumps (Dabba Rang).
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[schema(as = court_piece::BiddingRules)]
#[serde(deny_unknown_fields)]
pub struct BiddingInput {
    /// The lowest bid, in tricks (default 7).
    #[schema(minimum = 1, maximum = 13)]
    #[serde(default, deserialize_with = "crate::http::int::optional")]
    pub min: Option<i64>,
}

/// Bidding in a resolved rule set.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(as = court_piece::BiddingView)]
pub struct BiddingView {
    pub min: i64,
}

/// The rules of a request: a preset (default `court-piece`) and any overrides; `null` is
/// the same as absent. Impossible sets are refused with a 422 naming each problem; the
/// options are told in [the rules](/rules/court-piece#options). A resolved set (`rules/presets`) sent back is always accepted.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[schema(as = court_piece::RulesInput)]
#[serde(deny_unknown_fields)]
pub struct RulesInput {
    /// The preset the overrides apply to; it fixes `players` and `dummy`.
    #[schema(value_type = Option<PresetName>)]
    pub preset: Option<String>,
    /// The preset's number of seats; accepted only as the preset's own value.
    #[schema(minimum = 2, maximum = 4)]
    #[serde(default, deserialize_with = "crate::http::int::optional")]
    pub players: Option<usize>,
    /// Whether one seat is a dummy; accepted only as the preset's own value.
    pub dummy: Option<bool>,
    pub trump: Option<TrumpName>,
    /// The caller's trump is the suit of a card of the caller's hand outside the first five,
    /// turned up unseen (`called` trumps only).
    pub blind_trump: Option<bool>,
    /// `first-void` only: play starts after the first packet (Dehla Pakad's first method).
    pub five_card_start: Option<bool>,
    /// The party opposite the caller may name another suit before the first lead.
    pub trump_change: Option<bool>,
    /// Satat: the 2♥ is the highest trump.
    pub two_of_hearts: Option<bool>,
    /// Satat: cards are passed in the deal after a kot.
    pub kot_passes: Option<bool>,
    pub collect: Option<CollectName>,
    /// Heap only: the earliest trick (1 to 13) at whose end the heap may first be collected.
    #[schema(minimum = 1, maximum = 13)]
    #[serde(default, deserialize_with = "crate::http::int::optional")]
    pub first_collection: Option<i64>,
    /// Heap only: two tricks in a row won by aces do not collect.
    pub aces_block: Option<bool>,
    pub after_collection: Option<AfterCollectionName>,
    pub collect_from: Option<CollectFromName>,
    pub count: Option<CountName>,
    pub tens_tie: Option<TensTieName>,
    pub failed_bavney: Option<FailedBavneyName>,
    #[serde(default, deserialize_with = "crate::http::object::optional")]
    pub scoring: Option<ScoringInput>,
    pub rotation: Option<RotationName>,
    pub caller_after_loss: Option<CallerAfterLossName>,
    #[serde(default, deserialize_with = "crate::http::object::optional")]
    pub redeal: Option<RedealInput>,
    /// Three players only: the two taken out of the pack.
    pub removed_card: Option<WireCard>,
    /// Concealed trumps only (and then required): how they become known.
    pub reveal: Option<RevealName>,
    /// Concealed trumps only: where tricks finished before the reveal go (default `count`).
    pub unrevealed: Option<UnrevealedName>,
    /// Concealed trumps only: who wins a trick before the reveal (default `trumps-win`).
    pub before_reveal: Option<BeforeRevealName>,
    /// Concealed trumps only: bidding for the right to choose them; goes with `bid` scoring.
    #[serde(default, deserialize_with = "crate::http::object::optional")]
    pub bidding: Option<BiddingInput>,
}

/// The JSON pointer of a rule option in a request.
pub fn rule_pointer(field: RuleField) -> String {
    let mut pointer = String::from("/rules");
    for segment in segments(field) {
        pointer.push('/');
        pointer.push_str(segment);
    }
    pointer
}

/// The field's names from the `rules` object down, e.g. `["scoring", "win"]`.
const fn segments(field: RuleField) -> &'static [&'static str] {
    match field {
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
        RuleField::Reveal => &["reveal"],
        RuleField::Unrevealed => &["unrevealed"],
        RuleField::Players => &["players"],
        RuleField::Dummy => &["dummy"],
        RuleField::BeforeReveal => &["before_reveal"],
        RuleField::Bidding => &["bidding"],
        RuleField::BiddingMin => &["bidding", "min"],
    }
}

/// Resolves the rules of a request, recording every problem under `/rules`.
pub fn rules(input: Option<&RulesInput>, errors: &mut Errors) -> Option<Rules> {
    let Some(input) = input else {
        return Some(Rules::default());
    };
    let removed_card = input
        .removed_card
        .as_ref()
        .map(|c| card(c, || "/rules/removed_card".into(), errors));
    let scoring = input.scoring.as_ref().map(|s| ScoringOverrides {
        kind: s.kind.map(Into::into),
        win: s.win,
        kot: s.kot,
        kot_against_caller: s.kot_against_caller,
        bavney: s.bavney,
        goon_kot: s.goon_kot,
        streak: s.streak,
        target: s.target,
    });
    let redeal = input.redeal.as_ref().map(|r| RedealOverrides {
        when: r.when.map(Into::into),
        without: r.without.map(Into::into),
        max_in_a_row: r.max_in_a_row,
        partner_no_trump: r.partner_no_trump,
    });
    let overrides = RulesOverrides {
        preset: input.preset.clone(),
        players: input.players,
        dummy: input.dummy,
        trump: input.trump.map(Into::into),
        blind_trump: input.blind_trump,
        five_card_start: input.five_card_start,
        trump_change: input.trump_change,
        two_of_hearts: input.two_of_hearts,
        kot_passes: input.kot_passes,
        collect: input.collect.map(Into::into),
        first_collection: input.first_collection,
        aces_block: input.aces_block,
        after_collection: input.after_collection.map(Into::into),
        collect_from: input.collect_from.map(Into::into),
        count: input.count.map(Into::into),
        tens_tie: input.tens_tie.map(Into::into),
        failed_bavney: input.failed_bavney.map(Into::into),
        scoring,
        rotation: input.rotation.map(Into::into),
        caller_after_loss: input.caller_after_loss.map(Into::into),
        redeal,
        removed_card: removed_card.flatten(),
        reveal: input.reveal.map(Into::into),
        unrevealed: input.unrevealed.map(Into::into),
        before_reveal: input.before_reveal.map(Into::into),
        bidding: input
            .bidding
            .as_ref()
            .map(|b| BiddingOverrides { min: b.min }),
    };
    let resolved = match Rules::resolve(&overrides) {
        Ok(r) => r,
        Err(problems) => {
            for p in problems {
                errors.push(p.kind.code(), rule_pointer(p.field), p.kind.to_string());
            }
            return None;
        }
    };
    // A removed card that does not parse was recorded above.
    (!matches!(removed_card, Some(None))).then_some(resolved)
}

/// The scoring of a resolved rule set: every number of its kind.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(as = court_piece::ScoringView)]
pub struct ScoringView {
    pub kind: ScoringKindName,
    /// `points` only.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub win: Option<i64>,
    /// `points` only.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub kot: Option<i64>,
    /// `points` only.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub kot_against_caller: Option<i64>,
    /// `points` and `kots`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub bavney: Option<i64>,
    /// `kots` only.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub goon_kot: Option<i64>,
    /// `kots` only: present, and `null` when there are no streaks.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<i64>, nullable = false)]
    pub streak: Option<Option<i64>>,
    /// The score that ends a game, `null` for none.
    #[schema(required = true)]
    pub target: Option<i64>,
}

impl From<Scoring> for ScoringView {
    fn from(s: Scoring) -> ScoringView {
        let none = ScoringView {
            kind: s.kind().into(),
            win: None,
            kot: None,
            kot_against_caller: None,
            bavney: None,
            goon_kot: None,
            streak: None,
            target: s.target(),
        };
        match s {
            Scoring::Points {
                win,
                kot,
                kot_against_caller,
                bavney,
                ..
            } => ScoringView {
                win: Some(win),
                kot: Some(kot),
                kot_against_caller: Some(kot_against_caller),
                bavney: Some(bavney),
                ..none
            },
            Scoring::Kots {
                bavney,
                goon_kot,
                streak,
                ..
            } => ScoringView {
                bavney: Some(bavney),
                goon_kot: Some(goon_kot),
                streak: Some(streak),
                ..none
            },
            Scoring::Sars { .. } | Scoring::Bid { .. } => none,
        }
    }
}

/// The redeal option of a resolved rule set.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(as = court_piece::RedealView)]
pub struct RedealView {
    pub when: RedealWhenName,
    pub without: RedealWithoutName,
    pub max_in_a_row: i64,
    pub partner_no_trump: bool,
}

/// A rule set with every field resolved; fields that do not apply are `null`.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(as = court_piece::RulesView)]
pub struct RulesView {
    pub preset: PresetName,
    /// Seats at the table (fixed by the preset).
    #[schema(minimum = 2, maximum = 4)]
    pub players: usize,
    /// Whether one seat is a dummy played by its partner (Dummy Rang).
    pub dummy: bool,
    pub trump: TrumpName,
    pub blind_trump: bool,
    pub five_card_start: bool,
    pub trump_change: bool,
    pub two_of_hearts: bool,
    pub kot_passes: bool,
    pub collect: CollectName,
    /// `null` without a heap.
    #[schema(required = true)]
    pub first_collection: Option<i64>,
    /// `null` without a heap.
    #[schema(required = true)]
    pub aces_block: Option<bool>,
    /// `null` without a heap.
    #[schema(required = true)]
    pub after_collection: Option<AfterCollectionName>,
    /// `null` unless a heap with first-void trumps.
    #[schema(required = true)]
    pub collect_from: Option<CollectFromName>,
    pub count: CountName,
    pub tens_tie: TensTieName,
    pub failed_bavney: FailedBavneyName,
    pub scoring: ScoringView,
    pub rotation: RotationName,
    pub caller_after_loss: CallerAfterLossName,
    pub redeal: RedealView,
    /// The two taken out of the pack; `null` outside three players.
    #[schema(required = true, value_type = Option<WireCard>)]
    pub removed_card: Option<Card>,
    /// `null` without concealed trumps.
    #[schema(required = true)]
    pub reveal: Option<RevealName>,
    /// `null` without concealed trumps.
    #[schema(required = true)]
    pub unrevealed: Option<UnrevealedName>,
    /// `null` without concealed trumps.
    #[schema(required = true)]
    pub before_reveal: Option<BeforeRevealName>,
    /// `null` without bidding.
    #[schema(required = true)]
    pub bidding: Option<BiddingView>,
}

impl From<&Rules> for RulesView {
    fn from(r: &Rules) -> RulesView {
        RulesView {
            preset: r.preset.into(),
            players: r.players,
            dummy: r.dummy,
            trump: r.trump.into(),
            blind_trump: r.blind_trump,
            five_card_start: r.five_card_start,
            trump_change: r.trump_change,
            two_of_hearts: r.two_of_hearts,
            kot_passes: r.kot_passes,
            collect: r.collect.into(),
            first_collection: r.first_collection,
            aces_block: r.aces_block,
            after_collection: r.after_collection.map(Into::into),
            collect_from: r.collect_from.map(Into::into),
            count: r.count.into(),
            tens_tie: r.tens_tie.into(),
            failed_bavney: r.failed_bavney.into(),
            scoring: r.scoring.into(),
            rotation: r.rotation.into(),
            caller_after_loss: r.caller_after_loss.into(),
            redeal: RedealView {
                when: r.redeal.when.into(),
                without: r.redeal.without.into(),
                max_in_a_row: r.redeal.max_in_a_row,
                partner_no_trump: r.redeal.partner_no_trump,
            },
            removed_card: r.removed_card,
            reveal: r.reveal.map(Into::into),
            unrevealed: r.unrevealed.map(Into::into),
            before_reveal: r.before_reveal.map(Into::into),
            bidding: r.bidding.map(|b| BiddingView { min: b.min }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rule_field_points_into_the_rules_object() {
        assert_eq!(
            rule_pointer(RuleField::Scoring(ScoringField::KotAgainstCaller)),
            "/rules/scoring/kot_against_caller"
        );
        assert_eq!(rule_pointer(RuleField::Preset), "/rules/preset");
    }
}
