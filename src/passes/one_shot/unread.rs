//! Loop positions nobody reads, shared by the analysis and the rewrite.
//!
//! An `scf.for` iter_arg whose result is unused and which only reaches the
//! yield at such positions (directly, or as what an `scf.if`/
//! `scf.index_switch`/`scf.execute_region` yields for a result that does
//! the same), and an `scf.while` before-argument that `scf.condition`
//! only forwards at its own position, whose result is unused and whose
//! after-argument only reaches the yield at such positions: nothing ever
//! reads the value the position carries, nor writes it (its only uses
//! forward it). The largest such set is computed (a position yielded to a
//! live one is live).
//!
//! The rewrite gives such a position the init's buffer as it is, no copy
//! of the init and no copy back (upstream keeps them; `canonicalize` would
//! drop them later). The analysis, knowing that, counts the init operand
//! as neither read nor written by the loop: a function whose argument only
//! reaches such a position neither reads nor writes it (callers pass a
//! read-only buffer without a copy). Both evaluate the same IR with these
//! functions, so they agree.

use crate::ir::{Op, Value};

use super::model::Kind;

/// Per iter_arg of `scf.for` `op`: whether nobody may read it.
pub fn for_positions(op: Op, is_t: &dyn Fn(Value) -> bool, kind: &dyn Fn(Op) -> Kind) -> Vec<bool> {
    let n = op.num_results();
    let Some(body) = op.region(0).first_block() else {
        return vec![false; n];
    };
    let Some(y) = body.terminator() else {
        return vec![false; n];
    };
    if body.num_arguments() != 1 + n || y.num_operands() != n {
        return vec![false; n];
    }
    let unread: Vec<bool> = (0..n)
        .map(|k| is_t(op.result(k)) && op.result(k).first_use_owner().is_none())
        .collect();
    fixpoint(unread, |k| body.argument(1 + k), y, kind)
}

/// Per before-argument (init operand) of `scf.while` `op`: whether nobody
/// may read it.
pub fn while_positions(
    op: Op,
    is_t: &dyn Fn(Value) -> bool,
    kind: &dyn Fn(Op) -> Kind,
) -> Vec<bool> {
    let n = op.num_operands();
    let blocks = (op.region(0).first_block(), op.region(1).first_block());
    let (Some(before), Some(after)) = blocks else {
        return vec![false; n];
    };
    let (Some(cond), Some(y)) = (before.terminator(), after.terminator()) else {
        return vec![false; n];
    };
    let shaped = n == before.num_arguments()
        && n == y.num_operands()
        && op.num_results() == after.num_arguments()
        && cond.num_operands() == 1 + op.num_results();
    let unread: Vec<bool> = (0..n)
        .map(|i| {
            let arg = before.argument(i);
            shaped
                && i < op.num_results()
                && is_t(op.operand(i))
                && cond.operand(i + 1) == arg
                && arg.uses() == [(cond, i + 1)]
                && op.result(i).first_use_owner().is_none()
        })
        .collect();
    fixpoint(unread, |i| after.argument(i), y, kind)
}

/// Drops candidates whose carried value (`arg(k)`, in the region ending
/// in yield `y`) reaches a position that is not a candidate, until none
/// does.
fn fixpoint(
    mut unread: Vec<bool>,
    arg: impl Fn(usize) -> Value,
    y: Op,
    kind: &dyn Fn(Op) -> Kind,
) -> Vec<bool> {
    loop {
        let mut changed = false;
        for k in 0..unread.len() {
            if unread[k] && !only_reaches_unread(arg(k), y, &unread, 8, kind) {
                unread[k] = false;
                changed = true;
            }
        }
        if !changed {
            return unread;
        }
    }
}

/// Whether every use of `v` passes it, unchanged, to an unread position
/// of loop yield `y`: directly, or as a yielded value of an
/// `scf.if`/`scf.index_switch`/`scf.execute_region` whose result at that
/// position does the same (up to `depth` such ops deep).
fn only_reaches_unread(
    v: Value,
    y: Op,
    unread: &[bool],
    depth: u32,
    kind: &dyn Fn(Op) -> Kind,
) -> bool {
    v.uses().iter().all(|&(owner, idx)| {
        if owner == y {
            return unread.get(idx).copied().unwrap_or(false);
        }
        if depth == 0 || kind(owner) != Kind::Yield {
            return false;
        }
        match owner.parent() {
            Some(d)
                if matches!(kind(d), Kind::If | Kind::IndexSwitch | Kind::ExecuteRegion)
                    && idx < d.num_results() =>
            {
                only_reaches_unread(d.result(idx), y, unread, depth - 1, kind)
            }
            _ => false,
        }
    })
}
