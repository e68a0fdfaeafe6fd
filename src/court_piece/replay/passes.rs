//! Satat's passes (step 5 of the module docs): after a kot each player of the losing party
//! passes one card to the player before them and receives one back; after a bavney, two.
//! Trumps go first, then the highest ranks; the cards passed back may not empty a plain suit.
//!
//! Each rule is its own check below, run in this order: whether passes are due at all, then
//! for each pass in turn who passes, how many cards, whether both players hold them, trumps
//! first, then the highest ranks, then the return that may not empty a suit; last, whether
//! every losing player passed. The first broken rule is the violation; the hands change only
//! when every pass is legal.

use super::decisions::{Context, Decisions, Pass, Previous};
use super::engine::Engine;
use crate::cards::{CardSet, Suit};
use crate::court_piece::trick::{SUIT_MASKS, special_two};
use crate::court_piece::violation::{
    Decision, Violation, ViolationCode, pretty, pretty_list, suit_name,
};

/// What the passes of a deal are judged against, once they are due.
struct Due {
    /// The party that made the kot or bavney: its players pass nothing.
    kot_party: usize,
    /// The cards each losing player passes and receives back: 1 after a kot, 2 after a bavney.
    count: usize,
    trump: Option<Suit>,
    /// The trump suit's cards and Satat's 2♥.
    trump_mask: u64,
    /// The 2♥ as Satat's top trump: a trump, yet never required of a passer nor counted
    /// in the plain hearts.
    two_of_hearts_bit: u64,
}

impl Due {
    fn new(kot_party: usize, count: usize, trump: Option<Suit>, two_of_hearts: bool) -> Due {
        let two_of_hearts_bit = special_two(two_of_hearts, trump);
        Due {
            kot_party,
            count,
            trump,
            trump_mask: trump.map_or(0, |t| SUIT_MASKS[t as usize]) | two_of_hearts_bit,
            two_of_hearts_bit,
        }
    }
}

/// The passes a previous deal makes due under `kot_passes`: the party that made its kot or
/// bavney, and the cards each player of the other party passes (one after a kot, two after a
/// bavney).
pub(crate) fn passes_owed(kot_passes: bool, previous: Option<Previous>) -> Option<(usize, usize)> {
    match previous {
        Some(p) if kot_passes && p.bavney => Some((p.party, 2)),
        Some(p) if kot_passes && p.kot => Some((p.party, 1)),
        _ => None,
    }
}

/// A legal pass: `cards` go from `passer` to `receiver`, `returned` the other way.
struct Move {
    passer: usize,
    receiver: usize,
    cards: CardSet,
    returned: CardSet,
}

/// A `PASS_WRONG_COUNT` violation of `seat`: a pass by the wrong player, a missing or repeated
/// one, or the wrong number of cards.
fn wrong_count(at: Decision, seat: usize, message: String) -> Violation {
    Violation::new(ViolationCode::PassWrongCount, at, message).seat(seat)
}

/// "s" after a count of two (a bavney's passes), nothing after one.
fn plural(count: usize) -> &'static str {
    if count == 2 { "s" } else { "" }
}

impl Engine<'_> {
    /// Judges and applies Satat's passes.
    pub(super) fn passes(&mut self, d: &Decisions, ctx: &Context) -> Option<()> {
        let given = d.passes.as_deref().unwrap_or(&[]);
        match self.judge_passes(given, ctx) {
            Ok(moves) => {
                self.passed = !moves.is_empty();
                self.apply_passes(moves);
                Some(())
            }
            Err(v) => {
                self.violate(v);
                None
            }
        }
    }

    /// Every pass judged in turn, the first broken rule the answer: the moves to apply when
    /// all are legal.
    fn judge_passes(&self, given: &[Pass], ctx: &Context) -> Result<Vec<Move>, Violation> {
        let Some(due) = self.passes_due(ctx) else {
            return match given.first() {
                Some(p) => Err(wrong_count(
                    Decision::Pass { index: 0 },
                    p.seat,
                    "no passes are due: passes follow a kot or bavney in the previous deal".into(),
                )),
                None => Ok(Vec::new()),
            };
        };
        let mut done = [false; 4];
        let mut moves = Vec::with_capacity(given.len());
        for (index, pass) in given.iter().enumerate() {
            moves.push(self.judge_pass(&due, Decision::Pass { index }, pass, &mut done)?);
        }
        self.every_loser_passed(&due, &done)?;
        Ok(moves)
    }

    /// Who must pass and how many cards: passes are due (with the rules' `kot_passes`) only
    /// after a kot (one card) or a bavney (two) in the previous deal, by the other party.
    fn passes_due(&self, ctx: &Context) -> Option<Due> {
        let (kot_party, count) = passes_owed(self.rules.kot_passes, ctx.previous)?;
        Some(Due::new(kot_party, count, self.trump, self.two_of_hearts))
    }

    /// One pass, rule by rule: its passer, its count, the cards held, trumps first, then the
    /// highest ranks, and a return that leaves every plain suit.
    fn judge_pass(
        &self,
        due: &Due,
        at: Decision,
        pass: &Pass,
        done: &mut [bool; 4],
    ) -> Result<Move, Violation> {
        let passer = pass.seat;
        let receiver = (passer + self.n - 1) % self.n;
        self.passer_may_pass(due, at, passer, done)?;
        let (cards, returned) = counted(due, at, pass)?;
        let judged = Judged {
            due,
            at,
            passer,
            receiver,
            passer_hand: self.hands[passer],
            receiver_hand: self.hands[receiver],
            cards,
            returned,
        };
        judged.rules_kept()?;
        Ok(Move {
            passer,
            receiver,
            cards,
            returned,
        })
    }

    /// Only a player of the losing party passes, and once.
    fn passer_may_pass(
        &self,
        due: &Due,
        at: Decision,
        passer: usize,
        done: &mut [bool; 4],
    ) -> Result<(), Violation> {
        if self.rules.party(passer) == due.kot_party {
            return Err(wrong_count(
                at,
                passer,
                format!("player {passer} is of the party that made the kot, and passes nothing"),
            ));
        }
        if std::mem::replace(&mut done[passer], true) {
            return Err(wrong_count(
                at,
                passer,
                format!("player {passer} passes twice"),
            ));
        }
        Ok(())
    }

    /// Every player of the losing party passes.
    fn every_loser_passed(&self, due: &Due, done: &[bool; 4]) -> Result<(), Violation> {
        let rules = self.rules;
        for seat in (0..self.n).filter(|&s| rules.party(s) != due.kot_party) {
            if !done[seat] {
                return Err(wrong_count(
                    Decision::Passes,
                    seat,
                    format!(
                        "player {seat} lost the kot and must pass {} card{}",
                        due.count,
                        plural(due.count)
                    ),
                ));
            }
        }
        Ok(())
    }

    /// Makes the legal passes: each passer gives its cards and takes back the returned ones.
    fn apply_passes(&mut self, moves: Vec<Move>) {
        for m in moves {
            self.hands[m.passer] = self.hands[m.passer].difference(m.cards).union(m.returned);
            self.hands[m.receiver] = self.hands[m.receiver].difference(m.returned).union(m.cards);
        }
    }
}

/// The count: each losing player passes exactly `count` distinct cards and receives as many
/// back. The cards passed and the cards returned, as sets.
fn counted(due: &Due, at: Decision, pass: &Pass) -> Result<(CardSet, CardSet), Violation> {
    let count = due.count;
    let cards: CardSet = pass.cards.iter().copied().collect();
    let returned: CardSet = pass.returned.iter().copied().collect();
    if pass.cards.len() != count
        || pass.returned.len() != count
        || cards.len() != count
        || returned.len() != count
    {
        return Err(wrong_count(
            at,
            pass.seat,
            format!(
                "after a {} each losing player passes {count} distinct card{} and receives as many back",
                if count == 2 { "bavney" } else { "kot" },
                plural(count)
            ),
        ));
    }
    Ok((cards, returned))
}

/// A player passes only cards they hold: `seat`'s `hand` holds all of `cards` (`what` says
/// which way they go).
fn held_by(
    at: Decision,
    seat: usize,
    hand: CardSet,
    cards: CardSet,
    what: &str,
) -> Result<(), Violation> {
    match cards.difference(hand).iter().next() {
        Some(card) => Err(Violation::new(
            ViolationCode::CardNotHeld,
            at,
            format!("player {seat} does not hold {} {what}", pretty(card)),
        )
        .seat(seat)
        .card(card)),
        None => Ok(()),
    }
}

/// One pass of the right count, judged: `cards` from `passer` to `receiver`, `returned` back,
/// and their hands before the passes.
struct Judged<'d> {
    due: &'d Due,
    at: Decision,
    passer: usize,
    receiver: usize,
    passer_hand: CardSet,
    receiver_hand: CardSet,
    cards: CardSet,
    returned: CardSet,
}

impl Judged<'_> {
    /// Every rule a pass of the right count keeps, in the order judged: the cards held,
    /// trumps first, then the highest ranks, and a return that leaves every plain suit.
    fn rules_kept(&self) -> Result<(), Violation> {
        self.held()?;
        self.trumps_first()?;
        self.highest_first()?;
        self.leaves_every_suit()
    }

    /// Each player passes only cards they hold: the passer's cards, then the ones passed back.
    fn held(&self) -> Result<(), Violation> {
        held_by(
            self.at,
            self.passer,
            self.passer_hand,
            self.cards,
            "to pass",
        )?;
        held_by(
            self.at,
            self.receiver,
            self.receiver_hand,
            self.returned,
            "to pass back",
        )
    }

    /// Trumps first: a losing player passes a plain card only once every trump they hold is
    /// passed (the 2♥ never required).
    fn trumps_first(&self) -> Result<(), Violation> {
        let (due, passer, cards) = (self.due, self.passer, self.cards);
        let required_trumps =
            CardSet::from_bits(self.passer_hand.bits() & due.trump_mask & !due.two_of_hearts_bit);
        let plain_passed = CardSet::from_bits(cards.bits() & !due.trump_mask);
        if let Some(card) = plain_passed.iter().next_back()
            && !required_trumps.is_subset(cards)
        {
            let left = required_trumps.difference(cards);
            return Err(Violation::new(
                ViolationCode::PassMustBeTrump,
                self.at,
                format!(
                    "a losing player passes trumps while holding any: player {passer} passes {} and keeps {}",
                    pretty(card),
                    pretty_list(left)
                ),
            )
            .seat(passer)
            .card(card));
        }
        Ok(())
    }

    /// Then the highest ranks: no plain card passed ranks below a plain card kept.
    fn highest_first(&self) -> Result<(), Violation> {
        let (due, passer, cards) = (self.due, self.passer, self.cards);
        let plain_passed = CardSet::from_bits(cards.bits() & !due.trump_mask);
        let plain_kept =
            CardSet::from_bits(self.passer_hand.bits() & !due.trump_mask & !cards.bits());
        let (Some(lowest), Some(highest_kept)) =
            (plain_passed.iter().next(), plain_kept.iter().next_back())
        else {
            return Ok(());
        };
        let lowest_rank = plain_passed
            .iter()
            .map(|c| c.rank())
            .min()
            .unwrap_or(lowest.rank());
        let lowest = plain_passed
            .iter()
            .find(|c| c.rank() == lowest_rank)
            .unwrap_or(lowest);
        let top = plain_kept
            .iter()
            .map(|c| c.rank())
            .max()
            .unwrap_or(highest_kept.rank());
        if top > lowest_rank {
            let higher = CardSet::from_bits(plain_kept.bits() & (0b1111u64 << (top.index() * 4)));
            return Err(Violation::new(
                ViolationCode::PassMustBeHighest,
                self.at,
                format!(
                    "without trumps a losing player passes the highest-ranking cards: player {passer} passes {} and keeps {}",
                    pretty(lowest),
                    pretty_list(higher)
                ),
            )
            .seat(passer)
            .card(lowest));
        }
        Ok(())
    }

    /// The return: the cards passed back may not be every card the receiver holds of a
    /// plain suit (Satat's 2♥ not counted in the hearts).
    fn leaves_every_suit(&self) -> Result<(), Violation> {
        let (due, receiver) = (self.due, self.receiver);
        for suit in Suit::ALL {
            if Some(suit) == due.trump {
                continue;
            }
            let held =
                self.receiver_hand.bits() & SUIT_MASKS[suit as usize] & !due.two_of_hearts_bit;
            if held != 0 && held & !self.returned.bits() == 0 {
                return Err(Violation::new(
                    ViolationCode::PassEmptiesSuit,
                    self.at,
                    format!(
                        "the cards passed back may not be every card of a plain suit: player {receiver} would give away all their {} ({})",
                        suit_name(suit),
                        pretty_list(CardSet::from_bits(held))
                    ),
                )
                .seat(receiver));
            }
        }
        Ok(())
    }
}

/// Whether one side of a pass keeps the rules as [`Engine::passes`] judges them, under
/// `trump` (Satat's 2♥ a trump where `two_of_hearts`): `cards` from a passer holding
/// `passer_hand` (held, trumps first, then the highest ranks), `returned` from a receiver
/// holding `receiver_hand` (held, no plain suit emptied). Either side may be empty, to be
/// judged alone: a seat choosing its pass does not know the other side's. The count is not
/// judged.
pub(crate) fn keeps_pass_rules(
    trump: Suit,
    two_of_hearts: bool,
    (passer_hand, cards): (CardSet, CardSet),
    (receiver_hand, returned): (CardSet, CardSet),
) -> bool {
    let due = Due::new(
        0,
        cards.len().max(returned.len()),
        Some(trump),
        two_of_hearts,
    );
    let judged = Judged {
        due: &due,
        at: Decision::Passes,
        passer: 1,
        receiver: 0,
        passer_hand,
        receiver_hand,
        cards,
        returned,
    };
    judged.rules_kept().is_ok()
}
