//! Ownership through a function's blocks and region ops: blocks in
//! dominance order with what each holds on entry (live-in memrefs with the
//! ownership at the end of their immediate dominator, ownership block
//! arguments), what each op adds (allocations, call results, results of
//! region-branch ops, which get ownership results, operands and region
//! arguments), and regions of other ops processed on their own.

use super::state::{FuncState, Held};
use super::{defines_memrefs_inside, is_memref};
use crate::analysis::alloc::{Allocation, allocations};
use crate::analysis::cfg::BlockId;
use crate::analysis::fxhash::FxHashMap as HashMap;
use crate::ir::{Block, Op, Region, Trait, Value};
use crate::pass::PassError;

impl FuncState<'_> {
    /// Processes the blocks of `region` in dominance order; `entry_held` is
    /// what its entry block holds on entry.
    pub(super) fn process_region(
        &mut self,
        region: Region,
        entry_held: Held,
    ) -> Result<(), PassError> {
        let Some(rid) = self.cfg.region_id(region) else {
            return Ok(());
        };
        let range = self.cfg.region_blocks(rid);
        if range.is_empty() {
            return Ok(());
        }
        let entry = range.start;
        // Ownership arguments of non-entry blocks.
        for b in range.clone().skip(1) {
            let block = self.cfg.block(b);
            let margs: Vec<Value> = block.arguments().filter(|&a| is_memref(a)).collect();
            for a in margs {
                let o = block.add_argument(self.i1, a.ty().context().unknown_loc());
                self.arg_own.insert(a, o);
            }
        }
        // Dominator-tree preorder.
        let mut children: HashMap<BlockId, Vec<BlockId>> = HashMap::default();
        for b in range.clone().skip(1) {
            if let Some(d) = self.dom.idom(b) {
                children.entry(d).or_default().push(b);
            }
        }
        let mut stack = vec![entry];
        let mut entry_held = Some(entry_held);
        while let Some(b) = stack.pop() {
            let held = if b == entry {
                entry_held.take().unwrap_or_default()
            } else {
                self.live_in_held(b, region)
            };
            self.process_block(b, region, held)?;
            if let Some(cs) = children.get(&b) {
                stack.extend(cs.iter().rev());
            }
        }
        for b in range.skip(1) {
            if !self.dom.is_reachable(b) {
                self.fix_unreachable(self.cfg.block(b));
            }
        }
        Ok(())
    }

    /// What a non-entry block holds on entry: its live-in memrefs defined
    /// in its region (with their ownership at the end of its immediate
    /// dominator) and its memref arguments.
    pub(super) fn live_in_held(&mut self, b: BlockId, region: Region) -> Held {
        let block = self.cfg.block(b);
        let idom = self
            .dom
            .idom(b)
            .expect("reachable non-entry block has an idom");
        let mut held = Vec::new();
        let live_in: Vec<Value> = self.live.live_in(b).to_vec();
        for v in live_in {
            let v = self.fix(v);
            if !is_memref(v) || v.owner_block() == Some(block) || self.never_owned(v) {
                continue;
            }
            if v.parent_block().and_then(|pb| pb.parent_region()) != Some(region) {
                continue;
            }
            let own = match self.end_own[idom as usize].get(&v) {
                Some(&o) => o,
                None => self.bool_const(false),
            };
            held.push((v, own));
        }
        for a in block.arguments() {
            if let Some(&o) = self.arg_own.get(&a) {
                held.push((a, o));
            }
        }
        held
    }

    pub(super) fn process_block(
        &mut self,
        b: BlockId,
        region: Region,
        mut held: Held,
    ) -> Result<(), PassError> {
        let block = self.cfg.block(b);
        let mut cur = block.first_op();
        while let Some(op) = cur {
            let next = op.next();
            if next.is_none() && op.has_trait(Trait::FerrobufTraitIsTerminator) {
                return self.process_terminator(b, region, op, &held);
            }
            self.process_op(op, &mut held)?;
            cur = next;
        }
        Ok(())
    }

    pub(super) fn process_op(&mut self, op: Op, held: &mut Held) -> Result<(), PassError> {
        let ifaces = op.interfaces();
        if ifaces.region_branch() {
            let new = self.process_region_branch(op)?;
            let n = new.num_results();
            let mem: Vec<usize> = (0..n).filter(|&i| is_memref(new.result(i))).collect();
            let first_own = n - mem.len();
            for (k, i) in mem.into_iter().enumerate() {
                held.push((new.result(i), new.result(first_own + k)));
            }
            return Ok(());
        }
        if ifaces.call() {
            let dynamic = if self.dynamic.is_empty() {
                None
            } else {
                op.resolve_callable()
                    .and_then(|c| self.dynamic.get(&c).copied())
            };
            let mem: Vec<Value> = op.results().filter(|&v| is_memref(v)).collect();
            match dynamic {
                Some(k) if k == mem.len() => {
                    let first = op.num_results() - k;
                    for (j, v) in mem.into_iter().enumerate() {
                        held.push((v, op.result(first + j)));
                    }
                }
                _ => {
                    let t = self.bool_const(true);
                    held.extend(mem.into_iter().map(|v| (v, t)));
                }
            }
            return Ok(());
        }
        if op.num_regions() > 0 && defines_memrefs_inside(op) {
            // Not a region-branch op (validated: no memref results, nothing
            // passed out of its regions): each region frees what it
            // allocates; memrefs it gets from outside or as region
            // arguments are never its own.
            for region in op.regions() {
                if let Some(entry) = region.first_block() {
                    for a in entry.arguments().filter(|&a| is_memref(a)) {
                        self.never.insert(a, true);
                    }
                }
                self.process_region(region, Vec::new())?;
            }
        }
        for a in allocations(op) {
            if let Allocation::Managed(v) = a
                && is_memref(v)
            {
                let t = self.bool_const(true);
                held.push((v, t));
            }
        }
        Ok(())
    }

    /// Gives a region-branch op ownership results/operands/arguments and
    /// processes its regions; returns the op that replaces it.
    pub(super) fn process_region_branch(&mut self, op: Op) -> Result<Op, PassError> {
        let loc = op.loc();
        for region in op.regions() {
            let Some(entry) = region.first_block() else {
                continue;
            };
            let margs: Vec<Value> = entry.arguments().filter(|&a| is_memref(a)).collect();
            let mut init = Vec::new();
            for a in margs {
                let o = entry.add_argument(self.i1, loc);
                init.push((a, o));
            }
            self.process_region(region, init)?;
        }
        let name = op.name().as_str();
        let operands: Vec<Value> = op.operands().collect();
        let mut forwarded: Option<Vec<Value>> = None;
        for succ in op.entry_successors() {
            let fwd = succ.forwarded;
            if fwd.len() > operands.len() || fwd[..] != operands[operands.len() - fwd.len()..] {
                if fwd.iter().any(|&v| is_memref(v)) {
                    return Err(PassError::new(
                        op,
                        format!(
                            "'{name}': the memrefs it forwards into its regions are not its trailing operands; cannot add ownership operands"
                        ),
                    ));
                }
                continue;
            }
            match &forwarded {
                Some(prev) if prev.len() >= fwd.len() => {}
                _ => forwarded = Some(fwd),
            }
        }
        let n_fwd = forwarded.map_or(0, |f| f.iter().filter(|&&v| is_memref(v)).count());
        let n_res = op.results().filter(|&v| is_memref(v)).count();
        if n_fwd == 0 && n_res == 0 {
            return Ok(op);
        }
        let f = self.bool_const(false);
        let new = op
            .rebuild_with_extra(&vec![f; n_fwd], &vec![self.i1; n_res])
            .ok_or_else(|| {
                PassError::new(op, format!("'{name}': could not add ownership results"))
            })?;
        for i in 0..op.num_results() {
            let (old, newv) = (op.result(i), new.result(i));
            old.replace_all_uses_with(newv);
            self.repl.insert(old, newv);
        }
        self.to_erase.push(op);
        Ok(new)
    }

    /// Memref operands forwarded by a region-branch terminator (the same
    /// range for all its successors).
    pub(super) fn terminator_forwarded(term: Op) -> Vec<Value> {
        term.terminator_successors()
            .into_iter()
            .map(|s| s.forwarded)
            .max_by_key(|f| f.len())
            .unwrap_or_default()
    }

    /// Terminators of unreachable blocks: pass `false` ownership wherever
    /// the successors now expect it.
    pub(super) fn fix_unreachable(&mut self, block: Block) {
        let Some(term) = block.terminator() else {
            return;
        };
        let ifaces = term.interfaces();
        if ifaces.branch() {
            for i in 0..term.num_successors() {
                let (_, fwd) = term.successor_operands(i).unwrap_or_default();
                let n = fwd.iter().filter(|&&v| is_memref(v)).count();
                if n > 0 {
                    let f = self.bool_const(false);
                    term.branch_append_operands(i, &vec![f; n]);
                }
            }
        } else if ifaces.region_branch_terminator() {
            let is_return = block.parent_op() == Some(self.func);
            let n = if is_return {
                if !self.self_dynamic {
                    return;
                }
                term.operands().filter(|&v| is_memref(v)).count()
            } else {
                Self::terminator_forwarded(term)
                    .iter()
                    .filter(|&&v| is_memref(v))
                    .count()
            };
            if n == 0 {
                return;
            }
            let f = self.bool_const(false);
            if is_return {
                let mut ops: Vec<Value> = term.operands().collect();
                ops.extend(std::iter::repeat_n(f, n));
                term.set_operands(&ops);
            } else {
                term.region_terminator_append_operands(&vec![f; n]);
            }
        }
    }
}
