//! `ferrobuf-buffer-deallocation`: the clone-based deallocation of the
//! spec (`buffer-deallocation-internals.md`; upstream's `-buffer-deallocation`,
//! removed in 2025, LLVM 19 the last with it): frees every buffer once,
//! after its last use, with `bufferization.clone` where a buffer's
//! lifetime cannot be decided statically. No `i1` ownership, no runtime
//! alias checks.
//!
//! # Contract
//! Runs on a `func.func`, or on a module (every function in it, one by
//! one; only then are callees' writes known, see [`safety`]), with memref
//! IR (after bufferization). The output
//! holds `memref.dealloc` and `bufferization.clone` ops (and, where a free
//! belongs on one edge of a branch, a new block on that edge: `cf.br`).
//! A clone whose layout MLIR's `convert-bufferization-to-memref` cannot
//! allocate (a static offset, or strides the identity layout lacks) is
//! made as an allocation, a `memref.reinterpret_cast` and a copy instead
//! ([`super::clone_layouts`]; LLVM 19's pass left it, unlowerable).
//!
//! 1. **Buffers and aliases** ([`flow`]): owned buffers are managed
//!    allocations (`memref.alloc`, `memref.realloc`, `bufferization.clone`,
//!    any managed `Allocate` effect) and memref results of calls; function
//!    arguments, `memref.alloca`, `memref.get_global` and results of ops of
//!    unknown aliasing are never freed (the latter alias their memref
//!    operands). Views (subview, casts, reshapes, `arith.select`) alias
//!    their sources. Values forwarded by branches (`cf.br`, `cf.cond_br`,
//!    `cf.switch`, any BranchOpInterface) and region-branch ops (`scf.if`,
//!    `scf.for`, `scf.while`, `scf.execute_region`, `scf.index_switch`,
//!    `test.region_if`, any RegionBranchOpInterface) are *joins*.
//! 2. **Critical aliases and clones**: a join is critical when a buffer
//!    flowing into it does not exist on every path to it (allocated in one
//!    branch, in a loop body flowing back to the header, inside a region
//!    flowing out of it). Every operand forwarding into a critical join is
//!    replaced by its clone, so the join always holds a fresh buffer it
//!    owns (the doc's "introduce copies for critical aliases"), except an
//!    owned buffer whose only use is that operand: it *moves* into the
//!    join, without clone or free; so does one freed right after its
//!    clone (the doc's clone canonicalization, done here; it also makes a
//!    second run change nothing). Loops are
//!    covered whatever their form: `scf` loops and unstructured `cf` loops
//!    with back edges (LLVM 19's pass rejected the latter, "Only structured
//!    control-flow loops are supported").
//! 3. **Frees** ([`place`]): each owned buffer (critical joins included) is
//!    freed where its live range, with all its non-critical aliases (uses
//!    nested in regions count for the op holding them), ends: right after
//!    the last use in a block it does not leave, or on each CFG edge on
//!    which it dies (at the start of the successor when that edge is its
//!    only entry and does not re-enter the definition's block, otherwise in
//!    a new block on the edge). A back edge to the block defining a buffer
//!    frees the previous iteration's buffer. This is exact on every path,
//!    where the old pass used the common post-dominator and leaked or freed
//!    twice in loops.
//! 4. **Function boundary** (the ABI of the ownership-based pipeline and of
//!    `ferrobuf-verify-deallocation`): callers own what functions return,
//!    and a function returns buffers it owns, each once. A returned value
//!    that is exactly one owned buffer (or a view of it) is handed over (no
//!    free); anything else (an argument, a global, a buffer also returned
//!    by another operand, a value that may be one of several buffers) is
//!    returned as a clone. LLVM 19's pass never freed call results (leaks).
//! 5. **Input already freeing**: a buffer of which something it may flow
//!    into is freed by the input (`memref.dealloc`, `memref.realloc`) is
//!    the input's business and neither freed nor cloned for; running the
//!    pass on its own output changes nothing.
//!
//! Clones made here are often redundant (a clone followed by a free of its
//! source): `ferrobuf-copy-removal` removes them, as the doc's clone
//! canonicalization.
//!
//! # Errors (located)
//! - input holding `bufferization.dealloc` (ownership-based deallocation
//!   already ran): one scheme per function;
//! - a memref stored into memory (`memref.store` of a memref): its later
//!   loads are untracked aliases;
//! - an op with regions returning memrefs without RegionBranchOpInterface
//!   while its regions hold memrefs; a terminator with successors forwarding
//!   memrefs without BranchOpInterface; forwarded operands the interfaces
//!   do not name.
//!
//! # Cost
//! One CFG, dominance tree and flow graph per function; the critical-join
//! fixpoint reruns one fold over the flow graph per round; each buffer's
//! live range is walked once from its uses back to its definition (the
//! total size of all live ranges, as SSA liveness).
//!
//! ```mlir
//! // in:                                  // out:
//! cf.cond_br %c, ^bb1, ^bb2               cf.cond_br %c, ^bb1, ^bb2
//! ^bb1:                                   ^bb1:
//!   %a = memref.alloc() : memref<2xf32>     %a = memref.alloc() : memref<2xf32>
//!   cf.br ^bb3(%a : memref<2xf32>)          %c1 = bufferization.clone %a
//! ^bb2:                                     memref.dealloc %a
//!   cf.br ^bb3(%arg : memref<2xf32>)        cf.br ^bb3(%c1 : memref<2xf32>)
//! ^bb3(%x: memref<2xf32>):                ^bb2:
//!   test.copy(%x, %out)                     %c2 = bufferization.clone %arg
//!   return                                  cf.br ^bb3(%c2 : memref<2xf32>)
//!                                         ^bb3(%x: memref<2xf32>):
//!                                           test.copy(%x, %out)
//!                                           memref.dealloc %x
//!                                           return
//! ```

pub mod flow;
pub mod place;
pub mod safety;

use crate::analysis::cfg::Cfg;
use crate::analysis::dominance::Dominance;
use crate::analysis::fxhash::{FxHashMap, FxHashSet};
use crate::ir::{Block, Op, Order, Value, Walk};
use crate::op_names;
use crate::pass::{Changed, Options, PassDef, PassError, PassResult};

use flow::{Flow, critical_joins};
use place::{
    Counts, Point, alias_sets, clone_into, clone_operand, frees_of, insert_frees, is_owned,
    split_edge,
};
use safety::{MadeClone, WrittenArgs, check_clones, written_args};

/// The pass declaration.
pub static PASS: PassDef = PassDef {
    argument: "ferrobuf-buffer-deallocation",
    summary: "Free every buffer after its last use, cloning buffers whose lifetime depends on the path taken (the clone-based BufferDeallocation of the spec; like LLVM 19's -buffer-deallocation, also for unstructured cf loops)",
    anchor: None,
    dependent_dialects: &["memref", "bufferization", "cf"],
    options: &[],
    run,
};

op_names!(Names {
    ret = "func.return",
    store = "memref.store",
    bdealloc = "bufferization.dealloc",
});

fn run(root: Op, _options: &Options) -> PassResult {
    let funcs = root.functions_within();
    // On a module, what callees write is known; on one function, the
    // other functions may be rewritten by other threads: not read.
    let summary = (!root.is_function()).then(|| written_args(&funcs));
    let mut changed = Changed::No;
    for f in funcs {
        if f.is_external_function() {
            continue;
        }
        let counts = deallocate(f, summary.as_ref())?;
        if counts.clones + counts.frees > 0 {
            changed = Changed::Yes;
        }
    }
    // Clones MLIR's convert-bufferization-to-memref cannot lower (a static
    // offset or strides the identity layout lacks) become an allocation, a
    // reinterpret_cast and a copy, as in the lowering of the ownership
    // scheme's deallocations.
    if super::clone_layouts::expand(root) {
        changed = Changed::Yes;
    }
    Ok(changed)
}

/// Rejects what the pass cannot track (see the module doc).
fn check_input(func: Op, names: &Names) -> Result<(), PassError> {
    let mut err: Option<PassError> = None;
    func.walk(Order::Pre, |op| {
        if op.is(names.bdealloc) {
            err = Some(PassError::new(
                op,
                "the input already holds bufferization.dealloc (ownership-based deallocation ran): run one deallocation scheme per function",
            ));
        } else if op.is(names.store) && op.operand(0).ty().is_any_memref() {
            err = Some(PassError::new(
                op,
                "a memref stored into memory cannot be tracked: its later loads would alias a buffer this pass frees",
            ));
        }
        if err.is_some() { Walk::Interrupt } else { Walk::Advance }
    });
    err.map_or(Ok(()), Err)
}

/// Places clones and frees in one function.
pub fn deallocate(func: Op, summary: Option<&WrittenArgs>) -> Result<Counts, PassError> {
    let names = Names::new(func.context());
    check_input(func, &names)?;
    let cfg = Cfg::build(func);
    let dom = Dominance::new(&cfg);
    let flow = Flow::build(func, &cfg)?;
    let fwd = flow.forward_edges();
    let managed = flow.managed_by_input(&fwd);
    let (critical, roots) = critical_joins(&flow, &fwd, &managed, &dom, &cfg);
    let owned = |r: u32| is_owned(&flow, &managed, &critical, r);
    let mut counts = Counts::default();

    // Clones on every operand feeding a critical join: before the op
    // forwarding it, or on the edge when a branch has other successors
    // (where the clone would leak), in a new block cloning the value the
    // branch forwards.
    let mut edge_blocks: FxHashMap<(Op, usize), Block> = FxHashMap::default();
    let mut made: Vec<MadeClone> = Vec::new();
    let mut clone_ops: FxHashSet<Op> = FxHashSet::default();
    // (buffer, op handing it over): moves into joins, and returns.
    let mut transfers: FxHashSet<(u32, Op)> = FxHashSet::default();
    for s in &flow.site_order {
        if !flow.sites[s].iter().any(|&t| critical[t as usize]) {
            continue;
        }
        let source = flow
            .id(s.op.operand(s.index))
            .expect("memref operand has a node");
        // A buffer owned here whose only use is this operand, in the
        // region defining it, moves into the join (when every successor
        // receives it): no clone, and no free after the op (it is still
        // freed on the paths that do not reach the op).
        let v = s.op.operand(s.index);
        if owned(source)
            && v.uses().len() == 1
            && s.op.parent_region() == v.parent_block().and_then(|b| b.parent_region())
            && !flow.partial.contains(s)
            && !(flow.branch_edge.contains_key(s) && s.op.num_successors() > 1)
        {
            transfers.insert((source, s.op));
            continue;
        }
        counts.clones += 1;
        let c = match flow.branch_edge.get(s) {
            Some(&(succ, arg)) if s.op.num_successors() > 1 => {
                let nb = *edge_blocks.entry((s.op, succ)).or_insert_with(|| {
                    counts.split_edges += 1;
                    split_edge(s.op, succ)
                });
                let br = nb.terminator().expect("split block branches on");
                clone_into(br, arg, s.op.operand(s.index))
            }
            _ if flow.partial.contains(s) => {
                return Err(PassError::new(
                    s.op,
                    format!(
                        "operand #{} needs a clone (it flows into a buffer that exists on some paths only), but not every successor of this op receives it: a clone before the op would leak",
                        s.index
                    ),
                ));
            }
            _ => clone_operand(s.op, s.index),
        };
        let op = c.defining_op().expect("clone op");
        clone_ops.insert(op);
        made.push(MadeClone {
            op,
            source,
            targets: flow.sites[s].clone(),
        });
    }

    // Returns: hand over one owned buffer per operand, clone the rest.
    let body = func.function_body().expect("function with a body");
    for block in body.blocks() {
        let Some(ret) = block.terminator().filter(|t| t.is(names.ret)) else {
            continue;
        };
        let mut handed: Vec<u32> = Vec::new();
        for i in 0..ret.num_operands() {
            let v = ret.operand(i);
            if !v.ty().is_any_memref() {
                continue;
            }
            let rs = flow.id(v).map(|n| roots[n as usize].clone());
            match rs.as_deref().map(|r| &r[..]) {
                Some(&[r]) if owned(r) && !handed.contains(&r) => {
                    handed.push(r);
                    transfers.insert((r, ret));
                }
                _ => {
                    let c = clone_operand(ret, i);
                    clone_ops.insert(c.defining_op().expect("clone op"));
                    counts.clones += 1;
                }
            }
        }
    }

    // Frees, on the CFG with the blocks split for clones.
    let rebuilt = (!edge_blocks.is_empty()).then(|| Cfg::build(func));
    let rebuilt_dom = rebuilt.as_ref().map(Dominance::new);
    let (cfg, dom) = match (&rebuilt, rebuilt_dom) {
        (Some(c), Some(d)) => (c, d),
        _ => (&cfg, dom),
    };
    let aliases = alias_sets(&flow, &roots, owned);
    let mut owned_roots: Vec<u32> = aliases.keys().copied().collect();
    owned_roots.sort_unstable();
    let mut frees: Vec<(Point, Value)> = Vec::new();
    for r in owned_roots {
        let value = flow.values[r as usize];
        let d = value
            .parent_block()
            .and_then(|b| cfg.id(b))
            .expect("buffer defined in the function");
        for p in frees_of(r, d, &aliases[&r], &flow, cfg, &dom, &transfers) {
            frees.push((p, flow.values[r as usize]));
        }
    }
    check_clones(
        &made, &flow, &roots, owned, &frees, cfg, &clone_ops, summary,
    )?;
    // A clone of an owned buffer freed right after it is a move: the join
    // takes the buffer itself (the doc's clone canonicalization).
    for c in &made {
        let source = flow.values[c.source as usize];
        if !owned(c.source) || c.op.operand(0) != source {
            continue;
        }
        let Some(k) = frees
            .iter()
            .position(|&(p, v)| v == source && p == Point::After(c.op))
        else {
            continue;
        };
        frees.remove(k);
        c.op.result(0).replace_all_uses_with(source);
        c.op.erase();
        counts.clones -= 1;
    }
    insert_frees(&frees, &mut counts);
    Ok(counts)
}
