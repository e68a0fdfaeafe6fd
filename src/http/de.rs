//! What the field deserializers of [`super::int`] and [`super::object`] share: reading a JSON
//! list whose every element goes through one element deserializer.

use serde::de::{DeserializeSeed, Deserializer, SeqAccess, Visitor};
use std::fmt;

/// Reads a list, each element through `element` (an integer, an object, …); `expecting`
/// names the list in error messages.
pub fn list<'de, D, S>(d: D, element: S, expecting: &'static str) -> Result<Vec<S::Value>, D::Error>
where
    D: Deserializer<'de>,
    S: DeserializeSeed<'de> + Clone,
{
    struct List<S> {
        element: S,
        expecting: &'static str,
    }
    impl<'de, S: DeserializeSeed<'de> + Clone> Visitor<'de> for List<S> {
        type Value = Vec<S::Value>;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str(self.expecting)
        }
        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<S::Value>, A::Error> {
            let mut out = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(64));
            while let Some(v) = seq.next_element_seed(self.element.clone())? {
                out.push(v);
            }
            Ok(out)
        }
    }
    d.deserialize_seq(List { element, expecting })
}
