#pragma once

// The order of the group a definition's moves generate, by the Schreier-Sims
// algorithm, for the tests: the number of states a puzzle of distinct pieces
// has, found without visiting them (the 3x3x3's 4.3 * 10^19). It works on the
// reference's moves (permutation_reference.hpp) and shares nothing with the
// library.
//
// Each (position, orientation) pair is a point, so a move is a permutation of
// points: the piece at j with twist o goes to the position that takes from j,
// with twist o + leave_twist[j]. The group's order is the product of the
// orbit sizes down a chain of stabilisers of the points 0, 1, 2, ...; every
// Schreier generator of a level is sifted into the next, so each level's
// group is generated exactly.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "permutation_reference.hpp"

namespace group_order {

using Permutation = std::vector<int>;  // p[x]: the image of point x

// a after b: x goes to a[b[x]].
inline Permutation after(const Permutation& a, const Permutation& b) {
  Permutation c(b.size());
  for (std::size_t x = 0; x < b.size(); ++x) c[x] = a[static_cast<std::size_t>(b[x])];
  return c;
}

inline Permutation inverse(const Permutation& p) {
  Permutation q(p.size());
  for (std::size_t x = 0; x < p.size(); ++x)
    q[static_cast<std::size_t>(p[x])] = static_cast<int>(x);
  return q;
}

class StabiliserChain {
 public:
  explicit StabiliserChain(std::size_t points)
      : points_(points), generators_(points), transversal_(points), orbit_(points) {
    Permutation identity(points);
    for (std::size_t x = 0; x < points; ++x) identity[x] = static_cast<int>(x);
    for (std::size_t k = 0; k < points; ++k) {
      transversal_[k].assign(points, std::nullopt);
      transversal_[k][k] = identity;  // level k's orbit starts at its base point k
      orbit_[k] = {static_cast<int>(k)};
    }
  }

  void add(const Permutation& g) { insert(0, g); }

  // The group's order, in decimal (it may pass 2^64).
  std::string order() const {
    std::vector<std::uint32_t> digits{1};  // base 10^9, least significant first
    for (const auto& orbit : orbit_) {
      std::uint64_t carry = 0;
      for (auto& d : digits) {
        const std::uint64_t v = std::uint64_t{d} * orbit.size() + carry;
        d = static_cast<std::uint32_t>(v % 1000000000);
        carry = v / 1000000000;
      }
      while (carry != 0) {
        digits.push_back(static_cast<std::uint32_t>(carry % 1000000000));
        carry /= 1000000000;
      }
    }
    std::string text = std::to_string(digits.back());
    for (std::size_t i = digits.size() - 1; i-- > 0;) {
      const std::string part = std::to_string(digits[i]);
      text += std::string(9 - part.size(), '0') + part;
    }
    return text;
  }

 private:
  // Whether g (fixing the points below k) is in level k's group.
  bool contains(std::size_t k, Permutation g) const {
    for (; k < points_; ++k) {
      const auto& u = transversal_[k][static_cast<std::size_t>(g[k])];
      if (!u) return false;
      g = after(inverse(*u), g);  // now fixes k
    }
    return true;
  }

  // g fixes the points below k; level k's group becomes the one it and the
  // level's generators generate, its orbit and transversal grown to match.
  void insert(std::size_t k, const Permutation& g) {
    if (k >= points_ || contains(k, g)) return;
    generators_[k].push_back(g);
    // Pairs (orbit point, generator) still to follow: every old point with
    // the new generator, every new point with every generator.
    std::vector<std::pair<int, std::size_t>> todo;
    for (const int x : orbit_[k]) todo.emplace_back(x, generators_[k].size() - 1);
    while (!todo.empty()) {
      const auto [x, s] = todo.back();
      todo.pop_back();
      const Permutation& gen = generators_[k][s];
      const auto y = static_cast<std::size_t>(gen[static_cast<std::size_t>(x)]);
      const Permutation via = after(gen, *transversal_[k][static_cast<std::size_t>(x)]);
      if (!transversal_[k][y]) {
        transversal_[k][y] = via;
        orbit_[k].push_back(static_cast<int>(y));
        for (std::size_t t = 0; t < generators_[k].size(); ++t)
          todo.emplace_back(static_cast<int>(y), t);
      } else {
        // A Schreier generator: it fixes k, so it belongs to level k + 1.
        insert(k + 1, after(inverse(*transversal_[k][y]), via));
      }
    }
  }

  std::size_t points_;
  std::vector<std::vector<Permutation>> generators_;                  // [level]
  std::vector<std::vector<std::optional<Permutation>>> transversal_;  // [level][point]
  std::vector<std::vector<int>> orbit_;                               // [level]
};

// The order of the group a definition's generators generate, in decimal.
inline std::string of(const permutation_reference::Definition& d) {
  std::vector<int> first_point;  // [position]
  int points = 0;
  for (int position = 0; position < d.positions; ++position) {
    first_point.push_back(points);
    points += d.modulus(position);
  }
  StabiliserChain chain(static_cast<std::size_t>(points));
  for (const auto& move : d.generators) {
    Permutation p(static_cast<std::size_t>(points));
    for (int i = 0; i < d.positions; ++i) {
      const int j = move.from[static_cast<std::size_t>(i)];
      const int k = d.modulus(i);
      for (int o = 0; o < k; ++o) {
        const int source = first_point[static_cast<std::size_t>(j)] + o;
        p[static_cast<std::size_t>(source)] =
            first_point[static_cast<std::size_t>(i)] +
            (o + move.leave_twist[static_cast<std::size_t>(j)]) % k;
      }
    }
    chain.add(p);
  }
  return chain.order();
}

}  // namespace group_order
