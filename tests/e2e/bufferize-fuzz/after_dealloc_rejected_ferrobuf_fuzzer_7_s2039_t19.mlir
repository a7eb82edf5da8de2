// Reduced by tests/bufferize_fuzz.rs (seed 2039, test function @t19, 145 candidates, 90 s).
// Constructs left: call, cast, copy, elementwise, extract_slice, fill, insert, insert_slice, scf.for, scf.if, scf.while.
// Reproduces [dealloc-rejected] dealloc-rejected: with
//   ferrobuf-one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=fuzzer analysis-fuzzer-seed=7},ferrobuf-buffer-deallocation-pipeline
// fails: result #0 of @t19_c2 aliases its argument #0, and this caller writes through one and then reads through the other; the deallocation ABI returns results that alias nothing (a clone), which would change what is read here: copy the buffer explicitly, or make the function private and use private-function-dynamic-ownership
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

func.func private @t19_c2(%v2409: tensor<?xi64>) -> (tensor<?xi64>) {
  %v2410 = arith.constant 0 : index
  %v2411 = arith.constant 2 : index
  %v2412 = tensor.extract_slice %v2409[%v2410] [%v2411] [1] : tensor<?xi64> to tensor<?xi64>
  return %v2412 : tensor<?xi64>
}

func.func @t19(%v2319: tensor<3x?xi64>, %v2320: index) -> (tensor<3x?xi64>) {
  %v2321 = arith.constant dense<[-8, 30, 5, 29]> : tensor<4xi64>
  %v2322 = linalg.copy ins(%v2319 : tensor<3x?xi64>) outs(%v2319 : tensor<3x?xi64>) -> tensor<3x?xi64>
  %v2323 = arith.constant 0 : index
  %v2324 = arith.constant 2 : index
  %v2325 = arith.constant 1 : index
  %v2333, %v2334 = scf.for %v2328 = %v2323 to %v2324 step %v2325 iter_args(%v2326 = %v2321, %v2327 = %v2321) -> (tensor<4xi64>, tensor<4xi64>) {
    %v2329 = arith.constant dense<[8, 25, 8, -3]> : tensor<4xi64>
    %v2330 = tensor.extract_slice %v2321[1] [2] [1] : tensor<4xi64> to tensor<2xi64>
    %v2331 = arith.constant dense<[9, 37, -6, 11, 21, 21]> : tensor<6xi64>
    %v2332 = tensor.cast %v2331 : tensor<6xi64> to tensor<?xi64>
    scf.yield %v2326, %v2329 : tensor<4xi64>, tensor<4xi64>
  }
  %v2335 = arith.constant 24 : i64
  %v2336 = arith.constant -1 : i64
  %v2337 = arith.cmpi ne, %v2335, %v2336 : i64
  %v2407, %v2408 = scf.if %v2337 -> (tensor<3x?xi64>, tensor<3x?xi64>) {
    %v2392 = tensor.extract %v2321[%v2325] : tensor<4xi64>
    %v2393 = tensor.from_elements %v2336, %v2336, %v2336, %v2392, %v2336, %v2335 : tensor<3x2xi64>
    %v2394 = arith.constant 28 : i64
    %v2395 = tensor.insert %v2394 into %v2393[%v2320, %v2325] : tensor<3x2xi64>
    %v2396 = tensor.cast %v2395 : tensor<3x2xi64> to tensor<3x?xi64>
    scf.yield %v2322, %v2396 : tensor<3x?xi64>, tensor<3x?xi64>
  } else {
    %v2397 = tensor.empty() : tensor<3x2xi64>
    %v2405, %v2406 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v2322, %v2319 : tensor<3x?xi64>, tensor<3x?xi64>) outs(%v2319, %v2397 : tensor<3x?xi64>, tensor<3x2xi64>) {
    ^bb0(%v2398: i64, %v2399: i64, %v2400: i64, %v2401: i64):
      %v2402 = arith.constant 4 : i64
      %v2403 = arith.muli %v2400, %v2402 : i64
      %v2404 = arith.addi %v2400, %v2398 : i64
      linalg.yield %v2403, %v2404 : i64, i64
    } -> (tensor<3x?xi64>, tensor<3x2xi64>)
    scf.yield %v2405, %v2405 : tensor<3x?xi64>, tensor<3x?xi64>
  }
  %v2413 = tensor.cast %v2321 : tensor<4xi64> to tensor<?xi64>
  %v2414 = func.call @t19_c2(%v2413) : (tensor<?xi64>) -> (tensor<?xi64>)
  %v2415 = tensor.empty() : tensor<2x4xi64>
  %v2420 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v2413 : tensor<?xi64>) outs(%v2415 : tensor<2x4xi64>) {
  ^bb0(%v2416: i64, %v2417: i64):
    %v2418 = arith.constant 4 : i64
    %v2419 = arith.addi %v2416, %v2418 : i64
    linalg.yield %v2419 : i64
  } -> (tensor<2x4xi64>)
  %v2428 = arith.cmpi ne, %v2335, %v2336 : i64
  %v2496 = scf.if %v2428 -> (tensor<?xi64>) {
    %v2429 = arith.constant 3 : index
    %v2472 = scf.for %v2431 = %v2323 to %v2429 step %v2325 iter_args(%v2430 = %v2413) -> (tensor<?xi64>) {
      %v2432 = tensor.extract_slice %v2408[%v2320, 0] [1, 1] [1, 1] : tensor<3x?xi64> to tensor<1xi64>
      %v2433 = arith.constant dense<28> : tensor<1xi64>
      %v2434 = linalg.copy ins(%v2433 : tensor<1xi64>) outs(%v2432 : tensor<1xi64>) -> tensor<1xi64>
      %v2435 = tensor.insert_slice %v2434 into %v2408[%v2320, 0] [1, 1] [1, 1] : tensor<1xi64> into tensor<3x?xi64>
      %p2435_5990 = tensor.cast %v2435 : tensor<3x?xi64> to tensor<?x?xi64>
      func.call @show2(%p2435_5990) : (tensor<?x?xi64>) -> ()
      %v2436 = tensor.empty() : tensor<2xi64>
      %v2444, %v2445 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v2414, %v2414 : tensor<?xi64>, tensor<?xi64>) outs(%v2414, %v2436 : tensor<?xi64>, tensor<2xi64>) {
      ^bb0(%v2437: i64, %v2438: i64, %v2439: i64, %v2440: i64):
        %v2441 = arith.subi %v2438, %v2437 : i64
        %v2442 = arith.subi %v2441, %v2438 : i64
        %v2443 = arith.minsi %v2437, %v2438 : i64
        linalg.yield %v2442, %v2443 : i64, i64
      } -> (tensor<?xi64>, tensor<2xi64>)
      %v2457 = tensor.pad %v2407 low[1, 0] high[0, 2] {
      ^bb0(%v2446: index, %v2447: index):
        %v2448 = arith.constant -3 : i64
        %v2449 = arith.index_cast %v2446 : index to i64
        %v2450 = arith.constant 5 : i64
        %v2451 = arith.muli %v2449, %v2450 : i64
        %v2452 = arith.addi %v2448, %v2451 : i64
        %v2453 = arith.index_cast %v2447 : index to i64
        %v2454 = arith.constant 1 : i64
        %v2455 = arith.muli %v2453, %v2454 : i64
        %v2456 = arith.addi %v2452, %v2455 : i64
        tensor.yield %v2456 : i64
      } : tensor<3x?xi64> to tensor<4x?xi64>
      scf.for %v2458 = %v2323 to %v2429 step %v2325 {
        %v2459 = arith.constant 40 : i64
        %v2460 = arith.cmpi ne, %v2336, %v2459 : i64
        %v2464, %v2465 = scf.if %v2460 -> (tensor<2x4xi64>, i64) {
          %v2463 = tensor.extract %v2420[%v2323, %v2429] : tensor<2x4xi64>
          scf.yield %v2420, %v2463 : tensor<2x4xi64>, i64
        } else {
          %v2461 = linalg.mul ins(%v2420, %v2420 : tensor<2x4xi64>, tensor<2x4xi64>) outs(%v2420 : tensor<2x4xi64>) -> tensor<2x4xi64>
          %v2462 = tensor.extract %v2461[%v2323, %v2458] : tensor<2x4xi64>
          scf.yield %v2461, %v2462 : tensor<2x4xi64>, i64
        }
        %v2466 = tensor.extract %v2464[%v2325, %v2324] : tensor<2x4xi64>
        func.call @printI64(%v2465) : (i64) -> ()
        func.call @printNewline() : () -> ()
        %v2467 = tensor.insert %v2336 into %v2413[%v2429] : tensor<?xi64>
        %v2468 = tensor.dim %v2319, %v2325 : tensor<3x?xi64>
        scf.yield
      }
      %v2469 = arith.constant dense<34> : tensor<4xi64>
      %v2470 = tensor.insert %v2336 into %v2469[%v2320] : tensor<4xi64>
      %v2471 = tensor.cast %v2470 : tensor<4xi64> to tensor<?xi64>
      scf.yield %v2471 : tensor<?xi64>
    }
    %p2408_8590 = tensor.cast %v2408 : tensor<3x?xi64> to tensor<?x?xi64>
    func.call @show2(%p2408_8590) : (tensor<?x?xi64>) -> ()
    scf.yield %v2414 : tensor<?xi64>
  } else {
    %v2473 = tensor.empty(%v2324, %v2324) : tensor<?x?xi64>
    %v2474 = linalg.fill ins(%v2336 : i64) outs(%v2473 : tensor<?x?xi64>) -> tensor<?x?xi64>
    %v2486, %v2487 = scf.while (%v2476 = %v2323, %v2475 = %v2414) : (index, tensor<?xi64>) -> (index, tensor<?xi64>) {
      %v2477 = tensor.extract %v2334[%v2476] : tensor<4xi64>
      %v2478 = tensor.insert %v2477 into %v2475[%v2323] : tensor<?xi64>
      %v2479 = arith.cmpi slt, %v2476, %v2324 : index
      scf.condition(%v2479) %v2476, %v2478 : index, tensor<?xi64>
    } do {
    ^bb0(%v2481: index, %v2480: tensor<?xi64>):
      %v2482 = linalg.mul ins(%v2334, %v2334 : tensor<4xi64>, tensor<4xi64>) outs(%v2334 : tensor<4xi64>) -> tensor<4xi64>
      %v2483 = tensor.extract %v2482[%v2325] : tensor<4xi64>
      %v2484 = tensor.extract %v2334[%v2325] : tensor<4xi64>
      %v2485 = arith.addi %v2481, %v2325 : index
      scf.yield %v2485, %v2480 : index, tensor<?xi64>
    }
    %v2488 = tensor.extract %v2408[%v2320, %v2323] : tensor<3x?xi64>
    %v2495 = tensor.generate %v2324 {
    ^bb0(%v2489: index):
      %v2490 = arith.constant 27 : i64
      %v2491 = arith.index_cast %v2489 : index to i64
      %v2492 = arith.constant 2 : i64
      %v2493 = arith.muli %v2491, %v2492 : i64
      tensor.yield %v2490 : i64
    } : tensor<?xi64>
    scf.yield %v2495 : tensor<?xi64>
  }
  return %v2407 : tensor<3x?xi64>
}

func.func @t19_drive() -> () {
  %v2506 = arith.constant dense<[[35, 12], [22, 30], [6, 3]]> : tensor<3x2xi64>
  %v2507 = tensor.cast %v2506 : tensor<3x2xi64> to tensor<3x?xi64>
  %v2508 = arith.constant 2 : index
  %v2509 = func.call @t19(%v2507, %v2508) : (tensor<3x?xi64>, index) -> (tensor<3x?xi64>)
  %p2509_10456 = tensor.cast %v2509 : tensor<3x?xi64> to tensor<?x?xi64>
  func.call @show2(%p2509_10456) : (tensor<?x?xi64>) -> ()
  %p2507_10588 = tensor.cast %v2507 : tensor<3x?xi64> to tensor<?x?xi64>
  func.call @show2(%p2507_10588) : (tensor<?x?xi64>) -> ()
  return
}

func.func @main() {
  func.call @t19_drive() : () -> ()
  return
}
