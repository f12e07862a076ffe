# fifteen-puzzle's default reads its cached databases on a thread of its own
# while Manhattan distance goes on (a race either may win): the answers must
# be Manhattan distance's own, and, under ThreadSanitizer (the tsan preset,
# which halts on a report), the threads must share nothing unsynchronised.
#   cmake -DPROGRAM=<fifteen-puzzle> -DDATA=<examples/data> -DWORK=<scratch>
#         -P fifteen_race.cmake
#
# The boards, from Korf's 100: one that Manhattan distance solves in 2.4
# million nodes, just past the first try (the read and the search finish
# close together), one in 6 million (the read wins), one in 0.7 million
# (within the first try, while a read may still be going on).

file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
file(STRINGS "${DATA}/fifteen_korf100.in" korf)
list(GET korf 71 near_the_budget)
list(GET korf 2 past_it)
list(GET korf 9 within_it)
set(input "${WORK}/boards.in")
file(WRITE "${input}" "3\n${near_the_budget}\n${past_it}\n${within_it}\n")

include(${CMAKE_CURRENT_LIST_DIR}/run_fifteen.cmake)

# Every run searches on one thread: the race here is the read's against the search, and
# under ThreadSanitizer a search on two threads takes three times as long (the parallel
# search has a ThreadSanitizer test of its own, concurrency.parallel_ida_star).
run(reference ENV ROTATION_CACHE_DIR=${WORK}/cache ARGS --heuristic=manhattan --threads=1)
run(fill ENV ROTATION_CACHE_DIR=${WORK}/cache ARGS --first-try=0 --threads=1)  # the databases from the first board: the cache filled
foreach(round 1 2)
  run(raced ENV ROTATION_CACHE_DIR=${WORK}/cache ARGS --stats --threads=1)
  if(NOT raced_output STREQUAL reference_output)
    message(FATAL_ERROR "round ${round}: answered\n${raced_output}instead of\n${reference_output}")
  endif()
  if(NOT raced_errors MATCHES "case 3: ")
    message(FATAL_ERROR "round ${round}: no statistics:\n${raced_errors}")
  endif()
endforeach()
# On two threads (the search racing the read on one, beside it): the same answers.
run(batched ENV ROTATION_CACHE_DIR=${WORK}/cache ARGS --stats --threads=2)
if(NOT batched_output STREQUAL reference_output)
  message(FATAL_ERROR "batched: answered\n${batched_output}instead of\n${reference_output}")
endif()
message(STATUS "the read and the search raced; Manhattan distance's answers:\n${raced_errors}")
