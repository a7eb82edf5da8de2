//! The clone-based `ferrobuf-buffer-deallocation` end to end: programs of
//! the e2e corpora bufferized by One-Shot (upstream's or ferrobuf's), then
//! freed by the clone-based pass (optionally followed by
//! `ferrobuf-copy-removal`), lowered, compiled and run: the output must
//! equal `NAME.expected`, and under valgrind no definite leak, invalid
//! access or invalid free is tolerated. The corpora hold `cf` diamonds,
//! unstructured `cf` loops (with back edges, several exits, do-while
//! forms), `cf.switch`, every `scf` region op, calls returning buffers,
//! subviews and selects.
//!
//! The deallocation corpus runs every program under valgrind; the larger
//! bufferize corpus every fourth (`FERROBUF_VALGRIND_ALL=1`: all), its
//! outputs are all checked statically by `tests/verify_dealloc.rs`.

mod support;

use support::e2e;

const UPSTREAM_BUFFERIZE: &str = "one-shot-bufferize{bufferize-function-boundaries}";
const OUR_BUFFERIZE: &str = "ferrobuf-one-shot-bufferize{bufferize-function-boundaries}";
const CLONE_BASED: &str = "func.func(ferrobuf-buffer-deallocation)";

#[test]
fn dealloc_corpus_is_right_and_valgrind_clean() {
    let failures = e2e::check_suite_sampled(
        "dealloc",
        "clone-based",
        |s| s.to_owned(),
        &format!("{UPSTREAM_BUFFERIZE},{CLONE_BASED}"),
        None,
        1,
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn placement_corpus_is_right_and_valgrind_clean() {
    let failures = e2e::check_suite_sampled(
        "placement",
        "clone-based",
        |s| s.to_owned(),
        CLONE_BASED,
        None,
        1,
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn bufferize_corpus_is_right() {
    let failures = e2e::check_suite_sampled(
        "bufferize",
        "clone-based",
        |s| s.to_owned(),
        &format!("{OUR_BUFFERIZE},{CLONE_BASED}"),
        None,
        4,
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
