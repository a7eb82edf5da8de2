//! The in-place decisions (`Analysis::run`), in the order of
//! `analysis-heuristic`, and the choice made after all others: sparing
//! function arguments that calls pass constants (or tensors they use
//! after the call) to (`Analysis::spares_callers`).

use crate::analysis::dominance::Dominance;

use super::defs::BufferOrigin;
use super::{Analysis, Config, Kind, Reason};

impl Analysis {
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
        // Dead writers only join alias sets (see `dead_writers`).
        self.commit_dead_writers();
        // A `tensor.cast` of a constant (through casts) only views the
        // constant: it is in place before any decision (upstream always
        // bufferizes casts in place). The constant's read-only global is
        // then an origin of the cast's result, and of every loop position
        // a committed yield passes it to, for every write decided later:
        // `check_readonly` sends each such write out of place. Committing
        // it first misses no conflict: a conflict needs a write, and the
        // only uses decided so far (terminators) do not write. (Decided in
        // turn instead, a cast going in place after a write through a loop
        // result it reaches would make the global that write's origin
        // unchecked; the rewrite passes a constant yielded through casts
        // on by relying on this.)
        for i in 0..self.ops.len() {
            let op = self.ops[i].0;
            if op.is(self.names.cast) && self.constant_through_casts(op.operand(0)) {
                for k in 0..self.ops[i].2.len() {
                    let u = self.ops[i].2[k];
                    if self.uses[u as usize].index == 0 {
                        self.commit(u);
                    }
                }
            }
        }
        // A write whose buffer already has a read-only origin (a constant,
        // a read-only argument, through the uses committed above) goes out
        // of place whatever is decided later: in-place decisions only add
        // origins, and `check` refuses every write with a read-only one.
        // Deciding it now is that same decision, made before the others
        // look at it: while undecided, the pessimistic definitions (see
        // `check`) follow it as if in place, joining buffers it never
        // joins (two `outs` of one constant, each a fresh buffer).
        if !cfg_in.copy_before_write {
            for u in 0..self.uses.len() as u32 {
                let use_ = &self.uses[u as usize];
                if self.inplace[u as usize].is_some()
                    || !use_.write
                    || (use_.index == 1 && use_.op.is(self.names.materialize))
                    || !self.set_readonly[self.alias.find(use_.val) as usize]
                {
                    continue;
                }
                if let Some(bad) = self.readonly_origin(&[use_.val], u, &[]) {
                    self.inplace[u as usize] = Some(false);
                    self.reasons
                        .set(u, Some(Reason::NotWritable(self.vals[bad as usize])));
                }
            }
        }
        // Arguments whose callers pass read-only buffers, where sparing
        // them costs less than writing them (see `spares_callers`), and
        // the uses deferred for them.
        let spared: Vec<u32> = match self.root.regions().next().and_then(|r| r.first_block()) {
            Some(entry) if !cfg_in.copy_before_write => cfg_in
                .readonly_callers
                .iter()
                .filter(|&&(k, _)| k < entry.num_arguments())
                .filter_map(|&(k, calls)| {
                    let a = self.id(entry.argument(k))?;
                    (calls > 1 || self.value_read_if(a, true)).then_some(a)
                })
                .collect(),
            _ => Vec::new(),
        };
        let mut deferred: Vec<u32> = Vec::new();
        for u in order {
            if self.inplace[u as usize].is_some() {
                continue;
            }
            let must_in_place = self.uses[u as usize].index == 1
                && self.uses[u as usize].op.is(self.names.materialize);
            // Deferred while an argument it may write is not written
            // anyway (decided in turn otherwise, as without callers).
            if !spared.is_empty() && !must_in_place && self.spares_callers(u, &spared).is_some() {
                deferred.push(u);
                continue;
            }
            let decision =
                if cfg_in.copy_before_write && self.uses[u as usize].write && !must_in_place {
                    Err(Reason::CopyBeforeWrite)
                } else {
                    self.check_giving_way(u, &dom)
                };
            self.record(u, decision);
        }
        // Deferred uses are decided in program order (use order is walk
        // order), whatever the heuristic: of a chain of overwrites from an
        // argument (a fill of a fill of its slice), the first one to go
        // out of place gives the later ones a buffer of their own, so they
        // stay in place; decided later-first, each would see the undecided
        // earlier ones as possibly in place on the argument and go out of
        // place too (fuzzer seed 15986 @t33). Any order is sound: each is
        // decided by the same checks as in turn.
        deferred.sort_unstable();
        for u in deferred {
            if self.inplace[u as usize].is_some() {
                continue;
            }
            let decision = match self.spares_callers(u, &spared) {
                Some(arg) => Err(Reason::SparesCallers(self.vals[arg as usize])),
                None => self.check_giving_way(u, &dom),
            };
            self.record(u, decision);
        }
        self.cfg = Some(cfg);
        self.forwarding_equivalence();
    }

    /// Applies a decision for `u`: in place (merging its sets), or out of
    /// place for `reason`.
    fn record(&mut self, u: u32, decision: Result<(), Reason>) {
        match decision {
            Ok(()) => self.commit(u),
            Err(reason) => {
                if matches!(reason, Reason::Conflict { .. }) {
                    self.conflicts_found.push(u);
                }
                self.inplace[u as usize] = Some(false);
                self.reasons.set(u, Some(reason));
            }
        }
    }

    /// The arguments among `spared` whose buffers use `u` would write in
    /// place: `u` writes its operand without reading it (out of place it
    /// costs a buffer and no copy), and the argument is a possible buffer
    /// of the operand (undecided uses counted both ways). Unknown origins
    /// count as none: `u` is then decided in turn.
    pub(super) fn writes_spared(&self, u: u32, spared: &[u32]) -> Vec<u32> {
        let use_ = &self.uses[u as usize];
        if !use_.write || use_.read {
            return Vec::new();
        }
        let Some(origins) = self.buffer_origins(use_.val, u) else {
            return Vec::new();
        };
        spared
            .iter()
            .copied()
            .filter(|&a| origins.contains(&BufferOrigin::Arg(a)))
            .collect()
    }

    /// A choice (not needed for correctness), made after every other
    /// decision for the uses it defers: a use that overwrites its operand
    /// without reading it, whose buffer may be an argument some call in
    /// the module passes a constant to, or a tensor the caller uses after
    /// the call (`CallGraph::readonly_args`), goes out of place (a buffer,
    /// no copy) when nothing else writes that argument in place. In place,
    /// it would make the argument written, and every such call would pass
    /// a new buffer instead of the constant's global (or the caller's
    /// tensor), a copy of it when the function may read the argument; out
    /// of place the argument stays unwritten. Only arguments where that
    /// costs more are spared (see `run`): one the function may read
    /// (undecided uses counted in place), or one that more than one such
    /// call passes a tensor to (fuzzer seed 15835 @t27: an elementwise op
    /// overwriting an argument the caller prints after the call).
    /// Returns that argument; `None` when every argument it may write is
    /// written in place anyway (unknown origins count as written), and the
    /// use is decided as any other.
    ///
    /// Callers that pass fresh buffers pay the one buffer this choice
    /// adds; the callers counted save a buffer (and a copy) each.
    pub(super) fn spares_callers(&self, u: u32, spared: &[u32]) -> Option<u32> {
        let targets = self.writes_spared(u, spared);
        let written_anyway = |arg: u32| {
            let set = self.alias.root(arg);
            self.sets.writes(set).iter().any(|&w| {
                self.buffer_origins(self.uses[w as usize].val, u32::MAX)
                    .is_none_or(|o| o.contains(&BufferOrigin::Arg(arg)))
            })
        };
        targets.into_iter().find(|&a| !written_anyway(a))
    }
}
