//! The abstract state: buffers, their kinds, statuses and lifetimes, and
//! the environment (see the lattice in the parent module).

use std::collections::BTreeMap;

use super::*;
use crate::analysis::fxhash::FxHashSet;
use crate::ir::Value;

/// Who a buffer belongs to (see the module doc).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub(super) enum Kind {
    /// Allocated in the function (site: op number).
    Owned(u32),
    Arg,
    Global(String),
    Stack,
    Opaque,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(super) enum Status {
    Live,
    Freed,
    Returned,
    Undecided,
    /// Reported as leaked; kept only for address comparisons.
    Lost,
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub(super) struct Buf {
    pub(super) kind: Kind,
    pub(super) status: Status,
    /// Lifetime on the state's clock: `[born, died)`; `died` is
    /// `u32::MAX` while the buffer may be live. Two buffers whose
    /// lifetimes overlap have different addresses.
    pub(super) born: u32,
    pub(super) died: u32,
}

/// An abstract value.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(super) enum Abs {
    /// A memref: the buffer (index in [`State::bufs`]).
    Buf(u32),
    /// A decided `i1`.
    Bool(bool),
    /// The address of a buffer.
    Ptr(u32),
}

/// One path prefix: buffers and the environment (keyed by value number).
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub(super) struct State {
    pub(super) bufs: Vec<Buf>,
    pub(super) env: BTreeMap<u32, Abs>,
    /// Ticks at every allocation and free (renumbered by
    /// [`Checker::canonical`], so that loops reach a fixpoint).
    pub(super) clock: u32,
    /// Decided comparisons of data, `(lhs, rhs, predicate)` normalised
    /// (see [`cmp_key`]): `a < b` and `a >= b` of the same values agree.
    pub(super) facts: BTreeMap<(u32, u32, i64), bool>,
    /// Whether an integer value equals a constant: `(value, constant)`,
    /// from `cf.switch` cases taken and `arith.cmpi eq/ne` with a constant.
    pub(super) equals: BTreeMap<(u32, i64), bool>,
    /// Scalars (addresses, `i1`s) stored at constant indices of buffers
    /// allocated here: the lists a general deallocation lowering passes to
    /// `@dealloc_helper` and the flags it returns.
    pub(super) mem: BTreeMap<(u32, i64), Abs>,
}

impl State {
    pub(super) fn new_buf(&mut self, kind: Kind, status: Status) -> u32 {
        // Buffers from outside the function exist before it runs.
        let born = match kind {
            Kind::Owned(_) | Kind::Stack | Kind::Opaque => {
                self.clock += 1;
                self.clock
            }
            Kind::Arg | Kind::Global(_) => 0,
        };
        self.bufs.push(Buf {
            kind,
            status,
            born,
            died: u32::MAX,
        });
        (self.bufs.len() - 1) as u32
    }

    /// Removes the values numbered in `range`.
    /// Whether integer value `x` equals `c`, when known.
    pub(super) fn known_equal(&self, x: u32, c: i64) -> Option<bool> {
        if let Some(&e) = self.equals.get(&(x, c)) {
            return Some(e);
        }
        // Equal to another constant: not this one.
        self.equals
            .range((x, i64::MIN)..=(x, i64::MAX))
            .any(|(_, &e)| e)
            .then_some(false)
    }

    /// Records `x == c`.
    pub(super) fn set_equal(&mut self, x: u32, c: i64) {
        self.equals.retain(|&(y, _), _| y != x);
        self.equals.insert((x, c), true);
    }

    /// Records that buffer `b` may be freed from now on.
    pub(super) fn kill(&mut self, b: u32, status: Status) {
        self.clock += 1;
        let buf = &mut self.bufs[b as usize];
        buf.status = status;
        buf.died = buf.died.min(self.clock);
    }

    pub(super) fn forget(&mut self, (lo, hi): (u32, u32)) {
        if lo >= hi {
            return;
        }
        let mut tail = self.env.split_off(&lo);
        let rest = tail.split_off(&hi);
        self.env.extend(rest);
        let inside = |v: u32| lo <= v && v < hi;
        self.facts.retain(|&(a, b, _), _| !inside(a) && !inside(b));
        self.equals.retain(|&(a, _), _| !inside(a));
    }
}

/// Control about to enter region `.0` (`None`: back to the parent op),
/// with values `.2` forwarded to the inputs `.3`.
pub(super) type Transfer = (Option<usize>, State, Vec<Value>, Vec<Value>);

/// A condition's value on one path.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Cond {
    Known(bool),
    /// Computed from a value loaded from memory (a deallocation helper's
    /// result).
    FromMemory,
    /// Compares the address of a possibly freed buffer.
    Dangling,
}

impl Checker {
    /// Leak check and renumbering (see "Loops and termination").
    pub(super) fn canonical(&mut self, s: State) -> State {
        let mut map: Vec<Option<u32>> = vec![None; s.bufs.len()];
        let mut by_buf = vec![false; s.bufs.len()];
        let mut order: Vec<u32> = Vec::new();
        for a in s.env.values() {
            if let Abs::Buf(b) | Abs::Ptr(b) = *a {
                if let Abs::Buf(_) = a {
                    by_buf[b as usize] = true;
                }
                if map[b as usize].is_none() {
                    map[b as usize] = Some(order.len() as u32);
                    order.push(b);
                }
            }
        }
        let mut bufs = Vec::with_capacity(order.len());
        for &b in &order {
            let mut buf = s.bufs[b as usize].clone();
            if !by_buf[b as usize]
                && buf.status == Status::Live
                && let Kind::Owned(site) = buf.kind
            {
                self.leak(site);
                buf.status = Status::Lost;
            }
            bufs.push(buf);
        }
        for (b, buf) in s.bufs.iter().enumerate() {
            if map[b].is_none()
                && buf.status == Status::Live
                && let Kind::Owned(site) = buf.kind
            {
                self.leak(site);
            }
        }
        // The clock keeps only the order of the times still referred to.
        let mut times: Vec<u32> = bufs
            .iter()
            .flat_map(|b: &Buf| [b.born, b.died])
            .filter(|&t| t != u32::MAX && t != 0)
            .collect();
        times.sort_unstable();
        times.dedup();
        let rank = |t: u32| -> u32 {
            if t == u32::MAX || t == 0 {
                t
            } else {
                times.binary_search(&t).expect("listed") as u32 + 1
            }
        };
        for b in &mut bufs {
            b.born = rank(b.born);
            b.died = rank(b.died);
        }
        let clock = times.len() as u32;
        let env = s
            .env
            .into_iter()
            .map(|(k, a)| {
                (
                    k,
                    match a {
                        Abs::Buf(b) => Abs::Buf(map[b as usize].expect("mapped")),
                        Abs::Ptr(b) => Abs::Ptr(map[b as usize].expect("mapped")),
                        x => x,
                    },
                )
            })
            .collect();
        let remap = |a: Abs| -> Option<Abs> {
            Some(match a {
                Abs::Buf(b) => Abs::Buf(map[b as usize]?),
                Abs::Ptr(b) => Abs::Ptr(map[b as usize]?),
                x => x,
            })
        };
        let mem = s
            .mem
            .into_iter()
            .filter_map(|((b, i), a)| Some(((map[b as usize]?, i), remap(a)?)))
            .collect();
        State {
            bufs,
            env,
            clock,
            facts: s.facts,
            equals: s.equals,
            mem,
        }
    }
}

pub(super) fn dedup(states: &mut Vec<State>) {
    if states.len() < 2 {
        return;
    }
    let mut seen: FxHashSet<State> = FxHashSet::default();
    states.retain(|s| seen.insert(s.clone()));
}
