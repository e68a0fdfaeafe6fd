//! The seeded deal and the four of a kind that may decide it.
//!
//! The pack is shuffled by [`crate::cards::deck`] (steps 1 to 4 there), then:
//!
//! 5. The shuffled deck is dealt one card at a time round the table in seat order, seat 0
//!    first: card `k` goes to seat `k mod players`, until every seat has its hand; the next
//!    card, if any, is the face-up card.
//! 6. When the dealer is not given, it is `uniform_below(players)`, drawn after the shuffle,
//!    so the hands never depend on whether a dealer was given.

use super::error::{DealError, DealErrorKind, DealField, DealPosition};
use crate::cards::{Card, CardSet, Rank, deck};
use crate::chor_voli::rules::{QuadsHigh, Rules};

/// The four of a kind that decides a deal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Quads {
    pub seat: usize,
    pub rank: Rank,
}

/// A deal as [`deal`] makes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dealt {
    /// SHA-256 of the seed, lowercase hex: what a platform publishes before play.
    pub seed_sha256: String,
    pub dealer: usize,
    /// One hand per seat, each sorted as the API lists hands (high to low, then s, h, d, c).
    pub hands: Vec<Vec<Card>>,
    /// The card left face up when the hands do not use the whole pack.
    pub face_up: Option<Card>,
    /// The deciding four of a kind, when the rules let one decide.
    pub quads: Option<Quads>,
}

/// Deals from `seed` (see the module docs of [`crate::cards::deck`]). `dealer`, when not
/// given, is drawn from the seed after the shuffle. A given dealer outside the table is a
/// contract error at `/dealer`.
///
/// ```
/// use hakam::chor_voli::{Preset, deal};
///
/// // The worked example of docs/dealing.md.
/// let d = deal(&Preset::Ramchi3.rules(), "golden 1", None).unwrap();
/// assert_eq!(d.dealer, 1);
/// assert_eq!(d.face_up.map(|c| c.to_string()).as_deref(), Some("2h"));
/// assert_eq!(d.hands[2][..3].iter().map(|c| c.to_string()).collect::<Vec<_>>(), ["Kh", "Kd", "Qc"]);
/// ```
pub fn deal(rules: &Rules, seed: &str, dealer: Option<usize>) -> Result<Dealt, DealError> {
    let players = rules.players;
    if let Some(d) = dealer.filter(|&d| d >= players) {
        return Err(DealError::new(
            DealPosition::of(DealField::Dealer),
            DealErrorKind::DealerOutOfRange { dealer: d, players },
        ));
    }
    Ok(deal_checked(rules, seed, dealer))
}

/// [`deal`] once `dealer`, if given, is known to be a seat.
pub(super) fn deal_checked(rules: &Rules, seed: &str, dealer: Option<usize>) -> Dealt {
    let players = rules.players;
    let (cards, mut rng) = deck::shuffled_deck(seed);
    let dealt = players * rules.hand_size;
    let mut sets = vec![CardSet::EMPTY; players];
    for (k, &card) in cards.iter().take(dealt).enumerate() {
        sets[k % players].insert(card);
    }
    let face_up = cards.get(dealt).copied();
    let dealer = match dealer {
        Some(d) => d,
        None => deck::uniform_below(&mut rng, players as u32) as usize,
    };
    Dealt {
        seed_sha256: deck::to_hex(&deck::seed_digest(seed)),
        dealer,
        hands: sets.iter().map(|s| s.sorted_high_first()).collect(),
        face_up,
        quads: quads(rules, &sets),
    }
}

/// The four of a kind that decides the deal: `None` unless `rules.quads_win` and someone
/// holds one. `hands` are the hands as dealt, before any exchange.
pub fn quads(rules: &Rules, hands: &[CardSet]) -> Option<Quads> {
    if rules.quads_win {
        best_quads(hands, rules.quads_high)
    } else {
        None
    }
}

/// The highest four of a kind in any hand by `order`, whatever the rules say of its
/// deciding the deal. No two hands can hold the same four, so the best is unique.
pub fn best_quads(hands: &[CardSet], order: QuadsHigh) -> Option<Quads> {
    hands
        .iter()
        .enumerate()
        .flat_map(|(seat, hand)| {
            Rank::ALL
                .into_iter()
                .filter(move |&rank| holds_four(*hand, rank))
                .map(move |rank| Quads { seat, rank })
        })
        .max_by_key(|q| quads_place(q.rank, order))
}

fn holds_four(hand: CardSet, rank: Rank) -> bool {
    let mask = 0b1111u64 << (rank.index() * 4);
    hand.bits() & mask == mask
}

/// Place of a four of a kind, higher is stronger: by rank, except that under
/// [`QuadsHigh::Four`] the fours come above the aces.
fn quads_place(rank: Rank, order: QuadsHigh) -> u8 {
    match (order, rank) {
        (QuadsHigh::Four, Rank::Four) => 13,
        _ => rank.index(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chor_voli::Preset;
    use crate::chor_voli::deal::testing::*;

    /// Deals from `seed` and checks the hands, face-up card and dealer against literals.
    fn assert_deal(
        preset: Preset,
        seed: &str,
        hands: &[&str],
        face_up: Option<&str>,
        dealer: usize,
    ) {
        let d = deal(&preset.rules(), seed, None).unwrap();
        let got: Vec<String> = d.hands.iter().map(|h| shown(h)).collect();
        assert_eq!(got, hands, "{preset:?} {seed:?}");
        assert_eq!(d.face_up.map(|c| c.to_string()).as_deref(), face_up);
        assert_eq!(d.dealer, dealer);
    }

    // Generated once by `deal`, checked against the independent Python implementation in
    // docs/dealing.md, and reviewed by eye: 13 (or 17) distinct cards each, hands sorted.
    #[test]
    fn golden_chor_voli_deals_are_pinned() {
        let p = Preset::ChorVoli;
        assert_deal(
            p,
            "",
            &[
                "Ah Ac Qd Js Jc Td 9s 8c 7s 7h 7c 5h 2s",
                "Kh Qs Qh Qc Jh Jd 8s 8h 6s 6c 3s 2h 2d",
                "Ad Ks Kd Th 9h 9c 8d 7d 5s 5d 4s 4h 2c",
                "As Kc Ts Tc 9d 6h 6d 5c 4d 4c 3h 3d 3c",
            ],
            None,
            3,
        );
        assert_deal(
            p,
            "golden 1",
            &[
                "Ad Ac Kd Qh Qc Th Tc 9s 7s 6d 5s 4c 2s",
                "Jc Ts Td 9h 9c 8h 8c 7h 7d 6h 5h 4d 2d",
                "Ks Qd Js Jh Jd 9d 7c 6s 5d 4h 3s 3h 3c",
                "As Ah Kh Kc Qs 8s 8d 6c 5c 4s 3d 2h 2c",
            ],
            None,
            1,
        );
        assert_deal(
            p,
            "table 7, deal 12",
            &[
                "Ah Ac Qc Js Jh Ts 9d 5s 5d 4s 4h 4d 3c",
                "Ad Ks Kh Kc Qd Jd Td Tc 9s 8c 6d 5c 2d",
                "Jc Th 9h 8h 8d 7s 7h 6h 6c 5h 4c 3s 3h",
                "As Kd Qs Qh 9c 8s 7d 7c 6s 3d 2s 2h 2c",
            ],
            None,
            3,
        );
        assert_deal(
            p,
            "Chor Voli ♠ 2025",
            &[
                "Kh Qh Js Jh 9d 9c 8d 7h 7d 3h 3d 2h 2c",
                "As Ah Ac Qs Qd Jd Jc Ts Th 9s 6s 6c 2s",
                "Ad Kc Qc Td 9h 8h 8c 6d 5s 5d 4h 3s 3c",
                "Ks Kd Tc 8s 7s 7c 6h 5h 5c 4s 4d 4c 2d",
            ],
            None,
            2,
        );
    }

    #[test]
    fn golden_ramchi_3_deals_are_pinned() {
        let p = Preset::Ramchi3;
        assert_deal(
            p,
            "",
            &[
                "Ks Kh Qd Qc Js Th 9h 8c 7h 6s 6h 5c 4h 4c 3d 2s 2d",
                "Ah Kc Jd Jc Td Tc 9d 8s 7d 7c 6d 6c 5s 4s 3s 2h 2c",
                "As Ad Ac Kd Qs Qh Jh Ts 9s 9c 8h 8d 7s 5h 5d 4d 3h",
            ],
            Some("3c"),
            1,
        );
        assert_deal(
            p,
            "golden 1",
            &[
                "As Ah Jh Jc Ts Tc 9s 9d 6h 6c 5s 5c 4h 4d 4c 3h 2s",
                "Ad Ac Ks Kc Qs Qh Qd Jd Td 9c 8s 8h 7h 6d 3s 2d 2c",
                "Kh Kd Qc Js Th 9h 8d 8c 7s 7d 7c 6s 5h 5d 4s 3d 3c",
            ],
            Some("2h"),
            1,
        );
        assert_deal(
            p,
            "table 7, deal 12",
            &[
                "As Ah Ac Kc Qs Qh Qc Js Td 9s 8c 7c 6h 6c 3s 3h 3c",
                "Ad Qd Jh Jd Ts Tc 9h 8s 8d 7s 7h 5s 5d 3d 2s 2h 2d",
                "Ks Kh Kd Jc Th 9d 8h 7d 6s 6d 5h 5c 4s 4h 4d 4c 2c",
            ],
            Some("9c"),
            2,
        );
        assert_deal(
            p,
            "Chor Voli ♠ 2025",
            &[
                "Ah Ad Ac Qh Jh Td 9s 8d 8c 7s 7d 6c 5d 4s 4d 4c 2c",
                "Kh Qs Js Jd Jc Th Tc 9c 7h 7c 6d 5s 5c 3s 3c 2s 2d",
                "As Ks Kd Kc Qd Qc Ts 9h 9d 8s 8h 6s 6h 4h 3h 3d 2h",
            ],
            Some("5h"),
            2,
        );
    }

    #[test]
    fn the_seed_hash_is_the_lowercase_sha256_of_the_seed() {
        let d = deal(&Rules::default(), "golden 1", None).unwrap();
        assert_eq!(
            d.seed_sha256,
            "a65e708bf319065a6e3e2635aae02596bc6cce2467fe91e66b168a07a661c66d"
        );
    }

    #[test]
    fn a_given_dealer_never_changes_the_hands() {
        let rules = Preset::Ramchi3.rules();
        let drawn = deal(&rules, "golden 1", None).unwrap();
        for d in 0..3 {
            let given = deal(&rules, "golden 1", Some(d)).unwrap();
            assert_eq!(given.dealer, d);
            assert_eq!((&given.hands, given.face_up), (&drawn.hands, drawn.face_up));
        }
    }

    #[test]
    fn a_dealer_outside_the_table_is_refused() {
        let e = deal(&Rules::default(), "x", Some(4)).unwrap_err();
        assert_eq!(
            (e.code(), e.at),
            ("DEALER_OUT_OF_RANGE", DealPosition::of(DealField::Dealer))
        );
    }

    #[test]
    fn four_fours_are_named_only_where_quads_win() {
        // Seat 2 of this seed holds 4♠ 4♥ 4♦ 4♣ (see the golden Ramchi deal above).
        let none = deal(&Preset::Ramchi3.rules(), "table 7, deal 12", None).unwrap();
        assert_eq!(none.quads, None);
        let pool = deal(&Preset::Ramchi3Pool.rules(), "table 7, deal 12", None).unwrap();
        assert_eq!(pool.hands, none.hands);
        assert_eq!(
            pool.quads,
            Some(Quads {
                seat: 2,
                rank: Rank::Four
            })
        );
    }

    // --- Four of a kind -------------------------------------------------------------

    #[test]
    fn the_highest_four_of_a_kind_wins_by_either_order() {
        // "several such players: the highest four wins" (docs/rules/chor-voli.md).
        let hands = [set("Kc Kd Kh Ks"), set("4c 4d 4h 4s"), set("Ac Ad Ah As")];
        let best = |order| best_quads(&hands, order).map(|q| (q.seat, q.rank));
        assert_eq!(best(QuadsHigh::Ace), Some((2, Rank::Ace)));
        assert_eq!(best(QuadsHigh::Four), Some((1, Rank::Four)));
        // Under "four" the rest keep rank order: 5555 > 3333 > 2222.
        let low = [set("2c 2d 2h 2s"), set("3c 3d 3h 3s"), set("5c 5d 5h 5s")];
        assert_eq!(best_quads(&low, QuadsHigh::Four).map(|q| q.seat), Some(2));
        assert_eq!(
            best_quads(&low[..2], QuadsHigh::Four).map(|q| q.seat),
            Some(1)
        );
    }

    #[test]
    fn a_hand_with_two_fours_of_a_kind_counts_its_best() {
        let hands = [set("2c 2d 2h 2s 4c 4d 4h 4s"), set("Ac Ad Ah As")];
        let best = |order| best_quads(&hands, order).map(|q| (q.seat, q.rank));
        assert_eq!(best(QuadsHigh::Ace), Some((1, Rank::Ace)));
        assert_eq!(best(QuadsHigh::Four), Some((0, Rank::Four)));
        assert_eq!(best_quads(&[set("Ac Kd")], QuadsHigh::Ace), None);
    }
}
