//! Clones that MLIR's own lowering cannot lower, expanded by
//! `ferrobuf-bufferization-lower-deallocations`.
//!
//! MLIR 22's `convert-bufferization-to-memref` lowers `bufferization.clone`
//! to an identity-layout `memref.alloc`, a `memref.cast` to the clone's
//! type and a `memref.copy`; it fails ("failed to legalize operation
//! 'bufferization.clone'") when that cast is not valid: the clone's layout
//! has a static offset other than 0, or a static stride that differs from
//! the identity layout's (static) stride there, e.g. the clone of a
//! returned `memref.subview %a[3] [3] [1]` (`strided<[1], offset: 3>`),
//! which the ownership-based deallocation makes when a function returns a
//! view twice. Such a program could not be compiled further.
//!
//! # Contract
//! Each `bufferization.clone` of a ranked memref with a strided layout of
//! non-negative static strides (dynamic ones allowed) whose type an
//! identity-layout buffer cannot be cast to (a static offset other than 0,
//! or a static stride other than the identity layout's there) becomes:
//! - `memref.alloc` of a 1-D buffer of `offset + span` elements (at least
//!   0; static when the clone's type is), in the clone's memory space;
//!   `span` is `1 + sum((size_d - 1) * stride_d)` over the static strides,
//!   then, innermost first, each dynamic stride is chosen as the span so
//!   far (at least 1) and multiplies it by its size: the smallest buffer
//!   holding every element of an injective layout of that type (the clone
//!   of a view of a constant returned twice: `strided<[?, 1], offset: 1>`,
//!   fuzzer seed 12926 @t31);
//! - `memref.reinterpret_cast` of it to the clone's type: the type's static
//!   offset, sizes and strides; 0 for a dynamic offset; the source's sizes
//!   (`memref.dim`) for dynamic ones; the chosen dynamic strides;
//! - `memref.copy` of the source into it.
//!
//! A static offset costs that many unused elements (the type fixes where
//! the data starts in the buffer). The result has exactly the clone's type
//! and contents, and no alias of the source; its allocated pointer is the new buffer's, so a
//! `memref.dealloc` of it (or of its base buffer) frees exactly that
//! buffer. Clones the upstream lowering handles are left to it (same IR as
//! before); so are unranked clones and layouts with negative static
//! strides (neither can lower them; the deallocation does not make them).
//!
//! # Cost
//! One walk over the ops; a few ops per expanded clone.

use crate::ir::ops::{self, Ofr};
use crate::ir::{Builder, Op, Order, Type, Value, Walk, dynamic_size};

/// Expands the clones in `root` that need it; whether any did.
pub(crate) fn expand(root: Op) -> bool {
    let ctx = root.context();
    let clone = ctx.ident("bufferization.clone");
    let mut clones = Vec::new();
    root.walk(Order::Post, |op| {
        if op.name() == clone && needs_expansion(op.result(0).ty(), op.operand(0).ty()) {
            clones.push(op);
        }
        Walk::Advance
    });
    for &c in &clones {
        expand_one(c);
    }
    !clones.is_empty()
}

/// Whether a clone of type `ty` (of a source of type `src`) cannot be
/// lowered by MLIR's `convert-bufferization-to-memref` (no identity buffer
/// casts to `ty`). The lowering allocates the clone's shape, but its sizes
/// from `memref.dim` of the source fold to constants where the source's
/// size is static: the identity buffer then has the source's static sizes
/// (a clone of `memref<2x1xi64, strided<[2, 1]>>` to `memref<2x?xi64,
/// strided<[2, 1], offset: ?>>` allocates `memref<2x1xi64>`, of strides
/// `[1, 1]`: the cast to stride 2 is invalid; fuzzer seed 12601 @t8).
fn needs_expansion(ty: Type, src: Type) -> bool {
    if !ty.is_memref() {
        return false;
    }
    let Some((strides, offset)) = ty.strides_and_offset() else {
        return false;
    };
    let mut shape = ty.shape();
    if src.is_memref() {
        let src_shape = src.shape();
        if src_shape.len() == shape.len() {
            for (d, &s) in shape.iter_mut().zip(&src_shape) {
                if *d == dynamic_size() {
                    *d = s;
                }
            }
        }
    }
    let Some(identity) = Type::memref(&shape, ty.element_type(), None, ty.memref_memory_space())
    else {
        return false;
    };
    let Some((id_strides, id_offset)) = identity.strides_and_offset() else {
        return false;
    };
    // Layouts with a negative static stride are not expanded (the
    // deallocation makes none); dynamic strides are chosen by the
    // expansion.
    if strides.iter().any(|&st| st != dynamic_size() && st < 0) {
        return false;
    }
    let clash = |a: i64, b: i64| a != b && a != dynamic_size() && b != dynamic_size();
    clash(offset, id_offset) || strides.iter().zip(&id_strides).any(|(&a, &b)| clash(a, b))
}

fn expand_one(c: Op) {
    let src = c.operand(0);
    let ty = c.result(0).ty();
    let (strides, offset) = ty.strides_and_offset().expect("checked: strided layout");
    let shape = ty.shape();
    let rank = shape.len();
    let b = Builder::before(c);
    // A dynamic offset may be anything: 0 wastes nothing (the source's
    // could be far into a large buffer).
    let offset_ofr = if offset == dynamic_size() {
        Ofr::Dynamic(ops::const_index(&b, 0))
    } else {
        Ofr::Static(offset)
    };
    let sizes: Vec<Ofr> = (0..rank)
        .map(|d| {
            if shape[d] == dynamic_size() {
                let idx = ops::const_index(&b, d as i64);
                Ofr::Dynamic(ops::memref_dim(&b, src, idx))
            } else {
                Ofr::Static(shape[d])
            }
        })
        .collect();
    // Static strides as the type gives them; the dynamic ones are chosen:
    // innermost first, each gets the span of everything laid out so far
    // (the static dimensions first, then the dynamic ones already placed),
    // and multiplies it by its size. Every index then lands in its own
    // element (the static part is the layout of a real view), and the
    // elements run from `offset` to `offset + span - 1`.
    let mut span = Sum::new(&b);
    span.add(&Ofr::Static(1));
    for (size, &stride) in sizes.iter().zip(&strides) {
        if stride == dynamic_size() {
            continue;
        }
        match size {
            Ofr::Static(n) => span.add(&Ofr::Static((n - 1) * stride)),
            Ofr::Dynamic(n) => {
                let one = ops::const_index(&b, 1);
                let less = ops::arith_binary(&b, "arith.subi", *n, one);
                let s = ops::const_index(&b, stride);
                span.add(&Ofr::Dynamic(ops::arith_binary(&b, "arith.muli", less, s)));
            }
        }
    }
    let mut span = span.finish();
    let mut stride_ofrs: Vec<Ofr> = strides.iter().map(|&st| Ofr::Static(st)).collect();
    for d in (0..rank).rev().filter(|&d| strides[d] == dynamic_size()) {
        // (A size of 0 leaves no element: the stride only has to be a
        // valid index, at least 1.)
        let stride = at_least_one(&b, span);
        stride_ofrs[d] = stride;
        span = product(&b, stride, sizes[d]);
    }
    // Elements: offset + span, folded where static.
    let mut total = Sum::new(&b);
    total.add(&Ofr::Static(if offset == dynamic_size() {
        0
    } else {
        offset
    }));
    total.add(&span);
    let buffer = match total.finish() {
        Ofr::Static(n) => {
            let t = Type::memref(
                &[n.max(0)],
                ty.element_type(),
                None,
                ty.memref_memory_space(),
            )
            .expect("1-D buffer type");
            ops::memref_alloc(&b, t, &[], None)
        }
        Ofr::Dynamic(v) => {
            let zero = ops::const_index(&b, 0);
            let n = ops::arith_binary(&b, "arith.maxsi", v, zero);
            let t = Type::memref(
                &[dynamic_size()],
                ty.element_type(),
                None,
                ty.memref_memory_space(),
            )
            .expect("1-D buffer type");
            ops::memref_alloc(&b, t, &[n], None)
        }
    };
    let view = ops::memref_reinterpret_cast(&b, buffer, ty, offset_ofr, &sizes, &stride_ofrs);
    ops::memref_copy(&b, src, view);
    c.result(0).replace_all_uses_with(view);
    c.erase();
}

/// `max(x, 1)`, folded when static.
fn at_least_one(b: &Builder, x: Ofr) -> Ofr {
    match x {
        Ofr::Static(n) => Ofr::Static(n.max(1)),
        Ofr::Dynamic(v) => {
            let one = ops::const_index(b, 1);
            Ofr::Dynamic(ops::arith_binary(b, "arith.maxsi", v, one))
        }
    }
}

/// `x * y`, folded when both are static.
fn product(b: &Builder, x: Ofr, y: Ofr) -> Ofr {
    match (x, y) {
        (Ofr::Static(m), Ofr::Static(n)) => Ofr::Static(m * n),
        _ => {
            let (xv, yv) = (x.value(b), y.value(b));
            Ofr::Dynamic(ops::arith_binary(b, "arith.muli", xv, yv))
        }
    }
}

/// An index sum, static terms folded.
struct Sum<'a> {
    b: &'a Builder,
    constant: i64,
    dynamic: Option<Value>,
}

impl<'a> Sum<'a> {
    fn new(b: &'a Builder) -> Sum<'a> {
        Sum {
            b,
            constant: 0,
            dynamic: None,
        }
    }

    fn add(&mut self, x: &Ofr) {
        match x {
            Ofr::Static(n) => self.constant += n,
            Ofr::Dynamic(v) => {
                self.dynamic = Some(match self.dynamic {
                    None => *v,
                    Some(d) => ops::arith_binary(self.b, "arith.addi", d, *v),
                });
            }
        }
    }

    fn finish(self) -> Ofr {
        match self.dynamic {
            None => Ofr::Static(self.constant),
            Some(d) if self.constant == 0 => Ofr::Dynamic(d),
            Some(d) => {
                let c = ops::const_index(self.b, self.constant);
                Ofr::Dynamic(ops::arith_binary(self.b, "arith.addi", d, c))
            }
        }
    }
}
