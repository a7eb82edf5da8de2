"""Shared helpers for ferrobuf's benchmarks (standard library only).

Used by ``benches/placement.py``, ``benches/dealloc.py``,
``benches/one_shot.py`` and ``benches/bufferize.py``::

    import sys, pathlib
    sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
    import benchlib

What lives here:

* locating the repository, ``mlir-opt`` and the plugin; the cache directory
  under ``target/bench/``;
* ``count_ops``: a line-based op counter for generated MLIR (one op per line,
  explicit region terminators) and ``verify_mlir``;
* ``run_mlir_opt``: one ``mlir-opt ... --mlir-timing --mlir-timing-display=list``
  run, returning process wall time and the parsed timing report;
* ``parse_timing_report`` / ``pass_wall_time``: header-driven parsing of the
  text timing report and summing of all rows of one pass;
* ``measure``: repeat a run N times and keep the minimum;
* ``measure_pipeline``: like ``measure`` for a whole pipeline (tree display,
  time = sum of the top-level pass rows); ``outermost_pass_rows`` /
  ``breakdown``: the passes of such a report one by one;
* ``Row`` / ``format_table``: the comparison table, plain text or Markdown,
  ratios always computed from the measurements; ``format_table_with_timeouts``
  and ``timed_out`` show runs killed by a timeout as "timeout".
"""

from __future__ import annotations

import dataclasses
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Iterable, Optional, Sequence

# --------------------------------------------------------------------------
# Locations
# --------------------------------------------------------------------------

BENCH_DIR = Path(__file__).resolve().parent
REPO_ROOT = BENCH_DIR.parent
DEFAULT_PLUGIN = REPO_ROOT / "target" / "release" / "libferrobuf.so"
DEFAULT_MLIR_OPT = Path("/usr/lib/llvm-22/bin/mlir-opt")


def cache_dir(name: str) -> Path:
    """``target/bench/<name>`` under the repository root, created if needed."""
    d = REPO_ROOT / "target" / "bench" / name
    d.mkdir(parents=True, exist_ok=True)
    return d


def find_mlir_opt(explicit: Optional[str] = None) -> str:
    """``--mlir-opt`` if given, else ``$MLIR_OPT``, else LLVM 22's, else PATH."""
    for cand in (explicit, os.environ.get("MLIR_OPT"), str(DEFAULT_MLIR_OPT)):
        if cand and Path(cand).is_file() and os.access(cand, os.X_OK):
            return cand
    for name in ("mlir-opt-22", "mlir-opt"):
        p = shutil.which(name)
        if p:
            return p
    raise SystemExit("error: mlir-opt not found (use --mlir-opt or $MLIR_OPT)")


def log(*args: object) -> None:
    print(*args, file=sys.stderr, flush=True)


# --------------------------------------------------------------------------
# Sizes, op counting, verification
# --------------------------------------------------------------------------


def parse_size(text: str) -> int:
    """``10k`` -> 10000, ``1.5m`` -> 1500000, ``2500`` -> 2500."""
    t = text.strip().lower().replace("_", "")
    mult = 1
    if t.endswith("k"):
        mult, t = 1_000, t[:-1]
    elif t.endswith("m"):
        mult, t = 1_000_000, t[:-1]
    try:
        value = float(t) * mult
    except ValueError:
        raise ValueError(f"bad size {text!r} (expected e.g. 10k, 100k, 1.5m, 2500)")
    if value < 1:
        raise ValueError(f"bad size {text!r}")
    return int(value)


def format_size(n: int) -> str:
    if n >= 1_000_000 and n % 1_000_000 == 0:
        return f"{n // 1_000_000}m"
    if n >= 1_000 and n % 1_000 == 0:
        return f"{n // 1_000}k"
    return str(n)


_NON_OP_LINE = re.compile(r"^(?:\}|\}\s*else\s*\{|\}\s*\)|\^.*:)$")
# The end of a region followed by the op's result types, as in tensor-level
# ``linalg.generic {...} ins(..) outs(..) { ... } -> tensor<4xf32>``.
_REGION_END_WITH_TYPES = re.compile(r"^\}\s*->\s*\S.*$")


def is_op_line(line: str, closing_types: bool = False) -> bool:
    """True for a line of custom-form MLIR that holds (the start of) one op.

    Valid for text written with one op per line and explicit terminators
    (``scf.yield`` in every ``scf.for``/``scf.if`` body), which is what the
    generators here emit: blank lines, comments, block labels (``^bb0:``)
    and closing braces are not ops; every other line is exactly one op.
    With ``closing_types``, a closing brace followed by result types
    (``} -> tensor<4xf32>``, the end of a tensor-level linalg.generic) is
    not an op either.
    """
    s = line.strip()
    if not s or s.startswith("//"):
        return False
    if closing_types and _REGION_END_WITH_TYPES.match(s):
        return False
    return _NON_OP_LINE.match(s) is None


def count_ops(path: Path, closing_types: bool = False) -> int:
    """Ops in ``path`` by :func:`is_op_line` (``closing_types`` passed on)."""
    with open(path, "r", encoding="utf-8") as f:
        return sum(1 for line in f if is_op_line(line, closing_types))


def verify_mlir(mlir_opt: str, path: Path) -> None:
    """Parse and verify ``path`` with mlir-opt; raise SystemExit on failure."""
    proc = subprocess.run(
        [mlir_opt, str(path), "-o", os.devnull],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    if proc.returncode != 0:
        raise SystemExit(
            f"error: generated module {path} does not verify:\n{proc.stderr[:4000]}"
        )


def write_atomically(path: Path, text: str) -> Path:
    tmp = path.with_name(path.name + f".tmp{os.getpid()}")
    tmp.write_text(text, encoding="utf-8")
    return tmp


# --------------------------------------------------------------------------
# Timing report parsing
# --------------------------------------------------------------------------

_COLUMN = re.compile(r"-{2,}([^-][^-]*?)-{2,}")
_NUMBER = r"(\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)\s+\(\s*[\d.]+%\)"


@dataclasses.dataclass
class TimingRow:
    name: str
    wall: float
    user: Optional[float] = None
    depth: int = 0  # indentation level (tree display); 0 for list display


@dataclasses.dataclass
class TimingReport:
    total_wall: Optional[float]
    rows: list  # list[TimingRow], in report order

    def names(self) -> list:
        return [r.name for r in self.rows]


def parse_timing_report(text: str) -> TimingReport:
    """Parse MLIR's text timing report (``--mlir-timing``, list or tree).

    The column layout is taken from the header line (``----User Time----
    ----Wall Time----  ----Name----`` with threads, only ``----Wall Time----
    ----Name----`` with ``--mlir-disable-threading``). Every following line of
    the form ``<num> (<pct>%) [<num> (<pct>%)...] <name>`` is a row; the
    trailing ``Total`` row and ``root`` are kept as rows too (callers ask for
    names). Text outside the report (diagnostics) is ignored. If stderr holds
    several reports, all rows are returned.
    """
    rows: list = []
    total_wall: Optional[float] = None
    columns: Optional[list] = None
    row_re: Optional[re.Pattern] = None
    for line in text.splitlines():
        m = re.search(r"Total Execution Time:\s*([\d.eE+-]+)\s*seconds", line)
        if m:
            total_wall = float(m.group(1))
            continue
        if "----Name----" in line:
            columns = [c.strip() for c in _COLUMN.findall(line)]
            timed = [c for c in columns if c != "Name"]
            row_re = re.compile(
                r"^(\s*)" + r"\s+".join([_NUMBER] * len(timed)) + r"\s{2}(\s*)(\S.*?)\s*$"
            )
            continue
        if row_re is None or columns is None:
            continue
        m = row_re.match(line)
        if not m:
            continue
        groups = m.groups()
        nums = [float(g) for g in groups[1:-2]]
        indent = groups[-2]
        name = groups[-1]
        timed = [c for c in columns if c != "Name"]
        values = dict(zip(timed, nums))
        wall = values.get("Wall Time")
        if wall is None:  # unknown layout: take the last timed column
            wall = nums[-1]
        rows.append(
            TimingRow(name=name, wall=wall, user=values.get("User Time"), depth=len(indent) // 2)
        )
    return TimingReport(total_wall=total_wall, rows=rows)


def pass_wall_time(report: TimingReport, names: Iterable[str]) -> Optional[float]:
    """Sum of the wall time of every row whose name is one of ``names``.

    A pass nested in ``func.func`` shows up once per pass instance (list
    display merges them; tree display may list several) under its *name*:
    upstream passes print their C++ class name (``BufferHoistingPass``),
    ferrobuf's plugin passes print their argument (``ferrobuf-buffer-hoisting``).
    Pass both spellings. Returns None if no row matched.
    """
    wanted = set(names)
    hits = [r.wall for r in report.rows if r.name in wanted]
    return sum(hits) if hits else None


def class_name_guess(argument: str) -> str:
    """``buffer-loop-hoisting`` -> ``BufferLoopHoistingPass`` (upstream style)."""
    base = "".join(p[:1].upper() + p[1:] for p in argument.split("-") if p)
    return base if base.endswith("Pass") else base + "Pass"


# --------------------------------------------------------------------------
# Running mlir-opt
# --------------------------------------------------------------------------


def func_pipeline(pass_spec: str) -> str:
    """``builtin.module(func.func(PASS))`` for a function pass."""
    return f"builtin.module(func.func({pass_spec}))"


def module_pipeline(pass_spec: str) -> str:
    return f"builtin.module({pass_spec})"


@dataclasses.dataclass
class RunResult:
    ok: bool
    wall: float  # process wall time, seconds
    pass_wall: Optional[float]  # summed wall time of the pass rows, seconds
    report: Optional[TimingReport]
    error: Optional[str]
    argv: list


_PLUGIN_LOAD_FAIL = re.compile(r"Failed to load passes from '([^']*)'")
_UNREGISTERED = re.compile(r"'([^']+)' does not refer to a registered pass")


def mlir_opt_argv(
    mlir_opt: str,
    path: Path,
    pipeline: str,
    plugin: Optional[str] = None,
    threads: bool = True,
    extra: Sequence[str] = (),
) -> list:
    argv = [mlir_opt]
    if plugin:
        argv.append(f"--load-pass-plugin={plugin}")
    argv.append(f"--pass-pipeline={pipeline}")
    if not threads:
        argv.append("--mlir-disable-threading")
    argv += ["--mlir-timing", "--mlir-timing-display=list", *extra, str(path), "-o", os.devnull]
    return argv


def shell_quote(argv: Sequence[str]) -> str:
    import shlex

    return " ".join(shlex.quote(a) for a in argv)


def run_mlir_opt(
    mlir_opt: str,
    path: Path,
    pipeline: str,
    pass_names: Iterable[str],
    plugin: Optional[str] = None,
    threads: bool = True,
    extra: Sequence[str] = (),
    timeout: Optional[float] = None,
) -> RunResult:
    """Run mlir-opt once; time the process and parse the timing report.

    ``pass_names`` are the row names under which the measured pass may appear
    (see ``pass_wall_time``). Errors (pass not registered, plugin not loaded,
    crash, timeout, no matching row) are reported in ``error`` with ok=False.
    """
    argv = mlir_opt_argv(mlir_opt, path, pipeline, plugin, threads, extra)
    t0 = time.perf_counter()
    try:
        proc = subprocess.run(
            argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, timeout=timeout
        )
    except subprocess.TimeoutExpired:
        return RunResult(False, time.perf_counter() - t0, None, None, f"timed out after {timeout}s", argv)
    wall = time.perf_counter() - t0
    err = proc.stderr
    report = parse_timing_report(err)
    problems = []
    m = _PLUGIN_LOAD_FAIL.search(err)
    if m:
        problems.append(f"mlir-opt could not load plugin {m.group(1)}")
    m = _UNREGISTERED.search(err)
    if m:
        problems.append(f"pass '{m.group(1)}' is not registered")
    if proc.returncode != 0:
        if not problems:
            first = next((l for l in err.splitlines() if "error" in l.lower()), None)
            problems.append(
                f"mlir-opt exited with {proc.returncode}" + (f": {first.strip()}" if first else "")
            )
        return RunResult(False, wall, None, report, "; ".join(problems), argv)
    names = list(pass_names)
    pw = pass_wall_time(report, names)
    if pw is None:
        problems.append(
            "no timing row for " + " / ".join(names) + f" (rows: {', '.join(report.names())})"
        )
        return RunResult(False, wall, None, report, "; ".join(problems), argv)
    return RunResult(True, wall, pw, report, None, argv)


@dataclasses.dataclass
class Measurement:
    ok: bool
    pass_wall: Optional[float]  # min over repeats
    total_wall: Optional[float]  # min over repeats (process wall time)
    error: Optional[str]
    argv: list
    row_names: list  # the names of matched rows, for the record


def measure(
    mlir_opt: str,
    path: Path,
    pipeline: str,
    pass_names: Iterable[str],
    repeat: int = 3,
    plugin: Optional[str] = None,
    threads: bool = True,
    extra: Sequence[str] = (),
    timeout: Optional[float] = None,
) -> Measurement:
    """Run ``repeat`` times; min of pass time and min of process wall time.

    Stops at the first failing run (a missing pass will not appear later).
    """
    names = list(pass_names)
    best_pass: Optional[float] = None
    best_total: Optional[float] = None
    argv: list = []
    matched: list = []
    for _ in range(max(1, repeat)):
        r = run_mlir_opt(mlir_opt, path, pipeline, names, plugin, threads, extra, timeout)
        argv = r.argv
        if not r.ok:
            return Measurement(False, None, None, r.error, argv, [])
        assert r.pass_wall is not None and r.report is not None
        matched = sorted({row.name for row in r.report.rows if row.name in names})
        best_pass = r.pass_wall if best_pass is None else min(best_pass, r.pass_wall)
        best_total = r.wall if best_total is None else min(best_total, r.wall)
    return Measurement(True, best_pass, best_total, None, argv, matched)


# --------------------------------------------------------------------------
# Measuring whole pipelines (tree display)
# --------------------------------------------------------------------------


# Top-level rows of the tree timing report that are not passes.
NON_PASS_ROWS = frozenset({"root", "Parser", "Output", "Rest", "Total"})


def pipeline_rows(report: TimingReport) -> list:
    """Top-level rows of a tree timing report that belong to passes."""
    return [r for r in report.rows if r.depth == 0 and r.name not in NON_PASS_ROWS]


def measure_pipeline(
    mlir_opt: str,
    path: Path,
    pipeline: str,
    repeat: int,
    plugin: Optional[str],
    threads: bool,
    timeout: Optional[float],
    extra: Sequence[str] = (),
) -> tuple:
    """Like measure, with the pass time = sum of pipeline_rows.

    Runs with the tree display (a later --mlir-timing-display wins over
    benchlib's list). run_mlir_opt is asked for the always-present
    "Total" row, so it only checks that the run succeeded; its pass_wall is
    ignored. Returns (Measurement, timing report of the fastest run)."""
    best_pass: Optional[float] = None
    best_total: Optional[float] = None
    best_report: Optional[TimingReport] = None
    argv: list = []
    for _ in range(max(1, repeat)):
        r = run_mlir_opt(
            mlir_opt, path, pipeline, ["Total"], plugin, threads,
            extra=[*extra, "--mlir-timing-display=tree"], timeout=timeout,
        )
        argv = r.argv
        if not r.ok:
            return Measurement(False, None, None, r.error, argv, []), None
        assert r.report is not None
        rows = pipeline_rows(r.report)
        if not rows:
            return Measurement(
                False, None, None, "no pass rows in the timing report", argv, []
            ), None
        t = sum(row.wall for row in rows)
        if best_pass is None or t < best_pass:
            best_pass, best_report = t, r.report
        best_total = r.wall if best_total is None else min(best_total, r.wall)
    assert best_report is not None
    names = list(dict.fromkeys(row.name for row in pipeline_rows(best_report)))
    return Measurement(True, best_pass, best_total, None, argv, names), best_report


def is_pass_container(name: str) -> bool:
    """Pass-manager rows that only hold nested pipelines."""
    return name.startswith("Pipeline Collection") or name.endswith(" Pipeline")


def outermost_pass_rows(report: TimingReport) -> list:
    """Rows of passes not nested in another pass (tree display): nested
    pipelines are looked into, analyses and passes run by a pass are not."""
    out: list = []
    inside: Optional[int] = None  # depth of the pass row we are inside of
    for r in report.rows:
        if inside is not None and r.depth > inside:
            continue
        inside = None
        if (r.depth == 0 and r.name in NON_PASS_ROWS) or r.name.startswith("(A)") or is_pass_container(r.name):
            continue
        out.append(r)
        inside = r.depth
    return out


def breakdown(report: TimingReport, limit: int = 7) -> str:
    """'name seconds (xN)' per pass, largest first, for the log."""
    per: dict = {}
    for r in outermost_pass_rows(report):
        t, k = per.get(r.name, (0.0, 0))
        per[r.name] = (t + r.wall, k + 1)
    items = sorted(per.items(), key=lambda kv: -kv[1][0])
    parts = [f"{n} {t:.4f}" + (f" (x{k})" if k > 1 else "") for n, (t, k) in items[:limit]]
    if len(items) > limit:
        parts.append(f"+{len(items) - limit} more {sum(t for _, (t, _) in items[limit:]):.4f}")
    return ", ".join(parts)


# --------------------------------------------------------------------------
# Tables
# --------------------------------------------------------------------------


@dataclasses.dataclass
class Row:
    module: str  # e.g. "many 10k"
    ops: int
    pass_name: str  # upstream argument name, e.g. "buffer-hoisting"
    upstream: Optional[Measurement]
    ours: Optional[Measurement]


def _secs(x: Optional[float]) -> str:
    return "n/a" if x is None else f"{x:.4f}"


def _ratio(num: Optional[float], den: Optional[float]) -> str:
    if num is None or den is None:
        return "n/a"
    if den <= 0:
        return "inf" if num > 0 else "n/a"
    return f"{num / den:.2f}"


def table_cells(rows: Sequence[Row]) -> tuple:
    header = [
        "module",
        "ops",
        "pass",
        "upstream pass (s)",
        "ours pass (s)",
        "ours/upstream",
        "upstream total (s)",
        "ours total (s)",
        "ours/upstream total",
    ]
    body = []
    for r in rows:
        up_p = r.upstream.pass_wall if r.upstream and r.upstream.ok else None
        up_t = r.upstream.total_wall if r.upstream and r.upstream.ok else None
        our_p = r.ours.pass_wall if r.ours and r.ours.ok else None
        our_t = r.ours.total_wall if r.ours and r.ours.ok else None
        body.append(
            [
                r.module,
                str(r.ops),
                r.pass_name,
                _secs(up_p),
                "skipped" if r.ours is None else _secs(our_p),
                _ratio(our_p, up_p),
                _secs(up_t),
                "skipped" if r.ours is None else _secs(our_t),
                _ratio(our_t, up_t),
            ]
        )
    return header, body


def format_table(rows: Sequence[Row], markdown: bool = False, drop_ours: bool = False) -> str:
    """Plain-text (aligned) or Markdown table. ``drop_ours`` hides our columns."""
    header, body = table_cells(rows)
    return render_table(header, body, markdown, drop_ours)


def render_table(header: Sequence[str], body: Sequence[Sequence[str]], markdown: bool = False,
                 drop_ours: bool = False) -> str:
    """Renders the cells of :func:`table_cells` (possibly edited by the
    caller): plain text (aligned) or Markdown. ``drop_ours`` hides our
    columns."""
    if drop_ours:
        keep = [i for i, h in enumerate(header) if "ours" not in h]
        header = [header[i] for i in keep]
        body = [[row[i] for i in keep] for row in body]
    numeric = [h not in ("module", "pass") for h in header]
    if markdown:
        lines = ["| " + " | ".join(header) + " |"]
        lines.append("|" + "|".join("---:" if n else "---" for n in numeric) + "|")
        for row in body:
            lines.append("| " + " | ".join(row) + " |")
        return "\n".join(lines)
    widths = [max(len(h), *(len(r[i]) for r in body)) if body else len(h) for i, h in enumerate(header)]

    def fmt(cells: Sequence[str]) -> str:
        return "  ".join(
            c.rjust(w) if n else c.ljust(w) for c, w, n in zip(cells, widths, numeric)
        ).rstrip()

    lines = [fmt(header), fmt(["-" * w for w in widths])]
    lines += [fmt(r) for r in body]
    return "\n".join(lines)


def timed_out(m: Optional[Measurement]) -> bool:
    """True if ``m`` failed because a run exceeded measure()'s timeout."""
    return m is not None and not m.ok and bool(m.error) and m.error.startswith("timed out")


def format_table_with_timeouts(rows: Sequence[Row], markdown: bool = False, drop_ours: bool = False,
                               timeout: Optional[float] = None) -> str:
    """:func:`format_table`, with "timeout" in the cells of a side whose runs
    exceeded ``timeout``; if only upstream timed out and ours finished, the
    total ratio is shown as an upper bound (``<ours/timeout``)."""
    header, body = table_cells(rows)
    col = {h: i for i, h in enumerate(header)}
    for r, cells in zip(rows, body):
        for side in ("upstream", "ours"):
            if timed_out(getattr(r, side)):
                cells[col[f"{side} pass (s)"]] = "timeout"
                cells[col[f"{side} total (s)"]] = "timeout"
        if timed_out(r.upstream) and r.ours is not None and r.ours.ok and timeout:
            cells[col["ours/upstream total"]] = f"<{r.ours.total_wall / timeout:.2f}"
    return render_table(header, body, markdown, drop_ours)

