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
