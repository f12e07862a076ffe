// The generic driver on the other two puzzles of its family of exercises (the domains of
// examples/): the 15-puzzle on Korf's three instances, against the plain
// textbook program (tests/support/textbook_fifteen.hpp), and book sorting on a
// fixed seeded set. check_puzzles() runs before any timing and stops the
// program when the library and the textbook disagree or a length is not Korf's.
//
// Counters, as for the solve benchmarks of instance_sets.hpp: items_per_second
// (boards per second), time/board, nodes/board (expanded, mean over the set)
// and time/node.

#include <benchmark/benchmark.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <numeric>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include <rotation/sliding.hpp>
#include "book_sort_domain.hpp"
#include "instance_sets.hpp"
#include "textbook_fifteen.hpp"

namespace sliding = rotation::sliding;

namespace bench {
namespace {

using FifteenCells = std::array<int, 16>;

struct FifteenInstance {
  FifteenCells cells;
  sliding::fifteen::Board board;
  std::size_t length;  // Korf's optimum
};

// the 15-puzzle statement: Korf's instances 79, 12 and 55, converted to this goal.
const std::vector<FifteenInstance>& korf3() {
  static const std::vector<FifteenInstance> set = [] {
    const std::array<std::pair<FifteenCells, std::size_t>, 3> published = {{
        {{1, 6, 10, 8, 14, 12, 4, 2, 13, 11, 3, 5, 9, 7, 15, 0}, 42},
        {{1, 3, 5, 6, 0, 13, 14, 9, 11, 4, 8, 12, 10, 7, 15, 2}, 45},
        {{5, 10, 14, 4, 6, 12, 11, 1, 9, 0, 15, 7, 13, 2, 8, 3}, 41},
    }};
    std::vector<FifteenInstance> instances;
    for (const auto& [cells, length] : published) {
      sliding::fifteen::Tiles tiles{};
      for (std::size_t i = 0; i < 16; ++i) tiles[i] = static_cast<std::uint8_t>(cells[i]);
      instances.push_back({cells, sliding::make_board(tiles), length});
    }
    return instances;
  }();
  return set;
}

struct BookInstance {
  book_sort::Row row;
  int books;
};

// 200 rows of 8 to 15 books, each 1 to 5 random operations from sorted: rows
// that need a search (a uniformly random row of 15 books is almost always cut
// at the root, its bound already above 4).
const std::vector<BookInstance>& book_rows() {
  static const std::vector<BookInstance> set = [] {
    std::mt19937_64 rng(0x11212'0015ULL);
    std::vector<BookInstance> rows;
    for (int i = 0; i < 200; ++i) {
      const int n = 8 + static_cast<int>(rng() % 8);
      const book_sort::Domain domain(n);
      book_sort::Row row = book_sort::sorted_row;
      const auto moves = domain.moves(row);
      const int operations = 1 + static_cast<int>(rng() % 5);
      for (int m = 0; m < operations; ++m)
        book_sort::Domain::apply(row, moves[static_cast<std::size_t>(rng() % moves.size())]);
      rows.push_back({row, n});
    }
    return rows;
  }();
  return set;
}

std::string library_fifteen(const FifteenInstance& instance, std::uint64_t& nodes) {
  const auto solution = sliding::solve(instance.board);
  nodes += solution.stats.nodes_expanded;
  return sliding::to_string(solution.moves);
}

std::string textbook_fifteen(const FifteenInstance& instance, std::uint64_t& nodes) {
  textbook15::nodes = 0;
  std::string moves = textbook_fifteen_solve(instance.cells);
  nodes += textbook15::nodes;
  return moves;
}

template <class Set, class Solve>
void solve_all(benchmark::State& state, const Set& set, Solve solve) {
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    nodes = 0;
    for (const auto& instance : set) {
      auto answer = solve(instance, nodes);
      benchmark::DoNotOptimize(answer);
    }
    benchmark::ClobberMemory();
  }
  report_solve_counters(state, set.size(), nodes);
}

void BM_FifteenLibrary(benchmark::State& state) { solve_all(state, korf3(), library_fifteen); }
void BM_FifteenTextbook(benchmark::State& state) { solve_all(state, korf3(), textbook_fifteen); }

void BM_BookSort(benchmark::State& state) {
  solve_all(state, book_rows(), [](const BookInstance& instance, std::uint64_t& nodes) {
    const auto result = book_sort::search(instance.row, instance.books);
    nodes += result.stats.nodes_expanded;
    return result.path.size();
  });
}

BENCHMARK(BM_FifteenLibrary)->Name("BM_FifteenLibrary/korf3")->Unit(benchmark::kMillisecond);
BENCHMARK(BM_FifteenTextbook)->Name("BM_FifteenTextbook/korf3")->Unit(benchmark::kMillisecond);
BENCHMARK(BM_BookSort)->Name("BM_BookSort/rows200")->Unit(benchmark::kMillisecond);

}  // namespace

void check_puzzles() {
  for (const FifteenInstance& instance : korf3()) {
    std::uint64_t nodes = 0;
    const std::string library = library_fifteen(instance, nodes);
    const std::string textbook = textbook_fifteen(instance, nodes);
    if (library != textbook || library.size() != instance.length) {
      std::fprintf(stderr,
                   "rotation-bench: 15-puzzle answers disagree\n  library  %s\n  textbook %s\n"
                   "  expected length %zu\nNo benchmark was run.\n",
                   library.c_str(), textbook.c_str(), instance.length);
      std::exit(EXIT_FAILURE);
    }
  }
  for (const BookInstance& instance : book_rows()) {
    // Built with at most 5 operations: found within 5, and the path sorts it.
    const auto result = book_sort::search(instance.row, instance.books, 5);
    book_sort::Row row = instance.row;
    for (const auto& move : result.path) book_sort::Domain::apply(row, move);
    if (!result.found() || !book_sort::Domain::is_goal(row)) {
      std::fprintf(stderr, "rotation-bench: book sorting failed on a row\nNo benchmark was run.\n");
      std::exit(EXIT_FAILURE);
    }
  }
}

}  // namespace bench
