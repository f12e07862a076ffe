#pragma once
#include "detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// A move of a topology (named by a letter, A first) and sequences of moves.

#include <array>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "detail/text.hpp"
#include "error.hpp"
#include "standard_topology.hpp"
#include "topology.hpp"

namespace rotation {

/// A move of a topology: the rotation of one line, named by a letter (A first).
/// A small value (one byte) that always names a move the topology has.
template <Topology T = StandardTopology>
class Move {
  using facts = TopologyFacts<T>;

 public:
  static constexpr std::size_t count = facts::move_count;  ///< The number of moves, A onward.

  /// The move with the given index, 0 for A. Throws invalid_move if there is none.
  static constexpr Move from_index(std::size_t index) {
    if (index >= count)
      detail::raise(invalid_move(detail::message(
          {"move index ", detail::Decimal(index), " is not below ", detail::Decimal(count)})));
    return Move(static_cast<std::uint8_t>(index));
  }

  /// The move named by a letter ('A' for the first). Throws invalid_move otherwise.
  static constexpr Move from_letter(char letter) {
    if (const auto move = try_from_letter(letter)) return *move;
    detail::raise(invalid_move(not_a_move(letter)));
  }

  /// The move named by a letter, without throwing: nothing for a letter that names no move.
  static constexpr std::optional<Move> try_from_letter(char letter) {
    if (letter < 'A' || letter >= static_cast<char>('A' + count)) return std::nullopt;
    return Move(static_cast<std::uint8_t>(letter - 'A'));
  }

  /// Why a letter is not a move: the message of the invalid_move that from_letter() throws.
  static std::string not_a_move(char letter) {
    const char last = static_cast<char>('A' + count - 1);
    return detail::message({"'", detail::printable_token(std::string_view(&letter, 1)),
                            "' is not a move (A to ", std::string_view(&last, 1), ")"});
  }

  /// Every move, in letter order: the order in which a search tries them.
  static constexpr std::array<Move, count> all() {
    std::array<Move, count> moves{};
    for (std::size_t i = 0; i < count; ++i) moves[i] = Move(static_cast<std::uint8_t>(i));
    return moves;
  }

  constexpr Move() = default;  ///< The first move (A), so arrays of moves are cheap.

  /// The move's index, 0 for A: its row in the topology's tables.
  constexpr std::size_t index() const { return index_; }
  /// The move's letter, 'A' for index 0.
  constexpr char letter() const { return static_cast<char>('A' + index_); }
  /// The move that rotates the same line the other way, and so undoes this one.
  constexpr Move inverse() const { return Move(facts::inverse[index_]); }
  /// The cells this move rotates, head first.
  constexpr const auto& line() const { return T::lines[index_]; }

  /// Moves compare as their indices, so they sort in letter order.
  friend constexpr auto operator<=>(Move, Move) = default;

 private:
  constexpr explicit Move(std::uint8_t index) : index_(index) {}
  std::uint8_t index_ = 0;
};

/// Moves applied one after another, first to last.
template <Topology T = StandardTopology>
using MoveSequence = std::vector<Move<T>>;

/// The moves as their letters: "AC" for the moves A then C; the empty string for no moves.
template <Topology T>
std::string to_string(std::span<const Move<T>> moves) {
  std::string text;
  text.reserve(moves.size());
  for (auto move : moves) text.push_back(move.letter());
  return text;
}

/// The moves of a vector as their letters, as the overload for a span writes them.
template <Topology T>
std::string to_string(const std::vector<Move<T>>& moves) {
  return to_string(std::span<const Move<T>>(moves));
}

/// The moves named by a string of letters such as "ACBDD", or the error
/// (position: the first character that is not a move), without throwing.
template <Topology T = StandardTopology>
Parsed<std::vector<Move<T>>> try_parse_moves(std::string_view text) {
  std::vector<Move<T>> moves;
  moves.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto move = Move<T>::try_from_letter(text[i]);
    if (!move)
      return ParseError{
          detail::message({"position ", detail::Decimal(i), ": ", Move<T>::not_a_move(text[i])}),
          i};
    moves.push_back(*move);
  }
  return moves;
}

/// The moves named by a string of letters, throwing invalid_move, naming the position of
/// the first character that is not a move.
template <Topology T = StandardTopology>
std::vector<Move<T>> parse_moves(std::string_view text) {
  auto parsed = try_parse_moves<T>(text);
  if (!parsed) detail::raise(invalid_move(parsed.error().message));
  return *std::move(parsed);
}

}  // namespace rotation
