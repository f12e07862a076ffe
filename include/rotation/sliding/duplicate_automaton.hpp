#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// Duplicate paths of the sliding-tile puzzles, pruned by an automaton that a
/// search runs alongside its path (search::DomainWithMoveAutomaton).
///
/// Two different sequences of blank moves often do the same: RDLU RDLU RDLU
/// turns three tiles round a square and back (nothing at all, in 12 moves),
/// and many pairs of equal length move the same tiles to the same cells. A
/// path that contains the second of two such sequences (the longer, or of
/// equal length the later in move order, R D U L) is never the first shortest
/// one, as long as the first could be played in its place: the search need not
/// try it. The words to refuse are found once, on a board without edges: every
/// sequence up to a length, in order, is played from one cell; a sequence that
/// ends where an earlier one did, with every tile where it left it, is a
/// forbidden word, unless a part of it already is. The automaton reads a path's
/// moves (Aho and Corasick's matching of many words at once:
/// search::WordMatcher) and refuses a move that ends a forbidden word
/// where its earlier twin stays on the board: near an edge the twin may not
/// fit, and the word is then the only way there.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "../detail/raise.hpp"
#include "../error.hpp"
#include "../search/word_matcher.hpp"

namespace rotation::sliding {

/// A forbidden word and what its earlier twin needs: room for the blank's walk, relative
/// to the cell where the word starts. Moves are Slide values (0 right, 1 down, 2 up, 3 left).
struct ForbiddenWord {
  std::vector<std::uint8_t> moves;  ///< the word
  std::vector<std::uint8_t> twin;   ///< the first sequence that does the same
  int end_x = 0;                    ///< where the word leaves the blank, from its start
  int end_y = 0;                    ///< the same, down
  int twin_min_x = 0;               ///< the twin's walk stays within these, from the start
  int twin_max_x = 0;               ///< (see twin_min_x)
  int twin_min_y = 0;               ///< (see twin_min_x)
  int twin_max_y = 0;               ///< (see twin_min_x)
  bool shorter = false;             ///< the twin is shorter (so no shortest path has the word)
};

}  // namespace rotation::sliding

// One detail namespace for the whole library (see detail/): a nested one
// would hide it from lookups made here.
namespace rotation::detail {

// The blank's steps, in move order: right, down, up, left (Slide).
inline constexpr std::array<int, 4> blank_step_x = {1, 0, 0, -1};
inline constexpr std::array<int, 4> blank_step_y = {0, 1, -1, 0};

inline std::uint64_t mix_bits(std::uint64_t x) {  // splitmix64's finaliser
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

// The blank's walk on a board without edges (large enough for `max_length`
// moves), tiles named by the cell they started on, and a hash of the tiles
// out of place and of the blank's cell, kept as moves are made and undone.
class BlankWalk {
 public:
  explicit BlankWalk(int max_length)
      : reach_(max_length), width_(2 * max_length + 1), label_(cells(), 0) {
    for (std::size_t c = 0; c < label_.size(); ++c) label_[c] = static_cast<std::uint32_t>(c);
    blank_ = static_cast<int>(center());
    hash_ = blank_term(blank_);
  }
  std::uint64_t hash() const { return hash_; }
  int x() const { return blank_ % width_ - reach_; }
  int y() const { return blank_ / width_ - reach_; }
  // The blank moves one step: the tile there takes its cell.
  void move(std::uint8_t m) {
    const int to = blank_ + blank_step_x[m] + blank_step_y[m] * width_;
    const auto t = static_cast<std::size_t>(to);
    const auto b = static_cast<std::size_t>(blank_);
    hash_ ^= tile_term(t, label_[t]) ^ blank_term(blank_);
    std::swap(label_[t], label_[b]);
    hash_ ^= tile_term(b, label_[b]) ^ blank_term(to);
    blank_ = to;
  }
  // Whether `other` has every tile (and the blank) where this one has.
  bool same(const BlankWalk& other) const {
    return blank_ == other.blank_ && label_ == other.label_;
  }

 private:
  std::size_t cells() const {
    const auto width = static_cast<std::size_t>(width_);
    return width * width;
  }
  std::size_t center() const { return cells() / 2; }
  // A tile's term: none when it is on its own cell (or it is the blank's label).
  std::uint64_t tile_term(std::size_t cell, std::uint32_t label) const {
    if (label == cell || label == center()) return 0;
    return mix_bits((std::uint64_t{cell} << 32) | label);
  }
  static std::uint64_t blank_term(int cell) {
    constexpr std::uint64_t blank_tag = std::uint64_t{0xb1a2c3} << 40;
    return mix_bits(blank_tag | static_cast<std::uint32_t>(cell));
  }

  int reach_;
  int width_;
  std::vector<std::uint32_t> label_;  // [cell]: the start cell of the tile there
  int blank_;
  std::uint64_t hash_;
};

// A sequence of up to 16 moves, 2 bits a move.
struct PackedSequence {
  std::uint32_t moves;
  std::uint8_t length;
};

// The first sequence to reach each arrangement, by the arrangement's hash:
// open addressing in one array (a node-based map spends most of the time of
// finding the words allocating).
class FirstSequences {
 public:
  // The sequence already there for `hash`, or nullptr after storing `sequence`.
  const PackedSequence* insert(std::uint64_t hash, PackedSequence sequence) {
    if (2 * (size_ + 1) > slots_.size()) grow();
    Slot& slot = find(hash);
    if (slot.used) return &slot.sequence;
    slot = {hash, sequence, true};
    ++size_;
    return nullptr;
  }

 private:
  struct Slot {
    std::uint64_t hash = 0;
    PackedSequence sequence{0, 0};
    bool used = false;
  };
  Slot& find(std::uint64_t hash) {
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = hash & mask;; i = (i + 1) & mask)
      if (!slots_[i].used || slots_[i].hash == hash) return slots_[i];
  }
  void grow() {
    std::vector<Slot> old(std::max<std::size_t>(1024, 2 * slots_.size()));
    old.swap(slots_);
    for (const Slot& slot : old)
      if (slot.used) find(slot.hash) = slot;
  }
  std::vector<Slot> slots_;
  std::size_t size_ = 0;
};

// The words' moves, for a WordMatcher.
inline std::vector<std::vector<std::uint8_t>> moves_of_words(
    const std::vector<sliding::ForbiddenWord>& words) {
  std::vector<std::vector<std::uint8_t>> moves;
  moves.reserve(words.size());
  for (const sliding::ForbiddenWord& word : words) moves.push_back(word.moves);
  return moves;
}

inline void walk_box(const std::vector<std::uint8_t>& moves, sliding::ForbiddenWord& word) {
  int x = 0;
  int y = 0;
  for (const std::uint8_t m : moves) {
    x += blank_step_x[m];
    y += blank_step_y[m];
    word.twin_min_x = std::min(word.twin_min_x, x);
    word.twin_max_x = std::max(word.twin_max_x, x);
    word.twin_min_y = std::min(word.twin_min_y, y);
    word.twin_max_y = std::max(word.twin_max_y, y);
  }
}

}  // namespace rotation::detail

namespace rotation::sliding {

/// The forbidden words up to `max_length` moves (2 to 16; else rotation::input_error): the
/// least sequences another does the same as, shorter or earlier in move order.
inline std::vector<ForbiddenWord> forbidden_words(int max_length) {
  if (max_length < 2 || max_length > 16)
    rotation::detail::raise(input_error("sliding::forbidden_words: a length of 2 to 16 moves"));
  std::vector<ForbiddenWord> forbidden;
  // The first sequence that reached each arrangement, by its hash.
  detail::FirstSequences first;
  first.insert(detail::BlankWalk(max_length).hash(), {0, 0});
  auto unpack = [](detail::PackedSequence f) {
    std::vector<std::uint8_t> moves(f.length);
    for (std::size_t i = 0; i < f.length; ++i)
      moves[i] = static_cast<std::uint8_t>((f.moves >> (2 * i)) & 3U);
    return moves;
  };
  for (int length = 1; length <= max_length; ++length) {
    const search::WordMatcher matcher(4, detail::moves_of_words(forbidden));
    detail::BlankWalk walk(max_length);
    std::vector<std::uint8_t> moves;
    // Every sequence of `length` moves with no forbidden part, in move order.
    auto visit = [&](auto& self, std::uint32_t node) -> void {
      if (moves.size() == static_cast<std::size_t>(length)) {
        std::uint32_t packed = 0;
        for (std::size_t i = 0; i < moves.size(); ++i) packed |= std::uint32_t{moves[i]} << (2 * i);
        const detail::PackedSequence* earlier =
            first.insert(walk.hash(), {packed, static_cast<std::uint8_t>(length)});
        if (earlier == nullptr) return;  // the first to get there
        const std::vector<std::uint8_t> twin = unpack(*earlier);
        detail::BlankWalk check(max_length);
        for (const std::uint8_t m : twin) check.move(m);
        if (!check.same(walk)) return;  // a hash shared by chance: kept, and no twin
        ForbiddenWord word;
        word.moves = moves;
        word.twin = twin;
        word.end_x = walk.x();
        word.end_y = walk.y();
        detail::walk_box(twin, word);
        word.shorter = twin.size() < moves.size();
        forbidden.push_back(std::move(word));
        return;
      }
      for (std::uint8_t m = 0; m < 4; ++m) {
        const std::uint32_t next = matcher.next(node, m);
        if (!matcher.ending(next).empty()) continue;  // ends a forbidden word
        moves.push_back(m);
        walk.move(m);
        self(self, next);
        walk.move(static_cast<std::uint8_t>(3 - m));
        moves.pop_back();
      }
    };
    visit(visit, 0);
  }
  return forbidden;
}

/// The automaton for a Side x Side board: state (node, blank cell) packed as node * 32 +
/// cell; next() gives the state after a legal move, or -1 when the move ends a forbidden
/// word whose twin fits on the board there.
template <int Side>
class DuplicateAutomaton {
 public:
  static_assert(Side * Side <= 32, "the blank's cell takes 5 bits");
  static constexpr int cells = Side * Side;  ///< of the board

  /// The automaton of the forbidden words up to `max_length` moves.
  explicit DuplicateAutomaton(int max_length) : DuplicateAutomaton(forbidden_words(max_length)) {}

  /// The automaton of the given words.
  explicit DuplicateAutomaton(const std::vector<ForbiddenWord>& words) : words_(words.size()) {
    for (const ForbiddenWord& word : words)
      longest_ = std::max(longest_, static_cast<int>(word.moves.size()));
    const search::WordMatcher matcher(4, detail::moves_of_words(words));
    table_.resize(matcher.nodes() * 4);
    for (std::uint32_t node = 0; node < matcher.nodes(); ++node)
      for (std::uint8_t m = 0; m < 4; ++m) {
        Entry& entry = table_[std::size_t{node} * 4 + m];
        entry.next = matcher.next(node, m);
        for (const std::uint32_t w : matcher.ending(entry.next)) {
          const ForbiddenWord& word = words[w];
          for (int cell = 0; cell < cells; ++cell) {
            const int x = cell % Side + detail::blank_step_x[m];
            const int y = cell / Side + detail::blank_step_y[m];
            if (x < 0 || x >= Side || y < 0 || y >= Side) continue;  // not a legal move
            const int start_x = x - word.end_x;
            const int start_y = y - word.end_y;
            if (start_x + word.twin_min_x < 0 || start_x + word.twin_max_x >= Side ||
                start_y + word.twin_min_y < 0 || start_y + word.twin_max_y >= Side)
              continue;  // the twin leaves the board: the word is needed here
            entry.refuse_first |= 1U << cell;
            if (word.shorter) entry.refuse_every |= 1U << cell;
          }
        }
      }
  }

  /// The forbidden words it refuses.
  std::size_t forbidden() const { return words_; }
  /// Its states (of the words' trie).
  std::size_t nodes() const { return table_.size() / 4; }
  /// The longest word's moves.
  int longest() const { return longest_; }

  /// The state at the start of a path, the blank on `blank`.
  static std::uint32_t start(int blank) { return static_cast<std::uint32_t>(blank); }
  /// The state after move `m` (a Slide's value), or -1: the move is refused (with
  /// `every_shortest`, only where it is never on a shortest path).
  std::int64_t next(std::uint32_t state, std::uint8_t m, bool every_shortest) const {
    const std::uint32_t cell = state & 31U;
    const Entry& entry = table_[std::size_t{state >> 5} * 4 + m];
    const std::uint32_t refuse = every_shortest ? entry.refuse_every : entry.refuse_first;
    if ((refuse >> cell) & 1U) return -1;
    const int to =
        static_cast<int>(cell) + detail::blank_step_x[m] + detail::blank_step_y[m] * Side;
    return std::int64_t{entry.next} * 32 + to;
  }

 private:
  struct Entry {
    std::uint32_t next = 0;
    std::uint32_t refuse_first = 0;  // cells of the blank where the move is refused
    std::uint32_t refuse_every = 0;  // the same, for a count of every shortest path
  };
  std::size_t words_;
  int longest_ = 0;
  std::vector<Entry> table_;
};

/// The longest words of the automaton a tracked search prunes with by default: found in
/// about 0.04 s for 10 moves, under a second for 12 (each move more takes three to seven
/// times as long), on first use, once a program.
template <int Side>
inline constexpr int default_word_length = Side >= 5 ? 12 : 10;

/// The automaton of default_word_length moves: duplicate paths pruned.
template <int Side>
const DuplicateAutomaton<Side>& duplicate_pruning() {
  static const DuplicateAutomaton<Side> automaton(default_word_length<Side>);
  return automaton;
}

/// The automaton of 2 moves: a move's inverse right after it, and nothing else.
template <int Side>
const DuplicateAutomaton<Side>& inverse_pruning() {
  static const DuplicateAutomaton<Side> automaton(2);
  return automaton;
}

}  // namespace rotation::sliding
