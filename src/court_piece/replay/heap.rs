//! The heap (`collect: heap`): each trick goes on the heap, and a player who wins two tricks
//! in a row collects it for their party (from trick `first_collection` on, and under
//! first-void only once trumps are set); the last trick always collects. Under `aces_block`,
//! two tricks in a row won by aces do not collect. With `count: tens` the tens on the heap go
//! with it.

use crate::cards::{Card, Rank};
use crate::court_piece::rules::{AfterCollection, CollectFrom, Count, Rules, TensTie, TrumpMethod};
use crate::court_piece::scoring::ResultKind;

/// The heap of a deal: its options, what lies on it, the run of wins that collects it, and
/// what each party and seat has collected.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Heap {
    total: usize,
    first_collection: usize,
    aces_block: bool,
    /// A collection leaves the run of wins going on (`after_collection: continue`).
    keep_run: bool,
    /// Under first-void the trick that sets trumps may itself collect.
    collect_on_trump_trick: bool,
    /// Under first-void nothing is collected before trumps are set.
    waits_for_trumps: bool,
    count_tens: bool,
    /// Tricks on the heap, and the tens among their cards.
    tricks: u8,
    tens: u8,
    /// Tricks won in a row by `last_winner` (a seat), the last of them by an ace or not.
    run: u8,
    last_winner: usize,
    last_ace: bool,
    /// Tricks and tens collected per party; tricks per seat.
    collected: [u8; 4],
    tens_collected: [u8; 4],
    seat_collected: [u8; 4],
}

impl Heap {
    #[inline]
    pub(crate) fn new(rules: &Rules) -> Heap {
        Heap {
            total: rules.tricks_per_deal(),
            first_collection: rules.first_collection.unwrap_or(3).clamp(1, 13) as usize,
            aces_block: rules.aces_block.unwrap_or(false),
            keep_run: rules.after_collection == Some(AfterCollection::Continue),
            collect_on_trump_trick: rules.collect_from == Some(CollectFrom::TrumpTrick),
            waits_for_trumps: rules.trump == TrumpMethod::FirstVoid,
            count_tens: rules.count == Count::Tens,
            tricks: 0,
            tens: 0,
            run: 0,
            last_winner: usize::MAX,
            last_ace: false,
            collected: [0; 4],
            tens_collected: [0; 4],
            seat_collected: [0; 4],
        }
    }

    /// Puts trick `t` (its `cards`, won by seat `winner` of `party` with `card`) on the heap,
    /// and collects the heap if that is due; returns (party, tricks) collected. `trumps_set_at`:
    /// the trick that set trumps, if any.
    #[inline(always)]
    pub(crate) fn add_trick(
        &mut self,
        t: usize,
        winner: usize,
        party: usize,
        card: Card,
        cards: &[Card],
        trumps_set_at: Option<usize>,
    ) -> Option<(u8, u8)> {
        let tens = if self.count_tens {
            cards.iter().filter(|c| c.rank() == Rank::Ten).count() as u8
        } else {
            0
        };
        let ace = card.index() >> 2 == Rank::Ace.index();
        self.add(t, winner, party, ace, tens, trumps_set_at)
    }

    /// [`Heap::add_trick`] told only what the heap reads of the trick: whether an `ace` won
    /// it and the `tens` among its cards (the double-dummy search's form, which has no
    /// [`Card`]s at hand).
    #[inline(always)]
    pub(crate) fn add(
        &mut self,
        t: usize,
        winner: usize,
        party: usize,
        ace: bool,
        tens: u8,
        trumps_set_at: Option<usize>,
    ) -> Option<(u8, u8)> {
        self.tricks += 1;
        self.tens += tens;
        // Who won is data: plain selects and `&`, not branches.
        let same = winner == self.last_winner;
        self.run = if same { self.run.saturating_add(1) } else { 1 };
        self.last_winner = winner;
        let both_aces = ace & self.last_ace;
        self.last_ace = ace;
        let trumps_allow = !self.waits_for_trumps
            || trumps_set_at.is_some_and(|set| {
                if self.collect_on_trump_trick {
                    t >= set
                } else {
                    t > set
                }
            });
        let pair = self.run >= 2;
        // Two tricks in a row won by aces do not collect; the second starts a new pair.
        let aces_blocked = self.aces_block & pair & both_aces;
        self.run = if aces_blocked { 1 } else { self.run };
        let collect = (t == self.total)
            | (!aces_blocked & pair & (t >= self.first_collection) & trumps_allow);
        if !collect {
            return None;
        }
        let tricks = self.tricks;
        self.collected[party] += tricks;
        self.seat_collected[winner] += tricks;
        self.tens_collected[party] += self.tens;
        self.tricks = 0;
        self.tens = 0;
        if !self.keep_run {
            self.run = 0;
        }
        Some((party as u8, tricks))
    }

    /// Tricks on the heap, not collected.
    #[inline]
    pub(crate) fn on_heap(&self) -> usize {
        usize::from(self.tricks)
    }

    /// Whether two tricks in a row won by aces do not collect (`aces_block`).
    #[inline]
    pub(crate) fn aces_block(&self) -> bool {
        self.aces_block
    }

    /// Everything about the heap that its future depends on, given who leads next (the last
    /// trick's winner), in 8 bits: what it counts that lies on it (tricks, or under
    /// `count: tens` the tens: the tricks on it then count for nothing to come), the run of
    /// wins (capped at 2: a longer run collects as a run of two), and whether the last trick
    /// was won by an ace (under `aces_block` only). Two heaps with the same key and leader
    /// collect alike from here on. Heaps that wait for first-void trumps have more state:
    /// the search does not take them.
    #[inline]
    pub(crate) fn key(&self) -> u8 {
        self.counted_on_heap()
            | self.run.min(2) << 4
            | u8::from(self.aces_block & self.last_ace) << 6
    }

    /// Whether this heap waits for first-void trumps: state that [`Heap::key`] does not hold.
    #[inline]
    pub(crate) fn beyond_key(&self) -> bool {
        self.waits_for_trumps
    }

    /// Whether this heap counts the tens in the tricks collected (`count: tens`).
    #[inline]
    pub(crate) fn counts_tens(&self) -> bool {
        self.count_tens
    }

    /// What lies on the heap of what the deal counts: its tens under `count: tens`, else its
    /// tricks.
    #[inline]
    pub(crate) fn counted_on_heap(&self) -> u8 {
        if self.count_tens {
            self.tens
        } else {
            self.tricks
        }
    }

    /// What `party` (of two) has collected of what the deal counts: tens under
    /// `count: tens`, else tricks.
    #[inline]
    pub(crate) fn counted(&self, party: usize) -> u8 {
        if self.count_tens {
            self.tens_collected[party]
        } else {
            self.collected[party]
        }
    }

    /// Tricks collected by each of the first `parties` parties.
    #[inline]
    pub(crate) fn collected(&self, parties: usize) -> &[u8] {
        &self.collected[..parties]
    }

    /// Tens collected by each of the first `parties` parties.
    #[inline]
    pub(super) fn tens_collected(&self, parties: usize) -> &[u8] {
        &self.tens_collected[..parties]
    }

    /// Tricks collected per seat (for `sars` scoring).
    #[inline]
    pub(super) fn seat_collected(&self) -> &[u8; 4] {
        &self.seat_collected
    }

    /// Who wins a heap deal played to the end, and how.
    pub(super) fn result(
        &self,
        rules: &Rules,
        caller: usize,
        dealer: usize,
    ) -> (usize, ResultKind) {
        let parties = rules.parties();
        let caller_party = rules.party(caller);
        let dealer_party = rules.party(dealer);
        if rules.count == Count::Tens {
            let tens = &self.tens_collected[..parties];
            let winner = if tens[dealer_party] >= 3 {
                dealer_party
            } else if parties == 2 {
                let other = 1 - dealer_party;
                if tens[dealer_party] == 2 && rules.tens_tie == TensTie::Tricks {
                    if self.collected[dealer_party] >= 7 {
                        dealer_party
                    } else {
                        other
                    }
                } else {
                    other
                }
            } else {
                // Three players: the other player with more tens, the caller on a tie.
                let others = (0..parties).filter(|&p| p != dealer_party);
                let most = others.clone().map(|p| tens[p]).max().unwrap_or(0);
                if tens[caller_party] == most && caller_party != dealer_party {
                    caller_party
                } else {
                    others.filter(|&p| tens[p] == most).min().unwrap_or(0)
                }
            };
            let kind = if tens[winner] == 4 {
                ResultKind::Kot
            } else {
                ResultKind::Win
            };
            return (winner, kind);
        }
        let c = &self.collected[..parties];
        let most = c.iter().copied().max().unwrap_or(0);
        let winner = if c[caller_party] == most {
            caller_party
        } else {
            (0..parties).find(|&p| c[p] == most).unwrap_or(0)
        };
        let kind = if usize::from(c[winner]) == self.total {
            if winner == caller_party {
                ResultKind::Kot
            } else {
                ResultKind::GoonKot
            }
        } else {
            ResultKind::Win
        };
        (winner, kind)
    }
}
