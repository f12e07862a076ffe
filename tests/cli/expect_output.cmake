# Runs the CLI and checks its exit code, standard output and standard error,
# byte for byte. Run with cmake -P and:
#   SOLVER                the program
#   ARGS                  optional arguments, ;-separated
#   INPUT                 optional: a file given as the last argument
#   STDIN                 optional: a file fed to standard input (default: an
#                         empty one, so that nothing waits on a terminal)
#   EXPECTED              optional: a file holding the exact standard output
#                         (default: no output at all)
#   EXPECTED_OUTPUT_REGEX optional, instead of EXPECTED: a regular expression
#                         the standard output must match
#   STDOUT_FILE           optional, instead of either: where standard output
#                         goes, unchecked (/dev/full, to make writing fail)
#   EXPECTED_EXIT         the exit code (default 0)
#   EXPECTED_ERROR        the exact standard error, as its lines, ;-separated,
#                         each without its newline (default: nothing at all)
#   EXPECTED_ERROR_REGEX  optional, instead of EXPECTED_ERROR: a regular
#                         expression the standard error must match (for what
#                         varies from run to run, such as a time)
#   LONG_LINE             optional: a number of bytes. INPUT is then copied, at
#                         test time, to the file GENERATED with a line of that
#                         many bytes ("1 1 1 ...") put after its first
#                         LONG_LINE_AFTER lines (default 0), and GENERATED is
#                         the input: no big file is kept in the repository.

if(NOT DEFINED EXPECTED_EXIT)
  set(EXPECTED_EXIT 0)
endif()
if(NOT DEFINED STDIN)
  set(STDIN "${CMAKE_CURRENT_LIST_DIR}/empty.in")
endif()

if(DEFINED LONG_LINE)
  if(NOT DEFINED LONG_LINE_AFTER)
    set(LONG_LINE_AFTER 0)
  endif()
  file(READ "${INPUT}" tail)
  set(head "")
  set(lines 0)
  while(lines LESS LONG_LINE_AFTER)
    string(FIND "${tail}" "\n" at)
    math(EXPR at "${at} + 1")
    string(SUBSTRING "${tail}" 0 ${at} line)
    string(APPEND head "${line}")
    string(SUBSTRING "${tail}" ${at} -1 tail)
    math(EXPR lines "${lines} + 1")
  endwhile()
  math(EXPR pairs "${LONG_LINE} / 2")
  string(REPEAT "1 " ${pairs} long_line)
  math(EXPR odd "${LONG_LINE} % 2")
  if(odd)
    string(APPEND long_line "1")
  endif()
  file(WRITE "${GENERATED}" "${head}${long_line}\n${tail}")
  set(INPUT "${GENERATED}")
endif()

set(output_option OUTPUT_VARIABLE output)
if(DEFINED STDOUT_FILE)
  set(output_option OUTPUT_FILE "${STDOUT_FILE}")
endif()
execute_process(COMMAND "${SOLVER}" ${ARGS} ${INPUT}
  INPUT_FILE "${STDIN}"
  ${output_option}
  RESULT_VARIABLE exit_code ERROR_VARIABLE errors)

if(NOT exit_code STREQUAL EXPECTED_EXIT)
  message(FATAL_ERROR "exit code ${exit_code}, expected ${EXPECTED_EXIT}; stderr:\n${errors}")
endif()

if(DEFINED STDOUT_FILE)
  # Not captured: nothing to compare.
elseif(DEFINED EXPECTED_OUTPUT_REGEX)
  if(NOT output MATCHES "${EXPECTED_OUTPUT_REGEX}")
    message(FATAL_ERROR "output does not match '${EXPECTED_OUTPUT_REGEX}':\n${output}")
  endif()
else()
  set(expected "")
  if(DEFINED EXPECTED)
    file(READ "${EXPECTED}" expected)
  endif()
  if(NOT output STREQUAL expected)
    message(FATAL_ERROR "output differs.\n--- expected\n${expected}--- got\n${output}")
  endif()
endif()

if(DEFINED EXPECTED_ERROR_REGEX)
  if(NOT errors MATCHES "${EXPECTED_ERROR_REGEX}")
    message(FATAL_ERROR "stderr does not match '${EXPECTED_ERROR_REGEX}':\n${errors}")
  endif()
  return()
endif()
set(expected_errors "")
if(DEFINED EXPECTED_ERROR)
  list(JOIN EXPECTED_ERROR "\n" expected_errors)
  string(APPEND expected_errors "\n")
endif()
if(NOT errors STREQUAL expected_errors)
  message(FATAL_ERROR "stderr differs.\n--- expected\n${expected_errors}--- got\n${errors}")
endif()
