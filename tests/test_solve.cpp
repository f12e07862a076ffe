// rotation::solve end to end: the published answers, optimality and
// lexicographic minimality against an independent breadth-first search, replay
// of every answer, agreement of the heuristics, and search::Options.

#include <rotation/board.hpp>
#include <rotation/heuristics/line_distance.hpp>
#include <rotation/heuristics/max_of.hpp>
#include <rotation/heuristics/misplaced_center.hpp>
#include <rotation/move.hpp>
#include <rotation/search/ida_star.hpp>
#include <rotation/solve.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <random>
#include <span>
#include <stop_token>
#include <string>
#include <string_view>
#include <vector>

#include "catch.hpp"
#include "random_boards.hpp"
#include "reference_solver.hpp"

namespace {

using rotation::Board;
using rotation::Solution;
using rotation::heuristics::LineDistance;
using rotation::heuristics::max_of;
using rotation::heuristics::MisplacedCenter;
using rotation::search::Options;
using rotation::search::Status;

Board<> to_board(const reference::Cells& cells) { return Board<>(std::span<const int>(cells)); }

reference::Cells to_cells(const Board<>& board) {
  reference::Cells cells{};
  for (std::size_t c = 0; c < cells.size(); ++c) cells[c] = board[c];
  return cells;
}

std::string text_of(const reference::Cells& cells) {
  std::string text;
  for (std::size_t c = 0; c < cells.size(); ++c) {
    if (c != 0) text.push_back(' ');
    text += std::to_string(cells[c]);
  }
  return text;
}

const char* status_name(Status status) {
  switch (status) {
    case Status::found: return "found";
    case Status::exhausted: return "exhausted";
    case Status::budget_exceeded: return "budget_exceeded";
    case Status::stopped: return "stopped";
  }
  return "?";
}

struct Attempt {
  const char* heuristic;
  Solution solution;
};

// The board solved with each heuristic under test, in a fixed order.
std::array<Attempt, 3> solve_with_each(const Board<>& board, const Options& options = {}) {
  return {{
      {"MisplacedCenter", rotation::solve(board, MisplacedCenter{}, options)},
      {"LineDistance", rotation::solve(board, LineDistance{}, options)},
      {"max_of(MisplacedCenter, LineDistance)",
       rotation::solve(board, max_of(MisplacedCenter{}, LineDistance{}), options)},
  }};
}

// A found solution, replayed on its board both with the library's apply and
// with the reference's, ends on a uniform center of solution.center_symbol.
void check_replay(const Board<>& board, const Solution& solution) {
  REQUIRE(solution.found());
  CHECK(solution.center_symbol >= 1);
  CHECK(solution.center_symbol <= 3);

  Board<> end = board;
  end.apply(solution.moves);
  CHECK(end.is_solved());
  CHECK(end.center_symbol() == std::optional<int>(solution.center_symbol));

  reference::Cells cells = to_cells(board);
  reference::apply(cells, rotation::to_string(solution.moves));
  CHECK(reference::center_symbol(cells) == solution.center_symbol);
  CHECK(to_cells(end) == cells);
}

struct Sample {
  std::string_view board;
  std::string_view moves;  // "" for "No moves needed"
  int center_symbol;
};

// SPEC.md section 1, the public sample.
constexpr std::array<Sample, 6> samples{{
    {"1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3", "AC", 2},
    {"1 1 1 1 1 1 1 1 2 2 2 2 2 2 2 2 3 3 3 3 3 3 3 3", "DDHH", 2},
    {"2 2 2 2 2 2 1 1 1 2 2 1 1 3 3 1 1 1 3 3 3 3 3 3", "", 1},
    {"1 3 2 1 3 1 3 2 1 1 2 3 2 3 1 2 1 2 3 2 2 3 1 3", "BCGGABBCG", 3},
    {"1 2 3 1 2 3 1 2 3 1 2 3 1 2 3 1 2 3 1 2 3 1 2 3", "ACBDDBFHF", 3},
    {"1 2 1 3 2 2 3 1 2 2 3 2 3 3 3 1 1 3 1 3 1 1 2 2", "EFHBBDDDH", 3},
}};

// A seeded random board eleven moves from solved (CEGFHBBFDBH): every search of
// it expands over a hundred thousand nodes, far more than the few thousand
// between two looks at the stop token.
constexpr std::string_view hard_board = "3 3 3 1 3 1 1 2 2 1 2 2 1 2 2 1 3 1 2 3 3 3 2 1";
constexpr std::string_view hard_answer = "CEGFHBBFDBH";

}  // namespace

// The reference is only as good as its transcription of the SPEC: check it on
// its own before trusting it against the library.
TEST_CASE("reference: the BFS reproduces the short published answers", "[reference]") {
  auto cells_of = [](std::string_view text) { return to_cells(Board<>::parse(text)); };
  CHECK(reference::bfs_solve(cells_of(samples[0].board), 6) == std::optional<std::string>("AC"));
  CHECK(reference::bfs_solve(cells_of(samples[1].board), 6) ==
        std::optional<std::string>("DDHH"));
  CHECK(reference::bfs_solve(cells_of(samples[2].board), 6) == std::optional<std::string>(""));
  CHECK(reference::bfs_distance(cells_of(samples[1].board), 3) == std::nullopt);
  CHECK(reference::bfs_distance(cells_of(samples[1].board), 4) == std::optional<int>(4));

  // Each move and its inverse (SPEC: A-F, B-E, C-H, D-G) cancel; seven steps of
  // one move come back to the start.
  std::mt19937_64 rng(0x5eed'0005);
  const reference::Cells start = random_boards::random_board(rng);
  constexpr std::string_view inverse_of = "FEHGBADC";
  for (int move = 0; move < reference::move_count; ++move) {
    CAPTURE(move);
    reference::Cells cells = start;
    reference::apply(cells, move);
    CHECK(cells != start);
    reference::apply(cells, inverse_of[static_cast<std::size_t>(move)] - 'A');
    CHECK(cells == start);
    for (int k = 0; k < 7; ++k) reference::apply(cells, move);
    CHECK(cells == start);
  }
}

TEST_CASE("solve: the published sample answers, with every heuristic", "[solve]") {
  for (const Sample& sample : samples) {
    CAPTURE(sample.board);
    const Board<> board = Board<>::parse(sample.board);

    const Solution by_default = rotation::solve(board);
    CHECK(by_default.found());
    CHECK(rotation::to_string(by_default.moves) == sample.moves);
    CHECK(by_default.center_symbol == sample.center_symbol);

    for (const Attempt& attempt : solve_with_each(board)) {
      CAPTURE(attempt.heuristic);
      const Solution& solution = attempt.solution;
      CHECK(status_name(solution.status) == std::string("found"));
      CHECK(rotation::to_string(solution.moves) == sample.moves);
      CHECK(solution.center_symbol == sample.center_symbol);
      check_replay(board, solution);
    }
  }
}

TEST_CASE("solve: an already solved board needs no moves", "[solve]") {
  const Board<> board = Board<>::parse(samples[2].board);
  REQUIRE(board.is_solved());
  for (const Attempt& attempt : solve_with_each(board)) {
    CAPTURE(attempt.heuristic);
    CHECK(attempt.solution.found());
    CHECK(attempt.solution.moves.empty());
    CHECK(attempt.solution.center_symbol == 1);
  }
}

TEST_CASE("solve: shortest and lexicographically smallest, as the reference BFS says",
          "[solve][reference]") {
  // 50 boards for each scramble length 1..6: 300 boards within 6 moves.
  const auto boards = random_boards::scrambled_boards(0x5eed'0001, 6, 50);
  std::array<int, 7> by_distance{};
  for (const reference::Cells& cells : boards) {
    const std::string board_text = text_of(cells);
    CAPTURE(board_text);
    const std::optional<std::string> expected = reference::bfs_solve(cells, 6);
    REQUIRE(expected.has_value());
    ++by_distance[expected->size()];

    reference::Cells reference_end = cells;
    reference::apply(reference_end, *expected);
    const int expected_symbol = reference::center_symbol(reference_end);
    REQUIRE(expected_symbol != 0);

    const Board<> board = to_board(cells);
    for (const Attempt& attempt : solve_with_each(board)) {
      CAPTURE(attempt.heuristic);
      const Solution& solution = attempt.solution;
      CHECK(status_name(solution.status) == std::string("found"));
      CHECK(rotation::to_string(solution.moves) == *expected);
      CHECK(solution.center_symbol == expected_symbol);
      check_replay(board, solution);
    }
  }
  // The set must reach every depth up to 6, or the test proves less than it says.
  for (std::size_t d = 1; d <= 6; ++d) {
    CAPTURE(d);
    CHECK(by_distance[d] > 0);
  }
}

TEST_CASE("solve: both heuristics agree on fully random boards", "[solve][random]") {
  // MisplacedCenter takes tens of milliseconds per random board: keep it few.
  const auto boards = random_boards::uniform_boards(0x5eed'0002, 6);
  for (const reference::Cells& cells : boards) {
    const std::string board_text = text_of(cells);
    CAPTURE(board_text);
    const Board<> board = to_board(cells);
    const auto attempts = solve_with_each(board);
    for (const Attempt& attempt : attempts) {
      CAPTURE(attempt.heuristic);
      check_replay(board, attempt.solution);
      // The answer is at least as long as each lower bound promises.
      CHECK(attempt.solution.moves.size() >= static_cast<std::size_t>(MisplacedCenter{}(board)));
      CHECK(attempt.solution.moves.size() >= static_cast<std::size_t>(LineDistance{}(board)));
    }
    const std::string misplaced = rotation::to_string(attempts[0].solution.moves);
    CHECK(rotation::to_string(attempts[1].solution.moves) == misplaced);
    CHECK(rotation::to_string(attempts[2].solution.moves) == misplaced);
    CHECK(attempts[1].solution.center_symbol == attempts[0].solution.center_symbol);
    CHECK(attempts[2].solution.center_symbol == attempts[0].solution.center_symbol);
  }
}

TEST_CASE("solve: LineDistance agrees with max_of on more random boards", "[solve][random]") {
  // LineDistance is the fast one; max_of takes its answers as well.
  const auto boards = random_boards::uniform_boards(0x5eed'0003, 10);
  for (const reference::Cells& cells : boards) {
    const std::string board_text = text_of(cells);
    CAPTURE(board_text);
    const Board<> board = to_board(cells);
    const Solution lines = rotation::solve(board, LineDistance{});
    const Solution both = rotation::solve(board, max_of(LineDistance{}, MisplacedCenter{}));
    check_replay(board, lines);
    check_replay(board, both);
    CHECK(rotation::to_string(both.moves) == rotation::to_string(lines.moves));
    CHECK(both.center_symbol == lines.center_symbol);
  }
}

TEST_CASE("solve: max_depth below the distance exhausts the search", "[solve][options]") {
  SECTION("a sample board two moves from solved") {
    const Board<> board = Board<>::parse(samples[0].board);
    for (int max_depth : {0, 1}) {
      CAPTURE(max_depth);
      Options options;
      options.max_depth = max_depth;
      for (const Attempt& attempt : solve_with_each(board, options)) {
        CAPTURE(attempt.heuristic);
        CHECK(status_name(attempt.solution.status) == std::string("exhausted"));
        CHECK(attempt.solution.found() == false);
        CHECK(attempt.solution.moves.empty());
        CHECK(attempt.solution.center_symbol == 0);
      }
    }
    Options options;
    options.max_depth = 2;
    for (const Attempt& attempt : solve_with_each(board, options)) {
      CAPTURE(attempt.heuristic);
      CHECK(attempt.solution.found());
      CHECK(rotation::to_string(attempt.solution.moves) == "AC");
    }
  }

  SECTION("seeded boards: distance - 1 exhausts, distance finds") {
    const auto boards = random_boards::scrambled_boards(0x5eed'0004, 5, 6);
    for (const reference::Cells& cells : boards) {
      const std::string board_text = text_of(cells);
      CAPTURE(board_text);
      const auto expected = reference::bfs_solve(cells, 5);
      REQUIRE(expected.has_value());
      const int distance = static_cast<int>(expected->size());
      if (distance == 0) continue;
      const Board<> board = to_board(cells);

      Options short_of_it;
      short_of_it.max_depth = distance - 1;
      for (const Attempt& attempt : solve_with_each(board, short_of_it)) {
        CAPTURE(attempt.heuristic);
        CHECK(status_name(attempt.solution.status) == std::string("exhausted"));
        CHECK(attempt.solution.moves.empty());
      }

      Options just_enough;
      just_enough.max_depth = distance;
      for (const Attempt& attempt : solve_with_each(board, just_enough)) {
        CAPTURE(attempt.heuristic);
        CHECK(attempt.solution.found());
        CHECK(rotation::to_string(attempt.solution.moves) == *expected);
      }
    }
  }

  SECTION("a solved board is found even with max_depth 0") {
    Options options;
    options.max_depth = 0;
    const Board<> board = Board<>::parse(samples[2].board);
    for (const Attempt& attempt : solve_with_each(board, options)) {
      CAPTURE(attempt.heuristic);
      CHECK(attempt.solution.found());
      CHECK(attempt.solution.moves.empty());
      CHECK(attempt.solution.center_symbol == 1);
    }
  }
}

TEST_CASE("solve: node_budget", "[solve][options]") {
  const Board<> board = Board<>::parse(hard_board);

  SECTION("a budget of one node on a hard board is exceeded") {
    Options options;
    options.node_budget = 1;
    for (const Attempt& attempt : solve_with_each(board, options)) {
      CAPTURE(attempt.heuristic);
      CHECK(status_name(attempt.solution.status) == std::string("budget_exceeded"));
      CHECK(attempt.solution.found() == false);
      CHECK(attempt.solution.moves.empty());
      CHECK(attempt.solution.center_symbol == 0);
    }
  }

  SECTION("exactly the nodes an unlimited search expands is enough, one fewer is not") {
    const Solution unlimited = rotation::solve(board, LineDistance{});
    REQUIRE(unlimited.found());
    const std::uint64_t needed = unlimited.stats.nodes_expanded;
    CAPTURE(needed);
    REQUIRE(needed > 1);

    Options enough;
    enough.node_budget = needed;
    const Solution within = rotation::solve(board, LineDistance{}, enough);
    CHECK(within.found());
    CHECK(rotation::to_string(within.moves) == rotation::to_string(unlimited.moves));

    Options too_few;
    too_few.node_budget = needed - 1;
    const Solution short_of_it = rotation::solve(board, LineDistance{}, too_few);
    CHECK(status_name(short_of_it.status) == std::string("budget_exceeded"));
    CHECK(short_of_it.moves.empty());
  }
}

TEST_CASE("solve: a requested stop stops the search", "[solve][options]") {
  const Board<> board = Board<>::parse(hard_board);

  SECTION("stop requested before the search starts") {
    // Precondition: the search is long enough to look at the token at all.
    const Solution unstopped = rotation::solve(board, max_of(MisplacedCenter{}, LineDistance{}));
    REQUIRE(unstopped.found());
    REQUIRE(unstopped.stats.nodes_expanded > 50'000);

    std::stop_source source;
    source.request_stop();
    Options options;
    options.stop = source.get_token();
    for (const Attempt& attempt : solve_with_each(board, options)) {
      CAPTURE(attempt.heuristic);
      CHECK(status_name(attempt.solution.status) == std::string("stopped"));
      CHECK(attempt.solution.found() == false);
      CHECK(attempt.solution.moves.empty());
      CHECK(attempt.solution.center_symbol == 0);
      // It stopped early: well short of the whole search.
      CHECK(attempt.solution.stats.nodes_expanded < unstopped.stats.nodes_expanded);
    }
  }

  SECTION("stop requested during the search, between two passes") {
    auto stop_before_last_pass = [&board](const char* heuristic_name, const auto& heuristic) {
      CAPTURE(heuristic_name);
      const Solution unlimited = rotation::solve(board, heuristic);
      REQUIRE(unlimited.found());
      const int last_bound = unlimited.stats.final_bound;
      std::stop_source source;
      Options options;
      options.stop = source.get_token();
      // The pass that would find the solution is asked to stop before it begins.
      options.on_iteration = [&source, last_bound](int bound,
                                                   const rotation::search::Statistics&) {
        if (bound == last_bound) source.request_stop();
      };
      const Solution stopped = rotation::solve(board, heuristic, options);
      CHECK(status_name(stopped.status) == std::string("stopped"));
      CHECK(stopped.moves.empty());
      // The last pass never ran: the statistics end with the pass before it.
      CHECK(stopped.stats.final_bound < last_bound);
      CHECK(stopped.stats.iterations == unlimited.stats.iterations - 1);
    };
    stop_before_last_pass("MisplacedCenter", MisplacedCenter{});
    stop_before_last_pass("LineDistance", LineDistance{});
    stop_before_last_pass("max_of(MisplacedCenter, LineDistance)",
                          max_of(MisplacedCenter{}, LineDistance{}));
  }

  SECTION("a stop source that is never asked changes nothing") {
    std::stop_source source;
    Options options;
    options.stop = source.get_token();
    for (const Attempt& attempt : solve_with_each(board, options)) {
      CAPTURE(attempt.heuristic);
      CHECK(attempt.solution.found());
      CHECK(rotation::to_string(attempt.solution.moves) == hard_answer);
    }
  }
}
