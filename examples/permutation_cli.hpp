#pragma once

// puzzle-solve's options and its tables: the pattern databases chosen under
// --memory (read from the cache directory or built and kept there), the
// symmetries they are looked up under (--images), and --god's table of the
// whole space. The choosing and building are the library's
// (rotation/permutation/); this says what is going on and what it cost.

#include <rotation/permutation/coordinate_space.hpp>
#include <rotation/permutation/pattern_tables.hpp>
#include <rotation/permutation/puzzle.hpp>
#include <rotation/permutation/symmetric_space.hpp>
#include <rotation/permutation/symmetry.hpp>
#include <rotation/permutation/table_cache.hpp>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>
#include <vector>

#include "progress_bar.hpp"
#include "puzzle_cli.hpp"

namespace puzzle_solve_cli {

inline constexpr std::string_view program = "puzzle-solve";

using puzzle_cli::seconds_since;
using rotation::permutation::CoordinateSpace;
using rotation::permutation::Metric;

struct Options {
  std::string definition;
  std::string scrambles;  // empty or "-": standard input
  Metric metric = Metric::all_powers;
  bool god = false;
  bool count = false;
  bool show_positions = false;
  bool stats = false;
  std::uint64_t memory_mb = 256;
  unsigned threads = 0;                            // 0: one per core
  unsigned images = 0;                             // --images: 0 for auto
  std::optional<std::filesystem::path> cache_dir;  // --cache-dir
  bool no_cache = false;                           // --no-cache
};

// The cache directory, made when missing; nothing (after a note) when it
// cannot be made, or when there is to be none.
inline std::optional<std::filesystem::path> usable_cache(const Options& options) {
  auto cache = puzzle_cli::cache_directory(options.no_cache, options.cache_dir);
  if (cache) {
    std::error_code error;
    std::filesystem::create_directories(*cache, error);
    if (error) {
      std::cerr << program << ": cache: cannot create the directory "
                << puzzle_cli::quoted(cache->string()) << ": " << error.message()
                << " (the tables are built in memory)\n";
      cache.reset();
    }
  }
  return cache;
}

// What --stats says of the cache: nothing without one; else which tables
// were read from it and which built (and kept in it).
inline std::string cache_summary(bool cache, std::size_t read, std::size_t tables) {
  if (!cache) return "";
  if (read == tables) return " (read from the cache)";
  if (read == 0) return " (built and kept in the cache)";
  return " (" + std::to_string(read) + " read from the cache, " + std::to_string(tables - read) +
         " built)";
}

// The pattern databases of the default heuristic, read from the cache or
// built (with a status line on a terminal) and, with --stats, a summary.
inline rotation::permutation::LargestOfPatterns build_heuristic(const CoordinateSpace& space,
                                                                const Options& options) {
  const auto start = std::chrono::steady_clock::now();
  const auto cache = usable_cache(options);
  puzzle_cli::ProgressBar bar(program, puzzle_cli::stderr_is_terminal());
  const std::uint64_t entries = options.memory_mb << 21;  // half a byte each
  auto patterns = rotation::permutation::choose_patterns(space, entries);
  std::vector<rotation::permutation::CoordinatePatternDatabase> databases;
  std::uint64_t bytes = 0;
  std::size_t read = 0;
  for (auto& pattern : patterns) {
    std::vector<std::string> notes;  // written once the status line is gone
    {
      const puzzle_cli::ElapsedStatus status(
          bar, std::string(cache ? "reading or building" : "building") + " a pattern database of " +
                   std::to_string(pattern.size()) + " states");
      if (cache) {
        auto cached = rotation::permutation::load_or_build(
            std::move(pattern), *cache, {},
            [&](const std::string& note) { notes.push_back(note); });
        read += cached.read ? 1 : 0;
        databases.push_back(std::move(cached.database));
      } else {
        databases.emplace_back(std::move(pattern));
      }
    }
    bar.clear();
    for (const std::string& note : notes) std::cerr << program << ": cache: " << note << '\n';
    bytes += databases.back().memory_bytes();
  }
  if (options.stats)
    std::cerr << program << ": " << puzzle_cli::counted(databases.size(), "table", "tables") << " ("
              << bytes << " bytes) ready in " << seconds_since(start) << " s"
              << cache_summary(cache.has_value(), read, databases.size()) << '\n';
  return rotation::permutation::LargestOfPatterns(std::move(databases));
}

// The symmetries whose images of each state the tables are looked up on too,
// the identity first (--images): none beyond it for a table of the whole
// space, which is exact; else, by default, those that choose_images finds to
// raise the bound on sample states, up to max_images.
inline std::vector<rotation::permutation::Symmetry> images_to_look_up(
    const CoordinateSpace& space, const rotation::permutation::LargestOfPatterns& tables,
    const Options& options) {
  const auto& databases = tables.databases();
  const bool exact =
      databases.size() == 1 && databases[0].pattern().chosen().size() >= space.exact_coordinates();
  if (options.images == 1 || exact) return {};
  const auto start = std::chrono::steady_clock::now();
  const auto candidates = rotation::permutation::symmetries(space.puzzle(), space.metric());
  auto chosen = options.images == 0
                    ? rotation::permutation::choose_images(space, tables, candidates)
                    : rotation::permutation::choose_images(space, tables, candidates,
                                                           options.images, 1000, 100, 0.0);
  if (options.stats)
    std::cerr << program << ": tables looked up on "
              << puzzle_cli::counted(chosen.size(), "image", "images") << " of each state (of "
              << puzzle_cli::counted(candidates.size(), "symmetry", "symmetries") << "), chosen in "
              << seconds_since(start) << " s\n";
  return chosen;
}

// --god: the distances of every state, from one table over every coordinate.
inline int print_god(const CoordinateSpace& space, const Options& options) {
  std::vector<std::size_t> all(space.coordinates().size());
  for (std::size_t c = 0; c < all.size(); ++c) all[c] = c;
  const rotation::permutation::CoordinatePattern pattern(space, all);
  if (pattern.size() > (options.memory_mb << 21)) {
    std::cerr << program << ": the whole space takes at least " << pattern.size() / 2
              << " bytes, more than --memory=" << options.memory_mb << " allows\n";
    return 1;
  }
  puzzle_cli::ProgressBar bar(program, puzzle_cli::stderr_is_terminal());
  const puzzle_cli::ElapsedStatus status(
      bar, "a breadth-first search over " + std::to_string(pattern.size()) + " states");
  const rotation::permutation::CoordinatePatternDatabase database(pattern);
  const auto counts = database.distance_counts();
  std::uint64_t total = 0;
  for (std::size_t d = 0; d < counts.size(); ++d) {
    std::cout << d << ' ' << counts[d] << '\n';
    total += counts[d];
  }
  std::cout << total << " states, God's number " << counts.size() - 1 << '\n';
  return 0;
}

}  // namespace puzzle_solve_cli
