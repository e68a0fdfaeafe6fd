//! A set of cards as a 52-bit mask: bit `i` is the card with index `i`.

use super::card::Card;
use std::fmt;

/// A set of distinct cards, stored as a bit mask. Copy, hashable, O(1) set operations.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CardSet(u64);

impl CardSet {
    pub const EMPTY: CardSet = CardSet(0);
    /// All 52 cards.
    pub const FULL: CardSet = CardSet((1 << 52) - 1);

    /// The set whose bits are `bits`; bits above 51 are dropped.
    pub const fn from_bits(bits: u64) -> CardSet {
        CardSet(bits & Self::FULL.0)
    }

    pub const fn bits(self) -> u64 {
        self.0
    }

    pub const fn contains(self, card: Card) -> bool {
        self.0 >> card.index() & 1 == 1
    }

    /// Adds `card`; returns whether it was new.
    pub fn insert(&mut self, card: Card) -> bool {
        let new = !self.contains(card);
        self.0 |= 1 << card.index();
        new
    }

    pub fn remove(&mut self, card: Card) -> bool {
        let had = self.contains(card);
        self.0 &= !(1 << card.index());
        had
    }

    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub const fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    pub const fn intersection(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    pub const fn difference(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    pub const fn is_subset(self, other: CardSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// The cards in index order (2♣ first, A♠ last).
    pub const fn iter(self) -> Iter {
        Iter(self.0)
    }

    /// The cards as the API lists a hand: high to low by rank, then by suit s, h, d, c.
    pub fn sorted_high_first(self) -> Vec<Card> {
        self.iter().rev().collect()
    }
}

/// The cards of a [`CardSet`] in index order, from either end.
#[derive(Debug, Clone)]
pub struct Iter(u64);

impl Iterator for Iter {
    type Item = Card;

    fn next(&mut self) -> Option<Card> {
        let i = self.0.trailing_zeros();
        self.0 &= self.0.wrapping_sub(1);
        Card::from_index(i as u8)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl DoubleEndedIterator for Iter {
    fn next_back(&mut self) -> Option<Card> {
        let i = 63u32.checked_sub(self.0.leading_zeros())?;
        self.0 &= !(1 << i);
        Card::from_index(i as u8)
    }
}

impl ExactSizeIterator for Iter {}

impl IntoIterator for CardSet {
    type Item = Card;
    type IntoIter = Iter;
    fn into_iter(self) -> Iter {
        self.iter()
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for c in iter {
            set.insert(c);
        }
        set
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorted_high_first_orders_by_rank_then_spades_hearts_diamonds_clubs() {
        let set: CardSet = ["2c", "As", "Ad", "Th", "Ts", "Ah"]
            .iter()
            .map(|t| t.parse::<Card>().unwrap())
            .collect();
        let shown: Vec<String> = set
            .sorted_high_first()
            .iter()
            .map(|c| c.to_string())
            .collect();
        assert_eq!(shown, ["As", "Ah", "Ad", "Ts", "Th", "2c"]);
    }

    #[test]
    fn insert_reports_duplicates_and_len_counts_distinct_cards() {
        let mut set = CardSet::EMPTY;
        let ah: Card = "Ah".parse().unwrap();
        assert!(set.insert(ah));
        assert!(!set.insert(ah));
        assert_eq!(set.len(), 1);
        assert!(set.remove(ah));
        assert!(set.is_empty());
        assert_eq!(CardSet::FULL.len(), 52);
    }
}
