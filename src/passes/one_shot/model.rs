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
    affine_if = "affine.if",
    vector_mask = "vector.mask",
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
    /// `arith.constant` of tensor type: a read-only global.
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
    /// `scf.yield` / `scf.condition`: forwards to the parent or a region.
    Yield,
    /// A branch (`cf.br`, `cf.cond_br`, ...) forwarding tensors to
    /// successor block arguments.
    Branch,
    ToTensor,
    ToBuffer,
    Materialize,
    Call,
    Return,
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

/// What a called function does with its tensor arguments (from its own
/// analysis): per argument whether it is read/written, and per result the
/// argument it returns (equivalent) or may alias.
#[derive(Clone, Debug, Default)]
pub struct FuncSummary {
    pub read: Vec<bool>,
    pub write: Vec<bool>,
    /// Per result: `Some(arg)` when the result is equivalent to argument
    /// `arg`'s buffer.
    pub equivalent: Vec<Option<usize>>,
    /// Per result: arguments it may alias (not equivalent).
    pub aliasing: Vec<Vec<usize>>,
    /// Results that may be one buffer: `(k1, k2, equivalent)`, `k1 < k2`
    /// (a value returned twice, two views of one buffer).
    pub result_pairs: Vec<(usize, usize, bool)>,
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
        if eq(self.scf_yield) || eq(self.condition) {
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
        } else if eq(self.constant) {
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
        } else if eq(self.execute_region) {
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
        } else if op.is_branch() && op.num_successors() > 0 {
            Kind::Branch
        } else if eq(self.call) {
            if boundaries {
                Kind::Call
            } else {
                Kind::Foreign
            }
        } else if op.is_destination_style()
            && op.name().as_str().starts_with("linalg.")
            && op.dps_has_pure_tensor_semantics()
        {
            Kind::Dps
        } else {
            Kind::Unknown
        }
    }
}

/// Tensor results of `op`.
fn tensor_results(op: Op) -> impl Iterator<Item = Value> {
    op.results().filter(|v| v.ty().is_tensor())
}

/// Whether destination-style op `op` reads its init operand `i`: the
/// payload uses the init's block argument (an init that is not read is
/// overwritten entirely). `linalg.softmax` has no payload and never reads
/// its init; other ops without a payload are assumed to read it.
pub fn init_read(names: &Names, op: Op, i: usize) -> bool {
    if op.is(names.softmax) {
        return false;
    }
    if op.num_regions() == 0 {
        return true;
    }
    let Some(block) = op.region(0).first_block() else {
        return true;
    };
    if i >= block.num_arguments() {
        return true;
    }
    block.argument(i).first_use_owner().is_some()
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
                s.read = true;
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
                s.read = true;
            } else {
                s.write = true;
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
            // Forwarding reads: the successor's argument takes the contents
            // the value has at the branch.
            s.read = true;
            for succ in 0..op.num_successors() {
                let Some((produced, fwd)) = op.successor_operands(succ) else {
                    continue;
                };
                let block = op.successor(succ);
                for (k, f) in fwd.iter().enumerate() {
                    if *f == v && produced + k < block.num_arguments() {
                        s.aliases.push((block.argument(produced + k), false));
                    }
                }
            }
        }
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
    } else if i < parent.num_results() {
        s.aliases.push((parent.result(i), false));
    }
}
