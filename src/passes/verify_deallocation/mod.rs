//! `ferrobuf-verify-deallocation`: an independent checker that every
//! allocation of a function is freed exactly once on every path and never
//! used after its free.
//!
//! # Contract
//! Runs on a function (`func.func(ferrobuf-verify-deallocation)`), or on
//! any op holding functions (every function nested in it, each on its
//! own). It never changes the IR and reads nothing outside the function it
//! checks (call results are judged by the deallocation ABI, not by the
//! callee's body). Like a register allocator's checker, it shares no code
//! with the passes it checks (only `src/ir` and the op numbering here): it
//! *executes* the final memref IR abstractly, path by path.
//!
//! Input: the output of a deallocation pipeline (`memref.dealloc`, possibly
//! under `scf.if`, runtime alias checks through
//! `memref.extract_aligned_pointer_as_index`, `bufferization.clone`,
//! `@dealloc_helper` calls), or IR still holding `bufferization.dealloc`
//! (executed with its documented semantics).
//!
//! # The abstract state
//! One *state* is one path prefix through the function:
//! - a list of *buffers*, each with a kind and a status:
//!   ```text
//!   kind:   Owned(site)   memref.alloc / realloc / clone, a call's memref
//!                         result (the caller owns function results), any
//!                         op with a managed Allocate effect on its result
//!           Arg | Global(symbol) | Stack (alloca) | Opaque (unknown op)
//!                         never owned: freeing one is an error
//!   status: Live --free--> Freed --free--> error: double free
//!             |  \--return--> Returned (ownership goes to the caller)
//!             \--free under a condition loaded from memory--> Undecided
//!   ```
//! - an environment from SSA values to abstract values: a memref value is
//!   the buffer it is (a view is its base buffer), an `i1` value a decided
//!   boolean, an `index` from `extract_aligned_pointer_as_index` the
//!   address of a buffer.
//!
//! There is no join: states are sets (a disjunction), so every condition
//! is followed symbolically. An `i1` is evaluated when a branch, `scf.if`,
//! `arith.select`, `scf.condition` or `bufferization.dealloc` needs it:
//! constants, `arith.andi/ori/xori`, `arith.select`, region results and
//! block arguments (assigned when control flows), and `arith.cmpi eq/ne`
//! of two addresses (same buffer: equal; two distinct buffers of which
//! one is owned and neither freed: different). Any other `i1` (a function
//! argument, a comparison of data, a call result) is an *atom*: the state
//! splits in two, the value recorded in each, so a later use of the same
//! value agrees.
//!
//! # Loops and termination
//! Every region (a function body, an `scf` region, a `cf` block) is
//! entered with its previous definitions removed from the environment
//! (values defined in the block or region are about to be redefined), and
//! the state is then *canonical*: buffers renumbered in order of first
//! reference, unreferenced buffers dropped. A `(block, canonical state)`
//! pair is executed once, so loops (`scf.for`, `scf.while`, `cf` back
//! edges, and regions of ops that are not region-branch ops, such as
//! `linalg.generic`, run any number of times) reach a fixpoint: there are
//! finitely many canonical states per block (each value names at most one
//! buffer). Every path of every iteration count is covered, so "no error"
//! is sound (up to the assumptions below).
//!
//! # What is reported (located errors)
//! - a leak: an owned, live buffer no value refers to any more (its last
//!   reference left scope), or live when the function returns without
//!   returning it; at the allocation;
//! - a double free, at the second free;
//! - a use after free: any op other than a free, a branch forwarding it or
//!   `extract_aligned_pointer_as_index` taking a memref operand whose
//!   buffer may be freed; at the op;
//! - a free of a buffer the function does not own (an argument, a global,
//!   an alloca, a result of an op of unknown aliasing);
//! - a return of a freed buffer, of a buffer not owned, or of one buffer
//!   twice (the caller owns each result and frees it).
//!
//! # The general lowering
//! Scalars (addresses, `i1`s) stored at constant indices of a fresh
//! `memref.alloc` (directly or through `memref.cast`) are followed, and a
//! `call @dealloc_helper(A, B, C, D, E)` (five memrefs, no result) gets
//! the helper's documented results from the stored lists: D[i] (free
//! memref i) = C[i], A[i] no retained address B[j], and no earlier A[k]
//! equal to A[i]; E[j] (ownership of retained j) = some A[i] with C[i]
//! equals B[j]. The callee's body is not read (it may be in a sibling
//! function): upstream's helper skips A[i] when any earlier A[k] is
//! equal, ferrobuf's only when one with C[k] is; where the two differ,
//! D[i] stays unknown. Any other op taking such a buffer forgets its
//! cells.
//!
//! # What it cannot decide (a remark at the function, never an error)
//! - frees under a condition loaded from memory that the above does not
//!   compute (`scf.if` holding only frees; e.g. the inline form of the
//!   helper's loops, emitted when the lowering runs on one function): the
//!   buffers freed there become `Undecided` and are not checked further;
//! - a comparison of addresses where one buffer may be freed (its address
//!   may have been reused): the path is not followed further;
//! - any other branch, `scf.if` or select on such a flag from memory: its
//!   value may depend on the state (an ownership the helper returned), so
//!   the path is not followed further;
//! - more than [`STEP_BUDGET`] op executions in one function (too many
//!   paths): the rest is not explored.
//!
//! # Assumptions
//! The default function-boundary ABI (arguments are not owned and stay
//! live during the call; results are owned by the caller and alias no
//! argument), as the deallocation passes implement it; memrefs stored
//! into memory are not followed; `private-function-dynamic-ownership`'s
//! `i1` ownership results are not understood (its call results count as
//! owned).
//!
//! # Phases (one file each)
//! `state.rs` (the lattice, canonical states), `regions.rs` (blocks,
//! branches, region-branch ops, fixpoints), `ops.rs` (one op: allocations,
//! views, frees, uses, returns, `bufferization.dealloc`), `conds.rs`
//! (`i1` evaluation, address comparisons), `memory.rs` (stored lists and
//! `@dealloc_helper`).
//!
//! ```mlir
//! %a = memref.alloc() : memref<4xf32>
//! scf.if %c { memref.dealloc %a : memref<4xf32> }
//! return            // error: buffer allocated here may leak (when !%c)
//! ```

use std::collections::BTreeMap;

mod conds;
mod memory;
mod ops;
mod regions;
mod state;

use conds::{is_i1, same_address};
use state::{Abs, Cond, Kind, State, Status, Transfer, dedup};

use crate::analysis::fxhash::{FxHashMap, FxHashSet};
use crate::ir::{Block, Op, Value};
use crate::op_names;
use crate::pass::{Changed, OptionDef, OptionKind, Options, PassDef, PassError, PassResult};

/// The pass declaration.
pub static PASS: PassDef = PassDef {
    argument: "ferrobuf-verify-deallocation",
    summary: "Check (without changing the IR) that every allocation is freed exactly once on every path and never used after its free; a located error for each possible leak, double free or use after free",
    anchor: None,
    dependent_dialects: &[],
    options: &[
        OptionDef {
            name: "report-frees",
            help: "Also a remark at each free that no explored path executes ('free never executed') or whose execution is not decided ('free not decided'); for tests classifying mutants",
            kind: OptionKind::Bool(false),
        },
        OptionDef {
            name: "results-may-alias",
            help: "Upstream's function-boundary ABI: memref results of one call may be one buffer (each case is followed), and a function may return one buffer twice. Default: ferrobuf's ABI, where results never alias each other",
            kind: OptionKind::Bool(false),
        },
    ],
    run,
};

/// Op executions (summed over states) one function may take; past it the
/// rest of the function is not explored and a remark says so.
pub const STEP_BUDGET: usize = 400_000;

op_names!(Names {
    dealloc = "memref.dealloc",
    buf_dealloc = "bufferization.dealloc",
    ptr = "memref.extract_aligned_pointer_as_index",
    get_global = "memref.get_global",
    load = "memref.load",
    constant = "arith.constant",
    andi = "arith.andi",
    ori = "arith.ori",
    xori = "arith.xori",
    select = "arith.select",
    cmpi = "arith.cmpi",
    scf_if = "scf.if",
    condition = "scf.condition",
    cond_br = "cf.cond_br",
    store = "memref.store",
    alloc = "memref.alloc",
    cast = "memref.cast",
    dim = "memref.dim",
    extui = "arith.extui",
    switch = "cf.switch",
    extsi = "arith.extsi",
    yield_ = "scf.yield",
});

fn run(root: Op, options: &Options) -> PassResult {
    let report_frees = options.bool("report-frees");
    let funcs = root.functions_within();
    let mut errors: Vec<(Op, String)> = Vec::new();
    for f in funcs {
        if f.is_external_function() {
            continue;
        }
        let report = verify_function(f, options.bool("results-may-alias"));
        for note in &report.undecided {
            f.emit_remark(&format!(
                "ferrobuf-verify-deallocation cannot decide: {note}"
            ));
        }
        if report_frees {
            for (op, msg) in &report.frees {
                op.emit_remark(msg);
            }
        }
        errors.extend(report.errors);
    }
    // All errors are emitted; the last one fails the pass.
    match errors.pop() {
        None => Ok(Changed::No),
        Some((op, msg)) => {
            for (o, m) in errors {
                o.emit_error(&m);
            }
            Err(PassError::new(op, msg))
        }
    }
}

/// What one function's check found.
#[derive(Default, Debug)]
pub struct Report {
    /// Located errors, in program order of their ops.
    pub errors: Vec<(Op, String)>,
    /// What could not be decided (one line each).
    pub undecided: Vec<String>,
    /// Frees (`memref.dealloc`) that no explored path executes, or whose
    /// execution is not decided, with a note saying which.
    pub frees: Vec<(Op, String)>,
}

/// Checks one function (see the module doc).
pub fn verify_function(func: Op, results_may_alias: bool) -> Report {
    let Some(body) = func.function_body() else {
        return Report::default();
    };
    let mut cx = Checker::new(func);
    cx.results_may_alias = results_may_alias;
    let Some(entry) = body.first_block() else {
        return Report::default();
    };
    let mut s = State::default();
    for a in entry.arguments() {
        if a.ty().is_any_memref() {
            let b = s.new_buf(Kind::Arg, Status::Live);
            s.env.insert(cx.vnum(a), Abs::Buf(b));
        }
    }
    let mut exits = Vec::new();
    cx.run_cfg(body, vec![s], &mut exits);
    for (ret, mut s) in exits {
        cx.function_exit(ret, &mut s);
    }
    let mut report = Report::default();
    for ((n, _), msg) in std::mem::take(&mut cx.diags) {
        report.errors.push((cx.ops[n as usize], msg));
    }
    if !cx.undecided_frees.is_empty() {
        report.undecided.push(format!(
            "{} free(s) under conditions computed at run time (by @dealloc_helper or its inline form) are not checked; their buffers are not followed further",
            cx.undecided_frees.len()
        ));
    }
    if cx.dangling_compares > 0 {
        report.undecided.push(format!(
            "{} comparison(s) of the address of a buffer that may be freed (the address may be reused): those paths are not followed further",
            cx.dangling_compares
        ));
    }
    if cx.memory_branches > 0 {
        report.undecided.push(format!(
            "{} branch(es) or select(s) on a flag loaded from memory that is not computed: those paths are not followed further",
            cx.memory_branches
        ));
    }
    let partial = cx.steps == 0 || cx.dangling_compares > 0 || cx.memory_branches > 0;
    for &op in &cx.ops {
        if !op.is(cx.names.dealloc) || cx.executed.contains(&op) {
            continue;
        }
        let note = if partial || cx.undecided_frees.contains(&op) {
            "free not decided"
        } else {
            "free never executed"
        };
        report.frees.push((op, note.to_owned()));
    }
    if cx.steps == 0 {
        report.undecided.push(format!(
            "more than {STEP_BUDGET} op executions (too many paths); the rest of the function is not checked"
        ));
    }
    report
}

/// Error kinds (one diagnostic per op and kind).
const LEAK: u8 = 0;
const DOUBLE_FREE: u8 = 1;
const USE_AFTER_FREE: u8 = 2;
const NOT_OWNED: u8 = 3;
const RETURN: u8 = 4;

struct Checker {
    names: Names,
    /// Value numbers: pre-order, an op's results, then its regions' block
    /// arguments, then its nested ops, so that what an op, block or region
    /// defines is a contiguous range.
    values: FxHashMap<Value, u32>,
    ops: Vec<Op>,
    op_num: FxHashMap<Op, u32>,
    /// Values defined by the ops of a block (not its arguments), and
    /// everything nested in an op's regions.
    block_range: FxHashMap<Block, (u32, u32)>,
    nested_range: FxHashMap<Op, (u32, u32)>,
    diags: BTreeMap<(u32, u8), String>,
    steps: usize,
    dangling_compares: usize,
    /// Frees executed (decided) on some explored path, and frees under
    /// conditions from memory.
    executed: FxHashSet<Op>,
    undecided_frees: FxHashSet<Op>,
    /// Branches, `scf.if`s and selects on flags loaded from memory that
    /// the helper model does not compute (paths not followed).
    memory_branches: usize,
    /// See the `results-may-alias` option.
    results_may_alias: bool,
}

impl Checker {
    fn new(func: Op) -> Checker {
        let mut cx = Checker {
            names: Names::new(func.context()),
            values: FxHashMap::default(),
            ops: Vec::new(),
            op_num: FxHashMap::default(),
            block_range: FxHashMap::default(),
            nested_range: FxHashMap::default(),
            diags: BTreeMap::new(),
            steps: STEP_BUDGET,
            dangling_compares: 0,
            executed: FxHashSet::default(),
            undecided_frees: FxHashSet::default(),
            results_may_alias: false,
            memory_branches: 0,
        };
        cx.number(func);
        cx
    }

    fn number(&mut self, op: Op) {
        self.op_num.insert(op, self.ops.len() as u32);
        self.ops.push(op);
        for r in op.results() {
            let n = self.values.len() as u32;
            self.values.insert(r, n);
        }
        let start = self.values.len() as u32;
        for region in op.regions() {
            for b in region.blocks() {
                for a in b.arguments() {
                    let n = self.values.len() as u32;
                    self.values.insert(a, n);
                }
            }
        }
        for region in op.regions() {
            for b in region.blocks() {
                let lo = self.values.len() as u32;
                for inner in b.ops() {
                    self.number(inner);
                }
                self.block_range.insert(b, (lo, self.values.len() as u32));
            }
        }
        self.nested_range
            .insert(op, (start, self.values.len() as u32));
    }

    fn vnum(&self, v: Value) -> u32 {
        self.values[&v]
    }

    fn report(&mut self, op: Op, kind: u8, msg: impl Into<String>) {
        let n = self.op_num[&op];
        self.diags.entry((n, kind)).or_insert_with(|| msg.into());
    }

    fn leak(&mut self, site: u32) {
        let op = self.ops[site as usize];
        self.report(
            op,
            LEAK,
            "buffer allocated here may leak: not freed on some path",
        );
    }

    fn step(&mut self) -> bool {
        if self.steps == 0 {
            return false;
        }
        self.steps -= 1;
        true
    }
}
