# puzzle-solve's answers replayed: each scramble (a line of moves) followed by
# its answer must be solved, which puzzle-solve then says with an empty line.
#   cmake -DPROGRAM=<puzzle-solve> -DDEFINITION=<.tws> -DSCRAMBLES=<moves, one a line>
#         -DWORK=<scratch directory> [-DARGS=<options>] -P puzzle_solve_replay.cmake

cmake_minimum_required(VERSION 3.20)  # lists keep their empty elements (a solved state's answer)

file(MAKE_DIRECTORY "${WORK}")
execute_process(COMMAND "${PROGRAM}" ${ARGS} "${DEFINITION}" "${SCRAMBLES}"
  RESULT_VARIABLE status OUTPUT_VARIABLE answers ERROR_VARIABLE errors)
if(NOT status EQUAL 0 OR NOT errors STREQUAL "")
  message(FATAL_ERROR "puzzle-solve failed (${status}): ${errors}")
endif()
file(STRINGS "${SCRAMBLES}" scrambles)
string(REGEX REPLACE "\n$" "" answers "${answers}")
string(REPLACE "\n" ";" answers "${answers}")
list(LENGTH scrambles count)
list(LENGTH answers answered)
if(NOT count EQUAL answered)
  message(FATAL_ERROR "${count} scrambles, ${answered} answers")
endif()
set(replay "")
set(expected "")
math(EXPR last "${count} - 1")
foreach(i RANGE ${last})
  list(GET scrambles ${i} scramble)
  list(GET answers ${i} answer)
  if(answer STREQUAL "No Solution")
    message(FATAL_ERROR "no solution for '${scramble}', which moves reached")
  endif()
  string(APPEND replay "${scramble} ${answer}\n")
  string(APPEND expected "\n")
endforeach()
file(WRITE "${WORK}/replay.txt" "${replay}")
execute_process(COMMAND "${PROGRAM}" ${ARGS} "${DEFINITION}" "${WORK}/replay.txt"
  RESULT_VARIABLE status OUTPUT_VARIABLE solved ERROR_VARIABLE errors)
if(NOT status EQUAL 0 OR NOT solved STREQUAL expected)
  message(FATAL_ERROR "scrambles followed by their answers are not all solved:\n${solved}${errors}")
endif()
message(STATUS "${count} answers replayed to the solved state")
