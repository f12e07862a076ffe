#pragma once

// Pattern databases for the 15-puzzle, from the library's generic toolkit
// (search/): the additive abstraction of sliding_tile_pattern.hpp, built by
// build_pattern_database, saved and loaded with pattern_database_file.hpp,
// and combined into one heuristic with sum_of, through_symmetry and max_of:
//
//   max( sum of the pattern databases on the board,
//        the same sum on the board reflected in its main diagonal )
//
// The reflection swaps rows and columns and renames each tile after the
// tile whose home is its home's mirror image; the goal is its own mirror (the
// blank stays in the corner), so a reflected board is exactly as far from
// the goal and its estimate is a second lower bound, from the same tables.

#include <rotation/search/build_pattern_database.hpp>
#include <rotation/search/max_of.hpp>
#include <rotation/search/pattern_database.hpp>
#include <rotation/search/pattern_database_file.hpp>
#include <rotation/search/sum_of.hpp>
#include <rotation/search/through_symmetry.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <system_error>
#include <tuple>
#include <utility>

#include "fifteen_puzzle_domain.hpp"
#include "sliding_tile_pattern.hpp"

namespace fifteen {

template <std::size_t K>
using Pattern = sliding::TilePattern<side, K>;
using Database = rotation::search::PatternDatabase<8>;

namespace detail {

constexpr std::size_t transposed(std::size_t cell) { return (cell % side) * side + cell / side; }

}  // namespace detail

// The board reflected in its main diagonal.
struct Reflect {
  constexpr Board operator()(const Board& board) const {
    Board mirror{};
    for (std::size_t cell = 0; cell < cells; ++cell) {
      const std::uint8_t tile = board.tiles[cell];
      // Tile t's home is cell t - 1: its mirror is the tile at home on the
      // mirror cell. The blank stays the blank.
      const auto renamed =
          tile == 0 ? std::uint8_t{0}
                    : static_cast<std::uint8_t>(detail::transposed(std::size_t{tile} - 1) + 1);
      const auto to = detail::transposed(cell);
      mirror.tiles[to] = renamed;
      mirror.cell_of[renamed] = static_cast<std::uint8_t>(to);
    }
    mirror.blank = mirror.cell_of[0];
    mirror.manhattan = board.manhattan;  // the mirror of each path home is as long
    return mirror;
  }
};

// The entry of a board in the database of pattern P.
template <class P>
struct EntryOf {
  const P* pattern;
  std::uint64_t operator()(const Board& board) const { return pattern->entry_of(board.cell_of); }
};

// Disjoint patterns and their databases: an additive set.
template <std::size_t... K>
class AdditiveSet {
 public:
  static constexpr std::size_t count = sizeof...(K);

  // Patterns that share no tile (else their sum could overestimate: a move
  // of a shared tile would count twice); throws std::invalid_argument.
  explicit AdditiveSet(const std::array<int, K>&... tiles) : patterns_(Pattern<K>(tiles)...) {
    unsigned seen = 0;
    auto check = [&seen](const auto& pattern) {
      for (const int tile : pattern) {
        if (((seen >> tile) & 1U) != 0)
          throw std::invalid_argument("additive set: tile " + std::to_string(tile) +
                                      " is in two patterns");
        seen |= 1U << tile;
      }
    };
    (check(tiles), ...);
  }

  // Builds every database (progress: called with the pattern's number from
  // 0, and the builder's progress).
  template <class Progress>
  void build(const Progress& progress) {
    build_each(progress, std::make_index_sequence<count>{});
  }

  // Loads each database from `directory`, building and saving those that are
  // not there yet. A file that is there but not right is an error.
  template <class Progress>
  void load_or_build(const std::filesystem::path& directory, const Progress& progress) {
    load_each(directory, progress, std::make_index_sequence<count>{});
  }

  // As load_or_build, for a cache: a file that is there but not right is
  // built again and replaced, and a file that cannot be saved is only a
  // database built again next time. Each such trouble goes to
  // `note(message)`; only a failed build throws. Two programs may do this at
  // once: each saves under a name of its own and renames (see save()), so
  // neither ever reads the other's half-written file.
  template <class Progress, class Note>
  void load_or_build_cached(const std::filesystem::path& directory, const Progress& progress,
                            const Note& note) {
    cache_each(directory, progress, note, std::make_index_sequence<count>{});
  }

  // Whether `directory` holds a file for every database (whether it is
  // right, only loading tells): then loading is all load_or_build_cached has
  // to do, a matter of milliseconds.
  bool saved_in(const std::filesystem::path& directory) const {
    return saved_in(directory, std::make_index_sequence<count>{});
  }

  // max(sum over the patterns, the same over the reflected board).
  // Needs the databases (build or load_or_build first: std::logic_error if
  // not), and refers to them: the set must stay where it is while it is used.
  auto heuristic() const {
    for (const Database& database : databases_)
      if (database.size() == 0)
        throw std::logic_error("additive set: heuristic() before build() or load_or_build()");
    return heuristic_of(std::make_index_sequence<count>{});
  }

  template <std::size_t I>
  const auto& pattern() const {
    return std::get<I>(patterns_);
  }
  const Database& database(std::size_t i) const { return databases_[i]; }

  // The file name of pattern I's database in a directory.
  template <std::size_t I>
  std::string file_name() const {
    std::string name = "fifteen";
    for (const int tile : std::get<I>(patterns_).tiles())
      name.append("-").append(std::to_string(tile));
    return name + ".pdb";
  }

 private:
  template <class Progress, std::size_t... I>
  void build_each(const Progress& progress, std::index_sequence<I...>) {
    (build_one<I>(progress), ...);
  }
  template <std::size_t I, class Progress>
  void build_one(const Progress& progress) {
    rotation::search::BuildOptions options;
    options.on_level = [&progress](const rotation::search::BuildProgress& p) { progress(I, p); };
    databases_[I] = rotation::search::build_pattern_database(std::get<I>(patterns_), options);
  }

  template <class Progress, std::size_t... I>
  void load_each(const std::filesystem::path& directory, const Progress& progress,
                 std::index_sequence<I...>) {
    (load_one<I>(directory, progress), ...);
  }
  template <std::size_t I, class Progress>
  void load_one(const std::filesystem::path& directory, const Progress& progress) {
    const auto& pattern = std::get<I>(patterns_);
    const auto path = directory / file_name<I>();
    if (std::filesystem::exists(path)) {
      databases_[I] = rotation::search::load_pattern_database<8>(path, pattern);
      return;
    }
    build_one<I>(progress);
    rotation::search::save(databases_[I], path);
  }

  template <std::size_t... I>
  bool saved_in(const std::filesystem::path& directory, std::index_sequence<I...>) const {
    std::error_code ignored;
    return (std::filesystem::is_regular_file(directory / file_name<I>(), ignored) && ...);
  }

  template <class Progress, class Note, std::size_t... I>
  void cache_each(const std::filesystem::path& directory, const Progress& progress,
                  const Note& note, std::index_sequence<I...>) {
    (cache_one<I>(directory, progress, note), ...);
  }
  template <std::size_t I, class Progress, class Note>
  void cache_one(const std::filesystem::path& directory, const Progress& progress,
                 const Note& note) {
    const auto& pattern = std::get<I>(patterns_);
    const auto path = directory / file_name<I>();
    std::error_code ignored;
    if (std::filesystem::exists(path, ignored)) {
      try {
        databases_[I] = rotation::search::load_pattern_database<8>(path, pattern);
        return;
      } catch (const rotation::search::pattern_database_error& e) {
        note(std::string(e.what()) + "; building it again");
      }
    }
    build_one<I>(progress);
    try {
      rotation::search::save(databases_[I], path);
    } catch (const rotation::search::pattern_database_error& e) {
      note(std::string(e.what()) + " (not kept: it will be built again next time)");
    }
  }

  template <std::size_t... I>
  auto heuristic_of(std::index_sequence<I...>) const {
    auto sum = rotation::search::sum_of(
        rotation::search::lookup(databases_[I], EntryOf<Pattern<K>>{&std::get<I>(patterns_)})...);
    return rotation::search::max_of(sum, rotation::search::through_symmetry(Reflect{}, sum));
  }

  std::tuple<Pattern<K>...> patterns_;
  std::array<Database, count> databases_;
};

// The default: 6 + 6 + 3 tiles, 11.5 MB, built in 2 to 3 seconds and then
// kept in a cache directory (fifteen-puzzle.cpp). Of the partitions
// tried on Korf's 100 instances, this one needed the fewest nodes (284,000 per
// instance; others 416,000 to 1,166,000; three of 5 tiles 2.4 million).
using StartupSet = AdditiveSet<6, 6, 3>;
inline StartupSet startup_set() {
  return StartupSet({1, 5, 6, 9, 10, 13}, {7, 8, 11, 12, 14, 15}, {2, 3, 4});
}

// Worth keeping on disk: 7 + 8 tiles (the top seven, the other eight), 577 MB,
// built in under 3 minutes on 2 cores; 21,000 nodes per Korf instance.
using LargeSet = AdditiveSet<7, 8>;
inline LargeSet large_set() {
  return LargeSet({1, 2, 3, 4, 5, 6, 7}, {8, 9, 10, 11, 12, 13, 14, 15});
}

}  // namespace fifteen
