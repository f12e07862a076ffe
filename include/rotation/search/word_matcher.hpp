#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// Layer 3: every word of a set found as a sequence is read, one letter at a time.
///
/// Aho and Corasick's automaton (1975): the words' trie, each node standing for
/// the prefix of a word it spells, and from each node a transition for every
/// letter, to the node of the longest suffix of (its prefix + the letter) that
/// is a prefix of some word. Reading a sequence from node 0 then costs one
/// table look-up a letter, and the node reached tells which words end there.
///
/// The move automata of pruned searches are built on it: the words are move
/// sequences that need not be searched, and a search keeps the node of its
/// path (permutation::MoveAutomaton; the sliding-tile puzzles' duplicate
/// paths in the examples).

#include <cstddef>
#include <cstdint>
#include <deque>
#include <span>
#include <stdexcept>
#include <vector>

#include "../detail/raise.hpp"
#include "errors.hpp"

namespace rotation::search {

/// The automaton of a set of words over the letters 0 .. alphabet - 1: node 0
/// is the empty sequence's; next(node, letter) is the node after one more
/// letter; ending(node) lists the words (by their index in the set) that end
/// where the sequence read so far ends: the node's own word and those of its
/// suffixes. Words may be prefixes or parts of one another; an empty word
/// ends everywhere.
class WordMatcher {
 public:
  /// The automaton of `words`, each a sequence of letters below `alphabet`
  /// (input_error otherwise; built without exceptions, the failure handler).
  template <class Letter>
  WordMatcher(std::size_t alphabet, const std::vector<std::vector<Letter>>& words)
      : alphabet_(alphabet), next_(alphabet, absent) {
    std::vector<std::vector<std::uint32_t>> own(1);  // [node]: the words spelled by its prefix
    for (std::size_t w = 0; w < words.size(); ++w) {
      std::size_t node = 0;
      for (const Letter letter : words[w]) {
        const auto l = static_cast<std::size_t>(letter);
        if (l >= alphabet) detail::raise(input_error("WordMatcher: a letter outside the alphabet"));
        std::int32_t& child = next_[node * alphabet + l];
        if (child == absent) {
          child = static_cast<std::int32_t>(own.size());
          own.emplace_back();
          next_.resize(next_.size() + alphabet, absent);
        }
        node = static_cast<std::size_t>(next_[node * alphabet + l]);
      }
      own[node].push_back(static_cast<std::uint32_t>(w));
    }
    link(own);
  }

  /// The number of nodes: the words' distinct prefixes, the empty one included.
  [[nodiscard]] std::size_t nodes() const { return first_ending_.size() - 1; }
  /// The letters.
  [[nodiscard]] std::size_t alphabet() const { return alphabet_; }
  /// The node after `letter` from `node`.
  [[nodiscard]] std::uint32_t next(std::uint32_t node, std::size_t letter) const {
    return static_cast<std::uint32_t>(next_[std::size_t{node} * alphabet_ + letter]);
  }
  /// The words that end at `node`, by index, the longest first.
  [[nodiscard]] std::span<const std::uint32_t> ending(std::uint32_t node) const {
    return std::span(endings_).subspan(first_ending_[node],
                                       first_ending_[node + 1] - first_ending_[node]);
  }

 private:
  static constexpr std::int32_t absent = -1;

  // Breadth first, so that a node's suffix link (the node of its longest
  // proper suffix that is a prefix of a word) is known before its children's:
  // a child's is where its parent's link goes on with the child's letter. The
  // missing transitions are the link's, and the words ending at a node are
  // its own followed by its link's.
  void link(const std::vector<std::vector<std::uint32_t>>& own) {
    const std::size_t count = own.size();
    std::vector<std::uint32_t> suffix(count, 0);
    std::vector<std::vector<std::uint32_t>> ending(count);
    ending[0] = own[0];
    std::deque<std::size_t> queue;
    for (std::size_t l = 0; l < alphabet_; ++l) {
      std::int32_t& child = next_[l];
      if (child == absent)
        child = 0;
      else
        queue.push_back(static_cast<std::size_t>(child));  // linked to the root
    }
    while (!queue.empty()) {
      const std::size_t node = queue.front();
      queue.pop_front();
      ending[node] = own[node];
      const auto& inherited = ending[suffix[node]];
      ending[node].insert(ending[node].end(), inherited.begin(), inherited.end());
      for (std::size_t l = 0; l < alphabet_; ++l) {
        const std::int32_t via_suffix = next_[std::size_t{suffix[node]} * alphabet_ + l];
        std::int32_t& child = next_[node * alphabet_ + l];
        if (child == absent) {
          child = via_suffix;
        } else {
          suffix[static_cast<std::size_t>(child)] = static_cast<std::uint32_t>(via_suffix);
          queue.push_back(static_cast<std::size_t>(child));
        }
      }
    }
    first_ending_.reserve(count + 1);
    for (const auto& words : ending) {
      first_ending_.push_back(endings_.size());
      endings_.insert(endings_.end(), words.begin(), words.end());
    }
    first_ending_.push_back(endings_.size());
  }

  std::size_t alphabet_;
  std::vector<std::int32_t> next_;         // [node * alphabet + letter]
  std::vector<std::uint32_t> endings_;     // every node's ending words, one after another
  std::vector<std::size_t> first_ending_;  // [node]: where its words begin in endings_
};

}  // namespace rotation::search
