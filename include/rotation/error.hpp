#pragma once
#include "detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

#include <stdexcept>
#include <string>

namespace rotation {

// Every error the library reports about text or values handed to it derives
// from input_error, so a caller can catch the library's complaints in one place
// and still tell them apart from bugs (std::logic_error) and resource failures.
class input_error : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

// A board that is not a legal position: a symbol out of range, the wrong number
// of blocks of a symbol, or text that is not a board at all.
class invalid_board : public input_error {
 public:
  using input_error::input_error;
};

// A move letter or move string that does not name moves of the topology.
class invalid_move : public input_error {
 public:
  using input_error::input_error;
};

// A cell mask that is not one symbol's placement: the wrong number of cells,
// or cells that are not on the board.
class invalid_placement : public input_error {
 public:
  using input_error::input_error;
};

}  // namespace rotation
