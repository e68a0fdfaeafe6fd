//! How the examples read their settings and spread work over threads.

use std::sync::atomic::{AtomicUsize, Ordering};

/// The environment variable `name` as a count, or `default` when unset or not a number.
#[allow(dead_code)] // Not every example calls each function.
pub fn env(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// `work(thread, i)` for every `i` below `n`, spread over `threads` threads that take the next
/// index as they finish; the results in index order.
#[allow(dead_code)] // Not every example calls each function.
pub fn in_parallel<T: Send>(
    n: usize,
    threads: usize,
    work: impl Fn(usize, usize) -> T + Sync,
) -> Vec<T> {
    let next = AtomicUsize::new(0);
    let (next, work) = (&next, &work);
    let mut done: Vec<(usize, T)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads.max(1))
            .map(|thread| {
                scope.spawn(move || {
                    let mut done = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= n {
                            break done;
                        }
                        done.push((i, work(thread, i)));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().expect("a worker thread"))
            .collect()
    });
    done.sort_by_key(|(i, _)| *i);
    done.into_iter().map(|(_, t)| t).collect()
}

/// The presets the advice covers, those `PRESETS` names (comma-separated) where it is set.
#[allow(dead_code)] // Not every example calls each function.
pub fn covered_presets() -> Vec<hakam::court_piece::Preset> {
    use hakam::court_piece::Preset;
    let only = std::env::var("PRESETS").unwrap_or_default();
    [
        Preset::CourtPiece,
        Preset::Hokm,
        Preset::Troefcall,
        Preset::Satat,
    ]
    .into_iter()
    .filter(|p| only.is_empty() || only.split(',').any(|o| o == p.name()))
    .collect()
}
