//! What the pass accepts: the input checks of the contract's "Errors"
//! section, made in the walk that also finds functions an earlier run
//! (ours or upstream's) already processed.

use super::{Names, defines_memrefs_inside, is_memref, memrefs_inside};
use crate::ir::{MemRefEffectProblem, Op, Order, Walk};
use crate::pass::PassError;

/// What [`validate`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Validated {
    /// Ready for the pass.
    Ok,
    /// Already went through this pass (or upstream's): it holds a
    /// `bufferization.dealloc`. Nothing in it is reported.
    Processed,
}

/// Checks the input is something the pass can handle (see the contract),
/// in the same walk that looks for the deallocs of an earlier run.
pub(super) fn validate(func: Op, names: &Names) -> Result<Validated, PassError> {
    // The first error found; once there is one, the walk below only looks
    // for a dealloc.
    let mut err: Option<PassError> = None;
    let mut processed = false;
    func.walk(Order::Pre, |op| {
        if op == func {
            return Walk::Advance;
        }
        if op.is(names.dealloc) {
            processed = true;
            return Walk::Interrupt;
        }
        if err.is_some() {
            // Only a dealloc further on matters now.
            return Walk::Advance;
        }
        let name = OpName(op);
        let ifaces = op.interfaces();
        if let Some(e) = check_effects(op) {
            err = Some(e);
            return Walk::Advance;
        }
        if op.num_regions() > 0 && !ifaces.region_branch() {
            if op.results().any(is_memref) && memrefs_inside(op, true) {
                // Upstream's diagnostic (it rejects these too).
                err = Some(PassError::new(
                    op,
                    format!(
                        "All operations with attached regions need to implement the RegionBranchOpInterface. ('{name}' returns memrefs and its regions hold memrefs: cannot know whether its results are buffers of its regions)"
                    ),
                ));
                return Walk::Advance;
            }
            if defines_memrefs_inside(op) {
                // Its regions are processed on their own: what they
                // allocate is freed in them (see `FuncState::process_op`).
                return Walk::Advance;
            }
            // An opaque body (e.g. linalg.generic's): nothing to free in
            // it, but what it does to outer memrefs must be known.
            op.walk(Order::Pre, |inner| {
                if inner != op
                    && let Some(e) = check_effects(inner)
                {
                    err = Some(e);
                    return Walk::Interrupt;
                }
                Walk::Advance
            });
            return if err.is_some() { Walk::Advance } else { Walk::Skip };
        }
        // The last op of a block of a region we process is its terminator.
        if op.next().is_none() {
            let (rbt, br) = (ifaces.region_branch_terminator(), ifaces.branch());
            if rbt == br {
                err = Some(PassError::new(
                    op,
                    format!(
                        "terminator '{name}' must implement exactly one of BranchOpInterface and RegionBranchTerminatorOpInterface"
                    ),
                ));
                return Walk::Advance;
            }
            if rbt
                && op.operands().any(is_memref)
                && let Some(parent) = op.parent()
                && parent != func
                && !parent.interfaces().region_branch()
            {
                err = Some(PassError::new(
                    op,
                    format!(
                        "'{name}' passes memrefs to '{}', which does not implement RegionBranchOpInterface: cannot know where they go, nor who frees them",
                        OpName(parent)
                    ),
                ));
                return Walk::Advance;
            }
            if br && op.num_successors() > 1 && !op.is(names.cond_br) && !op.is(names.switch) {
                err = Some(PassError::new(
                    op,
                    format!(
                        "'{name}': branches with several successors are supported for cf.cond_br and cf.switch only (the condition of each successor is unknown)"
                    ),
                ));
                return Walk::Advance;
            }
        }
        Walk::Advance
    });
    match err {
        _ if processed => Ok(Validated::Processed),
        Some(e) => Err(e),
        None => Ok(Validated::Ok),
    }
}

/// An op's name, spelled out only when a message is formatted.
pub(super) struct OpName(Op);

impl std::fmt::Display for OpName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0.name().as_str())
    }
}

/// Memory effects the pass cannot work with: unknown effects on memrefs
/// (calls excepted: the function boundary ABI covers them) and frees.
pub(super) fn check_effects(op: Op) -> Option<PassError> {
    match op.memref_effect_problem() {
        MemRefEffectProblem::None => None,
        MemRefEffectProblem::Unknown => Some(PassError::new(
            op,
            format!(
                "'{}' has unknown memory effects on memrefs: ownership-based deallocation needs MemoryEffectOpInterface",
                OpName(op)
            ),
        )),
        MemRefEffectProblem::Free => Some(PassError::new(
            op,
            format!(
                "'{}' frees a memref: ownership-based deallocation expects input without deallocations (as upstream); run ferrobuf-expand-realloc{{emit-deallocs=false}} for memref.realloc",
                OpName(op)
            ),
        )),
    }
}
