//! Statements: the statement mix, copies, calls (also recursive) and
//! reshapes.

use super::*;

impl FnGen<'_> {
    // -- statements --------------------------------------------------------

    pub(super) fn block(&mut self, budget: usize) {
        let mut left = budget;
        while left > 0 {
            left -= 1;
            self.stmt(&mut left);
        }
    }

    pub(super) fn stmt(&mut self, left: &mut usize) {
        let nest = self.depth < MAX_REGION_DEPTH && *left >= 1;
        let loop_ok = nest && self.loops < MAX_LOOP_DEPTH;
        let cf = self.multi_block && self.cf_left > 0 && *left >= 1;
        let call = !self.callees.is_empty() && self.calls_left > 0 && self.loops <= 1;
        let weights = [
            10,                          // 0 alloc
            14,                          // 1 read
            6,                           // 2 write
            8,                           // 3 select
            5,                           // 4 subview
            4,                           // 5 cast
            4,                           // 6 copy
            if call { 10 } else { 0 },   // 7 call
            if nest { 8 } else { 0 },    // 8 scf.if
            if loop_ok { 6 } else { 0 }, // 9 scf.for
            if loop_ok { 3 } else { 0 }, // 10 scf.while
            if nest { 3 } else { 0 },    // 11 scf.execute_region
            if cf { 7 } else { 0 },      // 12 cf diamond
            if cf { 4 } else { 0 },      // 13 cf.switch
            if cf && self.loops < MAX_LOOP_DEPTH {
                6
            } else {
                0
            }, // 14 cf loop
            if nest { 3 } else { 0 },    // 15 scf.index_switch
            3,                           // 16 expand/collapse
            if nest && !self.recursed && self.loops == 0 {
                2
            } else {
                0
            }, // 17 recursion
        ];
        match self.rng.weighted(&weights) {
            0 => {
                let ty = Ty::random(self.rng);
                self.fresh(ty, true);
            }
            1 => {
                if let Some(v) = self.pick(None, true) {
                    self.read(&v);
                }
            }
            2 => {
                let writable: Vec<Val> = self
                    .visible(None, true)
                    .into_iter()
                    .filter(|v| self.can_write(v))
                    .collect();
                if !writable.is_empty() {
                    let v = writable[self.rng.below(writable.len())].clone();
                    if self.rng.percent(25) {
                        self.fill(&v);
                    } else {
                        self.store(&v);
                    }
                }
            }
            3 => {
                let ty = Ty::random(self.rng);
                let v = self.select(ty, true);
                if self.rng.percent(60) {
                    self.read(&v);
                }
            }
            4 => {
                let base = if self.rng.percent(50) {
                    Ty::Static
                } else {
                    Ty::Dynamic
                };
                let b = self.get(base, true);
                let v = self.subview(&b);
                self.read(&v);
            }
            5 => {
                if let Some(v) = self.pick(None, true) {
                    let to = match v.ty {
                        Ty::Static if self.rng.percent(50) => Ty::Dynamic,
                        Ty::Static | Ty::Dynamic => Ty::Unranked,
                        Ty::Unranked => Ty::Dynamic,
                        Ty::View => Ty::View,
                    };
                    let c = self.cast(&v, to);
                    if self.rng.percent(40) {
                        self.read(&c);
                    }
                }
            }
            6 => self.copy(),
            7 => self.call(),
            kind @ 8..=15 => {
                // A nested construct: it gets part of the remaining ops.
                let s = self.rng.urange(1, (*left).clamp(1, 5));
                *left = left.saturating_sub(s);
                match kind {
                    8 => self.scf_if(s),
                    9 => self.scf_for(s),
                    10 => self.scf_while(s),
                    11 => self.execute_region(s),
                    12 => self.cf_diamond(s),
                    13 => self.cf_switch(s),
                    14 => self.cf_loop(s),
                    _ => self.index_switch(s),
                }
            }
            16 => self.reshape(),
            _ => self.recurse(),
        }
    }

    /// `memref.copy` from a visible buffer into a new one of its shape.
    pub(super) fn copy(&mut self) {
        let Some(src) = self.pick(None, true) else {
            return;
        };
        let src = self.ranked(&src);
        let dst = match src.ty {
            Ty::Static => {
                let v = self.raw_alloc(Ty::Static, None, true);
                self.add_mem(v.clone());
                v
            }
            Ty::Dynamic => {
                let n = self.name("n");
                self.emit(&format!(
                    "{n} = memref.dim {}, %c0 : {}",
                    src.name,
                    Ty::Dynamic.mlir()
                ));
                let v = self.raw_alloc(Ty::Dynamic, Some(&n), true);
                self.add_mem(v.clone());
                v
            }
            Ty::View => {
                // The view's base is initialised outside the view too.
                let base = if self.rng.percent(50) {
                    Ty::Static
                } else {
                    Ty::Dynamic
                };
                let b = self.fresh(base, true);
                self.subview(&b)
            }
            Ty::Unranked => unreachable!("ranked above"),
        };
        self.count("memref.copy");
        self.emit(&format!(
            "memref.copy {}, {} : {} to {}",
            src.name,
            dst.name,
            src.ty.mlir(),
            dst.ty.mlir()
        ));
        if self.rng.percent(50) {
            self.read(&dst);
        }
    }

    pub(super) fn call(&mut self) {
        self.calls_left -= 1;
        let sig = self.callees[self.rng.below(self.callees.len())].clone();
        let (_, ret) = self.emit_call(&sig, None);
        self.mix(&ret);
    }

    /// A call of `sig` (its first i64 argument `x0` if given); adds the
    /// memref results to the scope and returns them with the i64 result.
    pub(super) fn emit_call(&mut self, sig: &Sig, x0: Option<String>) -> (Vec<Val>, String) {
        let mut ops = Vec::new();
        for i in 0..sig.ints {
            let x = match (i, &x0) {
                (0, Some(x)) => x.clone(),
                _ => self.int(),
            };
            ops.push(x);
        }
        let mut stack = false;
        for t in &sig.args {
            // A callee that writes its arguments gets new, distinct buffers.
            let v = if sig.writes_args {
                self.fresh(*t, true)
            } else {
                self.get(*t, true)
            };
            self.escape(&v);
            stack |= v.stack;
            ops.push(v.name);
        }
        let r = self.name("r");
        self.count("func.call");
        if sig.private {
            self.count("call of a private function");
        }
        if sig.writes_args && !sig.args.is_empty() {
            self.count("call writing its arguments");
        }
        self.emit(&format!(
            "{r}:{} = func.call @{}({}) : ({}) -> ({})",
            sig.results.len() + 1,
            sig.name,
            ops.join(", "),
            sig.arg_types(),
            sig.result_types()
        ));
        // A result may be an argument: it is a stack buffer if one is.
        let mut results = Vec::new();
        for (i, t) in sig.results.iter().enumerate() {
            let v = Val {
                name: format!("{r}#{i}"),
                ty: *t,
                stack,
                writable: None,
            };
            self.add_mem(v.clone());
            if self.rng.percent(50) {
                self.read(&v);
            }
            results.push(v);
        }
        (results, format!("{r}#{}", sig.results.len()))
    }

    /// The function calls itself, with `(%x0 & 3) - 1` as its first
    /// argument under `scf.if (%x0 & 3) > 0`: at most 3 levels deep.
    pub(super) fn recurse(&mut self) {
        self.recursed = true;
        self.count("recursive call");
        let sig = self.this.clone();
        let (t, q, r) = (self.name("t"), self.name("q"), self.name("r"));
        self.emit(&format!("{t} = arith.andi %x0, %k3 : i64"));
        self.emit(&format!("{q} = arith.cmpi sgt, {t}, %k0 : i64"));
        self.emit(&format!(
            "{r}:{} = scf.if {q} -> ({}) {{",
            sig.results.len() + 1,
            Self::types(&sig.results)
        ));
        let outer_acc = self.acc.clone();
        let mut stacks = vec![false; sig.results.len()];
        let saved = self.enter_region(false);
        let t1 = self.name("t");
        self.emit(&format!("{t1} = arith.subi {t}, %k1 : i64"));
        let (vals, ret) = self.emit_call(&sig, Some(t1));
        self.mix(&ret);
        for (s, v) in stacks.iter_mut().zip(&vals) {
            *s |= v.stack;
        }
        let ops = self.operands(&vals);
        self.emit(&format!("scf.yield {ops}"));
        self.leave_region(saved);
        self.emit("} else {");
        let saved = self.enter_region(false);
        self.acc = outer_acc.clone();
        let vals = self.edge_values(&sig.results, &mut stacks);
        let ops = self.operands(&vals);
        self.emit(&format!("scf.yield {ops}"));
        self.leave_region(saved);
        self.emit("}");
        self.acc = outer_acc;
        self.take_results(&r, &sig.results, &stacks);
    }

    /// `memref.expand_shape` of a `Static` or `Dynamic` buffer to 2-D, a
    /// load through it, and `memref.collapse_shape` back (an alias).
    pub(super) fn reshape(&mut self) {
        let candidates: Vec<Val> = self
            .visible(None, true)
            .into_iter()
            .filter(|v| matches!(v.ty, Ty::Static | Ty::Dynamic))
            .collect();
        if candidates.is_empty() {
            return;
        }
        let v = candidates[self.rng.below(candidates.len())].clone();
        self.escape(&v);
        self.count("memref.expand_shape");
        let (e, l, c) = (self.name("e"), self.name("l"), self.name("d"));
        if v.ty == Ty::Static {
            self.emit(&format!(
                "{e} = memref.expand_shape {} [[0, 1]] output_shape [2, 2] : memref<4xi64> into memref<2x2xi64>",
                v.name
            ));
            let i = self.elem_index(Ty::View);
            let j = self.elem_index(Ty::View);
            self.emit(&format!(
                "{l} = memref.load {e}[{i}, {j}] : memref<2x2xi64>"
            ));
            self.emit(&format!(
                "{c} = memref.collapse_shape {e} [[0, 1]] : memref<2x2xi64> into memref<4xi64>"
            ));
        } else {
            let n = self.name("n");
            self.emit(&format!("{n} = memref.dim {}, %c0 : memref<?xi64>", v.name));
            self.emit(&format!(
                "{e} = memref.expand_shape {} [[0, 1]] output_shape [{n}, 1] : memref<?xi64> into memref<?x1xi64>",
                v.name
            ));
            let i = self.elem_index(Ty::Dynamic);
            self.emit(&format!(
                "{l} = memref.load {e}[{i}, %c0] : memref<?x1xi64>"
            ));
            self.emit(&format!(
                "{c} = memref.collapse_shape {e} [[0, 1]] : memref<?x1xi64> into memref<?xi64>"
            ));
        }
        self.mix(&l);
        self.add_int(l);
        self.add_mem(Val {
            name: c,
            ty: v.ty,
            stack: v.stack,
            writable: None,
        });
    }
}
