// Reduced by tests/bufferize_fuzz.rs (seed 1035, test function @t8, 240 candidates, 181 s).
// Constructs left: call, cast, cf, elementwise, extract_slice, fill, insert, reshape, scf.execute_region, scf.for, scf.forall, scf.if, scf.index_switch.
// Reproduces [invalid-ir] invalid-ir: 'linalg.mul' op expected operand #N rank (N) to match the result rank of indexing_map (N): with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// fails: osb.mlir:138:11: error: 'linalg.mul' op expected operand #1 rank (1) to match the result rank of indexing_map (2)
//             "linalg.mul"(%127, %110, %127) <{operandSegmentSizes = array<i32: 2, 1>}> ({
//             ^
//   osb.mlir:138:11: note: see current operation: 
//   "linalg.mul"(%111, %94, %111) <{operandSegmentSizes = array<i32: 2, 1>}> ({
//   ^bb0(%arg27: i64, %arg28: i64, %arg29: i64):
// upstream's pipeline prints the expected output
// Expected output: value semantics (tests/bufferize_fuzz/eval.rs).
func.func private @printI64(i64)
func.func private @printComma()
func.func private @printNewline()

// The element of a 0-d tensor on one line.
func.func private @show0(%t: tensor<i64>) {
  %v = tensor.extract %t[] : tensor<i64>
  func.call @printI64(%v) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// The elements of %t separated by ", " on one line.
func.func private @show1(%t: tensor<?xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %t, %c0 : tensor<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %p = arith.cmpi ugt, %i, %c0 : index
    scf.if %p {
      func.call @printComma() : () -> ()
    }
    %v = tensor.extract %t[%i] : tensor<?xi64>
    func.call @printI64(%v) : (i64) -> ()
  }
  func.call @printNewline() : () -> ()
  return
}

// The elements of %t, row after row, separated by ", " on one line.
func.func private @show2(%t: tensor<?x?xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %t, %c0 : tensor<?x?xi64>
  %m = tensor.dim %t, %c1 : tensor<?x?xi64>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %f = arith.addi %i, %j : index
      %p = arith.cmpi ugt, %f, %c0 : index
      scf.if %p {
        func.call @printComma() : () -> ()
      }
      %v = tensor.extract %t[%i, %j] : tensor<?x?xi64>
      func.call @printI64(%v) : (i64) -> ()
    }
  }
  func.call @printNewline() : () -> ()
  return
}

func.func @t8_c0(%v1529: tensor<3x?xi64>) -> (tensor<?xi64>) {
  %v1530 = tensor.collapse_shape %v1529 [[0, 1]] : tensor<3x?xi64> into tensor<?xi64>
  return %v1530 : tensor<?xi64>
}

func.func @t8(%v1331: tensor<6xi64>) -> () {
  %v1332 = arith.constant 1 : index
  %v1333 = tensor.extract %v1331[%v1332] : tensor<6xi64>
  %v1334 = arith.constant 0 : index
  %v1335 = tensor.extract %v1331[%v1334] : tensor<6xi64>
  %v1336 = arith.constant 2 : index
  %v1400 = arith.constant 3 : index
  %v1455 = arith.constant 15 : i64
  %v1456 = arith.cmpi sge, %v1333, %v1455 : i64
  scf.if %v1456 {
    scf.yield
  } else {
    scf.execute_region {
      %v1457 = arith.constant 35 : i64
      %v1458 = arith.constant 36 : i64
      %v1464 = tensor.empty() : tensor<3x2xi64>
      %v1465 = arith.constant 19 : i64
      %v1466 = linalg.fill ins(%v1465 : i64) outs(%v1464 : tensor<3x2xi64>) -> tensor<3x2xi64>
      %v1501 = scf.for %v1468 = %v1334 to %v1332 step %v1332 iter_args(%v1467 = %v1466) -> (tensor<3x2xi64>) {
        %v1471 = tensor.extract %v1466[%v1468, %v1468] : tensor<3x2xi64>
        %v1472 = arith.constant 31 : i64
        scf.yield %v1467 : tensor<3x2xi64>
      }
      %v1502 = arith.constant 34 : i64
      %v1503 = arith.constant 24 : i64
      %v1504 = arith.cmpi sge, %v1502, %v1503 : i64
      cf.cond_br %v1504, ^bb1, ^bb2(%v1501 : tensor<3x2xi64>)
    ^bb1:
      %v1506 = arith.constant dense<[[1, 21], [32, 8], [35, 10]]> : tensor<3x2xi64>
      %v1507 = tensor.cast %v1506 : tensor<3x2xi64> to tensor<?x2xi64>
      cf.br ^bb3
    ^bb2(%v1505: tensor<3x2xi64>):
      cf.br ^bb4(%v1334, %v1466 : index, tensor<3x2xi64>)
    ^bb3:
      scf.yield
    ^bb4(%v1515: index, %v1516: tensor<3x2xi64>):
      %v1517 = arith.cmpi slt, %v1515, %v1400 : index
      cf.cond_br %v1517, ^bb5, ^bb6
    ^bb5:
      %v1526 = linalg.sub ins(%v1516, %v1466 : tensor<3x2xi64>, tensor<3x2xi64>) outs(%v1516 : tensor<3x2xi64>) -> tensor<3x2xi64>
      %v1527 = tensor.collapse_shape %v1505 [[0, 1]] : tensor<3x2xi64> into tensor<6xi64>
      scf.index_switch %v1515
      case 1 {
        %v1528 = tensor.insert %v1457 into %v1526[%v1515, %v1332] : tensor<3x2xi64>
        scf.yield
      }
      case 2 {
        scf.yield
      }
      default {
        %v1531 = tensor.cast %v1505 : tensor<3x2xi64> to tensor<3x?xi64>
        %v1532 = func.call @t8_c0(%v1531) : (tensor<3x?xi64>) -> (tensor<?xi64>)
        %v1534 = linalg.mul ins(%v1532, %v1527 : tensor<?xi64>, tensor<6xi64>) outs(%v1532 : tensor<?xi64>) -> tensor<?xi64>
        scf.yield
      }
      %v1540 = arith.addi %v1515, %v1332 : index
      cf.br ^bb4(%v1540, %v1526 : index, tensor<3x2xi64>)
    ^bb6:
      %v1541 = tensor.extract %v1516[%v1336, %v1334] : tensor<3x2xi64>
      %v1542 = tensor.extract %v1516[%v1336, %v1334] : tensor<3x2xi64>
      %v1543 = arith.constant 39 : i64
      %v1544 = arith.cmpi ne, %v1542, %v1543 : i64
      cf.cond_br %v1544, ^bb7, ^bb8(%v1516 : tensor<3x2xi64>)
    ^bb7:
      %v1554 = tensor.generate  {
      ^bb0(%v1548: index):
        %v1549 = arith.constant 22 : i64
        %v1550 = arith.index_cast %v1548 : index to i64
        %v1553 = arith.addi %v1549, %v1550 : i64
        tensor.yield %v1553 : i64
      } : tensor<6xi64>
      %v1575 = scf.forall (%v1555) in (3) shared_outs(%v1556 = %v1554) -> (tensor<6xi64>) {
        %v1557 = arith.muli %v1555, %v1336 : index
        %v1558 = tensor.extract_slice %v1556[%v1557] [2] [1] : tensor<6xi64> to tensor<2xi64>
        %v1559 = tensor.extract_slice %v1516[%v1334, 0] [1, 1] [1, 1] : tensor<3x2xi64> to tensor<1x1xi64>
        scf.forall.in_parallel {
          tensor.parallel_insert_slice %v1558 into %v1556[%v1557] [2] [1] : tensor<2xi64> into tensor<6xi64>
        }
      }
      cf.br ^bb9
    ^bb8(%v1545: tensor<3x2xi64>):
      scf.for %v1576 = %v1334 to %v1400 step %v1332 {
        %v1584 = arith.constant 31 : i64
        %v1585 = linalg.fill ins(%v1584 : i64) outs(%v1464 : tensor<3x2xi64>) -> tensor<3x2xi64>
        scf.yield
      }
      cf.br ^bb9
    ^bb9:
      cf.br ^bb3
    }
    scf.yield
  }
  scf.for %v1586 = %v1334 to %v1332 step %v1332 {
    scf.execute_region {
      %v1599 = arith.constant 31 : i64
      %v1600 = arith.constant 22 : i64
      scf.yield
    }
    %v1603 = arith.constant dense<22> : tensor<2x2xi64>
    scf.yield
  }
  scf.for %v1640 = %v1334 to %v1336 step %v1332 {
    scf.for %v1641 = %v1334 to %v1332 step %v1332 {
      func.call @printI64(%v1455) : (i64) -> ()
      func.call @printNewline() : () -> ()
      %v1642 = arith.cmpi ne, %v1640, %v1334 : index
      scf.if %v1642 {
        %v1656 = arith.constant 4 : i64
        %v1657 = arith.constant 33 : i64
        scf.yield
      } else {
        %v1663 = arith.constant dense<[10, 24, 36]> : tensor<3xi64>
        %v1664 = tensor.empty() : tensor<2xi64>
        scf.yield
      }
      scf.yield
    }
    %v1668 = arith.cmpi sge, %v1640, %v1332 : index
    scf.yield
  }
  %v1773 = arith.constant -6 : i64
  %v1774 = arith.constant 11 : i64
  %v1775 = arith.cmpi slt, %v1773, %v1774 : i64
  cf.cond_br %v1775, ^bb1, ^bb2
^bb1:
  scf.execute_region {
    %v1782 = tensor.generate  {
    ^bb0(%v1776: index):
      %v1777 = arith.constant 28 : i64
      %v1778 = arith.index_cast %v1776 : index to i64
      %v1781 = arith.addi %v1777, %v1778 : i64
      tensor.yield %v1781 : i64
    } : tensor<6xi64>
    scf.yield
  }
  scf.for %v1783 = %v1334 to %v1332 step %v1332 {
    scf.for %v1784 = %v1334 to %v1400 step %v1332 {
      %v1796 = tensor.generate %v1336 {
      ^bb0(%v1785: index, %v1786: index):
        %v1787 = arith.constant 22 : i64
        %v1788 = arith.index_cast %v1785 : index to i64
        tensor.yield %v1787 : i64
      } : tensor<?x3xi64>
      func.call @printI64(%v1773) : (i64) -> ()
      func.call @printNewline() : () -> ()
      scf.index_switch %v1784
      case 0 {
        func.call @printI64(%v1333) : (i64) -> ()
        func.call @printNewline() : () -> ()
        %v1797 = tensor.empty(%v1400) : tensor<?x2xi64>
        %v1811 = tensor.pad %v1796 low[%v1332, 0] high[1, 1] {
        ^bb0(%v1800: index, %v1801: index):
          %v1802 = arith.constant -4 : i64
          %v1803 = arith.index_cast %v1800 : index to i64
          %v1804 = arith.constant 1 : i64
          %v1805 = arith.muli %v1803, %v1804 : i64
          tensor.yield %v1802 : i64
        } : tensor<?x3xi64> to tensor<?x4xi64>
        scf.yield
      }
      case 1 {
        scf.yield
      }
      default {
        %v1812 = tensor.empty(%v1332) : tensor<?x2xi64>
        %v1813 = tensor.extract %v1796[%v1334, %v1783] : tensor<?x3xi64>
        %v1814 = linalg.fill ins(%v1813 : i64) outs(%v1812 : tensor<?x2xi64>) -> tensor<?x2xi64>
        %v1815 = tensor.cast %v1814 : tensor<?x2xi64> to tensor<1x2xi64>
        scf.yield
      }
      scf.yield
    }
    scf.yield
  }
  cf.br ^bb3
^bb2:
  %v1828 = tensor.generate %v1336 {
  ^bb0(%v1817: index, %v1818: index):
    %v1819 = arith.constant 32 : i64
    %v1820 = arith.index_cast %v1817 : index to i64
    %v1821 = arith.constant 4 : i64
    %v1822 = arith.muli %v1820, %v1821 : i64
    tensor.yield %v1819 : i64
  } : tensor<?x3xi64>
  %v1832 = linalg.map ins(%v1828 : tensor<?x3xi64>) outs(%v1828 : tensor<?x3xi64>)
    (%v1829: i64, %v1830: i64) {
      %v1831 = arith.addi %v1829, %v1829 : i64
      linalg.yield %v1831 : i64
    }
  %v1833 = arith.constant 22 : i64
  %v1834 = arith.cmpi slt, %v1455, %v1833 : i64
  cf.cond_br %v1834, ^bb4(%v1828 : tensor<?x3xi64>), ^bb5(%v1832 : tensor<?x3xi64>)
^bb3:
  return
^bb4(%v1835: tensor<?x3xi64>):
  %v1837 = tensor.cast %v1832 : tensor<?x3xi64> to tensor<2x3xi64>
  %v1849 = tensor.generate %v1336 {
  ^bb0(%v1838: index, %v1839: index):
    %v1840 = arith.constant 23 : i64
    %v1841 = arith.index_cast %v1838 : index to i64
    %v1842 = arith.constant 2 : i64
    %v1843 = arith.muli %v1841, %v1842 : i64
    tensor.yield %v1840 : i64
  } : tensor<2x?xi64>
  cf.br ^bb6
^bb5(%v1836: tensor<?x3xi64>):
  %v1859 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v1836, %v1828 : tensor<?x3xi64>, tensor<?x3xi64>) outs(%v1832 : tensor<?x3xi64>) {
  ^bb0(%v1852: i64, %v1853: i64, %v1854: i64):
    %v1855 = arith.constant 4 : i64
    %v1856 = arith.minsi %v1854, %v1855 : i64
    %v1857 = arith.constant 2 : i64
    %v1858 = arith.muli %v1856, %v1857 : i64
    linalg.yield %v1858 : i64
  } -> (tensor<?x3xi64>)
  %v1860 = linalg.add ins(%v1832, %v1859 : tensor<?x3xi64>, tensor<?x3xi64>) outs(%v1832 : tensor<?x3xi64>) -> tensor<?x3xi64>
  %v1867 = tensor.generate  {
  ^bb0(%v1861: index):
    %v1862 = arith.constant 21 : i64
    %v1863 = arith.index_cast %v1861 : index to i64
    %v1866 = arith.addi %v1862, %v1863 : i64
    tensor.yield %v1866 : i64
  } : tensor<3xi64>
  cf.br ^bb6
^bb6:
  cf.br ^bb3
}

func.func @t8_drive() -> () {
  %v1868 = arith.constant -6 : i64
  %v1869 = arith.constant 37 : i64
  %v1870 = arith.constant 20 : i64
  %v1871 = arith.constant 18 : i64
  %v1872 = arith.constant 33 : i64
  %v1873 = tensor.from_elements %v1868, %v1869, %v1870, %v1868, %v1871, %v1872 : tensor<6xi64>
  func.call @t8(%v1873) : (tensor<6xi64>) -> ()
  %p1873_11794 = tensor.cast %v1873 : tensor<6xi64> to tensor<?xi64>
  func.call @show1(%p1873_11794) : (tensor<?xi64>) -> ()
  return
}

func.func @main() {
  func.call @t8_drive() : () -> ()
  return
}
