//! The Court piece double-dummy solver's speed on random deals, and (where Debian's libdds0
//! is installed) bridge's DDS 2.9 on the same deals, side by side in one run, one thread
//! each, every answer compared.
//!
//! ```text
//! cargo run --release --example double_dummy [DEALS=200]
//! ```
//! With `DD_VERBOSE` set, each deal's nodes and time are printed too; `DD_TABLES` (100) sets
//! how many deals the four-suit tables are timed on; `DD_ADVISE` (0: none) times
//! `trumps/advise` with that many samples on the first five of the first five deals' callers.
//! Deal `i` is the `court-piece` preset dealt from the seed `"dd-{i}"` by dealer `i % 4`,
//! solved from the start with trumps the suit `i % 4` (clubs, diamonds, hearts, spades).
//! Then the whole four-suit table (`deals/analyse` without `trump`: tricks and kot) of the
//! first deals.
//!
//! `DD_SATAT` (0: none) solves that many of the deals again under Satat's 2♥ (the same hands,
//! trumps and caller), each beside its Court piece solve, and then their four-suit tables
//! (as many as `DD_TABLES`): the times, the nodes and the ratios of the two.
//!
//! `DD_HEAP` (0: none) solves that many of the deals again as Double Sar deals (the same
//! hands, trumps and caller; the tricks on a heap: `deals/analyse`'s heap search), each beside
//! its Court piece solve, then values every card of the opening lead of each (what a card
//! decision asks of one world): the times, the nodes and the ratios. With `DD_TENS=1` the
//! heap is Dehla Pakad's, which counts the tens collected (the values are tens of four).

#[path = "../tests/dds/ffi.rs"]
mod dds;
#[path = "common/run.rs"]
mod run;
#[path = "common/stats.rs"]
mod stats;

use hakam::cards::Suit;
use hakam::court_piece::Preset;
use hakam::court_piece::analysis::advise::{AdviseInput, Stop, advise};
use hakam::court_piece::analysis::{Board, analyse, analyse_rules_on, board, solve};
use hakam::sampling::Cancel;
use run::env;
use std::time::Instant;

fn percentiles(label: &str, mut ms: Vec<f64>) {
    if ms.is_empty() {
        return;
    }
    ms.sort_by(f64::total_cmp);
    let at = |q: f64| stats::percentile(&ms, q);
    println!(
        "{label:<28} n={:<5} median {:>8.3} ms  p90 {:>8.3} ms  p99 {:>8.3} ms  max {:>8.3} ms",
        ms.len(),
        at(0.5),
        at(0.9),
        at(0.99),
        at(1.0)
    );
}

fn main() {
    let deals: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(200);
    let rules = Preset::CourtPiece.rules();
    let boards: Vec<_> = (0..deals)
        .map(|i| board(&rules, i % 4, None, Some(format!("dd-{i}"))).expect("a dealt deal"))
        .collect();
    let verbose = std::env::var_os("DD_VERBOSE").is_some();
    let with_dds = dds::available();
    if with_dds {
        dds::init();
    } else {
        println!("libdds.so.0 not found: Hakam alone (Debian: apt-get install libdds0)");
    }
    let mut ours = Vec::with_capacity(deals);
    let mut nodes = 0u64;
    let mut theirs = Vec::with_capacity(deals);
    let mut dds_nodes = 0u64;
    for (i, b) in boards.iter().enumerate() {
        let trump = Suit::ALL[i % 4];
        let t = Instant::now();
        let (tricks, n) = solve(b, trump, u64::MAX).expect("no budget");
        let ms = t.elapsed().as_secs_f64() * 1e3;
        if verbose {
            println!("deal {i:>4}: {tricks:>2} tricks, {n:>10} nodes, {ms:>10.3} ms");
        }
        ours.push(ms);
        nodes += n;
        if with_dds {
            let t = Instant::now();
            let (expected, n) = dds::solve_on(&b.hands, trump, b.caller, 0);
            theirs.push(t.elapsed().as_secs_f64() * 1e3);
            dds_nodes += n;
            assert_eq!(tricks, expected, "deal {i}: Hakam {tricks}, DDS {expected}");
        }
    }
    percentiles("hakam, one deal and trump", ours);
    println!("hakam nodes per solve: {}", nodes / deals as u64);
    if with_dds {
        percentiles("DDS 2.9, one deal and trump", theirs);
        println!(
            "DDS tricks searched per solve: {}",
            dds_nodes / deals as u64
        );
        println!("all {deals} answers agree with DDS");
    }
    let tables = env("DD_TABLES", 100).min(deals);
    let mut table_ms = Vec::with_capacity(tables);
    for b in &boards[..tables] {
        let t = Instant::now();
        analyse(b, &Suit::ALL, None, u64::MAX).expect("no budget");
        table_ms.push(t.elapsed().as_secs_f64() * 1e3);
    }
    percentiles("hakam, four-suit table+kot", table_ms);
    // `trumps/advise` with DD_ADVISE samples on the first five of the first deals' callers.
    let samples = env("DD_ADVISE", 0);
    if samples > 0 {
        let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
        let mut advise_ms = Vec::new();
        for (i, b) in boards.iter().take(5).enumerate() {
            let first_five = b.hands[b.caller].iter().take(5).collect();
            let input = AdviseInput {
                first_five,
                samples,
                seed: format!("dd-advise-{i}"),
                two_of_hearts: false,
                budget: u64::MAX,
                max_nodes: u64::MAX,
                settle_nodes: u64::MAX,
                // The fixed count: the figures compare the solvers, not the stopping rule.
                stop: Stop::Never,
                threads,
                cancel: Default::default(),
            };
            let t = Instant::now();
            advise(&input).expect("no budget");
            advise_ms.push(t.elapsed().as_secs_f64() * 1e3);
        }
        percentiles(
            &format!("advise, {samples} samples, {threads} threads"),
            advise_ms,
        );
    }
    satat_beside_court_piece(&boards[..env("DD_SATAT", 0).min(deals)], tables);
    heap_beside_court_piece(&boards[..env("DD_HEAP", 0).min(deals)]);
    if with_dds {
        // DDS 2.9 crashes in its own shutdown; leave without running its destructors.
        use std::io::Write as _;
        let _ = std::io::stdout().flush();
        // SAFETY: all output is flushed and nothing else runs.
        unsafe { _exit(0) }
    }
}

/// The median of `values` (sorted in place).
fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

/// Each board solved under its trump as dealt (Court piece) and again with Satat's 2♥, one
/// beside the other, then the four-suit tables of the first `tables` the same way.
fn satat_beside_court_piece(boards: &[Board], tables: usize) {
    if boards.is_empty() {
        return;
    }
    let satat = |b: &Board| Board {
        two_of_hearts: true,
        ..*b
    };
    let time = |f: &dyn Fn() -> u64| {
        let t = Instant::now();
        let nodes = f();
        (t.elapsed().as_secs_f64() * 1e3, nodes)
    };
    let (mut plain, mut special, mut ratios) = (Vec::new(), Vec::new(), Vec::new());
    let (mut plain_nodes, mut special_nodes, mut node_ratios) =
        (Vec::new(), Vec::new(), Vec::new());
    for (i, b) in boards.iter().enumerate() {
        let trump = Suit::ALL[i % 4];
        let solve_nodes = |b: &Board| solve(b, trump, u64::MAX).expect("no budget").1;
        let (ms, n) = time(&|| solve_nodes(b));
        let (satat_ms, satat_n) = time(&|| solve_nodes(&satat(b)));
        plain.push(ms);
        special.push(satat_ms);
        ratios.push(satat_ms / ms);
        plain_nodes.push(n as f64);
        special_nodes.push(satat_n as f64);
        node_ratios.push(satat_n as f64 / n as f64);
    }
    let n = boards.len();
    percentiles("court piece, one deal", plain.clone());
    percentiles("satat, the same deals", special.clone());
    println!(
        "satat / court piece, {n} deals: ratio of the medians {:.2} (time), {:.2} (nodes: \
         {:.0} against {:.0}); median of the per-deal ratios {:.2} (time), {:.2} (nodes); \
         all nodes {:.2}",
        median(&mut special) / median(&mut plain),
        median(&mut special_nodes) / median(&mut plain_nodes),
        median(&mut special_nodes),
        median(&mut plain_nodes),
        median(&mut ratios),
        median(&mut node_ratios),
        special_nodes.iter().sum::<f64>() / plain_nodes.iter().sum::<f64>(),
    );
    let (mut plain, mut special) = (Vec::new(), Vec::new());
    for b in &boards[..tables.min(n)] {
        let table = |b: &Board| {
            analyse(b, &Suit::ALL, None, u64::MAX)
                .expect("no budget")
                .nodes
        };
        plain.push(time(&|| table(b)).0);
        special.push(time(&|| table(&satat(b))).0);
    }
    if !plain.is_empty() {
        percentiles("court piece, four-suit table", plain.clone());
        percentiles("satat, four-suit table", special.clone());
        println!(
            "satat / court piece, four-suit table: ratio of the medians {:.2}",
            median(&mut special) / median(&mut plain)
        );
    }
}

unsafe extern "C" {
    /// POSIX `_exit`: ends the process without running exit handlers.
    fn _exit(status: i32) -> !;
}

/// Each of `boards` solved as a Double Sar deal beside its Court piece solve (one trump, the
/// same as the first part's), then every card of its opening lead valued on the heap.
fn heap_beside_court_piece(boards: &[Board]) {
    if boards.is_empty() {
        return;
    }
    // `DD_TENS=1`: Dehla Pakad's heap instead, which counts the tens collected.
    let rules = if env("DD_TENS", 0) == 1 {
        Preset::DehlaPakad.rules()
    } else {
        Preset::DoubleSar.rules()
    };
    let cancel = Cancel::default();
    let (mut plain, mut heap, mut leads) = (Vec::new(), Vec::new(), Vec::new());
    let (mut plain_nodes, mut heap_nodes, mut lead_nodes) = (0u64, 0u64, 0u64);
    let (mut collected_seven, mut won_seven) = (0, 0);
    for (i, b) in boards.iter().enumerate() {
        let trump = Suit::ALL[i % 4];
        let t = Instant::now();
        let (tricks, n) = solve(b, trump, u64::MAX).expect("no budget");
        plain.push(t.elapsed().as_secs_f64() * 1e3);
        plain_nodes += n;
        let t = Instant::now();
        let a =
            analyse_rules_on(&rules, b, &[trump], None, (u64::MAX, 1), &cancel).expect("no budget");
        heap.push(t.elapsed().as_secs_f64() * 1e3);
        heap_nodes += a.nodes;
        won_seven += usize::from(tricks >= 7);
        collected_seven += usize::from(a.trumps[0].tricks >= 7);
        let t = Instant::now();
        let a = analyse_rules_on(&rules, b, &[trump], Some(&[]), (u64::MAX, 1), &cancel)
            .expect("no budget");
        leads.push(t.elapsed().as_secs_f64() * 1e3);
        lead_nodes += a.nodes;
    }
    let n = boards.len();
    percentiles("court piece, one deal", plain.clone());
    percentiles("double sar, the same deals", heap.clone());
    percentiles("double sar, opening lead", leads.clone());
    println!(
        "double sar / court piece, {n} deals: ratio of the medians {:.2} (time); nodes per \
         solve {} against {}; the opening lead's cards {} nodes a deal; the caller's party \
         wins 7 tricks in {won_seven} deals, collects 7 in {collected_seven}",
        median(&mut heap) / median(&mut plain),
        heap_nodes / n as u64,
        plain_nodes / n as u64,
        lead_nodes / n as u64,
    );
}
