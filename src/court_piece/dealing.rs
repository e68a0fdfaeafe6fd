//! The seeded deal in packets (`docs/rules/court-piece.md`, "Dealing").
//!
//! The pack is shuffled exactly as [`crate::cards::deck`] and `docs/dealing.md` say, with one
//! difference for three players: their pack is the 52-card index order without the removed
//! card (51 cards, positions 0 to 50), and Fisher–Yates runs `i` from 50 down. When no dealer
//! is given it is `uniform_below(players)`, drawn right after the shuffle; the caller is the
//! seat after the dealer.
//!
//! Packets take cards from position 0 onward, from the caller round the table in seat order:
//! four players 5-4-4 (each seat gets 5, then 4, then 4), three players 5-4-4-4, two players
//! 5 each (positions 0–4 to the caller, 5–9 to the dealer) and positions 10–51 are the stock,
//! top first. A seat's first packet is its **first five**. The dealer decides only where the
//! packets start: the shuffled order never depends on it.

use super::error::{DealError, DealErrorKind, DealField};
use super::rules::{RedealWhen, Rules};
use crate::cards::{Card, CardSet, deck};

/// The size of the two-player stock.
pub const STOCK_SIZE: usize = 42;

/// A deal as the cards fall, before anyone decides anything.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dealt {
    /// SHA-256 of the seed, lowercase hex.
    pub seed_sha256: String,
    pub dealer: usize,
    pub caller: usize,
    /// Each seat's hand as dealt (13, 17, or 5 cards with two players).
    pub hands: Vec<CardSet>,
    /// Each seat's first packet.
    pub first_five: Vec<CardSet>,
    /// The card taken out of the pack (three players).
    pub removed: Option<Card>,
    /// The two-player stock, top first (empty otherwise).
    pub stock: Vec<Card>,
    /// Whether the rules let the caller call a redeal on these cards.
    pub caller_may_redeal: bool,
}

/// The cards of a deal in fixed-size form, as the replay uses them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Packets {
    pub dealer: usize,
    pub hands: [CardSet; 4],
    pub first_five: [CardSet; 4],
    /// Positions 10–51 of the shuffled pack (two players).
    pub stock: [Card; STOCK_SIZE],
}

/// A dealer outside the table, at `at` (`dealer`, or a game's `first_dealer`): a contract
/// error.
pub fn check_dealer(rules: &Rules, dealer: usize, at: DealField) -> Result<(), DealError> {
    if dealer < rules.players {
        Ok(())
    } else {
        Err(DealError::new(
            at,
            DealErrorKind::DealerOutOfRange {
                dealer,
                players: rules.players,
            },
        ))
    }
}

/// Deals from `seed` (see the module docs). A given dealer outside the table is a contract
/// error, as is a rule set that [`Rules::problems`] refuses.
pub fn deal(rules: &Rules, seed: &str, dealer: Option<usize>) -> Result<Dealt, DealError> {
    check_rules(rules)?;
    if let Some(d) = dealer {
        check_dealer(rules, d, DealField::Dealer)?;
    }
    let p = packets(rules, seed, dealer);
    let n = rules.players;
    let caller = (p.dealer + 1) % n;
    Ok(Dealt {
        seed_sha256: deck::to_hex(&deck::seed_digest(seed)),
        dealer: p.dealer,
        caller,
        hands: p.hands[..n].to_vec(),
        first_five: p.first_five[..n].to_vec(),
        removed: rules.removed_card.filter(|_| n == 3),
        stock: if n == 2 { p.stock.to_vec() } else { Vec::new() },
        caller_may_redeal: caller_may_redeal(rules, p.hands[caller], p.first_five[caller]),
    })
}

/// A rule set the engine can work with, or the contract error that refuses it.
pub(crate) fn check_rules(rules: &Rules) -> Result<(), DealError> {
    let problems = rules.problems();
    if problems.is_empty() {
        Ok(())
    } else {
        Err(DealError::new(
            DealField::Rules,
            DealErrorKind::InvalidRules(problems),
        ))
    }
}

/// The shuffle and the packets. `rules` must be consistent and `dealer`, if given, a seat.
pub(crate) fn packets(rules: &Rules, seed: &str, dealer: Option<usize>) -> Packets {
    let n = rules.players;
    let mut rng = deck::seeded_rng(seed);
    let mut pack = deck::standard_deck();
    let size = match rules.removed_card.filter(|_| n == 3) {
        Some(removed) => {
            let mut k = 0;
            for card in deck::standard_deck() {
                if card != removed {
                    pack[k] = card;
                    k += 1;
                }
            }
            k
        }
        None => 52,
    };
    deck::shuffle(&mut pack[..size], &mut rng);
    let dealer = dealer.unwrap_or_else(|| deck::uniform_below(&mut rng, n as u32) as usize);
    let caller = (dealer + 1) % n;
    let sizes: &[usize] = match n {
        4 => &[5, 4, 4],
        3 => &[5, 4, 4, 4],
        _ => &[5],
    };
    let mut hands = [CardSet::EMPTY; 4];
    let mut first_five = [CardSet::EMPTY; 4];
    let mut cards = pack[..size].iter().copied();
    for (round, &packet) in sizes.iter().enumerate() {
        for k in 0..n {
            let seat = (caller + k) % n;
            for card in cards.by_ref().take(packet) {
                hands[seat].insert(card);
                if round == 0 {
                    first_five[seat].insert(card);
                }
            }
        }
    }
    let mut stock = [pack[0]; STOCK_SIZE];
    if n == 2 {
        stock.copy_from_slice(&pack[10..52]);
    }
    Packets {
        dealer,
        hands,
        first_five,
        stock,
    }
}

/// Whether `cards` hold none of the redeal's ranks.
pub(crate) fn lacks_redeal_ranks(rules: &Rules, cards: CardSet) -> bool {
    rules
        .redeal
        .without
        .ranks()
        .iter()
        .all(|r| cards.bits() & (0b1111u64 << (r.index() * 4)) == 0)
}

/// Whether the caller, holding `hand` with first packet `first_five`, may call a redeal.
pub(crate) fn caller_may_redeal(rules: &Rules, hand: CardSet, first_five: CardSet) -> bool {
    rules.redeal.max_in_a_row >= 1
        && match rules.redeal.when {
            RedealWhen::Never => false,
            RedealWhen::FirstFive => lacks_redeal_ranks(rules, first_five),
            RedealWhen::Hand => lacks_redeal_ranks(rules, hand),
        }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::court_piece::rules::Preset;

    fn show(set: CardSet) -> String {
        set.sorted_high_first()
            .iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }

    fn cards(text: &str) -> CardSet {
        text.split_whitespace()
            .map(|c| c.parse::<Card>().unwrap())
            .collect()
    }

    fn seats(d: &Dealt) -> Vec<(String, String)> {
        d.hands
            .iter()
            .zip(&d.first_five)
            .map(|(h, f)| (show(*h), show(*f)))
            .collect()
    }

    /// The seeds of `docs/dealing.md`'s worked example, dealt in packets.
    #[test]
    fn golden_1_four_players_deal_5_4_4_from_the_caller() {
        let d = deal(&Preset::CourtPiece.rules(), "golden 1", None).unwrap();
        assert_eq!(
            d.seed_sha256,
            "a65e708bf319065a6e3e2635aae02596bc6cce2467fe91e66b168a07a661c66d"
        );
        assert_eq!((d.dealer, d.caller), (1, 2));
        let expected = [
            ("Ks Kh Jd Jc Th Td Tc 9h 8s 6d 5d 4s 3h", "Kh Jd Td Tc 5d"),
            ("Ah Kd Qh Qd Jh 8d 7d 6s 4d 4c 2h 2d 2c", "Ah Qh Jh 7d 2c"),
            ("Ac Js Ts 9c 8h 7s 6c 5s 5c 3s 3d 3c 2s", "Ac 9c 6c 3c 2s"),
            ("As Ad Kc Qs Qc 9s 9d 8c 7h 7c 6h 5h 4h", "Kc Qc 6h 5h 4h"),
        ];
        let expected: Vec<_> = expected
            .iter()
            .map(|(h, f)| (h.to_string(), f.to_string()))
            .collect();
        assert_eq!(seats(&d), expected);
        assert_eq!((d.removed, d.stock.len()), (None, 0));
    }

    #[test]
    fn golden_1_three_players_shuffle_51_cards_and_deal_5_4_4_4() {
        let d = deal(&Preset::Hokm3.rules(), "golden 1", None).unwrap();
        assert_eq!((d.dealer, d.caller), (2, 0));
        let expected = [
            (
                "Ad Ac Kh Kd Qd Qc Js Jh Th Tc 8c 7c 6d 5h 5d 3s 3d",
                "Ac Kd Qd Qc 5d",
            ),
            (
                "As Kc Qs Ts 9s 9d 8s 8h 8d 6s 5s 5c 4s 4d 4c 3h 2h",
                "Kc 9s 6s 5s 4c",
            ),
            (
                "Ah Ks Qh Jd Jc Td 9h 9c 7s 7h 7d 6h 6c 4h 3c 2s 2d",
                "Ah Jd 9c 4h 2s",
            ),
        ];
        let expected: Vec<_> = expected
            .iter()
            .map(|(h, f)| (h.to_string(), f.to_string()))
            .collect();
        assert_eq!(seats(&d), expected);
        assert_eq!(d.removed, Some("2c".parse().unwrap()));
        let all = d.hands.iter().fold(CardSet::EMPTY, |a, h| a.union(*h));
        assert_eq!(all.len(), 51);
        assert!(!all.contains("2c".parse().unwrap()));
    }

    #[test]
    fn golden_1_two_players_deal_five_each_and_a_stock_of_42() {
        let d = deal(&Preset::Hokm2.rules(), "golden 1", None).unwrap();
        assert_eq!((d.dealer, d.caller), (1, 0));
        assert_eq!(show(d.hands[0]), "Ac 9c 6c 3c 2s");
        assert_eq!(show(d.hands[1]), "Kc Qc 6h 5h 4h");
        assert_eq!(d.first_five, d.hands);
        let stock: Vec<String> = d.stock.iter().map(|c| c.to_string()).collect();
        assert_eq!(
            stock.join(" "),
            "Jd Kh Tc Td 5d Ah Qh 7d Jh 2c 7s Ts 3s 3d 9s 7h 7c As 6d 9h 3h 8s Kd 4d Qd 8d \
             5s 8h Js 5c Ad 8c 9d Qs Th Jc Ks 4s 4c 2d 6s 2h"
        );
    }

    #[test]
    fn a_given_dealer_moves_where_the_packets_start_but_not_the_shuffle() {
        let drawn = deal(&Preset::CourtPiece.rules(), "golden 1", None).unwrap();
        let given = deal(&Preset::CourtPiece.rules(), "golden 1", Some(3)).unwrap();
        assert_eq!((given.dealer, given.caller), (3, 0));
        // The caller gets positions 0–4 either way: seat 2's cards when seat 2 called move
        // to seat 0 when seat 0 calls.
        for seat in 0..4 {
            assert_eq!(given.hands[seat], drawn.hands[(seat + 2) % 4]);
            assert_eq!(given.first_five[seat], drawn.first_five[(seat + 2) % 4]);
        }
        assert_eq!(
            given.hands[0],
            cards("Ac Js Ts 9c 8h 7s 6c 5s 5c 3s 3d 3c 2s")
        );
    }

    #[test]
    fn a_dealer_outside_the_table_is_a_contract_error() {
        let e = deal(&Preset::Hokm3.rules(), "x", Some(3)).unwrap_err();
        assert_eq!((e.code(), e.at), ("DEALER_OUT_OF_RANGE", DealField::Dealer));
        let mut broken = Preset::Hokm.rules();
        broken.players = 5;
        assert_eq!(
            deal(&broken, "x", None).unwrap_err().code(),
            "INVALID_RULES"
        );
    }

    #[test]
    fn every_card_is_dealt_once_and_first_fives_are_first_packets() {
        for p in Preset::ALL {
            let rules = p.rules();
            for k in 0..20 {
                let d = deal(&rules, &format!("seed {k}"), None).unwrap();
                let mut all = CardSet::EMPTY;
                for (h, f) in d.hands.iter().zip(&d.first_five) {
                    assert_eq!(h.len(), rules.dealt_size());
                    assert_eq!(f.len(), 5);
                    assert!(f.is_subset(*h));
                    assert!(all.intersection(*h).is_empty());
                    all = all.union(*h);
                }
                all = all.union(d.stock.iter().copied().collect());
                if let Some(r) = d.removed {
                    all.insert(r);
                }
                assert_eq!(all, CardSet::FULL, "{} seed {k}", p.name());
            }
        }
    }

    #[test]
    fn the_caller_may_redeal_without_court_cards_where_the_rules_look() {
        let satat = Preset::Satat.rules(); // first-five, kqj
        let tc = Preset::Troefcall.rules(); // hand, akqj
        let five = cards("As 9s 6h 4d 2c");
        let hand = cards("As 9s 6h 4d 2c Qd 8d 7d 6d 5d 4c 3c 2d");
        assert!(caller_may_redeal(&satat, hand, five));
        assert!(!caller_may_redeal(&tc, hand, five));
        let no_court = cards("Ts 9s 6h 4d 2c 9d 8d 7d 6d 5d 4c 3c 2d");
        assert!(caller_may_redeal(&tc, no_court, cards("Ts 9s 6h 4d 2c")));
        assert!(!caller_may_redeal(
            &Preset::CourtPiece.rules(),
            no_court,
            five
        ));
        let mut zero = satat;
        zero.redeal.max_in_a_row = 0;
        assert!(!caller_may_redeal(&zero, hand, five));
    }
}
