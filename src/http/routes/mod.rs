//! The handlers: each deserializes, converts, makes one engine call and maps the answer.

pub mod combinations;
pub mod deals;
pub mod meta;
pub mod partitions;
