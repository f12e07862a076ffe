// Definitions read as twsearch reads them. A Move block's orientation line
// gives, under position j, the twist gained by the piece that leaves j; a
// MoveTransformation block numbers positions from 0 and gives the twist of
// the piece that arrives. The library's states after move sequences are
// checked against a second implementation of that rule, with its own reader
// and composition (support/permutation_reference.hpp), and against twsearch's
// own output for a worked example; definitions written the way
// PuzzleGeometry writes them (tests/puzzles/definitions/) against the
// reference's searches.

#include <rotation/permutation/coordinate_space.hpp>
#include <rotation/permutation/definition_text.hpp>
#include <rotation/permutation/puzzle.hpp>
#include <rotation/permutation/solve.hpp>

#include <cstddef>
#include <cstdint>
#include <numeric>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "catch.hpp"
#include "permutation_reference.hpp"
#include "permutation_solver.hpp"
#include "random_boards.hpp"

namespace {

namespace perm = rotation::permutation;
namespace ref = permutation_reference;
using permutation_solver::god_counts;
using permutation_solver::replay;
using permutation_solver::Solver;
using permutation_solver::to_library;

std::string pg_text(const std::string& file) {
  return ref::read_file(std::string(ROTATION_TEST_DEFINITIONS_DIR) + "/" + file);
}

perm::State library_after(const perm::Puzzle& puzzle, const std::string& line) {
  perm::State s = puzzle.solved();
  puzzle.apply(s, puzzle.parse_moves(line));
  return s;
}

// A random definition in both of twsearch's spellings, with the names of its
// moves. Sets of 2, 3 and 5 orientations, one of identical pieces without
// orientations and one of identical pieces with them; each move made of short
// cycles with random twists, of order 2 to 6, and leaving out some sets.
struct RandomDefinition {
  std::string as_move;
  std::string as_transformation;
  std::vector<std::string> names;
};

RandomDefinition random_definition(std::mt19937_64& rng) {
  struct SetShape {
    std::string name;
    int orientations;
    std::vector<int> labels;
    std::vector<int> solved_twists;
  };
  const std::vector<SetShape> sets = {
      {"EDGE", 2, {1, 2, 3, 4, 5, 6}, {0, 0, 0, 0, 0, 0}},
      {"CORNER", 3, {1, 2, 3, 4, 5}, {0, 1, 0, 2, 0}},
      {"PENTA", 5, {1, 2, 3, 4}, {0, 0, 3, 0}},
      {"CENTER", 1, {1, 1, 2, 2, 3, 3}, {0, 0, 0, 0, 0, 0}},
      {"TWIN", 3, {1, 1, 2, 2}, {0, 0, 0, 0}},
  };
  auto join = [](const std::vector<int>& values, int add) {
    std::string line;
    for (const int v : values) {
      if (!line.empty()) line += ' ';
      line += std::to_string(v + add);
    }
    return line;
  };
  RandomDefinition result;
  std::string head = "# random\nName Random\n";
  for (const SetShape& s : sets)
    head += "Set " + s.name + " " + std::to_string(s.labels.size()) + " " +
            std::to_string(s.orientations) + "\n";
  head += "Solved\n";
  for (const SetShape& s : sets) {
    head += s.name + "\n" + join(s.labels, 0) + "\n";
    if (s.orientations > 1) head += join(s.solved_twists, 0) + "\n";
  }
  head += "End\n";
  result.as_move = head;
  result.as_transformation = head;
  // Names that are prefixes of one another: a reader must take whole names.
  result.names = {"F", "FR", "FRD", "R", "D", "DRL"};
  for (const std::string& name : result.names) {
    for (;;) {
      std::string move = "Move " + name + "\n";
      std::string transformation = "MoveTransformation " + name + "\n";
      bool moves_something = false;
      // Some moves turn one set only (so that orders 4 and 5 come up).
      const std::size_t only = random_boards::below(rng, 2 * sets.size());
      for (const SetShape& s : sets) {
        const int n = static_cast<int>(s.labels.size());
        const bool left_out =
            only < sets.size() ? &s != &sets[only] : random_boards::below(rng, 4) == 0;
        if (left_out) continue;  // unchanged
        // come_from[i]: where the piece arriving at i comes from; in_twist[i]
        // its twist on the way. Cycles of one to three positions.
        std::vector<int> come_from(static_cast<std::size_t>(n));
        std::iota(come_from.begin(), come_from.end(), 0);
        std::vector<int> order = come_from;
        for (int i = n - 1; i > 0; --i)
          std::swap(order[static_cast<std::size_t>(i)],
                    order[random_boards::below(rng, static_cast<std::size_t>(i) + 1)]);
        for (std::size_t at = 0; at < order.size();) {
          const std::size_t length =
              std::min(order.size() - at, std::size_t{1} + random_boards::below(rng, 3));
          for (std::size_t k = 0; k < length; ++k)
            come_from[static_cast<std::size_t>(order[at + k])] = order[at + (k + 1) % length];
          at += length;
        }
        std::vector<int> in_twist(static_cast<std::size_t>(n), 0);
        std::vector<int> out_twist(static_cast<std::size_t>(n), 0);
        for (int i = 0; i < n; ++i) {
          const auto u = static_cast<std::size_t>(i);
          in_twist[u] =
              static_cast<int>(random_boards::below(rng, static_cast<std::size_t>(s.orientations)));
          out_twist[static_cast<std::size_t>(come_from[u])] = in_twist[u];
          moves_something = moves_something || come_from[u] != i || in_twist[u] != 0;
        }
        move += s.name + "\n" + join(come_from, 1) + "\n";
        transformation += s.name + "\n" + join(come_from, 0) + "\n";
        // A line of zeros for a set without orientations is allowed, as
        // PuzzleGeometry writes it for centres.
        if (s.orientations > 1 || random_boards::below(rng, 2) == 0) {
          move += join(out_twist, 0) + "\n";
          transformation += join(in_twist, 0) + "\n";
        }
      }
      move += "End\n";
      transformation += "End\n";
      if (!moves_something) continue;
      // Orders 2 to 6 only, as read by the reference.
      const ref::Definition alone = ref::read(head + move);
      const int order = alone.order(alone.generators[0]);
      if (order > 6) continue;
      result.as_move += move;
      result.as_transformation += transformation;
      break;
    }
  }
  return result;
}

// A random line of `words` moves, each a generator and a power spelled as
// the format allows: g, g1, g2 ... g(n-1), each with or without a '.
std::string random_line(std::mt19937_64& rng, const ref::Definition& d, int words) {
  std::string line;
  for (int w = 0; w < words; ++w) {
    const ref::Move& g = d.generators[random_boards::below(rng, d.generators.size())];
    const int n = d.order(g);
    const int p = 1 + static_cast<int>(random_boards::below(rng, static_cast<std::size_t>(n - 1)));
    std::string word = g.name;
    if (p > 1 || random_boards::below(rng, 4) == 0) word += std::to_string(p);
    if (random_boards::below(rng, 2) == 0) word += "'";
    if (!line.empty()) line += ' ';
    line += word;
  }
  return line;
}

}  // namespace

TEST_CASE("twsearch's worked example: a Move's twists are those of the pieces leaving",
          "[permutation][twsearch]") {
  // One set of three pieces with three orientations and one move, in both
  // spellings; the positions twsearch prints after X, X X and X X X.
  const std::string head = "Set P 3 3\nSolved\nP\n1 2 3\n0 0 0\nEnd\n";
  const auto move = perm::read_definition(head + "Move X\nP\n2 3 1\n1 0 0\nEnd\n");
  const auto transformation =
      perm::read_definition(head + "MoveTransformation X\nP\n1 2 0\n0 0 1\nEnd\n");
  CHECK(move.generators()[0].transform == transformation.generators()[0].transform);
  const auto expect = [](std::vector<std::uint8_t> labels, std::vector<std::uint8_t> twists) {
    return perm::State{std::move(labels), std::move(twists)};
  };
  for (const perm::Puzzle* puzzle : {&move, &transformation}) {
    CHECK(library_after(*puzzle, "X") == expect({2, 3, 1}, {0, 0, 1}));
    CHECK(library_after(*puzzle, "X X") == expect({3, 1, 2}, {0, 1, 1}));
    CHECK(library_after(*puzzle, "X X X") == expect({1, 2, 3}, {1, 1, 1}));
    CHECK(library_after(*puzzle, "X2") == expect({3, 1, 2}, {0, 1, 1}));
    CHECK(puzzle->generators()[0].order == 9);
  }
  // The reference reads it the same way.
  const ref::Definition d = ref::read(head + "Move X\nP\n2 3 1\n1 0 0\nEnd\n");
  CHECK(to_library(d.after("X X")) == expect({3, 1, 2}, {0, 1, 1}));
}

TEST_CASE("random definitions: the library's states are the reference's, in both spellings",
          "[permutation][twsearch]") {
  std::mt19937_64 rng(36);
  std::set<int> orders;
  for (int trial = 0; trial < 40; ++trial) {
    const RandomDefinition random = random_definition(rng);
    INFO(random.as_move);
    const auto from_move = perm::read_definition(random.as_move);
    const auto from_transformation = perm::read_definition(random.as_transformation);
    const ref::Definition d = ref::read(random.as_move);
    const ref::Definition d_transformation = ref::read(random.as_transformation);
    REQUIRE(from_move.generators().size() == random.names.size());
    for (std::size_t g = 0; g < random.names.size(); ++g) {
      CHECK(from_move.generators()[g].name == random.names[g]);
      CHECK(from_move.generators()[g].transform == from_transformation.generators()[g].transform);
      CHECK(from_move.generators()[g].order == d.order(d.generators[g]));
      orders.insert(from_move.generators()[g].order);
    }
    std::string scrambles;
    std::vector<std::string> lines;
    for (int k = 0; k < 25; ++k) {
      const std::string line =
          random_line(rng, d, 1 + static_cast<int>(random_boards::below(rng, 20)));
      INFO(line);
      const perm::State expected = to_library(d.after(line));
      CHECK(to_library(d_transformation.after(line)) == expected);
      CHECK(library_after(from_move, line) == expected);
      CHECK(library_after(from_transformation, line) == expected);
      scrambles += line + "\n";
      lines.push_back(line);
    }
    // The same lines as a scramble file.
    const auto read = perm::read_scrambles(scrambles, from_move);
    REQUIRE(read.size() == lines.size());
    for (std::size_t k = 0; k < lines.size(); ++k) {
      CHECK(read[k].state == to_library(d.after(lines[k])));
      // Written out as a block, read back.
      const auto block =
          perm::read_scrambles(perm::state_block(from_move, read[k].state, "s"), from_move);
      REQUIRE(block.size() == 1);
      CHECK(block[0].state == read[k].state);
    }
  }
  // Every order from 2 to 6 was met.
  for (int order = 2; order <= 6; ++order) CHECK(orders.contains(order));
}

TEST_CASE("PuzzleGeometry-style definitions: both spellings of the Skewb, the scrambles",
          "[permutation][twsearch]") {
  const auto move = perm::read_definition(pg_text("skewb_pg.tws"));
  const auto transformation = perm::read_definition(pg_text("skewb_pg_transformation.tws"));
  REQUIRE(move.generators().size() == 8);
  REQUIRE(transformation.generators().size() == 8);
  for (std::size_t g = 0; g < 8; ++g) {
    CHECK(move.generators()[g].name == transformation.generators()[g].name);
    CHECK(move.generators()[g].transform == transformation.generators()[g].transform);
  }
  // Scrambles whose move names share prefixes (D, DFL, DFR, DRL), each read
  // as the reference reads it.
  const std::string pyraminx_text = pg_text("pyraminx_pg.tws");
  const auto pyraminx = perm::read_definition(pyraminx_text);
  const ref::Definition d = ref::read(pyraminx_text);
  std::istringstream lines(pg_text("pyraminx_pg.scrambles"));
  std::vector<std::string> moves_lines;
  for (std::string line; std::getline(lines, line);)
    if (!line.empty() && line[0] != '#') moves_lines.push_back(line);
  const auto scrambles = perm::read_scrambles(pg_text("pyraminx_pg.scrambles"), pyraminx);
  REQUIRE(scrambles.size() == 12);
  REQUIRE(moves_lines.size() == 12);
  for (std::size_t i = 0; i < scrambles.size(); ++i)
    CHECK(scrambles[i].state == to_library(d.after(moves_lines[i])));
}

namespace {

// The library's distance counts of a definition against the reference's
// breadth-first search; returns the number of states.
std::uint64_t check_distance_counts(const std::string& file, std::size_t expected_states) {
  INFO(file);
  const std::string text = pg_text(file);
  const ref::Definition d = ref::read(text);
  const auto puzzle = perm::read_definition(text);
  const perm::CoordinateSpace space(puzzle, perm::Metric::all_powers);
  const auto expected = ref::breadth_first(d, d.moves(false), expected_states).counts();
  CHECK(god_counts(space) == expected);
  return std::accumulate(expected.begin(), expected.end(), std::uint64_t{0});
}

}  // namespace

TEST_CASE("PuzzleGeometry's tipless Pyraminx: distance counts against breadth-first search",
          "[permutation][twsearch]") {
  // Face moves that turn the puzzle in space: a third of the 933,120 states
  // of the puzzle held still times its 12 orientations in space.
  CHECK(check_distance_counts("tetraminx_pg.tws", std::size_t{1} << 22) == 3732480);
}

TEST_CASE("PuzzleGeometry's Skewb with opposite centres alike: distance counts",
          "[.][twsearch_skewb]") {
  // A quarter of the Skewb's states (below): each stands for the four that
  // differ from it by an even number of swaps of opposite centres.
  CHECK(check_distance_counts("skewb_pg_axes.tws", std::size_t{1} << 24) == 9447840);
}

TEST_CASE("PuzzleGeometry's Skewb: distance counts", "[.][twsearch_skewb_full]") {
  // The 3,149,280 states of the Skewb held still, in each of the 12
  // orientations of the cube that keep each tetrad of corners in place.
  CHECK(check_distance_counts("skewb_pg.tws", std::size_t{1} << 26) == 37791360);
}

TEST_CASE("PuzzleGeometry's Pyraminx with tips: every state near the goal, and scrambles",
          "[.][twsearch_pyraminx]") {
  const std::string text = pg_text("pyraminx_pg.tws");
  const ref::Definition d = ref::read(text);
  const auto moves = d.moves(false);
  const Solver solver(text, perm::Metric::all_powers, std::uint64_t{1} << 24);
  REQUIRE(solver.space.moves().size() == moves.size());
  const int radius = 7;
  const ref::Distances near = ref::breadth_first(d, moves, std::size_t{1} << 24, radius);
  auto check = [&](const ref::State& s, int distance) {
    const auto start = solver.space.encode(to_library(s));
    REQUIRE(start);
    const auto result = perm::solve(solver.space, solver.heuristic, *start);
    REQUIRE(result.found());
    CHECK(replay(d, moves, s, result.path) == d.solved);
    CHECK(static_cast<int>(result.path.size()) == distance);
  };
  // Every state within six moves, at the distance the reference found.
  const ref::Distances six = ref::breadth_first(d, moves, std::size_t{1} << 20, 6);
  ref::State s = d.solved;
  std::uint64_t checked = 0;
  six.for_each([&](std::uint64_t key, int distance) {
    d.unpack(key, s);
    check(s, distance);
    ++checked;
  });
  CHECK(checked == std::accumulate(six.counts().begin(), six.counts().end(), std::uint64_t{0}));
  // Random scrambles of thirty moves, their distances searched from both ends.
  std::mt19937_64 rng(3627970560);
  for (int i = 0; i < 200; ++i) {
    s = d.solved;
    for (int k = 0; k < 30; ++k) s = d.apply(s, moves[random_boards::below(rng, moves.size())]);
    const int distance = ref::distance_from_both_ends(d, moves, near, radius, s);
    INFO("scramble " << i);
    REQUIRE(distance >= 0);
    check(s, distance);
  }
}
