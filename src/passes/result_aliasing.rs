//! Call sites that depend on function results aliasing an argument or
//! another result, which the deallocation ABI does not keep.
//!
//! # Contract
//! The ownership-based deallocation pass returns from every function
//! memrefs its caller owns: results never alias arguments or each other,
//! and a result that might is returned as a `bufferization.clone`. A
//! program whose caller writes through one of two such aliases and then
//! reads through the other (`%r = call @id(%x)`, store into `%r`, load
//! from `%x`) prints something else once the clone is there. That is
//! never done silently: [`check`] finds, before the pass changes anything,
//! every call whose behaviour may depend on such aliasing and reports it
//! at the call, naming the function, the result and what it aliases: a
//! located **error** when the dependence is certain (the callee returns
//! a view of that argument, or one value twice, on every return, and the
//! caller's own ops with known effects write one and then read the
//! other), a **warning** when it is only possible (the callee may return
//! another buffer; the write or the read is a call or an op with unknown
//! effects). Programs that only read, or write without reading the other
//! alias afterwards, are unaffected by the clone and pass silently.
//!
//! # What counts
//! - In the callee (a function with a body in the same symbol table),
//!   result `k` *aliases argument `a`* when a returned value may have the
//!   argument as its buffer origin (view flow), and *aliases result `j`*
//!   (`j < k`) when on some return both values may share an origin.
//!   Functions that return ownership instead of clones (private ones
//!   under `private-function-dynamic-ownership`, as the deallocation pass
//!   selects them) keep their aliasing and are not checked.
//! - In the caller, with `X` the result and `P` the argument passed (or
//!   result `j`): an op that writes memory of one of them (any view of
//!   it, by memory effects; a call by what the callee does to that
//!   argument, a function without body only reading its arguments; an op
//!   with unknown effects reads and writes its memref operands) and may
//!   run after the call, followed, on some path, by an op that reads
//!   memory of the other. Paths are judged by position in a block,
//!   branches of one `scf.if`/`scf.index_switch` (exclusive), the CFG and
//!   the loops around; ops before the call count when a loop or CFG cycle
//!   brings them after it. A path does not count when something on it
//!   makes the read see a buffer the write did not touch either way:
//!   for a write of `P` and a read of `X`, the call running again (a new
//!   result: the clone of the written buffer); for a write of `X` and a
//!   read of `P`, `P`'s allocation running again, when `P` is one fresh
//!   allocation; for either, an op that overwrites every element of the
//!   read one (a copy into it, an elementwise linalg op with it as init)
//!   and dominates the read. Each holds only when the read reaches its
//!   buffer through values computed by ops (no block argument carrying an
//!   earlier run's buffer), so the op dominates the read. An access of `P` is not one
//!   of `X`'s memory when it is a `memref.load`/`memref.store` of `P` at
//!   constant indices outside the box the callee's result views (every
//!   return gives a `memref.subview` of that argument with constant
//!   offsets, sizes and strides).
//!
//! Cost: one view-flow analysis per function that calls such a function;
//! linear walks otherwise.

use std::cell::OnceCell;
use std::cell::RefCell;
use std::collections::HashMap;

use crate::analysis::fxhash::{FxHashMap, FxHashSet};

use crate::analysis::alias::{Aliasing, Root, ViewFlow, view_origin};
use crate::analysis::cfg::Cfg;
use crate::analysis::dominance::Dominance;
use crate::ir::{Block, EffectKind, Effects, Op, Order, Value, Walk};
use crate::pass::PassError;
use crate::passes::one_shot::model::payload_reads;

/// What result `result` of a function may alias.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Partner {
    Arg(usize),
    Result(usize),
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Fact {
    result: usize,
    partner: Partner,
    /// On every return: the result is a view of exactly that argument, or
    /// the two results are views of one value.
    must: bool,
    /// For an argument partner: the elements of the argument the result
    /// may cover, as a box in the argument's index space, when every
    /// return that may give the argument gives a `memref.subview` of it
    /// with constant offsets, sizes and strides (the box holding them).
    extent: Option<Extent>,
}

/// A box `[lo, hi)` per dimension of a memref's index space.
type Extent = Vec<(i64, i64)>;

/// How a caller depends on an aliasing the ABI removes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Depends {
    No,
    /// Some execution may: an access is through a call or an op of
    /// unknown effects, or the callee may return another buffer.
    May,
    /// The caller's own ops write one and then read the other, and the
    /// callee always returns the aliasing buffer.
    Must,
}

/// Reports (error) the first call in `root` whose behaviour depends for
/// certain on aliasing that the deallocation ABI clones away, after
/// warning at every call that may depend on it.
pub fn check(root: Op, keeps_aliasing: &dyn Fn(Op) -> bool) -> Result<(), PassError> {
    let mut funcs: Vec<Op> = Vec::new();
    root.walk(Order::Pre, |op| {
        if op.interfaces().function() {
            funcs.push(op);
            return Walk::Skip;
        }
        Walk::Advance
    });
    let mut facts = Facts {
        root,
        done: HashMap::new(),
    };
    let mut effects = ArgEffects {
        root,
        done: HashMap::new(),
    };
    for &g in &funcs {
        let mut calls: Vec<(Op, Op)> = Vec::new();
        g.walk(Order::Pre, |op| {
            if op.interfaces().call()
                && let Some(f) = op.resolve_callable()
                && f.function_body().is_some()
            {
                calls.push((op, f));
            }
            Walk::Advance
        });
        // The caller's analyses, built on first need, once per caller
        // (declared before what borrows them).
        let caller: OnceCell<CallerInfo> = OnceCell::new();
        let caller_aliasing: OnceCell<Aliasing<'_>> = OnceCell::new();
        let caller_dom: OnceCell<Dominance<'_>> = OnceCell::new();
        for (call, f) in calls {
            if keeps_aliasing(f) {
                continue;
            }
            let fs = facts.of(f).to_vec();
            for fact in fs {
                let x = (fact.result < call.num_results()).then(|| call.result(fact.result));
                let p = match fact.partner {
                    Partner::Arg(a) => {
                        let args = call.call_arguments();
                        args.get(a).copied()
                    }
                    Partner::Result(j) => (j < call.num_results()).then(|| call.result(j)),
                };
                let (Some(x), Some(p)) = (x, p) else { continue };
                if !x.ty().is_any_memref() || !p.ty().is_any_memref() {
                    continue;
                }
                let info = caller.get_or_init(|| CallerInfo::new(g));
                let al = caller_aliasing.get_or_init(|| Aliasing::new(&info.flow));
                let dom = caller_dom.get_or_init(|| Dominance::new(&info.cfg));
                let depends = info.observable(
                    call,
                    x,
                    p,
                    fact.must,
                    fact.extent.as_ref(),
                    al,
                    dom,
                    &mut facts,
                    &mut effects,
                );
                if depends == Depends::No {
                    continue;
                }
                let fname = f
                    .attr("sym_name")
                    .and_then(|a| a.as_string())
                    .unwrap_or_default();
                let what = match fact.partner {
                    Partner::Arg(a) => format!("argument #{a}"),
                    Partner::Result(j) => format!("result #{j}"),
                };
                let fix = "copy the buffer explicitly, or make the function private and use private-function-dynamic-ownership";
                if depends == Depends::Must {
                    return Err(PassError::new(
                        call,
                        format!(
                            "result #{} of @{fname} aliases its {what}, and this caller writes through one and then reads through the other; the deallocation ABI returns results that alias nothing (a clone), which would change what is read here: {fix}",
                            fact.result
                        ),
                    ));
                }
                call.emit_warning(&format!(
                    "result #{} of @{fname} may alias its {what}, and this caller may write through one and then read through the other; the deallocation ABI returns results that alias nothing (a clone), which would change what is read here if they do: {fix}",
                    fact.result
                ));
            }
        }
    }
    Ok(())
}

/// Whether the pass running on `root` may read the body of function `f`:
/// `f` is `root` or nested in it. A pass running on one function (nested
/// in `func.func(...)`) runs beside itself on the other functions, on
/// other threads, which rewrite their bodies meanwhile: another
/// function's body is neither stable nor safe to read (its effects and
/// aliasing are unknown there, and assumed).
fn body_in_sight(root: Op, f: Op) -> bool {
    f == root || root.is_proper_ancestor_of(f)
}

/// The aliasing facts of the functions called, computed once per callee.
struct Facts {
    root: Op,
    done: HashMap<Op, Vec<Fact>>,
}

impl Facts {
    fn of(&mut self, f: Op) -> &[Fact] {
        let root = self.root;
        self.done.entry(f).or_insert_with(|| {
            if f.is_external_function() || body_in_sight(root, f) {
                function_facts(f)
            } else {
                assumed_facts(f)
            }
        })
    }
}

/// The facts of a function whose body is out of sight: any memref result
/// may alias any memref argument and any earlier memref result.
fn assumed_facts(f: Op) -> Vec<Fact> {
    let results: Vec<usize> = f
        .function_result_types()
        .iter()
        .enumerate()
        .filter(|(_, t)| t.is_any_memref())
        .map(|(i, _)| i)
        .collect();
    let args: Vec<usize> = f
        .function_argument_types()
        .iter()
        .enumerate()
        .filter(|(_, t)| t.is_any_memref())
        .map(|(i, _)| i)
        .collect();
    let mut out = Vec::new();
    for (n, &k) in results.iter().enumerate() {
        let partners = args
            .iter()
            .map(|&a| Partner::Arg(a))
            .chain(results[..n].iter().map(|&j| Partner::Result(j)));
        out.extend(partners.map(|partner| Fact {
            result: k,
            partner,
            must: false,
            extent: None,
        }));
    }
    out
}

/// The aliasing facts of function `f`'s results (see the module doc).
fn function_facts(f: Op) -> Vec<Fact> {
    let Some(entry) = f.function_body().and_then(|r| r.first_block()) else {
        return Vec::new();
    };
    let flow = ViewFlow::build(f);
    let al = Aliasing::new(&flow);
    let mut out: Vec<Fact> = Vec::new();
    let mut returns = 0usize;
    // Per fact (without `must`): on how many returns it held for certain.
    let mut certain: HashMap<(usize, Partner), usize> = HashMap::new();
    // Per argument fact: the box of the argument each return covers.
    let mut extents: HashMap<(usize, Partner), Option<Extent>> = HashMap::new();
    let mut push = |fact: Fact, sure: bool| {
        let key = (fact.result, fact.partner);
        if !out.iter().any(|f| (f.result, f.partner) == key) {
            out.push(fact);
        }
        if sure {
            *certain.entry(key).or_default() += 1;
        }
    };
    for blk in f.function_body().into_iter().flat_map(|r| r.blocks()) {
        let Some(ret) = blk.terminator() else {
            continue;
        };
        if ret.num_successors() > 0 || ret.parent() != Some(f) {
            continue;
        }
        returns += 1;
        let vals: Vec<Value> = ret.operands().collect();
        let roots: Vec<Option<Vec<Root>>> = vals
            .iter()
            .map(|v| v.ty().is_any_memref().then(|| al.roots(*v)))
            .collect();
        for (k, rk) in roots.iter().enumerate() {
            let Some(rk) = rk else { continue };
            let origin = view_origin(vals[k]);
            for r in rk {
                if let Root::Opaque(x) = r
                    && !x.is_result()
                    && x.owner_block() == Some(entry)
                {
                    let fact = Fact {
                        result: k,
                        partner: Partner::Arg(x.index()),
                        must: false,
                        extent: None,
                    };
                    let here = view_box(vals[k], *x);
                    extents
                        .entry((k, fact.partner))
                        .and_modify(|e| *e = union_box(e.take(), here.clone()))
                        .or_insert(here);
                    push(fact, origin == *x);
                }
            }
            for (j, rj) in roots.iter().enumerate().take(k) {
                if let Some(rj) = rj
                    && rj.iter().any(|r| rk.contains(r))
                {
                    let fact = Fact {
                        result: k,
                        partner: Partner::Result(j),
                        must: false,
                        extent: None,
                    };
                    push(fact, view_origin(vals[j]) == origin);
                }
            }
        }
    }
    for fact in &mut out {
        let key = (fact.result, fact.partner);
        fact.must = certain.get(&key) == Some(&returns);
        fact.extent = extents.remove(&key).flatten();
    }
    out
}

/// `v` with `memref.cast`s looked through.
fn strip_casts(mut v: Value) -> Value {
    while let Some(d) = v.defining_op() {
        if d.name().as_str() != "memref.cast" {
            break;
        }
        v = d.operand(0);
    }
    v
}

/// The value of an `arith.constant` of index or integer type.
fn constant_of(v: Value) -> Option<i64> {
    let d = v.defining_op()?;
    if d.name().as_str() != "arith.constant" {
        return None;
    }
    d.attr("value")?.as_i64()
}

/// The box of `base`'s index space that `v` views: `v` is (through casts)
/// a `memref.subview` of `base` (through casts) with constant offsets,
/// sizes and strides.
fn view_box(v: Value, base: Value) -> Option<Extent> {
    let sv = strip_casts(v).defining_op()?;
    if sv.name().as_str() != "memref.subview" || strip_casts(sv.operand(0)) != strip_casts(base) {
        return None;
    }
    let [offsets, sizes, strides] = crate::ir::ops::slice_params(sv, 1)?;
    let value = |o: &crate::ir::ops::Ofr| match o {
        crate::ir::ops::Ofr::Static(i) if *i != crate::ir::dynamic_size() => Some(*i),
        crate::ir::ops::Ofr::Static(_) => None,
        crate::ir::ops::Ofr::Dynamic(v) => constant_of(*v),
    };
    if sizes.len() != offsets.len() || strides.len() != offsets.len() {
        return None;
    }
    let mut out = Vec::with_capacity(offsets.len());
    for ((o, n), t) in offsets.iter().zip(&sizes).zip(&strides) {
        let (o, n, t) = (value(o)?, value(n)?, value(t)?);
        if o < 0 || n < 0 || t < 0 {
            return None;
        }
        let hi = if n == 0 { o } else { o + (n - 1) * t + 1 };
        out.push((o, hi));
    }
    Some(out)
}

/// The smallest box holding both (`None`: unknown).
fn union_box(a: Option<Extent>, b: Option<Extent>) -> Option<Extent> {
    let (a, b) = (a?, b?);
    (a.len() == b.len()).then(|| {
        a.iter()
            .zip(&b)
            .map(|(&(l1, h1), &(l2, h2))| (l1.min(l2), h1.max(h2)))
            .collect()
    })
}

/// The element `op` accesses through `v`, as a one-element box of `base`'s
/// index space: a `memref.load`/`memref.store` of `v` (through casts, the
/// same value as `base`) at constant indices.
fn access_point(op: Op, v: Value, base: Value) -> Option<Extent> {
    let (mem, first_index) = match op.name().as_str().as_str() {
        "memref.load" => (0, 1),
        "memref.store" => (1, 2),
        _ => return None,
    };
    if op.operand(mem) != v || strip_casts(v) != strip_casts(base) {
        return None;
    }
    op.operands()
        .skip(first_index)
        .map(|i| constant_of(i).map(|c| (c, c + 1)))
        .collect()
}

/// Boxes of one index space with no element in common.
fn disjoint(a: &Extent, b: &Extent) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .any(|(&(l1, h1), &(l2, h2))| h1 <= l2 || h2 <= l1)
}

/// One access of an op: `(value, reads, writes)`.
type Access = (Value, bool, bool);

/// An op's accesses and whether they are its own known effects.
type OpAccesses = std::rc::Rc<(Vec<Access>, bool)>;

/// `(result index, operand)` pairs: the call may return that operand's
/// buffer as that result.
type Returned = Vec<(usize, Value)>;

/// The caller's analyses, built once per caller on first need.
struct CallerInfo {
    func: Op,
    flow: ViewFlow,
    cfg: Cfg,
    cycles: Vec<bool>,
    /// The memref accesses of each op met so far (through the uses of the
    /// values a call's check is about; computed once per op, never by a
    /// walk of the whole function): `(value, read, write)` and whether
    /// they are the op's own known effects.
    accessed: RefCell<FxHashMap<Op, OpAccesses>>,
    /// Per call met by [`CallerInfo::derived`]: `(result, operand)` pairs
    /// where the callee may return that argument as that result (`None`:
    /// the callee is unknown, every result may be any operand's buffer).
    /// Computed once per call: the walks cross the same calls many times.
    returned: RefCell<FxHashMap<Op, Option<Returned>>>,
}

impl CallerInfo {
    fn new(func: Op) -> CallerInfo {
        let cfg = Cfg::build(func);
        let cycles = cfg.blocks_in_cycles();
        CallerInfo {
            func,
            flow: ViewFlow::build(func),
            cfg,
            cycles,
            accessed: RefCell::default(),
            returned: RefCell::default(),
        }
    }

    /// `resets` and, with their ancestors, the ops of `kills` that
    /// properly dominate `r` (the reset logic of [`Self::may_follow`] needs
    /// each reset to dominate the read).
    fn with_kills(&self, resets: &[Op], kills: &[Op], r: Op, dom: &Dominance<'_>) -> Vec<Op> {
        let mut out = resets.to_vec();
        for &k in kills {
            if k != r && self.properly_dominates(k, r, dom) {
                out.extend(self.chain(k));
            }
        }
        out
    }

    /// The ops other than `call` that overwrite every element of `v`'s
    /// buffer (used through `v` or a cast of it): a `memref.copy` into it,
    /// or a linalg op with it as an init that writes each element (a
    /// named elementwise op, `linalg.fill`, `linalg.map`, or an all-parallel
    /// `linalg.generic` with identity maps).
    fn overwriters(&self, v: Value, call: Op) -> Vec<Op> {
        let base = strip_casts(v);
        let mut views = vec![base];
        let mut i = 0;
        while i < views.len() {
            for u in views[i].users() {
                if u.name().as_str().as_str() == "memref.cast" && !views.contains(&u.result(0)) {
                    views.push(u.result(0));
                }
            }
            i += 1;
        }
        let mut out = Vec::new();
        for &w in &views {
            for u in w.users() {
                if u == call || out.contains(&u) {
                    continue;
                }
                let name = u.name().as_str();
                let writes_all = match name.as_str() {
                    "memref.copy" => u.operand(1) == w,
                    "linalg.fill" | "linalg.map" => u.dps_inits().contains(&w),
                    "linalg.generic" => {
                        u.dps_inits().contains(&w)
                            && crate::passes::one_shot::analysis::slices::elementwise(u)
                    }
                    _ => {
                        crate::passes::one_shot::analysis::slices::is_named_elementwise(u)
                            && u.dps_inits().contains(&w)
                    }
                };
                if writes_all {
                    out.push(u);
                }
            }
        }
        out
    }

    /// The accesses of `op` (see [`accesses`]), computed once.
    fn accesses_of(&self, op: Op, effects: &mut ArgEffects) -> OpAccesses {
        if let Some(a) = self.accessed.borrow().get(&op) {
            return a.clone();
        }
        let a = std::rc::Rc::new(accesses(op, effects));
        self.accessed.borrow_mut().insert(op, a.clone());
        a
    }

    /// Whether, after `call`, something writes memory of `x` (or `p`) and
    /// then something reads memory of the other: for certain (`Must`) when
    /// `must` (the callee always returns the aliasing buffer) and both are
    /// the caller's own ops with known effects.
    #[allow(clippy::too_many_arguments)]
    fn observable(
        &self,
        call: Op,
        x: Value,
        p: Value,
        must: bool,
        extent: Option<&Extent>,
        al: &Aliasing<'_>,
        dom: &Dominance<'_>,
        facts: &mut Facts,
        effects: &mut ArgEffects,
    ) -> Depends {
        // A call result's buffer is reached through the values derived from
        // it (the view flow also gives it the origins of the call's
        // operands, which would make the result and the argument one buffer
        // here); an argument's through its origins.
        // An argument's memory is reached from its roots, but not through
        // this call's results: those are the clone once the ABI holds (a
        // value reached both ways, `arith.select %c, %x, %p`, counts for
        // both).
        let derived_x = self.derived(&[x], None, facts);
        let derived_p = if p.defining_op() == Some(call) {
            self.derived(&[p], None, facts)
        } else {
            let starts: Vec<Value> = al
                .roots(p)
                .into_iter()
                .map(|r| match r {
                    Root::Alloc(v) | Root::Opaque(v) => v,
                })
                .chain([p])
                .collect();
            self.derived(&starts, Some(call), facts)
        };
        let touches_x = |v: Value| derived_x.contains(&v);
        let touches_p = |v: Value| derived_p.contains(&v);
        // The ops using a value of either set: every op accessing them
        // (memory effects are on operands).
        let mut seen: FxHashSet<Op> = FxHashSet::default();
        let mut candidates: Vec<Op> = Vec::new();
        for v in derived_x.iter().chain(derived_p.iter()) {
            for user in v.users() {
                if user != call && seen.insert(user) {
                    candidates.push(user);
                }
            }
        }
        // The values that may hold a buffer of an earlier run (derived
        // from a block argument that is not the function's: a loop or a
        // join may carry an older result, or an older buffer of the
        // argument, to it). A read through one of them is not reset by a
        // new run of the call or the allocation (see below).
        let entry = self.func.function_body().and_then(|r| r.first_block());
        let mut stale_from = |set: &FxHashSet<Value>, skip: Option<Op>| {
            let carried: Vec<Value> = set
                .iter()
                .filter(|v| !v.is_result() && v.owner_block() != entry)
                .copied()
                .collect();
            if carried.is_empty() {
                FxHashSet::default()
            } else {
                self.derived(&carried, skip, facts)
            }
        };
        let stale_x = stale_from(&derived_x, None);
        let p_skip = (p.defining_op() != Some(call)).then_some(call);
        let stale_p = stale_from(&derived_p, p_skip);
        // (op, [reads x, writes x, reads p, writes p], its own known
        // access, [reads x through a stale value, reads p through one])
        let mut acc: Vec<(Op, [bool; 4], bool, [bool; 2])> = Vec::new();
        for op in candidates {
            let a = self.accesses_of(op, effects);
            let (list, direct) = (&a.0, a.1);
            let mut flags = [false; 4];
            let mut stale = [false; 2];
            for &(v, read, write) in list {
                // An element of the argument outside what the result views
                // is not an access of the result's memory either way.
                let outside = |v: Value| {
                    extent
                        .is_some_and(|e| access_point(op, v, p).is_some_and(|pt| disjoint(&pt, e)))
                };
                let hits = [touches_x(v), touches_p(v) && !outside(v)];
                let old = [stale_x.contains(&v), stale_p.contains(&v)];
                for (k, hit) in hits.into_iter().enumerate() {
                    if hit {
                        flags[2 * k] |= read;
                        flags[2 * k + 1] |= write;
                        stale[k] |= read && old[k];
                    }
                }
            }
            if flags.iter().any(|&f| f) {
                acc.push((op, flags, direct, stale));
            }
        }
        let p_is_result = p.defining_op() == Some(call);
        // Writing the argument is seen by a result the call makes
        // afterwards (a clone of the written buffer), so a run of the call
        // in between resets it; when both are results, both are clones and
        // nothing does.
        // That holds when the read reaches the result only through values
        // computed by ops from it: a block argument may carry an earlier
        // run's result (a clone, once the ABI holds) to the read (`stale`).
        let resets_p = if p_is_result {
            Vec::new()
        } else {
            self.chain(call)
        };
        // An op that overwrites all of the result's memory (an elementwise
        // linalg op or a copy into it; if it also reads it, that read is an
        // access of its own) between the write and the read leaves nothing
        // of the write to see, with or without the clone; so does one
        // overwriting all of the argument, for a write of the result and a
        // read of the argument. It acts as a reset for a read it dominates
        // (see `with_kills`), when the read reaches the buffer through ops
        // only (no block argument brings an older buffer).
        let kills_x = self.overwriters(x, call);
        // Writing the result writes its clone: a later read of the other
        // alias misses it, whether or not the call runs again in between;
        // but when the argument is one fresh allocation and every view of
        // it is computed by ops from it (no block argument carries it to a
        // later run), a run of that allocation in between makes every view
        // read afterwards one of a new buffer, which the write never
        // touched, with or without the clone.
        let resets_x = match al.roots(p).as_slice() {
            [Root::Alloc(a)] if !p_is_result => {
                a.defining_op().map(|d| self.chain(d)).unwrap_or_default()
            }
            _ => Vec::new(),
        };
        let kills_p = self.overwriters(p, call);
        // The resets for a read: none when it may see an older buffer.
        let resets_for = |resets: &[Op], kills: &[Op], r: Op, stale: bool| {
            if stale {
                Vec::new()
            } else {
                self.with_kills(resets, kills, r, dom)
            }
        };
        let mut found = Depends::No;
        for &(w, fw, wd, _) in &acc {
            for &(r, fr, rd, rs) in &acc {
                let through_x = fw[1]
                    && fr[2]
                    && self.may_follow(w, r, &resets_for(&resets_x, &kills_p, r, rs[1]), dom);
                // An op writing the result runs after the call; one writing
                // the argument matters only when it may (the clone copies
                // what was written before).
                let through_p = fw[3]
                    && fr[0]
                    && self.may_follow(call, w, &[], dom)
                    && self.may_follow(w, r, &resets_for(&resets_p, &kills_x, r, rs[0]), dom);
                if w != r && (through_x || through_p) {
                    if must && wd && rd {
                        return Depends::Must;
                    }
                    found = Depends::May;
                }
            }
        }
        found
    }

    /// The values that may be views of value `v`'s buffer: forward along
    /// the view flow, where a call's result follows from its operand only
    /// when the callee may return that argument (its facts; a callee
    /// without body: never, it returns buffers of its own).
    /// Results of `skip` are never entered.
    fn derived(&self, starts: &[Value], skip: Option<Op>, facts: &mut Facts) -> FxHashSet<Value> {
        let mut seen: FxHashSet<Value> = FxHashSet::default();
        let mut stack = starts.to_vec();
        let mut returned = self.returned.borrow_mut();
        while let Some(x) = stack.pop() {
            if !seen.insert(x) {
                continue;
            }
            let Some(n) = self.flow.id(x) else { continue };
            for &d in &self.flow.deps[n as usize] {
                let y = self.flow.values[d as usize];
                let Some(c) = y.defining_op() else {
                    stack.push(y);
                    continue;
                };
                if Some(c) == skip {
                    continue;
                }
                let pairs = returned.entry(c).or_insert_with(|| {
                    if !c.interfaces().call() {
                        return None;
                    }
                    let f = c.resolve_callable()?;
                    let args = c.call_arguments();
                    Some(
                        facts
                            .of(f)
                            .iter()
                            .filter_map(|fact| match fact.partner {
                                Partner::Arg(a) => Some((fact.result, *args.get(a)?)),
                                Partner::Result(_) => None,
                            })
                            .collect(),
                    )
                });
                let enters = match pairs {
                    None => true,
                    Some(pairs) => pairs.iter().any(|&(r, a)| r == y.index() && a == x),
                };
                if enters {
                    stack.push(y);
                }
            }
        }
        seen
    }

    /// Op `a` properly dominates op `b` (MLIR's sense): `a` comes before
    /// `b`'s ancestor in `a`'s block, or `a`'s block properly dominates
    /// `b`'s block (across nested regions). An op does not dominate what
    /// it holds.
    fn properly_dominates(&self, a: Op, b: Op, dom: &Dominance<'_>) -> bool {
        let Some(ab) = a.block() else { return false };
        let mut x = b;
        loop {
            if x.block() == Some(ab) {
                return x != a && a.is_before_in_block(x);
            }
            match x.parent() {
                Some(p) if p != self.func => x = p,
                _ => break,
            }
        }
        match (self.cfg.id(ab), b.block().and_then(|bb| self.cfg.id(bb))) {
            (Some(i), Some(j)) => dom.properly_dominates(i, j),
            _ => false,
        }
    }

    /// `op` and its ancestors below the function.
    fn chain(&self, op: Op) -> Vec<Op> {
        let mut v = vec![op];
        let mut x = op;
        while let Some(p) = x.parent() {
            if p == self.func {
                break;
            }
            v.push(p);
            x = p;
        }
        v
    }

    /// Whether `r` may run after `w` (both after `call`, neither inside
    /// the other) in one run of the function. An order in which one of
    /// `resets` (ops with their ancestors, each dominating `r`) runs
    /// again between them does not count.
    ///
    /// At the innermost op `a` holding both (the function if none), with
    /// `ra`/`wa` their ancestors in `a`'s regions: in different regions of
    /// an `scf.if`/`scf.index_switch`, only if `a` runs again; in one
    /// block, if `wa` comes first, or the block runs again; in different
    /// blocks of one region, if a CFG path leads from `wa`'s block to
    /// `ra`'s (one through the call's block re-runs the call), or the
    /// region runs again. Anything else (the regions of a loop, an op of
    /// unknown control flow): it may.
    fn may_follow(&self, w: Op, r: Op, resets: &[Op], dom: &Dominance<'_>) -> bool {
        let (cr, cw) = (self.chain(r), self.chain(w));
        if cr.contains(&w) || cw.contains(&r) {
            return true;
        }
        // A reset that dominates `r` but neither holds nor dominates `w`
        // runs on every path from `w` to `r`: `r` is reached only through
        // it each time control enters its region, and a path from `w`
        // that stays in that region without it would, after a path from
        // the region's entry to `w` without it, reach `r` without it.
        if resets.iter().any(|&e| {
            self.properly_dominates(e, r, dom)
                && !cw.contains(&e)
                && !self.properly_dominates(e, w, dom)
        }) {
            return false;
        }
        // The innermost common ancestor and the children of it on each side.
        let (a, ra, wa) = match cr
            .iter()
            .enumerate()
            .find_map(|(i, x)| cw.iter().position(|y| y == x).map(|j| (i, j)))
        {
            Some((i, j)) => (cr[i], cr[i - 1], cw[j - 1]),
            None => (self.func, cr[cr.len() - 1], cw[cw.len() - 1]),
        };
        let again = |b: Option<Op>| self.region_repeats(b.unwrap_or(self.func), resets);
        if ra.parent_region() != wa.parent_region() {
            let name = a.name().as_str();
            return !(name == "scf.if" || name == "scf.index_switch") || again(Some(a));
        }
        let (Some(rb), Some(wb)) = (ra.block(), wa.block()) else {
            return true;
        };
        // Every way out of `wa`'s block runs a reset that follows `wa` in
        // it (one in `ra`'s block lies before `ra`: it dominates `r`).
        let reset_after_w = resets
            .iter()
            .any(|e| e.block() == Some(wb) && wa.is_before_in_block(*e));
        if rb == wb {
            return (wa.is_before_in_block(ra) && !reset_after_w) || self.block_repeats(rb, resets);
        }
        (!reset_after_w && self.reachable(wb, rb, resets)) || again(Some(a))
    }

    /// A CFG path (one edge or more) from block `from` to block `to`; with
    /// `resets`, none through a block holding one of them (entering it
    /// runs that op before anything it dominates).
    fn reachable(&self, from: Block, to: Block, resets: &[Op]) -> bool {
        let (Some(f), Some(t)) = (self.cfg.id(from), self.cfg.id(to)) else {
            return true;
        };
        let call_block = |b: u32| resets.iter().any(|c| c.block() == Some(self.cfg.block(b)));
        let mut seen = vec![false; self.cfg.num_blocks()];
        let mut stack: Vec<u32> = self.cfg.succs[f as usize].clone();
        while let Some(b) = stack.pop() {
            if std::mem::replace(&mut seen[b as usize], true) || call_block(b) {
                continue;
            }
            if b == t {
                return true;
            }
            stack.extend(self.cfg.succs[b as usize].iter().copied());
        }
        false
    }

    /// Whether block `b` can run again: a CFG cycle through it, or a loop
    /// or cycle around the op holding its region; not when every
    /// repetition runs one of `resets` again first (it, or its ancestor,
    /// lies in the block that repeats, before what it dominates, or on
    /// every cycle through it).
    fn block_repeats(&self, b: Block, resets: &[Op]) -> bool {
        if resets.iter().any(|c| c.block() == Some(b)) {
            return false;
        }
        if self.cfg.id(b).is_some_and(|id| self.cycles[id as usize])
            && (resets.is_empty() || self.reachable(b, b, resets))
        {
            return true;
        }
        match b.parent_op() {
            Some(p) => self.region_repeats(p, resets),
            None => false,
        }
    }

    /// Whether op `a`'s regions can run again (as a whole) within one run
    /// of the function: `a` is a loop, or its block repeats. With
    /// a reset lying inside `a`, not: what it dominates is reached
    /// through it in a new run.
    fn region_repeats(&self, a: Op, resets: &[Op]) -> bool {
        if a == self.func || resets.contains(&a) {
            return false;
        }
        if a.is_loop() {
            return true;
        }
        match a.block() {
            Some(b) => self.block_repeats(b, resets),
            None => false,
        }
    }
}

/// The memrefs `op` itself reads and writes (not its regions' ops): by
/// its memory effects; a call by what the callee does to each argument
/// ([`ArgEffects`]); an op with unknown effects reads and writes its
/// memref operands.
fn accesses(op: Op, calls: &mut ArgEffects) -> (Vec<(Value, bool, bool)>, bool) {
    let mut out = Vec::new();
    if op.interfaces().call() {
        let args = op.call_arguments();
        let per_arg = match op.resolve_callable() {
            Some(f) => calls.of(f),
            None => vec![(true, true); args.len()],
        };
        for (i, v) in args.into_iter().enumerate() {
            if v.ty().is_any_memref() {
                let (r, w) = per_arg.get(i).copied().unwrap_or((true, true));
                out.push((v, r, w));
            }
        }
        return (out, false);
    }
    match op.memory_effects() {
        Effects::Known(effects) => {
            // A linalg op reads an operand only through its payload: an
            // input (or init) whose block argument the payload never uses
            // is not read (as One-Shot Bufferize models it), whatever the
            // op's declared effects say.
            let linalg = op.name().as_str().starts_with("linalg.")
                && op.num_regions() > 0
                && op.is_destination_style();
            let payload_read = |v: Value| {
                op.operands()
                    .enumerate()
                    .any(|(i, o)| o == v && payload_reads(op, i))
            };
            for e in effects {
                if let Some(v) = e.value.filter(|v| v.ty().is_any_memref()) {
                    let read = e.kind == EffectKind::Read && (!linalg || payload_read(v));
                    out.push((v, read, e.kind == EffectKind::Write));
                }
            }
            (out, true)
        }
        _ => {
            if op.num_regions() == 0 {
                for v in op.operands().filter(|v| v.ty().is_any_memref()) {
                    out.push((v, true, true));
                }
            }
            (out, false)
        }
    }
}

/// Per function: whether it reads and whether it writes (the memory of)
/// each argument, through any view of it, in its body or in functions it
/// calls. A function without body (a runtime library's print routine)
/// only reads; one in a call cycle counts as reading and writing while it
/// is being summarized.
struct ArgEffects {
    /// The op the pass runs on: only bodies inside it are read.
    root: Op,
    done: HashMap<Op, Vec<(bool, bool)>>,
}

impl ArgEffects {
    fn of(&mut self, f: Op) -> Vec<(bool, bool)> {
        if let Some(e) = self.done.get(&f) {
            return e.clone();
        }
        let n = f.function_argument_types().len();
        if !f.is_external_function() && !body_in_sight(self.root, f) {
            // May read and write each argument.
            let e = vec![(true, true); n];
            self.done.insert(f, e.clone());
            return e;
        }
        let Some(entry) = f.function_body().and_then(|r| r.first_block()) else {
            let e = vec![(true, false); n];
            self.done.insert(f, e.clone());
            return e;
        };
        // In progress: conservative for calls back into `f`.
        self.done.insert(f, vec![(true, true); n]);
        let flow = ViewFlow::build(f);
        let al = Aliasing::new(&flow);
        let mut out = vec![(false, false); n];
        let mut ops: Vec<Op> = Vec::new();
        f.walk(Order::Pre, |op| {
            if op != f {
                ops.push(op);
            }
            Walk::Advance
        });
        for op in ops {
            for (v, r, w) in accesses(op, self).0 {
                for root in al.roots(v) {
                    if let Root::Opaque(x) = root
                        && !x.is_result()
                        && x.owner_block() == Some(entry)
                        && let Some(slot) = out.get_mut(x.index())
                    {
                        slot.0 |= r;
                        slot.1 |= w;
                    }
                }
            }
        }
        self.done.insert(f, out.clone());
        out
    }
}
