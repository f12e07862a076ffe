# Runs one documentation snippet: it must exit with status 0 and, where its
# document shows the output (EXPECTED exists), print exactly that.
#   cmake -DPROGRAM=<path> -DEXPECTED=<path to .out> -P run_snippet.cmake
execute_process(COMMAND "${PROGRAM}" RESULT_VARIABLE status OUTPUT_VARIABLE output
                ERROR_VARIABLE errors)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${PROGRAM} exited with ${status}:\n${output}${errors}")
endif()
if(EXISTS "${EXPECTED}")
  file(READ "${EXPECTED}" expected)
  if(NOT output STREQUAL expected)
    message(FATAL_ERROR "${PROGRAM} printed:\n${output}\nbut its document shows:\n${expected}")
  endif()
endif()
