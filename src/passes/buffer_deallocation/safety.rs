//! When a clone changes what the program computes, and the pass refuses.
//!
//! A clone replaces a buffer by a copy on one edge. That is a *move* when
//! the source buffer dies right there (freed right after the clone, and
//! every buffer it may be is owned here): nothing can observe the
//! difference. Otherwise both copies live on, and the program must not
//! write one of them where the other is read later: the clone-based scheme
//! requires (spec: "all buffer writes need to dominate all buffer reads")
//! that
//! - no alias of the join fed by the clone is ever written (a write to the
//!   copy would be lost for the source's other aliases, e.g. a function
//!   argument the caller reads), and
//! - no alias of the source is written after the clone (the copy would
//!   hold stale contents): writes earlier in the clone's block, or in a
//!   dominating block when the clone is on no cycle (of its CFG or of an
//!   enclosing loop op), are before it on every path.
//!
//! Calls and ops of unknown effects taking an alias count as writes. When
//! the condition fails the pass reports a located error naming the write
//! and suggests the ownership-based pipeline, which needs no clone there.
//! LLVM 19's pass cloned anyway and changed the program's output (a buffer
//! and a subview of it yielded by one `scf.if`, then written through the
//! subview: `tests/lit/buffer-deallocation/unsafe-clone.mlir`).

use std::rc::Rc;

use super::flow::{Flow, Kind};
use super::place::Point;
use crate::analysis::cfg::Cfg;
use crate::analysis::dominance::Dominance;
use crate::analysis::fxhash::{FxHashMap, FxHashSet};
use crate::ir::{EffectKind, Effects, Op, Value};
use crate::pass::PassError;

/// A clone made on an edge: the clone op, the node of the value it copies,
/// and the joins it feeds.
pub struct MadeClone {
    pub op: Op,
    pub source: u32,
    pub targets: Vec<u32>,
}

/// Memref arguments each function with a body may write (directly, or
/// through the calls it makes), by function op.
pub type WrittenArgs = FxHashMap<Op, Vec<bool>>;

/// Whether `user` may write `v`. A call writes an argument when the
/// callee's summary says so; calls of functions without a summary (a
/// declaration, or any callee when the pass runs on one function and
/// cannot read the others) may write every memref they take.
pub fn may_write(user: Op, v: Value, summary: Option<&WrittenArgs>) -> bool {
    if user.is_call() {
        let Some(written) = summary.and_then(|s| user.resolve_callable().and_then(|c| s.get(&c)))
        else {
            return true;
        };
        return user
            .call_arguments()
            .iter()
            .zip(written)
            .any(|(&a, &w)| a == v && w);
    }
    match user.memory_effects() {
        Effects::Unknown => true,
        Effects::Known(effects) => effects
            .iter()
            .any(|e| e.kind == EffectKind::Write && (e.value.is_none() || e.value == Some(v))),
    }
}

/// Whether `w` runs before `c` on every path that reaches `c`, and never
/// again after it: in the innermost region holding both, `c`'s ancestor
/// follows `w`'s in its block or in a block `w`'s dominates, and neither that
/// block nor an op holding it repeats (a CFG cycle, a loop op, an op of
/// unknown control flow).
fn before(w: Op, c: Op, cfg: &Cfg, dom: &Dominance, in_cycle: &[bool]) -> bool {
    // The innermost region holding both: `w` and `c` lifted to their
    // ancestors there (a write nested in a loop op that runs before the
    // clone is done before it).
    let mut c_chain: Vec<Op> = vec![c];
    while let Some(p) = c_chain.last().and_then(|o| o.parent()) {
        c_chain.push(p);
    }
    let mut w = w;
    let cc = loop {
        let region = w.parent_region();
        if let Some(&cc) = c_chain.iter().find(|o| o.parent_region() == region) {
            break cc;
        }
        match w.parent() {
            Some(p) => w = p,
            None => return false,
        }
    };
    let (Some(wb), Some(cb)) = (w.block(), cc.block()) else {
        return false;
    };
    let (Some(wid), Some(cid)) = (cfg.id(wb), cfg.id(cb)) else {
        return false;
    };
    let ordered = if wb == cb {
        w != cc && w.is_before_in_block(cc)
    } else {
        dom.properly_dominates(wid, cid)
    };
    if !ordered || in_cycle[cid as usize] {
        return false;
    }
    let mut anc = cc.parent();
    while let Some(a) = anc {
        if a.is_function() {
            break;
        }
        if a.is_loop() || !a.is_region_branch() {
            return false;
        }
        if let Some(ab) = a.block().and_then(|b| cfg.id(b))
            && in_cycle[ab as usize]
        {
            return false;
        }
        anc = a.parent();
    }
    true
}

/// Checks every clone (see the module doc).
#[allow(clippy::too_many_arguments)]
pub fn check_clones(
    clones: &[MadeClone],
    flow: &Flow,
    roots: &[Rc<Vec<u32>>],
    owned: impl Fn(u32) -> bool,
    frees: &[(Point, Value)],
    cfg: &Cfg,
    dom: &Dominance,
    clone_ops: &FxHashSet<Op>,
    summary: Option<&WrittenArgs>,
) -> Result<(), PassError> {
    if clones.is_empty() {
        return Ok(());
    }
    let freed_after: FxHashSet<(Op, Value)> = frees
        .iter()
        .filter_map(|&(p, v)| match p {
            Point::After(op) => Some((op, v)),
            _ => None,
        })
        .collect();
    // Alias sets of every root, owned or not.
    let mut aliases: FxHashMap<u32, Vec<u32>> = FxHashMap::default();
    for n in 0..flow.len() as u32 {
        for &r in roots[n as usize].iter() {
            aliases.entry(r).or_default().push(n);
        }
    }
    let in_cycle = cfg.blocks_in_cycles();
    let written = |n: u32, after: Option<Op>| -> Option<Op> {
        let v = flow.values[n as usize];
        v.users().find(|&u| {
            !clone_ops.contains(&u)
                && may_write(u, v, summary)
                && !after.is_some_and(|c| before(u, c, cfg, dom, &in_cycle))
        })
    };
    for c in clones {
        let rs = &roots[c.source as usize];
        let is_move = !rs.is_empty()
            && rs
                .iter()
                .all(|&r| owned(r) && freed_after.contains(&(c.op, flow.values[r as usize])));
        if is_move {
            continue;
        }
        let report = |w: Op, what: &str| {
            PassError::new(
                c.op,
                format!(
                    "this clone would change the program: {what} is written ({}) while the other copy is still in use; the clone-based deallocation needs buffers that are not written after they flow into a join (use ferrobuf-buffer-deallocation-pipeline, the ownership-based one)",
                    w.name().as_str()
                ),
            )
        };
        for &t in &c.targets {
            for &n in aliases.get(&t).map_or(&[][..], |v| &v[..]) {
                if let Some(w) = written(n, None) {
                    return Err(report(w, "the copy"));
                }
            }
        }
        for &r in rs.iter() {
            // A join made critical is fed by clones only: its own writes
            // are checked as a target.
            if flow.kind[r as usize] == Kind::Join && owned(r) && c.targets.contains(&r) {
                continue;
            }
            for &n in aliases.get(&r).map_or(&[][..], |v| &v[..]) {
                if let Some(w) = written(n, Some(c.op)) {
                    return Err(report(w, "the source"));
                }
            }
        }
    }
    Ok(())
}

/// For every function in `funcs` with a body: which memref arguments it
/// may write, directly or through calls (least fixpoint over the call
/// graph: recursion adds no write by itself).
pub fn written_args(funcs: &[Op]) -> WrittenArgs {
    let mut summary: WrittenArgs = FxHashMap::default();
    for &f in funcs {
        if let Some(body) = f.function_body()
            && let Some(entry) = body.first_block()
        {
            summary.insert(f, vec![false; entry.num_arguments()]);
        }
    }
    let aliases: Vec<(Op, usize, Vec<Value>)> = funcs
        .iter()
        .filter_map(|&f| Some((f, f.function_body()?.first_block()?)))
        .flat_map(|(f, entry)| {
            entry
                .arguments()
                .enumerate()
                .filter(|(_, a)| a.ty().is_any_memref())
                .map(|(i, a)| (f, i, crate::analysis::alias::resolve_local(a)))
                .collect::<Vec<_>>()
        })
        .collect();
    loop {
        let mut changed = false;
        for (f, i, values) in &aliases {
            if summary[f][*i] {
                continue;
            }
            let writes = values
                .iter()
                .any(|&v| v.users().any(|u| may_write(u, v, Some(&summary))));
            if writes {
                summary.get_mut(f).expect("summarized")[*i] = true;
                changed = true;
            }
        }
        if !changed {
            return summary;
        }
    }
}
