// REQUIRES: mlir-runner
// The generated dealloc helper, executed: its free decisions and ownership
// results for a few pointer lists, against the spec's description ("The
// fourth argument D ... the condition under which the MemRef at the
// corresponding position in A should be deallocated", "The fifth argument E
// ... the ownership value corresponding to the MemRef at the same position
// in B"). The pass lowers @trigger (so that the module gets the helper);
// @main calls the helper through a declaration renamed afterwards, then
// the module is lowered to LLVM and run. Upstream's helper gives the same
// results for cases A to C; for case D (a duplicate memref whose first
// occurrence is not owned) upstream's helper frees neither (a leak), ours
// frees it once.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-bufferization-lower-deallocations)' %s \
// RUN:   | sed -e '/func.func private @helper_under_test/d' -e 's/@helper_under_test/@dealloc_helper/g' \
// RUN:   | mlir-opt --test-lower-to-llvm \
// RUN:   | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils \
// RUN:   | FileCheck %s --check-prefixes=CHECK,OURS
// RUN: mlir-opt --pass-pipeline='builtin.module(bufferization-lower-deallocations)' %s \
// RUN:   | sed -e '/func.func private @helper_under_test/d' -e 's/@helper_under_test/@dealloc_helper/g' \
// RUN:   | mlir-opt --test-lower-to-llvm \
// RUN:   | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils \
// RUN:   | FileCheck %s --check-prefixes=CHECK,UPSTREAM

// Case A: pointers [10, 20, 10], conditions [1, 1, 1], retained [20].
// 10 is owned and retained by nobody: freed once (the second 10 is an
// earlier memref's buffer); 20 is retained: not freed, and the retained
// value's ownership is its condition.
// CHECK:      free:1, 0, 0,
// CHECK-NEXT: own:1,

// Case B: pointers [10, 20], conditions [0, 1], retained [10, 30]. 10 is
// not owned: not freed, and retaining it gives no ownership; 20 is freed;
// 30 aliases nothing.
// CHECK-NEXT: free:0, 1,
// CHECK-NEXT: own:0, 0,

// Case C: pointers [10], conditions [1], retained [10, 10]: not freed, both
// retained values own it.
// CHECK-NEXT: free:0,
// CHECK-NEXT: own:1, 1,

// Case D: pointers [10, 10], conditions [0, 1], retained []: the
// bufferization.dealloc (%m, %m) if (false, true) of one buffer. It is
// owned (through its second occurrence), so it must be freed exactly once:
// the first occurrence is not freed (not owned), so it does not keep the
// second one from being freed. Upstream's helper skips the second because
// of the first, whatever the first's condition: neither is freed (a leak).
//     OURS-NEXT: free:0, 1,
// UPSTREAM-NEXT: free:0, 0,
//    CHECK-NEXT: own:{{$}}

// Case E: pointers [10, 10], conditions [1, 1], retained []: freed once,
// through the first occurrence.
// CHECK-NEXT: free:1, 0,
// CHECK-NEXT: own:{{$}}

func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printComma()
func.func private @printString(!llvm.ptr)
llvm.mlir.global internal constant @free_str("free:\00")
llvm.mlir.global internal constant @own_str("own:\00")

func.func private @helper_under_test(memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>)

// Forces the creation of the helper (ferrobuf lowers deallocs of up to
// four memrefs inline, without it).
func.func @trigger(%m0: memref<2xf32>, %m1: memref<2xf32>, %m2: memref<2xf32>, %m3: memref<2xf32>, %m4: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%m0, %m1, %m2, %m3, %m4 : memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>) if (%c, %c, %c, %c, %c)
  return
}

func.func @print_list(%label: !llvm.ptr, %l: memref<?xi1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  call @printString(%label) : (!llvm.ptr) -> ()
  %n = memref.dim %l, %c0 : memref<?xi1>
  scf.for %i = %c0 to %n step %c1 {
    %b = memref.load %l[%i] : memref<?xi1>
    %x = arith.extui %b : i1 to i64
    func.call @printI64(%x) : (i64) -> ()
    func.call @printComma() : () -> ()
  }
  call @printNewline() : () -> ()
  return
}

// Runs the helper on pointers %p (n values), conditions %c, retained %k,
// and prints the two result lists.
func.func @run(%p: memref<?xindex>, %k: memref<?xindex>, %c: memref<?xi1>) {
  %c0 = arith.constant 0 : index
  %n = memref.dim %p, %c0 : memref<?xindex>
  %r = memref.dim %k, %c0 : memref<?xindex>
  %free = memref.alloc(%n) : memref<?xi1>
  %own = memref.alloc(%r) : memref<?xi1>
  call @helper_under_test(%p, %k, %c, %free, %own) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
  %fs = llvm.mlir.addressof @free_str : !llvm.ptr
  %os = llvm.mlir.addressof @own_str : !llvm.ptr
  call @print_list(%fs, %free) : (!llvm.ptr, memref<?xi1>) -> ()
  call @print_list(%os, %own) : (!llvm.ptr, memref<?xi1>) -> ()
  memref.dealloc %free : memref<?xi1>
  memref.dealloc %own : memref<?xi1>
  return
}

func.func @main() {
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %i2 = arith.constant 2 : index
  %p10 = arith.constant 10 : index
  %p20 = arith.constant 20 : index
  %p30 = arith.constant 30 : index
  %t = arith.constant true
  %f = arith.constant false

  // Case A
  %pa = memref.alloc() : memref<3xindex>
  memref.store %p10, %pa[%i0] : memref<3xindex>
  memref.store %p20, %pa[%i1] : memref<3xindex>
  memref.store %p10, %pa[%i2] : memref<3xindex>
  %ca = memref.alloc() : memref<3xi1>
  memref.store %t, %ca[%i0] : memref<3xi1>
  memref.store %t, %ca[%i1] : memref<3xi1>
  memref.store %t, %ca[%i2] : memref<3xi1>
  %ka = memref.alloc() : memref<1xindex>
  memref.store %p20, %ka[%i0] : memref<1xindex>
  %pa_ = memref.cast %pa : memref<3xindex> to memref<?xindex>
  %ka_ = memref.cast %ka : memref<1xindex> to memref<?xindex>
  %ca_ = memref.cast %ca : memref<3xi1> to memref<?xi1>
  call @run(%pa_, %ka_, %ca_) : (memref<?xindex>, memref<?xindex>, memref<?xi1>) -> ()

  // Case B
  %pb = memref.alloc() : memref<2xindex>
  memref.store %p10, %pb[%i0] : memref<2xindex>
  memref.store %p20, %pb[%i1] : memref<2xindex>
  %cb = memref.alloc() : memref<2xi1>
  memref.store %f, %cb[%i0] : memref<2xi1>
  memref.store %t, %cb[%i1] : memref<2xi1>
  %kb = memref.alloc() : memref<2xindex>
  memref.store %p10, %kb[%i0] : memref<2xindex>
  memref.store %p30, %kb[%i1] : memref<2xindex>
  %pb_ = memref.cast %pb : memref<2xindex> to memref<?xindex>
  %kb_ = memref.cast %kb : memref<2xindex> to memref<?xindex>
  %cb_ = memref.cast %cb : memref<2xi1> to memref<?xi1>
  call @run(%pb_, %kb_, %cb_) : (memref<?xindex>, memref<?xindex>, memref<?xi1>) -> ()

  // Case C
  %pc = memref.alloc() : memref<1xindex>
  memref.store %p10, %pc[%i0] : memref<1xindex>
  %cc = memref.alloc() : memref<1xi1>
  memref.store %t, %cc[%i0] : memref<1xi1>
  %kc = memref.alloc() : memref<2xindex>
  memref.store %p10, %kc[%i0] : memref<2xindex>
  memref.store %p10, %kc[%i1] : memref<2xindex>
  %pc_ = memref.cast %pc : memref<1xindex> to memref<?xindex>
  %kc_ = memref.cast %kc : memref<2xindex> to memref<?xindex>
  %cc_ = memref.cast %cc : memref<1xi1> to memref<?xi1>
  call @run(%pc_, %kc_, %cc_) : (memref<?xindex>, memref<?xindex>, memref<?xi1>) -> ()

  // Case D
  %pd = memref.alloc() : memref<2xindex>
  memref.store %p10, %pd[%i0] : memref<2xindex>
  memref.store %p10, %pd[%i1] : memref<2xindex>
  %cd = memref.alloc() : memref<2xi1>
  memref.store %f, %cd[%i0] : memref<2xi1>
  memref.store %t, %cd[%i1] : memref<2xi1>
  %kd = memref.alloc() : memref<0xindex>
  %pd_ = memref.cast %pd : memref<2xindex> to memref<?xindex>
  %kd_ = memref.cast %kd : memref<0xindex> to memref<?xindex>
  %cd_ = memref.cast %cd : memref<2xi1> to memref<?xi1>
  call @run(%pd_, %kd_, %cd_) : (memref<?xindex>, memref<?xindex>, memref<?xi1>) -> ()

  // Case E
  %ce = memref.alloc() : memref<2xi1>
  memref.store %t, %ce[%i0] : memref<2xi1>
  memref.store %t, %ce[%i1] : memref<2xi1>
  %ce_ = memref.cast %ce : memref<2xi1> to memref<?xi1>
  call @run(%pd_, %kd_, %ce_) : (memref<?xindex>, memref<?xindex>, memref<?xi1>) -> ()
  return
}
