# rotation_extract_snippets(DOCUMENT DIR OUT_VAR): writes each ```cpp block of
# the Markdown DOCUMENT to DIR/snippet_<n>.cpp (n from 1, in order), and the
# ```output block that directly follows one, if any, to DIR/snippet_<n>.out;
# sets OUT_VAR to the list of .cpp files. Files are rewritten only when their
# content changes, so an edit elsewhere rebuilds nothing.
#
# The text is searched as one string, never split into a CMake list: C++ is
# full of semicolons, which a list would take for separators.
function(rotation_extract_snippets document dir out_var)
  file(READ "${document}" text)
  set(opening "\n```cpp\n")
  set(closing "\n```\n")
  set(files "")
  set(count 0)
  file(MAKE_DIRECTORY "${dir}")
  while(TRUE)
    string(FIND "${text}" "${opening}" start)
    if(start EQUAL -1)
      break()
    endif()
    string(LENGTH "${opening}" skip)
    math(EXPR start "${start} + ${skip}")
    string(SUBSTRING "${text}" ${start} -1 text)
    string(FIND "${text}" "${closing}" end)
    if(end EQUAL -1)
      message(FATAL_ERROR "${document}: a ```cpp block is never closed")
    endif()
    string(SUBSTRING "${text}" 0 ${end} code)
    math(EXPR end "${end} + 1")
    string(SUBSTRING "${text}" ${end} -1 text)
    math(EXPR count "${count} + 1")
    file(CONFIGURE OUTPUT "${dir}/snippet_${count}.cpp" CONTENT "${code}\n" @ONLY)
    list(APPEND files "${dir}/snippet_${count}.cpp")

    # An ```output block right after it (blank lines between are allowed).
    string(REGEX MATCH "^```\n+```output\n" output_fence "${text}")
    if(output_fence)
      string(LENGTH "${output_fence}" skip)
      string(SUBSTRING "${text}" ${skip} -1 rest)
      string(FIND "${rest}" "\n```" stop)
      string(SUBSTRING "${rest}" 0 ${stop} expected)
      file(CONFIGURE OUTPUT "${dir}/snippet_${count}.out" CONTENT "${expected}\n" @ONLY)
    else()
      file(REMOVE "${dir}/snippet_${count}.out")
    endif()
  endwhile()
  set(${out_var} "${files}" PARENT_SCOPE)
endfunction()
