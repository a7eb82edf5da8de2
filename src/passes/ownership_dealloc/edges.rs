//! The dealloc before each terminator: one per outgoing edge (one shared
//! by all edges of a branch when they retain the same values), the
//! ownership a terminator forwards to its successor or parent, and the
//! ownership of live-out memrefs merged over a branch's edges.

use super::Ownership;
use super::is_memref;
use super::state::{FuncState, Held, RetainList};
use crate::analysis::cfg::BlockId;
use crate::analysis::fxhash::{FxHashMap as HashMap, FxHashSet as HashSet};
use crate::ir::{Builder, Op, Region, Value};
use crate::pass::PassError;

impl FuncState<'_> {
    /// The dealloc before `term`, the last op of block `b` of `region`
    /// holding `held`, and the ownership it passes on (to a branch's
    /// successors: [`FuncState::process_branch`]).
    pub(super) fn process_terminator(
        &mut self,
        b: BlockId,
        region: Region,
        term: Op,
        held: &Held,
    ) -> Result<(), PassError> {
        let ifaces = term.interfaces();
        let builder = Builder::before(term);
        let name = term.name().as_str();
        if ifaces.branch() {
            return self.process_branch(b, region, term, held);
        }
        let is_return = term.block().and_then(|bl| bl.parent_op()) == Some(self.func);
        let fresh_clones = if is_return {
            self.unalias_returns(&builder, term)
        } else {
            HashSet::default()
        };
        let fwd: Vec<Value> = if is_return {
            term.operands().collect()
        } else {
            Self::terminator_forwarded(term)
        };
        let mem: Vec<Value> = fwd.iter().copied().filter(|&v| is_memref(v)).collect();
        let mut retained = RetainList::default();
        for &v in &mem {
            if !self.never_owned(v) && !fresh_clones.contains(&v) {
                retained.add(v);
            }
        }
        let statically_owned: HashSet<Value> = held
            .iter()
            .filter(|&&(_, o)| self.const_value(o) == Some(true))
            .map(|&(v, _)| v)
            .collect();
        let (bases, conds) = self.materialize_list(&builder, held);
        let results = self.dealloc(&builder, &bases, &conds, &retained.values);
        let f = self.bool_const(false);
        let t = self.bool_const(true);
        let owns: Vec<Value> = mem
            .iter()
            .map(|v| {
                if fresh_clones.contains(v) {
                    t
                } else {
                    retained.ownership(*v, &results, f)
                }
            })
            .collect();
        if !is_return {
            if !mem.is_empty() && !term.region_terminator_append_operands(&owns) {
                return Err(PassError::new(
                    term,
                    format!("'{name}': cannot append ownership operands to this terminator"),
                ));
            }
            return Ok(());
        }
        self.return_owned(&builder, term, &owns, &statically_owned);
        Ok(())
    }

    /// Per-successor predicates of a branch ("this successor is taken").
    pub(super) fn edge_predicates(
        &mut self,
        b: &Builder,
        term: Op,
    ) -> Result<Vec<Option<Value>>, PassError> {
        let n = term.num_successors();
        if n == 1 {
            return Ok(vec![None]);
        }
        if term.is(self.names.cond_br) {
            let c = term.operand(0);
            let nc = self.not(b, c);
            return Ok(vec![Some(c), Some(nc)]);
        }
        if term.is(self.names.switch) {
            let flag = term.operand(0);
            let cases = term
                .attr("case_values")
                .and_then(|a| a.as_dense_ints())
                .unwrap_or_default();
            let mut preds = vec![None; n];
            let mut default: Option<Value> = None;
            for (k, &cv) in cases.iter().enumerate() {
                let c = crate::ir::ops::const_int(b, flag.ty(), cv);
                let eq = crate::ir::ops::cmpi(b, crate::ir::ops::CmpI::Eq, flag, c);
                self.scratch.extend([c, eq]);
                preds[k + 1] = Some(eq);
                let ne = self.not(b, eq);
                default = Some(match default {
                    None => ne,
                    Some(d) => self.and(b, d, ne),
                });
            }
            preds[0] = Some(default.unwrap_or_else(|| self.bool_const(true)));
            return Ok(preds);
        }
        Err(PassError::new(
            term,
            "branches with several successors are supported for cf.cond_br and cf.switch only",
        ))
    }

    pub(super) fn process_branch(
        &mut self,
        b: BlockId,
        region: Region,
        term: Op,
        held: &Held,
    ) -> Result<(), PassError> {
        let builder = Builder::before(term);
        let (bases, conds) = self.materialize_list(&builder, held);
        // Live-out memrefs of this region, original (analysis) and current.
        let live_out: Vec<(Value, Value)> = self
            .live
            .live_out(b)
            .iter()
            .map(|&v| (v, self.fix(v)))
            .filter(|&(_, v)| {
                is_memref(v) && v.parent_block().and_then(|pb| pb.parent_region()) == Some(region)
            })
            .collect::<Vec<_>>()
            .into_iter()
            .filter(|&(_, v)| !self.never_owned(v))
            .collect();
        // Per edge: the forwarded memrefs and the retain list.
        let mut edges: Vec<(Vec<Value>, RetainList)> = Vec::new();
        for i in 0..term.num_successors() {
            let sid = self.cfg.id(term.successor(i));
            let (_, fwd) = term.successor_operands(i).unwrap_or_default();
            let mem: Vec<Value> = fwd.into_iter().filter(|&v| is_memref(v)).collect();
            let mut retained = RetainList::default();
            for &v in &mem {
                if !self.never_owned(v) {
                    retained.add(v);
                }
            }
            for &(orig, v) in &live_out {
                if sid.is_some_and(|s| self.live.is_live_in(s, orig)) {
                    retained.add(v);
                }
            }
            edges.push((mem, retained));
        }
        // Edges that retain the same values free the same buffers under the
        // same conditions whichever is taken: one dealloc before the branch
        // serves them all, with no edge predicate (upstream emits one per
        // successor, conjoined with it).
        let shared = edges.iter().all(|(_, r)| {
            r.values.len() == edges[0].1.values.len()
                && r.values.iter().all(|v| edges[0].1.index.contains_key(v))
        });
        let preds = if shared {
            vec![None; edges.len()]
        } else {
            self.edge_predicates(&builder, term)?
        };
        let shared_results = if shared && !edges.is_empty() {
            Some(self.dealloc(&builder, &bases, &conds, &edges[0].1.values))
        } else {
            None
        };
        let mut merged: HashMap<Value, Ownership<Value>> = HashMap::default();
        let mut per_edge: Vec<HashMap<Value, Value>> = Vec::new();
        for (i, (mem, own_list)) in edges.iter().enumerate() {
            // In the shared case the dealloc's results follow the first
            // edge's list (the others hold the same values, maybe in
            // another order).
            let retained = if shared { &edges[0].1 } else { own_list };
            let results = match &shared_results {
                Some(r) => r.clone(),
                None => {
                    let edge_conds: Vec<Value> = match preds[i] {
                        None => conds.clone(),
                        Some(p) => conds.iter().map(|&c| self.and(&builder, c, p)).collect(),
                    };
                    self.dealloc(&builder, &bases, &edge_conds, &retained.values)
                }
            };
            let f = self.bool_const(false);
            let owns: Vec<Value> = mem
                .iter()
                .map(|&v| retained.ownership(v, &results, f))
                .collect();
            if !owns.is_empty() && !term.branch_append_operands(i, &owns) {
                return Err(PassError::new(
                    term,
                    "cannot append ownership operands to this branch",
                ));
            }
            let mut edge = HashMap::default();
            for (&v, &r) in retained.values.iter().zip(&results) {
                edge.insert(v, r);
                let m = merged.entry(v).or_insert(Ownership::Uninitialized);
                *m = m.join(Ownership::Unique(r));
            }
            per_edge.push(edge);
        }
        let mut end = HashMap::default();
        for &(_, v) in &live_out {
            let own = match merged.get(&v).copied().unwrap_or(Ownership::Uninitialized) {
                Ownership::Unique(x) => x,
                Ownership::Uninitialized => self.bool_const(false),
                Ownership::Unknown => {
                    // Select the edge's value by the edge predicates; the
                    // fallback is the false successor of a `cf.cond_br`
                    // (select on its condition, not on the negation) and
                    // the default successor of a `cf.switch` (select on
                    // the case equalities).
                    let f = self.bool_const(false);
                    let fallback = if term.is(self.names.cond_br) { 1 } else { 0 };
                    let mut acc = per_edge[fallback].get(&v).copied().unwrap_or(f);
                    for i in (0..per_edge.len()).filter(|&i| i != fallback) {
                        let x = per_edge[i].get(&v).copied().unwrap_or(f);
                        let p = preds[i].expect("multi-successor edges have predicates");
                        acc = self.select(&builder, p, x, acc);
                    }
                    acc
                }
            };
            end.insert(v, own);
        }
        self.end_own[b as usize] = end;
        Ok(())
    }
}
