#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// Pattern databases of a permutation puzzle, from its coordinates: a table over
/// some coordinates of a CoordinateSpace holds, for every combination of their
/// values, the fewest moves that solve what they show. Looked up by the values
/// of the same coordinates, it is an admissible heuristic, and over all of them
/// the exact distance.
///
/// A table and the coordinates it was built over stay together
/// (CoordinatePatternDatabase), so a state is never looked up in the wrong
/// table; the tables a search uses are chosen under a memory budget
/// (choose_patterns) and their estimates combined by taking the largest.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <numeric>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "../detail/raise.hpp"
#include "../search/build_pattern_database.hpp"
#include "../search/pattern_database.hpp"
#include "coordinate_space.hpp"

namespace rotation::permutation {

/// Some coordinates of a space as an abstraction (search::Abstraction): an abstract state is
/// the combination of their values, ranked with the first coordinate varying slowest.
class CoordinatePattern {
 public:
  using state_type = std::uint64_t;  ///< the abstract state is its own rank
  /// Every move costs one.
  static constexpr bool unit_costs = true;

  /// The pattern of coordinates `chosen` (indices into space.coordinates(), distinct).
  CoordinatePattern(const CoordinateSpace& space, std::vector<std::size_t> chosen)
      : space_(&space), chosen_(std::move(chosen)) {
    if (chosen_.empty()) detail::raise(definition_error("a pattern of no coordinates"));
    size_ = 1;
    for (const std::size_t c : chosen_) {
      const std::uint64_t values = space.coordinates()[c].size();
      if (size_ > (std::uint64_t{1} << 62) / values)
        detail::raise(definition_error("a pattern of more than 2^62 states"));
      size_ *= values;
    }
    weights_.assign(chosen_.size(), 1);
    for (std::size_t i = chosen_.size() - 1; i > 0; --i)
      weights_[i - 1] = weights_[i] * space.coordinates()[chosen_[i]].size();
    id_ = space.puzzle().name() + (space.metric() == Metric::all_powers ? " all" : " quarter");
    for (const std::size_t c : chosen_) id_ += " | " + space.coordinates()[c].name();
  }

  /// Names the abstraction: the puzzle, the metric and the coordinates.
  [[nodiscard]] const std::string& id() const { return id_; }
  /// The number of abstract states: the product of the coordinates' sizes.
  [[nodiscard]] std::uint64_t size() const { return size_; }
  /// The coordinates, as indices into the space's.
  [[nodiscard]] const std::vector<std::size_t>& chosen() const { return chosen_; }
  /// An abstract state's rank: itself.
  [[nodiscard]] std::uint64_t rank(state_type state) const { return state; }
  /// The abstract state of a rank: itself.
  [[nodiscard]] state_type unrank(std::uint64_t rank) const { return rank; }
  /// The solved state's pattern, the only goal.
  [[nodiscard]] std::vector<state_type> goals() const { return {entry(space_->goal())}; }

  /// The abstract state (and table entry) of a state of the space.
  [[nodiscard]] std::uint64_t entry(const CoordinateState& state) const {
    std::uint64_t rank = 0;
    for (std::size_t i = 0; i < chosen_.size(); ++i) rank += weights_[i] * state.values[chosen_[i]];
    return rank;
  }

  /// Calls sink(next, 1) for every move of the space from abstract state `state`.
  template <class Sink>
  void for_each_move(state_type state, Sink&& sink) const {
    for_each_ranked_move(state, state, sink);
  }

  /// Calls sink(next_rank, 1) for every move from the abstract state of rank `rank`.
  template <class Sink>
  void for_each_ranked_move(state_type, std::uint64_t rank, Sink&& sink) const {
    std::array<std::uint32_t, max_coordinates> values{};
    for (std::size_t i = 0; i < chosen_.size(); ++i) {
      values[i] = static_cast<std::uint32_t>(rank / weights_[i]);
      rank %= weights_[i];
    }
    const std::size_t moves = space_->moves().size();
    for (std::size_t m = 0; m < moves; ++m) {
      std::uint64_t next = 0;
      for (std::size_t i = 0; i < chosen_.size(); ++i)
        next += weights_[i] * space_->coordinates()[chosen_[i]].next(values[i], m);
      sink(next, 1);
    }
  }

 private:
  const CoordinateSpace* space_;
  std::vector<std::size_t> chosen_;
  std::vector<std::uint64_t> weights_;
  std::uint64_t size_ = 1;
  std::string id_;
};

/// A pattern database of a permutation puzzle with the pattern it was built for: look-ups
/// go through that pattern, so a state always meets its own table.
class CoordinatePatternDatabase {
 public:
  /// Builds the table of `pattern` (a breadth-first search over its states from the goal).
  explicit CoordinatePatternDatabase(CoordinatePattern pattern,
                                     const search::BuildOptions& options = {})
      : pattern_(std::move(pattern)),
        table_(search::build_pattern_database<8>(pattern_, options)) {}

  /// The fewest moves that solve what the pattern shows of `state`; at least 255
  /// (search::PatternDatabase<8>::unreached) when no sequence of moves does.
  [[nodiscard]] int operator()(const CoordinateState& state) const {
    return table_[pattern_.entry(state)];
  }

  /// The pattern.
  [[nodiscard]] const CoordinatePattern& pattern() const { return pattern_; }
  /// The table.
  [[nodiscard]] const search::PatternDatabase<8>& table() const { return table_; }

 private:
  CoordinatePattern pattern_;
  search::PatternDatabase<8> table_;
};

/// The largest estimate of several pattern databases, each over its own pattern: an
/// admissible heuristic, exact when one of them covers every coordinate.
class LargestOfPatterns {
 public:
  /// Combines `databases` (at least one).
  explicit LargestOfPatterns(std::vector<CoordinatePatternDatabase> databases)
      : databases_(std::move(databases)) {
    if (databases_.empty()) detail::raise(definition_error("a heuristic of no tables"));
  }

  /// The largest estimate of `state`.
  [[nodiscard]] int operator()(const CoordinateState& state) const {
    int best = 0;
    for (const auto& database : databases_) best = std::max(best, database(state));
    return best;
  }

  /// Whether some table says that no sequence of moves solves `state`.
  [[nodiscard]] bool unsolvable(const CoordinateState& state) const {
    return (*this)(state) >= search::PatternDatabase<8>::unreached;
  }

  /// The tables.
  [[nodiscard]] const std::vector<CoordinatePatternDatabase>& databases() const {
    return databases_;
  }

 private:
  std::vector<CoordinatePatternDatabase> databases_;
};

/// The patterns of a default heuristic for `space` whose tables hold at most `max_entries`
/// entries each (one byte an entry): every coordinate in one table when their product fits
/// (the exact distance); else the coordinates, largest first, each put in the first table
/// it fits in, a new one when it fits in none.
[[nodiscard]] inline std::vector<CoordinatePattern> choose_patterns(const CoordinateSpace& space,
                                                                    std::uint64_t max_entries) {
  const auto& coordinates = space.coordinates();
  std::vector<std::size_t> order(coordinates.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return coordinates[a].size() > coordinates[b].size();
  });
  std::vector<std::vector<std::size_t>> groups;
  std::vector<std::uint64_t> sizes;
  for (const std::size_t c : order) {
    const std::uint64_t values = coordinates[c].size();
    bool placed = false;
    for (std::size_t g = 0; g < groups.size() && !placed; ++g) {
      if (sizes[g] <= max_entries / values) {
        groups[g].push_back(c);
        sizes[g] *= values;
        placed = true;
      }
    }
    if (!placed) {
      groups.push_back({c});
      sizes.push_back(values);
    }
  }
  std::vector<CoordinatePattern> patterns;
  for (auto& group : groups) {
    std::sort(group.begin(), group.end());
    patterns.emplace_back(space, std::move(group));
  }
  return patterns;
}

}  // namespace rotation::permutation
