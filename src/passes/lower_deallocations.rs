//! `ferrobuf-bufferization-lower-deallocations`: lowers every
//! `bufferization.dealloc` to `memref.dealloc`, with runtime checks only
//! where needed.
//!
//! # Contract
//! As upstream `--bufferization-lower-deallocations` (MLIR 22), per dealloc:
//! - **no memrefs**: every result is `false`;
//! - **one memref, nothing retained**: `memref.dealloc`, under
//!   `scf.if %cond` unless the condition is the constant `true` (statically
//!   owned: plain `memref.dealloc`, no check) — a constant `false` emits
//!   nothing; a dealloc right after another one lowered under the same
//!   condition frees in that `scf.if` (beyond upstream: canonicalize would
//!   merge the two);
//! - **one memref, any number retained**: compare its aligned base pointer
//!   (`memref.extract_aligned_pointer_as_index`) with each retained one;
//!   free it when owned and aliasing none; the ownership of retained value
//!   `r` becomes `cond ∧ (ptr(r) = ptr(m))`. Code size is linear. Unlike
//!   upstream, the comparisons are emitted as canonicalize leaves them
//!   (`cmpi eq`/`ne`, not the negation of the other);
//! - **two to four memrefs** (`INLINE_MAX`): the same decisions as the
//!   helper below, computed inline with pairwise pointer comparisons (no
//!   call, no heap lists; beyond upstream); "not the pointer of an earlier
//!   memref that is freed" is a plain `cmpi ne` when that one is surely
//!   freed, and no constant is made unless used;
//! - **general case**: the pointers and conditions go into small index/i1
//!   buffers and one generated function per module, `dealloc_helper`
//!   (created on first need in the closest enclosing module, renamed if that
//!   symbol is taken), computes for each memref whether to free it (owned,
//!   aliasing no retained value and no earlier memref of the list that is
//!   freed) and for each retained value its new
//!   ownership (some owned memref of the list aliases it). The memrefs are
//!   then freed under `scf.if`, and the helper buffers freed.
//!
//! # Where it runs
//! On any op, like upstream. The helper goes into the closest module
//! enclosing the dealloc *inside the op the pass runs on* (the op itself
//! when it is a module). When there is none (the pass runs on a function,
//! e.g. `func.func(ferrobuf-bufferization-lower-deallocations)`, and may
//! not touch the module around it), the helper's loops are emitted inline
//! in place of the call. Upstream fails there instead ("library function
//! required for generic lowering, but cannot be automatically inserted
//! when operating on functions"), for any dealloc of two memrefs or more.
//!
//! The constants it needs (`true`, `false`, list indices) are made once per
//! function at the front of its entry block, where canonicalize would move
//! and merge them (upstream makes them next to each dealloc).
//!
//! The helper's body is written by ferrobuf (parsed from text below), to the
//! behaviour the spec describes.
//!
//! **Beyond upstream**: a `bufferization.clone` whose type MLIR's
//! `convert-bufferization-to-memref` cannot produce from an identity
//! buffer (a static offset, or static strides the identity layout does not
//! have, as in the clone of a returned `memref.subview %a[3] [3] [1]`) is
//! expanded here into an allocation, a `memref.reinterpret_cast` to the
//! clone's type and a copy ([`super::clone_layouts`]); upstream leaves it,
//! and the program cannot be lowered further.

use crate::ir::ops::{CmpI, EntryConstants, arith_binary, cmpi, constant_bool, scf_if_then};
use crate::ir::{Block, Builder, Op, OpSpec, Type, Value};
use crate::op_names;
use crate::pass::{Changed, PassDef, PassError, PassResult};

/// The pass declaration.
pub static PASS: PassDef = PassDef {
    argument: "ferrobuf-bufferization-lower-deallocations",
    summary: "Lower bufferization.dealloc to memref.dealloc with runtime alias checks where needed (like upstream --bufferization-lower-deallocations)",
    anchor: None,
    dependent_dialects: &["arith", "func", "memref", "scf"],
    options: &[],
    run,
};

op_names!(Names { dealloc = "bufferization.dealloc", constant = "arith.constant", module = "builtin.module" });

/// Base name of the generated helper function.
pub const HELPER: &str = "dealloc_helper";

fn run(root: Op, _options: &crate::pass::Options) -> PassResult {
    let names = Names::new(root.context());
    let deallocs = root.collect_nested(names.dealloc);
    let expanded = super::clone_layouts::expand(root);
    if deallocs.is_empty() {
        return Ok(if expanded { Changed::Yes } else { Changed::No });
    }
    // One helper per (closest enclosing) module inside `root`.
    let mut helpers: std::collections::HashMap<Op, String> = Default::default();
    let mut last_guard: Option<(Op, Value)> = None;
    let mut consts = EntryConstants::default();
    for d in deallocs {
        let scope = helper_scope(root, d, &names);
        lower_one(scope, d, &names, &mut helpers, &mut last_guard, &mut consts)?;
    }
    Ok(Changed::Yes)
}

/// The module that gets the helper for `d`: the closest one enclosing `d`
/// up to `root` (the op the pass runs on) included; `None` when there is
/// none there (the helper's body is then inlined).
fn helper_scope(root: Op, d: Op, names: &Names) -> Option<Op> {
    let mut scope = d.parent();
    while let Some(p) = scope {
        if p.is(names.module) {
            return Some(p);
        }
        if p == root {
            return None;
        }
        scope = p.parent();
    }
    None
}

struct Dealloc {
    memrefs: Vec<Value>,
    conds: Vec<Value>,
    retained: Vec<Value>,
}

fn operands_of(d: Op) -> Dealloc {
    let n = d.num_operands();
    let r = d.num_results();
    let m = (n - r) / 2;
    let ops: Vec<Value> = d.operands().collect();
    Dealloc {
        memrefs: ops[..m].to_vec(),
        conds: ops[m..2 * m].to_vec(),
        retained: ops[2 * m..].to_vec(),
    }
}

fn aligned_pointer(b: &Builder, m: Value) -> Value {
    let index = b.ctx().index_type();
    b.create(OpSpec {
        name: "memref.extract_aligned_pointer_as_index",
        operands: &[m],
        results: &[index],
        ..Default::default()
    })
    .result(0)
}

/// `memref.dealloc m`, under `scf.if cond` unless `cond` is constant.
fn guarded_dealloc(b: &Builder, m: Value, cond: Value, names: &Names) {
    free_if(b, m, cond, constant_bool(cond, names.constant));
}

/// `memref.dealloc m` when `cond` holds: nothing when it is `known` false,
/// a plain dealloc when `known` true, else under `scf.if` (no else region).
pub(crate) fn free_if(b: &Builder, m: Value, cond: Value, known: Option<bool>) -> Option<Op> {
    match known {
        Some(false) => None,
        Some(true) => {
            crate::ir::ops::memref_dealloc(b, m);
            None
        }
        None => {
            let ifop = scf_if_then(b, cond);
            free_in_then(ifop, m);
            Some(ifop)
        }
    }
}

/// `memref.dealloc m` at the end of the then-block of `ifop`.
fn free_in_then(ifop: Op, m: Value) {
    let then_b = ifop.region(0).first_block().expect("then block");
    let yield_op = then_b.terminator().expect("scf.yield");
    crate::ir::ops::memref_dealloc(&Builder::before(yield_op), m);
}

fn lower_one(
    module: Option<Op>,
    d: Op,
    names: &Names,
    helpers: &mut std::collections::HashMap<Op, String>,
    last_guard: &mut Option<(Op, Value)>,
    consts: &mut EntryConstants,
) -> Result<(), PassError> {
    let ops = operands_of(d);
    let b = Builder::before(d);
    let guard = last_guard.take();
    let results: Vec<Value> = match ops.memrefs.len() {
        0 => {
            if ops.retained.is_empty() {
                Vec::new()
            } else {
                vec![consts.bool(d, false); ops.retained.len()]
            }
        }
        1 if ops.retained.is_empty() => {
            let (m, cond) = (ops.memrefs[0], ops.conds[0]);
            let ifop = match guard {
                // Right after the guard of the previous dealloc, under the
                // same condition: free in the same `scf.if` (what
                // canonicalize would otherwise merge).
                Some((ifop, c)) if c == cond && ifop.next() == Some(d) => {
                    free_in_then(ifop, m);
                    Some(ifop)
                }
                _ => free_if(&b, m, cond, constant_bool(cond, names.constant)),
            };
            *last_guard = ifop.map(|ifop| (ifop, cond));
            Vec::new()
        }
        1 => lower_single(&b, &ops, names),
        n if n <= INLINE_MAX => lower_inline(&b, &ops, names, || consts.bool(d, true)),
        _ => {
            let helper = match module {
                None => Helper::Inline(d),
                Some(module) => Helper::Call(match helpers.get(&module) {
                    Some(n) => n.clone(),
                    None => {
                        let n = build_helper(module)?;
                        helpers.insert(module, n.clone());
                        n
                    }
                }),
            };
            lower_general(&b, &ops, helper, names, |i| consts.index(d, i))?
        }
    };
    for (i, r) in results.into_iter().enumerate() {
        d.result(i).replace_all_uses_with(r);
    }
    d.erase();
    Ok(())
}

/// One memref, several retained values.
fn lower_single(b: &Builder, ops: &Dealloc, names: &Names) -> Vec<Value> {
    let m = ops.memrefs[0];
    let cond = ops.conds[0];
    let mp = aligned_pointer(b, m);
    let mut not_retained: Option<Value> = None;
    let mut rps = Vec::with_capacity(ops.retained.len());
    for &r in &ops.retained {
        let rp = aligned_pointer(b, r);
        rps.push(rp);
        let ne = cmpi(b, CmpI::Ne, mp, rp);
        not_retained = Some(match not_retained {
            None => ne,
            Some(acc) => arith_binary(b, "arith.andi", acc, ne),
        });
    }
    let should = match constant_bool(cond, names.constant) {
        Some(true) => not_retained.expect("at least one retained value"),
        _ => arith_binary(b, "arith.andi", not_retained.expect("retained"), cond),
    };
    guarded_dealloc(b, m, should, names);
    // Comparisons in the form canonicalize would leave them (`cmpi eq`,
    // not the negation of `cmpi ne`).
    rps.into_iter()
        .map(|rp| {
            let alias = cmpi(b, CmpI::Eq, mp, rp);
            match constant_bool(cond, names.constant) {
                Some(true) => alias,
                _ => arith_binary(b, "arith.andi", alias, cond),
            }
        })
        .collect()
}

/// Up to this many memrefs, the general case is lowered inline (pairwise
/// pointer comparisons, no helper call, no heap lists).
pub const INLINE_MAX: usize = 4;

/// A few memrefs, any number retained: memref `i` is freed when owned,
/// aliasing no retained value and no earlier memref that is freed; the
/// ownership of retained value `j` is the disjunction of the conditions of
/// the memrefs with its pointer.
fn lower_inline(
    b: &Builder,
    ops: &Dealloc,
    names: &Names,
    mut true_const: impl FnMut() -> Value,
) -> Vec<Value> {
    let and = |x: Value, y: Value| match (
        constant_bool(x, names.constant),
        constant_bool(y, names.constant),
    ) {
        (Some(true), _) => y,
        (_, Some(true)) => x,
        _ => arith_binary(b, "arith.andi", x, y),
    };
    let mp: Vec<Value> = ops.memrefs.iter().map(|&m| aligned_pointer(b, m)).collect();
    let rp: Vec<Value> = ops
        .retained
        .iter()
        .map(|&r| aligned_pointer(b, r))
        .collect();
    // Every retained value gets its ownership from the first memref on.
    let mut own: Vec<Option<Value>> = vec![None; rp.len()];
    let mut freed: Vec<Value> = Vec::with_capacity(mp.len());
    for (i, &p) in mp.iter().enumerate() {
        let c = ops.conds[i];
        let mut should = c;
        for (j, &q) in rp.iter().enumerate() {
            let same = cmpi(b, CmpI::Eq, p, q);
            let owned_here = and(same, c);
            own[j] = Some(match own[j] {
                None => owned_here,
                Some(o) => arith_binary(b, "arith.ori", o, owned_here),
            });
            let differ = cmpi(b, CmpI::Ne, p, q);
            should = and(should, differ);
        }
        for (k, &pk) in mp[..i].iter().enumerate() {
            // Not freed as a duplicate of memref k: ¬(same ∧ freed_k); a
            // plain `cmpi ne` when memref k is surely freed.
            let fresh = match constant_bool(freed[k], names.constant) {
                Some(true) => cmpi(b, CmpI::Ne, pk, p),
                _ => {
                    let same = cmpi(b, CmpI::Eq, pk, p);
                    let dup = and(same, freed[k]);
                    arith_binary(b, "arith.xori", dup, true_const())
                }
            };
            should = and(should, fresh);
        }
        guarded_dealloc(b, ops.memrefs[i], should, names);
        freed.push(should);
    }
    own.into_iter()
        .map(|o| o.expect("at least two memrefs"))
        .collect()
}

fn memref_type(elem: Type, n: usize) -> Type {
    Type::memref(&[n as i64], elem, None, None).expect("static memref type")
}

fn dyn_memref_type(elem: Type) -> Type {
    Type::memref(&[crate::ir::dynamic_size()], elem, None, None).expect("dynamic memref type")
}

fn alloc_list(b: &Builder, elem: Type, n: usize) -> (Value, Value) {
    let ty = memref_type(elem, n);
    let alloc = crate::ir::ops::memref_alloc(b, ty, &[], None);
    let cast = b
        .create(OpSpec {
            name: "memref.cast",
            operands: &[alloc],
            results: &[dyn_memref_type(elem)],
            ..Default::default()
        })
        .result(0);
    (alloc, cast)
}

fn store(b: &Builder, v: Value, mem: Value, i: Value) {
    b.create(OpSpec {
        name: "memref.store",
        operands: &[v, mem, i],
        ..Default::default()
    });
}

fn load(b: &Builder, mem: Value, i: Value, ty: Type) -> Value {
    b.create(OpSpec {
        name: "memref.load",
        operands: &[mem, i],
        results: &[ty],
        ..Default::default()
    })
    .result(0)
}

/// How the general case computes its decisions.
enum Helper {
    /// A call to the module's helper function of this name.
    Call(String),
    /// The helper's body, inlined before this dealloc.
    Inline(Op),
}

/// The general case, through the helper function (or its body).
fn lower_general(
    b: &Builder,
    ops: &Dealloc,
    helper: Helper,
    names: &Names,
    mut index_const: impl FnMut(i64) -> Value,
) -> Result<Vec<Value>, PassError> {
    let ctx = b.ctx();
    let index = ctx.index_type();
    let i1 = ctx.int_type(1);
    let n = ops.memrefs.len();
    let r = ops.retained.len();
    let (m_list, m_cast) = alloc_list(b, index, n);
    let (c_list, c_cast) = alloc_list(b, i1, n);
    let (r_list, r_cast) = alloc_list(b, index, r);
    let idx: Vec<Value> = (0..n.max(r)).map(|i| index_const(i as i64)).collect();
    for (i, &m) in ops.memrefs.iter().enumerate() {
        let p = aligned_pointer(b, m);
        store(b, p, m_list, idx[i]);
        store(b, ops.conds[i], c_list, idx[i]);
    }
    for (i, &v) in ops.retained.iter().enumerate() {
        let p = aligned_pointer(b, v);
        store(b, p, r_list, idx[i]);
    }
    let (d_out, d_cast) = alloc_list(b, i1, n);
    let (o_out, o_cast) = alloc_list(b, i1, r);
    let args = [m_cast, r_cast, c_cast, d_cast, o_cast];
    match helper {
        Helper::Call(name) => {
            let callee = ctx
                .parse_attr(&format!("@{name}"))
                .expect("symbol reference attribute");
            b.create(OpSpec {
                name: "func.call",
                operands: &args,
                attrs: &[("callee", callee)],
                ..Default::default()
            });
        }
        Helper::Inline(d) => inline_helper(d, &args)?,
    }
    for (i, &m) in ops.memrefs.iter().enumerate() {
        if constant_bool(ops.conds[i], names.constant) == Some(false) {
            continue;
        }
        let c = load(b, d_out, idx[i], i1);
        guarded_dealloc(b, m, c, names);
    }
    let results: Vec<Value> = (0..r).map(|i| load(b, o_out, idx[i], i1)).collect();
    for list in [m_list, r_list, c_list, d_out, o_out] {
        crate::ir::ops::memref_dealloc(b, list);
    }
    Ok(results)
}

/// Emits the helper's body right before `d` (after what was built there
/// so far), on `args` instead of its arguments: the helper is parsed at the
/// end of `d`'s block, its body moved out, and the empty function erased.
fn inline_helper(d: Op, args: &[Value]) -> Result<(), PassError> {
    let internal = |what: &str| PassError::new(d, format!("ferrobuf internal error: {what}"));
    let block = d
        .block()
        .ok_or_else(|| internal("dealloc outside a block"))?;
    let func = crate::ir::parse_op_into(d.context(), &HELPER_TEXT.replace("NAME", HELPER), block)
        .ok_or_else(|| internal("helper function did not parse"))?;
    let body = func
        .function_body()
        .and_then(|r| r.first_block())
        .ok_or_else(|| internal("helper function without a body"))?;
    for (arg, &v) in body.arguments().zip(args) {
        arg.replace_all_uses_with(v);
    }
    let moved: Vec<Op> = body.ops().collect();
    for op in &moved[..moved.len() - 1] {
        op.move_before(d);
    }
    func.erase();
    Ok(())
}

/// The helper's body: for each memref `i` of the list, free it iff its
/// condition holds and its pointer differs from every retained pointer and
/// from every earlier memref's *that is freed* (so a duplicate with a false
/// condition does not keep an owned one alive: upstream's helper leaks
/// there); the ownership of retained value `j` is the disjunction of the
/// conditions of the memrefs with the same pointer.
const HELPER_TEXT: &str = r#"
func.func private @NAME(%ptrs: memref<?xindex>, %kept: memref<?xindex>, %conds: memref<?xi1>, %free_out: memref<?xi1>, %own_out: memref<?xi1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %false = arith.constant false
  %n = memref.dim %ptrs, %c0 : memref<?xindex>
  %k = memref.dim %kept, %c0 : memref<?xindex>
  scf.for %j = %c0 to %k step %c1 {
    memref.store %false, %own_out[%j] : memref<?xi1>
  }
  scf.for %i = %c0 to %n step %c1 {
    %p = memref.load %ptrs[%i] : memref<?xindex>
    %c = memref.load %conds[%i] : memref<?xi1>
    %unkept = scf.for %j = %c0 to %k step %c1 iter_args(%acc = %true) -> (i1) {
      %q = memref.load %kept[%j] : memref<?xindex>
      %same = arith.cmpi eq, %q, %p : index
      scf.if %same {
        %o = memref.load %own_out[%j] : memref<?xi1>
        %o2 = arith.ori %o, %c : i1
        memref.store %o2, %own_out[%j] : memref<?xi1>
      }
      %differ = arith.cmpi ne, %q, %p : index
      %acc2 = arith.andi %acc, %differ : i1
      scf.yield %acc2 : i1
    }
    %first = scf.for %j = %c0 to %i step %c1 iter_args(%acc = %unkept) -> (i1) {
      %q = memref.load %ptrs[%j] : memref<?xindex>
      %freed = memref.load %free_out[%j] : memref<?xi1>
      %same = arith.cmpi eq, %q, %p : index
      %dup = arith.andi %same, %freed : i1
      %fresh = arith.xori %dup, %true : i1
      %acc2 = arith.andi %acc, %fresh : i1
      scf.yield %acc2 : i1
    }
    %free = arith.andi %first, %c : i1
    memref.store %free, %free_out[%i] : memref<?xi1>
  }
  return
}
"#;

/// Creates the helper at the end of the module; returns its symbol name.
fn build_helper(module: Op) -> Result<String, PassError> {
    let body: Block = module
        .region(0)
        .first_block()
        .ok_or_else(|| PassError::new(module, "module without a body"))?;
    let mut taken = std::collections::HashSet::new();
    for op in body.ops() {
        if let Some(n) = op.attr("sym_name").and_then(|a| a.as_string()) {
            taken.insert(n);
        }
    }
    let mut name = HELPER.to_owned();
    let mut k = 0;
    while taken.contains(&name) {
        k += 1;
        name = format!("{HELPER}_{k}");
    }
    let text = HELPER_TEXT.replace("NAME", &name);
    let func = crate::ir::parse_op_into(module.context(), &text, body).ok_or_else(|| {
        PassError::new(
            module,
            "ferrobuf internal error: helper function did not parse",
        )
    })?;
    debug_assert!(func.is_function());
    Ok(name)
}
