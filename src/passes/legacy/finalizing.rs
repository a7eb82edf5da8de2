//! `ferrobuf-finalizing-bufferize`: removes the materializations partial
//! bufferization left and checks that no tensor is left.
//!
//! # Contract
//! Runs on any op (a function in `func.func(...)`, or a module). In order:
//! 1. every `bufferization.to_buffer %t` whose `%t` is defined by a
//!    `bufferization.to_tensor %m` is replaced by `%m`, through a
//!    `memref.cast` when the types differ and the cast is legal (same
//!    element type, shape up to dynamic sizes, layout at most as static,
//!    same memory space); another type is a located error on the
//!    `to_buffer`;
//! 2. a tuple unpacked (`builtin.unrealized_conversion_cast` 1:N,
//!    `test.get_tuple_element`) right after being packed (N:1 cast,
//!    `test.make_tuple`) by `ferrobuf-func-bufferize` is replaced by the
//!    packed values;
//! 3. materializations and packs left without users are erased;
//! 4. the first op (in pre-order; the root first) with a tensor type in an
//!    operand, a result, a block argument of one of its regions or, for a
//!    function, its signature, is a located error naming it. The pass then
//!    fails, with the IR of steps 1-3.
//!
//! Folding is sound because buffers of the legacy passes are never written
//! after their creating op (see [`super`]): the tensor `%t` and the
//! memref `%m` hold the same value wherever `%t` is used.
//!
//! ```mlir
//! %t = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
//! %b = bufferization.to_buffer %t : tensor<4xf32> to memref<?xf32>
//! "use"(%b) : (memref<?xf32>) -> ()
//!   =>
//! %c = memref.cast %m : memref<4xf32> to memref<?xf32>
//! "use"(%c) : (memref<?xf32>) -> ()
//! ```

use crate::ir::{Builder, Op, Order, Walk};
use crate::pass::{Changed, Options, PassDef, PassError, PassResult};
use crate::passes::one_shot::types::cast_compatible;

use super::type_converter::{Names, memref_cast};

pub static PASS: PassDef = PassDef {
    argument: "ferrobuf-finalizing-bufferize",
    summary: "Fold to_buffer(to_tensor(%m)) to %m, erase unused materializations, and fail on the first op still on tensors",
    anchor: None,
    dependent_dialects: &["bufferization", "memref"],
    options: &[],
    run,
};

fn run(root: Op, _options: &Options) -> PassResult {
    let names = Names::new(root.context());
    let mut to_buffers = Vec::new();
    let mut unpacks = Vec::new();
    root.walk(Order::Pre, |op| {
        if op.is(names.to_buffer) {
            to_buffers.push(op);
        } else if op.is(names.get_tuple_element) || (op.is(names.cast) && op.num_operands() == 1) {
            unpacks.push(op);
        }
        Walk::Advance
    });
    let mut changed = false;
    for tb in to_buffers {
        let Some(tt) = tb
            .operand(0)
            .defining_op()
            .filter(|d| d.is(names.to_tensor))
        else {
            continue;
        };
        let m = tt.operand(0);
        let want = tb.result(0).ty();
        let v = if m.ty() == want {
            m
        } else if cast_compatible(m.ty(), want) {
            memref_cast(&Builder::before(tb), m, want)
        } else {
            return Err(PassError::new(
                tb,
                format!(
                    "ferrobuf-finalizing-bufferize: cannot fold this to_buffer of a to_tensor: the buffer has type {}, the result {}, and no memref.cast converts one into the other",
                    m.ty().print(),
                    want.print()
                ),
            ));
        };
        tb.result(0).replace_all_uses_with(v);
        tb.erase();
        changed = true;
    }
    for un in unpacks {
        let Some(pack) = un.operand(0).defining_op() else {
            continue;
        };
        let parts: Vec<_> = pack.operands().collect();
        let values = if un.is(names.get_tuple_element) {
            let Some(i) = un.attr("index").and_then(|a| a.as_i64()) else {
                continue;
            };
            if !pack.is(names.make_tuple) {
                continue;
            }
            match parts.get(i as usize) {
                Some(&v) if v.ty() == un.result(0).ty() => vec![v],
                _ => continue,
            }
        } else {
            let fits = pack.is(names.cast)
                && pack.num_results() == 1
                && parts.len() == un.num_results()
                && parts
                    .iter()
                    .zip(un.results())
                    .all(|(p, r)| p.ty() == r.ty());
            if !fits {
                continue;
            }
            parts
        };
        un.replace_all_uses_with(&values);
        un.erase();
        changed = true;
    }
    // Unused materializations and packs (also those partial passes left),
    // until nothing changes: erasing a pack frees its to_tensors.
    loop {
        let mut dead = Vec::new();
        root.walk(Order::Post, |op| {
            let materialization = op.is(names.to_tensor)
                || op.is(names.to_buffer)
                || op.is(names.make_tuple)
                || op.is(names.get_tuple_element)
                || (op.is(names.cast)
                    && op
                        .results()
                        .chain(op.operands())
                        .any(|v| super::type_converter::holds_tensor(v.ty())));
            if materialization && op.results().all(|r| r.first_use_owner().is_none()) {
                dead.push(op);
            }
            Walk::Advance
        });
        if dead.is_empty() {
            break;
        }
        for op in dead {
            op.erase();
        }
        changed = true;
    }
    if let Some(op) = first_on_tensors(root, &names) {
        return Err(PassError::new(
            op,
            format!(
                "ferrobuf-finalizing-bufferize: '{}' still operates on tensors: no partial bufferization pass converted it",
                op.name().as_str()
            ),
        ));
    }
    Ok(if changed { Changed::Yes } else { Changed::No })
}

/// The first op (pre-order) whose operands, results, region block
/// arguments or function signature hold a tensor.
/// Materializations are named only when nothing else is left.
fn first_on_tensors(root: Op, names: &Names) -> Option<Op> {
    let mut found = None;
    let mut materialization = None;
    root.walk(Order::Pre, |op| {
        let signature = op.is_function()
            && op
                .function_argument_types()
                .into_iter()
                .chain(op.function_result_types())
                .any(super::type_converter::holds_tensor);
        let values = op
            .operands()
            .chain(op.results())
            .any(|v| super::type_converter::holds_tensor(v.ty()));
        if signature || values || super::touches_tensors(op) {
            if op.is(names.to_tensor) || op.is(names.to_buffer) {
                materialization.get_or_insert(op);
                return Walk::Advance;
            }
            found = Some(op);
            return Walk::Interrupt;
        }
        Walk::Advance
    });
    found.or(materialization)
}
