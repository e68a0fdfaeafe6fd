//! Seeds as every family's deal endpoints take them: any string up to [`MAX_SEED_CHARS`]
//! characters, or a fresh random one when absent.

use super::problem::Errors;

/// The longest seed accepted, in characters (as JSON Schema's `maxLength` counts).
pub const MAX_SEED_CHARS: usize = 1024;

/// Records `SEED_TOO_LONG` at `pointer` when the seed is too long.
pub fn check(seed: Option<&str>, pointer: &str, errors: &mut Errors) {
    if seed.is_some_and(|s| s.chars().count() > MAX_SEED_CHARS) {
        errors.push(
            "SEED_TOO_LONG",
            pointer,
            format!("a seed may be at most {MAX_SEED_CHARS} characters"),
        );
    }
}

/// The seed to deal from: the one given, or a fresh random one (returned to the client, so
/// the deal can be replayed).
pub fn or_fresh(seed: Option<String>) -> String {
    seed.unwrap_or_else(|| format!("{:032x}", rand::random::<u128>()))
}
