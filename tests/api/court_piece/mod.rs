//! The Court piece endpoints, under `/v1/court-piece/`.

mod advise;
mod analysis;
mod deals;
mod games;
mod presets;
mod refusals;
mod resolve;
mod tricks;

/// The twelve presets, in the contract's order.
const PRESETS: [&str; 12] = [
    "court-piece",
    "hokm",
    "troefcall",
    "satat",
    "double-sar",
    "dehla-pakad",
    "be-ranga",
    "dummy-rang",
    "hokm-3",
    "hokm-2",
    "trup-kasiet",
    "dabba-rang",
];
