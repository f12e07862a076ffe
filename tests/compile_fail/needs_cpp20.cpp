// Built as C++17, the first error is the one sentence of
// rotation/detail/require_cpp20.hpp, whichever public header comes first
// (tests/compile_fail/CMakeLists.txt also runs this with each header alone).
// error-flags: -std=c++17
// expect-first-error: error: (#error )?"rotation needs C\+\+20 or newer: compile with
// expect-first-error:  -std=c\+\+20 \(or /std:c\+\+20\)"$

#ifdef ROTATION_TEST_HEADER
#include ROTATION_TEST_HEADER
#else
#include <rotation/rotation.hpp>
#endif

int main() { return 0; }
