//! Ops that fill a new buffer: `tensor.from_elements`, `tensor.generate`,
//! `tensor.splat`, `tensor.pad`, `tensor.concat`; and `tensor.reshape`.
//!
//! Every one allocates its result (identity layout, the tensor's memory
//! space). Element-wise bodies become a `linalg.map` over the new buffer
//! whose payload is the op's own body (block arguments become
//! `linalg.index`); `pad` then copies its source into the interior and
//! `concat` copies each input into its slice.

use crate::analysis::fxhash::FxHashMap as HashMap;

use crate::ir::ops::{self, Ofr};
use crate::ir::{Block, Builder, Op, OpSpec, Region, Type, Value, dynamic_size};
use crate::pass::PassError;

use super::super::types;
use super::{R, Rewriter, static_ints};

impl Rewriter<'_> {
    pub(super) fn fill(&mut self, op: Op, b: &Builder) -> R<()> {
        let n = self.names;
        if op.is(n.from_elements) {
            self.fill_from_elements(op, b)
        } else if op.is(n.generate) {
            self.generate(op, b)
        } else if op.is(n.splat) {
            self.splat(op, b)
        } else if op.is(n.pad) {
            self.pad(op, b)
        } else if op.is(n.concat) {
            self.concat(op, b)
        } else {
            Err(PassError::new(
                op,
                format!(
                    "ferrobuf-one-shot-bufferize does not support '{}' yet",
                    op.name().as_str()
                ),
            ))
        }
    }

    /// A new buffer for result tensor type `tty` with the given dynamic
    /// sizes, explained as `what`.
    fn new_result_buffer(&self, b: &Builder, tty: Type, dyn_sizes: &[Value], what: &str) -> Value {
        let ty = types::identity(tty, self.space(tty));
        let m = ops::memref_alloc(b, ty, dyn_sizes, self.alignment(b));
        self.explain(m, what, None);
        m
    }

    fn fill_from_elements(&mut self, op: Op, b: &Builder) -> R<()> {
        let t = op.result(0);
        let m = self.new_result_buffer(b, t.ty(), &[], "allocation for 'tensor.from_elements'");
        let shape = t.ty().shape();
        let elems: Vec<Value> = op.operands().collect();
        // Row-major index of each element; the index constants come first.
        let indices: Vec<Vec<i64>> = (0..elems.len())
            .map(|k| {
                let mut rem = k as i64;
                let mut idx = vec![0i64; shape.len()];
                for d in (0..shape.len()).rev() {
                    idx[d] = rem % shape[d].max(1);
                    rem /= shape[d].max(1);
                }
                idx
            })
            .collect();
        let mut consts: HashMap<i64, Value> = HashMap::default();
        for &i in indices.iter().flatten() {
            consts.entry(i).or_insert_with(|| ops::const_index(b, i));
        }
        for (e, idx) in elems.iter().zip(&indices) {
            let mut operands = vec![*e, m];
            operands.extend(idx.iter().map(|i| consts[i]));
            b.create(OpSpec {
                name: "memref.store",
                operands: &operands,
                ..Default::default()
            });
        }
        self.bufs.insert(t, m);
        self.kill(op);
        Ok(())
    }

    /// `tensor.generate`: a `linalg.map` over a new buffer running the body.
    fn generate(&mut self, op: Op, b: &Builder) -> R<()> {
        let t = op.result(0);
        let dyn_sizes: Vec<Value> = op.operands().collect();
        let m = self.new_result_buffer(b, t.ty(), &dyn_sizes, "allocation for 'tensor.generate'");
        self.map_body(b, op, m)?;
        self.bufs.insert(t, m);
        self.kill(op);
        Ok(())
    }

    /// `tensor.splat %v[dynamic sizes]`: a `linalg.map` yielding `%v`.
    fn splat(&mut self, op: Op, b: &Builder) -> R<()> {
        let t = op.result(0);
        let dyn_sizes: Vec<Value> = op.operands().skip(1).collect();
        let m = self.new_result_buffer(b, t.ty(), &dyn_sizes, "allocation for 'tensor.splat'");
        let block = Block::new(&[t.ty().element_type()], op.loc());
        ops::linalg_yield(&Builder::at_end(block, op.loc()), &[op.operand(0)]);
        let region = Region::empty();
        region.append_block(block);
        ops::linalg_map_outs(b, m, region);
        self.bufs.insert(t, m);
        self.kill(op);
        Ok(())
    }

    /// Moves the body of `op` (a generate-like region whose block arguments
    /// are the indices and whose terminator yields the element) into a new
    /// `linalg.map` writing every element of `m`, and bufferizes it.
    fn map_body(&mut self, b: &Builder, op: Op, m: Value) -> R<()> {
        let region = Region::empty();
        region.take_body(op.region(0));
        let block = region
            .first_block()
            .ok_or_else(|| PassError::new(op, "the op has no body"))?;
        let first = block
            .first_op()
            .ok_or_else(|| PassError::new(op, "the body has no terminator"))?;
        let ctx = b.ctx();
        let rank = block.num_arguments();
        for d in 0..rank {
            let arg = block.argument(d);
            if arg.first_use_owner().is_none() {
                continue;
            }
            let idx = Builder::before(first)
                .with_loc(op.loc())
                .create(OpSpec {
                    name: "linalg.index",
                    results: &[ctx.index_type()],
                    attrs: &[("dim", ctx.int_attr(ctx.int_type(64), d as i64))],
                    ..Default::default()
                })
                .result(0);
            arg.replace_all_uses_with(idx);
        }
        for d in (0..rank).rev() {
            block.erase_argument(d);
        }
        block.add_argument(m.ty().element_type(), op.loc());
        let y = block
            .terminator()
            .ok_or_else(|| PassError::new(op, "the body has no terminator"))?;
        let vals: Vec<Value> = y.operands().collect();
        ops::linalg_yield(&Builder::before(y), &vals);
        // The old terminator goes with the other replaced ops.
        self.kill(y);
        ops::linalg_map_outs(b, m, region);
        // The body may use tensors (e.g. `tensor.extract` of a captured one).
        self.block(block)
    }

    /// Size `d` of buffer `m` as an [`Ofr`]: static when the type says so.
    fn size_ofr(&self, b: &Builder, m: Value, d: usize) -> Ofr {
        match m.ty().shape()[d] {
            s if s == dynamic_size() => Ofr::Dynamic(self.dim_of(b, m, d)),
            s => Ofr::Static(s),
        }
    }

    /// `tensor.pad`: a new buffer filled by the padding body, with the
    /// source copied into the interior.
    fn pad(&mut self, op: Op, b: &Builder) -> R<()> {
        let t = op.result(0);
        let src = self.buffer(op.operand(0));
        let rank = t.ty().rank();
        let (sl, sh) = (
            static_ints(op, "static_low")?,
            static_ints(op, "static_high")?,
        );
        let mut dyns = op.operands().skip(1);
        let (low, high) = (ops::mixed(&sl, &mut dyns), ops::mixed(&sh, &mut dyns));
        let src_sizes: Vec<Ofr> = (0..rank).map(|d| self.size_ofr(b, src, d)).collect();
        let res_shape = t.ty().shape();
        let mut dyn_sizes = Vec::new();
        for d in 0..rank {
            if res_shape[d] == dynamic_size() {
                let s = add_ofr_pair(b, &add_ofr_pair(b, &src_sizes[d], &low[d]), &high[d]);
                dyn_sizes.push(s.value(b));
            }
        }
        let m = self.new_result_buffer(b, t.ty(), &dyn_sizes, "allocation for 'tensor.pad'");
        self.map_body(b, op, m)?;
        let ones = vec![Ofr::Static(1); rank];
        let view = subview_at(b, m, &low, &src_sizes, &ones, op)?;
        ops::memref_copy(b, src, view);
        self.bufs.insert(t, m);
        self.kill(op);
        Ok(())
    }

    /// `tensor.concat dim(k)`: a new buffer with each input copied into
    /// its slice along `k`.
    fn concat(&mut self, op: Op, b: &Builder) -> R<()> {
        let t = op.result(0);
        let k = op
            .attr("dim")
            .and_then(|a| a.as_i64())
            .ok_or_else(|| PassError::new(op, "missing dim"))? as usize;
        let inputs: Vec<Value> = op.operands().map(|v| self.buffer(v)).collect();
        let rank = t.ty().rank();
        let sizes: Vec<Vec<Ofr>> = inputs
            .iter()
            .map(|&m| (0..rank).map(|d| self.size_ofr(b, m, d)).collect())
            .collect();
        // Offsets of each input along k (the last one is the total size).
        let mut offsets = vec![Ofr::Static(0)];
        for s in &sizes {
            let next = add_ofr_pair(b, offsets.last().expect("offset"), &s[k]);
            offsets.push(next);
        }
        let res_shape = t.ty().shape();
        let mut dyn_sizes = Vec::new();
        for d in 0..rank {
            if res_shape[d] != dynamic_size() {
                continue;
            }
            let size = if d == k {
                *offsets.last().expect("total")
            } else {
                // Any input's size: a static one if there is one.
                sizes
                    .iter()
                    .map(|s| s[d])
                    .find(|s| matches!(s, Ofr::Static(_)))
                    .unwrap_or(sizes[0][d])
            };
            dyn_sizes.push(size.value(b));
        }
        let m = self.new_result_buffer(b, t.ty(), &dyn_sizes, "allocation for 'tensor.concat'");
        let ones = vec![Ofr::Static(1); rank];
        for (i, &input) in inputs.iter().enumerate() {
            let mut offs = vec![Ofr::Static(0); rank];
            offs[k] = offsets[i];
            let view = subview_at(b, m, &offs, &sizes[i], &ones, op)?;
            ops::memref_copy(b, input, view);
        }
        self.bufs.insert(t, m);
        self.kill(op);
        Ok(())
    }

    /// `tensor.reshape %src(%shape)`: `memref.reshape` of the source buffer
    /// (copied to an identity layout first when it has another).
    pub(super) fn tensor_reshape(&mut self, op: Op, b: &Builder) -> R<Value> {
        let t = op.result(0);
        let mut src = self.buffer(op.operand(0));
        // `memref.reshape` takes an unranked source as it is.
        if !src.ty().has_identity_layout() && !src.ty().is_unranked_memref() {
            src = self.identity_copy(
                op,
                b,
                src,
                "copy to an identity layout before 'tensor.reshape'",
            )?;
        }
        let shape = self.buffer(op.operand(1));
        let ty = types::identity(t.ty(), src.ty().memref_memory_space());
        Ok(b.create(OpSpec {
            name: "memref.reshape",
            operands: &[src, shape],
            results: &[ty],
            ..Default::default()
        })
        .result(0))
    }
}

/// A `memref.subview` of `m` with mixed offsets, sizes and strides.
fn subview_at(
    b: &Builder,
    m: Value,
    offsets: &[Ofr],
    sizes: &[Ofr],
    strides: &[Ofr],
    op: Op,
) -> R<Value> {
    let (so, ss, st) = (
        ops::split(offsets).0,
        ops::split(sizes).0,
        ops::split(strides).0,
    );
    let ty = types::subview(m.ty(), &so, &ss, &st, &ss)
        .ok_or_else(|| PassError::new(op, "cannot compute the subview type"))?;
    Ok(ops::memref_subview(b, m, ty, offsets, sizes, strides))
}

/// `x + y`, folded when both are static.
fn add_ofr_pair(b: &Builder, x: &Ofr, y: &Ofr) -> Ofr {
    match (x, y) {
        (Ofr::Static(p), Ofr::Static(q)) => Ofr::Static(p + q),
        (Ofr::Static(0), v) | (v, Ofr::Static(0)) => *v,
        _ => Ofr::Dynamic(ops::arith_binary(b, "arith.addi", x.value(b), y.value(b))),
    }
}
