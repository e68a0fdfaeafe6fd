//! The worlds an advice solves: the cards a seat cannot see dealt again to the seats that
//! hold them, over every deal consistent with what the seat knows (its [`Knowledge`]),
//! uniformly or weighed by a hidden caller's trump call ([`Prior`]): each hidden seat gets
//! as many cards as it holds, none of a suit it showed it lacks, and the cards it is known to
//! hold; after Satat's passes, what the seat's own pass shows too ([`super::PassFacts`]: a
//! loser that passed a plain card holds no trump but the 2♥ and no higher plain rank; a
//! seat that passed back a plain card kept one of its suit).
//!
//! Uniform, exactly, without rejection: the unseen cards are grouped by suit (as play reads
//! it), Satat's special 2♥ alone (it may always be played, so no void excludes it), a plain
//! suit's ranks above a pass's cap apart, and the number of consistent deals with given room
//! left in each hidden seat is counted group by group (a table of 6 × 14³ exact integers, or
//! 10 × 14³ with a cap). A
//! world then chooses, suit after suit, how many of the suit's cards each hidden seat gets,
//! with chance in proportion to the deals that choice leaves, and which cards, by a shuffle.
//!
//! The prior ([`Prior::Call`], and [`Prior::Plays`], the advice's default) then reads the trump call: where a
//! hidden seat named trumps from its first five, a world is weighted by how likely its call
//! was on the cards that world deals it ([`call_weight`]), by rejection: a uniform world is
//! drawn, then a first five among the caller's cards as dealt, and the world is kept with
//! chance `call_weight(five) / CALL_WEIGHT_MAX`, else drawn again: at most [`CALL_TRIES`]
//! worlds are drawn, and where every test failed one of the worlds drawn is kept in
//! proportion to its exact weight (importance resampling, [`call_likelihood`]), so the
//! weighting is exact but where the draws run out (about one world in a thousand under the
//! call's prior alone), and nearly so there. [`Prior::Reads`] adds a test
//! for each ruff a hidden seat declined ([`Knowledge::declined`]): where the world gave that
//! seat a trump that would have won the trick, the world is kept one time in
//! [`DECLINED_ODDS`]. [`Prior::Plays`] reads every card a hidden seat played to a trick it
//! did not lead as a sound player's ([`sound_play`]): each play the world makes unsound is
//! a test kept one time in [`PLAY_ODDS`], and plays that are unsound in every one of
//! [`PLAY_PROBES`] uniform worlds (a seat that does not play that way) are not read.
//! [`Prior::Leads`] reads every card a hidden seat led the same way.
//!
//! World `i` of seed `s` draws from the stream of the documented shuffle's seed `"s/i"`
//! ([`crate::sampling::sample_seed`]), so a world depends on the seed, its index and the
//! knowledge only.

use super::knowledge::{Followed, Knowledge, sound_play};
use crate::cards::{Card, CardSet, Rank, Suit, deck};
use crate::court_piece::trick::{effective_suit, trick_winner};
use crate::sampling;
use rand_core::RngCore;

/// Room in a hidden seat: at most 13 cards.
const ROOM: usize = 14;
/// The groups of unseen cards every sampler has: the four suits as play reads them, and
/// Satat's special 2♥, which no void excludes. Where a Satat pass capped a seat's plain
/// ranks, the ranks of each plain suit above a cap are groups of their own, after these.
const GROUPS: usize = 5;

/// How likely a world is, beyond the facts every world keeps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Prior {
    /// Every deal consistent with the knowledge alike.
    Uniform,
    /// Weighted by the caller's trump call, where a hidden seat named trumps from its first
    /// five (the module docs); uniform otherwise.
    Call,
    /// The call's weight, and the ruffs a hidden seat declined ([`Knowledge::declined`]): a
    /// world in which that seat held a trump that would have won the trick is kept one time
    /// in [`DECLINED_ODDS`]. The same [`CALL_TRIES`] bound the draws, so where only worlds of
    /// such low weight are consistent, the world is resampled by weight from those drawn more
    /// often. Measured to change nothing (`docs/analysis.md`): not the default.
    Reads,
    /// The call's weight, and every card a hidden seat played to a trick it did not lead,
    /// read as a sound player's ([`sound_play`]: it wins a trick the other party is winning as
    /// cheaply as it can, and else follows with its lowest card of the suit): each play
    /// that a world makes unsound is kept one time in [`PLAY_ODDS`] (a ruff declined is one
    /// of them). Four players only; the same [`CALL_TRIES`] bound the draws.
    Plays,
    /// [`Prior::Plays`], and every card a hidden seat led, read the same way
    /// ([`sound_play`]: it leads a master where it holds one, else the lowest card of the suit
    /// it leads). Measured to do worse: a few low leads leave few worlds likely, and the
    /// draws run out (`docs/analysis.md`): not the default.
    Leads,
    /// [`Prior::Plays`] with the seat's partner's plays left unread: only the other party's
    /// cards followed with are read as a sound player's (the call is read whoever made it).
    /// A partner that plays by another habit (the advice itself, in the arena) makes its
    /// true hand unlikely under [`Prior::Plays`]; here it weighs nothing.
    Opponents,
}

/// Under [`Prior::Plays`], a world in which a hidden seat's play was not a sound player's is
/// kept once in this many, for each such play.
pub const PLAY_ODDS: u64 = 5;

/// Under [`Prior::Plays`], the uniform worlds (of the seed `"plays probe"`) that tell which
/// plays can be sound: a play unsound in every one of them is unsound in (nearly) every
/// world, its weight the same in all, and it is not read. Left in, such plays (a seat that
/// does not play soundly: a player who ducks, a random one) would only make every world
/// unlikely alike and spend the draws.
pub const PLAY_PROBES: usize = 32;

/// Under [`Prior::Reads`], a world in which a seat that threw a card held a trump that would
/// have won the trick for its party is kept once in this many: players who may win a trick
/// the other party is winning mostly do.
pub const DECLINED_ODDS: u64 = 5;

/// A ruff a hidden seat declined, as a world reads it: the seat's slot, the cards on the
/// table before its throw, and the cards it played from that trick on.
#[derive(Debug, Clone)]
struct Decline {
    slot: usize,
    table: Vec<Card>,
    since: CardSet,
}

/// The caller's call as the worlds read it: a caller names, nine times in ten, one of the
/// longest suits of its first five (each of equal length alike), and otherwise any suit.
/// A call's chance, times 480: `432 / ties` for a longest suit of `ties`, plus `12` for any.
/// Suits are the cards' own: Satat's 2♥, an ordinary heart before trumps are named, counts
/// as a heart.
pub fn call_weight(five: CardSet, trump: Suit) -> u64 {
    weight_of_lengths(lengths(five), trump)
}

/// How many of `cards` are of each suit (the cards' own).
fn lengths(cards: CardSet) -> [u64; 4] {
    let mut length = [0; 4];
    for card in cards.iter() {
        length[card.suit() as usize] += 1;
    }
    length
}

/// [`call_weight`] of a five with `length` cards of each suit.
fn weight_of_lengths(length: [u64; 4], trump: Suit) -> u64 {
    let most = length.iter().copied().max().unwrap_or(0);
    let ties = length.iter().filter(|&&n| n == most).count() as u64;
    let longest = if length[trump as usize] == most {
        432 / ties
    } else {
        0
    };
    longest + 12
}

/// The largest [`call_weight`]: a five whose longest suit, alone, is the trump.
pub const CALL_WEIGHT_MAX: u64 = 444;

/// [`call_weight`] summed over every five of the cards `dealt` to the caller (its first five
/// a uniform five of them): the call's likelihood on those cards, times the number of fives.
/// Exactly, from the suits' lengths: a five is one of at most 56 compositions of five into
/// four suits, each counted by its binomials, instead of the 1 287 fives of thirteen cards.
pub fn call_likelihood(dealt: CardSet, trump: Suit) -> u64 {
    let length = lengths(dealt);
    let choose = |n: u64, k: u64| (0..k).fold(1, |acc, i| acc * n.saturating_sub(i) / (i + 1));
    let mut sum = 0;
    for a in 0..=5 {
        for b in 0..=5 - a {
            for c in 0..=5 - a - b {
                let take = [a, b, c, 5 - a - b - c];
                let ways: u64 = (0..4).map(|s| choose(length[s], take[s])).product();
                sum += ways * weight_of_lengths(take, trump);
            }
        }
    }
    sum
}

/// The most worlds drawn for one world under the call's prior, then resampled from by
/// weight: a world of the least weight is kept with chance 12 in 444, so the 255 tests all
/// fail about once in a thousand worlds ((432 / 444)^255) where nothing but such worlds is
/// consistent.
pub const CALL_TRIES: usize = 256;

/// Where the draws run out and the worlds drawn are resampled by weight, how many more tests
/// of a kind a world may fail than the best of those drawn and still weigh something: one in
/// 5^16 of the best's weight is less than any sample could tell.
pub const RESAMPLE_SPAN: u32 = 16;

// The resampling's weights are exact integers: a call's likelihood (below 2^20), times each
// kind of test's odds to the span (below 2^40 each), summed over the draws (below 2^8), fits
// a `u128`.
const _: () = assert!(
    (PLAY_ODDS as u128).pow(RESAMPLE_SPAN) < 1 << 40
        && (DECLINED_ODDS as u128).pow(RESAMPLE_SPAN) < 1 << 40
        && CALL_WEIGHT_MAX * 1287 < 1 << 20
        && CALL_TRIES <= 1 << 8
);

/// The call a hidden caller made: its seat's slot, the trump, the cards it played.
#[derive(Debug, Clone, Copy)]
struct Call {
    slot: usize,
    trump: Suit,
    played: CardSet,
}

/// The sampler of one seat's worlds.
#[derive(Debug, Clone)]
pub struct Worlds {
    /// The hidden seats (up to three) and the cards each must still receive.
    seats: Vec<usize>,
    need: [usize; 3],
    /// Per group (clubs … spades as play reads them, then the special 2♥, then the bands of
    /// plain ranks above a cap), the unseen cards.
    groups: Vec<Vec<Card>>,
    /// Per group, per hidden seat, whether it may receive the group's cards.
    allowed: Vec<[bool; 3]>,
    /// Per group, per hidden seat, the fewest of the group's cards it receives.
    least: Vec<[usize; 3]>,
    /// `ways[j][a][b][c]`: the deals of suits `j..` into room `a`, `b`, `c`.
    ways: Vec<u128>,
    /// Each seat's cards every world shares: its own, the dummy's, the known ones.
    fixed: [CardSet; 4],
    /// The call the prior reads, if any.
    call: Option<Call>,
    /// The ruffs declined the prior reads (none but under [`Prior::Reads`]).
    declined: Vec<Decline>,
    /// The plays the prior reads (none but under [`Prior::Plays`] and [`Prior::Leads`]), each
    /// with its seat's slot.
    follows: Vec<(usize, Followed)>,
    trump: Option<Suit>,
    two_of_hearts: bool,
}

/// Why no world is consistent with the knowledge: the facts contradict each other (a view
/// that cannot arise from legal play).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NoWorld;

fn index(j: usize, room: [usize; 3]) -> usize {
    ((j * ROOM + room[0]) * ROOM + room[1]) * ROOM + room[2]
}

/// `n! / (a! b! c!)` for `n = a + b + c ≤ 13`.
fn multinomial(a: usize, b: usize, c: usize) -> u128 {
    let f = |n: usize| (1..=n as u128).product::<u128>();
    f(a + b + c) / (f(a) * f(b) * f(c))
}

impl Worlds {
    /// The sampler for `k`, with `players` at the table, under `prior`.
    pub fn new(k: &Knowledge, players: usize, prior: Prior) -> Result<Worlds, NoWorld> {
        let seats = k.hidden_seats(players);
        let mut need = [0usize; 3];
        for (slot, &s) in seats.iter().enumerate() {
            need[slot] = k.held[s]
                .checked_sub(k.known[s].len())
                .filter(|&n| n < ROOM)
                .ok_or(NoWorld)?;
        }
        // The caps cut each plain suit into bands of ranks: a seat may hold every card of a
        // band or none, so each band is a group, and every card of a group is alike to every
        // seat ([`Knowledge::excluded`]).
        let mut caps: Vec<Rank> = seats.iter().filter_map(|&s| k.passed.caps[s]).collect();
        caps.sort();
        caps.dedup();
        let mut groups: Vec<Vec<Card>> = vec![Vec::new(); GROUPS + 4 * caps.len()];
        for card in k.unseen().iter() {
            let suit = k.suit_of(card);
            let band = caps.iter().filter(|&&r| card.rank() > r).count();
            let group = if k.special(card) {
                4
            } else if band == 0 || Some(suit) == k.trump {
                suit as usize
            } else {
                GROUPS + suit as usize * caps.len() + band - 1
            };
            groups[group].push(card);
        }
        if groups.iter().map(Vec::len).sum::<usize>() != need.iter().sum::<usize>() {
            return Err(NoWorld);
        }
        // Every card of a group alike to every seat: `allowed` reads a group's first card.
        debug_assert!(groups.iter().all(|g| {
            seats
                .iter()
                .all(|&s| g.iter().all(|&c| k.excluded(s, c) == k.excluded(s, g[0])))
        }));
        let allowed: Vec<[bool; 3]> = groups
            .iter()
            .map(|g| {
                let mut ok = [true; 3];
                for (slot, &s) in seats.iter().enumerate() {
                    ok[slot] = g.first().is_none_or(|&c| !k.excluded(s, c));
                }
                ok
            })
            .collect();
        // A suit a seat holds a card of, if it is one group (a band cut from it, which a
        // consistent view never gives, leaves it unread).
        let mut least = vec![[0usize; 3]; groups.len()];
        for (slot, &s) in seats.iter().enumerate() {
            for (suit, row) in least.iter_mut().take(4).enumerate() {
                if k.passed.holds[s] >> suit & 1 == 1 && caps.is_empty() {
                    row[slot] = 1;
                }
            }
        }
        let mut ways = vec![0u128; (groups.len() + 1) * ROOM * ROOM * ROOM];
        ways[index(groups.len(), [0; 3])] = 1;
        for j in (0..groups.len()).rev() {
            // Only room that the suits from `j` on fill exactly can be reached.
            let left: usize = groups[j..].iter().map(Vec::len).sum();
            for a in 0..ROOM.min(left + 1) {
                for b in 0..ROOM.min(left - a + 1) {
                    let c = left - a - b;
                    if c < ROOM {
                        let room = [a, b, c];
                        let total = split(groups[j].len(), (allowed[j], least[j]), room)
                            .map(|(take, w)| w * ways[index(j + 1, sub(room, take))])
                            .sum();
                        ways[index(j, room)] = total;
                    }
                }
            }
        }
        if ways[index(0, need)] == 0 {
            return Err(NoWorld);
        }
        let mut fixed = [CardSet::EMPTY; 4];
        fixed[k.seat] = k.own;
        if let Some((d, cards)) = k.dummy {
            fixed[d] = cards;
        }
        for (f, &known) in fixed.iter_mut().zip(&k.known) {
            *f = f.union(known);
        }
        let call = match (prior, k.called()) {
            (
                Prior::Call | Prior::Reads | Prior::Plays | Prior::Leads | Prior::Opponents,
                Some(trump),
            ) if k.called_on_five => seats.iter().position(|&s| s == k.caller).map(|slot| Call {
                slot,
                trump,
                played: k.played_by[k.caller],
            }),
            _ => None,
        };
        let declined = match prior {
            Prior::Reads => k
                .declined
                .iter()
                .filter_map(|d| {
                    let slot = seats.iter().position(|&s| s == d.seat)?;
                    Some(Decline {
                        slot,
                        table: d.table.clone(),
                        since: d.since,
                    })
                })
                .collect(),
            _ => Vec::new(),
        };
        let leads: &[Followed] = if prior == Prior::Leads { &k.leads } else { &[] };
        let follows: Vec<(usize, Followed)> = match prior {
            Prior::Plays | Prior::Leads | Prior::Opponents if players == 4 => k
                .follows
                .iter()
                .chain(leads)
                .filter(|f| prior != Prior::Opponents || f.seat % 2 != k.seat % 2)
                .filter_map(|f| Some((seats.iter().position(|&s| s == f.seat)?, f.clone())))
                .collect(),
            _ => Vec::new(),
        };
        let mut worlds = Worlds {
            seats,
            need,
            groups,
            allowed,
            least,
            ways,
            fixed,
            call,
            declined,
            follows: Vec::new(),
            trump: k.trump,
            two_of_hearts: k.two_of_hearts,
        };
        if !follows.is_empty() {
            let probes: Vec<[CardSet; 4]> = (0..PLAY_PROBES)
                .map(|i| {
                    let seed = sampling::sample_seed("plays probe", i);
                    worlds.uniform(&mut deck::seeded_rng(&seed))
                })
                .collect();
            worlds.follows = follows
                .into_iter()
                .filter(|(slot, f)| {
                    probes.iter().any(|h| {
                        let held = h[worlds.seats[*slot]].union(f.since);
                        sound_play(f, held, worlds.trump, worlds.two_of_hearts)
                    })
                })
                .collect();
        }
        Ok(worlds)
    }

    /// How many worlds are consistent with the knowledge.
    pub fn count(&self) -> u128 {
        self.ways[index(0, self.need)]
    }

    /// World `i` of `seed`: every seat's cards now.
    pub fn world(&self, seed: &str, i: usize) -> [CardSet; 4] {
        let mut rng = deck::seeded_rng(&sampling::sample_seed(seed, i));
        let mut hands = self.uniform(&mut rng);
        if self.call.is_none() && self.declined.is_empty() && self.follows.is_empty() {
            return hands;
        }
        let mut drawn = Vec::new();
        for _ in 1..CALL_TRIES {
            if self.kept(&hands, &mut rng) {
                return hands;
            }
            drawn.push(hands);
            hands = self.uniform(&mut rng);
        }
        drawn.push(hands);
        self.resample(&drawn, &mut rng)
    }

    /// Where the draws ran out, one of the worlds `drawn` (uniform ones) chosen in proportion
    /// to the prior's weight of each ([`Worlds::weight`]): importance resampling, so that a
    /// world the tests make likely is kept before an unlikely one (the last drawn was once
    /// kept whatever its weight). A world that failed [`RESAMPLE_SPAN`] more of a
    /// kind of test than the best of those drawn weighs nothing.
    pub(super) fn resample(&self, drawn: &[[CardSet; 4]], rng: &mut impl RngCore) -> [CardSet; 4] {
        let weighed: Vec<(u64, u32, u32)> = drawn.iter().map(|h| self.weight(h)).collect();
        let fewest = |pick: fn(&(u64, u32, u32)) -> u32| weighed.iter().map(pick).min();
        let (plays, declines) = (fewest(|w| w.1).unwrap_or(0), fewest(|w| w.2).unwrap_or(0));
        let odds = |base: u64, more: u32| match RESAMPLE_SPAN.checked_sub(more) {
            Some(e) => u128::from(base).pow(e),
            None => 0,
        };
        let weights: Vec<u128> = weighed
            .iter()
            .map(|&(call, p, d)| {
                u128::from(call) * odds(PLAY_ODDS, p - plays) * odds(DECLINED_ODDS, d - declines)
            })
            .collect();
        let mut r = below(rng, weights.iter().sum::<u128>().max(1));
        for (hands, &w) in drawn.iter().zip(&weights) {
            if r < w {
                return *hands;
            }
            r -= w;
        }
        drawn[drawn.len() - 1]
    }

    /// The prior's weight of the world `hands`, as [`Worlds::kept`] tests it but exactly: the
    /// call's likelihood ([`call_likelihood`], 1 without a call read), and how many of the
    /// plays read and of the ruffs declined the world makes unsound (each test failed weighs a
    /// [`PLAY_ODDS`]th or a [`DECLINED_ODDS`]th).
    pub(super) fn weight(&self, hands: &[CardSet; 4]) -> (u64, u32, u32) {
        let call = self.call.map_or(1, |call| {
            call_likelihood(hands[self.seats[call.slot]].union(call.played), call.trump)
        });
        let count = |tests: &mut dyn Iterator<Item = bool>| tests.filter(|&t| t).count() as u32;
        let plays = count(&mut self.plays_unsound(hands));
        let declines = count(&mut self.declines_won(hands));
        (call, plays, declines)
    }

    /// Whether the prior keeps the world `hands`, drawing its chances from `rng`: the call's
    /// test, then one for each ruff declined where the world gave the seat a winning trump,
    /// then one for each play read that the world makes unsound.
    fn kept(&self, hands: &[CardSet; 4], rng: &mut impl RngCore) -> bool {
        if let Some(call) = self.call {
            let mut dealt: Vec<Card> = hands[self.seats[call.slot]]
                .union(call.played)
                .iter()
                .collect();
            deck::shuffle(&mut dealt, rng);
            let five = dealt.iter().take(5).copied().collect();
            if below(rng, u128::from(CALL_WEIGHT_MAX)) >= u128::from(call_weight(five, call.trump))
            {
                return false;
            }
        }
        self.declines_won(hands)
            .all(|won| !won || below(rng, u128::from(DECLINED_ODDS)) == 0)
            && self
                .plays_unsound(hands)
                .all(|unsound| !unsound || below(rng, u128::from(PLAY_ODDS)) == 0)
    }

    /// For each ruff declined that the prior reads, whether the world `hands` gave its seat a
    /// trump that would have won the trick.
    fn declines_won<'a>(&'a self, hands: &'a [CardSet; 4]) -> impl Iterator<Item = bool> + 'a {
        self.declined.iter().map(|d| {
            let held = hands[self.seats[d.slot]].union(d.since);
            could_win(&d.table, held, self.trump, self.two_of_hearts)
        })
    }

    /// For each play that the prior reads, whether the world `hands` makes it unsound.
    fn plays_unsound<'a>(&'a self, hands: &'a [CardSet; 4]) -> impl Iterator<Item = bool> + 'a {
        self.follows.iter().map(|(slot, f)| {
            let held = hands[self.seats[*slot]].union(f.since);
            !sound_play(f, held, self.trump, self.two_of_hearts)
        })
    }

    /// A world drawn uniformly over the consistent deals, from `rng`.
    fn uniform(&self, rng: &mut impl RngCore) -> [CardSet; 4] {
        let mut hands = self.fixed;
        let mut room = self.need;
        for (j, group) in self.groups.iter().enumerate() {
            let mut r = below(rng, self.ways[index(j, room)]);
            let mut chosen = [0; 3];
            for (take, w) in split(group.len(), (self.allowed[j], self.least[j]), room) {
                let w = w * self.ways[index(j + 1, sub(room, take))];
                if r < w {
                    chosen = take;
                    break;
                }
                r -= w;
            }
            let mut cards = group.clone();
            deck::shuffle(&mut cards, rng);
            let mut rest = cards.into_iter();
            for (slot, &n) in chosen.iter().enumerate() {
                for card in rest.by_ref().take(n) {
                    hands[self.seats[slot]].insert(card);
                }
            }
            room = sub(room, chosen);
        }
        hands
    }
}

/// Whether one of the trumps in `held` (as play reads them: Satat's 2♥ one) played after
/// `table` would win the trick.
pub fn could_win(table: &[Card], held: CardSet, trump: Option<Suit>, two: bool) -> bool {
    let Some(t) = trump else { return false };
    let mut cards = table.to_vec();
    held.iter()
        .filter(|&c| effective_suit(c, trump, two) == t)
        .any(|c| {
            cards.push(c);
            let wins =
                trick_winner(&cards, trump, two, false).is_some_and(|w| w.index == table.len());
            cards.pop();
            wins
        })
}

fn sub(room: [usize; 3], take: [usize; 3]) -> [usize; 3] {
    [room[0] - take[0], room[1] - take[1], room[2] - take[2]]
}

/// Every way to split a group of `n` cards among the hidden seats within `room` (none to a
/// seat it is not `allowed`, at `least` as many as each must get), with the number of ways
/// to choose the cards.
fn split(
    n: usize,
    (allowed, least): ([bool; 3], [usize; 3]),
    room: [usize; 3],
) -> impl Iterator<Item = ([usize; 3], u128)> {
    let most = move |slot: usize| {
        if allowed[slot] { room[slot].min(n) } else { 0 }
    };
    (least[0]..=most(0)).flat_map(move |a| {
        (least[1]..=most(1).min(n - a)).filter_map(move |b| {
            let c = n - a - b;
            (least[2] <= c && c <= most(2)).then(|| ([a, b, c], multinomial(a, b, c)))
        })
    })
}

/// A number below `n` (> 0), without bias.
fn below(rng: &mut impl RngCore, n: u128) -> u128 {
    let zone = u128::MAX - u128::MAX % n;
    loop {
        let x = u128::from(rng.next_u64()) << 64 | u128::from(rng.next_u64());
        if x < zone {
            return x % n;
        }
    }
}
