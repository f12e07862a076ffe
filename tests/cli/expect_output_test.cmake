# expect_output_test(<test name> <program target> [ARGS arg...] [ERROR line...]
#                    [<KEY> value]...): a test that runs the program through
# expect_output.cmake, which checks its exit code, standard output and
# standard error byte for byte. Every keyword but ARGS and ERROR is a
# parameter of that script (INPUT, STDIN, EXPECTED, EXPECTED_EXIT, ...). ARGS
# and ERROR are lists, passed whole: their ';' escaped so that the list
# survives into the test's command.
function(expect_output_test test_name program)
  set(_single INPUT STDIN EXPECTED EXPECTED_EXIT EXPECTED_OUTPUT_REGEX EXPECTED_ERROR_REGEX
              STDOUT_FILE LONG_LINE LONG_LINE_AFTER GENERATED)
  cmake_parse_arguments(PARSE_ARGV 2 _cli "" "${_single}" "ARGS;ERROR")
  if(_cli_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "${test_name}: unknown ${_cli_UNPARSED_ARGUMENTS}")
  endif()
  set(_defines "")
  foreach(_key IN LISTS _single ITEMS ARGS)
    if(DEFINED _cli_${_key})
      string(REPLACE ";" "\\;" _value "${_cli_${_key}}")
      list(APPEND _defines "-D${_key}=${_value}")
    endif()
  endforeach()
  if(DEFINED _cli_ERROR)
    string(REPLACE ";" "\\;" _value "${_cli_ERROR}")
    list(APPEND _defines "-DEXPECTED_ERROR=${_value}")
  endif()
  add_test(NAME ${test_name}
    COMMAND ${CMAKE_COMMAND} -DSOLVER=$<TARGET_FILE:${program}> ${_defines}
      -P ${CMAKE_CURRENT_FUNCTION_LIST_DIR}/expect_output.cmake)
  # A hang fails in seconds rather than at ctest's default of 25 minutes.
  set_tests_properties(${test_name} PROPERTIES TIMEOUT 60)
endfunction()
