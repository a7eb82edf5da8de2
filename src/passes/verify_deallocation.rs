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
//! # What it cannot decide (a remark at the function, never an error)
//! - frees under a condition loaded from memory (`scf.if` holding only
//!   frees, on a flag computed by `@dealloc_helper` or its inline form):
//!   the buffers freed there become `Undecided` and are not checked
//!   further;
//! - a comparison of addresses where one buffer may be freed (its address
//!   may have been reused): the path is not followed further;
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
//! ```mlir
//! %a = memref.alloc() : memref<4xf32>
//! scf.if %c { memref.dealloc %a : memref<4xf32> }
//! return            // error: buffer allocated here may leak (when !%c)
//! ```

use std::collections::{BTreeMap, BTreeSet};

use crate::analysis::fxhash::{FxHashMap, FxHashSet};
use crate::ir::{Block, EffectKind, Effects, Op, Region, Value};
use crate::op_names;
use crate::pass::{Changed, OptionDef, OptionKind, Options, PassDef, PassError, PassResult};

/// The pass declaration.
pub static PASS: PassDef = PassDef {
    argument: "ferrobuf-verify-deallocation",
    summary: "Check (without changing the IR) that every allocation is freed exactly once on every path and never used after its free; a located error for each possible leak, double free or use after free",
    anchor: None,
    dependent_dialects: &[],
    options: &[OptionDef {
        name: "report-frees",
        help: "Also a remark at each free that no explored path executes ('free never executed') or whose execution is not decided ('free not decided'); for tests classifying mutants",
        kind: OptionKind::Bool(false),
    }],
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
    yield_ = "scf.yield",
});

fn run(root: Op, options: &Options) -> PassResult {
    let report_frees = options.bool("report-frees");
    let mut funcs = Vec::new();
    if root.is_function() {
        funcs.push(root);
    } else {
        root.walk(crate::ir::Order::Pre, |op| {
            if op != root && op.is_function() {
                funcs.push(op);
                return crate::ir::Walk::Skip;
            }
            crate::ir::Walk::Advance
        });
    }
    let mut errors: Vec<(Op, String)> = Vec::new();
    for f in funcs {
        if f.is_external_function() {
            continue;
        }
        let report = verify_function(f);
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
pub fn verify_function(func: Op) -> Report {
    let Some(body) = func.function_body() else {
        return Report::default();
    };
    let mut cx = Checker::new(func);
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
    let partial = cx.steps == 0 || cx.dangling_compares > 0;
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

// ---------------------------------------------------------------------------
// The abstract state
// ---------------------------------------------------------------------------

/// Who a buffer belongs to (see the module doc).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
enum Kind {
    /// Allocated in the function (site: op number).
    Owned(u32),
    Arg,
    Global(String),
    Stack,
    Opaque,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Status {
    Live,
    Freed,
    Returned,
    Undecided,
    /// Reported as leaked; kept only for address comparisons.
    Lost,
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
struct Buf {
    kind: Kind,
    status: Status,
    /// Lifetime on the state's clock: `[born, died)`; `died` is
    /// `u32::MAX` while the buffer may be live. Two buffers whose
    /// lifetimes overlap have different addresses.
    born: u32,
    died: u32,
}

/// An abstract value.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Abs {
    /// A memref: the buffer (index in [`State::bufs`]).
    Buf(u32),
    /// A decided `i1`.
    Bool(bool),
    /// The address of a buffer.
    Ptr(u32),
}

/// One path prefix: buffers and the environment (keyed by value number).
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
struct State {
    bufs: Vec<Buf>,
    env: BTreeMap<u32, Abs>,
    /// Ticks at every allocation and free (renumbered by
    /// [`Checker::canonical`], so that loops reach a fixpoint).
    clock: u32,
    /// Decided comparisons of data, `(lhs, rhs, predicate)` normalised
    /// (see [`cmp_key`]): `a < b` and `a >= b` of the same values agree.
    facts: BTreeMap<(u32, u32, i64), bool>,
    /// Scalars (addresses, `i1`s) stored at constant indices of buffers
    /// allocated here: the lists a general deallocation lowering passes to
    /// `@dealloc_helper` and the flags it returns.
    mem: BTreeMap<(u32, i64), Abs>,
}

impl State {
    fn new_buf(&mut self, kind: Kind, status: Status) -> u32 {
        // Buffers from outside the function exist before it runs.
        let born = match kind {
            Kind::Owned(_) | Kind::Stack | Kind::Opaque => {
                self.clock += 1;
                self.clock
            }
            Kind::Arg | Kind::Global(_) => 0,
        };
        self.bufs.push(Buf {
            kind,
            status,
            born,
            died: u32::MAX,
        });
        (self.bufs.len() - 1) as u32
    }

    /// Removes the values numbered in `range`.
    /// Records that buffer `b` may be freed from now on.
    fn kill(&mut self, b: u32, status: Status) {
        self.clock += 1;
        let buf = &mut self.bufs[b as usize];
        buf.status = status;
        buf.died = buf.died.min(self.clock);
    }

    fn forget(&mut self, (lo, hi): (u32, u32)) {
        if lo >= hi {
            return;
        }
        let mut tail = self.env.split_off(&lo);
        let rest = tail.split_off(&hi);
        self.env.extend(rest);
        let inside = |v: u32| lo <= v && v < hi;
        self.facts.retain(|&(a, b, _), _| !inside(a) && !inside(b));
    }
}

/// A condition's value on one path.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Cond {
    Known(bool),
    /// Computed from a value loaded from memory (a deallocation helper's
    /// result).
    FromMemory,
    /// Compares the address of a possibly freed buffer.
    Dangling,
}

// ---------------------------------------------------------------------------
// The checker
// ---------------------------------------------------------------------------

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

    /// Leak check and renumbering (see "Loops and termination").
    fn canonical(&mut self, s: State) -> State {
        let mut map: Vec<Option<u32>> = vec![None; s.bufs.len()];
        let mut by_buf = vec![false; s.bufs.len()];
        let mut order: Vec<u32> = Vec::new();
        for a in s.env.values() {
            if let Abs::Buf(b) | Abs::Ptr(b) = *a {
                if let Abs::Buf(_) = a {
                    by_buf[b as usize] = true;
                }
                if map[b as usize].is_none() {
                    map[b as usize] = Some(order.len() as u32);
                    order.push(b);
                }
            }
        }
        let mut bufs = Vec::with_capacity(order.len());
        for &b in &order {
            let mut buf = s.bufs[b as usize].clone();
            if !by_buf[b as usize] && buf.status == Status::Live {
                if let Kind::Owned(site) = buf.kind {
                    self.leak(site);
                    buf.status = Status::Lost;
                }
            }
            bufs.push(buf);
        }
        for (b, buf) in s.bufs.iter().enumerate() {
            if map[b].is_none()
                && buf.status == Status::Live
                && let Kind::Owned(site) = buf.kind
            {
                self.leak(site);
            }
        }
        // The clock keeps only the order of the times still referred to.
        let mut times: Vec<u32> = bufs
            .iter()
            .flat_map(|b: &Buf| [b.born, b.died])
            .filter(|&t| t != u32::MAX && t != 0)
            .collect();
        times.sort_unstable();
        times.dedup();
        let rank = |t: u32| -> u32 {
            if t == u32::MAX || t == 0 {
                t
            } else {
                times.binary_search(&t).expect("listed") as u32 + 1
            }
        };
        for b in &mut bufs {
            b.born = rank(b.born);
            b.died = rank(b.died);
        }
        let clock = times.len() as u32;
        let env = s
            .env
            .into_iter()
            .map(|(k, a)| {
                (
                    k,
                    match a {
                        Abs::Buf(b) => Abs::Buf(map[b as usize].expect("mapped")),
                        Abs::Ptr(b) => Abs::Ptr(map[b as usize].expect("mapped")),
                        x => x,
                    },
                )
            })
            .collect();
        let remap = |a: Abs| -> Option<Abs> {
            Some(match a {
                Abs::Buf(b) => Abs::Buf(map[b as usize]?),
                Abs::Ptr(b) => Abs::Ptr(map[b as usize]?),
                x => x,
            })
        };
        let mem = s
            .mem
            .into_iter()
            .filter_map(|((b, i), a)| Some(((map[b as usize]?, i), remap(a)?)))
            .collect();
        State {
            bufs,
            env,
            clock,
            facts: s.facts,
            mem,
        }
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

    // --- regions ---------------------------------------------------------

    /// Runs the blocks of `region` from its entry block (whose arguments
    /// `entries` have assigned), collecting each exit: the terminator that
    /// leaves the region and the state there.
    fn run_cfg(&mut self, region: Region, entries: Vec<State>, exits: &mut Vec<(Op, State)>) {
        let Some(entry) = region.first_block() else {
            return;
        };
        let mut work: Vec<(Block, State)> = entries.into_iter().map(|s| (entry, s)).collect();
        let mut seen: FxHashSet<(Block, State)> = FxHashSet::default();
        while let Some((b, mut s)) = work.pop() {
            if let Some(&r) = self.block_range.get(&b) {
                s.forget(r);
            }
            let s = self.canonical(s);
            if !seen.insert((b, s.clone())) {
                continue;
            }
            let mut states = vec![s];
            let term = b.terminator();
            for op in b.ops() {
                if Some(op) == term {
                    break;
                }
                let mut next = Vec::new();
                for s in states {
                    next.extend(self.exec(op, s));
                }
                dedup(&mut next);
                states = next;
                if states.is_empty() {
                    break;
                }
            }
            let Some(term) = term else { continue };
            for s in states {
                if !self.step() {
                    continue;
                }
                self.uses(term, &s);
                if term.num_successors() == 0 {
                    exits.push((term, s));
                    continue;
                }
                let chosen: Vec<(usize, State)> = if term.is(self.names.cond_br) {
                    let mut chosen = Vec::new();
                    for (s, c) in self.eval(term.operand(0), s) {
                        match c {
                            Cond::Known(t) => chosen.push((if t { 0 } else { 1 }, s)),
                            Cond::FromMemory => {
                                chosen.push((0, s.clone()));
                                chosen.push((1, s));
                            }
                            Cond::Dangling => self.dangling_compares += 1,
                        }
                    }
                    chosen
                } else {
                    (0..term.num_successors()).map(|i| (i, s.clone())).collect()
                };
                for (i, s) in chosen {
                    let succ = term.successor(i);
                    let (produced, fwd) = term.successor_operands(i).unwrap_or((0, Vec::new()));
                    let inputs: Vec<Value> = succ.arguments().skip(produced).collect();
                    for s in self.forward(s, &fwd, &inputs) {
                        work.push((succ, s));
                    }
                }
            }
        }
    }

    /// Assigns `inputs[i] := fwd[i]` (memrefs, `i1`s, addresses); `i1`s
    /// are evaluated first (the state may split).
    fn forward(&mut self, s: State, fwd: &[Value], inputs: &[Value]) -> Vec<State> {
        let mut states = vec![(s, Vec::<Option<Abs>>::new())];
        for &v in fwd {
            let mut next = Vec::new();
            for (s, mut vals) in states {
                if is_i1(v) {
                    for (s2, c) in self.eval(v, s) {
                        let mut vals = vals.clone();
                        match c {
                            Cond::Known(b) => vals.push(Some(Abs::Bool(b))),
                            _ => vals.push(None),
                        }
                        next.push((s2, vals));
                    }
                } else {
                    let mut s = s;
                    let a = self.lookup(v, &mut s);
                    vals.push(a);
                    next.push((s, vals));
                }
            }
            states = next;
        }
        states
            .into_iter()
            .map(|(mut s, vals)| {
                for (&i, a) in inputs.iter().zip(vals) {
                    let n = self.vnum(i);
                    // Facts about the input's previous value no longer hold.
                    s.facts.retain(|&(x, y, _), _| x != n && y != n);
                    match a {
                        Some(a) => s.env.insert(n, a),
                        None => s.env.remove(&n),
                    };
                }
                s
            })
            .collect()
    }

    /// The abstract value of a memref or address `v` (a memref not seen
    /// yet becomes an opaque buffer).
    fn lookup(&mut self, v: Value, s: &mut State) -> Option<Abs> {
        let n = self.vnum(v);
        if let Some(&a) = s.env.get(&n) {
            return Some(a);
        }
        if v.ty().is_any_memref() {
            let b = s.new_buf(Kind::Opaque, Status::Live);
            s.env.insert(n, Abs::Buf(b));
            return Some(Abs::Buf(b));
        }
        None
    }

    fn buf_of(&mut self, v: Value, s: &mut State) -> Option<u32> {
        match self.lookup(v, s) {
            Some(Abs::Buf(b)) => Some(b),
            _ => None,
        }
    }

    /// Executes a region-branch op (`scf.if/for/while/index_switch/
    /// execute_region`, ...) from one state.
    fn exec_region_branch(&mut self, op: Op, s: State) -> Vec<State> {
        let mut out = Vec::new();
        let entry = op.entry_successors();
        let mut starts: Vec<(Option<usize>, State)> = Vec::new();
        if op.is(self.names.scf_if) {
            if let Some(states) = self.helper_frees_if(op, &s) {
                return states;
            }
            for (s, c) in self.eval(op.operand(0), s) {
                let t = match c {
                    Cond::Known(t) => t,
                    Cond::FromMemory => {
                        // A condition from memory guarding more than
                        // frees: both ways.
                        for r in &entry {
                            starts.push((r.region, s.clone()));
                        }
                        continue;
                    }
                    Cond::Dangling => {
                        self.dangling_compares += 1;
                        continue;
                    }
                };
                for r in &entry {
                    if (r.region == Some(0)) == t {
                        starts.push((r.region, s.clone()));
                    }
                }
            }
        } else {
            for r in &entry {
                starts.push((r.region, s.clone()));
            }
        }
        let mut work: Vec<(Option<usize>, State, Vec<Value>, Vec<Value>)> = Vec::new();
        for (r, s) in starts {
            let succ = entry.iter().find(|e| e.region == r).expect("listed");
            work.push((r, s, succ.forwarded.clone(), succ.inputs.clone()));
        }
        let nested = self.nested_range[&op];
        let mut seen: FxHashSet<(usize, State)> = FxHashSet::default();
        while let Some((r, s, fwd, inputs)) = work.pop() {
            for mut s in self.forward(s, &fwd, &inputs) {
                match r {
                    None => {
                        // Back to the parent: results assigned, nested
                        // values out of scope.
                        let saved: Vec<(u32, Abs)> = inputs
                            .iter()
                            .filter_map(|&i| {
                                let n = self.vnum(i);
                                s.env.get(&n).map(|&a| (n, a))
                            })
                            .collect();
                        s.forget(nested);
                        s.env.extend(saved);
                        out.push(s);
                    }
                    Some(ri) => {
                        // Entering a region: its old definitions go,
                        // the entry arguments just assigned stay.
                        let region = op.region(ri);
                        let args: Vec<(u32, Abs)> = region
                            .first_block()
                            .into_iter()
                            .flat_map(|b| b.arguments().collect::<Vec<_>>())
                            .filter_map(|a| {
                                let n = self.vnum(a);
                                s.env.get(&n).map(|&x| (n, x))
                            })
                            .collect();
                        s.forget(nested);
                        s.env.extend(args);
                        let s = self.canonical(s);
                        if !seen.insert((ri, s.clone())) {
                            continue;
                        }
                        let mut exits = Vec::new();
                        self.run_cfg(region, vec![s], &mut exits);
                        for (t, s) in exits {
                            self.region_exit(op, t, s, &mut work);
                        }
                    }
                }
            }
        }
        dedup(&mut out);
        out.into_iter().map(|s| self.canonical(s)).collect()
    }

    /// Where control goes from the terminator `t` of a region of `op`.
    #[allow(clippy::type_complexity)]
    fn region_exit(
        &mut self,
        op: Op,
        t: Op,
        s: State,
        work: &mut Vec<(Option<usize>, State, Vec<Value>, Vec<Value>)>,
    ) {
        if !t.is_region_branch_terminator() {
            // A terminator the interfaces do not describe: back to the
            // parent without results.
            let _ = op;
            work.push((None, s, Vec::new(), Vec::new()));
            return;
        }
        let succs = t.terminator_successors();
        if t.is(self.names.condition) {
            for (s, c) in self.eval(t.operand(0), s) {
                let Cond::Known(go) = c else { continue };
                for r in &succs {
                    if r.region.is_some() == go {
                        work.push((r.region, s.clone(), r.forwarded.clone(), r.inputs.clone()));
                    }
                }
            }
        } else {
            for r in &succs {
                work.push((r.region, s.clone(), r.forwarded.clone(), r.inputs.clone()));
            }
        }
    }

    /// An `scf.if` on a condition loaded from memory whose `then` region
    /// holds only frees and no `else`: the helper's pattern. Its buffers
    /// become `Undecided`.
    fn helper_frees_if(&mut self, op: Op, s: &State) -> Option<Vec<State>> {
        if op.num_results() != 0 || op.region(1).first_block().is_some() {
            return None;
        }
        let then = op.region(0).first_block()?;
        let frees: Vec<Op> = then.ops().filter(|o| o.is(self.names.dealloc)).collect();
        let only_frees = then
            .ops()
            .all(|o| o.is(self.names.dealloc) || o.is(self.names.yield_));
        if frees.is_empty() || !only_frees {
            return None;
        }
        let evaluated = self.eval(op.operand(0), s.clone());
        if !evaluated.iter().any(|(_, c)| *c == Cond::FromMemory) {
            return None;
        }
        let mut out = Vec::new();
        for (mut s, c) in evaluated {
            match c {
                Cond::FromMemory => {
                    for &d in &frees {
                        self.undecided_frees.insert(d);
                        // A buffer not owned is never freed by a correct
                        // helper; whether this one is, is not decided.
                        if let Some(b) = self.buf_of(d.operand(0), &mut s)
                            && let Kind::Owned(_) = s.bufs[b as usize].kind
                        {
                            s.kill(b, Status::Undecided);
                        }
                    }
                    out.push(s);
                }
                Cond::Known(true) => {
                    for &d in &frees {
                        self.free(d, d.operand(0), &mut s);
                    }
                    out.push(s);
                }
                Cond::Known(false) => out.push(s),
                Cond::Dangling => self.dangling_compares += 1,
            }
        }
        Some(out)
    }

    /// Regions of an op that is not a region-branch op (`linalg.generic`'s
    /// body): each runs any number of times, in any order.
    fn exec_opaque_regions(&mut self, op: Op, s: State) -> Vec<State> {
        let nested = self.nested_range[&op];
        let mut seen: FxHashSet<State> = FxHashSet::default();
        let mut work = vec![s];
        let mut out = Vec::new();
        while let Some(mut s) = work.pop() {
            s.forget(nested);
            let s = self.canonical(s);
            if !seen.insert(s.clone()) {
                continue;
            }
            // Zero more runs: done; or one more run of any region.
            out.push(s.clone());
            for region in op.regions() {
                let mut exits = Vec::new();
                self.run_cfg(region, vec![s.clone()], &mut exits);
                for (_, s) in exits {
                    work.push(s);
                }
            }
        }
        out
    }

    // --- ops -------------------------------------------------------------

    /// Executes one op (not a terminator) from one state.
    fn exec(&mut self, op: Op, mut s: State) -> Vec<State> {
        if !self.step() {
            return Vec::new();
        }
        let n = self.names;
        let ifaces = op.interfaces();
        if ifaces.region_branch() {
            self.uses(op, &s);
            return self.exec_region_branch(op, s);
        }
        if op.num_regions() > 0 {
            self.uses(op, &s);
            return self
                .exec_opaque_regions(op, s)
                .into_iter()
                .map(|s| self.define_results(op, s))
                .collect();
        }
        if op.is(n.dealloc) {
            self.free(op, op.operand(0), &mut s);
            return vec![s];
        }
        if op.is(n.buf_dealloc) {
            return self.exec_bufferization_dealloc(op, s);
        }
        if op.is(n.ptr) {
            if let Some(b) = self.buf_of(op.operand(0), &mut s) {
                s.env.insert(self.vnum(op.result(0)), Abs::Ptr(b));
            }
            return vec![s];
        }
        if op.is(n.select) && op.result(0).ty().is_any_memref() {
            self.uses(op, &s);
            let r = self.vnum(op.result(0));
            let mut out = Vec::new();
            for (mut s, c) in self.eval(op.operand(0), s) {
                let chosen = match c {
                    Cond::Known(true) => vec![op.operand(1)],
                    Cond::Known(false) => vec![op.operand(2)],
                    Cond::FromMemory => vec![op.operand(1), op.operand(2)],
                    Cond::Dangling => Vec::new(),
                };
                for v in chosen {
                    if let Some(b) = self.buf_of(v, &mut s) {
                        let mut s = s.clone();
                        s.env.insert(r, Abs::Buf(b));
                        out.push(s);
                    }
                }
            }
            return out;
        }
        self.uses(op, &s);
        if op.is(n.store) && op.num_operands() == 3 {
            if is_i1(op.operand(0)) && self.cell(op.operand(1), op.operand(2), &mut s).is_some() {
                // A stored condition is decided first (the state may
                // split).
                let mut out = Vec::new();
                for (mut s, _) in self.eval(op.operand(0), s) {
                    self.exec_store(op, &mut s);
                    out.push(s);
                }
                return out;
            }
            if self.exec_store(op, &mut s) {
                return vec![s];
            }
        }
        if op.is(n.load) {
            self.exec_load(op, &mut s);
            return vec![s];
        }
        if ifaces.call()
            && op.num_results() == 0
            && op.num_operands() == 5
            && op
                .callee_symbol()
                .and_then(|a| a.as_flat_symbol())
                .as_deref()
                == Some("dealloc_helper")
        {
            self.exec_helper_call(op, &mut s);
            return vec![s];
        }
        // Any other op may write a buffer it takes: its stored scalars are
        // no longer known.
        if !s.mem.is_empty() && !op.is(n.dim) && !ifaces.view_like() {
            for v in op.operands().filter(|v| v.ty().is_any_memref()) {
                if let Some(&Abs::Buf(b)) = s.env.get(&self.vnum(v)) {
                    s.mem.retain(|&(x, _), _| x != b);
                }
            }
        }
        // Frees by memory effect (a realloc frees its operand).
        if let Effects::Known(effects) = op.memory_effects() {
            for e in effects {
                if e.kind == EffectKind::Free
                    && let Some(v) = e.value
                    && v.ty().is_any_memref()
                    && !op.results().any(|r| r == v)
                {
                    self.free(op, v, &mut s);
                }
            }
        }
        vec![self.define_results(op, s)]
    }

    /// The buffer and constant index of a 1-d access of a `memref.alloc`
    /// result (through `memref.cast`s), the only cells followed.
    fn cell(&mut self, memref: Value, index: Value, s: &mut State) -> Option<(u32, i64)> {
        let mut base = memref;
        while let Some(d) = base.defining_op()
            && d.is(self.names.cast)
        {
            base = d.operand(0);
        }
        let d = base.defining_op()?;
        if !d.is(self.names.alloc) {
            return None;
        }
        let c = index.defining_op()?;
        if !c.is(self.names.constant) {
            return None;
        }
        let i = c.attr("value")?.as_i64()?;
        Some((self.buf_of(memref, s)?, i))
    }

    /// `memref.store` of an address or `i1` into a followed cell; `false`
    /// when the store is not followed (the op is then handled generally).
    fn exec_store(&mut self, op: Op, s: &mut State) -> bool {
        if op.num_operands() != 3 {
            return false;
        }
        let Some(cell) = self.cell(op.operand(1), op.operand(2), s) else {
            return false;
        };
        let v = op.operand(0);
        let val = if is_i1(v) {
            // Decided by the caller unless it comes from memory.
            match s.env.get(&self.vnum(v)) {
                Some(&Abs::Bool(b)) => Some(Abs::Bool(b)),
                _ => None,
            }
        } else {
            match s.env.get(&self.vnum(v)) {
                Some(&Abs::Ptr(b)) => Some(Abs::Ptr(b)),
                _ => None,
            }
        };
        match val {
            Some(a) => s.mem.insert(cell, a),
            None => s.mem.remove(&cell),
        };
        true
    }

    /// `memref.load` of a followed cell holding an `i1`.
    fn exec_load(&mut self, op: Op, s: &mut State) {
        if op.num_operands() != 2 || !is_i1(op.result(0)) {
            return;
        }
        if let Some(cell) = self.cell(op.operand(0), op.operand(1), s)
            && let Some(&Abs::Bool(b)) = s.mem.get(&cell)
        {
            s.env.insert(self.vnum(op.result(0)), Abs::Bool(b));
        }
    }

    /// `call @dealloc_helper(A, B, C, D, E)` with every cell of A (memref
    /// addresses), B (retained addresses) and C (conditions) known, from
    /// index 0 up: the helper's documented results, D[i] (free memref i)
    /// and E[j] (ownership of retained j). D[i] holds when C[i] holds, A[i]
    /// is no retained address and no earlier A[k] is A[i]; the latter is
    /// "no earlier A[k] with C[k]" in ferrobuf's helper, and the callee's
    /// body is not read: where the two differ D[i] stays unknown (a
    /// condition from memory). E[j] holds when some A[i] with C[i] is
    /// B[j]. An undecided address comparison leaves D and E unknown.
    fn exec_helper_call(&mut self, op: Op, s: &mut State) {
        let mut bufs = Vec::new();
        for v in op.operands() {
            match self.buf_of(v, s) {
                Some(b) => bufs.push(b),
                None => return,
            }
        }
        let (a, b, c, d, e) = (bufs[0], bufs[1], bufs[2], bufs[3], bufs[4]);
        let list = |s: &State, buf: u32| -> Vec<Abs> {
            (0..).map_while(|i| s.mem.get(&(buf, i)).copied()).collect()
        };
        let (ptrs, kept, conds) = (list(s, a), list(s, b), list(s, c));
        // Outputs are written by the call: unknown unless computed.
        s.mem.retain(|&(x, _), _| x != d && x != e);
        // Every cell of each list must be known: its length is the static
        // size of its allocation.
        let len = |buf: u32| -> Option<usize> {
            let Kind::Owned(site) = s.bufs[buf as usize].kind else {
                return None;
            };
            let ty = self.ops[site as usize].result(0).ty();
            (ty.is_memref() && ty.rank() == 1)
                .then(|| ty.dim(0))
                .flatten()
                .and_then(|n| usize::try_from(n).ok())
        };
        if len(a) != Some(ptrs.len()) || len(c) != Some(conds.len()) || len(b) != Some(kept.len()) {
            return;
        }
        let ptr = |x: &Abs| match x {
            Abs::Ptr(p) => Some(*p),
            _ => None,
        };
        let (Some(ptrs), Some(kept)) = (
            ptrs.iter().map(ptr).collect::<Option<Vec<u32>>>(),
            kept.iter().map(ptr).collect::<Option<Vec<u32>>>(),
        ) else {
            return;
        };
        let Some(conds) = conds
            .iter()
            .map(|x| match x {
                Abs::Bool(t) => Some(*t),
                _ => None,
            })
            .collect::<Option<Vec<bool>>>()
        else {
            return;
        };
        let same = |x: u32, y: u32| -> Option<bool> { same_address(s, x, y) };
        let mut free = Vec::new();
        let mut own = vec![false; kept.len()];
        for i in 0..ptrs.len() {
            let mut retained = false;
            for (j, &k) in kept.iter().enumerate() {
                let Some(eq) = same(ptrs[i], k) else { return };
                if eq {
                    retained = true;
                    own[j] |= conds[i];
                }
            }
            let (mut earlier, mut earlier_true) = (false, false);
            for k in 0..i {
                let Some(eq) = same(ptrs[k], ptrs[i]) else {
                    return;
                };
                earlier |= eq;
                earlier_true |= eq && conds[k];
            }
            let upstream = conds[i] && !retained && !earlier;
            let ours = conds[i] && !retained && !earlier_true;
            free.push((upstream == ours).then_some(upstream));
        }
        for (i, f) in free.into_iter().enumerate() {
            if let Some(f) = f {
                s.mem.insert((d, i as i64), Abs::Bool(f));
            }
        }
        for (j, o) in own.into_iter().enumerate() {
            s.mem.insert((e, j as i64), Abs::Bool(o));
        }
    }

    /// Gives the memref results of a non-region-branch op their buffers.
    fn define_results(&mut self, op: Op, mut s: State) -> State {
        if !op.results().any(|r| r.ty().is_any_memref()) {
            return s;
        }
        let allocated: Vec<(Value, bool)> = match op.memory_effects() {
            Effects::Known(effects) => effects
                .iter()
                .filter(|e| e.kind == EffectKind::Allocate)
                .filter_map(|e| e.value.map(|v| (v, e.automatic_scope)))
                .collect(),
            Effects::Unknown => Vec::new(),
        };
        let site = self.op_num[&op];
        let ifaces = op.interfaces();
        for r in op.results() {
            if !r.ty().is_any_memref() {
                continue;
            }
            let b = if let Some(&(_, automatic)) = allocated.iter().find(|(v, _)| *v == r) {
                let kind = if automatic {
                    Kind::Stack
                } else {
                    Kind::Owned(site)
                };
                s.new_buf(kind, Status::Live)
            } else if ifaces.view_like()
                && let Some(src) = op.view_source()
                && src != r
                && r.index() == 0
            {
                match self.buf_of(src, &mut s) {
                    Some(b) => b,
                    None => s.new_buf(Kind::Opaque, Status::Live),
                }
            } else if ifaces.call() {
                s.new_buf(Kind::Owned(site), Status::Live)
            } else if op.is(self.names.get_global) {
                let sym = op
                    .attr("name")
                    .and_then(|a| a.as_flat_symbol())
                    .unwrap_or_default();
                let existing = s
                    .bufs
                    .iter()
                    .position(|b| b.kind == Kind::Global(sym.clone()));
                match existing {
                    Some(b) => b as u32,
                    None => s.new_buf(Kind::Global(sym), Status::Live),
                }
            } else {
                s.new_buf(Kind::Opaque, Status::Live)
            };
            s.env.insert(self.vnum(r), Abs::Buf(b));
        }
        s
    }

    /// Use-after-free check of `op`'s memref operands.
    fn uses(&mut self, op: Op, s: &State) {
        let n = self.names;
        if op.is(n.dealloc) || op.is(n.ptr) || op.is(n.buf_dealloc) {
            return;
        }
        let ifaces = op.interfaces();
        let forwarding = ifaces.branch() || ifaces.region_branch_terminator();
        let returning = op.num_successors() == 0
            && op.has_trait(crate::ir::Trait::FerrobufTraitReturnLike)
            && !ifaces.region_branch_terminator();
        if forwarding || returning {
            return;
        }
        for v in op.operands() {
            if !v.ty().is_any_memref() {
                continue;
            }
            let Some(&Abs::Buf(b)) = s.env.get(&self.vnum(v)) else {
                continue;
            };
            if s.bufs[b as usize].status == Status::Freed {
                self.report(
                    op,
                    USE_AFTER_FREE,
                    "use after free: this op may use a buffer that is already freed on some path",
                );
            }
        }
    }

    /// Frees the buffer of `v` (at `op`).
    fn free(&mut self, op: Op, v: Value, s: &mut State) {
        self.executed.insert(op);
        let Some(b) = self.buf_of(v, s) else { return };
        let buf = &mut s.bufs[b as usize];
        let what = match &buf.kind {
            Kind::Owned(_) => {
                match buf.status {
                    Status::Live | Status::Lost => s.kill(b, Status::Freed),
                    Status::Freed | Status::Returned => self.report(
                        op,
                        DOUBLE_FREE,
                        "double free: this buffer may already be freed on some path",
                    ),
                    Status::Undecided => {}
                }
                return;
            }
            Kind::Arg => "a function argument (the caller owns it)",
            Kind::Global(_) => "a global",
            Kind::Stack => "a stack allocation",
            Kind::Opaque => "a buffer of unknown origin",
        };
        self.report(
            op,
            NOT_OWNED,
            format!("frees a buffer the function does not own: {what}"),
        );
    }

    /// `bufferization.dealloc (memrefs) if (conds) retain (retained)`:
    /// frees each distinct buffer whose condition holds and that is no
    /// retained buffer; result `j` holds when a memref whose condition
    /// holds is retained buffer `j`.
    fn exec_bufferization_dealloc(&mut self, op: Op, s: State) -> Vec<State> {
        let seg = op
            .attr("operandSegmentSizes")
            .and_then(|a| a.as_dense_ints())
            .unwrap_or_default();
        let (nm, nr) = match seg[..] {
            [m, _, r] => (m as usize, r as usize),
            _ => return vec![s],
        };
        let memrefs: Vec<Value> = (0..nm).map(|i| op.operand(i)).collect();
        let conds: Vec<Value> = (0..nm).map(|i| op.operand(nm + i)).collect();
        let retained: Vec<Value> = (0..nr).map(|i| op.operand(2 * nm + i)).collect();
        // Decide every condition (the state may split).
        let mut states: Vec<(State, Vec<Cond>)> = vec![(s, Vec::new())];
        for &c in &conds {
            let mut next = Vec::new();
            for (s, cs) in states {
                for (s2, c2) in self.eval(c, s) {
                    let mut cs = cs.clone();
                    cs.push(c2);
                    next.push((s2, cs));
                }
            }
            states = next;
        }
        let mut out = Vec::new();
        for (mut s, cs) in states {
            if cs.contains(&Cond::Dangling) {
                self.dangling_compares += 1;
                continue;
            }
            let ret: Vec<Option<u32>> = retained.iter().map(|&r| self.buf_of(r, &mut s)).collect();
            let mut results = vec![false; nr];
            let mut freed: BTreeSet<u32> = BTreeSet::new();
            for (i, &m) in memrefs.iter().enumerate() {
                let Some(b) = self.buf_of(m, &mut s) else {
                    continue;
                };
                match cs[i] {
                    Cond::Known(false) => continue,
                    Cond::Known(true) => {}
                    _ => {
                        self.undecided_frees.insert(op);
                        if let Kind::Owned(_) = s.bufs[b as usize].kind {
                            s.kill(b, Status::Undecided);
                        }
                        continue;
                    }
                }
                let mut kept = false;
                for (j, r) in ret.iter().enumerate() {
                    if *r == Some(b) {
                        results[j] = true;
                        kept = true;
                    }
                }
                if !kept && freed.insert(b) {
                    self.free(op, m, &mut s);
                }
            }
            for (j, r) in op.results().enumerate() {
                s.env.insert(self.vnum(r), Abs::Bool(results[j]));
            }
            out.push(s);
        }
        out
    }

    // --- conditions ------------------------------------------------------

    /// The value of the `i1` `v` on each path (the state splits on atoms).
    fn eval(&mut self, v: Value, mut s: State) -> Vec<(State, Cond)> {
        let n = self.vnum(v);
        if let Some(&Abs::Bool(b)) = s.env.get(&n) {
            return vec![(s, Cond::Known(b))];
        }
        let names = self.names;
        let op = v.defining_op();
        let out: Vec<(State, Cond)> = match op {
            Some(o) if o.is(names.constant) => {
                let b = o.attr("value").and_then(|a| a.as_i64()).unwrap_or(0) != 0;
                vec![(s, Cond::Known(b))]
            }
            Some(o) if o.is(names.andi) || o.is(names.ori) || o.is(names.xori) => {
                let mut out = Vec::new();
                for (s1, a) in self.eval(o.operand(0), s) {
                    for (s2, b) in self.eval(o.operand(1), s1) {
                        let c = if o.is(names.andi) {
                            and(a, b)
                        } else if o.is(names.ori) {
                            not(and(not(a), not(b)))
                        } else {
                            xor(a, b)
                        };
                        out.push((s2, c));
                    }
                }
                out
            }
            Some(o) if o.is(names.select) => {
                let mut out = Vec::new();
                for (s1, c) in self.eval(o.operand(0), s) {
                    match c {
                        Cond::Known(t) => {
                            out.extend(self.eval(o.operand(if t { 1 } else { 2 }), s1))
                        }
                        other => out.push((s1, other)),
                    }
                }
                out
            }
            Some(o) if o.is(names.load) => vec![(s, Cond::FromMemory)],
            Some(o)
                if o.is(names.cmpi)
                    && let Some(p) = o.attr("predicate").and_then(|a| a.as_i64())
                    && (p == 0 || p == 1)
                    && let (Some(Abs::Ptr(a)), Some(Abs::Ptr(b))) = (
                        s.env.get(&self.vnum(o.operand(0))).copied(),
                        s.env.get(&self.vnum(o.operand(1))).copied(),
                    ) =>
            {
                match same_address(&s, a, b) {
                    Some(eq) => vec![(s, Cond::Known(eq == (p == 0)))],
                    None if dangling(&s, a) || dangling(&s, b) => vec![(s, Cond::Dangling)],
                    None => {
                        // Two buffers the function does not own may be one:
                        // both outcomes.
                        let mut t = s.clone();
                        t.env.insert(n, Abs::Bool(true));
                        s.env.insert(n, Abs::Bool(false));
                        return vec![(t, Cond::Known(true)), (s, Cond::Known(false))];
                    }
                }
            }
            Some(o)
                if o.is(names.cmpi)
                    && let Some(p) = o.attr("predicate").and_then(|a| a.as_i64()) =>
            {
                let (a, b) = (self.vnum(o.operand(0)), self.vnum(o.operand(1)));
                match cmp_key(p, a, b) {
                    CmpKey::Always(t) => vec![(s, Cond::Known(t))],
                    CmpKey::Fact(key, positive) => {
                        if let Some(&f) = s.facts.get(&key) {
                            vec![(s, Cond::Known(f == positive))]
                        } else {
                            // A comparison of data: both outcomes, recorded.
                            let mut t = s.clone();
                            t.facts.insert(key, true);
                            s.facts.insert(key, false);
                            vec![(t, Cond::Known(positive)), (s, Cond::Known(!positive))]
                        }
                    }
                }
            }
            _ => {
                // An atom: both outcomes, recorded.
                let mut t = s.clone();
                t.env.insert(n, Abs::Bool(true));
                s.env.insert(n, Abs::Bool(false));
                return vec![(t, Cond::Known(true)), (s, Cond::Known(false))];
            }
        };
        out.into_iter()
            .map(|(mut s, c)| {
                if let Cond::Known(b) = c {
                    s.env.insert(n, Abs::Bool(b));
                }
                (s, c)
            })
            .collect()
    }

    /// At a `func.return`: returned buffers go to the caller, every other
    /// owned live buffer leaks.
    fn function_exit(&mut self, ret: Op, s: &mut State) {
        let mut returned: BTreeSet<u32> = BTreeSet::new();
        for v in ret.operands() {
            if !v.ty().is_any_memref() {
                continue;
            }
            let Some(b) = self.buf_of(v, s) else { continue };
            let buf = &mut s.bufs[b as usize];
            match (&buf.kind, buf.status) {
                (_, Status::Freed) => {
                    self.report(ret, RETURN, "returns a buffer that may already be freed")
                }
                (Kind::Owned(_), Status::Live | Status::Lost) => {
                    buf.status = Status::Returned;
                    returned.insert(b);
                }
                (Kind::Owned(_), Status::Returned) if returned.contains(&b) => self.report(
                    ret,
                    RETURN,
                    "returns one buffer twice: the caller owns, and frees, each result",
                ),
                (Kind::Owned(_), _) => {}
                _ => self.report(
                    ret,
                    RETURN,
                    "returns a buffer the function does not own: the caller owns, and frees, function results",
                ),
            }
        }
        for buf in &s.bufs {
            if buf.status == Status::Live
                && let Kind::Owned(site) = buf.kind
            {
                self.leak(site);
            }
        }
    }
}

fn is_i1(v: Value) -> bool {
    v.ty().bit_width() == Some(1) && !v.ty().is_index()
}

fn not(a: Cond) -> Cond {
    match a {
        Cond::Known(b) => Cond::Known(!b),
        x => x,
    }
}

fn and(a: Cond, b: Cond) -> Cond {
    match (a, b) {
        (Cond::Known(false), _) | (_, Cond::Known(false)) => Cond::Known(false),
        (Cond::Known(true), x) | (x, Cond::Known(true)) => x,
        (Cond::Dangling, _) | (_, Cond::Dangling) => Cond::Dangling,
        _ => Cond::FromMemory,
    }
}

fn xor(a: Cond, b: Cond) -> Cond {
    match (a, b) {
        (Cond::Known(x), Cond::Known(y)) => Cond::Known(x != y),
        (Cond::Dangling, _) | (_, Cond::Dangling) => Cond::Dangling,
        _ => Cond::FromMemory,
    }
}

/// Whether two buffers' addresses are equal, when that is certain.
fn same_address(s: &State, a: u32, b: u32) -> Option<bool> {
    if a == b {
        return Some(true);
    }
    let (x, y) = (&s.bufs[a as usize], &s.bufs[b as usize]);
    match (&x.kind, &y.kind) {
        (Kind::Global(p), Kind::Global(q)) => Some(p == q),
        // A buffer allocated here (heap or stack) has an address of its own
        // while it lives: different from any buffer living at the same time.
        (Kind::Owned(_) | Kind::Stack, _) | (_, Kind::Owned(_) | Kind::Stack)
            if x.born < y.died && y.born < x.died =>
        {
            Some(false)
        }
        _ => None,
    }
}

/// Whether buffer `b` may be freed (its address may be reused).
fn dangling(s: &State, b: u32) -> bool {
    s.bufs[b as usize].died != u32::MAX
}

/// A comparison `lhs <p> rhs` normalised: always true/false (equal
/// operands), or a fact key and whether the comparison is the fact or its
/// negation.
enum CmpKey {
    Always(bool),
    Fact((u32, u32, i64), bool),
}

/// `arith.cmpi` predicates: eq 0, ne 1, slt 2, sle 3, sgt 4, sge 5, ult 6,
/// ule 7, ugt 8, uge 9.
fn cmp_key(p: i64, a: u32, b: u32) -> CmpKey {
    let negate = |p: i64| match p {
        0 => 1,
        1 => 0,
        2 => 5,
        5 => 2,
        3 => 4,
        4 => 3,
        6 => 9,
        9 => 6,
        7 => 8,
        8 => 7,
        x => x,
    };
    let swap = |p: i64| match p {
        2 => 4,
        4 => 2,
        3 => 5,
        5 => 3,
        6 => 8,
        8 => 6,
        7 => 9,
        9 => 7,
        x => x,
    };
    if a == b {
        return CmpKey::Always(matches!(p, 0 | 3 | 5 | 7 | 9));
    }
    let (p, a, b) = if a <= b { (p, a, b) } else { (swap(p), b, a) };
    let q = negate(p);
    if p <= q {
        CmpKey::Fact((a, b, p), true)
    } else {
        CmpKey::Fact((a, b, q), false)
    }
}

fn dedup(states: &mut Vec<State>) {
    if states.len() < 2 {
        return;
    }
    let mut seen: FxHashSet<State> = FxHashSet::default();
    states.retain(|s| seen.insert(s.clone()));
}
