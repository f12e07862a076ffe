// The ranking functions of search/ranking.hpp against enumerations written
// here: every object of every small case is listed independently (by
// std::next_permutation, by counting, by masks), and each rank must be a
// bijection onto 0 .. count - 1 in the documented order, with unrank its
// inverse. The counts come from independent formulas too (Pascal's triangle,
// prime exponents for multinomials), so a shared mistake cannot hide.

#include <rotation/search/ranking.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <numeric>
#include <random>
#include <span>
#include <stdexcept>
#include <type_traits>
#include <vector>

#include "catch.hpp"

namespace {

namespace rs = rotation::search;
using Sequence = std::vector<std::uint8_t>;

constexpr std::uint64_t most = std::numeric_limits<std::uint64_t>::max();

// ---- Compile time: the functions are usable in constant expressions, and a
// violated precondition there is no constant. ----

constexpr std::uint64_t rank_of_reversed_5() {
  const std::array<std::uint8_t, 5> p{4, 3, 2, 1, 0};
  return rs::rank_permutation(p);
}
static_assert(rank_of_reversed_5() == 119);
static_assert(rs::factorial(0) == 1 && rs::factorial(20) == 2432902008176640000ULL);
static_assert(rs::binomial(67, 33) == 14226520737620288370ULL);  // the largest C(n, n/2) that fits
static_assert(rs::binomial(5, 6) == 0 && rs::binomial(5, -1) == 0);
static_assert(rs::partial_permutation_count(10, 3) == 720);
static_assert(rs::orientation_count(7, 3) == 2187);
constexpr bool round_trips_at_compile_time() {
  std::array<std::uint8_t, 6> p{};
  rs::unrank_permutation(500, p);
  std::array<std::uint8_t, 6> even{};
  rs::unrank_even_permutation(300, even);
  std::array<std::uint8_t, 4> places{};
  rs::unrank_partial_permutation(1000, 12, places);
  std::array<std::uint8_t, 4> subset{};
  rs::unrank_combination(300, 12, subset);
  std::array<std::uint8_t, 8> twists{};
  rs::unrank_orientations_zero_sum(2000, 3, twists);
  return rs::rank_permutation(p) == 500 && rs::rank_even_permutation(even) == 300 &&
         rs::rank_partial_permutation(places, 12) == 1000 &&
         rs::rank_combination(subset, 12) == 300 &&
         rs::rank_orientations_zero_sum(twists, 3) == 2000;
}
static_assert(round_trips_at_compile_time());

template <auto F>
concept Constant = requires {
  typename std::integral_constant<std::uint64_t, F()>;
};
constexpr std::uint64_t repeated_entry() {
  const std::array<std::uint8_t, 3> p{1, 1, 0};
  return rs::rank_permutation(p);
}
constexpr std::uint64_t odd_permutation() {
  const std::array<std::uint8_t, 3> p{1, 0, 2};
  return rs::rank_even_permutation(p);
}
constexpr std::uint64_t combination_not_increasing() {
  const std::array<std::uint8_t, 2> c{3, 1};
  return rs::rank_combination(c, 5);
}
constexpr std::uint64_t nonzero_sum() {
  const std::array<std::uint8_t, 3> o{1, 1, 0};
  return rs::rank_orientations_zero_sum(o, 3);
}
constexpr std::uint64_t rank_too_large() {
  std::array<std::uint8_t, 4> p{};
  rs::unrank_permutation(24, p);
  return 0;
}
constexpr std::uint64_t factorial_of_21() { return rs::factorial(21); }
static_assert(Constant<rank_of_reversed_5>);
static_assert(!Constant<repeated_entry>);
static_assert(!Constant<odd_permutation>);
static_assert(!Constant<combination_not_increasing>);
static_assert(!Constant<nonzero_sum>);
static_assert(!Constant<rank_too_large>);
static_assert(!Constant<factorial_of_21>);

// ---- Enumerations ----

// Every sequence of length k over 0 .. n - 1 with distinct entries, in
// lexicographic order: all k-tuples counted in base n, the repeats dropped.
std::vector<Sequence> distinct_sequences(int n, int k) {
  std::vector<Sequence> result;
  Sequence digits(static_cast<std::size_t>(k), 0);
  while (true) {
    Sequence sorted = digits;
    std::sort(sorted.begin(), sorted.end());
    if (std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end()) result.push_back(digits);
    int i = k - 1;
    while (i >= 0 && digits[static_cast<std::size_t>(i)] == n - 1)
      digits[static_cast<std::size_t>(i--)] = 0;
    if (i < 0) break;
    ++digits[static_cast<std::size_t>(i)];
  }
  return result;
}

// The identity of length n, and every permutation after it, in order.
std::vector<Sequence> permutations(int n) {
  Sequence p(static_cast<std::size_t>(n));
  std::iota(p.begin(), p.end(), std::uint8_t{0});
  std::vector<Sequence> result;
  do result.push_back(p);
  while (std::next_permutation(p.begin(), p.end()));
  return result;
}

// Even by counting inversions, pair by pair.
bool even_by_inversions(const Sequence& p) {
  int inversions = 0;
  for (std::size_t i = 0; i < p.size(); ++i)
    for (std::size_t j = i + 1; j < p.size(); ++j) inversions += p[i] > p[j] ? 1 : 0;
  return inversions % 2 == 0;
}

// Checks that `rank` maps the objects, listed in the documented order, onto
// 0 .. count - 1 one to one, each to its index (consecutive ranks), and that
// `unrank` gives each back.
template <class Rank, class Unrank>
void check_ordered_bijection(const std::vector<Sequence>& objects, std::uint64_t count, Rank rank,
                             Unrank unrank) {
  REQUIRE(objects.size() == count);
  std::vector<int> hits(objects.size(), 0);
  for (std::size_t i = 0; i < objects.size(); ++i) {
    const std::uint64_t r = rank(objects[i]);
    REQUIRE(r == i);
    REQUIRE(r < count);
    ++hits[static_cast<std::size_t>(r)];
    Sequence back(objects[i].size(), 0xff);
    unrank(r, back);
    REQUIRE(back == objects[i]);
  }
  REQUIRE(std::all_of(hits.begin(), hits.end(), [](int h) { return h == 1; }));
}

// Pascal's triangle, each entry saturated at the largest std::uint64_t once
// it no longer fits (its additions overflow-checked).
std::vector<std::vector<std::uint64_t>> pascal(int rows) {
  std::vector<std::vector<std::uint64_t>> c(static_cast<std::size_t>(rows) + 1);
  for (std::size_t n = 0; n < c.size(); ++n) {
    c[n].assign(n + 1, 1);
    for (std::size_t k = 1; k < n; ++k) {
      const std::uint64_t a = c[n - 1][k - 1];
      const std::uint64_t b = c[n - 1][k];
      c[n][k] = a == most || b == most || a > most - b ? most : a + b;
    }
  }
  return c;
}

// The multinomial of the counts from the exponents of its primes (Legendre's
// formula), or the largest std::uint64_t when it is 2^64 or more.
std::uint64_t multinomial_by_primes(const std::vector<int>& counts) {
  const int total = std::accumulate(counts.begin(), counts.end(), 0);
  auto exponent = [](int n, int p) {
    int e = 0;
    for (int q = p; q <= n; q *= p) e += n / q;
    return e;
  };
  std::uint64_t result = 1;
  for (int p = 2; p <= total; ++p) {
    bool prime = true;
    for (int d = 2; d * d <= p; ++d) prime = prime && p % d != 0;
    if (!prime) continue;
    int e = exponent(total, p);
    for (const int c : counts) e -= exponent(c, p);
    for (; e > 0; --e) {
      if (result > most / static_cast<std::uint64_t>(p)) return most;
      result *= static_cast<std::uint64_t>(p);
    }
  }
  return result;
}

// Every arrangement of the multiset, in lexicographic order.
std::vector<Sequence> arrangements(const std::vector<int>& counts) {
  Sequence s;
  for (std::size_t l = 0; l < counts.size(); ++l)
    s.insert(s.end(), static_cast<std::size_t>(counts[l]), static_cast<std::uint8_t>(l));
  std::vector<Sequence> result;
  do result.push_back(s);
  while (std::next_permutation(s.begin(), s.end()));
  return result;
}

// ---- Counts ----

TEST_CASE("factorial and binomial against running products and Pascal's triangle", "[ranking]") {
  std::uint64_t product = 1;
  for (int n = 0; n <= 20; ++n) {
    if (n > 0) product *= static_cast<std::uint64_t>(n);
    REQUIRE(rs::factorial(n) == product);
  }
  const auto c = pascal(200);
  int exact = 0;
  for (int n = 0; n <= 200; ++n) {
    REQUIRE(rs::binomial(n, -1) == 0);
    REQUIRE(rs::binomial(n, n + 1) == 0);
    for (int k = 0; k <= n; ++k) {
      const std::uint64_t expected = c[static_cast<std::size_t>(n)][static_cast<std::size_t>(k)];
      REQUIRE(rs::binomial(n, k) == expected);  // saturated alike when it does not fit
      exact += expected != most ? 1 : 0;
    }
  }
  REQUIRE(exact > 2000);  // beyond the table of n <= 64 too
  REQUIRE(rs::binomial(1000000, 3) == 166666166667000000ULL);
  REQUIRE(rs::binomial(0, 0) == 1);
  REQUIRE(rs::binomial(-1, 0) == 0);
}

TEST_CASE("partial permutation and orientation counts, saturated when too large", "[ranking]") {
  for (int n = 0; n <= 20; ++n)
    for (int k = 0; k <= n; ++k)
      REQUIRE(rs::partial_permutation_count(n, k) == rs::factorial(n) / rs::factorial(n - k));
  REQUIRE(rs::partial_permutation_count(5, 6) == 0);
  REQUIRE(rs::partial_permutation_count(5, -1) == 0);
  REQUIRE(rs::partial_permutation_count(64, 10) ==
          64ULL * 63 * 62 * 61 * 60 * 59 * 58 * 57 * 56 * 55);
  REQUIRE(rs::partial_permutation_count(64, 20) == most);
  REQUIRE(rs::orientation_count(0, 5) == 1);
  REQUIRE(rs::orientation_count(63, 2) == 1ULL << 63);
  REQUIRE(rs::orientation_count(64, 2) == most);
  REQUIRE(rs::orientation_count(40, 3) == 12157665459056928801ULL);
  REQUIRE(rs::orientation_count(41, 3) == most);
  REQUIRE(rs::orientation_count(1000, 1) == 1);
}

// ---- Small cases, every object ----

TEST_CASE("permutations of n <= 7: ranks in next_permutation order, unrank their inverse",
          "[ranking]") {
  for (int n = 0; n <= 7; ++n) {
    CAPTURE(n);
    check_ordered_bijection(
        permutations(n), rs::factorial(n),
        [](const Sequence& p) { return rs::rank_permutation(p); },
        [](std::uint64_t r, Sequence& p) { rs::unrank_permutation(r, p); });
  }
}

TEST_CASE("even permutations of n <= 7: the parity filter, ranked in order onto n!/2",
          "[ranking]") {
  for (int n = 2; n <= 7; ++n) {
    CAPTURE(n);
    std::vector<Sequence> even;
    for (const Sequence& p : permutations(n)) {
      REQUIRE(rs::is_even_permutation(p) == even_by_inversions(p));
      if (even_by_inversions(p)) even.push_back(p);
    }
    check_ordered_bijection(
        even, rs::factorial(n) / 2, [](const Sequence& p) { return rs::rank_even_permutation(p); },
        [](std::uint64_t r, Sequence& p) { rs::unrank_even_permutation(r, p); });
  }
}

TEST_CASE("k-permutations of n <= 7: every k, ranked in lexicographic order", "[ranking]") {
  for (int n = 0; n <= 7; ++n)
    for (int k = 0; k <= n; ++k) {
      CAPTURE(n, k);
      check_ordered_bijection(
          distinct_sequences(n, k), rs::partial_permutation_count(n, k),
          [n](const Sequence& s) { return rs::rank_partial_permutation(s, n); },
          [n](std::uint64_t r, Sequence& s) { rs::unrank_partial_permutation(r, n, s); });
    }
  // With k = n they are the permutations.
  for (const Sequence& p : permutations(6))
    REQUIRE(rs::rank_partial_permutation(p, 6) == rs::rank_permutation(p));
}

TEST_CASE("combinations of n <= 10: ranked in the numeric order of their masks", "[ranking]") {
  const auto c = pascal(10);
  for (int n = 0; n <= 10; ++n)
    for (int k = 0; k <= n; ++k) {
      CAPTURE(n, k);
      std::vector<Sequence> sets;  // masks in increasing order, those of k cells
      for (unsigned mask = 0; mask < (1U << n); ++mask) {
        Sequence set;
        for (int cell = 0; cell < n; ++cell)
          if ((mask >> cell & 1) != 0) set.push_back(static_cast<std::uint8_t>(cell));
        if (set.size() == static_cast<std::size_t>(k)) sets.push_back(set);
      }
      REQUIRE(rs::binomial(n, k) == c[static_cast<std::size_t>(n)][static_cast<std::size_t>(k)]);
      check_ordered_bijection(
          sets, rs::binomial(n, k), [n](const Sequence& s) { return rs::rank_combination(s, n); },
          [n](std::uint64_t r, Sequence& s) { rs::unrank_combination(r, n, s); });
      // A set's rank does not depend on n.
      for (const Sequence& s : sets)
        REQUIRE(rs::rank_combination(s, 10) == rs::rank_combination(s, n));
    }
}

TEST_CASE("orientations of n <= 6 pieces, k <= 4: base-k digits, and the zero-sum ones",
          "[ranking]") {
  for (int k = 1; k <= 4; ++k)
    for (int n = 0; n <= 6; ++n) {
      CAPTURE(n, k);
      std::vector<Sequence> all;
      std::vector<Sequence> zero_sum;
      Sequence o(static_cast<std::size_t>(n), 0);
      while (true) {  // counting in base k, the last digit fastest: lexicographic order
        all.push_back(o);
        if (std::accumulate(o.begin(), o.end(), 0) % k == 0) zero_sum.push_back(o);
        int i = n - 1;
        while (i >= 0 && o[static_cast<std::size_t>(i)] == k - 1)
          o[static_cast<std::size_t>(i--)] = 0;
        if (i < 0) break;
        ++o[static_cast<std::size_t>(i)];
      }
      check_ordered_bijection(
          all, rs::orientation_count(n, k),
          [k](const Sequence& s) { return rs::rank_orientations(s, k); },
          [k](std::uint64_t r, Sequence& s) { rs::unrank_orientations(r, k, s); });
      if (n == 0) continue;
      check_ordered_bijection(
          zero_sum, rs::orientation_count(n - 1, k),
          [k](const Sequence& s) { return rs::rank_orientations_zero_sum(s, k); },
          [k](std::uint64_t r, Sequence& s) { rs::unrank_orientations_zero_sum(r, k, s); });
    }
}

TEST_CASE("multisets: every arrangement, ranked in next_permutation order", "[ranking]") {
  const std::vector<std::vector<int>> cases = {
      {},        {0},       {3},         {1, 1},       {2, 1},       {1, 2},
      {2, 2, 2}, {1, 2, 3}, {3, 2, 1},   {0, 2, 0, 3}, {4, 1, 2, 1}, {1, 1, 1, 1, 1, 1, 1},
      {3, 3, 2}, {5, 0, 4}, {2, 2, 2, 2}};
  for (const auto& counts : cases) {
    CAPTURE(counts);
    const rs::MultisetRanking ranking(counts);
    REQUIRE(ranking.length() == std::accumulate(counts.begin(), counts.end(), 0));
    REQUIRE(ranking.size() == multinomial_by_primes(counts));
    REQUIRE(
        std::equal(ranking.counts().begin(), ranking.counts().end(), counts.begin(), counts.end()));
    check_ordered_bijection(
        arrangements(counts), ranking.size(),
        [&ranking](const Sequence& s) { return ranking.rank(s); },
        [&ranking](std::uint64_t r, Sequence& s) { ranking.unrank(r, s); });
  }
}

// ---- Large cases ----

TEST_CASE("permutations of 20: random round trips, the ends, and the order", "[ranking]") {
  std::mt19937_64 random(20);
  Sequence p(20);
  std::iota(p.begin(), p.end(), std::uint8_t{0});
  REQUIRE(rs::rank_permutation(p) == 0);
  std::reverse(p.begin(), p.end());
  REQUIRE(rs::rank_permutation(p) == rs::factorial(20) - 1);
  for (int trial = 0; trial < 2000; ++trial) {
    std::shuffle(p.begin(), p.end(), random);
    const std::uint64_t r = rs::rank_permutation(p);
    REQUIRE(r < rs::factorial(20));
    Sequence back(20);
    rs::unrank_permutation(r, back);
    REQUIRE(back == p);
    Sequence next = p;
    if (std::next_permutation(next.begin(), next.end()))
      REQUIRE(rs::rank_permutation(next) == r + 1);
    if (rs::is_even_permutation(p)) {
      const std::uint64_t e = rs::rank_even_permutation(p);
      REQUIRE(e < rs::factorial(20) / 2);
      rs::unrank_even_permutation(e, back);
      REQUIRE(back == p);
    }
  }
}

TEST_CASE("64 places: k-permutations and combinations round-trip, in order", "[ranking]") {
  std::mt19937_64 random(64);
  Sequence cells(64);
  std::iota(cells.begin(), cells.end(), std::uint8_t{0});
  for (const int k : {1, 3, 8, 10}) {
    CAPTURE(k);
    const std::uint64_t count = rs::partial_permutation_count(64, k);
    Sequence previous;
    std::uint64_t previous_rank = 0;
    for (int trial = 0; trial < 500; ++trial) {
      std::shuffle(cells.begin(), cells.end(), random);
      const Sequence s(cells.begin(), cells.begin() + k);
      const std::uint64_t r = rs::rank_partial_permutation(s, 64);
      REQUIRE(r < count);
      Sequence back(static_cast<std::size_t>(k));
      rs::unrank_partial_permutation(r, 64, back);
      REQUIRE(back == s);
      if (trial > 0) REQUIRE((s < previous) == (r < previous_rank));
      previous = s;
      previous_rank = r;
    }
  }
  for (const int k : {1, 5, 32, 60, 64}) {
    CAPTURE(k);
    std::uint64_t previous_mask = 0;
    std::uint64_t previous_rank = 0;
    for (int trial = 0; trial < 500; ++trial) {
      std::shuffle(cells.begin(), cells.end(), random);
      Sequence s(cells.begin(), cells.begin() + k);
      std::sort(s.begin(), s.end());
      std::uint64_t mask = 0;
      for (const std::uint8_t cell : s) mask |= std::uint64_t{1} << cell;
      const std::uint64_t r = rs::rank_combination(s, 64);
      REQUIRE(r < rs::binomial(64, k));
      Sequence back(static_cast<std::size_t>(k));
      rs::unrank_combination(r, 64, back);
      REQUIRE(back == s);
      if (trial > 0) REQUIRE((mask < previous_mask) == (r < previous_rank));
      previous_mask = mask;
      previous_rank = r;
    }
  }
  Sequence last(32);
  std::iota(last.begin(), last.end(), std::uint8_t{32});
  REQUIRE(rs::rank_combination(last, 64) == rs::binomial(64, 32) - 1);
}

TEST_CASE("orientations whose count is 2^64: every rank fits", "[ranking]") {
  Sequence o(64, 1);
  REQUIRE(rs::rank_orientations(o, 2) == most);
  Sequence back(64);
  rs::unrank_orientations(most, 2, back);
  REQUIRE(back == o);
  Sequence twists(41, 2);
  twists.back() = 1;  // 40 * 2 + 1 = 81, a multiple of 3
  REQUIRE(rs::rank_orientations_zero_sum(twists, 3) == rs::orientation_count(40, 3) - 1);
  Sequence twists_back(41);
  rs::unrank_orientations_zero_sum(rs::orientation_count(40, 3) - 1, 3, twists_back);
  REQUIRE(twists_back == twists);
}

TEST_CASE("multisets near 2^64 arrangements: exact round trips; at 2^64 refused", "[ranking]") {
  std::mt19937_64 random(7);
  for (const std::vector<int>& counts :
       {std::vector<int>{33, 34}, std::vector<int>{2, 3, 4, 4, 4, 19},
        std::vector<int>{1, 6, 8, 8, 12}, std::vector<int>{2, 6, 17, 18}}) {
    CAPTURE(counts);
    const std::uint64_t expected = multinomial_by_primes(counts);
    REQUIRE(expected != most);
    REQUIRE(expected > most / 2);  // products of the ranking pass 2^64 on the way
    const rs::MultisetRanking ranking(counts);
    REQUIRE(ranking.size() == expected);
    Sequence s;
    for (std::size_t l = 0; l < counts.size(); ++l)
      s.insert(s.end(), static_cast<std::size_t>(counts[l]), static_cast<std::uint8_t>(l));
    REQUIRE(ranking.rank(s) == 0);
    Sequence back(s.size());
    ranking.unrank(0, back);
    REQUIRE(back == s);
    std::reverse(s.begin(), s.end());
    REQUIRE(ranking.rank(s) == expected - 1);
    ranking.unrank(expected - 1, back);
    REQUIRE(back == s);
    Sequence previous = s;
    std::uint64_t previous_rank = expected - 1;
    for (int trial = 0; trial < 1000; ++trial) {
      std::shuffle(s.begin(), s.end(), random);
      const std::uint64_t r = ranking.rank(s);
      REQUIRE(r < expected);
      ranking.unrank(r, back);
      REQUIRE(back == s);
      REQUIRE((s < previous) == (r < previous_rank));
      Sequence next = s;
      if (std::next_permutation(next.begin(), next.end())) REQUIRE(ranking.rank(next) == r + 1);
      previous = s;
      previous_rank = r;
    }
  }
  for (const std::vector<int>& counts :
       {std::vector<int>{34, 34}, std::vector<int>{2, 3, 4, 4, 5, 19},
        std::vector<int>{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}}) {
    CAPTURE(counts);
    REQUIRE(multinomial_by_primes(counts) == most);
    REQUIRE_THROWS_AS(rs::MultisetRanking(counts), std::invalid_argument);
  }
  REQUIRE(rs::MultisetRanking(std::vector<int>(20, 1)).size() == rs::factorial(20));
}

TEST_CASE("multisets: bad counts refused", "[ranking]") {
  REQUIRE_THROWS_AS(rs::MultisetRanking(std::vector<int>{2, -1}), std::invalid_argument);
  REQUIRE_THROWS_AS(rs::MultisetRanking(std::vector<int>(257, 0)), std::invalid_argument);
  REQUIRE_THROWS_AS(rs::MultisetRanking(std::vector<int>{std::numeric_limits<int>::max(), 1}),
                    std::invalid_argument);
  const rs::MultisetRanking many_labels(std::vector<int>(256, 0));
  REQUIRE(many_labels.size() == 1);
  REQUIRE(many_labels.length() == 0);
  const rs::MultisetRanking long_one(std::vector<int>{1000000, 1});
  REQUIRE(long_one.size() == 1000001);
}

#ifndef NDEBUG
TEST_CASE("without NDEBUG, violated preconditions are refused at run time", "[ranking]") {
  const Sequence repeated{1, 1, 0};
  REQUIRE_THROWS_AS(rs::rank_permutation(repeated), std::invalid_argument);
  Sequence p(4);
  REQUIRE_THROWS_AS(rs::unrank_permutation(24, p), std::invalid_argument);
  REQUIRE_THROWS_AS(rs::rank_even_permutation(Sequence{1, 0, 2}), std::invalid_argument);
  REQUIRE_THROWS_AS(rs::rank_partial_permutation(Sequence{0, 7}, 7), std::invalid_argument);
  REQUIRE_THROWS_AS(rs::rank_combination(Sequence{2, 2}, 5), std::invalid_argument);
  Sequence c(2);
  REQUIRE_THROWS_AS(rs::unrank_combination(10, 5, c), std::invalid_argument);
  REQUIRE_THROWS_AS(rs::rank_orientations(Sequence{0, 3}, 3), std::invalid_argument);
  REQUIRE_THROWS_AS(rs::rank_orientations_zero_sum(Sequence{1, 1}, 3), std::invalid_argument);
  const rs::MultisetRanking ranking(std::vector<int>{2, 1});
  REQUIRE_THROWS_AS(ranking.rank(Sequence{0, 1, 1}), std::invalid_argument);
  REQUIRE_THROWS_AS(ranking.rank(Sequence{0, 1}), std::invalid_argument);
  Sequence labels(3);
  REQUIRE_THROWS_AS(ranking.unrank(3, labels), std::invalid_argument);
}
#endif

}  // namespace
