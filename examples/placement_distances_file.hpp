#pragma once

// rotation-census's table of the exact distance of every placement, kept in
// the directory of tables between runs: its file's id and name, and the
// table saved and read back.

#include <rotation/census.hpp>
#include <rotation/search/pattern_database.hpp>
#include <rotation/search/pattern_database_file.hpp>

#include <algorithm>
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>
#include <vector>

#include "puzzle_cli.hpp"

namespace puzzle_cli {

// What the distance of every placement of T is saved as, in the format of the
// library's tables (search/pattern_database_file.hpp: a checked header, a
// checksum, saved to a temporary file and renamed): this first line of its
// id, then the counts of placements at each distance on the second; and its
// name in the directory of tables, beside the solver's table of residues
// (rotation-<cells>-cells.table).
template <class T>
std::string distances_id() {
  std::string id = "rotation exact distances, ";
  id += std::to_string(T::cell_count);
  id += " cells, 8-bit entries";
  return id;
}
template <class T>
std::string distances_file_name() {
  std::string name = "rotation-";
  name += std::to_string(T::cell_count);
  name += "-cells-exact.table";
  return name;
}

template <class T>
void save_distances(const rotation::PlacementDistances<T>& distances,
                    const std::filesystem::path& path) {
  std::string id = distances_id<T>();
  id += '\n';
  for (std::size_t d = 0; d < distances.counts().size(); ++d) {
    if (d != 0) id += ' ';
    id += std::to_string(distances.counts()[d]);
  }
  rotation::search::save_table(distances.entries(), id, path);
}

// Reads what save_distances wrote; anything else (a missing, damaged or
// foreign file, entries that the counts do not describe) throws
// pattern_database_error naming the file.
template <class T>
rotation::PlacementDistances<T> load_distances(const std::filesystem::path& path) {
  using Distances = rotation::PlacementDistances<T>;
  std::vector<std::uint64_t> counts;
  auto loaded = rotation::search::load_table<8>(
      path, Distances::placements(), [&counts](std::string_view id) -> std::string {
        const std::size_t line_end = id.find('\n');
        const std::string expected = distances_id<T>();
        if (id.substr(0, line_end) != expected) {
          std::string why = "holds the table of ";
          why += puzzle_cli::quoted(id.substr(0, std::min<std::size_t>(line_end, 80)));
          why += ", expected ";
          why += puzzle_cli::quoted(expected);
          return why;
        }
        if (line_end == std::string_view::npos) return "damaged counts";
        std::string_view rest = id.substr(line_end + 1);
        while (!rest.empty()) {
          const std::size_t space = rest.find(' ');
          const std::string_view number = rest.substr(0, space);
          std::uint64_t count = 0;
          const auto [end, error] =
              std::from_chars(number.data(), number.data() + number.size(), count);
          if (number.empty() || error != std::errc{} || end != number.data() + number.size())
            return "damaged counts";
          counts.push_back(count);
          rest = space == std::string_view::npos ? "" : rest.substr(space + 1);
        }
        return {};
      });
  try {
    return Distances(
        rotation::search::DistanceResidues<8>{std::move(loaded.entries), std::move(counts)});
  } catch (const std::invalid_argument& e) {
    std::string message = "pattern database ";
    message += puzzle_cli::quoted(path.string());
    message += ": ";
    message += e.what();
    message += " (the file was altered)";
    throw rotation::search::pattern_database_error(message);
  }
}

}  // namespace puzzle_cli
