//! The replay's tests, one per rule and per settled point of `COURT_PIECE.md`.

mod collect_tricks;
mod decisions;
mod heap;
mod properties;
mod review;
