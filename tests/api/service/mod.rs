//! What the service answers whatever the family: health, the spec, the docs, the transport's
//! errors, the shutdown.

mod cli;
mod docs;
mod errors;
mod home;
mod logging;
mod meta;
mod metrics;
mod play;
mod schemas;
mod shutdown;
