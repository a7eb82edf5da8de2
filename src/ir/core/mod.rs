//! Copyable handles to MLIR IR objects: operations, values, blocks, regions,
//! types, attributes, locations, identifiers and contexts.
//!
//! # Handle validity
//!
//! A handle is a borrowed pointer into IR owned by an MLIR context, exactly
//! like `mlir::Operation *` or `mlir::Value` in C++: it stays valid while the
//! object it names exists. Handles are created only by `unsafe fn from_raw`
//! (whose caller vouches for validity) or by navigating from a valid handle;
//! the pass framework hands each pass a handle to the op it runs on, valid
//! for the duration of the run. The one way to invalidate a handle from safe
//! code is [`Op::erase`]: never use a handle to IR you have erased (ferrobuf
//! passes "collect, then rewrite", so they never hold such handles).

use std::ffi::c_void;
use std::fmt;

use mlir_sys::*;

use super::ffi;

/// Borrows the bytes of an `MlirStringRef` as `&str` (lossy on invalid UTF-8).
///
/// # Safety
/// `s` must point to `s.length` readable bytes that outlive `'a`.
pub(crate) unsafe fn str_of<'a>(s: MlirStringRef) -> std::borrow::Cow<'a, str> {
    if s.data.is_null() || s.length == 0 {
        return std::borrow::Cow::Borrowed("");
    }
    // SAFETY: guaranteed by the caller.
    let bytes = unsafe { std::slice::from_raw_parts(s.data as *const u8, s.length) };
    String::from_utf8_lossy(bytes)
}

/// Makes an `MlirStringRef` borrowing `s` (valid while `s` is).
pub(crate) fn sref(s: &str) -> MlirStringRef {
    MlirStringRef {
        data: s.as_ptr() as *const _,
        length: s.len(),
    }
}

/// Collects the text an MLIR print function writes through a callback.
pub(crate) fn print_to_string(f: impl FnOnce(MlirStringCallback, *mut c_void)) -> String {
    unsafe extern "C" fn append(s: MlirStringRef, ud: *mut c_void) {
        // SAFETY: `ud` is the `Vec<u8>` passed below; `s` is valid during the call.
        unsafe {
            let out = &mut *(ud as *mut Vec<u8>);
            if !s.data.is_null() {
                out.extend_from_slice(std::slice::from_raw_parts(s.data as *const u8, s.length));
            }
        }
    }
    let mut out: Vec<u8> = Vec::new();
    f(Some(append), &mut out as *mut Vec<u8> as *mut c_void);
    String::from_utf8_lossy(&out).into_owned()
}

macro_rules! handle {
    ($(#[$doc:meta])* $name:ident, $raw:ty, $is_null:expr) => {
        $(#[$doc])*
        #[derive(Clone, Copy)]
        #[repr(transparent)]
        pub struct $name(pub(crate) $raw);

        impl $name {
            /// Wraps a raw handle; `None` if it is null.
            ///
            /// # Safety
            /// `raw` must be null or name a live object (see the module doc).
            pub unsafe fn from_raw(raw: $raw) -> Option<Self> {
                let is_null: fn($raw) -> bool = $is_null;
                if is_null(raw) { None } else { Some(Self(raw)) }
            }

            /// The raw C API handle.
            pub fn raw(self) -> $raw {
                self.0
            }
        }
    };
}

handle!(
    /// An MLIR context.
    Ctx, MlirContext, |r| r.ptr.is_null()
);
handle!(
    /// An operation (`mlir::Operation *`).
    Op, MlirOperation, |r| r.ptr.is_null()
);
handle!(
    /// An SSA value: an op result or a block argument.
    Value, MlirValue, |r| r.ptr.is_null()
);
handle!(
    /// A block.
    Block, MlirBlock, |r| r.ptr.is_null()
);
handle!(
    /// A region.
    Region, MlirRegion, |r| r.ptr.is_null()
);
handle!(
    /// A type.
    Type, MlirType, |r| r.ptr.is_null()
);
handle!(
    /// An attribute.
    Attribute, MlirAttribute, |r| r.ptr.is_null()
);
handle!(
    /// A source location.
    Location, MlirLocation, |r| r.ptr.is_null()
);
handle!(
    /// An interned string (op names, attribute names); equality is identity.
    Identifier, MlirIdentifier, |r| r.ptr.is_null()
);

// SAFETY (all handle types): they are plain pointers into context-owned IR.
// MLIR allows reading IR from several threads and requires external
// synchronisation for mutation, which the pass manager provides (each thread
// mutates only the op it was given).
unsafe impl Send for Op {}
unsafe impl Send for Value {}
unsafe impl Send for Type {}
unsafe impl Send for Attribute {}
unsafe impl Send for Ctx {}
unsafe impl Sync for Ctx {}

macro_rules! ptr_eq {
    ($($name:ident),*) => {$(
        impl PartialEq for $name {
            fn eq(&self, other: &Self) -> bool { self.0.ptr == other.0.ptr }
        }
        impl Eq for $name {}
        impl std::hash::Hash for $name {
            fn hash<H: std::hash::Hasher>(&self, state: &mut H) { (self.0.ptr as usize).hash(state) }
        }
    )*};
}
// Types, attributes and identifiers are uniqued, so pointer equality is
// semantic equality (this is what the C API's *Equal functions do).
ptr_eq!(Op, Value, Block, Region, Type, Attribute, Identifier, Ctx);

impl fmt::Debug for Op {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Op({})", self.name().as_str())
    }
}
macro_rules! ptr_debug {
    ($($name:ident),*) => {$(
        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, concat!(stringify!($name), "({:p})"), self.0.ptr)
            }
        }
    )*};
}
ptr_debug!(Block, Region, Type, Attribute, Location, Identifier, Ctx);

impl fmt::Debug for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Value({:p})", self.0.ptr)
    }
}

// ---------------------------------------------------------------------------
// Context, identifiers, locations
// ---------------------------------------------------------------------------

impl Ctx {
    /// Interns `s`.
    pub fn ident(self, s: &str) -> Identifier {
        // SAFETY: valid context; the string is copied.
        Identifier(unsafe { mlirIdentifierGet(self.0, sref(s)) })
    }

    /// The `index` type.
    pub fn index_type(self) -> Type {
        // SAFETY: valid context.
        Type(unsafe { mlirIndexTypeGet(self.0) })
    }

    /// The signless integer type of `width` bits.
    pub fn int_type(self, width: u32) -> Type {
        // SAFETY: valid context.
        Type(unsafe { mlirIntegerTypeGet(self.0, width) })
    }

    /// Parses a type; `None` on syntax error.
    pub fn parse_type(self, text: &str) -> Option<Type> {
        // SAFETY: valid context; null result mapped to None.
        unsafe { Type::from_raw(mlirTypeParseGet(self.0, sref(text))) }
    }

    /// Parses an attribute; `None` on syntax error.
    pub fn parse_attr(self, text: &str) -> Option<Attribute> {
        // SAFETY: valid context; null result mapped to None.
        unsafe { Attribute::from_raw(mlirAttributeParseGet(self.0, sref(text))) }
    }

    /// An integer attribute of type `ty`.
    pub fn int_attr(self, ty: Type, value: i64) -> Attribute {
        // SAFETY: valid type.
        Attribute(unsafe { mlirIntegerAttrGet(ty.0, value) })
    }

    /// A `DenseI64ArrayAttr`.
    pub fn i64_array_attr(self, values: &[i64]) -> Attribute {
        // SAFETY: the slice is read during the call only.
        Attribute(unsafe { mlirDenseI64ArrayGet(self.0, values.len() as isize, values.as_ptr()) })
    }

    /// A `DenseI32ArrayAttr` (e.g. `operandSegmentSizes`).
    pub fn i32_array_attr(self, values: &[i32]) -> Attribute {
        // SAFETY: the slice is read during the call only.
        Attribute(unsafe { mlirDenseI32ArrayGet(self.0, values.len() as isize, values.as_ptr()) })
    }

    /// `strided<[strides...], offset: offset>`.
    pub fn strided_layout(self, offset: i64, strides: &[i64]) -> Attribute {
        // SAFETY: the slice is read during the call only.
        Attribute(unsafe {
            mlirStridedLayoutAttrGet(self.0, offset, strides.len() as isize, strides.as_ptr())
        })
    }

    /// The unknown location.
    pub fn unknown_loc(self) -> Location {
        // SAFETY: valid context.
        Location(unsafe { mlirLocationUnknownGet(self.0) })
    }

    /// Whether `namespace` names a dialect loaded in this context.
    pub fn is_dialect_loaded(self, namespace: &str) -> bool {
        // SAFETY: valid context; null dialect means not loaded.
        !unsafe { mlirContextGetOrLoadDialect(self.0, sref(namespace)) }
            .ptr
            .is_null()
    }
}

impl Identifier {
    /// The identifier's text (owned by the context).
    pub fn as_str(self) -> String {
        // SAFETY: identifiers live as long as their context.
        unsafe { str_of(mlirIdentifierStr(self.0)) }.into_owned()
    }
}

impl Location {
    /// Prints the location as MLIR does (`loc("f.mlir":3:5)`).
    pub fn print(self) -> String {
        // SAFETY: valid location; the callback copies the text.
        print_to_string(|cb, ud| unsafe { mlirLocationPrint(self.0, cb, ud) })
    }
}

mod attributes;
mod block;
mod op;
mod types;
mod value;

pub(crate) use attributes::raw_or_null;
pub use op::{Order, SkipPayloads, Walk, WalkFilter};
pub use types::dynamic_size;
pub use value::ValueNames;

/// Parses `text` (one or more top-level ops, as in a module body) and moves
/// the ops to the end of `block`; returns the first one. `None` if the text
/// does not parse.
pub fn parse_op_into(ctx: Ctx, text: &str, block: Block) -> Option<Op> {
    // SAFETY: the temporary module is destroyed after its ops are moved out;
    // moved ops are detached from it before insertion.
    unsafe {
        let module = mlirModuleCreateParse(ctx.0, sref(text));
        if module.ptr.is_null() {
            return None;
        }
        let body = Block(mlirModuleGetBody(module));
        let mut first = None;
        while let Some(op) = body.first_op() {
            mlirOperationRemoveFromParent(op.0);
            block.append(op);
            first.get_or_insert(op);
        }
        mlirModuleDestroy(module);
        first
    }
}
