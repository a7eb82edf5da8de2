// The interface queries of plugin/ as seen from inside mlir-opt (the
// plugin DSO): memory effects (alloca on the automatic-allocation-scope
// resource), region-branch successors, branch operands, calls, functions,
// destination style and views. Guards against TypeID mismatches between
// the plugin and libMLIR (traits and resources must be recognised).
// RUN: %ferrobuf-opt --pass-pipeline='builtin.module(ferrobuf-test-interfaces)' %s -verify-diagnostics -o /dev/null

// expected-remark @below {{effects=unknown function 1args 0results external visibility=Private}}
func.func private @ext(memref<4xf32>) attributes {ferrobuf.query}
// expected-remark @below {{effects=unknown function 4args 1results visibility=Public}}
func.func @f(%c: i1, %i: index, %x: f32, %t: tensor<4xf32>) -> tensor<4xf32> attributes {ferrobuf.query} {
  // expected-remark @below {{effects=[Allocate(result#0)]}}
  %a = memref.alloc() {ferrobuf.query} : memref<4xf32>
  // expected-remark @below {{effects=[Allocate(result#0,scope)]}}
  %s = memref.alloca() {ferrobuf.query} : memref<4xf32>
  // expected-remark @below {{effects=[Read(operand#0)]}}
  %v = memref.load %a[%i] {ferrobuf.query} : memref<4xf32>
  // expected-remark @below {{effects=[Write(operand#1)]}}
  memref.store %x, %s[%i] {ferrobuf.query} : memref<4xf32>
  // expected-remark @below {{effects=unknown call=ext/1args}}
  func.call @ext(%a) {ferrobuf.query} : (memref<4xf32>) -> ()
  // expected-remark @below {{effects=[] view source=operand#0}}
  %sv = memref.subview %a[1] [2] [1] {ferrobuf.query} : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  // expected-remark @below {{effects=[] dps inits=1 tied=[1->0]}}
  %f = linalg.fill {ferrobuf.query} ins(%x : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  // expected-remark @below {{effects=[] region-branch entry=[region0/0in/0fwd,region1/0in/0fwd]}}
  %r = scf.if %c -> (memref<4xf32>) {
    // expected-remark @below {{effects=[] terminator=[parent/1fwd]}}
    scf.yield {ferrobuf.query} %a : memref<4xf32>
  } else {
    scf.yield %s : memref<4xf32>
  } {ferrobuf.query}
  // expected-remark @below {{effects=[Free(operand#0)]}}
  memref.dealloc %a {ferrobuf.query} : memref<4xf32>
  // expected-remark @below {{effects=[] branch=[0+1,0+1]}}
  cf.cond_br %c, ^bb1(%f : tensor<4xf32>), ^bb1(%t : tensor<4xf32>) {ferrobuf.query}
^bb1(%o: tensor<4xf32>):
  // expected-remark @below {{effects=[] terminator=[]}}
  return {ferrobuf.query} %o : tensor<4xf32>
}
