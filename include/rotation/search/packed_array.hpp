#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// The storage of pattern databases: an array of small unsigned values of Bits
/// bits each (1, 2, 4 or 8), packed into 64-bit words, all ones (the largest
/// value) when made. All ones means "not set yet" to the builders, so that a
/// value can be claimed once.
///
/// Reads and writes may also go through relaxed atomics (std::atomic_ref), so
/// that threads can fill it at once: either each writing only its own range of
/// words while reading any (a reader that sees a value before or after the
/// write must be right either way), or each claiming values anywhere with a
/// compare-and-swap on the word (set_if_all_ones).

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "../detail/checked_size.hpp"
#include "../detail/huge_pages.hpp"
#include "../detail/raise.hpp"
#include "errors.hpp"

namespace rotation::search {

/// An array of small unsigned values of Bits bits each (1, 2, 4 or 8), packed into 64-bit
/// words: the storage of pattern databases.
///
/// Every value is all ones (the largest value) when made. All ones means "not set yet" to the
/// builders, so that a value can be claimed once. Reads and writes may also go through
/// relaxed atomics, so that threads can fill it at once: either each writing only its own
/// range of words while reading any (get_shared, set_own), or each claiming values anywhere
/// with a compare-and-swap on the word (set_if_all_ones).
template <unsigned Bits>
class PackedArray {
  static_assert(Bits == 1 || Bits == 2 || Bits == 4 || Bits == 8, "values of 1, 2, 4 or 8 bits");

 public:
  static constexpr unsigned bits = Bits;                  ///< the bits of a value
  static constexpr std::size_t per_word = 64 / Bits;      ///< values per 64-bit word
  static constexpr unsigned all_ones = (1U << Bits) - 1;  ///< the largest value: not set yet

  /// An empty array.
  PackedArray() = default;
  /// An array of `size` values, all ones.
  ///
  /// Throws too_large when `size` does not fit in std::size_t (on a
  /// 32-bit target, 2^32 values or more).
  explicit PackedArray(std::uint64_t size) : size_(indexable(size)) {
    // Allocated untouched, advised, then filled: large tables get huge pages.
    const auto words = static_cast<std::size_t>(word_count_for(size_));
    words_.reserve(words);
    detail::advise_huge_pages(words_.data(), words * sizeof(std::uint64_t));
    words_.assign(words, ~0ULL);
  }

  /// Takes the words of an array of `size` values (as words() gave them);
  /// throws input_error when their number does not fit the size,
  /// too_large when `size` does not fit in std::size_t.
  PackedArray(std::uint64_t size, std::vector<std::uint64_t> words)
      : size_(indexable(size)), words_(std::move(words)) {
    if (words_.size() != word_count_for(size_))
      detail::raise(input_error("packed array: " + std::to_string(words_.size()) +
                                " words cannot hold " + std::to_string(size) + " values"));
  }

  /// The number of words that hold `size` values.
  static constexpr std::uint64_t word_count_for(std::uint64_t size) {
    return size / per_word + (size % per_word != 0 ? 1 : 0);
  }

  /// Value i.
  [[nodiscard]] unsigned get(std::size_t i) const {
    return static_cast<unsigned>(words_[i / per_word] >> shift(i)) & all_ones;
  }

  /// Sets value i to `value`, which must fit in Bits bits.
  void set(std::size_t i, unsigned value) {
    auto& word = words_[i / per_word];
    word = (word & ~(std::uint64_t{all_ones} << shift(i))) | (std::uint64_t{value} << shift(i));
  }

  /// Value i, as get, for threads working at once on disjoint ranges of words.
  ///
  /// A relaxed atomic load: a value written by another thread at the same time is read
  /// either before or after the write.
  [[nodiscard]] unsigned get_shared(std::size_t i) const {
    return static_cast<unsigned>(load_shared(i / per_word) >> shift(i)) & all_ones;
  }
  /// Sets value i, as set, for threads working at once on disjoint ranges of words: the
  /// word of value i must be in the calling thread's own range.
  void set_own(std::size_t i, unsigned value) {
    const std::atomic_ref<std::uint64_t> word(words_[i / per_word]);
    const std::uint64_t old = word.load(std::memory_order_relaxed);
    word.store((old & ~(std::uint64_t{all_ones} << shift(i))) | (std::uint64_t{value} << shift(i)),
               std::memory_order_relaxed);
  }

  /// Sets value i when it is still all ones, even while other threads do the
  /// same to other values of the word: true for the one call that set it.
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

  /// Asks the processor to fetch value i's word into the cache, for a read or
  /// write soon: a builder that prefetches a batch of scattered values waits
  /// for their cache misses at once instead of one after another.
  void prefetch(std::size_t i) const { prefetch_word<1>(i); }

  /// As prefetch(), for a read only: the line is not claimed for writing, so
  /// readers on other cores keep their copies.
  void prefetch_for_read(std::size_t i) const { prefetch_word<0>(i); }

  /// The lowest bit of each value of word w that is all ones, set.
  [[nodiscard]] std::uint64_t all_ones_in_word(std::size_t w) const {
    std::uint64_t word = load_shared(w);
    for (unsigned b = 1; b < Bits; ++b) word &= word >> 1;  // bit i: bits i .. i + b all set
    return word & lowest_bits;
  }

  /// The lowest bit of each value of word w that equals `value`, set (a relaxed atomic read,
  /// as get_shared). The unused values after the last are all ones.
  [[nodiscard]] std::uint64_t equal_in_word(std::size_t w, unsigned value) const {
    // XOR with the complement of `value` in every lane: the values equal to it become all
    // ones, and only they; then as all_ones_in_word.
    std::uint64_t word = load_shared(w) ^ (lowest_bits * (all_ones & ~value));
    for (unsigned b = 1; b < Bits; ++b) word &= word >> 1;
    return word & lowest_bits;
  }

  /// The number of values.
  [[nodiscard]] std::size_t size() const { return size_; }
  /// The number of 64-bit words.
  [[nodiscard]] std::size_t word_count() const { return words_.size(); }
  /// The bytes the words take.
  [[nodiscard]] std::size_t memory_bytes() const { return words_.size() * sizeof(std::uint64_t); }
  /// The packed words, as a file saves them (the constructor from words takes them back).
  [[nodiscard]] std::span<const std::uint64_t> words() const { return words_; }

 private:
  // __builtin_prefetch's second argument: 1 to write, 0 to read.
  template <int for_write>
  void prefetch_word(std::size_t i) const {
#if defined(__GNUC__) || defined(__clang__)
    __builtin_prefetch(&words_[i / per_word], for_write, 0);
#else
    static_cast<void>(i);
#endif
  }

  // The lowest bit of every value: 0x5555... for 2 bits, 0x1111... for 4.
  static constexpr std::uint64_t lowest_bits = ~0ULL / all_ones;

  // atomic_ref takes no const type before C++26; the words themselves are
  // never const objects.
  std::uint64_t load_shared(std::size_t w) const {
    auto& word = const_cast<std::uint64_t&>(words_[w]);
    return std::atomic_ref<std::uint64_t>(word).load(std::memory_order_relaxed);
  }

  static std::size_t indexable(std::uint64_t size) {
    return detail::checked_size<too_large>(size, "packed array", "values");
  }

  static constexpr unsigned shift(std::size_t i) {
    return static_cast<unsigned>(i % per_word) * Bits;
  }

  std::size_t size_ = 0;
  std::vector<std::uint64_t> words_;
};

}  // namespace rotation::search
