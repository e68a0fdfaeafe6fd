//! Court piece contract errors as problem+json: each engine position becomes a JSON pointer.

use crate::court_piece::{DealError, DealErrorKind, Location};
use crate::http::problem::{Problem, ProblemError};

/// The 422 for contract errors, each at its JSON pointer.
pub fn unprocessable(errors: Vec<DealError>) -> Problem {
    let mut out = Vec::with_capacity(errors.len());
    for e in errors {
        match &e.kind {
            // An impossible rule set lists its own problems, each at its option.
            DealErrorKind::InvalidRules(problems) => {
                out.extend(problems.iter().map(|p| {
                    ProblemError::new(
                        p.kind.code(),
                        super::wire::rule_pointer(p.field),
                        p.kind.to_string(),
                    )
                }));
            }
            DealErrorKind::DuplicateCard { first, .. } => out.push(ProblemError::new(
                e.code(),
                pointer(e.deal, e.at),
                format!(
                    "{} (it is also at {})",
                    e.message(),
                    pointer(e.deal, *first)
                ),
            )),
            _ => out.push(ProblemError::new(
                e.code(),
                pointer(e.deal, e.at),
                e.message(),
            )),
        }
    }
    Problem::unprocessable(out)
}

/// The JSON pointer of a position in a Court piece request; `deal` is the deal's index in a
/// game.
pub fn pointer(deal: Option<usize>, at: Location) -> String {
    let field = match at {
        Location::Dealer => "/dealer".to_owned(),
        Location::FirstDealer => "/first_dealer".to_owned(),
        Location::Seed => "/seed".to_owned(),
        Location::Hands => "/hands".to_owned(),
        Location::Hand { seat } => format!("/hands/{seat}"),
        Location::HandCard { seat, index } => format!("/hands/{seat}/{index}"),
        Location::FirstFive => "/first_five".to_owned(),
        Location::FirstFiveHand { seat } => format!("/first_five/{seat}"),
        Location::FirstFiveCard { seat, index } => format!("/first_five/{seat}/{index}"),
        Location::Redeal => "/redeal".to_owned(),
        Location::TrumpChangePlayer => "/trump_change/player".to_owned(),
        Location::Passes => "/passes".to_owned(),
        Location::PassPlayer { index } => format!("/passes/{index}/player"),
        Location::PreviousParty => "/previous/party".to_owned(),
        Location::Discards => "/discards".to_owned(),
        Location::Draws => "/draws".to_owned(),
        Location::Dummy => "/dummy".to_owned(),
        Location::Deals => "/deals".to_owned(),
        // The deal itself: `deal` names it, and the pointer is `/deals/{deal}`.
        Location::Deal => String::new(),
        Location::TrickPlays => "/plays".to_owned(),
        Location::TrickPlayPlayer { index } => format!("/plays/{index}/player"),
        Location::TrickPlayCard { index } => format!("/plays/{index}/card"),
        Location::Rules => "/rules".to_owned(),
    };
    match deal {
        Some(n) => format!("/deals/{n}{field}"),
        None => field,
    }
}
