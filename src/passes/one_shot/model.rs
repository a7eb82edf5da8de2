//! What each op does to its tensor operands: the per-op models of One-Shot
//! Bufferize, one place per op.
//!
//! For every tensor operand a model answers three questions (the spec's
//! BufferizableOpInterface, restated):
//! - **read**: does the op read the operand's buffer (its contents matter)?
//! - **write**: does the op write into the operand's buffer, if the operand
//!   bufferizes in place?
//! - **aliases**: which tensor values (op results or region block arguments)
//!   share the operand's buffer if it bufferizes in place, and whether they
//!   are *equivalent* (the very same buffer) or only alias (e.g. a view).
//!
//! Results without aliasing operands are new buffers (allocations, globals,
//! call results). [`Kind`] classifies ops once, by interned name or
//! interface; everything not modelled is [`Kind::Unknown`] (all operands
//! read and written, results aliasing every tensor operand).

use crate::ir::{Identifier, Op, Value};
use crate::op_names;

op_names!(pub Names {
    empty = "tensor.empty",
    memref_alloc = "memref.alloc",
    memref_cast = "memref.cast",
    memref_subview = "memref.subview",
    from_elements = "tensor.from_elements",
    generate = "tensor.generate",
    pad = "tensor.pad",
    splat = "tensor.splat",
    concat = "tensor.concat",
    extract = "tensor.extract",
    insert = "tensor.insert",
    extract_slice = "tensor.extract_slice",
    insert_slice = "tensor.insert_slice",
    parallel_insert_slice = "tensor.parallel_insert_slice",
    cast = "tensor.cast",
    collapse_shape = "tensor.collapse_shape",
    expand_shape = "tensor.expand_shape",
    reshape = "tensor.reshape",
    dim = "tensor.dim",
    rank = "tensor.rank",
    constant = "arith.constant",
    index_cast = "arith.index_cast",
    select = "arith.select",
    scf_for = "scf.for",
    linalg_copy = "linalg.copy",
    scf_while = "scf.while",
    scf_if = "scf.if",
    execute_region = "scf.execute_region",
    index_switch = "scf.index_switch",
    forall = "scf.forall",
    in_parallel = "scf.forall.in_parallel",
    scf_yield = "scf.yield",
    condition = "scf.condition",
    alloc_tensor = "bufferization.alloc_tensor",
    to_tensor = "bufferization.to_tensor",
    to_buffer = "bufferization.to_buffer",
    materialize = "bufferization.materialize_in_destination",
    call = "func.call",
    ret = "func.return",
    func = "func.func",
    linalg_yield = "linalg.yield",
    linalg_index = "linalg.index",
    generic = "linalg.generic",
    map = "linalg.map",
    assuming = "shape.assuming",
    assuming_yield = "shape.assuming_yield",
    affine_if = "affine.if",
    vector_mask = "vector.mask",
    vector_yield = "vector.yield",
    transfer_read = "vector.transfer_read",
    transfer_write = "vector.transfer_write",
    gather = "vector.gather",
    scatter = "vector.scatter",
    global_load = "ml_program.global_load",
    global_load_const = "ml_program.global_load_const",
    global_store = "ml_program.global_store",
    dealloc_tensor = "bufferization.dealloc_tensor",
    softmax = "linalg.softmax",
});

/// The op classes One-Shot Bufferize distinguishes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// New buffer, contents undefined (`tensor.empty`).
    Empty,
    /// `bufferization.alloc_tensor` (new buffer, optionally a copy).
    AllocTensor,
    /// New buffer filled by the op (`from_elements`, `generate`, `splat`,
    /// `pad`, `concat`); tensor operands are read.
    Fill,
    /// A read-only global buffer: `arith.constant` of tensor type,
    /// `ml_program.global_load` / `global_load_const` (the global's
    /// buffer; writes go out of place).
    Constant,
    /// Reads tensor operands, no tensor result (`extract`).
    Read,
    /// Neither reads nor writes (`dim`, `rank`).
    Query,
    Insert,
    ExtractSlice,
    InsertSlice,
    ParallelInsertSlice,
    /// A view with the same buffer (`cast`, `collapse_shape`,
    /// `expand_shape`, `reshape` source, `arith.index_cast` of tensors).
    Reshape,
    /// Destination-style op (linalg): inputs read, inits written in place.
    Dps,
    Select,
    For,
    While,
    If,
    ExecuteRegion,
    IndexSwitch,
    Forall,
    InParallel,
    /// `scf.yield` / `scf.condition` / `vector.yield` /
    /// `shape.assuming_yield`: forwards to the parent or a region.
    Yield,
    /// A branch (`cf.br`, `cf.cond_br`, ...) forwarding tensors to
    /// successor block arguments.
    Branch,
    ToTensor,
    ToBuffer,
    Materialize,
    Call,
    Return,
    /// `vector.transfer_read` / `gather` (read their source tensor),
    /// `vector.transfer_write` (writes its destination, which its result is
    /// equivalent to; reads it unless the write covers all of it, see
    /// [`transfer_write_covers_all`]) and `vector.scatter` (reads and
    /// writes its base, equivalent to the result), on tensors.
    Vector,
    /// `vector.mask` with tensor results: runs its one masked op once; the
    /// results are equivalent to what its `vector.yield` yields.
    Mask,
    /// `ml_program.global_store`: reads the stored tensor (copied into the
    /// global's buffer).
    GlobalStore,
    /// `bufferization.dealloc_tensor`: neither reads nor writes; frees the
    /// buffer.
    DeallocTensor,
    /// Not modelled.
    Unknown,
    /// Not to be bufferized (outside `dialect-filter`, or `func` ops without
    /// `bufferize-function-boundaries`): treated like an unknown op by the
    /// analysis and left on tensors, without an error.
    Foreign,
    /// No tensor operands or results: nothing to do.
    None,
}

/// How an op uses one tensor operand.
#[derive(Clone, Debug, Default)]
pub struct OperandSem {
    pub read: bool,
    pub write: bool,
    /// `(value, equivalent)`: values sharing the buffer when in place.
    pub aliases: Vec<(Value, bool)>,
}

pub use super::contents::{
    UNDEFINED_SLICE_ATTR, init_read, marked_slice, payload_reads, undefined_contents,
};
pub use super::func_summary::FuncSummary;

/// Whether `scf.for` `op` certainly runs its body at least once: both
/// bounds are `arith.constant`s, lower below upper. (Otherwise its results
/// may be its inits.)
pub fn for_runs_at_least_once(op: Op) -> bool {
    let bound = |k: usize| crate::ir::ops::constant_int(op.operand(k));
    matches!((bound(0), bound(1)), (Some(lb), Some(ub)) if lb < ub)
}

pub fn has_tensor(op: Op) -> bool {
    op.operands().any(|v| v.ty().is_tensor()) || op.results().any(|v| v.ty().is_tensor())
}

impl Names {
    /// Whether upstream's alias sets record the aliasing of `alias` by the
    /// operand of `user`. Ferrobuf's loop models also alias a loop's inits
    /// and yields with its region arguments (and yields with its results);
    /// upstream keeps the region arguments in sets of their own and relates
    /// them through its loop rules instead.
    pub fn upstream_alias(&self, user: Op, alias: Value) -> bool {
        let is_loop = |op: Option<Op>| {
            op.is_some_and(|p| p.is(self.scf_for) || p.is(self.scf_while) || p.is(self.forall))
        };
        if (user.is(self.scf_yield) || user.is(self.condition)) && is_loop(user.parent()) {
            return false;
        }
        match alias.owner_block() {
            Some(b) if !alias.is_result() && b.is_entry() => !is_loop(b.parent_op()),
            _ => true,
        }
    }

    /// Classifies `op`.
    pub fn kind(&self, op: Op, boundaries: bool) -> Kind {
        let n = op.name();
        let eq = |id: Identifier| n == id;
        if eq(self.scf_yield)
            || eq(self.condition)
            || eq(self.vector_yield)
            || eq(self.assuming_yield)
        {
            return if op.operands().any(|v| v.ty().is_tensor()) {
                Kind::Yield
            } else {
                Kind::None
            };
        }
        if eq(self.in_parallel) {
            return Kind::InParallel;
        }
        if eq(self.ret) {
            return if boundaries && op.operands().any(|v| v.ty().is_tensor()) {
                Kind::Return
            } else if op.operands().any(|v| v.ty().is_tensor()) {
                Kind::Foreign
            } else {
                Kind::None
            };
        }
        if !has_tensor(op) {
            return Kind::None;
        }
        if eq(self.empty) {
            Kind::Empty
        } else if eq(self.alloc_tensor) {
            Kind::AllocTensor
        } else if eq(self.from_elements)
            || eq(self.generate)
            || eq(self.pad)
            || eq(self.splat)
            || eq(self.concat)
        {
            Kind::Fill
        } else if eq(self.constant) || eq(self.global_load) || eq(self.global_load_const) {
            Kind::Constant
        } else if eq(self.extract) {
            Kind::Read
        } else if eq(self.dim) || eq(self.rank) {
            Kind::Query
        } else if eq(self.insert) {
            Kind::Insert
        } else if eq(self.extract_slice) {
            Kind::ExtractSlice
        } else if eq(self.insert_slice) {
            Kind::InsertSlice
        } else if eq(self.parallel_insert_slice) {
            Kind::ParallelInsertSlice
        } else if eq(self.cast)
            || eq(self.index_cast)
            || eq(self.collapse_shape)
            || eq(self.expand_shape)
            || eq(self.reshape)
        {
            Kind::Reshape
        } else if eq(self.select) {
            Kind::Select
        } else if eq(self.scf_for) {
            Kind::For
        } else if eq(self.scf_while) {
            Kind::While
        } else if eq(self.scf_if) {
            Kind::If
        } else if eq(self.execute_region) || eq(self.assuming) {
            // `shape.assuming` runs its single-block region once, like an
            // `scf.execute_region`.
            Kind::ExecuteRegion
        } else if eq(self.index_switch) {
            Kind::IndexSwitch
        } else if eq(self.forall) {
            Kind::Forall
        } else if eq(self.to_tensor) {
            Kind::ToTensor
        } else if eq(self.to_buffer) {
            Kind::ToBuffer
        } else if eq(self.materialize) {
            Kind::Materialize
        } else if eq(self.transfer_read)
            || eq(self.transfer_write)
            || eq(self.gather)
            || eq(self.scatter)
        {
            Kind::Vector
        } else if eq(self.vector_mask) {
            Kind::Mask
        } else if eq(self.global_store) {
            Kind::GlobalStore
        } else if eq(self.dealloc_tensor) {
            Kind::DeallocTensor
        } else if op.is_branch() && op.num_successors() > 0 {
            Kind::Branch
        } else if eq(self.call) {
            if boundaries {
                Kind::Call
            } else {
                Kind::Foreign
            }
        } else if op.is_destination_style()
            && linalg_has_buffer_form(&op.name().as_str())
            && op.dps_has_pure_tensor_semantics()
        {
            Kind::Dps
        } else {
            Kind::Unknown
        }
    }
}

/// Whether `name` is a linalg destination-style op that also exists on
/// buffers: every structured op and `linalg.softmax`, but not
/// `linalg.pack`, `linalg.unpack` and the `linalg.winograd_*` transforms,
/// which MLIR 22 defines on tensors only (upstream does not bufferize them
/// either: "op was not bufferized"; they are unknown ops here).
fn linalg_has_buffer_form(name: &str) -> bool {
    name.starts_with("linalg.")
        && name != "linalg.pack"
        && name != "linalg.unpack"
        && !name.starts_with("linalg.winograd_")
}

/// Tensor results of `op`.
fn tensor_results(op: Op) -> impl Iterator<Item = Value> {
    op.results().filter(|v| v.ty().is_tensor())
}

/// Whether `tensor.insert_slice` `op` writes every element of its
/// destination: offsets 0, strides 1 and sizes equal to the destination's
/// static shape, each a static value or an `arith.constant`.
fn covers_destination(op: Op) -> bool {
    let Some([offsets, sizes, strides]) = crate::ir::ops::slice_params(op, 2) else {
        return false;
    };
    let shape = op.operand(1).ty().shape();
    offsets.iter().all(|o| o.constant() == Some(0))
        && strides.iter().all(|o| o.constant() == Some(1))
        && sizes.len() == shape.len()
        && sizes
            .iter()
            .zip(&shape)
            .all(|(s, &d)| d != crate::ir::dynamic_size() && s.constant() == Some(d))
}

/// The semantics of operand `i` of `op` (of kind `kind`); `summary` is the
/// callee's for calls.
pub fn operand_sem(
    names: &Names,
    op: Op,
    kind: Kind,
    i: usize,
    summary: Option<&FuncSummary>,
) -> OperandSem {
    let v = op.operand(i);
    let mut s = OperandSem::default();
    if !v.ty().is_tensor() {
        return s;
    }
    match kind {
        Kind::Empty | Kind::Constant | Kind::None | Kind::Query => {}
        Kind::AllocTensor | Kind::Fill | Kind::Read => s.read = true,
        Kind::Insert => {
            // tensor.insert %f into %dest[...]: operand 1 is the destination.
            if i == 1 {
                s.read = true;
                s.write = true;
                s.aliases.push((op.result(0), true));
            }
        }
        Kind::ExtractSlice => {
            if i == 0 {
                s.aliases.push((op.result(0), false));
            }
        }
        Kind::InsertSlice => {
            if i == 0 {
                s.read = true;
            } else if i == 1 {
                // The old contents of the destination reach the result only
                // where the slice does not cover them: a slice that covers
                // the whole destination leaves nothing of them to read (an
                // out-of-place destination then needs no copy), as
                // upstream.
                s.read = !covers_destination(op);
                s.write = true;
                s.aliases.push((op.result(0), true));
            }
        }
        Kind::ParallelInsertSlice => {
            if i == 0 {
                s.read = true;
            } else if i == 1 {
                s.read = true;
                s.write = true;
            }
        }
        Kind::Reshape => {
            if i == 0 {
                // tensor.reshape's shape operand is operand 1 (never a
                // tensor of the buffer's kind that aliases).
                // An index_cast view changes the element type: aliasing,
                // not the same buffer value.
                let equiv = !op.is(names.reshape) && !op.is(names.index_cast);
                s.aliases.push((op.result(0), equiv));
            } else {
                s.read = true;
            }
        }
        Kind::Dps => {
            let inits = op.dps_inits();
            let n_in = op.num_operands() - inits.len();
            if i < n_in {
                // An input whose payload argument is unused (a generic that
                // only indexes) is not read, as upstream.
                s.read = payload_reads(op, i);
            } else {
                // `linalg.copy ins(%x) outs(%x)` stores what the buffer
                // already holds: no write for the analysis (a read of %x's
                // old value after it sees the same contents).
                s.write = !(op.is(names.linalg_copy) && n_in == 1 && op.operand(0) == v);
                s.read = init_read(names, op, i);
                if let Some(r) = op.dps_tied_result(i) {
                    s.aliases.push((op.result(r), true));
                }
            }
        }
        Kind::Select => {
            if i > 0 {
                s.aliases.push((op.result(0), false));
            }
        }
        Kind::For => {
            // lb, ub, step, inits...
            // A dynamically shaped iter_arg is equivalent to its init only
            // if the yield is (decided after the analysis): its size may
            // change, so it is not copied back into the init's buffer.
            if i >= 3 {
                let k = i - 3;
                let equiv = is_static(v);
                s.read = true;
                s.write = true;
                s.aliases.push((op.result(k), equiv));
                if let Some(b) = op.region(0).first_block() {
                    s.aliases.push((b.argument(1 + k), equiv));
                }
            }
        }
        Kind::While => {
            s.read = true;
            s.write = true;
            if let Some(b) = op.region(0).first_block() {
                s.aliases.push((b.argument(i), is_static(v)));
            }
        }
        Kind::Forall => {
            let n_out = tensor_results(op).count();
            let first = op.num_operands() - n_out;
            if i >= first {
                let k = i - first;
                s.read = true;
                s.write = true;
                s.aliases.push((op.result(k), true));
                if let Some(b) = op.region(0).first_block() {
                    let rank = b.num_arguments() - n_out;
                    s.aliases.push((b.argument(rank + k), true));
                }
            }
        }
        Kind::If | Kind::ExecuteRegion | Kind::IndexSwitch | Kind::InParallel => {}
        Kind::Yield => {
            // A yield reads: the parent's result (or the loop's next
            // iteration) takes the contents the value has when yielded.
            // Not so into a result nobody uses of an op that runs its
            // region once (scf.if, index_switch, execute_region...): no
            // one sees that result's buffer, so the yield neither reads
            // nor joins the value to it (a dead scf.if yielding an outer
            // tensor would otherwise put it in one alias set with
            // everything its other branch yields).
            if dead_single_pass_result(names, op, i) {
                return s;
            }
            s.read = true;
            yield_aliases(names, op, i, &mut s);
        }
        Kind::ToTensor => {}
        Kind::ToBuffer => {
            s.read = true;
            s.write = op.attr("read_only").is_none();
        }
        Kind::Materialize => {
            if i == 0 {
                s.read = true;
            } else if i == 1 && v.ty().is_tensor() {
                s.write = true;
                if op.num_results() > 0 {
                    s.aliases.push((op.result(0), true));
                }
            }
        }
        Kind::Call => {
            if let Some(sum) = summary {
                let ai = i;
                s.read = sum.read.get(ai).copied().unwrap_or(true);
                s.write = sum.write.get(ai).copied().unwrap_or(true);
                for (r, eq) in sum.equivalent.iter().enumerate() {
                    if *eq == Some(ai) {
                        s.aliases.push((op.result(r), true));
                    } else if sum.aliasing.get(r).is_some_and(|a| a.contains(&ai)) {
                        s.aliases.push((op.result(r), false));
                    }
                }
            } else {
                s.read = true;
                s.write = true;
            }
        }
        Kind::Return => {
            // The caller reads what is returned, as it is at the return.
            s.read = true;
        }
        Kind::Branch => {
            // The successor's argument takes the contents the value has at
            // the branch: a read when that argument may be read (found by
            // the analysis, `mark_dependent_reads`), like a view's.
            // Operand `i` goes to one argument: the one at its position in
            // the forwarded range (not every argument receiving the same
            // value: `cf.br ^bb(%t, %t)` passes two uses, decided apart).
            for succ in 0..op.num_successors() {
                let Some((produced, fwd)) = op.successor_operands(succ) else {
                    continue;
                };
                let Some(start) = op.successor_operands_start(succ) else {
                    continue;
                };
                let block = op.successor(succ);
                if let Some(k) = i.checked_sub(start)
                    && k < fwd.len()
                    && fwd[k] == v
                    && produced + k < block.num_arguments()
                {
                    // One edge into the block: its argument is this
                    // operand's buffer whenever it is set (equivalent).
                    let only = block.has_single_predecessor();
                    s.aliases.push((block.argument(produced + k), only));
                }
            }
        }
        Kind::Vector => {
            if op.is(names.transfer_write) {
                // transfer_write %vector, %dest[indices], %mask?
                if i == 1 {
                    s.write = true;
                    s.read = !transfer_write_covers_all(names, op);
                    s.aliases.push((op.result(0), true));
                }
            } else if op.is(names.scatter) {
                // scatter %base[offsets][%index_vec], %mask, %value
                if i == 0 {
                    s.read = true;
                    s.write = true;
                    s.aliases.push((op.result(0), true));
                }
            } else {
                // transfer_read / gather: operand 0 is the source.
                s.read = true;
            }
        }
        // A tensor passthru of vector.mask is rejected by its verifier.
        Kind::Mask => {}
        Kind::GlobalStore => s.read = true,
        Kind::DeallocTensor => {}
        // A `func.return` left on tensors (no function boundaries) counts
        // as an op that may write its operands, as upstream's unknown ops
        // (a read-only buffer returned is copied). Not an unranked one: no
        // copy of unknown rank can be made, and the return hands the
        // buffer to the caller without writing it (upstream copies none
        // there either).
        Kind::Foreign if op.is(names.ret) && v.ty().is_unranked_tensor() => s.read = true,
        Kind::Unknown | Kind::Foreign => {
            s.read = true;
            s.write = true;
            for r in tensor_results(op) {
                s.aliases.push((r, false));
            }
        }
    }
    s
}

/// Whether tensor value `v` has a static shape.
fn is_static(v: Value) -> bool {
    v.ty().is_ranked_shaped() && !v.ty().shape().contains(&crate::ir::dynamic_size())
}

/// Whether operand `i` of yield `op` goes to a result of its parent that
/// has no use, the parent being an op whose region runs at most once per
/// execution of the op and passes nothing to a next iteration (not a
/// loop).
fn dead_single_pass_result(names: &Names, op: Op, i: usize) -> bool {
    let Some(parent) = op.parent() else {
        return false;
    };
    if parent.is(names.scf_for) || parent.is(names.scf_while) || parent.is(names.forall) {
        return false;
    }
    i < parent.num_results() && parent.result(i).first_use_owner().is_none()
}

/// Aliases of operand `i` of an `scf.yield` / `scf.condition`.
fn yield_aliases(names: &Names, op: Op, i: usize, s: &mut OperandSem) {
    let Some(parent) = op.parent() else { return };
    let region = op
        .parent_region()
        .and_then(|r| parent.regions().position(|x| x == r))
        .unwrap_or(0);
    if parent.is(names.scf_for) {
        s.aliases.push((parent.result(i), false));
        if let Some(b) = parent.region(0).first_block() {
            s.aliases.push((b.argument(1 + i), false));
        }
    } else if parent.is(names.scf_while) {
        if region == 0 {
            // scf.condition(%c) args...: operand 0 is the condition.
            if i >= 1 {
                s.aliases.push((parent.result(i - 1), false));
                if let Some(b) = parent.region(1).first_block() {
                    s.aliases.push((b.argument(i - 1), false));
                }
            }
        } else if let Some(b) = parent.region(0).first_block() {
            s.aliases.push((b.argument(i), false));
        }
    } else if parent.is(names.vector_mask) {
        // One block, one yield: the result is the yielded buffer.
        if i < parent.num_results() {
            s.aliases.push((parent.result(i), true));
        }
    } else if i < parent.num_results() {
        s.aliases.push((parent.result(i), false));
    }
}

/// Whether mask `m` is a constant with every lane set: a
/// `vector.constant_mask` whose sizes are the mask's shape, or an
/// `arith.constant dense<true>`.
fn all_true_mask(m: Value) -> bool {
    let Some(d) = m.defining_op() else {
        return false;
    };
    match d.name().as_str().as_str() {
        "vector.constant_mask" => {
            let ty = m.ty();
            ty.is_ranked_shaped()
                && d.attr("mask_dim_sizes").and_then(|a| a.as_dense_ints()) == Some(ty.shape())
        }
        "arith.constant" => d
            .attr("value")
            .and_then(|a| a.as_dense_ints())
            .is_some_and(|v| !v.is_empty() && v.iter().all(|&x| x != 0)),
        _ => false,
    }
}

/// Whether `vector.transfer_write` `op` overwrites every element of its
/// destination tensor, so that the old contents are not read: a static
/// destination shape, all indices constant 0, no mask (neither a mask
/// operand nor an enclosing `vector.mask`), and every destination dimension
/// either of size 1 (written at index 0) or the target of a permutation-map
/// result whose vector dimension is at least as large (elements beyond the
/// end are out of bounds and dropped). A mask operand that is a constant
/// with every lane set is no mask.
///
/// Upstream 22 compares the destination and vector shapes dimension by
/// dimension, ignoring the permutation map and a mask operand: it takes a
/// write of `vector<8xf32>` into row 0 of a `tensor<4x8xf32>`, or a write
/// under a mask operand, for a full overwrite and then allocates a copy
/// without the old contents (see `tests/lit/one-shot-bufferize/vector.mlir`).
pub fn transfer_write_covers_all(names: &Names, op: Op) -> bool {
    let dest = op.operand(1).ty();
    if !dest.is_ranked_shaped() || dest.shape().contains(&crate::ir::dynamic_size()) {
        return false;
    }
    let parent_masks = op.parent().is_some_and(|p| p.is(names.vector_mask));
    let rank = dest.rank();
    // Operands: vector, dest, `rank` indices, optional mask.
    let masked = match op.num_operands() - 2 {
        n if n == rank => false,
        n if n == rank + 1 => !all_true_mask(op.operand(2 + rank)),
        _ => true,
    };
    if parent_masks || masked {
        return false;
    }
    let zero = |v: Value| {
        v.defining_op().is_some_and(|d| {
            d.is(names.constant) && d.attr("value").and_then(|a| a.as_i64()) == Some(0)
        })
    };
    if !(2..2 + rank).all(|k| zero(op.operand(k))) {
        return false;
    }
    let vector = op.operand(0).ty();
    let Some(map) = op
        .attr("permutation_map")
        .and_then(|a| a.affine_map_dim_results())
    else {
        return false;
    };
    let dest_shape = dest.shape();
    let vec_shape = vector.shape();
    (0..rank).all(|d| {
        dest_shape[d] <= 1
            || map.iter().enumerate().any(|(j, r)| {
                *r == Some(d) && vec_shape.get(j).is_some_and(|&n| n >= dest_shape[d])
            })
    })
}
