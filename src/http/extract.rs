//! `ApiJson<T>`: the one way request bodies come in. It checks the content type, reads the
//! body up to the configured limit, and decodes it strictly, turning every failure into a
//! problem: 415 for a body that is not JSON by its content type, 413 for one over the limit,
//! 400 for one that is not JSON, 422 (with the JSON pointer) for JSON that does not fit the
//! request's shape (an unknown field, a missing one, a wrong type).

use super::problem::{Problem, ProblemError};
use crate::config::Limits;
use actix_web::http::{StatusCode, header};
use actix_web::{FromRequest, HttpRequest, dev::Payload, web};
use futures_util::StreamExt;
use serde::de::DeserializeOwned;
use std::future::Future;
use std::pin::Pin;

/// A JSON request body of type `T`.
pub struct ApiJson<T>(pub T);

impl<T: DeserializeOwned + 'static> FromRequest for ApiJson<T> {
    type Error = Problem;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Problem>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let limit = req
            .app_data::<web::Data<Limits>>()
            .map_or(Limits::default().body_bytes, |l| l.body_bytes);
        let content_type = check_content_type(req);
        let declared = req
            .headers()
            .get(header::CONTENT_LENGTH)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.parse::<u64>().ok());
        let mut payload = payload.take();
        Box::pin(async move {
            content_type?;
            if declared.is_some_and(|n| n > limit as u64) {
                return Err(too_large(limit));
            }
            let mut body = web::BytesMut::new();
            while let Some(chunk) = payload.next().await {
                let chunk = chunk.map_err(|e| {
                    Problem::single(
                        StatusCode::BAD_REQUEST,
                        "UNREADABLE_BODY",
                        "",
                        format!("The body could not be read: {e}"),
                    )
                })?;
                if body.len() + chunk.len() > limit {
                    return Err(too_large(limit));
                }
                body.extend_from_slice(&chunk);
            }
            decode(&body).map(ApiJson)
        })
    }
}

fn too_large(limit: usize) -> Problem {
    Problem::single(
        StatusCode::PAYLOAD_TOO_LARGE,
        "BODY_TOO_LARGE",
        "",
        format!(
            "The body is larger than the limit of {limit} bytes; the operator can raise it with \
             HAKAM_BODY_LIMIT (or --body-limit)."
        ),
    )
}

/// `application/json` or any `application/*+json`, with or without parameters.
fn check_content_type(req: &HttpRequest) -> Result<(), Problem> {
    let value = req
        .headers()
        .get(header::CONTENT_TYPE)
        .map(|v| v.to_str().unwrap_or("(not text)"));
    let essence = value
        .map(|v| {
            v.split(';')
                .next()
                .unwrap_or("")
                .trim()
                .to_ascii_lowercase()
        })
        .unwrap_or_default();
    let is_json = essence == "application/json"
        || (essence.starts_with("application/") && essence.ends_with("+json"));
    if is_json {
        return Ok(());
    }
    let message = match value {
        None => {
            "The request has no Content-Type header; send the body as application/json.".to_owned()
        }
        Some(given) => format!("The body must be application/json, not {given}."),
    };
    Err(Problem::single(
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "UNSUPPORTED_MEDIA_TYPE",
        "",
        message,
    ))
}

/// Decodes a body: 400 when it is not JSON at all, 422 when it does not fit `T`.
pub fn decode<T: DeserializeOwned>(body: &[u8]) -> Result<T, Problem> {
    // The usual case first, in one pass: a body that decodes into `T` and ends there is
    // well-formed JSON, as every byte of it went through the parser. Any failure is judged
    // by `diagnose`, which parses again to tell a 400 from a 422; doing that syntax pass on
    // every request was a measurable share of a large evaluate (figures: docs/performance.md).
    let mut de = serde_json::Deserializer::from_slice(body);
    if let Ok(value) = super::object::object::<_, T>(&mut de)
        && de.end().is_ok()
    {
        return Ok(value);
    }
    diagnose(body)
}

/// Decodes a body known to fail, into the problem that says why.
fn diagnose<T: DeserializeOwned>(body: &[u8]) -> Result<T, Problem> {
    // Syntax first, over the whole body: otherwise a shape error met while streaming (a 422)
    // could hide a syntax error further on (a 400).
    serde_json::from_slice::<serde::de::IgnoredAny>(body).map_err(|e| malformed(body, &e))?;
    let mut de = serde_json::Deserializer::from_slice(body);
    let mut track = serde_path_to_error::Track::new();
    let tracked = serde_path_to_error::Deserializer::new(&mut de, &mut track);
    let value: T = super::object::object(tracked).map_err(|inner: serde_json::Error| {
        let e = serde_path_to_error::Error::new(track.path(), inner);
        let inner = e.inner();
        match inner.classify() {
            serde_json::error::Category::Data => {
                let message = without_position(&inner.to_string());
                let (code, path) = data_error(&message, pointer_of(e.path()));
                Problem::unprocessable(vec![ProblemError::new(code, path, plain(&message))])
            }
            _ => malformed(body, inner),
        }
    })?;
    de.end().map_err(|e| malformed(body, &e))?;
    Ok(value)
}

fn malformed(body: &[u8], e: &serde_json::Error) -> Problem {
    let message = if body.iter().all(u8::is_ascii_whitespace) {
        "The body is empty; a JSON object is expected.".to_owned()
    } else {
        format!(
            "The body is not valid JSON: {} at line {} column {}",
            without_position(&e.to_string()),
            e.line(),
            e.column()
        )
    };
    Problem::single(StatusCode::BAD_REQUEST, "MALFORMED_JSON", "", message)
}

/// serde's message in plain words: what was expected and what was found, in JSON's terms
/// (an object, a list, an integer from 0 to 255), never a Rust type ("struct DealRequest",
/// "a sequence", "u8"). The field or value named stays quoted as the client wrote it.
fn plain(message: &str) -> String {
    let split = |rest: &str| {
        rest.split_once(", expected ")
            .map(|(found, expected)| (found.to_owned(), expected.to_owned()))
    };
    if let Some((found, expected)) = message.strip_prefix("invalid type: ").and_then(split) {
        return format!("Expected {} here, not {}.", noun(&expected), value(&found));
    }
    if let Some((found, expected)) = message.strip_prefix("invalid value: ").and_then(split) {
        return format!("Expected {} here, not {}.", noun(&expected), value(&found));
    }
    if let Some((found, expected)) = message.strip_prefix("invalid length ").and_then(split) {
        return format!("Expected {}, not {found} items.", noun(&expected));
    }
    if let Some(rest) = message.strip_prefix("missing field ") {
        return format!("The field {} is required here.", quoted(rest));
    }
    for (prefix, what) in [("unknown field ", "field"), ("unknown variant ", "value")] {
        if let Some(rest) = message.strip_prefix(prefix) {
            let (name, expected) = match rest.split_once(", expected ") {
                Some((name, expected)) => (name, Some(expected)),
                None => (rest.split(',').next().unwrap_or(rest), None),
            };
            // serde lists them as `a`, `a` or `b`, or one of `a`, `b`, `c`.
            let known = match expected {
                Some(list) => list
                    .strip_prefix("one of ")
                    .unwrap_or(list)
                    .replace("` or `", "`, `"),
                None => String::new(),
            };
            return if known.is_empty() || known.starts_with("there are no") {
                format!("Unknown {what} {}.", quoted(name))
            } else {
                format!(
                    "Unknown {what} {}; the known ones are {}.",
                    quoted(name),
                    quoted(&known)
                )
            };
        }
    }
    let mut text = message.to_owned();
    if let Some(first) = text.get(..1) {
        text.replace_range(..1, &first.to_uppercase());
    }
    if !text.ends_with('.') {
        text.push('.');
    }
    text
}

/// serde's name of an expected shape, as a JSON reader would say it.
fn noun(expected: &str) -> String {
    let integer = |bits: u32, signed: bool| {
        if signed {
            "an integer".to_owned()
        } else if bits >= 64 {
            "a non-negative integer".to_owned()
        } else {
            format!("an integer from 0 to {}", (1u64 << bits) - 1)
        }
    };
    match expected {
        "u8" => integer(8, false),
        "u16" => integer(16, false),
        "u32" => integer(32, false),
        "u64" | "u128" | "usize" => integer(64, false),
        "i8" | "i16" | "i32" | "i64" | "i128" | "isize" => integer(64, true),
        "f32" | "f64" => "a number".to_owned(),
        "a boolean" => "true or false".to_owned(),
        "a borrowed string" | "a string" => "a string".to_owned(),
        "char" | "a character" => "a one-character string".to_owned(),
        "a sequence" => "a list".to_owned(),
        "a map" => "an object".to_owned(),
        "unit" => "null".to_owned(),
        _ if expected.starts_with("struct ")
            || expected.starts_with("internally tagged enum")
            || expected.starts_with("adjacently tagged enum") =>
        {
            "an object".to_owned()
        }
        _ if expected.starts_with("a tuple")
            || expected.starts_with("tuple struct")
            || expected.starts_with("an array") =>
        {
            expected
                .split_once(" of size ")
                .or_else(|| expected.split_once(" of length "))
                .map_or("a list".to_owned(), |(_, n)| format!("a list of {n} items"))
        }
        _ if expected.starts_with("enum ") || expected.ends_with(" identifier") => {
            "one of the listed values".to_owned()
        }
        _ => expected.to_owned(),
    }
}

/// serde's name of a value found, as JSON spells it.
fn value(found: &str) -> String {
    let ticked = |prefix: &str| {
        found
            .strip_prefix(prefix)
            .map(|rest| rest.trim_matches('`').to_owned())
    };
    if let Some(n) = ticked("integer ").or_else(|| ticked("floating point ")) {
        return format!("the number {n}");
    }
    if let Some(b) = ticked("boolean ") {
        return b;
    }
    if let Some(s) = found.strip_prefix("string ") {
        return format!("the string {s}");
    }
    match found {
        "map" => "an object".to_owned(),
        "sequence" => "a list".to_owned(),
        "unit value" | "null" => "null".to_owned(),
        _ => found.to_owned(),
    }
}

/// serde's `` `name` `` quoting as JSON's `"name"`.
fn quoted(text: &str) -> String {
    text.replace('`', "\"")
}

fn without_position(message: &str) -> String {
    match message.rfind(" at line ") {
        Some(i) => message[..i].to_owned(),
        None => message.to_owned(),
    }
}

/// The code of a shape error, and the pointer made precise for unknown and missing fields.
fn data_error(message: &str, pointer: String) -> (&'static str, String) {
    let field = |prefix: &str| {
        message
            .strip_prefix(prefix)
            .and_then(|rest| rest.split('`').next())
            .map(|name| name.to_owned())
    };
    if let Some(name) = field("unknown field `") {
        let path = if pointer.ends_with(&format!("/{}", escape(&name))) {
            pointer
        } else {
            format!("{pointer}/{}", escape(&name))
        };
        ("UNKNOWN_FIELD", path)
    } else if let Some(name) = field("missing field `") {
        ("MISSING_FIELD", format!("{pointer}/{}", escape(&name)))
    } else if message.starts_with("invalid type") {
        ("INVALID_TYPE", pointer)
    } else if let Some(code) = super::int::out_of_range_code(message) {
        (code, pointer)
    } else {
        ("INVALID_VALUE", pointer)
    }
}

fn pointer_of(path: &serde_path_to_error::Path) -> String {
    use serde_path_to_error::Segment;
    let mut out = String::new();
    for segment in path.iter() {
        match segment {
            Segment::Seq { index } => out.push_str(&format!("/{index}")),
            Segment::Map { key } => {
                out.push('/');
                out.push_str(&escape(key));
            }
            Segment::Enum { .. } | Segment::Unknown => {}
        }
    }
    out
}

/// RFC 6901 escaping of one reference token.
pub fn escape(token: &str) -> String {
    token.replace('~', "~0").replace('/', "~1")
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Debug, Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Outer {
        items: Vec<Inner>,
    }

    #[derive(Debug, Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Inner {
        n: u8,
    }

    fn problem(body: &str) -> Problem {
        decode::<Outer>(body.as_bytes()).unwrap_err()
    }

    #[test]
    fn syntax_errors_and_empty_bodies_are_400() {
        for body in [
            "",
            "   ",
            "{",
            "{\"items\": [}",
            "nope",
            "{} {}",
            "[1,]",
            "{\"items\": 5,}",
        ] {
            let p = problem(body);
            assert_eq!(p.status, 400, "{body:?}");
            assert_eq!(p.errors[0].code, "MALFORMED_JSON");
        }
    }

    #[test]
    fn well_formed_bodies_decode_in_one_pass_and_trailing_bytes_are_400() {
        let outer = decode::<Outer>(br#" {"items": [{"n": 1}, {"n": 2}]} "#).unwrap();
        assert_eq!(outer.items.len(), 2);
        for body in [r#"{"items": []} x"#, r#"{"items": []}{"#] {
            let p = problem(body);
            assert_eq!(
                (p.status, p.errors[0].code.as_str()),
                (400, "MALFORMED_JSON")
            );
        }
    }

    #[test]
    fn shape_errors_are_422_with_the_pointer_of_the_field() {
        let p = problem(r#"{"items": [{"n": 1}, {"n": 300}]}"#);
        assert_eq!((p.status, p.errors[0].path.as_str()), (422, "/items/1/n"));
        let p = problem(r#"{"items": [{"n": 1, "m/x": 2}]}"#);
        assert_eq!(p.errors[0].code, "UNKNOWN_FIELD");
        assert_eq!(p.errors[0].path, "/items/0/m~1x");
        let p = problem(r#"{"items": [{}]}"#);
        assert_eq!(
            (p.errors[0].code.as_str(), p.errors[0].path.as_str()),
            ("MISSING_FIELD", "/items/0/n")
        );
        let p = problem(r#"{"items": "x"}"#);
        assert_eq!(
            (p.errors[0].code.as_str(), p.errors[0].path.as_str()),
            ("INVALID_TYPE", "/items")
        );
    }

    #[test]
    fn shape_errors_speak_json_not_rust() {
        let message = |body: &str| problem(body).errors[0].message.clone();
        assert_eq!(message("[]"), "Expected an object here, not a list.");
        assert_eq!(
            message(r#"{"items": {}}"#),
            "Expected a list here, not an object."
        );
        assert_eq!(
            message(r#"{"items": [{"n": 300}]}"#),
            "Expected an integer from 0 to 255 here, not the number 300."
        );
        assert_eq!(
            message(r#"{"items": [{"n": "1"}]}"#),
            "Expected an integer from 0 to 255 here, not the string \"1\"."
        );
        assert_eq!(
            message(r#"{"items": [{}]}"#),
            "The field \"n\" is required here."
        );
        assert_eq!(
            message(r#"{"items": [{"n": 1, "m": 2}]}"#),
            "Unknown field \"m\"; the known ones are \"n\"."
        );
        for body in ["[]", r#"{"items": 1}"#, r#"{"items": [[]]}"#, r#"{"x": 1}"#] {
            let text = message(body);
            for jargon in ["struct", "sequence", "map", "`", "u8"] {
                assert!(!text.contains(jargon), "{body}: {text}");
            }
        }
    }
}
