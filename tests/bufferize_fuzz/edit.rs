//! AST edits for the reducer. Each returns the edited program, or `None`
//! when the edit does not apply (it may still produce an invalid program:
//! the reducer evaluates and verifies every candidate).

use std::collections::{BTreeSet, HashSet};

use crate::ast::{
    Block, Func, K, Op, Program, Region, Ty, V, callees, drive_name, replace_uses, walk_region,
};

/// Where an op is: its function, then per nesting level (region of the
/// parent op, block, op); the first level's region index is unused (the
/// function body).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpPath {
    pub func: usize,
    pub steps: Vec<(usize, usize, usize)>,
}

/// A block: its function, the path of the op holding its region (empty
/// for the function body), the region and block indices.
#[derive(Clone, Debug)]
pub struct BlockPath {
    pub func: usize,
    pub parent: Vec<(usize, usize, usize)>,
    pub region: usize,
    pub block: usize,
}

fn region_mut<'a>(
    f: &'a mut Func,
    parent: &[(usize, usize, usize)],
    region: usize,
) -> &'a mut Region {
    let mut r = &mut f.body;
    for (k, (_, b, o)) in parent.iter().enumerate() {
        let next = parent.get(k + 1).map_or(region, |s| s.0);
        r = &mut r.blocks[*b].ops[*o].regions[next];
    }
    r
}

fn block_of<'a>(p: &'a mut Program, path: &OpPath) -> &'a mut Block {
    let (last, parent) = path.steps.split_last().expect("op path");
    let r = region_mut(&mut p.funcs[path.func], parent, last.0);
    &mut r.blocks[last.1]
}

pub fn op_at<'a>(p: &'a Program, path: &OpPath) -> &'a Op {
    let mut r = &p.funcs[path.func].body;
    let mut op: Option<&Op> = None;
    for (k, (ri, b, o)) in path.steps.iter().enumerate() {
        if k > 0 {
            r = &op.expect("parent").regions[*ri];
        }
        let this: &Op = &r.blocks[*b].ops[*o];
        op = Some(this);
    }
    op.expect("op path")
}

/// Every op, outer ones first, in program order.
pub fn op_paths(p: &Program) -> Vec<OpPath> {
    fn rec(
        r: &Region,
        prefix: &[(usize, usize, usize)],
        ri: usize,
        func: usize,
        out: &mut Vec<OpPath>,
    ) {
        for (b, blk) in r.blocks.iter().enumerate() {
            for (o, op) in blk.ops.iter().enumerate() {
                let mut steps = prefix.to_vec();
                steps.push((ri, b, o));
                out.push(OpPath {
                    func,
                    steps: steps.clone(),
                });
                for (k, inner) in op.regions.iter().enumerate() {
                    rec(inner, &steps, k, func, out);
                }
            }
        }
    }
    let mut out = Vec::new();
    for (i, f) in p.funcs.iter().enumerate() {
        rec(&f.body, &[], 0, i, &mut out);
    }
    out
}

/// Every block.
pub fn block_paths(p: &Program) -> Vec<BlockPath> {
    let mut out = Vec::new();
    for (i, f) in p.funcs.iter().enumerate() {
        for b in 0..f.body.blocks.len() {
            out.push(BlockPath {
                func: i,
                parent: Vec::new(),
                region: 0,
                block: b,
            });
        }
    }
    for path in op_paths(p) {
        let op = op_at(p, &path);
        for (ri, r) in op.regions.iter().enumerate() {
            for b in 0..r.blocks.len() {
                out.push(BlockPath {
                    func: path.func,
                    parent: path.steps.clone(),
                    region: ri,
                    block: b,
                });
            }
        }
    }
    out
}

pub fn block_len(p: &Program, b: &BlockPath) -> usize {
    let region = if b.parent.is_empty() {
        &p.funcs[b.func].body
    } else {
        let path = OpPath {
            func: b.func,
            steps: b.parent.clone(),
        };
        &op_at(p, &path).regions[b.region]
    };
    region.blocks[b.block].ops.len()
}

fn uses(f: &Func) -> HashSet<V> {
    let mut u = HashSet::new();
    walk_region(&f.body, &mut |op| u.extend(op.args.iter().copied()));
    u
}

/// The value standing in for result `i` of a deleted `op`: a loop's
/// init, a same-typed operand, or else the latest same-typed value of
/// `dominating`.
fn forward(op: &Op, i: usize, p: &Program, dominating: &[V]) -> Option<V> {
    let r = op.res[i];
    let own = match op.kind {
        K::For => op.args.get(3 + i).copied(),
        K::While if i > 0 => op.args.get(i).copied(),
        K::Forall(_) => op.args.get(i).copied(),
        _ => op.args.iter().copied().find(|a| p.ty(*a) == p.ty(r)),
    };
    own.or_else(|| {
        dominating
            .iter()
            .rev()
            .copied()
            .find(|v| p.ty(*v) == p.ty(r))
    })
}

type Level = (Vec<(usize, usize, usize)>, usize, usize, usize);

/// Values surely defined before op `before` of block `b`: earlier results
/// and the arguments of its block, the values of its region's entry
/// block, and the same for every enclosing op.
fn dominating(p: &Program, b: &BlockPath, before: usize) -> Vec<V> {
    let mut out = Vec::new();
    // (enclosing path, region, block, ops before) per nesting level.
    let mut levels: Vec<Level> = Vec::new();
    levels.push((b.parent.clone(), b.region, b.block, before));
    let mut parent = b.parent.clone();
    while let Some((r, blk, o)) = parent.pop() {
        levels.push((parent.clone(), r, blk, o));
    }
    for (par, region, block, upto) in levels {
        let reg = if par.is_empty() {
            &p.funcs[b.func].body
        } else {
            let path = OpPath {
                func: b.func,
                steps: par.clone(),
            };
            &op_at(p, &path).regions[region]
        };
        let blk = &reg.blocks[block];
        out.extend(blk.args.iter().copied());
        for op in &blk.ops[..upto.min(blk.ops.len())] {
            out.extend(op.res.iter().copied());
        }
        if block != 0 {
            let entry = &reg.blocks[0];
            out.extend(entry.args.iter().copied());
            for op in &entry.ops {
                out.extend(op.res.iter().copied());
            }
        }
    }
    out
}

/// Deletes the ops at `indices` of one block (forwarding results to
/// same-typed operands).
pub fn delete_ops(p: &Program, b: &BlockPath, indices: &[usize]) -> Option<Program> {
    let mut q = p.clone();
    let mut idx = indices.to_vec();
    idx.sort_unstable();
    idx.dedup();
    let mut subst = Vec::new();
    let dom = dominating(p, b, *idx.first()?);
    {
        let r = region_mut(&mut q.funcs[b.func], &b.parent, b.region);
        let ops = &mut r.blocks[b.block].ops;
        for i in idx.iter().rev() {
            if *i >= ops.len() || ops[*i].kind.is_terminator() {
                return None;
            }
            let op = ops.remove(*i);
            for (k, r) in op.res.iter().enumerate() {
                subst.push((*r, forward(&op, k, p, &dom)));
            }
        }
    }
    let f = &mut q.funcs[b.func];
    for (r, s) in subst.iter().rev() {
        if let Some(s) = s {
            replace_uses(&mut f.body, *r, *s);
        }
    }
    let used = uses(f);
    if subst.iter().any(|(r, s)| s.is_none() && used.contains(r)) {
        return None;
    }
    Some(q)
}

/// Deletes the op at `path`.
pub fn delete(p: &Program, path: &OpPath) -> Option<Program> {
    let (last, parent) = path.steps.split_last()?;
    let b = BlockPath {
        func: path.func,
        parent: parent.to_vec(),
        region: last.0,
        block: last.1,
    };
    delete_ops(p, &b, &[last.2])
}

/// Replaces a one-result scalar op by a constant 0 (`false`).
pub fn constify(p: &Program, path: &OpPath) -> Option<Program> {
    let op = op_at(p, path);
    if op.res.len() != 1 || matches!(op.kind, K::ConstI64(_) | K::ConstIndex(_) | K::ConstI1(_)) {
        return None;
    }
    let kind = match p.ty(op.res[0]) {
        Ty::I64 => K::ConstI64(0),
        Ty::Index => K::ConstIndex(0),
        Ty::I1 => K::ConstI1(false),
        // A static tensor: a constant of ones.
        Ty::Tensor(dims)
            if dims.iter().all(Option::is_some) && !matches!(op.kind, K::Constant(_)) =>
        {
            K::Constant(vec![1; dims.iter().map(|d| d.unwrap() as usize).product()])
        }
        _ => return None,
    };
    let res = op.res.clone();
    let mut q = p.clone();
    let last = path.steps.last()?.2;
    block_of(&mut q, path).ops[last] = Op::new(kind, Vec::new(), res);
    Some(q)
}

/// Replaces a region op by one of its regions' body: a branch of an
/// `scf.if`/`index_switch`, an `scf.execute_region`'s only block, or one
/// iteration of an `scf.for` (induction variable = lower bound).
pub fn inline(p: &Program, path: &OpPath, region: usize) -> Option<Program> {
    let op = op_at(p, path).clone();
    let body = op.regions.get(region)?;
    if body.blocks.len() != 1 {
        return None;
    }
    let blk = &body.blocks[0];
    let mut subst: Vec<(V, V)> = Vec::new();
    match op.kind {
        K::If | K::IndexSwitch(_) | K::ExecuteRegion => {}
        K::For => {
            subst.push((blk.args[0], op.args[0]));
            for (a, i) in blk.args[1..].iter().zip(&op.args[3..]) {
                subst.push((*a, *i));
            }
        }
        _ => return None,
    }
    let (term, inner) = blk.ops.split_last()?;
    if term.kind != K::Yield {
        return None;
    }
    for (r, y) in op.res.iter().zip(&term.args) {
        subst.push((*r, *y));
    }
    let mut q = p.clone();
    let last = path.steps.last()?.2;
    let ops = &mut block_of(&mut q, path).ops;
    ops.splice(last..=last, inner.iter().cloned());
    let f = &mut q.funcs[path.func];
    for (from, to) in subst {
        replace_uses(&mut f.body, from, to);
    }
    Some(q)
}

/// Replaces a `cf.cond_br` by a branch to one of its successors, then
/// drops the blocks no longer reachable.
pub fn cond_to_br(p: &Program, path: &OpPath, take_true: bool) -> Option<Program> {
    let op = op_at(p, path);
    let K::CondBr(t, f, n) = op.kind else {
        return None;
    };
    let (kind, args) = if take_true {
        (K::Br(t), op.args[1..1 + n].to_vec())
    } else {
        (K::Br(f), op.args[1 + n..].to_vec())
    };
    let mut q = p.clone();
    let last = path.steps.last()?.2;
    block_of(&mut q, path).ops[last] = Op::new(kind, args, Vec::new());
    let (last, parent) = path.steps.split_last()?;
    let r = region_mut(&mut q.funcs[path.func], parent, last.0);
    prune_unreachable(r);
    Some(q)
}

/// Merges block `b`, ending in a `cf.br` to a block `b` alone branches
/// to, with that block.
pub fn merge_block(p: &Program, bp: &BlockPath) -> Option<Program> {
    let mut q = p.clone();
    let r = region_mut(&mut q.funcs[bp.func], &bp.parent, bp.region);
    let b = bp.block;
    let Some(K::Br(t)) = r.blocks[b].ops.last().map(|o| o.kind.clone()) else {
        return None;
    };
    let preds: usize = r
        .blocks
        .iter()
        .map(|x| successors(x).iter().filter(|s| **s == t).count())
        .sum();
    if t == b || t == 0 || preds != 1 {
        return None;
    }
    let br = r.blocks[b].ops.pop()?;
    let target = std::mem::take(&mut r.blocks[t]);
    let subst: Vec<(V, V)> = target
        .args
        .iter()
        .copied()
        .zip(br.args.iter().copied())
        .collect();
    r.blocks[b].ops.extend(target.ops);
    // Block `t` is now empty and unreachable: drop it.
    r.blocks[t]
        .ops
        .push(Op::new(K::Br(t), Vec::new(), Vec::new()));
    prune_unreachable(r);
    let f = &mut q.funcs[bp.func];
    for (from, to) in subst {
        replace_uses(&mut f.body, from, to);
    }
    Some(q)
}

fn successors(b: &Block) -> Vec<usize> {
    match b.ops.last().map(|o| &o.kind) {
        Some(K::Br(t)) => vec![*t],
        Some(K::CondBr(t, f, _)) => vec![*t, *f],
        _ => Vec::new(),
    }
}

fn prune_unreachable(r: &mut Region) {
    let mut seen = BTreeSet::new();
    let mut stack = vec![0];
    while let Some(b) = stack.pop() {
        if seen.insert(b) {
            stack.extend(successors(&r.blocks[b]));
        }
    }
    let map: Vec<Option<usize>> = {
        let mut next = 0;
        (0..r.blocks.len())
            .map(|b| {
                seen.contains(&b).then(|| {
                    next += 1;
                    next - 1
                })
            })
            .collect()
    };
    let blocks = std::mem::take(&mut r.blocks);
    for (b, blk) in blocks.into_iter().enumerate() {
        if map[b].is_some() {
            r.blocks.push(blk);
        }
    }
    for blk in &mut r.blocks {
        if let Some(t) = blk.ops.last_mut() {
            match &mut t.kind {
                K::Br(x) => *x = map[*x].expect("reachable"),
                K::CondBr(x, y, _) => {
                    *x = map[*x].expect("reachable");
                    *y = map[*y].expect("reachable");
                }
                _ => {}
            }
        }
    }
}

/// One iteration less for an `scf.for` whose upper bound is a constant.
pub fn shrink_for(p: &Program, path: &OpPath) -> Option<Program> {
    let op = op_at(p, path);
    if op.kind != K::For {
        return None;
    }
    let ub = op.args[1];
    let mut ub_val = None;
    walk_region(&p.funcs[path.func].body, &mut |o| {
        if o.res.first() == Some(&ub)
            && let K::ConstIndex(c) = o.kind
        {
            ub_val = Some(c);
        }
    });
    let c = ub_val?;
    if c <= 1 {
        return None;
    }
    let mut q = p.clone();
    let v = q.new_value(Ty::Index);
    let last = path.steps.last()?.2;
    let ops = &mut block_of(&mut q, path).ops;
    ops[last].args[1] = v;
    ops.insert(last, Op::new(K::ConstIndex(c - 1), Vec::new(), vec![v]));
    Some(q)
}

/// Removes result `i` of function `fi` when no call uses it.
pub fn drop_result(p: &Program, fi: usize, i: usize) -> Option<Program> {
    let name = p.funcs[fi].name.clone();
    let mut q = p.clone();
    for f in &q.funcs {
        let used = uses(f);
        let mut bad = false;
        walk_region(&f.body, &mut |o| {
            if o.kind == K::Call(name.clone()) && used.contains(&o.res[i]) {
                bad = true;
            }
        });
        if bad {
            return None;
        }
    }
    q.funcs[fi].results.remove(i);
    for_each_op(&mut q.funcs[fi].body, &mut |o| {
        if o.kind == K::Return {
            o.args.remove(i);
        }
    });
    for f in &mut q.funcs {
        for_each_op(&mut f.body, &mut |o| {
            if o.kind == K::Call(name.clone()) {
                o.res.remove(i);
            }
        });
    }
    Some(q)
}

/// Removes parameter `i` of function `fi` when its body does not use it.
pub fn drop_param(p: &Program, fi: usize, i: usize) -> Option<Program> {
    let f = &p.funcs[fi];
    let param = *f.params().get(i)?;
    if uses(f).contains(&param) {
        return None;
    }
    let name = f.name.clone();
    let mut q = p.clone();
    q.funcs[fi].body.blocks[0].args.remove(i);
    for f in &mut q.funcs {
        for_each_op(&mut f.body, &mut |o| {
            if o.kind == K::Call(name.clone()) {
                o.args.remove(i);
            }
        });
    }
    Some(q)
}

fn for_each_op(r: &mut Region, f: &mut impl FnMut(&mut Op)) {
    crate::ast::walk_region_mut(r, f);
}

/// Drops the functions of section `s`'s driver does not reach.
pub fn drop_unreachable_functions(p: &mut Program, s: u32) {
    let mut keep: BTreeSet<String> = BTreeSet::new();
    let mut stack = vec![drive_name(s)];
    while let Some(n) = stack.pop() {
        if keep.insert(n.clone())
            && let Some(f) = p.func(&n)
        {
            stack.extend(callees(f));
        }
    }
    p.funcs.retain(|f| keep.contains(&f.name));
}

/// Ops in the program (nested ones included).
pub fn size(p: &Program) -> usize {
    p.funcs.iter().map(|f| crate::ast::op_count(&f.body)).sum()
}
