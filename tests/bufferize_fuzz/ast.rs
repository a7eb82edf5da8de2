//! The generated programs: a small SSA AST close to MLIR's structure
//! (ops with operands, results and regions of blocks), so that one printer,
//! one evaluator and one reducer work on every op.
//!
//! Values are numbered program-wide ([`V`]) and typed in [`Program::tys`].
//! An op's meaning is its [`K`] (kind, with the static attributes) and its
//! operand list, whose layout each kind documents. The last op of a block
//! is its terminator.
//!
//! A program is split into *sections*, one per test function `@tK`: the
//! driver `@tK_drive` (no arguments: makes the test function's arguments,
//! calls it, prints its results and its arguments afterwards), the test
//! function itself and its callees `@tK_<name>`. `@main` prints a marker
//! line per section and calls its driver, so every printed line, every
//! allocation and every valgrind stack frame belongs to one section.

/// A value, numbered program-wide.
pub type V = u32;

/// Value types. Every tensor and vector has `i64` elements.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Ty {
    Index,
    I64,
    I1,
    /// `tensor<d0 x d1 x ... x i64>`, `None` for `?`.
    Tensor(Vec<Option<i64>>),
    /// `vector<N x i64>`.
    Vector(i64),
    /// `tensor<N x complex<f32>>` (constants only, read element-wise).
    ComplexTensor(i64),
}

impl Ty {
    /// A tensor type with static `shape`.
    pub fn static_tensor(shape: &[i64]) -> Ty {
        Ty::Tensor(shape.iter().map(|d| Some(*d)).collect())
    }

    /// A tensor type of the rank of `shape`, every dimension dynamic.
    pub fn dynamic_tensor(rank: usize) -> Ty {
        Ty::Tensor(vec![None; rank])
    }

    pub fn dims(&self) -> &[Option<i64>] {
        match self {
            Ty::Tensor(d) => d,
            _ => &[],
        }
    }

    pub fn is_tensor(&self) -> bool {
        matches!(self, Ty::Tensor(_))
    }

    pub fn rank(&self) -> usize {
        self.dims().len()
    }

    /// Whether a runtime `shape` fits this type.
    pub fn admits(&self, shape: &[i64]) -> bool {
        let d = self.dims();
        d.len() == shape.len() && d.iter().zip(shape).all(|(d, s)| d.is_none_or(|d| d == *s))
    }

    pub fn mlir(&self) -> String {
        match self {
            Ty::Index => "index".into(),
            Ty::I64 => "i64".into(),
            Ty::I1 => "i1".into(),
            Ty::Vector(n) => format!("vector<{n}xi64>"),
            Ty::ComplexTensor(n) => format!("tensor<{n}xcomplex<f32>>"),
            Ty::Tensor(dims) => {
                let mut s = String::from("tensor<");
                for d in dims {
                    match d {
                        Some(n) => s.push_str(&n.to_string()),
                        None => s.push('?'),
                    }
                    s.push('x');
                }
                s.push_str("i64>");
                s
            }
        }
    }
}

/// Integer binary operations (on `i64` and `index`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bin {
    Add,
    Sub,
    Mul,
    Max,
    Min,
}

impl Bin {
    pub fn arith(self) -> &'static str {
        match self {
            Bin::Add => "arith.addi",
            Bin::Sub => "arith.subi",
            Bin::Mul => "arith.muli",
            Bin::Max => "arith.maxsi",
            Bin::Min => "arith.minsi",
        }
    }

    /// The named linalg op, for those that have one.
    pub fn linalg(self) -> &'static str {
        match self {
            Bin::Add => "linalg.add",
            Bin::Sub => "linalg.sub",
            Bin::Mul => "linalg.mul",
            Bin::Max => "linalg.max",
            Bin::Min => "linalg.min",
        }
    }

    pub fn apply(self, a: i64, b: i64) -> i64 {
        match self {
            Bin::Add => a.wrapping_add(b),
            Bin::Sub => a.wrapping_sub(b),
            Bin::Mul => a.wrapping_mul(b),
            Bin::Max => a.max(b),
            Bin::Min => a.min(b),
        }
    }
}

/// `arith.cmpi` predicates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pred {
    Eq,
    Ne,
    Slt,
    Sge,
}

impl Pred {
    pub fn name(self) -> &'static str {
        match self {
            Pred::Eq => "eq",
            Pred::Ne => "ne",
            Pred::Slt => "slt",
            Pred::Sge => "sge",
        }
    }

    pub fn apply(self, a: i64, b: i64) -> bool {
        match self {
            Pred::Eq => a == b,
            Pred::Ne => a != b,
            Pred::Slt => a < b,
            Pred::Sge => a >= b,
        }
    }
}

/// Offsets, sizes and strides of a slice; `None` entries are dynamic and
/// taken, offsets first, from the op's operands after the tensors.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Slice {
    pub offsets: Vec<Option<i64>>,
    pub sizes: Vec<Option<i64>>,
    pub strides: Vec<i64>,
}

/// `linalg.generic`'s indexing maps (each a projected permutation: the
/// loop dimension of every operand dimension) and iterator types.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generic {
    pub loops: usize,
    /// Loop dimensions that are reductions.
    pub reductions: Vec<usize>,
    pub ins: usize,
    pub maps: Vec<Vec<usize>>,
}

/// Op kinds. "args" is the operand list.
#[derive(Clone, Debug, PartialEq)]
pub enum K {
    // --- scalars
    ConstIndex(i64),
    ConstI64(i64),
    ConstI1(bool),
    /// args `[a, b]`, both `i64` or both `index`.
    Arith(Bin),
    /// args `[a, b]` -> `i1`.
    Cmp(Pred),
    /// args `[index]` -> `i64`.
    IndexToI64,
    /// args `[c, a, b]`: `arith.select`, also of tensors.
    Select,
    // --- tensor
    /// args: dynamic sizes.
    Empty,
    /// Row-major data of a static tensor.
    Constant(Vec<i64>),
    /// A `tensor<N x complex<f32>>` constant of integral (re, im) parts.
    ComplexConstant(Vec<(i64, i64)>),
    /// args `[t, index]`: the real (`false`) or imaginary part of a
    /// complex element, as an `i64` (`tensor.extract`, `complex.re`/`im`,
    /// `arith.fptosi`).
    ComplexExtract(bool),
    /// args `[t, indices...]` -> `i64`.
    Extract,
    /// args `[value, t, indices...]`.
    Insert,
    /// args `[src, dynamic offsets/sizes...]`.
    ExtractSlice(Slice),
    /// args `[src, dest, dynamic...]`.
    InsertSlice(Slice),
    /// args `[src, dest (a shared_outs argument), dynamic...]`; no result.
    ParallelInsertSlice(Slice),
    /// args `[t]`.
    Cast,
    /// args `[t]`; reassociation groups.
    Collapse(Vec<Vec<usize>>),
    /// args `[t, dynamic output sizes...]`.
    Expand(Vec<Vec<usize>>, Vec<Option<i64>>),
    /// args: the elements, row-major.
    FromElements,
    /// args: dynamic sizes; region: one block of index arguments yielding
    /// the element (`tensor.yield`).
    Generate,
    /// args `[value, dynamic sizes...]`.
    Splat,
    /// args `[t, dynamic low..., dynamic high...]`; region as `Generate`.
    Pad(Vec<Option<i64>>, Vec<Option<i64>>),
    /// args: the tensors.
    Concat(usize),
    /// args `[t, index]` -> `index`.
    Dim,
    // --- linalg (args: ins, then outs)
    Generic(Generic),
    /// args `[value, out]`.
    Fill,
    /// args `[in, out]`.
    Copy,
    /// `linalg.add`/`sub`/`mul`...: args `[a, b, out]`.
    Named(Bin),
    /// args `[a, b, acc]`.
    Matmul,
    /// args `[ins..., out]`; region `(ins..., out) -> linalg.yield`.
    Map,
    /// args `[in, init]`; region `(in, acc) -> linalg.yield`.
    Reduce(Vec<usize>),
    /// args `[in, init]`.
    Transpose(Vec<usize>),
    /// args `[in, init]`; the added dimensions.
    Broadcast(Vec<usize>),
    /// `linalg.index d` in a `Generic` body.
    LinalgIndex(usize),
    LinalgYield,
    TensorYield,
    // --- scf
    /// args `[lb, ub, step, inits...]`; region args `[iv, iter_args...]`.
    For,
    /// args: inits; regions `[before, after]`.
    While,
    /// args `[cond, forwarded...]`.
    Condition,
    /// args `[cond]`; regions `[then, else]`.
    If,
    /// args `[index]`; regions: one per case, then the default.
    IndexSwitch(Vec<i64>),
    /// regions `[body]` (may have several blocks).
    ExecuteRegion,
    /// Static upper bounds; args: shared_outs inits; region args
    /// `[ivs..., shared...]`, terminated by `InParallel`.
    Forall(Vec<i64>),
    /// `scf.forall.in_parallel`: one region of `ParallelInsertSlice`s.
    InParallel,
    Yield,
    // --- cf (successors are block indices in the enclosing region)
    /// args: the successor's arguments.
    Br(usize),
    /// args `[cond, true args..., false args...]`; (true, false, number
    /// of true args).
    CondBr(usize, usize, usize),
    // --- func
    /// The callee's name.
    Call(String),
    Return,
    // --- vector
    /// args `[t, indices..., padding]` -> `vector<N>`, in bounds.
    TransferRead,
    /// args `[vec, t, indices...]`, in bounds.
    TransferWrite,
    // --- output
    /// args `[v]`: one line, an integer or a tensor's elements.
    Print,
}

impl K {
    pub fn is_terminator(&self) -> bool {
        matches!(
            self,
            K::LinalgYield
                | K::TensorYield
                | K::Condition
                | K::InParallel
                | K::Yield
                | K::Br(_)
                | K::CondBr(..)
                | K::Return
        )
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Op {
    pub kind: K,
    pub args: Vec<V>,
    pub res: Vec<V>,
    pub regions: Vec<Region>,
}

impl Op {
    pub fn new(kind: K, args: Vec<V>, res: Vec<V>) -> Op {
        Op {
            kind,
            args,
            res,
            regions: Vec::new(),
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Region {
    pub blocks: Vec<Block>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Block {
    pub args: Vec<V>,
    pub ops: Vec<Op>,
}

impl Region {
    pub fn single(args: Vec<V>, ops: Vec<Op>) -> Region {
        Region {
            blocks: vec![Block { args, ops }],
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Func {
    pub name: String,
    pub private: bool,
    pub results: Vec<Ty>,
    /// The entry block's arguments are the parameters.
    pub body: Region,
}

impl Func {
    pub fn params(&self) -> &[V] {
        &self.body.blocks[0].args
    }
}

/// A generated program: every section's functions, in order; `@main` and
/// the print helpers are added by the printer.
#[derive(Clone, Debug, PartialEq)]
pub struct Program {
    pub seed: u64,
    pub tys: Vec<Ty>,
    pub funcs: Vec<Func>,
    /// The sections, in order.
    pub sections: Vec<u32>,
}

/// The section a function belongs to (`@tK`, `@tK_drive`, `@tK_...`).
pub fn section_of(name: &str) -> Option<u32> {
    let rest = name.strip_prefix('t')?;
    let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
    let after = &rest[digits.len()..];
    if digits.is_empty() || !(after.is_empty() || after.starts_with('_')) {
        return None;
    }
    digits.parse().ok()
}

pub fn test_name(k: u32) -> String {
    format!("t{k}")
}

pub fn drive_name(k: u32) -> String {
    format!("t{k}_drive")
}

impl Program {
    pub fn ty(&self, v: V) -> &Ty {
        &self.tys[v as usize]
    }

    pub fn new_value(&mut self, ty: Ty) -> V {
        self.tys.push(ty);
        (self.tys.len() - 1) as V
    }

    pub fn func(&self, name: &str) -> Option<&Func> {
        self.funcs.iter().find(|f| f.name == name)
    }

    /// The program restricted to `keep` sections.
    pub fn restricted(&self, keep: &[u32]) -> Program {
        Program {
            seed: self.seed,
            tys: self.tys.clone(),
            funcs: self
                .funcs
                .iter()
                .filter(|f| section_of(&f.name).is_none_or(|s| keep.contains(&s)))
                .cloned()
                .collect(),
            sections: self
                .sections
                .iter()
                .copied()
                .filter(|s| keep.contains(s))
                .collect(),
        }
    }
}

/// Calls `f` on every op of `r`, nested ones after their parent.
pub fn walk_region<'a>(r: &'a Region, f: &mut impl FnMut(&'a Op)) {
    for b in &r.blocks {
        for op in &b.ops {
            f(op);
            for inner in &op.regions {
                walk_region(inner, f);
            }
        }
    }
}

/// Calls `f` on every op of `r` (mutably), nested ones after their parent.
pub fn walk_region_mut(r: &mut Region, f: &mut impl FnMut(&mut Op)) {
    for b in &mut r.blocks {
        for op in &mut b.ops {
            f(op);
            for inner in &mut op.regions {
                walk_region_mut(inner, f);
            }
        }
    }
}

/// Replaces every use of `from` by `to` in `r`.
pub fn replace_uses(r: &mut Region, from: V, to: V) {
    walk_region_mut(r, &mut |op| {
        for a in &mut op.args {
            if *a == from {
                *a = to;
            }
        }
    });
}

/// The names of the functions `f` calls.
pub fn callees(f: &Func) -> Vec<String> {
    let mut out = Vec::new();
    walk_region(&f.body, &mut |op| {
        if let K::Call(c) = &op.kind
            && !out.contains(c)
        {
            out.push(c.clone());
        }
    });
    out
}

/// Number of ops in `r`, nested ones included.
pub fn op_count(r: &Region) -> usize {
    let mut n = 0;
    walk_region(r, &mut |_| n += 1);
    n
}
