// Correct deallocation in many shapes: the checker reports nothing, and
// leaves the IR unchanged (checked on a module and nested in functions).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(func.func(ferrobuf-verify-deallocation))' %s -split-input-file -verify-diagnostics -o /dev/null
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-verify-deallocation)' %s -split-input-file -verify-diagnostics | FileCheck %s

// Test Case: a diamond; each branch frees the buffer once.
//      bb0 (alloc)
//     /    \
//   bb1    bb2      (each: dealloc)
//     \    /
//      bb3
// CHECK-LABEL: func @diamond
// CHECK: memref.dealloc
func.func @diamond(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.dealloc %a : memref<4xf32>
  cf.br ^bb3
^bb2:
  memref.dealloc %a : memref<4xf32>
  cf.br ^bb3
^bb3:
  return
}

// -----

// Ownership passed as an i1 block argument, freed under scf.if.
// CHECK-LABEL: func @ownership_block_argument
func.func @ownership_block_argument(%c: i1, %arg: memref<4xf32>) {
  %true = arith.constant true
  %false = arith.constant false
  %a = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^bb1(%a, %true : memref<4xf32>, i1), ^bb1(%arg, %false : memref<4xf32>, i1)
^bb1(%m: memref<4xf32>, %own: i1):
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<4xf32>
  scf.if %own {
    memref.dealloc %m : memref<4xf32>
  }
  %not = arith.xori %c, %true : i1
  scf.if %not {
    memref.dealloc %a : memref<4xf32>
  }
  return
}

// -----

// A select of two fresh buffers: the chosen one is returned, the other
// freed under the negated condition.
// CHECK-LABEL: func @select_return
func.func @select_return(%c: i1) -> memref<4xf32> {
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %s = arith.select %c, %a, %b : memref<4xf32>
  %n = arith.xori %c, %true : i1
  scf.if %n {
    memref.dealloc %a : memref<4xf32>
  }
  scf.if %c {
    memref.dealloc %b : memref<4xf32>
  }
  return %s : memref<4xf32>
}

// -----

// Runtime alias checks: a fresh allocation differs from a live argument,
// so the free under `ne` always happens.
// CHECK-LABEL: func @alias_check
func.func @alias_check(%arg: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %v = memref.subview %a[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  %p = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> index
  %q = memref.extract_aligned_pointer_as_index %arg : memref<4xf32> -> index
  %ne = arith.cmpi ne, %p, %q : index
  scf.if %ne {
    %base, %off, %sz, %st = memref.extract_strided_metadata %v : memref<2xf32, strided<[1]>> -> memref<f32>, index, index, index
    memref.dealloc %base : memref<f32>
  }
  return
}

// -----

// A loop carrying a buffer and its ownership: each iteration frees the
// previous buffer (unless it is the argument) and passes a new one on.
// CHECK-LABEL: func @loop_carry
func.func @loop_carry(%arg: memref<4xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %false = arith.constant false
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%m = %arg, %own = %false) -> (memref<4xf32>, i1) {
    %new = memref.alloc() : memref<4xf32>
    memref.copy %m, %new : memref<4xf32> to memref<4xf32>
    scf.if %own {
      memref.dealloc %m : memref<4xf32>
    }
    scf.yield %new, %true : memref<4xf32>, i1
  }
  scf.if %r#1 {
    memref.dealloc %r#0 : memref<4xf32>
  }
  return
}

// -----

// A while loop allocating in both regions; an unstructured loop.
// CHECK-LABEL: func @loops
func.func @loops(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %w = scf.while (%i = %c0) : (index) -> index {
    %t = memref.alloc() : memref<4xf32>
    memref.dealloc %t : memref<4xf32>
    %go = arith.cmpi slt, %i, %n : index
    scf.condition(%go) %i : index
  } do {
  ^bb0(%i: index):
    %t = memref.alloc() : memref<4xf32>
    memref.dealloc %t : memref<4xf32>
    %j = arith.addi %i, %c1 : index
    scf.yield %j : index
  }
  %a = memref.alloc() : memref<4xf32>
  cf.br ^head(%c0, %a : index, memref<4xf32>)
^head(%k: index, %m: memref<4xf32>):
  %go = arith.cmpi slt, %k, %n : index
  cf.cond_br %go, ^body, ^exit
^body:
  %next = memref.alloc() : memref<4xf32>
  memref.copy %m, %next : memref<4xf32> to memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  %k1 = arith.addi %k, %c1 : index
  cf.br ^head(%k1, %next : index, memref<4xf32>)
^exit:
  memref.dealloc %m : memref<4xf32>
  return
}

// -----

// Call results are owned by the caller; clones are allocations; allocas
// and globals are never freed.
memref.global "private" constant @g : memref<4xf32> = dense<1.0>
func.func private @make() -> memref<4xf32>
// CHECK-LABEL: func @abi
func.func @abi() -> memref<4xf32> {
  %m = call @make() : () -> memref<4xf32>
  %s = memref.alloca() : memref<4xf32>
  %g = memref.get_global @g : memref<4xf32>
  memref.copy %g, %s : memref<4xf32> to memref<4xf32>
  %c = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return %c : memref<4xf32>
}

// -----

// bufferization.dealloc before lowering: the retained buffer is kept and
// its ownership result drives the later free.
// CHECK-LABEL: func @before_lowering
func.func @before_lowering(%c: i1) {
  %true = arith.constant true
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %s = arith.select %c, %a, %b : memref<4xf32>
  %o = bufferization.dealloc (%a, %b : memref<4xf32>, memref<4xf32>) if (%true, %true) retain (%s : memref<4xf32>)
  scf.if %o {
    memref.dealloc %s : memref<4xf32>
  }
  return
}

// -----

// A cf.switch on an i1 extended to an integer, and comparisons of that
// integer: the case taken agrees with the flag.
// CHECK-LABEL: func @switch_on_flag
func.func @switch_on_flag(%c: i1) {
  %c0_i32 = arith.constant 0 : i32
  %a = memref.alloc() : memref<4xf32>
  %f = arith.extui %c : i1 to i32
  %z = arith.cmpi eq, %f, %c0_i32 : i32
  cf.switch %f : i32, [
    default: ^bb1,
    0: ^bb2
  ]
^bb1:
  scf.if %c {
    memref.dealloc %a : memref<4xf32>
  }
  return
^bb2:
  scf.if %z {
    memref.dealloc %a : memref<4xf32>
  }
  return
}
