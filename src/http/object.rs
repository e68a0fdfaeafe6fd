//! Objects only where the contract has objects. serde lets a struct be read from a JSON array
//! (`[null, [["Ah","Kh","Qh"]]]` as an evaluate request), which the contract does not allow;
//! [`MapOnly`] reads a struct (or the internally tagged `scoring`) from an object or refuses
//! it with a 422 at its pointer. `decode` wraps every request body in it, and the
//! `deserialize_with` functions here wrap every field that holds an object.

use serde::de::{self, Deserialize, DeserializeSeed, Deserializer, Visitor};
use std::fmt;
use std::marker::PhantomData;

/// A deserializer for a value that must be a JSON object.
pub struct MapOnly<D>(pub D);

impl<'de, D: Deserializer<'de>> Deserializer<'de> for MapOnly<D> {
    type Error = D::Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, D::Error> {
        self.0.deserialize_map(visitor)
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf option unit unit_struct newtype_struct seq tuple
        tuple_struct map struct enum identifier ignored_any
    }
}

/// A field holding an object.
pub fn object<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<T, D::Error> {
    T::deserialize(MapOnly(d))
}

/// An optional field holding an object (`null` or absent is `None`; with `#[serde(default)]`).
pub fn optional<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    d: D,
) -> Result<Option<T>, D::Error> {
    struct Opt<T>(PhantomData<T>);
    impl<'de, T: Deserialize<'de>> Visitor<'de> for Opt<T> {
        type Value = Option<T>;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("an object or null")
        }
        fn visit_none<E: de::Error>(self) -> Result<Option<T>, E> {
            Ok(None)
        }
        fn visit_unit<E: de::Error>(self) -> Result<Option<T>, E> {
            Ok(None)
        }
        fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Option<T>, D::Error> {
            object(d).map(Some)
        }
    }
    d.deserialize_option(Opt(PhantomData))
}

/// An optional field holding a list of objects (`null` or absent is `None`; with
/// `#[serde(default)]`).
pub fn optional_list<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    d: D,
) -> Result<Option<Vec<T>>, D::Error> {
    struct Opt<T>(PhantomData<T>);
    impl<'de, T: Deserialize<'de>> Visitor<'de> for Opt<T> {
        type Value = Option<Vec<T>>;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a list of objects or null")
        }
        fn visit_none<E: de::Error>(self) -> Result<Option<Vec<T>>, E> {
            Ok(None)
        }
        fn visit_unit<E: de::Error>(self) -> Result<Option<Vec<T>>, E> {
            Ok(None)
        }
        fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Option<Vec<T>>, D::Error> {
            list(d).map(Some)
        }
    }
    d.deserialize_option(Opt(PhantomData))
}

/// A field holding a list of objects.
pub fn list<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<Vec<T>, D::Error> {
    struct Seed<T>(PhantomData<T>);
    impl<T> Clone for Seed<T> {
        fn clone(&self) -> Self {
            Seed(PhantomData)
        }
    }
    impl<'de, T: Deserialize<'de>> DeserializeSeed<'de> for Seed<T> {
        type Value = T;
        fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<T, D::Error> {
            object(d)
        }
    }
    super::de::list(d, Seed(PhantomData), "a list of objects")
}

#[cfg(test)]
mod tests {
    use serde::Deserialize;

    #[derive(Debug, Deserialize, PartialEq)]
    #[serde(deny_unknown_fields)]
    struct Inner {
        n: u8,
    }

    #[derive(Debug, Deserialize, PartialEq)]
    #[serde(deny_unknown_fields)]
    struct Outer {
        #[serde(default, deserialize_with = "super::optional")]
        one: Option<Inner>,
        #[serde(deserialize_with = "super::list")]
        many: Vec<Inner>,
    }

    fn parse(text: &str) -> Result<Outer, serde_json::Error> {
        let mut de = serde_json::Deserializer::from_str(text);
        super::object(&mut de)
    }

    #[test]
    fn objects_are_read_and_arrays_in_their_place_are_refused() {
        let ok = parse(r#"{"one": {"n": 1}, "many": [{"n": 2}]}"#).unwrap();
        assert_eq!(ok.many, [Inner { n: 2 }]);
        assert_eq!(parse(r#"{"one": null, "many": []}"#).unwrap().one, None);
        assert!(parse(r#"[null, []]"#).is_err(), "the body as an array");
        assert!(
            parse(r#"{"one": [1], "many": []}"#).is_err(),
            "a field as an array"
        );
        assert!(
            parse(r#"{"many": [[2]]}"#).is_err(),
            "a list element as an array"
        );
    }
}
