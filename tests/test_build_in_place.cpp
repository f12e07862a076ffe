// The in-place table build (search/build_in_place.hpp) against breadth-first searches written
// here: a permutation puzzle with and without its symmetry, on one and two threads, in
// entries of 2, 4 and 8 bits; the levels it shows; and the Rotation boards' tables saved to a
// file and read back (table_file.hpp), damaged files refused.

#include <rotation/rotation.hpp>
#include <rotation/search/build_in_place.hpp>
#include <rotation/search/build_pattern_database.hpp>
#include <rotation/search/ranking.hpp>
#include <rotation/table_file.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <queue>
#include <set>
#include <string>
#include <vector>

#include "catch.hpp"

namespace {

using rotation::search::build_in_place;
using rotation::search::InPlaceBuildOptions;

// Permutations of 8 tokens, 40,320 states; a move swaps two neighbours or turns the whole
// row by one either way (each move's inverse is a move). The goal: the tokens in order.
constexpr int tokens = 8;
using Row = std::array<std::uint8_t, tokens>;

struct RowPuzzle {
  using state_type = Row;
  static constexpr bool unit_costs = true;
  std::string id() const { return "row of 8"; }
  static std::uint64_t size() { return rotation::search::factorial(tokens); }
  static std::uint64_t rank(const Row& row) { return rotation::search::rank_permutation(row); }
  static Row unrank(std::uint64_t rank) {
    Row row{};
    rotation::search::unrank_permutation(rank, row);
    return row;
  }
  static std::array<Row, 1> goals() {
    Row row{};
    for (int i = 0; i < tokens; ++i)
      row[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(i);
    return {row};
  }
  template <class Sink>
  static void for_each_move(const Row& row, Sink&& sink) {
    for (std::size_t i = 0; i + 1 < tokens; ++i) {
      Row next = row;
      std::swap(next[i], next[i + 1]);
      sink(next, 1);
    }
    Row left = row;
    std::rotate(left.begin(), left.begin() + 1, left.end());
    sink(left, 1);
    Row right = row;
    std::rotate(right.begin(), right.end() - 1, right.end());
    sink(right, 1);
  }
};

// The same puzzle, told its symmetry: read the row from the other end and relabel token t
// as 7 - t. It keeps the goal, maps a swap of neighbours to one, and a turn to the other.
struct SymmetricRowPuzzle : RowPuzzle {
  static constexpr std::size_t symmetries = 1;
  static Row symmetric_state(std::size_t, const Row& row) {
    Row image{};
    for (std::size_t i = 0; i < tokens; ++i)
      image[i] = static_cast<std::uint8_t>(tokens - 1 - row[tokens - 1 - i]);
    return image;
  }
};

// Distances by a plain breadth-first search with a queue, indexed by rank.
std::vector<int> reference_distances() {
  std::vector<int> distance(RowPuzzle::size(), -1);
  std::queue<Row> queue;
  const Row goal = RowPuzzle::goals()[0];
  distance[RowPuzzle::rank(goal)] = 0;
  queue.push(goal);
  while (!queue.empty()) {
    const Row row = queue.front();
    queue.pop();
    const int d = distance[RowPuzzle::rank(row)];
    RowPuzzle::for_each_move(row, [&](const Row& next, int) {
      auto& slot = distance[RowPuzzle::rank(next)];
      if (slot < 0) {
        slot = d + 1;
        queue.push(next);
      }
    });
  }
  return distance;
}

template <unsigned Bits, class Puzzle>
void check_against_reference(std::size_t threads) {
  static const std::vector<int> expected = reference_distances();
  InPlaceBuildOptions options;
  options.threads = threads;
  std::vector<int> levels;
  options.on_level = [&](const rotation::search::BuildProgress& progress) {
    levels.push_back(progress.distance);
  };
  const auto built = build_in_place<Bits>(Puzzle{}, options);
  std::vector<std::uint64_t> counts;
  for (std::size_t rank = 0; rank < expected.size(); ++rank) {
    const auto d = static_cast<std::size_t>(expected[rank]);
    if (d >= counts.size()) counts.resize(d + 1, 0);
    ++counts[d];
    if (built.residues.get(rank) != d % built.modulus) {
      FAIL("rank " << rank << ": entry " << built.residues.get(rank) << ", distance " << d);
    }
  }
  CHECK(built.counts == counts);
  CHECK(built.exact() == (counts.size() - 1 < built.modulus));
  std::vector<int> every_level(counts.size());
  for (std::size_t d = 0; d < every_level.size(); ++d) every_level[d] = static_cast<int>(d);
  CHECK(levels == every_level);
}

TEST_CASE("in-place build: a row of 8 tokens, every entry against a breadth-first search",
          "[build_in_place]") {
  check_against_reference<2, RowPuzzle>(1);
  check_against_reference<2, RowPuzzle>(2);
  check_against_reference<4, RowPuzzle>(2);
  check_against_reference<8, RowPuzzle>(1);
}

TEST_CASE("in-place build: a symmetry works out half the states and gives the same table",
          "[build_in_place]") {
  check_against_reference<2, SymmetricRowPuzzle>(1);
  check_against_reference<2, SymmetricRowPuzzle>(2);
  check_against_reference<8, SymmetricRowPuzzle>(2);
}

TEST_CASE("in-place build: the states shown from a distance on are the farthest, each once",
          "[build_in_place]") {
  const std::vector<int> expected = reference_distances();
  const int farthest = *std::ranges::max_element(expected);
  std::multiset<std::uint64_t> expected_far;
  for (std::size_t rank = 0; rank < expected.size(); ++rank)
    if (expected[rank] >= farthest - 1) expected_far.insert(rank);
  std::multiset<std::uint64_t> shown;
  InPlaceBuildOptions options;
  options.threads = 2;
  options.observe_from = farthest - 1;
  options.observe = [&](std::span<const std::uint64_t> ranks, int distance) {
    for (const std::uint64_t rank : ranks) {
      CHECK(expected[rank] == distance);
      shown.insert(rank);
    }
  };
  static_cast<void>(build_in_place<2>(SymmetricRowPuzzle{}, options));
  CHECK(shown == expected_far);
}

TEST_CASE("in-place build: the Rotation boards' symmetries are the square's eight",
          "[build_in_place]") {
  // Every # board keeps all seven turns and reflections, and each sends the center to itself.
  using Symmetry = rotation::BoardSymmetry<rotation::HashTopology<9>>;
  STATIC_REQUIRE(Symmetry::count == 7);
  const auto center = rotation::Bitboard<rotation::HashTopology<9>>::center;
  for (std::size_t s = 0; s < Symmetry::count; ++s) CHECK(Symmetry::apply(s, center) == center);
  // A placement and its images need as many moves, by the reference breadth-first search of
  // the generic builder (no symmetry) on size 7.
  using T = rotation::StandardTopology;
  const auto table =
      rotation::search::build_pattern_database<8>(rotation::PlacementAbstraction<T>{});
  for (std::uint64_t rank = 0; rank < rotation::PlacementAbstraction<T>::size(); rank += 97) {
    const auto cells = rotation::PlacementAbstraction<T>::unrank(rank);
    for (std::size_t s = 0; s < rotation::BoardSymmetry<T>::count; ++s)
      CHECK(table[rotation::PlacementAbstraction<T>::rank(
                rotation::BoardSymmetry<T>::apply(s, cells))] == table[rank]);
  }
}

#if ROTATION_HAS_FILES
TEST_CASE("table files: a size-9 table saved, read back entry for entry, damage refused",
          "[build_in_place][table_file]") {
  using T = rotation::HashTopology<9>;
  const auto dir = std::filesystem::temp_directory_path() / "rotation-test-table-file";
  std::filesystem::remove_all(dir);
  const rotation::PatternDatabase<T> built;
  const auto loaded_first = rotation::load_or_build_table<T>(dir);  // builds and saves
  const auto path = dir / rotation::table_file_name<T>();
  REQUIRE(std::filesystem::exists(path));
  const auto loaded = rotation::load_or_build_table<T>(dir);  // reads
  CHECK(loaded.distance_counts() == built.distance_counts());
  const auto words = built.entries().words();
  CHECK(std::ranges::equal(loaded.entries().words(), words));
  CHECK(std::ranges::equal(loaded_first.entries().words(), words));

  // A flipped bit in the entries: the checksum.
  {
    std::fstream file(path, std::ios::in | std::ios::out | std::ios::binary);
    file.seekg(-100, std::ios::end);
    char byte = 0;
    file.read(&byte, 1);
    byte = static_cast<char>(byte ^ 4);
    file.seekp(-100, std::ios::end);
    file.write(&byte, 1);
  }
  CHECK_THROWS_WITH(rotation::load_table<T>(path), Catch::Contains("checksum"));
  // Another board's table under this one's name.
  rotation::save_table(rotation::PatternDatabase<rotation::HashTopology<5>>(), path);
  CHECK_THROWS_WITH(rotation::load_table<T>(path), Catch::Contains("expected"));
  std::filesystem::remove_all(dir);
}
#endif

}  // namespace
