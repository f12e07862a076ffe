// rotation-judge-lite: the judge program with nothing but the library's
// non-throwing calls, for targets without exceptions or threads. It builds
// with -fno-exceptions, and for WebAssembly (wasm32-wasi, where the C++
// runtime has neither), and answers the judge format on standard input as
// rotation-solve does: per board the moves ("No moves needed" for none) and
// the center symbol. A line that is not a board ends it with the message on
// standard error and exit status 1, after the answers before it. No options,
// no files: what a sandbox offers.

#include <rotation/rotation.hpp>

#include <cstdio>
#include <iostream>

int main() {
  std::ios::sync_with_stdio(false);
  rotation::JudgeReader<> reader(std::cin);
  for (;;) {
    auto next = reader.try_next();
    if (!next) {
      std::cout.flush();
      std::fprintf(stderr, "rotation-judge-lite: %s\n", next.error().message.c_str());
      return 1;
    }
    if (!next->has_value()) break;
    rotation::write_answer(std::cout, rotation::solve(**next));
  }
  if (std::cin.bad()) {
    std::fprintf(stderr, "rotation-judge-lite: error reading the input\n");
    return 1;
  }
  std::cout.flush();
  return std::cout ? 0 : 1;
}
