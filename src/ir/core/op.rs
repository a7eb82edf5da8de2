//! Operations: navigation, attributes, walks, erasure and printing.

use mlir_sys::*;

use super::*;

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
    /// Ops with a top-level symbol reference attribute (see
    /// [`Op::symbol_refs`]).
    pub const SYMBOL_REF: WalkFilter = WalkFilter(32);
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

    /// The op's top-level attributes (inherent or discardable) that are
    /// symbol references, read without materializing its attribute
    /// dictionary (`mlirOperationGetAttribute` builds one per call for ops
    /// with properties).
    pub fn symbol_refs(self) -> Vec<Attribute> {
        unsafe extern "C" fn push(ud: *mut c_void, a: MlirAttribute) {
            // SAFETY: `ud` is the vector below, alive during the call.
            unsafe { (*(ud as *mut Vec<Attribute>)).push(Attribute(a)) }
        }
        let mut out: Vec<Attribute> = Vec::new();
        // SAFETY: valid op; `out` outlives the call.
        unsafe {
            ffi::ferrobufOpSymbolRefs(
                self.0,
                Some(push),
                &mut out as *mut Vec<Attribute> as *mut c_void,
            )
        };
        out
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

    /// Whether `op` is nested (at any depth) inside `self`.
    pub fn is_proper_ancestor_of(self, op: Op) -> bool {
        let mut at = op.parent();
        while let Some(p) = at {
            if p == self {
                return true;
            }
            at = p.parent();
        }
        false
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

    /// A copy of this op (operands, attributes, regions and what they
    /// hold), inserted right before `at`, which must be in a block. The
    /// copy uses the same operand values; its results have no uses.
    pub fn clone_before(self, at: Op) -> Op {
        let block = at.block().expect("clone_before: `at` is in a block");
        // SAFETY: valid ops; the clone is a new detached op, whose
        // ownership passes to `block`, inserted before `at`, one of its ops.
        unsafe {
            let copy = mlirOperationClone(self.0);
            mlirBlockInsertOwnedOperationBefore(block.0, at.0, copy);
            Op::from_raw(copy).expect("mlirOperationClone returned null")
        }
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
    pub fn has_trait(self, t: crate::ir::Trait) -> bool {
        // SAFETY: valid op.
        unsafe { ffi::ferrobufOpHasTrait(self.0, t) }
    }

    /// Visits this op and all nested ops in `order`.
    #[track_caller]
    pub fn walk(self, order: Order, mut f: impl FnMut(Op) -> Walk) {
        let site = std::panic::Location::caller();
        let timer = crate::timing::walk_start();
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
        let scalar = scalar_functions();
        let order = match order {
            Order::Pre => MlirWalkOrder_MlirWalkPreOrder,
            Order::Post => MlirWalkOrder_MlirWalkPostOrder,
        };
        // SAFETY: `state` outlives the walk; the trampoline matches the C signature.
        unsafe {
            ffi::ferrobufWalk(
                self.0,
                order == MlirWalkOrder_MlirWalkPostOrder,
                scalar.as_ptr(),
                scalar.len(),
                Some(tramp),
                &mut state as *mut WalkState as *mut c_void,
            )
        };
        crate::timing::walk_end(site, timer);
        if let Some(payload) = state.panic {
            std::panic::resume_unwind(payload);
        }
    }

    /// Whether the scalar payloads of the ops nested in this one hold only
    /// scalar ops (see [`SkipPayloads`] and `ferrobufPayloadsScalar` in the
    /// plugin header): one walk of the whole op.
    pub fn payloads_scalar(self) -> bool {
        // SAFETY: valid op.
        unsafe { ffi::ferrobufPayloadsScalar(self.0) }
    }

    /// Visits the ops of this one (itself included) that have one of the
    /// properties in `filter`, in `order`. The filtering happens on the C++
    /// side, so ops the caller does not care about cost no call into Rust.
    #[track_caller]
    pub fn walk_filtered(self, order: Order, filter: WalkFilter, mut f: impl FnMut(Op)) {
        let site = std::panic::Location::caller();
        let timer = crate::timing::walk_start();
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
        let scalar = scalar_functions();
        // SAFETY: valid op; `state` and `scalar` outlive the walk.
        unsafe {
            ffi::ferrobufWalkFiltered(
                self.0,
                order == Order::Post,
                filter.0,
                scalar.as_ptr(),
                scalar.len(),
                Some(tramp),
                &mut state as *mut FilterState as *mut c_void,
            )
        };
        crate::timing::walk_end(site, timer);
        if let Some(p) = state.panic {
            std::panic::resume_unwind(p);
        }
    }

    /// All ops nested in this one (not itself) with the given name, in
    /// pre-order. "Collect, then rewrite" starts here.
    #[track_caller]
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
        crate::ir::diag::emit(self, crate::ir::diag::Severity::Error, message)
    }

    /// Emits a remark located at this op.
    pub fn emit_remark(self, message: &str) {
        crate::ir::diag::emit(self, crate::ir::diag::Severity::Remark, message)
    }

    /// Emits a warning located at this op.
    pub fn emit_warning(self, message: &str) {
        crate::ir::diag::emit(self, crate::ir::diag::Severity::Warning, message)
    }
}

thread_local! {
    /// The functions of the innermost live [`SkipPayloads`] guard on this
    /// thread, as pointers in ascending order (empty: none).
    static SCALAR_FUNCTIONS: std::cell::RefCell<std::rc::Rc<Vec<MlirOperation>>> =
        std::cell::RefCell::new(std::rc::Rc::new(Vec::new()));
}

/// The functions walks skip `linalg` regions in (kept alive by the caller
/// for the walk).
fn scalar_functions() -> std::rc::Rc<Vec<MlirOperation>> {
    SCALAR_FUNCTIONS.with(|s| s.borrow().clone())
}

/// While alive, [`Op::walk`] and [`Op::walk_filtered`] on this thread do not
/// enter the regions of ops of the `linalg` dialect inside the given
/// functions. Only for functions where [`Op::payloads_scalar`] holds and
/// stays true: there no tensor or buffer is defined or used inside those
/// regions, and their ops (scalar `arith` and `math` ops, `linalg.yield`,
/// `linalg.index`, `tensor.yield`) have no memory effects, so a walk looking for tensors,
/// buffers, effects, blocks with successors or regions with several
/// blocks finds the same without them. The functions must stay alive (not
/// erased) while the guard is. On a function of 1M ops from the benchmark
/// generator, more than half of its ops are in such payloads.
pub struct SkipPayloads {
    before: std::rc::Rc<Vec<MlirOperation>>,
}

impl SkipPayloads {
    pub fn enter(functions: &[Op]) -> SkipPayloads {
        let mut raw: Vec<MlirOperation> = functions.iter().map(|f| f.0).collect();
        raw.sort_by_key(|o| o.ptr as usize);
        let before = SCALAR_FUNCTIONS.with(|s| s.replace(std::rc::Rc::new(raw)));
        SkipPayloads { before }
    }
}

impl Drop for SkipPayloads {
    fn drop(&mut self) {
        let before = std::mem::take(&mut self.before);
        SCALAR_FUNCTIONS.with(|s| *s.borrow_mut() = before);
    }
}
