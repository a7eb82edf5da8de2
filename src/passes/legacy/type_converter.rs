//! The legacy type converter: how a tensor type becomes a buffer type, how
//! function results are passed, how composite types are unpacked at
//! function boundaries, and the materializations between the tensor and
//! the memref worlds.
//!
//! # Type conversion
//! - `tensor<shape x elem>` becomes `memref<shape x elem>` with the
//!   identity layout; a tensor encoding, when present, is taken as the
//!   memory space (`tensor<4xf32, 1>` becomes `memref<4xf32, 1>`); an
//!   encoding that is no memory space is a located error.
//! - `tensor<* x elem>` becomes `memref<* x elem>`.
//! - Every other type converts to itself.
//!
//! Every buffer a legacy pass creates for a tensor of type `T` has exactly
//! the type `convert(T)`, so values meeting at a control-flow merge, a
//! call or a return always agree.
//!
//! # Result conversion kinds
//! [`ResultKind::Keep`] keeps a converted function result as a result;
//! [`ResultKind::Append`] appends it to the argument list as an
//! out-parameter: the callee copies its value into it, the caller
//! allocates it. Only statically shaped ranked tensors can be appended (a
//! caller cannot know a dynamic size before the call); other results stay
//! results under both kinds. Non-tensor types always stay results.
//!
//! # Decomposition
//! With decomposition on, a `tuple<...>` argument or result is replaced by
//! its elements, flattened recursively (`tuple<tuple<i1>, tensor<2xf32>>`
//! gives `i1, memref<2xf32>`). Values are packed back into a tuple where
//! the function body or the caller still uses the tuple, and unpacked where
//! a tuple is returned or passed to a call; the pack and unpack ops are
//! `builtin.unrealized_conversion_cast` (default) or the test dialect's
//! `test.make_tuple` / `test.get_tuple_element` (the spec's example).
//! Unpacking a value packed by one of these ops reads the packed operands
//! directly, so a tuple only passed through leaves no op behind.
//!
//! # Materializations
//! `bufferization.to_buffer %t : tensor to memref` gives a tensor's buffer
//! to a converted op; `bufferization.to_tensor %m restrict : memref to
//! tensor` gives a converted op's buffer to an unconverted user. A
//! `to_tensor` result is never written through (legacy buffers are
//! immutable once their creating op has written them), which is what
//! makes `restrict` hold and folding `to_buffer(to_tensor(%m))` to `%m`
//! sound. [`buffer`] looks through a `to_tensor` instead of creating a
//! `to_buffer`, casting (`memref.cast`) or copying into a fresh buffer when
//! the memref there has another type than `convert(T)`.

use crate::ir::ops::{memref_alloc, memref_copy, memref_dim};
use crate::ir::{Builder, Op, OpSpec, Type, Value};
use crate::op_names;
use crate::pass::PassError;
use crate::passes::one_shot::types::cast_compatible;

op_names!(pub Names {
    to_tensor = "bufferization.to_tensor",
    to_buffer = "bufferization.to_buffer",
    cast = "builtin.unrealized_conversion_cast",
    make_tuple = "test.make_tuple",
    get_tuple_element = "test.get_tuple_element",
});

/// How a converted function result is passed (the spec's
/// `ResultConversionKind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultKind {
    /// `KeepAsFunctionResult`.
    Keep,
    /// `AppendToArgumentList`: an out-parameter.
    Append,
}

/// Which ops pack and unpack decomposed tuples.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TupleOps {
    /// `builtin.unrealized_conversion_cast` (N:1 to pack, 1:N to unpack).
    UnrealizedCast,
    /// `test.make_tuple` / `test.get_tuple_element`.
    Test,
}

/// The converter's settings (options of `ferrobuf-func-bufferize`).
#[derive(Clone, Copy, Debug)]
pub struct TypeConverter {
    /// The kind of results converted from ranked tensors.
    pub ranked_results: ResultKind,
    /// Whether tuples are decomposed at function boundaries.
    pub decompose_tuples: bool,
    pub tuple_ops: TupleOps,
}

impl Default for TypeConverter {
    fn default() -> Self {
        TypeConverter {
            ranked_results: ResultKind::Keep,
            decompose_tuples: true,
            tuple_ops: TupleOps::UnrealizedCast,
        }
    }
}

/// The buffer type of a tensor type (see the module doc); other types
/// convert to themselves. `Err` for an encoding that is no memory space.
pub fn convert(ty: Type) -> Result<Type, String> {
    if ty.is_unranked_tensor() {
        return Type::unranked_memref(ty.element_type(), None)
            .ok_or_else(|| format!("no memref type for {}", ty.print()));
    }
    if !ty.is_ranked_tensor() {
        return Ok(ty);
    }
    let space = ty.tensor_encoding();
    Type::memref(&ty.shape(), ty.element_type(), None, space).ok_or_else(|| {
        format!(
            "the encoding of {} is not a memory space: no buffer type for it",
            ty.print()
        )
    })
}

/// [`convert`] with the error located at `op`.
pub fn convert_at(ty: Type, op: Op) -> Result<Type, PassError> {
    convert(ty).map_err(|m| PassError::new(op, m))
}

/// Whether `ty` is a tensor, or a tuple holding one (at any depth).
pub fn holds_tensor(ty: Type) -> bool {
    ty.is_tensor()
        || ty
            .tuple_elements()
            .is_some_and(|e| e.into_iter().any(holds_tensor))
}

impl TypeConverter {
    /// The types `ty` stands for at a function boundary, before
    /// conversion: its flattened elements for a tuple (with decomposition
    /// on), else `ty` itself.
    pub fn decompose(&self, ty: Type) -> Vec<Type> {
        match ty.tuple_elements() {
            Some(elems) if self.decompose_tuples => {
                elems.into_iter().flat_map(|e| self.decompose(e)).collect()
            }
            _ => vec![ty],
        }
    }

    /// How a function result of (decomposed, unconverted) type `ty` is
    /// passed.
    pub fn result_kind(&self, ty: Type) -> ResultKind {
        let static_ranked =
            ty.is_ranked_tensor() && ty.shape().iter().all(|&d| d != crate::ir::dynamic_size());
        if static_ranked {
            self.ranked_results
        } else {
            ResultKind::Keep
        }
    }

    /// Packs leaf values (in [`decompose`](Self::decompose) order, already
    /// in the tensor world) into a value of `ty`, consuming them from
    /// `leaves`.
    pub fn pack(&self, b: &Builder, ty: Type, leaves: &mut impl Iterator<Item = Value>) -> Value {
        let elems = match ty.tuple_elements() {
            Some(e) if self.decompose_tuples => e,
            _ => return leaves.next().expect("one leaf per decomposed type"),
        };
        let parts: Vec<Value> = elems.iter().map(|&e| self.pack(b, e, leaves)).collect();
        let name = match self.tuple_ops {
            TupleOps::UnrealizedCast => "builtin.unrealized_conversion_cast",
            TupleOps::Test => "test.make_tuple",
        };
        b.create(OpSpec {
            name,
            operands: &parts,
            results: &[ty],
            ..Default::default()
        })
        .result(0)
    }

    /// The leaf values of `v` (in [`decompose`](Self::decompose) order, in
    /// the tensor world), reading the operands of a pack op directly.
    pub fn unpack(&self, b: &Builder, v: Value, names: &Names) -> Vec<Value> {
        let elems = match v.ty().tuple_elements() {
            Some(e) if self.decompose_tuples => e,
            _ => return vec![v],
        };
        let packed = v.defining_op().filter(|d| {
            (d.is(names.cast) || d.is(names.make_tuple))
                && d.num_results() == 1
                && d.num_operands() == elems.len()
                && d.operands().zip(&elems).all(|(o, &e)| o.ty() == e)
        });
        let parts: Vec<Value> = match (packed, self.tuple_ops) {
            (Some(d), _) => d.operands().collect(),
            (None, TupleOps::UnrealizedCast) => b
                .create(OpSpec {
                    name: "builtin.unrealized_conversion_cast",
                    operands: &[v],
                    results: &elems,
                    ..Default::default()
                })
                .results()
                .collect(),
            (None, TupleOps::Test) => {
                let i32t = b.ctx().int_type(32);
                elems
                    .iter()
                    .enumerate()
                    .map(|(i, &e)| {
                        let index = b.ctx().int_attr(i32t, i as i64);
                        b.create(OpSpec {
                            name: "test.get_tuple_element",
                            operands: &[v],
                            results: &[e],
                            attrs: &[("index", index)],
                            ..Default::default()
                        })
                        .result(0)
                    })
                    .collect()
            }
        };
        parts
            .into_iter()
            .flat_map(|p| self.unpack(b, p, names))
            .collect()
    }
}

/// The buffer of tensor `v`, of type exactly `convert(v.ty())`, built at
/// `b`: the memref of a `to_tensor` defining `v` (cast, or copied into a
/// fresh buffer when no cast is legal), else a new `to_buffer`.
pub fn buffer(b: &Builder, v: Value, names: &Names) -> Result<Value, PassError> {
    let anchor = b.anchor().expect("a builder inside an op");
    let want = convert_at(v.ty(), anchor)?;
    if let Some(d) = v.defining_op().filter(|d| d.is(names.to_tensor)) {
        return coerce(b, d.operand(0), want, anchor);
    }
    Ok(b.create(OpSpec {
        name: "bufferization.to_buffer",
        operands: &[v],
        results: &[want],
        ..Default::default()
    })
    .result(0))
}

/// `m` as a value of memref type `want`: itself, a `memref.cast`, or a copy
/// into a fresh buffer (legacy buffers are immutable, so a copy is always
/// a correct stand-in). Unranked memrefs are only cast.
pub fn coerce(b: &Builder, m: Value, want: Type, at: Op) -> Result<Value, PassError> {
    if m.ty() == want {
        return Ok(m);
    }
    if cast_compatible(m.ty(), want) {
        return Ok(memref_cast(b, m, want));
    }
    if m.ty().is_memref() && want.is_memref() && m.ty().rank() == want.rank() {
        return fresh_copy(b, m, want, at);
    }
    Err(PassError::new(
        at,
        format!(
            "cannot use a buffer of type {} where {} is expected",
            m.ty().print(),
            want.print()
        ),
    ))
}

/// `memref.cast %m : ... to ty`.
pub fn memref_cast(b: &Builder, m: Value, ty: Type) -> Value {
    b.create(OpSpec {
        name: "memref.cast",
        operands: &[m],
        results: &[ty],
        ..Default::default()
    })
    .result(0)
}

/// `bufferization.to_tensor %m restrict : ... to ty`.
pub fn tensor(b: &Builder, m: Value, ty: Type) -> Value {
    crate::ir::ops::to_tensor(b, m, ty, true, false)
}

/// The dynamic sizes of ranked memref `m` for an allocation of type `ty`
/// (one `memref.dim` per dynamic dimension of `ty`).
pub fn dynamic_sizes(b: &Builder, m: Value, ty: Type) -> Vec<Value> {
    (0..ty.rank())
        .filter(|&d| ty.dim(d).is_none())
        .map(|d| {
            let i = crate::ir::ops::const_index(b, d as i64);
            memref_dim(b, m, i)
        })
        .collect()
}

/// A fresh `memref.alloc` of type `ty` (ranked, identity layout) holding a
/// copy of `m` (same shape).
pub fn fresh_copy(b: &Builder, m: Value, ty: Type, at: Op) -> Result<Value, PassError> {
    if !ty.is_memref() || !m.ty().is_memref() {
        return Err(PassError::new(
            at,
            "copying an unranked buffer is not supported by the legacy bufferization",
        ));
    }
    let sizes = dynamic_sizes(b, m, ty);
    let fresh = memref_alloc(b, ty, &sizes, None);
    memref_copy(b, m, fresh);
    Ok(fresh)
}

/// Replaces the results of `op` (all uses) by `values`, wrapping a buffer
/// that stands for a tensor result in a `to_tensor`; then erases `op`.
pub fn replace_op(op: Op, values: &[Value]) {
    let b = Builder::before(op);
    let repl: Vec<Value> = op
        .results()
        .zip(values)
        .map(|(r, &v)| {
            if r.ty().is_tensor() && v.ty().is_any_memref() {
                tensor(&b, v, r.ty())
            } else {
                v
            }
        })
        .collect();
    op.replace_all_uses_with(&repl);
    op.erase();
}
