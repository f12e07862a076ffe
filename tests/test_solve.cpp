// rotation::solve end to end: the published answers, optimality and
// lexicographic minimality against two independent solvers (a breadth-first
// search for boards up to six moves from solved, the textbook program for fully
// random ones), replay of every answer, agreement of the heuristics, and
// search::Options.
//
// Two ways of solving are under test. The default heuristic, ExactDistance (the
// pattern database), bounds a single symbol's placement, so solve() runs one
// search per symbol over placements; MisplacedCenter, LineDistance and their
// max_of bound whole boards only, so solve() runs one search over boards.

#include <rotation/all_solutions.hpp>
#include <rotation/board.hpp>
#include <rotation/heuristics/exact_distance.hpp>
#include <rotation/heuristics/line_distance.hpp>
#include <rotation/heuristics/misplaced_center.hpp>
#include <rotation/move.hpp>
#include <rotation/search/ida_star.hpp>
#include <rotation/search/max_of.hpp>
#include <rotation/solve.hpp>

#include <array>
#include <climits>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "board_cells.hpp"
#if ROTATION_HAS_STOP_TOKEN
#include <stop_token>
#endif

#include "catch.hpp"
#include "random_boards.hpp"
#include "reference_solver.hpp"
#include "samples.hpp"
#include "textbook_solver.hpp"

namespace {

using board_cells::text_of;
using board_cells::to_board;
using board_cells::to_cells;
using rotation::Board;
using rotation::Solution;
using rotation::heuristics::ExactDistance;
using rotation::heuristics::LineDistance;
using rotation::heuristics::MisplacedCenter;
using rotation::search::max_of;
using rotation::search::Options;
using rotation::search::Status;
using samples::Sample;

// The names below say "ExactDistance (default)": keep them true.
static_assert(std::same_as<rotation::DefaultHeuristic<>, ExactDistance<>>);

// The status as text, so that a failed check shows its name (test_status.cpp
// checks the names themselves).
std::string status_name(Status status) { return std::string(rotation::search::to_string(status)); }

struct Attempt {
  const char* heuristic;
  Solution<> solution;
};

// The board solved with each heuristic under test, in a fixed order: the
// default (one search per symbol, over placements), then the three board
// heuristics (one search over boards).
std::array<Attempt, 4> solve_with_each(const Board<>& board, const Options& options = {}) {
  return {{
      {"ExactDistance (default)", rotation::solve(board, rotation::DefaultHeuristic<>{}, options)},
      {"MisplacedCenter", rotation::solve(board, MisplacedCenter{}, options)},
      {"LineDistance", rotation::solve(board, LineDistance{}, options)},
      {"max_of(MisplacedCenter, LineDistance)",
       rotation::solve(board, max_of(MisplacedCenter{}, LineDistance{}), options)},
  }};
}

// A found solution, replayed on its board both with the library's apply and
// with the reference's, ends on a uniform center of solution.center_symbol.
void check_replay(const Board<>& board, const Solution<>& solution) {
  REQUIRE(solution.found());
  REQUIRE(solution.center_symbol.has_value());
  CHECK(*solution.center_symbol >= 1);
  CHECK(*solution.center_symbol <= 3);

  Board<> end = board;
  end.apply(solution.moves);
  CHECK(end.is_solved());
  CHECK(end.center_symbol() == std::optional<int>(solution.center_symbol));

  reference::Cells cells = to_cells(board);
  reference::apply(cells, rotation::to_string(solution.moves));
  CHECK(reference::center_symbol(cells) == solution.center_symbol);
  CHECK(to_cells(end) == cells);
}

// A seeded random board eleven moves from solved (CEGFHBBFDBH): every search of
// it over whole boards (MisplacedCenter, LineDistance, max_of) expands over a
// hundred thousand nodes, far more than the few thousand between two looks at
// the stop token. The default's per-symbol searches, led by the exact distance,
// never leave a shortest path: 22 nodes here, eleven for each of the two
// symbols eleven moves from the center.
constexpr std::string_view hard_board = "3 3 3 1 3 1 1 2 2 1 2 2 1 2 2 1 3 1 2 3 3 3 2 1";
constexpr std::string_view hard_answer = "CEGFHBBFDBH";

}  // namespace

// The reference is only as good as its transcription of the puzzle statement: check it on
// its own before trusting it against the library.
TEST_CASE("reference: the BFS reproduces the short published answers", "[reference]") {
  // The three sample answers of at most six moves (the others have nine).
  int short_ones = 0;
  for (const Sample& sample : samples::all) {
    if (sample.moves.size() > 6) continue;
    CAPTURE(sample.board);
    ++short_ones;
    CHECK(reference::bfs_solve(samples::cells(sample.board), 6) ==
          std::optional<std::string>(sample.moves));
  }
  CHECK(short_ones == 3);
  CHECK(reference::bfs_distance(samples::cells(samples::all[1].board), 3) == std::nullopt);
  CHECK(reference::bfs_distance(samples::cells(samples::all[1].board), 4) == std::optional<int>(4));

  // Each move and its inverse (the statement: A-F, B-E, C-H, D-G) cancel; seven steps of
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

// The textbook program, like the reference, is checked on its own before it is
// trusted: the published answers (all six, nine moves deep included), and the
// BFS's answers on boards up to six moves from solved.
TEST_CASE("textbook: reproduces the published answers and the reference BFS", "[textbook]") {
  for (const Sample& sample : samples::all) {
    CAPTURE(sample.board);
    int center = 0;
    CHECK(textbook_solve(samples::cells(sample.board), center) == sample.moves);
    CHECK(center == sample.center_symbol);
  }

  // 10 boards for each scramble length 1..6.
  for (const reference::Cells& cells : random_boards::scrambled_boards(0x5eed'0006, 6, 10)) {
    const std::string board_text = text_of(cells);
    CAPTURE(board_text);
    const std::optional<std::string> expected = reference::bfs_solve(cells, 6);
    REQUIRE(expected.has_value());
    reference::Cells end = cells;
    reference::apply(end, *expected);
    int center = 0;
    CHECK(textbook_solve(cells, center) == *expected);
    CHECK(center == reference::center_symbol(end));
  }
}

TEST_CASE("solve: the published sample answers, with every heuristic", "[solve]") {
  for (const Sample& sample : samples::all) {
    CAPTURE(sample.board);
    const Board<> board = Board<>::parse(sample.board);

    const Solution<> by_default = rotation::solve(board);
    CHECK(by_default.found());
    CHECK(rotation::to_string(by_default.moves) == sample.moves);
    CHECK(by_default.center_symbol == sample.center_symbol);

    for (const Attempt& attempt : solve_with_each(board)) {
      CAPTURE(attempt.heuristic);
      const Solution<>& solution = attempt.solution;
      CHECK(status_name(solution.status) == std::string("found"));
      CHECK(rotation::to_string(solution.moves) == sample.moves);
      CHECK(solution.center_symbol == sample.center_symbol);
      check_replay(board, solution);
    }
  }
}

TEST_CASE("solve: an already solved board needs no moves", "[solve]") {
  const Board<> board = Board<>::parse(samples::already_solved.board);
  REQUIRE(board.is_solved());
  CHECK(rotation::solve(board).moves.empty());
  for (const Attempt& attempt : solve_with_each(board)) {
    CAPTURE(attempt.heuristic);
    CHECK(attempt.solution.found());
    CHECK(attempt.solution.moves.empty());
    CHECK(attempt.solution.center_symbol == samples::already_solved.center_symbol);
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
      const Solution<>& solution = attempt.solution;
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

// Against the textbook program: fully random boards, mostly seven to ten moves
// from solved, beyond what the BFS reference can search. In Release the
// textbook needs 5 to 10 ms a board, the board heuristics 1 to 4 ms, the
// default a few microseconds.
TEST_CASE("solve: the textbook program's answers on fully random boards, with every heuristic",
          "[solve][random][textbook]") {
  const auto boards = random_boards::uniform_boards(0x5eed'0007, 30);
  int beyond_bfs = 0;
  for (const reference::Cells& cells : boards) {
    const std::string board_text = text_of(cells);
    CAPTURE(board_text);
    int expected_symbol = 0;
    const std::string expected = textbook_solve(cells, expected_symbol);
    if (expected.size() > 6) ++beyond_bfs;

    const Board<> board = to_board(cells);
    CHECK(ExactDistance{}(board) == static_cast<int>(expected.size()));

    const Solution<> by_default = rotation::solve(board);
    CHECK(status_name(by_default.status) == std::string("found"));
    CHECK(rotation::to_string(by_default.moves) == expected);
    CHECK(by_default.center_symbol == expected_symbol);

    for (const Attempt& attempt : solve_with_each(board)) {
      CAPTURE(attempt.heuristic);
      const Solution<>& solution = attempt.solution;
      CHECK(status_name(solution.status) == std::string("found"));
      CHECK(rotation::to_string(solution.moves) == expected);
      CHECK(solution.center_symbol == expected_symbol);
      check_replay(board, solution);
    }
  }
  // The set must go past the BFS's six moves, or the test adds little to the
  // one above. (With this seed every board does: 7 to 10 moves.)
  CAPTURE(beyond_bfs);
  CHECK(beyond_bfs >= 25);
}

TEST_CASE("solve: every heuristic gives the same answer on fully random boards, within the bounds",
          "[solve][random]") {
  const auto boards = random_boards::uniform_boards(0x5eed'0002, 6);
  for (const reference::Cells& cells : boards) {
    const std::string board_text = text_of(cells);
    CAPTURE(board_text);
    const Board<> board = to_board(cells);
    const auto attempts = solve_with_each(board);
    for (const Attempt& attempt : attempts) {
      CAPTURE(attempt.heuristic);
      check_replay(board, attempt.solution);
      // The answer is at least as long as each lower bound promises, and
      // exactly as long as the exact one says.
      CHECK(attempt.solution.moves.size() >= static_cast<std::size_t>(MisplacedCenter{}(board)));
      CHECK(attempt.solution.moves.size() >= static_cast<std::size_t>(LineDistance{}(board)));
      CHECK(attempt.solution.moves.size() == static_cast<std::size_t>(ExactDistance{}(board)));
    }
    const std::string first = rotation::to_string(attempts[0].solution.moves);
    for (std::size_t i = 1; i < attempts.size(); ++i) {
      CAPTURE(attempts[i].heuristic);
      CHECK(rotation::to_string(attempts[i].solution.moves) == first);
      CHECK(attempts[i].solution.center_symbol == attempts[0].solution.center_symbol);
    }
  }
}

TEST_CASE("solve: max_of with its arguments swapped gives LineDistance's answers",
          "[solve][random]") {
  // solve_with_each passes max_of(MisplacedCenter, LineDistance); the order
  // must not matter.
  const auto boards = random_boards::uniform_boards(0x5eed'0003, 10);
  for (const reference::Cells& cells : boards) {
    const std::string board_text = text_of(cells);
    CAPTURE(board_text);
    const Board<> board = to_board(cells);
    const Solution<> lines = rotation::solve(board, LineDistance{});
    const Solution<> both = rotation::solve(board, max_of(LineDistance{}, MisplacedCenter{}));
    check_replay(board, lines);
    check_replay(board, both);
    CHECK(rotation::to_string(both.moves) == rotation::to_string(lines.moves));
    CHECK(both.center_symbol == lines.center_symbol);
  }
}

TEST_CASE("solve: max_depth below the distance exhausts the search", "[solve][options]") {
  SECTION("a sample board two moves from solved") {
    const Board<> board = Board<>::parse(samples::two_moves.board);
    for (int max_depth : {0, 1}) {
      CAPTURE(max_depth);
      Options options;
      options.max_depth = max_depth;
      for (const Attempt& attempt : solve_with_each(board, options)) {
        CAPTURE(attempt.heuristic);
        CHECK(status_name(attempt.solution.status) == std::string("exhausted"));
        CHECK(attempt.solution.found() == false);
        CHECK(attempt.solution.moves.empty());
        CHECK_FALSE(attempt.solution.center_symbol.has_value());
      }
    }
    Options options;
    options.max_depth = 2;
    for (const Attempt& attempt : solve_with_each(board, options)) {
      CAPTURE(attempt.heuristic);
      CHECK(attempt.solution.found());
      CHECK(rotation::to_string(attempt.solution.moves) == samples::two_moves.moves);
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
    const Board<> board = Board<>::parse(samples::already_solved.board);
    for (const Attempt& attempt : solve_with_each(board, options)) {
      CAPTURE(attempt.heuristic);
      CHECK(attempt.solution.found());
      CHECK(attempt.solution.moves.empty());
      CHECK(attempt.solution.center_symbol == samples::already_solved.center_symbol);
    }
  }
}

// No path has fewer than 0 moves, so a max_depth below 0 leaves none worth
// finding: every way of searching says exhausted, even on a solved board (as
// max_depth = distance - 1 does on any other).
TEST_CASE("solve: max_depth below 0 exhausts every search, a solved board's too",
          "[solve][options]") {
  const Board<> solved = Board<>::parse(samples::already_solved.board);
  const Board<> two_moves = Board<>::parse(samples::two_moves.board);
  for (const int max_depth : {-1, -2, INT_MIN}) {
    CAPTURE(max_depth);
    Options options;
    options.max_depth = max_depth;
    for (const Board<>& board : {solved, two_moves}) {
      CAPTURE(rotation::to_string(board));
      std::vector<Attempt> attempts;
      for (const Attempt& attempt : solve_with_each(board, options)) attempts.push_back(attempt);
      // One search per symbol over placements, without the default's walks.
      attempts.push_back(
          {"max_of(ExactDistance, ExactDistance)",
           rotation::solve(board, max_of(ExactDistance{}, ExactDistance{}), options)});
      for (const Attempt& attempt : attempts) {
        CAPTURE(attempt.heuristic);
        CHECK(status_name(attempt.solution.status) == std::string("exhausted"));
        CHECK(attempt.solution.moves.empty());
        CHECK_FALSE(attempt.solution.center_symbol.has_value());
      }
      const auto exact = rotation::count_solutions(board, ExactDistance<>{}, options);
      const auto textbook = rotation::count_solutions(board, MisplacedCenter{}, options);
      for (const auto& counted : {exact, textbook}) {
        CHECK(status_name(counted.status) == std::string("exhausted"));
        CHECK(counted.count == 0);
        CHECK_FALSE(counted.length.has_value());
      }
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
      CHECK(status_name(attempt.solution.status) == std::string("budget exceeded"));
      CHECK(attempt.solution.found() == false);
      CHECK(attempt.solution.moves.empty());
      CHECK_FALSE(attempt.solution.center_symbol.has_value());
    }
  }

  SECTION("exactly the nodes an unlimited search expands is enough, one fewer is not") {
    // For the default the budget covers all of solve()'s per-symbol searches.
    auto check_budget = [&board](const char* heuristic_name, const auto& heuristic) {
      CAPTURE(heuristic_name);
      const Solution<> unlimited = rotation::solve(board, heuristic);
      REQUIRE(unlimited.found());
      CHECK(rotation::to_string(unlimited.moves) == hard_answer);
      const std::uint64_t needed = unlimited.stats.nodes_expanded;
      CAPTURE(needed);
      REQUIRE(needed > 1);

      Options enough;
      enough.node_budget = needed;
      const Solution<> within = rotation::solve(board, heuristic, enough);
      CHECK(within.found());
      CHECK(rotation::to_string(within.moves) == hard_answer);

      Options too_few;
      too_few.node_budget = needed - 1;
      const Solution<> short_of_it = rotation::solve(board, heuristic, too_few);
      CHECK(status_name(short_of_it.status) == std::string("budget exceeded"));
      CHECK(short_of_it.moves.empty());
    };
    check_budget("ExactDistance (default)", rotation::DefaultHeuristic<>{});
    check_budget("LineDistance", LineDistance{});
  }
}

// (std::stop_token: not in every standard library; see detail/config.hpp.)
#if ROTATION_HAS_STOP_TOKEN
TEST_CASE("solve: a requested stop stops the search", "[solve][options]") {
  const Board<> board = Board<>::parse(hard_board);

  SECTION("stop requested before the search starts") {
    // Precondition: a search over boards runs long enough that stopping it
    // early shows in its node count. (Every search looks at the token before
    // each pass, so the default's short ones are stopped as well.)
    const Solution<> unstopped = rotation::solve(board, max_of(MisplacedCenter{}, LineDistance{}));
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
      CHECK_FALSE(attempt.solution.center_symbol.has_value());
      // It stopped early: well short of the whole search.
      CHECK(attempt.solution.stats.nodes_expanded < unstopped.stats.nodes_expanded);
    }
  }

  SECTION("stop requested during the search, between two passes") {
    auto stop_before_last_pass = [&board](const char* heuristic_name, const auto& heuristic) {
      CAPTURE(heuristic_name);
      const Solution<> unlimited = rotation::solve(board, heuristic);
      REQUIRE(unlimited.found());
      const int last_bound = unlimited.stats.final_bound;
      std::stop_source source;
      Options options;
      options.stop = source.get_token();
      // The pass that would find the solution is asked to stop before it begins.
      options.on_pass = [&source, last_bound](int bound, const rotation::search::Statistics&) {
        if (bound == last_bound) source.request_stop();
      };
      const Solution<> stopped = rotation::solve(board, heuristic, options);
      CHECK(status_name(stopped.status) == std::string("stopped"));
      CHECK(stopped.moves.empty());
      // The last pass never ran: the statistics end with the pass before it.
      CHECK(stopped.stats.final_bound < last_bound);
      CHECK(stopped.stats.passes == unlimited.stats.passes - 1);
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
#endif  // ROTATION_HAS_STOP_TOKEN

// solve() takes the per-symbol search only for a heuristic that opts in with
// bounds_placements; it used to probe whether the heuristic accepts a
// Placement, which instantiates a generic lambda's body: a hard error.
static_assert(rotation::bounds_placements_v<ExactDistance<>>);
static_assert(!rotation::bounds_placements_v<MisplacedCenter>);
static_assert(!rotation::bounds_placements_v<LineDistance>);
static_assert(rotation::bounds_placements_v<decltype(max_of(ExactDistance{}, ExactDistance{}))>);
static_assert(!rotation::bounds_placements_v<decltype(max_of(ExactDistance{}, LineDistance{}))>);

namespace {

// A placement heuristic of a user's own: opts in, bounds placements and boards.
struct CenterCellsMissing {
  static constexpr bool bounds_placements = true;
  int operator()(const rotation::Placement<>& placement) const {
    const auto in_center = placement.cells() & rotation::Bitboard<>::center;
    return 8 - rotation::Bitboard<>::count(in_center);
  }
};

}  // namespace

TEST_CASE("solve: any callable that bounds boards, generic lambdas included", "[solve]") {
  const auto generic_textbook = [](const auto& board) { return MisplacedCenter{}(board); };
  // Accepts placements too (ExactDistance does), but has not opted in: boards.
  const ExactDistance exact;
  const auto generic_exact = [&exact](const auto& state) { return exact(state); };
  static_assert(!rotation::bounds_placements_v<decltype(generic_exact)>);
  for (const Sample& sample : samples::all) {
    CAPTURE(sample.board);
    const auto board = Board<>::parse(sample.board);
    const Solution<> textbook = rotation::solve(board, generic_textbook);
    CHECK(rotation::to_string(textbook.moves) == sample.moves);
    CHECK(textbook.center_symbol == sample.center_symbol);
    const Solution<> through_boards = rotation::solve(board, generic_exact);
    CHECK(rotation::to_string(through_boards.moves) == sample.moves);
    CHECK(through_boards.center_symbol == sample.center_symbol);
    // One search over boards with an exact bound: one pass (or none for a
    // solved board), never one per symbol.
    CHECK(through_boards.stats.passes <= 1);
    const Solution<> own = rotation::solve(board, CenterCellsMissing{});
    CHECK(rotation::to_string(own.moves) == sample.moves);
    CHECK(own.center_symbol == sample.center_symbol);
  }
}
