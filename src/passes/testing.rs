//! Test-only passes, registered only when the environment variable
//! `FERROBUF_TEST_PASSES=1` is set when the plugin loads (the lit suite sets
//! it). They exercise the framework itself: option parsing and printing,
//! error and panic reporting, pipelines, and the interface queries.

use std::collections::HashMap;
use std::fmt::Write as _;

use crate::analysis::cfg::Cfg;
use crate::analysis::dominance::Dominance;
use crate::analysis::liveness::Liveness;
use crate::ir::{Block, Effects, Op, Order, Value, Walk};
use crate::pass::{
    Changed, OptionDef, OptionKind, Options, PassDef, PassError, PassResult, PipelineDef,
};

/// Environment variable that enables the test passes.
pub const ENV: &str = "FERROBUF_TEST_PASSES";

/// `ferrobuf-test-options`: one option of every kind; reports their values
/// as a remark on the op it runs on.
pub static OPTIONS: PassDef = PassDef {
    argument: "ferrobuf-test-options",
    summary: "(test) Report the values of one option of each kind as a remark",
    anchor: None,
    dependent_dialects: &[],
    options: &[
        OptionDef {
            name: "flag",
            help: "a bool",
            kind: OptionKind::Bool(false),
        },
        OptionDef {
            name: "count",
            help: "a signed integer",
            kind: OptionKind::Int(-1),
        },
        OptionDef {
            name: "size",
            help: "an unsigned integer",
            kind: OptionKind::UInt(1024),
        },
        OptionDef {
            name: "label",
            help: "a string",
            kind: OptionKind::Str("none"),
        },
        OptionDef {
            name: "mode",
            help: "an enum",
            kind: OptionKind::Enum {
                cases: &[("alpha", "first"), ("beta", "second"), ("gamma", "third")],
                default: 1,
            },
        },
        OptionDef {
            name: "numbers",
            help: "a list of integers",
            kind: OptionKind::IntList,
        },
        OptionDef {
            name: "words",
            help: "a list of strings",
            kind: OptionKind::StrList,
        },
    ],
    run: run_options,
};

fn run_options(op: Op, o: &Options) -> PassResult {
    op.emit_remark(&format!(
        "flag={} count={} size={} label='{}' mode={} numbers={:?} words={:?}",
        o.bool("flag"),
        o.int("count"),
        o.uint("size"),
        o.string("label"),
        o.enum_name("mode"),
        o.int_list("numbers"),
        o.string_list("words"),
    ));
    Ok(Changed::No)
}

/// `ferrobuf-test-failures`: fails with a located error at the first op
/// carrying `ferrobuf.test_error = "message"`, and panics at the first op
/// carrying `ferrobuf.test_panic` (to test that panics become diagnostics).
pub static FAILURES: PassDef = PassDef {
    argument: "ferrobuf-test-failures",
    summary: "(test) Fail or panic at ops marked ferrobuf.test_error / ferrobuf.test_panic",
    anchor: Some("func.func"),
    dependent_dialects: &[],
    options: &[],
    run: run_failures,
};

fn run_failures(func: Op, _: &Options) -> PassResult {
    let mut found = None;
    func.walk(Order::Pre, |op| {
        if op.attr("ferrobuf.test_panic").is_some() {
            panic!("test panic requested at {}", op.name().as_str());
        }
        if let Some(msg) = op.attr("ferrobuf.test_error") {
            found = Some((op, msg.as_string().unwrap_or_default()));
            return Walk::Interrupt;
        }
        Walk::Advance
    });
    match found {
        Some((op, msg)) => Err(PassError::new(op, msg)),
        None => Ok(Changed::No),
    }
}

/// `ferrobuf-test-interfaces`: a remark on every op with a
/// `ferrobuf.query` attribute describing what the interface queries say.
pub static INTERFACES: PassDef = PassDef {
    argument: "ferrobuf-test-interfaces",
    summary: "(test) Describe interface query results on ops marked ferrobuf.query",
    anchor: None,
    dependent_dialects: &[],
    options: &[],
    run: run_interfaces,
};

fn run_interfaces(root: Op, _: &Options) -> PassResult {
    let mut marked = Vec::new();
    root.walk(Order::Pre, |op| {
        if op.attr("ferrobuf.query").is_some() {
            marked.push(op);
        }
        Walk::Advance
    });
    for op in marked {
        op.emit_remark(&describe(op));
    }
    Ok(Changed::No)
}

/// A one-line summary of every interface query on `op`.
pub fn describe(op: Op) -> String {
    let mut parts = Vec::new();
    match op.memory_effects() {
        Effects::Unknown => parts.push("effects=unknown".to_owned()),
        Effects::Known(effects) => {
            let list: Vec<String> = effects
                .iter()
                .map(|e| {
                    let on = match e.value {
                        Some(v) if v.defining_op() == Some(op) => format!("result#{}", v.index()),
                        Some(v) => match op.operands().position(|o| o == v) {
                            Some(i) => format!("operand#{i}"),
                            None => "value".to_owned(),
                        },
                        None => "none".to_owned(),
                    };
                    format!(
                        "{:?}({on}{})",
                        e.kind,
                        if e.automatic_scope { ",scope" } else { "" }
                    )
                })
                .collect();
            parts.push(format!("effects=[{}]", list.join(",")));
        }
    }
    if op.is_region_branch() {
        let succ: Vec<String> = op
            .entry_successors()
            .iter()
            .map(|s| {
                format!(
                    "{}/{}in/{}fwd",
                    s.region
                        .map_or("parent".to_owned(), |r| format!("region{r}")),
                    s.inputs.len(),
                    s.forwarded.len()
                )
            })
            .collect();
        parts.push(format!("region-branch entry=[{}]", succ.join(",")));
    }
    if op.is_region_branch_terminator() {
        let succ: Vec<String> = op
            .terminator_successors()
            .iter()
            .map(|s| {
                format!(
                    "{}/{}fwd",
                    s.region
                        .map_or("parent".to_owned(), |r| format!("region{r}")),
                    s.forwarded.len()
                )
            })
            .collect();
        parts.push(format!("terminator=[{}]", succ.join(",")));
    }
    if op.is_branch() {
        let succ: Vec<String> = (0..op.num_successors())
            .filter_map(|i| {
                op.successor_operands(i)
                    .map(|(p, f)| format!("{p}+{}", f.len()))
            })
            .collect();
        parts.push(format!("branch=[{}]", succ.join(",")));
    }
    if op.is_call() {
        let callee = op
            .callee_symbol()
            .and_then(|a| a.as_flat_symbol())
            .unwrap_or_else(|| "indirect".to_owned());
        parts.push(format!("call={callee}/{}args", op.call_arguments().len()));
    }
    if op.is_function() {
        parts.push(format!(
            "function {}args {}results{}",
            op.function_argument_types().len(),
            op.function_result_types().len(),
            if op.is_external_function() {
                " external"
            } else {
                ""
            }
        ));
    }
    if let Some(v) = op.visibility() {
        parts.push(format!("visibility={v:?}"));
    }
    if op.is_destination_style() {
        let tied: Vec<String> = (0..op.num_operands())
            .filter_map(|i| op.dps_tied_result(i).map(|r| format!("{i}->{r}")))
            .collect();
        parts.push(format!(
            "dps inits={} tied=[{}]",
            op.dps_inits().len(),
            tied.join(",")
        ));
    }
    if let Some(src) = op.view_source() {
        let i = op
            .operands()
            .position(|o| o == src)
            .map_or("?".to_owned(), |i| i.to_string());
        parts.push(format!("view source=operand#{i}"));
    }
    parts.join(" ")
}

/// `ferrobuf-test-pipeline{repeat=N}`: expands to N runs of
/// `ferrobuf-test-options` followed by upstream `canonicalize`.
pub static PIPELINE: PipelineDef = PipelineDef {
    argument: "ferrobuf-test-pipeline",
    summary: "(test) A registered pipeline mixing ferrobuf and upstream passes",
    options: &[OptionDef {
        name: "repeat",
        help: "how many times to run ferrobuf-test-options",
        kind: OptionKind::Int(1),
    }],
    build: |o, _anchor| {
        let n = o.int("repeat");
        if !(0..=16).contains(&n) {
            return Err(format!("repeat must be between 0 and 16, got {n}"));
        }
        let mut passes: Vec<String> = (0..n)
            .map(|i| format!("ferrobuf-test-options{{count={i}}}"))
            .collect();
        passes.push("canonicalize".to_owned());
        Ok(passes.join(","))
    },
};

/// `ferrobuf-test-analyses`: prints ferrobuf's liveness and dominance of
/// each function to stderr in the format of upstream's
/// `test-print-liveness` / `test-print-dominance` (block ids in pre-order,
/// values as `argN@B` / `val_N`), so the two can be compared line by line.
pub static ANALYSES: PassDef = PassDef {
    argument: "ferrobuf-test-analyses",
    summary: "(test) Print liveness and dominance like upstream's test-print-liveness/-dominance",
    anchor: Some("func.func"),
    dependent_dialects: &[],
    options: &[],
    run: run_analyses,
};

fn run_analyses(func: Op, _: &Options) -> PassResult {
    // Upstream's numbering: blocks in pre-order; values (arguments, then the
    // results of each op of the block) in the same walk.
    let mut block_ids: HashMap<Block, usize> = HashMap::new();
    let mut value_ids: HashMap<Value, usize> = HashMap::new();
    let mut order: Vec<Block> = Vec::new();
    fn visit(
        block: Block,
        block_ids: &mut HashMap<Block, usize>,
        value_ids: &mut HashMap<Value, usize>,
        order: &mut Vec<Block>,
    ) {
        block_ids.insert(block, block_ids.len());
        order.push(block);
        for a in block.arguments() {
            let n = value_ids.len();
            value_ids.insert(a, n);
        }
        for op in block.ops() {
            for r in op.results() {
                let n = value_ids.len();
                value_ids.insert(r, n);
            }
        }
        for op in block.ops() {
            for region in op.regions() {
                for b in region.blocks() {
                    visit(b, block_ids, value_ids, order);
                }
            }
        }
    }
    for region in func.regions() {
        for b in region.blocks() {
            visit(b, &mut block_ids, &mut value_ids, &mut order);
        }
    }
    let cfg = Cfg::build(func);
    let live = Liveness::new(&cfg);
    let name = |v: &Value| match v.owner_block() {
        Some(b) => format!("arg{}@{}", v.index(), block_ids[&b]),
        None => format!("val_{}", value_ids[v]),
    };
    let refs = |vals: &[Value]| {
        let mut vs: Vec<&Value> = vals.iter().filter(|v| value_ids.contains_key(v)).collect();
        vs.sort_by_key(|v| value_ids[v]);
        vs.iter()
            .map(|v| format!("{} ", name(v)))
            .collect::<String>()
    };
    let mut out = String::new();
    let fname = func
        .attr("sym_name")
        .and_then(|a| a.as_string())
        .unwrap_or_default();
    let _ = writeln!(out, "Testing : {fname}");
    let _ = writeln!(
        out,
        "// nested-blocks: {}",
        cfg.regions.len() > func.num_regions()
    );
    let _ = writeln!(out, "// ---- Liveness -----");
    for b in &order {
        let id = cfg.id(*b).expect("indexed block");
        let _ = writeln!(out, "// - Block: {}", block_ids[b]);
        let _ = writeln!(out, "// --- LiveIn: {}", refs(live.live_in(id)));
        let _ = writeln!(out, "// --- LiveOut: {}", refs(live.live_out(id)));
    }
    // upstream's test-print-dominance numbers blocks in post-order (blocks
    // nested in a block's ops first); dominates(a, b) is Nearest(a, b) == a,
    // so the Nearest tables say everything.
    let mut post_ids: HashMap<Block, usize> = HashMap::new();
    fn visit_post(block: Block, ids: &mut HashMap<Block, usize>) {
        for op in block.ops() {
            for region in op.regions() {
                for b in region.blocks() {
                    visit_post(b, ids);
                }
            }
        }
        ids.insert(block, ids.len());
    }
    for region in func.regions() {
        for b in region.blocks() {
            visit_post(b, &mut post_ids);
        }
    }
    let mut post_order: Vec<Block> = order.clone();
    post_order.sort_by_key(|b| post_ids[b]);
    for (title, dom) in [
        ("DominanceInfo", Dominance::new(&cfg)),
        ("PostDominanceInfo", Dominance::post(&cfg)),
    ] {
        let _ = writeln!(out, "--- {title} ---");
        for a in &post_order {
            for b in &post_order {
                let (ia, ib) = (cfg.id(*a).unwrap(), cfg.id(*b).unwrap());
                let nearest = match dom.nearest_common_dominator(ia, ib) {
                    Some(n) => post_ids[&cfg.block(n)].to_string(),
                    None => "<no dom>".to_owned(),
                };
                let _ = writeln!(out, "Nearest({}, {}) = {nearest}", post_ids[a], post_ids[b]);
            }
        }
    }
    eprint!("{out}");
    Ok(Changed::No)
}

/// `ferrobuf-test-elimination-analyses`: `ferrobuf-eliminate-empty-tensors`
/// with a count of the One-Shot analyses it runs, reported as a remark on
/// the op (the first decides, each check after a rewrite costs another:
/// a replacement the check undoes costs a whole analysis more).
pub static ELIMINATION_ANALYSES: PassDef = PassDef {
    argument: "ferrobuf-test-elimination-analyses",
    summary: "(test) Eliminate empty tensors and report how many One-Shot analyses that took",
    anchor: None,
    dependent_dialects: &["tensor", "bufferization"],
    options: &[],
    run: run_elimination_analyses,
};

fn run_elimination_analyses(root: Op, _: &Options) -> PassResult {
    let mut n = 0usize;
    let (changed, _) = super::eliminate_empty_tensors::eliminate(
        root,
        &mut |op| {
            n += 1;
            super::one_shot::analyze_with_boundaries(op)
        },
        false,
    );
    root.emit_remark(&format!("empty-tensor elimination: {n} analyses"));
    Ok(changed)
}

/// The test passes.
pub static PASSES: &[&PassDef] = &[
    &OPTIONS,
    &FAILURES,
    &INTERFACES,
    &ANALYSES,
    &ELIMINATION_ANALYSES,
];
/// The test pipelines.
pub static PIPELINES: &[&PipelineDef] = &[&PIPELINE];
