//! Hakam, the reference rules service for traditional card games of South and West Asia.
//!
//! Two game families, each an engine free of HTTP: [`chor_voli`] (Chor Voli and Ramchi, the
//! partition games) and [`court_piece`] (Court piece, Hokm, Rang, Satat and their kin, the
//! trick-taking games, with a double-dummy solver). What they share lives beside them:
//! [`cards`] (ranks, suits, cards, card sets, the seeded shuffle), [`sampling`] (the
//! Monte-Carlo kit of both advisers) and `named` (each option's wire name, written once).
//! [`http`] is the transport that serves them, [`config`] every setting, [`telemetry`] the
//! logs.

pub mod cards;
pub mod chor_voli;
pub mod config;
pub mod court_piece;
pub mod http;
mod named;
pub mod sampling;
pub mod telemetry;
