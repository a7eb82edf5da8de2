//! What `ferrobuf-drop-equivalent-buffer-results` and
//! `ferrobuf-buffer-results-to-out-params` share: finding a module's
//! functions and the `func.call`s to them in one walk, deciding which
//! functions may change their signature, editing a signature together with
//! its argument and result attributes, and `memref.cast` compatibility.
//!
//! # Which functions change
//! Both passes change the top-level `func.func`s of the module they run on
//! (functions of nested modules are left to a run on that module, as
//! upstream) that have a body and are private (or nested), or public with
//! `modify-public-functions`. A function whose symbol is used by anything
//! but the `callee` of a `func.call` in the module (a `func.constant`,
//! another call-like op, an attribute) is left unchanged: that use would
//! no longer match the new signature. Upstream changes it and leaves IR
//! that does not verify (`'func.constant' op reference to function with
//! mismatched type`).
//!
//! # Cost
//! One walk of the module (calls and symbol uses, without entering nested
//! symbol tables, whose calls refer to their own symbols), then work
//! proportional to the functions and calls changed.

use crate::analysis::fxhash::{FxHashMap, FxHashSet};
use crate::ir::{Attribute, Op, Order, Trait, Type, Visibility, WalkFilter, dynamic_size};
use crate::op_names;

op_names!(pub Names {
    func = "func.func",
    call = "func.call",
    ret = "func.return",
    cast = "memref.cast",
    alloc = "memref.alloc",
});

/// The module's functions and the calls to them.
pub struct CallGraph {
    /// Top-level `func.func`s, in module order.
    pub funcs: Vec<Op>,
    /// `func.call`s per callee name, in walk order (callers' order in the
    /// module, pre-order inside each).
    pub calls: FxHashMap<String, Vec<Op>>,
    /// Names used by something other than a `func.call`'s callee.
    escaped: FxHashSet<String>,
}

impl CallGraph {
    /// One walk of `module` (see the module doc).
    pub fn collect(module: Op, names: &Names) -> CallGraph {
        let mut funcs = Vec::new();
        if let Some(body) = module.regions().next().and_then(|r| r.first_block()) {
            funcs.extend(body.ops().filter(|op| op.is(names.func)));
        }
        let mut calls: FxHashMap<String, Vec<Op>> = FxHashMap::default();
        let mut escaped = FxHashSet::default();
        // Only ops holding a symbol reference matter (filtered on the C++
        // side); those inside a nested symbol table refer to its symbols.
        module.walk_filtered(Order::Pre, WalkFilter::SYMBOL_REF, |op| {
            let mut p = Some(op);
            while let Some(q) = p
                && q != module
            {
                if q.has_trait(Trait::FerrobufTraitSymbolTable) {
                    return;
                }
                p = q.parent();
            }
            let callee_attr = if op.is(names.call) {
                op.attr("callee")
            } else {
                None
            };
            let callee = callee_attr.and_then(|a| a.as_flat_symbol());
            let callee_attr = callee.as_ref().and(callee_attr);
            for a in op.symbol_refs() {
                if Some(a) == callee_attr {
                    continue;
                }
                if let Some(name) = a.as_flat_symbol() {
                    escaped.insert(name);
                }
            }
            if let Some(c) = callee {
                calls.entry(c).or_default().push(op);
            }
        });
        CallGraph {
            funcs,
            calls,
            escaped,
        }
    }

    /// Whether `f` may change its signature (see the module doc).
    pub fn may_change(&self, f: Op, modify_public: bool) -> bool {
        if f.is_external_function() {
            return false;
        }
        if f.visibility() == Some(Visibility::Public) && !modify_public {
            return false;
        }
        !self.escaped.contains(&sym_name(f))
    }

    /// The `func.call`s of `f`.
    pub fn calls_of(&self, f: Op) -> &[Op] {
        self.calls.get(&sym_name(f)).map_or(&[], |v| v.as_slice())
    }
}

/// A function's symbol name.
pub fn sym_name(f: Op) -> String {
    f.attr("sym_name")
        .and_then(|a| a.as_string())
        .unwrap_or_default()
}

/// Sets `f`'s signature to `args -> results`, keeping the argument and
/// result attributes of the kept positions: `keep_results[i]` says whether
/// old result `i` stays; `new_args` are appended, each with the dictionary
/// `new_arg_attr` (`None` for none).
pub fn set_signature(
    f: Op,
    results: &[Type],
    keep_results: &[bool],
    new_args: &[Type],
    new_arg_attr: Option<Attribute>,
) {
    let ctx = f.context();
    let old_args = f.function_argument_types();
    let mut args = old_args.clone();
    args.extend_from_slice(new_args);
    f.set_attr(
        "function_type",
        ctx.type_attr(Type::function(ctx, &args, results)),
    );
    let empty = || ctx.parse_attr("{}").expect("empty dictionary");
    if let Some(old) = f.attr("res_attrs").and_then(|a| a.array_elements()) {
        let kept: Vec<Attribute> = old
            .into_iter()
            .zip(keep_results)
            .filter(|(_, k)| **k)
            .map(|(a, _)| a)
            .collect();
        if kept.is_empty() {
            f.remove_attr("res_attrs");
        } else {
            f.set_attr("res_attrs", ctx.array_attr(&kept));
        }
    }
    if new_args.is_empty() {
        return;
    }
    let old = f.attr("arg_attrs").and_then(|a| a.array_elements());
    if old.is_none() && new_arg_attr.is_none() {
        return;
    }
    let mut all = old.unwrap_or_else(|| vec![empty(); old_args.len()]);
    all.extend(new_args.iter().map(|_| new_arg_attr.unwrap_or_else(empty)));
    f.set_attr("arg_attrs", ctx.array_attr(&all));
}

/// Keeps a rebuilt call's optional `arg_attrs`/`res_attrs` in step with
/// its operands and results: results not kept lose their entry, appended
/// operands get an empty dictionary.
pub fn fix_call_attrs(call: Op, keep_results: &[bool], appended_args: usize) {
    let ctx = call.context();
    if let Some(old) = call.attr("res_attrs").and_then(|a| a.array_elements()) {
        let kept: Vec<Attribute> = old
            .into_iter()
            .zip(keep_results)
            .filter(|(_, k)| **k)
            .map(|(a, _)| a)
            .collect();
        call.set_attr("res_attrs", ctx.array_attr(&kept));
    }
    if appended_args > 0
        && let Some(mut old) = call.attr("arg_attrs").and_then(|a| a.array_elements())
    {
        let empty = ctx.parse_attr("{}").expect("empty dictionary");
        old.extend(std::iter::repeat_n(empty, appended_args));
        call.set_attr("arg_attrs", ctx.array_attr(&old));
    }
}

/// Whether `memref.cast` from `from` to `to` verifies: ranked to unranked
/// (or back) with the same element type and memory space, or ranked types
/// of one rank, element type and memory space whose sizes, strides and
/// offsets agree wherever both are static.
pub fn cast_valid(from: Type, to: Type) -> bool {
    if from == to {
        return true;
    }
    if from.is_unranked_memref() || to.is_unranked_memref() {
        return from.element_type() == to.element_type()
            && from.memref_memory_space() == to.memref_memory_space()
            && !(from.is_unranked_memref() && to.is_unranked_memref());
    }
    if !from.is_memref() || !to.is_memref() {
        return false;
    }
    if from.rank() != to.rank()
        || from.element_type() != to.element_type()
        || from.memref_memory_space() != to.memref_memory_space()
    {
        return false;
    }
    let dynamic = dynamic_size();
    let agree = |a: i64, b: i64| a == dynamic || b == dynamic || a == b;
    if !from
        .shape()
        .iter()
        .zip(to.shape())
        .all(|(&a, b)| agree(a, b))
    {
        return false;
    }
    if from.memref_layout() == to.memref_layout() {
        return true;
    }
    let (Some((fs, fo)), Some((ts, to_))) = (from.strides_and_offset(), to.strides_and_offset())
    else {
        return false;
    };
    agree(fo, to_) && fs.iter().zip(&ts).all(|(&a, &b)| agree(a, b))
}
