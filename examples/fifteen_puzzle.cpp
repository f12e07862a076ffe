// fifteen-puzzle: the 15-puzzle statement's judge program. For each board, the
// shortest sequence of blank moves to the goal (the first in R D U L order),
// or "No Solution" when the parity rule says there is none. The heuristic is
// a choice: pattern databases (fifteen_puzzle_pdb.hpp) or Manhattan distance;
// the answers are the same, only the speed differs.

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>

#include "fifteen_puzzle_domain.hpp"
#include "fifteen_puzzle_pdb.hpp"
#include "progress_bar.hpp"
#include "puzzle_cli.hpp"

namespace {

constexpr std::string_view usage = R"(Usage: fifteen-puzzle [OPTION]... [FILE]
Solve 15-puzzle boards optimally.

Reads FILE, or standard input when FILE is absent or "-": the number of cases,
then per case 16 numbers in row-major order, the tiles 1 to 15 and 0 for the
blank, all separated by white space; anything but white space after the last
case is an error. The goal is 1 2 ... 15 with the blank last. Writes one line
per case: the moves of a shortest solution as the letters R, D, U, L (where
the blank goes; among the shortest, the first when moves are tried in that
order), or "No Solution" for a board that cannot be solved. A board already
solved gets an empty line.

Messages count lines and cases from 1, cells from 0 (in row-major order).

Options:
  --heuristic=NAME  what guides the search: "pdb" (the default), additive
                    pattern databases with their mirror images, or "manhattan",
                    the sum of the tiles' distances (no start-up cost, but
                    two minutes on the hardest of Korf's boards)
  --pdb-dir=DIR     with pdb, use the large databases (7 and 8 tiles) kept in
                    DIR: read in under a second, or built there first when DIR
                    has none (about 3 minutes on 2 cores, 577 MB on disk, 2.6 GB
                    of memory while building). Without it, small ones (6, 6
                    and 3 tiles) are built in memory at every start, in about
                    2 seconds.
  --stats           after each board, print its nodes expanded and time to
                    standard error (and, first, the time the databases took)
  -h, --help        show this help and exit
  --version         show the version and exit

A progress bar is drawn on standard error while databases are built, when it
is a terminal.

Exit status: 0 when every case was answered; 1 when the input is not in this
format (the answers up to the error are written) or reading or writing failed;
2 on a usage error, a FILE that cannot be opened or read, or pattern databases
that cannot be built, read or saved (a file in DIR that is not a database of
this program, or is damaged, is refused: delete it to have it built again).
)";

using puzzle_cli::input_error;

// One case: 16 cells, each checked as it is read so that the message names
// the line it is on.
fifteen::Board read_case(puzzle_cli::TokenReader& reader, int case_number) {
  fifteen::Tiles tiles{};
  unsigned seen = 0;
  for (std::size_t cell = 0; cell < tiles.size(); ++cell) {
    const auto token = reader.next();
    if (!token)
      throw input_error("case " + std::to_string(case_number) + ": the input ended after " +
                        std::to_string(cell) + " of 16 cells");
    // Cells count from 0, as the library indexes a board.
    const std::string at = "line " + std::to_string(token->line) + " (case " +
                           std::to_string(case_number) + "): cell " + std::to_string(cell) + ": ";
    const auto tile = puzzle_cli::number(token->text);
    if (!tile || *tile < 0 || *tile >= fifteen::cells)
      throw input_error(at + puzzle_cli::quoted(token->text) + " is not a tile (0 to 15)");
    if (((seen >> *tile) & 1U) != 0)
      throw input_error(at + "tile " + std::to_string(*tile) + " appears twice");
    seen |= 1U << *tile;
    tiles[cell] = static_cast<std::uint8_t>(*tile);
  }
  return fifteen::make_board(tiles);
}

constexpr std::string_view program = "fifteen-puzzle";

struct Options {
  bool manhattan = false;
  std::optional<std::filesystem::path> pdb_dir;
  bool stats = false;
};

// The options of this program, for puzzle_cli::parse_arguments.
struct OwnOptions {
  Options* options;
  bool operator()(std::string_view arg, int argc, char** argv, int& i) const {
    bool missing = false;
    if (const auto name = puzzle_cli::option_value(arg, "--heuristic", argc, argv, i, missing)) {
      if (missing) throw puzzle_cli::usage_failure("--heuristic needs a value: pdb or manhattan");
      if (*name != "pdb" && *name != "manhattan")
        throw puzzle_cli::usage_failure("unknown heuristic " + puzzle_cli::quoted(*name) +
                                        " (pdb or manhattan)");
      options->manhattan = *name == "manhattan";
      return true;
    }
    if (const auto dir = puzzle_cli::option_value(arg, "--pdb-dir", argc, argv, i, missing)) {
      if (missing || dir->empty()) throw puzzle_cli::usage_failure("--pdb-dir needs a directory");
      options->pdb_dir = std::filesystem::path(*dir);
      return true;
    }
    if (arg == "--stats") {
      options->stats = true;
      return true;
    }
    return false;
  }
};

template <class Heuristic>
void answer_all(puzzle_cli::TokenReader& reader, std::ostream& out, const Heuristic& heuristic,
                bool stats) {
  const int cases = puzzle_cli::read_case_count(reader);
  for (int c = 1; c <= cases; ++c) {
    const auto board = read_case(reader, c);
    const auto start = std::chrono::steady_clock::now();
    const auto solution = fifteen::solve(board, heuristic);
    if (solution.solvable)
      out << fifteen::to_string(solution.moves) << '\n';
    else
      out << "No Solution\n";
    if (!out) throw std::runtime_error("error writing the answers");
    if (stats) {
      const std::chrono::duration<double, std::milli> elapsed =
          std::chrono::steady_clock::now() - start;
      std::cerr << "case " << c << ": "
                << puzzle_cli::counted(solution.stats.nodes_expanded, "node", "nodes")
                << " expanded, " << solution.stats.nodes_generated << " generated, "
                << puzzle_cli::counted(solution.stats.passes, "pass", "passes") << ", bound "
                << solution.stats.final_bound << ", " << elapsed.count() << " ms\n";
    }
  }
  puzzle_cli::expect_end(reader, cases);
}

// Builds (or reads, or builds and saves) a set's databases, with a progress
// bar; says how long it took under --stats.
template <class Set>
void prepare(Set& set, const Options& options) {
  puzzle_cli::ProgressBar bar(program, puzzle_cli::stderr_is_terminal());
  const auto start = std::chrono::steady_clock::now();
  auto progress = [&bar](std::size_t pattern, const rotation::search::BuildProgress& p) {
    bar.show("building pattern database " + std::to_string(pattern + 1) + " of " +
                 std::to_string(Set::count),
             static_cast<double>(p.entries_set) / static_cast<double>(p.entries));
  };
  if (options.pdb_dir) {
    std::error_code error;
    std::filesystem::create_directories(*options.pdb_dir, error);
    if (error)
      throw rotation::search::pattern_database_error("cannot create the directory " +
                                                     puzzle_cli::quoted(options.pdb_dir->string()) +
                                                     ": " + error.message());
    set.load_or_build(*options.pdb_dir, progress);
  } else {
    set.build(progress);
  }
  bar.clear();
  if (options.stats) {
    std::size_t bytes = 0;
    for (std::size_t i = 0; i < Set::count; ++i) bytes += set.database(i).memory_bytes();
    const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
    std::cerr << program << ": pattern databases ready in " << elapsed.count() << " s ("
              << puzzle_cli::counted(Set::count, "table", "tables") << ", " << bytes << " bytes)\n";
  }
}

template <class Set>
int answer_with_databases(Set set, const Options& options, std::istream& input) {
  try {
    prepare(set, options);
  } catch (const std::exception& e) {
    std::cerr << program << ": " << e.what() << '\n';
    return 2;
  }
  const auto heuristic = set.heuristic();  // refers to `set`, which stays put
  return puzzle_cli::answer_input(program, input, [&](auto& reader, std::ostream& out) {
    answer_all(reader, out, heuristic, options.stats);
  });
}

}  // namespace

int main(int argc, char** argv) {
  puzzle_cli::Config config;
  Options options;
  if (const auto exit_code =
          puzzle_cli::parse_arguments(program, usage, argc, argv, config, OwnOptions{&options}))
    return *exit_code;
  if (options.manhattan && options.pdb_dir)
    return puzzle_cli::usage_error(program, "--pdb-dir goes with --heuristic=pdb");
  std::ifstream file;
  std::istream* const input = puzzle_cli::open_input(program, config.file, file);
  if (input == nullptr) return 2;
  std::ios::sync_with_stdio(false);
  if (options.manhattan)
    return puzzle_cli::answer_input(program, *input, [&](auto& reader, std::ostream& out) {
      answer_all(reader, out, fifteen::Manhattan{}, options.stats);
    });
  if (options.pdb_dir) return answer_with_databases(fifteen::large_set(), options, *input);
  return answer_with_databases(fifteen::startup_set(), options, *input);
}
