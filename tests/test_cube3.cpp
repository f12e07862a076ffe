// The 3x3x3 cube from its definition (examples/data/puzzles/cube3.tws, made
// from the cube's geometry): its group's order, the published numbers of
// positions at each distance near the solved state, counted by the
// reference's own breadth-first search, and the orders of the groups of the
// other bundled definitions against their known state counts; and the
// library's answers to short scrambles against the reference's searches.

#include <rotation/permutation/definition_text.hpp>
#include <rotation/permutation/puzzle.hpp>
#include <rotation/permutation/solve.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "catch.hpp"
#include "group_order.hpp"
#include "permutation_reference.hpp"
#include "permutation_solver.hpp"
#include "random_boards.hpp"

namespace {

namespace perm = rotation::permutation;
namespace ref = permutation_reference;

std::string definition_text(const std::string& name) {
  return ref::read_file(std::string(ROTATION_SAMPLE_DIR) + "/puzzles/" + name + ".tws");
}

// The reference's counts of positions at distances 0 to `depth`.
std::vector<std::uint64_t> counts_near_solved(bool quarter_turns, int depth, std::size_t expected) {
  const ref::Definition d = ref::read(definition_text("cube3"));
  return ref::breadth_first<ref::WideKey>(d, d.moves(quarter_turns), expected, depth).counts();
}

}  // namespace

TEST_CASE("the groups of the bundled definitions have their known orders", "[permutation][cube3]") {
  // 8! 3^7 12! 2^11 / 2 for the 3x3x3; for the others, the states each
  // file's comment gives (every state of distinct pieces is one element).
  CHECK(group_order::of(ref::read(definition_text("cube3"))) == "43252003274489856000");
  CHECK(group_order::of(ref::read(definition_text("cube2_fixed"))) == "3674160");
  CHECK(group_order::of(ref::read(definition_text("cube2_full"))) == "88179840");
  CHECK(group_order::of(ref::read(definition_text("topspin_12_4"))) == "239500800");
  CHECK(group_order::of(ref::read(definition_text("pyraminx_no_tips"))) == "933120");
  // The library reads the 3x3x3 with six generators of order 4.
  const auto cube = perm::read_definition(definition_text("cube3"));
  REQUIRE(cube.generators().size() == 6);
  for (const auto& g : cube.generators()) CHECK(g.order == 4);
}

TEST_CASE("the 3x3x3: positions at each distance to 6 (half turns) and 7 (quarter turns)",
          "[.][cube3_near]") {
  CHECK(counts_near_solved(false, 6, std::size_t{1} << 23) ==
        std::vector<std::uint64_t>{1, 18, 243, 3240, 43239, 574908, 7618438});
  CHECK(counts_near_solved(true, 7, std::size_t{1} << 23) ==
        std::vector<std::uint64_t>{1, 12, 114, 1068, 10011, 93840, 878880, 8221632});
}

TEST_CASE("the 3x3x3: positions at distance 7 in half turns", "[.][cube3_far]") {
  CHECK(counts_near_solved(false, 7, std::size_t{1} << 27) ==
        std::vector<std::uint64_t>{1, 18, 243, 3240, 43239, 574908, 7618438, 100803036});
}

TEST_CASE("the 3x3x3: 200 scrambles of up to 10 moves solved optimally, in each metric",
          "[.][cube3_optimal]") {
  // Each answer replayed with the reference's moves and its length checked
  // against the reference's search from both ends (every state within 5
  // moves of the solved one, then out from the scramble).
  const std::string text = definition_text("cube3");
  const ref::Definition d = ref::read(text);
  for (const bool quarter_turns : {false, true}) {
    INFO((quarter_turns ? "quarter turns" : "all powers"));
    const auto moves = d.moves(quarter_turns);
    const int radius = 5;
    const auto near = ref::breadth_first<ref::WideKey>(d, moves, std::size_t{1} << 20, radius);
    const permutation_solver::Solver solver(
        text, quarter_turns ? perm::Metric::quarter_turns : perm::Metric::all_powers,
        std::uint64_t{1} << 26);
    REQUIRE(solver.space.moves().size() == moves.size());
    std::mt19937_64 rng(quarter_turns ? 20261206 : 43252003);
    for (int i = 0; i < 200; ++i) {
      const int length = 1 + i % 10;
      ref::State s = d.solved;
      for (int k = 0; k < length; ++k)
        s = d.apply(s, moves[random_boards::below(rng, moves.size())]);
      const int distance =
          ref::distance_from_both_ends(d, moves, near, radius, s, std::max(0, length - radius));
      INFO("scramble " << i << " of " << length << " moves");
      REQUIRE(distance >= 0);
      const auto start = solver.space.encode(permutation_solver::to_library(s));
      REQUIRE(start);
      const auto result = perm::solve(solver.space, solver.heuristic, *start);
      REQUIRE(result.found());
      CHECK(permutation_solver::replay(d, moves, s, result.path) == d.solved);
      CHECK(static_cast<int>(result.path.size()) == distance);
    }
  }
}
