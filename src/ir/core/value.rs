//! SSA values (op results and block arguments) and their printed names.

use mlir_sys::*;

use super::*;

impl Value {
    pub fn ty(self) -> Type {
        // SAFETY: valid value.
        Type(unsafe { mlirValueGetType(self.0) })
    }

    /// The op defining this value, `None` for block arguments.
    pub fn defining_op(self) -> Option<Op> {
        // SAFETY: valid value; results have an owner op.
        unsafe {
            if mlirValueIsAOpResult(self.0) {
                Op::from_raw(mlirOpResultGetOwner(self.0))
            } else {
                None
            }
        }
    }

    /// The block where the value is defined (the owner block of an
    /// argument, the block of a result's defining op).
    pub fn parent_block(self) -> Option<Block> {
        match self.defining_op() {
            Some(op) => op.block(),
            None => self.owner_block(),
        }
    }

    /// Whether the value is defined in none of `op`'s regions (a result of
    /// `op` itself counts as outside): it then dominates `op` when `op` or
    /// an op nested in it uses it.
    pub fn is_defined_outside(self, op: Op) -> bool {
        let mut p = self.parent_block().and_then(|b| b.parent_op());
        while let Some(q) = p {
            if q == op {
                return false;
            }
            p = q.parent();
        }
        true
    }

    /// Whether the value is an op result.
    pub fn is_result(self) -> bool {
        // SAFETY: valid value.
        unsafe { mlirValueIsAOpResult(self.0) }
    }

    /// The block owning this block argument, `None` for op results.
    pub fn owner_block(self) -> Option<Block> {
        // SAFETY: valid value.
        unsafe {
            if mlirValueIsABlockArgument(self.0) {
                Block::from_raw(mlirBlockArgumentGetOwner(self.0))
            } else {
                None
            }
        }
    }

    /// The result number (for results) or argument number (for arguments).
    pub fn index(self) -> usize {
        // SAFETY: valid value.
        unsafe {
            if mlirValueIsAOpResult(self.0) {
                mlirOpResultGetResultNumber(self.0) as usize
            } else {
                mlirBlockArgumentGetArgNumber(self.0) as usize
            }
        }
    }

    /// Each use as (owner op, operand number).
    pub fn uses(self) -> Vec<(Op, usize)> {
        let mut out = Vec::new();
        // SAFETY: valid value; the use list is not mutated while iterating.
        unsafe {
            let mut u = mlirValueGetFirstUse(self.0);
            while !u.ptr.is_null() {
                out.push((
                    Op(mlirOpOperandGetOwner(u)),
                    mlirOpOperandGetOperandNumber(u) as usize,
                ));
                u = mlirOpOperandGetNextUse(u);
            }
        }
        out
    }

    /// The ops using this value (once per use), without allocating. Do not
    /// change the value's uses while iterating.
    pub fn users(self) -> impl Iterator<Item = Op> {
        // SAFETY: valid value; the use list is not mutated while iterating
        // (documented requirement).
        let first = unsafe { mlirValueGetFirstUse(self.0) };
        std::iter::successors((!first.ptr.is_null()).then_some(first), |u| {
            // SAFETY: `u` is a live use.
            let next = unsafe { mlirOpOperandGetNextUse(*u) };
            (!next.ptr.is_null()).then_some(next)
        })
        // SAFETY: each `u` is a live use.
        .map(|u| Op(unsafe { mlirOpOperandGetOwner(u) }))
    }

    /// The owner of the first use, if the value has any use.
    pub fn first_use_owner(self) -> Option<Op> {
        // SAFETY: valid value.
        unsafe {
            let u = mlirValueGetFirstUse(self.0);
            if u.ptr.is_null() {
                None
            } else {
                Op::from_raw(mlirOpOperandGetOwner(u))
            }
        }
    }

    /// Replaces every use of `self` with `with`.
    pub fn replace_all_uses_with(self, with: Value) {
        // SAFETY: both valid.
        unsafe { mlirValueReplaceAllUsesOfWith(self.0, with.0) }
    }
}

/// The names the printer gives to the values nested in one op (`%arg0`,
/// `%inserted`, `%0`, ...), as when that op is printed.
pub struct ValueNames {
    state: MlirAsmState,
    flags: MlirOpPrintingFlags,
}

impl ValueNames {
    /// Numbers the values of `scope` (an op isolated from above, such as a
    /// function, or the module).
    pub fn new(scope: Op) -> ValueNames {
        // SAFETY: valid op; the flags outlive the state (both dropped below).
        unsafe {
            let flags = mlirOpPrintingFlagsCreate();
            let state = mlirAsmStateCreateForOperation(scope.0, flags);
            ValueNames { state, flags }
        }
    }

    /// The name of `v` as an operand (`%x`); `v` must be nested in the scope.
    pub fn name(&self, v: Value) -> String {
        // SAFETY: valid value and state; the callback copies the text.
        print_to_string(|cb, ud| unsafe { mlirValuePrintAsOperand(v.0, self.state, cb, ud) })
    }
}

impl Drop for ValueNames {
    fn drop(&mut self) {
        // SAFETY: created in `new`, destroyed once.
        unsafe {
            mlirAsmStateDestroy(self.state);
            mlirOpPrintingFlagsDestroy(self.flags);
        }
    }
}
