//! Rewriting tensor ops into memref ops, once the analysis has decided
//! which operands bufferize in place.
//!
//! Ops are visited in program order (region ops bufferize their regions
//! themselves, at the right moment). Each tensor value gets a buffer in
//! `bufs`; a use decided out of place gets a new buffer (`memref.alloc`,
//! plus `memref.copy` when the op reads the old contents); region
//! terminators are rewritten by their parent's model. Old tensor ops stay
//! until the end and are erased in reverse order; the few uses left (ops
//! that were not bufferized) get `bufferization.to_tensor` of the buffer,
//! and values without buffer get `bufferization.to_buffer`.

use crate::analysis::fxhash::FxHashMap as HashMap;

use crate::ir::ops;
use crate::ir::{Attribute, Block, Builder, Op, OpSpec, Type, Value, dynamic_size};
use crate::pass::PassError;

use super::analysis::{Analysis, Reason};
use super::model::{FuncSummary, Kind, Names, marked_slice, undefined_contents};
use super::types::{self, LayoutPolicy};

mod allocations;
pub mod block_args;
mod calls;
mod carried;
mod dead;
mod dispatch;
mod fill;
pub mod forwarded;
mod loops;
pub mod ml_program;
mod regions;
mod vector;
pub mod views;

/// Options the rewrite needs.
#[derive(Clone, Debug)]
pub struct RewriteOptions {
    pub alignment: u64,
    pub boundaries: bool,
    pub func_policy: LayoutPolicy,
    pub unknown_policy: LayoutPolicy,
    pub allow_unknown: bool,
    pub explain: bool,
    pub encoding_space: bool,
    /// `allow-return-allocs-from-loops`.
    pub allow_return_allocs: bool,
}

pub struct Rewriter<'a> {
    pub names: Names,
    pub a: &'a Analysis,
    pub opts: &'a RewriteOptions,
    pub summaries: &'a HashMap<Op, FuncSummary>,
    pub bufs: HashMap<Value, Value>,
    dead: Vec<Op>,
    /// Allocations of `tensor.empty` / `bufferization.alloc_tensor` with
    /// their `explain` text: erased at the end if nothing used them (an
    /// out-of-place use that does not read allocates its own buffer).
    fresh: Vec<(Value, &'static str)>,
    /// Results of rebuilt loops, which always hold their init's buffer.
    same_as: HashMap<Value, Value>,
    /// Block arguments to erase at the very end, `(block, first, count)`
    /// (the `shared_outs` arguments of rebuilt `scf.forall`s).
    erase_args: Vec<(Block, usize, usize)>,
    /// Module-level symbol names taken (for `memref.global`s).
    pub globals: &'a mut GlobalTable,
    /// The function's result types when fixed before its body is rewritten
    /// (a function in a call cycle): returned buffers are cast to them.
    pub ret_types: Option<Vec<Type>>,
    /// Tensor results of calls whose buffer is the caller's operand (the
    /// callee returns that argument): the call's own result, returned
    /// instead when the tensor is returned as it is (the same buffer; a
    /// caller then owns the callee's result and needs no clone of its own).
    call_results: HashMap<Value, Value>,
    /// Copies to an identity layout made before a reshape of a block
    /// argument, whose type is fully dynamic while its block is rewritten:
    /// `(copy, reshape)`, undone by [`views::undo_layout_copies`] when the
    /// argument's final type turns out to have the identity layout.
    layout_copies: Vec<(Op, Op)>,
}

/// One loop-carried tensor of a loop being rewritten.
///
/// **Copy-back** mode: every iteration works on one buffer, `target` (the
/// init's buffer), which the yield yields; a yielded value held in another
/// buffer is copied into it. **Pass-through** mode (dynamic shapes with a
/// non-equivalent yield, whose size may change): the yield yields the
/// value's own buffer (or a copy), cast to `target`'s type.
pub(super) struct Carried {
    /// Copy-back: the buffer the yield yields. Pass-through: a value of the
    /// carried type (its type is the one yielded).
    pub target: Value,
    /// The value holding the carried buffer in the iteration (compared by
    /// canonical buffer with what is yielded).
    pub carrier: Value,
    /// Alias set of the carried tensor.
    pub root: Option<u32>,
    /// The buffer the loop takes as init (in copy-back mode, the carried
    /// buffer of every iteration).
    pub init: Value,
    pub pass: bool,
    /// Pass-through by permutation ([`Rewriter::carried_permutation`]):
    /// the position whose carried buffer the yield passes on here as it is.
    pub from: Option<usize>,
    /// Nobody may read the carried value (see
    /// [`Rewriter::unread_positions`]): the iter_arg is the init's buffer
    /// as it is, never written, and the yield yields the iter_arg back.
    pub unread: bool,
}

/// `memref.global`s created for tensor constants, keyed by printed value and
/// type, in the module being bufferized.
pub struct GlobalTable {
    pub module_body: Block,
    pub by_key: HashMap<String, (String, Type)>,
    pub taken: crate::analysis::fxhash::FxHashSet<String>,
    pub anchor: Option<Op>,
    /// `ml_program` globals that may change (see [`ml_program`]), shared
    /// by the tables of one run.
    pub ml_program: std::rc::Rc<ml_program::MlGlobals>,
}

type R<T> = Result<T, PassError>;

impl<'a> Rewriter<'a> {
    pub fn new(
        names: Names,
        a: &'a Analysis,
        opts: &'a RewriteOptions,
        summaries: &'a HashMap<Op, FuncSummary>,
        globals: &'a mut GlobalTable,
    ) -> Self {
        Rewriter {
            names,
            a,
            opts,
            summaries,
            bufs: HashMap::default(),
            dead: Vec::new(),
            fresh: Vec::new(),
            same_as: HashMap::default(),
            erase_args: Vec::new(),
            ret_types: None,
            call_results: HashMap::default(),
            layout_copies: Vec::new(),
            globals,
        }
    }

    /// Whether `v` is (was) a tensor: block arguments are retyped in place.
    fn is_t(&self, v: Value) -> bool {
        self.a.id(v).is_some() || v.ty().is_tensor()
    }

    /// The tensor type `v` had before rewriting.
    fn tty(&self, v: Value) -> Type {
        self.a.tensor_type(v).unwrap_or_else(|| v.ty())
    }

    fn use_id(&self, op: Op, i: usize) -> Option<u32> {
        self.a.use_at(op, i)
    }

    /// Whether the analysis counts operand `i` of `op` as read (an
    /// out-of-place copy of an operand it does not read needs no copy of
    /// the contents: nothing observes them).
    fn use_reads(&self, op: Op, i: usize) -> bool {
        self.use_id(op, i)
            .is_none_or(|u| self.a.uses[u as usize].read)
    }

    fn out_of_place(&self, op: Op, i: usize) -> Option<u32> {
        let u = self.use_id(op, i)?;
        (self.a.inplace[u as usize] == Some(false)).then_some(u)
    }

    fn space(&self, tensor: Type) -> Option<Attribute> {
        if self.opts.encoding_space {
            tensor.tensor_encoding()
        } else {
            None
        }
    }

    fn alignment(&self, b: &Builder) -> Option<Attribute> {
        (self.opts.alignment > 0).then(|| {
            let ctx = b.ctx();
            ctx.int_attr(ctx.int_type(64), self.opts.alignment as i64)
        })
    }

    /// The buffer of tensor `t`, materializing `to_buffer` if it has none.
    pub fn buffer(&mut self, t: Value) -> Value {
        if let Some(&m) = self.bufs.get(&t) {
            return m;
        }
        let tt = self.tty(t);
        let ty = types::with_policy(tt, self.opts.unknown_policy, self.space(tt));
        let b = Builder::after_definition(t);
        let m = b
            .create(OpSpec {
                name: "bufferization.to_buffer",
                operands: &[t],
                results: &[ty],
                ..Default::default()
            })
            .result(0);
        self.bufs.insert(t, m);
        m
    }

    /// A new identity-layout buffer shaped like tensor type `tty`, with
    /// dynamic sizes read from `like` (a buffer of the same shape). An
    /// unranked tensor cannot be allocated (its rank is only known at run
    /// time, as upstream): an error at the op being rewritten.
    fn alloc_like(
        &self,
        b: &Builder,
        tty: Type,
        like: Option<Value>,
        space: Option<Attribute>,
    ) -> R<Value> {
        if tty.is_unranked_tensor() {
            // An unranked view of a ranked buffer (a `memref.cast`): a
            // buffer of the ranked one's shape, cast to unranked (a
            // ranked constant cast to `tensor<*x..>` for a call that may
            // write it; upstream copies before the cast).
            if let Some(m) = like
                && let Some(c) = m.defining_op()
                && c.is(self.names.memref_cast)
                && c.operand(0).ty().is_memref()
            {
                let r = c.operand(0);
                let ranked = Type::ranked_tensor(&r.ty().shape(), tty.element_type());
                let new = self.alloc_like(b, ranked, Some(r), space)?;
                return Ok(b
                    .create(OpSpec {
                        name: "memref.cast",
                        operands: &[new],
                        results: &[types::identity(tty, space)],
                        ..Default::default()
                    })
                    .result(0));
            }
            let at = b.anchor().expect("insertion point inside an op");
            return Err(PassError::new(
                at,
                format!(
                    "ferrobuf-one-shot-bufferize: a copy of a value of unranked type {} would be needed here, but a buffer of unknown rank cannot be allocated (cast the value to a ranked tensor type first)",
                    tty.print()
                ),
            ));
        }
        let ty = types::identity(tty, space);
        let mut dyn_sizes = Vec::new();
        for (d, &s) in tty.shape().iter().enumerate() {
            if s == dynamic_size() {
                let like = like.expect("dynamic sizes need a source buffer");
                dyn_sizes.push(self.dim_of(b, like, d));
            }
        }
        Ok(ops::memref_alloc(b, ty, &dyn_sizes, self.alignment(b)))
    }

    /// The size of dimension `d` of buffer `m`: the allocation's own size
    /// operand when `m` is a fresh allocation, else a `memref.dim`.
    fn dim_of(&self, b: &Builder, m: Value, d: usize) -> Value {
        if let Some(op) = m.defining_op()
            && op.is(self.names.memref_alloc)
        {
            let shape = m.ty().shape();
            if shape[d] == dynamic_size() {
                let k = shape[..d].iter().filter(|&&s| s == dynamic_size()).count();
                return op.operand(k);
            }
        }
        let idx = ops::const_index(b, d as i64);
        ops::memref_dim(b, m, idx)
    }

    fn explain(&self, at: Value, what: &str, reason: Option<&Reason>) {
        if !self.opts.explain {
            return;
        }
        let Some(op) = at.defining_op() else { return };
        let why = match reason {
            Some(Reason::Conflict {
                def, write, read, ..
            }) => format!(
                "read-after-write conflict: the contents defined by {} (at {}) are overwritten by '{}' (at {}) before '{}' (at {}) reads them",
                value_name(*def),
                value_loc(*def),
                write.name().as_str(),
                write.loc().print(),
                read.name().as_str(),
                read.loc().print()
            ),
            Some(Reason::NotWritable(v)) => format!(
                "the buffer of {} (at {}) is not writable",
                value_name(*v),
                value_loc(*v)
            ),
            Some(Reason::CopyBeforeWrite) => "copy-before-write is set".to_owned(),
            Some(Reason::SparesCallers(v)) => format!(
                "in place it would write {} (at {}), an argument of this function that a call passes a constant to, or a tensor the caller uses after the call: that call would pass a copy",
                value_name(*v),
                value_loc(*v)
            ),
            None => "the op bufferizes to a new buffer".to_owned(),
        };
        op.emit_remark(&format!("ferrobuf: {what}: {why}"));
    }

    /// The buffer for operand `i` of `op`: its tensor's buffer, or a copy
    /// (alloc, plus copy if `copy` and the contents are defined) when the
    /// use is out of place.
    fn operand_buffer(&mut self, op: Op, i: usize, copy: bool) -> R<Value> {
        let t = op.operand(i);
        let m = self.buffer(t);
        let Some(u) = self.out_of_place(op, i) else {
            return Ok(m);
        };
        let b = Builder::before(op);
        let space = m.ty().memref_memory_space();
        let new = self.alloc_like(&b, self.tty(t), Some(m), space)?;
        let reason = self.a.reasons.get(u);
        if copy && !undefined_contents(&self.names, t) {
            ops::memref_copy(&b, m, new);
            self.explain(
                new,
                &format!("copy of operand #{i} of '{}'", op.name().as_str()),
                reason,
            );
        } else {
            // The views of a marked slice's destination, made for this one
            // use, went unused.
            if marked_slice(&self.names, t) {
                self.drop_unused_views(t);
            }
            let why = if copy {
                "contents undefined"
            } else {
                "not read"
            };
            self.explain(
                new,
                &format!(
                    "allocation for operand #{i} of '{}' ({why}, no copy)",
                    op.name().as_str()
                ),
                reason,
            );
        }
        Ok(new)
    }

    /// Erases the buffers of marked slice `t` (seen through `tensor.cast`s,
    /// see [`marked_slice`]) that nothing uses: the `memref.subview` of
    /// the slice and the `memref.cast`s of the casts, made for its one
    /// use. Never the buffer of the slice's source: the destination's,
    /// which its insertion (rewritten later) still needs.
    fn drop_unused_views(&self, mut t: Value) {
        let mut erased: Option<Value> = None;
        loop {
            let Some(d) = t.defining_op() else {
                return;
            };
            if let Some(&m) = self.bufs.get(&t)
                && Some(m) != erased
                && m.first_use_owner().is_none()
                && let Some(v) = m
                    .defining_op()
                    .filter(|v| v.is(self.names.memref_subview) || v.is(self.names.memref_cast))
            {
                v.erase();
                erased = Some(m);
            }
            if !d.is(self.names.cast) {
                return;
            }
            t = d.operand(0);
        }
    }

    /// Copies the buffer `m` of a result that must not alias its source
    /// (an out-of-place view or forwarding op).
    fn copy_result(&mut self, b: &Builder, op: Op, i: usize, tty: Type, m: Value) -> R<Value> {
        let Some(u) = self.out_of_place(op, i) else {
            return Ok(m);
        };
        let new = self.alloc_like(b, tty, Some(m), m.ty().memref_memory_space())?;
        // Nothing reads the result's contents before overwriting them (a
        // slice only filled): a new buffer, no copy.
        // A slice standing for an eliminated `tensor.empty`: its contents
        // are undefined, as the empty's were.
        let marked =
            op.is(self.names.extract_slice) && undefined_contents(&self.names, op.result(0));
        let read = (0..op.num_results()).any(|k| {
            let r = op.result(k);
            self.a.id(r).is_none_or(|id| self.a.value_read(id))
        }) && !undefined_contents(&self.names, op.operand(i))
            && !marked;
        if !read {
            let why = if marked {
                "it stands for an eliminated tensor.empty, whose contents are undefined"
            } else {
                "the result is overwritten before it is read"
            };
            self.explain(
                new,
                &format!(
                    "allocation for the result of '{}' (operand #{i} out of place; {why}, no copy)",
                    op.name().as_str()
                ),
                self.a.reasons.get(u),
            );
            return Ok(new);
        }
        ops::memref_copy(b, m, new);
        let reason = self.a.reasons.get(u);
        self.explain(
            new,
            &format!(
                "copy of the result of '{}' (operand #{i} out of place)",
                op.name().as_str()
            ),
            reason,
        );
        Ok(new)
    }

    /// `buf` as a value of type `ty`: itself, a `memref.cast`, or a copy
    /// into a new buffer of type `ty` when no cast is valid.
    fn cast_or_copy(&self, b: &Builder, buf: Value, ty: Type, tty: Type) -> R<Value> {
        if buf.ty() == ty {
            return Ok(buf);
        }
        if types::cast_compatible(buf.ty(), ty) {
            return Ok(b
                .create(OpSpec {
                    name: "memref.cast",
                    operands: &[buf],
                    results: &[ty],
                    ..Default::default()
                })
                .result(0));
        }
        let new = self.alloc_like(b, tty, Some(buf), ty.memref_memory_space())?;
        ops::memref_copy(b, buf, new);
        self.explain(new, "copy to change the layout", None);
        if new.ty() == ty {
            Ok(new)
        } else {
            Ok(b.create(OpSpec {
                name: "memref.cast",
                operands: &[new],
                results: &[ty],
                ..Default::default()
            })
            .result(0))
        }
    }

    fn kill(&mut self, op: Op) {
        self.dead.push(op);
    }

    /// Bufferizes every op of `block` (terminators of region ops are left
    /// to their parent).
    pub fn block(&mut self, block: Block) -> R<()> {
        if block.is_entry()
            && let Some(r) = block.parent_region()
        {
            self.retype_block_arguments(r);
        }
        let ops: Vec<Op> = block.ops().collect();
        for op in ops {
            let kind = self.kind(op);
            if kind == Kind::Yield || kind == Kind::InParallel {
                continue;
            }
            if self.drop_dead_writer(op, kind) || self.dead_view(op, kind) {
                self.kill(op);
                continue;
            }
            self.op(op, kind)?;
        }
        Ok(())
    }

    fn kind(&self, op: Op) -> Kind {
        match self.a.op_index.get(&op) {
            Some(&i) => self.a.ops[i as usize].1,
            None => self.names.kind(op, self.opts.boundaries),
        }
    }

    /// Erases the old tensor ops; remaining uses of their results get
    /// `bufferization.to_tensor` of the buffer. Returns the layout copies
    /// to try to undo once block arguments have their final types.
    pub fn finish(mut self) -> Vec<(Op, Op)> {
        let dead = std::mem::take(&mut self.dead);
        // Later ops first: their uses of earlier results go away with them.
        for &op in dead.iter().rev() {
            for r in op.results() {
                if r.first_use_owner().is_none() {
                    continue;
                }
                let Some(&m) = self.bufs.get(&r) else {
                    continue;
                };
                // At the replaced op (as upstream does) when the buffer is
                // available there, else right after the buffer.
                let b = if defined_before(m, op) {
                    Builder::before(op)
                } else {
                    Builder::after_definition(m)
                };
                let tt = b
                    .create(OpSpec {
                        name: "bufferization.to_tensor",
                        operands: &[m],
                        results: &[r.ty()],
                        ..Default::default()
                    })
                    .result(0);
                r.replace_all_uses_with(tt);
            }
            op.erase();
        }
        for (m, what) in std::mem::take(&mut self.fresh) {
            if m.first_use_owner().is_none() {
                if let Some(op) = m.defining_op() {
                    op.erase();
                }
            } else {
                self.explain(m, what, None);
            }
        }
        for (block, first, count) in std::mem::take(&mut self.erase_args) {
            for i in (first..first + count).rev() {
                block.erase_argument(i);
            }
        }
        std::mem::take(&mut self.layout_copies)
    }
}

/// The dense i64 array attribute `name` of `op` (static offsets, sizes,
/// strides, paddings).
fn static_ints(op: Op, name: &str) -> R<Vec<i64>> {
    op.attr(name)
        .and_then(|a| a.as_dense_ints())
        .ok_or_else(|| PassError::new(op, format!("missing {name}")))
}

/// Whether `v` is defined before `op` in `op`'s block or an enclosing one.
fn defined_before(v: Value, op: Op) -> bool {
    let mut x = op;
    loop {
        match v.defining_op() {
            Some(d) if d.block() == x.block() && d.is_before_in_block(x) => return true,
            None if v.owner_block() == x.block() => return true,
            _ => {}
        }
        match x.parent() {
            Some(p) => x = p,
            None => return false,
        }
    }
}

/// Whether `a` is already exactly the subview `b` (same source and slice).
pub(super) fn same_view(a: Value, b: Value) -> bool {
    if a == b {
        return true;
    }
    let (Some(x), Some(y)) = (a.defining_op(), b.defining_op()) else {
        return false;
    };
    x.name() == y.name()
        && x.name().as_str() == "memref.subview"
        && x.num_operands() == y.num_operands()
        && x.operands().zip(y.operands()).all(|(p, q)| p == q)
        && ["static_offsets", "static_sizes", "static_strides"]
            .iter()
            .all(|n| x.attr(n) == y.attr(n))
}

fn value_name(v: Value) -> String {
    match v.defining_op() {
        Some(op) => format!("result #{} of '{}'", v.index(), op.name().as_str()),
        None => format!("block argument #{}", v.index()),
    }
}

fn value_loc(v: Value) -> String {
    match v.defining_op() {
        Some(op) => op.loc().print(),
        None => v
            .owner_block()
            .and_then(|b| b.parent_op())
            .map(|o| o.loc().print())
            .unwrap_or_default(),
    }
}
