#pragma once

// An array of small unsigned values of Bits bits each (2 or 4), packed into
// 64-bit words, all ones (the largest value) when made. Reads and writes may
// also go through relaxed atomics (std::atomic_ref), so that threads can fill
// it at once: either each writing only its own range of words while reading
// any (a reader that sees a value before or after the write is right either
// way: see the pattern database), or each claiming values anywhere with a
// compare-and-swap on the word.

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace rotation::detail {

template <unsigned Bits>
class PackedArray {
  static_assert(Bits == 2 || Bits == 4, "values of 2 or 4 bits");

 public:
  static constexpr std::size_t per_word = 64 / Bits;
  static constexpr unsigned all_ones = (1U << Bits) - 1;

  explicit PackedArray(std::size_t size) : words_((size + per_word - 1) / per_word, ~0ULL) {}

  unsigned get(std::size_t i) const {
    return static_cast<unsigned>(words_[i / per_word] >> shift(i)) & all_ones;
  }

  void set(std::size_t i, unsigned value) {
    auto& word = words_[i / per_word];
    word = (word & ~(std::uint64_t{all_ones} << shift(i))) | (std::uint64_t{value} << shift(i));
  }

  // The same for threads working at once on disjoint ranges of words.
  unsigned get_shared(std::size_t i) const {
    return static_cast<unsigned>(load_shared(i / per_word) >> shift(i)) & all_ones;
  }
  void set_own(std::size_t i, unsigned value) {
    const std::atomic_ref<std::uint64_t> word(words_[i / per_word]);
    const std::uint64_t old = word.load(std::memory_order_relaxed);
    word.store((old & ~(std::uint64_t{all_ones} << shift(i))) | (std::uint64_t{value} << shift(i)),
               std::memory_order_relaxed);
  }

  // Sets value i when it is still all ones, even while other threads do the
  // same to other values of the word: true for the one call that set it.
  bool set_if_all_ones(std::size_t i, unsigned value) {
    const std::atomic_ref<std::uint64_t> word(words_[i / per_word]);
    std::uint64_t old = word.load(std::memory_order_relaxed);
    do {
      if ((old >> shift(i) & all_ones) != all_ones) return false;
    } while (!word.compare_exchange_weak(
        old, (old & ~(std::uint64_t{all_ones} << shift(i))) | (std::uint64_t{value} << shift(i)),
        std::memory_order_relaxed));
    return true;
  }

  // The lowest bit of each value of word w that is all ones, set.
  std::uint64_t all_ones_in_word(std::size_t w) const {
    std::uint64_t word = load_shared(w);
    for (unsigned b = 1; b < Bits; ++b) word &= word >> 1;  // bit i: bits i .. i + b all set
    return word & lowest_bits;
  }

  std::size_t word_count() const { return words_.size(); }
  std::size_t memory_bytes() const { return words_.size() * sizeof(std::uint64_t); }

 private:
  // The lowest bit of every value: 0x5555... for 2 bits, 0x1111... for 4.
  static constexpr std::uint64_t lowest_bits = ~0ULL / all_ones;

  // atomic_ref takes no const type before C++26; the words themselves are
  // never const objects.
  std::uint64_t load_shared(std::size_t w) const {
    auto& word = const_cast<std::uint64_t&>(words_[w]);
    return std::atomic_ref<std::uint64_t>(word).load(std::memory_order_relaxed);
  }

  static constexpr unsigned shift(std::size_t i) {
    return static_cast<unsigned>(i % per_word) * Bits;
  }

  std::vector<std::uint64_t> words_;
};

}  // namespace rotation::detail
