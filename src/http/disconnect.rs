//! Work for nobody stops: a long analysis whose client has gone (closed the connection, timed
//! out) is cancelled within a fraction of a second instead of running to its end.
//!
//! actix-web keeps polling a handler whose client has gone (actix/actix-web#3462), and the
//! searches run on the blocking pool, out of the handler's reach anyway. So the server keeps,
//! for each connection, a duplicate of its socket ([`on_connect`]); while the work runs,
//! [`until_done_or_gone`] peeks at it every [`POLL`]: a peek that reads the end of the stream
//! (or an error) means the client has closed its side, and the work's [`Cancel`] is raised.
//! Like Go's `net/http`, a client that shuts down only its sending side counts as gone.
//! A request pipelined behind this one is left in the socket and means the client is there.

use crate::sampling::Cancel;
use actix_web::HttpRequest;
use actix_web::dev::Extensions;
use std::any::Any;
use std::future::Future;
use std::os::fd::AsFd;
use std::time::Duration;

/// How often the socket is looked at while the work runs.
pub const POLL: Duration = Duration::from_millis(100);

/// A connection's socket, duplicated: the same connection, seen from the handler.
#[derive(Debug)]
pub struct Peer(std::net::TcpStream);

impl Peer {
    /// Whether the client has closed the connection: a peek reads its end, or fails. The
    /// socket is non-blocking (the server's own), so the peek never waits.
    pub fn gone(&self) -> bool {
        let mut byte = [0u8; 1];
        match self.0.peek(&mut byte) {
            Ok(0) => true,
            Ok(_) => false,
            Err(e) => !matches!(
                e.kind(),
                std::io::ErrorKind::WouldBlock | std::io::ErrorKind::Interrupted
            ),
        }
    }
}

/// `HttpServer::on_connect`: keeps a duplicate of a TCP connection's socket in its data.
pub fn on_connect(connection: &dyn Any, data: &mut Extensions) {
    if let Some(stream) = connection.downcast_ref::<actix_web::rt::net::TcpStream>()
        && let Ok(fd) = stream.as_fd().try_clone_to_owned()
    {
        data.insert(Peer(std::net::TcpStream::from(fd)));
    }
}

/// Awaits `work`, raising `cancel` as soon as the client of `request` is found gone. On a
/// connection without a [`Peer`] (a test's in-process request), it only awaits.
pub async fn until_done_or_gone<T>(
    request: &HttpRequest,
    cancel: &Cancel,
    work: impl Future<Output = T>,
) -> T {
    use futures_util::future::{Either, select};
    let Some(peer) = request.conn_data::<Peer>() else {
        return work.await;
    };
    let mut work = std::pin::pin!(work);
    loop {
        match select(work, std::pin::pin!(actix_web::rt::time::sleep(POLL))).await {
            Either::Left((done, _)) => return done,
            Either::Right(((), pending)) => {
                work = pending;
                if !cancel.cancelled() && peer.gone() {
                    cancel.cancel();
                }
            }
        }
    }
}
