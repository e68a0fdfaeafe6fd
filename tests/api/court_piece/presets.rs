use crate::helpers::{cp, problems, spawn_app};
use serde_json::{Value, json};

#[tokio::test]
async fn presets_list_the_twelve_rule_sets_with_every_field_and_null_where_none_applies() {
    let app = spawn_app();
    let body: Value = app.get(cp("/rules/presets")).await.json().await.unwrap();
    let presets = body.as_array().unwrap();
    let names: Vec<&str> = presets
        .iter()
        .map(|p| p["preset"].as_str().unwrap())
        .collect();
    assert_eq!(names, super::PRESETS);
    let rules = |name: &str| presets.iter().find(|p| p["preset"] == name).unwrap()["rules"].clone();
    // The presets of docs/rules/court-piece.md, a few rows by hand.
    let hokm = rules("hokm");
    assert_eq!(hokm["players"], 4);
    assert_eq!(hokm["rotation"], "hokm");
    assert_eq!(
        hokm["scoring"],
        json!({"kind": "points", "win": 1, "kot": 2, "kot_against_caller": 3, "bavney": 3, "target": 7})
    );
    assert_eq!(
        hokm["first_collection"],
        Value::Null,
        "no heap, no heap options"
    );
    assert_eq!(hokm["removed_card"], Value::Null);
    let court = rules("court-piece");
    assert_eq!(
        court["scoring"],
        json!({"kind": "kots", "bavney": 52, "goon_kot": 3, "streak": 7, "target": null})
    );
    let double_sar = rules("double-sar");
    assert_eq!(double_sar["collect"], "heap");
    assert_eq!(double_sar["first_collection"], 3);
    assert_eq!(
        double_sar["collect_from"],
        Value::Null,
        "no first-void, no collect_from"
    );
    assert_eq!(rules("be-ranga")["trump"], "first-void");
    assert_eq!(rules("dehla-pakad")["count"], "tens");
    assert_eq!(rules("dummy-rang")["dummy"], true);
    assert_eq!(rules("dummy-rang")["scoring"]["kind"], "sars");
    let satat = rules("satat");
    assert_eq!(satat["two_of_hearts"], true);
    assert_eq!(
        satat["redeal"],
        json!({"when": "first-five", "without": "kqj", "max_in_a_row": 2, "partner_no_trump": false})
    );
    assert_eq!(rules("hokm-3")["players"], 3);
    assert_eq!(rules("hokm-3")["removed_card"], "2c");
    assert_eq!(rules("hokm-2")["players"], 2);
    let trup = rules("trup-kasiet");
    assert_eq!(
        (
            trup["trump"].clone(),
            trup["reveal"].clone(),
            trup["unrevealed"].clone()
        ),
        (json!("concealed"), json!("inferred"), json!("count"))
    );
    assert_eq!(
        (trup["two_of_hearts"].clone(), trup["kot_passes"].clone()),
        (json!(true), json!(false))
    );
    assert_eq!(trup["bidding"], Value::Null);
    assert_eq!(trup["before_reveal"], json!("trumps-win"));
    let dabba = rules("dabba-rang");
    assert_eq!(
        (
            dabba["reveal"].clone(),
            dabba["unrevealed"].clone(),
            dabba["bidding"].clone()
        ),
        (json!("on-demand"), json!("heap"), json!({"min": 7}))
    );
    assert_eq!(dabba["before_reveal"], json!("suit-led-wins"));
    assert_eq!(hokm["before_reveal"], Value::Null, "no concealed trumps");
    assert_eq!(dabba["scoring"], json!({"kind": "bid", "target": null}));
    assert_eq!(
        hokm["reveal"],
        Value::Null,
        "no concealed trumps, no reveal"
    );
    for preset in presets {
        assert_eq!(preset["rules"].as_object().unwrap().len(), 26, "{preset}");
    }
}

#[tokio::test]
async fn a_resolved_set_sent_back_as_overrides_is_always_accepted_and_unchanged() {
    let app = spawn_app();
    let body: Value = app.get(cp("/rules/presets")).await.json().await.unwrap();
    for preset in body.as_array().unwrap() {
        let (status, deal) = app
            .post_json(
                cp("/deals"),
                &json!({"rules": preset["rules"], "seed": "round trip"}),
            )
            .await;
        assert_eq!(status, 200, "{}: {deal}", preset["preset"]);
        let (_, plain) = app
            .post_json(
                cp("/deals"),
                &json!({"rules": {"preset": preset["preset"]}, "seed": "round trip"}),
            )
            .await;
        assert_eq!(deal, plain, "{}", preset["preset"]);
    }
}

#[tokio::test]
async fn impossible_rule_sets_are_refused_with_a_code_and_pointer_each() {
    let app = spawn_app();
    let cases = [
        (
            json!({"first_collection": 3}),
            "HEAP_OPTION_WITHOUT_HEAP",
            "/rules/first_collection",
        ),
        (
            json!({"preset": "hokm", "five_card_start": true}),
            "NEEDS_FIRST_VOID",
            "/rules/five_card_start",
        ),
        (
            json!({"preset": "hokm-3", "two_of_hearts": true}),
            "NEEDS_FOUR_PLAYERS",
            "/rules/two_of_hearts",
        ),
        (
            json!({"preset": "hokm", "count": "tens"}),
            "NEEDS_HEAP",
            "/rules/count",
        ),
        (
            json!({"preset": "hokm", "scoring": {"win": 0}}),
            "NOT_POSITIVE",
            "/rules/scoring/win",
        ),
        (
            json!({"preset": "whist"}),
            "UNKNOWN_PRESET",
            "/rules/preset",
        ),
        (
            json!({"preset": "hokm", "players": 3}),
            "PRESET_FIXED",
            "/rules/players",
        ),
        (
            json!({"removed_card": "2x"}),
            "UNKNOWN_CARD",
            "/rules/removed_card",
        ),
    ];
    for (rules, code, pointer) in cases {
        let (status, body) = app
            .post_json(cp("/deals"), &json!({"rules": rules, "seed": "x"}))
            .await;
        assert_eq!(status, 422, "{rules}");
        assert!(
            problems(&body).contains(&(code.to_owned(), pointer.to_owned())),
            "{rules}: {body}"
        );
    }
}

#[tokio::test]
async fn a_null_streak_turns_streaks_off_while_an_absent_one_keeps_the_presets() {
    let app = spawn_app();
    // The resolved rules are not echoed by /deals, so a streak of null must at least be
    // accepted, and a zero streak refused at its pointer.
    let (status, _) = app
        .post_json(
            cp("/deals"),
            &json!({"rules": {"scoring": {"streak": null}}, "seed": "x"}),
        )
        .await;
    assert_eq!(status, 200);
    let (status, body) = app
        .post_json(
            cp("/deals"),
            &json!({"rules": {"scoring": {"streak": 0}}, "seed": "x"}),
        )
        .await;
    assert_eq!(status, 422);
    assert_eq!(problems(&body)[0].1, "/rules/scoring/streak");
}

/// Each preset's `advised` is what `deals/advise` does with it: asked for a seat whose turn it
/// is not, the advice answers `NOT_YOUR_TURN` where it covers the rules and `NOT_ANALYSABLE`
/// where it does not. Both kinds occur, so a flag fixed either way fails.
#[tokio::test]
async fn each_preset_says_whether_deals_advise_covers_it_as_the_advice_answers() {
    let app = spawn_app();
    let body: Value = app.get(cp("/rules/presets")).await.json().await.unwrap();
    let mut seen = [false; 2];
    for preset in body.as_array().unwrap() {
        let name = &preset["preset"];
        let advised = preset["advised"].as_bool().expect("advised is a boolean");
        let mut request = json!({"rules": {"preset": name}, "seed": "advised", "dealer": 0,
            "plays": [], "view": 0});
        if preset["rules"]["dummy"] == true {
            request["dummy"] = json!(3);
        }
        let (status, answer) = app.post_json(cp("/deals/advise"), &request).await;
        assert_eq!(status, 422, "{name}: {answer}");
        let code = &problems(&answer)[0].0;
        let expected = if advised {
            "NOT_YOUR_TURN"
        } else {
            "NOT_ANALYSABLE"
        };
        assert_eq!(code, expected, "{name}: advised {advised}, {answer}");
        seen[usize::from(advised)] = true;
    }
    assert_eq!(seen, [true, true], "some presets are advised, some not");
}
