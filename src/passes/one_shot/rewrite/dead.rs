//! Dead ops decided out of place, and dead views: not emitted.

use crate::ir::Op;

use crate::passes::one_shot::model::Kind;

use super::Rewriter;

impl Rewriter<'_> {
    /// Whether `op` is a dead writer (`Analysis::dead`: an insert, an
    /// `insert_slice` or a linalg op without memory effects whose results
    /// nobody uses; the analysis decided every written operand out of
    /// place). It would only write new buffers nobody can read: it is not
    /// emitted.
    pub(super) fn dead_out_of_place(&self, op: Op, kind: Kind) -> bool {
        matches!(kind, Kind::Insert | Kind::InsertSlice | Kind::Dps)
            && self
                .a
                .op_index
                .get(&op)
                .is_some_and(|&i| self.a.dead.get(i as usize).copied().unwrap_or(false))
    }

    /// Whether `op` is a view (`extract_slice`, `collapse_shape`,
    /// `expand_shape`, `cast`, `reshape`, `arith.index_cast` of tensors)
    /// whose results nobody uses: these ops only read their source, so
    /// nothing can observe them; out of place they would copy a buffer
    /// nobody reads (and the copy would read the source wherever the op
    /// stands, after writes the analysis ordered around a view nobody
    /// reads: the deallocation's call-result aliasing check refused such
    /// a copy of an argument written through a call's result, fuzzer seed
    /// 13566 @t35). Not emitted.
    pub(super) fn dead_view(&self, op: Op, kind: Kind) -> bool {
        matches!(kind, Kind::Reshape | Kind::ExtractSlice)
            && op.num_results() > 0
            && op.results().all(|r| r.first_use_owner().is_none())
    }
}
