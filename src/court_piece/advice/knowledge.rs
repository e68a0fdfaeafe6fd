//! What one seat knows when it decides, read from its [`View`] and nothing else: its cards,
//! its dummy's, every card played and by whom, the voids those plays showed, how many cards
//! each seat still holds, the cards it passed (Satat) that have not been played, and what the
//! pass rules say its pass shows of the other side's cards ([`PassFacts`]).

use crate::cards::{Card, CardSet, Rank, Suit};
use crate::court_piece::analysis;
use crate::court_piece::rules::{Rules, TrumpMethod};
use crate::court_piece::trick::{TrickState, effective_suit, trick_winner};
use crate::court_piece::view::{View, Viewer};
use crate::court_piece::{ChangedTrump, Pass, TWO_OF_HEARTS};
use std::fmt::Write as _;

/// What the tricks played show: every card in order, each seat's cards played, the voids
/// shown by a failure to follow, the ruffs declined, and every card played to a trick its
/// player did not lead.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Played {
    pub plays: Vec<Card>,
    pub played_by: [CardSet; 4],
    /// Per seat, bit `suit as u8`: see [`Knowledge::voids`].
    pub voids: [u8; 4],
    /// See [`Knowledge::declined`].
    pub declined: Vec<Declined>,
    /// See [`Knowledge::follows`].
    pub follows: Vec<Followed>,
    /// See [`Knowledge::leads`].
    pub leads: Vec<Followed>,
}

/// A seat that could not follow and threw a card that is not a trump while the other party
/// was winning the trick: where it held a trump that would have won, it declined to win.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Declined {
    pub seat: usize,
    /// The cards on the table before its own, in the order played.
    pub table: Vec<Card>,
    /// The cards it played from that trick on, its throw included: with the cards it holds
    /// now, those it held then.
    pub since: CardSet,
}

/// A card played to a trick its player did not lead, or (its `table` empty) a card led: what
/// a sound player's reading weighs ([`super::worlds::Prior::Plays`],
/// [`super::worlds::Prior::Leads`], [`sound_play`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Followed {
    pub seat: usize,
    /// The cards on the table before its own, in the order played.
    pub table: Vec<Card>,
    pub card: Card,
    /// Whether the other party was winning the trick before it (never, for a lead).
    pub other_wins: bool,
    /// Every card played before it: the tricks before and the table.
    pub gone: CardSet,
    /// The cards its seat played from that trick on, this one included: with the cards the
    /// seat holds now, those it held then.
    pub since: CardSet,
}

impl Played {
    /// Reads `tricks`, each its `(player, card)` in order, under `trump` (and Satat's 2♥).
    pub fn read<T: IntoIterator<Item = (usize, Card)>>(
        tricks: impl IntoIterator<Item = T>,
        trump: Option<Suit>,
        two: bool,
    ) -> Played {
        let mut out = Played {
            plays: Vec::with_capacity(52),
            played_by: [CardSet::EMPTY; 4],
            voids: [0; 4],
            declined: Vec::new(),
            follows: Vec::new(),
            leads: Vec::new(),
        };
        // Every card played, each read as a lead or a card followed with.
        let mut reads: Vec<Followed> = Vec::with_capacity(52);
        let mut gone = CardSet::EMPTY;
        for trick in tricks {
            let mut table: Vec<Card> = Vec::with_capacity(4);
            let mut seats: Vec<usize> = Vec::with_capacity(4);
            for (player, card) in trick {
                let seat = player % 4;
                out.plays.push(card);
                out.played_by[seat].insert(card);
                // Every card read so far gathers its seat's cards from then on.
                for f in reads.iter_mut().filter(|f| f.seat == seat) {
                    f.since.insert(card);
                }
                let mut other_wins = false;
                if let Some(&first) = table.first() {
                    // Satat's 2♥ may always be played: it shows nothing of its player's suits.
                    let special = two && trump.is_some() && card == TWO_OF_HEARTS;
                    let led = effective_suit(first, trump, two);
                    if effective_suit(card, trump, two) != led && !special {
                        out.voids[seat] |= 1 << led as u8;
                    }
                    let winner = trick_winner(&table, trump, two, false).map(|w| seats[w.index]);
                    other_wins = winner.is_some_and(|w| w % 2 != seat % 2);
                }
                reads.push(Followed {
                    seat,
                    table: table.clone(),
                    card,
                    other_wins,
                    gone,
                    since: CardSet::from_iter([card]),
                });
                gone.insert(card);
                table.push(card);
                seats.push(seat);
            }
        }
        (out.leads, out.follows) = reads.into_iter().partition(|f| f.table.is_empty());
        out.declined = out
            .follows
            .iter()
            .filter(|f| declined(f, trump, two))
            .map(|f| Declined {
                seat: f.seat,
                table: f.table.clone(),
                since: f.since,
            })
            .collect();
        out
    }
}

/// Whether `f` is a ruff declined: its seat did not follow, threw a card that is not a
/// trump, and the other party was winning the trick.
fn declined(f: &Followed, trump: Option<Suit>, two: bool) -> bool {
    let Some(t) = trump else { return false };
    let suit = effective_suit(f.card, trump, two);
    let special = two && f.card == TWO_OF_HEARTS;
    let led = effective_suit(f.table[0], trump, two);
    suit != led && !special && suit != t && f.other_wins
}

/// Whether a sound player holding `held` (its cards then, `f.card` among them) would have
/// played `f.card` ([`super::worlds::Prior::Plays`]): where the other party is winning the
/// trick and it can win it, it wins as cheaply as it can; where it follows suit and does not
/// win, it plays its lowest card of the suit. Cards that touch (every card between them is
/// held or gone: the cards on the table are gone) are alike. A throw from a void that does
/// not win, and Satat's 2♥, read nothing. The model is the common player's habit (second
/// and fourth hand win cheaply, a trick one's partner holds gets the lowest card), and the
/// arena's heuristic player follows it to the letter (`examples/arena.rs`). A card led (its
/// table empty) is sound where it is a master (every higher card of its suit held or gone),
/// or where the seat held no master and it is the lowest of its suit (cards that touch
/// alike), as `sound_lead` reads it ([`super::worlds::Prior::Leads`]).
pub fn sound_play(f: &Followed, held: CardSet, trump: Option<Suit>, two: bool) -> bool {
    let special = two && trump.is_some();
    if special && f.card == TWO_OF_HEARTS {
        return true;
    }
    if f.table.is_empty() {
        return sound_lead(f, held, special);
    }
    let suit_of = |c: Card| effective_suit(c, trump, two);
    let (&lead, rest) = f.table.split_first().expect("a card followed");
    let led = suit_of(lead);
    let mut plain = held;
    if special {
        plain.remove(TWO_OF_HEARTS);
    }
    let in_suit: CardSet = plain.iter().filter(|&c| suit_of(c) == led).collect();
    let legal = if in_suit.is_empty() { plain } else { in_suit };
    let mut table = TrickState::new(lead, trump, two, false);
    for (i, &card) in rest.iter().enumerate() {
        table.play(i + 1, card);
    }
    let wins = |c: Card| {
        let mut t = table;
        t.play(f.table.len(), c);
        t.best == f.table.len()
    };
    let known = held.union(f.gone);
    let alike = |a: Card, b: Card| touch(a, b, known);
    let key = |c: Card| (Some(suit_of(c)) == trump, c.rank());
    let cheaper = |pool: CardSet| {
        pool.iter()
            .any(|d| key(d) < key(f.card) && !alike(d, f.card))
    };
    let winners: CardSet = legal.iter().filter(|&c| wins(c)).collect();
    if f.other_wins && !winners.is_empty() {
        return winners.contains(f.card) && !cheaper(winners);
    }
    suit_of(f.card) != led || !cheaper(legal)
}

/// Whether `a` and `b` are of one suit and touch: every card of the suit ranked between them
/// is `known` (held or gone; Satat's 2♥, the lowest rank, is never between two cards).
fn touch(a: Card, b: Card, known: CardSet) -> bool {
    let (lo, hi) = (a.rank().min(b.rank()), a.rank().max(b.rank()));
    a.suit() == b.suit()
        && Rank::ALL
            .iter()
            .filter(|&&r| lo < r && r < hi)
            .all(|&r| known.contains(Card::new(r, a.suit())))
}

/// Whether a sound player holding `held` would have led `f.card`
/// ([`super::worlds::Prior::Leads`]): where it holds a master (a card whose every higher card
/// of its suit is held or gone), it leads one; else it leads its lowest card of the suit it
/// leads (cards that touch alike). Which suit it leads reads nothing, nor does a master led
/// (any of them), nor Satat's 2♥ (`special`: the caller returned on it). The arena's
/// heuristic player leads that way (it leads the lowest of its longest side suit); a lead
/// unsound in every probe world (a player who leads low holding an ace every probe gives it)
/// is not read ([`super::worlds::PLAY_PROBES`]).
fn sound_lead(f: &Followed, held: CardSet, special: bool) -> bool {
    let known = held.union(f.gone);
    let master = |c: Card| {
        Rank::ALL
            .iter()
            .filter(|&&r| r > c.rank())
            .all(|&r| known.contains(Card::new(r, c.suit())))
    };
    if master(f.card) {
        return true;
    }
    let mut plain = held;
    if special {
        plain.remove(TWO_OF_HEARTS);
    }
    !plain.iter().any(master)
        && !plain.iter().any(|d| {
            d.suit() == f.card.suit() && d.rank() < f.card.rank() && !touch(d, f.card, known)
        })
}

/// Per seat, the cards `seat` knows that seat holds (Satat): what `seat` passed to it, of
/// `passes`, not played since (`played_by`) and not back in `seat`'s `own` hand.
pub fn known_from(
    seat: usize,
    passes: &[Pass],
    (own, played_by): (CardSet, &[CardSet; 4]),
    players: usize,
) -> [CardSet; 4] {
    let mut known = [CardSet::EMPTY; 4];
    for pass in passes {
        let passer = pass.seat % players;
        let receiver = (passer + players - 1) % players;
        let (given_to, given): (usize, &[Card]) = if passer == seat {
            (receiver, &pass.cards)
        } else if receiver == seat {
            (passer, &pass.returned)
        } else {
            continue;
        };
        for &card in given {
            if !played_by[given_to].contains(card) && !own.contains(card) {
                known[given_to].insert(card);
            }
        }
    }
    known
}

/// What the passes `seat` took part in say of the other side's hidden cards (Satat), by the
/// pass rules (a losing player passes trumps while it holds any but the 2♥, then its
/// highest ranks; the player before it may not pass back every card of a plain suit it
/// holds). Each is a fact of every deal that gives the seat its view.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PassFacts {
    /// Per seat, bit `suit as u8`: the trump suit, for a losing player that passed the seat a
    /// plain card: it held no trump but the 2♥, so its hidden cards hold none.
    pub voids: [u8; 4],
    /// Per seat, the highest rank its hidden plain cards may have: a losing player that
    /// passed the seat plain cards kept none of a higher rank than the lowest of them.
    pub caps: [Option<Rank>; 4],
    /// Per seat, bit `suit as u8`: the plain suits it holds a hidden card of. The seat's
    /// receiver passed back a card of the suit, so it kept one, and has played none of the
    /// suit's cards it kept since.
    pub holds: [u8; 4],
}

impl PassFacts {
    /// The facts of the `passes` `seat` took part in (any other is not read), under `trump`
    /// (Satat's 2♥ a trump where `two`), with every seat's cards played since.
    pub fn read(
        seat: usize,
        passes: &[Pass],
        (trump, two): (Option<Suit>, bool),
        played_by: &[CardSet; 4],
        players: usize,
    ) -> PassFacts {
        let mut facts = PassFacts::default();
        let Some(trump) = trump else { return facts };
        let plain = |c: &Card| effective_suit(*c, Some(trump), two) != trump;
        for pass in passes {
            let passer = pass.seat % players;
            let receiver = (passer + players - 1) % players;
            if receiver == seat && passer != seat {
                // The loser's pass: plain cards only once no trump is left, the highest ranks.
                let lowest = pass
                    .cards
                    .iter()
                    .filter(|c| plain(c))
                    .map(|c| c.rank())
                    .min();
                if let Some(rank) = lowest {
                    facts.voids[passer] |= 1 << trump as u8;
                    facts.caps[passer] = Some(facts.caps[passer].map_or(rank, |r| r.min(rank)));
                }
            } else if passer == seat && receiver != seat {
                // The return: a card of every plain suit it gave is kept.
                let given: CardSet = pass.cards.iter().copied().collect();
                for card in pass.returned.iter().filter(|c| plain(c)) {
                    let suit = effective_suit(*card, Some(trump), two);
                    let kept_played = played_by[receiver]
                        .difference(given)
                        .iter()
                        .any(|c| effective_suit(c, Some(trump), two) == suit && plain(&c));
                    if !kept_played {
                        facts.holds[receiver] |= 1 << suit as u8;
                    }
                }
            }
        }
        facts
    }

    /// The voids `shown` in play, and these.
    pub fn and_voids(&self, shown: [u8; 4]) -> [u8; 4] {
        let mut voids = shown;
        for (v, p) in voids.iter_mut().zip(self.voids) {
            *v |= p;
        }
        voids
    }

    /// Whether there is any fact.
    pub fn any(&self) -> bool {
        *self != PassFacts::default()
    }
}

/// The decision a seat faces.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Due {
    /// The caller names trumps from its first five.
    Trump,
    /// A card, by the seat or (Dummy Rang) its dummy: `mover` plays it.
    Play { mover: usize },
    /// After a kot: `leader`, who won the seventh trick, leads the eighth (playing on for a
    /// bavney) or plays nothing (the deal ends at the kot).
    PlayOn { leader: usize },
    /// Satat's passes after a kot, every seat's at once: `kot_party` made the kot, each of
    /// the other party's players passes `count` cards to the player before it.
    Passes { kot_party: usize, count: usize },
    /// Under `trump_change`, once trumps are named and before the first lead: whether a
    /// player of the party opposite the caller changes them (either player may).
    TrumpChange,
}

/// A seat's knowledge (the module docs).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Knowledge {
    /// The seat that decides.
    pub seat: usize,
    pub due: Due,
    pub dealer: usize,
    pub caller: usize,
    pub trump: Option<Suit>,
    /// The trump change made, if any (`trump` is then the changed suit): the changing party
    /// plays for the first seven tricks.
    pub changed: Option<ChangedTrump>,
    pub two_of_hearts: bool,
    /// The cards the seat holds now (its first five before trumps are named).
    pub own: CardSet,
    /// The dummy's seat and face-up cards, where there is one.
    pub dummy: Option<(usize, CardSet)>,
    /// Every card played, in order.
    pub plays: Vec<Card>,
    /// Per seat, the cards it played.
    pub played_by: [CardSet; 4],
    /// Per seat, how many cards it holds now.
    pub held: [usize; 4],
    /// Per seat, the suits (as [`effective_suit`] reads them) it showed it lacks, bit
    /// `suit as u8`. Satat's 2♥ never counts as holding a suit, so a void says nothing of it.
    pub voids: [u8; 4],
    /// The tricks in which a seat that could not follow threw a card that is not a trump
    /// while the other party was winning: what the worlds' prior reads
    /// ([`super::worlds::Prior::Reads`]).
    pub declined: Vec<Declined>,
    /// Every card played to a trick its player did not lead, in order: what the sound
    /// player's reading weighs ([`super::worlds::Prior::Plays`]).
    pub follows: Vec<Followed>,
    /// Every card led, in order (its `table` empty): what the sound player's reading of the
    /// leads weighs ([`super::worlds::Prior::Leads`]).
    pub leads: Vec<Followed>,
    /// Per seat, cards the seat knows it holds: what it was passed and has not played.
    pub known: [CardSet; 4],
    /// What the passes the seat took part in say (Satat): its trump voids are in `voids` too.
    pub passed: PassFacts,
    /// The legal cards of the decision (a play; after a kot, every card to lead on with).
    pub legal: CardSet,
    /// The party (seat parity) that won each of the first seven tricks, once they are over
    /// with four players: a kot, which that party may play on after.
    pub kot_party: Option<usize>,
    /// Whether the caller named a trump from its first five (not turned up under
    /// `blind_trump`), every card it was dealt still its own but those it played (no passes
    /// made): what the worlds' prior reads ([`super::worlds::Prior::Call`]), the suit
    /// [`Knowledge::called`].
    pub called_on_five: bool,
}

impl Knowledge {
    /// What `view`'s seat knows (the passes it made or received among it, Satat): the rules
    /// and the deal's public facts, the seat's own cards, nothing else. `due` is the decision
    /// the view says is next (the caller checks whose it is). `None` for the arbiter's view.
    pub fn new(rules: &Rules, view: &View, due: Due) -> Option<Knowledge> {
        let Viewer::Seat(seat) = view.viewer else {
            return None;
        };
        let trump = view.trump;
        let two = rules.two_of_hearts;
        let Played {
            plays,
            played_by,
            voids,
            declined,
            follows,
            leads,
        } = Played::read(view.tricks.iter().map(|t| t.plays()), trump, two);
        let own = view.hand.unwrap_or_default();
        let dummy = view.dummy.zip(view.dummy_hand);
        let seven = analysis::TRICKS_TO_WIN as usize;
        let first: Vec<usize> = view
            .tricks
            .iter()
            .take(seven)
            .filter_map(|t| t.winner())
            .collect();
        let kot_party = (rules.players == 4
            && first.len() == seven
            && first.iter().all(|w| w % 2 == first[0] % 2))
        .then(|| first[0] % 2);
        let per_seat = rules.tricks_per_deal();
        let mut held = [0; 4];
        for (s, h) in held.iter_mut().enumerate().take(rules.players) {
            *h = per_seat.saturating_sub(played_by[s].len());
        }
        if due == Due::Trump {
            held[seat] = own.len();
        }
        let known = known_from(seat, &view.passes, (own, &played_by), rules.players);
        let passed = PassFacts::read(seat, &view.passes, (trump, two), &played_by, rules.players);
        let voids = passed.and_voids(voids);
        Some(Knowledge {
            seat,
            due,
            dealer: view.dealer,
            caller: view.caller,
            trump,
            changed: view.trump_change,
            two_of_hearts: two,
            own,
            dummy,
            plays,
            played_by,
            held,
            voids,
            declined,
            follows,
            leads,
            known,
            passed,
            legal: match due {
                Due::PlayOn { .. } => own,
                _ => view.legal_cards.unwrap_or_default(),
            },
            kot_party,
            // A blind trump is turned up, not named; a changed trump is the other party's,
            // and the caller's call is the one the view says it made.
            called_on_five: rules.trump == TrumpMethod::Called
                && !rules.blind_trump
                && trump.is_some()
                && view.passes.is_empty(),
        })
    }

    /// The cards the seat cannot place: not its own, not its dummy's, not played, not known
    /// to be another's.
    pub fn unseen(&self) -> CardSet {
        let mut seen = self.own;
        if let Some((_, d)) = self.dummy {
            seen = seen.union(d);
        }
        for s in 0..4 {
            seen = seen.union(self.played_by[s]).union(self.known[s]);
        }
        CardSet::FULL.difference(seen)
    }

    /// The seats whose cards are hidden from the seat, lowest first.
    pub fn hidden_seats(&self, players: usize) -> Vec<usize> {
        (0..players)
            .filter(|&s| s != self.seat && self.dummy.is_none_or(|(d, _)| d != s))
            .collect()
    }

    /// The suit the caller named: the trumps, unless another suit replaced them.
    pub fn called(&self) -> Option<Suit> {
        self.changed.map_or(self.trump, |c| Some(c.called))
    }

    /// The seat's party's side of the caller's party's tricks: whether they are the same.
    pub fn with_caller(&self) -> bool {
        self.seat % 2 == self.caller % 2
    }

    /// The effective suit of `card` as the seat reads it (trumps named, Satat's 2♥ a trump).
    pub fn suit_of(&self, card: Card) -> Suit {
        effective_suit(card, self.trump, self.two_of_hearts)
    }

    /// Whether `card` is Satat's special 2♥ now: it may always be played, and no void
    /// excludes it.
    pub fn special(&self, card: Card) -> bool {
        self.two_of_hearts && self.trump.is_some() && card == TWO_OF_HEARTS
    }

    /// Whether a void of `seat`, or the rank its pass showed it kept below, excludes `card`
    /// from its hidden cards.
    pub fn excluded(&self, seat: usize, card: Card) -> bool {
        let suit = self.suit_of(card);
        let capped =
            || Some(suit) != self.trump && self.passed.caps[seat].is_some_and(|r| card.rank() > r);
        !self.special(card) && (self.voids[seat] >> suit as u8 & 1 == 1 || capped())
    }

    /// A text that names everything the advice reads, in a fixed order: the default sample
    /// seed is its digest, so it is derived from the view alone.
    pub fn digest_text(&self) -> String {
        let mut out = String::with_capacity(256);
        let cards = |set: CardSet| set.iter().map(|c| c.to_string()).collect::<Vec<_>>();
        let _ = write!(
            out,
            "seat {} {:?} dealer {} trump {:?} two {} own {:?} dummy {:?} plays {:?} known {:?}",
            self.seat,
            self.due,
            self.dealer,
            self.trump,
            self.two_of_hearts,
            cards(self.own),
            self.dummy.map(|(d, c)| (d, cards(c))),
            self.plays.iter().map(|c| c.to_string()).collect::<Vec<_>>(),
            self.known.map(cards),
        );
        // Read from the passes, which the rest may not show: written only where there are
        // any, so that every other view's seed is as it was.
        if self.passed.any() {
            let _ = write!(out, " passed {:?}", self.passed);
        }
        if let Some(c) = self.changed {
            let _ = write!(out, " changed {c:?}");
        }
        out
    }
}
