// The symmetries the library finds from a definition
// (rotation/permutation/symmetry.hpp), against what the shapes' geometry
// says (the cube's 48 with mirror images, the tetrahedron's 24, the square
// board's 8, the ring's dihedral groups), and what a symmetry must do: carry
// the state of a move sequence to the state of its image (the states made by
// the reference's own moves), keep distances (the reference's breadth-first
// search), and form a group; and a search that looks its tables up on a
// state's images too (symmetric_space.hpp), against the reference.

#include <rotation/permutation/definition_text.hpp>
#include <rotation/permutation/puzzle.hpp>
#include <rotation/permutation/solve.hpp>
#include <rotation/permutation/symmetry.hpp>

#include <cstddef>
#include <cstdint>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "catch.hpp"
#include "permutation_reference.hpp"
#include "permutation_solver.hpp"
#include "random_boards.hpp"

namespace {

namespace perm = rotation::permutation;
namespace ref = permutation_reference;
using permutation_solver::to_library;

std::string definition_text(const std::string& name) {
  return ref::read_file(std::string(ROTATION_SAMPLE_DIR) + "/puzzles/" + name + ".tws");
}

using Images = std::vector<std::pair<int, int>>;

// The generators' images of `first` then `second` (a move m goes to
// second(first(m))).
Images compose(const perm::Puzzle& puzzle, const perm::Symmetry& first,
               const perm::Symmetry& second) {
  Images images;
  for (const auto& [g, k] : first.generator_image)
    images.push_back(perm::image_of(puzzle, second, g, k));
  return images;
}

// The reference's state after generator powers (g, k), each applied k times
// with the reference's own move.
ref::State reference_state(const ref::Definition& d, const Images& sequence) {
  ref::State s = d.solved;
  for (const auto& [g, k] : sequence)
    for (int i = 0; i < k; ++i) s = d.apply(s, d.generators[static_cast<std::size_t>(g)]);
  return s;
}

}  // namespace

TEST_CASE("the symmetries found from the definitions are the shapes' symmetry groups",
          "[permutation][symmetry]") {
  struct Case {
    const char* name;
    std::size_t all;        // with mirror images
    std::size_t rotations;  // without
  };
  // The cube's rotations (24) and its mirror images; fixing the corner
  // DBL leaves the 3 turns about its diagonal and 3 mirror planes through
  // it; the pyraminx and the skewb (whose fixed corners make a tetrahedron)
  // keep the tetrahedron's 12 rotations and its 12 mirror images; a
  // puzzle without orientations has no mirrors by the test of
  // Symmetry::mirror: the Rotation Game's board has the square's 8, the
  // TopSpin rings the 2n of a ring of n.
  for (const Case c :
       {Case{"cube3", 48, 24}, Case{"cube2_full", 48, 24}, Case{"cube2_fixed", 6, 3},
        Case{"pyraminx_no_tips", 24, 12}, Case{"skewb", 24, 12}, Case{"rotation_game", 8, 8},
        Case{"topspin_12_4", 24, 24}, Case{"topspin_8_4", 16, 16}}) {
    INFO(c.name);
    const auto puzzle = perm::read_definition(definition_text(c.name));
    for (const auto metric : {perm::Metric::all_powers, perm::Metric::quarter_turns}) {
      CHECK(perm::symmetries(puzzle, metric).size() == c.all);
      CHECK(perm::symmetries(puzzle, metric, false).size() == c.rotations);
    }
  }
}

TEST_CASE("a symmetry carries the state of every move sequence to the state of its image",
          "[permutation][symmetry]") {
  std::mt19937_64 rng(20261206);
  for (const char* name :
       {"cube3", "cube2_fixed", "pyraminx_no_tips", "skewb", "rotation_game", "topspin_12_4"}) {
    INFO(name);
    const std::string text = definition_text(name);
    const auto puzzle = perm::read_definition(text);
    const ref::Definition d = ref::read(text);
    const auto all = perm::symmetries(puzzle, perm::Metric::all_powers);
    REQUIRE(!all.empty());
    for (std::size_t i = 0; i < all.size(); ++i) {
      INFO("symmetry " << i);
      for (int walk = 0; walk < 10; ++walk) {
        Images sequence;
        Images image;
        for (int m = 0; m < 30; ++m) {
          const int g = static_cast<int>(random_boards::below(rng, puzzle.generators().size()));
          const int order = puzzle.generators()[static_cast<std::size_t>(g)].order;
          const int k = 1 + static_cast<int>(random_boards::below(rng, std::size_t(order - 1)));
          sequence.emplace_back(g, k);
          image.push_back(perm::image_of(puzzle, all[i], g, k));
        }
        const perm::State state = to_library(reference_state(d, sequence));
        CHECK(perm::apply(puzzle, all[i], state) == to_library(reference_state(d, image)));
      }
      // The solved state is the image of the empty sequence.
      CHECK(perm::apply(puzzle, all[i], puzzle.solved()) == puzzle.solved());
    }
  }
}

TEST_CASE("the symmetries form a group, the identity first", "[permutation][symmetry]") {
  for (const char* name : {"cube3", "cube2_fixed", "skewb", "rotation_game", "topspin_8_4"}) {
    INFO(name);
    const auto puzzle = perm::read_definition(definition_text(name));
    for (const bool mirrors : {true, false}) {
      const auto all = perm::symmetries(puzzle, perm::Metric::all_powers, mirrors);
      std::set<Images> images;
      for (const auto& s : all) images.insert(s.generator_image);
      CHECK(images.size() == all.size());  // no two act alike
      Images identity;
      for (std::size_t g = 0; g < puzzle.generators().size(); ++g)
        identity.emplace_back(static_cast<int>(g), 1);
      CHECK(all.front().generator_image == identity);
      for (const auto& a : all)
        for (const auto& b : all) CHECK(images.contains(compose(puzzle, a, b)));
    }
  }
}

TEST_CASE("the cube's rotations keep the turns' sense and its mirror images reverse it",
          "[permutation][symmetry]") {
  for (const char* name : {"cube3", "cube2_full"}) {
    INFO(name);
    const auto puzzle = perm::read_definition(definition_text(name));
    for (const auto& s : perm::symmetries(puzzle, perm::Metric::quarter_turns))
      for (const auto& [g, k] : s.generator_image) CHECK(k == (s.mirror() ? 3 : 1));
  }
}

TEST_CASE("a symmetry keeps every distance to the solved state (the 2x2x2)",
          "[permutation][symmetry]") {
  const std::string text = definition_text("cube2_fixed");
  const auto puzzle = perm::read_definition(text);
  const ref::Definition d = ref::read(text);
  for (const bool quarter_turns : {false, true}) {
    const ref::Distances distances = ref::breadth_first(d, d.moves(quarter_turns));
    const auto all = perm::symmetries(
        puzzle, quarter_turns ? perm::Metric::quarter_turns : perm::Metric::all_powers);
    REQUIRE(all.size() == 6);
    std::mt19937_64 rng(quarter_turns ? 7 : 8);
    std::set<int> seen;
    for (int i = 0; i < 300; ++i) {
      ref::State s = d.solved;
      const int length = static_cast<int>(random_boards::below(rng, 20));
      for (int k = 0; k < length; ++k)
        s = d.apply(s, d.generators[random_boards::below(rng, d.generators.size())]);
      const int distance = distances.of(d.pack(s));
      seen.insert(distance);
      for (const auto& symmetry : all) {
        const perm::State image = perm::apply(puzzle, symmetry, to_library(s));
        ref::State back{{image.labels.begin(), image.labels.end()},
                        {image.twists.begin(), image.twists.end()}};
        CHECK(distances.of(d.pack(back)) == distance);
      }
    }
    CHECK(seen.size() >= 8);  // states at many distances, not only near the solved one
  }
}

TEST_CASE("tables looked up on a state's images too: optimal, fewer nodes (the 2x2x2)",
          "[permutation][symmetry]") {
  // Small tables (two, of a few thousand entries) leave room for the
  // images to help; every answer's length is the reference's distance.
  const std::string text = definition_text("cube2_fixed");
  const auto puzzle = perm::read_definition(text);
  const ref::Definition d = ref::read(text);
  const ref::Distances distances = ref::breadth_first(d, d.moves(false));
  const perm::CoordinateSpace space(puzzle, perm::Metric::all_powers);
  std::vector<perm::CoordinatePatternDatabase> databases;
  for (auto& pattern : perm::choose_patterns(space, 10000))
    databases.emplace_back(std::move(pattern));
  const perm::LargestOfPatterns tables(std::move(databases));
  REQUIRE(tables.databases().size() == 2);
  const auto chosen =
      perm::choose_images(space, tables, perm::symmetries(puzzle, perm::Metric::all_powers));
  REQUIRE(chosen.size() > 1);  // the images raise the bound
  CHECK(chosen.front() == perm::symmetries(puzzle, perm::Metric::all_powers).front());
  const perm::LargestOverImages over(tables, chosen);
  const perm::SymmetricSpace images(space, chosen, over.coordinates_read());
  std::mt19937_64 rng(20261207);
  std::uint64_t plain_nodes = 0;
  std::uint64_t image_nodes = 0;
  const auto moves = d.moves(false);
  for (int i = 0; i < 100; ++i) {
    ref::State s = d.solved;
    for (int k = 0; k < 30; ++k) s = d.apply(s, moves[random_boards::below(rng, moves.size())]);
    const perm::State state = to_library(s);
    const auto plain = perm::solve(space, tables, *space.encode(state));
    const auto start = images.encode(state);
    REQUIRE(start);
    // Each image is the state under its symmetry, coordinate by coordinate.
    for (std::size_t k = 0; k < images.images(); ++k)
      CHECK(start->images[k] == *space.encode(perm::apply(puzzle, chosen[k], state)));
    const auto result = perm::solve(images, over, *start);
    REQUIRE(result.found());
    INFO("state " << i);
    CHECK(permutation_solver::replay(d, moves, s, result.path) == d.solved);
    CHECK(static_cast<int>(result.path.size()) == distances.of(d.pack(s)));
    CHECK(result.path == plain.path);  // the same first shortest solution
    plain_nodes += plain.stats.nodes_expanded;
    image_nodes += result.stats.nodes_expanded;
  }
  CHECK(image_nodes < plain_nodes);
}

TEST_CASE("choose_images keeps only the identity for a table of the whole space",
          "[permutation][symmetry]") {
  const auto puzzle = perm::read_definition(definition_text("cube2_fixed"));
  const perm::CoordinateSpace space(puzzle, perm::Metric::all_powers);
  std::vector<perm::CoordinatePatternDatabase> databases;
  for (auto& pattern : perm::choose_patterns(space, std::uint64_t{1} << 24))
    databases.emplace_back(std::move(pattern));
  const perm::LargestOfPatterns tables(std::move(databases));
  REQUIRE(tables.databases().size() == 1);
  CHECK(perm::choose_images(space, tables, perm::symmetries(puzzle, perm::Metric::all_powers))
            .size() == 1);
}

TEST_CASE("same_on_image: the tables it names give every image the state's bound",
          "[permutation][symmetry]") {
  // The claim behind looking fewer tables up on images, checked by looking
  // the tables up on the images themselves (apply() and encode()). On the
  // 2x2x2 with a corner held still, the symmetries keep the corners'
  // positions a view of their own; not their orientations (a turn of the
  // cube changes which sticker a twist counts from, by the piece), nor the
  // positions of corners 1 and 2 alone (a projection: a symmetry moves those
  // corners' labels onto others).
  const auto puzzle = perm::read_definition(definition_text("cube2_fixed"));
  const perm::CoordinateSpace space(puzzle, perm::Metric::all_powers,
                                    {perm::Projection::positions("CORNER", {1, 2})});
  REQUIRE(space.exact_coordinates() == 2);
  const auto all = perm::symmetries(puzzle, perm::Metric::all_powers);
  REQUIRE(all.size() == 6);
  std::vector<perm::CoordinatePatternDatabase> tables;
  tables.emplace_back(perm::CoordinatePattern(space, {0, 1}));  // the whole space
  tables.emplace_back(perm::CoordinatePattern(space, {0}));     // positions
  tables.emplace_back(perm::CoordinatePattern(space, {1}));     // orientations
  tables.emplace_back(perm::CoordinatePattern(space, {space.projection_index(0)}));
  std::vector<std::size_t> differ(tables.size(), 0);
  std::mt19937_64 rng(20261206);
  for (int i = 0; i < 300; ++i) {
    perm::State state = puzzle.solved();
    for (int k = 0; k < 25; ++k)
      puzzle.apply(state, space.moves()[random_boards::below(rng, space.moves().size())].transform);
    const auto own = *space.encode(state);
    for (const auto& symmetry : all) {
      const auto image = *space.encode(perm::apply(puzzle, symmetry, state));
      for (std::size_t t = 0; t < tables.size(); ++t) {
        if (perm::same_on_image(tables[t].pattern(), symmetry))
          CHECK(tables[t](image) == tables[t](own));
        else if (tables[t](image) != tables[t](own))
          ++differ[t];
      }
    }
  }
  for (const auto& symmetry : all) {
    CHECK(perm::same_on_image(tables[0].pattern(), symmetry));
    CHECK(perm::same_on_image(tables[1].pattern(), symmetry));
    CHECK(perm::same_on_image(tables[3].pattern(), symmetry) == (symmetry == all.front()));
  }
  // Where it says no, the bounds do differ.
  CHECK(differ[2] > 0);
  CHECK(differ[3] > 0);
  // LargestOverImages looks only the projection's table up on the images.
  std::vector<perm::CoordinatePatternDatabase> two;
  two.emplace_back(tables[0].pattern(), tables[0].table());
  two.emplace_back(tables[3].pattern(), tables[3].table());
  const perm::LargestOfPatterns largest(std::move(two));
  const std::vector<perm::Symmetry> some = {all[0], all[1], all[2]};
  const perm::LargestOverImages over(largest, some);
  for (std::size_t k = 1; k < some.size(); ++k)
    CHECK(over.looked_up(k) == std::vector<std::size_t>{1});
  CHECK(over.coordinates_read() == std::vector<std::size_t>{space.projection_index(0)});
}
