//! What One-Shot Bufferize knows of a function at its call sites: the
//! summary of its own analysis (`Analysis::summary`), or a conservative one
//! (`functions::conservative_summary`).

/// What a called function does with its tensor arguments (from its own
/// analysis): per argument whether it is read/written, and per result the
/// argument it returns (equivalent) or may alias.
#[derive(Clone, Debug, Default)]
pub struct FuncSummary {
    pub read: Vec<bool>,
    pub write: Vec<bool>,
    /// Per result: `Some(arg)` when the result is equivalent to argument
    /// `arg`'s buffer.
    pub equivalent: Vec<Option<usize>>,
    /// Per result: arguments it may alias (not equivalent).
    pub aliasing: Vec<Vec<usize>>,
    /// Results that may be one buffer: `(k1, k2, equivalent)`, `k1 < k2`
    /// (a value returned twice, two views of one buffer).
    pub result_pairs: Vec<(usize, usize, bool)>,
    /// Per result: its buffer may be read-only (a constant's global, a
    /// `to_tensor` that is not writable, the result of an op left on
    /// tensors): a caller must not write it in place.
    pub readonly: Vec<bool>,
    /// Per result: `Some(arg)` when, at every return, the result is all of
    /// argument `arg`'s elements in their order (the argument itself, or
    /// through `tensor.cast`s, `collapse_shape`s, `expand_shape`s and
    /// `extract_slice`s of the whole source), in place, or else a buffer
    /// the function allocates (a view step out of place is a copy). A
    /// caller may then treat the result as its operand for matching an
    /// `extract_slice` with its insertion (see `Analysis::matching_slice`).
    pub whole: Vec<Option<usize>>,
    /// Per result: every buffer it may be is allocated by the function in
    /// the call that returns it (a `tensor.empty`, `alloc_tensor` or
    /// filling op, or a copy for an out-of-place use, in its body; never
    /// an argument, a constant or a buffer of unknown origin), and no other
    /// result may be that buffer (`result_pairs`): a new buffer per call
    /// and result, which a caller may treat as allocated at the call.
    pub fresh: Vec<bool>,
}
