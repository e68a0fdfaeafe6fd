//! Helpers for the tests: cards from text, and scripted deals whose every trick is followed
//! (so every play is legal whatever else the players hold).

use super::replay::{DealInput, DealOutcome, Decisions, resolve_deal};
use super::rules::Rules;
use super::trick::trick_winner;
use crate::cards::{Card, CardSet, Suit};

pub fn c(text: &str) -> Card {
    text.parse().unwrap()
}

pub fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace().map(c).collect()
}

pub fn set(text: &str) -> CardSet {
    cards(text).into_iter().collect()
}

pub fn suit(letter: char) -> Suit {
    match letter {
        'c' => Suit::Clubs,
        'd' => Suit::Diamonds,
        'h' => Suit::Hearts,
        _ => Suit::Spades,
    }
}

/// A deal written trick by trick. Each [`Script::won_by`] trick is four (or three) cards of
/// one suit, the highest still unplayed, the highest given to the seat that should win; so
/// every trick is followed and legal. The cards not played are dealt out at the end.
#[derive(Clone)]
pub struct Script {
    pub rules: Rules,
    pub dealer: usize,
    pub trump: Option<Suit>,
    pub hands: [CardSet; 4],
    pub plays: Vec<Card>,
    pub leader: usize,
    /// Unplayed cards of each suit, highest first.
    pool: [Vec<Card>; 4],
}

impl Script {
    pub fn new(rules: &Rules, dealer: usize, trump: Option<Suit>) -> Script {
        let mut pool: [Vec<Card>; 4] = Default::default();
        for card in Card::all().rev() {
            if rules.players == 3 && rules.removed_card == Some(card) {
                continue;
            }
            pool[card.suit() as usize].push(card);
        }
        Script {
            rules: *rules,
            dealer,
            trump,
            hands: [CardSet::EMPTY; 4],
            plays: Vec::new(),
            leader: (dealer + 1) % rules.players,
            pool,
        }
    }

    /// A followed trick of `suit` won by `winner`.
    pub fn won_by(mut self, suit_letter: char, winner: usize) -> Script {
        let n = self.rules.players;
        let s = suit(suit_letter) as usize;
        assert!(
            self.pool[s].len() >= n,
            "no {n} cards of {suit_letter} left"
        );
        let taken: Vec<Card> = self.pool[s].drain(..n).collect();
        let win_at = (winner + n - self.leader) % n;
        let mut others = taken[1..].iter();
        for i in 0..n {
            let card = if i == win_at {
                taken[0]
            } else {
                *others.next().unwrap()
            };
            self.hands[(self.leader + i) % n].insert(card);
            self.plays.push(card);
        }
        self.leader = winner;
        self
    }

    /// The same seat wins `count` followed tricks, cycling through the suits in `suits`.
    pub fn run(mut self, suits: &str, winners: &[usize]) -> Script {
        let letters: Vec<char> = suits.chars().collect();
        for (k, &w) in winners.iter().enumerate() {
            self = self.won_by(letters[k % letters.len()], w);
        }
        self
    }

    /// A trick of the given cards in play order (the caller makes sure they are legal).
    pub fn trick(mut self, text: &str) -> Script {
        let n = self.rules.players;
        let played = cards(text);
        assert_eq!(played.len(), n);
        for (i, &card) in played.iter().enumerate() {
            let s = card.suit() as usize;
            let seat = (self.leader + i) % n;
            match self.pool[s].iter().position(|&x| x == card) {
                Some(at) => {
                    self.pool[s].remove(at);
                }
                None => assert!(self.hands[seat].contains(card), "{card} is not free"),
            }
            self.hands[seat].insert(card);
            self.plays.push(card);
        }
        let first_void = self.rules.trump == super::rules::TrumpMethod::FirstVoid;
        let w = trick_winner(&played, self.trump, self.rules.two_of_hearts, first_void).unwrap();
        if let Some(t) = w.trump_set {
            self.trump = Some(t);
        }
        self.leader = (self.leader + w.index) % n;
        self
    }

    /// Gives `card` (not yet played) to `seat`.
    pub fn give(mut self, seat: usize, text: &str) -> Script {
        for card in cards(text) {
            let s = card.suit() as usize;
            let at = self.pool[s]
                .iter()
                .position(|&x| x == card)
                .expect("card taken");
            self.pool[s].remove(at);
            self.hands[seat].insert(card);
        }
        self
    }

    /// The hands, the unplayed cards dealt out to fill every hand.
    pub fn hands(&self) -> Vec<Vec<Card>> {
        let n = self.rules.players;
        let size = self.rules.hand_size();
        let mut hands = self.hands;
        let mut rest: Vec<Card> = self.pool.iter().flatten().copied().collect();
        for h in hands.iter_mut().take(n) {
            while h.len() < size {
                h.insert(rest.remove(0));
            }
        }
        hands[..n].iter().map(|h| h.sorted_high_first()).collect()
    }

    pub fn decisions(&self) -> Decisions {
        Decisions {
            hands: Some(self.hands()),
            trump: if self.rules.trump == super::rules::TrumpMethod::Called {
                self.trump
            } else {
                None
            },
            plays: self.plays.clone(),
            ..Decisions::default()
        }
    }

    pub fn input(&self) -> DealInput {
        DealInput {
            dealer: self.dealer,
            previous: None,
            decisions: self.decisions(),
        }
    }

    /// Resolves the script; panics on a contract error.
    pub fn resolve(&self) -> DealOutcome {
        resolve_deal(&self.rules, &self.input()).unwrap()
    }

    /// Resolves the script with its decisions changed by `f`.
    pub fn resolve_with(&self, f: impl FnOnce(&mut DealInput)) -> DealOutcome {
        let mut input = self.input();
        f(&mut input);
        resolve_deal(&self.rules, &input).unwrap()
    }
}

/// Plays `input` on to the end, each player choosing with `pick` among their legal cards,
/// resolving again after every card. Returns the finished outcome.
pub fn play_out(
    rules: &Rules,
    input: &mut DealInput,
    mut pick: impl FnMut(CardSet) -> Card,
) -> DealOutcome {
    for _ in 0..60 {
        let o = resolve_deal(rules, input).unwrap();
        assert!(o.valid(), "{:?}", o.violation);
        if o.complete {
            return o;
        }
        let legal = o.legal_cards.unwrap();
        input.decisions.plays.push(pick(legal));
    }
    panic!("the deal never ended");
}

/// The lowest legal card.
pub fn lowest(legal: CardSet) -> Card {
    legal.iter().next().unwrap()
}

/// Hands in which party `strong` (0: `caller`'s, 1: the other) holds the 26 cards of highest
/// random score, aces and trumps weighted up: deals in which one party sweeps tricks, for
/// tests of kots and bavneys.
pub fn lopsided(
    rng: &mut impl rand::Rng,
    caller: usize,
    trump: Suit,
    strong: usize,
) -> [CardSet; 4] {
    let mut pack: Vec<(u32, Card)> = Card::all()
        .map(|c| {
            let weight = u32::from(c.rank().index()) * 3 + if c.suit() == trump { 20 } else { 0 };
            (rng.random_range(0..30) + weight, c)
        })
        .collect();
    pack.sort_by_key(|&(score, c)| (std::cmp::Reverse(score), c));
    let strong_seats = [(caller + strong) % 4, (caller + strong + 2) % 4];
    let weak_seats = [(caller + strong + 1) % 4, (caller + strong + 3) % 4];
    let mut hands = [CardSet::EMPTY; 4];
    for (i, &(_, c)) in pack.iter().enumerate() {
        let seats = if i < 26 { strong_seats } else { weak_seats };
        hands[seats[i % 2]].insert(c);
    }
    hands
}
