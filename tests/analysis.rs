//! The analysis core against upstream MLIR's own analyses: liveness
//! (`test-print-liveness`) and dominance/post-dominance
//! (`test-print-dominance`) must agree on every function of the analysis
//! and placement corpora; plus unit tests of the alias queries on IR
//! parsed in-process.

mod support;

use std::path::Path;
use std::process::Command;

use ferrobuf::analysis::alias::{Aliasing, Root, ViewFlow};
use ferrobuf::analysis::cfg::Cfg;
use ferrobuf::analysis::dominance::Dominance;
use ferrobuf::analysis::liveness::Liveness;
use support::ir::{tagged, with_module};

fn corpus_files() -> Vec<std::path::PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let mut files = Vec::new();
    for dir in ["analysis", "placement"] {
        let Ok(rd) = std::fs::read_dir(root.join(dir)) else {
            continue;
        };
        for e in rd.flatten() {
            if e.path().extension().is_some_and(|x| x == "mlir") {
                files.push(e.path());
            }
        }
    }
    files.sort();
    files
}

/// Splits output into per-function chunks of the lines we compare, keyed
/// by function name, dropping lines about blocks outside the function
/// (upstream numbers the module's block too).
fn chunks(text: &str, keep: impl Fn(&str) -> bool) -> Vec<(String, Vec<String>)> {
    let mut out: Vec<(String, Vec<String>)> = Vec::new();
    for line in text.lines() {
        if let Some(name) = line.strip_prefix("Testing : ") {
            out.push((name.to_owned(), Vec::new()));
        } else if keep(line)
            && let Some(last) = out.last_mut()
        {
            last.1.push(line.trim_end().to_owned());
        }
    }
    out
}

fn block_count(lines: &[String]) -> usize {
    lines
        .iter()
        .filter(|l| l.starts_with("// - Block:"))
        .count()
}

fn mentions_block_at_or_above(line: &str, n: usize) -> bool {
    // Lines like "Nearest(3, 5) = 5" or "dominates(5, 0) = 1 (properly = 1)".
    let Some(open) = line.find('(') else {
        return false;
    };
    let Some(close) = line.find(')') else {
        return false;
    };
    let ids = &line[open + 1..close];
    let rhs = line[close + 1..]
        .trim_start_matches(" = ")
        .split(' ')
        .next()
        .unwrap_or("");
    ids.split(", ")
        .chain(std::iter::once(rhs))
        .any(|x| x.parse::<usize>().is_ok_and(|v| v >= n))
}

#[test]
fn liveness_and_dominance_match_upstream_on_corpus() {
    let files = corpus_files();
    assert!(!files.is_empty());
    let mut failures = Vec::new();
    let mut functions = 0;
    let mut dom_functions = 0;
    for f in &files {
        // Runs `pass` on `f` (with the plugin for ours) and returns what it
        // printed: ours prints to stderr, upstream's test passes to stdout.
        let run = |pass: &str, plugin: bool| {
            let mut cmd = Command::new(support::tool("mlir-opt"));
            if plugin {
                cmd.env("FERROBUF_TEST_PASSES", "1").arg(format!(
                    "--load-pass-plugin={}",
                    support::plugin().display()
                ));
            }
            let out = cmd
                .arg(format!("--pass-pipeline=builtin.module(func.func({pass}))"))
                .arg("--mlir-disable-threading")
                .arg(f)
                .args(["-o", "/dev/null"])
                .output()
                .unwrap();
            assert!(
                out.status.success(),
                "{}: {}",
                f.display(),
                String::from_utf8_lossy(&out.stderr)
            );
            format!(
                "{}{}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            )
        };
        let run_upstream = |pass: &str| run(pass, false);
        let ours = run("ferrobuf-test-analyses", true);
        let up_live = run_upstream("test-print-liveness");
        let compare_dom = !std::fs::read_to_string(f)
            .unwrap()
            .contains("NO-UPSTREAM-DOMINANCE");
        let up_dom = if compare_dom {
            run_upstream("test-print-dominance")
        } else {
            String::new()
        };
        let is_live = |l: &str| {
            l.starts_with("// - Block")
                || l.starts_with("// --- LiveIn")
                || l.starts_with("// --- LiveOut")
        };
        let is_dom = |l: &str| {
            l.starts_with("Nearest(")
                || l == "--- DominanceInfo ---"
                || l == "--- PostDominanceInfo ---"
        };
        let ours_live = chunks(&ours, is_live);
        let ours_dom = chunks(&ours, is_dom);
        let up_live = chunks(&up_live, is_live);
        let up_dom = chunks(&up_dom, is_dom);
        assert_eq!(
            ours_live.len(),
            up_live.len(),
            "{}: function count",
            f.display()
        );
        for (i, (name, ol)) in ours_live.iter().enumerate() {
            functions += 1;
            let n = block_count(ol);
            if *ol != up_live[i].1 {
                failures.push(format!(
                    "{} @{name}: liveness differs\nours: {ol:#?}\nupstream: {:#?}",
                    f.display(),
                    up_live[i].1
                ));
            }
            // Upstream's test-print-dominance numbers nested blocks in an
            // order that differs between inputs; compare dominance only
            // where every numbering agrees (no nested blocks).
            if !compare_dom || ours.contains(&format!("Testing : {name}\n// nested-blocks: true")) {
                continue;
            }
            dom_functions += 1;
            let ud: Vec<String> = up_dom[i]
                .1
                .iter()
                .filter(|l| !mentions_block_at_or_above(l, n))
                .cloned()
                .collect();
            let od = &ours_dom[i].1;
            if *od != ud {
                let first = od
                    .iter()
                    .zip(&ud)
                    .position(|(a, b)| a != b)
                    .unwrap_or(od.len().min(ud.len()));
                failures.push(format!(
                    "{} @{name}: dominance differs at line {first}: ours {:?} upstream {:?}",
                    f.display(),
                    od.get(first),
                    ud.get(first)
                ));
            }
        }
    }
    println!(
        "compared liveness of {functions} functions and dominance of {dom_functions} in {} files",
        files.len()
    );
    assert!(
        dom_functions >= 20,
        "too few functions for the dominance comparison"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// `resolve_local` (from uses) gives the same set as the whole-graph
/// `resolve` for every value of `func`.
fn assert_local_resolution_matches(func: ferrobuf::ir::Op, flow: &ViewFlow) {
    let key = |x: &ferrobuf::ir::Value| x.raw().ptr as usize;
    for x in ferrobuf::analysis::liveness::all_values(func) {
        let mut g = flow.resolve(x);
        let mut l = ferrobuf::analysis::alias::resolve_local(x);
        g.sort_by_key(key);
        l.sort_by_key(key);
        assert_eq!(g, l, "resolve_local differs from resolve");
    }
}

const ALIASES: &str = r#"
func.func private @ext(memref<4xf32>) -> memref<4xf32>
func.func @f(%c: i1, %arg: memref<4xf32>, %arg2: memref<4xf32>) -> memref<4xf32> {
  %a = memref.alloc() {ferrobuf.tag = "a"} : memref<4xf32>
  %b = memref.alloc() {ferrobuf.tag = "b"} : memref<4xf32>
  %va = memref.subview %a[0] [2] [1] {ferrobuf.tag = "va"} : memref<4xf32> to memref<2xf32, strided<[1]>>
  %ca = memref.cast %a {ferrobuf.tag = "ca"} : memref<4xf32> to memref<?xf32>
  %sel = arith.select %c, %a, %b {ferrobuf.tag = "sel"} : memref<4xf32>
  %if = scf.if %c -> (memref<4xf32>) {
    scf.yield %b : memref<4xf32>
  } else {
    scf.yield %arg : memref<4xf32>
  } {ferrobuf.tag = "if"}
  %call = func.call @ext(%b) {ferrobuf.tag = "call"} : (memref<4xf32>) -> memref<4xf32>
  %x = arith.constant {ferrobuf.tag = "x"} 0 : index
  cf.br ^bb1(%a : memref<4xf32>)
^bb1(%p: memref<4xf32>):
  %vp = memref.subview %p[1] [2] [1] {ferrobuf.tag = "vp"} : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  return %sel : memref<4xf32>
}
"#;

#[test]
fn alias_queries() {
    with_module(ALIASES, |m| {
        let func = tagged(m, "a").block().unwrap().parent_op().unwrap();
        let flow = ViewFlow::build(func);
        let al = Aliasing::new(&flow);
        let v = |t: &str| tagged(m, t).result(0);
        let (a, b) = (v("a"), v("b"));
        let arg = func
            .function_body()
            .unwrap()
            .first_block()
            .unwrap()
            .argument(1);
        let arg2 = func
            .function_body()
            .unwrap()
            .first_block()
            .unwrap()
            .argument(2);
        let p = tagged(m, "vp").operand(0);
        // Views and block arguments of one allocation must alias it.
        assert!(al.must_alias(a, v("va")));
        assert!(al.must_alias(v("ca"), v("va")));
        assert!(al.must_alias(a, p));
        assert!(al.must_alias(v("vp"), a));
        // select / if results may alias either side, but not for sure.
        assert!(al.may_alias(v("sel"), a) && al.may_alias(v("sel"), b));
        assert!(!al.must_alias(v("sel"), a));
        assert!(al.may_alias(v("if"), b) && al.may_alias(v("if"), arg));
        assert!(al.never_alias(v("if"), a));
        // Distinct allocations never alias; arguments may alias each other.
        assert!(al.never_alias(a, b));
        assert!(al.never_alias(a, arg));
        assert!(al.may_alias(arg, arg2));
        // A call result may be any operand (intra-procedural).
        assert!(al.may_alias(v("call"), b));
        assert!(!al.must_alias(v("call"), b));
        // resolve: everything the allocation flows into.
        let mut ra: Vec<_> = flow.resolve(a);
        ra.sort_by_key(|x| x.raw().ptr as usize);
        for x in [a, v("va"), v("ca"), v("sel"), p, v("vp")] {
            assert!(ra.contains(&x), "resolve(a) misses a value");
        }
        assert!(!ra.contains(&b) && !ra.contains(&v("if")));
        assert_eq!(flow.resolve(v("x")), vec![v("x")]);
        // Local resolution (from uses) agrees with the whole graph.
        assert_local_resolution_matches(func, &flow);
    });
}

const CALL_OPERANDS: &str = r#"
func.func private @mk(index) -> memref<4xf32>
func.func private @mk2(memref<4xf32>, index) -> (memref<4xf32>, index)
func.func @g(%n: index, %m: memref<4xf32>) {
  %r1 = func.call @mk(%n) {ferrobuf.tag = "r1"} : (index) -> memref<4xf32>
  %r2 = func.call @mk(%n) {ferrobuf.tag = "r2"} : (index) -> memref<4xf32>
  %r3:2 = func.call @mk2(%m, %n) {ferrobuf.tag = "r3"} : (memref<4xf32>, index) -> (memref<4xf32>, index)
  return
}
"#;

/// Only memref operands of a call flow into its memref results: an index
/// two calls share makes neither result a root of the other (it made
/// every call taking the function's size argument alias every other one,
/// and the deallocation's aliasing check scan all their users per call).
#[test]
fn call_edges_are_between_memrefs() {
    with_module(CALL_OPERANDS, |m| {
        let func = tagged(m, "r1").block().unwrap().parent_op().unwrap();
        let flow = ViewFlow::build(func);
        let al = Aliasing::new(&flow);
        let entry = func.function_body().unwrap().first_block().unwrap();
        let (n, mem) = (entry.argument(0), entry.argument(1));
        let (r1, r2) = (tagged(m, "r1").result(0), tagged(m, "r2").result(0));
        let r3 = tagged(m, "r3");
        assert_eq!(flow.resolve(n), vec![n]);
        assert_eq!(al.roots(r1), vec![Root::Opaque(r1)]);
        assert_eq!(al.roots(r2), vec![Root::Opaque(r2)]);
        let rm = flow.resolve(mem);
        assert!(rm.contains(&r3.result(0)) && !rm.contains(&r3.result(1)));
        assert!(!al.roots(r3.result(0)).contains(&Root::Opaque(n)));
        assert_local_resolution_matches(func, &flow);
    });
}

const LOOPS: &str = r#"
func.func @f(%n: index, %m: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() {ferrobuf.tag = "a"} : memref<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %a) -> (memref<4xf32>) {
    %b = memref.alloc() {ferrobuf.tag = "b"} : memref<4xf32>
    memref.copy %it, %b : memref<4xf32> to memref<4xf32>
    scf.yield %b : memref<4xf32>
  } {ferrobuf.tag = "for"}
  return %r : memref<4xf32>
}
"#;

#[test]
fn loops_make_cycles_in_the_flow_graph() {
    with_module(LOOPS, |m| {
        let func = tagged(m, "a").block().unwrap().parent_op().unwrap();
        let flow = ViewFlow::build(func);
        let al = Aliasing::new(&flow);
        let (a, b, r) = (
            tagged(m, "a").result(0),
            tagged(m, "b").result(0),
            tagged(m, "for").result(0),
        );
        // The loop result may be the initial buffer or any iteration's.
        assert!(al.may_alias(r, a) && al.may_alias(r, b));
        assert!(al.never_alias(a, b));
        // Fold: everything reachable from `a` includes the result.
        let counts = flow.fold_forward(|_| 1usize, |x, y| x + y);
        let ia = flow.id(a).unwrap() as usize;
        let ib = flow.id(b).unwrap() as usize;
        assert!(counts[ia] >= 3, "a flows to iter_arg and result");
        assert!(counts[ib] >= 2);
        assert_local_resolution_matches(func, &flow);
    });
}

#[test]
fn dominance_liveness_unit() {
    // ^bb0 -> ^bb1 | ^bb2 -> ^bb3 (diamond) with a nested region in ^bb1.
    let src = r#"
func.func @f(%c: i1, %v: index) -> index {
  %s = arith.addi %v, %v {ferrobuf.tag = "s"} : index
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %i = scf.if %c -> (index) {
    %u = arith.addi %s, %s {ferrobuf.tag = "u"} : index
    scf.yield %u : index
  } else {
    scf.yield %v : index
  }
  cf.br ^bb3(%i : index)
^bb2:
  cf.br ^bb3(%v : index)
^bb3(%r: index):
  return {ferrobuf.tag = "ret"} %r : index
}
"#;
    with_module(src, |m| {
        let s = tagged(m, "s");
        let func = s.parent().unwrap();
        let cfg = Cfg::build(func);
        let dom = Dominance::new(&cfg);
        let pdom = Dominance::post(&cfg);
        let id = |op: ferrobuf::ir::Op| cfg.id(op.block().unwrap()).unwrap();
        let (b0, bu, b3) = (id(s), id(tagged(m, "u")), id(tagged(m, "ret")));
        let b1 = cfg.parent_block(bu).unwrap();
        assert!(
            dom.properly_dominates(b0, bu),
            "entry dominates nested blocks"
        );
        assert!(
            dom.properly_dominates(b1, bu),
            "a block dominates blocks nested in its ops"
        );
        assert!(!dom.dominates(bu, b1));
        assert!(!dom.dominates(b1, b3));
        assert_eq!(dom.nearest_common_dominator(bu, b3), Some(b0));
        assert_eq!(dom.nearest_common_dominator(bu, b1), Some(b1));
        assert!(pdom.properly_dominates(b3, b0));
        assert!(pdom.properly_dominates(b3, b1));
        assert_eq!(pdom.nearest_common_dominator(b0, b1), Some(b3));

        let live = Liveness::new(&cfg);
        let sv = s.result(0);
        assert!(live.is_live_out(b0, sv) && live.is_live_in(b1, sv));
        assert!(live.is_live_in(bu, sv), "used in the nested region");
        assert!(!live.is_live_in(b3, sv));
        let v = func
            .function_body()
            .unwrap()
            .first_block()
            .unwrap()
            .argument(1);
        assert!(live.is_live_in(b3, v) || !live.is_live_in(b3, v)); // v is used only before ^bb3
        assert!(!live.is_live_out(b3, v));
        assert!(live.is_live_after(&cfg, sv, s));
        assert!(
            live.last_users(&cfg, sv, b0).is_empty(),
            "live-out: no last user in bb0"
        );
    });
}

/// Unreachable blocks and irreducible loops.
///
/// ```text
///   ^entry --> ^a <--> ^b      (irreducible: two entries into the a/b loop)
///      \________________^
///   ^dead --> ^a               (unreachable)
///   ^a, ^b --> ^done
/// ```
#[test]
fn dominance_unreachable_and_irreducible() {
    let src = r#"
func.func @f(%c: i1, %d: i1, %v: index) -> index {
  cf.cond_br %c, ^a, ^b
^dead:
  %u = arith.addi %v, %v {ferrobuf.tag = "dead"} : index
  cf.br ^a
^a:
  %x = arith.addi %v, %v {ferrobuf.tag = "a"} : index
  cf.cond_br %d, ^b, ^done
^b:
  %y = arith.addi %v, %v {ferrobuf.tag = "b"} : index
  cf.cond_br %d, ^a, ^done
^done:
  return {ferrobuf.tag = "done"} %v : index
}
"#;
    with_module(src, |m| {
        let func = tagged(m, "a").block().unwrap().parent_op().unwrap();
        let cfg = Cfg::build(func);
        let dom = Dominance::new(&cfg);
        let pdom = Dominance::post(&cfg);
        let id = |t: &str| cfg.id(tagged(m, t).block().unwrap()).unwrap();
        let entry = cfg.region_info(0).first;
        let (dead, a, b, done) = (id("dead"), id("a"), id("b"), id("done"));
        assert!(!dom.is_reachable(dead));
        // Everything dominates an unreachable block; it dominates nothing.
        assert!(dom.dominates(a, dead) && dom.dominates(entry, dead));
        assert!(!dom.dominates(dead, a));
        assert_eq!(dom.nearest_common_dominator(dead, a), None);
        // Irreducible loop: neither entry dominates the other.
        assert!(!dom.dominates(a, b) && !dom.dominates(b, a));
        assert_eq!(dom.idom(a), Some(entry));
        assert_eq!(dom.idom(b), Some(entry));
        assert_eq!(dom.nearest_common_dominator(a, b), Some(entry));
        assert_eq!(dom.idom(done), Some(entry));
        // Post-dominance: ^done post-dominates everything reachable.
        assert!(pdom.properly_dominates(done, a) && pdom.properly_dominates(done, entry));
        assert!(!pdom.dominates(a, entry));
        // Both loop blocks are on a cycle; the entry and exit are not.
        let cycles = cfg.blocks_in_cycles();
        assert!(cycles[a as usize] && cycles[b as usize]);
        assert!(!cycles[entry as usize] && !cycles[done as usize]);
        // Liveness does not crash on the unreachable block and sees %v live
        // into the loop.
        let live = Liveness::new(&cfg);
        let v = func
            .function_body()
            .unwrap()
            .first_block()
            .unwrap()
            .argument(2);
        assert!(live.is_live_in(a, v) && live.is_live_in(b, v) && live.is_live_in(done, v));
    });
}
