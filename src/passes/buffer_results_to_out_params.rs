//! `ferrobuf-buffer-results-to-out-params{add-result-attr=false
//! hoist-static-allocs=false hoist-dynamic-allocs=false
//! modify-public-functions=false}`: memref results become out-parameters.
//!
//! # Contract
//! Runs on a `builtin.module`, like upstream `--buffer-results-to-out-params`
//! (MLIR 22), with its options and defaults. Each top-level function that
//! may change its signature (`func_boundary`: a body, private or nested
//! visibility or `modify-public-functions`, symbol only used as a
//! `func.call` callee; external declarations stay as they are, as
//! upstream) gets one argument appended per ranked memref result, of the
//! result's type (with `{bufferize.result}` under `add-result-attr`), and
//! loses those results. Each `func.return` copies what it returned into
//! the out-parameter (`memref.copy`) before returning the other values.
//! Every `func.call` of the function allocates the out buffers right
//! before the call (`memref.alloc` of the result's shape and memory space,
//! identity layout, then a `memref.cast` to the result type if that has
//! another layout), passes them, and its result uses become the buffers.
//! Unranked memref results stay results (as upstream).
//!
//! `hoist-static-allocs` (static shapes) and `hoist-dynamic-allocs`
//! (dynamic shapes) replace a returned `memref.alloc` by the out-parameter
//! instead of copying: the alloc is erased, its uses take the parameter.
//! For a dynamic shape this needs the sizes at the call site: with
//! `hoist-dynamic-allocs`, when every return gives back a `memref.alloc`
//! whose size operands are the same function arguments, the call site
//! allocates with the call's operands for those arguments. A dynamically
//! shaped result whose sizes are not known so is an error at each call
//! (upstream's message; a function without calls is still rewritten, with
//! a copy).
//!
//! ```mlir
//! func.func private @f() -> memref<4xf32> {
//!   %a = memref.alloc() : memref<4xf32>
//!   return %a : memref<4xf32>
//! }
//! %r = call @f() : () -> memref<4xf32>
//! // becomes (hoist-static-allocs)
//! func.func private @f(%out: memref<4xf32>) {
//!   return
//! }
//! %r = memref.alloc() : memref<4xf32>
//! call @f(%r) : (memref<4xf32>) -> ()
//! ```
//!
//! # Rejected (located errors, nothing changed)
//! - A result whose layout an identity-layout buffer cannot be cast to
//!   (`strided<[2], offset: 1>`): "cannot create out param for result with
//!   unsupported layout", at the function.
//! - A call of a function with a dynamically shaped result whose sizes are
//!   unknown: "cannot create out param for dynamically shaped result", at
//!   the call.
//!
//! # Differences from upstream (each one a lit test)
//! - Hoisting an alloc is sound here: it happens when every return gives
//!   back that alloc at that position and the alloc is on no CFG cycle, or,
//!   for returns giving back different values, to each alloc that lives only
//!   in the block its return ends (so no other return can see it). Upstream
//!   hoists every returned alloc: a second alloc returned elsewhere that
//!   reads the first then reads and writes one buffer, an alloc in a `cf`
//!   loop becomes one buffer for all iterations, and a view of the hoisted
//!   alloc returned elsewhere is copied onto itself (wrong results).
//! - An alloc returned at two positions is hoisted into the first and
//!   copied into the second; upstream crashes.
//! - Dynamic sizes come from the returns only when all of them agree;
//!   upstream takes one return's sizes (a wrong-size buffer when another
//!   returns an alloc of other sizes or a non-alloc).
//! - A result layout that is the identity written as `strided<[1]>` gets a
//!   cast of the identity buffer (upstream passes the identity buffer as is
//!   and the call does not verify); partly dynamic layouts that an identity
//!   buffer casts to (`strided<[1], offset: ?>`) are accepted (upstream
//!   accepts only fully dynamic ones).
//! - A function whose symbol has other uses (`func.constant`) is left
//!   unchanged (upstream's output then does not verify).
//! - Errors are found before anything changes.

use crate::analysis::cfg::Cfg;
use crate::analysis::fxhash::FxHashSet;
use crate::ir::{Attribute, Block, Builder, Op, OpSpec, Type, Value};
use crate::pass::{Changed, OptionDef, OptionKind, Options, PassDef, PassError, PassResult};

use super::func_boundary::{CallGraph, Names, cast_valid, fix_call_attrs, set_signature};

/// The pass declaration.
pub static PASS: PassDef = PassDef {
    argument: "ferrobuf-buffer-results-to-out-params",
    summary: "Turn memref results into out-parameters (like upstream --buffer-results-to-out-params)",
    anchor: Some("builtin.module"),
    dependent_dialects: &["memref"],
    options: &[
        OptionDef {
            name: "add-result-attr",
            help: "Add the attribute 'bufferize.result' to all output parameters.",
            kind: OptionKind::Bool(false),
        },
        OptionDef {
            name: "hoist-static-allocs",
            help: "Hoist static allocations to call sites.",
            kind: OptionKind::Bool(false),
        },
        OptionDef {
            name: "hoist-dynamic-allocs",
            help: "Hoist dynamic allocations to call sites.",
            kind: OptionKind::Bool(false),
        },
        OptionDef {
            name: "modify-public-functions",
            help: "Modify function signatures of public functions.",
            kind: OptionKind::Bool(false),
        },
    ],
    run,
};

/// One converted result.
struct Out {
    /// Result index in the old signature.
    index: usize,
    /// The result type (the out-parameter's type).
    ty: Type,
    /// What call sites allocate (identity layout), cast to `ty` if different.
    alloc_ty: Type,
    /// Function arguments giving the dynamic sizes, in order; `None` when
    /// the shape is dynamic and the sizes are unknown.
    sizes: Option<Vec<usize>>,
    /// Allocations the out-parameter replaces.
    hoisted: Vec<Op>,
}

struct Plan {
    f: Op,
    outs: Vec<Out>,
}

fn run(module: Op, options: &Options) -> PassResult {
    let add_attr = options.bool("add-result-attr");
    let hoist_static = options.bool("hoist-static-allocs");
    let hoist_dynamic = options.bool("hoist-dynamic-allocs");
    let modify_public = options.bool("modify-public-functions");
    let names = Names::new(module.context());
    let graph = CallGraph::collect(module, &names);

    // Decide and check everything first.
    let mut plans = Vec::new();
    for &f in &graph.funcs {
        if !graph.may_change(f, modify_public) {
            continue;
        }
        if let Some(plan) = plan_function(f, &names, hoist_static, hoist_dynamic)? {
            for &call in graph.calls_of(f) {
                if plan.outs.iter().any(|o| o.sizes.is_none()) {
                    return Err(PassError::new(
                        call,
                        "cannot create out param for dynamically shaped result",
                    ));
                }
            }
            plans.push(plan);
        }
    }
    if plans.is_empty() {
        return Ok(Changed::No);
    }
    let result_attr = add_attr.then(|| {
        module
            .context()
            .parse_attr("{bufferize.result}")
            .expect("dictionary attribute")
    });
    for plan in &plans {
        rewrite_function(plan, &names, result_attr);
        for &call in graph.calls_of(plan.f) {
            rewrite_call(call, plan);
        }
    }
    Ok(Changed::Yes)
}

/// The memref.alloc defining `v` (no symbol operands), if any.
fn alloc_of(v: Value, names: &Names) -> Option<Op> {
    let d = v.defining_op()?;
    let dynamic = v.ty().shape().iter().filter(|&&s| s < 0).count();
    (d.is(names.alloc) && d.num_operands() == dynamic).then_some(d)
}

fn plan_function(
    f: Op,
    names: &Names,
    hoist_static: bool,
    hoist_dynamic: bool,
) -> Result<Option<Plan>, PassError> {
    let results = f.function_result_types();
    if !results.iter().any(|t| t.is_memref()) {
        return Ok(None);
    }
    let body = f.function_body().expect("function with a body");
    let entry = body.first_block().expect("entry block");
    let rets: Vec<Op> = body
        .blocks()
        .filter_map(|b| b.terminator().filter(|t| t.is(names.ret)))
        .collect();
    let mut cycles: Option<(Cfg, Vec<bool>)> = None;
    let mut on_cycle = |blk: Block| -> bool {
        if blk == entry {
            return false;
        }
        let (cfg, in_cycle) = cycles.get_or_insert_with(|| {
            let cfg = Cfg::build(f);
            let c = cfg.blocks_in_cycles();
            (cfg, c)
        });
        cfg.id(blk).is_none_or(|b| in_cycle[b as usize])
    };
    let mut claimed: FxHashSet<Op> = FxHashSet::default();
    let mut outs = Vec::new();
    for (k, &ty) in results.iter().enumerate() {
        if !ty.is_memref() {
            continue;
        }
        let alloc_ty = if ty.has_identity_layout() {
            ty
        } else {
            let id = Type::memref(
                &ty.shape(),
                ty.element_type(),
                None,
                ty.memref_memory_space(),
            )
            .expect("identity memref type");
            if !cast_valid(id, ty) {
                return Err(PassError::new(
                    f,
                    "cannot create out param for result with unsupported layout",
                ));
            }
            id
        };
        let values: Vec<Value> = rets.iter().map(|r| r.operand(k)).collect();
        let dynamic = ty.shape().iter().any(|&s| s < 0);
        // Call-site sizes: every return gives back an alloc sized by the
        // same function arguments.
        let sizes = if !dynamic {
            Some(Vec::new())
        } else if hoist_dynamic && !values.is_empty() {
            let per_ret: Option<Vec<Vec<usize>>> = values
                .iter()
                .map(|&v| {
                    let a = alloc_of(v, names)?;
                    a.operands()
                        .map(|s| (s.owner_block() == Some(entry)).then(|| s.index()))
                        .collect::<Option<Vec<usize>>>()
                })
                .collect();
            per_ret.and_then(|p| {
                let first = p[0].clone();
                p.iter().all(|s| *s == first).then_some(first)
            })
        } else {
            None
        };
        let may_hoist = if dynamic {
            hoist_dynamic && sizes.is_some()
        } else {
            hoist_static
        };
        let mut hoisted = Vec::new();
        if may_hoist && !values.is_empty() {
            let same = values.iter().all(|&v| v == values[0]);
            if same {
                if let Some(a) = alloc_of(values[0], names)
                    && !claimed.contains(&a)
                    && !a.block().is_none_or(&mut on_cycle)
                {
                    hoisted.push(a);
                }
            } else {
                for (i, &v) in values.iter().enumerate() {
                    let Some(a) = alloc_of(v, names) else {
                        continue;
                    };
                    let only_here = values.iter().enumerate().all(|(j, &w)| w != v || j == i);
                    if only_here
                        && !claimed.contains(&a)
                        && !hoisted.contains(&a)
                        && confined(a, rets[i])
                    {
                        hoisted.push(a);
                    }
                }
            }
        }
        claimed.extend(hoisted.iter().copied());
        outs.push(Out {
            index: k,
            ty,
            alloc_ty,
            sizes,
            hoisted,
        });
    }
    Ok(Some(Plan { f, outs }))
}

/// Whether allocation `a` lives only in the block that `ret` ends: defined
/// there, and every user is in it (directly or in a nested region). No
/// other return can then reach a value aliasing it.
fn confined(a: Op, ret: Op) -> bool {
    let Some(blk) = a.block() else { return false };
    if ret.block() != Some(blk) {
        return false;
    }
    a.result(0)
        .users()
        .all(|u| blk.find_ancestor_op(u).is_some())
}

fn rewrite_function(plan: &Plan, names: &Names, result_attr: Option<Attribute>) {
    let f = plan.f;
    let body = f.function_body().expect("function with a body");
    let entry = body.first_block().expect("entry block");
    let loc = f.loc();
    let out_args: Vec<Value> = plan
        .outs
        .iter()
        .map(|o| entry.add_argument(o.ty, loc))
        .collect();
    for (o, &arg) in plan.outs.iter().zip(&out_args) {
        for &a in &o.hoisted {
            a.result(0).replace_all_uses_with(arg);
            a.erase();
        }
    }
    let results = f.function_result_types();
    let mut keep = vec![true; results.len()];
    for o in &plan.outs {
        keep[o.index] = false;
    }
    let rets: Vec<Op> = body
        .blocks()
        .filter_map(|b| b.terminator().filter(|t| t.is(names.ret)))
        .collect();
    for ret in rets {
        let b = Builder::before(ret);
        for (o, &arg) in plan.outs.iter().zip(&out_args) {
            let v = ret.operand(o.index);
            if v != arg {
                b.create(OpSpec {
                    name: "memref.copy",
                    operands: &[v, arg],
                    ..Default::default()
                });
            }
        }
        let kept: Vec<Value> = ret
            .operands()
            .zip(&keep)
            .filter(|(_, k)| **k)
            .map(|(v, _)| v)
            .collect();
        ret.set_operands(&kept);
    }
    let kept_types: Vec<Type> = results
        .iter()
        .zip(&keep)
        .filter(|(_, k)| **k)
        .map(|(t, _)| *t)
        .collect();
    let new_args: Vec<Type> = plan.outs.iter().map(|o| o.ty).collect();
    set_signature(f, &kept_types, &keep, &new_args, result_attr);
}

fn rewrite_call(call: Op, plan: &Plan) {
    let b = Builder::before(call);
    let mut operands: Vec<Value> = call.operands().collect();
    let mut keep = vec![true; call.num_results()];
    let mut bufs = Vec::new();
    for o in &plan.outs {
        keep[o.index] = false;
        let sizes: Vec<Value> = o
            .sizes
            .as_ref()
            .expect("checked before rewriting")
            .iter()
            .map(|&i| operands[i])
            .collect();
        let seg = b.ctx().i32_array_attr(&[sizes.len() as i32, 0]);
        let mut buf = b
            .create(OpSpec {
                name: "memref.alloc",
                operands: &sizes,
                results: &[o.alloc_ty],
                attrs: &[("operandSegmentSizes", seg)],
                ..Default::default()
            })
            .result(0);
        if o.alloc_ty != o.ty {
            buf = b
                .create(OpSpec {
                    name: "memref.cast",
                    operands: &[buf],
                    results: &[o.ty],
                    ..Default::default()
                })
                .result(0);
        }
        bufs.push(buf);
    }
    let n_args = operands.len();
    operands.extend_from_slice(&bufs);
    let kept_types: Vec<Type> = call
        .results()
        .zip(&keep)
        .filter(|(_, k)| **k)
        .map(|(r, _)| r.ty())
        .collect();
    let new = call
        .rebuild(&operands, &kept_types)
        .expect("rebuilding a func.call with out-parameters");
    let mut next = 0;
    let mut out = plan.outs.iter().zip(&bufs).peekable();
    for k in 0..call.num_results() {
        let old = call.result(k);
        if let Some(&(o, &buf)) = out.peek()
            && o.index == k
        {
            old.replace_all_uses_with(buf);
            out.next();
        } else {
            old.replace_all_uses_with(new.result(next));
            next += 1;
        }
    }
    fix_call_attrs(new, &keep, operands.len() - n_args);
    call.erase();
}
