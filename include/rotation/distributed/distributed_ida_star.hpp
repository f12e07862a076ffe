#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// IDA* on the ranks of an MPI run, with the answer of one thread.
///
/// Every rank runs the same passes. A pass expected to be small is searched whole by
/// every rank on its own (the same answer on each, and no message). A larger one is cut
/// into work units (search::split_pass: the nodes at a depth that the pass would expand,
/// in the order one thread meets them), the same cut on every rank, so that a unit travels
/// as its number. Rank 0 hands out the numbers in that order, in runs, to every rank, its
/// own threads included; each rank's threads search the units they are given
/// (search::search_unit) and the rank's main thread reports each one's nodes, least cut
/// and whether it found a goal. The first goal in the order wins, as on threads: once
/// unit f holds one, the units after f are called off and those before it searched to
/// their end. So the path is the first shortest one in the domain's move order, the
/// one-thread answer, on every rank (the rank that found it has the path; the others
/// search that one unit again). The statistics are the run's, every rank's nodes added up.
///
/// Checkpoints are rank 0's, of the same kind as a threaded search's
/// (search::Checkpoint): the units go out in order, so every unit below the least one
/// not yet reported done is done, and the mark is all a checkpoint needs. A checkpoint of
/// this search, or of the same search on threads, given as `resume` to every rank, goes
/// on from there with the same answer.
///
/// A rank that fails (an exception from its search or its observer) writes why and ends
/// the whole run (MPI_Abort): the other ranks would otherwise wait for it forever. A rank
/// killed from outside is the launcher's to notice: mpirun and srun end the run.

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <functional>
#include <limits>
#include <optional>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "../detail/threads.hpp"
#include "../search/concepts.hpp"
#include "../search/parallel_ida_star.hpp"  // PassSizes, the threads' record of the passes
#include "../search/unit_claims.hpp"
#include "../search/work_units.hpp"
#include "cluster.hpp"
#include "distributed_options.hpp"
#include "rank_searchers.hpp"
#include "unit_dispatch.hpp"

// One detail namespace for the whole library (see search/ida_star.hpp).
namespace rotation::detail {

// A bound that may be none, as one word of a message.
inline constexpr std::int64_t no_bound_word = std::numeric_limits<std::int64_t>::max();
inline std::int64_t bound_word(const std::optional<std::int64_t>& bound) {
  return bound ? *bound : no_bound_word;
}
inline std::optional<std::int64_t> bound_of_word(std::int64_t word) {
  return word == no_bound_word ? std::nullopt : std::optional<std::int64_t>(word);
}

// How rank 0 says a pass is to be searched, at its start.
enum class PassPlan : std::int64_t { local = 0, distributed = 1, stop = 2 };

// How a distributed pass ended, as rank 0 tells every rank.
struct DistributedPassEnd {
  search::Status status = search::Status::exhausted;
  std::uint64_t unit = 0;   // found: the first unit with a goal (the unit count: the goal above)
  search::Statistics work;  // the pass's nodes, every rank's
  std::optional<std::int64_t> next_bound;  // exhausted: the next pass's bound, if any
  std::uint64_t units_done = 0;            // stopped or over the budget: the mark
};

template <class D, class H>
class DistributedSearch {
 public:
  using Move = typename D::move_type;
  using State = typename D::state_type;

  DistributedSearch(distributed::Cluster& cluster, const D& domain, State start, const H& heuristic,
                    const distributed::DistributedOptions& options)
      : cluster_(&cluster),
        domain_(&domain),
        start_(std::move(start)),
        heuristic_(&heuristic),
        options_(options),
        threads_(options.threads == 0 ? hardware_threads() : std::size_t{options.threads}) {
    unit_options_.max_depth = options.max_depth;
  }

  search::Result<Move> run() {
    search::Result<Move> result;
    // Every rank's threads, for the cut: the same sum on each.
    all_threads_ =
        static_cast<std::size_t>(sum_over_ranks(*cluster_, static_cast<std::int64_t>(threads_)));
    if (options_.max_depth < 0) return result;  // exhausted: no path is that short
    const auto root_h = static_cast<int>(std::invoke(*heuristic_, std::as_const(start_)));
    if (root_h == 0 && domain_->is_goal(std::as_const(start_))) {
      result.status = search::Status::found;
      return result;
    }
    int bound = root_h;
    const auto& resume = options_.resume;
    if (resume) {
      bound = resume->bound;
      result.stats = resume->stats;
      result.stats.passes = std::max(result.stats.passes, 1) - 1;
    }
    checkpoint_due_ = after(std::chrono::steady_clock::now());
    for (bool resuming = resume.has_value(); bound <= options_.max_depth; resuming = false) {
      // Rank 0 decides how (its stop token alone counts): [plan, depth].
      std::vector<std::int64_t> plan{static_cast<std::int64_t>(PassPlan::local), 0};
      std::optional<search::SplitPass<Move>> split;
      if (cluster_->hands_out()) {
        if (stop_requested()) {
          plan[0] = static_cast<std::int64_t>(PassPlan::stop);
        } else if (resuming || pass_is_large()) {
          split = resuming && resume->units_done > 0
                      ? search::split_pass(*domain_, start_, *heuristic_, bound, resume->depth,
                                           unit_options_)
                      : cut_pass(bound, resuming);
          plan = {static_cast<std::int64_t>(PassPlan::distributed), split->depth};
        }
      }
      broadcast(*cluster_, plan);
      const auto how = static_cast<PassPlan>(plan[0]);
      if (how == PassPlan::stop) {
        result.status = search::Status::stopped;
        search::Statistics so_far = result.stats;
        so_far.passes += 1;  // the pass to resume
        so_far.final_bound = bound;
        if (resuming)
          hand_out(bound, resume->depth, resume->units_done, resume->next_bound, so_far);
        else
          hand_out(bound, 0, 0, std::nullopt, so_far);
        return result;
      }
      if (options_.on_pass && cluster_->hands_out()) options_.on_pass(bound, result.stats);
      ++result.stats.passes;
      result.stats.final_bound = bound;
      std::optional<std::int64_t> next_bound;
      if (how == PassPlan::local) {
        search::Options whole = unit_options_;
        if (options_.node_budget != search::unlimited_nodes)
          whole.node_budget =
              options_.node_budget - std::min(options_.node_budget, result.stats.nodes_expanded);
        auto found = search::search_unit(*domain_, start_, *heuristic_,
                                         search::WorkUnit<Move>{bound, {}}, whole);
        add_work(result.stats, found.stats);
        sizes_.add(found.stats.nodes_expanded);
        if (found.status == search::Status::found) {
          result.status = search::Status::found;
          result.path = std::move(found.path);
          return result;
        }
        if (found.status != search::Status::exhausted) {
          result.status = found.status;
          hand_out(bound, 0, 0, std::nullopt, result.stats);  // the pass from its start
          return result;
        }
        next_bound = found.next_bound;
      } else {
        if (!split)
          split = search::split_pass(*domain_, start_, *heuristic_, bound,
                                     static_cast<int>(plan[1]), unit_options_);
        const std::uint64_t first_unit = resuming ? resume->units_done : 0;
        const std::optional<std::int64_t> cut =
            resuming ? resume->next_bound : std::optional<std::int64_t>{};
        const DistributedPassEnd end = search_units(bound, *split, first_unit, cut, result.stats);
        add_work(result.stats, end.work);
        if (resuming)
          sizes_.add_resumed();
        else
          sizes_.add(end.work.nodes_expanded);
        if (end.status == search::Status::found) {
          result.status = search::Status::found;
          result.path = path_of(*split, end.unit);
          return result;
        }
        if (end.status != search::Status::exhausted) {
          result.status = end.status;
          hand_out(bound, split->depth, end.units_done, end.next_bound, result.stats);
          return result;
        }
        next_bound = end.next_bound;
      }
      if (!next_bound) break;  // every path tried: a finite space, or max_depth reached
      bound = static_cast<int>(*next_bound);
    }
    result.status = search::Status::exhausted;
    return result;
  }

 private:
  bool stop_requested() const { return options_.stop.stop_requested(); }

  // Whether the next pass is worth handing out: at least local_pass_nodes expected.
  bool pass_is_large() const {
    return sizes_.passes() > 0 &&
           sizes_.expected_nodes() >= static_cast<double>(options_.local_pass_nodes);
  }

  // The pass at `bound` cut deep enough for its expected nodes (a resumed pass: for the
  // most units), at the shallowest depth that holds as many units as wanted, or the
  // deepest there is.
  search::SplitPass<Move> cut_pass(int bound, bool resumed) const {
    const double fewest = 4.0 * static_cast<double>(all_threads_);
    const double most =
        static_cast<double>(options_.most_units_per_thread) * static_cast<double>(all_threads_);
    const double by_size =
        resumed ? most
                : sizes_.expected_nodes() /
                      static_cast<double>(std::max<std::uint64_t>(options_.unit_nodes, 1));
    const auto wanted =
        static_cast<std::size_t>(std::clamp(by_size, fewest, std::max(fewest, most)));
    auto split = search::split_pass(*domain_, start_, *heuristic_, bound, 1, unit_options_);
    while (split.units.size() < wanted &&
           search::split_deeper(*domain_, start_, *heuristic_, split, unit_options_)) {
    }
    return split;
  }

  // The path of the first goal: above the units, or in unit `unit`, which the rank that
  // found it has and the others search again (one unit: the same path).
  std::vector<Move> path_of(const search::SplitPass<Move>& split, std::uint64_t unit) {
    if (unit >= split.units.size()) return *split.goal;
    if (found_path_) return std::move(*found_path_);
    return search::search_unit(*domain_, start_, *heuristic_,
                               split.units[static_cast<std::size_t>(unit)], unit_options_)
        .path;
  }

  // One pass searched in units by every rank, rank 0 handing them out. `so_far`: the run's
  // nodes before the pass, for the budget.
  DistributedPassEnd search_units(int bound, const search::SplitPass<Move>& split,
                                  std::uint64_t first_unit, std::optional<std::int64_t> cut,
                                  const search::Statistics& so_far) {
    found_path_.reset();
    const std::int64_t pass = cluster_->next_pass();
    RankSearchers<D, H> searchers(*domain_, start_, *heuristic_, split.units, unit_options_,
                                  threads_);
    if (cluster_->hands_out())
      return hand_out_units(bound, split, first_unit, cut, so_far, pass, searchers);
    return search_given_units(pass, searchers);
  }

  // How many more units this rank would take: one for every thread and three more each
  // in its queue, so that a thread finishing a unit finds the next one there while the
  // rank's request for more waits for rank 0's main thread to look (up to idle_wait).
  std::uint64_t wanted(const RankSearchers<D, H>& searchers) const {
    const std::size_t pending = searchers.pending();
    const std::size_t held = units_held_per_thread * threads_;
    return pending < held ? held - pending : 0;
  }
  static constexpr std::size_t units_held_per_thread = 4;

  // How long a rank's main thread sleeps when nothing happened (its threads' reports wake
  // it at once): every look costs a wake-up and an MPI probe, which at 100 us took a tenth
  // of a core here, and the units a rank holds cover the wait.
  static constexpr auto idle_wait = std::chrono::microseconds{1000};

  // Rank 0's part: its own threads search, and it hands out and collects every rank's.
  DistributedPassEnd hand_out_units(int bound, const search::SplitPass<Move>& split,
                                    std::uint64_t first_unit, std::optional<std::int64_t> cut,
                                    const search::Statistics& so_far, std::int64_t pass,
                                    RankSearchers<D, H>& searchers) {
    const auto ranks = static_cast<std::size_t>(cluster_->size());
    UnitDispatch dispatch(split.units.size(), first_unit, ranks, cut);
    search::Status stopped_as = search::Status::stopped;
    std::optional<std::uint64_t> called_off;  // the first goal the ranks were told of
    bool none_left = false;
    ReceivedMessage message;
    auto call_off = [&](std::optional<std::uint64_t> after) {
      for (int rank = 1; rank < cluster_->size(); ++rank)
        send_message(*cluster_, rank, PassMessage::call_off,
                     {pass, after ? static_cast<std::int64_t>(*after) : -1});
      searchers.call_off_after(after);
    };
    bool idle = false;
    while (!dispatch.over()) {
      for (const auto& report : searchers.take_reports(idle ? idle_wait : decltype(idle_wait){}))
        if (!dispatch.report(0, report)) throw distributed::mpi_error("a unit reported twice");
      idle = true;
      if (const std::uint64_t want = none_left ? 0 : wanted(searchers); want > 0) {
        const distributed::UnitRun run = dispatch.hand_out(0, want);
        if (run.count == 0) none_left = true;
        searchers.add(run.first, run.count);
      }
      while (receive_waiting(*cluster_, message)) {
        idle = false;
        expect(message, PassMessage::report, pass);
        const auto reports = reports_of(message.words);
        for (const auto& report : reports)
          if (!dispatch.report(static_cast<std::size_t>(message.from), report))
            throw distributed::mpi_error("rank " + std::to_string(message.from) +
                                         " reported a unit it was not given");
        if (const auto want = static_cast<std::uint64_t>(message.words[1]); want > 0) {
          const distributed::UnitRun run =
              dispatch.hand_out(static_cast<std::size_t>(message.from), want);
          send_message(
              *cluster_, message.from, PassMessage::units,
              {pass, static_cast<std::int64_t>(run.first), static_cast<std::int64_t>(run.count)});
        }
      }
      if (dispatch.first_found() && (!called_off || *dispatch.first_found() < *called_off)) {
        called_off = dispatch.first_found();
        call_off(called_off);
      }
      if (!dispatch.stopping()) {
        const bool over_budget =
            options_.node_budget != search::unlimited_nodes &&
            so_far.nodes_expanded + split.stats.nodes_expanded + dispatch.nodes_expanded() >=
                options_.node_budget;
        if (over_budget || stop_requested()) {
          stopped_as = over_budget ? search::Status::budget_exceeded : search::Status::stopped;
          dispatch.stop();
          call_off(std::nullopt);
        }
      }
      if (options_.on_checkpoint && !dispatch.first_found() && !dispatch.stopping()) {
        const auto now = std::chrono::steady_clock::now();
        if (now >= checkpoint_due_) {
          search::Statistics work = so_far;
          work.nodes_expanded += split.stats.nodes_expanded + dispatch.nodes_expanded();
          work.nodes_generated += split.stats.nodes_generated + dispatch.nodes_generated();
          hand_out(bound, split.depth, dispatch.units_done(),
                   lowest(split.next_bound, dispatch.next_bound()), work);
          checkpoint_due_ = after(now);
        }
      }
    }

    DistributedPassEnd end;
    end.work = split.stats;
    end.work.nodes_expanded += dispatch.nodes_expanded();
    end.work.nodes_generated += dispatch.nodes_generated();
    end.next_bound = lowest(split.next_bound, dispatch.next_bound());
    end.units_done = dispatch.units_done();
    if (dispatch.found()) {
      end.status = search::Status::found;
      end.unit = *dispatch.first_found();
      found_path_ = searchers.path_of(end.unit);
    } else if (dispatch.units_done() == dispatch.units()) {
      end.status = split.goal ? search::Status::found : search::Status::exhausted;
      end.unit = dispatch.units();
    } else {
      end.status = stopped_as;
    }
    const std::vector<std::int64_t> words{pass,
                                          static_cast<std::int64_t>(end.status),
                                          static_cast<std::int64_t>(end.unit),
                                          static_cast<std::int64_t>(end.work.nodes_expanded),
                                          static_cast<std::int64_t>(end.work.nodes_generated),
                                          bound_word(end.next_bound),
                                          static_cast<std::int64_t>(end.units_done)};
    for (int rank = 1; rank < cluster_->size(); ++rank)
      send_message(*cluster_, rank, PassMessage::pass_end, words);
    // Every rank's last word of the pass, so that nothing of it is left to meet the next.
    for (int seen = 1; seen < cluster_->size();) {
      if (!receive_waiting(*cluster_, message)) {
        std::this_thread::sleep_for(idle_wait);
        continue;
      }
      if (message.kind == PassMessage::end_seen) {
        expect(message, PassMessage::end_seen, pass);
        ++seen;
      } else {  // a request for units sent before the end came: none are out
        expect(message, PassMessage::report, pass);
        if (message.words[2] != 0) throw distributed::mpi_error("a unit reported after its pass");
      }
    }
    return end;
  }

  // Another rank's part: its threads search the runs it is given, and it reports them.
  DistributedPassEnd search_given_units(std::int64_t pass, RankSearchers<D, H>& searchers) {
    bool asked = false;  // a request for units is out
    bool none_left = false;
    bool idle = false;
    ReceivedMessage message;
    for (;;) {
      const auto reports = searchers.take_reports(idle ? idle_wait : decltype(idle_wait){});
      idle = true;
      const std::uint64_t want = asked || none_left ? 0 : wanted(searchers);
      if (!reports.empty() || want > 0) {
        send_message(*cluster_, 0, PassMessage::report, report_words(pass, want, reports));
        asked = asked || want > 0;
        idle = false;
      }
      while (receive_waiting(*cluster_, message)) {
        idle = false;
        if (message.kind == PassMessage::units) {
          expect(message, PassMessage::units, pass);
          asked = false;
          const auto count = static_cast<std::uint64_t>(message.words[2]);
          if (count == 0) none_left = true;
          searchers.add(static_cast<std::uint64_t>(message.words[1]), count);
        } else if (message.kind == PassMessage::call_off) {
          expect(message, PassMessage::call_off, pass);
          const std::int64_t after = message.words[1];
          searchers.call_off_after(after < 0 ? std::nullopt : std::optional<std::uint64_t>(after));
        } else {
          expect(message, PassMessage::pass_end, pass);
          DistributedPassEnd end;
          end.status = static_cast<search::Status>(message.words[1]);
          end.unit = static_cast<std::uint64_t>(message.words[2]);
          end.work.nodes_expanded = static_cast<std::uint64_t>(message.words[3]);
          end.work.nodes_generated = static_cast<std::uint64_t>(message.words[4]);
          end.next_bound = bound_of_word(message.words[5]);
          end.units_done = static_cast<std::uint64_t>(message.words[6]);
          if (end.status == search::Status::found) found_path_ = searchers.path_of(end.unit);
          send_message(*cluster_, 0, PassMessage::end_seen, {pass});
          return end;
        }
      }
    }
  }

  // A report message: [pass, units wanted, reports, then five words a report].
  static std::vector<std::int64_t> report_words(
      std::int64_t pass, std::uint64_t want, const std::vector<distributed::UnitReport>& reports) {
    std::vector<std::int64_t> words{pass, static_cast<std::int64_t>(want),
                                    static_cast<std::int64_t>(reports.size())};
    for (const auto& report : reports) {
      words.push_back(static_cast<std::int64_t>(report.unit));
      words.push_back(static_cast<std::int64_t>(report.status));
      words.push_back(static_cast<std::int64_t>(report.nodes_expanded));
      words.push_back(static_cast<std::int64_t>(report.nodes_generated));
      words.push_back(bound_word(report.next_bound));
    }
    return words;
  }
  static std::vector<distributed::UnitReport> reports_of(const std::vector<std::int64_t>& words) {
    std::vector<distributed::UnitReport> reports(static_cast<std::size_t>(words[2]));
    for (std::size_t i = 0; i < reports.size(); ++i) {
      const std::int64_t* report = &words[3 + 5 * i];
      reports[i].unit = static_cast<std::uint64_t>(report[0]);
      reports[i].status = static_cast<search::Status>(report[1]);
      reports[i].nodes_expanded = static_cast<std::uint64_t>(report[2]);
      reports[i].nodes_generated = static_cast<std::uint64_t>(report[3]);
      reports[i].next_bound = bound_of_word(report[4]);
    }
    return reports;
  }

  // A message of the kind and pass expected, of the length that kind has.
  static void expect(const ReceivedMessage& message, PassMessage kind, std::int64_t pass) {
    static constexpr std::size_t lengths[] = {0, 3, 3, 2, 7, 1};
    const auto index = static_cast<std::size_t>(kind);
    const bool fits =
        message.kind == kind && !message.words.empty() && message.words[0] == pass &&
        (kind == PassMessage::report
             ? message.words.size() >= 3 &&
                   message.words.size() == 3 + 5 * static_cast<std::size_t>(message.words[2])
             : message.words.size() == lengths[index]);
    if (!fits)
      throw distributed::mpi_error("a message out of place from rank " +
                                   std::to_string(message.from) +
                                   " (do all ranks run the same searches in the same order?)");
  }

  static std::optional<std::int64_t> lowest(std::optional<std::int64_t> a,
                                            std::optional<std::int64_t> b) {
    if (!a) return b;
    if (!b) return a;
    return std::min(*a, *b);
  }

  // A checkpoint, on rank 0 only, where there is an observer.
  void hand_out(int bound, int depth, std::uint64_t units_done,
                std::optional<std::int64_t> next_bound, const search::Statistics& so_far) const {
    if (!options_.on_checkpoint || !cluster_->hands_out()) return;
    search::Checkpoint checkpoint;
    checkpoint.bound = bound;
    checkpoint.depth = depth;
    checkpoint.units_done = units_done;
    checkpoint.next_bound = next_bound;
    checkpoint.stats = so_far;
    options_.on_checkpoint(std::as_const(checkpoint));
  }

  std::chrono::steady_clock::time_point after(std::chrono::steady_clock::time_point now) const {
    return checkpoint_due_after(now, options_.checkpoint_interval);
  }

  distributed::Cluster* cluster_;
  const D* domain_;
  State start_;
  const H* heuristic_;
  const distributed::DistributedOptions& options_;
  search::Options unit_options_;  // a unit's: max_depth alone
  std::size_t threads_;
  std::size_t all_threads_ = 1;
  PassSizes sizes_;  // the passes' nodes so far, which tell how large the next will be
  std::chrono::steady_clock::time_point checkpoint_due_;
  std::optional<std::vector<Move>> found_path_;  // this rank's path of the first goal, if its
};

}  // namespace rotation::detail

namespace rotation::distributed {

/// Searches from `start` for a shortest path to a goal of `domain`, guided by `heuristic`,
/// on every rank of `cluster`, each with options.threads threads: the same path as
/// search::ida_star(), the first shortest one in the domain's move order, on every rank,
/// and the run's statistics (every rank's nodes added up). Every rank makes the same call,
/// `threads` aside. An exception on any rank ends the run (see the file's notes).
template <search::Domain D, search::Heuristic<typename D::state_type> H>
[[nodiscard]] search::Result<typename D::move_type> distributed_ida_star(
    Cluster& cluster, const D& domain, typename D::state_type start, const H& heuristic,
    const DistributedOptions& options = {}) {
  detail::check_optional_members<D>();
  try {
    return detail::DistributedSearch<D, H>(cluster, domain, std::move(start), heuristic, options)
        .run();
  } catch (const std::exception& failure) {
    Session::abort(std::string("the distributed search failed: ") + failure.what(), 1);
  }
}

}  // namespace rotation::distributed
