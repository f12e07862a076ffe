#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// A permutation puzzle as data: sets of pieces, a solved state, and generator
/// moves that permute and turn the pieces of each set. Nothing here searches:
/// this is the puzzle's algebra (applying, composing and inverting moves, the
/// powers of a generator and their names), read from text by
/// definition_text.hpp and searched through coordinates.hpp.
///
/// Positions are numbered across the sets, one set after another, so that a
/// state is two flat arrays and a move one pass over them: position i receives
/// the piece that was at from[i], turned by twist[i] (modulo the orientations
/// of its set). A move never takes a piece out of its set.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <numeric>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../detail/raise.hpp"
#include "../detail/text.hpp"
#include "../error.hpp"

namespace rotation::permutation {

/// A puzzle definition, a scramble or a move sequence that is not valid: the message says
/// what is wrong and, for text, on which line.
class definition_error : public input_error {
 public:
  using input_error::input_error;
};

/// A set of interchangeable positions: `pieces` of them, each piece with `orientations`
/// orientations (1: none).
struct PieceSet {
  std::string name;      ///< as the definition names it
  int pieces = 0;        ///< the number of positions (and pieces)
  int orientations = 1;  ///< the orientations of a piece, 1 to 255
};

/// A state: for every position (the sets' positions one set after another), the label of
/// the piece there and its orientation. Pieces with the same label are identical.
struct State {
  std::vector<std::uint8_t> labels;  ///< [position]: the label of the piece there (from 1)
  std::vector<std::uint8_t> twists;  ///< [position]: its orientation, 0 to orientations - 1
  /// Equal labels and orientations everywhere.
  friend bool operator==(const State&, const State&) = default;
};

/// What a move does: position i receives the piece at from[i], turned by twist[i].
struct Transform {
  std::vector<std::uint16_t> from;  ///< [position]: where its piece comes from
  std::vector<std::uint8_t> twist;  ///< [position]: the turn added to its orientation
  /// The same permutation and turns.
  friend bool operator==(const Transform&, const Transform&) = default;
};

/// A generator as defined: its name and what it does.
struct Generator {
  std::string name;     ///< as the definition names it, e.g. "R"
  Transform transform;  ///< what one application does
  int order = 1;        ///< the least k >= 1 with k applications doing nothing
};

/// Which powers of the generators a search may use, each counting one move.
enum class Metric {
  all_powers,     ///< every power: R, R2, R' for a generator of order 4 (the half-turn metric)
  quarter_turns,  ///< the generator and its inverse only: R, R' (the quarter-turn metric)
};

/// A move of a search: a power of a generator, with its conventional name.
struct Move {
  std::string name;     ///< "R", "R2", "R'", "R2'": power p, or order - q written as q'
  int generator = 0;    ///< which generator, an index into Puzzle::generators()
  int power = 1;        ///< 1 to order - 1
  Transform transform;  ///< what it does
};

/// A permutation puzzle: its sets, its solved state and its generators.
class Puzzle {
 public:
  /// Checks and keeps a definition; throws definition_error when a part does not fit
  /// (sizes, labels, orientations, a move that is not a permutation within each set).
  ///
  /// `generators` gives each generator's name and transform; their orders are computed.
  Puzzle(std::string name, std::vector<PieceSet> sets, State solved,
         std::vector<std::pair<std::string, Transform>> generators)
      : name_(std::move(name)), sets_(std::move(sets)), solved_(std::move(solved)) {
    index_positions();
    if (std::string why = state_problem(solved_); !why.empty()) fail("the solved state", why);
    for (auto& generator : generators) {
      check_transform(generator.second, "move '" + generator.first + "'");
      Generator kept{std::move(generator.first), std::move(generator.second), 1};
      kept.order = order_of(kept.transform, kept.name);
      generators_.push_back(std::move(kept));
    }
    // Parities as bits, one per set of distinct pieces: the reachable ones
    // are the sums (exclusive or) of the generators' (invariant_problem).
    for (const Generator& g : generators_)
      reduce_into(parity_basis_, parity_bits(g.transform.from));
  }

  /// The puzzle's name ("" when the definition gives none).
  [[nodiscard]] const std::string& name() const { return name_; }
  /// The piece sets, in the definition's order.
  [[nodiscard]] const std::vector<PieceSet>& sets() const { return sets_; }
  /// The number of positions of all sets together.
  [[nodiscard]] std::size_t positions() const { return set_of_.size(); }
  /// The first position of set `set`; its positions are first .. first + pieces - 1.
  [[nodiscard]] std::size_t first_position(std::size_t set) const { return first_[set]; }
  /// The set a position belongs to.
  [[nodiscard]] std::size_t set_of(std::size_t position) const { return set_of_[position]; }
  /// The solved state.
  [[nodiscard]] const State& solved() const { return solved_; }
  /// The generators, in the definition's order.
  [[nodiscard]] const std::vector<Generator>& generators() const { return generators_; }

  /// A 64-bit hash (FNV-1a) of what the puzzle is: its sets, solved state and generators'
  /// transforms, not its name or the generators' names. Tables kept on disk carry it, so
  /// that a file made for another definition under the same name is never read as theirs.
  [[nodiscard]] std::uint64_t fingerprint() const {
    std::uint64_t hash = 14695981039346656037ULL;
    auto mix = [&hash](std::uint64_t value) {
      for (int byte = 0; byte < 8; ++byte) {
        hash ^= (value >> (8 * byte)) & 0xFF;
        hash *= 1099511628211ULL;
      }
    };
    for (const PieceSet& set : sets_) {
      mix(static_cast<std::uint64_t>(set.pieces));
      mix(static_cast<std::uint64_t>(set.orientations));
    }
    for (std::size_t p = 0; p < positions(); ++p)
      mix(std::uint64_t{solved_.labels[p]} | std::uint64_t{solved_.twists[p]} << 8U);
    for (const Generator& g : generators_)
      for (std::size_t p = 0; p < positions(); ++p)
        mix(std::uint64_t{g.transform.from[p]} | std::uint64_t{g.transform.twist[p]} << 16U);
    return hash;
  }

  /// The transform that moves nothing.
  [[nodiscard]] Transform identity() const {
    Transform t;
    t.from.resize(positions());
    std::iota(t.from.begin(), t.from.end(), std::uint16_t{0});
    t.twist.assign(positions(), 0);
    return t;
  }

  /// Applies `t` to `state` in place.
  void apply(State& state, const Transform& t) const {
    State before = state;
    for (std::size_t i = 0; i < positions(); ++i) {
      state.labels[i] = before.labels[t.from[i]];
      state.twists[i] = turned(i, before.twists[t.from[i]], t.twist[i]);
    }
  }

  /// `first` then `second`, as one transform.
  [[nodiscard]] Transform compose(const Transform& first, const Transform& second) const {
    Transform t;
    t.from.resize(positions());
    t.twist.resize(positions());
    for (std::size_t i = 0; i < positions(); ++i) {
      t.from[i] = first.from[second.from[i]];
      t.twist[i] = turned(i, first.twist[second.from[i]], second.twist[i]);
    }
    return t;
  }

  /// The transform that undoes `t`.
  [[nodiscard]] Transform inverse(const Transform& t) const {
    Transform inv;
    inv.from.resize(positions());
    inv.twist.resize(positions());
    for (std::size_t i = 0; i < positions(); ++i)
      inv.from[t.from[i]] = static_cast<std::uint16_t>(i);
    // t then inv is the identity: t.twist[inv.from[i]] + inv.twist[i] = 0.
    for (std::size_t i = 0; i < positions(); ++i)
      inv.twist[i] = turned(i, 0, static_cast<std::uint8_t>(modulus(i) - t.twist[inv.from[i]]));
    return inv;
  }

  /// `t` applied `k` times (k >= 0).
  [[nodiscard]] Transform power(const Transform& t, int k) const {
    Transform result = identity();
    for (int i = 0; i < k; ++i) result = compose(result, t);
    return result;
  }

  /// The moves of a search in `metric`: for each generator in order, its powers 1 to
  /// order - 1 (all_powers) or 1 and order - 1 (quarter_turns).
  [[nodiscard]] std::vector<Move> moves(Metric metric) const {
    std::vector<Move> result;
    for (std::size_t g = 0; g < generators_.size(); ++g) {
      const Generator& generator = generators_[g];
      for (int p = 1; p < generator.order; ++p) {
        if (metric == Metric::quarter_turns && p != 1 && p != generator.order - 1) continue;
        result.push_back(
            Move{move_name(generator, p), static_cast<int>(g), p, power(generator.transform, p)});
      }
    }
    return result;
  }

  /// The transform of a move sequence such as "R U2 F'" (any power of any generator,
  /// whatever the metric; R3' and R1 are accepted too). Throws definition_error naming the
  /// token that is not a move.
  [[nodiscard]] Transform parse_moves(std::string_view text) const {
    Parsed<Transform> parsed = try_parse_moves(text);
    if (!parsed) detail::raise(definition_error(parsed.error().message));
    return std::move(parsed).value();
  }

  /// As parse_moves, with the error as a value (its position: the token's first character).
  [[nodiscard]] Parsed<Transform> try_parse_moves(std::string_view text) const {
    Transform result = identity();
    std::size_t i = 0;
    while (i < text.size()) {
      if (is_space(text[i])) {
        ++i;
        continue;
      }
      std::size_t end = i;
      while (end < text.size() && !is_space(text[end])) ++end;
      std::size_t generator = 0;
      int k = 0;
      std::string why = parse_move(text.substr(i, end - i), generator, k);
      if (!why.empty()) return ParseError{std::move(why), i};
      result = compose(result, power(generators_[generator].transform, k));
      i = end;
    }
    return result;
  }

  /// Why `state` is not a state of this puzzle ("" when it is): each position needs a
  /// label and an orientation in range, and each set the labels of the solved state (the
  /// same pieces, in any order).
  [[nodiscard]] std::string state_problem(const State& state) const {
    if (state.labels.size() != positions() || state.twists.size() != positions())
      return "it has " + std::to_string(state.labels.size()) + " positions, not " +
             std::to_string(positions());
    for (std::size_t i = 0; i < positions(); ++i) {
      if (state.labels[i] == 0) return "a label is 0 in set " + sets_[set_of_[i]].name;
      if (state.twists[i] >= modulus(i))
        return "orientation " + std::to_string(state.twists[i]) + " in set " +
               sets_[set_of_[i]].name + " is not below " + std::to_string(modulus(i));
    }
    for (std::size_t s = 0; s < sets_.size(); ++s) {
      const auto begin = static_cast<std::ptrdiff_t>(first_[s]);
      const auto end = begin + sets_[s].pieces;
      std::vector<std::uint8_t> mine(state.labels.begin() + begin, state.labels.begin() + end);
      std::vector<std::uint8_t> goal(solved_.labels.begin() + begin, solved_.labels.begin() + end);
      std::sort(mine.begin(), mine.end());
      std::sort(goal.begin(), goal.end());
      if (mine != goal)
        return "set " + sets_[s].name + " does not hold the pieces of the solved state";
    }
    return "";
  }

  /// Why no sequence of moves reaches `state` from the solved state, as far as two cheap
  /// invariants tell ("" when they do not rule it out): the parities of the permutations of
  /// the sets whose pieces are all distinct (only the combinations the generators' parities
  /// make are reachable), and the sum of a set's orientations where no generator changes
  /// it. A state these allow may still be unreachable.
  [[nodiscard]] std::string invariant_problem(const State& state) const {
    // Reachable parities reduce to nothing by the generators' basis.
    std::uint64_t rest = state_parity_bits(state);
    for (const std::uint64_t b : parity_basis_) rest = std::min(rest, rest ^ b);
    if (rest != 0) return "the parity of its permutation cannot be reached";
    for (std::size_t s = 0; s < sets_.size(); ++s) {
      const auto k = static_cast<unsigned>(sets_[s].orientations);
      if (k < 2) continue;
      bool kept = true;
      for (const Generator& g : generators_) {
        unsigned sum = 0;
        for (std::size_t i = 0; i < static_cast<std::size_t>(sets_[s].pieces); ++i)
          sum += g.transform.twist[first_[s] + i];
        kept = kept && sum % k == 0;
      }
      if (!kept) continue;
      unsigned mine = 0;
      unsigned goal = 0;
      for (std::size_t i = 0; i < static_cast<std::size_t>(sets_[s].pieces); ++i) {
        mine += state.twists[first_[s] + i];
        goal += solved_.twists[first_[s] + i];
      }
      if (mine % k != goal % k)
        return "the orientations of set " + sets_[s].name + " add up to " +
               std::to_string(mine % k) + " (mod " + std::to_string(k) + "), not " +
               std::to_string(goal % k);
    }
    return "";
  }

  /// The orientations of the pieces at a position.
  [[nodiscard]] int modulus(std::size_t position) const {
    return sets_[set_of_[position]].orientations;
  }

 private:
  // Whether each set's pieces are all distinct: only then is the parity of
  // its permutation a property of the state.
  bool distinct_labels(std::size_t s) const {
    std::array<bool, 256> seen{};
    for (std::size_t i = 0; i < static_cast<std::size_t>(sets_[s].pieces); ++i) {
      const std::uint8_t label = solved_.labels[first_[s] + i];
      if (seen[label]) return false;
      seen[label] = true;
    }
    return true;
  }

  // Bit s: the parity of the permutation `from` on set s (sets of distinct
  // pieces among the first 64 only).
  std::uint64_t parity_bits(const std::vector<std::uint16_t>& from) const {
    std::uint64_t bits = 0;
    std::vector<bool> seen(positions(), false);
    for (std::size_t s = 0; s < sets_.size() && s < 64; ++s) {
      if (!distinct_labels(s)) continue;
      std::size_t transpositions = 0;
      for (std::size_t i = first_[s]; i < first_[s] + static_cast<std::size_t>(sets_[s].pieces);
           ++i) {
        if (seen[i]) continue;
        std::size_t length = 0;
        for (std::size_t j = i; !seen[j]; j = from[j]) {
          seen[j] = true;
          ++length;
        }
        transpositions += length - 1;
      }
      if (transpositions % 2 != 0) bits |= std::uint64_t{1} << s;
    }
    return bits;
  }

  // The parities of the permutation that takes the solved state to `state`.
  std::uint64_t state_parity_bits(const State& state) const {
    std::vector<std::uint16_t> from(positions());
    for (std::size_t s = 0; s < sets_.size(); ++s) {
      if (!distinct_labels(s)) continue;
      std::array<std::uint16_t, 256> home{};
      const std::size_t count = static_cast<std::size_t>(sets_[s].pieces);
      if (count > 256) continue;
      for (std::size_t i = 0; i < count; ++i)
        home[solved_.labels[first_[s] + i]] = static_cast<std::uint16_t>(first_[s] + i);
      for (std::size_t i = 0; i < count; ++i)
        from[first_[s] + i] = home[state.labels[first_[s] + i]];
    }
    return parity_bits(from);
  }

  // Adds `v` to a basis of vectors over GF(2), kept with distinct leading bits.
  static void reduce_into(std::vector<std::uint64_t>& basis, std::uint64_t v) {
    for (const std::uint64_t b : basis) v = std::min(v, v ^ b);
    if (v == 0) return;
    basis.push_back(v);
    std::sort(basis.begin(), basis.end(), std::greater<>());
  }

  static bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

  // The generator and power a move token names ("R", "R2", "R'", "R2'"), or
  // why it names none. The longest generator name the token starts with,
  // followed only by a power and a prime, wins: a generator may be named "R2"
  // while "R" exists.
  std::string parse_move(std::string_view token, std::size_t& best, int& best_power) const {
    best = generators_.size();
    best_power = 0;
    for (std::size_t g = 0; g < generators_.size(); ++g) {
      const std::string& name = generators_[g].name;
      if (token.substr(0, name.size()) != name) continue;
      if (best != generators_.size() && generators_[best].name.size() >= name.size()) continue;
      std::string_view rest = token.substr(name.size());
      const bool prime = !rest.empty() && rest.back() == '\'';
      if (prime) rest.remove_suffix(1);
      if (rest.size() > 6 ||
          !std::all_of(rest.begin(), rest.end(), [](char c) { return c >= '0' && c <= '9'; }))
        continue;
      int k = rest.empty() ? 1 : 0;
      for (const char c : rest) k = k * 10 + (c - '0');
      const int order = generators_[g].order;
      k %= order;
      best = g;
      best_power = prime ? (order - k) % order : k;
    }
    if (best == generators_.size())
      return detail::message({"'", token, "' is not a move of ", describe_name(),
                              ": expected a generator (", generator_list(),
                              ") then an optional power and an optional ' (",
                              generators_.front().name, ", ", generators_.front().name, "2, ",
                              generators_.front().name, "')"});
    if (best_power == 0)
      return detail::message(
          {"'", token, "' does nothing (a multiple of the order of ", generators_[best].name, ")"});
    return "";
  }

  std::uint8_t turned(std::size_t position, unsigned twist, unsigned by) const {
    return static_cast<std::uint8_t>((twist + by) % static_cast<unsigned>(modulus(position)));
  }

  std::string describe_name() const { return name_.empty() ? "the puzzle" : name_; }

  std::string generator_list() const {
    std::string list;
    for (const Generator& g : generators_) {
      if (!list.empty()) list += ", ";
      list += g.name;
    }
    return list;
  }

  // R, R2, ... for powers up to half the order, R', R2', ... beyond.
  static std::string move_name(const Generator& generator, int p) {
    const int back = generator.order - p;
    if (p <= back) return p == 1 ? generator.name : generator.name + std::to_string(p);
    return back == 1 ? generator.name + "'" : generator.name + std::to_string(back) + "'";
  }

  [[noreturn]] static void fail(std::string_view what, const std::string& why) {
    detail::raise(definition_error(detail::message({what, ": ", why})));
  }

  void index_positions() {
    if (sets_.empty()) fail("the puzzle", "has no set of pieces");
    for (std::size_t s = 0; s < sets_.size(); ++s) {
      const PieceSet& set = sets_[s];
      if (set.pieces < 1) fail("set " + set.name, "has no pieces");
      if (set.orientations < 1 || set.orientations > 255)
        fail("set " + set.name,
             "orientations must be 1 to 255, not " + std::to_string(set.orientations));
      for (std::size_t other = 0; other < s; ++other)
        if (sets_[other].name == set.name) fail("set " + set.name, "is defined twice");
      first_.push_back(set_of_.size());
      set_of_.insert(set_of_.end(), static_cast<std::size_t>(set.pieces), s);
      if (set_of_.size() > 65535) fail("the puzzle", "has more than 65535 positions");
    }
  }

  void check_transform(const Transform& t, const std::string& what) const {
    if (t.from.size() != positions() || t.twist.size() != positions())
      fail(what, "does not cover every position");
    std::vector<bool> taken(positions(), false);
    for (std::size_t i = 0; i < positions(); ++i) {
      const std::size_t source = t.from[i];
      if (source >= positions() || set_of_[source] != set_of_[i] || taken[source])
        fail(what, "is not a permutation of set " + sets_[set_of_[i]].name);
      taken[source] = true;
      if (t.twist[i] >= modulus(i))
        fail(what, "orientation change " + std::to_string(t.twist[i]) + " in set " +
                       sets_[set_of_[i]].name + " is not below " + std::to_string(modulus(i)));
    }
  }

  int order_of(const Transform& t, const std::string& move) const {
    const Transform none = identity();
    if (t == none) fail("move '" + move + "'", "does nothing");
    Transform current = t;
    for (int k = 1; k < 10000; ++k) {
      if (current == none) return k;
      current = compose(current, t);
    }
    fail("move '" + move + "'", "has an order of 10000 or more");
  }

  std::string name_;
  std::vector<PieceSet> sets_;
  State solved_;
  std::vector<Generator> generators_;
  std::vector<std::uint64_t> parity_basis_;  // of the generators' parity bits, over GF(2)
  std::vector<std::size_t> first_;           // [set]: its first position
  std::vector<std::size_t> set_of_;          // [position]: its set
};

}  // namespace rotation::permutation
