//! `scf.for` positions, and `cf` block arguments, that only pass one value
//! among themselves: uses of them become uses of that value before the
//! analysis (see [`forward_same_value_block_args`] for the `cf` form).
//!
//! When a loop's yield gives position `p` exactly the region argument of
//! position `q` (not a value computed from it), and `p` and `q` start from
//! the same init value, then by value semantics both hold that value in
//! every iteration: position `p` holds after iteration `k + 1` what `q`
//! held after iteration `k`, and induction from the common init does the
//! rest. So does a position whose yield gives it its init value itself
//! (defined outside the loop). This holds for every set of positions
//! closed under "yields the region argument of", ending in such positions
//! or in cycles, whose inits are one SSA value (a swap of one tensor
//! carried twice, a rotation of three, a loop yielding its init back
//! (fuzzer seed 14050 @t35)): each region argument and each
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

/// Applies the rewrite described above to every `scf.for` in `root`, and
/// [`forward_same_value_block_args`]'s to its `cf` block arguments (one
/// walk for both).
pub fn forward_same_values(root: Op, names: &Names) {
    let mut loops = Vec::new();
    let mut branches = Vec::new();
    root.walk(Order::Pre, |op| {
        if op.is(names.scf_for) && op.num_results() > 0 {
            loops.push(op);
        } else if op.num_successors() > 0 {
            branches.push(op);
        }
        Walk::Advance
    });
    for op in loops {
        rewrite_loop(op);
    }
    forward_same_value_block_args(&branches);
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
            let Some(t) = target(cur) else {
                // Yielding its own init (defined outside the loop) back:
                // the position holds that value in every iteration.
                let own_init = init(cur).ty().is_tensor() && yield_op.operand(cur) == init(cur);
                if own_init {
                    path.push(cur);
                }
                break own_init;
            };
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

/// What a tracked block argument is known to hold.
#[derive(Clone, Copy, PartialEq)]
enum Held {
    /// Nothing seen yet (optimistic start).
    Unknown,
    /// Always this value.
    One(Value),
    /// Different values on different paths.
    Many,
}

/// `cf` block arguments that always hold one value (`branches`: every op
/// with successors in the function): a set of tensor block
/// arguments each of whose incoming branch operands is one outside value
/// `v` or a member of the set, and each fed by another member (a cf loop
/// passing one tensor around in two arguments, swapped). By value semantics every member holds `v` on every path
/// (induction on the branches taken), and `v` dominates every member's
/// block (each path into the set enters it through an edge carrying `v`,
/// whose use in that edge's branch `v` dominates): each member's uses
/// become uses of `v`. Without it the analysis joins the incoming buffers
/// at each such argument and, in a loop that writes one of them, copies
/// (the fuzzer's seed 13746 @t43: a constant carried twice and swapped).
///
/// Found optimistically (every argument starts unknown; the meet of its
/// incoming values, an argument contributing what it holds), then each
/// answer is verified against its incoming operands before anything is
/// replaced, so a run that did not settle replaces nothing wrong. Arguments
/// of blocks with a predecessor that is not a branch forwarding operands
/// are never replaced.
fn forward_same_value_block_args(branches: &[Op]) {
    let mut ids: crate::analysis::fxhash::FxHashMap<Value, usize> = Default::default();
    let mut args: Vec<Value> = Vec::new();
    let mut incoming: Vec<Vec<Value>> = Vec::new();
    let mut opaque: Vec<bool> = Vec::new();
    for &op in branches {
        for i in 0..op.num_successors() {
            let succ = op.successor(i);
            let fwd = op.successor_operands(i);
            for j in 0..succ.num_arguments() {
                let a = succ.argument(j);
                if !a.ty().is_tensor() {
                    continue;
                }
                let k = *ids.entry(a).or_insert_with(|| {
                    args.push(a);
                    incoming.push(Vec::new());
                    opaque.push(false);
                    args.len() - 1
                });
                match &fwd {
                    Some((0, vals)) if j < vals.len() => incoming[k].push(vals[j]),
                    _ => opaque[k] = true,
                }
            }
        }
    }
    if args.is_empty() {
        return;
    }
    let n = args.len();
    let mut held = vec![Held::Unknown; n];
    // Users: which arguments read each argument's state.
    let mut users: Vec<Vec<usize>> = vec![Vec::new(); n];
    for k in 0..n {
        for &x in &incoming[k] {
            if let Some(&b) = ids.get(&x)
                && b != k
            {
                users[b].push(k);
            }
        }
    }
    let meet = |k: usize, held: &[Held]| -> Held {
        if opaque[k] {
            return Held::Many;
        }
        let mut out = Held::Unknown;
        for &x in &incoming[k] {
            let c = match ids.get(&x) {
                Some(&b) if b == k => continue,
                Some(&b) => match held[b] {
                    Held::Unknown => continue,
                    Held::One(w) => w,
                    Held::Many => x,
                },
                None => x,
            };
            out = match out {
                Held::Unknown => Held::One(c),
                Held::One(w) if w == c => out,
                _ => return Held::Many,
            };
        }
        out
    };
    let mut work: Vec<usize> = (0..n).collect();
    // Each argument's state moves at most a few times in practice; bound
    // the work anyway (the answers are verified below).
    let mut budget = 8 * (n + incoming.iter().map(Vec::len).sum::<usize>());
    while let Some(k) = work.pop() {
        if budget == 0 {
            break;
        }
        budget -= 1;
        let h = meet(k, &held);
        if h != held[k] {
            held[k] = h;
            work.extend(users[k].iter().copied());
        }
    }
    let is_one = |b: usize, v: Value| held[b] == Held::One(v);
    let mut replace = Vec::new();
    for k in 0..n {
        let Held::One(v) = held[k] else { continue };
        let v_is_replaced = ids
            .get(&v)
            .is_some_and(|&b| matches!(held[b], Held::One(_)));
        let ok = !opaque[k]
            && !v_is_replaced
            && incoming[k]
                .iter()
                .all(|&x| x == args[k] || x == v || ids.get(&x).is_some_and(|&b| is_one(b, v)));
        // Only arguments fed by another member: a lone argument (one
        // value on every edge, or itself around a loop) is the analysis'
        // business (its rules for block arguments handle it, and tests
        // exercise them on such programs).
        let fed_by_member = incoming[k]
            .iter()
            .any(|&x| x != args[k] && ids.get(&x).is_some_and(|&b| is_one(b, v)));
        if ok && fed_by_member {
            replace.push((args[k], v));
        }
    }
    // Verified members whose incoming members failed verification would
    // be unsound: keep only a set closed under "incoming member".
    loop {
        let kept: crate::analysis::fxhash::FxHashMap<Value, Value> =
            replace.iter().copied().collect();
        let before = replace.len();
        replace.retain(|&(a, v)| {
            let inc = &incoming[ids[&a]];
            let member = |x: Value| x != a && kept.get(&x) == Some(&v);
            inc.iter().all(|&x| x == a || x == v || member(x)) && inc.iter().any(|&x| member(x))
        });
        if replace.len() == before {
            break;
        }
    }
    for (a, v) in replace {
        a.replace_all_uses_with(v);
    }
}
