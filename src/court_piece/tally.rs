//! A small per-party or per-seat list (at most four entries) that never allocates.

use std::ops::{Deref, DerefMut};

/// Up to four values, one per party or seat; derefs to a slice of its length.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Tally<T> {
    values: [T; 4],
    len: u8,
}

impl<T: Copy + Default> Tally<T> {
    /// `len` default values (`len` is capped at 4).
    pub fn new(len: usize) -> Tally<T> {
        Tally {
            values: [T::default(); 4],
            len: len.min(4) as u8,
        }
    }

    /// The first (up to four) values of `values`.
    pub fn from_slice(values: &[T]) -> Tally<T> {
        let mut t = Tally::new(values.len());
        let len = t.len();
        t.copy_from_slice(&values[..len]);
        t
    }
}

impl<T> Deref for Tally<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        &self.values[..self.len as usize]
    }
}

impl<T> DerefMut for Tally<T> {
    fn deref_mut(&mut self) -> &mut [T] {
        &mut self.values[..self.len as usize]
    }
}
