#!/usr/bin/env python3
"""Benchmark: ferrobuf's buffer placement passes vs upstream MLIR's.

Compares, pass by pass, on generated memref-level modules:

    ferrobuf-buffer-hoisting          vs  buffer-hoisting
    ferrobuf-buffer-loop-hoisting     vs  buffer-loop-hoisting
    ferrobuf-promote-buffers-to-stack vs  promote-buffers-to-stack

Each measurement runs

    mlir-opt [--load-pass-plugin=PLUGIN] \\
      --pass-pipeline='builtin.module(func.func(PASS))' \\
      --mlir-timing --mlir-timing-display=list FILE -o /dev/null

and takes the pass's wall time from the timing report (min over --repeat
runs), plus the process wall time. This is a benchmark, not a test: it never
fails on slow results.

Modules are generated (seeded, reproducible), verified once by mlir-opt and
cached in target/bench/placement/. Two shapes per size: ``many`` small
functions (~50 ops each) and ``one`` large function.

Examples:

    python3 benches/placement.py --upstream-only
    python3 benches/placement.py --sizes 10k --passes hoisting --repeat 5
    python3 benches/placement.py --markdown > /tmp/table.md
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path
from typing import Callable, Optional

sys.path.insert(0, str(Path(__file__).resolve().parent))
import benchlib  # noqa: E402

# Bump when the generator's output changes, so stale cache files are not reused.
GENERATOR_VERSION = 1
DEFAULT_SEED = 20251121
OPS_PER_SMALL_FUNCTION = 50
MIN_FUNCTIONS_MANY = 200

# short name -> (upstream argument, upstream row name, ours argument)
PASSES = {
    "hoisting": ("buffer-hoisting", "BufferHoistingPass", "ferrobuf-buffer-hoisting"),
    "loop": ("buffer-loop-hoisting", "BufferLoopHoistingPass", "ferrobuf-buffer-loop-hoisting"),
    "promote": (
        "promote-buffers-to-stack",
        "PromoteBuffersToStackPass",
        "ferrobuf-promote-buffers-to-stack",
    ),
}
SHAPES = ("many", "one")


def row_names(argument: str, class_name: Optional[str] = None) -> list:
    """Names under which a pass may appear in the timing report.

    Upstream passes print their class name, plugin passes their argument;
    accept both spellings (and a derived class name) for either side.
    """
    names = [argument, benchlib.class_name_guess(argument)]
    if class_name:
        names.append(class_name)
    return list(dict.fromkeys(names))


# --------------------------------------------------------------------------
# Generator
# --------------------------------------------------------------------------

F32 = "f32"
SMALL_STATIC = ["memref<4xf32>", "memref<16xf32>", "memref<64xf32>", "memref<4x8xf32>", "memref<8x8xf32>"]
# > 1024 bytes: not promoted by promote-buffers-to-stack's default limit.
LARGE_STATIC = ["memref<1024xf32>", "memref<4096xf32>", "memref<64x64xf32>", "memref<32x128xf32>"]
DYN1 = "memref<?xf32>"
DYN2 = "memref<8x?xf32>"


def rank(ty: str) -> int:
    return len(ty[len("memref<"):].split("x")) - 1


class Gen:
    """Emits custom-form MLIR, one op per line, explicit region terminators.

    Inside a function, the values visible everywhere are the function
    arguments (%p0..%p2: i1, %n0 %n1: index, %ext: memref<?xf32>) and the
    entry-block constants (%c0 %c1 %c4 %c8: index, %cst: f32). Every unit only
    uses those, enclosing loop ivs, and values it defines itself, so dominance
    holds wherever a unit is placed.
    """

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.lines: list = []
        self.ops = 0
        self.uid = 0

    # -- emission ---------------------------------------------------------
    def op(self, ind: int, text: str) -> None:
        self.lines.append("  " * ind + text)
        self.ops += 1

    def raw(self, ind: int, text: str) -> None:  # labels, closing braces
        self.lines.append("  " * ind + text)

    def fresh(self) -> str:
        self.uid += 1
        return f"u{self.uid}"

    # -- helpers ----------------------------------------------------------
    def cond(self, ind: int, u: str) -> str:
        r = self.rng.random()
        if r < 0.6:
            return self.rng.choice(["%p0", "%p1", "%p2"])
        v = f"%{u}_cond"
        pred = self.rng.choice(["slt", "ult", "eq", "sgt"])
        self.op(ind, f"{v} = arith.cmpi {pred}, %n0, %n1 : index")
        return v

    def alloc(self, ind: int, name: str, ty: str, ivs: list, dep: bool = False) -> None:
        """memref.alloc of ``ty``; dynamic sizes from %n0/%n1, or from an
        enclosing loop iv if ``dep`` (then the alloc cannot leave that loop)."""
        ndyn = ty.count("?")
        if ndyn == 0:
            self.op(ind, f"{name} = memref.alloc() : {ty}")
            return
        sizes = []
        for k in range(ndyn):
            if dep and ivs:
                iv = self.rng.choice(ivs)
                s = f"{name}_sz{k}"
                self.op(ind, f"{s} = arith.addi {iv}, %c4 : index")
                sizes.append(s)
            else:
                sizes.append(self.rng.choice(["%n0", "%n1"]))
        self.op(ind, f"{name} = memref.alloc({', '.join(sizes)}) : {ty}")

    def idx(self, ty: str, ivs: list) -> str:
        # Indices in bounds-agnostic form: constants (or an iv); MLIR does not
        # check bounds statically for dynamic dims, and we keep static indices
        # below every static extent used (>= 4).
        choices = ["%c0", "%c1"] + (ivs[-1:] if ivs and "?" in ty else [])
        return ", ".join(self.rng.choice(choices) for _ in range(rank(ty)))

    def use(self, ind: int, name: str, ty: str, ivs: list) -> None:
        """One or two uses of a buffer: store, load, or a subview + store."""
        r = self.rng.random()
        if r < 0.4:
            self.op(ind, f"memref.store %cst, {name}[{self.idx(ty, ivs)}] : {ty}")
        elif r < 0.7:
            self.op(ind, f"{name}_ld{self.uid} = memref.load {name}[{self.idx(ty, ivs)}] : {ty}")
            self.uid += 1
        else:
            sv = f"{name}_sv{self.uid}"
            self.uid += 1
            if rank(ty) == 1:
                if "?" in ty:
                    off = self.rng.choice(["%c1", "%c4"] + ivs[-1:])
                    self.op(ind, f"{sv} = memref.subview {name}[{off}] [4] [1] : {ty} to memref<4xf32, strided<[1], offset: ?>>")
                    svt = "memref<4xf32, strided<[1], offset: ?>>"
                else:
                    self.op(ind, f"{sv} = memref.subview {name}[1] [2] [1] : {ty} to memref<2xf32, strided<[1], offset: 1>>")
                    svt = "memref<2xf32, strided<[1], offset: 1>>"
                self.op(ind, f"memref.store %cst, {sv}[%c0] : {svt}")
            else:
                dims = ty[len("memref<"):-1].split("x")[:-1]
                if "?" in dims:
                    self.op(ind, f"{sv} = memref.subview {name}[0, 0] [2, 2] [1, 1] : {ty} to memref<2x2xf32, strided<[?, 1]>>")
                    svt = "memref<2x2xf32, strided<[?, 1]>>"
                else:
                    stride = dims[1]
                    self.op(ind, f"{sv} = memref.subview {name}[0, 0] [2, 2] [1, 1] : {ty} to memref<2x2xf32, strided<[{stride}, 1]>>")
                    svt = f"memref<2x2xf32, strided<[{stride}, 1]>>"
                self.op(ind, f"memref.store %cst, {sv}[%c1, %c0] : {svt}")

    def any_type(self, dyn_ok: bool = True) -> str:
        r = self.rng.random()
        if r < 0.45:
            return self.rng.choice(SMALL_STATIC)
        if r < 0.65:
            return self.rng.choice(LARGE_STATIC)
        if not dyn_ok:
            return self.rng.choice(SMALL_STATIC)
        return DYN1 if r < 0.9 else DYN2

    # -- units that create blocks (only where a CFG is allowed) -------------
    def u_diamond(self, ind: int, ivs: list) -> None:
        """cond_br diamond: an alloc in each branch, passed to the join as a
        block argument; sometimes an alloc in the join sized from it."""
        u = self.fresh()
        ty = self.any_type()
        c = self.cond(ind, u)
        self.op(ind, f"cf.cond_br {c}, ^{u}_t, ^{u}_e")
        for side in ("t", "e"):
            self.raw(ind - 1, f"^{u}_{side}:")
            b = f"%{u}_{side}"
            self.alloc(ind, b, ty, ivs)
            self.use(ind, b, ty, ivs)
            if self.rng.random() < 0.3:  # a branch-local temporary
                tmp = f"%{u}_{side}tmp"
                tt = self.rng.choice(SMALL_STATIC + [DYN1])
                self.alloc(ind, tmp, tt, ivs)
                self.use(ind, tmp, tt, ivs)
                self.op(ind, f"memref.dealloc {tmp} : {tt}")
            self.op(ind, f"cf.br ^{u}_j({b} : {ty})")
        self.raw(ind - 1, f"^{u}_j(%{u}_m: {ty}):")
        self.use(ind, f"%{u}_m", ty, ivs)
        if self.rng.random() < 0.35 and rank(ty) == 1:
            d = f"%{u}_dim"
            self.op(ind, f"{d} = memref.dim %{u}_m, %c0 : {ty}")
            self.op(ind, f"%{u}_jb = memref.alloc({d}) : {DYN1}")
            self.op(ind, f"memref.copy %{u}_m, %{u}_jb : {ty} to {DYN1}")
            self.op(ind, f"memref.dealloc %{u}_jb : {DYN1}")
        if self.rng.random() < 0.5:
            self.op(ind, f"memref.dealloc %{u}_m : {ty}")

    def u_chain(self, ind: int, ivs: list) -> None:
        """A chain of blocks; allocs early, used late; one cond_br whose two
        edges go to the same block with different buffer arguments."""
        u = self.fresh()
        n = self.rng.randint(2, 5)
        first_ty = self.any_type()
        first = f"%{u}_a0"
        self.alloc(ind, first, first_ty, ivs)
        self.op(ind, f"cf.br ^{u}_b1")
        carried = None
        for k in range(1, n + 1):
            if k == 2 and carried is not None:
                self.raw(ind - 1, f"^{u}_b{k}(%{u}_arg: {DYN1}):")
                self.use(ind, f"%{u}_arg", DYN1, ivs)
            else:
                self.raw(ind - 1, f"^{u}_b{k}:")
            a = f"%{u}_a{k}"
            ty = self.any_type()
            self.alloc(ind, a, ty, ivs)
            self.use(ind, a, ty, ivs)
            if k == 1:
                carried = f"%{u}_d"
                self.alloc(ind, carried, DYN1, ivs)
                c = self.cond(ind, u)
                self.op(ind, f"cf.cond_br {c}, ^{u}_b2({carried} : {DYN1}), ^{u}_b2(%ext : {DYN1})")
            elif k < n:
                self.op(ind, f"cf.br ^{u}_b{k + 1}")
            else:
                self.use(ind, first, first_ty, ivs)
                self.op(ind, f"memref.dealloc {first} : {first_ty}")
                self.op(ind, f"cf.br ^{u}_end")
        self.raw(ind - 1, f"^{u}_end:")

    # -- structured units (valid in any block) ------------------------------
    def u_if(self, ind: int, ivs: list, depth: int) -> None:
        """scf.if with allocs in the regions; half of them yield a buffer."""
        u = self.fresh()
        c = self.cond(ind, u)
        if self.rng.random() < 0.5:
            self.op(ind, f"%{u}_r = scf.if {c} -> ({DYN1}) {{")
            for side, sz in (("t", "%n0"), ("e", "%n1")):
                if side == "e":
                    self.raw(ind, "} else {")
                b = f"%{u}_{side}"
                self.op(ind + 1, f"{b} = memref.alloc({sz}) : {DYN1}")
                self.use(ind + 1, b, DYN1, ivs)
                self.body(ind + 1, ivs, depth + 1, self.rng.randint(0, 1))
                self.op(ind + 1, f"scf.yield {b} : {DYN1}")
            self.raw(ind, "}")
            self.use(ind, f"%{u}_r", DYN1, ivs)
        else:
            self.op(ind, f"scf.if {c} {{")
            ty = self.any_type()
            self.alloc(ind + 1, f"%{u}_t", ty, ivs)
            self.use(ind + 1, f"%{u}_t", ty, ivs)
            if self.rng.random() < 0.5:
                self.op(ind + 1, f"memref.dealloc %{u}_t : {ty}")
            self.body(ind + 1, ivs, depth + 1, self.rng.randint(0, 1))
            self.op(ind + 1, "scf.yield")
            if self.rng.random() < 0.5:
                self.raw(ind, "} else {")
                ty = self.any_type()
                self.alloc(ind + 1, f"%{u}_e", ty, ivs)
                self.use(ind + 1, f"%{u}_e", ty, ivs)
                self.op(ind + 1, "scf.yield")
            self.raw(ind, "}")

    def u_for(self, ind: int, ivs: list, depth: int) -> None:
        """scf.for nest (1-3 deep): loop-invariant allocs (hoistable out of the
        loop), iv-dependent allocs, subviews, an f32 iter_arg reduction."""
        u = self.fresh()
        nest = self.rng.randint(1, 3)
        opened = []
        cur = list(ivs)
        for level in range(nest):
            iv = f"%{u}_i{level}"
            ub = self.rng.choice(["%n0", "%n1", "%c8"])
            reduce_ = level == nest - 1 and self.rng.random() < 0.3
            if reduce_:
                self.op(ind, f"%{u}_red{level} = scf.for {iv} = %c0 to {ub} step %c1 iter_args(%{u}_acc{level} = %cst) -> (f32) {{")
            else:
                self.op(ind, f"scf.for {iv} = %c0 to {ub} step %c1 {{")
            opened.append((ind, reduce_, level))
            cur.append(iv)
            ind += 1
            # loop-invariant allocation(s)
            for k in range(self.rng.randint(1, 2)):
                ty = self.any_type()
                b = f"%{u}_inv{level}_{k}"
                self.alloc(ind, b, ty, cur, dep=False)
                self.use(ind, b, ty, cur)
                if self.rng.random() < 0.4:
                    self.op(ind, f"memref.dealloc {b} : {ty}")
            # iv-dependent allocation
            if self.rng.random() < 0.6:
                ty = self.rng.choice([DYN1, DYN2])
                b = f"%{u}_dep{level}"
                self.alloc(ind, b, ty, cur, dep=True)
                self.use(ind, b, ty, cur)
                if self.rng.random() < 0.5:
                    self.op(ind, f"memref.dealloc {b} : {ty}")
            if self.rng.random() < 0.3:
                self.body(ind, cur, depth + 1, 1)
        for ind0, reduce_, level in reversed(opened):
            if reduce_:
                self.op(ind0 + 1, f"%{u}_x{level} = memref.load %ext[{cur[-1]}] : {DYN1}")
                self.op(ind0 + 1, f"%{u}_s{level} = arith.addf %{u}_acc{level}, %{u}_x{level} : f32")
                self.op(ind0 + 1, f"scf.yield %{u}_s{level} : f32")
            else:
                self.op(ind0 + 1, "scf.yield")
            self.raw(ind0, "}")

    def u_exec(self, ind: int, ivs: list, depth: int) -> None:
        """scf.execute_region with its own CFG (cond_br) yielding a buffer."""
        u = self.fresh()
        self.op(ind, f"%{u}_r = scf.execute_region -> {DYN1} {{")
        a = f"%{u}_a"
        self.alloc(ind + 1, a, DYN1, ivs)
        if self.rng.random() < 0.5:
            self.u_diamond(ind + 1, ivs)
        c = self.cond(ind + 1, u)
        self.op(ind + 1, f"cf.cond_br {c}, ^{u}_x, ^{u}_y")
        self.raw(ind, f"^{u}_x:")
        ty = self.rng.choice(SMALL_STATIC)
        self.alloc(ind + 1, f"%{u}_b", ty, ivs)
        self.use(ind + 1, f"%{u}_b", ty, ivs)
        self.op(ind + 1, f"scf.yield {a} : {DYN1}")
        self.raw(ind, f"^{u}_y:")
        self.alloc(ind + 1, f"%{u}_c", DYN1, ivs)
        self.op(ind + 1, f"memref.copy {a}, %{u}_c : {DYN1} to {DYN1}")
        self.op(ind + 1, f"memref.dealloc {a} : {DYN1}")
        self.op(ind + 1, f"scf.yield %{u}_c : {DYN1}")
        self.raw(ind, "}")
        self.use(ind, f"%{u}_r", DYN1, ivs)

    def u_straight(self, ind: int, ivs: list) -> None:
        """Straight-line allocs: small (promotable) and large, copies, deallocs."""
        u = self.fresh()
        ty = self.rng.choice(SMALL_STATIC + LARGE_STATIC)
        a, b = f"%{u}_a", f"%{u}_b"
        self.alloc(ind, a, ty, ivs)
        self.use(ind, a, ty, ivs)
        self.alloc(ind, b, ty, ivs)
        self.op(ind, f"memref.copy {a}, {b} : {ty} to {ty}")
        self.use(ind, b, ty, ivs)
        self.op(ind, f"memref.dealloc {a} : {ty}")
        if self.rng.random() < 0.5:
            self.op(ind, f"memref.dealloc {b} : {ty}")

    def body(self, ind: int, ivs: list, depth: int, count: int, cfg: bool = False) -> None:
        """``count`` units at indentation ``ind``; ``cfg`` allows block-creating
        units (function bodies, execute_region)."""
        for _ in range(count):
            self.unit(ind, ivs, depth, cfg)

    def unit(self, ind: int, ivs: list, depth: int, cfg: bool) -> None:
        kinds: list = [("straight", 2)]
        if depth < 3:
            kinds += [("if", 3), ("for", 4), ("exec", 1)]
        if cfg:
            kinds += [("diamond", 4), ("chain", 2)]
        names, weights = zip(*kinds)
        k = self.rng.choices(names, weights)[0]
        if k == "straight":
            self.u_straight(ind, ivs)
        elif k == "if":
            self.u_if(ind, ivs, depth)
        elif k == "for":
            self.u_for(ind, ivs, depth)
        elif k == "exec":
            self.u_exec(ind, ivs, depth)
        elif k == "diamond":
            self.u_diamond(ind, ivs)
        else:
            self.u_chain(ind, ivs)

    def function(self, name: str, target_ops: int) -> None:
        start = self.ops
        self.op(1, f"func.func @{name}(%p0: i1, %p1: i1, %p2: i1, %n0: index, %n1: index, %ext: {DYN1}) {{")
        for v, c in (("%c0", 0), ("%c1", 1), ("%c4", 4), ("%c8", 8)):
            self.op(2, f"{v} = arith.constant {c} : index")
        self.op(2, "%cst = arith.constant 1.000000e+00 : f32")
        while self.ops - start < target_ops - 1:
            self.unit(2, [], 0, cfg=True)
        self.op(2, "return")
        self.raw(1, "}")


def generate(shape: str, size: int, seed: int) -> tuple:
    """Return (text, op count) of one module; op count includes builtin.module."""
    rng = random.Random(f"ferrobuf-placement-v{GENERATOR_VERSION}-{seed}-{shape}-{size}")
    g = Gen(rng)
    g.op(0, "module {")
    if shape == "one":
        g.function("main", size - 2)
    else:
        nfuncs = max(MIN_FUNCTIONS_MANY, round(size / OPS_PER_SMALL_FUNCTION))
        per = max(10, (size - 1) // nfuncs)
        for i in range(nfuncs):
            # aim the running total at size so drift does not accumulate
            remaining = size - 1 - (g.ops - 1)
            target = min(per, max(10, remaining // (nfuncs - i)))
            g.function(f"f{i}", target)
    g.raw(0, "}")
    return "\n".join(g.lines) + "\n", g.ops


def module_path(cache: Path, shape: str, size: int, seed: int) -> Path:
    return cache / f"{shape}-{benchlib.format_size(size)}-seed{seed}-v{GENERATOR_VERSION}.mlir"


def ensure_module(mlir_opt: str, cache: Path, shape: str, size: int, seed: int, regen: bool) -> tuple:
    """Generate + verify once, or reuse the cached file. Returns (path, ops)."""
    path = module_path(cache, shape, size, seed)
    if path.exists() and not regen:
        return path, benchlib.count_ops(path)
    t0 = time.perf_counter()
    text, ops = generate(shape, size, seed)
    t1 = time.perf_counter()
    tmp = benchlib.write_atomically(path, text)
    try:
        benchlib.verify_mlir(mlir_opt, tmp)
        counted = benchlib.count_ops(tmp)
        if counted != ops:  # generator and counter disagree: a generator bug
            raise SystemExit(f"error: {tmp}: generator emitted {ops} ops, line count says {counted}")
        tmp.replace(path)
    finally:
        if tmp.exists():
            tmp.unlink()
    benchlib.log(
        f"generated {path.name}: {ops} ops in {t1 - t0:.2f}s, verified in {time.perf_counter() - t1:.2f}s"
    )
    return path, ops


# --------------------------------------------------------------------------
# CLI
# --------------------------------------------------------------------------


def csv_choice(allowed: tuple, what: str) -> Callable[[str], list]:
    def parse(text: str) -> list:
        items = [t.strip() for t in text.split(",") if t.strip()]
        bad = [t for t in items if t not in allowed]
        if bad or not items:
            shown = ", ".join(bad) if bad else repr(text)
            raise argparse.ArgumentTypeError(f"unknown {what}: {shown}; choose from {', '.join(allowed)}")
        return list(dict.fromkeys(items))

    return parse


def csv_sizes(text: str) -> list:
    try:
        return list(dict.fromkeys(benchlib.parse_size(t) for t in text.split(",") if t.strip()))
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e))


def main(argv: Optional[list] = None) -> int:
    ap = argparse.ArgumentParser(
        description="Compare ferrobuf's placement passes with upstream MLIR's (wall time).",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=__doc__.split("Examples:", 1)[1] if "Examples:" in (__doc__ or "") else None,
    )
    ap.add_argument("--plugin", default=str(benchlib.DEFAULT_PLUGIN),
                    help="ferrobuf plugin (default: %(default)s)")
    ap.add_argument("--mlir-opt", default=None, help="mlir-opt binary (default: $MLIR_OPT or LLVM 22's)")
    ap.add_argument("--sizes", type=csv_sizes, default=csv_sizes("10k,100k,300k"),
                    help="approximate op counts, comma-separated (default: 10k,100k,300k)")
    ap.add_argument("--shapes", type=csv_choice(SHAPES, "shape"), default=list(SHAPES),
                    help="many (small functions) and/or one (single function) (default: many,one)")
    ap.add_argument("--passes", type=csv_choice(tuple(PASSES), "pass"), default=list(PASSES),
                    help="hoisting, loop, promote (default: all)")
    ap.add_argument("--repeat", type=int, default=3, help="runs per measurement; the minimum is kept (default: 3)")
    ap.add_argument("--threads", choices=("on", "off"), default="on",
                    help="off adds --mlir-disable-threading (default: on)")
    ap.add_argument("--markdown", action="store_true", help="also print the table as Markdown")
    ap.add_argument("--upstream-only", action="store_true", help="measure upstream passes only")
    ap.add_argument("--seed", type=int, default=DEFAULT_SEED, help="generator seed (default: %(default)s)")
    ap.add_argument("--regen", action="store_true", help="regenerate modules even if cached")
    ap.add_argument("--timeout", type=float, default=None, help="per-run timeout in seconds (default: none)")
    ap.add_argument("--show-commands", action="store_true", help="print each mlir-opt command line")
    args = ap.parse_args(argv)
    if args.repeat < 1:
        ap.error("--repeat must be >= 1")

    mlir_opt = benchlib.find_mlir_opt(args.mlir_opt)
    threads = args.threads == "on"
    cache = benchlib.cache_dir("placement")

    plugin: Optional[str] = None
    plugin_error: Optional[str] = None
    if not args.upstream_only:
        p = Path(args.plugin)
        if not p.is_file():
            plugin_error = f"plugin {p} not found (build it with `cargo build --release`, or pass --plugin / --upstream-only)"
            benchlib.log(f"error: {plugin_error}; our passes will be reported as n/a")
        else:
            plugin = str(p.resolve())

    modules = []
    for size in args.sizes:
        for shape in args.shapes:
            path, ops = ensure_module(mlir_opt, cache, shape, size, args.seed, args.regen)
            modules.append((shape, size, path, ops))
    for shape, size, path, ops in modules:
        print(f"module {shape:4} {benchlib.format_size(size):>5}: {ops} ops  ({path})", flush=True)

    rows: list = []
    missing_ours: set = set()
    for shape, size, path, ops in modules:
        label = f"{shape} {benchlib.format_size(size)}"
        for key in args.passes:
            up_arg, up_class, our_arg = PASSES[key]
            benchlib.log(f"[{label}] {up_arg} (upstream) ...")
            up = benchlib.measure(
                mlir_opt, path, benchlib.func_pipeline(up_arg), row_names(up_arg, up_class),
                repeat=args.repeat, threads=threads, timeout=args.timeout,
            )
            if args.show_commands:
                benchlib.log("  $ " + benchlib.shell_quote(up.argv))
            if not up.ok:
                benchlib.log(f"error: [{label}] upstream {up_arg}: {up.error}")
            ours: Optional[benchlib.Measurement] = None
            if not args.upstream_only:
                if plugin is None:
                    ours = benchlib.Measurement(False, None, None, plugin_error, [], [])
                elif our_arg in missing_ours:
                    ours = benchlib.Measurement(False, None, None, f"pass '{our_arg}' is not registered", [], [])
                else:
                    benchlib.log(f"[{label}] {our_arg} (ours) ...")
                    ours = benchlib.measure(
                        mlir_opt, path, benchlib.func_pipeline(our_arg), row_names(our_arg),
                        repeat=args.repeat, plugin=plugin, threads=threads, timeout=args.timeout,
                    )
                    if args.show_commands:
                        benchlib.log("  $ " + benchlib.shell_quote(ours.argv))
                    if not ours.ok:
                        benchlib.log(f"error: [{label}] ours {our_arg}: {ours.error}")
                        if ours.error and "not registered" in ours.error:
                            missing_ours.add(our_arg)
            if up.ok:
                benchlib.log(f"  upstream: pass {up.pass_wall:.4f}s (rows {', '.join(up.row_names)}), total {up.total_wall:.4f}s")
            if ours is not None and ours.ok:
                benchlib.log(f"  ours:     pass {ours.pass_wall:.4f}s (rows {', '.join(ours.row_names)}), total {ours.total_wall:.4f}s")
            rows.append(benchlib.Row(label, ops, up_arg, up, ours))

    print()
    print(f"mlir-opt: {mlir_opt}; threads {args.threads}; min of {args.repeat} run(s); "
          f"pass = wall time of the pass's rows in --mlir-timing; total = process wall time")
    print(benchlib.format_table(rows, markdown=False, drop_ours=args.upstream_only))
    if args.markdown:
        print()
        print(benchlib.format_table(rows, markdown=True, drop_ours=args.upstream_only))
    failed = [r for r in rows if not (r.upstream and r.upstream.ok)]
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
