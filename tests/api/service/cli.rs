//! The binary's command line: `--help` and `--version` print and exit (they do not serve),
//! every setting has a flag beside its variable, and `healthcheck` says whether a server
//! answers.

use super::shutdown::free_port;
use std::process::{Command, Output};

fn hakam(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hakam"))
        .args(args)
        .output()
        .expect("run the binary")
}

#[test]
fn version_prints_the_name_and_version_and_exits() {
    let out = hakam(&["--version"]);
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        concat!("hakam ", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn help_lists_the_commands_and_every_setting_with_its_variable() {
    let out = hakam(&["--help"]);
    assert!(out.status.success());
    let help = String::from_utf8_lossy(&out.stdout);
    for text in [
        "Usage: hakam",
        "serve",
        "healthcheck",
        "--port <PORT>",
        "[env: HAKAM_PORT",
        "--body-limit <BYTES>",
        "[env: HAKAM_BODY_LIMIT",
        "--cors-origins <ORIGINS>",
        "[env: HAKAM_CORS_ORIGINS",
        "--chor-voli-solver-budget <NODES>",
        "--version",
    ] {
        assert!(help.contains(text), "{text:?} not in\n{help}");
    }
}

#[test]
fn a_bad_setting_is_refused_naming_its_variable() {
    let out = hakam(&["--port", "eighty"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("HAKAM_PORT"));
}

#[test]
fn healthcheck_fails_when_nothing_answers() {
    let port = free_port().to_string();
    let out = hakam(&["healthcheck", "--port", &port]);
    assert_eq!(out.status.code(), Some(1));
}
