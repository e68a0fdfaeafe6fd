//! The answers against the spec's response schemas: every operation is called with its request
//! schema's example, and what comes back is walked along the schema.
//!
//! Why: a generated client types a property the schema does not list in `required` as
//! "maybe absent" (Python's `Unset`, TypeScript's `?`), so every user must test for a case the
//! service never produces. A response field serialized always (no `skip_serializing_if`) must
//! therefore be required, and nullable when it is an `Option`. A field that is skipped when
//! `None` is never `null` on the wire, so a property that comes back as `null` proves the field
//! is always sent: it must be in `required`. utoipa makes an `Option` optional unless the field
//! says `#[schema(required = true)]`; this test fails on a field that forgets it (as long as
//! some example answers it with `null`, which the second half checks for every such field).

use crate::helpers::spawn_app;
use serde_json::{Value, json};
use std::collections::BTreeSet;

/// What the walk found: broken rules, and the (schema, property) pairs seen as `null`.
#[derive(Default)]
struct Walk {
    failures: Vec<String>,
    nulls: BTreeSet<(String, String)>,
    schemas: BTreeSet<String>,
}

/// The schema a `$ref` names, and its name.
fn resolve<'a>(spec: &'a Value, schema: &'a Value) -> (Option<String>, &'a Value) {
    match schema["$ref"].as_str() {
        Some(reference) => {
            let name = reference.trim_start_matches("#/components/schemas/");
            (Some(name.to_owned()), &spec["components"]["schemas"][name])
        }
        None => (None, schema),
    }
}

/// Whether a property's schema admits null: itself, or one of its `oneOf` variants.
fn declares_null(declared: &Value) -> bool {
    allows_null(declared)
        || declared["oneOf"]
            .as_array()
            .is_some_and(|v| v.iter().any(allows_null))
}

fn allows_null(schema: &Value) -> bool {
    match &schema["type"] {
        Value::String(t) => t == "null",
        Value::Array(types) => types.iter().any(|t| t == "null"),
        _ => false,
    }
}

impl Walk {
    /// Walks `value` (at JSON pointer `at`) along `schema`, named `name` when it is a component.
    fn value(&mut self, spec: &Value, schema: &Value, name: &str, value: &Value, at: &str) {
        let (component, schema) = resolve(spec, schema);
        let name = component.as_deref().unwrap_or(name);
        if let Some(variants) = schema["oneOf"].as_array() {
            if value.is_null() {
                if !variants.iter().any(allows_null) {
                    self.failures
                        .push(format!("{at}: null, which {name} does not allow"));
                }
                return;
            }
            let candidates: Vec<&Value> = variants.iter().filter(|v| !allows_null(v)).collect();
            if let Some(property) = schema["discriminator"]["propertyName"].as_str() {
                let tag = value[property].as_str().unwrap_or_default();
                let mapped = &schema["discriminator"]["mapping"][tag];
                let Some(variant) = candidates.iter().find(|v| v["$ref"] == *mapped) else {
                    self.failures
                        .push(format!("{at}: {property} {tag:?} is no variant of {name}"));
                    return;
                };
                return self.value(spec, variant, name, value, at);
            }
            // The first variant the value fits; else the failures of the first.
            let mut first = None;
            for variant in &candidates {
                let mut trial = Walk::default();
                trial.value(spec, variant, name, value, at);
                if trial.failures.is_empty() {
                    self.absorb(trial);
                    return;
                }
                first.get_or_insert(trial);
            }
            if let Some(trial) = first {
                self.absorb(trial);
            }
            return;
        }
        if value.is_null() {
            if !allows_null(schema) {
                self.failures
                    .push(format!("{at}: null, which {name} does not allow"));
            }
            return;
        }
        // A named value (a decision's `kind`) tells variants of one shape apart.
        if let Some(allowed) = schema["enum"].as_array() {
            if !allowed.contains(value) {
                self.failures
                    .push(format!("{at}: {value}, none of {name}'s values"));
            }
            return;
        }
        if let (Some(items), Some(array)) = (schema.get("items"), value.as_array()) {
            for (i, item) in array.iter().enumerate() {
                self.value(spec, items, name, item, &format!("{at}/{i}"));
            }
        }
        let Some(object) = value.as_object() else {
            return;
        };
        let Some(properties) = schema["properties"].as_object() else {
            if let Some(values) = schema.get("additionalProperties").filter(|v| v.is_object()) {
                for (key, item) in object {
                    self.value(spec, values, name, item, &format!("{at}/{key}"));
                }
            }
            return;
        };
        self.schemas.insert(name.to_owned());
        let required: BTreeSet<&str> = schema["required"]
            .as_array()
            .map(|r| r.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        for property in &required {
            if !object.contains_key(*property) {
                self.failures.push(format!(
                    "{at}: {name}.{property} is required but was not sent"
                ));
            }
        }
        for (key, item) in object {
            let Some(property) = properties.get(key) else {
                self.failures
                    .push(format!("{at}/{key}: {name} has no property {key}"));
                continue;
            };
            if item.is_null() {
                self.nulls.insert((name.to_owned(), key.clone()));
                if !required.contains(key.as_str()) {
                    self.failures.push(format!(
                        "{at}/{key}: sent as null, so always sent (a field skipped when None is \
                         never null), but {name}.{key} is not required: add \
                         #[schema(required = true)] to the field"
                    ));
                }
            }
            self.value(spec, property, name, item, &format!("{at}/{key}"));
        }
    }

    fn absorb(&mut self, other: Walk) {
        self.failures.extend(other.failures);
        self.nulls.extend(other.nulls);
        self.schemas.extend(other.schemas);
    }
}

/// Requests beyond the examples, for answers the examples do not give: a Court piece deal
/// before trumps are named (`trump: null`), one redealt (a result with `winner: null`), an
/// illegal card, a partition played weakest first, and a Chor Voli deal with four of a kind.
fn more_requests() -> Vec<(&'static str, Value)> {
    let redeal = json!({"preset": "hokm", "redeal": {"when": "first-five", "without": "kqj"}});
    let hand = json!([
        "Ah", "Kh", "Qh", "7c", "7d", "7s", "Js", "Td", "9c", "5h", "3c", "2d", "4s"
    ]);
    let weakest_first = json!([
        ["5h", "3c", "2d"],
        ["Ah", "Kh", "Qh"],
        ["Js", "Td", "9c"],
        ["7c", "7d", "7s"]
    ]);
    let dabba_hands = json!([
        [
            "Ac", "Kc", "Qc", "Jc", "Tc", "9c", "8c", "7c", "6c", "5c", "4c", "3c", "2s"
        ],
        [
            "Ad", "Kd", "Qd", "Jd", "Td", "9d", "8d", "7d", "6d", "5d", "4d", "3d", "As"
        ],
        [
            "Ah", "Kh", "Qh", "Jh", "Th", "9h", "8h", "7h", "6h", "5h", "4h", "3h", "2d"
        ],
        [
            "Ks", "Qs", "Js", "Ts", "9s", "8s", "7s", "6s", "5s", "4s", "3s", "2c", "2h"
        ]
    ]);
    vec![
        (
            "/v1/court-piece/deals/resolve",
            json!({"rules": {"preset": "hokm"}, "seed": "schemas", "dealer": 0}),
        ),
        // A trump change made (`trump_change` in the answer), and a seat opposite the caller
        // advised whether to change (`keep` and `trump_change` decisions among its options).
        (
            "/v1/court-piece/deals/resolve",
            json!({"rules": {"preset": "hokm", "trump_change": true}, "seed": "schemas",
                   "dealer": 0, "trump": "s", "trump_change": {"player": 0, "trump": "h"}}),
        ),
        (
            "/v1/court-piece/deals/advise",
            json!({"rules": {"preset": "hokm", "trump_change": true}, "seed": "schemas",
                   "dealer": 0, "trump": "s", "view": 0, "samples": 8}),
        ),
        // The advice's trump call (the documented example advises a card), and a seat with
        // one legal card (`stopped: single`, values null).
        (
            "/v1/court-piece/deals/advise",
            json!({"rules": {"preset": "hokm"}, "seed": "schemas", "dealer": 0, "view": 1,
                   "samples": 1}),
        ),
        (
            "/v1/court-piece/deals/advise",
            json!({"rules": {"preset": "hokm"}, "seed": "schemas", "dealer": 0, "view": 3,
                   "trump": "s", "plays": ["2c", "5c"]}),
        ),
        // At a kot: stop, or a card to play on with (the README's Hokm deal).
        (
            "/v1/court-piece/deals/advise",
            json!({"rules": {"preset": "hokm"}, "seed": "readme hokm", "dealer": 0, "view": 0,
                   "trump": "s", "samples": 1, "plays": ["Ks","As","Ts","8s","Ac","Kc","Qc",
                   "Tc","Qs","6s","7s","9s","Js","Ad","4s","5s","Jd","9d","Kd","Td","Ah","Kh",
                   "Th","Qh","Qd","5d","7d","8d"]}),
        ),
        // A caller whose five allow a redeal (Hokm with Satat's redeal: Satat's whole deals
        // are past this server's budget).
        (
            "/v1/court-piece/deals/advise",
            json!({"rules": {"preset": "hokm", "redeal": {"when": "first-five", "without": "kqj"}},
                   "seed": "advice redeal 4", "dealer": 2, "view": 3, "samples": 1}),
        ),
        // Satat's passes made, as seat 3 sees them (its own only).
        (
            "/v1/court-piece/deals/resolve",
            json!({"rules": {"preset": "satat"}, "seed": "advise passes", "dealer": 0,
                   "trump": "s", "previous": {"kot": true, "party": 0}, "view": 3,
                   "passes": [{"player": 1, "cards": ["Ks"], "returned": ["3h"]},
                              {"player": 3, "cards": ["Qs"], "returned": ["2s"]}]}),
        ),
        // Satat's passes after a kot: a loser whose one trump is its only legal pass.
        (
            "/v1/court-piece/deals/advise",
            json!({"rules": {"preset": "satat"}, "seed": "schemas 3", "dealer": 0, "view": 1,
                   "trump": "s", "previous": {"kot": true, "party": 0}}),
        ),
        (
            "/v1/court-piece/deals/resolve",
            json!({"rules": {"preset": "dabba-rang"}, "hands": dabba_hands, "dealer": 3,
                   "bids": [null, 8, null, null], "trump_card": "As",
                   "plays": ["Ad", "2d", "3s", "reveal"]}),
        ),
        (
            "/v1/court-piece/deals/resolve",
            json!({"rules": redeal, "seed": "redeal 0", "dealer": 0, "redeal": {"by": "caller"}}),
        ),
        (
            "/v1/court-piece/deals/resolve",
            json!({"rules": {"preset": "hokm"}, "seed": "schemas", "dealer": 0, "trump": "s",
                   "plays": ["2c", "2c"]}),
        ),
        (
            "/v1/chor-voli/partitions/validate",
            json!({"hand": hand, "combinations": weakest_first, "discards": ["4s"]}),
        ),
        (
            "/v1/chor-voli/deals",
            json!({"seed": "quads 4", "dealer": 0}),
        ),
    ]
}

/// The component schemas that `schema` reaches through `$ref`s, into `found`.
fn reachable(spec: &Value, schema: &Value, found: &mut BTreeSet<String>) {
    match schema {
        Value::Object(map) => {
            if let (Some(name), target) = resolve(spec, schema)
                && found.insert(name)
            {
                reachable(spec, target, found);
            }
            map.values().for_each(|v| reachable(spec, v, found));
        }
        Value::Array(items) => items.iter().for_each(|v| reachable(spec, v, found)),
        _ => {}
    }
}

#[tokio::test]
async fn every_answer_fits_its_schema_and_every_field_sent_as_null_is_required() {
    let app = spawn_app();
    let spec: Value = app.get("/openapi.json").await.json().await.unwrap();
    let mut calls: Vec<(String, String, Option<Value>)> = Vec::new();
    for (path, item) in spec["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            let body = &operation["requestBody"]["content"]["application/json"]["schema"];
            let example = if body.is_null() {
                None
            } else {
                let mut example = resolve(&spec, body).1["example"].clone();
                assert!(
                    !example.is_null(),
                    "{method} {path}: its request has no example"
                );
                if path.ends_with("/trumps/advise") {
                    // Two samples of a seed they solve quickly: the same shapes in 1 s, not
                    // 25 s, in a debug build.
                    example["samples"] = json!(2);
                    example["seed"] = json!("b");
                }
                Some(example)
            };
            calls.push((method.clone(), path.clone(), example));
        }
    }
    for (path, body) in more_requests() {
        calls.push(("post".to_owned(), path.to_owned(), Some(body)));
    }

    let mut walk = Walk::default();
    let mut objects = BTreeSet::new();
    for (method, path, body) in &calls {
        let schema = &spec["paths"][path][method]["responses"]["200"]["content"]["application/json"]
            ["schema"];
        if schema.is_null() {
            continue; // /metrics (text) and /openapi.json (the document itself)
        }
        reachable(&spec, schema, &mut objects);
        let response = match body {
            Some(body) => app.post(path, body).await,
            None => app.get(path).await,
        };
        assert_eq!(response.status().as_u16(), 200, "{method} {path} {body:?}");
        let value: Value = response.json().await.unwrap();
        walk.value(&spec, schema, path, &value, &format!("{method} {path} #"));
    }
    // A whole Double Sar deal, the first legal card each time: tricks collected from the heap.
    let path = "/v1/court-piece/deals/resolve";
    let schema =
        &spec["paths"][path]["post"]["responses"]["200"]["content"]["application/json"]["schema"];
    let mut plays: Vec<Value> = Vec::new();
    loop {
        let body = json!({"rules": {"preset": "double-sar"}, "seed": "schemas", "dealer": 0,
                          "trump": "h", "plays": plays});
        let (status, state) = app.post_json(path, &body).await;
        assert_eq!(status, 200, "{state}");
        walk.value(
            &spec,
            schema,
            path,
            &state,
            &format!("double-sar after {} plays #", plays.len()),
        );
        if state["complete"] == true || plays.len() >= 52 {
            break;
        }
        plays.push(state["legal_cards"][0].clone());
    }

    assert!(
        walk.failures.is_empty(),
        "answers that do not fit their schemas:\n{}",
        walk.failures.join("\n")
    );

    // Coverage: every object schema an answer may hold was walked, and every required nullable
    // property came back as null at least once, so the rule above has been tried on it; add a
    // request to more_requests() for a new one.
    objects.retain(|name| spec["components"]["schemas"][name]["properties"].is_object());
    let unwalked: Vec<&String> = objects.difference(&walk.schemas).collect();
    assert!(
        unwalked.is_empty(),
        "response schemas no answer held: {unwalked:?}; add a request to more_requests()"
    );
    let mut untried = Vec::new();
    for name in &walk.schemas {
        let schema = &spec["components"]["schemas"][name];
        for property in schema["required"].as_array().into_iter().flatten() {
            let property = property.as_str().unwrap();
            let declared = &schema["properties"][property];
            let nullable = declares_null(declared);
            if nullable && !walk.nulls.contains(&(name.clone(), property.to_owned())) {
                untried.push(format!("{name}.{property}"));
            }
        }
    }
    assert!(
        untried.is_empty(),
        "required nullable properties no answer sent as null: {untried:?}"
    );

    // The other half: a property an answer may leave out is left out, never sent as null, so
    // its schema must not allow null either (a client then types it `X | Unset`, not
    // `X | None | Unset`); a field skipped when `None` says `#[schema(nullable = false)]`.
    let mut loose = Vec::new();
    for name in &walk.schemas {
        let schema = &spec["components"]["schemas"][name];
        let required: BTreeSet<&str> = schema["required"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(Value::as_str)
            .collect();
        for (property, declared) in schema["properties"].as_object().into_iter().flatten() {
            let nullable = declares_null(declared);
            if nullable && !required.contains(property.as_str()) {
                loose.push(format!("{name}.{property}"));
            }
        }
    }
    assert!(
        loose.is_empty(),
        "optional response properties that allow null (left out, never null): {loose:?}"
    );
}
