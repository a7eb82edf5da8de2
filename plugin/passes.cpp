//===- passes.cpp - Rust-declared passes as real mlir::Pass objects -------===//
//
// Part of ferrobuf, under the Apache License v2.0 with LLVM Exceptions.
//
// A FerrobufPassDesc (declared in Rust) becomes a `DescribedPass`: one C++
// class for all ferrobuf passes, parameterised by its descriptor. Options are
// created at construction as ordinary `Pass::Option`s, so MLIR parses,
// prints, copies (per-thread clones) and documents them like any other.
// A pipeline descriptor becomes a registered pass pipeline whose options are
// parsed by the same machinery and whose passes are produced by Rust.
//
//===----------------------------------------------------------------------===//

#include "ferrobuf.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/TypeID.h"

#include <memory>
#include <string>
#include <vector>

using namespace mlir;

namespace {

/// Storage type of enum options: an enum (so that LLVM's generic, literal
/// based parser is used) whose values are case indices.
enum class EnumIndex : int64_t {};

/// One option of a pass or pipeline: exactly one of the members is set,
/// according to `kind`.
struct Slot {
  FerrobufOptionKind kind;
  std::unique_ptr<detail::PassOptions::Option<bool>> b;
  std::unique_ptr<detail::PassOptions::Option<int64_t>> i;
  std::unique_ptr<detail::PassOptions::Option<uint64_t>> u;
  std::unique_ptr<detail::PassOptions::Option<std::string>> s;
  std::unique_ptr<detail::PassOptions::Option<EnumIndex>> e;
  std::unique_ptr<detail::PassOptions::ListOption<int64_t>> il;
  std::unique_ptr<detail::PassOptions::ListOption<std::string>> sl;
};

} // namespace

struct FerrobufOptionValues {
  std::vector<Slot> slots;
};

namespace {

template <typename T> using PassOpt = Pass::Option<T>;
template <typename T> using PassList = Pass::ListOption<T>;
template <typename T> using PipelineOpt = detail::PassOptions::Option<T>;
template <typename T> using PipelineList = detail::PassOptions::ListOption<T>;

/// Creates the options of `descs` on `owner` (a Pass or a PassOptions).
/// `Opt<T>`/`List<T>` are the option classes that take `Owner &`.
template <template <typename> class Opt, template <typename> class List,
          typename Owner>
void buildSlots(Owner &owner, const FerrobufOptionDesc *descs, intptr_t n,
                FerrobufOptionValues &values) {
  values.slots.reserve(n);
  for (intptr_t k = 0; k < n; ++k) {
    const FerrobufOptionDesc &d = descs[k];
    Slot slot;
    slot.kind = d.kind;
    llvm::cl::desc help(d.description);
    switch (d.kind) {
    case FerrobufOptionBool:
      slot.b = std::make_unique<Opt<bool>>(owner, d.name, help);
      slot.b->setInitialValue(d.defaultBool);
      break;
    case FerrobufOptionInt:
      slot.i = std::make_unique<Opt<int64_t>>(owner, d.name, help);
      slot.i->setInitialValue(d.defaultInt);
      break;
    case FerrobufOptionUInt:
      slot.u = std::make_unique<Opt<uint64_t>>(owner, d.name, help);
      slot.u->setInitialValue(d.defaultUInt);
      break;
    case FerrobufOptionString:
      slot.s = std::make_unique<Opt<std::string>>(owner, d.name, help);
      slot.s->setInitialValue(d.defaultString ? d.defaultString : "");
      break;
    case FerrobufOptionEnum: {
      slot.e = std::make_unique<Opt<EnumIndex>>(owner, d.name, help);
      for (intptr_t c = 0; c < d.numCases; ++c)
        slot.e->getParser().addLiteralOption(d.cases[c].name,
                                             static_cast<EnumIndex>(c),
                                             d.cases[c].description);
      slot.e->setInitialValue(static_cast<EnumIndex>(d.defaultInt));
      break;
    }
    case FerrobufOptionIntList:
      slot.il = std::make_unique<List<int64_t>>(owner, d.name, help);
      break;
    case FerrobufOptionStringList:
      slot.sl = std::make_unique<List<std::string>>(owner, d.name, help);
      break;
    }
    values.slots.push_back(std::move(slot));
  }
}

/// The dialects a ferrobuf pass may depend on, by namespace.
bool insertDialect(DialectRegistry &registry, StringRef name) {
  if (name == "arith")
    registry.insert<arith::ArithDialect>();
  else if (name == "bufferization")
    registry.insert<bufferization::BufferizationDialect>();
  else if (name == "cf")
    registry.insert<cf::ControlFlowDialect>();
  else if (name == "func")
    registry.insert<func::FuncDialect>();
  else if (name == "linalg")
    registry.insert<linalg::LinalgDialect>();
  else if (name == "memref")
    registry.insert<memref::MemRefDialect>();
  else if (name == "scf")
    registry.insert<scf::SCFDialect>();
  else if (name == "tensor")
    registry.insert<tensor::TensorDialect>();
  else
    return false;
  return true;
}

/// A registered pass: its descriptor and its unique TypeID.
struct RegisteredPass {
  FerrobufPassDesc desc;
  TypeID id;
};

TypeIDAllocator &typeIds() {
  static TypeIDAllocator allocator;
  return allocator;
}

class DescribedPass : public Pass {
public:
  explicit DescribedPass(const RegisteredPass *info)
      : Pass(info->id, info->desc.anchor
                           ? std::optional<StringRef>(info->desc.anchor)
                           : std::nullopt),
        info(info) {
    buildSlots<PassOpt, PassList>(
        *this, info->desc.options, info->desc.numOptions, values);
  }

  StringRef getName() const override { return info->desc.argument; }
  StringRef getArgument() const override { return info->desc.argument; }
  StringRef getDescription() const override { return info->desc.summary; }

  void getDependentDialects(DialectRegistry &registry) const override {
    for (intptr_t k = 0; k < info->desc.numDependentDialects; ++k)
      insertDialect(registry, info->desc.dependentDialects[k]);
  }

  bool canScheduleOn(RegisteredOperationName opName) const override {
    return !info->desc.anchor || opName.getStringRef() == info->desc.anchor;
  }

  std::unique_ptr<Pass> clonePass() const override {
    return std::make_unique<DescribedPass>(info);
  }

  void runOnOperation() override {
    ferrobufQueryCacheEnter();
    FerrobufPassOutcome outcome =
        info->desc.run(info->desc.userData, wrap(getOperation()), &values);
    ferrobufQueryCacheExit();
    if (outcome == FerrobufPassFailed)
      signalPassFailure();
    else if (outcome == FerrobufPassUnchanged)
      markAllAnalysesPreserved();
  }

private:
  const RegisteredPass *info;
  FerrobufOptionValues values;
};

/// Options of a registered pipeline.
class PipelineOptions : public detail::PassOptions {
public:
  explicit PipelineOptions(const FerrobufPipelineDesc &desc) {
    buildSlots<PipelineOpt, PipelineList>(
        *this, desc.options, desc.numOptions, values);
  }
  FerrobufOptionValues values;
};

void appendToString(void *ctx, MlirStringRef text) {
  static_cast<std::string *>(ctx)->append(text.data, text.length);
}

} // namespace

//===----------------------------------------------------------------------===//
// Option accessors
//===----------------------------------------------------------------------===//

static const Slot *slotOf(const FerrobufOptionValues *v, intptr_t index,
                          FerrobufOptionKind kind) {
  if (!v || index < 0 || static_cast<size_t>(index) >= v->slots.size())
    return nullptr;
  const Slot &s = v->slots[index];
  return s.kind == kind ? &s : nullptr;
}

bool ferrobufOptionBool(const FerrobufOptionValues *v, intptr_t index) {
  const Slot *s = slotOf(v, index, FerrobufOptionBool);
  return s && s->b->getValue();
}

int64_t ferrobufOptionInt(const FerrobufOptionValues *v, intptr_t index) {
  if (const Slot *s = slotOf(v, index, FerrobufOptionInt))
    return s->i->getValue();
  if (const Slot *s = slotOf(v, index, FerrobufOptionEnum))
    return static_cast<int64_t>(s->e->getValue());
  return 0;
}

uint64_t ferrobufOptionUInt(const FerrobufOptionValues *v, intptr_t index) {
  const Slot *s = slotOf(v, index, FerrobufOptionUInt);
  return s ? s->u->getValue() : 0;
}

MlirStringRef ferrobufOptionString(const FerrobufOptionValues *v,
                                   intptr_t index) {
  const Slot *s = slotOf(v, index, FerrobufOptionString);
  if (!s)
    return mlirStringRefCreate(nullptr, 0);
  const std::string &str = s->s->getValue();
  return mlirStringRefCreate(str.data(), str.size());
}

intptr_t ferrobufOptionListSize(const FerrobufOptionValues *v, intptr_t index) {
  if (const Slot *s = slotOf(v, index, FerrobufOptionIntList))
    return s->il->size();
  if (const Slot *s = slotOf(v, index, FerrobufOptionStringList))
    return s->sl->size();
  return 0;
}

int64_t ferrobufOptionIntListElement(const FerrobufOptionValues *v,
                                     intptr_t index, intptr_t position) {
  const Slot *s = slotOf(v, index, FerrobufOptionIntList);
  if (!s || position < 0 || static_cast<size_t>(position) >= s->il->size())
    return 0;
  return (*s->il)[position];
}

MlirStringRef ferrobufOptionStringListElement(const FerrobufOptionValues *v,
                                              intptr_t index,
                                              intptr_t position) {
  const Slot *s = slotOf(v, index, FerrobufOptionStringList);
  if (!s || position < 0 || static_cast<size_t>(position) >= s->sl->size())
    return mlirStringRefCreate(nullptr, 0);
  const std::string &str = (*s->sl)[position];
  return mlirStringRefCreate(str.data(), str.size());
}

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

bool ferrobufIsKnownDialect(MlirStringRef name) {
  DialectRegistry scratch;
  return insertDialect(scratch, unwrap(name));
}

bool ferrobufRegisterPass(const FerrobufPassDesc *desc) {
  for (intptr_t k = 0; k < desc->numDependentDialects; ++k)
    if (!ferrobufIsKnownDialect(
            mlirStringRefCreateFromCString(desc->dependentDialects[k])))
      return false;
  // Registered passes live as long as the process (like MLIR's registry).
  auto *info = new RegisteredPass{*desc, typeIds().allocate()};
  registerPass([info]() -> std::unique_ptr<Pass> {
    return std::make_unique<DescribedPass>(info);
  });
  return true;
}

bool ferrobufRegisterPipeline(const FerrobufPipelineDesc *descIn) {
  auto *desc = new FerrobufPipelineDesc(*descIn);
  registerPassPipeline(
      desc->argument, desc->summary,
      [desc](OpPassManager &pm, StringRef optionString,
             function_ref<LogicalResult(const Twine &)> errorHandler)
          -> LogicalResult {
        PipelineOptions options(*desc);
        std::string parseErrors;
        llvm::raw_string_ostream errorStream(parseErrors);
        if (failed(options.parseFromString(optionString, errorStream)))
          return errorHandler(Twine("invalid options for pipeline '") +
                              desc->argument + "': " + parseErrors);
        std::string text;
        std::optional<StringRef> anchor = pm.getOpName();
        StringRef anchorName = anchor ? *anchor : StringRef();
        if (!desc->build(desc->userData, &options.values,
                         mlirStringRefCreate(anchorName.data(),
                                             anchorName.size()),
                         appendToString, &text))
          return errorHandler(Twine("pipeline '") + desc->argument +
                              "': " + text);
        std::string pipelineErrors;
        llvm::raw_string_ostream pipelineStream(pipelineErrors);
        if (failed(parsePassPipeline(text, pm, pipelineStream)))
          return errorHandler(Twine("pipeline '") + desc->argument +
                              "' expands to an invalid pipeline '" + text +
                              "': " + pipelineErrors);
        return success();
      },
      [desc](function_ref<void(const detail::PassOptions &)> optHandler) {
        PipelineOptions options(*desc);
        optHandler(options);
      });
  return true;
}

//===----------------------------------------------------------------------===//
// Diagnostics
//===----------------------------------------------------------------------===//

void ferrobufEmitOpDiagnostic(MlirOperation op, FerrobufSeverity severity,
                              MlirStringRef message) {
  Operation *operation = unwrap(op);
  StringRef text = unwrap(message);
  switch (severity) {
  case FerrobufSeverityError:
    operation->emitError() << text;
    break;
  // Warnings and remarks go to the op's location only: Operation's own
  // emitters attach the op's text ("see current operation"), which MLIR
  // prints by verifying and printing it, and one pass may emit thousands
  // of them (--explain, possible call-result aliasing) on a huge function
  // (125 warnings cost 23 s on one 100k-op function). Errors keep it.
  case FerrobufSeverityWarning:
    mlir::emitWarning(operation->getLoc()) << text;
    break;
  case FerrobufSeverityRemark:
    mlir::emitRemark(operation->getLoc()) << text;
    break;
  }
}
