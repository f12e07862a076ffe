#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// Some coordinates of a CoordinateSpace as the abstraction a pattern database is built over
/// (search::Abstraction): a state of it is the combination of their values, its rank the
/// entry of the table.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "../detail/text.hpp"
#include "coordinate_space.hpp"

namespace rotation::permutation {

/// Some coordinates of a space as an abstraction (search::Abstraction): an abstract state is
/// the combination of their values, ranked with the first coordinate varying slowest.
class CoordinatePattern {
 public:
  using state_type = std::uint64_t;  ///< the abstract state is its own rank
  /// Every move costs one.
  static constexpr bool unit_costs = true;

  /// The pattern of coordinates `chosen` (indices into space.coordinates(), distinct).
  CoordinatePattern(const CoordinateSpace& space, std::vector<std::size_t> chosen)
      : space_(&space), chosen_(std::move(chosen)) {
    if (chosen_.empty()) detail::raise(definition_error("a pattern of no coordinates"));
    size_ = 1;
    for (const std::size_t c : chosen_) {
      const std::uint64_t values = space.coordinates()[c].size();
      if (size_ > (std::uint64_t{1} << 62) / values)
        detail::raise(definition_error("a pattern of more than 2^62 states"));
      size_ *= values;
    }
    weights_.assign(chosen_.size(), 1);
    for (std::size_t i = chosen_.size() - 1; i > 0; --i)
      weights_[i - 1] = weights_[i] * space.coordinates()[chosen_[i]].size();
    id_ = space.puzzle().name() + " (definition " + detail::hex64(space.puzzle().fingerprint()) +
          (space.metric() == Metric::all_powers ? ") all" : ") quarter");
    for (const std::size_t c : chosen_) id_ += " | " + space.coordinates()[c].name();
  }

  /// Names the abstraction: the puzzle with its definition's fingerprint
  /// (Puzzle::fingerprint), the metric and the coordinates, e.g. "Cube2Fixed (definition
  /// 77d0ffd10ae2c1b4) all | CORNER positions | CORNER orientations".
  [[nodiscard]] const std::string& id() const { return id_; }
  /// The number of abstract states: the product of the coordinates' sizes.
  [[nodiscard]] std::uint64_t size() const { return size_; }
  /// The coordinates, as indices into the space's.
  [[nodiscard]] const std::vector<std::size_t>& chosen() const { return chosen_; }
  /// The space whose coordinates it combines.
  [[nodiscard]] const CoordinateSpace& space() const { return *space_; }
  /// How much each coordinate's value weighs in the rank (the product of the sizes of the
  /// coordinates after it).
  [[nodiscard]] const std::vector<std::uint64_t>& weights() const { return weights_; }
  /// An abstract state's rank: itself.
  [[nodiscard]] std::uint64_t rank(state_type state) const { return state; }
  /// The abstract state of a rank: itself.
  [[nodiscard]] state_type unrank(std::uint64_t rank) const { return rank; }
  /// The solved state's pattern, the only goal.
  [[nodiscard]] std::vector<state_type> goals() const { return {entry(space_->goal())}; }

  /// The abstract state (and table entry) of a state of the space.
  [[nodiscard]] std::uint64_t entry(const CoordinateState& state) const {
    std::uint64_t rank = 0;
    for (std::size_t i = 0; i < chosen_.size(); ++i) rank += weights_[i] * state.values[chosen_[i]];
    return rank;
  }

  /// Calls sink(next, 1) for every move of the space from abstract state `state`.
  template <class Sink>
  void for_each_move(state_type state, Sink&& sink) const {
    for_each_ranked_move(state, state, sink);
  }

  /// Calls sink(next_rank, 1) for every move from the abstract state of rank `rank`.
  template <class Sink>
  void for_each_ranked_move(state_type, std::uint64_t rank, Sink&& sink) const {
    std::array<std::uint32_t, max_coordinates> values{};
    for (std::size_t i = 0; i < chosen_.size(); ++i) {
      values[i] = static_cast<std::uint32_t>(rank / weights_[i]);
      rank %= weights_[i];
    }
    const std::size_t moves = space_->moves().size();
    for (std::size_t m = 0; m < moves; ++m) {
      std::uint64_t next = 0;
      for (std::size_t i = 0; i < chosen_.size(); ++i)
        next += weights_[i] * space_->coordinates()[chosen_[i]].next(values[i], m);
      sink(next, 1);
    }
  }

 private:
  const CoordinateSpace* space_;
  std::vector<std::size_t> chosen_;
  std::vector<std::uint64_t> weights_;
  std::uint64_t size_ = 1;
  std::string id_;
};

}  // namespace rotation::permutation
