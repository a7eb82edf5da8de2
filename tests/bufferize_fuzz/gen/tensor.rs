//! `tensor` dialect statements: reads, writes, slices, views and
//! constructors.

use super::{FnGen, Info};
use crate::ast::{Bin, K, Region, Slice, Ty, V};

/// A slice of a tensor: its parameters and operands.
pub struct SliceSpec {
    pub slice: Slice,
    pub dynamic: Vec<V>,
    /// Runtime shape of the slice (unit dimensions dropped when
    /// rank-reducing).
    pub shape: Vec<i64>,
    /// Type of the slice (as the extract's result or insert's source).
    pub ty: Ty,
}

impl FnGen<'_, '_> {
    pub fn tensor_stmt(&mut self) -> bool {
        match self.rng().below(16) {
            0..=2 => self.insert_stmt(),
            3 | 4 => self.extract_any().is_some(),
            5 | 6 => self.extract_slice_stmt().is_some(),
            7 | 8 => self.insert_slice_stmt(None),
            9 => self.view_stmt(),
            10 => self.pad_stmt(),
            11 => self.concat_stmt(),
            // Rare: ferrobuf's One-Shot stops at a complex constant, and a
            // crash hides everything else in the test function.
            12 if self.pct(98) => self.dim_stmt(),
            12 => self.complex_stmt(),
            13 => {
                let shape = self.random_shape();
                self.fresh(&shape);
                true
            }
            14 => {
                let shape = self.random_shape();
                let ty = self.ty_for(&shape);
                self.on("generate") && {
                    self.generate(&shape, &ty);
                    true
                }
            }
            _ => self.view_stmt(),
        }
    }

    /// In-bounds indices into a tensor of `shape`.
    pub fn indices(&mut self, shape: &[i64]) -> Vec<V> {
        shape.iter().map(|d| self.index_in(d - 1)).collect()
    }

    /// `tensor.extract` of some element of a tensor in scope.
    pub fn extract_any(&mut self) -> Option<V> {
        if !self.on("extract") {
            return None;
        }
        let t = self.pick(true, |t, _| t.is_tensor())?;
        let shape = self.shape(t);
        let mut args = vec![t];
        args.extend(self.indices(&shape));
        self.count("extract");
        Some(self.emit1(K::Extract, args, Ty::I64, Info::scalar(0), true))
    }

    fn insert_stmt(&mut self) -> bool {
        if !self.on("insert") {
            return false;
        }
        let Some(t) = self.pick(false, |t, i| t.is_tensor() && i.init) else {
            return false;
        };
        self.insert_into(t);
        true
    }

    /// `tensor.insert` of some value into `t`.
    pub fn insert_into(&mut self, t: V) -> V {
        let shape = self.shape(t);
        let x = self.scalar();
        let mut args = vec![x, t];
        args.extend(self.indices(&shape));
        self.count("insert");
        self.written(t);
        let (ty, info) = (self.ty(t), self.info(t));
        let info = Info {
            readonly: false,
            ..info
        };
        self.emit1(K::Insert, args, ty, info, false)
    }

    /// A random in-bounds slice of a tensor of `shape`.
    pub fn slice_of(&mut self, shape: &[i64]) -> SliceSpec {
        let rank = shape.len();
        let mut slice = Slice {
            offsets: Vec::new(),
            sizes: Vec::new(),
            strides: Vec::new(),
        };
        let mut dyn_offs = Vec::new();
        let mut dyn_sizes = Vec::new();
        let mut sizes = Vec::new();
        // Rank-reducing: one unit dimension of a 2-D tensor dropped.
        let reduce_dim = (rank == 2 && self.on("rank_reducing_slice") && self.pct(35))
            .then(|| self.rng().below(2));
        for (d, dim) in shape.iter().copied().enumerate() {
            let size = if reduce_dim == Some(d) {
                1
            } else {
                self.rng().range(1, dim)
            };
            let stride =
                if size > 1 && (size - 1) * 2 < dim && self.on("slice_strided") && self.pct(20) {
                    self.count("slice_strided");
                    2
                } else {
                    1
                };
            let max_off = dim - 1 - (size - 1) * stride;
            let (s, v) = self.offset(max_off, true);
            slice.offsets.push(s);
            dyn_offs.extend(v);
            if reduce_dim != Some(d) && self.pct(20) {
                slice.sizes.push(None);
                dyn_sizes.push(self.index(size));
            } else {
                slice.sizes.push(Some(size));
            }
            slice.strides.push(stride);
            sizes.push(size);
        }
        let mut ty_dims: Vec<Option<i64>> = slice.sizes.clone();
        let mut shape_out = sizes.clone();
        if let Some(d) = reduce_dim {
            ty_dims.remove(d);
            shape_out.remove(d);
            self.count("rank_reducing_slice");
        }
        if slice.offsets.iter().any(Option::is_none) {
            self.count("slice_dynamic_offset");
        }
        dyn_offs.extend(dyn_sizes);
        SliceSpec {
            slice,
            dynamic: dyn_offs,
            shape: shape_out,
            ty: Ty::Tensor(ty_dims),
        }
    }

    /// `tensor.extract_slice` of a tensor in scope.
    pub fn extract_slice_stmt(&mut self) -> Option<V> {
        if !self.on("extract_slice") {
            return None;
        }
        let t = self.pick_tensor(&[1, 2])?;
        Some(self.extract_slice_of(t).0)
    }

    /// An extract_slice of `t`; the result and its slice.
    pub fn extract_slice_of(&mut self, t: V) -> (V, SliceSpec) {
        let shape = self.shape(t);
        let spec = self.slice_of(&shape);
        let mut args = vec![t];
        args.extend(spec.dynamic.iter().copied());
        let mut info = self.info(t);
        info.shape = spec.shape.clone();
        self.count("extract_slice");
        let v = self.emit1(
            K::ExtractSlice(spec.slice.clone()),
            args,
            spec.ty.clone(),
            info,
            false,
        );
        (v, spec)
    }

    /// `tensor.insert_slice` into a tensor in scope (or `dest`), of a
    /// source in scope or a new one.
    pub fn insert_slice_stmt(&mut self, dest: Option<V>) -> bool {
        if !self.on("insert_slice") {
            return false;
        }
        let Some(d) =
            dest.or_else(|| self.pick(false, |t, i| t.is_tensor() && i.init && t.rank() >= 1))
        else {
            return false;
        };
        let shape = self.shape(d);
        let spec = self.slice_of(&shape);
        let src = self.source(&spec.shape);
        let src = self.coerce(src, &spec.ty);
        self.insert_slice_at(src, d, &spec);
        true
    }

    /// `tensor.insert_slice src into d` at `spec`.
    pub fn insert_slice_at(&mut self, src: V, d: V, spec: &SliceSpec) -> V {
        let mut args = vec![src, d];
        args.extend(spec.dynamic.iter().copied());
        self.count("insert_slice");
        self.written(d);
        let (ty, info) = (self.ty(d), self.info(d));
        let info = Info {
            readonly: false,
            ..info
        };
        self.emit1(K::InsertSlice(spec.slice.clone()), args, ty, info, false)
    }

    /// A view of a tensor in scope: cast, collapse_shape or expand_shape.
    pub fn view_stmt(&mut self) -> bool {
        let Some(t) = self.pick(false, |t, i| {
            t.is_tensor() && i.init && (1..=2).contains(&t.rank())
        }) else {
            return false;
        };
        self.view_of(t).is_some()
    }

    /// A view of `t` (same elements, another type).
    pub fn view_of(&mut self, t: V) -> Option<V> {
        let (ty, info) = (self.ty(t), self.info(t));
        let shape = info.shape.clone();
        match self.rng().below(3) {
            0 if self.on("cast") => {
                let mut want = self.ty_for(&shape);
                if want == ty {
                    want = if ty == Ty::dynamic_tensor(shape.len()) {
                        Ty::static_tensor(&shape)
                    } else {
                        Ty::dynamic_tensor(shape.len())
                    };
                }
                self.count("cast");
                Some(self.emit1(K::Cast, vec![t], want, info, false))
            }
            1 if shape.len() == 2 && self.on("collapse_shape") => {
                let d = ty.dims();
                let out = match (d[0], d[1]) {
                    (Some(a), Some(b)) => Some(a * b),
                    _ => None,
                };
                let mut i = info;
                i.shape = vec![shape[0] * shape[1]];
                self.count("collapse_shape");
                Some(self.emit1(
                    K::Collapse(vec![vec![0, 1]]),
                    vec![t],
                    Ty::Tensor(vec![out]),
                    i,
                    false,
                ))
            }
            2 if shape.len() == 1 && shape[0] % 2 == 0 && self.on("expand_shape") => {
                let n = shape[0];
                let (a, b) = if n % 3 == 0 && self.pct(50) {
                    (n / 3, 3)
                } else {
                    (n / 2, 2)
                };
                let dynamic = ty.dims()[0].is_none();
                // With a dynamic source, one output size is dynamic.
                let (out, args, rty) = if dynamic {
                    let av = self.index(a);
                    (
                        vec![None, Some(b)],
                        vec![t, av],
                        Ty::Tensor(vec![None, Some(b)]),
                    )
                } else {
                    (vec![Some(a), Some(b)], vec![t], Ty::static_tensor(&[a, b]))
                };
                let mut i = info;
                i.shape = vec![a, b];
                self.count("expand_shape");
                Some(self.emit1(K::Expand(vec![vec![0, 1]], out), args, rty, i, false))
            }
            _ => None,
        }
    }

    /// `tensor.generate` of `shape`: elements from the indices, sometimes
    /// reading a tensor in scope.
    pub fn generate(&mut self, shape: &[i64], ty: &Ty) -> V {
        let mut args = Vec::new();
        for (d, s) in ty.dims().iter().zip(shape) {
            if d.is_none() {
                args.push(self.index(*s));
            }
        }
        let body = self.index_body(shape);
        self.count("generate");
        let info = self.tensor_info(shape, true);
        let v = self.emit(K::Generate, args, vec![ty.clone()], vec![body])[0];
        self.def(v, Info { root: v, ..info });
        v
    }

    /// A `tensor.generate`/`tensor.pad` body: index arguments, yields an
    /// element computed from them (and maybe read from a tensor in scope
    /// of the same shape, at those indices).
    fn index_body(&mut self, shape: &[i64]) -> Region {
        let idx: Vec<(V, Info)> = shape
            .iter()
            .map(|d| {
                let v = self.sh.p.new_value(Ty::Index);
                let mut i = Info::scalar(v);
                i.range = (0, d - 1);
                (v, i)
            })
            .collect();
        let ivs: Vec<V> = idx.iter().map(|x| x.0).collect();
        self.push_region(idx, false, false);
        let s = shape.to_vec();
        let outer = if self.pct(40) {
            self.pick(true, move |t, i| t.is_tensor() && i.shape == s)
        } else {
            None
        };
        let mut acc = match outer {
            Some(t) => {
                let mut a = vec![t];
                a.extend(ivs.iter().copied());
                self.emit1(K::Extract, a, Ty::I64, Info::scalar(0), true)
            }
            None => {
                let c = self.rng().elem();
                self.i64_const(c)
            }
        };
        for iv in ivs {
            let x = self.emit1(K::IndexToI64, vec![iv], Ty::I64, Info::scalar(0), true);
            let k = self.rng().range(1, 5);
            let kv = self.i64_const(k);
            let m = self.emit1(
                K::Arith(Bin::Mul),
                vec![x, kv],
                Ty::I64,
                Info::scalar(0),
                true,
            );
            acc = self.emit1(
                K::Arith(Bin::Add),
                vec![acc, m],
                Ty::I64,
                Info::scalar(0),
                true,
            );
        }
        self.terminate(K::TensorYield, vec![acc]);
        self.pop_region()
    }

    fn pad_stmt(&mut self) -> bool {
        if !self.on("pad") {
            return false;
        }
        let Some(t) = self.pick_tensor(&[1, 2]) else {
            return false;
        };
        let shape = self.shape(t);
        let (mut low, mut high, mut dynamic) = (Vec::new(), Vec::new(), Vec::new());
        let mut out = Vec::new();
        let mut dyn_high = Vec::new();
        for d in &shape {
            let (l, h) = (self.rng().range(0, 2), self.rng().range(0, 2));
            let ld = self.pct(25);
            let hd = self.pct(25);
            if ld {
                low.push(None);
                dynamic.push(self.index(l));
            } else {
                low.push(Some(l));
            }
            if hd {
                high.push(None);
                dyn_high.push(self.index(h));
            } else {
                high.push(Some(h));
            }
            out.push(d + l + h);
        }
        let src_dims = self.ty(t).dims().to_vec();
        let rty = Ty::Tensor(
            (0..shape.len())
                .map(|i| {
                    (src_dims[i].is_some() && low[i].is_some() && high[i].is_some())
                        .then_some(out[i])
                })
                .collect(),
        );
        let body = self.index_body(&out);
        let mut args = vec![t];
        args.extend(dynamic);
        args.extend(dyn_high);
        self.count("pad");
        let info = self.tensor_info(&out, true);
        let v = self.emit(K::Pad(low, high), args, vec![rty], vec![body])[0];
        self.def(v, Info { root: v, ..info });
        true
    }

    fn concat_stmt(&mut self) -> bool {
        if !self.on("concat") {
            return false;
        }
        let Some(a) = self.pick(true, |t, i| t.rank() == 1 && i.shape[0] <= 4) else {
            return false;
        };
        let b = if self.pct(30) {
            a
        } else {
            let n = self.rng().range(1, 3);
            self.source(&[n])
        };
        let (sa, sb) = (self.shape(a)[0], self.shape(b)[0]);
        let (ta, tb) = (self.ty(a), self.ty(b));
        let out = match (ta.dims()[0], tb.dims()[0]) {
            (Some(x), Some(y)) => Some(x + y),
            _ => None,
        };
        self.count("concat");
        let info = self.tensor_info(&[sa + sb], true);
        self.emit1(K::Concat(0), vec![a, b], Ty::Tensor(vec![out]), info, true);
        true
    }

    /// A `tensor<N x complex<f32>>` constant and a part of one element.
    fn complex_stmt(&mut self) -> bool {
        if !self.on("constant_complex") {
            return false;
        }
        let n = self.rng().range(1, 4);
        let data: Vec<(i64, i64)> = (0..n)
            .map(|_| (self.rng().elem(), self.rng().elem()))
            .collect();
        let c = self.emit(
            K::ComplexConstant(data),
            vec![],
            vec![Ty::ComplexTensor(n)],
            Vec::new(),
        )[0];
        let i = self.index_in(n - 1);
        let im = self.pct(50);
        self.count("constant_complex");
        self.emit1(
            K::ComplexExtract(im),
            vec![c, i],
            Ty::I64,
            Info::scalar(0),
            true,
        );
        true
    }

    fn dim_stmt(&mut self) -> bool {
        if !self.on("dim") {
            return false;
        }
        let Some(t) = self.pick(false, |t, _| t.is_tensor() && t.rank() >= 1) else {
            return false;
        };
        let shape = self.shape(t);
        let d = self.rng().below(shape.len());
        let dv = self.index(d as i64);
        let mut info = Info::scalar(0);
        info.range = (shape[d], shape[d]);
        self.count("dim");
        let n = self.emit1(K::Dim, vec![t, dv], Ty::Index, info, true);
        if self.pct(50) {
            let x = self.emit1(K::IndexToI64, vec![n], Ty::I64, Info::scalar(0), true);
            let _ = x;
        }
        true
    }
}
