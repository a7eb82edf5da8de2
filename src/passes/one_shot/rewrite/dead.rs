//! Dead writers and dead views: not emitted.

use crate::ir::Op;

use crate::passes::one_shot::model::Kind;

use super::Rewriter;

impl Rewriter<'_> {
    /// When `op` is a dead writer (`Analysis::dead`: an insert, an
    /// `insert_slice` or a linalg op without memory effects whose results
    /// nothing observes; the analysis put its tied operands in place and
    /// counted no read or write), maps each result to its tied operand's
    /// buffer, unchanged (nothing reads through it), and returns `true`:
    /// the op is not emitted.
    pub(super) fn drop_dead_writer(&mut self, op: Op, kind: Kind) -> bool {
        if !matches!(kind, Kind::Insert | Kind::InsertSlice | Kind::Dps) {
            return false;
        }
        let Some(i) = self.a.dead_writer(op) else {
            return false;
        };
        for k in 0..self.a.ops[i as usize].2.len() {
            let u = self.a.ops[i as usize].2[k] as usize;
            if self.a.uses[u].aliases.is_empty() {
                continue;
            }
            let m = self.buffer(op.operand(self.a.uses[u].index));
            for j in 0..self.a.uses[u].aliases.len() {
                let r = self.a.vals[self.a.uses[u].aliases[j].0 as usize];
                self.bufs.insert(r, m);
            }
        }
        true
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
