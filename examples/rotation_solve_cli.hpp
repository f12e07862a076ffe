#pragma once

// rotation-solve's command line: its help, its options and their parsing, and
// the hint a message about a board of another size gets. The program itself
// (rotation_solve.cpp) reads boards and answers them.

#include <optional>
#include <string>
#include <string_view>

#include "puzzle_cli.hpp"

namespace rotation_solve_cli {

constexpr std::string_view usage = R"(Usage: rotation-solve [OPTION]... [FILE]
Solve Rotation Game boards optimally.

Reads boards in the judge format from FILE, or from standard input when FILE is
absent or "-": one board per line, its symbols in cell order (24 symbols, each
1, 2 or 3, on the standard board; 4L - 4 symbols, each 1 to (L - 1) / 2, on the
board of size L), and a line holding a single 0 to end. Writes two lines per board: the moves of
the shortest solution as letters (the lexicographically smallest of them), or
"No moves needed"; then the symbol left in the center.

Messages count lines and cases from 1, cells from 0 (in cell order).

Options:
  --size=L          the # board of size L: 5, 7 (the standard board, default),
                    9, 11, 13, 15 or 17 (also --size L)
  --heuristic=NAME  the search's lower bound (also --heuristic NAME):
                      pdb        exact distances from a table of every
                                 placement of one symbol (default), built at
                                 start-up: about 20 ms for size 7, 4 s for
                                 11, 30 s for 13 (192 MB of memory), 2 min
                                 for 15 (359 MB), 6 min for 17 (1.1 GB) on
                                 two cores
                      misplaced  the textbook count of center cells off the
                                 majority symbol
                      lines      distance of the blocks along their lines
                    Every choice gives the same answers; only speed differs.
  --table-dir=DIR   with pdb: keep the tables in DIR (also --table-dir DIR; by
                    default the environment variable ROTATION_TABLE_DIR, if
                    set): read from there when saved there before, else built
                    and saved there, so that each is built once
  --count           instead of the two answer lines, print one line per board:
                    the number of distinct shortest move strings
  --stats           after each board, print its search statistics and time to
                    standard error
  --pretty          draw each board on standard error before solving it
  --threads=N       search N boards at once, the ones the input already holds
                    (also --threads N; 0: one per core), each on one thread,
                    the answers in input order; default 1, one board at a time
                    (with the exact table a board takes a microsecond, too
                    little to share out); not with --count or --pretty
  -h, --help        show this help and exit
  --version         show the version and exit

When standard error is a terminal, a table of size 9 or larger is announced
before it is built, with the memory and an estimate of the time it takes, and
its progress is shown while it is built. A table that cannot fit in the memory
the process may have is refused before anything is built.

Exit status: 0 when every board was answered; 1 when a line is not a board
(the answers before it are written), reading or writing failed, or the table
could not be built, read or saved (refused up front when it cannot fit in the
memory the process may have); 2 on a usage error or a FILE that cannot be
opened or read.
)";

constexpr std::string_view program = "rotation-solve";

enum class HeuristicName { pdb, misplaced, lines };

struct Config {
  int size = 7;
  HeuristicName heuristic = HeuristicName::pdb;
  bool count = false;
  bool stats = false;
  bool pretty = false;
  unsigned threads = 1;                  // --threads; 0: every core
  std::optional<std::string> table_dir;  // --table-dir
  std::string file;                      // empty or "-": standard input
};

// The input as the messages name it.
inline std::string input_name(const Config& config) {
  return config.file.empty() || config.file == "-" ? "standard input"
                                                   : puzzle_cli::quoted(config.file);
}

// Parses the command line; on --help or --version prints and returns an exit
// code, on a bad argument complains and returns 2.
inline std::optional<int> parse_arguments(int argc, char** argv, Config& config) {
  auto fail = [](const std::string& message) { return puzzle_cli::usage_error(program, message); };
  bool missing = false;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--help" || arg == "-h") return puzzle_cli::print_text(program, usage);
    if (arg == "--version") return puzzle_cli::print_version(program);
    if (arg == "--stats") {
      config.stats = true;
    } else if (arg == "--count") {
      config.count = true;
    } else if (arg == "--pretty") {
      config.pretty = true;
    } else if (const auto size_text =
                   puzzle_cli::option_value(arg, "--size", argc, argv, i, missing)) {
      if (missing) return fail(puzzle_cli::missing_size_message());
      const auto size = puzzle_cli::board_size(*size_text);
      if (!size) return fail(puzzle_cli::unknown_size_message(*size_text));
      config.size = *size;
    } else if (const auto threads_text =
                   puzzle_cli::option_value(arg, "--threads", argc, argv, i, missing)) {
      const auto n = missing ? std::nullopt : puzzle_cli::number(*threads_text);
      if (!n || *n < 0 || *n > 1024)
        return fail("--threads needs a number of threads, 0 (one per core) to 1024");
      config.threads = static_cast<unsigned>(*n);
    } else if (const auto directory =
                   puzzle_cli::option_value(arg, "--table-dir", argc, argv, i, missing)) {
      if (missing || directory->empty()) return fail("--table-dir needs a directory");
      config.table_dir = std::string(*directory);
    } else if (const auto name_text =
                   puzzle_cli::option_value(arg, "--heuristic", argc, argv, i, missing)) {
      if (missing) return fail("--heuristic needs a name: pdb, misplaced or lines");
      const std::string_view name = *name_text;
      if (name == "pdb") {
        config.heuristic = HeuristicName::pdb;
      } else if (name == "misplaced") {
        config.heuristic = HeuristicName::misplaced;
      } else if (name == "lines") {
        config.heuristic = HeuristicName::lines;
      } else {
        return fail("unknown heuristic " + puzzle_cli::quoted(name) + " (pdb, misplaced or lines)");
      }
    } else if (arg.starts_with("-") && arg != "-") {
      return fail("unknown option " + puzzle_cli::quoted(arg));
    } else if (!config.file.empty()) {
      return fail("more than one input file given");
    } else {
      config.file = arg;
    }
  }
  if (config.table_dir && config.heuristic != HeuristicName::pdb)
    return fail("--table-dir goes with --heuristic=pdb");
  return std::nullopt;
}

// The library's guess that a line is a board of another size, "(a board of
// size 5?)", with the option that reads such boards: "(a board of size 5? try
// --size=5)". Only sizes this program offers.
inline std::string with_size_option(std::string message) {
  constexpr std::string_view guess = " (a board of size ";
  const auto at = message.rfind(guess);
  if (at == std::string::npos) return message;
  const auto close = message.find("?)", at);
  if (close == std::string::npos) return message;
  const std::string size = message.substr(at + guess.size(), close - at - guess.size());
  if (!puzzle_cli::board_size(size)) return message;
  message.insert(close + 1, " try --size=" + size);
  return message;
}

}  // namespace rotation_solve_cli
