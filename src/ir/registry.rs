//! Bridges [`PassDef`]/[`PipelineDef`] to MLIR's pass registry through
//! `plugin/`. Descriptors are leaked on purpose: MLIR's registry lives as
//! long as the process.

use std::ffi::{CString, c_char, c_void};
use std::panic::{AssertUnwindSafe, catch_unwind};

use mlir_sys::*;

use super::core::{Op, sref, str_of};
use super::ffi;
use crate::pass::{
    Changed, OptionDef, OptionKind, OptionValue, Options, PassDef, PipelineDef, panic_message,
    run_guarded,
};

fn leak_cstr(s: &str) -> *const c_char {
    CString::new(s).expect("no NUL in pass strings").into_raw()
}

fn option_descs(defs: &'static [OptionDef]) -> (*const ffi::FerrobufOptionDesc, isize) {
    let descs: Vec<ffi::FerrobufOptionDesc> = defs
        .iter()
        .map(|d| {
            let mut desc = ffi::FerrobufOptionDesc {
                name: leak_cstr(d.name),
                description: leak_cstr(d.help),
                kind: ffi::FerrobufOptionKind::FerrobufOptionBool,
                defaultBool: false,
                defaultInt: 0,
                defaultUInt: 0,
                defaultString: std::ptr::null(),
                cases: std::ptr::null(),
                numCases: 0,
            };
            match &d.kind {
                OptionKind::Bool(b) => desc.defaultBool = *b,
                OptionKind::Int(i) => {
                    desc.kind = ffi::FerrobufOptionKind::FerrobufOptionInt;
                    desc.defaultInt = *i;
                }
                OptionKind::UInt(u) => {
                    desc.kind = ffi::FerrobufOptionKind::FerrobufOptionUInt;
                    desc.defaultUInt = *u;
                }
                OptionKind::Str(s) => {
                    desc.kind = ffi::FerrobufOptionKind::FerrobufOptionString;
                    desc.defaultString = leak_cstr(s);
                }
                OptionKind::Enum { cases, default } => {
                    desc.kind = ffi::FerrobufOptionKind::FerrobufOptionEnum;
                    let cs: Vec<ffi::FerrobufEnumCase> = cases
                        .iter()
                        .map(|(n, h)| ffi::FerrobufEnumCase {
                            name: leak_cstr(n),
                            description: leak_cstr(h),
                        })
                        .collect();
                    desc.numCases = cs.len() as isize;
                    desc.cases = Box::leak(cs.into_boxed_slice()).as_ptr();
                    desc.defaultInt = *default as i64;
                }
                OptionKind::IntList => desc.kind = ffi::FerrobufOptionKind::FerrobufOptionIntList,
                OptionKind::StrList => {
                    desc.kind = ffi::FerrobufOptionKind::FerrobufOptionStringList
                }
            }
            desc
        })
        .collect();
    let n = descs.len() as isize;
    (Box::leak(descs.into_boxed_slice()).as_ptr(), n)
}

/// Reads the parsed option values of one pass instance.
///
/// # Safety
/// `values` must be the values object `plugin/` built for `defs`.
unsafe fn read_options(
    defs: &'static [OptionDef],
    values: *const ffi::FerrobufOptionValues,
) -> Options {
    let vals = defs
        .iter()
        .enumerate()
        .map(|(i, d)| {
            let i = i as isize;
            // SAFETY: `values` matches `defs` (caller), so each index is in
            // range and has the declared kind; strings are copied at once.
            unsafe {
                match d.kind {
                    OptionKind::Bool(_) => OptionValue::Bool(ffi::ferrobufOptionBool(values, i)),
                    OptionKind::Int(_) => OptionValue::Int(ffi::ferrobufOptionInt(values, i)),
                    OptionKind::UInt(_) => OptionValue::UInt(ffi::ferrobufOptionUInt(values, i)),
                    OptionKind::Str(_) => {
                        OptionValue::Str(str_of(ffi::ferrobufOptionString(values, i)).into_owned())
                    }
                    OptionKind::Enum { .. } => {
                        OptionValue::Enum(ffi::ferrobufOptionInt(values, i) as usize)
                    }
                    OptionKind::IntList => OptionValue::IntList(
                        (0..ffi::ferrobufOptionListSize(values, i))
                            .map(|k| ffi::ferrobufOptionIntListElement(values, i, k))
                            .collect(),
                    ),
                    OptionKind::StrList => OptionValue::StrList(
                        (0..ffi::ferrobufOptionListSize(values, i))
                            .map(|k| {
                                str_of(ffi::ferrobufOptionStringListElement(values, i, k))
                                    .into_owned()
                            })
                            .collect(),
                    ),
                }
            }
        })
        .collect();
    Options::new(defs, vals)
}

unsafe extern "C" fn run_pass(
    ud: *mut c_void,
    op: MlirOperation,
    values: *const ffi::FerrobufOptionValues,
) -> ffi::FerrobufPassOutcome {
    use ffi::FerrobufPassOutcome as Outcome;
    // SAFETY: `ud` is the `&'static PassDef` registered below; `op` is the
    // op the pass manager runs us on.
    let def: &'static PassDef = unsafe { &*(ud as *const PassDef) };
    let op = unsafe { Op::from_raw(op) };
    let Some(op) = op else {
        return Outcome::FerrobufPassFailed;
    };
    // SAFETY: `values` was built by plugin/ from `def.options`.
    match catch_unwind(AssertUnwindSafe(|| unsafe {
        read_options(def.options, values)
    })) {
        Ok(options) => match run_guarded(def, op, &options) {
            None => Outcome::FerrobufPassFailed,
            Some(Changed::Yes) => Outcome::FerrobufPassChanged,
            Some(Changed::No) => Outcome::FerrobufPassUnchanged,
        },
        Err(payload) => {
            let msg = format!(
                "ferrobuf internal error reading options: {}",
                panic_message(payload.as_ref())
            );
            let _ = catch_unwind(AssertUnwindSafe(|| op.emit_error(&msg)));
            Outcome::FerrobufPassFailed
        }
    }
}

unsafe extern "C" fn build_pipeline(
    ud: *mut c_void,
    values: *const ffi::FerrobufOptionValues,
    anchor: MlirStringRef,
    append: ffi::FerrobufAppendFn,
    actx: *mut c_void,
) -> bool {
    // SAFETY: `ud` is the `&'static PipelineDef` registered below.
    let def: &'static PipelineDef = unsafe { &*(ud as *const PipelineDef) };
    let result = catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: `values` was built by plugin/ from `def.options`.
        let options = unsafe { read_options(def.options, values) };
        // SAFETY: plugin/ passes the pass manager's op name, valid for the
        // duration of this call (copied out here).
        let anchor = unsafe { str_of(anchor) }.into_owned();
        (def.build)(&options, (!anchor.is_empty()).then_some(anchor.as_str()))
    }));
    let (ok, text) = match result {
        Ok(Ok(text)) => (true, text),
        Ok(Err(why)) => (false, why),
        Err(payload) => (
            false,
            format!(
                "ferrobuf internal error: {}",
                panic_message(payload.as_ref())
            ),
        ),
    };
    if let Some(append) = append {
        // SAFETY: `append`/`actx` come from plugin/; the text is copied.
        unsafe { append(actx, sref(&text)) };
    }
    ok
}

/// Registers `def` with MLIR's global pass registry.
pub fn register_pass(def: &'static PassDef) -> Result<(), String> {
    let dialects: Vec<*const c_char> = def
        .dependent_dialects
        .iter()
        .map(|d| leak_cstr(d))
        .collect();
    let num_dialects = dialects.len() as isize;
    let (options, num_options) = option_descs(def.options);
    let desc = ffi::FerrobufPassDesc {
        argument: leak_cstr(def.argument),
        summary: leak_cstr(def.summary),
        anchor: def.anchor.map_or(std::ptr::null(), leak_cstr),
        dependentDialects: Box::leak(dialects.into_boxed_slice()).as_ptr(),
        numDependentDialects: num_dialects,
        options,
        numOptions: num_options,
        run: Some(run_pass),
        userData: def as *const PassDef as *mut c_void,
    };
    // SAFETY: every pointer in `desc` is leaked (lives forever).
    if unsafe { ffi::ferrobufRegisterPass(&desc) } {
        Ok(())
    } else {
        Err(format!(
            "pass '{}' declares an unknown dependent dialect: {:?}",
            def.argument, def.dependent_dialects
        ))
    }
}

/// Registers `def` as a pass pipeline.
pub fn register_pipeline(def: &'static PipelineDef) {
    let (options, num_options) = option_descs(def.options);
    let desc = ffi::FerrobufPipelineDesc {
        argument: leak_cstr(def.argument),
        summary: leak_cstr(def.summary),
        options,
        numOptions: num_options,
        build: Some(build_pipeline),
        userData: def as *const PipelineDef as *mut c_void,
    };
    // SAFETY: every pointer in `desc` is leaked (lives forever).
    unsafe { ffi::ferrobufRegisterPipeline(&desc) };
}

/// Whether `plugin/` can load `namespace` as a dependent dialect.
pub fn is_known_dialect(namespace: &str) -> bool {
    // SAFETY: the string is read during the call only.
    unsafe { ffi::ferrobufIsKnownDialect(sref(namespace)) }
}
