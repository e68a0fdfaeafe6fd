//! The SVG plots' frame, shared by the studies (`examples/strategy_study.rs`,
//! `examples/trump_study.rs`).

/// The opening of a `width` × `height` SVG document on a white background, in the plots'
/// font; the caller writes the rest and closes it with `</svg>`.
pub fn open(width: f64, height: f64) -> String {
    format!(
        concat!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="sans-serif" font-size="13">"#,
            "\n",
            r#"<rect width="100%" height="100%" fill="white"/>"#,
            "\n"
        ),
        w = width,
        h = height
    )
}
