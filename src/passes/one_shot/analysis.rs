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
//! so unless the merged set has
//! - a **read-after-write conflict**: a read `R` of a value whose contents
//!   were defined by `D` (found by following in-place, non-writing aliases
//!   back: a view reads what its source's definition wrote), and an in-place
//!   write `W` on the merged buffer, such that `D → W → R` is a possible
//!   execution order: not when `W` writes `D` itself, not when `R` and `W`
//!   are the same use, not when `R` and `W` are in mutually exclusive
//!   regions (`scf.if`/`scf.index_switch` branches), not when `D` and `R`
//!   lie in one block and `W` outside it, not when `W` happens before `D`,
//!   not when `R` happens before `W` (unless a loop containing both but not
//!   `D` runs `W` before the next `R`), and not when they touch
//!   disjoint static subsets or an `insert_slice` writes back the very slice
//!   it reads. Two uses of one op conflict unless the op is elementwise on
//!   equivalent operands or writes back the slice it read;
//! - a **write to a non-writable buffer**: constants, `to_tensor` without
//!   `writable`, function arguments when function boundaries are not
//!   bufferized or marked `bufferization.writable = false`.
//!
//! Only pairs that the merge creates are checked (a read and a write from
//! different sets, or the new write against every read): pairs inside one
//! set were checked when that set formed. A read local to a block (of a
//! value defined there that is its own only definition) is only paired
//! with writes inside that block (see `super::set_uses`): one tensor
//! threaded through a long `cf` loop stays near-linear.
//!
//! Uses are visited in the order of `analysis-heuristic`: bottom-up (last op
//! first, the default), top-down, bottom-up-from-terminators (ops feeding
//! the function's terminators first), or a seeded shuffle
//! (`analysis-fuzzer-seed`).

use std::collections::HashMap;

use crate::analysis::cfg::Cfg;
use crate::analysis::dominance::Dominance;
use crate::analysis::fxhash::FxHashSet;
use crate::analysis::union_find::UnionFind;
use crate::ir::{Op, Order, Value, Walk};

use super::model::{FuncSummary, Kind, Names, OperandSem, operand_sem};
use super::set_uses::{SetUses, enclosing_blocks};

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
    pub aliases: Vec<(u32, bool)>,
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
    pub ops: Vec<(Op, Kind, Vec<u32>)>,
    pub op_index: HashMap<Op, u32>,
    /// Uses of each value.
    pub uses_of: Vec<Vec<u32>>,
    /// Uses whose aliases include each value.
    pub alias_in: Vec<Vec<u32>>,
    pub inplace: Vec<Option<bool>>,
    pub reasons: Vec<Option<Reason>>,
    pub writable: Vec<bool>,
    alias: UnionFind,
    /// Every alias-set union as `(aliasing value, operand value, use)`, in
    /// the order the decisions were made (`dump-alias-sets` lists set
    /// members in the order these unions imply).
    pub alias_log: Vec<(u32, u32, u32)>,
    /// Uses that went out of place because of a conflict, in decision order.
    pub conflicts_found: Vec<u32>,
    pub equiv: UnionFind,
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
            ids: HashMap::new(),
            uses: Vec::new(),
            ops: Vec::new(),
            op_index: HashMap::new(),
            uses_of: Vec::new(),
            alias_in: Vec::new(),
            inplace: Vec::new(),
            reasons: Vec::new(),
            writable: Vec::new(),
            alias: UnionFind::default(),
            alias_log: Vec::new(),
            conflicts_found: Vec::new(),
            equiv: UnionFind::default(),
            sets: SetUses::default(),
            set_readonly: Vec::new(),
            names,
            root,
            cfg: Some(Cfg::build(root)),
            cycles: (Vec::new(), Vec::new()),
            check_parallel: cfg_in.check_parallel,
            check_parallel_here: false,
        };
        // Values: block arguments and results, in walk order.
        let is_func = root.is_function();
        if let Some(region) = root.regions().next() {
            for b in region.blocks() {
                for arg in b.arguments() {
                    let writable = if is_func && b.is_entry() {
                        cfg_in.boundaries && root_arg_writable(root, arg.index())
                    } else {
                        true
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
        for &op in &order {
            for r in op.regions() {
                for b in r.blocks() {
                    for arg in b.arguments() {
                        a.add_value(arg, true);
                    }
                }
            }
            let kind = cfg_in.kind(&names, op);
            for res in op.results() {
                let writable = match kind {
                    // Results of ops that are not bufferized are read-only.
                    Kind::Constant | Kind::Unknown | Kind::Foreign => false,
                    Kind::ToTensor => op.attr("writable").is_some(),
                    _ => true,
                };
                a.add_value(res, writable);
            }
        }
        for &op in &order {
            let kind = cfg_in.kind(&names, op);
            let oi = a.ops.len() as u32;
            a.op_index.insert(op, oi);
            let summary = if kind == Kind::Call {
                op.resolve_callable().and_then(|f| cfg_in.summaries.get(&f))
            } else {
                None
            };
            let mut op_uses = Vec::new();
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
                let aliases: Vec<(u32, bool)> = aliases
                    .into_iter()
                    .filter_map(|(x, e)| a.ids.get(&x).map(|&id| (id, e)))
                    .collect();
                let u = a.uses.len() as u32;
                a.uses.push(Use {
                    op,
                    index: i,
                    val,
                    read,
                    write,
                    aliases: aliases.clone(),
                });
                a.inplace.push(None);
                a.reasons.push(None);
                a.sets.push_use();
                a.uses_of[val as usize].push(u);
                for &(t, _) in &aliases {
                    a.alias_in[t as usize].push(u);
                }
                op_uses.push(u);
            }
            a.ops.push((op, kind, op_uses));
        }
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
        self.uses_of.push(Vec::new());
        self.alias_in.push(Vec::new());
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

    /// Runs the in-place decisions.
    pub fn run(&mut self, cfg_in: &Config<'_>) {
        let order = self.use_order(cfg_in.heuristic);
        let cfg = self.cfg.take().expect("cfg");
        self.cycles = cfg.cycles();
        let dom = Dominance::new(&cfg);
        // Region terminators forward their operands to the parent's results
        // (and loop arguments): they always bufferize in place, so their
        // alias sets form before any decision and writes elsewhere see them.
        // So do the destinations of `parallel_insert_slice`s: they write
        // the shared output of their `scf.forall` (conflicts make the
        // loop's init out of place instead).
        for i in 0..self.ops.len() {
            let kind = self.ops[i].1;
            if kind == Kind::Yield || kind == Kind::ParallelInsertSlice {
                for k in 0..self.ops[i].2.len() {
                    let u = self.ops[i].2[k];
                    if kind == Kind::Yield || self.uses[u as usize].index == 1 {
                        self.commit(u);
                    }
                }
            }
        }
        for u in order {
            if self.inplace[u as usize].is_some() {
                continue;
            }
            let must_in_place = self.uses[u as usize].index == 1
                && self.uses[u as usize].op.is(self.names.materialize);
            let decision =
                if cfg_in.copy_before_write && self.uses[u as usize].write && !must_in_place {
                    Err(Reason::CopyBeforeWrite)
                } else {
                    self.check(u, &dom)
                };
            match decision {
                Ok(()) => self.commit(u),
                Err(reason) => {
                    if matches!(reason, Reason::Conflict { .. }) {
                        self.conflicts_found.push(u);
                    }
                    self.inplace[u as usize] = Some(false);
                    self.reasons[u as usize] = Some(reason);
                }
            }
        }
        self.cfg = Some(cfg);
        self.forwarding_equivalence();
    }

    /// Equivalence through ops that forward one of several values: a
    /// result of `scf.if` / `scf.index_switch` / `scf.execute_region` /
    /// `arith.select` is the same buffer as its in-place forwarded values
    /// when those are all equivalent. Nested ops first (post-order).
    fn forwarding_equivalence(&mut self) {
        // Post-order of the forwarding ops from the pre-order list: an op
        // is done once the next one is not nested in it.
        let mut order: Vec<(Op, Kind)> = Vec::new();
        let mut stack: Vec<(Op, Kind)> = Vec::new();
        for &(op, kind, _) in &self.ops {
            if !matches!(
                kind,
                Kind::If
                    | Kind::IndexSwitch
                    | Kind::ExecuteRegion
                    | Kind::Select
                    | Kind::For
                    | Kind::While
            ) {
                continue;
            }
            while let Some(&(top, _)) = stack.last() {
                if is_proper_ancestor(top, op) {
                    break;
                }
                order.push(stack.pop().expect("top"));
            }
            stack.push((op, kind));
        }
        while let Some(x) = stack.pop() {
            order.push(x);
        }
        for (op, kind) in order {
            match kind {
                Kind::For => {
                    self.loop_equivalence(op);
                    continue;
                }
                Kind::While => {
                    self.while_equivalence(op);
                    continue;
                }
                _ => {}
            }
            for k in 0..op.num_results() {
                let Some(r) = self.id(op.result(k)) else {
                    continue;
                };
                // The forwarding uses of result k.
                let fwd: Vec<u32> = self.alias_in[r as usize]
                    .iter()
                    .copied()
                    .filter(|&u| {
                        let us = &self.uses[u as usize];
                        kind != Kind::Select || us.op == op
                    })
                    .collect();
                if fwd.is_empty() || !fwd.iter().all(|&u| self.is_inplace(u)) {
                    continue;
                }
                let first = self.uses[fwd[0] as usize].val;
                if fwd
                    .iter()
                    .all(|&u| self.equivalent(self.uses[u as usize].val, first))
                {
                    self.equiv.union(r, first);
                }
            }
        }
    }

    /// `scf.for`: a loop-carried tensor whose yield is equivalent to its
    /// iter_arg (and whose init is in place) is the init's buffer
    /// throughout; its iter_arg and result are equivalent to the init.
    fn loop_equivalence(&mut self, op: Op) {
        let Some(body) = op.region(0).first_block() else {
            return;
        };
        let Some(y) = body.terminator() else { return };
        for k in 0..op.num_results() {
            let ids = (
                self.id(op.operand(3 + k)),
                self.id(body.argument(1 + k)),
                self.id(op.result(k)),
                self.id(y.operand(k)),
            );
            let (Some(init), Some(arg), Some(res), Some(yv)) = ids else {
                continue;
            };
            if self.init_in_place(op, 3 + k) && self.equivalent(yv, arg) {
                self.equiv.union(init, arg);
                self.equiv.union(init, res);
            }
        }
    }

    /// `scf.while`: as [`Self::loop_equivalence`], when `scf.condition`
    /// forwards (a value equivalent to) the before-argument and the after
    /// region yields (a value equivalent to) the after-argument.
    fn while_equivalence(&mut self, op: Op) {
        let (Some(before), Some(after)) = (op.region(0).first_block(), op.region(1).first_block())
        else {
            return;
        };
        let (Some(cond), Some(y)) = (before.terminator(), after.terminator()) else {
            return;
        };
        let n = op.num_results().min(op.num_operands());
        for k in 0..n {
            if k + 1 >= cond.num_operands() || k >= y.num_operands() {
                break;
            }
            let ids = (
                self.id(op.operand(k)),
                self.id(before.argument(k)),
                self.id(cond.operand(k + 1)),
                self.id(after.argument(k)),
                self.id(y.operand(k)),
                self.id(op.result(k)),
            );
            let (Some(init), Some(barg), Some(cv), Some(aarg), Some(yv), Some(res)) = ids else {
                continue;
            };
            if self.init_in_place(op, k) && self.equivalent(cv, barg) && self.equivalent(yv, aarg) {
                for x in [barg, aarg, res] {
                    self.equiv.union(init, x);
                }
            }
        }
    }

    /// Whether operand `i` of `op` is decided in place.
    fn init_in_place(&self, op: Op, i: usize) -> bool {
        self.op_index.get(&op).is_some_and(|&oi| {
            self.ops[oi as usize]
                .2
                .iter()
                .any(|&u| self.uses[u as usize].index == i && self.is_inplace(u))
        })
    }

    /// Whether every buffer `v` may live in is allocated inside op `l`
    /// (by a tensor.empty / alloc_tensor, or a copy for an out-of-place
    /// use): then it cannot be a buffer that `l` received from outside.
    pub fn allocated_inside(&self, v: u32, l: Op) -> bool {
        self.allocation_sites(v, u32::MAX, false)
            .is_some_and(|sites| sites.iter().all(|&a| is_proper_ancestor(l, a)))
    }

    /// The ops that allocate the buffers value `v` may live in: the
    /// `tensor.empty` / `alloc_tensor` it comes from through in-place
    /// aliasing uses (use `cand` counted in place for its aliases), and the
    /// op of every out-of-place use on the way (a copy is allocated there).
    /// An undecided use counts both ways, so later decisions keep the
    /// answer. `None` when some buffer has another origin (a function
    /// argument, a call result, a constant...), when a block argument is
    /// reached and `through_block_args` is false, or past 64 values.
    fn allocation_sites(&self, v: u32, cand: u32, through_block_args: bool) -> Option<Vec<Op>> {
        let tentative: Vec<u32> = match self.uses.get(cand as usize) {
            Some(u) => u.aliases.iter().map(|a| a.0).collect(),
            None => Vec::new(),
        };
        let mut seen: Vec<u32> = Vec::new();
        let mut stack = vec![v];
        let mut sites: Vec<Op> = Vec::new();
        while let Some(x) = stack.pop() {
            if seen.contains(&x) {
                continue;
            }
            seen.push(x);
            if seen.len() > 64 || (!through_block_args && !self.vals[x as usize].is_result()) {
                return None;
            }
            let incoming = &self.alias_in[x as usize];
            if incoming.is_empty() {
                // No forwarding use: a fresh allocation only for
                // tensor.empty / alloc_tensor and the ops that fill a new
                // buffer (from_elements, generate, splat, pad, concat).
                let a = self.vals[x as usize].defining_op()?;
                match self.op_index.get(&a) {
                    Some(&i)
                        if matches!(
                            self.ops[i as usize].1,
                            Kind::Empty | Kind::AllocTensor | Kind::Fill
                        ) =>
                    {
                        sites.push(a)
                    }
                    _ => return None,
                }
                continue;
            }
            for &s in incoming {
                let tentative_here = s == cand && tentative.contains(&x);
                match self.inplace[s as usize] {
                    Some(true) => stack.push(self.uses[s as usize].val),
                    _ if tentative_here => stack.push(self.uses[s as usize].val),
                    // Out of place: a copy allocated at the use's op.
                    Some(false) => sites.push(self.uses[s as usize].op),
                    // Undecided: either may still happen.
                    None => {
                        stack.push(self.uses[s as usize].val);
                        sites.push(self.uses[s as usize].op);
                    }
                }
            }
        }
        Some(sites)
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
                let why = match &self.reasons[u as usize] {
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

    fn use_order(&self, h: Heuristic) -> Vec<u32> {
        let mut ops: Vec<usize> = (0..self.ops.len()).collect();
        match h {
            Heuristic::TopDown => {}
            Heuristic::BottomUp => ops.reverse(),
            Heuristic::Fuzzer(seed) => {
                let mut state = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                for i in (1..ops.len()).rev() {
                    state = state
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    let j = ((state >> 33) as usize) % (i + 1);
                    ops.swap(i, j);
                }
            }
            Heuristic::BottomUpFromTerminators => {
                // Ops feeding the function's terminators (backwards through
                // tensor operands) first, in reverse walk order; then the rest
                // bottom-up.
                let mut seen = vec![false; self.ops.len()];
                let mut first = Vec::new();
                let mut stack: Vec<usize> = Vec::new();
                for (i, (op, _, _)) in self.ops.iter().enumerate() {
                    if op.parent() == Some(self.root) && op.next().is_none() {
                        stack.push(i);
                    }
                }
                while let Some(i) = stack.pop() {
                    if std::mem::replace(&mut seen[i], true) {
                        continue;
                    }
                    first.push(i);
                    for &u in &self.ops[i].2 {
                        let v = self.vals[self.uses[u as usize].val as usize];
                        if let Some(d) = v.defining_op()
                            && let Some(&j) = self.op_index.get(&d)
                        {
                            stack.push(j as usize);
                        }
                    }
                }
                first.sort_unstable_by(|a, b| b.cmp(a));
                let rest = (0..self.ops.len()).rev().filter(|&i| !seen[i]);
                ops = first.into_iter().chain(rest).collect();
            }
        }
        ops.into_iter()
            .flat_map(|i| self.ops[i].2.iter().copied())
            .collect()
    }

    /// Marks `u` in place and merges its alias sets.
    fn commit(&mut self, u: u32) {
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
    }

    fn merge(&mut self, a: u32, b: u32) {
        if let Some((keep, gone)) = self.alias.union(a, b) {
            self.sets.merge(keep, gone);
            let (keep, gone) = (keep as usize, gone as usize);
            self.set_readonly[keep] |= self.set_readonly[gone];
        }
    }

    /// The reason for a conflict of definition `d`, write use `wr` and read
    /// use `rd`.
    fn conflict(&self, d: u32, wr: u32, rd: u32) -> Reason {
        let (w, r) = (&self.uses[wr as usize], &self.uses[rd as usize]);
        Reason::Conflict {
            def: self.vals[d as usize],
            write: w.op,
            write_operand: w.index,
            read: r.op,
            read_operand: r.index,
        }
    }

    /// Whether `u` may bufferize in place.
    fn check(&mut self, u: u32, dom: &Dominance<'_>) -> Result<(), Reason> {
        let use_ = self.uses[u as usize].clone();
        // The sets the tentative in-place decision merges.
        let mut roots: Vec<u32> = vec![self.alias.find(use_.val)];
        for &(t, _) in &use_.aliases {
            let r = self.alias.find(t);
            if !roots.contains(&r) {
                roots.push(r);
            }
        }
        if roots.len() == 1 && !use_.write {
            return Ok(());
        }
        // An op that is not bufferized "writes" its operand into its own
        // read-only results: never in place (its operands stay tensors).
        if let Some(&oi) = self.op_index.get(&use_.op)
            && matches!(self.ops[oi as usize].1, Kind::Unknown | Kind::Foreign)
            && let Some(&(res, _)) = use_.aliases.first()
        {
            return Err(Reason::NotWritable(self.vals[res as usize]));
        }
        // Write to a read-only buffer.
        let any_write = use_.write || roots.iter().any(|&r| !self.sets.writes(r).is_empty());
        // Tentative aliases of `u` count as in place while finding definitions.
        let tentative: Vec<u32> = use_.aliases.iter().map(|&(t, _)| t).collect();
        if any_write && roots.iter().any(|&r| self.set_readonly[r as usize]) {
            // A write reaches a read-only buffer if that buffer is where the
            // written value's buffer may come from (in-place aliases back).
            let mut writes: Vec<u32> = Vec::new();
            for &r in &roots {
                writes.extend(
                    self.sets
                        .writes(r)
                        .iter()
                        .map(|&w| self.uses[w as usize].val),
                );
            }
            if use_.write {
                writes.push(use_.val);
            }
            if let Some(bad) = self.readonly_origin(&writes, u, &tentative) {
                return Err(Reason::NotWritable(self.vals[bad as usize]));
            }
        }
        let u_blocks = use_.write.then(|| enclosing_blocks(use_.op, self.root));
        let pairs = self
            .sets
            .pairs(&roots, u, u_blocks.as_deref(), self.check_parallel_here);
        // `check-parallel-regions`: a write in an `scf.forall` iteration
        // into a buffer whose contents come from outside that iteration
        // (defined in another parallel scope) races with the other
        // iterations: out of place (a private copy).
        if self.check_parallel {
            let mut seen: Vec<u32> = Vec::new();
            for &(rd, wr) in &pairs {
                if seen.contains(&wr) {
                    continue;
                }
                seen.push(wr);
                let w_op = self.uses[wr as usize].op;
                let scope = self.parallel_scope_from(w_op.parent());
                if scope.is_none() {
                    continue;
                }
                let defs = self.definitions(self.uses[wr as usize].val, u, &tentative);
                for d in defs {
                    if self.parallel_scope_of_value(self.vals[d as usize]) != scope {
                        return Err(self.conflict(d, wr, rd));
                    }
                }
            }
        }
        for (rd, wr) in pairs {
            let defs = self.definitions(self.uses[rd as usize].val, u, &tentative);
            for d in defs {
                if self.conflicts(d, wr, rd, u, dom) {
                    return Err(self.conflict(d, wr, rd));
                }
            }
        }
        Ok(())
    }

    /// The values whose writes define what a read of `v` sees: follow
    /// in-place aliasing uses that do not write back to their source.
    ///
    /// The result of an op with regions whose forwarded contents are (partly)
    /// written inside the op is itself the definition: its contents are
    /// complete when the op finishes, after any write inside it.
    fn definitions(&self, v: u32, cand: u32, tentative: &[u32]) -> Vec<u32> {
        let mut memo = Vec::new();
        match self.defs_rec(v, cand, tentative, 0, &mut memo) {
            Some(d) => d,
            None => self.definitions_flat(v, cand, tentative),
        }
    }

    /// Whether every buffer that value `w` (written by `w_op`) may live in
    /// is allocated by an op that runs after `d` is defined and before
    /// `w_op` (`d`'s definition dominates the allocation, which dominates
    /// the write): each execution of the write then targets an allocation
    /// made since `d`, which cannot be `d`'s buffer (see
    /// [`Self::allocation_sites`]).
    fn fresh_between(&self, d: Value, w: u32, w_op: Op, cand: u32, dom: &Dominance<'_>) -> bool {
        let Some(allocs) = self.allocation_sites(w, cand, true) else {
            return false;
        };
        let cfg = dom.cfg();
        allocs.iter().all(|&a| {
            if !self.properly_before(a, w_op, dom) {
                return false;
            }
            match d.defining_op() {
                Some(dop) => self.properly_before(dop, a, dom),
                // A block argument: its block dominates the allocation.
                None => match (
                    d.owner_block().and_then(|b| cfg.id(b)),
                    a.block().and_then(|b| cfg.id(b)),
                ) {
                    (Some(db), Some(ab)) => {
                        let rid = cfg.region_of[db as usize];
                        cfg.ancestor_in_region(ab, rid)
                            .is_some_and(|c| dom.dominates(db, c))
                    }
                    _ => false,
                },
            }
        })
    }

    /// A non-writable value among the buffer origins of `starts`: values
    /// reached backwards through in-place aliasing uses (writing or not).
    fn readonly_origin(&self, starts: &[u32], cand: u32, tentative: &[u32]) -> Option<u32> {
        let mut seen: FxHashSet<u32> = FxHashSet::default();
        let mut stack: Vec<u32> = starts.to_vec();
        while let Some(x) = stack.pop() {
            if !seen.insert(x) {
                continue;
            }
            if !self.writable[x as usize] {
                return Some(x);
            }
            for s in self.sources(x, cand, tentative) {
                stack.push(self.uses[s as usize].val);
            }
        }
        None
    }

    /// In-place aliasing uses flowing into value `x` (with `cand` counted
    /// in place for its tentative aliases).
    fn sources(&self, x: u32, cand: u32, tentative: &[u32]) -> Vec<u32> {
        self.alias_in[x as usize]
            .iter()
            .copied()
            .filter(|&s| self.is_inplace(s) || (s == cand && tentative.contains(&x)))
            .collect()
    }

    /// [`Self::definitions`] by recursion; `None` when the chain is too
    /// deep (the caller then uses the flat, more conservative walk).
    fn defs_rec(
        &self,
        x: u32,
        cand: u32,
        tentative: &[u32],
        depth: u32,
        memo: &mut Vec<(u32, Vec<u32>)>,
    ) -> Option<Vec<u32>> {
        if let Some((_, d)) = memo.iter().find(|(k, _)| *k == x) {
            return Some(d.clone());
        }
        let xv = self.vals[x as usize];
        if !xv.is_result() {
            return Some(vec![x]);
        }
        let srcs = self.sources(x, cand, tentative);
        if srcs.is_empty() || srcs.iter().any(|&s| self.uses[s as usize].write) {
            return Some(vec![x]);
        }
        if depth > 200 {
            return None;
        }
        let mut out: Vec<u32> = Vec::new();
        for s in srcs {
            for d in self.defs_rec(self.uses[s as usize].val, cand, tentative, depth + 1, memo)? {
                if !out.contains(&d) {
                    out.push(d);
                }
            }
        }
        if let Some(op) = xv.defining_op()
            && op.num_regions() > 0
            && out.iter().any(|&d| {
                def_owner(self.vals[d as usize])
                    .is_some_and(|o| o == op || is_proper_ancestor(op, o))
            })
        {
            out = vec![x];
        }
        if memo.len() < 256 {
            memo.push((x, out.clone()));
        }
        Some(out)
    }

    /// Definitions by following every forwarding alias to its origin.
    fn definitions_flat(&self, v: u32, cand: u32, tentative: &[u32]) -> Vec<u32> {
        let mut out = Vec::new();
        let mut stack = vec![v];
        let mut seen: Vec<u32> = Vec::new();
        while let Some(x) = stack.pop() {
            if seen.contains(&x) {
                continue;
            }
            seen.push(x);
            // A block argument is a definition: what flows into it (a loop's
            // init or yield) was written by another instance of the ops.
            if !self.vals[x as usize].is_result() {
                out.push(x);
                continue;
            }
            let srcs = self.sources(x, cand, tentative);
            if srcs.is_empty() || srcs.iter().any(|&s| self.uses[s as usize].write) {
                out.push(x);
            } else {
                for s in srcs {
                    stack.push(self.uses[s as usize].val);
                }
            }
        }
        out
    }

    /// Whether definition `d`, write `w` and read `r` may happen in this
    /// order (see the module doc).
    fn conflicts(&self, d: u32, w: u32, r: u32, cand: u32, dom: &Dominance<'_>) -> bool {
        let (wu, ru) = (&self.uses[w as usize], &self.uses[r as usize]);
        let dv = self.vals[d as usize];
        let d_owner = def_owner(dv);
        if d_owner == Some(wu.op) {
            return false;
        }
        // D nested in W's op (e.g. a loop's init write, which happens when the
        // loop starts, and a definition in its body).
        if let Some(o) = d_owner
            && is_proper_ancestor(wu.op, o)
        {
            return false;
        }
        match dv.defining_op() {
            // W nested in D's op (e.g. in the body of the loop whose result
            // D is): D's contents are produced when the op finishes.
            Some(dop) => {
                if is_proper_ancestor(dop, wu.op) {
                    return false;
                }
                // D and R in one block, R after D: only a write inside that
                // block can run in between.
                if let Some(db) = dop.block()
                    && self.ancestor_in_block(ru.op, db).is_some()
                    && self.ancestor_in_block(wu.op, db).is_none()
                {
                    return false;
                }
            }
            None => {
                if self.outside_block_arg_scope(dv, wu.op, ru.op, dom) {
                    return false;
                }
            }
        }
        // The same use reads and writes (a read-modify-write such as
        // tensor.insert's destination): a loop that repeats the op without
        // redefining D makes one iteration's write precede the next one's
        // read.
        if w == r {
            return self.loop_between(ru.op, wu.op, dv)
                || self.cfg_cycle_between(ru.op, wu.op, dv, dom);
        }
        // D and R run in one execution of their innermost common region (D
        // first): W outside that region cannot run in between (e.g. W in
        // the other region of an scf.while, or outside a loop body).
        if let Some(dop) = dv.defining_op()
            && dop != ru.op
            && self.outside_common_region(dop, ru.op, wu.op)
            && self.properly_before(dop, ru.op, dom)
        {
            return false;
        }
        if wu.op == ru.op {
            return !self.same_op_ok(ru, wu, cand)
                && !self.fresh_between(dv, wu.val, wu.op, cand, dom);
        }
        if self.exclusive(ru.op, wu.op) {
            return false;
        }
        if self.disjoint_subsets(r, w) {
            return false;
        }
        // An insert_slice reads its destination except the slice it
        // overwrites: a write into exactly that slice does not conflict.
        if (ru.op.is(self.names.insert_slice) || ru.op.is(self.names.parallel_insert_slice))
            && ru.index == 1
            && self.matching_slice(wu.val, ru.op, true)
        {
            return false;
        }
        // W before D: the read sees D's (later) write.
        if self.properly_before_value(wu.op, dv, dom) {
            return false;
        }
        // R before W, or W nested in R's op (a loop reads its init when it
        // starts, before its body runs): no conflict unless a loop runs W
        // before the next R. (Checked before the costlier test below.)
        if (self.properly_before(ru.op, wu.op, dom) || is_proper_ancestor(ru.op, wu.op))
            && !self.loop_between(ru.op, wu.op, dv)
            && !self.cfg_cycle_between(ru.op, wu.op, dv, dom)
        {
            return false;
        }
        // W writes a buffer allocated after D (and before W): not D's.
        // Otherwise a conflict (also when the read is nested in the
        // writing op, e.g. a loop's init and a read inside the loop: the
        // write happens when the op starts).
        !self.fresh_between(dv, wu.val, wu.op, cand, dom)
    }

    /// Whether write `w` cannot run between the definition of block argument
    /// `d` (its block being entered) and read `r` of it: `w` lies outside
    /// the block's region, or in another block of that region that either
    /// strictly dominates the argument's block or from which `r` (inside the
    /// argument's block) is only reached by re-entering the block, which
    /// redefines the argument.
    fn outside_block_arg_scope(&self, d: Value, w: Op, r: Op, dom: &Dominance<'_>) -> bool {
        let cfg = dom.cfg();
        let Some(bb) = d.owner_block() else {
            return false;
        };
        let (Some(bid), Some(wb)) = (cfg.id(bb), w.block().and_then(|b| cfg.id(b))) else {
            return false;
        };
        let rid = cfg.region_of[bid as usize];
        let Some(c) = cfg.ancestor_in_region(wb, rid) else {
            return true;
        };
        if c == bid {
            return false;
        }
        if dom.properly_dominates(c, bid) {
            return true;
        }
        let Some(rb) = r
            .block()
            .and_then(|b| cfg.id(b))
            .and_then(|rb| cfg.ancestor_in_region(rb, rid))
        else {
            return false;
        };
        if rb == bid {
            return true;
        }
        // Every path from the write to the read re-enters the argument's
        // block (redefining it): the read's block is unreachable from the
        // write's without passing through it.
        if rb == c {
            let wa = self.ancestor_in_block(w, cfg.block(c));
            let ra = self.ancestor_in_block(r, cfg.block(c));
            match (wa, ra) {
                (Some(wa), Some(ra)) if wa == ra || wa.is_before_in_block(ra) => return false,
                (Some(_), Some(_)) => {}
                _ => return false,
            }
        }
        let blocks = cfg.region_blocks(rid);
        if blocks.len() > 512 {
            return false;
        }
        let mut seen = vec![false; blocks.len()];
        let first = blocks.start;
        let mut stack: Vec<u32> = cfg.succs[c as usize].clone();
        while let Some(x) = stack.pop() {
            if x == bid || std::mem::replace(&mut seen[(x - first) as usize], true) {
                continue;
            }
            if x == rb {
                return false;
            }
            stack.extend(cfg.succs[x as usize].iter().copied());
        }
        true
    }

    /// Whether `w` lies outside the innermost region holding both `d` and
    /// `r` (false when there is none below the root).
    fn outside_common_region(&self, d: Op, r: Op, w: Op) -> bool {
        let mut d_regions: Vec<crate::ir::Region> = Vec::new();
        let mut x = Some(d);
        while let Some(op) = x {
            if op == self.root {
                break;
            }
            if let Some(reg) = op.parent_region() {
                d_regions.push(reg);
            }
            x = op.parent();
        }
        let mut y = Some(r);
        let mut common = None;
        while let Some(op) = y {
            if op == self.root {
                break;
            }
            if let Some(reg) = op.parent_region()
                && d_regions.contains(&reg)
            {
                common = Some(reg);
                break;
            }
            y = op.parent();
        }
        let Some(common) = common else { return false };
        let mut z = Some(w);
        while let Some(op) = z {
            if op.parent_region() == Some(common) {
                return false;
            }
            if op == self.root {
                break;
            }
            z = op.parent();
        }
        true
    }

    /// The ancestor of `op` (or `op`) directly in `block`.
    fn ancestor_in_block(&self, op: Op, block: crate::ir::Block) -> Option<Op> {
        let mut x = op;
        loop {
            if x.block() == Some(block) {
                return Some(x);
            }
            x = x.parent()?;
        }
    }

    /// Two uses of the same op.
    fn same_op_ok(&self, ru: &Use, wu: &Use, _cand: u32) -> bool {
        let op = wu.op;
        let n = &self.names;
        if op.is(n.map) || is_named_elementwise(op) || (op.is(n.generic) && elementwise(op)) {
            // Elementwise: each element is read before it is written.
            return self.equiv.root(ru.val) == self.equiv.root(wu.val) || ru.val == wu.val;
        }
        if (op.is(n.insert_slice) || op.is(n.parallel_insert_slice))
            && ru.index == 0
            && wu.index == 1
        {
            return self.matching_slice(ru.val, op, false);
        }
        false
    }

    /// Whether the source of insert-slice `op` is (in place) the result of an
    /// `extract_slice` of the same destination with the same offsets, sizes
    /// and strides.
    ///
    /// With `nested`, a slice of such a slice (an in-place extract_slice
    /// chain ending at the matching one) also counts: it lies inside the
    /// overwritten part.
    fn matching_slice(&self, src: u32, op: Op, nested: bool) -> bool {
        let mut v = self.vals[src as usize];
        for _ in 0..64 {
            let Some(d) = v.defining_op() else {
                return false;
            };
            if d.is(self.names.extract_slice) {
                let dest = op.operand(1);
                let same_src = d.operand(0) == dest
                    || match (self.id(d.operand(0)), self.id(dest)) {
                        (Some(a), Some(b)) => self.equivalent(a, b),
                        _ => false,
                    };
                if same_src && same_slice(d, op) {
                    return true;
                }
                let in_place = self
                    .op_index
                    .get(&d)
                    .and_then(|&oi| self.ops[oi as usize].2.first().copied())
                    .is_some_and(|u| self.is_inplace(u));
                if !nested || !in_place {
                    return false;
                }
                v = d.operand(0);
                continue;
            }
            // Follow the tied init of an in-place destination-style write.
            let Some(&oi) = self.op_index.get(&d) else {
                return false;
            };
            let (_, _, uses) = &self.ops[oi as usize];
            let tied = uses.iter().copied().find(|&u| {
                let us = &self.uses[u as usize];
                us.write
                    && self.is_inplace(u)
                    && us
                        .aliases
                        .iter()
                        .any(|&(t, e)| e && self.vals[t as usize] == v)
            });
            match tied {
                Some(u) => v = self.vals[self.uses[u as usize].val as usize],
                None => return false,
            }
        }
        false
    }

    /// A read of a slice and a write of an insert_slice (or the other way)
    /// on statically disjoint parts of one tensor.
    fn disjoint_subsets(&self, r: u32, w: u32) -> bool {
        let (ru, wu) = (&self.uses[r as usize], &self.uses[w as usize]);
        let rv = self.vals[ru.val as usize];
        // Read side: the read value is an extract_slice result.
        let Some(es) = rv.defining_op().filter(|o| o.is(self.names.extract_slice)) else {
            return false;
        };
        // Write side: an insert_slice's destination, or a write into an
        // extract_slice result (a subview of its source).
        let is_ins =
            wu.op.is(self.names.insert_slice) || wu.op.is(self.names.parallel_insert_slice);
        let (slice, base) = if is_ins && wu.index == 1 {
            (wu.op, wu.op.operand(1))
        } else {
            match self.vals[wu.val as usize]
                .defining_op()
                .filter(|o| o.is(self.names.extract_slice))
            {
                Some(x) => (x, x.operand(0)),
                None => return false,
            }
        };
        let same_base = es.operand(0) == base
            || match (self.id(es.operand(0)), self.id(base)) {
                (Some(a), Some(b)) => self.equivalent(a, b),
                _ => false,
            };
        same_base && statically_disjoint(es, slice)
    }

    /// `a` properly dominates `b` (runs before it), across nesting: their
    /// ancestors in the innermost common region are ordered in one block,
    /// or the block of `a`'s properly dominates `b`'s. False when one
    /// contains the other or both are nested in one op.
    fn properly_before(&self, a: Op, b: Op, dom: &Dominance<'_>) -> bool {
        let mut a_chain: Vec<Op> = Vec::new();
        let mut x = a;
        loop {
            a_chain.push(x);
            match x.parent() {
                Some(p) if p != self.root => x = p,
                _ => break,
            }
        }
        let mut y = b;
        loop {
            let yr = y.parent_region();
            if let Some(&ax) = a_chain.iter().find(|ax| ax.parent_region() == yr) {
                if ax == y {
                    return false;
                }
                let (Some(ab), Some(bb)) = (ax.block(), y.block()) else {
                    return false;
                };
                if ab == bb {
                    return ax.is_before_in_block(y);
                }
                return match (dom.cfg().id(ab), dom.cfg().id(bb)) {
                    (Some(ia), Some(ib)) => dom.properly_dominates(ia, ib),
                    _ => false,
                };
            }
            match y.parent() {
                Some(p) if p != self.root => y = p,
                _ => return false,
            }
        }
    }

    /// `a` properly dominates the definition of `v`.
    fn properly_before_value(&self, a: Op, v: Value, dom: &Dominance<'_>) -> bool {
        if let Some(d) = v.defining_op() {
            return self.properly_before(a, d, dom);
        }
        // A block argument: defined when its block starts.
        match v.owner_block().and_then(|b| b.parent_op()) {
            Some(p) if p != self.root => self.properly_before(a, p, dom),
            _ => false,
        }
    }

    /// Ops in different branches of an `scf.if` / `scf.index_switch`.
    fn exclusive(&self, a: Op, b: Op) -> bool {
        let chain_a = region_chain(a, self.root);
        let chain_b = region_chain(b, self.root);
        for &(pa, ra) in &chain_a {
            if let Some(&(_, rb)) = chain_b.iter().find(|(pb, _)| *pb == pa) {
                return ra != rb && (pa.is(self.names.scf_if) || pa.is(self.names.index_switch));
            }
        }
        false
    }

    /// Whether an unstructured (CFG) loop can run `w` and then `r` again
    /// without redefining `d`: at the level of the innermost region holding
    /// both, their blocks lie on one cycle, and a path from `w`'s block back
    /// to `r`'s block avoids the block that defines `d` (entering that block
    /// redefines `d` before `r`, which `d` dominates). Linear in the blocks
    /// of that cycle, and only reached for blocks on one.
    fn cfg_cycle_between(&self, r: Op, w: Op, d: Value, dom: &Dominance<'_>) -> bool {
        let cfg = dom.cfg();
        let (in_cycle, scc) = (&self.cycles.0, &self.cycles.1);
        let (Some(rb), Some(wb)) = (
            r.block().and_then(|b| cfg.id(b)),
            w.block().and_then(|b| cfg.id(b)),
        ) else {
            return false;
        };
        let Some((rb, wb)) = cfg.common_region_ancestors(rb, wb) else {
            return false;
        };
        if !in_cycle[rb as usize] || scc[rb as usize] != scc[wb as usize] {
            return false;
        }
        let d_block = match d.defining_op() {
            Some(op) => op.block(),
            None => d.owner_block(),
        }
        .and_then(|b| cfg.id(b))
        .and_then(|b| cfg.ancestor_in_region(b, cfg.region_of[rb as usize]));
        let blocked = match d_block {
            Some(db) if scc[db as usize] == scc[rb as usize] => db,
            // `d` is defined outside the cycle: it repeats without it.
            _ => return true,
        };
        if blocked == rb {
            // `d` dominates the read within its block: reaching the read
            // again means defining `d` again.
            return false;
        }
        let mut seen: FxHashSet<u32> = FxHashSet::default();
        let mut stack: Vec<u32> = cfg.succs[wb as usize].clone();
        while let Some(b) = stack.pop() {
            if b == rb {
                return true;
            }
            if b == blocked || scc[b as usize] != scc[rb as usize] || !seen.insert(b) {
                continue;
            }
            stack.extend(cfg.succs[b as usize].iter().copied());
        }
        false
    }

    /// Whether a loop containing both `r` and `w` but not the definition
    /// of `d` can run `w` before a later `r`.
    fn loop_between(&self, r: Op, w: Op, d: Value) -> bool {
        let chain_r = region_chain(r, self.root);
        let chain_w = region_chain(w, self.root);
        let d_chain = match d.defining_op() {
            Some(op) => region_chain(op, self.root),
            None => match d.owner_block().and_then(|b| b.parent_op()) {
                Some(p) if p != self.root => {
                    let mut c = region_chain(p, self.root);
                    let idx = d
                        .owner_block()
                        .and_then(|b| b.parent_region())
                        .and_then(|reg| p.regions().position(|x| x == reg))
                        .unwrap_or(0);
                    c.insert(0, (p, idx));
                    c
                }
                _ => Vec::new(),
            },
        };
        for &(p, reg) in &chain_r {
            if !chain_w.contains(&(p, reg)) {
                continue;
            }
            if is_repetitive(p, &self.names) && !d_chain.contains(&(p, reg)) {
                return true;
            }
        }
        false
    }

    /// The innermost `scf.forall` whose body holds `v`'s definition.
    fn parallel_scope_of_value(&self, v: Value) -> Option<Op> {
        let start = match v.defining_op() {
            Some(op) => op.parent(),
            None => v.owner_block().and_then(|b| b.parent_op()),
        };
        self.parallel_scope_from(start)
    }

    /// The innermost `scf.forall` at or above `op` (below the root).
    fn parallel_scope_from(&self, mut op: Option<Op>) -> Option<Op> {
        while let Some(x) = op {
            if x == self.root {
                return None;
            }
            if x.is(self.names.forall) {
                return Some(x);
            }
            op = x.parent();
        }
        None
    }

    /// Function-level summary for callers (`bufferization.access`,
    /// equivalent and aliasing results).
    pub fn summary(&self, func: Op, names: &Names) -> FuncSummary {
        let Some(entry) = func.regions().next().and_then(|r| r.first_block()) else {
            return FuncSummary::default();
        };
        let n = entry.num_arguments();
        let mut s = FuncSummary {
            read: vec![false; n],
            write: vec![false; n],
            ..Default::default()
        };
        for i in 0..n {
            let Some(a) = self.id(entry.argument(i)) else {
                continue;
            };
            let root = self.alias.root(a);
            // Written: an in-place write to a value whose buffer may be the
            // argument's (forwarded through in-place aliasing uses).
            let reach = self.buffer_users(a);
            s.write[i] = self
                .sets
                .writes(root)
                .iter()
                .any(|&w| self.is_inplace(w) && reach.contains(&self.uses[w as usize].val));
            s.read[i] = self.uses.iter().enumerate().any(|(_, us)| {
                us.read && self.alias.root(us.val) == root && self.reads_arg(us.val, a)
            });
        }
        let rets: Vec<Op> = self
            .ops
            .iter()
            .filter(|(op, _, _)| op.is(names.ret) && op.parent() == Some(func))
            .map(|(op, _, _)| *op)
            .collect();
        let nres = func.function_result_types().len();
        s.equivalent = vec![None; nres];
        s.aliasing = vec![Vec::new(); nres];
        for r in 0..nres {
            let mut eq: Option<Option<usize>> = None;
            let mut al: Vec<usize> = Vec::new();
            for &ret in &rets {
                let Some(v) = (r < ret.num_operands()).then(|| ret.operand(r)) else {
                    continue;
                };
                let Some(vid) = self.id(v) else {
                    eq = Some(None);
                    continue;
                };
                let mut this = None;
                for i in 0..n {
                    if let Some(a) = self.id(entry.argument(i)) {
                        if self.equivalent(a, vid) {
                            this = Some(i);
                        } else if self.alias.root(a) == self.alias.root(vid) && !al.contains(&i) {
                            al.push(i);
                        }
                    }
                }
                eq = Some(match eq {
                    None => this,
                    Some(prev) if prev == this => prev,
                    Some(_) => None,
                });
            }
            s.equivalent[r] = eq.flatten();
            if s.equivalent[r].is_none() {
                s.aliasing[r] = al;
            }
        }
        s
    }

    /// Values whose buffer may be the buffer of `a`: `a` and everything it
    /// flows to through in-place aliasing uses.
    fn buffer_users(&self, a: u32) -> FxHashSet<u32> {
        let mut seen: FxHashSet<u32> = FxHashSet::default();
        let mut stack = vec![a];
        while let Some(x) = stack.pop() {
            if !seen.insert(x) {
                continue;
            }
            for &u in &self.uses_of[x as usize] {
                if self.is_inplace(u) {
                    stack.extend(self.uses[u as usize].aliases.iter().map(|&(t, _)| t));
                }
            }
        }
        seen
    }

    /// Whether a read of `v` sees the contents of argument value `a`.
    fn reads_arg(&self, v: u32, a: u32) -> bool {
        self.definitions(v, u32::MAX, &[]).contains(&a)
    }
}

/// The op owning a value's definition: its defining op, or the op whose
/// region holds the block argument.
fn def_owner(v: Value) -> Option<Op> {
    v.defining_op()
        .or_else(|| v.owner_block().and_then(|b| b.parent_op()))
}

/// Whether `inner` is nested (strictly) inside `outer`.
fn is_proper_ancestor(outer: Op, inner: Op) -> bool {
    let mut x = inner;
    while let Some(p) = x.parent() {
        if p == outer {
            return true;
        }
        x = p;
    }
    false
}

/// `(ancestor op, region index)` pairs from `op` outwards, below `root`.
fn region_chain(op: Op, root: Op) -> Vec<(Op, usize)> {
    let mut out = Vec::new();
    let mut x = op;
    while let Some(p) = x.parent() {
        if p == root {
            break;
        }
        let reg = x.parent_region();
        let idx = reg
            .and_then(|r| p.regions().position(|y| y == r))
            .unwrap_or(0);
        out.push((p, idx));
        x = p;
    }
    out
}

/// Regions of loops run repeatedly.
fn is_repetitive(op: Op, names: &Names) -> bool {
    op.is(names.scf_for) || op.is(names.scf_while) || op.is(names.forall) || op.is_loop()
}

/// Named linalg ops that read and write each element at the same index
/// (identity maps, no broadcast).
fn is_named_elementwise(op: Op) -> bool {
    const NAMES: &[&str] = &[
        "linalg.copy",
        "linalg.add",
        "linalg.sub",
        "linalg.mul",
        "linalg.div",
        "linalg.div_unsigned",
        "linalg.max",
        "linalg.min",
        "linalg.powf",
        "linalg.exp",
        "linalg.log",
        "linalg.abs",
        "linalg.ceil",
        "linalg.floor",
        "linalg.negf",
        "linalg.reciprocal",
        "linalg.round",
        "linalg.sqrt",
        "linalg.rsqrt",
        "linalg.square",
        "linalg.tanh",
        "linalg.erf",
        "linalg.select",
    ];
    // Only reached for ops that read and write two operands of one op.
    NAMES.contains(&op.name().as_str().as_str())
}

/// linalg op with only parallel iterators and identity indexing maps.
fn elementwise(op: Op) -> bool {
    let Some(iters) = op.attr("iterator_types") else {
        return false;
    };
    if !iters.print().split(',').all(|s| s.contains("parallel")) {
        return false;
    }
    match op.attr("indexing_maps") {
        Some(maps) => {
            let text = maps.print();
            text.split("affine_map<").skip(1).all(|m| {
                is_identity_map(
                    m.trim_end_matches(|c| c == ']' || c == ',' || c == ' ' || c == '>'),
                )
            })
        }
        None => true,
    }
}

fn is_identity_map(m: &str) -> bool {
    // "(d0, d1) -> (d0, d1)"
    let Some((lhs, rhs)) = m.split_once("->") else {
        return false;
    };
    let l: String = lhs.chars().filter(|c| !c.is_whitespace()).collect();
    let r: String = rhs.chars().filter(|c| !c.is_whitespace()).collect();
    let r = r.trim_end_matches('>');
    l == r
}

/// Mixed offsets/sizes/strides equal (same static values, same SSA values).
pub fn same_slice(a: Op, b: Op) -> bool {
    let attrs = ["static_offsets", "static_sizes", "static_strides"];
    for name in attrs {
        match (a.attr(name), b.attr(name)) {
            (Some(x), Some(y)) if x == y => {}
            _ => return false,
        }
    }
    // Dynamic operands: after the source (and dest) operands.
    let dyn_a: Vec<Value> = a.operands().skip(1).collect();
    let dyn_b: Vec<Value> = b.operands().skip(2).collect();
    dyn_a == dyn_b
}

fn statically_disjoint(a: Op, b: Op) -> bool {
    let get = |op: Op, n: &str| op.attr(n).and_then(|x| x.as_dense_ints());
    let (Some(oa), Some(sa), Some(ta)) = (
        get(a, "static_offsets"),
        get(a, "static_sizes"),
        get(a, "static_strides"),
    ) else {
        return false;
    };
    let (Some(ob), Some(sb), Some(tb)) = (
        get(b, "static_offsets"),
        get(b, "static_sizes"),
        get(b, "static_strides"),
    ) else {
        return false;
    };
    if oa.len() != ob.len() {
        return false;
    }
    let dynamic = crate::ir::dynamic_size();
    for d in 0..oa.len() {
        let vals = [oa[d], sa[d], ta[d], ob[d], sb[d], tb[d]];
        if vals.contains(&dynamic) {
            continue;
        }
        let end_a = oa[d] + (sa[d] - 1).max(0) * ta[d];
        let end_b = ob[d] + (sb[d] - 1).max(0) * tb[d];
        if end_a < ob[d] || end_b < oa[d] {
            return true;
        }
    }
    false
}

fn root_arg_writable(func: Op, i: usize) -> bool {
    // `bufferization.writable = false` in the argument attributes.
    let Some(attrs) = func.attr("arg_attrs") else {
        return true;
    };
    let text = attrs.print();
    // arg_attrs is an array of dictionaries, one per argument.
    let dicts = split_top_level(&text);
    match dicts.get(i) {
        Some(d) => !d.contains("bufferization.writable = false"),
        None => true,
    }
}

/// Splits the printed array `[{a}, {b}, ...]` into its top-level items
/// (commas inside nested brackets or string literals do not split).
pub(super) fn split_top_level(text: &str) -> Vec<String> {
    let inner = text.trim().trim_start_matches('[');
    let inner = inner.strip_suffix(']').unwrap_or(inner);
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut cur = String::new();
    let mut in_str = false;
    for c in inner.chars() {
        if c == '"' {
            in_str = !in_str;
        }
        if !in_str {
            match c {
                '{' | '[' | '(' | '<' => depth += 1,
                '}' | ']' | ')' | '>' => depth -= 1,
                ',' if depth == 0 => {
                    out.push(std::mem::take(&mut cur).trim().to_owned());
                    continue;
                }
                _ => {}
            }
        }
        cur.push(c);
    }
    if !cur.trim().is_empty() {
        out.push(cur.trim().to_owned());
    }
    out
}
