#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// Pattern databases of a permutation puzzle, from its coordinates: a table over
/// some coordinates of a CoordinateSpace holds, for every combination of their
/// values, the fewest moves that solve what they show. Looked up by the values
/// of the same coordinates, it is an admissible heuristic, and over all of them
/// the exact distance.
///
/// A table and the coordinates it was built over (coordinate_pattern.hpp) stay
/// together (CoordinatePatternDatabase), so a state is never looked up in the
/// wrong table; the tables are built by build_coordinate_table.hpp, those a
/// search uses chosen under a memory budget (choose_patterns) and their
/// estimates combined by taking the largest.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <numeric>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "../detail/raise.hpp"
#include "../detail/text.hpp"
#include "../search/build_options.hpp"
#include "../search/pattern_database.hpp"
#include "build_coordinate_table.hpp"
#include "coordinate_pattern.hpp"
#include "coordinate_space.hpp"

namespace rotation::permutation {

/// A pattern database of a permutation puzzle with the pattern it was built for: look-ups
/// go through that pattern, so a state always meets its own table.
class CoordinatePatternDatabase {
 public:
  /// Builds the table of `pattern` (build_coordinate_table; options: threads, and a call
  /// per level).
  explicit CoordinatePatternDatabase(CoordinatePattern pattern,
                                     const search::BuildOptions& options = {})
      : pattern_(std::move(pattern)), table_(build_coordinate_table(pattern_, options)) {}

  /// Takes `table` as the table of `pattern` (one read from a file, say); throws
  /// search::pattern_database_error when its id or size is not the pattern's.
  CoordinatePatternDatabase(CoordinatePattern pattern, CoordinateTable table)
      : pattern_(std::move(pattern)), table_(std::move(table)) {
    const auto [id, size] = std::visit(
        [](const auto& t) { return std::pair<std::string_view, std::uint64_t>(t.id(), t.size()); },
        table_);
    if (id != pattern_.id() || size != pattern_.size())
      detail::raise(search::pattern_database_error(detail::message(
          {"the table '", std::string(id), "' is not that of the pattern '", pattern_.id(), "'"})));
  }

  /// The fewest moves that solve what the pattern shows of `state`; unreached_value() when
  /// no sequence of moves does.
  [[nodiscard]] int operator()(const CoordinateState& state) const {
    return distance_at(pattern_.entry(state));
  }
  /// The entry of rank `entry` (a pattern's abstract state): its fewest moves, or
  /// unreached_value().
  [[nodiscard]] int distance_at(std::uint64_t entry) const {
    if (const auto* narrow = std::get_if<search::PatternDatabase<4>>(&table_))
      return (*narrow)[entry];
    return (*std::get_if<search::PatternDatabase<8>>(&table_))[entry];  // the other width
  }
  /// Whether no sequence of moves solves what the pattern shows of `state`.
  [[nodiscard]] bool unsolvable(const CoordinateState& state) const {
    return (*this)(state) == unreached_value();
  }
  /// The entry of states that no sequence of moves solves: 15 in half bytes, 255 in bytes.
  [[nodiscard]] int unreached_value() const { return (1 << entry_bits()) - 1; }

  /// The bits of an entry: 4 as built when no distance passes 14, else 8 (and 8 for a table
  /// read from a file that kept it a byte an entry).
  [[nodiscard]] unsigned entry_bits() const { return table_.index() == 0 ? 4 : 8; }
  /// The number of entries (the pattern's size).
  [[nodiscard]] std::uint64_t size() const { return pattern_.size(); }
  /// The bytes the entries take.
  [[nodiscard]] std::size_t memory_bytes() const {
    return std::visit([](const auto& t) { return t.memory_bytes(); }, table_);
  }
  /// How many entries hold each distance: at [d], those at distance d, up to the largest.
  [[nodiscard]] std::vector<std::uint64_t> distance_counts() const {
    return std::visit([](const auto& t) { return t.distance_counts(); }, table_);
  }

  /// The pattern.
  [[nodiscard]] const CoordinatePattern& pattern() const { return pattern_; }
  /// The table.
  [[nodiscard]] const CoordinateTable& table() const { return table_; }

 private:
  CoordinatePattern pattern_;
  CoordinateTable table_;
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

  /// The largest estimate, or the first of at least `enough`, the later tables not looked
  /// up (search::HeuristicWithCutOff: a node the search is about to cut needs no more).
  [[nodiscard]] int at_least(const CoordinateState& state, int enough) const {
    int best = 0;
    for (const auto& database : databases_) {
      best = std::max(best, database(state));
      if (best >= enough) break;
    }
    return best;
  }

  /// Whether some table says that no sequence of moves solves `state`.
  [[nodiscard]] bool unsolvable(const CoordinateState& state) const {
    return std::any_of(databases_.begin(), databases_.end(),
                       [&](const auto& database) { return database.unsolvable(state); });
  }

  /// The tables.
  [[nodiscard]] const std::vector<CoordinatePatternDatabase>& databases() const {
    return databases_;
  }

 private:
  std::vector<CoordinatePatternDatabase> databases_;
};

/// The patterns of a default heuristic for `space` whose tables hold at most `max_entries`
/// entries each. Every coordinate in one table when their product fits
/// (the exact distance). Otherwise tables of one set each, since the views of one set
/// bound each other's moves far more than views of different sets do: a set's coordinates
/// all in one table when they fit (the cube's corners), else each of its positions
/// coordinates with the set's orientations when that fits and alone when not, the
/// orientations alone if no such table took them (the cube's edges: six edges' places with
/// every edge's flip, and the five others' with the flips too). Then tables whose product
/// fits are merged, the largest first, into one that is at least as strong as both.
[[nodiscard]] inline std::vector<CoordinatePattern> choose_patterns(const CoordinateSpace& space,
                                                                    std::uint64_t max_entries) {
  const auto& coordinates = space.coordinates();
  const std::size_t exact = space.exact_coordinates();
  auto size_of = [&](const std::vector<std::size_t>& group) {
    std::uint64_t size = 1;
    for (const std::size_t c : group) {
      const std::uint64_t values = coordinates[c].size();
      if (size > max_entries / values) return max_entries + 1;  // saturated: too large
      size *= values;
    }
    return size;
  };
  std::vector<std::size_t> all(exact);
  std::iota(all.begin(), all.end(), std::size_t{0});
  std::vector<std::vector<std::size_t>> groups;
  if (size_of(all) <= max_entries) {
    groups.push_back(all);
  } else {
    for (std::size_t set = 0; set < space.puzzle().sets().size(); ++set) {
      std::vector<std::size_t> places;
      std::optional<std::size_t> turns;
      for (std::size_t c = 0; c < exact; ++c) {
        if (coordinates[c].set() != set) continue;
        if (coordinates[c].view() == Coordinate::View::orientations)
          turns = c;
        else
          places.push_back(c);
      }
      std::vector<std::size_t> whole = places;
      if (turns) whole.push_back(*turns);
      if (whole.empty()) continue;
      if (size_of(whole) <= max_entries) {
        groups.push_back(whole);
        continue;
      }
      bool turns_taken = false;
      for (const std::size_t c : places) {
        if (turns && size_of({c, *turns}) <= max_entries) {
          groups.push_back({c, *turns});
          turns_taken = true;
        } else {
          groups.push_back({c});
        }
      }
      if (turns && !turns_taken) groups.push_back({*turns});
    }
    // Merge: the largest table first takes in the largest others that fit.
    std::stable_sort(groups.begin(), groups.end(),
                     [&](const auto& x, const auto& y) { return size_of(x) > size_of(y); });
    for (std::size_t i = 0; i < groups.size(); ++i) {
      for (std::size_t j = i + 1; j < groups.size();) {
        std::vector<std::size_t> merged = groups[i];
        for (const std::size_t c : groups[j])
          if (std::find(merged.begin(), merged.end(), c) == merged.end()) merged.push_back(c);
        if (size_of(merged) <= max_entries) {
          groups[i] = std::move(merged);
          groups.erase(groups.begin() + static_cast<std::ptrdiff_t>(j));
        } else {
          ++j;
        }
      }
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
