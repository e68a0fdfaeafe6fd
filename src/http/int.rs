//! Integers as JSON Schema counts them: `3` and `3.0` are the same integer, while `3.5`, a
//! string or a value out of range is refused (a 422 with the field's pointer). serde would
//! refuse `3.0` for an integer field, which the OpenAPI document allows.

use serde::Deserializer;
use serde::de::{self, Visitor};
use std::fmt;
use std::marker::PhantomData;

/// The integer types a field may have, with the range each takes (named in a refusal).
pub trait Int: TryFrom<i128> {
    const RANGE: (i128, i128);
}

macro_rules! int_range {
    ($($t:ty),*) => {$(impl Int for $t { const RANGE: (i128, i128) = (<$t>::MIN as i128, <$t>::MAX as i128); })*};
}
int_range!(u8, u16, u32, u64, usize, i8, i16, i32, i64);

/// What a refusal says: the range of the type, of a seat, of a dealer's seat, or of a
/// player's seat where the engine calls one out of range an unknown player.
#[derive(Clone, Copy)]
enum Meaning {
    Integer,
    Seat,
    Dealer,
    Player,
    Party,
}

/// How a seat's refusal starts: the code of a seat out of range is the same below the range
/// (found here, by the decoder) as above it (found by the engine, which knows the players).
const NOT_A_SEAT: &str = " is not a seat: seats are numbered";
/// The same for a dealer, where the engines say `DEALER_OUT_OF_RANGE`.
const NOT_A_DEALER: &str = " is not a seat: the dealer is a seat numbered";
/// The same for a Chor Voli round's player, where its engine says `UNKNOWN_PLAYER`.
const NOT_A_PLAYER: &str = " is not a seat: a player is a seat numbered";
/// The same for a Court piece party (`previous.party`), where the engine says
/// `PARTY_OUT_OF_RANGE`.
const NOT_A_PARTY: &str = " is not a party: a party is numbered";

/// The code of a decoder's refusal of a seat below the range (`SEAT_OUT_OF_RANGE`,
/// `DEALER_OUT_OF_RANGE`, `UNKNOWN_PLAYER`, `PARTY_OUT_OF_RANGE`): the code the engine gives a seat above it, so
/// that a seat out of range has one code whichever side; `None` for any other message.
pub fn out_of_range_code(message: &str) -> Option<&'static str> {
    [
        (NOT_A_SEAT, "SEAT_OUT_OF_RANGE"),
        (NOT_A_DEALER, "DEALER_OUT_OF_RANGE"),
        (NOT_A_PLAYER, "UNKNOWN_PLAYER"),
        (NOT_A_PARTY, "PARTY_OUT_OF_RANGE"),
    ]
    .into_iter()
    .find(|(words, _)| message.contains(words))
    .map(|(_, code)| code)
}

struct IntVisitor<T>(Meaning, PhantomData<T>);

impl<T: Int> IntVisitor<T> {
    fn refuse<E: de::Error>(&self, v: impl fmt::Display) -> E {
        E::custom(match self.0 {
            Meaning::Integer => {
                let (min, max) = T::RANGE;
                format!("{v} is out of range: expected an integer from {min} to {max}")
            }
            // The seat's upper bound depends on the rules, which the engine checks; the
            // message still says the range, as the engine's own refusal does.
            Meaning::Seat => format!(
                "{v}{NOT_A_SEAT} from 0 to the number of players less one (0 to 3 with four players)"
            ),
            Meaning::Dealer => format!(
                "{v}{NOT_A_DEALER} from 0 to the number of players less one (0 to 3 with four players)"
            ),
            Meaning::Player => format!(
                "{v}{NOT_A_PLAYER} from 0 to the number of players less one (0 to 3 with four players)"
            ),
            Meaning::Party => format!(
                "{v}{NOT_A_PARTY} from 0 to the number of parties less one (0 or 1 with four players)"
            ),
        })
    }
}

impl<T: Int> Visitor<'_> for IntVisitor<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an integer in range")
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<T, E> {
        T::try_from(i128::from(v)).map_err(|_| self.refuse(v))
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<T, E> {
        T::try_from(i128::from(v)).map_err(|_| self.refuse(v))
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<T, E> {
        // Exactly the integers an f64 holds without rounding; larger ones were not sent exactly.
        if v.fract() != 0.0 || !v.is_finite() || v.abs() > 9_007_199_254_740_992.0 {
            return Err(E::invalid_type(de::Unexpected::Float(v), &self));
        }
        T::try_from(v as i128).map_err(|_| self.refuse(v))
    }
}

/// An integer field.
pub fn integer<'de, D: Deserializer<'de>, T: Int>(d: D) -> Result<T, D::Error> {
    d.deserialize_any(IntVisitor(Meaning::Integer, PhantomData))
}

/// A seat field: an integer whose refusal names the seats' range.
pub fn seat<'de, D: Deserializer<'de>>(d: D) -> Result<usize, D::Error> {
    d.deserialize_any(IntVisitor(Meaning::Seat, PhantomData))
}

/// An optional seat field (`null` or absent is `None`; use with `#[serde(default)]`).
pub fn optional_seat<'de, D: Deserializer<'de>>(d: D) -> Result<Option<usize>, D::Error> {
    optional_of(d, Meaning::Seat)
}

/// A dealer's seat: above the range the engines say `DEALER_OUT_OF_RANGE`, and below it the
/// decoder's refusal has that code too.
pub fn dealer<'de, D: Deserializer<'de>>(d: D) -> Result<usize, D::Error> {
    d.deserialize_any(IntVisitor(Meaning::Dealer, PhantomData))
}

/// An optional [`dealer`] field (`null` or absent is `None`; use with `#[serde(default)]`).
pub fn optional_dealer<'de, D: Deserializer<'de>>(d: D) -> Result<Option<usize>, D::Error> {
    optional_of(d, Meaning::Dealer)
}

/// A Court piece party: above the range the engine says `PARTY_OUT_OF_RANGE`, and below it
/// the decoder's refusal has that code too.
pub fn party<'de, D: Deserializer<'de>>(d: D) -> Result<usize, D::Error> {
    d.deserialize_any(IntVisitor(Meaning::Party, PhantomData))
}

/// A Chor Voli round's player: above the range its engine says `UNKNOWN_PLAYER`, and below
/// it the decoder's refusal has that code too.
pub fn player<'de, D: Deserializer<'de>>(d: D) -> Result<usize, D::Error> {
    d.deserialize_any(IntVisitor(Meaning::Player, PhantomData))
}

/// An optional integer field (`null` or absent is `None`; use with `#[serde(default)]`).
pub fn optional<'de, D: Deserializer<'de>, T: Int>(d: D) -> Result<Option<T>, D::Error> {
    optional_of(d, Meaning::Integer)
}

/// `null`, absent, or an integer read as `meaning` says.
fn optional_of<'de, D: Deserializer<'de>, T: Int>(
    d: D,
    meaning: Meaning,
) -> Result<Option<T>, D::Error> {
    struct Opt<T>(Meaning, PhantomData<T>);
    impl<'de, T: Int> Visitor<'de> for Opt<T> {
        type Value = Option<T>;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("an integer in range, or null")
        }
        fn visit_none<E: de::Error>(self) -> Result<Option<T>, E> {
            Ok(None)
        }
        fn visit_unit<E: de::Error>(self) -> Result<Option<T>, E> {
            Ok(None)
        }
        fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Option<T>, D::Error> {
            d.deserialize_any(IntVisitor(self.0, PhantomData)).map(Some)
        }
    }
    d.deserialize_option(Opt(meaning, PhantomData))
}

/// A list of integers.
pub fn list<'de, D: Deserializer<'de>, T: Int>(d: D) -> Result<Vec<T>, D::Error> {
    struct Seed<T>(PhantomData<T>);
    impl<T> Clone for Seed<T> {
        fn clone(&self) -> Self {
            Seed(PhantomData)
        }
    }
    impl<'de, T: Int> de::DeserializeSeed<'de> for Seed<T> {
        type Value = T;
        fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<T, D::Error> {
            integer(d)
        }
    }
    super::de::list(d, Seed(PhantomData), "a list of integers")
}

#[cfg(test)]
mod tests {
    use serde::Deserialize;

    #[derive(Debug, Deserialize, PartialEq)]
    struct Body {
        #[serde(deserialize_with = "super::integer")]
        seat: usize,
        #[serde(default, deserialize_with = "super::optional")]
        limit: Option<usize>,
        #[serde(deserialize_with = "super::list")]
        chips: Vec<i64>,
    }

    fn parse(text: &str) -> Result<Body, serde_json::Error> {
        serde_json::from_str(text)
    }

    #[test]
    fn integral_floats_are_integers_and_fractions_are_not() {
        let b = parse(r#"{"seat": 2.0, "limit": 5.0, "chips": [1.0, -3, 1e3]}"#).unwrap();
        assert_eq!(
            b,
            Body {
                seat: 2,
                limit: Some(5),
                chips: vec![1, -3, 1000]
            }
        );
        assert!(parse(r#"{"seat": 2.5, "chips": []}"#).is_err());
        assert!(parse(r#"{"seat": "2", "chips": []}"#).is_err());
        assert!(parse(r#"{"seat": -1, "chips": []}"#).is_err());
        assert!(parse(r#"{"seat": 1, "chips": [1e300]}"#).is_err());
        assert_eq!(
            parse(r#"{"seat": 1, "limit": null, "chips": []}"#)
                .unwrap()
                .limit,
            None
        );
        assert_eq!(parse(r#"{"seat": 1, "chips": []}"#).unwrap().limit, None);
    }

    #[test]
    fn a_refusal_says_the_range() {
        #[derive(Debug, Deserialize)]
        struct Seats {
            #[serde(default, deserialize_with = "super::optional_seat")]
            _dealer: Option<usize>,
            #[serde(default, deserialize_with = "super::optional")]
            _count: Option<u8>,
        }
        let message = |text: &str| serde_json::from_str::<Seats>(text).unwrap_err().to_string();
        assert!(message(r#"{"_dealer": -1}"#).starts_with(
            "-1 is not a seat: seats are numbered from 0 to the number of players less one (0 to 3 with four players)"
        ));
        assert!(
            message(r#"{"_count": 300}"#)
                .starts_with("300 is out of range: expected an integer from 0 to 255")
        );
        assert!(
            message(r#"{"_count": -2.0}"#)
                .starts_with("-2 is out of range: expected an integer from 0 to 255")
        );
    }
}
