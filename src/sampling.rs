//! What both advisers share: Monte Carlo over seeded deals. Chor Voli's partition advisor
//! and Court piece's trump advisor each deal many samples from one seed, solve them on
//! several threads, and report means with their intervals; this is that kit, written once.
//!
//! - [`shuffled_pack`]: sample `i` of a seed is the pack shuffled from the seed string
//!   `"{seed}/{i}"` (`docs/dealing.md`), so a sample depends on the seed and its index alone,
//!   never on which thread dealt it or in what order.
//! - [`fold_on_threads`], [`map_on_threads`], [`run_on_threads`]: one work queue handing the
//!   samples out to threads, stopping early once one fails.
//! - [`Pool`]: a node budget the samples share, so that a hard sample may take what easy ones
//!   left.
//! - [`Watch`]: what searches in flight check every few thousand nodes: a [`Cancel`] flag
//!   their caller raises when nobody waits for the answer any more, and a limit on the nodes
//!   all of them together may search.
//! - [`Moments`]: exact integer sums of the values, their mean and its 95 % interval; exact,
//!   so the answer does not depend on how the samples were spread over threads.
//! - [`Controlled`]: the same with control variates, quantities of known expectation drawn
//!   with each sample, whose fit narrows the interval for the same samples.
//!
//! It knows no game: the engines build on it, as they build on [`crate::cards`].

use crate::cards::{Card, deck};
use rand_chacha::ChaCha20Rng;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

/// The seed string of sample `i`: the request's seed, a slash, the index.
pub fn sample_seed(seed: &str, i: usize) -> String {
    format!("{seed}/{i}")
}

/// The pack of sample `i` shuffled by the documented shuffle, and the stream it was shuffled
/// from (what a sample draws next, such as a dealer, comes from it).
pub fn shuffled_pack(seed: &str, i: usize) -> ([Card; 52], ChaCha20Rng) {
    deck::shuffled_deck(&sample_seed(seed, i))
}

/// Runs `step` on each of the items `0..n` once, handed out `chunk` at a time to up to
/// `threads` threads (this one among them), each folding its items into its own state made
/// by `start`. A step that returns false stops the queue: items not yet handed out are
/// skipped. Returns every thread's state, this thread's first; which thread ran which item
/// depends on timing, so only what does not depend on it may be read from them.
pub fn fold_on_threads<A: Send>(
    n: usize,
    threads: usize,
    chunk: usize,
    start: impl Fn() -> A + Sync,
    step: impl Fn(&mut A, usize) -> bool + Sync,
) -> Vec<A> {
    let chunk = chunk.max(1);
    // A thread with no chunk to take would only be started and joined.
    let threads = threads.clamp(1, n.div_ceil(chunk).max(1));
    let next = AtomicUsize::new(0);
    let failed = AtomicBool::new(false);
    let work = || {
        let mut state = start();
        'queue: loop {
            let first = next.fetch_add(chunk, Ordering::Relaxed);
            if first >= n || failed.load(Ordering::Relaxed) {
                break;
            }
            for i in first..(first + chunk).min(n) {
                if !step(&mut state, i) {
                    failed.store(true, Ordering::Relaxed);
                    break 'queue;
                }
            }
        }
        state
    };
    std::thread::scope(|scope| {
        let helpers: Vec<_> = (1..threads).map(|_| scope.spawn(work)).collect();
        let mut states = vec![work()];
        for helper in helpers {
            let state = helper
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
            states.push(state);
        }
        states
    })
}

/// Runs `job` on each of the items `0..n` over up to `threads` threads, until every item is
/// done or a job says it failed (then items not started are skipped).
pub fn run_on_threads(n: usize, threads: usize, job: impl Fn(usize) -> bool + Sync) {
    fold_on_threads(n, threads, 1, || (), |(), i| job(i));
}

/// Every item's result in item order, computed over up to `threads` threads; the first `Err`
/// stops the queue, and an item it skipped is `None`.
pub fn map_on_threads<T: Send + Sync, E: Send + Sync>(
    n: usize,
    threads: usize,
    job: impl Fn(usize) -> Result<T, E> + Sync,
) -> Vec<Option<Result<T, E>>> {
    let slots: Vec<OnceLock<Result<T, E>>> = (0..n).map(|_| OnceLock::new()).collect();
    run_on_threads(n, threads, |i| {
        let result = job(i);
        let ok = result.is_ok();
        let _ = slots[i].set(result);
        ok
    });
    slots.into_iter().map(OnceLock::into_inner).collect()
}

/// `items` cut into at most `parts` parts (at least one), in order, the first ones the longer:
/// the parts of a sample or world that an advice solves apart, each a search of its own.
pub fn parts<T>(items: &[T], parts: usize) -> Vec<&[T]> {
    let size = items.len().div_ceil(parts.max(1)).max(1);
    let cut: Vec<&[T]> = items.chunks(size).collect();
    if cut.is_empty() { vec![items] } else { cut }
}

/// A budget of search nodes shared by several searches run side by side. Each search is
/// given what the finished ones left, so the verdict is the same in any order: when all of
/// them together fit the pool, none can run out; when they do not, the last to finish
/// overdraws it, or one runs out before.
#[derive(Debug)]
pub struct Pool {
    size: u64,
    spent: AtomicU64,
}

impl Pool {
    /// A pool of `size` nodes.
    pub fn new(size: u64) -> Pool {
        Pool {
            size,
            spent: AtomicU64::new(0),
        }
    }

    /// The pool of `samples` searches of `budget` nodes each: a deal's cost has a long tail,
    /// which a pool of many samples absorbs and a cap per sample would not.
    pub fn per_sample(budget: u64, samples: usize) -> Pool {
        Pool::new(budget.saturating_mul(samples as u64))
    }

    /// What the finished searches left: the budget of the next one.
    pub fn left(&self) -> u64 {
        self.size.saturating_sub(self.spent())
    }

    /// Records `nodes` spent by a finished search; false when the pool is now overdrawn.
    pub fn spend(&self, nodes: u64) -> bool {
        self.spent.fetch_add(nodes, Ordering::Relaxed) + nodes <= self.size
    }

    /// The nodes spent so far.
    pub fn spent(&self) -> u64 {
        self.spent.load(Ordering::Relaxed)
    }

    /// Whether more was spent than the pool holds.
    pub fn overdrawn(&self) -> bool {
        self.spent() > self.size
    }
}

/// A flag that stops work in flight: its owner raises it when nobody waits for the answer
/// any more (an HTTP client that went away), and the searches, through their [`Watch`], give
/// up within a few thousand nodes. Clones share one flag.
#[derive(Debug, Clone, Default)]
pub struct Cancel(Arc<AtomicBool>);

impl Cancel {
    /// Asks the work to stop.
    pub fn cancel(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Whether it was asked to.
    pub fn cancelled(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

/// What the searches of one piece of work report to every [`Watch::REPORT_NODES`] nodes, and
/// what tells them to stop: its [`Cancel`] was raised, or all of them together have searched
/// more than `limit` nodes. A [`Pool`] gives each search its share when it starts and counts
/// it when it ends, exactly; a watch sees the searches still running, so that one search
/// cannot run on while the others have already spent the limit. What it counts is at most
/// what was searched, so it stops the work only when the work is over its limit anyway, and
/// a verdict made on the exact counts does not change. Clones share one watch.
#[derive(Debug, Clone)]
pub struct Watch(Arc<Watched>);

#[derive(Debug)]
struct Watched {
    cancel: Cancel,
    nodes: AtomicU64,
    limit: u64,
}

impl Watch {
    /// How many nodes a search searches between two reports: a few hundred microseconds.
    pub const REPORT_NODES: u64 = 4096;

    /// A watch of work that may search `limit` nodes in all, stopped early by `cancel`.
    pub fn new(limit: u64, cancel: &Cancel) -> Watch {
        Watch(Arc::new(Watched {
            cancel: cancel.clone(),
            nodes: AtomicU64::new(0),
            limit,
        }))
    }

    /// Records `nodes` more searched; false when the work is to stop.
    pub fn report(&self, nodes: u64) -> bool {
        let total = self.0.nodes.fetch_add(nodes, Ordering::Relaxed) + nodes;
        total <= self.0.limit && !self.cancelled()
    }

    /// Whether the work's [`Cancel`] was raised.
    pub fn cancelled(&self) -> bool {
        self.0.cancel.cancelled()
    }
}

impl Default for Watch {
    /// No limit, and a flag nobody else holds.
    fn default() -> Watch {
        Watch::new(u64::MAX, &Cancel::default())
    }
}

/// The exact sums of integer values (one per sample): how many, their sum and the sum of
/// their squares. Merging is exact, so the sums do not depend on the order of the samples.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Moments {
    pub count: u64,
    pub sum: i128,
    pub squares: i128,
}

impl Moments {
    /// Counts one value.
    pub fn add(&mut self, value: i64) {
        let v = i128::from(value);
        self.count += 1;
        self.sum += v;
        self.squares += v * v;
    }

    /// Adds another's values.
    pub fn merge(&mut self, other: &Moments) {
        self.count += other.count;
        self.sum += other.sum;
        self.squares += other.squares;
    }

    /// The mean (NaN of no value).
    pub fn mean(&self) -> f64 {
        self.sum as f64 / self.count as f64
    }

    /// Half the width of the mean's 95 % interval by the normal approximation,
    /// `1.96 · s/√n` with `s` the sample standard deviation; `None` under two values, where
    /// `s` is not defined.
    pub fn half_ci95(&self) -> Option<f64> {
        if self.count < 2 {
            return None;
        }
        let (n, nf) = (i128::from(self.count), self.count as f64);
        // n·Σx² − (Σx)² is exact and never negative; the variance is it over n(n − 1).
        let spread = (n * self.squares - self.sum * self.sum) as f64;
        Some(1.96 * (spread / (nf * (nf - 1.0)) / nf).sqrt())
    }
}

/// The exact sums of integer values and of `P` integer *controls* per sample (quantities
/// known to have expectation 0, drawn with each value), for the control-variate estimate of the
/// values' expectation (Lavenberg and Welch; Nelson and Staum use it to choose the best of
/// several simulated systems): the least-squares fit of the values on the controls, read where
/// every control is at its expectation. Where the controls explain much of the values' spread
/// its interval is that much narrower than the mean's, for the same samples. With no control
/// that varies it is the plain mean of [`Moments`] to the bit, and its interval to rounding.
///
/// Exact integer sums, as [`Moments`]: the estimate does not depend on the order the samples
/// came in. A control that is constant, or a combination of the others, on the samples so far
/// is left out of the fit (its coefficient 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Controlled<const P: usize> {
    pub values: Moments,
    /// Per control, the sum of its values.
    pub controls: [i128; P],
    /// Per pair of controls, the sum of their products.
    pub products: [[i128; P]; P],
    /// Per control, the sum of its products with the values.
    pub cross: [i128; P],
}

impl<const P: usize> Default for Controlled<P> {
    fn default() -> Self {
        Controlled {
            values: Moments::default(),
            controls: [0; P],
            products: [[0; P]; P],
            cross: [0; P],
        }
    }
}

impl<const P: usize> Controlled<P> {
    /// Counts one sample: its value and its controls.
    pub fn add(&mut self, value: i64, controls: [i64; P]) {
        self.values.add(value);
        let y = i128::from(value);
        for (j, &x) in controls.iter().enumerate() {
            let x = i128::from(x);
            self.controls[j] += x;
            self.cross[j] += x * y;
            for (product, &other) in self.products[j].iter_mut().zip(&controls) {
                *product += x * i128::from(other);
            }
        }
    }

    /// The estimate of the values' expectation (NaN of no value) and the half-width of its
    /// 95 % interval by the normal approximation, `1.96 · s · √((1 + q)/n)`: `s²` the
    /// residuals' variance over `n − 1 − k` (k controls fitted), `q` the controls' sample
    /// means measured by their spread (`x̄ᵀ S⁻¹ x̄ · n`, the least-squares variance of a fit
    /// read away from the controls' mean). `None` while fewer samples than the fit's
    /// coefficients plus one.
    pub fn estimate(&self) -> (f64, Option<f64>) {
        let m = &self.values;
        let (n, nf) = (i128::from(m.count), m.count as f64);
        // Sums of squares and products about the means, times n: exact.
        let a = |j: usize, k: usize| {
            (n * self.products[j][k] - self.controls[j] * self.controls[k]) as f64
        };
        let c: [f64; P] =
            std::array::from_fn(|j| (n * self.cross[j] - self.controls[j] * m.sum) as f64);
        let d = (n * m.squares - m.sum * m.sum) as f64;
        // A = L·D·Lᵀ, a control whose pivot vanishes (constant, or a combination of the
        // controls before it) left out.
        let mut l = [[0.0f64; P]; P];
        let mut pivot = [0.0f64; P];
        for j in 0..P {
            let mut dj = a(j, j);
            for k in 0..j {
                dj -= l[j][k] * l[j][k] * pivot[k];
            }
            if a(j, j) <= 0.0 || dj <= 1e-9 * a(j, j) {
                continue;
            }
            pivot[j] = dj;
            l[j][j] = 1.0;
            for i in j + 1..P {
                let mut v = a(i, j);
                for k in 0..j {
                    v -= l[i][k] * l[j][k] * pivot[k];
                }
                l[i][j] = v / dj;
            }
        }
        let kept = pivot.iter().filter(|&&p| p > 0.0).count();
        // z = L⁻¹·v over the kept controls.
        let forward = |v: [f64; P]| {
            let mut z = [0.0f64; P];
            for j in (0..P).filter(|&j| pivot[j] > 0.0) {
                z[j] = v[j] - (0..j).map(|k| l[j][k] * z[k]).sum::<f64>();
            }
            z
        };
        let zc = forward(c);
        // β = L⁻ᵀ·D⁻¹·z.
        let mut beta = [0.0f64; P];
        for j in (0..P).rev().filter(|&j| pivot[j] > 0.0) {
            beta[j] = zc[j] / pivot[j] - (j + 1..P).map(|i| l[i][j] * beta[i]).sum::<f64>();
        }
        let fitted: f64 = (0..P).map(|j| beta[j] * self.controls[j] as f64).sum();
        let estimate = (m.sum as f64 - fitted) / nf;
        let freedom = m.count as i64 - 1 - kept as i64;
        if freedom < 1 {
            return (estimate, None);
        }
        let explained: f64 = (0..P).map(|j| beta[j] * c[j]).sum();
        let residual = ((d - explained) / nf).max(0.0) / freedom as f64;
        let zs = forward(std::array::from_fn(|j| self.controls[j] as f64));
        let q: f64 = (0..P)
            .filter(|&j| pivot[j] > 0.0)
            .map(|j| zs[j] * zs[j] / pivot[j])
            .sum();
        (estimate, Some(1.96 * (residual * (1.0 + q) / nf).sqrt()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moments(values: &[i64]) -> Moments {
        let mut m = Moments::default();
        values.iter().for_each(|&v| m.add(v));
        m
    }

    #[test]
    fn sample_i_is_shuffled_from_the_seed_a_slash_and_its_index() {
        assert_eq!(sample_seed("table 7", 12), "table 7/12");
        assert_eq!(sample_seed("", 0), "/0");
        assert_eq!(shuffled_pack("x", 3).0, deck::shuffled_deck("x/3").0);
        assert_ne!(shuffled_pack("x", 3).0, shuffled_pack("x", 4).0);
    }

    #[test]
    fn the_interval_of_a_known_sample_is_its_mean_and_1_96_standard_errors() {
        // 2, 4, 4, 4, 5, 5, 7, 9: mean 5, sample variance 32/7.
        let m = moments(&[2, 4, 4, 4, 5, 5, 7, 9]);
        assert_eq!((m.count, m.sum, m.squares), (8, 40, 232));
        assert_eq!(m.mean(), 5.0);
        let expected = 1.96 * (32.0f64 / 7.0 / 8.0).sqrt();
        assert!((m.half_ci95().unwrap() - expected).abs() < 1e-12);
        // Equal values have no spread; one value has no interval at all.
        assert_eq!(moments(&[3, 3, 3]).half_ci95(), Some(0.0));
        assert_eq!(moments(&[3]).half_ci95(), None);
    }

    fn controlled<const P: usize>(samples: &[(i64, [i64; P])]) -> Controlled<P> {
        let mut c = Controlled::default();
        samples.iter().for_each(|&(y, x)| c.add(y, x));
        c
    }

    #[test]
    fn a_control_variate_estimate_worked_by_hand() {
        // x = −1, 0, 1, 2 (expectation 0), y = 1, 2, 2, 5: x̄ = 0.5, ȳ = 2.5, Sxx = 5,
        // Sxy = 6, β = 1.2; read at x = 0: 2.5 − 1.2 · 0.5 = 1.9. Syy = 9, residuals
        // 9 − 1.2 · 6 = 1.8 over 4 − 2, s² = 0.9; variance 0.9 · (1/4 + 0.5²/5) = 0.27.
        let c = controlled(&[(1, [-1]), (2, [0]), (2, [1]), (5, [2])]);
        let (estimate, half) = c.estimate();
        assert!((estimate - 1.9).abs() < 1e-12, "{estimate}");
        assert!((half.unwrap() - 1.96 * 0.27f64.sqrt()).abs() < 1e-12);
        // Two coefficients need three samples for an interval.
        assert_eq!(controlled(&[(1, [-1]), (2, [0])]).estimate().1, None);
    }

    #[test]
    fn without_a_control_that_varies_it_is_the_plain_mean() {
        let values = [2, 4, 4, 4, 5, 5, 7, 9];
        let m = moments(&values);
        for x in [[0, 0], [3, -1]] {
            let c = controlled(&values.map(|y| (y, x)));
            let (estimate, half) = c.estimate();
            // A constant control is left out; read at 0, the fit is the mean less nothing.
            assert_eq!(estimate, m.mean(), "{x:?}");
            assert!(
                (half.unwrap() - m.half_ci95().unwrap()).abs() < 1e-12,
                "{x:?}"
            );
        }
    }

    #[test]
    fn a_control_that_explains_the_values_leaves_no_spread() {
        // y = 3 + 2x exactly: the expectation is 3, known without doubt.
        let c = controlled(&[-2, 0, 1, 1, 3, -1].map(|x| (3 + 2 * x, [x])));
        assert_eq!(c.estimate(), (3.0, Some(0.0)));
    }

    #[test]
    fn a_control_repeated_is_fitted_once() {
        let samples = [(1, -1), (2, 0), (2, 1), (5, 2), (3, 1), (0, -2)];
        let once = controlled(&samples.map(|(y, x)| (y, [x]))).estimate();
        let twice = controlled(&samples.map(|(y, x)| (y, [x, x]))).estimate();
        let scaled = controlled(&samples.map(|(y, x)| (y, [x, 0, -3 * x]))).estimate();
        for other in [twice, scaled] {
            assert!((other.0 - once.0).abs() < 1e-12);
            assert!((other.1.unwrap() - once.1.unwrap()).abs() < 1e-12);
        }
    }

    #[test]
    fn three_controls_agree_with_the_normal_equations_solved_by_cramer() {
        // Deterministic, varied data: y and three controls from a small generator.
        let mut state = 7u64;
        let mut next = |m: i64| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((state >> 33) % m as u64) as i64 - m / 2
        };
        let samples: Vec<(i64, [i64; 3])> = (0..40)
            .map(|_| {
                let x = [next(9), next(7), next(11)];
                (2 * x[0] - x[1] + next(5), x)
            })
            .collect();
        let (estimate, half) = controlled(&samples).estimate();
        // Brute force: the sums about the means, and the 3 × 3 system by Cramer's rule.
        let n = samples.len() as f64;
        let xbar: Vec<f64> = (0..3)
            .map(|j| samples.iter().map(|s| s.1[j] as f64).sum::<f64>() / n)
            .collect();
        let ybar = samples.iter().map(|s| s.0 as f64).sum::<f64>() / n;
        let sxx = |j: usize, k: usize| {
            samples
                .iter()
                .map(|s| (s.1[j] as f64 - xbar[j]) * (s.1[k] as f64 - xbar[k]))
                .sum::<f64>()
        };
        let sxy: Vec<f64> = (0..3)
            .map(|j| {
                samples
                    .iter()
                    .map(|s| (s.1[j] as f64 - xbar[j]) * (s.0 as f64 - ybar))
                    .sum()
            })
            .collect();
        let m: Vec<Vec<f64>> = (0..3)
            .map(|j| (0..3).map(|k| sxx(j, k)).collect())
            .collect();
        let det = |m: &[Vec<f64>]| {
            m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
                - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
                + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
        };
        let solve = |v: &[f64]| -> Vec<f64> {
            (0..3)
                .map(|col| {
                    let mut mc = m.clone();
                    (0..3).for_each(|r| mc[r][col] = v[r]);
                    det(&mc) / det(&m)
                })
                .collect()
        };
        let beta = solve(&sxy);
        let expected = ybar - (0..3).map(|j| beta[j] * xbar[j]).sum::<f64>();
        let rss: f64 = samples
            .iter()
            .map(|s| {
                let fit = ybar
                    + (0..3)
                        .map(|j| beta[j] * (s.1[j] as f64 - xbar[j]))
                        .sum::<f64>();
                (s.0 as f64 - fit).powi(2)
            })
            .sum();
        let u = solve(&xbar);
        let q = (0..3).map(|j| xbar[j] * u[j]).sum::<f64>();
        let variance = rss / (n - 4.0) * (1.0 / n + q);
        assert!((estimate - expected).abs() < 1e-9, "{estimate} {expected}");
        assert!((half.unwrap() - 1.96 * variance.sqrt()).abs() < 1e-9);
        // The controls explain much: the interval is narrower than the plain mean's.
        let plain = moments(&samples.iter().map(|s| s.0).collect::<Vec<_>>());
        assert!(half.unwrap() < plain.half_ci95().unwrap() / 2.0);
    }

    #[test]
    fn merged_moments_are_the_moments_of_all_the_values() {
        let mut left = moments(&[1, -2, 3]);
        left.merge(&moments(&[4, 5]));
        assert_eq!(left, moments(&[1, -2, 3, 4, 5]));
    }

    #[test]
    fn a_pool_gives_each_search_what_the_finished_ones_left_and_refuses_past_it() {
        let pool = Pool::per_sample(10, 3);
        assert_eq!(pool.left(), 30);
        assert!(pool.spend(25));
        assert_eq!(pool.left(), 5);
        assert!(pool.spend(5), "spending the whole pool is allowed");
        assert!(!pool.overdrawn());
        assert!(!pool.spend(1), "one node past the pool is not");
        assert!(pool.overdrawn());
        assert_eq!((pool.left(), pool.spent()), (0, 31));
        assert_eq!(Pool::per_sample(u64::MAX, 2).left(), u64::MAX);
    }

    #[test]
    fn a_watch_stops_the_work_past_its_limit_or_once_cancelled() {
        let cancel = Cancel::default();
        let watch = Watch::new(10_000, &cancel);
        let other = watch.clone();
        assert!(watch.report(Watch::REPORT_NODES));
        assert!(
            other.report(Watch::REPORT_NODES),
            "clones count into one total"
        );
        assert!(
            !watch.report(Watch::REPORT_NODES),
            "12 288 nodes are past 10 000"
        );
        let fresh = Watch::new(u64::MAX, &cancel);
        assert!(fresh.report(1) && !fresh.cancelled());
        cancel.clone().cancel();
        assert!(
            fresh.cancelled() && !fresh.report(1),
            "a clone of the flag raised it"
        );
        assert!(Watch::default().report(u64::MAX / 2));
    }

    #[test]
    fn results_come_in_item_order_on_any_number_of_threads() {
        for threads in [1, 2, 3] {
            let squares = map_on_threads(10, threads, |i| Ok::<_, ()>(i * i));
            let expected: Vec<_> = (0..10).map(|i| Some(Ok(i * i))).collect();
            assert_eq!(squares, expected, "{threads} threads");
        }
    }

    #[test]
    fn a_failed_item_stops_the_queue() {
        // On one thread the items run in order: those after the failure are skipped.
        let results = map_on_threads(5, 1, |i| if i == 2 { Err(i) } else { Ok(i) });
        assert_eq!(
            results,
            [Some(Ok(0)), Some(Ok(1)), Some(Err(2)), None, None]
        );
    }

    #[test]
    fn folding_on_threads_sees_every_item_once_in_chunks() {
        for threads in [1, 2, 3] {
            let states = fold_on_threads(100, threads, 16, Vec::new, |seen, i| {
                seen.push(i);
                true
            });
            assert!(states.len() <= threads);
            let mut all: Vec<usize> = states.concat();
            all.sort_unstable();
            assert_eq!(all, (0..100).collect::<Vec<_>>(), "{threads} threads");
        }
        // No thread is started for want of a chunk.
        assert_eq!(fold_on_threads(3, 8, 16, || 0, |_, _| true).len(), 1);
    }
}
