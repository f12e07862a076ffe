#pragma once

// An array of 2-bit values, 32 to a 64-bit word, all 3 when made. Reads and
// writes may also go through relaxed atomics (std::atomic_ref), so that
// threads can fill it at once: either each writing only its own range of
// words while reading any (a reader that sees a value before or after the
// write is right either way: see the pattern database), or each claiming
// values anywhere with a compare-and-swap on the word.

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace rotation::detail {

class TwoBitArray {
 public:
  static constexpr std::size_t per_word = 32;

  explicit TwoBitArray(std::size_t size) : words_((size + per_word - 1) / per_word, ~0ULL) {}

  unsigned get(std::size_t i) const {
    return static_cast<unsigned>(words_[i / per_word] >> shift(i)) & 3U;
  }

  void set(std::size_t i, unsigned value) {
    auto& word = words_[i / per_word];
    word = (word & ~(3ULL << shift(i))) | (std::uint64_t{value} << shift(i));
  }

  // The same for threads working at once on disjoint ranges of words.
  unsigned get_shared(std::size_t i) const {
    return static_cast<unsigned>(load_shared(i / per_word) >> shift(i)) & 3U;
  }
  void set_own(std::size_t i, unsigned value) {
    const std::atomic_ref<std::uint64_t> word(words_[i / per_word]);
    const std::uint64_t old = word.load(std::memory_order_relaxed);
    word.store((old & ~(3ULL << shift(i))) | (std::uint64_t{value} << shift(i)),
               std::memory_order_relaxed);
  }

  // Sets value i when it is still 3, even while other threads do the same to
  // other values of the word: true for the one call that set it.
  bool set_if_three(std::size_t i, unsigned value) {
    const std::atomic_ref<std::uint64_t> word(words_[i / per_word]);
    std::uint64_t old = word.load(std::memory_order_relaxed);
    do {
      if ((old >> shift(i) & 3U) != 3U) return false;
    } while (!word.compare_exchange_weak(
        old, (old & ~(3ULL << shift(i))) | (std::uint64_t{value} << shift(i)),
        std::memory_order_relaxed));
    return true;
  }

  // Bit 2k of the result is set when value k of word w is 3.
  std::uint64_t threes_in_word(std::size_t w) const {
    const std::uint64_t word = load_shared(w);
    return word & (word >> 1) & 0x5555555555555555ULL;
  }

  std::size_t word_count() const { return words_.size(); }
  std::size_t memory_bytes() const { return words_.size() * sizeof(std::uint64_t); }

 private:
  // atomic_ref takes no const type before C++26; the words themselves are
  // never const objects.
  std::uint64_t load_shared(std::size_t w) const {
    auto& word = const_cast<std::uint64_t&>(words_[w]);
    return std::atomic_ref<std::uint64_t>(word).load(std::memory_order_relaxed);
  }

  static constexpr unsigned shift(std::size_t i) { return static_cast<unsigned>(i % per_word) * 2; }

  std::vector<std::uint64_t> words_;
};

}  // namespace rotation::detail
