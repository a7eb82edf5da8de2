//! Disjoint sets over dense ids (union by size, path halving): near-constant
//! amortized `find`/`union` (Tarjan 1975).

#[derive(Clone, Debug, Default)]
pub struct UnionFind {
    parent: Vec<u32>,
    size: Vec<u32>,
}

impl UnionFind {
    pub fn new(n: usize) -> UnionFind {
        UnionFind {
            parent: (0..n as u32).collect(),
            size: vec![1; n],
        }
    }

    /// Adds one singleton set; returns its id.
    pub fn push(&mut self) -> u32 {
        let id = self.parent.len() as u32;
        self.parent.push(id);
        self.size.push(1);
        id
    }

    pub fn len(&self) -> usize {
        self.parent.len()
    }

    pub fn is_empty(&self) -> bool {
        self.parent.is_empty()
    }

    pub fn find(&mut self, mut x: u32) -> u32 {
        while self.parent[x as usize] != x {
            let gp = self.parent[self.parent[x as usize] as usize];
            self.parent[x as usize] = gp;
            x = gp;
        }
        x
    }

    /// Root without path compression (for shared borrows).
    pub fn root(&self, mut x: u32) -> u32 {
        while self.parent[x as usize] != x {
            x = self.parent[x as usize];
        }
        x
    }

    pub fn same(&mut self, a: u32, b: u32) -> bool {
        self.find(a) == self.find(b)
    }

    /// Merges the sets of `a` and `b`; returns `(new root, absorbed root)`,
    /// or `None` if they were already one set.
    pub fn union(&mut self, a: u32, b: u32) -> Option<(u32, u32)> {
        let (mut ra, mut rb) = (self.find(a), self.find(b));
        if ra == rb {
            return None;
        }
        if self.size[ra as usize] < self.size[rb as usize] {
            std::mem::swap(&mut ra, &mut rb);
        }
        self.parent[rb as usize] = ra;
        self.size[ra as usize] += self.size[rb as usize];
        Some((ra, rb))
    }
}

#[cfg(test)]
mod tests {
    use super::UnionFind;

    #[test]
    fn unions_and_finds() {
        let mut uf = UnionFind::new(5);
        assert!(!uf.same(0, 1));
        assert!(uf.union(0, 1).is_some());
        assert!(uf.union(1, 0).is_none());
        uf.union(3, 4);
        assert!(uf.same(0, 1) && uf.same(3, 4) && !uf.same(1, 3));
        uf.union(1, 4);
        assert!(uf.same(0, 3));
        assert_eq!(uf.push(), 5);
        assert!(!uf.same(5, 0));
    }
}
