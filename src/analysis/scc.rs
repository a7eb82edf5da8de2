//! Strongly connected components (Tarjan 1972), iterative so that deep
//! graphs cannot overflow the stack.
//!
//! Components are emitted in *reverse topological order* of the
//! condensation: every component comes after all components reachable
//! from it. Dataflow that pulls from successors (e.g. "everything this
//! value flows into") processes them in emission order; dataflow that pulls
//! from predecessors processes them in reverse. Cost: O(nodes + edges).

/// The SCCs of a graph: components in reverse topological order, their
/// members in one array (a graph of a million nodes has about as many
/// components, most of one node: a vector each would be a million
/// allocations).
#[derive(Clone, Debug)]
pub struct Sccs {
    /// Members of all components, component after component.
    members: Vec<usize>,
    /// `starts[c]..starts[c + 1]` is component `c`'s range of `members`.
    starts: Vec<usize>,
    /// Component index of each node.
    pub component_of: Vec<usize>,
}

impl Default for Sccs {
    /// No nodes.
    fn default() -> Sccs {
        Sccs {
            members: Vec::new(),
            starts: vec![0],
            component_of: Vec::new(),
        }
    }
}

impl Sccs {
    /// Number of components.
    pub fn len(&self) -> usize {
        self.starts.len() - 1
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The members of component `c`.
    pub fn component(&self, c: usize) -> &[usize] {
        &self.members[self.starts[c]..self.starts[c + 1]]
    }

    /// The components in reverse topological order.
    pub fn components(&self) -> impl DoubleEndedIterator<Item = &[usize]> + '_ {
        (0..self.len()).map(|c| self.component(c))
    }
}

/// Computes the SCCs of the graph with nodes `0..adj.len()` and successor
/// lists `adj`. The DFS keeps a position into each node's list instead of
/// copying it, so the only allocations are the result and a few stacks.
pub fn tarjan(adj: &[Vec<u32>]) -> Sccs {
    const UNVISITED: usize = usize::MAX;
    let n = adj.len();
    let mut index = vec![UNVISITED; n];
    let mut low = vec![0usize; n];
    let mut on_stack = vec![false; n];
    let mut stack: Vec<usize> = Vec::with_capacity(n);
    let mut members: Vec<usize> = Vec::with_capacity(n);
    let mut starts: Vec<usize> = vec![0];
    let mut component_of = vec![usize::MAX; n];
    let mut next = 0usize;
    // Explicit DFS stack: (node, position of the next successor to explore).
    let mut dfs: Vec<(usize, usize)> = Vec::with_capacity(n);
    for start in 0..n {
        if index[start] != UNVISITED {
            continue;
        }
        index[start] = next;
        low[start] = next;
        next += 1;
        stack.push(start);
        on_stack[start] = true;
        dfs.push((start, 0));
        while let Some(&mut (v, ref mut pos)) = dfs.last_mut() {
            if let Some(&w) = adj[v].get(*pos) {
                *pos += 1;
                let w = w as usize;
                if index[w] == UNVISITED {
                    index[w] = next;
                    low[w] = next;
                    next += 1;
                    stack.push(w);
                    on_stack[w] = true;
                    dfs.push((w, 0));
                } else if on_stack[w] {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            dfs.pop();
            if let Some(&(p, _)) = dfs.last() {
                low[p] = low[p].min(low[v]);
            }
            if low[v] == index[v] {
                let c = starts.len() - 1;
                loop {
                    let w = stack.pop().expect("tarjan stack");
                    on_stack[w] = false;
                    component_of[w] = c;
                    members.push(w);
                    if w == v {
                        break;
                    }
                }
                starts.push(members.len());
            }
        }
    }
    Sccs {
        members,
        starts,
        component_of,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(n: usize, edges: &[(usize, usize)]) -> Sccs {
        let mut adj = vec![Vec::new(); n];
        for &(a, b) in edges {
            adj[a].push(b as u32);
        }
        tarjan(&adj)
    }

    #[test]
    fn components_in_reverse_topological_order() {
        //   0 -> 1 <-> 2 -> 3,  4 alone
        let s = run(5, &[(0, 1), (1, 2), (2, 1), (2, 3)]);
        assert_eq!(s.len(), 4);
        assert_eq!(s.component_of[1], s.component_of[2]);
        // 3 is reachable from {1,2} which is reachable from 0.
        assert!(s.component_of[3] < s.component_of[1]);
        assert!(s.component_of[1] < s.component_of[0]);
    }

    #[test]
    fn deep_chain_does_not_overflow() {
        let n = 200_000;
        let adj: Vec<Vec<u32>> = (0..n)
            .map(|v| {
                if v + 1 < n {
                    vec![v as u32 + 1]
                } else {
                    vec![]
                }
            })
            .collect();
        let s = tarjan(&adj);
        assert_eq!(s.len(), n);
        assert_eq!(s.component_of[n - 1], 0);
    }
}
