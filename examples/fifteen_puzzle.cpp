// fifteen-puzzle: the 15-puzzle statement's judge program. For each board, the
// shortest sequence of blank moves to the goal (the first in R D U L order),
// or "No Solution" when the parity rule says there is none. The heuristic is
// a choice: pattern databases (rotation/sliding/additive_set.hpp) or Manhattan
// distance; the answers are the same, only the speed differs. This file is
// the command line; the ways of answering are in sliding_cli.hpp (options,
// input, answers, batches), sliding_checkpoint_cli.hpp (--checkpoint) and
// fifteen_default_heuristic.hpp (the default's race of Manhattan distance and
// the start-up databases).

#include <cstdint>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <istream>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <system_error>

#include <rotation/sliding.hpp>
#include "fifteen_default_heuristic.hpp"
#include "puzzle_cli.hpp"
#include "sliding_checkpoint_cli.hpp"
#include "sliding_cli.hpp"

namespace {

namespace sliding = rotation::sliding;
using fifteen_cli::answer_all;
using fifteen_cli::DefaultHeuristic;
using fifteen_cli::Options;
using fifteen_cli::PassReport;
using fifteen_cli::prepare;
using fifteen_cli::program;
using fifteen_cli::SolveTracked;
using fifteen_cli::SolveWith;

constexpr std::string_view usage = R"(Usage: fifteen-puzzle [OPTION]... [FILE]
Solve 15-puzzle boards (or 24-puzzle boards, with --size=5) optimally.

Reads FILE, or standard input when FILE is absent or "-": the number of cases,
then per case 16 numbers in row-major order, the tiles 1 to 15 and 0 for the
blank (with --size=5, 25 numbers: the tiles 1 to 24 and 0), all separated by
white space; anything but white space after the last case is an error. The
goal is 1 2 ... 15 (or 24) with the blank last. Writes one line
per case: the moves of a shortest solution as the letters R, D, U, L (where
the blank goes; among the shortest, the first when moves are tried in that
order), or "No Solution" for a board that cannot be solved. A board already
solved gets an empty line.

Messages count lines and cases from 1, cells from 0 (in row-major order).

Options:
  --size=N          the board's side: 4 (the default), the 15-puzzle, or 5, the
                    24-puzzle (its default databases, 6 tables of 4 tiles,
                    are built for each run in under a second and suit boards
                    a few dozen moves from the goal; a random board needs
                    --pdb-dir's, and minutes to hours)
  --heuristic=NAME  what guides the search: "pdb" (the default), additive
                    pattern databases with their mirror images, or "manhattan",
                    the sum of the tiles' distances (no start-up cost, but
                    two minutes on the hardest of Korf's boards)
  --pdb-dir=DIR     with pdb, use the large databases kept in DIR: read in
                    seconds, or built there first when DIR has none. The
                    15-puzzle's (7 and 8 tiles): about 3 minutes on 2 cores,
                    577 MB on disk, 2.6 GB of memory while building; the
                    24-puzzle's (4 of 6 tiles): about 5 minutes, 510 MB on
                    disk, 1.1 GB of memory while building
  --cache-dir=DIR   keep the 15-puzzle's default databases in DIR (see below)
  --no-cache        build the 15-puzzle's default databases in memory, keep
                    nothing
  --first-try=N     the 15-puzzle's first try: N nodes of Manhattan distance
                    (default 2000000; 0: the databases from the first board)
  --threads=N       use N threads (default 0: one per core): with --pdb-dir,
                    --size=5 or --heuristic=manhattan, the boards the input
                    holds are searched several at once, one a thread, and
                    one that proves long (20 million nodes) again on all N;
                    otherwise, and with --progress or --checkpoint, one board
                    at a time on all N. The same answers on any number
  --checkpoint=FILE with --pdb-dir, save where each board's search stands to
                    FILE every minute; when FILE holds a checkpoint of a board
                    of the input, that board's search goes on from it (the same
                    answer; the nodes counted include the work redone), and the
                    boards before it are not saved (nor any board, if it is
                    not in the input: delete FILE then); a checkpoint of
                    another version or database set is replaced. FILE is
                    removed once its board's answer is written
  --stats           after each board, print its nodes expanded and time to
                    standard error (and the time the databases took, and at
                    the end the whole input's)
  --progress        before each pass of a search, print its bound and the
                    nodes and time so far to standard error (a random
                    24-puzzle board takes minutes to hours)
  -h, --help        show this help and exit
  --version         show the version and exit

The 15-puzzle's default databases (6, 6 and 3 tiles, 11.5 MB) are needed only
by a hard board: each board is first tried with Manhattan distance for a moment (an
easy one is answered at once), and the first that takes longer has the
databases read from the cache directory, or built there (2 to 3 seconds,
once per machine), while Manhattan distance goes on: whichever is done first
answers. The cache directory is $ROTATION_CACHE_DIR, else
$XDG_CACHE_HOME/rotation, else ~/.cache/rotation; ROTATION_CACHE_DIR=off
turns it off, as --no-cache does. A file there that is damaged is built
again; a cache that cannot be written is only a note on standard error.

A progress bar is drawn on standard error while databases are built, when it
is a terminal.

Exit status: 0 when every case was answered; 1 when the input is not in this
format (the answers up to the error are written), reading or writing failed,
or the default databases could not be built (out of memory, say); 2 on a
usage error, a FILE that cannot be opened or read, --pdb-dir's databases
that cannot be built, read or saved (a file in DIR that is not a database of
this program, or is damaged, is refused: delete it to have it built again),
or a --checkpoint file that is there but not a checkpoint.
)";

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
    if (const auto side = puzzle_cli::option_value(arg, "--size", argc, argv, i, missing)) {
      if (missing || (*side != "4" && *side != "5"))
        throw puzzle_cli::usage_failure(
            "--size needs a side: 4 (the 15-puzzle) or 5 (the 24-puzzle)");
      options->size = *side == "5" ? 5 : 4;
      return true;
    }
    if (const auto dir = puzzle_cli::option_value(arg, "--pdb-dir", argc, argv, i, missing)) {
      if (missing || dir->empty()) throw puzzle_cli::usage_failure("--pdb-dir needs a directory");
      options->pdb_dir = std::filesystem::path(*dir);
      return true;
    }
    if (const auto file = puzzle_cli::option_value(arg, "--checkpoint", argc, argv, i, missing)) {
      if (missing || file->empty()) throw puzzle_cli::usage_failure("--checkpoint needs a file");
      options->checkpoint = std::filesystem::path(*file);
      return true;
    }
    if (const auto dir = puzzle_cli::option_value(arg, "--cache-dir", argc, argv, i, missing)) {
      if (missing || dir->empty()) throw puzzle_cli::usage_failure("--cache-dir needs a directory");
      options->cache_dir = std::filesystem::path(*dir);
      return true;
    }
    if (const auto nodes = puzzle_cli::option_value(arg, "--first-try", argc, argv, i, missing)) {
      std::uint64_t value = 0;
      const char* const end = nodes->data() + nodes->size();
      const auto parsed = std::from_chars(nodes->data(), end, value);
      if (missing || nodes->empty() || parsed.ec != std::errc{} || parsed.ptr != end)
        throw puzzle_cli::usage_failure("--first-try needs a number of nodes (0: none)");
      options->first_try = value;
      return true;
    }
    if (const auto count = puzzle_cli::option_value(arg, "--threads", argc, argv, i, missing)) {
      unsigned value = 0;
      const char* const end = count->data() + count->size();
      const auto parsed = std::from_chars(count->data(), end, value);
      if (missing || count->empty() || parsed.ec != std::errc{} || parsed.ptr != end ||
          value > 1024)
        throw puzzle_cli::usage_failure("--threads needs a number of threads (0: every core)");
      options->threads = value;
      return true;
    }
    if (arg == "--no-cache") {
      options->no_cache = true;
      return true;
    }
    if (arg == "--stats") {
      options->stats = true;
      return true;
    }
    if (arg == "--progress") {
      options->progress = std::make_shared<PassReport>();
      return true;
    }
    return false;
  }
};

// The large set of a board's size (sliding::fifteen::large_set or large_set24), kept
// in --pdb-dir: ready before the input is read, and any trouble with its
// files ends the program (exit 2).
template <int Side, class Set>
int answer_with_large_set(Set set, const Options& options, std::istream& input) {
  // Refers to `set`, which stays put.
  SolveTracked<Set> solve_board{set, options.search(), options.checkpoint, std::nullopt, false};
  try {
    // A checkpoint file that is no checkpoint is refused before minutes of building.
    if (options.checkpoint)
      solve_board.saved = rotation::search::load_checkpoint(*options.checkpoint);
    prepare(set, options, "once for --pdb-dir", std::cerr, true,
            [&options](auto& large, const auto& progress) {
              std::error_code error;
              std::filesystem::create_directories(*options.pdb_dir, error);
              if (error)
                throw rotation::search::pattern_database_error(
                    "cannot create the directory " + puzzle_cli::quoted(options.pdb_dir->string()) +
                    ": " + error.message());
              large.load_or_build(*options.pdb_dir, progress);
            });
  } catch (const std::exception& e) {
    std::cerr << program << ": " << e.what() << '\n';
    return 2;
  }
  return puzzle_cli::answer_input(program, input, [&](auto& reader, std::ostream& out) {
    answer_all<Side>(reader, out, solve_board, options);
  });
}

// The 24-puzzle without --pdb-dir: its small set, built for this run.
void answer_24_with_startup_set(const Options& options, puzzle_cli::TokenReader& reader,
                                std::ostream& out) {
  sliding::twenty_four::StartupSet set = sliding::twenty_four::startup_set();
  prepare(set, options, "for this run", std::cerr, true,
          [](auto& startup, const auto& progress) { startup.build(progress); });
  SolveTracked<sliding::twenty_four::StartupSet> solve_board{set, options.search(), std::nullopt,
                                                             std::nullopt, false};
  answer_all<5>(reader, out, solve_board, options);
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
  if (options.size == 5 &&
      (options.cache_dir || options.no_cache || options.first_try != Options{}.first_try))
    return puzzle_cli::usage_error(
        program, "--cache-dir, --no-cache and --first-try go with the 15-puzzle (--size=4)");
  if ((options.manhattan || options.pdb_dir) && (options.cache_dir || options.no_cache))
    return puzzle_cli::usage_error(
        program,
        "--cache-dir and --no-cache go with the default databases (no --pdb-dir, no "
        "--heuristic=manhattan)");
  if ((options.manhattan || options.pdb_dir) && options.first_try != Options{}.first_try)
    return puzzle_cli::usage_error(program, "--first-try goes with the default databases");
  if (options.checkpoint && !options.pdb_dir)
    return puzzle_cli::usage_error(program, "--checkpoint goes with --pdb-dir");
  if (options.cache_dir && options.no_cache)
    return puzzle_cli::usage_error(program, "--cache-dir and --no-cache exclude each other");
  std::ifstream file;
  std::istream* const input = puzzle_cli::open_input(program, config.file, file);
  if (input == nullptr) return 2;
  puzzle_cli::fast_standard_streams();
  if (options.pdb_dir)
    return options.size == 5
               ? answer_with_large_set<5>(sliding::twenty_four::large_set(), options, *input)
               : answer_with_large_set<4>(sliding::fifteen::large_set(), options, *input);
  return puzzle_cli::answer_input(program, *input, [&](auto& reader, std::ostream& out) {
    if (options.manhattan) {
      const sliding::Manhattan manhattan;
      SolveWith<sliding::Manhattan> solve_board{manhattan, options.search()};
      if (options.size == 5)
        answer_all<5>(reader, out, solve_board, options);
      else
        answer_all(reader, out, solve_board, options);
    } else if (options.size == 5) {
      answer_24_with_startup_set(options, reader, out);
    } else {
      DefaultHeuristic solve_board(options);
      answer_all(reader, out, solve_board, options);
      out.flush();  // before solve_board waits for a read nothing needs any more
    }
  });
}
