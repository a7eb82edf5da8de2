//! Types of CFG block arguments after rewriting.
//!
//! During the rewrite every buffer block argument of a non-entry block
//! gets the fully dynamic layout (its incoming buffers are not all known
//! when its block is reached: back edges), and each branch casts what it
//! passes. Once the function is rewritten, [`narrow_block_arguments`]
//! gives an argument the join of its incoming buffers' types when every
//! incoming value is such a cast (used only by its branch): the branches
//! pass the buffers themselves and one `memref.cast` to the old type at
//! the block's start serves the block's uses. This is the type upstream
//! gives block arguments (the join of the incoming buffer types); its
//! deallocation pipeline follows buffers through casts at branches much
//! worse (a diamond of two identity buffers: 27 allocations of dealloc
//! lists against 7).
//!
//! An argument with an incoming value that is not such a cast (another
//! block's argument, reached through a cycle, or a buffer passed as it
//! is) keeps its type: nothing is changed when the join is not known.
//!
//! Blocks entered by a branch that is not bufferized (left out by
//! `dialect-filter`, or unknown) keep their tensor arguments
//! ([`blocks_entered_unbufferized`]; the analysis counts them read-only).

use crate::analysis::fxhash::FxHashMap as HashMap;

use crate::ir::{Block, Builder, Op, OpSpec, Order, Region, Value, Walk};

use crate::passes::one_shot::model::Kind;
use crate::passes::one_shot::types;

use super::Rewriter;

impl Rewriter<'_> {
    /// Gives tensor arguments of the non-entry blocks of `region` the fully
    /// dynamic layout (their incoming buffers are cast to it).
    /// Blocks entered by a branch that is not bufferized (left out by
    /// `dialect-filter`, or unknown) keep tensor arguments, as upstream
    /// (the analysis counts them read-only).
    pub fn retype_block_arguments(&mut self, region: Region) {
        let kept = blocks_entered_unbufferized(region, |op| self.kind(op));
        for blk in region.blocks().skip(1) {
            if kept.contains(&blk) {
                continue;
            }
            for arg in blk.arguments() {
                if self.is_t(arg) {
                    let tt = self.tty(arg);
                    arg.set_type(types::fully_dynamic(tt, self.space(tt)));
                    self.bufs.insert(arg, arg);
                }
            }
        }
    }
}

/// The blocks of `region` that some terminator of an op which is not
/// bufferized (`kind` Unknown or Foreign) branches to.
pub(crate) fn blocks_entered_unbufferized(region: Region, kind: impl Fn(Op) -> Kind) -> Vec<Block> {
    let mut out = Vec::new();
    for blk in region.blocks() {
        let Some(t) = blk.terminator() else { continue };
        if t.num_successors() > 0 && matches!(kind(t), Kind::Unknown | Kind::Foreign) {
            for i in 0..t.num_successors() {
                let s = t.successor(i);
                if !out.contains(&s) {
                    out.push(s);
                }
            }
        }
    }
    out
}

/// Narrows the buffer block arguments of non-entry blocks in every
/// region of `f` (see the module doc). Runs on rewritten IR.
pub fn narrow_block_arguments(f: Op) {
    let mut regions = Vec::new();
    f.walk(Order::Pre, |op| {
        for r in op.regions() {
            if r.blocks().nth(1).is_some() {
                regions.push(r);
            }
        }
        Walk::Advance
    });
    for region in regions {
        // Branches into each block: (terminator, successor index).
        let mut preds: HashMap<Block, Vec<(Op, usize)>> = HashMap::default();
        for blk in region.blocks() {
            if let Some(t) = blk.terminator() {
                for s in 0..t.num_successors() {
                    preds.entry(t.successor(s)).or_default().push((t, s));
                }
            }
        }
        for blk in region.blocks().skip(1) {
            let Some(incoming) = preds.get(&blk) else {
                continue;
            };
            for i in 0..blk.num_arguments() {
                narrow(blk, i, incoming);
            }
        }
    }
}

/// Narrows argument `i` of `blk`, whose branches are `incoming`.
fn narrow(blk: Block, i: usize, incoming: &[(Op, usize)]) {
    let arg = blk.argument(i);
    let old = arg.ty();
    if !old.is_any_memref() || old.is_unranked_memref() || old.has_identity_layout() {
        return;
    }
    // (branch, the cast it passes, the cast's source)
    let mut casts: Vec<(Op, Op, Value)> = Vec::new();
    for &(t, s) in incoming {
        let Some(v) = t.forwarded_to(s, i) else {
            return;
        };
        let Some(cast) = v
            .defining_op()
            .filter(|c| c.name().as_str() == "memref.cast")
        else {
            return;
        };
        if v.uses().len() != 1 {
            return;
        }
        let src = cast.operand(0);
        if !src.ty().is_any_memref() || src.ty().is_unranked_memref() {
            return;
        }
        casts.push((t, cast, src));
    }
    let Some(joined) = casts
        .iter()
        .map(|&(_, _, src)| src.ty())
        .reduce(types::join)
    else {
        return;
    };
    if joined == old
        || !casts
            .iter()
            .all(|&(_, _, src)| types::cast_compatible(src.ty(), joined))
    {
        return;
    }
    arg.set_type(joined);
    let b = match blk.first_op() {
        Some(first) => Builder::before(first),
        None => return,
    };
    let back = b
        .create(OpSpec {
            name: "memref.cast",
            operands: &[arg],
            results: &[old],
            ..Default::default()
        })
        .result(0);
    arg.replace_all_uses_with(back);
    back.defining_op().expect("cast").set_operand(0, arg);
    for (t, cast, src) in casts {
        let v = cast.result(0);
        let pos = t.operands().position(|x| x == v).expect("branch operand");
        if src.ty() == joined {
            t.set_operand(pos, src);
            cast.erase();
        } else {
            v.set_type(joined);
        }
    }
}
