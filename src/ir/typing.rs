//! Type and attribute helpers for bufferization: ranked tensors and their
//! encodings, memref strides/offsets, function types, and the small
//! attributes (unit, bool, string, array, type) One-Shot Bufferize reads and
//! writes.

use mlir_sys::*;

use super::core::{Attribute, Ctx, Type, sref};

impl Type {
    /// Whether this is a ranked tensor type.
    pub fn is_ranked_tensor(self) -> bool {
        // SAFETY: valid type.
        unsafe { mlirTypeIsARankedTensor(self.raw()) }
    }

    /// Whether this is an unranked tensor type.
    pub fn is_unranked_tensor(self) -> bool {
        // SAFETY: valid type.
        unsafe { mlirTypeIsAUnrankedTensor(self.raw()) }
    }

    /// The encoding of a ranked tensor type, `None` if it has none.
    pub fn tensor_encoding(self) -> Option<Attribute> {
        if !self.is_ranked_tensor() {
            return None;
        }
        // SAFETY: checked above; null mapped to None.
        unsafe { Attribute::from_raw(mlirRankedTensorTypeGetEncoding(self.raw())) }
    }

    /// `(strides, offset)` of a ranked memref type with a strided (or
    /// identity) layout; `None` for other layouts.
    pub fn strides_and_offset(self) -> Option<(Vec<i64>, i64)> {
        if !self.is_memref() {
            return None;
        }
        let rank = self.rank();
        let mut strides = vec![0i64; rank];
        let mut offset = 0i64;
        // SAFETY: the out-arrays have `rank` elements.
        let ok = unsafe {
            mlirMemRefTypeGetStridesAndOffset(self.raw(), strides.as_mut_ptr(), &mut offset).value
                != 0
        };
        ok.then_some((strides, offset))
    }

    /// `(inputs) -> (results)`.
    pub fn function(ctx: Ctx, inputs: &[Type], results: &[Type]) -> Type {
        let i: Vec<MlirType> = inputs.iter().map(|t| t.raw()).collect();
        let r: Vec<MlirType> = results.iter().map(|t| t.raw()).collect();
        // SAFETY: arrays read during the call.
        unsafe {
            Type::from_raw(mlirFunctionTypeGet(
                ctx.raw(),
                i.len() as isize,
                i.as_ptr(),
                r.len() as isize,
                r.as_ptr(),
            ))
        }
        .expect("function type")
    }

    /// The element types of a `tuple<...>` type, `None` for other types.
    pub fn tuple_elements(self) -> Option<Vec<Type>> {
        // SAFETY: valid type; the kind is checked before the tuple queries,
        // and every index is below the element count.
        unsafe {
            if !mlirTypeIsATuple(self.raw()) {
                return None;
            }
            let n = mlirTupleTypeGetNumTypes(self.raw());
            Some(
                (0..n)
                    .map(|i| {
                        Type::from_raw(mlirTupleTypeGetType(self.raw(), i)).expect("tuple element")
                    })
                    .collect(),
            )
        }
    }

    /// `tuple<elements...>`.
    pub fn tuple(ctx: Ctx, elements: &[Type]) -> Type {
        let raw: Vec<MlirType> = elements.iter().map(|t| t.raw()).collect();
        // SAFETY: the array is read during the call.
        unsafe {
            Type::from_raw(mlirTupleTypeGet(
                ctx.raw(),
                raw.len() as isize,
                raw.as_ptr(),
            ))
        }
        .expect("tuple type")
    }

    /// `tensor<shape x elem>` (no encoding).
    pub fn ranked_tensor(shape: &[i64], elem: Type) -> Type {
        // SAFETY: valid element type; shape read during the call.
        unsafe {
            Type::from_raw(mlirRankedTensorTypeGet(
                shape.len() as isize,
                shape.as_ptr(),
                elem.raw(),
                super::core::raw_or_null(None),
            ))
        }
        .expect("ranked tensor type")
    }
}

impl Attribute {
    pub fn is_unit(self) -> bool {
        // SAFETY: valid attribute.
        unsafe { mlirAttributeIsAUnit(self.raw()) }
    }

    /// The value of a `BoolAttr`.
    pub fn as_bool(self) -> Option<bool> {
        // SAFETY: checked kind first.
        unsafe { mlirAttributeIsABool(self.raw()).then(|| mlirBoolAttrGetValue(self.raw())) }
    }

    /// Whether this is an elements attribute (`dense<...>`, `dense_resource`,
    /// sparse, ...).
    pub fn is_elements(self) -> bool {
        // SAFETY: valid attribute.
        unsafe { mlirAttributeIsAElements(self.raw()) }
    }

    /// The type of a `TypeAttr`.
    pub fn as_type(self) -> Option<Type> {
        // SAFETY: checked kind first.
        unsafe {
            if mlirAttributeIsAType(self.raw()) {
                Type::from_raw(mlirTypeAttrGetValue(self.raw()))
            } else {
                None
            }
        }
    }
}

impl Ctx {
    pub fn unit_attr(self) -> Attribute {
        // SAFETY: valid context.
        Attribute(unsafe { mlirUnitAttrGet(self.raw()) })
    }

    pub fn bool_attr(self, value: bool) -> Attribute {
        // SAFETY: valid context.
        Attribute(unsafe { mlirBoolAttrGet(self.raw(), value as i32) })
    }

    pub fn string_attr(self, s: &str) -> Attribute {
        // SAFETY: the string is copied by MLIR.
        Attribute(unsafe { mlirStringAttrGet(self.raw(), sref(s)) })
    }

    /// `@name` as a flat symbol reference (any name, quoted when printed
    /// if it needs to be).
    pub fn flat_symbol_ref_attr(self, name: &str) -> Attribute {
        // SAFETY: the string is copied by MLIR.
        Attribute(unsafe { mlirFlatSymbolRefAttrGet(self.raw(), sref(name)) })
    }

    pub fn array_attr(self, items: &[Attribute]) -> Attribute {
        let raw: Vec<MlirAttribute> = items.iter().map(|a| a.raw()).collect();
        // SAFETY: array read during the call.
        Attribute(unsafe { mlirArrayAttrGet(self.raw(), raw.len() as isize, raw.as_ptr()) })
    }

    /// A dictionary attribute of `entries` (name, value).
    pub fn dict_attr(self, entries: &[(String, Attribute)]) -> Attribute {
        let raw: Vec<MlirNamedAttribute> = entries
            .iter()
            .map(|(n, a)| MlirNamedAttribute {
                // SAFETY: the name is copied (interned) by MLIR.
                name: unsafe { mlirIdentifierGet(self.raw(), sref(n)) },
                attribute: a.raw(),
            })
            .collect();
        // SAFETY: array read during the call.
        Attribute(unsafe { mlirDictionaryAttrGet(self.raw(), raw.len() as isize, raw.as_ptr()) })
    }

    pub fn type_attr(self, ty: Type) -> Attribute {
        // SAFETY: valid type.
        Attribute(unsafe { mlirTypeAttrGet(ty.raw()) })
    }
}
