#pragma once
#include "detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// Board: a position of the puzzle on a topology, as a value. Parsing and
/// validation, apply and undo of a move, the goal test. No search here.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>

#include "bitboard.hpp"
#include "detail/text.hpp"
#include "error.hpp"
#include "move.hpp"
#include "standard_topology.hpp"
#include "topology.hpp"

namespace rotation {

/// A position of the puzzle on a topology, as a value.
/// The board keeps, per symbol, the set of cells holding it (a Bitboard mask):
/// moves, the goal test and the heuristics all work on those sets.
template <Topology T = StandardTopology>
class Board {
  using facts = TopologyFacts<T>;
  using bits = Bitboard<T>;

 public:
  using topology = T;                          ///< The topology the board is on.
  using move_type = Move<T>;                   ///< A move of that topology.
  using mask_type = typename bits::mask_type;  ///< A set of cells: bit c for cell c.
  static constexpr std::size_t cell_count = facts::cell_count;  ///< The number of cells.
  static constexpr int symbol_count = facts::symbol_count;      ///< The number of symbols.

  /// The board holding `symbols[c]` on cell c. Throws invalid_board unless there
  /// are cell_count symbols, each in 1..symbol_count, and each symbol appears as
  /// often as the center has cells.
  explicit Board(std::span<const int> symbols) : Board(checked(try_make(symbols))) {}

  /// The board holding a list of symbols in cell order: `Board<>({1, 1, 1, 1, 3, 2, ...})`.
  /// Checked as the symbols of a span are; a list of the wrong length is refused by its
  /// length, not padded with zeros.
  explicit Board(std::initializer_list<int> symbols)
      : Board(std::span<const int>(symbols.begin(), symbols.size())) {}

  /// Parses cell_count symbols separated by whitespace, in cell order, such as
  /// "1 1 1 1 3 2 3 2 3 1 3 2 2 3 1 2 2 2 3 1 2 1 3 3". Throws invalid_board,
  /// naming the cell whose token is wrong or the symbol counts that are.
  [[nodiscard]] static Board parse(std::string_view text) { return checked(try_parse(text)); }

  /// Parses a board without throwing: the board, or the error (its message as parse
  /// would throw it, its position the cell, or cell_count for the board).
  [[nodiscard]] static Parsed<Board> try_parse(std::string_view text) {
    std::array<int, cell_count> symbols{};
    std::optional<ParseError> bad_symbol;
    std::size_t tokens = 0;
    std::size_t pos = 0;
    while (true) {
      while (pos < text.size() && detail::is_space(text[pos])) ++pos;
      if (pos == text.size()) break;
      const std::size_t start = pos;
      while (pos < text.size() && !detail::is_space(text[pos])) ++pos;
      const std::string_view token = text.substr(start, pos - start);
      // After the first bad symbol the tokens are only counted, for the hint.
      if (tokens < cell_count && !bad_symbol)
        bad_symbol = parse_symbol(token, tokens, symbols[tokens]);
      ++tokens;
    }
    if (bad_symbol) {
      bad_symbol->message += size_hint(tokens);
      return std::move(*bad_symbol);
    }
    // A count that is a multiple of the board's is more likely boards run
    // together (a line end lost) than a board of another size.
    if (tokens != cell_count)
      return ParseError{detail::message({"expected ", detail::Decimal(cell_count), " symbols, got ",
                                         detail::Decimal(tokens),
                                         tokens % cell_count == 0 ? "" : size_hint(tokens)}),
                        std::min(tokens, cell_count)};
    return try_make(symbols);
  }

  /// The board holding `symbols[c]` on cell c, or the error, without throwing.
  [[nodiscard]] static Parsed<Board> try_make(std::span<const int> symbols) {
    Board board;
    if (auto error = board.assign(symbols)) return std::move(*error);
    return board;
  }

  /// The symbol on a cell, 1..symbol_count. Throws input_error for a cell
  /// that is not on the board.
  constexpr int operator[](std::size_t cell) const {
    if (cell >= cell_count) [[unlikely]]
      detail::raise(input_error(
          detail::message({"cell ", detail::Decimal(cell), " is not on the board (cells 0 to ",
                           detail::Decimal(cell_count - 1), ")"})));
    for (int s = 1; s < symbol_count; ++s)
      if (cells_of_[slot(s)] >> cell & 1) return s;
    return symbol_count;
  }

  /// The cells holding a symbol (1..symbol_count), as a mask: bit c set for
  /// cell c. Throws input_error for a symbol out of range (in a loop over the
  /// symbols the compiler drops the check).
  constexpr mask_type cells_of(int symbol) const {
    if (symbol < 1 || symbol > symbol_count) [[unlikely]]
      detail::raise(input_error(detail::message({"symbol ", detail::Decimal(symbol), " is not ",
                                                 detail::symbol_range_text(symbol_count)})));
    return cells_of_[slot(symbol)];
  }

  /// Rotates the move's line one step toward its head; the head block goes to the tail.
  constexpr void apply(move_type move) {
    for (auto& cells : cells_of_) cells = bits::apply(move, cells);
  }

  /// Takes back apply(move).
  constexpr void undo(move_type move) { apply(move.inverse()); }

  /// Applies the moves in order.
  constexpr void apply(std::span<const move_type> moves) {
    for (auto move : moves) apply(move);
  }

  /// True when every center cell holds the same symbol.
  constexpr bool is_solved() const { return center_symbol().has_value(); }

  /// The symbol filling the center, or nothing if the center is mixed.
  constexpr std::optional<int> center_symbol() const {
    for (int s = 1; s <= symbol_count; ++s)
      if ((cells_of_[slot(s)] & bits::center) == bits::center) return s;
    return std::nullopt;
  }

  /// Boards are equal when every cell holds the same symbol.
  friend constexpr bool operator==(const Board&, const Board&) = default;

 private:
  // Where symbol s (1..symbol_count) is kept in cells_of_.
  static constexpr std::size_t slot(int symbol) { return static_cast<std::size_t>(symbol - 1); }

  Board() = default;  // no symbols: only for try_make to fill

  static Board checked(Parsed<Board> parsed) {
    if (!parsed) detail::raise(invalid_board(parsed.error().message));
    return *std::move(parsed);
  }

  std::optional<ParseError> assign(std::span<const int> symbols) {
    if (symbols.size() != cell_count)
      return ParseError{detail::message({"expected ", detail::Decimal(cell_count), " symbols, got ",
                                         detail::Decimal(symbols.size())}),
                        std::min(symbols.size(), cell_count)};
    for (std::size_t c = 0; c < cell_count; ++c) {
      if (symbols[c] < 1 || symbols[c] > symbol_count)
        return ParseError{
            detail::message({"cell ", detail::Decimal(c), ": symbol ", detail::Decimal(symbols[c]),
                             " is not ", detail::symbol_range_text(symbol_count)}),
            c};
      cells_of_[slot(symbols[c])] |= bits::bit(c);
    }
    return symbol_count_error();
  }

  // " (a board of size L?)" when `tokens` symbols are what the # board of
  // another size L holds, on a board of that family (4L - 4 cells, one
  // symbol per 8 of them): a line of the wrong size is the likeliest reason
  // for both a wrong count and a symbol out of range.
  static std::string size_hint(std::size_t tokens) {
    constexpr bool hash_family = cell_count % 8 == 0 && cell_count / 8 == symbol_count;
    if (!hash_family || tokens == cell_count || tokens < 16 || tokens % 8 != 0 ||
        tokens > 64)  // size 17, the largest board a 64-bit mask holds
      return {};
    return detail::message({" (a board of size ", detail::Decimal(tokens / 4 + 1), "?)"});
  }

  // Reads a token as the symbol of `cell`, or says why it is not one.
  static std::optional<ParseError> parse_symbol(std::string_view token, std::size_t cell,
                                                int& symbol) {
    if (token.size() == 1 && token[0] >= '1' && token[0] < '1' + symbol_count) {
      symbol = token[0] - '0';
      return std::nullopt;
    }
    const detail::Decimal where(cell);
    const std::string range = detail::symbol_range_text(symbol_count);
    const std::string shown = detail::printable_token(token);
    if (detail::is_integer_literal(token))
      return ParseError{detail::message({"cell ", where, ": symbol ", shown, " is not ", range}),
                        cell};
    return ParseError{
        detail::message({"cell ", where, ": '", shown, "' is not a symbol (", range, ")"}), cell};
  }

  std::optional<ParseError> symbol_count_error() const {
    std::string wrong;
    for (int s = 1; s <= symbol_count; ++s) {
      const int count = bits::count(cells_of_[slot(s)]);
      if (count == facts::blocks_per_symbol) continue;
      wrong += detail::message(
          {wrong.empty() ? "" : ", ", detail::Decimal(count), " x ", detail::Decimal(s)});
    }
    if (wrong.empty()) return std::nullopt;
    return ParseError{detail::message({"expected ", detail::Decimal(facts::blocks_per_symbol),
                                       " of each symbol, got ", wrong}),
                      cell_count};
  }

  // [slot(s)]: the cells holding s
  std::array<mask_type, static_cast<std::size_t>(symbol_count)> cells_of_{};
};

/// The board in judge format: its symbols in cell order, separated by spaces.
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
