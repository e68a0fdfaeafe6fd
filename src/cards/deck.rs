//! The deck and the reproducible shuffle, which every family deals from (how the shuffled
//! pack is dealt is each family's own: round-robin for Chor Voli, packets for Court piece).
//!
//! A deal must be the same on every machine and every version of this service, and anyone
//! must be able to check it from its seed in another language. So nothing here relies on a
//! library's shuffle, whose internals may change; only the ChaCha20 keystream (a published
//! cipher, RFC 8439's block function with 20 rounds) is taken from a crate. Step by step:
//!
//! 1. The seed string's UTF-8 bytes are hashed with SHA-256; the 32-byte digest is the
//!    ChaCha20 key (nonce/stream 0, block counter starting at 0), read as in the `rand_chacha`
//!    crate's `ChaCha20Rng::from_seed`.
//! 2. Random 32-bit words are taken from the keystream in order, each as four little-endian
//!    bytes (`next_u32`).
//! 3. A number below `n` is drawn by [`uniform_below`]: take a word `x`; if
//!    `x >= 2^32 - (2^32 mod n)` discard it and take the next; otherwise the number is `x mod n`.
//! 4. The deck starts in card-index order: 2♣ 2♦ 2♥ 2♠ 3♣ … A♠ (index `rank * 4 + suit`,
//!    ranks 2 to A, suits c d h s). For `i` from 51 down to 1: `j = uniform_below(i + 1)`, then
//!    swap the cards at positions `i` and `j` (Fisher–Yates, Durstenfeld's form).
//!
//! A family draws anything else it needs (the dealer, when not given) from the same stream
//! after the shuffle, so that the cards never depend on it.

use super::{Card, Rank, Suit};
use rand_chacha::ChaCha20Rng;
use rand_core::{RngCore, SeedableRng};
use sha2::{Digest, Sha256};

/// The 52 cards in index order, as the shuffle starts from them.
pub fn standard_deck() -> [Card; 52] {
    std::array::from_fn(|i| Card::new(Rank::ALL[i / 4], Suit::ALL[i % 4]))
}

/// SHA-256 of the seed's UTF-8 bytes: the ChaCha20 key, and what a platform publishes
/// before play to commit to a seed.
pub fn seed_digest(seed: &str) -> [u8; 32] {
    Sha256::digest(seed.as_bytes()).into()
}

/// The random stream of a seed (steps 1 and 2 of the module docs).
pub fn seeded_rng(seed: &str) -> ChaCha20Rng {
    ChaCha20Rng::from_seed(seed_digest(seed))
}

/// A number in `0..n` drawn without bias from 32-bit words (step 3 of the module docs).
///
/// # Panics
/// When `n` is 0.
pub fn uniform_below<R: RngCore + ?Sized>(rng: &mut R, n: u32) -> u32 {
    assert!(n > 0, "uniform_below(0)");
    // 2^32 mod n, computed without 64-bit arithmetic: (2^32 - n) mod n.
    let rejected = n.wrapping_neg() % n;
    loop {
        let x = rng.next_u32();
        if u64::from(x) + u64::from(rejected) < 1 << 32 {
            return x % n;
        }
    }
}

/// Shuffles `cards` in place by Fisher–Yates (step 4 of the module docs).
pub fn shuffle<T, R: RngCore + ?Sized>(cards: &mut [T], rng: &mut R) {
    for i in (1..cards.len()).rev() {
        let j = uniform_below(rng, i as u32 + 1) as usize;
        cards.swap(i, j);
    }
}

/// The deck shuffled from a seed.
pub fn shuffled_deck(seed: &str) -> ([Card; 52], ChaCha20Rng) {
    let mut rng = seeded_rng(seed);
    let mut deck = standard_deck();
    shuffle(&mut deck, &mut rng);
    (deck, rng)
}

/// Lowercase hexadecimal of bytes (for `seed_sha256`).
pub fn to_hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut out = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        out.push(DIGITS[(b >> 4) as usize] as char);
        out.push(DIGITS[(b & 15) as usize] as char);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::CardSet;

    /// A stream that replays fixed words, to check the sampling by hand.
    struct Replay(Vec<u32>);
    impl RngCore for Replay {
        fn next_u32(&mut self) -> u32 {
            self.0.remove(0)
        }
        fn next_u64(&mut self) -> u64 {
            unimplemented!()
        }
        fn fill_bytes(&mut self, _: &mut [u8]) {
            unimplemented!()
        }
    }

    #[test]
    fn uniform_below_rejects_the_biased_top_of_the_range() {
        // n = 3: 2^32 mod 3 = 1, so only x = 2^32 - 1 is rejected.
        let mut rng = Replay(vec![u32::MAX, 7]);
        assert_eq!(uniform_below(&mut rng, 3), 1);
        // n = 52: 2^32 mod 52 = 48; 2^32 - 48 = 4294967248 is the first rejected value.
        let mut rng = Replay(vec![4_294_967_248, 4_294_967_247]);
        assert_eq!(uniform_below(&mut rng, 52), 4_294_967_247 % 52);
        // A power of two rejects nothing.
        let mut rng = Replay(vec![u32::MAX]);
        assert_eq!(uniform_below(&mut rng, 4), 3);
    }

    #[test]
    fn seed_digest_is_sha256_of_the_utf8_bytes() {
        assert_eq!(
            to_hex(&seed_digest("abc")),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }

    #[test]
    fn chacha20_keystream_of_the_zero_key_is_the_published_one() {
        // RFC 8439 / the original ChaCha20 test vector for the all-zero key and nonce.
        let mut rng = ChaCha20Rng::from_seed([0; 32]);
        assert_eq!(rng.next_u32(), u32::from_le_bytes([0x76, 0xb8, 0xe0, 0xad]));
        assert_eq!(rng.next_u32(), u32::from_le_bytes([0xa0, 0xf1, 0x3d, 0x90]));
    }

    #[test]
    fn a_shuffle_is_a_permutation_and_depends_only_on_the_seed() {
        let (a, _) = shuffled_deck("table 7, deal 12");
        let (b, _) = shuffled_deck("table 7, deal 12");
        let (c, _) = shuffled_deck("table 7, deal 13");
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert_eq!(a.iter().copied().collect::<CardSet>(), CardSet::FULL);
    }
}
