//! A switch read once from an environment variable (set and non-empty:
//! on), then answered by one relaxed atomic load: for reporting hooks on
//! hot paths (`FERROBUF_TIMING`, `FERROBUF_PROGRESS`).

use std::sync::atomic::{AtomicU8, Ordering};

pub struct EnvFlag {
    name: &'static str,
    /// 0: not checked yet, 1: off, 2: on.
    state: AtomicU8,
}

impl EnvFlag {
    pub const fn new(name: &'static str) -> EnvFlag {
        EnvFlag {
            name,
            state: AtomicU8::new(0),
        }
    }

    /// Whether the variable is set to something non-empty (read on the
    /// first call; a race reads it twice, with the same answer).
    pub fn on(&self) -> bool {
        match self.state.load(Ordering::Relaxed) {
            1 => false,
            2 => true,
            _ => {
                let on = std::env::var_os(self.name).is_some_and(|v| !v.is_empty());
                self.state.store(if on { 2 } else { 1 }, Ordering::Relaxed);
                on
            }
        }
    }
}
