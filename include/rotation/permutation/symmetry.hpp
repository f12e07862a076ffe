#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// The symmetries of a permutation puzzle, found from its definition: the
/// relabellings of positions (with their orientation changes) that carry
/// every move of a metric to a move of the same metric. The 3x3x3 cube has
/// 48 (24 rotations and 24 mirror images), the Rotation Game's board 8.
///
/// A symmetry S acts on states by conjugation: the state reached by the moves
/// m1 m2 ... mk goes to the state reached by S(m1) S(m2) ... S(mk). So it keeps
/// every distance to the solved state, and a pattern table looked up through
/// it is a second admissible estimate (search/through_symmetry.hpp), often
/// different from the first: the cube's corner-and-edges table along another
/// axis.
///
/// The position map is found by search: where the first position of each
/// orbit (the positions the moves connect) goes, and which move each
/// generator becomes, decide everything else, since a symmetry S with
/// S g = m S sends g(p) to m(S(p)). Nothing here searches the puzzle's states.

#include <array>
#include <cstddef>
#include <cstdint>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

#include "puzzle.hpp"

namespace rotation::permutation {

/// A symmetry of a puzzle. A piece at position p with orientation o goes to position
/// `to[p]` with orientation `(o * sign + offset[p])` modulo its set's orientations, where
/// sign is -1 when `reverses[p]` (a mirror image turns a corner the other way) and +1
/// otherwise. In a state, the labels of identical pieces are renamed too (`relabel`).
struct Symmetry {
  std::vector<std::uint16_t> to;       ///< [position]: where its piece goes
  std::vector<std::uint8_t> offset;    ///< [position]: the turn added on the way
  std::vector<std::uint8_t> reverses;  ///< [position]: 1 when orientations are negated
  /// [set][label]: the label a piece of the solved state's label gets (identical pieces
  /// that trade places with others of another label are renamed).
  std::vector<std::array<std::uint8_t, 256>> relabel;
  /// [set][label]: the turn added to the orientation of a piece of that label, on top of
  /// `offset` (nonzero only when the solved state's orientations are not all 0).
  std::vector<std::array<std::uint8_t, 256>> label_offset;
  /// [generator]: the move it becomes, as (generator, power).
  std::vector<std::pair<int, int>> generator_image;

  /// Whether this symmetry negates orientations of some set with more than two (a mirror
  /// image of the cube: a clockwise quarter turn becomes an anticlockwise one). A puzzle
  /// whose pieces have no orientations has no mirrors by this test: the Rotation Game's
  /// reflections count as rotations.
  [[nodiscard]] bool mirror() const {
    for (const std::uint8_t r : reverses)
      if (r != 0) return true;
    return false;
  }
  /// The same map.
  friend bool operator==(const Symmetry&, const Symmetry&) = default;
};

/// The move `move` becomes under `symmetry` (a power of a generator, as Move::generator and
/// Move::power give it): (generator, power).
[[nodiscard]] inline std::pair<int, int> image_of(const Puzzle& puzzle, const Symmetry& symmetry,
                                                  int generator, int power) {
  const auto [image, k] = symmetry.generator_image[static_cast<std::size_t>(generator)];
  const int order = puzzle.generators()[static_cast<std::size_t>(image)].order;
  return {image, (k * power) % order};
}

/// `state` conjugated by `symmetry`: if a move sequence takes the solved state to `state`,
/// its image under the symmetry takes the solved state to the result.
[[nodiscard]] inline State apply(const Puzzle& puzzle, const Symmetry& symmetry,
                                 const State& state) {
  State result = state;
  for (std::size_t p = 0; p < puzzle.positions(); ++p) {
    const std::size_t set = puzzle.set_of(p);
    const unsigned k = static_cast<unsigned>(puzzle.modulus(p));
    const std::uint8_t label = state.labels[p];
    const unsigned o = symmetry.reverses[p] != 0 ? (k - state.twists[p]) % k : state.twists[p];
    result.labels[symmetry.to[p]] = symmetry.relabel[set][label];
    result.twists[symmetry.to[p]] =
        static_cast<std::uint8_t>((o + symmetry.offset[p] + symmetry.label_offset[set][label]) % k);
  }
  return result;
}

}  // namespace rotation::permutation

namespace rotation::detail {

// The moves a generator may become, with where each sends a piece and the
// turn it adds, indexed by the piece's position before the move.
struct SymmetryCandidate {
  int generator = 0;
  int power = 0;
  int order = 1;                       // of the move, not of its generator
  std::vector<std::uint16_t> forward;  // [position]: where its piece goes
  std::vector<std::uint8_t> turn;      // [position]: the turn its piece gets
};

inline SymmetryCandidate symmetry_candidate(const permutation::Puzzle& puzzle, int generator,
                                            int power) {
  const permutation::Transform t =
      puzzle.power(puzzle.generators()[static_cast<std::size_t>(generator)].transform, power);
  const int generator_order = puzzle.generators()[static_cast<std::size_t>(generator)].order;
  SymmetryCandidate c{generator, power, generator_order / std::gcd(generator_order, power),
                      std::vector<std::uint16_t>(puzzle.positions()),
                      std::vector<std::uint8_t>(puzzle.positions())};
  for (std::size_t i = 0; i < puzzle.positions(); ++i) {
    c.forward[t.from[i]] = static_cast<std::uint16_t>(i);
    c.turn[t.from[i]] = t.twist[i];
  }
  return c;
}

// A symmetry being built: the positions placed so far and the generators'
// images chosen so far.
struct PartialSymmetry {
  static constexpr std::uint16_t unset = 0xFFFF;
  std::vector<std::uint16_t> to;
  std::vector<std::uint8_t> offset;
  std::vector<std::uint8_t> reverses;
  std::vector<bool> taken;  // [position]: some position already goes there
  std::vector<int> image;   // [generator]: an index into the candidates, or -1
};

class SymmetryFinder {
 public:
  SymmetryFinder(const permutation::Puzzle& puzzle, permutation::Metric metric) : puzzle_(puzzle) {
    const std::size_t n = puzzle.positions();
    for (std::size_t g = 0; g < puzzle.generators().size(); ++g)
      generators_.push_back(symmetry_candidate(puzzle, static_cast<int>(g), 1));
    for (const permutation::Move& move : puzzle.moves(metric))
      candidates_.push_back(symmetry_candidate(puzzle, move.generator, move.power));
    // Orbits: the positions the generators connect, each led by its least.
    std::vector<bool> seen(n, false);
    for (std::size_t p = 0; p < n; ++p) {
      if (seen[p]) continue;
      orbit_leaders_.push_back(p);
      std::vector<std::size_t> stack{p};
      seen[p] = true;
      while (!stack.empty()) {
        const std::size_t q = stack.back();
        stack.pop_back();
        for (const SymmetryCandidate& g : generators_)
          if (!seen[g.forward[q]]) {
            seen[g.forward[q]] = true;
            stack.push_back(g.forward[q]);
          }
      }
    }
  }

  std::vector<permutation::Symmetry> all() {
    PartialSymmetry start;
    const std::size_t n = puzzle_.positions();
    start.to.assign(n, PartialSymmetry::unset);
    start.offset.assign(n, 0);
    start.reverses.assign(n, 0);
    start.taken.assign(n, false);
    start.image.assign(generators_.size(), -1);
    place_orbit(start, 0);
    return std::move(found_);
  }

 private:
  // Decisions in order: the first orbit's leader, each generator's image
  // (the first orbit, placed through them, prunes most choices early), then
  // the other orbits' leaders.
  void place_orbit(const PartialSymmetry& partial, std::size_t orbit) {
    if (orbit == orbit_leaders_.size()) {
      finish(partial);
      return;
    }
    const std::size_t leader = orbit_leaders_[orbit];
    const std::size_t set = puzzle_.set_of(leader);
    const std::size_t first = puzzle_.first_position(set);
    const std::size_t last = first + static_cast<std::size_t>(puzzle_.sets()[set].pieces);
    const int k = puzzle_.modulus(leader);
    // The leader keeps its orientation: turning every piece of an orbit by
    // the same amount commutes with every move, so it changes no state's
    // image, and the symmetry with the leader unturned stands for all of them.
    for (std::size_t target = first; target < last; ++target) {
      if (partial.taken[target]) continue;
      for (int reverse = 0; reverse < (k > 2 ? 2 : 1); ++reverse) {
        PartialSymmetry next = partial;
        assign(next, leader, target, 0, reverse);
        if (!close(next)) continue;
        if (orbit == 0)
          choose_image(next, 0);
        else
          place_orbit(next, orbit + 1);
      }
    }
  }

  void choose_image(const PartialSymmetry& partial, std::size_t generator) {
    if (generator == generators_.size()) {
      place_orbit(partial, 1);
      return;
    }
    const int order = puzzle_.generators()[generator].order;
    for (std::size_t c = 0; c < candidates_.size(); ++c) {
      if (candidates_[c].order != order) continue;
      PartialSymmetry next = partial;
      next.image[generator] = static_cast<int>(c);
      if (close(next)) choose_image(next, generator + 1);
    }
  }

  static void assign(PartialSymmetry& partial, std::size_t p, std::size_t target, int turn,
                     int reverse) {
    partial.to[p] = static_cast<std::uint16_t>(target);
    partial.offset[p] = static_cast<std::uint8_t>(turn);
    partial.reverses[p] = static_cast<std::uint8_t>(reverse);
    partial.taken[target] = true;
  }

  // Places every position that the placed ones and the chosen images
  // decide: S g = m S sends g(p) to m(S(p)), with the turn
  // t[g(p)] = t[p] + turn_m(S(p)) - sign * turn_g(p). False on a
  // contradiction.
  bool close(PartialSymmetry& partial) const {
    std::vector<std::size_t> queue;
    for (std::size_t p = 0; p < partial.to.size(); ++p)
      if (partial.to[p] != PartialSymmetry::unset) queue.push_back(p);
    while (!queue.empty()) {
      const std::size_t p = queue.back();
      queue.pop_back();
      const int k = puzzle_.modulus(p);
      const int sign = partial.reverses[p] != 0 ? -1 : 1;
      for (std::size_t g = 0; g < generators_.size(); ++g) {
        if (partial.image[g] < 0) continue;
        const SymmetryCandidate& m = candidates_[static_cast<std::size_t>(partial.image[g])];
        const std::size_t next = generators_[g].forward[p];
        const std::size_t target = m.forward[partial.to[p]];
        const int turn =
            ((partial.offset[p] + m.turn[partial.to[p]] - sign * generators_[g].turn[p]) % k + k) %
            k;
        if (partial.to[next] == PartialSymmetry::unset) {
          if (partial.taken[target]) return false;
          assign(partial, next, target, turn, partial.reverses[p]);
          queue.push_back(next);
        } else if (partial.to[next] != target || partial.offset[next] != turn ||
                   partial.reverses[next] != partial.reverses[p]) {
          return false;
        }
      }
    }
    return true;
  }

  // Every position is placed, and the last close() checked each of them
  // against every generator's image (a position no move touches too: it is
  // its own next), so each generator becomes its image. Left: that
  // identical pieces are renamed consistently.
  void finish(const PartialSymmetry& partial) {
    permutation::Symmetry s{partial.to, partial.offset, partial.reverses, {}, {}, {}};
    const permutation::State& solved = puzzle_.solved();
    for (std::size_t set = 0; set < puzzle_.sets().size(); ++set) {
      std::array<std::uint8_t, 256> relabel{};
      std::array<std::uint8_t, 256> label_offset{};
      std::array<bool, 256> known{};
      std::array<bool, 256> used{};
      const std::size_t first = puzzle_.first_position(set);
      const int k = puzzle_.sets()[set].orientations;
      for (std::size_t h = first; h < first + static_cast<std::size_t>(puzzle_.sets()[set].pieces);
           ++h) {
        // The piece at home h goes home to(h): its label and orientation
        // there, as a change of the label and turn of every piece like it.
        const std::uint8_t label = solved.labels[h];
        const std::uint8_t renamed = solved.labels[s.to[h]];
        const int own = s.reverses[h] != 0 ? (k - solved.twists[h]) % k : solved.twists[h];
        const auto turn =
            static_cast<std::uint8_t>(((solved.twists[s.to[h]] - s.offset[h] - own) % k + k) % k);
        if (!known[label]) {
          if (used[renamed]) return;
          known[label] = used[renamed] = true;
          relabel[label] = renamed;
          label_offset[label] = turn;
        } else if (relabel[label] != renamed || label_offset[label] != turn) {
          return;
        }
      }
      s.relabel.push_back(relabel);
      s.label_offset.push_back(label_offset);
    }
    for (std::size_t g = 0; g < generators_.size(); ++g) {
      const SymmetryCandidate& m = candidates_[static_cast<std::size_t>(partial.image[g])];
      s.generator_image.emplace_back(m.generator, m.power);
    }
    found_.push_back(std::move(s));
  }

  const permutation::Puzzle& puzzle_;
  std::vector<SymmetryCandidate> generators_;
  std::vector<SymmetryCandidate> candidates_;
  std::vector<std::size_t> orbit_leaders_;
  std::vector<permutation::Symmetry> found_;
};

}  // namespace rotation::detail

namespace rotation::permutation {

/// Every symmetry of `puzzle` for the moves of `metric`, the identity first: each maps every
/// set onto itself and every move of the metric onto a move of the metric, and keeps the
/// solved state (identical pieces may trade labels with identical pieces). With `mirrors`
/// false, only those that are not mirror images (Symmetry::mirror).
///
/// The moves of the other metric may give other symmetries: a map that sends R to R2 is one
/// in all powers only. Found by a search over where each orbit's first position goes and
/// which move each generator becomes, pruned as soon as two choices disagree: the cube's 48
/// take about a millisecond.
[[nodiscard]] inline std::vector<Symmetry> symmetries(const Puzzle& puzzle, Metric metric,
                                                      bool mirrors = true) {
  std::vector<Symmetry> all = detail::SymmetryFinder(puzzle, metric).all();
  std::vector<Symmetry> kept;
  for (Symmetry& s : all)
    if (mirrors || !s.mirror()) kept.push_back(std::move(s));
  // The identity first: a caller that looks a table up through every symmetry but the
  // first skips the plain look-up it already has.
  for (std::size_t i = 0; i < kept.size(); ++i) {
    bool identity = true;
    for (std::size_t p = 0; p < puzzle.positions() && identity; ++p)
      identity = kept[i].to[p] == p && kept[i].offset[p] == 0 && kept[i].reverses[p] == 0;
    if (identity) {
      std::swap(kept[0], kept[i]);
      break;
    }
  }
  return kept;
}

}  // namespace rotation::permutation
