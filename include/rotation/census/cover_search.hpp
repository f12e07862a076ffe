#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// The boards that need k moves or more, as exact covers of the cells by the placements that
/// need k or more (the exhaustive search behind God's number; census.hpp says how).

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

/// What one search for the boards that need `moves` moves or more did.
struct CoverSearchFigures {
  int moves = 0;                 ///< the boards sought need this many moves or more
  std::uint64_t candidates = 0;  ///< the placements that need that many or more
  /// The most of the 8 center cells a candidate holds: a board is symbol_count
  /// candidates holding all 8, so when symbol_count times this is below 8, no
  /// board needs `moves` and nothing is searched.
  int most_center_cells = 0;
  std::uint64_t nodes = 0;       ///< candidates the search put down on free cells
  std::uint64_t partitions = 0;  ///< covers found, each symbol_count! boards (all, when complete)
  bool complete = false;         ///< every candidate was tried: none found is a proof
  double seconds = 0;            ///< the time the search took
};

namespace detail {

// The partitions of the cells into placements that each need `moves` moves
// or more: the exact covers of the cells by those placements (candidates).
//
// While three parts or more are left, the search branches on the free cell
// that the fewest fitting candidates hold (Knuth's Algorithm X): each
// partition is still found once, by the part holding that cell, and the
// cells that few far placements hold (the center's: on size 9, 2,642 of the
// 46,951 placements that need 18 moves hold a given center cell, 18,890 an
// arm's) are settled first, which prunes early. After each part put down,
// the candidates are cut down to those that still fit. The last two parts
// are a split of the cells left: the one holding the lowest of them, among
// the candidates of that lowest cell, then the rest, looked up.
//
// The center comes first: the parts hold its 8 cells between them. If no
// candidate holds more than m of them, a cover has at least
// 8 - symbol_count * (m - 1) parts holding m (the others hold m - 1 at most);
// more than symbol_count, and there is no cover at all: no placement that
// needs 29 moves on size 13 holds two center cells, and six parts of one
// cell each cannot hold eight. Otherwise the search first puts down the
// cover's parts holding m, as many as it must have, least mask first, and
// afterwards leaves out every part holding m below the last of them: each
// cover is still found once, by its least parts holding m. On size 13 at 28
// moves, 444 of the 731,656 candidates hold two center cells, and every
// cover has two of them: the search starts from those pairs.
template <EightBlockTopology T>
class CoverSearch {
 public:
  using mask_type = typename Bitboard<T>::mask_type;
  static constexpr auto part_count = static_cast<std::size_t>(T::symbol_count);
  // The parts in the order of their lowest cells.
  using Cover = std::array<mask_type, part_count>;

  // first: stop at the first cover; count: find them all; collect: and keep them.
  enum class Mode { first, count, collect };

  struct Result {
    CoverSearchFigures figures;
    std::optional<Cover> first;  // the first cover found in the search's order
    std::vector<Cover> covers;   // Mode::collect: all of them, in increasing order
  };

  CoverSearch(const PlacementDistances<T>& distances, int moves)
      : moves_(moves), far_((distances.by_rank().size() + 63) / 64, 0) {
    const auto by_rank = distances.by_rank();
    for (std::size_t r = 0; r < by_rank.size(); ++r)
      if (by_rank[r] >= moves)
        add(static_cast<mask_type>(ranking::unrank(static_cast<typename ranking::rank_type>(r))));
    finish();
  }

  // The covers by the placements `cells` (8 cells each, no two the same):
  // what the tests compare with a search of their own.
  explicit CoverSearch(std::span<const mask_type> cells)
      : far_((static_cast<std::size_t>(ranking::count) + 63) / 64, 0) {
    for (const mask_type candidate : cells) add(candidate);
    finish();
  }

  std::uint64_t candidates() const { return candidates_; }
  // The parts holding the most center cells that the search puts down first.
  std::size_t center_parts_first() const { return seeds_; }

  // Searches with `threads` threads, the calling thread one of them and the
  // one that reports progress: they share out the first part's candidates.
  Result run(Mode mode, unsigned threads, const ProgressCallback& progress,
             std::string_view task) const {
    const auto start = std::chrono::steady_clock::now();
    const std::vector<mask_type> firsts =
        no_cover_    ? std::vector<mask_type>{}
        : seeds_ > 0 ? holding_most_center(all_)
                     : holding(all_, most_held(all_, Bitboard<T>::all_cells));
    constexpr std::size_t none = std::numeric_limits<std::size_t>::max();
    std::atomic<std::size_t> next{0};
    std::atomic<std::size_t> done{0};
    // The least index of a first part known to lead to a cover: in first
    // mode nothing after it is worth searching.
    std::atomic<std::size_t> best{none};
    threads = std::max(1U, std::min<unsigned>(threads, static_cast<unsigned>(firsts.size())));
    std::vector<Worker> workers(threads);
    detail::run_split_with_stop(threads, [&](unsigned t, const std::atomic<bool>& stop) {
      Worker& w = workers[t];
      while (!stop.load(std::memory_order_relaxed)) {
        const std::size_t i = next.fetch_add(1);
        if (i >= firsts.size() || (mode == Mode::first && i > best.load())) break;
        w.index = i;
        w.found_here = false;
        w.cover[0] = firsts[i];
        w.floor = seeds_ > 0 ? firsts[i] : 0;
        ++w.nodes;
        descend<part_count - 1>(w, static_cast<mask_type>(Bitboard<T>::all_cells & ~firsts[i]),
                                all_, mode);
        if (w.found_here) {
          std::size_t known = best.load();
          while (i < known && !best.compare_exchange_weak(known, i)) {
          }
        }
        const std::size_t finished = done.fetch_add(1) + 1;
        if (t == 0 && progress)
          progress(
              Progress{task, static_cast<double>(finished) / static_cast<double>(firsts.size())});
      }
    });
    if (progress) progress(Progress{task, 1.0});

    Result result;
    result.figures.moves = moves_;
    result.figures.candidates = candidates_;
    result.figures.most_center_cells = most_center_;
    std::size_t first_index = none;
    for (const Worker& w : workers) {
      result.figures.nodes += w.nodes;
      result.figures.partitions += w.partitions;
      if (w.first && w.first_index < first_index) {
        first_index = w.first_index;
        result.first = w.first;
      }
      result.covers.insert(result.covers.end(), w.covers.begin(), w.covers.end());
    }
    if (mode == Mode::first) result.figures.partitions = result.first ? 1 : 0;
    // Every candidate was tried unless the search stopped at a cover.
    result.figures.complete = mode != Mode::first || !result.first;
    std::ranges::sort(result.covers);
    result.figures.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
  }

 private:
  // The candidates that fit on the cells of `domain`, by lowest cell, and
  // how many hold each cell. For the level that places the last two parts,
  // also which cells each holds, as columns of bits: bit i % 64 of
  // holds[start[c] + i / 64 * cell_count + x] is set when candidate i of
  // list c holds cell x. A candidate of the list then fits on the free cells
  // unless it holds one of the domain's cells taken since: for a block of 64
  // candidates, 8 look-ups (the part put down since), not 64 tests.
  struct Lists {
    mask_type domain = 0;
    std::array<std::vector<mask_type>, T::cell_count> of{};
    std::array<std::uint64_t, T::cell_count> held{};
    std::array<std::size_t, T::cell_count> start{};
    std::vector<std::uint64_t> holds;

    void add(mask_type cells) {
      of[static_cast<std::size_t>(std::countr_zero(cells))].push_back(cells);
      for (; cells != 0; cells &= cells - 1)
        ++held[static_cast<std::size_t>(std::countr_zero(cells))];
    }

    void index() {
      std::size_t words = 0;
      for (std::size_t c = 0; c < T::cell_count; ++c) {
        start[c] = words;
        words += (of[c].size() + 63) / 64 * T::cell_count;
      }
      holds.assign(words, 0);
      for (std::size_t c = 0; c < T::cell_count; ++c)
        for (std::size_t i = 0; i < of[c].size(); ++i)
          for (mask_type cells = of[c][i]; cells != 0; cells &= cells - 1) {
            const auto x = static_cast<std::size_t>(std::countr_zero(cells));
            holds[start[c] + i / 64 * T::cell_count + x] |= std::uint64_t{1} << (i % 64);
          }
    }
  };

  struct Worker {
    std::size_t index = 0;  // of the first part being searched
    bool found_here = false;
    Cover cover{};  // the parts put down, in the search's order
    // The last part holding most_center_ put down first; 0 before (or without) them.
    mask_type floor = 0;
    std::uint64_t nodes = 0;
    std::uint64_t partitions = 0;
    std::optional<Cover> first;
    std::size_t first_index = 0;
    std::vector<Cover> covers;
    std::array<Lists, part_count> lists;  // [depth]: the candidates that fit there
  };

  // The free cell that the fewest candidates of `lists` hold (the lowest of
  // those): the one to branch on.
  static std::size_t most_held(const Lists& lists, mask_type free) {
    std::size_t best = 0;
    std::uint64_t fewest = std::numeric_limits<std::uint64_t>::max();
    for (; free != 0; free &= free - 1) {
      const auto x = static_cast<std::size_t>(std::countr_zero(free));
      if (lists.held[x] < fewest) {
        fewest = lists.held[x];
        best = x;
      }
    }
    return best;
  }

  void add(mask_type cells) {
    const auto r = static_cast<std::size_t>(ranking::rank(cells));
    all_.add(cells);
    far_[r / 64] |= std::uint64_t{1} << (r % 64);
    ++candidates_;
    most_center_ = std::max(most_center_, center_cells(cells));
  }

  void finish() {
    all_.domain = Bitboard<T>::all_cells;
    if constexpr (part_count == 3) all_.index();
    // Parts holding most_center_ that a cover must have; the search puts
    // down that many first, at most as many as leave three parts or more to
    // the search by cells (whose lists leave out the ones below the last).
    constexpr int parts = static_cast<int>(part_count);
    const int needed = center_size - parts * (most_center_ - 1);
    no_cover_ = needed > parts;
    seeds_ = static_cast<std::size_t>(std::clamp(needed, 0, std::max(0, parts - 3)));
  }

  static int center_cells(mask_type cells) {
    return Bitboard<T>::count(static_cast<mask_type>(cells & Bitboard<T>::center));
  }

  // Whether a part may be put down after the first ones: the parts holding
  // most_center_ below the last of those belong to covers found from them.
  bool allowed(const Worker& w, mask_type part) const {
    return part > w.floor || center_cells(part) != most_center_;
  }

  // The candidates holding most_center_ center cells, least mask first.
  std::vector<mask_type> holding_most_center(const Lists& lists) const {
    std::vector<mask_type> found;
    for (const auto& list : lists.of)
      for (const mask_type cells : list)
        if (center_cells(cells) == most_center_) found.push_back(cells);
    std::ranges::sort(found);
    return found;
  }

  // The candidates holding cell x: their lowest cell is x or below.
  static std::vector<mask_type> holding(const Lists& lists, std::size_t x) {
    std::vector<mask_type> found;
    for (std::size_t c = 0; c <= x; ++c)
      for (const mask_type cells : lists.of[c])
        if (cells >> x & 1U) found.push_back(cells);
    return found;
  }

  // Places the last `left` parts on the cells `free` with the candidates of
  // `lists`, first cut down to those that fit when they will be branched on
  // again (three parts left or more); false to stop (first mode, a cover
  // found).
  template <std::size_t left>
  bool descend(Worker& w, mask_type free, const Lists& lists, Mode mode) const {
    if constexpr (left >= 3) {
      Lists& fitting = w.lists[part_count - left];
      fitting.domain = free;
      fitting.held = {};
      for (std::size_t c = 0; c < T::cell_count; ++c) {
        fitting.of[c].clear();
        if ((free >> c & 1U) == 0) continue;
        for (const mask_type candidate : lists.of[c])
          if ((candidate & ~free) == 0 && allowed(w, candidate)) fitting.add(candidate);
      }
      if constexpr (left == 3) fitting.index();
      return place<left>(w, free, fitting, mode);
    } else {
      return place<left>(w, free, lists, mode);
    }
  }

  template <std::size_t left>
  bool place(Worker& w, mask_type free, const Lists& lists, Mode mode) const {
    if constexpr (left == 1) {
      const std::size_t rank = ranking::rank(free);
      if ((far_[rank / 64] >> (rank % 64) & 1U) == 0 || !allowed(w, free)) return true;
      w.cover[part_count - 1] = free;
      ++w.partitions;
      if (!w.found_here || mode == Mode::collect) {
        Cover cover = w.cover;
        std::ranges::sort(cover, {}, [](mask_type cells) { return std::countr_zero(cells); });
        if (!w.found_here && (!w.first || w.index < w.first_index)) {
          w.first = cover;
          w.first_index = w.index;
        }
        if (mode == Mode::collect) w.covers.push_back(cover);
        w.found_here = true;
      }
      return mode != Mode::first;
    } else if constexpr (left == 2) {
      const auto lowest = static_cast<std::size_t>(std::countr_zero(free));
      const std::vector<mask_type>& list = lists.of[lowest];
      std::array<std::size_t, T::cell_count> taken{};
      std::size_t taken_count = 0;
      for (auto cells = static_cast<mask_type>(lists.domain & ~free); cells != 0;
           cells &= cells - 1)
        taken[taken_count++] = static_cast<std::size_t>(std::countr_zero(cells));
      const std::uint64_t* holds = lists.holds.data() + lists.start[lowest];
      for (std::size_t base = 0; base < list.size(); base += 64, holds += T::cell_count) {
        std::uint64_t clash = 0;
        for (std::size_t k = 0; k < taken_count; ++k) clash |= holds[taken[k]];
        std::uint64_t fits = ~clash;
        if (list.size() - base < 64) fits &= (std::uint64_t{1} << (list.size() - base)) - 1;
        for (; fits != 0; fits &= fits - 1) {
          const mask_type part = list[base + static_cast<std::size_t>(std::countr_zero(fits))];
          ++w.nodes;
          w.cover[part_count - 2] = part;
          if (!place<1>(w, static_cast<mask_type>(free & ~part), lists, mode)) return false;
        }
      }
      return true;
    } else {
      // `lists` fit on `free` exactly (descend made them so).
      const std::size_t x = most_held(lists, free);
      if (lists.held[x] == 0) return true;
      if (part_count - left < seeds_) {
        // The next of the cover's first parts holding most_center_: any of
        // the lists' (those below the last were left out).
        const mask_type below = w.floor;
        for (const auto& list : lists.of)
          for (const mask_type part : list) {
            if (center_cells(part) != most_center_) continue;
            ++w.nodes;
            w.cover[part_count - left] = part;
            w.floor = part;
            const bool go_on =
                descend<left - 1>(w, static_cast<mask_type>(free & ~part), lists, mode);
            w.floor = below;
            if (!go_on) return false;
          }
        return true;
      }
      for (std::size_t c = 0; c <= x; ++c)
        for (const mask_type part : lists.of[c]) {
          if ((part >> x & 1U) == 0) continue;
          ++w.nodes;
          w.cover[part_count - left] = part;
          if (!descend<left - 1>(w, static_cast<mask_type>(free & ~part), lists, mode))
            return false;
        }
      return true;
    }
  }

  using ranking = typename PlacementDistances<T>::ranking;

  static constexpr int center_size = 8;

  int moves_;
  int most_center_ = 0;    // the most center cells a candidate holds
  bool no_cover_ = false;  // too few for the center's 8 cells: no cover at all
  std::size_t seeds_ = 0;  // the parts holding most_center_ put down first
  // Bit r: the placement of rank r is a candidate. The last part is looked
  // up here, not in the distances: an eighth of the size, so that it stays
  // in cache (1.3 MB on size 9).
  std::vector<std::uint64_t> far_;
  Lists all_{};
  std::uint64_t candidates_ = 0;
};

// The board with symbol labels[i] on the cells of part i.
template <EightBlockTopology T>
Board<T> board_of(const typename CoverSearch<T>::Cover& cover, std::span<const int> labels) {
  std::array<int, T::cell_count> symbols{};
  for (std::size_t i = 0; i < cover.size(); ++i)
    for (std::size_t c = 0; c < T::cell_count; ++c)
      if (cover[i] >> c & 1U) symbols[c] = labels[i];
  return Board<T>(std::span<const int>(symbols));
}

}  // namespace detail

}  // namespace rotation
