#pragma once
#include "detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

// The exact distance of every placement of one symbol's blocks to the center.
//
// Whether a board is solved with symbol s in the center depends only on the
// set of cells holding s, so the moves a board needs are the least, over its
// symbols, of the moves that set needs to become the center. There are
// C(cells, center size) such sets (735,471 on the standard board); one
// breadth-first search from the center set gives every one of them its
// distance. Every move has an inverse, so the distance from the center equals
// the distance to it.
//
// Entries take 4 bits (the standard board's largest distance is 14, and 15
// marks an unseen set while building): 359 KiB. The table is built on first use, once per topology,
// safely when several threads ask at the same time, and read-only afterwards.

#include <array>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <vector>

#include "bitboard.hpp"
#include "detail/subset_rank.hpp"
#include "move.hpp"
#include "placement.hpp"
#include "standard_topology.hpp"
#include "topology.hpp"

namespace rotation {

template <Topology T = StandardTopology>
class PatternDatabase {
  using bits = Bitboard<T>;
  using ranking = detail::SubsetRank<T::cell_count, T::center.size()>;
  using rank_type = typename ranking::rank_type;
  using mask_type = typename bits::mask_type;

 public:
  // The table of T, built by the first call (from any thread). Small enough
  // to inline into every evaluation: the build stays out of line.
  static const PatternDatabase& instance() {
    static const PatternDatabase table;
    return table;
  }

  // Builds a table of one's own: what instance() does once. Worth calling
  // only to measure the build; everything else should share instance().
  PatternDatabase() : nibbles_((ranking::count + 1) / 2, 0xff) { build(); }

  // The fewest moves that bring the placement's blocks onto the center. A
  // Placement always has the center's number of cells, so its rank is in range.
  int distance(const Placement<T>& placement) const {
    return entry(ranking::rank(placement.cells()));
  }

  // Every placement whose distance is at least `moves`, in rank order.
  std::vector<Placement<T>> placements_needing_at_least(int moves) const {
    std::vector<Placement<T>> found;
    for (rank_type r = 0; r < ranking::count; ++r)
      if (entry(r) >= moves) found.emplace_back(ranking::unrank(r));
    return found;
  }

  std::size_t memory_bytes() const { return nibbles_.size(); }
  int max_distance() const { return max_distance_; }

  PatternDatabase(const PatternDatabase&) = delete;
  PatternDatabase& operator=(const PatternDatabase&) = delete;

 private:
  static constexpr std::uint8_t unseen = 0xf;
  static constexpr auto all_moves = Move<T>::all();

  int entry(rank_type rank) const { return (nibbles_[rank >> 1] >> ((rank & 1) * 4)) & 0xf; }

  void set(rank_type rank, int distance) {
    const unsigned shift = (rank & 1) * 4;
    auto& byte = nibbles_[rank >> 1];
    byte = static_cast<std::uint8_t>((byte & ~(0xfu << shift)) | (unsigned(distance) << shift));
  }

  // Breadth-first search from the center, a level at a time: the queue holds
  // the sets found, in order of distance. A set's neighbours are ranked
  // first and looked up after, so the look-ups (spread over the whole table)
  // overlap rather than wait on each other.
  [[gnu::noinline]] void build() {
    std::vector<mask_type> queue(ranking::count);
    std::size_t found = 0;
    queue[found++] = bits::center;
    set(ranking::rank(bits::center), 0);
    std::size_t level_begin = 0;
    int distance = 0;
    while (level_begin < found) {
      const std::size_t level_end = found;
      for (std::size_t i = level_begin; i < level_end; ++i) {
        std::array<mask_type, bits::move_count> next{};
        std::array<rank_type, bits::move_count> rank{};
        for (const auto move : all_moves) {
          next[move.index()] = bits::apply(move, queue[i]);
          rank[move.index()] = ranking::rank(next[move.index()]);
        }
        for (std::size_t m = 0; m < bits::move_count; ++m) {
          if (entry(rank[m]) != unseen) continue;
          if (distance + 1 == unseen)
            throw std::length_error("pattern database: distances do not fit in 4 bits");
          set(rank[m], distance + 1);
          queue[found++] = next[m];
        }
      }
      level_begin = level_end;
      if (level_begin < found) ++distance;
    }
    max_distance_ = distance;
    if (found != ranking::count)
      throw std::logic_error("pattern database: some placements cannot reach the center");
  }

  std::vector<std::uint8_t> nibbles_;
  int max_distance_ = 0;
};

}  // namespace rotation
