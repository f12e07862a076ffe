#pragma once

// An independent brute-force reference for the Rotation Game, for tests only.
//
// It deliberately shares nothing with include/rotation: its own move table
// (transcribed from the puzzle statement, all eight lines written out), its own
// apply, its own goal test and a plain breadth-first search. It is meant to be
// obviously correct rather than fast; it is fast enough for boards a handful of
// moves from solved.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <utility>
#include <vector>

namespace reference {

// Symbol on each cell 0..23, each 1, 2 or 3.
using Cells = std::array<int, 24>;

// the puzzle statement, "Moves": the line l0 .. l6 of each move, A to H.
inline constexpr std::array<std::array<int, 7>, 8> lines{{
    {0, 2, 6, 11, 15, 20, 22},     // A
    {1, 3, 8, 12, 17, 21, 23},     // B
    {10, 9, 8, 7, 6, 5, 4},        // C
    {19, 18, 17, 16, 15, 14, 13},  // D
    {23, 21, 17, 12, 8, 3, 1},     // E
    {22, 20, 15, 11, 6, 2, 0},     // F
    {13, 14, 15, 16, 17, 18, 19},  // G
    {4, 5, 6, 7, 8, 9, 10},        // H
}};

// the puzzle statement, "Board": the eight center cells.
inline constexpr std::array<int, 8> center{6, 7, 8, 11, 12, 15, 16, 17};

inline constexpr int move_count = 8;

// Move 0..7 (A..H): new[l_i] = old[l_(i+1)] for i = 0..5, new[l6] = old[l0].
inline void apply(Cells& cells, int move) {
  const auto& l = lines[static_cast<std::size_t>(move)];
  const Cells old = cells;
  auto at = [](int cell) { return static_cast<std::size_t>(cell); };
  for (std::size_t i = 0; i < 6; ++i) cells[at(l[i])] = old[at(l[i + 1])];
  cells[at(l[6])] = old[at(l[0])];
}

// Applies moves written as letters "A".."H", in order.
inline void apply(Cells& cells, std::string_view moves) {
  for (char letter : moves) apply(cells, letter - 'A');
}

// The symbol filling all eight center cells, or 0 when the center is mixed.
inline int center_symbol(const Cells& cells) {
  const int first = cells[static_cast<std::size_t>(center[0])];
  for (int cell : center)
    if (cells[static_cast<std::size_t>(cell)] != first) return 0;
  return first;
}

inline bool is_goal(const Cells& cells) { return center_symbol(cells) != 0; }

// 2 bits per cell (symbols 1..3 fit), 48 bits in all: a board's unique key.
inline std::uint64_t pack(const Cells& cells) {
  std::uint64_t key = 0;
  for (std::size_t c = 0; c < 24; ++c) key |= static_cast<std::uint64_t>(cells[c] & 3) << (2 * c);
  return key;
}

inline Cells unpack(std::uint64_t key) {
  Cells cells{};
  for (std::size_t c = 0; c < 24; ++c) cells[c] = static_cast<int>((key >> (2 * c)) & 3);
  return cells;
}

// The shortest solution of `start`, lexicographically smallest among the
// shortest, as letters ("" when already solved); nothing if every solution is
// longer than `max_depth` moves.
//
// Why the result is the lexicographically smallest shortest path: every node
// keeps the path by which it was first discovered, and the queue holds nodes in
// order of discovery. By induction on the depth d, the depth-d nodes leave the
// queue in increasing order of their kept paths, and each kept path is the
// smallest shortest path to its node. For d + 1: every shortest path to a node
// v is a shortest path to some depth-d node u followed by one move m, and all
// those prefixes have length d, so the smallest is (smallest path to u) + m for
// the u whose kept path is smallest, then the smallest m. The search reaches
// the depth-d nodes in exactly that order (parents in kept-path order, children
// in A..H order), so the first discovery of v is through that (u, m), and the
// depth-(d + 1) nodes are discovered, hence queued, in increasing kept-path
// order too. The goal test runs at discovery, so the first goal discovered is
// at the smallest depth and, among goals at that depth, has the smallest path.
inline std::optional<std::string> bfs_solve(const Cells& start, int max_depth) {
  if (is_goal(start)) return std::string();
  std::unordered_set<std::uint64_t> visited{pack(start)};
  std::vector<std::pair<std::uint64_t, std::string>> queue{{pack(start), std::string()}};
  for (std::size_t next = 0; next < queue.size(); ++next) {
    // Copies: push_back below may reallocate the queue.
    const std::uint64_t key = queue[next].first;
    const std::string path = queue[next].second;
    if (static_cast<int>(path.size()) >= max_depth) continue;
    const Cells cells = unpack(key);
    for (int move = 0; move < move_count; ++move) {
      Cells child = cells;
      apply(child, move);
      std::string child_path = path + static_cast<char>('A' + move);
      if (is_goal(child)) return child_path;
      const std::uint64_t child_key = pack(child);
      if (visited.insert(child_key).second) queue.emplace_back(child_key, std::move(child_path));
    }
  }
  return std::nullopt;
}

// The number of moves of a shortest solution, if at most `max_depth`.
inline std::optional<int> bfs_distance(const Cells& start, int max_depth) {
  const auto path = bfs_solve(start, max_depth);
  if (!path) return std::nullopt;
  return static_cast<int>(path->size());
}

}  // namespace reference
