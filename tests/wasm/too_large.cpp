// Tables that a 32-bit target cannot index, refused before anything is
// allocated (detail/checked_size.hpp): check.sh builds this for wasm32-wasi
// and runs it under node with one argument,
//   abstraction   build_pattern_database of an abstraction of 2^32 + 64 states
//   size17        the exact table of HashTopology<17>: C(64, 8) placements
// Each must end through the failure handler (exit 3, its message on standard
// error); a table built anyway prints its size and exits 0.

#include <rotation/error.hpp>
#include <rotation/hash_topology.hpp>
#include <rotation/pattern_database.hpp>
#include <rotation/search/build_pattern_database.hpp>

#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace {

// A chain of 2^32 + 64 states, the goal at its end: rank i moves to i - 1.
// 2^32 + 64 narrowed to 32 bits is 64: a table of 64 entries.
struct Chain {
  using state_type = std::uint64_t;
  static constexpr bool unit_costs = true;

  static std::string_view id() { return "chain"; }
  static std::uint64_t size() { return (std::uint64_t{1} << 32) + 64; }
  static std::uint64_t rank(std::uint64_t state) { return state; }
  static std::uint64_t unrank(std::uint64_t rank) { return rank; }
  static std::array<std::uint64_t, 1> goals() { return {size() - 1}; }
  template <class Sink>
  void for_each_move(std::uint64_t state, Sink&& sink) const {
    if (state > 0) sink(state - 1, 1);
  }
};

}  // namespace

int main(int argc, char** argv) {
  rotation::set_failure_handler([](const char* message) {
    std::fprintf(stderr, "refused: %s\n", message);
    std::exit(3);
  });
  const std::string_view what = argc > 1 ? argv[1] : "";
  if (what == "abstraction") {
    const auto database = rotation::search::build_pattern_database(Chain{});
    std::printf("a table of %llu entries\n", static_cast<unsigned long long>(database.size()));
  } else if (what == "size17") {
    const auto& table = rotation::PatternDatabase<rotation::HashTopology<17>>::instance();
    std::printf("a table of %zu bytes\n", table.memory_bytes());
  } else {
    std::fprintf(stderr, "usage: too_large abstraction|size17\n");
    return 2;
  }
  return 0;
}
