//! Memref values: allocations, fills, stores, views, casts, selects, reads,
//! operand lists and block arguments.

use super::*;

impl FnGen<'_> {
    /// `4 + (x & 3)` elements.
    pub(super) fn dyn_size(&mut self) -> String {
        let i = self.small_index(3);
        let n = self.name("n");
        self.emit(&format!("{n} = arith.addi {i}, %c4 : index"));
        n
    }

    /// An uninitialised buffer of `ty` (`Static` or `Dynamic` of `size`).
    pub(super) fn raw_alloc(&mut self, ty: Ty, size: Option<&str>, allow_stack: bool) -> Val {
        let stack = allow_stack && self.depth == 0 && self.rng.percent(12);
        let op = if stack { "alloca" } else { "alloc" };
        self.count(if stack {
            "memref.alloca"
        } else {
            "memref.alloc"
        });
        let m = self.name("m");
        let size = size.unwrap_or_default();
        self.emit(&format!("{m} = memref.{op}({size}) : {}", ty.mlir()));
        Val {
            name: m,
            ty,
            stack,
            writable: Some(self.loops),
        }
    }

    /// A new, fully initialised buffer of `ty`, added to the scope.
    pub(super) fn fresh(&mut self, ty: Ty, allow_stack: bool) -> Val {
        let v = match ty {
            Ty::Static => {
                let v = self.raw_alloc(ty, None, allow_stack);
                if self.rng.percent(40) {
                    self.fill(&v);
                } else {
                    for i in 0..4 {
                        let w = self.value();
                        self.emit(&format!(
                            "memref.store {w}, {}[%c{i}] : {}",
                            v.name,
                            ty.mlir()
                        ));
                    }
                }
                v
            }
            Ty::Dynamic => {
                let n = self.dyn_size();
                self.count("dynamic alloc");
                let v = self.raw_alloc(ty, Some(&n), allow_stack);
                self.fill(&v);
                v
            }
            Ty::View => {
                let base_ty = if self.rng.percent(50) {
                    Ty::Static
                } else {
                    Ty::Dynamic
                };
                let base = self.fresh(base_ty, allow_stack);
                return self.subview(&base);
            }
            Ty::Unranked => {
                let base_ty = if self.rng.percent(50) {
                    Ty::Static
                } else {
                    Ty::Dynamic
                };
                let base = self.fresh(base_ty, allow_stack);
                return self.cast(&base, Ty::Unranked);
            }
        };
        self.add_mem(v.clone());
        v
    }

    /// `linalg.fill` of all of `v`, then 0 to 2 stores.
    pub(super) fn fill(&mut self, v: &Val) {
        let w = self.value();
        self.count("linalg.fill");
        self.emit(&format!(
            "linalg.fill ins({w} : i64) outs({} : {})",
            v.name,
            v.ty.mlir()
        ));
        for _ in 0..self.rng.below(3) {
            self.store(v);
        }
    }

    pub(super) fn store(&mut self, v: &Val) {
        let w = self.value();
        let i = self.elem_index(v.ty);
        self.emit(&format!(
            "memref.store {w}, {}[{i}] : {}",
            v.name,
            v.ty.mlir()
        ));
    }

    pub(super) fn subview(&mut self, base: &Val) -> Val {
        self.escape(base);
        let offset = match self.rng.below(3) {
            0 => self.small_index(1),
            1 => "%c1".to_owned(),
            _ => "%c2".to_owned(),
        };
        let s = self.name("v");
        self.count("memref.subview");
        self.emit(&format!(
            "{s} = memref.subview {}[{offset}] [2] [1] : {} to {}",
            base.name,
            base.ty.mlir(),
            Ty::View.mlir()
        ));
        let v = Val {
            name: s,
            ty: Ty::View,
            stack: base.stack,
            writable: None,
        };
        self.add_mem(v.clone());
        v
    }

    /// `v` cast to `to` (an alias).
    pub(super) fn cast(&mut self, v: &Val, to: Ty) -> Val {
        self.escape(v);
        let d = self.name("d");
        self.count(if to == Ty::Unranked {
            "memref.cast to unranked"
        } else {
            "memref.cast"
        });
        self.emit(&format!(
            "{d} = memref.cast {} : {} to {}",
            v.name,
            v.ty.mlir(),
            to.mlir()
        ));
        let r = Val {
            name: d,
            ty: to,
            stack: v.stack,
            writable: None,
        };
        self.add_mem(r.clone());
        r
    }

    /// `v`, ranked (an unranked one cast to `memref<?xi64>`).
    pub(super) fn ranked(&mut self, v: &Val) -> Val {
        if v.ty == Ty::Unranked {
            self.cast(v, Ty::Dynamic)
        } else {
            v.clone()
        }
    }

    pub(super) fn read(&mut self, v: &Val) {
        let v = &self.ranked(v);
        let i = self.elem_index(v.ty);
        let l = self.name("l");
        self.emit(&format!(
            "{l} = memref.load {}[{i}] : {}",
            v.name,
            v.ty.mlir()
        ));
        self.mix(&l);
        self.add_int(l);
    }

    pub(super) fn select(&mut self, ty: Ty, allow_stack: bool) -> Val {
        let a = self.get(ty, allow_stack);
        let b = if self.rng.percent(30) {
            self.fresh(ty, allow_stack)
        } else {
            self.get(ty, allow_stack)
        };
        self.escape(&a);
        self.escape(&b);
        let c = self.cond();
        let s = self.name("s");
        self.count("arith.select");
        self.emit(&format!(
            "{s} = arith.select {c}, {}, {} : {}",
            a.name,
            b.name,
            ty.mlir()
        ));
        let v = Val {
            name: s,
            ty,
            stack: a.stack || b.stack,
            writable: None,
        };
        self.add_mem(v.clone());
        v
    }

    /// What a region, block or function passes on for a `ty` result: a
    /// fresh buffer, a visible value (`own` — the iter_arg or block
    /// argument — more often), or a select of two.
    pub(super) fn yield_val(&mut self, ty: Ty, allow_stack: bool, own: Option<&Val>) -> Val {
        if let Some(o) = own
            && self.rng.percent(30)
        {
            return o.clone();
        }
        match self.rng.weighted(&[35, 45, 20]) {
            0 => self.fresh(ty, allow_stack),
            1 => self
                .pick(Some(ty), allow_stack)
                .unwrap_or_else(|| self.fresh(ty, allow_stack)),
            _ => self.select(ty, allow_stack),
        }
    }

    pub(super) fn random_types(&mut self, max: usize) -> Vec<Ty> {
        let n = self.rng.below(max + 1);
        (0..n).map(|_| Ty::random(self.rng)).collect()
    }

    /// `a, b, acc : T, U, i64` operand list with the checksum last (of a
    /// terminator: the memrefs escape).
    pub(super) fn operands(&mut self, vals: &[Val]) -> String {
        self.operands_after(None, vals)
    }

    /// [`Self::operands`] after an `index` operand, if any.
    pub(super) fn operands_after(&mut self, index: Option<&str>, vals: &[Val]) -> String {
        for v in vals {
            self.escape(v);
        }
        let mut names: Vec<&str> = index.into_iter().collect();
        names.extend(vals.iter().map(|v| v.name.as_str()));
        names.push(&self.acc);
        let mut types: Vec<&str> = index.map(|_| "index").into_iter().collect();
        types.extend(vals.iter().map(|v| v.ty.mlir()));
        types.push("i64");
        format!("{} : {}", names.join(", "), types.join(", "))
    }

    pub(super) fn types(tys: &[Ty]) -> String {
        let mut t: Vec<&str> = tys.iter().map(|t| t.mlir()).collect();
        t.push("i64");
        t.join(", ")
    }

    /// Block arguments for `tys` and the checksum: (text, memref args, acc).
    pub(super) fn block_args(&mut self, tys: &[Ty], stacks: &[bool]) -> (String, Vec<Val>, String) {
        let mut parts = Vec::new();
        let mut vals = Vec::new();
        for (t, s) in tys.iter().zip(stacks) {
            let n = self.name("j");
            parts.push(format!("{n}: {}", t.mlir()));
            vals.push(Val {
                name: n,
                ty: *t,
                stack: *s,
                writable: None,
            });
        }
        let acc = self.name("ja");
        parts.push(format!("{acc}: i64"));
        (parts.join(", "), vals, acc)
    }

    /// The blocks a region or function ends in: in `percent`% of the cases
    /// (when cf is allowed) two, `[Some(a), Some(b)]`, entered by a
    /// `cf.cond_br` emitted here; else one, the current block (`[None]`).
    pub(super) fn split_exit(&mut self, percent: usize) -> Vec<Option<String>> {
        if self.multi_block && self.cf_left > 0 && self.rng.percent(percent) {
            self.count("split exit");
            let c = self.cond();
            let (a, b) = (self.label(), self.label());
            self.emit(&format!("cf.cond_br {c}, {a}, {b}"));
            vec![Some(a), Some(b)]
        } else {
            vec![None]
        }
    }

    /// Values of `tys` that a region or a block passes on (to a yield or a
    /// join), with `stacks[i]` set when value `i` may be a stack buffer.
    pub(super) fn edge_values(&mut self, tys: &[Ty], stacks: &mut [bool]) -> Vec<Val> {
        let vals: Vec<Val> = tys.iter().map(|t| self.yield_val(*t, true, None)).collect();
        for (s, v) in stacks.iter_mut().zip(&vals) {
            *s |= v.stack;
        }
        vals
    }

    /// Starts the join block `join` of a cf construct: its arguments (values
    /// of `tys`, then the checksum) become visible.
    pub(super) fn enter_join(&mut self, join: &str, tys: &[Ty], stacks: &[bool]) {
        let (args, vals, acc) = self.block_args(tys, stacks);
        self.emit_label(&format!("{join}({args}):"));
        for v in vals {
            self.add_mem(v);
        }
        self.acc = acc;
    }

    /// Results `%r#0 ...` of a region op, the checksum last.
    pub(super) fn take_results(&mut self, r: &str, tys: &[Ty], stacks: &[bool]) {
        for (i, (t, s)) in tys.iter().zip(stacks).enumerate() {
            self.add_mem(Val {
                name: format!("{r}#{i}"),
                ty: *t,
                stack: *s,
                writable: None,
            });
        }
        self.acc = format!("{r}#{}", tys.len());
    }
}
