//! The rules in the project's own words, `docs/rules/<family>.md`, served at `/rules/<family>`
//! as HTML, so that the playground, the OpenAPI document and anyone without the repository
//! can link a section: each heading gets the anchor a repository viewer gives it
//! (`/rules/court-piece#hokm`), so one link works in both places. Embedded in the binary like
//! the playground, rendered once on first use (pulldown-cmark: CommonMark with tables, rather
//! than a renderer of our own); not part of the OpenAPI document either.

use super::problem::{Problem, problem_response};
use super::{play, resource};
use actix_web::http::Method;
use actix_web::{HttpRequest, HttpResponse, web};
use pulldown_cmark::{CowStr, Event, Options, Parser, Tag, TagEnd};
use std::sync::OnceLock;

/// The families' pages: path segment, markdown (its first heading is the page's title).
const PAGES: [(&str, &str); 2] = [
    (
        "court-piece",
        include_str!("../../docs/rules/court-piece.md"),
    ),
    ("chor-voli", include_str!("../../docs/rules/chor-voli.md")),
];

const STYLE: &str = "body{font:16px/1.5 system-ui,sans-serif;max-width:46rem;margin:0 auto;\
padding:1rem;color:#1d1d1f}table{border-collapse:collapse;display:block;overflow-x:auto}\
td,th{border:1px solid #ccc;padding:.2rem .5rem;text-align:left}pre{white-space:pre-wrap;\
overflow-wrap:anywhere;background:#f4f4f4;padding:.5rem}code{font-size:.9em}\
h1,h2,h3{line-height:1.2}";

/// `GET /rules/{family}`: `court-piece` or `chor-voli` (and `rules.css`, their style).
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(resource("/rules/{family}", Method::GET, page));
}

async fn page(req: HttpRequest, family: web::Path<String>) -> HttpResponse {
    static RENDERED: [OnceLock<String>; 2] = [OnceLock::new(), OnceLock::new()];
    // The pages' stylesheet sits beside them: the same-origin policy forbids inline styles.
    if family.as_str() == "rules.css" {
        return play::asset(STYLE, "text/css; charset=utf-8");
    }
    match PAGES.iter().position(|(name, _)| *name == family.as_str()) {
        Some(i) => {
            let html = RENDERED[i].get_or_init(|| render(PAGES[i].1));
            play::asset(html, "text/html; charset=utf-8")
        }
        None => problem_response(&Problem::not_found(req.path())),
    }
}

/// A whole page: the markdown as HTML, headings with anchors, links fit for the service; the
/// first heading's text is the page's title.
fn render(markdown: &str) -> String {
    let mut events: Vec<Event> = Parser::new_ext(markdown, Options::ENABLE_TABLES).collect();
    // A heading's anchor is read from its text, so it is set once the heading is complete.
    let mut start = None;
    let mut page_title = None;
    for i in 0..events.len() {
        match &events[i] {
            Event::Start(Tag::Heading { .. }) => start = Some(i),
            Event::End(TagEnd::Heading(_)) => {
                if let Some(s) = start.take() {
                    let text: String = events[s..i]
                        .iter()
                        .filter_map(|e| match e {
                            Event::Text(t) | Event::Code(t) => Some(t.as_ref()),
                            _ => None,
                        })
                        .collect();
                    if let Event::Start(Tag::Heading { id, .. }) = &mut events[s] {
                        *id = Some(CowStr::from(anchor(&text)));
                    }
                    page_title.get_or_insert(text);
                }
            }
            _ => {}
        }
    }
    // Links to another family's page point at it here; links to the rest of `docs/`, which
    // the service does not serve, become plain text.
    let mut kept = Vec::new();
    let events = events.into_iter().filter_map(|e| match e {
        Event::Start(Tag::Link {
            link_type,
            dest_url,
            title,
            id,
        }) => {
            let served = served_link(&dest_url);
            kept.push(served.is_some());
            served.map(|dest| {
                Event::Start(Tag::Link {
                    link_type,
                    dest_url: CowStr::from(dest),
                    title,
                    id,
                })
            })
        }
        Event::End(TagEnd::Link) => kept
            .pop()
            .unwrap_or(true)
            .then_some(Event::End(TagEnd::Link)),
        other => Some(other),
    });
    let title = page_title.unwrap_or_default();
    let mut body = String::with_capacity(markdown.len() * 5 / 4);
    pulldown_cmark::html::push_html(&mut body, events);
    format!(
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
<title>{title}: the rules (Hakam)</title><link rel=\"icon\" href=\"data:,\">\
<link rel=\"stylesheet\" href=\"rules.css\"></head><body>\n\
<p><a href=\"../play/\">Playground</a> · <a href=\"../docs/\">API docs</a></p>\n{body}</body></html>\n"
    )
}

/// The anchor a repository viewer gives a heading: lower case, spaces to hyphens, other
/// punctuation dropped (`### hokm-3` is `hokm-3`, `## The deal` is `the-deal`).
fn anchor(text: &str) -> String {
    text.trim()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            '-' | '_' => Some(c),
            c if c.is_alphanumeric() => Some(c.to_lowercase().next().unwrap_or(c)),
            _ => None,
        })
        .collect()
}

/// A link of the markdown as the service serves it: an outside address or an anchor as
/// written, another family's page by its path here; `None` for the rest of `docs/`.
fn served_link(dest: &str) -> Option<String> {
    let (path, fragment) = dest.split_once('#').unwrap_or((dest, ""));
    if path.is_empty() || path.contains("://") {
        return Some(dest.to_owned());
    }
    let (name, ..) = PAGES
        .iter()
        .find(|(name, ..)| path == format!("{name}.md"))?;
    Some(if fragment.is_empty() {
        (*name).to_owned()
    } else {
        format!("{name}#{fragment}")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn anchors_are_the_ones_a_repository_viewer_gives() {
        assert_eq!(anchor("hokm-3"), "hokm-3");
        assert_eq!(anchor("The deal"), "the-deal");
        assert_eq!(
            anchor("Example: a Chor Voli deal"),
            "example-a-chor-voli-deal"
        );
        assert_eq!(
            anchor("`collect`: where tricks go"),
            "collect-where-tricks-go"
        );
    }

    #[test]
    fn every_preset_of_court_piece_has_its_section() {
        let html = render(PAGES[0].1);
        for preset in crate::court_piece::Preset::ALL {
            assert!(
                html.contains(&format!("id=\"{}\"", preset.name())),
                "{}",
                preset.name()
            );
        }
        assert!(render(PAGES[1].1).contains("id=\"presets\""));
        assert!(html.contains("<title>Court piece and its family: the rules (Hakam)</title>"));
    }

    #[test]
    fn links_point_where_the_service_serves_them() {
        assert_eq!(
            served_link("chor-voli.md#presets").as_deref(),
            Some("chor-voli#presets")
        );
        assert_eq!(
            served_link("court-piece.md").as_deref(),
            Some("court-piece")
        );
        assert_eq!(served_link("#hokm").as_deref(), Some("#hokm"));
        assert_eq!(served_link("../dealing.md"), None);
        let html = render("See [dealing](../dealing.md) and [Hokm](court-piece.md#hokm).");
        assert!(
            html.contains("See dealing and <a href=\"court-piece#hokm\">Hokm</a>."),
            "{html}"
        );
    }
}
