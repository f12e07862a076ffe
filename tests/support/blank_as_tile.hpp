#pragma once

// An additive pattern of the 8-puzzle (or of a larger sliding-tile puzzle,
// Side x Side cells) abstracted plainly, to check the
// builder and sliding::TilePattern against: the blank is a cell of its own,
// and its moves to cells free of pattern tiles cost 0 (the 0-1 search that
// TilePattern's regions shortcut). Ranks: the pattern tiles then the blank,
// as one placement of K + 1 tiles; the entry is the placement of the pattern,
// ranked as TilePattern ranks it. Written separately, by counting.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace blank_as_tile {

template <std::size_t K, int Side = 3>
struct BlankAsTile {
  static constexpr std::size_t cells = static_cast<std::size_t>(Side) * Side;
  using state_type = std::array<std::uint8_t, K + 1>;  // pattern cells, then the blank's
  std::array<int, K> tiles;

  std::string id() const { return "blank as a tile"; }
  static std::uint64_t size() { return placements(K + 1); }
  static std::uint64_t entries() { return placements(K); }
  static std::uint64_t placements(std::size_t k) {
    std::uint64_t n = 1;
    for (std::size_t i = 0; i < k; ++i) n *= cells - i;
    return n;
  }
  // Plain lexicographic ranks of partial permutations, by counting.
  static std::uint64_t rank_of(const std::uint8_t* cell, std::size_t k) {
    std::uint64_t rank = 0;
    for (std::size_t i = 0; i < k; ++i) {
      std::uint64_t digit = cell[i];
      for (std::size_t j = 0; j < i; ++j)
        if (cell[j] < cell[i]) --digit;
      rank = rank * (cells - i) + digit;
    }
    return rank;
  }
  static std::uint64_t rank(const state_type& s) { return rank_of(s.data(), K + 1); }
  static std::uint64_t entry(const state_type& s) { return rank_of(s.data(), K); }
  static state_type unrank(std::uint64_t rank) {
    std::array<std::uint64_t, K + 1> digit{};
    for (std::size_t i = K + 1; i-- > 0;) {
      digit[i] = rank % (cells - i);
      rank /= cells - i;
    }
    state_type s{};
    std::array<bool, cells> used{};
    for (std::size_t i = 0; i <= K; ++i) {
      std::uint64_t left = digit[i];
      for (std::uint8_t c = 0; c < cells; ++c) {
        if (used[c]) continue;
        if (left == 0) {
          s[i] = c;
          used[c] = true;
          break;
        }
        --left;
      }
    }
    return s;
  }
  std::vector<state_type> goals() const {
    state_type goal{};
    for (std::size_t i = 0; i < K; ++i) goal[i] = static_cast<std::uint8_t>(tiles[i] - 1);
    goal[K] = static_cast<std::uint8_t>(cells - 1);
    return {goal};
  }
  template <class Sink>
  static void for_each_move(const state_type& s, Sink&& sink) {
    const int blank = s[K];
    for (const auto& step : std::array<std::array<int, 2>, 4>{{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}}) {
      const int r = blank / Side + step[0];
      const int c = blank % Side + step[1];
      if (r < 0 || r >= Side || c < 0 || c >= Side) continue;
      const auto target = static_cast<std::uint8_t>(r * Side + c);
      state_type next = s;
      next[K] = target;
      int cost = 0;
      for (std::size_t i = 0; i < K; ++i)
        if (s[i] == target) {
          next[i] = static_cast<std::uint8_t>(blank);  // the tile slides into the blank
          cost = 1;
        }
      sink(static_cast<const state_type&>(next), cost);
    }
  }
};

}  // namespace blank_as_tile
