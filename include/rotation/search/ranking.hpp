#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// Ranking: arrangements of pieces as dense integers and back, so that a puzzle can index the
/// tables it builds (pattern databases, move tables) by arrangement. Each kind of arrangement
/// has a count and a rank that maps the arrangements onto 0 .. count - 1 one to one, with an
/// unrank that inverts it: permutations, even permutations, k-permutations (where k pieces
/// stand among n places), combinations (which k of n places are taken), orientations (with or
/// without the rule that they sum to 0), and permutations of a multiset (MultisetRanking).
/// Nothing here knows a puzzle.
///
/// Ranks follow the lexicographic order of the sequences (the first entry most significant),
/// but for combinations, which follow the numeric order of their masks (colexicographic).
///
/// These run millions of times while tables are built, so the preconditions (sizes, values in
/// range) are the caller's, and each function documents its own. They are checked in a
/// constant expression, where a violated one fails the compile, and at run time in a build
/// without NDEBUG, where it raises input_error (built without exceptions, it goes to
/// the failure handler). A build with NDEBUG trusts them: a violated one gives a meaningless
/// result, or undefined behaviour.

#include <algorithm>
#include <bit>
#include <climits>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <stdexcept>
#include <type_traits>
#include <utility>
#include <vector>

#include "../detail/bits.hpp"
#include "../detail/raise.hpp"
#include "../detail/text.hpp"
#include "errors.hpp"

namespace rotation::detail::ranking {

// Not constexpr: a violated precondition met in a constant expression calls it, so that the
// compile fails there, the call and its message in the diagnostic.
inline void precondition_violated(const char* /*what*/) {}

// Checks a precondition (see the file's comment): always in a constant expression, at run
// time only without NDEBUG. With NDEBUG the condition goes unused, and the optimizer drops
// its computation.
constexpr void expect(bool holds, const char* what) {
  if (holds) [[likely]]
    return;
  if (std::is_constant_evaluated()) {
    precondition_violated(what);
  } else {
#ifndef NDEBUG
    raise(input_error(what));
#endif
  }
}

inline constexpr std::uint64_t most = std::numeric_limits<std::uint64_t>::max();

// floor(a * b / c) when it is below 2^64 (false otherwise). With 64-bit arithmetic while the
// product fits; else the 128-bit product is divided by hand, a bit at a time, so that no
// 128-bit type is needed (MSVC has none, and ISO C++ none at all). Only multisets of more
// than about 2^64 / length() arrangements, and binomials of n > 64, take that path.
constexpr bool try_mul_div(std::uint64_t a, std::uint64_t b, std::uint64_t c,
                           std::uint64_t& quotient) {
  if (std::bit_width(a) + std::bit_width(b) <= 64) {
    quotient = a * b / c;
    return true;
  }
  constexpr std::uint64_t low32 = 0xffffffffU;
  const std::uint64_t ll = (a & low32) * (b & low32);
  const std::uint64_t lh = (a & low32) * (b >> 32);
  const std::uint64_t hl = (a >> 32) * (b & low32);
  const std::uint64_t mid = (ll >> 32) + (lh & low32) + (hl & low32);  // at most 3 * (2^32 - 1)
  std::uint64_t low = (mid << 32) | (ll & low32);
  std::uint64_t high = (a >> 32) * (b >> 32) + (lh >> 32) + (hl >> 32) + (mid >> 32);
  if (high >= c) return false;
  // Long division: the remainder (high) stays below c; a bit carried out of it means that
  // 2^64 + high is at least c, and the subtraction modulo 2^64 is still right.
  std::uint64_t q = 0;
  for (int bit = 0; bit < 64; ++bit) {
    const bool carry = (high >> 63) != 0;
    high = (high << 1) | (low >> 63);
    low <<= 1;
    q <<= 1;
    if (carry || high >= c) {
      high -= c;
      q |= 1;
    }
  }
  quotient = q;
  return true;
}

// floor(a * b / c), known to be below 2^64.
constexpr std::uint64_t mul_div(std::uint64_t a, std::uint64_t b, std::uint64_t c) {
  std::uint64_t quotient = 0;
  try_mul_div(a, b, c, quotient);
  return quotient;
}

// a * b, or the largest std::uint64_t when it does not fit: the counts saturate.
constexpr std::uint64_t saturating_mul(std::uint64_t a, std::uint64_t b) {
  return b != 0 && a > most / b ? most : a * b;
}

// C(n, k) for n up to 64, every one of which fits: at [n][k], 0 where k > n. One addition
// each (Pascal's rule), in plain arrays (cheaper to the compile-time evaluator than
// std::array), evaluated once per translation unit.
struct BinomialTable {
  std::uint64_t at[65][65];
};
inline constexpr BinomialTable binomials = [] {
  BinomialTable table{};
  for (int n = 0; n <= 64; ++n) {
    table.at[n][0] = 1;
    for (int k = 1; k <= n; ++k) table.at[n][k] = table.at[n - 1][k - 1] + table.at[n - 1][k];
  }
  return table;
}();

// The rank of a sequence of distinct places below n (n <= 64), as rank_partial_permutation:
// the digits, in mixed radix n, n - 1, ..., are how many places still free lie below each.
constexpr std::uint64_t rank_distinct(std::span<const std::uint8_t> sequence, unsigned n,
                                      const char* what) {
  std::uint64_t taken = 0;
  std::uint64_t rank = 0;
  std::uint64_t radix = n;
  for (const std::uint8_t place : sequence) {
    expect(place < n && (taken >> place & 1) == 0, what);
    const std::uint64_t below = (std::uint64_t{1} << place) - 1;
    rank = rank * radix-- + (place - static_cast<std::uint64_t>(popcount(taken & below)));
    taken |= std::uint64_t{1} << place;
  }
  return rank;
}

// The inverse of rank_distinct; returns the sum of the digits, whose parity is the parity of
// the permutation when the sequence is one.
constexpr std::uint64_t unrank_distinct(std::uint64_t rank, unsigned n,
                                        std::span<std::uint8_t> sequence) {
  const std::size_t k = sequence.size();
  for (std::size_t i = k; i-- > 0;) {  // the last digit is the least significant
    const std::uint64_t radix = n - i;
    sequence[i] = static_cast<std::uint8_t>(rank % radix);
    rank /= radix;
  }
  std::uint64_t free = n == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1;
  std::uint64_t digit_sum = 0;
  for (std::uint8_t& entry : sequence) {
    std::uint64_t rest = free;
    for (unsigned d = entry; d > 0; --d) rest &= rest - 1;  // drops the d lowest free places
    digit_sum += entry;
    entry = static_cast<std::uint8_t>(std::countr_zero(rest));
    free &= ~(rest & (~rest + 1));  // rest's lowest bit: the place just taken
  }
  return digit_sum;
}

}  // namespace rotation::detail::ranking

namespace rotation::search {

/// n!, for n in 0..20 (21! needs more than 64 bits).
[[nodiscard]] constexpr std::uint64_t factorial(int n) {
  detail::ranking::expect(n >= 0 && n <= 20, "factorial: n must be in 0..20");
  std::uint64_t result = 1;
  for (int i = 2; i <= n; ++i) result *= static_cast<std::uint64_t>(i);
  return result;
}

/// C(n, k), the number of ways to choose k of n: 0 when k < 0 or k > n. Exact when it is below
/// 2^64, the largest std::uint64_t when it is not.
[[nodiscard]] constexpr std::uint64_t binomial(int n, int k) {
  if (k < 0 || k > n) return 0;
  if (n <= 64) return detail::ranking::binomials.at[n][k];
  k = std::min(k, n - k);
  // C(n - k + i, i) for i = 1 .. k: each step exact, and none above the last.
  std::uint64_t result = 1;
  for (int i = 1; i <= k; ++i)
    if (!detail::ranking::try_mul_div(
            result, static_cast<std::uint64_t>(n - k) + static_cast<std::uint64_t>(i),
            static_cast<std::uint64_t>(i), result))
      return detail::ranking::most;
  return result;
}

/// The rank of a permutation p of 0 .. n - 1, n = p.size() <= 20: its place, from 0, in the
/// lexicographic order of the n! permutations (the identity is 0, the reversal n! - 1).
///
/// O(n). Precondition: p holds each of 0 .. n - 1 once.
[[nodiscard]] constexpr std::uint64_t rank_permutation(std::span<const std::uint8_t> p) {
  detail::ranking::expect(p.size() <= 20, "rank_permutation: more than 20 entries");
  return detail::ranking::rank_distinct(p, static_cast<unsigned>(p.size()),
                                        "rank_permutation: not a permutation of 0 .. n - 1");
}

/// Writes into p the permutation of 0 .. n - 1, n = p.size() <= 20, of that rank (the inverse
/// of rank_permutation).
///
/// O(n^2) at worst. Precondition: rank < n!.
constexpr void unrank_permutation(std::uint64_t rank, std::span<std::uint8_t> p) {
  detail::ranking::expect(p.size() <= 20, "unrank_permutation: more than 20 entries");
  detail::ranking::expect(rank < factorial(static_cast<int>(p.size())),
                          "unrank_permutation: rank not below n!");
  detail::ranking::unrank_distinct(rank, static_cast<unsigned>(p.size()), p);
}

/// Whether the permutation p of 0 .. n - 1 (n = p.size() <= 20) is even: made of an even
/// number of swaps, as every arrangement reachable by 3-cycles is.
///
/// O(n). Precondition: p holds each of 0 .. n - 1 once.
[[nodiscard]] constexpr bool is_even_permutation(std::span<const std::uint8_t> p) {
  detail::ranking::expect(p.size() <= 20, "is_even_permutation: more than 20 entries");
  // The parity of the number of inversions: of the larger entries before each.
  std::uint64_t seen = 0;
  int inversions = 0;
  for (const std::uint8_t entry : p) {
    detail::ranking::expect(entry < p.size() && (seen >> entry & 1) == 0,
                            "is_even_permutation: not a permutation of 0 .. n - 1");
    inversions += detail::popcount(seen >> entry);
    seen |= std::uint64_t{1} << entry;
  }
  return inversions % 2 == 0;
}

/// The rank of an even permutation p of 0 .. n - 1, 2 <= n = p.size() <= 20: its place, from
/// 0, in the lexicographic order of the n!/2 even permutations (the identity is 0).
///
/// It is rank_permutation(p) / 2: of the two permutations that differ by a swap of the last
/// two entries, ranked 2r and 2r + 1, exactly one is even. O(n). Precondition: p holds each of
/// 0 .. n - 1 once, and is even.
[[nodiscard]] constexpr std::uint64_t rank_even_permutation(std::span<const std::uint8_t> p) {
  detail::ranking::expect(p.size() >= 2, "rank_even_permutation: fewer than 2 entries");
  detail::ranking::expect(is_even_permutation(p), "rank_even_permutation: an odd permutation");
  return rank_permutation(p) / 2;
}

/// Writes into p the even permutation of 0 .. n - 1, 2 <= n = p.size() <= 20, of that rank
/// (the inverse of rank_even_permutation).
///
/// O(n^2) at worst. Precondition: rank < n!/2.
constexpr void unrank_even_permutation(std::uint64_t rank, std::span<std::uint8_t> p) {
  const std::size_t n = p.size();
  detail::ranking::expect(n >= 2 && n <= 20, "unrank_even_permutation: n not in 2..20");
  detail::ranking::expect(rank < factorial(static_cast<int>(n)) / 2,
                          "unrank_even_permutation: rank not below n!/2");
  // The digit sum of the permutation ranked 2 * rank has its parity; if odd, its partner
  // 2 * rank + 1 differs by the swap of the last two entries.
  if (detail::ranking::unrank_distinct(2 * rank, static_cast<unsigned>(n), p) % 2 != 0)
    std::swap(p[n - 2], p[n - 1]);
}

/// n!/(n - k)!, the number of ways k distinct pieces can stand among n places: 0 when k < 0 or
/// k > n. Exact when it is below 2^64, the largest std::uint64_t when it is not.
[[nodiscard]] constexpr std::uint64_t partial_permutation_count(int n, int k) {
  if (k < 0 || k > n) return 0;
  std::uint64_t result = 1;
  for (int i = n - k + 1; i <= n; ++i)
    result = detail::ranking::saturating_mul(result, static_cast<std::uint64_t>(i));
  return result;
}

/// The rank of where k distinct pieces stand among n places: positions[i] is the place of
/// piece i, and k = positions.size(). Its place, from 0, in the lexicographic order of the
/// n!/(n - k)! sequences (0, 1, ..., k - 1 is 0); with k = n it is rank_permutation.
///
/// O(k). Preconditions: n <= 64; the positions are distinct and below n; the count, n!/(n -
/// k)!, is below 2^64.
[[nodiscard]] constexpr std::uint64_t rank_partial_permutation(
    std::span<const std::uint8_t> positions, int n) {
  detail::ranking::expect(n >= 0 && n <= 64 && positions.size() <= static_cast<std::size_t>(n),
                          "rank_partial_permutation: not k <= n <= 64");
  return detail::ranking::rank_distinct(
      positions, static_cast<unsigned>(n),
      "rank_partial_permutation: a place repeated or not below n");
}

/// Writes into positions the places of k = positions.size() distinct pieces among n places
/// with that rank (the inverse of rank_partial_permutation).
///
/// O(k n) at worst. Preconditions: k <= n <= 64, rank < n!/(n - k)!.
constexpr void unrank_partial_permutation(std::uint64_t rank, int n,
                                          std::span<std::uint8_t> positions) {
  detail::ranking::expect(n >= 0 && n <= 64 && positions.size() <= static_cast<std::size_t>(n),
                          "unrank_partial_permutation: not k <= n <= 64");
  detail::ranking::expect(rank < partial_permutation_count(n, static_cast<int>(positions.size())),
                          "unrank_partial_permutation: rank not below n!/(n - k)!");
  detail::ranking::unrank_distinct(rank, static_cast<unsigned>(n), positions);
}

/// The rank of which k = sorted_positions.size() of n places are taken, given as their places
/// in increasing order: in the combinatorial number system, {c_0 < c_1 < ... < c_(k-1)} has
/// rank C(c_0, 1) + C(c_1, 2) + ... + C(c_(k-1), k), onto 0 .. C(n, k) - 1.
///
/// Ranks follow the numeric order of the sets' masks (the sum of 2^c_i), so {0, ..., k - 1}
/// is 0, and a set's rank does not depend on n: a table of the sets of n places is the start
/// of the table of the sets of n + 1. O(k). Preconditions: n <= 64; the places increase and
/// are below n.
[[nodiscard]] constexpr std::uint64_t rank_combination(
    std::span<const std::uint8_t> sorted_positions, int n) {
  detail::ranking::expect(
      n >= 0 && n <= 64 && sorted_positions.size() <= static_cast<std::size_t>(n),
      "rank_combination: not k <= n <= 64");
  std::uint64_t rank = 0;
  int previous = -1;
  for (std::size_t i = 0; i < sorted_positions.size(); ++i) {
    const int place = sorted_positions[i];
    detail::ranking::expect(place > previous && place < n,
                            "rank_combination: places not increasing or not below n");
    rank += detail::ranking::binomials.at[place][i + 1];
    previous = place;
  }
  return rank;
}

/// Writes into sorted_positions, in increasing order, the k = sorted_positions.size() places
/// of n of that rank (the inverse of rank_combination).
///
/// O(n + k). Preconditions: k <= n <= 64, rank < C(n, k).
constexpr void unrank_combination(std::uint64_t rank, int n,
                                  std::span<std::uint8_t> sorted_positions) {
  const std::size_t k = sorted_positions.size();
  detail::ranking::expect(n >= 0 && n <= 64 && k <= static_cast<std::size_t>(n),
                          "unrank_combination: not k <= n <= 64");
  detail::ranking::expect(rank < binomial(n, static_cast<int>(k)),
                          "unrank_combination: rank not below C(n, k)");
  int place = n;
  for (std::size_t i = k; i > 0; --i) {
    // The largest place c with C(c, i) <= rank is the i-th smallest (C(i - 1, i) = 0 stops it).
    do --place;
    while (detail::ranking::binomials.at[place][i] > rank);
    rank -= detail::ranking::binomials.at[place][i];
    sorted_positions[i - 1] = static_cast<std::uint8_t>(place);
  }
}

/// k^n, the number of ways n pieces can each take one of k orientations: exact when it is
/// below 2^64, the largest std::uint64_t when it is not. Precondition: n >= 0, k >= 1.
[[nodiscard]] constexpr std::uint64_t orientation_count(int n, int k) {
  detail::ranking::expect(n >= 0 && k >= 1, "orientation_count: not n >= 0 and k >= 1");
  std::uint64_t result = 1;
  for (int i = 0; i < n; ++i)
    result = detail::ranking::saturating_mul(result, static_cast<std::uint64_t>(k));
  return result;
}

/// The rank of the orientations o of n = o.size() pieces, each 0 .. k - 1: the number whose
/// base-k digits they are, o[0] the most significant, onto 0 .. k^n - 1.
///
/// O(n). Preconditions: 1 <= k <= 256, every o[i] < k, k^n <= 2^64 (every rank fits).
[[nodiscard]] constexpr std::uint64_t rank_orientations(std::span<const std::uint8_t> o, int k) {
  detail::ranking::expect(k >= 1 && k <= 256, "rank_orientations: k not in 1..256");
  std::uint64_t rank = 0;
  for (const std::uint8_t orientation : o) {
    detail::ranking::expect(orientation < k, "rank_orientations: an orientation not below k");
    rank = rank * static_cast<std::uint64_t>(k) + orientation;
  }
  return rank;
}

/// Writes into o the orientations of n = o.size() pieces of that rank (the inverse of
/// rank_orientations).
///
/// O(n). Preconditions: 1 <= k <= 256, rank < k^n.
constexpr void unrank_orientations(std::uint64_t rank, int k, std::span<std::uint8_t> o) {
  detail::ranking::expect(k >= 1 && k <= 256, "unrank_orientations: k not in 1..256");
  const std::uint64_t count = orientation_count(static_cast<int>(o.size()), k);
  detail::ranking::expect(rank < count || count == detail::ranking::most,
                          "unrank_orientations: rank not below k^n");
  const auto radix = static_cast<std::uint64_t>(k);
  for (std::size_t i = o.size(); i-- > 0;) {
    o[i] = static_cast<std::uint8_t>(rank % radix);
    rank /= radix;
  }
}

/// The rank of the orientations o of n = o.size() >= 1 pieces, each 0 .. k - 1, that sum to 0
/// modulo k (as a twisty puzzle's corners do): the last is then known from the others, and the
/// rank is rank_orientations of the first n - 1, onto 0 .. k^(n-1) - 1.
///
/// O(n). Preconditions: 1 <= k <= 256, every o[i] < k, their sum a multiple of k,
/// k^(n-1) <= 2^64.
[[nodiscard]] constexpr std::uint64_t rank_orientations_zero_sum(std::span<const std::uint8_t> o,
                                                                 int k) {
  detail::ranking::expect(!o.empty(), "rank_orientations_zero_sum: no orientation");
  if (k >= 1) {  // (else rank_orientations says why)
    std::uint64_t sum = 0;
    for (const std::uint8_t orientation : o) sum += orientation;
    detail::ranking::expect(sum % static_cast<std::uint64_t>(k) == 0,
                            "rank_orientations_zero_sum: the sum is not a multiple of k");
  }
  return rank_orientations(o.first(o.size() - 1), k);
}

/// Writes into o the orientations of n = o.size() >= 1 pieces, summing to 0 modulo k, of that
/// rank (the inverse of rank_orientations_zero_sum).
///
/// O(n). Preconditions: 1 <= k <= 256, rank < k^(n-1).
constexpr void unrank_orientations_zero_sum(std::uint64_t rank, int k, std::span<std::uint8_t> o) {
  detail::ranking::expect(!o.empty(), "unrank_orientations_zero_sum: no orientation");
  unrank_orientations(rank, k, o.first(o.size() - 1));
  std::uint64_t sum = 0;
  for (const std::uint8_t orientation : o.first(o.size() - 1)) sum += orientation;
  const auto radix = static_cast<std::uint64_t>(k);
  o.back() = static_cast<std::uint8_t>((radix - sum % radix) % radix);
}

/// Permutations of a multiset: sequences of labels 0 .. m - 1 in which label l occurs
/// counts[l] times (the colours of a puzzle's stickers, pieces that look alike), ranked
/// onto 0 .. size() - 1 in lexicographic order: the sorted sequence is 0, and
/// std::next_permutation steps from each rank to the next.
///
/// Exact for every multiset with fewer than 2^64 arrangements, though the products on the way
/// may not fit in 64 bits. rank and unrank take O(n m) for n = length() and allocate nothing.
class MultisetRanking {
 public:
  /// The arrangements of labels 0 .. counts.size() - 1, label l occurring counts[l] times.
  ///
  /// Throws input_error (built without exceptions, calls the failure handler) when a
  /// count is negative, when there are more than 256 labels (they are std::uint8_t), more than
  /// INT_MAX pieces, or 2^64 arrangements or more.
  explicit MultisetRanking(std::span<const int> counts) : counts_(counts.begin(), counts.end()) {
    using detail::Decimal;
    if (counts.size() > 256)
      detail::raise(
          input_error(detail::message({"multiset ranking: ", Decimal(counts.size()),
                                       " labels, more than the 256 a std::uint8_t tells apart"})));
    std::uint64_t total = 0;
    for (const int count : counts) {
      if (count < 0)
        detail::raise(
            input_error(detail::message({"multiset ranking: a negative count, ", Decimal(count)})));
      total += static_cast<std::uint64_t>(count);
      if (total > INT_MAX)
        detail::raise(input_error(
            detail::message({"multiset ranking: more than ", Decimal(INT_MAX), " pieces in all"})));
      // size_ *= C(total, count), one factor at a time: every step is the count of a smaller
      // multiset, and none is larger than the last, so a step that overflows means the whole
      // does.
      const std::uint64_t k =
          std::min(static_cast<std::uint64_t>(count), total - static_cast<std::uint64_t>(count));
      for (std::uint64_t j = 1; j <= k; ++j)
        if (!detail::ranking::try_mul_div(size_, total - k + j, j, size_))
          detail::raise(input_error(
              "multiset ranking: 2^64 arrangements or more, too many for 64-bit ranks"));
    }
    length_ = static_cast<int>(total);
  }

  /// The number of arrangements (the multinomial coefficient of the counts).
  [[nodiscard]] std::uint64_t size() const { return size_; }
  /// The number of pieces: the sum of the counts, the length of every arrangement.
  [[nodiscard]] int length() const { return length_; }
  /// The counts, as given: counts()[l] is how many times label l occurs.
  [[nodiscard]] std::span<const int> counts() const { return counts_; }

  /// The rank of an arrangement: its place, from 0, in lexicographic order.
  ///
  /// O(n m). Preconditions: labels.size() == length(); label l occurs counts()[l] times.
  [[nodiscard]] std::uint64_t rank(std::span<const std::uint8_t> labels) const {
    detail::ranking::expect(labels.size() == static_cast<std::size_t>(length_),
                            "MultisetRanking::rank: not length() labels");
    std::uint64_t left[256];  // of each label, the pieces not placed yet
    const std::size_t m = counts_.size();
    for (std::size_t l = 0; l < m; ++l) left[l] = static_cast<std::uint64_t>(counts_[l]);
    std::uint64_t arrangements = size_;  // of the pieces not placed yet
    auto pieces = static_cast<std::uint64_t>(length_);
    std::uint64_t rank = 0;
    for (const std::uint8_t label : labels) {
      detail::ranking::expect(label < m && left[label] > 0,
                              "MultisetRanking::rank: a label not in the multiset, or too often");
      std::uint64_t before = 0;  // pieces left with a smaller label
      for (std::size_t l = 0; l < label; ++l) before += left[l];
      // Of the arrangements of what is left, a fraction left[l] / pieces put label l first:
      // those that put a smaller label here come first.
      rank += detail::ranking::mul_div(arrangements, before, pieces);
      arrangements = detail::ranking::mul_div(arrangements, left[label], pieces);
      --left[label];
      --pieces;
    }
    return rank;
  }

  /// Writes into labels the arrangement of that rank (the inverse of rank).
  ///
  /// O(n m). Preconditions: labels.size() == length(); rank < size().
  void unrank(std::uint64_t rank, std::span<std::uint8_t> labels) const {
    detail::ranking::expect(labels.size() == static_cast<std::size_t>(length_),
                            "MultisetRanking::unrank: not length() labels");
    detail::ranking::expect(rank < size_, "MultisetRanking::unrank: rank not below size()");
    std::uint64_t left[256];
    const std::size_t m = counts_.size();
    for (std::size_t l = 0; l < m; ++l) left[l] = static_cast<std::uint64_t>(counts_[l]);
    std::uint64_t arrangements = size_;
    auto pieces = static_cast<std::uint64_t>(length_);
    for (std::uint8_t& out : labels) {
      // Label l's block of ranks starts at arrangements * before(l) / pieces, so the label
      // here is the one whose pieces left below it, before(l), are at most
      // floor(rank * pieces / arrangements) < before(l) + left[l]: one division, not one per
      // label.
      const std::uint64_t target = detail::ranking::mul_div(rank, pieces, arrangements);
      std::uint64_t before = 0;
      std::size_t label = 0;
      while (before + left[label] <= target) before += left[label++];
      rank -= detail::ranking::mul_div(arrangements, before, pieces);
      arrangements = detail::ranking::mul_div(arrangements, left[label], pieces);
      --left[label];
      --pieces;
      out = static_cast<std::uint8_t>(label);
    }
  }

 private:
  std::vector<int> counts_;
  std::uint64_t size_ = 1;
  int length_ = 0;
};

}  // namespace rotation::search
