//! In-process IR for tests: one shared context helper (all upstream
//! dialects registered) and lookup of ops tagged with `ferrobuf.tag`.

use ferrobuf::ir::{Op, Order, Walk};
use melior::Context;
use melior::dialect::DialectRegistry;
use melior::ir::Module;
use melior::utility::register_all_dialects;

/// Parses `src` in a fresh context with every upstream dialect, checks that
/// it verifies, and hands the module op to `f`.
pub fn with_module<R>(src: &str, f: impl FnOnce(Op) -> R) -> R {
    let registry = DialectRegistry::new();
    register_all_dialects(&registry);
    let ctx = Context::new();
    ctx.append_dialect_registry(&registry);
    ctx.load_all_available_dialects();
    let module = Module::parse(&ctx, src).expect("test IR parses");
    // SAFETY: the module (and so the op) lives until the end of this function.
    let op = unsafe { Op::from_raw(module.as_operation().to_raw()) }.expect("module op");
    assert!(op.verify(), "test IR verifies");
    f(op)
}

/// The op carrying `ferrobuf.tag = "<tag>"` (panics if absent).
pub fn tagged(root: Op, tag: &str) -> Op {
    let mut found = None;
    root.walk(Order::Pre, |op| {
        if op
            .attr("ferrobuf.tag")
            .and_then(|a| a.as_string())
            .as_deref()
            == Some(tag)
        {
            found = Some(op);
            return Walk::Interrupt;
        }
        Walk::Advance
    });
    found.unwrap_or_else(|| panic!("no op tagged '{tag}'"))
}
