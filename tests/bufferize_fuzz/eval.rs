//! The value-semantics oracle: an interpreter of [`Program`]s in which a
//! tensor is a value (every op makes a new one), so the output it computes
//! is what the program means, whatever a bufferization does.
//!
//! It also checks that a program is one the fuzzer may run: every access
//! in bounds, every element read was written (`tensor.empty` elements
//! start undefined), every cast and reshape matches the runtime shape,
//! every `scf.forall` iteration writes its own part of the shared outputs
//! and reads of the shared outputs see nothing another iteration writes
//! (the racy parts are undefined while an iteration runs), and the run
//! ends (fuel and call depth are bounded). A program that breaks a rule is
//! an [`Err`]: for the generator a bug, for the reducer a rejected
//! candidate.

use std::collections::HashMap;
use std::rc::Rc;

use super::ast::{Func, K, Op, Program, Region, Slice, Ty, V};

#[path = "eval_regions.rs"]
mod regions;

#[derive(Clone, Debug, PartialEq)]
pub struct Tensor {
    pub shape: Vec<i64>,
    pub data: Vec<Option<i64>>,
}

impl Tensor {
    fn new(shape: Vec<i64>, fill: Option<i64>) -> Tensor {
        let n = shape.iter().product::<i64>() as usize;
        Tensor {
            shape,
            data: vec![fill; n],
        }
    }

    /// Row-major position of `idx`, checked.
    fn pos(&self, idx: &[i64]) -> R<usize> {
        if idx.len() != self.shape.len() {
            return Err(format!(
                "index rank {} for shape {:?}",
                idx.len(),
                self.shape
            ));
        }
        let mut p = 0usize;
        for (i, d) in idx.iter().zip(&self.shape) {
            if *i < 0 || *i >= *d {
                return Err(format!("index {idx:?} out of bounds of {:?}", self.shape));
            }
            p = p * (*d as usize) + *i as usize;
        }
        Ok(p)
    }

    fn get(&self, idx: &[i64]) -> R<Option<i64>> {
        Ok(self.data[self.pos(idx)?])
    }

    fn read(&self, idx: &[i64]) -> R<i64> {
        self.get(idx)?
            .ok_or_else(|| format!("read of an undefined element {idx:?}"))
    }

    fn set(&mut self, idx: &[i64], v: Option<i64>) -> R<()> {
        let p = self.pos(idx)?;
        self.data[p] = v;
        Ok(())
    }
}

/// Every index of `shape`, row-major.
pub fn points(shape: &[i64]) -> Vec<Vec<i64>> {
    let mut out = vec![Vec::new()];
    for d in shape {
        let mut next = Vec::new();
        for p in &out {
            for i in 0..*d {
                let mut q = p.clone();
                q.push(i);
                next.push(q);
            }
        }
        out = next;
    }
    out
}

#[derive(Clone, Debug)]
pub enum Val {
    /// `i64` and `index`.
    I(i64),
    B(bool),
    T(Rc<Tensor>),
    Vector(Rc<Vec<i64>>),
    Complex(Rc<Vec<(i64, i64)>>),
    /// An undefined element bound to a linalg block argument.
    Undef,
}

pub type R<T> = Result<T, String>;

type Env = HashMap<V, Val>;

const FUEL: u64 = 2_000_000;
const MAX_DEPTH: usize = 64;

pub struct Eval<'a> {
    p: &'a Program,
    funcs: HashMap<&'a str, &'a Func>,
    pub out: String,
    fuel: u64,
    depth: usize,
    /// The iteration point of the innermost linalg op.
    points: Vec<Vec<i64>>,
}

/// What `@name()` prints (a section's driver).
pub fn run_function(p: &Program, name: &str) -> R<String> {
    let mut e = Eval::new(p);
    e.call(name, Vec::new())?;
    Ok(e.out)
}

/// The expected output of each section, in order.
pub fn expected(p: &Program) -> Vec<(u32, R<String>)> {
    p.sections
        .iter()
        .map(|k| (*k, run_function(p, &super::ast::drive_name(*k))))
        .collect()
}

impl<'a> Eval<'a> {
    pub fn new(p: &'a Program) -> Eval<'a> {
        Eval {
            p,
            funcs: p.funcs.iter().map(|f| (f.name.as_str(), f)).collect(),
            out: String::new(),
            fuel: FUEL,
            depth: 0,
            points: Vec::new(),
        }
    }

    pub fn call(&mut self, name: &str, args: Vec<Val>) -> R<Vec<Val>> {
        let f = *self
            .funcs
            .get(name)
            .ok_or_else(|| format!("call of unknown @{name}"))?;
        if self.depth >= MAX_DEPTH {
            return Err("call depth exceeded".into());
        }
        self.depth += 1;
        let mut env = Env::new();
        let (term, vals) = self.region(&mut env, &f.body, args)?;
        self.depth -= 1;
        if term.kind != K::Return || vals.len() != f.results.len() {
            return Err(format!("@{name} does not return its results"));
        }
        Ok(vals)
    }

    fn get(&self, env: &Env, v: V) -> R<Val> {
        env.get(&v)
            .cloned()
            .ok_or_else(|| format!("%v{v} used before its definition"))
    }

    fn int(&self, env: &Env, v: V) -> R<i64> {
        match self.get(env, v)? {
            Val::I(x) => Ok(x),
            Val::Undef => Err(format!("%v{v}: use of an undefined element")),
            other => Err(format!("%v{v}: integer expected, got {other:?}")),
        }
    }

    fn bool(&self, env: &Env, v: V) -> R<bool> {
        match self.get(env, v)? {
            Val::B(b) => Ok(b),
            other => Err(format!("%v{v}: i1 expected, got {other:?}")),
        }
    }

    fn tensor(&self, env: &Env, v: V) -> R<Rc<Tensor>> {
        match self.get(env, v)? {
            Val::T(t) => Ok(t),
            other => Err(format!("%v{v}: tensor expected, got {other:?}")),
        }
    }

    fn ints(&self, env: &Env, vs: &[V]) -> R<Vec<i64>> {
        vs.iter().map(|v| self.int(env, *v)).collect()
    }

    /// Runs a region from its entry block to a terminator leaving it;
    /// returns the terminator and its operand values.
    fn region(&mut self, env: &mut Env, r: &'a Region, args: Vec<Val>) -> R<(&'a Op, Vec<Val>)> {
        let mut block = 0;
        let mut args = args;
        loop {
            let b = r
                .blocks
                .get(block)
                .ok_or_else(|| format!("no block {block}"))?;
            if b.args.len() != args.len() {
                return Err(format!(
                    "block {block}: {} arguments for {}",
                    args.len(),
                    b.args.len()
                ));
            }
            for (a, v) in b.args.iter().zip(args) {
                env.insert(*a, v);
            }
            let (term, body) = b.ops.split_last().ok_or("empty block")?;
            for op in body {
                if op.kind.is_terminator() {
                    return Err("terminator inside a block".into());
                }
                self.op(env, op)?;
            }
            let vals = term
                .args
                .iter()
                .map(|v| self.get(env, *v))
                .collect::<R<Vec<Val>>>()?;
            match &term.kind {
                K::Br(t) => {
                    block = *t;
                    args = vals;
                }
                K::CondBr(t, f, n) => {
                    let c = self.bool(env, term.args[0])?;
                    let (tv, fv) = vals[1..].split_at(*n);
                    (block, args) = if c {
                        (*t, tv.to_vec())
                    } else {
                        (*f, fv.to_vec())
                    };
                }
                k if k.is_terminator() => return Ok((term, vals)),
                _ => return Err("block without terminator".into()),
            }
            self.burn()?;
        }
    }

    fn burn(&mut self) -> R<()> {
        if self.fuel == 0 {
            return Err("out of fuel (does it terminate?)".into());
        }
        self.fuel -= 1;
        Ok(())
    }

    /// Runs a single-block region with `args`; the terminator's values.
    fn body(&mut self, env: &mut Env, r: &'a Region, args: Vec<Val>) -> R<Vec<Val>> {
        Ok(self.region(env, r, args)?.1)
    }

    /// A linalg body on one point: the yielded elements.
    fn elem_body(
        &mut self,
        env: &mut Env,
        r: &'a Region,
        args: Vec<Option<i64>>,
        point: Vec<i64>,
    ) -> R<Vec<Option<i64>>> {
        let args = args
            .into_iter()
            .map(|a| a.map_or(Val::Undef, Val::I))
            .collect();
        self.points.push(point);
        let vals = self.body(env, r, args);
        self.points.pop();
        vals?
            .into_iter()
            .map(|v| match v {
                Val::I(x) => Ok(Some(x)),
                Val::Undef => Ok(None),
                other => Err(format!("element expected, got {other:?}")),
            })
            .collect()
    }

    fn slice_params(&self, env: &Env, s: &Slice, dynamic: &[V]) -> R<(Vec<i64>, Vec<i64>)> {
        let mut dyns = dynamic.iter();
        let mut resolve = |xs: &[Option<i64>]| -> R<Vec<i64>> {
            xs.iter()
                .map(|x| match x {
                    Some(c) => Ok(*c),
                    None => self.int(env, *dyns.next().ok_or("missing slice operand")?),
                })
                .collect()
        };
        Ok((resolve(&s.offsets)?, resolve(&s.sizes)?))
    }

    /// The source positions of a slice, row-major over `sizes`.
    fn slice_points(t: &Tensor, offs: &[i64], sizes: &[i64], strides: &[i64]) -> R<Vec<Vec<i64>>> {
        if offs.len() != t.shape.len() || sizes.len() != t.shape.len() {
            return Err("slice rank mismatch".into());
        }
        for d in 0..offs.len() {
            if offs[d] < 0
                || sizes[d] < 0
                || (sizes[d] > 0 && offs[d] + (sizes[d] - 1) * strides[d] >= t.shape[d])
            {
                return Err(format!(
                    "slice {offs:?} {sizes:?} {strides:?} out of bounds of {:?}",
                    t.shape
                ));
            }
        }
        Ok(points(sizes)
            .into_iter()
            .map(|p| (0..p.len()).map(|d| offs[d] + p[d] * strides[d]).collect())
            .collect())
    }

    /// `sizes` with unit dimensions dropped until it has `ty`'s rank (a
    /// rank-reducing slice; the data order is the same).
    fn reduced_shape(sizes: &[i64], ty: &Ty) -> R<Vec<i64>> {
        let drop = sizes.len().saturating_sub(ty.rank());
        let units: Vec<usize> = (0..sizes.len()).filter(|d| sizes[*d] == 1).collect();
        // Every way of dropping `drop` unit dimensions (ranks are tiny).
        for mask in 0u32..(1 << units.len()) {
            if mask.count_ones() as usize != drop {
                continue;
            }
            let dropped: Vec<usize> = (0..units.len())
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| units[i])
                .collect();
            let shape: Vec<i64> = (0..sizes.len())
                .filter(|d| !dropped.contains(d))
                .map(|d| sizes[d])
                .collect();
            if ty.admits(&shape) {
                return Ok(shape);
            }
        }
        Err(format!("slice sizes {sizes:?} do not fit {}", ty.mlir()))
    }

    fn set(&self, env: &mut Env, op: &Op, vals: Vec<Val>) -> R<()> {
        for (r, v) in op.res.iter().zip(vals) {
            let ty = self.p.ty(*r);
            if let Val::T(t) = &v
                && !ty.admits(&t.shape)
            {
                return Err(format!(
                    "%v{r}: runtime shape {:?} is not a {}",
                    t.shape,
                    ty.mlir()
                ));
            }
            env.insert(*r, v);
        }
        Ok(())
    }

    fn sizes_of(&self, env: &Env, ty: &Ty, dynamic: &[V]) -> R<Vec<i64>> {
        let mut dyns = dynamic.iter();
        ty.dims()
            .iter()
            .map(|d| match d {
                Some(c) => Ok(*c),
                None => {
                    let n = self.int(env, *dyns.next().ok_or("missing dynamic size")?)?;
                    if n < 0 {
                        Err("negative size".into())
                    } else {
                        Ok(n)
                    }
                }
            })
            .collect()
    }

    fn op(&mut self, env: &mut Env, op: &'a Op) -> R<()> {
        self.burn()?;
        let a = &op.args;
        let rty = op.res.first().map(|v| self.p.ty(*v).clone());
        let t = |v: Tensor| -> R<Vec<Val>> { Ok(vec![Val::T(Rc::new(v))]) };
        let vals: Vec<Val> = match &op.kind {
            K::ConstIndex(c) | K::ConstI64(c) => vec![Val::I(*c)],
            K::ConstI1(b) => vec![Val::B(*b)],
            K::Arith(b) => vec![Val::I(b.apply(self.int(env, a[0])?, self.int(env, a[1])?))],
            K::Cmp(p) => vec![Val::B(p.apply(self.int(env, a[0])?, self.int(env, a[1])?))],
            K::IndexToI64 => vec![Val::I(self.int(env, a[0])?)],
            K::Select => {
                let c = self.bool(env, a[0])?;
                vec![self.get(env, if c { a[1] } else { a[2] })?]
            }
            K::Empty => {
                let shape = self.sizes_of(env, rty.as_ref().unwrap(), a)?;
                t(Tensor::new(shape, None))?
            }
            K::Constant(data) => {
                let shape = self.sizes_of(env, rty.as_ref().unwrap(), &[])?;
                let mut x = Tensor::new(shape, None);
                if x.data.len() != data.len() {
                    return Err("constant of the wrong size".into());
                }
                x.data = data.iter().map(|d| Some(*d)).collect();
                t(x)?
            }
            K::ComplexConstant(data) => vec![Val::Complex(Rc::new(data.clone()))],
            K::ComplexExtract(im) => {
                let Val::Complex(c) = self.get(env, a[0])? else {
                    return Err("complex element of a non-complex value".into());
                };
                let i = self.int(env, a[1])?;
                let (re, imv) = *c.get(i as usize).ok_or("complex index out of bounds")?;
                vec![Val::I(if *im { imv } else { re })]
            }
            K::Extract => {
                let x = self.tensor(env, a[0])?;
                vec![Val::I(x.read(&self.ints(env, &a[1..])?)?)]
            }
            K::Insert => {
                let v = self.int(env, a[0])?;
                let mut x = (*self.tensor(env, a[1])?).clone();
                x.set(&self.ints(env, &a[2..])?, Some(v))?;
                t(x)?
            }
            K::ExtractSlice(s) => {
                let src = self.tensor(env, a[0])?;
                let (offs, sizes) = self.slice_params(env, s, &a[1..])?;
                let pts = Self::slice_points(&src, &offs, &sizes, &s.strides)?;
                let data = pts.iter().map(|p| src.get(p)).collect::<R<Vec<_>>>()?;
                let shape = Self::reduced_shape(&sizes, rty.as_ref().unwrap())?;
                t(Tensor { shape, data })?
            }
            K::InsertSlice(s) => {
                let src = self.tensor(env, a[0])?;
                let mut dest = (*self.tensor(env, a[1])?).clone();
                let (offs, sizes) = self.slice_params(env, s, &a[2..])?;
                let pts = Self::slice_points(&dest, &offs, &sizes, &s.strides)?;
                let fits = Self::reduced_shape(&sizes, self.p.ty(a[0]))?;
                if fits != src.shape {
                    return Err(format!(
                        "insert_slice of {:?} into sizes {sizes:?}",
                        src.shape
                    ));
                }
                for (p, v) in pts.iter().zip(&src.data) {
                    dest.set(p, *v)?;
                }
                t(dest)?
            }
            K::ParallelInsertSlice(_) => {
                return Err("parallel_insert_slice outside a forall".into());
            }
            K::Cast => vec![Val::T(self.tensor(env, a[0])?)],
            K::Collapse(groups) => {
                let x = self.tensor(env, a[0])?;
                let shape = groups
                    .iter()
                    .map(|g| g.iter().map(|d| x.shape[*d]).product())
                    .collect();
                t(Tensor {
                    shape,
                    data: x.data.clone(),
                })?
            }
            K::Expand(_, out) => {
                let x = self.tensor(env, a[0])?;
                let mut dyns = a[1..].iter();
                let shape: Vec<i64> = out
                    .iter()
                    .map(|d| -> R<i64> {
                        match d {
                            Some(c) => Ok(*c),
                            None => self.int(env, *dyns.next().ok_or("missing output size")?),
                        }
                    })
                    .collect::<R<_>>()?;
                if shape.iter().product::<i64>() != x.shape.iter().product::<i64>() {
                    return Err(format!("expand_shape of {:?} to {shape:?}", x.shape));
                }
                t(Tensor {
                    shape,
                    data: x.data.clone(),
                })?
            }
            K::FromElements => {
                let shape = self.sizes_of(env, rty.as_ref().unwrap(), &[])?;
                let data = self.ints(env, a)?.into_iter().map(Some).collect();
                t(Tensor { shape, data })?
            }
            K::Generate => {
                let shape = self.sizes_of(env, rty.as_ref().unwrap(), a)?;
                let mut x = Tensor::new(shape.clone(), None);
                for p in points(&shape) {
                    let args = p.iter().map(|i| Val::I(*i)).collect();
                    let v = self.body(env, &op.regions[0], args)?;
                    x.set(&p, Some(self.int_val(&v[0])?))?;
                }
                t(x)?
            }
            K::Splat => {
                let v = self.int(env, a[0])?;
                let shape = self.sizes_of(env, rty.as_ref().unwrap(), &a[1..])?;
                t(Tensor::new(shape, Some(v)))?
            }
            K::Pad(low, high) => {
                let src = self.tensor(env, a[0])?;
                let mut dyns = a[1..].iter();
                let mut resolve = |xs: &[Option<i64>]| -> R<Vec<i64>> {
                    xs.iter()
                        .map(|x| match x {
                            Some(c) => Ok(*c),
                            None => self.int(env, *dyns.next().ok_or("missing pad")?),
                        })
                        .collect()
                };
                let (lo, hi) = (resolve(low)?, resolve(high)?);
                let shape: Vec<i64> = (0..src.shape.len())
                    .map(|d| lo[d] + src.shape[d] + hi[d])
                    .collect();
                let mut x = Tensor::new(shape.clone(), None);
                for p in points(&shape) {
                    let q: Vec<i64> = p.iter().zip(&lo).map(|(i, l)| i - l).collect();
                    let inside = q.iter().zip(&src.shape).all(|(i, d)| *i >= 0 && i < d);
                    let v = if inside {
                        src.get(&q)?
                    } else {
                        let args = p.iter().map(|i| Val::I(*i)).collect();
                        let v = self.body(env, &op.regions[0], args)?;
                        Some(self.int_val(&v[0])?)
                    };
                    x.set(&p, v)?;
                }
                t(x)?
            }
            K::Concat(dim) => {
                let xs = a
                    .iter()
                    .map(|v| self.tensor(env, *v))
                    .collect::<R<Vec<_>>>()?;
                let mut shape = xs[0].shape.clone();
                shape[*dim] = xs.iter().map(|x| x.shape[*dim]).sum();
                let mut out = Tensor::new(shape, None);
                let mut base = 0;
                for x in &xs {
                    for p in points(&x.shape) {
                        let mut q = p.clone();
                        q[*dim] += base;
                        out.set(&q, x.get(&p)?)?;
                    }
                    base += x.shape[*dim];
                }
                t(out)?
            }
            K::Dim => {
                let x = self.tensor(env, a[0])?;
                let d = self.int(env, a[1])?;
                vec![Val::I(
                    *x.shape.get(d as usize).ok_or("tensor.dim out of range")?,
                )]
            }
            K::Generic(_) | K::Map | K::Reduce(_) => self.linalg_region_op(env, op)?,
            K::Fill => {
                let v = self.int(env, a[0])?;
                let x = self.tensor(env, a[1])?;
                t(Tensor::new(x.shape.clone(), Some(v)))?
            }
            K::Copy => {
                let x = self.tensor(env, a[0])?;
                let o = self.tensor(env, a[1])?;
                if x.shape != o.shape {
                    return Err("linalg.copy of different shapes".into());
                }
                t((*x).clone())?
            }
            K::Named(b) => {
                let (x, y) = (self.tensor(env, a[0])?, self.tensor(env, a[1])?);
                let o = self.tensor(env, a[2])?;
                if x.shape != o.shape || y.shape != o.shape {
                    return Err("elementwise op of different shapes".into());
                }
                let mut r = Tensor::new(o.shape.clone(), None);
                for i in 0..r.data.len() {
                    let (p, q) = (
                        x.data[i].ok_or("undefined input")?,
                        y.data[i].ok_or("undefined input")?,
                    );
                    r.data[i] = Some(b.apply(p, q));
                }
                t(r)?
            }
            K::Matmul => {
                let (x, y) = (self.tensor(env, a[0])?, self.tensor(env, a[1])?);
                let mut c = (*self.tensor(env, a[2])?).clone();
                let (m, k, n) = (x.shape[0], x.shape[1], y.shape[1]);
                if y.shape[0] != k || c.shape != [m, n] {
                    return Err("matmul shapes".into());
                }
                for i in 0..m {
                    for j in 0..n {
                        let mut acc = c.read(&[i, j])?;
                        for l in 0..k {
                            acc = acc.wrapping_add(x.read(&[i, l])?.wrapping_mul(y.read(&[l, j])?));
                        }
                        c.set(&[i, j], Some(acc))?;
                    }
                }
                t(c)?
            }
            K::Transpose(perm) => {
                let x = self.tensor(env, a[0])?;
                let o = self.tensor(env, a[1])?;
                let mut r = Tensor::new(o.shape.clone(), None);
                for p in points(&o.shape) {
                    let mut q = vec![0; p.len()];
                    for (k, pk) in perm.iter().enumerate() {
                        q[*pk] = p[k];
                    }
                    r.set(&p, x.get(&q)?)?;
                }
                t(r)?
            }
            K::Broadcast(dims) => {
                let x = self.tensor(env, a[0])?;
                let o = self.tensor(env, a[1])?;
                let mut r = Tensor::new(o.shape.clone(), None);
                for p in points(&o.shape) {
                    let q: Vec<i64> = (0..p.len())
                        .filter(|d| !dims.contains(d))
                        .map(|d| p[d])
                        .collect();
                    r.set(&p, x.get(&q)?)?;
                }
                t(r)?
            }
            K::LinalgIndex(d) => {
                let p = self.points.last().ok_or("linalg.index outside linalg")?;
                vec![Val::I(*p.get(*d).ok_or("linalg.index out of range")?)]
            }
            K::For => {
                let (lb, ub, step) = (
                    self.int(env, a[0])?,
                    self.int(env, a[1])?,
                    self.int(env, a[2])?,
                );
                if step <= 0 {
                    return Err("non-positive step".into());
                }
                let mut iters = a[3..]
                    .iter()
                    .map(|v| self.get(env, *v))
                    .collect::<R<Vec<_>>>()?;
                let mut i = lb;
                while i < ub {
                    let mut args = vec![Val::I(i)];
                    args.extend(iters);
                    iters = self.body(env, &op.regions[0], args)?;
                    i += step;
                }
                iters
            }
            K::While => {
                let mut args = a.iter().map(|v| self.get(env, *v)).collect::<R<Vec<_>>>()?;
                loop {
                    let (term, vals) = self.region(env, &op.regions[0], args)?;
                    if term.kind != K::Condition {
                        return Err("while before region without scf.condition".into());
                    }
                    let Val::B(c) = vals[0] else {
                        return Err("condition not i1".into());
                    };
                    if !c {
                        break vals[1..].to_vec();
                    }
                    args = self.body(env, &op.regions[1], vals[1..].to_vec())?;
                    self.burn()?;
                }
            }
            K::If => {
                let c = self.bool(env, a[0])?;
                self.body(env, &op.regions[if c { 0 } else { 1 }], Vec::new())?
            }
            K::IndexSwitch(cases) => {
                let x = self.int(env, a[0])?;
                let i = cases.iter().position(|c| *c == x).unwrap_or(cases.len());
                self.body(env, &op.regions[i], Vec::new())?
            }
            K::ExecuteRegion => self.body(env, &op.regions[0], Vec::new())?,
            K::Forall(ubs) => self.forall(env, op, ubs)?,
            K::Call(name) => {
                let args = a.iter().map(|v| self.get(env, *v)).collect::<R<Vec<_>>>()?;
                self.call(name, args)?
            }
            K::TransferRead => {
                let x = self.tensor(env, a[0])?;
                let idx = self.ints(env, &a[1..a.len() - 1])?;
                let Some(Ty::Vector(n)) = rty else {
                    return Err("transfer_read result not a vector".into());
                };
                let mut v = Vec::new();
                for i in 0..n {
                    let mut q = idx.clone();
                    *q.last_mut().ok_or("transfer_read of a 0-d tensor")? += i;
                    v.push(x.read(&q)?);
                }
                vec![Val::Vector(Rc::new(v))]
            }
            K::TransferWrite => {
                let Val::Vector(v) = self.get(env, a[0])? else {
                    return Err("transfer_write of a non-vector".into());
                };
                let mut x = (*self.tensor(env, a[1])?).clone();
                let idx = self.ints(env, &a[2..])?;
                for (i, e) in v.iter().enumerate() {
                    let mut q = idx.clone();
                    *q.last_mut().ok_or("transfer_write to a 0-d tensor")? += i as i64;
                    x.set(&q, Some(*e))?;
                }
                t(x)?
            }
            K::Print => {
                let line = match self.get(env, a[0])? {
                    Val::I(x) => x.to_string(),
                    Val::B(b) => i64::from(b).to_string(),
                    Val::T(x) => x
                        .data
                        .iter()
                        .map(|e| {
                            e.map(|e| e.to_string())
                                .ok_or_else(|| "print of an undefined element".to_string())
                        })
                        .collect::<R<Vec<_>>>()?
                        .join(", "),
                    other => return Err(format!("cannot print {other:?}")),
                };
                self.out.push_str(&line);
                self.out.push('\n');
                Vec::new()
            }
            k if k.is_terminator() => return Err("terminator in the middle of a block".into()),
            other => return Err(format!("unexpected op {other:?}")),
        };
        if vals.len() != op.res.len() {
            return Err(format!(
                "{:?}: {} values for {} results",
                op.kind,
                vals.len(),
                op.res.len()
            ));
        }
        self.set(env, op, vals)
    }

    fn int_val(&self, v: &Val) -> R<i64> {
        match v {
            Val::I(x) => Ok(*x),
            _ => Err("yield of an undefined element".into()),
        }
    }
}
