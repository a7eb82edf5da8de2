//! Buffer view flow and aliasing.
//!
//! # The flow graph
//! Nodes are SSA values; an edge `v -> d` says "`v` may flow into `d`" (so
//! `d` may be `v` or a view of it). Edges follow upstream MLIR's
//! `BufferViewFlowAnalysis`, op by op:
//! - ops implementing `BufferViewFlowOpInterface` (e.g. `arith.select`) give
//!   their own dependencies;
//! - view-like ops: source -> result (subview, cast, reinterpret_cast,
//!   expand/collapse_shape, ...);
//! - branch ops: forwarded operand -> successor block argument;
//! - region-branch ops: entry operands -> entry successor inputs, and each
//!   region-branch terminator's forwarded operands -> its successors'
//!   inputs (region arguments or the op's results);
//! - calls: every memref operand -> every memref result (intra-procedural,
//!   conservative; an operand of another type is no buffer, and an edge
//!   from one would make every result of every call taking, say, the same
//!   index a possible alias of the others);
//! - other ops add no edge; their memref results and region arguments are
//!   *terminals* (opaque origins), like function arguments.
//!   [`ViewFlow::build_conservative`] also lets every memref operand of such
//!   an op (calls excepted, they have their edges) flow into each of its
//!   memref results and region arguments that the op does not allocate:
//!   an op without a known aliasing relation may return its operand, as a
//!   `"test.unknown"(%a) : (memref<4xf32>) -> memref<4xf32>` may. Passes
//!   that must know every value a buffer may be reached through (to free
//!   it early) use that form; upstream's analysis has no such edge.
//!
//! # Queries
//! - [`ViewFlow::resolve`]: everything a value may flow into, itself
//!   included (upstream's `resolve`): O(size of the result).
//! - [`ViewFlow::fold_forward`]: a value per node combining its own and
//!   everything it flows into, in one pass over the strongly connected
//!   components (loops make the graph cyclic): O(nodes + edges) joins, so
//!   passes never resolve value by value.
//! - [`Aliasing`]: allocation roots of a value (backward fold), may-alias,
//!   must-alias and never-alias.
//!
//! Lattice of [`Aliasing`] origins, per value: a set of *roots* (values with
//! no incoming edge: allocations, arguments, opaque results). Join = union.
//! Two values may alias when their root sets intersect, or when both have an
//! opaque root (two function arguments may be the same buffer); they must
//! alias when both have the same single root and it is an allocation.

use super::fxhash::FxHashMap;

use super::scc::{Sccs, tarjan};
use crate::ir::{EffectKind, Effects, Op, Order, Value, WalkFilter};

/// The view-flow graph of an op (usually a function).
#[derive(Clone, Debug)]
pub struct ViewFlow {
    pub values: Vec<Value>,
    index: FxHashMap<Value, u32>,
    /// Forward edges: value -> values it may flow into.
    pub deps: Vec<Vec<u32>>,
    /// Backward edges.
    pub rdeps: Vec<Vec<u32>>,
    /// Terminal values: buffers with an origin of their own even when
    /// values flow into them (call results, results of unknown ops).
    pub terminal: Vec<bool>,
    sccs: Sccs,
}

impl ViewFlow {
    /// Builds the graph over every op nested in `root`.
    pub fn build(root: Op) -> ViewFlow {
        Self::build_with(root, false)
    }

    /// [`ViewFlow::build`], plus edges from the memref operands of ops with
    /// no known aliasing relation to their memref results and region
    /// arguments they do not allocate (see the module doc).
    pub fn build_conservative(root: Op) -> ViewFlow {
        Self::build_with(root, true)
    }

    fn build_with(root: Op, conservative: bool) -> ViewFlow {
        let mut g = ViewFlow {
            values: Vec::new(),
            index: FxHashMap::default(),
            deps: Vec::new(),
            rdeps: Vec::new(),
            terminal: Vec::new(),
            sccs: Sccs::default(),
        };
        let mut edges: Vec<(Value, Value)> = Vec::new();
        let mut terminals: Vec<Value> = Vec::new();
        let filter = WalkFilter::MEMREF_RESULT
            | WalkFilter::SUCCESSORS
            | WalkFilter::REGIONS
            | WalkFilter::CALL;
        root.walk_filtered(Order::Pre, filter, |op| {
            if op != root {
                collect_edges(op, &mut edges, &mut terminals);
                if conservative {
                    unknown_aliasing_edges(op, &mut edges);
                }
            }
        });
        for t in terminals {
            let n = g.node(t);
            g.terminal[n as usize] = true;
        }
        for (v, d) in edges {
            let a = g.node(v);
            let b = g.node(d);
            g.deps[a as usize].push(b);
            g.rdeps[b as usize].push(a);
        }
        g.sccs = tarjan(&g.deps);
        g
    }

    fn node(&mut self, v: Value) -> u32 {
        if let Some(&i) = self.index.get(&v) {
            return i;
        }
        let i = self.values.len() as u32;
        self.values.push(v);
        self.index.insert(v, i);
        self.deps.push(Vec::new());
        self.rdeps.push(Vec::new());
        self.terminal.push(false);
        i
    }

    /// Node id of `v`, if any edge touches it.
    pub fn id(&self, v: Value) -> Option<u32> {
        self.index.get(&v).copied()
    }

    /// Per node: whether it is one of `starts` or something they may flow
    /// into (one traversal for all of them).
    pub fn reached_from(&self, starts: impl IntoIterator<Item = u32>) -> Vec<bool> {
        let mut reach = vec![false; self.values.len()];
        let mut work: Vec<u32> = starts.into_iter().collect();
        for &n in &work {
            reach[n as usize] = true;
        }
        while let Some(n) = work.pop() {
            for &d in &self.deps[n as usize] {
                if !reach[d as usize] {
                    reach[d as usize] = true;
                    work.push(d);
                }
            }
        }
        reach
    }

    /// `v` and every value it may flow into.
    pub fn resolve(&self, v: Value) -> Vec<Value> {
        let Some(start) = self.id(v) else {
            return vec![v];
        };
        let mut seen = vec![false; self.values.len()];
        let mut out = Vec::new();
        let mut stack = vec![start];
        seen[start as usize] = true;
        while let Some(n) = stack.pop() {
            out.push(self.values[n as usize]);
            for &d in &self.deps[n as usize] {
                if !seen[d as usize] {
                    seen[d as usize] = true;
                    stack.push(d);
                }
            }
        }
        out
    }

    /// For every node, `join` of `init` over the node and everything it may
    /// flow into. Returns the value per node id.
    pub fn fold_forward<T: Clone>(
        &self,
        init: impl Fn(u32) -> T,
        join: impl Fn(T, T) -> T,
    ) -> Vec<T> {
        // Emission order puts the components a node flows into first.
        self.fold(&self.deps, false, init, join)
    }

    /// Like [`ViewFlow::fold_forward`], over everything flowing *into* each
    /// node.
    pub fn fold_backward<T: Clone>(
        &self,
        init: impl Fn(u32) -> T,
        join: impl Fn(T, T) -> T,
    ) -> Vec<T> {
        self.fold(&self.rdeps, true, init, join)
    }

    /// One pass over the strongly connected components, in emission order
    /// (or reversed), joining each component's own values with the results
    /// of the components its `edges` lead to (already computed).
    fn fold<T: Clone>(
        &self,
        edges: &[Vec<u32>],
        reversed: bool,
        init: impl Fn(u32) -> T,
        join: impl Fn(T, T) -> T,
    ) -> Vec<T> {
        let comps = &self.sccs;
        let mut per_comp: Vec<Option<T>> = vec![None; comps.len()];
        let order: Box<dyn Iterator<Item = usize>> = if reversed {
            Box::new((0..comps.len()).rev())
        } else {
            Box::new(0..comps.len())
        };
        for c in order {
            let mut acc: Option<T> = None;
            for &n in comps.component(c) {
                let x = init(n as u32);
                acc = Some(match acc {
                    None => x,
                    Some(a) => join(a, x),
                });
                for &d in &edges[n] {
                    let dc = self.sccs.component_of[d as usize];
                    if dc != c {
                        let dv = per_comp[dc].clone().expect("neighbour component done");
                        acc = Some(join(acc.expect("non-empty"), dv));
                    }
                }
            }
            per_comp[c] = acc;
        }
        (0..self.values.len())
            .map(|n| {
                per_comp[self.sccs.component_of[n]]
                    .clone()
                    .expect("all done")
            })
            .collect()
    }
}

/// Everything `v` may flow into, itself included: the same answer as
/// [`ViewFlow::resolve`], computed from the uses of the values reached
/// instead of a graph of the whole function. Cost: the alias set and its
/// uses, so passes that need few alias sets skip building the graph.
pub fn resolve_local(v: Value) -> Vec<Value> {
    let mut unbounded = usize::MAX;
    resolve_local_within(v, &mut unbounded).expect("unbounded")
}

/// [`resolve_local`], giving up (`None`) once more than `budget` uses
/// have been visited; the uses visited are taken off `budget`. Passes
/// resolving several values share one budget proportional to the IR size
/// and build the whole graph ([`ViewFlow::build`]) when it runs out, so
/// that overlapping alias sets never cost more than linear time.
pub fn resolve_local_within(v: Value, budget: &mut usize) -> Option<Vec<Value>> {
    let mut seen: super::fxhash::FxHashSet<Value> = Default::default();
    let mut out = Vec::new();
    let mut work = vec![v];
    seen.insert(v);
    while let Some(x) = work.pop() {
        out.push(x);
        for (user, _) in x.uses() {
            *budget = budget.checked_sub(1)?;
            for d in dependents(user, x) {
                if seen.insert(d) {
                    work.push(d);
                }
            }
        }
    }
    Some(out)
}

/// The values `v` flows into through `op` (one of its users): the edges of
/// [`collect_edges`] leaving `v`. A region-branch terminator's edges are
/// registered by its parent op, so they are taken from there.
fn dependents(op: Op, v: Value) -> Vec<Value> {
    let mut edges = Vec::new();
    let mut terminals = Vec::new();
    collect_edges(op, &mut edges, &mut terminals);
    if op.interfaces().region_branch_terminator()
        && let Some(parent) = op.parent()
    {
        collect_edges(parent, &mut edges, &mut terminals);
    }
    edges
        .into_iter()
        .filter(|(from, _)| *from == v)
        .map(|(_, to)| to)
        .collect()
}

/// Memref results and memref region arguments of `op`.
fn buffers_of(op: Op) -> impl Iterator<Item = Value> {
    let results: Vec<Value> = op.results().collect();
    let args: Vec<Value> = op
        .regions()
        .flat_map(|r| r.blocks().flat_map(|b| b.arguments().collect::<Vec<_>>()))
        .collect();
    results
        .into_iter()
        .chain(args)
        .filter(|v| v.ty().is_any_memref())
}

/// Adds the view-flow edges and terminals of one op (see the module doc).
fn collect_edges(op: Op, edges: &mut Vec<(Value, Value)>, terminals: &mut Vec<Value>) {
    // Callers building the whole graph only pass ops with memref results,
    // successors, regions or calls; any other op adds no edge (its results
    // are not buffers, and the interfaces that add edges need one of these)
    // and no terminal.
    let ifaces = op.interfaces();
    if ifaces.buffer_view_flow()
        && let Some(deps) = op.view_flow_dependencies()
    {
        edges.extend(deps);
        terminals.extend(buffers_of(op).filter(|&v| op.view_flow_may_be_terminal(v)));
        return;
    }
    if ifaces.view_like() {
        if let Some(src) = op.view_source()
            && op.num_results() > 0
        {
            edges.push((src, op.result(0)));
        }
        return;
    }
    if ifaces.branch() {
        for i in 0..op.num_successors() {
            let Some((produced, fwd)) = op.successor_operands(i) else {
                continue;
            };
            let succ = op.successor(i);
            for (k, v) in fwd.into_iter().enumerate() {
                if produced + k < succ.num_arguments() {
                    edges.push((v, succ.argument(produced + k)));
                }
            }
        }
        return;
    }
    if ifaces.region_branch() {
        for s in op.entry_successors() {
            edges.extend(s.forwarded.iter().copied().zip(s.inputs.iter().copied()));
        }
        for region in op.regions() {
            for block in region.blocks() {
                if let Some(t) = block.terminator()
                    && t.is_region_branch_terminator()
                {
                    for s in t.terminator_successors() {
                        edges.extend(s.forwarded.iter().copied().zip(s.inputs.iter().copied()));
                    }
                }
            }
        }
        return;
    }
    if ifaces.region_branch_terminator() {
        return;
    }
    terminals.extend(buffers_of(op));
    if ifaces.call() {
        for a in op.operands().filter(|a| a.ty().is_any_memref()) {
            for r in op.results().filter(|r| r.ty().is_any_memref()) {
                edges.push((a, r));
            }
        }
    }
}

/// The edges [`ViewFlow::build_conservative`] adds for `op`: from each
/// memref operand to each memref result and region argument `op` does not
/// allocate, when `op` is none of the kinds [`collect_edges`] knows the
/// aliasing of (and not a call, whose edges it already adds).
fn unknown_aliasing_edges(op: Op, edges: &mut Vec<(Value, Value)>) {
    let ifaces = op.interfaces();
    if ifaces.buffer_view_flow()
        || ifaces.view_like()
        || ifaces.branch()
        || ifaces.region_branch()
        || ifaces.region_branch_terminator()
        || ifaces.call()
    {
        return;
    }
    let operands: Vec<Value> = op.operands().filter(|v| v.ty().is_any_memref()).collect();
    if operands.is_empty() {
        return;
    }
    let allocated: Vec<Value> = match op.memory_effects() {
        Effects::Known(effects) => effects
            .iter()
            .filter(|e| e.kind == EffectKind::Allocate)
            .filter_map(|e| e.value)
            .collect(),
        Effects::Unknown => Vec::new(),
    };
    for b in buffers_of(op).filter(|b| !allocated.contains(b)) {
        for &o in &operands {
            edges.push((o, b));
        }
    }
}

/// The value `v` is a view of, through view-like ops (subview, cast,
/// extract_strided_metadata, ...): two values with the same origin are the
/// same buffer.
pub fn view_origin(v: Value) -> Value {
    let mut cur = v;
    for _ in 0..64 {
        match cur.defining_op() {
            Some(op) if op.interfaces().view_like() => match op.view_source() {
                Some(src) if src != cur => cur = src,
                _ => break,
            },
            _ => break,
        }
    }
    cur
}

/// `v` with `memref.cast`s looked through.
pub fn strip_casts(mut v: Value) -> Value {
    while let Some(d) = v.defining_op() {
        if d.name().as_str() != "memref.cast" {
            break;
        }
        v = d.operand(0);
    }
    v
}

/// An origin of a buffer value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Root {
    /// A fresh allocation (an op with an Allocate effect on this result).
    Alloc(Value),
    /// Anything else without a known origin: function or region arguments,
    /// results of unknown ops and calls.
    Opaque(Value),
}

/// Allocation roots and alias queries over a [`ViewFlow`].
#[derive(Clone, Debug)]
pub struct Aliasing<'f> {
    flow: &'f ViewFlow,
    roots: Vec<std::rc::Rc<Vec<Root>>>,
}

/// The root a value is by itself (when nothing flows into it).
pub fn root_of(v: Value) -> Root {
    if let Some(op) = v.defining_op()
        && let Effects::Known(effects) = op.memory_effects()
        && effects
            .iter()
            .any(|e| e.kind == EffectKind::Allocate && e.value == Some(v))
    {
        return Root::Alloc(v);
    }
    Root::Opaque(v)
}

impl<'f> Aliasing<'f> {
    /// Computes the roots of every node of `flow`.
    pub fn new(flow: &'f ViewFlow) -> Self {
        let roots = flow.fold_backward(
            |n| {
                if flow.rdeps[n as usize].is_empty() || flow.terminal[n as usize] {
                    std::rc::Rc::new(vec![root_of(flow.values[n as usize])])
                } else {
                    std::rc::Rc::new(Vec::new())
                }
            },
            |a, b| {
                if b.is_empty() || std::rc::Rc::ptr_eq(&a, &b) {
                    return a;
                }
                if a.is_empty() {
                    return b;
                }
                let mut v: Vec<Root> = a.iter().chain(b.iter()).copied().collect();
                v.sort_by_key(|r| match r {
                    Root::Alloc(x) | Root::Opaque(x) => x.raw().ptr as usize,
                });
                v.dedup();
                std::rc::Rc::new(v)
            },
        );
        Aliasing { flow, roots }
    }

    /// The origins of `v`. A value in a cycle with no entry (impossible in
    /// verified IR) has none.
    pub fn roots(&self, v: Value) -> Vec<Root> {
        match self.flow.id(v) {
            Some(n) => self.roots[n as usize].to_vec(),
            None => vec![root_of(v)],
        }
    }

    /// `a` and `b` may share memory.
    pub fn may_alias(&self, a: Value, b: Value) -> bool {
        if a == b {
            return true;
        }
        let (ra, rb) = (self.roots(a), self.roots(b));
        let opaque = |r: &Vec<Root>| r.iter().any(|x| matches!(x, Root::Opaque(_)));
        ra.iter().any(|x| rb.contains(x)) || (opaque(&ra) && opaque(&rb))
    }

    /// `a` and `b` are (views of) the same allocation for sure.
    pub fn must_alias(&self, a: Value, b: Value) -> bool {
        if a == b {
            return true;
        }
        let (ra, rb) = (self.roots(a), self.roots(b));
        ra.len() == 1 && ra == rb && matches!(ra[0], Root::Alloc(_))
    }

    /// `a` and `b` never share memory.
    pub fn never_alias(&self, a: Value, b: Value) -> bool {
        !self.may_alias(a, b)
    }
}
