//! Every setting of the service, read from the environment or the command line, each with a
//! default, so that `cargo run --release` serves with no configuration at all. Each setting
//! has a flag beside its variable (`--port` for `HAKAM_PORT`; the flag wins): [`Flags`] is
//! the command line's part, and both go through [`Settings::from_lookup`], the one place
//! where values are read and checked. The transport's settings stand
//! alone; each game family has its own section of limits. Nothing here imports an engine.
//!
//! | variable | default | meaning |
//! |---|---|---|
//! | `HAKAM_HOST` | `127.0.0.1` | address to bind |
//! | `HAKAM_PORT` | `8080` | port to bind (0 = any free port) |
//! | `HAKAM_WORKERS` | number of cores | HTTP worker threads |
//! | `HAKAM_LOG_FORMAT` | `pretty` | `pretty` or `json` |
//! | `HAKAM_LOG` (or `RUST_LOG`) | `info` | a tracing filter, e.g. `hakam=debug,info` |
//! | `HAKAM_BODY_LIMIT` | `1048576` | largest request body in bytes |
//! | `HAKAM_CHOR_VOLI_MAX_COMBINATIONS` | `10000` | combinations per evaluate or compare request |
//! | `HAKAM_CHOR_VOLI_MAX_DEALS` | `1000` | deals per game (1 to 1 000) |
//! | `HAKAM_CHOR_VOLI_MAX_SUGGESTIONS` | `50` | the largest `limit` of a suggest request |
//! | `HAKAM_CHOR_VOLI_SOLVER_BUDGET` | `500000` | search nodes one suggest request may visit (about 10 ms) |
//! | `HAKAM_CHOR_VOLI_SOLVER_INLINE_NODES` | `5000` | a suggest search that completes within this many nodes runs on the request worker; a longer one runs again off it (0: always off) |
//! | `HAKAM_CHOR_VOLI_ADVISE_MAX_WORK` | `400000` | samples × candidates one advise request may score |
//! | `HAKAM_CHOR_VOLI_ADVISE_THREADS` | number of cores | threads one advise request spreads its samples over |
//! | `HAKAM_COURT_PIECE_MAX_DEALS` | `1000` | deals per Court piece game (1 to 1 000) |
//! | `HAKAM_COURT_PIECE_ANALYSIS_BUDGET` | `50000000` | search nodes per deal analysed (a few seconds): a `deals/analyse` request may visit that many, a `trumps/advise` request that many times its samples, shared among them |
//! | `HAKAM_COURT_PIECE_ANALYSIS_THREADS` | number of cores | threads one `trumps/advise` request solves its samples on, and one `deals/analyse` request its trumps |
//! | `HAKAM_CLIENT_REQUEST_TIMEOUT_MS` | `5000` | time a client has to send a request's head |
//! | `HAKAM_KEEP_ALIVE_S` | `5` | idle keep-alive before a connection is closed |
//! | `HAKAM_MAX_CONNECTIONS` | `25000` | open connections per worker |
//! | `HAKAM_CORS_ORIGINS` | (none: CORS off) | comma-separated origins allowed to call from a browser, or `*` |
//!
//! The README's table is the same, with each variable's flag.

use std::fmt;
use std::str::FromStr;

/// Every setting as a command-line flag, each falling back to its variable (clap reads the
/// environment). Values stay text here: [`Settings::from_flags`] reads and checks them.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct Flags {
    /// Address to bind [default: 127.0.0.1]
    #[arg(long, env = "HAKAM_HOST", global = true, value_name = "ADDRESS")]
    pub host: Option<String>,
    /// Port to bind; 0 = any free port [default: 8080]
    #[arg(long, env = "HAKAM_PORT", global = true)]
    pub port: Option<String>,
    /// HTTP worker threads [default: the number of cores]
    #[arg(long, env = "HAKAM_WORKERS", global = true, value_name = "N")]
    pub workers: Option<String>,
    /// Log lines as `pretty` or `json` [default: pretty]
    #[arg(long, env = "HAKAM_LOG_FORMAT", global = true, value_name = "FORMAT")]
    pub log_format: Option<String>,
    /// A tracing filter, e.g. `hakam=debug,info` (RUST_LOG is read too) [default: info]
    #[arg(long, env = "HAKAM_LOG", global = true, value_name = "FILTER")]
    pub log: Option<String>,
    /// Largest request body in bytes [default: 1048576]
    #[arg(long, env = "HAKAM_BODY_LIMIT", global = true, value_name = "BYTES")]
    pub body_limit: Option<String>,
    /// Combinations per Chor Voli evaluate or compare request [default: 10000]
    #[arg(
        long,
        env = "HAKAM_CHOR_VOLI_MAX_COMBINATIONS",
        global = true,
        value_name = "N"
    )]
    pub chor_voli_max_combinations: Option<String>,
    /// Deals per Chor Voli game, 1 to 1000 [default: 1000]
    #[arg(
        long,
        env = "HAKAM_CHOR_VOLI_MAX_DEALS",
        global = true,
        value_name = "N"
    )]
    pub chor_voli_max_deals: Option<String>,
    /// The largest `limit` of a Chor Voli suggest request [default: 50]
    #[arg(
        long,
        env = "HAKAM_CHOR_VOLI_MAX_SUGGESTIONS",
        global = true,
        value_name = "N"
    )]
    pub chor_voli_max_suggestions: Option<String>,
    /// Search nodes one suggest request may visit (about 10 ms) [default: 500000]
    #[arg(
        long,
        env = "HAKAM_CHOR_VOLI_SOLVER_BUDGET",
        global = true,
        value_name = "NODES"
    )]
    pub chor_voli_solver_budget: Option<String>,
    /// Deals per Court piece game, 1 to 1000 [default: 1000]
    #[arg(
        long,
        env = "HAKAM_COURT_PIECE_MAX_DEALS",
        global = true,
        value_name = "N"
    )]
    pub court_piece_max_deals: Option<String>,
    /// A suggest search that completes within this many nodes runs on the request worker;
    /// 0: always off it [default: 5000]
    #[arg(
        long,
        env = "HAKAM_CHOR_VOLI_SOLVER_INLINE_NODES",
        global = true,
        value_name = "NODES"
    )]
    pub chor_voli_solver_inline_nodes: Option<String>,
    /// Samples × candidates one advise request may score [default: 400000]
    #[arg(
        long,
        env = "HAKAM_CHOR_VOLI_ADVISE_MAX_WORK",
        global = true,
        value_name = "N"
    )]
    pub chor_voli_advise_max_work: Option<String>,
    /// Threads one advise request spreads its samples over [default: the number of cores]
    #[arg(
        long,
        env = "HAKAM_CHOR_VOLI_ADVISE_THREADS",
        global = true,
        value_name = "N"
    )]
    pub chor_voli_advise_threads: Option<String>,
    /// Search nodes per Court piece deal analysed: a deals/analyse request may visit that
    /// many, a trumps/advise request that many times its samples [default: 50000000]
    #[arg(
        long,
        env = "HAKAM_COURT_PIECE_ANALYSIS_BUDGET",
        global = true,
        value_name = "NODES"
    )]
    pub court_piece_analysis_budget: Option<String>,
    /// Threads one Court piece trumps/advise request solves its samples on, and one
    /// deals/analyse request its trumps [default: the number of cores]
    #[arg(
        long,
        env = "HAKAM_COURT_PIECE_ANALYSIS_THREADS",
        global = true,
        value_name = "N"
    )]
    pub court_piece_analysis_threads: Option<String>,
    /// Time a client has to send a request's head, in ms [default: 5000]
    #[arg(
        long,
        env = "HAKAM_CLIENT_REQUEST_TIMEOUT_MS",
        global = true,
        value_name = "MS"
    )]
    pub client_request_timeout_ms: Option<String>,
    /// Idle keep-alive before a connection is closed, in s [default: 5]
    #[arg(long, env = "HAKAM_KEEP_ALIVE_S", global = true, value_name = "S")]
    pub keep_alive_s: Option<String>,
    /// Open connections per worker [default: 25000]
    #[arg(long, env = "HAKAM_MAX_CONNECTIONS", global = true, value_name = "N")]
    pub max_connections: Option<String>,
    /// Comma-separated origins allowed to call from a browser, or `*` [default: none, CORS off]
    #[arg(
        long,
        env = "HAKAM_CORS_ORIGINS",
        global = true,
        value_name = "ORIGINS"
    )]
    pub cors_origins: Option<String>,
}

impl Flags {
    /// The value given for `variable`, by its flag or in the environment.
    fn get(&self, variable: &str) -> Option<String> {
        let value = match variable {
            "HAKAM_HOST" => &self.host,
            "HAKAM_PORT" => &self.port,
            "HAKAM_WORKERS" => &self.workers,
            "HAKAM_LOG_FORMAT" => &self.log_format,
            "HAKAM_LOG" => &self.log,
            "HAKAM_BODY_LIMIT" => &self.body_limit,
            "HAKAM_CHOR_VOLI_MAX_COMBINATIONS" => &self.chor_voli_max_combinations,
            "HAKAM_CHOR_VOLI_MAX_DEALS" => &self.chor_voli_max_deals,
            "HAKAM_CHOR_VOLI_MAX_SUGGESTIONS" => &self.chor_voli_max_suggestions,
            "HAKAM_CHOR_VOLI_SOLVER_BUDGET" => &self.chor_voli_solver_budget,
            "HAKAM_COURT_PIECE_MAX_DEALS" => &self.court_piece_max_deals,
            "HAKAM_COURT_PIECE_ANALYSIS_BUDGET" => &self.court_piece_analysis_budget,
            "HAKAM_COURT_PIECE_ANALYSIS_THREADS" => &self.court_piece_analysis_threads,
            "HAKAM_CHOR_VOLI_SOLVER_INLINE_NODES" => &self.chor_voli_solver_inline_nodes,
            "HAKAM_CHOR_VOLI_ADVISE_MAX_WORK" => &self.chor_voli_advise_max_work,
            "HAKAM_CHOR_VOLI_ADVISE_THREADS" => &self.chor_voli_advise_threads,
            "HAKAM_CLIENT_REQUEST_TIMEOUT_MS" => &self.client_request_timeout_ms,
            "HAKAM_KEEP_ALIVE_S" => &self.keep_alive_s,
            "HAKAM_MAX_CONNECTIONS" => &self.max_connections,
            "HAKAM_CORS_ORIGINS" => &self.cors_origins,
            "RUST_LOG" => return std::env::var("RUST_LOG").ok(),
            _ => return None,
        };
        value.clone()
    }
}

/// How log lines are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LogFormat {
    Pretty,
    Json,
}

impl FromStr for LogFormat {
    type Err = String;
    fn from_str(s: &str) -> Result<LogFormat, String> {
        match s {
            "pretty" => Ok(LogFormat::Pretty),
            "json" => Ok(LogFormat::Json),
            _ => Err(format!("{s:?} is neither \"pretty\" nor \"json\"")),
        }
    }
}

/// The transport's limits, the same for every family.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Limits {
    /// The largest request body, in bytes.
    pub body_bytes: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            body_bytes: 1024 * 1024,
        }
    }
}

/// The most deals a Chor Voli game may have (the engine's own bound, `chor_voli::game::MAX_DEALS`;
/// a test checks the two agree).
pub const CHOR_VOLI_MAX_DEALS: usize = 1_000;

/// The limits of the Chor Voli and Ramchi endpoints.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChorVoliLimits {
    /// Combinations per evaluate or compare request.
    pub max_combinations: usize,
    /// Deals per game (1 to [`CHOR_VOLI_MAX_DEALS`]).
    pub max_deals: usize,
    /// The largest `limit` of a suggest request.
    pub max_suggestions: usize,
    /// Search nodes one suggest request may visit (the engine's `Budget::DEFAULT_MAX_NODES`;
    /// a test checks the two agree), and every search of an advise request.
    pub solver_budget: u64,
    /// Search nodes a suggest request may spend on the request worker before its search is
    /// run again off it (0: always off). Measured in docs/performance.md: 5 000 nodes
    /// complete every 13-card search at limit 5 and 99.5 % of 17-card ones, each in at most
    /// about 0.1 ms.
    pub solver_inline_nodes: u64,
    /// Scorings (samples × candidates) one advise request may do (the engine's
    /// `AdviseLimits::DEFAULT_MAX_WORK`; a test checks the two agree).
    pub advise_max_work: u64,
    /// Threads one advise request spreads its samples over.
    pub advise_threads: usize,
}

impl Default for ChorVoliLimits {
    fn default() -> ChorVoliLimits {
        ChorVoliLimits {
            max_combinations: 10_000,
            max_deals: CHOR_VOLI_MAX_DEALS,
            max_suggestions: 50,
            solver_budget: 500_000,
            solver_inline_nodes: 5_000,
            advise_max_work: 400_000,
            advise_threads: cores(),
        }
    }
}

/// The most deals a Court piece game may have.
pub const COURT_PIECE_MAX_DEALS: usize = 1_000;

/// The limits of the Court piece endpoints.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CourtPieceLimits {
    /// Deals per game (1 to [`COURT_PIECE_MAX_DEALS`]).
    pub max_deals: usize,
    /// Search nodes one analysis request (deals/analyse, trumps/advise) may visit.
    pub analysis_budget: u64,
    /// Threads one trumps/advise request solves its samples on.
    pub analysis_threads: usize,
}

impl Default for CourtPieceLimits {
    fn default() -> CourtPieceLimits {
        CourtPieceLimits {
            max_deals: COURT_PIECE_MAX_DEALS,
            analysis_budget: 50_000_000,
            analysis_threads: cores(),
        }
    }
}

/// The cores this process may run on (2 when that cannot be told).
fn cores() -> usize {
    std::thread::available_parallelism().map_or(2, |n| n.get())
}

/// All settings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    pub host: String,
    pub port: u16,
    pub workers: usize,
    pub log_format: LogFormat,
    pub log_filter: String,
    pub limits: Limits,
    pub chor_voli: ChorVoliLimits,
    pub court_piece: CourtPieceLimits,
    pub client_request_timeout_ms: u64,
    pub keep_alive_s: u64,
    pub max_connections: usize,
    /// Browser origins allowed by CORS; empty = CORS off.
    pub cors_origins: Vec<String>,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            host: "127.0.0.1".into(),
            port: 8080,
            workers: cores(),
            log_format: LogFormat::Pretty,
            log_filter: "info".into(),
            limits: Limits::default(),
            chor_voli: ChorVoliLimits::default(),
            court_piece: CourtPieceLimits::default(),
            client_request_timeout_ms: 5_000,
            keep_alive_s: 5,
            max_connections: 25_000,
            cors_origins: Vec::new(),
        }
    }
}

/// A setting that could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfigError {
    pub variable: &'static str,
    pub problem: String,
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.variable, self.problem)
    }
}

impl std::error::Error for ConfigError {}

impl Settings {
    /// Reads the settings from the process environment.
    pub fn from_env() -> Result<Settings, ConfigError> {
        Settings::from_lookup(|name| std::env::var(name).ok())
    }

    /// Reads the settings from the command line's flags (each of which falls back to its
    /// variable).
    pub fn from_flags(flags: &Flags) -> Result<Settings, ConfigError> {
        Settings::from_lookup(|name| flags.get(name))
    }

    /// Reads the settings through `lookup` (the environment, or a map in tests).
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Settings, ConfigError> {
        let mut s = Settings::default();
        fn read<T: FromStr>(
            lookup: &impl Fn(&str) -> Option<String>,
            variable: &'static str,
            target: &mut T,
            valid: impl Fn(&T) -> bool,
        ) -> Result<(), ConfigError>
        where
            T::Err: fmt::Display,
        {
            if let Some(text) = lookup(variable) {
                let value = text.trim().parse::<T>().map_err(|e| ConfigError {
                    variable,
                    problem: format!("{text:?}: {e}"),
                })?;
                if !valid(&value) {
                    return Err(ConfigError {
                        variable,
                        problem: format!("{text:?} is out of range"),
                    });
                }
                *target = value;
            }
            Ok(())
        }
        fn any<T>(_: &T) -> bool {
            true
        }
        let positive = |v: &usize| *v > 0;
        read(&lookup, "HAKAM_HOST", &mut s.host, |h: &String| {
            !h.is_empty()
        })?;
        read(&lookup, "HAKAM_PORT", &mut s.port, any)?;
        read(&lookup, "HAKAM_WORKERS", &mut s.workers, positive)?;
        read(&lookup, "HAKAM_LOG_FORMAT", &mut s.log_format, any)?;
        if let Some(filter) = lookup("HAKAM_LOG").or_else(|| lookup("RUST_LOG")) {
            s.log_filter = filter;
        }
        read(
            &lookup,
            "HAKAM_BODY_LIMIT",
            &mut s.limits.body_bytes,
            positive,
        )?;
        let l = &mut s.chor_voli;
        read(
            &lookup,
            "HAKAM_CHOR_VOLI_MAX_COMBINATIONS",
            &mut l.max_combinations,
            |v| *v >= 2,
        )?;
        read(
            &lookup,
            "HAKAM_CHOR_VOLI_MAX_DEALS",
            &mut l.max_deals,
            |v| (1..=CHOR_VOLI_MAX_DEALS).contains(v),
        )?;
        read(
            &lookup,
            "HAKAM_CHOR_VOLI_MAX_SUGGESTIONS",
            &mut l.max_suggestions,
            positive,
        )?;
        read(
            &lookup,
            "HAKAM_CHOR_VOLI_SOLVER_BUDGET",
            &mut l.solver_budget,
            |v| *v > 0,
        )?;
        read(
            &lookup,
            "HAKAM_CHOR_VOLI_SOLVER_INLINE_NODES",
            &mut l.solver_inline_nodes,
            any,
        )?;
        read(
            &lookup,
            "HAKAM_CHOR_VOLI_ADVISE_MAX_WORK",
            &mut l.advise_max_work,
            |v| *v > 0,
        )?;
        read(
            &lookup,
            "HAKAM_CHOR_VOLI_ADVISE_THREADS",
            &mut l.advise_threads,
            positive,
        )?;
        read(
            &lookup,
            "HAKAM_COURT_PIECE_MAX_DEALS",
            &mut s.court_piece.max_deals,
            |v| (1..=COURT_PIECE_MAX_DEALS).contains(v),
        )?;
        read(
            &lookup,
            "HAKAM_COURT_PIECE_ANALYSIS_BUDGET",
            &mut s.court_piece.analysis_budget,
            |v| *v > 0,
        )?;
        read(
            &lookup,
            "HAKAM_COURT_PIECE_ANALYSIS_THREADS",
            &mut s.court_piece.analysis_threads,
            positive,
        )?;
        read(
            &lookup,
            "HAKAM_CLIENT_REQUEST_TIMEOUT_MS",
            &mut s.client_request_timeout_ms,
            |v| *v > 0,
        )?;
        read(&lookup, "HAKAM_KEEP_ALIVE_S", &mut s.keep_alive_s, any)?;
        read(
            &lookup,
            "HAKAM_MAX_CONNECTIONS",
            &mut s.max_connections,
            positive,
        )?;
        if let Some(list) = lookup("HAKAM_CORS_ORIGINS") {
            for origin in list.split(',').map(str::trim).filter(|o| !o.is_empty()) {
                if !valid_origin(origin) {
                    return Err(ConfigError {
                        variable: "HAKAM_CORS_ORIGINS",
                        problem: format!(
                            "{origin:?} is not an origin (scheme://host[:port], or *)"
                        ),
                    });
                }
                s.cors_origins.push(origin.to_owned());
            }
        }
        Ok(s)
    }
}

/// `*`, or `http(s)://host[:port]` with nothing after the authority.
fn valid_origin(origin: &str) -> bool {
    if origin == "*" {
        return true;
    }
    let rest = origin
        .strip_prefix("https://")
        .or_else(|| origin.strip_prefix("http://"));
    rest.is_some_and(|authority| {
        !authority.is_empty()
            && authority
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b':' | b'[' | b']'))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn from(pairs: &[(&str, &str)]) -> Result<Settings, ConfigError> {
        let map: HashMap<String, String> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        Settings::from_lookup(|k| map.get(k).cloned())
    }

    #[test]
    fn an_empty_environment_gives_the_documented_defaults() {
        let s = from(&[]).unwrap();
        assert_eq!((s.host.as_str(), s.port), ("127.0.0.1", 8080));
        assert_eq!(s.limits.body_bytes, 1_048_576);
        assert_eq!(s.chor_voli.max_combinations, 10_000);
        assert_eq!(s.chor_voli.max_deals, 1_000);
        assert_eq!(s.chor_voli.max_suggestions, 50);
        assert_eq!(s.chor_voli.solver_inline_nodes, 5_000);
        assert_eq!(s.chor_voli.advise_max_work, 400_000);
        assert!(s.chor_voli.advise_threads >= 1);
        assert_eq!(s.log_format, LogFormat::Pretty);
    }

    #[test]
    fn variables_override_defaults_and_bad_values_name_their_variable() {
        let s = from(&[("HAKAM_PORT", "9000"), ("HAKAM_LOG_FORMAT", "json")]).unwrap();
        assert_eq!((s.port, s.log_format), (9000, LogFormat::Json));
        let e = from(&[("HAKAM_PORT", "eighty")]).unwrap_err();
        assert_eq!(e.variable, "HAKAM_PORT");
        let e = from(&[("HAKAM_BODY_LIMIT", "0")]).unwrap_err();
        assert_eq!(e.variable, "HAKAM_BODY_LIMIT");
        let s = from(&[
            ("HAKAM_CHOR_VOLI_ADVISE_MAX_WORK", "1000"),
            ("HAKAM_CHOR_VOLI_ADVISE_THREADS", "3"),
        ])
        .unwrap();
        assert_eq!(
            (s.chor_voli.advise_max_work, s.chor_voli.advise_threads),
            (1000, 3)
        );
        let e = from(&[("HAKAM_CHOR_VOLI_ADVISE_THREADS", "0")]).unwrap_err();
        assert_eq!(e.variable, "HAKAM_CHOR_VOLI_ADVISE_THREADS");
    }

    #[test]
    fn cors_is_off_by_default_and_takes_only_well_formed_origins() {
        assert!(from(&[]).unwrap().cors_origins.is_empty());
        let s = from(&[(
            "HAKAM_CORS_ORIGINS",
            "https://a.example, http://localhost:3000",
        )])
        .unwrap();
        assert_eq!(
            s.cors_origins,
            ["https://a.example", "http://localhost:3000"]
        );
        for bad in ["a.example", "https://a.example/path", "ftp://x", "https://"] {
            let e = from(&[("HAKAM_CORS_ORIGINS", bad)]).unwrap_err();
            assert_eq!(e.variable, "HAKAM_CORS_ORIGINS", "{bad}");
        }
    }

    #[test]
    fn every_setting_has_a_flag_that_reaches_it() {
        use clap::Parser;
        #[derive(Parser)]
        struct Cli {
            #[command(flatten)]
            flags: Flags,
        }
        let args = [
            "hakam",
            "--host=0.0.0.0",
            "--port=9000",
            "--workers=3",
            "--log-format=json",
            "--log=debug",
            "--body-limit=2048",
            "--chor-voli-max-combinations=20",
            "--chor-voli-max-deals=7",
            "--chor-voli-max-suggestions=5",
            "--chor-voli-solver-budget=99",
            "--court-piece-max-deals=8",
            "--chor-voli-solver-inline-nodes=0",
            "--chor-voli-advise-max-work=1000",
            "--chor-voli-advise-threads=4",
            "--client-request-timeout-ms=100",
            "--keep-alive-s=1",
            "--max-connections=10",
            "--cors-origins=https://a.example",
        ];
        let s = Settings::from_flags(&Cli::parse_from(args).flags).unwrap();
        let expected = Settings {
            host: "0.0.0.0".into(),
            port: 9000,
            workers: 3,
            log_format: LogFormat::Json,
            log_filter: "debug".into(),
            limits: Limits { body_bytes: 2048 },
            chor_voli: ChorVoliLimits {
                max_combinations: 20,
                max_deals: 7,
                max_suggestions: 5,
                solver_budget: 99,
                solver_inline_nodes: 0,
                advise_max_work: 1000,
                advise_threads: 4,
            },
            court_piece: CourtPieceLimits {
                max_deals: 8,
                ..CourtPieceLimits::default()
            },
            client_request_timeout_ms: 100,
            keep_alive_s: 1,
            max_connections: 10,
            cors_origins: vec!["https://a.example".into()],
        };
        assert_eq!(s, expected);
        let e = Settings::from_flags(&Cli::parse_from(["hakam", "--port=eighty"]).flags);
        assert_eq!(e.unwrap_err().variable, "HAKAM_PORT");
    }

    #[test]
    fn the_readme_table_lists_every_setting_with_its_flag() {
        use clap::CommandFactory;
        #[derive(clap::Parser)]
        struct Cli {
            #[command(flatten)]
            flags: Flags,
        }
        let readme = include_str!("../README.md");
        let mut seen = 0;
        for arg in Cli::command().get_arguments() {
            let (Some(variable), Some(flag)) = (arg.get_env(), arg.get_long()) else {
                continue;
            };
            let variable = variable.to_str().unwrap();
            let row = readme
                .lines()
                .find(|line| line.starts_with(&format!("| `{variable}`")))
                .unwrap_or_else(|| panic!("no README row for {variable}"));
            assert!(row.contains(&format!("`--{flag}`")), "{row}");
            seen += 1;
        }
        assert_eq!(seen, 20);
    }
}
