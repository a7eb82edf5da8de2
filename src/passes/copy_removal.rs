//! `ferrobuf-copy-removal`: the post pass of the clone-based deallocation
//! (spec: bufferization-on-mlir-legacy.md, "CopyRemoval Pass", and the
//! clone canonicalization of buffer-deallocation-internals.md): removes
//! copies and clones whose source or target buffer can be used instead.
//!
//! # Contract
//! Runs on any op (every function in it). Three rewrites, each only when
//! the two buffers have the same type and all ops involved lie in one
//! block `B`:
//! 1. **Clone of a buffer freed after it**: `%c = bufferization.clone %s`
//!    ... `memref.dealloc %s`, no use of anything `%s` flows into between
//!    the two (other than the free): `%c` becomes `%s`; the clone and the
//!    free go (the buffer lives on under its old name).
//! 2. **Reuse the source**: `%t = memref.alloc` (any op with a managed
//!    `Allocate` effect on `%t`, and nothing else) ... `memref.copy %s, %t`
//!    ... `memref.dealloc %s`, with no use of `%t` between its allocation
//!    and the copy and no use of anything `%s` flows into between the copy
//!    and the free: `%t` becomes `%s`; the allocation, the copy and the
//!    free go (the spec's `@dynamic_allocation`).
//! 3. **Reuse the target**: `%s = memref.alloc` ... `memref.copy %s, %t`
//!    ... `memref.dealloc %s`, where `%t` is defined before `%s`'s
//!    allocation in `B` (or is an argument of `B` or of the function), with
//!    no use of anything `%t` flows into between the allocation and the
//!    copy and no use of anything `%s` flows into between the copy and the
//!    free: `%s` becomes `%t`; the allocation, the copy and the free go
//!    (the spec's `@reuseTarget`).
//!
//! "Flows into" is the view flow ([`resolve_local`]): views, casts, values
//! forwarded by branches and region ops. A use nested in an op counts for
//! the op. Rewrites are tried in program order, one candidate at a time
//! (each looks at the uses of two alias sets, not at the ops in between:
//! linear in the uses), until none applies.
//!
//! Rewrite 1 is also done by upstream's `canonicalize` (clone
//! canonicalization); 2 and 3 are the spec's CopyRemoval, which upstream
//! no longer has. Copies between buffers of different types stay.

use crate::analysis::alias::resolve_local;
use crate::analysis::alloc::{self, Allocation};
use crate::ir::{Block, Op, Order, Value, Walk};
use crate::op_names;
use crate::pass::{Changed, Options, PassDef, PassResult};

/// The pass declaration.
pub static PASS: PassDef = PassDef {
    argument: "ferrobuf-copy-removal",
    summary: "Remove clones and copies whose source (freed right after) or target buffer can be used instead (the CopyRemoval post pass and clone canonicalization of the clone-based deallocation)",
    anchor: None,
    dependent_dialects: &["memref", "bufferization"],
    options: &[],
    run,
};

op_names!(Names {
    clone = "bufferization.clone",
    copy = "memref.copy",
    linalg_copy = "linalg.copy",
    dealloc = "memref.dealloc",
});

fn run(root: Op, _options: &Options) -> PassResult {
    let names = Names::new(root.context());
    let mut changed = Changed::No;
    loop {
        let mut candidates = Vec::new();
        root.walk(Order::Pre, |op| {
            if op.is(names.clone)
                || op.is(names.copy)
                || (op.is(names.linalg_copy) && op.num_operands() == 2)
            {
                candidates.push(op);
            }
            Walk::Advance
        });
        let mut any = false;
        for op in candidates {
            if try_rewrite(op, &names) {
                any = true;
            }
        }
        if !any {
            return Ok(changed);
        }
        changed = Changed::Yes;
    }
}

/// No op strictly between `from` and `to` (both in one block) uses
/// anything in `values`, ignoring the ops in `except`.
fn unused_between(values: &[Value], from: Op, to: Op, except: &[Op]) -> bool {
    let b = from.block().expect("op in a block");
    values.iter().all(|v| {
        v.users().all(|u| {
            if except.contains(&u) {
                return true;
            }
            match b.find_ancestor_op(u) {
                Some(a) => !(from.is_before_in_block(a) && a.is_before_in_block(to)),
                None => true,
            }
        })
    })
}

/// The `memref.dealloc` of `v` in block `b` after `after`, if `v` has one.
fn dealloc_after(v: Value, b: Block, after: Op, names: &Names) -> Option<Op> {
    v.users()
        .find(|&u| u.is(names.dealloc) && u.block() == Some(b) && after.is_before_in_block(u))
}

/// The op allocating `v` (a managed allocation and nothing else).
fn allocating_op(v: Value) -> Option<Op> {
    let op = v.defining_op()?;
    (op.num_results() == 1 && alloc::allocations(op) == [Allocation::Managed(v)]).then_some(op)
}

/// Whether `t` is available at `op` (in block `b`): defined before it in
/// `b`, an argument of `b`, or an argument of the function.
fn available_before(t: Value, op: Op, b: Block) -> bool {
    match t.defining_op() {
        Some(d) => d.block() == Some(b) && d.is_before_in_block(op),
        None => {
            let owner = t.owner_block();
            owner == Some(b)
                || owner.is_some_and(|ob| {
                    ob.is_entry() && ob.parent_op().is_some_and(|p| p.is_function())
                })
        }
    }
}

fn try_rewrite(op: Op, names: &Names) -> bool {
    let Some(b) = op.block() else { return false };
    if op.is(names.clone) {
        let s = op.operand(0);
        let c = op.result(0);
        if s.ty() != c.ty() {
            return false;
        }
        let Some(d) = dealloc_after(s, b, op, names) else {
            return false;
        };
        if !unused_between(&resolve_local(s), op, d, &[d]) {
            return false;
        }
        c.replace_all_uses_with(s);
        op.erase();
        d.erase();
        return true;
    }
    // memref.copy %s, %t (linalg.copy ins(%s) outs(%t)).
    let (s, t) = (op.operand(0), op.operand(1));
    if s.ty() != t.ty() || s == t {
        return false;
    }
    let Some(d) = dealloc_after(s, b, op, names) else {
        return false;
    };
    let source_dead = unused_between(&resolve_local(s), op, d, &[d]);
    if !source_dead {
        return false;
    }
    // 2: reuse the source.
    if let Some(ta) = allocating_op(t)
        && ta.block() == Some(b)
        && ta.is_before_in_block(op)
        && unused_between(&resolve_local(t), ta, op, &[op])
    {
        op.erase();
        d.erase();
        t.replace_all_uses_with(s);
        ta.erase();
        return true;
    }
    // 3: reuse the target.
    if let Some(sa) = allocating_op(s)
        && sa.block() == Some(b)
        && available_before(t, sa, b)
        && unused_between(&resolve_local(t), sa, op, &[op])
    {
        op.erase();
        d.erase();
        s.replace_all_uses_with(t);
        sa.erase();
        return true;
    }
    false
}
