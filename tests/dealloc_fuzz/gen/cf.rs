//! Unstructured control flow: `cf` diamonds, switches, loops with back
//! edges, split exits, and the function's end.

use super::*;

impl FnGen<'_> {
    /// `cf.cond_br` to two blocks (or one block and the join directly)
    /// that branch to a join block with memref arguments.
    pub(super) fn cf_diamond(&mut self, budget: usize) {
        self.cf_left -= 1;
        self.count("cf.cond_br diamond");
        let tys = self.random_types(2);
        let outer_acc = self.acc.clone();
        let join = self.label();
        let a = self.label();
        let c = self.cond();
        let mut stacks = vec![false; tys.len()];
        let mut targets = vec![a.clone()];
        if self.rng.percent(15) {
            // Both edges go to the join directly, with different operands.
            self.count("cf.cond_br to one block");
            let mut ops = Vec::new();
            for _ in 0..2 {
                let vals = self.edge_values(&tys, &mut stacks);
                ops.push(self.operands(&vals));
            }
            self.emit(&format!(
                "cf.cond_br {c}, {join}({}), {join}({})",
                ops[0], ops[1]
            ));
            targets.clear();
        } else if self.rng.percent(25) {
            // The false edge goes to the join directly.
            let vals = self.edge_values(&tys, &mut stacks);
            let ops = self.operands(&vals);
            self.emit(&format!("cf.cond_br {c}, {a}, {join}({ops})"));
        } else {
            let b = self.label();
            self.emit(&format!("cf.cond_br {c}, {a}, {b}"));
            targets.push(b);
        }
        for (i, l) in targets.iter().enumerate() {
            self.push_scope();
            self.acc = outer_acc.clone();
            self.emit_label(&format!("{l}:"));
            let b = if i == 1 && self.rng.percent(30) {
                0
            } else {
                budget
            };
            self.block(b);
            let vals = self.edge_values(&tys, &mut stacks);
            let ops = self.operands(&vals);
            self.emit(&format!("cf.br {join}({ops})"));
            self.pop_scope();
        }
        self.enter_join(&join, &tys, &stacks);
    }

    pub(super) fn cf_switch(&mut self, budget: usize) {
        self.cf_left -= 1;
        self.count("cf.switch");
        let tys = self.random_types(2);
        let outer_acc = self.acc.clone();
        let join = self.label();
        let x = self.int();
        let (f, f32) = (self.name("f"), self.name("f"));
        self.emit(&format!("{f} = arith.andi {x}, %k3 : i64"));
        self.emit(&format!("{f32} = arith.trunci {f} : i64 to i32"));
        let cases = self.rng.urange(1, 3);
        let mut stacks = vec![false; tys.len()];
        let mut targets = Vec::new();
        let mut blocks = Vec::new();
        for _ in 0..=cases {
            if self.rng.percent(30) {
                let vals = self.edge_values(&tys, &mut stacks);
                let vals = self.switch_operands(vals);
                let ops = self.operands(&vals);
                targets.push(format!("{join}({ops})"));
            } else {
                let l = self.label();
                targets.push(l.clone());
                blocks.push(l);
            }
        }
        let mut sw = format!("cf.switch {f32} : i32, [default: {}", targets[0]);
        for (i, t) in targets[1..].iter().enumerate() {
            sw.push_str(&format!(", {i}: {t}"));
        }
        sw.push(']');
        self.emit(&sw);
        for l in blocks {
            self.push_scope();
            self.acc = outer_acc.clone();
            self.emit_label(&format!("{l}:"));
            let b = self.rng.below(budget + 1);
            self.block(b);
            let vals = self.edge_values(&tys, &mut stacks);
            let ops = self.operands(&vals);
            self.emit(&format!("cf.br {join}({ops})"));
            self.pop_scope();
        }
        self.enter_join(&join, &tys, &stacks);
    }

    /// `vals` and the checksum under names without a result number:
    /// `cf.switch` case operands cannot be written `%r#0`.
    pub(super) fn switch_operands(&mut self, vals: Vec<Val>) -> Vec<Val> {
        let vals = vals.into_iter().map(|v| self.rebind(v)).collect();
        if self.acc.contains('#') {
            let a = self.name("a");
            let acc = self.acc.clone();
            self.emit(&format!("{a} = arith.addi {acc}, %k0 : i64"));
            self.acc = a;
        }
        vals
    }

    /// `v` under a name without a result number (an identity
    /// `memref.cast` if needed).
    pub(super) fn rebind(&mut self, v: Val) -> Val {
        if !v.name.contains('#') {
            return v;
        }
        if v.ty == Ty::Unranked {
            // No identity cast between unranked memrefs.
            let d = self.cast(&v, Ty::Dynamic);
            self.cast(&d, Ty::Unranked)
        } else {
            self.cast(&v, v.ty)
        }
    }

    /// An unstructured loop: a header with memref block arguments, a body,
    /// a back edge, a counter bound of at most 3 iterations; while-shaped
    /// (test in the header, maybe an early exit from the body) or
    /// do-while-shaped (test at the bottom).
    pub(super) fn cf_loop(&mut self, budget: usize) {
        self.cf_left -= 1;
        self.count("cf loop");
        let n = self.rng.urange(1, 2);
        let tys: Vec<Ty> = (0..n).map(|_| Ty::random(self.rng)).collect();
        let inits: Vec<Val> = tys.iter().map(|t| self.get(*t, true)).collect();
        let stacks: Vec<bool> = inits.iter().map(|v| v.stack).collect();
        let bound = self.small_index(3);
        self.loops += 1;
        let (header, exit) = (self.label(), self.label());
        let hi = self.name("hi");
        let (hargs, hvals, hacc) = self.block_args(&tys, &stacks);
        let ops = self.operands_after(Some("%c0"), &inits);
        self.emit(&format!("cf.br {header}({ops})"));
        self.emit_label(&format!("{header}({hi}: index, {hargs}):"));
        if self.rng.percent(50) {
            // while-shaped: header args stay visible after the loop.
            for v in &hvals {
                self.add_mem(v.clone());
            }
            self.acc = hacc.clone();
            let cmp = self.name("q");
            let body = self.label();
            self.emit(&format!("{cmp} = arith.cmpi slt, {hi}, {bound} : index"));
            let ops = self.operands(&hvals);
            self.emit(&format!("cf.cond_br {cmp}, {body}, {exit}({ops})"));
            self.emit_label(&format!("{body}:"));
            self.push_scope();
            self.block(budget);
            if self.rng.percent(30) {
                self.count("cf loop early exit");
                let c = self.cond();
                let vals: Vec<Val> = hvals
                    .iter()
                    .map(|h| self.yield_val(h.ty, h.stack, Some(h)))
                    .collect();
                let latch = self.label();
                let ops = self.operands(&vals);
                self.emit(&format!("cf.cond_br {c}, {exit}({ops}), {latch}"));
                self.emit_label(&format!("{latch}:"));
            }
            let vals: Vec<Val> = hvals
                .iter()
                .map(|h| self.yield_val(h.ty, h.stack, Some(h)))
                .collect();
            let i1 = self.name("i");
            self.emit(&format!("{i1} = arith.addi {hi}, %c1 : index"));
            let ops = self.operands_after(Some(&i1), &vals);
            self.emit(&format!("cf.br {header}({ops})"));
            self.pop_scope();
        } else {
            // do-while-shaped.
            self.push_scope();
            for v in &hvals {
                self.add_mem(v.clone());
            }
            self.acc = hacc.clone();
            self.block(budget);
            let vals: Vec<Val> = hvals
                .iter()
                .map(|h| self.yield_val(h.ty, h.stack, Some(h)))
                .collect();
            let i1 = self.name("i");
            let cmp = self.name("q");
            self.emit(&format!("{i1} = arith.addi {hi}, %c1 : index"));
            self.emit(&format!("{cmp} = arith.cmpi slt, {i1}, {bound} : index"));
            if self.rng.percent(35) {
                // The back edge is a `cf.switch` case.
                self.count("cf.switch back edge");
                let vals = self.switch_operands(vals);
                let f = self.name("f");
                self.emit(&format!("{f} = arith.extui {cmp} : i1 to i32"));
                let again = self.operands_after(Some(&i1), &vals);
                let out = self.operands(&vals);
                let switch = if self.rng.percent(50) {
                    format!("cf.switch {f} : i32, [default: {exit}({out}), 1: {header}({again})]")
                } else {
                    format!("cf.switch {f} : i32, [default: {header}({again}), 0: {exit}({out})]")
                };
                self.emit(&switch);
            } else {
                let again = self.operands_after(Some(&i1), &vals);
                let out = self.operands(&vals);
                self.emit(&format!(
                    "cf.cond_br {cmp}, {header}({again}), {exit}({out})"
                ));
            }
            self.pop_scope();
        }
        let (eargs, evals, eacc) = self.block_args(&tys, &stacks);
        self.emit_label(&format!("{exit}({eargs}):"));
        for v in evals {
            self.add_mem(v);
        }
        self.acc = eacc;
        self.loops -= 1;
    }

    /// The function's end: a few more reads, then `return` of its results
    /// (never a stack buffer), maybe from two blocks.
    pub(super) fn finish(&mut self, results: &[Ty]) {
        for _ in 0..self.rng.urange(1, 3) {
            if let Some(v) = self.pick(None, true) {
                self.read(&v);
            }
        }
        let exits = self.split_exit(25);
        let acc = self.acc.clone();
        for exit in exits {
            self.push_scope();
            self.acc = acc.clone();
            if let Some(l) = exit {
                self.emit_label(&format!("{l}:"));
            }
            let vals: Vec<Val> = results
                .iter()
                .map(|t| self.yield_val(*t, false, None))
                .collect();
            let ops = self.operands(&vals);
            self.emit(&format!("return {ops}"));
            self.pop_scope();
        }
    }
}
