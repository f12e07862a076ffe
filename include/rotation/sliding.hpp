#pragma once
#include "detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// The sliding-tile puzzles, one include: boards of 2 x 2 to 5 x 5 cells, their search
/// domains, Manhattan distance, tile patterns and additive sets of pattern databases, the
/// values tracked on the board, the duplicate-path automaton, and solve().

#include "sliding/additive_set.hpp"         // IWYU pragma: export
#include "sliding/board.hpp"                // IWYU pragma: export
#include "sliding/domain.hpp"               // IWYU pragma: export
#include "sliding/duplicate_automaton.hpp"  // IWYU pragma: export
#include "sliding/puzzles.hpp"              // IWYU pragma: export
#include "sliding/reflection.hpp"           // IWYU pragma: export
#include "sliding/solve.hpp"                // IWYU pragma: export
#include "sliding/tile_pattern.hpp"         // IWYU pragma: export
#include "sliding/tracked_domain.hpp"       // IWYU pragma: export
