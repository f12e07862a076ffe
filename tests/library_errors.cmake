# Every exception the library throws is a rotation::error (search/errors.hpp):
# no header raises, throws or derives from a bare standard exception. The
# standard ones reach users only through detail::StandardError, which makes
# each of the library's kinds both.
#
#   cmake -DINCLUDE_DIR=<repo>/include -P library_errors.cmake

cmake_minimum_required(VERSION 3.20)

if(NOT INCLUDE_DIR)
  message(FATAL_ERROR "usage: cmake -DINCLUDE_DIR=<repo>/include -P library_errors.cmake")
endif()
set(root "${INCLUDE_DIR}/rotation")

file(GLOB_RECURSE headers RELATIVE "${root}" "${root}/*.hpp")
list(SORT headers)
list(LENGTH headers header_count)
if(header_count LESS 50)
  message(FATAL_ERROR "${root}: only ${header_count} headers; is INCLUDE_DIR the library's?")
endif()

# raise(std::x(...)), throw std::x(...), checked_size<std::x>, class y : public std::x.
set(bare "(raise\\(std::|throw std::|checked_size<std::|: *public std::[a-z_]*(error|argument|exception))")
set(failures 0)
foreach(header IN LISTS headers)
  # errors.hpp makes the standard exceptions the library's; raise.hpp throws
  # what it is given, which a static_assert there checks is one of them.
  if(header STREQUAL "search/errors.hpp" OR header STREQUAL "detail/raise.hpp")
    continue()
  endif()
  file(STRINGS "${root}/${header}" lines REGEX "${bare}")
  foreach(line IN LISTS lines)
    string(STRIP "${line}" line)
    if(line MATCHES "^//")
      continue()
    endif()
    message(SEND_ERROR "${header}: a standard exception, not one of the library's: ${line}")
    math(EXPR failures "${failures} + 1")
  endforeach()
endforeach()

if(failures GREATER 0)
  message(FATAL_ERROR "${failures} exceptions outside rotation::error")
endif()
message(STATUS "${header_count} headers: every exception is a rotation::error")
