// fifteen-puzzle: the 15-puzzle statement's judge program. For each board, the
// shortest sequence of blank moves to the goal (the first in R D U L order),
// or "No Solution" when the parity rule says there is none. The heuristic is
// a choice: pattern databases (rotation/sliding/additive_set.hpp) or Manhattan distance;
// the answers are the same, only the speed differs.

#include <rotation/detail/config.hpp>

#include <atomic>
#include <charconv>
#include <chrono>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <memory>
#include <optional>
#include <ostream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <system_error>
#include <thread>
#include <utility>

#include <rotation/search/checkpoint_file.hpp>
#include <rotation/sliding.hpp>
#include <rotation/version.hpp>
#include "batch_cli.hpp"
#include "progress_bar.hpp"
#include "puzzle_cli.hpp"

namespace sliding = rotation::sliding;

namespace {

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

using puzzle_cli::input_error;

// One case: Side x Side cells, each checked as it is read so that the
// message names the line it is on.
template <int Side>
sliding::BoardOf<Side> read_case(puzzle_cli::TokenReader& reader, int case_number) {
  typename sliding::BoardOf<Side>::Tiles tiles{};
  const std::string cells = std::to_string(tiles.size());
  std::uint32_t seen = 0;
  for (std::size_t cell = 0; cell < tiles.size(); ++cell) {
    const auto token = reader.next();
    if (!token)
      throw input_error("case " + std::to_string(case_number) + ": the input ended after " +
                        std::to_string(cell) + " of " + cells + " cells");
    // Cells count from 0, as the library indexes a board.
    const std::string at = "line " + std::to_string(token->line) + " (case " +
                           std::to_string(case_number) + "): cell " + std::to_string(cell) + ": ";
    const auto tile = puzzle_cli::number(token->text);
    if (!tile || *tile < 0 || static_cast<std::size_t>(*tile) >= tiles.size())
      throw input_error(at + puzzle_cli::quoted(token->text) + " is not a tile (0 to " +
                        std::to_string(tiles.size() - 1) + ")");
    if (((seen >> *tile) & 1U) != 0)
      throw input_error(at + "tile " + std::to_string(*tile) + " appears twice");
    seen |= std::uint32_t{1} << *tile;
    tiles[cell] = static_cast<std::uint8_t>(*tile);
  }
  return sliding::make_board(tiles);
}

constexpr std::string_view program = "fifteen-puzzle";

// --progress: a line on standard error before each pass of a search, saying
// which case it is on and how far it has come. A board's searches (the
// 15-puzzle's default may try Manhattan distance first) each count their
// passes from 1; the time runs from the board's start.
class PassReport {
 public:
  void start_case(int number) {
    case_ = number;
    start_ = std::chrono::steady_clock::now();
  }
  void before_pass(int bound, const rotation::search::Statistics& so_far) const {
    const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start_;
    std::ostringstream line;
    line << "case " << case_ << ": pass " << so_far.passes + 1 << ", bound " << bound << ", after "
         << puzzle_cli::counted(so_far.nodes_expanded, "node", "nodes") << " expanded, "
         << std::fixed << std::setprecision(2) << elapsed.count() << " s\n";
    std::cerr << line.str() << std::flush;  // seen at once, even in a log file
  }

 private:
  int case_ = 0;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

struct Options {
  int size = 4;  // --size: the board's side
  bool manhattan = false;
  std::optional<std::filesystem::path> pdb_dir;
  std::optional<std::filesystem::path> checkpoint;  // --checkpoint
  std::optional<std::filesystem::path> cache_dir;   // --cache-dir
  bool no_cache = false;                            // --no-cache
  std::uint64_t first_try = 2'000'000;              // --first-try
  unsigned threads = 0;                             // --threads; 0: every core
  bool stats = false;
  // --progress: the line before each pass; shared by the searches' options.
  std::shared_ptr<PassReport> progress;

  // The search's options, limited as `limits` says, on the threads asked for.
  rotation::search::ParallelOptions search(const rotation::search::Options& limits = {}) const {
    rotation::search::ParallelOptions options = sliding::one_thread(limits);
    options.threads = threads;
    if (progress)
      options.on_pass = [report = progress](int bound, const rotation::search::Statistics& so_far) {
        report->before_pass(bound, so_far);
      };
    return options;
  }
};

// Where the default databases are kept (see puzzle_cli::cache_directory).
std::optional<std::filesystem::path> cache_directory(const Options& options) {
  return puzzle_cli::cache_directory(options.no_cache, options.cache_dir);
}

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

// How a board was solved, for --stats: the search's result and what guided it.
struct Answer : sliding::Solution {
  std::string guide;
  // --checkpoint's file, to remove once the answer is written out: the
  // board's search is then over, and nothing of it is lost to a kill.
  std::optional<std::filesystem::path> spent_checkpoint{};
};

// Writes case `number`'s answer, and with --stats its search's figures.
void write_answer(std::ostream& out, int number, const sliding::Solution& solution,
                  const std::string& guide, double milliseconds, const Options& options) {
  if (solution.solvable)
    out << sliding::to_string(solution.moves) << '\n';
  else
    out << "No Solution\n";
  if (!out) throw std::runtime_error("error writing the answers");
  if (options.stats)
    std::cerr << "case " << number << ": "
              << puzzle_cli::counted(solution.stats.nodes_expanded, "node", "nodes")
              << " expanded, " << solution.stats.nodes_generated << " generated, "
              << puzzle_cli::counted(solution.stats.passes, "pass", "passes") << ", bound "
              << solution.stats.final_bound << ", " << milliseconds << " ms"
              << (guide.empty() ? "" : " (" + guide + ")") << '\n';
}

// A way of solving boards that can run several at once, each under the
// options it is given (SolveWith, SolveTracked without --checkpoint).
template <class SolveBoard, class Board>
concept BatchSolver = requires(const SolveBoard& solve_board, const Board& board,
                               const rotation::search::ParallelOptions& options) {
  { solve_board.search(board, options) } -> std::same_as<sliding::Solution>;
};

// Answers every case; `solve_board(board)` gives each board's Answer. On
// more than one thread, without --progress and --checkpoint, the boards the
// input holds are searched several at once (puzzle_cli::answer_in_batches):
// the same answers, in the same order.
template <int Side = sliding::fifteen::side, class SolveBoard>
void answer_all(puzzle_cli::TokenReader& reader, std::ostream& out, SolveBoard& solve_board,
                const Options& options) {
  const int cases = puzzle_cli::read_case_count(reader);
  using Board = sliding::BoardOf<Side>;
  const auto start = std::chrono::steady_clock::now();
  // --stats: the whole input's time, the searches side by side included.
  const auto say_total = [&options, cases, start] {
    if (!options.stats) return;
    const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
    std::cerr << program << ": " << puzzle_cli::counted(cases, "case", "cases") << " answered in "
              << elapsed.count() << " s\n";
  };
  if constexpr (BatchSolver<SolveBoard, Board>) {
    if (options.threads != 1 && !options.progress && !options.checkpoint) {
      rotation::search::BatchOptions batch;
      batch.threads = options.threads;
      puzzle_cli::answer_in_batches(
          reader, out, cases, [&reader](int c) { return read_case<Side>(reader, c); },
          [&solve_board](const Board& board, const rotation::search::ParallelOptions& o) {
            return solve_board.search(board, o);
          },
          [&out, &options](int c, const Board&, sliding::Solution&& solution,
                           std::uint64_t first_try, double milliseconds) {
            write_answer(out, c, solution,
                         first_try == 0
                             ? ""
                             : "on every thread after " +
                                   puzzle_cli::counted(first_try, "node", "nodes") + " on one",
                         milliseconds, options);
          },
          batch, options.search());
      puzzle_cli::expect_end(reader, cases);
      say_total();
      return;
    }
  }
  for (int c = 1; c <= cases; ++c) {
    puzzle_cli::flush_before_waiting(reader.input(), out);
    const auto board = read_case<Side>(reader, c);
    if (options.progress) options.progress->start_case(c);
    const auto case_start = std::chrono::steady_clock::now();
    const Answer answer = solve_board(board);
    const std::chrono::duration<double, std::milli> elapsed =
        std::chrono::steady_clock::now() - case_start;
    write_answer(out, c, answer, answer.guide, elapsed.count(), options);
    if (answer.spent_checkpoint) {
      out.flush();
      if (!out) throw std::runtime_error("error writing the answers");
      std::error_code ignored;
      std::filesystem::remove(*answer.spent_checkpoint, ignored);
    }
  }
  puzzle_cli::flush_before_waiting(reader.input(), out);
  puzzle_cli::expect_end(reader, cases);
  say_total();
}

// One heuristic for every board.
template <class Heuristic>
struct SolveWith {
  const Heuristic& heuristic;
  rotation::search::ParallelOptions options;
  template <int Side>
  Answer operator()(const sliding::BoardOf<Side>& board) const {
    return {search(board, options), ""};
  }
  template <int Side>
  sliding::Solution search(const sliding::BoardOf<Side>& board,
                           const rotation::search::ParallelOptions& under) const {
    return sliding::solve(board, heuristic, under);
  }
};

// One set of pattern databases for every board, its values tracked on the
// search's states (rotation/sliding/tracked_domain.hpp); with --checkpoint, each
// board's search saved to that file every minute, and resumed from the
// checkpoint the file held at the start when its board comes. Until then no
// other board's search is saved: the file is that board's. A checkpoint of
// another program (its version, databases or pruning) is replaced: this one
// could not resume it.
template <class Set>
struct SolveTracked {
  const Set& set;
  rotation::search::ParallelOptions options;
  std::optional<std::filesystem::path> checkpoint;         // --checkpoint
  std::optional<rotation::search::SavedCheckpoint> saved;  // what it held, until used
  bool told_kept = false;  // said that the file is kept for another board's search

  // The tree a checkpoint's units are numbered in: the program's version, the
  // databases, the duplicate paths pruned (the words change from build to
  // build between versions). A key is this, " board", and the board.
  std::string program_key() const {
    const auto& automaton = sliding::duplicate_pruning<Set::side>();
    return "fifteen-puzzle " + std::to_string(rotation::version_major) + "." +
           std::to_string(rotation::version_minor) + "." + std::to_string(rotation::version_patch) +
           " databases " + set.database_names() + " pruning " +
           std::to_string(automaton.forbidden()) + " words of up to " +
           std::to_string(automaton.longest()) + " moves, " + std::to_string(automaton.nodes()) +
           " states";
  }
  std::string key_of(const sliding::BoardOf<Set::side>& board) const {
    std::string key = program_key() + " board";
    for (const auto tile : board.tiles) key += " " + std::to_string(tile);
    return key;
  }

  sliding::Solution search(const sliding::BoardOf<Set::side>& board,
                           const rotation::search::ParallelOptions& under) const {
    return sliding::solve_tracked(board, set, under);
  }

  Answer operator()(const sliding::BoardOf<Set::side>& board) {
    if (!checkpoint) return {search(board, options), ""};
    const std::filesystem::path& file = *checkpoint;
    const std::string key = key_of(board);
    if (saved && saved->key.rfind(program_key() + " board ", 0) != 0) {
      std::cerr << program << ": " << puzzle_cli::quoted(file.string())
                << " holds a checkpoint of another program (version, databases or pruning), "
                   "which this one cannot resume: this run's checkpoints replace it\n";
      saved.reset();
    }
    const bool resumed = saved && saved->key == key;
    if (saved && !resumed) {
      if (!std::exchange(told_kept, true))
        std::cerr << program << ": " << puzzle_cli::quoted(file.string())
                  << " holds the checkpoint of another board: it is kept for that board, and "
                     "no search is saved to it before that board's\n";
      return {sliding::solve_tracked(board, set, options), ""};
    }
    rotation::search::ParallelOptions resumable = options;
    std::string guide;
    if (resumed) {
      resumable.resume = saved->checkpoint;
      guide = "resumed at bound " + std::to_string(saved->checkpoint.bound) + " after " +
              puzzle_cli::counted(saved->checkpoint.stats.nodes_expanded, "node", "nodes");
      std::cerr << program << ": " << guide << " (" << puzzle_cli::quoted(file.string()) << ")\n";
      saved.reset();
    }
    // A checkpoint that cannot be saved (the disk full, say) is said once; the search goes on.
    bool written = false;
    bool warned = false;
    resumable.on_checkpoint = [&file, &key, &written,
                               &warned](const rotation::search::Checkpoint& c) {
      try {
        rotation::search::save_checkpoint(file, key, c);
        written = true;
      } catch (const std::exception& e) {
        if (!std::exchange(warned, true))
          std::cerr << program << ": " << e.what() << " (the search goes on without)\n";
      }
    };
    Answer answer{sliding::solve_tracked(board, set, resumable), guide};
    const auto status = answer.status;
    if ((resumed || written) && (status == rotation::search::Status::found ||
                                 status == rotation::search::Status::exhausted))
      answer.spent_checkpoint = file;  // this board's, answered: nothing to resume
    return answer;
  }
};

// Builds (or reads, or builds and saves) a set's databases, with a progress
// bar; says how long it took under --stats. `keep(set, progress)` builds or
// loads them.
template <class Set, class Keep>
void prepare(Set& set, const Options& options, std::string_view what, std::ostream& log,
             bool show_bar, const Keep& keep) {
  puzzle_cli::ProgressBar bar(program, show_bar && puzzle_cli::stderr_is_terminal());
  const auto start = std::chrono::steady_clock::now();
  auto progress = [&bar, what](std::size_t pattern, const rotation::search::BuildProgress& p) {
    bar.show(std::string(what) + ": building pattern database " + std::to_string(pattern + 1) +
                 " of " + std::to_string(Set::count),
             static_cast<double>(p.entries_set) / static_cast<double>(p.entries));
  };
  keep(set, progress);
  bar.clear();
  const auto tables_ready = std::chrono::steady_clock::now();
  // The searches' duplicate paths, found now rather than in the first board's search.
  const auto& automaton = sliding::duplicate_pruning<Set::side>();
  if (options.stats) {
    std::size_t bytes = 0;
    for (std::size_t i = 0; i < Set::count; ++i) bytes += set.database(i).memory_bytes();
    const std::chrono::duration<double> elapsed = tables_ready - start;
    const std::chrono::duration<double> words = std::chrono::steady_clock::now() - tables_ready;
    log << program << ": pattern databases ready in " << elapsed.count() << " s ("
        << puzzle_cli::counted(Set::count, "table", "tables") << ", " << bytes << " bytes)\n"
        << program
        << ": duplicate paths: " << puzzle_cli::counted(automaton.forbidden(), "word", "words")
        << " of up to " << automaton.longest() << " moves refused, found in " << words.count()
        << " s\n";
  }
}

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

// The default: Manhattan distance, which costs nothing to set up, under a
// node budget (--first-try); a board that exhausts it turns to the start-up
// databases, and every board from then on is solved with them. Every
// admissible bound gives the same answer (the first shortest in move order),
// so which one answered never shows.
//
// The budget, 2 million nodes (about 50 ms here), is about what reading the
// cached databases costs (50 ms for 11.5 MB, most of it the system's page
// faults on this machine's memory), so that a board that exhausts it has
// lost at most about as much as the databases save it: the least a
// ski-rental choice can lose, whatever the board. Then the databases are
// read from the cache, or built (seconds, once a machine) and kept there, on
// a thread of their own while Manhattan distance goes on, and whichever ends
// first answers (the search is stopped once they are there): a first run is
// never much slower than Manhattan distance alone.
class DefaultHeuristic {
 public:
  explicit DefaultHeuristic(const Options& options)
      : options_(options), cache_(cache_directory(options)) {}
  DefaultHeuristic(const DefaultHeuristic&) = delete;  // the heuristic refers to set_
  DefaultHeuristic& operator=(const DefaultHeuristic&) = delete;
  ~DefaultHeuristic() {
    // Every board is answered: a build still going on is abandoned at its
    // next level (what it has saved stays in the cache), so that the run
    // ends when Manhattan distance is done; a read is let end.
    abandon_.store(true);
    if (reading()) finish_reading(/*rethrow=*/false);
  }

  Answer operator()(const sliding::fifteen::Board& board) {
    if (reading() && read_done()) finish_reading(/*rethrow=*/true);
    if (reading() || ready_ || options_.first_try == 0)
      return with_databases(board, options_.search(), 0);
    rotation::search::Options budget;
    budget.node_budget = options_.first_try;
    Answer tried{sliding::solve(board, sliding::Manhattan{}, options_.search(budget)), "manhattan"};
    if (tried.status != rotation::search::Status::budget_exceeded) return tried;
    return with_databases(board, options_.search(), tried.stats.nodes_expanded);
  }

 private:
  // A board past the first try (`tried` nodes of it; 0: none): the databases,
  // read or built while Manhattan distance goes on when they are not there
  // yet and a race is possible, else first read or built.
  Answer with_databases(const sliding::fifteen::Board& board,
                        const rotation::search::ParallelOptions& under, std::uint64_t tried) {
    if (!reading() && !ready_) {
      if (race_possible && tried > 0)
        start_reading();
      else
        obtain_databases(std::cerr, true);
    }
#if ROTATION_HAS_STOP_TOKEN
    if (reading()) {
      rotation::search::ParallelOptions racing = under;
      racing.stop = read_.get_token();
      if (racing.threads == 0 || racing.threads > race_threads_) racing.threads = race_threads_;
      sliding::Solution solution = sliding::solve(board, sliding::Manhattan{}, racing);
      tried += solution.stats.nodes_expanded;
      if (solution.status != rotation::search::Status::stopped)
        return {std::move(solution), "manhattan"};
      finish_reading(/*rethrow=*/true);
    }
#endif
    return {sliding::solve_tracked(board, set_, under),
            tried == 0 ? std::string("pattern databases")
                       : "pattern databases, after " + puzzle_cli::counted(tried, "node", "nodes") +
                             " with manhattan"};
  }

  // The race needs a search that another thread can stop (std::stop_token).
  static constexpr bool race_possible = ROTATION_HAS_STOP_TOKEN != 0;

  bool reading() const { return reader_.joinable(); }

#if ROTATION_HAS_STOP_TOKEN
  bool read_done() const { return read_.stop_requested(); }

  // The reading thread fills set_ (and ready_) and writes what it has to
  // say into log_ (standard error is the main thread's alone); it ends by
  // stopping the search racing it, also on failure. Only the main thread,
  // after joining it, touches what it filled.
  void start_reading() {
    // The build, if there is one, shares the cores with the search it races:
    // a thread each (on more than two cores, half each), so that neither
    // waits for the other's threads to be scheduled.
    const unsigned cores = std::max(1U, std::thread::hardware_concurrency());
    set_.set_build_threads(std::max(1U, cores / 2));
    race_threads_ = std::max(1U, cores - cores / 2);
    reader_ = std::thread([this] {
      try {
        obtain_databases(log_, false);
      } catch (const Abandoned&) {  // not needed: every board was answered
      } catch (...) {
        failure_ = std::current_exception();
      }
      read_.request_stop();
    });
  }
#else
  static bool read_done() { return true; }
  void start_reading() {}
#endif

  void finish_reading(bool rethrow) {
    reader_.join();
    std::cerr << log_.str();
    log_.str("");
    if (!failure_) return;
    if (rethrow) std::rethrow_exception(std::exchange(failure_, nullptr));
    try {
      std::rethrow_exception(std::exchange(failure_, nullptr));
    } catch (const std::exception& e) {
      std::cerr << program << ": cache: " << e.what()
                << " (not needed: every board was answered)\n";
    }
  }

  // Reads, builds or builds and keeps the start-up databases; notes and the
  // --stats line go to `log`, the progress bar only when `bar` (one thread
  // draws on the terminal).
  void obtain_databases(std::ostream& log, bool bar) {
    const auto note = [&log](const std::string& message) {
      log << program << ": cache: " << message << '\n';
    };
    std::optional<std::filesystem::path> cache = cache_;
    if (cache) {
      std::error_code error;
      std::filesystem::create_directories(*cache, error);
      if (error) {
        note("cannot create the directory " + puzzle_cli::quoted(cache->string()) + ": " +
             error.message() + " (the databases are built in memory)");
        cache.reset();
      }
    }
    prepare(set_, options_, cache ? "once for the cache" : "for this run", log, bar,
            [&](auto& set, const auto& progress) {
              const auto or_abandon = [this, &progress](std::size_t pattern,
                                                        const rotation::search::BuildProgress& p) {
                if (abandon_.load()) throw Abandoned{};
                progress(pattern, p);
              };
              if (cache)
                set.load_or_build_cached(*cache, or_abandon, note);
              else
                set.build(or_abandon);
            });
    set_.require_databases("the start-up databases");
    ready_ = true;
  }

  const Options& options_;
  std::optional<std::filesystem::path> cache_;
  sliding::fifteen::StartupSet set_ = sliding::fifteen::startup_set();
  bool ready_ = false;  // set_ holds its databases
  std::ostringstream log_;
  std::exception_ptr failure_;
  // Thrown out of a build that nothing needs any more.
  struct Abandoned {};
  std::atomic<bool> abandon_{false};
#if ROTATION_HAS_STOP_TOKEN
  unsigned race_threads_ = 1;  // the search's, beside a build
  std::stop_source read_;
#endif
  std::thread reader_;
};

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
