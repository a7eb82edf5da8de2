//! Stage timers for profiling the passes on large inputs.
//!
//! When `FERROBUF_TIMING` is set (non-empty), each [`scope`] adds, when it
//! ends, the CPU time of the calling thread (unaffected by other processes
//! competing for the machine) and the wall time it took to the totals of
//! its name; [`report`] prints the totals to stderr (`ferrobuf-timing:
//! NAME runs=N cpu=S wall=S`, in order of first use) and clears them.
//! `ferrobuf-bufferize-fused` reports at its end: per stage, and One-Shot's
//! validation, analyses (build, run) and rewrite. Unset, a scope costs one
//! relaxed atomic load.

use std::sync::Mutex;
use std::time::Instant;

/// Per name, in order of first use: runs, CPU seconds, wall seconds.
static TOTALS: Mutex<Vec<(&'static str, u64, f64, f64)>> = Mutex::new(Vec::new());

static FLAG: crate::env_flag::EnvFlag = crate::env_flag::EnvFlag::new("FERROBUF_TIMING");

fn enabled() -> bool {
    FLAG.on()
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
}
