//! Dead ops decided out of place, and dead views: not emitted.

use crate::ir::Op;

use crate::passes::one_shot::model::Kind;

use super::Rewriter;

impl Rewriter<'_> {
    /// Whether `op` is dead and decided out of place: an insert, an
    /// `insert_slice` or a linalg op without memory effects (its payload
    /// included) whose results nobody uses, every written operand of which
    /// goes out of place. It would only write new buffers nobody can read
    /// (an allocation and stores canonicalize would erase): it is not
    /// emitted. (Dead ops decided in place write buffers whose later reads
    /// the analysis has ruled out; they are left, as upstream leaves them.)
    pub(super) fn dead_out_of_place(&self, op: Op, kind: Kind) -> bool {
        if !matches!(kind, Kind::Insert | Kind::InsertSlice | Kind::Dps)
            || op.num_results() == 0
            || op.results().any(|r| r.first_use_owner().is_some())
        {
            return false;
        }
        let Some(&i) = self.a.op_index.get(&op) else {
            return false;
        };
        let mut writes = self.a.ops[i as usize]
            .2
            .iter()
            .filter(|&&u| self.a.uses[u as usize].write)
            .peekable();
        if writes.peek().is_none() || !writes.all(|&u| self.a.inplace[u as usize] == Some(false)) {
            return false;
        }
        op.is_effect_free()
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
