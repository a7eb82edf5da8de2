//! `ferrobuf-buffer-deallocation-simplification`: shrinks
//! `bufferization.dealloc` ops using static aliasing information.
//!
//! # Contract
//! For each `bufferization.dealloc (memrefs) if (conds) retain (retained)`
//! (semantics unchanged), with the allocation roots of the view-flow
//! analysis (`crate::analysis::alias`): two values *may alias* when they
//! share a root, or both have a *foreign* root (function arguments, call
//! results, results of ops without memref operands such as
//! `memref.get_global`: never an allocation of this function), or either
//! has a *wild* root (made from memref operands by an op the analysis does
//! not understand: anything) -- except that a retained value that surely
//! is the buffer its allocation's latest run made (views of the
//! allocation's result only) never aliases a memref whose origin was
//! defined before that allocation ran (in a block enclosing it, e.g. a
//! loop's iter_arg and a buffer allocated in the iteration): a memref
//! freed here is owned, so its buffer was live when the allocation was
//! made. They are surely *the same buffer* when both
//! have the same single fresh-allocation root, or are views of the same
//! value. First, `i1` values that are the same constant on every
//! execution (`crate::analysis::loop_constants`: ownership a loop carries
//! unchanged, a `cf` block argument every incoming edge passes as the same
//! constant, an `scf.if` result every branch yields as one) are replaced by
//! that constant. Then, in this order:
//! 1. memrefs with a constant `false` condition are dropped, duplicate
//!    memrefs merged (conditions or-ed), and a memref that is the base
//!    buffer (`memref.extract_strided_metadata`) of an identity-layout
//!    allocation is replaced by the allocation;
//! 2. a memref that is surely the same buffer as every retained value that
//!    may alias it (at least one) is dropped; its condition is or-ed into
//!    those retained values' ownership results (the spec's third
//!    simplification);
//! 3. the list is split into groups that cannot alias each other (the
//!    connected components of "may alias"), each in its own dealloc; a
//!    memref that may alias no other is thus split off alone (the spec's
//!    second simplification, generalised: small groups lower without the
//!    helper function and the runtime check is quadratic per group only);
//! 4. every resulting dealloc retains only the retained values that may
//!    alias one of its memrefs (the spec's first); a retained value aliasing
//!    no memref anywhere gets ownership `false`, and a dealloc left without
//!    memrefs disappears. A dealloc left with one memref and nothing to
//!    retain is a plain conditional free and is emitted as such:
//!    `memref.dealloc`, under `scf.if` unless its condition is constant
//!    (what the lowering would make of it).
//!
//! 5. Two lone conditional frees of the same memref in one block, under
//!    complementary conditions `o ∧ c` and `o ∧ ¬c` (`¬c` as `arith.xori
//!    c, true` or the inverse `arith.cmpi`; `o` may be absent), with only
//!    deallocations and pure condition computations between them, become
//!    one free under `o` at the later one's place: a plain `memref.dealloc`
//!    when `o` is absent. This is what a `cf.cond_br` leaves when a memref
//!    is owned on both edges (the deallocation pass frees it once per
//!    successor); upstream keeps both, and canonicalize turns them into an
//!    `scf.if`/`else` with the same free in both branches.
//!
//! 6. Beyond upstream, what canonicalize would otherwise do after the
//!    lowering, done here so that frees that became static are emitted as
//!    plain `memref.dealloc`:
//!    - in a block entered only from a `cf.cond_br`, uses of the branch
//!      condition by its ops become the constant it has there;
//!    - `scf.if` ops (innermost first): one whose condition became
//!      constant is replaced by the branch taken (the clone-unless-owned
//!      of a returned buffer); an `i1` result both branches yield as the
//!      same outside value becomes that value, one yielded as
//!      `true`/`false` the condition (`false`/`true`: its negation), and
//!      unused `i1` results are removed;
//!    - ops the simplification left unused and free of side effects (base
//!      buffer extractions, condition computations) are erased.
//!
//! Conditions are evaluated through `arith.andi/ori/xori/select` of
//! constants and `scf.if` results, so ownership that earlier deallocs
//! turned into `false` drops memrefs further down. A dealloc is handled
//! after those whose results it uses (blocks need not be in dominance
//! order in the text).
//!
//! # Cost
//! Linear in the operands of a dealloc plus their roots (hash maps keyed by
//! root), after one linear view-flow analysis of the anchor op; upstream
//! checks all pairs.
//!
//! # Layout
//! `simplify` (steps 1-4, one dealloc at a time), `complementary` (step
//! 5), `cleanup` (step 6); this file holds the driver and the constant
//! evaluation of conditions they share.

mod cleanup;
mod complementary;
mod simplify;

use crate::analysis::alias::{Aliasing, ViewFlow};
use crate::analysis::fxhash::FxHashSet;
use crate::analysis::loop_constants::invariant_loop_bools;
use crate::ir::Op;
use crate::ir::Value;
use crate::ir::ops::{EntryConstants, cmpi_parts, constant_bool};
use crate::op_names;
use crate::pass::{Changed, PassDef, PassResult};
use cleanup::{BranchTruth, erase_dead, fold_if_ownership};
use complementary::merge_complementary;
use simplify::simplify;

/// The pass declaration.
pub static PASS: PassDef = PassDef {
    argument: "ferrobuf-buffer-deallocation-simplification",
    summary: "Simplify bufferization.dealloc ops with static alias information (like upstream --buffer-deallocation-simplification, near-linear)",
    anchor: None,
    dependent_dialects: &["arith", "bufferization", "memref", "scf"],
    options: &[],
    run,
};

op_names!(Names {
    dealloc = "bufferization.dealloc",
    constant = "arith.constant",
    extract = "memref.extract_strided_metadata",
    andi = "arith.andi",
    ori = "arith.ori",
    xori = "arith.xori",
    select = "arith.select",
    cmpi = "arith.cmpi",
    cmpf = "arith.cmpf",
    free = "memref.dealloc",
    scf_if = "scf.if",
    cond_br = "cf.cond_br",
});

fn run(root: Op, _options: &crate::pass::Options) -> PassResult {
    let names = Names::new(root.context());
    let deallocs = root.collect_nested(names.dealloc);
    if deallocs.is_empty() {
        return Ok(Changed::No);
    }
    let mut truth = BranchTruth::new(root, &names);
    // Constants go to the function's entry, where canonicalize would move them.
    let mut consts = EntryConstants::default();
    let mut changed = false;
    // Ownership flags a loop carries unchanged (`false` in, `false` or the
    // flag itself back), or that every edge into a block passes as the
    // same constant, are that constant: the frees they guard fold below.
    changed |= fold_loop_bools(root, &names, &mut consts);
    let flow = ViewFlow::build(root);
    let aliasing = Aliasing::new(&flow);
    let mut lone = Vec::new();
    // Values whose users the simplification removed: erased at the end if
    // left unused and free of side effects.
    let mut unused = Vec::new();
    // Each dealloc after those whose results it uses directly (a textual
    // order of blocks need not follow dominance): simplifying one erases
    // it, and the lists kept here must only hold values that are alive.
    let mut pending: FxHashSet<Op> = deallocs.iter().copied().collect();
    for d in deallocs {
        let mut stack = vec![d];
        while let Some(&top) = stack.last() {
            if !pending.contains(&top) {
                stack.pop();
                continue;
            }
            if let Some(dep) = top
                .operands()
                .filter_map(|v| v.defining_op())
                .find(|o| *o != top && pending.contains(o))
            {
                stack.push(dep);
                continue;
            }
            stack.pop();
            pending.remove(&top);
            if let Some(block) = top.block() {
                changed |= truth.before_dealloc_in(block, &mut consts);
            }
            changed |= simplify(top, &names, &aliasing, &mut lone, &mut unused, &mut consts);
        }
    }
    changed |= merge_complementary(&lone, &names, &mut unused);
    changed |= erase_dead(unused, &names);
    // The erasure may have removed constants `consts` handed out: start
    // over from the constants that lead the entry block now.
    let mut consts = EntryConstants::default();
    changed |= truth.apply_all(&mut consts);
    // After the erasure above: the folding erases `scf.if` ops whose
    // results may have been in that list.
    let mut unused = Vec::new();
    changed |= fold_if_ownership(root, &names, &mut unused, &mut consts);
    changed |= erase_dead(unused, &names);
    // Simplifying a dealloc can make the ownership a loop forwards
    // constant (a retained value that is freshly allocated in every
    // iteration is owned: `true`), which the loop-flag folding at the
    // start could not see: fold loop flags once more, then the ifs they
    // now guard (the clone-unless-owned of an `scf.while` result that
    // `scf.condition` passes with ownership `true`, seen on e2e
    // `nonequiv_loop_yields_constant`).
    // (A fresh constant cache: the erasure above may have removed some.)
    let mut consts = EntryConstants::default();
    if changed && fold_loop_bools(root, &names, &mut consts) {
        let mut unused = Vec::new();
        fold_if_ownership(root, &names, &mut unused, &mut consts);
        erase_dead(unused, &names);
    }
    Ok(if changed { Changed::Yes } else { Changed::No })
}

/// Replaces each used `i1` loop-carried value that is the same constant
/// on every execution ([`invariant_loop_bools`]) by that constant; whether
/// any was.
fn fold_loop_bools(root: Op, names: &Names, consts: &mut EntryConstants) -> bool {
    let mut changed = false;
    for (v, c) in invariant_loop_bools(root, names.constant) {
        if v.first_use_owner().is_none() {
            continue;
        }
        // (An op in the argument's block: the constant goes to the entry
        // of the function holding it.)
        let owner = v
            .defining_op()
            .or_else(|| v.owner_block().and_then(|b| b.first_op()))
            .expect("a block holds at least its terminator");
        v.replace_all_uses_with(consts.bool(owner, c));
        changed = true;
    }
    changed
}

/// The constant value of an `i1` condition, seeing through `arith.andi`,
/// `arith.ori`, `arith.xori`, `arith.select` and `scf.if` results (the
/// deallocation pass builds conditions from ownership values that earlier
/// simplifications may have turned into constants). The arms of a select
/// or an `scf.if` are evaluated knowing the condition they are chosen on,
/// so that `select(c, c, ¬c)` (a buffer owned on both edges of a
/// `cf.cond_br`) is `true`.
fn const_bool(v: Value, names: &Names) -> Option<bool> {
    const_bool_depth(v, names, 8, None)
}

/// `assume`: a value known to be `true` or `false` here (the innermost
/// one only: forgetting outer ones loses facts, never invents them).
fn const_bool_depth(
    v: Value,
    names: &Names,
    depth: u32,
    assume: Option<(Value, bool)>,
) -> Option<bool> {
    if let Some((a, known)) = assume {
        if a == v {
            return Some(known);
        }
        if are_inverse_cmpi(a, v, names) {
            return Some(!known);
        }
    }
    if let Some(c) = constant_bool(v, names.constant) {
        return Some(c);
    }
    let op = v.defining_op()?;
    if depth == 0 {
        return None;
    }
    let sub = |i: usize| const_bool_depth(op.operand(i), names, depth - 1, assume);
    if op.is(names.andi) {
        match (sub(0), sub(1)) {
            (Some(false), _) | (_, Some(false)) => Some(false),
            (Some(true), Some(true)) => Some(true),
            _ => None,
        }
    } else if op.is(names.ori) {
        match (sub(0), sub(1)) {
            (Some(true), _) | (_, Some(true)) => Some(true),
            (Some(false), Some(false)) => Some(false),
            _ => None,
        }
    } else if op.is(names.xori) {
        Some(sub(0)? ^ sub(1)?)
    } else if op.is(names.scf_if) {
        // A result of an `scf.if`: what both branches yield, or the
        // condition when they yield `true` and `false`.
        let k = v.index();
        let cond = op.operand(0);
        let branch = |r: usize| {
            let y = op.region(r).first_block()?.terminator()?;
            const_bool_depth(y.operand(k), names, depth - 1, Some((cond, r == 0)))
        };
        match (branch(0)?, branch(1)?) {
            (a, b) if a == b => Some(a),
            (a, _) => sub(0).map(|c| c == a),
        }
    } else if op.is(names.select) && op.result(0).ty().bit_width() == Some(1) {
        match sub(0) {
            Some(true) => sub(1),
            Some(false) => sub(2),
            None => {
                let c = op.operand(0);
                let arm = |i: usize, on: bool| {
                    const_bool_depth(op.operand(i), names, depth - 1, Some((c, on)))
                };
                match (arm(1, true), arm(2, false)) {
                    (Some(a), Some(b)) if a == b => Some(a),
                    _ => None,
                }
            }
        }
    } else {
        None
    }
}

/// Whether `a` and `b` are `arith.cmpi` of the same operands with inverse
/// predicates (one is the negation of the other).
fn are_inverse_cmpi(a: Value, b: Value, names: &Names) -> bool {
    let cmp = |v: Value| cmpi_parts(v.defining_op().filter(|d| d.is(names.cmpi))?);
    match (cmp(a), cmp(b)) {
        (Some((p, x, y)), Some((q, u, w))) => x == u && y == w && p.negated() == q,
        _ => false,
    }
}
