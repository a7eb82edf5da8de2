//! The built plugin as a library: entry point and API version (loaded with
//! libloading), what it links and exports, running its passes in-process
//! through the C API, and exit codes of mlir-opt on bad input.

mod support;

use std::ffi::{CStr, c_char};
use std::process::Command;

#[repr(C)]
struct PassPluginLibraryInfo {
    api_version: u32,
    plugin_name: *const c_char,
    plugin_version: *const c_char,
    register: Option<extern "C" fn()>,
}

#[test]
fn entry_point_and_api_version() {
    let path = support::plugin();
    // SAFETY: loading our own plugin; its initialisers only set up statics.
    let lib = unsafe { libloading::Library::new(&path) }.expect("plugin loads");
    // SAFETY: the symbol has this signature (mlir/Tools/Plugins/PassPlugin.h).
    let info = unsafe {
        let get: libloading::Symbol<extern "C" fn() -> PassPluginLibraryInfo> = lib
            .get(b"mlirGetPassPluginInfo")
            .expect("entry point exported");
        get()
    };
    assert_eq!(info.api_version, 1, "MLIR_PLUGIN_API_VERSION of MLIR 22");
    // SAFETY: static NUL-terminated strings of the plugin.
    let (name, version) = unsafe {
        (
            CStr::from_ptr(info.plugin_name),
            CStr::from_ptr(info.plugin_version),
        )
    };
    assert_eq!(name.to_str().unwrap(), "ferrobuf");
    assert_eq!(version.to_str().unwrap(), env!("CARGO_PKG_VERSION"));
    assert!(info.register.is_some());
    std::mem::forget(lib); // MLIR keeps plugins loaded too
}

/// Registers the plugin's passes in this process (through the loaded
/// plugin's own callback, as mlir-opt does) and runs one via the C API.
#[test]
fn passes_run_in_process_after_registration() {
    let path = support::plugin();
    // SAFETY: as above.
    let lib = unsafe { libloading::Library::new(&path) }.expect("plugin loads");
    let info = unsafe {
        let get: libloading::Symbol<extern "C" fn() -> PassPluginLibraryInfo> =
            lib.get(b"mlirGetPassPluginInfo").unwrap();
        get()
    };
    (info.register.unwrap())();
    (info.register.unwrap())(); // idempotent
    std::mem::forget(lib);

    use melior::dialect::DialectRegistry;
    use melior::ir::Module;
    use melior::pass::PassManager;
    use melior::utility::{parse_pass_pipeline, register_all_dialects};
    let registry = DialectRegistry::new();
    register_all_dialects(&registry);
    let ctx = melior::Context::new();
    ctx.append_dialect_registry(&registry);
    ctx.load_all_available_dialects();
    let mut module = Module::parse(
        &ctx,
        "func.func @f(%m: memref<?xf32>, %n: index) -> memref<?xf32> {\n\
           %r = memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>\n\
           return %r : memref<?xf32>\n\
         }",
    )
    .unwrap();
    let pm = PassManager::new(&ctx);
    parse_pass_pipeline(
        pm.as_operation_pass_manager(),
        "builtin.module(func.func(ferrobuf-expand-realloc))",
    )
    .expect("plugin pass is registered");
    pm.run(&mut module).expect("pass runs");
    let text = module.as_operation().to_string();
    assert!(
        text.contains("scf.if") && !text.contains("memref.realloc"),
        "{text}"
    );
}

#[test]
fn links_shared_libmlir_and_exports_only_the_entry_point() {
    let path = support::plugin();
    let ldd = Command::new("ldd").arg(&path).output().expect("ldd");
    let ldd = String::from_utf8_lossy(&ldd.stdout);
    assert!(
        ldd.contains("libMLIR.so.22.1"),
        "plugin must link the shared libMLIR:\n{ldd}"
    );
    assert!(!ldd.contains("not found"), "unresolved libraries:\n{ldd}");

    let nm = Command::new(support::tool("llvm-nm"))
        .args(["-C", "-D", "--defined-only"])
        .arg(&path)
        .output()
        .expect("llvm-nm");
    let nm = String::from_utf8_lossy(&nm.stdout);
    assert!(
        !nm.contains("mlir::MLIRContext"),
        "plugin must not carry MLIR's core:\n{nm}"
    );
    let exported: Vec<&str> = nm.lines().filter(|l| l.contains(" T ")).collect();
    assert_eq!(
        exported.len(),
        1,
        "only the entry point is exported: {exported:?}"
    );
    assert!(exported[0].ends_with("mlirGetPassPluginInfo"));

    let size = std::fs::metadata(&path).unwrap().len();
    assert!(
        size < 16 * 1024 * 1024,
        "plugin should stay small, is {size} bytes"
    );
}

#[test]
fn bad_options_and_input_exit_with_code_1() {
    let input = "func.func @f() {\n  return\n}\n";
    for pipeline in [
        "func.func(ferrobuf-expand-realloc{emit-deallocs=maybe})",
        "func.func(ferrobuf-expand-realloc{no-such-option=1})",
        "ferrobuf-no-such-pass",
        "ferrobuf-pipeline{emit-deallocs=7}",
    ] {
        let out = support::ferrobuf_opt(pipeline, input, &[]);
        assert_eq!(
            out.status.code(),
            Some(1),
            "{pipeline}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let out = support::ferrobuf_opt("func.func(ferrobuf-expand-realloc)", "func.func @f( {", &[]);
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn panics_exit_with_code_1_not_a_crash() {
    let input =
        "func.func @f() {\n  %c = arith.constant {ferrobuf.test_panic} 0 : index\n  return\n}\n";
    let out = support::run_with_stdin(
        Command::new(support::tool("mlir-opt"))
            .env("FERROBUF_TEST_PASSES", "1")
            .arg(format!(
                "--load-pass-plugin={}",
                support::plugin().display()
            ))
            .arg("--pass-pipeline=builtin.module(func.func(ferrobuf-test-failures))"),
        input,
    );
    assert_eq!(
        out.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("ferrobuf internal error"));
}
