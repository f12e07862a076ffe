# rotation_warnings: the warning flags of the project's own programs. The
# library target itself carries no flags: a header-only library must not
# impose its warning policy on the projects that include it.
add_library(rotation_warnings INTERFACE)
if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
  target_compile_options(rotation_warnings INTERFACE
    -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion)
  if(ROTATION_WARNINGS_AS_ERRORS)
    target_compile_options(rotation_warnings INTERFACE -Werror)
  endif()
elseif(MSVC)
  target_compile_options(rotation_warnings INTERFACE /W4 /permissive-)
  if(ROTATION_WARNINGS_AS_ERRORS)
    target_compile_options(rotation_warnings INTERFACE /WX)
  endif()
endif()
