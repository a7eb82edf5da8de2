//! `scf` regions carrying memrefs: `index_switch`, `if`, `for`, `while`,
//! `execute_region`.

use super::*;

impl FnGen<'_> {
    /// `scf.index_switch` on runtime data with 1 to 3 cases and a default,
    /// yielding memrefs.
    pub(super) fn index_switch(&mut self, budget: usize) {
        self.count("scf.index_switch");
        let tys = self.random_types(2);
        let idx = self.small_index(3);
        let r = self.name("r");
        self.emit(&format!(
            "{r}:{} = scf.index_switch {idx} -> {}",
            tys.len() + 1,
            Self::types(&tys)
        ));
        let outer_acc = self.acc.clone();
        let mut stacks = vec![false; tys.len()];
        let cases = self.rng.urange(1, 3);
        for case in (0..cases).map(Some).chain([None]) {
            match case {
                Some(k) => self.emit(&format!("case {k} {{")),
                None => self.emit("default {"),
            }
            let saved = self.enter_region(false);
            self.acc = outer_acc.clone();
            let b = self.rng.below(budget + 1);
            self.block(b);
            let vals = self.edge_values(&tys, &mut stacks);
            let ops = self.operands(&vals);
            self.emit(&format!("scf.yield {ops}"));
            self.leave_region(saved);
            self.emit("}");
        }
        self.acc = outer_acc;
        self.take_results(&r, &tys, &stacks);
    }

    pub(super) fn scf_if(&mut self, budget: usize) {
        self.count("scf.if");
        let tys = self.random_types(2);
        let c = self.cond();
        let r = self.name("r");
        self.emit(&format!(
            "{r}:{} = scf.if {c} -> ({}) {{",
            tys.len() + 1,
            Self::types(&tys)
        ));
        let outer_acc = self.acc.clone();
        let mut stacks = vec![false; tys.len()];
        for branch in 0..2 {
            if branch == 1 {
                self.emit("} else {");
            }
            let saved = self.enter_region(false);
            self.acc = outer_acc.clone();
            let b = if branch == 1 && self.rng.percent(25) {
                0
            } else {
                budget
            };
            self.block(b);
            let vals = self.edge_values(&tys, &mut stacks);
            let ops = self.operands(&vals);
            self.emit(&format!("scf.yield {ops}"));
            self.leave_region(saved);
        }
        self.emit("}");
        self.acc = outer_acc;
        self.take_results(&r, &tys, &stacks);
    }

    pub(super) fn scf_for(&mut self, budget: usize) {
        self.count("scf.for");
        let n = self.rng.urange(1, 2);
        let tys: Vec<Ty> = (0..n).map(|_| Ty::random(self.rng)).collect();
        let inits: Vec<Val> = tys.iter().map(|t| self.get(*t, true)).collect();
        for v in &inits {
            self.escape(v);
        }
        let ub = self.small_index(3);
        let iv = self.name("iv");
        let r = self.name("r");
        let args: Vec<Val> = inits
            .iter()
            .map(|v| Val {
                name: {
                    self.next += 1;
                    format!("%it{}", self.next)
                },
                ty: v.ty,
                stack: v.stack,
                writable: None,
            })
            .collect();
        let acc_in = self.name("ia");
        let mut iter = Vec::new();
        for (a, i) in args.iter().zip(&inits) {
            iter.push(format!("{} = {}", a.name, i.name));
        }
        iter.push(format!("{acc_in} = {}", self.acc));
        self.emit(&format!(
            "{r}:{} = scf.for {iv} = %c0 to {ub} step %c1 iter_args({}) -> ({}) {{",
            n + 1,
            iter.join(", "),
            Self::types(&tys)
        ));
        let saved = self.enter_region(false);
        self.loops += 1;
        let ivi = self.name("ix");
        self.emit(&format!("{ivi} = arith.index_cast {iv} : index to i64"));
        self.add_int(ivi);
        for a in &args {
            self.add_mem(a.clone());
        }
        self.acc = acc_in;
        if self.rng.percent(60) {
            let a = args[self.rng.below(args.len())].clone();
            self.read(&a);
        }
        self.block(budget);
        let vals: Vec<Val> = args
            .iter()
            .map(|a| self.yield_val(a.ty, a.stack, Some(a)))
            .collect();
        let ops = self.operands(&vals);
        self.emit(&format!("scf.yield {ops}"));
        self.loops -= 1;
        self.leave_region(saved);
        self.emit("}");
        let stacks: Vec<bool> = inits.iter().map(|v| v.stack).collect();
        self.take_results(&r, &tys, &stacks);
    }

    pub(super) fn scf_while(&mut self, budget: usize) {
        self.count("scf.while");
        let ty = Ty::random(self.rng);
        let init = self.get(ty, true);
        self.escape(&init);
        let bound = self.small_index(3);
        let (wi, wm, wa, r) = (
            self.name("wi"),
            self.name("wm"),
            self.name("wa"),
            self.name("r"),
        );
        let t = ty.mlir();
        self.emit(&format!(
            "{r}:3 = scf.while ({wi} = %c0, {wm} = {}, {wa} = {}) : (index, {t}, i64) -> (index, {t}, i64) {{",
            init.name, self.acc
        ));
        let saved = self.enter_region(false);
        self.loops += 1;
        let before_m = Val {
            name: wm,
            ty,
            stack: init.stack,
            writable: None,
        };
        self.add_mem(before_m.clone());
        self.acc = wa;
        if self.rng.percent(50) {
            self.read(&before_m);
        }
        let fwd = if self.rng.percent(25) {
            self.yield_val(ty, init.stack, Some(&before_m))
        } else {
            before_m
        };
        self.escape(&fwd);
        let cmp = self.name("q");
        self.emit(&format!("{cmp} = arith.cmpi slt, {wi}, {bound} : index"));
        self.emit(&format!(
            "scf.condition({cmp}) {wi}, {}, {} : index, {t}, i64",
            fwd.name, self.acc
        ));
        self.leave_region(saved);
        self.emit("} do {");
        let saved = self.enter_region(false);
        let (di, dm, da) = (self.name("di"), self.name("dm"), self.name("da"));
        self.emit_label(&format!("^bb0({di}: index, {dm}: {t}, {da}: i64):"));
        let after_m = Val {
            name: dm,
            ty,
            stack: init.stack,
            writable: None,
        };
        self.add_mem(after_m.clone());
        self.acc = da;
        self.block(budget);
        let y = self.yield_val(ty, init.stack, Some(&after_m));
        self.escape(&y);
        let i1 = self.name("i");
        self.emit(&format!("{i1} = arith.addi {di}, %c1 : index"));
        self.emit(&format!(
            "scf.yield {i1}, {}, {} : index, {t}, i64",
            y.name, self.acc
        ));
        self.loops -= 1;
        self.leave_region(saved);
        self.emit("}");
        self.add_mem(Val {
            name: format!("{r}#1"),
            ty,
            stack: init.stack,
            writable: None,
        });
        self.acc = format!("{r}#2");
    }

    pub(super) fn execute_region(&mut self, budget: usize) {
        self.count("scf.execute_region");
        let tys = self.random_types(2);
        let r = self.name("r");
        self.emit(&format!(
            "{r}:{} = scf.execute_region -> ({}) {{",
            tys.len() + 1,
            Self::types(&tys)
        ));
        let outer_acc = self.acc.clone();
        let saved = self.enter_region(self.flavour.cf);
        self.block(budget);
        let mut stacks = vec![false; tys.len()];
        let exits = self.split_exit(30);
        if exits.len() == 2 {
            self.cf_left -= 1;
        }
        let acc = self.acc.clone();
        for exit in exits {
            self.push_scope();
            self.acc = acc.clone();
            if let Some(l) = exit {
                self.emit_label(&format!("{l}:"));
                if self.rng.percent(50)
                    && let Some(v) = self.pick(None, true)
                {
                    self.read(&v);
                }
            }
            let vals = self.edge_values(&tys, &mut stacks);
            let ops = self.operands(&vals);
            self.emit(&format!("scf.yield {ops}"));
            self.pop_scope();
        }
        self.leave_region(saved);
        self.emit("}");
        self.acc = outer_acc;
        self.take_results(&r, &tys, &stacks);
    }
}
