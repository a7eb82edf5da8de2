//! Registered pass pipelines.
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
