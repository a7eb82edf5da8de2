//! The legacy bufferization system: partial bufferization passes, one per
//! dialect, and a finalizing pass (the spec's
//! `bufferization-partial-and-finalizing.md` and the type converter of
//! `bufferization-on-mlir-legacy.md`).
//!
//! # Contract shared by every partial pass
//! A partial pass converts the ops of its dialect that touch tensors, and
//! only those, to ops on buffers of the [`type_converter`]'s types. Where a
//! converted op meets an unconverted one, it leaves a materialization: a
//! `bufferization.to_buffer` for a tensor operand it consumes, a
//! `bufferization.to_tensor ... restrict` for each tensor result (so
//! unconverted users still see tensors), and the same around block
//! arguments and region terminators. An operand defined by a `to_tensor`
//! is read through it instead (so passes run one after another leave no
//! pair behind between converted ops). Every pass is runnable alone and
//! leaves valid IR; the passes compose in any order; the
//! [`finalizing`] pass removes the remaining pairs and fails, naming the
//! first op still on tensors, if anything else is left.
//!
//! # Semantics: no in-place analysis
//! A buffer is written only by the op that creates it: every op that
//! writes into a tensor operand (`tensor.insert`, `tensor.insert_slice`,
//! linalg `outs`, `scf.forall` shared outputs, ...) gets a fresh
//! `memref.alloc` and a `memref.copy` of the operand (no copy when the op
//! does not read the old contents). So buffers are immutable afterwards,
//! function arguments (and constants' globals) are never written, and
//! folding `to_buffer(to_tensor(%m))` to `%m` is sound. Allocations are
//! not freed: run a deallocation pass afterwards
//! (`ferrobuf-buffer-deallocation-pipeline`).
//!
//! # Passes
//! | pass | anchor | converts |
//! | --- | --- | --- |
//! | [`func`] `ferrobuf-func-bufferize` | module | signatures, `func.return`, `func.call` (result kinds, tuple decomposition) |
//! | [`arith`] `ferrobuf-arith-bufferize` | any op | `arith.constant` (a `memref.global` on a module), `arith.select` |
//! | [`tensor`] `ferrobuf-tensor-bufferize` | any op | the `tensor` dialect |
//! | [`linalg`] `ferrobuf-linalg-bufferize` | any op | linalg ops on tensors |
//! | [`scf`] `ferrobuf-scf-bufferize` | any op | `scf` ops and `cf` block arguments |
//! | [`bufferization`] `ferrobuf-bufferization-bufferize` | any op | `alloc_tensor`, `materialize_in_destination`, `dealloc_tensor` |
//! | [`finalizing`] `ferrobuf-finalizing-bufferize` | any op | removes materializations, errors on what is left |
//!
//! The pipeline `ferrobuf-legacy-bufferize` ([`PIPELINE`]) runs them all.

pub mod arith;
pub mod bufferization;
pub mod finalizing;
pub mod func;
pub mod linalg;
pub mod scf;
pub mod tensor;
pub mod type_converter;

use crate::ir::{Op, Order, Walk};
use crate::pass::{Changed, OptionDef, OptionKind, Options, PassError, PassResult, PipelineDef};

/// Whether `op` has a tensor operand or result, or a tensor block argument
/// in one of its regions.
pub fn touches_tensors(op: Op) -> bool {
    op.operands()
        .chain(op.results())
        .any(|v| v.ty().is_tensor())
        || op
            .regions()
            .flat_map(|r| r.blocks().collect::<Vec<_>>())
            .any(|b| b.arguments().any(|a| a.ty().is_tensor()))
}

/// Runs a partial pass: collects, in pre-order, the ops under `root`
/// (`root` included) that `select` picks and that touch tensors, then
/// converts them in that order (an op's regions are converted after the
/// op itself; converters move region bodies, never erase ops `select`
/// picks other than the one converted). Finally erases the `to_tensor`
/// materializations it made that ended up unused (their users were
/// converted later and read the buffer directly).
pub fn run_partial(
    root: Op,
    select: impl Fn(Op) -> bool,
    mut convert: impl FnMut(Op) -> Result<(), PassError>,
) -> PassResult {
    let to_tensor = root.context().ident("bufferization.to_tensor");
    let mut ops = Vec::new();
    let mut before = std::collections::HashSet::new();
    root.walk(Order::Pre, |op| {
        if select(op) && touches_tensors(op) {
            ops.push(op);
        }
        if op.is(to_tensor) {
            before.insert(op);
        }
        Walk::Advance
    });
    for &op in &ops {
        convert(op)?;
    }
    // `to_tensor`s made here whose users were all converted afterwards.
    if !ops.is_empty() {
        let mut dead = Vec::new();
        root.walk(Order::Pre, |op| {
            if op.is(to_tensor) && !before.contains(&op) && op.result(0).first_use_owner().is_none()
            {
                dead.push(op);
            }
            Walk::Advance
        });
        for op in dead {
            op.erase();
        }
    }
    Ok(if ops.is_empty() {
        Changed::No
    } else {
        Changed::Yes
    })
}

/// The dialect namespace of `op`.
pub fn dialect(op: Op) -> String {
    let name = op.name().as_str();
    name.split('.').next().unwrap_or("").to_owned()
}

/// The error for an op of the pass's dialect it cannot convert.
pub fn unsupported(pass: &str, op: Op) -> PassError {
    PassError::new(
        op,
        format!(
            "{pass}: '{}' on tensors is not supported by the legacy bufferization",
            op.name().as_str()
        ),
    )
}

/// The legacy pipeline: every partial pass, then the finalizing pass.
pub static PIPELINE: PipelineDef = PipelineDef {
    argument: "ferrobuf-legacy-bufferize",
    summary: "Legacy bufferization: the partial passes (arith, tensor, linalg, scf, bufferization, func), then ferrobuf-finalizing-bufferize; allocations are not freed",
    options: &[
        OptionDef {
            name: "result-kind",
            help: "ferrobuf-func-bufferize's result-kind (keep or append)",
            kind: OptionKind::Enum {
                cases: &[
                    ("keep", "results stay results"),
                    ("append", "statically shaped results become out-parameters"),
                ],
                default: 0,
            },
        },
        OptionDef {
            name: "func-first",
            help: "Run ferrobuf-func-bufferize before the per-function passes (default: after them)",
            kind: OptionKind::Bool(false),
        },
    ],
    build: build_pipeline,
};

fn build_pipeline(options: &Options, anchor: Option<&str>) -> Result<String, String> {
    if anchor != Some("builtin.module") {
        return Err(
            "ferrobuf-legacy-bufferize changes function signatures: use it in builtin.module(...)"
                .to_owned(),
        );
    }
    let func = format!(
        "ferrobuf-func-bufferize{{result-kind={}}}",
        options.enum_name("result-kind")
    );
    let per_func = "func.func(ferrobuf-tensor-bufferize,ferrobuf-linalg-bufferize,ferrobuf-scf-bufferize,ferrobuf-bufferization-bufferize)";
    // arith runs on the module: tensor constants become memref.globals,
    // which a pass on one function must not add to the module.
    let middle = format!("ferrobuf-arith-bufferize,{per_func}");
    let body = if options.bool("func-first") {
        format!("{func},{middle}")
    } else {
        format!("{middle},{func}")
    };
    Ok(format!("{body},func.func(ferrobuf-finalizing-bufferize)"))
}
