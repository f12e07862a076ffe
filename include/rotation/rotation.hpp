#pragma once
#include "detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// The one include a user needs: every public header of the library.

#include "all_solutions.hpp"                // IWYU pragma: export
#include "bitboard.hpp"                     // IWYU pragma: export
#include "board.hpp"                        // IWYU pragma: export
#include "census.hpp"                       // IWYU pragma: export
#include "error.hpp"                        // IWYU pragma: export
#include "exact_domain.hpp"                 // IWYU pragma: export
#include "hash_topology.hpp"                // IWYU pragma: export
#include "heuristics/exact_distance.hpp"    // IWYU pragma: export
#include "heuristics/line_distance.hpp"     // IWYU pragma: export
#include "heuristics/misplaced_center.hpp"  // IWYU pragma: export
#include "judge_format.hpp"                 // IWYU pragma: export
#include "judge_text.hpp"                   // IWYU pragma: export
#include "move.hpp"                         // IWYU pragma: export
#include "pattern_database.hpp"             // IWYU pragma: export
#include "placement.hpp"                    // IWYU pragma: export
#include "render.hpp"                       // IWYU pragma: export
#include "search/all_shortest.hpp"          // IWYU pragma: export
#include "search/concepts.hpp"              // IWYU pragma: export
#include "search/ida_star.hpp"              // IWYU pragma: export
#include "search/max_of.hpp"                // IWYU pragma: export
#include "search/result.hpp"                // IWYU pragma: export
#include "search_domain.hpp"                // IWYU pragma: export
#include "solution.hpp"                     // IWYU pragma: export
#include "solve.hpp"                        // IWYU pragma: export
#include "standard_topology.hpp"            // IWYU pragma: export
#include "topology.hpp"                     // IWYU pragma: export
#include "version.hpp"                      // IWYU pragma: export
