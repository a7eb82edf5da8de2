//! IR rewrites the MLIR C API lacks: appending forwarded operands through
//! the control-flow interfaces, rebuilding an op with extra operands and
//! results, growing blocks and function signatures.

use mlir_sys::*;

use super::core::{Block, Location, Op, Type, Value};
use super::ffi;

impl Op {
    /// Appends `values` to the operands forwarded to successor `index` of a
    /// BranchOpInterface op. False if the op is not a branch or the index
    /// is invalid.
    pub fn branch_append_operands(self, index: usize, values: &[Value]) -> bool {
        let raw: Vec<MlirValue> = values.iter().map(|v| v.raw()).collect();
        // SAFETY: valid op; the array is read during the call.
        unsafe {
            ffi::ferrobufBranchAppendOperands(
                self.raw(),
                index as isize,
                raw.len() as isize,
                raw.as_ptr(),
            )
        }
    }

    /// Appends `values` to the operands a region-branch terminator forwards
    /// (to all its successors at once). False if that is not possible.
    pub fn region_terminator_append_operands(self, values: &[Value]) -> bool {
        let raw: Vec<MlirValue> = values.iter().map(|v| v.raw()).collect();
        // SAFETY: valid op; the array is read during the call.
        unsafe {
            ffi::ferrobufRegionTerminatorAppendOperands(
                self.raw(),
                raw.len() as isize,
                raw.as_ptr(),
            )
        }
    }

    /// Creates, right before `self`, a copy with `operands` and result
    /// `types` appended, taking over `self`'s region bodies. `self` is left
    /// with empty regions: replace its uses and erase it. `None` if MLIR
    /// refuses the op.
    pub fn rebuild_with_extra(self, operands: &[Value], types: &[Type]) -> Option<Op> {
        let ops: Vec<MlirValue> = operands.iter().map(|v| v.raw()).collect();
        let tys: Vec<MlirType> = types.iter().map(|t| t.raw()).collect();
        // SAFETY: valid op; arrays read during the call.
        unsafe {
            Op::from_raw(ffi::ferrobufRebuildWithExtra(
                self.raw(),
                ops.len() as isize,
                ops.as_ptr(),
                tys.len() as isize,
                tys.as_ptr(),
            ))
        }
    }

    /// Creates, right before `self`, a copy with exactly `operands` and
    /// result `types` (same name, properties, attributes, successors),
    /// taking over `self`'s region bodies. Replace `self`'s uses and erase
    /// it. `None` if MLIR refuses the op.
    pub fn rebuild(self, operands: &[Value], types: &[Type]) -> Option<Op> {
        let ops: Vec<MlirValue> = operands.iter().map(|v| v.raw()).collect();
        let tys: Vec<MlirType> = types.iter().map(|t| t.raw()).collect();
        // SAFETY: valid op; arrays read during the call.
        unsafe {
            Op::from_raw(ffi::ferrobufRebuild(
                self.raw(),
                ops.len() as isize,
                ops.as_ptr(),
                tys.len() as isize,
                tys.as_ptr(),
            ))
        }
    }

    /// Appends results of `types` to a function's signature.
    pub fn function_append_results(self, types: &[Type]) -> bool {
        let tys: Vec<MlirType> = types.iter().map(|t| t.raw()).collect();
        // SAFETY: valid op; the array is read during the call.
        unsafe { ffi::ferrobufFunctionAppendResults(self.raw(), tys.len() as isize, tys.as_ptr()) }
    }

    /// Replaces all operands.
    pub fn set_operands(self, values: &[Value]) {
        let raw: Vec<MlirValue> = values.iter().map(|v| v.raw()).collect();
        // SAFETY: valid op; the array is read during the call.
        unsafe { mlirOperationSetOperands(self.raw(), raw.len() as isize, raw.as_ptr()) }
    }

    /// Makes successor `i` of this terminator `block` (its forwarded
    /// operands stay; `block` must take the same argument types).
    pub fn set_successor(self, i: usize, block: Block) {
        assert!(i < self.num_successors(), "successor index in range");
        // SAFETY: valid op and block; index checked above.
        unsafe { mlirOperationSetSuccessor(self.raw(), i as isize, block.raw()) }
    }

    /// Removes an attribute; true if it was there.
    pub fn remove_attr(self, name: &str) -> bool {
        // SAFETY: valid op; the string is read during the call.
        unsafe { mlirOperationRemoveAttributeByName(self.raw(), super::core::sref(name)) }
    }
}

impl Block {
    /// Appends an argument of type `ty`.
    pub fn add_argument(self, ty: Type, loc: Location) -> Value {
        // SAFETY: valid block and type.
        unsafe { Value::from_raw(mlirBlockAddArgument(self.raw(), ty.raw(), loc.raw())) }
            .expect("block argument created")
    }

    /// Erases argument `i`, which must have no uses left.
    pub fn erase_argument(self, i: usize) {
        debug_assert!(self.argument(i).first_use_owner().is_none());
        // SAFETY: valid block; the index is in range (checked by `argument`).
        unsafe { mlirBlockEraseArgument(self.raw(), i as u32) }
    }

    /// Removes the block from its region and destroys it. It must hold no
    /// op and be no branch's successor, and its arguments must have no
    /// uses left.
    pub fn erase(self) {
        debug_assert!(self.first_op().is_none());
        // SAFETY: valid block in a region (detached first), with nothing
        // referring to it or its arguments (caller).
        unsafe {
            mlirBlockDetach(self.raw());
            mlirBlockDestroy(self.raw());
        }
    }
}

impl Value {
    /// Changes the type of a block argument or op result in place (uses
    /// are not checked: the caller keeps the IR consistent).
    pub fn set_type(self, ty: Type) {
        // SAFETY: valid value and type.
        unsafe { mlirValueSetType(self.raw(), ty.raw()) }
    }
}

impl super::core::Region {
    /// Moves every block of `source` into `self` (which must be empty).
    pub fn take_body(self, source: super::core::Region) {
        // SAFETY: valid, distinct regions.
        unsafe { mlirRegionTakeBody(self.raw(), source.raw()) }
    }

    /// Appends `block` (detached) to the region, which takes ownership.
    pub fn append_block(self, block: Block) {
        // SAFETY: valid region; the block is detached.
        unsafe { mlirRegionAppendOwnedBlock(self.raw(), block.raw()) }
    }

    /// Inserts `block` (detached) right after `after`, a block of this
    /// region; the region takes ownership.
    pub fn insert_block_after(self, after: Block, block: Block) {
        debug_assert!(after.parent_region() == Some(self));
        // SAFETY: valid region; `after` is one of its blocks, `block` is detached.
        unsafe { mlirRegionInsertOwnedBlockAfter(self.raw(), after.raw(), block.raw()) }
    }
}
