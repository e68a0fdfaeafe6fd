//! Replaying one deal from its decisions (`deals/resolve`), and what a game's deals share
//! with it: the decisions on the wire and the judgement of a deal in the answer.

use super::errors::unprocessable;
use super::wire::{self, WireCard, WireSuit};
use crate::cards::Card;
use crate::court_piece::{
    self, DealInput, DealResult, Pass, Previous, Trick, View, Viewer, Violation,
};
use crate::http::cards::SuitLetter;
use crate::http::extract::ApiJson;
use crate::http::json::Json;
use crate::http::problem::{Errors, Problem};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// Who asks for a redeal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = court_piece::RedealBy)]
#[serde(rename_all = "kebab-case")]
pub enum RedealByName {
    Caller,
    Partner,
}

/// A redeal asked for.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[schema(as = court_piece::RedealInput)]
#[serde(deny_unknown_fields)]
pub struct RedealCall {
    /// The caller (holding none of the ranks the rules name), or the caller's partner
    /// (holding no trump, with `partner_no_trump`).
    pub by: RedealByName,
    /// For a partner's request: whether the caller agrees (absent: no, and nothing changes).
    pub agreed: Option<bool>,
}

/// A trump change by a player of the party opposite the caller (option `trump_change`).
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[schema(as = court_piece::TrumpChangeInput)]
#[serde(deny_unknown_fields)]
pub struct TrumpChangeInput {
    #[schema(minimum = 0, maximum = 3)]
    #[serde(deserialize_with = "crate::http::int::seat")]
    pub player: usize,
    #[schema(value_type = WireSuit)]
    pub trump: WireSuit,
}

/// One of Satat's passes after a kot.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[schema(as = court_piece::PassInput)]
#[serde(deny_unknown_fields)]
pub struct PassInput {
    /// A player of the party that lost the kot.
    #[schema(minimum = 0, maximum = 3)]
    #[serde(deserialize_with = "crate::http::int::seat")]
    pub player: usize,
    /// The cards passed to the player before them (one; two after a bavney).
    #[schema(value_type = Vec<WireCard>, max_items = 2)]
    pub cards: Vec<WireCard>,
    /// The cards that player passes back (as many).
    #[schema(value_type = Vec<WireCard>, max_items = 2)]
    pub returned: Vec<WireCard>,
}

impl PassInput {
    /// The passes `passes` (at `at`), every card checked.
    pub fn read_all(passes: &[PassInput], at: &str, errors: &mut Errors) -> Vec<Pass> {
        passes
            .iter()
            .enumerate()
            .map(|(i, p)| Pass {
                seat: p.player,
                cards: wire::cards(&p.cards, &format!("{at}/{i}/cards"), errors),
                returned: wire::cards(&p.returned, &format!("{at}/{i}/returned"), errors),
            })
            .collect()
    }
}

/// What Satat's passes follow: the previous deal's kot or bavney and the party that made it.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[schema(as = court_piece::PreviousInput)]
#[serde(deny_unknown_fields)]
pub struct PreviousInput {
    pub kot: bool,
    #[serde(default)]
    pub bavney: bool,
    /// The party that made it (0 or 1).
    #[schema(minimum = 0, maximum = 3)]
    #[serde(deserialize_with = "crate::http::int::party")]
    pub party: usize,
}

impl From<&PreviousInput> for Previous {
    fn from(p: &PreviousInput) -> Previous {
        Previous {
            kot: p.kot,
            bavney: p.bavney,
            party: p.party,
        }
    }
}

/// Declares a request struct with its own fields, then one deal's cards and decisions, and the
/// conversion of those decisions to the engine's; after `head;`, the deal's head (`rules`,
/// `dealer`, `previous`) comes first.
macro_rules! with_decisions {
    (head; $(#[$meta:meta])* $name:ident { $($(#[$fmeta:meta])* $field:ident : $ty:ty,)* }) => {
        with_decisions!($(#[$meta])* $name {
            #[serde(default, deserialize_with = "crate::http::object::optional")]
            rules: Option<$crate::http::court_piece::wire::RulesInput>,
            /// The dealer's seat; the caller is the next seat.
            #[schema(minimum = 0, maximum = 3)]
            #[serde(deserialize_with = "crate::http::int::dealer")]
            dealer: usize,
            /// Satat: what the passes follow (the previous deal's kot).
            #[serde(default, deserialize_with = "crate::http::object::optional")]
            previous: Option<$crate::http::court_piece::replay::PreviousInput>,
            $($(#[$fmeta])* $field: $ty,)*
        });
    };
    ($(#[$meta:meta])* $name:ident { $($(#[$fmeta:meta])* $field:ident : $ty:ty,)* }) => {
        $(#[$meta])*
        #[serde(deny_unknown_fields)]
        pub struct $name {
            $($(#[$fmeta])* pub $field: $ty,)*
            /// The hands as dealt, one per seat (give these or `seed`; two players: `seed`).
            #[schema(value_type = Option<Vec<Vec<$crate::http::court_piece::wire::WireCard>>>)]
            pub hands: Option<Vec<Vec<$crate::http::court_piece::wire::WireCard>>>,
            /// The deal's seed (give this or `hands`): the cards follow from it.
            #[schema(max_length = 1024)]
            pub seed: Option<String>,
            /// Each seat's first packet, with `hands`: needed for `five_card_start` and a
            /// `first-five` redeal.
            #[schema(value_type = Option<Vec<Vec<$crate::http::court_piece::wire::WireCard>>>)]
            pub first_five: Option<Vec<Vec<$crate::http::court_piece::wire::WireCard>>>,
            #[serde(default, deserialize_with = "crate::http::object::optional")]
            pub redeal: Option<$crate::http::court_piece::replay::RedealCall>,
            /// The trump the caller names (`called` trumps).
            #[schema(value_type = Option<$crate::http::court_piece::wire::WireSuit>)]
            pub trump: Option<$crate::http::court_piece::wire::WireSuit>,
            /// The trump card: under concealed trumps (`trup-kasiet`, `dabba-rang`), the card the
            /// chooser sets face down, whose suit is trumps (the caller's, of the first five; with
            /// `bidding`, the highest bidder's); under `blind_trump`, the caller's card outside
            /// the first five turned up.
            #[schema(value_type = Option<$crate::http::court_piece::wire::WireCard>)]
            pub trump_card: Option<$crate::http::court_piece::wire::WireCard>,
            /// Under `five_card_start`: the card drawn when the first five tricks were all
            /// followed.
            #[schema(value_type = Option<$crate::http::court_piece::wire::WireCard>)]
            pub drawn_card: Option<$crate::http::court_piece::wire::WireCard>,
            #[serde(default, deserialize_with = "crate::http::object::optional")]
            pub trump_change: Option<$crate::http::court_piece::replay::TrumpChangeInput>,
            /// Satat, in the deal after a kot.
            #[serde(default, deserialize_with = "crate::http::object::optional_list")]
            pub passes: Option<Vec<$crate::http::court_piece::replay::PassInput>>,
            /// Two players: the caller's 3 discards, then the dealer's 2.
            #[schema(value_type = Option<Vec<Vec<$crate::http::court_piece::wire::WireCard>>>)]
            pub discards: Option<Vec<Vec<$crate::http::court_piece::wire::WireCard>>>,
            /// Two players: for each of the 21 turns, whether the top card was kept.
            #[schema(max_items = 21)]
            pub draws: Option<Vec<bool>>,
            /// Dummy Rang: the dummy's seat.
            #[schema(minimum = 0, maximum = 3)]
            #[serde(default, deserialize_with = "crate::http::int::optional_seat")]
            pub dummy: Option<usize>,
            /// Every card played, in order; the player is implied. Absent: nothing played.
            /// Under concealed trumps with `reveal: on-demand`, `"reveal"` right before a
            /// player's card is that player asking for trumps.
            #[schema(value_type = Option<Vec<$crate::http::court_piece::replay::PlayEntry>>, max_items = 68)]
            #[serde(default, deserialize_with = "crate::http::court_piece::replay::play_entries")]
            pub plays: Option<Vec<$crate::http::court_piece::wire::WireCard>>,
            /// With `bidding`: one entry per player in order from the caller, a number of
            /// tricks or `null` for a pass. A list of another length is judged, not refused:
            /// `BID_INVALID`.
            #[schema(value_type = Option<Vec<Option<i64>>>)]
            pub bids: Option<Vec<$crate::http::court_piece::replay::BidEntry>>,
        }

        impl $name {
            /// The decisions, every card checked, problems recorded under `base`.
            pub fn decisions(&self, base: &str, errors: &mut $crate::http::problem::Errors) -> $crate::court_piece::Decisions {
                let lists = |lists: &Option<Vec<Vec<$crate::http::court_piece::wire::WireCard>>>, name: &str, errors: &mut $crate::http::problem::Errors| {
                    lists.as_ref().map(|l| {
                        $crate::http::cards::card_lists(l, &format!("{base}/{name}"), errors)
                    })
                };
                let one = |c: &Option<$crate::http::court_piece::wire::WireCard>, name: &str, errors: &mut $crate::http::problem::Errors| {
                    c.as_ref().and_then(|c| $crate::http::court_piece::wire::card(c, || format!("{base}/{name}"), errors))
                };
                let (plays, reveals) = $crate::http::court_piece::replay::plays(
                    self.plays.as_deref().unwrap_or_default(),
                    &format!("{base}/plays"),
                    errors,
                );
                $crate::court_piece::Decisions {
                    hands: lists(&self.hands, "hands", errors),
                    seed: self.seed.clone(),
                    first_five: lists(&self.first_five, "first_five", errors),
                    redeal: self.redeal.as_ref().map(|r| $crate::court_piece::RedealRequest {
                        by: match r.by {
                            $crate::http::court_piece::replay::RedealByName::Caller => $crate::court_piece::RedealBy::Caller,
                            $crate::http::court_piece::replay::RedealByName::Partner => $crate::court_piece::RedealBy::Partner,
                        },
                        agreed: r.agreed,
                    }),
                    trump: self
                        .trump
                        .as_ref()
                        .and_then(|t| $crate::http::court_piece::wire::suit(t, || format!("{base}/trump"), errors)),
                    trump_card: one(&self.trump_card, "trump_card", errors),
                    drawn_card: one(&self.drawn_card, "drawn_card", errors),
                    trump_change: self.trump_change.as_ref().and_then(|t| {
                        $crate::http::court_piece::wire::suit(&t.trump, || format!("{base}/trump_change/trump"), errors)
                            .map(|trump| $crate::court_piece::TrumpChange { seat: t.player, trump })
                    }),
                    passes: self.passes.as_ref().map(|passes| {
                        $crate::http::court_piece::replay::PassInput::read_all(passes, &format!("{base}/passes"), errors)
                    }),
                    discards: lists(&self.discards, "discards", errors),
                    draws: self.draws.clone(),
                    dummy: self.dummy,
                    plays,
                    reveals,
                    bids: self.bids.as_ref().map(|b| b.iter().map(|e| e.0).collect()),
                }
            }
        }
    };
}
pub(super) use with_decisions;

/// The word in `plays` that asks for concealed trumps.
pub const REVEAL: &str = "reveal";

/// An entry of `plays`: a card, or `"reveal"` (a request for concealed trumps).
pub struct PlayEntry;

impl utoipa::PartialSchema for PlayEntry {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::schema::{ObjectBuilder, OneOfBuilder, Type};
        OneOfBuilder::new()
            .item(utoipa::openapi::Ref::from_schema_name("Card"))
            .item(
                ObjectBuilder::new()
                    .schema_type(Type::String)
                    .enum_values(Some([REVEAL]))
                    .description(Some(
                        "The player whose turn it is asks for concealed trumps (`reveal: on-demand`); their card follows.",
                    )),
            )
            .into()
    }
}

impl ToSchema for PlayEntry {
    fn name() -> std::borrow::Cow<'static, str> {
        std::borrow::Cow::Borrowed("court_piece.PlayEntry")
    }
}

/// What an entry of `plays` may be, said in every refusal of one: a client that sends
/// `"REVEAL"` or an object learns of the keyword.
const PLAY_ENTRY: &str = "a card such as \"Ah\", \"Td\" or \"10♠\", or \"reveal\" (lower case: a request for concealed trumps under reveal: on-demand)";

/// `plays`: `null`, absent, or a list of strings (cards, or `"reveal"`), each kept as text
/// when it is not a card; anything else in the list is refused with `PLAY_ENTRY`.
pub fn play_entries<'de, D: serde::Deserializer<'de>>(
    d: D,
) -> Result<Option<Vec<WireCard>>, D::Error> {
    use serde::de::{DeserializeSeed, Error, Visitor};
    use std::fmt;
    #[derive(Clone)]
    struct Entry;
    impl<'de> DeserializeSeed<'de> for Entry {
        type Value = WireCard;
        fn deserialize<D: serde::Deserializer<'de>>(self, d: D) -> Result<WireCard, D::Error> {
            d.deserialize_str(self)
        }
    }
    impl Visitor<'_> for Entry {
        type Value = WireCard;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str(PLAY_ENTRY)
        }
        fn visit_str<E: Error>(self, v: &str) -> Result<WireCard, E> {
            Ok(v.parse()
                .map_or_else(|_| WireCard::Bad(v.to_owned()), WireCard::Card))
        }
    }
    struct Plays;
    impl<'de> Visitor<'de> for Plays {
        type Value = Option<Vec<WireCard>>;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a list of cards and \"reveal\", or null")
        }
        fn visit_none<E: Error>(self) -> Result<Self::Value, E> {
            Ok(None)
        }
        fn visit_unit<E: Error>(self) -> Result<Self::Value, E> {
            Ok(None)
        }
        fn visit_some<D: serde::Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
            crate::http::de::list(d, Entry, "a list of cards and \"reveal\"").map(Some)
        }
    }
    d.deserialize_option(Plays)
}

/// The cards of `plays` and where `"reveal"` entries stand among them (as the number of
/// cards before each); every bad card is recorded under `base`, its message naming the
/// `"reveal"` keyword too.
pub fn plays(entries: &[WireCard], base: &str, errors: &mut Errors) -> (Vec<Card>, Vec<usize>) {
    let mut cards = Vec::with_capacity(entries.len());
    let mut reveals = Vec::new();
    for (i, entry) in entries.iter().enumerate() {
        match entry {
            WireCard::Bad(word) if word == REVEAL => reveals.push(cards.len()),
            WireCard::Bad(word) => {
                let reason = word
                    .parse::<Card>()
                    .err()
                    .map_or_else(String::new, |e| e.to_string());
                let reason = reason.trim_end_matches('.');
                let note = if word.eq_ignore_ascii_case(REVEAL) {
                    "; to ask for concealed trumps, write \"reveal\" in lower case"
                } else {
                    "; in plays, \"reveal\" (lower case) also asks for concealed trumps under reveal: on-demand"
                };
                errors.push(
                    "UNKNOWN_CARD",
                    format!("{base}/{i}"),
                    format!("{reason}{note}"),
                );
            }
            WireCard::Card(c) => cards.push(*c),
        }
    }
    (cards, reveals)
}

/// A bid: a number of tricks, or `null` for a pass.
#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(transparent)]
pub struct BidEntry(#[serde(deserialize_with = "crate::http::int::optional")] pub Option<i64>);

with_decisions!(
    head;
    /// One deal to replay: the cards (hands as dealt, or the seed) and every decision made so
    /// far, finished or not.
    #[derive(Debug, Deserialize, ToSchema)]
    #[schema(as = court_piece::ResolveDealRequest)]
    #[schema(example = json!({"rules": {"preset": "hokm"}, "dealer": 0, "seed": "readme hokm",
        "trump": "s", "plays": ["Ks", "As", "Ts", "8s"]}))]
    ResolveDealRequest {
        /// Answer with only what this seat may know (any preset): its own hand, never
        /// another's, concealed trumps only once known.
        #[schema(minimum = 0, maximum = 3)]
        #[serde(default, deserialize_with = "crate::http::int::optional_seat")]
        view: Option<usize>,
    }
);

/// A card played, with its player.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = court_piece::PlayView)]
pub struct PlayView {
    pub player: usize,
    #[schema(value_type = WireCard)]
    pub card: Card,
}

/// A collection of the heap at the end of a trick.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = court_piece::CollectedView)]
pub struct CollectedView {
    /// The collecting party.
    pub party: usize,
    /// How many tricks the heap held.
    pub tricks: usize,
}

/// One trick as played; the trick in progress has no `winner`, `winning_card` or `collected`.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = court_piece::TrickView)]
pub struct TrickView {
    /// 1-based.
    pub trick: usize,
    pub leader: usize,
    pub plays: Vec<PlayView>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub winner: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<WireCard>, nullable = false)]
    pub winning_card: Option<Card>,
    /// The trumps this trick set (first-void trumps; trick 5 for a drawn card).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<SuitLetter>, nullable = false)]
    pub trump_set: Option<String>,
    /// What the winner collected at its end (heap, and the trick that revealed concealed
    /// trumps under `unrevealed: heap`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub collected: Option<CollectedView>,
    /// Concealed trumps: whether trumps were known when this trick ended (for the trick in
    /// progress: whether they are known now).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub trump_known: Option<bool>,
}

impl From<&Trick> for TrickView {
    fn from(t: &Trick) -> TrickView {
        TrickView {
            trick: t.number(),
            leader: t.leader(),
            plays: t
                .plays()
                .map(|(player, card)| PlayView { player, card })
                .collect(),
            winner: t.winner(),
            winning_card: t.winning_card(),
            trump_set: t.trump_set().map(wire::suit_letter),
            collected: t.collected().map(|c| CollectedView {
                party: c.party,
                tricks: c.tricks,
            }),
            trump_known: None,
        }
    }
}

/// The first illegal decision of a deal: the answer (200), not an error.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = court_piece::ViolationView)]
#[schema(example = json!({"code": "MUST_FOLLOW_SUIT", "player": 2, "play": 1, "trick": 1,
    "card": "Ks", "message": "must follow diamonds: you hold Q♦ and 4♦"}))]
pub struct ViolationView {
    /// A stable code: `CARD_NOT_HELD`, `MUST_FOLLOW_SUIT`, `DEAL_OVER`, `NO_TRUMP`,
    /// `TRUMP_NOT_ALLOWED`, `REDEAL_NOT_ALLOWED`, `PASS_MUST_BE_TRUMP`, `PASS_MUST_BE_HIGHEST`,
    /// `PASS_EMPTIES_SUIT`, `PASS_WRONG_COUNT`, `DISCARD_INVALID`, `DRAWS_INVALID`,
    /// `REVEAL_NOT_ALLOWED`, `BID_INVALID`.
    pub code: &'static str,
    /// The broken rule and the cards, for people.
    pub message: String,
    /// The seat whose decision breaks the rule.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub player: Option<usize>,
    /// The index in `plays` of the offending card (or `"reveal"`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub play: Option<usize>,
    /// The 1-based trick it was played to.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub trick: Option<usize>,
    /// The card concerned.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<WireCard>, nullable = false)]
    pub card: Option<Card>,
}

impl From<&Violation> for ViolationView {
    fn from(v: &Violation) -> ViolationView {
        ViolationView {
            code: v.code.code(),
            message: v.message.clone(),
            player: v.seat,
            play: v.play,
            trick: v.trick,
            card: v.card,
        }
    }
}

/// The result of a finished deal.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = court_piece::ResultView)]
pub struct ResultView {
    /// The winning party (a seat with 2 or 3 players); `null` for a redeal.
    #[schema(required = true)]
    pub winner: Option<usize>,
    pub kind: wire::ResultKindName,
    /// Whether the winning party is not the caller's; with `bidding` (Dabba Rang), not the
    /// chooser's (the highest bidder, `chooser`): true when the bidder's party loses.
    pub against_caller: bool,
    /// The deal's own points, per party (per seat under `sars` scoring).
    pub points: Vec<i64>,
}

impl From<&DealResult> for ResultView {
    fn from(r: &DealResult) -> ResultView {
        ResultView {
            winner: r.winner,
            kind: r.kind.into(),
            against_caller: r.against_caller,
            points: r.points.to_vec(),
        }
    }
}

/// The judgement of one deal.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = court_piece::DealResolution)]
pub struct DealResolution {
    /// Whether every decision so far is legal.
    pub valid: bool,
    /// The first illegal decision (at most one: it stops the replay).
    pub violations: Vec<ViolationView>,
    pub caller: usize,
    /// The trumps in force; `null` before they are named or set, with no trumps, and for a
    /// redeal.
    #[schema(required = true, value_type = Option<SuitLetter>)]
    pub trump: Option<String>,
    /// Under `trump_change`, the change made (public, in every view): then `trump` is the
    /// changed suit, the changing party must win the first seven tricks, and the deal ends at
    /// the first trick it loses or at its seventh.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub trump_change: Option<TrumpChangeView>,
    /// The tricks played, the one in progress last.
    pub tricks: Vec<TrickView>,
    /// Tricks on the heap, not collected (0 without a heap).
    pub heap: usize,
    /// Tricks won (or collected, on a heap), per party.
    pub tricks_won: Vec<u8>,
    /// Tens collected per party (`count: tens` only).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub tens_won: Option<Vec<u8>>,
    /// Whether the deal is over.
    pub complete: bool,
    /// In progress: whose turn it is.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub next_player: Option<usize>,
    /// In progress: what that player may play; after an illegal card, what the player could
    /// have played.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Vec<WireCard>>, nullable = false)]
    pub legal_cards: Option<Vec<Card>>,
    /// Only when complete.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub result: Option<ResultView>,
    /// Only when complete: by the rotation (a redeal keeps dealer and caller).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub next_dealer: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub next_caller: Option<usize>,
    /// Concealed trumps: the player who set the card face down (the caller, or the highest
    /// bidder).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub chooser: Option<usize>,
    /// Concealed trumps: the face-down card (in a view: to the chooser, and to everybody
    /// once shown on request or by necessity).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<WireCard>, nullable = false)]
    pub trump_card: Option<Card>,
    /// With `bidding`: the bids as sent.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub bids: Option<Vec<Option<i64>>>,
    /// With `bidding`: the highest bid.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub bid: Option<u8>,
    /// Concealed trumps, once known: when and how they were revealed.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub revealed: Option<RevealedView>,
    /// `reveal: inferred`: the suits still consistent with every finished trick.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Vec<SuitLetter>>, nullable = false)]
    pub trump_candidates: Option<Vec<String>>,
    /// A view: the seat it is for.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub view: Option<usize>,
    /// A view: the seat's cards now (the first packet while trumps named after it are
    /// awaited; never a face-down card).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Vec<WireCard>>, nullable = false)]
    pub hand: Option<Vec<Card>>,
    /// A view of a deal with a dummy: the dummy's cards now, face up.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Vec<WireCard>>, nullable = false)]
    pub dummy_hand: Option<Vec<Card>>,
    /// Satat's passes, once made (all judged legal): in a view only those the seat took part
    /// in (the one it made, and the one made to it: what it passed and what it was passed).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub passes: Option<Vec<PassView>>,
}

/// A trump change made: as the request sent it, with the suit the caller had named.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = court_piece::TrumpChangeView)]
pub struct TrumpChangeView {
    /// The player of the party opposite the caller who changed trumps.
    pub player: usize,
    /// The suit it named: the trumps in force.
    #[schema(value_type = SuitLetter)]
    pub trump: String,
    /// The suit the caller had named.
    #[schema(value_type = SuitLetter)]
    pub called: String,
}

/// One of Satat's passes made: as the request sent it.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = court_piece::PassView)]
pub struct PassView {
    /// The player of the party that lost the kot who passed `cards`.
    pub player: usize,
    /// The cards it passed to the player before it.
    #[schema(value_type = Vec<WireCard>)]
    pub cards: Vec<Card>,
    /// The cards that player passed back.
    #[schema(value_type = Vec<WireCard>)]
    pub returned: Vec<Card>,
}

/// When and how concealed trumps were revealed.
#[derive(Debug, Serialize, ToSchema)]
#[schema(as = court_piece::RevealedView)]
pub struct RevealedView {
    /// The trick (from 1) in which, or at whose end, trumps became known.
    pub trick: usize,
    pub by: wire::RevealedByName,
    /// The player who asked (`request` only).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub player: Option<usize>,
}

impl From<&View> for DealResolution {
    /// The one conversion of every deal answer, the arbiter's and a seat's: the view already
    /// holds only what its viewer may know.
    fn from(v: &View) -> DealResolution {
        let c = v.concealed.as_ref();
        let mut tricks: Vec<TrickView> = v.tricks.iter().map(Into::into).collect();
        if let Some(c) = c {
            for t in &mut tricks {
                t.trump_known = Some(c.trump_known(t.trick));
            }
        }
        DealResolution {
            valid: v.valid(),
            violations: v.violation.iter().map(Into::into).collect(),
            caller: v.caller,
            trump: v.trump.map(wire::suit_letter),
            trump_change: v.trump_change.map(|c| TrumpChangeView {
                player: c.seat,
                trump: wire::suit_letter(c.trump),
                called: wire::suit_letter(c.called),
            }),
            tricks,
            heap: v.heap,
            tricks_won: v.tricks_won.to_vec(),
            tens_won: v.tens_won.map(|t| t.to_vec()),
            complete: v.complete,
            next_player: v.next_seat,
            legal_cards: v.legal_cards.map(|c| c.sorted_high_first()),
            result: v.result.as_ref().map(Into::into),
            next_dealer: v.next_dealer,
            next_caller: v.next_caller,
            chooser: c.and_then(|c| c.chooser),
            trump_card: c.and_then(|c| c.trump_card),
            bids: c.and_then(|c| c.bids.clone()),
            bid: c.and_then(|c| c.bid),
            revealed: c.and_then(|c| c.revealed).map(|r| RevealedView {
                trick: r.trick,
                by: r.by.into(),
                player: r.seat,
            }),
            trump_candidates: c
                .and_then(|c| c.candidate_suits())
                .map(|s| s.into_iter().map(wire::suit_letter).collect()),
            view: match v.viewer {
                Viewer::Arbiter => None,
                Viewer::Seat(seat) => Some(seat),
            },
            hand: v.hand.map(|h| h.sorted_high_first()),
            dummy_hand: v.dummy_hand.map(|h| h.sorted_high_first()),
            passes: (!v.passes.is_empty()).then(|| {
                v.passes
                    .iter()
                    .map(|p| PassView {
                        player: p.seat,
                        cards: p.cards.clone(),
                        returned: p.returned.clone(),
                    })
                    .collect()
            }),
        }
    }
}

/// Replays one deal from its decisions, finished or not: trumps, redeals, passes, the
/// two-player exchange, every card played (follow suit judged), tricks, the heap, the result
/// and who deals next.
///
/// A deal in progress answers `complete: false` with `next_player` and `legal_cards`. The first
/// illegal decision stops the replay (`valid: false`, its violation, and for a card the cards
/// that were legal). What cannot have been dealt is a 422.
#[utoipa::path(post, path = "/deals/resolve", tag = super::TAG,
    operation_id = "courtPieceResolveDeal",
    request_body(content = ResolveDealRequest, examples(
        ("hokm" = (summary = "Hokm, one trick played", value = json!({"rules": {"preset": "hokm"},
            "dealer": 0, "seed": "readme hokm", "trump": "s", "plays": ["Ks", "As", "Ts", "8s"]}))),
        ("trup-kasiet" = (summary = "Trup kasiet in progress: the 9♦ face down, diamonds inferred at trick 2",
            value = json!({"rules": {"preset": "trup-kasiet"}, "dealer": 3, "hands": [
            ["9d", "Ac", "Kc", "As", "Ks", "Qs", "Js", "Ah", "Kh", "Qh", "Jh", "Th", "9h"],
            ["2d", "3d", "4d", "5d", "6d", "7d", "8d", "Td", "Jd", "Qd", "Kd", "Ad", "2c"],
            ["3c", "4c", "5c", "6c", "7c", "8c", "9c", "Tc", "Jc", "Qc", "2s", "3s", "4s"],
            ["2h", "3h", "4h", "5h", "6h", "7h", "8h", "5s", "6s", "7s", "8s", "9s", "Ts"]],
            "first_five": [["9d", "Ac", "Kc", "As", "Ks"], ["2d", "3d", "4d", "5d", "6d"],
            ["3c", "4c", "5c", "6c", "7c"], ["2h", "3h", "4h", "5h", "6h"]],
            "trump_card": "9d", "plays": ["Ac", "2c", "3c", "5s", "Kc", "2d", "4c", "6s", "3d"]}))),
        ("dabba-rang" = (summary = "Dabba Rang finished: seat 1 bid 13, seat 0 asked for trumps and ruffed",
            value = json!({"rules": {"preset": "dabba-rang"}, "dealer": 3, "hands": [
            ["Ac", "Kc", "Qc", "Jc", "Tc", "9c", "8c", "7c", "6c", "5c", "4c", "3c", "2s"],
            ["Ad", "Kd", "Qd", "Jd", "Td", "9d", "8d", "7d", "6d", "5d", "4d", "3d", "As"],
            ["Ah", "Kh", "Qh", "Jh", "Th", "9h", "8h", "7h", "6h", "5h", "4h", "3h", "2d"],
            ["Ks", "Qs", "Js", "Ts", "9s", "8s", "7s", "6s", "5s", "4s", "3s", "2c", "2h"]],
            "bids": [null, 13, null, null], "trump_card": "As",
            "plays": ["Ad", "2d", "2h", "reveal", "2s"]}))),
        ("view" = (summary = "Dabba Rang in progress, as seat 0 may see it",
            value = json!({"rules": {"preset": "dabba-rang"}, "dealer": 3, "hands": [
            ["Ac", "Kc", "Qc", "Jc", "Tc", "9c", "8c", "7c", "6c", "5c", "4c", "3c", "2s"],
            ["Ad", "Kd", "Qd", "Jd", "Td", "9d", "8d", "7d", "6d", "5d", "4d", "3d", "As"],
            ["Ah", "Kh", "Qh", "Jh", "Th", "9h", "8h", "7h", "6h", "5h", "4h", "3h", "2d"],
            ["Ks", "Qs", "Js", "Ts", "9s", "8s", "7s", "6s", "5s", "4s", "3s", "2c", "2h"]],
            "bids": [null, 8, null, null], "trump_card": "As", "plays": ["Ad", "2d", "3s"],
            "view": 0}))),
    )),
    responses(
        (status = 200, description = "The judgement of the deal.", body = DealResolution),
        crate::http::problem::JsonErrors,
    ))]
pub async fn resolve(
    ApiJson(req): ApiJson<ResolveDealRequest>,
) -> Result<Json<DealResolution>, Problem> {
    let mut errors = Errors::default();
    let rules = wire::rules(req.rules.as_ref(), &mut errors);
    crate::http::seed::check(req.seed.as_deref(), "/seed", &mut errors);
    let decisions = req.decisions("", &mut errors);
    let rules = errors.finish(rules)?.unwrap_or_default();
    let input = DealInput {
        dealer: req.dealer,
        previous: req.previous.as_ref().map(Previous::from),
        decisions,
    };
    let viewer = req.view.map_or(Viewer::Arbiter, Viewer::Seat);
    let view = court_piece::resolve_view(&rules, &input, viewer).map_err(unprocessable)?;
    Ok(Json((&view).into()))
}

/// The leak property of the engine (`court_piece::tests::leaks`), read through the JSON a
/// client receives: every preset walked through its calls and plays, a refused decision of
/// every kind tried at each cut, every seat's serialized view searched for cards it may not
/// see and for concealed trumps it does not know.
#[cfg(test)]
mod leak_tests {
    use super::DealResolution;
    use crate::cards::Suit;
    use crate::court_piece::View;
    use crate::court_piece::tests::leaks::{check, walks};
    use crate::court_piece::tests::properties::{Case, rule_sets};
    use proptest::prelude::*;

    /// A view as its client reads it: the JSON text, and the trump it names.
    fn json(v: View) -> (String, Option<Suit>) {
        let text = serde_json::to_string(&DealResolution::from(&v)).unwrap();
        let value: serde_json::Value = serde_json::from_str(&text).unwrap();
        let trump = value["trump"]
            .as_str()
            .and_then(|t| Suit::ALL.into_iter().find(|s| s.letter().to_string() == t));
        (text, trump)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]

        #[test]
        fn no_served_view_names_a_card_its_seat_may_not_see((index, case) in walks()) {
            check(&case, index, json)?;
        }
    }

    /// Every rule set at least once, whatever the random cases draw.
    #[test]
    fn every_preset_is_checked_for_leaks_in_json() {
        for index in 0..rule_sets().len() {
            let case = Case {
                seed: 5 + index as u64,
                dealer: index % 4,
                trump: index,
                dummy: 1,
                draws: (0..21).map(|k| k % 3 != 0).collect(),
                choices: vec![2, 7, 1, 8, 2, 8, 1, 8],
            };
            if let Err(e) = check(&case, index, json) {
                panic!("{e}");
            }
        }
    }
}
