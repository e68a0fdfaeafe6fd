//! Satat's deals waiting for the passes, shared by `examples/satat_passes.rs` and
//! `examples/pass_facts.rs`.

use hakam::cards::Suit;
use hakam::court_piece::{DealInput, Decisions, Previous};

/// Deal `d`: the seed `"satat passes {d}"`, dealt by seat `d % 4`, after a kot of party
/// `d % 2` (a bavney every sixth deal), trumps `Suit::ALL[d % 4]` named, no pass made.
pub fn waiting(d: usize) -> DealInput {
    DealInput {
        dealer: d % 4,
        previous: Some(Previous {
            kot: true,
            bavney: d % 6 == 5,
            party: d % 2,
        }),
        decisions: Decisions {
            seed: Some(format!("satat passes {d}")),
            trump: Some(Suit::ALL[d % 4]),
            ..Decisions::default()
        },
    }
}
