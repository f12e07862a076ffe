#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// A permutation puzzle as a search domain: a state is a handful of
/// coordinates (coordinate.hpp) that together determine it exactly, a move a
/// look-up in each coordinate's table. It satisfies search::Domain, so the
/// library's IDA* searches any puzzle read from a definition with no code to
/// write.
///
/// The coordinates: for each set, where its pieces stand (one coordinate, or
/// several that each tell some labels apart when the set is too large for one
/// table) and, when its pieces turn, their orientations.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "../detail/raise.hpp"
#include "coordinate.hpp"
#include "move_automaton.hpp"
#include "puzzle.hpp"

namespace rotation::permutation {

/// The most coordinates a CoordinateSpace splits a puzzle into.
inline constexpr std::size_t max_coordinates = 16;

/// A state as its coordinates' values ([c]: coordinate c of the space; the rest 0).
struct CoordinateState {
  std::array<std::uint32_t, max_coordinates> values{};  ///< [c]: the value of coordinate c
  /// The same values.
  friend bool operator==(const CoordinateState&, const CoordinateState&) = default;
};

/// A view of one piece set for pattern databases beyond the coordinates a CoordinateSpace
/// needs to know a state: where some pieces stand (the others looking alike), or the
/// orientations alone. A space tracks it in its states, so a table over it can be looked up
/// during a search, and its move table is generated from the puzzle's moves.
struct Projection {
  std::string set;                                      ///< the set's name
  Coordinate::View view = Coordinate::View::positions;  ///< what is seen of it
  /// With positions: the labels told apart (every other piece of the set looks alike).
  std::vector<int> labels;

  /// Where the pieces of `set` with these labels stand.
  static Projection positions(std::string set, std::vector<int> labels) {
    return Projection{std::move(set), Coordinate::View::positions, std::move(labels)};
  }
  /// The orientations at the positions of `set`, whatever piece stands there.
  static Projection orientations(std::string set) {
    return Projection{std::move(set), Coordinate::View::orientations, {}};
  }
};

/// A permutation puzzle under a metric as a search domain over coordinates (see the file's
/// comment). Moves are indices into moves(), in the puzzle's order (generators as defined,
/// each with its powers from 1 up).
class CoordinateSpace {
 public:
  using state_type = CoordinateState;  ///< the coordinates of a state
  using move_type = std::uint16_t;     ///< an index into moves()

  /// Splits `puzzle` into coordinates and builds their move tables for the moves of
  /// `metric`. Throws definition_error for a puzzle no set of at most max_coordinates
  /// coordinates whose move tables fit Coordinate::max_table_entries describes.
  ///
  /// Each of `projections` adds a coordinate after those, at index
  /// projection_index(i), for tables over what it shows; throws definition_error for one
  /// that names no set or label of the puzzle.
  CoordinateSpace(const Puzzle& puzzle, Metric metric,
                  const std::vector<Projection>& projections = {})
      : puzzle_(&puzzle),
        metric_(metric),
        moves_(puzzle.moves(metric)),
        first_shortest_(puzzle, moves_, Redundancy::shorter_or_earlier),
        every_shortest_(puzzle, moves_, Redundancy::shorter) {
    if (moves_.size() > 65535) detail::raise(definition_error("more than 65535 moves"));
    max_values_ =
        Coordinate::max_table_entries / std::max<std::size_t>(puzzle.generators().size(), 1);
    for (std::size_t m = 0; m < moves_.size(); ++m)
      move_indices_.push_back(static_cast<move_type>(m));
    for (std::size_t s = 0; s < puzzle.sets().size(); ++s) {
      add_positions(s);
      add_orientations(s);
    }
    exact_ = coordinates_.size();
    for (const Projection& projection : projections) add_projection(projection);
    if (coordinates_.size() > max_coordinates)
      detail::raise(definition_error("the puzzle needs " + std::to_string(coordinates_.size()) +
                                     " coordinates, more than " + std::to_string(max_coordinates)));
    for (std::size_t c = 0; c < coordinates_.size(); ++c)
      goal_.values[c] = coordinates_[c].solved();
    find_commuting_generators();
    for (const Move& move : moves_) {
      const int order = puzzle.generators()[static_cast<std::size_t>(move.generator)].order;
      for (std::size_t m = 0; m < moves_.size(); ++m)
        if (moves_[m].generator == move.generator && moves_[m].power == order - move.power)
          inverses_.push_back(static_cast<move_type>(m));
    }
  }

  /// The puzzle.
  [[nodiscard]] const Puzzle& puzzle() const { return *puzzle_; }
  /// The metric its moves come from.
  [[nodiscard]] Metric metric() const { return metric_; }
  /// The moves of a search, with their names.
  [[nodiscard]] const std::vector<Move>& moves() const { return moves_; }
  /// The coordinates a state is split into.
  [[nodiscard]] const std::vector<Coordinate>& coordinates() const { return coordinates_; }
  /// The solved state.
  [[nodiscard]] const CoordinateState& goal() const { return goal_; }
  /// How many of the coordinates (the first ones) tell every state apart; the projections
  /// come after them.
  [[nodiscard]] std::size_t exact_coordinates() const { return exact_; }
  /// The index in coordinates() of projection `i` of those the space was made with.
  [[nodiscard]] std::size_t projection_index(std::size_t i) const { return exact_ + i; }

  /// The coordinates of `state`, or none when a coordinate shows it cannot be reached
  /// from the solved state (orientations breaking the sum rule). The state must be one of
  /// the puzzle's (Puzzle::state_problem says nothing of it).
  [[nodiscard]] std::optional<CoordinateState> encode(const State& state) const {
    CoordinateState result;
    for (std::size_t c = 0; c < coordinates_.size(); ++c) {
      const std::uint64_t value = coordinates_[c].rank(state);
      if (value >= coordinates_[c].size()) return std::nullopt;
      result.values[c] = static_cast<std::uint32_t>(value);
    }
    return result;
  }

  /// The moves to try, every move in order. (search::Domain)
  [[nodiscard]] const std::vector<move_type>& moves(const state_type&) const {
    return move_indices_;
  }
  /// Plays move `m`. (search::Domain)
  void apply(state_type& state, move_type m) const {
    for (std::size_t c = 0; c < coordinates_.size(); ++c)
      state.values[c] = coordinates_[c].next(state.values[c], m);
  }
  /// Whether `state` is solved. (search::Domain)
  [[nodiscard]] bool is_goal(const state_type& state) const { return state == goal_; }

  /// Whether `next` need never follow `previous` on a shortest path that is first in move
  /// order: a power of the same generator (the two make one move or none), or a generator
  /// that commutes with the previous one and comes before it (the other order is tried).
  [[nodiscard]] bool is_redundant(move_type previous, move_type next) const {
    const Move& a = moves_[previous];
    const Move& b = moves_[next];
    if (a.generator == b.generator) {
      const int order = puzzle_->generators()[static_cast<std::size_t>(a.generator)].order;
      const int combined = (a.power + b.power) % order;
      // All powers: any power is one move. Quarter turns: one move or none.
      return metric_ == Metric::all_powers || combined == 0 || combined == 1 ||
             combined == order - 1;
    }
    return b.generator < a.generator &&
           commute_[static_cast<std::size_t>(a.generator) * generator_count() +
                    static_cast<std::size_t>(b.generator)];
  }

  /// The state `length` random moves (uniform among moves()) away from the solved one,
  /// drawn with `rng` (a generator of 64 random bits a call, such as std::mt19937_64). For
  /// puzzles whose states cannot all be listed, the way to a random state; see
  /// uniform_state for one drawn uniformly.
  template <class Rng>
  [[nodiscard]] CoordinateState random_walk(Rng& rng, int length) const {
    CoordinateState state = goal_;
    for (int k = 0; k < length; ++k)
      apply(state, static_cast<move_type>(below(rng, moves_.size())));
    return state;
  }

  /// A state drawn uniformly among those the moves reach, given a `table` over every
  /// coordinate (as choose_patterns makes when the whole space fits; it tells reachable
  /// combinations of the coordinates' values from the others): combinations drawn
  /// uniformly until one is reachable. Throws definition_error when the table does not
  /// cover every coordinate.
  template <class Rng, class Table>
  [[nodiscard]] CoordinateState uniform_state(Rng& rng, const Table& table) const {
    if (table.pattern().chosen().size() != coordinates_.size())
      detail::raise(definition_error(
          "a uniform random state needs a table over every coordinate of the space"));
    for (;;) {
      CoordinateState state;
      for (std::size_t c = 0; c < coordinates_.size(); ++c)
        state.values[c] = static_cast<std::uint32_t>(below(rng, coordinates_[c].size()));
      if (!table.unsolvable(state)) return state;
    }
  }

  /// The state of the move automaton for the empty path. (search::DomainWithMoveAutomaton)
  [[nodiscard]] std::uint32_t sequence_start() const { return 0; }
  /// The state of the move automaton after move `m`, or -1 when no path that goes on with
  /// `m` needs trying: its last moves do what fewer moves (or, unless `every_shortest`, the
  /// same number earlier in move order) do. (search::DomainWithMoveAutomaton)
  [[nodiscard]] std::int64_t sequence_next(std::uint32_t state, move_type m,
                                           bool every_shortest) const {
    return (every_shortest ? every_shortest_ : first_shortest_).next(state, m);
  }
  /// The automaton that keeps the first shortest solution.
  [[nodiscard]] const MoveAutomaton& first_shortest_automaton() const { return first_shortest_; }
  /// The automaton that keeps every shortest solution.
  [[nodiscard]] const MoveAutomaton& every_shortest_automaton() const { return every_shortest_; }

  /// The move that undoes move `m`: the same generator's opposite power. (Used where only
  /// inverses are pruned, as when every shortest path is counted.)
  [[nodiscard]] move_type inverse(move_type m) const { return inverses_[m]; }

  /// Whether generators `a` and `b` commute (either order does the same).
  [[nodiscard]] bool commute(std::size_t a, std::size_t b) const {
    return commute_[a * generator_count() + b];
  }

 private:
  [[nodiscard]] std::size_t generator_count() const { return puzzle_->generators().size(); }

  // A uniform integer in [0, n), n > 0, from the generator's raw output (the
  // standard distributions differ between standard libraries; this does not).
  template <class Rng>
  static std::uint64_t below(Rng& rng, std::uint64_t n) {
    static_assert(Rng::min() == 0 && Rng::max() == ~std::uint64_t{0},
                  "a generator of 64 random bits a call, such as std::mt19937_64");
    const std::uint64_t limit = ~std::uint64_t{0} - ~std::uint64_t{0} % n;
    for (;;) {
      const auto draw = static_cast<std::uint64_t>(rng());
      if (draw < limit) return draw % n;
    }
  }

  // The labels of a set's solved state, each once, in increasing order, with
  // how many pieces carry each.
  std::vector<std::pair<std::uint8_t, int>> labels_of(std::size_t set) const {
    std::array<int, 256> count{};
    const std::size_t first = puzzle_->first_position(set);
    for (std::size_t i = 0; i < static_cast<std::size_t>(puzzle_->sets()[set].pieces); ++i)
      ++count[puzzle_->solved().labels[first + i]];
    std::vector<std::pair<std::uint8_t, int>> labels;
    for (std::size_t l = 0; l < 256; ++l)
      if (count[l] != 0) labels.emplace_back(static_cast<std::uint8_t>(l), count[l]);
    return labels;
  }

  // Where the set's pieces stand: one coordinate telling every label apart
  // when its table is small enough, else several, each telling apart as many
  // labels as fit and lumping the others together. Together they say where
  // every piece is. A set of identical pieces needs none.
  void add_positions(std::size_t set) {
    const auto labels = labels_of(set);
    if (labels.size() < 2) return;
    const std::string& set_name = puzzle_->sets()[set].name;
    std::size_t begin = 0;
    // A set's labels all apart fit one coordinate: group g is the g-th label.
    // Otherwise, chunk after chunk: group 0 for the rest, 1.. for the chunk.
    if (arrangements(labels, 0, labels.size(), false) <= max_values_) {
      std::array<std::uint8_t, 256> groups{};
      for (std::size_t g = 0; g < labels.size(); ++g)
        groups[labels[g].first] = static_cast<std::uint8_t>(g);
      coordinates_.push_back(
          Coordinate::positions(*puzzle_, set, groups, set_name + " positions", moves_));
      return;
    }
    // The last label's pieces stand where no other label's do: no chunk needs it.
    while (begin + 1 < labels.size()) {
      std::size_t end = begin + 1;
      while (end + 1 < labels.size() && arrangements(labels, begin, end + 1, true) <= max_values_)
        ++end;
      if (arrangements(labels, begin, end, true) > max_values_)
        detail::raise(definition_error("set " + set_name + ": the positions of label " +
                                       std::to_string(labels[begin].first) +
                                       " alone take more values than a move table is kept for"));
      std::array<std::uint8_t, 256> groups{};
      std::string name = set_name + " positions of labels";
      for (std::size_t i = begin; i < end; ++i) {
        groups[labels[i].first] = static_cast<std::uint8_t>(i - begin + 1);
        name += ' ';
        name += std::to_string(labels[i].first);
      }
      coordinates_.push_back(Coordinate::positions(*puzzle_, set, groups, name, moves_));
      begin = end;
    }
  }

  // The arrangements of the labels [begin, end) told apart, and the others
  // lumped together when `rest`; saturated at max_values_ + 1.
  std::uint64_t arrangements(const std::vector<std::pair<std::uint8_t, int>>& labels,
                             std::size_t begin, std::size_t end, bool rest) const {
    std::vector<int> counts;
    int others = 0;
    for (std::size_t i = 0; i < labels.size(); ++i) {
      if (i >= begin && i < end)
        counts.push_back(labels[i].second);
      else
        others += labels[i].second;
    }
    if (rest && others > 0) counts.push_back(others);
    // The multinomial, one factor at a time, saturating.
    std::uint64_t total = 1;
    int placed = 0;
    for (const int count : counts) {
      for (int k = 1; k <= count; ++k) {
        ++placed;
        // total * placed / k stays whole: it is a product of binomials so far.
        total = total / static_cast<std::uint64_t>(k) * static_cast<std::uint64_t>(placed) +
                total % static_cast<std::uint64_t>(k) * static_cast<std::uint64_t>(placed) /
                    static_cast<std::uint64_t>(k);
        if (total > max_values_) return max_values_ + 1;
      }
    }
    return total;
  }

  // A set whose pieces turn: the orientations, unless no move ever turns one
  // (they stay as solved).
  void add_orientations(std::size_t set) {
    if (puzzle_->sets()[set].orientations < 2) return;
    const std::size_t first = puzzle_->first_position(set);
    const auto pieces = static_cast<std::size_t>(puzzle_->sets()[set].pieces);
    bool turns = false;
    for (const Generator& g : puzzle_->generators())
      for (std::size_t i = 0; i < pieces; ++i) turns = turns || g.transform.twist[first + i] != 0;
    if (!turns) return;
    coordinates_.push_back(Coordinate::orientations(*puzzle_, set, moves_));
  }

  void add_projection(const Projection& projection) {
    std::size_t set = puzzle_->sets().size();
    for (std::size_t s = 0; s < puzzle_->sets().size(); ++s)
      if (puzzle_->sets()[s].name == projection.set) set = s;
    if (set == puzzle_->sets().size())
      detail::raise(definition_error("a projection of set '" + projection.set +
                                     "', which the puzzle does not have"));
    if (projection.view == Coordinate::View::orientations) {
      if (puzzle_->sets()[set].orientations < 2)
        detail::raise(definition_error("a projection of the orientations of set " + projection.set +
                                       ", whose pieces have none"));
      coordinates_.push_back(Coordinate::orientations(*puzzle_, set, moves_));
      return;
    }
    // The labels told apart are groups 1, 2, ...; the others group 0.
    const auto labels = labels_of(set);
    std::array<std::uint8_t, 256> groups{};
    std::string name = projection.set + " positions of labels";
    std::uint8_t next = 1;
    for (const int label : projection.labels) {
      const bool in_set = std::any_of(labels.begin(), labels.end(),
                                      [&](const auto& l) { return l.first == label; });
      if (!in_set || label < 1 || label > 255 || groups[static_cast<std::size_t>(label)] != 0)
        detail::raise(definition_error("a projection of set " + projection.set + ": label " +
                                       std::to_string(label) +
                                       " is not one of its pieces, or is given twice"));
      groups[static_cast<std::size_t>(label)] = next++;
      name += ' ';
      name += std::to_string(label);
    }
    coordinates_.push_back(Coordinate::positions(*puzzle_, set, groups, name, moves_));
  }

  void find_commuting_generators() {
    const auto& generators = puzzle_->generators();
    commute_.assign(generators.size() * generators.size(), false);
    for (std::size_t a = 0; a < generators.size(); ++a)
      for (std::size_t b = 0; b < generators.size(); ++b)
        commute_[a * generators.size() + b] =
            puzzle_->compose(generators[a].transform, generators[b].transform) ==
            puzzle_->compose(generators[b].transform, generators[a].transform);
  }

  const Puzzle* puzzle_;
  Metric metric_;
  std::vector<Move> moves_;
  MoveAutomaton first_shortest_;
  MoveAutomaton every_shortest_;
  std::uint64_t max_values_ = 0;  // the most arrangements a coordinate may rank
  std::vector<move_type> move_indices_;
  std::vector<Coordinate> coordinates_;
  std::size_t exact_ = 0;  // coordinates_[0 .. exact_) tell every state apart
  CoordinateState goal_;
  std::vector<bool> commute_;        // [a * generators + b]
  std::vector<move_type> inverses_;  // [m]: the move that undoes m
};

}  // namespace rotation::permutation
