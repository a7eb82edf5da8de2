//! What a callee's results may alias, and what a function does to its
//! arguments: the callee side of the check (see the parent module).

use std::collections::HashMap;

use crate::analysis::alias::{Aliasing, Root, ViewFlow, view_origin};
use crate::ir::{EffectKind, Effects, Op, Order, Value, Walk};
use crate::passes::one_shot::model::payload_reads;

use super::{Extent, Fact, Partner, body_in_sight};

/// The aliasing facts of the functions called, computed once per callee.
pub(super) struct Facts {
    root: Op,
    done: HashMap<Op, Vec<Fact>>,
}

impl Facts {
    pub(super) fn new(root: Op) -> Facts {
        Facts {
            root,
            done: HashMap::new(),
        }
    }

    pub(super) fn of(&mut self, f: Op) -> &[Fact] {
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

pub(super) use crate::analysis::alias::strip_casts;

/// The box of `base`'s index space that `v` views: `v` is (through casts)
/// a `memref.subview` of `base` (through casts) with constant offsets,
/// sizes and strides.
fn view_box(v: Value, base: Value) -> Option<Extent> {
    let sv = strip_casts(v).defining_op()?;
    if sv.name().as_str() != "memref.subview" || strip_casts(sv.operand(0)) != strip_casts(base) {
        return None;
    }
    let [offsets, sizes, strides] = crate::ir::ops::slice_params(sv, 1)?;
    if sizes.len() != offsets.len() || strides.len() != offsets.len() {
        return None;
    }
    let mut out = Vec::with_capacity(offsets.len());
    for ((o, n), t) in offsets.iter().zip(&sizes).zip(&strides) {
        let (o, n, t) = (o.constant()?, n.constant()?, t.constant()?);
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
pub(super) fn access_point(op: Op, v: Value, base: Value) -> Option<Extent> {
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
        .map(|i| crate::ir::ops::constant_int(i).map(|c| (c, c + 1)))
        .collect()
}

/// Boxes of one index space with no element in common.
pub(super) fn disjoint(a: &Extent, b: &Extent) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .any(|(&(l1, h1), &(l2, h2))| h1 <= l2 || h2 <= l1)
}

/// The memrefs `op` itself reads and writes (not its regions' ops): by
/// its memory effects; a call by what the callee does to each argument
/// ([`ArgEffects`]); an op with unknown effects reads and writes its
/// memref operands.
pub(super) fn accesses(op: Op, calls: &mut ArgEffects) -> (Vec<(Value, bool, bool)>, bool) {
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
pub(super) struct ArgEffects {
    /// The op the pass runs on: only bodies inside it are read.
    root: Op,
    done: HashMap<Op, Vec<(bool, bool)>>,
}

impl ArgEffects {
    pub(super) fn new(root: Op) -> ArgEffects {
        ArgEffects {
            root,
            done: HashMap::new(),
        }
    }

    pub(super) fn of(&mut self, f: Op) -> Vec<(bool, bool)> {
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
