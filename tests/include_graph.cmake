# The include graph of the library points down: the generic search layer
# includes nothing of the puzzle, and no puzzle header pulls in an IDA* driver
# (directly or through another header); only the glue that runs searches does.
#
#   cmake -DINCLUDE_DIR=<repo>/include -P include_graph.cmake
#
# Reads the quoted #include lines of every header under include/rotation.

cmake_minimum_required(VERSION 3.20)

if(NOT INCLUDE_DIR)
  message(FATAL_ERROR "usage: cmake -DINCLUDE_DIR=<repo>/include -P include_graph.cmake")
endif()
set(root "${INCLUDE_DIR}/rotation")

# The headers that run a search, and so may include a driver.
set(drivers "search/ida_star.hpp" "search/all_shortest.hpp" "search/parallel_ida_star.hpp"
            "search/work_units.hpp"
            "search/parallel_count_shortest.hpp" "search/batch.hpp"
            "distributed/rank_searchers.hpp" "distributed/distributed_ida_star.hpp")
set(glue "rotation.hpp" "solve.hpp" "all_solutions.hpp" "permutation/solve.hpp" "sliding.hpp"
         "sliding/solve.hpp")

file(GLOB_RECURSE headers RELATIVE "${root}" "${root}/*.hpp")
list(SORT headers)

# direct_<header>: the headers it includes with quotes, relative to ${root}.
foreach(header IN LISTS headers)
  string(MAKE_C_IDENTIFIER "${header}" id)
  set(direct_${id} "")
  file(STRINGS "${root}/${header}" lines REGEX "^[ \t]*#[ \t]*include[ \t]*\"")
  get_filename_component(dir "${header}" DIRECTORY)
  foreach(line IN LISTS lines)
    string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*\"([^\"]+)\".*" "\\1" target "${line}")
    if(dir)
      set(target "${dir}/${target}")
    endif()
    cmake_path(NORMAL_PATH target)
    if(NOT EXISTS "${root}/${target}")
      message(SEND_ERROR "${header} includes \"${target}\", which is not a library header")
    endif()
    list(APPEND direct_${id} "${target}")
  endforeach()
endforeach()

set(failures 0)
foreach(header IN LISTS headers)
  string(MAKE_C_IDENTIFIER "${header}" id)

  # Rule 1: search/ includes only search/ and the generic helpers in detail/.
  if(header MATCHES "^search/")
    foreach(target IN LISTS direct_${id})
      if(NOT target MATCHES "^(search|detail)/")
        message(SEND_ERROR "${header} is generic but includes the puzzle header ${target}")
        math(EXPR failures "${failures} + 1")
      endif()
    endforeach()
  endif()

  # Rule 1b: distributed/ (the MPI layer beside search/) includes only itself,
  # search/ and detail/: no puzzle, and nothing of it is included back by
  # anything but itself, so that no other header needs MPI.
  if(header MATCHES "^distributed/")
    foreach(target IN LISTS direct_${id})
      if(NOT target MATCHES "^(distributed|search|detail)/")
        message(SEND_ERROR "${header} is generic but includes the puzzle header ${target}")
        math(EXPR failures "${failures} + 1")
      endif()
    endforeach()
  else()
    foreach(target IN LISTS direct_${id})
      if(target MATCHES "^distributed/")
        message(SEND_ERROR "${header} includes ${target}: only a program asks for MPI")
        math(EXPR failures "${failures} + 1")
      endif()
    endforeach()
  endif()

  # Rule 2: outside the drivers themselves and the glue, nothing reaches a
  # driver, however indirectly.
  if(header IN_LIST drivers OR header IN_LIST glue)
    continue()
  endif()
  set(seen "")
  set(pending ${direct_${id}})
  while(pending)
    list(POP_FRONT pending target)
    if(target IN_LIST seen)
      continue()
    endif()
    list(APPEND seen "${target}")
    if(target IN_LIST drivers)
      message(SEND_ERROR "${header} pulls in the driver ${target}")
      math(EXPR failures "${failures} + 1")
    endif()
    string(MAKE_C_IDENTIFIER "${target}" target_id)
    list(APPEND pending ${direct_${target_id}})
  endwhile()
endforeach()

list(LENGTH headers count)
if(failures GREATER 0)
  message(FATAL_ERROR "include graph: ${failures} arrow(s) point the wrong way")
endif()
message(STATUS "include graph: ${count} headers, every arrow points down")
