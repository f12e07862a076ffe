#pragma once
#include "detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

#include "detail/config.hpp"
#if !ROTATION_HAS_FILES
#error \
    "rotation/table_file.hpp: this standard library has no file streams (WebAssembly's WASI libc++): build the tables in memory instead"
#endif

/// @file
/// The distance table of a board kept in a file, so that the large boards' tables are built
/// once per machine: size 15's takes a minute or two to build and a fraction of a second to
/// read. The file format is the pattern databases' (search/pattern_database_file.hpp: a
/// checked header, a checksum, saved to a temporary file and renamed), the table's id on the
/// first line of the id, and the counts of placements at each distance on the second, since
/// the entries alone (distances modulo 15 or 3) do not give them.
///
/// Needs file streams: not for WebAssembly's WASI (see detail/config.hpp).

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>
#include <vector>

#include "detail/raise.hpp"
#include "detail/subset_rank.hpp"
#include "pattern_database.hpp"
#include "search/build_in_place.hpp"
#include "search/pattern_database_file.hpp"
#include "standard_topology.hpp"
#include "topology.hpp"

namespace rotation {

/// What a table of T is saved as: the board's cell count and the entries' encoding.
template <Topology T = StandardTopology>
[[nodiscard]] std::string table_id() {
  return "rotation distances, " + std::to_string(T::cell_count) + " cells, " +
         std::to_string(PatternDatabase<T>::bits_per_entry()) + "-bit entries";
}

/// The name of T's table in a directory of tables: `rotation-<cells>-cells.table`.
template <Topology T = StandardTopology>
[[nodiscard]] std::string table_file_name() {
  return "rotation-" + std::to_string(T::cell_count) + "-cells.table";
}

/// Writes `table` to `path`, replacing any file there (atomically: a temporary file renamed).
/// Throws search::pattern_database_error when it cannot be written.
template <Topology T>
void save_table(const PatternDatabase<T>& table, const std::filesystem::path& path) {
  std::string id = table_id<T>() + "\n";
  for (std::size_t d = 0; d < table.distance_counts().size(); ++d)
    (id += d == 0 ? "" : " ") += std::to_string(table.distance_counts()[d]);
  search::save_table(table.entries(), id, path);
}

/// Reads T's table from `path`. Throws search::pattern_database_error, saying why, for
/// anything but a table of T that a save wrote: a missing, damaged or foreign file, counts
/// that do not add up to every placement, a center whose entry is not 0.
template <Topology T>
[[nodiscard]] PatternDatabase<T> load_table(const std::filesystem::path& path) {
  constexpr unsigned bits = PatternDatabase<T>::bits_per_entry();
  std::vector<std::uint64_t> counts;
  auto loaded = search::load_table<bits>(
      path, PatternDatabase<T>::placements(), [&counts](std::string_view id) -> std::string {
        const std::string expected = table_id<T>();
        const std::size_t line_end = id.find('\n');
        if (id.substr(0, line_end) != expected)
          return "holds the table of '" + detail::printable(id.substr(0, line_end), 80) +
                 "', expected '" + expected + "'";
        std::uint64_t total = 0;
        std::string_view rest = line_end == std::string_view::npos ? "" : id.substr(line_end + 1);
        while (!rest.empty()) {
          const std::size_t space = rest.find(' ');
          const std::string_view number = rest.substr(0, space);
          std::uint64_t count = 0;
          for (const char c : number) {
            if (c < '0' || c > '9' || count > (UINT64_MAX - 9) / 10) return "damaged counts";
            count = count * 10 + static_cast<std::uint64_t>(c - '0');
          }
          if (number.empty()) return "damaged counts";
          counts.push_back(count);
          total += count;
          rest = space == std::string_view::npos ? "" : rest.substr(space + 1);
        }
        if (counts.empty() || counts[0] != 1 || total != PatternDatabase<T>::placements())
          return "its counts of placements at each distance do not add up to every placement";
        return {};
      });
  using ranking = detail::SubsetRank<T::cell_count, T::center.size()>;
  if (loaded.entries.get(static_cast<std::size_t>(ranking::rank(Bitboard<T>::center))) != 0)
    detail::raise(search::pattern_database_error("pattern database '" +
                                                 detail::escaped(path.string()) +
                                                 "': the center's entry is not 0 (the file was "
                                                 "altered)"));
  return PatternDatabase<T>(
      search::DistanceResidues<bits>{std::move(loaded.entries), std::move(counts)});
}

/// Makes a directory of tables (and its parents) if need be, before a build whose save
/// would otherwise fail. Throws search::pattern_database_error naming the directory and why,
/// also when something there is not a directory (said in the same words on every standard
/// library: libstdc++ says "Not a directory", libc++ "File exists").
inline void make_table_directory(const std::filesystem::path& directory) {
  std::error_code error;
  const bool taken =
      std::filesystem::exists(directory, error) && !std::filesystem::is_directory(directory, error);
  if (!taken) std::filesystem::create_directories(directory, error);
  if (!taken && !error) return;
  std::string why = "table directory '";
  why += detail::escaped(directory.string());
  why += "': ";
  why += taken ? std::string("it exists and is not a directory") : error.message();
  detail::raise(search::pattern_database_error(why));
}

/// T's table from `directory`: read from its file there (table_file_name()) when there is
/// one, else built with `options` and saved there for the next time (the directory is made
/// if need be). A file there that is not a sound table of T is an error, not rebuilt over:
/// the message names it, to be removed. Throws insufficient_memory before a build that
/// cannot fit, search::pattern_database_error when the file cannot be read or written.
template <Topology T>
[[nodiscard]] PatternDatabase<T> load_or_build_table(
    const std::filesystem::path& directory, const search::InPlaceBuildOptions& options = {}) {
  const std::filesystem::path path = directory / table_file_name<T>();
  std::error_code error;
  if (std::filesystem::exists(path, error)) return load_table<T>(path);
  make_table_directory(directory);
  PatternDatabase<T> table(options);
  save_table(table, path);
  return table;
}

}  // namespace rotation
