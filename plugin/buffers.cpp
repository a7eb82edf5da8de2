//===- buffers.cpp - loop, bufferization-interface and layout queries ----===//
//
// Part of ferrobuf, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "ferrobuf.h"

#include "mlir/CAPI/IR.h"
#include "mlir/Dialect/Bufferization/IR/AllocationOpInterface.h"
#include "mlir/Dialect/Bufferization/IR/BufferViewFlowOpInterface.h"
#include "mlir/Dialect/Bufferization/IR/BufferizationTypeInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

using namespace mlir;

namespace {
/// Interface bits per op name, kept while a ferrobuf pass runs on this thread
/// (see ferrobufQueryCacheEnter): an op name's interfaces only change when
/// dialects load, which never happens while a pass runs. Outside pass runs
/// nothing is cached (contexts, and so op names, come and go).
struct InterfaceCache {
  unsigned depth = 0;
  llvm::DenseMap<void *, int> bits;
};
thread_local InterfaceCache interfaceCache;

int computeInterfaces(Operation *o) {
  int bits = 0;
  if (isa<MemoryEffectOpInterface>(o))
    bits |= FerrobufIfaceMemoryEffect;
  if (isa<RegionBranchOpInterface>(o))
    bits |= FerrobufIfaceRegionBranch;
  if (isa<RegionBranchTerminatorOpInterface>(o))
    bits |= FerrobufIfaceRegionBranchTerminator;
  if (isa<BranchOpInterface>(o))
    bits |= FerrobufIfaceBranch;
  if (isa<CallOpInterface>(o))
    bits |= FerrobufIfaceCall;
  if (isa<FunctionOpInterface>(o))
    bits |= FerrobufIfaceFunction;
  if (isa<DestinationStyleOpInterface>(o))
    bits |= FerrobufIfaceDestinationStyle;
  if (isa<ViewLikeOpInterface>(o))
    bits |= FerrobufIfaceViewLike;
  if (isa<bufferization::BufferViewFlowOpInterface>(o))
    bits |= FerrobufIfaceBufferViewFlow;
  if (isa<LoopLikeOpInterface>(o))
    bits |= FerrobufIfaceLoopLike;
  return bits;
}
} // namespace

void ferrobufQueryCacheEnter() {
  if (interfaceCache.depth++ == 0)
    interfaceCache.bits.clear();
}

void ferrobufQueryCacheExit() {
  if (--interfaceCache.depth == 0)
    interfaceCache.bits.clear();
}

int ferrobufOpInterfaces(MlirOperation op) {
  Operation *o = unwrap(op);
  if (interfaceCache.depth == 0)
    return computeInterfaces(o);
  void *key = o->getName().getAsOpaquePointer();
  auto [it, inserted] = interfaceCache.bits.try_emplace(key, 0);
  if (inserted)
    it->second = computeInterfaces(o);
  return it->second;
}

bool ferrobufIsLoop(MlirOperation op) {
  Operation *o = unwrap(op);
  if (isa<LoopLikeOpInterface>(o))
    return true;
  auto branch = dyn_cast<RegionBranchOpInterface>(o);
  return branch && branch.hasLoop();
}

bool ferrobufRegionInvocationBounds(MlirOperation op, intptr_t regionIndex,
                                    int64_t *lower, int64_t *upper) {
  Operation *o = unwrap(op);
  auto branch = dyn_cast<RegionBranchOpInterface>(o);
  if (!branch || regionIndex < 0 ||
      regionIndex >= static_cast<intptr_t>(o->getNumRegions()))
    return false;
  llvm::SmallVector<Attribute> operands(o->getNumOperands(), Attribute());
  llvm::SmallVector<InvocationBounds> bounds;
  branch.getRegionInvocationBounds(operands, bounds);
  if (static_cast<size_t>(regionIndex) >= bounds.size())
    return false;
  const InvocationBounds &b = bounds[regionIndex];
  *lower = b.getLowerBound();
  std::optional<unsigned> ub = b.getUpperBound();
  *upper = ub ? static_cast<int64_t>(*ub) : -1;
  return true;
}

int ferrobufAllocationHoistingKind(MlirOperation op) {
  auto alloc = dyn_cast<bufferization::AllocationOpInterface>(unwrap(op));
  if (!alloc)
    return -1;
  return static_cast<int>(static_cast<uint8_t>(alloc.getHoistingKind()));
}

bool ferrobufBufferViewFlowDependencies(MlirOperation op,
                                        FerrobufDependencyCallback cb,
                                        void *ud) {
  auto flow = dyn_cast<bufferization::BufferViewFlowOpInterface>(unwrap(op));
  if (!flow)
    return false;
  flow.populateDependencies([&](ValueRange values, ValueRange dependents) {
    for (auto [value, dependent] : llvm::zip(values, dependents))
      cb(ud, wrap(value), wrap(dependent));
  });
  return true;
}

bool ferrobufBufferViewFlowMayBeTerminal(MlirOperation op, MlirValue value) {
  auto flow = dyn_cast<bufferization::BufferViewFlowOpInterface>(unwrap(op));
  return flow && flow.mayBeTerminalBuffer(unwrap(value));
}

bool ferrobufTypeIsTensorLike(MlirType type) {
  return isa<bufferization::TensorLikeType>(unwrap(type));
}

uint64_t ferrobufTypeSizeInBits(MlirOperation op, MlirType type) {
  return DataLayout::closest(unwrap(op)).getTypeSizeInBits(unwrap(type));
}
