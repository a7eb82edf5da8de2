# FerrobufConfig.cmake - use ferrobuf from a CMake project built with
# find_package(MLIR).
#
#   find_package(Ferrobuf REQUIRED CONFIG PATHS /path/to/ferrobuf/cmake)
#
# Provides:
#   Ferrobuf::Plugin            imported MODULE library: the pass plugin
#                               (libferrobuf.so), built with cargo when needed.
#   FERROBUF_PLUGIN             path of the plugin.
#   FERROBUF_LOAD_PLUGIN_ARG    "--load-pass-plugin=<path>" for mlir-opt.
#   ferrobuf_lit_substitutions(<out-var>)
#                               sets <out-var> to Python lines for a
#                               lit.site.cfg.py.in (configure_file) that add
#                               the substitutions %ferrobuf-opt (mlir-opt with
#                               the plugin) and %ferrobuf-plugin.
#
# Options (cache variables):
#   FERROBUF_PLUGIN_PATH        use this prebuilt plugin instead of building.
#   FERROBUF_CARGO              cargo executable (default: found on PATH).
#   FERROBUF_CARGO_TARGET_DIR   cargo target directory (default: the ferrobuf
#                               checkout's target/).

get_filename_component(FERROBUF_SOURCE_DIR "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)

set(FERROBUF_PLUGIN_PATH "" CACHE FILEPATH "Prebuilt libferrobuf.so (empty: build it with cargo)")
set(FERROBUF_CARGO_TARGET_DIR "${FERROBUF_SOURCE_DIR}/target" CACHE PATH "cargo target directory for ferrobuf")

if(NOT TARGET Ferrobuf::Plugin)
  add_library(Ferrobuf::Plugin MODULE IMPORTED GLOBAL)
  if(FERROBUF_PLUGIN_PATH)
    if(NOT EXISTS "${FERROBUF_PLUGIN_PATH}")
      message(FATAL_ERROR "FERROBUF_PLUGIN_PATH=${FERROBUF_PLUGIN_PATH} does not exist")
    endif()
    set(FERROBUF_PLUGIN "${FERROBUF_PLUGIN_PATH}")
  else()
    find_program(FERROBUF_CARGO cargo HINTS "$ENV{HOME}/.cargo/bin" REQUIRED)
    set(FERROBUF_PLUGIN "${FERROBUF_CARGO_TARGET_DIR}/release/libferrobuf.so")
    # cargo decides itself whether anything is out of date, so the target
    # always runs and is cheap when nothing changed.
    add_custom_target(ferrobuf_cargo_build
      COMMAND "${FERROBUF_CARGO}" build --release --lib
              --manifest-path "${FERROBUF_SOURCE_DIR}/Cargo.toml"
              --target-dir "${FERROBUF_CARGO_TARGET_DIR}"
      BYPRODUCTS "${FERROBUF_PLUGIN}"
      WORKING_DIRECTORY "${FERROBUF_SOURCE_DIR}"
      COMMENT "Building the ferrobuf plugin with cargo"
      USES_TERMINAL)
    add_dependencies(Ferrobuf::Plugin ferrobuf_cargo_build)
  endif()
  set_target_properties(Ferrobuf::Plugin PROPERTIES IMPORTED_LOCATION "${FERROBUF_PLUGIN}")
endif()

set(FERROBUF_LOAD_PLUGIN_ARG "--load-pass-plugin=${FERROBUF_PLUGIN}")

function(ferrobuf_lit_substitutions out_var)
  set(${out_var}
"config.substitutions.append(('%ferrobuf-plugin', '${FERROBUF_PLUGIN}'))
config.substitutions.append(('%ferrobuf-opt', 'mlir-opt ${FERROBUF_LOAD_PLUGIN_ARG}'))"
    PARENT_SCOPE)
endfunction()

set(Ferrobuf_FOUND TRUE)
