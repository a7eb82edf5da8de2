//! `ferrobuf-expand-realloc{emit-deallocs=true}`: lowers `memref.realloc`.
//!
//! # Contract
//! Every `memref.realloc` nested in the op the pass runs on is replaced by
//! an explicit grow-or-reinterpret sequence; nothing else changes. Same
//! semantics (and, op for op, the same output) as upstream
//! `--expand-realloc`:
//!
//! ```mlir
//! %r = memref.realloc %m(%n) {alignment = 8} : memref<?xf32> to memref<?xf32>
//! ```
//! becomes
//! ```mlir
//! %c0 = arith.constant 0 : index
//! %dim = memref.dim %m, %c0 : memref<?xf32>
//! %grow = arith.cmpi ult, %dim, %n : index
//! %r = scf.if %grow -> (memref<?xf32>) {
//!   %new = memref.alloc(%n) {alignment = 8 : i64} : memref<?xf32>
//!   %sv = memref.subview %new[0] [%dim] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
//!   memref.copy %m, %sv : memref<?xf32> to memref<?xf32, strided<[1]>>
//!   memref.dealloc %m : memref<?xf32>        // only with emit-deallocs=true
//!   scf.yield %new : memref<?xf32>
//! } else {
//!   %rc = memref.reinterpret_cast %m to offset: [0], sizes: [%n], strides: [1]
//!       : memref<?xf32> to memref<?xf32>
//!   scf.yield %rc : memref<?xf32>
//! }
//! ```
//! Static extents become `arith.constant`s (old size first, then new size);
//! the element type, memory space and `alignment` are kept.
//!
//! # Better than upstream: static shrink
//! When both extents are static and the new one is smaller, upstream emits
//! the `scf.if` anyway, and its (dead) grow branch holds a subview larger
//! than its source, which fails verification: upstream turns valid input
//! into invalid IR. ferrobuf emits only what runs, the `reinterpret_cast`:
//! ```mlir
//! %r = memref.realloc %m : memref<6xi8> to memref<3xi8>
//! // becomes
//! %r = memref.reinterpret_cast %m to offset: [0], sizes: [3], strides: [1]
//!     : memref<6xi8> to memref<3xi8>
//! ```
//!
//! With `emit-deallocs=false` the old buffer is not freed on the grow path;
//! use that when ownership-based deallocation runs afterwards (it frees the
//! old buffer if it owns it), as the deallocation pipeline does.
//!
//! # Preconditions and errors
//! The input verifies (the realloc verifier already demands 1-D memrefs with
//! identity layout and equal element type and memory space). A realloc that
//! nevertheless is not of that form is reported as an error at the realloc
//! and the pass fails without changing anything.

use crate::ir::ops::{self, CmpI, Ofr};
use crate::ir::{Builder, Op, Type};
use crate::op_names;
use crate::pass::{Changed, OptionDef, OptionKind, Options, PassDef, PassError, PassResult};

/// The pass declaration.
pub static PASS: PassDef = PassDef {
    argument: "ferrobuf-expand-realloc",
    summary: "Expand memref.realloc into alloc + copy (+ dealloc) or reinterpret_cast, like upstream --expand-realloc",
    anchor: None,
    dependent_dialects: &["arith", "memref", "scf"],
    options: &[OptionDef {
        name: "emit-deallocs",
        help: "Free the original buffer when a larger one is allocated",
        kind: OptionKind::Bool(true),
    }],
    run,
};

op_names!(Names { realloc = "memref.realloc" });

fn run(root: Op, options: &Options) -> PassResult {
    let emit_deallocs = options.bool("emit-deallocs");
    let names = Names::new(root.context());
    let reallocs = root.collect_nested(names.realloc);
    for &r in &reallocs {
        check(r)?;
    }
    for &r in &reallocs {
        expand(r, emit_deallocs);
    }
    Ok(if reallocs.is_empty() {
        Changed::No
    } else {
        Changed::Yes
    })
}

fn is_1d_identity_memref(t: Type) -> bool {
    t.is_memref() && t.rank() == 1 && t.has_identity_layout()
}

fn check(r: Op) -> Result<(), PassError> {
    let src = r.operand(0).ty();
    let res = r.result(0).ty();
    if !is_1d_identity_memref(src) || !is_1d_identity_memref(res) {
        return Err(PassError::new(
            r,
            "expected 1-D memrefs with identity layout on memref.realloc",
        ));
    }
    if res.dim(0).is_none() && r.num_operands() < 2 {
        return Err(PassError::new(
            r,
            "dynamic result size of memref.realloc needs a size operand",
        ));
    }
    Ok(())
}

fn expand(r: Op, emit_deallocs: bool) {
    let b = Builder::before(r);
    let src = r.operand(0);
    let src_ty = src.ty();
    let res_ty = r.result(0).ty();

    if let (Some(old), Some(new)) = (src_ty.dim(0), res_ty.dim(0))
        && new < old
    {
        let cast = ops::memref_reinterpret_cast(
            &b,
            src,
            res_ty,
            Ofr::Static(0),
            &[Ofr::Static(new)],
            &[Ofr::Static(1)],
        );
        r.replace_all_uses_with(&[cast]);
        r.erase();
        return;
    }

    let (old_size, old_ofr) = match src_ty.dim(0) {
        Some(n) => (ops::const_index(&b, n), Ofr::Static(n)),
        None => {
            let c0 = ops::const_index(&b, 0);
            let d = ops::memref_dim(&b, src, c0);
            (d, Ofr::Dynamic(d))
        }
    };
    let (new_size, new_ofr) = match res_ty.dim(0) {
        Some(n) => (ops::const_index(&b, n), Ofr::Static(n)),
        None => {
            let n = r.operand(1);
            (n, Ofr::Dynamic(n))
        }
    };
    let grow = ops::cmpi(&b, CmpI::Ult, old_size, new_size);
    let if_op = ops::scf_if(&b, grow, &[res_ty]);

    // Then: allocate the larger buffer and copy the old contents into its
    // prefix.
    let then_block = if_op.region(0).first_block().expect("scf.if then block");
    let tb = Builder::at_end(then_block, r.loc());
    let dyn_sizes: Vec<_> = match new_ofr {
        Ofr::Dynamic(v) => vec![v],
        Ofr::Static(_) => vec![],
    };
    let alloc = ops::memref_alloc(&tb, res_ty, &dyn_sizes, r.attr("alignment"));
    let ctx = r.context();
    let prefix_shape = [match old_ofr {
        Ofr::Static(n) => n,
        Ofr::Dynamic(_) => crate::ir::dynamic_size(),
    }];
    let prefix_ty = Type::memref(
        &prefix_shape,
        res_ty.element_type(),
        Some(ctx.strided_layout(0, &[1])),
        res_ty.memref_memory_space(),
    )
    .expect("valid strided subview type");
    let prefix = ops::memref_subview(
        &tb,
        alloc,
        prefix_ty,
        &[Ofr::Static(0)],
        &[old_ofr],
        &[Ofr::Static(1)],
    );
    ops::memref_copy(&tb, src, prefix);
    if emit_deallocs {
        ops::memref_dealloc(&tb, src);
    }
    ops::scf_yield(&tb, &[alloc]);

    // Else: the old buffer is large enough; view it with the new size.
    let else_block = if_op.region(1).first_block().expect("scf.if else block");
    let eb = Builder::at_end(else_block, r.loc());
    let cast = ops::memref_reinterpret_cast(
        &eb,
        src,
        res_ty,
        Ofr::Static(0),
        &[new_ofr],
        &[Ofr::Static(1)],
    );
    ops::scf_yield(&eb, &[cast]);

    r.replace_all_uses_with(&[if_op.result(0)]);
    r.erase();
}
