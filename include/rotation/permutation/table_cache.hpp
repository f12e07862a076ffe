#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

#include "../detail/config.hpp"
#if !ROTATION_HAS_FILES
#error \
    "rotation/permutation/table_cache.hpp: this standard library has no file streams (WebAssembly's WASI libc++): build the tables in memory instead"
#endif

/// @file
/// Pattern databases of a permutation puzzle kept in a directory between runs: the table of
/// a pattern is read from its file there when the file holds it, else built and saved for
/// the next run. On the 3x3x3 a default table takes seconds to minutes to build and a
/// fraction of a second to read; on the 2x2x2 the build of the whole space's table is most
/// of a thousand solves.
///
/// A file is named after a hash of its pattern's id, and the id (the puzzle, the metric,
/// the coordinates and the definition's fingerprint) is checked inside it on reading, with
/// the rest of search::load_pattern_database's checks: a file of another definition, or a
/// damaged one, is built again and replaced, never read as the table. Saves are atomic
/// (a temporary file renamed into place), so two programs filling one directory at once
/// leave whole files.

#include <cstdint>
#include <filesystem>
#include <string>
#include <utility>
#include <variant>

#include "../detail/text.hpp"
#include "../search/build_options.hpp"
#include "../search/pattern_database_file.hpp"
#include "pattern_tables.hpp"

namespace rotation::permutation {

/// The name of the file that keeps `pattern`'s table in a cache directory: "kit-" and 16
/// hexadecimal digits of a hash (FNV-1a) of its id, then ".pdb".
[[nodiscard]] inline std::string table_file_name(const CoordinatePattern& pattern) {
  std::uint64_t hash = 14695981039346656037ULL;
  for (const char c : pattern.id()) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 1099511628211ULL;
  }
  return "kit-" + detail::hex64(hash) + ".pdb";
}

/// A table from load_or_build, and whether it was read (true) or built.
struct CachedTable {
  CoordinatePatternDatabase database;  ///< the table with its pattern
  bool read = false;                   ///< read from the directory, not built
};

/// The table of `pattern`, read from `directory` (see the file's comment) or built with
/// `options` and saved there. `note(text)` is called with what went wrong and was mended: a
/// file there that is not the table (damaged, or another's), built again; a save that
/// failed, the table is still returned. The directory must exist.
template <class Note>
[[nodiscard]] CachedTable load_or_build(CoordinatePattern pattern,
                                        const std::filesystem::path& directory,
                                        const search::BuildOptions& options, Note&& note) {
  const std::filesystem::path path = directory / table_file_name(pattern);
  std::error_code ignored;
  if (std::filesystem::exists(path, ignored)) {
    try {
      // Half bytes an entry, or bytes when the table's distances pass 14.
      CoordinateTable table =
          search::saved_entry_bits(path) == 4
              ? CoordinateTable(search::load_pattern_database<4>(path, pattern))
              : CoordinateTable(search::load_pattern_database<8>(path, pattern));
      return {CoordinatePatternDatabase(std::move(pattern), std::move(table)), true};
    } catch (const search::pattern_database_error& e) {
      note(std::string(e.what()) + "; building it again");
    }
  }
  CachedTable built{CoordinatePatternDatabase(std::move(pattern), options), false};
  try {
    std::visit([&](const auto& table) { search::save(table, path); }, built.database.table());
  } catch (const search::pattern_database_error& e) {
    note(std::string(e.what()) + " (not kept: it will be built again next time)");
  }
  return built;
}

}  // namespace rotation::permutation
