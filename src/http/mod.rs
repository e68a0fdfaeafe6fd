//! Transport only: the app and the server, problem+json errors, the request extractor and
//! middleware, the wire types every family shares, and the root OpenAPI document. Each game
//! family has its own folder here (its `PREFIX`, `configure`, OpenAPI fragment, DTOs and
//! routes); the rules live in the engines.

pub mod cards;
pub mod chor_voli;
pub mod court_piece;
pub mod de;
pub mod disconnect;
pub mod enums;
pub mod extract;
pub mod int;
pub mod json;
pub mod metrics;
pub mod middleware;
pub mod object;
pub mod openapi;
pub mod play;
pub mod problem;
pub mod rules;
pub mod seed;
pub mod service;

use crate::config::Settings;
use actix_web::dev::Server;
use actix_web::http::{Method, header};
use actix_web::{App, FromRequest, Handler, HttpRequest, HttpResponse, HttpServer, Responder, web};
use problem::{Problem, problem_response};
use std::net::TcpListener;
use std::time::Duration;
use utoipa_swagger_ui::{Config, SwaggerUi};

/// A resource answering `method` with `handler` (its panics answered as 500), and 405
/// problem+json with `Allow` to any other method. A GET resource answers HEAD too, as HTTP
/// asks (the same head, no body).
pub(crate) fn resource<F, Args>(path: &str, method: Method, handler: F) -> actix_web::Resource
where
    F: Handler<Args>,
    Args: FromRequest + 'static,
    F::Output: Responder + 'static,
{
    let mut allowed = method.as_str().to_owned();
    let mut resource = web::resource(path);
    if method == Method::GET {
        allowed.push_str(", HEAD");
        resource = resource.route(
            web::route()
                .method(Method::HEAD)
                .to(middleware::Guarded(handler.clone())),
        );
    }
    resource
        .route(web::route().method(method).to(middleware::Guarded(handler)))
        .default_service(web::to(move |req: HttpRequest| {
            let allowed = allowed.clone();
            async move {
                let problem =
                    Problem::method_not_allowed(req.method().as_str(), req.path(), &allowed);
                let mut response = problem_response(&problem);
                if let Ok(value) = header::HeaderValue::from_str(&allowed) {
                    response.headers_mut().insert(header::ALLOW, value);
                }
                response
            }
        }))
}

/// A number as the OpenAPI document's prose writes it, its thousands apart: `10 000`.
pub(crate) fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut text = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            text.push(' ');
        }
        text.push(digit);
    }
    text
}

/// Everything the app serves (the service's own routes and every family under its prefix);
/// used by the server, the tests and the fuzz targets.
pub fn configure(settings: &Settings) -> impl FnOnce(&mut web::ServiceConfig) + use<> {
    let limits = settings.limits.clone();
    let chor_voli = settings.chor_voli.clone();
    let court_piece = settings.court_piece.clone();
    move |cfg| {
        cfg.app_data(web::Data::new(limits))
            .service(resource("/health", Method::GET, service::health))
            .service(resource("/openapi.json", Method::GET, openapi::serve))
            .service(resource("/metrics", Method::GET, metrics::serve))
            .configure(chor_voli::configure(chor_voli))
            .configure(court_piece::configure(court_piece))
            .service(resource("/docs", Method::GET, || async {
                HttpResponse::PermanentRedirect()
                    .insert_header((header::LOCATION, "/docs/"))
                    .finish()
            }))
            .configure(play::configure)
            .configure(rules::configure)
            .service(
                SwaggerUi::new("/docs/{_:.*}")
                    // The base layout: no "Explore" bar inviting to load some other document.
                    .config(Config::new(["/openapi.json"]).use_base_layout()),
            )
            .default_service(web::to(|req: HttpRequest| async move {
                problem_response(&Problem::not_found(req.path()))
            }));
    }
}

/// CORS for the configured origins (`*` allows any); without origins the middleware is off
/// and no CORS header is ever sent.
fn cors(origins: &[String]) -> actix_cors::Cors {
    let mut cors = actix_cors::Cors::default()
        .allowed_methods(["GET", "POST"])
        .allowed_headers([header::CONTENT_TYPE, middleware::REQUEST_ID])
        .expose_headers([middleware::REQUEST_ID])
        .max_age(3600);
    for origin in origins {
        cors = if origin == "*" {
            cors.allow_any_origin()
        } else {
            cors.allowed_origin(origin)
        };
    }
    cors
}

/// The server on `listener`, with the settings' workers, timeouts and limits.
pub fn server(listener: TcpListener, settings: &Settings) -> std::io::Result<Server> {
    openapi::spec_json();
    metrics::handle();
    let app_settings = settings.clone();
    let origins = settings.cors_origins.clone();
    let server = HttpServer::new(move || {
        App::new()
            // Answers are compressed for clients that ask (gzip, br); innermost, so that the
            // middleware outside it adds its headers to the compressed answer.
            .wrap(actix_web::middleware::Compress::default())
            .wrap(actix_web::middleware::from_fn(middleware::observe))
            .wrap(actix_web::middleware::Condition::new(
                !origins.is_empty(),
                cors(&origins),
            ))
            .configure(configure(&app_settings))
    })
    // Each connection's socket, kept so that a long analysis sees its client leave.
    .on_connect(disconnect::on_connect)
    .workers(settings.workers)
    .client_request_timeout(Duration::from_millis(settings.client_request_timeout_ms))
    .keep_alive(Duration::from_secs(settings.keep_alive_s))
    .max_connections(settings.max_connections)
    .shutdown_timeout(30)
    // The binary stops the server itself, gracefully on both SIGTERM and SIGINT.
    .disable_signals()
    .listen(listener)?
    .run();
    Ok(server)
}
