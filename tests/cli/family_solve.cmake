# rotation-solve's answers on boards of one size, checked by the independent
# reference: boards a few moves from solved and boards scrambled far, made by
# rotation-cli-helper from tests/support/family_reference.hpp; each answer
# must replay to a solved board with the symbol it names, and match brute
# force where that reaches (see cli_helper.cpp).
#   cmake -DPROGRAM=<rotation-solve> -DHELPER=<rotation-cli-helper> -DSIZE=<L>
#         -DSEED=<n> -DWORK=<scratch directory> -P family_solve.cmake

cmake_minimum_required(VERSION 3.20)

file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
execute_process(COMMAND "${HELPER}" boards ${SIZE} ${SEED}
  RESULT_VARIABLE status OUTPUT_FILE "${WORK}/boards.in" ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "no boards: ${err}")
endif()
# No directory of tables: the table is built in memory, as by default.
execute_process(COMMAND ${CMAKE_COMMAND} -E env --unset=ROTATION_TABLE_DIR
    "${PROGRAM}" --size=${SIZE} "${WORK}/boards.in"
  RESULT_VARIABLE status OUTPUT_FILE "${WORK}/answers.out" ERROR_VARIABLE err)
if(NOT status EQUAL 0 OR NOT err STREQUAL "")
  message(FATAL_ERROR "rotation-solve --size=${SIZE}: exit ${status}\n${err}")
endif()
execute_process(COMMAND "${HELPER}" check ${SIZE} "${WORK}/boards.in" "${WORK}/answers.out"
  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${err}")
endif()
message(STATUS "${out}")
