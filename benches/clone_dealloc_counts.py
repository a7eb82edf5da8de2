#!/usr/bin/env python3
"""Counts: the clone-based deallocation against LLVM 19's -buffer-deallocation
and against the ownership-based pipeline, on the deallocation e2e corpus.

Each program of tests/e2e/dealloc/ is bufferized by upstream MLIR 22
(one-shot-bufferize{bufferize-function-boundaries}, convert-linalg-to-loops,
printed in generic form so that LLVM 19's parser reads it), then:

    llvm19     /usr/lib/llvm-19/bin/mlir-opt -buffer-deallocation
    ferrobuf   ferrobuf-buffer-deallocation,ferrobuf-copy-removal
    ownership  ferrobuf-buffer-deallocation-pipeline (ferrobuf's
               ownership-based deallocation, simplified and lowered)

and the static number of ops in the output is counted: `bufferization.clone`
(each a runtime allocation and copy), `memref.dealloc`, `memref.alloc`, and,
for the ownership pipeline, `scf.if` and `arith.select` (its runtime
ownership tests) and helper calls. A pipeline that fails on a program is
counted as failed. Run: python3 benches/clone_dealloc_counts.py
(PLUGIN defaults to target/release/libferrobuf.so).
"""

import glob
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PLUGIN = os.environ.get("PLUGIN", os.path.join(ROOT, "target/release/libferrobuf.so"))
OPT22 = "/usr/lib/llvm-22/bin/mlir-opt"
OPT19 = "/usr/lib/llvm-19/bin/mlir-opt"

PREPARE = "builtin.module(one-shot-bufferize{bufferize-function-boundaries},convert-linalg-to-loops)"
CONFIGS = {
    "llvm19": [OPT19, "-buffer-deallocation"],
    "ferrobuf": [
        OPT22,
        f"--load-pass-plugin={PLUGIN}",
        "--pass-pipeline=builtin.module(ferrobuf-buffer-deallocation,ferrobuf-copy-removal)",
    ],
    "ownership": [
        OPT22,
        f"--load-pass-plugin={PLUGIN}",
        "--pass-pipeline=builtin.module(ferrobuf-buffer-deallocation-pipeline)",
    ],
}
COUNTED = {
    "clone": r"bufferization\.clone",
    "dealloc": r"memref\.dealloc\b",
    "alloc": r"memref\.alloc\b",
    "runtime tests": r"\bscf\.if\b|arith\.select",
    "helper calls": r"call @dealloc_helper",
}


def run(cmd, text):
    p = subprocess.run(cmd, input=text, capture_output=True, text=True)
    return p.stdout if p.returncode == 0 else None


def count(ir):
    # Count ops, not names in attributes: one op per line in printed IR.
    body = [l for l in ir.splitlines() if not l.lstrip().startswith("//")]
    return {k: sum(1 for l in body if re.search(p, l)) for k, p in COUNTED.items()}


def main():
    progs = sorted(glob.glob(os.path.join(ROOT, "tests/e2e/dealloc/*.mlir")))
    totals = {c: {k: 0 for k in COUNTED} for c in CONFIGS}
    failed = {c: [] for c in CONFIGS}
    fewer = 0
    common = 0
    for path in progs:
        name = os.path.basename(path)[:-5]
        src = open(path).read()
        prepared = run([OPT22, f"--pass-pipeline={PREPARE}", "--mlir-print-op-generic"], src)
        if prepared is None:
            continue
        outs = {c: run(cmd, prepared) for c, cmd in CONFIGS.items()}
        for c, out in outs.items():
            if out is None:
                failed[c].append(name)
        if all(o is not None for o in outs.values()):
            common += 1
            counts = {c: count(o) for c, o in outs.items()}
            for c in CONFIGS:
                for k in COUNTED:
                    totals[c][k] += counts[c][k]
            if counts["ferrobuf"]["clone"] < counts["llvm19"]["clone"]:
                fewer += 1
    print(f"programs: {len(progs)}; all three succeed on {common}")
    for c in CONFIGS:
        print(f"{c:10} fails on {len(failed[c]):3}: {' '.join(failed[c])}")
    print(f"\ntotals over the {common} programs all three handle:")
    print(f"{'':10} " + " ".join(f"{k:>14}" for k in COUNTED))
    for c in CONFIGS:
        print(f"{c:10} " + " ".join(f"{totals[c][k]:>14}" for k in COUNTED))
    print(f"\nferrobuf needs fewer clones than LLVM 19 on {fewer} of them")
    return 0


if __name__ == "__main__":
    sys.exit(main())
