//! Statistics shared by the studies (`examples/strategy_study.rs`, `examples/trump_study.rs`).

/// The mean of `values`, the half-width of its 95 % interval (normal approximation) and the
/// count.
pub fn mean_ci(values: impl Iterator<Item = i64> + Clone) -> (f64, f64, usize) {
    let n = values.clone().count();
    if n == 0 {
        return (0.0, 0.0, 0);
    }
    let sum: i128 = values.clone().map(i128::from).sum();
    let squares: i128 = values.map(|v| i128::from(v) * i128::from(v)).sum();
    let mean = sum as f64 / n as f64;
    if n < 2 {
        return (mean, f64::INFINITY, n);
    }
    let spread = (n as i128 * squares - sum * sum) as f64 / (n as f64 * (n as f64 - 1.0));
    (mean, 1.96 * (spread / n as f64).sqrt(), n)
}
