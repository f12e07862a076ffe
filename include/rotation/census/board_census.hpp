#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// The census: how many boards need each number of moves, counted over the partitions of
/// the cells into placements (census.hpp says how), for two or three symbols.

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <functional>
#include <limits>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../bitboard.hpp"
#include "../board.hpp"
#include "../detail/bits.hpp"
#include "../detail/checked_size.hpp"
#include "../detail/config.hpp"
#include "../detail/memory_limit.hpp"
#include "../detail/raise.hpp"
#include "../detail/subset_rank.hpp"
#include "../detail/text.hpp"
#include "../detail/threads.hpp"
#include "../error.hpp"
#include "../placement.hpp"
#include "../placement_abstraction.hpp"
#include "../search/build_in_place.hpp"
#include "../search/packed_array.hpp"
#include "../standard_topology.hpp"
#include "../topology.hpp"
#include "placement_distances.hpp"

#if ROTATION_HAS_THREADS
#include <thread>
#endif

namespace rotation {

namespace detail {

// C(n, k) for every n a mask has and the k a rank of 8 cells needs.
inline constexpr auto census_binomial = [] {
  std::array<std::array<std::uint32_t, 10>, 65> table{};
  for (std::size_t n = 0; n <= 64; ++n)
    for (std::size_t k = 0; k <= 9; ++k)
      table[n][k] = static_cast<std::uint32_t>(std::min<std::uint64_t>(
          SubsetRank<64, 9>::choose(n, k), std::numeric_limits<std::uint32_t>::max()));
  return table;
}();

// bytes_with[n]: every byte with n bits set, increasing.
inline constexpr auto bytes_by_popcount = [] {
  struct Lists {
    std::array<std::array<std::uint8_t, 70>, 9> bytes{};  // C(8, 4) = 70 at most
    std::array<std::size_t, 9> size{};
  } lists{};
  for (unsigned b = 0; b < 256; ++b) {
    const auto n = static_cast<std::size_t>(popcount(b));
    lists.bytes[n][lists.size[n]++] = static_cast<std::uint8_t>(b);
  }
  return lists;
}();

// Counts the splits of 16 cells into two placements: B holding the lowest
// of them and 7 of the other 15, C the other 8. Adds to counts[m], m the
// lesser distance of the two, for each of the C(15, 7) = 6,435 splits.
//
// The other 15 cells are bits of a pattern, q[1] .. q[8] its low byte and
// q[9] .. q[15] its high 7 bits; B takes the set bits, C the clear ones. A
// rank is a sum of one term per cell, C(cell, i + 1) for the i-th cell of
// the set from the lowest, so the ranks of B and C are sums of a term for
// each byte of the pattern: the low byte's depends on the byte alone, the
// high bits' on the bits and on how many cells the low byte gave the set,
// which is fixed once the high bits are (B has 8 cells). Each table is
// built an entry from another, taking away the highest cell.
template <class Mask>
void count_splits(Mask cells, const std::uint8_t* distance, std::span<std::uint32_t> counts) {
  const auto& binomial = census_binomial;
  std::array<std::size_t, 16> q{};
  for (std::size_t i = 0; i < 16; ++i) {
    q[i] = static_cast<std::size_t>(std::countr_zero(cells));
    cells &= cells - 1;
  }
  // low_b[b], low_c[b]: the terms of B's and C's cells in the low byte when
  // B's low byte is b (C's is then ~b).
  std::array<std::uint32_t, 256> low_b{};
  std::array<std::uint32_t, 256> low_c_of{};  // by C's own byte
  for (unsigned b = 1; b < 256; ++b) {
    const auto top = static_cast<unsigned>(std::bit_width(b)) - 1;
    const auto n = static_cast<std::size_t>(popcount(b));
    const std::size_t cell = q[1 + top];
    // B's cells in the low byte are its 2nd to (n + 1)-th (q[0] is its
    // first): the highest is number n from 0. C's are its first n.
    low_b[b] = low_b[b ^ (1U << top)] + binomial[cell][n + 1];
    low_c_of[b] = low_c_of[b ^ (1U << top)] + binomial[cell][n];
  }
  std::array<std::uint32_t, 256> low_c{};
  for (unsigned b = 0; b < 256; ++b) low_c[b] = low_c_of[~b & 0xffU];

  for (unsigned high = 0; high < 128; ++high) {
    const auto in_high = static_cast<std::size_t>(popcount(high));
    const std::size_t in_low = 7 - in_high;  // B's cells in the low byte
    // B: q[0], then in_low cells of the low byte, then these; C: 8 - in_low
    // cells of the low byte, then the high cells B leaves.
    auto b_rank = static_cast<std::uint32_t>(q[0]);
    std::size_t b_index = 1 + in_low;
    auto c_rank = std::uint32_t{0};
    std::size_t c_index = 8 - in_low;
    for (std::size_t bit = 0; bit < 7; ++bit) {
      const std::size_t cell = q[9 + bit];
      if (high >> bit & 1U) {
        b_rank += binomial[cell][++b_index];
      } else {
        c_rank += binomial[cell][++c_index];
      }
    }
    const auto& bytes = bytes_by_popcount.bytes[in_low];
    const std::size_t n = bytes_by_popcount.size[in_low];
    for (std::size_t i = 0; i < n; ++i) {
      const std::uint8_t b = bytes[i];
      const std::uint8_t db = distance[b_rank + low_b[b]];
      const std::uint8_t dc = distance[c_rank + low_c[b]];
      ++counts[std::min(db, dc)];
    }
  }
}

}  // namespace detail

/// A topology the census can count: 8-cell placements and two or three symbols.
/// Size 7 takes about a second; size 9 would take millions of times that.
template <class T>
concept CensusInReach = EightBlockTopology<T> && T::symbol_count >= 2 && T::symbol_count <= 3;

/// How board_census() runs.
struct CensusOptions {
  unsigned threads = 0;       ///< 0: every hardware thread
  ProgressCallback progress;  ///< called now and then on the calling thread; may throw to cancel
};

/// How many boards need each number of moves.
struct BoardCensus {
  std::vector<std::uint64_t> boards_at;  ///< boards needing exactly d moves, at index d

  /// The number of boards counted: every board.
  std::uint64_t total() const {
    std::uint64_t sum = 0;
    for (const auto count : boards_at) sum += count;
    return sum;
  }
  /// The most moves any board needs: the last distance with a board.
  int gods_number() const { return static_cast<int>(boards_at.size()) - 1; }
  /// How many boards need `moves` moves or more.
  std::uint64_t at_least(int moves) const {
    std::uint64_t sum = 0;
    for (std::size_t d = static_cast<std::size_t>(std::max(moves, 0)); d < boards_at.size(); ++d)
      sum += boards_at[d];
    return sum;
  }
};

/// How many boards need each number of moves, counted from the distances of the placements.
template <CensusInReach T>
BoardCensus board_census(const PlacementDistances<T>& distances,
                         const CensusOptions& options = {}) {
  using mask_type = typename Bitboard<T>::mask_type;
  const std::uint8_t* const distance = distances.by_rank().data();
  const auto slots = static_cast<std::size_t>(distances.max_distance()) + 1;
  std::vector<std::uint64_t> unordered(slots, 0);
  auto report = [&options](double fraction) {
    if (options.progress) options.progress(Progress{"counting every board", fraction});
  };
  report(0);

  if constexpr (T::symbol_count == 2) {
    std::vector<std::uint32_t> counts(slots, 0);
    detail::count_splits(Bitboard<T>::all_cells, distance, counts);
    for (std::size_t d = 0; d < slots; ++d) unordered[d] = counts[d];
  } else {
    // The first part: cell 0 and 7 of the other cells, in chunks taken by
    // the threads in turn.
    using first_ranking = detail::SubsetRank<T::cell_count - 1, 7>;
    using ranking = typename PlacementDistances<T>::ranking;
    constexpr std::uint64_t firsts = first_ranking::count;
    constexpr std::uint64_t chunk = 512;
    constexpr std::uint64_t chunks = (firsts + chunk - 1) / chunk;
    const unsigned threads =
        std::max(1U, options.threads != 0 ? options.threads : detail::hardware_threads());
    std::atomic<std::uint64_t> next_chunk{0};
    std::atomic<std::uint64_t> done_chunks{0};
    std::vector<std::vector<std::uint64_t>> found(threads, std::vector<std::uint64_t>(slots, 0));
    detail::run_split_with_stop(threads, [&](unsigned t, const std::atomic<bool>& stop) {
      std::vector<std::uint32_t> counts(slots, 0);
      auto& total = found[t];
      while (!stop.load(std::memory_order_relaxed)) {
        const std::uint64_t c = next_chunk.fetch_add(1, std::memory_order_relaxed);
        if (c >= chunks) break;
        const std::uint64_t end = std::min(firsts, (c + 1) * chunk);
        auto rest = static_cast<mask_type>(
            first_ranking::unrank(static_cast<typename first_ranking::rank_type>(c * chunk)));
        for (std::uint64_t r = c * chunk; r < end; ++r, rest = first_ranking::next(rest)) {
          const auto first = static_cast<mask_type>(rest << 1 | 1U);
          const std::size_t d_first = distance[ranking::rank(first)];
          std::fill(counts.begin(), counts.end(), 0U);
          detail::count_splits(static_cast<mask_type>(Bitboard<T>::all_cells & ~first), distance,
                               counts);
          for (std::size_t d = 0; d < slots; ++d) total[std::min(d, d_first)] += counts[d];
        }
        const std::uint64_t done = done_chunks.fetch_add(1) + 1;
        if (t == 0) report(static_cast<double>(done) / static_cast<double>(chunks));
      }
    });
    for (const auto& counts : found)
      for (std::size_t d = 0; d < slots; ++d) unordered[d] += counts[d];
  }

  BoardCensus census;
  census.boards_at.resize(slots);
  for (std::size_t d = 0; d < slots; ++d)
    census.boards_at[d] = unordered[d] * detail::labellings<T>();
  while (!census.boards_at.empty() && census.boards_at.back() == 0) census.boards_at.pop_back();
  report(1);
  return census;
}

/// How many boards of T need each number of moves, building the placement distances first.
template <CensusInReach T = StandardTopology>
BoardCensus board_census(const CensusOptions& options = {}) {
  const PlacementDistances<T> distances;
  return board_census<T>(distances, options);
}

}  // namespace rotation
