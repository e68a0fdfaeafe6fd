//! The app under test, shared by the targets that send requests: built once per process on a
//! current-thread actix runtime kept in a thread-local, with the `observe` middleware and the
//! default limits, except that the searches of the two advise endpoints and of analysis get
//! small budgets and one thread, so that an input takes milliseconds.

use actix_web::body::BoxBody;
use actix_web::dev::{Service, ServiceResponse};
use actix_web::http::{StatusCode, header};
use actix_web::middleware::from_fn;
use actix_web::rt::System;
use actix_web::{App, test};
use hakam::config::Settings;
use hakam::http::{configure, middleware};
use std::future::Future;
use std::mem::ManuallyDrop;
use std::pin::Pin;
use std::rc::Rc;

type Answer = Pin<Box<dyn Future<Output = (StatusCode, Option<String>, Vec<u8>)>>>;

/// The runtime and a function that sends one request to the app and reads the answer.
pub struct Harness {
    pub system: actix_web::rt::SystemRunner,
    pub send: Box<dyn Fn(actix_http::Request) -> Answer>,
}

fn harness() -> Harness {
    let system = System::new();
    let mut settings = Settings::default();
    settings.chor_voli.advise_max_work = 2_000;
    settings.chor_voli.advise_threads = 1;
    // Per deal, and pooled over an advice's samples: at most 2 M nodes for 1 000 samples.
    settings.court_piece.analysis_budget = 2_000;
    settings.court_piece.analysis_threads = 1;
    let app = system.block_on(test::init_service(
        App::new()
            .wrap(from_fn(middleware::observe))
            .configure(configure(&settings)),
    ));
    let app = Rc::new(app);
    let send = Box::new(move |request| {
        let app = Rc::clone(&app);
        Box::pin(async move {
            // An error that escapes the middleware is answered as actix would answer it.
            let response: ServiceResponse<BoxBody> = match app.call(request).await {
                Ok(response) => response.map_into_boxed_body(),
                Err(error) => {
                    let status = error.as_response_error().status_code();
                    return (status, None, error.to_string().into_bytes());
                }
            };
            let status = response.status();
            let content_type = response
                .headers()
                .get(header::CONTENT_TYPE)
                .map(|v| v.to_str().unwrap_or("(not text)").to_owned());
            let body = test::read_body(response).await.to_vec();
            (status, content_type, body)
        }) as Answer
    });
    Harness { system, send }
}

thread_local! {
    // Never dropped: at exit actix-http's own thread-locals may already be gone, and the
    // app's drop would panic on them.
    pub static HARNESS: ManuallyDrop<Harness> = ManuallyDrop::new(harness());
}

/// Building the app leaks a few route segment names on purpose (actix-router keeps them as
/// `&'static str`); LeakSanitizer would blame whichever input it checks first. Only that
/// leak is suppressed: a leak anywhere else is still found.
#[unsafe(no_mangle)]
pub extern "C" fn __lsan_default_suppressions() -> *const std::ffi::c_char {
    c"leak:actix_router::resource::ResourceDef\n".as_ptr()
}

/// POSTs `body` (JSON) to `path`: the status, the content type and the body of the answer.
pub fn post(path: &str, body: Vec<u8>) -> (StatusCode, Option<String>, Vec<u8>) {
    let request = test::TestRequest::post()
        .uri(path)
        .insert_header((header::CONTENT_TYPE, "application/json"))
        // A fixed id keeps the middleware from drawing a random one for every input.
        .insert_header(("x-request-id", "fuzz"))
        .set_payload(body)
        .to_request();
    HARNESS.with(|h| h.system.block_on((h.send)(request)))
}
