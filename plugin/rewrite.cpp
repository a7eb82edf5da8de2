//===- rewrite.cpp - IR rewrites the MLIR C API lacks ---------------------===//
//
// Part of ferrobuf, under the Apache License v2.0 with LLVM Exceptions.
//
// Appending forwarded operands through the control-flow interfaces (so that
// segment attributes stay right whatever the op), rebuilding an op with extra
// operands/results, and growing a function signature.
//
//===----------------------------------------------------------------------===//

#include "ferrobuf.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

#include "llvm/ADT/SmallVector.h"

using namespace mlir;

/// The C++ objects behind an array of `n` C API handles.
template <typename Cpp, typename C>
static SmallVector<Cpp> unwrapArray(intptr_t n, const C *handles) {
  SmallVector<Cpp> out;
  out.reserve(n);
  for (intptr_t i = 0; i < n; ++i)
    out.push_back(unwrap(handles[i]));
  return out;
}

static SmallVector<Value> unwrapValues(intptr_t n, const MlirValue *values) {
  return unwrapArray<Value>(n, values);
}

static SmallVector<Type> unwrapTypes(intptr_t n, const MlirType *types) {
  return unwrapArray<Type>(n, types);
}

bool ferrobufBranchAppendOperands(MlirOperation op, intptr_t index,
                                  intptr_t numValues, const MlirValue *values) {
  Operation *o = unwrap(op);
  auto branch = dyn_cast<BranchOpInterface>(o);
  if (!branch || index < 0 ||
      index >= static_cast<intptr_t>(o->getNumSuccessors()))
    return false;
  SuccessorOperands operands = branch.getSuccessorOperands(index);
  operands.append(unwrapValues(numValues, values));
  return true;
}

bool ferrobufRegionTerminatorAppendOperands(MlirOperation terminator,
                                            intptr_t numValues,
                                            const MlirValue *values) {
  Operation *o = unwrap(terminator);
  auto term = dyn_cast<RegionBranchTerminatorOpInterface>(o);
  if (!term)
    return false;
  auto parent = dyn_cast_or_null<RegionBranchOpInterface>(o->getParentOp());
  if (!parent)
    return false;
  SmallVector<RegionSuccessor, 2> successors;
  parent.getSuccessorRegions(RegionBranchPoint(term), successors);
  if (successors.empty())
    return false;
  // Every successor must see the same forwarded range, or one append cannot
  // serve them all.
  std::optional<std::pair<unsigned, unsigned>> range;
  for (const RegionSuccessor &succ : successors) {
    MutableOperandRange r = term.getMutableSuccessorOperands(succ);
    OperandRange plain = r;
    std::pair<unsigned, unsigned> here{plain.getBeginOperandIndex(),
                                       static_cast<unsigned>(plain.size())};
    if (plain.empty())
      here.first = o->getNumOperands();
    if (range && *range != here)
      return false;
    range = here;
  }
  MutableOperandRange r = term.getMutableSuccessorOperands(successors.front());
  r.append(unwrapValues(numValues, values));
  return true;
}

// Creates a copy of `o` right before it with `operands` and result `types`
// (name, properties, discardable attributes and successors copied), taking
// over `o`'s region bodies. Null if the builder refuses the op.
static Operation *rebuildOp(Operation *o, ValueRange operands,
                            TypeRange types) {
  OperationState state(o->getLoc(), o->getName());
  state.addOperands(operands);
  state.addTypes(types);
  state.addAttributes(o->getDiscardableAttrDictionary().getValue());
  state.propertiesAttr = o->getPropertiesAsAttribute();
  state.addSuccessors(o->getSuccessors());
  for (unsigned i = 0, e = o->getNumRegions(); i < e; ++i)
    state.addRegion();
  OpBuilder builder(o);
  Operation *created = builder.create(state);
  if (!created)
    return nullptr;
  for (unsigned i = 0, e = o->getNumRegions(); i < e; ++i)
    created->getRegion(i).takeBody(o->getRegion(i));
  return created;
}

MlirOperation ferrobufRebuildWithExtra(MlirOperation op, intptr_t numOperands,
                                       const MlirValue *operands,
                                       intptr_t numTypes,
                                       const MlirType *types) {
  Operation *o = unwrap(op);
  SmallVector<Value> allOperands(o->getOperands());
  allOperands.append(unwrapValues(numOperands, operands));
  SmallVector<Type> allTypes(o->getResultTypes());
  allTypes.append(unwrapTypes(numTypes, types));
  return wrap(rebuildOp(o, allOperands, allTypes));
}

bool ferrobufFunctionAppendResults(MlirOperation op, intptr_t numTypes,
                                   const MlirType *types) {
  auto func = dyn_cast<FunctionOpInterface>(unwrap(op));
  if (!func)
    return false;
  unsigned base = func.getNumResults();
  SmallVector<unsigned> indices;
  SmallVector<Type> tys;
  SmallVector<DictionaryAttr> attrs;
  for (intptr_t i = 0; i < numTypes; ++i) {
    indices.push_back(base);
    tys.push_back(unwrap(types[i]));
    attrs.push_back(DictionaryAttr());
  }
  return succeeded(func.insertResults(indices, tys, attrs));
}

MlirOperation ferrobufRebuild(MlirOperation op, intptr_t numOperands,
                              const MlirValue *operands, intptr_t numTypes,
                              const MlirType *types) {
  return wrap(rebuildOp(unwrap(op), unwrapValues(numOperands, operands),
                        unwrapTypes(numTypes, types)));
}

//===----------------------------------------------------------------------===//
// Creating ops in one call
//===----------------------------------------------------------------------===//

MlirOperation ferrobufCreateOperation(MlirStringRef name, MlirLocation loc,
                                      intptr_t numOperands,
                                      const MlirValue *operands,
                                      intptr_t numResults,
                                      const MlirType *results, intptr_t numAttrs,
                                      const MlirStringRef *attrNames,
                                      const MlirAttribute *attrValues,
                                      intptr_t numRegions, MlirRegion *regions,
                                      intptr_t numSuccessors,
                                      const MlirBlock *successors) {
  Location l = unwrap(loc);
  OperationState state(l, unwrap(name));
  state.addOperands(unwrapValues(numOperands, operands));
  state.addTypes(unwrapTypes(numResults, results));
  MLIRContext *ctx = l.getContext();
  for (intptr_t i = 0; i < numAttrs; ++i)
    state.attributes.append(StringAttr::get(ctx, unwrap(attrNames[i])),
                            unwrap(attrValues[i]));
  for (intptr_t i = 0; i < numRegions; ++i)
    state.regions.push_back(std::unique_ptr<Region>(unwrap(regions[i])));
  state.addSuccessors(unwrapArray<Block *>(numSuccessors, successors));
  return wrap(Operation::create(state));
}
