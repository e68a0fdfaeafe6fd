//! The race of a card decision's options, run as the trump advice's race of suits
//! ([`crate::court_piece::analysis::advise`], "When it stops"): worlds are solved in blocks
//! under the options still in it, and after each block every option that is, at 95 %, not a
//! tenth of a trick (or of a plain win's points) better than the leader (paired differences on
//! the same worlds) leaves it; under [`ALONE_FROM`] worlds only all together, from there one by
//! one.

use super::{Choice, OptionValue};
use crate::court_piece::analysis::advise::{judge_out, settled};
use crate::sampling::Moments;

/// Options' values world by world.
#[derive(Debug, Clone, PartialEq)]
pub struct Race {
    /// Per option, per world solved while it ran, its value in whole units.
    values: Vec<Vec<i64>>,
    /// Per option, whether it has left the race.
    out: Vec<bool>,
    worlds: usize,
    /// The units the indifference of the trump race (a tenth of a trick) is a tenth of: 1
    /// for tricks, a plain win's for points.
    unit: f64,
}

/// How a race's units read as the answer's values: a world's units divided by `whole`
/// (rounding down: under points then tricks, a world's units are its point units times
/// `whole` plus its tricks, and the report drops the tricks), then by `per_reported`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Report {
    pub whole: i64,
    pub per_reported: f64,
}

impl Report {
    /// Units reported as they are: tricks.
    pub const PLAIN: Report = Report {
        whole: 1,
        per_reported: 1.0,
    };
}

/// One option's figures.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Figures {
    pub mean: f64,
    pub ci95: (f64, f64),
    pub worlds: usize,
}

impl Race {
    /// A race of `options` whose values count in units of which `unit` is as much as a trick.
    pub fn new(options: usize, unit: f64) -> Race {
        Race {
            values: vec![Vec::new(); options],
            out: vec![false; options],
            worlds: 0,
            unit,
        }
    }

    /// The options still in the race, in order.
    pub fn running(&self) -> Vec<usize> {
        (0..self.out.len()).filter(|&o| !self.out[o]).collect()
    }

    pub fn worlds(&self) -> usize {
        self.worlds
    }

    /// Solves counted: a world under an option.
    pub fn searches(&self) -> usize {
        self.values.iter().map(Vec::len).sum()
    }

    /// Adds a world's values of the running options, in the order of [`Race::running`].
    pub fn add(&mut self, values: &[i64]) {
        for (o, &v) in self.running().into_iter().zip(values) {
            self.values[o].push(v);
        }
        self.worlds += 1;
    }

    fn moments(values: impl IntoIterator<Item = i64>) -> Moments {
        let mut m = Moments::default();
        values.into_iter().for_each(|v| m.add(v));
        m
    }

    /// The leading running option: the highest mean, the first of equals.
    pub fn leader(&self) -> usize {
        let mut best: Option<(usize, f64)> = None;
        for o in self.running() {
            let mean = Self::moments(self.values[o].iter().copied()).mean();
            if best.is_none_or(|(_, m)| mean > m) {
                best = Some((o, mean));
            }
        }
        best.map_or(0, |(o, _)| o)
    }

    /// Judges the race by the trump advice's rule ([`judge_out`]): whether one option is
    /// left.
    pub fn judge(&mut self) -> bool {
        let lead = self.leader();
        let mut out = std::mem::take(&mut self.out);
        let one_left = judge_out(&mut out, lead, self.worlds, |other| {
            let pairs = self.values[lead].iter().zip(&self.values[other]);
            let d = Self::moments(pairs.map(|(&a, &b)| a - b));
            settled((d.mean() / self.unit, d.half_ci95().map(|h| h / self.unit)))
        });
        self.out = out;
        one_left
    }

    /// Option `o` as the answer lists it: `choice`, its mean and interval over its worlds,
    /// read as `report` says.
    pub fn option(&self, o: usize, choice: Choice, report: Report) -> OptionValue {
        let f = self.figures(o, report.whole);
        let reported = |units: f64| units / report.per_reported;
        OptionValue {
            choice,
            value: Some(reported(f.mean)),
            ci95: Some((reported(f.ci95.0), reported(f.ci95.1))),
            worlds: f.worlds,
        }
    }

    /// Option `o`'s figures over its worlds, each world's units divided by `whole` (rounding
    /// down) first.
    pub fn figures(&self, o: usize, whole: i64) -> Figures {
        let m = Self::moments(self.values[o].iter().map(|&v| v.div_euclid(whole)));
        let mean = m.mean();
        let half = m.half_ci95().unwrap_or(0.0);
        Figures {
            mean,
            ci95: (mean - half, mean + half),
            worlds: self.values[o].len(),
        }
    }
}
