// Distributed IDA* under mpirun against the one-thread driver, which every rank
// runs on its own as the reference: the same status and path on every rank (the
// path also replayed to a goal, of Korf's published length where there is one),
// at least the one-thread nodes, and the limits: max_depth, a stop, a node
// budget spent and resumed in legs, a threaded search's checkpoint resumed on
// the ranks. Run as `mpirun -np 3 rotation-mpi-tests`; rank 0 prints the
// failures of every rank and the exit status says whether there were any.

#include <rotation/distributed/distributed_ida_star.hpp>
#include <rotation/rotation.hpp>
#include <rotation/search/ida_star.hpp>
#include <rotation/search/parallel_ida_star.hpp>
#include <rotation/sliding/puzzles.hpp>

#include <array>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <random>
#include <span>
#include <stop_token>
#include <string>
#include <utility>
#include <vector>

#include "random_boards.hpp"

namespace {

namespace distributed = rotation::distributed;
namespace search = rotation::search;
namespace sliding = rotation::sliding;

int failures = 0;
int rank_here = 0;
bool verbose = false;  // --verbose: each search's nodes

void check(bool holds, const std::string& what) {
  if (holds) return;
  ++failures;
  std::fprintf(stderr, "rank %d: FAILED: %s\n", rank_here, what.c_str());
}

// Options that hand every pass after the first out in units of a few hundred nodes, so
// that small searches cross the ranks many times.
distributed::DistributedOptions handed_out() {
  distributed::DistributedOptions options;
  options.threads = 1;
  options.local_pass_nodes = 0;
  options.unit_nodes = 256;
  return options;
}

template <class Domain, class State>
bool reaches_goal(State state, const auto& path) {
  for (const auto& move : path) Domain::apply(state, move);
  return Domain::is_goal(state);
}

// The distributed search against the one-thread one, for one start.
template <class Domain, class State, class Heuristic>
void same_as_one_thread(distributed::Cluster& cluster, const std::string& name, const State& start,
                        const Heuristic& heuristic, const distributed::DistributedOptions& options,
                        std::optional<std::size_t> length = std::nullopt) {
  search::Options alone;
  alone.max_depth = options.max_depth;
  const auto expected = search::ida_star(Domain{}, start, heuristic, alone);
  const auto got = distributed::distributed_ida_star(cluster, Domain{}, start, heuristic, options);
  check(got.status == expected.status, name + ": the status of one thread");
  check(got.path == expected.path, name + ": the path of one thread");
  if (got.found()) {
    check(reaches_goal<Domain>(start, got.path), name + ": the path reaches a goal");
    if (length) check(got.path.size() == *length, name + ": Korf's published length");
  }
  check(got.stats.nodes_expanded >= expected.stats.nodes_expanded,
        name + ": at least the nodes of one thread");
  check(got.stats.final_bound == expected.stats.final_bound, name + ": the final bound");
  if (verbose && cluster.hands_out())
    std::printf("%s: %zu moves, %llu nodes (one thread: %llu)\n", name.c_str(), got.path.size(),
                static_cast<unsigned long long>(got.stats.nodes_expanded),
                static_cast<unsigned long long>(expected.stats.nodes_expanded));
}

sliding::fifteen::Board fifteen_board(const std::array<int, 16>& cells) {
  sliding::fifteen::Tiles tiles{};
  for (std::size_t i = 0; i < cells.size(); ++i) tiles[i] = static_cast<std::uint8_t>(cells[i]);
  return sliding::make_board(tiles);
}

// Korf's instances 79, 12 and 55 (of his 100), converted to the goal 1 .. 15 with the blank
// last, with their published lengths.
struct Korf {
  std::array<int, 16> cells;
  std::size_t length;
};
constexpr std::array<Korf, 3> korf = {{
    {{1, 6, 10, 8, 14, 12, 4, 2, 13, 11, 3, 5, 9, 7, 15, 0}, 42},
    {{1, 3, 5, 6, 0, 13, 14, 9, 11, 4, 8, 12, 10, 7, 15, 2}, 45},
    {{5, 10, 14, 4, 6, 12, 11, 1, 9, 0, 15, 7, 13, 2, 8, 3}, 41},
}};

// A walk of `moves` random slides from the 24-puzzle's goal (a slide never undoes the last).
sliding::twenty_four::Board twenty_four_walk(std::mt19937_64& rng, int moves) {
  using Domain = sliding::twenty_four::Domain;
  sliding::twenty_four::Board board = sliding::make_board(sliding::goal_tiles_of<5>);
  std::optional<sliding::Slide> last;
  for (int i = 0; i < moves;) {
    const auto slides = Domain::moves(board);
    const sliding::Slide slide = slides[random_boards::below(rng, slides.size())];
    if (last && slide == Domain::inverse(*last)) continue;
    Domain::apply(board, slide);
    last = slide;
    ++i;
  }
  return board;
}

void fifteen_puzzle(distributed::Cluster& cluster) {
  using Domain = sliding::fifteen::Domain;
  for (std::size_t i = 0; i < korf.size(); ++i) {
    const auto board = fifteen_board(korf[i].cells);
    const std::string name = "fifteen, Korf's instance #" + std::to_string(i);
    same_as_one_thread<Domain>(cluster, name + ", handed out", board, sliding::Manhattan{},
                               handed_out(), korf[i].length);
    distributed::DistributedOptions two = handed_out();
    two.threads = 2;
    two.unit_nodes = 4096;
    same_as_one_thread<Domain>(cluster, name + ", two threads a rank", board, sliding::Manhattan{},
                               two, korf[i].length);
    distributed::DistributedOptions defaults;
    defaults.threads = 1;
    same_as_one_thread<Domain>(cluster, name + ", default cut", board, sliding::Manhattan{},
                               defaults, korf[i].length);
  }
}

void twenty_four_puzzle(distributed::Cluster& cluster) {
  using Domain = sliding::twenty_four::Domain;
  std::mt19937_64 rng(2401);
  for (int i = 0; i < 4; ++i)
    same_as_one_thread<Domain>(cluster, "24-puzzle, walk of 40 #" + std::to_string(i),
                               twenty_four_walk(rng, 40), sliding::Manhattan{}, handed_out());
}

void rotation_boards(distributed::Cluster& cluster) {
  using Domain = rotation::RotationDomain<rotation::StandardTopology>;
  std::mt19937_64 rng(1234);
  for (int i = 0; i < 6; ++i) {
    const auto cells = random_boards::random_board(rng);
    const rotation::Board<> board(std::span<const int>(cells.data(), cells.size()));
    same_as_one_thread<Domain>(cluster, "rotation, random board #" + std::to_string(i), board,
                               rotation::heuristics::MisplacedCenter{}, handed_out());
  }
}

// Rank 0's checkpoint on every rank, as each would read it from a file to resume: the other
// ranks' `handed` is ignored (their observers are never called).
search::Checkpoint from_rank_0(distributed::Cluster& cluster,
                               const std::optional<search::Checkpoint>& handed) {
  std::vector<std::int64_t> words(9, 0);
  if (cluster.hands_out() && handed)
    words = {handed->bound,
             handed->depth,
             static_cast<std::int64_t>(handed->units_done),
             handed->next_bound ? 1 : 0,
             handed->next_bound.value_or(0),
             static_cast<std::int64_t>(handed->stats.nodes_expanded),
             static_cast<std::int64_t>(handed->stats.nodes_generated),
             handed->stats.passes,
             handed->stats.final_bound};
  rotation::detail::broadcast(cluster, words);
  search::Checkpoint checkpoint;
  checkpoint.bound = static_cast<int>(words[0]);
  checkpoint.depth = static_cast<int>(words[1]);
  checkpoint.units_done = static_cast<std::uint64_t>(words[2]);
  if (words[3] != 0) checkpoint.next_bound = words[4];
  checkpoint.stats.nodes_expanded = static_cast<std::uint64_t>(words[5]);
  checkpoint.stats.nodes_generated = static_cast<std::uint64_t>(words[6]);
  checkpoint.stats.passes = static_cast<int>(words[7]);
  checkpoint.stats.final_bound = static_cast<int>(words[8]);
  return checkpoint;
}

// The limits: a max_depth one short of the answer, a start that is a goal, a stop.
void limits(distributed::Cluster& cluster) {
  using Domain = sliding::fifteen::Domain;
  const auto board = fifteen_board(korf[2].cells);
  distributed::DistributedOptions short_of_it = handed_out();
  short_of_it.max_depth = static_cast<int>(korf[2].length) - 1;
  same_as_one_thread<Domain>(cluster, "max_depth one short", board, sliding::Manhattan{},
                             short_of_it);
  same_as_one_thread<Domain>(cluster, "the goal itself",
                             sliding::make_board(sliding::fifteen::goal_tiles),
                             sliding::Manhattan{}, handed_out());

  // A stop asked on rank 0 as the pass at bound 37 begins: every rank ends stopped, and the
  // checkpoint rank 0 hands out resumes to the one-thread answer.
  std::stop_source stop;
  distributed::DistributedOptions stopping = handed_out();
  stopping.stop = stop.get_token();
  if (cluster.hands_out())
    stopping.on_pass = [&stop](int bound, const search::Statistics&) {
      if (bound >= 37) stop.request_stop();
    };
  std::vector<search::Checkpoint> seen;
  stopping.on_checkpoint = [&seen](const search::Checkpoint& checkpoint) {
    seen.push_back(checkpoint);
  };
  const auto stopped =
      distributed::distributed_ida_star(cluster, Domain{}, board, sliding::Manhattan{}, stopping);
  check(stopped.status == search::Status::stopped, "a stop: every rank ends stopped");
  if (cluster.hands_out()) check(!seen.empty(), "a stop hands out a checkpoint");
  const std::optional<search::Checkpoint> last =
      seen.empty() ? std::nullopt : std::optional<search::Checkpoint>(seen.back());
  const search::Checkpoint checkpoint = from_rank_0(cluster, last);
  distributed::DistributedOptions resumed = handed_out();
  resumed.resume = checkpoint;
  same_as_one_thread<Domain>(cluster, "a stopped search resumed", board, sliding::Manhattan{},
                             resumed, korf[2].length);
}

// A node budget spent in legs, each resumed from the last one's checkpoint with twice its
// budget: the one-thread answer in the end. And a threaded search's checkpoint (the same
// units) resumed on the ranks.
void budget_legs(distributed::Cluster& cluster) {
  using Domain = sliding::fifteen::Domain;
  const auto board = fifteen_board(korf[0].cells);
  const auto expected = search::ida_star(Domain{}, board, sliding::Manhattan{});
  std::optional<search::Checkpoint> last;
  std::uint64_t budget = expected.stats.nodes_expanded / 16;
  search::Result<sliding::Slide> result;
  int legs = 0;
  for (; legs < 30; ++legs) {
    distributed::DistributedOptions leg = handed_out();
    leg.node_budget = budget;
    leg.resume = last;
    std::optional<search::Checkpoint> handed;
    leg.on_checkpoint = [&handed](const search::Checkpoint& checkpoint) { handed = checkpoint; };
    result = distributed::distributed_ida_star(cluster, Domain{}, board, sliding::Manhattan{}, leg);
    if (result.status != search::Status::budget_exceeded) break;
    last = from_rank_0(cluster, handed);
    budget *= 2;
  }
  check(legs >= 1, "a budget of a sixteenth of the search runs out at least once");
  check(result.status == search::Status::found, "legs of a growing budget: found in the end");
  check(result.path == expected.path, "legs of a growing budget: the one-thread path");

  // A threaded search stopped by its budget, its checkpoint resumed on the ranks.
  search::ParallelOptions threaded;
  threaded.threads = 2;
  threaded.node_budget = expected.stats.nodes_expanded / 2;
  std::optional<search::Checkpoint> from_threads;
  threaded.on_checkpoint = [&from_threads](const search::Checkpoint& checkpoint) {
    from_threads = checkpoint;
  };
  const auto cut_short = search::parallel_ida_star(Domain{}, board, sliding::Manhattan{}, threaded);
  check(cut_short.status == search::Status::budget_exceeded && from_threads.has_value(),
        "the threaded search runs over half the one-thread nodes");
  if (from_threads) {
    distributed::DistributedOptions resumed = handed_out();
    resumed.resume = from_threads;
    same_as_one_thread<Domain>(cluster, "a threaded search's checkpoint resumed", board,
                               sliding::Manhattan{}, resumed, korf[0].length);
  }
}

}  // namespace

// --long: one search of minutes (Korf's instance 88 with Manhattan distance, some 6
// billion nodes on one thread), rank 0 saying "searching" on its standard output once the
// first pass handed out has begun: for tests/mpi/rank_killed.sh, which kills a rank there.
int long_search(distributed::Cluster& cluster) {
  using Domain = sliding::fifteen::Domain;
  const auto board = fifteen_board({13, 14, 6, 12, 4, 5, 1, 0, 9, 3, 10, 2, 15, 11, 8, 7});
  distributed::DistributedOptions options = handed_out();
  options.unit_nodes = 65536;
  if (cluster.hands_out())
    options.on_pass = [](int bound, const search::Statistics&) {
      std::printf("searching, bound %d\n", bound);
      std::fflush(stdout);
    };
  const auto result =
      distributed::distributed_ida_star(cluster, Domain{}, board, sliding::Manhattan{}, options);
  if (cluster.hands_out()) std::printf("found %zu moves\n", result.path.size());
  return 0;
}

int main(int argc, char** argv) {
  distributed::Session session(argc, argv);
  distributed::Cluster cluster;
  rank_here = cluster.rank();
  verbose = argc > 1 && std::string(argv[1]) == "--verbose";
  if (argc > 1 && std::string(argv[1]) == "--long") return long_search(cluster);
  fifteen_puzzle(cluster);
  twenty_four_puzzle(cluster);
  rotation_boards(cluster);
  limits(cluster);
  budget_legs(cluster);
  const auto all = rotation::detail::sum_over_ranks(cluster, failures);
  if (cluster.hands_out())
    std::printf("%s: %d ranks, %lld failures\n", all == 0 ? "passed" : "FAILED", cluster.size(),
                static_cast<long long>(all));
  return all == 0 ? 0 : 1;
}
