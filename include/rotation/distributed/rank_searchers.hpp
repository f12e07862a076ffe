#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// One rank's threads in a pass of a distributed search (a detail of
/// distributed_ida_star.hpp, apart from it because it needs no MPI): they take the units
/// the rank was handed, lowest first, search each on its own (search::search_unit), and
/// leave a report for the rank's main thread, which alone talks to the other ranks.

#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <exception>
#include <map>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>
#include <vector>

#include "../detail/config.hpp"
#include "../search/concepts.hpp"
#include "../search/options.hpp"
#include "../search/work_units.hpp"
#include "unit_dispatch.hpp"

#if !ROTATION_HAS_THREADS || !ROTATION_HAS_STOP_TOKEN
#error "rotation/distributed needs threads and std::stop_token (see rotation/detail/config.hpp)"
#endif

#include <stop_token>

// One detail namespace for the whole library (see search/ida_star.hpp).
namespace rotation::detail {

// The threads of one rank for one pass: started by the constructor, ended (and
// joined) by the destructor once their units are done or called off.
template <class D, class H>
class RankSearchers {
 public:
  using Move = typename D::move_type;
  using State = typename D::state_type;

  RankSearchers(const D& domain, const State& start, const H& heuristic,
                const std::vector<search::WorkUnit<Move>>& units, const search::Options& options,
                std::size_t threads)
      : domain_(&domain),
        start_(&start),
        heuristic_(&heuristic),
        units_(&units),
        options_(options),
        running_(threads) {
    threads_.reserve(threads);
    for (std::size_t t = 0; t < threads; ++t) threads_.emplace_back([this, t] { run(t); });
  }
  RankSearchers(const RankSearchers&) = delete;
  RankSearchers& operator=(const RankSearchers&) = delete;
  ~RankSearchers() {
    {
      std::lock_guard lock(mutex_);
      closing_ = true;
      queue_.clear();
      for (auto& running : running_)
        if (running.unit) running.stop.request_stop();
    }
    work_.notify_all();
    for (auto& thread : threads_) thread.join();
  }

  std::size_t threads() const { return threads_.size(); }

  // Units [first, first + count) to search, after those given before.
  void add(std::uint64_t first, std::uint64_t count) {
    {
      std::lock_guard lock(mutex_);
      for (std::uint64_t unit = first; unit < first + count; ++unit) queue_.push_back(unit);
    }
    work_.notify_all();
  }

  // Calls off the units after `unit` (every unit, given none): those not begun are
  // reported stopped with no nodes, those under way stop at their next look.
  void call_off_after(std::optional<std::uint64_t> unit) {
    std::lock_guard lock(mutex_);
    while (!queue_.empty() && (!unit || queue_.back() > *unit)) {
      distributed::UnitReport report;
      report.unit = queue_.back();
      report.status = search::Status::stopped;
      reports_.push_back(report);
      queue_.pop_back();
    }
    for (auto& running : running_)
      if (running.unit && (!unit || *running.unit > *unit)) running.stop.request_stop();
    reported_.notify_all();
  }

  // The units given and not yet reported.
  std::size_t pending() const {
    std::lock_guard lock(mutex_);
    std::size_t busy = 0;
    for (const auto& running : running_) busy += running.unit ? 1U : 0U;
    return queue_.size() + busy;
  }

  // The reports left since the last call; waits up to `wait` for one when there is none.
  // An exception a thread's search threw comes out here.
  template <class Duration>
  std::vector<distributed::UnitReport> take_reports(Duration wait) {
    std::unique_lock lock(mutex_);
    if (reports_.empty() && !failure_) reported_.wait_for(lock, wait);
    if (failure_) std::rethrow_exception(std::exchange(failure_, nullptr));
    return std::exchange(reports_, {});
  }

  // The path to the goal this rank found in `unit`, if it found one there.
  std::optional<std::vector<Move>> path_of(std::uint64_t unit) const {
    std::lock_guard lock(mutex_);
    const auto found = paths_.find(unit);
    if (found == paths_.end()) return std::nullopt;
    return found->second;
  }

 private:
  struct Running {
    std::optional<std::uint64_t> unit;  // the unit this thread searches, if any
    std::stop_source stop;              // that unit's
  };

  void run(std::size_t t) {
    for (;;) {
      std::uint64_t unit = 0;
      search::Options options = options_;
      {
        std::unique_lock lock(mutex_);
        work_.wait(lock, [this] { return closing_ || !queue_.empty(); });
        if (queue_.empty()) return;  // closing
        unit = queue_.front();
        queue_.pop_front();
        running_[t].unit = unit;
        running_[t].stop = std::stop_source{};
        options.stop = running_[t].stop.get_token();
      }
      distributed::UnitReport report;
      report.unit = unit;
      try {
        auto result = search::search_unit(*domain_, *start_, *heuristic_,
                                          (*units_)[static_cast<std::size_t>(unit)], options);
        report.status = result.status == search::Status::budget_exceeded ? search::Status::stopped
                                                                         : result.status;
        report.nodes_expanded = result.stats.nodes_expanded;
        report.nodes_generated = result.stats.nodes_generated;
        report.next_bound = result.next_bound;
        std::lock_guard lock(mutex_);
        if (report.status == search::Status::found) paths_.emplace(unit, std::move(result.path));
        reports_.push_back(report);
        running_[t].unit.reset();
      } catch (...) {
        std::lock_guard lock(mutex_);
        if (!failure_) failure_ = std::current_exception();
        running_[t].unit.reset();
      }
      reported_.notify_all();
    }
  }

  const D* domain_;
  const State* start_;
  const H* heuristic_;
  const std::vector<search::WorkUnit<Move>>* units_;
  search::Options options_;
  mutable std::mutex mutex_;
  std::condition_variable work_;      // a unit to search, or the end
  std::condition_variable reported_;  // a report for the main thread
  std::deque<std::uint64_t> queue_;
  std::vector<Running> running_;
  std::vector<distributed::UnitReport> reports_;
  std::map<std::uint64_t, std::vector<Move>> paths_;
  std::exception_ptr failure_;
  bool closing_ = false;
  std::vector<std::thread> threads_;  // last: started once the rest is ready
};

}  // namespace rotation::detail
