# puzzle-solve with its tables looked up on images: the same answers as with
# the exact table (a different heuristic: the first shortest solution in
# move order does not depend on it), and the images really used.
#   cmake -DPROGRAM=<puzzle-solve> -DDEFINITION=<.tws> -DSCRAMBLES=<moves, one a line>
#         -P puzzle_solve_images.cmake

function(solve variable)
  execute_process(COMMAND "${PROGRAM}" --no-cache ${ARGN} "${DEFINITION}" "${SCRAMBLES}"
    RESULT_VARIABLE status OUTPUT_VARIABLE answers ERROR_VARIABLE errors)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "puzzle-solve ${ARGN} failed (${status}): ${errors}")
  endif()
  set(${variable} "${answers}" PARENT_SCOPE)
  set(${variable}_errors "${errors}" PARENT_SCOPE)
endfunction()

solve(exact)
foreach(images 1 2 4 auto)
  solve(small --memory=1 --images=${images} --stats)
  if(NOT small STREQUAL exact)
    message(FATAL_ERROR "--memory=1 --images=${images} answered\n${small}instead of\n${exact}")
  endif()
  if(images STREQUAL "1")
    if(small_errors MATCHES "looked up on")
      message(FATAL_ERROR "--images=1 looked up on images:\n${small_errors}")
    endif()
  elseif(images STREQUAL "auto")
    if(NOT small_errors MATCHES "tables looked up on [2-4] images of each state \\(of [0-9]+ symmetries\\)")
      message(FATAL_ERROR "--images=auto chose no image:\n${small_errors}")
    endif()
  elseif(NOT small_errors MATCHES "tables looked up on ([0-9]) images of each state" OR
         CMAKE_MATCH_1 LESS 2 OR CMAKE_MATCH_1 GREATER images)
    message(FATAL_ERROR "--images=${images} did not look up on 2 to ${images}:\n${small_errors}")
  endif()
endforeach()
message(STATUS "the same answers on the state alone and on 2, 4 and the chosen images")
