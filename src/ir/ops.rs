//! Builders for the upstream ops ferrobuf creates, one function per op, so
//! passes never spell attribute layouts (`operandSegmentSizes`,
//! `static_sizes`, ...) themselves.

use super::builder::{Builder, OpSpec};
use super::core::{Attribute, Identifier, Op, Region, Type, Value, dynamic_size};

/// A size, offset or stride that is either a constant or an SSA value
/// (MLIR's `OpFoldResult`).
#[derive(Clone, Copy, Debug)]
pub enum Ofr {
    Static(i64),
    Dynamic(Value),
}

impl Ofr {
    /// The value when known: a static one, or an SSA value defined by an
    /// `arith.constant` (MLIR's `getConstantIntValue`).
    pub fn constant(&self) -> Option<i64> {
        match *self {
            Ofr::Static(k) => (k != dynamic_size()).then_some(k),
            Ofr::Dynamic(v) => constant_int(v),
        }
    }

    /// As an SSA value: the dynamic one, or an `index` constant made at `b`.
    pub fn value(self, b: &Builder) -> Value {
        match self {
            Ofr::Static(n) => const_index(b, n),
            Ofr::Dynamic(v) => v,
        }
    }
}

/// The value of `v` when an `arith.constant` of index or integer type
/// defines it.
pub fn constant_int(v: Value) -> Option<i64> {
    let d = v.defining_op()?;
    if d.name().as_str() != "arith.constant" {
        return None;
    }
    d.attr("value")?.as_i64()
}

/// Splits mixed sizes into the static array (with `kDynamic` holes) and the
/// dynamic operands, as MLIR's offset/size/stride ops store them.
pub fn split(mixed: &[Ofr]) -> (Vec<i64>, Vec<Value>) {
    let mut statics = Vec::with_capacity(mixed.len());
    let mut dynamics = Vec::new();
    for m in mixed {
        match *m {
            Ofr::Static(n) => statics.push(n),
            Ofr::Dynamic(v) => {
                statics.push(dynamic_size());
                dynamics.push(v);
            }
        }
    }
    (statics, dynamics)
}

/// The inverse of [`split`]: mixed values from a static array (with
/// `kDynamic` holes) and the op's dynamic operands, taken in order from
/// `dynamics`.
pub fn mixed(statics: &[i64], dynamics: &mut impl Iterator<Item = Value>) -> Vec<Ofr> {
    statics
        .iter()
        .map(|&s| {
            if s == dynamic_size() {
                Ofr::Dynamic(dynamics.next().expect("dynamic operand"))
            } else {
                Ofr::Static(s)
            }
        })
        .collect()
}

/// `arith.constant <value> : ty` for an integer or index type.
pub fn const_int(b: &Builder, ty: Type, value: i64) -> Value {
    let attr = b.ctx().int_attr(ty, value);
    b.create(OpSpec {
        name: "arith.constant",
        results: &[ty],
        attrs: &[("value", attr)],
        ..Default::default()
    })
    .result(0)
}

/// `arith.constant <value> : index`.
pub fn const_index(b: &Builder, value: i64) -> Value {
    const_int(b, b.ctx().index_type(), value)
}

/// `arith.constant true/false`.
pub fn const_i1(b: &Builder, value: bool) -> Value {
    const_int(b, b.ctx().int_type(1), value as i64)
}

/// Integer constants at the front of the entry block of the closest
/// enclosing op isolated from above (a function), one per value and type,
/// reusing the constants that already lead that block: where canonicalize
/// puts them. Constants made next to their uses are moved there, and their
/// duplicates merged, by the next canonicalize: on a 300k-op function whose
/// large deallocs were lowered through the helper (thousands of list
/// indices), that was a third of the final canonicalize's first sweep.
#[derive(Default)]
pub struct EntryConstants {
    /// Per entry block, its leading constants by `value` attribute (which
    /// holds the type, and is uniqued).
    blocks:
        std::collections::HashMap<super::core::Block, std::collections::HashMap<Attribute, Value>>,
}

impl EntryConstants {
    /// `arith.constant <value> : ty` (an integer or index type) at the
    /// front of the entry block above `at`.
    pub fn int(&mut self, at: Op, ty: Type, value: i64) -> Value {
        let attr = ty.context().int_attr(ty, value);
        let (entry, owner) = entry_block_above(at);
        let known = self.blocks.entry(entry).or_insert_with(|| {
            let constant = at.context().ident("arith.constant");
            let mut known = std::collections::HashMap::new();
            let mut op = entry.first_op();
            while let Some(o) = op.filter(|o| o.is(constant)) {
                if let Some(a) = o.attr("value") {
                    known.entry(a).or_insert(o.result(0));
                }
                op = o.next();
            }
            known
        });
        *known.entry(attr).or_insert_with(|| {
            let first = entry
                .first_op()
                .expect("an entry block ends in a terminator");
            const_int(&Builder::before(first).with_loc(owner.loc()), ty, value)
        })
    }

    /// `arith.constant true/false` at the front of the entry block above `at`.
    pub fn bool(&mut self, at: Op, value: bool) -> Value {
        self.int(at, at.context().int_type(1), value as i64)
    }

    /// `arith.constant <value> : index` at the front of the entry block above `at`.
    pub fn index(&mut self, at: Op, value: i64) -> Value {
        self.int(at, at.context().index_type(), value)
    }
}

/// The entry block of the region, holding `op`, of the closest ancestor
/// of `op` isolated from above (or of the outermost one), and that ancestor.
fn entry_block_above(op: Op) -> (super::core::Block, Op) {
    let mut region = op.parent_region().expect("an op inside a region");
    loop {
        let parent = region.parent_op().expect("a region inside an op");
        if parent.block().is_none()
            || parent.has_trait(super::Trait::FerrobufTraitIsIsolatedFromAbove)
        {
            return (
                region
                    .first_block()
                    .expect("the region holding an op has blocks"),
                parent,
            );
        }
        region = parent
            .parent_region()
            .expect("a non-top-level op is in a region");
    }
}

/// The value of `v` if it is the result of an integer `arith.constant`
/// (`constant`: the interned name `"arith.constant"`), as `true` for any
/// non-zero value.
pub fn constant_bool(v: Value, constant: Identifier) -> Option<bool> {
    let op = v.defining_op().filter(|o| o.is(constant))?;
    op.attr("value")?.as_i64().map(|x| x != 0)
}

/// A binary `arith` op whose result has the operands' type
/// (`"arith.andi"`, `"arith.ori"`, `"arith.xori"`, ...).
pub fn arith_binary(b: &Builder, name: &str, x: Value, y: Value) -> Value {
    b.create(OpSpec {
        name,
        operands: &[x, y],
        results: &[x.ty()],
        ..Default::default()
    })
    .result(0)
}

/// `arith.cmpi` predicates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmpI {
    Eq = 0,
    Ne = 1,
    Slt = 2,
    Sle = 3,
    Sgt = 4,
    Sge = 5,
    Ult = 6,
    Ule = 7,
    Ugt = 8,
    Uge = 9,
}

impl CmpI {
    /// The predicate encoded by an `arith.cmpi` `predicate` attribute value.
    pub fn from_i64(value: i64) -> Option<CmpI> {
        use CmpI::*;
        [Eq, Ne, Slt, Sle, Sgt, Sge, Ult, Ule, Ugt, Uge]
            .into_iter()
            .find(|&p| p as i64 == value)
    }

    /// The predicate that holds exactly when `self` does not.
    pub fn negated(self) -> CmpI {
        use CmpI::*;
        match self {
            Eq => Ne,
            Ne => Eq,
            Slt => Sge,
            Sge => Slt,
            Sle => Sgt,
            Sgt => Sle,
            Ult => Uge,
            Uge => Ult,
            Ule => Ugt,
            Ugt => Ule,
        }
    }
}

/// The predicate and operands of `op`, an `arith.cmpi` (the caller checked
/// its name).
pub fn cmpi_parts(op: Op) -> Option<(CmpI, Value, Value)> {
    let pred = CmpI::from_i64(op.attr("predicate")?.as_i64()?)?;
    Some((pred, op.operand(0), op.operand(1)))
}

/// The negation of the `arith.cmpi` `op` as the inverse comparison of the
/// same operands (the form canonicalize gives `xori(cmpi, true)`).
pub fn negated_cmpi(b: &Builder, op: Op) -> Option<Value> {
    let (pred, lhs, rhs) = cmpi_parts(op)?;
    Some(cmpi(b, pred.negated(), lhs, rhs))
}

/// `arith.cmpi <pred>, lhs, rhs`.
pub fn cmpi(b: &Builder, pred: CmpI, lhs: Value, rhs: Value) -> Value {
    let ctx = b.ctx();
    let attr = ctx.int_attr(ctx.int_type(64), pred as i64);
    b.create(OpSpec {
        name: "arith.cmpi",
        operands: &[lhs, rhs],
        results: &[ctx.int_type(1)],
        attrs: &[("predicate", attr)],
        ..Default::default()
    })
    .result(0)
}

/// `memref.dim %m, %index`.
pub fn memref_dim(b: &Builder, memref: Value, index: Value) -> Value {
    let idx = b.ctx().index_type();
    b.create(OpSpec {
        name: "memref.dim",
        operands: &[memref, index],
        results: &[idx],
        ..Default::default()
    })
    .result(0)
}

/// `memref.alloc(dynamic sizes) {alignment} : ty`.
pub fn memref_alloc(
    b: &Builder,
    ty: Type,
    dynamic_sizes: &[Value],
    alignment: Option<Attribute>,
) -> Value {
    let ctx = b.ctx();
    let seg = ctx.i32_array_attr(&[dynamic_sizes.len() as i32, 0]);
    let mut attrs = vec![("operandSegmentSizes", seg)];
    if let Some(a) = alignment {
        attrs.push(("alignment", a));
    }
    b.create(OpSpec {
        name: "memref.alloc",
        operands: dynamic_sizes,
        results: &[ty],
        attrs: &attrs,
        ..Default::default()
    })
    .result(0)
}

/// `memref.dealloc %m`.
pub fn memref_dealloc(b: &Builder, memref: Value) -> Op {
    b.create(OpSpec {
        name: "memref.dealloc",
        operands: &[memref],
        ..Default::default()
    })
}

/// `bufferization.clone %m`: a fresh buffer with `m`'s type and contents.
pub fn bufferization_clone(b: &Builder, memref: Value) -> Value {
    b.create(OpSpec {
        name: "bufferization.clone",
        operands: &[memref],
        results: &[memref.ty()],
        ..Default::default()
    })
    .result(0)
}

/// `memref.copy %src, %dst`.
pub fn memref_copy(b: &Builder, src: Value, dst: Value) -> Op {
    // Two unranked buffers that are casts of ranked ones of one shape (a
    // copy made for an unranked view of a ranked buffer): the copy between
    // the ranked ones (an unranked copy lowers to a run-time library call).
    let ranked = |v: Value| {
        v.defining_op()
            .filter(|d| v.ty().is_unranked_memref() && d.name().as_str() == "memref.cast")
            .map(|d| d.operand(0))
            .filter(|r| r.ty().is_memref())
    };
    let (src, dst) = match (ranked(src), ranked(dst)) {
        (Some(s), Some(d)) if s.ty().shape() == d.ty().shape() => (s, d),
        _ => (src, dst),
    };
    b.create(OpSpec {
        name: "memref.copy",
        operands: &[src, dst],
        ..Default::default()
    })
}

/// An op of the offset/size/stride family (`memref.subview`,
/// `memref.reinterpret_cast`): source, then mixed offsets, sizes, strides.
fn offset_size_stride_op(
    b: &Builder,
    name: &str,
    source: Value,
    result: Type,
    offsets: &[Ofr],
    sizes: &[Ofr],
    strides: &[Ofr],
) -> Value {
    let ctx = b.ctx();
    let (so, dof) = split(offsets);
    let (ss, dsz) = split(sizes);
    let (st, dst) = split(strides);
    let mut operands = vec![source];
    operands.extend(&dof);
    operands.extend(&dsz);
    operands.extend(&dst);
    let seg = ctx.i32_array_attr(&[1, dof.len() as i32, dsz.len() as i32, dst.len() as i32]);
    let attrs = [
        ("operandSegmentSizes", seg),
        ("static_offsets", ctx.i64_array_attr(&so)),
        ("static_sizes", ctx.i64_array_attr(&ss)),
        ("static_strides", ctx.i64_array_attr(&st)),
    ];
    b.create(OpSpec {
        name,
        operands: &operands,
        results: &[result],
        attrs: &attrs,
        ..Default::default()
    })
    .result(0)
}

/// `memref.subview %src[offsets][sizes][strides] : ... to result`.
pub fn memref_subview(
    b: &Builder,
    source: Value,
    result: Type,
    offsets: &[Ofr],
    sizes: &[Ofr],
    strides: &[Ofr],
) -> Value {
    offset_size_stride_op(b, "memref.subview", source, result, offsets, sizes, strides)
}

/// `memref.reinterpret_cast %src to offset: [o], sizes: [...], strides: [...]`.
pub fn memref_reinterpret_cast(
    b: &Builder,
    source: Value,
    result: Type,
    offset: Ofr,
    sizes: &[Ofr],
    strides: &[Ofr],
) -> Value {
    offset_size_stride_op(
        b,
        "memref.reinterpret_cast",
        source,
        result,
        &[offset],
        sizes,
        strides,
    )
}

/// `scf.if %cond -> (results) { then } else { else }` with empty then/else
/// blocks; fill them, ending each with [`scf_yield`].
pub fn scf_if(b: &Builder, cond: Value, results: &[Type]) -> Op {
    let regions = vec![
        Region::with_empty_block(b.loc()),
        Region::with_empty_block(b.loc()),
    ];
    b.create(OpSpec {
        name: "scf.if",
        operands: &[cond],
        results,
        regions,
        ..Default::default()
    })
}

/// `scf.if %cond { ... }` without results or else region; the then block
/// is terminated by an empty `scf.yield`: insert before it.
pub fn scf_if_then(b: &Builder, cond: Value) -> Op {
    let op = b.create(OpSpec {
        name: "scf.if",
        operands: &[cond],
        regions: vec![Region::with_empty_block(b.loc()), Region::empty()],
        ..Default::default()
    });
    let then_b = op.region(0).first_block().expect("then block");
    scf_yield(&Builder::at_end(then_b, b.loc()), &[]);
    op
}

/// `scf.yield values`.
pub fn scf_yield(b: &Builder, values: &[Value]) -> Op {
    b.create(OpSpec {
        name: "scf.yield",
        operands: values,
        ..Default::default()
    })
}

/// `linalg.map outs(%init) { body }` (no inputs): `body` holds one block
/// with the element argument, ending in `linalg.yield`.
pub fn linalg_map_outs(b: &Builder, init: Value, body: Region) -> Op {
    b.create(OpSpec {
        name: "linalg.map",
        operands: &[init],
        regions: vec![body],
        ..Default::default()
    })
}

/// `linalg.yield values`.
pub fn linalg_yield(b: &Builder, values: &[Value]) -> Op {
    b.create(OpSpec {
        name: "linalg.yield",
        operands: values,
        ..Default::default()
    })
}

/// The mixed offsets, sizes and strides of an op of the offset/size/stride
/// family (`tensor.insert_slice`, `tensor.parallel_insert_slice`,
/// `tensor.extract_slice`, `memref.subview`), whose dynamic values are its
/// operands from `first_dynamic` on. `None` if the op lacks the attributes.
pub fn slice_params(op: Op, first_dynamic: usize) -> Option<[Vec<Ofr>; 3]> {
    let get = |n: &str| op.attr(n).and_then(|a| a.as_dense_ints());
    let (so, ss, st) = (
        get("static_offsets")?,
        get("static_sizes")?,
        get("static_strides")?,
    );
    let mut dynamics = op.operands().skip(first_dynamic);
    let offsets = mixed(&so, &mut dynamics);
    let sizes = mixed(&ss, &mut dynamics);
    let strides = mixed(&st, &mut dynamics);
    Some([offsets, sizes, strides])
}

/// `tensor.extract_slice %src[offsets][sizes][strides] : ... to result`
/// (`result` may be rank-reduced).
pub fn tensor_extract_slice(
    b: &Builder,
    source: Value,
    result: Type,
    offsets: &[Ofr],
    sizes: &[Ofr],
    strides: &[Ofr],
) -> Value {
    offset_size_stride_op(
        b,
        "tensor.extract_slice",
        source,
        result,
        offsets,
        sizes,
        strides,
    )
}

/// `tensor.cast %v : ... to ty`.
pub fn tensor_cast(b: &Builder, v: Value, ty: Type) -> Value {
    b.create(OpSpec {
        name: "tensor.cast",
        operands: &[v],
        results: &[ty],
        ..Default::default()
    })
    .result(0)
}

/// `bufferization.to_tensor %m [restrict] [writable] : memref to ty`.
pub fn to_tensor(b: &Builder, memref: Value, ty: Type, restrict: bool, writable: bool) -> Value {
    let unit = b.ctx().unit_attr();
    let mut attrs = Vec::new();
    if restrict {
        attrs.push(("restrict", unit));
    }
    if writable {
        attrs.push(("writable", unit));
    }
    b.create(OpSpec {
        name: "bufferization.to_tensor",
        operands: &[memref],
        results: &[ty],
        attrs: &attrs,
        ..Default::default()
    })
    .result(0)
}
