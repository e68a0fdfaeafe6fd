//! The HTTP face of Chor Voli and Ramchi: its prefix, its routes, its OpenAPI fragment and the
//! limits that fragment describes.
//!
//! Every path is written once: relative here and in each `#[utoipa::path]`; the app mounts
//! [`configure`] under [`PREFIX`], and the root document nests [`Api`] under the same prefix.

pub mod combinations;
pub mod deals;
pub mod games;
pub mod partitions;
pub mod presets;
pub mod rounds;
pub mod wire;

use super::seed::MAX_SEED_CHARS;
use super::{resource, thousands};
use crate::chor_voli::{advise, deal, game, rules};
use crate::config::ChorVoliLimits;
use actix_web::http::Method;
use actix_web::web;
use utoipa::OpenApi;

/// Where the family's endpoints live.
pub const PREFIX: &str = "/v1/chor-voli";

/// The family's one tag in the OpenAPI document.
pub const TAG: &str = "Chor Voli and Ramchi";

/// The family's routes under [`PREFIX`], with its limits. Builds the engine's lookup tables
/// first, so that no request pays for them.
pub fn configure(limits: ChorVoliLimits) -> impl FnOnce(&mut web::ServiceConfig) {
    move |cfg| {
        crate::chor_voli::combination::warm_up();
        cfg.service(
            web::scope(PREFIX)
                .app_data(web::Data::new(limits))
                .service(resource("/rules/presets", Method::GET, presets::presets))
                .service(resource(
                    "/combinations/evaluate",
                    Method::POST,
                    combinations::evaluate,
                ))
                .service(resource(
                    "/combinations/compare",
                    Method::POST,
                    combinations::compare,
                ))
                .service(resource("/rounds/resolve", Method::POST, rounds::round))
                .service(resource(
                    "/partitions/validate",
                    Method::POST,
                    partitions::validate,
                ))
                .service(resource(
                    "/partitions/suggest",
                    Method::POST,
                    partitions::suggest,
                ))
                .service(resource(
                    "/partitions/advise",
                    Method::POST,
                    partitions::advise,
                ))
                .service(resource("/deals", Method::POST, deals::deal))
                .service(resource("/deals/resolve", Method::POST, deals::resolve))
                .service(resource("/games/resolve", Method::POST, games::game)),
        );
    }
}

/// The family's part of the OpenAPI document, with paths relative to [`PREFIX`].
#[derive(OpenApi)]
#[openapi(
    paths(
        presets::presets,
        combinations::evaluate,
        combinations::compare,
        rounds::round,
        partitions::validate,
        partitions::suggest,
        partitions::advise,
        deals::deal,
        deals::resolve,
        games::game,
    ),
    components(schemas(wire::Triple, wire::Amount, wire::Chips))
)]
pub struct Api;

/// The family's limits, as the root OpenAPI document describes them: the configured ones from
/// `limits` (the defaults, in the committed document), each with its variable, and the
/// engine's own, read from its constants.
pub fn limits(limits: &ChorVoliLimits) -> String {
    format!(
        "**Limits of Chor Voli and Ramchi**: at most {combinations} combinations per evaluate or \
compare request (`HAKAM_CHOR_VOLI_MAX_COMBINATIONS`); at most {deals} deals per game \
(`HAKAM_CHOR_VOLI_MAX_DEALS`); suggest `limit` at most {suggestions} \
(`HAKAM_CHOR_VOLI_MAX_SUGGESTIONS`); a seed at most {seed} characters; a pool carried into a \
deal at most {pool} chips; a player's chips in a game 0 to {chips}; an ante or payout 0 to \
{amount} chips; the solver visits at most {budget} search nodes per request (about 10 ms) \
(`HAKAM_CHOR_VOLI_SOLVER_BUDGET`); advise scores at most {candidates} candidates per hand, \
{samples} samples, {partitions} named partitions, and samples × partitions scored at most \
{work} (`HAKAM_CHOR_VOLI_ADVISE_MAX_WORK`).",
        combinations = thousands(limits.max_combinations as u64),
        deals = thousands(limits.max_deals as u64),
        suggestions = thousands(limits.max_suggestions as u64),
        seed = thousands(MAX_SEED_CHARS as u64),
        pool = power(deal::MAX_POOL_CARRIED),
        chips = power(game::MAX_CHIPS),
        amount = power(rules::MAX_AMOUNT),
        budget = thousands(limits.solver_budget),
        candidates = thousands(advise::MAX_CANDIDATES as u64),
        samples = thousands(advise::MAX_SAMPLES as u64),
        partitions = thousands(advise::MAX_PARTITIONS as u64),
        work = thousands(limits.advise_max_work),
    )
}

/// A bound on chips as a reader takes it in: `10^15`, `2^53 − 1` (one below a power of two:
/// the integers a JSON client holds exactly), else the number in groups of three digits.
fn power(n: i64) -> String {
    let n = n as u64;
    let exponent = |n: u64, base: u64| {
        let k = n.checked_ilog(base)?;
        (base.pow(k) == n && k > 1).then_some(k)
    };
    if let Some(k) = exponent(n, 10) {
        format!("10^{k}")
    } else if let Some(k) = n.checked_add(1).and_then(|m| exponent(m, 2)) {
        format!("2^{k} − 1")
    } else {
        thousands(n)
    }
}

#[cfg(test)]
mod tests {
    use super::power;

    #[test]
    fn a_bound_on_chips_reads_as_a_power_when_it_is_one() {
        assert_eq!(power(1_000_000_000), "10^9");
        assert_eq!(power((1 << 53) - 1), "2^53 − 1");
        assert_eq!(power(1_234), "1 234");
        assert_eq!(power(10), "10");
    }
}
