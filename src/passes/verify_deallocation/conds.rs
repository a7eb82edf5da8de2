//! `i1` conditions followed symbolically: constants, logic, selects,
//! address comparisons, facts about data comparisons, atoms.

use super::*;
use crate::ir::Value;

impl Checker {
    /// The value of the `i1` `v` on each path (the state splits on atoms).
    pub(super) fn eval(&mut self, v: Value, mut s: State) -> Vec<(State, Cond)> {
        let n = self.vnum(v);
        if let Some(&Abs::Bool(b)) = s.env.get(&n) {
            return vec![(s, Cond::Known(b))];
        }
        let names = self.names;
        let op = v.defining_op();
        let out: Vec<(State, Cond)> = match op {
            Some(o) if o.is(names.constant) => {
                let b = o.attr("value").and_then(|a| a.as_i64()).unwrap_or(0) != 0;
                vec![(s, Cond::Known(b))]
            }
            Some(o) if o.is(names.andi) || o.is(names.ori) || o.is(names.xori) => {
                let mut out = Vec::new();
                for (s1, a) in self.eval(o.operand(0), s) {
                    for (s2, b) in self.eval(o.operand(1), s1) {
                        let c = if o.is(names.andi) {
                            and(a, b)
                        } else if o.is(names.ori) {
                            not(and(not(a), not(b)))
                        } else {
                            xor(a, b)
                        };
                        out.push((s2, c));
                    }
                }
                out
            }
            Some(o) if o.is(names.select) => {
                let mut out = Vec::new();
                for (s1, c) in self.eval(o.operand(0), s) {
                    match c {
                        Cond::Known(t) => {
                            out.extend(self.eval(o.operand(if t { 1 } else { 2 }), s1))
                        }
                        other => out.push((s1, other)),
                    }
                }
                out
            }
            Some(o) if o.is(names.load) => vec![(s, Cond::FromMemory)],
            Some(o)
                if o.is(names.cmpi)
                    && let Some(p) = o.attr("predicate").and_then(|a| a.as_i64())
                    && (p == 0 || p == 1)
                    && let (Some(Abs::Ptr(a)), Some(Abs::Ptr(b))) = (
                        s.env.get(&self.vnum(o.operand(0))).copied(),
                        s.env.get(&self.vnum(o.operand(1))).copied(),
                    ) =>
            {
                match same_address(&s, a, b) {
                    Some(eq) => vec![(s, Cond::Known(eq == (p == 0)))],
                    None if dangling(&s, a) || dangling(&s, b) => {
                        vec![(s, Cond::Dangling)]
                    }
                    None => {
                        // Two buffers the function does not own may be one:
                        // both outcomes.
                        let mut t = s.clone();
                        t.env.insert(n, Abs::Bool(true));
                        s.env.insert(n, Abs::Bool(false));
                        return vec![(t, Cond::Known(true)), (s, Cond::Known(false))];
                    }
                }
            }
            Some(o)
                if o.is(names.cmpi)
                    && let Some(p) = o.attr("predicate").and_then(|a| a.as_i64())
                    && (self.small_int(o.operand(0)).is_some()
                        && self.small_int(o.operand(1)).is_some()) =>
            {
                // Constants and `i1`s extended to integers (`extui`,
                // `extsi`): the comparison is computed.
                let (x, y) = (o.operand(0), o.operand(1));
                let mut out = Vec::new();
                for (s1, a) in self.int_value(x, s) {
                    for (s2, b) in self.int_value(y, s1) {
                        let c = match (a, b) {
                            (Some(a), Some(b)) => Cond::Known(compare(p, a, b)),
                            _ => Cond::FromMemory,
                        };
                        out.push((s2, c));
                    }
                }
                out
            }
            Some(o)
                if o.is(names.cmpi)
                    && let Some(p) = o.attr("predicate").and_then(|a| a.as_i64()) =>
            {
                let (a, b) = (self.vnum(o.operand(0)), self.vnum(o.operand(1)));
                let constant = |v: Value| {
                    v.defining_op()
                        .filter(|d| d.is(names.constant))
                        .and_then(|d| d.attr("value"))
                        .and_then(|a| a.as_i64())
                };
                let with_constant = match (constant(o.operand(0)), constant(o.operand(1))) {
                    (None, Some(c)) => Some((b, a, c)),
                    (Some(c), None) => Some((a, b, c)),
                    _ => None,
                };
                if (p == 0 || p == 1)
                    && let Some((_, x, c)) = with_constant
                {
                    let eq = p == 0;
                    return match s.known_equal(x, c) {
                        Some(e) => {
                            s.env.insert(n, Abs::Bool(e == eq));
                            vec![(s, Cond::Known(e == eq))]
                        }
                        None => {
                            let mut t = s.clone();
                            t.set_equal(x, c);
                            t.env.insert(n, Abs::Bool(eq));
                            s.equals.insert((x, c), false);
                            s.env.insert(n, Abs::Bool(!eq));
                            vec![(t, Cond::Known(eq)), (s, Cond::Known(!eq))]
                        }
                    };
                }
                match cmp_key(p, a, b) {
                    CmpKey::Always(t) => vec![(s, Cond::Known(t))],
                    CmpKey::Fact(key, positive) => {
                        if let Some(&f) = s.facts.get(&key) {
                            vec![(s, Cond::Known(f == positive))]
                        } else {
                            // A comparison of data: both outcomes, recorded.
                            let mut t = s.clone();
                            t.facts.insert(key, true);
                            s.facts.insert(key, false);
                            vec![(t, Cond::Known(positive)), (s, Cond::Known(!positive))]
                        }
                    }
                }
            }
            _ => {
                // An atom: both outcomes, recorded.
                let mut t = s.clone();
                t.env.insert(n, Abs::Bool(true));
                s.env.insert(n, Abs::Bool(false));
                return vec![(t, Cond::Known(true)), (s, Cond::Known(false))];
            }
        };
        out.into_iter()
            .map(|(mut s, c)| {
                if let Cond::Known(b) = c {
                    s.env.insert(n, Abs::Bool(b));
                }
                (s, c)
            })
            .collect()
    }

    /// Whether `v` is an integer [`Checker::int_value`] computes: a
    /// constant, or an `i1` zero- or sign-extended.
    pub(super) fn small_int(&self, v: Value) -> Option<()> {
        let d = v.defining_op()?;
        if d.is(self.names.constant) && !is_i1(v) {
            return d.attr("value")?.as_i64().map(|_| ());
        }
        (d.is(self.names.extui) || d.is(self.names.extsi)).then_some(())
    }

    /// The value of a [`Checker::small_int`] on each path (`None` for an
    /// `i1` from memory).
    pub(super) fn int_value(&mut self, v: Value, s: State) -> Vec<(State, Option<i64>)> {
        let d = v.defining_op().expect("small_int");
        if d.is(self.names.constant) {
            let c = d.attr("value").and_then(|a| a.as_i64());
            return vec![(s, c)];
        }
        let signed = d.is(self.names.extsi);
        self.eval(d.operand(0), s)
            .into_iter()
            .map(|(s, c)| match c {
                Cond::Known(b) => (s, Some(i64::from(b) * if signed { -1 } else { 1 })),
                _ => (s, None),
            })
            .collect()
    }
}

pub(super) fn is_i1(v: Value) -> bool {
    v.ty().bit_width() == Some(1) && !v.ty().is_index()
}

pub(super) fn not(a: Cond) -> Cond {
    match a {
        Cond::Known(b) => Cond::Known(!b),
        x => x,
    }
}

pub(super) fn and(a: Cond, b: Cond) -> Cond {
    match (a, b) {
        (Cond::Known(false), _) | (_, Cond::Known(false)) => Cond::Known(false),
        (Cond::Known(true), x) | (x, Cond::Known(true)) => x,
        (Cond::Dangling, _) | (_, Cond::Dangling) => Cond::Dangling,
        _ => Cond::FromMemory,
    }
}

pub(super) fn xor(a: Cond, b: Cond) -> Cond {
    match (a, b) {
        (Cond::Known(x), Cond::Known(y)) => Cond::Known(x != y),
        (Cond::Dangling, _) | (_, Cond::Dangling) => Cond::Dangling,
        _ => Cond::FromMemory,
    }
}

/// Whether two buffers' addresses are equal, when that is certain.
pub(super) fn same_address(s: &State, a: u32, b: u32) -> Option<bool> {
    if a == b {
        return Some(true);
    }
    let (x, y) = (&s.bufs[a as usize], &s.bufs[b as usize]);
    match (&x.kind, &y.kind) {
        (Kind::Global(p), Kind::Global(q)) => Some(p == q),
        // A buffer allocated here (heap or stack) has an address of its own
        // while it lives: different from any buffer living at the same time.
        (Kind::Owned(_) | Kind::Stack, _) | (_, Kind::Owned(_) | Kind::Stack)
            if x.born < y.died && y.born < x.died =>
        {
            Some(false)
        }
        _ => None,
    }
}

/// Whether buffer `b` may be freed (its address may be reused).
pub(super) fn dangling(s: &State, b: u32) -> bool {
    s.bufs[b as usize].died != u32::MAX
}

/// A comparison `lhs <p> rhs` normalised: always true/false (equal
/// operands), or a fact key and whether the comparison is the fact or its
/// negation.
pub(super) enum CmpKey {
    Always(bool),
    Fact((u32, u32, i64), bool),
}

/// `arith.cmpi` predicates: eq 0, ne 1, slt 2, sle 3, sgt 4, sge 5, ult 6,
/// ule 7, ugt 8, uge 9.
pub(super) fn cmp_key(p: i64, a: u32, b: u32) -> CmpKey {
    let negate = |p: i64| match p {
        0 => 1,
        1 => 0,
        2 => 5,
        5 => 2,
        3 => 4,
        4 => 3,
        6 => 9,
        9 => 6,
        7 => 8,
        8 => 7,
        x => x,
    };
    let swap = |p: i64| match p {
        2 => 4,
        4 => 2,
        3 => 5,
        5 => 3,
        6 => 8,
        8 => 6,
        7 => 9,
        9 => 7,
        x => x,
    };
    if a == b {
        return CmpKey::Always(matches!(p, 0 | 3 | 5 | 7 | 9));
    }
    let (p, a, b) = if a <= b { (p, a, b) } else { (swap(p), b, a) };
    let q = negate(p);
    if p <= q {
        CmpKey::Fact((a, b, p), true)
    } else {
        CmpKey::Fact((a, b, q), false)
    }
}

/// `a <p> b` for the `arith.cmpi` predicate `p` (unsigned predicates on
/// the two's-complement bits).
pub(super) fn compare(p: i64, a: i64, b: i64) -> bool {
    let (ua, ub) = (a as u64, b as u64);
    match p {
        0 => a == b,
        1 => a != b,
        2 => a < b,
        3 => a <= b,
        4 => a > b,
        5 => a >= b,
        6 => ua < ub,
        7 => ua <= ub,
        8 => ua > ub,
        _ => ua >= ub,
    }
}
