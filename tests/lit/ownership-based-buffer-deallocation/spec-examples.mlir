// Every example of the specification for ownership-based deallocation
// (spec/ownership-based-buffer-deallocation.md, "Supported interfaces"; and
// spec/bufferization-tutorial-2023.md: the cf example of "Ownership-based
// Deallocation Pass", "Public Function Boundary ABI" / "Extending the ABI",
// "Mixed Allocations"), run through ferrobuf's pass, in MLIR 22 syntax.
// What is checked is the structure the spec describes: which memrefs each
// bufferization.dealloc frees under which ownership indicator, what it
// retains, and how ownership travels (block arguments, select, return).
//
// ferrobuf differs from the spec's listings only in form, with the same
// semantics: memrefs whose ownership is the constant false (function
// arguments, memref.alloca, memref.get_global and views of those: values
// that can never be owned) are left out of the dealloc lists (they would
// never be freed) and of the retained lists (their ownership stays the
// constant false, passed on as such), identity-layout allocations appear themselves instead of
// through memref.extract_strided_metadata, duplicate retained values are
// retained once, the branch predicate of a cf.cond_br is negated with
// `arith.xori %cond, %true` (the inverse comparison when it is an
// `arith.cmpi`), and ownership merged after a cf.cond_br is selected on
// the branch condition itself (canonicalize's form), not on its negation.
// The dealloc-helper example of the spec is in lower-deallocations/.
//
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %s -split-input-file | FileCheck %s
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation{private-function-dynamic-ownership=true})' %s -split-input-file | FileCheck %s --check-prefix=DYN

// Spec "Supported interfaces", @example (with a dynamic size %n: an alloc
// of memref<?xi8> needs one). Ownership of %alloc is true, of %alloca and
// the argument %memref false; %select gets 'Unknown' ownership, which the
// retain results of the two deallocs (one per successor of cf.cond_br, the
// conditions conjoined with the branch condition or its negation) make
// unique again, merged with an arith.select on the branch condition. The
// block argument of ^bb1 gets an extra i1 ownership argument.

// CHECK-LABEL: func @example
//  CHECK-SAME: (%[[MEMREF:.*]]: memref<?xi8>, %[[SEL_COND:.*]]: i1, %[[BR_COND:.*]]: i1, %[[N:.*]]: index)
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//   CHECK-DAG:   %[[FALSE:.*]] = arith.constant false
//       CHECK:   %[[ALLOC:.*]] = memref.alloc(%[[N]]) : memref<?xi8>
//       CHECK:   %[[ALLOCA:.*]] = memref.alloca(%[[N]]) : memref<?xi8>
//       CHECK:   %[[SELECT:.*]] = arith.select %[[SEL_COND]], %[[ALLOC]], %[[ALLOCA]]{{([^[:alnum:]_]|$)}}
//       CHECK:   %[[NOT_BR:.*]] = arith.xori %[[BR_COND]], %[[TRUE]] : i1
//       CHECK:   %[[D0:.*]]:2 = bufferization.dealloc (%[[ALLOC]] : memref<?xi8>) if (%[[BR_COND]]) retain (%[[ALLOC]], %[[SELECT]] : memref<?xi8>, memref<?xi8>)
//       CHECK:   %[[D1:.*]] = bufferization.dealloc (%[[ALLOC]] : memref<?xi8>) if (%[[NOT_BR]]) retain (%[[SELECT]] : memref<?xi8>){{$}}
//       CHECK:   %[[SEL_OWN:.*]] = arith.select %[[BR_COND]], %[[D0]]#1, %[[D1]] : i1
//       CHECK:   cf.cond_br %[[BR_COND]], ^[[BB1:bb[0-9]+]](%[[ALLOC]], %[[D0]]#0 : memref<?xi8>, i1), ^[[BB1]](%[[MEMREF]], %[[FALSE]] : memref<?xi8>, i1)
//       CHECK: ^[[BB1]](%[[BBARG:.*]]: memref<?xi8>, %[[BBARG_OWN:.*]]: i1):
//  CHECK-NEXT:   test.copy(%[[BBARG]], %[[SELECT]])
//   CHECK-DAG:   %[[SEL_BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[SELECT]] : memref<?xi8> -> memref<i8>
//   CHECK-DAG:   %[[ARG_BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[BBARG]] : memref<?xi8> -> memref<i8>
//       CHECK:   bufferization.dealloc (%[[SEL_BASE]], %[[ARG_BASE]] : memref<i8>, memref<i8>) if (%[[SEL_OWN]], %[[BBARG_OWN]]){{$}}
//  CHECK-NEXT:   return
func.func @example(%memref: memref<?xi8>, %select_cond: i1, %br_cond: i1, %n: index) {
  %alloc = memref.alloc(%n) : memref<?xi8>
  %alloca = memref.alloca(%n) : memref<?xi8>
  %select = arith.select %select_cond, %alloc, %alloca : memref<?xi8>
  cf.cond_br %br_cond, ^bb1(%alloc : memref<?xi8>), ^bb1(%memref : memref<?xi8>)
^bb1(%bbarg: memref<?xi8>):
  test.copy(%bbarg, %select) : (memref<?xi8>, memref<?xi8>)
  return
}

// -----

// Tutorial, "Ownership-based Deallocation Pass" (collecting the memrefs to
// free per block and the memrefs to retain per edge):
//   memrefs  = liveIn(block) U allocated(block) U arguments(block)
//   retained = forwardedOperands U (liveOut(fromBlock) n liveIn(toBlock))
// %b is live in every block (it is returned), so it is retained everywhere
// and freed nowhere. Both edges of bb0 retain just %b (one forwards it, the
// other has it live-in), so one dealloc before the branch serves both edges
// and gives %b's ownership, with no negated condition and no select
// (upstream: one dealloc per edge, conjoined with the edge's condition, and
// a select of their results). Each block frees its own allocation and
// block argument unless retained; the return hands %b to the caller, with a
// clone when it is not owned.
//
//        bb0 (%b = alloc)
//       /    \
//  bb1(%c)   bb2(%e)
//  %d=alloc  %f=alloc
//       \    /
//      bb3(%g) -> return %b

// CHECK-LABEL: func @f
//  CHECK-SAME: (%[[A:.*]]: memref<f32>, %[[COND:.*]]: i1) -> memref<f32>
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//   CHECK-DAG:   %[[FALSE:.*]] = arith.constant false
//       CHECK:   %[[B:.*]] = memref.alloc() : memref<f32>
//   CHECK-NOT:   arith.xori
//       CHECK:   %[[B_OWN:.*]] = bufferization.dealloc (%[[B]] : memref<f32>) if (%[[TRUE]]) retain (%[[B]] : memref<f32>){{$}}
//   CHECK-NOT:   bufferization.dealloc
//   CHECK-NOT:   arith.select
//       CHECK:   cf.cond_br %[[COND]], ^[[BB1:bb[0-9]+]](%[[A]], %[[FALSE]] : memref<f32>, i1), ^[[BB2:bb[0-9]+]](%[[B]], %[[B_OWN]] : memref<f32>, i1)
//       CHECK: ^[[BB1]](%[[C:.*]]: memref<f32>, %[[C_OWN:.*]]: i1):
//       CHECK:   %[[D:.*]] = memref.alloc() : memref<f32>
//       CHECK:   %[[C_BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[C]]{{([^[:alnum:]_]|$)}}
//       CHECK:   %[[D2:.*]]:2 = bufferization.dealloc (%[[B]], %[[C_BASE]], %[[D]] : {{.*}}) if (%[[B_OWN]], %[[C_OWN]], %[[TRUE]]) retain (%[[C]], %[[B]] :
//       CHECK:   cf.br ^[[BB3:bb[0-9]+]](%[[C]], %[[D2]]#0 : memref<f32>, i1)
//       CHECK: ^[[BB2]](%[[E:.*]]: memref<f32>, %[[E_OWN:.*]]: i1):
//       CHECK:   %[[F:.*]] = memref.alloc() : memref<f32>
//       CHECK:   %[[E_BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[E]]{{([^[:alnum:]_]|$)}}
//       CHECK:   %[[D3:.*]]:2 = bufferization.dealloc (%[[B]], %[[E_BASE]], %[[F]] : {{.*}}) if (%[[B_OWN]], %[[E_OWN]], %[[TRUE]]) retain (%[[F]], %[[B]] :
//       CHECK:   cf.br ^[[BB3]](%[[F]], %[[D3]]#0 : memref<f32>, i1)
//       CHECK: ^[[BB3]](%[[G:.*]]: memref<f32>, %[[G_OWN:.*]]: i1):
//       CHECK:   %[[G_BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[G]]{{([^[:alnum:]_]|$)}}
//       CHECK:   %[[D4:.*]] = bufferization.dealloc (%[[B]], %[[G_BASE]] : {{.*}}) if (%[[B_OWN]], %[[G_OWN]]) retain (%[[B]] : memref<f32>)
//       CHECK:   %[[RET:.*]] = scf.if %[[D4]] -> (memref<f32>) {
//  CHECK-NEXT:     scf.yield %[[B]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   } else {
//  CHECK-NEXT:     %[[CLONE:.*]] = bufferization.clone %[[B]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:     scf.yield %[[CLONE]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   }
//  CHECK-NEXT:   return %[[RET]]{{([^[:alnum:]_]|$)}}
func.func @f(%a: memref<f32>, %cond: i1) -> memref<f32> {
  %b = memref.alloc() : memref<f32>
  test.copy(%a, %b) : (memref<f32>, memref<f32>)
  cf.cond_br %cond, ^bb1(%a : memref<f32>), ^bb2(%b : memref<f32>)
^bb1(%c: memref<f32>):
  %d = memref.alloc() : memref<f32>
  test.copy(%c, %d) : (memref<f32>, memref<f32>)
  cf.br ^bb3(%c : memref<f32>)
^bb2(%e: memref<f32>):
  %f = memref.alloc() : memref<f32>
  test.copy(%e, %f) : (memref<f32>, memref<f32>)
  cf.br ^bb3(%f : memref<f32>)
^bb3(%g: memref<f32>):
  test.copy(%g, %b) : (memref<f32>, memref<f32>)
  return %b : memref<f32>
}

// -----

// Tutorial, "Public Function Boundary ABI": ownership of a returned memref
// always passes to the caller. @ret_ownership owns its allocation (static
// true): returned as is, no clone. @ret_no_ownership returns a global it
// does not own: "would need to clone here" -- it gets a clone. Its
// ownership is statically false, so the clone needs no runtime check
// (upstream emits an scf.if on the constant false, which canonicalize folds).

memref.global "private" constant @global : memref<f64> = dense<0.0>

// CHECK-LABEL: func @ret_ownership() -> memref<f64>
//       CHECK:   %[[ALLOC:.*]] = memref.alloc() : memref<f64>
//   CHECK-NOT:   bufferization.clone
//       CHECK:   return %[[ALLOC]] : memref<f64>
func.func @ret_ownership() -> memref<f64> {
  %0 = memref.alloc() : memref<f64>
  return %0 : memref<f64>
}

// CHECK-LABEL: func @ret_no_ownership() -> memref<f64>
//       CHECK:   %[[GLOBAL:.*]] = memref.get_global @global
//   CHECK-NOT:   bufferization.dealloc
//   CHECK-NOT:   scf.if
//       CHECK:   %[[CLONE:.*]] = bufferization.clone %[[GLOBAL]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   return %[[CLONE]]{{([^[:alnum:]_]|$)}}
func.func @ret_no_ownership() -> memref<f64> {
  %0 = memref.get_global @global : memref<f64>
  return %0 : memref<f64>
}

// -----

// Tutorial, "Extending the ABI": "instead of cloning here and deallocating
// %0, return an additional i1 result". With
// private-function-dynamic-ownership=true the private @dyn_own returns the
// ownership of %2 (the retain result of its dealloc) as an extra i1, and
// its caller frees the result under that indicator. Without the option
// (default), the return clones when the ownership is false.

memref.global "private" constant @global : memref<f64> = dense<0.0>

// CHECK-LABEL: func private @dyn_own
//  CHECK-SAME: (%[[COND:.*]]: i1) -> memref<f64>
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[ALLOC:.*]] = memref.alloc()
//       CHECK:   %[[GLOBAL:.*]] = memref.get_global @global
//       CHECK:   %[[SEL:.*]] = arith.select %[[COND]], %[[ALLOC]], %[[GLOBAL]]{{([^[:alnum:]_]|$)}}
//       CHECK:   %[[OWN:.*]] = bufferization.dealloc (%[[ALLOC]] : memref<f64>) if (%[[TRUE]]) retain (%[[SEL]] : memref<f64>)
//       CHECK:   %[[RET:.*]] = scf.if %[[OWN]] -> (memref<f64>) {
//  CHECK-NEXT:     scf.yield %[[SEL]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   } else {
//  CHECK-NEXT:     bufferization.clone %[[SEL]]{{([^[:alnum:]_]|$)}}
//       CHECK:   return %[[RET]] : memref<f64>
// CHECK-LABEL: func @caller
//       CHECK:   %[[R:.*]] = call @dyn_own(%{{.*}}) : (i1) -> memref<f64>
//       CHECK:   %[[BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[R]]{{([^[:alnum:]_]|$)}}
//       CHECK:   bufferization.dealloc (%[[BASE]] : memref<f64>) if (%{{.*}})

// DYN-LABEL: func private @dyn_own
//  DYN-SAME: (%[[COND:.*]]: i1) -> (memref<f64>, i1)
//   DYN-DAG:   %[[TRUE:.*]] = arith.constant true
//       DYN:   %[[ALLOC:.*]] = memref.alloc()
//       DYN:   %[[GLOBAL:.*]] = memref.get_global @global
//       DYN:   %[[SEL:.*]] = arith.select %[[COND]], %[[ALLOC]], %[[GLOBAL]]{{([^[:alnum:]_]|$)}}
//       DYN:   %[[OWN:.*]] = bufferization.dealloc (%[[ALLOC]] : memref<f64>) if (%[[TRUE]]) retain (%[[SEL]] : memref<f64>)
//   DYN-NOT:   bufferization.clone
//       DYN:   return %[[SEL]], %[[OWN]] : memref<f64>, i1
// DYN-LABEL: func @caller
//       DYN:   %[[R:.*]]:2 = call @dyn_own(%{{.*}}) : (i1) -> (memref<f64>, i1)
//       DYN:   memref.load %[[R]]#0
//       DYN:   %[[BASE:[^,]*]], %{{.*}} = memref.extract_strided_metadata %[[R]]#0
//       DYN:   bufferization.dealloc (%[[BASE]] : memref<f64>) if (%[[R]]#1)
func.func private @dyn_own(%cond: i1) -> memref<f64> {
  %0 = memref.alloc() : memref<f64>
  %1 = memref.get_global @global : memref<f64>
  %2 = arith.select %cond, %0, %1 : memref<f64>
  return %2 : memref<f64>
}
func.func @caller(%cond: i1) -> f64 {
  %0 = call @dyn_own(%cond) : (i1) -> memref<f64>
  %1 = memref.load %0[] : memref<f64>
  return %1 : f64
}

// -----

// Tutorial, "Mixed Allocations", with memref.alloca as the allocation the
// pass must not free: memref.alloc is owned (true), memref.alloca is not
// (it is never in a dealloc list). The select is retained; %0 is freed
// only if the select did not pick it; the return clones when the select
// picked the alloca (ownership false).

// CHECK-LABEL: func private @mixed_alloca
//  CHECK-SAME: (%[[COND:.*]]: i1) -> memref<f64>
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[ALLOC:.*]] = memref.alloc() : memref<f64>
//       CHECK:   %[[ALLOCA:.*]] = memref.alloca() : memref<f64>
//       CHECK:   %[[SEL:.*]] = arith.select %[[COND]], %[[ALLOC]], %[[ALLOCA]]{{([^[:alnum:]_]|$)}}
//       CHECK:   %[[OWN:.*]] = bufferization.dealloc (%[[ALLOC]] : memref<f64>) if (%[[TRUE]]) retain (%[[SEL]] : memref<f64>)
//       CHECK:   %[[RET:.*]] = scf.if %[[OWN]] -> (memref<f64>) {
//  CHECK-NEXT:     scf.yield %[[SEL]]{{([^[:alnum:]_]|$)}}
//  CHECK-NEXT:   } else {
//  CHECK-NEXT:     bufferization.clone %[[SEL]]{{([^[:alnum:]_]|$)}}
//       CHECK:   return %[[RET]]{{([^[:alnum:]_]|$)}}
func.func private @mixed_alloca(%cond: i1) -> memref<f64> {
  %0 = memref.alloc() : memref<f64>
  %1 = memref.alloca() : memref<f64>
  %2 = arith.select %cond, %0, %1 : memref<f64>
  return %2 : memref<f64>
}

// -----

// Tutorial, "Mixed Allocations", with a stand-in for "my_dialect.alloc":
// test.side_effect_op declaring an Allocate effect on its result. ferrobuf
// has no option to tell allocation kinds apart (upstream's C++-only
// isRelevantAllocOp): like upstream MLIR 22's default, any op allocating a
// memref (other than on the automatic-allocation-scope resource) is a
// managed allocation, owned by its block -- both buffers are in the dealloc
// list with ownership true, and the select result is retained.

// CHECK-LABEL: func private @mixed_dialect
//  CHECK-SAME: (%[[COND:.*]]: i1) -> memref<f64>
//   CHECK-DAG:   %[[TRUE:.*]] = arith.constant true
//       CHECK:   %[[ALLOC:.*]] = memref.alloc() : memref<f64>
//       CHECK:   %[[MINE:.*]] = "test.side_effect_op"()
//       CHECK:   %[[SEL:.*]] = arith.select %[[COND]], %[[ALLOC]], %[[MINE]]{{([^[:alnum:]_]|$)}}
//       CHECK:   %[[OWN:.*]] = bufferization.dealloc (%[[ALLOC]], %[[MINE]] : memref<f64>, memref<f64>) if (%[[TRUE]], %[[TRUE]]) retain (%[[SEL]] : memref<f64>)
//       CHECK:   %[[RET:.*]] = scf.if %[[OWN]] -> (memref<f64>) {
//       CHECK:   return %[[RET]]{{([^[:alnum:]_]|$)}}
func.func private @mixed_dialect(%cond: i1) -> memref<f64> {
  %0 = memref.alloc() : memref<f64>
  %1 = "test.side_effect_op"() {effects = [{effect = "allocate", on_result}]} : () -> memref<f64>
  %2 = arith.select %cond, %0, %1 : memref<f64>
  return %2 : memref<f64>
}
