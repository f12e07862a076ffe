// A topology with a cell that no line passes through (the block there could
// never move) is refused as soon as the topology is used.
// expect-error: every cell must lie on some line

#include <rotation/topology.hpp>

#include <array>

// Ten cells, two rows of five and a zigzag joining them; with the mistake, the
// second row's line skips cell 9.
struct TwoRows {
  static constexpr std::size_t cell_count = 10;
  static constexpr int symbol_count = 5;
  using Line = std::array<rotation::Cell, 5>;
  static constexpr std::array<Line, 6> lines{{
      {0, 1, 2, 3, 4},
#ifdef ROTATION_EXPECT_COMPILE_ERROR
      {5, 6, 7, 8, 1},
#else
      {5, 6, 7, 8, 9},
#endif
      {0, 5, 1, 6, 2},
      {4, 3, 2, 1, 0},
#ifdef ROTATION_EXPECT_COMPILE_ERROR
      {1, 8, 7, 6, 5},
#else
      {9, 8, 7, 6, 5},
#endif
      {2, 6, 1, 5, 0},
  }};
  static constexpr std::array<rotation::Cell, 2> center{0, 5};
  static constexpr std::array<rotation::GridPosition, 10> layout{
      {{0, 0}, {0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 0}, {1, 1}, {1, 2}, {1, 3}, {1, 4}}};
};

int main() { return rotation::TopologyFacts<TwoRows>::move_count == 6 ? 0 : 1; }
