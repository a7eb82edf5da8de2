//! `func.call`s of generated callees `@tK_cJ` taking and returning
//! tensors: returning the argument (once or twice, or a view of it),
//! writing it, reading it, writing two arguments (passed the same tensor),
//! a random body, and self- and mutually recursive callees.

use super::{FnGen, Info};
use crate::ast::{Bin, Func, K, Pred, Region, Ty, V};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Callee {
    ReturnsArg,
    ReturnsArgTwice,
    ReturnsView,
    WritesArg,
    ReadsArg,
    TwoWrittenArgs,
    Random,
    RecursionSelf,
    RecursionMutual,
}

impl Callee {
    fn family(self) -> &'static str {
        match self {
            Callee::ReturnsArg => "call_returns_arg",
            Callee::ReturnsArgTwice => "call_returns_arg_twice",
            Callee::ReturnsView => "call_returns_view",
            Callee::WritesArg => "call_writes_arg",
            Callee::ReadsArg => "call_reads_arg",
            Callee::TwoWrittenArgs => "call_two_written_args",
            Callee::Random => "call_random",
            Callee::RecursionSelf => "recursion_self",
            Callee::RecursionMutual => "recursion_mutual",
        }
    }
}

/// A callee's result: its type, runtime shape, and whether it is (a view
/// of) the argument it takes first (same root at the call site).
type Res = (Ty, Vec<i64>, bool);

impl FnGen<'_, '_> {
    pub fn call_stmt(&mut self) -> bool {
        if self.calls_left == 0
            || self.callee_depth >= 2
            || (self.in_loop() && !self.on("call_in_loop"))
        {
            return false;
        }
        let kinds = [
            (Callee::ReturnsArg, 12),
            (Callee::ReturnsArgTwice, 8),
            (Callee::ReturnsView, 10),
            (Callee::WritesArg, 14),
            (Callee::ReadsArg, 8),
            (Callee::TwoWrittenArgs, 10),
            (Callee::Random, 12),
            // Rare: ferrobuf makes invalid IR of recursion, which hides
            // everything else in the test function.
            (Callee::RecursionSelf, 1),
            (Callee::RecursionMutual, 1),
        ];
        let w: Vec<usize> = kinds
            .iter()
            .map(|(k, w)| if self.on(k.family()) { *w } else { 0 })
            .collect();
        if w.iter().sum::<usize>() == 0 {
            return false;
        }
        let kind = kinds[self.rng().weighted(&w)].0;
        let Some(arg) = self.pick(true, |t, _| t.is_tensor() && (1..=2).contains(&t.rank())) else {
            return false;
        };
        self.calls_left -= 1;
        let shape = self.shape(arg);
        let aty = self.ty(arg);
        let pty = if self.pct(25) {
            self.ty_for(&shape)
        } else {
            aty
        };
        let mut params = vec![(pty.clone(), shape.clone())];
        let mut args = vec![arg];
        match kind {
            Callee::TwoWrittenArgs => {
                let second = if self.on("call_same_tensor_twice") && self.pct(60) {
                    self.count("call_same_tensor_twice");
                    arg
                } else {
                    self.source(&shape)
                };
                params.push((pty.clone(), shape.clone()));
                args.push(second);
            }
            Callee::Random if self.pct(40) => {
                let s2 = self.random_shape();
                let t2 = self.source(&s2);
                let ty2 = self.ty(t2);
                params.push((ty2, s2));
                args.push(t2);
            }
            _ => {}
        }
        let (name, results) = self.callee(kind, &params);
        let mut call_args: Vec<V> = Vec::new();
        if matches!(kind, Callee::RecursionSelf | Callee::RecursionMutual) {
            let n = self.rng().range(0, 2);
            call_args.push(self.index(n));
        }
        for (a, (t, _)) in args.iter().zip(&params) {
            call_args.push(self.coerce(*a, t));
        }
        if matches!(
            kind,
            Callee::WritesArg | Callee::TwoWrittenArgs | Callee::Random
        ) || matches!(kind, Callee::RecursionSelf | Callee::RecursionMutual)
        {
            for a in &args {
                self.written(*a);
            }
        }
        if self.in_loop() {
            self.count("call_in_loop");
        }
        self.count(kind.family());
        let tys: Vec<Ty> = results.iter().map(|r| r.0.clone()).collect();
        let res = self.emit(K::Call(name), call_args, tys, Vec::new());
        let root = self.info(arg).root;
        for (v, (ty, shape, of_arg)) in res.iter().copied().zip(results) {
            if ty.is_tensor() {
                let mut info = self.tensor_info(&shape, true);
                info.root = if of_arg { root } else { v };
                self.def(v, info);
            } else {
                self.def(v, Info::scalar(v));
            }
        }
        // Write one returned alias of the argument and read the other (or
        // the argument) after.
        if matches!(
            kind,
            Callee::ReturnsArgTwice | Callee::ReturnsView | Callee::ReturnsArg
        ) && self.can_print
            && self.pct(50)
        {
            let w = self.write_into(res[0]);
            self.observe_some(&[w], 50);
            let other = if kind == Callee::ReturnsArgTwice {
                res[1]
            } else {
                arg
            };
            self.observe_some(&[other], 100);
        }
        // Read the results right away (and sometimes the arguments).
        self.observe_some(&res, 50);
        self.observe_some(&args, 25);
        true
    }

    /// A new callee of `kind` taking `params` (type, runtime shape); its
    /// name and results.
    fn callee(&mut self, kind: Callee, params: &[(Ty, Vec<i64>)]) -> (String, Vec<Res>) {
        let name = format!("t{}_c{}", self.sh.section, self.sh.next_callee);
        self.sh.next_callee += 1;
        let private = self.sh.rng.percent(40);
        let depth = self.callee_depth + 1;
        let recursive = matches!(kind, Callee::RecursionSelf | Callee::RecursionMutual);
        let mut g = FnGen::new(&mut *self.sh, false);
        g.callee_depth = depth;
        g.calls_left = if depth < 2 { 1 } else { 0 };
        let mut pvals = Vec::new();
        if recursive {
            let n = g.new_value(Ty::Index);
            let mut i = Info::scalar(n);
            i.range = (0, 2);
            g.def(n, i);
            pvals.push(n);
        }
        for (t, s) in params {
            let v = g.new_value(t.clone());
            let info = g.tensor_info(s, true);
            g.def(v, Info { root: v, ..info });
            pvals.push(v);
        }
        g.regions[0].blocks[0].args = pvals.clone();
        let p0 = *pvals.last().unwrap();
        let p0 = if recursive { p0 } else { pvals[0] };
        let (rets, results): (Vec<V>, Vec<Res>) = match kind {
            Callee::ReturnsArg => {
                g.maybe_read(p0);
                (vec![p0], vec![g.res(p0, true)])
            }
            Callee::ReturnsArgTwice => (vec![p0, p0], vec![g.res(p0, true), g.res(p0, true)]),
            Callee::ReturnsView => {
                let v = match g.rng().below(2) {
                    0 => g.view_of(p0),
                    _ => None,
                };
                let v = v.unwrap_or_else(|| g.extract_slice_of(p0).0);
                (vec![v], vec![g.res(v, true)])
            }
            Callee::WritesArg => {
                let w = g.write(p0);
                if g.pct(30) {
                    let x = g.read(w);
                    (vec![x], vec![(Ty::I64, Vec::new(), false)])
                } else {
                    g.maybe_read(p0);
                    (vec![w], vec![g.res(w, true)])
                }
            }
            Callee::ReadsArg => {
                let x = g.read(p0);
                (vec![x], vec![(Ty::I64, Vec::new(), false)])
            }
            Callee::TwoWrittenArgs => {
                // Read `a` before the writes (a read after would make the
                // first write copy) or its new version after.
                let (a, b) = (pvals[0], pvals[1]);
                let before = g.pct(50).then(|| g.read(a));
                let wa = g.write(a);
                let wb = g.write(b);
                let x = match before {
                    Some(x) => x,
                    None => g.read(wa),
                };
                (
                    vec![wa, wb, x],
                    vec![
                        g.res(wa, true),
                        g.res(wb, false),
                        (Ty::I64, Vec::new(), false),
                    ],
                )
            }
            Callee::Random => {
                let n = g.rng().range(2, 5) as usize;
                g.stmts(n);
                let mut rets = Vec::new();
                for _ in 0..g.rng().range(1, 2) {
                    if let Some(v) = g.pick(true, |t, _| t.is_tensor()) {
                        rets.push(v);
                    }
                }
                let results = rets
                    .iter()
                    .map(|v| g.res(*v, g.info(*v).root == pvals[0]))
                    .collect();
                (rets, results)
            }
            Callee::RecursionSelf => {
                let r = g.recursive_body(&name, pvals[0], p0);
                (vec![r], vec![g.res(r, false)])
            }
            Callee::RecursionMutual => {
                let other = format!("{name}_m");
                let r = g.recursive_body(&other, pvals[0], p0);
                (vec![r], vec![g.res(r, false)])
            }
        };
        let tys: Vec<Ty> = rets.iter().map(|v| g.ty(*v)).collect();
        g.terminate(K::Return, rets);
        let body = g.pop_region_root();
        let mut funcs = vec![Func {
            name: name.clone(),
            private,
            results: tys.clone(),
            body,
        }];
        if kind == Callee::RecursionMutual {
            // The partner: decrements, writes, calls back.
            let mut g = FnGen::new(&mut *self.sh, false);
            g.callee_depth = depth;
            g.calls_left = 0;
            let n = g.new_value(Ty::Index);
            let mut i = Info::scalar(n);
            i.range = (1, 2);
            g.def(n, i);
            let (t, s) = &params[0];
            let p = g.new_value(t.clone());
            let info = g.tensor_info(s, true);
            g.def(p, Info { root: p, ..info });
            g.regions[0].blocks[0].args = vec![n, p];
            let one = g.index(1);
            let mut ri = Info::scalar(0);
            ri.range = (0, 1);
            let n1 = g.emit1(K::Arith(Bin::Sub), vec![n, one], Ty::Index, ri, true);
            let w = g.write(p);
            let r = g.emit(K::Call(name.clone()), vec![n1, w], tys.clone(), Vec::new())[0];
            g.terminate(K::Return, vec![r]);
            funcs.push(Func {
                name: format!("{name}_m"),
                private: g.sh.rng.percent(50),
                results: tys,
                body: g.pop_region_root(),
            });
        }
        self.sh.funcs.extend(funcs);
        (name, results)
    }

    fn res(&self, v: V, of_arg: bool) -> Res {
        (self.ty(v), self.shape(v), of_arg)
    }

    /// A write into `t`: insert, fill or an elementwise op.
    fn write(&mut self, t: V) -> V {
        self.write_into(t)
    }

    /// One element of `t`.
    fn read(&mut self, t: V) -> V {
        let shape = self.shape(t);
        let mut a = vec![t];
        a.extend(self.indices(&shape));
        self.emit1(K::Extract, a, Ty::I64, Info::scalar(0), true)
    }

    fn maybe_read(&mut self, t: V) {
        if self.pct(40) {
            self.read(t);
        }
    }

    /// `if n == 0 { p } else { callee(n - 1, write(p)) }` (with a read of
    /// `p` after the call, sometimes); the result.
    fn recursive_body(&mut self, callee: &str, n: V, p: V) -> V {
        let ty = self.ty(p);
        let shape = self.shape(p);
        let zero = self.index(0);
        let z = self.emit1(
            K::Cmp(Pred::Eq),
            vec![n, zero],
            Ty::I1,
            Info::scalar(0),
            true,
        );
        self.push_region(Vec::new(), false, false);
        self.terminate(K::Yield, vec![p]);
        let then = self.pop_region();
        self.push_region(Vec::new(), false, false);
        let w = self.write(p);
        let one = self.index(1);
        let mut ri = Info::scalar(0);
        ri.range = (0, 1);
        let n1 = if callee.ends_with("_m") {
            n
        } else {
            self.emit1(K::Arith(Bin::Sub), vec![n, one], Ty::Index, ri, true)
        };
        let r = self.emit(
            K::Call(callee.to_owned()),
            vec![n1, w],
            vec![ty.clone()],
            Vec::new(),
        )[0];
        let mut info = self.tensor_info(&shape, true);
        info.root = r;
        self.def(r, info);
        let out = if self.pct(50) {
            // Read the old version after the call.
            let x = self.read(p);
            let mut a = vec![x, r];
            a.extend(self.indices(&shape));
            let info = self.info(r);
            self.emit1(K::Insert, a, ty.clone(), info, false)
        } else {
            r
        };
        self.terminate(K::Yield, vec![out]);
        let els: Region = self.pop_region();
        let res = self.emit(K::If, vec![z], vec![ty], vec![then, els])[0];
        let mut info = self.tensor_info(&shape, true);
        info.root = res;
        self.def(res, info);
        res
    }
}
