//! (work in progress)
mod support;

#[path = "bufferize_fuzz/ast.rs"]
mod ast;
#[path = "bufferize_fuzz/eval.rs"]
mod eval;
#[path = "bufferize_fuzz/gen/mod.rs"]
mod gen_;
#[path = "bufferize_fuzz/print.rs"]
mod print;
#[path = "bufferize_fuzz/rng.rs"]
mod rng;

#[test]
fn smoke() {
    let fams = gen_::parse_families("").unwrap();
    let root = support::scratch_root().join("bufferize-fuzz-smoke");
    std::fs::create_dir_all(&root).unwrap();
    let mut bad = 0;
    for seed in 0..20u64 {
        let (p, _stats) = gen_::program(seed, 10, &fams);
        let text = print::program(&p, &print::Style { entry: "main", markers: true, header: "smoke" });
        let path = root.join(format!("seed-{seed}.mlir"));
        std::fs::write(&path, &text).unwrap();
        let out = std::process::Command::new(support::tool("mlir-opt")).arg(&path).arg("-o").arg("/dev/null").output().unwrap();
        if !out.status.success() {
            bad += 1;
            eprintln!("seed {seed}: {}", String::from_utf8_lossy(&out.stderr).lines().take(3).collect::<Vec<_>>().join("\n"));
        }
        for (k, r) in eval::expected(&p) {
            if let Err(e) = r {
                bad += 1;
                eprintln!("seed {seed} section {k}: eval: {e}");
            }
        }
    }
    assert_eq!(bad, 0);
}
