//! Logging: a `tracing` subscriber writing pretty or JSON lines to stdout, filtered by the
//! configured filter.
//!
//! Logging never breaks serving:
//!
//! - a request never waits on the log: lines go through a bounded queue to one writer
//!   thread, and when the queue is full (a reader that stopped reading, so the pipe is full)
//!   new lines are dropped instead of blocking the workers;
//! - when stdout is closed or a broken pipe (`hakam | head -3`, a supervisor whose log reader
//!   died), a line that cannot be written is dropped. (Left to itself, `tracing-subscriber`
//!   reports a failed write with `eprintln!`, which panics when stderr is broken too: every
//!   request then died in its worker with an empty reply, and the task that stops the server
//!   on SIGTERM died on its first log line.)

use crate::config::LogFormat;
use std::io::{self, Write};
use std::sync::OnceLock;
use std::sync::mpsc::{SyncSender, sync_channel};
use std::time::Duration;
use tracing_subscriber::EnvFilter;

/// Lines that may wait for a slow reader before new ones are dropped (a few MiB at most).
const QUEUE_LINES: usize = 16_384;

/// Installs the global subscriber. Safe to call more than once (later calls do nothing).
pub fn init(format: LogFormat, filter: &str) {
    let filter = EnvFilter::try_new(filter).unwrap_or_else(|_| EnvFilter::new("info"));
    queue();
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(|| Queued)
        .log_internal_errors(false);
    let _ = match format {
        LogFormat::Json => builder.json().with_current_span(true).try_init(),
        LogFormat::Pretty => builder.try_init(),
    };
}

/// Waits at most `timeout` for the lines logged so far to be written; false when they were
/// not (the reader is stalled). For the end of the process, so that the last lines are kept.
pub fn flush(timeout: Duration) -> bool {
    let (done, written) = sync_channel(1);
    queue().try_send(Message::Flush(done)).is_ok() && written.recv_timeout(timeout).is_ok()
}

enum Message {
    Line(Vec<u8>),
    Flush(SyncSender<()>),
}

/// The queue to the writer thread, started on first use.
fn queue() -> &'static SyncSender<Message> {
    static QUEUE: OnceLock<SyncSender<Message>> = OnceLock::new();
    QUEUE.get_or_init(|| {
        let (sender, receiver) = sync_channel(QUEUE_LINES);
        let writer = move || {
            let mut out = Lossy(io::stdout());
            for message in receiver {
                match message {
                    Message::Line(line) => {
                        let _ = out.write_all(&line);
                    }
                    Message::Flush(done) => {
                        let _ = out.flush();
                        let _ = done.send(());
                    }
                }
            }
        };
        // Without its thread, the queue fills and every line is dropped: logging is lost,
        // serving is not.
        let _ = std::thread::Builder::new()
            .name("log-writer".into())
            .spawn(writer);
        sender
    })
}

/// A writer handing each line (the fmt layer writes an event in one call) to the queue, or
/// dropping it when the queue is full.
struct Queued;

impl Write for Queued {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let _ = queue().try_send(Message::Line(buf.to_vec()));
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
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
