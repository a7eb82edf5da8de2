//! `scf.for` and the loop-carried buffers of every loop (see
//! [`super::Carried`]): copy-back or pass-through per iter_arg, and the
//! yields as parallel assignments.

use crate::analysis::alias::view_origin;
use crate::ir::{Builder, Op, Type, Value, dynamic_size, ops};
use crate::pass::PassError;
use crate::passes::one_shot::model::{Kind, undefined_contents};
use crate::passes::one_shot::permuted;
use crate::passes::one_shot::types::{self};

use super::{Carried, R, Rewriter};

impl Rewriter<'_> {
    /// `scf.for`: iter_args take the (in-place or copied) init buffers;
    /// the yield copies a value that is not the iter_arg's buffer back into
    /// it, so results are the init buffers. An iter_arg of dynamic shape
    /// whose yield is not equivalent to it cannot be copied back (the size
    /// may change): it is passed through instead (see [`Carried`]).
    pub(super) fn scf_for(&mut self, op: Op) -> R<()> {
        let body = op.region(0).first_block().expect("scf.for body");
        let y = body.terminator().expect("scf.yield");
        let mut operands: Vec<Value> = Vec::new();
        // One entry per iter_arg (and yield operand); non-tensors are `None`.
        let mut carried: Vec<Option<Carried>> = Vec::new();
        let unread = self.a.unread_positions(op);
        let perm = self.carried_permutation(op, y, &unread);
        let pre = self.permuted_inits(op, 3, &perm, |k| body.argument(1 + k))?;
        for i in 0..op.num_operands() {
            let v = op.operand(i);
            if i < 3 || !self.is_t(v) {
                operands.push(v);
                if i >= 3 {
                    carried.push(None);
                }
                continue;
            }
            let k = i - 3;
            let arg = body.argument(1 + k);
            if unread[k] {
                let c = self.carry_unread(v, arg, arg);
                operands.push(c.init);
                carried.push(Some(c));
                continue;
            }
            let pass = perm[k].is_some() || self.passes_through(arg, (y, k), op);
            let (m, root) = self.carry_init(op, i, arg, pass, pre[k])?;
            operands.push(m);
            if !pass {
                // Copy-back: every iteration works on the init's buffer, so
                // a yielded value in that buffer needs no copy.
                self.same_as.insert(arg, m);
            }
            carried.push(Some(Carried {
                target: arg,
                carrier: arg,
                root,
                init: m,
                pass,
                from: perm[k],
                unread: false,
            }));
        }
        self.block(body)?;
        self.loop_yield(y, &carried)?;
        let types: Vec<Type> = operands.iter().skip(3).map(|v| v.ty()).collect();
        let new = op
            .rebuild(&operands, &types)
            .ok_or_else(|| PassError::new(op, "cannot rebuild scf.for on buffers"))?;
        for k in 0..op.num_results() {
            let r = op.result(k);
            if r.ty().is_tensor() {
                self.bufs.insert(r, new.result(k));
                if carried[k].as_ref().is_some_and(|c| !c.pass) {
                    self.same_as.insert(new.result(k), operands[3 + k]);
                }
            } else {
                r.replace_all_uses_with(new.result(k));
            }
        }
        self.kill(op);
        Ok(())
    }

    /// A loop position nobody reads (init `v`, region argument `arg`,
    /// `target` what the yield yields back there): `arg` is the init's
    /// buffer as it is, never written.
    pub(super) fn carry_unread(&mut self, v: Value, arg: Value, target: Value) -> Carried {
        let m = self.buffer(v);
        arg.set_type(m.ty());
        self.bufs.insert(arg, arg);
        Carried {
            target,
            carrier: arg,
            root: self.a.id(arg).map(|id| self.a.alias_root(id)),
            init: m,
            pass: false,
            from: None,
            unread: true,
        }
    }

    /// The buffer for tensor init operand `i` of loop `op`, carried by block
    /// argument `arg`: the init's buffer (or its copy when out of place),
    /// cast to the fully dynamic layout in pass-through mode. `arg` takes
    /// its type and is its own buffer. Also returns `arg`'s alias set.
    /// `pre`: the buffer [`Rewriter::permuted_inits`] made for it, and
    /// whether it keeps its type.
    pub(super) fn carry_init(
        &mut self,
        op: Op,
        i: usize,
        arg: Value,
        pass: bool,
        pre: Option<(Value, bool)>,
    ) -> R<(Value, Option<u32>)> {
        let v = op.operand(i);
        let (m, keep) = match pre {
            Some(p) => p,
            None => (
                self.operand_buffer(op, i, self.init_read(op, i, arg))?,
                false,
            ),
        };
        let m = if pass && !keep {
            let tt = self.tty(v);
            let ty = types::fully_dynamic(tt, m.ty().memref_memory_space());
            self.cast_or_copy(&Builder::before(op), m, ty, tt)?
        } else {
            m
        };
        let root = self.a.id(arg).map(|id| self.a.alias_root(id));
        arg.set_type(m.ty());
        self.bufs.insert(arg, arg);
        Ok((m, root))
    }

    /// The init buffers of the positions on the cycles of `perm` (loop
    /// `op`, init operand of position `k` is `first + k`, carried by
    /// `arg(k)`), made before the others so that each cycle can keep its
    /// buffers' type when they all have one: its carried buffers are then
    /// the inits as they are (no cast to the fully dynamic layout, which
    /// would hide the allocations from a deallocation pass; upstream's
    /// cannot track ownership through the cast and frees the loop's
    /// buffers through clones and generic deallocations). Otherwise every
    /// position of the cycle is cast to the fully dynamic layout.
    pub(super) fn permuted_inits(
        &mut self,
        op: Op,
        first: usize,
        perm: &[Option<usize>],
        arg: impl Fn(usize) -> Value,
    ) -> R<Vec<Option<(Value, bool)>>> {
        let mut pre: Vec<Option<(Value, bool)>> = vec![None; perm.len()];
        for k in 0..perm.len() {
            if perm[k].is_some() {
                let i = first + k;
                let m = self.operand_buffer(op, i, self.init_read(op, i, arg(k)))?;
                pre[k] = Some((m, false));
            }
        }
        for k in 0..perm.len() {
            if pre[k].is_none_or(|(_, keep)| keep) {
                continue;
            }
            let cycle = permuted::cycle_of(perm, k);
            let ty = |j: usize| pre[j].map(|(m, _)| m.ty());
            if cycle.iter().all(|&j| ty(j) == ty(k)) {
                for &j in &cycle {
                    pre[j] = pre[j].map(|(m, _)| (m, true));
                }
            }
        }
        Ok(pre)
    }

    /// Whether the contents of init operand `i` of loop `op` (carried by
    /// `arg`) may be read: `arg`'s value is read, or (an `scf.for` that may
    /// run zero times) the loop's result, which is then the init. An
    /// out-of-place init nobody reads gets a buffer without a copy.
    fn init_read(&self, op: Op, i: usize, arg: Value) -> bool {
        let read = |v: Value| self.a.id(v).is_none_or(|id| self.a.value_read(id));
        if read(arg) {
            return true;
        }
        if !op.is(self.names.scf_for) {
            // `scf.while` runs its before region at least once; the
            // results come from `scf.condition`, never the init itself.
            return !op.is(self.names.scf_while);
        }
        !crate::passes::one_shot::model::for_runs_at_least_once(op) && read(op.result(i - 3))
    }

    /// Positions of loop `l` (yield `y`) that pass their carried buffers
    /// around in cycles: position `i` maps to `p != i` when the value
    /// yielded for `i` is, as it is, the tensor position `p` carries in
    /// the iteration (equivalent to `p`'s region argument, for
    /// `scf.while` through the after-region argument and the condition),
    /// of the same type; only positions on a cycle of that map are kept.
    /// Each such position is passed through, its yield passing `p`'s
    /// buffer on unchanged: the carried buffers are permuted, no copy
    /// (an `scf.while` swapping two positions: upstream copies both at the
    /// condition, copy-back would copy both through a temporary). The
    /// positions stay distinct buffers (each buffer goes to one position;
    /// the analysis' rule 6b counts these moves, see
    /// `analysis/carried.rs`).
    pub(super) fn carried_permutation(&self, l: Op, y: Op, unread: &[bool]) -> Vec<Option<usize>> {
        let for_loop = l.is(self.names.scf_for);
        let n = y.num_operands();
        let mut sigma: Vec<Option<usize>> = vec![None; n];
        let Some(block) = l.region(0).first_block() else {
            return sigma;
        };
        let (off, cond) = if for_loop {
            (1, None)
        } else {
            (0, block.terminator().filter(|t| t.is(self.names.condition)))
        };
        let arg = |k: usize| (k + off < block.num_arguments()).then(|| block.argument(k + off));
        let ok = |k: usize| k < unread.len() && !unread[k];
        // Region arguments moved as they are (`permuted.rs`; the analysis
        // counted their inits as not written by the loop on the strength
        // of it), then values equivalent to them.
        let syntactic = permuted::cycles(l, unread, &|v| self.is_t(v));
        for i in 0..n {
            if let Some(p) = syntactic.get(i).copied().flatten() {
                sigma[i] = Some(p);
                continue;
            }
            let v = y.operand(i);
            let Some(ai) = arg(i) else { continue };
            if !ok(i) || !self.is_t(v) || !self.is_t(ai) {
                continue;
            }
            // The value the iteration carries: for `scf.while`, an
            // after-region argument stands for the condition's operand.
            let mut cands = vec![v];
            if let Some(c) = cond
                && !v.is_result()
                && v.owner_block() == l.region(1).first_block()
                && v.index() + 1 < c.num_operands()
                && self
                    .use_id(c, v.index() + 1)
                    .is_some_and(|u| self.a.is_inplace(u))
            {
                cands.push(c.operand(v.index() + 1));
            }
            sigma[i] = (0..n).find(|&p| {
                p != i
                    && ok(p)
                    && arg(p).is_some_and(|ap| {
                        self.is_t(ap)
                            && self.tty(ap) == self.tty(ai)
                            && cands.iter().any(|&c| match (self.a.id(c), self.a.id(ap)) {
                                (Some(x), Some(z)) => self.a.equivalent(x, z),
                                _ => false,
                            })
                    })
            });
        }
        (0..n)
            .map(|i| {
                let mut k = sigma[i]?;
                for _ in 0..n {
                    if k == i {
                        return sigma[i];
                    }
                    k = sigma[k]?;
                }
                None
            })
            .collect()
    }

    /// Whether loop-carried tensor `arg` (a block argument of loop `l`) is
    /// passed through rather than copied back, given the value yielded
    /// for it: never when that value is known to be `arg`'s buffer
    /// (equivalent); always when the shape is dynamic (the size may
    /// change, so it cannot be copied back); for a static shape when every
    /// buffer the yielded value may be was allocated in the iteration (or
    /// is the carried one): passing it on costs nothing, where a copy back
    /// costs a copy per iteration (what upstream does with
    /// `allow-return-allocs-from-loops`; we pick it per loop with or
    /// without the option, as the cheaper form). Otherwise copy-back: a
    /// yield of another buffer (a view of an outer tensor) costs one copy
    /// either way, and copying it back lets no allocation leave the loop.
    pub(super) fn passes_through(&self, arg: Value, (y, j): (Op, usize), l: Op) -> bool {
        let yielded = y.operand(j);
        let equivalent = match (self.a.id(arg), self.a.id(yielded)) {
            (Some(x), Some(y)) => self.a.equivalent(x, y),
            _ => false,
        };
        if equivalent {
            return false;
        }
        let tt = self.tty(arg);
        if !tt.is_ranked_shaped() || tt.shape().contains(&dynamic_size()) {
            return true;
        }
        self.fresh_or_carried(yielded, l, arg) || self.yields_constant(y, j)
    }

    /// Whether operand `j` of terminator `y` is a constant's tensor, itself
    /// or through `tensor.cast`s, yielded in place: its buffer is (a cast
    /// of) the constant's global, which nothing writes. The yield and the
    /// casts are in place before any decision (see `Analysis::run`), so
    /// the global is a buffer origin of the loop's region argument and
    /// result for every write decided through them (`check_readonly`
    /// refuses those). Passing it on costs nothing, where copying it back
    /// costs a copy per iteration (upstream passes it on). (With the casts
    /// decided in turn, a cast going in place after a write through the
    /// loop's result made the global that write's origin unchecked: fuzzer
    /// seed 13214 @t34, a fill of the result wrote the global and crashed.)
    fn yields_constant(&self, y: Op, j: usize) -> bool {
        self.a.constant_through_casts(y.operand(j))
            && self.use_id(y, j).is_some_and(|u| self.a.is_inplace(u))
    }

    /// Whether every buffer `yielded` may be is allocated inside loop `l`
    /// or is the buffer `arg` carries: passed on without a copy.
    pub(super) fn fresh_or_carried(&self, yielded: Value, l: Op, arg: Value) -> bool {
        match (self.a.id(yielded), self.a.id(arg)) {
            (Some(y), Some(a)) => self.a.allocated_inside_or_carried(y, l, a),
            (Some(y), None) => self.a.allocated_inside(y, l),
            _ => false,
        }
    }

    /// Rewrites a loop's yield (see [`Carried`]): in copy-back mode it
    /// yields exactly the carried buffer, copying a yielded buffer that is
    /// another one into it (through a temporary when it may overlap one of
    /// the carried buffers being overwritten); in pass-through mode it
    /// yields the value's buffer itself when it is the carrier's or was
    /// allocated in this iteration, else a copy.
    pub(super) fn loop_yield(&mut self, y: Op, carried: &[Option<Carried>]) -> R<()> {
        let b = Builder::before(y);
        let loop_op = y.parent().expect("yield in a loop");
        let mut new_ops: Vec<Value> = Vec::new();
        let mut copies: Vec<(usize, Value)> = Vec::new();
        for j in 0..y.num_operands() {
            let v = y.operand(j);
            match carried.get(j).and_then(|c| c.as_ref()) {
                Some(c) if c.unread => new_ops.push(c.target),
                Some(c) if self.is_t(v) && c.pass => {
                    let m = self.buffer(v);
                    let tt = self.tty(v);
                    let same = self.canonical(m) == self.canonical(c.carrier);
                    // (A permutation: the carried buffer of position
                    // `from`, which nothing else passes on or overwrites.)
                    let permuted = c.from.is_some_and(|p| {
                        carried
                            .get(p)
                            .and_then(|x| x.as_ref())
                            .is_some_and(|x| self.canonical(x.carrier) == self.canonical(m))
                    });
                    let fresh = permuted
                        || self.fresh_or_carried(v, loop_op, c.carrier)
                        || self.yields_constant(y, j);
                    let m = if same || fresh {
                        m
                    } else if undefined_contents(&self.names, v) {
                        // A `tensor.empty`'s contents are undefined: a new
                        // buffer of its size will do, no copy.
                        self.alloc_like(&b, tt, Some(m), m.ty().memref_memory_space())?
                    } else {
                        let new = self.alloc_like(&b, tt, Some(m), m.ty().memref_memory_space())?;
                        ops::memref_copy(&b, m, new);
                        self.explain(
                            new,
                            &format!("copy of yielded value #{j}: it is not equivalent to the iter_arg, whose size may change"),
                            None,
                        );
                        new
                    };
                    let ty = c.target.ty();
                    new_ops.push(self.cast_or_copy(&b, m, ty, tt)?);
                }
                Some(c) if self.is_t(v) => {
                    let m = self.buffer(v);
                    // (A `tensor.empty`'s contents are undefined: whatever
                    // the carried buffer holds will do, no copy.)
                    if self.canonical(m) != self.canonical(c.carrier)
                        && !undefined_contents(&self.names, v)
                    {
                        copies.push((j, m));
                    }
                    new_ops.push(c.target);
                }
                _ => new_ops.push(v),
            }
        }
        // The copies form a parallel assignment: every source is read as it
        // was at the yield. A copy into a carried buffer waits until every
        // other source that may alias that buffer has been copied; a
        // source that may alias its own target, or whose aliasing is
        // unknown, goes through a temporary, and so does one source of each
        // remaining cycle (e.g. one temporary for yielding two iter_args
        // swapped).
        let target_root: Vec<Option<u32>> = copies
            .iter()
            .map(|&(j, _)| carried[j].as_ref().and_then(|c| c.root))
            .collect();
        // Per copy, what its source is: exactly the carried buffer another
        // copy overwrites (it waits for that copy only: the carried buffers
        // of one loop are distinct buffers, which copy-back relies on), a
        // buffer no copy overwrites, or possibly overlapping an overwritten
        // one (staged through a temporary).
        let all_carriers: Vec<Value> = carried
            .iter()
            .flatten()
            .map(|c| self.canonical(c.carrier))
            .collect();
        let targets: Vec<Value> = copies
            .iter()
            .map(|&(j, _)| self.canonical(carried[j].as_ref().expect("carried buffer").carrier))
            .collect();
        let inits: Vec<Value> = copies
            .iter()
            .map(|&(j, _)| carried[j].as_ref().expect("carried buffer").init)
            .collect();
        // Every overwritten carried buffer is a copy of its init made for
        // this loop (the init out of place): a tensor defined outside the
        // loop holds, at the yield, the buffer it had when the loop was
        // entered, which existed before those allocations ran and is live
        // (it is read here): none of them.
        let loop_kind = self.kind(loop_op);
        let fresh_carriers = copies.iter().all(|&(j, _)| {
            let i = if loop_kind == Kind::For { 3 + j } else { j };
            self.use_id(loop_op, i)
                .is_some_and(|u| self.a.inplace[u as usize] == Some(false))
        });
        // What one buffer `m` (of tensor `t`) read by copy #`k` is.
        let classify = |t: Value, m: Value| -> Source {
            let cm = self.canonical(m);
            if let Some(k2) = targets.iter().position(|&c| c == cm) {
                return Source::Carriers(vec![k2]);
            }
            if all_carriers.contains(&cm)
                || is_constant_global(cm)
                || self.disjoint_from(m, &inits)
                || (fresh_carriers && t.is_defined_outside(loop_op))
            {
                // A constant's global is never a carried buffer: those are
                // written by the copies back, a global never is.
                return Source::Independent;
            }
            match self.a.id(t) {
                None => Source::Overlapping,
                Some(id) if self.a.allocated_inside(id, loop_op) => Source::Independent,
                Some(id) if target_root.contains(&Some(self.a.alias_root(id))) => {
                    Source::Overlapping
                }
                Some(_) => Source::Independent,
            }
        };
        let mut sources: Vec<Source> = Vec::with_capacity(copies.len());
        for (k, &(j, m)) in copies.iter().enumerate() {
            let t = y.operand(j);
            let mut source = classify(t, m);
            // The result of an scf.if / index_switch is, at run time, the
            // buffer of the branch taken: if each branch's buffer is exactly
            // a carried buffer or one no copy overwrites, the copy only has
            // to run before the copies into the other carried buffers. When
            // the branch taken yields its own target, it copies a buffer
            // onto itself: the same region (casts aside), which a copy
            // allows (`llvm.memcpy` takes equal or disjoint operands).
            if matches!(source, Source::Overlapping)
                && let Some(leaves) = self.branch_buffers(t)
            {
                let mut deps: Vec<usize> = Vec::new();
                let mut all = true;
                for (lt, lm) in leaves {
                    match classify(lt, lm) {
                        Source::Independent => {}
                        Source::Carriers(ks) => deps.extend(ks.into_iter().filter(|&k2| k2 != k)),
                        Source::Overlapping => all = false,
                    }
                }
                if all {
                    source = Source::Carriers(deps);
                }
            }
            sources.push(source);
        }
        // Pending copies: (copy index, position, source, the copies whose
        // targets the source may be).
        let mut pending: Vec<(usize, usize, Value, Vec<usize>)> = Vec::new();
        for (k, (&(j, m), source)) in copies.iter().zip(sources).enumerate() {
            let t = y.operand(j);
            let (src, deps) = match source {
                Source::Independent => (m, Vec::new()),
                Source::Carriers(ks) if ks == [k] => (self.stage_copy(&b, t, m, j)?, Vec::new()),
                Source::Carriers(ks) => (m, ks),
                Source::Overlapping => (self.stage_copy(&b, t, m, j)?, Vec::new()),
            };
            pending.push((k, j, src, deps));
        }
        let mut order: Vec<(usize, Value)> = Vec::new();
        while !pending.is_empty() {
            // Ready: no other pending source may be this copy's target.
            let ready = pending.iter().position(|(k, _, _, _)| {
                pending
                    .iter()
                    .all(|(k2, _, _, deps)| k2 == k || !deps.contains(k))
            });
            match ready {
                Some(i) => {
                    let (_, j, m, _) = pending.remove(i);
                    order.push((j, m));
                }
                None => {
                    // A cycle: read the first pending source into a
                    // temporary now; its copy then waits for nothing.
                    let (_, j, m, deps) = &mut pending[0];
                    *m = self.stage_copy(&b, y.operand(*j), *m, *j)?;
                    deps.clear();
                }
            }
        }
        for (j, m) in order {
            let target = carried[j].as_ref().expect("carried buffer").target;
            let c = ops::memref_copy(&b, m, target);
            if self.opts.explain {
                c.emit_remark(&format!(
                    "ferrobuf: copy of yielded value #{j} into the loop-carried buffer: the yielded tensor is not equivalent to the iter_arg"
                ));
            }
        }
        y.set_operands(&new_ops);
        Ok(())
    }

    /// The tensors and buffers an `scf.if` / `scf.index_switch` result `t`
    /// may be at run time: what each branch yields in place, through
    /// nested ones (at most 16). `None` if `t` is not such a result, or a
    /// branch's value has no buffer yet.
    fn branch_buffers(&self, t: Value) -> Option<Vec<(Value, Value)>> {
        let mut out: Vec<(Value, Value)> = Vec::new();
        let mut stack = vec![self.a.id(t)?];
        let mut top = true;
        while let Some(x) = stack.pop() {
            let incoming = &self.a.alias_in[x as usize];
            let from_branches = !incoming.is_empty()
                && incoming.iter().all(|&s| {
                    let u = &self.a.uses[s as usize];
                    self.a.inplace[s as usize] == Some(true)
                        && u.op.is(self.names.scf_yield)
                        && u.op.parent().is_some_and(|p| {
                            p.is(self.names.scf_if) || p.is(self.names.index_switch)
                        })
                });
            if from_branches {
                stack.extend(incoming.iter().map(|&s| self.a.uses[s as usize].val));
            } else if top {
                return None;
            } else {
                let v = self.a.vals[x as usize];
                out.push((v, *self.bufs.get(&v)?));
            }
            top = false;
            if out.len() + stack.len() > 16 {
                return None;
            }
        }
        Some(out)
    }

    /// A temporary copy of yielded value #`j` (buffer `m` of tensor `t`),
    /// taken before the loop-carried buffers are overwritten.
    pub(super) fn stage_copy(&mut self, b: &Builder, t: Value, m: Value, j: usize) -> R<Value> {
        let tmp = self.alloc_like(b, self.tty(t), Some(m), m.ty().memref_memory_space())?;
        ops::memref_copy(b, m, tmp);
        self.explain(
            tmp,
            &format!("temporary copy of yielded value #{j} (it may overlap a loop-carried buffer)"),
            None,
        );
        Ok(tmp)
    }

    /// Whether buffer `m` certainly shares no memory with any of `inits`
    /// (the init buffers of the carried buffers that the copies overwrite,
    /// which copy-back mode carries through every iteration): `m` is a
    /// view of a function argument or of a `memref.alloc` of this
    /// function, and so is every init, each of another one (an allocation
    /// is never an argument, distinct allocations never overlap, and
    /// distinct arguments are distinct buffers: the analysis assumes it
    /// too, see `Analysis::buffer_origins`).
    fn disjoint_from(&self, m: Value, inits: &[Value]) -> bool {
        let n = &self.names;
        let own = |t: Value| {
            let t = self.origin(t);
            let is_alloc = t.defining_op().is_some_and(|d| d.is(n.memref_alloc));
            let is_func_arg = t.defining_op().is_none()
                && t.owner_block()
                    .is_some_and(|b| b.is_entry() && b.parent_op().is_some_and(|p| p.is(n.func)));
            (is_alloc || is_func_arg).then_some(t)
        };
        let Some(origin) = own(m) else {
            return false;
        };
        inits.iter().all(|&t| own(t).is_some_and(|t| t != origin))
    }

    /// The buffer `m` is a view of, through view-like ops, casts and
    /// rebuilt loops' results.
    fn origin(&self, m: Value) -> Value {
        let mut origin = m;
        for _ in 0..64 {
            let next = self.canonical(view_origin(origin));
            if next == origin {
                break;
            }
            origin = next;
        }
        origin
    }

    /// The buffer `m` certainly is: through `memref.cast`s and the results
    /// of rebuilt loops (which yield their iter_arg buffers unchanged).
    pub(super) fn canonical(&self, mut m: Value) -> Value {
        loop {
            if let Some(&x) = self.same_as.get(&m) {
                m = x;
                continue;
            }
            match m.defining_op() {
                Some(op) if op.is(self.names.memref_cast) => m = op.operand(0),
                _ => return m,
            }
        }
    }
}

/// The source of one copy-back into a loop-carried buffer.
enum Source {
    /// Aliases no carried buffer that is overwritten.
    Independent,
    /// Exactly one of the carried buffers that these copies overwrite, or
    /// a buffer no copy overwrites (a region result: the branch taken
    /// decides).
    Carriers(Vec<usize>),
    /// May overlap an overwritten carried buffer (or its own target).
    Overlapping,
}

/// Whether buffer `m` is a `memref.get_global` (of a tensor constant).
fn is_constant_global(m: Value) -> bool {
    m.defining_op()
        .is_some_and(|d| d.name().as_str() == "memref.get_global")
}
