//! `ferrobuf-buffer-deallocation-simplification`: shrinks
//! `bufferization.dealloc` ops using static aliasing information.
//!
//! # Contract
//! For each `bufferization.dealloc (memrefs) if (conds) retain (retained)`
//! (semantics unchanged), with the allocation roots of the view-flow
//! analysis (`crate::analysis::alias`): two values *may alias* when they
//! share a root or both have a root of unknown origin (function arguments,
//! call results, ...); they *must alias* when both have exactly the same
//! single fresh-allocation root. In this order:
//! 1. memrefs with a constant `false` condition are dropped, duplicate
//!    memrefs merged (conditions or-ed), and a memref that is the base
//!    buffer (`memref.extract_strided_metadata`) of an identity-layout
//!    allocation is replaced by the allocation;
//! 2. a memref that must alias one retained value and may alias no other
//!    retained value is dropped; its condition is or-ed into that retained
//!    value's ownership result (the spec's third simplification);
//! 3. a memref that may alias no other memref of the list is split off into
//!    its own dealloc (the spec's second);
//! 4. every resulting dealloc retains only the retained values that may
//!    alias one of its memrefs (the spec's first); a retained value aliasing
//!    no memref anywhere gets ownership `false`, and a dealloc left without
//!    memrefs disappears.
//!
//! # Cost
//! Linear in the operands of a dealloc plus their roots (hash maps keyed by
//! root), after one linear view-flow analysis of the anchor op; upstream
//! checks all pairs.

use std::collections::HashMap;
use std::rc::Rc;

use crate::analysis::alias::{Aliasing, Root, ViewFlow, root_of};
use crate::ir::{Builder, Op, OpSpec, Value};
use crate::op_names;
use crate::pass::{Changed, PassDef, PassResult};

/// The pass declaration.
pub static PASS: PassDef = PassDef {
    argument: "ferrobuf-buffer-deallocation-simplification",
    summary: "Simplify bufferization.dealloc ops with static alias information (like upstream --buffer-deallocation-simplification, near-linear)",
    anchor: None,
    dependent_dialects: &["arith", "bufferization", "memref"],
    options: &[],
    run,
};

op_names!(Names {
    dealloc = "bufferization.dealloc",
    constant = "arith.constant",
    extract = "memref.extract_strided_metadata",
});

fn run(root: Op, _options: &crate::pass::Options) -> PassResult {
    let names = Names::new(root.context());
    let deallocs = root.collect_nested(names.dealloc);
    if deallocs.is_empty() {
        return Ok(Changed::No);
    }
    let flow = ViewFlow::build(root);
    let aliasing = Aliasing::new(&flow);
    let mut changed = false;
    for d in deallocs {
        changed |= simplify(d, &names, &aliasing);
    }
    Ok(if changed { Changed::Yes } else { Changed::No })
}

fn const_bool(v: Value, names: &Names) -> Option<bool> {
    let op = v.defining_op()?;
    if !op.is(names.constant) {
        return None;
    }
    op.attr("value")?.as_i64().map(|x| x != 0)
}

/// Roots of one operand, plus whether any is of unknown origin.
#[derive(Clone)]
struct Info {
    roots: Rc<Vec<Root>>,
    opaque: bool,
}

fn info(aliasing: &Aliasing<'_>, v: Value) -> Info {
    let roots = aliasing.roots(v);
    let opaque = roots.iter().any(|r| matches!(r, Root::Opaque(_)));
    Info {
        roots: Rc::new(roots),
        opaque,
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
    false_: Option<Value>,
}

impl Ors<'_> {
    fn false_value(&mut self) -> Value {
        if let Some(f) = self.false_ {
            return f;
        }
        let i1 = self.b.ctx().int_type(1);
        let f = self
            .b
            .create(OpSpec {
                name: "arith.constant",
                results: &[i1],
                attrs: &[("value", self.b.ctx().int_attr(i1, 0))],
                ..Default::default()
            })
            .result(0);
        self.false_ = Some(f);
        f
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
            if t == acc {
                continue;
            }
            acc = self
                .b
                .create(OpSpec {
                    name: "arith.ori",
                    operands: &[acc, t],
                    results: &[acc.ty()],
                    ..Default::default()
                })
                .result(0);
        }
        acc
    }
}

/// Simplifies one dealloc; true if it changed.
fn simplify(d: Op, names: &Names, aliasing: &Aliasing<'_>) -> bool {
    let n_ret = d.num_results();
    let ops: Vec<Value> = d.operands().collect();
    let n_mem = (ops.len() - n_ret) / 2;
    let retained: Vec<Value> = ops[2 * n_mem..].to_vec();

    // 1. Drop false conditions, undo base extractions, merge duplicates.
    let mut memrefs: Vec<Value> = Vec::new();
    let mut conds: Vec<Vec<Value>> = Vec::new();
    let mut seen: HashMap<Value, usize> = HashMap::new();
    let mut changed = false;
    for i in 0..n_mem {
        let c = ops[n_mem + i];
        if const_bool(c, names) == Some(false) {
            changed = true;
            continue;
        }
        let m = undo_base_extraction(ops[i], names);
        changed |= m != ops[i];
        // Memrefs that must alias (one fresh allocation) are one entry.
        let key = match aliasing.roots(m)[..] {
            [Root::Alloc(x)] => x,
            _ => m,
        };
        match seen.get(&key) {
            Some(&k) => {
                conds[k].push(c);
                changed = true;
            }
            None => {
                seen.insert(key, memrefs.len());
                memrefs.push(m);
                conds.push(vec![c]);
            }
        }
    }
    let b = Builder::before(d);
    let mut ors = Ors { b: &b, false_: None };
    let conds: Vec<Value> = conds.iter().map(|cs| ors.or(cs, names)).collect();

    let mem_info: Vec<Info> = memrefs.iter().map(|&m| info(aliasing, m)).collect();
    let ret_info: Vec<Info> = retained.iter().map(|&r| info(aliasing, r)).collect();

    // Retained values by root.
    let mut ret_by_root: HashMap<Root, Vec<usize>> = HashMap::new();
    let mut opaque_ret: Vec<usize> = Vec::new();
    for (j, inf) in ret_info.iter().enumerate() {
        for &r in inf.roots.iter() {
            ret_by_root.entry(r).or_default().push(j);
        }
        if inf.opaque {
            opaque_ret.push(j);
        }
    }
    // Ownership contributions per retained value.
    let mut contrib: Vec<Vec<Value>> = vec![Vec::new(); retained.len()];

    // 2. Memrefs that must alias exactly one retained value.
    let mut keep: Vec<usize> = Vec::new();
    for (i, inf) in mem_info.iter().enumerate() {
        if let [Root::Alloc(x)] = inf.roots[..] {
            let cands = ret_by_root.get(&Root::Alloc(x)).map_or(&[][..], |v| &v[..]);
            if let [j] = cands
                && ret_info[*j].roots[..] == [Root::Alloc(x)]
            {
                contrib[*j].push(conds[i]);
                changed = true;
                continue;
            }
        }
        keep.push(i);
    }

    // 3. Split off memrefs aliasing no other memref of the list.
    let mut root_count: HashMap<Root, usize> = HashMap::new();
    let mut opaque_count = 0usize;
    for &i in &keep {
        for &r in mem_info[i].roots.iter() {
            *root_count.entry(r).or_default() += 1;
        }
        opaque_count += mem_info[i].opaque as usize;
    }
    let alone = |i: usize| {
        mem_info[i].roots.iter().all(|r| root_count[r] == 1)
            && (!mem_info[i].opaque || opaque_count == 1)
    };
    let mut groups: Vec<Vec<usize>> = Vec::new();
    let mut rest: Vec<usize> = Vec::new();
    for &i in &keep {
        if alone(i) {
            groups.push(vec![i]);
        } else {
            rest.push(i);
        }
    }
    if !rest.is_empty() {
        groups.push(rest);
    }
    if groups.len() > 1 {
        changed = true;
    }

    // 4. Each group retains what may alias it.
    let mut new_ops: Vec<(Vec<usize>, Vec<usize>)> = Vec::new();
    let mut mark: Vec<u32> = vec![u32::MAX; retained.len()];
    for (g, group) in groups.iter().enumerate() {
        let mut rets: Vec<usize> = Vec::new();
        let mut any_opaque = false;
        for &i in group {
            for r in mem_info[i].roots.iter() {
                if let Some(js) = ret_by_root.get(r) {
                    for &j in js {
                        if mark[j] != g as u32 {
                            mark[j] = g as u32;
                            rets.push(j);
                        }
                    }
                }
            }
            any_opaque |= mem_info[i].opaque;
        }
        if any_opaque {
            for &j in &opaque_ret {
                if mark[j] != g as u32 {
                    mark[j] = g as u32;
                    rets.push(j);
                }
            }
        }
        rets.sort_unstable();
        new_ops.push((group.clone(), rets));
    }
    let total_rets: usize = new_ops.iter().map(|(_, r)| r.len()).sum();
    if !changed && new_ops.len() == 1 && total_rets == retained.len() && keep.len() == n_mem {
        // Nothing to do: one group, every retained value may alias it.
        return false;
    }

    let i1 = d.context().int_type(1);
    for (group, rets) in &new_ops {
        let mut operands: Vec<Value> = group.iter().map(|&i| memrefs[i]).collect();
        operands.extend(group.iter().map(|&i| conds[i]));
        operands.extend(rets.iter().map(|&j| retained[j]));
        let seg = d
            .context()
            .i32_array_attr(&[group.len() as i32, group.len() as i32, rets.len() as i32]);
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
    for j in 0..retained.len() {
        let v = ors.or(&contrib[j], names);
        d.result(j).replace_all_uses_with(v);
    }
    d.erase();
    true
}
