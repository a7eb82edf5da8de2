//! Buffer types: the memref type a tensor value bufferizes to.
//!
//! - New allocations get the identity layout, in the memory space of the
//!   tensor's encoding (`use-encoding-for-memory-space`) or none.
//! - Views keep their source's layout: a subview's strides are the source
//!   strides times the slice strides, its offset the source offset plus
//!   the sum of slice offsets times source strides (dynamic as soon as one
//!   input is), unit dimensions dropped as the result tensor drops them.
//! - Function boundaries and values of unknown origin use the layout policy
//!   of the options: fully dynamic (`strided<[?, ...], offset: ?>`) or
//!   identity.

use crate::ir::{Attribute, Type, dynamic_size};

/// Layout policies (`function-boundary-type-conversion`,
/// `unknown-type-conversion`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LayoutPolicy {
    InferLayout,
    Identity,
    FullyDynamic,
}

/// `memref<shape x elem>` with the identity layout.
pub fn identity(tensor: Type, space: Option<Attribute>) -> Type {
    if tensor.is_unranked_tensor() {
        return unranked(tensor, space);
    }
    Type::memref(&tensor.shape(), tensor.element_type(), None, space).expect("identity memref type")
}

/// `memref<shape x elem, strided<[?, ...], offset: ?>>`.
pub fn fully_dynamic(tensor: Type, space: Option<Attribute>) -> Type {
    if tensor.is_unranked_tensor() {
        return unranked(tensor, space);
    }
    let ctx = tensor.context();
    let rank = tensor.rank();
    let layout = ctx.strided_layout(dynamic_size(), &vec![dynamic_size(); rank]);
    Type::memref(&tensor.shape(), tensor.element_type(), Some(layout), space)
        .expect("fully dynamic memref type")
}

/// `memref<*x elem>` for an unranked tensor.
fn unranked(tensor: Type, space: Option<Attribute>) -> Type {
    Type::unranked_memref(tensor.element_type(), space).expect("unranked memref type")
}

/// The buffer type of a tensor under `policy` (infer-layout counts as fully
/// dynamic where nothing is inferred).
pub fn with_policy(tensor: Type, policy: LayoutPolicy, space: Option<Attribute>) -> Type {
    match policy {
        LayoutPolicy::Identity => identity(tensor, space),
        LayoutPolicy::InferLayout | LayoutPolicy::FullyDynamic => fully_dynamic(tensor, space),
    }
}

/// A memref type with `shape` and the same element type, layout and memory
/// space as `like` (for casts between static and dynamic shapes).
pub fn reshaped_like(like: Type, shape: &[i64]) -> Type {
    let layout = (!like.has_identity_layout()).then(|| like.memref_layout());
    Type::memref(
        shape,
        like.element_type(),
        layout,
        like.memref_memory_space(),
    )
    .unwrap_or_else(|| {
        Type::memref(shape, like.element_type(), None, like.memref_memory_space())
            .expect("memref type")
    })
}

fn mul(a: i64, b: i64) -> i64 {
    // As MLIR's saturated arithmetic: zero times anything is zero.
    if a == 0 || b == 0 {
        0
    } else if a == dynamic_size() || b == dynamic_size() {
        dynamic_size()
    } else {
        a * b
    }
}

fn add(a: i64, b: i64) -> i64 {
    if a == dynamic_size() || b == dynamic_size() {
        dynamic_size()
    } else {
        a + b
    }
}

/// The type of `memref.expand_shape` of a strided buffer `source` into
/// `shape` with `groups` (the reassociation: output dims per source dim):
/// within a group the innermost output dim keeps the source dim's stride
/// and each outer one multiplies by the sizes inside it (dynamic when a
/// size or the stride is); the offset is kept. `None` when `source` has
/// no strided form or the groups do not fit.
pub fn expanded(source: Type, shape: &[i64], groups: &[Vec<usize>]) -> Option<Type> {
    // A source whose layout is the identity map in any form (`strided<[1]>`)
    // expands to the identity layout, as MLIR infers it.
    if source.layout_map_is_identity() {
        return Type::memref(
            shape,
            source.element_type(),
            None,
            source.memref_memory_space(),
        );
    }
    let (src_strides, off) = source.strides_and_offset()?;
    if groups.len() != src_strides.len() {
        return None;
    }
    let mut strides = vec![0i64; shape.len()];
    for (g, dims) in groups.iter().enumerate() {
        let mut stride = src_strides[g];
        for &d in dims.iter().rev() {
            *strides.get_mut(d)? = stride;
            stride = mul(stride, *shape.get(d)?);
        }
    }
    strided_like(source, shape, off, &strides)
}

/// The strided type of `memref.collapse_shape` of `source` to `shape`
/// with `groups` (the source dims per result dim), when every group is
/// contiguous whatever the strides are: at most one of its dims is not a
/// static 1 (a unit dim adds no step). The result dim takes the stride of
/// that dim (dynamic when all are units with dynamic strides; all units
/// with a static stride: `None`); the offset is kept. `None` otherwise (a
/// group of two non-unit dims of a strided buffer need not be contiguous)
/// or when `source` has no strided form.
/// The caller verifies the op it builds with this type.
pub fn collapsed(source: Type, shape: &[i64], groups: &[Vec<usize>]) -> Option<Type> {
    let (src_strides, off) = source.strides_and_offset()?;
    let src_shape = source.shape();
    if groups.len() != shape.len() {
        return None;
    }
    let mut strides = Vec::with_capacity(groups.len());
    for dims in groups {
        let non_unit: Vec<usize> = dims
            .iter()
            .copied()
            .filter(|&d| src_shape.get(d) != Some(&1))
            .collect();
        let stride = match non_unit.as_slice() {
            // All units: any stride addresses the one element; MLIR's
            // inferred one is dynamic here only when the source's are.
            [] if dims
                .iter()
                .all(|&d| src_strides.get(d) == Some(&dynamic_size())) =>
            {
                dynamic_size()
            }
            [] => return None,
            [d] => *src_strides.get(*d)?,
            _ => return None,
        };
        strides.push(stride);
    }
    strided_like(source, shape, off, &strides)
}

/// A memref of `shape` with the strided layout (`offset`, `strides`) and
/// the element type and memory space of `source`.
fn strided_like(source: Type, shape: &[i64], offset: i64, strides: &[i64]) -> Option<Type> {
    let layout = source.context().strided_layout(offset, strides);
    Type::memref(
        shape,
        source.element_type(),
        Some(layout),
        source.memref_memory_space(),
    )
}

/// The reassociation groups of a printed `reassociation` attribute
/// (`[[0, 1], [2]]`).
pub fn reassociation_groups(printed: &str) -> Option<Vec<Vec<usize>>> {
    let inner = printed.trim().strip_prefix('[')?.strip_suffix(']')?;
    let mut groups = Vec::new();
    for part in inner.split(']') {
        let part = part.trim_start_matches([',', ' ', '[']);
        if part.trim().is_empty() {
            continue;
        }
        let g: Option<Vec<usize>> = part
            .split(',')
            .map(|x| x.trim().parse::<usize>().ok())
            .collect();
        groups.push(g?);
    }
    Some(groups)
}

/// The type of `memref.subview` of `source` with static offsets/sizes/
/// strides (`kDynamic` for SSA values), rank-reduced to `result_shape`.
pub fn subview(
    source: Type,
    offsets: &[i64],
    sizes: &[i64],
    strides: &[i64],
    result_shape: &[i64],
) -> Option<Type> {
    let (src_strides, src_off) = source.strides_and_offset()?;
    let mut off = src_off;
    let mut out_strides = Vec::with_capacity(sizes.len());
    for d in 0..sizes.len() {
        off = add(off, mul(offsets[d], src_strides[d]));
        out_strides.push(mul(src_strides[d], strides[d]));
    }
    // Rank reduction: drop unit dimensions the result shape does not have.
    let (mut shape, mut kept) = (Vec::new(), Vec::new());
    if result_shape.len() == sizes.len() {
        shape = result_shape.to_vec();
        kept = out_strides;
    } else {
        let mut j = 0;
        for d in 0..sizes.len() {
            let remaining_sizes = sizes.len() - d;
            let remaining_result = result_shape.len() - j;
            if j < result_shape.len()
                && (sizes[d] != 1 || result_shape[j] == 1 && remaining_sizes == remaining_result)
            {
                shape.push(result_shape[j]);
                kept.push(out_strides[d]);
                j += 1;
            } else if sizes[d] != 1 {
                return None;
            }
        }
        if j != result_shape.len() {
            return None;
        }
    }
    let layout = source.context().strided_layout(off, &kept);
    Type::memref(
        &shape,
        source.element_type(),
        Some(layout),
        source.memref_memory_space(),
    )
}

/// Whether a value of memref type `from` can be `memref.cast` to `to`
/// without a run-time layout assumption (same shape up to dynamic sizes,
/// which `memref.cast` checks like `tensor.cast` does, and `to`'s layout at
/// least as dynamic as `from`'s).
pub fn cast_compatible(from: Type, to: Type) -> bool {
    if from == to {
        return true;
    }
    // Ranked <-> unranked: same element type and memory space.
    if from.is_unranked_memref() || to.is_unranked_memref() {
        return from.element_type() == to.element_type()
            && from.memref_memory_space() == to.memref_memory_space()
            && !(from.is_unranked_memref() && to.is_unranked_memref());
    }
    if from.rank() != to.rank() || from.element_type() != to.element_type() {
        return false;
    }
    if from.memref_memory_space() != to.memref_memory_space() {
        return false;
    }
    let (Some((fs, fo)), Some((ts, to_))) = (from.strides_and_offset(), to.strides_and_offset())
    else {
        return false;
    };
    let dynamic = dynamic_size();
    let shape_ok = from
        .shape()
        .iter()
        .zip(to.shape())
        .all(|(&a, b)| b == dynamic || a == dynamic || a == b);
    // One layout attribute on both sides (both identity, say) holds for
    // any sizes: `memref<?x?xi64>` casts to `memref<1x2xi64>`. Otherwise
    // the target may only forget static strides and offset, never invent
    // them (a cast that asserts strides at run time is never built here).
    let layout_ok = from.memref_layout() == to.memref_layout()
        || ((to_ == dynamic || to_ == fo)
            && fs.iter().zip(&ts).all(|(&a, &b)| b == dynamic || a == b));
    shape_ok && layout_ok
}

/// Join of two buffer types at a control-flow merge: equal, or fully
/// dynamic layout (and dynamic sizes where they differ).
pub fn join(a: Type, b: Type) -> Type {
    if a == b {
        return a;
    }
    if a.is_unranked_memref() || b.is_unranked_memref() {
        return Type::unranked_memref(a.element_type(), a.memref_memory_space())
            .expect("unranked memref type");
    }
    let shape: Vec<i64> = a
        .shape()
        .iter()
        .zip(b.shape())
        .map(|(&x, y)| if x == y { x } else { dynamic_size() })
        .collect();
    let ctx = a.context();
    let layout = ctx.strided_layout(dynamic_size(), &vec![dynamic_size(); shape.len()]);
    Type::memref(
        &shape,
        a.element_type(),
        Some(layout),
        a.memref_memory_space(),
    )
    .expect("joined memref type")
}

/// The first tensor-like type of another dialect (not a builtin tensor,
/// e.g. `!test.test_tensor`) among `op`'s operands and results, and, for a
/// function when `boundaries`, its signature. ferrobuf bufferizes builtin
/// tensors only: such ops are rejected with a located error instead of
/// being left on tensors.
pub fn custom_tensor_like(op: crate::ir::Op, boundaries: bool) -> Option<Type> {
    let signature = if boundaries && op.is_function() {
        let mut t = op.function_argument_types();
        t.extend(op.function_result_types());
        t
    } else {
        Vec::new()
    };
    op.operands()
        .chain(op.results())
        .map(|v| v.ty())
        .chain(signature)
        .find(|t| t.is_custom_tensor_like())
}
