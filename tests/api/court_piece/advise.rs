//! `deals/advise` over a real port: the contract's answer and refusals, the decision legal
//! as `deals/resolve` judges it, and the same answer for two deals that give the seat the
//! same view. The method's properties (invariance, uniform worlds, the one-world ending) are
//! the engine's tests.

use crate::helpers::{cp, problems, spawn_app};
use serde_json::{Value, json};

const SEED: &str = "advise api";

/// The plays of a Hokm deal (dealer 0, hearts) by the first legal card each turn, and the
/// hands as dealt, stopped after `count` cards or where the deal would end.
async fn position(count: usize) -> (Vec<Value>, Value) {
    position_of("hokm", count).await
}

/// [`position`] under `preset`.
async fn position_of(preset: &str, count: usize) -> (Vec<Value>, Value) {
    let app = spawn_app();
    let (_, dealt) = app
        .post_json(
            cp("/deals"),
            &json!({"rules": {"preset": preset}, "dealer": 0, "seed": SEED}),
        )
        .await;
    let mut plays: Vec<Value> = Vec::new();
    while plays.len() < count {
        let mut more = plays.clone();
        let (_, body) = resolve_of(&app, preset, &more).await;
        more.push(body["legal_cards"][0].clone());
        let (_, after) = resolve_of(&app, preset, &more).await;
        if after["complete"] == true {
            break;
        }
        plays = more;
    }
    (plays, dealt["hands"].clone())
}

async fn resolve(app: &crate::helpers::TestApp, plays: &[Value]) -> (u16, Value) {
    resolve_of(app, "hokm", plays).await
}

/// [`resolve`] under `preset`.
async fn resolve_of(app: &crate::helpers::TestApp, preset: &str, plays: &[Value]) -> (u16, Value) {
    app.post_json(
        cp("/deals/resolve"),
        &json!({"rules": {"preset": preset}, "dealer": 0, "seed": SEED, "trump": "h",
                "plays": plays}),
    )
    .await
}

/// Seat `seat`'s `deals/resolve` answer after `plays`: what it knows.
async fn seat_view(app: &crate::helpers::TestApp, plays: &[Value], seat: u64) -> Value {
    seat_view_of(app, "hokm", plays, seat).await
}

/// [`seat_view`] under `preset`.
async fn seat_view_of(
    app: &crate::helpers::TestApp,
    preset: &str,
    plays: &[Value],
    seat: u64,
) -> Value {
    let (_, seen) = app
        .post_json(
            cp("/deals/resolve"),
            &json!({"rules": {"preset": preset}, "dealer": 0, "seed": SEED, "trump": "h",
                    "plays": plays, "view": seat}),
        )
        .await;
    seen
}

/// Asserts that the options of the advice `body` are the cards `now` (the `deals/resolve`
/// answer it was asked at) lists as legal, each once; returns the options.
fn the_options_are_the_legal_cards<'a>(body: &'a Value, now: &Value) -> &'a Vec<Value> {
    let options = body["options"].as_array().unwrap();
    let mut listed: Vec<&Value> = options.iter().map(|o| &o["decision"]["card"]).collect();
    let mut legal: Vec<&Value> = now["legal_cards"].as_array().unwrap().iter().collect();
    listed.sort_by_key(|v| v.to_string());
    legal.sort_by_key(|v| v.to_string());
    assert_eq!(listed, legal, "{body}");
    options
}

async fn advise(body: Value) -> (u16, Value) {
    spawn_app().post_json(cp("/deals/advise"), &body).await
}

#[tokio::test]
async fn the_advice_names_a_legal_card_and_values_every_option() {
    let (plays, _) = position(36).await;
    let app = spawn_app();
    let (_, now) = resolve(&app, &plays).await;
    let seat = now["next_player"].as_u64().unwrap();
    let (status, body) = advise(
        json!({"rules": {"preset": "hokm"}, "dealer": 0, "seed": SEED,
        "trump": "h", "plays": plays, "view": seat, "samples": 32}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["seat"], seat);
    assert_eq!(body["value_of"], "tricks");
    assert_eq!(body["decision"]["kind"], "play");
    assert!(["settled", "limit", "budget"].contains(&body["stopped"].as_str().unwrap()));
    let samples = body["samples"].as_u64().unwrap();
    assert!((8..=32).contains(&samples), "{samples}");
    assert!(body["sample_seed"].as_str().unwrap().starts_with("view-"));
    // Every legal card is an option, the decision first.
    let options = the_options_are_the_legal_cards(&body, &now);
    assert_eq!(options[0]["decision"], body["decision"]);
    for o in options {
        let value = o["value"].as_f64().unwrap();
        let [lo, hi] = [0, 1].map(|i| o["value_ci95"][i].as_f64().unwrap());
        assert!(
            (0.0..=13.0).contains(&value) && lo <= value && value <= hi,
            "{o}"
        );
    }
    // Written into the request, the decision resolves as legal.
    let mut next = plays.clone();
    next.push(body["decision"]["card"].clone());
    let (_, after) = resolve(&app, &next).await;
    assert_eq!(after["valid"], true, "{after}");
}

/// Two deals that differ only in hidden cards the seat cannot place (two cards of one suit
/// swapped between the other seats, neither shown void in it) get the same answer, byte for
/// byte, with the default seed drawn from the view.
#[tokio::test]
async fn two_deals_with_the_same_view_get_the_same_answer() {
    let (plays, hands) = position(28).await;
    let app = spawn_app();
    let (_, now) = resolve(&app, &plays).await;
    let seat = now["next_player"].as_u64().unwrap() as usize;
    let played: Vec<&Value> = plays.iter().collect();
    let held = |s: usize| -> Vec<String> {
        hands[s]
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| !played.contains(c))
            .map(|c| c.as_str().unwrap().to_owned())
            .collect()
    };
    // Two other seats, each still holding a card of one suit: swap them.
    let others: Vec<usize> = (0..4).filter(|&s| s != seat).collect();
    let mut swap = None;
    'find: for &a in &others {
        for &b in &others {
            for x in held(a) {
                for y in held(b) {
                    if a < b && x[1..] == y[1..] {
                        swap = Some((a, x, b, y));
                        break 'find;
                    }
                }
            }
        }
    }
    let (a, x, b, y) = swap.expect("two other seats share a suit");
    let mut swapped = hands.clone();
    for (s, from, to) in [(a, &x, &y), (b, &y, &x)] {
        for card in swapped[s].as_array_mut().unwrap() {
            if card == from.as_str() {
                *card = json!(to);
            }
        }
    }
    let body = |hands: &Value| {
        json!({"rules": {"preset": "hokm"}, "dealer": 0, "hands": hands, "trump": "h",
               "plays": plays, "view": seat, "samples": 16})
    };
    let first = app.post(cp("/deals/advise"), &body(&hands)).await;
    let second = app.post(cp("/deals/advise"), &body(&swapped)).await;
    assert_eq!(first.status(), 200);
    let (first, second) = (first.bytes().await.unwrap(), second.bytes().await.unwrap());
    assert_eq!(
        first, second,
        "the hidden swap {x} ↔ {y} changed the answer"
    );
    // And another seed, given, gives its own worlds.
    let (_, seeded) = advise(
        json!({"rules": {"preset": "hokm"}, "dealer": 0, "hands": hands,
        "trump": "h", "plays": plays, "view": seat, "samples": 16, "sample_seed": "mine"}),
    )
    .await;
    assert_eq!(seeded["sample_seed"], "mine");
}

#[tokio::test]
async fn the_caller_before_trumps_is_advised_a_trump() {
    let (status, body) = advise(
        json!({"rules": {"preset": "hokm"}, "dealer": 0, "seed": SEED,
        "view": 1, "samples": 1}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["decision"]["kind"], "trump");
    let options = body["options"].as_array().unwrap();
    assert_eq!(options.len(), 4);
    assert_eq!(options[0]["decision"], body["decision"]);
    assert!(["c", "d", "h", "s"].contains(&body["decision"]["suit"].as_str().unwrap()));
}

/// A server with the service's own budget: the tests' server allows 2 million nodes a world,
/// too few for Satat's whole deals.
fn with_service_budget() -> crate::helpers::TestApp {
    let mut settings = crate::helpers::settings();
    settings.court_piece.analysis_budget = hakam::config::Settings::default()
        .court_piece
        .analysis_budget;
    crate::helpers::spawn_app_with(settings)
}

/// A Satat caller whose first five hold no king, queen or jack may call a redeal: it is an
/// option beside the four suits (here the decision, one world making every suit poor), in
/// both forms, and sent back it calls the deal off.
#[tokio::test]
async fn a_weak_satat_five_is_advised_a_redeal() {
    let app = with_service_budget();
    let deal = json!({"rules": {"preset": "satat"}, "dealer": 2, "seed": "advice redeal 4"});
    let mut asked = deal.clone();
    asked["view"] = json!(3);
    asked["samples"] = json!(1);
    let full = app.post(cp("/deals/advise"), &asked).await;
    assert_eq!(full.status(), 200);
    let full = full.bytes().await.unwrap();
    let body: Value = serde_json::from_slice(&full).unwrap();
    assert_eq!(body["decision"], json!({"kind": "redeal"}), "{body}");
    let options = body["options"].as_array().unwrap();
    assert_eq!(options.len(), 5);
    assert_eq!(options[0]["decision"], body["decision"]);
    let [lo, hi] = [0, 1].map(|i| options[0]["value_ci95"][i].as_f64().unwrap());
    let value = options[0]["value"].as_f64().unwrap();
    assert!(lo < value && value < hi, "{body}");
    assert!(
        options[1..]
            .iter()
            .all(|o| o["decision"]["kind"] == "trump")
    );
    assert!(
        options[1..]
            .iter()
            .all(|o| o["value"].as_f64() < Some(value))
    );

    // The second form: the caller's view of its first five.
    let mut view = deal.clone();
    view["view"] = json!(3);
    let (_, seen) = app.post_json(cp("/deals/resolve"), &view).await;
    let told = app
        .post(
            cp("/deals/advise"),
            &json!({"rules": {"preset": "satat"}, "dealer": 2, "view": 3, "samples": 1,
                    "seat_view": seen}),
        )
        .await;
    assert_eq!(told.status(), 200);
    assert_eq!(told.bytes().await.unwrap(), full);

    let mut called = deal.clone();
    called["redeal"] = json!({"by": "caller"});
    let (status, o) = app.post_json(cp("/deals/resolve"), &called).await;
    assert_eq!(status, 200, "{o}");
    assert_eq!(
        (o["valid"].clone(), o["result"]["kind"].clone()),
        (json!(true), json!("redeal"))
    );
}

#[tokio::test]
async fn refusals_are_at_their_place() {
    let (plays, _) = position(5).await;
    let app = spawn_app();
    let (_, now) = resolve(&app, &plays).await;
    let seat = now["next_player"].as_u64().unwrap();
    let base = json!({"rules": {"preset": "hokm"}, "dealer": 0, "seed": SEED, "trump": "h",
        "plays": plays});
    let with = |extra: Value| {
        let mut b = base.clone();
        b.as_object_mut()
            .unwrap()
            .extend(extra.as_object().unwrap().clone());
        b
    };
    let cases = [
        (
            with(json!({"view": (seat + 1) % 4})),
            "NOT_YOUR_TURN",
            "/view",
        ),
        (
            with(json!({"view": seat, "samples": 0})),
            "SAMPLES_OUT_OF_RANGE",
            "/samples",
        ),
        (
            // Dehla Pakad is advised, but not with a 2-2 split judged by tricks collected.
            with(json!({"view": seat, "rules": {"preset": "dehla-pakad", "tens_tie": "tricks"}})),
            "NOT_ANALYSABLE",
            "/rules",
        ),
        (with(json!({"view": 7})), "SEAT_OUT_OF_RANGE", "/view"),
        (
            with(json!({"view": seat, "plays": [plays[0], plays[0]]})),
            "CARD_NOT_HELD",
            "/plays/1",
        ),
    ];
    for (body, code, path) in cases {
        let (status, answer) = advise(body.clone()).await;
        assert_eq!(status, 422, "{body} → {answer}");
        assert_eq!(
            problems(&answer),
            [(code.to_owned(), path.to_owned())],
            "{body} → {answer}"
        );
    }
    // `view` is required.
    let (status, _) = advise(base.clone()).await;
    assert_eq!(status, 422);
}

/// The second form: only what the seat knows (the `deals/resolve` answer it was given, whole),
/// with the rules and the dealer, gets the first form's answer byte for byte.
#[tokio::test]
async fn the_seat_view_form_gets_the_same_answer() {
    let (plays, _) = position(30).await;
    let app = spawn_app();
    let (_, now) = resolve(&app, &plays).await;
    let seat = now["next_player"].as_u64().unwrap();
    let seen = seat_view(&app, &plays, seat).await;
    let full = app
        .post(
            cp("/deals/advise"),
            &json!({"rules": {"preset": "hokm"}, "dealer": 0, "seed": SEED, "trump": "h",
                    "plays": plays, "view": seat, "samples": 16}),
        )
        .await;
    let told = app
        .post(
            cp("/deals/advise"),
            &json!({"rules": {"preset": "hokm"}, "dealer": 0, "view": seat, "samples": 16,
                    "seat_view": seen}),
        )
        .await;
    assert_eq!(full.status(), 200);
    assert_eq!(told.status(), 200);
    assert_eq!(full.bytes().await.unwrap(), told.bytes().await.unwrap());

    // The deal beside it is refused field by field; a view no deal gives is refused whole.
    let (status, both) = advise(
        json!({"rules": {"preset": "hokm"}, "dealer": 0, "view": seat,
        "seed": SEED, "plays": plays, "seat_view": seen}),
    )
    .await;
    assert_eq!(status, 422);
    assert_eq!(
        problems(&both),
        [
            ("TWO_FORMS".to_owned(), "/seed".to_owned()),
            ("TWO_FORMS".to_owned(), "/plays".to_owned())
        ]
    );
    let mut wrong = seen.clone();
    wrong["hand"][0] = seen["tricks"][0]["plays"][0]["card"].clone();
    let (status, body) = advise(
        json!({"rules": {"preset": "hokm"}, "dealer": 0, "view": seat,
        "seat_view": wrong}),
    )
    .await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(
        problems(&body),
        [("VIEW_INCONSISTENT".to_owned(), "/seat_view".to_owned())]
    );
    // A card played twice in the view: the rule it breaks, in the view sent.
    let mut twice = seen.clone();
    twice["tricks"][1]["plays"][0]["card"] = seen["tricks"][0]["plays"][0]["card"].clone();
    let (status, body) = advise(
        json!({"rules": {"preset": "hokm"}, "dealer": 0, "view": seat,
        "seat_view": twice}),
    )
    .await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(problems(&body)[0].1, "/seat_view", "{body}");
}

/// Double Sar's heap over HTTP: a card decision of the middle of a deal is answered with
/// a legal card, every legal card valued in the deal's points (`double-sar` scores kots),
/// and the seat-view form gets the same answer, byte for byte.
#[tokio::test]
async fn a_double_sar_seat_is_advised_a_card_on_the_heap() {
    a_seat_is_advised_a_card_on_the_heap("double-sar").await;
}

/// Dehla Pakad's heap counts tens: the same answers, the tens collected valued in the deal's
/// points.
#[tokio::test]
async fn a_dehla_pakad_seat_is_advised_a_card_on_the_heap() {
    a_seat_is_advised_a_card_on_the_heap("dehla-pakad").await;
}

/// A mid-deal card of `preset`'s heap: 200 with a legal card, every legal card valued, in
/// points, and the seat-view form answers byte for byte the same.
async fn a_seat_is_advised_a_card_on_the_heap(preset: &str) {
    let (plays, _) = position_of(preset, 33).await;
    let app = spawn_app();
    let (_, now) = resolve_of(&app, preset, &plays).await;
    let seat = now["next_player"].as_u64().unwrap();
    let body = json!({"rules": {"preset": preset}, "dealer": 0, "seed": SEED,
                      "trump": "h", "plays": plays, "view": seat, "samples": 8});
    let full = app.post(cp("/deals/advise"), &body).await;
    assert_eq!(full.status(), 200);
    let full = full.bytes().await.unwrap();
    let answer: Value = serde_json::from_slice(&full).unwrap();
    assert_eq!(answer["seat"], seat, "{answer}");
    assert_eq!(answer["value_of"], "points", "{answer}");
    assert_eq!(answer["decision"]["kind"], "play", "{answer}");
    the_options_are_the_legal_cards(&answer, &now);
    let mut next = plays.clone();
    next.push(answer["decision"]["card"].clone());
    let (_, after) = resolve_of(&app, preset, &next).await;
    assert_eq!(after["valid"], true, "{after}");

    let seen = seat_view_of(&app, preset, &plays, seat).await;
    let told = app
        .post(
            cp("/deals/advise"),
            &json!({"rules": {"preset": preset}, "dealer": 0, "view": seat,
                    "samples": 8, "seat_view": seen}),
        )
        .await;
    assert_eq!(told.status(), 200);
    assert_eq!(full, told.bytes().await.unwrap());
}

/// A view that holds a broken rule: the second form refuses it as the first form refuses
/// the deal, the same code and message, at `/seat_view/violations/0`; a code that is none of
/// `deals/resolve`'s is an `INVALID_VALUE`.
#[tokio::test]
async fn a_broken_view_is_refused_by_both_forms_alike() {
    let (plays, _) = position(5).await;
    let app = spawn_app();
    let broken = [plays[0].clone(), plays[0].clone()];
    for seat in 0..4 {
        let seen = seat_view(&app, &broken, seat).await;
        assert_eq!(seen["violations"][0]["code"], "CARD_NOT_HELD", "{seen}");
        let (status, first) = advise(
            json!({"rules": {"preset": "hokm"}, "dealer": 0, "seed": SEED, "trump": "h",
                "plays": broken, "view": seat}),
        )
        .await;
        assert_eq!(status, 422, "{first}");
        let (status, second) = advise(
            json!({"rules": {"preset": "hokm"}, "dealer": 0, "view": seat, "seat_view": seen}),
        )
        .await;
        assert_eq!(status, 422, "{second}");
        assert_eq!(
            problems(&second),
            [(
                "CARD_NOT_HELD".to_owned(),
                "/seat_view/violations/0".to_owned()
            )]
        );
        assert_eq!(
            second["errors"][0]["message"], first["errors"][0]["message"],
            "seat {seat}"
        );
    }
    // Every entry's code is checked, the first or a later one.
    let seen = seat_view(&app, &broken, 1).await;
    for at in [0, 1] {
        let mut bad = seen.clone();
        bad["violations"] = json!([seen["violations"][0], seen["violations"][0]]);
        bad["violations"][at]["code"] = json!("NOT_A_RULE");
        let (status, body) =
            advise(json!({"rules": {"preset": "hokm"}, "dealer": 0, "view": 1, "seat_view": bad}))
                .await;
        assert_eq!(status, 422, "{body}");
        assert_eq!(
            problems(&body),
            [(
                "INVALID_VALUE".to_owned(),
                format!("/seat_view/violations/{at}/code")
            )]
        );
    }
}

/// One legal card: answered at once, nothing solved.
#[tokio::test]
async fn one_legal_card_is_answered_at_once() {
    let (status, body) = advise(json!({"rules": {"preset": "hokm"}, "seed": "schemas",
        "dealer": 0, "view": 3, "trump": "s", "plays": ["2c", "5c"]}))
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["stopped"], "single");
    assert_eq!(body["samples"], 0);
    assert_eq!(body["options"].as_array().unwrap().len(), 1);
    assert_eq!(body["options"][0]["value"], Value::Null);
    assert_eq!(body["options"][0]["decision"], body["decision"]);
}

/// Worked by hand (the engine's test has the same deal): seat 1 calls spades and wins the
/// first seven tricks; every spade is out and its partner has shown it holds no heart.
/// Holding the six top diamonds it plays on for a bavney (3 points against the kot's 2 in
/// every world); holding six low hearts, which lose the eighth trick in every world, it
/// stops. The other seats have no decision at the kot.
#[tokio::test]
async fn at_a_kot_the_leader_is_advised_to_play_on_or_stop() {
    let plays = [
        "As", "8s", "2c", "4s", "Ks", "7s", "3c", "3s", "Qs", "6s", "4c", "2s", "Js", "5s", "5c",
        "2d", "Ts", "3d", "6c", "4d", "9s", "5d", "7c", "6d", "Ah", "Kh", "8c", "Th",
    ];
    let spades_and_tricks = |one: &str, zero: &str, two: &str| {
        json!({"rules": {"preset": "hokm"}, "dealer": 0, "trump": "s", "plays": plays,
        "hands": [
            format!("4s 3s 2s 2d 4d 6d Th {zero}").split(' ').collect::<Vec<_>>(),
            format!("As Ks Qs Js Ts 9s Ah {one}").split(' ').collect::<Vec<_>>(),
            format!("8s 7s 6s 5s 3d 5d Kh {two}").split(' ').collect::<Vec<_>>(),
            "2c 3c 4c 5c 6c 7c 8c Ac Kc Qc Jc Tc 9c".split(' ').collect::<Vec<_>>(),
        ]})
    };
    let sure = spades_and_tricks(
        "Ad Kd Qd Jd Td 9d",
        "8d 7d Qh Jh 9h 8h",
        "7h 6h 5h 4h 3h 2h",
    );
    let lost = spades_and_tricks(
        "7h 6h 5h 4h 3h 2h",
        "Ad Kd Qd Jd Td 9d",
        "8d 7d Qh Jh 9h 8h",
    );
    let app = spawn_app();
    let ask = |deal: &Value, seat: u64| {
        let mut body = deal.clone();
        body["view"] = json!(seat);
        body["samples"] = json!(32);
        body
    };
    let (status, done) = app.post_json(cp("/deals/resolve"), &sure).await;
    assert_eq!(status, 200, "{done}");
    assert_eq!(
        (done["complete"].clone(), done["result"]["kind"].clone()),
        (json!(true), json!("kot"))
    );

    let (status, body) = advise(ask(&sure, 1)).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["decision"], json!({"kind": "play", "card": "9d"}));
    assert_eq!(body["value_of"], "points");
    let options = body["options"].as_array().unwrap();
    assert_eq!(options.len(), 7, "six cards and stop: {body}");
    assert_eq!(options[0]["value"], 3.0);
    let stop = options
        .iter()
        .find(|o| o["decision"]["kind"] == "stop")
        .unwrap();
    assert_eq!(stop["decision"], json!({"kind": "stop"}));
    assert_eq!(stop["value"], 2.0);
    assert_eq!(stop["value_ci95"], json!([2.0, 2.0]));
    // The card advised, sent, is the call to play on.
    let mut on = sure.clone();
    on["plays"].as_array_mut().unwrap().push(json!("9d"));
    let (_, after) = app.post_json(cp("/deals/resolve"), &on).await;
    assert_eq!(
        (after["valid"].clone(), after["complete"].clone()),
        (json!(true), json!(false))
    );

    let (status, body) = advise(ask(&lost, 1)).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["decision"], json!({"kind": "stop"}));
    assert_eq!(body["options"][0]["value"], 2.0);
    assert_eq!(body["options"][1]["value"], 1.0);

    // The second form at the kot: the same answer, byte for byte.
    let mut viewed = lost.clone();
    viewed["view"] = json!(1);
    let (_, seen) = app.post_json(cp("/deals/resolve"), &viewed).await;
    let full = app.post(cp("/deals/advise"), &ask(&lost, 1)).await;
    let told = app
        .post(
            cp("/deals/advise"),
            &json!({"rules": {"preset": "hokm"}, "dealer": 0, "view": 1, "samples": 32,
                    "seat_view": seen}),
        )
        .await;
    assert_eq!(full.bytes().await.unwrap(), told.bytes().await.unwrap());

    for seat in [0, 2, 3] {
        let (status, body) = advise(ask(&sure, seat)).await;
        assert_eq!(status, 422, "{body}");
        assert_eq!(
            problems(&body),
            [("NOT_YOUR_TURN".to_owned(), "/view".to_owned())]
        );
    }
}

/// Satat after a kot by party 0, spades named and no passes yet: every seat is advised its
/// side of the passes at once (a loser what it passes, the player before it what it passes
/// back), and the four sides together resolve. A pass already made leaves that seat nothing.
#[tokio::test]
async fn satat_seats_are_advised_their_passes_after_a_kot() {
    // A seat passing back has a dozen options, each a whole deal to solve in every world.
    let app = with_service_budget();
    let deal = json!({"rules": {"preset": "satat"}, "dealer": 0, "seed": "advise passes",
        "trump": "s", "previous": {"kot": true, "party": 0}});
    let (status, waiting) = app.post_json(cp("/deals/resolve"), &deal).await;
    assert_eq!(status, 200);
    assert_eq!(waiting["violations"][0]["code"], "PASS_WRONG_COUNT");
    let mut sides = Vec::new();
    for seat in 0..4 {
        let mut body = deal.clone();
        body["view"] = json!(seat);
        body["samples"] = json!(1);
        let (status, a) = app.post_json(cp("/deals/advise"), &body).await;
        assert_eq!(status, 200, "{a}");
        assert_eq!(a["decision"]["kind"], "passes", "{a}");
        assert_eq!(a["value_of"], "tricks");
        let cards = a["decision"]["cards"].as_array().unwrap().clone();
        assert_eq!(cards.len(), 1, "{a}");
        assert!(
            a["options"]
                .as_array()
                .unwrap()
                .iter()
                .all(|o| o["decision"]["kind"] == "passes")
        );
        sides.push(cards);
    }
    // Seats 1 and 3 lost: 1 passes to 0, 3 to 2; 0 and 2 pass back.
    let mut all = deal.clone();
    all["passes"] = json!([
        {"player": 1, "cards": sides[1], "returned": sides[0]},
        {"player": 3, "cards": sides[3], "returned": sides[2]},
    ]);
    let (status, done) = app.post_json(cp("/deals/resolve"), &all).await;
    assert_eq!(status, 200);
    assert_eq!(done["valid"], true, "{done}");
    assert_eq!(done["passes"], all["passes"], "the arbiter sees every pass");
    // Seat 2's view lists its own pass (it passed back to seat 3), not seats 0 and 1's.
    let mut seen = all.clone();
    seen["view"] = json!(2);
    let (_, view) = app.post_json(cp("/deals/resolve"), &seen).await;
    assert_eq!(view["passes"], json!([all["passes"][1]]), "{view}");
    // The second form for seat 1, who leads, the previous deal's kot beside its view: the
    // first form's answer.
    seen["view"] = json!(1);
    let (_, view) = app.post_json(cp("/deals/resolve"), &seen).await;
    assert_eq!(view["passes"], json!([all["passes"][0]]), "{view}");
    let mut first = seen.clone();
    first["samples"] = json!(1);
    let full = app.post(cp("/deals/advise"), &first).await;
    let told = app
        .post(
            cp("/deals/advise"),
            &json!({"rules": {"preset": "satat"}, "dealer": 0, "view": 1, "samples": 1,
                    "previous": {"kot": true, "party": 0}, "seat_view": view}),
        )
        .await;
    assert_eq!(full.status(), 200);
    assert_eq!(told.status(), 200);
    assert_eq!(full.bytes().await.unwrap(), told.bytes().await.unwrap());
    let mut made = all.clone();
    made["passes"].as_array_mut().unwrap().truncate(1);
    made["view"] = json!(1);
    let (status, body) = advise(made).await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(problems(&body)[0].0, "PASS_WRONG_COUNT");
}

/// Under `trump_change`, a seat opposite the caller is advised before the first lead whether
/// to change trumps (`keep`, or `trump_change` with its player and suit), in the deal's
/// points; the advice sent resolves as legal. A change made shows in every view (public),
/// with the suit the caller named, and the second form reads it: the same answer.
#[tokio::test]
async fn a_seat_opposite_the_caller_is_advised_whether_to_change_trumps() {
    let app = spawn_app();
    let rules = json!({"preset": "hokm", "trump_change": true});
    let deal = json!({"rules": rules, "dealer": 0, "seed": SEED, "trump": "h"});
    let mut ask = deal.clone();
    ask["view"] = json!(2);
    ask["samples"] = json!(16);
    let (status, body) = app.post_json(cp("/deals/advise"), &ask).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["value_of"], "points");
    let options = body["options"].as_array().unwrap();
    assert_eq!(options.len(), 4, "{body}");
    let kinds: Vec<&str> = options
        .iter()
        .map(|o| o["decision"]["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds.iter().filter(|k| **k == "keep").count(), 1, "{body}");
    for o in options
        .iter()
        .filter(|o| o["decision"]["kind"] == "trump_change")
    {
        assert_eq!(o["decision"]["player"], 2);
        assert_ne!(o["decision"]["trump"], "h");
    }
    // The decision advised, sent: legal.
    let mut sent = deal.clone();
    let decision = &body["decision"];
    if decision["kind"] == "trump_change" {
        sent["trump_change"] = json!({"player": 2, "trump": decision["trump"]});
    }
    let (status, resolved) = app.post_json(cp("/deals/resolve"), &sent).await;
    assert_eq!(
        (status, &resolved["valid"]),
        (200, &json!(true)),
        "{resolved}"
    );
    // The caller's party may not change: its seat is told whose turn it is.
    let mut caller_side = ask.clone();
    caller_side["view"] = json!(3);
    let (status, body) = app.post_json(cp("/deals/advise"), &caller_side).await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(problems(&body)[0].0, "NOT_YOUR_TURN");

    // A change to spades, made: public in every view, with the suit the caller named.
    let mut changed = deal.clone();
    changed["trump_change"] = json!({"player": 0, "trump": "s"});
    for view in [None, Some(0), Some(1), Some(2), Some(3)] {
        let mut body = changed.clone();
        if let Some(seat) = view {
            body["view"] = json!(seat);
        }
        let (status, seen) = app.post_json(cp("/deals/resolve"), &body).await;
        assert_eq!(status, 200, "{seen}");
        assert_eq!(seen["trump"], "s", "{seen}");
        assert_eq!(
            seen["trump_change"],
            json!({"player": 0, "trump": "s", "called": "h"}),
            "{view:?}"
        );
    }
    // The caller leads for its party's kot made or failed: both forms, the same answer.
    let mut lead = changed.clone();
    lead["view"] = json!(1);
    lead["samples"] = json!(16);
    let full = app.post(cp("/deals/advise"), &lead).await;
    assert_eq!(full.status(), 200);
    let full = full.bytes().await.unwrap();
    let mut seen_body = changed.clone();
    seen_body["view"] = json!(1);
    let (_, seen) = app.post_json(cp("/deals/resolve"), &seen_body).await;
    let told = app
        .post(
            cp("/deals/advise"),
            &json!({"rules": rules, "dealer": 0, "view": 1, "samples": 16, "seat_view": seen}),
        )
        .await;
    assert_eq!(told.status(), 200);
    assert_eq!(full, told.bytes().await.unwrap());
    let answer: Value = serde_json::from_slice(&full).unwrap();
    assert_eq!(answer["value_of"], "points", "{answer}");
    // A change the view shows that the rules forbid: no deal gives that view.
    let mut forbidden = seen.clone();
    forbidden["trump_change"]["called"] = json!("s");
    let (status, body) = app
        .post_json(
            cp("/deals/advise"),
            &json!({"rules": rules, "dealer": 0, "view": 1, "seat_view": forbidden}),
        )
        .await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(problems(&body)[0].1, "/seat_view", "{body}");
    // A changer past the table: no deal gives that view either (not a pointer to a field of
    // the first form).
    let mut off_table = seen.clone();
    off_table["trump_change"]["player"] = json!(9);
    let (status, body) = app
        .post_json(
            cp("/deals/advise"),
            &json!({"rules": rules, "dealer": 0, "view": 1, "seat_view": off_table}),
        )
        .await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(
        problems(&body),
        [("VIEW_INCONSISTENT".to_owned(), "/seat_view".to_owned())]
    );
}
