//! Every setting of the service, read from the environment or the command line, each with a
//! default, so that `cargo run --release` serves with no configuration at all.
//!
//! Each setting is declared once, in [`SETTINGS`]: its variable, its flag, its default, its
//! bound and its help. The rest is derived from that table: the command line's flags
//! ([`Flags`], each falling back to its variable; the flag wins), the defaults
//! ([`Settings::default`]), the reading and checking of values ([`Settings::from_lookup`], the
//! one place where values are read), `hakam --help`, and the README's table of settings (a
//! test fails when the README differs, and prints the table it expects). The transport's
//! settings stand alone; each game family has its own section of limits. The engines' own
//! bounds and defaults are read from the engines (which never import this module).

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

/// One setting, everything about it written here once.
#[derive(Debug)]
pub struct Setting {
    /// The environment variable, e.g. `HAKAM_PORT`.
    pub variable: &'static str,
    /// A variable read when [`Setting::variable`] is not set (`RUST_LOG` for the log filter).
    pub fallback: Option<&'static str>,
    /// The flag's long name, without its dashes: `port` for `--port`.
    pub flag: &'static str,
    /// What `--help` calls the flag's value.
    pub value_name: &'static str,
    /// The value when neither the flag nor the variable is given.
    pub default: DefaultValue,
    /// The values allowed, beyond what the value's type allows.
    pub bound: Bound,
    /// What the setting is for, in a sentence (`--help` and the README).
    pub help: &'static str,
    /// Where the value goes in [`Settings`], and how its text is read.
    target: Target,
}

/// A setting's value when none is given.
#[derive(Debug, Clone, Copy)]
pub enum DefaultValue {
    /// This text, read as a given value would be.
    Text(&'static str),
    /// This number.
    Number(u64),
    /// The number of cores this process may run on (2 when that cannot be told).
    Cores,
    /// No value; the text says what that means.
    Unset(&'static str),
}

/// The values a setting allows, beyond what its type allows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bound {
    /// Any value of the type.
    Any,
    /// Text that is not empty once trimmed.
    NotEmpty,
    /// A number at least this.
    AtLeast(u64),
    /// A number from the first to the second, both included.
    Between(u64, u64),
}

/// Where a setting's value goes in [`Settings`], by the type it is read as.
#[derive(Debug, Clone, Copy)]
enum Target {
    /// Text taken as written (a tracing filter).
    Verbatim(fn(&mut Settings) -> &mut String),
    /// Text, trimmed.
    Text(fn(&mut Settings) -> &mut String),
    Port(fn(&mut Settings) -> &mut u16),
    Count(fn(&mut Settings) -> &mut usize),
    Amount(fn(&mut Settings) -> &mut u64),
    LogFormat(fn(&mut Settings) -> &mut LogFormat),
    /// Comma-separated browser origins.
    Origins(fn(&mut Settings) -> &mut Vec<String>),
}

/// Every setting, in the order `--help` and the README list them and values are checked: the
/// transport's, then each family's limits, then the connections'.
pub const SETTINGS: &[Setting] = &[
    Setting {
        variable: "HAKAM_HOST",
        fallback: None,
        flag: "host",
        value_name: "ADDRESS",
        default: DefaultValue::Text("127.0.0.1"),
        bound: Bound::NotEmpty,
        help: "Address to bind (`0.0.0.0` in a container)",
        target: Target::Text(|s| &mut s.host),
    },
    Setting {
        variable: "HAKAM_PORT",
        fallback: None,
        flag: "port",
        value_name: "PORT",
        default: DefaultValue::Number(8080),
        bound: Bound::Any,
        help: "Port to bind; 0 = any free port",
        target: Target::Port(|s| &mut s.port),
    },
    Setting {
        variable: "HAKAM_WORKERS",
        fallback: None,
        flag: "workers",
        value_name: "N",
        default: DefaultValue::Cores,
        bound: Bound::AtLeast(1),
        help: "HTTP worker threads",
        target: Target::Count(|s| &mut s.workers),
    },
    Setting {
        variable: "HAKAM_LOG_FORMAT",
        fallback: None,
        flag: "log-format",
        value_name: "FORMAT",
        default: DefaultValue::Text("pretty"),
        bound: Bound::Any,
        help: "Log lines as `pretty` or `json` (one object a line)",
        target: Target::LogFormat(|s| &mut s.log_format),
    },
    Setting {
        variable: "HAKAM_LOG",
        fallback: Some("RUST_LOG"),
        flag: "log",
        value_name: "FILTER",
        default: DefaultValue::Text("info"),
        bound: Bound::Any,
        help: "A tracing filter, e.g. `hakam=debug,info`",
        target: Target::Verbatim(|s| &mut s.log_filter),
    },
    Setting {
        variable: "HAKAM_BODY_LIMIT",
        fallback: None,
        flag: "body-limit",
        value_name: "BYTES",
        default: DefaultValue::Number(1024 * 1024),
        bound: Bound::AtLeast(1),
        help: "Largest request body in bytes (413 above)",
        target: Target::Count(|s| &mut s.limits.body_bytes),
    },
    Setting {
        variable: "HAKAM_CHOR_VOLI_MAX_COMBINATIONS",
        fallback: None,
        flag: "chor-voli-max-combinations",
        value_name: "N",
        default: DefaultValue::Number(10_000),
        // A compare request needs two.
        bound: Bound::AtLeast(2),
        help: "Combinations per Chor Voli evaluate or compare request",
        target: Target::Count(|s| &mut s.chor_voli.max_combinations),
    },
    Setting {
        variable: "HAKAM_CHOR_VOLI_MAX_DEALS",
        fallback: None,
        flag: "chor-voli-max-deals",
        value_name: "N",
        default: DefaultValue::Number(crate::chor_voli::game::MAX_DEALS as u64),
        bound: Bound::Between(1, crate::chor_voli::game::MAX_DEALS as u64),
        help: "Deals per Chor Voli game",
        target: Target::Count(|s| &mut s.chor_voli.max_deals),
    },
    Setting {
        variable: "HAKAM_CHOR_VOLI_MAX_SUGGESTIONS",
        fallback: None,
        flag: "chor-voli-max-suggestions",
        value_name: "N",
        default: DefaultValue::Number(50),
        bound: Bound::AtLeast(1),
        help: "The largest `limit` of a Chor Voli suggest request",
        target: Target::Count(|s| &mut s.chor_voli.max_suggestions),
    },
    Setting {
        variable: "HAKAM_CHOR_VOLI_SOLVER_BUDGET",
        fallback: None,
        flag: "chor-voli-solver-budget",
        value_name: "NODES",
        default: DefaultValue::Number(crate::chor_voli::solver::Budget::DEFAULT_MAX_NODES),
        bound: Bound::AtLeast(1),
        help: "Search nodes one Chor Voli suggest request may visit, and each search of an \
advise request: a short bound on any request, far above what the hardest hand needs",
        target: Target::Amount(|s| &mut s.chor_voli.solver_budget),
    },
    Setting {
        variable: "HAKAM_CHOR_VOLI_SOLVER_INLINE_NODES",
        fallback: None,
        flag: "chor-voli-solver-inline-nodes",
        value_name: "NODES",
        default: DefaultValue::Number(5_000),
        bound: Bound::Any,
        help: "A Chor Voli suggest search that completes within this many nodes runs on the \
request worker; a longer one runs again off it (0: always off)",
        target: Target::Amount(|s| &mut s.chor_voli.solver_inline_nodes),
    },
    Setting {
        variable: "HAKAM_CHOR_VOLI_ADVISE_MAX_WORK",
        fallback: None,
        flag: "chor-voli-advise-max-work",
        value_name: "N",
        default: DefaultValue::Number(crate::chor_voli::advise::AdviseLimits::DEFAULT_MAX_WORK),
        bound: Bound::AtLeast(1),
        help: "Samples × candidates one Chor Voli advise request may score (422 above)",
        target: Target::Amount(|s| &mut s.chor_voli.advise_max_work),
    },
    Setting {
        variable: "HAKAM_CHOR_VOLI_ADVISE_THREADS",
        fallback: None,
        flag: "chor-voli-advise-threads",
        value_name: "N",
        default: DefaultValue::Cores,
        bound: Bound::AtLeast(1),
        help: "Threads one Chor Voli advise request spreads its samples over",
        target: Target::Count(|s| &mut s.chor_voli.advise_threads),
    },
    Setting {
        variable: "HAKAM_COURT_PIECE_MAX_DEALS",
        fallback: None,
        flag: "court-piece-max-deals",
        value_name: "N",
        default: DefaultValue::Number(crate::court_piece::MAX_DEALS as u64),
        bound: Bound::Between(1, crate::court_piece::MAX_DEALS as u64),
        help: "Deals per Court piece game",
        target: Target::Count(|s| &mut s.court_piece.max_deals),
    },
    Setting {
        variable: "HAKAM_COURT_PIECE_ANALYSIS_BUDGET",
        fallback: None,
        flag: "court-piece-analysis-budget",
        value_name: "NODES",
        default: DefaultValue::Number(50_000_000),
        bound: Bound::AtLeast(1),
        help: "Search nodes per Court piece deal analysed: a deals/analyse request may visit \
that many, a trumps/advise request that many times its samples, shared among them (over it: \
422 ANALYSIS_BUDGET)",
        target: Target::Amount(|s| &mut s.court_piece.analysis_budget),
    },
    Setting {
        variable: "HAKAM_COURT_PIECE_ADVISE_BUDGET",
        fallback: None,
        flag: "court-piece-advise-budget",
        value_name: "NODES",
        default: DefaultValue::Number(crate::court_piece::analysis::advise::DEFAULT_MAX_NODES),
        bound: Bound::AtLeast(1),
        help: "Search nodes one Court piece trumps/advise request may visit in all, whatever \
its samples: the bound on its time (over it: the blocks solved so far with stop: settled, \
else 422 ANALYSIS_BUDGET)",
        target: Target::Amount(|s| &mut s.court_piece.advise_budget),
    },
    Setting {
        variable: "HAKAM_COURT_PIECE_ADVISE_SETTLE_BUDGET",
        fallback: None,
        flag: "court-piece-advise-settle-budget",
        value_name: "NODES",
        default: DefaultValue::Number(crate::court_piece::analysis::advise::DEFAULT_SETTLE_NODES),
        bound: Bound::AtLeast(1),
        help: "Search nodes past which a Court piece trumps/advise request with stop: settled \
starts no further block of samples and answers with those solved (stopped: budget); its first \
block is always solved, within HAKAM_COURT_PIECE_ADVISE_BUDGET",
        target: Target::Amount(|s| &mut s.court_piece.advise_settle_budget),
    },
    Setting {
        variable: "HAKAM_COURT_PIECE_ANALYSIS_THREADS",
        fallback: None,
        flag: "court-piece-analysis-threads",
        value_name: "N",
        default: DefaultValue::Cores,
        bound: Bound::AtLeast(1),
        help: "Threads one Court piece trumps/advise request solves its samples on, and one \
deals/analyse request its trumps",
        target: Target::Count(|s| &mut s.court_piece.analysis_threads),
    },
    Setting {
        variable: "HAKAM_CLIENT_REQUEST_TIMEOUT_MS",
        fallback: None,
        flag: "client-request-timeout-ms",
        value_name: "MS",
        default: DefaultValue::Number(5_000),
        bound: Bound::AtLeast(1),
        help: "Time a client has to send a request's head, in ms",
        target: Target::Amount(|s| &mut s.client_request_timeout_ms),
    },
    Setting {
        variable: "HAKAM_KEEP_ALIVE_S",
        fallback: None,
        flag: "keep-alive-s",
        value_name: "S",
        default: DefaultValue::Number(5),
        bound: Bound::Any,
        help: "Idle keep-alive before a connection is closed, in s",
        target: Target::Amount(|s| &mut s.keep_alive_s),
    },
    Setting {
        variable: "HAKAM_MAX_CONNECTIONS",
        fallback: None,
        flag: "max-connections",
        value_name: "N",
        default: DefaultValue::Number(25_000),
        bound: Bound::AtLeast(1),
        help: "Open connections per worker",
        target: Target::Count(|s| &mut s.max_connections),
    },
    Setting {
        variable: "HAKAM_CORS_ORIGINS",
        fallback: None,
        flag: "cors-origins",
        value_name: "ORIGINS",
        default: DefaultValue::Unset("none, CORS off"),
        bound: Bound::Any,
        help: "Comma-separated origins allowed to call from a browser \
(`scheme://host[:port]`), or `*`",
        target: Target::Origins(|s| &mut s.cors_origins),
    },
];

impl Setting {
    /// What the setting is for, with its bound and its fallback: the README's meaning, and
    /// `--help`'s before the default.
    pub fn description(&self) -> String {
        let mut text = self.help.to_owned();
        if let Bound::Between(low, high) = self.bound {
            text.push_str(&format!(", {low} to {high}"));
        }
        if let Some(fallback) = self.fallback {
            text.push_str(&format!(" ({fallback} is read too)"));
        }
        text
    }

    /// The default as words: the value itself, or what having none means.
    pub fn default_text(&self) -> String {
        match self.default {
            DefaultValue::Text(text) => text.to_owned(),
            DefaultValue::Number(n) => n.to_string(),
            DefaultValue::Cores => "the number of cores".to_owned(),
            DefaultValue::Unset(meaning) => meaning.to_owned(),
        }
    }

    /// The text the default is read from, as a given value is; `None` when there is none.
    fn default_value(&self) -> Option<String> {
        match self.default {
            DefaultValue::Text(text) => Some(text.to_owned()),
            DefaultValue::Number(n) => Some(n.to_string()),
            DefaultValue::Cores => Some(cores().to_string()),
            DefaultValue::Unset(_) => None,
        }
    }

    /// The command-line flag, which falls back to the variable (clap reads the environment).
    fn arg(&self) -> clap::Arg {
        clap::Arg::new(self.flag)
            .long(self.flag)
            .env(self.variable)
            .global(true)
            .value_name(self.value_name)
            .value_parser(clap::value_parser!(String))
            .action(clap::ArgAction::Set)
            .help(format!(
                "{} [default: {}]",
                self.description(),
                self.default_text()
            ))
    }

    /// Reads `text` into its place in `settings`; the error is the problem, in words.
    fn apply(&self, settings: &mut Settings, text: &str) -> Result<(), String> {
        match self.target {
            Target::Verbatim(field) => *field(settings) = text.to_owned(),
            Target::Text(field) => {
                let value = text.trim();
                if self.bound == Bound::NotEmpty && value.is_empty() {
                    return Err(format!("{text:?} is out of range"));
                }
                *field(settings) = value.to_owned();
            }
            Target::Port(field) => *field(settings) = self.number(text)?,
            Target::Count(field) => *field(settings) = self.number(text)?,
            Target::Amount(field) => *field(settings) = self.number(text)?,
            Target::LogFormat(field) => *field(settings) = parse(text)?,
            Target::Origins(field) => *field(settings) = origins(text)?,
        }
        Ok(())
    }

    /// `text` as a number within the bound.
    fn number<T: FromStr + Copy>(&self, text: &str) -> Result<T, String>
    where
        T::Err: fmt::Display,
        u64: TryFrom<T>,
    {
        let value = parse(text)?;
        let within = u64::try_from(value).is_ok_and(|n| match self.bound {
            Bound::Any | Bound::NotEmpty => true,
            Bound::AtLeast(low) => n >= low,
            Bound::Between(low, high) => (low..=high).contains(&n),
        });
        if within {
            Ok(value)
        } else {
            Err(format!("{text:?} is out of range"))
        }
    }
}

/// `text`, trimmed, as a `T`; the error quotes the text.
fn parse<T: FromStr>(text: &str) -> Result<T, String>
where
    T::Err: fmt::Display,
{
    text.trim().parse().map_err(|e| format!("{text:?}: {e}"))
}

/// A comma-separated list of browser origins, each `*` or `http(s)://host[:port]`.
fn origins(list: &str) -> Result<Vec<String>, String> {
    list.split(',')
        .map(str::trim)
        .filter(|o| !o.is_empty())
        .map(|origin| {
            if valid_origin(origin) {
                Ok(origin.to_owned())
            } else {
                Err(format!(
                    "{origin:?} is not an origin (scheme://host[:port], or *)"
                ))
            }
        })
        .collect()
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

/// The cores this process may run on (2 when that cannot be told).
fn cores() -> usize {
    std::thread::available_parallelism().map_or(2, |n| n.get())
}

/// The values given on the command line or in the environment, by variable: one flag per
/// setting of [`SETTINGS`], each falling back to its variable. Values stay text here:
/// [`Settings::from_flags`] reads and checks them.
#[derive(Debug, Clone, Default)]
pub struct Flags {
    given: BTreeMap<&'static str, String>,
}

impl Flags {
    /// The value given for `variable`, by its flag or in the environment. A fallback
    /// variable (`RUST_LOG`) has no flag and is read from the environment.
    fn get(&self, variable: &str) -> Option<String> {
        if SETTINGS.iter().any(|s| s.fallback == Some(variable)) {
            return std::env::var(variable).ok();
        }
        self.given.get(variable).cloned()
    }
}

impl clap::Args for Flags {
    fn augment_args(command: clap::Command) -> clap::Command {
        command.args(SETTINGS.iter().map(Setting::arg))
    }

    fn augment_args_for_update(command: clap::Command) -> clap::Command {
        Flags::augment_args(command)
    }
}

impl clap::FromArgMatches for Flags {
    fn from_arg_matches(matches: &clap::ArgMatches) -> Result<Flags, clap::Error> {
        let mut flags = Flags::default();
        flags.update_from_arg_matches(matches)?;
        Ok(flags)
    }

    fn update_from_arg_matches(&mut self, matches: &clap::ArgMatches) -> Result<(), clap::Error> {
        for setting in SETTINGS {
            if let Some(value) = matches.get_one::<String>(setting.flag) {
                self.given.insert(setting.variable, value.clone());
            }
        }
        Ok(())
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

// Each field below is one setting of `SETTINGS`, named in its doc by its variable; what it
// means, its default and its bound are written there.

/// The transport's limits, the same for every family.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Limits {
    /// `HAKAM_BODY_LIMIT`, in bytes.
    pub body_bytes: usize,
}

/// The limits of the Chor Voli and Ramchi endpoints.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChorVoliLimits {
    /// `HAKAM_CHOR_VOLI_MAX_COMBINATIONS`.
    pub max_combinations: usize,
    /// `HAKAM_CHOR_VOLI_MAX_DEALS`.
    pub max_deals: usize,
    /// `HAKAM_CHOR_VOLI_MAX_SUGGESTIONS`.
    pub max_suggestions: usize,
    /// `HAKAM_CHOR_VOLI_SOLVER_BUDGET`.
    pub solver_budget: u64,
    /// `HAKAM_CHOR_VOLI_SOLVER_INLINE_NODES`: a short search is not worth the hop to the
    /// blocking pool, and a long one must not hold an async worker; docs/performance.md
    /// measures where the line goes.
    pub solver_inline_nodes: u64,
    /// `HAKAM_CHOR_VOLI_ADVISE_MAX_WORK`.
    pub advise_max_work: u64,
    /// `HAKAM_CHOR_VOLI_ADVISE_THREADS`.
    pub advise_threads: usize,
}

/// The limits of the Court piece endpoints.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CourtPieceLimits {
    /// `HAKAM_COURT_PIECE_MAX_DEALS`.
    pub max_deals: usize,
    /// `HAKAM_COURT_PIECE_ANALYSIS_BUDGET`.
    pub analysis_budget: u64,
    /// `HAKAM_COURT_PIECE_ADVISE_BUDGET`.
    pub advise_budget: u64,
    /// `HAKAM_COURT_PIECE_ADVISE_SETTLE_BUDGET`.
    pub advise_settle_budget: u64,
    /// `HAKAM_COURT_PIECE_ANALYSIS_THREADS`.
    pub analysis_threads: usize,
}

/// All settings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    /// `HAKAM_HOST`.
    pub host: String,
    /// `HAKAM_PORT`.
    pub port: u16,
    /// `HAKAM_WORKERS`.
    pub workers: usize,
    /// `HAKAM_LOG_FORMAT`.
    pub log_format: LogFormat,
    /// `HAKAM_LOG`, or `RUST_LOG`.
    pub log_filter: String,
    pub limits: Limits,
    pub chor_voli: ChorVoliLimits,
    pub court_piece: CourtPieceLimits,
    /// `HAKAM_CLIENT_REQUEST_TIMEOUT_MS`.
    pub client_request_timeout_ms: u64,
    /// `HAKAM_KEEP_ALIVE_S`.
    pub keep_alive_s: u64,
    /// `HAKAM_MAX_CONNECTIONS`.
    pub max_connections: usize,
    /// `HAKAM_CORS_ORIGINS`: browser origins allowed by CORS; empty = CORS off.
    pub cors_origins: Vec<String>,
}

impl Settings {
    /// Every field empty or zero, before the defaults of [`SETTINGS`] are read into it.
    fn unset() -> Settings {
        Settings {
            host: String::new(),
            port: 0,
            workers: 0,
            log_format: LogFormat::Pretty,
            log_filter: String::new(),
            limits: Limits { body_bytes: 0 },
            chor_voli: ChorVoliLimits {
                max_combinations: 0,
                max_deals: 0,
                max_suggestions: 0,
                solver_budget: 0,
                solver_inline_nodes: 0,
                advise_max_work: 0,
                advise_threads: 0,
            },
            court_piece: CourtPieceLimits {
                max_deals: 0,
                analysis_budget: 0,
                advise_budget: 0,
                advise_settle_budget: 0,
                analysis_threads: 0,
            },
            client_request_timeout_ms: 0,
            keep_alive_s: 0,
            max_connections: 0,
            cors_origins: Vec::new(),
        }
    }

    /// The defaults of [`SETTINGS`], read once (a request's extractor asks for the body
    /// limit's).
    fn defaults() -> &'static Settings {
        static DEFAULTS: OnceLock<Settings> = OnceLock::new();
        DEFAULTS.get_or_init(|| {
            let mut s = Settings::unset();
            for setting in SETTINGS {
                if let Some(text) = setting.default_value()
                    && let Err(problem) = setting.apply(&mut s, &text)
                {
                    panic!("the default of {}: {problem}", setting.variable);
                }
            }
            s
        })
    }
}

impl Default for Settings {
    fn default() -> Settings {
        Settings::defaults().clone()
    }
}

impl Default for Limits {
    fn default() -> Limits {
        Settings::defaults().limits.clone()
    }
}

impl Default for ChorVoliLimits {
    fn default() -> ChorVoliLimits {
        Settings::defaults().chor_voli.clone()
    }
}

impl Default for CourtPieceLimits {
    fn default() -> CourtPieceLimits {
        Settings::defaults().court_piece.clone()
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

    /// Reads the settings through `lookup` (the environment, or a map in tests), in the order
    /// of [`SETTINGS`]; the first bad value is the error.
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Settings, ConfigError> {
        let mut s = Settings::default();
        for setting in SETTINGS {
            let given = lookup(setting.variable).or_else(|| setting.fallback.and_then(&lookup));
            if let Some(text) = given {
                setting
                    .apply(&mut s, &text)
                    .map_err(|problem| ConfigError {
                        variable: setting.variable,
                        problem,
                    })?;
            }
        }
        Ok(s)
    }
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
        assert_eq!(seen, 22);
    }

    /// The README's table of settings, as [`SETTINGS`] renders it.
    fn readme_table() -> String {
        let mut table =
            String::from("| variable | flag | default | meaning |\n|---|---|---|---|\n");
        for setting in SETTINGS {
            let default = match setting.default {
                DefaultValue::Text(_) | DefaultValue::Number(_) => {
                    format!("`{}`", setting.default_text())
                }
                DefaultValue::Cores | DefaultValue::Unset(_) => setting.default_text(),
            };
            table.push_str(&format!(
                "| `{}` | `--{}` | {default} | {} |\n",
                setting.variable,
                setting.flag,
                setting.description()
            ));
        }
        table
    }

    #[test]
    fn the_readme_table_is_the_settings_table() {
        let readme = include_str!("../README.md");
        let table = readme_table();
        assert!(
            readme.contains(&table),
            "the README's table of settings differs from SETTINGS; it should read:\n\n{table}"
        );
    }

    #[test]
    fn every_variable_the_openapi_document_names_is_a_setting() {
        let document = include_str!("../openapi/openapi.json");
        let mut named = 0;
        for (at, _) in document.match_indices("HAKAM_") {
            let name: String = document[at..]
                .chars()
                .take_while(|c| c.is_ascii_uppercase() || *c == '_')
                .collect();
            assert!(
                SETTINGS.iter().any(|s| s.variable == name),
                "{name} is not a setting"
            );
            named += 1;
        }
        assert!(named > 0);
    }

    #[test]
    fn every_default_is_within_its_bound_and_every_flag_and_variable_is_one_settings() {
        // Reading the defaults panics on one out of its bound.
        let _ = Settings::default();
        for (i, a) in SETTINGS.iter().enumerate() {
            for b in &SETTINGS[i + 1..] {
                assert_ne!(a.variable, b.variable);
                assert_ne!(a.flag, b.flag);
            }
        }
    }
}
