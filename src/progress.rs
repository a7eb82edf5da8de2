//! Progress reports for the driver: functions each pass has finished.
//!
//! When `FERROBUF_PROGRESS` names a file (the `ferrobuf` driver sets it
//! when stderr is a terminal), every finished pass run on a function (the
//! pass adapter reports it; module passes that work function by function,
//! such as One-Shot Bufferize, report each function themselves) counts
//! one for that pass, and at most every 100 ms the file is rewritten with
//! the pass reporting and its count so far: `PASS COUNT`. The driver reads it to
//! show `functions done / total`. Unset, nothing is counted or written
//! (one relaxed atomic load per report).

use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

static FLAG: crate::env_flag::EnvFlag = crate::env_flag::EnvFlag::new("FERROBUF_PROGRESS");

struct Progress {
    path: String,
    /// Functions done per pass (a handful of passes: a short list).
    counts: Vec<(&'static str, u64)>,
    written: Instant,
}

fn shared() -> &'static Mutex<Progress> {
    static P: OnceLock<Mutex<Progress>> = OnceLock::new();
    P.get_or_init(|| {
        Mutex::new(Progress {
            path: std::env::var("FERROBUF_PROGRESS").unwrap_or_default(),
            counts: Vec::new(),
            written: Instant::now() - Duration::from_secs(1),
        })
    })
}

fn enabled() -> bool {
    FLAG.on()
}

/// Pass `pass` finished a run on `op`: counted when `op` is a function.
pub fn pass_ran(pass: &'static str, op: crate::ir::Op) {
    if enabled() && op.name().as_str() == "func.func" {
        function_done(pass);
    }
}

/// Pass `pass` finished one function.
pub fn function_done(pass: &'static str) {
    if !enabled() {
        return;
    }
    let Ok(mut p) = shared().lock() else { return };
    // Nested pipelines run their passes function by function, so passes
    // interleave: each keeps its own count.
    let count = match p.counts.iter_mut().find(|(n, _)| *n == pass) {
        Some((_, c)) => {
            *c += 1;
            *c
        }
        None => {
            p.counts.push((pass, 1));
            1
        }
    };
    if p.written.elapsed() >= Duration::from_millis(100) {
        p.written = Instant::now();
        // Best effort: a report that cannot be written is skipped.
        let _ = std::fs::write(&p.path, format!("{pass} {count}\n"));
    }
}
