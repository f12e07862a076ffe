// The generic pattern databases of search/: the builder against plain
// breadth-first searches written here (the 8-puzzle's 181,440 states, a stack
// of pancakes), additive databases never above the true distance, two
// independent abstractions of one pattern giving the same table, and files
// that are refused when they are not the database asked for.

#include <rotation/detail/checked_size.hpp>
#include <rotation/search/build_pattern_database.hpp>
#include <rotation/search/pattern_database_file.hpp>
#include <rotation/search/sum_of.hpp>
#include <rotation/search/through_symmetry.hpp>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <future>
#include <limits>
#include <map>
#include <numeric>
#include <queue>
#include <random>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#if ROTATION_HAS_POSIX_FILES
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <csignal>
#endif

#include <rotation/sliding.hpp>
#include "blank_as_tile.hpp"
#include "catch.hpp"

namespace sliding = rotation::sliding;

namespace {

using rotation::search::build_pattern_database;
using rotation::search::BuildOptions;
using rotation::search::pattern_database_error;
using rotation::search::PatternDatabase;

// ---- The 8-puzzle, plainly: a board is 9 cells, 0 the blank. ----

using Board9 = std::array<std::uint8_t, 9>;
constexpr Board9 goal9 = {1, 2, 3, 4, 5, 6, 7, 8, 0};

std::vector<Board9> neighbours_of(const Board9& board) {
  std::vector<Board9> result;
  const auto blank = static_cast<int>(std::find(board.begin(), board.end(), 0) - board.begin());
  const int row = blank / 3;
  const int column = blank % 3;
  const std::array<std::array<int, 2>, 4> steps = {{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}};
  for (const auto& step : steps) {
    const int r = row + step[0];
    const int c = column + step[1];
    if (r < 0 || r >= 3 || c < 0 || c >= 3) continue;
    Board9 next = board;
    const int target = r * 3 + c;
    std::swap(next[static_cast<std::size_t>(blank)], next[static_cast<std::size_t>(target)]);
    result.push_back(next);
  }
  return result;
}

// Every board that reaches the goal, with its distance.
const std::map<Board9, int>& eight_puzzle_distances() {
  static const std::map<Board9, int> distances = [] {
    std::map<Board9, int> found{{goal9, 0}};
    std::queue<Board9> queue;
    queue.push(goal9);
    while (!queue.empty()) {
      const Board9 board = queue.front();
      queue.pop();
      const int d = found.at(board);
      for (const Board9& next : neighbours_of(board))
        if (found.emplace(next, d + 1).second) queue.push(next);
    }
    return found;
  }();
  return distances;
}

std::array<std::uint8_t, 9> cells_of(const Board9& board) {
  std::array<std::uint8_t, 9> cell_of{};
  for (std::size_t c = 0; c < 9; ++c) cell_of[board[c]] = static_cast<std::uint8_t>(c);
  return cell_of;
}

// ---- Pancakes: a stack of N, flipped by prefix reversals. ----

template <std::size_t N>
struct Pancakes {
  using state_type = std::array<std::uint8_t, N>;  // top first
  static constexpr bool unit_costs = true;
  std::string id() const { return "pancakes " + std::to_string(N); }
  static std::uint64_t size() {
    std::uint64_t n = 1;
    for (std::uint64_t i = 2; i <= N; ++i) n *= i;
    return n;
  }
  static std::uint64_t rank(const state_type& s) {  // Lehmer code
    std::uint64_t rank = 0;
    for (std::size_t i = 0; i < N; ++i) {
      std::uint64_t smaller = 0;
      for (std::size_t j = i + 1; j < N; ++j) smaller += s[j] < s[i] ? 1U : 0U;
      rank = rank * (N - i) + smaller;
    }
    return rank;
  }
  static state_type unrank(std::uint64_t rank) {
    std::array<std::uint64_t, N> code{};
    for (std::size_t i = N; i-- > 0;) {
      code[i] = rank % (N - i);
      rank /= N - i;
    }
    std::vector<std::uint8_t> left(N);
    std::iota(left.begin(), left.end(), std::uint8_t{0});
    state_type s{};
    for (std::size_t i = 0; i < N; ++i) {
      s[i] = left[code[i]];
      left.erase(left.begin() + static_cast<std::ptrdiff_t>(code[i]));
    }
    return s;
  }
  static std::vector<state_type> goals() {
    state_type goal{};
    std::iota(goal.begin(), goal.end(), std::uint8_t{0});
    return {goal};
  }
  template <class Sink>
  static void for_each_move(const state_type& s, Sink&& sink) {
    for (std::size_t k = 2; k <= N; ++k) {
      state_type next = s;
      std::reverse(next.begin(), next.begin() + static_cast<std::ptrdiff_t>(k));
      sink(static_cast<const state_type&>(next), 1);
    }
  }
};

// A chain of states 0 .. 14 from the goal 0, each move costing 1, and a state
// 15 next to 14 twice: once by a move of cost 1 (which queues it for distance
// 15) and once by a move of cost 0 (which puts it at 14). Its farthest
// distance is 14, so 4-bit entries hold it, and no level 15 exists.
struct ChainWithFreeStep {
  using state_type = int;
  std::string id() const { return "chain with a free step"; }
  static std::uint64_t size() { return 16; }
  static std::uint64_t rank(int state) { return static_cast<std::uint64_t>(state); }
  static int unrank(std::uint64_t rank) { return static_cast<int>(rank); }
  static std::array<int, 1> goals() { return {0}; }
  template <class Sink>
  static void for_each_move(int state, Sink&& sink) {
    if (state > 0 && state < 15) sink(state - 1, 1);
    if (state < 14) sink(state + 1, 1);
    if (state == 14) {
      sink(15, 1);
      sink(15, 0);
    }
    if (state == 15) sink(14, 0);
  }
};

static_assert(rotation::search::Abstraction<Pancakes<5>>);
static_assert(rotation::search::AbstractionWithEntries<blank_as_tile::BlankAsTile<2>>);
static_assert(rotation::search::Abstraction<sliding::TilePattern<4, 7>>);

std::filesystem::path temporary_file(const std::string& name) {
  return std::filesystem::temp_directory_path() / ("rotation-test-" + name + ".pdb");
}

// A directory of one's own under the temporary directory (other test
// programs may run at the same time), removed with what it holds.
class ScratchDirectory {
 public:
  explicit ScratchDirectory(const std::string& name)
      : path_(std::filesystem::temp_directory_path() /
              ("rotation-test-" + name + "-" + std::to_string(std::random_device{}()))) {
    std::filesystem::create_directories(path_);
  }
  ScratchDirectory(const ScratchDirectory&) = delete;
  ScratchDirectory& operator=(const ScratchDirectory&) = delete;
  ~ScratchDirectory() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

// The names in a directory, sorted.
std::vector<std::string> names_in(const std::filesystem::path& directory) {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(directory))
    names.push_back(entry.path().filename().string());
  std::ranges::sort(names);
  return names;
}

// Text as a regular expression that matches it alone: each special
// character escaped. (By hand: <regex> trips g++ 12's -Wmaybe-uninitialized
// inside libstdc++ under the sanitizers.)
std::string literally(const std::string& text) {
  constexpr std::string_view special = ".^$|()[]{}*+?\\";
  std::string pattern;
  for (const char c : text) {
    if (special.find(c) != std::string_view::npos) pattern.push_back('\\');
    pattern.push_back(c);
  }
  return pattern;
}

// The message of the pattern_database_error that `call` throws.
template <class Call>
std::string error_of(Call call) {
  try {
    call();
  } catch (const pattern_database_error& error) {
    return error.what();
  }
  return "no error";
}

}  // namespace

TEST_CASE("pdb builder: the whole 8-puzzle, every entry equal to a plain search", "[pdb]") {
  const sliding::TilePattern<3, 8> all_tiles({1, 2, 3, 4, 5, 6, 7, 8});
  const auto database = build_pattern_database(all_tiles);
  const auto& truth = eight_puzzle_distances();
  REQUIRE(truth.size() == 181440);
  REQUIRE(database.size() == 362880);  // both parities; only one reaches the goal

  std::uint64_t unreached = 0;
  for (std::uint64_t entry = 0; entry < database.size(); ++entry)
    if (database[entry] == PatternDatabase<8>::unreached) ++unreached;
  CHECK(unreached == 181440);
  for (const auto& [board, distance] : truth)
    REQUIRE(database[all_tiles.entry_of(cells_of(board))] == distance);

  const auto counts = database.distance_counts();
  CHECK(counts.size() == 32);  // the 8-puzzle's hardest boards need 31 moves
  CHECK(counts[31] == 2);
}

// (Two threads against one: tests/test_concurrent_pdb_build.cpp, its own
// program so that ThreadSanitizer runs it.)

TEST_CASE("sliding tiles: the ranks of for_each_ranked_move are rank() of for_each_move's states",
          "[pdb]") {
  // The builder takes the incremental ranks; search code and other tools may
  // take the states. Every state of a 4-tile pattern of the 8-puzzle, and of
  // a 6-tile one of the 15-puzzle from a spread of ranks.
  auto compare = [](const auto& pattern, std::uint64_t step) {
    using State = typename std::remove_cvref_t<decltype(pattern)>::state_type;
    std::uint64_t compared = 0;
    for (std::uint64_t rank = 0; rank < pattern.size(); rank += step) {
      const State state = pattern.unrank(rank);
      REQUIRE(pattern.rank(state) == rank);
      std::vector<std::uint64_t> by_state;
      pattern.for_each_move(
          state, [&](const State& next, int) { by_state.push_back(pattern.rank(next)); });
      std::vector<std::uint64_t> by_rank;
      pattern.for_each_ranked_move(state, rank,
                                   [&](std::uint64_t next, int) { by_rank.push_back(next); });
      REQUIRE(by_rank == by_state);
      compared += by_state.size();
    }
    return compared;
  };
  CHECK(compare(sliding::TilePattern<3, 4>({1, 2, 5, 6}), 1) > 10000);
  CHECK(compare(sliding::TilePattern<4, 6>({1, 5, 6, 9, 10, 13}), 9973) > 10000);
  CHECK(compare(sliding::TilePattern<5, 6>({13, 18, 19, 20, 23, 24}), 999983) > 10000);
}

TEST_CASE("pdb builder: 24-puzzle patterns equal the 0-1 search with the blank as a tile",
          "[pdb]") {
  // On 5 x 5 cells the blank's region is flooded, not looked up in a table:
  // the same distances as moving the blank one cell at a time, for patterns
  // in a corner, along an edge and around the middle.
  const auto same = [](const auto& tiles) {
    constexpr std::size_t k = std::tuple_size_v<std::remove_cvref_t<decltype(tiles)>>;
    const auto regions = build_pattern_database(sliding::TilePattern<5, k>(tiles));
    const auto plain = build_pattern_database(blank_as_tile::BlankAsTile<k, 5>{tiles});
    REQUIRE(regions.size() == plain.size());
    int farthest = 0;
    for (std::uint64_t e = 0; e < plain.size(); ++e) {
      REQUIRE(regions[e] == plain[e]);
      farthest = std::max(farthest, plain[e]);
    }
    return farthest;
  };
  CHECK(same(std::array<int, 2>{24, 23}) > 10);
  CHECK(same(std::array<int, 3>{1, 2, 6}) > 10);
  CHECK(same(std::array<int, 3>{5, 10, 15}) > 10);
  CHECK(same(std::array<int, 3>{7, 13, 19}) > 10);
}

TEST_CASE("pdb builder: additive 8-puzzle databases", "[pdb]") {
  const std::array<int, 4> low = {1, 2, 3, 4};
  const std::array<int, 4> high = {5, 6, 7, 8};
  const sliding::TilePattern<3, 4> low_pattern(low);
  const sliding::TilePattern<3, 4> high_pattern(high);
  const auto low_db = build_pattern_database(low_pattern);
  const auto high_db = build_pattern_database(high_pattern);

  SECTION("the region abstraction equals the 0-1 search with the blank as a tile") {
    const auto low_01 = build_pattern_database(blank_as_tile::BlankAsTile<4>{low});
    const auto high_01 = build_pattern_database(blank_as_tile::BlankAsTile<4>{high});
    REQUIRE(low_01.size() == low_db.size());
    for (std::uint64_t e = 0; e < low_db.size(); ++e) {
      REQUIRE(low_db[e] == low_01[e]);
      REQUIRE(high_db[e] == high_01[e]);
    }
  }

  SECTION("the sum is admissible on every state, and above each pattern's Manhattan distance") {
    auto sum = rotation::search::sum_of(
        rotation::search::lookup(
            low_db, [&](const Board9& b) { return low_pattern.entry_of(cells_of(b)); }),
        rotation::search::lookup(
            high_db, [&](const Board9& b) { return high_pattern.entry_of(cells_of(b)); }));
    int tight = 0;
    for (const auto& [board, distance] : eight_puzzle_distances()) {
      const int h = sum(board);
      REQUIRE(h <= distance);
      REQUIRE((distance - h) % 2 == 0);  // every move changes both by one: same parity
      int manhattan = 0;
      for (std::size_t c = 0; c < 9; ++c)
        if (board[c] != 0) {
          const int home = board[c] - 1;
          manhattan += std::abs(home / 3 - static_cast<int>(c) / 3) +
                       std::abs(home % 3 - static_cast<int>(c) % 3);
        }
      REQUIRE(h >= manhattan);
      if (h == distance) ++tight;
    }
    CHECK(tight > 10000);  // and it is exact often: a bound that is not all zeros
  }
}

TEST_CASE("pdb builder: pancakes, against a plain search", "[pdb]") {
  const Pancakes<8> stack;
  const auto database = build_pattern_database(stack);
  std::map<Pancakes<8>::state_type, int> truth{{Pancakes<8>::goals()[0], 0}};
  std::queue<Pancakes<8>::state_type> queue;
  queue.push(Pancakes<8>::goals()[0]);
  while (!queue.empty()) {
    const auto s = queue.front();
    queue.pop();
    const int d = truth.at(s);
    Pancakes<8>::for_each_move(s, [&](const Pancakes<8>::state_type& next, int) {
      if (truth.emplace(next, d + 1).second) queue.push(next);
    });
  }
  REQUIRE(truth.size() == 40320);
  for (const auto& [s, d] : truth) REQUIRE(database[Pancakes<8>::rank(s)] == d);
  CHECK(database.distance_counts().size() == 10);  // 8 pancakes need up to 9 flips

  SECTION("4-bit entries hold the same table") {
    const auto small = build_pattern_database<4>(stack);
    for (std::uint64_t e = 0; e < database.size(); ++e) REQUIRE(small[e] == database[e]);
    CHECK(small.memory_bytes() * 2 == database.memory_bytes());
  }
}

TEST_CASE("pdb builder: a distance too large for 4-bit entries is an error", "[pdb]") {
  const sliding::TilePattern<3, 8> all_tiles({1, 2, 3, 4, 5, 6, 7, 8});
  CHECK_THROWS_MATCHES(build_pattern_database<4>(all_tiles), pattern_database_error,
                       Catch::Matchers::Message(
                           "pattern database 'sliding-tile 3x3 additive tiles 1 2 3 4 5 6 7 8': "
                           "distances reach 15, more than 4-bit entries hold (at most 14); use "
                           "8-bit entries"));
}

TEST_CASE("pdb builder: progress after every level", "[pdb]") {
  const Pancakes<6> stack;
  BuildOptions options;
  std::vector<rotation::search::BuildProgress> seen;
  options.on_level = [&](const rotation::search::BuildProgress& p) { seen.push_back(p); };
  const auto database = build_pattern_database(stack, options);
  const auto counts = database.distance_counts();
  REQUIRE(seen.size() == counts.size());
  std::uint64_t total = 0;
  for (std::size_t d = 0; d < seen.size(); ++d) {
    total += counts[d];
    CHECK(seen[d].distance == static_cast<int>(d));
    CHECK(seen[d].states_at_distance == counts[d]);
    CHECK(seen[d].entries_set == total);
    CHECK(seen[d].entries == 720);
  }
  CHECK(total == 720);
}

TEST_CASE("pdb builder: a level of moves of cost 0 only is no level", "[pdb]") {
  std::vector<int> levels;
  BuildOptions options;
  options.on_level = [&](const rotation::search::BuildProgress& p) {
    levels.push_back(p.distance);
  };
  const auto database = build_pattern_database<4>(ChainWithFreeStep{}, options);
  for (int state = 0; state < 15; ++state)
    CHECK(database[static_cast<std::uint64_t>(state)] == state);
  CHECK(database[15] == 14);
  CHECK(levels.size() == 15);
  CHECK(levels.back() == 14);
}

TEST_CASE("pdb builder: progress of a build with moves of cost 0", "[pdb]") {
  std::vector<rotation::search::BuildProgress> seen;
  BuildOptions options;
  options.on_level = [&](const rotation::search::BuildProgress& p) { seen.push_back(p); };
  const blank_as_tile::BlankAsTile<3> pattern{{1, 2, 3}};
  const auto database = build_pattern_database(pattern, options);
  const auto counts = database.distance_counts();
  REQUIRE(seen.size() == counts.size());
  std::uint64_t entries = 0;
  std::uint64_t states = 0;
  for (std::size_t d = 0; d < seen.size(); ++d) {
    entries += counts[d];
    states += seen[d].states_at_distance;
    CHECK(seen[d].distance == static_cast<int>(d));
    CHECK(seen[d].entries_set == entries);
    CHECK(seen[d].states_reached == states);
  }
  // Every placement of 3 tiles and every cell of the blank (9 * 8 * 7 * 6).
  CHECK(states == 3024);
  CHECK(entries == 504);
}

TEST_CASE("pdb file: a round trip gives the same table", "[pdb]") {
  const Pancakes<7> stack;
  const auto database = build_pattern_database(stack);
  const auto path = temporary_file("round-trip");
  rotation::search::save(database, path);
  const auto loaded = rotation::search::load_pattern_database<8>(path, stack.id(), stack.size());
  CHECK(loaded.id() == "pancakes 7");
  CHECK(std::ranges::equal(loaded.entries().words(), database.entries().words()));
  std::filesystem::remove(path);
}

TEST_CASE("pdb file: anything but the database asked for is refused", "[pdb]") {
  const Pancakes<7> stack;
  const auto database = build_pattern_database(stack);
  const auto path = temporary_file("refused");
  const std::string name = path.string();
  rotation::search::save(database, path);
  const auto size = std::filesystem::file_size(path);
  std::string bytes(size, '\0');
  {
    std::ifstream in(path, std::ios::binary);
    in.read(bytes.data(), static_cast<std::streamsize>(size));
  }
  auto write = [&](const std::string& content) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(content.data(), static_cast<std::streamsize>(content.size()));
  };
  auto refused = [&](const std::string& why) {
    CHECK_THROWS_MATCHES(rotation::search::load_pattern_database<8>(path, stack.id(), stack.size()),
                         pattern_database_error,
                         Catch::Matchers::Message("pattern database '" + name + "': " + why));
  };

  SECTION("truncated in the entries") {
    write(bytes.substr(0, bytes.size() - 100));
    refused("the file has " + std::to_string(size - 100) + " bytes, but its header promises " +
            std::to_string(size) + " (truncated)");
  }
  SECTION("truncated in the header") {
    write(bytes.substr(0, 10));
    refused("the file is truncated (it ends in the format version)");
  }
  SECTION("one byte of the entries flipped") {
    std::string damaged = bytes;
    damaged[bytes.size() - 5000] = static_cast<char>(damaged[bytes.size() - 5000] ^ 0x10);
    write(damaged);
    refused("the entries do not match the checksum (the file is damaged)");
  }
  SECTION("another abstraction's file") {
    const Pancakes<6> other;
    rotation::search::save(build_pattern_database(other), path);
    refused("holds the database of 'pancakes 6', expected 'pancakes 7'");
  }
  SECTION("another number of entries") {
    CHECK_THROWS_MATCHES(
        rotation::search::load_pattern_database<8>(path, stack.id(), stack.size() + 1),
        pattern_database_error,
        Catch::Matchers::Message("pattern database '" + name +
                                 "': holds 5040 entries, expected 5041"));
  }
  SECTION("an id too long to save") {
    const PatternDatabase<8> long_id(std::string(5000, 'x'), database.entries());
    CHECK_THROWS_MATCHES(rotation::search::save(long_id, path), pattern_database_error,
                         Catch::Matchers::Message("pattern database '" + name +
                                                  "': an id of 5000 bytes (at most 4096)"));
  }
  SECTION("another entry size") {
    rotation::search::save(build_pattern_database<4>(stack), path);
    refused("entries of 4 bits, expected 8");
  }
  SECTION("not a database at all") {
    write("P6\n# a picture, say\n");
    refused("not a pattern database file (wrong magic number)");
  }
  SECTION("an empty file") {
    write("");
    refused("the file is truncated (it ends in the magic number)");
  }
  SECTION("no file") {
    std::filesystem::remove(path);
    refused("cannot open the file: No such file or directory");
  }
  SECTION("the right file is still read") {
    write(bytes);
    CHECK(rotation::search::load_pattern_database<8>(path, stack.id(), stack.size()).size() ==
          5040);
  }
  std::filesystem::remove(path);
}

TEST_CASE("pdb file: anything but a regular file is refused before it is opened", "[pdb]") {
  const ScratchDirectory scratch("not-regular");
  auto message_of_load = [](const std::filesystem::path& path) {
    try {
      static_cast<void>(rotation::search::load_pattern_database<8>(path, "pancakes 7", 5040));
      return std::string("loaded");
    } catch (const pattern_database_error& error) {
      return std::string(error.what());
    }
  };
  auto refused_as = [](const std::filesystem::path& path, const std::string& kind) {
    return "pattern database '" + path.string() + "': not a regular file (" + kind + ")";
  };

  SECTION("a directory") {
    CHECK(message_of_load(scratch.path()) == refused_as(scratch.path(), "a directory"));
  }
  SECTION("a device that never ends") {
    if (std::filesystem::is_character_file("/dev/zero"))
      CHECK(message_of_load("/dev/zero") == refused_as("/dev/zero", "a character device"));
  }
#if ROTATION_HAS_POSIX_FILES
  SECTION("a FIFO, without waiting for a writer") {
    const auto fifo = scratch.path() / "fifo.pdb";
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    auto load = std::async(std::launch::async, [&] { return message_of_load(fifo); });
    if (load.wait_for(std::chrono::seconds(10)) != std::future_status::ready) {
      // The load waits in open() for a writer: be one, so that it ends.
      const int fd = ::open(fifo.c_str(), O_WRONLY);
      if (fd >= 0) ::close(fd);
      FAIL_CHECK("the load waited 10 s for a writer to the FIFO");
    }
    CHECK(load.get() == refused_as(fifo, "a FIFO"));
  }
#endif
}

TEST_CASE("pdb file: a failed save leaves no file behind and says why", "[pdb]") {
  const auto database = build_pattern_database(Pancakes<7>{});
  const ScratchDirectory scratch("failed-save");
  const auto in_scratch = [&](const std::string& name) { return scratch.path() / name; };

  SECTION("the target is a directory: the rename fails") {
    const auto target = in_scratch("db.pdb");
    std::filesystem::create_directory(target);
    const std::string name = target.string();
    CHECK_THAT(error_of([&] { rotation::search::save(database, target); }),
               Catch::Matchers::Matches(literally("pattern database '" + name +
                                                  "': cannot rename '" + name + ".partial-") +
                                        "[0-9]+' to it: Is a directory"));
    CHECK(names_in(scratch.path()) == std::vector<std::string>{"db.pdb"});
  }
  SECTION("the target's directory does not exist: the open fails") {
    const auto target = in_scratch("missing") / "db.pdb";
    const std::string name = target.string();
    CHECK_THAT(error_of([&] { rotation::search::save(database, target); }),
               Catch::Matchers::Matches(literally("pattern database '" + name +
                                                  "': cannot write '" + name + ".partial-") +
                                        "[0-9]+': No such file or directory"));
    CHECK(names_in(scratch.path()).empty());
  }
  SECTION("a path that names no file") {
    const auto directory = scratch.path() / "";  // ends in a separator
    CHECK(error_of([&] { rotation::search::save(database, directory); }) ==
          "pattern database '" + directory.string() + "': no file name");
    CHECK(names_in(scratch.path()).empty());
    const auto here = names_in(".");
    CHECK(error_of([&] { rotation::search::save(database, ""); }) ==
          "pattern database '': no file name");
    const auto after = names_in(".");
    for (const auto& name : after)  // clean up what a failing save leaves here
      if (!std::ranges::binary_search(here, name)) std::filesystem::remove(name);
    CHECK(after == here);
  }
#if ROTATION_HAS_POSIX_FILES
  SECTION("a write fails: the file would grow past the process's limit") {
    // Writes past RLIMIT_FSIZE fail with EFBIG (and SIGXFSZ, ignored here).
    struct Limit {
      rlimit old{};
      void (*old_handler)(int) = std::signal(SIGXFSZ, SIG_IGN);
      Limit() {
        getrlimit(RLIMIT_FSIZE, &old);
        rlimit small = old;
        small.rlim_cur = 1000;
        setrlimit(RLIMIT_FSIZE, &small);
      }
      Limit(const Limit&) = delete;
      Limit& operator=(const Limit&) = delete;
      ~Limit() {
        setrlimit(RLIMIT_FSIZE, &old);
        std::signal(SIGXFSZ, old_handler);
      }
    };
    const auto target = in_scratch("db.pdb");
    const std::string name = target.string();
    std::string message;
    {
      const Limit limit;
      message = error_of([&] { rotation::search::save(database, target); });
    }
    CHECK_THAT(message,
               Catch::Matchers::Matches(literally("pattern database '" + name +
                                                  "': cannot write '" + name + ".partial-") +
                                        "[0-9]+': File too large"));
    CHECK(names_in(scratch.path()).empty());
  }
#endif
  SECTION("a save that succeeds leaves its file alone") {
    rotation::search::save(database, in_scratch("db.pdb"));
    CHECK(names_in(scratch.path()) == std::vector<std::string>{"db.pdb"});
  }
}

TEST_CASE("pdb file: what a file holds reaches a message escaped and cut short", "[pdb]") {
  const ScratchDirectory scratch("escaped");
  SECTION("an id of 4096 bytes, with an escape sequence, a bell and newlines") {
    const std::string id = std::string("\x1b[31m") + "red" + "\a" + std::string(4087, '\n');
    REQUIRE(id.size() == 4096);
    const auto path = scratch.path() / "odd-id.pdb";
    const auto entries = build_pattern_database(Pancakes<7>{}).entries();
    rotation::search::save(PatternDatabase<8>(id, entries), path);
    // The first 80 bytes: 9 printable or escaped, then 71 newlines.
    std::string shown = "\\x1b[31mred\\x07";
    for (int i = 0; i < 71; ++i) shown += "\\x0a";
    CHECK(error_of([&] {
            static_cast<void>(rotation::search::load_pattern_database<8>(path, "pancakes 7", 5040));
          }) == "pattern database '" + path.string() + "': holds the database of '" + shown +
                    "...', expected 'pancakes 7'");
  }
  SECTION("a path with an escape character") {
    const auto path = scratch.path() / "bad\x1b[2Jname.pdb";
    CHECK(error_of([&] {
            static_cast<void>(rotation::search::load_pattern_database<8>(path, "pancakes 7", 5040));
          }) == "pattern database '" + scratch.path().string() +
                    "/bad\\x1b[2Jname.pdb': cannot open the file: No such file or directory");
  }
}

TEST_CASE("pdb file: a header promising more entries than any file holds is refused", "[pdb]") {
  // 2^64 - 1 entries of 8 bits take 2^61 words, 2^64 bytes: a byte count
  // computed in 64 bits wraps to 0, and the file of a header alone matches it.
  const ScratchDirectory scratch("absurd-count");
  const auto path = scratch.path() / "absurd.pdb";
  std::string header = "RTNPDB\r\n";
  const auto append = [&header](std::uint64_t value, int bytes) {
    for (int i = 0; i < bytes; ++i) header.push_back(static_cast<char>(value >> (8 * i) & 0xff));
  };
  append(1, 4);                                          // format version
  append(8, 4);                                          // entry bits
  append(std::numeric_limits<std::uint64_t>::max(), 8);  // entries
  append(4, 4);                                          // id length
  header += "huge";
  append(0, 8);  // checksum
  {
    std::ofstream out(path, std::ios::binary);
    out.write(header.data(), static_cast<std::streamsize>(header.size()));
  }
  CHECK(error_of([&] {
          static_cast<void>(rotation::search::load_pattern_database<8>(
              path, "huge", std::numeric_limits<std::uint64_t>::max()));
        }) == "pattern database '" + path.string() +
                  "': its header promises 18446744073709551615 entries of 8 bits, more than a "
                  "file holds (it has 40 bytes)");
}

// The checksum detects damage, not tampering: save() writes one that matches
// whatever entries it is given. What a load can check cheaply, it does.
TEST_CASE("pdb file: entries no build makes are refused, whatever the checksum says", "[pdb]") {
  const ScratchDirectory scratch("altered");
  const auto path = scratch.path() / "altered.pdb";
  const std::string name = path.string();
  SECTION("a goal's entry that is not 0, loaded with its abstraction") {
    const Pancakes<7> stack;
    auto entries = build_pattern_database(stack).entries();
    REQUIRE(stack.rank(stack.goals()[0]) == 0);
    entries.set(0, 5);
    rotation::search::save(PatternDatabase<8>(stack.id(), entries), path);
    CHECK(error_of([&] {
            static_cast<void>(rotation::search::load_pattern_database<8>(path, stack));
          }) == "pattern database '" + name +
                    "': the entry of a goal (0) is 5, not 0 (the file was altered)");
  }
  SECTION("the unused values after the last entry not all ones") {
    // 120 entries of 4 bits: 7 words and a half; the other half is padding.
    const Pancakes<5> stack;
    const auto built = build_pattern_database<4>(stack);
    std::vector<std::uint64_t> words(built.entries().words().begin(),
                                     built.entries().words().end());
    REQUIRE(words.size() == 8);
    REQUIRE(words.back() >> 32 == 0xffffffffU);
    words.back() &= 0x0000ffffffffffffULL;
    const rotation::search::PackedArray<4> entries(120, words);
    rotation::search::save(PatternDatabase<4>(stack.id(), entries), path);
    CHECK(error_of([&] {
            static_cast<void>(rotation::search::load_pattern_database<4>(path, stack.id(), 120));
          }) == "pattern database '" + name +
                    "': the unused values after the last entry are not all ones, as a save "
                    "leaves them (the file was altered)");
  }
  SECTION("an abstraction whose goal's entry is out of range") {
    struct GoalOutside : Pancakes<5> {
      static std::uint64_t entries() { return 120; }
      static std::uint64_t entry(const state_type& state) {
        return state == goals()[0] ? 120 : rank(state);
      }
    };
    rotation::search::save(build_pattern_database(Pancakes<5>{}), path);
    CHECK(error_of([&] {
            static_cast<void>(rotation::search::load_pattern_database<8>(path, GoalOutside{}));
          }) == "pattern database '" + name + "': a state's entry is 120, outside 0 to 119");
  }
  SECTION("the database as built still loads, with its abstraction too") {
    const Pancakes<7> stack;
    rotation::search::save(build_pattern_database(stack), path);
    CHECK(rotation::search::load_pattern_database<8>(path, stack).size() == 5040);
    const Pancakes<5> small;
    rotation::search::save(build_pattern_database<4>(small), path);
    CHECK(rotation::search::load_pattern_database<4>(path, small).size() == 120);
  }
}

TEST_CASE("combinators: sum_of adds, through_symmetry looks up the image", "[pdb]") {
  auto first = [](int x) { return x % 7; };
  auto second = [](int x) { return x / 7; };
  auto sum = rotation::search::sum_of(first, second);
  CHECK(sum(23) == 2 + 3);
  auto mirrored = rotation::search::through_symmetry([](int x) { return 100 - x; }, first);
  CHECK(mirrored(23) == 77 % 7);
}

// What a 32-bit target (wasm32) does with counts of 2^32 or more, checked here
// with a 32-bit size type; tests/wasm/check.sh runs the builder and the
// exact table of size 17 on wasm32 itself.
TEST_CASE("checked_size: a count its size type cannot index is refused", "[pdb]") {
  using rotation::detail::checked_size;
  const auto as_u32 = [](std::uint64_t count) {
    return checked_size<pattern_database_error, std::uint32_t>(count, "pattern database 'x'",
                                                               "states");
  };
  CHECK(as_u32(0) == 0);
  CHECK(as_u32(4294967295) == 4294967295U);
  CHECK_THROWS_MATCHES(as_u32(4294967296), pattern_database_error,
                       Catch::Matchers::Message("pattern database 'x': 4294967296 states, more "
                                                "than a 32-bit target can index (at most "
                                                "4294967295)"));
  CHECK_THROWS_MATCHES(as_u32(4294967360), pattern_database_error,
                       Catch::Matchers::Message("pattern database 'x': 4294967360 states, more "
                                                "than a 32-bit target can index (at most "
                                                "4294967295)"));
  CHECK_THROWS_MATCHES(
      (checked_size<rotation::too_large, std::uint16_t>(65536, "packed array", "values")),
      rotation::too_large,
      Catch::Matchers::Message(
          "packed array: 65536 values, more than a 16-bit target can index (at most 65535)"));
  // Every count fits a 64-bit size type.
  CHECK(checked_size<rotation::too_large, std::uint64_t>(std::numeric_limits<std::uint64_t>::max(),
                                                         "", "") ==
        std::numeric_limits<std::uint64_t>::max());
}
