use crate::helpers::{cv, spawn_app};
use serde_json::Value;

#[tokio::test]
async fn presets_list_the_four_rule_sets_fully_resolved() {
    let app = spawn_app();
    let body: Value = app.get(cv("/rules/presets")).await.json().await.unwrap();
    let names: Vec<&str> = body
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["preset"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        ["chor-voli", "ramchi-3", "ramchi-3-pool", "ramchi-4"]
    );
    let ramchi3 = &body[1]["rules"];
    assert_eq!(ramchi3["players"], 3);
    assert_eq!(ramchi3["hand_size"], 17);
    assert_eq!(ramchi3["max_combinations"], 5);
    assert_eq!(ramchi3["straights"], "ramchi");
    assert_eq!(ramchi3["quads_win"], false);
    assert_eq!(ramchi3["exchange"], true);
    assert_eq!(
        ramchi3["scoring"],
        serde_json::json!({"kind": "each-opponent", "payouts": [1, 2, 3, 4, 5]})
    );
    let ramchi4 = &body[3]["rules"];
    assert_eq!(
        ramchi4["scoring"],
        serde_json::json!({"kind": "pool", "ante": 5, "payouts": [2, 4, 6, 8]})
    );
}
