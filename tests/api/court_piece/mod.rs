//! The Court piece endpoints, under `/v1/court-piece/`.

mod deals;
mod games;
mod presets;
mod resolve;
mod tricks;
