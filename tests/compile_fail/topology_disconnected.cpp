// A topology whose lines fall into groups that share no cell (blocks could
// never cross between them) is refused as soon as the topology is used.
// expect-error: the lines must connect every cell

#include <rotation/topology.hpp>

#include <array>

// Ten cells, two rows of five and a zigzag joining them; with the mistake, the
// zigzag stays in the first row.
struct TwoRows {
  static constexpr std::size_t cell_count = 10;
  static constexpr int symbol_count = 5;
  using Line = std::array<rotation::Cell, 5>;
  static constexpr std::array<Line, 6> lines{{
      {0, 1, 2, 3, 4},
      {5, 6, 7, 8, 9},
#ifdef ROTATION_EXPECT_COMPILE_ERROR
      {0, 2, 4, 1, 3},
#else
      {0, 5, 1, 6, 2},
#endif
      {4, 3, 2, 1, 0},
      {9, 8, 7, 6, 5},
#ifdef ROTATION_EXPECT_COMPILE_ERROR
      {3, 1, 4, 2, 0},
#else
      {2, 6, 1, 5, 0},
#endif
  }};
  static constexpr std::array<rotation::Cell, 2> center{0, 5};
  static constexpr std::array<rotation::GridPosition, 10> layout{
      {{0, 0}, {0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 0}, {1, 1}, {1, 2}, {1, 3}, {1, 4}}};
};

int main() { return rotation::TopologyFacts<TwoRows>::move_count == 6 ? 0 : 1; }
