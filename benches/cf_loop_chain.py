#!/usr/bin/env python3
"""Writes the One-Shot Bufferize input that used to be quadratic for ferrobuf.

One tensor threaded through an unstructured (`cf`) loop of K blocks, each
reading (`tensor.extract`) and writing (`tensor.insert`) its block
argument, with a back edge to the loop header. Every in-place write used to
be checked against every read of the one alias set, and the loop keeps any
pair from being dismissed by order alone; reads local to a block are now
paired only with writes in that block. Upstream's One-Shot Bufferize fails
on it ("could not infer buffer type of block argument").

    python3 benches/cf_loop_chain.py 2000 > /tmp/cfloop-2000.mlir
    mlir-opt --load-pass-plugin=target/release/libferrobuf.so \\
      --pass-pipeline='builtin.module(ferrobuf-one-shot-bufferize{bufferize-function-boundaries})' \\
      /tmp/cfloop-2000.mlir -o /dev/null --mlir-timing

Measured (README, One-Shot section): pass time 0.031 s at K = 2,000 and
0.10 s at K = 8,000 (were 4.0 s and 95 s).
"""
import sys


def module(k: int) -> str:
    t = "tensor<8xf32>"
    lines = [
        f"func.func @f(%t0: {t}, %n: index, %f: f32) -> {t} {{",
        "  %c0 = arith.constant 0 : index",
        "  %c1 = arith.constant 1 : index",
        f"  cf.br ^h(%t0, %c0 : {t}, index)",
        f"^h(%t: {t}, %i: index):",
        "  %cond = arith.cmpi slt, %i, %n : index",
        f"  cf.cond_br %cond, ^b0(%t : {t}), ^exit(%t : {t})",
    ]
    for j in range(k):
        lines += [
            f"^b{j}(%x{j}: {t}):",
            f"  %e{j} = tensor.extract %x{j}[%c0] : {t}",
            f"  %v{j} = arith.addf %e{j}, %f : f32",
            f"  %y{j} = tensor.insert %v{j} into %x{j}[%c1] : {t}",
        ]
        if j + 1 < k:
            lines.append(f"  cf.br ^b{j + 1}(%y{j} : {t})")
        else:
            lines.append("  %i2 = arith.addi %i, %c1 : index")
            lines.append(f"  cf.br ^h(%y{j}, %i2 : {t}, index)")
    lines += [f"^exit(%r: {t}):", f"  return %r : {t}", "}"]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    if len(sys.argv) != 2 or not sys.argv[1].isdigit() or int(sys.argv[1]) < 1:
        sys.exit("usage: cf_loop_chain.py K   (K >= 1 blocks in the loop)")
    sys.stdout.write(module(int(sys.argv[1])))
