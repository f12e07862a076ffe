// The generic driver on toy domains that have nothing to do with the Rotation
// Game, checked against a breadth-first search written here.

#include <rotation/search/all_shortest.hpp>
#include <rotation/search/ida_star.hpp>

#include <array>
#include <climits>
#include <map>
#include <queue>
#include <string>
#include <vector>

#if ROTATION_HAS_STOP_TOKEN
#include <stop_token>
#endif

#include "catch.hpp"

namespace {

// Reach `target` from a number with the moves, in this order: '+' (add one),
// '*' (double) and '-' (subtract one); a move that would leave 0..limit does
// nothing. The state remembers what each move replaced, to undo it.
struct Counter {
  int value = 0;
  std::vector<int> history;
};

struct CounterDomain {
  using state_type = Counter;
  using move_type = char;
  int target = 0;
  int limit = 200;

  static constexpr std::array<char, 3> all_moves{'+', '*', '-'};
  const std::array<char, 3>& moves(const Counter&) const { return all_moves; }
  int step(int n, char move) const {
    const int next = move == '+' ? n + 1 : move == '*' ? 2 * n : n - 1;
    return next >= 0 && next <= limit ? next : n;
  }
  void apply(Counter& s, char move) const {
    s.history.push_back(s.value);
    s.value = step(s.value, move);
  }
  void undo(Counter& s, char) const {
    s.value = s.history.back();
    s.history.pop_back();
  }
  bool is_goal(const Counter& s) const { return s.value == target; }
};

// The same, and '+' and '-' undo each other.
struct CounterDomainWithInverse : CounterDomain {
  char inverse(char move) const { return move == '+' ? '-' : move == '-' ? '+' : '?'; }
};

// Shortest, first-in-move-order path by breadth-first search: the parent kept
// for a number is the first that reached it, and parents are expanded in
// discovery order, so each number's path is the first shortest one.
std::string bfs_path(const CounterDomain& domain, int start) {
  std::map<int, std::string> path{{start, ""}};
  std::queue<int> frontier;
  frontier.push(start);
  while (!frontier.empty()) {
    const int n = frontier.front();
    frontier.pop();
    if (n == domain.target) return path[n];
    for (char move : CounterDomain::all_moves) {
      const int next = domain.step(n, move);
      if (path.emplace(next, path[n] + move).second) frontier.push(next);
    }
  }
  return "unreachable";
}

struct Zero {
  int operator()(const Counter&) const { return 0; }
};

// Admissible: a goal needs no move, anything else at least one.
struct NotYet {
  int target = 0;
  int operator()(const Counter& s) const { return s.value == target ? 0 : 1; }
};

// A finite tree without a goal: a state is its depth, and the one move goes a
// level down, to `leaves`. Every search of it ends exhausted. The move is a large value, so
// that reserving a path of billions of moves cannot go unnoticed.
struct Step {
  std::array<char, 64> payload{};
  bool operator==(const Step&) const = default;
};

struct FiniteTree {
  using state_type = int;
  using move_type = Step;
  int leaves = 3;

  std::vector<Step> moves(const int& depth) const {
    return depth < leaves ? std::vector<Step>(1) : std::vector<Step>{};
  }
  void apply(int& depth, const Step&) const { ++depth; }
  void undo(int& depth, const Step&) const { --depth; }
  bool is_goal(const int&) const { return false; }
};

struct ZeroDepth {
  int operator()(const int&) const { return 0; }
};

// Admissible where no goal is reachable, and as large as an int gets.
struct Huge {
  int operator()(const int& depth) const { return depth == 0 ? INT_MAX - 1 : 0; }
};

std::string as_string(const std::vector<char>& path) {
  return std::string(path.begin(), path.end());
}

}  // namespace

static_assert(rotation::search::Domain<CounterDomain>);
static_assert(!rotation::search::DomainWithInverse<CounterDomain>);
static_assert(rotation::search::DomainWithInverse<CounterDomainWithInverse>);
static_assert(!rotation::search::Domain<int>);
static_assert(rotation::search::Heuristic<Zero, Counter>);
static_assert(!rotation::search::Heuristic<Zero, int>);

TEST_CASE("the driver finds the first shortest path of a toy domain", "[ida_star]") {
  for (int target = 0; target <= 40; ++target) {
    for (int start : {0, 1, 3, 7}) {
      CounterDomain domain{target, 200};
      const std::string expected = bfs_path(domain, start);
      INFO("from " << start << " to " << target << ", BFS says " << expected);
      const auto with_zero = rotation::search::ida_star(domain, Counter{start, {}}, Zero{});
      REQUIRE(with_zero.found());
      CHECK(as_string(with_zero.path) == expected);
      const auto with_bound =
          rotation::search::ida_star(domain, Counter{start, {}}, NotYet{target});
      REQUIRE(with_bound.found());
      CHECK(as_string(with_bound.path) == expected);
      const auto with_inverse =
          rotation::search::ida_star(CounterDomainWithInverse{domain}, Counter{start, {}}, Zero{});
      REQUIRE(with_inverse.found());
      CHECK(as_string(with_inverse.path) == expected);
    }
  }
}

TEST_CASE("inverse pruning keeps the answer and expands fewer nodes", "[ida_star]") {
  CounterDomain plain{37, 200};
  const auto a = rotation::search::ida_star(plain, Counter{3, {}}, Zero{});
  const auto b =
      rotation::search::ida_star(CounterDomainWithInverse{plain}, Counter{3, {}}, Zero{});
  REQUIRE(a.found());
  REQUIRE(b.found());
  CHECK(a.path == b.path);
  CHECK(b.stats.nodes_expanded < a.stats.nodes_expanded);
}

TEST_CASE("a start that is a goal needs no move", "[ida_star]") {
  const auto result = rotation::search::ida_star(CounterDomain{5, 200}, Counter{5, {}}, Zero{});
  CHECK(result.found());
  CHECK(result.path.empty());
  CHECK(result.stats.nodes_expanded == 0);
}

TEST_CASE("the limits of the options stop the search as documented", "[ida_star]") {
  using rotation::search::Status;
  const CounterDomain domain{37, 200};
  const auto shortest = bfs_path(domain, 3);
  const int length = static_cast<int>(shortest.size());

  rotation::search::Options options;
  options.max_depth = length - 1;
  const auto too_short = rotation::search::ida_star(domain, Counter{3, {}}, Zero{}, options);
  CHECK(too_short.status == Status::exhausted);
  CHECK(too_short.path.empty());
  CHECK(too_short.stats.final_bound == length - 1);

  options.max_depth = length;
  CHECK(as_string(rotation::search::ida_star(domain, Counter{3, {}}, Zero{}, options).path) ==
        shortest);

  rotation::search::Options budget;
  budget.node_budget = 3;
  const auto starved = rotation::search::ida_star(domain, Counter{3, {}}, Zero{}, budget);
  CHECK(starved.status == Status::budget_exceeded);
  CHECK(starved.stats.nodes_expanded == 3);

#if ROTATION_HAS_STOP_TOKEN  // (not in every standard library; see detail/config.hpp)
  std::stop_source source;
  source.request_stop();
  rotation::search::Options stop;
  stop.stop = source.get_token();
  CHECK(rotation::search::ida_star(domain, Counter{3, {}}, Zero{}, stop).status == Status::stopped);
#endif
}

TEST_CASE("the observer sees every pass with a rising bound", "[ida_star]") {
  std::vector<int> bounds;
  rotation::search::Options options;
  options.on_pass = [&bounds](int bound, const rotation::search::Statistics&) {
    bounds.push_back(bound);
  };
  const auto result =
      rotation::search::ida_star(CounterDomain{37, 200}, Counter{3, {}}, Zero{}, options);
  REQUIRE(result.found());
  // With a zero heuristic every pass raises the bound by one, up to the length.
  std::vector<int> expected;
  for (int b = 0; b <= static_cast<int>(result.path.size()); ++b) expected.push_back(b);
  CHECK(bounds == expected);
  CHECK(result.stats.passes == static_cast<int>(bounds.size()));
  CHECK(result.stats.final_bound == static_cast<int>(result.path.size()));
}

TEST_CASE("any max_depth ends: an exhausted search with max_depth INT_MAX", "[ida_star][options]") {
  using rotation::search::Status;
  for (const int max_depth : {INT_MAX, INT_MAX - 1, rotation::search::unlimited_depth}) {
    CAPTURE(max_depth);
    rotation::search::Options options;
    options.max_depth = max_depth;
    // Without the fix a pass with bound INT_MAX repeats for ever: the budget
    // turns that into a failure instead of a hang.
    options.node_budget = 1000;
    const auto result = rotation::search::ida_star(FiniteTree{}, 0, ZeroDepth{}, options);
    // A pass does not expand the nodes at its bound, so the leaf (depth 3)
    // is found to have no moves only at bound 4: passes at bounds 0 to 4,
    // expanding 1, 1, 2, 3 and 4 nodes.
    CHECK(result.status == Status::exhausted);
    CHECK(result.stats.passes == 5);
    CHECK(result.stats.final_bound == 4);
    CHECK(result.stats.nodes_expanded == 1 + 1 + 2 + 3 + 4);

    const auto counted = rotation::search::count_shortest(FiniteTree{}, 0, ZeroDepth{}, options);
    CHECK(counted.status == Status::exhausted);
    CHECK(counted.count == 0);
    CHECK(counted.stats.passes == 5);
  }
}

TEST_CASE("a bound near INT_MAX reserves no path of that length", "[ida_star][options]") {
  // The root's bound is INT_MAX - 1: a path reserved for it would take 128 GB.
  rotation::search::Options options;
  options.max_depth = INT_MAX;
  const auto result = rotation::search::ida_star(FiniteTree{}, 0, Huge{}, options);
  CHECK(result.status == rotation::search::Status::exhausted);
  CHECK(result.stats.passes == 1);
  CHECK(result.stats.final_bound == INT_MAX - 1);
}

TEST_CASE("max_depth below 0 exhausts the search, from a goal too", "[ida_star][options]") {
  using rotation::search::Status;
  for (const int max_depth : {-1, INT_MIN}) {
    CAPTURE(max_depth);
    rotation::search::Options options;
    options.max_depth = max_depth;
    for (const int start : {5, 3}) {  // the goal, and three moves from it
      CAPTURE(start);
      const auto result =
          rotation::search::ida_star(CounterDomain{5, 200}, Counter{start, {}}, Zero{}, options);
      CHECK(result.status == Status::exhausted);
      CHECK(result.path.empty());
      CHECK(result.stats.passes == 0);
      const auto counted = rotation::search::count_shortest(CounterDomain{5, 200},
                                                            Counter{start, {}}, Zero{}, options);
      CHECK(counted.status == Status::exhausted);
      CHECK(counted.count == 0);
    }
  }
}
