//! `test-analysis-only`: the decisions printed as upstream prints them
//! (`__inplace_operands_attr__`, `bufferization.access`,
//! `__equivalent_func_args__`, and with `print-conflicts` /
//! `dump-alias-sets` upstream's conflict and alias-set attributes).

use crate::analysis::fxhash::FxHashMap as HashMap;

use crate::ir::{Op, Order, Value, Walk};

use super::Settings;
use super::analysis::{Analysis, Reason};
use super::model::{FuncSummary, Names};

/// `test-analysis-only`: print the decisions.
pub(super) fn annotate(
    f: Op,
    a: &Analysis,
    s: &Settings,
    summaries: &HashMap<Op, FuncSummary>,
    names: &Names,
    boundary_info: bool,
) {
    let ctx = f.context();
    for (op, _, uses) in &a.ops {
        if uses.is_empty() {
            continue;
        }
        let mut items = Vec::with_capacity(op.num_operands());
        for i in 0..op.num_operands() {
            let text = match uses.iter().find(|&&u| a.uses[u as usize].index == i) {
                Some(&u) => match a.inplace[u as usize] {
                    Some(false) => "false",
                    _ => "true",
                },
                None => "none",
            };
            items.push(ctx.string_attr(text));
        }
        op.set_attr("__inplace_operands_attr__", ctx.array_attr(&items));
    }
    if s.print_conflicts {
        annotate_conflicts(a);
    }
    if s.dump_alias_sets {
        annotate_alias_sets(f, a, names);
    }
    if !s.boundaries || !boundary_info {
        return;
    }
    let Some(sum) = summaries.get(&f) else { return };
    let Some(entry) = f.function_body().and_then(|r| r.first_block()) else {
        return;
    };
    let mut arg_attrs = Vec::new();
    for i in 0..entry.num_arguments() {
        let arg = entry.argument(i);
        if arg.ty().is_tensor() {
            let access = match (
                sum.read.get(i) == Some(&true),
                sum.write.get(i) == Some(&true),
            ) {
                (true, true) => "read-write",
                (true, false) => "read",
                (false, true) => "write",
                (false, false) => "none",
            };
            arg_attrs.push((i, access));
        }
    }
    set_arg_access(f, &arg_attrs);
    if sum.equivalent.iter().any(|e| e.is_some()) {
        for (op, _, _) in &a.ops {
            if op.is(names.ret) && op.parent() == Some(f) {
                let vals: Vec<_> = sum
                    .equivalent
                    .iter()
                    .map(|e| ctx.int_attr(ctx.int_type(64), e.map_or(-1, |x| x as i64)))
                    .collect();
                let arr = ctx
                    .parse_attr(&format!(
                        "[{}]",
                        sum.equivalent
                            .iter()
                            .map(|e| e.map_or(-1, |x| x as i64).to_string())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ))
                    .unwrap_or_else(|| ctx.array_attr(&vals));
                op.set_attr("__equivalent_func_args__", arr);
            }
        }
    }
}

/// `print-conflicts`: upstream's unit attributes for every conflict that
/// made a use go out of place, `C_<n>[DEF: result <i>]` (or `bbArg <i>`, on
/// the block's parent op), `C_<n>[CONFL-WRITE: <operand>]` and
/// `C_<n>[READ: <operand>]`, numbered in decision order.
pub(super) fn annotate_conflicts(a: &Analysis) {
    for &u in &a.conflicts_found {
        let Some(Reason::Conflict {
            def,
            write,
            write_operand,
            read,
            read_operand,
        }) = a.reasons.get(u)
        else {
            continue;
        };
        let id = super::CONFLICT_IDS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let unit = write.context().unit_attr();
        write.set_attr(&format!("C_{id}[CONFL-WRITE: {write_operand}]"), unit);
        read.set_attr(&format!("C_{id}[READ: {read_operand}]"), unit);
        let (owner, what) = match def.defining_op() {
            Some(op) => (Some(op), "result"),
            None => (def.owner_block().and_then(|b| b.parent_op()), "bbArg"),
        };
        if let Some(owner) = owner {
            owner.set_attr(&format!("C_{id}[DEF: {what} {}]", def.index()), unit);
        }
    }
}

/// `dump-alias-sets`: every op with tensor results gets
/// `__opresult_alias_set_attr__` (per tensor result, the names of the
/// values in its alias set) and every op with tensor block arguments
/// `__bbarg_alias_set_attr__` (per region, per block, per tensor argument).
/// Members are listed as upstream's union-find lists them: each union of
/// `(aliasing value, operand)` appends the operand's set to the aliasing
/// value's, and a set starts at the value that leads it.
pub(super) fn annotate_alias_sets(f: Op, a: &Analysis, names: &Names) {
    const NONE: u32 = u32::MAX;
    let n = a.vals.len();
    let mut parent: Vec<u32> = (0..n as u32).collect();
    let mut next = vec![NONE; n];
    let mut tail: Vec<u32> = (0..n as u32).collect();
    fn find(parent: &mut [u32], mut x: u32) -> u32 {
        let mut root = x;
        while parent[root as usize] != root {
            root = parent[root as usize];
        }
        while parent[x as usize] != root {
            let up = parent[x as usize];
            parent[x as usize] = root;
            x = up;
        }
        root
    }
    for &(x, y, u) in &a.alias_log {
        if !names.upstream_alias(a.uses[u as usize].op, a.vals[x as usize]) {
            continue;
        }
        let (l1, l2) = (find(&mut parent, x), find(&mut parent, y));
        if l1 == l2 {
            continue;
        }
        next[tail[l1 as usize] as usize] = l2;
        tail[l1 as usize] = tail[l2 as usize];
        parent[l2 as usize] = l1;
    }
    let ctx = f.context();
    let printed = crate::ir::ValueNames::new(f);
    // One attribute per set, built once.
    let mut set_attr: HashMap<u32, crate::ir::Attribute> = HashMap::default();
    let mut aliases = |v: Value| {
        let Some(id) = a.id(v) else {
            return ctx.array_attr(&[]);
        };
        let leader = find(&mut parent, id);
        *set_attr.entry(leader).or_insert_with(|| {
            let mut items = Vec::new();
            let mut m = leader;
            while m != NONE {
                items.push(ctx.string_attr(&printed.name(a.vals[m as usize])));
                m = next[m as usize];
            }
            ctx.array_attr(&items)
        })
    };
    let mut ops = Vec::new();
    f.walk(Order::Pre, |op| {
        ops.push(op);
        Walk::Advance
    });
    for op in ops {
        let results: Vec<_> = op
            .results()
            .filter(|r| r.ty().is_tensor())
            .map(&mut aliases)
            .collect();
        if !results.is_empty() {
            op.set_attr("__opresult_alias_set_attr__", ctx.array_attr(&results));
        }
        let mut any = false;
        let mut regions = Vec::new();
        for r in op.regions() {
            let mut blocks = Vec::new();
            for b in r.blocks() {
                let args: Vec<_> = b
                    .arguments()
                    .filter(|x| x.ty().is_tensor())
                    .map(&mut aliases)
                    .collect();
                any |= !args.is_empty();
                blocks.push(ctx.array_attr(&args));
            }
            regions.push(ctx.array_attr(&blocks));
        }
        if any {
            op.set_attr("__bbarg_alias_set_attr__", ctx.array_attr(&regions));
        }
    }
}

/// Sets `bufferization.access` on tensor arguments (keeping other argument
/// attributes).
pub(super) fn set_arg_access(f: Op, access: &[(usize, &str)]) {
    let ctx = f.context();
    let n = f.function_argument_types().len();
    let mut dicts: Vec<Vec<(String, crate::ir::Attribute)>> = f
        .attr("arg_attrs")
        .and_then(|a| a.array_elements())
        .map(|ds| {
            ds.iter()
                .map(|d| d.dict_entries().unwrap_or_default())
                .collect()
        })
        .unwrap_or_default();
    dicts.resize(n, Vec::new());
    for &(i, acc) in access {
        dicts[i].retain(|(name, _)| name != "bufferization.access");
        dicts[i].push(("bufferization.access".to_owned(), ctx.string_attr(acc)));
    }
    let attrs: Vec<crate::ir::Attribute> = dicts.iter().map(|d| ctx.dict_attr(d)).collect();
    f.set_attr("arg_attrs", ctx.array_attr(&attrs));
}
