//! Attributes: reading and building builtin attributes.

use mlir_sys::*;

use super::*;

impl Attribute {
    /// The value of an integer attribute, `None` for other attributes.
    pub fn as_i64(self) -> Option<i64> {
        // SAFETY: valid attribute; checked kind before reading.
        unsafe {
            if mlirAttributeIsAInteger(self.0) {
                Some(mlirIntegerAttrGetValueInt(self.0))
            } else {
                None
            }
        }
    }

    /// The results of an affine map attribute as dimension positions
    /// (`Some(d)` for a result `d<d>`, `None` for any other expression),
    /// `None` for other attributes.
    pub fn affine_map_dim_results(self) -> Option<Vec<Option<usize>>> {
        // SAFETY: valid attribute; kind checked before reading the map;
        // result indices within the map's result count; expression kind
        // checked before reading a dimension position.
        unsafe {
            if !mlirAttributeIsAAffineMap(self.0) {
                return None;
            }
            let map = mlirAffineMapAttrGetValue(self.0);
            let n = mlirAffineMapGetNumResults(map);
            Some(
                (0..n)
                    .map(|i| {
                        let e = mlirAffineMapGetResult(map, i);
                        mlirAffineExprIsADim(e).then(|| mlirAffineDimExprGetPosition(e) as usize)
                    })
                    .collect(),
            )
        }
    }

    /// Whether this is an affine map attribute holding an identity map.
    pub fn is_identity_affine_map(self) -> bool {
        // SAFETY: valid attribute; kind checked before reading the map.
        unsafe {
            mlirAttributeIsAAffineMap(self.0)
                && mlirAffineMapIsIdentity(mlirAffineMapAttrGetValue(self.0))
        }
    }

    /// The values of a dense integer elements attribute (e.g. the
    /// `case_values` of `cf.switch`) or of an `array<i64: ...>` /
    /// `array<i32: ...>`, `None` for other attributes.
    pub fn as_dense_ints(self) -> Option<Vec<i64>> {
        // SAFETY: valid attribute; kind and element width checked before
        // each read, indices within the element count.
        unsafe {
            if mlirAttributeIsADenseI64Array(self.0) {
                let n = mlirDenseArrayGetNumElements(self.0);
                return Some(
                    (0..n)
                        .map(|i| mlirDenseI64ArrayGetElement(self.0, i))
                        .collect(),
                );
            }
            if mlirAttributeIsADenseI32Array(self.0) {
                let n = mlirDenseArrayGetNumElements(self.0);
                return Some(
                    (0..n)
                        .map(|i| mlirDenseI32ArrayGetElement(self.0, i) as i64)
                        .collect(),
                );
            }
            if !mlirAttributeIsADenseIntElements(self.0) {
                return None;
            }
            let elem = mlirShapedTypeGetElementType(mlirAttributeGetType(self.0));
            let width = if mlirTypeIsAIndex(elem) {
                64
            } else {
                mlirIntegerTypeGetWidth(elem)
            };
            let n = mlirElementsAttrGetNumElements(self.0) as isize;
            (0..n)
                .map(|i| match width {
                    1 => Some(mlirDenseElementsAttrGetBoolValue(self.0, i) as i64),
                    8 => Some(mlirDenseElementsAttrGetInt8Value(self.0, i) as i64),
                    16 => Some(mlirDenseElementsAttrGetInt16Value(self.0, i) as i64),
                    32 => Some(mlirDenseElementsAttrGetInt32Value(self.0, i) as i64),
                    64 => Some(mlirDenseElementsAttrGetInt64Value(self.0, i)),
                    _ => None,
                })
                .collect()
        }
    }

    /// The text of a string attribute.
    pub fn as_string(self) -> Option<String> {
        // SAFETY: valid attribute; checked kind before reading.
        unsafe {
            if mlirAttributeIsAString(self.0) {
                Some(str_of(mlirStringAttrGetValue(self.0)).into_owned())
            } else {
                None
            }
        }
    }

    /// The leaf name of a symbol reference attribute.
    pub fn as_flat_symbol(self) -> Option<String> {
        // SAFETY: valid attribute; checked kind before reading.
        unsafe {
            if mlirAttributeIsAFlatSymbolRef(self.0) {
                Some(str_of(mlirFlatSymbolRefAttrGetValue(self.0)).into_owned())
            } else if mlirAttributeIsASymbolRef(self.0) {
                Some(str_of(mlirSymbolRefAttrGetLeafReference(self.0)).into_owned())
            } else {
                None
            }
        }
    }

    /// The elements of an array attribute, `None` for other attributes.
    pub fn array_elements(self) -> Option<Vec<Attribute>> {
        // SAFETY: valid attribute; kind checked before reading; indices
        // below the element count.
        unsafe {
            if !mlirAttributeIsAArray(self.0) {
                return None;
            }
            let n = mlirArrayAttrGetNumElements(self.0);
            Some(
                (0..n)
                    .map(|i| Attribute(mlirArrayAttrGetElement(self.0, i)))
                    .collect(),
            )
        }
    }

    /// The entries of a dictionary attribute as (name, value), `None` for
    /// other attributes.
    pub fn dict_entries(self) -> Option<Vec<(String, Attribute)>> {
        // SAFETY: valid attribute; kind checked before reading; indices
        // below the element count; identifier strings copied.
        unsafe {
            if !mlirAttributeIsADictionary(self.0) {
                return None;
            }
            let n = mlirDictionaryAttrGetNumElements(self.0);
            Some(
                (0..n)
                    .map(|i| {
                        let e = mlirDictionaryAttrGetElement(self.0, i);
                        let name = mlirIdentifierStr(e.name);
                        let bytes = std::slice::from_raw_parts(name.data as *const u8, name.length);
                        (
                            String::from_utf8_lossy(bytes).into_owned(),
                            Attribute(e.attribute),
                        )
                    })
                    .collect(),
            )
        }
    }

    /// The entry `name` of a dictionary attribute.
    pub fn dict_get(self, name: &str) -> Option<Attribute> {
        // SAFETY: valid attribute; kind checked; the name is read during
        // the call.
        unsafe {
            if !mlirAttributeIsADictionary(self.0) {
                return None;
            }
            Attribute::from_raw(mlirDictionaryAttrGetElementByName(self.0, sref(name)))
        }
    }

    pub fn print(self) -> String {
        // SAFETY: valid attribute; the callback copies the text.
        print_to_string(|cb, ud| unsafe { mlirAttributePrint(self.0, cb, ud) })
    }
}

/// The raw handle of an optional attribute: null when absent (what the C
/// API takes for "none").
pub(crate) fn raw_or_null(a: Option<Attribute>) -> MlirAttribute {
    a.map_or(
        MlirAttribute {
            ptr: std::ptr::null(),
        },
        |a| a.0,
    )
}
