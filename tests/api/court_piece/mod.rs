//! The Court piece endpoints, under `/v1/court-piece/`.

mod deals;
mod presets;
mod tricks;
