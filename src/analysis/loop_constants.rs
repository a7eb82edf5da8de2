//! `i1` values carried through `scf.for` / `scf.while` or passed to `cf`
//! block arguments that are the same constant on every execution, and
//! `i1` results of `scf.if`, `scf.index_switch`, `scf.execute_region` and
//! `shape.assuming` that every branch yields as the same constant.
//!
//! The ownership-based deallocation gives every loop-carried buffer an
//! ownership flag beside it. A buffer the function does not own (an
//! argument, an alloca, a view of an outer buffer) enters the loop with
//! ownership `false` and is yielded back with `false` or with the flag
//! itself, so the flag is `false` throughout and the frees it guards are
//! dead. Upstream leaves that to `canonicalize`; ferrobuf's pipeline runs
//! no canonicalize, so the simplification folds these flags itself.
//!
//! # Lattice and algorithm
//! Per candidate (an `i1` iter_arg / result of `scf.for`, an `i1` before-
//! or after-argument / result of `scf.while`), a value of the flat lattice
//!
//! ```text
//!        Unknown            (no incoming value seen yet: optimistic top)
//!       /       \
//!   Const(false) Const(true)
//!       \       /
//!        Varies             (bottom)
//! ```
//!
//! The incoming values of a candidate: for an `scf.for` iter_arg and
//! result, the init and the yielded value; for an `scf.while`
//! before-argument, the init and the after-region's yield; for an
//! after-argument and a result, the value `scf.condition` forwards; for a
//! result of `scf.if`/`scf.index_switch`/`scf.execute_region`, what each
//! `scf.yield` of its regions yields there; for an argument of a block
//! that is not its region's entry, the value each predecessor's branch
//! forwards to it (an argument some branch produces itself, or that no
//! branch enters, is no candidate). The
//! meet over the incoming values (a constant `c` is `Const(c)`, another
//! candidate its current value, an ownership result of a
//! `bufferization.dealloc` `Const(false)` when every condition of that
//! dealloc is -- a retained value is owned afterwards only if some freed
//! memref with a true condition aliases it --, anything else `Varies`) is
//! iterated to a fixpoint; the values are monotone (they only go down), so this
//! converges in at most two changes per candidate. A candidate that ends
//! at `Const(c)` is `c` on every execution: by induction over iterations,
//! each incoming value is `c` whenever it flows in. One that stays
//! `Unknown` (only fed by other unknowns: unreachable in practice) is not
//! reported.
//!
//! # Cost
//! Linear in the loops' operands per sweep; sweeps repeat only while
//! something changed, at most the loop-nest depth plus two in practice,
//! bounded by a fixed limit after which nothing is reported.

use std::collections::HashMap;

use crate::ir::{Identifier, Op, Order, Value, WalkFilter, ops::constant_bool};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Lattice {
    Unknown,
    Const(bool),
    Varies,
}

fn meet(a: Lattice, b: Lattice) -> Lattice {
    match (a, b) {
        (Lattice::Unknown, x) | (x, Lattice::Unknown) => x,
        (Lattice::Const(x), Lattice::Const(y)) if x == y => Lattice::Const(x),
        _ => Lattice::Varies,
    }
}

/// Sweeps after which the analysis gives up (reports nothing).
const MAX_SWEEPS: usize = 64;

/// Every `i1` loop-carried value under `root` that is the same constant on
/// every execution, with that constant.
pub fn invariant_loop_bools(root: Op, constant: Identifier) -> Vec<(Value, bool)> {
    let ctx = root.context();
    let (scf_for, scf_while) = (ctx.ident("scf.for"), ctx.ident("scf.while"));
    let dealloc = ctx.ident("bufferization.dealloc");
    let (scf_if, switch, execute) = (
        ctx.ident("scf.if"),
        ctx.ident("scf.index_switch"),
        ctx.ident("scf.execute_region"),
    );
    let scf_yield = ctx.ident("scf.yield");
    let (assuming, assuming_yield) = (
        ctx.ident("shape.assuming"),
        ctx.ident("shape.assuming_yield"),
    );
    // Candidate -> its incoming values.
    let mut incoming: Vec<(Value, Vec<Value>)> = Vec::new();
    let is_i1 = |v: Value| v.ty().bit_width() == Some(1) && !v.ty().is_index();
    root.walk_filtered(Order::Pre, WalkFilter::REGIONS, |op| {
        if op.is(scf_for) {
            collect_for(op, &is_i1, &mut incoming);
        } else if op.is(scf_while) {
            collect_while(op, &is_i1, &mut incoming);
        } else if op.is(scf_if) || op.is(switch) || op.is(execute) {
            collect_branches(op, scf_yield, &is_i1, &mut incoming);
        } else if op.is(assuming) {
            collect_branches(op, assuming_yield, &is_i1, &mut incoming);
        }
        for r in op.regions() {
            collect_cfg(r, &is_i1, &mut incoming);
        }
    });
    if incoming.is_empty() {
        return Vec::new();
    }
    let index: HashMap<Value, usize> = incoming
        .iter()
        .enumerate()
        .map(|(i, (v, _))| (*v, i))
        .collect();
    let mut state = vec![Lattice::Unknown; incoming.len()];
    let mut converged = false;
    for _ in 0..MAX_SWEEPS {
        let mut changed = false;
        for (i, (_, ins)) in incoming.iter().enumerate() {
            let mut acc = Lattice::Unknown;
            for &x in ins {
                let lx = value_of(x, constant, dealloc, &index, &state, 4);
                acc = meet(acc, lx);
                if acc == Lattice::Varies {
                    break;
                }
            }
            if acc != state[i] {
                state[i] = acc;
                changed = true;
            }
        }
        if !changed {
            converged = true;
            break;
        }
    }
    if !converged {
        return Vec::new();
    }
    incoming
        .iter()
        .zip(state)
        .filter_map(|((v, _), s)| match s {
            Lattice::Const(c) => Some((*v, c)),
            _ => None,
        })
        .collect()
}

/// The lattice value of an incoming value `x` (see the module doc).
fn value_of(
    x: Value,
    constant: Identifier,
    dealloc: Identifier,
    index: &HashMap<Value, usize>,
    state: &[Lattice],
    depth: u32,
) -> Lattice {
    if let Some(c) = constant_bool(x, constant) {
        return Lattice::Const(c);
    }
    if let Some(&j) = index.get(&x) {
        return state[j];
    }
    if depth > 0
        && let Some(d) = x.defining_op().filter(|d| d.is(dealloc))
    {
        // `dealloc (m_0..m_n-1) if (c_0..c_n-1) retain (r_0..)`: results
        // are the retained values' ownership.
        let n = (d.num_operands() - d.num_results()) / 2;
        let mut acc = Lattice::Unknown;
        for i in n..2 * n {
            acc = meet(
                acc,
                value_of(d.operand(i), constant, dealloc, index, state, depth - 1),
            );
        }
        return match acc {
            // No memref at all, or all conditions false: nothing owned.
            Lattice::Unknown if n == 0 => Lattice::Const(false),
            Lattice::Const(false) => Lattice::Const(false),
            Lattice::Unknown => Lattice::Unknown,
            _ => Lattice::Varies,
        };
    }
    Lattice::Varies
}

/// The `i1` arguments of the non-entry blocks of region `r`, each with the
/// values its predecessors' branches forward to it. An argument some
/// predecessor does not forward (a terminator that is no branch, or an
/// argument the branch produces itself) is left out, as is one no branch
/// enters (an unreachable block).
fn collect_cfg(
    r: crate::ir::Region,
    is_i1: &impl Fn(Value) -> bool,
    out: &mut Vec<(Value, Vec<Value>)>,
) {
    let Some(entry) = r.first_block() else { return };
    if entry.next().is_none() {
        return;
    }
    // Block argument -> (incoming values, some edge does not forward it).
    let mut args: HashMap<Value, (Vec<Value>, bool)> = HashMap::new();
    let mut order = Vec::new();
    for b in r.blocks() {
        let Some(t) = b.terminator() else { continue };
        for i in 0..t.num_successors() {
            let dest = t.successor(i);
            for a in 0..dest.num_arguments() {
                let arg = dest.argument(a);
                if !is_i1(arg) {
                    continue;
                }
                let slot = args.entry(arg).or_insert_with(|| {
                    order.push(arg);
                    (Vec::new(), false)
                });
                match t.forwarded_to(i, a) {
                    Some(v) => slot.0.push(v),
                    None => slot.1 = true,
                }
            }
        }
    }
    for arg in order {
        let (ins, opaque) = args.remove(&arg).expect("collected above");
        if !opaque && arg.owner_block().is_some_and(|b| !b.is_entry()) {
            out.push((arg, ins));
        }
    }
}

/// `scf.for`: operands `lb, ub, step, inits...`; body arguments `iv,
/// iter_args...`.
fn collect_for(op: Op, is_i1: &impl Fn(Value) -> bool, out: &mut Vec<(Value, Vec<Value>)>) {
    let Some(body) = op.region(0).first_block() else {
        return;
    };
    let Some(y) = body.terminator() else { return };
    let n = op.num_results();
    if op.num_operands() != 3 + n || y.num_operands() != n || body.num_arguments() != 1 + n {
        return;
    }
    for k in 0..n {
        let (init, arg, res, yv) = (
            op.operand(3 + k),
            body.argument(1 + k),
            op.result(k),
            y.operand(k),
        );
        if is_i1(arg) {
            out.push((arg, vec![init, yv]));
            out.push((res, vec![init, yv]));
        }
    }
}

/// `scf.while`: operands are the inits of the before-arguments;
/// `scf.condition(c) fwd...` gives the after-arguments and the results;
/// the after-region's yield feeds the before-arguments.
fn collect_while(op: Op, is_i1: &impl Fn(Value) -> bool, out: &mut Vec<(Value, Vec<Value>)>) {
    let (Some(before), Some(after)) = (op.region(0).first_block(), op.region(1).first_block())
    else {
        return;
    };
    let (Some(cond), Some(y)) = (before.terminator(), after.terminator()) else {
        return;
    };
    let n_in = op.num_operands();
    if before.num_arguments() != n_in || y.num_operands() != n_in {
        return;
    }
    let n_out = op.num_results();
    if cond.num_operands() != 1 + n_out || after.num_arguments() != n_out {
        return;
    }
    for k in 0..n_in {
        let arg = before.argument(k);
        if is_i1(arg) {
            out.push((arg, vec![op.operand(k), y.operand(k)]));
        }
    }
    for j in 0..n_out {
        let fwd = cond.operand(1 + j);
        if is_i1(after.argument(j)) {
            out.push((after.argument(j), vec![fwd]));
            out.push((op.result(j), vec![fwd]));
        }
    }
}

/// `scf.if`, `scf.index_switch`, `scf.execute_region` (`shape.assuming`
/// with `shape.assuming_yield`): result `k` is what some `scf.yield` of its
/// regions yields at `k` (every block ending in
/// one; other terminators, such as `cf.br` in an execute_region, yield
/// nothing to the parent).
fn collect_branches(
    op: Op,
    scf_yield: Identifier,
    is_i1: &impl Fn(Value) -> bool,
    out: &mut Vec<(Value, Vec<Value>)>,
) {
    let n = op.num_results();
    if n == 0 {
        return;
    }
    let mut yields = Vec::new();
    for r in op.regions() {
        for b in r.blocks() {
            match b.terminator() {
                Some(t) if t.is(scf_yield) => {
                    if t.num_operands() != n {
                        return;
                    }
                    yields.push(t);
                }
                Some(_) => {}
                None => return,
            }
        }
    }
    for k in 0..n {
        let res = op.result(k);
        if is_i1(res) {
            out.push((res, yields.iter().map(|y| y.operand(k)).collect()));
        }
    }
}
