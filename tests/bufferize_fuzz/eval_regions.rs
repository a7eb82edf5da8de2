//! The evaluator's ops with a body run per element (`linalg.generic`,
//! `linalg.map`, `linalg.reduce`) and `scf.forall`.

use std::collections::HashSet;
use std::rc::Rc;

use super::{Env, Eval, R, Tensor, Val, points};
use crate::ast::{K, Op};

impl<'a> Eval<'a> {
    /// `linalg.generic`, `linalg.map`, `linalg.reduce`.
    pub(super) fn linalg_region_op(&mut self, env: &mut Env, op: &'a Op) -> R<Vec<Val>> {
        let a = &op.args;
        let xs = a
            .iter()
            .map(|v| self.tensor(env, *v))
            .collect::<R<Vec<_>>>()?;
        match &op.kind {
            K::Generic(g) => {
                let mut bounds = vec![None; g.loops];
                for (x, m) in xs.iter().zip(&g.maps) {
                    if m.len() != x.shape.len() {
                        return Err("indexing map rank".into());
                    }
                    for (d, l) in m.iter().enumerate() {
                        match bounds[*l] {
                            None => bounds[*l] = Some(x.shape[d]),
                            Some(b) if b != x.shape[d] => {
                                return Err("inconsistent loop bounds".into());
                            }
                            _ => {}
                        }
                    }
                }
                let bounds: Vec<i64> = bounds
                    .into_iter()
                    .map(|b| b.ok_or_else(|| "loop without bound".to_string()))
                    .collect::<R<_>>()?;
                let mut outs: Vec<Tensor> = xs[g.ins..].iter().map(|x| (**x).clone()).collect();
                let proj =
                    |m: &Vec<usize>, p: &[i64]| -> Vec<i64> { m.iter().map(|l| p[*l]).collect() };
                for p in points(&bounds) {
                    let mut args = Vec::new();
                    for (x, m) in xs[..g.ins].iter().zip(&g.maps) {
                        args.push(x.get(&proj(m, &p))?);
                    }
                    for (o, m) in outs.iter().zip(&g.maps[g.ins..]) {
                        args.push(o.get(&proj(m, &p))?);
                    }
                    let ys = self.elem_body(env, &op.regions[0], args, p.clone())?;
                    for ((o, m), y) in outs.iter_mut().zip(&g.maps[g.ins..]).zip(ys) {
                        o.set(&proj(m, &p), y)?;
                    }
                }
                Ok(outs.into_iter().map(|o| Val::T(Rc::new(o))).collect())
            }
            K::Map => {
                let out = xs.last().unwrap();
                let mut r = (**out).clone();
                for p in points(&out.shape) {
                    let args = xs.iter().map(|x| x.get(&p)).collect::<R<Vec<_>>>()?;
                    let y = self.elem_body(env, &op.regions[0], args, p.clone())?;
                    r.set(&p, y[0])?;
                }
                Ok(vec![Val::T(Rc::new(r))])
            }
            K::Reduce(dims) => {
                let (x, init) = (&xs[0], &xs[1]);
                let mut r = (**init).clone();
                for p in points(&x.shape) {
                    let q: Vec<i64> = (0..p.len())
                        .filter(|d| !dims.contains(d))
                        .map(|d| p[d])
                        .collect();
                    let y = self.elem_body(
                        env,
                        &op.regions[0],
                        vec![x.get(&p)?, r.get(&q)?],
                        p.clone(),
                    )?;
                    r.set(&q, y[0])?;
                }
                Ok(vec![Val::T(Rc::new(r))])
            }
            _ => unreachable!(),
        }
    }

    /// `scf.forall`, in two passes: the first finds what each iteration
    /// writes (output discarded), the second runs each iteration with the
    /// parts the others write undefined in its shared outputs.
    pub(super) fn forall(&mut self, env: &mut Env, op: &'a Op, ubs: &[i64]) -> R<Vec<Val>> {
        let inits = op
            .args
            .iter()
            .map(|v| self.tensor(env, *v))
            .collect::<R<Vec<_>>>()?;
        let iterations = points(ubs);
        let mut writes: Vec<Vec<HashSet<Vec<i64>>>> = Vec::new();
        let out_len = self.out.len();
        for p in &iterations {
            let per = self.forall_iteration(env, op, p, &inits)?;
            writes.push(
                per.iter()
                    .map(|w| w.iter().map(|(q, _)| q.clone()).collect())
                    .collect(),
            );
        }
        self.out.truncate(out_len);
        for (i, w) in writes.iter().enumerate() {
            for other in &writes[i + 1..] {
                for (a, b) in w.iter().zip(other) {
                    if !a.is_disjoint(b) {
                        return Err("scf.forall iterations write the same element".into());
                    }
                }
            }
        }
        let mut results: Vec<Tensor> = inits.iter().map(|x| (**x).clone()).collect();
        for (i, p) in iterations.iter().enumerate() {
            let masked = inits
                .iter()
                .enumerate()
                .map(|(k, x)| {
                    let mut m = (**x).clone();
                    for (j, w) in writes.iter().enumerate() {
                        if j != i {
                            for q in &w[k] {
                                m.set(q, None)?;
                            }
                        }
                    }
                    Ok(Rc::new(m))
                })
                .collect::<R<Vec<_>>>()?;
            let per = self.forall_iteration(env, op, p, &masked)?;
            for (k, w) in per.into_iter().enumerate() {
                for (q, v) in w {
                    results[k].set(&q, v)?;
                }
            }
        }
        Ok(results.into_iter().map(|x| Val::T(Rc::new(x))).collect())
    }

    /// One iteration: per shared output, the elements it writes.
    #[allow(clippy::type_complexity)]
    fn forall_iteration(
        &mut self,
        env: &mut Env,
        op: &'a Op,
        point: &[i64],
        shared: &[Rc<Tensor>],
    ) -> R<Vec<Vec<(Vec<i64>, Option<i64>)>>> {
        let block = &op.regions[0].blocks[0];
        let mut args: Vec<Val> = point.iter().map(|i| Val::I(*i)).collect();
        args.extend(shared.iter().map(|x| Val::T(x.clone())));
        let (term, _) = self.region(env, &op.regions[0], args)?;
        if term.kind != K::InParallel {
            return Err("forall without in_parallel".into());
        }
        let mut out = vec![Vec::new(); shared.len()];
        for ins in &term.regions[0].blocks[0].ops {
            let K::ParallelInsertSlice(s) = &ins.kind else {
                return Err("in_parallel holds something else".into());
            };
            let k = block.args[point.len()..]
                .iter()
                .position(|a| *a == ins.args[1])
                .ok_or("parallel_insert_slice into a non-shared tensor")?;
            let src = self.tensor(env, ins.args[0])?;
            let (offs, sizes) = self.slice_params(env, s, &ins.args[2..])?;
            let pts = Self::slice_points(&shared[k], &offs, &sizes, &s.strides)?;
            if pts.len() != src.data.len() {
                return Err("parallel_insert_slice size mismatch".into());
            }
            out[k].extend(pts.into_iter().zip(src.data.iter().copied()));
        }
        Ok(out)
    }
}
