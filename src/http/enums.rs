//! API enums mirroring engine enums (the engines know nothing of OpenAPI nor JSON).
//!
//! An engine names its enum's values once, with `named_enum!` (`src/named.rs`); a wire enum
//! here takes its JSON spelling, the order its schema lists them in and its values from that
//! list, and adds only what the transport needs: its schema's name and description. It reads
//! and writes JSON exactly as `#[derive(Serialize, Deserialize, ToSchema)]` on a fieldless
//! enum does (the same accepted forms, the same error messages), which a test checks.

use serde::de::{self, DeserializeSeed, Deserializer, EnumAccess, VariantAccess, Visitor};
use std::fmt;
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};

/// Defines an API enum mirroring an engine enum declared with `named_enum!`, with both
/// conversions. Its doc comment is its schema's description.
macro_rules! wire_enum {
    ($family:ident; $(#[doc = $doc:literal])* $name:ident => $engine:ty) => {
        $(#[doc = $doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub struct $name(pub $engine);

        impl From<$name> for $engine {
            fn from(v: $name) -> $engine {
                v.0
            }
        }

        impl From<$engine> for $name {
            fn from(v: $engine) -> $name {
                $name(v)
            }
        }

        impl serde::Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.0.name())
            }
        }

        impl<'de> serde::Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<$name, D::Error> {
                let index = $crate::http::enums::variant(d, stringify!($name), <$engine>::NAMES)?;
                Ok($name(<$engine>::ALL[index]))
            }
        }

        impl utoipa::PartialSchema for $name {
            fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
                $crate::http::enums::schema(&[$($doc),*], <$engine>::NAMES)
            }
        }

        impl utoipa::ToSchema for $name {
            fn name() -> std::borrow::Cow<'static, str> {
                std::borrow::Cow::Borrowed(concat!(stringify!($family), ".", stringify!($name)))
            }
        }
    };
}

pub(crate) use wire_enum;

/// Reads one of `names` as serde's derive reads a fieldless enum called `enum_name`: a string,
/// or an object whose single key is the name and whose value is `null`. Returns its index.
pub fn variant<'de, D: Deserializer<'de>>(
    d: D,
    enum_name: &'static str,
    names: &'static [&'static str],
) -> Result<usize, D::Error> {
    struct Enum {
        name: &'static str,
        names: &'static [&'static str],
    }
    impl<'de> Visitor<'de> for Enum {
        type Value = usize;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "enum {}", self.name)
        }
        fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<usize, A::Error> {
            let (index, value) = data.variant_seed(Identifier(self.names))?;
            value.unit_variant()?;
            Ok(index)
        }
    }
    d.deserialize_enum(
        enum_name,
        names,
        Enum {
            name: enum_name,
            names,
        },
    )
}

/// A variant's name, read as serde's derive reads a variant identifier.
#[derive(Clone, Copy)]
struct Identifier(&'static [&'static str]);

impl<'de> DeserializeSeed<'de> for Identifier {
    type Value = usize;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<usize, D::Error> {
        d.deserialize_identifier(self)
    }
}

impl<'de> Visitor<'de> for Identifier {
    type Value = usize;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("variant identifier")
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<usize, E> {
        usize::try_from(v)
            .ok()
            .filter(|&i| i < self.0.len())
            .ok_or_else(|| {
                let expected = format!("variant index 0 <= i < {}", self.0.len());
                E::invalid_value(de::Unexpected::Unsigned(v), &expected.as_str())
            })
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<usize, E> {
        self.0
            .iter()
            .position(|name| *name == v)
            .ok_or_else(|| E::unknown_variant(v, self.0))
    }
    fn visit_bytes<E: de::Error>(self, v: &[u8]) -> Result<usize, E> {
        match self.0.iter().position(|name| name.as_bytes() == v) {
            Some(i) => Ok(i),
            None => Err(E::unknown_variant(&String::from_utf8_lossy(v), self.0)),
        }
    }
}

/// A string enum's schema, as utoipa's derive writes it: the doc comment's lines (each
/// trimmed at the end, their common indent removed) as the description, then the names.
pub fn schema(doc: &[&str], names: &'static [&'static str]) -> RefOr<Schema> {
    let lines: Vec<&str> = doc.iter().map(|line| line.trim_end()).collect();
    let indent = lines
        .iter()
        .filter(|line| !line.is_empty())
        .map(|line| line.len() - line.trim_ascii_start().len())
        .min()
        .unwrap_or(0);
    let description = lines
        .iter()
        .map(|line| line.get(indent..).unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n");
    ObjectBuilder::new()
        .schema_type(Type::String)
        .description((!doc.is_empty()).then_some(description))
        .enum_values(Some(names.iter().copied()))
        .into()
}

#[cfg(test)]
mod tests {
    use crate::named::named_enum;
    use serde::{Deserialize, Serialize};
    use utoipa::{PartialSchema, ToSchema};

    named_enum! {
        /// An engine's enum.
        Engine {
            Called => "called",
            FirstVoid => "first-void",
        }
    }

    wire_enum!(
        test;
        /// A mirror of it, its description over
        ///   two lines.
        Mirror => Engine
    );

    // What the derives make of the same enum.
    /// A mirror of it, its description over
    ///   two lines.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
    #[schema(as = test::Mirror)]
    enum Derived {
        #[serde(rename = "called")]
        Called,
        #[serde(rename = "first-void")]
        FirstVoid,
    }

    #[test]
    fn a_wire_enum_reads_writes_and_describes_itself_as_the_derives_do() {
        let inputs = [
            r#""called""#,
            r#""first-void""#,
            r#""First-void""#,
            r#""trumps""#,
            r#""c\u0061lled""#,
            r#"{"called": null}"#,
            r#"{"called": 1}"#,
            r#"{"bad": null}"#,
            r#"{}"#,
            "3",
            "null",
            "true",
            r#"["called"]"#,
        ];
        for input in inputs {
            let mirror = serde_json::from_str::<Mirror>(input);
            let derived = serde_json::from_str::<Derived>(input);
            match (mirror, derived) {
                (Ok(m), Ok(d)) => {
                    assert_eq!(m.0.name(), serde_json::to_value(d).unwrap(), "{input}");
                    assert_eq!(
                        serde_json::to_string(&m).unwrap(),
                        serde_json::to_string(&d).unwrap()
                    );
                }
                (Err(m), Err(d)) => assert_eq!(m.to_string(), d.to_string(), "{input}"),
                (m, d) => panic!("{input}: {m:?} against {d:?}"),
            }
        }
        assert_eq!(Engine::parse("first-void"), Some(Engine::FirstVoid));
        assert_eq!(Mirror::name(), Derived::name());
        assert_eq!(
            serde_json::to_string(&Mirror::schema()).unwrap(),
            serde_json::to_string(&Derived::schema()).unwrap()
        );
    }
}
