//! Ops that bufferize to a new buffer of their own: `bufferization.alloc_tensor`
//! (optionally a copy) and tensor `arith.constant`s (a read-only
//! `memref.global` in the symbol table holding the function).

use crate::ir::{Builder, Op, OpSpec, Value, ops};
use crate::passes::one_shot::types::{self};

use super::{R, Rewriter};

impl Rewriter<'_> {
    pub(super) fn alloc_tensor(&mut self, op: Op, b: &Builder) -> R<()> {
        let t = op.result(0);
        // Operands: dynamic sizes, then optional copy, then optional size_hint.
        let seg = op
            .attr("operandSegmentSizes")
            .and_then(|a| a.as_dense_ints());
        let (ndyn, ncopy) = match seg {
            Some(s) if s.len() >= 2 => (s[0] as usize, s[1] as usize),
            _ => (op.num_operands(), 0),
        };
        let space = op.attr("memory_space").or_else(|| self.space(t.ty()));
        let ty = types::identity(t.ty(), space);
        let m = if ncopy == 1 {
            let src = self.buffer(op.operand(ndyn));
            let new = self.alloc_like(b, t.ty(), Some(src), space)?;
            ops::memref_copy(b, src, new);
            new
        } else {
            let dyn_sizes: Vec<Value> = op.operands().take(ndyn).collect();
            let m = ops::memref_alloc(b, ty, &dyn_sizes, self.alignment(b));
            self.fresh
                .push((m, "allocation for 'bufferization.alloc_tensor'"));
            m
        };
        if ncopy == 1 {
            self.explain(m, "allocation for 'bufferization.alloc_tensor'", None);
        }
        self.bufs.insert(t, m);
        self.kill(op);
        Ok(())
    }

    pub(super) fn constant(&mut self, op: Op, b: &Builder) -> R<()> {
        let t = op.result(0);
        let value = op.attr("value").expect("arith.constant has a value");
        let ty = types::identity(t.ty(), self.space(t.ty()));
        let key = format!("{} : {}", value.print(), ty.print());
        let name = if let Some((name, _)) = self.globals.by_key.get(&key) {
            name.clone()
        } else {
            let shape: Vec<String> = t.ty().shape().iter().map(|d| d.to_string()).collect();
            let base = format!(
                "__constant_{}x{}",
                shape.join("x"),
                t.ty().element_type().print()
            );
            let base = base.replace("__constant_x", "__constant_");
            let mut name = base.clone();
            let mut k = 0;
            while self.globals.taken.contains(&name) {
                name = format!("{base}_{k}");
                k += 1;
            }
            self.globals.taken.insert(name.clone());
            let ctx = b.ctx();
            let gb = match self.globals.anchor {
                Some(a) => Builder::before(a),
                None => Builder::at_end(self.globals.module_body, op.loc()),
            }
            .with_loc(op.loc());
            let mut attrs = vec![
                ("sym_name", ctx.string_attr(&name)),
                ("sym_visibility", ctx.string_attr("private")),
                ("type", ctx.type_attr(ty)),
                ("initial_value", value),
                ("constant", ctx.unit_attr()),
            ];
            if self.opts.alignment > 0 {
                attrs.push((
                    "alignment",
                    ctx.int_attr(ctx.int_type(64), self.opts.alignment as i64),
                ));
            }
            gb.create(OpSpec {
                name: "memref.global",
                attrs: &attrs,
                ..Default::default()
            });
            self.globals.by_key.insert(key, (name.clone(), ty));
            name
        };
        let sym = b.ctx().flat_symbol_ref_attr(&name);
        let m = b
            .create(OpSpec {
                name: "memref.get_global",
                results: &[ty],
                attrs: &[("name", sym)],
                ..Default::default()
            })
            .result(0);
        self.bufs.insert(t, m);
        self.kill(op);
        Ok(())
    }
}
