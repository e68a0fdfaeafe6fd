//! Arbitrary bytes as a card: parsing never panics, and whatever parses displays in the
//! canonical two-character form, which parses back to the same card.

#![no_main]

use hakam::cards::Card;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(card) = text.parse::<Card>() else {
        return;
    };
    let shown = card.to_string();
    assert_eq!(shown.len(), 2, "{text:?} displays as {shown:?}");
    assert!(
        shown
            .bytes()
            .next()
            .is_some_and(|b| b"23456789TJQKA".contains(&b))
            && shown.bytes().nth(1).is_some_and(|b| b"cdhs".contains(&b)),
        "{text:?} displays as {shown:?}, which is not canonical"
    );
    assert_eq!(shown.parse::<Card>(), Ok(card), "{text:?} -> {shown:?}");
    // What parses is at most a two-byte rank ("10") and a three-byte suit symbol.
    assert!(text.len() <= 5, "{text:?} parsed as {card}");
});
