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

// ---------------------------------------------------------------------------
// Operations
// ---------------------------------------------------------------------------

/// Walk control returned by [`Op::walk`] callbacks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Walk {
    /// Continue the walk.
    Advance,
    /// Do not visit the nested ops of this op (pre-order only).
    Skip,
    /// Stop the walk.
    Interrupt,
}

/// Which ops [`Op::walk_filtered`] reports (combine with `|`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WalkFilter(pub(crate) i32);

impl WalkFilter {
    /// Ops with a memref result.
    pub const MEMREF_RESULT: WalkFilter = WalkFilter(1);
    /// Ops with block successors.
    pub const SUCCESSORS: WalkFilter = WalkFilter(2);
    /// Ops with regions.
    pub const REGIONS: WalkFilter = WalkFilter(4);
    /// Call ops.
    pub const CALL: WalkFilter = WalkFilter(8);
    /// Every op.
    pub const ANY: WalkFilter = WalkFilter(16);
}

impl std::ops::BitOr for WalkFilter {
    type Output = WalkFilter;
    fn bitor(self, o: WalkFilter) -> WalkFilter {
        WalkFilter(self.0 | o.0)
    }
}

/// Order in which [`Op::walk`] visits ops.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Order {
    /// Parents before children.
    Pre,
    /// Children before parents.
    Post,
}

impl Op {
    /// The context owning this op.
    pub fn context(self) -> Ctx {
        // SAFETY: valid op.
        Ctx(unsafe { mlirOperationGetContext(self.0) })
    }

    /// The interned op name (`"memref.alloc"`).
    pub fn name(self) -> Identifier {
        // SAFETY: valid op.
        Identifier(unsafe { mlirOperationGetName(self.0) })
    }

    /// Whether this op's name is `name` (identity comparison).
    pub fn is(self, name: Identifier) -> bool {
        self.name() == name
    }

    /// The op's location.
    pub fn loc(self) -> Location {
        // SAFETY: valid op.
        Location(unsafe { mlirOperationGetLocation(self.0) })
    }

    pub fn num_operands(self) -> usize {
        // SAFETY: valid op.
        unsafe { mlirOperationGetNumOperands(self.0) as usize }
    }

    /// Operand `i` (panics if out of range).
    pub fn operand(self, i: usize) -> Value {
        assert!(i < self.num_operands(), "operand index {i} out of range");
        // SAFETY: index checked.
        Value(unsafe { mlirOperationGetOperand(self.0, i as isize) })
    }

    pub fn operands(self) -> impl Iterator<Item = Value> {
        (0..self.num_operands()).map(move |i| self.operand(i))
    }

    /// Replaces operand `i` with `v`.
    pub fn set_operand(self, i: usize, v: Value) {
        assert!(i < self.num_operands(), "operand index {i} out of range");
        // SAFETY: index checked; both handles valid.
        unsafe { mlirOperationSetOperand(self.0, i as isize, v.0) }
    }

    pub fn num_results(self) -> usize {
        // SAFETY: valid op.
        unsafe { mlirOperationGetNumResults(self.0) as usize }
    }

    /// Result `i` (panics if out of range).
    pub fn result(self, i: usize) -> Value {
        assert!(i < self.num_results(), "result index {i} out of range");
        // SAFETY: index checked.
        Value(unsafe { mlirOperationGetResult(self.0, i as isize) })
    }

    pub fn results(self) -> impl Iterator<Item = Value> {
        (0..self.num_results()).map(move |i| self.result(i))
    }

    pub fn num_regions(self) -> usize {
        // SAFETY: valid op.
        unsafe { mlirOperationGetNumRegions(self.0) as usize }
    }

    /// Region `i` (panics if out of range).
    pub fn region(self, i: usize) -> Region {
        assert!(i < self.num_regions(), "region index {i} out of range");
        // SAFETY: index checked.
        Region(unsafe { mlirOperationGetRegion(self.0, i as isize) })
    }

    pub fn regions(self) -> impl Iterator<Item = Region> {
        (0..self.num_regions()).map(move |i| self.region(i))
    }

    pub fn num_successors(self) -> usize {
        // SAFETY: valid op.
        unsafe { mlirOperationGetNumSuccessors(self.0) as usize }
    }

    /// Successor block `i` (panics if out of range).
    pub fn successor(self, i: usize) -> Block {
        assert!(
            i < self.num_successors(),
            "successor index {i} out of range"
        );
        // SAFETY: index checked.
        Block(unsafe { mlirOperationGetSuccessor(self.0, i as isize) })
    }

    /// The attribute named `name`, if present.
    pub fn attr(self, name: &str) -> Option<Attribute> {
        // SAFETY: valid op; null mapped to None.
        unsafe { Attribute::from_raw(mlirOperationGetAttributeByName(self.0, sref(name))) }
    }

    /// The values of all attributes (inherent and discardable).
    pub fn attribute_values(self) -> Vec<Attribute> {
        // SAFETY: valid op; indices below the count.
        unsafe {
            let n = mlirOperationGetNumAttributes(self.0);
            (0..n)
                .map(|i| Attribute(mlirOperationGetAttribute(self.0, i).attribute))
                .collect()
        }
    }

    /// Sets (or replaces) the attribute `name`.
    pub fn set_attr(self, name: &str, attr: Attribute) {
        // SAFETY: valid op and attribute.
        unsafe { mlirOperationSetAttributeByName(self.0, sref(name), attr.0) }
    }

    /// The block containing this op, if any.
    pub fn block(self) -> Option<Block> {
        // SAFETY: valid op; null mapped to None.
        unsafe { Block::from_raw(mlirOperationGetBlock(self.0)) }
    }

    /// The closest enclosing op, if any.
    pub fn parent(self) -> Option<Op> {
        // SAFETY: valid op; null mapped to None.
        unsafe { Op::from_raw(mlirOperationGetParentOperation(self.0)) }
    }

    /// The next op in the same block.
    pub fn next(self) -> Option<Op> {
        // SAFETY: valid op; null mapped to None.
        unsafe { Op::from_raw(mlirOperationGetNextInBlock(self.0)) }
    }

    /// Moves this op right before `other` (possibly into another block).
    pub fn move_before(self, other: Op) {
        // SAFETY: both valid; MLIR unlinks and relinks the op.
        unsafe { mlirOperationMoveBefore(self.0, other.0) }
    }

    /// Whether this op comes before `other` in the same block (MLIR caches
    /// the order, so repeated queries are cheap).
    pub fn is_before_in_block(self, other: Op) -> bool {
        // SAFETY: both valid and in the same block (caller).
        unsafe { mlirOperationIsBeforeInBlock(self.0, other.0) }
    }

    /// The region containing this op, if any.
    pub fn parent_region(self) -> Option<Region> {
        self.block().and_then(|b| b.parent_region())
    }

    /// Whether the op has the given trait.
    pub fn has_trait(self, t: super::Trait) -> bool {
        // SAFETY: valid op.
        unsafe { ffi::ferrobufOpHasTrait(self.0, t) }
    }

    /// Visits this op and all nested ops in `order`.
    pub fn walk(self, order: Order, mut f: impl FnMut(Op) -> Walk) {
        unsafe extern "C" fn tramp(op: MlirOperation, ud: *mut c_void) -> MlirWalkResult {
            // SAFETY: `ud` is the `&mut dyn FnMut` below, alive during the walk;
            // a panic here would unwind through C++, so it is caught and the
            // walk interrupted; the panic is then resumed on the Rust side.
            unsafe {
                let state = &mut *(ud as *mut WalkState);
                let f = &mut *state.f;
                match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| f(Op(op)))) {
                    Ok(Walk::Advance) => MlirWalkResult_MlirWalkResultAdvance,
                    Ok(Walk::Skip) => MlirWalkResult_MlirWalkResultSkip,
                    Ok(Walk::Interrupt) => MlirWalkResult_MlirWalkResultInterrupt,
                    Err(payload) => {
                        state.panic = Some(payload);
                        MlirWalkResult_MlirWalkResultInterrupt
                    }
                }
            }
        }
        struct WalkState<'a> {
            f: &'a mut dyn FnMut(Op) -> Walk,
            panic: Option<Box<dyn std::any::Any + Send>>,
        }
        let mut state = WalkState {
            f: &mut f,
            panic: None,
        };
        let order = match order {
            Order::Pre => MlirWalkOrder_MlirWalkPreOrder,
            Order::Post => MlirWalkOrder_MlirWalkPostOrder,
        };
        // SAFETY: `state` outlives the walk; the trampoline matches the C signature.
        unsafe {
            mlirOperationWalk(
                self.0,
                Some(tramp),
                &mut state as *mut WalkState as *mut c_void,
                order,
            )
        };
        if let Some(payload) = state.panic {
            std::panic::resume_unwind(payload);
        }
    }

    /// Visits the ops of this one (itself included) that have one of the
    /// properties in `filter`, in `order`. The filtering happens on the C++
    /// side, so ops the caller does not care about cost no call into Rust.
    pub fn walk_filtered(self, order: Order, filter: WalkFilter, mut f: impl FnMut(Op)) {
        unsafe extern "C" fn tramp(ud: *mut c_void, op: MlirOperation) {
            // SAFETY: `ud` is the state below, alive during the walk. A panic
            // is caught here and resumed after the walk (no unwinding
            // through C++).
            unsafe {
                let state = &mut *(ud as *mut FilterState);
                if state.panic.is_some() {
                    return;
                }
                let f = &mut *state.f;
                if let Err(p) = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| f(Op(op))))
                {
                    state.panic = Some(p);
                }
            }
        }
        struct FilterState<'a> {
            f: &'a mut dyn FnMut(Op),
            panic: Option<Box<dyn std::any::Any + Send>>,
        }
        let mut state = FilterState {
            f: &mut f,
            panic: None,
        };
        // SAFETY: valid op; `state` outlives the walk.
        unsafe {
            ffi::ferrobufWalkFiltered(
                self.0,
                order == Order::Post,
                filter.0,
                Some(tramp),
                &mut state as *mut FilterState as *mut c_void,
            )
        };
        if let Some(p) = state.panic {
            std::panic::resume_unwind(p);
        }
    }

    /// All ops nested in this one (not itself) with the given name, in
    /// pre-order. "Collect, then rewrite" starts here.
    pub fn collect_nested(self, name: Identifier) -> Vec<Op> {
        let mut out = Vec::new();
        self.walk(Order::Pre, |op| {
            if op != self && op.is(name) {
                out.push(op);
            }
            Walk::Advance
        });
        out
    }

    /// Replaces all uses of this op's results with `values`, in order.
    pub fn replace_all_uses_with(self, values: &[Value]) {
        assert_eq!(
            values.len(),
            self.num_results(),
            "replacement count mismatch"
        );
        for (i, v) in values.iter().enumerate() {
            self.result(i).replace_all_uses_with(*v);
        }
    }

    /// Erases this op (which must have no remaining uses of its results) and
    /// everything nested in it. The handle and all handles to nested IR are
    /// invalid afterwards.
    pub fn erase(self) {
        debug_assert!(
            self.results().all(|r| r.first_use_owner().is_none()),
            "erasing an op with uses"
        );
        // SAFETY: valid op; `mlirOperationDestroy` unlinks it from its block.
        unsafe { mlirOperationDestroy(self.0) }
    }

    /// Runs the verifier on this op (errors go to the context's handlers).
    pub fn verify(self) -> bool {
        // SAFETY: valid op.
        unsafe { mlirOperationVerify(self.0) }
    }

    /// Prints the op in generic-free, pretty form.
    pub fn print(self) -> String {
        // SAFETY: valid op; the callback copies the text.
        print_to_string(|cb, ud| unsafe { mlirOperationPrint(self.0, cb, ud) })
    }

    /// Emits an error located at this op.
    pub fn emit_error(self, message: &str) {
        super::diag::emit(self, super::diag::Severity::Error, message)
    }

    /// Emits a remark located at this op.
    pub fn emit_remark(self, message: &str) {
        super::diag::emit(self, super::diag::Severity::Remark, message)
    }

    /// Emits a warning located at this op.
    pub fn emit_warning(self, message: &str) {
        super::diag::emit(self, super::diag::Severity::Warning, message)
    }
}

// ---------------------------------------------------------------------------
// Values
// ---------------------------------------------------------------------------

impl Value {
    pub fn ty(self) -> Type {
        // SAFETY: valid value.
        Type(unsafe { mlirValueGetType(self.0) })
    }

    /// The op defining this value, `None` for block arguments.
    pub fn defining_op(self) -> Option<Op> {
        // SAFETY: valid value; results have an owner op.
        unsafe {
            if mlirValueIsAOpResult(self.0) {
                Op::from_raw(mlirOpResultGetOwner(self.0))
            } else {
                None
            }
        }
    }

    /// The block where the value is defined (the owner block of an
    /// argument, the block of a result's defining op).
    pub fn parent_block(self) -> Option<Block> {
        match self.defining_op() {
            Some(op) => op.block(),
            None => self.owner_block(),
        }
    }

    /// Whether the value is an op result.
    pub fn is_result(self) -> bool {
        // SAFETY: valid value.
        unsafe { mlirValueIsAOpResult(self.0) }
    }

    /// The block owning this block argument, `None` for op results.
    pub fn owner_block(self) -> Option<Block> {
        // SAFETY: valid value.
        unsafe {
            if mlirValueIsABlockArgument(self.0) {
                Block::from_raw(mlirBlockArgumentGetOwner(self.0))
            } else {
                None
            }
        }
    }

    /// The result number (for results) or argument number (for arguments).
    pub fn index(self) -> usize {
        // SAFETY: valid value.
        unsafe {
            if mlirValueIsAOpResult(self.0) {
                mlirOpResultGetResultNumber(self.0) as usize
            } else {
                mlirBlockArgumentGetArgNumber(self.0) as usize
            }
        }
    }

    /// Each use as (owner op, operand number).
    pub fn uses(self) -> Vec<(Op, usize)> {
        let mut out = Vec::new();
        // SAFETY: valid value; the use list is not mutated while iterating.
        unsafe {
            let mut u = mlirValueGetFirstUse(self.0);
            while !u.ptr.is_null() {
                out.push((
                    Op(mlirOpOperandGetOwner(u)),
                    mlirOpOperandGetOperandNumber(u) as usize,
                ));
                u = mlirOpOperandGetNextUse(u);
            }
        }
        out
    }

    /// The ops using this value (once per use), without allocating. Do not
    /// change the value's uses while iterating.
    pub fn users(self) -> impl Iterator<Item = Op> {
        // SAFETY: valid value; the use list is not mutated while iterating
        // (documented requirement).
        let first = unsafe { mlirValueGetFirstUse(self.0) };
        std::iter::successors((!first.ptr.is_null()).then_some(first), |u| {
            // SAFETY: `u` is a live use.
            let next = unsafe { mlirOpOperandGetNextUse(*u) };
            (!next.ptr.is_null()).then_some(next)
        })
        // SAFETY: each `u` is a live use.
        .map(|u| Op(unsafe { mlirOpOperandGetOwner(u) }))
    }

    /// The owner of the first use, if the value has any use.
    pub fn first_use_owner(self) -> Option<Op> {
        // SAFETY: valid value.
        unsafe {
            let u = mlirValueGetFirstUse(self.0);
            if u.ptr.is_null() {
                None
            } else {
                Op::from_raw(mlirOpOperandGetOwner(u))
            }
        }
    }

    /// Replaces every use of `self` with `with`.
    pub fn replace_all_uses_with(self, with: Value) {
        // SAFETY: both valid.
        unsafe { mlirValueReplaceAllUsesOfWith(self.0, with.0) }
    }
}

/// The names the printer gives to the values nested in one op (`%arg0`,
/// `%inserted`, `%0`, ...), as when that op is printed.
pub struct ValueNames {
    state: MlirAsmState,
    flags: MlirOpPrintingFlags,
}

impl ValueNames {
    /// Numbers the values of `scope` (an op isolated from above, such as a
    /// function, or the module).
    pub fn new(scope: Op) -> ValueNames {
        // SAFETY: valid op; the flags outlive the state (both dropped below).
        unsafe {
            let flags = mlirOpPrintingFlagsCreate();
            let state = mlirAsmStateCreateForOperation(scope.0, flags);
            ValueNames { state, flags }
        }
    }

    /// The name of `v` as an operand (`%x`); `v` must be nested in the scope.
    pub fn name(&self, v: Value) -> String {
        // SAFETY: valid value and state; the callback copies the text.
        print_to_string(|cb, ud| unsafe { mlirValuePrintAsOperand(v.0, self.state, cb, ud) })
    }
}

impl Drop for ValueNames {
    fn drop(&mut self) {
        // SAFETY: created in `new`, destroyed once.
        unsafe {
            mlirAsmStateDestroy(self.state);
            mlirOpPrintingFlagsDestroy(self.flags);
        }
    }
}

// ---------------------------------------------------------------------------
// Blocks and regions
// ---------------------------------------------------------------------------

impl Block {
    /// Creates a detached block with arguments of the given types.
    pub fn new(arg_types: &[Type], loc: Location) -> Block {
        let types: Vec<MlirType> = arg_types.iter().map(|t| t.0).collect();
        let locs: Vec<MlirLocation> = arg_types.iter().map(|_| loc.0).collect();
        // SAFETY: arrays of equal length read during the call.
        Block(unsafe { mlirBlockCreate(types.len() as isize, types.as_ptr(), locs.as_ptr()) })
    }

    pub fn num_arguments(self) -> usize {
        // SAFETY: valid block.
        unsafe { mlirBlockGetNumArguments(self.0) as usize }
    }

    pub fn argument(self, i: usize) -> Value {
        assert!(i < self.num_arguments(), "block argument {i} out of range");
        // SAFETY: index checked.
        Value(unsafe { mlirBlockGetArgument(self.0, i as isize) })
    }

    pub fn arguments(self) -> impl Iterator<Item = Value> {
        (0..self.num_arguments()).map(move |i| self.argument(i))
    }

    /// The first op, if any.
    pub fn first_op(self) -> Option<Op> {
        // SAFETY: valid block.
        unsafe { Op::from_raw(mlirBlockGetFirstOperation(self.0)) }
    }

    /// The terminator, if the block ends with one.
    pub fn terminator(self) -> Option<Op> {
        // SAFETY: valid block.
        unsafe { Op::from_raw(mlirBlockGetTerminator(self.0)) }
    }

    /// The ops of the block in order. Do not erase ops while iterating;
    /// collect them first.
    pub fn ops(self) -> impl Iterator<Item = Op> {
        std::iter::successors(self.first_op(), |op| op.next())
    }

    /// Whether this is the first block of its region.
    pub fn is_entry(self) -> bool {
        self.parent_region().and_then(|r| r.first_block()) == Some(self)
    }

    /// Successor blocks (through the terminator).
    pub fn successors(self) -> Vec<Block> {
        match self.terminator() {
            Some(t) => (0..t.num_successors()).map(|i| t.successor(i)).collect(),
            None => Vec::new(),
        }
    }

    /// The ancestor of `op` (or `op` itself) that lies directly in this
    /// block, if any.
    pub fn find_ancestor_op(self, op: Op) -> Option<Op> {
        let mut cur = Some(op);
        while let Some(o) = cur {
            if o.block() == Some(self) {
                return Some(o);
            }
            cur = o.parent();
        }
        None
    }

    /// The op owning the region that contains this block.
    pub fn parent_op(self) -> Option<Op> {
        // SAFETY: valid block.
        unsafe { Op::from_raw(mlirBlockGetParentOperation(self.0)) }
    }

    /// The region containing this block.
    pub fn parent_region(self) -> Option<Region> {
        // SAFETY: valid block.
        unsafe { Region::from_raw(mlirBlockGetParentRegion(self.0)) }
    }

    /// The next block in the region.
    pub fn next(self) -> Option<Block> {
        // SAFETY: valid block.
        unsafe { Block::from_raw(mlirBlockGetNextInRegion(self.0)) }
    }

    /// Appends a detached op to the end of this block (taking ownership).
    pub fn append(self, op: Op) {
        // SAFETY: `op` is detached (fresh from creation).
        unsafe { mlirBlockAppendOwnedOperation(self.0, op.0) }
    }

    /// Inserts a detached op before `before`, which must be in this block.
    pub fn insert_before(self, before: Op, op: Op) {
        // SAFETY: `op` is detached; `before` is in this block.
        unsafe { mlirBlockInsertOwnedOperationBefore(self.0, before.0, op.0) }
    }
}

impl Region {
    /// A detached region without blocks.
    pub fn empty() -> Region {
        // SAFETY: creates a fresh region.
        Region(unsafe { mlirRegionCreate() })
    }

    /// Creates a detached region holding one block with no arguments.
    pub fn with_empty_block(loc: Location) -> Region {
        // SAFETY: fresh region and block; the region takes the block.
        unsafe {
            let r = mlirRegionCreate();
            mlirRegionAppendOwnedBlock(r, Block::new(&[], loc).0);
            Region(r)
        }
    }

    /// The first block, if any.
    pub fn first_block(self) -> Option<Block> {
        // SAFETY: valid region.
        unsafe { Block::from_raw(mlirRegionGetFirstBlock(self.0)) }
    }

    /// The op this region belongs to.
    pub fn parent_op(self) -> Option<Op> {
        // SAFETY: valid region; null mapped to None.
        unsafe { Op::from_raw(ffi::ferrobufRegionParentOp(self.0)) }
    }

    /// The blocks of the region in order.
    pub fn blocks(self) -> impl Iterator<Item = Block> {
        std::iter::successors(self.first_block(), |b| b.next())
    }
}

// ---------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------

/// `ShapedType::kDynamic`.
pub fn dynamic_size() -> i64 {
    // SAFETY: pure function.
    unsafe { mlirShapedTypeGetDynamicSize() }
}

impl Type {
    pub fn context(self) -> Ctx {
        // SAFETY: valid type.
        Ctx(unsafe { mlirTypeGetContext(self.0) })
    }

    pub fn is_memref(self) -> bool {
        // SAFETY: valid type.
        unsafe { mlirTypeIsAMemRef(self.0) }
    }

    pub fn is_unranked_memref(self) -> bool {
        // SAFETY: valid type.
        unsafe { mlirTypeIsAUnrankedMemRef(self.0) }
    }

    /// A ranked or unranked memref type.
    pub fn is_any_memref(self) -> bool {
        self.is_memref() || self.is_unranked_memref()
    }

    pub fn is_tensor(self) -> bool {
        // SAFETY: valid type.
        unsafe { mlirTypeIsATensor(self.0) }
    }

    pub fn is_index(self) -> bool {
        // SAFETY: valid type.
        unsafe { mlirTypeIsAIndex(self.0) }
    }

    /// Whether this is a ranked shaped type (memref, tensor, vector).
    pub fn is_ranked_shaped(self) -> bool {
        // SAFETY: valid type.
        unsafe { mlirTypeIsAShaped(self.0) && mlirShapedTypeHasRank(self.0) }
    }

    /// Rank of a ranked shaped type.
    pub fn rank(self) -> usize {
        assert!(self.is_ranked_shaped(), "rank of a non-ranked type");
        // SAFETY: checked above.
        unsafe { mlirShapedTypeGetRank(self.0) as usize }
    }

    /// Static extent of dimension `d`, `None` if dynamic.
    pub fn dim(self, d: usize) -> Option<i64> {
        assert!(d < self.rank(), "dimension {d} out of range");
        // SAFETY: ranked shaped type, index checked.
        unsafe {
            if mlirShapedTypeIsDynamicDim(self.0, d as isize) {
                None
            } else {
                Some(mlirShapedTypeGetDimSize(self.0, d as isize))
            }
        }
    }

    /// The shape, with [`dynamic_size`] for dynamic extents.
    pub fn shape(self) -> Vec<i64> {
        (0..self.rank())
            .map(|d| self.dim(d).unwrap_or_else(dynamic_size))
            .collect()
    }

    /// Element type of a shaped type.
    pub fn element_type(self) -> Type {
        // SAFETY: valid type; callers pass shaped types.
        Type(unsafe { mlirShapedTypeGetElementType(self.0) })
    }

    /// Layout attribute of a memref type.
    pub fn memref_layout(self) -> Attribute {
        assert!(self.is_memref(), "layout of a non-memref");
        // SAFETY: checked above.
        Attribute(unsafe { mlirMemRefTypeGetLayout(self.0) })
    }

    /// Whether a memref type's layout is the identity map in any form
    /// (also `strided<[1]>`, which MLIR prints as a strided layout but
    /// treats as the identity, e.g. when it infers reshaped types).
    pub fn layout_map_is_identity(self) -> bool {
        if !self.is_memref() {
            return false;
        }
        // SAFETY: memref type checked above.
        unsafe { mlirAffineMapIsIdentity(mlirMemRefTypeGetAffineMap(self.0)) }
    }

    /// Whether a memref type has the identity layout.
    pub fn has_identity_layout(self) -> bool {
        if !self.is_memref() {
            return false;
        }
        // SAFETY: memref type checked; the layout attribute is read only
        // after checking it is an affine map.
        unsafe {
            let layout = mlirMemRefTypeGetLayout(self.0);
            mlirAttributeIsAAffineMap(layout)
                && mlirAffineMapIsIdentity(mlirAffineMapAttrGetValue(layout))
        }
    }

    /// Memory space of a memref type (`None` for the default space).
    pub fn memref_memory_space(self) -> Option<Attribute> {
        // SAFETY: valid type; null mapped to None.
        unsafe {
            if mlirTypeIsAMemRef(self.0) {
                Attribute::from_raw(mlirMemRefTypeGetMemorySpace(self.0))
            } else if mlirTypeIsAUnrankedMemRef(self.0) {
                Attribute::from_raw(mlirUnrankedMemrefGetMemorySpace(self.0))
            } else {
                None
            }
        }
    }

    /// Builds `memref<shape x elem, layout, space>`; a `None` layout means
    /// the identity layout. Returns `None` if the combination is invalid.
    pub fn memref(
        shape: &[i64],
        elem: Type,
        layout: Option<Attribute>,
        space: Option<Attribute>,
    ) -> Option<Type> {
        // SAFETY: valid handles; `Checked` returns null instead of asserting.
        unsafe {
            Type::from_raw(mlirMemRefTypeGetChecked(
                mlirLocationUnknownGet(mlirTypeGetContext(elem.0)),
                elem.0,
                shape.len() as isize,
                shape.as_ptr(),
                raw_or_null(layout),
                raw_or_null(space),
            ))
        }
    }

    /// `memref<*x elem>` in memory space `space`.
    pub fn unranked_memref(elem: Type, space: Option<Attribute>) -> Option<Type> {
        // SAFETY: valid handles; `Checked` returns null instead of asserting.
        unsafe {
            Type::from_raw(mlirUnrankedMemRefTypeGetChecked(
                mlirLocationUnknownGet(mlirTypeGetContext(elem.0)),
                elem.0,
                raw_or_null(space),
            ))
        }
    }

    /// Bit width of an integer, index (64) or float type; `None` otherwise.
    pub fn bit_width(self) -> Option<u64> {
        // SAFETY: valid type; each getter is called on its own kind.
        unsafe {
            if mlirTypeIsAInteger(self.0) {
                Some(mlirIntegerTypeGetWidth(self.0) as u64)
            } else if mlirTypeIsAIndex(self.0) {
                Some(64)
            } else if mlirTypeIsAFloat(self.0) {
                Some(mlirFloatTypeGetWidth(self.0) as u64)
            } else {
                None
            }
        }
    }

    pub fn print(self) -> String {
        // SAFETY: valid type; the callback copies the text.
        print_to_string(|cb, ud| unsafe { mlirTypePrint(self.0, cb, ud) })
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.print())
    }
}

// ---------------------------------------------------------------------------
// Attributes
// ---------------------------------------------------------------------------

impl Attribute {
    /// The value of an integer attribute, `None` for other attributes.
    pub fn as_i64(self) -> Option<i64> {
        // SAFETY: valid attribute; checked kind before reading.
        unsafe {
            if mlirAttributeIsAInteger(self.0) {
                Some(mlirIntegerAttrGetValueInt(self.0))
            } else {
                None
            }
        }
    }

    /// The results of an affine map attribute as dimension positions
    /// (`Some(d)` for a result `d<d>`, `None` for any other expression),
    /// `None` for other attributes.
    pub fn affine_map_dim_results(self) -> Option<Vec<Option<usize>>> {
        // SAFETY: valid attribute; kind checked before reading the map;
        // result indices within the map's result count; expression kind
        // checked before reading a dimension position.
        unsafe {
            if !mlirAttributeIsAAffineMap(self.0) {
                return None;
            }
            let map = mlirAffineMapAttrGetValue(self.0);
            let n = mlirAffineMapGetNumResults(map);
            Some(
                (0..n)
                    .map(|i| {
                        let e = mlirAffineMapGetResult(map, i);
                        mlirAffineExprIsADim(e).then(|| mlirAffineDimExprGetPosition(e) as usize)
                    })
                    .collect(),
            )
        }
    }

    /// The values of a dense integer elements attribute (e.g. the
    /// `case_values` of `cf.switch`) or of an `array<i64: ...>` /
    /// `array<i32: ...>`, `None` for other attributes.
    pub fn as_dense_ints(self) -> Option<Vec<i64>> {
        // SAFETY: valid attribute; kind and element width checked before
        // each read, indices within the element count.
        unsafe {
            if mlirAttributeIsADenseI64Array(self.0) {
                let n = mlirDenseArrayGetNumElements(self.0);
                return Some(
                    (0..n)
                        .map(|i| mlirDenseI64ArrayGetElement(self.0, i))
                        .collect(),
                );
            }
            if mlirAttributeIsADenseI32Array(self.0) {
                let n = mlirDenseArrayGetNumElements(self.0);
                return Some(
                    (0..n)
                        .map(|i| mlirDenseI32ArrayGetElement(self.0, i) as i64)
                        .collect(),
                );
            }
            if !mlirAttributeIsADenseIntElements(self.0) {
                return None;
            }
            let elem = mlirShapedTypeGetElementType(mlirAttributeGetType(self.0));
            let width = if mlirTypeIsAIndex(elem) {
                64
            } else {
                mlirIntegerTypeGetWidth(elem)
            };
            let n = mlirElementsAttrGetNumElements(self.0) as isize;
            (0..n)
                .map(|i| match width {
                    1 => Some(mlirDenseElementsAttrGetBoolValue(self.0, i) as i64),
                    8 => Some(mlirDenseElementsAttrGetInt8Value(self.0, i) as i64),
                    16 => Some(mlirDenseElementsAttrGetInt16Value(self.0, i) as i64),
                    32 => Some(mlirDenseElementsAttrGetInt32Value(self.0, i) as i64),
                    64 => Some(mlirDenseElementsAttrGetInt64Value(self.0, i)),
                    _ => None,
                })
                .collect()
        }
    }

    /// The text of a string attribute.
    pub fn as_string(self) -> Option<String> {
        // SAFETY: valid attribute; checked kind before reading.
        unsafe {
            if mlirAttributeIsAString(self.0) {
                Some(str_of(mlirStringAttrGetValue(self.0)).into_owned())
            } else {
                None
            }
        }
    }

    /// The leaf name of a symbol reference attribute.
    pub fn as_flat_symbol(self) -> Option<String> {
        // SAFETY: valid attribute; checked kind before reading.
        unsafe {
            if mlirAttributeIsAFlatSymbolRef(self.0) {
                Some(str_of(mlirFlatSymbolRefAttrGetValue(self.0)).into_owned())
            } else if mlirAttributeIsASymbolRef(self.0) {
                Some(str_of(mlirSymbolRefAttrGetLeafReference(self.0)).into_owned())
            } else {
                None
            }
        }
    }

    pub fn print(self) -> String {
        // SAFETY: valid attribute; the callback copies the text.
        print_to_string(|cb, ud| unsafe { mlirAttributePrint(self.0, cb, ud) })
    }
}

/// The raw handle of an optional attribute: null when absent (what the C
/// API takes for "none").
pub(super) fn raw_or_null(a: Option<Attribute>) -> MlirAttribute {
    a.map_or(
        MlirAttribute {
            ptr: std::ptr::null(),
        },
        |a| a.0,
    )
}

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
