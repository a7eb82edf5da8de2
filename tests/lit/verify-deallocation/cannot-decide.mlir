// What the checker cannot decide is a remark at the function, never an
// error: frees under flags the deallocation helper computes at run time
// (here stored and loaded by hand, as the general lowering does).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-verify-deallocation))' %s -split-input-file -verify-diagnostics -o /dev/null

func.func private @helper(memref<2xi1>)
// expected-remark @+1 {{cannot decide: 2 free(s) under conditions computed at run time}}
func.func @helper_flags(%arg: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %flags = memref.alloc() : memref<2xi1>
  call @helper(%flags) : (memref<2xi1>) -> ()
  %fa = memref.load %flags[%c0] : memref<2xi1>
  scf.if %fa {
    memref.dealloc %a : memref<4xf32>
  }
  %fb = memref.load %flags[%c1] : memref<2xi1>
  scf.if %fb {
    memref.dealloc %b : memref<4xf32>
  }
  memref.dealloc %flags : memref<2xi1>
  return
}

// -----

// Too many paths: 20 independent conditions (2^20 paths through
// straight-line code) exceed the step budget.
// expected-remark @+1 {{cannot decide: more than 400000 op executions}}
func.func @too_many_paths(%c0: i1, %c1: i1, %c2: i1, %c3: i1, %c4: i1, %c5: i1, %c6: i1, %c7: i1, %c8: i1, %c9: i1, %c10: i1, %c11: i1, %c12: i1, %c13: i1, %c14: i1, %c15: i1, %c16: i1, %c17: i1, %c18: i1, %c19: i1) {
  %a0 = memref.alloc() : memref<4xf32>
  scf.if %c0 {
    memref.dealloc %a0 : memref<4xf32>
  } else {
    memref.dealloc %a0 : memref<4xf32>
  }
  %a1 = memref.alloc() : memref<4xf32>
  scf.if %c1 {
    memref.dealloc %a1 : memref<4xf32>
  } else {
    memref.dealloc %a1 : memref<4xf32>
  }
  %a2 = memref.alloc() : memref<4xf32>
  scf.if %c2 {
    memref.dealloc %a2 : memref<4xf32>
  } else {
    memref.dealloc %a2 : memref<4xf32>
  }
  %a3 = memref.alloc() : memref<4xf32>
  scf.if %c3 {
    memref.dealloc %a3 : memref<4xf32>
  } else {
    memref.dealloc %a3 : memref<4xf32>
  }
  %a4 = memref.alloc() : memref<4xf32>
  scf.if %c4 {
    memref.dealloc %a4 : memref<4xf32>
  } else {
    memref.dealloc %a4 : memref<4xf32>
  }
  %a5 = memref.alloc() : memref<4xf32>
  scf.if %c5 {
    memref.dealloc %a5 : memref<4xf32>
  } else {
    memref.dealloc %a5 : memref<4xf32>
  }
  %a6 = memref.alloc() : memref<4xf32>
  scf.if %c6 {
    memref.dealloc %a6 : memref<4xf32>
  } else {
    memref.dealloc %a6 : memref<4xf32>
  }
  %a7 = memref.alloc() : memref<4xf32>
  scf.if %c7 {
    memref.dealloc %a7 : memref<4xf32>
  } else {
    memref.dealloc %a7 : memref<4xf32>
  }
  %a8 = memref.alloc() : memref<4xf32>
  scf.if %c8 {
    memref.dealloc %a8 : memref<4xf32>
  } else {
    memref.dealloc %a8 : memref<4xf32>
  }
  %a9 = memref.alloc() : memref<4xf32>
  scf.if %c9 {
    memref.dealloc %a9 : memref<4xf32>
  } else {
    memref.dealloc %a9 : memref<4xf32>
  }
  %a10 = memref.alloc() : memref<4xf32>
  scf.if %c10 {
    memref.dealloc %a10 : memref<4xf32>
  } else {
    memref.dealloc %a10 : memref<4xf32>
  }
  %a11 = memref.alloc() : memref<4xf32>
  scf.if %c11 {
    memref.dealloc %a11 : memref<4xf32>
  } else {
    memref.dealloc %a11 : memref<4xf32>
  }
  %a12 = memref.alloc() : memref<4xf32>
  scf.if %c12 {
    memref.dealloc %a12 : memref<4xf32>
  } else {
    memref.dealloc %a12 : memref<4xf32>
  }
  %a13 = memref.alloc() : memref<4xf32>
  scf.if %c13 {
    memref.dealloc %a13 : memref<4xf32>
  } else {
    memref.dealloc %a13 : memref<4xf32>
  }
  %a14 = memref.alloc() : memref<4xf32>
  scf.if %c14 {
    memref.dealloc %a14 : memref<4xf32>
  } else {
    memref.dealloc %a14 : memref<4xf32>
  }
  %a15 = memref.alloc() : memref<4xf32>
  scf.if %c15 {
    memref.dealloc %a15 : memref<4xf32>
  } else {
    memref.dealloc %a15 : memref<4xf32>
  }
  %a16 = memref.alloc() : memref<4xf32>
  scf.if %c16 {
    memref.dealloc %a16 : memref<4xf32>
  } else {
    memref.dealloc %a16 : memref<4xf32>
  }
  %a17 = memref.alloc() : memref<4xf32>
  scf.if %c17 {
    memref.dealloc %a17 : memref<4xf32>
  } else {
    memref.dealloc %a17 : memref<4xf32>
  }
  %a18 = memref.alloc() : memref<4xf32>
  scf.if %c18 {
    memref.dealloc %a18 : memref<4xf32>
  } else {
    memref.dealloc %a18 : memref<4xf32>
  }
  %a19 = memref.alloc() : memref<4xf32>
  scf.if %c19 {
    memref.dealloc %a19 : memref<4xf32>
  } else {
    memref.dealloc %a19 : memref<4xf32>
  }
  return
}
