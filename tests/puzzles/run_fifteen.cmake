# Shared by the fifteen-puzzle scripts (fifteen_cache.cmake,
# fifteen_race.cmake): PROGRAM on the file `input`, with no cache directory
# of the caller's environment.
# run(<variable prefix> ARGS...): runs the program on the board, with the
# environment given by ENV (NAME=VALUE...), and checks that it answers.
function(run prefix)
  cmake_parse_arguments(PARSE_ARGV 1 _run "" "" "ENV;ARGS")
  execute_process(
    COMMAND ${CMAKE_COMMAND} -E env --unset=ROTATION_CACHE_DIR --unset=XDG_CACHE_HOME
            ${_run_ENV} "${PROGRAM}" ${_run_ARGS} "${input}"
    RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE errors)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "${prefix}: exit status ${status}:\n${errors}")
  endif()
  set(${prefix}_output "${output}" PARENT_SCOPE)
  set(${prefix}_errors "${errors}" PARENT_SCOPE)
endfunction()
