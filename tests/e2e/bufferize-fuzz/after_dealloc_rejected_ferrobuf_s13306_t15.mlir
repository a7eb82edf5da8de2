// Reduced by tests/bufferize_fuzz.rs (seed 13306, test function @t15, 136 candidates, 90 s).
// Constructs left: call, cast, cf, elementwise, extract_slice, fill, insert_slice, scf.for, scf.if, scf.while, select.
// Reproduces [dealloc-rejected] dealloc-rejected: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=bottom-up},ferrobuf-buffer-deallocation-pipeline
// fails: result #0 of @t15_c1 aliases its argument #0, and this caller writes through one and then reads through the other; the deallocation ABI returns results that alias nothing (a clone), which would change what is read here: copy the buffer explicitly, or make the function private and use private-function-dynamic-ownership
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

func.func @t15_c0(%v2431: tensor<2x?xi64>) -> (tensor<2x?xi64>) {
  %v2432 = linalg.mul ins(%v2431, %v2431 : tensor<2x?xi64>, tensor<2x?xi64>) outs(%v2431 : tensor<2x?xi64>) -> tensor<2x?xi64>
  return %v2432 : tensor<2x?xi64>
}

func.func private @t15_c1(%v2466: tensor<2xi64>) -> (tensor<?xi64>) {
  %v2467 = arith.constant 0 : index
  %v2468 = arith.constant 1 : index
  %v2469 = tensor.extract_slice %v2466[%v2467] [%v2468] [1] : tensor<2xi64> to tensor<?xi64>
  return %v2469 : tensor<?xi64>
}

func.func @t15(%v2321: tensor<2x?xi64>, %v2322: tensor<?x3xi64>) -> () {
  %v2323 = arith.constant 30 : i64
  %v2324 = linalg.fill ins(%v2323 : i64) outs(%v2322 : tensor<?x3xi64>) -> tensor<?x3xi64>
  %v2325 = arith.constant 0 : index
  %v2401, %v2402 = scf.while (%v2327 = %v2325, %v2326 = %v2324) : (index, tensor<?x3xi64>) -> (index, tensor<?x3xi64>) {
    %v2328 = arith.constant 3 : index
    %v2329 = arith.cmpi slt, %v2327, %v2328 : index
    scf.condition(%v2329) %v2327, %v2326 : index, tensor<?x3xi64>
  } do {
  ^bb0(%v2331: index, %v2330: tensor<?x3xi64>):
    %v2332 = arith.constant 1 : index
    %v2333 = tensor.extract_slice %v2322[%v2325, %v2332] [3, 1] [1, 1] : tensor<?x3xi64> to tensor<3x1xi64>
    %v2334 = arith.constant dense<20> : tensor<1xi64>
    %v2400 = arith.addi %v2331, %v2332 : index
    scf.yield %v2400, %v2330 : index, tensor<?x3xi64>
  }
  scf.for %v2429 = %v2325 to %v2401 step %v2401 {
    %v2433 = func.call @t15_c0(%v2321) : (tensor<2x?xi64>) -> (tensor<2x?xi64>)
    %p2433_3818 = tensor.cast %v2433 : tensor<2x?xi64> to tensor<?x?xi64>
    func.call @show2(%p2433_3818) : (tensor<?x?xi64>) -> ()
    scf.yield
  }
  scf.for %v2434 = %v2325 to %v2401 step %v2401 {
    %v2435 = arith.constant 18 : i64
    %v2436 = arith.cmpi eq, %v2323, %v2435 : i64
    scf.if %v2436 {
      %v2437 = arith.constant dense<32> : tensor<3xi64>
      %v2438 = tensor.extract %v2437[%v2401] : tensor<3xi64>
      %v2441 = arith.select %v2436, %v2437, %v2437 : tensor<3xi64>
      scf.yield
    } else {
      %v2442 = tensor.empty() : tensor<2xi64>
      %v2443 = arith.constant 34 : i64
      %v2444 = linalg.fill ins(%v2443 : i64) outs(%v2442 : tensor<2xi64>) -> tensor<2xi64>
      %v2454, %v2455 = scf.while (%v2446 = %v2325, %v2445 = %v2444) : (index, tensor<2xi64>) -> (index, tensor<2xi64>) {
        scf.condition(%v2436) %v2446, %v2445 : index, tensor<2xi64>
      } do {
      ^bb0(%v2449: index, %v2448: tensor<2xi64>):
        %v2451 = arith.constant dense<1> : tensor<2x2xi64>
        %v2452 = linalg.broadcast ins(%v2448 : tensor<2xi64>) outs(%v2451 : tensor<2x2xi64>) dimensions = [1]
        %v2453 = arith.addi %v2449, %v2401 : index
        scf.yield %v2453, %v2448 : index, tensor<2xi64>
      }
      %v2470 = func.call @t15_c1(%v2455) : (tensor<2xi64>) -> (tensor<?xi64>)
      %v2472 = arith.constant dense<1> : tensor<1xi64>
      %v2473 = tensor.insert_slice %v2472 into %v2470[%v2434] [1] [1] : tensor<1xi64> into tensor<?xi64>
      scf.yield
    }
    scf.yield
  }
  %v2501 = arith.cmpi eq, %v2323, %v2323 : i64
  cf.br ^bb1
^bb1:
  %v2502 = arith.constant dense<-2> : tensor<2x2xi64>
  cf.br ^bb3(%v2325, %v2502 : index, tensor<2x2xi64>)
^bb2:
  %v2565 = arith.constant dense<1> : tensor<2x2xi64>
  %p2565_5562 = tensor.cast %v2565 : tensor<2x2xi64> to tensor<?x?xi64>
  func.call @show2(%p2565_5562) : (tensor<?x?xi64>) -> ()
  return
^bb3(%v2503: index, %v2504: tensor<2x2xi64>):
  %v2505 = arith.cmpi slt, %v2503, %v2401 : index
  cf.br ^bb4
^bb4:
  cf.br ^bb2
}

func.func @t15_drive() -> () {
  %v2569 = arith.constant 3 : index
  %v2570 = tensor.empty(%v2569) : tensor<2x?xi64>
  %v2571 = arith.constant 3 : i64
  %v2572 = linalg.fill ins(%v2571 : i64) outs(%v2570 : tensor<2x?xi64>) -> tensor<2x?xi64>
  %v2582 = arith.constant dense<1> : tensor<3x3xi64>
  %v2583 = tensor.cast %v2582 : tensor<3x3xi64> to tensor<?x3xi64>
  func.call @t15(%v2572, %v2583) : (tensor<2x?xi64>, tensor<?x3xi64>) -> ()
  return
}

func.func @main() {
  func.call @t15_drive() : () -> ()
  return
}
