//! Black-box tests of the HTTP API.
