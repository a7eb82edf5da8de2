# lit configuration for ferrobuf. Run through `cargo test --release` (see
# tests/lit.rs), which sets FERROBUF_PLUGIN and FERROBUF_LLVM_BIN.
import os

import lit.formats

config.name = "ferrobuf"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".mlir"]
config.excludes = ["Inputs", "lit.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.environ.get(
    "FERROBUF_LIT_OUT", os.path.join(config.test_source_root, "Output")
)

llvm_bin = os.environ.get("FERROBUF_LLVM_BIN", "/usr/lib/llvm-22/bin")
plugin = os.environ.get("FERROBUF_PLUGIN")
if not plugin or not os.path.isfile(plugin):
    lit_config.fatal("FERROBUF_PLUGIN must name the built libferrobuf.so")

# Upstream tools (mlir-opt, FileCheck, not, split-file, count) come first on
# PATH; `%ferrobuf-opt` is mlir-opt with the plugin loaded.
config.environment["PATH"] = os.pathsep.join([llvm_bin, config.environment.get("PATH", "")])
config.environment["FERROBUF_TEST_PASSES"] = "1"
config.substitutions.append(("%ferrobuf-opt", f"{llvm_bin}/mlir-opt --load-pass-plugin={plugin}"))
config.substitutions.append(("%plugin", plugin))
