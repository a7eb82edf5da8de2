/*===- ferrobuf.h - C glue between ferrobuf (Rust) and MLIR (C++) -*- C -*-===*\
 *                                                                            *
 * Part of ferrobuf, under the Apache License v2.0 with LLVM Exceptions.      *
 *                                                                            *
 * What the MLIR C API lacks and ferrobuf needs:                              *
 *  1. pass and pass-pipeline registration with typed options, so that a     *
 *     pass written in Rust is a real mlir::Pass (cloned per thread, options  *
 *     parsed from `{name=value}`, listed in --help, printed back by          *
 *     --dump-pass-pipeline);                                                 *
 *  2. op interface queries (memory effects, region/branch control flow,      *
 *     calls, functions, destination style, view-like) and a few traits;      *
 *  3. located diagnostics of every severity.                                 *
 *                                                                            *
 * Every function here is safe to call from any thread as long as the IR it   *
 * touches is not being mutated concurrently (MLIR's own rule).               *
 *                                                                            *
\*===----------------------------------------------------------------------===*/

#ifndef FERROBUF_PLUGIN_FERROBUF_H
#define FERROBUF_PLUGIN_FERROBUF_H

#include "mlir-c/IR.h"
#include "mlir-c/Support.h"

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/*===----------------------------------------------------------------------===*
 * Pass and pipeline registration
 *===----------------------------------------------------------------------===*/

/** The type of a pass option. */
typedef enum FerrobufOptionKind {
  FerrobufOptionBool = 0,
  /** Signed 64-bit integer. */
  FerrobufOptionInt = 1,
  /** Unsigned 64-bit integer. */
  FerrobufOptionUInt = 2,
  FerrobufOptionString = 3,
  /** One of a fixed set of names; its value is the index of the name. */
  FerrobufOptionEnum = 4,
  /** Comma-separated list of signed 64-bit integers. */
  FerrobufOptionIntList = 5,
  /** Comma-separated list of strings. */
  FerrobufOptionStringList = 6,
} FerrobufOptionKind;

/** One name of an enum option. Its value is its index in the case array. */
typedef struct FerrobufEnumCase {
  const char *name;
  const char *description;
} FerrobufEnumCase;

/** Declares one option. Only the default field of the option's kind is read;
 *  enum defaults are the case index in `defaultInt`; list defaults are empty. */
typedef struct FerrobufOptionDesc {
  const char *name;
  const char *description;
  FerrobufOptionKind kind;
  bool defaultBool;
  int64_t defaultInt;
  uint64_t defaultUInt;
  const char *defaultString;
  const FerrobufEnumCase *cases;
  intptr_t numCases;
} FerrobufOptionDesc;

/** The parsed option values of one pass instance (opaque). Values are in the
 *  order of the descriptor's options. Reading an option with the accessor of
 *  another kind returns a zero value. */
typedef struct FerrobufOptionValues FerrobufOptionValues;

bool ferrobufOptionBool(const FerrobufOptionValues *values, intptr_t index);
/** Value of an Int option, or the case index of an Enum option. */
int64_t ferrobufOptionInt(const FerrobufOptionValues *values, intptr_t index);
uint64_t ferrobufOptionUInt(const FerrobufOptionValues *values, intptr_t index);
MlirStringRef ferrobufOptionString(const FerrobufOptionValues *values,
                                   intptr_t index);
intptr_t ferrobufOptionListSize(const FerrobufOptionValues *values,
                                intptr_t index);
int64_t ferrobufOptionIntListElement(const FerrobufOptionValues *values,
                                     intptr_t index, intptr_t position);
MlirStringRef ferrobufOptionStringListElement(const FerrobufOptionValues *values,
                                              intptr_t index,
                                              intptr_t position);

/** What one pass run reports. */
typedef enum FerrobufPassOutcome {
  /** The pass failed; it has already emitted a diagnostic. */
  FerrobufPassFailed = 0,
  /** The pass succeeded and may have changed the IR. */
  FerrobufPassChanged = 1,
  /** The pass succeeded without touching the IR: every analysis is
   *  preserved (and the pass manager skips verifying after it). */
  FerrobufPassUnchanged = 2,
} FerrobufPassOutcome;

/** Runs a pass on `op`. Must not unwind. */
typedef FerrobufPassOutcome (*FerrobufRunPassFn)(
    void *userData, MlirOperation op, const FerrobufOptionValues *options);

/** Declares a pass. All strings and arrays must outlive the process. */
typedef struct FerrobufPassDesc {
  /** Command-line argument, e.g. "ferrobuf-expand-realloc". */
  const char *argument;
  /** One-line summary for --help. */
  const char *summary;
  /** Name of the op the pass anchors on ("func.func"), or NULL for any op. */
  const char *anchor;
  /** Dialects whose ops the pass may create (by namespace, e.g. "scf"). */
  const char *const *dependentDialects;
  intptr_t numDependentDialects;
  const FerrobufOptionDesc *options;
  intptr_t numOptions;
  FerrobufRunPassFn run;
  void *userData;
} FerrobufPassDesc;

/** Appends text to the pipeline being built. */
typedef void (*FerrobufAppendFn)(void *appendContext, MlirStringRef text);

/** Writes a textual pass pipeline (e.g. "canonicalize,cse") for the given
 *  option values through `append`. `anchor` is the name of the op the pass
 *  manager receiving the pipeline runs on ("builtin.module", "func.func",
 *  ...), empty for an op-agnostic pass manager (`any(...)`). Returns false
 *  with an explanation appended (which is reported as the error) if the
 *  options are invalid. */
typedef bool (*FerrobufBuildPipelineFn)(void *userData,
                                        const FerrobufOptionValues *options,
                                        MlirStringRef anchor,
                                        FerrobufAppendFn append,
                                        void *appendContext);

/** Declares a registered pass pipeline. */
typedef struct FerrobufPipelineDesc {
  const char *argument;
  const char *summary;
  const FerrobufOptionDesc *options;
  intptr_t numOptions;
  FerrobufBuildPipelineFn build;
  void *userData;
} FerrobufPipelineDesc;

/** Returns true if `name` is a dialect namespace that a pass may declare as a
 *  dependent dialect. */
bool ferrobufIsKnownDialect(MlirStringRef name);

/** Registers a pass in MLIR's global pass registry. Returns false (and
 *  registers nothing) if the descriptor names an unknown dependent dialect. */
bool ferrobufRegisterPass(const FerrobufPassDesc *desc);

/** Registers a pass pipeline in MLIR's global pass registry. */
bool ferrobufRegisterPipeline(const FerrobufPipelineDesc *desc);

/*===----------------------------------------------------------------------===*
 * Diagnostics
 *===----------------------------------------------------------------------===*/

typedef enum FerrobufSeverity {
  FerrobufSeverityError = 0,
  FerrobufSeverityWarning = 1,
  FerrobufSeverityRemark = 2,
} FerrobufSeverity;

/** Emits a diagnostic at the location of `op`: errors through
 *  Operation::emitError (so -mlir-print-op-on-diagnostic applies), warnings
 *  and remarks at the location only (no printed op: cheap in bulk). */
void ferrobufEmitOpDiagnostic(MlirOperation op, FerrobufSeverity severity,
                              MlirStringRef message);

/*===----------------------------------------------------------------------===*
 * Traits
 *===----------------------------------------------------------------------===*/

typedef enum FerrobufTrait {
  FerrobufTraitIsTerminator = 0,
  FerrobufTraitReturnLike = 1,
  FerrobufTraitAutomaticAllocationScope = 2,
  FerrobufTraitRecursiveMemoryEffects = 3,
  FerrobufTraitIsIsolatedFromAbove = 4,
  FerrobufTraitNoTerminator = 5,
  FerrobufTraitConstantLike = 6,
  FerrobufTraitHasParallelRegion = 7,
  FerrobufTraitSymbolTable = 8,
} FerrobufTrait;

bool ferrobufOpHasTrait(MlirOperation op, FerrobufTrait trait);

/** Interfaces of an op, as bits (see ferrobufOpInterfaces). */
enum {
  FerrobufIfaceMemoryEffect = 1,
  FerrobufIfaceRegionBranch = 2,
  FerrobufIfaceRegionBranchTerminator = 4,
  FerrobufIfaceBranch = 8,
  FerrobufIfaceCall = 16,
  FerrobufIfaceFunction = 32,
  FerrobufIfaceDestinationStyle = 64,
  FerrobufIfaceViewLike = 128,
  FerrobufIfaceBufferViewFlow = 256,
  FerrobufIfaceLoopLike = 512,
};

/** Creates a detached op from its parts in one call (what
 *  mlirOperationStateGet/Add.../mlirOperationCreate do, without the
 *  intermediate copies). Takes ownership of the detached `regions`. */
MlirOperation ferrobufCreateOperation(MlirStringRef name, MlirLocation loc,
                                      intptr_t numOperands,
                                      const MlirValue *operands,
                                      intptr_t numResults,
                                      const MlirType *results, intptr_t numAttrs,
                                      const MlirStringRef *attrNames,
                                      const MlirAttribute *attrValues,
                                      intptr_t numRegions, MlirRegion *regions,
                                      intptr_t numSuccessors,
                                      const MlirBlock *successors);

/** Which of the interfaces above `op` implements, in one call. Cached per
 *  op name between ferrobufQueryCacheEnter and ferrobufQueryCacheExit. */
int ferrobufOpInterfaces(MlirOperation op);

/** Bracket a pass run on this thread: while inside, per-op-name query
 *  results (ferrobufOpInterfaces) are cached. Nests; the cache is dropped
 *  on the outermost enter and exit. */
void ferrobufQueryCacheEnter(void);
void ferrobufQueryCacheExit(void);

/** The op owning `region` (the C API only has it for blocks). */
MlirOperation ferrobufRegionParentOp(MlirRegion region);

/** Whether `block` has exactly one predecessor edge (a block that is both
 *  successors of one `cf.cond_br` has two). */
bool ferrobufBlockHasSinglePredecessor(MlirBlock block);

/** Filters for ferrobufWalkFiltered: an op is reported when it has any of
 *  the requested properties. */
enum {
  FerrobufWalkMemRefResult = 1, /**< a (ranked or unranked) memref result */
  FerrobufWalkSuccessors = 2,   /**< block successors */
  FerrobufWalkRegions = 4,      /**< regions */
  FerrobufWalkCall = 8,         /**< implements CallOpInterface */
  FerrobufWalkAny = 16,         /**< every op */
  FerrobufWalkSymbolRef = 32,   /**< a top-level symbol reference attribute */
};

/** Receives one op of a filtered walk. */
typedef void (*FerrobufOpCallback)(void *userData, MlirOperation op);

/** Receives one attribute. */
typedef void (*FerrobufAttrCallback)(void *userData, MlirAttribute attr);

/** Reports each top-level attribute of `op` (inherent or discardable) that
 *  is a symbol reference, without materializing its attribute dictionary
 *  (what `mlirOperationGetAttribute` does for ops with properties, on
 *  every call). */
void ferrobufOpSymbolRefs(MlirOperation op, FerrobufAttrCallback cb,
                          void *userData);

/** Walks `root` (itself included) in post-order (`postOrder`) or pre-order
 *  and reports the ops matching `mask`, saving a call per op that does not
 *  matter to the caller. Inside the `numScalarFuncs` functions of
 *  `scalarFuncs` (op pointers in ascending order), the regions of ops of
 *  the `linalg` dialect are not entered (see ferrobufPayloadsScalar). */
void ferrobufWalkFiltered(MlirOperation root, bool postOrder, int mask,
                          const MlirOperation *scalarFuncs,
                          size_t numScalarFuncs, FerrobufOpCallback cb,
                          void *userData);

/** `mlirOperationWalk` (the callback's result advances, skips the op's
 *  regions in pre-order, or interrupts), except that inside the functions
 *  of `scalarFuncs` (as for ferrobufWalkFiltered) the regions of ops of
 *  the `linalg` dialect are not entered. */
void ferrobufWalk(MlirOperation root, bool postOrder,
                  const MlirOperation *scalarFuncs, size_t numScalarFuncs,
                  MlirOperationWalkCallback cb, void *userData);

/** Whether every op in the regions of the ops nested in `root` that hold a
 *  scalar payload (ops of the `linalg` dialect, and `tensor.generate` and
 *  `tensor.pad`, whose bodies bufferize into `linalg.map`s) is a scalar
 *  op: of the `arith` or `math` dialect, or `linalg.yield`,
 *  `linalg.index` or `tensor.yield`, without regions, and with no tensor
 *  or memref operand, result or block argument around it. Then no buffer
 *  is defined, used or freed inside a `linalg` op, now or after
 *  bufferization, and walks looking for buffers may skip those regions. */
bool ferrobufPayloadsScalar(MlirOperation root);

/*===----------------------------------------------------------------------===*
 * Callbacks shared by the queries below
 *===----------------------------------------------------------------------===*/

/** Receives a list of values. The array is valid only during the call. */
typedef void (*FerrobufValuesCallback)(void *userData, intptr_t numValues,
                                       const MlirValue *values);

/*===----------------------------------------------------------------------===*
 * MemoryEffectOpInterface
 *===----------------------------------------------------------------------===*/

typedef enum FerrobufEffectKind {
  FerrobufEffectAllocate = 0,
  FerrobufEffectFree = 1,
  FerrobufEffectRead = 2,
  FerrobufEffectWrite = 3,
} FerrobufEffectKind;

typedef struct FerrobufMemoryEffect {
  FerrobufEffectKind kind;
  /** The value the effect is on; null if it is on no particular value. */
  MlirValue value;
  /** True if the effect is on the automatic-allocation-scope resource (the
   *  stack memory of alloca-like ops). */
  bool automaticAllocationScopeResource;
  /** Name of the resource ("<Default>", "AutomaticAllocationScope", ...). */
  MlirStringRef resourceName;
} FerrobufMemoryEffect;

typedef void (*FerrobufEffectCallback)(void *userData,
                                       const FerrobufMemoryEffect *effect);

bool ferrobufIsaMemoryEffectOpInterface(MlirOperation op);

/** What ownership-based deallocation cannot accept in an op's effects on
 *  memrefs (see ferrobufMemRefEffectProblem). */
typedef enum {
  FerrobufMemRefEffectsOk = 0,
  /** The op touches memrefs, its effects are unknown, and it is neither a
   *  call nor an op with RecursiveMemoryEffects. */
  FerrobufMemRefEffectsUnknown = 1,
  /** The op frees a ranked memref. */
  FerrobufMemRefEffectsFree = 2,
} FerrobufMemRefEffects;

/** Classifies `op`'s own effects on memrefs in one call; ops with no memref
 *  operand or result are always Ok. */
FerrobufMemRefEffects ferrobufMemRefEffectProblem(MlirOperation op);

/** Reports each memory effect of `op` itself (not of nested ops). Returns
 *  false, reporting nothing, when the op's effects are unknown (it does not
 *  implement MemoryEffectOpInterface). An op with RecursiveMemoryEffects and
 *  no interface reports no effects of its own and returns true. */
bool ferrobufGetMemoryEffects(MlirOperation op, FerrobufEffectCallback callback,
                              void *userData);

/*===----------------------------------------------------------------------===*
 * RegionBranchOpInterface / RegionBranchTerminatorOpInterface
 *===----------------------------------------------------------------------===*/

/** One possible successor: the region index inside the region-branch op, or
 *  -1 for "back to the parent op"; its inputs (entry block arguments of the
 *  region, or results of the parent op); and the operands forwarded to those
 *  inputs (empty where the query does not know them, see each function). */
typedef void (*FerrobufRegionSuccessorCallback)(
    void *userData, intptr_t regionIndex, intptr_t numInputs,
    const MlirValue *inputs, intptr_t numForwarded,
    const MlirValue *forwarded);

bool ferrobufIsaRegionBranchOp(MlirOperation op);
bool ferrobufIsaRegionBranchTerminator(MlirOperation op);

/** Successors when control enters `op` from outside, with the entry operands
 *  forwarded to each. Nothing is reported if `op` is not a region-branch op. */
void ferrobufRegionBranchEntrySuccessors(MlirOperation op,
                                         FerrobufRegionSuccessorCallback cb,
                                         void *userData);

/** Successors after region `regionIndex` of `op` finishes (forwarded operands
 *  are not reported here: they belong to each terminator). */
void ferrobufRegionBranchRegionSuccessors(MlirOperation op,
                                          intptr_t regionIndex,
                                          FerrobufRegionSuccessorCallback cb,
                                          void *userData);

/** Successors of a region-branch terminator with the operands it forwards to
 *  each. Nothing is reported if `terminator` does not implement the interface
 *  or its parent is not a region-branch op. */
void ferrobufRegionTerminatorSuccessors(MlirOperation terminator,
                                        FerrobufRegionSuccessorCallback cb,
                                        void *userData);

/*===----------------------------------------------------------------------===*
 * BranchOpInterface
 *===----------------------------------------------------------------------===*/

bool ferrobufIsaBranchOp(MlirOperation op);

/** Reports the operands `op` forwards to successor `successorIndex` and
 *  returns the number of successor arguments the op produces itself
 *  (preceding the forwarded ones). Returns -1 if `op` is not a branch op. */
intptr_t ferrobufBranchSuccessorOperands(MlirOperation op,
                                         intptr_t successorIndex,
                                         FerrobufValuesCallback cb,
                                         void *userData);

/** The index among `op`'s operands of the first operand it forwards to
 *  successor `successorIndex`; -1 if `op` is not a branch op or forwards
 *  nothing there. */
intptr_t ferrobufBranchSuccessorOperandsStart(MlirOperation op,
                                              intptr_t successorIndex);

/*===----------------------------------------------------------------------===*
 * CallOpInterface
 *===----------------------------------------------------------------------===*/

bool ferrobufIsaCallOp(MlirOperation op);
/** The callee symbol (a SymbolRefAttr), or a null attribute for indirect
 *  calls and non-call ops. */
MlirAttribute ferrobufCallCalleeSymbol(MlirOperation op);
/** The callee value of an indirect call, or a null value. */
MlirValue ferrobufCallCalleeValue(MlirOperation op);
/** Reports the argument operands of a call. */
void ferrobufCallArgOperands(MlirOperation op, FerrobufValuesCallback cb,
                             void *userData);
/** The callable op the call refers to, or a null op if it cannot be found. */
MlirOperation ferrobufCallResolveCallable(MlirOperation op);

/** Bracket a phase on this thread that adds and removes no symbols: while
 *  inside, ferrobufCallResolveCallable looks callees up in symbol tables
 *  indexed once (MLIR's SymbolTableCollection), not by a scan of the
 *  symbol table's ops per call. Nests; the tables are dropped on the
 *  outermost exit. */
void ferrobufSymbolCacheEnter(void);
void ferrobufSymbolCacheExit(void);

/*===----------------------------------------------------------------------===*
 * FunctionOpInterface and symbols
 *===----------------------------------------------------------------------===*/

typedef enum FerrobufVisibility {
  FerrobufVisibilityNone = -1,
  FerrobufVisibilityPublic = 0,
  FerrobufVisibilityPrivate = 1,
  FerrobufVisibilityNested = 2,
} FerrobufVisibility;

bool ferrobufIsaFunctionOp(MlirOperation op);
/** True for a function declaration (empty body). */
bool ferrobufFunctionIsExternal(MlirOperation op);
intptr_t ferrobufFunctionNumArguments(MlirOperation op);
intptr_t ferrobufFunctionNumResults(MlirOperation op);
MlirType ferrobufFunctionArgumentType(MlirOperation op, intptr_t index);
MlirType ferrobufFunctionResultType(MlirOperation op, intptr_t index);
/** The body region, or a null region if `op` is not a function. */
MlirRegion ferrobufFunctionBody(MlirOperation op);
/** Symbol visibility, or FerrobufVisibilityNone if `op` is not a symbol. */
FerrobufVisibility ferrobufSymbolVisibility(MlirOperation op);

/*===----------------------------------------------------------------------===*
 * DestinationStyleOpInterface
 *===----------------------------------------------------------------------===*/

bool ferrobufIsaDestinationStyleOp(MlirOperation op);
/** Reports the init ("outs") operands. */
void ferrobufDpsInits(MlirOperation op, FerrobufValuesCallback cb,
                      void *userData);
/** Result index tied to operand `operandIndex`, or -1 if it is not an init. */
intptr_t ferrobufDpsTiedResultOfOperand(MlirOperation op,
                                        intptr_t operandIndex);
/** Operand index tied to result `resultIndex`, or -1. */
intptr_t ferrobufDpsTiedOperandOfResult(MlirOperation op, intptr_t resultIndex);
bool ferrobufDpsHasPureBufferSemantics(MlirOperation op);
bool ferrobufDpsHasPureTensorSemantics(MlirOperation op);

/*===----------------------------------------------------------------------===*
 * ViewLikeOpInterface
 *===----------------------------------------------------------------------===*/

bool ferrobufIsaViewLikeOp(MlirOperation op);
/** The viewed source, or a null value if `op` is not view-like. */
MlirValue ferrobufViewLikeSource(MlirOperation op);

/*===----------------------------------------------------------------------===*
 * Loops and region invocation
 *===----------------------------------------------------------------------===*/

/** True if `op` is a loop in upstream's sense: it implements
 *  LoopLikeOpInterface, or RegionBranchOpInterface with a cycle among its
 *  region successors. */
bool ferrobufIsLoop(MlirOperation op);

/** Invocation bounds of region `regionIndex` of a region-branch op, for
 *  unknown operands: writes the lower bound and the upper bound (-1 if
 *  unbounded). Returns false if `op` is not a region-branch op. */
bool ferrobufRegionInvocationBounds(MlirOperation op, intptr_t regionIndex,
                                    int64_t *lower, int64_t *upper);

/*===----------------------------------------------------------------------===*
 * Bufferization interfaces
 *===----------------------------------------------------------------------===*/

/** AllocationOpInterface::getHoistingKind as bits (1 = loop, 2 = block), or
 *  -1 if `op` does not implement the interface. */
int ferrobufAllocationHoistingKind(MlirOperation op);

/** Receives one view-flow dependency: `value` may flow into `dependent`. */
typedef void (*FerrobufDependencyCallback)(void *userData, MlirValue value,
                                           MlirValue dependent);

/** If `op` implements BufferViewFlowOpInterface, reports its dependencies
 *  and returns true; otherwise returns false. */
bool ferrobufBufferViewFlowDependencies(MlirOperation op,
                                        FerrobufDependencyCallback cb,
                                        void *userData);

/** BufferViewFlowOpInterface::mayBeTerminalBuffer (false if `op` does not
 *  implement the interface). */
bool ferrobufBufferViewFlowMayBeTerminal(MlirOperation op, MlirValue value);

/** Whether `type` implements bufferization::TensorLikeType (builtin tensors
 *  do once the bufferization dialect is loaded; other dialects' types may). */
bool ferrobufTypeIsTensorLike(MlirType type);

/*===----------------------------------------------------------------------===*
 * Data layout
 *===----------------------------------------------------------------------===*/

/** Size of `type` in bits under the data layout closest to `op`. */
uint64_t ferrobufTypeSizeInBits(MlirOperation op, MlirType type);

/*===----------------------------------------------------------------------===*
 * Rewrites the C API lacks
 *===----------------------------------------------------------------------===*/

/** Appends `values` to the operands that branch op `op` forwards to its
 *  successor `index` (keeping segment attributes right). Returns false if
 *  `op` is not a BranchOpInterface op or `index` is invalid. */
bool ferrobufBranchAppendOperands(MlirOperation op, intptr_t index,
                                  intptr_t numValues, const MlirValue *values);

/** Appends `values` to the operands a region-branch terminator forwards. All
 *  successors of the terminator must share one forwarded range (true for
 *  scf.yield and scf.condition); returns false otherwise. */
bool ferrobufRegionTerminatorAppendOperands(MlirOperation terminator,
                                            intptr_t numValues,
                                            const MlirValue *values);

/** Creates, right before `op`, a copy of `op` with extra operands and result
 *  types appended, the same attributes, properties and successors, and the
 *  bodies of `op`'s regions moved into it (`op` keeps empty regions; the
 *  caller replaces its uses and erases it). Returns a null op if MLIR
 *  refuses to create it. */
/// Creates a copy of `op` before it with exactly `operands` and result
/// `types` (properties, attributes and successors copied, regions moved).
/// Null on failure. The caller replaces uses and erases `op`.
MlirOperation ferrobufRebuild(MlirOperation op, intptr_t numOperands,
                              const MlirValue *operands, intptr_t numTypes,
                              const MlirType *types);

MlirOperation ferrobufRebuildWithExtra(MlirOperation op, intptr_t numOperands,
                                       const MlirValue *operands,
                                       intptr_t numTypes,
                                       const MlirType *types);

/** Appends results of the given types to a FunctionOpInterface op's
 *  signature. Returns false if `op` is not a function. */
bool ferrobufFunctionAppendResults(MlirOperation op, intptr_t numTypes,
                                   const MlirType *types);

#ifdef __cplusplus
}
#endif

#endif /* FERROBUF_PLUGIN_FERROBUF_H */
