//! Op interface queries the MLIR C API lacks, answered by `plugin/`.
//!
//! Each query takes an [`Op`] and returns plain Rust data; "does not
//! implement the interface" is `None`/`false`, never a crash.

use std::ffi::c_void;

use mlir_sys::*;

use super::core::{Attribute, Op, Region, Type, Value};
use super::ffi;

pub use ffi::FerrobufTrait as Trait;

/// Kind of a memory effect.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum EffectKind {
    Allocate,
    Free,
    Read,
    Write,
}

/// One memory effect of an op.
#[derive(Clone, Debug)]
pub struct MemoryEffect {
    pub kind: EffectKind,
    /// The value the effect is on, if any.
    pub value: Option<Value>,
    /// The effect is on the automatic-allocation-scope resource (stack
    /// memory freed when the enclosing scope exits: `memref.alloca`).
    pub automatic_scope: bool,
}

/// Memory effects of one op (not of nested ops).
#[derive(Clone, Debug)]
pub enum Effects {
    /// The op does not say: treat as reading, writing, allocating and
    /// freeing anything.
    Unknown,
    /// The op's own effects (empty for effect-free ops and for ops whose
    /// effects are only those of their nested ops).
    Known(Vec<MemoryEffect>),
}

/// See [`Op::memref_effect_problem`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemRefEffectProblem {
    /// No memref operand or result, or known effects that free no memref.
    None,
    /// Touches memrefs with unknown effects (and is neither a call nor an
    /// op with `RecursiveMemoryEffects`).
    Unknown,
    /// Frees a (ranked) memref.
    Free,
}

/// One successor of a region-branch point.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegionSuccessor {
    /// Region index in the region-branch op, `None` for "back to the parent".
    pub region: Option<usize>,
    /// Successor inputs: entry block arguments of the region, or results of
    /// the parent op.
    pub inputs: Vec<Value>,
    /// Operands forwarded to `inputs` (empty where unknown to the query).
    pub forwarded: Vec<Value>,
}

fn with_values(f: impl FnOnce(ffi::FerrobufValuesCallback, *mut c_void)) -> Vec<Value> {
    unsafe extern "C" fn cb(ud: *mut c_void, n: isize, values: *const MlirValue) {
        // SAFETY: `ud` is the Vec below; `values` holds `n` values during the call.
        unsafe {
            let out = &mut *(ud as *mut Vec<Value>);
            if n > 0 {
                out.extend(
                    std::slice::from_raw_parts(values, n as usize)
                        .iter()
                        .map(|v| Value(*v)),
                );
            }
        }
    }
    let mut out: Vec<Value> = Vec::new();
    f(Some(cb), &mut out as *mut Vec<Value> as *mut c_void);
    out
}

fn with_successors(
    f: impl FnOnce(ffi::FerrobufRegionSuccessorCallback, *mut c_void),
) -> Vec<RegionSuccessor> {
    unsafe extern "C" fn cb(
        ud: *mut c_void,
        region: isize,
        n_inputs: isize,
        inputs: *const MlirValue,
        n_fwd: isize,
        fwd: *const MlirValue,
    ) {
        let slice = |p: *const MlirValue, n: isize| -> Vec<Value> {
            if n <= 0 {
                Vec::new()
            } else {
                // SAFETY: the callee passes `n` valid values, alive during the call.
                unsafe { std::slice::from_raw_parts(p, n as usize) }
                    .iter()
                    .map(|v| Value(*v))
                    .collect()
            }
        };
        // SAFETY: `ud` is the Vec below.
        let out = unsafe { &mut *(ud as *mut Vec<RegionSuccessor>) };
        out.push(RegionSuccessor {
            region: usize::try_from(region).ok(),
            inputs: slice(inputs, n_inputs),
            forwarded: slice(fwd, n_fwd),
        });
    }
    let mut out: Vec<RegionSuccessor> = Vec::new();
    f(
        Some(cb),
        &mut out as *mut Vec<RegionSuccessor> as *mut c_void,
    );
    out
}

impl Op {
    // --- MemoryEffectOpInterface ---------------------------------------

    /// Whether the op implements MemoryEffectOpInterface.
    pub fn is_memory_effect_op(self) -> bool {
        // SAFETY: valid op.
        unsafe { ffi::ferrobufIsaMemoryEffectOpInterface(self.raw()) }
    }

    /// What ownership-based deallocation cannot accept in the op's own
    /// effects on memrefs, in one query (no effect list is built).
    pub fn memref_effect_problem(self) -> MemRefEffectProblem {
        // SAFETY: valid op.
        match unsafe { ffi::ferrobufMemRefEffectProblem(self.raw()) } {
            ffi::FerrobufMemRefEffects::FerrobufMemRefEffectsOk => MemRefEffectProblem::None,
            ffi::FerrobufMemRefEffects::FerrobufMemRefEffectsUnknown => {
                MemRefEffectProblem::Unknown
            }
            ffi::FerrobufMemRefEffects::FerrobufMemRefEffectsFree => MemRefEffectProblem::Free,
        }
    }

    /// The op's own memory effects.
    pub fn memory_effects(self) -> Effects {
        unsafe extern "C" fn cb(ud: *mut c_void, e: *const ffi::FerrobufMemoryEffect) {
            // SAFETY: `ud` is the Vec below; `e` is valid during the call.
            unsafe {
                let out = &mut *(ud as *mut Vec<MemoryEffect>);
                let e = &*e;
                out.push(MemoryEffect {
                    kind: match e.kind {
                        ffi::FerrobufEffectKind::FerrobufEffectAllocate => EffectKind::Allocate,
                        ffi::FerrobufEffectKind::FerrobufEffectFree => EffectKind::Free,
                        ffi::FerrobufEffectKind::FerrobufEffectRead => EffectKind::Read,
                        ffi::FerrobufEffectKind::FerrobufEffectWrite => EffectKind::Write,
                    },
                    value: Value::from_raw(e.value),
                    automatic_scope: e.automaticAllocationScopeResource,
                });
            }
        }
        let mut out: Vec<MemoryEffect> = Vec::new();
        // SAFETY: valid op; `out` outlives the call.
        let known = unsafe {
            ffi::ferrobufGetMemoryEffects(
                self.raw(),
                Some(cb),
                &mut out as *mut Vec<MemoryEffect> as *mut c_void,
            )
        };
        if known {
            Effects::Known(out)
        } else {
            Effects::Unknown
        }
    }

    /// Whether this op and every op nested in it have known memory
    /// effects, none of them (the op's own effects only: an op whose
    /// effects come from its regions, without the interface, is not).
    pub fn is_effect_free(self) -> bool {
        let own = |o: Op| matches!(o.memory_effects(), Effects::Known(ref e) if e.is_empty());
        if self.num_regions() == 0 {
            // (Most ops: no walk, which costs more than the query.)
            return own(self);
        }
        let mut free = true;
        self.walk(crate::ir::Order::Pre, |o| {
            if !own(o) {
                free = false;
                return crate::ir::Walk::Interrupt;
            }
            crate::ir::Walk::Advance
        });
        free
    }

    // --- RegionBranchOpInterface ----------------------------------------

    /// Whether the op implements RegionBranchOpInterface.
    pub fn is_region_branch(self) -> bool {
        // SAFETY: valid op.
        unsafe { ffi::ferrobufIsaRegionBranchOp(self.raw()) }
    }

    /// Whether the op implements RegionBranchTerminatorOpInterface.
    pub fn is_region_branch_terminator(self) -> bool {
        // SAFETY: valid op.
        unsafe { ffi::ferrobufIsaRegionBranchTerminator(self.raw()) }
    }

    /// Where control goes when entering this region-branch op, with the
    /// operands forwarded to each successor.
    pub fn entry_successors(self) -> Vec<RegionSuccessor> {
        // SAFETY: valid op; the callback state outlives the call.
        with_successors(|cb, ud| unsafe {
            ffi::ferrobufRegionBranchEntrySuccessors(self.raw(), cb, ud)
        })
    }

    /// Where control goes after region `region` of this op (forwarded
    /// operands are per terminator: see [`Op::terminator_successors`]).
    pub fn region_successors(self, region: usize) -> Vec<RegionSuccessor> {
        // SAFETY: valid op; index checked by the callee.
        with_successors(|cb, ud| unsafe {
            ffi::ferrobufRegionBranchRegionSuccessors(self.raw(), region as isize, cb, ud)
        })
    }

    /// Where this region-branch terminator sends control, with the operands
    /// it forwards to each successor.
    pub fn terminator_successors(self) -> Vec<RegionSuccessor> {
        // SAFETY: valid op.
        with_successors(|cb, ud| unsafe {
            ffi::ferrobufRegionTerminatorSuccessors(self.raw(), cb, ud)
        })
    }

    // --- BranchOpInterface ----------------------------------------------

    /// Whether the op implements BranchOpInterface.
    pub fn is_branch(self) -> bool {
        // SAFETY: valid op.
        unsafe { ffi::ferrobufIsaBranchOp(self.raw()) }
    }

    /// For successor `i`: (number of arguments the op produces itself,
    /// operands it forwards). `None` if not a branch op or `i` is invalid.
    pub fn successor_operands(self, i: usize) -> Option<(usize, Vec<Value>)> {
        let mut produced = -1isize;
        let fwd = with_values(|cb, ud| {
            // SAFETY: valid op; index checked by the callee.
            produced =
                unsafe { ffi::ferrobufBranchSuccessorOperands(self.raw(), i as isize, cb, ud) };
        });
        usize::try_from(produced).ok().map(|p| (p, fwd))
    }

    /// The value this branch forwards to argument `arg` of successor `i`:
    /// `None` when the op is not a branch, `i` is invalid, or the argument
    /// is one the op produces itself.
    pub fn forwarded_to(self, i: usize, arg: usize) -> Option<Value> {
        let (produced, fwd) = self.successor_operands(i)?;
        arg.checked_sub(produced).and_then(|k| fwd.get(k).copied())
    }

    /// The index among this op's operands of the first operand forwarded
    /// to successor `i` (they are consecutive): `None` when the op is not
    /// a branch or forwards nothing there.
    pub fn successor_operands_start(self, i: usize) -> Option<usize> {
        // SAFETY: valid op; index checked by the callee.
        let s = unsafe { ffi::ferrobufBranchSuccessorOperandsStart(self.raw(), i as isize) };
        usize::try_from(s).ok()
    }

    // --- CallOpInterface --------------------------------------------------

    /// Whether the op implements CallOpInterface.
    pub fn is_call(self) -> bool {
        // SAFETY: valid op.
        unsafe { ffi::ferrobufIsaCallOp(self.raw()) }
    }

    /// Callee symbol of a direct call.
    pub fn callee_symbol(self) -> Option<Attribute> {
        // SAFETY: valid op; null mapped to None.
        unsafe { Attribute::from_raw(ffi::ferrobufCallCalleeSymbol(self.raw())) }
    }

    /// Callee value of an indirect call.
    pub fn callee_value(self) -> Option<Value> {
        // SAFETY: valid op; null mapped to None.
        unsafe { Value::from_raw(ffi::ferrobufCallCalleeValue(self.raw())) }
    }

    /// Argument operands of a call (empty for non-calls).
    pub fn call_arguments(self) -> Vec<Value> {
        // SAFETY: valid op.
        with_values(|cb, ud| unsafe { ffi::ferrobufCallArgOperands(self.raw(), cb, ud) })
    }

    /// The callable op a call refers to, if found (through indexed symbol
    /// tables while a [`SymbolCache`] is alive on this thread).
    pub fn resolve_callable(self) -> Option<Op> {
        // SAFETY: valid op; null mapped to None.
        unsafe { Op::from_raw(ffi::ferrobufCallResolveCallable(self.raw())) }
    }

    // --- FunctionOpInterface / symbols -----------------------------------

    /// Whether the op implements FunctionOpInterface.
    pub fn is_function(self) -> bool {
        // SAFETY: valid op.
        unsafe { ffi::ferrobufIsaFunctionOp(self.raw()) }
    }

    /// The functions a pass on this op processes: the op itself when it is
    /// a function, else every function nested in it (also in nested
    /// modules; function bodies are not searched), in pre-order.
    pub fn functions_within(self) -> Vec<Op> {
        let mut funcs = Vec::new();
        self.walk(super::core::Order::Pre, |op| {
            if op.is_function() {
                funcs.push(op);
                super::core::Walk::Skip
            } else {
                super::core::Walk::Advance
            }
        });
        funcs
    }

    /// Whether the function is a declaration.
    pub fn is_external_function(self) -> bool {
        // SAFETY: valid op.
        unsafe { ffi::ferrobufFunctionIsExternal(self.raw()) }
    }

    /// Argument types of a function (empty for non-functions).
    pub fn function_argument_types(self) -> Vec<Type> {
        // SAFETY: valid op; indices within the reported count.
        unsafe {
            (0..ffi::ferrobufFunctionNumArguments(self.raw()))
                .filter_map(|i| Type::from_raw(ffi::ferrobufFunctionArgumentType(self.raw(), i)))
                .collect()
        }
    }

    /// Result types of a function (empty for non-functions).
    pub fn function_result_types(self) -> Vec<Type> {
        // SAFETY: valid op; indices within the reported count.
        unsafe {
            (0..ffi::ferrobufFunctionNumResults(self.raw()))
                .filter_map(|i| Type::from_raw(ffi::ferrobufFunctionResultType(self.raw(), i)))
                .collect()
        }
    }

    /// Body of a function.
    pub fn function_body(self) -> Option<Region> {
        // SAFETY: valid op; null mapped to None.
        unsafe { Region::from_raw(ffi::ferrobufFunctionBody(self.raw())) }
    }

    /// Symbol visibility, `None` if the op is not a symbol.
    pub fn visibility(self) -> Option<Visibility> {
        // SAFETY: valid op.
        match unsafe { ffi::ferrobufSymbolVisibility(self.raw()) } {
            ffi::FerrobufVisibility::FerrobufVisibilityPublic => Some(Visibility::Public),
            ffi::FerrobufVisibility::FerrobufVisibilityPrivate => Some(Visibility::Private),
            ffi::FerrobufVisibility::FerrobufVisibilityNested => Some(Visibility::Nested),
            ffi::FerrobufVisibility::FerrobufVisibilityNone => None,
        }
    }

    // --- DestinationStyleOpInterface --------------------------------------

    /// Whether the op implements DestinationStyleOpInterface.
    pub fn is_destination_style(self) -> bool {
        // SAFETY: valid op.
        unsafe { ffi::ferrobufIsaDestinationStyleOp(self.raw()) }
    }

    /// Init ("outs") operands of a DPS op.
    pub fn dps_inits(self) -> Vec<Value> {
        // SAFETY: valid op.
        with_values(|cb, ud| unsafe { ffi::ferrobufDpsInits(self.raw(), cb, ud) })
    }

    /// Result tied to operand `operand` of a DPS op.
    pub fn dps_tied_result(self, operand: usize) -> Option<usize> {
        // SAFETY: valid op; index checked by the callee.
        usize::try_from(unsafe {
            ffi::ferrobufDpsTiedResultOfOperand(self.raw(), operand as isize)
        })
        .ok()
    }

    /// Operand tied to result `result` of a DPS op.
    pub fn dps_tied_operand(self, result: usize) -> Option<usize> {
        // SAFETY: valid op; index checked by the callee.
        usize::try_from(unsafe { ffi::ferrobufDpsTiedOperandOfResult(self.raw(), result as isize) })
            .ok()
    }

    /// DPS op with only memref (no tensor) operands.
    pub fn dps_has_pure_buffer_semantics(self) -> bool {
        // SAFETY: valid op.
        unsafe { ffi::ferrobufDpsHasPureBufferSemantics(self.raw()) }
    }

    /// DPS op with only tensor (no memref) operands.
    pub fn dps_has_pure_tensor_semantics(self) -> bool {
        // SAFETY: valid op.
        unsafe { ffi::ferrobufDpsHasPureTensorSemantics(self.raw()) }
    }

    // --- ViewLikeOpInterface ------------------------------------------------

    /// Whether the op implements ViewLikeOpInterface.
    pub fn is_view_like(self) -> bool {
        // SAFETY: valid op.
        unsafe { ffi::ferrobufIsaViewLikeOp(self.raw()) }
    }

    /// The value a view-like op views.
    pub fn view_source(self) -> Option<Value> {
        // SAFETY: valid op; null mapped to None.
        unsafe { Value::from_raw(ffi::ferrobufViewLikeSource(self.raw())) }
    }
}

/// The interfaces an op implements, from one query ([`Op::interfaces`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Interfaces(i32);

impl Interfaces {
    fn has(self, bit: i32) -> bool {
        self.0 & bit != 0
    }
    pub fn memory_effect(self) -> bool {
        self.has(1)
    }
    pub fn region_branch(self) -> bool {
        self.has(2)
    }
    pub fn region_branch_terminator(self) -> bool {
        self.has(4)
    }
    pub fn branch(self) -> bool {
        self.has(8)
    }
    pub fn call(self) -> bool {
        self.has(16)
    }
    pub fn function(self) -> bool {
        self.has(32)
    }
    pub fn destination_style(self) -> bool {
        self.has(64)
    }
    pub fn view_like(self) -> bool {
        self.has(128)
    }
    pub fn buffer_view_flow(self) -> bool {
        self.has(256)
    }
    pub fn loop_like(self) -> bool {
        self.has(512)
    }
}

/// `AllocationOpInterface::getHoistingKind`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct HoistingKind {
    /// May be hoisted out of loops.
    pub loop_: bool,
    /// May be hoisted into dominating blocks and out of nested regions.
    pub block: bool,
}

impl Op {
    /// Every interface of the ones ferrobuf queries, in one call (cheaper
    /// than several `is_*` calls on hot paths).
    pub fn interfaces(self) -> Interfaces {
        // SAFETY: valid op.
        Interfaces(unsafe { ffi::ferrobufOpInterfaces(self.raw()) })
    }

    // --- loops and invocation bounds -------------------------------------

    /// Whether the op is a loop in upstream's sense (LoopLikeOpInterface, or
    /// a region-branch op whose region successors form a cycle).
    pub fn is_loop(self) -> bool {
        // SAFETY: valid op.
        unsafe { ffi::ferrobufIsLoop(self.raw()) }
    }

    /// (lower, upper) invocation bounds of region `region` of a region-branch
    /// op per execution of the op; `upper` is `None` when unbounded.
    pub fn region_invocation_bounds(self, region: usize) -> Option<(u64, Option<u64>)> {
        let (mut lo, mut hi) = (0i64, 0i64);
        // SAFETY: valid op; out-pointers live during the call.
        let ok = unsafe {
            ffi::ferrobufRegionInvocationBounds(self.raw(), region as isize, &mut lo, &mut hi)
        };
        ok.then(|| (lo as u64, u64::try_from(hi).ok()))
    }

    // --- bufferization interfaces -----------------------------------------

    /// `AllocationOpInterface` hoisting kind, `None` if not implemented.
    pub fn allocation_hoisting_kind(self) -> Option<HoistingKind> {
        // SAFETY: valid op.
        let bits = unsafe { ffi::ferrobufAllocationHoistingKind(self.raw()) };
        (bits >= 0).then_some(HoistingKind {
            loop_: bits & 1 != 0,
            block: bits & 2 != 0,
        })
    }

    /// `BufferViewFlowOpInterface` dependencies (value, dependent), or
    /// `None` if the op does not implement it.
    pub fn view_flow_dependencies(self) -> Option<Vec<(Value, Value)>> {
        unsafe extern "C" fn cb(ud: *mut c_void, v: MlirValue, d: MlirValue) {
            // SAFETY: `ud` is the Vec below; both values are valid.
            unsafe { (*(ud as *mut Vec<(Value, Value)>)).push((Value(v), Value(d))) }
        }
        let mut out: Vec<(Value, Value)> = Vec::new();
        // SAFETY: valid op; `out` outlives the call.
        let known = unsafe {
            ffi::ferrobufBufferViewFlowDependencies(
                self.raw(),
                Some(cb),
                &mut out as *mut Vec<(Value, Value)> as *mut c_void,
            )
        };
        known.then_some(out)
    }

    /// `BufferViewFlowOpInterface::mayBeTerminalBuffer`.
    pub fn view_flow_may_be_terminal(self, v: Value) -> bool {
        // SAFETY: valid handles.
        unsafe { ffi::ferrobufBufferViewFlowMayBeTerminal(self.raw(), v.raw()) }
    }

    /// Size of `ty` in bits under the data layout closest to this op.
    pub fn type_size_in_bits(self, ty: Type) -> u64 {
        // SAFETY: valid handles.
        unsafe { ffi::ferrobufTypeSizeInBits(self.raw(), ty.raw()) }
    }
}

/// Symbol visibility.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Visibility {
    Public,
    Private,
    Nested,
}

impl Type {
    /// Whether the type is tensor-like for bufferization
    /// (`bufferization::TensorLikeType`) without being a builtin tensor:
    /// a dialect's own tensor type, such as the `test` dialect's
    /// `!test.test_tensor`.
    pub fn is_custom_tensor_like(self) -> bool {
        // SAFETY: valid type.
        !self.is_tensor() && unsafe { ffi::ferrobufTypeIsTensorLike(self.raw()) }
    }
}

/// While alive, [`Op::resolve_callable`] on this thread looks callees up in
/// symbol tables indexed once (MLIR's `SymbolTableCollection`) instead of
/// scanning the symbol table's ops per call, which is quadratic on modules
/// of many functions. Only for phases that remove no symbols and add none
/// that a call may name (the tables are not updated): new globals, new ops
/// that are not symbols, changed signatures and bodies are fine. Nests.
pub struct SymbolCache(());

impl SymbolCache {
    pub fn enter() -> SymbolCache {
        // SAFETY: thread-local bookkeeping only.
        unsafe { ffi::ferrobufSymbolCacheEnter() };
        SymbolCache(())
    }
}

impl Drop for SymbolCache {
    fn drop(&mut self) {
        // SAFETY: paired with the enter in `SymbolCache::enter`.
        unsafe { ffi::ferrobufSymbolCacheExit() };
    }
}
