#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

#include "../detail/config.hpp"
#if !ROTATION_HAS_FILES
#error \
    "rotation/search/pattern_database_file.hpp: this standard library has no file streams (WebAssembly's WASI libc++): build pattern databases in memory instead"
#endif

/// @file
/// Saving a pattern database to a file and loading it back.
///
/// A large database takes minutes to build and a fraction of a second to read,
/// so programs keep them on disk. A file that is not the database asked for
/// (another abstraction, another entry size, another format) or that was cut
/// short or damaged is refused with a pattern_database_error saying which and
/// why: it is never read as a table.
///
/// The checksum detects damage (a torn copy, a flipped bit), not tampering:
/// anyone can write a file whose checksum matches its entries. A load checks
/// what is cheap to check (the values after the last entry, and, given the
/// abstraction, that every goal's entry is 0); the other entries are taken on
/// trust, and an altered one can make the heuristic overestimate. Load files
/// from where you trust them.
///
/// The format (every number little-endian):
/// ```
///   8 bytes   magic "RTNPDB\r\n" (the line ending catches text-mode copies)
///   u32       format version (1)
///   u32       entry bits (2, 4 or 8)
///   u64       entries
///   u32       length of the abstraction's id, then the id's bytes
///   u64       checksum of the words below
///   u64 * n   the entries, packed as in memory (PackedArray)
/// ```
/// Saving writes a temporary file next to the target, flushes it to the disk
/// and renames it, so an interrupted save, or a crash, leaves no half-written
/// database under the target's name; a failed save removes its temporary file.

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <limits>
#include <span>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>
#include <vector>

#include "../detail/binary_file.hpp"
#include "../detail/checked_size.hpp"
#include "../detail/huge_pages.hpp"
#include "../detail/raise.hpp"
#include "../detail/text.hpp"
#include "abstraction.hpp"
#include "packed_array.hpp"
#include "pattern_database.hpp"

namespace rotation::detail {

inline constexpr std::array<char, 8> pdb_magic = {'R', 'T', 'N', 'P', 'D', 'B', '\r', '\n'};
inline constexpr std::uint32_t pdb_format_version = 1;
inline constexpr std::size_t pdb_max_id_length = 4096;
// The bytes of a file's id that a message shows: ids are names, rarely longer.
inline constexpr std::size_t pdb_id_shown = 80;

// A checksum of 64-bit words: each step is a bijection of the running value,
// so changing any one word always changes the result.
inline std::uint64_t checksum(std::span<const std::uint64_t> words,
                              std::uint64_t running = 0x243f6a8885a308d3ULL) {
  for (const std::uint64_t word : words) {
    running ^= word;
    running *= 0x9e3779b97f4a7c15ULL;
    running ^= running >> 29;
  }
  return running;
}

// Little-endian on every host: a byte swap on a big-endian one.
inline std::uint64_t to_little(std::uint64_t value) {
  if constexpr (std::endian::native == std::endian::big) {
    std::uint64_t swapped = 0;
    for (int i = 0; i < 8; ++i) swapped = swapped << 8 | ((value >> (8 * i)) & 0xff);
    return swapped;
  } else {
    return value;
  }
}

// Writes a database's file whole or not at all (AtomicFile); every failure
// raises pattern_database_error naming the file.
class PdbWriter {
 public:
  PdbWriter(std::string name, const std::filesystem::path& target)
      : name_(std::move(name)), out_(target) {
    if (!out_.opened()) fail(out_.why());
  }

  void bytes(const void* data, std::size_t size) {
    if (!out_.write(data, size)) fail(out_.why());
  }
  void u32(std::uint32_t value) {
    std::array<unsigned char, 4> b{};
    for (std::size_t i = 0; i < 4; ++i) b[i] = static_cast<unsigned char>(value >> (8 * i));
    bytes(b.data(), b.size());
  }
  void u64(std::uint64_t value) {
    const std::uint64_t little = to_little(value);
    bytes(&little, sizeof little);
  }
  void commit() {
    if (!out_.commit()) fail(out_.why());
  }

  // Without exceptions raise() does not return: AtomicFile has removed the
  // temporary file already.
  [[noreturn]] void fail(const std::string& why) {
    raise(search::pattern_database_error("pattern database '" + name_ + "': " + why));
  }

 private:
  std::string name_;
  AtomicFile out_;
};

class PdbReader {
 public:
  PdbReader(BinaryFile& in, const std::string& path) : in_(in), path_(path) {}
  void bytes(void* data, std::size_t size, std::string_view what) {
    if (in_.read(data, size) == size) return;
    if (!in_.ok()) fail(in_.why());
    fail("the file is truncated (it ends in the " + std::string(what) + ")");
  }
  std::uint32_t u32(std::string_view what) {
    std::array<unsigned char, 4> b{};
    bytes(b.data(), b.size(), what);
    std::uint32_t value = 0;
    for (std::size_t i = 0; i < 4; ++i) value |= std::uint32_t{b[i]} << (8 * i);
    return value;
  }
  std::uint64_t u64(std::string_view what) {
    std::uint64_t little = 0;
    bytes(&little, sizeof little, what);
    return to_little(little);
  }
  [[noreturn]] void fail(const std::string& why) const {
    detail::raise(search::pattern_database_error("pattern database '" + path_ + "': " + why));
  }

 private:
  BinaryFile& in_;
  const std::string& path_;
};

// The header's start, its magic number and format version checked: the bits of an entry.
inline std::uint32_t read_entry_bits(PdbReader& read) {
  std::array<char, 8> magic{};
  read.bytes(magic.data(), magic.size(), "magic number");
  if (magic != pdb_magic) read.fail("not a pattern database file (wrong magic number)");
  const std::uint32_t version = read.u32("format version");
  if (version != pdb_format_version)
    read.fail("format version " + std::to_string(version) + ", but this library reads version " +
              std::to_string(pdb_format_version));
  return read.u32("entry size");
}

}  // namespace rotation::detail

namespace rotation::search {

/// Writes `database` to `path`, replacing any file there. Throws
/// pattern_database_error when the file cannot be written, with the system's reason.
///
/// It writes a temporary file next to `path`, flushes it to the disk (fsync, where the
/// platform has it) and renames it, so an interrupted save, or a crash, leaves no
/// half-written database under that name; a failed save removes its temporary file.
template <unsigned Bits>
void save(const PatternDatabase<Bits>& database, const std::filesystem::path& path) {
  save_table(database.entries(), database.id(), path);
}

/// Writes a table of Bits-bit entries (2, 4 or 8) under the name `id` to `path`, in the
/// same format and the same way as save() writes a database: what save() calls, and what
/// tables that are not a PatternDatabase (the Rotation boards' distances modulo 15 or 3) use.
template <unsigned Bits>
void save_table(const PackedArray<Bits>& entries, std::string_view id,
                const std::filesystem::path& path) {
  const std::string name = detail::escaped(path.string());
  if (id.size() > detail::pdb_max_id_length)
    detail::raise(pattern_database_error("pattern database '" + name + "': an id of " +
                                         std::to_string(id.size()) + " bytes (at most " +
                                         std::to_string(detail::pdb_max_id_length) + ")"));
  // "" or "dir/" would put the temporary file in a directory, named
  // ".partial-N", that no rename can turn into the file.
  if (!path.has_filename())
    detail::raise(pattern_database_error("pattern database '" + name + "': no file name"));
  detail::PdbWriter write(name, path);
  const std::span<const std::uint64_t> words = entries.words();
  write.bytes(detail::pdb_magic.data(), detail::pdb_magic.size());
  write.u32(detail::pdb_format_version);
  write.u32(Bits);
  write.u64(entries.size());
  write.u32(static_cast<std::uint32_t>(id.size()));
  write.bytes(id.data(), id.size());
  write.u64(detail::checksum(words));
  if constexpr (std::endian::native == std::endian::little) {
    write.bytes(words.data(), words.size_bytes());
  } else {
    for (const std::uint64_t word : words) write.u64(word);
  }
  write.commit();
}

/// A table read by load_table: its id and its entries.
template <unsigned Bits>
struct LoadedTable {
  std::string id;             ///< the id it was saved under
  PackedArray<Bits> entries;  ///< its entries
};

/// The bits of an entry (2, 4 or 8) of the table saved at `path`, from its header: which
/// load to call when a table may have been saved in more than one width. Throws
/// pattern_database_error as load_table does when the file is not a table of this format.
[[nodiscard]] inline unsigned saved_entry_bits(const std::filesystem::path& path) {
  const std::string name = detail::escaped(path.string());
  detail::BinaryFile in;
  detail::PdbReader read(in, name);
  if (!in.open_for_reading(path)) read.fail(in.why());
  const std::uint32_t bits = detail::read_entry_bits(read);
  if (bits != 2 && bits != 4 && bits != 8)
    read.fail("entries of " + std::to_string(bits) + " bits, not 2, 4 or 8");
  return bits;
}

/// Reads a table of `expected_entries` entries of Bits bits (2, 4 or 8) saved at `path`,
/// refusing it as load_pattern_database does, and also when `check_id(id)` returns a
/// reason (a non-empty std::string) not to take the id it was saved under.
template <unsigned Bits, class CheckId>
[[nodiscard]] LoadedTable<Bits> load_table(const std::filesystem::path& path,
                                           std::uint64_t expected_entries, CheckId check_id) {
  const std::string name = detail::escaped(path.string());
  detail::BinaryFile in;
  detail::PdbReader read(in, name);
  if (!in.open_for_reading(path)) read.fail(in.why());
  const std::uint64_t file_size = in.size();

  const std::uint32_t bits = detail::read_entry_bits(read);
  if (bits != Bits)
    read.fail("entries of " + std::to_string(bits) + " bits, expected " + std::to_string(Bits));
  const std::uint64_t entries = read.u64("entry count");
  const std::uint32_t id_length = read.u32("id");
  if (id_length > 4096)
    read.fail("damaged header (an id of " + std::to_string(id_length) + " bytes)");
  std::string id(id_length, '\0');
  read.bytes(id.data(), id.size(), "id");
  if (const std::string why = check_id(std::string_view(id)); !why.empty()) read.fail(why);
  if (entries != expected_entries)
    read.fail("holds " + std::to_string(entries) + " entries, expected " +
              std::to_string(expected_entries));
  const std::uint64_t checksum = read.u64("checksum");

  const std::uint64_t word_count = PackedArray<Bits>::word_count_for(entries);
  const std::uint64_t header = 8 + 4 + 4 + 8 + 4 + id_length + 8;
  // 8 * word_count wraps for an absurd count: compared in words first.
  if (word_count > (std::numeric_limits<std::uint64_t>::max() - header) / 8)
    read.fail("its header promises " + std::to_string(entries) + " entries of " +
              std::to_string(Bits) + " bits, more than a file holds (it has " +
              std::to_string(file_size) + " bytes)");
  const std::uint64_t expected_size = header + 8 * word_count;
  if (file_size != expected_size)
    read.fail("the file has " + std::to_string(file_size) + " bytes, but its header promises " +
              std::to_string(expected_size) + (file_size < expected_size ? " (truncated)" : ""));
  // On a 32-bit target, 2^32 entries or more cannot be indexed: refused.
  const std::size_t entry_count = detail::checked_size<pattern_database_error>(
      entries, "pattern database '" + name + "'", "entries");
  std::vector<std::uint64_t> words;
  words.reserve(static_cast<std::size_t>(word_count));  // untouched: huge pages where offered
  detail::advise_huge_pages(words.data(), words.capacity() * sizeof(std::uint64_t));
  words.resize(static_cast<std::size_t>(word_count));
  read.bytes(words.data(), words.size() * sizeof(std::uint64_t), "entries");
  if constexpr (std::endian::native == std::endian::big)
    for (std::uint64_t& word : words) word = detail::to_little(word);
  if (detail::checksum(words) != checksum)
    read.fail("the entries do not match the checksum (the file is damaged)");
  // Every value of Bits bits is an entry (a distance, or unreached), so what
  // is left to check is the padding: all ones, as PackedArray makes it.
  if (const auto used = static_cast<unsigned>(entries % PackedArray<Bits>::per_word); used != 0)
    if (words.back() >> (used * Bits) != ~0ULL >> (used * Bits))
      read.fail(
          "the unused values after the last entry are not all ones, as a save leaves them "
          "(the file was altered)");
  return LoadedTable<Bits>{std::move(id), PackedArray<Bits>(entry_count, std::move(words))};
}

/// Reads the database saved at `path`, which must hold `expected_id`'s table
/// of `expected_entries` entries of Bits bits. Anything else (no such file,
/// anything but a regular file, another kind of file, another abstraction or
/// size, a truncated or damaged file) throws pattern_database_error, saying what.
///
/// Anything but a regular file (a FIFO, a device, a directory) is refused before
/// it is opened for reading: a FIFO would wait for a writer for ever.
template <unsigned Bits = 8>
[[nodiscard]] PatternDatabase<Bits> load_pattern_database(const std::filesystem::path& path,
                                                          std::string_view expected_id,
                                                          std::uint64_t expected_entries) {
  auto loaded = load_table<Bits>(path, expected_entries, [&](std::string_view id) {
    if (id == expected_id) return std::string();
    std::string why = "holds the database of '";
    why += detail::printable(id, detail::pdb_id_shown);
    why += "', expected '";
    why += detail::printable(expected_id, detail::pdb_id_shown);
    why += "'";
    return why;
  });
  return PatternDatabase<Bits>(std::move(loaded.id), std::move(loaded.entries));
}

/// Reads the database of `abstraction` saved at `path`: the call above, with the
/// abstraction's id and number of entries, and a look at the entries of its goals,
/// which must be 0 as a build makes them.
///
/// Prefer it where the abstraction is at hand. The checksum detects damage, not
/// tampering: a file altered to match it loads, and a goal's entry above 0 would hide
/// the goal from a search, which would then never end. Other entries are taken on
/// trust (an entry too large makes the heuristic overestimate): load files from where
/// you trust them.
template <unsigned Bits = 8, Abstraction A>
[[nodiscard]] PatternDatabase<Bits> load_pattern_database(const std::filesystem::path& path,
                                                          const A& abstraction) {
  PatternDatabase<Bits> database =
      load_pattern_database<Bits>(path, abstraction.id(), entry_count(abstraction));
  const auto fail = [&path](const std::string& why) {
    detail::raise(pattern_database_error("pattern database '" + detail::escaped(path.string()) +
                                         "': " + why));
  };
  for (const typename A::state_type goal : abstraction.goals()) {
    const std::uint64_t entry = entry_of(abstraction, goal);
    if (entry >= database.size())  // the abstraction's fault, as in a build
      fail("a state's entry is " + std::to_string(entry) + ", outside 0 to " +
           std::to_string(database.size() - 1));
    if (database[entry] != 0)
      fail("the entry of a goal (" + std::to_string(entry) + ") is " +
           std::to_string(database[entry]) + ", not 0 (the file was altered)");
  }
  return database;
}

}  // namespace rotation::search
