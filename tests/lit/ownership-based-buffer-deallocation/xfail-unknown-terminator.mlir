// XFAIL: *
// SUSPECTED BUG: a block ending with an op that is not known to be a
// terminator (here an unregistered op, which MLIR allows to terminate a
// block) is silently skipped: no bufferization.dealloc is inserted in the
// block, so %b leaks, and no error is reported. The contract makes "a
// terminator that is neither a branch nor a region-branch terminator" an
// error (and upstream rejects the op: "ops with unknown memory side effects
// are not supported"). Expected: a located error naming the op.
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-ownership-based-buffer-deallocation)' %s -verify-diagnostics --allow-unregistered-dialect -o /dev/null

func.func @unregistered_terminator() {
  %b = memref.alloc() : memref<4xf32>
  // expected-error @+1 {{'test.unknown_terminator'}}
  "test.unknown_terminator"() : () -> ()
}
