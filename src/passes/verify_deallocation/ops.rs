//! One op at a time: allocations, views, frees, uses, returns.

use std::collections::BTreeSet;

use super::*;
use crate::ir::{EffectKind, Effects, Op, Value};

impl Checker {
    /// Executes one op (not a terminator) from one state.
    pub(super) fn exec(&mut self, op: Op, mut s: State) -> Vec<State> {
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
            // Choosing a pointer reads no memory: uses of the result count.
            let r = self.vnum(op.result(0));
            let mut out = Vec::new();
            for (mut s, c) in self.eval(op.operand(0), s) {
                let chosen = match c {
                    Cond::Known(true) => vec![op.operand(1)],
                    Cond::Known(false) => vec![op.operand(2)],
                    Cond::FromMemory => {
                        self.memory_branches += 1;
                        Vec::new()
                    }
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
        let s = self.define_results(op, s);
        if ifaces.call() && self.results_may_alias {
            return self.alias_call_results(op, s);
        }
        vec![s]
    }

    /// Under `results-may-alias`, the memref results of a call may be one
    /// buffer: one state per partition of them into buffers (at most 5
    /// results; more keep distinct buffers and count as undecided).
    pub(super) fn alias_call_results(&mut self, op: Op, s: State) -> Vec<State> {
        let results: Vec<u32> = op
            .results()
            .filter(|r| r.ty().is_any_memref())
            .map(|r| self.vnum(r))
            .collect();
        if results.len() < 2 {
            return vec![s];
        }
        if results.len() > 5 {
            self.dangling_compares += 1;
            return vec![s];
        }
        // Restricted growth strings: part[i] <= 1 + max(part[..i]).
        let mut out = Vec::new();
        let mut part = vec![0usize; results.len()];
        loop {
            let mut t = s.clone();
            for (i, &p) in part.iter().enumerate() {
                let first = part.iter().position(|&q| q == p).expect("present");
                if first != i
                    && let Some(&a) = t.env.get(&results[first])
                    && let Some(Abs::Buf(own)) = t.env.insert(results[i], a)
                {
                    // The result's own buffer never existed.
                    t.bufs[own as usize].kind = Kind::Opaque;
                }
            }
            out.push(t);
            // Next string.
            let mut i = results.len() - 1;
            loop {
                let max = part[..i].iter().copied().max().unwrap_or(0);
                if i > 0 && part[i] <= max {
                    part[i] += 1;
                    for q in &mut part[i + 1..] {
                        *q = 0;
                    }
                    break;
                }
                if i <= 1 {
                    return out;
                }
                i -= 1;
            }
        }
    }

    /// Gives the memref results of a non-region-branch op their buffers.
    pub(super) fn define_results(&mut self, op: Op, mut s: State) -> State {
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
    pub(super) fn uses(&mut self, op: Op, s: &State) {
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
    pub(super) fn free(&mut self, op: Op, v: Value, s: &mut State) {
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
    pub(super) fn exec_bufferization_dealloc(&mut self, op: Op, s: State) -> Vec<State> {
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

    /// At a `func.return`: returned buffers go to the caller, every other
    /// owned live buffer leaks.
    pub(super) fn function_exit(&mut self, ret: Op, s: &mut State) {
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
                (Kind::Owned(_), Status::Returned)
                    if returned.contains(&b) && !self.results_may_alias =>
                {
                    self.report(
                        ret,
                        RETURN,
                        "returns one buffer twice: the caller owns, and frees, each result",
                    )
                }
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
