#pragma once

// The distance tables of the Rotation boards as rotation-solve and
// rotation-census get them: built in memory (the default), or kept in a
// directory of tables (--table-dir, or the environment variable
// ROTATION_TABLE_DIR), read from there when saved there before, else built
// and saved there, so that the large sizes' tables are built once per
// machine. On a terminal a long build is announced first, with the memory and
// the time it takes, and shows its progress while it runs; a file read or
// saved is named. Logs and pipes see none of it.

#include <rotation/detail/memory_limit.hpp>
#include <rotation/detail/threads.hpp>
#include <rotation/search/build_in_place.hpp>
#include <rotation/search/build_options.hpp>
#include <rotation/search/pattern_database.hpp>
#include <rotation/table_file.hpp>

#include "progress_bar.hpp"
#include "puzzle_cli.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>
#include <system_error>

namespace puzzle_cli {

// The environment variable that names the directory of tables when
// --table-dir does not.
inline constexpr const char* table_dir_variable = "ROTATION_TABLE_DIR";

// The directory of tables: --table-dir's value when given, else
// ROTATION_TABLE_DIR's when it is set and not empty, else none (tables are
// built in memory and kept nowhere).
inline std::optional<std::filesystem::path> table_directory(
    const std::optional<std::string>& option) {
  if (option) return std::filesystem::path(*option);
  const char* const value = std::getenv(table_dir_variable);
  if (value != nullptr && *value != '\0') return std::filesystem::path(value);
  return std::nullopt;
}

// How long a table build takes on two cores: measured (rotation-build-table, a
// Release build, an idle machine) at 31 ns a placement for size 11, 41 for 13,
// 54 for 15 and 64 for 17 (285 s): a larger table misses the caches more, and
// the time per placement grows as placements^0.18. The estimates told before a
// long build follow that law from size 17's figure. A build spreads over every
// core, so n cores take 2 / n of it; a busy machine takes longer.
inline constexpr double build_seconds_per_placement_on_two_cores = 64e-9;  // size 17
inline constexpr double build_reference_placements = 4'426'165'368.0;      // size 17
inline constexpr double build_growth = 0.18;

// The builds worth announcing: tables of more than a million placements (size
// 9 and up) take a second or more.
inline constexpr std::uint64_t announced_placements = 1'000'000;

// "about 30 s", "about 2 min": how long a build of `placements` placements is
// expected to take on `cores` cores.
inline std::string build_time_estimate(std::uint64_t placements, unsigned cores) {
  const auto count = static_cast<double>(placements);
  const double seconds = count * build_seconds_per_placement_on_two_cores *
                         std::pow(count / build_reference_placements, build_growth) * 2 /
                         static_cast<double>(std::max(cores, 1U));
  std::string text = "about ";
  if (seconds < 90) {
    text += std::to_string(std::max(1LL, std::llround(seconds)));
    text += " s";
  } else {
    text += std::to_string(std::llround(seconds / 60));
    text += " min";
  }
  return text;
}

// A table a program needs: what it is ("the distance table of size 13"), its
// placements, the memory its build takes, and the file that keeps it, if any.
struct TableJob {
  std::string what;
  std::uint64_t placements = 0;
  std::uint64_t build_memory_bytes = 0;
  std::optional<std::filesystem::path> file;
};

// The table, from `make(options)`, which reads it from job.file when that is
// there, else builds it with `options` (and saves it as job.file when there is
// one). The memory must have been checked first (refuse_if_too_large), so
// that a refusal comes before any of this. On a terminal (the bar shown), it
// says which: "loading ... from FILE"; or, for a table of more than a million
// placements, what the build takes (its memory and an estimate of its time)
// before it starts and its progress while it runs, level by level; then
// "saved ... to FILE". A file there that cannot be read is an error whose
// message names it and says how to have it built again.
template <class Make>
auto load_or_build(ProgressBar& bar, const TableJob& job, Make make) {
  std::error_code ignored;
  if (job.file && std::filesystem::exists(*job.file, ignored)) {
    bar.note("loading " + job.what + " from " + puzzle_cli::quoted(job.file->string()));
    try {
      return make(rotation::search::InPlaceBuildOptions{});
    } catch (const rotation::search::pattern_database_error& e) {
      std::string message = e.what();
      message += "; remove it to have it built again";
      throw rotation::search::pattern_database_error(message);
    }
  }
  if (job.file) rotation::make_table_directory(job.file->parent_path());
  rotation::search::InPlaceBuildOptions options;
  std::optional<TimedProgress> progress;
  if (job.placements > announced_placements) {
    const unsigned cores = rotation::detail::hardware_threads();
    std::string announcement = "building " + job.what;
    announcement += ": ";
    announcement += std::to_string(job.placements);
    announcement += " placements, ";
    announcement += rotation::detail::readable_bytes(job.build_memory_bytes);
    announcement += " of memory, ";
    announcement += build_time_estimate(job.placements, cores);
    announcement += " on ";
    announcement += counted(cores, "core", "cores");
    bar.note(announcement);
    progress.emplace(bar, "building " + job.what);
    options.on_level = [&progress](const rotation::search::BuildProgress& level) {
      progress->set(static_cast<double>(level.states_reached) /
                    static_cast<double>(std::max<std::uint64_t>(level.entries, 1)));
    };
  }
  auto table = make(options);
  progress.reset();
  if (job.file) bar.note("saved " + job.what + " to " + puzzle_cli::quoted(job.file->string()));
  return table;
}

}  // namespace puzzle_cli
