//! `scf.for` positions that only pass one init value among themselves.
//!
//! When a loop's yield gives position `p` exactly the region argument of
//! position `q` (not a value computed from it), and `p` and `q` start from
//! the same init value, then by value semantics both hold that value in
//! every iteration: position `p` holds after iteration `k + 1` what `q`
//! held after iteration `k`, and induction from the common init does the
//! rest. This holds for every set of positions closed under "yields the
//! region argument of" whose inits are one SSA value (a swap of one tensor
//! carried twice, a rotation of three): each region argument and each
//! loop result of such a position *is* the init, whatever the loop writes
//! elsewhere (a write makes a new value; the yield passes the argument).
//!
//! Before the analysis, every use of such a region argument (except the
//! loop's own yield operands at those positions) and of such a result
//! becomes a use of the init; the positions then only forward their
//! values among themselves and nobody reads them, which
//! [`super::unread`] finds: the rewrite gives them the init's buffer with
//! no copy of the init and no copy back. Upstream copies both inits and
//! copies (or, with `allow-return-allocs-from-loops`, reallocates) every
//! iteration (the fuzzer's seed 13598 @t30). Positions that yield their
//! own argument are left as they are (the analysis handles them already);
//! they count as members for the positions yielding into them.
//!
//! Linear in the size of the loops' yields and the replaced uses.

use crate::ir::{Op, Order, Value, Walk};

use super::model::Names;

/// Applies the rewrite described above to every `scf.for` in `root`.
pub fn forward_same_init_positions(root: Op, names: &Names) {
    let mut loops = Vec::new();
    root.walk(Order::Pre, |op| {
        if op.is(names.scf_for) && op.num_results() > 0 {
            loops.push(op);
        }
        Walk::Advance
    });
    for op in loops {
        rewrite_loop(op);
    }
}

fn rewrite_loop(op: Op) {
    let n = op.num_results();
    let Some(body) = op.region(0).first_block() else {
        return;
    };
    let Some(yield_op) = body.terminator() else {
        return;
    };
    if yield_op.num_operands() != n || body.num_arguments() != n + 1 || op.num_operands() != n + 3 {
        return;
    }
    let init = |p: usize| op.operand(3 + p);
    let arg = |p: usize| body.argument(1 + p);
    // The position whose region argument position `p` yields, if any.
    let target = |p: usize| -> Option<usize> {
        let y: Value = yield_op.operand(p);
        (y.owner_block() == Some(body) && y.index() >= 1).then(|| y.index() - 1)
    };
    // Per position: 0 unknown, 1 on the current path, 2 good, 3 bad.
    let mut state = vec![0u8; n];
    for p in 0..n {
        let mut path = Vec::new();
        let mut cur = p;
        let good = loop {
            match state[cur] {
                2 => break true,
                3 => break false,
                1 => break true, // a cycle, every edge of it checked
                _ => {}
            }
            let Some(t) = target(cur) else { break false };
            if !init(cur).ty().is_tensor() || init(t) != init(cur) {
                break false;
            }
            state[cur] = 1;
            path.push(cur);
            cur = t;
        };
        for q in path {
            state[q] = if good { 2 } else { 3 };
        }
    }
    let members: Vec<usize> = (0..n)
        .filter(|&p| state[p] == 2 && target(p) != Some(p))
        .collect();
    if members.is_empty() {
        return;
    }
    let in_set = |k: usize| k < n && state[k] == 2;
    for &p in &members {
        let v = init(p);
        for (user, k) in arg(p).uses() {
            if user == yield_op && in_set(k) {
                continue;
            }
            user.set_operand(k, v);
        }
        op.result(p).replace_all_uses_with(v);
    }
}
