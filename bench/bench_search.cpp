// Benchmarks of the board-level heuristics against a plain textbook program
// (tests/support/textbook_solver.hpp), on the sets of instance_sets.hpp.
// Before any timing, check_board_heuristics() makes sure the textbook program
// gives the published answers on the sample and that every solver here gives
// the textbook's exact answer (moves and center) on every board.

#include <benchmark/benchmark.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

#include <rotation/rotation.hpp>
#include <rotation/search/parallel_ida_star.hpp>

#include "instance_sets.hpp"
#include "textbook_solver.hpp"

namespace bench {
namespace {

using rotation::Board;
using rotation::Move;
namespace heuristics = rotation::heuristics;

// ---------------------------------------------------------------------------
// Solvers, each giving the answer and the number of expanded nodes

Answer solve_textbook(const Instance& instance) {
  Answer answer;
  textbook::nodes = 0;
  answer.moves = textbook_solve(instance.cells, answer.center);
  answer.nodes = textbook::nodes;
  return answer;
}

template <class Heuristic>
Answer solve_library(const Instance& instance, const Heuristic& heuristic) {
  const auto solution = rotation::solve(instance.board, heuristic);
  if (!solution.found()) {
    std::fprintf(stderr, "rotation-bench: rotation::solve found no solution\n");
    std::abort();
  }
  return Answer{rotation::to_string(solution.moves), *solution.center_symbol,
                solution.stats.nodes_expanded};
}

// The library's driver on the textbook's search space: the same board type,
// but only inverse-move pruning (RotationDomain also prunes commuting moves).
// Separates the cost of the generic driver from the gain of its pruning.
struct InverseOnlyDomain {
  using state_type = Board<>;
  using move_type = Move<>;
  static constexpr std::array<Move<>, Move<>::count> all_moves = Move<>::all();
  static constexpr const auto& moves(const state_type&) { return all_moves; }
  static constexpr void apply(state_type& board, Move<> move) { board.apply(move); }
  static constexpr void undo(state_type& board, Move<> move) { board.undo(move); }
  static constexpr bool is_goal(const state_type& board) { return board.is_solved(); }
  static constexpr Move<> inverse(Move<> move) { return move.inverse(); }
};
static_assert(rotation::search::DomainWithInverse<InverseOnlyDomain>);
static_assert(!rotation::search::DomainWithMovePruning<InverseOnlyDomain>);

Answer solve_inverse_only(const Instance& instance) {
  const auto result = rotation::search::ida_star(InverseOnlyDomain{}, instance.board,
                                                 heuristics::MisplacedCenter{});
  if (!result.found()) {
    std::fprintf(stderr, "rotation-bench: ida_star found no solution\n");
    std::abort();
  }
  Board<> end = instance.board;
  end.apply(result.path);
  return Answer{rotation::to_string(result.path), end.center_symbol().value_or(0),
                result.stats.nodes_expanded};
}

Answer solve_misplaced(const Instance& i) {
  return solve_library(i, heuristics::MisplacedCenter{});
}
Answer solve_lines(const Instance& i) { return solve_library(i, heuristics::LineDistance{}); }
Answer solve_max(const Instance& i) {
  return solve_library(
      i, rotation::search::max_of(heuristics::MisplacedCenter{}, heuristics::LineDistance{}));
}

// ---------------------------------------------------------------------------
// The check, once, before any timing

}  // namespace

void check_board_heuristics() {
  for (const samples::Sample& sample : samples::all) {
    const Cells cells = samples::cells(sample.board);
    const Answer got = solve_textbook(make_instance(cells));
    if (got.moves != sample.moves || got.center != sample.center_symbol)
      fail("the textbook program (against the published sample)", cells, got.moves, got.center,
           std::string(sample.moves), sample.center_symbol);
  }
  const std::pair<const char*, Answer (*)(const Instance&)> solvers[] = {
      {"rotation::solve with MisplacedCenter", solve_misplaced},
      {"rotation::solve with LineDistance", solve_lines},
      {"rotation::solve with max_of(MisplacedCenter, LineDistance)", solve_max},
      {"ida_star with inverse-only pruning", solve_inverse_only},
  };
  for (const InstanceSet* set : {&sample6(), &random16()}) {
    for (const auto& instance : set->instances) {
      const Answer want = solve_textbook(instance);
      for (const auto& [name, solver] : solvers) {
        const Answer got = solver(instance);
        if (got.moves != want.moves || got.center != want.center)
          fail(name, instance.cells, got.moves, got.center, want.moves, want.center);
      }
    }
  }
}

namespace {

void BM_SolveTextbook(benchmark::State& state, SetAccessor set) {
  solve_set(state, set(), solve_textbook);
}
void BM_SolveMisplacedCenter(benchmark::State& state, SetAccessor set) {
  solve_set(state, set(), solve_misplaced);
}
void BM_SolveLineDistance(benchmark::State& state, SetAccessor set) {
  solve_set(state, set(), solve_lines);
}
void BM_SolveMaxOfBoth(benchmark::State& state, SetAccessor set) {
  solve_set(state, set(), solve_max);
}
void BM_SolveInverseOnlyDriver(benchmark::State& state, SetAccessor set) {
  solve_set(state, set(), solve_inverse_only);
}

BENCHMARK_CAPTURE(BM_SolveTextbook, random16, random16)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_SolveMisplacedCenter, random16, random16)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_SolveLineDistance, random16, random16)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_SolveMaxOfBoth, random16, random16)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_SolveInverseOnlyDriver, random16, random16)->Unit(benchmark::kMillisecond);

BENCHMARK_CAPTURE(BM_SolveTextbook, sample6, sample6)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_SolveMisplacedCenter, sample6, sample6)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_SolveLineDistance, sample6, sample6)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(BM_SolveMaxOfBoth, sample6, sample6)->Unit(benchmark::kMicrosecond);

// ---------------------------------------------------------------------------
// The pieces of a node: a move played and taken back, a heuristic evaluated

void BM_BoardApplyUndo(benchmark::State& state) {
  Board<> board = random16().instances.front().board;
  const auto moves = Move<>::all();
  std::size_t m = 0;
  for (auto _ : state) {
    board.apply(moves[m]);
    benchmark::DoNotOptimize(board);
    board.undo(moves[m]);
    benchmark::DoNotOptimize(board);
    m = (m + 1) % moves.size();
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_BoardApplyUndo);

void BM_TextbookRotateAndBack(benchmark::State& state) {
  for (std::size_t i = 0; i < 24; ++i) textbook::board[i] = random16().instances.front().cells[i];
  int m = 0;
  for (auto _ : state) {
    textbook::rotate(m);
    benchmark::DoNotOptimize(textbook::board);
    textbook::rotate(textbook::rev[m]);
    benchmark::DoNotOptimize(textbook::board);
    m = (m + 1) % 8;
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_TextbookRotateAndBack);

// Evaluates a heuristic on the boards of random16 in turn.
template <class Heuristic>
void evaluate_heuristic(benchmark::State& state, const Heuristic& heuristic) {
  const auto& instances = random16().instances;
  std::size_t b = 0;
  for (auto _ : state) {
    const Board<>* board = &instances[b].board;
    benchmark::DoNotOptimize(board);  // the compiler may not fold the evaluation
    benchmark::DoNotOptimize(heuristic(*board));
    b = b + 1 == instances.size() ? 0 : b + 1;
  }
  state.SetItemsProcessed(state.iterations());
}

void BM_MisplacedCenter(benchmark::State& state) {
  evaluate_heuristic(state, heuristics::MisplacedCenter{});
}
void BM_LineDistance(benchmark::State& state) {
  evaluate_heuristic(state, heuristics::LineDistance{});
}
void BM_MaxOfBoth(benchmark::State& state) {
  evaluate_heuristic(
      state, rotation::search::max_of(heuristics::MisplacedCenter{}, heuristics::LineDistance{}));
}
// The textbook bound reads the global board; the same board each time, which
// ClobberMemory makes it read again.
void BM_TextbookH(benchmark::State& state) {
  for (std::size_t i = 0; i < 24; ++i) textbook::board[i] = random16().instances.front().cells[i];
  for (auto _ : state) {
    benchmark::ClobberMemory();
    benchmark::DoNotOptimize(textbook::h());
  }
  state.SetItemsProcessed(state.iterations());
}

// The work of one generated child, in each program: play a move, evaluate the
// bound, take the move back; moves A..H in turn.
void BM_NodeWorkLibrary(benchmark::State& state) {
  Board<> board = random16().instances.front().board;
  const auto moves = Move<>::all();
  const heuristics::MisplacedCenter heuristic;
  std::size_t m = 0;
  for (auto _ : state) {
    board.apply(moves[m]);
    benchmark::DoNotOptimize(heuristic(board));
    board.undo(moves[m]);
    benchmark::DoNotOptimize(board);
    m = (m + 1) % moves.size();
  }
  state.SetItemsProcessed(state.iterations());
}
void BM_NodeWorkTextbook(benchmark::State& state) {
  for (std::size_t i = 0; i < 24; ++i) textbook::board[i] = random16().instances.front().cells[i];
  int m = 0;
  for (auto _ : state) {
    textbook::rotate(m);
    benchmark::DoNotOptimize(textbook::h());
    textbook::rotate(textbook::rev[m]);
    benchmark::DoNotOptimize(textbook::board);
    m = (m + 1) % 8;
  }
  state.SetItemsProcessed(state.iterations());
}

BENCHMARK(BM_MisplacedCenter);
BENCHMARK(BM_LineDistance);
BENCHMARK(BM_MaxOfBoth);
BENCHMARK(BM_TextbookH);
BENCHMARK(BM_NodeWorkLibrary);
BENCHMARK(BM_NodeWorkTextbook);

// One search on one thread and on two (parallel_ida_star: the same answers),
// with the textbook bound, over 200 random boards a run: the speed-up of
// docs/performance.md. Wall time, not the calling thread's CPU time.
const InstanceSet& random200() {
  static const InstanceSet set = random_set("random200", 200, 5);
  return set;
}

void BM_ParallelMisplacedCenter(benchmark::State& state) {
  rotation::search::ParallelOptions options;
  options.threads = static_cast<unsigned>(state.range(0));
  const heuristics::MisplacedCenter textbook;
  const auto& instances = random200().instances;
  for (auto _ : state) {
    for (const auto& instance : instances) {
      const auto result = rotation::search::parallel_ida_star(
          rotation::RotationDomain<rotation::StandardTopology>{}, instance.board, textbook,
          options);
      benchmark::DoNotOptimize(result.path.data());
    }
  }
  state.counters["boards"] = static_cast<double>(instances.size());
}
BENCHMARK(BM_ParallelMisplacedCenter)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace
}  // namespace bench
