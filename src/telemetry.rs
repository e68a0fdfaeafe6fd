//! Logging: a `tracing` subscriber writing pretty or JSON lines to stdout, filtered by the
//! configured filter.
//!
//! Logging never breaks serving. When stdout is closed or a broken pipe (`hakam | head -3`, a
//! supervisor whose log reader died), a line that cannot be written is dropped. (Left to
//! itself, `tracing-subscriber` reports a failed write with `eprintln!`, which panics when
//! stderr is broken too: every request then died in its worker with an empty reply, and the
//! task that stops the server on SIGTERM died on its first log line.)

use crate::config::LogFormat;
use std::io::{self, Write};
use tracing_subscriber::EnvFilter;

/// Installs the global subscriber. Safe to call more than once (later calls do nothing).
pub fn init(format: LogFormat, filter: &str) {
    let filter = EnvFilter::try_new(filter).unwrap_or_else(|_| EnvFilter::new("info"));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(|| Lossy(io::stdout()))
        .log_internal_errors(false);
    let _ = match format {
        LogFormat::Json => builder.json().with_current_span(true).try_init(),
        LogFormat::Pretty => builder.try_init(),
    };
}

/// A writer that drops what it cannot write: a log line is not worth a request.
pub struct Lossy<W>(pub W);

impl<W: Write> Write for Lossy<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let _ = self.0.write_all(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        let _ = self.0.flush();
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Broken;

    impl Write for Broken {
        fn write(&mut self, _: &[u8]) -> io::Result<usize> {
            Err(io::ErrorKind::BrokenPipe.into())
        }
        fn flush(&mut self) -> io::Result<()> {
            Err(io::ErrorKind::BrokenPipe.into())
        }
    }

    #[test]
    fn a_broken_pipe_drops_the_line_instead_of_failing() {
        let mut writer = Lossy(Broken);
        assert!(writeln!(writer, "request done").is_ok());
        assert!(writer.flush().is_ok());
    }
}
