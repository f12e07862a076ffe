# Compiles one case twice, syntax only, and checks that the library refuses
# the faulty version with the expected message. Run with cmake -P and:
#   CXX          the compiler (g++ or clang++ style options)
#   CXX_FLAGS    optional: the build's CMAKE_CXX_FLAGS, as one string
#   EXTRA_FLAGS  optional: more flags for both compiles, as one string
#   INCLUDE_DIR  the library's include directory
#   SOURCE       the case
#   CHECK_VALID  optional, default ON: the first compile below
#
# 1. Without ROTATION_EXPECT_COMPILE_ERROR the case must compile: the error of
#    step 2 then comes from its faulty lines, not from a typo elsewhere.
# 2. With -DROTATION_EXPECT_COMPILE_ERROR (and the case's error-flags) it must
#    not, and the compiler's standard error must match every regular
#    expression the case names. In the case, one per comment line:
#      // expect-error: REGEX        somewhere in standard error
#      // expect-first-error: REGEX  in the first line holding ": error:" (or
#                                    ": fatal error:"), that is the first error
#      // error-flags: FLAGS         added to the second compile only, after
#                                    -std=c++20 (so a -std there wins)
#    CMake regular expressions: no ';' and no unbalanced '[' or ']' in them.

foreach(_required CXX INCLUDE_DIR SOURCE)
  if(NOT DEFINED ${_required})
    message(FATAL_ERROR "expect_compile_error.cmake: ${_required} is not set")
  endif()
endforeach()
if(NOT DEFINED CHECK_VALID)
  set(CHECK_VALID ON)
endif()

set(expect_errors "")
set(expect_first_errors "")
set(error_flags "")
file(STRINGS "${SOURCE}" directives REGEX "^// (expect-error|expect-first-error|error-flags): ")
foreach(directive IN LISTS directives)
  if(directive MATCHES "^// expect-error: (.*)$")
    list(APPEND expect_errors "${CMAKE_MATCH_1}")
  elseif(directive MATCHES "^// expect-first-error: (.*)$")
    list(APPEND expect_first_errors "${CMAKE_MATCH_1}")
  elseif(directive MATCHES "^// error-flags: (.*)$")
    separate_arguments(_flags UNIX_COMMAND "${CMAKE_MATCH_1}")
    list(APPEND error_flags ${_flags})
  endif()
endforeach()
if(expect_errors STREQUAL "" AND expect_first_errors STREQUAL "")
  message(FATAL_ERROR "${SOURCE} names no expected error (// expect-error: REGEX)")
endif()

separate_arguments(cxx_flags UNIX_COMMAND "${CXX_FLAGS}")
separate_arguments(extra_flags UNIX_COMMAND "${EXTRA_FLAGS}")
# The C locale keeps the compilers' quotes ASCII; no colors, whatever the
# terminal: the output is for regular expressions and for people reading logs.
set(compile ${CMAKE_COMMAND} -E env LC_ALL=C
  ${CXX} ${cxx_flags} -std=c++20 -fsyntax-only -fdiagnostics-color=never
  -I${INCLUDE_DIR} ${extra_flags})

if(CHECK_VALID)
  execute_process(COMMAND ${compile} ${SOURCE}
    RESULT_VARIABLE exit_code OUTPUT_VARIABLE output ERROR_VARIABLE errors)
  if(NOT exit_code EQUAL 0)
    list(JOIN compile " " _command)
    message(FATAL_ERROR "the case does not compile even without ROTATION_EXPECT_COMPILE_ERROR "
      "(exit code ${exit_code}):\n${_command} ${SOURCE}\n${output}${errors}")
  endif()
endif()

set(failing ${compile} -DROTATION_EXPECT_COMPILE_ERROR ${error_flags} ${SOURCE})
list(JOIN failing " " failing_command)
execute_process(COMMAND ${failing}
  RESULT_VARIABLE exit_code OUTPUT_VARIABLE output ERROR_VARIABLE errors)
if(exit_code EQUAL 0)
  message(FATAL_ERROR "the faulty version compiles, and should not:\n${failing_command}\n"
    "${output}${errors}")
endif()

set(mismatches "")
foreach(regex IN LISTS expect_errors)
  if(NOT errors MATCHES "${regex}")
    string(APPEND mismatches "  standard error does not match: ${regex}\n")
  endif()
endforeach()
# The first line that reports an error (not "In file included from ...").
string(REGEX MATCH "[^\n]*: (fatal )?error:[^\n]*" first_error "${errors}")
foreach(regex IN LISTS expect_first_errors)
  if(NOT first_error MATCHES "${regex}")
    string(APPEND mismatches "  the first error does not match: ${regex}\n"
      "  the first error: ${first_error}\n")
  endif()
endforeach()
if(NOT mismatches STREQUAL "")
  message(FATAL_ERROR "the faulty version fails, but not as expected:\n${mismatches}"
    "${failing_command}\n--- standard error\n${errors}")
endif()
