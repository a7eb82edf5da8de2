//! Loop positions nobody reads, shared by the analysis and the rewrite.
//!
//! A position of a loop (an `scf.for` iter_arg; an `scf.while`
//! before-argument that `scf.condition` only forwards at its own
//! position) is unread when nothing ever reads the value it carries nor
//! writes it: every use of its region argument (for `scf.while`, the
//! after-argument) and of its result only forwards the value, unchanged,
//! to an unread position: as that loop's yield operand there, as the init
//! operand of a loop (the loop itself or one nested in or around it) at an
//! unread position, or as what an `scf.if`/`scf.index_switch`/
//! `scf.execute_region` yields for a result that does the same. The
//! largest such set over all loops of the analysed op is computed at once
//! (a greatest fixed point: positions forwarding to each other across
//! loops, swapped or nested, are unread together; a position reaching one
//! that is not unread is not).
//!
//! The rewrite gives such a position the init's buffer as it is, no copy
//! of the init and no copy back: each loop's yield yields the position's
//! own argument (the value the program yields there is dropped; what it
//! carried was never read either). Upstream keeps the copies;
//! `canonicalize` would drop them later. The analysis, knowing that,
//! counts the init operand as neither read nor written by the loop: a
//! function whose argument only reaches such a position neither reads nor
//! writes it (callers pass a read-only buffer without a copy). Both use
//! the one set the analysis computes on the input IR, so they agree.
//!
//! Sound because the set is closed: a value of an unread position flows
//! only into unread positions, which the rewrite never reads from (their
//! yields are replaced, their results and arguments are only forwarded),
//! so no op reads or writes any buffer through them.

use crate::analysis::fxhash::FxHashMap;
use crate::ir::{Op, Value};

use super::model::Kind;

/// A loop position: the loop and the position's index (iter_arg index of
/// `scf.for`, operand index of `scf.while`).
type Position = (Op, usize);

/// How many positions loop `op` has: `scf.while` one per operand,
/// `scf.for` one per iter_arg (result).
pub fn position_count(op: Op) -> usize {
    if op.num_regions() == 2 {
        op.num_operands()
    } else {
        op.num_results()
    }
}

/// Per loop of `loops` with an unread position: whether each position
/// (indexed as in [`Position`]) is unread. Loops missing from the map have
/// none.
pub fn positions(
    loops: &[(Op, Kind)],
    is_t: &dyn Fn(Value) -> bool,
    kind: &dyn Fn(Op) -> Kind,
) -> FxHashMap<Op, Vec<bool>> {
    // Candidates and the values whose uses must only forward.
    let mut ids: FxHashMap<Position, u32> = FxHashMap::default();
    let mut checked: Vec<(Position, [Value; 2])> = Vec::new();
    for &(op, k) in loops {
        match k {
            Kind::For => for_candidates(op, is_t, &mut checked),
            Kind::While => while_candidates(op, is_t, &mut checked),
            _ => {}
        }
    }
    for (i, (p, _)) in checked.iter().enumerate() {
        ids.insert(*p, i as u32);
    }
    // Per candidate: alive, and the candidates it forwards to; per
    // candidate, those forwarding to it.
    let n = checked.len();
    let mut alive = vec![true; n];
    let mut forwarders: Vec<Vec<u32>> = vec![Vec::new(); n];
    let mut dead: Vec<u32> = Vec::new();
    for (i, (_, vals)) in checked.iter().enumerate() {
        let mut reached: Vec<Position> = Vec::new();
        let ok = vals
            .iter()
            .all(|&v| forwards_only(v, 8, kind, &mut reached));
        let targets: Option<Vec<u32>> = if ok {
            reached.iter().map(|p| ids.get(p).copied()).collect()
        } else {
            None
        };
        match targets {
            Some(ts) => {
                for t in ts {
                    if t != i as u32 {
                        forwarders[t as usize].push(i as u32);
                    }
                }
            }
            None => {
                alive[i] = false;
                dead.push(i as u32);
            }
        }
    }
    while let Some(d) = dead.pop() {
        for &f in &forwarders[d as usize] {
            if std::mem::replace(&mut alive[f as usize], false) {
                dead.push(f);
            }
        }
    }
    let mut out: FxHashMap<Op, Vec<bool>> = FxHashMap::default();
    for (i, ((op, k), _)) in checked.iter().enumerate() {
        if alive[i] {
            let v = out
                .entry(*op)
                .or_insert_with(|| vec![false; position_count(*op)]);
            if *k < v.len() {
                v[*k] = true;
            }
        }
    }
    out
}

/// `scf.for` `op`'s tensor iter_args: the result and the region argument.
fn for_candidates(op: Op, is_t: &dyn Fn(Value) -> bool, out: &mut Vec<(Position, [Value; 2])>) {
    let n = op.num_results();
    let Some(body) = op.region(0).first_block() else {
        return;
    };
    let Some(y) = body.terminator() else { return };
    if body.num_arguments() != 1 + n || y.num_operands() != n || op.num_operands() != 3 + n {
        return;
    }
    for k in 0..n {
        if is_t(op.result(k)) {
            out.push(((op, k), [op.result(k), body.argument(1 + k)]));
        }
    }
}

/// `scf.while` `op`'s tensor positions whose before-argument only
/// `scf.condition` uses, forwarding it at its own position: the result
/// and the after-argument there.
fn while_candidates(op: Op, is_t: &dyn Fn(Value) -> bool, out: &mut Vec<(Position, [Value; 2])>) {
    let n = op.num_operands();
    let blocks = (op.region(0).first_block(), op.region(1).first_block());
    let (Some(before), Some(after)) = blocks else {
        return;
    };
    let (Some(cond), Some(y)) = (before.terminator(), after.terminator()) else {
        return;
    };
    let shaped = n == before.num_arguments()
        && n == y.num_operands()
        && op.num_results() == after.num_arguments()
        && cond.num_operands() == 1 + op.num_results();
    if !shaped {
        return;
    }
    for i in 0..n.min(op.num_results()) {
        let arg = before.argument(i);
        if is_t(op.operand(i)) && cond.operand(i + 1) == arg && arg.uses() == [(cond, i + 1)] {
            out.push(((op, i), [op.result(i), after.argument(i)]));
        }
    }
}

/// Whether every use of `v` forwards it unchanged to a loop position
/// (pushed on `reached`): as a loop's yield operand, a loop's init
/// operand, or a yielded value of an `scf.if`/`scf.index_switch`/
/// `scf.execute_region` whose result at that position does the same (up
/// to `depth` such ops deep).
fn forwards_only(
    v: Value,
    depth: u32,
    kind: &dyn Fn(Op) -> Kind,
    reached: &mut Vec<Position>,
) -> bool {
    v.uses().iter().all(|&(owner, idx)| match kind(owner) {
        Kind::For if idx >= 3 => {
            reached.push((owner, idx - 3));
            true
        }
        Kind::While => {
            reached.push((owner, idx));
            true
        }
        Kind::Yield => {
            let Some(p) = owner.parent() else {
                return false;
            };
            let in_region = |r: usize| {
                owner
                    .block()
                    .and_then(|b| b.parent_region())
                    .is_some_and(|reg| p.num_regions() > r && reg == p.region(r))
            };
            match kind(p) {
                Kind::For => {
                    reached.push((p, idx));
                    true
                }
                Kind::While if in_region(1) => {
                    reached.push((p, idx));
                    true
                }
                Kind::If | Kind::IndexSwitch | Kind::ExecuteRegion
                    if depth > 0 && idx < p.num_results() =>
                {
                    forwards_only(p.result(idx), depth - 1, kind, reached)
                }
                _ => false,
            }
        }
        _ => false,
    })
}
