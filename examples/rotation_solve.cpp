// rotation-solve: the judge's program. Reads boards in the judge format and
// writes, per board, the shortest, lexicographically smallest move string and
// the symbol left in the center.

#include <rotation/rotation.hpp>
#include <rotation/table_file.hpp>

#include "distance_tables.hpp"
#include "progress_bar.hpp"
#include "puzzle_cli.hpp"

#include <chrono>
#include <cstdio>
#include <exception>
#include <fstream>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

namespace {

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
  std::optional<std::string> table_dir;  // --table-dir
  std::string file;                      // empty or "-": standard input
};

// The input as the messages name it.
std::string input_name(const Config& config) {
  return config.file.empty() || config.file == "-" ? "standard input"
                                                   : puzzle_cli::quoted(config.file);
}

// Parses the command line; on --help or --version prints and returns an exit
// code, on a bad argument complains and returns 2.
std::optional<int> parse_arguments(int argc, char** argv, Config& config) {
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

// Answers one board: the judge's two lines, or with --count the number of
// shortest solutions. Returns the search statistics for --stats.
template <class T, class Heuristic>
rotation::search::Statistics answer(const rotation::Board<T>& board, const Config& config,
                                    const Heuristic& heuristic, std::ostream& out) {
  if (config.count) {
    const auto all = rotation::count_solutions(board, heuristic);
    out << all.count << '\n';
    return all.stats;
  }
  const auto solution = rotation::solve(board, heuristic);
  rotation::write_answer(out, solution);
  return solution.stats;
}

// The library's guess that a line is a board of another size, "(a board of
// size 5?)", with the option that reads such boards: "(a board of size 5? try
// --size=5)". Only sizes this program offers.
std::string with_size_option(std::string message) {
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

// Answers every board of the input. The answers before a bad line or a failed
// read are written and flushed before the complaint, so nothing answered is lost.
template <class T, class Heuristic>
int solve_all(std::istream& input, const Config& config, const Heuristic& heuristic) {
  rotation::JudgeReader<T> reader(input);
  auto fail = [](const std::string& message) {
    std::cout.flush();
    std::cerr << "rotation-solve: " << message << '\n';
    return 1;
  };
  try {
    for (;;) {
      puzzle_cli::flush_before_waiting(input, std::cout);
      const auto board = reader.next();
      if (!board) break;
      if (config.pretty)
        std::cerr << "case " << reader.case_number() << ":\n" << rotation::render(*board);
      const auto start = std::chrono::steady_clock::now();
      const auto stats = answer(*board, config, heuristic, std::cout);
      // Nothing more can be written once writing failed: stop solving.
      if (!std::cout) return fail("error writing the answers");
      if (config.stats) {
        const std::chrono::duration<double, std::micro> elapsed =
            std::chrono::steady_clock::now() - start;
        std::cerr << "case " << reader.case_number() << ": "
                  << puzzle_cli::counted(stats.nodes_expanded, "node", "nodes") << " expanded, "
                  << stats.nodes_generated << " generated, "
                  << puzzle_cli::counted(stats.passes, "pass", "passes") << ", bound "
                  << stats.final_bound << ", " << elapsed.count() << " us\n";
      }
    }
  } catch (const rotation::input_error& e) {
    return fail(with_size_option(e.what()));
  }
  if (input.bad())
    return fail("error reading " + input_name(config) + " after line " +
                std::to_string(reader.line_number()));
  if (!std::cout.flush()) return fail("error writing the answers");
  return 0;
}

// The exact heuristic's table: refused first when it cannot fit in the
// memory this process may have (insufficient_memory), before anything is said
// or allocated; then read from the directory of tables or built (and saved
// there), as load_or_build says, which on a terminal tells what it does.
template <class T>
rotation::PatternDatabase<T> distance_table(const Config& config) {
  using Table = rotation::PatternDatabase<T>;
  Table::refuse_if_too_large();
  const auto directory = puzzle_cli::table_directory(config.table_dir);
  puzzle_cli::TableJob job{"the distance table of size " + std::to_string(config.size),
                           Table::placements(), Table::build_memory_bytes(), std::nullopt};
  if (directory) job.file = *directory / rotation::table_file_name<T>();
  puzzle_cli::ProgressBar bar(program, puzzle_cli::stderr_is_terminal());
  return puzzle_cli::load_or_build(
      bar, job, [&directory](const rotation::search::InPlaceBuildOptions& options) {
        if (directory) return rotation::load_or_build_table<T>(*directory, options);
        return Table(options);
      });
}

// Solves the input with the heuristic; the exact one's table is made first,
// inside the try: building it is the part most likely to run out of memory.
template <class T, class Heuristic>
int run(std::istream& input, const Config& config) {
  // The library throws input_error for bad input; anything else (memory
  // exhausted building the table, a table file that cannot be read, say)
  // still ends with a message, not abort().
  try {
    if constexpr (std::is_same_v<Heuristic, rotation::heuristics::ExactDistance<T>>) {
      const auto table = distance_table<T>(config);
      return solve_all<T>(input, config, Heuristic(table));
    } else {
      return solve_all<T>(input, config, Heuristic());
    }
  } catch (const std::exception& e) {
    std::cout.flush();
    std::cerr << "rotation-solve: " << e.what() << '\n';
    return 1;
  }
}

// Every size is a type of its own: the heuristic is chosen per size.
template <class T>
int run_size(std::istream& input, const Config& config) {
  switch (config.heuristic) {
    case HeuristicName::misplaced:
      return run<T, rotation::heuristics::MisplacedCenter>(input, config);
    case HeuristicName::lines:
      return run<T, rotation::heuristics::LineDistance>(input, config);
    case HeuristicName::pdb:
      break;
  }
  return run<T, rotation::heuristics::ExactDistance<T>>(input, config);
}

}  // namespace

int main(int argc, char** argv) {
  Config config;
  if (const auto exit_code = parse_arguments(argc, argv, config)) return *exit_code;

  std::ifstream file;
  std::istream* const input = puzzle_cli::open_input(program, config.file, file);
  if (input == nullptr) return 2;
  puzzle_cli::fast_standard_streams();

  switch (config.size) {
    case 5:
      return run_size<rotation::HashTopology<5>>(*input, config);
    case 9:
      return run_size<rotation::HashTopology<9>>(*input, config);
    case 11:
      return run_size<rotation::HashTopology<11>>(*input, config);
    case 13:
      return run_size<rotation::HashTopology<13>>(*input, config);
    case 15:
      return run_size<rotation::HashTopology<15>>(*input, config);
    case 17:
      return run_size<rotation::HashTopology<17>>(*input, config);
    default:
      return run_size<rotation::StandardTopology>(*input, config);
  }
}
