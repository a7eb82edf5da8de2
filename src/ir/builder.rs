//! Creating operations: an insertion point plus a generic op description.
//!
//! Ops are built by name (through the plugin's `ferrobufCreateOperation`,
//! one call per op), so any registered op can be created; per-dialect
//! helpers live with the passes that need them (see `crate::ir::ops`).

use mlir_sys::*;

use super::core::{Attribute, Block, Ctx, Location, Op, Region, Type, Value, sref};

/// Where new ops go: before an op, or at the end of a block.
#[derive(Clone, Copy)]
enum Point {
    Before(Op),
    End(Block),
}

/// Inserts newly created ops at a fixed point, with a fixed location.
#[derive(Clone, Copy)]
pub struct Builder {
    ctx: Ctx,
    point: Point,
    loc: Location,
}

/// Everything needed to create one op.
#[derive(Default)]
pub struct OpSpec<'a> {
    /// Full op name, e.g. `"memref.alloc"`.
    pub name: &'a str,
    pub operands: &'a [Value],
    pub results: &'a [Type],
    pub attrs: &'a [(&'a str, Attribute)],
    /// Detached regions; the op takes ownership.
    pub regions: Vec<Region>,
    pub successors: &'a [Block],
}

impl Builder {
    /// Inserts before `op`, at `op`'s location.
    pub fn before(op: Op) -> Builder {
        Builder {
            ctx: op.context(),
            point: Point::Before(op),
            loc: op.loc(),
        }
    }

    /// Appends to `block`, at location `loc`.
    pub fn at_end(block: Block, loc: Location) -> Builder {
        let ctx = block
            .parent_op()
            .map(|o| o.context())
            .unwrap_or_else(|| loc_context(loc));
        Builder {
            ctx,
            point: Point::End(block),
            loc,
        }
    }

    /// Inserts right after the definition of `v`: before the op following
    /// its defining op (at that op's location) or at the end of the block,
    /// or at the start of its block for a block argument.
    pub fn after_definition(v: Value) -> Builder {
        match v.defining_op() {
            Some(d) => match d.next() {
                Some(n) => Builder::before(n),
                None => Builder::at_end(d.block().expect("op in a block"), d.loc()),
            },
            None => {
                let blk = v.owner_block().expect("block argument");
                match blk.first_op() {
                    Some(f) => Builder::before(f),
                    None => {
                        let loc = blk.parent_op().expect("block with a parent").loc();
                        Builder::at_end(blk, loc)
                    }
                }
            }
        }
    }

    /// The same insertion point with another location.
    pub fn with_loc(self, loc: Location) -> Builder {
        Builder { loc, ..self }
    }

    pub fn ctx(&self) -> Ctx {
        self.ctx
    }

    pub fn loc(&self) -> Location {
        self.loc
    }

    /// The op new ops go before, or the parent op of the block they are
    /// appended to (where to report a problem with what is being built).
    pub fn anchor(&self) -> Option<Op> {
        match self.point {
            Point::Before(op) => Some(op),
            Point::End(block) => block.parent_op(),
        }
    }

    /// Creates the op described by `spec` and inserts it. Panics if MLIR
    /// refuses to create it (an internal error: specs come from our code).
    pub fn create(&self, spec: OpSpec<'_>) -> Op {
        let op = create_detached(spec, self.loc);
        match self.point {
            Point::Before(before) => before
                .block()
                .expect("insertion point op is in a block")
                .insert_before(before, op),
            Point::End(block) => block.append(op),
        }
        op
    }
}

fn loc_context(loc: Location) -> Ctx {
    // SAFETY: valid location.
    unsafe { Ctx::from_raw(mlirLocationGetContext(loc.raw())) }.expect("location has a context")
}

/// Creates a detached op.
pub fn create_detached(spec: OpSpec<'_>, loc: Location) -> Op {
    let names: Vec<MlirStringRef> = spec.attrs.iter().map(|(n, _)| sref(n)).collect();
    let values: Vec<MlirAttribute> = spec.attrs.iter().map(|(_, a)| a.raw()).collect();
    let mut regions = spec.regions;
    // SAFETY: the handle types are `repr(transparent)` over the C API's, so
    // the slices are arrays of C handles; every array outlives the call,
    // which takes ownership of the (detached) regions.
    let raw = unsafe {
        super::ffi::ferrobufCreateOperation(
            sref(spec.name),
            loc.raw(),
            spec.operands.len() as isize,
            spec.operands.as_ptr() as *const MlirValue,
            spec.results.len() as isize,
            spec.results.as_ptr() as *const MlirType,
            names.len() as isize,
            names.as_ptr(),
            values.as_ptr(),
            regions.len() as isize,
            regions.as_mut_ptr() as *mut MlirRegion,
            spec.successors.len() as isize,
            spec.successors.as_ptr() as *const MlirBlock,
        )
    };
    // SAFETY: a fresh op or null.
    unsafe { Op::from_raw(raw) }.unwrap_or_else(|| panic!("MLIR failed to create '{}'", spec.name))
}
