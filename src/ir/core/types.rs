//! Types: builtin type queries and constructors (shaped, memref layouts).

use std::fmt;

use mlir_sys::*;

use super::*;

/// `ShapedType::kDynamic`.
pub fn dynamic_size() -> i64 {
    // SAFETY: pure function.
    unsafe { mlirShapedTypeGetDynamicSize() }
}

impl Type {
    pub fn context(self) -> Ctx {
        // SAFETY: valid type.
        Ctx(unsafe { mlirTypeGetContext(self.0) })
    }

    pub fn is_memref(self) -> bool {
        // SAFETY: valid type.
        unsafe { mlirTypeIsAMemRef(self.0) }
    }

    pub fn is_unranked_memref(self) -> bool {
        // SAFETY: valid type.
        unsafe { mlirTypeIsAUnrankedMemRef(self.0) }
    }

    /// A ranked or unranked memref type.
    pub fn is_any_memref(self) -> bool {
        self.is_memref() || self.is_unranked_memref()
    }

    pub fn is_tensor(self) -> bool {
        // SAFETY: valid type.
        unsafe { mlirTypeIsATensor(self.0) }
    }

    pub fn is_index(self) -> bool {
        // SAFETY: valid type.
        unsafe { mlirTypeIsAIndex(self.0) }
    }

    /// Whether this is a ranked shaped type (memref, tensor, vector).
    pub fn is_ranked_shaped(self) -> bool {
        // SAFETY: valid type.
        unsafe { mlirTypeIsAShaped(self.0) && mlirShapedTypeHasRank(self.0) }
    }

    /// Rank of a ranked shaped type.
    pub fn rank(self) -> usize {
        assert!(self.is_ranked_shaped(), "rank of a non-ranked type");
        // SAFETY: checked above.
        unsafe { mlirShapedTypeGetRank(self.0) as usize }
    }

    /// Static extent of dimension `d`, `None` if dynamic.
    pub fn dim(self, d: usize) -> Option<i64> {
        assert!(d < self.rank(), "dimension {d} out of range");
        // SAFETY: ranked shaped type, index checked.
        unsafe {
            if mlirShapedTypeIsDynamicDim(self.0, d as isize) {
                None
            } else {
                Some(mlirShapedTypeGetDimSize(self.0, d as isize))
            }
        }
    }

    /// The shape, with [`dynamic_size`] for dynamic extents.
    pub fn shape(self) -> Vec<i64> {
        (0..self.rank())
            .map(|d| self.dim(d).unwrap_or_else(dynamic_size))
            .collect()
    }

    /// Element type of a shaped type.
    pub fn element_type(self) -> Type {
        // SAFETY: valid type; callers pass shaped types.
        Type(unsafe { mlirShapedTypeGetElementType(self.0) })
    }

    /// Layout attribute of a memref type.
    pub fn memref_layout(self) -> Attribute {
        assert!(self.is_memref(), "layout of a non-memref");
        // SAFETY: checked above.
        Attribute(unsafe { mlirMemRefTypeGetLayout(self.0) })
    }

    /// Whether a memref type's layout is the identity map in any form
    /// (also `strided<[1]>`, which MLIR prints as a strided layout but
    /// treats as the identity, e.g. when it infers reshaped types).
    pub fn layout_map_is_identity(self) -> bool {
        if !self.is_memref() {
            return false;
        }
        // SAFETY: memref type checked above.
        unsafe { mlirAffineMapIsIdentity(mlirMemRefTypeGetAffineMap(self.0)) }
    }

    /// Whether a memref type has the identity layout.
    pub fn has_identity_layout(self) -> bool {
        if !self.is_memref() {
            return false;
        }
        // SAFETY: memref type checked; the layout attribute is read only
        // after checking it is an affine map.
        unsafe {
            let layout = mlirMemRefTypeGetLayout(self.0);
            mlirAttributeIsAAffineMap(layout)
                && mlirAffineMapIsIdentity(mlirAffineMapAttrGetValue(layout))
        }
    }

    /// Memory space of a memref type (`None` for the default space).
    pub fn memref_memory_space(self) -> Option<Attribute> {
        // SAFETY: valid type; null mapped to None.
        unsafe {
            if mlirTypeIsAMemRef(self.0) {
                Attribute::from_raw(mlirMemRefTypeGetMemorySpace(self.0))
            } else if mlirTypeIsAUnrankedMemRef(self.0) {
                Attribute::from_raw(mlirUnrankedMemrefGetMemorySpace(self.0))
            } else {
                None
            }
        }
    }

    /// Builds `memref<shape x elem, layout, space>`; a `None` layout means
    /// the identity layout. Returns `None` if the combination is invalid.
    pub fn memref(
        shape: &[i64],
        elem: Type,
        layout: Option<Attribute>,
        space: Option<Attribute>,
    ) -> Option<Type> {
        // SAFETY: valid handles; `Checked` returns null instead of asserting.
        unsafe {
            Type::from_raw(mlirMemRefTypeGetChecked(
                mlirLocationUnknownGet(mlirTypeGetContext(elem.0)),
                elem.0,
                shape.len() as isize,
                shape.as_ptr(),
                raw_or_null(layout),
                raw_or_null(space),
            ))
        }
    }

    /// `memref<*x elem>` in memory space `space`.
    pub fn unranked_memref(elem: Type, space: Option<Attribute>) -> Option<Type> {
        // SAFETY: valid handles; `Checked` returns null instead of asserting.
        unsafe {
            Type::from_raw(mlirUnrankedMemRefTypeGetChecked(
                mlirLocationUnknownGet(mlirTypeGetContext(elem.0)),
                elem.0,
                raw_or_null(space),
            ))
        }
    }

    /// Bit width of an integer, index (64) or float type; `None` otherwise.
    pub fn bit_width(self) -> Option<u64> {
        // SAFETY: valid type; each getter is called on its own kind.
        unsafe {
            if mlirTypeIsAInteger(self.0) {
                Some(mlirIntegerTypeGetWidth(self.0) as u64)
            } else if mlirTypeIsAIndex(self.0) {
                Some(64)
            } else if mlirTypeIsAFloat(self.0) {
                Some(mlirFloatTypeGetWidth(self.0) as u64)
            } else {
                None
            }
        }
    }

    pub fn print(self) -> String {
        // SAFETY: valid type; the callback copies the text.
        print_to_string(|cb, ud| unsafe { mlirTypePrint(self.0, cb, ud) })
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.print())
    }
}
