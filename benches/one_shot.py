#!/usr/bin/env python3
"""Benchmark: ferrobuf's One-Shot Bufferize vs upstream MLIR's.

Compares, on generated tensor-level modules (One-Shot Bufferize input):

    upstream  one-shot-bufferize{bufferize-function-boundaries}
    ferrobuf  ferrobuf-one-shot-bufferize{bufferize-function-boundaries}

Each measurement runs (ours adds --load-pass-plugin=PLUGIN)

    mlir-opt --pass-pipeline='builtin.module(PASS{OPTIONS})' \\
      --mlir-timing --mlir-timing-display=list FILE -o /dev/null

OPTIONS is --options (default bufferize-function-boundaries, all other
options at their defaults); both sides get the same string. "pass" = the
wall time of the pass's row of the timing report: upstream's pass appears
under its class name (OneShotBufferizePass), ferrobuf's plugin pass under
its argument name (ferrobuf-one-shot-bufferize). It is a module pass: one
row covering the whole run of the pass (analysis, rewriting, function
boundaries), plus the verifier that mlir-opt runs after every pass
(--verify-each, on by default; the same upstream verifier on both sides).
Not counted: start-up, parsing, printing (to /dev/null) -- those are in the
"total" columns, the process wall time. Both are the minimum over --repeat
runs. This is a benchmark, not a test: it never fails on slow results. A run
that exceeds --timeout (default 300 s) is killed and shown as "timeout".
Below the table the growth of each shape's pass time between consecutive
sizes is printed as an exponent k (time ~ ops^k: 1 linear, 2 quadratic).

Modules are generated (seeded, reproducible), verified once by mlir-opt and
cached in target/bench/bufferize/. Op counts: one op per line as generated
(explicit terminators, builtin.module included, the implicit bodies of
linalg.fill/linalg.matmul not counted). Three shapes:

    many   small functions of ~500 ops (size/500 of them: 20 at 10k, 200 at
           100k), all with the signature (tensor<?xf32>, tensor<64xf32>,
           tensor<8x8xf32>, index, index, i1) -> (tensor<?xf32>,
           tensor<64xf32>, tensor<8x8xf32>); each may call earlier ones.
    one    4 helper functions of ~100 ops and one large function (the rest).
    alias  one function updating a single tensor<4096xf32> argument through
           a long chain of versions: tensor.extract_slice + linalg.fill /
           linalg.generic on the slice + tensor.insert_slice back,
           tensor.extract + arith + tensor.insert, scf.for loops carrying the
           tensor (slice updates at the iv, reads of an older version inside)
           and scf.if updating it in one branch and yielding it unchanged in
           the other. Between the updates, 0-3 reads of OLDER versions
           (tensor.extract; tensor.extract_slice + linalg.generic into a fresh
           tensor or a reduction to tensor<f32>): mostly a few versions back,
           one in five uniformly from all versions so far. A read of a version
           after it was overwritten forces a copy; the rest of the chain stays
           in place, so the alias sets that upstream's read-after-write
           analysis walks for every in-place decision grow with the function
           (upstream: 3x ops -> ~9x time; almost all of it in the analysis:
           with test-analysis-only the pass takes 98% as long). After every fourth
           loop/if the tensor goes through `func.call @alias_step` (a helper
           that updates it in place and returns it, so the chain and its
           alias sets continue): upstream computes buffer types during copy
           insertion by recursion over the use-def chain without caching, and
           each scf.for/scf.if result on the chain doubles that walk, so a
           chain of loops and ifs takes time exponential in their number
           (this generator without the calls: 0.03 s at 1k ops, 1.8 s at
           1.1k, 20 s at 1.2k, with ~25 loops/ifs); a call result's buffer
           type comes from the callee's signature and ends the walk.

many/one function bodies mix: tensor.empty + linalg.fill; linalg.generic
elementwise (into a fresh tensor, into another live tensor or in place into
an operand; bodies of 1-2 combining ops plus 0-6 further arith ops) and
reductions (8x8 -> 8, 1-d -> 0-d, then tensor.extract); linalg.matmul on
8x8 (into a fresh or a live tensor); tensor.extract_slice + fill/generic +
tensor.insert_slice (back into the source or into another tensor);
tensor.extract + 1-4 arith ops + tensor.insert; scf.for with 1-2 tensor
iter_args, each yielding a chain of insert_slice/insert into its iter_arg
(equivalent, as upstream requires by default), bodies reading outer tensors
and sometimes holding nested units; scf.if returning a tensor (one branch
updates a live tensor, the other yields it unchanged, a fresh one or another
update); conditions from tensor.extract + arith.cmpf; func.call of earlier
functions (callees write some of their arguments in place). After a unit
writes a new version of a tensor, the old version stays usable with
probability 0.15, so some later reads see overwritten tensors and upstream
inserts copies. Upstream MLIR 22 accepts every generated module with
default options plus bufferize-function-boundaries.

Upstream baseline reported in the issue: 0.09 s at 10k ops, 0.93 s at 100k
(200 functions), 1.34 s for one 100k-op function, 4.8 s for one 300k-op
function. This generator, upstream on the 2-core machine: many 0.10 s at
10k, 1.1 s at 100k; one 1.5 s at 100k, 5.6 s at 300k; alias 0.47 s at 10k,
4.5 s at 30k, 56 s at 100k.

Sizes: --sizes applies to every shape given with --shapes. Without --sizes,
many and one run at 10k,100k,300k and alias at 10k,30k,100k (alias at 300k
would take ~10 minutes upstream; ask for it explicitly, --timeout bounds it).

Examples:

    python3 benches/one_shot.py --upstream-only
    python3 benches/one_shot.py --upstream-only --shapes alias --sizes 10k,30k,100k
    python3 benches/one_shot.py --sizes 10k,100k --shapes many,one --repeat 5
    python3 benches/one_shot.py --shapes alias --sizes 300k --timeout 120
    python3 benches/one_shot.py --markdown > /tmp/table.md
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path
from typing import Optional

sys.path.insert(0, str(Path(__file__).resolve().parent))
import benchlib  # noqa: E402
from placement import csv_choice, csv_sizes, row_names  # noqa: E402  (CLI parsers)

# Bump when the generator's output changes, so stale cache files are not reused.
GENERATOR_VERSION = 1
DEFAULT_SEED = 20251121
OPS_PER_SMALL_FUNCTION = 500
ONE_HELPERS = 4
OPS_PER_HELPER = 100
DEFAULT_TIMEOUT = 300.0
DEFAULT_SIZES = {"many": "10k,100k,300k", "one": "10k,100k,300k", "alias": "10k,30k,100k"}
SHAPES = ("many", "one", "alias")

UPSTREAM_ARG = "one-shot-bufferize"
UPSTREAM_CLASS = "OneShotBufferizePass"
OURS_ARG = "ferrobuf-one-shot-bufferize"
DEFAULT_OPTIONS = "bufferize-function-boundaries"

# Tensor types of many/one.
TD = "tensor<?xf32>"
TV = "tensor<64xf32>"
TM = "tensor<8x8xf32>"
TR = "tensor<8xf32>"  # reduction results (8x8 -> 8)
T0 = "tensor<f32>"  # reduction results (1-d -> 0-d)
SLICE_DYN_OFFSETS = ["0", "4", "%c8", "%c16"]  # offsets into tensor<?xf32> outside loops
POOL_TYPES = (TD, TV, TM, TR)
POOL_WINDOW = 48  # values kept per type for later use (older ones fall out)
PICK_RECENT = 6  # most picks are among the last PICK_RECENT values of a type
# Probability that a tensor stays usable after a unit wrote a new version of
# it (destination-passing style code mostly uses the latest version only).
KEEP_OLD_VERSION = 0.15

FUNC_ARGS = f"%a0: {TD}, %a1: {TV}, %a2: {TM}, %n0: index, %n1: index, %p0: i1"
FUNC_RESULTS = f"({TD}, {TV}, {TM})"
CALL_TYPE = f"({TD}, {TV}, {TM}, index, index, i1) -> {FUNC_RESULTS}"

# Relative frequency of the units of many/one (see Gen.u_*).
UNIT_WEIGHTS = {"init": 3, "map": 6, "reduce": 3, "matmul": 2, "slice": 2, "scalar": 4,
                "call": 1, "for": 2, "if": 1}

GENERIC_EXTRA_OPS = 6  # at most this many extra scalar ops in a linalg.generic body
BIN_OPS = ("arith.addf", "arith.mulf", "arith.subf", "arith.maximumf")

# The alias shape's tensor.
ALIAS_LEN = 4096
TA = f"tensor<{ALIAS_LEN}xf32>"
ALIAS_SLICES = (8, 16, 32)
# Relative frequency of the ways the alias shape makes the next version.
ALIAS_WEIGHTS = {"slice": 50, "scalar": 15, "for": 20, "if": 15}
# Reads of older versions: the version ALIAS_MEAN_AGE back on average
# (exponentially distributed, 0 = the current one), or with probability
# ALIAS_FAR_READ one drawn uniformly from all versions so far.
ALIAS_MEAN_AGE = 6
ALIAS_FAR_READ = 0.2
# After every ALIAS_CALL_EVERY-th scf.for/scf.if result the tensor passes
# through func.call @alias_step (updates it in place and returns it). Without
# that, upstream's time is exponential in the number of loops/ifs on the
# chain (see the module docstring).
ALIAS_CALL_EVERY = 4


def dims(ty: str) -> list:
    """``tensor<8x?xf32>`` -> ["8", "?"]; ``tensor<f32>`` -> []."""
    return ty[len("tensor<"):-1].split("x")[:-1]


def rank(ty: str) -> int:
    return len(dims(ty))


def maps(n_in: int, out_dims: Optional[list], r: int) -> str:
    """indexing_maps + iterator_types of a linalg.generic over ``r`` loops:
    identity maps for the ``n_in`` inputs, ``out_dims`` (loop dims kept) for
    the output (None: identity); dims not kept are reductions."""
    ds = [f"d{k}" for k in range(r)]
    ident = f"affine_map<({', '.join(ds)}) -> ({', '.join(ds)})>"
    keep = ds if out_dims is None else [ds[k] for k in out_dims]
    out = f"affine_map<({', '.join(ds)}) -> ({', '.join(keep)})>"
    iters = ", ".join('"parallel"' if d in keep else '"reduction"' for d in ds)
    return f"{{indexing_maps = [{', '.join([ident] * n_in + [out])}], iterator_types = [{iters}]}}"


# --------------------------------------------------------------------------
# Generator
# --------------------------------------------------------------------------


class Scope:
    """Tensors (by type) and f32 scalars usable at the current point.

    A nested region gets a copy; what it defines is dropped when it ends.
    Only the last POOL_WINDOW values per type are kept."""

    def __init__(self, parent: Optional["Scope"] = None) -> None:
        self.tensors: dict = {t: list(parent.tensors[t]) if parent else [] for t in POOL_TYPES}
        self.scalars: list = list(parent.scalars) if parent else []

    def add(self, ty: str, v: str) -> None:
        lst = self.tensors[ty]
        lst.append(v)
        if len(lst) > POOL_WINDOW:
            del lst[0]

    def replace(self, ty: str, old: str, new: str, drop: bool) -> None:
        """``new`` is an updated version of ``old``: add it; drop ``old`` if
        asked (else a later use may read an overwritten version, and
        upstream makes a copy)."""
        lst = self.tensors[ty]
        if drop and old in lst:
            lst.remove(old)
        self.add(ty, new)

    def add_scalar(self, v: str) -> None:
        self.scalars.append(v)
        if len(self.scalars) > POOL_WINDOW:
            del self.scalars[0]


class Gen:
    """Emits custom-form MLIR, one op per line, explicit terminators.

    Every function has the entry constants %c0 %c1 %c4 %c8 %c16: index,
    %cst %zero: f32. Units only use those, the function arguments, enclosing
    loop ivs / iter_args and values in the scope, so dominance holds."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.lines: list = []
        self.ops = 0
        self.uid = 0
        self.callees: list = []

    # -- emission ---------------------------------------------------------
    def op(self, ind: int, text: str) -> None:
        self.lines.append("  " * ind + text)
        self.ops += 1

    def raw(self, ind: int, text: str) -> None:  # labels, closing braces
        self.lines.append("  " * ind + text)

    def fresh(self) -> str:
        self.uid += 1
        return f"u{self.uid}"

    # -- small pieces ------------------------------------------------------
    def updated(self, sc: Scope, ty: str, old: str, new: str) -> None:
        """Record ``new`` as the next version of ``old`` (see Scope.replace)."""
        sc.replace(ty, old, new, drop=self.rng.random() >= KEEP_OLD_VERSION)

    def pick(self, sc: Scope, ty: str) -> Optional[str]:
        """A live tensor of type ``ty``: mostly one of the last few."""
        lst = sc.tensors[ty]
        if not lst:
            return None
        if self.rng.random() < 0.85:
            return self.rng.choice(lst[-PICK_RECENT:])
        return self.rng.choice(lst)

    def scalar(self, sc: Scope) -> str:
        if sc.scalars and self.rng.random() < 0.6:
            return self.rng.choice(sc.scalars[-8:])
        return self.rng.choice(["%cst", "%zero"])

    def empty(self, ind: int, name: str, ty: str, like: Optional[str] = None) -> None:
        """tensor.empty of ``ty``; a dynamic size is %n0/%n1 or tensor.dim of ``like``."""
        if "?" not in ty:
            self.op(ind, f"{name} = tensor.empty() : {ty}")
        elif like is not None and self.rng.random() < 0.5:
            self.op(ind, f"{name}_d = tensor.dim {like}, %c0 : {ty}")
            self.op(ind, f"{name} = tensor.empty({name}_d) : {ty}")
        else:
            self.op(ind, f"{name} = tensor.empty({self.rng.choice(['%n0', '%n1'])}) : {ty}")

    def new_filled(self, ind: int, name: str, ty: str, sc: Scope, like: Optional[str] = None) -> None:
        self.empty(ind, f"{name}_e", ty, like)
        self.op(ind, f"{name} = linalg.fill ins({self.scalar(sc)} : f32) outs({name}_e : {ty}) -> {ty}")

    def get(self, ind: int, sc: Scope, ty: str) -> str:
        """A live tensor of ``ty``, or a freshly filled one if none."""
        v = self.pick(sc, ty)
        if v is None:
            v = f"%{self.fresh()}_f"
            self.new_filled(ind, v, ty, sc)
            sc.add(ty, v)
        return v

    def index(self, ty: str, ivs: list) -> str:
        """Indices into ``ty``: constants below every static extent, or an iv."""
        choices = ["%c0", "%c1", "%c4"] + (ivs[-1:] if ivs else [])
        return ", ".join(self.rng.choice(choices) for _ in range(rank(ty)))

    def generic(self, ind: int, res: str, ins: list, out: str, out_ty: str,
                r: int, out_dims: Optional[list] = None, opname: Optional[str] = None) -> None:
        """linalg.generic: ``ins`` = [(value, type)]. The body applies 0 to
        GENERIC_EXTRA_OPS scalar ops (with the constants %cst/%zero) to the
        first input, then combines every input with the output element
        (``opname`` for that if given, as reductions need)."""
        u = res.lstrip("%")
        ins_s = ", ".join(v for v, _ in ins)
        ins_t = ", ".join(t for _, t in ins)
        self.op(ind, f"{res} = linalg.generic {maps(len(ins), out_dims, r)} "
                     f"ins({ins_s} : {ins_t}) outs({out} : {out_ty}) {{")
        args = ", ".join(f"%{u}_x{k}: f32" for k in range(len(ins)))
        self.raw(ind, f"^bb0({args}, %{u}_o: f32):")
        vals = [f"%{u}_x{k}" for k in range(len(ins))]
        if vals:
            for j in range(self.rng.randint(0, GENERIC_EXTRA_OPS)):
                o = self.rng.choice(BIN_OPS)
                self.op(ind + 1, f"%{u}_p{j} = {o} {vals[0]}, {self.rng.choice(['%cst', '%zero'])} : f32")
                vals[0] = f"%{u}_p{j}"
        acc = f"%{u}_o"
        for k, v in enumerate(vals):
            o = opname or self.rng.choice(BIN_OPS)
            self.op(ind + 1, f"%{u}_b{k} = {o} {v}, {acc} : f32")
            acc = f"%{u}_b{k}"
        self.op(ind + 1, f"linalg.yield {acc} : f32")
        self.raw(ind, f"}} -> {out_ty}")

    def cond(self, ind: int, sc: Scope, ivs: list) -> str:
        """An i1: the argument, an iv compare, or an extracted element compared."""
        r = self.rng.random()
        if r < 0.15:
            return "%p0"
        v = f"%{self.fresh()}_c"
        if ivs and r < 0.4:
            self.op(ind, f"{v} = arith.cmpi slt, {ivs[-1]}, %c4 : index")
            return v
        ty = self.rng.choice(POOL_TYPES)
        t = self.get(ind, sc, ty)
        self.op(ind, f"{v}x = tensor.extract {t}[{self.index(ty, ivs)}] : {ty}")
        self.op(ind, f"{v} = arith.cmpf olt, {v}x, {self.scalar(sc)} : f32")
        return v

    def slice_of(self, ty: str, ivs: list, size: Optional[int] = None) -> tuple:
        """(offsets, sizes, strides, slice type) of a small slice of ``ty``
        (1-d: of ``size`` elements if given)."""
        if rank(ty) == 1:
            size = size or self.rng.choice([4, 8, 16])
            if ivs and self.rng.random() < 0.5:
                off = ivs[-1]
            elif ty == TV:
                off = str(self.rng.choice(range(0, 64 - size + 1, 4)))
            else:
                off = self.rng.choice(SLICE_DYN_OFFSETS)
            return f"[{off}]", f"[{size}]", "[1]", f"tensor<{size}xf32>"
        shape = self.rng.choice([(4, 4), (1, 8), (8, 1), (2, 4)])
        offs = []
        for k, s in enumerate(shape):
            if ivs and self.rng.random() < 0.3:
                offs.append(ivs[-1])
            else:
                offs.append(str(self.rng.choice(range(0, 8 - s + 1))))
        return (f"[{', '.join(offs)}]", f"[{shape[0]}, {shape[1]}]", "[1, 1]",
                f"tensor<{shape[0]}x{shape[1]}xf32>")

    def update_slice(self, ind: int, sc: Scope, cur: str, ty: str, ivs: list, tag: str) -> str:
        """extract_slice of ``cur`` + fill/generic on it + insert_slice back at
        the same place. Returns the new version of ``cur``."""
        off, sz, st, sty = self.slice_of(ty, ivs)
        s, g, r = f"%{tag}_s", f"%{tag}_g", f"%{tag}_r"
        self.op(ind, f"{s} = tensor.extract_slice {cur}{off} {sz} {st} : {ty} to {sty}")
        if self.rng.random() < 0.35:
            self.op(ind, f"{g} = linalg.fill ins({self.scalar(sc)} : f32) outs({s} : {sty}) -> {sty}")
        else:
            # read a same-shaped slice of another live tensor of this type
            other = self.pick(sc, ty) if ty in sc.tensors else None
            ins = [(s, sty)]
            if other is not None and self.rng.random() < 0.6:
                if rank(ty) == 1:
                    o_off = self.slice_of(ty, ivs, size=int(sz[1:-1]))[0]
                else:
                    o_off = "[0, 0]"
                self.op(ind, f"{s}o = tensor.extract_slice {other}{o_off} {sz} {st} : {ty} to {sty}")
                ins = [(f"{s}o", sty)]
            self.generic(ind, g, ins, s, sty, rank(sty))
        self.op(ind, f"{r} = tensor.insert_slice {g} into {cur}{off} {sz} {st} : {sty} into {ty}")
        return r

    # -- units (many/one) ----------------------------------------------------
    def u_init(self, ind: int, sc: Scope, ivs: list) -> None:
        ty = self.rng.choice(POOL_TYPES)
        v = f"%{self.fresh()}_f"
        self.new_filled(ind, v, ty, sc, like=self.pick(sc, ty))
        sc.add(ty, v)

    def u_map(self, ind: int, sc: Scope, ivs: list) -> None:
        """Elementwise linalg.generic of two live tensors into a fresh tensor,
        into another live tensor, or into its first operand."""
        u = self.fresh()
        ty = self.rng.choice(POOL_TYPES)
        a, b = self.get(ind, sc, ty), self.get(ind, sc, ty)
        r = self.rng.random()
        fresh = r < 0.45
        if fresh:
            out = f"%{u}_e"
            self.empty(ind, out, ty, like=a)
            ins = [(a, ty), (b, ty)]
        elif r < 0.75:
            out = self.get(ind, sc, ty)
            ins = [(a, ty), (b, ty)]
        else:
            out = a
            ins = [(b, ty)]
        res = f"%{u}_m"
        self.generic(ind, res, ins, out, ty, rank(ty))
        if fresh:
            sc.add(ty, res)
        else:
            self.updated(sc, ty, out, res)

    def u_reduce(self, ind: int, sc: Scope, ivs: list) -> None:
        """8x8 -> 8 row reduction, or 1-d -> 0-d and tensor.extract."""
        u = self.fresh()
        init = f"%{u}_i"
        res = f"%{u}_red"
        if self.rng.random() < 0.5:
            src = self.get(ind, sc, TM)
            self.new_filled(ind, init, TR, sc)
            self.generic(ind, res, [(src, TM)], init, TR, 2, out_dims=[0], opname="arith.addf")
            sc.add(TR, res)
            if self.rng.random() < 0.5:
                self.op(ind, f"%{u}_x = tensor.extract {res}[{self.index(TR, ivs)}] : {TR}")
                sc.add_scalar(f"%{u}_x")
        else:
            ty = self.rng.choice([TD, TV, TR])
            src = self.get(ind, sc, ty)
            self.op(ind, f"{init}_e = tensor.empty() : {T0}")
            self.op(ind, f"{init} = linalg.fill ins(%zero : f32) outs({init}_e : {T0}) -> {T0}")
            self.generic(ind, res, [(src, ty)], init, T0, 1, out_dims=[],
                         opname=self.rng.choice(["arith.addf", "arith.maximumf"]))
            self.op(ind, f"%{u}_x = tensor.extract {res}[] : {T0}")
            sc.add_scalar(f"%{u}_x")

    def u_matmul(self, ind: int, sc: Scope, ivs: list) -> None:
        u = self.fresh()
        a, b = self.get(ind, sc, TM), self.get(ind, sc, TM)
        if self.rng.random() < 0.6:
            out = f"%{u}_acc"
            self.empty(ind, f"{out}_e", TM)
            self.op(ind, f"{out} = linalg.fill ins(%zero : f32) outs({out}_e : {TM}) -> {TM}")
        else:
            out = self.get(ind, sc, TM)
        self.op(ind, f"%{u}_mm = linalg.matmul ins({a}, {b} : {TM}, {TM}) outs({out} : {TM}) -> {TM}")
        self.updated(sc, TM, out, f"%{u}_mm")

    def u_slice(self, ind: int, sc: Scope, ivs: list) -> None:
        """Slice update of a live tensor (back into it, or into another)."""
        u = self.fresh()
        ty = self.rng.choice([TD, TV, TV, TM])
        cur = self.get(ind, sc, ty)
        dest = cur
        if self.rng.random() < 0.75:
            r = self.update_slice(ind, sc, cur, ty, ivs, u)
        else:
            dest = self.get(ind, sc, ty)
            off, sz, st, sty = self.slice_of(ty, ivs)
            self.op(ind, f"%{u}_s = tensor.extract_slice {cur}{off} {sz} {st} : {ty} to {sty}")
            self.empty(ind, f"%{u}_e", sty)
            self.generic(ind, f"%{u}_g", [(f"%{u}_s", sty)], f"%{u}_e", sty, rank(sty))
            r = f"%{u}_r"
            self.op(ind, f"{r} = tensor.insert_slice %{u}_g into {dest}{off} {sz} {st} : {sty} into {ty}")
        self.updated(sc, ty, dest, r)

    def u_scalar(self, ind: int, sc: Scope, ivs: list) -> None:
        """tensor.extract, 1-4 arith ops, tensor.insert (into the same or
        another tensor)."""
        u = self.fresh()
        ty = self.rng.choice(POOL_TYPES)
        t = self.get(ind, sc, ty)
        idx = self.index(ty, ivs)
        self.op(ind, f"%{u}_x = tensor.extract {t}[{idx}] : {ty}")
        y = f"%{u}_x"
        for j in range(self.rng.randint(1, 4)):
            self.op(ind, f"%{u}_y{j} = {self.rng.choice(BIN_OPS)} {y}, {self.scalar(sc)} : f32")
            y = f"%{u}_y{j}"
        self.op(ind, f"%{u}_y = arith.addf {y}, %zero : f32")
        sc.add_scalar(f"%{u}_y")
        if self.rng.random() < 0.8:
            dest = t if self.rng.random() < 0.7 else self.get(ind, sc, ty)
            self.op(ind, f"%{u}_t = tensor.insert %{u}_y into {dest}[{self.index(ty, ivs)}] : {ty}")
            self.updated(sc, ty, dest, f"%{u}_t")

    def u_for(self, ind: int, sc: Scope, ivs: list, depth: int) -> None:
        """scf.for with 1-2 tensor iter_args, each yielding a chain of slice
        updates / inserts into itself; the body may hold nested units."""
        u = self.fresh()
        n = 1 if self.rng.random() < 0.7 else 2
        tys = [self.rng.choice([TD, TV, TV, TM]) for _ in range(n)]
        inits = [self.get(ind, sc, t) for t in tys]
        accs = [f"%{u}_acc{k}" for k in range(n)]
        iv = f"%{u}_i"
        ub = self.rng.choice(["%n0", "%n1", "%c4", "%c8"])
        iters = ", ".join(f"{a} = {i}" for a, i in zip(accs, inits))
        res = f"%{u}_r" + (f":{n}" if n > 1 else "")
        self.op(ind, f"{res} = scf.for {iv} = %c0 to {ub} step %c1 iter_args({iters}) -> ({', '.join(tys)}) {{")
        inner = Scope(sc)  # the iter_args stay out of it: only the chains write them
        cur_ivs = ivs + [iv]
        if depth < 2 and self.rng.random() < 0.4:
            self.body(ind + 1, inner, cur_ivs, depth + 1, self.rng.randint(1, 3))
        ys = []
        for k, (acc, ty) in enumerate(zip(accs, tys)):
            cur = acc
            for j in range(self.rng.randint(1, 2)):
                if self.rng.random() < 0.75:
                    cur = self.update_slice(ind + 1, inner, cur, ty, cur_ivs, f"{u}_{k}_{j}")
                else:
                    w = f"%{u}_{k}_{j}"
                    self.op(ind + 1, f"{w}x = tensor.extract {cur}[{self.index(ty, cur_ivs)}] : {ty}")
                    self.op(ind + 1, f"{w}y = arith.addf {w}x, {self.scalar(inner)} : f32")
                    self.op(ind + 1, f"{w}t = tensor.insert {w}y into {cur}[{self.index(ty, cur_ivs)}] : {ty}")
                    cur = f"{w}t"
            ys.append(cur)
        self.op(ind + 1, f"scf.yield {', '.join(ys)} : {', '.join(tys)}")
        self.raw(ind, "}")
        for k, (ty, init) in enumerate(zip(tys, inits)):
            self.updated(sc, ty, init, f"%{u}_r" + (f"#{k}" if n > 1 else ""))

    def u_if(self, ind: int, sc: Scope, ivs: list, depth: int) -> None:
        """scf.if -> tensor: the then branch updates a live tensor, the else
        branch yields it unchanged, a fresh tensor or another update."""
        u = self.fresh()
        c = self.cond(ind, sc, ivs)
        ty = self.rng.choice([TD, TV, TM, TR])
        t = self.get(ind, sc, ty)
        self.op(ind, f"%{u}_r = scf.if {c} -> ({ty}) {{")
        then = Scope(sc)
        if depth < 2 and self.rng.random() < 0.3:
            self.body(ind + 1, then, ivs, depth + 1, self.rng.randint(1, 2))
        y = self.branch_update(ind + 1, then, t, ty, ivs, f"{u}_t")
        self.op(ind + 1, f"scf.yield {y} : {ty}")
        self.raw(ind, "} else {")
        other = Scope(sc)
        r = self.rng.random()
        if r < 0.5:
            e = t
        elif r < 0.75:
            e = f"%{u}_n"
            self.new_filled(ind + 1, e, ty, other, like=t)
        else:
            e = self.branch_update(ind + 1, other, t, ty, ivs, f"{u}_e")
        self.op(ind + 1, f"scf.yield {e} : {ty}")
        self.raw(ind, "}")
        self.updated(sc, ty, t, f"%{u}_r")

    def branch_update(self, ind: int, sc: Scope, t: str, ty: str, ivs: list, tag: str) -> str:
        r = self.rng.random()
        if r < 0.4 and rank(ty) >= 1 and ty != TR:
            return self.update_slice(ind, sc, t, ty, ivs, tag)
        if r < 0.7:
            self.op(ind, f"%{tag}_v = tensor.insert {self.scalar(sc)} into {t}[{self.index(ty, ivs)}] : {ty}")
            return f"%{tag}_v"
        self.generic(ind, f"%{tag}_g", [(self.get(ind, sc, ty), ty)], t, ty, rank(ty))
        return f"%{tag}_g"

    def u_call(self, ind: int, sc: Scope, ivs: list) -> None:
        u = self.fresh()
        callee = self.rng.choice(self.callees[-16:])
        d, v, m = self.get(ind, sc, TD), self.get(ind, sc, TV), self.get(ind, sc, TM)
        n = self.rng.sample(["%n0", "%n1"], 2)
        c = self.cond(ind, sc, ivs)
        self.op(ind, f"%{u}_c:3 = func.call @{callee}({d}, {v}, {m}, {n[0]}, {n[1]}, {c}) : {CALL_TYPE}")
        for k, ty in enumerate((TD, TV, TM)):
            sc.add(ty, f"%{u}_c#{k}")

    # -- dispatch -----------------------------------------------------------
    def body(self, ind: int, sc: Scope, ivs: list, depth: int, count: int) -> None:
        for _ in range(count):
            self.unit(ind, sc, ivs, depth)

    def unit(self, ind: int, sc: Scope, ivs: list, depth: int) -> None:
        kinds = [(k, w) for k, w in UNIT_WEIGHTS.items()
                 if w and (k != "call" or (self.callees and depth == 0)) and (k not in ("for", "if") or depth < 3)]
        names, weights = zip(*kinds)
        k = self.rng.choices(names, weights)[0]
        if k == "for":
            self.u_for(ind, sc, ivs, depth)
        elif k == "if":
            self.u_if(ind, sc, ivs, depth)
        else:
            getattr(self, f"u_{k}")(ind, sc, ivs)

    def prologue(self) -> None:
        for v, c in (("%c0", 0), ("%c1", 1), ("%c4", 4), ("%c8", 8), ("%c16", 16)):
            self.op(2, f"{v} = arith.constant {c} : index")
        self.op(2, "%cst = arith.constant 1.000000e+00 : f32")
        self.op(2, "%zero = arith.constant 0.000000e+00 : f32")

    def function(self, name: str, target_ops: int) -> None:
        start = self.ops
        self.op(1, f"func.func @{name}({FUNC_ARGS}) -> {FUNC_RESULTS} {{")
        self.prologue()
        sc = Scope()
        for ty, a in ((TD, "%a0"), (TV, "%a1"), (TM, "%a2")):
            sc.add(ty, a)
        while self.ops - start < target_ops - 1:
            self.unit(2, sc, [], 0)
        rets = [self.rng.choice(sc.tensors[ty][-4:]) for ty in (TD, TV, TM)]
        self.op(2, f"return {', '.join(rets)} : {TD}, {TV}, {TM}")
        self.raw(1, "}")
        self.callees.append(name)

    # -- the alias shape -------------------------------------------------------
    def alias_function(self, name: str, target_ops: int) -> None:
        """One tensor<4096xf32> updated through a long chain of versions, with
        reads of older versions in between (see the module docstring)."""
        start = self.ops
        self.op(1, f"func.func @{name}(%t: {TA}, %src: {TV}, %n0: index, %n1: index, %p0: i1) -> ({TA}, f32) {{")
        self.prologue()
        versions = ["%t"]  # every version of the tensor, oldest first
        acc = "%zero"  # running sum of everything read
        sc = Scope()
        sc.add(TV, "%src")

        def old() -> str:
            # mostly a recent older version, sometimes one far back
            k = len(versions)
            if self.rng.random() >= ALIAS_FAR_READ:
                return versions[max(0, k - 1 - int(self.rng.expovariate(1 / ALIAS_MEAN_AGE)))]
            return versions[self.rng.randrange(k)]

        def read_scalar(ind: int, v: str, ivs: list) -> None:
            nonlocal acc
            u = self.fresh()
            idx = self.rng.choice(["%c0", "%c1", "%c8", "%c16"] + ivs[-1:])
            self.op(ind, f"%{u}_x = tensor.extract {v}[{idx}] : {TA}")
            self.op(ind, f"%{u}_s = arith.addf {acc}, %{u}_x : f32")
            acc = f"%{u}_s"

        def read_slice(ind: int, v: str) -> None:
            nonlocal acc
            u = self.fresh()
            size = self.rng.choice(ALIAS_SLICES)
            off = self.rng.randrange(0, ALIAS_LEN - size + 1, 8)
            sty = f"tensor<{size}xf32>"
            self.op(ind, f"%{u}_s = tensor.extract_slice {v}[{off}] [{size}] [1] : {TA} to {sty}")
            if self.rng.random() < 0.5:
                self.empty(ind, f"%{u}_e", sty)
                self.generic(ind, f"%{u}_g", [(f"%{u}_s", sty)], f"%{u}_e", sty, 1)
                self.op(ind, f"%{u}_x = tensor.extract %{u}_g[%c0] : {sty}")
            else:
                self.op(ind, f"%{u}_e = tensor.empty() : {T0}")
                self.op(ind, f"%{u}_i = linalg.fill ins({acc} : f32) outs(%{u}_e : {T0}) -> {T0}")
                self.generic(ind, f"%{u}_g", [(f"%{u}_s", sty)], f"%{u}_i", T0, 1, out_dims=[],
                             opname="arith.addf")
                self.op(ind, f"%{u}_x = tensor.extract %{u}_g[] : {T0}")
            self.op(ind, f"%{u}_a = arith.addf {acc}, %{u}_x : f32")
            acc = f"%{u}_a"

        def write_slice(ind: int, cur: str, ivs: list) -> str:
            u = self.fresh()
            size = self.rng.choice(ALIAS_SLICES)
            if ivs and self.rng.random() < 0.7:
                self.op(ind, f"%{u}_o = arith.muli {ivs[-1]}, %c16 : index")
                off = f"%{u}_o"
            else:
                off = str(self.rng.randrange(0, ALIAS_LEN - size + 1, 8))
            sty = f"tensor<{size}xf32>"
            self.op(ind, f"%{u}_s = tensor.extract_slice {cur}[{off}] [{size}] [1] : {TA} to {sty}")
            r = self.rng.random()
            if r < 0.3:
                self.op(ind, f"%{u}_g = linalg.fill ins({acc} : f32) outs(%{u}_s : {sty}) -> {sty}")
            elif r < 0.7:
                self.generic(ind, f"%{u}_g", [(f"%{u}_s", sty)], f"%{u}_s", sty, 1)
            else:
                self.op(ind, f"%{u}_q = tensor.extract_slice %src[0] [{size}] [1] : {TV} to {sty}")
                self.generic(ind, f"%{u}_g", [(f"%{u}_q", sty)], f"%{u}_s", sty, 1)
            self.op(ind, f"%{u}_r = tensor.insert_slice %{u}_g into {cur}[{off}] [{size}] [1] : {sty} into {TA}")
            return f"%{u}_r"

        def write_scalar(ind: int, cur: str, ivs: list) -> str:
            u = self.fresh()
            idx = self.rng.choice(["%c0", "%c4", "%c16"] + ivs[-1:])
            self.op(ind, f"%{u}_x = tensor.extract {cur}[{idx}] : {TA}")
            self.op(ind, f"%{u}_y = arith.mulf %{u}_x, {acc} : f32")
            self.op(ind, f"%{u}_r = tensor.insert %{u}_y into {cur}[{idx}] : {TA}")
            return f"%{u}_r"

        branches = 0
        while self.ops - start < target_ops - 1:
            cur = versions[-1]
            # reads of older versions between the writes
            for _ in range(self.rng.choice([0, 1, 1, 2, 3])):
                if self.rng.random() < 0.55:
                    read_scalar(2, old(), [])
                else:
                    read_slice(2, old())
            kind = self.rng.choices(list(ALIAS_WEIGHTS), list(ALIAS_WEIGHTS.values()))[0]
            if kind == "slice":
                new = write_slice(2, cur, [])
            elif kind == "scalar":
                new = write_scalar(2, cur, [])
            elif kind == "for":
                u = self.fresh()
                ub = self.rng.choice(["%n0", "%c4", "%c8"])
                self.op(2, f"%{u}_l = scf.for %{u}_i = %c0 to {ub} step %c1 iter_args(%{u}_a = {cur}) -> ({TA}) {{")
                ivs = [f"%{u}_i"]
                c = f"%{u}_a"
                if self.rng.random() < 0.5:
                    # read an older version inside the loop too
                    v = old()
                    self.op(3, f"%{u}_x = tensor.extract {v}[%{u}_i] : {TA}")
                    self.op(3, f"%{u}_y = arith.addf %{u}_x, %cst : f32")
                    c2 = f"%{u}_w"
                    self.op(3, f"{c2} = tensor.insert %{u}_y into {c}[%{u}_i] : {TA}")
                    c = c2
                for _ in range(self.rng.randint(1, 2)):
                    c = write_slice(3, c, ivs)
                self.op(3, f"scf.yield {c} : {TA}")
                self.raw(2, "}")
                new = f"%{u}_l"
            else:
                u = self.fresh()
                cnd = self.cond(2, sc, [])
                self.op(2, f"%{u}_f = scf.if {cnd} -> ({TA}) {{")
                y = write_slice(3, cur, []) if self.rng.random() < 0.6 else write_scalar(3, cur, [])
                self.op(3, f"scf.yield {y} : {TA}")
                self.raw(2, "} else {")
                self.op(3, f"scf.yield {cur} : {TA}")
                self.raw(2, "}")
                new = f"%{u}_f"
            if kind in ("for", "if") and ALIAS_CALL_EVERY:
                branches += 1
                if branches % ALIAS_CALL_EVERY == 0:
                    u = self.fresh()
                    self.op(2, f"%{u}_k = func.call @alias_step({new}, %c8) : ({TA}, index) -> {TA}")
                    versions.append(new)
                    new = f"%{u}_k"
            versions.append(new)
        self.op(2, f"return {versions[-1]}, {acc} : {TA}, f32")
        self.raw(1, "}")


def generate(shape: str, size: int, seed: int) -> tuple:
    """Return (text, op count) of one module; op count includes builtin.module."""
    rng = random.Random(f"ferrobuf-bufferize-v{GENERATOR_VERSION}-{seed}-{shape}-{size}")
    g = Gen(rng)
    g.op(0, "module {")
    if shape == "alias":
        g.op(1, f"func.func @alias_step(%x: {TA}, %i: index) -> {TA} {{")
        g.op(2, f"%s = tensor.extract_slice %x[%i] [16] [1] : {TA} to tensor<16xf32>")
        g.op(2, "%one = arith.constant 1.000000e+00 : f32")
        g.op(2, "%f = linalg.fill ins(%one : f32) outs(%s : tensor<16xf32>) -> tensor<16xf32>")
        g.op(2, f"%r = tensor.insert_slice %f into %x[%i] [16] [1] : tensor<16xf32> into {TA}")
        g.op(2, f"return %r : {TA}")
        g.raw(1, "}")
        g.alias_function("alias", size - 1 - (g.ops - 1))
    elif shape == "one":
        for i in range(ONE_HELPERS):
            g.function(f"h{i}", OPS_PER_HELPER)
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
    benchlib.log(
        f"generated {path.name}: {ops} ops in {t1 - t0:.2f}s, verified in {time.perf_counter() - t1:.2f}s"
    )
    return path, ops


def module_stats(path: Path) -> str:
    """'N functions' (and the largest function's ops) for the module line."""
    funcs = 0
    sizes: list = []
    with open(path, "r", encoding="utf-8") as f:
        for line in f:
            if line.startswith("  func.func @"):
                funcs += 1
                sizes.append(0)
            if sizes and benchlib.is_op_line(line, closing_types=True):
                sizes[-1] += 1
    return f"{funcs} function{'s' if funcs != 1 else ''}, largest {max(sizes) if sizes else 0} ops"


# --------------------------------------------------------------------------
# Measuring and reporting
# --------------------------------------------------------------------------


def scaling_lines(rows: list, points: list) -> list:
    """Per shape, the exponent k of time ~ ops^k between consecutive sizes,
    from the pass times of each side that finished."""
    out = []
    by_shape: dict = {}
    for (shape, _size), row in zip(points, rows):
        by_shape.setdefault(shape, []).append(row)
    for shape, rs in by_shape.items():
        rs = sorted(rs, key=lambda r: r.ops)
        for side in ("upstream", "ours"):
            pts = [(r.ops, getattr(r, side).pass_wall) for r in rs
                   if getattr(r, side) is not None and getattr(r, side).ok and getattr(r, side).pass_wall]
            if len(pts) < 2:
                continue
            steps = []
            for (n1, t1), (n2, t2) in zip(pts, pts[1:]):
                if n2 > n1 and t1 > 0:
                    k = math.log(t2 / t1) / math.log(n2 / n1)
                    steps.append(f"{benchlib.format_size(round(n1, -3) or n1)}->"
                                 f"{benchlib.format_size(round(n2, -3) or n2)}: x{t2 / t1:.1f} (k={k:.2f})")
            if steps:
                out.append(f"  {shape:5} {side:8} " + ", ".join(steps))
    return out


def main(argv: Optional[list] = None) -> int:
    ap = argparse.ArgumentParser(
        description="Compare ferrobuf's One-Shot Bufferize with upstream MLIR's (wall time).",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=__doc__.split("Examples:", 1)[1] if "Examples:" in (__doc__ or "") else None,
    )
    ap.add_argument("--plugin", default=str(benchlib.DEFAULT_PLUGIN),
                    help="ferrobuf plugin (default: %(default)s)")
    ap.add_argument("--mlir-opt", default=None, help="mlir-opt binary (default: $MLIR_OPT or LLVM 22's)")
    ap.add_argument("--sizes", type=csv_sizes, default=None,
                    help="approximate op counts, comma-separated, for every shape (default: "
                         + "; ".join(f"{k} {v}" for k, v in DEFAULT_SIZES.items()) + ")")
    ap.add_argument("--shapes", type=csv_choice(SHAPES, "shape"), default=list(SHAPES),
                    help="many (~500-op functions), one (single large function), alias "
                         "(long slice-update chain on one tensor with reads of old versions) (default: all)")
    ap.add_argument("--options", default=DEFAULT_OPTIONS,
                    help="pass options for both sides, without braces, '' for none (default: %(default)s)")
    ap.add_argument("--repeat", type=int, default=3, help="runs per measurement; the minimum is kept (default: 3)")
    ap.add_argument("--threads", choices=("on", "off"), default="on",
                    help="off adds --mlir-disable-threading (default: on)")
    ap.add_argument("--markdown", action="store_true", help="also print the table as Markdown")
    ap.add_argument("--upstream-only", action="store_true", help="measure upstream's pass only")
    ap.add_argument("--seed", type=int, default=DEFAULT_SEED, help="generator seed (default: %(default)s)")
    ap.add_argument("--regen", action="store_true", help="regenerate modules even if cached")
    ap.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT,
                    help="per-run timeout in seconds, 0 for none (default: %(default)s)")
    ap.add_argument("--show-commands", action="store_true", help="print each mlir-opt command line")
    args = ap.parse_args(argv)
    if args.repeat < 1:
        ap.error("--repeat must be >= 1")
    timeout = args.timeout if args.timeout and args.timeout > 0 else None
    options = args.options.strip().strip("{}").strip()
    spec = (lambda arg: f"{arg}{{{options}}}") if options else (lambda arg: arg)
    up_pipeline = benchlib.module_pipeline(spec(UPSTREAM_ARG))
    our_pipeline = benchlib.module_pipeline(spec(OURS_ARG))

    mlir_opt = benchlib.find_mlir_opt(args.mlir_opt)
    threads = args.threads == "on"
    cache = benchlib.cache_dir("bufferize")

    plugin: Optional[str] = None
    plugin_error: Optional[str] = None
    if not args.upstream_only:
        p = Path(args.plugin)
        if not p.is_file():
            plugin_error = f"plugin {p} not found (build it with `cargo build --release`, or pass --plugin / --upstream-only)"
            benchlib.log(f"error: {plugin_error}; our pass will be reported as n/a")
        else:
            plugin = str(p.resolve())

    # (shape, size) in table order: by shape, then size.
    points = []
    for shape in args.shapes:
        for size in (args.sizes if args.sizes is not None else csv_sizes(DEFAULT_SIZES[shape])):
            points.append((shape, size))
    modules = []
    for shape, size in points:
        path, ops = ensure_module(mlir_opt, cache, shape, size, args.seed, args.regen)
        modules.append((shape, size, path, ops))
    for shape, size, path, ops in modules:
        print(f"module {shape:5} {benchlib.format_size(size):>5}: {ops} ops, {module_stats(path)}  ({path})",
              flush=True)

    rows: list = []
    our_missing: Optional[str] = None  # set once our pass is known not to be registered
    for shape, size, path, ops in modules:
        label = f"{shape} {benchlib.format_size(size)}"
        benchlib.log(f"[{label}] {UPSTREAM_ARG} (upstream) ...")
        up = benchlib.measure(mlir_opt, path, up_pipeline, row_names(UPSTREAM_ARG, UPSTREAM_CLASS),
                              repeat=args.repeat, threads=threads, timeout=timeout)
        if args.show_commands:
            benchlib.log("  $ " + benchlib.shell_quote(up.argv))
        if up.ok:
            benchlib.log(f"  upstream: pass {up.pass_wall:.4f}s (rows {', '.join(up.row_names)}), total {up.total_wall:.4f}s")
        else:
            benchlib.log(f"error: [{label}] upstream {UPSTREAM_ARG}: {up.error}")
        ours: Optional[benchlib.Measurement] = None
        if not args.upstream_only:
            if plugin is None:
                ours = benchlib.Measurement(False, None, None, plugin_error, [], [])
            elif our_missing is not None:
                ours = benchlib.Measurement(False, None, None, our_missing, [], [])
            else:
                benchlib.log(f"[{label}] {OURS_ARG} (ours) ...")
                ours = benchlib.measure(mlir_opt, path, our_pipeline, row_names(OURS_ARG),
                                        repeat=args.repeat, plugin=plugin, threads=threads, timeout=timeout)
                if args.show_commands:
                    benchlib.log("  $ " + benchlib.shell_quote(ours.argv))
                if ours.ok:
                    benchlib.log(f"  ours:     pass {ours.pass_wall:.4f}s (rows {', '.join(ours.row_names)}), total {ours.total_wall:.4f}s")
                else:
                    benchlib.log(f"error: [{label}] ours {OURS_ARG}: {ours.error}")
                    if ours.error and "not registered" in ours.error:
                        our_missing = ours.error
        rows.append(benchlib.Row(label, ops, UPSTREAM_ARG, up, ours))

    print()
    print(f"mlir-opt: {mlir_opt}; options {{{options}}}; threads {args.threads}; min of {args.repeat} run(s); "
          f"timeout {'none' if timeout is None else f'{timeout:g}s'} per run")
    print("pass = wall time of the pass's row in --mlir-timing (upstream OneShotBufferizePass, "
          f"ours {OURS_ARG}); total = process wall time")
    print(benchlib.format_table_with_timeouts(rows, markdown=False, drop_ours=args.upstream_only, timeout=timeout))
    growth = scaling_lines(rows, points)
    if growth:
        print("growth of the pass time between sizes (time ~ ops^k):")
        print("\n".join(growth))
    if args.markdown:
        print()
        print(benchlib.format_table_with_timeouts(rows, markdown=True, drop_ours=args.upstream_only, timeout=timeout))
    failed = [r for r in rows if not (r.upstream and (r.upstream.ok or benchlib.timed_out(r.upstream)))]
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
