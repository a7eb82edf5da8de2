//! Views: `memref.subview` of slices and the reshapes (`tensor.cast`,
//! `collapse_shape`, `expand_shape`, `reshape`, `arith.index_cast` of
//! tensors), a view wherever a strided form exists.

use crate::ir::{Builder, Op, OpSpec, Type, Value, ops};
use crate::pass::PassError;
use crate::passes::one_shot::types::{self};

use super::{R, Rewriter, static_ints};

/// The `explain` remark of a copy made before `expand_shape`/`collapse_shape`.
const RESHAPE_COPY: &str = "copy to an identity layout before reshaping";

impl Rewriter<'_> {
    /// A `memref.subview` of `src` with the offsets/sizes/strides of
    /// slice op `op` (whose dynamic operands start at `first_dyn`).
    pub(super) fn subview(
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

    pub(super) fn reshape(&mut self, op: Op, b: &Builder) -> R<()> {
        let n = self.names;
        let t = op.result(0);
        let src = self.buffer(op.operand(0));
        // The view is of a copy made here (the source's layout has no
        // view of the new shape): that copy is already a buffer of the
        // result's own, so an out-of-place result needs no second one.
        let mut private_copy = false;
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
                    let src = self.identity_copy(op, b, src, RESHAPE_COPY)?;
                    private_copy = true;
                    let ty = types::identity(t.ty(), src.ty().memref_memory_space());
                    self.reshape_view(op, b, src, ty, "memref.expand_shape")
                }
            }
        } else if op.is(n.collapse_shape) || op.is(n.expand_shape) {
            // Views of identity-layout buffers; others are copied first
            // (a strided buffer may not be contiguous where it collapses).
            let name = if op.is(n.collapse_shape) {
                "memref.collapse_shape"
            } else {
                "memref.expand_shape"
            };
            // A collapse whose every group has at most one non-unit dim is
            // contiguous in any layout: a strided view (verified; MLIR
            // infers the result layout, a mismatch falls back to a copy).
            let strided = (op.is(n.collapse_shape) && !src.ty().has_identity_layout())
                .then(|| {
                    let groups = op
                        .attr("reassociation")
                        .and_then(|a| types::reassociation_groups(&a.print()))?;
                    types::collapsed(src.ty(), &t.ty().shape(), &groups)
                })
                .flatten()
                .and_then(|ty| {
                    let v = self.reshape_view(op, b, src, ty, name);
                    let view = v.defining_op()?;
                    if view.verify() {
                        Some(v)
                    } else {
                        view.erase();
                        None
                    }
                });
            if let Some(v) = strided {
                v
            } else if src.ty().has_identity_layout() {
                let ty = types::identity(t.ty(), src.ty().memref_memory_space());
                self.reshape_view(op, b, src, ty, name)
            } else {
                // A block argument (through casts) is fully dynamic until
                // its block is rewritten: the copy of one decided in place
                // may be undone later. Out of place, the copy stays: it
                // is the result's own buffer.
                let arg = !crate::analysis::alias::strip_casts(src).is_result();
                let undoable = arg && self.out_of_place(op, 0).is_none();
                let explain = if undoable { None } else { Some(RESHAPE_COPY) };
                let (copy, copy_op) = self.identity_copy_explained(op, b, src, explain)?;
                let ty = types::identity(t.ty(), copy.ty().memref_memory_space());
                let view = self.reshape_view(op, b, copy, ty, name);
                if undoable && let Some(v) = view.defining_op() {
                    self.layout_copies.push((copy_op, v));
                } else {
                    private_copy = true;
                }
                view
            }
        } else {
            self.tensor_reshape(op, b)?
        };
        let m = if private_copy {
            m
        } else {
            self.copy_result(b, op, 0, t.ty(), m)?
        };
        self.bufs.insert(t, m);
        self.kill(op);
        Ok(())
    }

    /// A copy of `src` (the source of reshape `op`) in an identity layout;
    /// `why` is the `explain` remark.
    pub(super) fn identity_copy(&mut self, op: Op, b: &Builder, src: Value, why: &str) -> R<Value> {
        Ok(self.identity_copy_explained(op, b, src, Some(why))?.0)
    }

    /// [`Self::identity_copy`], the `explain` remark only with `why`; also
    /// returns the `memref.copy`.
    fn identity_copy_explained(
        &mut self,
        op: Op,
        b: &Builder,
        src: Value,
        why: Option<&str>,
    ) -> R<(Value, Op)> {
        let new = self.alloc_like(
            b,
            self.tty(op.operand(0)),
            Some(src),
            src.ty().memref_memory_space(),
        )?;
        let copy = ops::memref_copy(b, src, new);
        if let Some(why) = why {
            self.explain(new, why, None);
        }
        Ok((new, copy))
    }

    /// `memref.expand_shape`/`collapse_shape` (`name`) of `src` with result
    /// type `ty`, keeping the reshape's reassociation and output shape.
    pub(super) fn reshape_view(
        &self,
        op: Op,
        b: &Builder,
        src: Value,
        ty: Type,
        name: &str,
    ) -> Value {
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
}

/// Undoes the copies to an identity layout that [`Rewriter`] made before
/// reshapes of block arguments (`(copy, reshape)` pairs, see
/// `Rewriter::layout_copies`), once the block arguments have their final
/// types ([`super::block_args::narrow_block_arguments`]): when the copied
/// buffer, through casts, now has the identity layout and the shape of
/// the copy, the reshape takes it directly and the allocation and copy go
/// (the reshape was decided in place: a view of its source). Otherwise the
/// copy stays, with its `explain` remark when `explain`.
pub fn undo_layout_copies(copies: Vec<(Op, Op)>, explain: bool) {
    for (copy, reshape) in copies {
        let alloc = copy.operand(1);
        let base = crate::analysis::alias::strip_casts(copy.operand(0));
        let only_uses = alloc.uses().len() == 2 && reshape.operand(0) == alloc;
        let fits = base.ty().is_any_memref()
            && !base.ty().is_unranked_memref()
            && base.ty().has_identity_layout()
            && base.ty().shape() == alloc.ty().shape()
            && base.ty().memref_memory_space() == alloc.ty().memref_memory_space();
        if only_uses && fits {
            let mut src = copy.operand(0);
            reshape.set_operand(0, base);
            copy.erase();
            if let Some(a) = alloc.defining_op() {
                a.erase();
            }
            // Casts left without uses go too.
            while src != base {
                let Some(c) = src.defining_op() else { break };
                if src.first_use_owner().is_some() {
                    break;
                }
                let next = c.operand(0);
                c.erase();
                src = next;
            }
        } else if explain && let Some(a) = alloc.defining_op() {
            a.emit_remark(&format!(
                "ferrobuf: {RESHAPE_COPY}: the op bufferizes to a new buffer"
            ));
        }
    }
}
