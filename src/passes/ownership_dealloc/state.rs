//! The per-function state of the pass and the `i1` and dealloc building
//! blocks every part uses: constants, conjunction, negation and selection
//! of ownership conditions (folded where static, dead ones erased at the
//! end), base buffers of dealloc lists, and the dealloc op itself.

use super::{Names, is_memref};
use crate::analysis::alias::{Root, root_of};
use crate::analysis::alloc::{Allocation, allocations};
use crate::analysis::cfg::Cfg;
use crate::analysis::dominance::Dominance;
use crate::analysis::fxhash::FxHashMap as HashMap;
use crate::analysis::liveness::Liveness;
use crate::ir::ops::{const_i1, constant_bool};
use crate::ir::{Block, Builder, Ctx, Op, OpSpec, Type, Value};
use crate::pass::PassError;

/// Everything known while processing one function.
pub(super) struct FuncState<'a> {
    pub(super) func: Op,
    pub(super) ctx: Ctx,
    pub(super) names: &'a Names,
    pub(super) cfg: &'a Cfg,
    pub(super) dom: &'a Dominance<'a>,
    pub(super) live: &'a Liveness,
    pub(super) i1: Type,
    pub(super) entry: Block,
    /// `false` and `true` at the function entry, and whether this pass made
    /// them (else they are the input's own leading constants).
    pub(super) consts: [Option<(Value, bool)>; 2],
    /// Values replaced by rebuilt ops (analyses hold the old ones).
    pub(super) repl: HashMap<Value, Value>,
    /// Memref block argument -> its ownership block argument.
    pub(super) arg_own: HashMap<Value, Value>,
    /// Per block: ownership of its live-out memrefs after its terminator.
    pub(super) end_own: Vec<HashMap<Value, Value>>,
    /// Rebuilt ops, erased once the function is done.
    pub(super) to_erase: Vec<Op>,
    /// Side-effect-free `i1` values made for conditions (edge predicates,
    /// conjunctions, selects), in creation order: those left unused once
    /// the function is done are erased, as are unused `true`/`false`
    /// constants, so that the output has no dead code for canonicalize to
    /// remove.
    pub(super) scratch: Vec<Value>,
    /// Memo of [`FuncState::never_owned`].
    pub(super) never: HashMap<Value, bool>,
    pub(super) dynamic: &'a HashMap<Op, usize>,
    pub(super) self_dynamic: bool,
}

/// The retain list of one dealloc: distinct values, in first-seen order.
#[derive(Default)]
pub(super) struct RetainList {
    pub(super) values: Vec<Value>,
    pub(super) index: HashMap<Value, usize>,
}

impl RetainList {
    pub(super) fn add(&mut self, v: Value) {
        if let std::collections::hash_map::Entry::Vacant(e) = self.index.entry(v) {
            e.insert(self.values.len());
            self.values.push(v);
        }
    }

    /// The ownership of `v` after the dealloc whose `results` match this
    /// list; `otherwise` when `v` is not retained.
    pub(super) fn ownership(&self, v: Value, results: &[Value], otherwise: Value) -> Value {
        self.index.get(&v).map_or(otherwise, |&k| results[k])
    }
}

/// A held memref: the value and its ownership indicator.
pub(super) type Held = Vec<(Value, Value)>;

impl<'a> FuncState<'a> {
    pub(super) fn run(
        func: Op,
        names: &'a Names,
        dynamic: &'a HashMap<Op, usize>,
        self_dynamic: bool,
    ) -> Result<(), PassError> {
        let Some(body) = func.function_body() else {
            return Ok(());
        };
        let Some(entry) = body.first_block() else {
            return Ok(());
        };
        let cfg = Cfg::build(func);
        let dom = Dominance::new(&cfg);
        let live = Liveness::new(&cfg);
        let ctx = func.context();
        let mut st = FuncState {
            func,
            ctx,
            names,
            cfg: &cfg,
            dom: &dom,
            live: &live,
            i1: ctx.int_type(1),
            entry,
            consts: [None, None],
            repl: HashMap::default(),
            arg_own: HashMap::default(),
            end_own: vec![HashMap::default(); cfg.num_blocks()],
            to_erase: Vec::new(),
            scratch: Vec::new(),
            never: HashMap::default(),
            dynamic,
            self_dynamic,
        };
        let result = st.process_region(body, Vec::new());
        for op in st.to_erase.drain(..).rev() {
            op.erase();
        }
        // Reverse creation order (a value's operands were made before it),
        // then the entry constants this pass made, which they may use.
        let made_consts = st.consts.into_iter().flatten().filter(|&(_, made)| made);
        for v in st
            .scratch
            .drain(..)
            .rev()
            .chain(made_consts.map(|(v, _)| v))
        {
            if v.first_use_owner().is_none()
                && let Some(op) = v.defining_op()
            {
                op.erase();
            }
        }
        result
    }

    /// Values this function can never own, hence never holds nor retains:
    /// its arguments, results of ops without memref operands that allocate
    /// nothing freeable (`memref.get_global`, `memref.alloca`), and views
    /// of those. By the function boundary ABI no owned buffer aliases them.
    pub(super) fn never_owned(&mut self, v: Value) -> bool {
        if let Some(&b) = self.never.get(&v) {
            return b;
        }
        let b = match v.defining_op() {
            None => v.owner_block() == Some(self.entry),
            Some(op) => {
                let ifaces = op.interfaces();
                if ifaces.call()
                    || ifaces.region_branch()
                    || allocations(op).contains(&Allocation::Managed(v))
                {
                    false
                } else if ifaces.view_like() {
                    match op.view_source() {
                        Some(src) if src != v => self.never_owned(src),
                        _ => false,
                    }
                } else {
                    !op.operands().any(is_memref)
                }
            }
        };
        self.never.insert(v, b);
        b
    }

    pub(super) fn fix(&self, v: Value) -> Value {
        self.repl.get(&v).copied().unwrap_or(v)
    }

    /// `arith.constant true/false`, once per function at its entry: the
    /// input's own when the constants leading the entry block have it (as
    /// canonicalize leaves them; a second one would be merged into it).
    pub(super) fn bool_const(&mut self, value: bool) -> Value {
        if let Some((v, _)) = self.consts[value as usize] {
            return v;
        }
        let mut op = self.entry.first_op();
        while let Some(o) = op.filter(|o| o.is(self.names.constant)) {
            let r = o.result(0);
            if r.ty() == self.i1 && constant_bool(r, self.names.constant) == Some(value) {
                self.consts[value as usize] = Some((r, false));
                return r;
            }
            op = o.next();
        }
        let first = self.entry.first_op().expect("entry block has a terminator");
        let v = const_i1(&Builder::before(first).with_loc(self.func.loc()), value);
        self.consts[value as usize] = Some((v, true));
        v
    }

    pub(super) fn const_value(&self, v: Value) -> Option<bool> {
        let is = |c: Option<(Value, bool)>| c.is_some_and(|(x, _)| x == v);
        if is(self.consts[1]) {
            Some(true)
        } else if is(self.consts[0]) {
            Some(false)
        } else {
            None
        }
    }

    pub(super) fn and(&mut self, b: &Builder, x: Value, y: Value) -> Value {
        match (self.const_value(x), self.const_value(y)) {
            (Some(true), _) => y,
            (_, Some(true)) => x,
            (Some(false), _) | (_, Some(false)) => self.bool_const(false),
            _ if x == y => x,
            _ => {
                let v = crate::ir::ops::arith_binary(b, "arith.andi", x, y);
                self.scratch.push(v);
                v
            }
        }
    }

    /// `¬x`: a constant for a constant, the negated comparison for an
    /// `arith.cmpi` (the form canonicalize gives `xori(cmpi, true)`), else
    /// `arith.xori %x, %true`.
    pub(super) fn not(&mut self, b: &Builder, x: Value) -> Value {
        if let Some(c) = self.const_value(x) {
            return self.bool_const(!c);
        }
        let negated_cmp = x
            .defining_op()
            .filter(|d| d.is(self.names.cmpi))
            .and_then(|d| crate::ir::ops::negated_cmpi(b, d));
        let v = match negated_cmp {
            Some(v) => v,
            None => {
                let t = self.bool_const(true);
                crate::ir::ops::arith_binary(b, "arith.xori", x, t)
            }
        };
        self.scratch.push(v);
        v
    }

    pub(super) fn select(&mut self, b: &Builder, c: Value, x: Value, y: Value) -> Value {
        if x == y {
            return x;
        }
        let v = b
            .create(OpSpec {
                name: "arith.select",
                operands: &[c, x, y],
                results: &[self.i1],
                ..Default::default()
            })
            .result(0);
        self.scratch.push(v);
        v
    }

    /// The base buffer of `v` for a dealloc list: the allocation itself when
    /// it has the identity layout, else `memref.extract_strided_metadata`
    /// (of a rank-0 `memref.reinterpret_cast` of an unranked memref, which
    /// keeps its allocated and aligned pointers).
    pub(super) fn base_buffer(&mut self, b: &Builder, v: Value) -> Value {
        let ty = v.ty();
        if ty.has_identity_layout() && root_of(v) == Root::Alloc(v) {
            return v;
        }
        let (v, rank) = if ty.is_unranked_memref() {
            let ctx = self.ctx;
            let layout = ctx.strided_layout(0, &[]);
            let r0 = Type::memref(
                &[],
                ty.element_type(),
                Some(layout),
                ty.memref_memory_space(),
            )
            .expect("rank-0 strided memref type");
            let cast = crate::ir::ops::memref_reinterpret_cast(
                b,
                v,
                r0,
                crate::ir::ops::Ofr::Static(0),
                &[],
                &[],
            );
            (cast, 0)
        } else {
            (v, ty.rank())
        };
        let base = Type::memref(&[], ty.element_type(), None, ty.memref_memory_space())
            .expect("rank-0 base buffer type");
        let index = self.ctx.index_type();
        let mut results = vec![base, index];
        results.extend(std::iter::repeat_n(index, 2 * rank));
        b.create(OpSpec {
            name: "memref.extract_strided_metadata",
            operands: &[v],
            results: &results,
            ..Default::default()
        })
        .result(0)
    }

    /// `bufferization.dealloc (bases) if (conds) retain (retained)`; the
    /// ownership of each retained value afterwards.
    pub(super) fn dealloc(
        &mut self,
        b: &Builder,
        bases: &[Value],
        conds: &[Value],
        retained: &[Value],
    ) -> Vec<Value> {
        let live: Vec<usize> = (0..bases.len())
            .filter(|&i| self.const_value(conds[i]) != Some(false))
            .collect();
        if live.is_empty() {
            let f = self.bool_const(false);
            return vec![f; retained.len()];
        }
        let mut operands: Vec<Value> = live.iter().map(|&i| bases[i]).collect();
        operands.extend(live.iter().map(|&i| conds[i]));
        operands.extend_from_slice(retained);
        let n = live.len() as i32;
        let seg = self.ctx.i32_array_attr(&[n, n, retained.len() as i32]);
        let op = b.create(OpSpec {
            name: "bufferization.dealloc",
            operands: &operands,
            results: &vec![self.i1; retained.len()],
            attrs: &[("operandSegmentSizes", seg)],
            ..Default::default()
        });
        op.results().collect()
    }

    pub(super) fn materialize_list(
        &mut self,
        b: &Builder,
        held: &Held,
    ) -> (Vec<Value>, Vec<Value>) {
        let bases = held.iter().map(|&(v, _)| self.base_buffer(b, v)).collect();
        let conds = held.iter().map(|&(_, o)| o).collect();
        (bases, conds)
    }

    pub(super) fn clone_op(&mut self, b: &Builder, v: Value) -> Value {
        crate::ir::ops::bufferization_clone(b, v)
    }
}
