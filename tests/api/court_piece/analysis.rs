//! `deals/analyse` and `trumps/advise` over a real port. The solver's answers are checked
//! against brute force and DDS in the engine's tests; here, the contract: shapes, the
//! legal cards agreeing with `deals/resolve`, every 422 at its pointer, the budget.

use crate::helpers::{self, cp, problems, spawn_app};
use serde_json::{Value, json};

/// The plays of a Hokm deal (seed "analysis", dealer 0, spades) by the first legal card
/// each turn, as `deals/resolve` lists them, until `count` cards are played.
async fn legal_prefix(count: usize) -> Vec<Value> {
    let app = spawn_app();
    let mut plays: Vec<Value> = Vec::new();
    while plays.len() < count {
        let (status, body) = app
            .post_json(
                cp("/deals/resolve"),
                &json!({"rules": {"preset": "hokm"}, "dealer": 0, "seed": "analysis",
                        "trump": "s", "plays": plays}),
            )
            .await;
        assert_eq!(status, 200, "{body}");
        if body["complete"] == true {
            // The deal was decided at seven tricks; analysis plays on past it.
            break;
        }
        plays.push(body["legal_cards"][0].clone());
    }
    plays
}

async fn analyse(body: Value) -> (u16, Value) {
    spawn_app().post_json(cp("/deals/analyse"), &body).await
}

#[tokio::test]
async fn an_ending_lists_every_legal_card_and_the_best_is_the_deals_value() {
    let mut plays = legal_prefix(52).await;
    // Judge from a position with at most three tricks left, past the seventh trick if the
    // deal got there, else from the last legal position.
    plays.truncate(plays.len().min(41));
    let (status, body) = analyse(json!({"rules": {"preset": "hokm"}, "dealer": 0,
        "seed": "analysis", "trump": "s", "plays": plays}))
    .await;
    assert_eq!(status, 200, "{body}");
    let trumps = body["trumps"].as_array().unwrap();
    assert_eq!(trumps.len(), 1);
    assert_eq!(trumps[0]["trump"], "s");
    let tricks = trumps[0]["tricks"].as_u64().unwrap();
    assert!(tricks <= 13);
    assert_eq!(trumps[0]["win_possible"], tricks >= 7);
    assert_eq!(body["caller"], 1);
    // The listed cards are exactly the legal cards deals/resolve gives.
    let (_, replay) = spawn_app()
        .post_json(
            cp("/deals/resolve"),
            &json!({"rules": {"preset": "hokm"}, "dealer": 0, "seed": "analysis",
                    "trump": "s", "plays": plays}),
        )
        .await;
    let cards: Vec<&Value> = body["cards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| &c["card"])
        .collect();
    if let Some(legal) = replay["legal_cards"].as_array() {
        assert_eq!(cards, legal.iter().collect::<Vec<_>>());
        assert_eq!(body["next_player"], replay["next_player"]);
    }
    // The player to move's best card gives the position's value.
    let next = body["next_player"].as_u64().unwrap();
    let values = body["cards"].as_array().unwrap().iter();
    let values = values.map(|c| c["tricks"].as_u64().unwrap());
    let best = if next % 2 == 1 {
        values.max()
    } else {
        values.min()
    };
    assert_eq!(best, Some(tricks), "{body}");
}

#[tokio::test]
async fn an_illegal_play_is_a_422_at_its_place_in_plays() {
    let plays = legal_prefix(1).await;
    let lead = plays[0].as_str().unwrap().to_owned();
    // The second player's hand: find a card off the led suit while holding it.
    let (_, dealt) = spawn_app()
        .post_json(
            cp("/deals"),
            &json!({"rules": {"preset": "hokm"}, "dealer": 0,
            "seed": "analysis"}),
        )
        .await;
    let second: Vec<String> = dealt["hands"][2]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap().to_owned())
        .collect();
    let suit = &lead[lead.len() - 1..];
    let follows = second.iter().any(|c| c.ends_with(suit));
    let off = second.iter().find(|c| !c.ends_with(suit));
    if let (true, Some(off)) = (follows, off) {
        let (status, body) = analyse(json!({"rules": {"preset": "hokm"}, "dealer": 0,
            "seed": "analysis", "trump": "s", "plays": [lead, off]}))
        .await;
        assert_eq!(status, 422, "{body}");
        assert_eq!(
            problems(&body),
            vec![("MUST_FOLLOW_SUIT".into(), "/plays/1".into())]
        );
    } else {
        panic!("seed 'analysis' should give the second player a choice: {second:?}");
    }
    // A card the player does not hold.
    let (status, body) = analyse(json!({"rules": {"preset": "hokm"}, "dealer": 0,
        "seed": "analysis", "trump": "s", "plays": [second[0]]}))
    .await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(
        problems(&body),
        vec![("CARD_NOT_HELD".into(), "/plays/0".into())]
    );
    // The lead played again by the next player: named as played, in trick 1, by seat 1.
    let (status, body) = analyse(json!({"rules": {"preset": "hokm"}, "dealer": 0,
        "seed": "analysis", "trump": "s", "plays": [lead, lead]}))
    .await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(
        problems(&body),
        vec![("CARD_NOT_HELD".into(), "/plays/1".into())]
    );
    let message = body["errors"][0]["message"].as_str().unwrap();
    assert!(
        message.ends_with(": player 1 played it in trick 1"),
        "{message}"
    );
}

/// Double Sar's heap over the wire, five tricks into a deal (the first legal card each turn,
/// as `deals/resolve` lists them): the caller's party's collected tricks, its kot (all
/// thirteen collected), and every legal card of the player to move as `deals/resolve` lists
/// them, the best of them the deal's value.
#[tokio::test]
async fn a_double_sar_deal_is_analysed_by_what_its_heap_collects() {
    let app = spawn_app();
    let mut deal = json!({"rules": {"preset": "double-sar"}, "dealer": 2, "seed": "heap api",
                          "trump": "h", "plays": []});
    let resolved = loop {
        let (status, resolved) = app.post_json(cp("/deals/resolve"), &deal).await;
        assert_eq!(status, 200, "{resolved}");
        if deal["plays"].as_array().unwrap().len() == 21 {
            break resolved;
        }
        let card = resolved["legal_cards"][0].clone();
        deal["plays"].as_array_mut().unwrap().push(card);
    };
    let (status, body) = app.post_json(cp("/deals/analyse"), &deal).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["caller"], 3);
    let t = &body["trumps"][0];
    let tricks = t["tricks"].as_u64().unwrap();
    assert!(tricks <= 13, "{t}");
    assert_eq!(t["kot_possible"], tricks == 13, "{t}");
    assert_eq!(t["win_possible"], tricks >= 7, "{t}");
    let cards = body["cards"].as_array().unwrap();
    let listed: Vec<&Value> = cards.iter().map(|c| &c["card"]).collect();
    let legal: Vec<&Value> = resolved["legal_cards"].as_array().unwrap().iter().collect();
    assert_eq!(listed.len(), legal.len(), "{body} {resolved}");
    assert!(
        legal.iter().all(|c| listed.contains(c)),
        "{body} {resolved}"
    );
    assert_eq!(body["next_player"], resolved["next_player"]);
    let values = cards.iter().map(|c| c["tricks"].as_u64().unwrap());
    // The player to move is of the caller's party, or not: its best is the value.
    let seat = body["next_player"].as_u64().unwrap();
    let best = if seat % 2 == 1 {
        values.max()
    } else {
        values.min()
    };
    assert_eq!(best, Some(tricks), "{body}");
}

/// Dehla Pakad's heap over the wire (the first legal card each turn): nine tricks in, every
/// legal card's tens and tricks, the best of each the deal's (searched apart); twelve tricks
/// in, the last trick is forced, and the tens said are those `deals/resolve` counts for the
/// caller's party once it is played.
#[tokio::test]
async fn a_dehla_pakad_deal_is_analysed_by_the_tens_and_the_tricks_its_heap_collects() {
    let app = spawn_app();
    let mut deal = json!({"rules": {"preset": "dehla-pakad"}, "dealer": 0, "seed": "tens api",
                          "trump": "s", "plays": []});
    let mut at_twelve = None;
    let ended = loop {
        let played = deal["plays"].as_array().unwrap().len();
        if played == 36 || played == 48 {
            let (status, body) = app.post_json(cp("/deals/analyse"), &deal).await;
            assert_eq!(status, 200, "{body}");
            let t = &body["trumps"][0];
            let tens = t["tens"].as_u64().unwrap();
            assert!(tens <= 4, "{t}");
            assert_eq!(t["kot_possible"], tens == 4, "{t}");
            assert_eq!(t["win_possible"], tens >= 2, "{t}");
            let cards = body["cards"].as_array().unwrap();
            let caller_to_move = body["next_player"].as_u64().unwrap() % 2 == 1;
            for field in ["tens", "tricks"] {
                let values = cards.iter().map(|c| c[field].as_u64().unwrap());
                let best = if caller_to_move {
                    values.max()
                } else {
                    values.min()
                };
                assert_eq!(best.as_ref(), t[field].as_u64().as_ref(), "{field}: {body}");
            }
            if played == 48 {
                at_twelve = Some(tens);
            }
        }
        let (status, resolved) = app.post_json(cp("/deals/resolve"), &deal).await;
        assert_eq!(status, 200, "{resolved}");
        if played == 52 {
            break resolved;
        }
        let card = resolved["legal_cards"][0].clone();
        deal["plays"].as_array_mut().unwrap().push(card);
    };
    // The caller is seat 1, of party 1.
    assert_eq!(ended["tens_won"][1].as_u64(), at_twelve, "{ended}");
}

#[tokio::test]
async fn what_cannot_be_analysed_is_a_422_with_a_pointer() {
    let cases = [
        (
            json!({"rules": {"preset": "dehla-pakad", "tens_tie": "tricks"}, "dealer": 0, "seed": "x"}),
            "NOT_ANALYSABLE",
            "/rules",
        ),
        (
            json!({"dealer": 0, "seed": "x", "plays": ["As"]}),
            "NO_TRUMP",
            "/trump",
        ),
        (
            json!({"dealer": 4, "seed": "x"}),
            "DEALER_OUT_OF_RANGE",
            "/dealer",
        ),
        (json!({"dealer": 0}), "NO_HANDS_NOR_SEED", "/hands"),
        (
            json!({"dealer": 0, "seed": "x", "trump": "x"}),
            "UNKNOWN_SUIT",
            "/trump",
        ),
        (
            json!({"dealer": 0, "seed": "x", "trump": "s", "plays": ["Zz"]}),
            "UNKNOWN_CARD",
            "/plays/0",
        ),
    ];
    for (body, code, pointer) in cases {
        let (status, answer) = analyse(body.clone()).await;
        assert_eq!(status, 422, "{body} -> {answer}");
        assert!(
            problems(&answer).contains(&(code.into(), pointer.into())),
            "{body} -> {answer}"
        );
    }
}

#[tokio::test]
async fn trump_advice_refuses_bad_requests() {
    let app = spawn_app();
    let cases = [
        (
            json!({"first_five": ["As", "Ks", "Qs", "Js"]}),
            "WRONG_FIRST_FIVE_SIZE",
            "/first_five",
        ),
        (
            json!({"first_five": ["As", "As", "Qs", "Js", "Ts"]}),
            "DUPLICATE_CARD",
            "/first_five",
        ),
        (
            json!({"first_five": ["As", "Ks", "Qs", "Js", "Ts"], "samples": 0}),
            "SAMPLES_OUT_OF_RANGE",
            "/samples",
        ),
        (
            json!({"rules": {"preset": "be-ranga"}, "first_five": ["As", "Ks", "Qs", "Js", "Ts"]}),
            "NOT_ANALYSABLE",
            "/rules",
        ),
    ];
    for (body, code, pointer) in cases {
        let (status, answer) = app.post_json(cp("/trumps/advise"), &body).await;
        assert_eq!(status, 422, "{body} -> {answer}");
        assert!(
            problems(&answer).contains(&(code.into(), pointer.into())),
            "{body} -> {answer}"
        );
    }
}

#[tokio::test]
async fn the_budget_is_per_deal_and_an_advice_shares_it_over_its_samples() {
    // The test service's budget is 2 000 000 nodes a deal. These six samples need more than
    // that in all (3.3 M), and are answered: they share six times the budget.
    let app = spawn_app();
    let body = json!({"first_five": ["As", "Ks", "Qs", "Js", "Ts"], "samples": 6, "seed": "b"});
    let (status, answer) = app.post_json(cp("/trumps/advise"), &body).await;
    assert_eq!(status, 200, "{answer}");
    assert!(answer["nodes"].as_u64().unwrap() > 2_000_000, "{answer}");
    // A service with a budget of 1 000 nodes a deal refuses the same request, and a whole
    // deal, at the request (pointer ""), naming the setting.
    let mut settings = helpers::settings();
    settings.court_piece.analysis_budget = 1_000;
    let small = helpers::spawn_app_with(settings);
    let analyse = json!({"rules": {"preset": "hokm"}, "dealer": 0, "seed": "b"});
    for (path, body) in [("/trumps/advise", &body), ("/deals/analyse", &analyse)] {
        let (status, answer) = small.post_json(cp(path), body).await;
        assert_eq!(status, 422, "{answer}");
        assert!(
            problems(&answer).contains(&("ANALYSIS_BUDGET".into(), "".into())),
            "{answer}"
        );
        let detail = answer["errors"][0]["message"].as_str().unwrap_or_default();
        assert!(
            detail.contains("HAKAM_COURT_PIECE_ANALYSIS_BUDGET"),
            "{answer}"
        );
    }
}

#[tokio::test]
async fn an_advice_stops_once_settled_and_says_how_many_samples_it_used() {
    let app = spawn_app();
    // Five top spades: spades lead every other suit by tricks on every deal.
    let body = json!({"first_five": ["As", "Ks", "Qs", "Js", "Ts"], "seed": "settled"});
    let (status, answer) = app.post_json(cp("/trumps/advise"), &body).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["recommended"], "s", "{answer}");
    assert_eq!(answer["stopped"], "settled", "{answer}");
    assert_eq!(answer["samples"], 200, "{answer}");
    let used = answer["samples_used"].as_u64().unwrap();
    assert!(used < 200 && used % 16 == 0, "{answer}");
    // Each suit says how many samples its figures are of: spades all of them, a suit that
    // left the race at most as many (here all three leave it after the first block).
    let per_suit: Vec<u64> = (0..4)
        .map(|s| answer["suits"][s]["samples"].as_u64().unwrap())
        .collect();
    assert_eq!(per_suit[3], used, "{answer}");
    assert!(
        per_suit[..3].iter().all(|&n| n <= used && n % 16 == 0),
        "{answer}"
    );
    // Each suit's expected tricks, fitted on the party's lengths over 16 samples, differ
    // from the plain mean and lie in their own interval.
    for suit in answer["suits"].as_array().unwrap() {
        let number = |key: &str, i: usize| suit[key][i].as_f64().unwrap();
        let expected = suit["expected_tricks"].as_f64().unwrap();
        assert!(
            number("expected_ci95", 0) < expected && expected < number("expected_ci95", 1),
            "{answer}"
        );
        assert_ne!(suit["expected_tricks"], suit["mean_tricks"], "{answer}");
    }
    // `never` solves every sample asked for; so does a count the rule never reaches.
    for body in [
        json!({"first_five": ["As", "Ks", "Qs", "Js", "Ts"], "seed": "settled", "samples": 20,
               "stop": "never"}),
        json!({"first_five": ["As", "Ks", "Qs", "Js", "Ts"], "seed": "settled", "samples": 5}),
    ] {
        let (status, answer) = app.post_json(cp("/trumps/advise"), &body).await;
        assert_eq!(status, 200, "{answer}");
        assert_eq!(answer["stopped"], "limit", "{answer}");
        assert_eq!(answer["samples_used"], body["samples"], "{answer}");
        for suit in answer["suits"].as_array().unwrap() {
            assert_eq!(suit["samples"], body["samples"], "{answer}");
            // Under 16 samples the controls are not fitted: the expected tricks are the mean.
            if body["samples"] == 5 {
                assert_eq!(suit["expected_tricks"], suit["mean_tricks"], "{answer}");
                assert_eq!(suit["expected_ci95"], suit["mean_ci95"], "{answer}");
            }
        }
    }
    let (status, answer) = app
        .post_json(
            cp("/trumps/advise"),
            &json!({"first_five": ["As", "Ks", "Qs", "Js", "Ts"], "stop": "sometimes"}),
        )
        .await;
    assert_eq!(status, 422, "{answer}");
}

/// `trumps/advise` with `body` on a server of the test settings with `setting` changed.
async fn advise_trumps_with(
    setting: impl FnOnce(&mut hakam::config::Settings),
    body: &Value,
) -> (u16, Value) {
    let mut settings = helpers::settings();
    setting(&mut settings);
    let app = helpers::spawn_app_with(settings);
    app.post_json(cp("/trumps/advise"), body).await
}

/// How a trump advice stopped: its `stopped`, `samples_used` and `samples`.
fn how_it_stopped(answer: &Value) -> (&Value, &Value, &Value) {
    (
        &answer["stopped"],
        &answer["samples_used"],
        &answer["samples"],
    )
}

#[tokio::test]
async fn an_advice_past_its_bound_in_all_is_a_422_naming_the_setting() {
    let body = json!({"first_five": ["As", "Ks", "Qs", "Js", "Ts"], "samples": 6, "seed": "b"});
    let (status, answer) =
        advise_trumps_with(|s| s.court_piece.advise_budget = 100_000, &body).await;
    assert_eq!(status, 422, "{answer}");
    assert_eq!(
        problems(&answer),
        vec![("ANALYSIS_BUDGET".into(), "".into())]
    );
    let detail = answer["errors"][0]["message"].as_str().unwrap_or_default();
    assert!(
        detail.contains("HAKAM_COURT_PIECE_ADVISE_BUDGET"),
        "{answer}"
    );
}

#[tokio::test]
async fn past_its_settle_budget_an_advice_answers_with_its_first_block() {
    // Ace-king of hearts and of spades: two suits level, which 16 samples do not settle.
    let mut settings = helpers::settings();
    settings.court_piece.advise_settle_budget = 1;
    let app = helpers::spawn_app_with(settings);
    let body = json!({"first_five": ["Ah", "Kh", "As", "Ks", "2c"], "samples": 40, "seed": "s"});
    let (status, answer) = app.post_json(cp("/trumps/advise"), &body).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(
        how_it_stopped(&answer),
        (&json!("budget"), &json!(16), &json!(40)),
        "{answer}"
    );
    // Asked for every sample, the settle budget is not read.
    let never = json!({"first_five": ["Ah", "Kh", "As", "Ks", "2c"], "samples": 20, "seed": "s",
                       "stop": "never"});
    let (status, answer) = app.post_json(cp("/trumps/advise"), &never).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(
        (&answer["stopped"], &answer["samples_used"]),
        (&json!("limit"), &json!(20)),
        "{answer}"
    );
}

#[tokio::test]
async fn a_first_block_past_the_bound_in_all_answers_with_its_first_eight_samples() {
    use hakam::court_piece::analysis::advise::{self, AdviseRequest, Stop};
    // The nodes of the first eight samples, from the engine: the service's bound in all.
    let five = ["Kd", "Qd", "9s", "5c", "2h"];
    let eight = AdviseRequest {
        first_five: five.iter().map(|c| c.parse().unwrap()).collect(),
        samples: Some(8),
        seed: "eight".into(),
        budget: u64::MAX,
        max_nodes: u64::MAX,
        settle_nodes: u64::MAX,
        stop: Stop::Never,
        threads: 2,
    };
    let rules = hakam::court_piece::rules::Preset::CourtPiece.rules();
    let eight = advise::advise(&eight.check(&rules).unwrap()).unwrap();
    let body = json!({"first_five": five, "seed": "eight"});
    let (status, answer) =
        advise_trumps_with(|s| s.court_piece.advise_budget = eight.nodes, &body).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(
        how_it_stopped(&answer),
        (&json!("budget"), &json!(8), &json!(200)),
        "{answer}"
    );
    assert_eq!(
        answer["recommended"],
        json!(eight.recommended.letter().to_string()),
        "{answer}"
    );
    // One node fewer: not one part fits, a 422 naming the bound.
    let (status, answer) =
        advise_trumps_with(|s| s.court_piece.advise_budget = eight.nodes - 1, &body).await;
    assert_eq!(status, 422, "{answer}");
    assert_eq!(
        problems(&answer),
        vec![("ANALYSIS_BUDGET".into(), "".into())]
    );
}

/// The value of the series `name{labels}` on the metrics page, 0 when absent.
async fn counter(app: &helpers::TestApp, series: &str) -> f64 {
    let page = app.get("/metrics").await.text().await.unwrap();
    page.lines()
        .find_map(|line| line.strip_prefix(series)?.strip_prefix(' ')?.parse().ok())
        .unwrap_or(0.0)
}

#[tokio::test]
async fn an_advice_whose_client_has_gone_stops_within_a_fraction_of_a_second() {
    let body = json!({"rules": {"preset": "satat"}, "first_five": ["Ah", "Kh", "7h", "4c", "2d"],
        "samples": 1000, "stop": "never", "seed": "gone"});
    stops_when_its_client_goes("/trumps/advise", body).await;
}

#[tokio::test]
async fn a_seat_advice_whose_client_has_gone_stops_within_a_fraction_of_a_second() {
    // Satat's opening lead: a thousand worlds of thirteen solves.
    let body = json!({"rules": {"preset": "satat"}, "dealer": 1, "seed": "gone", "trump": "h",
        "view": 2, "samples": 1000, "stop": "never"});
    stops_when_its_client_goes("/deals/advise", body).await;
}

/// `body` posted to `path` runs on while its client waits, and stops (counted as cancelled)
/// within a fraction of a second once the client closes the connection.
async fn stops_when_its_client_goes(path: &str, body: Value) {
    use std::io::Write;
    // The service's default budgets: a thousand Satat samples solved to the end would take
    // minutes here.
    let app = helpers::spawn_app_with(hakam::config::Settings {
        port: 0,
        workers: 2,
        ..Default::default()
    });
    let operation = format!("court-piece{path}");
    let series = format!(r#"hakam_requests_cancelled_total{{operation="{operation}"}}"#);
    let before = counter(&app, &series).await;
    let body = body.to_string();
    let mut stream =
        std::net::TcpStream::connect(app.address.trim_start_matches("http://")).unwrap();
    write!(
        stream,
        "POST {} HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\n\r\n{body}",
        cp(path),
        body.len()
    )
    .unwrap();
    tokio::time::sleep(std::time::Duration::from_secs(1)).await;
    assert_eq!(
        counter(&app, &series).await,
        before,
        "cancelled while its client waits"
    );
    let closed = std::time::Instant::now();
    drop(stream);
    // The socket is looked at every 100 ms and a search reports every 4 096 nodes: well
    // under a second. The bound here is generous, for a loaded machine and a debug build.
    while counter(&app, &series).await == before {
        assert!(
            closed.elapsed() < std::time::Duration::from_secs(5),
            "{path} ran on after its client had gone"
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    println!(
        "{path} stopped {:?} after the client closed",
        closed.elapsed()
    );
}
