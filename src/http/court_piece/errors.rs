//! Court piece contract errors as problem+json: each engine position becomes a JSON pointer.

use crate::court_piece::{DealError, DealErrorKind, DealField};
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
pub fn pointer(deal: Option<usize>, at: DealField) -> String {
    let field = match at {
        DealField::Dealer => "/dealer".to_owned(),
        DealField::FirstDealer => "/first_dealer".to_owned(),
        DealField::View => "/view".to_owned(),
        DealField::Seed => "/seed".to_owned(),
        DealField::Hands => "/hands".to_owned(),
        DealField::Hand { seat } => format!("/hands/{seat}"),
        DealField::HandCard { seat, index } => format!("/hands/{seat}/{index}"),
        DealField::FirstFive => "/first_five".to_owned(),
        DealField::FirstFiveHand { seat } => format!("/first_five/{seat}"),
        DealField::FirstFiveCard { seat, index } => format!("/first_five/{seat}/{index}"),
        DealField::Redeal => "/redeal".to_owned(),
        DealField::TrumpChangePlayer => "/trump_change/player".to_owned(),
        DealField::Passes => "/passes".to_owned(),
        DealField::PassPlayer { index } => format!("/passes/{index}/player"),
        DealField::PreviousParty => "/previous/party".to_owned(),
        DealField::Discards => "/discards".to_owned(),
        DealField::Draws => "/draws".to_owned(),
        DealField::Dummy => "/dummy".to_owned(),
        DealField::Deals => "/deals".to_owned(),
        // The deal itself: `deal` names it, and the pointer is `/deals/{deal}`.
        DealField::Deal => String::new(),
        DealField::TrickPlays => "/plays".to_owned(),
        DealField::TrickPlayPlayer { index } => format!("/plays/{index}/player"),
        DealField::TrickPlayCard { index } => format!("/plays/{index}/card"),
        DealField::Rules => "/rules".to_owned(),
    };
    match deal {
        Some(n) => format!("/deals/{n}{field}"),
        None => field,
    }
}
