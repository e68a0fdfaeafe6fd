//! The README's tour and the rules pages say what the service does: their requests are run
//! against it, their counts checked against the presets it serves, and the words a newcomer
//! reads in the OpenAPI document checked against the contract.

use crate::helpers::{TestApp, cp, spawn_app};
use serde_json::{Value, json};

fn read(path: &str) -> String {
    std::fs::read_to_string(format!("{}/{path}", env!("CARGO_MANIFEST_DIR")))
        .unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The text of `doc` from the line starting with `from` to the next line starting with
/// `until` (or the end).
fn section<'a>(doc: &'a str, from: &str, until: &str) -> &'a str {
    let start = doc
        .find(&format!("\n{from}"))
        .unwrap_or_else(|| panic!("no section {from}"))
        + 1;
    let rest = &doc[start..];
    let end = rest[from.len()..]
        .find(&format!("\n{until}"))
        .map_or(rest.len(), |i| i + from.len());
    &rest[..end]
}

/// Every `curl … $B/<path> … -d '<body>'` of a text, as (path, body).
fn requests(text: &str) -> Vec<(String, Value)> {
    text.split("curl ")
        .skip(1)
        .filter_map(|command| {
            let path = command.split("$B").nth(1)?.split_whitespace().next()?;
            let body = command.split(" -d '").nth(1)?.split('\'').next()?;
            let body: Value = serde_json::from_str(body)
                .unwrap_or_else(|e| panic!("{path}: not JSON ({e}): {body}"));
            Some((path.to_owned(), body))
        })
        .collect()
}

/// Posts each request; every one must answer 200. Returns the answers.
async fn run_all(app: &TestApp, doc: &str, list: &[(String, Value)]) -> Vec<Value> {
    let mut answers = Vec::new();
    for (path, body) in list {
        let (status, answer) = app.post_json(cp(path), body).await;
        assert_eq!(status, 200, "{doc}: {path} {body}: {answer}");
        answers.push(answer);
    }
    answers
}

#[tokio::test]
async fn the_rules_pages_count_and_name_every_preset_the_service_serves() {
    let app = spawn_app();
    let presets: Vec<Value> = app.get(cp("/rules/presets")).await.json().await.unwrap();
    let names: Vec<&str> = presets
        .iter()
        .map(|p| p["preset"].as_str().unwrap())
        .collect();

    let index = read("docs/rules/README.md");
    for stale in ["not in the service", "will get their section"] {
        assert!(
            !index.contains(stale),
            "docs/rules/README.md still says \"{stale}\""
        );
    }
    let page = read("docs/rules/court-piece.md");
    let words = [
        "", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen",
    ];
    let said = page
        .split("the service judges ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .expect("docs/rules/court-piece.md: \"the service judges N of them\"");
    assert_eq!(
        words.iter().position(|w| *w == said),
        Some(names.len()),
        "docs/rules/court-piece.md says it judges {said} games; the service serves {}",
        names.len()
    );
    // The table of presets: one row per preset, each with its section.
    let table = section(&page, "## The presets", "### ");
    for name in &names {
        assert!(
            table.contains(&format!("[`{name}`](#{name})")),
            "no row for {name}"
        );
        assert!(
            page.contains(&format!("\n### {name}\n")),
            "no section {name}"
        );
    }
    assert_eq!(table.matches("\n| [`").count(), names.len());
}

/// The worked deals of the concealed presets name only cards of their own requests: every
/// card the bullets after a `deals/resolve` request name is one of its plays or its
/// face-down card.
#[tokio::test]
async fn the_concealed_worked_deals_name_only_cards_of_their_requests() {
    let page = read("docs/rules/court-piece.md");
    let suits = [('♠', 's'), ('♥', 'h'), ('♦', 'd'), ('♣', 'c')];
    for name in ["trup-kasiet", "dabba-rang"] {
        let text = section(&page, &format!("### {name}"), "### ");
        // Prose, a code block, prose, a code block, …: each block with the prose after it.
        let pieces: Vec<&str> = text.split("```").collect();
        let mut checked = 0;
        for pair in pieces[1..].chunks(2) {
            let [code, bullets] = pair else { continue };
            let Some((_, body)) = requests(code)
                .into_iter()
                .find(|(path, _)| path == "/deals/resolve")
            else {
                continue;
            };
            let mut known: Vec<String> = body["plays"]
                .as_array()
                .unwrap()
                .iter()
                .map(|c| c.as_str().unwrap().to_owned())
                .collect();
            known.push(body["trump_card"].as_str().unwrap().to_owned());
            let chars: Vec<char> = bullets.chars().collect();
            for (i, c) in chars.iter().enumerate() {
                let Some((_, letter)) = suits.iter().find(|(symbol, _)| symbol == c) else {
                    continue;
                };
                let rank = match (i.checked_sub(2).map(|j| chars[j]), chars[i - 1]) {
                    (Some('1'), '0') => 'T',
                    (_, r) => r,
                };
                if !"AKQJT98765432".contains(rank) {
                    continue;
                }
                let card = format!("{rank}{letter}");
                assert!(
                    known.contains(&card),
                    "{name}: a worked deal names the {rank}{c}, which its request never plays"
                );
            }
            checked += 1;
        }
        assert!(checked > 0, "{name}: no worked deal checked");
    }
}

/// Every request of the rules page answers 200; the presets without a target say so and
/// show a game that sets one, which ends there.
#[tokio::test]
async fn every_request_of_the_court_piece_rules_page_is_answered_and_targets_are_shown() {
    let app = spawn_app();
    let page = read("docs/rules/court-piece.md");
    let list = requests(&page);
    assert!(list.len() > 20, "{} requests found", list.len());
    run_all(&app, "docs/rules/court-piece.md", &list).await;
    for name in ["hokm-3", "dabba-rang"] {
        let text = section(&page, &format!("### {name}"), "### ");
        assert!(
            text.contains("no target"),
            "{name}: the section does not say it has no target"
        );
        let games: Vec<_> = requests(text)
            .into_iter()
            .filter(|(path, _)| path == "/games/resolve")
            .collect();
        assert_eq!(games.len(), 1, "{name}: one game example");
        let (_, body) = &games[0];
        assert_eq!(body["rules"]["preset"], name);
        let target = body["rules"]["scoring"]["target"].as_i64();
        assert!(target.is_some(), "{name}: the game sets no target: {body}");
        let (status, game) = app.post_json(cp("/games/resolve"), body).await;
        assert_eq!(status, 200, "{game}");
        assert_eq!(
            game["finished"], true,
            "{name}: the game does not end: {game}"
        );
        let best = game["score"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s.as_i64().unwrap())
            .max();
        assert!(best >= target, "{name}: {game}");
    }
}

/// The README's tour of Court piece: every request answers 200, and the concealed games,
/// the bids, the reveal and the view each have a request; the Dabba Rang deal seen by one
/// seat is resolved to its end without any other seat's cards.
#[tokio::test]
async fn the_readme_tour_shows_the_concealed_games_bids_reveal_and_a_view() {
    let app = spawn_app();
    let readme = read("README.md");
    let tour = section(
        &readme,
        "## Court piece, by example",
        "### Double-dummy analysis",
    );
    let list = requests(tour);
    let answers = run_all(&app, "README.md", &list).await;
    let resolved: Vec<(&Value, &Value)> = list
        .iter()
        .zip(&answers)
        .filter(|((path, _), _)| path == "/deals/resolve")
        .map(|((_, body), answer)| (body, answer))
        .collect();
    let preset = |body: &Value| body["rules"]["preset"].as_str().unwrap_or("").to_owned();
    let trup = resolved
        .iter()
        .find(|(b, _)| preset(b) == "trup-kasiet" && b["trump_card"].is_string());
    let (_, trup) = trup.expect("README: no Trup kasiet deal with its face-down card");
    assert_eq!(trup["valid"], true, "{trup}");
    let dabba = |viewed: bool| {
        resolved.iter().find(|(b, _)| {
            preset(b) == "dabba-rang"
                && b["bids"].is_array()
                && b["plays"]
                    .as_array()
                    .is_some_and(|p| p.contains(&json!("reveal")))
                && b.get("view").is_some() == viewed
        })
    };
    let (_, arbiter) = dabba(false).expect("README: no Dabba Rang deal with bids and a reveal");
    assert_eq!(arbiter["valid"], true, "{arbiter}");
    let (body, seen) = dabba(true).expect("README: no Dabba Rang deal seen by one seat");
    assert_eq!(seen["valid"], true, "{seen}");
    assert_eq!(seen["complete"], true, "{seen}");
    assert!(seen["result"]["points"].is_array(), "{seen}");
    assert!(seen["hand"].is_array(), "{seen}");
    assert!(seen.get("hands").is_none(), "{seen}");
    assert!(seen.get("first_five").is_none(), "{seen}");
    assert!(body["view"].is_u64());
    for word in ["\"view\"", "\"bids\"", "\"reveal\""] {
        assert!(tour.contains(word), "README: the tour never shows {word}");
    }
}

#[tokio::test]
async fn the_spec_says_what_the_concealed_fields_mean_and_does_not_cap_bids() {
    let app = spawn_app();
    let spec: Value = app.get("/openapi.json").await.json().await.unwrap();
    let schemas = &spec["components"]["schemas"];
    let text = |v: &Value| serde_json::to_string(v).unwrap();
    for name in [
        "court_piece.ResolveDealRequest",
        "court_piece.GameDealInput",
    ] {
        let props = &schemas[name]["properties"];
        let bids = &props["bids"];
        assert!(bids.is_object(), "{name}: no bids");
        assert!(
            bids.get("maxItems").is_none(),
            "{name}.bids has maxItems, yet a list of the wrong length is BID_INVALID: {bids}"
        );
        let card = text(&props["trump_card"]);
        assert!(
            card.contains("face down") && card.contains("blind_trump"),
            "{name}.trump_card: {card}"
        );
    }
    let against = text(&schemas["court_piece.ResultView"]["properties"]["against_caller"]);
    assert!(
        against.contains("bidding") && against.contains("chooser"),
        "court_piece.ResultView.against_caller: {against}"
    );
}
