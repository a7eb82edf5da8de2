//! Strongly connected components (Tarjan 1972), iterative so that deep
//! graphs cannot overflow the stack.
//!
//! Components are emitted in *reverse topological order* of the
//! condensation: every component comes after all components reachable
//! from it. Dataflow that pulls from successors (e.g. "everything this
//! value flows into") processes them in emission order; dataflow that pulls
//! from predecessors processes them in reverse. Cost: O(nodes + edges).

/// The SCCs of a graph.
#[derive(Clone, Debug)]
pub struct Sccs {
    /// Components in reverse topological order.
    pub components: Vec<Vec<usize>>,
    /// Component index of each node.
    pub component_of: Vec<usize>,
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
    let mut stack: Vec<usize> = Vec::new();
    let mut components = Vec::new();
    let mut component_of = vec![usize::MAX; n];
    let mut next = 0usize;
    // Explicit DFS stack: (node, position of the next successor to explore).
    let mut dfs: Vec<(usize, usize)> = Vec::new();
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
                let mut comp = Vec::new();
                loop {
                    let w = stack.pop().expect("tarjan stack");
                    on_stack[w] = false;
                    component_of[w] = components.len();
                    comp.push(w);
                    if w == v {
                        break;
                    }
                }
                components.push(comp);
            }
        }
    }
    Sccs {
        components,
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
        assert_eq!(s.components.len(), 4);
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
        assert_eq!(s.components.len(), n);
        assert_eq!(s.component_of[n - 1], 0);
    }
}
