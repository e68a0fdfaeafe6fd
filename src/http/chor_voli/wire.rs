//! The JSON shapes of the Chor Voli and Ramchi endpoints, and their conversion to and from
//! engine types. Enums are mirrored here (the engine knows nothing of OpenAPI) by
//! `wire_enum!` (in `src/http/enums.rs`). Schema names are prefixed `chor_voli.` so no other family's can collide.

use crate::cards::Card;
use crate::chor_voli::{
    self, Category, Combination, Preset, QuadsHigh, RuleField, Rules, RulesOverrides, Scoring,
    Straights, Ties, TripsHigh,
};
pub use crate::http::cards::{WireCard, card, card_lists, cards};
use crate::http::enums::wire_enum;
use crate::http::problem::Errors;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use utoipa::openapi::schema::{
    AdditionalProperties, ArrayBuilder, Discriminator, OneOfBuilder, RefBuilder, Type,
};
use utoipa::openapi::{KnownFormat, ObjectBuilder, Ref, RefOr, Schema, SchemaFormat};
use utoipa::{PartialSchema, ToSchema};

/// Three cards (exactly three, in evaluate, compare and rounds).
pub struct Triple;

impl PartialSchema for Triple {
    fn schema() -> RefOr<Schema> {
        utoipa::openapi::ArrayBuilder::new()
            .items(WireCard::schema())
            .min_items(Some(3))
            .max_items(Some(3))
            .examples([serde_json::json!(["Ah", "Kh", "Qh"])])
            .into()
    }
}

impl ToSchema for Triple {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("chor_voli.Triple")
    }
}

/// A number of chips: an ante or a payout.
pub struct Amount;

impl PartialSchema for Amount {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::Integer)
            .format(Some(SchemaFormat::KnownFormat(KnownFormat::Int64)))
            .minimum(Some(0))
            .maximum(Some(chor_voli::rules::MAX_AMOUNT))
            .into()
    }
}

impl ToSchema for Amount {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("chor_voli.Amount")
    }
}

/// A player's chips in a game: 0 to 10^15.
pub struct Chips;

impl PartialSchema for Chips {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::Integer)
            .format(Some(SchemaFormat::KnownFormat(KnownFormat::Int64)))
            .minimum(Some(0))
            .maximum(Some(chor_voli::game::MAX_CHIPS))
            .into()
    }
}

impl ToSchema for Chips {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("chor_voli.Chips")
    }
}

/// Checks that an entry is three distinct, well-formed cards (evaluate, compare, rounds).
pub fn triple(wire: &[WireCard], base: &str, errors: &mut Errors) -> Option<[Card; 3]> {
    let parsed = cards(wire, base, errors);
    let complete = parsed.len() == wire.len();
    if wire.len() != 3 {
        errors.push(
            "NOT_THREE_CARDS",
            base,
            format!("a combination is three cards, not {}", wire.len()),
        );
        return None;
    }
    if !complete {
        return None;
    }
    let parsed: [Card; 3] = parsed.try_into().ok()?;
    let mut seen = crate::cards::CardSet::EMPTY;
    for (i, c) in parsed.iter().enumerate() {
        if !seen.insert(*c) {
            errors.push(
                "DUPLICATE_CARD",
                format!("{base}/{i}"),
                format!("{c} is given twice"),
            );
            return None;
        }
    }
    Some(parsed)
}

wire_enum!(
    chor_voli;
    /// A named starting rule set: `chor-voli`, `ramchi-3`, `ramchi-3-pool` or `ramchi-4`, each told in
    /// [the rules](/rules/chor-voli#presets).
    PresetName => Preset
);
wire_enum!(
    chor_voli;
    /// Which three of a kind is highest: `ace` (AAA > … > 222) or `three` (333 > AAA > … > 444 > 222).
    TripsHighName => TripsHigh
);
wire_enum!(
    chor_voli;
    /// Which four of a kind is highest: `ace` (AAAA > … > 2222) or `four` (4444 > AAAA > … > 5555 > 3333 > 2222).
    QuadsHighName => QuadsHigh
);
wire_enum!(
    chor_voli;
    /// Which runs exist: `chor-voli` (A-K-Q > 3-2-A > K-Q-J > … > 4-3-2) or `ramchi` (3-2-A > 5-3-2 > A-K-Q > … > 4-3-2).
    StraightsName => Straights
);
wire_enum!(
    chor_voli;
    /// Who wins between equal strongest combinations: the `first-shown` or the `last-shown`.
    TiesName => Ties
);
wire_enum!(
    chor_voli;
    /// A combination's category.
    CategoryName => Category
);

/// How chips change hands. Its schema is written out below rather than derived, so that
/// each kind is a named schema (`chor_voli.PoolScoring`, `chor_voli.EachOpponentScoring`)
/// behind a `kind` discriminator: generated clients get one class per kind, not inline types.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
pub enum ScoringRules {
    /// Everyone antes `ante` into a pool; the winner of round k takes `payouts[k-1]` from it.
    Pool {
        #[serde(deserialize_with = "crate::http::int::integer")]
        ante: i64,
        #[serde(deserialize_with = "crate::http::int::list")]
        payouts: Vec<i64>,
    },
    /// The winner of round k receives `payouts[k-1]` from every other player. No pool.
    EachOpponent {
        #[serde(deserialize_with = "crate::http::int::list")]
        payouts: Vec<i64>,
    },
}

/// The schema of `ScoringRules::Pool`.
pub struct PoolScoring;
/// The schema of `ScoringRules::EachOpponent`.
pub struct EachOpponentScoring;

/// The `payouts` of either kind of scoring.
fn payouts_schema() -> ArrayBuilder {
    ArrayBuilder::new()
        .items(Ref::from_schema_name(Amount::name()))
        .min_items(Some(4))
        .max_items(Some(5))
        .description(Some(
            "One entry per combination a player may keep (`max_combinations`).",
        ))
}

/// The `kind` of a scoring: the one value that names it.
fn kind_schema(kind: &str) -> ObjectBuilder {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .enum_values(Some([kind]))
}

impl PartialSchema for PoolScoring {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .description(Some(
                "Everyone antes `ante` into a pool; the winner of round k takes `payouts[k-1]` \
                 from it.\nThe payouts may add up to at most players × ante.",
            ))
            .property("kind", kind_schema("pool"))
            .property(
                "ante",
                RefOr::Ref(
                    RefBuilder::new()
                        .ref_location_from_schema_name(Amount::name())
                        .description(Some("Chips each player puts in the pool before the deal."))
                        .build(),
                ),
            )
            .property("payouts", payouts_schema())
            .required("kind")
            .required("ante")
            .required("payouts")
            .additional_properties(Some(AdditionalProperties::FreeForm(false)))
            .into()
    }
}

impl ToSchema for PoolScoring {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("chor_voli.PoolScoring")
    }
    fn schemas(schemas: &mut Vec<(String, RefOr<Schema>)>) {
        schemas.push((Amount::name().into(), Amount::schema()));
    }
}

impl PartialSchema for EachOpponentScoring {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .description(Some(
                "The winner of round k receives `payouts[k-1]` from every other player. No pool.",
            ))
            .property("kind", kind_schema("each-opponent"))
            .property("payouts", payouts_schema())
            .required("kind")
            .required("payouts")
            .additional_properties(Some(AdditionalProperties::FreeForm(false)))
            .into()
    }
}

impl ToSchema for EachOpponentScoring {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("chor_voli.EachOpponentScoring")
    }
    fn schemas(schemas: &mut Vec<(String, RefOr<Schema>)>) {
        schemas.push((Amount::name().into(), Amount::schema()));
    }
}

impl PartialSchema for ScoringRules {
    fn schema() -> RefOr<Schema> {
        let reference = |name: Cow<'static, str>| Ref::from_schema_name(name);
        let mut discriminator = Discriminator::new("kind");
        for (kind, name) in [
            ("pool", PoolScoring::name()),
            ("each-opponent", EachOpponentScoring::name()),
        ] {
            discriminator
                .mapping
                .insert(kind.to_owned(), format!("#/components/schemas/{name}"));
        }
        OneOfBuilder::new()
            .item(reference(PoolScoring::name()))
            .item(reference(EachOpponentScoring::name()))
            .discriminator(Some(discriminator))
            .description(Some("How chips change hands."))
            .into()
    }
}

impl ToSchema for ScoringRules {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("chor_voli.ScoringRules")
    }
    fn schemas(schemas: &mut Vec<(String, RefOr<Schema>)>) {
        schemas.push((PoolScoring::name().into(), PoolScoring::schema()));
        schemas.push((
            EachOpponentScoring::name().into(),
            EachOpponentScoring::schema(),
        ));
        <PoolScoring as ToSchema>::schemas(schemas);
    }
}

impl From<ScoringRules> for Scoring {
    fn from(s: ScoringRules) -> Scoring {
        match s {
            ScoringRules::Pool { ante, payouts } => Scoring::Pool { ante, payouts },
            ScoringRules::EachOpponent { payouts } => Scoring::EachOpponent { payouts },
        }
    }
}

impl From<Scoring> for ScoringRules {
    fn from(s: Scoring) -> ScoringRules {
        match s {
            Scoring::Pool { ante, payouts } => ScoringRules::Pool { ante, payouts },
            Scoring::EachOpponent { payouts } => ScoringRules::EachOpponent { payouts },
        }
    }
}

/// The rules of a request: a preset (default `chor-voli`) and any overrides. Impossible rule
/// sets are refused with a 422 naming each problem; the options are told in
/// [the rules](/rules/chor-voli#options).
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[schema(as = chor_voli::RulesInput)]
#[serde(deny_unknown_fields)]
pub struct RulesInput {
    /// The preset the overrides apply to. Its players, hand size and most combinations
    /// cannot be overridden.
    #[schema(value_type = Option<PresetName>)]
    pub preset: Option<String>,
    pub trips_high: Option<TripsHighName>,
    pub quads_high: Option<QuadsHighName>,
    pub straights: Option<StraightsName>,
    pub ties: Option<TiesName>,
    /// Whether four of a kind dealt wins the deal outright. Defaults to whether the scoring
    /// has a pool; `true` with each-opponent scoring is impossible.
    pub quads_win: Option<bool>,
    /// Whether a player must keep as many combinations as the cards allow.
    pub must_maximize: Option<bool>,
    /// Whether the holder of 2♦ may take the face-up card (three-player presets only).
    pub exchange: Option<bool>,
    #[serde(default, deserialize_with = "crate::http::object::optional")]
    pub scoring: Option<ScoringRules>,
}

/// Resolves the rules of a request, recording every problem under `/rules`.
pub fn rules(input: Option<&RulesInput>, errors: &mut Errors) -> Option<Rules> {
    let Some(input) = input else {
        return Some(Rules::default());
    };
    let overrides = RulesOverrides {
        preset: input.preset.clone(),
        trips_high: input.trips_high.map(Into::into),
        quads_high: input.quads_high.map(Into::into),
        straights: input.straights.map(Into::into),
        ties: input.ties.map(Into::into),
        quads_win: input.quads_win,
        must_maximize: input.must_maximize,
        exchange: input.exchange,
        scoring: input.scoring.clone().map(Into::into),
    };
    match Rules::resolve(&overrides) {
        Ok(r) => Some(r),
        Err(problems) => {
            for p in problems {
                errors.push(p.kind.code(), rule_pointer(p.field), p.kind.to_string());
            }
            None
        }
    }
}

/// The JSON pointer of a rule option in a request.
fn rule_pointer(field: RuleField) -> String {
    match field {
        RuleField::Preset => "/rules/preset".into(),
        RuleField::QuadsWin => "/rules/quads_win".into(),
        RuleField::Exchange => "/rules/exchange".into(),
        RuleField::Ante => "/rules/scoring/ante".into(),
        RuleField::Payouts => "/rules/scoring/payouts".into(),
        RuleField::Payout(i) => format!("/rules/scoring/payouts/{i}"),
    }
}

/// A rule set with every field resolved.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[schema(as = chor_voli::RulesView)]
pub struct RulesView {
    pub preset: PresetName,
    /// Seats at the table.
    #[schema(minimum = 3, maximum = 4)]
    pub players: usize,
    /// Cards dealt to each player.
    #[schema(minimum = 13, maximum = 17)]
    pub hand_size: usize,
    /// The most combinations a player may keep.
    #[schema(minimum = 4, maximum = 5)]
    pub max_combinations: usize,
    /// Whether the deal leaves one card face up on the table.
    pub face_up: bool,
    pub trips_high: TripsHighName,
    pub quads_high: QuadsHighName,
    pub straights: StraightsName,
    pub ties: TiesName,
    /// Whether four of a kind dealt wins the deal outright.
    pub quads_win: bool,
    /// Whether a player must keep as many combinations as the cards allow.
    pub must_maximize: bool,
    /// Whether the holder of 2♦ may take the face-up card.
    pub exchange: bool,
    pub scoring: ScoringRules,
}

impl From<&Rules> for RulesView {
    fn from(r: &Rules) -> RulesView {
        RulesView {
            preset: r.preset.into(),
            players: r.players,
            hand_size: r.hand_size,
            max_combinations: r.max_combinations,
            face_up: r.deals_face_up(),
            trips_high: r.trips_high.into(),
            quads_high: r.quads_high.into(),
            straights: r.straights.into(),
            ties: r.ties.into(),
            quads_win: r.quads_win,
            must_maximize: r.must_maximize,
            exchange: r.exchange,
            scoring: r.scoring.clone().into(),
        }
    }
}

/// A combination result: a valid one has `category`, `strength` and `name`; an invalid one
/// has none of them, its cards in the order given, and `reason`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[schema(as = chor_voli::CombinationResult)]
#[schema(example = json!({"cards": ["Ah", "Kh", "Qh"], "valid": true, "category": "straight-flush",
    "strength": 4012, "name": "straight flush, A-K-Q"}))]
pub struct CombinationResult {
    /// Canonical cards, ordered as the combination ranks: runs as the run reads (A-K-Q, 3-2-A,
    /// 5-3-2), flush and unrelated high to low, three of a kind by suit s, h, d, c.
    #[schema(value_type = Vec<WireCard>)]
    pub cards: Vec<Card>,
    /// Whether the three cards are a combination.
    pub valid: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub category: Option<CategoryName>,
    /// 1000 × category level (unrelated 1 … three of a kind 5) + place within the category
    /// counted from 1 for the weakest. Equal for equal combinations, higher for stronger,
    /// the same in every request under the same `trips_high` and `straights`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(minimum = 1001, maximum = 5013, nullable = false)]
    pub strength: Option<u16>,
    /// A readable name, e.g. `straight, 3-2-A`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub name: Option<String>,
    /// Why an invalid combination is not one.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub reason: Option<String>,
}

impl From<&Combination> for CombinationResult {
    fn from(c: &Combination) -> CombinationResult {
        CombinationResult {
            cards: c.cards().to_vec(),
            valid: true,
            category: Some(c.category().into()),
            strength: Some(c.strength().value()),
            name: Some(c.name()),
            reason: None,
        }
    }
}

impl CombinationResult {
    /// An invalid combination: its cards as given and why.
    pub fn invalid(cards: Vec<Card>, reason: impl ToString) -> CombinationResult {
        CombinationResult {
            cards,
            valid: false,
            category: None,
            strength: None,
            name: None,
            reason: Some(reason.to_string()),
        }
    }

    /// Evaluates three distinct cards.
    pub fn evaluate(cards: [Card; 3], rules: &Rules) -> CombinationResult {
        match Combination::new(cards, rules.rank_order()) {
            Ok(c) => (&c).into(),
            Err(reason) => CombinationResult::invalid(cards.to_vec(), reason),
        }
    }
}

/// A broken game rule: the answer of a judging endpoint (200), not an error.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[schema(as = chor_voli::ViolationView)]
#[schema(example = json!({"code": "NOT_DESCENDING", "combination": 2,
    "message": "Combination 3 is stronger than the combination played before it; combinations are played strongest first."}))]
pub struct ViolationView {
    /// A stable code: `WRONG_HAND_SIZE`, `DUPLICATE_CARD`, `CARD_NOT_IN_HAND`, `CARD_REUSED`,
    /// `NOT_THREE_CARDS`, `INVALID_COMBINATION`, `TOO_MANY_COMBINATIONS`, `NO_COMBINATION`,
    /// `DISCARDS_MISMATCH`, `NOT_DESCENDING`, `FEWER_THAN_POSSIBLE`.
    pub code: &'static str,
    /// The broken rule, for people.
    pub message: String,
    /// The seat of the player whose partition breaks the rule (deals only).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub player: Option<usize>,
    /// The 0-based index of the combination concerned.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub combination: Option<usize>,
    /// The card concerned.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<WireCard>, nullable = false)]
    pub card: Option<Card>,
}

impl ViolationView {
    pub fn new(v: &chor_voli::Violation, player: Option<usize>) -> ViolationView {
        ViolationView {
            code: v.code(),
            message: v.message(),
            player,
            combination: v.combination,
            card: v.card,
        }
    }
}

impl From<&chor_voli::Entry> for CombinationResult {
    fn from(e: &chor_voli::Entry) -> CombinationResult {
        match e {
            chor_voli::Entry::Valid(c) => c.into(),
            chor_voli::Entry::Invalid { cards, reason } => {
                CombinationResult::invalid(cards.clone(), reason)
            }
        }
    }
}
