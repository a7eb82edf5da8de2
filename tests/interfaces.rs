//! The interface queries of `plugin/` (through `ferrobuf::ir`) on real
//! upstream ops, parsed in-process.

mod support;

use ferrobuf::ir::{EffectKind, Effects, Op, Trait, Visibility};
use support::ir::{tagged, with_module};

fn effects(op: Op) -> Vec<(EffectKind, Option<String>, bool)> {
    let describe = |v: Option<ferrobuf::ir::Value>| {
        v.map(|v| match v.defining_op() {
            Some(d) if d == op => format!("result{}", v.index()),
            _ => format!(
                "operand{}",
                op.operands()
                    .position(|o| o == v)
                    .expect("effect on an operand")
            ),
        })
    };
    match op.memory_effects() {
        Effects::Unknown => panic!("{op:?} has unknown effects"),
        Effects::Known(list) => list
            .into_iter()
            .map(|e| (e.kind, describe(e.value), e.automatic_scope))
            .collect(),
    }
}

const MEMORY: &str = r#"
func.func private @ext(memref<4xf32>)
func.func @f(%i: index, %x: f32) {
  %a = memref.alloc() {ferrobuf.tag = "alloc"} : memref<4xf32>
  %s = memref.alloca() {ferrobuf.tag = "alloca"} : memref<4xf32>
  %v = memref.load %a[%i] {ferrobuf.tag = "load"} : memref<4xf32>
  memref.store %x, %s[%i] {ferrobuf.tag = "store"} : memref<4xf32>
  memref.copy %a, %s {ferrobuf.tag = "copy"} : memref<4xf32> to memref<4xf32>
  %y = arith.addf %v, %x {ferrobuf.tag = "addf"} : f32
  func.call @ext(%a) {ferrobuf.tag = "call"} : (memref<4xf32>) -> ()
  %c = arith.cmpf olt, %x, %y : f32
  scf.if %c {
    memref.store %y, %a[%i] : memref<4xf32>
  } {ferrobuf.tag = "if"}
  memref.dealloc %a {ferrobuf.tag = "dealloc"} : memref<4xf32>
  return
}
"#;

#[test]
fn memory_effects() {
    with_module(MEMORY, |m| {
        use EffectKind::*;
        let alloc = tagged(m, "alloc");
        assert!(alloc.is_memory_effect_op());
        assert_eq!(
            effects(alloc),
            vec![(Allocate, Some("result0".into()), false)]
        );
        // alloca allocates on the automatic-allocation-scope resource.
        assert_eq!(
            effects(tagged(m, "alloca")),
            vec![(Allocate, Some("result0".into()), true)]
        );
        assert_eq!(
            effects(tagged(m, "load")),
            vec![(Read, Some("operand0".into()), false)]
        );
        assert_eq!(
            effects(tagged(m, "store")),
            vec![(Write, Some("operand1".into()), false)]
        );
        let copy = effects(tagged(m, "copy"));
        assert!(
            copy.contains(&(Read, Some("operand0".into()), false)),
            "{copy:?}"
        );
        assert!(
            copy.contains(&(Write, Some("operand1".into()), false)),
            "{copy:?}"
        );
        assert_eq!(
            effects(tagged(m, "dealloc")),
            vec![(Free, Some("operand0".into()), false)]
        );
        assert_eq!(effects(tagged(m, "addf")), vec![]);
        // A call says nothing about its effects.
        let call = tagged(m, "call");
        assert!(!call.is_memory_effect_op());
        assert!(matches!(call.memory_effects(), Effects::Unknown));
        // scf.if has only the effects of its body.
        let if_op = tagged(m, "if");
        assert!(if_op.has_trait(Trait::FerrobufTraitRecursiveMemoryEffects));
        assert!(matches!(if_op.memory_effects(), Effects::Known(ref v) if v.is_empty()));
    });
}

const REGIONS: &str = r#"
func.func @f(%c: i1, %lb: index, %ub: index, %st: index, %m: memref<2xf32>) -> memref<2xf32> {
  %r = scf.if %c -> (memref<2xf32>) {
    scf.yield {ferrobuf.tag = "then_yield"} %m : memref<2xf32>
  } else {
    %n = memref.alloc() : memref<2xf32>
    scf.yield %n : memref<2xf32>
  } {ferrobuf.tag = "if"}
  scf.if %c {
    scf.yield
  } {ferrobuf.tag = "if_no_else"}
  %f = scf.for %i = %lb to %ub step %st iter_args(%it = %r) -> (memref<2xf32>) {
    scf.yield {ferrobuf.tag = "for_yield"} %it : memref<2xf32>
  } {ferrobuf.tag = "for"}
  %w = scf.while (%a = %f) : (memref<2xf32>) -> memref<2xf32> {
    scf.condition(%c) {ferrobuf.tag = "condition"} %a : memref<2xf32>
  } do {
  ^bb0(%b: memref<2xf32>):
    scf.yield %b : memref<2xf32>
  } attributes {ferrobuf.tag = "while"}
  %e = scf.execute_region -> memref<2xf32> {
    scf.yield %w : memref<2xf32>
  } {ferrobuf.tag = "exec"}
  return %e : memref<2xf32>
}
"#;

fn shape(succ: &[ferrobuf::ir::RegionSuccessor]) -> Vec<(Option<usize>, usize, usize)> {
    let mut v: Vec<_> = succ
        .iter()
        .map(|s| (s.region, s.inputs.len(), s.forwarded.len()))
        .collect();
    v.sort();
    v
}

#[test]
fn region_branch_control_flow() {
    with_module(REGIONS, |m| {
        let if_op = tagged(m, "if");
        assert!(if_op.is_region_branch());
        // Entering an scf.if with else: then or else, no inputs.
        assert_eq!(
            shape(&if_op.entry_successors()),
            vec![(Some(0), 0, 0), (Some(1), 0, 0)]
        );
        // After either region: back to the parent, whose result is the input.
        assert_eq!(shape(&if_op.region_successors(0)), vec![(None, 1, 0)]);
        let then_yield = tagged(m, "then_yield");
        assert!(then_yield.is_region_branch_terminator());
        let ts = then_yield.terminator_successors();
        assert_eq!(shape(&ts), vec![(None, 1, 1)]);
        assert_eq!(ts[0].inputs[0], if_op.result(0));
        // Without else, the parent is also an entry successor.
        assert_eq!(
            shape(&tagged(m, "if_no_else").entry_successors()),
            vec![(None, 0, 0), (Some(0), 0, 0)]
        );

        // scf.for: the body (iter_arg input, init forwarded) or straight to
        // the results (zero trips); the yield goes back to the body or out.
        let for_op = tagged(m, "for");
        let entry = for_op.entry_successors();
        assert_eq!(shape(&entry), vec![(None, 1, 1), (Some(0), 1, 1)]);
        let into_body = entry.iter().find(|s| s.region == Some(0)).unwrap();
        assert_eq!(
            into_body.forwarded[0],
            for_op.operand(3),
            "init operand is forwarded"
        );
        assert_eq!(
            shape(&tagged(m, "for_yield").terminator_successors()),
            vec![(None, 1, 1), (Some(0), 1, 1)]
        );

        // scf.while: before region first; the condition goes to the after
        // region or out.
        let w = tagged(m, "while");
        assert_eq!(shape(&w.entry_successors()), vec![(Some(0), 1, 1)]);
        assert_eq!(
            shape(&tagged(m, "condition").terminator_successors()),
            vec![(None, 1, 1), (Some(1), 1, 1)]
        );
        assert_eq!(shape(&w.region_successors(1)), vec![(Some(0), 1, 0)]);

        let exec = tagged(m, "exec");
        assert!(exec.is_region_branch());
        assert_eq!(shape(&exec.entry_successors()), vec![(Some(0), 0, 0)]);
        // Not a region-branch op: no successors, no crash.
        assert!(!m.is_region_branch());
        assert!(m.entry_successors().is_empty());
        assert!(tagged(m, "if").region_successors(7).is_empty());
    });
}

const BRANCHES: &str = r#"
func.func @f(%c: i1, %m: memref<2xf32>) {
  cf.cond_br %c, ^bb1(%m : memref<2xf32>), ^bb2 {ferrobuf.tag = "cond_br"}
^bb1(%a: memref<2xf32>):
  cf.br ^bb2 {ferrobuf.tag = "br"}
^bb2:
  return {ferrobuf.tag = "return"}
}
"#;

#[test]
fn branch_operands_and_terminator_traits() {
    with_module(BRANCHES, |m| {
        let cond = tagged(m, "cond_br");
        assert!(cond.is_branch());
        let (produced, fwd) = cond.successor_operands(0).unwrap();
        assert_eq!((produced, fwd.len()), (0, 1));
        assert_eq!(fwd[0], cond.operand(1));
        assert_eq!(
            cond.successor_operands(1).map(|(p, f)| (p, f.len())),
            Some((0, 0))
        );
        assert!(cond.successor_operands(2).is_none());
        assert_eq!(
            tagged(m, "br")
                .successor_operands(0)
                .map(|(p, f)| (p, f.len())),
            Some((0, 0))
        );
        let ret = tagged(m, "return");
        assert!(!ret.is_branch());
        assert!(ret.successor_operands(0).is_none());
        assert!(ret.has_trait(Trait::FerrobufTraitIsTerminator));
        assert!(ret.has_trait(Trait::FerrobufTraitReturnLike));
        assert!(!cond.has_trait(Trait::FerrobufTraitReturnLike));
        assert!(m.has_trait(Trait::FerrobufTraitNoTerminator));
    });
}

const CALLS: &str = r#"
func.func private @callee(memref<2xf32>) -> memref<2xf32> attributes {ferrobuf.tag = "decl"}
func.func @caller(%m: memref<2xf32>, %x: i32) -> memref<2xf32> attributes {ferrobuf.tag = "caller"} {
  %r = func.call @callee(%m) {ferrobuf.tag = "call"} : (memref<2xf32>) -> memref<2xf32>
  %f = func.constant {ferrobuf.tag = "const"} @callee : (memref<2xf32>) -> memref<2xf32>
  %s = func.call_indirect %f(%r) {ferrobuf.tag = "indirect"} : (memref<2xf32>) -> memref<2xf32>
  return %s : memref<2xf32>
}
"#;

#[test]
fn calls_and_functions() {
    with_module(CALLS, |m| {
        let call = tagged(m, "call");
        assert!(call.is_call());
        assert_eq!(
            call.callee_symbol()
                .and_then(|a| a.as_flat_symbol())
                .as_deref(),
            Some("callee")
        );
        assert!(call.callee_value().is_none());
        assert_eq!(call.call_arguments(), vec![call.operand(0)]);
        let decl = tagged(m, "decl");
        assert_eq!(call.resolve_callable(), Some(decl));

        let ind = tagged(m, "indirect");
        assert!(ind.is_call());
        assert!(ind.callee_symbol().is_none());
        assert_eq!(ind.callee_value(), Some(tagged(m, "const").result(0)));
        assert_eq!(ind.call_arguments().len(), 1);
        assert!(!tagged(m, "const").is_call());

        assert!(decl.is_function());
        assert!(decl.is_external_function());
        assert_eq!(decl.visibility(), Some(Visibility::Private));
        let caller = tagged(m, "caller");
        assert!(!caller.is_external_function());
        assert_eq!(caller.visibility(), Some(Visibility::Public));
        assert_eq!(caller.function_argument_types().len(), 2);
        assert!(caller.function_argument_types()[0].is_memref());
        assert_eq!(caller.function_result_types().len(), 1);
        assert!(caller.function_body().unwrap().first_block().is_some());
        assert!(caller.has_trait(Trait::FerrobufTraitAutomaticAllocationScope));
        assert!(caller.has_trait(Trait::FerrobufTraitIsIsolatedFromAbove));
        assert!(!call.is_function());
        assert_eq!(call.visibility(), None);
        assert!(call.function_body().is_none());
    });
}

const DPS: &str = r#"
func.func @f(%t: tensor<4xf32>, %m: memref<4xf32>, %s: tensor<2xf32>, %x: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %filled = linalg.fill {ferrobuf.tag = "fill"} ins(%x : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  linalg.fill {ferrobuf.tag = "fill_buf"} ins(%x : f32) outs(%m : memref<4xf32>)
  %ins = tensor.insert_slice %s into %filled[0] [2] [1] {ferrobuf.tag = "insert_slice"} : tensor<2xf32> into tensor<4xf32>
  %c = arith.constant {ferrobuf.tag = "cst"} 1.0 : f32
  %sv = memref.subview %m[1] [2] [1] {ferrobuf.tag = "subview"} : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %cast = memref.cast %m {ferrobuf.tag = "cast"} : memref<4xf32> to memref<?xf32>
  %g:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%t : tensor<4xf32>) outs(%filled, %ins : tensor<4xf32>, tensor<4xf32>) attrs = {ferrobuf.tag = "generic"} {
  ^bb0(%in: f32, %o1: f32, %o2: f32):
    %sum = arith.addf %in, %o1 : f32
    linalg.yield %sum, %o2 : f32, f32
  } -> (tensor<4xf32>, tensor<4xf32>)
  return %g#0, %g#1 : tensor<4xf32>, tensor<4xf32>
}
"#;

#[test]
fn destination_style_and_views() {
    with_module(DPS, |m| {
        let fill = tagged(m, "fill");
        assert!(fill.is_destination_style());
        assert_eq!(fill.dps_inits(), vec![fill.operand(1)]);
        assert_eq!(fill.dps_tied_result(1), Some(0));
        assert_eq!(fill.dps_tied_result(0), None, "ins operand is not tied");
        assert_eq!(fill.dps_tied_operand(0), Some(1));
        assert!(fill.dps_has_pure_tensor_semantics());
        assert!(!fill.dps_has_pure_buffer_semantics());
        let fill_buf = tagged(m, "fill_buf");
        assert!(fill_buf.dps_has_pure_buffer_semantics());
        assert_eq!(fill_buf.dps_tied_result(1), None, "no results on buffers");
        // Two inits: operands 1 and 2 tie to results 0 and 1.
        let generic = tagged(m, "generic");
        assert!(generic.is_destination_style());
        assert_eq!(
            generic.dps_inits(),
            vec![generic.operand(1), generic.operand(2)]
        );
        assert_eq!(
            (
                generic.dps_tied_result(0),
                generic.dps_tied_result(1),
                generic.dps_tied_result(2)
            ),
            (None, Some(0), Some(1))
        );
        assert_eq!(
            (generic.dps_tied_operand(0), generic.dps_tied_operand(1)),
            (Some(1), Some(2))
        );
        assert!(
            !generic.is_memory_effect_op() || matches!(generic.memory_effects(), Effects::Known(_))
        );
        let ins = tagged(m, "insert_slice");
        assert!(ins.is_destination_style());
        assert_eq!(ins.dps_tied_result(1), Some(0));
        assert_eq!(ins.dps_tied_operand(0), Some(1));
        let cst = tagged(m, "cst");
        assert!(!cst.is_destination_style());
        assert!(cst.dps_inits().is_empty());
        assert_eq!(cst.dps_tied_operand(0), None);
        assert!(cst.has_trait(Trait::FerrobufTraitConstantLike));

        let sv = tagged(m, "subview");
        assert!(sv.is_view_like());
        assert_eq!(sv.view_source(), Some(sv.operand(0)));
        let cast = tagged(m, "cast");
        assert!(cast.is_view_like());
        assert_eq!(cast.view_source(), Some(cast.operand(0)));
        assert!(!fill.is_view_like());
        assert_eq!(fill.view_source(), None);
    });
}
