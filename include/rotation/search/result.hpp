#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// What a search returns: how it ended (with a name for messages and logs),
/// the work it did, and the path it found. Plain values, no search here: code
/// that only passes results around includes this, not the driver.

#include <cstdint>
#include <ostream>
#include <string_view>
#include <vector>

namespace rotation::search {

/// How a search ended.
///
/// The comment of each enumerator starts with its to_string.
enum class Status {
  found,            ///< "found": path holds a shortest solution
  exhausted,        ///< "exhausted": there is no solution of at most max_depth moves
  budget_exceeded,  ///< "budget exceeded": node_budget ran out first
  stopped,          ///< "stopped": the stop token asked to stop
};

/// The name of a status, for messages and logs ("unknown status" for a value that names no
/// enumerator).
[[nodiscard]] constexpr std::string_view to_string(Status status) noexcept {
  switch (status) {
    case Status::found:
      return "found";
    case Status::exhausted:
      return "exhausted";
    case Status::budget_exceeded:
      return "budget exceeded";
    case Status::stopped:
      return "stopped";
  }
  // Only a value cast from an integer that names no enumerator gets here.
  return "unknown status";
}

/// Writes the name of a status (to_string).
inline std::ostream& operator<<(std::ostream& out, Status status) {
  return out << to_string(status);
}

/// The work a search did.
struct Statistics {
  std::uint64_t nodes_expanded = 0;   ///< states whose moves were tried
  std::uint64_t nodes_generated = 0;  ///< states reached by a move and evaluated
  int passes = 0;                     ///< depth-first passes, one per bound
  int final_bound = 0;                ///< the bound of the last pass
};

/// What a search returns: how it ended, the path it found, and the work it did.
template <class Move>
struct Result {
  Status status = Status::exhausted;  ///< how the search ended
  std::vector<Move> path;             ///< the moves from the start to a goal, when found
  Statistics stats;                   ///< the work it did

  /// Whether the search found a path (status is Status::found).
  [[nodiscard]] bool found() const { return status == Status::found; }
};

}  // namespace rotation::search
