//! Ranks, suits and cards of the standard 52-card pack.
//!
//! A [`Card`] is one byte: `rank * 4 + suit`, with ranks numbered from the two (0) to the
//! ace (12) and suits in the order clubs, diamonds, hearts, spades (0 to 3). That index is
//! also the card's place in the unshuffled deck (see [`crate::cards::deck`]).
//!
//! Parsing is strict: a rank (`2`–`9`, `T` or `10`, `J`, `Q`, `K`, `A`) followed by a suit
//! (`c d h s` or `♣ ♦ ♥ ♠`), letters in either case, and nothing else. The canonical form,
//! which [`Display`](std::fmt::Display) and serde produce, is e.g. `Ah`, `Td`, `2c`.

use std::fmt;
use std::str::FromStr;

/// A card's rank, from the two (lowest) to the ace (highest).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Rank {
    Two = 0,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King,
    Ace,
}

impl Rank {
    /// Every rank, lowest first.
    pub const ALL: [Rank; 13] = [
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    /// The rank numbered `index` (0 = two … 12 = ace).
    ///
    /// # Panics
    /// When `index > 12`.
    pub const fn from_index(index: u8) -> Rank {
        Rank::ALL[index as usize]
    }

    /// 0 for the two … 12 for the ace.
    pub const fn index(self) -> u8 {
        self as u8
    }

    /// The rank as cards spell it on the wire: `2`–`9`, `T`, `J`, `Q`, `K`, `A`.
    pub const fn symbol(self) -> char {
        b"23456789TJQKA"[self as usize] as char
    }

    /// The rank as people write it: `10` for the ten, otherwise as [`Rank::symbol`].
    pub const fn label(self) -> &'static str {
        [
            "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
        ][self as usize]
    }

    /// The plural name, for readable descriptions ("three of a kind, aces").
    pub const fn plural(self) -> &'static str {
        [
            "twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens",
            "jacks", "queens", "kings", "aces",
        ][self as usize]
    }

    /// Parses a rank spelled as in cards (`2`–`9`, `T`/`10`, `J`, `Q`, `K`, `A`, any case).
    pub fn parse(text: &str) -> Option<Rank> {
        match text.as_bytes() {
            [b] => Self::from_symbol(*b),
            b"10" => Some(Rank::Ten),
            _ => None,
        }
    }

    fn from_symbol(b: u8) -> Option<Rank> {
        Some(match b.to_ascii_uppercase() {
            d @ b'2'..=b'9' => Rank::from_index(d - b'2'),
            b'T' => Rank::Ten,
            b'J' => Rank::Jack,
            b'Q' => Rank::Queen,
            b'K' => Rank::King,
            b'A' => Rank::Ace,
            _ => return None,
        })
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.symbol())
    }
}

/// A card's suit. Suits have no rank in these games; the order here (clubs, diamonds,
/// hearts, spades) only fixes the unshuffled deck and the card index.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Suit {
    Clubs = 0,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    /// Every suit in index order.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// 0 for clubs … 3 for spades.
    pub const fn index(self) -> u8 {
        self as u8
    }

    /// The canonical letter: `c d h s`.
    pub const fn letter(self) -> char {
        b"cdhs"[self as usize] as char
    }

    /// The suit symbol: `♣ ♦ ♥ ♠`.
    pub const fn symbol(self) -> char {
        ['♣', '♦', '♥', '♠'][self as usize]
    }

    /// A suit as the API writes it alone: its letter `c d h s` in either case, or its symbol.
    pub fn parse(text: &str) -> Option<Suit> {
        Some(match text {
            "c" | "C" | "♣" => Suit::Clubs,
            "d" | "D" | "♦" => Suit::Diamonds,
            "h" | "H" | "♥" => Suit::Hearts,
            "s" | "S" | "♠" => Suit::Spades,
            _ => return None,
        })
    }
}

/// Cards in their canonical form, separated by spaces (`Ah Kh Qh`), as messages name them.
pub fn spaced(cards: &[Card]) -> String {
    cards
        .iter()
        .map(Card::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// One card of the 52-card pack, stored as its index `rank * 4 + suit` (0 = 2♣ … 51 = A♠).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

impl Card {
    /// The card of this rank and suit.
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card(rank as u8 * 4 + suit as u8)
    }

    /// The card with this index (0 = 2♣ … 51 = A♠), if there is one.
    pub const fn from_index(index: u8) -> Option<Card> {
        if index < 52 { Some(Card(index)) } else { None }
    }

    /// The card's index, 0 to 51.
    pub const fn index(self) -> u8 {
        self.0
    }

    pub const fn rank(self) -> Rank {
        Rank::from_index(self.0 >> 2)
    }

    pub const fn suit(self) -> Suit {
        Suit::ALL[(self.0 & 3) as usize]
    }

    /// Every card in index order: 2♣ 2♦ 2♥ 2♠ 3♣ … A♠.
    pub fn all() -> impl DoubleEndedIterator<Item = Card> + ExactSizeIterator + Clone {
        (0..52).map(Card)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank().symbol(), self.suit().letter())
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a string is not a card. Each message says what is wrong with this text, then what a
/// card is, so that a client sees the fix without reading the docs.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CardParseError {
    #[error("a card cannot be empty: {CARD_IS}")]
    Empty,
    /// The text does not start with a rank.
    #[error("{text:?} is not a card: it starts with {rank:?}, which is not a rank; {CARD_IS}")]
    UnknownRank { text: String, rank: String },
    /// A rank, then something that is not a suit.
    #[error("{text:?} is not a card: {suit:?} after the rank is not a suit; {CARD_IS}")]
    UnknownSuit { text: String, suit: String },
    /// A rank alone.
    #[error("{text:?} is not a card: the rank has no suit after it; {CARD_IS}")]
    MissingSuit { text: String },
    /// A card, then more.
    #[error("{text:?} is not a card: {extra:?} follows the card {card:?}; {CARD_IS}")]
    Trailing {
        text: String,
        card: String,
        extra: String,
    },
    /// The suit written before the rank.
    #[error("{text:?} is not a card: the rank comes first, then the suit ({card:?})")]
    SuitFirst { text: String, card: String },
}

/// What every card parse error ends with.
const CARD_IS: &str = "a card is a rank (2-9, T or 10, J, Q, K, A) then a suit (c, d, h, s or ♣ ♦ ♥ ♠), e.g. \"Ah\" or \"10d\"";

impl CardParseError {
    /// The stable code the API reports for any card that does not parse.
    pub const fn code(&self) -> &'static str {
        "UNKNOWN_CARD"
    }
}

impl FromStr for Card {
    type Err = CardParseError;

    fn from_str(text: &str) -> Result<Card, CardParseError> {
        // A rank ("10" or one ASCII symbol), one suit (a letter or a symbol), nothing more.
        let Some(first) = text.chars().next() else {
            return Err(CardParseError::Empty);
        };
        let (rank, rest) = match text.strip_prefix("10") {
            Some(rest) => (Some(Rank::Ten), rest),
            None => (
                u8::try_from(first).ok().and_then(Rank::from_symbol),
                &text[first.len_utf8()..],
            ),
        };
        let Some(rank) = rank else {
            return Err(refuse_rank(text, first, rest));
        };
        let Some(suit_char) = rest.chars().next() else {
            return Err(CardParseError::MissingSuit {
                text: text.to_owned(),
            });
        };
        let (suit_text, extra) = rest.split_at(suit_char.len_utf8());
        let suit = Suit::parse(suit_text).ok_or_else(|| CardParseError::UnknownSuit {
            text: text.to_owned(),
            suit: rest.to_owned(),
        })?;
        if !extra.is_empty() {
            return Err(CardParseError::Trailing {
                text: text.to_owned(),
                card: text[..text.len() - extra.len()].to_owned(),
                extra: extra.to_owned(),
            });
        }
        Ok(Card::new(rank, suit))
    }
}

/// The error for a text that does not start with a rank: a suit then a rank ("hA") is named
/// as such, since it is the likely slip.
fn refuse_rank(text: &str, first: char, rest: &str) -> CardParseError {
    let mut buf = [0; 4];
    if Suit::parse(first.encode_utf8(&mut buf)).is_some() && Rank::parse(rest).is_some() {
        return CardParseError::SuitFirst {
            text: text.to_owned(),
            card: format!("{rest}{first}"),
        };
    }
    CardParseError::UnknownRank {
        text: text.to_owned(),
        rank: first.to_string(),
    }
}

/// Every card's canonical text, by index (a response lists dozens of cards; each is written
/// from here, with no formatting or UTF-8 check).
const NAMES: [&str; 52] = [
    "2c", "2d", "2h", "2s", "3c", "3d", "3h", "3s", "4c", "4d", "4h", "4s", "5c", "5d", "5h", "5s",
    "6c", "6d", "6h", "6s", "7c", "7d", "7h", "7s", "8c", "8d", "8h", "8s", "9c", "9d", "9h", "9s",
    "Tc", "Td", "Th", "Ts", "Jc", "Jd", "Jh", "Js", "Qc", "Qd", "Qh", "Qs", "Kc", "Kd", "Kh", "Ks",
    "Ac", "Ad", "Ah", "As",
];

impl serde::Serialize for Card {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(NAMES[self.index() as usize])
    }
}

impl<'de> serde::Deserialize<'de> for Card {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Card, D::Error> {
        struct Visitor;
        impl serde::de::Visitor<'_> for Visitor {
            type Value = Card;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a card such as \"Ah\", \"Td\" or \"10♠\"")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Card, E> {
                v.parse().map_err(E::custom)
            }
        }
        deserializer.deserialize_str(Visitor)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_card_serializes_as_its_canonical_text() {
        for card in super::Card::all() {
            assert_eq!(serde_json::to_string(&card).unwrap(), format!("\"{card}\""));
        }
    }

    use super::*;

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    #[test]
    fn every_notation_of_the_contract_parses_to_the_same_card() {
        for text in ["Th", "th", "TH", "10h", "10H", "T♥", "10♥", "t♥"] {
            assert_eq!(card(text), Card::new(Rank::Ten, Suit::Hearts), "{text}");
        }
        assert_eq!(card("as"), Card::new(Rank::Ace, Suit::Spades));
        assert_eq!(card("2♣"), Card::new(Rank::Two, Suit::Clubs));
        assert_eq!(card("q♦"), Card::new(Rank::Queen, Suit::Diamonds));
        assert_eq!(card("kC"), Card::new(Rank::King, Suit::Clubs));
    }

    #[test]
    fn anything_but_rank_then_suit_is_refused() {
        for text in [
            "", "A", "h", "AhX", " Ah", "Ah ", "1h", "11h", "01h", "0h", "Ax", "A♤", "Ah\n", "10",
            "ah♥", "hA", "1O h", "AA", "é", "♥", "100h", "A\u{0}",
        ] {
            assert!(text.parse::<Card>().is_err(), "{text:?} parsed");
        }
    }

    #[test]
    fn each_refusal_says_what_is_wrong_with_the_text() {
        let message = |text: &str| text.parse::<Card>().unwrap_err().to_string();
        assert!(
            message("AhX")
                .starts_with(r#""AhX" is not a card: "X" follows the card "Ah"; a card is a rank"#)
        );
        assert!(
            message("1h")
                .starts_with(r#""1h" is not a card: it starts with "1", which is not a rank;"#)
        );
        assert!(
            message("Ax").starts_with(r#""Ax" is not a card: "x" after the rank is not a suit;"#)
        );
        assert!(message("10").starts_with(r#""10" is not a card: the rank has no suit after it;"#));
        assert!(
            message("100h")
                .starts_with(r#""100h" is not a card: "0h" after the rank is not a suit;"#)
        );
        assert_eq!(
            message("hA"),
            r#""hA" is not a card: the rank comes first, then the suit ("Ah")"#
        );
        assert_eq!(
            message("♥10"),
            r#""♥10" is not a card: the rank comes first, then the suit ("10♥")"#
        );
        assert!(message("").starts_with("a card cannot be empty: a card is a rank (2-9"));
        assert!(message("é").starts_with(r#""é" is not a card: it starts with "é""#));
    }

    #[test]
    fn parse_of_display_is_the_identity_for_every_card() {
        for c in Card::all() {
            assert_eq!(c.to_string().parse::<Card>(), Ok(c));
            let with_symbol = format!("{}{}", c.rank().label(), c.suit().symbol());
            assert_eq!(with_symbol.parse::<Card>(), Ok(c));
        }
    }

    #[test]
    fn canonical_form_uses_t_for_ten_and_lowercase_suits() {
        assert_eq!(card("10D").to_string(), "Td");
        assert_eq!(card("a♠").to_string(), "As");
        assert_eq!(serde_json::to_string(&card("10♣")).unwrap(), "\"Tc\"");
        assert_eq!(serde_json::from_str::<Card>("\"qh\"").unwrap(), card("Qh"));
        assert!(serde_json::from_str::<Card>("\"Qh \"").is_err());
    }

    #[test]
    fn index_is_rank_times_four_plus_suit() {
        assert_eq!(card("2c").index(), 0);
        assert_eq!(card("2s").index(), 3);
        assert_eq!(card("As").index(), 51);
        for c in Card::all() {
            assert_eq!(Card::new(c.rank(), c.suit()), c);
        }
    }
}

#[cfg(test)]
mod properties {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Whatever parses displays canonically and parses back to the same card.
        #[test]
        fn anything_that_parses_round_trips_through_its_canonical_form(text in "\\PC{0,4}|[0-9TtJjQqKkAa]{1,2}[cdhsCDHS♣♦♥♠]") {
            if let Ok(card) = text.parse::<Card>() {
                let shown = card.to_string();
                prop_assert_eq!(shown.len(), 2);
                prop_assert_eq!(shown.parse::<Card>(), Ok(card));
                prop_assert_eq!(shown.to_uppercase().parse::<Card>(), Ok(card));
            }
        }

        #[test]
        fn display_then_parse_is_the_identity(index in 0u8..52) {
            let card = Card::from_index(index).unwrap();
            prop_assert_eq!(card.to_string().parse::<Card>(), Ok(card));
        }
    }
}
