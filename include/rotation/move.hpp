#pragma once
#include "detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

// A move of a topology (named by a letter, A first) and sequences of moves.

#include <array>
#include <compare>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "detail/text.hpp"
#include "error.hpp"
#include "standard_topology.hpp"
#include "topology.hpp"

namespace rotation {

template <Topology T = StandardTopology>
class Move {
  using facts = TopologyFacts<T>;

 public:
  static constexpr std::size_t count = facts::move_count;

  // The move with the given index, 0 for A. Throws invalid_move if there is none.
  static constexpr Move from_index(std::size_t index) {
    if (index >= count)
      throw invalid_move("move index " + std::to_string(index) + " is not below " +
                         std::to_string(count));
    return Move(static_cast<std::uint8_t>(index));
  }

  // The move named by a letter ('A' for the first). Throws invalid_move otherwise.
  static constexpr Move from_letter(char letter) {
    if (letter < 'A' || letter >= static_cast<char>('A' + count))
      throw invalid_move("'" + detail::printable_token(std::string_view(&letter, 1)) +
                         "' is not a move (A to " + static_cast<char>('A' + count - 1) + ")");
    return Move(static_cast<std::uint8_t>(letter - 'A'));
  }

  // Every move, in letter order: the order in which a search tries them.
  static constexpr std::array<Move, count> all() {
    std::array<Move, count> moves{};
    for (std::size_t i = 0; i < count; ++i) moves[i] = Move(static_cast<std::uint8_t>(i));
    return moves;
  }

  constexpr Move() = default;  // the first move, so arrays of moves are cheap

  constexpr std::size_t index() const { return index_; }
  constexpr char letter() const { return static_cast<char>('A' + index_); }
  constexpr Move inverse() const { return Move(facts::inverse[index_]); }
  // The cells this move rotates, head first.
  constexpr const auto& line() const { return T::lines[index_]; }

  friend constexpr auto operator<=>(Move, Move) = default;

 private:
  constexpr explicit Move(std::uint8_t index) : index_(index) {}
  std::uint8_t index_ = 0;
};

template <Topology T = StandardTopology>
using MoveSequence = std::vector<Move<T>>;

// "AC" for the moves A then C; the empty string for no moves.
template <Topology T>
std::string to_string(std::span<const Move<T>> moves) {
  std::string text;
  text.reserve(moves.size());
  for (auto move : moves) text.push_back(move.letter());
  return text;
}

template <Topology T>
std::string to_string(const std::vector<Move<T>>& moves) {
  return to_string(std::span<const Move<T>>(moves));
}

// The moves named by a string of letters such as "ACBDD". Throws invalid_move,
// naming the position of the first character that is not a move.
template <Topology T = StandardTopology>
std::vector<Move<T>> parse_moves(std::string_view text) {
  std::vector<Move<T>> moves;
  moves.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    try {
      moves.push_back(Move<T>::from_letter(text[i]));
    } catch (const invalid_move& e) {
      throw invalid_move("position " + std::to_string(i) + ": " + e.what());
    }
  }
  return moves;
}

}  // namespace rotation
