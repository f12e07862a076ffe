#pragma once

// Ranks the k-subsets of n cells densely, 0 .. C(n, k) - 1, in the
// combinatorial number system: the subset {c_0 < c_1 < ... < c_(k-1)} has rank
// C(c_0, 1) + C(c_1, 2) + ... + C(c_(k-1), k).
//
// Ranking reads the mask a byte at a time: the terms of a byte's cells depend
// only on the byte and on how many cells lie below it, so a table per byte
// position turns the sum into one look-up per byte.

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "bits.hpp"

namespace rotation::detail {

template <std::size_t N, std::size_t K>
class SubsetRank {
  static_assert(N <= 64 && K <= N, "subsets of at most 64 cells");

 public:
  using mask_type = std::conditional_t<(N <= 32), std::uint32_t, std::uint64_t>;

  static constexpr std::uint64_t choose(std::size_t n, std::size_t k) {
    if (k > n) return 0;
    std::uint64_t result = 1;
    for (std::size_t i = 1; i <= k; ++i) result = result * (n - k + i) / i;
    return result;
  }

  static constexpr std::uint64_t count = choose(N, K);
  // 32-bit ranks while they fit (every # board up to size 15): half the
  // memory traffic of the ranking tables.
  using rank_type = std::conditional_t<(count <= UINT32_MAX), std::uint32_t, std::uint64_t>;

  // The rank of a set of exactly K cells, all below N. Unchecked: a mask of
  // another size reads past the tables, so only the pattern database, whose
  // masks are Placements and keep that invariant, calls it.
  static constexpr rank_type rank(mask_type cells) {
    auto byte = [cells](std::size_t j) {
      return static_cast<std::size_t>((cells >> (8 * j)) & 0xff);
    };
    // No cell lies below the first byte, and all but the last byte's lie below
    // the last: those two need no count.
    rank_type result = tables.first[byte(0)];
    if constexpr (byte_count > 1 && byte_count <= 4) {
      // Up to 32 cells: a short chain of look-ups, each byte's count added in turn.
      std::size_t below = tables.bits_in[byte(0)];
      for (std::size_t j = 1; j + 1 < byte_count; ++j) {
        result += tables.middle[j - 1][byte(j)][below];
        below += tables.bits_in[byte(j)];
      }
      result += tables.last[byte(byte_count - 1)];
    } else if constexpr (byte_count > 4) {
      // Byte j of `below` counts the cells of the bytes before byte j: the cells of each
      // byte counted in parallel, then added up by one multiplication. The look-ups then
      // need not wait for one another.
      std::uint64_t counts = cells;
      counts -= (counts >> 1) & 0x5555'5555'5555'5555ULL;
      counts = (counts & 0x3333'3333'3333'3333ULL) + ((counts >> 2) & 0x3333'3333'3333'3333ULL);
      counts = (counts + (counts >> 4)) & 0x0f0f'0f0f'0f0f'0f0fULL;
      const std::uint64_t below = counts * 0x0101'0101'0101'0101ULL << 8;
      for (std::size_t j = 1; j + 1 < byte_count; ++j)
        result += tables.middle[j - 1][byte(j)][(below >> (8 * j)) & 0xff];
      result += tables.last[byte(byte_count - 1)];
    }
    return result;
  }

  // The set of K cells with the given rank (the inverse of rank).
  static constexpr mask_type unrank(rank_type rank) {
    mask_type cells = 0;
    std::size_t cell = N;
    for (std::size_t i = K; i > 0; --i) {
      // The largest cell c with C(c, i) <= rank is the i-th smallest element.
      do --cell;
      while (binomial[cell][i] > rank);
      rank -= static_cast<rank_type>(binomial[cell][i]);
      cells |= mask_type{1} << cell;
    }
    return cells;
  }

  // The set of the next rank: ranks follow the numeric order of the masks,
  // so a scan of every rank steps from mask to mask in O(1) (the next larger
  // number with as many bits set) instead of unranking each.
  static constexpr mask_type next(mask_type cells) {
    const mask_type ripple = cells + (cells & (~cells + 1));  // carries the lowest run up
    return static_cast<mask_type>(ripple | ((cells ^ ripple) >> (std::countr_zero(cells) + 2)));
  }

 private:
  static constexpr std::size_t byte_count = (N + 7) / 8;

  static constexpr std::size_t middle_count = byte_count > 2 ? byte_count - 2 : 0;

  // binomial[n][k] = C(n, k) for the n and k that unrank needs.
  static constexpr auto binomial = [] {
    std::array<std::array<std::uint64_t, K + 1>, N + 1> table{};
    for (std::size_t n = 0; n <= N; ++n) {
      table[n][0] = 1;
      for (std::size_t k = 1; k <= K && k <= n; ++k)  // Pascal's rule: one addition each
        table[n][k] = table[n - 1][k - 1] + (k < n ? table[n - 1][k] : 0);
    }
    return table;
  }();

  struct Tables {
    std::array<rank_type, 256> first{};
    std::array<std::array<std::array<rank_type, K + 1>, 256>, middle_count> middle{};
    std::array<rank_type, 256> last{};
    std::array<std::uint8_t, 256> bits_in{};
  };

  // terms[j][b][below]: the sum of C(c, i + 1) over the cells c of byte b at
  // byte position j, the i-th of the set's cells (from 0) being `below` + the
  // cell's place in b; 0 where a set of K cells cannot have that byte. Each
  // is the lowest cell's term plus the terms of the rest, one step per entry.
  // Every program that includes the library pays for this evaluation, so it
  // is kept lean: plain arrays (a std::array subscript is a function call to
  // the compile-time evaluator, and a checked one under a hardened standard
  // library), and the byte's lowest cell and cell count found once per byte.
  static constexpr Tables tables = [] {
    rank_type terms[byte_count][256][K + 1] = {};
    std::uint8_t bits_in[256] = {};
    for (std::size_t b = 1; b < 256; ++b)
      bits_in[b] = static_cast<std::uint8_t>(bits_in[b & (b - 1)] + 1);
    for (std::size_t j = 0; j < byte_count; ++j)
      for (std::size_t b = 1; b < 256; ++b) {
        const std::size_t cell = 8 * j + static_cast<std::size_t>(std::countr_zero(b));
        if (cell >= N) continue;
        const std::size_t rest = b & (b - 1);
        for (std::size_t below = 0; below + bits_in[b] <= K; ++below)
          terms[j][b][below] =
              static_cast<rank_type>(binomial[cell][below + 1] + terms[j][rest][below + 1]);
      }
    Tables t{};
    for (std::size_t b = 0; b < 256; ++b) {
      t.bits_in[b] = bits_in[b];
      t.first[b] = terms[0][b][0];
      const std::size_t in_last = bits_in[b];
      t.last[b] = in_last <= K ? terms[byte_count - 1][b][K - in_last] : 0;
      for (std::size_t j = 0; j < middle_count; ++j)
        for (std::size_t below = 0; below <= K; ++below)
          t.middle[j][b][below] = terms[j + 1][b][below];
    }
    return t;
  }();
};

}  // namespace rotation::detail
