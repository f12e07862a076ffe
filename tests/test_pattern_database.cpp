// The pattern database and its ranking, against independent computations:
// subsets enumerated in numeric order, and a breadth-first search over
// placements written here with the reference's own move table.

#include <rotation/detail/subset_rank.hpp>
#include <rotation/placement_abstraction.hpp>
#include <rotation/rotation.hpp>
#include <rotation/search/build_pattern_database.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <numeric>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

#include "catch.hpp"
#include "random_boards.hpp"
#include "reference_solver.hpp"

namespace {

using Topology = rotation::StandardTopology;
// The ranking is internal to the table; its order is tested here directly.
using Ranking = rotation::detail::SubsetRank<24, 8>;

// Gosper's hack: the next larger number with the same count of set bits. For
// sets of cells as masks, increasing numeric order is the colexicographic
// order that the combinatorial number system ranks.
std::uint32_t next_same_popcount(std::uint32_t x) {
  const std::uint32_t lowest = x & (~x + 1);
  const std::uint32_t ripple = x + lowest;
  return ripple | (((x ^ ripple) >> 2) / lowest);
}

// Applies a move (0..7 for A..H) to a placement, with the reference's table:
// the block on l[i + 1] goes to l[i], the one on l[0] to l[6].
std::uint32_t reference_apply(std::uint32_t cells, int move) {
  const auto& line = reference::lines[static_cast<std::size_t>(move)];
  std::uint32_t result = cells;
  for (std::size_t i = 0; i < 7; ++i) result &= ~(1u << line[i]);
  for (std::size_t i = 0; i < 7; ++i) {
    const int from = line[(i + 1) % 7];
    if (cells >> from & 1) result |= 1u << line[i];
  }
  return result;
}

std::uint32_t reference_center() {
  std::uint32_t mask = 0;
  for (int cell : reference::center) mask |= 1u << cell;
  return mask;
}

// Every placement's distance to the center, by a plain BFS with a hash map.
const std::unordered_map<std::uint32_t, int>& reference_distances() {
  static const auto distances = [] {
    std::unordered_map<std::uint32_t, int> distance{{reference_center(), 0}};
    std::vector<std::uint32_t> queue{reference_center()};
    for (std::size_t next = 0; next < queue.size(); ++next) {
      const std::uint32_t cells = queue[next];
      for (int move = 0; move < reference::move_count; ++move) {
        const std::uint32_t child = reference_apply(cells, move);
        if (distance.emplace(child, distance[cells] + 1).second) queue.push_back(child);
      }
    }
    return distance;
  }();
  return distances;
}

std::uint32_t placement_of(const reference::Cells& cells, int symbol) {
  std::uint32_t mask = 0;
  for (std::size_t c = 0; c < 24; ++c)
    if (cells[c] == symbol) mask |= 1u << c;
  return mask;
}

}  // namespace

TEST_CASE("ranks follow the numeric order of the subsets, densely", "[pdb][rank]") {
  REQUIRE(Ranking::count == 735471);  // C(24, 8)
  std::uint32_t cells = 0xff;         // the numerically smallest 8-subset
  for (std::uint32_t expected = 0; expected < Ranking::count; ++expected) {
    if (Ranking::rank(cells) != expected || Ranking::unrank(expected) != cells ||
        (expected + 1 < Ranking::count && Ranking::next(cells) != next_same_popcount(cells))) {
      CAPTURE(expected, cells);
      FAIL("rank or unrank disagrees with the enumeration");
    }
    cells = next_same_popcount(cells);
  }
  CHECK(cells > 0xffffffu);  // the last rank was the last subset of 24 cells
}

TEST_CASE("every entry equals an independent breadth-first search", "[pdb]") {
  const auto& table = rotation::PatternDatabase<Topology>::instance();
  const auto& expected = reference_distances();
  REQUIRE(expected.size() == Ranking::count);  // every placement reaches the center
  std::size_t wrong = 0;
  int deepest = 0;
  for (const auto& [cells, distance] : expected) {
    wrong += table.distance(rotation::Placement<>(cells)) != distance;
    deepest = std::max(deepest, distance);
  }
  CHECK(wrong == 0);
  CHECK(table.max_distance() == deepest);
  CHECK(table.memory_bytes() == (Ranking::count + 15) / 16 * 8);  // 4 bits an entry, in words
  CHECK(table.exact_entries());  // every distance is below 15: an entry is the distance
}

TEST_CASE("the exact heuristic is the true distance of boards", "[pdb][heuristics]") {
  const rotation::heuristics::ExactDistance exact;
  for (const auto& cells : random_boards::scrambled_boards(77, 6, 25)) {
    const auto distance = reference::bfs_distance(cells, 6);
    REQUIRE(distance.has_value());
    CHECK(exact(rotation::Board<>(cells)) == *distance);
  }
  // Far from solved, the least over the symbols of the independent distances.
  const auto& expected = reference_distances();
  for (const auto& cells : random_boards::uniform_boards(78, 200)) {
    int least = 99;
    for (int s = 1; s <= 3; ++s) least = std::min(least, expected.at(placement_of(cells, s)));
    CHECK(exact(rotation::Board<>(cells)) == least);
  }
}

TEST_CASE("with the exact heuristic the driver expands only the answer's nodes",
          "[pdb][ida_star]") {
  const rotation::RotationDomain<Topology> domain;
  for (const auto& cells : random_boards::uniform_boards(79, 100)) {
    const rotation::Board<> board(cells);
    const auto result =
        rotation::search::ida_star(domain, board, rotation::heuristics::ExactDistance{});
    REQUIRE(result.found());
    CAPTURE(rotation::to_string(board));
    // One pass, and one expansion per move of the answer: the start and every
    // board on the way but the last.
    CHECK(result.stats.passes == 1);
    CHECK(result.stats.nodes_expanded == result.path.size());
    CHECK(rotation::solve(board).moves == result.path);
  }
}

TEST_CASE("no board needs more than 13 moves; exactly 192 need 13", "[pdb]") {
  // Independent of the table: the placements of distance 13 or more come from
  // the reference BFS, and a board needs 13 moves when all three of its
  // symbols' placements do.
  const auto& distance = reference_distances();
  std::vector<std::uint32_t> far;
  for (const auto& [cells, d] : distance)
    if (d >= 13) far.push_back(cells);
  std::size_t at_13 = 0;
  std::size_t beyond = 0;
  for (const auto a : far) {
    for (const auto b : far) {
      if (a & b) continue;
      const auto c = 0xffffffu ^ a ^ b;
      const int least = std::min({distance.at(a), distance.at(b), distance.at(c)});
      at_13 += least == 13;
      beyond += least > 13;
    }
  }
  CHECK(at_13 == 192);
  CHECK(beyond == 0);
}

TEST_CASE("the count of placements per distance is the reference's", "[pdb]") {
  std::vector<std::uint64_t> expected;
  for (const auto& [cells, distance] : reference_distances()) {
    if (expected.size() <= static_cast<std::size_t>(distance))
      expected.resize(static_cast<std::size_t>(distance) + 1);
    ++expected[static_cast<std::size_t>(distance)];
  }
  CHECK(rotation::PatternDatabase<Topology>::instance().distance_counts() == expected);
}

TEST_CASE("a neighbour's distance follows from the current one and one entry", "[pdb]") {
  const auto& table = rotation::PatternDatabase<Topology>::instance();
  const auto& expected = reference_distances();
  std::size_t wrong = 0;
  std::size_t checked = 0;
  for (const auto& [cells, distance] : expected) {
    if (cells % 7 != 0) continue;  // a spread sample of about 105,000 placements
    for (int move = 0; move < reference::move_count; ++move) {
      const std::uint32_t child = reference_apply(cells, move);
      wrong += table.distance_next_to(rotation::Placement<>(child), distance) != expected.at(child);
      ++checked;
    }
  }
  CHECK(checked > 500000);
  CHECK(wrong == 0);
}

TEST_CASE("the walk down the table is the lexicographically first shortest path", "[pdb]") {
  // The reference's first shortest path: at each step the first move, in
  // letter order, to a placement one move closer by the reference's distances.
  const auto& table = rotation::PatternDatabase<Topology>::instance();
  const auto& expected = reference_distances();
  std::size_t checked = 0;
  for (const auto& [start, distance] : expected) {
    if (start % 101 != 0) continue;
    std::string reference_path;
    for (std::uint32_t cells = start; cells != reference_center();) {
      for (int move = 0; move < reference::move_count; ++move) {
        const std::uint32_t child = reference_apply(cells, move);
        if (expected.at(child) == expected.at(cells) - 1) {
          reference_path.push_back(static_cast<char>('A' + move));
          cells = child;
          break;
        }
      }
    }
    std::vector<rotation::Move<>> moves;
    rotation::PatternDatabase<Topology>::WalkCount count;
    REQUIRE(table.append_first_shortest_path(rotation::Placement<>(start), distance, moves, count));
    CHECK(rotation::to_string(moves) == reference_path);
    CHECK(count.steps == static_cast<std::uint64_t>(distance));
    // One move short of the distance, the walk gives up and leaves no moves.
    if (distance > 0) {
      std::vector<rotation::Move<>> none;
      CHECK_FALSE(table.append_first_shortest_path(rotation::Placement<>(start), distance - 1, none,
                                                   count));
      CHECK(none.empty());
      CHECK(table.distance_within(rotation::Placement<>(start), distance - 1) == std::nullopt);
    }
    CHECK(table.distance_within(rotation::Placement<>(start), distance) == distance);
    ++checked;
  }
  CHECK(checked > 7000);
}

TEST_CASE("the placements needing 12 moves or more are the reference's", "[pdb]") {
  std::vector<std::uint32_t> expected;
  for (const auto& [cells, distance] : reference_distances())
    if (distance >= 12) expected.push_back(cells);
  std::sort(expected.begin(), expected.end());
  std::vector<std::uint32_t> found;
  for (const auto& placement :
       rotation::PatternDatabase<Topology>::instance().placements_needing_at_least(12))
    found.push_back(placement.cells());
  CHECK(found == expected);
}

// Size 9's levels outgrow the in-place build's lists: its forward scans are checked there.
TEMPLATE_TEST_CASE("pattern database: the generic builder finds the Rotation table's distances",
                   "[pattern_database][pdb]", rotation::StandardTopology, rotation::HashTopology<5>,
                   rotation::HashTopology<9>) {
  using T = TestType;
  const rotation::PlacementAbstraction<T> placements;
  const auto generic = rotation::search::build_pattern_database(placements);
  const auto& table = rotation::PatternDatabase<T>::instance();
  REQUIRE(generic.size() == placements.size());
  constexpr unsigned modulus = (1U << rotation::PatternDatabase<T>::bits_per_entry()) - 1;
  for (std::uint64_t rank = 0; rank < generic.size(); ++rank) {
    const auto entry = table.entries().get(static_cast<std::size_t>(rank));
    if (entry != static_cast<unsigned>(generic[rank]) % modulus)
      FAIL("rank " << rank << ": entry " << entry << ", distance " << generic[rank]);
    if (rank % 97 == 0)  // and the walk down the entries counts the distance
      REQUIRE(generic[rank] == table.distance(rotation::Placement<T>(placements.unrank(rank))));
  }
  CHECK(generic.distance_counts() == table.distance_counts());
}

// least_distance(): never above the distance, and the distance itself wherever the distance
// is less than the modulus above the blocks outside the center (each move brings at most one
// in), against the generic builder's distances. Sizes 9 and 11 take 4-bit entries that are not
// the distances (their farthest placements need 21 and 27 moves); the bound is exact on every
// placement of size 9 (none is 15 moves above its blocks outside), not on size 11.
template <class T>
void check_least_distance(bool exact_everywhere) {
  const rotation::PlacementAbstraction<T> placements;
  const auto generic = rotation::search::build_pattern_database(placements);
  const auto& table = rotation::PatternDatabase<T>::instance();
  constexpr int modulus = (1 << rotation::PatternDatabase<T>::bits_per_entry()) - 1;
  std::uint64_t exact = 0;
  for (std::uint64_t rank = 0; rank < generic.size(); ++rank) {
    const rotation::Placement<T> placement(placements.unrank(rank));
    const int distance = generic[rank];
    const int least = table.least_distance(placement);
    int outside = 0;
    for (const auto cell : T::center) outside += ((placement.cells() >> cell) & 1U) == 0;
    if (least > distance || (distance < outside + modulus && least != distance))
      FAIL("rank " << rank << ": bound " << least << ", distance " << distance << ", " << outside
                   << " blocks outside the center");
    exact += least == distance;
  }
  CHECK((exact == generic.size()) == exact_everywhere);
}

TEST_CASE("pattern database: the entries' lower bound, sizes 7 and 9", "[pattern_database][pdb]") {
  check_least_distance<rotation::StandardTopology>(true);
  check_least_distance<rotation::HashTopology<9>>(true);
}

// Size 11, where the bound is not always the distance: random placements, each distance
// counted by a walk down the residues (which the generic builder checks on sizes 7 and 9).
// With the large sizes (the default preset): size 11's table takes seconds under sanitizers.
#if ROTATION_LARGE_SIZE_TESTS
TEST_CASE("pattern database: the entries' lower bound, size 11, on random placements",
          "[pattern_database][pdb]") {
  using T = rotation::HashTopology<11>;
  using Table = rotation::PatternDatabase<T>;
  const auto& table = Table::instance();
  constexpr int modulus = (1 << Table::bits_per_entry()) - 1;
  std::mt19937_64 rng(1111);
  std::vector<std::size_t> cells(T::cell_count);
  std::iota(cells.begin(), cells.end(), std::size_t{0});
  int exact = 0;
  int far = 0;  // placements 15 or more moves above their blocks outside the center
  constexpr int samples = 20000;
  for (int i = 0; i < samples; ++i) {
    std::shuffle(cells.begin(), cells.end(), rng);
    std::uint64_t mask = 0;
    for (std::size_t k = 0; k < T::center.size(); ++k) mask |= std::uint64_t{1} << cells[k];
    const rotation::Placement<T> placement(mask);
    Table::Walk walk(table, placement);
    int distance = 0;
    for (; !walk.at_center(); ++distance) walk.step();
    int outside = 0;
    for (const auto cell : T::center) outside += ((mask >> cell) & 1U) == 0;
    const int least = table.least_distance(placement);
    if (least > distance || (distance < outside + modulus && least != distance))
      FAIL(mask << ": bound " << least << ", distance " << distance << ", " << outside
                << " blocks outside the center");
    exact += least == distance;
    far += distance >= outside + modulus;
    REQUIRE(table.distance(placement) == distance);  // one look-up where the bound is certain
  }
  CHECK(far > 0);  // about 1% of placements: the test sees the bound below the distance
  CHECK(exact < samples);
}
#endif
