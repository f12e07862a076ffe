#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// A far board found by local search: no proof, but a board the exhaustive search of God's
/// number would reach only after hours, so that it need search only above it.

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
#include "cover_search.hpp"
#include "placement_distances.hpp"

#if ROTATION_HAS_THREADS
#include <thread>
#endif

namespace rotation {

/// What the local search of gods_number() did.
struct LocalSearchFigures {
  int moves = 0;               ///< the farthest board found needs this many moves
  std::uint64_t climbs = 0;    ///< climbs run
  std::uint64_t found_by = 0;  ///< the first climb that found it, from 0
  double seconds = 0;          ///< the time it took
};

namespace detail {

// A far board by local search: from a random partition of the cells into
// parts of 8, swaps of two cells of different parts, each kept unless it
// brings the nearest part nearer (or leaves it as near with more parts that
// near, or the parts nearer in all), until `patience` swaps in a row gained
// nothing. It proves nothing; it finds boards the exhaustive search would
// reach only after hours (size 13, 27 moves), so that the exhaustive search
// is needed only above the farthest found. Restart r draws from its own
// generator, seeded with r: the result is the same on any number of threads.
template <EightBlockTopology T>
class LocalSearch {
 public:
  using mask_type = typename Bitboard<T>::mask_type;
  using Cover = typename CoverSearch<T>::Cover;
  static constexpr std::size_t part_count = CoverSearch<T>::part_count;
  static constexpr int patience = 20'000;

  struct Found {
    int moves = -1;             // the nearest part's distance: the board needs that many
    std::uint64_t restart = 0;  // the first restart that found it
    Cover parts{};              // in the order of their lowest cells
  };

  explicit LocalSearch(const PlacementDistances<T>& distances) : distances_(distances) {}

  // The farthest board of `restarts` climbs, stopping at the first that
  // reaches `enough` (every climb numbered below it still finishes).
  Found run(std::uint64_t restarts, int enough, unsigned threads,
            const ProgressCallback& progress) const {
    std::atomic<std::uint64_t> next{0};
    std::atomic<std::uint64_t> done{0};
    std::atomic<std::uint64_t> last{restarts};  // restarts from here on are not needed
    threads = std::max(1U, threads);
    std::vector<Found> best(threads);
    detail::run_split_with_stop(threads, [&](unsigned t, const std::atomic<bool>& stop) {
      while (!stop.load(std::memory_order_relaxed)) {
        const std::uint64_t r = next.fetch_add(1);
        if (r >= last.load()) break;
        const Found found = climb(r, enough);
        if (found.moves > best[t].moves) best[t] = found;
        if (found.moves >= enough) {
          std::uint64_t known = last.load();
          while (r + 1 < known && !last.compare_exchange_weak(known, r + 1)) {
          }
        }
        const std::uint64_t finished = done.fetch_add(1) + 1;
        if (t == 0 && progress)
          progress(Progress{
              "a far board, by local search",
              std::min(1.0, static_cast<double>(finished) / static_cast<double>(last.load()))});
      }
    });
    Found result;
    for (const Found& found : best)
      if (found.moves > result.moves ||
          (found.moves == result.moves && found.restart < result.restart))
        result = found;
    return result;
  }

 private:
  // splitmix64: small, fast, and the same sequence on every platform.
  struct Random {
    std::uint64_t state;
    std::uint64_t next() {
      std::uint64_t z = state += 0x9e3779b97f4a7c15U;
      z = (z ^ (z >> 30U)) * 0xbf58476d1ce4e5b9U;
      z = (z ^ (z >> 27U)) * 0x94d049bb133111ebU;
      return z ^ (z >> 31U);
    }
    std::size_t below(std::size_t n) {
      return static_cast<std::size_t>((next() >> 32U) * n >> 32U);
    }
  };

  int distance(mask_type cells) const {
    return distances_.by_rank()[static_cast<std::size_t>(ranking::rank(cells))];
  }

  // Nearest first, then fewer parts that near, then farther in all.
  static std::int64_t score(const std::array<int, part_count>& distance) {
    int nearest = std::numeric_limits<int>::max();
    int at_nearest = 0;
    int sum = 0;
    for (const int d : distance) {
      sum += d;
      if (d < nearest) {
        nearest = d;
        at_nearest = 1;
      } else if (d == nearest) {
        ++at_nearest;
      }
    }
    return std::int64_t{nearest} * 1'000'000 - std::int64_t{at_nearest} * 10'000 + sum;
  }

  Found climb(std::uint64_t restart, int enough) const {
    Random random{restart};
    std::array<std::size_t, T::cell_count> part_of{};
    for (std::size_t c = 0; c < T::cell_count; ++c) part_of[c] = c / 8;
    for (std::size_t c = T::cell_count - 1; c > 0; --c)
      std::swap(part_of[c], part_of[random.below(c + 1)]);
    std::array<mask_type, part_count> parts{};
    for (std::size_t c = 0; c < T::cell_count; ++c)
      parts[part_of[c]] |= static_cast<mask_type>(mask_type{1} << c);
    std::array<int, part_count> far{};
    for (std::size_t p = 0; p < part_count; ++p) far[p] = distance(parts[p]);
    std::int64_t current = score(far);
    for (int stale = 0; stale < patience && *std::ranges::min_element(far) < enough;) {
      const std::size_t a = random.below(T::cell_count);
      const std::size_t b = random.below(T::cell_count);
      const std::size_t pa = part_of[a];
      const std::size_t pb = part_of[b];
      if (pa == pb) continue;
      const auto both = static_cast<mask_type>((mask_type{1} << a) | (mask_type{1} << b));
      const int was_a = far[pa];
      const int was_b = far[pb];
      far[pa] = distance(static_cast<mask_type>(parts[pa] ^ both));
      far[pb] = distance(static_cast<mask_type>(parts[pb] ^ both));
      const std::int64_t swapped = score(far);
      if (swapped < current) {
        far[pa] = was_a;
        far[pb] = was_b;
        ++stale;
        continue;
      }
      stale = swapped > current ? 0 : stale + 1;
      current = swapped;
      parts[pa] ^= both;
      parts[pb] ^= both;
      std::swap(part_of[a], part_of[b]);
    }
    Found found;
    found.moves = *std::ranges::min_element(far);
    found.restart = restart;
    found.parts = parts;
    std::ranges::sort(found.parts, {}, [](mask_type cells) { return std::countr_zero(cells); });
    return found;
  }

  using ranking = typename PlacementDistances<T>::ranking;
  const PlacementDistances<T>& distances_;
};

}  // namespace detail

}  // namespace rotation
