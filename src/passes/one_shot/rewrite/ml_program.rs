//! `ml_program` globals of tensor type: `ml_program.global` becomes a
//! `memref.global` (same name, visibility and initial value; `constant`
//! unless mutable), `ml_program.global_load` / `global_load_const` the
//! global's buffer (`memref.get_global`) and `ml_program.global_store` a
//! `memref.copy` of the stored tensor's buffer into it.
//!
//! A load is a read-only view of the global (writes to it go out of place,
//! as for `arith.constant`; the analysis models it as `Kind::Constant`).
//! That view must not change while the loaded value is in use, so a load
//! is a snapshot (alloc + copy of the global) when the global may be
//! stored while the value is live:
//! - the value (or a buffer sharing it) is returned, or handed to an op
//!   that keeps it (`to_buffer`, an op that is not bufferized): it lives
//!   on where no one knows of the global;
//! - or the global may change (some `global_store` of the module stores
//!   it, or it is public and mutable) and a store to it, or a call of a
//!   function that may store it (directly or through its callees; any
//!   call leaving the module for a public global), happens between the
//!   load and the last use of the value, or a use lies outside the load's
//!   block.
//!
//! Upstream 22 never copies at a load and models `global_store` as writing
//! (not reading) the stored tensor: a load read after a store of the same
//! global sees the new contents, and a stored value that goes out of place
//! is replaced by an uninitialized buffer, which is then stored
//! (`tests/e2e/bufferize/ml_program_globals.mlir`).
//!
//! ```mlir
//! ml_program.global private mutable @g(dense<1.0> : tensor<4xf32>) : tensor<4xf32>
//! %0 = ml_program.global_load @g : tensor<4xf32>
//! ml_program.global_store @g = %1 : tensor<4xf32>
//! // becomes
//! memref.global "private" @g : memref<4xf32> = dense<1.0>
//! %0 = memref.get_global @g : memref<4xf32>
//! %g = memref.get_global @g : memref<4xf32>
//! memref.copy %m1, %g : memref<4xf32> to memref<4xf32>
//! ```

use crate::analysis::fxhash::{FxHashMap as HashMap, FxHashSet as HashSet};

use crate::ir::ops;
use crate::ir::{Builder, Op, OpSpec, Order, Type, Walk};
use crate::pass::PassError;

use super::super::model::Kind;
use super::super::types;
use super::{R, Rewriter};

/// What the rewrite of `ml_program` ops needs to know about the module,
/// collected before any function is rewritten.
#[derive(Clone, Debug, Default)]
pub struct MlGlobals {
    /// Globals stored by some `ml_program.global_store` of the module.
    stored: HashSet<String>,
    /// Public mutable globals: code outside the module may store them
    /// during a call that leaves the module.
    public_mutable: HashSet<String>,
    /// Per function with a body: the globals it may store (itself or
    /// through the functions it calls), and whether it may call code
    /// outside the module (a declaration, an indirect call).
    stores: HashMap<Op, (HashSet<String>, bool)>,
}

impl MlGlobals {
    pub fn collect(module: Op) -> MlGlobals {
        let mut g = MlGlobals::default();
        let mut funcs: Vec<Op> = Vec::new();
        let mut any_global = false;
        module.walk(Order::Pre, |op| {
            if op.is_function() {
                funcs.push(op);
                return Walk::Skip;
            }
            if op.name().as_str() == "ml_program.global" {
                any_global = true;
                let public = op
                    .attr("sym_visibility")
                    .and_then(|a| a.as_string())
                    .is_none_or(|v| v == "public");
                if public
                    && op.attr("is_mutable").is_some()
                    && let Some(s) = op.attr("sym_name").and_then(|a| a.as_string())
                {
                    g.public_mutable.insert(s);
                }
            }
            Walk::Advance
        });
        // Without globals nothing asks what a function stores (the walks
        // below would visit every op of every function for nothing).
        if !any_global {
            return g;
        }
        // Direct stores and calls of each function.
        let mut callees: HashMap<Op, Vec<Op>> = HashMap::default();
        for &f in &funcs {
            if f.function_body().and_then(|r| r.first_block()).is_none() {
                continue;
            }
            let mut direct = HashSet::default();
            let mut outside = false;
            let mut calls = Vec::new();
            f.walk(Order::Pre, |op| {
                if op.name().as_str() == "ml_program.global_store" {
                    if let Some(s) = symbol(op) {
                        direct.insert(s);
                    }
                } else if op.interfaces().call() {
                    match op.resolve_callable() {
                        Some(c) if c.function_body().and_then(|r| r.first_block()).is_some() => {
                            calls.push(c)
                        }
                        _ => outside = true,
                    }
                }
                Walk::Advance
            });
            g.stored.extend(direct.iter().cloned());
            g.stores.insert(f, (direct, outside));
            callees.insert(f, calls);
        }
        // Through calls, to a fixpoint.
        let mut changed = true;
        while changed {
            changed = false;
            for (f, cs) in &callees {
                for c in cs {
                    let Some((add, out)) = g.stores.get(c).cloned() else {
                        continue;
                    };
                    let entry = g.stores.get_mut(f).expect("function summary");
                    let before = (entry.0.len(), entry.1);
                    entry.0.extend(add);
                    entry.1 |= out;
                    changed |= before != (entry.0.len(), entry.1);
                }
            }
        }
        g
    }

    /// Whether global `sym` may change while the program runs.
    fn changing(&self, sym: &str) -> bool {
        self.stored.contains(sym) || self.public_mutable.contains(sym)
    }

    /// Whether call `call` may store global `sym`.
    fn call_may_store(&self, call: Op, sym: &str) -> bool {
        let outside = |out: bool| out && self.public_mutable.contains(sym);
        match call.resolve_callable() {
            Some(f) => match self.stores.get(&f) {
                Some((s, out)) => s.contains(sym) || outside(*out),
                None => outside(true),
            },
            None => true,
        }
    }
}

/// The (leaf) name of the global an `ml_program` op refers to.
fn symbol(op: Op) -> Option<String> {
    op.attr("global").and_then(|a| a.as_flat_symbol())
}

/// Whether `name` is bufferized under `dialect-filter` `dialects`.
fn in_filter(dialects: &[String]) -> bool {
    dialects.is_empty() || dialects.iter().any(|d| d == "ml_program")
}

/// Replaces every `ml_program.global` of tensor type in `module` (outside
/// functions) by a `memref.global` of the identity-layout memref type.
/// A global without an initial value is an error, as upstream ("global op
/// must have a value").
pub fn convert_globals(module: Op, dialects: &[String]) -> Result<(), PassError> {
    if !in_filter(dialects) {
        return Ok(());
    }
    let mut globals: Vec<Op> = Vec::new();
    module.walk(Order::Pre, |op| {
        if op.is_function() {
            return Walk::Skip;
        }
        if op.name().as_str() == "ml_program.global"
            && op
                .attr("type")
                .and_then(|a| a.as_type())
                .is_some_and(|t| t.is_tensor())
        {
            globals.push(op);
        }
        Walk::Advance
    });
    for g in globals {
        let tensor = g.attr("type").and_then(|a| a.as_type()).expect("type");
        let value = g
            .attr("value")
            .filter(|v| v.is_elements())
            .ok_or_else(|| PassError::new(g, "global op must have a value"))?;
        if !tensor.is_ranked_shaped() {
            return Err(PassError::new(
                g,
                "ferrobuf-one-shot-bufferize: a global of unranked tensor type has no memref.global form",
            ));
        }
        let ctx = g.context();
        let ty = types::identity(tensor, None);
        let mut attrs = vec![
            ("sym_name", g.attr("sym_name").expect("symbol name")),
            ("type", ctx.type_attr(ty)),
            ("initial_value", value),
        ];
        if let Some(v) = g.attr("sym_visibility") {
            attrs.push(("sym_visibility", v));
        }
        if g.attr("is_mutable").is_none() {
            attrs.push(("constant", ctx.unit_attr()));
        }
        Builder::before(g).create(OpSpec {
            name: "memref.global",
            attrs: &attrs,
            ..Default::default()
        });
        g.erase();
    }
    Ok(())
}

/// `memref.get_global @name : ty`.
fn get_global(b: &Builder, name: &str, ty: Type) -> crate::ir::Value {
    let sym = b
        .ctx()
        .parse_attr(&format!(
            "@\"{}\"",
            name.replace('\\', "\\\\").replace('"', "\\\"")
        ))
        .expect("symbol reference");
    b.create(OpSpec {
        name: "memref.get_global",
        results: &[ty],
        attrs: &[("name", sym)],
        ..Default::default()
    })
    .result(0)
}

impl Rewriter<'_> {
    /// `ml_program.global_load` / `global_load_const`: the global's buffer,
    /// or a snapshot copy of it (see the module doc).
    pub(super) fn global_load(&mut self, op: Op, b: &Builder) -> R<()> {
        let t = op.result(0);
        let sym = symbol(op).ok_or_else(|| {
            PassError::new(op, "ferrobuf-one-shot-bufferize: expected a global symbol")
        })?;
        let g = get_global(b, &sym, types::identity(t.ty(), None));
        let m = if op.name().as_str() == "ml_program.global_load"
            && self.load_needs_snapshot(op, &sym)
        {
            let new = self.alloc_like(b, t.ty(), Some(g), None)?;
            ops::memref_copy(b, g, new);
            self.explain(
                new,
                &format!(
                    "copy of global @{sym}: it may be stored while the loaded value is in use"
                ),
                None,
            );
            new
        } else {
            g
        };
        self.bufs.insert(t, m);
        self.kill(op);
        Ok(())
    }

    /// `ml_program.global_store`: copies the stored tensor's buffer into
    /// the global's.
    pub(super) fn global_store(&mut self, op: Op, b: &Builder) -> R<()> {
        let v = op.operand(0);
        let sym = symbol(op).ok_or_else(|| {
            PassError::new(op, "ferrobuf-one-shot-bufferize: expected a global symbol")
        })?;
        let m = self.buffer(v);
        let g = get_global(b, &sym, types::identity(self.tty(v), None));
        ops::memref_copy(b, m, g);
        self.kill(op);
        Ok(())
    }

    /// Whether loaded value `load` (of global `sym`) must be a copy of the
    /// global rather than the global's buffer (see the module doc).
    fn load_needs_snapshot(&self, load: Op, sym: &str) -> bool {
        let Some(start) = self.a.id(load.result(0)) else {
            return true;
        };
        // The values sharing the loaded buffer (through in-place aliasing
        // uses) and the ops using them (an out-of-place use copies, which
        // reads the buffer at that op).
        let mut seen = vec![start];
        let mut stack = vec![start];
        let mut users: Vec<Op> = Vec::new();
        while let Some(x) = stack.pop() {
            for &u in &self.a.uses_of[x as usize] {
                let us = &self.a.uses[u as usize];
                users.push(us.op);
                if !self.a.is_inplace(u) {
                    continue;
                }
                for &(y, _) in &us.aliases {
                    if !seen.contains(&y) {
                        seen.push(y);
                        stack.push(y);
                    }
                }
            }
        }
        if users.iter().any(|&o| {
            matches!(
                self.kind(o),
                Kind::Return | Kind::ToBuffer | Kind::Unknown | Kind::Foreign
            )
        }) {
            return true;
        }
        let globals = &self.globals.ml_program;
        if !globals.changing(sym) {
            return false;
        }
        let Some(block) = load.block() else {
            return true;
        };
        // The last op of the load's block that holds a use.
        let mut last = load;
        for o in users {
            let mut x = o;
            while x.block() != Some(block) {
                match x.parent() {
                    Some(p) => x = p,
                    None => return true,
                }
            }
            if last.is_before_in_block(x) {
                last = x;
            }
        }
        if last == load {
            return false;
        }
        let mut cur = load.next();
        while let Some(o) = cur {
            if may_store(globals, o, sym) {
                return true;
            }
            if o == last {
                break;
            }
            cur = o.next();
        }
        false
    }
}

/// Whether `op` (or an op nested in it) stores global `sym` or calls a
/// function that may store it.
fn may_store(globals: &MlGlobals, op: Op, sym: &str) -> bool {
    let mut found = false;
    op.walk(Order::Pre, |o| {
        let stores =
            o.name().as_str() == "ml_program.global_store" && symbol(o).as_deref() == Some(sym);
        if stores || (o.interfaces().call() && globals.call_may_store(o, sym)) {
            found = true;
            return Walk::Interrupt;
        }
        Walk::Advance
    });
    found
}
