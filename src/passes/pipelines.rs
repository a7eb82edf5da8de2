//! Registered pass pipelines.
//!
//! `ferrobuf-bufferize` is the main job in one step: tensor programs in,
//! memref programs with every buffer freed out (see [`BUFFERIZE`]).
//!
//! `ferrobuf-pipeline` is ferrobuf's default pipeline: what `ferrobuf FILE`
//! runs. It holds the passes that exist today and grows as ferrobuf does:
//! currently it expands `memref.realloc` (freeing old buffers unless
//! `emit-deallocs=false`) and canonicalizes with upstream's canonicalizer.
//!
//! Both pipelines are made of op-agnostic passes, so, like upstream's
//! `buffer-deallocation-pipeline`, they can be used wherever a pass can:
//! in `builtin.module(...)`, `func.func(...)`, `any(...)`, on a nested
//! module. The text depends on where they are used: on a module, the
//! per-function passes of the deallocation pipeline are nested in
//! `any(...)` (every op isolated from above directly in the module:
//! functions and nested modules, processed in parallel); elsewhere they run
//! on the op itself.

use crate::pass::{OptionDef, OptionKind, Options, PipelineDef};

/// The default pipeline.
pub static DEFAULT: PipelineDef = PipelineDef {
    argument: "ferrobuf-pipeline",
    summary: "ferrobuf's default pipeline (today: ferrobuf-expand-realloc, then canonicalize)",
    options: &[OptionDef {
        name: "emit-deallocs",
        help: "Free old buffers when memref.realloc grows them",
        kind: OptionKind::Bool(true),
    }],
    build: build_default,
};

fn build_default(options: &Options, _anchor: Option<&str>) -> Result<String, String> {
    Ok(format!(
        "ferrobuf-expand-realloc{{emit-deallocs={}}},canonicalize",
        options.bool("emit-deallocs")
    ))
}

/// The recommended deallocation pipeline of the spec, ferrobuf's passes
/// with upstream's canonicalize and cse where upstream uses them.
pub static DEALLOCATION: PipelineDef = PipelineDef {
    argument: "ferrobuf-buffer-deallocation-pipeline",
    summary: "Free all buffers: realloc expansion, ownership-based deallocation, canonicalize, simplification, lowering, cse, canonicalize (like upstream --buffer-deallocation-pipeline, also for cf loops)",
    options: &[OptionDef {
        name: "private-function-dynamic-ownership",
        help: "Allows to add additional results to private functions to return ownership of returned memrefs to callers (avoids copies)",
        kind: OptionKind::Bool(false),
    }],
    build: build_deallocation,
};

fn build_deallocation(options: &Options, anchor: Option<&str>) -> Result<String, String> {
    // On a module, the passes that work op by op run on each function (and
    // nested module) in parallel; the ownership pass and the lowering stay
    // on the module (private-function signatures, one helper per module).
    let per_op = |pass: &str| {
        if anchor == Some("builtin.module") {
            format!("any({pass})")
        } else {
            pass.to_owned()
        }
    };
    Ok(format!(
        "{},\
         ferrobuf-ownership-based-buffer-deallocation{{private-function-dynamic-ownership={}}},\
         canonicalize,\
         {},\
         ferrobuf-bufferization-lower-deallocations,\
         cse,\
         canonicalize",
        per_op("ferrobuf-expand-realloc{emit-deallocs=false}"),
        options.bool("private-function-dynamic-ownership"),
        per_op("ferrobuf-buffer-deallocation-simplification"),
    ))
}

/// The main job: tensor programs to freed memref programs.
///
/// The order, and why:
/// 1. Empty-tensor elimination (as `ferrobuf-eliminate-empty-tensors`): a
///    `tensor.empty` that is computed into and then inserted into another
///    tensor becomes a slice of that destination, so the next step writes
///    into the destination directly (no allocation, no copy). It must see
///    tensors, so it comes first.
/// 2. `ferrobuf-one-shot-bufferize{bufferize-function-boundaries}`: the
///    whole module at once (function summaries make callers pass buffers
///    without copies). Loops yielding fresh tensors need no option: each
///    loop gets the cheaper of passing the buffer on or copying it back.
///    Steps 1 and 2 run as one pass (One-Shot's `eliminate-empty-tensors`
///    option): the elimination decides by One-Shot's analysis and ends
///    with an analysis of its final IR, which One-Shot then bufferizes
///    with instead of analysing the module a third time.
/// 3. `ferrobuf-drop-equivalent-buffer-results`: a result that is always
///    an argument's buffer leaves the signature. Before deallocation, since
///    the deallocation ABI would otherwise clone every such result.
/// 4. `ferrobuf-buffer-results-to-out-params` (option `out-params`): the
///    remaining results become caller-allocated out-parameters, returned
///    static (and dynamic) allocations are replaced by the caller's buffer;
///    public functions too (`modify-public-functions`): asking for
///    out-params is asking for that calling convention at the module's
///    boundary, where callers from outside (C) allocate.
///    Before deallocation too: what is no longer returned needs no
///    ownership transfer.
/// 5. `ferrobuf-buffer-loop-hoisting`, `ferrobuf-promote-buffers-to-stack`
///    (option `promote-to-stack`, a byte limit; 0 turns it off): allocations
///    move out of loops (one allocation instead of one per iteration), then
///    small ones go on the stack. Loop hoisting first, since a hoisted
///    allocation is one the promotion may then take; both before
///    deallocation, which neither needs to understand. `buffer-hoisting`
///    is not in the pipeline: moving an allocation out of an `scf.if`
///    branch makes it unconditional, and when the branch's result is
///    returned its ownership becomes a run-time value, which costs a clone
///    (`tests/e2e/dealloc/nested_if_for.mlir`).
/// 6. ferrobuf's deallocation (`ferrobuf-merge-blocks`,
///    `ferrobuf-expand-realloc`, ownership-based deallocation,
///    simplification, lowering). Without upstream's `canonicalize`/`cse`:
///    they grow superlinearly on large functions, and ferrobuf's passes
///    leave nothing for them that changes a buffer. Block merging comes
///    first because canonicalize would do it: a block entered by one
///    `cf.br` would otherwise get ownership block arguments that are
///    constant on their only edge, and the clones and conditional frees
///    deciding on them.
/// 7. `ferrobuf-optimize-allocation-liveness`: every free moves up to
///    right after the last use of its buffer, so memory is released as
///    early as possible; it needs the final `memref.dealloc`s.
///
/// By default the pipeline is one pass, `ferrobuf-bufferize-fused`
/// ([`super::bufferize`]), that runs these stages in this order and lets
/// MLIR verify the module once, after the last one (verification after
/// each of nine passes was a third of the pipeline's time); with
/// `separate-passes` it is the stages as separate passes, each verified
/// and each visible to `--mlir-print-ir-after-all`. Same output either
/// way.
pub static BUFFERIZE: PipelineDef = PipelineDef {
    argument: "ferrobuf-bufferize",
    summary: "Tensor programs to freed memref programs in one step: empty-tensor elimination, One-Shot Bufferize with function boundaries, dropped equivalent results, optional out-params, loop hoisting, promotion to stack, deallocation, early frees",
    options: &BUFFERIZE_OPTIONS,
    build: build_bufferize,
};

/// The stages' options ([`super::bufferize::OPTIONS`]) and
/// `separate-passes`.
static BUFFERIZE_OPTIONS: [OptionDef; 6] = {
    let stages = super::bufferize::OPTIONS;
    let mut all = [OptionDef {
        name: "separate-passes",
        help: "Run the stages as separate passes (each verified, each shown by --mlir-print-ir-after-all) instead of ferrobuf-bufferize-fused, which verifies once at the end. Same output.",
        kind: OptionKind::Bool(false),
    }; 6];
    let mut i = 0;
    while i < stages.len() {
        all[i] = stages[i];
        i += 1;
    }
    all
};

fn build_bufferize(options: &Options, anchor: Option<&str>) -> Result<String, String> {
    if anchor != Some("builtin.module") {
        return Err(
            "ferrobuf-bufferize bufferizes a whole module (function boundaries included): use it in builtin.module(...)"
                .to_owned(),
        );
    }
    if !options.bool("separate-passes") {
        let mut stage_options = Options::defaults(&super::bufferize::OPTIONS);
        for d in &super::bufferize::OPTIONS {
            stage_options.set(d.name, options.get(d.name));
        }
        return Ok(format!(
            "ferrobuf-bufferize-fused{}",
            stage_options.to_pipeline_syntax()
        ));
    }
    let mut per_func = vec!["ferrobuf-buffer-loop-hoisting".to_owned()];
    let stack = options.uint("promote-to-stack");
    if stack > 0 {
        per_func.push(format!(
            "ferrobuf-promote-buffers-to-stack{{max-alloc-size-in-bytes={stack}}}"
        ));
    }
    let out_params = if options.bool("out-params") {
        "ferrobuf-buffer-results-to-out-params{hoist-static-allocs=true hoist-dynamic-allocs=true modify-public-functions=true},"
    } else {
        ""
    };
    Ok(format!(
        "ferrobuf-one-shot-bufferize{{eliminate-empty-tensors bufferize-function-boundaries function-boundary-type-conversion={fbtc} allow-unknown-ops={unknown} explain={explain}}},\
         ferrobuf-drop-equivalent-buffer-results,\
         {out_params}\
         func.func({per_func}),\
         any(ferrobuf-merge-blocks,ferrobuf-expand-realloc{{emit-deallocs=false}}),\
         ferrobuf-ownership-based-buffer-deallocation,\
         any(ferrobuf-buffer-deallocation-simplification),\
         ferrobuf-bufferization-lower-deallocations,\
         func.func(ferrobuf-optimize-allocation-liveness)",
        fbtc = options.enum_name("function-boundary-type-conversion"),
        unknown = options.bool("allow-unknown-ops"),
        explain = options.bool("explain"),
        per_func = per_func.join(","),
    ))
}
