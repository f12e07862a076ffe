// Parallel IDA* against the one-thread driver: the same answers on random
// standard boards with the textbook heuristic, the work units searched one by
// one adding up to the one-thread passes, and the limits (stop, node budget,
// max_depth) on several threads. ThreadSanitizer runs a smaller program of
// the same kind (test_concurrent_parallel_search.cpp).

#include <rotation/rotation.hpp>
#include <rotation/search/parallel_count_shortest.hpp>
#include <rotation/search/parallel_ida_star.hpp>

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <random>
#include <span>
#include <utility>
#include <vector>

#if ROTATION_HAS_STOP_TOKEN
#include <stop_token>
#endif

#include "catch.hpp"
#include "random_boards.hpp"

namespace {

using Board = rotation::Board<>;
using Domain = rotation::RotationDomain<rotation::StandardTopology>;
using rotation::search::ParallelOptions;
using rotation::search::Status;

Board board_of(const reference::Cells& cells) {
  return Board(std::span<const int>(cells.data(), cells.size()));
}

ParallelOptions on_threads(unsigned threads) {
  ParallelOptions options;
  options.threads = threads;
  return options;
}

// The work of each pass of the one-thread search, as on_pass sees it.
std::vector<rotation::search::Statistics> pass_work(const Board& board) {
  std::vector<rotation::search::Statistics> before;
  rotation::search::Options options;
  options.on_pass = [&before](int, const rotation::search::Statistics& so_far) {
    before.push_back(so_far);
  };
  const auto result =
      rotation::search::ida_star(Domain{}, board, rotation::heuristics::MisplacedCenter{}, options);
  before.push_back(result.stats);
  std::vector<rotation::search::Statistics> work;
  for (std::size_t i = 1; i < before.size(); ++i) {
    work.push_back({before[i].nodes_expanded - before[i - 1].nodes_expanded,
                    before[i].nodes_generated - before[i - 1].nodes_generated, 0, 0});
  }
  return work;
}

}  // namespace

TEST_CASE("parallel IDA*: 1,000 random standard boards, the answers of one thread", "[parallel]") {
  const rotation::heuristics::MisplacedCenter textbook;
  int compared = 0;
  for (const auto& cells : random_boards::uniform_boards(2020, 1000)) {
    const Board board = board_of(cells);
    const auto one = rotation::search::ida_star(Domain{}, board, textbook);
    const auto two = rotation::search::parallel_ida_star(Domain{}, board, textbook, on_threads(2));
    REQUIRE(one.found());
    REQUIRE(two.status == one.status);
    REQUIRE(rotation::to_string(two.path) == rotation::to_string(one.path));
    CHECK(two.stats.passes == one.stats.passes);
    CHECK(two.stats.final_bound == one.stats.final_bound);
    CHECK(two.stats.nodes_expanded >= one.stats.nodes_expanded);  // at least one thread's work
    ++compared;
  }
  CHECK(compared == 1000);
}

TEST_CASE("parallel IDA*: three threads and one, near the goal and far", "[parallel]") {
  const rotation::heuristics::MisplacedCenter textbook;
  std::vector<reference::Cells> boards = random_boards::scrambled_boards(31, 4, 20);
  for (const auto& cells : random_boards::uniform_boards(32, 20)) boards.push_back(cells);
  for (const auto& cells : boards) {
    const Board board = board_of(cells);
    const auto one = rotation::search::ida_star(Domain{}, board, textbook);
    const auto three =
        rotation::search::parallel_ida_star(Domain{}, board, textbook, on_threads(3));
    const auto single =
        rotation::search::parallel_ida_star(Domain{}, board, textbook, on_threads(1));
    REQUIRE(three.status == one.status);
    REQUIRE(three.path == one.path);
    // One thread is the driver itself, to the node.
    CHECK(single.path == one.path);
    CHECK(single.stats.nodes_expanded == one.stats.nodes_expanded);
    CHECK(single.stats.nodes_generated == one.stats.nodes_generated);
  }
}

TEST_CASE("parallel IDA*: a pass's work units, searched one by one, are the pass", "[parallel]") {
  const rotation::heuristics::MisplacedCenter textbook;
  for (const auto& cells : random_boards::uniform_boards(77, 5)) {
    const Board board = board_of(cells);
    const auto one = rotation::search::ida_star(Domain{}, board, textbook);
    const auto work = pass_work(board);
    REQUIRE(work.size() == static_cast<std::size_t>(one.stats.passes));
    int bound = static_cast<int>(textbook(board));
    for (std::size_t pass = 0; pass < work.size(); ++pass) {
      CAPTURE(pass, bound);
      const int depth = std::min(3, bound - 1);
      const auto split =
          rotation::search::split_pass(Domain{}, board, textbook, bound, std::max(depth, 0));
      REQUIRE(split.status == Status::exhausted);
      rotation::search::Statistics total = split.stats;
      std::optional<std::int64_t> next = split.next_bound;
      std::vector<rotation::Move<>> found;
      for (const auto& unit : split.units) {
        REQUIRE(static_cast<int>(unit.prefix.size()) == depth);
        const auto result = rotation::search::search_unit(Domain{}, board, textbook, unit);
        total.nodes_expanded += result.stats.nodes_expanded;
        total.nodes_generated += result.stats.nodes_generated;
        if (result.next_bound && (!next || *result.next_bound < *next)) next = result.next_bound;
        if (result.status == Status::found) {
          found = result.path;
          break;  // one thread stops at its first goal
        }
      }
      if (found.empty() && split.goal) found = *split.goal;  // a goal above the units comes last
      if (pass + 1 == work.size()) {
        // The last pass: its first goal is the answer. One thread stops there; the split
        // went on above the units after it.
        CHECK(found == one.path);
        CHECK(total.nodes_expanded >= work[pass].nodes_expanded);
      } else {
        CHECK(total.nodes_expanded == work[pass].nodes_expanded);
        CHECK(total.nodes_generated == work[pass].nodes_generated);
        CHECK(found.empty());
        REQUIRE(next.has_value());
        bound = static_cast<int>(*next);
      }
    }
  }
}

TEST_CASE("parallel IDA*: passes without a goal expand the nodes of one thread, to the node",
          "[parallel]") {
  // Every thread walks the levels above the units, and expands only its own units: the
  // walk counts once, the units add up. With max_depth one short of the answer no pass
  // meets a goal, nothing is cancelled, and the work is one thread's exactly.
  const rotation::heuristics::MisplacedCenter textbook;
  int compared = 0;
  for (const auto& cells : random_boards::uniform_boards(4040, 40)) {
    const Board board = board_of(cells);
    const auto answer = rotation::search::ida_star(Domain{}, board, textbook);
    REQUIRE(answer.found());
    rotation::search::Options shorter;
    shorter.max_depth = static_cast<int>(answer.path.size()) - 1;
    const auto one = rotation::search::ida_star(Domain{}, board, textbook, shorter);
    REQUIRE(one.status == Status::exhausted);
    for (const unsigned threads : {2U, 3U}) {
      ParallelOptions options = on_threads(threads);
      options.max_depth = shorter.max_depth;
      const auto many = rotation::search::parallel_ida_star(Domain{}, board, textbook, options);
      CAPTURE(threads);
      REQUIRE(many.status == Status::exhausted);
      CHECK(many.stats.nodes_expanded == one.stats.nodes_expanded);
      CHECK(many.stats.nodes_generated == one.stats.nodes_generated);
      CHECK(many.stats.passes == one.stats.passes);
    }
    if (one.stats.nodes_expanded > 10'000) ++compared;
  }
  CHECK(compared >= 10);  // boards whose searches are large enough to share
}

TEST_CASE("parallel IDA*: an estimate above the distance, the answers of one thread",
          "[parallel]") {
  // With a bound that overestimates, a pass meets goals above its depth, even
  // above the units; the first in the one-thread order still wins.
  const rotation::heuristics::MisplacedCenter textbook;
  std::vector<reference::Cells> boards = random_boards::scrambled_boards(61, 6, 10);
  for (const auto& cells : random_boards::uniform_boards(62, 30)) boards.push_back(cells);
  for (const int times : {2, 4}) {
    const auto inflated = [&textbook, times](const Board& board) {
      return times * static_cast<int>(textbook(board));
    };
    for (const auto& cells : boards) {
      const Board board = board_of(cells);
      const auto one = rotation::search::ida_star(Domain{}, board, inflated);
      for (const unsigned threads : {2U, 3U}) {
        const auto many =
            rotation::search::parallel_ida_star(Domain{}, board, inflated, on_threads(threads));
        CAPTURE(times, threads);
        REQUIRE(many.status == one.status);
        CHECK(rotation::to_string(many.path) == rotation::to_string(one.path));
        CHECK(many.stats.passes == one.stats.passes);
      }
    }
  }
}

TEST_CASE("parallel IDA*: a pass is cut where the one before had the units wanted", "[parallel]") {
  using rotation::detail::split_depth_for;
  const std::array<std::uint64_t, 8> levels{1, 3, 5, 20, 130, 900, 40, 2};
  CHECK(split_depth_for(100, levels, 30) == 4);  // the shallowest with 100 nodes
  CHECK(split_depth_for(3, levels, 30) == 1);    // never the start itself
  CHECK(split_depth_for(500, levels, 30) == 5);
  CHECK(split_depth_for(5000, levels, 30) == 5);  // none enough: where the most were
  CHECK(split_depth_for(100, levels, 4) == 3);    // units lie at bound - 1 at most
  CHECK(split_depth_for(100, levels, 1) == 0);    // a bound of 1: the start is the unit
  CHECK(split_depth_for(100, levels, 100) == 4);  // past the levels counted: as before
}

TEST_CASE("parallel IDA*: a pass is cut in units as its predecessors' size says", "[parallel]") {
  rotation::detail::PassSizes sizes;
  const std::size_t most = 2 * rotation::detail::parallel_units_per_thread;
  const std::uint64_t unit = rotation::detail::parallel_unit_nodes;
  CHECK(sizes.units_wanted(2) == 1);  // the first pass: on the calling thread
  sizes.add(3 * unit);                // 3 units' worth, expected again: fewer than 2 a thread
  CHECK(sizes.units_wanted(2) == 1);
  sizes.add(10 * unit);  // grew 10 / 3: 33 units' worth expected
  CHECK(sizes.units_wanted(2) == 33);
  sizes.add(5 * unit);  // shrank: expected as large as the last, 5 units' worth
  CHECK(sizes.units_wanted(2) == 5);
  CHECK(sizes.units_wanted(3) == 1);  // under 2 a thread
  sizes.add(1000 * unit);             // grew 200 times: 200,000 units' worth, a large pass
  const std::uint64_t large_unit = rotation::detail::parallel_large_unit_nodes;
  CHECK(sizes.units_wanted(2) == 1000 * unit * 200 / large_unit);  // units of large_unit nodes
  CHECK(1000 * unit * 200 / large_unit > most);
  sizes.add(1000 * unit);  // no growth: 1,000 units' worth, more than `most`, too few large units
  CHECK(sizes.units_wanted(2) == most);
  const std::size_t finest = 2 * rotation::detail::parallel_most_units_per_thread;
  sizes.add(1000 * large_unit);  // grew 65,536 / 64 times: more large units than `finest`
  CHECK(sizes.units_wanted(2) == finest);
  sizes.add(1000 * large_unit);  // no growth: 1,000 large units
  CHECK(sizes.units_wanted(2) == 1000);
  CHECK(sizes.units_wanted(1) == 1000);
  CHECK(sizes.units_wanted(16) == 16 * rotation::detail::parallel_units_per_thread);
}

TEST_CASE("parallel count: the shortest paths of one thread, node for node", "[parallel]") {
  const rotation::heuristics::MisplacedCenter textbook;
  auto boards = random_boards::uniform_boards(515, 30);
  for (const auto& cells : random_boards::scrambled_boards(516, 12, 2)) boards.push_back(cells);
  for (const auto& cells : boards) {
    const Board board = board_of(cells);
    const auto one = rotation::search::count_shortest(Domain{}, board, textbook);
    for (const unsigned threads : {2U, 3U}) {
      CAPTURE(threads);
      rotation::search::ParallelOptions options;
      options.threads = threads;
      const auto many =
          rotation::search::parallel_count_shortest(Domain{}, board, textbook, options);
      REQUIRE(many.status == one.status);
      CHECK(many.count == one.count);
      CHECK(many.length == one.length);
      CHECK(many.stats.passes == one.stats.passes);
      CHECK(many.stats.final_bound == one.stats.final_bound);
      CHECK(many.stats.nodes_expanded == one.stats.nodes_expanded);
      CHECK(many.stats.nodes_generated == one.stats.nodes_generated);
    }
  }
  // The solved board: one path, of no moves.
  std::mt19937_64 rng(518);
  const Board solved = board_of(random_boards::random_solved_board(rng));
  rotation::search::ParallelOptions two;
  two.threads = 2;
  const auto none = rotation::search::parallel_count_shortest(Domain{}, solved, textbook, two);
  CHECK(none.count == 1);
  CHECK(none.length == std::optional<int>(0));
}

TEST_CASE("parallel count: max_depth, a node budget and a stop", "[parallel]") {
  const rotation::heuristics::MisplacedCenter textbook;
  rotation::search::ParallelOptions two;
  two.threads = 2;
  for (const auto& cells : random_boards::uniform_boards(517, 10)) {
    const Board board = board_of(cells);
    const auto one = rotation::search::count_shortest(Domain{}, board, textbook);
    REQUIRE(one.found());
    auto shallow = two;
    shallow.max_depth = *one.length - 1;  // no path that short
    CHECK(rotation::search::parallel_count_shortest(Domain{}, board, textbook, shallow).status ==
          Status::exhausted);
    auto exact = two;
    exact.max_depth = *one.length;
    CHECK(rotation::search::parallel_count_shortest(Domain{}, board, textbook, exact).count ==
          one.count);
    auto budget = two;
    budget.node_budget = one.stats.nodes_expanded / 2;
    // The threads look at the budget every 256 nodes: a small search may end first.
    const auto cut = rotation::search::parallel_count_shortest(Domain{}, board, textbook, budget);
    if (cut.found()) {
      CHECK(cut.count == one.count);
      CHECK(one.stats.nodes_expanded < budget.node_budget + std::uint64_t{512});  // 2 threads
    } else {
      CHECK(cut.status == Status::budget_exceeded);
      CHECK(cut.stats.nodes_expanded >= budget.node_budget);
      CHECK(cut.count <= one.count);  // the paths met before the end
    }
#if ROTATION_HAS_STOP_TOKEN
    std::stop_source stop;
    stop.request_stop();
    auto stopped = two;
    stopped.stop = stop.get_token();
    CHECK(rotation::search::parallel_count_shortest(Domain{}, board, textbook, stopped).status ==
          Status::stopped);
#endif
  }
}

TEST_CASE("parallel IDA*: max_depth, a node budget and a stop on several threads", "[parallel]") {
  const rotation::heuristics::MisplacedCenter textbook;
  // The first of these boards whose search takes enough nodes to cut short.
  const auto candidates = random_boards::uniform_boards(5150, 100);
  auto hard = [&](const reference::Cells& cells) {
    return rotation::search::ida_star(Domain{}, board_of(cells), textbook).stats.nodes_expanded >
           100'000;
  };
  const auto chosen = std::find_if(candidates.begin(), candidates.end(), hard);
  REQUIRE(chosen != candidates.end());
  const Board board = board_of(*chosen);
  const auto one = rotation::search::ida_star(Domain{}, board, textbook);
  REQUIRE(one.found());
  const int length = static_cast<int>(one.path.size());

  for (const int depth : {-1, length - 1, length}) {
    ParallelOptions options = on_threads(2);
    options.max_depth = depth;
    rotation::search::Options single;
    single.max_depth = depth;
    const auto two = rotation::search::parallel_ida_star(Domain{}, board, textbook, options);
    const auto reference = rotation::search::ida_star(Domain{}, board, textbook, single);
    CAPTURE(depth);
    CHECK(two.status == reference.status);
    CHECK(two.path == reference.path);
  }

  // A budget below the work ends the search, having spent at least the budget and little
  // more: each thread looks at the total every 256 nodes (the bound below is looser).
  ParallelOptions budgeted = on_threads(2);
  budgeted.node_budget = one.stats.nodes_expanded / 2;
  constexpr std::uint64_t check = 4096;  // a search's own look at its limits
  REQUIRE(budgeted.node_budget > 3 * check);
  const auto cut = rotation::search::parallel_ida_star(Domain{}, board, textbook, budgeted);
  CHECK(cut.status == Status::budget_exceeded);
  CHECK(cut.path.empty());
  CHECK(cut.stats.nodes_expanded >= budgeted.node_budget);
  CHECK(cut.stats.nodes_expanded < budgeted.node_budget + 4 * check);
  budgeted.node_budget = 4 * one.stats.nodes_expanded;
  CHECK(rotation::search::parallel_ida_star(Domain{}, board, textbook, budgeted).path == one.path);

#if ROTATION_HAS_STOP_TOKEN
  // Stopped before the first pass; and by a heuristic that asks for it midway, seen by
  // both threads (each looks every 4,096 nodes).
  std::stop_source before;
  before.request_stop();
  ParallelOptions stopped = on_threads(2);
  stopped.stop = before.get_token();
  CHECK(rotation::search::parallel_ida_star(Domain{}, board, textbook, stopped).status ==
        Status::stopped);

  std::stop_source midway;
  std::atomic<std::uint64_t> calls{0};
  const std::uint64_t stop_after = one.stats.nodes_generated / 3;
  auto stopping = [&](const Board& b) {
    if (calls.fetch_add(1) == stop_after) midway.request_stop();
    return textbook(b);
  };
  stopped.stop = midway.get_token();
  const auto interrupted = rotation::search::parallel_ida_star(Domain{}, board, stopping, stopped);
  CHECK(interrupted.status == Status::stopped);
  CHECK(interrupted.path.empty());
  CHECK(interrupted.stats.nodes_expanded < one.stats.nodes_expanded);
#endif
}

namespace {

// Every checkpoint a search on `threads` threads hands out, one at every look.
std::vector<rotation::search::Checkpoint> every_checkpoint(const Board& board, unsigned threads) {
  std::vector<rotation::search::Checkpoint> checkpoints;
  ParallelOptions options = on_threads(threads);
  options.checkpoint_interval = std::chrono::milliseconds(0);
  options.on_checkpoint = [&checkpoints](const rotation::search::Checkpoint& checkpoint) {
    checkpoints.push_back(checkpoint);
  };
  static_cast<void>(rotation::search::parallel_ida_star(
      Domain{}, board, rotation::heuristics::MisplacedCenter{}, options));
  return checkpoints;
}

// What a checkpoint says of the units below its mark, checked on their own (split_pass,
// search_unit): each searched to its end without a goal, none cutting a node below the
// checkpoint's next bound. Returns how many units were checked.
std::size_t check_units_below_mark(const Board& board,
                                   const rotation::search::Checkpoint& checkpoint) {
  const rotation::heuristics::MisplacedCenter textbook;
  const auto split =
      rotation::search::split_pass(Domain{}, board, textbook, checkpoint.bound, checkpoint.depth);
  CHECK(split.depth == checkpoint.depth);
  const std::size_t below = std::min<std::size_t>(checkpoint.units_done, split.units.size());
  for (std::size_t u = 0; u < below; ++u) {
    const auto unit = rotation::search::search_unit(Domain{}, board, textbook, split.units[u]);
    CAPTURE(u);
    CHECK(unit.status == Status::exhausted);
    if (unit.next_bound) {
      REQUIRE(checkpoint.next_bound.has_value());
      CHECK(*checkpoint.next_bound <= *unit.next_bound);
    }
  }
  return below;
}

}  // namespace

TEST_CASE("parallel IDA*: resumed from a checkpoint, the answer of a search without a break",
          "[parallel]") {
  const rotation::heuristics::MisplacedCenter textbook;
  int resumed = 0;
  std::size_t units_checked = 0;
  for (const auto& cells : random_boards::uniform_boards(5160, 12)) {
    const Board board = board_of(cells);
    const auto one = rotation::search::ida_star(Domain{}, board, textbook);
    REQUIRE(one.found());
    for (const unsigned threads : {1U, 2U}) {
      const auto checkpoints = every_checkpoint(board, threads);
      // A checkpoint at every look: as many as the calling thread's looks (every 256 of
      // its nodes) in the passes it searched with the others.
      if (one.stats.nodes_expanded > 20'000) CHECK(checkpoints.size() > 10);
      for (std::size_t i = 0; i < checkpoints.size(); ++i) {
        const auto& checkpoint = checkpoints[i];
        CAPTURE(threads, i, checkpoint.bound, checkpoint.depth, checkpoint.units_done);
        // In order: the passes rise, the mark within a pass never falls back.
        if (i > 0 && checkpoints[i - 1].bound == checkpoint.bound) {
          CHECK(checkpoints[i - 1].units_done <= checkpoint.units_done);
          CHECK(checkpoints[i - 1].stats.nodes_expanded <= checkpoint.stats.nodes_expanded);
        }
        if (i > 0) CHECK(checkpoints[i - 1].bound <= checkpoint.bound);
        CHECK(checkpoint.stats.final_bound == checkpoint.bound);
        CHECK(checkpoint.bound <= one.stats.final_bound);
        if (checkpoint.next_bound) CHECK(*checkpoint.next_bound > checkpoint.bound);
        // Every one of the last pass (where the goal's unit may be under way), every third
        // of the others, on 2 and 3 threads: the one-thread answer, and its passes.
        if (checkpoint.bound != one.stats.final_bound && i % 3 != 0) continue;
        units_checked += check_units_below_mark(board, checkpoint);
        // On one thread or two in turn, and three.
        for (const unsigned again : {1U + static_cast<unsigned>(i % 2), 3U}) {
          ParallelOptions options = on_threads(again);
          options.resume = checkpoint;
          const auto result =
              rotation::search::parallel_ida_star(Domain{}, board, textbook, options);
          REQUIRE(result.status == Status::found);
          CHECK(rotation::to_string(result.path) == rotation::to_string(one.path));
          CHECK(result.stats.passes == one.stats.passes);
          CHECK(result.stats.final_bound == one.stats.final_bound);
          CHECK(result.stats.nodes_expanded >= checkpoint.stats.nodes_expanded);
          ++resumed;
        }
      }
    }
  }
  CHECK(resumed > 100);
  CHECK(units_checked > 100);  // the marks move: checkpoints past the start of their pass
}

TEST_CASE("parallel IDA*: a search cut short by its budget, or stopped, hands out where to resume",
          "[parallel]") {
  const rotation::heuristics::MisplacedCenter textbook;
  for (const auto& cells : random_boards::uniform_boards(5170, 6)) {
    const Board board = board_of(cells);
    const auto one = rotation::search::ida_star(Domain{}, board, textbook);
    REQUIRE(one.found());
    // Over its budget, in legs: each resumes from the last checkpoint of the one before. A leg's
    // budget doubles from a third of the whole search: a unit a thread has not finished when
    // the budget runs out is searched again by the next leg, and on a loaded machine the other
    // thread can spend a fixed budget before the larger units are done, leg after leg.
    std::optional<rotation::search::Checkpoint> last;
    ParallelOptions options = on_threads(2);
    options.on_checkpoint = [&last](const rotation::search::Checkpoint& c) { last = c; };
    options.checkpoint_interval = std::chrono::hours(1);  // only the last, at the end
    rotation::search::Result<Domain::move_type> result;
    int legs = 0;
    for (; legs < 30; ++legs) {
      options.node_budget = (last ? last->stats.nodes_expanded : 0) +
                            (one.stats.nodes_expanded / 3 << std::min(legs, 20));
      options.resume = last;
      last.reset();
      result = rotation::search::parallel_ida_star(Domain{}, board, textbook, options);
      if (result.status != Status::budget_exceeded) break;
      REQUIRE(last.has_value());
      CHECK(last->stats.nodes_expanded == result.stats.nodes_expanded);
      CHECK(last->bound == result.stats.final_bound);
      CHECK(last->stats.passes == result.stats.passes);
      check_units_below_mark(board, *last);
    }
    CAPTURE(legs);
    REQUIRE(result.status == Status::found);
    CHECK(result.path == one.path);
    CHECK(result.stats.passes == one.stats.passes);
    CHECK(result.stats.final_bound == one.stats.final_bound);
#if ROTATION_HAS_STOP_TOKEN
    // Stopped from the observer itself at its fifth checkpoint, then resumed to the end.
    std::stop_source stop;
    int seen = 0;
    std::optional<rotation::search::Checkpoint> kept;
    ParallelOptions stopping = on_threads(2);
    stopping.stop = stop.get_token();
    stopping.checkpoint_interval = std::chrono::milliseconds(0);
    stopping.on_checkpoint = [&](const rotation::search::Checkpoint& c) {
      kept = c;
      if (++seen == 5) stop.request_stop();
    };
    const auto stopped = rotation::search::parallel_ida_star(Domain{}, board, textbook, stopping);
    if (stopped.status == Status::stopped) {
      REQUIRE(kept.has_value());
      ParallelOptions again = on_threads(2);
      again.resume = kept;
      const auto rest = rotation::search::parallel_ida_star(Domain{}, board, textbook, again);
      CHECK(rest.path == one.path);
    } else {
      // Too small a search for five looks, or the stop came as its last unit ended (on a
      // loaded machine): it is found, and whole.
      CHECK(stopped.status == Status::found);
      CHECK(stopped.path == one.path);
    }
    // Stopped before its third pass (from on_pass): a checkpoint of that pass, nothing of
    // it done, with the two passes before counted in.
    if (one.stats.passes >= 3) {
      std::stop_source before_pass;
      std::optional<rotation::search::Checkpoint> at_stop;
      ParallelOptions early = on_threads(2);
      early.stop = before_pass.get_token();
      int passes = 0;
      early.on_pass = [&](int, const rotation::search::Statistics&) {
        if (++passes == 3) before_pass.request_stop();
      };
      early.on_checkpoint = [&at_stop](const rotation::search::Checkpoint& c) { at_stop = c; };
      const auto halted = rotation::search::parallel_ida_star(Domain{}, board, textbook, early);
      REQUIRE(halted.status == Status::stopped);
      REQUIRE(at_stop.has_value());
      CHECK(at_stop->units_done == 0);
      CHECK(at_stop->stats.passes == 3);
      CHECK(halted.stats.passes == 2);
      CHECK(at_stop->stats.nodes_expanded == halted.stats.nodes_expanded);
      ParallelOptions again = on_threads(2);
      again.resume = at_stop;
      const auto rest = rotation::search::parallel_ida_star(Domain{}, board, textbook, again);
      CHECK(rest.path == one.path);
      CHECK(rest.stats.passes == one.stats.passes);
    }
#endif
  }
}

TEST_CASE("parallel IDA*: a checkpoint's cut bound stands for the units it skips", "[parallel]") {
  // A checkpoint made here, not by a search, for a blind search (no estimate: the pass at
  // bound b expands every path of up to b moves and cuts only at b + 1): the pass at
  // `bound`, cut one move deep, with every unit done, and its cut. Resumed, the pass only
  // walks its start, whose own cuts alone would give no next pass at all.
  const auto blind = [](const Board&) { return 0; };
  int checked = 0;
  for (const auto& cells : random_boards::scrambled_boards(5180, 4, 6)) {
    const Board board = board_of(cells);
    const auto one = rotation::search::ida_star(Domain{}, board, blind);
    REQUIRE(one.found());
    const int length = static_cast<int>(one.path.size());
    if (length < 3) continue;
    rotation::search::Checkpoint checkpoint;
    checkpoint.bound = length - 1;
    checkpoint.depth = 1;
    checkpoint.units_done = 1000;  // more than the start has moves: all of them
    checkpoint.next_bound = length;
    checkpoint.stats.passes = length;  // bounds 0 to length - 1
    checkpoint.stats.final_bound = length - 1;
    ParallelOptions options = on_threads(2);
    options.resume = checkpoint;
    const auto result = rotation::search::parallel_ida_star(Domain{}, board, blind, options);
    REQUIRE(result.status == Status::found);
    CHECK(result.path == one.path);
    CHECK(result.stats.passes == one.stats.passes);
    ++checked;
  }
  CHECK(checked > 3);
}
