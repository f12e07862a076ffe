#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// A pattern database of any puzzle: for each entry of an abstraction (see
/// abstraction.hpp), the fewest moves any of its states needs, in Bits-bit
/// entries. A value: build it (build_pattern_database.hpp), save and load it
/// (pattern_database_file.hpp), share it between threads (it is read-only),
/// and look states up through it as a heuristic (lookup, below).

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "errors.hpp"
#include "packed_array.hpp"

namespace rotation::search {

/// A pattern database that cannot be built, saved or loaded as asked: the
/// message says which file or abstraction and why.
class pattern_database_error : public rotation::detail::StandardError<std::runtime_error> {
 public:
  using StandardError::StandardError;
};

/// A pattern database of any puzzle: for each entry of an abstraction, the fewest moves any
/// of its states needs, in Bits-bit entries (4 or 8).
///
/// A value: build it (build_pattern_database), save and load it (save,
/// load_pattern_database), share it between threads (it is read-only), and look states up
/// through it as a heuristic (lookup).
template <unsigned Bits = 8>
class PatternDatabase {
  static_assert(Bits == 4 || Bits == 8, "entries of 4 or 8 bits");

 public:
  static constexpr unsigned entry_bits = Bits;  ///< the bits of an entry
  /// The entry of abstract states that no goal reaches (none, in an
  /// abstraction of a puzzle whose every state can be solved).
  static constexpr int unreached = (1 << Bits) - 1;
  /// The largest distance an entry holds.
  static constexpr int max_entry = unreached - 1;

  /// An empty database.
  PatternDatabase() = default;
  /// The database of the abstraction named `id`, with these entries.
  PatternDatabase(std::string id, PackedArray<Bits> entries)
      : id_(std::move(id)), entries_(std::move(entries)) {}

  /// The fewest moves of the states with this entry number (unreached for none).
  [[nodiscard]] int operator[](std::uint64_t entry) const {
    return static_cast<int>(entries_.get(static_cast<std::size_t>(entry)));
  }

  /// The id of the abstraction it was built for.
  [[nodiscard]] std::string_view id() const { return id_; }
  /// The number of entries.
  [[nodiscard]] std::uint64_t size() const { return entries_.size(); }
  /// The bytes the entries take.
  [[nodiscard]] std::size_t memory_bytes() const { return entries_.memory_bytes(); }
  /// The entries, packed.
  [[nodiscard]] const PackedArray<Bits>& entries() const { return entries_; }

  /// How many entries hold each distance: at [d], those at distance d, up to the largest.
  ///
  /// One pass over the table. Unreached entries are not counted.
  [[nodiscard]] std::vector<std::uint64_t> distance_counts() const {
    std::vector<std::uint64_t> counts;
    for (std::size_t i = 0; i < entries_.size(); ++i) {
      const auto d = static_cast<std::size_t>(entries_.get(i));
      if (d == static_cast<std::size_t>(unreached)) continue;
      if (d >= counts.size()) counts.resize(d + 1, 0);
      ++counts[d];
    }
    return counts;
  }

 private:
  std::string id_;
  PackedArray<Bits> entries_;
};

/// A heuristic that looks a state up: database[entry(state)]. `entry` maps a
/// state of the search to the entry number of its abstract state; the
/// database is held by reference and must outlive the heuristic.
template <unsigned Bits, class Entry>
struct Lookup {
  const PatternDatabase<Bits>* database;  ///< the database, which must outlive the heuristic
  Entry entry;  ///< maps a state of the search to the entry number of its abstract state

  /// The estimate for `state`: database[entry(state)].
  template <class State>
  requires std::convertible_to<std::invoke_result_t<const Entry&, const State&>, std::uint64_t>
  int operator()(const State& state) const {
    return (*database)[static_cast<std::uint64_t>(entry(state))];
  }
};

/// The heuristic that looks states up in `database` through `entry` (see Lookup); the
/// database must outlive it.
template <unsigned Bits, class Entry>
Lookup<Bits, Entry> lookup(const PatternDatabase<Bits>& database, Entry entry) {
  return Lookup<Bits, Entry>{&database, std::move(entry)};
}

}  // namespace rotation::search
