//! Seeded random programs around loops whose positions pass their tensors
//! on to each other (One-Shot's `permuted.rs`, rule 6b and
//! `Rewriter::carried_permutation`), checked against value semantics.
//!
//! Each program has one function `@f` taking 2 to 4 tensors and a trip
//! count: an `scf.for` or `scf.while` whose positions start from random
//! arguments (the same one twice, sometimes), whose yields are a random
//! permutation of the region arguments or random region arguments
//! (duplicates), sometimes a tensor written in the iteration (a
//! `tensor.insert` into one position's argument); after the loop `@f`
//! writes some results and returns them all. `@main` calls `@f` with 0 to
//! 3 iterations, writes some of the returned tensors and prints every
//! result and then every argument, which must be unchanged. The expected
//! output is computed here (tensors as values), never by a bufferizer.
//!
//! Every program runs through ferrobuf's One-Shot under the three
//! heuristics, alone (its output must already be right: no deallocation
//! clone hides a result that is another argument's buffer) and followed
//! by ferrobuf's deallocation pipeline (the bottom-up run under valgrind).
//! Two bugs of the permutation's first version are found by the default
//! seeds: results claimed equivalent to their own inits (a caller then
//! wrote a result in place into another argument's buffer: seeds 16, 30,
//! 37), and a function summary that did not follow a yield passing one
//! argument's buffer to another position (the function wrote that result,
//! the argument counted as only read: seeds 44, 54).
//!
//! Seeds: `FERROBUF_PERM_FUZZ_SEED` (first, default 1) and
//! `FERROBUF_PERM_FUZZ_COUNT` (default 60). A failing program is kept in
//! the scratch directory (`target/release/ferrobuf-tests/perm-fuzz/`) with
//! its expected output.

mod support;

use std::fmt::Write as _;

use support::e2e;
use support::rng::Rng;

const T: &str = "tensor<4xi64>";

/// One generated program: its source and expected output.
struct Case {
    seed: u64,
    src: String,
    expected: String,
}

/// What position `i` yields: a region argument, or the tensor written in
/// the iteration.
#[derive(Clone, Copy)]
enum Yield {
    Arg(usize),
    Written,
}

fn generate(seed: u64) -> Case {
    let mut r = Rng(seed);
    let k = r.urange(2, 4);
    let inits: Vec<usize> = (0..k).map(|_| r.below(k)).collect();
    let is_for = r.percent(50);
    let write_pos = r.percent(35).then(|| r.below(k));
    let mut ys: Vec<Yield> = (0..k)
        .map(|_| {
            if write_pos.is_some() && r.percent(30) {
                Yield::Written
            } else {
                Yield::Arg(r.below(k))
            }
        })
        .collect();
    if r.percent(50) {
        // A permutation (Fisher-Yates).
        let mut p: Vec<usize> = (0..k).collect();
        for i in (1..k).rev() {
            p.swap(i, r.below(i + 1));
        }
        ys = p.into_iter().map(Yield::Arg).collect();
    }
    let trips = r.urange(0, 3);
    let post: Vec<(usize, usize, i64)> = (0..r.urange(0, 2))
        .map(|_| (r.below(k), r.below(4), r.range(50, 90)))
        .collect();
    let in_main: Vec<(usize, usize, i64)> = (0..r.urange(0, 2))
        .map(|_| (r.below(k), r.below(4), r.range(200, 250)))
        .collect();

    // Value semantics.
    let ts: Vec<Vec<i64>> = (0..k)
        .map(|j| (0..4).map(|e| 10 * (j as i64 + 1) + e).collect())
        .collect();
    let mut vals: Vec<Vec<i64>> = inits.iter().map(|&j| ts[j].clone()).collect();
    for it in 0..trips {
        let w = write_pos.map(|p| {
            let mut w = vals[p].clone();
            w[it % 4] = 100 + it as i64;
            w
        });
        vals = ys
            .iter()
            .map(|y| match y {
                Yield::Arg(j) => vals[*j].clone(),
                Yield::Written => w.clone().expect("a written tensor"),
            })
            .collect();
    }
    for &(m, idx, v) in post.iter().chain(&in_main) {
        vals[m][idx] = v;
    }
    let mut expected = String::new();
    for row in vals.iter().chain(&ts) {
        let line: Vec<String> = row.iter().map(|x| x.to_string()).collect();
        let _ = writeln!(expected, "{}", line.join(", "));
    }

    // The program.
    let rt = vec![T; k].join(", ");
    let mut s = String::from(
        "func.func private @printI64(i64)\nfunc.func private @printComma()\nfunc.func private @printNewline()\n\n",
    );
    s.push_str(SHOW);
    let params: Vec<String> = (0..k).map(|j| format!("%t{j}: {T}")).collect();
    let _ = writeln!(
        s,
        "func.func @f({}, %n: index) -> ({rt}) {{",
        params.join(", ")
    );
    s.push_str("  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c4 = arith.constant 4 : index\n");
    let body = |s: &mut String, arg: &dyn Fn(usize) -> String| {
        if let Some(p) = write_pos {
            let _ = writeln!(s, "    %ivi = arith.index_cast %iv : index to i64");
            let _ = writeln!(s, "    %c100 = arith.constant 100 : i64");
            let _ = writeln!(s, "    %wv = arith.addi %ivi, %c100 : i64");
            let _ = writeln!(s, "    %wp = arith.remui %iv, %c4 : index");
            let _ = writeln!(s, "    %w = tensor.insert %wv into {}[%wp] : {T}", arg(p));
        }
        ys.iter()
            .map(|y| match y {
                Yield::Arg(j) => arg(*j),
                Yield::Written => "%w".to_string(),
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    let results: Vec<String>;
    if is_for {
        let ia: Vec<String> = (0..k).map(|i| format!("%a{i} = %t{}", inits[i])).collect();
        let _ = writeln!(
            s,
            "  %r:{k} = scf.for %iv = %c0 to %n step %c1 iter_args({}) -> ({rt}) {{",
            ia.join(", ")
        );
        let yl = body(&mut s, &|j| format!("%a{j}"));
        let _ = writeln!(s, "    scf.yield {yl} : {rt}\n  }}");
        results = (0..k).map(|i| format!("%r#{i}")).collect();
    } else {
        let mut ia = vec!["%i0 = %c0".to_string()];
        ia.extend((0..k).map(|i| format!("%a{i} = %t{}", inits[i])));
        let _ = writeln!(
            s,
            "  %r:{} = scf.while ({}) : (index, {rt}) -> (index, {rt}) {{",
            k + 1,
            ia.join(", ")
        );
        let fwd: Vec<String> = (0..k).map(|i| format!("%a{i}")).collect();
        let _ = writeln!(s, "    %go = arith.cmpi slt, %i0, %n : index");
        let _ = writeln!(
            s,
            "    scf.condition(%go) %i0, {} : index, {rt}",
            fwd.join(", ")
        );
        let xs: Vec<String> = (0..k).map(|i| format!("%x{i}: {T}")).collect();
        let _ = writeln!(s, "  }} do {{\n  ^bb0(%iv: index, {}):", xs.join(", "));
        let yl = body(&mut s, &|j| format!("%x{j}"));
        let _ = writeln!(s, "    %next = arith.addi %iv, %c1 : index");
        let _ = writeln!(s, "    scf.yield %next, {yl} : index, {rt}\n  }}");
        results = (1..=k).map(|i| format!("%r#{i}")).collect();
    }
    let mut cur = results;
    insert_writes(&mut s, 'p', &post, &mut cur);
    let _ = writeln!(s, "  return {} : {rt}\n}}\n", cur.join(", "));
    let _ = writeln!(
        s,
        "func.func @main() {{\n  %n = arith.constant {trips} : index"
    );
    for (j, t) in ts.iter().enumerate() {
        let elems: Vec<String> = t.iter().map(|x| x.to_string()).collect();
        let _ = writeln!(
            s,
            "  %d{j} = arith.constant dense<[{}]> : {T}",
            elems.join(", ")
        );
        let _ = writeln!(s, "  %e{j} = tensor.empty() : {T}");
        let _ = writeln!(
            s,
            "  %t{j} = linalg.copy ins(%d{j} : {T}) outs(%e{j} : {T}) -> {T}"
        );
    }
    let targs: Vec<String> = (0..k).map(|j| format!("%t{j}")).collect();
    let _ = writeln!(
        s,
        "  %f:{k} = func.call @f({}, %n) : ({rt}, index) -> ({rt})",
        targs.join(", ")
    );
    let mut cur: Vec<String> = (0..k).map(|i| format!("%f#{i}")).collect();
    insert_writes(&mut s, 'm', &in_main, &mut cur);
    for v in cur.iter().chain(&targs) {
        let _ = writeln!(s, "  func.call @show({v}) : ({T}) -> ()");
    }
    s.push_str("  return\n}\n");
    Case {
        seed,
        src: s,
        expected,
    }
}

/// Writes `(tensor, index, value)` into the tensors named in `cur` with
/// `tensor.insert`s (values named after `tag`), each then naming its
/// result in `cur`.
fn insert_writes(s: &mut String, tag: char, writes: &[(usize, usize, i64)], cur: &mut [String]) {
    for (q, &(m, idx, v)) in writes.iter().enumerate() {
        let _ = writeln!(s, "  %{tag}v{q} = arith.constant {v} : i64");
        let _ = writeln!(s, "  %{tag}i{q} = arith.constant {idx} : index");
        let _ = writeln!(
            s,
            "  %{tag}w{q} = tensor.insert %{tag}v{q} into {}[%{tag}i{q}] : {T}",
            cur[m]
        );
        cur[m] = format!("%{tag}w{q}");
    }
}

const SHOW: &str = "func.func @show(%t: tensor<4xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %p = arith.cmpi ugt, %i, %c0 : index
    scf.if %p {
      func.call @printComma() : () -> ()
    }
    %v = tensor.extract %t[%i] : tensor<4xi64>
    func.call @printI64(%v) : (i64) -> ()
  }
  func.call @printNewline() : () -> ()
  return
}

";

fn env_u64(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[test]
fn permuted_loops_match_value_semantics() {
    let first = env_u64("FERROBUF_PERM_FUZZ_SEED", 1);
    let count = env_u64("FERROBUF_PERM_FUZZ_COUNT", 60);
    let root = support::scratch_root().join("perm-fuzz");
    // Each program is written once, before the parallel runs read it.
    let mut cases = std::collections::BTreeMap::new();
    for seed in first..first + count {
        let case = generate(seed);
        let dir = root.join(format!("s{seed}"));
        std::fs::create_dir_all(&dir).expect("scratch dir");
        std::fs::write(dir.join("program.mlir"), &case.src).expect("writing program");
        std::fs::write(dir.join("program.expected"), &case.expected).expect("writing expected");
        cases.insert(seed, case);
    }
    let mut runs: Vec<(u64, String, bool)> = Vec::new();
    for seed in first..first + count {
        for h in ["bottom-up", "top-down", "bottom-up-from-terminators"] {
            let osb = format!(
                "ferrobuf-one-shot-bufferize{{bufferize-function-boundaries analysis-heuristic={h}}}"
            );
            runs.push((seed, format!("{osb},canonicalize"), false));
            runs.push((
                seed,
                format!("{osb},ferrobuf-buffer-deallocation-pipeline"),
                h == "bottom-up",
            ));
        }
    }
    let failures = e2e::for_each_bounded(&runs, |(seed, pipeline, memcheck)| {
        let case = &cases[seed];
        let dir = root.join(format!("s{seed}"));
        let path = dir.join("program.mlir");
        let tag = pipeline.replace(|c: char| !c.is_ascii_alphanumeric(), "_");
        let options = e2e::RunOptions {
            memcheck: if *memcheck {
                e2e::Memcheck::DefiniteLeaks
            } else {
                e2e::Memcheck::Skip
            },
            ..Default::default()
        };
        let name = format!("perm_s{}", case.seed);
        match e2e::compile_and_run_file(
            &name,
            &path,
            e2e::Opt::Ferrobuf,
            pipeline,
            &dir.join(tag),
            options,
        ) {
            Ok(r) if r.stdout == case.expected => None,
            Ok(r) => Some(format!(
                "seed {seed} with {pipeline}: {}\n--- got\n{}--- expected\n{}",
                path.display(),
                r.stdout,
                case.expected
            )),
            Err(e) => Some(format!("seed {seed} with {pipeline}: {}", e.message)),
        }
    });
    let failures: Vec<String> = failures.into_iter().flatten().collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
