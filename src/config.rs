//! Every setting of the service, read from the environment or the command line, each with a
//! default, so that `cargo run --release` serves with no configuration at all.
//!
//! Each setting is declared once, as a field of [`Settings`] (or of one of its groups of
//! limits) written with everything about it: its variable, its flag, its default, its bound
//! and its help. The rest is derived from that one declaration: the struct's field, its unset
//! value, its place in [`SETTINGS`], the command line's flags
//! ([`Flags`], each falling back to its variable; the flag wins), the defaults
//! ([`Settings::default`]), the reading and checking of values ([`Settings::from_lookup`], the
//! one place where values are read), `hakam --help`, and the README's table of settings (a
//! test fails when the README differs, and prints the table it expects). The transport's
//! settings stand alone; each game family has its own section of limits. The engines' own
//! bounds and defaults are read from the engines (which never import this module).

use crate::{chor_voli, court_piece};
use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;
use std::sync::{LazyLock, OnceLock};

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
/// order of the fields of [`Settings`], each group of limits in its place (the transport's,
/// then each family's limits, then the connections').
pub static SETTINGS: LazyLock<Vec<Setting>> = LazyLock::new(|| {
    let mut settings = Vec::new();
    Settings::collect(&mut settings);
    settings
});

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
        for setting in SETTINGS.iter() {
            if let Some(value) = matches.get_one::<String>(setting.flag) {
                self.given.insert(setting.variable, value.clone());
            }
        }
        Ok(())
    }
}

/// How log lines are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum LogFormat {
    #[default]
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

/// Declares a struct of settings, each field written once: its type and, for a setting,
/// everything about it (variable, flag, value name, how its text is read, default, bound,
/// help). It generates the struct (each setting's field documented by its variable), its
/// unset value (every field empty or zero, before the defaults are read into it) and
/// `collect`, which lists its settings in the order declared, a field of another such struct
/// (`group`) listing that struct's in its place. `in [path]` is where the struct lies in
/// [`Settings`].
macro_rules! settings {
    (
        $(#[$meta:meta])*
        pub struct $name:ident in $path:tt {
            $(
                $(#[$field_meta:meta])*
                $field:ident: $ty:ty = $setting:tt
            ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub struct $name {
            $(
                #[doc = setting_doc!($setting)]
                $(#[$field_meta])*
                pub $field: $ty,
            )*
        }

        impl Unset for $name {
            fn unset() -> $name {
                $name {
                    $($field: Unset::unset(),)*
                }
            }
        }

        impl $name {
            /// This struct's settings, in the order declared, onto `settings`.
            fn collect(settings: &mut Vec<Setting>) {
                $(setting_entry!(settings, $ty, $path, $field, $setting);)*
            }
        }
    };
}

/// A setting field's doc: its variable (a group's names where they are).
macro_rules! setting_doc {
    (group) => {
        "A group of settings, each field named by its variable."
    };
    ({ variable: $variable:literal, $($rest:tt)* }) => {
        concat!("`", $variable, "`.")
    };
}

/// A field's settings onto `settings`: the one it declares, or its group's.
macro_rules! setting_entry {
    ($settings:ident, $ty:ty, $path:tt, $field:ident, group) => {
        <$ty>::collect($settings)
    };
    (
        $settings:ident, $ty:ty, [$($path:ident)*], $field:ident, {
            variable: $variable:literal,
            $(fallback: $fallback:literal,)?
            flag: $flag:literal,
            value_name: $value_name:literal,
            read: $read:ident,
            default: $default:expr,
            bound: $bound:expr,
            help: $help:expr $(,)?
        }
    ) => {
        $settings.push(Setting {
            variable: $variable,
            fallback: None $(.or(Some($fallback)))?,
            flag: $flag,
            value_name: $value_name,
            default: $default,
            bound: $bound,
            help: $help,
            target: Target::$read(|s| &mut s $(.$path)*.$field),
        })
    };
}

/// A field's value before the defaults are read into it.
trait Unset {
    fn unset() -> Self;
}

/// The plain values are unset at their `Default` (empty, zero, `pretty`); a group of
/// settings is not, as its `Default` is its defaults, read from the unset value.
macro_rules! unset_at_default {
    ($($ty:ty),*) => {
        $(impl Unset for $ty {
            fn unset() -> $ty {
                <$ty>::default()
            }
        })*
    };
}

unset_at_default!(String, u16, usize, u64, Vec<String>, LogFormat);

settings! {
    /// All settings.
    pub struct Settings in [] {
        host: String = {
            variable: "HAKAM_HOST",
            flag: "host",
            value_name: "ADDRESS",
            read: Text,
            default: DefaultValue::Text("127.0.0.1"),
            bound: Bound::NotEmpty,
            help: "Address to bind (`0.0.0.0` in a container)",
        },
        port: u16 = {
            variable: "HAKAM_PORT",
            flag: "port",
            value_name: "PORT",
            read: Port,
            default: DefaultValue::Number(8080),
            bound: Bound::Any,
            help: "Port to bind; 0 = any free port",
        },
        workers: usize = {
            variable: "HAKAM_WORKERS",
            flag: "workers",
            value_name: "N",
            read: Count,
            default: DefaultValue::Cores,
            bound: Bound::AtLeast(1),
            help: "HTTP worker threads",
        },
        log_format: LogFormat = {
            variable: "HAKAM_LOG_FORMAT",
            flag: "log-format",
            value_name: "FORMAT",
            read: LogFormat,
            default: DefaultValue::Text("pretty"),
            bound: Bound::Any,
            help: "Log lines as `pretty` or `json` (one object a line)",
        },
        log_filter: String = {
            variable: "HAKAM_LOG",
            fallback: "RUST_LOG",
            flag: "log",
            value_name: "FILTER",
            read: Verbatim,
            default: DefaultValue::Text("info"),
            bound: Bound::Any,
            help: "A tracing filter, e.g. `hakam=debug,info`",
        },
        limits: Limits = group,
        chor_voli: ChorVoliLimits = group,
        court_piece: CourtPieceLimits = group,
        client_request_timeout_ms: u64 = {
            variable: "HAKAM_CLIENT_REQUEST_TIMEOUT_MS",
            flag: "client-request-timeout-ms",
            value_name: "MS",
            read: Amount,
            default: DefaultValue::Number(5_000),
            bound: Bound::AtLeast(1),
            help: "Time a client has to send a request's head, in ms",
        },
        keep_alive_s: u64 = {
            variable: "HAKAM_KEEP_ALIVE_S",
            flag: "keep-alive-s",
            value_name: "S",
            read: Amount,
            default: DefaultValue::Number(5),
            bound: Bound::Any,
            help: "Idle keep-alive before a connection is closed, in s",
        },
        max_connections: usize = {
            variable: "HAKAM_MAX_CONNECTIONS",
            flag: "max-connections",
            value_name: "N",
            read: Count,
            default: DefaultValue::Number(25_000),
            bound: Bound::AtLeast(1),
            help: "Open connections per worker",
        },
        /// Browser origins allowed by CORS; empty = CORS off.
        cors_origins: Vec<String> = {
            variable: "HAKAM_CORS_ORIGINS",
            flag: "cors-origins",
            value_name: "ORIGINS",
            read: Origins,
            default: DefaultValue::Unset("none, CORS off"),
            bound: Bound::Any,
            help: "Comma-separated origins allowed to call from a browser \
            (`scheme://host[:port]`), or `*`",
        },
    }
}

settings! {
    /// The transport's limits, the same for every family.
    pub struct Limits in [limits] {
        /// In bytes.
        body_bytes: usize = {
            variable: "HAKAM_BODY_LIMIT",
            flag: "body-limit",
            value_name: "BYTES",
            read: Count,
            default: DefaultValue::Number(1024 * 1024),
            bound: Bound::AtLeast(1),
            help: "Largest request body in bytes (413 above)",
        },
    }
}

settings! {
    /// The limits of the Chor Voli and Ramchi endpoints.
    pub struct ChorVoliLimits in [chor_voli] {
        max_combinations: usize = {
            variable: "HAKAM_CHOR_VOLI_MAX_COMBINATIONS",
            flag: "chor-voli-max-combinations",
            value_name: "N",
            read: Count,
            default: DefaultValue::Number(10_000),
            // A compare request needs two.
            bound: Bound::AtLeast(2),
            help: "Combinations per Chor Voli evaluate or compare request",
        },
        max_deals: usize = {
            variable: "HAKAM_CHOR_VOLI_MAX_DEALS",
            flag: "chor-voli-max-deals",
            value_name: "N",
            read: Count,
            default: DefaultValue::Number(chor_voli::game::MAX_DEALS as u64),
            bound: Bound::Between(1, chor_voli::game::MAX_DEALS as u64),
            help: "Deals per Chor Voli game",
        },
        max_suggestions: usize = {
            variable: "HAKAM_CHOR_VOLI_MAX_SUGGESTIONS",
            flag: "chor-voli-max-suggestions",
            value_name: "N",
            read: Count,
            default: DefaultValue::Number(
                chor_voli::suggest_request::DEFAULT_MAX_LIMIT as u64
            ),
            bound: Bound::AtLeast(1),
            help: "The largest `limit` of a Chor Voli suggest request",
        },
        solver_budget: u64 = {
            variable: "HAKAM_CHOR_VOLI_SOLVER_BUDGET",
            flag: "chor-voli-solver-budget",
            value_name: "NODES",
            read: Amount,
            default: DefaultValue::Number(chor_voli::solver::Budget::DEFAULT_MAX_NODES),
            bound: Bound::AtLeast(1),
            help: "Search nodes one Chor Voli suggest request may visit, and each search of an \
            advise request: a short bound on any request, far above what the hardest hand needs",
        },
        /// A short search is not worth the hop to the blocking pool, and a long one must not hold
        /// an async worker; docs/performance.md measures where the line goes.
        solver_inline_nodes: u64 = {
            variable: "HAKAM_CHOR_VOLI_SOLVER_INLINE_NODES",
            flag: "chor-voli-solver-inline-nodes",
            value_name: "NODES",
            read: Amount,
            default: DefaultValue::Number(5_000),
            bound: Bound::Any,
            help: "A Chor Voli suggest search that completes within this many nodes runs on the \
            request worker; a longer one runs again off it (0: always off)",
        },
        advise_max_work: u64 = {
            variable: "HAKAM_CHOR_VOLI_ADVISE_MAX_WORK",
            flag: "chor-voli-advise-max-work",
            value_name: "N",
            read: Amount,
            default: DefaultValue::Number(chor_voli::advise::AdviseLimits::DEFAULT_MAX_WORK),
            bound: Bound::AtLeast(1),
            help: "Samples × candidates one Chor Voli advise request may score (422 above)",
        },
        advise_threads: usize = {
            variable: "HAKAM_CHOR_VOLI_ADVISE_THREADS",
            flag: "chor-voli-advise-threads",
            value_name: "N",
            read: Count,
            default: DefaultValue::Cores,
            bound: Bound::AtLeast(1),
            help: "Threads one Chor Voli advise request spreads its samples over",
        },
    }
}

settings! {
    /// The limits of the Court piece endpoints.
    pub struct CourtPieceLimits in [court_piece] {
        max_deals: usize = {
            variable: "HAKAM_COURT_PIECE_MAX_DEALS",
            flag: "court-piece-max-deals",
            value_name: "N",
            read: Count,
            default: DefaultValue::Number(court_piece::MAX_DEALS as u64),
            bound: Bound::Between(1, court_piece::MAX_DEALS as u64),
            help: "Deals per Court piece game",
        },
        analysis_budget: u64 = {
            variable: "HAKAM_COURT_PIECE_ANALYSIS_BUDGET",
            flag: "court-piece-analysis-budget",
            value_name: "NODES",
            read: Amount,
            default: DefaultValue::Number(court_piece::analysis::DEFAULT_BUDGET),
            bound: Bound::AtLeast(1),
            help: "Search nodes per Court piece deal analysed: a deals/analyse request may visit \
            that many, a trumps/advise request that many times its samples, shared among them \
            (over it: 422 ANALYSIS_BUDGET)",
        },
        advise_budget: u64 = {
            variable: "HAKAM_COURT_PIECE_ADVISE_BUDGET",
            flag: "court-piece-advise-budget",
            value_name: "NODES",
            read: Amount,
            default: DefaultValue::Number(court_piece::analysis::advise::DEFAULT_MAX_NODES),
            bound: Bound::AtLeast(1),
            help: "Search nodes one Court piece trumps/advise request may visit in all, whatever \
            its samples: the bound on its time (over it: the blocks solved so far with stop: \
            settled, or the first block's first eight samples, else 422 ANALYSIS_BUDGET); a \
            deals/advise request too, a Satat pass with stop: settled three fifths of it",
        },
        advise_settle_budget: u64 = {
            variable: "HAKAM_COURT_PIECE_ADVISE_SETTLE_BUDGET",
            flag: "court-piece-advise-settle-budget",
            value_name: "NODES",
            read: Amount,
            default: DefaultValue::Number(court_piece::analysis::advise::DEFAULT_SETTLE_NODES),
            bound: Bound::AtLeast(1),
            help: "Search nodes past which a Court piece trumps/advise request with stop: settled \
            starts no further block of samples and answers with those solved (stopped: budget); \
            its first block is always solved, in two parts of eight samples, within \
            HAKAM_COURT_PIECE_ADVISE_BUDGET",
        },
        card_settle_budget: u64 = {
            variable: "HAKAM_COURT_PIECE_CARD_SETTLE_BUDGET",
            flag: "court-piece-card-settle-budget",
            value_name: "NODES",
            read: Amount,
            default: DefaultValue::Number(court_piece::advice::DEFAULT_CARD_SETTLE_NODES),
            bound: Bound::AtLeast(1),
            help: "Search nodes past which a Court piece deals/advise request for a card with \
            stop: settled starts no further block of worlds and answers with those solved \
            (stopped: budget); its first block is always solved, within \
            HAKAM_COURT_PIECE_ADVISE_BUDGET",
        },
        analysis_threads: usize = {
            variable: "HAKAM_COURT_PIECE_ANALYSIS_THREADS",
            flag: "court-piece-analysis-threads",
            value_name: "N",
            read: Count,
            default: DefaultValue::Cores,
            bound: Bound::AtLeast(1),
            help: "Threads one Court piece trumps/advise request solves its samples on, and one \
            deals/analyse request its trumps",
        },
    }
}

impl Settings {
    /// The defaults of [`SETTINGS`], read once (a request's extractor asks for the body
    /// limit's).
    fn defaults() -> &'static Settings {
        static DEFAULTS: OnceLock<Settings> = OnceLock::new();
        DEFAULTS.get_or_init(|| {
            let mut s = Settings::unset();
            for setting in SETTINGS.iter() {
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
        for setting in SETTINGS.iter() {
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
        assert_eq!(seen, 23);
    }

    /// The README's table of settings, as [`SETTINGS`] renders it.
    fn readme_table() -> String {
        let mut table =
            String::from("| variable | flag | default | meaning |\n|---|---|---|---|\n");
        for setting in SETTINGS.iter() {
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
