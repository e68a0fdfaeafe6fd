//! The JSON answer of every endpoint: the same bytes `serde_json` would write, written by
//! sonic-rs, whose string escaping scans sixteen bytes at a time. serde_json's escaping looks
//! at one byte at a time, and on a 13-card `partitions/suggest` (1.8 KB, five explanations)
//! it was an eighth of a request's instructions (docs/performance.md, issue 13).

use crate::http::problem::{Problem, problem_response};
use actix_web::body::BoxBody;
use actix_web::http::header::ContentType;
use actix_web::{HttpRequest, HttpResponse, Responder};
use serde::Serialize;

/// A `200 OK` with `T` as `application/json`, as `actix_web::web::Json` answers, written into
/// one buffer sized up front. A value that cannot be written (a map with keys that are not
/// strings; no answer has one) is a 500 problem+json, not a panic. Non-finite floats are
/// `null`, as serde_json writes them.
pub struct Json<T>(pub T);

/// The first size of the answer's buffer: most answers fit, so it is rarely grown.
const INITIAL_CAPACITY: usize = 2048;

/// `value` as JSON text.
pub fn to_vec<T: Serialize + ?Sized>(value: &T) -> Result<Vec<u8>, sonic_rs::Error> {
    let mut out = Vec::with_capacity(INITIAL_CAPACITY);
    sonic_rs::to_writer(&mut out, value)?;
    Ok(out)
}

impl<T: Serialize> Responder for Json<T> {
    type Body = BoxBody;

    fn respond_to(self, _req: &HttpRequest) -> HttpResponse<BoxBody> {
        match to_vec(&self.0) {
            Ok(body) => HttpResponse::Ok()
                .insert_header(ContentType::json())
                .body(body),
            Err(e) => problem_response(&Problem::internal(format!(
                "the answer could not be written as JSON: {e}"
            ))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::body::MessageBody;
    use actix_web::http::StatusCode;
    use actix_web::test::TestRequest;
    use proptest::prelude::*;
    use serde::Serialize;
    use std::collections::BTreeMap;

    #[derive(Serialize)]
    struct Sample {
        text: String,
        number: f64,
        whole: i64,
        list: Vec<Option<u32>>,
        nested: BTreeMap<String, Vec<f64>>,
        flag: bool,
    }

    proptest! {
        /// The bytes are serde_json's, whatever the strings (escapes, control characters,
        /// non-ASCII) and floats (any bit pattern, non-finite included).
        #[test]
        fn the_answer_is_the_text_serde_json_writes(
            text in any::<String>(),
            bits in any::<u64>(),
            small in -1.0e6f64..1.0e6,
            whole in any::<i64>(),
            list in proptest::collection::vec(proptest::option::of(any::<u32>()), 0..8),
            key in "[\\x00-\\x7f\\u{80}-\\u{2030}]{0,12}",
            flag in any::<bool>(),
        ) {
            let sample = Sample {
                text,
                number: f64::from_bits(bits),
                whole,
                list,
                nested: BTreeMap::from([(key, vec![small, small / 3.0, f64::from_bits(bits)])]),
                flag,
            };
            prop_assert_eq!(
                String::from_utf8(to_vec(&sample).unwrap()).unwrap(),
                serde_json::to_string(&sample).unwrap()
            );
        }
    }

    #[test]
    fn the_responder_answers_200_json_and_a_map_with_other_keys_is_a_500_problem() {
        let req = TestRequest::default().to_http_request();
        let ok = Json(vec![1, 2]).respond_to(&req);
        assert_eq!(ok.status(), StatusCode::OK);
        assert_eq!(
            ok.headers().get("content-type").unwrap(),
            "application/json"
        );
        assert_eq!(ok.into_body().try_into_bytes().unwrap(), "[1,2]");

        let keys = BTreeMap::from([((1, 2), "a")]);
        let failed = Json(keys).respond_to(&req);
        assert_eq!(failed.status(), StatusCode::INTERNAL_SERVER_ERROR);
        assert_eq!(
            failed.headers().get("content-type").unwrap(),
            "application/problem+json"
        );
    }
}
