//! Black-box tests of the HTTP API over a real port: one test binary, one server.

mod combinations;
mod deals;
mod errors;
mod helpers;
mod meta;
mod partitions;
mod shutdown;
