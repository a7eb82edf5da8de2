//! `ferrobuf-eliminate-empty-tensors`: computes into the destination of an
//! insertion instead of a fresh `tensor.empty`.
//!
//! # Contract
//! Runs on any op (a module, a function, ...), like upstream
//! `--eliminate-empty-tensors` (MLIR 22). For every *insertion*
//! (`tensor.insert_slice`, `tensor.parallel_insert_slice`,
//! `bufferization.materialize_in_destination`, and `linalg.copy` on tensors,
//! an insertion into all of its init) that is worth trying by the IR's
//! structure ([`sites`]: something observes its result; its destination,
//! when a tensor, is writable, not written again for one definition by a
//! loop around the insertion, and not read after it, so that One-Shot
//! Bufferize can insert in place), the source value is followed back
//! through ops that compute into it:
//! - a destination-style op (linalg ops, `linalg.fill`, `tensor.insert`,
//!   `tensor.insert_slice`, ...) to the init tied to the result;
//! - `tensor.cast` to its source;
//! - `scf.for` to the init of the result's iter_arg, when the loop yields
//!   a value computed into that iter_arg and nothing reads the init after
//!   the loop (the result is then the init's buffer);
//! - `scf.if` to the value each branch yields (the result is then the
//!   yielded buffer of the branch that ran).
//!
//! Every `tensor.empty` reached this way is a *leaf*, with the one operand
//! it was reached through. That operand (only that one: other uses of the
//! empty keep it) is replaced by the insertion's subset of its destination:
//! `tensor.extract_slice` of the destination with the insertion's offsets,
//! sizes and strides (typed as the insertion's source), the destination
//! itself for a `materialize_in_destination` into a tensor, or a
//! `bufferization.to_tensor restrict` of the destination buffer for one into
//! a `restrict` memref (the `restrict` moves from the materialize to the new
//! `to_tensor`); a `tensor.cast` follows when the types differ in shape
//! only. The replacement is placed before the first of these points that
//! all its operands (destination, dynamic offsets/sizes/strides) properly
//! dominate and that dominates the replaced operand's op: before the empty,
//! then right after each operand's definition (the block start for a block
//! argument). No such point: the leaf is left alone, unless it is a
//! `linalg.fill` of the empty that is the source of an `insert_slice` in
//! its block (see *Re-created fills*). The empty op itself is not erased
//! (dead ones are left to DCE, as upstream).
//!
//! **Re-created fills**: when an `insert_slice`'s source is directly a
//! `linalg.fill` of a `tensor.empty` in the same block and that leaf
//! cannot be replaced for this insertion (an earlier insertion of the same
//! fill claimed it, or no insertion point exists because the destination is
//! defined after the fill), the fill is copied right before the insertion
//! onto the insertion's `extract_slice` of its destination, and becomes the
//! insertion's source. A fill's value is its scalar, the same SSA value at
//! both points, and every operand of the new ops is an operand of the fill
//! or of the insertion, defined before it: the insertion inserts the same
//! value. An old fill left without uses is erased (it would fill an
//! allocation of its own).
//!
//! A leaf is left alone when something reads the destination (or a view
//! of it) between the leaf's operand and the insertion: the write into the
//! slice would change what that reads.
//!
//! **No copies made**: these choices are guesses; after rewriting,
//! One-Shot's analysis (`ferrobuf-one-shot-bufferize{bufferize-function-
//! boundaries}`, default options) is run on the rewritten IR; a
//! replacement whose replaced operand, path operands, the insertion's
//! source or the new `extract_slice`'s source would go out of place
//! (One-Shot would copy, e.g. the destination may be an argument that is
//! read after the insertion) is undone, and the check repeats until none
//! is. Input One-Shot rejects is left alone.
//!
//! **Inside One-Shot** (`ferrobuf-one-shot-bufferize{eliminate-empty-
//! tensors}`, what `ferrobuf-bufferize` runs), each new `extract_slice`
//! is marked ([`UNDEFINED_SLICE_ATTR`]) as standing for the empty it
//! replaced: its contents are undefined to One-Shot, as the empty's were
//! (its one use read undefined contents before; rule 0 of the conflict
//! rules), and where it or its use goes out of place it gets a new buffer
//! without a copy. A replacement that only makes one of the two go out of
//! place then costs what the empty cost, and is kept: no further analysis
//! runs for it. The standalone pass has no such mark (the One-Shot that
//! follows may be upstream's) and undoes it.
//!
//! ```mlir
//! %e = tensor.empty() : tensor<4xf32>
//! %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
//! %r = tensor.insert_slice %f into %d[%i] [4] [1] : tensor<4xf32> into tensor<16xf32>
//! // =>
//! %s = tensor.extract_slice %d[%i] [4] [1] : tensor<16xf32> to tensor<4xf32>
//! %e = tensor.empty() : tensor<4xf32>
//! %f = linalg.fill ins(%x : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
//! %r = tensor.insert_slice %f into %d[%i] [4] [1] : tensor<4xf32> into tensor<16xf32>
//! ```
//!
//! # Differences from upstream (lit: `tests/lit/eliminate-empty-tensors/
//! differs-from-upstream.mlir`)
//! - **Chains of insertions**: insertions are rewritten last first, so an
//!   empty inserted into a tensor that is itself inserted into another is
//!   replaced by a slice of the slice of the final destination (no
//!   allocation, no copy). Upstream rewrites first to last: the inner
//!   replacement slices the intermediate empty, which the outer one then
//!   replaces in one use only, so the intermediate tensor is still
//!   allocated and copied.
//! - **No replacement that makes One-Shot copy** (the re-check above).
//!   Upstream only asks that the insertion's source be in place before its
//!   rewrite, and e.g. replaces an empty whose slice of the destination is
//!   read before the insertion. The re-check uses ferrobuf's One-Shot, which
//!   exempts a matching `extract_slice`/`insert_slice` pair through an
//!   `scf.for` that carries the slice and through `scf.if`/
//!   `scf.index_switch` results when *every* region yields the slice, but
//!   not through `scf.forall` shared outputs, nor a
//!   `materialize_in_destination` into the tensor the source was computed
//!   in: there the replacements are undone (upstream keeps them).
//! - **Loops and branches**: an empty computed into through `scf.for`
//!   iter_args, or in each branch of an `scf.if`, whose result is inserted.
//!   Upstream replaces these empties too, but its One-Shot then copies the
//!   loop's or the if's result onto the slice it already is (a copy at run
//!   time until canonicalize and cse); ferrobuf's leaves no copy.
//!   Where one branch of an `scf.if` must keep its empty (it reads the
//!   destination's old contents), ferrobuf undoes the other branch's
//!   replacement too; upstream keeps it, and copies the slice onto itself
//!   when that branch runs.
//! - **One fill inserted several times**: each insertion after the first
//!   gets its own re-created fill on its slice (no allocation, no copy);
//!   upstream replaces the empty for one insertion only, and its One-Shot
//!   allocates the fill and copies it to each. (Several fills or ops
//!   computing into one empty are separate leaves, each replaced for its
//!   own insertion, as upstream.)
//! - **Destination defined after the fill**: upstream moves the
//!   destination's definition (and what it needs) above the fill; ferrobuf
//!   never moves existing ops, and re-creates the fill before the insertion
//!   instead (a fill only: other ops computing into an empty are left alone
//!   there).
//!
//! # Cost
//! No analysis to decide: the structural choices look at each
//! insertion's destination's uses (at most 32 readers among 256 uses,
//! views included, else it is not tried) and walk back from the insertion
//! visiting each value once. One
//! One-Shot analysis (near-linear) checks the result; each further one
//! follows a check that undid something and kept something. Inside
//! One-Shot that last analysis is the one it bufferizes with: the
//! elimination costs no analysis of its own there unless a check undoes.

use crate::analysis::cfg::Cfg;
use crate::analysis::dominance::Dominance;
use crate::analysis::fxhash::{FxHashMap, FxHashSet};
use crate::ir::ops;
use crate::ir::{Builder, Op, Order, Value, Walk};
use crate::op_names;
use crate::pass::{Changed, Options, PassDef, PassResult};

use super::one_shot::analysis::Analysis;
use super::one_shot::model::UNDEFINED_SLICE_ATTR;
use super::one_shot::{ModuleAnalysis, analyze_with_boundaries};

mod sites;
use sites::{Sites, may_run_after, reads_old_slice_again};

/// The pass declaration.
pub static PASS: PassDef = PassDef {
    argument: "ferrobuf-eliminate-empty-tensors",
    summary: "Replace tensor.empty ops computed into and inserted into another tensor by a slice of that tensor (like upstream --eliminate-empty-tensors, also through scf.for/scf.if without a copy left, a fill inserted several times or before its destination exists, and chains of insertions)",
    anchor: None,
    dependent_dialects: &["tensor", "bufferization"],
    options: &[],
    run,
};

op_names!(Names {
    empty = "tensor.empty",
    insert_slice = "tensor.insert_slice",
    parallel_insert_slice = "tensor.parallel_insert_slice",
    materialize = "bufferization.materialize_in_destination",
    copy = "linalg.copy",
    fill = "linalg.fill",
    cast = "tensor.cast",
    scf_for = "scf.for",
    scf_if = "scf.if",
    index_switch = "scf.index_switch",
    func = "func.func",
    constant = "arith.constant",
    to_tensor = "bufferization.to_tensor",
    extract_slice = "tensor.extract_slice",
    expand = "tensor.expand_shape",
    collapse = "tensor.collapse_shape",
    dim = "tensor.dim",
});

/// Operand `.1` of op `.0`.
type Operand = (Op, usize);

/// A `tensor.empty` reached from an insertion's source.
#[derive(Clone, Debug)]
struct Leaf {
    empty: Op,
    /// The operand the empty was reached through: `(op, operand index)`.
    user: (Op, usize),
    /// Every operand on the way from the insertion's source to `user`.
    path: Vec<(Op, usize)>,
}

/// One applied replacement (what undoing it needs).
struct Applied {
    insertion: Op,
    leaf: Leaf,
    /// Ops created for it, last created first (erased in this order).
    created: Vec<Op>,
    /// The `extract_slice` created, if any, whose source must stay in place.
    subset: Option<Op>,
    /// The materialize whose `restrict` moved to a new `to_tensor`.
    moved_restrict: Option<Op>,
    /// A fill re-created at the insertion: the insertion's source operand
    /// held this value before (see [`recreate_fill`]).
    rerouted: Option<Value>,
}

fn run(root: Op, _options: &Options) -> PassResult {
    Ok(eliminate(root, &mut analyze_with_boundaries, false).0)
}

/// The pass's rewrite, checked with `analyze` (One-Shot's analysis of
/// `root`, `None` when One-Shot rejects it). With `mark`, the slices made
/// are marked as standing for the empties (the module doc's *Inside
/// One-Shot*: only the One-Shot that does the checking may see them).
/// Returns whether the IR changed, and the last analysis made when it
/// still describes the IR (nothing changed after it):
/// `ferrobuf-one-shot-bufferize{eliminate-empty-tensors}` bufferizes with
/// it instead of analysing again.
pub(crate) fn eliminate(
    root: Op,
    analyze: &mut dyn FnMut(Op) -> Option<ModuleAnalysis>,
    mark: bool,
) -> (Changed, Option<ModuleAnalysis>) {
    let names = Names::new(root.context());
    let mut insertions = Vec::new();
    // Ops with successors: their functions have blocks to order by a CFG.
    let mut branching = Vec::new();
    root.walk(Order::Pre, |op| {
        if op.is(names.insert_slice)
            || op.is(names.parallel_insert_slice)
            || op.is(names.materialize)
            || is_tensor_copy(&names, op)
        {
            insertions.push(op);
        } else if op.num_successors() > 0 {
            branching.push(op);
        }
        Walk::Advance
    });
    if insertions.is_empty() {
        return (Changed::No, None);
    }
    // Collect: per insertion (program order), its leaves; an operand goes
    // to the first insertion reaching it (as upstream's order decides).
    let mut decide = Sites::new(&names, root);
    let mut claimed: FxHashSet<(Op, usize)> = FxHashSet::default();
    // Per insertion: its leaves, and whether its source is a fill of an
    // empty to re-create at the insertion when its leaf cannot be replaced
    // there (claimed by an earlier insertion, or no insertion point).
    let mut sites: Vec<(Op, Vec<Leaf>, bool)> = Vec::new();
    for &ins in &insertions {
        let Some(readers) = decide.insertion(ins) else {
            continue;
        };
        let mut refill = false;
        let leaves: Vec<Leaf> = decide
            .leaves(ins)
            .into_iter()
            .filter(|l| !reads_old_slice_again(ins, l))
            .filter(|l| readers.iter().all(|&r| !may_run_after(&names, r, l.user.0)))
            .filter(|l| {
                let first = claimed.insert(l.user);
                if !first && refillable(&names, ins) == Some(l.user) {
                    refill = true;
                }
                first
            })
            .collect();
        if !leaves.is_empty() || refill {
            sites.push((ins, leaves, refill));
        }
    }
    if sites.is_empty() {
        return (Changed::No, None);
    }
    // Dominance between blocks, in the functions that have several blocks
    // in a region (elsewhere, nesting and block order decide).
    let mut seen_roots: FxHashSet<Op> = FxHashSet::default();
    let cfg_roots: Vec<Op> = branching
        .iter()
        .filter_map(|&b| isolated_ancestor(b))
        .filter(|&f| seen_roots.insert(f))
        .collect();
    let cfgs: Vec<Cfg> = cfg_roots.iter().map(|&f| Cfg::build(f)).collect();
    let doms: FxHashMap<Op, Dominance> = cfg_roots
        .iter()
        .zip(&cfgs)
        .map(|(&f, c)| (f, Dominance::new(c)))
        .collect();

    // Rewrite, last insertion first (chains: the outer destination is in
    // place before the inner insertion slices it).
    let mut groups: FxHashMap<Op, Op> = FxHashMap::default();
    let mut applied: Vec<Applied> = Vec::new();
    for (ins, leaves, mut refill) in sites.into_iter().rev() {
        let dom = isolated_ancestor(ins).and_then(|f| doms.get(&f));
        for leaf in leaves.into_iter().rev() {
            let user = leaf.user;
            match replace(&names, dom, &mut groups, ins, leaf) {
                Some(a) => applied.push(a),
                None => refill |= refillable(&names, ins) == Some(user),
            }
        }
        if refill && let Some(a) = recreate_fill(&names, ins) {
            applied.push(a);
        }
    }
    if applied.is_empty() {
        return (Changed::No, None);
    }
    if mark {
        let unit = root.context().unit_attr();
        for s in applied.iter().filter_map(|ap| ap.subset) {
            s.set_attr(UNDEFINED_SLICE_ATTR, unit);
        }
    }

    // Check: undo what would make One-Shot copy, until nothing does. The
    // analysis of a check that undid nothing describes the final IR.
    let mut last = None;
    loop {
        let Some(check) = analyze(root) else {
            undo_all(&mut applied, &names);
            break;
        };
        let analyses = &check.analyses;
        let by_func = function_index(analyses);
        let mut bad = Vec::new();
        for (i, ap) in applied.iter().enumerate() {
            let ok = analysis_of(ap.insertion, &by_func, analyses).is_some_and(|a| {
                let user = in_place(a, ap.leaf.user.0, ap.leaf.user.1);
                let subset = ap.subset.is_none_or(|s| in_place(a, s, 0));
                in_place(a, ap.insertion, 0)
                    && ap.leaf.path.iter().all(|&(op, k)| in_place(a, op, k))
                    && if mark && ap.subset.is_some() {
                        // One of the two new buffers, without a copy: what
                        // the empty cost.
                        user || subset
                    } else {
                        user && subset
                    }
            });
            if !ok {
                bad.push(i);
            }
        }
        if bad.is_empty() {
            last = Some(check);
            break;
        }
        for i in bad.into_iter().rev() {
            let ap = applied.remove(i);
            undo(ap, &names);
        }
        if applied.is_empty() {
            break;
        }
    }
    // A fill re-created at every insertion of it is dead: erase it (it
    // would fill an allocation of its own).
    let mut old_fills: Vec<Op> = Vec::new();
    for f in applied.iter().filter_map(|ap| ap.rerouted?.defining_op()) {
        if !old_fills.contains(&f) {
            old_fills.push(f);
        }
    }
    for f in old_fills {
        if f.results().all(|r| r.first_use_owner().is_none()) {
            f.erase();
            // (The analysis knows the fill.)
            last = None;
        }
    }
    // Something was created (and maybe erased again): report a change.
    (Changed::Yes, last)
}

/// Index of the analysis of each function.
fn function_index(analyses: &[(Op, Analysis)]) -> FxHashMap<Op, usize> {
    analyses
        .iter()
        .enumerate()
        .map(|(i, (f, _))| (*f, i))
        .collect()
}

/// The analysis covering `op`: that of its closest enclosing analysed op.
fn analysis_of<'a>(
    op: Op,
    by_func: &FxHashMap<Op, usize>,
    analyses: &'a [(Op, Analysis)],
) -> Option<&'a Analysis> {
    let mut p = Some(op);
    while let Some(o) = p {
        if let Some(&i) = by_func.get(&o) {
            return Some(&analyses[i].1);
        }
        p = o.parent();
    }
    None
}

/// Whether operand `index` of `op` bufferizes in place.
fn in_place(a: &Analysis, op: Op, index: usize) -> bool {
    let Some(&i) = a.op_index.get(&op) else {
        return false;
    };
    a.ops[i as usize]
        .2
        .iter()
        .find(|&&u| a.uses[u as usize].index == index)
        .is_some_and(|&u| a.is_inplace(u))
}

/// The closest ancestor of `op` isolated from above (its function).
fn isolated_ancestor(op: Op) -> Option<Op> {
    let mut p = op.parent();
    while let Some(o) = p {
        if o.has_trait(crate::ir::Trait::FerrobufTraitIsIsolatedFromAbove) {
            return Some(o);
        }
        p = o.parent();
    }
    None
}

/// Whether block `x` dominates block `y` by `dom` (`None`: the function
/// has one block per region, where a block dominates only itself among
/// blocks neither holds).
fn block_dominates(dom: Option<&Dominance>, x: crate::ir::Block, y: crate::ir::Block) -> bool {
    let Some(dom) = dom else {
        return x == y;
    };
    let cfg = dom.cfg();
    match (cfg.id(x), cfg.id(y)) {
        (Some(x), Some(y)) => dom.dominates(x, y),
        _ => false,
    }
}

/// Whether `a` dominates `b` (an op dominates itself and what it holds).
fn op_dominates(dom: Option<&Dominance>, a: Op, b: Op) -> bool {
    let Some(ab) = a.block() else {
        return false;
    };
    if let Some(anc) = ab.find_ancestor_op(b) {
        return anc == a || a.is_before_in_block(anc);
    }
    b.block().is_some_and(|bb| block_dominates(dom, ab, bb))
}

/// Whether `v` is defined before `b` runs, on every path to it.
fn value_dominates(dom: Option<&Dominance>, v: Value, b: Op) -> bool {
    match v.defining_op() {
        Some(d) => {
            let Some(db) = d.block() else {
                return false;
            };
            if let Some(anc) = db.find_ancestor_op(b) {
                return anc != d && d.is_before_in_block(anc);
            }
            op_dominates(dom, d, b)
        }
        None => {
            let Some(owner) = v.owner_block() else {
                return false;
            };
            if owner.find_ancestor_op(b).is_some() {
                return true;
            }
            b.block().is_some_and(|bb| block_dominates(dom, owner, bb))
        }
    }
}

/// A `linalg.copy` on tensors: an insertion of its input into all of its
/// init (as `materialize_in_destination` into a tensor).
fn is_tensor_copy(names: &Names, op: Op) -> bool {
    op.is(names.copy)
        && op.num_operands() == 2
        && op.num_results() == 1
        && op.operand(1).ty().is_tensor()
}

/// Whether `ins` inserts into all of its destination (no slice).
fn whole(names: &Names, ins: Op) -> bool {
    ins.is(names.materialize) || ins.is(names.copy)
}

/// The values the subset of `ins` is built from: its destination, then
/// its dynamic offsets, sizes and strides.
fn needed_values(names: &Names, ins: Op) -> Vec<Value> {
    if whole(names, ins) {
        vec![ins.operand(1)]
    } else {
        ins.operands().skip(1).collect()
    }
}

/// The first valid insertion point (see the contract), `None` if none.
fn insertion_point(dom: Option<&Dominance>, empty: Op, user: Op, needed: &[Value]) -> Option<Op> {
    let mut candidates = vec![empty];
    for &v in needed {
        let c = match v.defining_op() {
            Some(d) => d.next(),
            None => v.owner_block().and_then(|b| b.first_op()),
        };
        candidates.extend(c);
    }
    candidates
        .into_iter()
        .find(|&p| needed.iter().all(|&v| value_dominates(dom, v, p)) && op_dominates(dom, p, user))
}

/// Replaces one leaf's operand by the subset of `ins`'s destination.
/// Replacements before the same op stay in program order of their
/// insertions (`groups`: the first op created before each point).
fn replace(
    names: &Names,
    dom: Option<&Dominance>,
    groups: &mut FxHashMap<Op, Op>,
    ins: Op,
    leaf: Leaf,
) -> Option<Applied> {
    let (user, k) = leaf.user;
    let empty_value = leaf.empty.result(0);
    if user.operand(k) != empty_value {
        return None;
    }
    let needed = needed_values(names, ins);
    let point = insertion_point(dom, leaf.empty, user, &needed)?;
    // Before the earlier replacements already placed there, if all operands
    // are defined before them too.
    let at = match groups.get(&point) {
        Some(&first) if needed.iter().all(|&v| value_dominates(dom, v, first)) => first,
        _ => point,
    };
    let dest = ins.operand(1);
    let subset_ty = if !whole(names, ins) {
        ins.operand(0).ty()
    } else if dest.ty().is_tensor() {
        dest.ty()
    } else if dest.ty().is_memref() && ins.attr("restrict").is_some() {
        crate::ir::Type::ranked_tensor(&dest.ty().shape(), dest.ty().element_type())
    } else {
        return None;
    };
    if subset_ty.element_type() != empty_value.ty().element_type() {
        return None;
    }
    let slice = if whole(names, ins) {
        None
    } else {
        Some(ops::slice_params(ins, 2)?)
    };
    let is_slice = slice.is_some();
    let b = Builder::before(at).with_loc(leaf.empty.loc());
    let mut created = Vec::new();
    let mut moved_restrict = None;
    let value = if let Some([offsets, sizes, strides]) = slice {
        ops::tensor_extract_slice(&b, dest, subset_ty, &offsets, &sizes, &strides)
    } else if dest.ty().is_tensor() {
        dest
    } else {
        let writable = ins.attr("writable").is_some();
        ins.remove_attr("restrict");
        moved_restrict = Some(ins);
        ops::to_tensor(&b, dest, subset_ty, true, writable)
    };
    created.extend(value.defining_op().filter(|_| value != dest));
    let subset = value.defining_op().filter(|_| is_slice);
    let value = if value.ty() != empty_value.ty() {
        let after = Builder::after_definition(value).with_loc(leaf.empty.loc());
        let c = ops::tensor_cast(&after, value, empty_value.ty());
        created.extend(c.defining_op());
        c
    } else {
        value
    };
    if let Some(&first) = created.first()
        && (at != point || !groups.contains_key(&point))
    {
        groups.insert(point, first);
    }
    user.set_operand(k, value);
    created.reverse();
    Some(Applied {
        insertion: ins,
        leaf,
        created,
        subset,
        moved_restrict,
        rerouted: None,
    })
}

/// Undoes one replacement.
fn undo(ap: Applied, _names: &Names) {
    // A re-created fill: the insertion takes the old fill back first, so
    // the new one and its slice are unused and go below.
    if let Some(old) = ap.rerouted {
        ap.insertion.set_operand(0, old);
    }
    let (user, k) = ap.leaf.user;
    user.set_operand(k, ap.leaf.empty.result(0));
    for op in &ap.created {
        if op.results().all(|r| r.first_use_owner().is_none()) {
            op.erase();
        }
    }
    if let Some(m) = ap.moved_restrict {
        m.set_attr("restrict", m.context().unit_attr());
    }
}

/// The operand `(fill, 1)` when `ins` is a `tensor.insert_slice` whose
/// source is the result of a `linalg.fill` of a `tensor.empty` in the same
/// block (before it, as its operand): a fill [`recreate_fill`] can repeat
/// at the insertion.
fn refillable(names: &Names, ins: Op) -> Option<Operand> {
    if !ins.is(names.insert_slice) {
        return None;
    }
    let src = ins.operand(0);
    let f = src.defining_op().filter(|f| f.is(names.fill))?;
    let init = f.operand(f.num_operands().checked_sub(1)?);
    let e = init.defining_op().filter(|e| e.is(names.empty))?;
    (f.num_operands() == 2
        && f.num_results() == 1
        && f.block() == ins.block()
        && e.result(0).ty() == src.ty())
    .then_some((f, 1))
}

/// Re-creates the fill feeding insertion `ins` ([`refillable`]) right
/// before `ins`, on `ins`'s slice of its destination, and makes it the
/// insertion's source. Sound: a fill's value is its scalar operand
/// everywhere, the same SSA value at both points (it dominates the fill,
/// which dominates `ins`); every operand of the new ops (destination,
/// offsets, sizes, strides, the scalar) is an operand of `ins` or of the
/// fill, so it is defined before `ins`. The old fill keeps its other uses.
/// Used when the fill's empty cannot be replaced for `ins` in place: it is
/// inserted more than once, or the destination is defined after the fill.
fn recreate_fill(names: &Names, ins: Op) -> Option<Applied> {
    let (fill, k) = refillable(names, ins)?;
    let old = ins.operand(0);
    let empty = fill.operand(k).defining_op()?;
    let [offsets, sizes, strides] = ops::slice_params(ins, 2)?;
    let b = Builder::before(ins).with_loc(fill.loc());
    let slice = ops::tensor_extract_slice(&b, ins.operand(1), old.ty(), &offsets, &sizes, &strides);
    let slice_op = slice.defining_op()?;
    let copy = fill.clone_before(ins);
    copy.set_operand(k, slice);
    ins.set_operand(0, copy.result(0));
    Some(Applied {
        insertion: ins,
        leaf: Leaf {
            empty,
            user: (copy, k),
            path: vec![(ins, 0)],
        },
        created: vec![copy, slice_op],
        subset: Some(slice_op),
        moved_restrict: None,
        rerouted: Some(old),
    })
}

/// Undoes every replacement.
fn undo_all(applied: &mut Vec<Applied>, names: &Names) {
    while let Some(ap) = applied.pop() {
        undo(ap, names);
    }
}
