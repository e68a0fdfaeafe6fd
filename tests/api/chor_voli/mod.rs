//! The Chor Voli and Ramchi endpoints, under `/v1/chor-voli/`.

mod advise;
mod combinations;
mod deals;
mod errors;
mod partitions;
mod presets;
