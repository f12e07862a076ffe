# Runs the CLI and compares its output byte for byte. Run with cmake -P and:
#   SOLVER, INPUT, EXPECTED   the program, its input file, the expected stdout
#   ARGS                      optional arguments, ;-separated
#   EXPECTED_EXIT             the exit code (default 0)
#   EXPECTED_ERROR            a text standard error must contain (optional)

if(NOT DEFINED EXPECTED_EXIT)
  set(EXPECTED_EXIT 0)
endif()
execute_process(COMMAND "${SOLVER}" ${ARGS} "${INPUT}"
  RESULT_VARIABLE exit_code OUTPUT_VARIABLE output ERROR_VARIABLE errors)
file(READ "${EXPECTED}" expected)

if(NOT exit_code STREQUAL EXPECTED_EXIT)
  message(FATAL_ERROR "exit code ${exit_code}, expected ${EXPECTED_EXIT}; stderr:\n${errors}")
endif()
if(NOT output STREQUAL expected)
  message(FATAL_ERROR "output differs.\n--- expected\n${expected}--- got\n${output}")
endif()
if(DEFINED EXPECTED_ERROR)
  string(FIND "${errors}" "${EXPECTED_ERROR}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "stderr lacks '${EXPECTED_ERROR}':\n${errors}")
  endif()
endif()
