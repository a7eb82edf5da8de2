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

With --run, the outputs of LLVM 19 and of ferrobuf are also executed
(lowered with MLIR 22 as tests/support/e2e.rs does, compiled with clang-22,
run natively and under valgrind): output against NAME.expected, and the
programs with a definite leak or an invalid access counted per side.
"""

import glob
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PLUGIN = os.environ.get("PLUGIN", os.path.join(ROOT, "target/release/libferrobuf.so"))
OPT22 = "/usr/lib/llvm-22/bin/mlir-opt"
OPT19 = "/usr/lib/llvm-19/bin/mlir-opt"

PREPARE = "builtin.module(one-shot-bufferize{bufferize-function-boundaries},convert-linalg-to-loops)"
CONFIGS = {
    # Generic form: MLIR 22 parses it for the executed comparison.
    "llvm19": [OPT19, "-buffer-deallocation", "--mlir-print-op-generic"],
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


BIN22 = "/usr/lib/llvm-22/bin"
LIB22 = "/usr/lib/llvm-22/lib"


def execute(ir, workdir):
    """Lowers, compiles and runs memref IR; (stdout or None, leaked, invalid)."""
    def step(cmd, **kw):
        p = subprocess.run(cmd, capture_output=True, text=True, **kw)
        if p.returncode != 0:
            raise RuntimeError(f"{cmd[0]}: {p.stderr[:400]}")
        return p.stdout

    src = os.path.join(workdir, "in.mlir")
    open(src, "w").write(ir)
    low = os.path.join(workdir, "low.mlir")
    ll = os.path.join(workdir, "prog.ll")
    obj = os.path.join(workdir, "prog.o")
    main_c = os.path.join(workdir, "main.c")
    exe = os.path.join(workdir, "prog")
    try:
        step([OPT22, "--lower-vector-mask", "--convert-bufferization-to-memref",
              "--test-lower-to-llvm", src, "-o", low])
        step([f"{BIN22}/mlir-translate", "--mlir-to-llvmir", low, "-o", ll])
        step([f"{BIN22}/clang", "-c", "-O1", "-Wno-override-module", ll, "-o", obj])
        step([f"{BIN22}/llvm-objcopy", "--redefine-sym=main=ferrobuf_mlir_main", obj])
        open(main_c, "w").write(
            "void ferrobuf_mlir_main(void);\nint main(void) { ferrobuf_mlir_main(); return 0; }\n")
        step([f"{BIN22}/clang", obj, main_c, "-o", exe, f"-L{LIB22}",
              "-lmlir_c_runner_utils", "-lmlir_runner_utils", f"-Wl,-rpath,{LIB22}", "-lm"])
        out = step([exe], timeout=60)
    except (RuntimeError, subprocess.TimeoutExpired):
        return None, False, False
    vg = subprocess.run(["valgrind", "--leak-check=full", exe], capture_output=True,
                        text=True, timeout=300)
    leaked = bool(re.search(r"definitely lost: [1-9]", vg.stderr))
    invalid = "Invalid " in vg.stderr
    return out, leaked, invalid


def count(ir):
    # Count ops, not names in attributes: one op per line in printed IR.
    body = [l for l in ir.splitlines() if not l.lstrip().startswith("//")]
    return {k: sum(1 for l in body if re.search(p, l)) for k, p in COUNTED.items()}


def main():
    run_them = "--run" in sys.argv
    executed = {c: {"right": 0, "wrong": 0, "leaks": 0, "invalid": 0} for c in ("llvm19", "ferrobuf")}
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
        if run_them and outs["llvm19"] is not None and outs["ferrobuf"] is not None:
            expected = open(path[:-5] + ".expected").read()
            for c in ("llvm19", "ferrobuf"):
                with tempfile.TemporaryDirectory() as d:
                    out, leaked, invalid = execute(outs[c], d)
                e = executed[c]
                e["right" if out == expected else "wrong"] += 1
                e["leaks"] += leaked
                e["invalid"] += invalid
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
    if run_them:
        print("\nexecuted (programs both handle): right output / wrong or failing / with a definite leak / with an invalid access")
        for c, e in executed.items():
            print(f"{c:10} {e['right']:4} {e['wrong']:4} {e['leaks']:4} {e['invalid']:4}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
