//! The buffer flow graph of one function, its roots and its critical
//! joins (see the module doc of [`super`]).
//!
//! Nodes are the function's memref values. A node is one of:
//! - **Owned**: a buffer the function must free (or return): results with
//!   a managed `Allocate` effect (`memref.alloc`, `memref.realloc`,
//!   `bufferization.clone`) and memref results of calls (the caller owns
//!   what a function returns);
//! - **Unowned**: a buffer the function must never free: function
//!   arguments, `memref.alloca`, `memref.get_global`, region arguments of
//!   ops that are not region branches, results of ops of unknown aliasing
//!   (which also alias their memref operands: conservative edges);
//! - **View**: a view of its sources (`memref.subview`, casts, reshapes,
//!   `arith.select`): dominated by each of them;
//! - **Join**: a value control flow forwards into: a block argument, a
//!   region argument or a result of a region-branch op. Each incoming edge
//!   has a *site*: the operand that forwards it (of a branch, of a
//!   region-branch terminator or of the region-branch op itself), where a
//!   clone can be inserted.
//!
//! *Roots* of a node: the Owned/Unowned nodes (and critical joins) it may
//! be, following incoming edges (one fold over the strongly connected
//! components). A join is *critical* when one of its owned roots does not
//! dominate it: that buffer exists on some paths only, so no single point
//! can free it. Critical joins become owned roots of their own (every site
//! feeding them gets a clone); cutting them changes roots downstream, so
//! the check repeats until nothing new is critical (criticality only
//! grows; in practice two or three rounds).

use std::rc::Rc;

use crate::analysis::alloc::{self, Allocation};
use crate::analysis::cfg::{BlockId, Cfg};
use crate::analysis::dominance::Dominance;
use crate::analysis::fxhash::{FxHashMap, FxHashSet};
use crate::analysis::scc::tarjan;
use crate::ir::{EffectKind, Effects, Op, Order, Value, Walk};
use crate::pass::PassError;

/// An operand forwarding a value into a join: operand `index` of `op`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Site {
    pub op: Op,
    pub index: usize,
}

/// What a node is by itself (see the module doc).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    Owned,
    Unowned,
    View,
    Join,
}

/// Where a value is defined: its block, and the op (`None`: a block
/// argument, defined at the block's start).
pub type DefPoint = (BlockId, Option<Op>);

/// The flow graph of one function.
pub struct Flow {
    pub values: Vec<Value>,
    index: FxHashMap<Value, u32>,
    pub kind: Vec<Kind>,
    /// Incoming edges: (source node, the site forwarding it, for joins).
    pub incoming: Vec<Vec<(u32, Option<Site>)>>,
    pub def: Vec<DefPoint>,
    /// The targets of each site (a `scf.yield` operand feeds the next
    /// iteration and the loop's result).
    pub sites: FxHashMap<Site, Vec<u32>>,
    /// Sites in creation order (deterministic output).
    pub site_order: Vec<Site>,
    /// Sites of branch ops: (successor index, successor argument index).
    pub branch_edge: FxHashMap<Site, (usize, usize)>,
    /// Sites of region-branch ops (terminators or the op itself) that not
    /// every successor receives: a clone before the op would leak on the
    /// other successors.
    pub partial: FxHashSet<Site>,
    /// A memref operand of a `Free` op (freed by the input itself).
    freed: Vec<bool>,
}

/// The position of the contiguous run `fwd` among `op`'s operands, at or
/// after `from`.
fn find_run(op: Op, fwd: &[Value], from: usize) -> Option<usize> {
    let ops: Vec<Value> = op.operands().collect();
    if fwd.is_empty() {
        return Some(from.min(ops.len()));
    }
    (from..=ops.len().checked_sub(fwd.len())?).find(|&s| ops[s..s + fwd.len()] == *fwd)
}

impl Flow {
    /// Builds the graph of `func`'s body (`cfg` indexes it).
    pub fn build(func: Op, cfg: &Cfg) -> Result<Flow, PassError> {
        let mut g = Flow {
            values: Vec::new(),
            index: FxHashMap::default(),
            kind: Vec::new(),
            incoming: Vec::new(),
            def: Vec::new(),
            sites: FxHashMap::default(),
            site_order: Vec::new(),
            branch_edge: FxHashMap::default(),
            partial: FxHashSet::default(),
            freed: Vec::new(),
        };
        // Nodes: block arguments first (their kind depends on the parent
        // op), then results.
        for (b, &block) in cfg.blocks.iter().enumerate() {
            let b = b as BlockId;
            // Entry arguments are the function's or produced by their op,
            // unless a region-branch op forwards into them (made joins
            // when their edges are added).
            let kind = if block.is_entry() {
                Kind::Unowned
            } else {
                Kind::Join
            };
            for a in block.arguments() {
                if a.ty().is_any_memref() {
                    g.node(a, kind, (b, None));
                }
            }
        }
        let mut error: Option<PassError> = None;
        func.walk(Order::Pre, |op| {
            if op == func || error.is_some() {
                return Walk::Advance;
            }
            if let Err(e) = g.add_op(op, cfg) {
                error = Some(e);
                return Walk::Interrupt;
            }
            Walk::Advance
        });
        if let Some(e) = error {
            return Err(e);
        }
        // Edges (all nodes exist now).
        func.walk(Order::Pre, |op| {
            if op == func || error.is_some() {
                return Walk::Advance;
            }
            if let Err(e) = g.add_edges(op) {
                error = Some(e);
                return Walk::Interrupt;
            }
            Walk::Advance
        });
        if let Some(e) = error {
            return Err(e);
        }
        Ok(g)
    }

    fn node(&mut self, v: Value, kind: Kind, def: DefPoint) -> u32 {
        if let Some(&n) = self.index.get(&v) {
            return n;
        }
        let n = self.values.len() as u32;
        self.values.push(v);
        self.index.insert(v, n);
        self.kind.push(kind);
        self.incoming.push(Vec::new());
        self.def.push(def);
        self.freed.push(false);
        n
    }

    /// Node of `v` (every memref value of the function has one).
    pub fn id(&self, v: Value) -> Option<u32> {
        self.index.get(&v).copied()
    }

    pub fn len(&self) -> usize {
        self.values.len()
    }

    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// Adds `op`'s memref results as nodes and records what it frees.
    fn add_op(&mut self, op: Op, cfg: &Cfg) -> Result<(), PassError> {
        let block = op
            .block()
            .and_then(|b| cfg.id(b))
            .expect("op in an indexed block");
        let ifaces = op.interfaces();
        let memref_results: Vec<Value> = op.results().filter(|v| v.ty().is_any_memref()).collect();
        if let Effects::Known(effects) = op.memory_effects() {
            for e in effects.iter().filter(|e| e.kind == EffectKind::Free) {
                if let Some(v) = e.value
                    && let Some(n) = self.id(v)
                {
                    self.freed[n as usize] = true;
                }
            }
        }
        if memref_results.is_empty() {
            return Ok(());
        }
        let allocated = alloc::allocations(op);
        for r in memref_results {
            let kind = if allocated.contains(&Allocation::Managed(r)) || ifaces.call() {
                Kind::Owned
            } else if allocated.contains(&Allocation::Automatic(r)) {
                Kind::Unowned
            } else if ifaces.region_branch() {
                Kind::Join
            } else if ifaces.view_like() || ifaces.buffer_view_flow() {
                Kind::View
            } else {
                if op.num_regions() > 0 && holds_memrefs(op) {
                    return Err(PassError::new(
                        op,
                        "an op with regions that returns memrefs must implement RegionBranchOpInterface when its regions hold memrefs: which of its buffers it returns, and who frees them, is unknown",
                    ));
                }
                Kind::Unowned
            };
            self.node(r, kind, (block, Some(op)));
        }
        Ok(())
    }

    fn edge(&mut self, from: Value, to: Value, site: Option<Site>) {
        let (Some(f), Some(t)) = (self.id(from), self.id(to)) else {
            return;
        };
        self.incoming[t as usize].push((f, site));
        if let Some(s) = site {
            let targets = self.sites.entry(s).or_insert_with(|| {
                self.site_order.push(s);
                Vec::new()
            });
            if !targets.contains(&t) {
                targets.push(t);
            }
        }
    }

    /// Forwarding edges of one run of forwarded operands into `inputs`.
    /// Adds the edges of one run of forwarded operands `fwd` (found at or
    /// after operand `from`) into `inputs`; returns the end of the run and
    /// the memref sites made, with the index of their input.
    fn forward(
        &mut self,
        op: Op,
        fwd: &[Value],
        inputs: &[Value],
        from: usize,
    ) -> Result<(usize, Vec<(Site, usize)>), PassError> {
        if !fwd.iter().chain(inputs).any(|v| v.ty().is_any_memref()) {
            return Ok((from, Vec::new()));
        }
        if fwd.len() != inputs.len() {
            return Err(PassError::new(
                op,
                "the operands this op forwards to memref arguments or results are unknown (RegionBranchOpInterface / BranchOpInterface gives no forwarded operands): the buffers cannot be tracked",
            ));
        }
        let Some(start) = find_run(op, fwd, from) else {
            return Err(PassError::new(
                op,
                "the operands this op forwards are not a contiguous run of its operands: no clone can be placed on its edges",
            ));
        };
        let mut made = Vec::new();
        for (k, (&v, &to)) in fwd.iter().zip(inputs).enumerate() {
            if to.ty().is_any_memref() {
                let n = self.id(to).expect("memref input");
                self.kind[n as usize] = Kind::Join;
                let site = Site {
                    op,
                    index: start + k,
                };
                self.edge(v, to, Some(site));
                made.push((site, k));
            }
        }
        Ok((start + fwd.len(), made))
    }

    /// Marks the sites of a region-branch op (or terminator) that some of
    /// its `successors` do not receive.
    fn mark_partial(&mut self, per_successor: Vec<Vec<(Site, usize)>>) {
        let all: FxHashSet<Site> = per_successor.iter().flatten().map(|&(s, _)| s).collect();
        for s in all {
            if per_successor
                .iter()
                .any(|sites| !sites.iter().any(|&(x, _)| x == s))
            {
                self.partial.insert(s);
            }
        }
    }

    fn add_edges(&mut self, op: Op) -> Result<(), PassError> {
        let ifaces = op.interfaces();
        if ifaces.branch() {
            let mut from = 0;
            for i in 0..op.num_successors() {
                let succ = op.successor(i);
                let Some((produced, fwd)) = op.successor_operands(i) else {
                    continue;
                };
                let inputs: Vec<Value> = succ.arguments().skip(produced).collect();
                if inputs.len() < fwd.len() {
                    continue;
                }
                let (end, made) = self.forward(op, &fwd, &inputs[..fwd.len()], from)?;
                from = end;
                for (site, k) in made {
                    self.branch_edge.insert(site, (i, produced + k));
                }
            }
            return Ok(());
        }
        if op.num_successors() > 0 && op.operands().any(|v| v.ty().is_any_memref()) {
            return Err(PassError::new(
                op,
                "a terminator with successors that does not implement BranchOpInterface forwards memrefs: where they go is unknown",
            ));
        }
        if ifaces.region_branch() || ifaces.region_branch_terminator() {
            let successors = if ifaces.region_branch() {
                op.entry_successors()
            } else {
                op.terminator_successors()
            };
            let mut per_successor = Vec::new();
            for s in successors {
                per_successor.push(self.forward(op, &s.forwarded, &s.inputs, 0)?.1);
            }
            self.mark_partial(per_successor);
            return Ok(());
        }
        if ifaces.buffer_view_flow()
            && let Some(deps) = op.view_flow_dependencies()
        {
            for (from, to) in deps {
                self.edge(from, to, None);
            }
            return Ok(());
        }
        if ifaces.view_like() {
            if let Some(src) = op.view_source()
                && op.num_results() > 0
            {
                self.edge(src, op.result(0), None);
            }
            return Ok(());
        }
        if ifaces.call() {
            return Ok(());
        }
        // Unknown aliasing: each memref result not allocated may be any
        // memref operand.
        let allocated = alloc::allocations(op);
        let operands: Vec<Value> = op.operands().filter(|v| v.ty().is_any_memref()).collect();
        for r in op.results().filter(|v| v.ty().is_any_memref()) {
            if allocated
                .iter()
                .any(|a| matches!(a, Allocation::Managed(x) | Allocation::Automatic(x) if *x == r))
            {
                continue;
            }
            for &o in &operands {
                self.edge(o, r, None);
            }
        }
        Ok(())
    }

    /// Whether node `n` is a root by itself under `cut` (critical joins).
    fn is_self_root(&self, n: usize, cut: &[bool]) -> bool {
        cut[n] || matches!(self.kind[n], Kind::Owned | Kind::Unowned)
    }

    /// Roots of every node when the nodes in `cut` are roots of their own
    /// (their incoming edges ignored). Sorted node ids.
    pub fn roots(&self, cut: &[bool]) -> Vec<Rc<Vec<u32>>> {
        let n = self.len();
        let adj: Vec<Vec<u32>> = (0..n)
            .map(|i| {
                if cut[i] || self.kind[i] == Kind::Owned {
                    Vec::new()
                } else {
                    self.incoming[i].iter().map(|&(f, _)| f).collect()
                }
            })
            .collect();
        let sccs = tarjan(&adj);
        let mut per_comp: Vec<Rc<Vec<u32>>> =
            (0..sccs.len()).map(|_| Rc::new(Vec::new())).collect();
        // Emission order: a component after everything it reaches, i.e.
        // after its sources.
        for (c, members) in sccs.components().enumerate() {
            let mut acc: Rc<Vec<u32>> = Rc::new(Vec::new());
            for &m in members {
                if self.is_self_root(m, cut) {
                    acc = union(&acc, &Rc::new(vec![m as u32]));
                }
                for &f in &adj[m] {
                    let fc = sccs.component_of[f as usize];
                    if fc != c {
                        acc = union(&acc, &per_comp[fc]);
                    }
                }
            }
            per_comp[c] = acc;
        }
        (0..n)
            .map(|i| per_comp[sccs.component_of[i]].clone())
            .collect()
    }

    /// Forward adjacency (value -> values it flows into), every edge.
    pub fn forward_edges(&self) -> Vec<Vec<u32>> {
        let mut fwd: Vec<Vec<u32>> = vec![Vec::new(); self.len()];
        for (t, inc) in self.incoming.iter().enumerate() {
            for &(f, _) in inc {
                fwd[f as usize].push(t as u32);
            }
        }
        fwd
    }

    /// Nodes whose buffer the input frees itself: something they may flow
    /// into is freed. Such buffers are left to the input (a second run
    /// sees its own frees).
    pub fn managed_by_input(&self, fwd: &[Vec<u32>]) -> Vec<bool> {
        let n = self.len();
        let sccs = tarjan(fwd);
        let mut per_comp = vec![false; sccs.len()];
        for (c, members) in sccs.components().enumerate() {
            per_comp[c] = members.iter().any(|&m| {
                self.freed[m]
                    || fwd[m].iter().any(|&d| {
                        let dc = sccs.component_of[d as usize];
                        dc != c && per_comp[dc]
                    })
            });
        }
        (0..n).map(|i| per_comp[sccs.component_of[i]]).collect()
    }

    /// Whether the buffer of node `r` (defined at its def point) exists on
    /// every path to node `n`'s definition.
    pub fn dominates(&self, r: u32, n: u32, dom: &Dominance, cfg: &Cfg) -> bool {
        let (rb, rop) = self.def[r as usize];
        let (nb, nop) = self.def[n as usize];
        if rb == nb {
            return match (rop, nop) {
                (None, Some(_)) => true,
                (Some(a), Some(b)) => a != b && a.is_before_in_block(b),
                _ => false,
            };
        }
        if !dom.properly_dominates(rb, nb) {
            return false;
        }
        // `n` nested in an op of `r`'s block: that op must come after `r`.
        if let Some(ab) = cfg.ancestor_in_region(nb, cfg.region_of[rb as usize])
            && ab == rb
        {
            let Some(rop) = rop else { return true };
            let mut anc = cfg.blocks[nb as usize].parent_op();
            while let Some(a) = anc {
                if a.block() == Some(cfg.blocks[rb as usize]) {
                    return rop.is_before_in_block(a);
                }
                anc = a.parent();
            }
            return false;
        }
        true
    }
}

/// Sorted union of two sorted root lists, sharing when one contains the
/// other trivially.
fn union(a: &Rc<Vec<u32>>, b: &Rc<Vec<u32>>) -> Rc<Vec<u32>> {
    if b.is_empty() || Rc::ptr_eq(a, b) || **a == **b {
        return a.clone();
    }
    if a.is_empty() {
        return b.clone();
    }
    let mut out = Vec::with_capacity(a.len() + b.len());
    let (mut i, mut j) = (0, 0);
    while i < a.len() || j < b.len() {
        let x = if j == b.len() || (i < a.len() && a[i] < b[j]) {
            i += 1;
            a[i - 1]
        } else if i == a.len() || b[j] < a[i] {
            j += 1;
            b[j - 1]
        } else {
            i += 1;
            j += 1;
            a[i - 1]
        };
        out.push(x);
    }
    if out.len() == a.len() {
        return a.clone();
    }
    Rc::new(out)
}

/// Whether a memref value is defined anywhere in `op`'s regions.
fn holds_memrefs(op: Op) -> bool {
    let mut found = false;
    for region in op.regions() {
        for block in region.blocks() {
            if block.arguments().any(|a| a.ty().is_any_memref()) {
                return true;
            }
            for inner in block.ops() {
                inner.walk(Order::Pre, |o| {
                    if o.results().any(|v| v.ty().is_any_memref()) {
                        found = true;
                        return Walk::Interrupt;
                    }
                    Walk::Advance
                });
                if found {
                    return true;
                }
            }
        }
    }
    false
}

/// Rounds in which only *minimal* candidates become critical (those no
/// other candidate flows into): cutting one changes the roots of the joins
/// it flows into, which may then no longer need a clone. After these
/// rounds, all remaining candidates at once (a long chain of critical joins
/// would otherwise cost one round each: more clones, never wrong).
const MINIMAL_ROUNDS: usize = 8;

/// The final critical joins: owned roots that do not dominate a join make
/// it critical; every site feeding a critical join gets a clone, so every
/// target of such a site is critical too. Returns (critical, roots).
pub fn critical_joins(
    flow: &Flow,
    fwd: &[Vec<u32>],
    managed: &[bool],
    dom: &Dominance,
    cfg: &Cfg,
) -> (Vec<bool>, Vec<Rc<Vec<u32>>>) {
    let n = flow.len();
    let mut cut = vec![false; n];
    let mut round = 0;
    loop {
        let roots = flow.roots(&cut);
        let candidates: Vec<usize> = (0..n)
            .filter(|&j| flow.kind[j] == Kind::Join && !cut[j])
            .filter(|&j| {
                roots[j].iter().any(|&r| {
                    let owned = cut[r as usize]
                        || (flow.kind[r as usize] == Kind::Owned && !managed[r as usize]);
                    owned && !flow.dominates(r, j as u32, dom, cfg)
                })
            })
            .collect();
        if candidates.is_empty() {
            return (cut, roots);
        }
        round += 1;
        let mut chosen = candidates.clone();
        if round <= MINIMAL_ROUNDS {
            // Everything a candidate flows into (through values whose
            // roots follow their incoming edges).
            let mut reached = vec![false; n];
            let mut stack: Vec<u32> = Vec::new();
            for &c in &candidates {
                stack.extend(fwd[c].iter().copied());
            }
            while let Some(x) = stack.pop() {
                let x = x as usize;
                if reached[x] || cut[x] || flow.kind[x] == Kind::Owned {
                    continue;
                }
                reached[x] = true;
                stack.extend(fwd[x].iter().copied());
            }
            let minimal: Vec<usize> = candidates
                .iter()
                .copied()
                .filter(|&c| !reached[c])
                .collect();
            if !minimal.is_empty() {
                chosen = minimal;
            }
        }
        for j in chosen {
            cut[j] = true;
        }
        // A cloned site makes all its targets owned.
        let mut changed = true;
        while changed {
            changed = false;
            for s in &flow.site_order {
                let targets = &flow.sites[s];
                if targets.iter().any(|&t| cut[t as usize]) {
                    for &t in targets {
                        if !cut[t as usize] {
                            cut[t as usize] = true;
                            changed = true;
                        }
                    }
                }
            }
        }
    }
}
