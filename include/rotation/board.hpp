#pragma once

// Board: a position of the puzzle on a topology, as a value. Parsing and
// validation, apply and undo of a move, the goal test. No search here.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "detail/text.hpp"
#include "error.hpp"
#include "move.hpp"
#include "standard_topology.hpp"
#include "topology.hpp"

namespace rotation {

template <Topology T = StandardTopology>
class Board {
  using facts = TopologyFacts<T>;

 public:
  using topology = T;
  using move_type = BasicMove<T>;
  static constexpr std::size_t cell_count = facts::cell_count;
  static constexpr int symbol_count = facts::symbol_count;

  // The board holding symbols[c] on cell c. Throws invalid_board unless there
  // are cell_count symbols, each in 1..symbol_count, and each symbol appears as
  // often as the center has cells.
  explicit Board(std::span<const int> symbols) {
    if (symbols.size() != cell_count)
      throw invalid_board("expected " + std::to_string(cell_count) + " symbols, got " +
                          std::to_string(symbols.size()));
    for (std::size_t c = 0; c < cell_count; ++c) {
      if (symbols[c] < 1 || symbols[c] > symbol_count)
        throw invalid_board("cell " + std::to_string(c) + ": symbol " +
                            std::to_string(symbols[c]) + " is not " +
                            detail::symbol_range_text(symbol_count));
      cells_[c] = static_cast<std::uint8_t>(symbols[c]);
    }
    check_symbol_counts();
  }

  // Parses cell_count symbols separated by whitespace, in cell order, such as
  // "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3". Throws invalid_board,
  // naming the cell whose token is wrong or the symbol counts that are.
  static Board parse(std::string_view text) {
    std::array<int, cell_count> symbols{};
    std::size_t tokens = 0;
    std::size_t pos = 0;
    while (true) {
      while (pos < text.size() && detail::is_space(text[pos])) ++pos;
      if (pos == text.size()) break;
      const std::size_t start = pos;
      while (pos < text.size() && !detail::is_space(text[pos])) ++pos;
      const std::string_view token = text.substr(start, pos - start);
      if (tokens < cell_count) symbols[tokens] = parse_symbol(token, tokens);
      ++tokens;
    }
    if (tokens != cell_count)
      throw invalid_board("expected " + std::to_string(cell_count) + " symbols, got " +
                          std::to_string(tokens));
    return Board(symbols);
  }

  // The symbol on a cell, 1..symbol_count.
  constexpr int operator[](std::size_t cell) const { return cells_[cell]; }

  // Rotates the move's line one step toward its head; the head block goes to the tail.
  constexpr void apply(move_type move) {
    const auto& line = move.line();
    const std::uint8_t head = cells_[line[0]];
    for (std::size_t k = 0; k + 1 < line.size(); ++k) cells_[line[k]] = cells_[line[k + 1]];
    cells_[line.back()] = head;
  }

  // Takes back apply(move): the same line, one step the other way.
  constexpr void undo(move_type move) {
    const auto& line = move.line();
    const std::uint8_t tail = cells_[line.back()];
    for (std::size_t k = line.size() - 1; k > 0; --k) cells_[line[k]] = cells_[line[k - 1]];
    cells_[line[0]] = tail;
  }

  // Applies the moves in order.
  constexpr void apply(std::span<const move_type> moves) {
    for (auto move : moves) apply(move);
  }

  // True when every center cell holds the same symbol.
  constexpr bool is_solved() const { return center_symbol().has_value(); }

  // The symbol filling the center, or nothing if the center is mixed.
  constexpr std::optional<int> center_symbol() const {
    const std::uint8_t first = cells_[T::center[0]];
    for (auto cell : T::center)
      if (cells_[cell] != first) return std::nullopt;
    return first;
  }

  friend constexpr bool operator==(const Board&, const Board&) = default;

 private:
  static int parse_symbol(std::string_view token, std::size_t cell) {
    if (token.size() == 1 && token[0] >= '1' && token[0] < '1' + symbol_count)
      return token[0] - '0';
    const std::string where = "cell " + std::to_string(cell) + ": ";
    const std::string range = detail::symbol_range_text(symbol_count);
    if (detail::is_integer_literal(token))
      throw invalid_board(where + "symbol " + detail::printable_token(token) + " is not " + range);
    throw invalid_board(where + "'" + detail::printable_token(token) + "' is not a symbol (" +
                        range + ")");
  }

  void check_symbol_counts() const {
    std::array<int, symbol_count + 1> count{};
    for (auto symbol : cells_) ++count[symbol];
    std::string wrong;
    for (int s = 1; s <= symbol_count; ++s) {
      if (count[s] == facts::blocks_per_symbol) continue;
      wrong += (wrong.empty() ? "" : ", ") + std::to_string(count[s]) + " x " + std::to_string(s);
    }
    if (!wrong.empty())
      throw invalid_board("expected " + std::to_string(facts::blocks_per_symbol) +
                          " of each symbol, got " + wrong);
  }

  std::array<std::uint8_t, cell_count> cells_{};
};

// The board in judge format: its symbols in cell order, separated by spaces.
template <Topology T>
std::string to_string(const Board<T>& board) {
  std::string text;
  for (std::size_t c = 0; c < Board<T>::cell_count; ++c) {
    if (c != 0) text.push_back(' ');
    text += std::to_string(board[c]);
  }
  return text;
}

}  // namespace rotation
