//! A section (test function, callees, driver) and a whole program; the
//! statements that print, select and use vectors.

use super::{Families, FnGen, Info, Shared, Stats};
use crate::ast::{Func, K, Program, Region, Ty, V, drive_name, test_name};
use crate::rng::Rng;

impl FnGen<'_, '_> {
    /// Prints `vals` (each with probability `p`) where printing is allowed.
    pub fn observe_some(&mut self, vals: &[V], p: usize) {
        for v in vals {
            let (ty, info) = (self.ty(*v), self.info(*v));
            let printable = (ty.is_tensor() && info.init && ty.rank() <= 2) || ty == Ty::I64;
            if self.can_print && printable && self.pct(p) {
                self.emit(K::Print, vec![*v], Vec::new(), Vec::new());
            }
        }
    }

    pub fn print_stmt(&mut self) -> bool {
        let v = self.pick(true, |t, _| t.is_tensor() && t.rank() <= 2 || *t == Ty::I64);
        match v {
            Some(v) => {
                self.emit(K::Print, vec![v], Vec::new(), Vec::new());
                true
            }
            None => false,
        }
    }

    pub fn select_stmt(&mut self) -> bool {
        if !self.on("select") {
            return false;
        }
        let Some(a) = self.pick(false, |t, i| t.is_tensor() && i.init && t.rank() <= 2) else {
            return false;
        };
        let (shape, ty) = (self.shape(a), self.ty(a));
        let b = self.source(&shape);
        let b = self.coerce(b, &ty);
        let c = self.cond();
        self.count("select");
        let info = self.info(a);
        self.emit1(K::Select, vec![c, a, b], ty, info, false);
        true
    }

    pub fn vector_stmt(&mut self) -> bool {
        if !self.on("vector_transfer") {
            return false;
        }
        let Some(src) = self.pick_tensor(&[1, 2]) else {
            return false;
        };
        let shape = self.shape(src);
        let last = *shape.last().unwrap();
        let n = self.sh.rng.range(1, last);
        let mut idx: Vec<V> = shape[..shape.len() - 1]
            .iter()
            .map(|d| self.index_in(d - 1))
            .collect();
        idx.push(self.index_in(last - n));
        let pad = self.i64_const(0);
        let mut args = vec![src];
        args.extend(idx);
        args.push(pad);
        let vec = self.emit(K::TransferRead, args, vec![Ty::Vector(n)], Vec::new())[0];
        // Write it into a tensor whose last dimension fits.
        let Some(dst) = self.pick(false, move |t, i| {
            t.is_tensor() && t.rank() >= 1 && i.shape.last().is_some_and(|l| *l >= n)
        }) else {
            return true;
        };
        let dshape = self.shape(dst);
        let dl = *dshape.last().unwrap();
        let mut args = vec![vec, dst];
        for d in &dshape[..dshape.len() - 1] {
            args.push(self.index_in(d - 1));
        }
        args.push(self.index_in(dl - n));
        self.count("vector_transfer");
        self.written(dst);
        let info = self.info(dst);
        let ty = self.ty(dst);
        self.emit1(K::TransferWrite, args, ty, info, false);
        true
    }
}

/// Generates section `k` (test function, its callees, its driver) into
/// `p`; returns the counts of the families it made.
pub fn section(p: &mut Program, fams: &Families, seed: u64, k: u32) -> Stats {
    let mut sh = Shared {
        rng: Rng(
            seed.wrapping_mul(0x1000_0000_01B3) ^ u64::from(k).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ),
        p,
        fams,
        stats: Stats::new(),
        section: k,
        funcs: Vec::new(),
        next_callee: 0,
    };
    // The test function's parameters.
    let mut params: Vec<(Ty, Vec<i64>)> = Vec::new();
    for _ in 0..sh.rng.weighted(&[20, 40, 30, 10]) {
        let mut g = FnGen::new(&mut sh, false);
        let shape = g.random_shape();
        let ty = g.ty_for(&shape);
        params.push((ty, shape));
    }
    let index_param = sh.rng.percent(30).then(|| sh.rng.range(0, 2));
    let (f, results) = {
        let mut g = FnGen::new(&mut sh, true);
        g.can_print = true;
        let mut args = Vec::new();
        for (ty, shape) in &params {
            let v = g.new_value(ty.clone());
            let info = g.tensor_info(shape, true);
            g.def(v, Info { root: v, ..info });
            args.push(v);
        }
        if let Some(c) = index_param {
            let v = g.new_value(Ty::Index);
            let mut info = Info::scalar(v);
            info.range = (c, c);
            g.def(v, info);
            args.push(v);
        }
        g.regions[0].blocks[0].args = args;
        let n = g.sh.rng.range(5, 12) as usize;
        g.stmts(n);
        // Print some of what is in scope, old versions first.
        let mut shown = 0;
        for (v, _) in g.visible() {
            let (ty, info) = (g.ty(v), g.info(v));
            let printable = (ty.is_tensor() && info.init) || ty == Ty::I64;
            let chance = if info.overwritten { 45 } else { 30 };
            if printable && shown < 8 && g.pct(chance) {
                g.emit(K::Print, vec![v], Vec::new(), Vec::new());
                shown += 1;
            }
        }
        let mut results = Vec::new();
        for _ in 0..g.sh.rng.weighted(&[40, 45, 15]) {
            if let Some(v) = g.pick(true, |t, _| t.is_tensor()) {
                results.push(v);
            }
        }
        let tys: Vec<Ty> = results.iter().map(|v| g.ty(*v)).collect();
        g.terminate(K::Return, results);
        let body = g.pop_region_root();
        (
            Func {
                name: test_name(k),
                private: false,
                results: tys.clone(),
                body,
            },
            tys,
        )
    };
    let callees = std::mem::take(&mut sh.funcs);
    // The driver.
    let drive = {
        let mut g = FnGen::new(&mut sh, false);
        let mut args = Vec::new();
        let mut shown = Vec::new();
        for (ty, shape) in &params {
            let v = g.fresh_typed(shape, ty);
            args.push(v);
            shown.push(v);
        }
        if let Some(c) = index_param {
            args.push(g.index(c));
        }
        let res = g.emit(K::Call(test_name(k)), args, results.clone(), Vec::new());
        for r in res.iter().chain(&shown) {
            g.emit(K::Print, vec![*r], Vec::new(), Vec::new());
        }
        g.terminate(K::Return, Vec::new());
        Func {
            name: drive_name(k),
            private: false,
            results: Vec::new(),
            body: g.pop_region_root(),
        }
    };
    let stats = std::mem::take(&mut sh.stats);
    p.funcs.extend(callees);
    p.funcs.push(f);
    p.funcs.push(drive);
    p.sections.push(k);
    stats
}

impl FnGen<'_, '_> {
    /// The function body built so far.
    pub fn pop_region_root(&mut self) -> Region {
        let rb = self.regions.pop().expect("root region");
        Region { blocks: rb.blocks }
    }
}

/// A program of `sections` test functions for `seed`, and the counts of
/// the families it uses.
pub fn program(seed: u64, sections: u32, fams: &Families) -> (Program, Stats) {
    let mut p = Program {
        seed,
        tys: Vec::new(),
        funcs: Vec::new(),
        sections: Vec::new(),
    };
    let mut stats = Stats::new();
    for k in 0..sections {
        for (f, n) in section(&mut p, fams, seed, k) {
            *stats.entry(f).or_default() += n;
        }
    }
    (p, stats)
}
