// The first error, in pieces (each must match):
// expect-first-error: the abstraction has a member 'entry_of_rank', but it cannot be called
// expect-first-error: as abstraction\.entry_of_rank\(std::uint64_t\) on a const abstraction,
// expect-first-error: fix its signature or remove it

#include "ring.hpp"

struct RingWithEntryOfRank : Ring {
#ifdef ROTATION_EXPECT_COMPILE_ERROR
  std::uint64_t entry_of_rank(std::uint64_t rank) { return rank; }  // not const
#else
  std::uint64_t entry_of_rank(std::uint64_t rank) const { return rank; }
#endif
};

int main() {
  return rotation::search::build_pattern_database(RingWithEntryOfRank{}).size() == 8 ? 0 : 1;
}
