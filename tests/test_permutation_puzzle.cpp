// Permutation puzzles from definitions (rotation/permutation/) against
// independent sources: the published distance counts of the 2x2x2 cube, and a
// reference (support/permutation_reference.hpp) with its own reader, its own
// moves and a breadth-first search over whole states, for the bundled
// definitions; the Rotation Game as a definition against the library's own
// solver; the reader's errors against what each bad text breaks.

#include <rotation/board.hpp>
#include <rotation/census.hpp>
#include <rotation/permutation/coordinate_space.hpp>
#include <rotation/permutation/definition_text.hpp>
#include <rotation/permutation/pattern_tables.hpp>
#include <rotation/permutation/puzzle.hpp>
#include <rotation/permutation/solve.hpp>
#include <rotation/permutation/table_cache.hpp>
#include <rotation/search/packed_array.hpp>
#include <rotation/search/pattern_database.hpp>
#include <rotation/search/pattern_database_file.hpp>
#include <rotation/solve.hpp>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <map>
#include <numeric>
#include <optional>
#include <random>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "board_cells.hpp"
#include "catch.hpp"
#include "pairwise_pruning.hpp"
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

std::string definition_text(const std::string& name) {
  return ref::read_file(std::string(ROTATION_SAMPLE_DIR) + "/puzzles/" + name + ".tws");
}

// The reference's breadth-first search of a bundled definition, once per
// definition and metric.
const ref::Distances& reference_distances(const std::string& name, bool quarter_turns) {
  static std::map<std::pair<std::string, bool>, ref::Distances> done;
  const auto key = std::pair(name, quarter_turns);
  if (!done.contains(key)) {
    const ref::Definition d = ref::read(definition_text(name));
    done[key] = ref::breadth_first(d, d.moves(quarter_turns));
  }
  return done[key];
}

// `count` states from random walks of `length` moves, with their reference
// distances; each solved by the library, its length checked and its path
// replayed with the reference's moves.
void check_random_states(const std::string& name, bool quarter_turns, std::uint64_t max_entries,
                         int count, int length, bool exhaustive_reference) {
  const std::string text = definition_text(name);
  const ref::Definition d = ref::read(text);
  const auto moves = d.moves(quarter_turns);
  const Solver solver(text, quarter_turns ? perm::Metric::quarter_turns : perm::Metric::all_powers,
                      max_entries);
  REQUIRE(solver.space.moves().size() == moves.size());
  const ref::Distances* distances =
      exhaustive_reference ? &reference_distances(name, quarter_turns) : nullptr;
  std::mt19937_64 rng(20261202);
  for (int i = 0; i < count; ++i) {
    ref::State s = d.solved;
    for (int k = 0; k < length; ++k) s = d.apply(s, moves[random_boards::below(rng, moves.size())]);
    const auto start = solver.space.encode(to_library(s));
    REQUIRE(start);
    const auto result = perm::solve(solver.space, solver.heuristic, *start);
    REQUIRE(result.found());
    INFO(name << " state " << i);
    CHECK(replay(d, moves, s, result.path) == d.solved);
    if (exhaustive_reference) {
      CHECK(static_cast<int>(result.path.size()) == distances->of(d.pack(s)));
    } else {
      // A walk of `length` moves is at most that far; no shorter path exists
      // if a search of the reference's own moves finds none (checked for
      // short walks only, where that search is small).
      CHECK(static_cast<int>(result.path.size()) <= length);
    }
  }
}

}  // namespace

TEST_CASE("the 2x2x2's distance counts are the published ones, in both metrics", "[permutation]") {
  const auto puzzle = perm::read_definition(definition_text("cube2_fixed"));
  const perm::CoordinateSpace all(puzzle, perm::Metric::all_powers);
  CHECK(god_counts(all) == std::vector<std::uint64_t>{1, 9, 54, 321, 1847, 9992, 50136, 227536,
                                                      870072, 1887748, 623800, 2644});
  const perm::CoordinateSpace quarter(puzzle, perm::Metric::quarter_turns);
  const auto counts = god_counts(quarter);
  CHECK(counts.size() == 15);  // God's number 14
  CHECK(counts.back() == 276);
  CHECK(std::accumulate(counts.begin(), counts.end(), std::uint64_t{0}) == 3674160);
}

// A wheel of n notches turned one notch by its only move: one piece of n
// orientations. k turns from the solved state, min(k, n - k) moves back in
// quarter turns.
std::string wheel_definition(int n) {
  return "Name Wheel" + std::to_string(n) + "\n\nSet WHEEL 1 " + std::to_string(n) +
         "\n\nSolved\nWHEEL\n1\n0\nEnd\n\nMove R\nWHEEL\n1\n1\nEnd\n";
}

TEST_CASE("pattern tables take half a byte an entry, a byte once a distance passes 14",
          "[permutation]") {
  // The 2x2x2's whole space in quarter turns reaches 14, the most half a byte holds.
  const auto cube = perm::read_definition(definition_text("cube2_fixed"));
  const perm::CoordinateSpace quarter(cube, perm::Metric::quarter_turns);
  std::vector<std::size_t> all(quarter.exact_coordinates());
  std::iota(all.begin(), all.end(), std::size_t{0});
  const perm::CoordinatePatternDatabase whole(perm::CoordinatePattern(quarter, all));
  CHECK(whole.entry_bits() == 4);
  CHECK(whole.memory_bytes() == std::size_t{3674160 + 15} / 16 * 8);  // 16 entries a word
  CHECK(whole.distance_counts().size() == 15);

  // Wheels whose farthest state is 13 to 40 turns away: the entries widen past 14 and every
  // state's distance is still its own, level after level.
  for (const int n : {27, 29, 30, 31, 35, 81}) {
    INFO("wheel of " << n);
    const auto wheel = perm::read_definition(wheel_definition(n));
    const perm::CoordinateSpace space(wheel, perm::Metric::quarter_turns);
    std::vector<std::size_t> chosen(space.exact_coordinates());
    std::iota(chosen.begin(), chosen.end(), std::size_t{0});
    std::vector<int> levels_reported;
    rotation::search::BuildOptions options;
    options.on_level = [&](const rotation::search::BuildProgress& p) {
      levels_reported.push_back(p.distance);
    };
    const perm::CoordinatePatternDatabase table(perm::CoordinatePattern(space, chosen), options);
    const int farthest = n / 2;
    CHECK(table.entry_bits() == (farthest <= 14 ? 4U : 8U));
    std::vector<int> every_level(static_cast<std::size_t>(farthest) + 1);
    std::iota(every_level.begin(), every_level.end(), 0);
    CHECK(levels_reported == every_level);
    std::vector<std::uint64_t> counts(static_cast<std::size_t>(farthest) + 1, 2);
    counts[0] = 1;
    if (n % 2 == 0) counts.back() = 1;
    CHECK(table.distance_counts() == counts);
    perm::CoordinateState state = space.goal();
    const auto turn = static_cast<std::uint16_t>(0);  // R, the first of R and its inverse
    REQUIRE(space.moves().size() == 2);
    for (int k = 0; k < n; ++k) {
      CHECK(table(state) == std::min(k, n - k));
      space.apply(state, turn);
    }
    CHECK_FALSE(table.unsolvable(space.goal()));
  }

  // Four wheels of 31 (923,521 states, distances to 60) on three threads: levels found by
  // scanning the table, forward and backward, widened after a scanned level. The counts are
  // those of a sum of four wheels' distances, each 0 once and 1 to 15 twice.
  std::string four = "Name FourWheels\n";
  for (const char w : std::string("ABCD")) four += std::string("Set ") + w + " 1 31\n";
  four += "\nSolved\nA\n1\n0\nB\n1\n0\nC\n1\n0\nD\n1\n0\nEnd\n";
  for (const char w : std::string("ABCD"))
    four += std::string("\nMove ") + w + "\n" + w + "\n1\n1\nEnd\n";
  const auto wheels = perm::read_definition(four);
  const perm::CoordinateSpace space(wheels, perm::Metric::quarter_turns);
  std::vector<std::size_t> chosen(space.exact_coordinates());
  std::iota(chosen.begin(), chosen.end(), std::size_t{0});
  rotation::search::BuildOptions three;
  three.threads = 3;
  const perm::CoordinatePatternDatabase table(perm::CoordinatePattern(space, chosen), three);
  CHECK(table.size() == 923521);
  CHECK(table.entry_bits() == 8);
  std::vector<std::uint64_t> sum{1};
  for (int w = 0; w < 4; ++w) {
    std::vector<std::uint64_t> next(sum.size() + 15, 0);
    for (std::size_t a = 0; a < sum.size(); ++a)
      for (std::size_t k = 0; k <= 15; ++k) next[a + k] += sum[a] * (k == 0 ? 1 : 2);
    sum = next;
  }
  CHECK(table.distance_counts() == sum);
}

TEST_CASE("every bundled definition's distance counts are the reference's breadth-first search",
          "[permutation]") {
  struct Case {
    const char* name;
    bool quarter_turns;
  };
  for (const Case c :
       {Case{"cube2_fixed", true}, Case{"pyraminx_no_tips", false}, Case{"skewb", false},
        Case{"topspin_8_4", false}, Case{"rotation_game", true}}) {
    INFO(c.name);
    const std::string text = definition_text(c.name);
    const auto expected = reference_distances(c.name, c.quarter_turns).counts();
    const auto puzzle = perm::read_definition(text);
    const perm::CoordinateSpace space(
        puzzle, c.quarter_turns ? perm::Metric::quarter_turns : perm::Metric::all_powers);
    CHECK(god_counts(space) == expected);
  }
}

TEST_CASE("random states are solved optimally, their solutions replayed by the reference",
          "[permutation]") {
  // Exact tables (every coordinate in one table) and, with a small budget,
  // several tables whose estimates are combined: the same lengths.
  check_random_states("cube2_fixed", false, std::uint64_t{1} << 24, 1000, 40, true);
  check_random_states("cube2_fixed", true, 10000, 200, 40, true);
  check_random_states("pyraminx_no_tips", false, 5000, 200, 40, true);
  check_random_states("skewb", false, 100000, 200, 40, true);
  check_random_states("topspin_8_4", false, 1000, 200, 40, true);
  // TopSpin (12, 4): 239,500,800 states, searched with two tables of six
  // tokens each; short walks, whose paths the search can only shorten.
  check_random_states("topspin_12_4", false, std::uint64_t{1} << 24, 20, 12, false);
}

TEST_CASE("TopSpin (12, 4): the shortest solutions of short walks, by brute force",
          "[permutation]") {
  const std::string text = definition_text("topspin_12_4");
  const ref::Definition d = ref::read(text);
  const auto moves = d.moves(false);
  const Solver solver(text, perm::Metric::all_powers, std::uint64_t{1} << 24);
  // Every state within 3 moves, with its distance, from the reference's moves.
  const auto near = [&] {
    std::vector<std::pair<std::uint64_t, int>> found{{d.pack(d.solved), 0}};
    std::vector<ref::State> level{d.solved};
    for (int depth = 1; depth <= 3; ++depth) {
      std::vector<ref::State> next;
      for (const auto& s : level)
        for (const auto& m : moves) next.push_back(d.apply(s, m));
      level = next;
      for (const auto& s : level) found.emplace_back(d.pack(s), depth);
    }
    std::sort(found.begin(), found.end());  // the smallest depth first for each key
    return found;
  }();
  std::mt19937_64 rng(7);
  for (int i = 0; i < 200; ++i) {
    ref::State s = d.solved;
    const int length = 1 + static_cast<int>(random_boards::below(rng, 3));
    for (int k = 0; k < length; ++k) s = d.apply(s, moves[random_boards::below(rng, moves.size())]);
    const auto key = d.pack(s);
    const auto at =
        std::lower_bound(near.begin(), near.end(), std::pair<std::uint64_t, int>{key, -1});
    REQUIRE(at != near.end());
    REQUIRE(at->first == key);
    const auto result =
        perm::solve(solver.space, solver.heuristic, *solver.space.encode(to_library(s)));
    REQUIRE(result.found());
    CHECK(static_cast<int>(result.path.size()) == at->second);
    CHECK(replay(d, moves, s, result.path) == d.solved);
  }
}

TEST_CASE("the Rotation Game as a definition: rotation::solve's lengths", "[permutation]") {
  const Solver solver(definition_text("rotation_game"), perm::Metric::quarter_turns,
                      std::uint64_t{1} << 24);
  // A board's distance: the least over its three symbols, each as the target.
  auto length = [&](const rotation::Board<>& board) {
    std::size_t best = 1000;
    for (int symbol = 1; symbol <= 3; ++symbol) {
      perm::State state;
      for (std::size_t cell = 0; cell < 24; ++cell) {
        state.labels.push_back(static_cast<std::uint8_t>(board[cell] == symbol ? 1 : 2));
        state.twists.push_back(0);
      }
      REQUIRE(solver.puzzle.state_problem(state).empty());
      const auto result = perm::solve(solver.space, solver.heuristic, *solver.space.encode(state));
      REQUIRE(result.found());
      best = std::min(best, result.path.size());
    }
    return best;
  };
  std::mt19937_64 rng(11);
  for (int i = 0; i < 1000; ++i) {
    const auto board = board_cells::to_board(random_boards::random_board(rng));
    CHECK(length(board) == rotation::solve(board).moves.size());
  }
  const auto hardest = rotation::hardest_boards();
  REQUIRE(hardest.boards.size() == 192);
  for (const auto& board : hardest.boards) CHECK(length(board) == 13);
}

TEST_CASE("shortest solutions counted: a brute force over every move sequence agrees",
          "[permutation]") {
  const std::string text = definition_text("cube2_fixed");
  const ref::Definition d = ref::read(text);
  const auto moves = d.moves(false);
  const Solver solver(text, perm::Metric::all_powers, std::uint64_t{1} << 24);
  std::mt19937_64 rng(3);
  for (int i = 0; i < 20; ++i) {
    ref::State s = d.solved;
    for (int k = 0; k < 4; ++k) s = d.apply(s, moves[random_boards::below(rng, moves.size())]);
    const auto start = *solver.space.encode(to_library(s));
    const auto length = perm::solve(solver.space, solver.heuristic, start).path.size();
    // Every sequence of that many moves, counted when it solves the state.
    std::uint64_t expected = 0;
    std::vector<std::size_t> sequence(length, 0);
    for (;;) {
      ref::State t = s;
      for (const auto m : sequence) t = d.apply(t, moves[m]);
      if (t == d.solved) ++expected;
      std::size_t k = 0;
      while (k < length && ++sequence[k] == moves.size()) sequence[k++] = 0;
      if (k == length) break;
    }
    CHECK(perm::count_solutions(solver.space, solver.heuristic, start).count == expected);
    rotation::search::ParallelOptions two;
    two.threads = 2;
    const auto parallel = perm::count_solutions(solver.space, solver.heuristic, start, two);
    CHECK(parallel.count == expected);
    CHECK(parallel.length == std::optional<int>(static_cast<int>(length)));
  }
}

TEST_CASE("the moves' algebra: names, orders, inverses", "[permutation]") {
  const auto puzzle = perm::read_definition(definition_text("cube2_fixed"));
  for (const auto& g : puzzle.generators()) CHECK(g.order == 4);
  std::vector<std::string> names;
  for (const auto& m : puzzle.moves(perm::Metric::all_powers)) names.push_back(m.name);
  CHECK(names == std::vector<std::string>{"U", "U2", "U'", "R", "R2", "R'", "F", "F2", "F'"});
  names.clear();
  for (const auto& m : puzzle.moves(perm::Metric::quarter_turns)) names.push_back(m.name);
  CHECK(names == std::vector<std::string>{"U", "U'", "R", "R'", "F", "F'"});
  // A sequence and its inverse written out undo each other; R3 is R'.
  const auto there = puzzle.parse_moves("R U2 F' R2");
  const auto back = puzzle.parse_moves("R2 F U2 R'");
  CHECK(puzzle.compose(there, back) == puzzle.identity());
  CHECK(puzzle.inverse(there) == back);
  CHECK(puzzle.parse_moves("R3") == puzzle.parse_moves("R'"));
  CHECK(puzzle.parse_moves("R2'") == puzzle.parse_moves("R2"));
  // Orders of 3 and 5: R' is the last power; R2' appears from order 5.
  const auto order_five =
      perm::read_definition("Set P 5 1\nSolved\nP\n1 2 3 4 5\nEnd\nMove R\nP\n2 3 4 5 1\nEnd\n");
  names.clear();
  for (const auto& m : order_five.moves(perm::Metric::all_powers)) names.push_back(m.name);
  CHECK(names == std::vector<std::string>{"R", "R2", "R2'", "R'"});
}

TEST_CASE("states no move sequence reaches are told apart", "[permutation]") {
  const auto puzzle = perm::read_definition(definition_text("topspin_8_4"));
  // Two tokens swapped: an odd permutation, which reversals of 4 never make.
  auto state = puzzle.solved();
  std::swap(state.labels[0], state.labels[1]);
  CHECK(puzzle.invariant_problem(state) == "the parity of its permutation cannot be reached");
  std::swap(state.labels[2], state.labels[3]);
  CHECK(puzzle.invariant_problem(state).empty());
  // One corner twisted: the sum of the 2x2x2's twists changes.
  const auto cube = perm::read_definition(definition_text("cube2_fixed"));
  auto twisted = cube.solved();
  twisted.twists[0] = 1;
  CHECK(cube.invariant_problem(twisted).find("add up to 1 (mod 3), not 0") != std::string::npos);
  const perm::CoordinateSpace space(cube, perm::Metric::all_powers);
  CHECK_FALSE(space.encode(twisted));
}

TEST_CASE("the reader's errors name the line and what was expected", "[permutation]") {
  const std::string head = "Name T\nSet P 3 2\nSolved\nP\n1 2 3\nEnd\n";
  const std::string move = "Move M\nP\n2 3 1\nEnd\n";
  struct Case {
    std::string text;
    std::string message;
  };
  const std::vector<Case> cases = {
      {head + move + "Illegal\n",
       "line 11: 'Illegal' is not supported by this reader (it supports Name, Set, Solved, Move, "
       "MoveTransformation and End)"},
      {head + move + "Blah\n",
       "line 11: expected Name, Set, Solved, Move or MoveTransformation, found 'Blah'"},
      {"Set P 3 0\n", "line 1: the number of orientations of set P must be 1 to 255, not 0"},
      {"Set P x 2\n", "line 1: expected the number of pieces of set P, found 'x'"},
      {head + "Move M\nP\n2 2 1\nEnd\n",
       "line 9: position 2 appears twice in set P of Move M "
       "(not a permutation)"},
      {head + "Move M\nP\n1 2 3\nEnd\n", "line 7: move M does nothing"},
      {head + "Move M\nQ\n2 3 1\nEnd\n",
       "line 8: expected a set name (P) or End in Move M, found 'Q'"},
      {head + "Move M\nP\n2 3 1\n",
       "line 10: expected a set name or End in Move M, found the "
       "end of the text"},
      {head + "Move M\nP\n2 3 1\n0 0 2\nEnd\n",
       "line 10: orientation change 3 of 3 of set P in Move M must be 0 to 1, not 2"},
      {head + move + "Move M\nP\n3 1 2\nEnd\n", "line 11: move M is defined twice"},
      {"Set P 3 2\nSet P 2 1\n", "line 2: set P is defined twice"},
      {head, "line 7: no Move in the definition"},
      {"Set P 3 1\n" + move, "line 6: no Solved block in the definition"},
      {"Set P 3 1\nSolved\nP\n1 0 2\nEnd\n",
       "line 4: label 2 of 3 of set P must be 1 to 255, not 0"},
  };
  for (const Case& c : cases) {
    INFO(c.text);
    try {
      (void)perm::read_definition(c.text);
      FAIL("no error");
    } catch (const perm::definition_error& e) {
      CHECK(std::string(e.what()) == c.message);
    }
  }
  const auto puzzle = perm::read_definition(head + move);
  auto scramble_error = [&](const std::string& text) -> std::string {
    try {
      (void)perm::read_scrambles(text, puzzle);
    } catch (const perm::definition_error& e) {
      return e.what();
    }
    return "no error";
  };
  CHECK(scramble_error("M M\nM X\n") ==
        "line 2: 'X' is not a move of T: expected a generator (M) then an optional power and an "
        "optional ' (M, M2, M')");
  CHECK(scramble_error("M3\n") == "line 1: 'M3' does nothing (a multiple of the order of M)");
  CHECK(scramble_error("ScrambleState a\nP\n1 1 3\nEnd\n") ==
        "line 1: ScrambleState a: set P does not hold the pieces of the solved state");
  CHECK(scramble_error("StartState\n") ==
        "line 1: 'StartState' is not supported by this reader (it supports Name, Set, Solved, "
        "Move, MoveTransformation and End)");
  // Read ones: a block (a set left out is as solved), and move lines.
  const auto scrambles =
      perm::read_scrambles("# two\nScrambleState one\nP\n3 1 2\n1 0 0\nEnd\nM M'\n\nM2\n", puzzle);
  REQUIRE(scrambles.size() == 3);
  CHECK(scrambles[0].name == "one");
  CHECK(scrambles[0].line == 2);
  CHECK(scrambles[0].state.labels == std::vector<std::uint8_t>{3, 1, 2});
  CHECK(scrambles[0].state.twists == std::vector<std::uint8_t>{1, 0, 0});
  CHECK(scrambles[1].state == puzzle.solved());
  CHECK(scrambles[1].line == 7);
  CHECK(scrambles[2].line == 9);
  CHECK(scrambles[2].state.labels == std::vector<std::uint8_t>{3, 1, 2});
}

TEST_CASE("projections: tables over pieces made alike, looked up during the search",
          "[permutation]") {
  const std::string text = definition_text("pyraminx_no_tips");
  const ref::Definition d = ref::read(text);
  const auto moves = d.moves(false);
  const auto& distances = reference_distances("pyraminx_no_tips", false);
  const auto puzzle = perm::read_definition(text);
  // Three of the six edges told apart, their orientations, and the axial
  // pieces' orientations: three small tables whose largest estimate guides.
  const perm::CoordinateSpace space(
      puzzle, perm::Metric::all_powers,
      {perm::Projection::positions("EDGE", {1, 2, 3}), perm::Projection::orientations("EDGE"),
       perm::Projection::orientations("AXIAL")});
  REQUIRE(space.coordinates().size() == space.exact_coordinates() + 3);
  CHECK(space.coordinates()[space.projection_index(0)].size() == 120);  // 6 * 5 * 4
  std::vector<perm::CoordinatePatternDatabase> tables;
  for (std::size_t i = 0; i < 3; ++i)
    tables.emplace_back(perm::CoordinatePattern(space, {space.projection_index(i)}));
  const perm::LargestOfPatterns heuristic(std::move(tables));
  std::mt19937_64 rng(5);
  for (int i = 0; i < 300; ++i) {
    ref::State s = d.solved;
    for (int k = 0; k < 30; ++k) s = d.apply(s, moves[random_boards::below(rng, moves.size())]);
    const auto start = *space.encode(to_library(s));
    const int distance = distances.of(d.pack(s));
    CHECK(heuristic(start) <= distance);  // admissible
    const auto result = perm::solve(space, heuristic, start);
    REQUIRE(result.found());
    CHECK(static_cast<int>(result.path.size()) == distance);
    CHECK(replay(d, moves, s, result.path) == d.solved);
  }
  // A projection must name the puzzle's sets and labels.
  CHECK_THROWS_WITH(perm::CoordinateSpace(puzzle, perm::Metric::all_powers,
                                          {perm::Projection::positions("EDGES", {1})}),
                    "a projection of set 'EDGES', which the puzzle does not have");
  CHECK_THROWS_WITH(
      perm::CoordinateSpace(puzzle, perm::Metric::all_powers,
                            {perm::Projection::positions("EDGE", {1, 9})}),
      "a projection of set EDGE: label 9 is not one of its pieces, or is given twice");
}

TEST_CASE("the move automaton: the same first solutions and counts, fewer nodes", "[permutation]") {
  struct Case {
    const char* name;
    perm::Metric metric;
    std::uint64_t max_entries;
  };
  // Small tables, so that the searches are not just walks down an exact one.
  for (const Case c : {Case{"cube2_fixed", perm::Metric::all_powers, 10000},
                       Case{"cube2_fixed", perm::Metric::quarter_turns, 10000},
                       Case{"topspin_8_4", perm::Metric::all_powers, 100},
                       Case{"skewb", perm::Metric::all_powers, 100000}}) {
    INFO(c.name);
    const Solver solver(definition_text(c.name), c.metric, c.max_entries);
    const PairwisePruning pairwise{solver.space};
    std::mt19937_64 rng(9);
    std::uint64_t with_automaton = 0;
    std::uint64_t with_pairs = 0;
    std::uint64_t counting_with_automaton = 0;
    std::uint64_t counting_with_inverses = 0;
    for (int i = 0; i < 60; ++i) {
      perm::CoordinateState s = solver.space.goal();
      for (int k = 0; k < 30; ++k)
        solver.space.apply(
            s, static_cast<std::uint16_t>(random_boards::below(rng, solver.space.moves().size())));
      const auto a = perm::solve(solver.space, solver.heuristic, s);
      const auto b = rotation::search::ida_star(pairwise, s, solver.heuristic);
      REQUIRE(a.found());
      CHECK(a.path == b.path);
      with_automaton += a.stats.nodes_generated;
      with_pairs += b.stats.nodes_generated;
      if (i < 20) {
        const auto ca = perm::count_solutions(solver.space, solver.heuristic, s);
        const auto cb = rotation::search::count_shortest(pairwise, s, solver.heuristic);
        CHECK(ca.count == cb.count);
        // On two threads: the same path, the same count, and for a count the same nodes
        // (no unit is cancelled; the levels above the units are expanded once).
        rotation::search::ParallelOptions two;
        two.threads = 2;
        CHECK(perm::solve(solver.space, solver.heuristic, s, two).path == a.path);
        const auto cp = perm::count_solutions(solver.space, solver.heuristic, s, two);
        CHECK(cp.count == ca.count);
        CHECK(cp.stats.nodes_expanded == ca.stats.nodes_expanded);
        CHECK(cp.stats.nodes_generated == ca.stats.nodes_generated);
        counting_with_automaton += ca.stats.nodes_generated;
        counting_with_inverses += cb.stats.nodes_generated;
      }
    }
    // Never more; on the 2x2x2, whose automaton has words of four and five
    // moves, fewer.
    CHECK(with_automaton <= with_pairs);
    if (std::string_view(c.name) == "cube2_fixed") CHECK(with_automaton < with_pairs);
    CHECK(counting_with_automaton < counting_with_inverses);
  }
}

TEST_CASE("many states at once, and random states: uniform ones and random walks",
          "[permutation]") {
  const Solver solver(definition_text("topspin_8_4"), perm::Metric::all_powers, 100);
  std::mt19937_64 rng(17);
  std::vector<perm::CoordinateState> starts(300);
  for (auto& start : starts) start = solver.space.random_walk(rng, 25);
  // On two threads, the answers of one, in the order of the states.
  const auto all = perm::solve_all(solver.space, solver.heuristic, starts, 2);
  REQUIRE(all.size() == starts.size());
  for (std::size_t i = 0; i < starts.size(); ++i)
    CHECK(all[i].path == perm::solve(solver.space, solver.heuristic, starts[i]).path);
  // Fewer states than threads: each searched on all three.
  const std::span<const perm::CoordinateState> two_states(starts.data(), 2);
  const auto few = perm::solve_all(solver.space, solver.heuristic, two_states, 3);
  REQUIRE(few.size() == 2);
  CHECK(few[0].path == all[0].path);
  CHECK(few[1].path == all[1].path);
  // `{}` still means the one-thread Options (the ParallelOptions overloads are templates).
  CHECK(perm::solve(solver.space, solver.heuristic, starts[0], {}).path == all[0].path);
  CHECK(perm::count_solutions(solver.space, solver.heuristic, starts[0], {}).found());

  // Uniform states of TopSpin (8, 4), 20,160 in all: their distances fall
  // as the reference's breadth-first search counts them, within six
  // standard deviations.
  const auto counts = reference_distances("topspin_8_4", false).counts();
  std::vector<std::size_t> every(solver.space.coordinates().size());
  std::iota(every.begin(), every.end(), std::size_t{0});
  const perm::CoordinatePatternDatabase exact(perm::CoordinatePattern(solver.space, every));
  std::vector<double> seen(counts.size(), 0);
  const int draws = 40000;
  for (int i = 0; i < draws; ++i) {
    const auto s = solver.space.uniform_state(rng, exact);
    seen[static_cast<std::size_t>(exact(s))] += 1;
  }
  for (std::size_t d = 0; d < counts.size(); ++d) {
    const double p = static_cast<double>(counts[d]) / 20160.0;
    const double expected = p * draws;
    INFO("distance " << d << ": " << seen[d] << " drawn, " << expected << " expected");
    CHECK(std::abs(seen[d] - expected) <= 6 * std::sqrt(expected * (1 - p)) + 1);
  }
  // The Skewb's coordinates combine into states no move sequence reaches:
  // those are never drawn, and the table says so of them (its half-byte
  // "unreached").
  {
    const auto skewb = perm::read_definition(definition_text("skewb"));
    const perm::CoordinateSpace skewb_space(skewb, perm::Metric::all_powers);
    std::vector<std::size_t> every_coordinate(skewb_space.coordinates().size());
    std::iota(every_coordinate.begin(), every_coordinate.end(), std::size_t{0});
    const perm::CoordinatePatternDatabase whole(
        perm::CoordinatePattern(skewb_space, every_coordinate));
    const auto skewb_counts = reference_distances("skewb", false).counts();
    const auto total = std::accumulate(skewb_counts.begin(), skewb_counts.end(), std::uint64_t{0});
    REQUIRE(whole.size() > total);  // some combinations are not states
    CHECK(whole.distance_counts() == skewb_counts);
    std::uint64_t unreachable = 0;
    while (whole.distance_at(unreachable) != whole.unreached_value()) ++unreachable;
    perm::CoordinateState lost;
    for (std::size_t i = 0; i < every_coordinate.size(); ++i)
      lost.values[i] = static_cast<std::uint32_t>(unreachable / whole.pattern().weights()[i] %
                                                  skewb_space.coordinates()[i].size());
    CHECK(whole.pattern().entry(lost) == unreachable);
    CHECK(whole.unsolvable(lost));
    CHECK(perm::LargestOfPatterns({whole}).unsolvable(lost));
    std::vector<double> drawn(skewb_counts.size(), 0);
    for (int i = 0; i < 20000; ++i) {
      const auto s = skewb_space.uniform_state(rng, whole);
      REQUIRE_FALSE(whole.unsolvable(s));
      drawn[static_cast<std::size_t>(whole(s))] += 1;
    }
    for (std::size_t d = 0; d < skewb_counts.size(); ++d) {
      const double p = static_cast<double>(skewb_counts[d]) / static_cast<double>(total);
      const double expected = p * 20000;
      INFO("Skewb distance " << d << ": " << drawn[d] << " drawn, " << expected << " expected");
      CHECK(std::abs(drawn[d] - expected) <= 6 * std::sqrt(expected * (1 - p)) + 1);
    }
  }
  // A table over some coordinates only cannot tell reachable states apart
  // (the 2x2x2: positions and orientations).
  const auto cube = perm::read_definition(definition_text("cube2_fixed"));
  const perm::CoordinateSpace cube_space(cube, perm::Metric::all_powers);
  REQUIRE(cube_space.coordinates().size() == 2);
  const perm::CoordinatePatternDatabase part(perm::CoordinatePattern(cube_space, {1}));
  CHECK_THROWS_AS((void)cube_space.uniform_state(rng, part), perm::definition_error);
}

TEST_CASE("pattern databases kept in a directory: read back as built, another definition's refused",
          "[permutation]") {
  const std::string text = definition_text("cube2_fixed");
  // The same puzzle with U's block moved last: another order of generators.
  const auto u_begin = text.find("Move U\n");
  const auto u_end = text.find("End\n", u_begin) + 4;
  REQUIRE(u_begin != std::string::npos);
  const std::string reordered =
      text.substr(0, u_begin) + text.substr(u_end) + "\n" + text.substr(u_begin, u_end - u_begin);
  std::string renamed = text;
  renamed.replace(renamed.find("Move U\n"), 7, "Move Top\n");
  const perm::Puzzle puzzle = perm::read_definition(text);
  const perm::Puzzle other = perm::read_definition(reordered);
  CHECK(puzzle.fingerprint() == perm::read_definition(text).fingerprint());
  CHECK(puzzle.fingerprint() == perm::read_definition(renamed).fingerprint());
  CHECK(puzzle.fingerprint() != other.fingerprint());

  const perm::CoordinateSpace space(puzzle, perm::Metric::all_powers);
  const perm::CoordinateSpace other_space(other, perm::Metric::all_powers);
  const auto patterns = perm::choose_patterns(space, 4096);
  const auto other_patterns = perm::choose_patterns(other_space, 4096);
  REQUIRE(patterns.size() == 2);
  REQUIRE(other_patterns.size() == 2);
  CHECK(perm::table_file_name(patterns[0]) != perm::table_file_name(patterns[1]));
  CHECK(perm::table_file_name(patterns[0]) != perm::table_file_name(other_patterns[0]));

  const auto directory = std::filesystem::temp_directory_path() /
                         ("rotation-test-kit-cache-" + std::to_string(std::random_device{}()));
  std::filesystem::remove_all(directory);
  std::filesystem::create_directories(directory);
  std::vector<std::string> notes;
  const auto note = [&notes](const std::string& why) { notes.push_back(why); };
  auto same_entries = [](const perm::CoordinatePatternDatabase& a,
                         const perm::CoordinatePatternDatabase& b) {
    if (a.size() != b.size() || a.entry_bits() != b.entry_bits()) return false;
    for (std::uint64_t i = 0; i < a.size(); ++i)
      if (a.distance_at(i) != b.distance_at(i)) return false;
    return true;
  };
  for (const auto& pattern : patterns) {
    const perm::CoordinatePatternDatabase fresh(pattern);
    const auto first = perm::load_or_build(pattern, directory, {}, note);
    CHECK_FALSE(first.read);
    CHECK(std::filesystem::exists(directory / perm::table_file_name(pattern)));
    const auto second = perm::load_or_build(pattern, directory, {}, note);
    CHECK(second.read);
    CHECK(same_entries(second.database, fresh));
    CHECK(second.database.pattern().id() == pattern.id());
  }
  CHECK(notes.empty());

  // The first definition's file put where the second's would be: refused and built again.
  std::filesystem::copy_file(directory / perm::table_file_name(patterns[0]),
                             directory / perm::table_file_name(other_patterns[0]));
  const auto mended = perm::load_or_build(other_patterns[0], directory, {}, note);
  CHECK_FALSE(mended.read);
  REQUIRE(notes.size() == 1);
  CHECK(notes[0].find("holds the database of '" + patterns[0].id().substr(0, 40)) !=
        std::string::npos);
  CHECK(same_entries(mended.database, perm::CoordinatePatternDatabase(other_patterns[0])));
  CHECK(perm::load_or_build(other_patterns[0], directory, {}, note).read);
  CHECK(notes.size() == 1);
  // A table kept a byte an entry (as a table whose distances pass 14 is) is read as one.
  {
    const perm::CoordinatePatternDatabase narrow(patterns[0]);
    const auto& half = std::get<rotation::search::PatternDatabase<4>>(narrow.table());
    rotation::search::PackedArray<8> bytes(half.size());
    for (std::size_t i = 0; i < half.size(); ++i)
      if (half[i] != rotation::search::PatternDatabase<4>::unreached)
        bytes.set(i, static_cast<unsigned>(half[i]));  // unreached stays all ones
    rotation::search::save(
        rotation::search::PatternDatabase<8>(std::string(half.id()), std::move(bytes)),
        directory / perm::table_file_name(patterns[0]));
    const auto wide = perm::load_or_build(patterns[0], directory, {}, note);
    CHECK(wide.read);
    CHECK(wide.database.entry_bits() == 8);
    for (std::uint64_t i = 0; i < narrow.size(); i += 97)
      CHECK(wide.database.distance_at(i) == narrow.distance_at(i));
    CHECK(notes.size() == 1);
  }
  // A table given for another pattern is refused.
  CHECK_THROWS_AS(perm::CoordinatePatternDatabase(
                      patterns[1], perm::CoordinatePatternDatabase(patterns[0]).table()),
                  rotation::search::pattern_database_error);
  std::filesystem::remove_all(directory);
}

TEST_CASE("choose_patterns: the whole space when it fits, else tables of one set each",
          "[permutation]") {
  const auto names = [](const perm::CoordinatePattern& pattern) {
    std::vector<std::string> seen;
    for (const std::size_t c : pattern.chosen())
      seen.push_back(pattern.space().coordinates()[c].name());
    return seen;
  };
  const perm::Puzzle cube = perm::read_definition(definition_text("cube3"));
  const perm::CoordinateSpace space(cube, perm::Metric::all_powers);
  const std::uint64_t budget = std::uint64_t{256} << 20;
  const auto patterns = perm::choose_patterns(space, budget);
  REQUIRE(patterns.size() == 3);
  // The corners whole; the edges' positions in two coordinates, the smaller
  // with every edge's flip (the larger with them would not fit), the larger alone.
  using Names = std::vector<std::string>;
  CHECK(names(patterns[0]) == Names{"EDGE positions of labels 7 8 9 10 11", "EDGE orientations"});
  CHECK(names(patterns[1]) == Names{"CORNER positions", "CORNER orientations"});
  CHECK(names(patterns[2]) == Names{"EDGE positions of labels 1 2 3 4 5 6"});
  for (const auto& pattern : patterns) CHECK(pattern.size() <= budget);
  // With room for the larger with the flips, it takes them too.
  const auto large = perm::choose_patterns(space, std::uint64_t{2000} << 20);
  REQUIRE(large.size() == 3);
  CHECK(names(large[0]) == Names{"EDGE positions of labels 1 2 3 4 5 6", "EDGE orientations"});
  // The 2x2x2: its whole space in one table when it fits, else a table a coordinate.
  const perm::Puzzle cube2 = perm::read_definition(definition_text("cube2_fixed"));
  const perm::CoordinateSpace small(cube2, perm::Metric::all_powers);
  CHECK(perm::choose_patterns(small, 3674160).size() == 1);
  CHECK(perm::choose_patterns(small, 3674159).size() == 2);
}
