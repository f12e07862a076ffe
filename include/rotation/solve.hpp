#pragma once
#include "detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

// rotation::solve: a board in, a shortest, lexicographically smallest solution
// out. Glue between the values, a heuristic policy and the generic driver.

#include <algorithm>
#include <array>
#include <concepts>
#include <cstddef>
#include <limits>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

#include "board.hpp"
#include "detail/config.hpp"
#include "heuristics/exact_distance.hpp"
#include "move.hpp"
#include "pattern_database.hpp"
#include "placement.hpp"
#include "search/concepts.hpp"
#include "search/ida_star.hpp"
#include "search/max_of.hpp"
#include "search_domain.hpp"
#include "solution.hpp"
#include "standard_topology.hpp"

namespace rotation {

/// The heuristic solve() uses when given none: exact, from the pattern database.
template <Topology T = StandardTopology>
using DefaultHeuristic = heuristics::ExactDistance<T>;

/// A heuristic for solve() that bounds the moves left for whole boards. A heuristic
/// may bound boards, the placement of a single symbol (PlacementHeuristic), or both.
template <class H, class T>
concept BoardHeuristic = search::Heuristic<H, Board<T>>;
/// A heuristic for solve() that bounds the moves left for the placement of a single symbol.
template <class H, class T>
concept PlacementHeuristic = search::Heuristic<H, Placement<T>>;

/// Whether solve() runs one search per symbol, over placements, with H. A
/// heuristic opts in by declaring `static constexpr bool bounds_placements =
/// true;` (and bounding `Placement<T>`); any other callable bounds whole boards.
/// An explicit choice rather than a probe: asking whether a generic lambda
/// accepts a Placement instantiates its body, a hard error when it does not.
/// Specialize it for a heuristic type you cannot change.
template <class H>
    struct bounds_placements : std::bool_constant < requires {
  requires H::bounds_placements;
} > {};

/// The largest of several bounds bounds placements when every part does.
template <class... Hs>
struct bounds_placements<search::MaxOf<Hs...>>
    : std::bool_constant<(bounds_placements<Hs>::value && ...)> {};

/// Shorthand for `bounds_placements<H>::value`.
template <class H>
inline constexpr bool bounds_placements_v = bounds_placements<H>::value;

namespace detail {

inline void add_statistics(search::Statistics& total, const search::Statistics& part) {
  total.nodes_expanded += part.nodes_expanded;
  total.nodes_generated += part.nodes_generated;
  total.passes += part.passes;
  total.final_bound = std::max(total.final_bound, part.final_bound);
}

// One search over whole boards.
template <Topology T, class H>
Solution<T> solve_boards(const Board<T>& board, const H& heuristic,
                         const search::Options& options) {
  auto result = search::ida_star(RotationDomain<T>{}, board, heuristic, options);
  Solution<T> solution;
  solution.status = result.status;
  solution.stats = result.stats;
  if (result.found()) {
    // Replaying the moves costs a few table look-ups and takes the final
    // center from the board's own rules rather than from the search's state.
    Board<T> end = board;
    end.apply(result.path);
    solution.center_symbol = end.center_symbol();
    solution.moves = std::move(result.path);
  }
  return solution;
}

// With the exact table, IDA* over a symbol's placement expands exactly the
// placements of one walk down the table (every other child's bound is too
// large), so solve() takes the walks directly, best first: each symbol has a
// bound, the moves it has walked plus the table's lower bound on the moves
// left (PatternDatabase::Walk::least_moves_left), which never falls along a
// walk; every round, the symbols at the least bound take one move each, until
// that bound passes the length of the best path found. So every symbol as near
// as the nearest arrives (the first of their paths in letter order wins), and
// a symbol farther away stops as soon as its bound says so: on sizes 5 and 7
// the bound is the distance and only the nearest walk; on sizes 9 to 13 it
// usually is (size 13: 23 steps a board, against 92 walking every symbol). On
// the 2-bit tables (sizes 15 and 17) the bound taken is 1 until the center:
// the residue's bound would spare a quarter of the steps but leave fewer walks
// in step, whose misses of the cache overlap (size 13 with 2 bits: 18 us a
// board against 13). Each new least bound is a pass, each step an expanded
// node, each neighbour looked at a generated one. The options apply as to the
// driver: max_depth bounds the paths, node_budget the steps, and the stop
// token and on_pass are seen before each pass.
template <Topology T>
Solution<T> solve_by_walks(const Board<T>& board, const PatternDatabase<T>& table,
                           const search::Options& options) {
  using Walk = typename PatternDatabase<T>::Walk;
  constexpr std::size_t symbol_count = T::symbol_count;
  constexpr bool bounds_by_entries = PatternDatabase<T>::bits_per_entry() >= 4;
  Solution<T> best;
  auto give_up = [&best](search::Status status) {
    best.status = status;
    best.moves.clear();
    best.center_symbol.reset();
    return best;
  };
  // Index i holds symbol i + 1: its walk, its moves so far, its bound (`arrived` once at the
  // center). Where the entries are the distances, a walk's bound never changes.
  constexpr int arrived = std::numeric_limits<int>::max();
  const bool bounds_fixed = bounds_by_entries && table.exact_entries();
  std::vector<Walk> walks;
  walks.reserve(symbol_count);
  std::array<std::vector<Move<T>>, symbol_count> paths{};
  std::array<int, symbol_count> bound{};
  auto update_bound = [&](std::size_t i) {
    const int left = bounds_by_entries ? walks[i].least_moves_left() : 1;  // not at the center
    bound[i] = static_cast<int>(paths[i].size()) + left;
  };
  if (options.max_depth < 0) return best;  // exhausted, as for any search
  for (std::size_t i = 0; i < symbol_count; ++i) {
    walks.emplace_back(table, Placement<T>::of(board, static_cast<int>(i) + 1));
    if (walks[i].at_center()) {  // solved already: no pass, as for the driver
      best.status = search::Status::found;
      best.center_symbol = static_cast<int>(i) + 1;
      return best;
    }
    update_bound(i);
  }
  int limit = options.max_depth;  // no path longer: the best's length once found
  for (;;) {
    const int least = *std::min_element(bound.begin(), bound.end());
    if (least > limit) return best;  // found, or exhausted: nothing within max_depth
    if (least > best.stats.final_bound || best.stats.passes == 0) {
      if (options.on_pass) options.on_pass(least, best.stats);
#if ROTATION_HAS_STOP_TOKEN
      if (options.stop.stop_requested()) return give_up(search::Status::stopped);
#endif
      ++best.stats.passes;
      best.stats.final_bound = least;
    }
    // The walks at the least bound ask for their next entries before any waits for them.
    for (std::size_t i = 0; i < symbol_count; ++i)
      if (bound[i] == least) walks[i].look_ahead();
    for (std::size_t i = 0; i < symbol_count; ++i) {
      if (bound[i] != least) continue;
      if (best.stats.nodes_expanded == options.node_budget)
        return give_up(search::Status::budget_exceeded);
      const Move<T> move = walks[i].step();
      paths[i].push_back(move);
      ++best.stats.nodes_expanded;
      best.stats.nodes_generated += move.index() + 1;
      if (!walks[i].at_center()) {
        if (!bounds_fixed) update_bound(i);
        continue;
      }
      // Arrived at its bound, so no longer than limit: as short as the best, or shorter.
      bound[i] = arrived;
      const bool shorter = !best.found() || paths[i].size() < best.moves.size();
      if (shorter || (paths[i].size() == best.moves.size() && paths[i] < best.moves)) {
        best.status = search::Status::found;
        best.moves = paths[i];
        best.center_symbol = static_cast<int>(i) + 1;
        limit = static_cast<int>(best.moves.size());
      }
    }
  }
}

// One search per symbol, over that symbol's placement: a board is solved
// exactly when some symbol's placement is the center, so its shortest
// solutions are the shortest of the symbols' ones, and the first of those in
// letter order is the least of the symbols' first ones. Symbols are searched
// from the smallest bound up, each limited to the best length found so far, so
// with an exact heuristic a symbol farther than the best costs one evaluation
// (a symbol tied with it is searched in full: its answer may come first).
template <Topology T, class H>
Solution<T> solve_placements(const Board<T>& board, const H& heuristic,
                             const search::Options& options) {
  // Index i holds symbol i + 1.
  constexpr std::size_t symbol_count = T::symbol_count;
  std::array<Placement<T>, symbol_count> placements{};
  std::array<int, symbol_count> bound{};
  std::array<std::size_t, symbol_count> order{};
  for (std::size_t i = 0; i < symbol_count; ++i) {
    placements[i] = Placement<T>::of(board, static_cast<int>(i) + 1);
    bound[i] = static_cast<int>(heuristic(placements[i]));
  }
  // Insertion sort: stable, and no buffer to allocate for a handful of symbols.
  for (std::size_t i = 0; i < symbol_count; ++i) {
    std::size_t j = i;
    for (; j > 0 && bound[order[j - 1]] > bound[i]; --j) order[j] = order[j - 1];
    order[j] = i;
  }

  Solution<T> best;
  search::Options limits = options;
  for (const std::size_t i : order) {
    if (bound[i] > limits.max_depth) break;  // neither this symbol nor any after it can win
    auto result = search::ida_star(PlacementDomain<T>{}, placements[i], heuristic, limits);
    add_statistics(best.stats, result.stats);
    if (limits.node_budget != search::unlimited_nodes)
      limits.node_budget -= result.stats.nodes_expanded;
    if (result.status == search::Status::budget_exceeded ||
        result.status == search::Status::stopped) {
      best.status = result.status;
      best.moves.clear();
      best.center_symbol.reset();
      return best;
    }
    if (!result.found()) continue;
    const bool better =
        !best.found() || result.path.size() < best.moves.size() || result.path < best.moves;
    if (better) {
      best.status = search::Status::found;
      best.moves = std::move(result.path);
      best.center_symbol = static_cast<int>(i) + 1;
      limits.max_depth = static_cast<int>(best.moves.size());
    }
  }
  return best;
}

}  // namespace detail

/// Solves `board` with `heuristic`, which must never overestimate the number of
/// moves left (every policy in rotation::heuristics qualifies). A heuristic that
/// opts into bounds_placements (ExactDistance, the default, does) is used for
/// one small search per symbol over placements; any other callable that bounds
/// boards, generic lambdas included, drives a single search over boards.
/// Without limits in `options` the answer is always found: every board is
/// solvable. With limits, the per-symbol searches share the node budget and the
/// stop token; when one of them stops, the solution is not found (even if an
/// earlier symbol had an answer, it is not yet proven the lexicographically
/// first), and on_pass sees each symbol's passes, its statistics starting
/// afresh for each symbol.
// clang-format off
template <Topology T, class H = DefaultHeuristic<T>>
  requires bounds_placements_v<H> || BoardHeuristic<H, T>
[[nodiscard]] Solution<T> solve(const Board<T>& board, const H& heuristic = {},
                                const search::Options& options = {}) {
  // clang-format on
  if constexpr (bounds_placements_v<H>) {
    static_assert(PlacementHeuristic<H, T>,
                  "the heuristic declares bounds_placements, but cannot be called with a "
                  "Placement<T> returning an integer bound");
    if constexpr (std::same_as<H, heuristics::ExactDistance<T>>)
      return detail::solve_by_walks(board, heuristic.table(), options);
    else
      return detail::solve_placements(board, heuristic, options);
  } else {
    return detail::solve_boards(board, heuristic, options);
  }
}

}  // namespace rotation
