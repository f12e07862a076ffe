#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// More than one look-up a node: a search over a state together with its
/// images under a few of the puzzle's symmetries (symmetry.hpp), each image
/// moved by the image of every move, so that the pattern tables can be
/// looked up on each and the largest bound taken. An image is exactly as far
/// from the solved state as the state, so every look-up is admissible; on the
/// 3x3x3 a table of some edges, looked up on the state turned to another
/// axis, sees other edges.
///
/// Which symmetries: choose_images() tries them all on sample states and
/// keeps, one at a time, the one that raises the average bound most, while
/// it still does. A table that every symmetry maps onto itself (the whole
/// space's, the cube's corners) gains nothing from them, and none is kept.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <random>
#include <utility>
#include <vector>

#include "../detail/raise.hpp"
#include "coordinate_space.hpp"
#include "pattern_tables.hpp"
#include "puzzle.hpp"
#include "symmetry.hpp"

namespace rotation::permutation {

/// The most images a SymmetricSpace tracks, the state itself included.
inline constexpr std::size_t max_images = 4;

/// A state and its images: images[0] is the state, images[k] its image under the space's
/// symmetry k (only the coordinates the tables read are kept in those).
struct SymmetricState {
  std::array<CoordinateState, max_images> images{};  ///< [k]: under symmetry k
  /// The same images.
  friend bool operator==(const SymmetricState&, const SymmetricState&) = default;
};

/// A CoordinateSpace whose states carry their images under some symmetries (see the file's
/// comment). A search::Domain with the space's move automaton; its moves are the space's.
class SymmetricSpace {
 public:
  using state_type = SymmetricState;             ///< a state and its images
  using move_type = CoordinateSpace::move_type;  ///< an index into space().moves()

  /// Tracks the images of `space`'s states under `symmetries` (the identity first, at most
  /// max_images; from symmetries() of the space's puzzle and metric), keeping in the images
  /// only the coordinates `tracked` lists (those the tables read). Throws definition_error
  /// when the first is not the identity or a symmetry does not fit the space's moves.
  SymmetricSpace(const CoordinateSpace& space, std::vector<Symmetry> symmetries,
                 std::vector<std::size_t> tracked)
      : space_(&space), symmetries_(std::move(symmetries)), tracked_(std::move(tracked)) {
    if (symmetries_.empty() || symmetries_.size() > max_images)
      detail::raise(definition_error("a symmetric space needs 1 to " + std::to_string(max_images) +
                                     " symmetries"));
    const Puzzle& puzzle = space.puzzle();
    const auto& moves = space.moves();
    for (const Symmetry& s : symmetries_) {
      std::vector<move_type> image(moves.size());
      for (std::size_t m = 0; m < moves.size(); ++m) {
        const std::pair<int, int> to = image_of(puzzle, s, moves[m].generator, moves[m].power);
        const auto found = std::find_if(moves.begin(), moves.end(), [&](const Move& other) {
          return other.generator == to.first && other.power == to.second;
        });
        if (found == moves.end())
          detail::raise(definition_error("a symmetry takes move " + moves[m].name +
                                         " to one the space does not have"));
        image[m] = static_cast<move_type>(found - moves.begin());
      }
      image_moves_.push_back(std::move(image));
    }
    if (image_moves_.front() != space.moves(space.goal()))
      detail::raise(definition_error("a symmetric space's first symmetry must be the identity"));
  }

  /// The space searched.
  [[nodiscard]] const CoordinateSpace& space() const { return *space_; }
  /// The symmetries, the identity first.
  [[nodiscard]] const std::vector<Symmetry>& symmetries() const { return symmetries_; }
  /// How many images a state carries, itself included.
  [[nodiscard]] std::size_t images() const { return symmetries_.size(); }

  /// The state and its images, or none when the state cannot be reached (as
  /// CoordinateSpace::encode).
  [[nodiscard]] std::optional<SymmetricState> encode(const State& state) const {
    SymmetricState result;
    for (std::size_t k = 0; k < images(); ++k) {
      const auto image = space_->encode(
          k == 0 ? state : permutation::apply(space_->puzzle(), symmetries_[k], state));
      if (!image) return std::nullopt;
      result.images[k] = *image;
    }
    return result;
  }

  /// The moves to try, every move in order. (search::Domain)
  [[nodiscard]] const std::vector<move_type>& moves(const state_type& state) const {
    return space_->moves(state.images[0]);
  }
  /// Plays move `m` on the state and its image on each image. (search::Domain)
  void apply(state_type& state, move_type m) const {
    space_->apply(state.images[0], m);
    for (std::size_t k = 1; k < images(); ++k) {
      const move_type image = image_moves_[k][m];
      for (const std::size_t c : tracked_) {
        auto& value = state.images[k].values[c];
        value = space_->coordinates()[c].next(value, image);
      }
    }
  }
  /// Whether the state is solved. (search::Domain)
  [[nodiscard]] bool is_goal(const state_type& state) const {
    return space_->is_goal(state.images[0]);
  }
  /// As CoordinateSpace::is_redundant.
  [[nodiscard]] bool is_redundant(move_type previous, move_type next) const {
    return space_->is_redundant(previous, next);
  }
  /// As CoordinateSpace::inverse.
  [[nodiscard]] move_type inverse(move_type m) const { return space_->inverse(m); }
  /// As CoordinateSpace::sequence_start. (search::DomainWithMoveAutomaton)
  [[nodiscard]] std::uint32_t sequence_start() const { return space_->sequence_start(); }
  /// As CoordinateSpace::sequence_next. (search::DomainWithMoveAutomaton)
  [[nodiscard]] std::int64_t sequence_next(std::uint32_t state, move_type m,
                                           bool every_shortest) const {
    return space_->sequence_next(state, m, every_shortest);
  }

 private:
  const CoordinateSpace* space_;
  std::vector<Symmetry> symmetries_;
  std::vector<std::size_t> tracked_;                 // the coordinates kept in images 1..
  std::vector<std::vector<move_type>> image_moves_;  // [k][m]: the image of move m
};

/// Whether `symmetry` maps `pattern`'s table onto itself, so that a look-up on a state's
/// image under it gives the state's own. It does when what the pattern sees of the image
/// follows from what it sees of the state: then the symmetry acts on the pattern's states,
/// keeps the solved one and carries moves to moves, so it keeps every distance. Two cases
/// are recognised, the symmetry keeping in place every set the pattern views:
///   * the pattern sees whole sets: every coordinate of the space's that tell states apart
///     and view one of its sets (the cube's corner table);
///   * each coordinate alone follows: positions whose groups of alike labels the symmetry
///     sends to groups (the corners' positions alone), orientations to which it adds the
///     same turn whatever the piece (not the cube's: a turn of the whole cube changes
///     which sticker a corner's twist counts from, by the piece).
/// A table of some edges' positions is in neither case.
[[nodiscard]] inline bool same_on_image(const CoordinatePattern& pattern,
                                        const Symmetry& symmetry) {
  const CoordinateSpace& space = pattern.space();
  const Puzzle& puzzle = space.puzzle();
  const auto& chosen = pattern.chosen();
  std::vector<bool> viewed(puzzle.sets().size(), false);
  for (const std::size_t c : chosen) viewed[space.coordinates()[c].set()] = true;
  for (std::size_t p = 0; p < puzzle.positions(); ++p)
    if (viewed[puzzle.set_of(p)] && puzzle.set_of(symmetry.to[p]) != puzzle.set_of(p)) return false;
  auto chosen_has = [&chosen](std::size_t c) {
    return std::find(chosen.begin(), chosen.end(), c) != chosen.end();
  };
  bool whole_sets = true;
  for (std::size_t c = 0; c < space.coordinates().size(); ++c)
    if (viewed[space.coordinates()[c].set()] && chosen_has(c) != (c < space.exact_coordinates()))
      whole_sets = false;
  if (whole_sets) return true;
  for (const std::size_t c : chosen) {
    const Coordinate& coordinate = space.coordinates()[c];
    const std::size_t set = coordinate.set();
    const std::size_t first = puzzle.first_position(set);
    const auto pieces = static_cast<std::size_t>(puzzle.sets()[set].pieces);
    const auto& relabel = symmetry.relabel[set];
    const auto& group = coordinate.group_of_label();
    for (std::size_t i = first; i < first + pieces; ++i) {
      const std::uint8_t a = puzzle.solved().labels[i];
      if (coordinate.view() == Coordinate::View::orientations) {
        if (symmetry.label_offset[set][a] !=
            symmetry.label_offset[set][puzzle.solved().labels[first]])
          return false;
        continue;
      }
      for (std::size_t j = first; j < first + pieces; ++j) {
        const std::uint8_t b = puzzle.solved().labels[j];
        if ((group[a] == group[b]) != (group[relabel[a]] == group[relabel[b]])) return false;
      }
    }
  }
  return true;
}

/// The tables of a LargestOfPatterns looked up on a state and on each of its images, the
/// largest bound; on an image, only the tables whose look-up there can differ from the
/// state's own (same_on_image). Holds the tables by reference: they must outlive it.
class LargestOverImages {
 public:
  /// Looks `tables` up on the images under `symmetries` (the identity first, as a
  /// SymmetricSpace's symmetries()).
  LargestOverImages(const LargestOfPatterns& tables, const std::vector<Symmetry>& symmetries)
      : tables_(&tables), images_(std::min(symmetries.size(), max_images)) {
    for (std::size_t k = 1; k < images_; ++k)
      for (std::size_t t = 0; t < tables.databases().size(); ++t)
        if (!same_on_image(tables.databases()[t].pattern(), symmetries[k]))
          looked_up_[k].push_back(t);
  }

  /// The largest bound of the state and its images.
  [[nodiscard]] int operator()(const SymmetricState& state) const {
    int best = (*tables_)(state.images[0]);
    const auto& databases = tables_->databases();
    for (std::size_t k = 1; k < images_; ++k)
      for (const std::size_t t : looked_up_[k])
        best = std::max(best, databases[t](state.images[k]));
    return best;
  }
  /// The largest bound, or the first of at least `enough`, the rest not looked up
  /// (search::HeuristicWithCutOff): the images only when the state's own tables do not
  /// reach it, which on a node about to be cut saves most of their look-ups.
  [[nodiscard]] int at_least(const SymmetricState& state, int enough) const {
    int best = tables_->at_least(state.images[0], enough);
    const auto& databases = tables_->databases();
    for (std::size_t k = 1; k < images_ && best < enough; ++k)
      for (const std::size_t t : looked_up_[k]) {
        best = std::max(best, databases[t](state.images[k]));
        if (best >= enough) break;
      }
    return best;
  }
  /// Whether some table says that no sequence of moves solves the state.
  [[nodiscard]] bool unsolvable(const SymmetricState& state) const {
    return tables_->unsolvable(state.images[0]);
  }
  /// The tables looked up on image k (k >= 1), as indices into the tables' databases().
  [[nodiscard]] const std::vector<std::size_t>& looked_up(std::size_t k) const {
    return looked_up_[k];
  }
  /// The coordinates those look-ups read: the ones the images need to carry.
  [[nodiscard]] std::vector<std::size_t> coordinates_read() const {
    std::vector<std::size_t> read;
    for (std::size_t k = 1; k < images_; ++k)
      for (const std::size_t t : looked_up_[k])
        for (const std::size_t c : tables_->databases()[t].pattern().chosen())
          if (std::find(read.begin(), read.end(), c) == read.end()) read.push_back(c);
    std::sort(read.begin(), read.end());
    return read;
  }

 private:
  const LargestOfPatterns* tables_;
  std::size_t images_;
  std::array<std::vector<std::size_t>, max_images> looked_up_{};  // [k]: tables on image k
};

/// The symmetries to look `tables` up through: the identity, then, one at a time and at most
/// `most - 1` of them, the symmetry of `candidates` that raises most the average of the
/// largest bound over `samples` states drawn by random walks of `walk` moves (from `seed`),
/// while it raises it by at least `least_gain` moves. Only the identity when no symmetry
/// helps, as for a table of the whole space. `candidates` holds the identity first, as
/// symmetries() gives them.
[[nodiscard]] inline std::vector<Symmetry> choose_images(const CoordinateSpace& space,
                                                         const LargestOfPatterns& tables,
                                                         const std::vector<Symmetry>& candidates,
                                                         std::size_t most = max_images,
                                                         std::size_t samples = 1000, int walk = 100,
                                                         double least_gain = 0.02,
                                                         std::uint64_t seed = 20261206) {
  std::vector<Symmetry> chosen;
  if (candidates.empty()) return chosen;
  chosen.push_back(candidates.front());
  const Puzzle& puzzle = space.puzzle();
  const auto& moves = space.moves();
  // bound[j][i]: the bound on sample i's image under candidate j.
  std::vector<std::vector<int>> bound(candidates.size());
  std::mt19937_64 rng(seed);
  for (std::size_t i = 0; i < samples; ++i) {
    State state = puzzle.solved();
    for (int k = 0; k < walk; ++k) puzzle.apply(state, moves[rng() % moves.size()].transform);
    for (std::size_t j = 0; j < candidates.size(); ++j) {
      const auto image = space.encode(apply(puzzle, candidates[j], state));
      bound[j].push_back(image ? tables(*image) : 0);
    }
  }
  std::vector<int> best = bound[0];
  std::vector<bool> taken(candidates.size(), false);
  taken[0] = true;
  while (chosen.size() < most) {
    std::size_t pick = 0;
    long gain = 0;
    for (std::size_t j = 1; j < candidates.size(); ++j) {
      if (taken[j]) continue;
      long g = 0;
      for (std::size_t i = 0; i < samples; ++i) g += std::max(0, bound[j][i] - best[i]);
      if (g > gain) {
        gain = g;
        pick = j;
      }
    }
    if (pick == 0 || static_cast<double>(gain) < least_gain * static_cast<double>(samples)) break;
    taken[pick] = true;
    chosen.push_back(candidates[pick]);
    for (std::size_t i = 0; i < samples; ++i) best[i] = std::max(best[i], bound[pick][i]);
  }
  return chosen;
}

}  // namespace rotation::permutation
