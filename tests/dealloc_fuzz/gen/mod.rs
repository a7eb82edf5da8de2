//! The program generator: memref types, signatures, the per-function
//! generator `FnGen` (its bookkeeping, values and conditions here; memref
//! ops, statements, `scf` regions and `cf` constructs in submodules) and
//! whole programs with their `@main`.

mod cf;
mod memrefs;
mod program;
mod regions;
mod stmts;

use std::collections::{BTreeMap, HashSet};

use crate::support::rng::Rng;

pub use program::{Generated, generate};

/// Generated functions per program (besides `@main`).
pub const DEFAULT_FUNCTIONS: usize = 32;
/// Calls of every function from `@main`, with different arguments.
pub const CALLS_PER_FUNCTION: usize = 3;
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
pub struct Flavour {
    /// `cf.cond_br` diamonds, split exits (function bodies and
    /// `scf.execute_region`), unstructured loops and `cf.switch`.
    pub cf: bool,
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
pub type Stats = BTreeMap<&'static str, usize>;

/// What every batch of generated programs must contain.
pub const CONSTRUCTS: [&str; 29] = [
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
}
