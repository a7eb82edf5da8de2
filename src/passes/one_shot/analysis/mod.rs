//! One-Shot analysis: which tensor operands bufferize in place.
//!
//! # State (the in-place lattice)
//! Every tensor operand ("use") is *undecided* < *in place* | *out of place*;
//! a decision is final. Tensor values are grouped in two union-find
//! structures: **alias sets** (may share a buffer) and **equivalence
//! classes** (are the same buffer). Deciding a use in place merges its value
//! with the values it aliases (see [`super::model`]).
//!
//! # Conflicts (the spec's read-after-write rules)
//! A use `u` that would merge alias sets is tentatively in place; it stays
//! so unless, with `u` in place,
//! - a **read-after-write conflict** exists: a read `R` of a value whose
//!   contents were defined by `D` (`Analysis::definitions`: in-place,
//!   non-writing aliases followed back; a view reads what its source's
//!   definition wrote), an in-place write `W` on the same alias set, and an
//!   execution that runs `D`, `W`, `R` in this order. The rules that rule
//!   an order out, each with what it assumes and why it holds, are the
//!   numbered list of `Analysis::conflicts` (in `rules.rs`): the write
//!   that produces `D`; orders no execution has; disjoint static subsets;
//!   single-pass exemptions (same use, same elementwise op, exclusive
//!   branches, an `insert_slice`'s own slice, read before write), which
//!   hold only when no loop or CFG cycle repeats `W` and `R` without `D`;
//!   a write into a buffer allocated since `D`. A read-only `D` (see the
//!   next item) conflicts with nothing: no write in place ever targets
//!   its buffer;
//! - a write to a **read-only buffer** is possible: constants,
//!   `to_tensor` without `writable`, function arguments when function
//!   boundaries are not bufferized or marked `bufferization.writable =
//!   false` (`Analysis::readonly_origin`);
//! - `check-parallel-regions`: a write in an `scf.forall` iteration into a
//!   buffer whose contents come from outside that iteration;
//! - a choice (not needed for correctness): a use that overwrites its
//!   operand without reading it goes out of place (an allocation, no copy)
//!   when its reads' definitions, with the pending views counted in place,
//!   conflict with it, rather than leaving a copy to a view decided later.
//! - a choice: a use an op reads and writes, refused only because another
//!   result of its op, tied to undecided uses the op only writes, would
//!   share its buffer, takes the buffer; those go out of place without a
//!   copy (`Analysis::check_giving_way`; uses an op only writes are
//!   decided after its others, `order.rs`).
//! - a choice: a use that overwrites its operand without reading it,
//!   whose buffer may be a function argument calls pass a constant to, is
//!   decided last and goes out of place when nothing else writes that
//!   argument, where that is cheaper for the callers
//!   (`Analysis::spares_callers`, `decide.rs`).
//! - dead writers (an insert, `insert_slice` or effect-free linalg op whose
//!   results nothing observes, directly or through effect-free ops whose
//!   results nothing observes) neither read nor write: their tied operands
//!   go in place before any decision and the rewrite does not emit them
//!   (`Analysis::dead_writers`).
//!
//! # Invariant: every answer holds for the final decisions
//! After each decision, no alias set holds a conflicting triple under the
//! decisions made so far. A decision changes three things, and only the
//! pairs it changes are checked (`Analysis::check`):
//! 1. it merges alias sets: every read of one set against every write of
//!    another, and a new write against every read;
//! 2. it changes the definitions of the reads of some values: a view,
//!    select or forwarding op going in place moves the definition of what
//!    reads its result to its source's (possibly outside a loop); a write
//!    going in place makes a forwarded value its own definition
//!    (`Analysis::redefined_values`): those reads are checked again
//!    against every write of their set, and so is the parallel test for
//!    the writes of those values;
//! 3. it changes the buffer origins of some writes (values reached forward
//!    from `u`'s aliases): only those are tested against read-only
//!    buffers.
//!
//! Everything else a rule reads is either the IR's structure, or facts
//! that decisions only add (equivalences, in-place `extract_slice`s), or
//! counts an undecided use both ways (`Analysis::allocation_sites`): an
//! answer given earlier cannot turn wrong later. The pairs of one set are
//! enumerated once per merge; a read local to a block (of a value defined
//! there that is its own only definition, so never redefined) is only
//! paired with writes inside that block (see `super::set_uses`): one tensor
//! threaded through a long `cf` loop stays near-linear. Re-checking
//! follows only chains of non-writing aliases, so the cost per decision is
//! the size of the view chains it changes.
//!
//! Uses are visited in the order of `analysis-heuristic` (`order.rs`):
//! bottom-up (last op first, the default), top-down,
//! bottom-up-from-terminators (ops feeding the function's terminators
//! first), or a seeded shuffle (`analysis-fuzzer-seed`).

use crate::analysis::fxhash::FxHashMap as HashMap;

use crate::analysis::cfg::Cfg;
use crate::analysis::union_find::UnionFind;
use crate::ir::{Op, Order, Value, Walk};

use super::model::{FuncSummary, Kind, Names, OperandSem, operand_sem};
use super::set_uses::{SetUses, enclosing_blocks};
use crate::analysis::compact::{Csr, SmallList};

mod carried;
mod check;
mod decide;
mod defs;
mod equivalence;
mod order;
mod refine;
mod rules;
pub(crate) mod slices;
mod summary;

pub(crate) use refine::is_dead_writer;
pub use slices::same_slice;

/// Order in which uses are analysed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Heuristic {
    BottomUp,
    TopDown,
    BottomUpFromTerminators,
    Fuzzer(u64),
}

/// Why a use bufferizes out of place.
#[derive(Clone, Debug)]
pub enum Reason {
    /// `(definition, conflicting write op and its operand number, read op
    /// and its operand number)`.
    Conflict {
        def: Value,
        write: Op,
        write_operand: usize,
        read: Op,
        read_operand: usize,
    },
    /// The buffer is a read-only value.
    NotWritable(Value),
    /// `copy-before-write`.
    CopyBeforeWrite,
    /// A write without read kept off this function argument, which some
    /// call passes a constant to (`Analysis::spares_callers`).
    SparesCallers(Value),
}

/// Why uses went out of place, for those that did (by use id; most uses
/// stay in place, so a map: a vector of 48-byte entries per use was the
/// largest table of the analysis).
#[derive(Clone, Debug, Default)]
pub struct Reasons(HashMap<u32, Reason>);

impl Reasons {
    pub fn get(&self, u: u32) -> Option<&Reason> {
        self.0.get(&u)
    }

    pub fn set(&mut self, u: u32, reason: Option<Reason>) {
        match reason {
            Some(r) => {
                self.0.insert(u, r);
            }
            None => {
                self.0.remove(&u);
            }
        }
    }
}

/// One tensor operand.
#[derive(Clone, Debug)]
pub struct Use {
    pub op: Op,
    pub index: usize,
    pub val: u32,
    pub read: bool,
    pub write: bool,
    /// `(value id, equivalent)`.
    pub aliases: SmallList<(u32, bool), 2>,
}

/// The analysis of one function (or of any op's nested tensor IR).
pub struct Analysis {
    pub vals: Vec<Value>,
    /// Original (tensor) type of each value: rewriting retypes block
    /// arguments in place.
    pub types: Vec<crate::ir::Type>,
    pub ids: HashMap<Value, u32>,
    pub uses: Vec<Use>,
    /// Per op (in walk order): kind and its uses.
    pub ops: Vec<(Op, Kind, SmallList<u32, 4>)>,
    pub op_index: HashMap<Op, u32>,
    /// Uses of each value.
    pub uses_of: Csr,
    /// Uses whose aliases include each value.
    pub alias_in: Csr,
    pub inplace: Vec<Option<bool>>,
    pub reasons: Reasons,
    pub writable: Vec<bool>,
    alias: UnionFind,
    /// Every alias-set union as `(aliasing value, operand value, use)`, in
    /// the order the decisions were made (`dump-alias-sets` lists set
    /// members in the order these unions imply).
    pub alias_log: Vec<(u32, u32, u32)>,
    /// Uses that went out of place because of a conflict, in decision order.
    pub conflicts_found: Vec<u32>,
    /// Per op: a dead writer ([`is_dead_writer`], judged on the
    /// tensor IR: the rewrite retypes block arguments, after which a
    /// linalg op on one reports memory effects).
    pub dead: Vec<bool>,
    pub equiv: UnionFind,
    /// Per alias-set root: the in-place operand uses of calls that the
    /// callee reads or writes, in that set (the rule for two operands of
    /// one call, checked again by every decision that merges sets; see
    /// `check`).
    call_uses: HashMap<u32, HashMap<Op, Vec<u32>>>,
    /// Per alias-set root: read uses and in-place write uses.
    sets: SetUses,
    set_readonly: Vec<bool>,
    names: Names,
    root: Op,
    cfg: Option<Cfg>,
    /// Per CFG block: whether it lies on a cycle, and its strongly
    /// connected component.
    cycles: (Vec<bool>, Vec<usize>),
    check_parallel: bool,
    /// `check_parallel` and some `scf.forall` in the function: the
    /// parallel check below looks at every written pair.
    check_parallel_here: bool,
    /// While set, [`Analysis::sources`] also follows undecided uses (as
    /// if in place): the definitions a read would have if every pending
    /// view went in place. Only for choosing (see `check`).
    pessimistic: std::cell::Cell<bool>,
    /// Per loop with a position nobody reads: which (see
    /// [`crate::passes::one_shot::unread`]; the rewrite uses the same set).
    unread: HashMap<Op, Vec<bool>>,
    /// Per call whose callee returns all of an argument's elements or a
    /// buffer it allocates: what its summary says of each result.
    call_results: HashMap<Op, CallResults>,
}

/// What a callee's summary says of the results of one call.
struct CallResults {
    /// `FuncSummary::whole`.
    whole: Vec<Option<usize>>,
    /// `FuncSummary::fresh`.
    fresh: Vec<bool>,
}

pub struct Config<'a> {
    pub boundaries: bool,
    pub heuristic: Heuristic,
    pub copy_before_write: bool,
    /// `check-parallel-regions`: a write and a read in one `scf.forall`
    /// iteration of a buffer defined outside it conflict (other iterations
    /// may write it in between).
    pub check_parallel: bool,
    pub summaries: &'a HashMap<Op, FuncSummary>,
    /// `dialect-filter`: ops of other dialects are [`Kind::Foreign`].
    pub dialects: &'a [String],
    /// The arguments of the analysed function some call in the module
    /// passes a tensor to whose buffer the caller needs unchanged (a
    /// constant, or a tensor it uses after the call), with the number of
    /// such calls: written in place, each such call makes a new buffer,
    /// and copies the tensor into it when the function reads the argument
    /// (see [`Analysis::spares_callers`]).
    pub readonly_callers: &'a [(usize, u32)],
}

impl Config<'_> {
    /// The model of `op` under these options.
    pub fn kind(&self, names: &Names, op: Op) -> Kind {
        let kind = names.kind(op, self.boundaries);
        if kind == Kind::None || self.dialects.is_empty() {
            return kind;
        }
        let name = op.name().as_str();
        let dialect = name.split('.').next().unwrap_or("");
        if self.dialects.iter().any(|d| d == dialect) {
            kind
        } else {
            Kind::Foreign
        }
    }
}

impl Analysis {
    /// Collects the tensor values and uses nested in `root` (a function),
    /// with per-op models, and applies the decisions that are not choices.
    pub fn build(root: Op, names: Names, cfg_in: &Config<'_>) -> Analysis {
        let mut a = Analysis {
            vals: Vec::new(),
            types: Vec::new(),
            ids: HashMap::default(),
            uses: Vec::new(),
            ops: Vec::new(),
            op_index: HashMap::default(),
            uses_of: Csr::default(),
            alias_in: Csr::default(),
            inplace: Vec::new(),
            reasons: Reasons::default(),
            writable: Vec::new(),
            alias: UnionFind::default(),
            alias_log: Vec::new(),
            conflicts_found: Vec::new(),
            dead: Vec::new(),
            equiv: UnionFind::default(),
            call_uses: HashMap::default(),
            sets: SetUses::default(),
            set_readonly: Vec::new(),
            names,
            root,
            cfg: Some(Cfg::build(root)),
            cycles: (Vec::new(), Vec::new()),
            check_parallel: cfg_in.check_parallel,
            check_parallel_here: false,
            pessimistic: std::cell::Cell::new(false),
            unread: HashMap::default(),
            call_results: HashMap::default(),
        };
        // Values: block arguments and results, in walk order.
        let is_func = root.is_function();
        let unbufferized_entry = |region: crate::ir::Region| {
            crate::passes::one_shot::rewrite::block_args::blocks_entered_unbufferized(
                region,
                |op| cfg_in.kind(&names, op),
            )
        };
        if let Some(region) = root.regions().next() {
            let kept = unbufferized_entry(region);
            for b in region.blocks() {
                for arg in b.arguments() {
                    let writable = if is_func && b.is_entry() {
                        cfg_in.boundaries && root_arg_writable(root, arg.index())
                    } else {
                        !kept.contains(&b)
                    };
                    a.add_value(arg, writable);
                }
            }
        }
        let mut order = Vec::new();
        root.walk(Order::Pre, |op| {
            if op == root {
                return Walk::Advance;
            }
            order.push(op);
            Walk::Advance
        });
        a.check_parallel_here = a.check_parallel && order.iter().any(|op| op.is(a.names.forall));
        // Each op's kind, computed once (a chain of name comparisons).
        let kinds: Vec<Kind> = order.iter().map(|&op| cfg_in.kind(&names, op)).collect();
        // Room for every use up front (an upper bound: operands of any
        // type): growing the use tables push by push moved them, and
        // faulted their pages in, again and again on large functions.
        let operands = order.iter().map(|op| op.num_operands()).sum::<usize>();
        a.uses.reserve(operands);
        a.inplace.reserve(operands);
        a.sets.reserve_uses(operands);
        a.ops.reserve(order.len());
        a.op_index.reserve(order.len());
        for (&op, &kind) in order.iter().zip(&kinds) {
            // Block arguments of an op that is not bufferized (unknown, or
            // left out by `dialect-filter`) stay tensors whose buffers come
            // from outside the analysis (a later pass decides them, e.g. a
            // loop's init): read-only, as upstream.
            let args_writable = !matches!(kind, Kind::Unknown | Kind::Foreign);
            for r in op.regions() {
                let kept = unbufferized_entry(r);
                for b in r.blocks() {
                    for arg in b.arguments() {
                        a.add_value(arg, args_writable && !kept.contains(&b));
                    }
                }
            }
            let callee_readonly = if kind == Kind::Call {
                op.resolve_callable()
                    .and_then(|f| cfg_in.summaries.get(&f))
                    .map(|sum| sum.readonly.clone())
            } else {
                None
            };
            for (k, res) in op.results().enumerate() {
                let writable = match kind {
                    // Results of ops that are not bufferized are read-only.
                    Kind::Constant | Kind::Unknown | Kind::Foreign => false,
                    Kind::ToTensor => op.attr("writable").is_some(),
                    // A call result the callee may return read-only.
                    Kind::Call => !callee_readonly
                        .as_ref()
                        .and_then(|r| r.get(k).copied())
                        .unwrap_or(false),
                    _ => true,
                };
                a.add_value(res, writable);
            }
        }
        for (&op, &kind) in order.iter().zip(&kinds) {
            let oi = a.ops.len() as u32;
            a.op_index.insert(op, oi);
            let summary = if kind == Kind::Call {
                op.resolve_callable().and_then(|f| cfg_in.summaries.get(&f))
            } else {
                None
            };
            let first_use = a.uses.len() as u32;
            for i in 0..op.num_operands() {
                let v = op.operand(i);
                if !v.ty().is_tensor() {
                    continue;
                }
                let Some(&val) = a.ids.get(&v) else { continue };
                let OperandSem {
                    read,
                    write,
                    aliases,
                } = operand_sem(&names, op, kind, i, summary);
                let aliases: SmallList<(u32, bool), 2> = aliases
                    .into_iter()
                    .filter_map(|(x, e)| a.ids.get(&x).map(|&id| (id, e)))
                    .collect();
                a.uses.push(Use {
                    op,
                    index: i,
                    val,
                    read,
                    write,
                    aliases,
                });
                a.inplace.push(None);
                a.sets.push_use();
            }
            // An op's uses are consecutive.
            let op_uses = (first_use..a.uses.len() as u32).collect();
            a.ops.push((op, kind, op_uses));
        }
        // Per value, its uses and the uses that alias it, in use order.
        let n = a.vals.len();
        a.uses_of = Csr::build(
            n,
            a.uses.iter().enumerate().map(|(u, us)| (us.val, u as u32)),
        );
        a.alias_in = Csr::build(
            n,
            a.uses
                .iter()
                .enumerate()
                .flat_map(|(u, us)| us.aliases.iter().map(move |&(t, _)| (t, u as u32))),
        );
        // Call results the callee may return as one buffer share an alias
        // set (and are equivalent when always the same buffer), whatever
        // happens to the call's operands.
        let calls: Vec<Op> = a
            .ops
            .iter()
            .filter(|(_, kind, _)| *kind == Kind::Call)
            .map(|(op, _, _)| *op)
            .collect();
        for op in calls {
            let Some(sum) = op.resolve_callable().and_then(|f| cfg_in.summaries.get(&f)) else {
                continue;
            };
            if sum.whole.iter().any(Option::is_some) || sum.fresh.iter().any(|&f| f) {
                a.call_results.insert(
                    op,
                    CallResults {
                        whole: sum.whole.clone(),
                        fresh: sum.fresh.clone(),
                    },
                );
            }
            for &(k1, k2, eq) in &sum.result_pairs {
                if k1 >= op.num_results() || k2 >= op.num_results() {
                    continue;
                }
                let (Some(r1), Some(r2)) = (a.id(op.result(k1)), a.id(op.result(k2))) else {
                    continue;
                };
                a.merge(r1, r2);
                if eq {
                    a.equiv.union(r1, r2);
                }
            }
        }
        a.dead_writers();
        a.unwritten_loop_inits();
        a.unread_loop_inits();
        a.permuted_loop_inits();
        a.unobserved_rmw_reads();
        a.overwritten_loop_inits();
        a.mark_dependent_reads();
        for u in 0..a.uses.len() as u32 {
            if a.uses[u as usize].read {
                let scope = a.read_scope(u);
                let r = a.alias.find(a.uses[u as usize].val);
                a.sets.add_read(r, u, scope);
            }
        }
        a
    }

    /// The block a read is local to (see `SetUses`): the block that
    /// defines the read value -- as a block argument, or as the result of
    /// an op whose aliasing uses all write (so that the value is its own
    /// only definition in every state of the analysis) -- when the reading
    /// op is inside that block.
    fn read_scope(&self, u: u32) -> Option<crate::ir::Block> {
        let us = &self.uses[u as usize];
        let v = self.vals[us.val as usize];
        let block = match v.defining_op() {
            None => v.owner_block()?,
            Some(def) => {
                if !self.alias_in[us.val as usize]
                    .iter()
                    .all(|&s| self.uses[s as usize].write)
                {
                    return None;
                }
                def.block()?
            }
        };
        self.ancestor_in_block(us.op, block).map(|_| block)
    }

    fn add_value(&mut self, v: Value, writable: bool) {
        if !v.ty().is_tensor() || self.ids.contains_key(&v) {
            return;
        }
        let id = self.vals.len() as u32;
        self.vals.push(v);
        self.types.push(v.ty());
        self.ids.insert(v, id);
        self.writable.push(writable);
        self.alias.push();
        self.equiv.push();
        self.sets.push_set();
        self.set_readonly.push(!writable);
    }

    pub fn id(&self, v: Value) -> Option<u32> {
        self.ids.get(&v).copied()
    }

    /// The original tensor type of `v`, `None` if `v` is not a tensor of
    /// the analysed IR.
    pub fn tensor_type(&self, v: Value) -> Option<crate::ir::Type> {
        self.id(v).map(|i| self.types[i as usize])
    }

    pub fn is_inplace(&self, u: u32) -> bool {
        self.inplace[u as usize] == Some(true)
    }

    pub fn alias_root(&self, v: u32) -> u32 {
        self.alias.root(v)
    }

    pub fn equivalent(&self, a: u32, b: u32) -> bool {
        self.equiv.root(a) == self.equiv.root(b)
    }

    /// Whether tensor values `a` and `b` are one buffer in every
    /// execution: the same value, or equivalent ones.
    pub fn same_buffer(&self, a: Value, b: Value) -> bool {
        a == b || matches!((self.id(a), self.id(b)), (Some(x), Some(y)) if self.equivalent(x, y))
    }

    /// The use of operand `i` of `op`, when it is a tensor use.
    pub fn use_at(&self, op: Op, i: usize) -> Option<u32> {
        let &oi = self.op_index.get(&op)?;
        self.ops[oi as usize]
            .2
            .iter()
            .copied()
            .find(|&u| self.uses[u as usize].index == i)
    }

    /// The model of `op` when it is one of the analysed ops.
    pub(super) fn op_kind(&self, op: Op) -> Option<Kind> {
        self.op_index.get(&op).map(|&i| self.ops[i as usize].1)
    }

    /// Whether `op` is a loop (`scf.for`, `scf.while`, `scf.forall`),
    /// whose writes through its inits stand for its body's.
    pub(super) fn is_loop(&self, op: Op) -> bool {
        matches!(
            self.op_kind(op),
            Some(Kind::For | Kind::While | Kind::Forall)
        )
    }

    /// Whether `v` is defined by an op that allocates a new buffer for it:
    /// `tensor.empty`, `alloc_tensor`, the ops that fill a new buffer
    /// (from_elements, generate, splat, pad, concat), and a call whose
    /// callee returns a buffer it allocates in that call
    /// (`FuncSummary::fresh`).
    pub(super) fn defined_fresh(&self, v: Value) -> bool {
        v.defining_op().is_some_and(|a| {
            matches!(
                self.op_kind(a),
                Some(Kind::Empty | Kind::AllocTensor | Kind::Fill)
            ) || (v.is_result()
                && self
                    .call_results
                    .get(&a)
                    .is_some_and(|c| c.fresh.get(v.index()).copied().unwrap_or(false)))
        })
    }

    /// Whether tensor `v` is an `arith.constant`'s result, directly or
    /// through `tensor.cast`s.
    pub fn constant_through_casts(&self, mut v: Value) -> bool {
        loop {
            match v.defining_op() {
                Some(d) if d.is(self.names.constant) => return true,
                Some(d) if d.is(self.names.cast) => v = d.operand(0),
                _ => return false,
            }
        }
    }

    /// `materialize_in_destination` into a tensor writes that tensor's
    /// buffer: its destination must be in place.
    pub fn check_materialize(&self) -> Result<(), crate::pass::PassError> {
        for (op, kind, uses) in &self.ops {
            if *kind != Kind::Materialize {
                continue;
            }
            for &u in uses {
                if self.uses[u as usize].index != 1 || self.is_inplace(u) {
                    continue;
                }
                let why = match self.reasons.get(u) {
                    Some(Reason::NotWritable(_)) => "would write to read-only buffer",
                    _ => "cannot avoid RaW conflict",
                };
                return Err(crate::pass::PassError::new(
                    *op,
                    format!(
                        "'bufferization.materialize_in_destination' op not bufferizable under the given constraints: {why}"
                    ),
                ));
            }
        }
        Ok(())
    }

    /// Marks `u` in place and merges its alias sets.
    pub(super) fn commit(&mut self, u: u32) {
        self.inplace[u as usize] = Some(true);
        let use_ = self.uses[u as usize].clone();
        if use_.write {
            let r = self.alias.find(use_.val);
            let blocks = enclosing_blocks(use_.op, self.root);
            self.sets.add_write(r, u, &blocks);
        }
        for &(t, eq) in &use_.aliases {
            self.alias_log.push((t, use_.val, u));
            self.merge(use_.val, t);
            if eq {
                self.equiv.union(use_.val, t);
            }
        }
        if (use_.read || use_.write)
            && let Some(&oi) = self.op_index.get(&use_.op)
            && self.ops[oi as usize].1 == Kind::Call
        {
            let r = self.alias.find(use_.val);
            let calls = self.call_uses.entry(r).or_default();
            calls.entry(use_.op).or_default().push(u);
        }
    }

    fn merge(&mut self, a: u32, b: u32) {
        if let Some((keep, gone)) = self.alias.union(a, b) {
            self.sets.merge(keep, gone);
            if let Some(mut moved) = self.call_uses.remove(&gone) {
                let into = self.call_uses.entry(keep).or_default();
                if into.len() < moved.len() {
                    std::mem::swap(into, &mut moved);
                }
                for (op, list) in moved {
                    into.entry(op).or_default().extend(list);
                }
            }
            let (keep, gone) = (keep as usize, gone as usize);
            self.set_readonly[keep] |= self.set_readonly[gone];
        }
    }
}

fn root_arg_writable(func: Op, i: usize) -> bool {
    // `bufferization.writable = false` in the argument attributes.
    crate::passes::one_shot::functions::arg_attr(func, i, "bufferization.writable")
        .and_then(|a| a.as_bool())
        != Some(false)
}
