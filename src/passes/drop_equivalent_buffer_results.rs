//! `ferrobuf-drop-equivalent-buffer-results{modify-public-functions=false}`:
//! removes memref results that are always one of the function's arguments.
//!
//! # Contract
//! Runs on a `builtin.module`, like upstream `--drop-equivalent-buffer-results`
//! (MLIR 22). For each top-level function that may change its signature
//! (`func_boundary`: it has a body, it is private or nested, or public
//! with `modify-public-functions`, and its symbol is only used as the
//! callee of `func.call`s), a result of memref type (ranked or unranked)
//! is *equivalent* to argument `i` when every `func.return` returns entry
//! block argument `i` there, directly or through a chain of `memref.cast`s.
//! Such a result is removed from the signature and the returns, and at
//! every `func.call` of the function (in nested regions too) its uses are
//! replaced by the call's operand `i`, through a `memref.cast` placed right
//! after the call when the types differ. The casts left dead in the callee
//! stay (as upstream; `canonicalize` removes them).
//!
//! The default `modify-public-functions=false` reproduces upstream, which
//! never changes a public function: callers outside the module still
//! expect its results.
//!
//! ```mlir
//! func.func private @f(%a: memref<4xf32>) -> memref<?xf32> {
//!   %c = memref.cast %a : memref<4xf32> to memref<?xf32>
//!   return %c : memref<?xf32>
//! }
//! %r = call @f(%m) : (memref<4xf32>) -> memref<?xf32>
//! // becomes
//! func.func private @f(%a: memref<4xf32>) {
//!   %c = memref.cast %a : memref<4xf32> to memref<?xf32>
//!   return
//! }
//! call @f(%m) : (memref<4xf32>) -> ()
//! %r = memref.cast %m : memref<4xf32> to memref<?xf32>
//! ```
//!
//! # Differences from upstream
//! - A function whose symbol has another use (`func.constant`, ...) is
//!   left unchanged; upstream changes it and the IR no longer verifies.
//! - A result is kept when a direct `memref.cast` from the argument's type
//!   to the result's type would not verify (a cast chain such as
//!   `memref<4xf32>` → `memref<?xf32>` → `memref<5xf32>`, which only fails
//!   at run time); upstream builds that invalid cast at the call site.
//!
//! Nothing is rejected: a result that is not provably an argument stays.

use crate::ir::{Builder, Op, OpSpec, Value};
use crate::pass::{Changed, OptionDef, OptionKind, Options, PassDef, PassResult};

use super::func_boundary::{CallGraph, Names, cast_valid, fix_call_attrs, set_signature};

/// The pass declaration.
pub static PASS: PassDef = PassDef {
    argument: "ferrobuf-drop-equivalent-buffer-results",
    summary: "Remove memref results that are equivalent to a function argument (like upstream --drop-equivalent-buffer-results)",
    anchor: Some("builtin.module"),
    dependent_dialects: &["memref"],
    options: &[OptionDef {
        name: "modify-public-functions",
        help: "Also change public functions (callers outside the module then break; upstream never changes them).",
        kind: OptionKind::Bool(false),
    }],
    run,
};

fn run(module: Op, options: &Options) -> PassResult {
    let modify_public = options.bool("modify-public-functions");
    let names = Names::new(module.context());
    let graph = CallGraph::collect(module, &names);
    // Decide for every function first, then rewrite.
    let mut plans: Vec<(Op, Vec<Option<usize>>)> = Vec::new();
    for &f in &graph.funcs {
        if !graph.may_change(f, modify_public) {
            continue;
        }
        let equiv = equivalent_arguments(f, &names);
        if equiv.iter().any(Option::is_some) {
            plans.push((f, equiv));
        }
    }
    if plans.is_empty() {
        return Ok(Changed::No);
    }
    for (f, equiv) in &plans {
        rewrite_function(*f, equiv, &names);
        for &call in graph.calls_of(*f) {
            rewrite_call(call, equiv);
        }
    }
    Ok(Changed::Yes)
}

/// Per result: the argument every return gives back there, if any.
fn equivalent_arguments(f: Op, names: &Names) -> Vec<Option<usize>> {
    let results = f.function_result_types();
    let args = f.function_argument_types();
    let body = f.function_body().expect("function with a body");
    let entry = body.first_block().expect("entry block");
    let mut equiv: Vec<Option<usize>> = results
        .iter()
        .map(|t| t.is_any_memref().then_some(usize::MAX))
        .collect();
    let mut any_return = false;
    for blk in body.blocks() {
        let Some(ret) = blk.terminator().filter(|t| t.is(names.ret)) else {
            continue;
        };
        any_return = true;
        for (k, slot) in equiv.iter_mut().enumerate() {
            let Some(cur) = *slot else { continue };
            let mut v: Value = ret.operand(k);
            while let Some(c) = v.defining_op().filter(|d| d.is(names.cast)) {
                v = c.operand(0);
            }
            let arg = (v.owner_block() == Some(entry)).then(|| v.index());
            *slot = match arg {
                Some(i) if cur == usize::MAX || cur == i => Some(i),
                _ => None,
            };
        }
    }
    if !any_return {
        return vec![None; results.len()];
    }
    for (k, slot) in equiv.iter_mut().enumerate() {
        if let Some(i) = *slot
            && (i == usize::MAX || !cast_valid(args[i], results[k]))
        {
            *slot = None;
        }
    }
    equiv
}

fn rewrite_function(f: Op, equiv: &[Option<usize>], names: &Names) {
    let results = f.function_result_types();
    let keep: Vec<bool> = equiv.iter().map(Option::is_none).collect();
    let kept: Vec<_> = results
        .iter()
        .zip(&keep)
        .filter(|(_, k)| **k)
        .map(|(t, _)| *t)
        .collect();
    let body = f.function_body().expect("function with a body");
    for blk in body.blocks() {
        if let Some(ret) = blk.terminator().filter(|t| t.is(names.ret)) {
            let ops: Vec<Value> = ret
                .operands()
                .zip(&keep)
                .filter(|(_, k)| **k)
                .map(|(v, _)| v)
                .collect();
            ret.set_operands(&ops);
        }
    }
    set_signature(f, &kept, &keep, &[], None);
}

fn rewrite_call(call: Op, equiv: &[Option<usize>]) {
    let operands: Vec<Value> = call.operands().collect();
    let kept_types: Vec<_> = call
        .results()
        .zip(equiv)
        .filter(|(_, e)| e.is_none())
        .map(|(r, _)| r.ty())
        .collect();
    let new = call
        .rebuild(&operands, &kept_types)
        .expect("rebuilding a func.call with fewer results");
    // Casts go right after the new call, in result order.
    let mut next = 0;
    for (k, e) in equiv.iter().enumerate() {
        let old = call.result(k);
        match e {
            None => {
                old.replace_all_uses_with(new.result(next));
                next += 1;
            }
            Some(i) => {
                let arg = operands[*i];
                let repl = if arg.ty() == old.ty() {
                    arg
                } else {
                    // The new call sits right before the old one: casts
                    // before the old call follow the new one in order.
                    let c = Builder::before(call).create(OpSpec {
                        name: "memref.cast",
                        operands: &[arg],
                        results: &[old.ty()],
                        ..Default::default()
                    });
                    c.result(0)
                };
                old.replace_all_uses_with(repl);
            }
        }
    }
    let keep: Vec<bool> = equiv.iter().map(Option::is_none).collect();
    fix_call_attrs(new, &keep, 0);
    call.erase();
}
