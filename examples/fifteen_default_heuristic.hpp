#pragma once

// fifteen-puzzle's default way of solving a 15-puzzle board: Manhattan
// distance first, then the start-up databases (6, 6 and 3 tiles), read from
// the cache directory or built there on a thread of their own while
// Manhattan distance goes on.

#include <rotation/detail/config.hpp>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <exception>
#include <filesystem>
#include <iostream>
#include <optional>
#include <ostream>
#include <sstream>
#include <string>
#include <system_error>
#include <thread>
#include <utility>

#include <rotation/sliding.hpp>
#include "puzzle_cli.hpp"
#include "sliding_cli.hpp"

namespace fifteen_cli {

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

}  // namespace fifteen_cli
