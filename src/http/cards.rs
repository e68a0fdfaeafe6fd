//! The wire types every family shares: cards as requests give them.
//!
//! Cards arrive as [`WireCard`]s, which keep a string that does not parse instead of failing
//! the whole decode, so that every bad card of a request is reported with its pointer.

use super::problem::Errors;
use crate::cards::{Card, Suit};
use serde::Deserialize;
use std::borrow::Cow;
use utoipa::openapi::{ObjectBuilder, RefOr, Schema, schema::Type};
use utoipa::{PartialSchema, ToSchema};

/// The pattern of a card on the wire.
pub const CARD_PATTERN: &str = "^([2-9TtJjQqKkAa]|10)([cdhsCDHS]|♣|♦|♥|♠)$";

/// A card as a request gives it: parsed, or the text that did not parse.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WireCard {
    Card(Card),
    Bad(String),
}

impl<'de> Deserialize<'de> for WireCard {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<WireCard, D::Error> {
        struct Visitor;
        impl serde::de::Visitor<'_> for Visitor {
            type Value = WireCard;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a card such as \"Ah\", \"Td\" or \"10♠\"")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<WireCard, E> {
                Ok(v.parse()
                    .map_or_else(|_| WireCard::Bad(v.to_owned()), WireCard::Card))
            }
        }
        d.deserialize_str(Visitor)
    }
}

impl PartialSchema for WireCard {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .pattern(Some(CARD_PATTERN))
            .description(Some(
                "A card: rank 2-9, T or 10, J, Q, K, A, then suit c d h s or ♣ ♦ ♥ ♠, letters in \
                 either case, nothing else. Responses use the canonical form, e.g. `Td`.",
            ))
            .into()
    }
}

impl ToSchema for WireCard {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("Card")
    }
}

/// Checks a card, recording a problem at `path` when it does not parse.
pub fn card(wire: &WireCard, path: impl FnOnce() -> String, errors: &mut Errors) -> Option<Card> {
    match wire {
        WireCard::Card(c) => Some(*c),
        WireCard::Bad(text) => {
            let reason = text
                .parse::<Card>()
                .err()
                .map_or_else(String::new, |e| e.to_string());
            errors.push("UNKNOWN_CARD", path(), reason);
            None
        }
    }
}

/// Checks a list of cards; every bad one is recorded and left out.
pub fn cards(wire: &[WireCard], base: &str, errors: &mut Errors) -> Vec<Card> {
    wire.iter()
        .enumerate()
        .filter_map(|(i, w)| card(w, || format!("{base}/{i}"), errors))
        .collect()
}

/// Checks lists of cards of any length (partitions judge the count themselves).
pub fn card_lists(lists: &[Vec<WireCard>], base: &str, errors: &mut Errors) -> Vec<Vec<Card>> {
    lists
        .iter()
        .enumerate()
        .map(|(i, list)| cards(list, &format!("{base}/{i}"), errors))
        .collect()
}

/// A suit as a request gives it alone (a trump): parsed, or the text that did not parse.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WireSuit {
    Suit(Suit),
    Bad(String),
}

impl<'de> Deserialize<'de> for WireSuit {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<WireSuit, D::Error> {
        struct Visitor;
        impl serde::de::Visitor<'_> for Visitor {
            type Value = WireSuit;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a suit such as \"s\", \"H\" or \"♦\"")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<WireSuit, E> {
                Ok(Suit::parse(v).map_or_else(|| WireSuit::Bad(v.to_owned()), WireSuit::Suit))
            }
        }
        d.deserialize_str(Visitor)
    }
}

/// The pattern of a suit on the wire.
pub const SUIT_PATTERN: &str = "^([cdhsCDHS]|♣|♦|♥|♠)$";

impl PartialSchema for WireSuit {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .pattern(Some(SUIT_PATTERN))
            .description(Some(
                "A suit: `c d h s` in either case, or `♣ ♦ ♥ ♠`. Responses use the lowercase letter.",
            ))
            .into()
    }
}

impl ToSchema for WireSuit {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("Suit")
    }
}

/// The schema of a suit in a response: one of four lowercase letters. Responses carry it as
/// a `String` made by [`suit_letter`]; this type only names its schema (`SuitLetter`), so that
/// generated clients get an enum rather than a pattern.
pub struct SuitLetter;

impl PartialSchema for SuitLetter {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .enum_values(Some(["c", "d", "h", "s"]))
            .description(Some(
                "A suit in a response: `c` clubs, `d` diamonds, `h` hearts, `s` spades.",
            ))
            .into()
    }
}

impl ToSchema for SuitLetter {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("SuitLetter")
    }
}

/// A suit in a response: its lowercase letter.
pub fn suit_letter(suit: Suit) -> String {
    suit.letter().to_string()
}

/// Checks a suit, recording `UNKNOWN_SUIT` at `path` when it does not parse.
pub fn suit(wire: &WireSuit, path: impl FnOnce() -> String, errors: &mut Errors) -> Option<Suit> {
    match wire {
        WireSuit::Suit(s) => Some(*s),
        WireSuit::Bad(text) => {
            errors.push(
                "UNKNOWN_SUIT",
                path(),
                format!("{text:?} is not a suit: c, d, h or s (either case), or ♣ ♦ ♥ ♠"),
            );
            None
        }
    }
}
