#!/usr/bin/env python3
"""Benchmark: ferrobuf's buffer deallocation passes vs upstream MLIR's.

Compares, on generated bufferized memref-level modules without deallocations
(the shape of One-Shot Bufferize's output):

    short name  upstream                              ferrobuf
    dealloc     ownership-based-buffer-deallocation   ferrobuf-ownership-based-buffer-deallocation
    simplify    buffer-deallocation-simplification    ferrobuf-buffer-deallocation-simplification
    pipeline    buffer-deallocation-pipeline          ferrobuf-buffer-deallocation-pipeline

How each is run (both sides the same way, ours with --load-pass-plugin):

    dealloc   --pass-pipeline='builtin.module(PASS)' on the generated module;
              time = the pass's row of --mlir-timing-display=list.
    simplify  --pass-pipeline='builtin.module(func.func(PASS))' on what the
              simplification sees inside the pipeline: the generated module
              after UPSTREAM 'builtin.module(ownership-based-buffer-
              deallocation,canonicalize)' (made once, cached next to the
              module as *.simplify-in.mlir; ours and upstream's simplification
              read the same file); time = the pass's row (list display).
    pipeline  --pass-pipeline='builtin.module(PIPELINE)' on the generated
              module; time = sum of the top-level rows of
              --mlir-timing-display=tree except Parser, Output, Rest and
              Total, i.e. every pass of the pipeline (upstream: expand-realloc,
              3x canonicalize, ownership-based-buffer-deallocation,
              buffer-deallocation-simplification, lower-deallocations, cse),
              nested pass-manager rows counted once, analyses counted inside
              the pass that computed them. Not counted: parsing, printing and
              "Rest" (set-up outside any timer). The tree
              display is used so that this sum does not depend on how a
              pipeline is composed (a registered pipeline of several passes,
              a single pass running a nested pipeline, func.func nesting).
              The per-row breakdown of the fastest run is logged to stderr.

Pass rows include the verifier that mlir-opt runs after every pass
(--verify-each, on by default, as in benches/placement.py); it is the same
upstream verifier on both sides. Every measurement also records the process
wall time ("total" columns: start-up, parsing, passes, printing to
/dev/null); both are the minimum over --repeat runs. Upstream's passes
appear in the timing report under their class names
(OwnershipBasedBufferDeallocationPass,
BufferDeallocationSimplificationPass; inside the pipeline also
ExpandReallocPass, Canonicalizer, LowerDeallocationsPass, CSE), ferrobuf's
plugin passes under their argument names. This is a benchmark, not a test:
it never fails on slow results. A run that exceeds --timeout (default 300 s)
is killed and shown as "timeout".

Modules are generated (seeded, reproducible), verified once by mlir-opt and
cached in target/bench/dealloc/. Three shapes per size:

    many  small functions (~50 ops each, at least 200) with the same
          signature; each may call earlier ones.
    one   8 small helper functions and one large function (the rest).
    wide  one function with N = size/4 allocations (2500 at 10k), each
          filled by linalg.fill and read at the end, so all are live until
          the return: the entry block's deallocation has N memrefs (the
          DenseNet-like case where upstream's simplification checks all
          pairs).

many/one contain memref.alloc of static and dynamic shapes used by
linalg.fill, linalg.generic, memref.load/store, memref.subview, memref.copy
and memref.cast; scf.for loops with a memref iter_arg that allocate a new
buffer per iteration and yield it (or select between it and the old one);
scf.if yielding one of two buffers (allocated in a branch, or an outer one);
arith.select of memrefs; func.call of functions returning fresh memrefs;
functions returning memrefs (fresh, selected, called or the argument);
acyclic cf.cond_br diamonds (1-3 in a row) passing buffers to the join as
block arguments, inside `scf.execute_region no_inline` regions. No
deallocations, no ops with unknown effects, no cf loops, so upstream's
ownership-based-buffer-deallocation accepts them. Function bodies stay
single blocks and diamond chains short because upstream (MLIR 22) cannot
handle more: ownership-based-buffer-deallocation crashes in
DeallocationState::getMemrefsToRetain on a function body of several blocks
that holds an scf.for selecting or carrying a buffer, and its time doubles
with every further diamond in a row in one region (0.3 s for 20, 8 s for
25); `no_inline` stops the pipeline's first canonicalize from inlining the
regions into the function body.

--canonical-input measures on each module after upstream canonicalize
(cached next to it as *.canon.mlir): the input a compiler that
canonicalizes before deallocation hands the passes, and the case where
the pipeline's canonicalize runs only have the passes' own output to
clean up. --no-verify adds --verify-each=0 to both sides (mlir-opt
verifies the IR after every pass by default, 0.15-0.2 s per pass on a
100k-op function). --arg-conds F makes a fraction F of the conditions
(default 0.1) function arguments shared by every branch on them; upstream
canonicalize's condition propagation is quadratic in such sharing, so
--arg-conds 0 shows how the pipeline scales without it.

Upstream baseline reported in the issue for --buffer-deallocation-pipeline:
0.8 s on one 10k-op function, 5.1 s at 30k, 70 s at 100k (65 s of it in
buffer-deallocation-simplification), over 150 s at 300k; 5.9 s on 100k ops
spread over 200 functions.

Examples:

    python3 benches/dealloc.py --upstream-only --sizes 10k
    python3 benches/dealloc.py --sizes 100k --shapes many --upstream-only
    python3 benches/dealloc.py --sizes 10k,100k --passes simplify,pipeline --repeat 5
    python3 benches/dealloc.py --shapes wide --sizes 4k,10k,20k --timeout 60
    python3 benches/dealloc.py --markdown > /tmp/table.md
    python3 benches/dealloc.py --sizes 100k --shapes one --passes pipeline --canonical-input --no-verify
    python3 benches/dealloc.py --sizes 100k,300k --shapes one --passes pipeline --canonical-input --arg-conds 0
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path
from typing import Optional, Sequence

sys.path.insert(0, str(Path(__file__).resolve().parent))
import benchlib  # noqa: E402
import placement  # noqa: E402  (generator helpers and CLI parsers)
from placement import DYN1, DYN2, LARGE_STATIC, SMALL_STATIC, csv_choice, csv_sizes, rank, row_names  # noqa: E402

# Bump when the generator's output changes, so stale cache files are not
# reused. The generator builds on placement.Gen, whose version is part of the
# cache file name too.
GENERATOR_VERSION = 2
# Fraction of conditions that are function arguments (see DeallocGen.cond).
DEFAULT_ARG_CONDS = 0.1
DEFAULT_SEED = 20251121
OPS_PER_SMALL_FUNCTION = 50
MIN_FUNCTIONS_MANY = 200
ONE_HELPERS = 8
OPS_PER_HELPER = 40
WIDE_OPS_PER_ALLOC = 4  # alloc + linalg.fill, then load + store at the end
DEFAULT_TIMEOUT = 300.0

# short name -> (upstream argument, upstream row name, ours argument, nesting)
# nesting: "module" runs builtin.module(PASS), "func" builtin.module(func.func(PASS)).
PASSES = {
    "dealloc": (
        "ownership-based-buffer-deallocation",
        "OwnershipBasedBufferDeallocationPass",
        "ferrobuf-ownership-based-buffer-deallocation",
        "module",
    ),
    "simplify": (
        "buffer-deallocation-simplification",
        "BufferDeallocationSimplificationPass",
        "ferrobuf-buffer-deallocation-simplification",
        "func",
    ),
    "pipeline": (
        "buffer-deallocation-pipeline",
        None,  # a pipeline: timed as the sum of its pass rows
        "ferrobuf-buffer-deallocation-pipeline",
        "module",
    ),
}
SHAPES = ("many", "one", "wide")

# What the simplification sees in buffer-deallocation-pipeline.
SIMPLIFY_INPUT_PIPELINE = "builtin.module(ownership-based-buffer-deallocation,canonicalize)"

# --------------------------------------------------------------------------
# Generator
# --------------------------------------------------------------------------

FUNC_ARGS = f"%p0: i1, %p1: i1, %p2: i1, %n0: index, %n1: index, %ext: {DYN1}"
CALL_TYPE = f"(i1, i1, i1, index, index, {DYN1}) -> {DYN1}"


def generic_maps(r: int) -> str:
    dims = ", ".join(f"d{k}" for k in range(r))
    amap = f"affine_map<({dims}) -> ({dims})>"
    iters = ", ".join(['"parallel"'] * r)
    return f"{{indexing_maps = [{amap}, {amap}], iterator_types = [{iters}]}}"


class DeallocGen(placement.Gen):
    """Bufferized IR without deallocations, one op per line.

    Reuses placement.Gen's emission helpers (op/raw/fresh/cond/alloc/idx/use/
    any_type). Every function has the signature (%p0..%p2: i1, %n0 %n1:
    index, %ext: memref<?xf32>) -> memref<?xf32> and the entry constants
    %c0 %c1 %c4 %c8: index, %cst: f32. Function bodies are single blocks.
    ``self.pool`` holds memref<?xf32> values defined at the top level of the
    current function (outside any region), so they dominate everything
    emitted later in that function; nested code reads them but only adds to
    the pool at the top level.
    """

    def __init__(self, rng: random.Random, arg_conds: float = DEFAULT_ARG_CONDS) -> None:
        super().__init__(rng)
        self.arg_conds = arg_conds
        self.pool: list = []
        self.callees: list = []

    # -- helpers ----------------------------------------------------------
    def cond(self, ind: int, u: str, ivs: Sequence[str] = ()) -> str:
        """An i1 condition, mostly one of its own: a loaded value compared
        (or, in loops, the iv compared). A fraction `arg_conds` (10% by
        default) use a function argument: upstream's canonicalizer
        (scf.if condition propagation, cf.cond_br truth propagation) walks
        all uses of a branch's condition for every branch on it, so
        thousands of branches sharing %p0 make the pipeline's canonicalize
        runs quadratic and hide the deallocation passes."""
        r = self.rng.random()
        if r < self.arg_conds:
            return self.rng.choice(["%p0", "%p1", "%p2"])
        v = f"%{u}_cond"
        if ivs and r < 0.5:
            bound = self.rng.choice(["%n0", "%n1"])
            self.op(ind, f"{v} = arith.cmpi slt, {ivs[-1]}, {bound} : index")
        else:
            self.op(ind, f"{v}v = memref.load %ext[%c0] : {DYN1}")
            self.op(ind, f"{v} = arith.cmpf olt, {v}v, %cst : f32")
        return v

    def pick_pool(self) -> str:
        """A visible memref<?xf32>: mostly a recent pool value, else %ext."""
        if self.pool and self.rng.random() < 0.85:
            if self.rng.random() < 0.9:
                return self.rng.choice(self.pool[-8:])
            return self.rng.choice(self.pool)
        return "%ext"

    def publish(self, top: bool, name: str) -> None:
        if top:
            self.pool.append(name)

    def fill(self, ind: int, name: str, ty: str) -> None:
        self.op(ind, f"linalg.fill ins(%cst : f32) outs({name} : {ty})")

    def init(self, ind: int, name: str, ty: str, ivs: list) -> None:
        if self.rng.random() < 0.6:
            self.fill(ind, name, ty)
        else:
            self.use(ind, name, ty, ivs)

    def read(self, ind: int, name: str, ty: str, ivs: list) -> None:
        v = f"{name}_rd{self.uid}"
        self.uid += 1
        self.op(ind, f"{v} = memref.load {name}[{self.idx(ty, ivs)}] : {ty}")

    # -- structured units (valid in any block) ------------------------------
    def u_straight(self, ind: int, ivs: list, top: bool) -> None:
        """alloc, init, alloc, copy, use; sometimes a cast to memref<?xf32>."""
        u = self.fresh()
        ty = self.any_type()
        a, b = f"%{u}_a", f"%{u}_b"
        self.alloc(ind, a, ty, ivs)
        self.init(ind, a, ty, ivs)
        self.alloc(ind, b, ty, ivs)
        self.op(ind, f"memref.copy {a}, {b} : {ty} to {ty}")
        self.use(ind, b, ty, ivs)
        if rank(ty) == 1 and ty != DYN1 and self.rng.random() < 0.3:
            c = f"%{u}_cast"
            self.op(ind, f"{c} = memref.cast {b} : {ty} to {DYN1}")
            self.read(ind, c, DYN1, ivs)
            self.publish(top, c)
        elif ty == DYN1:
            self.publish(top, b)

    def u_generic(self, ind: int, ivs: list, top: bool) -> None:
        """linalg.fill of one buffer, linalg.generic reading it into another."""
        u = self.fresh()
        ty = self.rng.choice(SMALL_STATIC + LARGE_STATIC + [DYN1, DYN1, DYN2])
        a, b = f"%{u}_a", f"%{u}_b"
        self.alloc(ind, a, ty, ivs)
        self.fill(ind, a, ty)
        if ty == DYN1 and self.rng.random() < 0.4:
            b = self.pick_pool()  # write into an outer buffer
        else:
            self.alloc(ind, b, ty, ivs)
        self.op(ind, f"linalg.generic {generic_maps(rank(ty))} ins({a} : {ty}) outs({b} : {ty}) {{")
        self.raw(ind, f"^bb0(%{u}_in: f32, %{u}_out: f32):")
        self.op(ind + 1, f"%{u}_s = arith.addf %{u}_in, %{u}_out : f32")
        self.op(ind + 1, f"linalg.yield %{u}_s : f32")
        self.raw(ind, "}")
        self.read(ind, b, ty, ivs)
        if ty == DYN1 and b == f"%{u}_b":
            self.publish(top, b)

    def u_select(self, ind: int, ivs: list, top: bool) -> None:
        """arith.select between a fresh buffer and another (fresh or outer)."""
        u = self.fresh()
        c = self.cond(ind, u, ivs)
        a = f"%{u}_a"
        self.alloc(ind, a, DYN1, ivs)
        self.init(ind, a, DYN1, ivs)
        if self.rng.random() < 0.5:
            b = self.pick_pool()
        else:
            b = f"%{u}_b"
            self.alloc(ind, b, DYN1, ivs)
            self.fill(ind, b, DYN1)
        x, y = (a, b) if self.rng.random() < 0.5 else (b, a)
        s = f"%{u}_s"
        self.op(ind, f"{s} = arith.select {c}, {x}, {y} : {DYN1}")
        self.use(ind, s, DYN1, ivs)
        self.publish(top, s)

    def u_call(self, ind: int, ivs: list, top: bool) -> None:
        """func.call of a function returning a fresh (or forwarded) buffer."""
        u = self.fresh()
        callee = self.rng.choice(self.callees[-16:])
        arg = self.pick_pool()
        p = self.rng.sample(["%p0", "%p1", "%p2"], 3)
        n = self.rng.sample(["%n0", "%n1"], 2)
        r = f"%{u}_r"
        self.op(ind, f"{r} = func.call @{callee}({', '.join(p)}, {', '.join(n)}, {arg}) : {CALL_TYPE}")
        self.use(ind, r, DYN1, ivs)
        self.publish(top, r)

    def u_if_yield(self, ind: int, ivs: list, depth: int, top: bool) -> None:
        """scf.if yielding a buffer allocated in one branch, and in the other
        a second fresh buffer or an outer one."""
        u = self.fresh()
        c = self.cond(ind, u, ivs)
        r = f"%{u}_r"
        self.op(ind, f"{r} = scf.if {c} -> ({DYN1}) {{")
        t = f"%{u}_t"
        self.alloc(ind + 1, t, DYN1, ivs)
        self.init(ind + 1, t, DYN1, ivs)
        self.body(ind + 1, ivs, depth + 1, self.rng.randint(0, 1))
        self.op(ind + 1, f"scf.yield {t} : {DYN1}")
        self.raw(ind, "} else {")
        if self.rng.random() < 0.5:
            e = f"%{u}_e"
            self.alloc(ind + 1, e, DYN1, ivs)
            self.fill(ind + 1, e, DYN1)
        else:
            e = self.pick_pool()
        self.op(ind + 1, f"scf.yield {e} : {DYN1}")
        self.raw(ind, "}")
        self.use(ind, r, DYN1, ivs)
        self.publish(top, r)

    def u_if_plain(self, ind: int, ivs: list, depth: int) -> None:
        """scf.if without results: temporaries in the branches."""
        u = self.fresh()
        c = self.cond(ind, u, ivs)
        self.op(ind, f"scf.if {c} {{")
        ty = self.any_type()
        self.alloc(ind + 1, f"%{u}_t", ty, ivs)
        self.init(ind + 1, f"%{u}_t", ty, ivs)
        self.read(ind + 1, f"%{u}_t", ty, ivs)
        self.body(ind + 1, ivs, depth + 1, self.rng.randint(0, 1))
        self.op(ind + 1, "scf.yield")
        if self.rng.random() < 0.5:
            self.raw(ind, "} else {")
            ty = self.any_type()
            self.alloc(ind + 1, f"%{u}_e", ty, ivs)
            self.use(ind + 1, f"%{u}_e", ty, ivs)
            self.op(ind + 1, "scf.yield")
        self.raw(ind, "}")

    def u_for_iter(self, ind: int, ivs: list, depth: int, top: bool) -> None:
        """scf.for carrying a buffer: each iteration allocates a new one, copies
        the old one into it and yields it (or selects between the two)."""
        u = self.fresh()
        init = f"%{u}_init"
        if self.rng.random() < 0.3:
            init = self.pick_pool()
        else:
            self.alloc(ind, init, DYN1, ivs)
            self.fill(ind, init, DYN1)
        iv = f"%{u}_i"
        ub = self.rng.choice(["%n0", "%n1", "%c8"])
        r, acc, new = f"%{u}_r", f"%{u}_acc", f"%{u}_new"
        self.op(ind, f"{r} = scf.for {iv} = %c0 to {ub} step %c1 iter_args({acc} = {init}) -> ({DYN1}) {{")
        cur = ivs + [iv]
        self.alloc(ind + 1, new, DYN1, cur, dep=self.rng.random() < 0.3)
        self.op(ind + 1, f"memref.copy {acc}, {new} : {DYN1} to {DYN1}")
        self.op(ind + 1, f"memref.store %cst, {new}[{iv}] : {DYN1}")
        if self.rng.random() < 0.4:
            self.body(ind + 1, cur, depth + 1, 1)
        y = new
        if self.rng.random() < 0.3:
            y = f"%{u}_y"
            self.op(ind + 1, f"{y} = arith.select %p1, {new}, {acc} : {DYN1}")
        self.op(ind + 1, f"scf.yield {y} : {DYN1}")
        self.raw(ind, "}")
        self.read(ind, r, DYN1, ivs)
        self.publish(top, r)

    def u_for_plain(self, ind: int, ivs: list, depth: int) -> None:
        """scf.for (1-2 deep) with per-iteration temporaries."""
        u = self.fresh()
        nest = self.rng.randint(1, 2)
        cur = list(ivs)
        for level in range(nest):
            iv = f"%{u}_i{level}"
            ub = self.rng.choice(["%n0", "%n1", "%c8"])
            self.op(ind + level, f"scf.for {iv} = %c0 to {ub} step %c1 {{")
            cur.append(iv)
            ty = self.rng.choice([DYN1, DYN2] + SMALL_STATIC)
            b = f"%{u}_t{level}"
            self.alloc(ind + level + 1, b, ty, cur, dep=True)
            self.init(ind + level + 1, b, ty, cur)
            self.read(ind + level + 1, b, ty, cur)
        if self.rng.random() < 0.5:
            self.body(ind + nest, cur, depth + 1, 1)
        for level in reversed(range(nest)):
            self.op(ind + level + 1, "scf.yield")
            self.raw(ind + level, "}")

    # -- unstructured control flow -----------------------------------------
    def u_cfg(self, ind: int, ivs: list, depth: int, top: bool) -> None:
        """scf.execute_region holding 1-3 chained cf.cond_br diamonds; each
        side allocates (or forwards an outer buffer) and passes it to the
        join as a block argument; the region yields the last join's buffer.

        Diamonds are kept out of function bodies (``no_inline``: else the
        canonicalizer inlines the region) and chains short on purpose; see
        the module docstring for upstream's limits.
        """
        u = self.fresh()
        r = f"%{u}_r"
        self.op(ind, f"{r} = scf.execute_region -> {DYN1} no_inline {{")
        inner = ind + 1
        local = []
        if self.rng.random() < 0.5:
            a = f"%{u}_a"
            self.alloc(inner, a, DYN1, ivs)
            self.init(inner, a, DYN1, ivs)
            local.append(a)
        if self.rng.random() < 0.3:
            self.body(inner, ivs, depth + 1, 1)
        m = None
        for d in range(self.rng.choice([1, 1, 1, 2, 2, 3])):
            w = f"{u}_{d}"
            c = self.cond(inner, w, ivs)
            self.op(inner, f"cf.cond_br {c}, ^{w}t, ^{w}e")
            for side in ("t", "e"):
                self.raw(ind, f"^{w}{side}:")
                if side == "e" and self.rng.random() < 0.3:
                    b = self.rng.choice(local) if local and self.rng.random() < 0.5 else self.pick_pool()
                else:
                    b = f"%{w}{side}"
                    self.alloc(inner, b, DYN1, ivs)
                    self.init(inner, b, DYN1, ivs)
                if self.rng.random() < 0.3:
                    self.body(inner, ivs, depth + 1, 1)
                self.op(inner, f"cf.br ^{w}j({b} : {DYN1})")
            m = f"%{w}m"
            self.raw(ind, f"^{w}j({m}: {DYN1}):")
            self.use(inner, m, DYN1, ivs)
            local.append(m)
        self.op(inner, f"scf.yield {m} : {DYN1}")
        self.raw(ind, "}")
        self.use(ind, r, DYN1, ivs)
        self.publish(top, r)

    # -- dispatch -----------------------------------------------------------
    def body(self, ind: int, ivs: list, depth: int, count: int, top: bool = False) -> None:
        for _ in range(count):
            self.unit(ind, ivs, depth, top)

    def unit(self, ind: int, ivs: list, depth: int, top: bool = False) -> None:
        kinds: list = [("straight", 3), ("generic", 2), ("select", 2)]
        if self.callees:
            kinds.append(("call", 2))
        if depth < 3:
            kinds += [("if_yield", 3), ("if_plain", 1), ("for_iter", 3), ("for_plain", 1)]
        if depth < 2:
            kinds.append(("cfg", 2))
        names, weights = zip(*kinds)
        k = self.rng.choices(names, weights)[0]
        if k == "straight":
            self.u_straight(ind, ivs, top)
        elif k == "generic":
            self.u_generic(ind, ivs, top)
        elif k == "select":
            self.u_select(ind, ivs, top)
        elif k == "call":
            self.u_call(ind, ivs, top)
        elif k == "if_yield":
            self.u_if_yield(ind, ivs, depth, top)
        elif k == "if_plain":
            self.u_if_plain(ind, ivs, depth)
        elif k == "for_iter":
            self.u_for_iter(ind, ivs, depth, top)
        elif k == "for_plain":
            self.u_for_plain(ind, ivs, depth)
        else:
            self.u_cfg(ind, ivs, depth, top)

    def prologue(self) -> None:
        for v, c in (("%c0", 0), ("%c1", 1), ("%c4", 4), ("%c8", 8)):
            self.op(2, f"{v} = arith.constant {c} : index")
        self.op(2, "%cst = arith.constant 1.000000e+00 : f32")

    def function(self, name: str, target_ops: int) -> None:
        start = self.ops
        self.pool = []
        self.op(1, f"func.func @{name}({FUNC_ARGS}) -> {DYN1} {{")
        self.prologue()
        while self.ops - start < target_ops - 2:
            self.unit(2, [], 0, top=True)
        r = self.rng.random()
        if r < 0.15 or not self.pool:
            ret = "%ext" if r < 0.05 else f"%ret{self.uid}"
            if ret != "%ext":
                self.op(2, f"{ret} = memref.alloc(%n0) : {DYN1}")
        else:
            ret = self.rng.choice(self.pool[-4:])
        self.op(2, f"return {ret} : {DYN1}")
        self.raw(1, "}")
        self.callees.append(name)

    def wide(self, name: str, n: int) -> None:
        """N allocations, each filled, all read at the end: live until return."""
        self.op(1, f"func.func @{name}(%n0: index, %n1: index) -> {DYN1} {{")
        self.op(2, "%c0 = arith.constant 0 : index")
        self.op(2, "%c1 = arith.constant 1 : index")
        self.op(2, "%cst = arith.constant 1.000000e+00 : f32")
        self.op(2, f"%out = memref.alloc(%n0) : {DYN1}")
        types = []
        for i in range(n):
            ty = self.any_type()
            types.append(ty)
            self.alloc(2, f"%a{i}", ty, [])
            self.fill(2, f"%a{i}", ty)
        for i, ty in enumerate(types):
            idx = ", ".join(self.rng.choice(["%c0", "%c1"]) for _ in range(rank(ty)))
            self.op(2, f"%x{i} = memref.load %a{i}[{idx}] : {ty}")
            self.op(2, f"memref.store %x{i}, %out[%c{i % 2}] : {DYN1}")
        self.op(2, f"return %out : {DYN1}")
        self.raw(1, "}")


def wide_allocs(size: int) -> int:
    return max(1, size // WIDE_OPS_PER_ALLOC)


def generate(shape: str, size: int, seed: int, arg_conds: float = DEFAULT_ARG_CONDS) -> tuple:
    """Return (text, op count) of one module; op count includes builtin.module."""
    rng = random.Random(f"ferrobuf-dealloc-v{GENERATOR_VERSION}-{seed}-{shape}-{size}")
    g = DeallocGen(rng, arg_conds)
    g.op(0, "module {")
    if shape == "wide":
        g.wide("wide", wide_allocs(size))
    elif shape == "one":
        for i in range(ONE_HELPERS):
            g.function(f"h{i}", OPS_PER_HELPER)
        g.function("main", size - 1 - (g.ops - 1))
    else:
        nfuncs = max(MIN_FUNCTIONS_MANY, round(size / OPS_PER_SMALL_FUNCTION))
        per = max(12, (size - 1) // nfuncs)
        for i in range(nfuncs):
            remaining = size - 1 - (g.ops - 1)
            target = min(per, max(12, remaining // (nfuncs - i)))
            g.function(f"f{i}", target)
    g.raw(0, "}")
    return "\n".join(g.lines) + "\n", g.ops


def module_path(cache: Path, shape: str, size: int, seed: int, arg_conds: float = DEFAULT_ARG_CONDS) -> Path:
    variant = "" if arg_conds == DEFAULT_ARG_CONDS else f"-argconds{arg_conds:g}"
    return cache / (
        f"{shape}-{benchlib.format_size(size)}-seed{seed}{variant}"
        f"-v{GENERATOR_VERSION}.{placement.GENERATOR_VERSION}.mlir"
    )


def ensure_module(
    mlir_opt: str, cache: Path, shape: str, size: int, seed: int, regen: bool,
    arg_conds: float = DEFAULT_ARG_CONDS,
) -> tuple:
    """Generate + verify once, or reuse the cached file. Returns (path, ops)."""
    path = module_path(cache, shape, size, seed, arg_conds)
    if path.exists() and not regen:
        return path, benchlib.count_ops(path)
    t0 = time.perf_counter()
    text, ops = generate(shape, size, seed, arg_conds)
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


def ensure_canonical(mlir_opt: str, module: Path, regen: bool) -> tuple:
    """The module after upstream canonicalize, cached next to it (what a
    compiler that canonicalizes before deallocation hands the passes).
    Returns (path, ops); ops counted as generated (one op per line)."""
    out = module.with_name(module.stem + ".canon.mlir")
    if regen or not out.exists() or out.stat().st_mtime < module.stat().st_mtime:
        tmp = out.with_name(out.name + f".tmp{os.getpid()}")
        proc = subprocess.run(
            [mlir_opt, "--pass-pipeline=builtin.module(canonicalize)", str(module), "-o", str(tmp)],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
        )
        if proc.returncode != 0:
            if tmp.exists():
                tmp.unlink()
            raise SystemExit(f"error: canonicalize failed on {module}:\n{proc.stderr[:2000]}")
        tmp.replace(out)
        benchlib.log(f"made {out.name}")
    return out, benchlib.count_ops(out)


def op_stats_total(mlir_opt: str, path: Path) -> int:
    """Number of ops in ``path`` according to upstream's print-op-stats
    (which also counts implicit ops: linalg.fill's body, elided
    terminators)."""
    proc = subprocess.run(
        [mlir_opt, "--pass-pipeline=builtin.module(print-op-stats{json=true})", str(path), "-o", os.devnull],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
    )
    text = proc.stderr
    if proc.returncode != 0 or "{" not in text:
        raise SystemExit(f"error: print-op-stats failed on {path}:\n{text[:2000]}")
    return sum(json.loads(text[text.index("{"):text.rindex("}") + 1]).values())


def simplify_input_ops(mlir_opt: str, module: Path, module_ops: int, simp: Path) -> int:
    """Op count of the simplification input, counted like the generated
    module's (one per line as generated: explicit terminators, linalg.fill
    bodies not counted): the module's count plus what dealloc + canonicalize
    added according to print-op-stats. Cached in ``<simp>.ops``."""
    side = simp.with_name(simp.name + ".ops")
    if side.exists() and side.stat().st_mtime >= simp.stat().st_mtime:
        try:
            return int(side.read_text().strip())
        except ValueError:
            pass
    ops = module_ops + op_stats_total(mlir_opt, simp) - op_stats_total(mlir_opt, module)
    side.write_text(f"{ops}\n")
    return ops


def ensure_simplify_input(
    mlir_opt: str, module: Path, module_ops: int, regen: bool, timeout: Optional[float]
) -> tuple:
    """The module after upstream dealloc + canonicalize, cached next to it.

    Returns (path, ops, error)."""
    out = module.with_name(module.stem + ".simplify-in.mlir")
    if out.exists() and not regen and out.stat().st_mtime >= module.stat().st_mtime:
        return out, simplify_input_ops(mlir_opt, module, module_ops, out), None
    tmp = out.with_name(out.name + f".tmp{os.getpid()}")
    argv = [mlir_opt, f"--pass-pipeline={SIMPLIFY_INPUT_PIPELINE}", str(module), "-o", str(tmp)]
    t0 = time.perf_counter()
    try:
        proc = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        if tmp.exists():
            tmp.unlink()
        return out, 0, f"making the simplification input timed out after {timeout}s"
    if proc.returncode != 0:
        if tmp.exists():
            tmp.unlink()
        return out, 0, (
            f"upstream {SIMPLIFY_INPUT_PIPELINE} rejected {module.name}:\n{proc.stderr[:4000]}"
        )
    tmp.replace(out)
    t1 = time.perf_counter()
    ops = simplify_input_ops(mlir_opt, module, module_ops, out)
    benchlib.log(f"made {out.name}: {ops} ops in {t1 - t0:.2f}s")
    return out, ops, None


# --------------------------------------------------------------------------
# Measuring: benchlib.measure_pipeline (sum of pass rows) and benchlib.breakdown
# --------------------------------------------------------------------------

measure_pipeline = benchlib.measure_pipeline
breakdown = benchlib.breakdown


# --------------------------------------------------------------------------
# CLI
# --------------------------------------------------------------------------


def main(argv: Optional[list] = None) -> int:
    ap = argparse.ArgumentParser(
        description="Compare ferrobuf's deallocation passes with upstream MLIR's (wall time).",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=__doc__.split("Examples:", 1)[1] if "Examples:" in (__doc__ or "") else None,
    )
    ap.add_argument("--plugin", default=str(benchlib.DEFAULT_PLUGIN),
                    help="ferrobuf plugin (default: %(default)s)")
    ap.add_argument("--mlir-opt", default=None, help="mlir-opt binary (default: $MLIR_OPT or LLVM 22's)")
    ap.add_argument("--sizes", type=csv_sizes, default=csv_sizes("10k,100k,300k"),
                    help="approximate op counts, comma-separated (default: 10k,100k,300k)")
    ap.add_argument("--shapes", type=csv_choice(SHAPES, "shape"), default=list(SHAPES),
                    help="many (small functions), one (single large function), wide "
                         "(size/4 allocations live to the end) (default: all)")
    ap.add_argument("--passes", type=csv_choice(tuple(PASSES), "pass"), default=list(PASSES),
                    help="dealloc, simplify, pipeline (default: all)")
    ap.add_argument("--repeat", type=int, default=3, help="runs per measurement; the minimum is kept (default: 3)")
    ap.add_argument("--threads", choices=("on", "off"), default="on",
                    help="off adds --mlir-disable-threading (default: on)")
    ap.add_argument("--markdown", action="store_true", help="also print the table as Markdown")
    ap.add_argument("--upstream-only", action="store_true", help="measure upstream passes only")
    ap.add_argument("--seed", type=int, default=DEFAULT_SEED, help="generator seed (default: %(default)s)")
    ap.add_argument("--regen", action="store_true", help="regenerate modules (and simplification inputs) even if cached")
    ap.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT,
                    help="per-run timeout in seconds, 0 for none (default: %(default)s)")
    ap.add_argument("--show-commands", action="store_true", help="print each mlir-opt command line")
    ap.add_argument("--canonical-input", action="store_true",
                    help="measure on each module after upstream canonicalize (cached as *.canon.mlir)")
    ap.add_argument("--no-verify", action="store_true",
                    help="add --verify-each=0 on both sides (by default mlir-opt verifies after every pass)")
    ap.add_argument("--arg-conds", type=float, default=DEFAULT_ARG_CONDS,
                    help="fraction of branch/select conditions that are function arguments, shared by "
                         "every branch on them (default: %(default)s; modules of other fractions are "
                         "cached under their own names)")
    args = ap.parse_args(argv)
    if args.repeat < 1:
        ap.error("--repeat must be >= 1")
    if not 0.0 <= args.arg_conds <= 1.0:
        ap.error("--arg-conds must be between 0 and 1")
    timeout = args.timeout if args.timeout and args.timeout > 0 else None

    mlir_opt = benchlib.find_mlir_opt(args.mlir_opt)
    threads = args.threads == "on"
    cache = benchlib.cache_dir("dealloc")

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
            path, ops = ensure_module(mlir_opt, cache, shape, size, args.seed, args.regen, args.arg_conds)
            if args.canonical_input:
                path, ops = ensure_canonical(mlir_opt, path, args.regen)
            simp = None
            if "simplify" in args.passes:
                simp = ensure_simplify_input(mlir_opt, path, ops, args.regen, timeout)
                if simp[2]:
                    benchlib.log(f"error: {simp[2]}")
            modules.append((shape, size, path, ops, simp))
    for shape, size, path, ops, simp in modules:
        extra = f", wide allocations: {wide_allocs(size)}" if shape == "wide" else ""
        print(f"module {shape:4} {benchlib.format_size(size):>5}: {ops} ops{extra}  ({path})", flush=True)
        if simp and not simp[2]:
            print(f"  simplification input: {simp[1]} ops  ({simp[0]})", flush=True)

    extra = ["--verify-each=0"] if args.no_verify else []
    rows: list = []
    missing_ours: set = set()
    for shape, size, path, ops, simp in modules:
        label = f"{shape} {benchlib.format_size(size)}"
        for key in args.passes:
            up_arg, up_class, our_arg, nesting = PASSES[key]
            wrap = benchlib.func_pipeline if nesting == "func" else benchlib.module_pipeline
            in_path, in_ops = path, ops
            if key == "simplify":
                assert simp is not None
                if simp[2]:
                    err = benchlib.Measurement(False, None, None, simp[2], [], [])
                    rows.append(benchlib.Row(label, 0, up_arg, err, None if args.upstream_only else err))
                    continue
                in_path, in_ops = simp[0], simp[1]

            def run(arg: str, cls: Optional[str], plug: Optional[str]) -> benchlib.Measurement:
                if key == "pipeline":
                    m, rep = measure_pipeline(
                        mlir_opt, in_path, wrap(arg), args.repeat, plug, threads, timeout, extra
                    )
                    if rep is not None:
                        benchlib.log(f"  passes: {breakdown(rep)}")
                    return m
                return benchlib.measure(
                    mlir_opt, in_path, wrap(arg), row_names(arg, cls),
                    repeat=args.repeat, plugin=plug, threads=threads, extra=extra, timeout=timeout,
                )

            benchlib.log(f"[{label}] {up_arg} (upstream) ...")
            up = run(up_arg, up_class, None)
            if args.show_commands:
                benchlib.log("  $ " + benchlib.shell_quote(up.argv))
            if up.ok:
                benchlib.log(f"  upstream: pass {up.pass_wall:.4f}s (rows {', '.join(up.row_names)}), total {up.total_wall:.4f}s")
            else:
                benchlib.log(f"error: [{label}] upstream {up_arg}: {up.error}")
            ours: Optional[benchlib.Measurement] = None
            if not args.upstream_only:
                if plugin is None:
                    ours = benchlib.Measurement(False, None, None, plugin_error, [], [])
                elif our_arg in missing_ours:
                    ours = benchlib.Measurement(False, None, None, f"pass '{our_arg}' is not registered", [], [])
                else:
                    benchlib.log(f"[{label}] {our_arg} (ours) ...")
                    ours = run(our_arg, None, plugin)
                    if args.show_commands:
                        benchlib.log("  $ " + benchlib.shell_quote(ours.argv))
                    if ours.ok:
                        benchlib.log(f"  ours:     pass {ours.pass_wall:.4f}s (rows {', '.join(ours.row_names)}), total {ours.total_wall:.4f}s")
                    else:
                        benchlib.log(f"error: [{label}] ours {our_arg}: {ours.error}")
                        if ours.error and "not registered" in ours.error:
                            missing_ours.add(our_arg)
            rows.append(benchlib.Row(label, in_ops, up_arg, up, ours))

    print()
    print(f"mlir-opt: {mlir_opt}; threads {args.threads}; min of {args.repeat} run(s); "
          f"{'canonicalized input; ' if args.canonical_input else ''}"
          f"{'--verify-each=0; ' if args.no_verify else ''}"
          f"timeout {'none' if timeout is None else f'{timeout:g}s'} per run")
    print("pass = wall time of the pass's row in --mlir-timing (pipelines: sum of all pass rows); "
          "total = process wall time; simplify rows run on the dealloc+canonicalize output (its op count shown)")
    print(benchlib.format_table_with_timeouts(rows, markdown=False, drop_ours=args.upstream_only, timeout=timeout))
    if args.markdown:
        print()
        print(benchlib.format_table_with_timeouts(rows, markdown=True, drop_ours=args.upstream_only, timeout=timeout))
    failed = [r for r in rows if not (r.upstream and (r.upstream.ok or benchlib.timed_out(r.upstream)))]
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
