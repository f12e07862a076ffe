// The sliding-tile puzzles' duplicate paths (rotation/sliding/duplicate_automaton.hpp):
// each forbidden word replayed beside its twin by a walk of this file's own,
// the words' order and minimality, and searches with the automaton against
// searches without it: the same first shortest paths, the same counts of
// shortest paths, fewer nodes.

#include <rotation/search/all_shortest.hpp>
#include <rotation/search/ida_star.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <random>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <rotation/sliding.hpp>
#include "catch.hpp"

namespace sliding = rotation::sliding;

namespace {

using Cell = std::pair<int, int>;

// Where every moved tile ends, and the blank, after the blank walks `moves`
// (R D U L) from (0, 0) on a board without edges; a tile is named by the cell
// it started on.
std::pair<Cell, std::map<Cell, Cell>> walk(const std::vector<std::uint8_t>& moves) {
  const int dx[4] = {1, 0, 0, -1};
  const int dy[4] = {0, 1, -1, 0};
  std::map<Cell, Cell> tile_at;  // cell -> the tile there, for cells walked over
  Cell blank{0, 0};
  for (const std::uint8_t m : moves) {
    const Cell next{blank.first + dx[m], blank.second + dy[m]};
    const auto found = tile_at.find(next);
    tile_at[blank] = found == tile_at.end() ? next : found->second;
    tile_at.erase(next);
    blank = next;
  }
  std::map<Cell, Cell> moved;
  for (const auto& [cell, tile] : tile_at)
    if (cell != tile) moved.emplace(cell, tile);
  return {blank, moved};
}

// The cells a blank's walk from (0, 0) visits lie within these.
struct Box {
  int min_x = 0;
  int max_x = 0;
  int min_y = 0;
  int max_y = 0;
  friend bool operator==(const Box&, const Box&) = default;
};
Box box_of(const std::vector<std::uint8_t>& moves) {
  const int dx[4] = {1, 0, 0, -1};
  const int dy[4] = {0, 1, -1, 0};
  Box box;
  int x = 0;
  int y = 0;
  for (const std::uint8_t m : moves) {
    x += dx[m];
    y += dy[m];
    box = {std::min(box.min_x, x), std::max(box.max_x, x), std::min(box.min_y, y),
           std::max(box.max_y, y)};
  }
  return box;
}

std::string letters(const std::vector<std::uint8_t>& moves) {
  std::string text;
  for (const std::uint8_t m : moves) text += "RDUL"[m];
  return text;
}

// The 8-puzzle (or any size) with the duplicate automaton, or without one.
template <int Side>
struct PrunedDomain : sliding::DomainOf<Side> {
  const sliding::DuplicateAutomaton<Side>* automaton = nullptr;
  std::uint32_t sequence_start(const sliding::BoardOf<Side>& board) const {
    return sliding::DuplicateAutomaton<Side>::start(board.blank);
  }
  std::int64_t sequence_next(std::uint32_t state, sliding::Slide slide, bool every) const {
    return automaton->next(state, static_cast<std::uint8_t>(slide), every);
  }
};

template <int Side>
sliding::BoardOf<Side> random_board(std::mt19937_64& rng) {
  constexpr std::size_t cells = static_cast<std::size_t>(Side) * Side;
  std::array<std::uint8_t, cells> tiles{};
  for (std::size_t i = 0; i < cells; ++i) tiles[i] = static_cast<std::uint8_t>(i);
  for (;;) {
    std::shuffle(tiles.begin(), tiles.end(), rng);
    const auto board = sliding::make_board(tiles);
    if (sliding::solvable(board)) return board;
  }
}

}  // namespace

TEST_CASE("sliding automaton: every word does what its twin does, which comes first", "[sliding]") {
  const auto words = sliding::forbidden_words(10);
  REQUIRE(words.size() > 300);
  std::set<std::string> all;
  for (const auto& word : words) all.insert(letters(word.moves));
  for (const auto& word : words) {
    INFO(letters(word.moves) << " and its twin " << letters(word.twin));
    CHECK(walk(word.moves) == walk(word.twin));
    // Shorter, or as long and earlier in move order.
    CHECK((word.twin.size() < word.moves.size() ||
           (word.twin.size() == word.moves.size() && word.twin < word.moves)));
    CHECK(word.shorter == (word.twin.size() < word.moves.size()));
    const auto [end, moved] = walk(word.moves);
    CHECK(end == Cell{word.end_x, word.end_y});
    const Box twin_box = box_of(word.twin);
    CHECK(twin_box == Box{word.twin_min_x, word.twin_max_x, word.twin_min_y, word.twin_max_y});
    // Least: no part of it is a word.
    const std::string text = letters(word.moves);
    for (std::size_t from = 0; from < text.size(); ++from)
      for (std::size_t length = 1; from + length <= text.size(); ++length)
        if (length < text.size()) CHECK(all.count(text.substr(from, length)) == 0);
  }
  // Of two moves: a move and its inverse, and no other.
  std::set<std::string> pairs;
  for (const auto& word : words)
    if (word.moves.size() == 2) pairs.insert(letters(word.moves));
  CHECK(pairs == std::set<std::string>{"DU", "LR", "RL", "UD"});
  // Around a square and back, 12 moves, puts every tile back: a part of it is a word.
  const std::vector<std::uint8_t> square = {0, 1, 3, 2, 0, 1, 3, 2, 0, 1, 3, 2};
  CHECK(walk(square).second.empty());
  CHECK(walk(square).first == Cell{0, 0});
  const std::string round = letters(square);
  bool has_word = false;
  for (std::size_t from = 0; from < round.size(); ++from)
    for (std::size_t length = 2; from + length <= round.size(); ++length)
      has_word = has_word || all.count(round.substr(from, length)) > 0;
  CHECK(has_word);
  // The words up to 8 moves are those found when looking no further.
  std::set<std::string> short_words;
  for (const auto& word : sliding::forbidden_words(8)) short_words.insert(letters(word.moves));
  std::set<std::string> of_ten;
  for (const auto& text : all)
    if (text.size() <= 8) of_ten.insert(text);
  CHECK(short_words == of_ten);
  CHECK_THROWS_AS(sliding::forbidden_words(1), std::invalid_argument);
}

TEST_CASE("sliding automaton: a word is refused where its twin fits, and only there", "[sliding]") {
  // On a 5 x 5 board, from a cell where a word and its twin fit, the word's
  // last move is refused; from one where the word fits and the twin does
  // not, it would be played.
  const auto words = sliding::forbidden_words(10);
  const sliding::DuplicateAutomaton<5> automaton(words);
  auto fits = [](const Box& box, int x, int y) {
    return x + box.min_x >= 0 && x + box.max_x < 5 && y + box.min_y >= 0 && y + box.max_y < 5;
  };
  int refused = 0;
  int played = 0;
  for (const auto& word : words) {
    const Box own = box_of(word.moves);
    const Box twin = box_of(word.twin);
    for (int cell = 0; cell < 25; ++cell) {
      const int x = cell % 5;
      const int y = cell / 5;
      if (!fits(own, x, y)) continue;
      auto state = static_cast<std::int64_t>(sliding::DuplicateAutomaton<5>::start(cell));
      for (std::size_t i = 0; i + 1 < word.moves.size(); ++i) {
        state = automaton.next(static_cast<std::uint32_t>(state), word.moves[i], false);
        REQUIRE(state >= 0);  // no part of a word is one
      }
      const auto last = automaton.next(static_cast<std::uint32_t>(state), word.moves.back(), false);
      if (fits(twin, x, y)) {
        CHECK(last < 0);
        ++refused;
      } else {
        CHECK(last >= 0);
        ++played;
      }
      // Counting every shortest path refuses only the words with a shorter twin.
      const auto counting =
          automaton.next(static_cast<std::uint32_t>(state), word.moves.back(), true);
      CHECK((counting < 0) == (word.shorter && fits(twin, x, y)));
    }
  }
  CHECK(refused > 1000);
  // Up to 10 moves, no twin walks out of the cells its word walks over: the
  // board's edge never spares a word (the rule is there for longer ones).
  CHECK(played == 0);
}

TEST_CASE("sliding automaton: the 8-puzzle's first shortest paths and counts, fewer nodes",
          "[sliding]") {
  const sliding::DuplicateAutomaton<3> automaton(10);
  PrunedDomain<3> pruned;
  pruned.automaton = &automaton;
  const sliding::DomainOf<3> plain;
  std::mt19937_64 rng(8008);
  std::uint64_t plain_nodes = 0;
  std::uint64_t pruned_nodes = 0;
  for (int i = 0; i < 150; ++i) {
    const auto board = random_board<3>(rng);
    const auto reference = rotation::search::ida_star(plain, board, sliding::Manhattan{});
    const auto answer = rotation::search::ida_star(pruned, board, sliding::Manhattan{});
    REQUIRE(answer.status == reference.status);
    CHECK(sliding::to_string(answer.path) == sliding::to_string(reference.path));
    CHECK(answer.stats.nodes_expanded <= reference.stats.nodes_expanded);
    plain_nodes += reference.stats.nodes_expanded;
    pruned_nodes += answer.stats.nodes_expanded;
    if (i % 10 == 0) {  // every shortest path: only words with a shorter twin are refused
      const auto all = rotation::search::count_shortest(plain, board, sliding::Manhattan{});
      const auto counted = rotation::search::count_shortest(pruned, board, sliding::Manhattan{});
      CHECK(counted.count == all.count);
      CHECK(counted.length == all.length);
    }
  }
  CHECK(pruned_nodes * 10 < plain_nodes * 9);  // a tenth fewer at the least
}

TEST_CASE("sliding automaton: the 15-puzzle near the edges, the same answers", "[sliding]") {
  // Boards a few moves from the goal, whose blank stays near the corner: the
  // words whose twins would leave the board must be played there.
  const auto& automaton = sliding::duplicate_pruning<4>();
  PrunedDomain<4> pruned;
  pruned.automaton = &automaton;
  const sliding::DomainOf<4> plain;
  std::mt19937_64 rng(1515);
  for (int i = 0; i < 300; ++i) {
    auto board = sliding::make_board(sliding::fifteen::goal_tiles);
    const auto walk_length = 4 + static_cast<int>(rng() % 30);
    for (int m = 0; m < walk_length; ++m) {
      const auto slides = plain.moves(board);
      plain.apply(board, slides[rng() % slides.size()]);
    }
    const auto reference = rotation::search::ida_star(plain, board, sliding::Manhattan{});
    const auto answer = rotation::search::ida_star(pruned, board, sliding::Manhattan{});
    REQUIRE(answer.status == reference.status);
    CHECK(sliding::to_string(answer.path) == sliding::to_string(reference.path));
  }
}
