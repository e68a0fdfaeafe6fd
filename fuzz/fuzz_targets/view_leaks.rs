//! The leak property on arbitrary bodies: a `deals/resolve` or `games/resolve` body, sent with
//! `"view": seat`, never answers with a card that seat may not see, nor with concealed trumps
//! before it may know them.
//!
//! The first byte picks the endpoint (bit 0) and the seat (bits 1 and 2); the rest is the body,
//! which must be a JSON object (its own `view` is replaced). The same body is sent without
//! `view` for the arbiter's answer, and what the seat may see is worked out from the body, the
//! deal (`court_piece::deal` for a seed) and the arbiter's answer:
//! - `deals/resolve`: the seat's cards as dealt so far (the first five while trumps set from
//!   them are not set, whatever was refused; with two players, the stock cards it looked at),
//!   the dummy's, every card played, the face-down card once shown, its own refused card and
//!   the cards of passes it is part of;
//! - `games/resolve`: a game's answer names no card but the violations': only those of the
//!   seat's own decisions (or its dummy's) may, as the arbiter writes them; another seat's
//!   violation names none.
//!
//! A view answered 200 where the arbiter's is not would also fail.

#![no_main]

mod harness;

use actix_web::http::StatusCode;
use harness::{HARNESS, post};
use hakam::cards::{Card, CardSet};
use hakam::court_piece::{RedealWhen, Rules, TrumpMethod, deal};
use hakam::http::court_piece::wire::{self, RulesInput};
use hakam::http::problem::Errors;
use libfuzzer_sys::fuzz_target;
use serde_json::Value;

fuzz_target!(
    init: HARNESS.with(|_| ()),
    |data: &[u8]| check(data)
);

fn check(data: &[u8]) {
    let Some((&pick, body)) = data.split_first() else {
        return;
    };
    let Ok(Value::Object(mut body)) = serde_json::from_slice::<Value>(body) else {
        return;
    };
    let game = pick & 1 == 1;
    let seat = usize::from(pick >> 1 & 3);
    let path = if game {
        "/v1/court-piece/games/resolve"
    } else {
        "/v1/court-piece/deals/resolve"
    };
    body.remove("view");
    let (arbiter_status, _, arbiter) = post(path, serde_json::to_vec(&body).unwrap());
    body.insert("view".into(), seat.into());
    let (status, _, view) = post(path, serde_json::to_vec(&body).unwrap());
    if status != StatusCode::OK {
        return;
    }
    let text = String::from_utf8_lossy(&view).into_owned();
    assert_eq!(
        arbiter_status,
        StatusCode::OK,
        "the view answered 200, the arbiter {arbiter_status}: {text}"
    );
    let arbiter: Value = serde_json::from_slice(&arbiter).unwrap();
    let answer: Value = serde_json::from_str(&text).unwrap();
    let Some(rules) = rules(&body) else {
        panic!("the rules of a 200 answer do not resolve: {text}")
    };
    let allowed = if game {
        own_violation_cards(&body, &arbiter, seat)
    } else {
        may_see(&body, &arbiter, &rules, seat)
    };
    for card in CardSet::FULL.difference(allowed).iter() {
        assert!(!names(&text, card), "seat {seat} sees {card}: {text}");
    }
    if !game
        && arbiter["chooser"].as_u64().is_some_and(|c| c as usize != seat)
        && answer["revealed"].is_null()
    {
        assert!(answer["trump"].is_null(), "seat {seat} sees trumps: {text}");
    }
}

/// The body's rules, resolved as the service resolves them.
fn rules(body: &serde_json::Map<String, Value>) -> Option<Rules> {
    let input: Option<RulesInput> = match body.get("rules") {
        None | Some(Value::Null) => None,
        Some(r) => Some(serde_json::from_value(r.clone()).ok()?),
    };
    let mut errors = Errors::default();
    let rules = wire::rules(input.as_ref(), &mut errors);
    errors.finish(rules).ok().map(Option::unwrap_or_default)
}

/// A field of the body, `null` when absent.
fn field<'a>(body: &'a serde_json::Map<String, Value>, name: &str) -> &'a Value {
    body.get(name).unwrap_or(&Value::Null)
}

fn card(v: &Value) -> Option<Card> {
    v.as_str()?.parse().ok()
}

fn cards(v: &Value) -> CardSet {
    v.as_array()
        .into_iter()
        .flatten()
        .filter_map(card)
        .collect()
}

/// Whether `seat`'s decisions are made by `viewer` (its own, or the dummy's by its partner).
fn decides(viewer: usize, seat: u64, dummy: Option<u64>) -> bool {
    seat as usize == viewer || (dummy == Some(seat) && (seat as usize + 2) % 4 == viewer)
}

/// The viewer's own violations in `violations` (its own requests, shown to it whole).
fn own(violations: &Value, viewer: usize, dummy: Option<u64>) -> impl Iterator<Item = &Value> {
    violations
        .as_array()
        .into_iter()
        .flatten()
        .filter(move |v| v["player"].as_u64().is_some_and(|s| decides(viewer, s, dummy)))
}

/// A deal's answer: the card of the viewer's own refused decision (the rest of its message
/// must name only what the seat may see otherwise).
fn own_violations(violations: &Value, viewer: usize, dummy: Option<u64>) -> CardSet {
    own(violations, viewer, dummy)
        .filter_map(|v| card(&v["card"]))
        .collect()
}

/// A game's answer names no hand: only the cards its viewer's own violations name, as the
/// arbiter writes them (its card and its message).
fn own_violation_words(violations: &Value, viewer: usize, dummy: Option<u64>) -> CardSet {
    let text: String = own(violations, viewer, dummy).map(Value::to_string).collect();
    CardSet::FULL.iter().filter(|c| names(&text, *c)).collect()
}

/// Whether `text` names `card`, as the wire writes it or as people do.
fn names(text: &str, card: Card) -> bool {
    let pretty = format!("{}{}", card.rank().label(), card.suit().symbol());
    text.contains(&format!("\"{card}\"")) || text.contains(&pretty)
}

/// A game's answer: the cards of the seat's own violations, deal by deal.
fn own_violation_cards(
    body: &serde_json::Map<String, Value>,
    arbiter: &Value,
    seat: usize,
) -> CardSet {
    let mut seen = CardSet::EMPTY;
    for (i, d) in arbiter["deals"].as_array().into_iter().flatten().enumerate() {
        let dummy = field(body, "deals")[i]["dummy"].as_u64();
        seen = seen.union(own_violation_words(&d["violations"], seat, dummy));
    }
    seen
}

/// A deal's answer: what the seat may see (see the module docs).
fn may_see(
    body: &serde_json::Map<String, Value>,
    arbiter: &Value,
    rules: &Rules,
    seat: usize,
) -> CardSet {
    let n = rules.players;
    let dealer = field(body, "dealer").as_u64().unwrap_or(0) as usize;
    let (hands, first_five, stock): (Vec<CardSet>, Option<Vec<CardSet>>, Vec<Card>) =
        match body.get("seed").and_then(Value::as_str) {
            Some(seed) => {
                let d = deal(rules, seed, Some(dealer)).unwrap();
                (d.hands, Some(d.first_five), d.stock)
            }
            None => (
                field(body, "hands").as_array().into_iter().flatten().map(cards).collect(),
                body.get("first_five")
                    .and_then(Value::as_array)
                    .map(|f| f.iter().map(cards).collect()),
                Vec::new(),
            ),
        };
    let trump_set = !arbiter["trump"].is_null()
        && !arbiter["tricks"]
            .as_array()
            .and_then(|t| t.last())
            .is_some_and(|t| t["winner"].is_null() && !t["trump_set"].is_null());
    // A redeal judged on the whole hand is asked once every card is dealt.
    let whole_hand_redeal = rules.redeal.when == RedealWhen::Hand
        && body.get("redeal").and_then(|r| r.get("by")).and_then(Value::as_str) == Some("caller");
    let from_first_five = !whole_hand_redeal
        && match rules.trump {
            TrumpMethod::Called => true,
            TrumpMethod::Concealed => rules.bidding.is_none(),
            TrumpMethod::FirstVoid => rules.five_card_start,
        };
    let dummy = body.get("dummy").and_then(Value::as_u64);
    let own = |s: usize| {
        let whole = hands.get(s).copied().unwrap_or_default();
        let mut c = if !from_first_five || trump_set {
            whole
        } else {
            first_five
                .as_ref()
                .and_then(|f| f.get(s).copied())
                .map_or(CardSet::EMPTY, |f| f.intersection(whole))
        };
        if n == 2 && trump_set {
            let draws = field(body, "draws").as_array().map_or(0, Vec::len).min(21);
            for turn in (0..draws).filter(|t| (dealer + 1 + t) % 2 == s) {
                c.insert(stock[2 * turn]);
                c.insert(stock[2 * turn + 1]);
            }
        }
        c
    };
    let mut seen = own(seat);
    if let Some(d) = dummy {
        seen = seen.union(own(d as usize));
    }
    for t in arbiter["tricks"].as_array().into_iter().flatten() {
        for p in t["plays"].as_array().into_iter().flatten() {
            if let Some(c) = card(&p["card"]) {
                seen.insert(c);
            }
        }
    }
    let by = arbiter["revealed"]["by"].as_str();
    if matches!(by, Some("request" | "necessity"))
        && let Some(c) = card(&arbiter["trump_card"])
    {
        seen.insert(c);
    }
    seen = seen.union(own_violations(&arbiter["violations"], seat, dummy));
    for p in body
        .get("passes")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        let passer = p["player"].as_u64().map(|s| s as usize);
        if passer.is_some_and(|s| s == seat || (s + n - 1) % n == seat) {
            seen = seen.union(cards(&p["cards"])).union(cards(&p["returned"]));
        }
    }
    seen
}
