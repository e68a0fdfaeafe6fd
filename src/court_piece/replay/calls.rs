//! The calls before any card moves (steps 1 to 4 of the module docs): the caller's redeal,
//! the naming of trumps, the partner's redeal without trumps, and a trump change. Each
//! returns `None` when the replay stops there (a violation, a wait, or a redeal that ends the
//! deal).

use super::decisions::{ChangedTrump, Decisions, TrumpChange};
use super::engine::{Engine, Wait, seat_after};
use super::face_down::FaceDown;
use crate::cards::{CardSet, Rank};
use crate::court_piece::dealing::lacks_redeal_ranks;
use crate::court_piece::rules::{RedealWhen, TrumpMethod};
use crate::court_piece::trick::TWO_OF_HEARTS;
use crate::court_piece::violation::{
    Decision, Violation, ViolationCode, pretty, pretty_list, suit_name,
};

impl Engine<'_> {
    /// Step 1: the caller's redeal, looking at the first five or the whole hand. A redeal
    /// allowed ends the deal (`Some`, with `redealt` set). A redeal names no trump: an allowed
    /// one sent with `trump` or `trump_card` is `TRUMP_NOT_ALLOWED` (the contract's settled
    /// point); a refused one is `REDEAL_NOT_ALLOWED` first, the reason to fix first.
    pub(super) fn caller_redeal(&mut self, d: &Decisions, redeal_left: bool) -> Option<()> {
        let rules = self.rules;
        let caller = self.caller;
        // A redeal on the whole hand is asked once it is dealt, granted or not.
        self.whole_hand_dealt = rules.redeal.when == RedealWhen::Hand;
        let looked_at = match rules.redeal.when {
            RedealWhen::FirstFive => self.first_five.map(|f| f[caller]),
            _ => Some(self.hands[caller]),
        };
        let ranks = rules.redeal.without.ranks();
        let problem = match (rules.redeal.when, looked_at) {
            (RedealWhen::Never, _) => Some("these rules allow no redeal".to_owned()),
            _ if !redeal_left => Some(too_many_redeals(rules.redeal.max_in_a_row)),
            (_, Some(cards)) if !lacks_redeal_ranks(rules, cards) => {
                let held = CardSet::from_bits(
                    ranks
                        .iter()
                        .map(|r| cards.bits() & (0b1111u64 << (r.index() * 4)))
                        .fold(0, |a, b| a | b),
                );
                Some(format!(
                    "the caller may call a redeal only holding no {} in {}, and holds {}",
                    rank_names(ranks),
                    if rules.redeal.when == RedealWhen::FirstFive {
                        "the first five"
                    } else {
                        "the hand"
                    },
                    pretty_list(held)
                ))
            }
            _ => None,
        };
        if problem.is_none() && (d.trump.is_some() || d.trump_card.is_some()) {
            let (at, what) = if d.trump.is_some() {
                (Decision::Trump, "trumps")
            } else {
                (Decision::TrumpCard, "a trump card")
            };
            self.violate(
                Violation::new(
                    ViolationCode::TrumpNotAllowed,
                    at,
                    format!(
                        "the caller calls a redeal and names {what}: a redeal names no trump (send the redeal alone, or the trumps alone)"
                    ),
                )
                .seat(caller),
            );
            return None;
        }
        self.redeal_or_refuse(problem, caller)
    }

    /// Step 2: trumps named (`trump`), turned up (`trump_card` under `blind_trump`), or left
    /// to the play (first-void). With none yet the deal waits for them.
    #[inline]
    pub(super) fn name_trumps(&mut self, d: &Decisions) -> Option<()> {
        let rules = self.rules;
        let caller = self.caller;
        let not_allowed = |at: Decision, message: &str| {
            Violation::new(ViolationCode::TrumpNotAllowed, at, message.to_owned()).seat(caller)
        };
        if d.drawn_card.is_some() && !rules.five_card_start {
            self.violate(not_allowed(
                Decision::DrawnCard,
                "a card is drawn for trumps only under five_card_start",
            ));
            return None;
        }
        match rules.trump {
            // Set face down in `concealed.rs`, never named.
            TrumpMethod::Concealed => {}
            TrumpMethod::FirstVoid => {
                if d.trump.is_some() || d.trump_card.is_some() {
                    let at = if d.trump.is_some() {
                        Decision::Trump
                    } else {
                        Decision::TrumpCard
                    };
                    self.violate(not_allowed(
                        at,
                        "under first-void nobody names trumps: the first card played by a player who cannot follow sets them",
                    ));
                    return None;
                }
            }
            TrumpMethod::Called if rules.blind_trump => {
                if d.trump.is_some() {
                    self.violate(not_allowed(
                        Decision::Trump,
                        "under blind_trump the trumps are the suit of the caller's card turned up (trump_card), not named",
                    ));
                    return None;
                }
                let Some(card) = d.trump_card else {
                    self.wait = Some(Wait::Trump);
                    return None;
                };
                let first_five = self.first_five.map(|f| f[caller]);
                let unseen = self.hands[caller].difference(first_five.unwrap_or(CardSet::EMPTY));
                if !unseen.contains(card) {
                    let message = if self.hands[caller].contains(card) {
                        format!(
                            "the trump card is turned up from the caller's cards outside the first five, and {} is in the first five",
                            pretty(card)
                        )
                    } else {
                        format!(
                            "the caller (player {caller}) does not hold {}",
                            pretty(card)
                        )
                    };
                    self.violate(not_allowed(Decision::TrumpCard, &message).card(card));
                    return None;
                }
                self.trump = Some(card.suit());
            }
            TrumpMethod::Called => {
                if d.trump_card.is_some() {
                    self.violate(not_allowed(
                        Decision::TrumpCard,
                        "a trump card is turned up only under blind_trump: the caller names trumps",
                    ));
                    return None;
                }
                let Some(t) = d.trump else {
                    self.wait = Some(Wait::Trump);
                    return None;
                };
                self.trump = Some(t);
            }
        }
        Some(())
    }

    /// Step 3: a redeal asked by the caller's partner holding no trump, the caller agreeing.
    /// Allowed, it ends the deal (`Some`, with `redealt` set and no trumps).
    pub(super) fn partner_redeal(&mut self, redeal_left: bool) -> Option<()> {
        let rules = self.rules;
        let partner = (self.caller + 2) % self.n;
        let held = self.hands[partner].intersection(self.trump_cards());
        let problem = if !rules.redeal.partner_no_trump {
            Some("these rules do not let the caller's partner ask for a redeal".to_owned())
        } else if !redeal_left {
            Some(too_many_redeals(rules.redeal.max_in_a_row))
        } else if self.trump.is_none() {
            Some("there are no trumps yet, so the partner cannot be without them".to_owned())
        } else if !held.is_empty() {
            Some(format!(
                "the caller's partner may ask for a redeal only holding no trump, and holds {}",
                pretty_list(held)
            ))
        } else {
            None
        };
        self.redeal_or_refuse(problem, partner)?;
        self.trump = None;
        Some(())
    }

    /// A redeal asked by `seat`: refused for `problem`, or the deal is redealt.
    fn redeal_or_refuse(&mut self, problem: Option<String>, seat: usize) -> Option<()> {
        if let Some(message) = problem {
            self.violate(
                Violation::new(ViolationCode::RedealNotAllowed, Decision::Redeal, message)
                    .seat(seat),
            );
            return None;
        }
        self.redealt = true;
        Some(())
    }

    /// Step 4: a trump change by a player of the party opposite the caller.
    pub(super) fn change_trumps(&mut self, change: TrumpChange) -> Option<()> {
        let rules = self.rules;
        let problem = if !rules.trump_change {
            Some("these rules allow no trump change".to_owned())
        } else if rules.party(change.seat) == rules.party(self.caller) {
            Some(format!(
                "only the party opposite the caller may change trumps, and player {} is the caller's",
                change.seat
            ))
        } else if Some(change.trump) == self.trump {
            Some(format!(
                "a trump change names another suit, and {} are trumps already",
                suit_name(change.trump)
            ))
        } else {
            None
        };
        if let Some(message) = problem {
            self.violate(
                Violation::new(
                    ViolationCode::TrumpNotAllowed,
                    Decision::TrumpChange,
                    message,
                )
                .seat(change.seat),
            );
            return None;
        }
        self.changed = self.trump.map(|called| ChangedTrump {
            seat: change.seat,
            trump: change.trump,
            called,
        });
        self.trump = Some(change.trump);
        Some(())
    }

    /// Step 2 under concealed trumps: the bids (with `bidding`), then the card set face down.
    /// `None` when the replay stops there (a violation, a wait, or an all-pass redeal).
    pub(super) fn choose_concealed(&mut self, d: &Decisions) -> Option<()> {
        let rules = self.rules;
        let mut face = FaceDown::new();
        if d.trump.is_some() {
            self.violate(
                Violation::new(
                    ViolationCode::TrumpNotAllowed,
                    Decision::Trump,
                    "trumps are concealed: the chooser sets a card face down (trump_card), and no suit is named".into(),
                )
                .seat(self.caller),
            );
            return None;
        }
        if let Some(bidding) = rules.bidding {
            let Some(bids) = &d.bids else {
                self.face = Some(face);
                if d.trump_card.is_some() || !d.plays.is_empty() {
                    self.violate(
                        Violation::new(
                            ViolationCode::BidInvalid,
                            Decision::Bids,
                            "the bids come first: each player once, from the caller, bids or passes (bids)".into(),
                        )
                        .seat(self.caller),
                    );
                } else {
                    self.wait = Some(Wait::Bids);
                }
                return None;
            };
            let (chooser, bid) = self.judge_bids(bids, bidding.min)?;
            let Some(chooser) = chooser else {
                // Everybody passed: the deal is redealt by the same dealer.
                self.face = Some(face);
                if let Some(card) = d.trump_card {
                    self.violate(
                        Violation::new(
                            ViolationCode::TrumpNotAllowed,
                            Decision::TrumpCard,
                            "everybody passed: the deal is redealt, and nobody sets trumps".into(),
                        )
                        .card(card),
                    );
                    return None;
                }
                self.redealt = true;
                return None;
            };
            face.chooser = Some(chooser);
            face.bid = Some(bid);
            self.leader = chooser;
        } else {
            face.chooser = Some(self.caller);
        }
        self.face = Some(face);
        let chooser = face.chooser.unwrap_or(self.caller);
        let Some(card) = d.trump_card else {
            self.wait = Some(Wait::Trump);
            return None;
        };
        if !self.face_down_choices(chooser).contains(card) {
            let message = if !self.hands[chooser].contains(card) {
                format!(
                    "the chooser (player {chooser}) does not hold {}",
                    pretty(card)
                )
            } else if rules.two_of_hearts && card == TWO_OF_HEARTS {
                "the 2♥ is the highest trump whatever the suit: it cannot be the face-down card"
                    .to_owned()
            } else {
                format!(
                    "the face-down card is one of the caller's first five, and {} is not",
                    pretty(card)
                )
            };
            self.violate(
                Violation::new(ViolationCode::TrumpNotAllowed, Decision::TrumpCard, message)
                    .seat(chooser)
                    .card(card),
            );
            return None;
        }
        self.trump = Some(card.suit());
        if let Some(f) = &mut self.face {
            f.card = Some(card);
        }
        Some(())
    }

    /// The cards `chooser` may set face down: the first five of the caller without bidding
    /// (Trup kasiet; the whole hand when the first five are not known), the hand with it;
    /// never the 2♥ under `two_of_hearts`.
    pub(super) fn face_down_choices(&self, chooser: usize) -> CardSet {
        let mut choices = self.hands[chooser];
        if self.rules.bidding.is_none()
            && let Some(ff) = self.first_five
        {
            choices = choices.intersection(ff[chooser]);
        }
        if self.rules.two_of_hearts {
            choices.remove(TWO_OF_HEARTS);
        }
        choices
    }

    /// The bids, in order from the caller: the highest bidder and the bid (`None` when
    /// everybody passed), or a violation.
    fn judge_bids(&mut self, bids: &[Option<i64>], min: i64) -> Option<(Option<usize>, u8)> {
        let n = self.n;
        let invalid = |at: Decision, seat: usize, message: String| {
            Violation::new(ViolationCode::BidInvalid, at, message).seat(seat)
        };
        if bids.len() != n {
            // The list's length is nobody's bid: it blames no player.
            self.violate(Violation::new(
                ViolationCode::BidInvalid,
                Decision::Bids,
                format!(
                    "the bids are {n}, one per player from the caller (null for a pass), not {}",
                    bids.len()
                ),
            ));
            return None;
        }
        let mut best: Option<(usize, i64)> = None;
        for (index, bid) in bids.iter().enumerate() {
            let seat = seat_after(self.caller, index, n);
            let Some(b) = *bid else { continue };
            let problem = if !(min..=13).contains(&b) {
                Some(format!("player {seat} bid {b}; a bid is from {min} to 13"))
            } else {
                best.filter(|&(_, high)| b <= high).map(|(by, high)| {
                    format!("player {seat} bid {b}; a bid must be above {high}, player {by}'s bid")
                })
            };
            if let Some(message) = problem {
                self.violate(invalid(Decision::Bid { index }, seat, message));
                return None;
            }
            best = Some((seat, b));
        }
        Some(match best {
            Some((seat, b)) => (Some(seat), b as u8),
            None => (None, 0),
        })
    }
}

fn too_many_redeals(max_in_a_row: i64) -> String {
    format!("a redeal is allowed at most {max_in_a_row} times in a row")
}

fn rank_names(ranks: &[Rank]) -> String {
    let names: Vec<&str> = ranks
        .iter()
        .map(|r| match r {
            Rank::Ace => "ace",
            Rank::King => "king",
            Rank::Queen => "queen",
            Rank::Jack => "jack",
            _ => "card",
        })
        .collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{}, or {last}", rest.join(", ")),
        Some((last, _)) => (*last).to_owned(),
        None => String::new(),
    }
}
