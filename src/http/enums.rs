//! API enums mirroring engine enums (the engines know nothing of OpenAPI).

/// Defines an API enum mirroring an engine enum, with both conversions.
macro_rules! wire_enum {
    ($family:ident; $(#[$meta:meta])* $name:ident => $engine:ty { $($variant:ident = $text:tt),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
        #[schema(as = $family::$name)]
        pub enum $name {
            $(#[serde(rename = $text)] $variant),+
        }
        impl From<$name> for $engine {
            fn from(v: $name) -> $engine {
                match v { $($name::$variant => <$engine>::$variant),+ }
            }
        }
        impl From<$engine> for $name {
            fn from(v: $engine) -> $name {
                match v { $(<$engine>::$variant => $name::$variant),+ }
            }
        }
    };
}

pub(crate) use wire_enum;
