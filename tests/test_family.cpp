// The # board family (rotation::HashTopology<L>, sizes 5, 7, 9, 11) against an
// independent reference (support/family_reference.hpp, which derives its own
// tables from the family's definition and includes no rotation header) and
// against published facts: size 5 has 12,870 boards, God's number 8 with 332
// boards needing it; the farthest placement of one symbol needs 9, 14, 21 and
// 27 moves on sizes 5, 7, 9 and 11.
//
// Size 5 is checked exhaustively: every board's answer, with each heuristic,
// against the reference's exact distance table. Sizes 9 and 11 are checked on
// seeded boards up to six moves from solved, against the reference's brute
// force. The default heuristic on sizes 9 and 11 needs a pattern database of
// distances up to 21 and 27 moves (beyond a 4-bit entry), with tables of 10.5
// and 77 million placements: those test cases have tags of their own, [pdb9]
// and [pdb11], to run or leave out by themselves.

#include <rotation/all_solutions.hpp>
#include <rotation/board.hpp>
#include <rotation/census.hpp>
#include <rotation/hash_topology.hpp>
#include <rotation/heuristics/line_distance.hpp>
#include <rotation/heuristics/misplaced_center.hpp>
#include <rotation/judge_format.hpp>
#include <rotation/move.hpp>
#include <rotation/pattern_database.hpp>
#include <rotation/search/max_of.hpp>
#include <rotation/solution.hpp>
#include <rotation/solve.hpp>

#include <algorithm>
#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <fstream>
#include <iterator>
#include <optional>
#include <random>
#include <set>
#include <span>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#if ROTATION_HAS_STOP_TOKEN
#include <stop_token>
#endif

#include "catch.hpp"
#include "family_reference.hpp"
#include "reference_solver.hpp"
#include "samples.hpp"

namespace {

namespace fr = family_reference;

using rotation::heuristics::LineDistance;
using rotation::heuristics::MisplacedCenter;
using rotation::search::max_of;

template <std::size_t L>
using Hash = rotation::HashTopology<L>;
template <std::size_t L>
using HashBoard = rotation::Board<Hash<L>>;

template <std::size_t L>
HashBoard<L> to_board(const fr::Cells& cells) {
  return HashBoard<L>(std::span<const int>(cells));
}

template <std::size_t L>
fr::Cells to_cells(const HashBoard<L>& board) {
  fr::Cells cells(HashBoard<L>::cell_count);
  for (std::size_t c = 0; c < cells.size(); ++c) cells[c] = board[c];
  return cells;
}

std::string describe(const rotation::search::Status status) {
  return std::string(rotation::search::to_string(status));
}

// Empty when the library's solution of `cells` is the reference's answer and
// replays to it; otherwise what differs, naming the board and both answers.
// The replay: the library's moves on the library's board leave a uniform
// center of the reported symbol, and the same moves on the reference's cells
// leave the same board.
template <std::size_t L>
std::string disagreement(const fr::Family& f, const fr::Cells& cells,
                         const rotation::Solution<Hash<L>>& solution, const fr::Answer& expected) {
  const std::string board_text = fr::text_of(cells);
  const std::string reference_text =
      "reference '" + expected.moves + "' (center " + std::to_string(expected.center_symbol) + ")";
  if (!solution.found())
    return "size " + std::to_string(L) + " board " + board_text + ": library " +
           describe(solution.status) + ", " + reference_text;
  const std::string moves = rotation::to_string(solution.moves);
  const int symbol = solution.center_symbol.value_or(0);
  const std::string library_text =
      "library '" + moves + "' (center " + std::to_string(symbol) + ")";
  std::string problem;
  auto note = [&problem](const std::string& what) {
    problem += (problem.empty() ? "" : "; ") + what;
  };
  if (moves != expected.moves || symbol != expected.center_symbol) note("the answers differ");

  HashBoard<L> end = to_board<L>(cells);
  end.apply(solution.moves);
  if (!end.is_solved() || end.center_symbol() != solution.center_symbol)
    note("the library's replay does not end on a uniform center of its symbol");
  fr::Cells reference_end = cells;
  fr::apply(f, reference_end, moves);
  if (to_cells<L>(end) != reference_end || fr::center_symbol(f, reference_end) != symbol)
    note("the replays differ");

  if (problem.empty()) return problem;
  return "size " + std::to_string(L) + " board " + board_text + ": " + library_text + ", " +
         reference_text + ": " + problem;
}

// Collects disagreements; a failed check shows how many and the first few.
class Disagreements {
 public:
  void add(const std::string& problem) {
    if (problem.empty()) return;
    if (++count_ <= 10) first_ += problem + "\n";
  }
  std::size_t count() const { return count_; }
  const std::string& first() const { return first_; }

 private:
  std::size_t count_ = 0;
  std::string first_;
};

#define CHECK_NO_DISAGREEMENTS(d) \
  do {                            \
    INFO((d).first());            \
    CHECK((d).count() == 0u);     \
  } while (false)

// The integers of a line of text.
std::vector<int> numbers(const std::string& text) {
  std::istringstream in(text);
  std::vector<int> result;
  for (int n; in >> n;) result.push_back(n);
  return result;
}

std::string file_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  INFO(path);
  REQUIRE(in.good());
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

const std::string sample_dir = ROTATION_SAMPLE_DIR;

// The boards of a judge input file, read without the library: a board per
// line, up to the line "0".
std::vector<fr::Cells> sample_boards(const std::string& name) {
  std::istringstream in(file_text(sample_dir + "/" + name));
  std::vector<fr::Cells> boards;
  for (std::string line; std::getline(in, line) && line != "0";) boards.push_back(numbers(line));
  return boards;
}

// The answers in judge format, as the reference writes them.
std::string judge_text(const std::vector<fr::Answer>& answers) {
  std::string text;
  for (const fr::Answer& answer : answers)
    text += (answer.moves.empty() ? "No moves needed" : answer.moves) + "\n" +
            std::to_string(answer.center_symbol) + "\n";
  return text;
}

// The library's answers to a judge input file with a heuristic, in judge format.
template <std::size_t L, class Heuristic>
std::string library_answers(const std::string& name, const Heuristic& heuristic) {
  std::ifstream in(sample_dir + "/" + name, std::ios::binary);
  rotation::JudgeReader<Hash<L>> reader(in);
  std::ostringstream out;
  while (const auto board = reader.next()) {
    const auto solution = rotation::solve(*board, heuristic);
    REQUIRE(solution.found());
    HashBoard<L> end = *board;
    end.apply(solution.moves);
    CHECK(end.is_solved());
    CHECK(end.center_symbol() == solution.center_symbol);
    rotation::write_answer(out, solution);
  }
  return out.str();
}

// Library tables against the reference's, for one size.
template <std::size_t L>
void check_tables() {
  using T = Hash<L>;
  const fr::Family f = fr::family(static_cast<int>(L));
  INFO("size " << L);
  CHECK(static_cast<int>(T::cell_count) == f.cell_count);
  CHECK(T::symbol_count == f.symbol_count);
  CHECK(static_cast<int>(HashBoard<L>::cell_count) == f.cell_count);
  CHECK(HashBoard<L>::symbol_count == f.symbol_count);
  REQUIRE(T::lines.size() == 8);
  for (std::size_t m = 0; m < 8; ++m) {
    INFO("move " << static_cast<char>('A' + m));
    CHECK(std::vector<int>(T::lines[m].begin(), T::lines[m].end()) == f.lines[m]);
    CHECK(rotation::Move<T>::from_index(m).letter() == static_cast<char>('A' + m));
  }
  std::vector<int> center(T::center.begin(), T::center.end());
  std::sort(center.begin(), center.end());
  CHECK(center == f.center);
  REQUIRE(T::layout.size() == f.square.size());
  for (std::size_t c = 0; c < T::layout.size(); ++c) {
    INFO("cell " << c);
    CHECK(fr::Square{T::layout[c].row, T::layout[c].column} == f.square[c]);
  }
}

// Every move on the library's boards against the reference's apply, on
// seeded boards (each a solved board scrambled by 40 moves); also undo, the
// goal test, the per-symbol cell sets and the board's text.
template <std::size_t L>
void check_moves(std::uint64_t seed) {
  const fr::Family f = fr::family(static_cast<int>(L));
  INFO("size " << L);
  std::mt19937_64 rng(seed);
  for (int i = 0; i < 20; ++i) {
    const fr::Cells cells = fr::scrambled_board(f, rng, 40);
    REQUIRE(fr::is_board(f, cells));
    const std::string board_text = fr::text_of(cells);
    CAPTURE(board_text);
    const HashBoard<L> board = HashBoard<L>::parse(board_text);
    CHECK(to_cells<L>(board) == cells);
    CHECK(rotation::to_string(board) == board_text);
    CHECK(board.center_symbol().value_or(0) == fr::center_symbol(f, cells));
    for (int s = 1; s <= f.symbol_count; ++s) {
      std::uint64_t expected = 0;
      for (std::size_t c = 0; c < cells.size(); ++c)
        if (cells[c] == s) expected |= std::uint64_t{1} << c;
      CHECK(static_cast<std::uint64_t>(board.cells_of(s)) == expected);
    }
    for (int m = 0; m < fr::move_count; ++m) {
      INFO("move " << static_cast<char>('A' + m));
      const auto move = rotation::Move<Hash<L>>::from_index(static_cast<std::size_t>(m));
      HashBoard<L> moved = board;
      moved.apply(move);
      fr::Cells expected = cells;
      fr::apply(f, expected, m);
      CHECK(to_cells<L>(moved) == expected);
      moved.undo(move);
      CHECK(moved == board);
    }
  }
}

// Seeded boards of one size with their reference answers: 2 solved boards and
// 6 at each distance 1..6. A board at distance d is a solved board scrambled
// by d moves, kept when the reference finds no shorter answer.
struct Scrambled {
  fr::Family family;
  std::vector<fr::Cells> boards;
  std::vector<fr::Answer> answers;
};

Scrambled scrambled(int size, std::uint64_t seed) {
  Scrambled result{fr::family(size), {}, {}};
  std::mt19937_64 rng(seed);
  for (int distance = 0; distance <= 6; ++distance) {
    const int wanted = distance == 0 ? 2 : 6;
    int draws = 0;
    for (int kept = 0; kept < wanted;) {
      REQUIRE(++draws < 1'000);
      const fr::Cells cells = fr::scrambled_board(result.family, rng, distance);
      const auto answer = fr::solve_within(result.family, cells, distance);
      INFO(fr::text_of(cells));
      REQUIRE(answer.has_value());  // a scramble of d moves is at most d from solved
      REQUIRE(answer->center_symbol != 0);
      if (static_cast<int>(answer->moves.size()) != distance) continue;
      result.boards.push_back(cells);
      result.answers.push_back(*answer);
      ++kept;
    }
  }
  return result;
}

// The scrambled boards of size L solved with a heuristic, against the reference.
template <std::size_t L, class Heuristic>
void check_scrambled(const Scrambled& set, const Heuristic& heuristic, const char* name) {
  INFO("size " << L << ", " << name);
  Disagreements disagreements;
  for (std::size_t i = 0; i < set.boards.size(); ++i) {
    const auto solution = rotation::solve(to_board<L>(set.boards[i]), heuristic);
    disagreements.add(disagreement<L>(set.family, set.boards[i], solution, set.answers[i]));
  }
  CHECK_NO_DISAGREEMENTS(disagreements);
}

constexpr std::uint64_t seed9 = 0xfa'0009;
constexpr std::uint64_t seed11 = 0xfa'0011;

// Every size-5 board solved with a heuristic, against the reference's table;
// returns how many answers have each length, by the library.
template <class Heuristic>
std::vector<int> check_every_size5_board(const Heuristic& heuristic) {
  const fr::Size5& reference = fr::size5();
  const fr::Family& f = reference.tables();
  REQUIRE(reference.boards().size() == 12'870);
  Disagreements disagreements;
  std::vector<int> lengths;
  for (const fr::Mask5 mask : reference.boards()) {
    const fr::Cells cells = fr::cells_of(mask);
    const auto solution = rotation::solve(to_board<5>(cells), heuristic);
    disagreements.add(disagreement<5>(f, cells, solution, reference.answer(mask)));
    const std::size_t length = solution.moves.size();
    if (lengths.size() <= length) lengths.resize(length + 1, 0);
    ++lengths[length];
  }
  CHECK_NO_DISAGREEMENTS(disagreements);
  return lengths;
}

}  // namespace

// ---------------------------------------------------------------------------
// The reference, checked on its own before it is trusted.

TEST_CASE("family reference: sizes 5 and 7 have the published tables", "[family][reference]") {
  // Size 7 is the standard board: reference_solver.hpp holds its eight lines
  // and its center as the puzzle states them.
  const fr::Family f7 = fr::family(7);
  for (std::size_t m = 0; m < 8; ++m) {
    INFO("move " << static_cast<char>('A' + m));
    CHECK(f7.lines[m] == std::vector<int>(reference::lines[m].begin(), reference::lines[m].end()));
  }
  CHECK(f7.center == std::vector<int>(reference::center.begin(), reference::center.end()));

  const fr::Family f5 = fr::family(5);
  CHECK(f5.lines[0] == std::vector<int>{0, 3, 7, 10, 14});    // A
  CHECK(f5.lines[1] == std::vector<int>{1, 5, 8, 12, 15});    // B
  CHECK(f5.lines[2] == std::vector<int>{6, 5, 4, 3, 2});      // C
  CHECK(f5.lines[3] == std::vector<int>{13, 12, 11, 10, 9});  // D
  CHECK(f5.center == std::vector<int>{3, 4, 5, 7, 8, 10, 11, 12});

  const std::array<int, 4> sizes{5, 7, 9, 11};
  const std::array<int, 4> cells{16, 24, 32, 40};
  const std::array<int, 4> symbols{2, 3, 4, 5};
  for (std::size_t i = 0; i < sizes.size(); ++i) {
    const fr::Family f = fr::family(sizes[i]);
    INFO("size " << sizes[i]);
    CHECK(f.cell_count == cells[i]);
    CHECK(f.symbol_count == symbols[i]);
    CHECK(f.center.size() == 8u);
    CHECK(static_cast<int>(f.square.size()) == f.cell_count);
  }
}

TEST_CASE("family reference: moves are L-cycles, undone by their reversals",
          "[family][reference]") {
  constexpr std::string_view inverse_of = "FEHGBADC";
  for (int size : {5, 7, 9, 11}) {
    const fr::Family f = fr::family(size);
    INFO("size " << size);
    std::mt19937_64 rng(0xfa'0001 + static_cast<std::uint64_t>(size));
    const fr::Cells start = fr::scrambled_board(f, rng, 30);
    for (int move = 0; move < fr::move_count; ++move) {
      INFO("move " << static_cast<char>('A' + move));
      const auto inverse =
          static_cast<std::size_t>(inverse_of[static_cast<std::size_t>(move)] - 'A');
      const auto& line = f.lines[static_cast<std::size_t>(move)];
      CHECK(std::equal(line.begin(), line.end(), f.lines[inverse].rbegin()));
      fr::Cells cells = start;
      fr::apply(f, cells, move);
      CHECK(cells != start);
      fr::apply(f, cells, static_cast<int>(inverse));
      CHECK(cells == start);
      for (int k = 1; k < size; ++k) {
        fr::apply(f, cells, move);
        CHECK(cells != start);
      }
      fr::apply(f, cells, move);
      CHECK(cells == start);
    }
  }
}

TEST_CASE("family reference: the brute force reproduces the short standard-board answers",
          "[family][reference]") {
  const fr::Family f7 = fr::family(7);
  int short_ones = 0;
  for (const samples::Sample& sample : samples::all) {
    if (sample.moves.size() > 6) continue;
    CAPTURE(sample.board);
    ++short_ones;
    const auto cells = samples::cells(sample.board);
    const auto answer = fr::solve_within(f7, fr::Cells(cells.begin(), cells.end()), 6);
    REQUIRE(answer.has_value());
    CHECK(answer->moves == sample.moves);
    CHECK(answer->center_symbol == sample.center_symbol);
  }
  CHECK(short_ones == 3);
  // DDHH needs four moves: not found within three.
  const auto cells = samples::cells(samples::all[1].board);
  CHECK_FALSE(fr::solve_within(f7, fr::Cells(cells.begin(), cells.end()), 3).has_value());
}

TEST_CASE("family reference: size 5 has 12,870 boards, God's number 8, 332 boards at 8",
          "[family][reference]") {
  const fr::Size5& reference = fr::size5();
  CHECK(reference.boards().size() == 12'870u);
  CHECK(reference.gods_number() == 8);
  REQUIRE(reference.boards_at().size() == 9u);
  CHECK(reference.boards_at()[8] == 332u);
  CHECK(reference.boards_at()[0] == 2u);  // symbol 1 or symbol 2 in the center
  std::uint64_t total = 0;
  for (std::uint64_t n : reference.boards_at()) total += n;
  CHECK(total == 12'870u);
  // The one-symbol facts: C(cells, 8) placements, the farthest 9 and 14 moves.
  const fr::PlacementCensus five = fr::placement_census(reference.tables());
  CHECK(five.placements == 12'870u);
  CHECK(five.farthest == 9);
  const fr::PlacementCensus seven = fr::placement_census(fr::family(7));
  CHECK(seven.placements == 735'471u);
  CHECK(seven.farthest == 14);
}

TEST_CASE("family reference: on size 5 the table's answers are the brute force's",
          "[family][reference]") {
  // The brute force only looks 6 moves deep, and costs up to 8^6 strings a
  // board: every board up to 4 moves from solved, every 4th board at 5, every
  // 32nd at 6, and every 128th at 7 and 8 (where it must find nothing). The
  // solution counts by brute force: every board up to 3 moves, every 8th at 4.
  const fr::Size5& reference = fr::size5();
  const fr::Family& f = reference.tables();
  constexpr std::array<std::size_t, 9> answer_stride{1, 1, 1, 1, 1, 4, 32, 128, 128};
  constexpr std::array<std::size_t, 5> count_stride{1, 1, 1, 1, 8};
  std::array<std::size_t, 9> seen{};
  std::array<std::size_t, 9> compared{};
  Disagreements disagreements;
  for (const fr::Mask5 mask : reference.boards()) {
    const int distance = reference.distance(mask);
    REQUIRE(distance >= 0);
    REQUIRE(distance <= 8);
    const auto d = static_cast<std::size_t>(distance);
    const std::size_t index = seen[d]++;
    if (index % answer_stride[d] != 0) continue;
    ++compared[d];
    const fr::Cells cells = fr::cells_of(mask);
    const auto brute = fr::solve_within(f, cells, 6);
    const fr::Answer answer = reference.answer(mask);
    if (answer.moves.size() != d || (distance <= 6 ? brute != answer : brute.has_value()))
      disagreements.add("board " + fr::text_of(cells) + " at " + std::to_string(distance) +
                        ": table '" + answer.moves + "', brute force '" +
                        (brute ? brute->moves : "none") + "'");
    if (d >= count_stride.size() || index % count_stride[d] != 0) continue;
    // Every string of `distance` moves, as an odometer over A..H.
    std::uint64_t count = 0;
    std::vector<int> path(d, 0);
    while (true) {
      fr::Cells end = cells;
      for (int m : path) fr::apply(f, end, m);
      if (fr::center_symbol(f, end) != 0) ++count;
      std::size_t k = 0;
      while (k < path.size() && ++path[k] == fr::move_count) path[k++] = 0;
      if (k == path.size()) break;
    }
    if (count != reference.solution_count(mask))
      disagreements.add("board " + fr::text_of(cells) + ": table " +
                        std::to_string(reference.solution_count(mask)) +
                        " shortest strings, brute force " + std::to_string(count));
  }
  for (std::size_t d = 0; d < compared.size(); ++d) {
    INFO("distance " << d);
    CHECK(compared[d] > 0u);
  }
  CHECK_NO_DISAGREEMENTS(disagreements);
}

TEST_CASE("family reference: the published size-5 sample answers", "[family][reference][sample]") {
  const fr::Size5& reference = fr::size5();
  std::vector<fr::Answer> answers;
  for (const fr::Cells& cells : sample_boards("size5_sample.in")) {
    REQUIRE(fr::is_board(reference.tables(), cells));
    answers.push_back(reference.answer(fr::mask_of(cells)));
  }
  CHECK(answers.size() == 6u);
  CHECK(judge_text(answers) == file_text(sample_dir + "/size5_sample.out"));
}

// ---------------------------------------------------------------------------
// The library against the reference.

TEST_CASE("family: the generated tables of sizes 5, 7, 9 and 11 are the reference's",
          "[family][topology]") {
  check_tables<5>();
  check_tables<7>();
  check_tables<9>();
  check_tables<11>();
  STATIC_REQUIRE(std::same_as<rotation::StandardTopology, Hash<7>>);
}

TEST_CASE("family: moves on boards of sizes 5, 7, 9 and 11 are the reference's", "[family][move]") {
  check_moves<5>(0xfa'0105);
  check_moves<7>(0xfa'0107);
  check_moves<9>(0xfa'0109);
  check_moves<11>(0xfa'0111);
}

TEST_CASE("family: size 5, every board: the default solve() gives the reference's answer",
          "[family][size5]") {
  const std::vector<int> lengths = check_every_size5_board(rotation::DefaultHeuristic<Hash<5>>{});
  // God's number and the boards that need it, by the library's answers.
  CHECK(lengths.size() == 9u);
  CHECK(lengths.back() == 332);
}

TEST_CASE("family: size 5, every board: solve() with MisplacedCenter gives the reference's answer",
          "[family][size5]") {
  const std::vector<int> lengths = check_every_size5_board(MisplacedCenter{});
  CHECK(lengths.size() == 9u);
  CHECK(lengths.back() == 332);
}

TEST_CASE("family: size 5, every board: solve() with LineDistance gives the reference's answer",
          "[family][size5]") {
  const std::vector<int> lengths = check_every_size5_board(LineDistance{});
  CHECK(lengths.size() == 9u);
  CHECK(lengths.back() == 332);
}

TEST_CASE("family: size 5, every board: count_solutions() is the reference's count",
          "[family][size5]") {
  const fr::Size5& reference = fr::size5();
  Disagreements disagreements;
  for (const fr::Mask5 mask : reference.boards()) {
    const fr::Cells cells = fr::cells_of(mask);
    const auto enumeration = rotation::count_solutions(to_board<5>(cells));
    if (!enumeration.found() || enumeration.length != reference.distance(mask) ||
        enumeration.count != reference.solution_count(mask))
      disagreements.add("board " + fr::text_of(cells) + ": library " +
                        std::to_string(enumeration.count) + " strings of " +
                        std::to_string(enumeration.length.value_or(-1)) + " moves, reference " +
                        std::to_string(reference.solution_count(mask)) + " of " +
                        std::to_string(reference.distance(mask)));
  }
  CHECK_NO_DISAGREEMENTS(disagreements);
}

TEST_CASE("family: size 5, the hardest boards are the reference's 332 at 8 moves",
          "[family][size5][census]") {
  const fr::Size5& reference = fr::size5();
  std::set<fr::Mask5> expected;
  for (const fr::Mask5 mask : reference.boards())
    if (reference.distance(mask) == 8) expected.insert(mask);
  REQUIRE(expected.size() == 332u);

  const auto hardest = rotation::hardest_boards<Hash<5>>();
  CHECK(hardest.moves == 8);
  std::set<fr::Mask5> found;
  for (const auto& board : hardest.boards) found.insert(fr::mask_of(to_cells<5>(board)));
  CHECK(hardest.boards.size() == 332u);
  CHECK(found == expected);
  // The farthest single placement: 9 moves (published).
  CHECK(rotation::PatternDatabase<Hash<5>>::instance().max_distance() == 9);
  CHECK(rotation::PatternDatabase<Hash<7>>::instance().max_distance() == 14);
}

TEST_CASE("family: the size-5 sample answers, by the default solve()", "[family][size5][sample]") {
  CHECK(library_answers<5>("size5_sample.in", rotation::DefaultHeuristic<Hash<5>>{}) ==
        file_text(sample_dir + "/size5_sample.out"));
}

// IDA* over whole boards with LineDistance takes at most about 60 ms for any of
// these in Release (9 to 13 moves each); on size 11 a sample board takes up to
// 1.5 s, so the size-11 samples are solved by the default only, below.
TEST_CASE("family: the size-9 sample answers, by solve() with LineDistance",
          "[family][size9][sample]") {
  CHECK(library_answers<9>("size9_sample.in", LineDistance{}) ==
        file_text(sample_dir + "/size9_sample.out"));
}

TEST_CASE(
    "family: size 9, boards up to 6 moves from solved: LineDistance and max_of give the "
    "reference's answer",
    "[family][size9]") {
  const Scrambled set = scrambled(9, seed9);
  CHECK(set.boards.size() == 38u);
  check_scrambled<9>(set, LineDistance{}, "LineDistance");
  check_scrambled<9>(set, max_of(LineDistance{}, MisplacedCenter{}),
                     "max_of(LineDistance, MisplacedCenter)");
}

TEST_CASE(
    "family: size 11, boards up to 6 moves from solved: LineDistance and max_of give the "
    "reference's answer",
    "[family][size11]") {
  const Scrambled set = scrambled(11, seed11);
  CHECK(set.boards.size() == 38u);
  check_scrambled<11>(set, LineDistance{}, "LineDistance");
  check_scrambled<11>(set, max_of(LineDistance{}, MisplacedCenter{}),
                      "max_of(LineDistance, MisplacedCenter)");
}

// The default heuristic on sizes 9 and 11, against the same boards and the
// published samples. The first use of each builds its pattern database (the
// size-11 one, of 77 million placements, takes most of that test's time).
// Their entries hold distances modulo 15, not the distances: answers come from walks.
TEST_CASE("family: size 9, the default solve(): the reference's answers and the published samples",
          "[family][pdb9]") {
  CHECK(rotation::PatternDatabase<Hash<9>>::instance().max_distance() == 21);
  const Scrambled set = scrambled(9, seed9);
  check_scrambled<9>(set, rotation::DefaultHeuristic<Hash<9>>{}, "the default");
  CHECK(library_answers<9>("size9_sample.in", rotation::DefaultHeuristic<Hash<9>>{}) ==
        file_text(sample_dir + "/size9_sample.out"));
}

TEST_CASE("family: size 11, the default solve(): the reference's answers and the published samples",
          "[family][pdb11]") {
  CHECK(rotation::PatternDatabase<Hash<11>>::instance().max_distance() == 27);
  const Scrambled set = scrambled(11, seed11);
  check_scrambled<11>(set, rotation::DefaultHeuristic<Hash<11>>{}, "the default");
  CHECK(library_answers<11>("size11_sample.in", rotation::DefaultHeuristic<Hash<11>>{}) ==
        file_text(sample_dir + "/size11_sample.out"));
}

// On size 9 the table's entries are residues modulo 15, not distances: every
// optimal solution comes from a search over boards that carry their distances
// (one look-up per symbol and move), and the count must be the one of a search
// with a bound of its own (LineDistance).
TEST_CASE("family: size 9, all optimal solutions through carried distances", "[family][pdb9]") {
  REQUIRE_FALSE(rotation::PatternDatabase<Hash<9>>::instance().exact_entries());
  const fr::Family f = fr::family(9);
  std::mt19937_64 rng(99);
  for (int i = 0; i < 12; ++i) {
    const fr::Cells cells = fr::scrambled_board(f, rng, 1 + i % 5);
    const HashBoard<9> board = HashBoard<9>::parse(fr::text_of(cells));
    CAPTURE(fr::text_of(cells));
    const auto exact = rotation::count_solutions(board);
    const auto by_lines = rotation::count_solutions(board, rotation::heuristics::LineDistance{});
    REQUIRE(exact.found());
    CHECK(exact.count == by_lines.count);
    CHECK(exact.length == by_lines.length);
    // A neighbour's distance from the current one, against a fresh walk.
    const auto& table = rotation::PatternDatabase<Hash<9>>::instance();
    for (int s = 1; s <= f.symbol_count; ++s) {
      const auto placement = rotation::Placement<Hash<9>>::of(board, s);
      const int known = table.distance(placement);
      for (const auto move : rotation::Move<Hash<9>>::all()) {
        auto next = placement;
        next.apply(move);
        CHECK(table.distance_next_to(next, known) == table.distance(next));
      }
    }
  }
}

// The walks that solve() takes with the exact table honour the options as the
// driver does: a search over placements with the same exact bound, through a
// heuristic of another type, is the reference here.
namespace {
template <std::size_t L>
struct ExactByDriver {
  static constexpr bool bounds_placements = true;
  rotation::heuristics::ExactDistance<Hash<L>> exact;
  int operator()(const rotation::Placement<Hash<L>>& placement) const { return exact(placement); }
};

// Returns the most passes the walks took on one of the boards.
template <std::size_t L>
int check_walk_options(const std::vector<fr::Cells>& boards) {
  int most_passes = 0;
  for (const fr::Cells& cells : boards) {
    const HashBoard<L> board = HashBoard<L>::parse(fr::text_of(cells));
    CAPTURE(fr::text_of(cells));
    const auto walks = rotation::solve(board);
    const auto driver = rotation::solve(board, ExactByDriver<L>{});
    REQUIRE(walks.found());
    CHECK(walks.moves == driver.moves);
    most_passes = std::max(most_passes, walks.stats.passes);
    const int length = static_cast<int>(walks.moves.size());
    for (const int depth : {-1, length - 1, length}) {
      rotation::search::Options options;
      options.max_depth = depth;
      CAPTURE(depth);
      CHECK(rotation::solve(board, {}, options).status ==
            rotation::solve(board, ExactByDriver<L>{}, options).status);
    }
    // A budget of no node solves a solved board, and nothing else; a budget of the walks'
    // steps is enough, one fewer is not.
    rotation::search::Options budget;
    budget.node_budget = 0;
    CHECK(rotation::solve(board, {}, budget).found() == (length == 0));
    budget.node_budget = walks.stats.nodes_expanded;
    CHECK(rotation::solve(board, {}, budget).moves == walks.moves);
    if (length > 0) {
      budget.node_budget = walks.stats.nodes_expanded - 1;
      CHECK(rotation::solve(board, {}, budget).status == rotation::search::Status::budget_exceeded);
    }
#if ROTATION_HAS_STOP_TOKEN  // (not in every standard library; see detail/config.hpp)
    // A stop requested before the first pass stops any board that needs a move.
    std::stop_source source;
    source.request_stop();
    rotation::search::Options stopped;
    stopped.stop = source.get_token();
    CHECK(rotation::solve(board, {}, stopped).status ==
          (length == 0 ? rotation::search::Status::found : rotation::search::Status::stopped));
#endif
    CHECK(rotation::PatternDatabase<Hash<L>>::instance().distance_within(
              rotation::Placement<Hash<L>>::of(board, 1), -1) == std::nullopt);
  }
  return most_passes;
}

// Uniformly random boards of the size: a solved board's cells shuffled.
std::vector<fr::Cells> uniform_family_boards(int size, std::uint64_t seed, int count) {
  const fr::Family f = fr::family(size);
  std::mt19937_64 rng(seed);
  std::vector<fr::Cells> boards;
  for (int i = 0; i < count; ++i) {
    fr::Cells cells = fr::random_solved_board(f, rng);
    std::shuffle(cells.begin(), cells.end(), rng);
    boards.push_back(std::move(cells));
  }
  return boards;
}
}  // namespace

TEST_CASE("family: size 9, the walks honour max_depth, node_budget and the stop token",
          "[family][pdb9]") {
  const fr::Family f = fr::family(9);
  std::mt19937_64 rng(909);
  std::vector<fr::Cells> boards = uniform_family_boards(9, 910, 6);
  boards.reserve(boards.size() + 6);
  for (int i = 0; i < 6; ++i) boards.push_back(fr::scrambled_board(f, rng, i));
  // Size 9's bound is every placement's distance: one pass a board.
  CHECK(check_walk_options<9>(boards) == 1);
}

// Size 11's bound is below the distance on 1% of placements: a walk from one of them, taken
// first for its low bound, raises it and opens a new pass.
TEST_CASE(
    "family: size 11, the default solve's walks honour max_depth, node_budget and the stop token",
    "[family][pdb11]") {
  CHECK(check_walk_options<11>(uniform_family_boards(11, 1111, 60)) > 1);
}

#if ROTATION_LARGE_SIZE_TESTS
// Sizes 13 to 17: the default solve() against the reference on boards up to 6 moves from
// solved (each answer of the reference a brute force), and size 13's samples. Hidden tests
// (the tables take 189 MB and about 17 s on size 13, 355 MB and a minute or two on 15, 1.1 GB
// and several minutes on 17): tests/CMakeLists.txt runs size 13 as `family.size13` (label
// `once`: the default preset), and sizes 15 and 17 as `family.size15` and `family.size17`
// (label `large`: no preset runs them; `ctest --test-dir build/default -L large` does).
template <std::size_t L>
void check_large_size(std::uint64_t seed) {
  check_tables<L>();
  check_moves<L>(seed);
  const Scrambled set = scrambled(static_cast<int>(L), seed);
  CHECK(set.boards.size() == 38u);
  check_scrambled<L>(set, rotation::DefaultHeuristic<Hash<L>>{}, "the default");
}

TEST_CASE("family: size 13, the default solve(): the reference's answers and the samples",
          "[.][size13]") {
  check_large_size<13>(0xfa'0013);
  CHECK(library_answers<13>("size13_sample.in", rotation::DefaultHeuristic<Hash<13>>{}) ==
        file_text(sample_dir + "/size13_sample.out"));
}

TEST_CASE("family: size 15, the default solve(): the reference's answers", "[.][size15]") {
  check_large_size<15>(0xfa'0015);
}

TEST_CASE("family: size 17, the default solve(): the reference's answers", "[.][size17]") {
  check_large_size<17>(0xfa'0017);
}
#endif  // ROTATION_LARGE_SIZE_TESTS
