//! Steps 1-4 of the contract: one `bufferization.dealloc` shrunk with the
//! view-flow analysis's roots (dropped and merged memrefs, memrefs that are
//! surely a retained buffer, groups that cannot alias split apart, retain
//! lists cut to what may alias), lone conditional frees emitted as such.

use std::rc::Rc;

use super::complementary::LoneFree;
use super::{Names, const_bool};
use crate::analysis::alias::{Aliasing, Root, root_of, view_origin};
use crate::analysis::fxhash::FxHashMap;
use crate::ir::ops::{EntryConstants, arith_binary};
use crate::ir::{Builder, Op, OpSpec, Value};
use crate::passes::lower_deallocations::free_if;

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
pub(super) fn simplify(
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
