// rotation-judge-lite: the judge program with nothing but the library's
// non-throwing calls, for targets without exceptions or threads. It builds
// with -fno-exceptions, and for WebAssembly (wasm32-wasi, where the C++
// runtime has neither), and answers the judge format on standard input as
// rotation-solve does: per board the moves ("No moves needed" for none) and
// the center symbol. A line that is not a board ends it with the message on
// standard error and exit status 1, after the answers before it. No options
// but --help and --version, no files: what a sandbox offers.

#include <rotation/rotation.hpp>

#include <cstdio>
#include <cstring>
#include <iostream>

namespace {

constexpr const char* usage = R"(Usage: rotation-judge-lite < FILE
Solve Rotation Game boards (the standard board) optimally: rotation-solve's
answers, from standard input only, with no options.

Reads boards in the judge format from standard input: one board per line, its
24 symbols (each 1, 2 or 3) in cell order, and a line holding a single 0 to
end. Writes two lines per board: the moves of the shortest solution as letters
(the lexicographically smallest of them), or "No moves needed"; then the
symbol left in the center.

  -h, --help        show this help and exit
  --version         show the version and exit

Exit status: 0 when every board was answered; 1 when a line is not a board
(the answers before it are written) or reading or writing failed; 2 on any
other argument.
)";

// Writes the help or the version; 1 when it cannot be written, as for answers.
int print_text(const char* text) {
  if (std::fputs(text, stdout) >= 0 && std::fflush(stdout) == 0) return 0;
  std::fputs("rotation-judge-lite: error writing to standard output\n", stderr);
  return 1;
}

}  // namespace

int main(int argc, char** argv) {
  // No option but these two, and no file: a name given as a file would be
  // ignored silently, and standard input read instead.
  if (argc > 1) {
    if (std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0)
      return print_text(usage);
    if (std::strcmp(argv[1], "--version") == 0) {
      char version[64];
      std::snprintf(version, sizeof version, "rotation-judge-lite %d.%d.%d\n",
                    rotation::version_major, rotation::version_minor, rotation::version_patch);
      return print_text(version);
    }
    std::fprintf(stderr,
                 "rotation-judge-lite: unexpected argument '%s' (boards are read from standard "
                 "input: rotation-judge-lite < FILE)\nTry 'rotation-judge-lite --help'.\n",
                 argv[1]);
    return 2;
  }
  // Standard input not tied to standard output: a tie flushes the answers
  // before every line read. They are flushed when the input has nothing more
  // at once, instead (see puzzle_cli::flush_before_waiting).
  std::ios::sync_with_stdio(false);
  std::cin.tie(nullptr);
  rotation::JudgeReader<> reader(std::cin);
  for (;;) {
    if (std::cin.rdbuf()->in_avail() <= 0) std::cout.flush();
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
