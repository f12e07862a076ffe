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
#include <atomic>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <numeric>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "../detail/checked_size.hpp"
#include "../detail/raise.hpp"
#include "../detail/text.hpp"
#include "../detail/threads.hpp"
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
    id_ = space.puzzle().name() + " (definition " + detail::hex64(space.puzzle().fingerprint()) +
          (space.metric() == Metric::all_powers ? ") all" : ") quarter");
    for (const std::size_t c : chosen_) id_ += " | " + space.coordinates()[c].name();
  }

  /// Names the abstraction: the puzzle with its definition's fingerprint
  /// (Puzzle::fingerprint), the metric and the coordinates, e.g. "Cube2Fixed (definition
  /// 77d0ffd10ae2c1b4) all | CORNER positions | CORNER orientations".
  [[nodiscard]] const std::string& id() const { return id_; }
  /// The number of abstract states: the product of the coordinates' sizes.
  [[nodiscard]] std::uint64_t size() const { return size_; }
  /// The coordinates, as indices into the space's.
  [[nodiscard]] const std::vector<std::size_t>& chosen() const { return chosen_; }
  /// The space whose coordinates it combines.
  [[nodiscard]] const CoordinateSpace& space() const { return *space_; }
  /// How much each coordinate's value weighs in the rank (the product of the sizes of the
  /// coordinates after it).
  [[nodiscard]] const std::vector<std::uint64_t>& weights() const { return weights_; }
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

}  // namespace rotation::permutation

// One detail namespace for the whole library (see detail/): a nested one
// would hide it from lookups made here.
namespace rotation::detail {

// The table of a pattern of coordinates, by a breadth-first search over the
// table itself: a byte per state. A small level is kept as a list of its
// ranks and expanded from it; a large one is found by scanning the table for
// its distance. While the level is smaller than what is left unreached, its
// states are expanded (forward); after, each state still unreached looks for
// a neighbour on the level and stops at the first (backward), which is
// cheaper once most states have a distance. Ranks are walked in order, their
// coordinates counted up like an odometer, so that a neighbour's rank costs a
// table look-up per coordinate and no division. Threads take ranges of ranks
// (or of the list) and claim a state with a compare-and-swap on its byte, so
// every state is counted once. The bytes are those of the finished table's
// words (PackedArray<8>), so the table is allocated once: on a machine whose
// page faults are slow, a second copy costs as much as a level.
class CoordinateTableBuild {
 public:
  CoordinateTableBuild(const permutation::CoordinatePattern& pattern,
                       const search::BuildOptions& options)
      : pattern_(pattern), options_(options) {
    size_ = checked_size<search::pattern_database_error>(
        pattern.size(), message({"pattern database '", pattern.id(), "'"}), "states");
    for (const std::size_t c : pattern.chosen())
      coordinates_.push_back(&pattern.space().coordinates()[c]);
    moves_ = pattern.space().moves().size();
  }

  search::PatternDatabase<8> run() {
    words_.assign(static_cast<std::size_t>(search::PackedArray<8>::word_count_for(size_)),
                  ~std::uint64_t{0});
    const auto goal = static_cast<std::size_t>(pattern_.entry(pattern_.space().goal()));
    store(goal, 0);
    std::vector<std::uint64_t> listed{goal};  // the level's ranks, while it is small
    bool is_listed = true;
    std::uint64_t reached = 1;
    std::uint64_t level = 1;
    const std::size_t threads =
        options_.threads != 0 ? options_.threads : threads_for(size_, 1U << 18);
    const std::size_t list_limit = std::max<std::size_t>(size_ / 64, 1024);
    for (int d = 0; level != 0; ++d) {
      if (options_.on_level)
        options_.on_level(search::BuildProgress{d, level, reached, reached, size_});
      if (d + 1 >= unreached)
        raise(search::pattern_database_error(
            message({"pattern database '", pattern_.id(),
                     "': distances reach 255, more than a byte holds"})));
      const bool backward = level > size_ - reached;
      const bool list_next = !backward && level * moves_ <= list_limit;
      std::vector<Found> found(threads);
      const auto at = static_cast<std::uint8_t>(d);
      std::atomic<std::size_t> next_chunk{0};
      if (is_listed && !backward) {
        const std::size_t chunk = 256;
        run_split(threads, [&](std::size_t t) {
          for (;;) {
            const std::size_t begin = next_chunk.fetch_add(chunk, std::memory_order_relaxed);
            if (begin >= listed.size()) break;
            for (std::size_t i = begin; i < std::min(listed.size(), begin + chunk); ++i)
              expand(digits_of(listed[i]), at, list_next, found[t]);
          }
        });
      } else {
        const std::size_t chunk = std::max<std::size_t>(size_ / (threads * 16) + 1, 4096);
        run_split(threads, [&](std::size_t t) {
          for (;;) {
            const std::size_t begin = next_chunk.fetch_add(chunk, std::memory_order_relaxed);
            if (begin >= size_) break;
            scan(begin, std::min(size_, begin + chunk), at, backward, list_next, found[t]);
          }
        });
      }
      level = 0;
      listed.clear();
      for (Found& part : found) {
        level += part.count;
        listed.insert(listed.end(), part.ranks.begin(), part.ranks.end());
      }
      is_listed = list_next;
      reached += level;
    }
    return search::PatternDatabase<8>(pattern_.id(),
                                      search::PackedArray<8>(size_, std::move(words_)));
  }

 private:
  static constexpr int unreached = 255;
  using Digits = std::array<std::uint32_t, permutation::max_coordinates>;

  // What a thread gave the next distance: how many, and, for a small level,
  // which.
  struct Found {
    std::uint64_t count = 0;
    std::vector<std::uint64_t> ranks;
  };

  Digits digits_of(std::uint64_t rank) const {
    Digits digit{};
    for (std::size_t i = 0; i < coordinates_.size(); ++i) {
      digit[i] = static_cast<std::uint32_t>(rank / pattern_.weights()[i]);
      rank %= pattern_.weights()[i];
    }
    return digit;
  }

  // The rank after move m from the state whose coordinates' rows are `rows`.
  std::size_t neighbour(const std::array<const std::uint32_t*, permutation::max_coordinates>& rows,
                        std::size_t m) const {
    std::size_t rank = 0;
    for (std::size_t i = 0; i < coordinates_.size(); ++i)
      rank += static_cast<std::size_t>(pattern_.weights()[i]) * rows[i][m];
    return rank;
  }

  std::array<const std::uint32_t*, permutation::max_coordinates> rows_of(
      const Digits& digit) const {
    std::array<const std::uint32_t*, permutation::max_coordinates> rows{};
    for (std::size_t i = 0; i < coordinates_.size(); ++i) rows[i] = coordinates_[i]->row(digit[i]);
    return rows;
  }

  // Forward: gives d + 1 to the unreached neighbours of the state of these
  // coordinates (at d).
  void expand(const Digits& digit, std::uint8_t d, bool list, Found& found) {
    const auto rows = rows_of(digit);
    for (std::size_t m = 0; m < moves_; ++m) {
      const std::size_t next = neighbour(rows, m);
      if (load(next) == unreached && claim(next, static_cast<std::uint8_t>(d + 1))) {
        ++found.count;
        if (list) found.ranks.push_back(next);
      }
    }
  }

  // Ranks [begin, end): expands those at distance d (forward), or gives d + 1
  // to the unreached ones with a neighbour at d (backward).
  void scan(std::size_t begin, std::size_t end, std::uint8_t d, bool backward, bool list,
            Found& found) {
    Digits digit = digits_of(begin);
    const std::uint8_t wanted = backward ? static_cast<std::uint8_t>(unreached) : d;
    std::size_t r = begin;
    while (r < end) {
      // Most ranks of a level's scan are not wanted: eight at a time are
      // passed over when none of them is.
      if (r % 8 == 0 && r + 8 <= end && !has_byte(r, wanted)) {
        advance(digit, 8);
        r += 8;
        continue;
      }
      if (load(r) == wanted) {
        if (!backward) {
          expand(digit, d, list, found);
        } else {
          const auto rows = rows_of(digit);
          for (std::size_t m = 0; m < moves_; ++m) {
            if (load(neighbour(rows, m)) == d) {
              store(r, static_cast<std::uint8_t>(d + 1));  // r is this thread's own
              ++found.count;
              break;
            }
          }
        }
      }
      advance(digit, 1);
      ++r;
    }
  }

  // Whether one of the eight bytes of the word from rank i (a multiple of 8) is `value`.
  bool has_byte(std::size_t i, std::uint8_t value) const {
    std::uint64_t word = 0;
    for (std::size_t b = 0; b < 8; ++b) word |= std::uint64_t{load(i + b)} << (8 * b);
    const std::uint64_t x = word ^ (0x0101010101010101ULL * value);  // a zero byte where equal
    return ((x - 0x0101010101010101ULL) & ~x & 0x8080808080808080ULL) != 0;
  }

  // The odometer of coordinates moved on by n ranks: the last turns fastest.
  void advance(Digits& digit, std::uint64_t n) const {
    for (std::size_t i = coordinates_.size(); i-- > 0 && n != 0;) {
      const std::uint64_t size = coordinates_[i]->size();
      const std::uint64_t sum = digit[i] + n;
      if (sum < size) {
        digit[i] = static_cast<std::uint32_t>(sum);
        return;
      }
      digit[i] = static_cast<std::uint32_t>(sum % size);
      n = sum / size;
    }
  }

  // Rank i's byte: byte i % 8 of word i / 8 as PackedArray<8> numbers them
  // (its low bits first), wherever the machine puts that byte.
  std::uint8_t& byte(std::size_t i) const {
    auto* bytes = reinterpret_cast<unsigned char*>(const_cast<std::uint64_t*>(words_.data()));
    const std::size_t within = std::endian::native == std::endian::little ? i % 8 : 7 - i % 8;
    return bytes[i / 8 * 8 + within];
  }
  std::uint8_t load(std::size_t i) const {
    return std::atomic_ref<std::uint8_t>(byte(i)).load(std::memory_order_relaxed);
  }
  void store(std::size_t i, std::uint8_t value) {
    std::atomic_ref<std::uint8_t>(byte(i)).store(value, std::memory_order_relaxed);
  }
  // Sets an unreached byte; true for the one thread that did.
  bool claim(std::size_t i, std::uint8_t value) {
    auto expected = static_cast<std::uint8_t>(unreached);
    return std::atomic_ref<std::uint8_t>(byte(i)).compare_exchange_strong(
        expected, value, std::memory_order_relaxed);
  }

  const permutation::CoordinatePattern& pattern_;
  const search::BuildOptions& options_;
  std::size_t size_ = 0;
  std::vector<const permutation::Coordinate*> coordinates_;
  std::size_t moves_ = 0;
  std::vector<std::uint64_t> words_;  // the table, a byte per rank
};

}  // namespace rotation::detail

namespace rotation::permutation {

/// A pattern database of a permutation puzzle with the pattern it was built for: look-ups
/// go through that pattern, so a state always meets its own table.
class CoordinatePatternDatabase {
 public:
  /// Builds the table of `pattern`: a breadth-first search from the goal over the table
  /// itself, a byte per state and nothing more (options: threads, and a call per level).
  explicit CoordinatePatternDatabase(CoordinatePattern pattern,
                                     const search::BuildOptions& options = {})
      : pattern_(std::move(pattern)),
        table_(detail::CoordinateTableBuild(pattern_, options).run()) {}

  /// Takes `table` as the table of `pattern` (one read from a file, say); throws
  /// search::pattern_database_error when its id or size is not the pattern's.
  CoordinatePatternDatabase(CoordinatePattern pattern, search::PatternDatabase<8> table)
      : pattern_(std::move(pattern)), table_(std::move(table)) {
    if (table_.id() != pattern_.id() || table_.size() != pattern_.size())
      detail::raise(search::pattern_database_error(detail::message(
          {"the table '", table_.id(), "' is not that of the pattern '", pattern_.id(), "'"})));
  }

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
/// entries each (one byte an entry). Every coordinate in one table when their product fits
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
