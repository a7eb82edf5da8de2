//! `ferrobuf-tensor-bufferize`: the `tensor` dialect on buffers.
//!
//! # Contract
//! Runs on any op. Each `tensor` op on tensors becomes (buffers of the
//! [`convert`] types, results given back to unconverted users through
//! `to_tensor`):
//!
//! | op | buffers |
//! | --- | --- |
//! | `cast` | `memref.cast` |
//! | `dim`, `rank` | `memref.dim`, `memref.rank` |
//! | `extract` | `memref.load` |
//! | `insert` | fresh copy of the destination + `memref.store` |
//! | `extract_slice` | `memref.subview` copied into a fresh buffer (results keep the identity layout) |
//! | `insert_slice` | fresh copy of the destination, source copied into its `memref.subview` |
//! | `collapse_shape`, `expand_shape`, `reshape` | `memref.collapse_shape`, `memref.expand_shape`, `memref.reshape` (views of an identity buffer) |
//! | `empty` | `memref.alloc` |
//! | `splat` | `memref.alloc` + `linalg.fill` |
//! | `from_elements` | `memref.alloc` + one `memref.store` per element |
//! | `generate` | `memref.alloc` + an `scf.for` nest running the body, storing each element |
//! | `pad` | `memref.alloc` filled by an `scf.for` nest running the body, source copied into the interior |
//! | `concat` | `memref.alloc`, each input copied into its `memref.subview` |
//!
//! `tensor.parallel_insert_slice` is converted with its `scf.forall` by
//! `ferrobuf-scf-bufferize`; `tensor.yield` with its parent. Other ops
//! (`bitcast`, `gather`, `scatter`, `pack`, ...) are a located error.
//! Writes always go into a fresh buffer (see [`super`]): no in-place
//! analysis.
//!
//! ```mlir
//! %r = tensor.insert %x into %t[%i] : tensor<4xf32>
//!   =>
//! %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
//! %a = memref.alloc() : memref<4xf32>
//! memref.copy %m, %a : memref<4xf32> to memref<4xf32>
//! memref.store %x, %a[%i] : memref<4xf32>
//! %r = bufferization.to_tensor %a restrict : memref<4xf32> to tensor<4xf32>
//! ```

use crate::ir::ops::{Ofr, const_index, memref_alloc, memref_copy, memref_dim, memref_subview};
use crate::ir::{Block, Builder, Op, OpSpec, Region, Type, Value, dynamic_size};
use crate::op_names;
use crate::pass::{Options, PassDef, PassError, PassResult};
use crate::passes::one_shot::types::subview as subview_type;

use super::type_converter::{Names as MatNames, buffer, convert_at, fresh_copy, replace_op};

pub static PASS: PassDef = PassDef {
    argument: "ferrobuf-tensor-bufferize",
    summary: "Legacy partial bufferization of the tensor dialect (writes into fresh buffers)",
    anchor: None,
    dependent_dialects: &["bufferization", "memref", "scf", "arith", "linalg"],
    options: &[],
    run,
};

const NAME: &str = "ferrobuf-tensor-bufferize";

op_names!(Names {
    yield_ = "tensor.yield",
    parallel_insert = "tensor.parallel_insert_slice",
});

fn run(root: Op, _options: &Options) -> PassResult {
    let names = Names::new(root.context());
    let mat = MatNames::new(root.context());
    super::run_partial(
        root,
        |op| {
            super::dialect(op) == "tensor" && !op.is(names.yield_) && !op.is(names.parallel_insert)
        },
        |op| convert(op, &mat),
    )
}

type R<T> = Result<T, PassError>;

fn convert(op: Op, mat: &MatNames) -> R<()> {
    let b = Builder::before(op);
    let name = op.name().as_str();
    let short = name.strip_prefix("tensor.").unwrap_or(&name);
    let result_ty = || convert_at(op.result(0).ty(), op);
    let buf = |i: usize| buffer(&b, op.operand(i), mat);
    let v = match short {
        "cast" => super::type_converter::coerce(&b, buf(0)?, result_ty()?, op)?,
        "dim" => memref_dim(&b, buf(0)?, op.operand(1)),
        "rank" => {
            let m = buf(0)?;
            simple(&b, "memref.rank", &[m], b.ctx().index_type())
        }
        "extract" => {
            let mut operands = vec![buf(0)?];
            operands.extend(op.operands().skip(1));
            simple(&b, "memref.load", &operands, op.result(0).ty())
        }
        "insert" => {
            let fresh = fresh_copy(&b, buf(1)?, result_ty()?, op)?;
            let mut operands = vec![op.operand(0), fresh];
            operands.extend(op.operands().skip(2));
            b.create(OpSpec {
                name: "memref.store",
                operands: &operands,
                ..Default::default()
            });
            fresh
        }
        "extract_slice" => {
            let src = buf(0)?;
            let view = subview(&b, op, src, 1, op.result(0).ty())?;
            fresh_copy(&b, view, result_ty()?, op)?
        }
        "insert_slice" => {
            let source = buf(0)?;
            let fresh = fresh_copy(&b, buf(1)?, result_ty()?, op)?;
            let view = subview(&b, op, fresh, 2, op.operand(0).ty())?;
            memref_copy(&b, source, view);
            fresh
        }
        "collapse_shape" | "expand_shape" => {
            let mut operands = vec![buf(0)?];
            operands.extend(op.operands().skip(1));
            let mut attrs = Vec::new();
            for a in ["reassociation", "static_output_shape"] {
                if let Some(v) = op.attr(a) {
                    attrs.push((a, v));
                }
            }
            let new_name = format!("memref.{short}");
            b.create(OpSpec {
                name: &new_name,
                operands: &operands,
                results: &[result_ty()?],
                attrs: &attrs,
                ..Default::default()
            })
            .result(0)
        }
        "reshape" => {
            let operands = [buf(0)?, buf(1)?];
            simple(&b, "memref.reshape", &operands, result_ty()?)
        }
        "empty" => {
            let sizes: Vec<Value> = op.operands().collect();
            memref_alloc(&b, result_ty()?, &sizes, None)
        }
        "splat" => {
            let sizes: Vec<Value> = op.operands().skip(1).collect();
            let m = memref_alloc(&b, result_ty()?, &sizes, None);
            super::arith::fill(&b, op.operand(0), m);
            m
        }
        "from_elements" => {
            let ty = result_ty()?;
            let m = memref_alloc(&b, ty, &[], None);
            let shape = ty.shape();
            for (k, v) in op.operands().enumerate() {
                let mut idx = vec![0i64; shape.len()];
                let mut rest = k as i64;
                for d in (0..shape.len()).rev() {
                    idx[d] = rest % shape[d];
                    rest /= shape[d];
                }
                let mut operands = vec![v, m];
                operands.extend(idx.iter().map(|&i| const_index(&b, i)));
                b.create(OpSpec {
                    name: "memref.store",
                    operands: &operands,
                    ..Default::default()
                });
            }
            m
        }
        "generate" => {
            let ty = result_ty()?;
            let sizes: Vec<Value> = op.operands().collect();
            let m = memref_alloc(&b, ty, &sizes, None);
            let extents = extents(&b, m, ty);
            run_body(&b, op, m, &extents, &[])?;
            m
        }
        "pad" => pad(&b, op, mat)?,
        "concat" => concat(&b, op, mat)?,
        _ => return Err(super::unsupported(NAME, op)),
    };
    replace_op(op, &[v]);
    Ok(())
}

fn simple(b: &Builder, name: &str, operands: &[Value], result: Type) -> Value {
    b.create(OpSpec {
        name,
        operands,
        results: &[result],
        ..Default::default()
    })
    .result(0)
}

/// `memref.subview` of `base` with the slice parameters of `op` (dynamic
/// values from operand `first_dynamic` on), shaped like tensor `shape_of`
/// (rank reduction included).
fn subview(b: &Builder, op: Op, base: Value, first_dynamic: usize, shape_of: Type) -> R<Value> {
    let [offsets, sizes, strides] = crate::ir::ops::slice_params(op, first_dynamic)
        .ok_or_else(|| PassError::new(op, format!("{NAME}: slice parameters missing")))?;
    let statics = |v: &[Ofr]| -> Vec<i64> {
        v.iter()
            .map(|o| match o {
                Ofr::Static(n) => *n,
                Ofr::Dynamic(_) => dynamic_size(),
            })
            .collect()
    };
    let ty = subview_type(
        base.ty(),
        &statics(&offsets),
        &statics(&sizes),
        &statics(&strides),
        &shape_of.shape(),
    )
    .ok_or_else(|| PassError::new(op, format!("{NAME}: no subview type for this slice")))?;
    Ok(memref_subview(b, base, ty, &offsets, &sizes, &strides))
}

/// The extent of every dimension of ranked buffer `m` of type `ty`.
fn extents(b: &Builder, m: Value, ty: Type) -> Vec<Value> {
    (0..ty.rank())
        .map(|d| match ty.dim(d) {
            Some(n) => const_index(b, n),
            None => {
                let i = const_index(b, d as i64);
                memref_dim(b, m, i)
            }
        })
        .collect()
}

/// An `scf.for` nest over `extents` (from 0, step 1); returns the
/// induction variables and the innermost body's terminator.
pub fn loop_nest(b: &Builder, extents: &[Value]) -> (Vec<Value>, Option<Op>) {
    let mut ivs = Vec::new();
    let mut at = *b;
    let mut inner = None;
    let zero = const_index(b, 0);
    let one = const_index(b, 1);
    for &ub in extents {
        let region = Region::with_empty_block(at.loc());
        let block: Block = region.first_block().expect("loop body");
        let iv = block.add_argument(at.ctx().index_type(), at.loc());
        let y = crate::ir::ops::scf_yield(&Builder::at_end(block, at.loc()), &[]);
        at.create(OpSpec {
            name: "scf.for",
            operands: &[zero, ub, one],
            regions: vec![region],
            ..Default::default()
        });
        ivs.push(iv);
        at = Builder::before(y);
        inner = Some(y);
    }
    (ivs, inner)
}

/// Runs the single-block body of `op` (`tensor.generate`, `tensor.pad`:
/// block arguments are the indices, `tensor.yield` the element) for every
/// index of `extents`, storing each element into `m` at the index plus
/// `offsets` (none: zero). The body's ops are moved into the loop nest.
fn run_body(b: &Builder, op: Op, m: Value, extents: &[Value], offsets: &[Value]) -> R<()> {
    let body = op
        .region(0)
        .first_block()
        .ok_or_else(|| PassError::new(op, format!("{NAME}: body missing")))?;
    let (ivs, inner) = loop_nest(b, extents);
    let store_at = match inner {
        Some(y) => Builder::before(y),
        None => *b,
    };
    for (i, &iv) in ivs.iter().enumerate() {
        body.argument(i).replace_all_uses_with(iv);
    }
    let term = body
        .terminator()
        .ok_or_else(|| PassError::new(op, format!("{NAME}: body without terminator")))?;
    let ops: Vec<Op> = body.ops().filter(|&o| o != term).collect();
    if let Some(anchor) = store_at.anchor() {
        for o in ops {
            o.move_before(anchor);
        }
    }
    let mut idx = ivs.clone();
    if !offsets.is_empty() {
        idx = ivs
            .iter()
            .zip(offsets)
            .map(|(&i, &o)| crate::ir::ops::arith_binary(&store_at, "arith.addi", i, o))
            .collect();
    }
    let mut operands = vec![term.operand(0), m];
    operands.extend(idx);
    store_at.create(OpSpec {
        name: "memref.store",
        operands: &operands,
        ..Default::default()
    });
    Ok(())
}

/// `tensor.pad`: the result filled by the body, the source copied into
/// the interior.
fn pad(b: &Builder, op: Op, mat: &MatNames) -> R<Value> {
    let ty = convert_at(op.result(0).ty(), op)?;
    let src = buffer(b, op.operand(0), mat)?;
    let rank = ty.rank();
    let low_s = op.attr("static_low").and_then(|a| a.as_dense_ints());
    let high_s = op.attr("static_high").and_then(|a| a.as_dense_ints());
    let (Some(low_s), Some(high_s)) = (low_s, high_s) else {
        return Err(PassError::new(op, format!("{NAME}: pad bounds missing")));
    };
    let mut dynamics = op.operands().skip(1);
    let low = crate::ir::ops::mixed(&low_s, &mut dynamics);
    let high = crate::ir::ops::mixed(&high_s, &mut dynamics);
    let src_ty = src.ty();
    let mut sizes = Vec::new();
    for d in 0..rank {
        if ty.dim(d).is_none() {
            let i = const_index(b, d as i64);
            let s = memref_dim(b, src, i);
            let s = crate::ir::ops::arith_binary(b, "arith.addi", s, low[d].value(b));
            sizes.push(crate::ir::ops::arith_binary(
                b,
                "arith.addi",
                s,
                high[d].value(b),
            ));
        }
    }
    let m = memref_alloc(b, ty, &sizes, None);
    let ext = extents(b, m, ty);
    run_body(b, op, m, &ext, &[])?;
    let src_sizes: Vec<Ofr> = (0..rank)
        .map(|d| match src_ty.dim(d) {
            Some(n) => Ofr::Static(n),
            None => {
                let i = const_index(b, d as i64);
                Ofr::Dynamic(memref_dim(b, src, i))
            }
        })
        .collect();
    let view = view_at(b, op, m, &low, &src_sizes, src_ty)?;
    memref_copy(b, src, view);
    Ok(m)
}

/// `memref.subview %base[offsets][sizes][1, ...]`, shaped like `like`.
fn view_at(
    b: &Builder,
    op: Op,
    base: Value,
    offsets: &[Ofr],
    sizes: &[Ofr],
    like: Type,
) -> R<Value> {
    let st = |v: &[Ofr]| -> Vec<i64> {
        v.iter()
            .map(|o| match o {
                Ofr::Static(n) => *n,
                Ofr::Dynamic(_) => dynamic_size(),
            })
            .collect()
    };
    let strides = vec![Ofr::Static(1); sizes.len()];
    let ty = subview_type(
        base.ty(),
        &st(offsets),
        &st(sizes),
        &vec![1; sizes.len()],
        &like.shape(),
    )
    .ok_or_else(|| PassError::new(op, format!("{NAME}: no subview type")))?;
    Ok(memref_subview(b, base, ty, offsets, sizes, &strides))
}

/// `tensor.concat`: each input copied into its place along `dim`.
fn concat(b: &Builder, op: Op, mat: &MatNames) -> R<Value> {
    let ty = convert_at(op.result(0).ty(), op)?;
    let dim = op
        .attr("dim")
        .and_then(|a| a.as_i64())
        .ok_or_else(|| PassError::new(op, format!("{NAME}: concat without dim")))?
        as usize;
    let inputs: Vec<Value> = op.operands().map(|v| buffer(b, v, mat)).collect::<R<_>>()?;
    let size_of = |m: Value, d: usize| -> Ofr {
        match m.ty().dim(d) {
            Some(n) => Ofr::Static(n),
            None => {
                let i = const_index(b, d as i64);
                Ofr::Dynamic(memref_dim(b, m, i))
            }
        }
    };
    let mut sizes = Vec::new();
    for d in 0..ty.rank() {
        if ty.dim(d).is_some() {
            continue;
        }
        if d == dim {
            let mut total = size_of(inputs[0], d).value(b);
            for &m in &inputs[1..] {
                let s = size_of(m, d).value(b);
                total = crate::ir::ops::arith_binary(b, "arith.addi", total, s);
            }
            sizes.push(total);
        } else {
            sizes.push(size_of(inputs[0], d).value(b));
        }
    }
    let out = memref_alloc(b, ty, &sizes, None);
    let mut offset = Ofr::Static(0);
    for &m in &inputs {
        let mut offsets = vec![Ofr::Static(0); ty.rank()];
        offsets[dim] = offset;
        let szs: Vec<Ofr> = (0..ty.rank()).map(|d| size_of(m, d)).collect();
        let view = view_at(b, op, out, &offsets, &szs, m.ty())?;
        memref_copy(b, m, view);
        offset = match (offset, szs[dim]) {
            (Ofr::Static(a), Ofr::Static(c)) => Ofr::Static(a + c),
            (a, c) => Ofr::Dynamic(crate::ir::ops::arith_binary(
                b,
                "arith.addi",
                a.value(b),
                c.value(b),
            )),
        };
    }
    Ok(out)
}
