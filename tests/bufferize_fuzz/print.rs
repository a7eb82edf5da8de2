//! MLIR 22 text of a [`Program`]: the print declarations (`printI64`,
//! `printComma`, `printNewline`, as in `libmlir_c_runner_utils`), the
//! helpers `@show0/1/2` that print a tensor's elements on one line
//! separated by `, `, every function, and the entry function calling each
//! section's driver after its marker line.

use std::fmt::Write;

use super::ast::{Block, Func, K, Op, Program, Region, Slice, Ty, V, drive_name};

/// The marker line printed before section `k`'s output.
pub fn marker_value(k: u32) -> i64 {
    1_000_000_000 + i64::from(k)
}

/// How to print a program.
pub struct Style<'a> {
    /// Name of the entry function (`main` for the e2e harness,
    /// `fuzz_main` for the fuzzer's own C `main`).
    pub entry: &'a str,
    /// Print each section's marker line before calling its driver.
    pub markers: bool,
    /// A `//` comment at the top (each line prefixed).
    pub header: &'a str,
}

pub fn program(p: &Program, style: &Style) -> String {
    let mut out = String::new();
    for l in style.header.lines() {
        let _ = writeln!(out, "// {l}");
    }
    out.push_str(PRELUDE);
    for f in &p.funcs {
        Printer { p, out: &mut out }.func(f);
        out.push('\n');
    }
    let _ = writeln!(out, "func.func @{}() {{", style.entry);
    for &k in &p.sections {
        if style.markers {
            let _ = writeln!(
                out,
                "  %m{k} = arith.constant {} : i64\n  func.call @printI64(%m{k}) : (i64) -> ()\n  func.call @printNewline() : () -> ()",
                marker_value(k)
            );
        }
        let _ = writeln!(out, "  func.call @{}() : () -> ()", drive_name(k));
    }
    out.push_str("  return\n}\n");
    out
}

const PRELUDE: &str = r#"func.func private @printI64(i64)
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

"#;

struct Printer<'a> {
    p: &'a Program,
    out: &'a mut String,
}

fn name(v: V) -> String {
    format!("%v{v}")
}

fn names(vs: &[V]) -> String {
    vs.iter().map(|v| name(*v)).collect::<Vec<_>>().join(", ")
}

impl Printer<'_> {
    fn ty(&self, v: V) -> String {
        self.p.ty(v).mlir()
    }

    fn tys(&self, vs: &[V]) -> String {
        vs.iter()
            .map(|v| self.ty(*v))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// `(%a : A, %b : B)` successor operands, or nothing.
    fn succ_args(&self, vs: &[V]) -> String {
        if vs.is_empty() {
            String::new()
        } else {
            format!("({} : {})", names(vs), self.tys(vs))
        }
    }

    fn typed_args(&self, vs: &[V]) -> String {
        vs.iter()
            .map(|v| format!("{}: {}", name(*v), self.ty(*v)))
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn line(&mut self, indent: usize, s: &str) {
        for _ in 0..indent {
            self.out.push_str("  ");
        }
        self.out.push_str(s);
        self.out.push('\n');
    }

    fn func(&mut self, f: &Func) {
        let results = f
            .results
            .iter()
            .map(Ty::mlir)
            .collect::<Vec<_>>()
            .join(", ");
        let head = format!(
            "func.func {}@{}({}) -> ({results}) {{",
            if f.private { "private " } else { "" },
            f.name,
            self.typed_args(f.params())
        );
        self.line(0, &head);
        self.region_blocks(&f.body, 1, false);
        self.line(0, "}");
    }

    /// The blocks of `r`; the entry block's label only with
    /// `entry_label` (its arguments are otherwise declared by the op).
    fn region_blocks(&mut self, r: &Region, indent: usize, entry_label: bool) {
        for (i, b) in r.blocks.iter().enumerate() {
            if i > 0 || entry_label {
                let label = if b.args.is_empty() {
                    format!("^bb{i}:")
                } else {
                    format!("^bb{i}({}):", self.typed_args(&b.args))
                };
                self.line(indent.saturating_sub(1), &label);
            }
            self.block_ops(b, indent);
        }
    }

    fn block_ops(&mut self, b: &Block, indent: usize) {
        for op in &b.ops {
            self.op(op, indent);
        }
    }

    fn slice(&self, s: &Slice, dynamic: &[V]) -> String {
        let mut dyns = dynamic.iter();
        let mut list = |xs: &[Option<i64>]| {
            xs.iter()
                .map(|x| match x {
                    Some(c) => c.to_string(),
                    None => name(*dyns.next().expect("dynamic slice operand")),
                })
                .collect::<Vec<_>>()
                .join(", ")
        };
        let o = list(&s.offsets);
        let z = list(&s.sizes);
        let st = s
            .strides
            .iter()
            .map(i64::to_string)
            .collect::<Vec<_>>()
            .join(", ");
        format!("[{o}] [{z}] [{st}]")
    }

    fn results(&self, op: &Op) -> String {
        if op.res.is_empty() {
            String::new()
        } else {
            format!("{} = ", names(&op.res))
        }
    }

    fn dense(ty: &Ty, data: &[i64]) -> String {
        if data.iter().all(|x| *x == data[0]) {
            return format!("dense<{}>", data[0]);
        }
        let dims: Vec<usize> = ty.dims().iter().map(|d| d.unwrap() as usize).collect();
        fn rec(dims: &[usize], data: &[i64]) -> String {
            if dims.is_empty() {
                return data[0].to_string();
            }
            let inner: usize = dims[1..].iter().product();
            let parts: Vec<String> = (0..dims[0])
                .map(|i| rec(&dims[1..], &data[i * inner..(i + 1) * inner]))
                .collect();
            format!("[{}]", parts.join(", "))
        }
        format!("dense<{}>", rec(&dims, data))
    }

    /// The linalg body of `op` (map/reduce syntax: `(%a: i64, ...) {`).
    fn paren_body(&mut self, r: &Region, indent: usize) {
        let b = &r.blocks[0];
        let head = format!("({}) {{", self.typed_args(&b.args));
        self.line(indent + 1, &head);
        self.block_ops(b, indent + 2);
        self.line(indent + 1, "}");
    }

    fn op(&mut self, op: &Op, ind: usize) {
        let r = self.results(op);
        let a = &op.args;
        let rty = op.res.first().map(|v| self.ty(*v)).unwrap_or_default();
        let prog = self.p;
        let aty = |i: usize| prog.ty(a[i]).mlir();
        let s = match &op.kind {
            K::ConstIndex(c) => format!("{r}arith.constant {c} : index"),
            K::ConstI64(c) => format!("{r}arith.constant {c} : i64"),
            K::ConstI1(b) => format!("{r}arith.constant {b}"),
            K::Arith(b) => format!(
                "{r}{} {}, {} : {}",
                b.arith(),
                name(a[0]),
                name(a[1]),
                aty(0)
            ),
            K::Cmp(p) => format!(
                "{r}arith.cmpi {}, {}, {} : {}",
                p.name(),
                name(a[0]),
                name(a[1]),
                aty(0)
            ),
            K::IndexToI64 => format!("{r}arith.index_cast {} : index to i64", name(a[0])),
            K::Select => format!(
                "{r}arith.select {}, {}, {} : {rty}",
                name(a[0]),
                name(a[1]),
                name(a[2])
            ),
            K::Empty => format!("{r}tensor.empty({}) : {rty}", names(a)),
            K::Constant(data) => {
                format!(
                    "{r}arith.constant {} : {rty}",
                    Self::dense(self.p.ty(op.res[0]), data)
                )
            }
            K::ComplexConstant(data) => {
                let elems: Vec<String> = data
                    .iter()
                    .map(|(r, i)| format!("({r}.0, {i}.0)"))
                    .collect();
                format!("{r}arith.constant dense<[{}]> : {rty}", elems.join(", "))
            }
            K::ComplexExtract(im) => {
                let t = format!("%c{}", op.res[0]);
                self.line(
                    ind,
                    &format!(
                        "{t}e = tensor.extract {}[{}] : {}",
                        name(a[0]),
                        name(a[1]),
                        aty(0)
                    ),
                );
                self.line(
                    ind,
                    &format!(
                        "{t}p = complex.{} {t}e : complex<f32>",
                        if *im { "im" } else { "re" }
                    ),
                );
                format!("{r}arith.fptosi {t}p : f32 to i64")
            }
            K::Extract => format!(
                "{r}tensor.extract {}[{}] : {}",
                name(a[0]),
                names(&a[1..]),
                aty(0)
            ),
            K::Insert => format!(
                "{r}tensor.insert {} into {}[{}] : {}",
                name(a[0]),
                name(a[1]),
                names(&a[2..]),
                aty(1)
            ),
            K::ExtractSlice(s) => format!(
                "{r}tensor.extract_slice {}{} : {} to {rty}",
                name(a[0]),
                self.slice(s, &a[1..]),
                aty(0)
            ),
            K::InsertSlice(s) => format!(
                "{r}tensor.insert_slice {} into {}{} : {} into {}",
                name(a[0]),
                name(a[1]),
                self.slice(s, &a[2..]),
                aty(0),
                aty(1)
            ),
            K::ParallelInsertSlice(s) => format!(
                "tensor.parallel_insert_slice {} into {}{} : {} into {}",
                name(a[0]),
                name(a[1]),
                self.slice(s, &a[2..]),
                aty(0),
                aty(1)
            ),
            K::Cast => format!("{r}tensor.cast {} : {} to {rty}", name(a[0]), aty(0)),
            K::Collapse(groups) => format!(
                "{r}tensor.collapse_shape {} {} : {} into {rty}",
                name(a[0]),
                reassoc(groups),
                aty(0)
            ),
            K::Expand(groups, shape) => {
                let mut dyns = a[1..].iter();
                let shape = shape
                    .iter()
                    .map(|d| match d {
                        Some(c) => c.to_string(),
                        None => name(*dyns.next().expect("dynamic output size")),
                    })
                    .collect::<Vec<_>>()
                    .join(", ");
                format!(
                    "{r}tensor.expand_shape {} {} output_shape [{shape}] : {} into {rty}",
                    name(a[0]),
                    reassoc(groups),
                    aty(0)
                )
            }
            K::FromElements => format!("{r}tensor.from_elements {} : {rty}", names(a)),
            K::Generate => {
                let head = format!("{r}tensor.generate {} {{", names(a));
                self.line(ind, &head);
                self.region_blocks(&op.regions[0], ind + 1, true);
                format!("}} : {rty}")
            }
            K::Splat => {
                if a.len() > 1 {
                    format!("{r}tensor.splat {}[{}] : {rty}", name(a[0]), names(&a[1..]))
                } else {
                    format!("{r}tensor.splat {} : {rty}", name(a[0]))
                }
            }
            K::Pad(low, high) => {
                let mut dyns = a[1..].iter();
                let mut list = |xs: &[Option<i64>]| {
                    xs.iter()
                        .map(|x| match x {
                            Some(c) => c.to_string(),
                            None => name(*dyns.next().expect("dynamic pad")),
                        })
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                let (l, h) = (list(low), list(high));
                let head = format!("{r}tensor.pad {} low[{l}] high[{h}] {{", name(a[0]));
                self.line(ind, &head);
                self.region_blocks(&op.regions[0], ind + 1, true);
                format!("}} : {} to {rty}", aty(0))
            }
            K::Concat(d) => format!(
                "{r}tensor.concat dim({d}) {} : ({}) -> {rty}",
                names(a),
                self.tys(a)
            ),
            K::Dim => format!("{r}tensor.dim {}, {} : {}", name(a[0]), name(a[1]), aty(0)),
            K::Generic(g) => {
                let dims: Vec<String> = (0..g.loops).map(|d| format!("d{d}")).collect();
                let maps: Vec<String> = g
                    .maps
                    .iter()
                    .map(|m| {
                        let res: Vec<String> = m.iter().map(|d| format!("d{d}")).collect();
                        format!("affine_map<({}) -> ({})>", dims.join(", "), res.join(", "))
                    })
                    .collect();
                let its: Vec<&str> = (0..g.loops)
                    .map(|d| {
                        if g.reductions.contains(&d) {
                            "\"reduction\""
                        } else {
                            "\"parallel\""
                        }
                    })
                    .collect();
                let (ins, outs) = a.split_at(g.ins);
                let ins_s = if ins.is_empty() {
                    String::new()
                } else {
                    format!(" ins({} : {})", names(ins), self.tys(ins))
                };
                let head = format!(
                    "{r}linalg.generic {{indexing_maps = [{}], iterator_types = [{}]}}{ins_s} outs({} : {}) {{",
                    maps.join(", "),
                    its.join(", "),
                    names(outs),
                    self.tys(outs)
                );
                self.line(ind, &head);
                self.region_blocks(&op.regions[0], ind + 1, true);
                format!("}} -> ({})", self.tys(&op.res))
            }
            K::Fill => format!(
                "{r}linalg.fill ins({} : i64) outs({} : {rty}) -> {rty}",
                name(a[0]),
                name(a[1])
            ),
            K::Copy => format!(
                "{r}linalg.copy ins({} : {}) outs({} : {rty}) -> {rty}",
                name(a[0]),
                aty(0),
                name(a[1])
            ),
            K::Named(b) => format!(
                "{r}{} ins({}, {} : {}, {}) outs({} : {rty}) -> {rty}",
                b.linalg(),
                name(a[0]),
                name(a[1]),
                aty(0),
                aty(1),
                name(a[2])
            ),
            K::Matmul => format!(
                "{r}linalg.matmul ins({}, {} : {}, {}) outs({} : {rty}) -> {rty}",
                name(a[0]),
                name(a[1]),
                aty(0),
                aty(1),
                name(a[2])
            ),
            K::Map => {
                let (ins, out) = a.split_at(a.len() - 1);
                let head = format!(
                    "{r}linalg.map ins({} : {}) outs({} : {rty})",
                    names(ins),
                    self.tys(ins),
                    name(out[0])
                );
                self.line(ind, &head);
                self.paren_body(&op.regions[0], ind);
                return;
            }
            K::Reduce(dims) => {
                let head = format!(
                    "{r}linalg.reduce ins({} : {}) outs({} : {rty}) dimensions = [{}]",
                    name(a[0]),
                    aty(0),
                    name(a[1]),
                    join(dims)
                );
                self.line(ind, &head);
                self.paren_body(&op.regions[0], ind);
                return;
            }
            K::Transpose(perm) => format!(
                "{r}linalg.transpose ins({} : {}) outs({} : {rty}) permutation = [{}]",
                name(a[0]),
                aty(0),
                name(a[1]),
                join(perm)
            ),
            K::Broadcast(dims) => format!(
                "{r}linalg.broadcast ins({} : {}) outs({} : {rty}) dimensions = [{}]",
                name(a[0]),
                aty(0),
                name(a[1]),
                join(dims)
            ),
            K::LinalgIndex(d) => format!("{r}linalg.index {d} : index"),
            K::LinalgYield => format!("linalg.yield {} : {}", names(a), self.tys(a)),
            K::TensorYield => format!("tensor.yield {} : i64", name(a[0])),
            K::For => {
                let body = &op.regions[0].blocks[0];
                let iters: Vec<String> = body.args[1..]
                    .iter()
                    .zip(&a[3..])
                    .map(|(b, i)| format!("{} = {}", name(*b), name(*i)))
                    .collect();
                let iter_s = if iters.is_empty() {
                    String::new()
                } else {
                    format!(
                        " iter_args({}) -> ({})",
                        iters.join(", "),
                        self.tys(&op.res)
                    )
                };
                let head = format!(
                    "{r}scf.for {} = {} to {} step {}{iter_s} {{",
                    name(body.args[0]),
                    name(a[0]),
                    name(a[1]),
                    name(a[2])
                );
                self.line(ind, &head);
                self.region_blocks(&op.regions[0], ind + 1, false);
                "}".into()
            }
            K::While => {
                let before = &op.regions[0].blocks[0];
                let inits: Vec<String> = before
                    .args
                    .iter()
                    .zip(a)
                    .map(|(b, i)| format!("{} = {}", name(*b), name(*i)))
                    .collect();
                let head = format!(
                    "{r}scf.while ({}) : ({}) -> ({}) {{",
                    inits.join(", "),
                    self.tys(a),
                    self.tys(&op.res)
                );
                self.line(ind, &head);
                self.region_blocks(&op.regions[0], ind + 1, false);
                self.line(ind, "} do {");
                self.region_blocks(&op.regions[1], ind + 1, true);
                "}".into()
            }
            K::Condition => {
                if a.len() > 1 {
                    format!(
                        "scf.condition({}) {} : {}",
                        name(a[0]),
                        names(&a[1..]),
                        self.tys(&a[1..])
                    )
                } else {
                    format!("scf.condition({})", name(a[0]))
                }
            }
            K::If => {
                let res = if op.res.is_empty() {
                    String::new()
                } else {
                    format!(" -> ({})", self.tys(&op.res))
                };
                let head = format!("{r}scf.if {}{res} {{", name(a[0]));
                self.line(ind, &head);
                self.region_blocks(&op.regions[0], ind + 1, false);
                self.line(ind, "} else {");
                self.region_blocks(&op.regions[1], ind + 1, false);
                "}".into()
            }
            K::IndexSwitch(cases) => {
                let res = if op.res.is_empty() {
                    String::new()
                } else {
                    format!(" -> {}", self.tys(&op.res))
                };
                let head = format!("{r}scf.index_switch {}{res}", name(a[0]));
                self.line(ind, &head);
                for (i, c) in cases.iter().enumerate() {
                    self.line(ind, &format!("case {c} {{"));
                    self.region_blocks(&op.regions[i], ind + 1, false);
                    self.line(ind, "}");
                }
                self.line(ind, "default {");
                self.region_blocks(&op.regions[cases.len()], ind + 1, false);
                "}".into()
            }
            K::ExecuteRegion => {
                let res = if op.res.is_empty() {
                    String::new()
                } else {
                    format!(" -> ({})", self.tys(&op.res))
                };
                self.line(ind, &format!("{r}scf.execute_region{res} {{"));
                self.region_blocks(&op.regions[0], ind + 1, false);
                "}".into()
            }
            K::Forall(ubs) => {
                let body = &op.regions[0].blocks[0];
                let n = ubs.len();
                let shared: Vec<String> = body.args[n..]
                    .iter()
                    .zip(a)
                    .map(|(b, i)| format!("{} = {}", name(*b), name(*i)))
                    .collect();
                let head = format!(
                    "{r}scf.forall ({}) in ({}) shared_outs({}) -> ({}) {{",
                    names(&body.args[..n]),
                    join(ubs),
                    shared.join(", "),
                    self.tys(&op.res)
                );
                self.line(ind, &head);
                self.region_blocks(&op.regions[0], ind + 1, false);
                "}".into()
            }
            K::InParallel => {
                self.line(ind, "scf.forall.in_parallel {");
                self.region_blocks(&op.regions[0], ind + 1, false);
                "}".into()
            }
            K::Yield => {
                if a.is_empty() {
                    "scf.yield".into()
                } else {
                    format!("scf.yield {} : {}", names(a), self.tys(a))
                }
            }
            K::Br(t) => format!("cf.br ^bb{t}{}", self.succ_args(a)),
            K::CondBr(t, f, n) => format!(
                "cf.cond_br {}, ^bb{t}{}, ^bb{f}{}",
                name(a[0]),
                self.succ_args(&a[1..1 + n]),
                self.succ_args(&a[1 + n..])
            ),
            K::Call(callee) => {
                let res: Vec<String> = op.res.iter().map(|v| self.ty(*v)).collect();
                format!(
                    "{r}func.call @{callee}({}) : ({}) -> ({})",
                    names(a),
                    self.tys(a),
                    res.join(", ")
                )
            }
            K::Return => {
                if a.is_empty() {
                    "return".into()
                } else {
                    format!("return {} : {}", names(a), self.tys(a))
                }
            }
            K::TransferRead => {
                let n = a.len();
                format!(
                    "{r}vector.transfer_read {}[{}], {} {{in_bounds = [true]}} : {}, {rty}",
                    name(a[0]),
                    names(&a[1..n - 1]),
                    name(a[n - 1]),
                    aty(0)
                )
            }
            K::TransferWrite => format!(
                "{r}vector.transfer_write {}, {}[{}] {{in_bounds = [true]}} : {}, {}",
                name(a[0]),
                name(a[1]),
                names(&a[2..]),
                aty(0),
                aty(1)
            ),
            K::Print => {
                self.print(a[0], ind);
                return;
            }
        };
        self.line(ind, &s);
    }

    /// `K::Print`: a scalar with `printI64`, a tensor through `@showN`.
    fn print(&mut self, v: V, ind: usize) {
        let n = name(v);
        let p = format!("%p{v}_{}", self.out.len());
        match self.p.ty(v).clone() {
            Ty::I64 => self.print_i64(&n, ind),
            Ty::Index => {
                self.line(ind, &format!("{p} = arith.index_cast {n} : index to i64"));
                self.print_i64(&p, ind);
            }
            Ty::I1 => {
                self.line(ind, &format!("{p} = arith.extui {n} : i1 to i64"));
                self.print_i64(&p, ind);
            }
            Ty::Vector(_) | Ty::ComplexTensor(_) => unreachable!("not printed"),
            ty @ Ty::Tensor(_) => {
                let rank = ty.rank();
                let dynamic = Ty::dynamic_tensor(rank);
                let arg = if rank == 0 || ty == dynamic {
                    n
                } else {
                    self.line(
                        ind,
                        &format!(
                            "{p} = tensor.cast {n} : {} to {}",
                            ty.mlir(),
                            dynamic.mlir()
                        ),
                    );
                    p
                };
                self.line(
                    ind,
                    &format!(
                        "func.call @show{rank}({arg}) : ({}) -> ()",
                        if rank == 0 { ty.mlir() } else { dynamic.mlir() }
                    ),
                );
            }
        }
    }

    fn print_i64(&mut self, v: &str, ind: usize) {
        self.line(ind, &format!("func.call @printI64({v}) : (i64) -> ()"));
        self.line(ind, "func.call @printNewline() : () -> ()");
    }
}

fn join(xs: &[impl ToString]) -> String {
    xs.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

fn reassoc(groups: &[Vec<usize>]) -> String {
    let g: Vec<String> = groups.iter().map(|g| format!("[{}]", join(g))).collect();
    format!("[{}]", g.join(", "))
}
