// search::solve_batch against one search an item: 15-puzzle boards a random walk from the
// goal, solved with Manhattan distance on one thread each by the plain driver, and then as a
// batch on several threads with a short budget small enough that some items go long.

#include <rotation/search/batch.hpp>
#include <rotation/search/ida_star.hpp>
#include <rotation/sliding.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <random>
#include <stdexcept>
#include <thread>
#include <vector>

#include "catch.hpp"

namespace {

namespace sliding = rotation::sliding;
using rotation::search::Status;

// A board `length` random slides from the goal (a slide never undoes the one before).
sliding::fifteen::Board walk(std::mt19937& random, int length) {
  sliding::fifteen::Board board = sliding::make_board(sliding::fifteen::goal_tiles);
  std::optional<sliding::Slide> last;
  for (int step = 0; step < length; ++step) {
    const auto moves = sliding::fifteen::Domain::moves(board);
    sliding::Slide slide{};
    do {
      slide = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(random)];
    } while (last && slide == sliding::inverse(*last));
    sliding::fifteen::Domain::apply(board, slide);
    last = slide;
  }
  return board;
}

using Solved = rotation::search::Result<sliding::Slide>;

struct Delivered {
  std::size_t item;
  Solved result;
  std::uint64_t first_try;
};

}  // namespace

TEST_CASE("batch: the answers of one search an item, in order, short and long items alike",
          "[batch]") {
  std::mt19937 random(20261207);
  std::vector<sliding::fifteen::Board> boards;
  boards.reserve(40);
  for (int i = 0; i < 40; ++i) boards.push_back(walk(random, 10 + (i * 7) % 50));
  // The reference: the plain one-thread driver, item by item.
  std::vector<Solved> expected;
  expected.reserve(boards.size());
  for (const auto& board : boards)
    expected.push_back(
        rotation::search::ida_star(sliding::fifteen::Domain{}, board, sliding::Manhattan{}));

  const auto search = [&boards](std::size_t i, const rotation::search::ParallelOptions& options) {
    return rotation::search::parallel_ida_star(sliding::fifteen::Domain{}, boards[i],
                                               sliding::Manhattan{}, options);
  };
  for (const unsigned threads : {1U, 2U, 3U}) {
    for (const std::uint64_t short_budget : {std::uint64_t{200}, std::uint64_t{20'000'000}}) {
      CAPTURE(threads, short_budget);
      rotation::search::BatchOptions batch;
      batch.threads = threads;
      batch.short_budget = short_budget;
      std::vector<Delivered> delivered;
      rotation::search::solve_batch(
          boards.size(), search,
          [&delivered](std::size_t i, Solved&& result, std::uint64_t first_try) {
            delivered.push_back({i, std::move(result), first_try});
          },
          batch);
      REQUIRE(delivered.size() == boards.size());
      std::size_t long_items = 0;
      for (std::size_t i = 0; i < boards.size(); ++i) {
        CAPTURE(i);
        REQUIRE(delivered[i].item == i);
        CHECK(delivered[i].result.status == Status::found);
        CHECK(delivered[i].result.path == expected[i].path);
        if (delivered[i].first_try > 0) {
          ++long_items;
          // A long item had its one-thread try cut at the budget.
          CHECK(delivered[i].first_try >= short_budget);
          CHECK(expected[i].stats.nodes_expanded > short_budget);
        } else if (threads > 1) {
          // A short one was searched once, on one thread: the plain driver's nodes.
          CHECK(delivered[i].result.stats.nodes_expanded == expected[i].stats.nodes_expanded);
        }
      }
      if (threads == 1 || short_budget > 1'000'000) {
        CHECK(long_items == 0);
      } else {
        CHECK(long_items > 0);
        CHECK(long_items < boards.size());
      }
    }
  }
}

TEST_CASE("batch: the caller's node budget stands, and an item that throws ends the batch",
          "[batch]") {
  std::mt19937 random(7);
  std::vector<sliding::fifteen::Board> boards;
  boards.reserve(12);
  for (int i = 0; i < 12; ++i) boards.push_back(walk(random, 30 + i));
  rotation::search::BatchOptions batch;
  batch.threads = 2;
  batch.short_budget = 500;

  SECTION("a budget below the short one: over it is the answer, not a long item") {
    rotation::search::ParallelOptions base;
    base.node_budget = 100;
    std::vector<Delivered> delivered;
    rotation::search::solve_batch(
        boards.size(),
        [&boards](std::size_t i, const rotation::search::ParallelOptions& options) {
          return rotation::search::parallel_ida_star(sliding::fifteen::Domain{}, boards[i],
                                                     sliding::Manhattan{}, options);
        },
        [&delivered](std::size_t i, Solved&& result, std::uint64_t first_try) {
          delivered.push_back({i, std::move(result), first_try});
        },
        batch, base);
    REQUIRE(delivered.size() == boards.size());
    for (const auto& d : delivered) {
      CHECK(d.first_try == 0);
      if (d.result.status != Status::found) CHECK(d.result.status == Status::budget_exceeded);
    }
  }

  SECTION("an exception: the answers before its item, then the exception") {
    std::vector<std::size_t> delivered;
    const auto search = [&boards](std::size_t i, const rotation::search::ParallelOptions& options) {
      if (i == 5) throw std::runtime_error("item 5");
      return rotation::search::parallel_ida_star(sliding::fifteen::Domain{}, boards[i],
                                                 sliding::Manhattan{}, options);
    };
    CHECK_THROWS_WITH(
        rotation::search::solve_batch(
            boards.size(), search,
            [&delivered](std::size_t i, auto&&, std::uint64_t) { delivered.push_back(i); }, batch),
        "item 5");
    CHECK(delivered.size() <= 5);
    for (std::size_t i = 0; i < delivered.size(); ++i) CHECK(delivered[i] == i);
  }

  SECTION("an exception from deliver: that item is not delivered again, nor any after it") {
    std::vector<std::size_t> delivered;
    const auto search = [&boards](std::size_t i, const rotation::search::ParallelOptions& options) {
      return rotation::search::parallel_ida_star(sliding::fifteen::Domain{}, boards[i],
                                                 sliding::Manhattan{}, options);
    };
    batch.short_budget = 100'000'000;  // no long item: every answer goes out as it comes
    CHECK_THROWS_WITH(rotation::search::solve_batch(
                          boards.size(), search,
                          [&delivered](std::size_t i, auto&&, std::uint64_t) {
                            delivered.push_back(i);
                            if (i == 3) throw std::runtime_error("deliver 3");
                          },
                          batch),
                      "deliver 3");
    CHECK(delivered == std::vector<std::size_t>{0, 1, 2, 3});
  }
}

TEST_CASE("batch: a try, then a long item searched again by another search", "[batch]") {
  std::mt19937 random(99);
  std::vector<sliding::fifteen::Board> boards;
  boards.reserve(24);
  for (int i = 0; i < 24; ++i) boards.push_back(walk(random, 20 + (i * 11) % 40));
  std::vector<Solved> expected;
  expected.reserve(boards.size());
  for (const auto& board : boards)
    expected.push_back(
        rotation::search::ida_star(sliding::fifteen::Domain{}, board, sliding::Manhattan{}));
  const auto caller = std::this_thread::get_id();
  for (const unsigned threads : {1U, 2U}) {
    CAPTURE(threads);
    rotation::search::BatchOptions batch;
    batch.threads = threads;
    batch.short_budget = 300;
    std::vector<std::size_t> again_items;
    bool again_elsewhere = false;
    const auto first = [&boards](std::size_t i, const rotation::search::ParallelOptions& options) {
      return rotation::search::parallel_ida_star(sliding::fifteen::Domain{}, boards[i],
                                                 sliding::Manhattan{}, options);
    };
    // Again without the budget: the try of a long item ran over it and has no path, so a
    // long item's path in the answers is this search's. (Not a weaker bound: half of
    // Manhattan distance on the walks of 50 moves took minutes under the sanitizers.)
    const auto again = [&](std::size_t i, const rotation::search::ParallelOptions& options) {
      again_items.push_back(i);
      if (std::this_thread::get_id() != caller) again_elsewhere = true;
      CHECK(options.threads == threads);
      CHECK(options.node_budget == rotation::search::unlimited_nodes);
      return rotation::search::parallel_ida_star(sliding::fifteen::Domain{}, boards[i],
                                                 sliding::Manhattan{}, options);
    };
    std::vector<Delivered> delivered;
    rotation::search::solve_batch(
        boards.size(), first, again,
        [&delivered](std::size_t i, Solved&& result, std::uint64_t first_try) {
          delivered.push_back({i, std::move(result), first_try});
        },
        batch);
    REQUIRE(delivered.size() == boards.size());
    CHECK_FALSE(again_elsewhere);
    std::vector<std::size_t> long_items;
    for (std::size_t i = 0; i < boards.size(); ++i) {
      CAPTURE(i);
      REQUIRE(delivered[i].item == i);
      CHECK(delivered[i].result.path == expected[i].path);
      // Searched again exactly when the try ran over its budget, which a search of more
      // nodes than the budget does, alone or beside others.
      const bool over = expected[i].stats.nodes_expanded > batch.short_budget;
      CHECK((delivered[i].first_try > 0) == over);
      if (over) long_items.push_back(i);
    }
    CHECK(again_items == long_items);
    CHECK_FALSE(long_items.empty());
    CHECK(long_items.size() < boards.size());
  }
}
