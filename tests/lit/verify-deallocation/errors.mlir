// Each kind of error, located: leaks (at the allocation), double frees,
// uses after free, frees of buffers not owned, bad returns.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-verify-deallocation))' %s -split-input-file -verify-diagnostics -o /dev/null

func.func @leak_on_one_path(%c: i1) {
  // expected-error @+1 {{buffer allocated here may leak: not freed on some path}}
  %a = memref.alloc() : memref<4xf32>
  scf.if %c {
    memref.dealloc %a : memref<4xf32>
  }
  return
}

// -----

func.func @leak_in_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    // expected-error @+1 {{may leak}}
    %a = memref.alloc() : memref<4xf32>
  }
  return
}

// -----

func.func @double_free_on_a_path(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.dealloc %a : memref<4xf32>
  cf.br ^bb2
^bb2:
  // expected-error @+1 {{double free: this buffer may already be freed on some path}}
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

// The previous iteration's buffer is freed again: the loop frees what it
// does not own after the first iteration.
func.func @double_free_across_iterations(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // (and a leak when the loop runs no iteration)
  // expected-error @+1 {{may leak}}
  %a = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %n step %c1 {
    // expected-error @+1 {{double free}}
    memref.dealloc %a : memref<4xf32>
  }
  return
}

// -----

func.func @use_after_free_of_a_view(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  %v = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %true = arith.constant true
  %own = arith.xori %c, %true : i1
  %o = arith.ori %own, %c : i1
  scf.if %o {
    memref.dealloc %a : memref<4xf32>
  }
  // expected-error @+1 {{use after free: this op may use a buffer that is already freed on some path}}
  %x = memref.load %v[%c0] : memref<2xf32, strided<[1], offset: 1>>
  return %x : f32
}

// -----

memref.global "private" constant @g : memref<4xf32> = dense<1.0>
func.func @frees_what_it_does_not_own(%arg: memref<4xf32>) {
  %s = memref.alloca() : memref<4xf32>
  %g = memref.get_global @g : memref<4xf32>
  // expected-error @+1 {{frees a buffer the function does not own: a function argument}}
  memref.dealloc %arg : memref<4xf32>
  // expected-error @+1 {{frees a buffer the function does not own: a stack allocation}}
  memref.dealloc %s : memref<4xf32>
  // expected-error @+1 {{frees a buffer the function does not own: a global}}
  memref.dealloc %g : memref<4xf32>
  return
}

// -----

func.func @returns_freed() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  // expected-error @+1 {{returns a buffer that may already be freed}}
  return %a : memref<4xf32>
}

// -----

func.func @returns_argument(%arg: memref<4xf32>) -> memref<4xf32> {
  // expected-error @+1 {{returns a buffer the function does not own}}
  return %arg : memref<4xf32>
}

// -----

func.func @returns_twice() -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  // expected-error @+1 {{returns one buffer twice}}
  return %a, %a : memref<4xf32>, memref<4xf32>
}

// -----

// A call result is owned: dropping it leaks.
func.func private @make() -> memref<4xf32>
func.func @call_result_leaks() {
  // expected-error @+1 {{may leak}}
  %m = call @make() : () -> memref<4xf32>
  return
}

// -----

// Ownership that a loop does not carry correctly: the flag says "owned"
// for the argument in the first iteration.
func.func @wrong_ownership_in_loop(%arg: memref<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%m = %arg, %own = %true) -> (memref<4xf32>, i1) {
    %new = memref.alloc() : memref<4xf32>
    scf.if %own {
      // expected-error @+1 {{frees a buffer the function does not own: a function argument}}
      memref.dealloc %m : memref<4xf32>
    }
    scf.yield %new, %true : memref<4xf32>, i1
  }
  scf.if %r#1 {
    // (when the loop runs no iteration)
    // expected-error @+1 {{frees a buffer the function does not own: a function argument}}
    memref.dealloc %r#0 : memref<4xf32>
  }
  return
}

// -----

// A runtime alias check that compares with a buffer freed before the
// other was allocated: the addresses may be equal (reused memory), so
// that path cannot be decided.
// expected-remark @+1 {{cannot decide: 1 comparison(s) of the address of a buffer that may be freed}}
func.func @dangling_compare() {
  %a = memref.alloc() : memref<4xf32>
  %p = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> index
  memref.dealloc %a : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %q = memref.extract_aligned_pointer_as_index %b : memref<4xf32> -> index
  %ne = arith.cmpi ne, %p, %q : index
  scf.if %ne {
    memref.dealloc %b : memref<4xf32>
  }
  return
}
