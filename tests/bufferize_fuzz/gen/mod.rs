//! The generator: random, valid tensor programs as an [`ast::Program`],
//! deterministic for a seed.
//!
//! A section (one test function `@tK` with its driver and callees) is
//! built statement by statement. Every value carries an [`Info`]: its
//! runtime shape (fixed at generation: loops and branches keep the shapes
//! of what they carry), the range of an index, whether every element is
//! defined, and the tensor it is a version or view of (its *root*, for the
//! yield patterns). Operands are picked from the values in scope, with a
//! preference for values defined outside the innermost loop (to write and
//! read them inside) and for old versions of tensors that were written
//! since (to read them after the write). Indices and slices are in bounds
//! by construction; [`super::eval`] checks everything again.
//!
//! Families ([`FAMILIES`]) are the constructs the generator can make, each
//! counted when made and each switchable (`FERROBUF_BUFFERIZE_FUZZ_FAMILIES`).

mod calls;
mod control;
mod families;
mod linalg;
mod section;
mod tensor;

pub use families::{FAMILIES, Families, all_families, parse_families};
pub use section::program;

use std::collections::{BTreeMap, HashMap};

use super::ast::{Block, Func, K, Op, Program, Region, Ty, V};
use super::rng::Rng;

pub type Stats = BTreeMap<&'static str, usize>;

/// What the generator knows about a value.
#[derive(Clone, Debug)]
pub struct Info {
    /// Runtime shape of a tensor (length of a vector).
    pub shape: Vec<i64>,
    /// Possible runtime values of an index.
    pub range: (i64, i64),
    /// The value of a constant.
    pub konst: Option<i64>,
    /// Every element is defined.
    pub init: bool,
    /// The tensor this is a version or view of.
    pub root: V,
    /// A later op wrote into it (a read now reads an old version).
    pub overwritten: bool,
    /// A constant or a view of one (writes into it copy anyway).
    pub readonly: bool,
}

impl Info {
    fn scalar(v: V) -> Info {
        Info {
            shape: Vec::new(),
            range: (i64::MIN, i64::MAX),
            konst: None,
            init: true,
            root: v,
            overwritten: false,
            readonly: false,
        }
    }
}

/// Generation state shared by the functions of a section.
pub struct Shared<'a> {
    pub rng: Rng,
    pub p: &'a mut Program,
    pub fams: &'a Families,
    pub stats: Stats,
    pub section: u32,
    /// Functions made for this section (callees), in order.
    pub funcs: Vec<Func>,
    next_callee: usize,
}

struct RegionBuilder {
    blocks: Vec<Block>,
    cur: usize,
    /// May hold several blocks (function bodies, `scf.execute_region`).
    multi: bool,
}

#[derive(Default)]
struct Scope {
    vals: Vec<V>,
    /// Tighter index ranges valid in this scope (a cf loop's body).
    ranges: HashMap<V, (i64, i64)>,
    /// The scope of a loop body: values below it are defined outside.
    loop_body: bool,
}

/// Limits of a function's shape.
const MAX_LOOP_DEPTH: usize = 2;
const MAX_REGION_DEPTH: usize = 3;

/// Generates one function body.
pub struct FnGen<'s, 'a> {
    pub sh: &'s mut Shared<'a>,
    regions: Vec<RegionBuilder>,
    scopes: Vec<Scope>,
    info: HashMap<V, Info>,
    loop_depth: usize,
    region_depth: usize,
    in_forall: bool,
    /// `Print` ops allowed (test functions, outside `scf.forall`).
    can_print: bool,
    /// Callees allowed (a budget of call sites).
    calls_left: usize,
    /// Nesting of callee generation.
    callee_depth: usize,
    /// Values (and their roots) never to be read again.
    retired: std::collections::HashSet<V>,
    /// No loop-variant offsets for now.
    fixed_offsets: bool,
}

impl<'s, 'a> FnGen<'s, 'a> {
    fn new(sh: &'s mut Shared<'a>, multi: bool) -> FnGen<'s, 'a> {
        FnGen {
            sh,
            regions: vec![RegionBuilder {
                blocks: vec![Block::default()],
                cur: 0,
                multi,
            }],
            scopes: vec![Scope::default()],
            info: HashMap::new(),
            loop_depth: 0,
            region_depth: 0,
            in_forall: false,
            can_print: false,
            calls_left: 3,
            callee_depth: 0,
            retired: std::collections::HashSet::new(),
            fixed_offsets: false,
        }
    }

    // ---- families and randomness

    pub fn on(&self, fam: &str) -> bool {
        self.sh.fams.contains(fam)
    }

    pub fn count(&mut self, fam: &'static str) {
        *self.sh.stats.entry(fam).or_default() += 1;
    }

    pub fn rng(&mut self) -> &mut Rng {
        &mut self.sh.rng
    }

    pub fn pct(&mut self, p: usize) -> bool {
        self.sh.rng.percent(p)
    }

    // ---- values

    pub fn ty(&self, v: V) -> Ty {
        self.sh.p.ty(v).clone()
    }

    pub fn info(&self, v: V) -> Info {
        let mut i = self
            .info
            .get(&v)
            .cloned()
            .unwrap_or_else(|| Info::scalar(v));
        for s in self.scopes.iter().rev() {
            if let Some(r) = s.ranges.get(&v) {
                i.range = *r;
                break;
            }
        }
        i
    }

    pub fn shape(&self, v: V) -> Vec<i64> {
        self.info(v).shape
    }

    fn new_value(&mut self, ty: Ty) -> V {
        self.sh.p.new_value(ty)
    }

    /// Makes `v` visible with `info`.
    pub fn def(&mut self, v: V, info: Info) {
        self.info.insert(v, info);
        self.scopes.last_mut().unwrap().vals.push(v);
    }

    /// Emits an op; its results are not in scope yet.
    pub fn emit(&mut self, kind: K, args: Vec<V>, res: Vec<Ty>, regions: Vec<Region>) -> Vec<V> {
        let res: Vec<V> = res.into_iter().map(|t| self.new_value(t)).collect();
        let rb = self.regions.last_mut().unwrap();
        rb.blocks[rb.cur].ops.push(Op {
            kind,
            args,
            res: res.clone(),
            regions,
        });
        res
    }

    /// Emits a one-result op and defines its result with `info` (its
    /// `root` is replaced by the result itself when `fresh`).
    pub fn emit1(&mut self, kind: K, args: Vec<V>, ty: Ty, mut info: Info, fresh: bool) -> V {
        let v = self.emit(kind, args, vec![ty], Vec::new())[0];
        if fresh {
            info.root = v;
        }
        self.def(v, info);
        v
    }

    /// Info of a fresh tensor of `shape`.
    pub fn tensor_info(&self, shape: &[i64], init: bool) -> Info {
        Info {
            shape: shape.to_vec(),
            range: (0, 0),
            konst: None,
            init,
            root: 0,
            overwritten: false,
            readonly: false,
        }
    }

    /// Marks `v` (and everything sharing its root) as overwritten.
    pub fn written(&mut self, v: V) {
        let root = self.info(v).root;
        for i in self.info.values_mut() {
            if i.root == root {
                i.overwritten = true;
            }
        }
    }

    /// Reads no version or view of `v`'s tensor from now on (a read
    /// after a loop makes every write in it conflict, which hides a
    /// conflict missed between iterations).
    pub fn retire(&mut self, v: V) {
        let root = self.info(v).root;
        self.retired.insert(v);
        self.retired.insert(root);
    }

    /// Values in scope (not retired), innermost last, with "defined
    /// outside the innermost loop".
    fn visible(&self) -> Vec<(V, bool)> {
        let barrier = self.scopes.iter().rposition(|s| s.loop_body);
        let mut out = Vec::new();
        for (i, s) in self.scopes.iter().enumerate() {
            let outer = barrier.is_some_and(|b| i < b);
            out.extend(
                s.vals
                    .iter()
                    .filter(|v| {
                        !self.retired.contains(v)
                            && !self.info.get(v).is_some_and(|i| {
                                self.retired.contains(&i.root) && self.ty(**v).is_tensor()
                            })
                    })
                    .map(|v| (*v, outer)),
            );
        }
        out
    }

    /// A value in scope satisfying `pred`, preferring (by weight) values
    /// from outside the innermost loop and, for `read`, old versions.
    pub fn pick(&mut self, read: bool, pred: impl Fn(&Ty, &Info) -> bool) -> Option<V> {
        let old_ok = self.on("read_old_version");
        let cands: Vec<(V, usize)> = self
            .visible()
            .into_iter()
            .filter_map(|(v, outer)| {
                let (ty, info) = (self.ty(v), self.info(v));
                if !pred(&ty, &info) || (ty.is_tensor() && read && !info.init) {
                    return None;
                }
                if read && info.overwritten && !old_ok {
                    return None;
                }
                let mut w = 4;
                if outer {
                    w += 5;
                }
                if read && info.overwritten {
                    w += 4;
                }
                Some((v, w))
            })
            .collect();
        if cands.is_empty() {
            return None;
        }
        let weights: Vec<usize> = cands.iter().map(|c| c.1).collect();
        let v = cands[self.sh.rng.weighted(&weights)].0;
        if read && self.info(v).overwritten {
            self.count("read_old_version");
        }
        Some(v)
    }

    /// A tensor in scope (defined elements) of rank in `ranks`.
    pub fn pick_tensor(&mut self, ranks: &[usize]) -> Option<V> {
        self.pick(true, |t, _| t.is_tensor() && ranks.contains(&t.rank()))
    }

    /// A defined tensor in scope with runtime `shape`.
    pub fn pick_shaped(&mut self, shape: &[i64], read: bool) -> Option<V> {
        let shape = shape.to_vec();
        self.pick(read, move |t, i| t.is_tensor() && i.shape == shape)
    }

    pub fn in_loop(&self) -> bool {
        self.loop_depth > 0
    }

    // ---- scalars

    /// An index constant (reusing one in scope).
    pub fn index(&mut self, c: i64) -> V {
        if let Some(v) = self
            .visible()
            .into_iter()
            .map(|x| x.0)
            .find(|v| self.ty(*v) == Ty::Index && self.info(*v).konst == Some(c))
        {
            return v;
        }
        let mut info = Info::scalar(0);
        info.range = (c, c);
        info.konst = Some(c);
        self.emit1(K::ConstIndex(c), vec![], Ty::Index, info, true)
    }

    pub fn i64_const(&mut self, c: i64) -> V {
        let mut info = Info::scalar(0);
        info.konst = Some(c);
        self.emit1(K::ConstI64(c), vec![], Ty::I64, info, true)
    }

    /// An i64 value: a constant, an `i64` in scope, or an element read.
    pub fn scalar(&mut self) -> V {
        match self.sh.rng.below(10) {
            0..=3 => {
                if let Some(v) = self.pick(true, |t, _| *t == Ty::I64) {
                    return v;
                }
            }
            4..=5 if self.on("extract") => {
                if let Some(v) = self.extract_any() {
                    return v;
                }
            }
            _ => {}
        }
        let c = self.sh.rng.elem();
        self.i64_const(c)
    }

    /// An index in `0..=max`: a constant (static when `allow_static`, as
    /// `None`), a dynamic constant, a loop-variant value or a sum.
    pub fn offset(&mut self, max: i64, allow_static: bool) -> (Option<i64>, Option<V>) {
        if self.on("slice_loop_offset") && !self.fixed_offsets && self.pct(55) {
            let var = self.pick(false, |t, i| {
                *t == Ty::Index && i.konst.is_none() && i.range.0 >= 0 && i.range.1 <= max
            });
            if let Some(v) = var {
                self.count("slice_loop_offset");
                return (None, Some(v));
            }
            // iv + c where it fits.
            let var = self.pick(false, |t, i| {
                *t == Ty::Index && i.konst.is_none() && i.range.0 >= 0 && i.range.1 < max
            });
            if let Some(v) = var {
                let (lo, hi) = self.info(v).range;
                let c = self.sh.rng.range(1, max - hi);
                let cv = self.index(c);
                let mut info = Info::scalar(0);
                info.range = (lo + c, hi + c);
                self.count("slice_loop_offset");
                let s = self.emit1(
                    K::Arith(super::ast::Bin::Add),
                    vec![v, cv],
                    Ty::Index,
                    info,
                    true,
                );
                return (None, Some(s));
            }
        }
        let c = self.sh.rng.range(0, max);
        if allow_static && self.pct(50) {
            (Some(c), None)
        } else {
            self.count("slice_dynamic_offset");
            (None, Some(self.index(c)))
        }
    }

    /// An index operand in `0..=max` (always an SSA value).
    pub fn index_in(&mut self, max: i64) -> V {
        let (s, d) = self.offset(max, false);
        d.unwrap_or_else(|| self.index(s.unwrap()))
    }

    /// An `i1`: a comparison of a loop-variant index (in loops) or of
    /// element values.
    pub fn cond(&mut self) -> V {
        let var = self.pick(false, |t, i| {
            *t == Ty::Index && i.konst.is_none() && i.range.0 < i.range.1 && i.range.1 < 100
        });
        let (a, b) = match var {
            Some(v) if self.pct(75) => {
                let (lo, hi) = self.info(v).range;
                let c = self.sh.rng.range(lo, hi);
                (v, self.index(c))
            }
            _ => {
                let x = self.scalar();
                let c = self.sh.rng.elem();
                (x, self.i64_const(c))
            }
        };
        let p = self.sh.rng.pick(&[
            super::ast::Pred::Eq,
            super::ast::Pred::Ne,
            super::ast::Pred::Slt,
            super::ast::Pred::Sge,
        ]);
        self.emit1(K::Cmp(p), vec![a, b], Ty::I1, Info::scalar(0), true)
    }

    // ---- tensors

    /// A tensor type for `shape`: each dimension dynamic with some chance.
    pub fn ty_for(&mut self, shape: &[i64]) -> Ty {
        let p = 30;
        Ty::Tensor(
            shape
                .iter()
                .map(|d| {
                    if self.sh.rng.percent(p) {
                        None
                    } else {
                        Some(*d)
                    }
                })
                .collect(),
        )
    }

    /// `v` as a value of type `want` (a `tensor.cast` when the types
    /// differ; the runtime shape must fit).
    pub fn coerce(&mut self, v: V, want: &Ty) -> V {
        let have = self.ty(v);
        if have == *want {
            return v;
        }
        let info = self.info(v);
        assert!(
            want.admits(&info.shape),
            "coerce {} to {}",
            have.mlir(),
            want.mlir()
        );
        self.count("cast");
        self.emit1(K::Cast, vec![v], want.clone(), info, false)
    }

    /// A new tensor of `shape` with defined elements.
    pub fn fresh(&mut self, shape: &[i64]) -> V {
        let ty = self.ty_for(shape);
        self.fresh_typed(shape, &ty)
    }

    /// A new tensor of type `ty` and runtime `shape`, every element defined.
    pub fn fresh_typed(&mut self, shape: &[i64], ty: &Ty) -> V {
        let n: i64 = shape.iter().product();
        // The enabled ways (a constant when none is).
        let w = [
            if self.on("constant") && (shape.len() < 2 || self.on("constant_2d")) {
                40
            } else {
                0
            },
            if self.on("from_elements") && n <= 9 && !shape.is_empty() {
                20
            } else {
                0
            },
            if self.on("splat") && !shape.is_empty() {
                10
            } else {
                0
            },
            if self.on("generate") && !shape.is_empty() {
                10
            } else {
                0
            },
            if self.on("fill") && self.on("empty") {
                20
            } else {
                0
            },
        ];
        let choice = if w.iter().sum::<usize>() == 0 {
            0
        } else {
            self.sh.rng.weighted(&w)
        };
        let info = self.tensor_info(shape, true);
        let v = match choice {
            0 => {
                let data: Vec<i64> = if self.pct(25) {
                    vec![self.sh.rng.elem(); n as usize]
                } else {
                    (0..n).map(|_| self.sh.rng.elem()).collect()
                };
                if self.on("constant") {
                    self.count("constant");
                }
                if shape.len() == 2 && self.on("constant_2d") {
                    self.count("constant_2d");
                }
                let st = Ty::static_tensor(shape);
                let info = Info {
                    readonly: true,
                    ..info
                };
                self.emit1(K::Constant(data), vec![], st, info, true)
            }
            1 => {
                let elems: Vec<V> = (0..n).map(|_| self.scalar()).collect();
                self.count("from_elements");
                let st = Ty::static_tensor(shape);
                self.emit1(K::FromElements, elems, st, info, true)
            }
            2 => {
                let x = self.scalar();
                let mut args = vec![x];
                for (d, s) in ty.dims().iter().zip(shape) {
                    if d.is_none() {
                        args.push(self.index(*s));
                    }
                }
                self.count("splat");
                return self.emit1(K::Splat, args, ty.clone(), info, true);
            }
            3 => return self.generate(shape, ty),
            _ => {
                let e = self.empty(shape, ty);
                let x = self.scalar();
                self.count("fill");
                return self.emit1(K::Fill, vec![x, e], ty.clone(), info, true);
            }
        };
        self.coerce(v, ty)
    }

    /// `tensor.empty` of type `ty` (dynamic sizes from constants).
    pub fn empty(&mut self, shape: &[i64], ty: &Ty) -> V {
        let mut args = Vec::new();
        for (d, s) in ty.dims().iter().zip(shape) {
            if d.is_none() {
                args.push(self.index(*s));
            }
        }
        self.count("empty");
        let info = self.tensor_info(shape, false);
        self.emit1(K::Empty, args, ty.clone(), info, true)
    }

    /// A defined tensor of `shape`: one in scope or a fresh one.
    pub fn source(&mut self, shape: &[i64]) -> V {
        if self.pct(70)
            && let Some(v) = self.pick_shaped(shape, true)
        {
            return v;
        }
        self.fresh(shape)
    }

    /// A destination of `shape` for an op that overwrites every element:
    /// any tensor of that shape in scope (defined or not), or a new
    /// `tensor.empty`.
    pub fn dest(&mut self, shape: &[i64]) -> V {
        if self.pct(75) {
            let s = shape.to_vec();
            if let Some(v) = self.pick(false, move |t, i| t.is_tensor() && i.shape == s) {
                return v;
            }
        }
        let ty = self.ty_for(shape);
        self.empty(shape, &ty)
    }

    /// A random small shape of rank 1 or 2.
    pub fn random_shape(&mut self) -> Vec<i64> {
        match self.sh.rng.below(10) {
            0..=5 => vec![self.sh.rng.pick(&[2, 3, 4, 4, 6, 6])],
            _ => vec![self.sh.rng.range(2, 3), self.sh.rng.range(2, 3)],
        }
    }

    // ---- regions and scopes

    pub fn push_scope(&mut self, loop_body: bool) {
        self.scopes.push(Scope {
            loop_body,
            ..Scope::default()
        });
        if loop_body {
            self.loop_depth += 1;
        }
    }

    pub fn pop_scope(&mut self) {
        let s = self.scopes.pop().expect("scope");
        if s.loop_body {
            self.loop_depth -= 1;
        }
    }

    pub fn set_range(&mut self, v: V, r: (i64, i64)) {
        self.scopes.last_mut().unwrap().ranges.insert(v, r);
    }

    /// Starts a nested region whose entry block has `args` (defined in a
    /// new scope with `infos`).
    pub fn push_region(&mut self, args: Vec<(V, Info)>, loop_body: bool, multi: bool) {
        self.regions.push(RegionBuilder {
            blocks: vec![Block {
                args: args.iter().map(|a| a.0).collect(),
                ops: Vec::new(),
            }],
            cur: 0,
            multi,
        });
        self.region_depth += 1;
        self.push_scope(loop_body);
        for (v, i) in args {
            self.def(v, i);
        }
    }

    pub fn pop_region(&mut self) -> Region {
        self.pop_scope();
        self.region_depth -= 1;
        let rb = self.regions.pop().expect("region");
        Region { blocks: rb.blocks }
    }

    /// Terminates the current block with `kind`.
    pub fn terminate(&mut self, kind: K, args: Vec<V>) {
        self.emit(kind, args, Vec::new(), Vec::new());
    }

    pub fn multi_block(&self) -> bool {
        self.regions.last().unwrap().multi
    }

    /// Adds a block (with arguments of `tys`) to the current region.
    pub fn new_block(&mut self, tys: &[Ty]) -> (usize, Vec<V>) {
        let args: Vec<V> = tys.iter().map(|t| self.new_value(t.clone())).collect();
        let rb = self.regions.last_mut().unwrap();
        rb.blocks.push(Block {
            args: args.clone(),
            ops: Vec::new(),
        });
        (rb.blocks.len() - 1, args)
    }

    pub fn switch_to(&mut self, block: usize) {
        self.regions.last_mut().unwrap().cur = block;
    }

    pub fn can_nest(&self, is_loop: bool) -> bool {
        self.region_depth < MAX_REGION_DEPTH && (!is_loop || self.loop_depth < MAX_LOOP_DEPTH)
    }

    // ---- statements

    pub fn stmts(&mut self, n: usize) {
        for _ in 0..n {
            self.stmt();
        }
    }

    /// One random statement (a few ops).
    pub fn stmt(&mut self) {
        for _ in 0..20 {
            let nest = self.can_nest(false);
            let weights = [
                34,                                             // tensor
                24,                                             // linalg
                if nest { 16 } else { 0 },                      // scf
                if nest && self.multi_block() { 4 } else { 0 }, // cf
                if self.calls_left > 0 { 6 } else { 0 },        // call
                3,                                              // select
                if self.on("vector_transfer") { 4 } else { 0 }, // vector
                if nest { 9 } else { 0 },                       // patterns
                if self.can_print { 4 } else { 0 },             // print
            ];
            let done = match self.sh.rng.weighted(&weights) {
                0 => self.tensor_stmt(),
                1 => self.linalg_stmt(),
                2 => self.scf_stmt(),
                3 => self.cf_stmt(),
                4 => self.call_stmt(),
                5 => self.select_stmt(),
                6 => self.vector_stmt(),
                7 => self.pattern_stmt(),
                _ => self.print_stmt(),
            };
            if done {
                return;
            }
        }
    }
}
