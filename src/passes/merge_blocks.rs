//! `ferrobuf-merge-blocks`: merges each block that is entered only by an
//! unconditional `cf.br` into the block that branches to it.
//!
//! # Contract
//! Runs on any op, on every region nested in it. A block `S` is merged into
//! `P` when `P`'s terminator is a `cf.br` to `S`, `S` is not `P`, that
//! branch is `S`'s only predecessor edge, and no operand of the branch is
//! defined in `S` (possible only in unreachable code). `S`'s arguments are
//! replaced by the branch's operands, `S`'s ops (its terminator included)
//! move to the end of `P` in place of the branch, and `S` is erased.
//! Chains merge completely (`P -> S -> T`: `T` follows into `P`).
//!
//! Sound: `P` ends in an unconditional jump to `S` and nothing else enters
//! `S`, so every execution of `P` continues with `S` and every execution
//! of `S` follows `P`; the branch operands are the values `S`'s arguments
//! take on that edge, defined where `P`'s terminator sees them, so they
//! dominate everything `S` held. This is the block merging canonicalize
//! does for this case (it also merges identical blocks and erases
//! unreachable ones, which this pass does not).
//!
//! # Why
//! `ferrobuf-bufferize` runs it right before the ownership-based
//! deallocation: a buffer passed through such a branch would otherwise get
//! an ownership block argument whose value is a constant on the only
//! edge, and the frees and clones deciding on it would stay behind for
//! canonicalize (which the pipeline does not run) to fold.
//!
//! # Cost
//! One walk over the ops with regions; each merged block's ops move once.

use crate::ir::{Block, Op, Order, WalkFilter};
use crate::op_names;
use crate::pass::{Changed, Options, PassDef, PassResult};

/// The pass declaration.
pub static PASS: PassDef = PassDef {
    argument: "ferrobuf-merge-blocks",
    summary: "Merge each block entered only by an unconditional cf.br into its predecessor (the block merging canonicalize does for that case)",
    anchor: None,
    dependent_dialects: &[],
    options: &[],
    run,
};

op_names!(Names { br = "cf.br" });

fn run(root: Op, _options: &Options) -> PassResult {
    let names = Names::new(root.context());
    let mut regions = Vec::new();
    root.walk_filtered(Order::Pre, WalkFilter::REGIONS, |op| {
        for r in op.regions() {
            if r.blocks().nth(1).is_some() {
                regions.push(r);
            }
        }
    });
    let mut changed = Changed::No;
    for region in regions {
        let mut at = region.first_block();
        while let Some(p) = at {
            while merge_successor(&names, p) {
                changed = Changed::Yes;
            }
            at = p.next();
        }
    }
    Ok(changed)
}

/// Merges the block `p` branches to into `p`, when the contract allows.
fn merge_successor(names: &Names, p: Block) -> bool {
    let Some(br) = p.terminator() else {
        return false;
    };
    if !br.is(names.br) {
        return false;
    }
    let s = br.successor(0);
    if s == p || !s.has_single_predecessor() {
        return false;
    }
    let operands: Vec<_> = (0..br.num_operands()).map(|i| br.operand(i)).collect();
    if operands.iter().any(|v| v.parent_block() == Some(s)) {
        return false;
    }
    for (arg, &v) in s.arguments().zip(&operands) {
        arg.replace_all_uses_with(v);
    }
    let ops: Vec<Op> = s.ops().collect();
    for op in ops {
        op.move_before(br);
    }
    br.erase();
    s.erase();
    true
}
