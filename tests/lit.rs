//! Runs the lit suite in `tests/lit/` with LLVM 22's real `lit`, FileCheck,
//! `not` and `split-file`, against the plugin built by this `cargo test`.

mod support;

use std::process::Command;

#[test]
fn lit_suite() {
    let llvm_bin = ferrobuf::tools::llvm_prefix().join("bin");
    let lit = llvm_bin.join("lit");
    assert!(
        lit.is_file(),
        "lit not found at {}: run scripts/setup",
        lit.display()
    );
    let plugin = support::plugin();
    let out_dir = support::scratch_root().join("lit");
    let manifest = env!("CARGO_MANIFEST_DIR");
    let mut cmd = Command::new(&lit);
    cmd.arg("-v")
        .arg("--order=lexical")
        .arg(format!("{manifest}/tests/lit"))
        .env("FERROBUF_PLUGIN", &plugin)
        .env("FERROBUF_LLVM_BIN", &llvm_bin)
        .env("FERROBUF_LIT_OUT", &out_dir);
    if let Ok(filter) = std::env::var("FERROBUF_LIT_FILTER") {
        cmd.arg(format!("--filter={filter}"));
    }
    let out = cmd.output().expect("running lit");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    // Print the summary (and failures) so `cargo test` shows them.
    let interesting: Vec<&str> = stdout
        .lines()
        .filter(|l| !l.starts_with("PASS:") && !l.trim().is_empty())
        .collect();
    println!("{}", interesting.join("\n"));
    eprintln!("{stderr}");
    assert!(out.status.success(), "lit reported failures (see above)");
    assert!(
        stdout.lines().any(|l| l.contains("Passed")),
        "lit ran no test: {stdout}"
    );
}
