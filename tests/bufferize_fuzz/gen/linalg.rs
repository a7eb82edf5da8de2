//! `linalg` statements: `generic` (elementwise, reductions, broadcasts,
//! aliasing ins/outs, two outs on one tensor, bodies reading a tensor from
//! outside) and the named ops.

use super::{FnGen, Info};
use crate::ast::{Bin, Generic, K, Region, Ty, V};

impl FnGen<'_, '_> {
    pub fn linalg_stmt(&mut self) -> bool {
        match self.rng().below(14) {
            0..=2 => self.generic_elementwise(None).is_some(),
            3 => self.generic_reduction(),
            4 => self.generic_broadcast(),
            5 => self.fill_stmt(None).is_some(),
            6 => self.copy_stmt(),
            7 | 8 => self.named_binary(None).is_some(),
            9 => self.matmul_stmt(),
            10 => self.map_stmt(),
            11 => self.reduce_stmt(),
            12 => self.transpose_stmt(),
            _ => self.broadcast_stmt(),
        }
    }

    /// An i64 expression of `vals` and constants (1 to 3 ops).
    fn elem_expr(&mut self, vals: &[V]) -> V {
        let mut acc = if vals.is_empty() {
            let c = self.rng().elem();
            self.i64_const(c)
        } else {
            vals[self.rng().below(vals.len())]
        };
        for _ in 0..self.rng().range(1, 2) {
            let other = if !vals.is_empty() && self.pct(60) {
                vals[self.rng().below(vals.len())]
            } else {
                let c = self.rng().range(1, 7);
                self.i64_const(c)
            };
            let b = self
                .rng()
                .pick(&[Bin::Add, Bin::Add, Bin::Sub, Bin::Mul, Bin::Max, Bin::Min]);
            acc = self.emit1(
                K::Arith(b),
                vec![acc, other],
                Ty::I64,
                Info::scalar(0),
                true,
            );
        }
        acc
    }

    /// A linalg body: block arguments `n_in` ins then `outs_read.len()`
    /// outs (read only where `outs_read` says), yielding `n_yield`
    /// elements. `index_dims` adds `linalg.index` values; `outer` reads a
    /// tensor of the iteration shape at the current index.
    fn linalg_body(
        &mut self,
        n_in: usize,
        outs_read: &[bool],
        n_yield: usize,
        index_dims: usize,
        outer: Option<V>,
    ) -> Region {
        let args: Vec<(V, Info)> = (0..n_in + outs_read.len())
            .map(|_| {
                let v = self.sh.p.new_value(Ty::I64);
                (v, Info::scalar(v))
            })
            .collect();
        let ids: Vec<V> = args.iter().map(|a| a.0).collect();
        self.push_region(args, false, false);
        let mut usable: Vec<V> = ids[..n_in].to_vec();
        for (i, r) in outs_read.iter().enumerate() {
            if *r {
                usable.push(ids[n_in + i]);
            }
        }
        if index_dims > 0 && self.pct(35) {
            let d = self.rng().below(index_dims);
            let ix = self.emit1(K::LinalgIndex(d), vec![], Ty::Index, Info::scalar(0), true);
            usable.push(self.emit1(K::IndexToI64, vec![ix], Ty::I64, Info::scalar(0), true));
        }
        if let Some(t) = outer {
            let mut a = vec![t];
            for d in 0..index_dims {
                a.push(self.emit1(K::LinalgIndex(d), vec![], Ty::Index, Info::scalar(0), true));
            }
            usable.push(self.emit1(K::Extract, a, Ty::I64, Info::scalar(0), true));
            self.count("generic_reads_outer");
        }
        let ys: Vec<V> = (0..n_yield).map(|_| self.elem_expr(&usable)).collect();
        self.terminate(K::LinalgYield, ys);
        self.pop_region()
    }

    /// Result info of a DPS op writing `out`.
    fn dps_result(&mut self, kind: K, args: Vec<V>, out: V, regions: Vec<Region>) -> V {
        self.written(out);
        let mut info = self.info(out);
        info.init = true;
        info.readonly = false;
        let ty = self.ty(out);
        let v = self.emit(kind, args, vec![ty], regions)[0];
        self.def(v, info);
        v
    }

    /// An elementwise `linalg.generic` (one or two outs; ins and outs may
    /// be the same tensor). With `out`, writes into that tensor.
    pub fn generic_elementwise(&mut self, out: Option<V>) -> Option<V> {
        if !self.on("generic_elementwise") {
            return None;
        }
        let base = match out {
            Some(o) => o,
            None => self.pick_tensor(&[1, 2])?,
        };
        let shape = self.shape(base);
        let rank = shape.len();
        let n_in = self.rng().range(1, 2) as usize;
        let mut ins: Vec<V> = (0..n_in).map(|_| self.source(&shape)).collect();
        let out0 = match out {
            Some(o) => o,
            None if self.on("generic_in_out_alias") && self.pct(35) => {
                self.count("generic_in_out_alias");
                ins[0]
            }
            None => self.dest(&shape),
        };
        if out.is_some() && self.pct(50) && self.info(out0).init {
            // Read and write the same tensor.
            ins[0] = out0;
            self.count("generic_in_out_alias");
        }
        let mut outs = vec![out0];
        if self.pct(30) {
            if self.on("generic_two_outs_alias") && self.pct(60) {
                self.count("generic_two_outs_alias");
                outs.push(out0);
            } else {
                // Another tensor (or a new one), unless that family is on.
                let (s, r0) = (shape.clone(), self.info(out0).root);
                let other = self.pick(false, move |t, i| {
                    t.is_tensor() && i.shape == s && i.root != r0
                });
                let other = match other.filter(|o| *o != out0) {
                    Some(o) if self.pct(60) => o,
                    _ => {
                        let ty = self.ty_for(&shape);
                        self.empty(&shape, &ty)
                    }
                };
                outs.push(other);
            }
        }
        let outs_read: Vec<bool> = outs
            .iter()
            .map(|o| self.info(*o).init && self.pct(40))
            .collect();
        let outer = if self.on("generic_reads_outer") && self.pct(20) {
            let s = shape.clone();
            self.pick(true, move |t, i| t.is_tensor() && i.shape == s)
        } else {
            None
        };
        let body = self.linalg_body(n_in, &outs_read, outs.len(), rank, outer);
        let g = Generic {
            loops: rank,
            reductions: Vec::new(),
            ins: n_in,
            maps: vec![(0..rank).collect(); n_in + outs.len()],
        };
        self.count("generic_elementwise");
        let mut args = ins;
        args.extend(outs.iter().copied());
        let tys: Vec<Ty> = outs.iter().map(|o| self.ty(*o)).collect();
        let infos: Vec<Info> = outs
            .iter()
            .map(|o| {
                let mut i = self.info(*o);
                i.init = true;
                i.readonly = false;
                i
            })
            .collect();
        for o in &outs {
            self.written(*o);
        }
        let res = self.emit(K::Generic(g), args, tys, vec![body]);
        for (v, i) in res.iter().copied().zip(infos) {
            self.def(v, i);
        }
        if res.len() == 2 && outs[0] == outs[1] {
            self.observe_some(&res, 60);
            if self.pct(50) {
                // No later read of the outs tensor (it would hide results
                // sharing a buffer).
                self.retire(outs[0]);
            }
        }
        Some(res[0])
    }

    /// A reduction `linalg.generic`: 2-D to 1-D along either dimension,
    /// or 1-D to 0-D, accumulating into a defined init.
    fn generic_reduction(&mut self) -> bool {
        if !self.on("generic_reduction") {
            return false;
        }
        let Some(t) = self.pick_tensor(&[1, 2]) else {
            return false;
        };
        let shape = self.shape(t);
        let (g, out_shape) = if shape.len() == 2 {
            let r = self.rng().below(2);
            let keep = 1 - r;
            (
                Generic {
                    loops: 2,
                    reductions: vec![r],
                    ins: 1,
                    maps: vec![vec![0, 1], vec![keep]],
                },
                vec![shape[keep]],
            )
        } else {
            (
                Generic {
                    loops: 1,
                    reductions: vec![0],
                    ins: 1,
                    maps: vec![vec![0], vec![]],
                },
                vec![],
            )
        };
        let init = self.source(&out_shape);
        let body = self.reduction_body();
        self.count("generic_reduction");
        self.dps_result(K::Generic(g), vec![t, init], init, vec![body]);
        true
    }

    /// `(in, acc) -> acc (+|max) f(in)`.
    fn reduction_body(&mut self) -> Region {
        let args: Vec<(V, Info)> = (0..2)
            .map(|_| {
                let v = self.sh.p.new_value(Ty::I64);
                (v, Info::scalar(v))
            })
            .collect();
        let (x, acc) = (args[0].0, args[1].0);
        self.push_region(args, false, false);
        let f = if self.pct(50) {
            x
        } else {
            self.elem_expr(&[x])
        };
        let b = self.rng().pick(&[Bin::Add, Bin::Add, Bin::Max, Bin::Min]);
        let y = self.emit1(K::Arith(b), vec![acc, f], Ty::I64, Info::scalar(0), true);
        self.terminate(K::LinalgYield, vec![y]);
        self.pop_region()
    }

    /// A broadcasting `linalg.generic`: a 1-D input along one dimension of
    /// a 2-D output.
    fn generic_broadcast(&mut self) -> bool {
        if !self.on("generic_broadcast") {
            return false;
        }
        let Some(t) = self.pick_tensor(&[1]) else {
            return false;
        };
        let n = self.shape(t)[0];
        let m = self.rng().range(2, 3);
        let along = self.rng().below(2);
        let out_shape = if along == 0 { vec![n, m] } else { vec![m, n] };
        let out = self.dest(&out_shape);
        let read = self.info(out).init && self.pct(30);
        let body = self.linalg_body(1, &[read], 1, 2, None);
        let g = Generic {
            loops: 2,
            reductions: Vec::new(),
            ins: 1,
            maps: vec![vec![along], vec![0, 1]],
        };
        self.count("generic_broadcast");
        self.dps_result(K::Generic(g), vec![t, out], out, vec![body]);
        true
    }

    /// `linalg.fill` of a tensor in scope (or `out`).
    pub fn fill_stmt(&mut self, out: Option<V>) -> Option<V> {
        if !self.on("fill") {
            return None;
        }
        let o = out.or_else(|| self.pick(false, |t, _| t.is_tensor()))?;
        let x = self.scalar();
        self.count("fill");
        Some(self.dps_result(K::Fill, vec![x, o], o, Vec::new()))
    }

    fn copy_stmt(&mut self) -> bool {
        if !self.on("copy") {
            return false;
        }
        let Some(src) = self.pick_tensor(&[0, 1, 2]) else {
            return false;
        };
        let shape = self.shape(src);
        let out = if self.pct(10) { src } else { self.dest(&shape) };
        self.count("copy");
        self.dps_result(K::Copy, vec![src, out], out, Vec::new());
        true
    }

    /// `linalg.add`/`sub`/`mul` (outs may be an input); into `out` if
    /// given.
    pub fn named_binary(&mut self, out: Option<V>) -> Option<V> {
        if !self.on("named_binary") {
            return None;
        }
        let a = match out {
            Some(o) if self.info(o).init && self.pct(60) => o,
            Some(o) => self.source(&self.shape(o)),
            None => self.pick_tensor(&[1, 2])?,
        };
        let shape = self.shape(a);
        let b = self.source(&shape);
        let o = match out {
            Some(o) => o,
            None if self.pct(35) => {
                if self.pct(50) {
                    a
                } else {
                    b
                }
            }
            None => self.dest(&shape),
        };
        let op = self.rng().pick(&[Bin::Add, Bin::Sub, Bin::Mul]);
        self.count("named_binary");
        Some(self.dps_result(K::Named(op), vec![a, b, o], o, Vec::new()))
    }

    /// A write into `t` (mostly ops that do not read it: fill, copy,
    /// elementwise ops; also insert and insert_slice); the new version.
    pub fn write_into(&mut self, t: V) -> V {
        let (shape, init) = (self.shape(t), self.info(t).init);
        let ranked = !shape.is_empty();
        let w = [
            if self.on("fill") { 25 } else { 0 },
            if self.on("copy") { 20 } else { 0 },
            if self.on("generic_elementwise") && ranked {
                15
            } else {
                0
            },
            if self.on("named_binary") && ranked {
                10
            } else {
                0
            },
            if self.on("insert_slice") && ranked && init {
                10
            } else {
                0
            },
            if ranked && init { 20 } else { 0 },
        ];
        let choice = if w.iter().sum::<usize>() == 0 {
            0
        } else {
            self.rng().weighted(&w)
        };
        let done = match choice {
            0 => self.fill_stmt(Some(t)),
            1 => {
                let src = match self.pick_shaped(&shape, true).filter(|s| *s != t) {
                    Some(s) if self.pct(60) => s,
                    _ => self.fresh(&shape),
                };
                let src = self.coerce(src, &self.ty(t));
                self.count("copy");
                Some(self.dps_result(K::Copy, vec![src, t], t, Vec::new()))
            }
            2 => self.generic_elementwise(Some(t)),
            3 => self.named_binary(Some(t)),
            4 => {
                let spec = self.slice_of(&shape);
                let src = self.source(&spec.shape);
                let src = self.coerce(src, &spec.ty);
                Some(self.insert_slice_at(src, t, &spec))
            }
            _ => None,
        };
        match done {
            Some(v) => v,
            None if ranked && init => self.insert_into(t),
            None => {
                let x = self.scalar();
                self.count("fill");
                self.dps_result(K::Fill, vec![x, t], t, Vec::new())
            }
        }
    }

    fn matmul_stmt(&mut self) -> bool {
        if !self.on("matmul") {
            return false;
        }
        let a = match self.pick_tensor(&[2]) {
            Some(a) if self.pct(70) => a,
            _ => {
                let s = vec![self.rng().range(2, 3), self.rng().range(2, 3)];
                self.fresh(&s)
            }
        };
        let s = self.shape(a);
        let n = self.rng().range(2, 3);
        let b = self.source(&[s[1], n]);
        let c = self.source(&[s[0], n]);
        self.count("matmul");
        self.dps_result(K::Matmul, vec![a, b, c], c, Vec::new());
        true
    }

    fn map_stmt(&mut self) -> bool {
        if !self.on("map") {
            return false;
        }
        let Some(a) = self.pick_tensor(&[1, 2]) else {
            return false;
        };
        let shape = self.shape(a);
        let mut ins = vec![a];
        if self.pct(50) {
            ins.push(self.source(&shape));
        }
        let out = if self.pct(30) { a } else { self.dest(&shape) };
        // linalg.map wants the same static dimensions everywhere.
        let oty = self.ty(out);
        let ins: Vec<V> = ins.into_iter().map(|i| self.coerce(i, &oty)).collect();
        let read = self.info(out).init && self.pct(30);
        let body = self.linalg_body(ins.len(), &[read], 1, 0, None);
        self.count("map");
        let mut args = ins;
        args.push(out);
        self.dps_result(K::Map, args, out, vec![body]);
        true
    }

    fn reduce_stmt(&mut self) -> bool {
        if !self.on("reduce") {
            return false;
        }
        let Some(t) = self.pick_tensor(&[1, 2]) else {
            return false;
        };
        let shape = self.shape(t);
        let (dims, out_shape) = if shape.len() == 2 {
            let r = self.rng().below(2);
            (vec![r], vec![shape[1 - r]])
        } else {
            (vec![0], vec![])
        };
        let init = self.source(&out_shape);
        // linalg.reduce wants the kept dimensions typed as the init's.
        let (ity, tty) = (self.ty(init), self.ty(t));
        let mut kept = ity.dims().iter();
        let want = Ty::Tensor(
            (0..shape.len())
                .map(|d| {
                    if dims.contains(&d) {
                        tty.dims()[d]
                    } else {
                        *kept.next().unwrap()
                    }
                })
                .collect(),
        );
        let t = self.coerce(t, &want);
        let body = self.reduction_body_named();
        self.count("reduce");
        self.dps_result(K::Reduce(dims), vec![t, init], init, vec![body]);
        true
    }

    fn reduction_body_named(&mut self) -> Region {
        self.reduction_body()
    }

    fn transpose_stmt(&mut self) -> bool {
        if !self.on("transpose") {
            return false;
        }
        let Some(t) = self.pick_tensor(&[2]) else {
            return false;
        };
        let s = self.shape(t);
        let out = self.dest(&[s[1], s[0]]);
        let od = self.ty(out).dims().to_vec();
        let t = self.coerce(t, &Ty::Tensor(vec![od[1], od[0]]));
        self.count("transpose");
        self.dps_result(K::Transpose(vec![1, 0]), vec![t, out], out, Vec::new());
        true
    }

    fn broadcast_stmt(&mut self) -> bool {
        if !self.on("broadcast") {
            return false;
        }
        let Some(t) = self.pick_tensor(&[1]) else {
            return false;
        };
        let n = self.shape(t)[0];
        let m = self.rng().range(2, 3);
        let (out_shape, dims) = if self.pct(50) {
            (vec![m, n], vec![0])
        } else {
            (vec![n, m], vec![1])
        };
        let out = self.dest(&out_shape);
        let od = self.ty(out).dims().to_vec();
        let t = self.coerce(t, &Ty::Tensor(vec![od[1 - dims[0]]]));
        self.count("broadcast");
        self.dps_result(K::Broadcast(dims), vec![t, out], out, Vec::new());
        true
    }
}
