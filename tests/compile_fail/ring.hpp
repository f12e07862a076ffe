#pragma once

// The smallest abstraction, for the cases to add one faulty optional member
// to: the positions 0 to 7 of a ring, a step either way costing 1, the goal 0.

#include <array>
#include <cstdint>
#include <string_view>

#include <rotation/search/build_in_place.hpp>
#include <rotation/search/build_pattern_database.hpp>

struct Ring {
  using state_type = int;
  static constexpr bool unit_costs = true;

  static std::string_view id() { return "ring"; }
  static std::uint64_t size() { return 8; }
  static std::uint64_t rank(const int& position) { return static_cast<std::uint64_t>(position); }
  static int unrank(std::uint64_t rank) { return static_cast<int>(rank); }
  static std::array<int, 1> goals() { return {0}; }
  template <class Sink>
  static void for_each_move(const int& position, Sink&& sink) {
    sink((position + 1) % 8, 1);
    sink((position + 7) % 8, 1);
  }
};
