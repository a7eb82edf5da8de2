//! Seeded random-program differential test of the deallocation pipeline.
//!
//! A generator (deterministic: its own splitmix64 PRNG, fixed seeds) writes
//! bufferized memref programs of the kind the deallocation pass takes as
//! input: `memref.alloc` (static, dynamic, sometimes `memref.alloca`) and no
//! `memref.dealloc`. Each program holds many functions, each folding memref
//! contents into an i64 checksum, built from randomly nested `arith.select`
//! between memrefs (on conditions that are often reused, negated or
//! combined), `memref.subview` (static and runtime offsets), `memref.cast`
//! (also to and from `memref<*xi64>`), `memref.expand_shape`/
//! `collapse_shape`, `memref.copy`, `linalg.fill`,
//! `scf.if`/`scf.for`/`scf.while`/`scf.index_switch`/`scf.execute_region`
//! carrying memrefs, and calls of generated functions (public and
//! `private`, of lower call levels, or itself at most 3 levels deep) that
//! take memrefs, may write them, and return fresh buffers or their
//! arguments. Half of the programs also have `cf.cond_br` diamonds (also
//! with both edges to one block), `cf.switch` and split exits with memref
//! block arguments (in function bodies and multi-block
//! `scf.execute_region`s) and counter-bounded unstructured `cf` loops with
//! back edges (`cf.br`, `cf.cond_br` or a `cf.switch` case) and early
//! exits; the other half have no `cf` op, for upstream. A `@main` calls
//! every function with a few argument values and prints the checksums,
//! returned buffers and argument buffers.
//!
//! The programs keep to the deallocation passes' contract: a buffer is
//! written only before anything aliases it (see `FnGen::can_write`; the
//! passes may clone a memref at a terminator, which is only invisible
//! when nothing writes it afterwards), loop counts and indices are in
//! bounds, every buffer is initialised before it is read, and a stack
//! buffer never leaves its function.
//!
//! Every program is first parsed by upstream `mlir-opt` with no pass (a
//! failure there is a generator bug), then:
//! 1. the reference: no deallocation at all (it leaks, but frees never
//!    change output), lowered, compiled and run natively (as
//!    `tests/support/e2e.rs` does);
//! 2. `ferrobuf-buffer-deallocation-pipeline`, and
//! 3. the same with `private-function-dynamic-ownership=true`: output equal
//!    to the reference, and under valgrind "ERROR SUMMARY: 0 errors" and no
//!    definitely or indirectly lost bytes (no leak, double free,
//!    use-after-free). When such a run fails at run time, the reference is
//!    run under valgrind too: memory errors there make it a generator bug;
//! 4. upstream's `buffer-deallocation-pipeline`: output equal to the
//!    reference. A program upstream rejects (it rejects `cf` loops and
//!    `cf.switch`, and crashes on some `cf` diamonds) is only counted, and
//!    so is a differing output when upstream's program has memory errors
//!    under valgrind (upstream freed too early); a differing output without
//!    memory errors fails (the generator broke the contract).
//!
//! [`generator_writes_valid_programs`] checks the generator alone on 64
//! more seeds (parsing only, seconds): valid IR, every construct present,
//! the same program for the same seed.
//!
//! `FERROBUF_FUZZ_SEED=S` (first seed; program `i` uses seed `S + i`),
//! `FERROBUF_FUZZ_PROGRAMS=N` and `FERROBUF_FUZZ_FUNCTIONS=F` (functions
//! per program) run other or more programs. A failure names its kind
//! (generator or pass bug), the seed, the oracle and the program file
//! under `target/release/ferrobuf-tests/fuzz/seed-S/` (with each oracle's
//! files in a subdirectory; for a program without findings only the
//! program is kept); `FERROBUF_FUZZ_SEED=S FERROBUF_FUZZ_PROGRAMS=1`
//! reruns just it.

mod support;

use std::collections::{BTreeMap, HashSet};
use std::path::PathBuf;
use std::time::Duration;

use support::e2e::{self, Memcheck, Opt, RunOptions, RunResult, Stage};

/// First seed of the default run.
const DEFAULT_SEED: u64 = 1;
/// Programs in the default run.
const DEFAULT_PROGRAMS: u64 = 6;
/// First seed of [`generator_writes_valid_programs`] (64 programs).
const GENERATOR_CHECK_SEED: u64 = 10_000;
/// Generated functions per program (besides `@main`).
const DEFAULT_FUNCTIONS: usize = 32;
/// Calls of every function from `@main`, with different arguments.
const CALLS_PER_FUNCTION: usize = 3;
/// Nesting of regions (`scf` ops) in a function.
const MAX_REGION_DEPTH: usize = 3;
/// Nesting of loops (any kind): with at most 3 iterations each, this and
/// the call levels bound the run time.
const MAX_LOOP_DEPTH: usize = 2;
/// `cf` constructs (diamonds, switches, loops, split exits) per function.
const MAX_CF_PER_FUNCTION: usize = 4;
/// Call sites per function.
const MAX_CALLS_PER_FUNCTION: usize = 4;
/// Call levels: a function calls only functions of a lower level.
const LEVELS: usize = 3;

// ---------------------------------------------------------------------------
// PRNG

/// splitmix64.
struct Rng(u64);

impl Rng {
    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (`n > 0`).
    fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// Uniform in `lo..=hi`.
    fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }

    /// True with probability `p` percent.
    fn percent(&mut self, p: usize) -> bool {
        self.below(100) < p
    }

    /// An index drawn by `weights`.
    fn weighted(&mut self, weights: &[usize]) -> usize {
        let total: usize = weights.iter().sum();
        let mut x = self.below(total);
        for (i, w) in weights.iter().enumerate() {
            if x < *w {
                return i;
            }
            x -= w;
        }
        unreachable!("weights sum to {total}")
    }
}

// ---------------------------------------------------------------------------
// Generator

/// The memref types of generated values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ty {
    /// `memref<4xi64>`.
    Static,
    /// `memref<?xi64>`, 4 to 7 elements (only the first 4 are read).
    Dynamic,
    /// A subview of 2 elements of either, at offset 0, 1 or 2 (a
    /// dynamic offset in the type: `bufferization.clone` of a static
    /// nonzero offset cannot be lowered).
    View,
    /// `memref<*xi64>`: a cast of a `Static` or `Dynamic` buffer, read
    /// through a cast to `memref<?xi64>`.
    Unranked,
}

impl Ty {
    fn mlir(self) -> &'static str {
        match self {
            Ty::Static => "memref<4xi64>",
            Ty::Dynamic => "memref<?xi64>",
            Ty::View => "memref<2xi64, strided<[1], offset: ?>>",
            Ty::Unranked => "memref<*xi64>",
        }
    }

    /// Elements that may be read or written.
    fn len(self) -> usize {
        match self {
            Ty::View => 2,
            _ => 4,
        }
    }

    fn random(rng: &mut Rng) -> Ty {
        [Ty::Static, Ty::Dynamic, Ty::View, Ty::Unranked][rng.weighted(&[40, 30, 18, 12])]
    }
}

/// Which constructs a program may use. Upstream rejects `cf` loops and
/// `cf.switch`, and crashes, fails or frees too early on many functions
/// with other `cf` branches (in function bodies and in multi-block
/// `scf.execute_region`s), so half of the programs (the structured ones)
/// have no `cf` op at all, for a differential run with upstream.
#[derive(Clone, Copy, Debug)]
struct Flavour {
    /// `cf.cond_br` diamonds, split exits (function bodies and
    /// `scf.execute_region`), unstructured loops and `cf.switch`.
    cf: bool,
}

/// A generated function's signature.
#[derive(Clone, Debug)]
struct Sig {
    name: String,
    private: bool,
    ints: usize,
    args: Vec<Ty>,
    results: Vec<Ty>,
    level: usize,
    /// Writes its memref arguments (callers pass new buffers).
    writes_args: bool,
}

impl Sig {
    fn arg_types(&self) -> String {
        let mut t: Vec<&str> = vec!["i64"; self.ints];
        t.extend(self.args.iter().map(|a| a.mlir()));
        t.join(", ")
    }

    fn result_types(&self) -> String {
        let mut t: Vec<&str> = self.results.iter().map(|r| r.mlir()).collect();
        t.push("i64");
        t.join(", ")
    }
}

/// A memref value in scope; `stack` if it may be (a view of) a
/// `memref.alloca`, which must never leave its function. `writable`
/// (with the loop depth of its definition) for a new buffer that may still
/// be written: see [`FnGen::can_write`].
#[derive(Clone, Debug)]
struct Val {
    name: String,
    ty: Ty,
    stack: bool,
    writable: Option<usize>,
}

/// Values defined in one block or region (visible in nested ones).
#[derive(Default)]
struct Scope {
    mems: Vec<Val>,
    ints: Vec<String>,
    bools: Vec<Cond>,
}

/// An `i1` in scope; `cmp` = (predicate, lhs, rhs) if an `arith.cmpi` on
/// i64 values.
#[derive(Clone, Debug)]
struct Cond {
    name: String,
    cmp: Option<(&'static str, String, String)>,
}

/// The predicate true exactly when `pred` is false.
fn inverse(pred: &str) -> &'static str {
    match pred {
        "eq" => "ne",
        "ne" => "eq",
        "slt" => "sge",
        "sge" => "slt",
        "sgt" => "sle",
        "sle" => "sgt",
        _ => unreachable!("predicate {pred}"),
    }
}

/// Counts of generated constructs, for the summary.
type Stats = BTreeMap<&'static str, usize>;

/// What every batch of generated programs must contain.
const CONSTRUCTS: [&str; 29] = [
    "function",
    "memref.alloc",
    "memref.alloca",
    "dynamic alloc",
    "linalg.fill",
    "arith.select",
    "memref.subview",
    "memref.cast",
    "memref.cast to unranked",
    "memref.copy",
    "func.call",
    "call of a private function",
    "call writing its arguments",
    "scf.if",
    "scf.for",
    "scf.while",
    "scf.execute_region",
    "scf.index_switch",
    "memref.expand_shape",
    "recursive call",
    "cf.cond_br diamond",
    "cf.cond_br to one block",
    "cf.switch",
    "cf.switch back edge",
    "cf loop",
    "cf loop early exit",
    "split exit",
    "reused condition",
    "negated condition",
];

/// Generates one function body.
struct FnGen<'a> {
    rng: &'a mut Rng,
    stats: &'a mut Stats,
    flavour: Flavour,
    callees: Vec<Sig>,
    text: String,
    next: usize,
    scopes: Vec<Scope>,
    /// The current checksum value (an i64).
    acc: String,
    /// Region nesting (0: the function body).
    depth: usize,
    indent: usize,
    /// The current region may get more blocks (function body,
    /// `scf.execute_region`).
    multi_block: bool,
    loops: usize,
    cf_left: usize,
    calls_left: usize,
    /// Buffers that may have been aliased (see [`Self::can_write`]).
    escaped: HashSet<String>,
    /// The function being generated, and whether it already calls itself.
    this: Sig,
    recursed: bool,
}

/// Constants every function defines in its entry block.
const PRELUDE: &str = "    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %k0 = arith.constant 0 : i64
    %k1 = arith.constant 1 : i64
    %k2 = arith.constant 2 : i64
    %k3 = arith.constant 3 : i64
    %k4 = arith.constant 4 : i64
    %k5 = arith.constant 5 : i64
    %k8 = arith.constant 8 : i64
    %k31 = arith.constant 31 : i64
    %kt = arith.constant true
";

/// The i64 constants of [`PRELUDE`].
const KS: [&str; 7] = ["%k1", "%k2", "%k3", "%k4", "%k5", "%k8", "%k31"];

impl FnGen<'_> {
    fn count(&mut self, what: &'static str) {
        *self.stats.entry(what).or_default() += 1;
    }

    fn name(&mut self, prefix: &str) -> String {
        self.next += 1;
        format!("%{prefix}{}", self.next)
    }

    fn label(&mut self) -> String {
        self.next += 1;
        format!("^b{}", self.next)
    }

    fn emit(&mut self, line: &str) {
        for _ in 0..self.indent {
            self.text.push_str("  ");
        }
        self.text.push_str(line);
        self.text.push('\n');
    }

    fn emit_label(&mut self, line: &str) {
        for _ in 0..self.indent.saturating_sub(1) {
            self.text.push_str("  ");
        }
        self.text.push_str(line);
        self.text.push('\n');
    }

    fn push_scope(&mut self) {
        self.scopes.push(Scope::default());
    }

    fn pop_scope(&mut self) {
        self.scopes.pop().expect("scope");
    }

    /// Opens a nested region; returns what [`Self::leave_region`] restores.
    fn enter_region(&mut self, multi_block: bool) -> bool {
        self.push_scope();
        self.depth += 1;
        self.indent += 1;
        std::mem::replace(&mut self.multi_block, multi_block)
    }

    fn leave_region(&mut self, saved: bool) {
        self.pop_scope();
        self.depth -= 1;
        self.indent -= 1;
        self.multi_block = saved;
    }

    fn add_mem(&mut self, v: Val) {
        self.scopes.last_mut().expect("scope").mems.push(v);
    }

    fn add_int(&mut self, v: String) {
        self.scopes.last_mut().expect("scope").ints.push(v);
    }

    fn k(&mut self) -> &'static str {
        KS[self.rng.below(KS.len())]
    }

    /// A visible i64 (the checksum, an argument, a loaded value, ...).
    fn int(&mut self) -> String {
        let all: Vec<String> = self
            .scopes
            .iter()
            .flat_map(|s| s.ints.iter().cloned())
            .collect();
        if all.is_empty() || self.rng.percent(30) {
            self.acc.clone()
        } else {
            all[self.rng.below(all.len())].clone()
        }
    }

    /// A fresh i64 computed from visible data.
    fn value(&mut self) -> String {
        let x = self.int();
        let k = self.k();
        let w = self.name("w");
        let op = ["arith.addi", "arith.muli", "arith.xori"][self.rng.below(3)];
        self.emit(&format!("{w} = {op} {x}, {k} : i64"));
        w
    }

    /// A runtime `i1` derived from visible data.
    fn cond(&mut self) -> String {
        let visible: Vec<Cond> = self
            .scopes
            .iter()
            .flat_map(|s| s.bools.iter().cloned())
            .collect();
        let roll = self.rng.below(100);
        let c = self.name("q");
        let cmp = if !visible.is_empty() && roll < 60 {
            let b = visible[self.rng.below(visible.len())].clone();
            if roll < 30 {
                // The same condition again.
                self.count("reused condition");
                return b.name;
            }
            if roll < 50 {
                // Its negation: the inverse comparison or `xori true`.
                self.count("negated condition");
                match b.cmp {
                    Some((pred, x, y)) if self.rng.percent(50) => {
                        let inv = inverse(pred);
                        self.emit(&format!("{c} = arith.cmpi {inv}, {x}, {y} : i64"));
                        Some((inv, x, y))
                    }
                    _ => {
                        self.emit(&format!("{c} = arith.xori {}, %kt : i1", b.name));
                        None
                    }
                }
            } else {
                let other = visible[self.rng.below(visible.len())].name.clone();
                let op = if self.rng.percent(50) {
                    "arith.andi"
                } else {
                    "arith.ori"
                };
                self.emit(&format!("{c} = {op} {}, {other} : i1", b.name));
                None
            }
        } else if self.rng.percent(70) {
            let x = self.int();
            let bit = ["%k1", "%k2", "%k4", "%k8"][self.rng.below(4)];
            let t = self.name("t");
            let pred = if self.rng.percent(50) { "eq" } else { "ne" };
            self.emit(&format!("{t} = arith.andi {x}, {bit} : i64"));
            self.emit(&format!("{c} = arith.cmpi {pred}, {t}, %k0 : i64"));
            Some((pred, t, "%k0".to_owned()))
        } else {
            let x = self.int();
            let y = self.int();
            let pred = ["slt", "sgt", "sle", "sge", "ne", "eq"][self.rng.below(6)];
            self.emit(&format!("{c} = arith.cmpi {pred}, {x}, {y} : i64"));
            Some((pred, x, y))
        };
        self.scopes.last_mut().expect("scope").bools.push(Cond {
            name: c.clone(),
            cmp,
        });
        c
    }

    /// An index in `0..=mask` (`mask` is 1 or 3) from visible data.
    fn small_index(&mut self, mask: usize) -> String {
        let x = self.int();
        let t = self.name("t");
        let i = self.name("i");
        self.emit(&format!("{t} = arith.andi {x}, %k{mask} : i64"));
        self.emit(&format!("{i} = arith.index_cast {t} : i64 to index"));
        i
    }

    /// An in-bounds index of `ty`: a constant or runtime data.
    fn elem_index(&mut self, ty: Ty) -> String {
        if self.rng.percent(60) {
            format!("%c{}", self.rng.below(ty.len()))
        } else {
            self.small_index(ty.len() - 1)
        }
    }

    /// Folds `v` into the checksum.
    fn mix(&mut self, v: &str) {
        let a = self.name("a");
        let b = self.name("a");
        let acc = self.acc.clone();
        self.emit(&format!("{a} = arith.muli {acc}, %k31 : i64"));
        self.emit(&format!("{b} = arith.addi {a}, {v} : i64"));
        self.acc = b;
    }

    /// Clones change aliasing: the deallocation passes may replace a
    /// memref operand of a terminator (`return`, `scf.yield`, a branch) by
    /// a copy (the function boundary ABI, and upstream wherever ownership
    /// is unknown), which is only correct when the buffer is not written
    /// afterwards (upstream: "all writes to a buffer need to dominate all
    /// reads"). So only a new buffer is written, before anything aliases
    /// it (select, view, cast, call, terminator: it then escapes), and
    /// not from inside a loop it was defined outside of (the next
    /// iteration would write it after its escape).
    fn can_write(&self, v: &Val) -> bool {
        v.writable == Some(self.loops) && !self.escaped.contains(&v.name)
    }

    fn escape(&mut self, v: &Val) {
        if v.writable.is_some() {
            self.escaped.insert(v.name.clone());
        }
    }

    fn visible(&self, ty: Option<Ty>, allow_stack: bool) -> Vec<Val> {
        self.scopes
            .iter()
            .flat_map(|s| s.mems.iter())
            .filter(|v| ty.is_none_or(|t| v.ty == t) && (allow_stack || !v.stack))
            .cloned()
            .collect()
    }

    fn pick(&mut self, ty: Option<Ty>, allow_stack: bool) -> Option<Val> {
        let all = self.visible(ty, allow_stack);
        (!all.is_empty()).then(|| all[self.rng.below(all.len())].clone())
    }

    /// A visible value of `ty` (mostly) or a fresh one.
    fn get(&mut self, ty: Ty, allow_stack: bool) -> Val {
        if self.rng.percent(70)
            && let Some(v) = self.pick(Some(ty), allow_stack)
        {
            return v;
        }
        self.fresh(ty, allow_stack)
    }

    /// `4 + (x & 3)` elements.
    fn dyn_size(&mut self) -> String {
        let i = self.small_index(3);
        let n = self.name("n");
        self.emit(&format!("{n} = arith.addi {i}, %c4 : index"));
        n
    }

    /// An uninitialised buffer of `ty` (`Static` or `Dynamic` of `size`).
    fn raw_alloc(&mut self, ty: Ty, size: Option<&str>, allow_stack: bool) -> Val {
        let stack = allow_stack && self.depth == 0 && self.rng.percent(12);
        let op = if stack { "alloca" } else { "alloc" };
        self.count(if stack {
            "memref.alloca"
        } else {
            "memref.alloc"
        });
        let m = self.name("m");
        let size = size.unwrap_or_default();
        self.emit(&format!("{m} = memref.{op}({size}) : {}", ty.mlir()));
        Val {
            name: m,
            ty,
            stack,
            writable: Some(self.loops),
        }
    }

    /// A new, fully initialised buffer of `ty`, added to the scope.
    fn fresh(&mut self, ty: Ty, allow_stack: bool) -> Val {
        let v = match ty {
            Ty::Static => {
                let v = self.raw_alloc(ty, None, allow_stack);
                if self.rng.percent(40) {
                    self.fill(&v);
                } else {
                    for i in 0..4 {
                        let w = self.value();
                        self.emit(&format!(
                            "memref.store {w}, {}[%c{i}] : {}",
                            v.name,
                            ty.mlir()
                        ));
                    }
                }
                v
            }
            Ty::Dynamic => {
                let n = self.dyn_size();
                self.count("dynamic alloc");
                let v = self.raw_alloc(ty, Some(&n), allow_stack);
                self.fill(&v);
                v
            }
            Ty::View => {
                let base_ty = if self.rng.percent(50) {
                    Ty::Static
                } else {
                    Ty::Dynamic
                };
                let base = self.fresh(base_ty, allow_stack);
                return self.subview(&base);
            }
            Ty::Unranked => {
                let base_ty = if self.rng.percent(50) {
                    Ty::Static
                } else {
                    Ty::Dynamic
                };
                let base = self.fresh(base_ty, allow_stack);
                return self.cast(&base, Ty::Unranked);
            }
        };
        self.add_mem(v.clone());
        v
    }

    /// `linalg.fill` of all of `v`, then 0 to 2 stores.
    fn fill(&mut self, v: &Val) {
        let w = self.value();
        self.count("linalg.fill");
        self.emit(&format!(
            "linalg.fill ins({w} : i64) outs({} : {})",
            v.name,
            v.ty.mlir()
        ));
        for _ in 0..self.rng.below(3) {
            self.store(v);
        }
    }

    fn store(&mut self, v: &Val) {
        let w = self.value();
        let i = self.elem_index(v.ty);
        self.emit(&format!(
            "memref.store {w}, {}[{i}] : {}",
            v.name,
            v.ty.mlir()
        ));
    }

    fn subview(&mut self, base: &Val) -> Val {
        self.escape(base);
        let offset = match self.rng.below(3) {
            0 => self.small_index(1),
            1 => "%c1".to_owned(),
            _ => "%c2".to_owned(),
        };
        let s = self.name("v");
        self.count("memref.subview");
        self.emit(&format!(
            "{s} = memref.subview {}[{offset}] [2] [1] : {} to {}",
            base.name,
            base.ty.mlir(),
            Ty::View.mlir()
        ));
        let v = Val {
            name: s,
            ty: Ty::View,
            stack: base.stack,
            writable: None,
        };
        self.add_mem(v.clone());
        v
    }

    /// `v` cast to `to` (an alias).
    fn cast(&mut self, v: &Val, to: Ty) -> Val {
        self.escape(v);
        let d = self.name("d");
        self.count(if to == Ty::Unranked {
            "memref.cast to unranked"
        } else {
            "memref.cast"
        });
        self.emit(&format!(
            "{d} = memref.cast {} : {} to {}",
            v.name,
            v.ty.mlir(),
            to.mlir()
        ));
        let r = Val {
            name: d,
            ty: to,
            stack: v.stack,
            writable: None,
        };
        self.add_mem(r.clone());
        r
    }

    /// `v`, ranked (an unranked one cast to `memref<?xi64>`).
    fn ranked(&mut self, v: &Val) -> Val {
        if v.ty == Ty::Unranked {
            self.cast(v, Ty::Dynamic)
        } else {
            v.clone()
        }
    }

    fn read(&mut self, v: &Val) {
        let v = &self.ranked(v);
        let i = self.elem_index(v.ty);
        let l = self.name("l");
        self.emit(&format!(
            "{l} = memref.load {}[{i}] : {}",
            v.name,
            v.ty.mlir()
        ));
        self.mix(&l);
        self.add_int(l);
    }

    fn select(&mut self, ty: Ty, allow_stack: bool) -> Val {
        let a = self.get(ty, allow_stack);
        let b = if self.rng.percent(30) {
            self.fresh(ty, allow_stack)
        } else {
            self.get(ty, allow_stack)
        };
        self.escape(&a);
        self.escape(&b);
        let c = self.cond();
        let s = self.name("s");
        self.count("arith.select");
        self.emit(&format!(
            "{s} = arith.select {c}, {}, {} : {}",
            a.name,
            b.name,
            ty.mlir()
        ));
        let v = Val {
            name: s,
            ty,
            stack: a.stack || b.stack,
            writable: None,
        };
        self.add_mem(v.clone());
        v
    }

    /// What a region, block or function passes on for a `ty` result: a
    /// fresh buffer, a visible value (`own` — the iter_arg or block
    /// argument — more often), or a select of two.
    fn yield_val(&mut self, ty: Ty, allow_stack: bool, own: Option<&Val>) -> Val {
        if let Some(o) = own
            && self.rng.percent(30)
        {
            return o.clone();
        }
        match self.rng.weighted(&[35, 45, 20]) {
            0 => self.fresh(ty, allow_stack),
            1 => self
                .pick(Some(ty), allow_stack)
                .unwrap_or_else(|| self.fresh(ty, allow_stack)),
            _ => self.select(ty, allow_stack),
        }
    }

    fn random_types(&mut self, max: usize) -> Vec<Ty> {
        let n = self.rng.below(max + 1);
        (0..n).map(|_| Ty::random(self.rng)).collect()
    }

    /// `a, b, acc : T, U, i64` operand list with the checksum last (of a
    /// terminator: the memrefs escape).
    fn operands(&mut self, vals: &[Val]) -> String {
        self.operands_after(None, vals)
    }

    /// [`Self::operands`] after an `index` operand, if any.
    fn operands_after(&mut self, index: Option<&str>, vals: &[Val]) -> String {
        for v in vals {
            self.escape(v);
        }
        let mut names: Vec<&str> = index.into_iter().collect();
        names.extend(vals.iter().map(|v| v.name.as_str()));
        names.push(&self.acc);
        let mut types: Vec<&str> = index.map(|_| "index").into_iter().collect();
        types.extend(vals.iter().map(|v| v.ty.mlir()));
        types.push("i64");
        format!("{} : {}", names.join(", "), types.join(", "))
    }

    fn types(tys: &[Ty]) -> String {
        let mut t: Vec<&str> = tys.iter().map(|t| t.mlir()).collect();
        t.push("i64");
        t.join(", ")
    }

    /// Block arguments for `tys` and the checksum: (text, memref args, acc).
    fn block_args(&mut self, tys: &[Ty], stacks: &[bool]) -> (String, Vec<Val>, String) {
        let mut parts = Vec::new();
        let mut vals = Vec::new();
        for (t, s) in tys.iter().zip(stacks) {
            let n = self.name("j");
            parts.push(format!("{n}: {}", t.mlir()));
            vals.push(Val {
                name: n,
                ty: *t,
                stack: *s,
                writable: None,
            });
        }
        let acc = self.name("ja");
        parts.push(format!("{acc}: i64"));
        (parts.join(", "), vals, acc)
    }

    /// The blocks a region or function ends in: in `percent`% of the cases
    /// (when cf is allowed) two, `[Some(a), Some(b)]`, entered by a
    /// `cf.cond_br` emitted here; else one, the current block (`[None]`).
    fn split_exit(&mut self, percent: usize) -> Vec<Option<String>> {
        if self.multi_block && self.cf_left > 0 && self.rng.percent(percent) {
            self.count("split exit");
            let c = self.cond();
            let (a, b) = (self.label(), self.label());
            self.emit(&format!("cf.cond_br {c}, {a}, {b}"));
            vec![Some(a), Some(b)]
        } else {
            vec![None]
        }
    }

    /// Values of `tys` that a region or a block passes on (to a yield or a
    /// join), with `stacks[i]` set when value `i` may be a stack buffer.
    fn edge_values(&mut self, tys: &[Ty], stacks: &mut [bool]) -> Vec<Val> {
        let vals: Vec<Val> = tys.iter().map(|t| self.yield_val(*t, true, None)).collect();
        for (s, v) in stacks.iter_mut().zip(&vals) {
            *s |= v.stack;
        }
        vals
    }

    /// Starts the join block `join` of a cf construct: its arguments (values
    /// of `tys`, then the checksum) become visible.
    fn enter_join(&mut self, join: &str, tys: &[Ty], stacks: &[bool]) {
        let (args, vals, acc) = self.block_args(tys, stacks);
        self.emit_label(&format!("{join}({args}):"));
        for v in vals {
            self.add_mem(v);
        }
        self.acc = acc;
    }

    /// Results `%r#0 ...` of a region op, the checksum last.
    fn take_results(&mut self, r: &str, tys: &[Ty], stacks: &[bool]) {
        for (i, (t, s)) in tys.iter().zip(stacks).enumerate() {
            self.add_mem(Val {
                name: format!("{r}#{i}"),
                ty: *t,
                stack: *s,
                writable: None,
            });
        }
        self.acc = format!("{r}#{}", tys.len());
    }

    // -- statements --------------------------------------------------------

    fn block(&mut self, budget: usize) {
        let mut left = budget;
        while left > 0 {
            left -= 1;
            self.stmt(&mut left);
        }
    }

    fn stmt(&mut self, left: &mut usize) {
        let nest = self.depth < MAX_REGION_DEPTH && *left >= 1;
        let loop_ok = nest && self.loops < MAX_LOOP_DEPTH;
        let cf = self.multi_block && self.cf_left > 0 && *left >= 1;
        let call = !self.callees.is_empty() && self.calls_left > 0 && self.loops <= 1;
        let weights = [
            10,                          // 0 alloc
            14,                          // 1 read
            6,                           // 2 write
            8,                           // 3 select
            5,                           // 4 subview
            4,                           // 5 cast
            4,                           // 6 copy
            if call { 10 } else { 0 },   // 7 call
            if nest { 8 } else { 0 },    // 8 scf.if
            if loop_ok { 6 } else { 0 }, // 9 scf.for
            if loop_ok { 3 } else { 0 }, // 10 scf.while
            if nest { 3 } else { 0 },    // 11 scf.execute_region
            if cf { 7 } else { 0 },      // 12 cf diamond
            if cf { 4 } else { 0 },      // 13 cf.switch
            if cf && self.loops < MAX_LOOP_DEPTH {
                6
            } else {
                0
            }, // 14 cf loop
            if nest { 3 } else { 0 },    // 15 scf.index_switch
            3,                           // 16 expand/collapse
            if nest && !self.recursed && self.loops == 0 {
                2
            } else {
                0
            }, // 17 recursion
        ];
        match self.rng.weighted(&weights) {
            0 => {
                let ty = Ty::random(self.rng);
                self.fresh(ty, true);
            }
            1 => {
                if let Some(v) = self.pick(None, true) {
                    self.read(&v);
                }
            }
            2 => {
                let writable: Vec<Val> = self
                    .visible(None, true)
                    .into_iter()
                    .filter(|v| self.can_write(v))
                    .collect();
                if !writable.is_empty() {
                    let v = writable[self.rng.below(writable.len())].clone();
                    if self.rng.percent(25) {
                        self.fill(&v);
                    } else {
                        self.store(&v);
                    }
                }
            }
            3 => {
                let ty = Ty::random(self.rng);
                let v = self.select(ty, true);
                if self.rng.percent(60) {
                    self.read(&v);
                }
            }
            4 => {
                let base = if self.rng.percent(50) {
                    Ty::Static
                } else {
                    Ty::Dynamic
                };
                let b = self.get(base, true);
                let v = self.subview(&b);
                self.read(&v);
            }
            5 => {
                if let Some(v) = self.pick(None, true) {
                    let to = match v.ty {
                        Ty::Static if self.rng.percent(50) => Ty::Dynamic,
                        Ty::Static | Ty::Dynamic => Ty::Unranked,
                        Ty::Unranked => Ty::Dynamic,
                        Ty::View => Ty::View,
                    };
                    let c = self.cast(&v, to);
                    if self.rng.percent(40) {
                        self.read(&c);
                    }
                }
            }
            6 => self.copy(),
            7 => self.call(),
            kind @ 8..=15 => {
                // A nested construct: it gets part of the remaining ops.
                let s = self.rng.range(1, (*left).clamp(1, 5));
                *left = left.saturating_sub(s);
                match kind {
                    8 => self.scf_if(s),
                    9 => self.scf_for(s),
                    10 => self.scf_while(s),
                    11 => self.execute_region(s),
                    12 => self.cf_diamond(s),
                    13 => self.cf_switch(s),
                    14 => self.cf_loop(s),
                    _ => self.index_switch(s),
                }
            }
            16 => self.reshape(),
            _ => self.recurse(),
        }
    }

    /// `memref.copy` from a visible buffer into a new one of its shape.
    fn copy(&mut self) {
        let Some(src) = self.pick(None, true) else {
            return;
        };
        let src = self.ranked(&src);
        let dst = match src.ty {
            Ty::Static => {
                let v = self.raw_alloc(Ty::Static, None, true);
                self.add_mem(v.clone());
                v
            }
            Ty::Dynamic => {
                let n = self.name("n");
                self.emit(&format!(
                    "{n} = memref.dim {}, %c0 : {}",
                    src.name,
                    Ty::Dynamic.mlir()
                ));
                let v = self.raw_alloc(Ty::Dynamic, Some(&n), true);
                self.add_mem(v.clone());
                v
            }
            Ty::View => {
                // The view's base is initialised outside the view too.
                let base = if self.rng.percent(50) {
                    Ty::Static
                } else {
                    Ty::Dynamic
                };
                let b = self.fresh(base, true);
                self.subview(&b)
            }
            Ty::Unranked => unreachable!("ranked above"),
        };
        self.count("memref.copy");
        self.emit(&format!(
            "memref.copy {}, {} : {} to {}",
            src.name,
            dst.name,
            src.ty.mlir(),
            dst.ty.mlir()
        ));
        if self.rng.percent(50) {
            self.read(&dst);
        }
    }

    fn call(&mut self) {
        self.calls_left -= 1;
        let sig = self.callees[self.rng.below(self.callees.len())].clone();
        let (_, ret) = self.emit_call(&sig, None);
        self.mix(&ret);
    }

    /// A call of `sig` (its first i64 argument `x0` if given); adds the
    /// memref results to the scope and returns them with the i64 result.
    fn emit_call(&mut self, sig: &Sig, x0: Option<String>) -> (Vec<Val>, String) {
        let mut ops = Vec::new();
        for i in 0..sig.ints {
            let x = match (i, &x0) {
                (0, Some(x)) => x.clone(),
                _ => self.int(),
            };
            ops.push(x);
        }
        let mut stack = false;
        for t in &sig.args {
            // A callee that writes its arguments gets new, distinct buffers.
            let v = if sig.writes_args {
                self.fresh(*t, true)
            } else {
                self.get(*t, true)
            };
            self.escape(&v);
            stack |= v.stack;
            ops.push(v.name);
        }
        let r = self.name("r");
        self.count("func.call");
        if sig.private {
            self.count("call of a private function");
        }
        if sig.writes_args && !sig.args.is_empty() {
            self.count("call writing its arguments");
        }
        self.emit(&format!(
            "{r}:{} = func.call @{}({}) : ({}) -> ({})",
            sig.results.len() + 1,
            sig.name,
            ops.join(", "),
            sig.arg_types(),
            sig.result_types()
        ));
        // A result may be an argument: it is a stack buffer if one is.
        let mut results = Vec::new();
        for (i, t) in sig.results.iter().enumerate() {
            let v = Val {
                name: format!("{r}#{i}"),
                ty: *t,
                stack,
                writable: None,
            };
            self.add_mem(v.clone());
            if self.rng.percent(50) {
                self.read(&v);
            }
            results.push(v);
        }
        (results, format!("{r}#{}", sig.results.len()))
    }

    /// The function calls itself, with `(%x0 & 3) - 1` as its first
    /// argument under `scf.if (%x0 & 3) > 0`: at most 3 levels deep.
    fn recurse(&mut self) {
        self.recursed = true;
        self.count("recursive call");
        let sig = self.this.clone();
        let (t, q, r) = (self.name("t"), self.name("q"), self.name("r"));
        self.emit(&format!("{t} = arith.andi %x0, %k3 : i64"));
        self.emit(&format!("{q} = arith.cmpi sgt, {t}, %k0 : i64"));
        self.emit(&format!(
            "{r}:{} = scf.if {q} -> ({}) {{",
            sig.results.len() + 1,
            Self::types(&sig.results)
        ));
        let outer_acc = self.acc.clone();
        let mut stacks = vec![false; sig.results.len()];
        let saved = self.enter_region(false);
        let t1 = self.name("t");
        self.emit(&format!("{t1} = arith.subi {t}, %k1 : i64"));
        let (vals, ret) = self.emit_call(&sig, Some(t1));
        self.mix(&ret);
        for (s, v) in stacks.iter_mut().zip(&vals) {
            *s |= v.stack;
        }
        let ops = self.operands(&vals);
        self.emit(&format!("scf.yield {ops}"));
        self.leave_region(saved);
        self.emit("} else {");
        let saved = self.enter_region(false);
        self.acc = outer_acc.clone();
        let vals = self.edge_values(&sig.results, &mut stacks);
        let ops = self.operands(&vals);
        self.emit(&format!("scf.yield {ops}"));
        self.leave_region(saved);
        self.emit("}");
        self.acc = outer_acc;
        self.take_results(&r, &sig.results, &stacks);
    }

    /// `scf.index_switch` on runtime data with 1 to 3 cases and a default,
    /// yielding memrefs.
    fn index_switch(&mut self, budget: usize) {
        self.count("scf.index_switch");
        let tys = self.random_types(2);
        let idx = self.small_index(3);
        let r = self.name("r");
        self.emit(&format!(
            "{r}:{} = scf.index_switch {idx} -> {}",
            tys.len() + 1,
            Self::types(&tys)
        ));
        let outer_acc = self.acc.clone();
        let mut stacks = vec![false; tys.len()];
        let cases = self.rng.range(1, 3);
        for case in (0..cases).map(Some).chain([None]) {
            match case {
                Some(k) => self.emit(&format!("case {k} {{")),
                None => self.emit("default {"),
            }
            let saved = self.enter_region(false);
            self.acc = outer_acc.clone();
            let b = self.rng.below(budget + 1);
            self.block(b);
            let vals = self.edge_values(&tys, &mut stacks);
            let ops = self.operands(&vals);
            self.emit(&format!("scf.yield {ops}"));
            self.leave_region(saved);
            self.emit("}");
        }
        self.acc = outer_acc;
        self.take_results(&r, &tys, &stacks);
    }

    /// `memref.expand_shape` of a `Static` or `Dynamic` buffer to 2-D, a
    /// load through it, and `memref.collapse_shape` back (an alias).
    fn reshape(&mut self) {
        let candidates: Vec<Val> = self
            .visible(None, true)
            .into_iter()
            .filter(|v| matches!(v.ty, Ty::Static | Ty::Dynamic))
            .collect();
        if candidates.is_empty() {
            return;
        }
        let v = candidates[self.rng.below(candidates.len())].clone();
        self.escape(&v);
        self.count("memref.expand_shape");
        let (e, l, c) = (self.name("e"), self.name("l"), self.name("d"));
        if v.ty == Ty::Static {
            self.emit(&format!(
                "{e} = memref.expand_shape {} [[0, 1]] output_shape [2, 2] : memref<4xi64> into memref<2x2xi64>",
                v.name
            ));
            let i = self.elem_index(Ty::View);
            let j = self.elem_index(Ty::View);
            self.emit(&format!(
                "{l} = memref.load {e}[{i}, {j}] : memref<2x2xi64>"
            ));
            self.emit(&format!(
                "{c} = memref.collapse_shape {e} [[0, 1]] : memref<2x2xi64> into memref<4xi64>"
            ));
        } else {
            let n = self.name("n");
            self.emit(&format!("{n} = memref.dim {}, %c0 : memref<?xi64>", v.name));
            self.emit(&format!(
                "{e} = memref.expand_shape {} [[0, 1]] output_shape [{n}, 1] : memref<?xi64> into memref<?x1xi64>",
                v.name
            ));
            let i = self.elem_index(Ty::Dynamic);
            self.emit(&format!(
                "{l} = memref.load {e}[{i}, %c0] : memref<?x1xi64>"
            ));
            self.emit(&format!(
                "{c} = memref.collapse_shape {e} [[0, 1]] : memref<?x1xi64> into memref<?xi64>"
            ));
        }
        self.mix(&l);
        self.add_int(l);
        self.add_mem(Val {
            name: c,
            ty: v.ty,
            stack: v.stack,
            writable: None,
        });
    }

    fn scf_if(&mut self, budget: usize) {
        self.count("scf.if");
        let tys = self.random_types(2);
        let c = self.cond();
        let r = self.name("r");
        self.emit(&format!(
            "{r}:{} = scf.if {c} -> ({}) {{",
            tys.len() + 1,
            Self::types(&tys)
        ));
        let outer_acc = self.acc.clone();
        let mut stacks = vec![false; tys.len()];
        for branch in 0..2 {
            if branch == 1 {
                self.emit("} else {");
            }
            let saved = self.enter_region(false);
            self.acc = outer_acc.clone();
            let b = if branch == 1 && self.rng.percent(25) {
                0
            } else {
                budget
            };
            self.block(b);
            let vals = self.edge_values(&tys, &mut stacks);
            let ops = self.operands(&vals);
            self.emit(&format!("scf.yield {ops}"));
            self.leave_region(saved);
        }
        self.emit("}");
        self.acc = outer_acc;
        self.take_results(&r, &tys, &stacks);
    }

    fn scf_for(&mut self, budget: usize) {
        self.count("scf.for");
        let n = self.rng.range(1, 2);
        let tys: Vec<Ty> = (0..n).map(|_| Ty::random(self.rng)).collect();
        let inits: Vec<Val> = tys.iter().map(|t| self.get(*t, true)).collect();
        for v in &inits {
            self.escape(v);
        }
        let ub = self.small_index(3);
        let iv = self.name("iv");
        let r = self.name("r");
        let args: Vec<Val> = inits
            .iter()
            .map(|v| Val {
                name: {
                    self.next += 1;
                    format!("%it{}", self.next)
                },
                ty: v.ty,
                stack: v.stack,
                writable: None,
            })
            .collect();
        let acc_in = self.name("ia");
        let mut iter = Vec::new();
        for (a, i) in args.iter().zip(&inits) {
            iter.push(format!("{} = {}", a.name, i.name));
        }
        iter.push(format!("{acc_in} = {}", self.acc));
        self.emit(&format!(
            "{r}:{} = scf.for {iv} = %c0 to {ub} step %c1 iter_args({}) -> ({}) {{",
            n + 1,
            iter.join(", "),
            Self::types(&tys)
        ));
        let saved = self.enter_region(false);
        self.loops += 1;
        let ivi = self.name("ix");
        self.emit(&format!("{ivi} = arith.index_cast {iv} : index to i64"));
        self.add_int(ivi);
        for a in &args {
            self.add_mem(a.clone());
        }
        self.acc = acc_in;
        if self.rng.percent(60) {
            let a = args[self.rng.below(args.len())].clone();
            self.read(&a);
        }
        self.block(budget);
        let vals: Vec<Val> = args
            .iter()
            .map(|a| self.yield_val(a.ty, a.stack, Some(a)))
            .collect();
        let ops = self.operands(&vals);
        self.emit(&format!("scf.yield {ops}"));
        self.loops -= 1;
        self.leave_region(saved);
        self.emit("}");
        let stacks: Vec<bool> = inits.iter().map(|v| v.stack).collect();
        self.take_results(&r, &tys, &stacks);
    }

    fn scf_while(&mut self, budget: usize) {
        self.count("scf.while");
        let ty = Ty::random(self.rng);
        let init = self.get(ty, true);
        self.escape(&init);
        let bound = self.small_index(3);
        let (wi, wm, wa, r) = (
            self.name("wi"),
            self.name("wm"),
            self.name("wa"),
            self.name("r"),
        );
        let t = ty.mlir();
        self.emit(&format!(
            "{r}:3 = scf.while ({wi} = %c0, {wm} = {}, {wa} = {}) : (index, {t}, i64) -> (index, {t}, i64) {{",
            init.name, self.acc
        ));
        let saved = self.enter_region(false);
        self.loops += 1;
        let before_m = Val {
            name: wm,
            ty,
            stack: init.stack,
            writable: None,
        };
        self.add_mem(before_m.clone());
        self.acc = wa;
        if self.rng.percent(50) {
            self.read(&before_m);
        }
        let fwd = if self.rng.percent(25) {
            self.yield_val(ty, init.stack, Some(&before_m))
        } else {
            before_m
        };
        self.escape(&fwd);
        let cmp = self.name("q");
        self.emit(&format!("{cmp} = arith.cmpi slt, {wi}, {bound} : index"));
        self.emit(&format!(
            "scf.condition({cmp}) {wi}, {}, {} : index, {t}, i64",
            fwd.name, self.acc
        ));
        self.leave_region(saved);
        self.emit("} do {");
        let saved = self.enter_region(false);
        let (di, dm, da) = (self.name("di"), self.name("dm"), self.name("da"));
        self.emit_label(&format!("^bb0({di}: index, {dm}: {t}, {da}: i64):"));
        let after_m = Val {
            name: dm,
            ty,
            stack: init.stack,
            writable: None,
        };
        self.add_mem(after_m.clone());
        self.acc = da;
        self.block(budget);
        let y = self.yield_val(ty, init.stack, Some(&after_m));
        self.escape(&y);
        let i1 = self.name("i");
        self.emit(&format!("{i1} = arith.addi {di}, %c1 : index"));
        self.emit(&format!(
            "scf.yield {i1}, {}, {} : index, {t}, i64",
            y.name, self.acc
        ));
        self.loops -= 1;
        self.leave_region(saved);
        self.emit("}");
        self.add_mem(Val {
            name: format!("{r}#1"),
            ty,
            stack: init.stack,
            writable: None,
        });
        self.acc = format!("{r}#2");
    }

    fn execute_region(&mut self, budget: usize) {
        self.count("scf.execute_region");
        let tys = self.random_types(2);
        let r = self.name("r");
        self.emit(&format!(
            "{r}:{} = scf.execute_region -> ({}) {{",
            tys.len() + 1,
            Self::types(&tys)
        ));
        let outer_acc = self.acc.clone();
        let saved = self.enter_region(self.flavour.cf);
        self.block(budget);
        let mut stacks = vec![false; tys.len()];
        let exits = self.split_exit(30);
        if exits.len() == 2 {
            self.cf_left -= 1;
        }
        let acc = self.acc.clone();
        for exit in exits {
            self.push_scope();
            self.acc = acc.clone();
            if let Some(l) = exit {
                self.emit_label(&format!("{l}:"));
                if self.rng.percent(50)
                    && let Some(v) = self.pick(None, true)
                {
                    self.read(&v);
                }
            }
            let vals = self.edge_values(&tys, &mut stacks);
            let ops = self.operands(&vals);
            self.emit(&format!("scf.yield {ops}"));
            self.pop_scope();
        }
        self.leave_region(saved);
        self.emit("}");
        self.acc = outer_acc;
        self.take_results(&r, &tys, &stacks);
    }

    /// `cf.cond_br` to two blocks (or one block and the join directly)
    /// that branch to a join block with memref arguments.
    fn cf_diamond(&mut self, budget: usize) {
        self.cf_left -= 1;
        self.count("cf.cond_br diamond");
        let tys = self.random_types(2);
        let outer_acc = self.acc.clone();
        let join = self.label();
        let a = self.label();
        let c = self.cond();
        let mut stacks = vec![false; tys.len()];
        let mut targets = vec![a.clone()];
        if self.rng.percent(15) {
            // Both edges go to the join directly, with different operands.
            self.count("cf.cond_br to one block");
            let mut ops = Vec::new();
            for _ in 0..2 {
                let vals = self.edge_values(&tys, &mut stacks);
                ops.push(self.operands(&vals));
            }
            self.emit(&format!(
                "cf.cond_br {c}, {join}({}), {join}({})",
                ops[0], ops[1]
            ));
            targets.clear();
        } else if self.rng.percent(25) {
            // The false edge goes to the join directly.
            let vals = self.edge_values(&tys, &mut stacks);
            let ops = self.operands(&vals);
            self.emit(&format!("cf.cond_br {c}, {a}, {join}({ops})"));
        } else {
            let b = self.label();
            self.emit(&format!("cf.cond_br {c}, {a}, {b}"));
            targets.push(b);
        }
        for (i, l) in targets.iter().enumerate() {
            self.push_scope();
            self.acc = outer_acc.clone();
            self.emit_label(&format!("{l}:"));
            let b = if i == 1 && self.rng.percent(30) {
                0
            } else {
                budget
            };
            self.block(b);
            let vals = self.edge_values(&tys, &mut stacks);
            let ops = self.operands(&vals);
            self.emit(&format!("cf.br {join}({ops})"));
            self.pop_scope();
        }
        self.enter_join(&join, &tys, &stacks);
    }

    fn cf_switch(&mut self, budget: usize) {
        self.cf_left -= 1;
        self.count("cf.switch");
        let tys = self.random_types(2);
        let outer_acc = self.acc.clone();
        let join = self.label();
        let x = self.int();
        let (f, f32) = (self.name("f"), self.name("f"));
        self.emit(&format!("{f} = arith.andi {x}, %k3 : i64"));
        self.emit(&format!("{f32} = arith.trunci {f} : i64 to i32"));
        let cases = self.rng.range(1, 3);
        let mut stacks = vec![false; tys.len()];
        let mut targets = Vec::new();
        let mut blocks = Vec::new();
        for _ in 0..=cases {
            if self.rng.percent(30) {
                let vals = self.edge_values(&tys, &mut stacks);
                let vals = self.switch_operands(vals);
                let ops = self.operands(&vals);
                targets.push(format!("{join}({ops})"));
            } else {
                let l = self.label();
                targets.push(l.clone());
                blocks.push(l);
            }
        }
        let mut sw = format!("cf.switch {f32} : i32, [default: {}", targets[0]);
        for (i, t) in targets[1..].iter().enumerate() {
            sw.push_str(&format!(", {i}: {t}"));
        }
        sw.push(']');
        self.emit(&sw);
        for l in blocks {
            self.push_scope();
            self.acc = outer_acc.clone();
            self.emit_label(&format!("{l}:"));
            let b = self.rng.below(budget + 1);
            self.block(b);
            let vals = self.edge_values(&tys, &mut stacks);
            let ops = self.operands(&vals);
            self.emit(&format!("cf.br {join}({ops})"));
            self.pop_scope();
        }
        self.enter_join(&join, &tys, &stacks);
    }

    /// `vals` and the checksum under names without a result number:
    /// `cf.switch` case operands cannot be written `%r#0`.
    fn switch_operands(&mut self, vals: Vec<Val>) -> Vec<Val> {
        let vals = vals.into_iter().map(|v| self.rebind(v)).collect();
        if self.acc.contains('#') {
            let a = self.name("a");
            let acc = self.acc.clone();
            self.emit(&format!("{a} = arith.addi {acc}, %k0 : i64"));
            self.acc = a;
        }
        vals
    }

    /// `v` under a name without a result number (an identity
    /// `memref.cast` if needed).
    fn rebind(&mut self, v: Val) -> Val {
        if !v.name.contains('#') {
            return v;
        }
        if v.ty == Ty::Unranked {
            // No identity cast between unranked memrefs.
            let d = self.cast(&v, Ty::Dynamic);
            self.cast(&d, Ty::Unranked)
        } else {
            self.cast(&v, v.ty)
        }
    }

    /// An unstructured loop: a header with memref block arguments, a body,
    /// a back edge, a counter bound of at most 3 iterations; while-shaped
    /// (test in the header, maybe an early exit from the body) or
    /// do-while-shaped (test at the bottom).
    fn cf_loop(&mut self, budget: usize) {
        self.cf_left -= 1;
        self.count("cf loop");
        let n = self.rng.range(1, 2);
        let tys: Vec<Ty> = (0..n).map(|_| Ty::random(self.rng)).collect();
        let inits: Vec<Val> = tys.iter().map(|t| self.get(*t, true)).collect();
        let stacks: Vec<bool> = inits.iter().map(|v| v.stack).collect();
        let bound = self.small_index(3);
        self.loops += 1;
        let (header, exit) = (self.label(), self.label());
        let hi = self.name("hi");
        let (hargs, hvals, hacc) = self.block_args(&tys, &stacks);
        let ops = self.operands_after(Some("%c0"), &inits);
        self.emit(&format!("cf.br {header}({ops})"));
        self.emit_label(&format!("{header}({hi}: index, {hargs}):"));
        if self.rng.percent(50) {
            // while-shaped: header args stay visible after the loop.
            for v in &hvals {
                self.add_mem(v.clone());
            }
            self.acc = hacc.clone();
            let cmp = self.name("q");
            let body = self.label();
            self.emit(&format!("{cmp} = arith.cmpi slt, {hi}, {bound} : index"));
            let ops = self.operands(&hvals);
            self.emit(&format!("cf.cond_br {cmp}, {body}, {exit}({ops})"));
            self.emit_label(&format!("{body}:"));
            self.push_scope();
            self.block(budget);
            if self.rng.percent(30) {
                self.count("cf loop early exit");
                let c = self.cond();
                let vals: Vec<Val> = hvals
                    .iter()
                    .map(|h| self.yield_val(h.ty, h.stack, Some(h)))
                    .collect();
                let latch = self.label();
                let ops = self.operands(&vals);
                self.emit(&format!("cf.cond_br {c}, {exit}({ops}), {latch}"));
                self.emit_label(&format!("{latch}:"));
            }
            let vals: Vec<Val> = hvals
                .iter()
                .map(|h| self.yield_val(h.ty, h.stack, Some(h)))
                .collect();
            let i1 = self.name("i");
            self.emit(&format!("{i1} = arith.addi {hi}, %c1 : index"));
            let ops = self.operands_after(Some(&i1), &vals);
            self.emit(&format!("cf.br {header}({ops})"));
            self.pop_scope();
        } else {
            // do-while-shaped.
            self.push_scope();
            for v in &hvals {
                self.add_mem(v.clone());
            }
            self.acc = hacc.clone();
            self.block(budget);
            let vals: Vec<Val> = hvals
                .iter()
                .map(|h| self.yield_val(h.ty, h.stack, Some(h)))
                .collect();
            let i1 = self.name("i");
            let cmp = self.name("q");
            self.emit(&format!("{i1} = arith.addi {hi}, %c1 : index"));
            self.emit(&format!("{cmp} = arith.cmpi slt, {i1}, {bound} : index"));
            if self.rng.percent(35) {
                // The back edge is a `cf.switch` case.
                self.count("cf.switch back edge");
                let vals = self.switch_operands(vals);
                let f = self.name("f");
                self.emit(&format!("{f} = arith.extui {cmp} : i1 to i32"));
                let again = self.operands_after(Some(&i1), &vals);
                let out = self.operands(&vals);
                let switch = if self.rng.percent(50) {
                    format!("cf.switch {f} : i32, [default: {exit}({out}), 1: {header}({again})]")
                } else {
                    format!("cf.switch {f} : i32, [default: {header}({again}), 0: {exit}({out})]")
                };
                self.emit(&switch);
            } else {
                let again = self.operands_after(Some(&i1), &vals);
                let out = self.operands(&vals);
                self.emit(&format!(
                    "cf.cond_br {cmp}, {header}({again}), {exit}({out})"
                ));
            }
            self.pop_scope();
        }
        let (eargs, evals, eacc) = self.block_args(&tys, &stacks);
        self.emit_label(&format!("{exit}({eargs}):"));
        for v in evals {
            self.add_mem(v);
        }
        self.acc = eacc;
        self.loops -= 1;
    }

    /// The function's end: a few more reads, then `return` of its results
    /// (never a stack buffer), maybe from two blocks.
    fn finish(&mut self, results: &[Ty]) {
        for _ in 0..self.rng.range(1, 3) {
            if let Some(v) = self.pick(None, true) {
                self.read(&v);
            }
        }
        let exits = self.split_exit(25);
        let acc = self.acc.clone();
        for exit in exits {
            self.push_scope();
            self.acc = acc.clone();
            if let Some(l) = exit {
                self.emit_label(&format!("{l}:"));
            }
            let vals: Vec<Val> = results
                .iter()
                .map(|t| self.yield_val(*t, false, None))
                .collect();
            let ops = self.operands(&vals);
            self.emit(&format!("return {ops}"));
            self.pop_scope();
        }
    }
}

/// One generated program.
struct Generated {
    seed: u64,
    text: String,
    functions: usize,
    flavour: Flavour,
    stats: Stats,
}

fn generate(seed: u64, functions: usize) -> Generated {
    let mut rng = Rng(seed);
    let flavour = Flavour {
        cf: rng.percent(50),
    };
    let mut stats = Stats::new();
    let mut sigs: Vec<Sig> = Vec::new();
    let mut text = format!(
        "// Generated by tests/dealloc_fuzz.rs, seed {seed}.\n\
         module {{\n  func.func private @printI64(i64)\n  func.func private @printNewline()\n\n"
    );
    for f in 0..functions {
        let level = if f < 3 { 0 } else { rng.below(LEVELS) };
        let sig = Sig {
            name: format!("f{f}"),
            private: rng.percent(35),
            ints: rng.range(1, 2),
            args: (0..rng.below(3)).map(|_| Ty::random(&mut rng)).collect(),
            results: (0..rng.weighted(&[30, 45, 25]))
                .map(|_| Ty::random(&mut rng))
                .collect(),
            level,
            writes_args: rng.percent(40),
        };
        let callees = sigs.iter().filter(|s| s.level < level).cloned().collect();
        let mut g = FnGen {
            rng: &mut rng,
            stats: &mut stats,
            flavour,
            callees,
            text: String::new(),
            next: 0,
            scopes: vec![Scope::default()],
            acc: "%x0".to_owned(),
            depth: 0,
            indent: 2,
            multi_block: flavour.cf,
            loops: 0,
            cf_left: MAX_CF_PER_FUNCTION,
            calls_left: MAX_CALLS_PER_FUNCTION,
            escaped: HashSet::new(),
            this: sig.clone(),
            recursed: false,
        };
        let mut params = Vec::new();
        for i in 0..sig.ints {
            params.push(format!("%x{i}: i64"));
            g.add_int(format!("%x{i}"));
        }
        for (i, t) in sig.args.iter().enumerate() {
            params.push(format!("%p{i}: {}", t.mlir()));
            g.add_mem(Val {
                name: format!("%p{i}"),
                ty: *t,
                stack: false,
                // (Stores need a ranked memref.)
                writable: (sig.writes_args && *t != Ty::Unranked).then_some(0),
            });
        }
        let budget = g.rng.range(8, 20);
        g.block(budget);
        g.finish(&sig.results);
        let body = std::mem::take(&mut g.text);
        *stats.entry("function").or_default() += 1;
        text.push_str(&format!(
            "  func.func {}@{}({}) -> ({}) {{\n{PRELUDE}{body}  }}\n\n",
            if sig.private { "private " } else { "" },
            sig.name,
            params.join(", "),
            sig.result_types()
        ));
        sigs.push(sig);
    }
    text.push_str(&gen_main(&mut rng, &sigs));
    text.push_str("}\n");
    Generated {
        seed,
        text,
        functions,
        flavour,
        stats,
    }
}

/// `@main`: every function called [`CALLS_PER_FUNCTION`] times with
/// constant integers and freshly filled buffers; prints the checksum, two
/// elements of each returned buffer and one of each argument buffer.
fn gen_main(rng: &mut Rng, sigs: &[Sig]) -> String {
    let mut t = String::from("  func.func @main() {\n");
    t.push_str(PRELUDE);
    let mut next = 0usize;
    let mut name = |p: &str| {
        next += 1;
        format!("%{p}{next}")
    };
    let print = |t: &mut String, v: &str| {
        t.push_str(&format!(
            "    func.call @printI64({v}) : (i64) -> ()\n    func.call @printNewline() : () -> ()\n"
        ));
    };
    for sig in sigs {
        for _ in 0..CALLS_PER_FUNCTION {
            let mut ops = Vec::new();
            for _ in 0..sig.ints {
                let c = name("x");
                let v = rng.below(40) as i64 - 12;
                t.push_str(&format!("    {c} = arith.constant {v} : i64\n"));
                ops.push(c);
            }
            let mut bufs = Vec::new();
            for ty in &sig.args {
                let m = name("m");
                let (base_ty, size) = if *ty == Ty::Dynamic {
                    let n = name("n");
                    t.push_str(&format!(
                        "    {n} = arith.constant {} : index\n",
                        rng.range(4, 7)
                    ));
                    (Ty::Dynamic, n)
                } else {
                    (Ty::Static, String::new())
                };
                t.push_str(&format!(
                    "    {m} = memref.alloc({size}) : {}\n",
                    base_ty.mlir()
                ));
                let fillv = name("kv");
                t.push_str(&format!(
                    "    {fillv} = arith.constant {} : i64\n",
                    rng.below(100)
                ));
                t.push_str(&format!(
                    "    linalg.fill ins({fillv} : i64) outs({m} : {})\n",
                    base_ty.mlir()
                ));
                for i in 0..4 {
                    let v = name("kv");
                    t.push_str(&format!(
                        "    {v} = arith.constant {} : i64\n    memref.store {v}, {m}[%c{i}] : {}\n",
                        rng.below(1000),
                        base_ty.mlir()
                    ));
                }
                let arg = match ty {
                    Ty::View => {
                        let v = name("v");
                        t.push_str(&format!(
                            "    {v} = memref.subview {m}[%c{}] [2] [1] : {} to {}\n",
                            rng.below(3),
                            base_ty.mlir(),
                            Ty::View.mlir()
                        ));
                        v
                    }
                    Ty::Unranked => {
                        let u = name("u");
                        t.push_str(&format!(
                            "    {u} = memref.cast {m} : {} to {}\n",
                            base_ty.mlir(),
                            Ty::Unranked.mlir()
                        ));
                        u
                    }
                    _ => m,
                };
                ops.push(arg.clone());
                bufs.push((arg, *ty));
            }
            let r = name("r");
            t.push_str(&format!(
                "    {r}:{} = func.call @{}({}) : ({}) -> ({})\n",
                sig.results.len() + 1,
                sig.name,
                ops.join(", "),
                sig.arg_types(),
                sig.result_types()
            ));
            print(&mut t, &format!("{r}#{}", sig.results.len()));
            let results: Vec<(String, Ty)> = sig
                .results
                .iter()
                .enumerate()
                .map(|(i, ty)| (format!("{r}#{i}"), *ty))
                .collect();
            let mut load = |t: &mut String, v: &str, ty: Ty, i: usize| {
                let (v, ty) = if ty == Ty::Unranked {
                    let d = name("d");
                    t.push_str(&format!(
                        "    {d} = memref.cast {v} : {} to {}\n",
                        Ty::Unranked.mlir(),
                        Ty::Dynamic.mlir()
                    ));
                    (d, Ty::Dynamic)
                } else {
                    (v.to_owned(), ty)
                };
                let l = name("l");
                t.push_str(&format!(
                    "    {l} = memref.load {v}[%c{i}] : {}\n",
                    ty.mlir()
                ));
                print(t, &l);
            };
            for (v, ty) in &results {
                for i in [0, ty.len() - 1] {
                    load(&mut t, v, *ty, i);
                }
            }
            for (v, ty) in &bufs {
                load(&mut t, v, *ty, 0);
            }
        }
    }
    t.push_str("    return\n  }\n");
    t
}

// ---------------------------------------------------------------------------
// Oracles

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Oracle {
    /// No deallocation: the ground truth.
    Reference,
    Ferrobuf,
    FerrobufDynamic,
    Upstream,
}

impl Oracle {
    const ALL: [Oracle; 4] = [
        Oracle::Reference,
        Oracle::Ferrobuf,
        Oracle::FerrobufDynamic,
        Oracle::Upstream,
    ];

    fn tag(self) -> &'static str {
        match self {
            Oracle::Reference => "reference",
            Oracle::Ferrobuf => "ferrobuf",
            Oracle::FerrobufDynamic => "ferrobuf-dynamic",
            Oracle::Upstream => "upstream",
        }
    }

    fn opt(self) -> Opt {
        match self {
            Oracle::Ferrobuf | Oracle::FerrobufDynamic => Opt::Ferrobuf,
            _ => Opt::Upstream,
        }
    }

    fn pipeline(self) -> &'static str {
        match self {
            Oracle::Reference => "",
            Oracle::Ferrobuf => "ferrobuf-buffer-deallocation-pipeline",
            Oracle::FerrobufDynamic => {
                "ferrobuf-buffer-deallocation-pipeline{private-function-dynamic-ownership=true}"
            }
            Oracle::Upstream => "buffer-deallocation-pipeline",
        }
    }

    fn options(self) -> RunOptions {
        RunOptions {
            memcheck: match self {
                // Under valgrind only when a deallocated run fails.
                Oracle::Reference => Memcheck::Skip,
                Oracle::Ferrobuf | Oracle::FerrobufDynamic => Memcheck::Strict,
                Oracle::Upstream => Memcheck::Skip,
            },
            timeout: Some(Duration::from_secs(match self {
                // Upstream's deallocation is exponential in some CFGs.
                Oracle::Upstream => 60,
                _ => 300,
            })),
            generic: true,
        }
    }
}

fn env_u64(name: &str) -> Option<u64> {
    let v = std::env::var(name).ok()?;
    Some(
        v.parse()
            .unwrap_or_else(|e| panic!("{name}={v}: not a number: {e}")),
    )
}

/// The fuzz run: generate, parse, run the four oracles, compare.
#[test]
fn random_programs_match_reference_and_are_valgrind_clean() {
    let first = env_u64("FERROBUF_FUZZ_SEED").unwrap_or(DEFAULT_SEED);
    let count = env_u64("FERROBUF_FUZZ_PROGRAMS").unwrap_or(DEFAULT_PROGRAMS);
    let functions = env_u64("FERROBUF_FUZZ_FUNCTIONS").map_or(DEFAULT_FUNCTIONS, |f| f as usize);
    let root = support::scratch_root().join("fuzz");

    // Generate and parse (upstream mlir-opt, no passes).
    let programs = generate_and_parse(&root, first, count, functions);

    // Every oracle of every program, in parallel.
    let jobs: Vec<(usize, Oracle)> = Oracle::ALL
        .iter()
        .flat_map(|o| (0..programs.len()).map(move |i| (i, *o)))
        .collect();
    let results: Vec<Result<RunResult, e2e::RunError>> = e2e::for_each_bounded(&jobs, |(i, o)| {
        let (g, path) = &programs[*i];
        e2e::compile_and_run_file(
            &format!("seed-{}", g.seed),
            path,
            o.opt(),
            o.pipeline(),
            &path.parent().expect("program dir").join(o.tag()),
            o.options(),
        )
    });
    let mut by_program: Vec<BTreeMap<&'static str, &Result<RunResult, e2e::RunError>>> =
        (0..programs.len()).map(|_| BTreeMap::new()).collect();
    for ((i, o), r) in jobs.iter().zip(&results) {
        by_program[*i].insert(o.tag(), r);
    }

    let mut failures = Vec::new();
    let mut upstream_rejected = Vec::new();
    let mut upstream_miscompiled = Vec::new();
    let mut upstream_compared = 0;
    let mut stats = Stats::new();
    for ((g, path), res) in programs.iter().zip(&by_program) {
        for (k, v) in &g.stats {
            *stats.entry(k).or_default() += v;
        }
        let noted = (failures.len(), upstream_miscompiled.len());
        let header = |oracle: &str| {
            format!(
                "seed {} ({} functions, {}), oracle {oracle}, program {}",
                g.seed,
                g.functions,
                if g.flavour.cf {
                    "unstructured"
                } else {
                    "structured"
                },
                path.display()
            )
        };
        let dir = path.parent().expect("program dir");
        let reference = match res["reference"] {
            Ok(r) => &r.stdout,
            Err(e) => {
                failures.push(format!(
                    "GENERATOR BUG: {}: the program without deallocation fails ({:?}):\n{}",
                    header("reference"),
                    e.stage,
                    truncate(&e.message, 6000)
                ));
                continue;
            }
        };
        if reference.lines().count() < g.functions * CALLS_PER_FUNCTION {
            failures.push(format!(
                "GENERATOR BUG: {}: the reference printed too little:\n{reference}",
                header("reference")
            ));
        }
        for o in [Oracle::Ferrobuf, Oracle::FerrobufDynamic] {
            match res[o.tag()] {
                Ok(r) if &r.stdout != reference => failures.push(format!(
                    "PASS BUG (wrong output): {}: stdout differs from the reference ({}):\n{}",
                    header(o.tag()),
                    dir.join(o.tag()).display(),
                    first_difference(reference, &r.stdout)
                )),
                Ok(_) => {}
                Err(e) => {
                    // A memory error or crash is the pass's unless the
                    // program itself (without deallocation) has one.
                    let generator = matches!(e.stage, Stage::Run | Stage::Memcheck)
                        .then(|| memory_errors(&dir.join("reference").join("prog")))
                        .flatten();
                    failures.push(match generator {
                        Some(log) => format!(
                            "GENERATOR BUG: {}: the program without deallocation has memory errors:\n{}",
                            header("reference"),
                            truncate(&log, 6000)
                        ),
                        None => format!(
                            "PASS BUG: {} ({:?} failed):\n{}",
                            header(o.tag()),
                            e.stage,
                            truncate(&e.message, 6000)
                        ),
                    });
                }
            }
        }
        let structure = if g.flavour.cf {
            "unstructured"
        } else {
            "structured"
        };
        match res["upstream"] {
            Ok(r) if &r.stdout == reference => upstream_compared += 1,
            Ok(r) => {
                let exe = dir.join("upstream").join("prog");
                match memory_errors(&exe) {
                    // Upstream frees too early: its bug, not a verdict on
                    // the program or on ferrobuf.
                    Some(log) => upstream_miscompiled.push(format!(
                        "seed {} ({structure}): wrong output and memory errors ({}): {}",
                        g.seed,
                        exe.display(),
                        log.lines()
                            .find(|l| l.contains("Invalid") || l.contains("uninitialised"))
                            .unwrap_or_default()
                    )),
                    None => failures.push(format!(
                        "UNEXPLAINED DIFFERENCE: {}: upstream's stdout differs from the reference, \
                         valgrind-clean ({}):\n{}",
                        header("upstream"),
                        dir.join("upstream").display(),
                        first_difference(reference, &r.stdout)
                    )),
                }
            }
            Err(e) if e.stage == Stage::Pipeline => {
                let reason = e
                    .message
                    .lines()
                    .find(|l| l.contains("error:"))
                    .or_else(|| e.message.lines().next())
                    .unwrap_or_default()
                    .trim()
                    .to_owned();
                upstream_rejected.push(format!("seed {} ({structure}): {reason}", g.seed));
            }
            Err(e) => upstream_miscompiled.push(format!(
                "seed {} ({structure}): {:?} failed: {}",
                g.seed,
                e.stage,
                e.message.lines().next().unwrap_or_default()
            )),
        }
        if noted == (failures.len(), upstream_miscompiled.len()) {
            // Nothing to look at: keep only the program (about 10 MB of
            // intermediate files per program otherwise).
            for o in Oracle::ALL {
                let _ = std::fs::remove_dir_all(dir.join(o.tag()));
            }
        }
    }
    eprintln!(
        "dealloc_fuzz: {} programs (seeds {first}..{}), {} functions; upstream: same output on {upstream_compared}, rejected {}, miscompiled {}",
        programs.len(),
        first.wrapping_add(count).wrapping_sub(1),
        stats.get("function").copied().unwrap_or(0),
        upstream_rejected.len(),
        upstream_miscompiled.len()
    );
    eprintln!("constructs: {stats:?}");
    for r in &upstream_rejected {
        eprintln!("upstream rejected {r}");
    }
    for r in &upstream_miscompiled {
        eprintln!("upstream miscompiled {r}");
    }
    assert!(
        stats.get("function").copied().unwrap_or(0) >= functions * programs.len(),
        "functions missing"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Generates programs `first..first + count`, writes each to
/// `root/seed-S/program.mlir` and parses it with upstream `mlir-opt`;
/// panics (a generator bug) if one does not parse.
fn generate_and_parse(
    root: &std::path::Path,
    first: u64,
    count: u64,
    functions: usize,
) -> Vec<(Generated, PathBuf)> {
    let programs: Vec<(Generated, PathBuf)> = (0..count)
        .map(|i| {
            let g = generate(first.wrapping_add(i), functions);
            let dir = root.join(format!("seed-{}", g.seed));
            std::fs::create_dir_all(&dir).expect("scratch dir");
            let path = dir.join("program.mlir");
            std::fs::write(&path, &g.text).expect("writing the program");
            (g, path)
        })
        .collect();
    let parsed = e2e::for_each_bounded(&programs, |(g, path)| {
        let out = std::process::Command::new(support::tool("mlir-opt"))
            .arg(path)
            .arg("-o")
            .arg("/dev/null")
            .output()
            .expect("running mlir-opt");
        (!out.status.success()).then(|| {
            format!(
                "GENERATOR BUG (seed {}): upstream mlir-opt does not parse {}:\n{}",
                g.seed,
                path.display(),
                String::from_utf8_lossy(&out.stderr)
            )
        })
    });
    let bad: Vec<String> = parsed.into_iter().flatten().collect();
    assert!(bad.is_empty(), "{}", bad.join("\n\n"));
    programs
}

/// The generator on many more seeds than are run (parsing only, a few
/// seconds): every program is valid IR and uses every construct, and
/// the same seed gives the same program.
#[test]
fn generator_writes_valid_programs() {
    let root = support::scratch_root().join("fuzz-generator");
    let programs = generate_and_parse(&root, GENERATOR_CHECK_SEED, 64, DEFAULT_FUNCTIONS);
    let mut stats = Stats::new();
    for (g, _) in &programs {
        for (k, v) in &g.stats {
            *stats.entry(k).or_default() += v;
        }
    }
    let missing: Vec<&str> = CONSTRUCTS
        .iter()
        .copied()
        .filter(|c| stats.get(c).copied().unwrap_or(0) == 0)
        .collect();
    assert!(missing.is_empty(), "never generated: {missing:?}");
    let again = generate(programs[0].0.seed, DEFAULT_FUNCTIONS);
    assert_eq!(
        again.text, programs[0].0.text,
        "generation is not deterministic"
    );
}

/// The valgrind log if `exe` has invalid accesses or uses uninitialised
/// memory (leaks are not checked).
fn memory_errors(exe: &std::path::Path) -> Option<String> {
    let log = exe.with_file_name("memory-errors.log");
    let out = std::process::Command::new("valgrind")
        .args(["--leak-check=no", "--error-exitcode=99"])
        .arg(format!("--log-file={}", log.display()))
        .arg(exe)
        .output()
        .expect("running valgrind");
    let text = std::fs::read_to_string(&log).unwrap_or_default();
    (!out.status.success() || !text.contains("ERROR SUMMARY: 0 errors")).then_some(text)
}

/// The first differing line of two outputs, with its number.
fn first_difference(expected: &str, got: &str) -> String {
    let (e, g): (Vec<&str>, Vec<&str>) = (expected.lines().collect(), got.lines().collect());
    for i in 0..e.len().max(g.len()) {
        let (a, b) = (e.get(i), g.get(i));
        if a != b {
            return format!(
                "line {}: expected {:?}, got {:?} ({} vs {} lines)",
                i + 1,
                a,
                b,
                e.len(),
                g.len()
            );
        }
    }
    "(same lines, different bytes)".to_owned()
}

fn truncate(s: &str, max: usize) -> &str {
    match s.char_indices().nth(max) {
        Some((i, _)) => &s[..i],
        None => s,
    }
}
