//! Function boundaries: the call graph order (callees first, call cycles
//! marked), conservative summaries, signatures (cycles fixed before their
//! bodies; external functions), and the rewrite of one function's body
//! and signature.

use crate::analysis::fxhash::FxHashMap as HashMap;

use crate::ir::{Block, Op, Order, Type, Walk, WalkFilter};
use crate::pass::PassError;

use super::Settings;
use super::analysis::Analysis;
use super::model::{FuncSummary, Names};
use super::rewrite::{self, GlobalTable, Rewriter};
use super::types::{self, LayoutPolicy};

/// The functions of a module in call order, and what its calls pass.
#[derive(Clone, Default)]
pub(super) struct CallGraph {
    /// Functions (with or without body), callees before callers; `true`
    /// for functions in a call cycle.
    pub funcs: Vec<(Op, bool)>,
    /// Per function: the arguments some call in the module passes a
    /// tensor to whose buffer the caller needs unchanged: a read-only
    /// tensor (a constant, through casts and views), or one the caller
    /// uses again after the call ([`used_after_call`]), with the number of
    /// such calls, in argument order. Writing such an argument in place
    /// costs each of those calls a buffer, and a copy when the function
    /// reads the argument (see `Config::readonly_callers`).
    pub readonly_args: HashMap<Op, Vec<(usize, u32)>>,
}

/// Whether tensor `v` is a constant's value, directly or through casts,
/// reshapes and slices (views of the constant's read-only global).
fn constant_view(names: &Names, mut v: crate::ir::Value) -> bool {
    loop {
        if v.defining_op().is_some_and(|d| d.is(names.constant)) {
            return true;
        }
        match view_source(names, v) {
            Some(x) => v = x,
            None => return false,
        }
    }
}

/// The tensor `v` is a view of (a cast, reshape or slice's source).
fn view_source(names: &Names, v: crate::ir::Value) -> Option<crate::ir::Value> {
    let d = v.defining_op()?;
    (d.is(names.cast)
        || d.is(names.extract_slice)
        || d.is(names.collapse_shape)
        || d.is(names.expand_shape))
    .then(|| d.operand(0))
}

/// Whether tensor `v`, passed to `call`, or a tensor it is a view of
/// (through casts, reshapes and slices), has a use that may run after
/// the call: one in the call's block after it, or anywhere else when the
/// tensor is defined in another block (the call may repeat in a loop) or
/// the use is outside that block. An estimate for a choice (see
/// [`CallGraph::readonly_args`]): a use that only overwrites counts too.
fn used_after_call(names: &Names, mut v: crate::ir::Value, call: Op) -> bool {
    let Some(block) = call.block() else {
        return true;
    };
    loop {
        let same_block = match v.defining_op() {
            Some(d) => d.block() == Some(block),
            None => v.owner_block() == Some(block),
        };
        for user in v.users() {
            if user == call {
                continue;
            }
            let mut at = Some(user);
            while let Some(o) = at
                && o.block() != Some(block)
            {
                at = o.parent();
            }
            match at {
                Some(o) if same_block && o != call && o.is_before_in_block(call) => {}
                Some(o) if o == call => {}
                _ => return true,
            }
        }
        match view_source(names, v) {
            Some(x) => v = x,
            None => return false,
        }
    }
}

/// The functions of `module` in call order ([`CallGraph`]).
pub(super) fn function_order(module: Op, names: &Names) -> CallGraph {
    let mut funcs: Vec<Op> = Vec::new();
    module.walk(Order::Pre, |op| {
        if op.is(names.func) {
            funcs.push(op);
            return Walk::Skip;
        }
        Walk::Advance
    });
    let index: HashMap<Op, usize> = funcs.iter().enumerate().map(|(i, &f)| (f, i)).collect();
    let mut succ: Vec<Vec<usize>> = vec![Vec::new(); funcs.len()];
    let mut readonly_args: HashMap<Op, Vec<(usize, u32)>> = HashMap::default();
    for (i, &f) in funcs.iter().enumerate() {
        f.walk_filtered(Order::Pre, WalkFilter::CALL, |op| {
            if op.is(names.call)
                && let Some(callee) = op.resolve_callable()
                && let Some(&j) = index.get(&callee)
            {
                if !succ[i].contains(&j) {
                    succ[i].push(j);
                }
                for k in 0..op.num_operands() {
                    let v = op.operand(k);
                    if v.ty().is_tensor()
                        && (constant_view(names, v) || used_after_call(names, v, op))
                    {
                        let args = readonly_args.entry(callee).or_default();
                        match args.iter_mut().find(|(a, _)| *a == k) {
                            Some((_, n)) => *n += 1,
                            None => args.push((k, 1)),
                        }
                    }
                }
            }
        });
    }
    for args in readonly_args.values_mut() {
        args.sort_unstable();
    }
    // Tarjan's SCCs come out in reverse topological order of the
    // condensation: callees first.
    let adj: Vec<Vec<u32>> = succ
        .iter()
        .map(|s| s.iter().map(|&x| x as u32).collect())
        .collect();
    let sccs = crate::analysis::scc::tarjan(&adj);
    let mut out = Vec::with_capacity(funcs.len());
    for comp in sccs.components() {
        let recursive = comp.len() > 1 || succ[comp[0]].contains(&comp[0]);
        for &v in comp {
            out.push((funcs[v], recursive));
        }
    }
    CallGraph {
        funcs: out,
        readonly_args,
    }
}

pub(super) fn conservative_summary(f: Op) -> FuncSummary {
    let args = f.function_argument_types();
    let n = args.len();
    let nres = f.function_result_types().len();
    let tensor_args: Vec<usize> = (0..n).filter(|&i| args[i].is_tensor()).collect();
    let tensor_results: Vec<usize> = (0..nres)
        .filter(|&k| f.function_result_types()[k].is_tensor())
        .collect();
    let mut result_pairs = Vec::new();
    for (i, &k1) in tensor_results.iter().enumerate() {
        for &k2 in &tensor_results[i + 1..] {
            result_pairs.push((k1, k2, false));
        }
    }
    // A function with a body might return a constant: its results are
    // not written in place by callers (one without a body returns buffers
    // its callers own).
    let has_body = f.function_body().and_then(|r| r.first_block()).is_some();
    // An external function's arguments may say how they are accessed
    // (`bufferization.access`: "read", "write", "none", "read-write", the
    // default), as upstream reads them.
    let (mut read, mut write) = (vec![true; n], vec![true; n]);
    if !has_body {
        for &i in &tensor_args {
            let access = arg_attr(f, i, "bufferization.access").and_then(|a| a.as_string());
            match access.as_deref() {
                Some("read") => write[i] = false,
                Some("write") => read[i] = false,
                Some("none") => (read[i], write[i]) = (false, false),
                _ => {}
            }
        }
    }
    FuncSummary {
        result_pairs,
        readonly: vec![has_body; nres],
        read,
        write,
        equivalent: vec![None; nres],
        whole: vec![None; nres],
        fresh: vec![false; nres],
        aliasing: vec![
            if f.function_body().and_then(|r| r.first_block()).is_some() {
                tensor_args
            } else {
                Vec::new()
            };
            nres
        ],
    }
}

/// Attribute `name` of argument `i` of function `f`.
pub(crate) fn arg_attr(f: Op, i: usize, name: &str) -> Option<crate::ir::Attribute> {
    f.attr("arg_attrs")?
        .array_elements()?
        .get(i)?
        .dict_get(name)
}

/// The buffer type of tensor argument `i` (type `t`) of `f` at the
/// function boundary: the layout its `bufferization.buffer_layout`
/// attribute names (an identity map: no layout), else the policy's.
pub(super) fn boundary_arg_type(f: Op, i: usize, t: Type, policy: LayoutPolicy) -> Type {
    if !t.is_unranked_tensor()
        && let Some(layout) = arg_attr(f, i, "bufferization.buffer_layout")
    {
        let layout = (!layout.is_identity_affine_map()).then_some(layout);
        if let Some(m) = Type::memref(&t.shape(), t.element_type(), layout, None) {
            return m;
        }
    }
    types::with_policy(t, policy, None)
}

/// All argument types of `f` at the function boundary (tensors by
/// [`boundary_arg_type`], others unchanged).
fn boundary_arg_types(f: Op, policy: LayoutPolicy) -> Vec<Type> {
    f.function_argument_types()
        .into_iter()
        .enumerate()
        .map(|(i, t)| {
            if t.is_tensor() {
                boundary_arg_type(f, i, t, policy)
            } else {
                t
            }
        })
        .collect()
}

/// Removes `bufferization.writable` and `bufferization.buffer_layout`
/// from the argument attributes (they describe tensor arguments; the
/// arguments are buffers now), keeping one dictionary per argument.
pub(super) fn drop_bufferization_arg_attrs(f: Op) {
    let Some(dicts) = f.attr("arg_attrs").and_then(|a| a.array_elements()) else {
        return;
    };
    let gone = |n: &str| n == "bufferization.writable" || n == "bufferization.buffer_layout";
    let mut changed = false;
    let ctx = f.context();
    let kept: Vec<crate::ir::Attribute> = dicts
        .into_iter()
        .map(|d| match d.dict_entries() {
            Some(entries) if entries.iter().any(|(n, _)| gone(n)) => {
                changed = true;
                let rest: Vec<_> = entries.into_iter().filter(|(n, _)| !gone(n)).collect();
                ctx.dict_attr(&rest)
            }
            _ => d,
        })
        .collect();
    if changed {
        f.set_attr("arg_attrs", ctx.array_attr(&kept));
    }
}

/// An external function's signature under the boundary policy.
pub(super) fn convert_external(f: Op, s: &Settings) {
    let conv = |t: Type| {
        if t.is_tensor() {
            types::with_policy(t, s.rewrite.func_policy, None)
        } else {
            t
        }
    };
    let args = boundary_arg_types(f, s.rewrite.func_policy);
    let res: Vec<Type> = f.function_result_types().into_iter().map(conv).collect();
    drop_bufferization_arg_attrs(f);
    let ctx = f.context();
    f.set_attr(
        "function_type",
        ctx.type_attr(Type::function(ctx, &args, &res)),
    );
}

/// The bufferized signature of a function in a call cycle, set before
/// any body of the cycle is rewritten (see [`bufferize_function`]).
pub(super) fn set_cycle_signature(f: Op, s: &Settings) {
    let ctx = f.context();
    let args = boundary_arg_types(f, s.rewrite.func_policy);
    let results: Vec<Type> = f
        .function_result_types()
        .into_iter()
        .map(|t| {
            if !t.is_tensor() {
                t
            } else if s.rewrite.func_policy == LayoutPolicy::Identity {
                types::identity(t, None)
            } else {
                types::fully_dynamic(t, None)
            }
        })
        .collect();
    f.set_attr(
        "function_type",
        ctx.type_attr(Type::function(ctx, &args, &results)),
    );
}

/// Rewrites `f`'s body onto buffers and, with function boundaries, its
/// signature: arguments by the layout policy, results joined over the
/// returned buffers. A function whose signature is `fixed` (a call cycle,
/// [`set_cycle_signature`]) keeps its result types and casts what it
/// returns to them.
pub(super) fn bufferize_function(
    f: Op,
    a: &Analysis,
    s: &Settings,
    summaries: &HashMap<Op, FuncSummary>,
    names: &Names,
    globals: &mut GlobalTable,
    fixed: bool,
) -> Result<(), PassError> {
    let body = f.function_body().expect("function with a body");
    let entry: Block = body.first_block().expect("entry block");
    let fixed_results: Option<Vec<Type>> = fixed.then(|| f.function_result_types());
    let mut rw = Rewriter::new(*names, a, &s.rewrite, summaries, globals);
    rw.ret_types = fixed_results.clone();
    let ctx = f.context();
    let mut arg_types: Vec<Type> = f.function_argument_types();
    if s.boundaries {
        for (i, (arg, slot)) in entry.arguments().zip(arg_types.iter_mut()).enumerate() {
            if arg.ty().is_tensor() {
                let ty = boundary_arg_type(f, i, arg.ty(), s.rewrite.func_policy);
                arg.set_type(ty);
                *slot = ty;
                rw.bufs.insert(arg, arg);
            }
        }
    }
    rw.retype_block_arguments(body);
    for blk in body.blocks() {
        rw.block(blk)?;
    }
    let explain = s.rewrite.explain;
    let layout_copies = rw.finish();
    rewrite::block_args::narrow_block_arguments(f);
    rewrite::views::undo_layout_copies(layout_copies, explain);
    rewrite::forwarded::drop_forwarded_buffers(f);
    if s.boundaries {
        drop_bufferization_arg_attrs(f);
    }
    if s.boundaries {
        // Result types: joined over the returns (infer-layout), else the
        // policy's type (returns already cast).
        let mut rets: Vec<Op> = Vec::new();
        for blk in body.blocks() {
            if let Some(t) = blk.terminator()
                && t.is(names.ret)
            {
                rets.push(t);
            }
        }
        let mut res_types: Vec<Type> = f.function_result_types();
        for (k, rt) in res_types.iter_mut().enumerate() {
            if fixed_results.is_some() {
                // The returns were cast to these types already.
                continue;
            }
            if !rt.is_tensor() {
                continue;
            }
            let mut joined: Option<Type> = None;
            for r in &rets {
                let t = r.operand(k).ty();
                joined = Some(match joined {
                    None => t,
                    Some(j) => types::join(j, t),
                });
            }
            let ty = joined.unwrap_or_else(|| types::with_policy(*rt, s.rewrite.func_policy, None));
            for r in &rets {
                let v = r.operand(k);
                if v.ty() != ty {
                    let b = crate::ir::Builder::before(*r);
                    let c = b
                        .create(crate::ir::OpSpec {
                            name: "memref.cast",
                            operands: &[v],
                            results: &[ty],
                            ..Default::default()
                        })
                        .result(0);
                    r.set_operand(k, c);
                }
            }
            *rt = ty;
        }
        f.set_attr(
            "function_type",
            ctx.type_attr(Type::function(ctx, &arg_types, &res_types)),
        );
    }
    Ok(())
}
