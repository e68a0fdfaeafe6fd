//! The words a newcomer reads in the OpenAPI document, checked against the contract.

use crate::helpers::spawn_app;
use serde_json::Value;

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
