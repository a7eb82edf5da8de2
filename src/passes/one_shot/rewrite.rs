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

use std::collections::HashMap;

use crate::ir::ops;
use crate::ir::{Attribute, Block, Builder, Op, OpSpec, Type, Value, dynamic_size};
use crate::pass::PassError;

use super::analysis::{Analysis, Reason};
use super::model::{FuncSummary, Kind, Names};
use super::types::{self, LayoutPolicy};

pub mod block_args;
mod fill;
mod loops;
pub mod ml_program;
mod vector;

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
    pub pass: bool,
}

/// `memref.global`s created for tensor constants, keyed by printed value and
/// type, in the module being bufferized.
pub struct GlobalTable {
    pub module_body: Block,
    pub by_key: HashMap<String, (String, Type)>,
    pub taken: std::collections::HashSet<String>,
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
            bufs: HashMap::new(),
            dead: Vec::new(),
            fresh: Vec::new(),
            same_as: HashMap::new(),
            erase_args: Vec::new(),
            ret_types: None,
            call_results: HashMap::new(),
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
        let &oi = self.a.op_index.get(&op)?;
        self.a.ops[oi as usize]
            .2
            .iter()
            .copied()
            .find(|&u| self.a.uses[u as usize].index == i)
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
            None => "the op bufferizes to a new buffer".to_owned(),
        };
        op.emit_remark(&format!("ferrobuf: {what}: {why}"));
    }

    /// The buffer for operand `i` of `op`: its tensor's buffer, or a copy
    /// (alloc, plus copy if `copy`) when the use is out of place.
    fn operand_buffer(&mut self, op: Op, i: usize, copy: bool) -> R<Value> {
        let t = op.operand(i);
        let m = self.buffer(t);
        let Some(u) = self.out_of_place(op, i) else {
            return Ok(m);
        };
        let b = Builder::before(op);
        let space = m.ty().memref_memory_space();
        let new = self.alloc_like(&b, self.tty(t), Some(m), space)?;
        let reason = self.a.reasons[u as usize].clone();
        if copy {
            ops::memref_copy(&b, m, new);
            self.explain(
                new,
                &format!("copy of operand #{i} of '{}'", op.name().as_str()),
                reason.as_ref(),
            );
        } else {
            self.explain(
                new,
                &format!(
                    "allocation for operand #{i} of '{}' (not read, no copy)",
                    op.name().as_str()
                ),
                reason.as_ref(),
            );
        }
        Ok(new)
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
        let read = (0..op.num_results()).any(|k| {
            let r = op.result(k);
            self.a.id(r).is_none_or(|id| self.a.value_read(id))
        });
        if !read {
            self.explain(
                new,
                &format!(
                    "allocation for the result of '{}' (operand #{i} out of place; the result is overwritten before it is read, no copy)",
                    op.name().as_str()
                ),
                self.a.reasons[u as usize].clone().as_ref(),
            );
            return Ok(new);
        }
        ops::memref_copy(b, m, new);
        let reason = self.a.reasons[u as usize].clone();
        self.explain(
            new,
            &format!(
                "copy of the result of '{}' (operand #{i} out of place)",
                op.name().as_str()
            ),
            reason.as_ref(),
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

    /// Gives tensor arguments of the non-entry blocks of `region` the fully
    /// dynamic layout (their incoming buffers are cast to it).
    pub fn retype_block_arguments(&mut self, region: crate::ir::Region) {
        for blk in region.blocks().skip(1) {
            for arg in blk.arguments() {
                if self.is_t(arg) {
                    let tt = self.tty(arg);
                    arg.set_type(types::fully_dynamic(tt, self.space(tt)));
                    self.bufs.insert(arg, arg);
                }
            }
        }
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

    fn op(&mut self, op: Op, kind: Kind) -> R<()> {
        let n = self.names;
        let b = Builder::before(op);
        match kind {
            Kind::None => {
                // Ops without tensors may still hold regions with tensors
                // (e.g. an scf.for over scalars).
                for r in op.regions() {
                    for blk in r.blocks() {
                        self.block(blk)?;
                    }
                }
            }
            Kind::Empty => {
                let t = op.result(0);
                let dyn_sizes: Vec<Value> = op.operands().collect();
                let ty = types::identity(t.ty(), self.space(t.ty()));
                let m = ops::memref_alloc(&b, ty, &dyn_sizes, self.alignment(&b));
                self.fresh.push((m, "allocation for 'tensor.empty'"));
                self.bufs.insert(t, m);
                self.kill(op);
            }
            Kind::AllocTensor => self.alloc_tensor(op, &b)?,
            Kind::Constant if !op.is(n.constant) => self.global_load(op, &b)?,
            Kind::Constant => self.constant(op, &b)?,
            Kind::Read => {
                // tensor.extract %t[indices]
                let m = self.buffer(op.operand(0));
                let mut operands = vec![m];
                operands.extend(op.operands().skip(1));
                let elem = op.result(0).ty();
                let v = b
                    .create(OpSpec {
                        name: "memref.load",
                        operands: &operands,
                        results: &[elem],
                        ..Default::default()
                    })
                    .result(0);
                op.result(0).replace_all_uses_with(v);
                self.kill(op);
            }
            Kind::Query => {
                let m = self.buffer(op.operand(0));
                let idx = b.ctx().index_type();
                let v = if op.is(n.dim) {
                    ops::memref_dim(&b, m, op.operand(1))
                } else {
                    b.create(OpSpec {
                        name: "memref.rank",
                        operands: &[m],
                        results: &[idx],
                        ..Default::default()
                    })
                    .result(0)
                };
                op.result(0).replace_all_uses_with(v);
                self.kill(op);
            }
            Kind::Insert => {
                let m = self.operand_buffer(op, 1, true)?;
                let mut operands = vec![op.operand(0), m];
                operands.extend(op.operands().skip(2));
                b.create(OpSpec {
                    name: "memref.store",
                    operands: &operands,
                    ..Default::default()
                });
                self.bufs.insert(op.result(0), m);
                self.kill(op);
            }
            Kind::Fill => self.fill(op, &b)?,
            Kind::ExtractSlice => {
                let src = self.buffer(op.operand(0));
                let view = self.subview(&b, op, src, 1, op.result(0).ty())?;
                let m = self.copy_result(&b, op, 0, op.result(0).ty(), view)?;
                self.bufs.insert(op.result(0), m);
                self.kill(op);
            }
            Kind::InsertSlice => {
                let src = self.buffer(op.operand(0));
                let dest = self.operand_buffer(op, 1, true)?;
                let src_ty = self.tty(op.operand(0));
                let view = self.subview(&b, op, dest, 2, src_ty)?;
                if !same_view(src, view) {
                    let src = self.cast_or_copy(&b, src, src.ty(), src_ty)?;
                    ops::memref_copy(&b, src, view);
                }
                self.bufs.insert(op.result(0), dest);
                self.kill(op);
            }
            Kind::Reshape => self.reshape(op, &b)?,
            Kind::Dps => self.dps(op)?,
            Kind::Select => {
                let (x, y) = (self.buffer(op.operand(1)), self.buffer(op.operand(2)));
                let ty = types::join(x.ty(), y.ty());
                let tty = op.result(0).ty();
                let x = self.cast_or_copy(&b, x, ty, tty)?;
                let y = self.cast_or_copy(&b, y, ty, tty)?;
                let v = b
                    .create(OpSpec {
                        name: "arith.select",
                        operands: &[op.operand(0), x, y],
                        results: &[ty],
                        ..Default::default()
                    })
                    .result(0);
                let m = if self.out_of_place(op, 1).is_some() || self.out_of_place(op, 2).is_some()
                {
                    let new = self.alloc_like(&b, tty, Some(v), ty.memref_memory_space())?;
                    ops::memref_copy(&b, v, new);
                    self.explain(new, "copy of the result of 'arith.select'", None);
                    new
                } else {
                    v
                };
                self.bufs.insert(op.result(0), m);
                self.kill(op);
            }
            Kind::For => self.scf_for(op)?,
            Kind::If | Kind::IndexSwitch | Kind::ExecuteRegion => self.branches(op)?,
            Kind::ToTensor => {
                self.bufs.insert(op.result(0), op.operand(0));
                self.kill(op);
            }
            Kind::ToBuffer => {
                let m = self.operand_buffer(op, 0, true)?;
                let want = op.result(0).ty();
                let m = self.cast_or_copy(&b, m, want, self.tty(op.operand(0)))?;
                op.result(0).replace_all_uses_with(m);
                self.kill(op);
            }
            Kind::Materialize => {
                let src = self.buffer(op.operand(0));
                let dest = op.operand(1);
                if self.is_t(dest) {
                    let d = self.operand_buffer(op, 1, false)?;
                    if d != src {
                        ops::memref_copy(&b, src, d);
                    }
                    if op.num_results() > 0 {
                        self.bufs.insert(op.result(0), d);
                    }
                } else if !same_view(src, dest) && src != dest {
                    ops::memref_copy(&b, src, dest);
                }
                self.kill(op);
            }
            Kind::Call => self.call(op, &b)?,
            Kind::Branch => {
                // Successor block arguments have the fully dynamic layout
                // (see `retype_block_arguments`).
                for i in 0..op.num_operands() {
                    let v = op.operand(i);
                    if !self.is_t(v) {
                        continue;
                    }
                    let tt = self.tty(v);
                    let m = self.operand_buffer(op, i, true)?;
                    let ty = types::fully_dynamic(tt, m.ty().memref_memory_space());
                    let m = self.cast_or_copy(&b, m, ty, tt)?;
                    op.set_operand(i, m);
                }
            }
            Kind::Return => self.ret(op, &b)?,
            Kind::Vector => self.vector_op(op)?,
            Kind::Mask => self.vector_mask(op)?,
            Kind::GlobalStore => self.global_store(op, &b)?,
            Kind::DeallocTensor => {
                let m = self.buffer(op.operand(0));
                ops::memref_dealloc(&b, m);
                self.kill(op);
            }
            Kind::While => self.scf_while(op)?,
            Kind::Forall => self.forall(op)?,
            Kind::ParallelInsertSlice => {
                return Err(PassError::new(
                    op,
                    format!(
                        "ferrobuf-one-shot-bufferize does not support '{}' yet",
                        op.name().as_str()
                    ),
                ));
            }
            Kind::Yield | Kind::InParallel => {}
            Kind::Unknown | Kind::Foreign => {
                if kind == Kind::Unknown && !self.opts.allow_unknown {
                    return Err(PassError::new(op, "op was not bufferized"));
                }
                for i in 0..op.num_operands() {
                    let t = op.operand(i);
                    if !self.is_t(t) {
                        continue;
                    }
                    // The op reads a tensor value and writes no buffer of
                    // ours: no copy. A still-tensor value is kept (a replaced
                    // producer gets its `to_tensor` where it was).
                    if t.ty().is_tensor() {
                        continue;
                    }
                    let m = self.buffer(t);
                    let tt = b
                        .create(OpSpec {
                            name: "bufferization.to_tensor",
                            operands: &[m],
                            results: &[self.tty(t)],
                            ..Default::default()
                        })
                        .result(0);
                    op.set_operand(i, tt);
                }
                for r in op.regions() {
                    for blk in r.blocks() {
                        self.block(blk)?;
                    }
                }
            }
        }
        Ok(())
    }

    fn alloc_tensor(&mut self, op: Op, b: &Builder) -> R<()> {
        let t = op.result(0);
        // Operands: dynamic sizes, then optional copy, then optional size_hint.
        let seg = op
            .attr("operandSegmentSizes")
            .and_then(|a| a.as_dense_ints());
        let (ndyn, ncopy) = match seg {
            Some(s) if s.len() >= 2 => (s[0] as usize, s[1] as usize),
            _ => (op.num_operands(), 0),
        };
        let space = op.attr("memory_space").or_else(|| self.space(t.ty()));
        let ty = types::identity(t.ty(), space);
        let m = if ncopy == 1 {
            let src = self.buffer(op.operand(ndyn));
            let new = self.alloc_like(b, t.ty(), Some(src), space)?;
            ops::memref_copy(b, src, new);
            new
        } else {
            let dyn_sizes: Vec<Value> = op.operands().take(ndyn).collect();
            let m = ops::memref_alloc(b, ty, &dyn_sizes, self.alignment(b));
            self.fresh
                .push((m, "allocation for 'bufferization.alloc_tensor'"));
            m
        };
        if ncopy == 1 {
            self.explain(m, "allocation for 'bufferization.alloc_tensor'", None);
        }
        self.bufs.insert(t, m);
        self.kill(op);
        Ok(())
    }

    fn constant(&mut self, op: Op, b: &Builder) -> R<()> {
        let t = op.result(0);
        let value = op.attr("value").expect("arith.constant has a value");
        let ty = types::identity(t.ty(), self.space(t.ty()));
        let key = format!("{} : {}", value.print(), ty.print());
        let name = if let Some((name, _)) = self.globals.by_key.get(&key) {
            name.clone()
        } else {
            let shape: Vec<String> = t.ty().shape().iter().map(|d| d.to_string()).collect();
            let base = format!(
                "__constant_{}x{}",
                shape.join("x"),
                t.ty().element_type().print()
            );
            let base = base.replace("__constant_x", "__constant_");
            let mut name = base.clone();
            let mut k = 0;
            while self.globals.taken.contains(&name) {
                name = format!("{base}_{k}");
                k += 1;
            }
            self.globals.taken.insert(name.clone());
            let ctx = b.ctx();
            let gb = match self.globals.anchor {
                Some(a) => Builder::before(a),
                None => Builder::at_end(self.globals.module_body, op.loc()),
            }
            .with_loc(op.loc());
            let mut attrs = vec![
                ("sym_name", ctx.string_attr(&name)),
                ("sym_visibility", ctx.string_attr("private")),
                ("type", ctx.type_attr(ty)),
                ("initial_value", value),
                ("constant", ctx.unit_attr()),
            ];
            if self.opts.alignment > 0 {
                attrs.push((
                    "alignment",
                    ctx.int_attr(ctx.int_type(64), self.opts.alignment as i64),
                ));
            }
            gb.create(OpSpec {
                name: "memref.global",
                attrs: &attrs,
                ..Default::default()
            });
            self.globals.by_key.insert(key, (name.clone(), ty));
            name
        };
        let sym = b.ctx().flat_symbol_ref_attr(&name);
        let m = b
            .create(OpSpec {
                name: "memref.get_global",
                results: &[ty],
                attrs: &[("name", sym)],
                ..Default::default()
            })
            .result(0);
        self.bufs.insert(t, m);
        self.kill(op);
        Ok(())
    }

    /// A `memref.subview` of `src` with the offsets/sizes/strides of
    /// slice op `op` (whose dynamic operands start at `first_dyn`).
    fn subview(
        &self,
        b: &Builder,
        op: Op,
        src: Value,
        first_dyn: usize,
        slice_ty: Type,
    ) -> R<Value> {
        let (so, ss, st) = (
            static_ints(op, "static_offsets")?,
            static_ints(op, "static_sizes")?,
            static_ints(op, "static_strides")?,
        );
        let mut dyns = op.operands().skip(first_dyn);
        let (mo, ms, mt) = (
            ops::mixed(&so, &mut dyns),
            ops::mixed(&ss, &mut dyns),
            ops::mixed(&st, &mut dyns),
        );
        let ty = types::subview(src.ty(), &so, &ss, &st, &slice_ty.shape())
            .ok_or_else(|| PassError::new(op, "cannot compute the subview type of this slice"))?;
        Ok(ops::memref_subview(b, src, ty, &mo, &ms, &mt))
    }

    fn reshape(&mut self, op: Op, b: &Builder) -> R<()> {
        let n = self.names;
        let t = op.result(0);
        let src = self.buffer(op.operand(0));
        let m = if op.is(n.cast) && t.ty().is_unranked_tensor() {
            // To unranked: a copy (if any) is made on the ranked side.
            let src = self.copy_result(b, op, 0, self.tty(op.operand(0)), src)?;
            let ty = types::identity(t.ty(), src.ty().memref_memory_space());
            let m = self.cast_or_copy(b, src, ty, t.ty())?;
            self.bufs.insert(t, m);
            self.kill(op);
            return Ok(());
        } else if op.is(n.cast) && src.ty().is_unranked_memref() {
            // From unranked: the layout is unknown.
            let ty = types::fully_dynamic(t.ty(), src.ty().memref_memory_space());
            self.cast_or_copy(b, src, ty, t.ty())?
        } else if op.is(n.cast) {
            let ty = types::reshaped_like(src.ty(), &t.ty().shape());
            self.cast_or_copy(b, src, ty, t.ty())?
        } else if op.is(n.index_cast) {
            // Elementwise index <-> integer cast of the buffer, same layout.
            let st = src.ty();
            let layout = (!st.has_identity_layout()).then(|| st.memref_layout());
            let ty = Type::memref(
                &st.shape(),
                t.ty().element_type(),
                layout,
                st.memref_memory_space(),
            )
            .ok_or_else(|| PassError::new(op, "cannot form the cast buffer type"))?;
            b.create(OpSpec {
                name: "arith.index_cast",
                operands: &[src],
                results: &[ty],
                ..Default::default()
            })
            .result(0)
        } else if op.is(n.expand_shape) && !src.ty().has_identity_layout() {
            // Expanding a strided buffer is a view too (its strides follow
            // from the source's); only when no strided form exists is the
            // source copied to an identity layout first.
            let expanded = op
                .attr("reassociation")
                .and_then(|r| types::reassociation_groups(&r.print()))
                .and_then(|g| types::expanded(src.ty(), &t.ty().shape(), &g));
            match expanded {
                Some(ty) => self.reshape_view(op, b, src, ty, "memref.expand_shape"),
                None => {
                    let src = self.identity_copy(op, b, src)?;
                    let ty = types::identity(t.ty(), src.ty().memref_memory_space());
                    self.reshape_view(op, b, src, ty, "memref.expand_shape")
                }
            }
        } else if op.is(n.collapse_shape) || op.is(n.expand_shape) {
            // Views of identity-layout buffers; others are copied first
            // (a strided buffer may not be contiguous where it collapses).
            let src = if src.ty().has_identity_layout() {
                src
            } else {
                self.identity_copy(op, b, src)?
            };
            let ty = types::identity(t.ty(), src.ty().memref_memory_space());
            let name = if op.is(n.collapse_shape) {
                "memref.collapse_shape"
            } else {
                "memref.expand_shape"
            };
            self.reshape_view(op, b, src, ty, name)
        } else {
            self.tensor_reshape(op, b)?
        };
        let m = self.copy_result(b, op, 0, t.ty(), m)?;
        self.bufs.insert(t, m);
        self.kill(op);
        Ok(())
    }

    /// A copy of `src` (the source of reshape `op`) in an identity layout.
    fn identity_copy(&mut self, op: Op, b: &Builder, src: Value) -> R<Value> {
        let new = self.alloc_like(
            b,
            self.tty(op.operand(0)),
            Some(src),
            src.ty().memref_memory_space(),
        )?;
        ops::memref_copy(b, src, new);
        self.explain(new, "copy to an identity layout before reshaping", None);
        Ok(new)
    }

    /// `memref.expand_shape`/`collapse_shape` (`name`) of `src` with result
    /// type `ty`, keeping the reshape's reassociation and output shape.
    fn reshape_view(&self, op: Op, b: &Builder, src: Value, ty: Type, name: &str) -> Value {
        let mut operands = vec![src];
        operands.extend(op.operands().skip(1));
        let mut attrs = vec![(
            "reassociation",
            op.attr("reassociation").expect("reassociation"),
        )];
        if let Some(s) = op.attr("static_output_shape") {
            attrs.push(("static_output_shape", s));
        }
        b.create(OpSpec {
            name,
            operands: &operands,
            results: &[ty],
            attrs: &attrs,
            ..Default::default()
        })
        .result(0)
    }

    fn dps(&mut self, op: Op) -> R<()> {
        let inits = op.dps_inits();
        let n_in = op.num_operands() - inits.len();
        let mut operands = Vec::with_capacity(op.num_operands());
        for i in 0..op.num_operands() {
            let v = op.operand(i);
            if !self.is_t(v) {
                operands.push(v);
            } else if i < n_in {
                operands.push(self.buffer(v));
            } else {
                let read = super::model::init_read(&self.names, op, i);
                operands.push(self.operand_buffer(op, i, read)?);
            }
        }
        for (i, &buf) in operands.iter().enumerate().skip(n_in) {
            if let Some(r) = op.dps_tied_result(i) {
                self.bufs.insert(op.result(r), buf);
            }
        }
        // The payload may read captured tensors (e.g. `tensor.extract`).
        for r in op.regions() {
            for blk in r.blocks() {
                self.block(blk)?;
            }
        }
        let new = op
            .rebuild(&operands, &[])
            .ok_or_else(|| PassError::new(op, "cannot rebuild the op on buffers"))?;
        let _ = new;
        self.kill(op);
        Ok(())
    }

    /// `scf.for`: iter_args take the (in-place or copied) init buffers;
    /// the yield copies a value that is not the iter_arg's buffer back into
    /// it, so results are the init buffers. An iter_arg of dynamic shape
    /// whose yield is not equivalent to it cannot be copied back (the size
    /// may change): it is passed through instead (see [`Carried`]).
    fn scf_for(&mut self, op: Op) -> R<()> {
        let body = op.region(0).first_block().expect("scf.for body");
        let y = body.terminator().expect("scf.yield");
        let mut operands: Vec<Value> = Vec::new();
        // One entry per iter_arg (and yield operand); non-tensors are `None`.
        let mut carried: Vec<Option<Carried>> = Vec::new();
        for i in 0..op.num_operands() {
            let v = op.operand(i);
            if i < 3 || !self.is_t(v) {
                operands.push(v);
                if i >= 3 {
                    carried.push(None);
                }
                continue;
            }
            let k = i - 3;
            let arg = body.argument(1 + k);
            let pass = self.passes_through(arg, y.operand(k), op);
            let (m, root) = self.carry_init(op, i, arg, pass)?;
            operands.push(m);
            carried.push(Some(Carried {
                target: arg,
                carrier: arg,
                root,
                pass,
            }));
        }
        self.block(body)?;
        self.loop_yield(y, &carried)?;
        let types: Vec<Type> = operands.iter().skip(3).map(|v| v.ty()).collect();
        let new = op
            .rebuild(&operands, &types)
            .ok_or_else(|| PassError::new(op, "cannot rebuild scf.for on buffers"))?;
        for k in 0..op.num_results() {
            let r = op.result(k);
            if r.ty().is_tensor() {
                self.bufs.insert(r, new.result(k));
                if carried[k].as_ref().is_some_and(|c| !c.pass) {
                    self.same_as.insert(new.result(k), operands[3 + k]);
                }
            } else {
                r.replace_all_uses_with(new.result(k));
            }
        }
        self.kill(op);
        Ok(())
    }

    /// The buffer for tensor init operand `i` of loop `op`, carried by block
    /// argument `arg`: the init's buffer (or its copy when out of place),
    /// cast to the fully dynamic layout in pass-through mode. `arg` takes
    /// its type and is its own buffer. Also returns `arg`'s alias set.
    fn carry_init(&mut self, op: Op, i: usize, arg: Value, pass: bool) -> R<(Value, Option<u32>)> {
        let v = op.operand(i);
        let m = self.operand_buffer(op, i, true)?;
        let m = if pass {
            let tt = self.tty(v);
            let ty = types::fully_dynamic(tt, m.ty().memref_memory_space());
            self.cast_or_copy(&Builder::before(op), m, ty, tt)?
        } else {
            m
        };
        let root = self.a.id(arg).map(|id| self.a.alias_root(id));
        arg.set_type(m.ty());
        self.bufs.insert(arg, arg);
        Ok((m, root))
    }

    /// Whether loop-carried tensor `arg` (a block argument of loop `l`) is
    /// passed through rather than copied back, given the value yielded
    /// for it: never when that value is known to be `arg`'s buffer
    /// (equivalent); always when the shape is dynamic (the size may
    /// change, so it cannot be copied back); for a static shape only with
    /// `allow-return-allocs-from-loops` and a yielded value allocated in
    /// the iteration (passing that buffer on saves the copy back, as
    /// upstream does). Otherwise copy-back: no allocation leaves the loop.
    fn passes_through(&self, arg: Value, yielded: Value, l: Op) -> bool {
        let equivalent = match (self.a.id(arg), self.a.id(yielded)) {
            (Some(x), Some(y)) => self.a.equivalent(x, y),
            _ => false,
        };
        if equivalent {
            return false;
        }
        let tt = self.tty(arg);
        if !tt.is_ranked_shaped() || tt.shape().contains(&dynamic_size()) {
            return true;
        }
        self.opts.allow_return_allocs && self.fresh_or_carried(yielded, l, arg)
    }

    /// Whether every buffer `yielded` may be is allocated inside loop `l`
    /// or is the buffer `arg` carries: passed on without a copy.
    fn fresh_or_carried(&self, yielded: Value, l: Op, arg: Value) -> bool {
        match (self.a.id(yielded), self.a.id(arg)) {
            (Some(y), Some(a)) => self.a.allocated_inside_or_carried(y, l, a),
            (Some(y), None) => self.a.allocated_inside(y, l),
            _ => false,
        }
    }

    /// Rewrites a loop's yield (see [`Carried`]): in copy-back mode it
    /// yields exactly the carried buffer, copying a yielded buffer that is
    /// another one into it (through a temporary when it may overlap one of
    /// the carried buffers being overwritten); in pass-through mode it
    /// yields the value's buffer itself when it is the carrier's or was
    /// allocated in this iteration, else a copy.
    fn loop_yield(&mut self, y: Op, carried: &[Option<Carried>]) -> R<()> {
        let b = Builder::before(y);
        let loop_op = y.parent().expect("yield in a loop");
        let mut new_ops: Vec<Value> = Vec::new();
        let mut copies: Vec<(usize, Value)> = Vec::new();
        for j in 0..y.num_operands() {
            let v = y.operand(j);
            match carried.get(j).and_then(|c| c.as_ref()) {
                Some(c) if self.is_t(v) && c.pass => {
                    let m = self.buffer(v);
                    let tt = self.tty(v);
                    let same = self.canonical(m) == self.canonical(c.carrier);
                    let fresh = self.fresh_or_carried(v, loop_op, c.carrier);
                    let m = if same || fresh {
                        m
                    } else {
                        let new = self.alloc_like(&b, tt, Some(m), m.ty().memref_memory_space())?;
                        ops::memref_copy(&b, m, new);
                        self.explain(
                            new,
                            &format!("copy of yielded value #{j}: it is not equivalent to the iter_arg, whose size may change"),
                            None,
                        );
                        new
                    };
                    let ty = c.target.ty();
                    new_ops.push(self.cast_or_copy(&b, m, ty, tt)?);
                }
                Some(c) if self.is_t(v) => {
                    let m = self.buffer(v);
                    if self.canonical(m) != self.canonical(c.carrier) {
                        copies.push((j, m));
                    }
                    new_ops.push(c.target);
                }
                _ => new_ops.push(v),
            }
        }
        // The copies form a parallel assignment: every source is read as it
        // was at the yield. A copy into a carried buffer waits until every
        // other source that may alias that buffer has been copied; a
        // source that may alias its own target, or whose aliasing is
        // unknown, goes through a temporary, and so does one source of each
        // remaining cycle (e.g. one temporary for yielding two iter_args
        // swapped).
        let target_root: Vec<Option<u32>> = copies
            .iter()
            .map(|&(j, _)| carried[j].as_ref().and_then(|c| c.root))
            .collect();
        // Per copy, what its source is: exactly the carried buffer another
        // copy overwrites (it waits for that copy only: the carried buffers
        // of one loop are distinct buffers, which copy-back relies on), a
        // buffer no copy overwrites, or possibly overlapping an overwritten
        // one (staged through a temporary).
        let all_carriers: Vec<Value> = carried
            .iter()
            .flatten()
            .map(|c| self.canonical(c.carrier))
            .collect();
        let targets: Vec<Value> = copies
            .iter()
            .map(|&(j, _)| self.canonical(carried[j].as_ref().expect("carried buffer").carrier))
            .collect();
        // Pending copies: (copy index, position, source, the copy whose
        // target the source is).
        let mut pending: Vec<(usize, usize, Value, Option<usize>)> = Vec::new();
        for (k, &(j, m)) in copies.iter().enumerate() {
            let cm = self.canonical(m);
            let t = y.operand(j);
            let source = if let Some(k2) = targets.iter().position(|&c| c == cm) {
                if k2 == k {
                    Source::Overlapping
                } else {
                    Source::Carrier(k2)
                }
            } else if all_carriers.contains(&cm) {
                Source::Independent
            } else {
                match self.a.id(t) {
                    None => Source::Overlapping,
                    Some(id) if self.a.allocated_inside(id, loop_op) => Source::Independent,
                    Some(id) if target_root.contains(&Some(self.a.alias_root(id))) => {
                        Source::Overlapping
                    }
                    Some(_) => Source::Independent,
                }
            };
            let (src, dep) = match source {
                Source::Independent => (m, None),
                Source::Carrier(k2) => (m, Some(k2)),
                Source::Overlapping => (self.stage_copy(&b, t, m, j)?, None),
            };
            pending.push((k, j, src, dep));
        }
        let mut order: Vec<(usize, Value)> = Vec::new();
        while !pending.is_empty() {
            // Ready: no other pending source is this copy's target.
            let ready = pending.iter().position(|&(k, _, _, _)| {
                pending
                    .iter()
                    .all(|&(k2, _, _, dep)| k2 == k || dep != Some(k))
            });
            match ready {
                Some(i) => {
                    let (_, j, m, _) = pending.remove(i);
                    order.push((j, m));
                }
                None => {
                    // A cycle: read the first pending source into a
                    // temporary now; its copy then waits for nothing.
                    let (_, j, m, dep) = &mut pending[0];
                    *m = self.stage_copy(&b, y.operand(*j), *m, *j)?;
                    *dep = None;
                }
            }
        }
        for (j, m) in order {
            let target = carried[j].as_ref().expect("carried buffer").target;
            let c = ops::memref_copy(&b, m, target);
            if self.opts.explain {
                c.emit_remark(&format!(
                    "ferrobuf: copy of yielded value #{j} into the loop-carried buffer: the yielded tensor is not equivalent to the iter_arg"
                ));
            }
        }
        y.set_operands(&new_ops);
        Ok(())
    }

    /// A temporary copy of yielded value #`j` (buffer `m` of tensor `t`),
    /// taken before the loop-carried buffers are overwritten.
    fn stage_copy(&mut self, b: &Builder, t: Value, m: Value, j: usize) -> R<Value> {
        let tmp = self.alloc_like(b, self.tty(t), Some(m), m.ty().memref_memory_space())?;
        ops::memref_copy(b, m, tmp);
        self.explain(
            tmp,
            &format!("temporary copy of yielded value #{j} (it may overlap a loop-carried buffer)"),
            None,
        );
        Ok(tmp)
    }

    /// The buffer `m` certainly is: through `memref.cast`s and the results
    /// of rebuilt loops (which yield their iter_arg buffers unchanged).
    fn canonical(&self, mut m: Value) -> Value {
        loop {
            if let Some(&x) = self.same_as.get(&m) {
                m = x;
                continue;
            }
            match m.defining_op() {
                Some(op) if op.is(self.names.memref_cast) => m = op.operand(0),
                _ => return m,
            }
        }
    }

    /// `scf.if`, `scf.index_switch`, `scf.execute_region`: bufferize every
    /// region, join the yielded buffer types, rebuild with memref results.
    fn branches(&mut self, op: Op) -> R<()> {
        let b = Builder::before(op);
        let mut operands = Vec::new();
        for i in 0..op.num_operands() {
            let v = op.operand(i);
            operands.push(if self.is_t(v) { self.buffer(v) } else { v });
        }
        let mut yields: Vec<Op> = Vec::new();
        for r in op.regions() {
            self.retype_block_arguments(r);
            for blk in r.blocks() {
                self.block(blk)?;
                if let Some(t) = blk.terminator()
                    && (t.is(self.names.scf_yield) || t.is(self.names.assuming_yield))
                {
                    yields.push(t);
                }
            }
        }
        let nres = op.num_results();
        let mut result_types: Vec<Type> = Vec::with_capacity(nres);
        let mut yielded: Vec<Vec<Value>> = vec![Vec::new(); yields.len()];
        for k in 0..nres {
            let r = op.result(k);
            if !r.ty().is_tensor() {
                result_types.push(r.ty());
                continue;
            }
            let mut ty: Option<Type> = None;
            for (yi, y) in yields.iter().enumerate() {
                let v = y.operand(k);
                let yb = Builder::before(*y);
                let mut m = self.buffer(v);
                if self.out_of_place(*y, k).is_some() {
                    let new =
                        self.alloc_like(&yb, self.tty(v), Some(m), m.ty().memref_memory_space())?;
                    ops::memref_copy(&yb, m, new);
                    let reason = self
                        .use_id(*y, k)
                        .and_then(|u| self.a.reasons[u as usize].clone());
                    self.explain(new, &format!("copy of yielded value #{k}"), reason.as_ref());
                    m = new;
                }
                yielded[yi].push(m);
                ty = Some(match ty {
                    None => m.ty(),
                    Some(t) => types::join(t, m.ty()),
                });
            }
            result_types.push(ty.unwrap_or_else(|| types::fully_dynamic(r.ty(), None)));
        }
        for (yi, y) in yields.iter().enumerate() {
            let yb = Builder::before(*y);
            let mut vals: Vec<Value> = y.operands().collect();
            let mut t_idx = 0;
            for k in 0..nres {
                if op.result(k).ty().is_tensor() {
                    let m = yielded[yi][t_idx];
                    t_idx += 1;
                    vals[k] = self.cast_or_copy(&yb, m, result_types[k], op.result(k).ty())?;
                }
            }
            y.set_operands(&vals);
        }
        let new = op
            .rebuild(&operands, &result_types)
            .ok_or_else(|| PassError::new(op, "cannot rebuild the op on buffers"))?;
        let _ = b;
        let mut t_idx = 0;
        for k in 0..nres {
            let r = op.result(k);
            if r.ty().is_tensor() {
                self.bufs.insert(r, new.result(k));
                // Every branch yields the same buffer: the result is it.
                let mut same = yielded.iter().map(|y| self.canonical(y[t_idx]));
                if let Some(first) = same.next()
                    && same.all(|c| c == first)
                {
                    self.same_as.insert(new.result(k), first);
                }
                t_idx += 1;
            } else {
                r.replace_all_uses_with(new.result(k));
            }
        }
        self.kill(op);
        Ok(())
    }

    fn call(&mut self, op: Op, b: &Builder) -> R<()> {
        let callee = op
            .resolve_callable()
            .ok_or_else(|| PassError::new(op, "cannot resolve the callee"))?;
        let arg_types = callee.function_argument_types();
        let res_types = callee.function_result_types();
        let summary = self.summaries.get(&callee).cloned().unwrap_or_default();
        let mut operands = Vec::new();
        let mut passed: Vec<Value> = Vec::new();
        for i in 0..op.num_operands() {
            let v = op.operand(i);
            if self.is_t(v) {
                let read = summary.read.get(i).copied().unwrap_or(true);
                let m = self.operand_buffer(op, i, read)?;
                passed.push(m);
                let want = arg_types.get(i).copied().unwrap_or(m.ty());
                operands.push(self.cast_or_copy(b, m, want, self.tty(v))?);
            } else {
                passed.push(v);
                operands.push(v);
            }
        }
        let new = op
            .rebuild(&operands, &res_types)
            .ok_or_else(|| PassError::new(op, "cannot rebuild the call on buffers"))?;
        for k in 0..op.num_results() {
            let r = op.result(k);
            if r.ty().is_tensor() {
                // The caller's own buffer stands for the result only when
                // the rewritten callee returns exactly that argument (not a
                // copy, a view of another shape, or another buffer), as
                // the analysis' equivalence promised.
                let proven = summary
                    .equivalent
                    .get(k)
                    .copied()
                    .flatten()
                    .filter(|&a| a < passed.len() && returned_argument(callee, k) == Some(a));
                if proven.is_some() {
                    self.call_results.insert(r, new.result(k));
                }
                let m = match proven {
                    Some(a) if passed[a].ty() == new.result(k).ty() => passed[a],
                    Some(a) if types::cast_compatible(passed[a].ty(), new.result(k).ty()) => b
                        .create(OpSpec {
                            name: "memref.cast",
                            operands: &[passed[a]],
                            results: &[new.result(k).ty()],
                            ..Default::default()
                        })
                        .result(0),
                    _ => new.result(k),
                };
                self.bufs.insert(r, m);
            } else {
                r.replace_all_uses_with(new.result(k));
            }
        }
        self.kill(op);
        Ok(())
    }

    fn ret(&mut self, op: Op, b: &Builder) -> R<()> {
        let mut vals = Vec::new();
        for i in 0..op.num_operands() {
            let v = op.operand(i);
            if self.is_t(v) {
                let tt = self.tty(v);
                let m = match self.call_results.get(&v) {
                    Some(&r) => r,
                    None => self.buffer(v),
                };
                let want = self.ret_types.as_ref().and_then(|w| w.get(i).copied());
                let m = if let Some(want) = want.filter(|w| w.is_any_memref()) {
                    self.cast_or_copy(b, m, want, tt)?
                } else if m.ty().is_unranked_memref() {
                    m
                } else if self.opts.func_policy == LayoutPolicy::Identity
                    && !m.ty().has_identity_layout()
                {
                    self.cast_or_copy(b, m, types::identity(tt, m.ty().memref_memory_space()), tt)?
                } else if self.opts.func_policy == LayoutPolicy::FullyDynamic {
                    let ty = types::fully_dynamic(tt, m.ty().memref_memory_space());
                    self.cast_or_copy(b, m, ty, tt)?
                } else {
                    m
                };
                vals.push(m);
            } else {
                vals.push(v);
            }
        }
        op.set_operands(&vals);
        Ok(())
    }

    /// Erases the old tensor ops; remaining uses of their results get
    /// `bufferization.to_tensor` of the buffer.
    pub fn finish(mut self) {
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
    }
}

/// The dense i64 array attribute `name` of `op` (static offsets, sizes,
/// strides, paddings).
fn static_ints(op: Op, name: &str) -> R<Vec<i64>> {
    op.attr(name)
        .and_then(|a| a.as_dense_ints())
        .ok_or_else(|| PassError::new(op, format!("missing {name}")))
}

/// The entry-block argument that every `func.return` of the (rewritten)
/// function `f` returns as result `k`, through `memref.cast`s and through
/// calls whose callee in turn returns the argument passed (up to a depth);
/// `None` for a function without body or when some return gives anything
/// else.
fn returned_argument(f: Op, k: usize) -> Option<usize> {
    returned_argument_at(f, k, 0)
}

fn returned_argument_at(f: Op, k: usize, depth: u32) -> Option<usize> {
    if depth > 16 {
        return None;
    }
    let body = f.function_body()?;
    let entry = body.first_block()?;
    let mut found: Option<usize> = None;
    for blk in body.blocks() {
        let Some(t) = blk.terminator() else { continue };
        if t.num_successors() > 0 || t.parent() != Some(f) {
            continue;
        }
        let mut v = (k < t.num_operands()).then(|| t.operand(k))?;
        loop {
            match v.defining_op() {
                Some(d) if d.name().as_str() == "memref.cast" => v = d.operand(0),
                Some(d) if d.interfaces().call() => {
                    let callee = d.resolve_callable()?;
                    let j = returned_argument_at(callee, v.index(), depth + 1)?;
                    v = *d.call_arguments().get(j)?;
                }
                _ => break,
            }
        }
        if v.is_result() || v.owner_block() != Some(entry) {
            return None;
        }
        let i = v.index();
        match found {
            Some(j) if j != i => return None,
            _ => found = Some(i),
        }
    }
    found
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
fn same_view(a: Value, b: Value) -> bool {
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

/// The source of one copy-back into a loop-carried buffer.
enum Source {
    /// Aliases no carried buffer that is overwritten.
    Independent,
    /// Exactly the carried buffer that copy #k overwrites.
    Carrier(usize),
    /// May overlap an overwritten carried buffer (or its own target).
    Overlapping,
}
