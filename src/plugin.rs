//! The plugin entry point `mlirGetPassPluginInfo`: registration only.

use std::ffi::c_char;
use std::panic::catch_unwind;
use std::sync::Once;

use crate::ir::registry;
use crate::passes;

/// MLIR's `mlir::PassPluginLibraryInfo` (mlir/Tools/Plugins/PassPlugin.h).
#[repr(C)]
pub struct PassPluginLibraryInfo {
    pub api_version: u32,
    pub plugin_name: *const c_char,
    pub plugin_version: *const c_char,
    pub register_pass_registry_callbacks: Option<extern "C" fn()>,
}

/// `MLIR_PLUGIN_API_VERSION` of MLIR 22.
pub const MLIR_PLUGIN_API_VERSION: u32 = 1;

static REGISTER: Once = Once::new();

/// Registers every ferrobuf pass and pipeline (and, with
/// `FERROBUF_TEST_PASSES=1`, the test passes) with MLIR's global registry.
/// Idempotent.
pub fn register_all() {
    REGISTER.call_once(|| {
        let with_tests = std::env::var(passes::testing::ENV).is_ok_and(|v| v == "1");
        let mut all: Vec<_> = passes::PASSES.to_vec();
        let mut pipelines: Vec<_> = passes::PIPELINES.to_vec();
        if with_tests {
            all.extend_from_slice(passes::testing::PASSES);
            pipelines.extend_from_slice(passes::testing::PIPELINES);
        }
        for def in all {
            if let Err(e) = registry::register_pass(def) {
                eprintln!("ferrobuf: {e}");
            }
        }
        for def in pipelines {
            registry::register_pipeline(def);
        }
    });
}

extern "C" fn register_callbacks() {
    if catch_unwind(register_all).is_err() {
        eprintln!("ferrobuf: internal error while registering passes");
    }
}

/// The entry point `mlir-opt --load-pass-plugin` looks up.
#[unsafe(no_mangle)]
pub extern "C" fn mlirGetPassPluginInfo() -> PassPluginLibraryInfo {
    PassPluginLibraryInfo {
        api_version: MLIR_PLUGIN_API_VERSION,
        plugin_name: c"ferrobuf".as_ptr(),
        plugin_version: concat!(env!("CARGO_PKG_VERSION"), "\0").as_ptr() as *const c_char,
        register_pass_registry_callbacks: Some(register_callbacks),
    }
}
