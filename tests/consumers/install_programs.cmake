# Installs the example programs from a build the two ways docs/integration.md
# says, each into a prefix of its own, and runs every installed program:
#   * cmake --install BUILD --component programs: the programs, and nothing
#     else, whatever ROTATION_INSTALL_PROGRAMS says;
#   * cmake --install BUILD: the programs too exactly when
#     ROTATION_INSTALL_PROGRAMS is on; the headers either way.
# Run with cmake -P and:
#   ROTATION_BINARY_DIR  a build with the programs built
#   INSTALL_PROGRAMS     its ROTATION_INSTALL_PROGRAMS
#   PROGRAMS             the programs' names, separated by commas
#   VERSION              what each prints after its name for --version
#   WORK_DIR             where to install

cmake_minimum_required(VERSION 3.21)

string(REPLACE "," ";" programs "${PROGRAMS}")
set(work "${WORK_DIR}/install_programs")
file(REMOVE_RECURSE "${work}")

function(install_into prefix)
  execute_process(
    COMMAND "${CMAKE_COMMAND}" --install "${ROTATION_BINARY_DIR}" --prefix "${prefix}" ${ARGN}
    RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "cmake --install ${ARGN} failed (${result}):\n${output}")
  endif()
endfunction()

# Each program of the list is in PREFIX/bin and runs from there.
function(expect_programs prefix how)
  foreach(program IN LISTS programs)
    set(path "${prefix}/bin/${program}")
    if(NOT EXISTS "${path}")
      message(FATAL_ERROR "${how} did not install bin/${program}")
    endif()
    execute_process(COMMAND "${path}" --version
      RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE errors)
    if(NOT result EQUAL 0 OR NOT output STREQUAL "${program} ${VERSION}\n")
      message(FATAL_ERROR "${how}: bin/${program} --version printed '${output}${errors}' "
        "(exit ${result}), expected '${program} ${VERSION}'")
    endif()
  endforeach()
endfunction()

install_into("${work}/component" --component programs)
expect_programs("${work}/component" "cmake --install --component programs")
file(GLOB_RECURSE installed RELATIVE "${work}/component" "${work}/component/*")
list(SORT installed)
list(TRANSFORM programs PREPEND "bin/" OUTPUT_VARIABLE expected)
list(SORT expected)
if(NOT installed STREQUAL expected)
  message(FATAL_ERROR "cmake --install --component programs installed ${installed}, "
    "expected ${expected} alone")
endif()

install_into("${work}/full")
if(NOT EXISTS "${work}/full/include/rotation/rotation.hpp")
  message(FATAL_ERROR "cmake --install did not install the headers")
endif()
if(INSTALL_PROGRAMS)
  expect_programs("${work}/full" "cmake --install with ROTATION_INSTALL_PROGRAMS on")
elseif(EXISTS "${work}/full/bin")
  file(GLOB installed RELATIVE "${work}/full" "${work}/full/bin/*")
  message(FATAL_ERROR "cmake --install with ROTATION_INSTALL_PROGRAMS off installed ${installed}")
endif()
message(STATUS "the programs install as documented (ROTATION_INSTALL_PROGRAMS ${INSTALL_PROGRAMS})")
