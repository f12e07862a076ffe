#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// A coordinate: one view of one piece set, ranked, with a move table.
///
/// A search that applies a move to a whole state (every label, every
/// orientation) and ranks it again for each table look-up spends its time on
/// bookkeeping. A coordinate instead is a number: what one view of a set shows
/// (where some pieces are, or how the pieces are turned), ranked densely, and
/// a table gives, for every coordinate value and every move of the search,
/// the value after the move. A search then moves through a few table look-ups per move.
///
/// Two views exist, and each is closed under the moves (the value after a move
/// depends only on the value before), which is what a move table needs:
///   * positions: which group of pieces stands at each position of the set
///     (pieces mapped to groups; pieces of one group look alike), ranked as a
///     multiset permutation;
///   * orientations: the orientation at each position of the set, whatever
///     piece is there (a move turns what it carries by its own twist), ranked
///     as base-K digits; when no generator changes the sum of a set's
///     orientations (the cubes' twist rule), the last digit follows from the
///     others and is left out.
///
/// Only the values the moves reach from the solved state are kept, numbered
/// 0 .. size() - 1 in the order of their ranks: a view
/// of pieces that only turn in place (the Skewb's fixed corners) has a handful
/// of values among the thousands its ranking counts, and tables over several
/// coordinates multiply their sizes.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "../search/ranking.hpp"
#include "puzzle.hpp"

namespace rotation::permutation {

/// One ranked view of one piece set of a puzzle, with the table of the moves of its
/// generators (see the file's comment).
class Coordinate {
 public:
  /// Which view of a set.
  enum class View {
    positions,     ///< where each group of pieces stands
    orientations,  ///< the orientation at each position
  };

  /// Where the pieces of `set` stand, pieces grouped by `group_of_label` ([label]: a group
  /// from 0, for every label the set's solved state uses), with the table of `moves`;
  /// `name` describes the view.
  static Coordinate positions(const Puzzle& puzzle, std::size_t set,
                              const std::array<std::uint8_t, 256>& group_of_label, std::string name,
                              const std::vector<Move>& moves) {
    Coordinate c(puzzle, set, View::positions, std::move(name));
    c.group_of_label_ = group_of_label;
    std::vector<int> counts;
    for (std::size_t i = 0; i < c.pieces_; ++i) {
      const std::size_t group = group_of_label[puzzle.solved().labels[c.first_ + i]];
      if (group >= counts.size()) counts.resize(group + 1, 0);
      ++counts[group];
    }
    // Pieces told apart but one group of alike ones (or none): where the
    // distinct ones stand, a k-permutation, ranks several times faster than
    // a multiset permutation does.
    const auto repeated = std::count_if(counts.begin(), counts.end(), [](int n) { return n > 1; });
    if (repeated <= 1 && c.pieces_ <= 64) {
      c.slot_of_group_.fill(none);
      for (std::size_t g = 0; g < counts.size(); ++g) {
        if (counts[g] == 1) {
          c.slot_of_group_[g] = static_cast<std::uint8_t>(c.group_of_slot_.size());
          c.group_of_slot_.push_back(static_cast<std::uint8_t>(g));
        } else if (counts[g] > 1) {
          c.fill_group_ = static_cast<std::uint8_t>(g);
        }
      }
      // All apart: where the last piece stands follows from the others.
      if (repeated == 0) {
        c.fill_group_ = c.group_of_slot_.back();
        c.slot_of_group_[c.fill_group_] = none;
        c.group_of_slot_.pop_back();
      }
      c.ranks_ = search::partial_permutation_count(static_cast<int>(c.pieces_),
                                                   static_cast<int>(c.group_of_slot_.size()));
    } else if (counts.size() == 2 && c.pieces_ <= 64) {
      // Two groups of alike pieces (the Rotation Game's target and the rest):
      // which positions the first holds, a combination.
      c.combination_ = true;
      c.ranks_ = search::binomial(static_cast<int>(c.pieces_), counts[0]);
      c.group_of_slot_.resize(static_cast<std::size_t>(counts[0]));
    } else {
      c.multiset_ = search::MultisetRanking(counts);
      c.ranks_ = c.multiset_->size();
    }
    c.finish(puzzle, moves);
    return c;
  }

  /// The orientations at the positions of `set` (a set of more than one orientation), with
  /// the table of `moves`.
  static Coordinate orientations(const Puzzle& puzzle, std::size_t set,
                                 const std::vector<Move>& moves) {
    Coordinate c(puzzle, set, View::orientations, puzzle.sets()[set].name + " orientations");
    c.modulus_ = puzzle.sets()[set].orientations;
    // The sum rule: every generator keeps the sum of the set's orientations.
    c.sum_rule_ = true;
    for (const Generator& g : puzzle.generators()) {
      unsigned sum = 0;
      for (std::size_t i = 0; i < c.pieces_; ++i) sum += g.transform.twist[c.first_ + i];
      if (sum % static_cast<unsigned>(c.modulus_) != 0) c.sum_rule_ = false;
    }
    unsigned solved_sum = 0;
    for (std::size_t i = 0; i < c.pieces_; ++i) solved_sum += puzzle.solved().twists[c.first_ + i];
    c.solved_sum_ = static_cast<int>(solved_sum % static_cast<unsigned>(c.modulus_));
    c.digits_ = c.sum_rule_ ? c.pieces_ - 1 : c.pieces_;
    c.ranks_ = search::orientation_count(static_cast<int>(c.digits_), c.modulus_);
    c.finish(puzzle, moves);
    return c;
  }

  /// Which view it is.
  [[nodiscard]] View view() const { return view_; }
  /// The set it views.
  [[nodiscard]] std::size_t set() const { return set_; }
  /// Describes the view, e.g. "CORNER orientations".
  [[nodiscard]] const std::string& name() const { return name_; }
  /// The number of values the moves reach from the solved state, numbered 0 to size() - 1.
  [[nodiscard]] std::uint64_t size() const { return size_; }
  /// The value of the solved state.
  [[nodiscard]] std::uint32_t solved() const { return solved_; }
  /// With positions: the group each label of the set is seen as ([label]; labels of one
  /// group look alike).
  [[nodiscard]] const std::array<std::uint8_t, 256>& group_of_label() const {
    return group_of_label_;
  }
  /// The number of moves (the columns of the move table).
  [[nodiscard]] std::size_t moves() const { return moves_; }

  /// The value a state shows, or size() when the moves never show it from the solved
  /// state (the state cannot be reached).
  [[nodiscard]] std::uint64_t rank(const State& state) const {
    std::array<std::uint8_t, 256> local{};
    read(state, local);
    if (view_ == View::orientations && sum_rule_) {
      unsigned sum = 0;
      for (std::size_t i = 0; i < pieces_; ++i) sum += local[i];
      if (static_cast<int>(sum % static_cast<unsigned>(modulus_)) != solved_sum_) return size_;
    }
    const std::uint32_t value = value_of_rank_[static_cast<std::size_t>(rank_local(local))];
    return value == unreached ? size_ : value;
  }

  /// The values after each move from `value` ([m]: after move m), moves() of them.
  [[nodiscard]] const std::uint32_t* row(std::uint32_t value) const {
    return table_.data() + std::size_t{value} * moves_;
  }

  /// The value after move `m` (an index into the moves it was made with) from `value`.
  [[nodiscard]] std::uint32_t next(std::uint32_t value, std::size_t m) const {
    return table_[std::size_t{value} * moves_ + m];
  }

  /// The most entries of the table of a coordinate's generators (4 bytes each: 64 MB): a
  /// coordinate of a puzzle of g generators ranks at most max_table_entries / g
  /// arrangements. (Its table of moves has a column per power in the metric.) Larger
  /// views are split (see CoordinateSpace) or refused.
  static constexpr std::uint64_t max_table_entries = std::uint64_t{1} << 24;

 private:
  Coordinate(const Puzzle& puzzle, std::size_t set, View view, std::string name)
      : set_(set),
        view_(view),
        name_(std::move(name)),
        first_(puzzle.first_position(set)),
        pieces_(static_cast<std::size_t>(puzzle.sets()[set].pieces)) {
    if (pieces_ > 255)
      detail::raise(definition_error(name_ + ": a coordinate views sets of at most 255 pieces"));
  }

  // What the view shows of the set, one byte a position.
  void read(const State& state, std::array<std::uint8_t, 256>& local) const {
    for (std::size_t i = 0; i < pieces_; ++i)
      local[i] = view_ == View::positions ? group_of_label_[state.labels[first_ + i]]
                                          : state.twists[first_ + i];
  }

  std::uint64_t rank_local(const std::array<std::uint8_t, 256>& local) const {
    if (view_ == View::orientations)
      return search::rank_orientations(std::span(local.data(), digits_), modulus_);
    if (multiset_) return multiset_->rank(std::span(local.data(), pieces_));
    if (combination_) {
      std::array<std::uint8_t, 64> where{};
      std::size_t k = 0;
      for (std::size_t i = 0; i < pieces_; ++i) {  // without a branch: the groups lie at random
        where[k] = static_cast<std::uint8_t>(i);
        k += local[i] == 0 ? 1U : 0U;
      }
      return search::rank_combination(std::span(where.data(), k), static_cast<int>(pieces_));
    }
    std::array<std::uint8_t, 64> where{};
    for (std::size_t i = 0; i < pieces_; ++i)
      if (const std::uint8_t slot = slot_of_group_[local[i]]; slot != none)
        where[slot] = static_cast<std::uint8_t>(i);
    return search::rank_partial_permutation(std::span(where.data(), group_of_slot_.size()),
                                            static_cast<int>(pieces_));
  }

  void unrank_local(std::uint64_t value, std::array<std::uint8_t, 256>& local) const {
    if (view_ == View::positions) {
      if (multiset_) {
        multiset_->unrank(value, std::span(local.data(), pieces_));
        return;
      }
      std::array<std::uint8_t, 64> where{};
      if (combination_) {
        search::unrank_combination(value, static_cast<int>(pieces_),
                                   std::span(where.data(), group_of_slot_.size()));
        std::fill(local.begin(), local.begin() + static_cast<std::ptrdiff_t>(pieces_), 1);
        for (std::size_t j = 0; j < group_of_slot_.size(); ++j) local[where[j]] = 0;
        return;
      }
      search::unrank_partial_permutation(value, static_cast<int>(pieces_),
                                         std::span(where.data(), group_of_slot_.size()));
      std::fill(local.begin(), local.begin() + static_cast<std::ptrdiff_t>(pieces_), fill_group_);
      for (std::size_t j = 0; j < group_of_slot_.size(); ++j) local[where[j]] = group_of_slot_[j];
      return;
    }
    search::unrank_orientations(value, modulus_, std::span(local.data(), digits_));
    if (sum_rule_) {
      unsigned sum = 0;
      for (std::size_t i = 0; i + 1 < pieces_; ++i) sum += local[i];
      const auto m = static_cast<unsigned>(modulus_);
      local[pieces_ - 1] =
          static_cast<std::uint8_t>((static_cast<unsigned>(solved_sum_) + m * 256 - sum) % m);
    }
  }

  static constexpr std::uint32_t unreached = 0xffffffff;

  // The values the moves reach, and their move table, one column per move.
  // Only the generators are applied to unranked arrangements and ranked
  // again; a power's column follows its generator's, a look-up per step.
  void finish(const Puzzle& puzzle, const std::vector<Move>& moves) {
    const std::size_t generators = puzzle.generators().size();
    if (ranks_ > max_table_entries / std::max<std::size_t>(generators, 1))
      detail::raise(definition_error(name_ + ": " + std::to_string(ranks_) +
                                     " arrangements, more than a move table is kept for"));
    const auto ranks = static_cast<std::size_t>(ranks_);
    std::vector<std::uint32_t> by_generator(ranks * generators);
    std::array<std::uint8_t, 256> before{};
    std::array<std::uint8_t, 256> after{};
    for (std::size_t r = 0; r < ranks; ++r) {
      unrank_local(r, before);
      for (std::size_t g = 0; g < generators; ++g) {
        const Transform& t = puzzle.generators()[g].transform;
        for (std::size_t i = 0; i < pieces_; ++i) {
          const std::size_t from = t.from[first_ + i] - first_;
          after[i] = view_ == View::positions
                         ? before[from]
                         : static_cast<std::uint8_t>((before[from] + t.twist[first_ + i]) %
                                                     static_cast<unsigned>(modulus_));
        }
        by_generator[r * generators + g] = static_cast<std::uint32_t>(rank_local(after));
      }
    }
    // The ranks the generators reach from the solved one, marked breadth
    // first, then numbered in increasing order: the tables below are then
    // filled walking the ranks in order.
    read(puzzle.solved(), before);
    const auto solved_rank = static_cast<std::uint32_t>(rank_local(before));
    value_of_rank_.assign(ranks, unreached);
    {
      std::vector<std::uint32_t> queue{solved_rank};
      value_of_rank_[solved_rank] = 0;
      for (std::size_t q = 0; q < queue.size(); ++q)
        for (std::size_t g = 0; g < generators; ++g) {
          const std::uint32_t next = by_generator[std::size_t{queue[q]} * generators + g];
          if (value_of_rank_[next] != unreached) continue;
          value_of_rank_[next] = 0;
          queue.push_back(next);
        }
    }
    std::vector<std::uint32_t> rank_of_value;
    for (std::size_t r = 0; r < ranks; ++r) {
      if (value_of_rank_[r] == unreached) continue;
      value_of_rank_[r] = static_cast<std::uint32_t>(rank_of_value.size());
      rank_of_value.push_back(static_cast<std::uint32_t>(r));
    }
    size_ = rank_of_value.size();
    solved_ = value_of_rank_[solved_rank];
    // A power p beyond half the generator's order is order - p steps back:
    // the generators' inverses, each a scatter of its column.
    std::vector<int> order(generators);
    bool backwards = false;
    for (std::size_t g = 0; g < generators; ++g) order[g] = puzzle.generators()[g].order;
    for (const Move& move : moves)
      backwards = backwards || 2 * move.power > order[static_cast<std::size_t>(move.generator)];
    std::vector<std::uint32_t> by_inverse;
    if (backwards) {
      by_inverse.resize(ranks * generators);
      for (std::size_t r = 0; r < ranks; ++r)
        for (std::size_t g = 0; g < generators; ++g)
          by_inverse[std::size_t{by_generator[r * generators + g]} * generators + g] =
              static_cast<std::uint32_t>(r);
    }
    moves_ = moves.size();
    table_.resize(rank_of_value.size() * moves_);
    for (std::size_t v = 0; v < rank_of_value.size(); ++v) {
      for (std::size_t m = 0; m < moves_; ++m) {
        const auto g = static_cast<std::size_t>(moves[m].generator);
        const int p = moves[m].power;
        const bool back = 2 * p > order[g];
        const std::vector<std::uint32_t>& step = back ? by_inverse : by_generator;
        std::uint32_t r = rank_of_value[v];
        for (int k = back ? order[g] - p : p; k > 0; --k) r = step[std::size_t{r} * generators + g];
        table_[v * moves_ + m] = value_of_rank_[r];
      }
    }
  }

  std::size_t set_;
  View view_;
  std::string name_;
  std::size_t first_;
  std::size_t pieces_;
  std::array<std::uint8_t, 256> group_of_label_{};
  // The positions view ranks a multiset permutation, or, when all pieces but
  // one group of alike ones are told apart, where those stand (a
  // k-permutation): slot j holds group group_of_slot_[j], and fill_group_
  // fills the positions they leave.
  static constexpr std::uint8_t none = 0xff;
  std::optional<search::MultisetRanking> multiset_;
  bool combination_ = false;  // two groups: the positions of group 0, as a combination
  std::array<std::uint8_t, 256> slot_of_group_{};
  std::vector<std::uint8_t> group_of_slot_;
  std::uint8_t fill_group_ = 0;
  int modulus_ = 1;
  bool sum_rule_ = false;
  int solved_sum_ = 0;
  std::size_t digits_ = 0;
  std::uint64_t ranks_ = 0;                   // arrangements the ranking counts
  std::uint64_t size_ = 0;                    // of them, those the moves reach
  std::vector<std::uint32_t> value_of_rank_;  // [rank]: its value, or unreached
  std::uint32_t solved_ = 0;
  std::size_t moves_ = 0;
  std::vector<std::uint32_t> table_;  // [value * moves + m]
};

}  // namespace rotation::permutation
