// Control-flow shapes for the analysis differential test (tests/analysis.rs):
// diamonds, self loops, nested loops, irreducible loops, unreachable blocks,
// infinite loops, multiple exits, nested regions with uses of outer values.

func.func @diamond(%c: i1, %a: index, %b: index) -> index {
  %s = arith.addi %a, %b : index
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.addi %s, %a : index
  cf.br ^bb3(%x : index)
^bb2:
  cf.br ^bb3(%b : index)
^bb3(%r: index):
  %y = arith.addi %r, %s : index
  return %y : index
}

func.func @nested_loops(%n: index, %c: i1) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^outer(%c0 : index)
^outer(%i: index):
  %lt = arith.cmpi slt, %i, %n : index
  cf.cond_br %lt, ^inner(%c0 : index), ^exit
^inner(%j: index):
  %j1 = arith.addi %j, %c1 : index
  %jl = arith.cmpi slt, %j1, %i : index
  cf.cond_br %jl, ^inner(%j1 : index), ^latch
^latch:
  %i1 = arith.addi %i, %c1 : index
  cf.br ^outer(%i1 : index)
^exit:
  return %i : index
}

func.func @irreducible(%c: i1, %d: i1, %v: index) -> index {
  cf.cond_br %c, ^a(%v : index), ^b(%v : index)
^a(%x: index):
  %x1 = arith.addi %x, %v : index
  cf.cond_br %d, ^b(%x1 : index), ^done(%x1 : index)
^b(%y: index):
  %y1 = arith.muli %y, %v : index
  cf.cond_br %d, ^a(%y1 : index), ^done(%y1 : index)
^done(%r: index):
  return %r : index
}

func.func @multiple_exits(%c: i1, %d: i1, %v: index) -> index {
  cf.cond_br %c, ^early, ^more
^early:
  return %v : index
^more:
  %w = arith.addi %v, %v : index
  cf.cond_br %d, ^late1, ^late2
^late1:
  return %w : index
^late2:
  return %v : index
}

func.func @regions(%c: i1, %m: memref<4xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %acc = scf.for %i = %c0 to %n step %c1 iter_args(%a = %f) -> (f32) {
    %r = scf.if %c -> (f32) {
      %l = memref.load %m[%i] : memref<4xf32>
      %s = arith.addf %l, %a : f32
      scf.yield %s : f32
    } else {
      %e = scf.execute_region -> f32 {
        cf.br ^x
      ^x:
        %q = arith.mulf %a, %f : f32
        scf.yield %q : f32
      }
      scf.yield %e : f32
    }
    scf.yield %r : f32
  }
  %w = scf.while (%x = %acc) : (f32) -> f32 {
    %cmp = arith.cmpf olt, %x, %f : f32
    scf.condition(%cmp) %x : f32
  } do {
  ^bb0(%y: f32):
    %z = arith.addf %y, %f : f32
    scf.yield %z : f32
  }
  return %w : f32
}

func.func @cf_in_region(%c: i1, %v: index) -> index {
  %r = scf.execute_region -> index {
    cf.cond_br %c, ^a, ^b
  ^a:
    %x = arith.addi %v, %v : index
    cf.br ^j(%x : index)
  ^b:
    cf.br ^j(%v : index)
  ^j(%p: index):
    scf.yield %p : index
  }
  return %r : index
}
