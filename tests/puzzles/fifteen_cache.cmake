# fifteen-puzzle's cache of its default pattern databases, end to end:
#   cmake -DPROGRAM=<fifteen-puzzle> -DDATA=<examples/data> -DWORK=<a scratch
#         directory> -P fifteen_cache.cmake
#
# The board is Korf's second instance (55 moves): Manhattan distance needs
# about 6 million nodes there, more than the default's first try allows, so
# the program turns to the databases; its expected answer comes from
# --heuristic=manhattan, which never touches them.

file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
file(STRINGS "${DATA}/fifteen_korf100.in" korf)
list(GET korf 2 board)
set(input "${WORK}/board.in")
file(WRITE "${input}" "1\n${board}\n")

include(${CMAKE_CURRENT_LIST_DIR}/run_fifteen.cmake)

function(expect_answer prefix)
  if(NOT "${${prefix}_output}" STREQUAL "${expected}")
    message(FATAL_ERROR "${prefix}: answered\n${${prefix}_output}instead of\n${expected}")
  endif()
endfunction()

# The .pdb files in a directory, with their inodes: a file saved again is
# renamed into place, a new inode.
function(cache_files directory variable)
  file(GLOB files "${directory}/*.pdb")
  set(listing "")
  if(files)
    execute_process(COMMAND ls -i ${files} OUTPUT_VARIABLE listing)
  endif()
  set(${variable} "${listing}" PARENT_SCOPE)
endfunction()

run(reference ARGS --heuristic=manhattan)
set(expected "${reference_output}")

# 1. An empty cache. Past the first try the databases are built beside
# Manhattan distance, which answers this board long before they are there:
# the build is then abandoned, and the run ends without waiting for it.
set(cache "${WORK}/cache")
run(cold ENV ROTATION_CACHE_DIR=${cache} ARGS --stats)
expect_answer(cold)
if(NOT cold_errors MATCHES "^case 1: [0-9]+ nodes expanded, .* ms \\(manhattan\\)\n" OR
   cold_errors MATCHES "pattern databases ready")
  message(FATAL_ERROR "cold: not answered by Manhattan distance before the databases:\n${cold_errors}")
endif()
# With no first try (--first-try=0) the databases come first: built and kept.
run(built ENV ROTATION_CACHE_DIR=${cache} ARGS --stats --first-try=0)
expect_answer(built)
if(NOT built_errors MATCHES "pattern databases ready in .*\\(pattern databases\\)")
  message(FATAL_ERROR "built: the databases did not answer:\n${built_errors}")
endif()
cache_files("${cache}" built)
string(REGEX MATCHALL "\\.pdb" kept "${built}")
list(LENGTH kept kept)
if(NOT kept EQUAL 3)
  message(FATAL_ERROR "built: the cache holds ${kept} databases, expected 3:\n${built}")
endif()

# 2. A filled cache is read, not built again (the same files), without a word.
run(warm ENV ROTATION_CACHE_DIR=${cache})
expect_answer(warm)
cache_files("${cache}" after)
if(NOT after STREQUAL built OR NOT warm_errors STREQUAL "")
  message(FATAL_ERROR "warm: the cache changed or the program complained:\n${built}\n${after}\n${warm_errors}")
endif()

# Each run from here on that must build asks for the databases first
# (--first-try=0), so that it does not end before they are built.
# 3. The same cache through XDG_CACHE_HOME (the directory 'rotation' in it).
run(xdg ENV XDG_CACHE_HOME=${WORK}/xdg ARGS --first-try=0)
expect_answer(xdg)
cache_files("${WORK}/xdg/rotation" xdg_files)
if(xdg_files STREQUAL "")
  message(FATAL_ERROR "xdg: nothing kept in XDG_CACHE_HOME/rotation")
endif()

# 4. A damaged file is built again and replaced, with a note.
file(GLOB six "${cache}/fifteen-1-5-6-9-10-13.pdb")
file(WRITE "${six}" "damaged")
run(damaged ENV ROTATION_CACHE_DIR=${cache} ARGS --first-try=0)
expect_answer(damaged)
if(NOT damaged_errors MATCHES "^fifteen-puzzle: cache: pattern database '[^']*fifteen-1-5-6-9-10-13.pdb': .*; building it again\n$")
  message(FATAL_ERROR "damaged: no note of the rebuilt file:\n${damaged_errors}")
endif()
run(repaired ENV ROTATION_CACHE_DIR=${cache})
if(NOT repaired_errors STREQUAL "")
  message(FATAL_ERROR "repaired: the file was not replaced:\n${repaired_errors}")
endif()

# 5. Turned off, by option or by the variable: nothing is kept.
run(no_cache ENV ROTATION_CACHE_DIR=${WORK}/unused ARGS --no-cache)
run(off ENV ROTATION_CACHE_DIR=off XDG_CACHE_HOME=${WORK}/unused)
expect_answer(no_cache)
expect_answer(off)
if(EXISTS "${WORK}/unused")
  message(FATAL_ERROR "--no-cache or ROTATION_CACHE_DIR=off kept something")
endif()

# 6. A cache that cannot be made is a note, not a failure.
file(WRITE "${WORK}/a_file" "not a directory\n")
run(unusable ARGS --cache-dir=${WORK}/a_file)
expect_answer(unusable)
if(NOT unusable_errors MATCHES "^fifteen-puzzle: cache: cannot create the directory '[^']*a_file': .* \\(the databases are built in memory\\)\n$")
  message(FATAL_ERROR "unusable: no note:\n${unusable_errors}")
endif()

# 7. Two programs filling one empty cache at once: both answer, and what
# they leave is whole (a third reads it without a note).
set(shared "${WORK}/shared")
execute_process(
  COMMAND bash -c "ROTATION_CACHE_DIR='${shared}' '${PROGRAM}' --first-try=0 '${input}' > '${WORK}/first.out' &
                   first=$!
                   ROTATION_CACHE_DIR='${shared}' '${PROGRAM}' --first-try=0 '${input}' > '${WORK}/second.out' &
                   second=$!
                   wait $first && wait $second"
  RESULT_VARIABLE status ERROR_VARIABLE errors)
file(READ "${WORK}/first.out" first)
file(READ "${WORK}/second.out" second)
if(NOT status EQUAL 0 OR NOT first STREQUAL expected OR NOT second STREQUAL expected)
  message(FATAL_ERROR "together: status ${status}, answers\n${first}${second}${errors}")
endif()
run(after_race ENV ROTATION_CACHE_DIR=${shared})
expect_answer(after_race)
if(NOT after_race_errors STREQUAL "")
  message(FATAL_ERROR "together: the cache they left is not whole:\n${after_race_errors}")
endif()
message(STATUS "the cache is built once, read after, repaired, turned off, and shared")
