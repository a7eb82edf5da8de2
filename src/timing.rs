//! Stage timers for profiling the passes on large inputs.
//!
//! When `FERROBUF_TIMING` is set (non-empty), each [`scope`] adds, when it
//! ends, the CPU time of the calling thread (unaffected by other processes
//! competing for the machine) and the wall time it took to the totals of
//! its name; [`report`] prints the totals to stderr (`ferrobuf-timing:
//! NAME runs=N cpu=S wall=S`, in order of first use) and clears them.
//! `ferrobuf-bufferize-fused` reports at its end: per stage, and One-Shot's
//! validation, analyses (build, run) and rewrite, then the IR walks (every
//! `Op::walk`/`walk_filtered`, by call site, with their CPU time; the
//! callback's work included). Unset, a scope or walk costs one relaxed
//! atomic load.

use std::sync::Mutex;
use std::time::Instant;

/// Per name, in order of first use: runs, CPU seconds, wall seconds.
static TOTALS: Mutex<Vec<(&'static str, u64, f64, f64)>> = Mutex::new(Vec::new());

static FLAG: crate::env_flag::EnvFlag = crate::env_flag::EnvFlag::new("FERROBUF_TIMING");

pub(crate) fn enabled() -> bool {
    FLAG.on()
}

/// Per walk call site, in order of first use: walks, CPU seconds.
static WALKS: Mutex<Vec<(&'static std::panic::Location<'static>, u64, f64)>> =
    Mutex::new(Vec::new());

/// A timer for one IR walk started at `site` (see [`crate::ir::Op::walk`]);
/// `None` unless `FERROBUF_TIMING` is set.
pub(crate) fn walk_start() -> Option<f64> {
    enabled().then(thread_cpu)
}

/// Ends a walk timer of [`walk_start`].
pub(crate) fn walk_end(site: &'static std::panic::Location<'static>, start: Option<f64>) {
    let Some(start) = start else { return };
    let cpu = thread_cpu() - start;
    let Ok(mut walks) = WALKS.lock() else { return };
    match walks.iter_mut().find(|w| std::ptr::eq(w.0, site)) {
        Some(w) => {
            w.1 += 1;
            w.2 += cpu;
        }
        None => walks.push((site, 1, cpu)),
    }
}

#[repr(C)]
struct Timespec {
    tv_sec: i64,
    tv_nsec: i64,
}

unsafe extern "C" {
    fn clock_gettime(clock: i32, ts: *mut Timespec) -> i32;
}

/// `CLOCK_THREAD_CPUTIME_ID` on Linux.
const THREAD_CPU: i32 = 3;

/// CPU seconds used by the calling thread so far.
fn thread_cpu() -> f64 {
    let mut ts = Timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid, writable timespec.
    if unsafe { clock_gettime(THREAD_CPU, &mut ts) } != 0 {
        return 0.0;
    }
    ts.tv_sec as f64 + ts.tv_nsec as f64 * 1e-9
}

/// A running timer; prints its line when dropped.
pub struct Scope {
    name: &'static str,
    start: Option<(f64, Instant)>,
}

/// Starts a timer named `name` (nothing happens unless `FERROBUF_TIMING`
/// is set).
pub fn scope(name: &'static str) -> Scope {
    Scope {
        name,
        start: enabled().then(|| (thread_cpu(), Instant::now())),
    }
}

impl Drop for Scope {
    fn drop(&mut self) {
        if let Some((cpu, wall)) = self.start {
            let (cpu, wall) = (thread_cpu() - cpu, wall.elapsed().as_secs_f64());
            let Ok(mut totals) = TOTALS.lock() else {
                return;
            };
            match totals.iter_mut().find(|t| t.0 == self.name) {
                Some(t) => {
                    t.1 += 1;
                    t.2 += cpu;
                    t.3 += wall;
                }
                None => totals.push((self.name, 1, cpu, wall)),
            }
        }
    }
}

/// Prints the totals gathered since the last report, and clears them.
pub fn report() {
    if !enabled() {
        return;
    }
    let Ok(mut totals) = TOTALS.lock() else {
        return;
    };
    for (name, runs, cpu, wall) in totals.drain(..) {
        eprintln!("ferrobuf-timing: {name} runs={runs} cpu={cpu:.3} wall={wall:.3}");
    }
    drop(totals);
    let Ok(mut walks) = WALKS.lock() else {
        return;
    };
    let (n, total): (u64, f64) = walks.iter().fold((0, 0.0), |(n, t), w| (n + w.1, t + w.2));
    eprintln!("ferrobuf-timing: IR walks {n}, cpu={total:.3} (sites over 10 ms below)");
    for (site, runs, cpu) in walks.drain(..) {
        if cpu >= 0.01 {
            eprintln!("ferrobuf-timing:   walk {site} runs={runs} cpu={cpu:.3}");
        }
    }
}
