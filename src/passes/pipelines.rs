//! Registered pass pipelines.
//!
//! `ferrobuf-pipeline` is ferrobuf's default pipeline: what `ferrobuf FILE`
//! runs. It holds the passes that exist today and grows as ferrobuf does:
//! currently it expands `memref.realloc` (freeing old buffers unless
//! `emit-deallocs=false`) and canonicalizes with upstream's canonicalizer.

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

fn build_default(options: &Options) -> Result<String, String> {
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

fn build_deallocation(options: &Options) -> Result<String, String> {
    Ok(format!(
        "func.func(ferrobuf-expand-realloc{{emit-deallocs=false}}),\
         ferrobuf-ownership-based-buffer-deallocation{{private-function-dynamic-ownership={}}},\
         canonicalize,\
         func.func(ferrobuf-buffer-deallocation-simplification),\
         ferrobuf-bufferization-lower-deallocations,\
         cse,\
         canonicalize",
        options.bool("private-function-dynamic-ownership")
    ))
}
