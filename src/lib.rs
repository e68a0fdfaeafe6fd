//! Hakam, the reference rules service for traditional card games of South and West Asia.
//!
//! [`cards`] and [`sampling`] are what the engines share; [`chor_voli`] and [`court_piece`] are
//! the engines, free of HTTP; [`http`] is the transport.

pub mod cards;
pub mod chor_voli;
pub mod config;
pub mod court_piece;
pub mod http;
pub mod sampling;
pub mod telemetry;
