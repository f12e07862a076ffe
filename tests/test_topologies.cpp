// Topologies that are not # boards: the library is generic in the board's
// shape, so a triangle of three lines must solve as well as the # board (every
// board checked against a breadth-first search written here, from the
// triangle's own definition), and a shape whose placements cannot all reach
// the center must be refused with a clear error, not searched forever.

#include <rotation/board.hpp>
#include <rotation/heuristics/exact_distance.hpp>
#include <rotation/heuristics/line_distance.hpp>
#include <rotation/heuristics/misplaced_center.hpp>
#include <rotation/pattern_database.hpp>
#include <rotation/solve.hpp>
#include <rotation/topology.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "catch.hpp"

namespace {

// Three lines of five cells forming a triangle: corners 0, 1, 2; the sides'
// inner cells 3-5 (from 0 to 1), 6-8 (from 1 to 2), 9-11 (from 2 to 0). The
// center is the three corners and cell 3; three symbols, four blocks each.
//
//   0  3  4  5  1
//      11       6
//         10    7
//            9  8
//               2
struct Triangle {
  static constexpr std::size_t cell_count = 12;
  static constexpr int symbol_count = 3;
  using Line = std::array<rotation::Cell, 5>;
  static constexpr std::array<Line, 6> lines{{
      {0, 3, 4, 5, 1},    // A
      {1, 6, 7, 8, 2},    // B
      {2, 9, 10, 11, 0},  // C
      {1, 5, 4, 3, 0},    // D: A reversed
      {2, 8, 7, 6, 1},    // E: B reversed
      {0, 11, 10, 9, 2},  // F: C reversed
  }};
  static constexpr std::array<rotation::Cell, 4> center{0, 1, 2, 3};
  static constexpr std::array<rotation::GridPosition, 12> layout{{
      {0, 0},
      {0, 4},
      {4, 4},
      {0, 1},
      {0, 2},
      {0, 3},  // 0 .. 5
      {1, 4},
      {2, 4},
      {3, 4},
      {3, 3},
      {2, 2},
      {1, 1},  // 6 .. 11
  }};
};

using Cells = std::array<int, 12>;

// The triangle's moves, from its definition: the block on l[i + 1] goes to
// l[i], the one on l[0] to the tail.
Cells moved(const Cells& cells, std::size_t move) {
  static constexpr std::array<std::array<int, 5>, 6> lines{{
      {0, 3, 4, 5, 1},
      {1, 6, 7, 8, 2},
      {2, 9, 10, 11, 0},
      {1, 5, 4, 3, 0},
      {2, 8, 7, 6, 1},
      {0, 11, 10, 9, 2},
  }};
  Cells next = cells;
  const auto& l = lines[move];
  for (std::size_t i = 0; i < 5; ++i)
    next[static_cast<std::size_t>(l[i])] = cells[static_cast<std::size_t>(l[(i + 1) % 5])];
  return next;
}

int center_symbol(const Cells& cells) {
  return cells[0] == cells[1] && cells[1] == cells[2] && cells[2] == cells[3] ? cells[0] : 0;
}

// Every board's distance, by a breadth-first search from all solved boards
// (the moves come in inverse pairs, so distances to and from agree).
const std::map<Cells, int>& distances() {
  static const auto table = [] {
    std::map<Cells, int> distance;
    std::vector<Cells> queue;
    Cells cells{1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3};
    std::sort(cells.begin(), cells.end());
    do {
      if (center_symbol(cells) != 0) {
        distance.emplace(cells, 0);
        queue.push_back(cells);
      }
    } while (std::next_permutation(cells.begin(), cells.end()));
    for (std::size_t i = 0; i < queue.size(); ++i) {
      const int d = distance.at(queue[i]);
      for (std::size_t m = 0; m < 6; ++m) {
        const Cells next = moved(queue[i], m);
        if (distance.emplace(next, d + 1).second) queue.push_back(next);
      }
    }
    return distance;
  }();
  return table;
}

// The first shortest answer in letter order: at each step the first move that
// brings the board one move closer.
std::string first_answer(Cells cells) {
  std::string answer;
  for (int d = distances().at(cells); d > 0; --d) {
    for (std::size_t m = 0; m < 6; ++m) {
      const Cells next = moved(cells, m);
      if (distances().at(next) == d - 1) {
        answer.push_back(static_cast<char>('A' + m));
        cells = next;
        break;
      }
    }
  }
  return answer;
}

// One ring of four cells, center two of them: a rotation keeps two blocks of a
// symbol the same distance apart, so {0, 2} and {1, 3} never become the center.
struct Ring {
  static constexpr std::size_t cell_count = 4;
  static constexpr int symbol_count = 2;
  static constexpr std::array<std::array<rotation::Cell, 4>, 2> lines{{{0, 1, 2, 3}, {3, 2, 1, 0}}};
  static constexpr std::array<rotation::Cell, 2> center{0, 1};
  static constexpr std::array<rotation::GridPosition, 4> layout{{{0, 0}, {0, 1}, {1, 1}, {1, 0}}};
};

}  // namespace

TEST_CASE("a triangle of three lines: every board against breadth-first search", "[topology]") {
  REQUIRE(distances().size() == 34650);  // 12! / (4! 4! 4!)
  const rotation::heuristics::ExactDistance<Triangle> exact;
  std::size_t wrong = 0;
  int deepest = 0;
  for (const auto& [cells, distance] : distances()) {
    const rotation::Board<Triangle> board{std::span<const int>(cells)};
    const std::string expected = first_answer(cells);
    Cells end = cells;
    for (char letter : expected) end = moved(end, static_cast<std::size_t>(letter - 'A'));
    const auto by_table = rotation::solve(board);
    const auto textbook = rotation::solve(board, rotation::heuristics::MisplacedCenter{});
    const auto lines = rotation::solve(board, rotation::heuristics::LineDistance{});
    for (const auto* solution : {&by_table, &textbook, &lines}) {
      const bool right = solution->found() && rotation::to_string(solution->moves) == expected &&
                         solution->center_symbol == center_symbol(end);
      if (!right && wrong++ < 5) {
        CAPTURE(rotation::to_string(board), expected, rotation::to_string(solution->moves));
        FAIL_CHECK("an answer differs from the breadth-first search's");
      }
    }
    if (exact(board) != distance && wrong++ < 5) FAIL_CHECK("the exact bound is not the distance");
    deepest = std::max(deepest, distance);
  }
  CHECK(wrong == 0);
  CHECK(deepest > 3);  // the boards are not all trivial
}

TEST_CASE("a shape whose placements cannot all reach the center is refused", "[topology]") {
  // The table's build finds the placements it never reaches and says so.
  try {
    const rotation::PatternDatabase<Ring> table;
    FAIL("the table was built");
  } catch (const std::logic_error& e) {
    CHECK(std::string(e.what()) ==
          "pattern database: 2 of 6 placements cannot reach the center: the topology's moves "
          "do not connect every placement to it");
  }
  // The default solve() builds the same table, so it refuses the shape too;
  // a textbook bound must be given a max_depth, or it would search forever.
  const rotation::Board<Ring> board({1, 2, 1, 2});
  CHECK_THROWS_AS(rotation::solve(board), std::logic_error);
  rotation::search::Options options;
  options.max_depth = 20;
  const auto textbook = rotation::solve(board, rotation::heuristics::MisplacedCenter{}, options);
  CHECK(textbook.status == rotation::search::Status::exhausted);
}
