//! Blocks and regions: creation, navigation and moving ops.

use mlir_sys::*;

use super::*;

impl Block {
    /// Creates a detached block with arguments of the given types.
    pub fn new(arg_types: &[Type], loc: Location) -> Block {
        let types: Vec<MlirType> = arg_types.iter().map(|t| t.0).collect();
        let locs: Vec<MlirLocation> = arg_types.iter().map(|_| loc.0).collect();
        // SAFETY: arrays of equal length read during the call.
        Block(unsafe { mlirBlockCreate(types.len() as isize, types.as_ptr(), locs.as_ptr()) })
    }

    pub fn num_arguments(self) -> usize {
        // SAFETY: valid block.
        unsafe { mlirBlockGetNumArguments(self.0) as usize }
    }

    pub fn argument(self, i: usize) -> Value {
        assert!(i < self.num_arguments(), "block argument {i} out of range");
        // SAFETY: index checked.
        Value(unsafe { mlirBlockGetArgument(self.0, i as isize) })
    }

    pub fn arguments(self) -> impl Iterator<Item = Value> {
        (0..self.num_arguments()).map(move |i| self.argument(i))
    }

    /// The first op, if any.
    pub fn first_op(self) -> Option<Op> {
        // SAFETY: valid block.
        unsafe { Op::from_raw(mlirBlockGetFirstOperation(self.0)) }
    }

    /// The terminator, if the block ends with one.
    pub fn terminator(self) -> Option<Op> {
        // SAFETY: valid block.
        unsafe { Op::from_raw(mlirBlockGetTerminator(self.0)) }
    }

    /// The ops of the block in order. Do not erase ops while iterating;
    /// collect them first.
    pub fn ops(self) -> impl Iterator<Item = Op> {
        std::iter::successors(self.first_op(), |op| op.next())
    }

    /// Whether this is the first block of its region.
    pub fn is_entry(self) -> bool {
        self.parent_region().and_then(|r| r.first_block()) == Some(self)
    }

    /// Successor blocks (through the terminator).
    pub fn successors(self) -> Vec<Block> {
        match self.terminator() {
            Some(t) => (0..t.num_successors()).map(|i| t.successor(i)).collect(),
            None => Vec::new(),
        }
    }

    /// Whether exactly one branch edge leads to this block (a block that
    /// is both successors of one `cf.cond_br` has two).
    pub fn has_single_predecessor(self) -> bool {
        // SAFETY: valid block.
        unsafe { ffi::ferrobufBlockHasSinglePredecessor(self.0) }
    }

    /// The ancestor of `op` (or `op` itself) that lies directly in this
    /// block, if any.
    pub fn find_ancestor_op(self, op: Op) -> Option<Op> {
        let mut cur = Some(op);
        while let Some(o) = cur {
            if o.block() == Some(self) {
                return Some(o);
            }
            cur = o.parent();
        }
        None
    }

    /// The op owning the region that contains this block.
    pub fn parent_op(self) -> Option<Op> {
        // SAFETY: valid block.
        unsafe { Op::from_raw(mlirBlockGetParentOperation(self.0)) }
    }

    /// The region containing this block.
    pub fn parent_region(self) -> Option<Region> {
        // SAFETY: valid block.
        unsafe { Region::from_raw(mlirBlockGetParentRegion(self.0)) }
    }

    /// The next block in the region.
    pub fn next(self) -> Option<Block> {
        // SAFETY: valid block.
        unsafe { Block::from_raw(mlirBlockGetNextInRegion(self.0)) }
    }

    /// Appends a detached op to the end of this block (taking ownership).
    pub fn append(self, op: Op) {
        // SAFETY: `op` is detached (fresh from creation).
        unsafe { mlirBlockAppendOwnedOperation(self.0, op.0) }
    }

    /// Inserts a detached op before `before`, which must be in this block.
    pub fn insert_before(self, before: Op, op: Op) {
        // SAFETY: `op` is detached; `before` is in this block.
        unsafe { mlirBlockInsertOwnedOperationBefore(self.0, before.0, op.0) }
    }
}

impl Region {
    /// A detached region without blocks.
    pub fn empty() -> Region {
        // SAFETY: creates a fresh region.
        Region(unsafe { mlirRegionCreate() })
    }

    /// Creates a detached region holding one block with no arguments.
    pub fn with_empty_block(loc: Location) -> Region {
        // SAFETY: fresh region and block; the region takes the block.
        unsafe {
            let r = mlirRegionCreate();
            mlirRegionAppendOwnedBlock(r, Block::new(&[], loc).0);
            Region(r)
        }
    }

    /// The first block, if any.
    pub fn first_block(self) -> Option<Block> {
        // SAFETY: valid region.
        unsafe { Block::from_raw(mlirRegionGetFirstBlock(self.0)) }
    }

    /// The op this region belongs to.
    pub fn parent_op(self) -> Option<Op> {
        // SAFETY: valid region; null mapped to None.
        unsafe { Op::from_raw(ffi::ferrobufRegionParentOp(self.0)) }
    }

    /// The blocks of the region in order.
    pub fn blocks(self) -> impl Iterator<Item = Block> {
        std::iter::successors(self.first_block(), |b| b.next())
    }
}
