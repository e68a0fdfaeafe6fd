//! The names of the engines' fieldless enums (a preset, a rule option, a result), written once.
//!
//! Each family's engine declares its options with [`named_enum!`], which gives every value the
//! one name a request or a response spells it with. The engines use the names themselves (a
//! preset named in a request, an error message naming a scoring kind), and `src/http` builds
//! each wire enum's JSON form and OpenAPI schema from the same list, so a name is never
//! written twice.

/// Declares a fieldless enum with a name for each value: `ALL` and `NAMES` in the order the
/// contract lists them, `name()` and `parse()`.
///
/// `named_enum! { impl Type { … } }` names an enum declared elsewhere, for one whose
/// declaration order means something else (the derived order of strength).
macro_rules! named_enum {
    ($(#[$meta:meta])* $name:ident {
        $($(#[$vmeta:meta])* $variant:ident $(= $value:literal)? => $text:literal),+ $(,)?
    }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum $name { $($(#[$vmeta])* $variant $(= $value)?),+ }

        $crate::named::named_enum! { impl $name { $($variant => $text),+ } }
    };
    (impl $name:ident { $($variant:ident => $text:literal),+ $(,)? }) => {
        impl $name {
            /// Every value, in the order the contract lists them.
            pub const ALL: [$name; [$($text),+].len()] = [$($name::$variant),+];

            /// The name of each value of [`Self::ALL`], in the same order.
            pub const NAMES: &'static [&'static str] = &[$($text),+];

            /// The name the API uses.
            pub const fn name(self) -> &'static str {
                match self { $($name::$variant => $text),+ }
            }

            /// The value of an API name (exact spelling).
            pub fn parse(text: &str) -> Option<$name> {
                Self::ALL.iter().copied().find(|v| v.name() == text)
            }
        }
    };
}

pub(crate) use named_enum;
