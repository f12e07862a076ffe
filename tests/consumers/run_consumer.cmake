# Builds and runs tests/consumers/project the way a user would, then checks
# that it prints the sample's answer. Run with cmake -P and:
#   STYLE                find_package, add_subdirectory, fetchcontent or pkg-config
#   ROTATION_SOURCE_DIR  this checkout
#   ROTATION_BINARY_DIR  a configured build of it (find_package, pkg-config: installed from)
#   ROTATION_VERSION     the version find_package must accept (find_package only)
#   PKG_CONFIG           the pkg-config program (pkg-config only)
#   WORK_DIR, GENERATOR, CXX_COMPILER

set(work "${WORK_DIR}/${STYLE}")
file(REMOVE_RECURSE "${work}")
file(MAKE_DIRECTORY "${work}")

function(run_step what)
  execute_process(COMMAND ${ARGN}
    RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "${what} failed (${result}):\n${output}")
  endif()
endfunction()

set(configure_args -S "${CMAKE_CURRENT_LIST_DIR}/project" -B "${work}/build"
  -G "${GENERATOR}" "-DCMAKE_CXX_COMPILER=${CXX_COMPILER}"
  -DROTATION_CONSUMER_STYLE=${STYLE})

if(STYLE STREQUAL "find_package" OR STYLE STREQUAL "pkg-config")
  # Install into a private prefix; the consumer sees only that prefix.
  run_step("install" "${CMAKE_COMMAND}" --install "${ROTATION_BINARY_DIR}" --prefix "${work}/prefix")
  if(NOT EXISTS "${work}/prefix/include/rotation/rotation.hpp")
    message(FATAL_ERROR "the install did not place include/rotation/rotation.hpp")
  endif()
endif()

if(STYLE STREQUAL "pkg-config")
  # No CMake on the consumer's side: the compiler, the flags pkg-config gives,
  # and the standard the library needs.
  set(pkg_config "${PKG_CONFIG}")
  set(ENV{PKG_CONFIG_PATH} "${work}/prefix/share/pkgconfig")
  execute_process(COMMAND "${pkg_config}" --cflags --libs rotation
    RESULT_VARIABLE result OUTPUT_VARIABLE cflags ERROR_VARIABLE errors
    OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "pkg-config --cflags --libs rotation failed: ${errors}")
  endif()
  separate_arguments(cflags UNIX_COMMAND "${cflags}")
  file(MAKE_DIRECTORY "${work}/build")
  run_step("compile" "${CXX_COMPILER}" -std=c++20 ${cflags}
    "${CMAKE_CURRENT_LIST_DIR}/project/main.cpp" -o "${work}/build/consumer")
elseif(STYLE STREQUAL "find_package")
  list(APPEND configure_args "-DCMAKE_PREFIX_PATH=${work}/prefix"
    "-DROTATION_VERSION_WANTED=${ROTATION_VERSION}")
elseif(STYLE STREQUAL "add_subdirectory")
  list(APPEND configure_args "-DROTATION_SOURCE_DIR=${ROTATION_SOURCE_DIR}")
elseif(STYLE STREQUAL "fetchcontent")
  list(APPEND configure_args "-DFETCHCONTENT_SOURCE_DIR_ROTATION=${ROTATION_SOURCE_DIR}"
    -DFETCHCONTENT_FULLY_DISCONNECTED=ON)
else()
  message(FATAL_ERROR "unknown STYLE '${STYLE}'")
endif()

if(NOT STYLE STREQUAL "pkg-config")
  run_step("configure" "${CMAKE_COMMAND}" ${configure_args})
  run_step("build" "${CMAKE_COMMAND}" --build "${work}/build")
endif()

find_program(consumer NAMES consumer PATHS "${work}/build" NO_DEFAULT_PATH REQUIRED)
execute_process(COMMAND "${consumer}" RESULT_VARIABLE result OUTPUT_VARIABLE output)
if(NOT result EQUAL 0 OR NOT output STREQUAL "AC\n2\n")
  message(FATAL_ERROR "consumer printed '${output}' (exit ${result}), expected 'AC\\n2\\n'")
endif()

if(STYLE STREQUAL "add_subdirectory")
  # As a subproject, rotation must not build its tests or examples.
  if(EXISTS "${work}/build/rotation/tests" OR EXISTS "${work}/build/rotation/examples")
    message(FATAL_ERROR "add_subdirectory built rotation's tests or examples")
  endif()
elseif(STYLE STREQUAL "fetchcontent")
  if(EXISTS "${work}/build/_deps/rotation-build/tests")
    message(FATAL_ERROR "FetchContent built rotation's tests")
  endif()
endif()
message(STATUS "${STYLE} consumer printed the sample answer")
