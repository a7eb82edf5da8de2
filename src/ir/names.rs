//! Interned op names, for identity comparison on hot paths.
//!
//! `op_names!` declares a struct holding one [`Identifier`](crate::ir::Identifier) per op name,
//! built once per pass run from the op's context:
//!
//! ```ignore
//! op_names!(Names { realloc = "memref.realloc", alloc = "memref.alloc" });
//! let names = Names::new(op.context());
//! if inner.is(names.realloc) { /* ... */ }
//! ```

/// Declares a struct of interned op names (see the module doc).
#[macro_export]
macro_rules! op_names {
    ($vis:vis $name:ident { $($field:ident = $text:literal),* $(,)? }) => {
        #[derive(Clone, Copy)]
        $vis struct $name { $(pub $field: $crate::ir::Identifier),* }
        impl $name {
            /// Interns every name in `ctx`.
            pub fn new(ctx: $crate::ir::Ctx) -> Self {
                Self { $($field: ctx.ident($text)),* }
            }
        }
    };
}
