#pragma once

// An independent reference for permutation puzzles, sharing no code with
// rotation/permutation/: its own reader of the definition format (Name, Set,
// Solved, Move, MoveTransformation, End, comments), its own application and
// composition of moves, its own reader of move sequences, and a breadth-first
// search over whole states packed into 64 bits. The tests check the library's
// coordinates, tables and searches against it.
//
// It keeps a move as twsearch's `Move` block writes it, not as the library
// does: the twist a piece gains is stored at the position it leaves
// (`leave_twist`), so that a mistake in the library's re-indexing of that line
// cannot be repeated here by sharing a form.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace permutation_reference {

// A state packed into bits: one 64-bit word, or two (WideKey) for puzzles
// such as the 3x3x3, whose state takes 100 bits. push_bits appends `bits`
// bits of a value at the low end; pop_bits takes them back off.
struct WideKey {
  std::uint64_t high = 0;
  std::uint64_t low = 0;
  bool operator==(const WideKey&) const = default;
};

inline void push_bits(std::uint64_t& key, int bits, std::uint64_t value) {
  key = key << bits | value;
}
inline void push_bits(WideKey& key, int bits, std::uint64_t value) {
  if (bits == 0) return;
  key.high = key.high << bits | key.low >> (64 - bits);
  key.low = key.low << bits | value;
}
inline std::uint64_t pop_bits(std::uint64_t& key, int bits) {
  const std::uint64_t value = key & ((std::uint64_t{1} << bits) - 1);
  key >>= bits;
  return value;
}
inline std::uint64_t pop_bits(WideKey& key, int bits) {
  if (bits == 0) return 0;
  const std::uint64_t value = key.low & ((std::uint64_t{1} << bits) - 1);
  key.low = key.low >> bits | key.high << (64 - bits);
  key.high >>= bits;
  return value;
}
// The bits a hash table mixes, and the key no state packs to.
inline std::uint64_t key_word(std::uint64_t key) { return key; }
inline std::uint64_t key_word(const WideKey& key) {
  return key.low ^ (key.high * 0xC2B2AE3D27D4EB4FULL);
}
template <class Key>
Key no_key();
template <>
inline std::uint64_t no_key<std::uint64_t>() {
  return ~std::uint64_t{0};
}
template <>
inline WideKey no_key<WideKey>() {
  return {~std::uint64_t{0}, ~std::uint64_t{0}};
}

struct Set {
  std::string name;
  int pieces = 0;
  int orientations = 1;
  int first = 0;  // its first position, the sets one after another
};

struct State {
  std::vector<int> labels;
  std::vector<int> twists;
  bool operator==(const State&) const = default;
};

struct Move {
  std::string name;
  std::vector<int> from;         // position i receives the piece at from[i]
  std::vector<int> leave_twist;  // the piece leaving position j is turned by leave_twist[j]
};

struct Definition {
  std::vector<Set> sets;
  State solved;
  std::vector<Move> generators;
  int positions = 0;
  std::vector<int> moduli;  // [position]: the orientations of its set

  int modulus(int position) const { return moduli[static_cast<std::size_t>(position)]; }

  State apply(const State& state, const Move& move) const {
    State next = state;
    apply_into(state, move, next);
    return next;
  }

  // `next` (of the right size) becomes `state` after `move`.
  void apply_into(const State& state, const Move& move, State& next) const {
    for (std::size_t i = 0; i < state.labels.size(); ++i) {
      const auto from = static_cast<std::size_t>(move.from[i]);
      next.labels[i] = state.labels[from];
      next.twists[i] = (state.twists[from] + move.leave_twist[from]) % moduli[i];
    }
  }

  int order(const Move& move) const {
    State s = solved;
    for (std::size_t i = 0; i < s.labels.size(); ++i) s.labels[i] = static_cast<int>(i) + 1;
    const State start = s;
    for (int k = 1;; ++k) {
      s = apply(s, move);
      if (s == start) return k;
    }
  }

  // `first` then `second`, as one move: the piece that ends at i started at
  // first.from[second.from[i]] and was turned by both moves on its way.
  Move then(const Move& first, const Move& second) const {
    Move result = first;
    for (std::size_t i = 0; i < first.from.size(); ++i) {
      const auto middle = static_cast<std::size_t>(second.from[i]);
      const auto start = static_cast<std::size_t>(first.from[middle]);
      result.from[i] = static_cast<int>(start);
      result.leave_twist[start] =
          (first.leave_twist[start] + second.leave_twist[middle]) % moduli[start];
    }
    return result;
  }

  // The moves of a metric: every power (all) or the generator and its inverse.
  std::vector<Move> moves(bool quarter_turns) const {
    std::vector<Move> result;
    for (const Move& g : generators) {
      const int n = order(g);
      Move power = g;
      for (int p = 1; p < n; ++p) {
        if (!quarter_turns || p == 1 || p == n - 1) {
          power.name = g.name + "^" + std::to_string(p);
          result.push_back(power);
        }
        power = then(power, g);
      }
    }
    return result;
  }

  // The moves of a line of moves ("F2 FRD' R"), each word looked up among
  // the spellings of every power of every generator: g (or g1), g2 ...
  // g(n-1), and each with a ' for its inverse (g' = g(n-1)).
  std::vector<Move> parse(const std::string& line) const {
    std::map<std::string, Move> spelled;
    for (const Move& g : generators) {
      const int n = order(g);
      std::vector<Move> powers{g};  // powers[p - 1] = g^p
      while (static_cast<int>(powers.size()) < n) powers.push_back(then(powers.back(), g));
      for (int p = 1; p < n; ++p) {
        const Move& forward = powers[static_cast<std::size_t>(p - 1)];
        const Move& backward = powers[static_cast<std::size_t>(n - p - 1)];
        const std::string count = p == 1 ? "" : std::to_string(p);
        spelled[g.name + count] = forward;
        spelled[g.name + count + "'"] = backward;
        if (p == 1) {
          spelled[g.name + "1"] = forward;
          spelled[g.name + "1'"] = backward;
        }
      }
    }
    std::vector<Move> result;
    std::istringstream in(line);
    for (std::string word; in >> word;) {
      const auto found = spelled.find(word);
      if (found == spelled.end()) throw std::runtime_error("not a move: " + word);
      result.push_back(found->second);
    }
    return result;
  }

  // The solved state after a line of moves.
  State after(const std::string& line) const {
    State s = solved;
    for (const Move& m : parse(line)) s = apply(s, m);
    return s;
  }

  // A state in bits: per position, its label less one (bits enough for the
  // set's largest label) and its twist (bits enough for its orientations).
  // The widths are worked out once (layout()).
  std::vector<int> label_bits;  // [position]
  std::vector<int> twist_bits;  // [position]
  int state_bits = 0;

  void layout() {
    label_bits.clear();
    twist_bits.clear();
    state_bits = 0;
    for (const Set& s : sets)
      for (int i = 0; i < s.pieces; ++i) {
        label_bits.push_back(bits_for(largest_label(s)));
        twist_bits.push_back(bits_for(s.orientations));
        state_bits += label_bits.back() + twist_bits.back();
      }
  }

  // A state as a key of 64 bits (std::uint64_t) or 128 (WideKey).
  template <class Key = std::uint64_t>
  Key pack(const State& state) const {
    if (state_bits > static_cast<int>(8 * sizeof(Key)))
      throw std::logic_error("a state of more bits than its key holds");
    Key key{};
    for (std::size_t i = 0; i < label_bits.size(); ++i) {
      push_bits(key, label_bits[i], static_cast<std::uint64_t>(state.labels[i] - 1));
      push_bits(key, twist_bits[i], static_cast<std::uint64_t>(state.twists[i]));
    }
    return key;
  }

  // The state of a key, into `state` (of the right size).
  template <class Key>
  void unpack(Key key, State& state) const {
    for (std::size_t i = label_bits.size(); i-- > 0;) {
      state.twists[i] = static_cast<int>(pop_bits(key, twist_bits[i]));
      state.labels[i] = static_cast<int>(pop_bits(key, label_bits[i])) + 1;
    }
  }

  int largest_label(const Set& s) const {
    const auto begin = solved.labels.begin() + s.first;
    return *std::max_element(begin, begin + s.pieces);
  }

  static int bits_for(int values) {
    int bits = 0;
    while ((1 << bits) < values) ++bits;
    return bits;
  }
};

inline Definition read(const std::string& text) {
  std::istringstream lines(text);
  std::vector<std::string> words;
  for (std::string line; std::getline(lines, line);) {
    line = line.substr(0, line.find('#'));
    std::istringstream in(line);
    for (std::string w; in >> w;) words.push_back(w);
  }
  Definition d;
  std::size_t i = 0;
  auto number = [&] { return std::stoi(words.at(i++)); };
  auto set_named = [&](const std::string& name) -> const Set& {
    for (const Set& s : d.sets)
      if (s.name == name) return s;
    throw std::runtime_error("no set " + name);
  };
  auto is_number = [](const std::string& w) {
    return !w.empty() &&
           std::all_of(w.begin(), w.end(), [](char c) { return c >= '0' && c <= '9'; });
  };
  while (i < words.size()) {
    const std::string keyword = words[i++];
    if (keyword == "Name") {
      ++i;
    } else if (keyword == "Set") {
      Set s;
      s.name = words.at(i++);
      s.pieces = number();
      s.orientations = number();
      s.first = d.positions;
      d.positions += s.pieces;
      d.moduli.insert(d.moduli.end(), static_cast<std::size_t>(s.pieces), s.orientations);
      d.sets.push_back(s);
    } else if (keyword == "Solved") {
      d.solved.labels.assign(static_cast<std::size_t>(d.positions), 0);
      d.solved.twists.assign(static_cast<std::size_t>(d.positions), 0);
      while (words.at(i) != "End") {
        const Set& s = set_named(words[i++]);
        for (int k = 0; k < s.pieces; ++k)
          d.solved.labels[static_cast<std::size_t>(s.first) + static_cast<std::size_t>(k)] =
              number();
        if (is_number(words.at(i)))
          for (int k = 0; k < s.pieces; ++k)
            d.solved.twists[static_cast<std::size_t>(s.first) + static_cast<std::size_t>(k)] =
                number();
      }
      ++i;
    } else if (keyword == "Move" || keyword == "MoveTransformation") {
      // Move: positions from 1, the twist of the piece at the position it
      // leaves. MoveTransformation: positions from 0, the twist of the piece
      // at the position it arrives at.
      const bool transformation = keyword == "MoveTransformation";
      Move m;
      m.name = words.at(i++);
      for (int p = 0; p < d.positions; ++p) m.from.push_back(p);
      m.leave_twist.assign(static_cast<std::size_t>(d.positions), 0);
      while (words.at(i) != "End") {
        const Set& s = set_named(words[i++]);
        const auto base = static_cast<std::size_t>(s.first);
        for (int k = 0; k < s.pieces; ++k)
          m.from[base + static_cast<std::size_t>(k)] =
              s.first + number() - (transformation ? 0 : 1);
        if (is_number(words.at(i)))
          for (int k = 0; k < s.pieces; ++k) {
            const int twist = number();
            const auto at =
                transformation
                    ? static_cast<std::size_t>(m.from[base + static_cast<std::size_t>(k)])
                    : base + static_cast<std::size_t>(k);
            m.leave_twist[at] = twist;
          }
      }
      ++i;
      d.generators.push_back(m);
    } else {
      throw std::runtime_error("unexpected " + keyword);
    }
  }
  d.layout();
  return d;
}

inline std::string read_file(const std::string& path) {
  std::ifstream file(path);
  if (!file) throw std::runtime_error("cannot open " + path);
  std::ostringstream text;
  text << file.rdbuf();
  return text.str();
}

// Breadth-first search over whole states: every state seen, with its
// distance, in a hash table of its own (open addressing, linear probing).
template <class Key>
class BasicDistances {
 public:
  explicit BasicDistances(std::size_t expected = 1024) {
    std::size_t slots = 1024;
    while (slots < 2 * expected) slots *= 2;
    keys_.assign(slots, empty);
    distances_.assign(slots, 0);
  }

  // Adds a state at a distance; false when it was there already.
  bool add(const Key& key, int distance) {
    if (2 * (size_ + 1) > keys_.size()) grow();
    std::size_t i = slot(key);
    if (keys_[i] == key) return false;
    keys_[i] = key;
    distances_[i] = static_cast<std::uint8_t>(distance);
    ++size_;
    if (static_cast<std::size_t>(distance) >= counts_.size())
      counts_.resize(static_cast<std::size_t>(distance) + 1, 0);
    ++counts_[static_cast<std::size_t>(distance)];
    return true;
  }

  // Asks for a state's slot to be brought into the cache.
  void prefetch(const Key& key) const { __builtin_prefetch(&keys_[home(key)]); }

  // The distance of a state, or -1 when it was never reached.
  int of(const Key& key) const {
    const std::size_t i = slot(key);
    return keys_[i] == key ? distances_[i] : -1;
  }

  // How many states lie at each distance.
  const std::vector<std::uint64_t>& counts() const { return counts_; }

  // Calls visit(key, distance) for every state seen, in no order.
  template <class Visit>
  void for_each(Visit visit) const {
    for (std::size_t i = 0; i < keys_.size(); ++i)
      if (keys_[i] != empty) visit(keys_[i], static_cast<int>(distances_[i]));
  }

 private:
  static inline const Key empty = no_key<Key>();

  // A multiplicative hash: packed states differ in their low bits.
  std::size_t home(const Key& key) const {
    return static_cast<std::size_t>((key_word(key) * 0x9E3779B97F4A7C15ULL) >> 20) &
           (keys_.size() - 1);
  }

  std::size_t slot(const Key& key) const {
    const std::size_t mask = keys_.size() - 1;
    std::size_t i = home(key);
    while (keys_[i] != empty && keys_[i] != key) i = (i + 1) & mask;
    return i;
  }

  void grow() {
    std::vector<Key> keys;
    std::vector<std::uint8_t> distances;
    keys.swap(keys_);
    distances.swap(distances_);
    keys_.assign(keys.size() * 2, empty);
    distances_.assign(keys.size() * 2, 0);
    for (std::size_t i = 0; i < keys.size(); ++i) {
      if (keys[i] == empty) continue;
      const std::size_t j = slot(keys[i]);
      keys_[j] = keys[i];
      distances_[j] = distances[i];
    }
  }

  std::vector<Key> keys_;
  std::vector<std::uint8_t> distances_;
  std::vector<std::uint64_t> counts_;
  std::size_t size_ = 0;
};

using Distances = BasicDistances<std::uint64_t>;
using WideDistances = BasicDistances<WideKey>;

// Every state within `max_depth` moves of `start` (the solved state unless
// given), with its distance; Key: std::uint64_t, or WideKey for states of
// up to 128 bits.
template <class Key = std::uint64_t>
BasicDistances<Key> breadth_first(const Definition& d, const std::vector<Move>& moves,
                                  std::size_t expected_states = 1024, int max_depth = 1 << 30,
                                  const State* start = nullptr) {
  BasicDistances<Key> result(expected_states);
  std::vector<Key> level{d.pack<Key>(start ? *start : d.solved)};
  result.add(level[0], 0);
  State state = d.solved;
  State next = d.solved;
  for (int depth = 1; !level.empty() && depth <= max_depth; ++depth) {
    std::vector<Key> found;
    // The neighbours of a batch of states first, their slots fetched ahead:
    // a look-up in a table of tens of megabytes waits on memory, and waiting
    // for many at once is several times faster than for each in turn.
    std::vector<Key> batch;
    for (std::size_t begin = 0; begin < level.size(); begin += 256) {
      batch.clear();
      for (std::size_t j = begin; j < std::min(level.size(), begin + 256); ++j) {
        d.unpack(level[j], state);
        for (const Move& m : moves) {
          d.apply_into(state, m, next);
          batch.push_back(d.pack<Key>(next));
          result.prefetch(batch.back());
        }
      }
      for (const Key& k : batch)
        if (result.add(k, depth)) found.push_back(k);
    }
    level.swap(found);
  }
  return result;
}

// The distance of `state` from the solved state, searched from both ends:
// `near_solved` holds every state within `radius` moves of the solved state
// (breadth_first(d, moves, n, radius)), and the search goes out from `state`
// level by level until a level meets it. `moves` must hold each move's
// inverse (every metric does), so that distances read the same both ways.
// -1 when no path is found within radius + max_steps.
template <class Key = std::uint64_t>
int distance_from_both_ends(const Definition& d, const std::vector<Move>& moves,
                            const BasicDistances<Key>& near_solved, int radius, const State& state,
                            int max_steps = 8) {
  // The shortest path through a state j moves from `state` and at most
  // `radius` from the solved one: the state on a shortest path of length D
  // that is max(0, D - radius) moves from `state` is in `near_solved`, so once
  // the levels out to best - radius are searched, best is the distance.
  int best = -1;
  BasicDistances<Key> seen;
  std::vector<Key> level{d.pack<Key>(state)};
  seen.add(level[0], 0);
  State s = d.solved;
  State next = d.solved;
  for (int j = 0; j <= max_steps && !level.empty(); ++j) {
    if (best >= 0 && j > best - radius) break;
    for (const Key& key : level) {
      const int rest = near_solved.of(key);
      if (rest >= 0 && (best < 0 || j + rest < best)) best = j + rest;
    }
    std::vector<Key> found;
    for (const Key& key : level) {
      d.unpack(key, s);
      for (const Move& m : moves) {
        d.apply_into(s, m, next);
        const Key k = d.pack<Key>(next);
        if (seen.add(k, j + 1)) found.push_back(k);
      }
    }
    level.swap(found);
  }
  return best;
}

}  // namespace permutation_reference
