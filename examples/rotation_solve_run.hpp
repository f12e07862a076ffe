#pragma once

// rotation-solve's work for one size of board: a board type of its own, its
// heuristic chosen by --heuristic, the boards read, searched and answered.
// Included by the translation units that each compile some of the sizes
// (rotation_solve_sizes.hpp says which).

#include <rotation/rotation.hpp>
#include <rotation/table_file.hpp>

#include <rotation/search/batch.hpp>

#include "batch_cli.hpp"
#include "distance_tables.hpp"
#include "progress_bar.hpp"
#include "puzzle_cli.hpp"
#include "rotation_solve_cli.hpp"
#include "rotation_solve_sizes.hpp"

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <iostream>
#include <limits>
#include <optional>
#include <string>
#include <type_traits>

namespace rotation_solve_cli {

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

// Under --stats, a board's search statistics and time.
inline void print_stats(std::size_t case_number, const rotation::search::Statistics& stats,
                        double microseconds) {
  std::cerr << "case " << case_number << ": "
            << puzzle_cli::counted(stats.nodes_expanded, "node", "nodes") << " expanded, "
            << stats.nodes_generated << " generated, "
            << puzzle_cli::counted(stats.passes, "pass", "passes") << ", bound "
            << stats.final_bound << ", " << microseconds << " us\n";
}

// Answers the boards the input holds several at once, each on one thread
// (puzzle_cli::answer_stream_in_batches), in input order: the answers of
// solving them one at a time. No board is searched again on every thread (a
// Rotation search does not share one board between threads), so the budget
// of a first try is unlimited.
template <class T, class Heuristic>
void answer_in_batches(rotation::JudgeReader<T>& reader, std::istream& input, const Config& config,
                       const Heuristic& heuristic) {
  rotation::search::BatchOptions batch;
  batch.threads = config.threads;
  batch.short_budget = std::numeric_limits<std::uint64_t>::max();
  puzzle_cli::answer_stream_in_batches(
      input, std::cout, [&reader] { return reader.next(); },
      [&heuristic](const rotation::Board<T>& board, const rotation::search::Options& options) {
        return rotation::solve(board, heuristic, options);
      },
      [&config](int case_number, const rotation::Board<T>&, rotation::Solution<T>&& solution,
                std::uint64_t, double milliseconds) {
        rotation::write_answer(std::cout, solution);
        if (!std::cout) throw puzzle_cli::output_error();
        if (config.stats)
          print_stats(static_cast<std::size_t>(case_number), solution.stats, milliseconds * 1000);
      },
      batch, {});
}

// Answers every board of the input: in batches on several threads, or one at
// a time (one thread, --count, --pretty). The answers before a bad line or a
// failed read are written and flushed before the complaint, so nothing
// answered is lost.
template <class T, class Heuristic>
int solve_all(std::istream& input, const Config& config, const Heuristic& heuristic) {
  rotation::JudgeReader<T> reader(input);
  auto fail = [](const std::string& message) {
    std::cout.flush();
    std::cerr << "rotation-solve: " << message << '\n';
    return 1;
  };
  try {
    if (config.threads != 1 && !config.count && !config.pretty) {
      answer_in_batches(reader, input, config, heuristic);
    } else {
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
        const std::chrono::duration<double, std::micro> elapsed =
            std::chrono::steady_clock::now() - start;
        if (config.stats) print_stats(reader.case_number(), stats, elapsed.count());
      }
    }
  } catch (const puzzle_cli::output_error&) {
    return fail("error writing the answers");
  } catch (const rotation::input_error& e) {
    return fail(rotation_solve_cli::with_size_option(e.what()));
  }
  if (input.bad())
    return fail("error reading " + rotation_solve_cli::input_name(config) + " after line " +
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

}  // namespace rotation_solve_cli
