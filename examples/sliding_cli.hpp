#pragma once

// What fifteen-puzzle's ways of solving share: its options, a board read
// from the input with messages that say where, an answer written (and its
// figures under --stats), every case answered one at a time or in batches on
// every core, and a set's databases made ready with a progress bar. The
// program itself (fifteen_puzzle.cpp) parses the command line and picks a
// way; the databases and searches are the library's (rotation/sliding.hpp).

#include <chrono>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <filesystem>
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

#include <rotation/search/batch.hpp>
#include <rotation/sliding.hpp>
#include "batch_cli.hpp"
#include "progress_bar.hpp"
#include "puzzle_cli.hpp"

namespace fifteen_cli {

namespace sliding = rotation::sliding;

inline constexpr std::string_view program = "fifteen-puzzle";

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
      throw puzzle_cli::input_error("case " + std::to_string(case_number) +
                                    ": the input ended after " + std::to_string(cell) + " of " +
                                    cells + " cells");
    // Cells count from 0, as the library indexes a board.
    const std::string at = "line " + std::to_string(token->line) + " (case " +
                           std::to_string(case_number) + "): cell " + std::to_string(cell) + ": ";
    const auto tile = puzzle_cli::number(token->text);
    if (!tile || *tile < 0 || static_cast<std::size_t>(*tile) >= tiles.size())
      throw puzzle_cli::input_error(at + puzzle_cli::quoted(token->text) + " is not a tile (0 to " +
                                    std::to_string(tiles.size() - 1) + ")");
    if (((seen >> *tile) & 1U) != 0)
      throw puzzle_cli::input_error(at + "tile " + std::to_string(*tile) + " appears twice");
    seen |= std::uint32_t{1} << *tile;
    tiles[cell] = static_cast<std::uint8_t>(*tile);
  }
  return sliding::make_board(tiles);
}

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
inline std::optional<std::filesystem::path> cache_directory(const Options& options) {
  return puzzle_cli::cache_directory(options.no_cache, options.cache_dir);
}

// How a board was solved, for --stats: the search's result and what guided it.
struct Answer : sliding::Solution {
  std::string guide;
  // --checkpoint's file, to remove once the answer is written out: the
  // board's search is then over, and nothing of it is lost to a kill.
  std::optional<std::filesystem::path> spent_checkpoint{};
};

// Writes case `number`'s answer, and with --stats its search's figures.
inline void write_answer(std::ostream& out, int number, const sliding::Solution& solution,
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

}  // namespace fifteen_cli
