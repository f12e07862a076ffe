#pragma once
#include "detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

// Every board at once: how many boards need each number of moves (the
// census), and the most moves any board needs (God's number) with a board
// that needs them and a proof that none needs more. Nothing here solves a
// board: it all follows from the exact distance of every placement.
//
// A board needs as many moves as its nearest symbol's placement needs to
// reach the center, so a board is a partition of the cells into one
// placement per symbol, and its distance is the least of theirs. Both
// questions are asked of partitions, and only the distances of placements,
// one byte each, indexed by rank (PlacementDistances), are looked up.
//
// The census counts every partition once, unordered: the first part holds
// the lowest cell, the next the lowest cell left, and so on; the symbols
// then label the parts in symbol_count! ways, each a different board (no two
// parts are equal). The last two parts split the 16 cells left: the one with
// the lowest of them takes 7 of the other 15, C(15, 7) = 6,435 ways, and the
// ranks of both halves follow from a 15-bit pattern through small tables
// made for those 16 cells, so that a split costs two table look-ups and two
// distance look-ups. Size 7 has C(23, 7) = 245,157 first parts, each with
// its 6,435 splits: 1,577,585,295 partitions, split between threads. Size 9
// would have 2.6 million times more: the census stops at three symbols.
//
// God's number needs no census. The boards needing k moves or more are the
// partitions into placements that each need k or more (the candidates): the
// exact covers of the cells by symbol_count candidates (CoverSearch). From
// one more than the farthest placement's distance down, the first k with a
// cover is God's number, the cover a board that needs exactly k moves, and
// the exhaustive search that found nothing at k + 1 the proof that no board
// needs more. The candidates are few out there, which is what makes the
// large boards reachable; the boards needing God's number are counted by
// finding every cover at that level. Where the count is not wanted, on
// boards of five symbols or more, a local search (LocalSearch) first looks
// for a far board, and the exhaustive searches stop above it: it finds one of
// 27 moves on size 13 in seconds, where the first cover at 27 is hours away.
// On two cores (Release):
//
//   size  God's number  boards needing it  no board needs more: candidates, time
//     5         8               332           86 placements need 9+, instantly
//     7        13               192          188 need 14+, instantly
//     9        17        29,554,752       46,951 need 18+, 0.2 s (count: 25 s)
//    11        22           (not counted)  201,714 need 23+, 10 s
//    13        27           (not counted)  731,656 need 28+, 41 s
//
// The census of size 7 takes about a second (1.6 s on one core).
//
// The parts, one concern a header, under census/: placement_distances.hpp,
// board_census.hpp, cover_search.hpp, local_search.hpp and gods_number.hpp.
// This header includes them all.

#include "census/board_census.hpp"         // IWYU pragma: export
#include "census/cover_search.hpp"         // IWYU pragma: export
#include "census/gods_number.hpp"          // IWYU pragma: export
#include "census/local_search.hpp"         // IWYU pragma: export
#include "census/placement_distances.hpp"  // IWYU pragma: export
