//===- interfaces.cpp - op interface and trait queries for ferrobuf -------===//
//
// Part of ferrobuf, under the Apache License v2.0 with LLVM Exceptions.
//
// Thin C entry points over the op interfaces the MLIR C API does not expose.
// No logic lives here beyond translating C++ ranges into callbacks.
//
//===----------------------------------------------------------------------===//

#include <algorithm>
#include <functional>
#include <optional>
#include "ferrobuf.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

#include "llvm/ADT/SmallVector.h"

using namespace mlir;

namespace {

void reportValues(ValueRange range, FerrobufValuesCallback cb, void *ud) {
  llvm::SmallVector<MlirValue, 8> values;
  values.reserve(range.size());
  for (Value v : range)
    values.push_back(wrap(v));
  cb(ud, static_cast<intptr_t>(values.size()), values.data());
}

void reportSuccessor(const RegionSuccessor &succ, ValueRange forwarded,
                     FerrobufRegionSuccessorCallback cb, void *ud) {
  llvm::SmallVector<MlirValue, 8> inputs, fwd;
  for (Value v : succ.getSuccessorInputs())
    inputs.push_back(wrap(v));
  for (Value v : forwarded)
    fwd.push_back(wrap(v));
  intptr_t index =
      succ.isParent()
          ? intptr_t(-1)
          : static_cast<intptr_t>(succ.getSuccessor()->getRegionNumber());
  cb(ud, index, static_cast<intptr_t>(inputs.size()), inputs.data(),
     static_cast<intptr_t>(fwd.size()), fwd.data());
}

} // namespace

//===----------------------------------------------------------------------===//
// Traits
//===----------------------------------------------------------------------===//

bool ferrobufOpHasTrait(MlirOperation op, FerrobufTrait trait) {
  Operation *o = unwrap(op);
  switch (trait) {
  case FerrobufTraitIsTerminator:
    return o->hasTrait<OpTrait::IsTerminator>();
  case FerrobufTraitReturnLike:
    return o->hasTrait<OpTrait::ReturnLike>();
  case FerrobufTraitAutomaticAllocationScope:
    return o->hasTrait<OpTrait::AutomaticAllocationScope>();
  case FerrobufTraitRecursiveMemoryEffects:
    return o->hasTrait<OpTrait::HasRecursiveMemoryEffects>();
  case FerrobufTraitIsIsolatedFromAbove:
    return o->hasTrait<OpTrait::IsIsolatedFromAbove>();
  case FerrobufTraitNoTerminator:
    return o->hasTrait<OpTrait::NoTerminator>();
  case FerrobufTraitConstantLike:
    return o->hasTrait<OpTrait::ConstantLike>();
  case FerrobufTraitHasParallelRegion:
    return o->hasTrait<OpTrait::HasParallelRegion>();
  case FerrobufTraitSymbolTable:
    return o->hasTrait<OpTrait::SymbolTable>();
  }
  return false;
}

MlirOperation ferrobufRegionParentOp(MlirRegion region) {
  return wrap(unwrap(region)->getParentOp());
}

bool ferrobufBlockHasSinglePredecessor(MlirBlock block) {
  return unwrap(block)->getSinglePredecessor() != nullptr;
}

/// Calls `f` on each top-level attribute of `o` that is a symbol reference,
/// without materializing the op's attribute dictionary (`getAttrs` builds
/// one for every op with properties, inherent attributes included: a
/// uniqued dictionary per call). Inherent attributes are read from the
/// properties; the segment sizes, stored natively and never symbol
/// references, are not materialized.
template <typename F> static void forEachSymbolRef(Operation *o, F f) {
  for (NamedAttribute na : o->getRawDictionaryAttrs())
    if (isa<SymbolRefAttr>(na.getValue()))
      f(na.getValue());
  if (!o->getPropertiesStorageSize())
    return;
  std::optional<RegisteredOperationName> info = o->getRegisteredInfo();
  if (!info)
    return;
  for (StringAttr name : info->getAttributeNames()) {
    StringRef n = name.getValue();
    if (n == "operandSegmentSizes" || n == "resultSegmentSizes")
      continue;
    if (std::optional<Attribute> a = o->getInherentAttr(n))
      if (*a && isa<SymbolRefAttr>(*a))
        f(*a);
  }
}

void ferrobufOpSymbolRefs(MlirOperation op, FerrobufAttrCallback cb,
                          void *ud) {
  forEachSymbolRef(unwrap(op), [&](Attribute a) { cb(ud, wrap(a)); });
}

namespace {
/// The functions whose `linalg` regions a walk skips: `n` op pointers in
/// ascending order (see ferrobufWalk).
struct ScalarFunctions {
  const MlirOperation *funcs;
  size_t n;

  bool contains(Operation *op) const {
    const MlirOperation *end = funcs + n;
    const MlirOperation *it =
        std::lower_bound(funcs, end, op, [](MlirOperation a, Operation *b) {
          return std::less<const void *>()(a.ptr, b);
        });
    return it != end && it->ptr == op;
  }

  /// Whether ops nested in `op` (`op` included) are in such a function.
  bool around(Operation *op) const {
    if (n == 0)
      return false;
    for (Operation *p = op; p; p = p->getParentOp())
      if (isa<FunctionOpInterface>(p))
        return contains(p);
    return false;
  }
};

/// A recursive walk (pre- or post-order) that does not enter the regions of
/// `linalg` ops inside the functions of `scalar`. `visit(op)` returns false
/// to interrupt the walk; in pre-order, `enter(op)` says whether to go into
/// the op's regions (false: skip them).
template <typename Visit, typename Enter>
struct PayloadSkippingWalk {
  bool post;
  ScalarFunctions scalar;
  Visit visit;
  Enter enter;

  // False when interrupted. `skip`: inside a function of `scalar`.
  bool run(Operation *op, bool skip) {
    if (!post) {
      if (!visit(op))
        return false;
      if (!enter(op))
        return true;
    }
    if (op->getNumRegions() > 0) {
      if (scalar.n > 0 && isa<FunctionOpInterface>(op))
        skip = scalar.contains(op);
      if (!(skip && op->getName().getDialectNamespace() == "linalg")) {
        for (Region &region : op->getRegions())
          for (Block &block : region)
            for (Operation &nested : llvm::make_early_inc_range(block))
              if (!run(&nested, skip))
                return false;
      }
    }
    return !post || visit(op);
  }
};

template <typename Visit, typename Enter>
void walkSkipping(Operation *root, bool post, ScalarFunctions scalar,
                  Visit visit, Enter enter) {
  PayloadSkippingWalk<Visit, Enter> w{post, scalar, visit, enter};
  w.run(root, scalar.around(root));
}

bool isShaped(Type t) { return isa<TensorType, BaseMemRefType>(t); }

/// An op allowed in a scalar payload (see ferrobufPayloadsScalar).
bool isScalarPayloadOp(Operation *op) {
  if (op->getNumRegions() != 0)
    return false;
  OperationName name = op->getName();
  StringRef dialect = name.getDialectNamespace();
  StringRef full = name.getStringRef();
  if (dialect != "arith" && dialect != "math" && full != "linalg.yield" &&
      full != "linalg.index" && full != "tensor.yield")
    return false;
  return llvm::none_of(op->getOperandTypes(), isShaped) &&
         llvm::none_of(op->getResultTypes(), isShaped);
}
} // namespace

void ferrobufWalk(MlirOperation root, bool postOrder,
                  const MlirOperation *scalarFuncs, size_t numScalarFuncs,
                  MlirOperationWalkCallback cb, void *ud) {
  // The result of the last pre-order visit, read by `enter` right after.
  MlirWalkResult last = MlirWalkResultAdvance;
  walkSkipping(
      unwrap(root), postOrder, ScalarFunctions{scalarFuncs, numScalarFuncs},
      [&](Operation *op) {
        last = cb(wrap(op), ud);
        return last != MlirWalkResultInterrupt;
      },
      [&](Operation *) { return last != MlirWalkResultSkip; });
}

bool ferrobufPayloadsScalar(MlirOperation root) {
  bool scalar = true;
  unwrap(root)->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op->getNumRegions() == 0)
      return WalkResult::advance();
    OperationName name = op->getName();
    if (name.getDialectNamespace() != "linalg" &&
        name.getStringRef() != "tensor.generate" &&
        name.getStringRef() != "tensor.pad")
      return WalkResult::advance();
    for (Region &region : op->getRegions())
      for (Block &block : region) {
        if (llvm::any_of(block.getArgumentTypes(), isShaped) ||
            !llvm::all_of(block, [](Operation &o) {
              return isScalarPayloadOp(&o);
            })) {
          scalar = false;
          return WalkResult::interrupt();
        }
      }
    // Checked: nothing in it holds regions.
    return WalkResult::skip();
  });
  return scalar;
}

void ferrobufWalkFiltered(MlirOperation root, bool postOrder, int mask,
                          const MlirOperation *scalarFuncs,
                          size_t numScalarFuncs, FerrobufOpCallback cb,
                          void *ud) {
  auto matches = [mask](Operation *op) {
    if (mask & FerrobufWalkAny)
      return true;
    if ((mask & FerrobufWalkSuccessors) && op->getNumSuccessors() > 0)
      return true;
    if ((mask & FerrobufWalkRegions) && op->getNumRegions() > 0)
      return true;
    if ((mask & FerrobufWalkMemRefResult) &&
        llvm::any_of(op->getResultTypes(),
                     [](Type t) { return isa<BaseMemRefType>(t); }))
      return true;
    if ((mask & FerrobufWalkCall) && isa<CallOpInterface>(op))
      return true;
    if (mask & FerrobufWalkSymbolRef) {
      bool found = false;
      forEachSymbolRef(op, [&](Attribute) { found = true; });
      if (found)
        return true;
    }
    return false;
  };
  walkSkipping(
      unwrap(root), postOrder, ScalarFunctions{scalarFuncs, numScalarFuncs},
      [&](Operation *op) {
        if (matches(op))
          cb(ud, wrap(op));
        return true;
      },
      [](Operation *) { return true; });
}

//===----------------------------------------------------------------------===//
// MemoryEffectOpInterface
//===----------------------------------------------------------------------===//

bool ferrobufIsaMemoryEffectOpInterface(MlirOperation op) {
  return isa<MemoryEffectOpInterface>(unwrap(op));
}

FerrobufMemRefEffects ferrobufMemRefEffectProblem(MlirOperation op) {
  Operation *o = unwrap(op);
  auto isBuffer = [](Type t) { return isa<BaseMemRefType>(t); };
  if (!llvm::any_of(o->getOperandTypes(), isBuffer) &&
      !llvm::any_of(o->getResultTypes(), isBuffer))
    return FerrobufMemRefEffectsOk;
  auto iface = dyn_cast<MemoryEffectOpInterface>(o);
  if (!iface)
    return isa<CallOpInterface>(o) ||
                   o->hasTrait<OpTrait::HasRecursiveMemoryEffects>()
               ? FerrobufMemRefEffectsOk
               : FerrobufMemRefEffectsUnknown;
  llvm::SmallVector<MemoryEffects::EffectInstance, 4> effects;
  iface.getEffects(effects);
  for (const MemoryEffects::EffectInstance &e : effects)
    if (isa<MemoryEffects::Free>(e.getEffect()) && e.getValue() &&
        isa<MemRefType>(e.getValue().getType()))
      return FerrobufMemRefEffectsFree;
  return FerrobufMemRefEffectsOk;
}

bool ferrobufGetMemoryEffects(MlirOperation op, FerrobufEffectCallback cb,
                              void *ud) {
  Operation *o = unwrap(op);
  auto iface = dyn_cast<MemoryEffectOpInterface>(o);
  if (!iface)
    return o->hasTrait<OpTrait::HasRecursiveMemoryEffects>();
  llvm::SmallVector<MemoryEffects::EffectInstance, 4> effects;
  iface.getEffects(effects);
  for (const MemoryEffects::EffectInstance &e : effects) {
    FerrobufMemoryEffect out;
    MemoryEffects::Effect *effect = e.getEffect();
    if (isa<MemoryEffects::Allocate>(effect))
      out.kind = FerrobufEffectAllocate;
    else if (isa<MemoryEffects::Free>(effect))
      out.kind = FerrobufEffectFree;
    else if (isa<MemoryEffects::Read>(effect))
      out.kind = FerrobufEffectRead;
    else
      out.kind = FerrobufEffectWrite;
    out.value = wrap(e.getValue());
    SideEffects::Resource *resource = e.getResource();
    // Compare by TypeID (isa), never by address: `Resource::get()` is an
    // inline static, so this DSO has its own copy of every resource object.
    out.automaticAllocationScopeResource =
        isa<SideEffects::AutomaticAllocationScopeResource>(resource);
    out.resourceName = wrap(resource->getName());
    cb(ud, &out);
  }
  return true;
}

//===----------------------------------------------------------------------===//
// RegionBranchOpInterface
//===----------------------------------------------------------------------===//

bool ferrobufIsaRegionBranchOp(MlirOperation op) {
  return isa<RegionBranchOpInterface>(unwrap(op));
}

bool ferrobufIsaRegionBranchTerminator(MlirOperation op) {
  return isa<RegionBranchTerminatorOpInterface>(unwrap(op));
}

void ferrobufRegionBranchEntrySuccessors(MlirOperation op,
                                         FerrobufRegionSuccessorCallback cb,
                                         void *ud) {
  auto iface = dyn_cast<RegionBranchOpInterface>(unwrap(op));
  if (!iface)
    return;
  llvm::SmallVector<RegionSuccessor, 2> successors;
  iface.getSuccessorRegions(RegionBranchPoint::parent(), successors);
  for (const RegionSuccessor &succ : successors)
    reportSuccessor(succ, iface.getEntrySuccessorOperands(succ), cb, ud);
}

void ferrobufRegionBranchRegionSuccessors(MlirOperation op,
                                          intptr_t regionIndex,
                                          FerrobufRegionSuccessorCallback cb,
                                          void *ud) {
  Operation *o = unwrap(op);
  auto iface = dyn_cast<RegionBranchOpInterface>(o);
  if (!iface || regionIndex < 0 ||
      regionIndex >= static_cast<intptr_t>(o->getNumRegions()))
    return;
  llvm::SmallVector<RegionSuccessor, 2> successors;
  iface.getSuccessorRegions(o->getRegion(regionIndex), successors);
  for (const RegionSuccessor &succ : successors)
    reportSuccessor(succ, ValueRange(), cb, ud);
}

void ferrobufRegionTerminatorSuccessors(MlirOperation terminator,
                                        FerrobufRegionSuccessorCallback cb,
                                        void *ud) {
  auto term = dyn_cast<RegionBranchTerminatorOpInterface>(unwrap(terminator));
  if (!term)
    return;
  auto parent = dyn_cast_or_null<RegionBranchOpInterface>(
      term->getParentOp());
  if (!parent)
    return;
  llvm::SmallVector<RegionSuccessor, 2> successors;
  parent.getSuccessorRegions(RegionBranchPoint(term), successors);
  for (const RegionSuccessor &succ : successors)
    reportSuccessor(succ, term.getSuccessorOperands(succ), cb, ud);
}

//===----------------------------------------------------------------------===//
// BranchOpInterface
//===----------------------------------------------------------------------===//

bool ferrobufIsaBranchOp(MlirOperation op) {
  return isa<BranchOpInterface>(unwrap(op));
}

/// The operands `op` passes to successor `successorIndex`; none when `op`
/// is not a branch op or has no such successor.
static std::optional<SuccessorOperands>
successorOperandsOf(MlirOperation op, intptr_t successorIndex) {
  Operation *o = unwrap(op);
  auto iface = dyn_cast<BranchOpInterface>(o);
  if (!iface || successorIndex < 0 ||
      successorIndex >= static_cast<intptr_t>(o->getNumSuccessors()))
    return std::nullopt;
  return iface.getSuccessorOperands(successorIndex);
}

intptr_t ferrobufBranchSuccessorOperands(MlirOperation op,
                                         intptr_t successorIndex,
                                         FerrobufValuesCallback cb, void *ud) {
  std::optional<SuccessorOperands> operands =
      successorOperandsOf(op, successorIndex);
  if (!operands)
    return -1;
  reportValues(operands->getForwardedOperands(), cb, ud);
  return operands->getProducedOperandCount();
}

intptr_t ferrobufBranchSuccessorOperandsStart(MlirOperation op,
                                              intptr_t successorIndex) {
  std::optional<SuccessorOperands> operands =
      successorOperandsOf(op, successorIndex);
  if (!operands)
    return -1;
  OperandRange fwd = operands->getForwardedOperands();
  if (fwd.empty())
    return -1;
  return fwd.getBeginOperandIndex();
}

//===----------------------------------------------------------------------===//
// CallOpInterface
//===----------------------------------------------------------------------===//

bool ferrobufIsaCallOp(MlirOperation op) {
  return isa<CallOpInterface>(unwrap(op));
}

MlirAttribute ferrobufCallCalleeSymbol(MlirOperation op) {
  auto call = dyn_cast<CallOpInterface>(unwrap(op));
  if (!call)
    return wrap(Attribute());
  return wrap(Attribute(
      dyn_cast_if_present<SymbolRefAttr>(call.getCallableForCallee())));
}

MlirValue ferrobufCallCalleeValue(MlirOperation op) {
  auto call = dyn_cast<CallOpInterface>(unwrap(op));
  if (!call)
    return wrap(Value());
  return wrap(dyn_cast_if_present<Value>(call.getCallableForCallee()));
}

void ferrobufCallArgOperands(MlirOperation op, FerrobufValuesCallback cb,
                             void *ud) {
  auto call = dyn_cast<CallOpInterface>(unwrap(op));
  if (!call) {
    cb(ud, 0, nullptr);
    return;
  }
  reportValues(call.getArgOperands(), cb, ud);
}

namespace {
/// Symbol tables indexed once while a phase that changes no symbols runs on
/// this thread (see ferrobufSymbolCacheEnter).
struct SymbolCache {
  unsigned depth = 0;
  std::unique_ptr<SymbolTableCollection> tables;
};
thread_local SymbolCache symbolCache;
} // namespace

void ferrobufSymbolCacheEnter() {
  if (symbolCache.depth++ == 0)
    symbolCache.tables = std::make_unique<SymbolTableCollection>();
}

void ferrobufSymbolCacheExit() {
  if (--symbolCache.depth == 0)
    symbolCache.tables.reset();
}

MlirOperation ferrobufCallResolveCallable(MlirOperation op) {
  auto call = dyn_cast<CallOpInterface>(unwrap(op));
  if (!call)
    return wrap(static_cast<Operation *>(nullptr));
  if (symbolCache.tables)
    return wrap(call.resolveCallableInTable(symbolCache.tables.get()));
  return wrap(call.resolveCallable());
}

//===----------------------------------------------------------------------===//
// FunctionOpInterface and symbols
//===----------------------------------------------------------------------===//

bool ferrobufIsaFunctionOp(MlirOperation op) {
  return isa<FunctionOpInterface>(unwrap(op));
}

bool ferrobufFunctionIsExternal(MlirOperation op) {
  auto fn = dyn_cast<FunctionOpInterface>(unwrap(op));
  return fn && fn.isExternal();
}

intptr_t ferrobufFunctionNumArguments(MlirOperation op) {
  auto fn = dyn_cast<FunctionOpInterface>(unwrap(op));
  return fn ? static_cast<intptr_t>(fn.getNumArguments()) : 0;
}

intptr_t ferrobufFunctionNumResults(MlirOperation op) {
  auto fn = dyn_cast<FunctionOpInterface>(unwrap(op));
  return fn ? static_cast<intptr_t>(fn.getNumResults()) : 0;
}

MlirType ferrobufFunctionArgumentType(MlirOperation op, intptr_t index) {
  auto fn = dyn_cast<FunctionOpInterface>(unwrap(op));
  if (!fn || index < 0 || index >= static_cast<intptr_t>(fn.getNumArguments()))
    return wrap(Type());
  return wrap(fn.getArgumentTypes()[index]);
}

MlirType ferrobufFunctionResultType(MlirOperation op, intptr_t index) {
  auto fn = dyn_cast<FunctionOpInterface>(unwrap(op));
  if (!fn || index < 0 || index >= static_cast<intptr_t>(fn.getNumResults()))
    return wrap(Type());
  return wrap(fn.getResultTypes()[index]);
}

MlirRegion ferrobufFunctionBody(MlirOperation op) {
  auto fn = dyn_cast<FunctionOpInterface>(unwrap(op));
  return wrap(fn ? &fn.getFunctionBody() : static_cast<Region *>(nullptr));
}

FerrobufVisibility ferrobufSymbolVisibility(MlirOperation op) {
  Operation *o = unwrap(op);
  if (!isa<SymbolOpInterface>(o))
    return FerrobufVisibilityNone;
  switch (SymbolTable::getSymbolVisibility(o)) {
  case SymbolTable::Visibility::Public:
    return FerrobufVisibilityPublic;
  case SymbolTable::Visibility::Private:
    return FerrobufVisibilityPrivate;
  case SymbolTable::Visibility::Nested:
    return FerrobufVisibilityNested;
  }
  return FerrobufVisibilityNone;
}

//===----------------------------------------------------------------------===//
// DestinationStyleOpInterface
//===----------------------------------------------------------------------===//

bool ferrobufIsaDestinationStyleOp(MlirOperation op) {
  return isa<DestinationStyleOpInterface>(unwrap(op));
}

void ferrobufDpsInits(MlirOperation op, FerrobufValuesCallback cb, void *ud) {
  auto dps = dyn_cast<DestinationStyleOpInterface>(unwrap(op));
  if (!dps) {
    cb(ud, 0, nullptr);
    return;
  }
  reportValues(dps.getDpsInits(), cb, ud);
}

intptr_t ferrobufDpsTiedResultOfOperand(MlirOperation op,
                                        intptr_t operandIndex) {
  Operation *o = unwrap(op);
  auto dps = dyn_cast<DestinationStyleOpInterface>(o);
  if (!dps || operandIndex < 0 ||
      operandIndex >= static_cast<intptr_t>(o->getNumOperands()))
    return -1;
  OperandRange inits = dps.getDpsInits();
  intptr_t begin = inits.empty() ? 0 : inits.getBeginOperandIndex();
  intptr_t position = operandIndex - begin;
  if (inits.empty() || position < 0 ||
      position >= static_cast<intptr_t>(inits.size()) ||
      position >= static_cast<intptr_t>(o->getNumResults()))
    return -1;
  return position;
}

intptr_t ferrobufDpsTiedOperandOfResult(MlirOperation op,
                                        intptr_t resultIndex) {
  Operation *o = unwrap(op);
  auto dps = dyn_cast<DestinationStyleOpInterface>(o);
  if (!dps || resultIndex < 0 ||
      resultIndex >= static_cast<intptr_t>(o->getNumResults()))
    return -1;
  OperandRange inits = dps.getDpsInits();
  if (resultIndex >= static_cast<intptr_t>(inits.size()))
    return -1;
  return inits.getBeginOperandIndex() + resultIndex;
}

bool ferrobufDpsHasPureBufferSemantics(MlirOperation op) {
  auto dps = dyn_cast<DestinationStyleOpInterface>(unwrap(op));
  return dps && dps.hasPureBufferSemantics();
}

bool ferrobufDpsHasPureTensorSemantics(MlirOperation op) {
  auto dps = dyn_cast<DestinationStyleOpInterface>(unwrap(op));
  return dps && dps.hasPureTensorSemantics();
}

//===----------------------------------------------------------------------===//
// ViewLikeOpInterface
//===----------------------------------------------------------------------===//

bool ferrobufIsaViewLikeOp(MlirOperation op) {
  return isa<ViewLikeOpInterface>(unwrap(op));
}

MlirValue ferrobufViewLikeSource(MlirOperation op) {
  auto view = dyn_cast<ViewLikeOpInterface>(unwrap(op));
  return wrap(view ? view.getViewSource() : Value());
}
