//! Hakam, the reference rules service for traditional card games of South and West Asia.
//!
//! [`cards`] and [`chor_voli`] are the engine, free of HTTP; [`http`] is the transport.

pub mod cards;
pub mod chor_voli;
pub mod config;
pub mod court_piece;
pub mod http;
mod named;
pub mod telemetry;
