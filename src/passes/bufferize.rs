//! `ferrobuf-bufferize-fused`: the stages of the `ferrobuf-bufferize`
//! pipeline ([`super::pipelines::BUFFERIZE`], whose doc gives the order and
//! why) run as one pass.
//!
//! # Contract
//! Runs on a `builtin.module`. Runs, in this order and with the options
//! the pipeline gives them: `ferrobuf-one-shot-bufferize{eliminate-empty-
//! tensors bufferize-function-boundaries ...}`, `ferrobuf-drop-equivalent-
//! buffer-results`, optionally `ferrobuf-buffer-results-to-out-params{...}`
//! (all on the module); `ferrobuf-buffer-loop-hoisting` and optionally
//! `ferrobuf-promote-buffers-to-stack` on each `func.func` directly in the
//! module; `ferrobuf-merge-blocks` and `ferrobuf-expand-realloc{emit-
//! deallocs=false}` on each op isolated from above directly in the module; the ownership-based
//! deallocation on the module; `ferrobuf-buffer-deallocation-
//! simplification` on each op isolated from above directly in the module;
//! `ferrobuf-bufferization-lower-deallocations` on the module;
//! `ferrobuf-optimize-allocation-liveness` on each `func.func` directly in
//! the module. That is exactly what the pipeline's nested pass managers
//! select (`func.func(...)` and `any(...)` nested in the module), so the
//! output is the same text as with `ferrobuf-bufferize{separate-passes}`
//! (tested over the e2e corpora).
//!
//! The first failing stage stops the pass with its located error.
//!
//! # Why one pass
//! MLIR verifies the whole module after every pass. The stages are ten
//! passes; on one function of 100k ops verification was a third of the
//! pipeline's time (2.9 s with it after each pass, 2.0 s without). Here it
//! runs once, after the last stage. Each stage is still a registered pass,
//! verified after every run in the tests of its own; the pipeline's
//! `separate-passes` option runs them as separate passes (each verified,
//! each visible to `--mlir-print-ir-after-all`). The per-function stages
//! run one function after the other here, where the pass manager would run
//! them on several threads: they are a small part of the time.
//!
//! # Scalar payloads are not walked
//! In a `func.func` whose `linalg` payloads (and `tensor.generate`/
//! `tensor.pad` bodies, which bufferize into `linalg.map`s) hold only
//! scalar `arith`/`math` ops, `linalg.yield`, `linalg.index` and
//! `tensor.yield`, with no tensor or memref in sight
//! ([`Op::payloads_scalar`], one walk of each function at the start), the
//! stages' walks do not enter `linalg` regions ([`SkipPayloads`]): no
//! stage looks for anything there, no stage puts anything else there, and
//! no stage erases a function. On the generated 1M-op function more than
//! half of the ops are in such payloads: skipping them is most of why the
//! pass went from about 16 s to about 13 s there (README, benchmarks). A
//! function with any other payload is walked in full (e2e
//! `payload_reads_buffer` and `generate_reads_buffer`, where a wrong skip
//! changes the output; the bufferize fuzzer runs this pass on modules
//! mixing both kinds of functions).

use crate::ir::{Op, SkipPayloads, Trait};
use crate::pass::{Changed, OptionDef, OptionKind, OptionValue, Options, PassDef, PassResult};

use super::{
    buffer_loop_hoisting, buffer_results_to_out_params, dealloc_simplification,
    drop_equivalent_buffer_results, expand_realloc, lower_deallocations, merge_blocks, one_shot,
    optimize_allocation_liveness, ownership_dealloc, promote_buffers_to_stack,
};

pub static PASS: PassDef = PassDef {
    argument: "ferrobuf-bufferize-fused",
    summary: "The stages of the ferrobuf-bufferize pipeline in one pass, verified once at the end (what that pipeline runs unless separate-passes is set)",
    anchor: Some("builtin.module"),
    dependent_dialects: &[
        "arith",
        "bufferization",
        "func",
        "linalg",
        "memref",
        "scf",
        "tensor",
    ],
    options: &OPTIONS,
    run,
};

/// The options of `ferrobuf-bufferize` that choose what its stages do (the
/// pipeline passes them on under the same names).
pub const OPTIONS: [OptionDef; 5] = [
    OptionDef {
        name: "function-boundary-type-conversion",
        help: "Layout maps of bufferized function signatures (as One-Shot Bufferize's option).",
        kind: OptionKind::Enum {
            cases: one_shot::FUNCTION_BOUNDARY_LAYOUTS,
            default: 0,
        },
    },
    OptionDef {
        name: "allow-unknown-ops",
        help: "Leave ops One-Shot Bufferize does not know on tensors, with to_tensor/to_buffer around them.",
        kind: OptionKind::Bool(false),
    },
    OptionDef {
        name: "out-params",
        help: "Turn memref results of functions (public ones too) into caller-allocated out-parameters.",
        kind: OptionKind::Bool(false),
    },
    OptionDef {
        name: "promote-to-stack",
        help: "Put static allocations of at most this many bytes on the stack (0: never).",
        kind: OptionKind::UInt(1024),
    },
    OptionDef {
        name: "explain",
        help: "A remark with the reason at every allocation and copy One-Shot Bufferize makes.",
        kind: OptionKind::Bool(false),
    },
];

/// The options of `def` with `set` changed from their defaults.
fn options_of(def: &PassDef, set: &[(&str, OptionValue)]) -> Options {
    let mut o = Options::defaults(def.options);
    for (name, value) in set {
        o.set(name, value.clone());
    }
    o
}

fn run(module: Op, o: &Options) -> PassResult {
    // Scalar payloads stay scalar through every stage (bufferization moves
    // them, and `tensor.generate`/`tensor.pad` bodies, into memref `linalg`
    // ops; nothing else puts ops into them): no walk needs to enter them.
    let scalar: Vec<Op> = top_level(module, Select::Functions)
        .into_iter()
        .filter(|f| f.payloads_scalar())
        .collect();
    let _skip = SkipPayloads::enter(&scalar);
    let mut changed = false;
    let mut stage =
        |def: &PassDef, op: Op, options: &Options| -> Result<(), crate::pass::PassError> {
            let _t = crate::timing::scope(def.argument);
            if (def.run)(op, options)? == Changed::Yes {
                changed = true;
            }
            // Counted for functions only (the driver's progress line).
            crate::progress::pass_ran(def.argument, op);
            Ok(())
        };
    let one_shot = options_of(
        &one_shot::PASS,
        &[
            ("eliminate-empty-tensors", OptionValue::Bool(true)),
            ("bufferize-function-boundaries", OptionValue::Bool(true)),
            (
                "function-boundary-type-conversion",
                o.get("function-boundary-type-conversion"),
            ),
            (
                "allow-unknown-ops",
                OptionValue::Bool(o.bool("allow-unknown-ops")),
            ),
            ("explain", OptionValue::Bool(o.bool("explain"))),
        ],
    );
    stage(&one_shot::PASS, module, &one_shot)?;
    let drop = &drop_equivalent_buffer_results::PASS;
    stage(drop, module, &Options::defaults(drop.options))?;
    if o.bool("out-params") {
        let out = &buffer_results_to_out_params::PASS;
        let options = options_of(
            out,
            &[
                ("hoist-static-allocs", OptionValue::Bool(true)),
                ("hoist-dynamic-allocs", OptionValue::Bool(true)),
                ("modify-public-functions", OptionValue::Bool(true)),
            ],
        );
        stage(out, module, &options)?;
    }
    let hoist = &buffer_loop_hoisting::PASS;
    let hoist_options = Options::defaults(hoist.options);
    let stack = o.uint("promote-to-stack");
    let promote = &promote_buffers_to_stack::PASS;
    let promote_options = options_of(
        promote,
        &[("max-alloc-size-in-bytes", OptionValue::UInt(stack))],
    );
    for f in top_level(module, Select::Functions) {
        stage(hoist, f, &hoist_options)?;
        if stack > 0 {
            stage(promote, f, &promote_options)?;
        }
    }
    let realloc = &expand_realloc::PASS;
    let realloc_options = options_of(realloc, &[("emit-deallocs", OptionValue::Bool(false))]);
    let merge = &merge_blocks::PASS;
    let merge_options = Options::defaults(merge.options);
    for op in top_level(module, Select::Isolated) {
        stage(merge, op, &merge_options)?;
        stage(realloc, op, &realloc_options)?;
    }
    let dealloc = &ownership_dealloc::PASS;
    stage(dealloc, module, &Options::defaults(dealloc.options))?;
    let simplify = &dealloc_simplification::PASS;
    let simplify_options = Options::defaults(simplify.options);
    for op in top_level(module, Select::Isolated) {
        stage(simplify, op, &simplify_options)?;
    }
    let lower = &lower_deallocations::PASS;
    stage(lower, module, &Options::defaults(lower.options))?;
    let liveness = &optimize_allocation_liveness::PASS;
    let liveness_options = Options::defaults(liveness.options);
    for f in top_level(module, Select::Functions) {
        stage(liveness, f, &liveness_options)?;
    }
    crate::timing::report();
    Ok(if changed { Changed::Yes } else { Changed::No })
}

/// Which ops directly in the module a per-op stage runs on.
#[derive(Clone, Copy)]
enum Select {
    /// `func.func` ops (a `func.func(...)` nested pipeline).
    Functions,
    /// Ops isolated from above (an `any(...)` nested pipeline).
    Isolated,
}

/// The ops of the module's body a nested pass manager of kind `select`
/// would run on, collected before the stage changes anything (the stages
/// add no such ops: lowering's helper functions come after the last
/// `any(...)` stage).
fn top_level(module: Op, select: Select) -> Vec<Op> {
    let Some(body) = module.region(0).first_block() else {
        return Vec::new();
    };
    body.ops()
        .filter(|op| match select {
            Select::Functions => op.name().as_str() == "func.func",
            Select::Isolated => op.has_trait(Trait::FerrobufTraitIsIsolatedFromAbove),
        })
        .collect()
}
