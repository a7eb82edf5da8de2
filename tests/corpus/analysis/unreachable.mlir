// NO-UPSTREAM-DOMINANCE: upstream's test-print-dominance crashes on
// unreachable blocks (DominatorTreeBase::findNearestCommonDominator), so
// only liveness is compared for this file; dominance of unreachable blocks
// is covered by unit tests.

func.func @unreachable(%c: i1, %v: index) -> index {
  cf.br ^live
^dead:
  %u = arith.addi %v, %v : index
  cf.br ^live
^live:
  return %v : index
}

func.func @infinite(%c: i1, %v: index) {
  cf.cond_br %c, ^spin, ^out
^spin:
  %t = arith.addi %v, %v : index
  cf.br ^spin
^out:
  return
}

