//! Errors as `application/problem+json` (RFC 9457), listing every problem found, each with a
//! stable code and the JSON pointer of where it is.

use actix_web::http::{StatusCode, header};
use actix_web::{HttpResponse, ResponseError};
use serde::Serialize;
use std::fmt;
use utoipa::{ToResponse, ToSchema};

/// One problem in a request.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct ProblemError {
    /// A stable, machine-readable code, e.g. `UNKNOWN_CARD`.
    #[schema(example = "UNKNOWN_CARD")]
    pub code: String,
    /// JSON pointer (RFC 6901) into the request body of what is wrong; `""` for the whole body.
    #[schema(example = "/hand/3")]
    pub path: String,
    /// What is wrong, for people.
    pub message: String,
}

impl ProblemError {
    pub fn new(
        code: impl Into<String>,
        path: impl Into<String>,
        message: impl Into<String>,
    ) -> Self {
        ProblemError {
            code: code.into(),
            path: path.into(),
            message: message.into(),
        }
    }
}

/// An RFC 9457 problem document.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct Problem {
    /// Always `about:blank`: the status and the `errors[].code`s say what kind of problem it is.
    #[serde(rename = "type")]
    #[schema(example = "about:blank")]
    pub kind: String,
    /// The HTTP status phrase.
    #[schema(example = "Unprocessable Entity")]
    pub title: String,
    /// The HTTP status.
    #[schema(example = 422, minimum = 400, maximum = 599)]
    pub status: u16,
    /// A sentence on this occurrence.
    pub detail: String,
    /// Every problem found, not only the first.
    pub errors: Vec<ProblemError>,
}

impl Problem {
    pub fn new(status: StatusCode, detail: impl Into<String>, errors: Vec<ProblemError>) -> Self {
        Problem {
            kind: "about:blank".into(),
            title: status.canonical_reason().unwrap_or("Error").into(),
            status: status.as_u16(),
            detail: detail.into(),
            errors,
        }
    }

    /// One problem, with its status.
    pub fn single(status: StatusCode, code: &str, path: &str, message: impl Into<String>) -> Self {
        let message = message.into();
        Problem::new(
            status,
            message.clone(),
            vec![ProblemError::new(code, path, message)],
        )
    }

    /// A well-formed request that breaks the contract.
    pub fn unprocessable(errors: Vec<ProblemError>) -> Self {
        let detail = match errors.len() {
            // One sentence, ending in one full stop whether or not the message has its own.
            1 => format!(
                "The request breaks the API contract: {}.",
                errors[0].message.trim_end_matches('.')
            ),
            n => format!("The request breaks the API contract in {n} places; see errors."),
        };
        Problem::new(StatusCode::UNPROCESSABLE_ENTITY, detail, errors)
    }

    /// A failure of the service itself (a worker that could not finish).
    pub fn internal(message: String) -> Self {
        Problem::single(
            StatusCode::INTERNAL_SERVER_ERROR,
            "INTERNAL_ERROR",
            "",
            message,
        )
    }

    pub fn not_found(path: &str) -> Self {
        Problem::single(
            StatusCode::NOT_FOUND,
            "NOT_FOUND",
            "",
            format!("There is nothing at {path}."),
        )
    }

    pub fn method_not_allowed(method: &str, path: &str, allowed: &str) -> Self {
        Problem::single(
            StatusCode::METHOD_NOT_ALLOWED,
            "METHOD_NOT_ALLOWED",
            "",
            format!("{path} does not accept {method}; it accepts {allowed}."),
        )
    }

    pub fn status_code(&self) -> StatusCode {
        StatusCode::from_u16(self.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR)
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}: {}", self.status, self.title, self.detail)
    }
}

impl ResponseError for Problem {
    fn status_code(&self) -> StatusCode {
        Problem::status_code(self)
    }

    fn error_response(&self) -> HttpResponse {
        problem_response(self)
    }
}

/// The HTTP response of a problem; errors are never cached.
pub fn problem_response(problem: &Problem) -> HttpResponse {
    HttpResponse::build(problem.status_code())
        .content_type("application/problem+json")
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .json(problem)
}

/// Collects problems while a request is converted, so that all of them are reported.
#[derive(Debug, Default)]
pub struct Errors(Vec<ProblemError>);

impl Errors {
    pub fn push(&mut self, code: &str, path: impl Into<String>, message: impl Into<String>) {
        self.0.push(ProblemError::new(code, path, message));
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// `Ok(value)` when nothing was found, else the 422 listing everything.
    pub fn finish<T>(self, value: T) -> Result<T, Problem> {
        if self.0.is_empty() {
            Ok(value)
        } else {
            Err(Problem::unprocessable(self.0))
        }
    }
}

// Reusable OpenAPI responses, one per error status, each with an example.

/// The body is not JSON (or not valid UTF-8, or empty).
#[derive(ToResponse)]
#[response(
    content_type = "application/problem+json",
    example = json!({"type": "about:blank", "title": "Bad Request", "status": 400,
        "detail": "The body is not valid JSON: expected `,` or `]` at line 1 column 18",
        "errors": [{"code": "MALFORMED_JSON", "path": "", "message": "The body is not valid JSON: expected `,` or `]` at line 1 column 18"}]})
)]
pub struct BadRequest(pub Problem);

/// The body is larger than the configured limit (1 MiB by default).
#[derive(ToResponse)]
#[response(
    content_type = "application/problem+json",
    example = json!({"type": "about:blank", "title": "Payload Too Large", "status": 413,
        "detail": "The body is larger than the limit of 1048576 bytes.",
        "errors": [{"code": "BODY_TOO_LARGE", "path": "", "message": "The body is larger than the limit of 1048576 bytes."}]})
)]
pub struct PayloadTooLarge(pub Problem);

/// The request's `Content-Type` is not JSON.
#[derive(ToResponse)]
#[response(
    content_type = "application/problem+json",
    example = json!({"type": "about:blank", "title": "Unsupported Media Type", "status": 415,
        "detail": "The body must be application/json, not text/plain.",
        "errors": [{"code": "UNSUPPORTED_MEDIA_TYPE", "path": "", "message": "The body must be application/json, not text/plain."}]})
)]
pub struct UnsupportedMediaType(pub Problem);

/// Well-formed JSON that breaks the contract: an unknown field, a card that does not parse,
/// an impossible rule set, a limit exceeded… Every problem is listed with its JSON pointer.
#[derive(ToResponse)]
#[response(
    content_type = "application/problem+json",
    example = json!({"type": "about:blank", "title": "Unprocessable Entity", "status": 422,
        "detail": "The request breaks the API contract in 2 places; see errors.",
        "errors": [
            {"code": "UNKNOWN_CARD", "path": "/combinations/0/1", "message": "\"1h\" is not a card: it starts with \"1\", which is not a rank; a card is a rank (2-9, T or 10, J, Q, K, A) then a suit (c, d, h, s or ♣ ♦ ♥ ♠), e.g. \"Ah\" or \"10d\""},
            {"code": "UNKNOWN_FIELD", "path": "/colour", "message": "Unknown field \"colour\"; the known ones are \"rules\", \"combinations\"."}
        ]})
)]
pub struct UnprocessableEntity(pub Problem);

/// No such path.
#[derive(ToResponse)]
#[response(
    content_type = "application/problem+json",
    example = json!({"type": "about:blank", "title": "Not Found", "status": 404,
        "detail": "There is nothing at /v1/nothing.",
        "errors": [{"code": "NOT_FOUND", "path": "", "message": "There is nothing at /v1/nothing."}]})
)]
pub struct NotFound(pub Problem);

/// The path exists but not with this method; the `Allow` header lists those it takes.
#[derive(ToResponse)]
#[response(
    content_type = "application/problem+json",
    example = json!({"type": "about:blank", "title": "Method Not Allowed", "status": 405,
        "detail": "/health does not accept POST; it accepts GET, HEAD.",
        "errors": [{"code": "METHOD_NOT_ALLOWED", "path": "", "message": "/health does not accept POST; it accepts GET, HEAD."}]})
)]
pub struct MethodNotAllowed(pub Problem);

/// The error answers every JSON endpoint can give, each referencing its reusable response.
#[derive(utoipa::IntoResponses)]
#[allow(dead_code)] // only its OpenAPI description is used
pub enum JsonErrors {
    #[response(status = 400)]
    BadRequest(#[ref_response] BadRequest),
    #[response(status = 413)]
    PayloadTooLarge(#[ref_response] PayloadTooLarge),
    #[response(status = 415)]
    UnsupportedMediaType(#[ref_response] UnsupportedMediaType),
    #[response(status = 422)]
    UnprocessableEntity(#[ref_response] UnprocessableEntity),
}
