//! Black-box tests of the HTTP API over a real port: one test binary, one server.

mod chor_voli;
mod court_piece;
mod helpers;
mod service;
