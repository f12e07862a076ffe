// Counting and enumerating every optimal solution, against a breadth-first
// count of shortest paths written here with the reference's move table.

#include <rotation/rotation.hpp>

#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "catch.hpp"
#include "random_boards.hpp"
#include "reference_solver.hpp"
#include "samples.hpp"

namespace {

struct PathCount {
  int length = -1;
  std::uint64_t count = 0;
};

// Number of distinct shortest move strings to any goal: breadth-first layers,
// each board carrying the number of shortest paths that reach it.
PathCount reference_count(const reference::Cells& start) {
  if (reference::is_goal(start)) return {0, 1};
  std::unordered_map<std::uint64_t, std::uint64_t> layer{{reference::pack(start), 1}};
  std::unordered_map<std::uint64_t, int> depth{{reference::pack(start), 0}};
  for (int d = 1;; ++d) {
    std::unordered_map<std::uint64_t, std::uint64_t> next;
    for (const auto& [key, paths] : layer) {
      const auto cells = reference::unpack(key);
      for (int move = 0; move < reference::move_count; ++move) {
        auto child = cells;
        reference::apply(child, move);
        const auto child_key = reference::pack(child);
        const auto [at, fresh] = depth.emplace(child_key, d);
        if (fresh || at->second == d) next[child_key] += paths;
      }
    }
    PathCount result{d, 0};
    for (const auto& [key, paths] : next)
      if (reference::is_goal(reference::unpack(key))) result.count += paths;
    if (result.count > 0) return result;
    layer = std::move(next);
  }
}

}  // namespace

TEST_CASE("the samples have 1, 6, 1, 41, 4 and 8 optimal solutions", "[all_solutions][sample]") {
  // Published with the sample (issue 3), in the sample's order.
  const std::array<std::uint64_t, 6> published{1, 6, 1, 41, 4, 8};
  for (std::size_t i = 0; i < samples::all.size(); ++i) {
    const std::uint64_t expected = published[i];
    CAPTURE(samples::all[i].board);
    const auto board = rotation::Board<>::parse(samples::all[i].board);
    CHECK(rotation::count_solutions(board).count == expected);
    CHECK(rotation::count_solutions(board, rotation::heuristics::MisplacedCenter{}).count ==
          expected);
  }
}

TEST_CASE("counts equal a breadth-first count of shortest paths", "[all_solutions]") {
  for (const auto& cells : random_boards::scrambled_boards(91, 6, 15)) {
    const rotation::Board<> board(cells);
    CAPTURE(rotation::to_string(board));
    const PathCount expected = reference_count(cells);
    const auto exact = rotation::count_solutions(board);
    CHECK(exact.count == expected.count);
    CHECK(exact.length == expected.length);
    const auto lines = rotation::count_solutions(board, rotation::heuristics::LineDistance{});
    CHECK(lines.count == expected.count);
  }
}

TEST_CASE("solutions come in increasing order, distinct, each solving the board",
          "[all_solutions]") {
  for (const auto& cells : random_boards::uniform_boards(92, 30)) {
    const rotation::Board<> board(cells);
    CAPTURE(rotation::to_string(board));
    std::vector<std::string> seen;
    const auto all =
        rotation::for_each_solution(board, [&seen](std::span<const rotation::Move<>> moves) {
          seen.push_back(rotation::to_string(moves));
        });
    REQUIRE(all.found());
    REQUIRE(seen.size() == all.count);
    CHECK(seen.front() == rotation::to_string(rotation::solve(board).moves));
    CHECK(std::set<std::string>(seen.begin(), seen.end()).size() == seen.size());
    for (std::size_t i = 0; i < seen.size(); ++i) {
      if (i > 0) CHECK(seen[i - 1] < seen[i]);
      CHECK(static_cast<int>(seen[i].size()) == all.length);
      auto replay = cells;
      reference::apply(replay, seen[i]);
      CHECK(reference::is_goal(replay));
    }
  }
}

TEST_CASE("a visitor can end the enumeration early", "[all_solutions]") {
  const auto& sample = samples::all[3];  // 41 optimal solutions
  const auto board = rotation::Board<>::parse(sample.board);
  std::vector<std::string> seen;
  const auto some =
      rotation::for_each_solution(board, [&seen](std::span<const rotation::Move<>> moves) {
        seen.push_back(rotation::to_string(moves));
        return seen.size() < 3;
      });
  CHECK(some.found());
  CHECK(some.count == 3);
  REQUIRE(seen.size() == 3);
  CHECK(seen[0] == sample.moves);  // the published answer comes first
  CHECK(seen[0] < seen[1]);
  CHECK(seen[1] < seen[2]);
}
