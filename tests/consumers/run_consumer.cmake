# Builds and runs tests/consumers/project the way a user would, then checks
# that it prints the sample's answer, and a 24-puzzle board's. Run with cmake -P and:
#   STYLE                find_package, add_subdirectory, fetchcontent or pkg-config
#   ROTATION_SOURCE_DIR  this checkout (pkg-config: its docs/integration.md too)
#   ROTATION_BINARY_DIR  a configured build of it (find_package, pkg-config: installed from)
#   ROTATION_VERSION     the version find_package must accept (find_package only)
#   PKG_CONFIG           the pkg-config program (pkg-config only)
#   WORK_DIR, GENERATOR, CXX_COMPILER

cmake_minimum_required(VERSION 3.21)  # file(COPY_FILE), and while(TRUE) as a condition

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

set(consumer_name consumer)
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
  # No CMake on the consumer's side: the command docs/integration.md gives,
  # run as it is written (its ```sh block that calls pkg-config), with the
  # test's prefix for /opt/rotation. A private copy of the command could pass
  # while the documented one fails.
  file(READ "${ROTATION_SOURCE_DIR}/docs/integration.md" text)
  set(opening "\n```sh\n")
  string(LENGTH "${opening}" skip)
  set(command "")
  while(TRUE)
    string(FIND "${text}" "${opening}" start)
    if(start EQUAL -1)
      break()
    endif()
    math(EXPR start "${start} + ${skip}")
    string(SUBSTRING "${text}" ${start} -1 text)
    string(FIND "${text}" "\n```" end)
    string(SUBSTRING "${text}" 0 ${end} block)
    string(SUBSTRING "${text}" ${end} -1 text)
    if(block MATCHES "pkg-config")
      if(NOT command STREQUAL "")
        message(FATAL_ERROR "docs/integration.md has more than one ```sh block that calls pkg-config")
      endif()
      set(command "${block}")
    endif()
  endwhile()
  foreach(part "/opt/rotation" "my_app.cpp")
    string(FIND "${command}" "${part}" at)
    if(at EQUAL -1)
      message(FATAL_ERROR "docs/integration.md: no ```sh block that calls pkg-config with ${part}:\n${command}")
    endif()
  endforeach()
  string(REPLACE "/opt/rotation" "${work}/prefix" command "${command}")

  # c++ and pkg-config are the ones this build found, first on the PATH.
  set(tools "${work}/tools")
  file(MAKE_DIRECTORY "${tools}")
  foreach(tool "c++=${CXX_COMPILER}" "pkg-config=${PKG_CONFIG}")
    string(REGEX MATCH "^([^=]+)=(.*)$" _ "${tool}")
    file(WRITE "${tools}/${CMAKE_MATCH_1}" "#!/bin/sh\nexec \"${CMAKE_MATCH_2}\" \"$@\"\n")
    file(CHMOD "${tools}/${CMAKE_MATCH_1}" PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)
  endforeach()
  set(ENV{PATH} "${tools}:$ENV{PATH}")
  # Only what the command sets may lead pkg-config to rotation.pc: not the
  # caller's PKG_CONFIG_PATH, not a rotation.pc installed on the system.
  unset(ENV{PKG_CONFIG_PATH})
  file(MAKE_DIRECTORY "${work}/no-system-pc")
  set(ENV{PKG_CONFIG_LIBDIR} "${work}/no-system-pc")

  file(MAKE_DIRECTORY "${work}/build")
  file(COPY_FILE "${CMAKE_CURRENT_LIST_DIR}/project/main.cpp" "${work}/build/my_app.cpp")
  file(WRITE "${work}/build/command.sh" "${command}\n")
  find_program(sh NAMES sh REQUIRED)
  execute_process(COMMAND "${sh}" command.sh WORKING_DIRECTORY "${work}/build"
    RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "the command of docs/integration.md failed (${result}):\n${command}\n${output}")
  endif()
  set(consumer_name a.out)
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

find_program(consumer NAMES ${consumer_name} PATHS "${work}/build" NO_DEFAULT_PATH REQUIRED)
execute_process(COMMAND "${consumer}" RESULT_VARIABLE result OUTPUT_VARIABLE output)
if(NOT result EQUAL 0 OR NOT output STREQUAL "AC\n2\n")
  message(FATAL_ERROR "consumer printed '${output}' (exit ${result}), expected 'AC\\n2\\n'")
endif()

# The sliding-tile module: docs/guide.md's program solves a 24-puzzle board
# (the docs tests check the same answer from the build tree).
if(NOT STYLE STREQUAL "pkg-config")
  find_program(sliding_consumer NAMES consumer-sliding PATHS "${work}/build" NO_DEFAULT_PATH REQUIRED)
  execute_process(COMMAND "${sliding_consumer}" RESULT_VARIABLE result OUTPUT_VARIABLE output)
  set(expected "36 moves: RRRRULDLLURURUURDDLLLLDRURURDDDLURDR\nsolved\n")
  if(NOT result EQUAL 0 OR NOT output STREQUAL expected)
    message(FATAL_ERROR "consumer-sliding printed '${output}' (exit ${result}), expected '${expected}'")
  endif()
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
