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
//! value. In this order:
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

use std::rc::Rc;

use crate::analysis::alias::{Aliasing, Root, ViewFlow, root_of, view_origin};
use crate::analysis::fxhash::{FxHashMap, FxHashSet};
use crate::analysis::loop_constants::invariant_loop_bools;
use crate::ir::interfaces::Effects;
use crate::ir::ops::{EntryConstants, arith_binary, cmpi_parts, constant_bool, negated_cmpi};
use crate::ir::{Block, Builder, Op, OpSpec, Order, Value, Walk};
use crate::op_names;
use crate::pass::{Changed, PassDef, PassResult};
use crate::passes::lower_deallocations::free_if;

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
    // flag itself back) are that constant: the frees they guard fold below.
    for (v, c) in invariant_loop_bools(root, names.constant) {
        if v.first_use_owner().is_none() {
            continue;
        }
        let owner = v
            .defining_op()
            .or_else(|| v.owner_block().and_then(|b| b.parent_op()))
            .expect("a loop value has an owner");
        v.replace_all_uses_with(consts.bool(owner, c));
        changed = true;
    }
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
    Ok(if changed { Changed::Yes } else { Changed::No })
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

/// Branch truth: in a block entered only from a `cf.cond_br` (its single
/// predecessor), the branch condition is known: `true` in the true
/// successor, `false` in the false one. Its uses by ops of that block
/// (the ownership conditions the deallocation pass derived from the edge
/// predicate, e.g. a buffer owned only on that edge) are replaced by that
/// constant, so the frees there need no runtime check. Applied to a block
/// right before its first dealloc is simplified (the predecessor's deallocs,
/// simplified before, may have turned their results into the condition)
/// and once more at the end. Canonicalize does the same after the fact.
/// Linear: each such block has one fact and is scanned twice.
struct BranchTruth {
    facts: FxHashMap<Block, (Value, bool)>,
    seen: FxHashSet<Block>,
}

impl BranchTruth {
    fn new(root: Op, names: &Names) -> BranchTruth {
        let mut facts = FxHashMap::default();
        let branches = root.collect_nested(names.cond_br);
        if !branches.is_empty() {
            let cfg = crate::analysis::cfg::Cfg::build(root);
            for br in branches {
                let (t, f) = (br.successor(0), br.successor(1));
                if t == f {
                    continue;
                }
                let cond = br.operand(0);
                for (dest, value) in [(t, true), (f, false)] {
                    // (A block that is its own single predecessor is
                    // unreachable; there the condition may be redefined.)
                    if cfg
                        .id(dest)
                        .is_some_and(|id| cfg.preds[id as usize].len() == 1)
                        && br.block() != Some(dest)
                        && cond.parent_block() != Some(dest)
                    {
                        facts.insert(dest, (cond, value));
                    }
                }
            }
        }
        BranchTruth {
            facts,
            seen: FxHashSet::default(),
        }
    }

    /// Applies the fact of `block` the first time it is asked for.
    fn before_dealloc_in(&mut self, block: Block, consts: &mut EntryConstants) -> bool {
        self.facts.contains_key(&block) && self.seen.insert(block) && self.apply(block, consts)
    }

    fn apply_all(&self, consts: &mut EntryConstants) -> bool {
        let mut changed = false;
        for &block in self.facts.keys() {
            changed |= self.apply(block, consts);
        }
        changed
    }

    fn apply(&self, block: Block, consts: &mut EntryConstants) -> bool {
        let (cond, value) = self.facts[&block];
        let mut known: Option<Value> = None;
        for op in block.ops() {
            for i in 0..op.num_operands() {
                if op.operand(i) == cond {
                    let c = *known.get_or_insert_with(|| consts.bool(op, value));
                    op.set_operand(i, c);
                }
            }
        }
        known.is_some()
    }
}

/// Whether `v` is defined outside `op` (so it dominates `op` when `op`
/// uses it, and everything after `op`).
fn defined_outside(v: Value, op: Op) -> bool {
    let mut p = v.parent_block().and_then(|b| b.parent_op());
    while let Some(q) = p {
        if q == op {
            return false;
        }
        p = q.parent();
    }
    true
}

/// Ownership indicators that the simplification made static, folded out
/// of `scf.if` ops (inner ops first): an `scf.if` whose condition became
/// constant (e.g. the clone-unless-owned of a returned value) is replaced
/// by the branch taken; an `i1` result is replaced by
/// the value both branches yield when it is defined outside the `scf.if`,
/// by the condition when the branches yield `true` and `false` (by its
/// negation for `false` and `true`: the inverse `arith.cmpi`, else
/// `arith.xori` with `true`), and is removed when unused. This is what
/// canonicalize would do; done here, the lowering emits no runtime check
/// for a now-static condition and canonicalize has nothing left to fold.
fn fold_if_ownership(
    root: Op,
    names: &Names,
    unused: &mut Vec<Value>,
    consts: &mut EntryConstants,
) -> bool {
    let mut ifs = Vec::new();
    root.walk(Order::Post, |op| {
        if op.is(names.scf_if) && op.num_regions() == 2 {
            ifs.push(op);
        }
        Walk::Advance
    });
    let mut changed = false;
    for ifop in ifs {
        if let Some(c) = const_bool(ifop.operand(0), names) {
            // The branch not taken is erased with the op: values listed so
            // far may lie in it, so the list is dealt with first.
            erase_dead(std::mem::take(unused), names);
            inline_branch(ifop, c, unused);
            changed = true;
            continue;
        }
        if ifop.region(1).first_block().is_none()
            || !ifop.results().any(|r| r.ty().bit_width() == Some(1))
        {
            continue;
        }
        let yields: Vec<Op> = (0..2)
            .filter_map(|r| ifop.region(r).first_block()?.terminator())
            .collect();
        if yields.len() != 2 {
            continue;
        }
        let cond = ifop.operand(0);
        let n = ifop.num_results();
        let mut keep = vec![true; n];
        for (k, kept) in keep.iter_mut().enumerate() {
            let r = ifop.result(k);
            if r.ty().bit_width() != Some(1) {
                continue;
            }
            if r.first_use_owner().is_none() {
                *kept = false;
                continue;
            }
            let (t, e) = (yields[0].operand(k), yields[1].operand(k));
            let with = if t == e && defined_outside(t, ifop) {
                Some(t)
            } else {
                match (
                    constant_bool(t, names.constant),
                    constant_bool(e, names.constant),
                ) {
                    (Some(true), Some(false)) => Some(cond),
                    (Some(false), Some(true)) => Some(negate(ifop, cond, names, consts)),
                    _ => None,
                }
            };
            if let Some(x) = with {
                r.replace_all_uses_with(x);
                *kept = false;
            }
        }
        if keep.iter().all(|&k| k) {
            continue;
        }
        let types: Vec<_> = (0..n)
            .filter(|&k| keep[k])
            .map(|k| ifop.result(k).ty())
            .collect();
        let operands: Vec<Value> = ifop.operands().collect();
        let Some(new) = ifop.rebuild(&operands, &types) else {
            continue;
        };
        let mut j = 0;
        for (k, &kept) in keep.iter().enumerate() {
            if kept {
                ifop.result(k).replace_all_uses_with(new.result(j));
                j += 1;
            }
        }
        for r in 0..2 {
            if let Some(y) = new.region(r).first_block().and_then(|b| b.terminator()) {
                let ops: Vec<Value> = (0..n).filter(|&k| keep[k]).map(|k| y.operand(k)).collect();
                unused.extend((0..n).filter(|&k| !keep[k]).map(|k| y.operand(k)));
                y.set_operands(&ops);
            }
        }
        ifop.erase();
        changed = true;
    }
    changed
}

/// Replaces an `scf.if` whose condition is the constant `taken` by the
/// body of that branch (nothing for a missing else branch).
fn inline_branch(ifop: Op, taken: bool, unused: &mut Vec<Value>) {
    unused.push(ifop.operand(0));
    if let Some(block) = ifop.region(if taken { 0 } else { 1 }).first_block() {
        let body: Vec<Op> = block.ops().collect();
        if let Some((&yield_op, rest)) = body.split_last() {
            for &op in rest {
                op.move_before(ifop);
            }
            for k in 0..ifop.num_results() {
                ifop.result(k).replace_all_uses_with(yield_op.operand(k));
            }
        }
    }
    ifop.erase();
}

/// `¬c` in the form canonicalize leaves it: the inverse comparison for an
/// `arith.cmpi`, else `arith.xori %c, %true`.
/// Made right before `at`.
fn negate(at: Op, c: Value, names: &Names, consts: &mut EntryConstants) -> Value {
    let b = Builder::before(at);
    if let Some(n) = c
        .defining_op()
        .filter(|d| d.is(names.cmpi))
        .and_then(|d| negated_cmpi(&b, d))
    {
        return n;
    }
    let t = consts.bool(at, true);
    arith_binary(&b, "arith.xori", c, t)
}

/// Identity of the buffer behind a value, when it is known for sure: its
/// single fresh allocation, else the value it is a view of.
fn buffer_key(v: Value, roots: &[Root]) -> Value {
    match roots {
        [Root::Alloc(x)] => *x,
        _ => view_origin(v),
    }
}

/// Roots of one operand, and what its roots of unknown origin may be.
#[derive(Clone)]
struct Info {
    roots: Rc<Vec<Root>>,
    /// Some root is *foreign*: a function argument, a call result or the
    /// result of an op without memref operands (`memref.get_global`):
    /// never a buffer allocated in this function, but maybe any other
    /// foreign buffer.
    opaque: bool,
    /// Some root is *wild*: made by an op from memref operands without
    /// saying how (e.g. `memref.transpose` when not a known view): it may
    /// be any buffer at all.
    wild: bool,
}

fn is_foreign(v: Value) -> bool {
    match v.defining_op() {
        None => v.owner_block().is_some_and(|b| {
            b.is_entry() && b.parent_op().is_some_and(|p| p.interfaces().function())
        }),
        Some(op) => op.interfaces().call() || !op.operands().any(|o| o.ty().is_any_memref()),
    }
}

fn info(aliasing: &Aliasing<'_>, v: Value) -> Info {
    let roots = aliasing.roots(v);
    let mut opaque = false;
    let mut wild = false;
    for r in &roots {
        if let Root::Opaque(x) = r {
            if is_foreign(*x) {
                opaque = true;
            } else {
                wild = true;
            }
        }
    }
    Info {
        roots: Rc::new(roots),
        opaque,
        wild,
    }
}

/// The op allocating `r` when `r` surely is the buffer its latest run
/// allocated: `r`'s only root is that allocation and `r` is a chain of
/// views of its result (no block argument or region result in between,
/// which could carry an earlier run's buffer).
fn fresh_allocation(r: Value, inf: &Info) -> Option<Op> {
    match inf.roots[..] {
        [Root::Alloc(a)] if view_origin(r) == a => a.defining_op(),
        _ => None,
    }
}

/// Whether `v` is defined before `op` runs, on every path to it: a
/// block argument of a block holding `op` (or one of its ancestors), or
/// the result of an op earlier in such a block. (A memref freed under a
/// true condition is owned, so its buffer was allocated before `v` was
/// defined and was not freed since: an allocation made after `v` is
/// another buffer. Under a false condition nothing is freed and nothing
/// is returned. So a retained fresh allocation made after a memref's
/// origin is defined never matters for that memref.)
fn defined_before(v: Value, op: Op) -> bool {
    let def = v.defining_op();
    let mut p = op;
    loop {
        let Some(blk) = p.block() else { return false };
        match def {
            None if v.owner_block() == Some(blk) => return true,
            Some(d) if d != p && d.block() == Some(blk) && d.is_before_in_block(p) => {
                return true;
            }
            _ => {}
        }
        match blk.parent_op() {
            Some(q) if !q.interfaces().function() => p = q,
            _ => return false,
        }
    }
}

/// The allocation behind a base-buffer extraction, when it is the same
/// buffer with the identity layout.
fn undo_base_extraction(m: Value, names: &Names) -> Value {
    if let Some(op) = m.defining_op()
        && op.is(names.extract)
        && m.index() == 0
    {
        let src = op.operand(0);
        if src.ty().has_identity_layout() && root_of(src) == Root::Alloc(src) {
            return src;
        }
    }
    m
}

/// Or-combines ownership contributions.
struct Ors<'b> {
    b: &'b Builder,
    /// The dealloc the values are made for.
    at: Op,
    consts: &'b mut EntryConstants,
}

impl Ors<'_> {
    fn false_value(&mut self) -> Value {
        self.consts.bool(self.at, false)
    }

    fn or(&mut self, terms: &[Value], names: &Names) -> Value {
        let mut live: Vec<Value> = Vec::with_capacity(terms.len());
        for &t in terms {
            match const_bool(t, names) {
                Some(true) => return t,
                Some(false) => {}
                None => live.push(t),
            }
        }
        let Some((&first, rest)) = live.split_first() else {
            return self.false_value();
        };
        let mut acc = first;
        for &t in rest {
            if t != acc {
                acc = arith_binary(self.b, "arith.ori", acc, t);
            }
        }
        acc
    }
}

/// Simplifies one dealloc; true if it changed.
fn simplify(
    d: Op,
    names: &Names,
    aliasing: &Aliasing<'_>,
    lone: &mut Vec<LoneFree>,
    unused: &mut Vec<Value>,
    consts: &mut EntryConstants,
) -> bool {
    let n_ret = d.num_results();
    let ops: Vec<Value> = d.operands().collect();
    let n_mem = (ops.len() - n_ret) / 2;
    let retained: Vec<Value> = ops[2 * n_mem..].to_vec();

    // 1. Drop false conditions, undo base extractions, merge memrefs that
    //    are surely the same buffer.
    let mut memrefs: Vec<Value> = Vec::new();
    let mut mem_info: Vec<Info> = Vec::new();
    let mut keys: Vec<Value> = Vec::new();
    let mut conds: Vec<Vec<Value>> = Vec::new();
    let mut seen: FxHashMap<Value, usize> = FxHashMap::default();
    let mut changed = false;
    for i in 0..n_mem {
        let c = ops[n_mem + i];
        if const_bool(c, names) == Some(false) {
            changed = true;
            continue;
        }
        let m = undo_base_extraction(ops[i], names);
        changed |= m != ops[i];
        let inf = info(aliasing, m);
        let key = buffer_key(m, &inf.roots);
        match seen.get(&key) {
            Some(&k) => {
                conds[k].push(c);
                changed = true;
            }
            None => {
                seen.insert(key, memrefs.len());
                memrefs.push(m);
                mem_info.push(inf);
                keys.push(key);
                conds.push(vec![c]);
            }
        }
    }
    let b = Builder::before(d);
    let mut ors = Ors {
        b: &b,
        at: d,
        consts,
    };
    let conds: Vec<Value> = conds.iter().map(|cs| ors.or(cs, names)).collect();

    let ret_info: Vec<Info> = retained.iter().map(|&r| info(aliasing, r)).collect();
    let ret_keys: Vec<Value> = retained
        .iter()
        .zip(&ret_info)
        .map(|(&r, inf)| buffer_key(r, &inf.roots))
        .collect();

    // Retained values by root.
    let mut ret_by_root: FxHashMap<Root, Vec<usize>> = FxHashMap::default();
    let mut opaque_ret: Vec<usize> = Vec::new();
    let mut wild_ret: Vec<usize> = Vec::new();
    for (j, inf) in ret_info.iter().enumerate() {
        for &r in inf.roots.iter() {
            ret_by_root.entry(r).or_default().push(j);
        }
        if inf.opaque {
            opaque_ret.push(j);
        }
        if inf.wild {
            wild_ret.push(j);
        }
    }
    let all_ret: Vec<usize> = (0..retained.len()).collect();
    // Retained values that surely are their allocation's latest buffer
    // (see `fresh_allocation` and `defined_before`).
    let ret_fresh: Vec<Option<Op>> = retained
        .iter()
        .zip(&ret_info)
        .map(|(&r, inf)| fresh_allocation(r, inf))
        .collect();
    // The retained values that may alias memref `i`, each once.
    let mut mark: Vec<usize> = vec![usize::MAX; retained.len()];
    let mut stamp = 0usize;
    let mut may_alias_retained = |i: usize, mark: &mut Vec<usize>| -> Vec<usize> {
        stamp += 1;
        let inf = &mem_info[i];
        // Computed only if some candidate is a fresh allocation.
        let mut origin: Option<Value> = None;
        let mut out = Vec::new();
        for r in inf.roots.iter() {
            for &j in ret_by_root.get(r).map_or(&[][..], |v| &v[..]) {
                if mark[j] != stamp {
                    mark[j] = stamp;
                    if let Some(a) = ret_fresh[j]
                        && defined_before(*origin.get_or_insert_with(|| view_origin(memrefs[i])), a)
                    {
                        continue;
                    }
                    out.push(j);
                }
            }
        }
        let extra: [&[usize]; 3] = [
            if inf.wild { &all_ret } else { &[] },
            if inf.opaque { &opaque_ret } else { &[] },
            &wild_ret,
        ];
        for list in extra {
            for &j in list {
                if mark[j] != stamp {
                    mark[j] = stamp;
                    out.push(j);
                }
            }
        }
        out
    };
    // Ownership contributions per retained value.
    let mut contrib: Vec<Vec<Value>> = vec![Vec::new(); retained.len()];

    // 2. A memref that surely is the buffer of every retained value that
    //    may alias it (and of at least one) is never freed here: drop it,
    //    its condition goes to those retained values' ownership.
    let mut keep: Vec<usize> = Vec::new();
    let mut may: Vec<Vec<usize>> = vec![Vec::new(); memrefs.len()];
    for i in 0..memrefs.len() {
        let cands = may_alias_retained(i, &mut mark);
        if !cands.is_empty() && cands.iter().all(|&j| ret_keys[j] == keys[i]) {
            for &j in &cands {
                contrib[j].push(conds[i]);
            }
            changed = true;
            continue;
        }
        may[i] = cands;
        keep.push(i);
    }

    // 3. Split the list into groups that cannot alias each other: the
    //    connected components of "may alias" (memrefs sharing a root, all
    //    foreign ones together, everything together if one is wild). A
    //    memref aliasing no other is a group of its own (the spec's split).
    let mut parent: Vec<usize> = (0..keep.len()).collect();
    fn find(parent: &mut [usize], mut x: usize) -> usize {
        while parent[x] != x {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        x
    }
    let union = |parent: &mut Vec<usize>, a: usize, b: usize| {
        let (ra, rb) = (find(parent, a), find(parent, b));
        if ra != rb {
            parent[ra.max(rb)] = ra.min(rb);
        }
    };
    let mut first_with_root: FxHashMap<Root, usize> = FxHashMap::default();
    let mut first_opaque: Option<usize> = None;
    let any_wild = keep.iter().any(|&i| mem_info[i].wild);
    for (k, &i) in keep.iter().enumerate() {
        for &r in mem_info[i].roots.iter() {
            match first_with_root.get(&r) {
                Some(&f) => union(&mut parent, f, k),
                None => {
                    first_with_root.insert(r, k);
                }
            }
        }
        if mem_info[i].opaque {
            match first_opaque {
                Some(f) => union(&mut parent, f, k),
                None => first_opaque = Some(k),
            }
        }
        if any_wild && k > 0 {
            union(&mut parent, 0, k);
        }
    }
    let mut group_of: FxHashMap<usize, usize> = FxHashMap::default();
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for (k, &i) in keep.iter().enumerate() {
        let root = find(&mut parent, k);
        let g = *group_of.entry(root).or_insert_with(|| {
            groups.push(Vec::new());
            groups.len() - 1
        });
        groups[g].push(i);
    }
    if groups.len() > 1 {
        changed = true;
    }

    // 4. Each group retains what may alias it.
    let mut new_ops: Vec<(Vec<usize>, Vec<usize>)> = Vec::new();
    let mut gmark: Vec<usize> = vec![usize::MAX; retained.len()];
    for (g, group) in groups.iter().enumerate() {
        let mut rets: Vec<usize> = Vec::new();
        for &i in group {
            for &j in &may[i] {
                if gmark[j] != g {
                    gmark[j] = g;
                    rets.push(j);
                }
            }
        }
        rets.sort_unstable();
        new_ops.push((group.clone(), rets));
    }
    let total_rets: usize = new_ops.iter().map(|(_, r)| r.len()).sum();
    let lowerable = new_ops.iter().any(|(g, r)| g.len() == 1 && r.is_empty());
    if !changed
        && !lowerable
        && new_ops.len() == 1
        && total_rets == retained.len()
        && keep.len() == n_mem
    {
        return false;
    }

    let i1 = d.context().int_type(1);
    for (group, rets) in &new_ops {
        if let ([i], []) = (&group[..], &rets[..]) {
            // A lone conditional free: emit it in its final form.
            if let Some(op) = free_if(&b, memrefs[*i], conds[*i], const_bool(conds[*i], names)) {
                lone.push(LoneFree {
                    op,
                    memref: memrefs[*i],
                    cond: conds[*i],
                });
            }
            continue;
        }
        let mut operands: Vec<Value> = group.iter().map(|&i| memrefs[i]).collect();
        operands.extend(group.iter().map(|&i| conds[i]));
        operands.extend(rets.iter().map(|&j| retained[j]));
        let seg = d.context().i32_array_attr(&[
            group.len() as i32,
            group.len() as i32,
            rets.len() as i32,
        ]);
        let op = b.create(OpSpec {
            name: "bufferization.dealloc",
            operands: &operands,
            results: &vec![i1; rets.len()],
            attrs: &[("operandSegmentSizes", seg)],
            ..Default::default()
        });
        for (k, &j) in rets.iter().enumerate() {
            contrib[j].push(op.result(k));
        }
    }
    for (j, terms) in contrib.iter().enumerate() {
        let v = ors.or(terms, names);
        d.result(j).replace_all_uses_with(v);
    }
    unused.extend(ops);
    d.erase();
    true
}

/// A conditional free emitted by the simplification (`scf.if cond {
/// memref.dealloc memref }`).
struct LoneFree {
    op: Op,
    memref: Value,
    cond: Value,
}

/// The branch-condition half of a conjunct: a value, or a comparison
/// (`arith.cmpi` predicate, lhs, rhs) with its predicate normalised to the
/// lesser of itself and its inverse.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum CondKey {
    Value(Value),
    Cmp(i64, Value, Value),
}

/// `v` as a possibly negated branch condition: (key, positive).
fn literal(v: Value, names: &Names) -> (CondKey, bool) {
    if let Some(op) = v.defining_op() {
        if op.is(names.xori) {
            for (x, y) in [(0, 1), (1, 0)] {
                if const_bool(op.operand(y), names) == Some(true) {
                    let (k, pos) = literal(op.operand(x), names);
                    return (k, !pos);
                }
            }
        }
        if op.is(names.cmpi)
            && let Some((pred, lhs, rhs)) = cmpi_parts(op)
        {
            let (p, q) = (pred as i64, pred.negated() as i64);
            return (CondKey::Cmp(p.min(q), lhs, rhs), p <= q);
        }
    }
    (CondKey::Value(v), true)
}

/// The ways to read `cond` as `o ∧ literal` (`o` absent: true).
fn decompositions(cond: Value, names: &Names) -> Vec<(Option<Value>, CondKey, bool)> {
    let mut out = Vec::with_capacity(3);
    let (k, pos) = literal(cond, names);
    out.push((None, k, pos));
    if let Some(op) = cond.defining_op()
        && op.is(names.andi)
    {
        for (x, y) in [(0, 1), (1, 0)] {
            let (k, pos) = literal(op.operand(y), names);
            out.push((Some(op.operand(x)), k, pos));
        }
    }
    out
}

/// Ops that may sit between two frees being merged: deallocations and
/// pure computations of conditions and base buffers. Anything else ends
/// the stretch in which frees may be merged.
fn harmless(op: Op, names: &Names) -> bool {
    [
        names.dealloc,
        names.free,
        names.extract,
        names.constant,
        names.andi,
        names.ori,
        names.xori,
        names.select,
        names.cmpi,
        names.cmpf,
    ]
    .iter()
    .any(|&n| op.is(n))
}

/// Simplification 5 (see the module doc). Linear in the blocks holding two
/// or more emitted frees.
fn merge_complementary(lone: &[LoneFree], names: &Names, unused: &mut Vec<Value>) -> bool {
    if lone.len() < 2 {
        return false;
    }
    let mut merged = false;
    let mut by_block: FxHashMap<Block, Vec<usize>> = FxHashMap::default();
    let mut blocks: Vec<Block> = Vec::new();
    let mut index: FxHashMap<Op, usize> = FxHashMap::default();
    for (i, f) in lone.iter().enumerate() {
        index.insert(f.op, i);
        if let Some(b) = f.op.block() {
            let e = by_block.entry(b).or_default();
            if e.is_empty() {
                blocks.push(b);
            }
            e.push(i);
        }
    }
    for block in blocks {
        if by_block[&block].len() < 2 {
            continue;
        }
        // Stretch and position of each emitted free in the block.
        let mut place: Vec<(usize, usize)> = Vec::new();
        let mut position: FxHashMap<usize, usize> = FxHashMap::default();
        let mut stretch = 0usize;
        for (pos, op) in block.ops().enumerate() {
            if let Some(&i) = index.get(&op) {
                place.push((i, stretch));
                position.insert(i, pos);
            } else if !harmless(op, names) {
                stretch += 1;
            }
        }
        // Candidates by (stretch, memref, o, literal), in block order.
        type Key = (usize, Value, Option<Value>, CondKey);
        let mut keys: Vec<Key> = Vec::new();
        let mut slots: FxHashMap<Key, (Vec<usize>, Vec<usize>)> = FxHashMap::default();
        for &(i, st) in &place {
            let f = &lone[i];
            let mut seen: FxHashSet<Key> = FxHashSet::default();
            for (o, k, positive) in decompositions(f.cond, names) {
                let key = (st, f.memref, o, k);
                if !seen.insert(key) {
                    continue;
                }
                let e = slots.entry(key).or_insert_with(|| {
                    keys.push(key);
                    (Vec::new(), Vec::new())
                });
                if positive { &mut e.0 } else { &mut e.1 }.push(i);
            }
        }
        let mut used: FxHashSet<usize> = FxHashSet::default();
        for key in keys {
            // A record has one polarity per key, so the pairs are disjoint.
            let (pos_list, neg_list) = &slots[&key];
            let free = |list: &[usize]| -> Vec<usize> {
                list.iter().copied().filter(|i| !used.contains(i)).collect()
            };
            let pairs: Vec<(usize, usize)> =
                free(pos_list).into_iter().zip(free(neg_list)).collect();
            for (a, b) in pairs {
                used.insert(a);
                used.insert(b);
                let later = if position[&a] > position[&b] {
                    lone[a].op
                } else {
                    lone[b].op
                };
                let builder = Builder::before(later);
                match key.2 {
                    None => {
                        crate::ir::ops::memref_dealloc(&builder, key.1);
                    }
                    Some(o) => {
                        free_if(&builder, key.1, o, const_bool(o, names));
                    }
                }
                for i in [a, b] {
                    lone[i].op.erase();
                    unused.push(lone[i].cond);
                }
                merged = true;
            }
        }
    }
    merged
}

/// Erases the ops defining `values` that are left without uses and free
/// of side effects (no regions, no memory effects: condition computations,
/// base-buffer extractions, views, selects), and those they used that are
/// now unused too -- the dead code canonicalize would otherwise remove.
fn erase_dead(values: Vec<Value>, names: &Names) -> bool {
    let mut work: Vec<Op> = values.iter().filter_map(|v| v.defining_op()).collect();
    let mut erased: FxHashSet<Op> = FxHashSet::default();
    while let Some(op) = work.pop() {
        if erased.contains(&op)
            || op.num_results() == 0
            || op.results().any(|r| r.first_use_owner().is_some())
        {
            continue;
        }
        let pure = op.is(names.andi)
            || op.is(names.xori)
            || op.is(names.cmpi)
            || op.is(names.constant)
            || (op.num_regions() == 0
                && op.num_successors() == 0
                && matches!(op.memory_effects(), Effects::Known(e) if e.is_empty()));
        if !pure {
            continue;
        }
        work.extend(op.operands().filter_map(|v| v.defining_op()));
        op.erase();
        erased.insert(op);
    }
    !erased.is_empty()
}
