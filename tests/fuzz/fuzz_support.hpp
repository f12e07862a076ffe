#pragma once

// Shared by the fuzz harnesses: failing loudly, the checks every error message
// must pass, and small references written from the puzzle statement (the board,
// the move table, the judge's line format) rather than from the library, so
// that the harnesses compare the library against an independent reading of
// the rules.
//
// A violated invariant prints what went wrong and aborts: libFuzzer reports
// the abort as a crash and saves the input.

#include <rotation/rotation.hpp>

#include "reference_solver.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rotation_fuzz {

inline constexpr std::size_t cell_count = 24;
inline constexpr std::size_t move_count = 8;
inline constexpr int symbol_count = 3;
inline constexpr int blocks_per_symbol = 8;
// No board needs more than 13 moves (README: the 192 hardest boards).
inline constexpr std::size_t longest_solution = 13;
// Messages quote at most 24 characters of a token; anything far longer than
// this means raw input is being echoed.
inline constexpr std::size_t longest_message = 256;

using Symbols = std::array<int, cell_count>;

// Text as it can be printed safely: printable ASCII kept, a backslash doubled,
// every other byte as \xNN.
inline std::string escaped(std::string_view text) {
  constexpr char hex[] = "0123456789abcdef";
  std::string out;
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '\\') {
      out += "\\\\";
    } else if (byte >= 0x20 && byte < 0x7f) {
      out.push_back(c);
    } else {
      out += "\\x";
      out.push_back(hex[byte >> 4]);
      out.push_back(hex[byte & 0xf]);
    }
  }
  return out;
}

[[noreturn]] inline void fail(std::string_view what, std::string_view detail = {}) {
  const std::string text = escaped(what);
  const std::string more = escaped(detail);
  std::fprintf(stderr, "\n*** fuzz invariant violated: %s%s%s\n", text.c_str(),
               more.empty() ? "" : ": ", more.c_str());
  std::abort();
}

inline void expect(bool ok, std::string_view what, std::string_view detail = {}) {
  if (!ok) fail(what, detail);
}

// Every message of a rotation::input_error: non-empty, printable ASCII only
// (no raw input bytes), short.
inline void check_message(const std::exception& error) {
  const std::string_view message = error.what();
  expect(!message.empty(), "input_error with an empty message");
  expect(message.size() <= longest_message, "input_error message too long", message);
  for (const char c : message) {
    const auto byte = static_cast<unsigned char>(c);
    expect(byte >= 0x20 && byte < 0x7f, "input_error message holds a non-printable byte", message);
  }
}

inline bool starts_with(std::string_view text, std::string_view prefix) {
  return text.substr(0, prefix.size()) == prefix;
}

// The whitespace of the judge format: the C locale's isspace.
inline bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

inline std::string_view trimmed(std::string_view text) {
  while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
  while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
  return text;
}

// The board a text names, if it names one: exactly 24 whitespace-separated
// tokens, each "1", "2" or "3", eight of each.
inline std::optional<Symbols> reference_parse_board(std::string_view text) {
  Symbols symbols{};
  std::array<int, symbol_count + 1> counts{};
  std::size_t tokens = 0;
  std::size_t pos = 0;
  while (true) {
    while (pos < text.size() && is_space(text[pos])) ++pos;
    if (pos == text.size()) break;
    const std::size_t start = pos;
    while (pos < text.size() && !is_space(text[pos])) ++pos;
    const std::string_view token = text.substr(start, pos - start);
    if (tokens == cell_count) return std::nullopt;
    if (token != "1" && token != "2" && token != "3") return std::nullopt;
    const int symbol = token[0] - '0';
    symbols[tokens++] = symbol;
    ++counts[static_cast<std::size_t>(symbol)];
  }
  if (tokens != cell_count) return std::nullopt;
  for (int s = 1; s <= symbol_count; ++s)
    if (counts[static_cast<std::size_t>(s)] != blocks_per_symbol) return std::nullopt;
  return symbols;
}

// The spec's moves and goal, from the tests' independent reference
// (tests/support/reference_solver.hpp), which shares no code with the library.
inline constexpr std::array<std::size_t, move_count> spec_inverse = {5, 4, 7, 6, 1, 0, 3, 2};

inline void reference_apply(Symbols& symbols, std::size_t move) {
  reference::apply(symbols, static_cast<int>(move));
}

inline std::optional<int> reference_center(const Symbols& symbols) {
  const int symbol = reference::center_symbol(symbols);
  return symbol == 0 ? std::nullopt : std::optional<int>(symbol);
}

inline Symbols symbols_of(const rotation::Board<>& board) {
  Symbols symbols{};
  for (std::size_t c = 0; c < cell_count; ++c) symbols[c] = board[c];
  return symbols;
}

inline int popcount(std::uint64_t mask) {
  int count = 0;
  for (; mask != 0; mask &= mask - 1) ++count;
  return count;
}

// A board value is consistent: eight cells per symbol, no cell holding two
// symbols or none, board[c] agreeing with cells_of.
inline void check_board(const rotation::Board<>& board) {
  std::uint64_t seen = 0;
  for (int s = 1; s <= symbol_count; ++s) {
    const auto mask = static_cast<std::uint64_t>(board.cells_of(s));
    expect(popcount(mask) == blocks_per_symbol, "a symbol does not hold eight cells",
           rotation::to_string(board));
    expect((mask & seen) == 0, "two symbols share a cell");
    expect(mask >> cell_count == 0, "a symbol holds a cell beyond the board");
    seen |= mask;
    for (std::size_t c = 0; c < cell_count; ++c)
      expect(((mask >> c & 1) != 0) == (board[c] == s), "board[c] disagrees with cells_of");
  }
  expect(seen == (std::uint64_t{1} << cell_count) - 1, "a cell holds no symbol");
}

// The exact distance of a board: the least over its symbols of the table's
// distance for that symbol's placement (see pattern_database.hpp).
inline int distance(const rotation::Board<>& board) {
  const auto& table = rotation::PatternDatabase<rotation::StandardTopology>::instance();
  int best = table.distance(rotation::Placement<>::of(board, 1));
  for (int s = 2; s <= symbol_count; ++s) {
    const int d = table.distance(rotation::Placement<>::of(board, s));
    if (d < best) best = d;
  }
  return best;
}

// A solution is the judge's answer for its board: found, short enough, it
// solves the board both by the library's moves and by the spec's move table,
// the center it names is the one reached, it is a shortest one (each move
// brings the exact distance down by one), and no lexicographically smaller
// sequence of the same length solves the board (at every step, every smaller
// letter leads to a board too far from solved for the moves left).
inline void check_solution(const rotation::Board<>& board, const rotation::Solution<>& solution) {
  const std::string text = rotation::to_string(board);
  expect(solution.found(), "solve() found no solution", text);
  const auto& moves = solution.moves;
  expect(moves.size() <= longest_solution, "solution longer than 13 moves", text);
  expect(static_cast<int>(moves.size()) == distance(board),
         "solution length differs from the table's exact distance", text);
  if (board.is_solved()) {
    expect(moves.empty(), "moves for a solved board", text);
    expect(solution.center_symbol == board.center_symbol(), "wrong center for a solved board",
           text);
  }

  rotation::Board<> replay = board;
  Symbols reference = symbols_of(board);
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const std::size_t left = moves.size() - i;  // moves still to make, this one included
    for (std::size_t m = 0; m < moves[i].index(); ++m) {
      rotation::Board<> other = replay;
      other.apply(rotation::Move<>::from_index(m));
      expect(static_cast<std::size_t>(distance(other)) >= left,
             "a lexicographically smaller solution of the same length exists", text);
    }
    if (i > 0)
      expect(spec_inverse[moves[i - 1].index()] != moves[i].index(),
             "solution holds a move followed by its inverse", text);
    replay.apply(moves[i]);
    reference_apply(reference, moves[i].index());
    expect(symbols_of(replay) == reference, "Board::apply disagrees with the spec's move table",
           text);
    expect(static_cast<std::size_t>(distance(replay)) == left - 1,
           "a move of the solution does not bring the board one move closer", text);
  }
  expect(replay.is_solved(), "replaying the solution does not solve the board", text);
  expect(replay.center_symbol() == solution.center_symbol,
         "solution names a center symbol other than the one reached", text);
  expect(reference_center(reference) == solution.center_symbol,
         "the spec's move table reaches another center", text);
}

}  // namespace rotation_fuzz
