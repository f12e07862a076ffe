#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// Canonical move sequences of a permutation puzzle, as an automaton that a
/// search runs alongside its path (search::DomainWithMoveAutomaton).
///
/// A sequence of moves need not be searched when a part of it can be replaced:
/// by a shorter sequence that does the same (R followed by R2 is R'), or, when
/// only the first shortest solution is wanted, by a sequence of the same
/// length that comes earlier in move order (two moves that commute, tried the
/// other way round). Every sequence up to a small length is listed, and the
/// least ones that can be replaced (all of whose parts cannot) are the
/// forbidden words. The automaton reads a path's moves and refuses a move that
/// ends a forbidden word (Aho and Corasick's matching of many words at once);
/// a search that tries only the moves it accepts still finds the first
/// shortest solution, since replacing a forbidden part of a path gives a
/// shorter or an earlier one.
///
/// "Does the same" is equality of the moves' transforms (what they do to every
/// position), which is exact for puzzles of distinct pieces and cautious for
/// identical ones (two sequences may give the same states without equal
/// transforms: they are then both kept).

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "../search/word_matcher.hpp"
#include "puzzle.hpp"

namespace rotation::permutation {

/// Which sequences a MoveAutomaton refuses.
enum class Redundancy {
  /// Those a shorter sequence, or an equal one earlier in move order, does the same as:
  /// enough to find the first shortest solution.
  shorter_or_earlier,
  /// Only those a shorter sequence does the same as: every shortest solution is kept.
  shorter,
};

/// An automaton over a puzzle's moves that refuses the redundant ones (see the file's
/// comment): state 0 is the empty path's; next(state, move) is the state after the move, or
/// -1 when the move is refused.
class MoveAutomaton {
 public:
  /// The automaton of `moves` (a metric's moves of `puzzle`), from every sequence of up to
  /// `max_length` moves (at least 2), fewer when the next length would list more than
  /// `max_words` sequences in all.
  MoveAutomaton(const Puzzle& puzzle, const std::vector<Move>& moves, Redundancy redundancy,
                int max_length = 6, std::size_t max_words = 4000)
      : moves_(moves.size()) {
    const auto forbidden = forbidden_words(puzzle, moves, redundancy, max_length, max_words);
    build(forbidden);
  }

  /// The number of states.
  [[nodiscard]] std::size_t states() const { return moves_ == 0 ? 0 : next_.size() / moves_; }
  /// The number of forbidden words it refuses.
  [[nodiscard]] std::size_t forbidden() const { return forbidden_; }
  /// The longest forbidden word.
  [[nodiscard]] int longest_forbidden() const { return longest_; }
  /// The state after move `m` from `state`, or -1 when the move is refused.
  [[nodiscard]] std::int32_t next(std::uint32_t state, std::size_t m) const {
    return next_[std::size_t{state} * moves_ + m];
  }

 private:
  using Word = std::vector<std::uint16_t>;

  // A transform as a key: its bytes.
  static std::string key_of(const Transform& t) {
    std::string key(t.from.size() * 3, '\0');
    for (std::size_t i = 0; i < t.from.size(); ++i) {
      key[3 * i] = static_cast<char>(t.from[i] & 0xff);
      key[3 * i + 1] = static_cast<char>(t.from[i] >> 8);
      key[3 * i + 2] = static_cast<char>(t.twist[i]);
    }
    return key;
  }

  // The least forbidden words: the sequences, listed by length and in move
  // order within a length, that do the same as one listed before them
  // (shorter, or equal and earlier: only shorter ones for Redundancy::shorter),
  // though every part of them is kept.
  std::vector<Word> forbidden_words(const Puzzle& puzzle, const std::vector<Move>& moves,
                                    Redundancy redundancy, int max_length, std::size_t max_words) {
    // The first sequence that does each transform: its length.
    std::unordered_map<std::string, int> first;
    first.emplace(key_of(puzzle.identity()), 0);
    std::vector<std::pair<Word, Transform>> level{{Word{}, puzzle.identity()}};
    std::vector<Word> forbidden;
    std::unordered_set<std::string> forbidden_keys;  // the same words, as bytes
    std::size_t listed = 0;
    for (int length = 1; length <= max_length && !level.empty(); ++length) {
      // The next length would list up to this many more: stop before it
      // takes longer than the searches it would spare.
      if (length > 2 && listed + level.size() * moves.size() > max_words) break;
      std::vector<std::pair<Word, Transform>> kept;
      for (const auto& [word, transform] : level) {
        for (std::size_t m = 0; m < moves.size(); ++m) {
          Word longer = word;
          longer.push_back(static_cast<std::uint16_t>(m));
          if (has_forbidden_suffix(longer, forbidden_keys)) continue;
          Transform t = puzzle.compose(transform, moves[m].transform);
          const auto [at, inserted] = first.emplace(key_of(t), length);
          if (!inserted && (at->second < length || redundancy == Redundancy::shorter_or_earlier)) {
            forbidden_keys.insert(word_key(longer, 0));
            forbidden.push_back(std::move(longer));
            longest_ = length;
            continue;
          }
          kept.emplace_back(std::move(longer), std::move(t));
        }
      }
      listed += kept.size();
      level = std::move(kept);
    }
    forbidden_ = forbidden.size();
    return forbidden;
  }

  // The moves of word[from ..] as bytes.
  static std::string word_key(const Word& word, std::size_t from) {
    std::string key;
    for (std::size_t i = from; i < word.size(); ++i) {
      key += static_cast<char>(word[i] & 0xff);
      key += static_cast<char>(word[i] >> 8);
    }
    return key;
  }

  // Whether the word ends in a forbidden one (its other parts are known not
  // to hold one: it extends a kept word).
  static bool has_forbidden_suffix(const Word& word,
                                   const std::unordered_set<std::string>& forbidden) {
    for (std::size_t from = 1; from + 1 < word.size(); ++from)
      if (forbidden.contains(word_key(word, from))) return true;
    return false;
  }

  // The words' automaton (search::WordMatcher) as a table: the nodes where no
  // word ends are the states, renumbered densely, and a move to a node where
  // one does is refused (-1).
  void build(const std::vector<Word>& forbidden) {
    const search::WordMatcher matcher(moves_, forbidden);
    std::vector<std::int32_t> number(matcher.nodes(), -1);
    std::int32_t states = 0;
    for (std::uint32_t node = 0; node < matcher.nodes(); ++node)
      if (matcher.ending(node).empty()) number[node] = states++;
    next_.assign(static_cast<std::size_t>(states) * moves_, -1);
    for (std::uint32_t node = 0; node < matcher.nodes(); ++node) {
      if (number[node] < 0) continue;
      for (std::size_t m = 0; m < moves_; ++m)
        next_[static_cast<std::size_t>(number[node]) * moves_ + m] = number[matcher.next(node, m)];
    }
  }

  std::size_t moves_;
  std::vector<std::int32_t> next_;  // [state * moves + m]: the next state, or -1
  std::size_t forbidden_ = 0;
  int longest_ = 0;
};

}  // namespace rotation::permutation
