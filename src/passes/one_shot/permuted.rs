//! Loop positions that pass each other's region arguments around in a
//! cycle, as they are: shared by the analysis and the rewrite.
//!
//! Position `i` of an `scf.for` moves to position `p != i` when its
//! `scf.yield` operand `i` is the region argument of iter_arg `p` itself
//! (the same SSA value). Position `i` of an `scf.while` moves to `p` when
//! the after region yields, at `i`, the after-argument `p`, and
//! `scf.condition` forwards the before-argument `p` unchanged at its own
//! position. Only positions on a cycle of that map count, and only when
//! no position of the cycle is unread ([`super::unread`]: those are
//! rewritten on their own). Each such cycle carries the same set of
//! buffers in every iteration, only permuted: the rewrite passes each
//! buffer on to the position its value moves to
//! (`Rewriter::carried_permutation`), no copy back into an init's buffer
//! and no copy of a yielded value. The analysis, knowing that, counts the
//! inits of a cycle as not written by the loop when nothing inside the
//! loop writes through the cycle's region arguments
//! (`Analysis::permuted_loop_inits`): a loop that only swaps two tensors
//! needs no copy of an init that is read after it.
//!
//! Both evaluate the same IR (the rewrite before it changes the loop), so
//! they agree. Sound because the moved values are the region arguments
//! themselves: what the program yields at `i` is exactly what position
//! `p` carries, and that buffer holds it (a write into it in place while
//! the argument is still yielded would be a read-after-write conflict at
//! the yield, which the analysis never leaves in place).

use crate::ir::{Op, Value};

/// Per position of loop `l` (iter_arg index of `scf.for`, operand index
/// of `scf.while`): the position its value moves to when it lies on a
/// cycle as described above, `None` otherwise. `unread` has one entry per
/// position; `is_t` says whether a value is a tensor.
pub fn cycles(l: Op, unread: &[bool], is_t: &dyn Fn(Value) -> bool) -> Vec<Option<usize>> {
    let sigma = moves(l, unread, is_t);
    (0..sigma.len())
        .map(|i| {
            let mut k = sigma[i]?;
            for _ in 0..sigma.len() {
                if k == i {
                    return sigma[i];
                }
                k = sigma[k]?;
            }
            None
        })
        .collect()
}

/// The positions of the cycle of `sigma` (as [`cycles`] returns it)
/// through position `start`, from `start` on. `sigma[start]` must be set.
pub fn cycle_of(sigma: &[Option<usize>], start: usize) -> Vec<usize> {
    let mut cycle = vec![start];
    let mut k = sigma[start].expect("on a cycle");
    while k != start {
        cycle.push(k);
        k = sigma[k].expect("a cycle");
    }
    cycle
}

/// The moves of every position, on a cycle or not.
fn moves(l: Op, unread: &[bool], is_t: &dyn Fn(Value) -> bool) -> Vec<Option<usize>> {
    let n = unread.len();
    let mut sigma = vec![None; n];
    let ok = |k: usize| k < n && !unread[k];
    match l.num_regions() {
        // scf.for: operands lb, ub, step, inits; body arguments iv, iter_args.
        1 => {
            let Some(body) = l.region(0).first_block() else {
                return sigma;
            };
            let Some(y) = body.terminator() else {
                return sigma;
            };
            for (i, s) in sigma.iter_mut().enumerate() {
                if !ok(i) || i >= y.num_operands() || 1 + i >= body.num_arguments() {
                    continue;
                }
                let v = y.operand(i);
                if !is_t(v) || v.is_result() || v.owner_block() != Some(body) || v.index() == 0 {
                    continue;
                }
                let p = v.index() - 1;
                if p != i && ok(p) {
                    *s = Some(p);
                }
            }
        }
        // scf.while: before arguments = operands; after arguments =
        // condition operands but the first.
        2 => {
            let (Some(before), Some(after)) =
                (l.region(0).first_block(), l.region(1).first_block())
            else {
                return sigma;
            };
            let (Some(cond), Some(y)) = (before.terminator(), after.terminator()) else {
                return sigma;
            };
            let forwards = |p: usize| {
                p < before.num_arguments()
                    && p + 1 < cond.num_operands()
                    && cond.operand(p + 1) == before.argument(p)
            };
            for (i, s) in sigma.iter_mut().enumerate() {
                if !ok(i) || i >= y.num_operands() || !forwards(i) {
                    continue;
                }
                let v = y.operand(i);
                if !is_t(v) || v.is_result() || v.owner_block() != Some(after) {
                    continue;
                }
                let p = v.index();
                if p != i && ok(p) && forwards(p) {
                    *s = Some(p);
                }
            }
        }
        _ => {}
    }
    sigma
}
