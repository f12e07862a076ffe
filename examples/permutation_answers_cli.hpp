#pragma once

// puzzle-solve's answers: a scramble solved (or its shortest solutions
// counted) over a space of coordinates, with or without images; every
// scramble answered on every core, the answers in input order, with a status
// line on a terminal; and --show-positions' state blocks.

#include <rotation/permutation/coordinate_space.hpp>
#include <rotation/permutation/definition_text.hpp>
#include <rotation/permutation/pattern_tables.hpp>
#include <rotation/permutation/puzzle.hpp>
#include <rotation/permutation/solve.hpp>
#include <rotation/permutation/symmetric_space.hpp>
#include <rotation/permutation/symmetry.hpp>
#include <rotation/permutation/table_cache.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <functional>
#include <iostream>
#include <mutex>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "permutation_cli.hpp"
#include "progress_bar.hpp"
#include "puzzle_cli.hpp"

namespace puzzle_solve_cli {

// One scramble's answer line, and its statistics for --stats.
struct Answer {
  std::string line;
  std::string stats;
};

// How far a long search has come, called on the thread that searches: its
// bound and its work so far.
using LiveProgress = std::function<void(int bound, const rotation::search::Statistics&)>;

// Nodes a second, for --stats and the progress line.
inline std::string rate(std::uint64_t nodes, double seconds) {
  const double per_second = seconds > 0 ? static_cast<double>(nodes) / seconds : 0.0;
  return std::to_string(static_cast<std::uint64_t>(per_second)) + " nodes/s";
}

// The space of coordinates a search runs over, with or without images.
inline const CoordinateSpace& coordinates_of(const CoordinateSpace& space) { return space; }
inline const CoordinateSpace& coordinates_of(const rotation::permutation::SymmetricSpace& space) {
  return space.space();
}

// A scramble's answer, its search on `threads` threads (0: one per core);
// `live`, when given, hears of each pass and, every second, of the work so far.
template <class Space, class Tables>
Answer answer(const Space& space, const Tables& h, const rotation::permutation::Scramble& scramble,
              const Options& options, unsigned threads, const LiveProgress& live = {}) {
  rotation::search::ParallelOptions search;
  search.threads = threads;
  if (live) {
    search.on_pass = live;
    search.on_checkpoint = [&live](const rotation::search::Checkpoint& c) {
      live(c.bound, c.stats);
    };
    search.checkpoint_interval = std::chrono::seconds(1);
  }
  const auto start = std::chrono::steady_clock::now();
  Answer result;
  const auto coordinates = space.encode(scramble.state);
  const bool reachable =
      coordinates && coordinates_of(space).puzzle().invariant_problem(scramble.state).empty();
  rotation::search::Statistics stats;
  if (!reachable) {
    result.line = options.count ? "0" : "No Solution";
  } else if (options.count) {
    const auto counted = rotation::permutation::count_solutions(space, h, *coordinates, search);
    result.line = std::to_string(counted.count);
    stats = counted.stats;
  } else {
    const auto solved = rotation::permutation::solve(space, h, *coordinates, search);
    if (!solved.found()) {
      result.line = "No Solution";
    } else {
      for (const auto move : solved.path) {
        if (!result.line.empty()) result.line += ' ';
        result.line += coordinates_of(space).moves()[move].name;
      }
    }
    stats = solved.stats;
  }
  if (options.stats) {
    std::ostringstream text;
    text << program << ": scramble " << scramble.name << " (line " << scramble.line
         << "): " << stats.nodes_expanded << " nodes expanded, " << stats.nodes_generated
         << " generated, " << seconds_since(start) * 1000 << " ms, "
         << rate(stats.nodes_generated, seconds_since(start)) << '\n';
    result.stats = text.str();
  }
  return result;
}

// Every scramble answered on `threads` threads, the answers written in input
// order as soon as those before them are; a single scramble is searched on
// them all. On a terminal, a line on standard error says how far it is: the
// scrambles answered, or, for a single one, its search's bound and nodes.
template <class Space, class Tables>
void answer_all(const Space& space, const Tables& h,
                const std::vector<rotation::permutation::Scramble>& scrambles,
                const Options& options) {
  const unsigned threads = std::max(
      1U, std::min(options.threads != 0 ? options.threads : std::thread::hardware_concurrency(),
                   static_cast<unsigned>(std::min<std::size_t>(scrambles.size(), 1024))));
  const auto start = std::chrono::steady_clock::now();
  // Drawn on the calling thread only: a lone scramble is searched from it.
  puzzle_cli::ProgressBar bar(program, puzzle_cli::stderr_is_terminal());
  LiveProgress live;
  if (bar.shown() && scrambles.size() == 1)
    live = [&bar, start](int bound, const rotation::search::Statistics& so_far) {
      const double seconds = seconds_since(start);
      bar.status("searching: bound " + std::to_string(bound) + ", " +
                 std::to_string(so_far.nodes_generated) + " nodes, " +
                 rate(so_far.nodes_generated, seconds) + ", " +
                 std::to_string(static_cast<long>(seconds)) + " s");
    };
  auto show_answered = [&](std::size_t done) {
    if (scrambles.size() > 1)
      bar.status("answered " + std::to_string(done) + " of " + std::to_string(scrambles.size()) +
                 " scrambles: " + std::to_string(static_cast<long>(seconds_since(start))) + " s");
  };
  std::vector<std::optional<Answer>> answers(scrambles.size());
  std::mutex mutex;
  std::condition_variable ready;
  std::atomic<std::size_t> next{0};
  std::exception_ptr failure;
  auto work = [&] {
    for (std::size_t i = next++; i < scrambles.size(); i = next++) {
      Answer a;
      try {
        a = answer(space, h, scrambles[i], options, scrambles.size() == 1 ? options.threads : 1,
                   live);
      } catch (...) {
        const std::lock_guard lock(mutex);
        if (!failure) failure = std::current_exception();
        next = scrambles.size();
        ready.notify_all();
        return;
      }
      const std::lock_guard lock(mutex);
      answers[i] = std::move(a);
      ready.notify_all();
    }
  };
  // The calling thread writes the answers (and the progress line) while
  // `threads` others search; a lone search on one thread runs on it.
  std::vector<std::thread> pool;
  const bool inline_search = threads == 1 && (scrambles.size() == 1 || !bar.shown());
  if (inline_search)
    work();
  else
    for (unsigned t = 0; t < threads; ++t) pool.emplace_back(work);
  {
    std::unique_lock lock(mutex);
    for (std::size_t i = 0; i < scrambles.size(); ++i) {
      while (!ready.wait_for(lock, std::chrono::seconds(1),
                             [&] { return answers[i].has_value() || failure; }))
        show_answered(i);
      if (failure) break;
      bar.clear();
      std::cout << answers[i]->line << '\n';
      if (options.stats) std::cerr << answers[i]->stats;
      answers[i].reset();
    }
  }
  bar.clear();
  for (auto& thread : pool) thread.join();
  if (failure) std::rethrow_exception(failure);
}

// --show-positions: each scramble's state as a block, a line of moves named
// by its line number (the moves in a comment above it).
inline void print_positions(const rotation::permutation::Puzzle& puzzle,
                            const std::vector<rotation::permutation::Scramble>& scrambles) {
  for (std::size_t i = 0; i < scrambles.size(); ++i) {
    const auto& s = scrambles[i];
    const bool one_word = !s.name.empty() && s.name.find(' ') == std::string::npos;
    if (i != 0) std::cout << '\n';
    std::string name = s.name;
    if (!one_word || puzzle.try_parse_moves(s.name)) {
      std::cout << "# " << s.name << '\n';
      name = "line" + std::to_string(s.line);
    }
    std::cout << rotation::permutation::state_block(puzzle, s.state, name);
  }
}

}  // namespace puzzle_solve_cli
