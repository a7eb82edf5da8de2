//! Located diagnostics.

use super::core::{Op, sref};
use super::ffi;

/// Diagnostic severity.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Severity {
    Error,
    Warning,
    Remark,
}

/// Emits `message` at `op`'s location through MLIR's diagnostic engine, so
/// handlers such as `-verify-diagnostics` see it.
pub fn emit(op: Op, severity: Severity, message: &str) {
    let sev = match severity {
        Severity::Error => ffi::FerrobufSeverity::FerrobufSeverityError,
        Severity::Warning => ffi::FerrobufSeverity::FerrobufSeverityWarning,
        Severity::Remark => ffi::FerrobufSeverity::FerrobufSeverityRemark,
    };
    // SAFETY: valid op; the message is copied by the diagnostic engine.
    unsafe { ffi::ferrobufEmitOpDiagnostic(op.raw(), sev, sref(message)) }
}
