//! `ferrobuf-arith-bufferize`: the `arith` ops on tensors.
//!
//! # Contract
//! Runs on any op. Converts:
//! - `arith.constant` of a tensor type: on a module (or any op holding a
//!   symbol table), a private constant `memref.global` in the closest
//!   enclosing module (one per distinct value and type, named
//!   `__legacy_constant_<n>`, 64-byte aligned) read with
//!   `memref.get_global`; a global is read-only, which legacy buffers
//!   always are. Run on a function (`func.func(...)`), where adding
//!   symbols to the module would race with the other functions, a splat
//!   constant becomes `memref.alloc` + `linalg.fill`, and any other tensor
//!   constant is a located error (run the pass on the module);
//! - `arith.select` of tensors: `arith.select` of their buffers.
//!
//! Other `arith` ops on tensors (elementwise ops on tensors) are a located
//! error.
//!
//! ```mlir
//! %c = arith.constant dense<[1, 2]> : tensor<2xi64>
//!   =>  (module)
//! memref.global "private" constant @__legacy_constant_0 : memref<2xi64> = dense<[1, 2]> {alignment = 64 : i64}
//! %0 = memref.get_global @__legacy_constant_0 : memref<2xi64>
//! %c = bufferization.to_tensor %0 restrict : memref<2xi64> to tensor<2xi64>
//! ```

use std::collections::HashMap;

use crate::ir::ops::memref_alloc;
use crate::ir::{Attribute, Block, Builder, Op, OpSpec, Region};
use crate::op_names;
use crate::pass::{Options, PassDef, PassError, PassResult};

use super::type_converter::{Names as MatNames, buffer, convert_at, replace_op};

pub static PASS: PassDef = PassDef {
    argument: "ferrobuf-arith-bufferize",
    summary: "Legacy partial bufferization of arith ops on tensors (constants to memref.globals on a module, select)",
    anchor: None,
    dependent_dialects: &["bufferization", "memref", "linalg"],
    options: &[],
    run,
};

op_names!(Names {
    constant = "arith.constant",
    select = "arith.select",
    module = "builtin.module",
});

const NAME: &str = "ferrobuf-arith-bufferize";

/// Globals made so far, per module: by printed value and type.
struct Globals {
    by_key: HashMap<(Op, String), String>,
    taken: HashMap<Op, crate::analysis::fxhash::FxHashSet<String>>,
    next: usize,
}

fn run(root: Op, _options: &Options) -> PassResult {
    let names = Names::new(root.context());
    let mat = MatNames::new(root.context());
    let mut globals = Globals {
        by_key: HashMap::new(),
        taken: HashMap::new(),
        next: 0,
    };
    super::run_partial(
        root,
        |op| super::dialect(op) == "arith",
        |op| {
            if op.is(names.constant) {
                constant(op, root, &names, &mut globals)
            } else if op.is(names.select) {
                let b = Builder::before(op);
                let mut operands = vec![op.operand(0)];
                for v in op.operands().skip(1) {
                    operands.push(buffer(&b, v, &mat)?);
                }
                let ty = convert_at(op.result(0).ty(), op)?;
                let new = b.create(OpSpec {
                    name: "arith.select",
                    operands: &operands,
                    results: &[ty],
                    ..Default::default()
                });
                replace_op(op, &[new.result(0)]);
                Ok(())
            } else {
                Err(super::unsupported(NAME, op))
            }
        },
    )
}

fn constant(op: Op, root: Op, names: &Names, globals: &mut Globals) -> Result<(), PassError> {
    let ty = op.result(0).ty();
    let mty = convert_at(ty, op)?;
    let value = op
        .attr("value")
        .ok_or_else(|| PassError::new(op, "arith.constant without a value"))?;
    let b = Builder::before(op);
    // The closest enclosing module, if it is under the root (or the root).
    let mut module = None;
    let mut p = op.parent();
    while let Some(q) = p {
        if q.is(names.module) {
            module = Some(q);
            break;
        }
        if q == root {
            break;
        }
        p = q.parent();
    }
    let under_root = module.is_some_and(|m| m == root || root.is_proper_ancestor_of(m));
    let Some(module) = module.filter(|_| under_root) else {
        return splat_fill(op, &b, value, mty);
    };
    let key = (module, format!("{} : {}", value.print(), mty.print()));
    let sym = match globals.by_key.get(&key) {
        Some(s) => s.clone(),
        None => {
            let taken = globals
                .taken
                .entry(module)
                .or_insert_with(|| crate::passes::one_shot::symbol_names(module));
            let sym = loop {
                let s = format!("__legacy_constant_{}", globals.next);
                globals.next += 1;
                if !taken.contains(&s) {
                    break s;
                }
            };
            taken.insert(sym.clone());
            let ctx = op.context();
            let body: Block = module.region(0).first_block().expect("a module has a body");
            let gb = match body.first_op() {
                Some(first) => Builder::before(first),
                None => Builder::at_end(body, op.loc()),
            }
            .with_loc(op.loc());
            gb.create(OpSpec {
                name: "memref.global",
                attrs: &[
                    ("sym_name", ctx.string_attr(&sym)),
                    ("sym_visibility", ctx.string_attr("private")),
                    ("type", ctx.type_attr(mty)),
                    ("initial_value", value),
                    ("constant", ctx.unit_attr()),
                    ("alignment", ctx.int_attr(ctx.int_type(64), 64)),
                ],
                ..Default::default()
            });
            globals.by_key.insert(key, sym.clone());
            sym
        }
    };
    let ctx = op.context();
    let m = b
        .create(OpSpec {
            name: "memref.get_global",
            results: &[mty],
            attrs: &[("name", ctx.flat_symbol_ref_attr(&sym))],
            ..Default::default()
        })
        .result(0);
    replace_op(op, &[m]);
    Ok(())
}

/// A splat constant on a function: `memref.alloc` + `linalg.fill`.
fn splat_fill(
    op: Op,
    b: &Builder,
    value: Attribute,
    mty: crate::ir::Type,
) -> Result<(), PassError> {
    let text = value.print();
    let elem = mty.element_type();
    // A splat prints as `dense<x>` with a single element.
    let inner = text
        .strip_prefix("dense<")
        .and_then(|t| t.split_once('>'))
        .map(|(v, _)| v.trim().to_owned());
    let scalar_text = match inner {
        Some(v) if !v.starts_with('[') && mty.is_memref() => v,
        _ => {
            return Err(PassError::new(
                op,
                format!(
                    "{NAME}: a non-splat tensor constant needs a memref.global: run the pass on the module, not on a function"
                ),
            ));
        }
    };
    let scalar_attr = op
        .context()
        .parse_attr(&format!("{scalar_text} : {}", elem.print()))
        .ok_or_else(|| PassError::new(op, format!("{NAME}: cannot read the splat value")))?;
    let scalar = b
        .create(OpSpec {
            name: "arith.constant",
            results: &[elem],
            attrs: &[("value", scalar_attr)],
            ..Default::default()
        })
        .result(0);
    let m = memref_alloc(b, mty, &[], None);
    fill(b, scalar, m);
    replace_op(op, &[m]);
    Ok(())
}

/// `linalg.fill ins(%scalar) outs(%m)` on a buffer.
pub fn fill(b: &Builder, scalar: crate::ir::Value, m: crate::ir::Value) {
    let elem = m.ty().element_type();
    let region = Region::with_empty_block(b.loc());
    let block = region.first_block().expect("body block");
    let a = block.add_argument(elem, b.loc());
    block.add_argument(elem, b.loc());
    crate::ir::ops::linalg_yield(&Builder::at_end(block, b.loc()), &[a]);
    let seg = b.ctx().i32_array_attr(&[1, 1]);
    b.create(OpSpec {
        name: "linalg.fill",
        operands: &[scalar, m],
        attrs: &[("operandSegmentSizes", seg)],
        regions: vec![region],
        ..Default::default()
    });
}
