//! Bridge's double-dummy solver, DDS 2.9 (Debian's `libdds0`, `libdds-dev`), through its C
//! interface: the oracle and the speed anchor of the Court piece solver. Court piece trick
//! play is bridge trick play with the caller on lead, so DDS's `SolveBoard` with the caller
//! as `first` gives the caller's party's tricks directly. The library is loaded when first
//! used (libloading), so that nothing needs it to build.

use hakam::cards::{CardSet, Suit};
use std::os::raw::{c_int, c_uint};
use std::sync::OnceLock;

#[repr(C)]
struct Deal {
    trump: c_int,
    first: c_int,
    current_trick_suit: [c_int; 3],
    current_trick_rank: [c_int; 3],
    remain_cards: [[c_uint; 4]; 4],
}

#[repr(C)]
struct FutureTricks {
    nodes: c_int,
    cards: c_int,
    suit: [c_int; 13],
    rank: [c_int; 13],
    equals: [c_int; 13],
    score: [c_int; 13],
}

type SolveBoardFn = unsafe extern "C" fn(
    dl: Deal,
    target: c_int,
    solutions: c_int,
    mode: c_int,
    futp: *mut FutureTricks,
    thread_index: c_int,
) -> c_int;

/// The library, loaded once; `None` when it is not installed.
fn library() -> Option<&'static libloading::Library> {
    static LIB: OnceLock<Option<libloading::Library>> = OnceLock::new();
    LIB.get_or_init(|| {
        // SAFETY: loading DDS runs its initialisers, which only set up its own state.
        unsafe { libloading::Library::new("libdds.so.0").ok() }
    })
    .as_ref()
}

/// DDS's suit number: spades 0, hearts 1, diamonds 2, clubs 3.
fn dds_suit(suit: Suit) -> usize {
    3 - suit as usize
}

/// Whether DDS is installed (Debian: `apt-get install libdds0`).
pub fn available() -> bool {
    library().is_some()
}

/// Starts DDS on one thread.
///
/// # Panics
/// When the library is not installed.
#[allow(dead_code)] // Not every user of this module calls each function.
pub fn init() {
    init_threads(1);
}

/// Starts DDS with `threads` threads: [`tricks_on`] then takes thread indexes below it.
///
/// # Panics
/// When the library is not installed.
pub fn init_threads(threads: usize) {
    let lib = library().expect("libdds.so.0 (Debian: apt-get install libdds0)");
    // SAFETY: DDS's documented set-up call with its C signature, made before any solve.
    unsafe {
        let set: libloading::Symbol<unsafe extern "C" fn(c_int)> =
            lib.get(b"SetMaxThreads").expect("SetMaxThreads");
        set(threads as c_int);
    }
}

/// The most tricks left that the side of `leader` takes with `trump`, hands given by seat
/// at a trick start; seats play in order 0, 1, 2, 3 as DDS's North, East, South, West do.
#[allow(dead_code)] // Not every user of this module calls each function.
pub fn tricks(hands: &[CardSet; 4], trump: Suit, leader: usize) -> u32 {
    tricks_on(hands, trump, leader, 0)
}

/// [`tricks`] on DDS's thread `thread` (below the count given to [`init_threads`]; one
/// caller at a time per thread).
pub fn tricks_on(hands: &[CardSet; 4], trump: Suit, leader: usize, thread: usize) -> u32 {
    solve_on(hands, trump, leader, thread).0
}

/// [`tricks_on`] with DDS's count of its work (`futureTricks.nodes`: the tricks its search
/// completed).
pub fn solve_on(hands: &[CardSet; 4], trump: Suit, leader: usize, thread: usize) -> (u32, u64) {
    let mut deal = Deal {
        trump: dds_suit(trump) as c_int,
        first: leader as c_int,
        current_trick_suit: [0; 3],
        current_trick_rank: [0; 3],
        remain_cards: [[0; 4]; 4],
    };
    for (seat, hand) in hands.iter().enumerate() {
        for card in hand.iter() {
            // DDS ranks: bit 2 is the two … bit 14 the ace.
            deal.remain_cards[seat][dds_suit(card.suit())] |= 1 << (card.rank().index() + 2);
        }
    }
    let mut fut = FutureTricks {
        nodes: 0,
        cards: 0,
        suit: [0; 13],
        rank: [0; 13],
        equals: [0; 13],
        score: [0; 13],
    };
    let lib = library().expect("libdds.so.0");
    // SAFETY: SolveBoard's C signature; `deal` is a complete DDS deal and `fut` a valid
    // output; `thread` is an index below the threads DDS was started with.
    let status = unsafe {
        let solve: libloading::Symbol<SolveBoardFn> = lib.get(b"SolveBoard").expect("SolveBoard");
        solve(deal, -1, 1, 1, &mut fut, thread as c_int)
    };
    assert_eq!(status, 1, "DDS SolveBoard failed with code {status}");
    (fut.score[0] as u32, fut.nodes as u64)
}
