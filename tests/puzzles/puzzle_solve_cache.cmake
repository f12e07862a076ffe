# puzzle-solve's cache of pattern databases, end to end:
#   cmake -DPROGRAM=<puzzle-solve> -DDEFINITION=<cube2_fixed.tws> -DWORK=<a scratch
#         directory> -P puzzle_solve_cache.cmake
#
# Every answer is checked against the same program with --no-cache, which
# never touches a cache; the files are checked by name, inode and content.

file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(scrambles "${WORK}/scrambles.txt")
file(WRITE "${scrambles}" "U R2 F' R U2 R2 F R' U' F2 R U2\nR U R' U'\nF2 U' R2 F U2 R' F' U\n")

# The same puzzle under the same name, its generators in another order (U
# last): another definition, so another fingerprint and another table file.
file(READ "${DEFINITION}" text)
string(REGEX MATCH "Move U\n[^M]*End\n" u_block "${text}")
if(u_block STREQUAL "")
  message(FATAL_ERROR "no Move U block in ${DEFINITION}")
endif()
string(REPLACE "${u_block}" "" reordered "${text}")
set(other "${WORK}/other.tws")
file(WRITE "${other}" "${reordered}\n${u_block}")

# run(<variable prefix> DEFINITION ENV ARGS): the program on the scrambles,
# with no cache directory of the caller's environment; it must answer.
function(run prefix definition)
  cmake_parse_arguments(PARSE_ARGV 2 _run "" "" "ENV;ARGS")
  execute_process(
    COMMAND ${CMAKE_COMMAND} -E env --unset=ROTATION_CACHE_DIR --unset=XDG_CACHE_HOME
            ${_run_ENV} "${PROGRAM}" ${_run_ARGS} "${definition}" "${scrambles}"
    RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE errors)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "${prefix}: exit status ${status}:\n${errors}")
  endif()
  set(${prefix}_output "${output}" PARENT_SCOPE)
  set(${prefix}_errors "${errors}" PARENT_SCOPE)
endfunction()

function(expect_answer prefix reference)
  if(NOT "${${prefix}_output}" STREQUAL "${${reference}_output}")
    message(FATAL_ERROR "${prefix}: answered\n${${prefix}_output}instead of\n${${reference}_output}")
  endif()
endfunction()

function(expect_errors prefix pattern)
  if(NOT "${${prefix}_errors}" MATCHES "${pattern}")
    message(FATAL_ERROR "${prefix}: standard error is\n${${prefix}_errors}\nnot like\n${pattern}")
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

run(reference "${DEFINITION}" ARGS --no-cache)
run(other_reference "${other}" ARGS --no-cache)
if(reference_output STREQUAL "" OR NOT reference_errors STREQUAL "")
  message(FATAL_ERROR "reference: no answers, or a message:\n${reference_errors}")
endif()

# 1. An empty cache: the table is built and kept there, in one file.
set(cache "${WORK}/cache")
run(cold "${DEFINITION}" ENV ROTATION_CACHE_DIR=${cache} ARGS --stats --threads=1)
expect_answer(cold reference)
expect_errors(cold "^puzzle-solve: 1 table \\(1837080 bytes\\) ready in [^\n]* s \\(built and kept in the cache\\)\n")
file(GLOB built_files "${cache}/kit-*.pdb")
list(LENGTH built_files kept)
if(NOT kept EQUAL 1)
  message(FATAL_ERROR "cold: the cache holds ${kept} tables, expected 1: ${built_files}")
endif()
cache_files("${cache}" built)

# 2. A filled cache is read, not built again (the same file).
run(warm "${DEFINITION}" ENV ROTATION_CACHE_DIR=${cache} ARGS --stats --threads=1)
expect_answer(warm cold)
expect_errors(warm "^puzzle-solve: 1 table \\(1837080 bytes\\) ready in [^\n]* s \\(read from the cache\\)\n")
cache_files("${cache}" after)
if(NOT after STREQUAL built)
  message(FATAL_ERROR "warm: the cache changed:\n${built}\n${after}")
endif()
run(quiet "${DEFINITION}" ENV ROTATION_CACHE_DIR=${cache})
if(NOT quiet_errors STREQUAL "")
  message(FATAL_ERROR "quiet: a message without --stats:\n${quiet_errors}")
endif()

# 3. Another definition of the same name keeps a file of its own.
run(other_cold "${other}" ENV ROTATION_CACHE_DIR=${cache})
expect_answer(other_cold other_reference)
file(GLOB both "${cache}/kit-*.pdb")
list(LENGTH both kept)
if(NOT kept EQUAL 2)
  message(FATAL_ERROR "other: the cache holds ${kept} tables, expected 2: ${both}")
endif()
list(REMOVE_ITEM both ${built_files})
set(other_file ${both})

# 4. A file that holds another definition's table is refused, with a note,
# and built again: the first definition's table put in the second's place.
file(COPY_FILE "${built_files}" "${other_file}")
run(swapped "${other}" ENV ROTATION_CACHE_DIR=${cache})
expect_answer(swapped other_reference)
if(NOT swapped_errors MATCHES "^puzzle-solve: cache: pattern database '[^']*kit-[0-9a-f]+\\.pdb': holds the database of 'Cube2Fixed \\(definition ([0-9a-f]+)\\) all \\| CORNER [^']*', expected 'Cube2Fixed \\(definition ([0-9a-f]+)\\) all \\| CORNER [^']*'; building it again\n$")
  message(FATAL_ERROR "swapped: no note of the other definition's table:\n${swapped_errors}")
endif()
if(CMAKE_MATCH_1 STREQUAL CMAKE_MATCH_2)
  message(FATAL_ERROR "swapped: the two definitions have one fingerprint")
endif()
run(mended "${other}" ENV ROTATION_CACHE_DIR=${cache})
if(NOT mended_errors STREQUAL "")
  message(FATAL_ERROR "mended: the file was not replaced:\n${mended_errors}")
endif()

# 5. A damaged file is built again and replaced, with a note.
file(WRITE "${built_files}" "damaged")
run(damaged "${DEFINITION}" ENV ROTATION_CACHE_DIR=${cache})
expect_answer(damaged reference)
expect_errors(damaged "^puzzle-solve: cache: pattern database '[^']*kit-[0-9a-f]+\\.pdb': [^\n]*; building it again\n$")
run(repaired "${DEFINITION}" ENV ROTATION_CACHE_DIR=${cache} ARGS --stats)
expect_errors(repaired "^puzzle-solve: 1 table \\(1837080 bytes\\) ready in [^\n]* s \\(read from the cache\\)\n")

# 6. The XDG rule, and the cache turned off by option or by the variable.
run(xdg "${DEFINITION}" ENV XDG_CACHE_HOME=${WORK}/xdg)
expect_answer(xdg reference)
file(GLOB xdg_files "${WORK}/xdg/rotation/kit-*.pdb")
if(xdg_files STREQUAL "")
  message(FATAL_ERROR "xdg: nothing kept in XDG_CACHE_HOME/rotation")
endif()
run(no_cache "${DEFINITION}" ENV ROTATION_CACHE_DIR=${WORK}/unused ARGS --no-cache)
run(off "${DEFINITION}" ENV ROTATION_CACHE_DIR=off XDG_CACHE_HOME=${WORK}/unused)
expect_answer(no_cache reference)
expect_answer(off reference)
if(EXISTS "${WORK}/unused")
  message(FATAL_ERROR "--no-cache or ROTATION_CACHE_DIR=off kept something")
endif()

# 7. A cache that cannot be made is a note, not a failure.
file(WRITE "${WORK}/a_file" "not a directory\n")
run(unusable "${DEFINITION}" ARGS --cache-dir=${WORK}/a_file)
expect_answer(unusable reference)
expect_errors(unusable "^puzzle-solve: cache: cannot create the directory '[^']*a_file': .* \\(the tables are built in memory\\)\n$")
message(STATUS "the cache is built once, read after, kept apart per definition, repaired and turned off")
