//! Control flow: `scf.for`/`while`/`if`/`index_switch`/`execute_region`/
//! `forall`, `cf` diamonds and loops, and the targeted patterns (views of
//! outer tensors used in loops, a write in one `scf.if` branch and a read
//! in the other inside a loop, elementwise ops and matching slices on an
//! outer tensor in a loop), which all run through [`Hook`]s at the start
//! of a loop body.

use super::{FnGen, Info};
use crate::ast::{Bin, K, Op, Pred, Region, Slice, Ty, V};

/// What a loop body does first.
#[derive(Clone, Copy, Debug)]
pub enum Hook {
    /// Read and write `view` (of the outer `base`).
    ViewReadWrite { view: V, base: V },
    /// An `scf.if` writing `t` in one branch and reading it in the other.
    IfWriteRead(V),
    /// An elementwise op reading and writing `t`.
    ElementwiseOuter(V),
    /// extract_slice, compute, insert_slice at the same offsets of `t`.
    MatchingSlices(V),
}

/// What a branch or loop body yields: the type, runtime shape and root of
/// each value.
type Template = (Ty, Vec<i64>, V);

impl FnGen<'_, '_> {
    pub fn scf_stmt(&mut self) -> bool {
        let loops = self.can_nest(true);
        let w = [
            if loops && self.on("for") { 30 } else { 0 },
            if loops && self.on("while") { 14 } else { 0 },
            if self.on("if") { 22 } else { 0 },
            if self.on("index_switch") { 8 } else { 0 },
            if self.on("execute_region") { 8 } else { 0 },
            if loops && !self.in_forall && self.on("forall") {
                12
            } else {
                0
            },
        ];
        if w.iter().sum::<usize>() == 0 {
            return false;
        }
        match self.rng().weighted(&w) {
            0 => self.for_stmt(None),
            1 => self.while_stmt(None),
            2 => self.if_stmt(),
            3 => self.switch_stmt(),
            4 => self.execute_region_stmt(),
            _ => self.forall_stmt(None),
        }
    }

    /// 0 to `max` loop-carried tensors from scope.
    fn carried(&mut self, max: usize) -> Vec<V> {
        let n = self.rng().range(0, max as i64) as usize;
        (0..n)
            .filter_map(|_| self.pick(true, |t, _| t.is_tensor() && t.rank() <= 2))
            .collect()
    }

    /// The most recent value in scope with `root` and `shape`.
    pub fn latest(&self, root: V, shape: &[i64]) -> Option<V> {
        self.visible().into_iter().map(|x| x.0).rev().find(|v| {
            let i = self.info(*v);
            self.ty(*v).is_tensor() && i.root == root && i.shape == shape && i.init
        })
    }

    /// What to yield for each template: the latest version of its root
    /// (equivalent), a fresh tensor, another tensor of the same shape
    /// (forwarded), or two of them swapped.
    fn yields(&mut self, tmpl: &[Template]) -> Vec<V> {
        let mut out: Vec<Option<V>> = vec![None; tmpl.len()];
        if tmpl.len() >= 2
            && tmpl[0].0 == tmpl[1].0
            && tmpl[0].1 == tmpl[1].1
            && self.on("yield_swap")
            && self.pct(30)
            && let (Some(a), Some(b)) = (
                self.latest(tmpl[0].2, &tmpl[0].1),
                self.latest(tmpl[1].2, &tmpl[1].1),
            )
        {
            self.count("yield_swap");
            out[0] = Some(b);
            out[1] = Some(a);
        }
        for (i, (ty, shape, root)) in tmpl.iter().enumerate() {
            if out[i].is_some() {
                continue;
            }
            let w = [
                if self.on("yield_equivalent") { 55 } else { 0 },
                if self.on("yield_fresh") { 15 } else { 0 },
                if self.on("yield_forward") { 20 } else { 0 },
            ];
            let choice = if w.iter().sum::<usize>() == 0 {
                0
            } else {
                self.rng().weighted(&w)
            };
            let v = match choice {
                1 => {
                    self.count("yield_fresh");
                    if self.pct(50) {
                        self.fresh_typed(shape, ty)
                    } else {
                        let t = self.fresh(shape);
                        if self.pct(50) { self.insert_into(t) } else { t }
                    }
                }
                2 => {
                    let (s, r) = (shape.clone(), *root);
                    match self.pick(true, move |t, i| {
                        t.is_tensor() && i.shape == s && i.root != r
                    }) {
                        Some(v) => {
                            self.count("yield_forward");
                            v
                        }
                        None => self
                            .latest(*root, shape)
                            .unwrap_or_else(|| self.fresh_typed(shape, ty)),
                    }
                }
                _ => {
                    if self.on("yield_equivalent") {
                        self.count("yield_equivalent");
                    }
                    self.latest(*root, shape)
                        .unwrap_or_else(|| self.fresh_typed(shape, ty))
                }
            };
            out[i] = Some(v);
        }
        out.into_iter()
            .zip(tmpl)
            .map(|(v, (ty, _, _))| self.coerce(v.unwrap(), ty))
            .collect()
    }

    /// Templates of `vals` (type, shape, root).
    fn templates(&self, vals: &[V]) -> Vec<Template> {
        vals.iter()
            .map(|v| (self.ty(*v), self.shape(*v), self.info(*v).root))
            .collect()
    }

    /// Region arguments carrying `vals` (each its own root).
    fn carried_args(&mut self, vals: &[V]) -> Vec<(V, Info)> {
        vals.iter()
            .map(|v| {
                let a = self.sh.p.new_value(self.ty(*v));
                let mut i = self.info(*v);
                i.root = a;
                i.overwritten = false;
                (a, i)
            })
            .collect()
    }

    /// Defines the results `res` of an op carrying `inits`.
    fn def_results(&mut self, res: &[V], inits: &[V]) {
        for (r, i) in res.iter().zip(inits) {
            let mut info = self.info(*i);
            info.overwritten = false;
            info.init = true;
            self.def(*r, info);
        }
    }

    fn index_var(&mut self, lo: i64, hi: i64) -> (V, Info) {
        let v = self.sh.p.new_value(Ty::Index);
        let mut i = Info::scalar(v);
        i.range = (lo, hi);
        (v, i)
    }

    /// `scf.for` with 0 to 2 tensor iter_args and 1 to 3 iterations.
    pub fn for_stmt(&mut self, hook: Option<Hook>) -> bool {
        if !self.on("for") {
            return false;
        }
        // Loops running a pattern iterate at least twice.
        let trips = self.rng().range(if hook.is_some() { 2 } else { 1 }, 3);
        let (lb, ub, step) = (self.index(0), self.index(trips), self.index(1));
        let inits = self.carried(2);
        let tmpl_src = self.carried_args(&inits);
        let iv = self.index_var(0, trips - 1);
        let mut args = vec![iv];
        args.extend(tmpl_src.iter().cloned());
        let carried: Vec<V> = tmpl_src.iter().map(|a| a.0).collect();
        self.push_region(args, true, false);
        self.body(hook);
        let tmpl = self.templates(&carried);
        let ys = self.yields(&tmpl);
        self.terminate(K::Yield, ys);
        let body = self.pop_region();
        self.count("for");
        let mut a = vec![lb, ub, step];
        a.extend(inits.iter().copied());
        let tys = inits.iter().map(|v| self.ty(*v)).collect();
        let res = self.emit(K::For, a, tys, vec![body]);
        self.def_results(&res, &inits);
        true
    }

    /// A loop body: the hook, then a few statements.
    fn body(&mut self, hook: Option<Hook>) {
        if let Some(h) = hook {
            self.hook(h);
        }
        let n = self.rng().range(1, 3) as usize;
        self.stmts(n);
    }

    /// `scf.while` counting to 1..3 with 1 or 2 tensors; the before region
    /// may write a carried tensor.
    pub fn while_stmt(&mut self, hook: Option<Hook>) -> bool {
        if !self.on("while") {
            return false;
        }
        // Loops running a pattern iterate at least twice.
        let trips = self.rng().range(if hook.is_some() { 2 } else { 1 }, 3);
        let c0 = self.index(0);
        let mut inits = self.carried(2);
        if inits.is_empty() {
            let s = self.random_shape();
            inits.push(self.source(&s));
        }
        let tys: Vec<Ty> = inits.iter().map(|v| self.ty(*v)).collect();
        // Before region.
        let before_t = self.carried_args(&inits);
        let i = self.index_var(0, trips);
        let iv = i.0;
        let mut args = vec![i];
        args.extend(before_t.iter().cloned());
        let before_vals: Vec<V> = before_t.iter().map(|a| a.0).collect();
        self.push_region(args, true, false);
        if self.on("while_write_before") && self.pct(30) {
            self.count("while_write_before");
            self.insert_into(before_vals[0]);
        }
        let n = self.index(trips);
        let c = self.emit1(
            K::Cmp(Pred::Slt),
            vec![iv, n],
            Ty::I1,
            Info::scalar(0),
            true,
        );
        let mut fwd = vec![c, iv];
        for (b, ty) in before_vals.iter().zip(&tys) {
            let shape = self.shape(*b);
            let v = if self.pct(70) {
                self.latest(*b, &shape).unwrap_or(*b)
            } else {
                *b
            };
            fwd.push(self.coerce(v, ty));
        }
        self.terminate(K::Condition, fwd);
        let before = self.pop_region();
        // After region.
        let after_t = self.carried_args(&inits);
        let j = self.index_var(0, trips - 1);
        let jv = j.0;
        let mut args = vec![j];
        args.extend(after_t.iter().cloned());
        let after_vals: Vec<V> = after_t.iter().map(|a| a.0).collect();
        self.push_region(args, true, false);
        self.body(hook);
        let one = self.index(1);
        let next = self.emit1(
            K::Arith(Bin::Add),
            vec![jv, one],
            Ty::Index,
            Info::scalar(0),
            true,
        );
        let tmpl = self.templates(&after_vals);
        let mut ys = vec![next];
        ys.extend(self.yields(&tmpl));
        self.terminate(K::Yield, ys);
        let after = self.pop_region();
        self.count("while");
        let mut a = vec![c0];
        a.extend(inits.iter().copied());
        let mut rtys = vec![Ty::Index];
        rtys.extend(tys);
        let res = self.emit(K::While, a, rtys, vec![before, after]);
        let mut ci = Info::scalar(res[0]);
        ci.range = (trips, trips);
        self.def(res[0], ci);
        self.def_results(&res[1..], &inits);
        true
    }

    /// A branch (of `scf.if`/`index_switch`, or an `execute_region`): a
    /// few statements, then the yields for `tmpl`.
    fn branch(&mut self, tmpl: &[Template]) -> Region {
        self.push_region(Vec::new(), false, false);
        let n = self.rng().range(0, 3) as usize;
        self.stmts(n);
        let ys = self.yields(tmpl);
        self.terminate(K::Yield, ys);
        self.pop_region()
    }

    fn if_stmt(&mut self) -> bool {
        let c = self.cond();
        let vals = self.carried(2);
        let tmpl = self.templates(&vals);
        let then = self.branch(&tmpl);
        let els = self.branch(&tmpl);
        self.count("if");
        let tys = vals.iter().map(|v| self.ty(*v)).collect();
        let res = self.emit(K::If, vec![c], tys, vec![then, els]);
        self.def_results(&res, &vals);
        true
    }

    fn switch_stmt(&mut self) -> bool {
        let sel = match self.pick(false, |t, i| {
            *t == Ty::Index && i.konst.is_none() && i.range.1 < 8
        }) {
            Some(v) => v,
            None => {
                let c = self.rng().range(0, 2);
                self.index(c)
            }
        };
        let cases: Vec<i64> = if self.pct(50) { vec![0, 1] } else { vec![1, 2] };
        let vals = self.carried(2);
        let tmpl = self.templates(&vals);
        let mut regions: Vec<Region> = cases.iter().map(|_| self.branch(&tmpl)).collect();
        regions.push(self.branch(&tmpl));
        self.count("index_switch");
        let tys = vals.iter().map(|v| self.ty(*v)).collect();
        let res = self.emit(K::IndexSwitch(cases), vec![sel], tys, regions);
        self.def_results(&res, &vals);
        true
    }

    fn execute_region_stmt(&mut self) -> bool {
        let vals = self.carried(1);
        let tmpl = self.templates(&vals);
        let multi = self.on("cf_diamond") || self.on("cf_loop");
        self.push_region(Vec::new(), false, multi);
        let n = self.rng().range(1, 3) as usize;
        self.stmts(n);
        if multi && self.pct(50) {
            self.cf_stmt();
        }
        let ys = self.yields(&tmpl);
        self.terminate(K::Yield, ys);
        let r = self.pop_region();
        self.count("execute_region");
        let tys = vals.iter().map(|v| self.ty(*v)).collect();
        let res = self.emit(K::ExecuteRegion, Vec::new(), tys, vec![r]);
        self.def_results(&res, &vals);
        true
    }

    /// `scf.forall` over 2 or 3 iterations, each computing its own part
    /// (1 or 2 elements of a 1-D tensor, or a row of a 2-D one) of the
    /// shared output and inserting it with `tensor.parallel_insert_slice`.
    pub fn forall_stmt(&mut self, hook: Option<Hook>) -> bool {
        if !self.on("forall") || self.in_forall {
            return false;
        }
        let n = self.rng().range(2, 3);
        let row = self.pct(30);
        let s = if row { 0 } else { self.rng().range(1, 2) };
        let init = if row {
            let c = self.rng().range(2, 3);
            match self.pick(true, move |t, i| t.rank() == 2 && i.shape[0] == n) {
                Some(v) if self.pct(70) => v,
                _ => self.fresh(&[n, c]),
            }
        } else {
            let min = n * s;
            match self.pick(true, move |t, i| t.rank() == 1 && i.shape[0] >= min) {
                Some(v) if self.pct(70) => v,
                _ => self.fresh(&[min]),
            }
        };
        let shape = self.shape(init);
        let ty = self.ty(init);
        let iv = self.index_var(0, n - 1);
        let ivv = iv.0;
        let o = self.sh.p.new_value(ty.clone());
        self.push_region(vec![iv], true, false);
        self.regions.last_mut().unwrap().blocks[0].args.push(o);
        let was = (self.in_forall, self.can_print);
        self.in_forall = true;
        self.can_print = false;
        let (off, slice, part_ty, part_shape) = if row {
            let c = shape[1];
            let sl = Slice {
                offsets: vec![None, Some(0)],
                sizes: vec![Some(1), Some(c)],
                strides: vec![1, 1],
            };
            (ivv, sl, Ty::static_tensor(&[c]), vec![c])
        } else {
            let off = if s == 1 {
                ivv
            } else {
                let sv = self.index(s);
                let mut i = Info::scalar(0);
                i.range = (0, (n - 1) * s);
                self.emit1(K::Arith(Bin::Mul), vec![ivv, sv], Ty::Index, i, true)
            };
            let sl = Slice {
                offsets: vec![None],
                sizes: vec![Some(s)],
                strides: vec![1],
            };
            (off, sl, Ty::static_tensor(&[s]), vec![s])
        };
        let init_info = self.info(init);
        let mut own_info = self.tensor_info(&part_shape, init_info.init);
        own_info.root = 0;
        let own = self.emit1(
            K::ExtractSlice(slice.clone()),
            vec![o, off],
            part_ty.clone(),
            own_info,
            true,
        );
        if let Some(h) = hook {
            self.hook(h);
        }
        if self.on("forall_write_outer") && self.pct(40) {
            // Write a tensor from outside and read what was written.
            if let Some(t) = self.pick(true, |t, _| t.is_tensor() && t.rank() >= 1) {
                self.count("forall_write_outer");
                let w = self.insert_into(t);
                let shape = self.shape(w);
                let mut a = vec![w];
                a.extend(self.indices(&shape));
                let x = self.emit1(K::Extract, a, Ty::I64, Info::scalar(0), true);
                let part = self.latest(own, &part_shape).unwrap_or(own);
                let mut a = vec![x, part];
                a.push(self.index(0));
                // The part may be a cast of the slice to a dynamic type:
                // the insert's result has the part's own type.
                let (info, ty) = (self.info(part), self.ty(part));
                self.emit1(K::Insert, a, ty, info, false);
            }
        }
        let k = self.rng().range(1, 2) as usize;
        self.stmts(k);
        let part = match self.latest(own, &part_shape) {
            Some(p) if self.pct(80) => p,
            _ => self.source(&part_shape),
        };
        let part = self.coerce(part, &part_ty);
        let pis = Op::new(
            K::ParallelInsertSlice(slice),
            vec![part, o, off],
            Vec::new(),
        );
        let mut ip = Op::new(K::InParallel, Vec::new(), Vec::new());
        ip.regions.push(Region::single(Vec::new(), vec![pis]));
        let rb = self.regions.last_mut().unwrap();
        rb.blocks[rb.cur].ops.push(ip);
        (self.in_forall, self.can_print) = was;
        let body = self.pop_region();
        self.count("forall");
        let res = self.emit(K::Forall(vec![n]), vec![init], vec![ty], vec![body]);
        self.def_results(&res, &[init]);
        true
    }

    // ---- cf

    pub fn cf_stmt(&mut self) -> bool {
        if !self.multi_block() || !self.can_nest(false) {
            return false;
        }
        let w = [
            if self.on("cf_diamond") { 60 } else { 0 },
            if self.on("cf_loop") && self.can_nest(true) {
                40
            } else {
                0
            },
        ];
        if w.iter().sum::<usize>() == 0 {
            return false;
        }
        match self.rng().weighted(&w) {
            0 => self.cf_diamond(),
            _ => self.cf_loop(None),
        }
    }

    /// `cf.cond_br` to two blocks (taking tensors as block arguments) that
    /// join in a block with tensor arguments.
    fn cf_diamond(&mut self) -> bool {
        let c = self.cond();
        let joined = self.carried(2);
        let tmpl = self.templates(&joined);
        let pass_t = self.carried(1);
        let pass_f = self.carried(1);
        let tys = |g: &Self, vs: &[V]| vs.iter().map(|v| g.ty(*v)).collect::<Vec<_>>();
        let (tb, targs) = self.new_block(&tys(self, &pass_t));
        let (fb, fargs) = self.new_block(&tys(self, &pass_f));
        let (jb, jargs) = self.new_block(&tys(self, &joined));
        let mut a = vec![c];
        a.extend(pass_t.iter().copied());
        a.extend(pass_f.iter().copied());
        self.terminate(K::CondBr(tb, fb, pass_t.len()), a);
        for (b, args, passed) in [(tb, targs, &pass_t), (fb, fargs, &pass_f)] {
            self.switch_to(b);
            self.push_scope(false);
            for (a, p) in args.iter().zip(passed.iter()) {
                let info = self.info(*p);
                self.def(*a, info);
            }
            let n = self.rng().range(1, 3) as usize;
            self.stmts(n);
            let ys = self.yields(&tmpl);
            self.terminate(K::Br(jb), ys);
            self.pop_scope();
        }
        self.switch_to(jb);
        for (a, j) in jargs.iter().zip(&joined) {
            let mut info = self.info(*j);
            info.overwritten = false;
            self.def(*a, info);
        }
        self.count("cf_diamond");
        true
    }

    /// A counted loop of blocks: a header with the counter and tensors as
    /// block arguments, a body branching back, an exit.
    pub fn cf_loop(&mut self, hook: Option<Hook>) -> bool {
        if !self.on("cf_loop") || !self.multi_block() {
            return false;
        }
        // Loops running a pattern iterate at least twice.
        let trips = self.rng().range(if hook.is_some() { 2 } else { 1 }, 3);
        let c0 = self.index(0);
        let mut inits = self.carried(2);
        if inits.is_empty() {
            let s = self.random_shape();
            inits.push(self.source(&s));
        }
        let mut htys = vec![Ty::Index];
        htys.extend(inits.iter().map(|v| self.ty(*v)));
        let (hb, hargs) = self.new_block(&htys);
        let mut a = vec![c0];
        a.extend(inits.iter().copied());
        self.terminate(K::Br(hb), a);
        self.switch_to(hb);
        let i = hargs[0];
        let mut ii = Info::scalar(i);
        ii.range = (0, trips);
        self.def(i, ii);
        for (h, init) in hargs[1..].iter().zip(&inits) {
            let mut info = self.info(*init);
            info.root = *h;
            info.overwritten = false;
            self.def(*h, info);
        }
        let n = self.index(trips);
        let c = self.emit1(K::Cmp(Pred::Slt), vec![i, n], Ty::I1, Info::scalar(0), true);
        let (bb, _) = self.new_block(&[]);
        let (eb, _) = self.new_block(&[]);
        self.terminate(K::CondBr(bb, eb, 0), vec![c]);
        self.switch_to(bb);
        self.push_scope(true);
        self.set_range(i, (0, trips - 1));
        self.body(hook);
        let one = self.index(1);
        let next = self.emit1(
            K::Arith(Bin::Add),
            vec![i, one],
            Ty::Index,
            Info::scalar(0),
            true,
        );
        let tmpl = self.templates(&hargs[1..]);
        let mut ys = vec![next];
        ys.extend(self.yields(&tmpl));
        self.terminate(K::Br(hb), ys);
        self.pop_scope();
        self.switch_to(eb);
        self.count("cf_loop");
        true
    }

    // ---- targeted patterns

    pub fn pattern_stmt(&mut self) -> bool {
        if !self.can_print || !self.can_nest(true) || self.in_forall {
            return false;
        }
        // Mostly a writable tensor: writes into constants copy anyway.
        let writable = self.pct(90);
        let Some(base) = self.pick(true, |t, i| {
            t.is_tensor() && (1..=2).contains(&t.rank()) && !(writable && i.readonly)
        }) else {
            return false;
        };
        let hook = match self.rng().below(4) {
            0 if self.on("outer_view_in_loop") => {
                let view = match self.rng().below(3) {
                    0 => self.view_of(base),
                    1 if self.on("extract_slice") => Some(self.extract_slice_of(base).0),
                    _ if self.on("select") => {
                        let (shape, ty) = (self.shape(base), self.ty(base));
                        let other = self.source(&shape);
                        let other = self.coerce(other, &ty);
                        let c = self.cond();
                        self.count("select");
                        let info = self.info(base);
                        Some(self.emit1(K::Select, vec![c, base, other], ty, info, false))
                    }
                    _ => None,
                };
                let Some(view) = view else { return false };
                self.count("outer_view_in_loop");
                Hook::ViewReadWrite { view, base }
            }
            1 if self.on("if_write_read_in_loop") => Hook::IfWriteRead(base),
            2 if self.on("elementwise_outer_in_loop") => Hook::ElementwiseOuter(base),
            3 if self.on("matching_slices_in_loop") => Hook::MatchingSlices(base),
            _ => return false,
        };
        let w = [
            if self.on("for") { 40 } else { 0 },
            if self.on("while") { 20 } else { 0 },
            if self.on("cf_loop") && self.multi_block() {
                20
            } else {
                0
            },
            if self.on("forall") { 20 } else { 0 },
        ];
        if w.iter().sum::<usize>() == 0 {
            return false;
        }
        let done = match self.rng().weighted(&w) {
            0 => self.for_stmt(Some(hook)),
            1 => self.while_stmt(Some(hook)),
            2 => self.cf_loop(Some(hook)),
            _ => self.forall_stmt(Some(hook)),
        };
        // Sometimes read everything again after the loop (a read there
        // makes the writes in the loop conflict anyway, hiding a missed
        // conflict between iterations; without it, only the reads in the
        // loop show one).
        if done {
            let (a, b) = match hook {
                Hook::ViewReadWrite { view, base } => (view, Some(base)),
                Hook::IfWriteRead(t) | Hook::ElementwiseOuter(t) | Hook::MatchingSlices(t) => {
                    (t, None)
                }
            };
            let again = self.pct(20);
            for v in std::iter::once(a).chain(b) {
                if again {
                    self.emit(K::Print, vec![v], Vec::new(), Vec::new());
                } else {
                    self.retire(v);
                }
            }
        }
        done
    }

    /// Prints `v` where printing is allowed; otherwise reads one element
    /// into the scope.
    fn observe(&mut self, v: V) {
        if self.can_print && self.pct(60) {
            self.emit(K::Print, vec![v], Vec::new(), Vec::new());
        } else {
            let shape = self.shape(v);
            let mut a = vec![v];
            a.extend(self.indices(&shape));
            self.emit1(K::Extract, a, Ty::I64, Info::scalar(0), true);
        }
    }

    fn hook(&mut self, h: Hook) {
        match h {
            Hook::ViewReadWrite { view, base } => {
                let read_first = self.pct(50);
                if read_first {
                    self.observe(view);
                }
                let target = if self.pct(50) { view } else { base };
                let w = self.write_into(target);
                self.observe(w);
                if !read_first || self.pct(50) {
                    self.observe(view);
                }
            }
            Hook::IfWriteRead(t) => {
                let c = self.cond();
                let ty = self.ty(t);
                let shape = self.shape(t);
                // then: write t, yield the new version and an element of it.
                self.push_region(Vec::new(), false, false);
                let w = self.write_into(t);
                let mut a = vec![w];
                a.extend(self.indices(&shape));
                let x = self.emit1(K::Extract, a, Ty::I64, Info::scalar(0), true);
                self.terminate(K::Yield, vec![w, x]);
                let then = self.pop_region();
                // else: read t.
                self.push_region(Vec::new(), false, false);
                let mut a = vec![t];
                a.extend(self.indices(&shape));
                let y = self.emit1(K::Extract, a, Ty::I64, Info::scalar(0), true);
                self.terminate(K::Yield, vec![t, y]);
                let els = self.pop_region();
                let (thn, els) = if self.pct(50) {
                    (then, els)
                } else {
                    (els, then)
                };
                let res = self.emit(K::If, vec![c], vec![ty, Ty::I64], vec![thn, els]);
                let info = self.info(t);
                self.def(res[0], info);
                self.def(res[1], Info::scalar(res[1]));
                self.count("if");
                self.count("if_write_read_in_loop");
                self.observe(res[0]);
                if self.can_print {
                    self.emit(K::Print, vec![res[1]], Vec::new(), Vec::new());
                }
            }
            Hook::ElementwiseOuter(t) => {
                let done = if self.pct(50) {
                    self.named_binary(Some(t))
                } else {
                    self.generic_elementwise(Some(t))
                };
                if let Some(w) = done {
                    self.count("elementwise_outer_in_loop");
                    self.observe(w);
                }
            }
            Hook::MatchingSlices(t) => {
                // Mostly the same slice in every iteration.
                self.fixed_offsets = self.pct(70);
                let (s, spec) = self.extract_slice_of(t);
                self.fixed_offsets = false;
                let s2 = self.write_into(s);
                let s2 = self.coerce(s2, &spec.ty);
                let w = self.insert_slice_at(s2, t, &spec);
                self.count("matching_slices_in_loop");
                self.observe(w);
            }
        }
    }
}
