//! The pass framework: how a ferrobuf pass or pipeline is declared.
//!
//! A pass is a [`PassDef`]: its `ferrobuf-…` argument, a summary, the op it
//! anchors on (or any op), the dialects it creates ops of, its typed options
//! and a plain function `run(op, &Options) -> Result<Changed, PassError>`.
//! `plugin/` turns the declaration into a real `mlir::Pass` (cloned per
//! thread, options parsed from `{name=value}`, shown in `--help`, printed by
//! `--dump-pass-pipeline`). [`run_guarded`] is the one adapter between the
//! two worlds: it turns a [`PassError`] into a located diagnostic and a
//! panic into an internal-error diagnostic, so no panic crosses into C++.
//!
//! A pipeline is a [`PipelineDef`]: options plus a function producing the
//! textual pipeline it expands to (upstream passes included).

use std::any::Any;
use std::fmt::Write as _;
use std::panic::{AssertUnwindSafe, catch_unwind};

use crate::ir::Op;

/// Type and default of one option.
#[derive(Clone, Copy, Debug)]
pub enum OptionKind {
    Bool(bool),
    Int(i64),
    UInt(u64),
    Str(&'static str),
    /// One of `cases` (name, description); the default is a case index.
    Enum {
        cases: &'static [(&'static str, &'static str)],
        default: usize,
    },
    /// Comma-separated integers, empty by default.
    IntList,
    /// Comma-separated strings, empty by default.
    StrList,
}

/// Declares one option of a pass or pipeline.
#[derive(Clone, Copy, Debug)]
pub struct OptionDef {
    /// Option name as written in `{name=value}`.
    pub name: &'static str,
    /// Help text for `--help`.
    pub help: &'static str,
    pub kind: OptionKind,
}

/// The value of one option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionValue {
    Bool(bool),
    Int(i64),
    UInt(u64),
    Str(String),
    /// Case index.
    Enum(usize),
    IntList(Vec<i64>),
    StrList(Vec<String>),
}

/// Option values of one pass run, read by name.
///
/// Reading an option the pass did not declare, or with the wrong type, is
/// a bug in the pass and panics (which the adapter reports as an internal
/// error).
#[derive(Clone, Debug)]
pub struct Options {
    defs: &'static [OptionDef],
    values: Vec<OptionValue>,
}

impl Options {
    /// Values for `defs`, in declaration order.
    pub fn new(defs: &'static [OptionDef], values: Vec<OptionValue>) -> Options {
        assert_eq!(defs.len(), values.len(), "one value per declared option");
        Options { defs, values }
    }

    /// The declared defaults.
    pub fn defaults(defs: &'static [OptionDef]) -> Options {
        let values = defs
            .iter()
            .map(|d| match &d.kind {
                OptionKind::Bool(b) => OptionValue::Bool(*b),
                OptionKind::Int(i) => OptionValue::Int(*i),
                OptionKind::UInt(u) => OptionValue::UInt(*u),
                OptionKind::Str(s) => OptionValue::Str((*s).to_owned()),
                OptionKind::Enum { default, .. } => OptionValue::Enum(*default),
                OptionKind::IntList => OptionValue::IntList(Vec::new()),
                OptionKind::StrList => OptionValue::StrList(Vec::new()),
            })
            .collect();
        Options { defs, values }
    }

    fn value(&self, name: &str) -> (&'static OptionDef, &OptionValue) {
        let i = self
            .defs
            .iter()
            .position(|d| d.name == name)
            .unwrap_or_else(|| panic!("pass reads undeclared option '{name}'"));
        (&self.defs[i], &self.values[i])
    }

    pub fn bool(&self, name: &str) -> bool {
        match self.value(name) {
            (_, OptionValue::Bool(b)) => *b,
            other => panic!("option '{name}' is not a bool: {other:?}"),
        }
    }

    pub fn int(&self, name: &str) -> i64 {
        match self.value(name) {
            (_, OptionValue::Int(i)) => *i,
            other => panic!("option '{name}' is not an int: {other:?}"),
        }
    }

    pub fn uint(&self, name: &str) -> u64 {
        match self.value(name) {
            (_, OptionValue::UInt(u)) => *u,
            other => panic!("option '{name}' is not an unsigned int: {other:?}"),
        }
    }

    pub fn string(&self, name: &str) -> &str {
        match self.value(name) {
            (_, OptionValue::Str(s)) => s,
            other => panic!("option '{name}' is not a string: {other:?}"),
        }
    }

    /// The value of option `name` (to pass it on to another pass's option
    /// of the same kind).
    pub fn get(&self, name: &str) -> OptionValue {
        self.value(name).1.clone()
    }

    /// Sets option `name`; the value must be of the declared kind.
    pub fn set(&mut self, name: &str, value: OptionValue) {
        let i = self
            .defs
            .iter()
            .position(|d| d.name == name)
            .unwrap_or_else(|| panic!("setting undeclared option '{name}'"));
        let fits = matches!(
            (&self.defs[i].kind, &value),
            (OptionKind::Bool(_), OptionValue::Bool(_))
                | (OptionKind::Int(_), OptionValue::Int(_))
                | (OptionKind::UInt(_), OptionValue::UInt(_))
                | (OptionKind::Str(_), OptionValue::Str(_))
                | (OptionKind::IntList, OptionValue::IntList(_))
                | (OptionKind::StrList, OptionValue::StrList(_))
        ) || matches!((&self.defs[i].kind, &value), (OptionKind::Enum { cases, .. }, OptionValue::Enum(k)) if *k < cases.len());
        assert!(fits, "option '{name}' cannot take {value:?}");
        self.values[i] = value;
    }

    /// The case name of an enum option.
    pub fn enum_name(&self, name: &str) -> &'static str {
        match self.value(name) {
            (
                OptionDef {
                    kind: OptionKind::Enum { cases, .. },
                    ..
                },
                OptionValue::Enum(i),
            ) => cases[*i].0,
            other => panic!("option '{name}' is not an enum: {other:?}"),
        }
    }

    pub fn int_list(&self, name: &str) -> &[i64] {
        match self.value(name) {
            (_, OptionValue::IntList(l)) => l,
            other => panic!("option '{name}' is not an int list: {other:?}"),
        }
    }

    pub fn string_list(&self, name: &str) -> &[String] {
        match self.value(name) {
            (_, OptionValue::StrList(l)) => l,
            other => panic!("option '{name}' is not a string list: {other:?}"),
        }
    }

    /// Prints the options as MLIR does, `{a=1 b=true}` (empty lists are
    /// omitted), for building pipeline texts.
    pub fn to_pipeline_syntax(&self) -> String {
        let mut parts = Vec::new();
        for (d, v) in self.defs.iter().zip(&self.values) {
            let text = match (v, &d.kind) {
                (OptionValue::Bool(b), _) => b.to_string(),
                (OptionValue::Int(i), _) => i.to_string(),
                (OptionValue::UInt(u), _) => u.to_string(),
                (OptionValue::Str(s), _) => format!("\"{s}\""),
                (OptionValue::Enum(i), OptionKind::Enum { cases, .. }) => cases[*i].0.to_owned(),
                (OptionValue::IntList(l), _) if !l.is_empty() => l
                    .iter()
                    .map(|x| x.to_string())
                    .collect::<Vec<_>>()
                    .join(","),
                (OptionValue::StrList(l), _) if !l.is_empty() => l.join(","),
                _ => continue,
            };
            parts.push(format!("{}={}", d.name, text));
        }
        if parts.is_empty() {
            String::new()
        } else {
            format!("{{{}}}", parts.join(" "))
        }
    }
}

/// Whether a pass changed the IR. `No` must mean that nothing was touched
/// (not even an op created and erased again): the pass manager then keeps
/// every cached analysis and does not verify after the pass.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Changed {
    Yes,
    No,
}

/// A pass failure: the message is reported as an error at `op`.
#[derive(Debug)]
pub struct PassError {
    pub op: Op,
    pub message: String,
}

impl PassError {
    pub fn new(op: Op, message: impl Into<String>) -> PassError {
        PassError {
            op,
            message: message.into(),
        }
    }
}

/// What a pass returns.
pub type PassResult = Result<Changed, PassError>;

/// Declares a pass.
#[derive(Debug)]
pub struct PassDef {
    /// `ferrobuf-<upstream name>`.
    pub argument: &'static str,
    /// One line for `--help`.
    pub summary: &'static str,
    /// The op the pass runs on (`Some("func.func")`), or `None` for any op.
    pub anchor: Option<&'static str>,
    /// Dialect namespaces whose ops the pass creates.
    pub dependent_dialects: &'static [&'static str],
    pub options: &'static [OptionDef],
    pub run: fn(Op, &Options) -> PassResult,
}

/// Declares a registered pass pipeline.
#[derive(Debug)]
pub struct PipelineDef {
    pub argument: &'static str,
    pub summary: &'static str,
    pub options: &'static [OptionDef],
    /// The textual pipeline (relative to the op it runs on, e.g.
    /// `"func.func(ferrobuf-x),canonicalize"`), or why the options are bad.
    /// The second argument is the op the pass manager receiving the
    /// pipeline is anchored on (`Some("builtin.module")`,
    /// `Some("func.func")`, ...), `None` for an op-agnostic one (`any(...)`):
    /// a pipeline nests its passes according to it, so that it can be used
    /// wherever its passes can.
    pub build: fn(&Options, Option<&str>) -> Result<String, String>,
}

/// The text of a panic payload.
pub fn panic_message(payload: &(dyn Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_owned()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "unknown panic payload".to_owned()
    }
}

/// Runs `def` on `op`: whether it changed the IR on success; `None` on
/// failure, after an error diagnostic has been emitted (at the failing op,
/// or at `op` for an internal error). Never unwinds.
///
/// [`Changed::No`] is a promise that the pass touched nothing: the pass
/// manager then keeps every cached analysis and skips the verifier.
pub fn run_guarded(def: &PassDef, op: Op, options: &Options) -> Option<Changed> {
    match catch_unwind(AssertUnwindSafe(|| (def.run)(op, options))) {
        Ok(Ok(changed)) => {
            crate::progress::pass_ran(def.argument, op);
            Some(changed)
        }
        Ok(Err(err)) => {
            err.op.emit_error(&err.message);
            None
        }
        Err(payload) => {
            let mut msg = String::new();
            let _ = write!(
                msg,
                "ferrobuf internal error in pass '{}': {} (please report this with the input that triggered it)",
                def.argument,
                panic_message(payload.as_ref())
            );
            // Emitting can itself only fail by panicking inside our own
            // wrapper; guard it too so nothing escapes.
            let _ = catch_unwind(AssertUnwindSafe(|| op.emit_error(&msg)));
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    static DEFS: &[OptionDef] = &[
        OptionDef {
            name: "flag",
            help: "",
            kind: OptionKind::Bool(true),
        },
        OptionDef {
            name: "n",
            help: "",
            kind: OptionKind::Int(-2),
        },
        OptionDef {
            name: "size",
            help: "",
            kind: OptionKind::UInt(8),
        },
        OptionDef {
            name: "label",
            help: "",
            kind: OptionKind::Str("x"),
        },
        OptionDef {
            name: "mode",
            help: "",
            kind: OptionKind::Enum {
                cases: &[("a", ""), ("b", "")],
                default: 1,
            },
        },
        OptionDef {
            name: "ints",
            help: "",
            kind: OptionKind::IntList,
        },
        OptionDef {
            name: "words",
            help: "",
            kind: OptionKind::StrList,
        },
    ];

    #[test]
    fn defaults_are_read_by_name() {
        let o = Options::defaults(DEFS);
        assert!(o.bool("flag"));
        assert_eq!(o.int("n"), -2);
        assert_eq!(o.uint("size"), 8);
        assert_eq!(o.string("label"), "x");
        assert_eq!(o.enum_name("mode"), "b");
        assert!(o.int_list("ints").is_empty());
        assert!(o.string_list("words").is_empty());
    }

    #[test]
    fn pipeline_syntax_omits_empty_lists() {
        assert_eq!(
            Options::defaults(DEFS).to_pipeline_syntax(),
            "{flag=true n=-2 size=8 label=\"x\" mode=b}"
        );
        let o = Options::new(
            DEFS,
            vec![
                OptionValue::Bool(false),
                OptionValue::Int(3),
                OptionValue::UInt(0),
                OptionValue::Str("y z".into()),
                OptionValue::Enum(0),
                OptionValue::IntList(vec![1, -1]),
                OptionValue::StrList(vec!["p".into(), "q".into()]),
            ],
        );
        assert_eq!(
            o.to_pipeline_syntax(),
            "{flag=false n=3 size=0 label=\"y z\" mode=a ints=1,-1 words=p,q}"
        );
    }

    #[test]
    #[should_panic(expected = "undeclared option 'nope'")]
    fn undeclared_option_is_a_bug() {
        Options::defaults(DEFS).bool("nope");
    }

    #[test]
    #[should_panic(expected = "is not an int")]
    fn wrong_type_is_a_bug() {
        Options::defaults(DEFS).int("flag");
    }

    #[test]
    fn panic_messages() {
        assert_eq!(panic_message(&"static"), "static");
        assert_eq!(panic_message(&String::from("owned")), "owned");
        assert_eq!(panic_message(&42u8), "unknown panic payload");
    }
}
