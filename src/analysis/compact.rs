//! Compact containers for analyses that hold one small list per value or
//! per use of a large function: a vector each costs an allocation and a
//! free, which on a function of a million ops is a sizeable part of an
//! analysis' time (glibc's malloc, free and consolidation).
//!
//! - [`Csr`]: lists of `u32` per key, built once from `(key, item)`
//!   pairs, stored in one array (compressed sparse rows).
//! - [`SmallList`]: a list of at most a few elements kept inline, on the
//!   heap only when longer.

use std::ops::{Deref, Index};

/// Per key `0..n`, a list of `u32` items, in one array. Built once.
#[derive(Clone, Debug, Default)]
pub struct Csr {
    /// `starts[k]..starts[k + 1]` is key `k`'s range of `items`.
    starts: Vec<u32>,
    items: Vec<u32>,
}

impl Csr {
    /// The lists of `n` keys holding `pairs` `(key, item)`; within a key,
    /// items keep the order of `pairs`. Linear (a counting sort).
    pub fn build(n: usize, pairs: impl Iterator<Item = (u32, u32)> + Clone) -> Csr {
        let mut starts = vec![0u32; n + 1];
        for (k, _) in pairs.clone() {
            starts[k as usize + 1] += 1;
        }
        for k in 0..n {
            starts[k + 1] += starts[k];
        }
        let mut fill = starts.clone();
        let mut items = vec![0u32; starts[n] as usize];
        for (k, x) in pairs {
            items[fill[k as usize] as usize] = x;
            fill[k as usize] += 1;
        }
        Csr { starts, items }
    }

    /// Number of keys.
    pub fn len(&self) -> usize {
        self.starts.len().saturating_sub(1)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl Index<usize> for Csr {
    type Output = [u32];
    fn index(&self, k: usize) -> &[u32] {
        &self.items[self.starts[k] as usize..self.starts[k + 1] as usize]
    }
}

/// A list of `T` stored inline up to `N` elements, else on the heap.
/// Dereferences to a slice.
#[derive(Clone, Debug)]
pub enum SmallList<T: Copy + Default, const N: usize> {
    Inline(u8, [T; N]),
    Heap(Box<[T]>),
}

impl<T: Copy + Default, const N: usize> Default for SmallList<T, N> {
    fn default() -> Self {
        SmallList::Inline(0, [T::default(); N])
    }
}

impl<T: Copy + Default, const N: usize> FromIterator<T> for SmallList<T, N> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        let mut it = iter.into_iter();
        let mut inline = [T::default(); N];
        for (n, slot) in inline.iter_mut().enumerate() {
            match it.next() {
                Some(x) => *slot = x,
                None => return SmallList::Inline(n as u8, inline),
            }
        }
        match it.next() {
            None => SmallList::Inline(N as u8, inline),
            Some(x) => {
                let mut v: Vec<T> = inline.to_vec();
                v.push(x);
                v.extend(it);
                SmallList::Heap(v.into_boxed_slice())
            }
        }
    }
}

impl<T: Copy + Default, const N: usize> Deref for SmallList<T, N> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        match self {
            SmallList::Inline(n, a) => &a[..*n as usize],
            SmallList::Heap(b) => b,
        }
    }
}

impl<'a, T: Copy + Default, const N: usize> IntoIterator for &'a SmallList<T, N> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csr_keeps_pair_order_per_key() {
        let pairs = [(2u32, 10u32), (0, 11), (2, 12), (1, 13), (2, 14)];
        let c = Csr::build(4, pairs.iter().copied());
        assert_eq!(c.len(), 4);
        assert_eq!(&c[0], &[11]);
        assert_eq!(&c[1], &[13]);
        assert_eq!(&c[2], &[10, 12, 14]);
        assert!(c[3].is_empty());
    }

    #[test]
    fn small_list_inline_and_heap() {
        for n in 0..6u32 {
            let l: SmallList<(u32, bool), 2> = (0..n).map(|i| (i, i % 2 == 0)).collect();
            assert_eq!(l.len(), n as usize);
            assert_eq!(matches!(l, SmallList::Heap(_)), n > 2);
            let back: Vec<(u32, bool)> = l.iter().copied().collect();
            assert_eq!(back, (0..n).map(|i| (i, i % 2 == 0)).collect::<Vec<_>>());
        }
    }
}
