// The 15-puzzle on the unmodified driver (rotation/sliding/),
// against Korf's published lengths, a breadth-first search from the goal, a
// parity rule and a board simulator written here, and the textbook program.

#include <rotation/search/max_of.hpp>
#include <rotation/search/sum_of.hpp>
#include <rotation/search/through_symmetry.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <numeric>
#include <queue>
#include <random>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

#include <rotation/sliding.hpp>
#include "catch.hpp"
#include "textbook_fifteen.hpp"

namespace sliding = rotation::sliding;

namespace {

using Cells = std::array<int, 16>;

constexpr Cells goal = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0};

// the 15-puzzle statement: Korf's instances 79, 12 and 55, converted to this goal.
struct Korf {
  Cells cells;
  std::size_t length;
};
constexpr std::array<Korf, 3> korf = {{
    {{1, 6, 10, 8, 14, 12, 4, 2, 13, 11, 3, 5, 9, 7, 15, 0}, 42},
    {{1, 3, 5, 6, 0, 13, 14, 9, 11, 4, 8, 12, 10, 7, 15, 2}, 45},
    {{5, 10, 14, 4, 6, 12, 11, 1, 9, 0, 15, 7, 13, 2, 8, 3}, 41},
}};

sliding::fifteen::Board board_of(const Cells& cells) {
  sliding::fifteen::Tiles tiles{};
  for (std::size_t i = 0; i < 16; ++i) tiles[i] = static_cast<std::uint8_t>(cells[i]);
  return sliding::make_board(tiles);
}

// The simulator: moves the blank by a letter; false for a letter that is not
// R, D, U, L or a move off the board.
bool slide(Cells& cells, char letter) {
  const auto at = static_cast<int>(std::find(cells.begin(), cells.end(), 0) - cells.begin());
  int row = at / 4, column = at % 4;
  switch (letter) {
    case 'R':
      ++column;
      break;
    case 'L':
      --column;
      break;
    case 'D':
      ++row;
      break;
    case 'U':
      --row;
      break;
    default:
      return false;
  }
  if (row < 0 || row > 3 || column < 0 || column > 3) return false;
  const int target = row * 4 + column;
  std::swap(cells[static_cast<std::size_t>(at)], cells[static_cast<std::size_t>(target)]);
  return true;
}

bool solves(Cells cells, const std::string& moves) {
  for (char letter : moves)
    if (!slide(cells, letter)) return false;
  return cells == goal;
}

std::uint64_t key(const Cells& cells) {
  std::uint64_t k = 0;
  for (int cell : cells) k = k << 4 | static_cast<std::uint64_t>(cell);
  return k;
}

// The distance to the goal of every board at most `radius` moves from it.
constexpr int radius = 16;
const std::unordered_map<std::uint64_t, int>& near_goal() {
  static const auto distance = [] {
    std::unordered_map<std::uint64_t, int> d{{key(goal), 0}};
    std::queue<Cells> frontier;
    frontier.push(goal);
    while (!frontier.empty()) {
      const Cells cells = frontier.front();
      frontier.pop();
      const int here = d.at(key(cells));
      if (here == radius) continue;
      for (char letter : std::string("RDUL")) {
        Cells next = cells;
        if (slide(next, letter) && d.emplace(key(next), here + 1).second) frontier.push(next);
      }
    }
    return d;
  }();
  return distance;
}

// The first shortest solution in R D U L order, read off the distances: at
// each step the first move that gets one closer.
std::string first_shortest(Cells cells) {
  const auto& distance = near_goal();
  std::string moves;
  for (int d = distance.at(key(cells)); d > 0; --d)
    for (char letter : std::string("RDUL")) {
      Cells next = cells;
      if (slide(next, letter) && distance.count(key(next)) != 0 &&
          distance.at(key(next)) == d - 1) {
        moves.push_back(letter);
        cells = next;
        break;
      }
    }
  return moves;
}

// The parity rule written another way: the board as a permutation of 16
// cells (the blank as 16) is even exactly when the blank is an even number of
// moves from its home, on every solvable board (each move is a transposition
// and moves the blank by one).
bool solvable_by_rule(const Cells& cells) {
  std::array<bool, 16> visited{};
  int transpositions = 0;
  auto home = [&cells](std::size_t i) {
    return static_cast<std::size_t>(cells[i] == 0 ? 15 : cells[i] - 1);
  };
  for (std::size_t start = 0; start < 16; ++start) {
    if (visited[start]) continue;
    int length = 0;
    for (std::size_t i = start; !visited[i]; i = home(i)) {
      visited[i] = true;
      ++length;
    }
    transpositions += length - 1;
  }
  const auto blank = static_cast<int>(std::find(cells.begin(), cells.end(), 0) - cells.begin());
  const int blank_distance = (3 - blank / 4) + (3 - blank % 4);
  return (transpositions + blank_distance) % 2 == 0;
}

std::size_t below(std::mt19937_64& rng, std::size_t n) {
  const std::uint64_t limit = UINT64_MAX - UINT64_MAX % n;
  std::uint64_t draw = rng();
  while (draw >= limit) draw = rng();
  return static_cast<std::size_t>(draw % n);
}

int manhattan_of(const Cells& cells) {
  int sum = 0;
  for (int i = 0; i < 16; ++i) {
    const int t = cells[static_cast<std::size_t>(i)];
    if (t != 0) sum += std::abs((t - 1) / 4 - i / 4) + std::abs((t - 1) % 4 - i % 4);
  }
  return sum;
}

// Pattern databases for the tests: three of 5 tiles, built in a fraction of a
// second (the program's start-up set takes seconds, more under sanitizers),
// through the same code: the additive abstraction, the builder, sum_of,
// through_symmetry and max_of.
using TestSet = sliding::fifteen::AdditiveSet<5, 5, 5>;
const TestSet& test_set() {
  static const TestSet set = [] {
    TestSet built({1, 2, 3, 5, 6}, {4, 7, 8, 11, 12}, {9, 10, 13, 14, 15});
    built.build([](std::size_t, const rotation::search::BuildProgress&) {});
    return built;
  }();
  return set;
}

Cells cells_of(const sliding::fifteen::Board& board) {
  Cells cells{};
  for (std::size_t i = 0; i < 16; ++i) cells[i] = board.tiles[i];
  return cells;
}

}  // namespace

TEST_CASE("fifteen: Korf's instances, optimal and replayed to the goal", "[fifteen]") {
  for (const Korf& instance : korf) {
    const auto solution = sliding::solve(board_of(instance.cells));
    REQUIRE(solution.solvable);
    REQUIRE(solution.status == rotation::search::Status::found);
    const std::string moves = sliding::to_string(solution.moves);
    INFO(moves);
    CHECK(moves.size() == instance.length);
    CHECK(solves(instance.cells, moves));
  }
}

TEST_CASE("fifteen: the goal needs no move", "[fifteen]") {
  const auto solution = sliding::solve(board_of(goal));
  CHECK(solution.solvable);
  CHECK(solution.status == rotation::search::Status::found);
  CHECK(solution.moves.empty());
}

TEST_CASE("fifteen: random boards near the goal against breadth-first search", "[fifteen]") {
  std::mt19937_64 rng(0x15'1985ULL);
  for (int i = 0; i < 200; ++i) {
    Cells cells = goal;
    const auto walk = 1 + below(rng, radius);
    for (std::size_t m = 0; m < walk; ++m) {
      std::string letters = "RDUL";
      while (!slide(cells, letters[below(rng, 4)])) {
      }
    }
    INFO("board key " << key(cells));
    const auto board = board_of(cells);
    // The incremental sum starts right (make_board) and stays right (apply).
    CHECK(board.manhattan == manhattan_of(cells));
    const auto solution = sliding::solve(board);
    REQUIRE(solution.solvable);
    const std::string moves = sliding::to_string(solution.moves);
    CHECK(moves.size() == static_cast<std::size_t>(near_goal().at(key(cells))));
    CHECK(moves == first_shortest(cells));
    CHECK(moves == textbook_fifteen_solve(cells));
    // The pattern databases: never above the distance, the same answer.
    const auto heuristic = test_set().heuristic();
    CHECK(heuristic(board) <= near_goal().at(key(cells)));
    CHECK(heuristic(board) >= board.manhattan);
    CHECK(sliding::to_string(sliding::solve(board, heuristic).moves) == moves);
  }
}

TEST_CASE("fifteen: pattern databases, the same answers as Manhattan distance", "[fifteen]") {
  const auto heuristic = test_set().heuristic();
  for (const Korf& instance : korf) {
    const auto board = board_of(instance.cells);
    const auto with_manhattan = sliding::solve(board);
    const auto with_databases = sliding::solve(board, heuristic);
    REQUIRE(with_databases.status == rotation::search::Status::found);
    CHECK(sliding::to_string(with_databases.moves) == sliding::to_string(with_manhattan.moves));
    CHECK(with_databases.moves.size() == instance.length);
    // What the databases are for: far fewer nodes.
    CHECK(with_databases.stats.nodes_expanded * 10 < with_manhattan.stats.nodes_expanded);
  }
}

// Korf's 100 on two threads and on one, with the start-up databases (6, 6 and 3 tiles, built
// in seconds): byte for byte the same answers, each of Korf's published length. Hidden (about
// ten seconds): `fifteen.korf100_parallel` runs it in the default preset (label `once`).
TEST_CASE("fifteen: Korf's 100 on two threads, the answers of one", "[.][korf100]") {
  sliding::fifteen::StartupSet set = sliding::fifteen::startup_set();
  set.build([](std::size_t, const rotation::search::BuildProgress&) {});
  const auto heuristic = set.heuristic();
  std::ifstream boards(std::string(ROTATION_SAMPLE_DIR) + "/fifteen_korf100.in");
  std::ifstream lengths(std::string(ROTATION_SAMPLE_DIR) + "/fifteen_korf100.lengths");
  int count = 0;
  REQUIRE(boards >> count);
  REQUIRE(count == 100);
  std::uint64_t one_nodes = 0;
  std::uint64_t two_nodes = 0;
  for (int i = 0; i < count; ++i) {
    std::array<std::uint8_t, sliding::fifteen::cells> tiles{};
    for (auto& tile : tiles) {
      int value = 0;
      REQUIRE(boards >> value);
      tile = static_cast<std::uint8_t>(value);
    }
    std::size_t length = 0;
    REQUIRE(lengths >> length);
    const sliding::fifteen::Board board = sliding::make_board(tiles);
    CAPTURE(i);
    const auto one = sliding::solve(board, heuristic, sliding::one_thread());
    rotation::search::ParallelOptions two_threads;
    two_threads.threads = 2;
    const auto two = sliding::solve(board, heuristic, two_threads);
    REQUIRE(one.status == rotation::search::Status::found);
    CHECK(one.moves.size() == length);
    CHECK(sliding::to_string(two.moves) == sliding::to_string(one.moves));
    CHECK(two.stats.passes == one.stats.passes);
    one_nodes += one.stats.nodes_expanded;
    two_nodes += two.stats.nodes_expanded;
  }
  CHECK(two_nodes >= one_nodes);
}

TEST_CASE("fifteen: additive sets refuse shared tiles and unbuilt tables", "[fifteen]") {
  using Set = sliding::fifteen::AdditiveSet<2, 2>;
  CHECK_THROWS_AS(Set({1, 2}, {2, 3}), std::invalid_argument);
  const Set unbuilt({1, 2}, {3, 4});
  CHECK_THROWS_AS(unbuilt.heuristic(), std::logic_error);
}

// A goal's entry above 0 hides the goal from the search, which would never
// end: a file altered that way, its checksum made to match, must not load.
TEST_CASE("fifteen: a database file altered to pass its checksum is refused", "[fifteen]") {
  const auto directory = std::filesystem::temp_directory_path() /
                         ("rotation-test-altered-" + std::to_string(std::random_device{}()));
  std::filesystem::create_directories(directory);
  using Set = sliding::fifteen::AdditiveSet<3>;
  const auto quiet = [](std::size_t, const rotation::search::BuildProgress&) {};
  Set set({1, 2, 3});
  set.load_or_build(directory, quiet);  // builds and saves it
  const auto path = directory / set.file_name<0>();
  const auto& pattern = set.pattern<0>();
  const std::uint64_t goal_entry = rotation::search::entry_of(pattern, pattern.goals()[0]);
  auto entries = set.database(0).entries();
  REQUIRE(entries.get(goal_entry) == 0);
  entries.set(goal_entry, 1);
  // save() writes a checksum that matches whatever it is given.
  rotation::search::save(sliding::Database(std::string(set.database(0).id()), entries), path);
  Set again({1, 2, 3});
  std::string message = "loaded";
  try {
    again.load_or_build(directory, quiet);
  } catch (const rotation::search::pattern_database_error& error) {
    message = error.what();
  }
  CHECK(message == "pattern database '" + path.string() + "': the entry of a goal (" +
                       std::to_string(goal_entry) + ") is 1, not 0 (the file was altered)");
  std::filesystem::remove_all(directory);
}

TEST_CASE("fifteen: the reflection in the main diagonal", "[fifteen]") {
  std::mt19937_64 rng(2004);
  const sliding::fifteen::Reflect reflect;
  CHECK(reflect(board_of(goal)) == board_of(goal));
  for (int i = 0; i < 100; ++i) {
    Cells cells = goal;
    const auto walk = 1 + below(rng, radius);
    for (std::size_t m = 0; m < walk; ++m) {
      std::string letters = "RDUL";
      while (!slide(cells, letters[below(rng, 4)])) {
      }
    }
    const auto board = board_of(cells);
    const auto mirror = reflect(board);
    // A valid board (make_board rebuilds every field), as far from the goal,
    // and its own mirror's mirror.
    CHECK(mirror == board_of(cells_of(mirror)));
    CHECK(near_goal().at(key(cells_of(mirror))) == near_goal().at(key(cells)));
    CHECK(reflect(mirror) == board);
  }
}

TEST_CASE("fifteen: apply keeps the Manhattan sum, undo restores the board", "[fifteen]") {
  std::mt19937_64 rng(79);
  auto board = board_of(korf[0].cells);
  Cells cells = korf[0].cells;
  for (int i = 0; i < 1000; ++i) {
    const auto moves = sliding::fifteen::Domain::moves(board);
    const auto slide_to = moves[below(rng, moves.size())];
    const auto before = board;
    sliding::fifteen::Domain::apply(board, slide_to);
    REQUIRE(slide(cells, sliding::letter(slide_to)));
    REQUIRE(board.manhattan == manhattan_of(cells));
    REQUIRE(board == board_of(cells));
    sliding::fifteen::Domain::undo(board, slide_to);
    REQUIRE(board == before);
    sliding::fifteen::Domain::apply(board, slide_to);
  }
}

TEST_CASE("fifteen: the parity rule, checked two ways", "[fifteen]") {
  SECTION("random boards agree with the rule written independently") {
    std::mt19937_64 rng(12);
    int unsolvable = 0;
    for (int i = 0; i < 2000; ++i) {
      Cells cells{};
      std::iota(cells.begin(), cells.end(), 0);
      for (std::size_t k = cells.size(); k > 1; --k) std::swap(cells[k - 1], cells[below(rng, k)]);
      const auto board = board_of(cells);
      REQUIRE(sliding::solvable(board) == solvable_by_rule(cells));
      if (!solvable_by_rule(cells)) {
        ++unsolvable;
        // Answered without a search.
        const auto solution = sliding::solve(board);
        CHECK_FALSE(solution.solvable);
        CHECK(solution.stats.nodes_expanded == 0);
        CHECK(textbook_fifteen_solve(cells) == "No Solution");
      }
    }
    CHECK(unsolvable > 800);
  }
  SECTION("swapping two tiles of a solvable board makes it unsolvable") {
    std::vector<Cells> solvable_boards{goal};
    for (const Korf& instance : korf) solvable_boards.push_back(instance.cells);
    for (const Cells& cells : solvable_boards) {
      REQUIRE(sliding::solvable(board_of(cells)));
      for (std::size_t a = 0; a < 16; ++a)
        for (std::size_t b = a + 1; b < 16; ++b) {
          if (cells[a] == 0 || cells[b] == 0) continue;
          Cells swapped = cells;
          std::swap(swapped[a], swapped[b]);
          const auto solution = sliding::solve(board_of(swapped));
          REQUIRE_FALSE(solution.solvable);
          CHECK(solution.moves.empty());
        }
    }
  }
}

namespace {

// The 24-puzzle's board, simulated here: cells row-major, 0 the blank.
using Cells5 = std::array<int, 25>;

Cells5 goal5() {
  Cells5 cells{};
  for (std::size_t i = 0; i + 1 < cells.size(); ++i) cells[i] = static_cast<int>(i) + 1;
  return cells;
}

bool slide5(Cells5& cells, char letter) {
  const auto at = static_cast<int>(std::find(cells.begin(), cells.end(), 0) - cells.begin());
  const int row = at / 5 + (letter == 'D') - (letter == 'U');
  const int column = at % 5 + (letter == 'R') - (letter == 'L');
  if (std::string_view("RDUL").find(letter) == std::string_view::npos || row < 0 || row > 4 ||
      column < 0 || column > 4)
    return false;
  const int target = row * 5 + column;
  std::swap(cells[static_cast<std::size_t>(at)], cells[static_cast<std::size_t>(target)]);
  return true;
}

sliding::BoardOf<5> board5_of(const Cells5& cells) {
  sliding::BoardOf<5>::Tiles tiles{};
  for (std::size_t i = 0; i < cells.size(); ++i) tiles[i] = static_cast<std::uint8_t>(cells[i]);
  return sliding::make_board(tiles);
}

Cells5 walk5(std::mt19937_64& rng, std::size_t moves) {
  Cells5 cells = goal5();
  for (std::size_t m = 0; m < moves; ++m)
    while (!slide5(cells, "RDUL"[below(rng, 4)])) {
    }
  return cells;
}

// No estimate at all: IDA* then tries every path of each length in turn, in
// R D U L order, so its first path is the first shortest one by definition.
struct Blind {
  int operator()(const sliding::BoardOf<5>&) const { return 0; }
};

}  // namespace

TEST_CASE("fifteen: the 24-puzzle near the goal, against a blind search", "[fifteen]") {
  std::mt19937_64 rng(24);
  for (int i = 0; i < 60; ++i) {
    const Cells5 cells = walk5(rng, 1 + below(rng, 12));
    const auto board = board5_of(cells);
    int sum = 0;
    for (std::size_t c = 0; c < cells.size(); ++c)
      if (cells[c] != 0)
        sum += std::abs((cells[c] - 1) / 5 - static_cast<int>(c) / 5) +
               std::abs((cells[c] - 1) % 5 - static_cast<int>(c) % 5);
    CHECK(board.manhattan == sum);
    const auto solution = sliding::solve(board);
    REQUIRE(solution.status == rotation::search::Status::found);
    const std::string moves = sliding::to_string(solution.moves);
    CHECK(moves == sliding::to_string(sliding::solve(board, Blind{}).moves));
    Cells5 replayed = cells;
    for (const char letter : moves) REQUIRE(slide5(replayed, letter));
    CHECK(replayed == goal5());
  }
}

TEST_CASE("fifteen: the 24-puzzle's parity rule, and a walk of 40 moves", "[fifteen]") {
  std::mt19937_64 rng(2424);
  // The rule for an odd side written another way: as a permutation of 25
  // cells (the blank as 25), a board is even exactly when the blank is an
  // even number of moves from its home, on every solvable board.
  int unsolvable = 0;
  for (int i = 0; i < 1000; ++i) {
    Cells5 cells{};
    std::iota(cells.begin(), cells.end(), 0);
    for (std::size_t k = cells.size(); k > 1; --k) std::swap(cells[k - 1], cells[below(rng, k)]);
    // A cycle of n cells is n - 1 transpositions: 25 less the cycles in all.
    std::array<bool, 25> visited{};
    int cycles = 0;
    for (std::size_t start = 0; start < 25; ++start) {
      if (visited[start]) continue;
      ++cycles;
      for (std::size_t at = start; !visited[at];) {
        visited[at] = true;
        at = static_cast<std::size_t>(cells[at] == 0 ? 24 : cells[at] - 1);
      }
    }
    const int transpositions = 25 - cycles;
    const auto blank = static_cast<int>(std::find(cells.begin(), cells.end(), 0) - cells.begin());
    const bool by_rule = (transpositions + (4 - blank / 5) + (4 - blank % 5)) % 2 == 0;
    REQUIRE(sliding::solvable(board5_of(cells)) == by_rule);
    if (!by_rule) ++unsolvable;
  }
  CHECK(unsolvable > 400);

  // A board 40 random moves from the goal: a solution of at most 40 moves,
  // of the walk's parity, that replays to the goal; the same on two threads.
  const Cells5 cells = walk5(rng, 40);
  const auto board = board5_of(cells);
  const auto one = sliding::solve(board);
  REQUIRE(one.status == rotation::search::Status::found);
  const std::string moves = sliding::to_string(one.moves);
  INFO(moves);
  CHECK(moves.size() <= 40);
  CHECK(moves.size() % 2 == 0);
  CHECK(moves.size() >= board.manhattan);
  Cells5 replayed = cells;
  for (const char letter : moves) REQUIRE(slide5(replayed, letter));
  CHECK(replayed == goal5());
  rotation::search::ParallelOptions two;
  two.threads = 2;
  CHECK(sliding::to_string(sliding::solve(board, sliding::Manhattan{}, two).moves) == moves);
}

namespace {

// The 24-puzzle's start-up databases (six patterns of 4 tiles), built once
// for the tests that use them.
const sliding::twenty_four::StartupSet& startup24() {
  static const sliding::twenty_four::StartupSet set = [] {
    sliding::twenty_four::StartupSet built = sliding::twenty_four::startup_set();
    built.build([](std::size_t, const rotation::search::BuildProgress&) {});
    return built;
  }();
  return set;
}

}  // namespace

// What a set's heuristic stands for, composed plainly from its own tables:
// max(sum, through_symmetry(ReflectOf<Side>, sum)), the mirror image made.
template <int Side, class Set, std::size_t... I>
auto plain_heuristic(const Set& set, std::index_sequence<I...>) {
  auto sum = rotation::search::sum_of(rotation::search::lookup(
      set.database(I), sliding::EntryOf<std::remove_cvref_t<decltype(set.template pattern<I>())>>{
                           &set.template pattern<I>()})...);
  return rotation::search::max_of(
      sum, rotation::search::through_symmetry(sliding::ReflectOf<Side>{}, sum));
}

TEST_CASE("fifteen: the sets' mirror lookups equal lookups on the mirror image", "[fifteen]") {
  std::mt19937_64 rng(1996);
  const auto fast4 = test_set().heuristic();
  const auto plain4 = plain_heuristic<4>(test_set(), std::make_index_sequence<3>{});
  const auto fast5 = startup24().heuristic();
  const auto plain5 = plain_heuristic<5>(startup24(), std::make_index_sequence<6>{});
  int mirror_larger = 0;  // boards where the mirror's sum is the larger: it is used
  for (int i = 0; i < 2000; ++i) {
    Cells cells = goal;
    for (std::size_t k = cells.size(); k > 1; --k) std::swap(cells[k - 1], cells[below(rng, k)]);
    const auto board = board_of(cells);
    REQUIRE(fast4(board) == plain4(board));
    Cells5 cells5 = goal5();
    for (std::size_t k = cells5.size(); k > 1; --k) std::swap(cells5[k - 1], cells5[below(rng, k)]);
    const auto board5 = board5_of(cells5);
    REQUIRE(fast5(board5) == plain5(board5));
    const auto sum5 = std::get<0>(plain5.parts);
    if (sum5(sliding::ReflectOf<5>{}(board5)) > sum5(board5)) ++mirror_larger;
  }
  CHECK(mirror_larger > 200);
}

TEST_CASE("fifteen: the 24-puzzle's partitions are not their own mirror images", "[fifteen]") {
  // Else the reflected sum would equal the sum on every board, and the
  // reflection would cost lookups for nothing.
  const auto tile_sets = [](const auto& set, auto... index) {
    std::vector<std::vector<int>> sets;
    (sets.emplace_back(set.template pattern<decltype(index)::value>().tiles().begin(),
                       set.template pattern<decltype(index)::value>().tiles().end()),
     ...);
    for (auto& tiles : sets) std::ranges::sort(tiles);
    std::ranges::sort(sets);
    return sets;
  };
  const auto mirrored = [](std::vector<std::vector<int>> sets) {
    for (auto& tiles : sets) {
      for (int& tile : tiles) tile = (tile - 1) % 5 * 5 + (tile - 1) / 5 + 1;
      std::ranges::sort(tiles);
    }
    std::ranges::sort(sets);
    return sets;
  };
  using I0 = std::integral_constant<std::size_t, 0>;
  using I1 = std::integral_constant<std::size_t, 1>;
  using I2 = std::integral_constant<std::size_t, 2>;
  using I3 = std::integral_constant<std::size_t, 3>;
  using I4 = std::integral_constant<std::size_t, 4>;
  using I5 = std::integral_constant<std::size_t, 5>;
  const auto large = tile_sets(sliding::twenty_four::large_set(), I0{}, I1{}, I2{}, I3{});
  const auto startup =
      tile_sets(sliding::twenty_four::startup_set(), I0{}, I1{}, I2{}, I3{}, I4{}, I5{});
  CHECK(large.size() == 4);
  CHECK(mirrored(large) != large);
  CHECK(mirrored(mirrored(large)) == large);
  CHECK(mirrored(startup) != startup);
}

TEST_CASE("fifteen: the 24-puzzle's databases near the goal, against a blind search", "[fifteen]") {
  std::mt19937_64 rng(2425);
  const auto heuristic = startup24().heuristic();
  const sliding::ReflectOf<5> reflect;
  for (int i = 0; i < 60; ++i) {
    const Cells5 cells = walk5(rng, 1 + below(rng, 12));
    const auto board = board5_of(cells);
    const std::string blind = sliding::to_string(sliding::solve(board, Blind{}).moves);
    // Admissible, and at least Manhattan distance (each tile is in a pattern,
    // and a pattern's table counts at least its tiles' own distances).
    CHECK(heuristic(board) <= static_cast<int>(blind.size()));
    CHECK(heuristic(board) >= board.manhattan);
    CHECK(sliding::to_string(sliding::solve(board, heuristic).moves) == blind);
    // The mirror image: a valid board, as far from the goal.
    const auto mirror = reflect(board);
    CHECK(reflect(mirror) == board);
    Cells5 mirror_cells{};
    std::copy(mirror.tiles.begin(), mirror.tiles.end(), mirror_cells.begin());
    CHECK(mirror == board5_of(mirror_cells));
    CHECK(sliding::solve(mirror, Blind{}).moves.size() == blind.size());
  }
}

TEST_CASE(
    "fifteen: the 24-puzzle's databases on a walk of 40 moves, the answer of Manhattan distance",
    "[fifteen]") {
  std::mt19937_64 rng(4040);
  const auto heuristic = startup24().heuristic();
  for (int i = 0; i < 3; ++i) {
    const auto board = board5_of(walk5(rng, 40));
    const auto with_manhattan = sliding::solve(board);
    const auto with_databases = sliding::solve(board, heuristic);
    REQUIRE(with_databases.status == rotation::search::Status::found);
    CHECK(sliding::to_string(with_databases.moves) == sliding::to_string(with_manhattan.moves));
    CHECK(with_databases.stats.nodes_expanded <= with_manhattan.stats.nodes_expanded);
  }
}

namespace {

// Walks `moves` random slides from `board` with a tracked domain, then undoes
// them all, checking at every step the values carried against the set's own
// lookups; returns the steps checked.
template <class Set>
int walk_tracked(const Set& set, const sliding::BoardOf<Set::side>& board, std::mt19937_64& rng,
                 std::size_t moves) {
  const sliding::TrackedDomain<Set> domain(set);
  const auto heuristic = set.heuristic();
  auto state = domain.track(board);
  int checked = 0;
  const sliding::ReflectOf<Set::side> reflect;
  auto check = [&] {
    for (std::size_t i = 0; i < Set::count; ++i) {
      // The entries ranked again, the mirror's on the reflected board.
      REQUIRE(state.entry[i] == set.entry(i, state.board));
      REQUIRE(state.mirror_entry[i] == set.entry(i, reflect(state.board)));
      REQUIRE(state.value[i] == set.value(i, state.board));
      REQUIRE(state.mirror[i] == set.mirror_value(i, state.board));
    }
    REQUIRE(sliding::TrackedEstimate{}(state) == heuristic(state.board));
    ++checked;
  };
  check();
  std::vector<sliding::Slide> path;
  for (std::size_t m = 0; m < moves; ++m) {
    const auto slides = domain.moves(state);
    const sliding::Slide slide = slides[below(rng, slides.size())];
    domain.apply(state, slide);
    path.push_back(slide);
    check();
  }
  while (!path.empty()) {
    domain.undo(state, path.back());
    path.pop_back();
    check();
  }
  CHECK(state.board == board);
  CHECK(state.depth == 0);
  return checked;
}

}  // namespace

TEST_CASE("fifteen: tracked values equal the set's lookups, move by move and back", "[fifteen]") {
  // 400 moves: past the depth whose replaced values the state keeps (192),
  // where an undo looks them up again.
  std::mt19937_64 rng(4004);
  CHECK(walk_tracked(test_set(), board_of(korf[0].cells), rng, 400) == 801);
  CHECK(walk_tracked(startup24(), board5_of(goal5()), rng, 400) == 801);
  CHECK(walk_tracked(startup24(), board5_of(walk5(rng, 100)), rng, 50) == 101);
  // A set that leaves tiles out: their moves change no entry.
  sliding::AdditiveSetOf<4, 4, 4> partial({1, 2, 3, 4}, {5, 6, 9, 10});
  partial.build([](std::size_t, const rotation::search::BuildProgress&) {});
  CHECK(partial.pattern_of(7) == 2);
  CHECK(partial.mirror_pattern_of(3) == 1);  // tile 3's home mirrors tile 9's
  CHECK(partial.mirror_pattern_of(4) == 2);  // and tile 4's tile 13's
  CHECK(walk_tracked(partial, board_of(korf[1].cells), rng, 300) == 601);
}

TEST_CASE("fifteen: tracked searches, the answers and the nodes of the set's heuristic",
          "[fifteen]") {
  rotation::search::ParallelOptions two;
  two.threads = 2;
  const auto check_same = [&two](const auto& set, const auto& board) {
    constexpr int side = std::decay_t<decltype(set)>::side;
    const auto plain = sliding::solve(board, set.heuristic());
    // Pruning only inverses, as the plain search does: the same nodes.
    const auto tracked =
        sliding::solve_tracked(board, set, sliding::one_thread(), sliding::inverse_pruning<side>());
    REQUIRE(tracked.status == rotation::search::Status::found);
    CHECK(sliding::to_string(tracked.moves) == sliding::to_string(plain.moves));
    CHECK(tracked.stats.nodes_expanded == plain.stats.nodes_expanded);
    CHECK(tracked.stats.nodes_generated == plain.stats.nodes_generated);
    // Duplicate paths pruned (the default): the same answer, on one thread or two.
    const auto pruned = sliding::solve_tracked(board, set);
    CHECK(sliding::to_string(pruned.moves) == sliding::to_string(plain.moves));
    CHECK(pruned.stats.nodes_expanded <= plain.stats.nodes_expanded);
    CHECK(sliding::to_string(sliding::solve_tracked(board, set, two).moves) ==
          sliding::to_string(plain.moves));
  };
  for (const Korf& instance : korf) check_same(test_set(), board_of(instance.cells));
  std::mt19937_64 rng(4041);
  for (int i = 0; i < 3; ++i) check_same(startup24(), board5_of(walk5(rng, 40)));
  sliding::twenty_four::StartupSet unbuilt = sliding::twenty_four::startup_set();
  CHECK_THROWS_AS(sliding::TrackedDomain<sliding::twenty_four::StartupSet>(unbuilt),
                  std::logic_error);
}

TEST_CASE("fifteen: bad boards are refused", "[fifteen]") {
  sliding::fifteen::Tiles tiles = sliding::fifteen::goal_tiles;
  tiles[3] = 16;
  CHECK_THROWS_AS(sliding::make_board(tiles), std::invalid_argument);
  tiles[3] = 1;  // 1 twice, 4 missing
  CHECK_THROWS_AS(sliding::make_board(tiles), std::invalid_argument);
}
