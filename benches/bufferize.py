#!/usr/bin/env python3
"""Benchmark: the whole main job, tensor programs to freed memref programs.

Compares, on generated tensor programs, ferrobuf's registered pipeline with
upstream MLIR's best equivalent pipeline:

    ferrobuf  builtin.module(ferrobuf-bufferize)
    upstream  builtin.module(eliminate-empty-tensors,
                one-shot-bufferize{bufferize-function-boundaries
                                   allow-return-allocs-from-loops},
                drop-equivalent-buffer-results,buffer-deallocation-pipeline)

Each measurement runs (ferrobuf adds --load-pass-plugin=PLUGIN)

    mlir-opt --pass-pipeline=PIPELINE --mlir-timing
      --mlir-timing-display=tree FILE -o /dev/null

with MLIR's multithreading on. Time = the sum of the top-level pass rows of
the timing report (benchlib.measure_pipeline: every pass of the pipeline,
nested pass managers counted once, the verifier that mlir-opt runs after
every pass included; not parsing, printing or "Rest"), minimum over
--repeat runs. A run that exceeds --timeout seconds is killed and shown as
"> T s"; a side that timed out is not run again for that module. Below the
table: the time of each ferrobuf pass on the largest module (which pass
dominates), and per pass how its time per op grows between consecutive
sizes of a shape (1.0 = linear; above ~1.5x from 100k to 300k is
superlinear).

Before timing, each module is checked once (not timed): both pipelines run
on it with their output written to a file, both outputs must parse and
verify with plain mlir-opt, and ferrobuf's output must hold no `tensor<`
value in any function body. A failed check is reported and that module is
not timed (upstream timing out in the check is reported as "> T s").

Modules are generated (seeded, reproducible), verified once by mlir-opt
and cached in target/bench/bufferize-pipeline/. The generator is the tensor
program generator of benches/one_shot.py (units: tensor.empty + linalg.fill,
elementwise linalg.generic into fresh or live tensors or in place,
reductions, linalg.matmul, extract_slice/insert_slice tiles, tensor.extract
+ arith + tensor.insert, scf.for carrying tensors in place, scf.if yielding
tensors, func.call of earlier functions passing and returning tensors),
extended here with linalg.add (into a fresh or a live tensor) and scf.for
loops whose body yields a fresh tensor each iteration (tensor.empty +
linalg.add/generic of the iter_arg, sometimes a tensor.insert after it: what
upstream needs allow-return-allocs-from-loops for). Ops are counted one per
line as generated (module included, implicit linalg bodies not). Shapes:

    many   small functions of ~50 ops (2,000 at 100k), all with the
           signature (tensor<?xf32>, tensor<64xf32>, tensor<8x8xf32>,
           index, index, i1) -> (tensor<?xf32>, tensor<64xf32>,
           tensor<8x8xf32>); each may call the 16 previous ones.
    one    4 helper functions of ~100 ops and one large function (the rest).

--huge adds one more row: shape one at 1M ops (~1M tensor-level ops in one
function). Upstream is known to take very long there; --timeout bounds it.

Examples:

    python3 benches/bufferize.py --repeat 3
    python3 benches/bufferize.py --sizes 100k --shapes many --repeat 5
    python3 benches/bufferize.py --sizes 100k,300k --huge --repeat 1 --timeout 900
    python3 benches/bufferize.py --sizes 10k --repeat 1 --plugin /path/to/libferrobuf.so
    python3 benches/bufferize.py --markdown > /tmp/table.md
"""

from __future__ import annotations

import argparse
import os
import random
import re
import subprocess
import sys
import time
from pathlib import Path
from typing import Optional

sys.path.insert(0, str(Path(__file__).resolve().parent))
import benchlib  # noqa: E402
import one_shot  # noqa: E402  (the tensor program generator)
from one_shot import POOL_TYPES, TD, TM, TV, Scope  # noqa: E402
from placement import csv_choice, csv_sizes  # noqa: E402  (CLI parsers)

# Bump when the generator's output changes, so stale cache files are not reused.
GENERATOR_VERSION = 1
DEFAULT_SEED = 20261126
DEFAULT_SIZES = "100k,300k"
HUGE_SIZE = 1_000_000
OPS_PER_SMALL_FUNCTION = 50
SHAPES = ("many", "one")
DEFAULT_TIMEOUT = 600.0
# A pass's growth per op is flagged "superlinear" above 1.5x between two
# sizes only if it takes at least this long on the larger module.
SUPERLINEAR_MIN_S = 0.05

OURS_PIPELINE = "builtin.module(ferrobuf-bufferize)"
UPSTREAM_PIPELINE = (
    "builtin.module(eliminate-empty-tensors,"
    "one-shot-bufferize{bufferize-function-boundaries allow-return-allocs-from-loops},"
    "drop-equivalent-buffer-results,buffer-deallocation-pipeline)"
)

# Relative frequency of the units (one_shot.UNIT_WEIGHTS plus "add" and
# "ffor", the loop yielding fresh tensors).
UNIT_WEIGHTS = dict(one_shot.UNIT_WEIGHTS, add=3, ffor=1)


# --------------------------------------------------------------------------
# Generator
# --------------------------------------------------------------------------


class Gen(one_shot.Gen):
    """one_shot.Gen with linalg.add and loops yielding fresh tensors."""

    def u_add(self, ind: int, sc: Scope, ivs: list) -> None:
        """linalg.add of two live tensors into a fresh tensor or a live one."""
        u = self.fresh()
        ty = self.rng.choice(POOL_TYPES)
        a, b = self.get(ind, sc, ty), self.get(ind, sc, ty)
        fresh = self.rng.random() < 0.6
        if fresh:
            out = f"%{u}_e"
            self.empty(ind, out, ty, like=a)
        else:
            out = self.get(ind, sc, ty)
        res = f"%{u}_add"
        self.op(ind, f"{res} = linalg.add ins({a}, {b} : {ty}, {ty}) outs({out} : {ty}) -> {ty}")
        if fresh:
            sc.add(ty, res)
        else:
            self.updated(sc, ty, out, res)

    def u_ffor(self, ind: int, sc: Scope, ivs: list, depth: int) -> None:
        """scf.for whose body computes a fresh tensor from its iter_arg (and
        a tensor from outside) and yields it; the init stays unchanged."""
        u = self.fresh()
        ty = self.rng.choice([TD, TV, TV, TM])
        init = self.get(ind, sc, ty)
        other = self.get(ind, sc, ty)
        ub = self.rng.choice(["%n0", "%n1", "%c4", "%c8"])
        iv, acc = f"%{u}_i", f"%{u}_a"
        self.op(ind, f"%{u}_r = scf.for {iv} = %c0 to {ub} step %c1 iter_args({acc} = {init}) -> ({ty}) {{")
        inner = Scope(sc)
        cur_ivs = ivs + [iv]
        if depth < 2 and self.rng.random() < 0.25:
            self.body(ind + 1, inner, cur_ivs, depth + 1, self.rng.randint(1, 2))
        e = f"%{u}_e"
        self.empty(ind + 1, e, ty, like=acc)
        y = f"%{u}_n"
        if self.rng.random() < 0.5:
            self.op(ind + 1, f"{y} = linalg.add ins({acc}, {other} : {ty}, {ty}) outs({e} : {ty}) -> {ty}")
        else:
            self.generic(ind + 1, y, [(acc, ty)], e, ty, one_shot.rank(ty))
        if self.rng.random() < 0.3:
            self.op(ind + 1, f"%{u}_x = tensor.extract {acc}[{self.index(ty, cur_ivs)}] : {ty}")
            self.op(ind + 1, f"%{u}_t = tensor.insert %{u}_x into {y}[{self.index(ty, cur_ivs)}] : {ty}")
            y = f"%{u}_t"
        self.op(ind + 1, f"scf.yield {y} : {ty}")
        self.raw(ind, "}")
        sc.add(ty, f"%{u}_r")

    def unit(self, ind: int, sc: Scope, ivs: list, depth: int) -> None:
        kinds = [(k, w) for k, w in UNIT_WEIGHTS.items()
                 if w and (k != "call" or (self.callees and depth == 0))
                 and (k not in ("for", "if", "ffor") or depth < 3)]
        names, weights = zip(*kinds)
        k = self.rng.choices(names, weights)[0]
        if k in ("for", "if", "ffor"):
            getattr(self, f"u_{k}")(ind, sc, ivs, depth)
        else:
            getattr(self, f"u_{k}")(ind, sc, ivs)


def generate(shape: str, size: int, seed: int) -> tuple:
    """Return (text, op count) of one module; op count includes builtin.module."""
    rng = random.Random(f"ferrobuf-bufferize-pipeline-v{GENERATOR_VERSION}-{seed}-{shape}-{size}")
    g = Gen(rng)
    g.op(0, "module {")
    if shape == "one":
        for i in range(one_shot.ONE_HELPERS):
            g.function(f"h{i}", one_shot.OPS_PER_HELPER)
        g.function("main", size - 1 - (g.ops - 1))
    else:
        nfuncs = max(1, round(size / OPS_PER_SMALL_FUNCTION))
        for i in range(nfuncs):
            remaining = size - 1 - (g.ops - 1)
            g.function(f"f{i}", max(20, remaining // (nfuncs - i)))
    g.raw(0, "}")
    return "\n".join(g.lines) + "\n", g.ops


def module_path(cache: Path, shape: str, size: int, seed: int) -> Path:
    return cache / f"{shape}-{benchlib.format_size(size)}-seed{seed}-v{GENERATOR_VERSION}.mlir"


def ensure_module(mlir_opt: str, cache: Path, shape: str, size: int, seed: int, regen: bool) -> tuple:
    """Generate + verify once, or reuse the cached file. Returns (path, ops)."""
    path = module_path(cache, shape, size, seed)
    if path.exists() and not regen:
        return path, benchlib.count_ops(path, closing_types=True)
    t0 = time.perf_counter()
    text, ops = generate(shape, size, seed)
    t1 = time.perf_counter()
    tmp = benchlib.write_atomically(path, text)
    try:
        benchlib.verify_mlir(mlir_opt, tmp)
        counted = benchlib.count_ops(tmp, closing_types=True)
        if counted != ops:  # generator and counter disagree: a generator bug
            raise SystemExit(f"error: {tmp}: generator emitted {ops} ops, line count says {counted}")
        tmp.replace(path)
    finally:
        if tmp.exists():
            tmp.unlink()
    benchlib.log(f"generated {path.name}: {ops} ops in {t1 - t0:.2f}s, verified in {time.perf_counter() - t1:.2f}s")
    return path, ops


# --------------------------------------------------------------------------
# The sanity check (once per module, not timed)
# --------------------------------------------------------------------------

_FUNC_START = re.compile(r"^\s*func\.func\b")


def tensor_lines_in_bodies(path: Path, limit: int = 3) -> tuple:
    """(count, first few) of lines inside function bodies that mention a
    ``tensor<`` type (the ``func.func`` line itself, the signature, is not
    a body line; a generic-form output is not expected here)."""
    count, first = 0, []
    with open(path, "r", encoding="utf-8") as f:
        for line in f:
            if "tensor<" not in line or _FUNC_START.match(line):
                continue
            count += 1
            if len(first) < limit:
                first.append(line.strip()[:160])
    return count, first


def run_to_file(mlir_opt: str, path: Path, pipeline: str, out: Path, plugin: Optional[str],
                timeout: Optional[float]) -> Optional[str]:
    """Run a pipeline with output to ``out``; None on success, else the
    error ("timed out ..." if killed)."""
    argv = [mlir_opt] + ([f"--load-pass-plugin={plugin}"] if plugin else [])
    argv += [f"--pass-pipeline={pipeline}", str(path), "-o", str(out)]
    try:
        proc = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        return f"timed out after {timeout:g}s"
    if proc.returncode != 0:
        lines = [l for l in proc.stderr.splitlines() if l.strip()]
        first = next((l for l in lines if "error" in l.lower()), lines[0] if lines else "")
        return f"mlir-opt exited with {proc.returncode}: {first.strip()[:300]}"
    return None


def verify_output(mlir_opt: str, out: Path) -> Optional[str]:
    proc = subprocess.run([mlir_opt, str(out), "-o", os.devnull], stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, text=True)
    if proc.returncode != 0:
        return "output does not verify: " + (proc.stderr.strip().splitlines() or [""])[0][:300]
    return None


def sanity_check(mlir_opt: str, path: Path, plugin: str, timeout: Optional[float]) -> dict:
    """Both pipelines once, outputs verified, ferrobuf's free of tensors.
    Returns {"upstream": error or None, "ours": error or None}."""
    result = {}
    for side, pipeline, plug in (("ours", OURS_PIPELINE, plugin), ("upstream", UPSTREAM_PIPELINE, None)):
        out = path.with_name(path.stem + f".{side}-out.mlir")
        t0 = time.perf_counter()
        try:
            err = run_to_file(mlir_opt, path, pipeline, out, plug, timeout)
            if err is None:
                err = verify_output(mlir_opt, out)
            if err is None and side == "ours":
                n, first = tensor_lines_in_bodies(out)
                if n:
                    err = f"{n} line(s) with tensor< in function bodies, e.g. {first[0]!r}"
        finally:
            if out.exists():
                out.unlink()
        benchlib.log(f"  check {side:8}: {'ok' if err is None else err} ({time.perf_counter() - t0:.1f}s)")
        result[side] = err
    return result


# --------------------------------------------------------------------------
# Reporting
# --------------------------------------------------------------------------


def per_pass(report: Optional[benchlib.TimingReport]) -> dict:
    """{pass name: summed wall time} over the outermost pass rows."""
    out: dict = {}
    if report is None:
        return out
    for r in benchlib.outermost_pass_rows(report):
        out[r.name] = out.get(r.name, 0.0) + r.wall
    return out


def side_timed_out(m: Optional[benchlib.Measurement], check_error: Optional[str]) -> bool:
    return bool((check_error or "").startswith("timed out") or benchlib.timed_out(m))


def cell(m: Optional[benchlib.Measurement], check_error: Optional[str], timeout: Optional[float]) -> str:
    if m is not None and m.ok:
        return f"{m.pass_wall:.3f}"
    err = check_error or (m.error if m is not None else None) or ""
    if err.startswith("timed out") and timeout:
        return f"> {timeout:g} s"
    return "failed" if err else "n/a"


def ratio_cell(up: Optional[benchlib.Measurement], ours: Optional[benchlib.Measurement],
               up_timed_out: bool, ours_timed_out: bool, timeout: Optional[float]) -> str:
    if ours_timed_out and timeout and up is not None and up.ok and up.pass_wall:
        return f"> {timeout / up.pass_wall:.1f}"
    if ours is None or not ours.ok:
        return "n/a"
    if up is not None and up.ok and up.pass_wall:
        return f"{ours.pass_wall / up.pass_wall:.2f}"
    if up_timed_out and timeout:
        return f"< {ours.pass_wall / timeout:.3f}"
    return "n/a"


def main(argv: Optional[list] = None) -> int:
    ap = argparse.ArgumentParser(
        description="Compare ferrobuf-bufferize with upstream's best bufferization + deallocation "
                    "pipeline (sum of pass times from --mlir-timing).",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=__doc__,
    )
    ap.add_argument("--plugin", default=str(benchlib.DEFAULT_PLUGIN),
                    help="ferrobuf plugin (default: %(default)s)")
    ap.add_argument("--mlir-opt", default=None, help="mlir-opt binary (default: $MLIR_OPT or LLVM 22's)")
    ap.add_argument("--sizes", type=csv_sizes, default=csv_sizes(DEFAULT_SIZES),
                    help=f"approximate op counts, comma-separated, for every shape (default: {DEFAULT_SIZES})")
    ap.add_argument("--shapes", type=csv_choice(SHAPES, "shape"), default=list(SHAPES),
                    help="many (~50-op functions), one (one large function) (default: both)")
    ap.add_argument("--huge", action="store_true",
                    help=f"also run one function of ~{benchlib.format_size(HUGE_SIZE)} ops (shape one); "
                         "upstream may hit --timeout there")
    ap.add_argument("--repeat", type=int, default=3,
                    help="runs per measurement; the minimum is kept (default: 3)")
    ap.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT,
                    help="per-run limit in seconds, 0 for none; a run past it is shown as '> T s' "
                         "(default: %(default)g)")
    ap.add_argument("--seed", type=int, default=DEFAULT_SEED, help="generator seed (default: %(default)s)")
    ap.add_argument("--regen", action="store_true", help="regenerate modules even if cached")
    ap.add_argument("--no-check", action="store_true",
                    help="skip the once-per-module output check (verification, no tensors left)")
    ap.add_argument("--markdown", action="store_true", help="also print the tables as Markdown")
    ap.add_argument("--show-commands", action="store_true", help="print each timed mlir-opt command line")
    args = ap.parse_args(argv)
    if args.repeat < 1:
        ap.error("--repeat must be >= 1")
    timeout = args.timeout if args.timeout and args.timeout > 0 else None
    mlir_opt = benchlib.find_mlir_opt(args.mlir_opt)
    plugin_path = Path(args.plugin)
    if not plugin_path.is_file():
        raise SystemExit(f"error: plugin {plugin_path} not found (cargo build --release, or --plugin PATH)")
    plugin = str(plugin_path.resolve())
    cache = benchlib.cache_dir("bufferize-pipeline")

    points = [(shape, size) for shape in args.shapes for size in args.sizes]
    if args.huge and ("one", HUGE_SIZE) not in points:
        points.append(("one", HUGE_SIZE))
    modules = []
    for shape, size in points:
        path, ops = ensure_module(mlir_opt, cache, shape, size, args.seed, args.regen)
        modules.append((shape, size, path, ops))
    for shape, size, path, ops in modules:
        print(f"module {shape:4} {benchlib.format_size(size):>5}: {ops} ops, {one_shot.module_stats(path)}"
              f"  ({path})", flush=True)

    results = []  # (label, shape, ops, up, ours, up_check_err, ours_check_err, ours_report)
    for shape, size, path, ops in modules:
        label = f"{shape} {benchlib.format_size(size)}"
        checks = {"upstream": None, "ours": None}
        if not args.no_check:
            benchlib.log(f"[{label}] checking both outputs ...")
            checks = sanity_check(mlir_opt, path, plugin, timeout)
        up = ours = None
        report = None
        if checks["upstream"] is None:
            benchlib.log(f"[{label}] upstream pipeline x{args.repeat} ...")
            up, _ = benchlib.measure_pipeline(mlir_opt, path, UPSTREAM_PIPELINE, args.repeat, None, True, timeout)
            if args.show_commands:
                benchlib.log("  $ " + benchlib.shell_quote(up.argv))
            benchlib.log(f"  upstream: {up.pass_wall:.4f}s" if up.ok else f"  upstream: {up.error}")
        if checks["ours"] is None:
            benchlib.log(f"[{label}] ferrobuf-bufferize x{args.repeat} ...")
            ours, report = benchlib.measure_pipeline(mlir_opt, path, OURS_PIPELINE, args.repeat, plugin, True,
                                                     timeout)
            if args.show_commands:
                benchlib.log("  $ " + benchlib.shell_quote(ours.argv))
            if ours.ok:
                benchlib.log(f"  ferrobuf: {ours.pass_wall:.4f}s; {benchlib.breakdown(report)}")
            else:
                benchlib.log(f"  ferrobuf: {ours.error}")
        results.append((label, shape, ops, up, ours, checks["upstream"], checks["ours"], report))

    # -- the comparison table ------------------------------------------------
    header = ["module", "ops", "upstream (s)", "ferrobuf (s)", "ferrobuf/upstream"]
    body = []
    for label, shape, ops, up, ours, up_err, our_err, _ in results:
        up_to = side_timed_out(up, up_err)
        body.append([label, str(ops), cell(up, up_err, timeout), cell(ours, our_err, timeout),
                     ratio_cell(up, ours, up_to, side_timed_out(ours, our_err), timeout)])
    print()
    print(f"mlir-opt: {mlir_opt}; threads on; min of {args.repeat} run(s); "
          f"timeout {'none' if timeout is None else f'{timeout:g}s'} per run")
    print(f"upstream: {UPSTREAM_PIPELINE}")
    print(f"ferrobuf: {OURS_PIPELINE} (plugin {plugin})")
    print("time = sum of the top-level pass rows of --mlir-timing (tree display)")
    print(benchlib.render_table(header, body))
    for label, _, _, up, ours, up_err, our_err, _ in results:
        for side, m, err in (("upstream", up, up_err), ("ferrobuf", ours, our_err)):
            e = err or (m.error if m is not None and not m.ok else None)
            if e and not e.startswith("timed out"):
                print(f"  {label} {side}: {'check failed: ' if err else ''}{e}")

    # -- ferrobuf's passes, per module -----------------------------------------
    timed = [r for r in results if r[4] is not None and r[4].ok]
    tables_md = [(header, body)]
    if timed:
        largest = max(timed, key=lambda r: r[2])
        per = {r[0]: per_pass(r[7]) for r in timed}
        big = per[largest[0]]
        names = sorted({n for p in per.values() for n in p}, key=lambda n: -big.get(n, 0.0))
        p_header = ["pass"] + [f"{r[0]} (s)" for r in timed] + [f"share {largest[0]}"]
        total = sum(big.values()) or 1.0
        p_body = [[n] + [f"{per[r[0]][n]:.3f}" if n in per[r[0]] else "-" for r in timed]
                  + [f"{100 * big.get(n, 0.0) / total:.0f}%"] for n in names]
        print()
        print("ferrobuf passes (fastest run of each module; nested pipelines looked into, "
              "a pass under func.func/any summed over functions):")
        print(benchlib.render_table(p_header, p_body))
        top = names[0]
        print(f"largest module {largest[0]} ({largest[2]} ops): {top} dominates, "
              f"{big[top]:.3f} s of {total:.3f} s ({100 * big[top] / total:.0f}%)")
        tables_md.append((p_header, p_body))

    # -- growth of each ferrobuf pass per op between sizes -------------------
    growth_lines = []
    for shape in dict.fromkeys(r[1] for r in timed):
        rs = sorted((r for r in timed if r[1] == shape), key=lambda r: r[2])
        for a, b in zip(rs, rs[1:]):
            pa, pb = per_pass(a[7]), per_pass(b[7])
            parts = []
            for name in sorted(pb, key=lambda n: -pb[n]):
                if pa.get(name) and pa[name] > 0:
                    g = (pb[name] / b[2]) / (pa[name] / a[2])
                    # below SUPERLINEAR_MIN_S the ratio is mostly noise
                    flag = g > 1.5 and pb[name] >= SUPERLINEAR_MIN_S
                    parts.append(f"{name} x{g:.2f}" + (" (superlinear)" if flag else ""))
            tot = (b[4].pass_wall / b[2]) / (a[4].pass_wall / a[2])
            growth_lines.append(f"  {a[0]} -> {b[0]}: total x{tot:.2f}; " + ", ".join(parts))
    if growth_lines:
        print()
        print("ferrobuf time per op, larger/smaller module (1.00 = linear):")
        print("\n".join(growth_lines))

    if args.markdown:
        for h, b in tables_md:
            print()
            print(benchlib.render_table(h, b, markdown=True))
    # exit status 1 on a failed check or run (not on a timeout)
    failed = [r for r in results for m, err in ((r[3], r[5]), (r[4], r[6]))
              if not (m is not None and m.ok) and not side_timed_out(m, err)]
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
