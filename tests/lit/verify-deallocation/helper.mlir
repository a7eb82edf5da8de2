// The general lowering's call to @dealloc_helper is followed: the lists it
// takes are stored at constant indices of fresh buffers, and its
// documented results (free memref i, ownership of retained j) are computed
// from the stored addresses and conditions; the helper's body is not read.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-verify-deallocation))' %s -split-input-file -verify-diagnostics -o /dev/null

func.func private @dealloc_helper(memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>)

// %a and %b are freed (conditions true, neither retained); %r is retained
// and its ownership (true: %s is %b when %c) drives its own free.
func.func @two_freed_one_retained(%c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %s = arith.select %c, %b, %a : memref<4xf32>
  %r = bufferization.clone %s : memref<4xf32> to memref<4xf32>
  %list = memref.alloc() : memref<2xindex>
  %conds = memref.alloc() : memref<2xi1>
  %kept = memref.alloc() : memref<1xindex>
  %pa = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> index
  memref.store %pa, %list[%c0] : memref<2xindex>
  %pb = memref.extract_aligned_pointer_as_index %b : memref<4xf32> -> index
  memref.store %pb, %list[%c1] : memref<2xindex>
  memref.store %true, %conds[%c0] : memref<2xi1>
  memref.store %true, %conds[%c1] : memref<2xi1>
  %pr = memref.extract_aligned_pointer_as_index %r : memref<4xf32> -> index
  memref.store %pr, %kept[%c0] : memref<1xindex>
  %free = memref.alloc() : memref<2xi1>
  %own = memref.alloc() : memref<1xi1>
  %l = memref.cast %list : memref<2xindex> to memref<?xindex>
  %k = memref.cast %kept : memref<1xindex> to memref<?xindex>
  %cs = memref.cast %conds : memref<2xi1> to memref<?xi1>
  %f = memref.cast %free : memref<2xi1> to memref<?xi1>
  %o = memref.cast %own : memref<1xi1> to memref<?xi1>
  call @dealloc_helper(%l, %k, %cs, %f, %o) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
  %fa = memref.load %free[%c0] : memref<2xi1>
  scf.if %fa {
    memref.dealloc %a : memref<4xf32>
  }
  %fb = memref.load %free[%c1] : memref<2xi1>
  scf.if %fb {
    memref.dealloc %b : memref<4xf32>
  }
  memref.dealloc %list : memref<2xindex>
  memref.dealloc %conds : memref<2xi1>
  memref.dealloc %kept : memref<1xindex>
  memref.dealloc %free : memref<2xi1>
  memref.dealloc %own : memref<1xi1>
  memref.dealloc %r : memref<4xf32>
  return
}

// -----

func.func private @dealloc_helper(memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>)

// The same buffer listed twice with true conditions: the helper frees it
// once; a free under each flag would be a double free, which the flags
// rule out, and forgetting the second copy's flag is fine.
func.func @listed_twice() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  %list = memref.alloc() : memref<2xindex>
  %conds = memref.alloc() : memref<2xi1>
  %kept = memref.alloc() : memref<0xindex>
  %pa = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> index
  memref.store %pa, %list[%c0] : memref<2xindex>
  memref.store %pa, %list[%c1] : memref<2xindex>
  memref.store %true, %conds[%c0] : memref<2xi1>
  memref.store %true, %conds[%c1] : memref<2xi1>
  %free = memref.alloc() : memref<2xi1>
  %own = memref.alloc() : memref<0xi1>
  %l = memref.cast %list : memref<2xindex> to memref<?xindex>
  %k = memref.cast %kept : memref<0xindex> to memref<?xindex>
  %cs = memref.cast %conds : memref<2xi1> to memref<?xi1>
  %f = memref.cast %free : memref<2xi1> to memref<?xi1>
  %o = memref.cast %own : memref<0xi1> to memref<?xi1>
  call @dealloc_helper(%l, %k, %cs, %f, %o) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
  %f0 = memref.load %free[%c0] : memref<2xi1>
  scf.if %f0 {
    memref.dealloc %a : memref<4xf32>
  }
  %f1 = memref.load %free[%c1] : memref<2xi1>
  scf.if %f1 {
    memref.dealloc %a : memref<4xf32>
  }
  memref.dealloc %list : memref<2xindex>
  memref.dealloc %conds : memref<2xi1>
  memref.dealloc %kept : memref<0xindex>
  memref.dealloc %free : memref<2xi1>
  memref.dealloc %own : memref<0xi1>
  return
}

// -----

func.func private @dealloc_helper(memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>)

// %a is freed under the helper's flag, its condition %c (followed on both
// paths): it leaks when %c is false. The retained %b is not in the list,
// so it is never freed.
func.func @retained_not_freed(%c: i1) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{may leak}}
  %a = memref.alloc() : memref<4xf32>
  // expected-error @+1 {{may leak}}
  %b = memref.alloc() : memref<4xf32>
  %list = memref.alloc() : memref<1xindex>
  %conds = memref.alloc() : memref<1xi1>
  %kept = memref.alloc() : memref<1xindex>
  %pa = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> index
  memref.store %pa, %list[%c0] : memref<1xindex>
  memref.store %c, %conds[%c0] : memref<1xi1>
  %pb = memref.extract_aligned_pointer_as_index %b : memref<4xf32> -> index
  memref.store %pb, %kept[%c0] : memref<1xindex>
  %free = memref.alloc() : memref<1xi1>
  %own = memref.alloc() : memref<1xi1>
  %l = memref.cast %list : memref<1xindex> to memref<?xindex>
  %k = memref.cast %kept : memref<1xindex> to memref<?xindex>
  %cs = memref.cast %conds : memref<1xi1> to memref<?xi1>
  %f = memref.cast %free : memref<1xi1> to memref<?xi1>
  %o = memref.cast %own : memref<1xi1> to memref<?xi1>
  call @dealloc_helper(%l, %k, %cs, %f, %o) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
  %fa = memref.load %free[%c0] : memref<1xi1>
  scf.if %fa {
    memref.dealloc %a : memref<4xf32>
  }
  memref.dealloc %list : memref<1xindex>
  memref.dealloc %conds : memref<1xi1>
  memref.dealloc %kept : memref<1xindex>
  memref.dealloc %free : memref<1xi1>
  memref.dealloc %own : memref<1xi1>
  return
}
