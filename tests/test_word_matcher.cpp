// search::WordMatcher against the definition: after each letter of a random
// sequence, the words it lists are exactly those the sequence read so far
// ends with, found by comparing every word with the sequence's tail.

#include <rotation/search/word_matcher.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <random>
#include <stdexcept>
#include <vector>

#include "catch.hpp"

namespace {

using Word = std::vector<std::uint8_t>;

// The indices of the words `read` ends with, in increasing order.
std::vector<std::uint32_t> words_ending(const std::vector<Word>& words, const Word& read) {
  std::vector<std::uint32_t> found;
  for (std::size_t w = 0; w < words.size(); ++w)
    if (words[w].size() <= read.size() &&
        std::equal(words[w].begin(), words[w].end(),
                   read.end() - static_cast<std::ptrdiff_t>(words[w].size())))
      found.push_back(static_cast<std::uint32_t>(w));
  return found;
}

// Reads `letters` random letters through the matcher and checks each step.
void check_against_definition(const rotation::search::WordMatcher& matcher,
                              const std::vector<Word>& words, std::size_t alphabet,
                              std::size_t letters, std::mt19937& random) {
  std::uniform_int_distribution<std::size_t> letter(0, alphabet - 1);
  Word read;
  std::uint32_t node = 0;
  std::vector<std::uint32_t> expected = words_ending(words, read);
  auto listed = matcher.ending(node);
  REQUIRE(std::vector<std::uint32_t>(listed.begin(), listed.end()) == expected);
  for (std::size_t i = 0; i < letters; ++i) {
    const std::size_t l = letter(random);
    read.push_back(static_cast<std::uint8_t>(l));
    node = matcher.next(node, l);
    REQUIRE(node < matcher.nodes());
    expected = words_ending(words, read);
    listed = matcher.ending(node);
    std::vector<std::uint32_t> got(listed.begin(), listed.end());
    // Listed longest first; compared as sets.
    for (std::size_t k = 1; k < got.size(); ++k)
      REQUIRE(words[got[k - 1]].size() >= words[got[k]].size());
    std::sort(got.begin(), got.end());
    REQUIRE(got == expected);
  }
}

}  // namespace

TEST_CASE("a word matcher lists the words a sequence ends with, letter by letter",
          "[word_matcher]") {
  std::mt19937 random(20261203);
  for (const std::size_t alphabet : {std::size_t{2}, std::size_t{3}, std::size_t{4}}) {
    for (int trial = 0; trial < 40; ++trial) {
      // Short words over a small alphabet: many are parts of one another.
      std::uniform_int_distribution<std::size_t> count(1, 12);
      std::uniform_int_distribution<std::size_t> length(1, 5);
      std::uniform_int_distribution<std::size_t> letter(0, alphabet - 1);
      std::vector<Word> words(count(random));
      for (Word& word : words) {
        word.resize(length(random));
        for (auto& l : word) l = static_cast<std::uint8_t>(letter(random));
      }
      const rotation::search::WordMatcher matcher(alphabet, words);
      CHECK(matcher.alphabet() == alphabet);
      check_against_definition(matcher, words, alphabet, 300, random);
    }
  }
}

TEST_CASE("a word matcher's nodes are the words' distinct prefixes", "[word_matcher]") {
  // ab, abc, b, bc, c: prefixes "", a, ab, abc, b, bc, c.
  const std::vector<Word> words{{0, 1}, {0, 1, 2}, {1}, {1, 2}, {2}};
  const rotation::search::WordMatcher matcher(3, words);
  CHECK(matcher.nodes() == 7);
  // After a b c: abc, bc and c end there, longest first.
  std::uint32_t node = 0;
  for (const std::size_t l : {0U, 1U, 2U}) node = matcher.next(node, l);
  const auto ending = matcher.ending(node);
  CHECK(std::vector<std::uint32_t>(ending.begin(), ending.end()) ==
        std::vector<std::uint32_t>{1, 3, 4});
}

TEST_CASE("a word matcher of no words, of an empty word, and a letter outside the alphabet",
          "[word_matcher]") {
  const rotation::search::WordMatcher none(2, std::vector<Word>{});
  CHECK(none.nodes() == 1);
  CHECK(none.next(0, 1) == 0);
  CHECK(none.ending(0).empty());
  std::mt19937 random(7);
  const std::vector<Word> empty_and_one{{}, {1, 1}};
  const rotation::search::WordMatcher with_empty(2, empty_and_one);
  check_against_definition(with_empty, empty_and_one, 2, 50, random);
  CHECK_THROWS_AS(rotation::search::WordMatcher(2, std::vector<Word>{{0, 2}}),
                  std::invalid_argument);
}
