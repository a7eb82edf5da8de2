//! CMake integration: a tiny consumer project configured with
//! find_package(MLIR) and find_package(Ferrobuf) runs a ferrobuf pass and
//! its own lit test through the plugin.

mod support;

use std::process::Command;

fn run(cmd: &mut Command, what: &str) -> String {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("{what}: {e} (run scripts/setup for cmake)"));
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "{what} failed:\n{text}");
    text
}

fn consumer(extra: &[String], tag: &str) {
    let src = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/cmake-consumer");
    let build = support::scratch_root().join("cmake-consumer").join(tag);
    let _ = std::fs::remove_dir_all(&build);
    run(
        Command::new("cmake")
            .arg("-S")
            .arg(src)
            .arg("-B")
            .arg(&build)
            .arg(concat!(
                "-DFerrobuf_DIR=",
                env!("CARGO_MANIFEST_DIR"),
                "/cmake"
            ))
            .args(extra),
        "cmake configure",
    );
    run(
        Command::new("cmake").arg("--build").arg(&build),
        "cmake build",
    );
    let out = std::fs::read_to_string(build.join("out.mlir")).expect("the build ran the pass");
    assert!(
        out.contains("scf.if") && !out.contains("memref.realloc"),
        "{out}"
    );
    let check = run(
        Command::new("cmake")
            .arg("--build")
            .arg(&build)
            .args(["--target", "check"]),
        "lit via cmake",
    );
    assert!(check.contains("Passed: 1"), "{check}");
}

#[test]
fn consumer_project_with_prebuilt_plugin() {
    // A private copy: the other test's nested `cargo build` may rewrite the
    // plugin in the target directory while this one runs.
    let dir = support::scratch_root().join("cmake-consumer");
    std::fs::create_dir_all(&dir).unwrap();
    let plugin = dir.join("libferrobuf-prebuilt.so");
    std::fs::copy(support::plugin(), &plugin).expect("copying the plugin");
    consumer(
        &[format!("-DFERROBUF_PLUGIN_PATH={}", plugin.display())],
        "prebuilt",
    );
}

/// Without a prebuilt plugin the config builds it with cargo (here: the
/// same target directory, so cargo finds it up to date).
#[test]
fn consumer_project_builds_plugin_with_cargo() {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    // This test binary is target/<profile>/deps/cmake-*.
    let exe = std::env::current_exe().unwrap();
    let target_dir = exe.ancestors().nth(3).expect("target dir").to_path_buf();
    consumer(
        &[
            format!("-DFERROBUF_CARGO={cargo}"),
            format!("-DFERROBUF_CARGO_TARGET_DIR={}", target_dir.display()),
        ],
        "cargo",
    );
}
