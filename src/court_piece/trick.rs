//! One trick: who wins it, and what a player may play to it (`docs/rules/court-piece.md`, "Playing a
//! trick").
//!
//! - The trick goes to the highest trump in it; with no trump in it, to the highest card of
//!   the suit led.
//! - `two_of_hearts` (Satat): once trumps are set the 2♥ belongs to the trump suit and ranks
//!   above its ace. Its holder may play it to any trick, and a player whose only trump is the
//!   2♥ need not follow when trumps are led. Before trumps are set it is an ordinary heart.
//! - First-void trumps: while there are none, the first card off the led suit sets trumps to
//!   its suit and counts as a trump in its own trick. With hands known (the replay) that card
//!   is necessarily played by a player who cannot follow.
//!
//! Cards are ranked by a small key (0: off-suit, 1–13: the suit led, 14–26: trumps, 27: the
//! 2♥ as trump), so a trick is evaluated card by card with no allocation, and legality is a
//! mask operation on the hand's 52 bits.

use super::error::{DealError, DealErrorKind, DealField};
use super::rules::{Rules, TrumpMethod};
use crate::cards::{Card, CardSet, Rank, Suit};

/// Satat's highest trump.
pub const TWO_OF_HEARTS: Card = Card::new(Rank::Two, Suit::Hearts);

/// Bit masks of the four suits (bit `rank * 4 + suit`).
pub(crate) const SUIT_MASKS: [u64; 4] = {
    let mut masks = [0u64; 4];
    let mut i = 0;
    while i < 52 {
        masks[i % 4] |= 1 << i;
        i += 1;
    }
    masks
};

/// The bit of the 2♥ when it is special (Satat, trumps set), else 0.
#[inline]
pub(crate) const fn special_two(two_of_hearts: bool, trump: Option<Suit>) -> u64 {
    if two_of_hearts && trump.is_some() {
        1 << TWO_OF_HEARTS.index()
    } else {
        0
    }
}

/// The suit a card counts as: its own, except the 2♥ under Satat once trumps are set.
#[inline]
pub fn effective_suit(card: Card, trump: Option<Suit>, two_of_hearts: bool) -> Suit {
    match trump {
        Some(t) if two_of_hearts && card == TWO_OF_HEARTS => t,
        _ => card.suit(),
    }
}

/// The cards of `hand` that may be played to a trick whose led suit is `led` (`None`: the
/// player leads). Follow suit if able; the special 2♥ may always be played, and does not by
/// itself oblige its holder to follow trumps.
#[inline]
pub fn legal_cards(
    hand: CardSet,
    led: Option<Suit>,
    trump: Option<Suit>,
    two_of_hearts: bool,
) -> CardSet {
    let Some(led) = led else { return hand };
    // The special 2♥ never counts as holding the suit led, and may always be played.
    let exempt = special_two(two_of_hearts, trump);
    let follow = hand.bits() & SUIT_MASKS[led as usize] & !exempt;
    // Branch-free: all ones when the player can follow.
    let can_follow = u64::from(follow != 0).wrapping_neg();
    CardSet::from_bits(
        (hand.bits() & !can_follow) | ((follow | (hand.bits() & exempt)) & can_follow),
    )
}

/// The cards of `hand` that follow `led` (the special 2♥ excluded): what a player "holds of
/// the suit led".
#[inline]
pub(crate) fn following(
    hand: CardSet,
    led: Suit,
    trump: Option<Suit>,
    two_of_hearts: bool,
) -> CardSet {
    let exempt = special_two(two_of_hearts, trump);
    CardSet::from_bits(hand.bits() & SUIT_MASKS[led as usize] & !exempt)
}

/// A trick being played, evaluated card by card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct TrickState {
    pub led: Suit,
    /// The trump suit now (set during this trick under first-void).
    pub trump: Option<Suit>,
    /// Whether a card of this trick set trumps.
    pub set_trumps: bool,
    /// Index in the trick of the card winning so far.
    pub best: usize,
    pub best_card: Card,
    best_key: u8,
    /// Per suit, the key of its two: 14 for trumps, 1 for the suit led, 0 for the others.
    class: [u8; 4],
    /// The 2♥ is the highest trump now.
    special_two: bool,
    two_of_hearts: bool,
    first_void: bool,
    /// The cards that follow the suit led (the special 2♥ excluded), and the special 2♥'s
    /// bit (0 when it is not special).
    follow_mask: u64,
    two_mask: u64,
}

impl TrickState {
    /// The trick led with `lead`.
    #[inline]
    pub fn new(
        lead: Card,
        trump: Option<Suit>,
        two_of_hearts: bool,
        first_void: bool,
    ) -> TrickState {
        let led = effective_suit(lead, trump, two_of_hearts);
        let mut t = TrickState {
            led,
            trump,
            set_trumps: false,
            best: 0,
            best_card: lead,
            best_key: 0,
            class: [0; 4],
            special_two: two_of_hearts && trump.is_some(),
            two_of_hearts,
            first_void,
            follow_mask: 0,
            two_mask: 0,
        };
        t.set_masks();
        t.class[led as usize] = 1;
        if let Some(s) = trump {
            t.class[s as usize] = 14;
        }
        t.best_key = t.key(lead);
        t
    }

    fn set_masks(&mut self) {
        self.two_mask = special_two(self.two_of_hearts, self.trump);
        self.follow_mask = SUIT_MASKS[self.led as usize] & !self.two_mask;
    }

    /// What a player holding `hand` may play to this trick (as [`legal_cards`]).
    #[inline]
    pub fn legal(&self, hand: CardSet) -> CardSet {
        let follow = hand.bits() & self.follow_mask;
        let can_follow = u64::from(follow != 0).wrapping_neg();
        CardSet::from_bits(
            (hand.bits() & !can_follow) | ((follow | (hand.bits() & self.two_mask)) & can_follow),
        )
    }

    /// 0 off-suit, 1–13 the suit led, 14–26 trumps, 27 the special 2♥.
    #[inline]
    fn key(&self, card: Card) -> u8 {
        let index = card.index();
        let class = self.class[usize::from(index & 3)];
        // class + rank, or 0 off-suit, without a branch.
        let key = (class + (index >> 2)) & u8::from(class != 0).wrapping_neg();
        if self.special_two && card == TWO_OF_HEARTS {
            27
        } else {
            key
        }
    }

    /// Adds the `index`-th card (1 for the card after the lead). Returns whether it set
    /// trumps.
    #[inline]
    pub fn play(&mut self, index: usize, card: Card) -> bool {
        let mut set = false;
        if self.first_void && self.trump.is_none() && card.index() & 3 != self.led as u8 {
            let suit = card.suit();
            self.trump = Some(suit);
            self.class[suit as usize] = 14;
            self.special_two = self.two_of_hearts;
            self.set_trumps = true;
            self.set_masks();
            set = true;
        }
        // Branch-free selects: whether a card beats the trick is data, not a pattern.
        let key = self.key(card);
        let better = u8::from(key > self.best_key).wrapping_neg();
        self.best_key ^= (self.best_key ^ key) & better;
        self.best ^= (self.best ^ index) & usize::from(better);
        let best_card = self.best_card.index() ^ ((self.best_card.index() ^ card.index()) & better);
        self.best_card = Card::from_index(best_card).unwrap_or(card);
        set
    }
}

/// Who wins a trick, by its plays' order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TrickWinner {
    /// Index of the winning card in the plays.
    pub index: usize,
    pub card: Card,
    /// The suit led (the trump suit when the special 2♥ leads).
    pub led_suit: Suit,
    /// The trumps this trick set (first-void), if it set them.
    pub trump_set: Option<Suit>,
}

/// The winner of the trick `plays` (in the order played; `None` when empty) with `trump`
/// (`None`: no trumps yet, or none at all). `first_void`: while there are no trumps, the
/// first card off the led suit sets them.
pub fn trick_winner(
    plays: &[Card],
    trump: Option<Suit>,
    two_of_hearts: bool,
    first_void: bool,
) -> Option<TrickWinner> {
    let (&lead, rest) = plays.split_first()?;
    let mut t = TrickState::new(lead, trump, two_of_hearts, first_void);
    for (i, &card) in rest.iter().enumerate() {
        t.play(i + 1, card);
    }
    Some(TrickWinner {
        index: t.best,
        card: t.best_card,
        led_suit: t.led,
        trump_set: t.trump.filter(|_| t.set_trumps),
    })
}

/// The answer of `tricks/resolve`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TrickOutcome {
    /// The winning seat.
    pub winner: usize,
    pub winning_card: Card,
    pub led_suit: Suit,
    pub trump_set: Option<Suit>,
}

/// Resolves one trick given as `(seat, card)` plays in the order played, without hands (so
/// follow-suit is not judged). Contract errors, every one found: fewer than 2 or more than
/// `players` plays, a seat outside the table or twice, the first seat out of turn (a trick
/// goes round in seat order from its leader), a card twice, the removed card.
pub fn resolve_trick(
    rules: &Rules,
    trump: Option<Suit>,
    plays: &[(usize, Card)],
) -> Result<TrickOutcome, Vec<DealError>> {
    super::dealing::check_rules(rules).map_err(|e| vec![e])?;
    let mut errors = Vec::new();
    if !(2..=rules.players).contains(&plays.len()) {
        errors.push(DealError::new(
            DealField::TrickPlays,
            DealErrorKind::WrongPlayCount {
                max: rules.players,
                found: plays.len(),
            },
        ));
    }
    let mut seats = 0u8;
    let mut cards = CardSet::EMPTY;
    // Only the first seat out of turn is reported: the ones after it follow from it.
    let mut out_of_turn = false;
    for (index, &(seat, card)) in plays.iter().enumerate() {
        if seat >= rules.players {
            errors.push(DealError::new(
                DealField::TrickPlayPlayer { index },
                DealErrorKind::SeatOutOfRange {
                    seat,
                    players: rules.players,
                },
            ));
        } else if seats & (1 << seat) != 0 {
            errors.push(DealError::new(
                DealField::TrickPlayPlayer { index },
                DealErrorKind::SeatTwice(seat),
            ));
        } else {
            seats |= 1 << seat;
            let previous = plays[index.saturating_sub(1)].0;
            let expected = (previous + 1) % rules.players;
            if index > 0 && previous < rules.players && seat != expected && !out_of_turn {
                out_of_turn = true;
                errors.push(DealError::new(
                    DealField::TrickPlayPlayer { index },
                    DealErrorKind::SeatOutOfTurn {
                        seat,
                        previous,
                        expected,
                    },
                ));
            }
        }
        if !cards.insert(card) {
            let first = plays.iter().position(|p| p.1 == card).unwrap_or(index);
            errors.push(DealError::new(
                DealField::TrickPlayCard { index },
                DealErrorKind::DuplicateCard {
                    card,
                    first: DealField::TrickPlayCard { index: first },
                },
            ));
        }
        if rules.players == 3 && rules.removed_card == Some(card) {
            errors.push(DealError::new(
                DealField::TrickPlayCard { index },
                DealErrorKind::RemovedCardDealt(card),
            ));
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let mut cards = [TWO_OF_HEARTS; 4];
    for (slot, &(_, card)) in cards.iter_mut().zip(plays) {
        *slot = card;
    }
    let first_void = rules.trump == TrumpMethod::FirstVoid;
    match trick_winner(
        &cards[..plays.len()],
        trump,
        rules.two_of_hearts,
        first_void,
    ) {
        Some(w) => Ok(TrickOutcome {
            winner: plays[w.index].0,
            winning_card: w.card,
            led_suit: w.led_suit,
            trump_set: w.trump_set,
        }),
        // Unreachable: the count was checked.
        None => Err(vec![DealError::new(
            DealField::TrickPlays,
            DealErrorKind::WrongPlayCount {
                max: rules.players,
                found: 0,
            },
        )]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::court_piece::rules::Preset;

    fn c(text: &str) -> Card {
        text.parse().unwrap()
    }

    fn cards(text: &str) -> Vec<Card> {
        text.split_whitespace().map(c).collect()
    }

    fn set(text: &str) -> CardSet {
        cards(text).into_iter().collect()
    }

    fn winner(plays: &str, trump: Option<Suit>, two: bool, first_void: bool) -> TrickWinner {
        trick_winner(&cards(plays), trump, two, first_void).unwrap()
    }

    #[test]
    fn the_articles_trick_the_king_of_trumps_beats_the_six_and_the_suit_led() {
        // Trumps ♠; 7♦ led, then K♠, 6♠, Q♦: K♠ wins.
        let w = winner("7d Ks 6s Qd", Some(Suit::Spades), false, false);
        assert_eq!((w.index, w.card, w.led_suit), (1, c("Ks"), Suit::Diamonds));
        assert_eq!(w.trump_set, None);
    }

    #[test]
    fn without_a_trump_the_highest_card_of_the_suit_led_wins() {
        let w = winner("7d As Qd 9d", Some(Suit::Clubs), false, false);
        assert_eq!((w.index, w.card), (2, c("Qd")));
        let w = winner("7d As Qd 9d", None, false, false);
        assert_eq!(w.card, c("Qd"));
    }

    #[test]
    fn satats_two_of_hearts_is_the_highest_trump_and_not_a_heart() {
        let w = winner("7d As 2h Qd", Some(Suit::Spades), true, false);
        assert_eq!(w.card, c("2h"));
        // Hearts led: the 2♥ is a trump, and beats the hearts.
        let w = winner("Ah 2h Kh 3h", Some(Suit::Clubs), true, false);
        assert_eq!(w.card, c("2h"));
        // Without the rule it is the lowest heart.
        let w = winner("Ah 2h Kh 3h", Some(Suit::Clubs), false, false);
        assert_eq!(w.card, c("Ah"));
        // Led, it leads trumps.
        let w = winner("2h As Ks Qs", Some(Suit::Spades), true, false);
        assert_eq!((w.card, w.led_suit), (c("2h"), Suit::Spades));
        // Before trumps are set it is an ordinary heart.
        let w = winner("Ah 2h Kh 3h", None, true, false);
        assert_eq!(w.card, c("Ah"));
    }

    #[test]
    fn the_holder_of_the_two_of_hearts_is_never_obliged_to_follow() {
        let trump = Some(Suit::Spades);
        // Holding diamonds, the player may play Q♦, 4♦ or the 2♥.
        let hand = set("Qd 4d 2h 9c");
        assert_eq!(
            legal_cards(hand, Some(Suit::Diamonds), trump, true),
            set("Qd 4d 2h")
        );
        // Trumps led and the 2♥ the only trump: any card.
        assert_eq!(legal_cards(hand, Some(Suit::Spades), trump, true), hand);
        // Hearts led: the 2♥ is not a heart, so a hand without other hearts plays anything.
        assert_eq!(legal_cards(hand, Some(Suit::Hearts), trump, true), hand);
        // Without the rule it is a heart like any other.
        assert_eq!(
            legal_cards(hand, Some(Suit::Hearts), trump, false),
            set("2h")
        );
        // Before trumps are set (first-void), it must follow hearts like any heart.
        assert_eq!(legal_cards(hand, Some(Suit::Hearts), None, true), set("2h"));
    }

    #[test]
    fn a_player_must_follow_suit_if_able_and_may_play_anything_otherwise() {
        let hand = set("Qd 4d As 9c");
        assert_eq!(legal_cards(hand, None, None, false), hand);
        assert_eq!(
            legal_cards(hand, Some(Suit::Diamonds), Some(Suit::Spades), false),
            set("Qd 4d")
        );
        assert_eq!(
            legal_cards(hand, Some(Suit::Hearts), Some(Suit::Spades), false),
            hand
        );
    }

    #[test]
    fn under_first_void_the_first_card_off_the_led_suit_sets_trumps_and_wins_as_one() {
        let w = winner("Ad 7c Kd 9d", None, false, true);
        assert_eq!((w.card, w.trump_set), (c("7c"), Some(Suit::Clubs)));
        // A later, higher card of the new trump suit wins.
        let w = winner("Ad 7c Kc 9d", None, false, true);
        assert_eq!((w.card, w.trump_set), (c("Kc"), Some(Suit::Clubs)));
        // A later card of another suit is just off-suit.
        let w = winner("Ad 7c As 9d", None, false, true);
        assert_eq!(w.card, c("7c"));
        // Every card followed: no trumps.
        let w = winner("9d Ad Kd 2d", None, false, true);
        assert_eq!((w.card, w.trump_set), (c("Ad"), None));
        // Once trumps are set, nothing new is set.
        let w = winner("9d 3h Kd 2c", Some(Suit::Clubs), false, true);
        assert_eq!((w.card, w.trump_set), (c("2c"), None));
    }

    #[test]
    fn resolve_trick_names_the_winning_seat() {
        let rules = Preset::CourtPiece.rules();
        let plays = [(1, c("7d")), (2, c("Ks")), (3, c("6s")), (0, c("Qd"))];
        let t = resolve_trick(&rules, Some(Suit::Spades), &plays).unwrap();
        assert_eq!((t.winner, t.winning_card), (2, c("Ks")));
        let br = Preset::BeRanga.rules();
        let t = resolve_trick(&br, None, &plays).unwrap();
        assert_eq!((t.winner, t.trump_set), (2, Some(Suit::Spades)));
        // Two plays are enough.
        let t = resolve_trick(&rules, None, &plays[..2]).unwrap();
        assert_eq!(t.winner, 1);
    }

    #[test]
    fn resolve_trick_refuses_what_cannot_be_a_trick() {
        let rules = Preset::Hokm3.rules();
        let codes = |plays: &[(usize, Card)]| -> Vec<&str> {
            resolve_trick(&rules, None, plays)
                .unwrap_err()
                .iter()
                .map(DealError::code)
                .collect()
        };
        assert_eq!(codes(&[(0, c("Ad"))]), ["WRONG_PLAY_COUNT"]);
        assert_eq!(
            codes(&[(0, c("Ad")), (1, c("Kd")), (2, c("Qd")), (0, c("Jd"))]),
            ["WRONG_PLAY_COUNT", "SEAT_TWICE"]
        );
        assert_eq!(
            codes(&[(0, c("Ad")), (3, c("Ad"))]),
            ["SEAT_OUT_OF_RANGE", "DUPLICATE_CARD"]
        );
        // A trick goes round in seat order from its leader: the first seat out of turn is
        // refused, at its play.
        let four = Preset::CourtPiece.rules();
        let refused = resolve_trick(
            &four,
            None,
            &[(1, c("Ad")), (3, c("Kd")), (2, c("Qd")), (0, c("Jd"))],
        )
        .unwrap_err();
        assert_eq!(
            refused,
            [DealError::new(
                DealField::TrickPlayPlayer { index: 1 },
                DealErrorKind::SeatOutOfTurn {
                    seat: 3,
                    previous: 1,
                    expected: 2
                }
            )]
        );
        assert_eq!(
            refused[0].kind.to_string(),
            "seat 3 plays out of turn: a trick goes round in seat order from its leader, so after seat 1 comes seat 2"
        );
        // Round the table past the last seat, and any leader: in order.
        for leader in 0..3 {
            let plays: Vec<_> = (0..3)
                .map(|k| ((leader + k) % 3, Card::all().nth(k + 4).unwrap()))
                .collect();
            assert!(resolve_trick(&rules, None, &plays).is_ok(), "{plays:?}");
        }
        assert_eq!(codes(&[(0, c("Ad")), (1, c("2c"))]), ["REMOVED_CARD_DEALT"]);
    }
}
