//! `ferrobuf-func-bufferize`: function signatures, `func.return` and
//! `func.call` from tensors to buffers (the spec's
//! `BufferizeFuncOpConverter`, `BufferizeReturnOpConverter` and
//! `BufferizeCallOpConverter`).
//!
//! # Contract
//! Runs on a module (it changes signatures, so callers and callees must be
//! rewritten together). For every `func.func` in it (nested modules too)
//! whose signature holds a tensor or a tuple:
//! - each argument is decomposed ([`TypeConverter::decompose`]) and each
//!   part converted ([`convert`]); the body sees the old values again
//!   through `bufferization.to_tensor` (and a pack op for a tuple);
//! - each result part is kept as a result or appended as an out-parameter
//!   after the arguments ([`TypeConverter::result_kind`], option
//!   `result-kind`);
//! - every `func.return` returns buffers (`to_buffer`, or the memref of a
//!   `to_tensor`), copying (`memref.copy`) appended parts into their
//!   out-parameters;
//! - every `func.call` of such a function passes buffers, allocates the
//!   out-parameters (`memref.alloc`, never freed here: run a deallocation
//!   pass afterwards), and gives its users tensors again (`to_tensor`).
//!
//! Declarations are converted too. Materializations this pass creates and
//! that end up unused are erased. Argument and result attributes are kept
//! for parts that are a whole argument or result; decomposed ones get none.
//!
//! ```mlir
//! func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {        func.func @f(%m: memref<4xf32>) -> memref<4xf32> {
//!   %r = "some.op"(%t) : (tensor<4xf32>) -> tensor<4xf32>     %t = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
//!   return %r : tensor<4xf32>                         =>       %r = "some.op"(%t) : (tensor<4xf32>) -> tensor<4xf32>
//! }                                                            %b = bufferization.to_buffer %r : tensor<4xf32> to memref<4xf32>
//!                                                              return %b : memref<4xf32>
//!                                                            }
//! ```
//!
//! # Rejections (located errors)
//! `func.call_indirect` and `func.constant` on tensor-holding types, calls
//! of a symbol that is not a `func.func` in the module, tensor encodings
//! that are not memory spaces.

use std::collections::HashMap;

use crate::ir::ops::{memref_alloc, memref_copy};
use crate::ir::{Attribute, Builder, Op, Order, Type, Value, Walk};
use crate::op_names;
use crate::pass::{Changed, OptionDef, OptionKind, Options, PassDef, PassError, PassResult};

use super::type_converter::{
    Names as MatNames, ResultKind, TupleOps, TypeConverter, buffer, convert_at, holds_tensor,
    tensor,
};

pub static PASS: PassDef = PassDef {
    argument: "ferrobuf-func-bufferize",
    summary: "Legacy partial bufferization of function signatures, func.return and func.call (result kinds, tuple decomposition)",
    anchor: Some("builtin.module"),
    dependent_dialects: &["bufferization", "memref"],
    options: &[
        OptionDef {
            name: "result-kind",
            help: "How results converted from statically shaped ranked tensors are passed",
            kind: OptionKind::Enum {
                cases: &[
                    ("keep", "kept as function results (KeepAsFunctionResult)"),
                    (
                        "append",
                        "appended to the argument list as out-parameters the caller allocates (AppendToArgumentList)",
                    ),
                ],
                default: 0,
            },
        },
        OptionDef {
            name: "decompose-tuples",
            help: "Unpack tuple arguments and results into their (flattened) elements",
            kind: OptionKind::Bool(true),
        },
        OptionDef {
            name: "tuple-ops",
            help: "Ops that pack and unpack decomposed tuples",
            kind: OptionKind::Enum {
                cases: &[
                    (
                        "unrealized-cast",
                        "builtin.unrealized_conversion_cast (N:1 and 1:N)",
                    ),
                    ("test", "test.make_tuple / test.get_tuple_element"),
                ],
                default: 0,
            },
        },
    ],
    run,
};

op_names!(Names {
    func = "func.func",
    ret = "func.return",
    call = "func.call",
    call_indirect = "func.call_indirect",
    constant = "func.constant",
});

/// The converted signature of one function.
struct Plan {
    /// Per original argument, its converted parts.
    args: Vec<Vec<Type>>,
    /// Per original result, its parts: unconverted type, converted type,
    /// kind.
    results: Vec<Vec<(Type, Type, ResultKind)>>,
}

impl Plan {
    fn kept(&self) -> Vec<Type> {
        self.parts()
            .filter(|p| p.2 == ResultKind::Keep)
            .map(|p| p.1)
            .collect()
    }

    fn appended(&self) -> Vec<Type> {
        self.parts()
            .filter(|p| p.2 == ResultKind::Append)
            .map(|p| p.1)
            .collect()
    }

    fn parts(&self) -> impl Iterator<Item = &(Type, Type, ResultKind)> {
        self.results.iter().flatten()
    }
}

fn converter(options: &Options) -> TypeConverter {
    TypeConverter {
        ranked_results: match options.enum_name("result-kind") {
            "append" => ResultKind::Append,
            _ => ResultKind::Keep,
        },
        decompose_tuples: options.bool("decompose-tuples"),
        tuple_ops: match options.enum_name("tuple-ops") {
            "test" => TupleOps::Test,
            _ => TupleOps::UnrealizedCast,
        },
    }
}

/// Whether a signature type changes under `conv`.
fn changes(conv: &TypeConverter, ty: Type) -> bool {
    holds_tensor(ty) || (conv.decompose_tuples && ty.tuple_elements().is_some())
}

fn run(module: Op, options: &Options) -> PassResult {
    let conv = converter(options);
    let names = Names::new(module.context());
    let mat = MatNames::new(module.context());
    let mut funcs = Vec::new();
    let mut calls = Vec::new();
    let mut err = None;
    module.walk(Order::Pre, |op| {
        if op.is(names.func) {
            funcs.push(op);
        } else if op.is(names.call) {
            calls.push(op);
        } else if (op.is(names.call_indirect) || op.is(names.constant))
            && op
                .operands()
                .chain(op.results())
                .any(|v| changes(&conv, v.ty()) || fn_type_changes(&conv, v.ty()))
        {
            err = Some(PassError::new(
                op,
                format!(
                    "ferrobuf-func-bufferize: '{}' on tensors is not supported",
                    op.name().as_str()
                ),
            ));
            return Walk::Interrupt;
        }
        Walk::Advance
    });
    if let Some(e) = err {
        return Err(e);
    }
    let mut plans: HashMap<Op, Plan> = HashMap::new();
    for &f in &funcs {
        let (ins, outs) = (f.function_argument_types(), f.function_result_types());
        if !ins.iter().chain(&outs).any(|&t| changes(&conv, t)) {
            continue;
        }
        let mut args = Vec::new();
        for t in ins {
            let parts: Result<Vec<Type>, PassError> = conv
                .decompose(t)
                .into_iter()
                .map(|p| convert_at(p, f))
                .collect();
            args.push(parts?);
        }
        let mut results = Vec::new();
        for t in outs {
            let mut parts = Vec::new();
            for p in conv.decompose(t) {
                parts.push((p, convert_at(p, f)?, conv.result_kind(p)));
            }
            results.push(parts);
        }
        plans.insert(f, Plan { args, results });
    }
    if conv.tuple_ops == TupleOps::Test && !module.context().is_dialect_loaded("test") {
        return Err(PassError::new(
            module,
            "ferrobuf-func-bufferize: tuple-ops=test needs the test dialect, which this mlir-opt does not have",
        ));
    }
    // Entry blocks first (a call's operand may be a packed argument), then
    // calls (they only need the plans), then returns and signatures.
    let mut made: Vec<Value> = Vec::new();
    let mut changed = false;
    let mut out_args: HashMap<Op, Vec<Value>> = HashMap::new();
    for &f in &funcs {
        if let Some(plan) = plans.get(&f) {
            out_args.insert(f, convert_entry(f, plan, &conv, &mut made));
        }
    }
    for &call in &calls {
        let callee = call.resolve_callable();
        let plan = match callee.and_then(|c| plans.get(&c)) {
            Some(p) => p,
            None => {
                let touches = call
                    .operands()
                    .chain(call.results())
                    .any(|v| changes(&conv, v.ty()));
                if touches && !callee.is_some_and(|c| c.is(names.func)) {
                    return Err(PassError::new(
                        call,
                        "ferrobuf-func-bufferize: the callee of this call on tensors is not a func.func of the module",
                    ));
                }
                continue;
            }
        };
        convert_call(call, plan, &conv, &mat, &mut made)?;
        changed = true;
    }
    for &f in &funcs {
        if let Some(plan) = plans.get(&f) {
            convert_returns(f, plan, &conv, &names, &mat, &out_args[&f])?;
            changed = true;
        }
    }
    // Unused materializations made here (a tensor argument only returned,
    // a tuple only unpacked again), latest first: a pack uses to_tensors.
    for v in made.into_iter().rev() {
        if v.first_use_owner().is_none()
            && let Some(d) = v.defining_op()
            && d.results().all(|r| r.first_use_owner().is_none())
        {
            d.erase();
        }
    }
    Ok(if changed { Changed::Yes } else { Changed::No })
}

/// Whether `ty` is a function type whose signature would change (a
/// `func.constant`'s or `call_indirect`'s callee).
fn fn_type_changes(conv: &TypeConverter, ty: Type) -> bool {
    let text = ty.print();
    text.starts_with('(')
        && (text.contains("tensor<") || (conv.decompose_tuples && text.contains("tuple<")))
}

fn convert_call(
    call: Op,
    plan: &Plan,
    conv: &TypeConverter,
    mat: &MatNames,
    made: &mut Vec<Value>,
) -> Result<(), PassError> {
    let b = Builder::before(call);
    let mut operands = Vec::new();
    for v in call.operands() {
        for leaf in conv.unpack(&b, v, mat) {
            operands.push(if leaf.ty().is_tensor() {
                buffer(&b, leaf, mat)?
            } else {
                leaf
            });
        }
    }
    let outs: Vec<Value> = plan
        .appended()
        .into_iter()
        .map(|t| memref_alloc(&b, t, &[], None))
        .collect();
    operands.extend(&outs);
    let new = call
        .rebuild(&operands, &plan.kept())
        .ok_or_else(|| PassError::new(call, "ferrobuf-func-bufferize: MLIR refused the call"))?;
    // `b` now inserts after the new call (it inserts before the old one).
    let (mut kept, mut outs) = (new.results(), outs.into_iter());
    let mut values = Vec::new();
    for (r, parts) in call.results().zip(&plan.results) {
        let mut leaves = Vec::new();
        for &(orig, _, kind) in parts {
            let v = match kind {
                ResultKind::Keep => kept.next().expect("kept result"),
                ResultKind::Append => outs.next().expect("out-parameter"),
            };
            leaves.push(if orig.is_tensor() {
                let t = tensor(&b, v, orig);
                made.push(t);
                t
            } else {
                v
            });
        }
        let packed = conv.pack(&b, r.ty(), &mut leaves.into_iter());
        if packed.ty().tuple_elements().is_some() {
            made.push(packed);
        }
        values.push(packed);
    }
    call.replace_all_uses_with(&values);
    call.erase();
    Ok(())
}

/// Rewrites the entry block's arguments of `f` (if it has a body) and
/// returns the out-parameters it appended.
fn convert_entry(f: Op, plan: &Plan, conv: &TypeConverter, made: &mut Vec<Value>) -> Vec<Value> {
    let old_ins = f.function_argument_types();
    let Some(entry) = f.function_body().and_then(|r| r.first_block()) else {
        return Vec::new();
    };
    let n_old = entry.num_arguments();
    let loc = f.loc();
    let b = match entry.first_op() {
        Some(first) => Builder::before(first),
        None => Builder::at_end(entry, loc),
    };
    for (i, parts) in plan.args.iter().enumerate() {
        let old = entry.argument(i);
        let leaf_types = conv.decompose(old_ins[i]);
        let mut leaves = Vec::new();
        for (&t, &orig) in parts.iter().zip(&leaf_types) {
            let a = entry.add_argument(t, loc);
            leaves.push(if orig.is_tensor() {
                let v = tensor(&b, a, orig);
                made.push(v);
                v
            } else {
                a
            });
        }
        let v = conv.pack(&b, old_ins[i], &mut leaves.into_iter());
        if v.ty().tuple_elements().is_some() {
            made.push(v);
        }
        old.replace_all_uses_with(v);
    }
    let out_args: Vec<Value> = plan
        .appended()
        .into_iter()
        .map(|t| entry.add_argument(t, loc))
        .collect();
    for _ in 0..n_old {
        entry.erase_argument(0);
    }
    out_args
}

/// Rewrites the returns of `f` and its signature.
fn convert_returns(
    f: Op,
    plan: &Plan,
    conv: &TypeConverter,
    names: &Names,
    mat: &MatNames,
    out_args: &[Value],
) -> Result<(), PassError> {
    let ctx = f.context();
    let mut inputs: Vec<Type> = plan.args.iter().flatten().copied().collect();
    let n_inputs = inputs.len();
    inputs.extend(plan.appended());
    let results = plan.kept();
    {
        let mut returns = Vec::new();
        f.walk(Order::Pre, |op| {
            if op.is(names.ret) && op.parent() == Some(f) {
                returns.push(op);
            }
            Walk::Advance
        });
        for ret in returns {
            let b = Builder::before(ret);
            let mut leaves = Vec::new();
            for v in ret.operands() {
                leaves.extend(conv.unpack(&b, v, mat));
            }
            let mut new_operands = Vec::new();
            let mut outs = out_args.iter();
            for (leaf, &(_, _, kind)) in leaves.into_iter().zip(plan.parts()) {
                let v = if leaf.ty().is_tensor() {
                    buffer(&b, leaf, mat)?
                } else {
                    leaf
                };
                match kind {
                    ResultKind::Keep => new_operands.push(v),
                    ResultKind::Append => {
                        memref_copy(&b, v, *outs.next().expect("out-parameter"));
                    }
                }
            }
            ret.set_operands(&new_operands);
        }
    }
    f.set_attr(
        "function_type",
        ctx.type_attr(Type::function(ctx, &inputs, &results)),
    );
    // Argument and result attributes: kept for 1:1 parts.
    let empty = ctx.parse_attr("{}").expect("empty dictionary");
    let remap = |old: Option<Attribute>, counts: Vec<usize>, extra: usize| -> Option<Attribute> {
        let items = old?.array_elements()?;
        let mut out = Vec::new();
        for (i, n) in counts.into_iter().enumerate() {
            if n == 1 {
                out.push(items.get(i).copied().unwrap_or(empty));
            } else {
                out.extend(std::iter::repeat_n(empty, n));
            }
        }
        out.extend(std::iter::repeat_n(empty, extra));
        Some(ctx.array_attr(&out))
    };
    let arg_counts = plan.args.iter().map(|p| p.len()).collect();
    if let Some(a) = remap(f.attr("arg_attrs"), arg_counts, inputs.len() - n_inputs) {
        f.set_attr("arg_attrs", a);
    }
    let res_counts: Vec<usize> = plan
        .results
        .iter()
        .map(|p| p.iter().filter(|x| x.2 == ResultKind::Keep).count())
        .collect();
    let one_to_one = plan.results.iter().all(|p| p.len() == 1);
    if let Some(old) = f.attr("res_attrs") {
        if one_to_one && res_counts.iter().all(|&n| n == 1) {
            // unchanged
        } else if let Some(items) = old.array_elements() {
            let mut out = Vec::new();
            for (i, p) in plan.results.iter().enumerate() {
                for x in p {
                    if x.2 == ResultKind::Keep {
                        out.push(if p.len() == 1 {
                            items.get(i).copied().unwrap_or(empty)
                        } else {
                            empty
                        });
                    }
                }
            }
            f.set_attr("res_attrs", ctx.array_attr(&out));
        }
    }
    Ok(())
}
