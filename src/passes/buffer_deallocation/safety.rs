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
use super::place::{Point, alias_sets};
use crate::analysis::cfg::{BlockId, Cfg};
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
/// unknown control flow) without also re-running `root`'s definition
/// (which makes a new buffer).
fn before(w: Op, c: Op, root: Value, cfg: &Cfg, reach: &Reach, in_cycle: &[bool]) -> bool {
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
    // In that region, `w` cannot run after `c`: earlier in the same block
    // that does not repeat, or in a block control never reaches from
    // `c`'s. A repetition that passes the root's definition writes a new
    // buffer: a root defined in `w`'s block is defined anew before `w`
    // runs again.
    let redefined = root.parent_block() == Some(wb);
    let harmless = if wb == cb {
        w != cc && w.is_before_in_block(cc) && (!in_cycle[cid as usize] || redefined)
    } else {
        redefined || !reach.reaches(cid, wid)
    };
    if !harmless {
        return false;
    }
    let root_holder = match root.defining_op() {
        Some(d) => d,
        None => match root.owner_block().and_then(|b| b.parent_op()) {
            Some(p) => p,
            None => return false,
        },
    };
    let mut anc = cc.parent();
    while let Some(a) = anc {
        if a.is_function() || a == root_holder || a.is_proper_ancestor_of(root_holder) {
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

/// Which blocks control reaches from a block (through at least one edge),
/// computed once per block asked about.
pub struct Reach<'c> {
    cfg: &'c Cfg,
    cache: std::cell::RefCell<FxHashMap<BlockId, FxHashSet<BlockId>>>,
}

impl<'c> Reach<'c> {
    fn new(cfg: &'c Cfg) -> Self {
        Reach {
            cfg,
            cache: Default::default(),
        }
    }

    fn reaches(&self, from: BlockId, to: BlockId) -> bool {
        let mut cache = self.cache.borrow_mut();
        let set = cache.entry(from).or_insert_with(|| {
            let mut seen: FxHashSet<BlockId> = FxHashSet::default();
            let mut stack: Vec<BlockId> = self.cfg.succs[from as usize].clone();
            while let Some(b) = stack.pop() {
                if seen.insert(b) {
                    stack.extend(self.cfg.succs[b as usize].iter().copied());
                }
            }
            seen
        });
        set.contains(&to)
    }
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
    let aliases = alias_sets(flow, roots, |_| true);
    let in_cycle = cfg.blocks_in_cycles();
    let reach = Reach::new(cfg);
    // A write of node `n` (an alias of `root`) not surely before `after`.
    let written = |n: u32, root: u32, after: Option<Op>| -> Option<Op> {
        let v = flow.values[n as usize];
        let r = flow.values[root as usize];
        v.users().find(|&u| {
            !clone_ops.contains(&u)
                && may_write(u, v, summary)
                && !after.is_some_and(|c| before(u, c, r, cfg, &reach, &in_cycle))
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
                if let Some(w) = written(n, t, None) {
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
                if let Some(w) = written(n, r, Some(c.op)) {
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
