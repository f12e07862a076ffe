#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// Pattern databases of the sliding-tile puzzles, from the library's generic toolkit
/// (search/): disjoint tile patterns (TilePattern), each built by
/// search::build_pattern_database, saved and loaded with search/pattern_database_file.hpp,
/// and combined into one heuristic with search::lookup, search::sum_of and search::max_of:
///
///     max( sum of the pattern databases on the board,
///          the same sum on the board reflected in its main diagonal )
///
/// The second sum is that of search::through_symmetry(ReflectOf<Side>{}, sum), computed
/// without making the mirror image (MirrorEntryOf). Without file streams (WebAssembly's
/// WASI), a set is built in memory only.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <tuple>
#include <utility>

#include "../detail/config.hpp"
#include "../detail/raise.hpp"
#include "../error.hpp"
#include "../search/build_options.hpp"
#include "../search/build_pattern_database.hpp"
#include "../search/max_of.hpp"
#include "../search/pattern_database.hpp"
#include "../search/sum_of.hpp"
#if ROTATION_HAS_FILES
#include <filesystem>
#include <system_error>

#include "../search/pattern_database_file.hpp"
#endif
#include "board.hpp"
#include "reflection.hpp"
#include "tile_pattern.hpp"

namespace rotation::sliding {

/// A pattern's database: a byte an entry.
using Database = search::PatternDatabase<8>;

/// Disjoint patterns and their databases on a board of Side x Side cells: an additive set.
template <int Side, std::size_t... K>
class AdditiveSetOf {
 public:
  static constexpr std::size_t count = sizeof...(K);  ///< the patterns

  /// Patterns that share no tile (else their sum could overestimate: a move of a shared
  /// tile would count twice); else rotation::input_error.
  explicit AdditiveSetOf(const std::array<int, K>&... tiles)
      : patterns_(TilePattern<Side, K>(tiles)...) {
    unsigned seen = 0;
    auto check = [&seen](const auto& pattern) {
      for (const int tile : pattern) {
        if (((seen >> tile) & 1U) != 0)
          rotation::detail::raise(
              input_error("additive set: tile " + std::to_string(tile) + " is in two patterns"));
        seen |= 1U << tile;
      }
    };
    (check(tiles), ...);
    std::array<Slot, cells> slot{};  // [tile]
    std::size_t index = 0;
    auto note_pattern = [&slot, &index](const auto& pattern, const auto& weight) {
      for (std::size_t i = 0; i < pattern.size(); ++i)
        slot[static_cast<std::size_t>(pattern[i])] = Slot{index, i, weight[i]};
      ++index;
    };
    (note_pattern(tiles, TilePattern<Side, K>::weight), ...);
    // MirrorEntryOf reads, for pattern tile t, the tile whose home is the
    // mirror of t's home.
    std::array<Slot, cells> mirror_slot{};
    for (std::size_t tile = 1; tile < cells; ++tile)
      mirror_slot[tile] = slot[detail::transposed_cell<Side>(tile - 1) + 1];
    note_moves(slot, pattern_of_, weight_of_, passing_);
    note_moves(mirror_slot, mirror_pattern_of_, mirror_weight_of_, mirror_passing_);
  }

  static constexpr int side = Side;                           ///< the board's side
  static constexpr std::size_t cells = BoardOf<Side>::cells;  ///< the board's cells

  /// The threads the builds of build(), load_or_build() and load_or_build_cached() use: 0,
  /// the default, one per core for the large levels (search::BuildOptions::threads). Fewer
  /// leave cores to a search that goes on meanwhile.
  void set_build_threads(std::size_t threads) { build_threads_ = threads; }

  /// Builds every database (progress: called with the pattern's number from 0, and the
  /// builder's search::BuildProgress).
  template <class Progress>
  void build(const Progress& progress) {
    build_each(progress, std::make_index_sequence<count>{});
  }

#if ROTATION_HAS_FILES
  /// Loads each database from `directory`, building and saving those that are not there
  /// yet. A file that is there but not right is an error (search::pattern_database_error).
  template <class Progress>
  void load_or_build(const std::filesystem::path& directory, const Progress& progress) {
    load_each(directory, progress, std::make_index_sequence<count>{});
  }

  /// As load_or_build, for a cache: a file that is there but not right is built again and
  /// replaced, and a file that cannot be saved is only a database built again next time.
  /// Each such trouble goes to `note(message)`; only a failed build throws. Two programs may
  /// do this at once: each saves under a name of its own and renames (see search::save),
  /// so neither ever reads the other's half-written file.
  template <class Progress, class Note>
  void load_or_build_cached(const std::filesystem::path& directory, const Progress& progress,
                            const Note& note) {
    cache_each(directory, progress, note, std::make_index_sequence<count>{});
  }

  /// Whether `directory` holds a file for every database (whether it is right, only
  /// loading tells): then loading is all load_or_build_cached has to do, a matter of
  /// milliseconds.
  bool saved_in(const std::filesystem::path& directory) const {
    return saved_in(directory, std::make_index_sequence<count>{});
  }
#endif

  /// max(sum over the patterns, the same over the reflected board). Needs the databases
  /// (build or load_or_build first: usage_error if not), and refers to them: the set
  /// must stay where it is while it is used.
  auto heuristic() const {
    require_databases("heuristic()");
    return heuristic_of(std::make_index_sequence<count>{});
  }

  /// Throws usage_error, naming `user`, unless every database is there.
  void require_databases(const char* user) const {
    for (const Database& database : databases_)
      if (database.size() == 0)
        rotation::detail::raise(usage_error(std::string("additive set: ") + user +
                                            " before build() or load_or_build()"));
  }

  /// Pattern I.
  template <std::size_t I>
  const auto& pattern() const {
    return std::get<I>(patterns_);
  }
  /// Pattern i's database (empty before build or load_or_build).
  const Database& database(std::size_t i) const { return databases_[i]; }

  /// Pattern i's part of heuristic(): its database's value on the board.
  int value(std::size_t i, const BoardOf<Side>& board) const {
    return value_at(i, entry(i, board));
  }
  /// Pattern i's value on the board's mirror image.
  int mirror_value(std::size_t i, const BoardOf<Side>& board) const {
    return value_at(i, mirror_entry(i, board));
  }
  /// The entry pattern i's value is read at.
  std::uint64_t entry(std::size_t i, const BoardOf<Side>& board) const {
    return entry_of(i, board, std::make_index_sequence<count>{});
  }
  /// The entry pattern i's mirror value is read at.
  std::uint64_t mirror_entry(std::size_t i, const BoardOf<Side>& board) const {
    return mirror_entry_of(i, board, std::make_index_sequence<count>{});
  }
  /// Pattern i's value at an entry.
  int value_at(std::size_t i, std::uint64_t entry) const { return databases_[i][entry]; }

  /// The pattern holding a tile (`count` for none, as for the blank). A move slides one
  /// tile, so it changes the entry of the pattern holding that tile and of the mirror
  /// lookup reading it, and no other: a search can keep the entries and values on its state
  /// and update two of each a move (TrackedDomain), by these.
  std::size_t pattern_of(std::size_t tile) const { return pattern_of_[tile]; }
  /// The pattern whose mirror lookup reads a tile (`count` for none).
  std::size_t mirror_pattern_of(std::size_t tile) const { return mirror_pattern_of_[tile]; }
  /// The change of entry(pattern_of(tile)) when `slide` moves the blank of `board` (before
  /// or after the slide) and `tile` into its place.
  std::int64_t entry_change(std::size_t tile, unsigned blank, Slide slide,
                            const BoardOf<Side>& board) const {
    return change(passages[blank][static_cast<std::size_t>(slide)], weight_of_[tile],
                  passing_[tile], board);
  }
  /// The same for mirror_entry(mirror_pattern_of(tile)).
  std::int64_t mirror_entry_change(std::size_t tile, unsigned blank, Slide slide,
                                   const BoardOf<Side>& board) const {
    return change(mirror_passages[blank][static_cast<std::size_t>(slide)], mirror_weight_of_[tile],
                  mirror_passing_[tile], board);
  }

  /// Every database's file name, in order, a space between: the set, as a checkpoint's key
  /// names it.
  std::string database_names() const { return names_of(std::make_index_sequence<count>{}); }

  /// The file name of pattern I's database in a directory.
  template <std::size_t I>
  std::string file_name() const {
    std::string name = Side == 4 ? "fifteen" : "puzzle" + std::to_string(Side * Side - 1);
    for (const int tile : std::get<I>(patterns_).tiles())
      name.append("-").append(std::to_string(tile));
    return name + ".pdb";
  }

 private:
  template <std::size_t... I>
  std::string names_of(std::index_sequence<I...>) const {
    std::string names;
    ((names += (I == 0 ? "" : " ") + file_name<I>()), ...);
    return names;
  }

  template <class Progress, std::size_t... I>
  void build_each(const Progress& progress, std::index_sequence<I...>) {
    (build_one<I>(progress), ...);
  }
  template <std::size_t I, class Progress>
  void build_one(const Progress& progress) {
    search::BuildOptions options;
    options.threads = build_threads_;
    options.on_level = [&progress](const search::BuildProgress& p) { progress(I, p); };
    databases_[I] = search::build_pattern_database(std::get<I>(patterns_), options);
  }

#if ROTATION_HAS_FILES
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
      databases_[I] = search::load_pattern_database<8>(path, pattern);
      return;
    }
    build_one<I>(progress);
    search::save(databases_[I], path);
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
        databases_[I] = search::load_pattern_database<8>(path, pattern);
        return;
      } catch (const search::pattern_database_error& e) {
        note(std::string(e.what()) + "; building it again");
      }
    }
    build_one<I>(progress);
    try {
      search::save(databases_[I], path);
    } catch (const search::pattern_database_error& e) {
      note(std::string(e.what()) + " (not kept: it will be built again next time)");
    }
  }

#endif

  template <std::size_t... I>
  auto heuristic_of(std::index_sequence<I...>) const {
    // The reflected sum is that of through_symmetry(ReflectOf<Side>{}, sum),
    // by MirrorEntryOf (the tests compare the two).
    return search::max_of(
        search::sum_of(search::lookup(databases_[I],
                                      EntryOf<TilePattern<Side, K>>{&std::get<I>(patterns_)})...),
        search::sum_of(search::lookup(
            databases_[I], MirrorEntryOf<TilePattern<Side, K>, Side>(std::get<I>(patterns_)))...));
  }

  template <std::size_t... I>
  std::uint64_t entry_of(std::size_t i, const BoardOf<Side>& board,
                         std::index_sequence<I...>) const {
    std::uint64_t found = 0;
    static_cast<void>(
        ((i == I && (found = std::get<I>(patterns_).entry_of(board.cell_of), true)) || ...));
    return found;
  }
  template <std::size_t... I>
  std::uint64_t mirror_entry_of(std::size_t i, const BoardOf<Side>& board,
                                std::index_sequence<I...>) const {
    std::uint64_t found = 0;
    static_cast<void>(((i == I && (found = std::get<I>(mirrors_)(board), true)) || ...));
    return found;
  }

  // A tile's place in the set: its pattern (`count`: none), its index there
  // and the weight of its digit in the pattern's entry (Pattern::weight).
  struct Slot {
    std::size_t pattern = count;
    std::size_t index = 0;
    std::uint64_t weight = 0;
  };
  using Passing = std::array<std::array<std::int64_t, cells>, cells>;

  // The tables of entry_change from the tiles' slots (or their mirror
  // lookups'). An entry is a mixed-radix number whose digit i is where
  // pattern tile i stands among the cells that tiles 0 .. i - 1 leave free
  // (TilePattern). When tile t moves `step` cells on in row-major order
  // (back, when negative) into a free cell, its digit moves by as many cells
  // less the earlier tiles it passes, and each later tile it passes moves
  // one place the other way: so the entry changes by step * weight(t), plus
  // (for a step on; minus, back) passing[t][u] for each tile u passed, which
  // is -weight(t) for an earlier tile of t's pattern, weight(u) for a later
  // one, and 0 for a tile of another pattern.
  static void note_moves(const std::array<Slot, cells>& slot,
                         std::array<std::size_t, cells>& pattern,
                         std::array<std::int64_t, cells>& weight, Passing& passing) {
    for (std::size_t t = 0; t < cells; ++t) {
      pattern[t] = slot[t].pattern;
      weight[t] = static_cast<std::int64_t>(slot[t].weight);
      for (std::size_t u = 1; u < cells; ++u) {
        if (t == 0 || u == t || slot[u].pattern != slot[t].pattern) continue;
        passing[t][u] = slot[u].index < slot[t].index ? -static_cast<std::int64_t>(slot[t].weight)
                                                      : static_cast<std::int64_t>(slot[u].weight);
      }
    }
  }

  // A slide as an entry sees it: the tile moves `step` cells on in
  // row-major order, past the cells strictly between (named as board cells:
  // for the mirror lookups, those whose mirror cells lie between the two
  // cells' mirrors).
  struct Passage {
    int step = 0;
    std::size_t count = 0;
    std::array<std::uint8_t, static_cast<std::size_t>(Side) - 1> cells{};
  };
  // [blank][slide]: the tile on the cell the blank slides to moves to the blank's.
  using Passages = std::array<std::array<Passage, 4>, cells>;
  static constexpr Passages passages_of(bool mirrored) {
    const auto frame = [mirrored](std::size_t cell) {
      return static_cast<int>(mirrored ? detail::transposed_cell<Side>(cell)
                                       : cell);  // its own inverse
    };
    Passages table{};
    for (std::size_t blank = 0; blank < cells; ++blank) {
      const auto& legal = detail::TileGeometry<Side>::slides_from[blank];
      for (std::size_t k = 0; k < legal.count; ++k) {
        const Slide slide = legal.slide[k];
        const int from = frame(detail::TileGeometry<Side>::target(blank, slide));
        const int to = frame(blank);
        Passage& passage = table[blank][static_cast<std::size_t>(slide)];
        passage.step = to - from;
        for (int c = std::min(from, to) + 1; c < std::max(from, to); ++c)
          passage.cells[passage.count++] =
              static_cast<std::uint8_t>(frame(static_cast<std::size_t>(c)));
      }
    }
    return table;
  }
  static constexpr Passages passages = passages_of(false);
  static constexpr Passages mirror_passages = passages_of(true);

  static std::int64_t change(const Passage& passage, std::int64_t weight,
                             const std::array<std::int64_t, cells>& passing,
                             const BoardOf<Side>& board) {
    std::int64_t passed = 0;
    for (std::size_t i = 0; i < passage.count; ++i)
      passed += passing[board.tiles[passage.cells[i]]];
    return passage.step * weight + (passage.step > 0 ? passed : -passed);
  }

  std::tuple<TilePattern<Side, K>...> patterns_;
  template <std::size_t... I>
  static auto mirrors_of(const std::tuple<TilePattern<Side, K>...>& patterns,
                         std::index_sequence<I...>) {
    return std::tuple<MirrorEntryOf<TilePattern<Side, K>, Side>...>(
        MirrorEntryOf<TilePattern<Side, K>, Side>(std::get<I>(patterns))...);
  }
  std::tuple<MirrorEntryOf<TilePattern<Side, K>, Side>...> mirrors_ =
      mirrors_of(patterns_, std::make_index_sequence<count>{});
  std::array<Database, count> databases_;
  std::size_t build_threads_ = 0;  // set_build_threads
  // The tables of entry_change and mirror_entry_change, by tile (note_moves).
  std::array<std::size_t, cells> pattern_of_{};
  std::array<std::size_t, cells> mirror_pattern_of_{};
  std::array<std::int64_t, cells> weight_of_{};
  std::array<std::int64_t, cells> mirror_weight_of_{};
  Passing passing_{};
  Passing mirror_passing_{};
};

}  // namespace rotation::sliding
