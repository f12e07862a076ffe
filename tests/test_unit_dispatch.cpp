// The bookkeeping of a distributed pass (distributed/unit_dispatch.hpp), which
// needs no MPI: units handed out in order and in shrinking runs, the mark of
// units done, the first goal in order, and when the pass is over. Reports are
// made up here, in orders an unlucky timing gives; the rules they are checked
// against are the ones a thread's order implies.

#include <rotation/distributed/unit_dispatch.hpp>

#include <cstdint>
#include <optional>

#include "catch.hpp"

namespace {

using rotation::detail::UnitDispatch;
using rotation::distributed::UnitReport;
using rotation::search::Status;

UnitReport done(std::uint64_t unit, std::uint64_t nodes = 1,
                std::optional<std::int64_t> cut = std::nullopt) {
  return {unit, Status::exhausted, nodes, 2 * nodes, cut};
}
UnitReport found(std::uint64_t unit) { return {unit, Status::found, 1, 1, std::nullopt}; }
UnitReport called_off(std::uint64_t unit) { return {unit, Status::stopped, 0, 0, std::nullopt}; }

// Hands `count` units to `rank`, in as many runs as the shares make them; they follow on.
void take(UnitDispatch& dispatch, std::size_t rank, std::uint64_t first, std::uint64_t count) {
  for (std::uint64_t next = first; next < first + count;) {
    const auto run = dispatch.hand_out(rank, first + count - next);
    REQUIRE(run.count >= 1);
    REQUIRE(run.first == next);
    next += run.count;
  }
}

}  // namespace

TEST_CASE("unit dispatch: runs in order, a share of what is left, none past the end",
          "[distributed]") {
  UnitDispatch dispatch(100, 0, 2);
  auto first = dispatch.hand_out(0, 40);
  CHECK(first.first == 0);
  CHECK(first.count == 25);  // 100 left over 2 ranks, halved
  auto second = dispatch.hand_out(1, 8);
  CHECK(second.first == 25);
  CHECK(second.count == 8);  // what was wanted, under the share
  CHECK(dispatch.outstanding() == 33);
  std::uint64_t next = 33;
  while (next < 100) {
    const auto run = dispatch.hand_out(1, 1000);
    REQUIRE(run.count >= 1);
    CHECK(run.first == next);
    next += run.count;
  }
  CHECK(dispatch.hand_out(0, 5).count == 0);
  CHECK(dispatch.outstanding() == 100);
}

TEST_CASE("unit dispatch: the mark counts the units done from the first, in any order of reports",
          "[distributed]") {
  UnitDispatch dispatch(6, 0, 2);
  take(dispatch, 0, 0, 3);
  take(dispatch, 1, 3, 3);
  CHECK(dispatch.report(1, done(3, 10, 40)));
  CHECK(dispatch.report(1, done(4, 10)));
  CHECK(dispatch.units_done() == 0);
  CHECK(dispatch.report(0, done(1, 5, 38)));
  CHECK(dispatch.units_done() == 0);
  CHECK(dispatch.report(0, done(0)));
  CHECK(dispatch.units_done() == 2);
  CHECK(!dispatch.over());
  CHECK(dispatch.report(0, done(2, 1, 41)));
  CHECK(dispatch.units_done() == 5);
  CHECK(dispatch.report(1, done(5)));
  CHECK(dispatch.units_done() == 6);
  CHECK(dispatch.over());
  CHECK(!dispatch.found());
  CHECK(dispatch.next_bound() == 38);
  CHECK(dispatch.nodes_expanded() == 28);
  CHECK(dispatch.nodes_generated() == 56);
}

TEST_CASE("unit dispatch: the first goal in order wins, once every unit before it is done",
          "[distributed]") {
  UnitDispatch dispatch(10, 0, 2);
  (void)dispatch.hand_out(0, 2);  // 0, 1
  (void)dispatch.hand_out(1, 2);  // 2, 3
  CHECK(dispatch.report(1, found(3)));
  CHECK(dispatch.first_found() == 3u);
  // Nothing after the goal goes out: unit 4, the next, comes after it.
  CHECK(dispatch.hand_out(1, 4).count == 0);
  CHECK(dispatch.report(1, found(2)));  // an earlier one, reported later
  CHECK(dispatch.first_found() == 2u);
  CHECK(!dispatch.over());  // units 0 and 1 may hold a goal before it
  CHECK(dispatch.report(0, done(0)));
  CHECK(!dispatch.over());
  CHECK(dispatch.report(0, done(1)));
  CHECK(dispatch.over());
  CHECK(dispatch.found());
  CHECK(dispatch.first_found() == 2u);
}

TEST_CASE("unit dispatch: a stop hands out nothing more and ends with the mark where it is",
          "[distributed]") {
  UnitDispatch dispatch(10, 4, 2, 50);  // resumed: units 0 to 3 done, a cut of 50 among them
  const auto run = dispatch.hand_out(0, 3);
  CHECK(run.first == 4);
  CHECK(run.count == 1);  // 6 left over 2 ranks, halved: 1
  take(dispatch, 0, 5, 2);
  CHECK(dispatch.units_done() == 4);
  CHECK(dispatch.report(0, done(4, 7, 52)));
  dispatch.stop();
  CHECK(dispatch.hand_out(1, 3).count == 0);
  CHECK(!dispatch.over());  // units 5 and 6 are still out
  CHECK(dispatch.report(0, called_off(6)));
  CHECK(dispatch.report(0, called_off(5)));
  CHECK(dispatch.over());
  CHECK(!dispatch.found());
  CHECK(dispatch.units_done() == 5);
  CHECK(dispatch.next_bound() == 50);
}

TEST_CASE("unit dispatch: a goal before a stop still wins when the units before it are done",
          "[distributed]") {
  UnitDispatch dispatch(4, 0, 1);
  take(dispatch, 0, 0, 4);
  CHECK(dispatch.report(0, done(0)));
  CHECK(dispatch.report(0, found(1)));
  dispatch.stop();
  CHECK(dispatch.report(0, called_off(2)));
  CHECK(!dispatch.over());
  CHECK(dispatch.report(0, called_off(3)));
  CHECK(dispatch.over());
  CHECK(dispatch.found());
  CHECK(dispatch.first_found() == 1u);
}

TEST_CASE("unit dispatch: a pass of no units is over at once", "[distributed]") {
  UnitDispatch none(0, 0, 3);
  CHECK(none.over());
  CHECK(none.hand_out(0, 5).count == 0);
  UnitDispatch resumed_at_end(5, 5, 3);
  CHECK(resumed_at_end.over());
  CHECK(!resumed_at_end.found());
}

TEST_CASE("unit dispatch: a report of a unit the rank does not hold is refused", "[distributed]") {
  UnitDispatch dispatch(8, 2, 2);
  take(dispatch, 0, 2, 1);
  CHECK(!dispatch.report(1, done(2)));  // rank 1 holds none
  CHECK(!dispatch.report(0, done(1)));  // done before the resume
  CHECK(!dispatch.report(0, done(5)));  // not handed out yet
  CHECK(!dispatch.report(7, done(2)));  // no such rank
  CHECK(dispatch.outstanding() == 1);
  CHECK(dispatch.report(0, done(2)));
  CHECK(dispatch.units_done() == 3);
}
