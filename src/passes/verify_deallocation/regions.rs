//! Control flow: blocks of a region (`cf` branches), region-branch ops
//! (`scf`), regions of other ops; each `(block, canonical state)` once.

use super::*;
use crate::analysis::fxhash::FxHashSet;
use crate::ir::{Block, Op, Region, Value};

impl Checker {
    /// Runs the blocks of `region` from its entry block (whose arguments
    /// `entries` have assigned), collecting each exit: the terminator that
    /// leaves the region and the state there.
    pub(super) fn run_cfg(
        &mut self,
        region: Region,
        entries: Vec<State>,
        exits: &mut Vec<(Op, State)>,
    ) {
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
                            // A flag from memory that nothing computed: its
                            // value may depend on the state (an ownership
                            // the helper returned), so neither way is
                            // followed.
                            Cond::FromMemory => self.memory_branches += 1,
                            Cond::Dangling => self.dangling_compares += 1,
                        }
                    }
                    chosen
                } else if term.is(self.names.switch)
                    && term.num_operands() > 0
                    && self.small_int(term.operand(0)).is_some()
                    && let Some(cases) = term.attr("case_values").and_then(|a| a.as_dense_ints())
                {
                    // A flag computed from an `i1`: the matching case (its
                    // successor follows the default), or the default.
                    let mut chosen = Vec::new();
                    for (s, v) in self.int_value(term.operand(0), s) {
                        match v {
                            Some(v) => {
                                let i = cases.iter().position(|&c| c == v).map_or(0, |k| k + 1);
                                chosen.push((i, s));
                            }
                            None => {
                                chosen.extend((0..term.num_successors()).map(|i| (i, s.clone())))
                            }
                        }
                    }
                    chosen
                } else if term.is(self.names.switch)
                    && term.num_operands() > 0
                    && let Some(cases) = term.attr("case_values").and_then(|a| a.as_dense_ints())
                {
                    // A flag of unknown value: each case consistent with
                    // what is known of it, recorded.
                    let x = self.vnum(term.operand(0));
                    let mut chosen = Vec::new();
                    for (k, &c) in cases.iter().enumerate() {
                        if s.known_equal(x, c) != Some(false) {
                            let mut t = s.clone();
                            t.set_equal(x, c);
                            chosen.push((k + 1, t));
                        }
                    }
                    if !cases.iter().any(|&c| s.known_equal(x, c) == Some(true)) {
                        let mut t = s.clone();
                        for &c in &cases {
                            t.equals.insert((x, c), false);
                        }
                        chosen.push((0, t));
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
    pub(super) fn forward(&mut self, s: State, fwd: &[Value], inputs: &[Value]) -> Vec<State> {
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
                    s.equals.retain(|&(x, _), _| x != n);
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
    pub(super) fn lookup(&mut self, v: Value, s: &mut State) -> Option<Abs> {
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

    pub(super) fn buf_of(&mut self, v: Value, s: &mut State) -> Option<u32> {
        match self.lookup(v, s) {
            Some(Abs::Buf(b)) => Some(b),
            _ => None,
        }
    }

    /// Executes a region-branch op (`scf.if/for/while/index_switch/
    /// execute_region`, ...) from one state.
    pub(super) fn exec_region_branch(&mut self, op: Op, s: State) -> Vec<State> {
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
                        // frees: not followed (see `run_cfg`).
                        self.memory_branches += 1;
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
        let mut work: Vec<Transfer> = Vec::new();
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
    pub(super) fn region_exit(&mut self, op: Op, t: Op, s: State, work: &mut Vec<Transfer>) {
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
    pub(super) fn helper_frees_if(&mut self, op: Op, s: &State) -> Option<Vec<State>> {
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
    pub(super) fn exec_opaque_regions(&mut self, op: Op, s: State) -> Vec<State> {
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
}
