//! Statistics shared by the studies (`examples/strategy_study.rs`, `examples/trump_study.rs`)
//! and the timing examples (`examples/double_dummy.rs`, `examples/advice_goals.rs`).

/// The value at quantile `q` (0 to 1) of `sorted` (ascending, not empty): the nearest rank.
#[allow(dead_code)] // Not every example calls each function.
pub fn percentile(sorted: &[f64], q: f64) -> f64 {
    sorted[((sorted.len() - 1) as f64 * q).round() as usize]
}

/// The mean of `values`, the half-width of its 95 % interval (normal approximation) and the
/// count.
#[allow(dead_code)] // Not every example calls each function.
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

/// The mean of `xs` and the half-width of its 95 % interval (normal approximation): the
/// floating-point twin of [`mean_ci`].
#[allow(dead_code)] // Not every example calls each function.
pub fn mean_ci95(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (mean, 1.96 * (var / n).sqrt())
}

/// The mean a unit of `groups` (each a count of units and their summed value: decisions of a
/// deal and their gains) and the half-width of its 95 % interval with the groups as the
/// samples (a ratio estimator): wider than [`mean_ci`]'s when units of one group go together.
#[allow(dead_code)] // Not every example calls each function.
pub fn clustered_mean_ci(groups: &[(usize, i64)]) -> (f64, f64) {
    let d = groups.len() as f64;
    let units: usize = groups.iter().map(|g| g.0).sum();
    if units == 0 || groups.len() < 2 {
        return (0.0, f64::INFINITY);
    }
    let mean = groups.iter().map(|g| g.1 as f64).sum::<f64>() / units as f64;
    let per_group = units as f64 / d;
    let spread: f64 = groups
        .iter()
        .map(|&(n, y)| (y as f64 - mean * n as f64).powi(2))
        .sum::<f64>()
        / (d * (d - 1.0));
    (mean, 1.96 * spread.sqrt() / per_group)
}
