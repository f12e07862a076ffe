#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

#include "../detail/config.hpp"
#if !ROTATION_HAS_FILES
#error \
    "rotation/search/checkpoint_file.hpp: this standard library has no file streams (WebAssembly's WASI libc++): keep checkpoints in memory instead"
#endif

/// @file
/// A parallel search's checkpoint (Checkpoint) in a file, to resume the search in another
/// process: after a crash, a reboot, or a job's time limit.
///
/// The file is text, one field a line, and names the search it belongs to by a key of the
/// caller's (a line of text: whatever shapes the search tree, the puzzle, its heuristic
/// and move pruning, and the start): a checkpoint resumed for another search gives a wrong
/// answer, so load_checkpoint() hands back the key for the caller to compare. An example:
/// ```
///   rotation checkpoint 1
///   key my-solver 24-puzzle 6-6-6-6 databases, board 23 1 12 6 16 ...
///   bound 113
///   depth 11
///   units_done 5184
///   next_bound 115
///   nodes_expanded 86422201977
///   nodes_generated 181424417530
///   passes 10
/// ```
/// (next_bound "none" when the pass has cut no node yet). save_checkpoint() writes a
/// temporary file next to the target, flushes it to the disk and renames it, so that a
/// crash while saving leaves the checkpoint before in place; load_checkpoint() reads only
/// a regular file and checks every field's range, so that a damaged file is refused
/// rather than resumed (a checksum it has not: a line edited by hand within its range is
/// taken as it is).

#include <algorithm>
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <system_error>

#include "../detail/binary_file.hpp"
#include "../detail/raise.hpp"
#include "../detail/text.hpp"
#include "checkpoint.hpp"
#include "errors.hpp"

namespace rotation::search {

/// A checkpoint file that cannot be written, or read as one.
class checkpoint_error : public rotation::detail::StandardError<std::runtime_error> {
 public:
  using StandardError::StandardError;
};

/// A checkpoint and the key of the search it belongs to, as load_checkpoint() reads them.
struct SavedCheckpoint {
  std::string key;        ///< the search's, as save_checkpoint() was given it
  Checkpoint checkpoint;  ///< where it stood
};

}  // namespace rotation::search

namespace rotation::detail {

// The first line of every checkpoint file, its format's version.
inline constexpr std::string_view checkpoint_magic = "rotation checkpoint 1";
// A checkpoint is a few hundred bytes; a file much larger is something else.
inline constexpr std::uint64_t checkpoint_most_bytes = 1 << 20;

[[noreturn]] inline void checkpoint_failure(const std::string& name, std::string_view why) {
  raise(search::checkpoint_error(message({"checkpoint '", name, "': ", why})));
}

// A checkpoint file's text, line by line, each line "field value".
class CheckpointLines {
 public:
  CheckpointLines(std::string_view text, const std::string& name) : rest_(text), name_(name) {}

  // The next line, with a '\r' before its line break dropped (a file saved on Windows).
  std::optional<std::string_view> line() {
    if (rest_.empty()) return std::nullopt;
    const std::size_t end = std::min(rest_.find('\n'), rest_.size());
    std::string_view line = rest_.substr(0, end);
    rest_.remove_prefix(std::min(end + 1, rest_.size()));
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    return line;
  }

  // The value of the next line, which must be field `field`: the text after "field ".
  std::string_view field(std::string_view field) {
    const auto next = line();
    if (!next)
      checkpoint_failure(name_, message({"expected the line '", field, " ...', found the end"}));
    if (next->size() <= field.size() || next->substr(0, field.size()) != field ||
        (*next)[field.size()] != ' ')
      checkpoint_failure(name_, message({"expected the line '", field, " ...', found '",
                                         printable(*next, 40), "'"}));
    return next->substr(field.size() + 1);
  }

  // `text`, the value of `field`, read as a whole number within [least, most].
  std::int64_t value(std::string_view text, std::string_view field, std::int64_t least,
                     std::int64_t most) const {
    std::int64_t value = 0;
    const char* const end = text.data() + text.size();
    const auto parsed = std::from_chars(text.data(), end, value);
    if (parsed.ec != std::errc{} || parsed.ptr != end || value < least || value > most)
      checkpoint_failure(name_, message({field, " is not a number from ", Decimal(least), " to ",
                                         Decimal(most), ": '", printable(text, 40), "'"}));
    return value;
  }

  // The next line, field `field`, a whole number within [least, most].
  std::int64_t number(std::string_view field, std::int64_t least, std::int64_t most) {
    return value(this->field(field), field, least, most);
  }

 private:
  std::string_view rest_;
  const std::string& name_;
};

}  // namespace rotation::detail

namespace rotation::search {

/// Writes `checkpoint` of the search `key` names (one line of text: no line break) to
/// `path`: to a temporary file next to it, on the disk (fsync, where the system has it),
/// then renamed over `path`. Throws checkpoint_error when it cannot, `path` as it was.
inline void save_checkpoint(const std::filesystem::path& path, std::string_view key,
                            const Checkpoint& checkpoint) {
  const std::string name = detail::escaped(path.string());
  if (!path.has_filename()) detail::checkpoint_failure(name, "not a file name");
  if (key.find_first_of("\r\n") != std::string_view::npos)
    detail::checkpoint_failure(name, "its key holds a line break");
  using detail::Decimal;
  const std::string text = detail::message(
      {detail::checkpoint_magic, "\nkey ", key, "\nbound ", Decimal(checkpoint.bound), "\ndepth ",
       Decimal(checkpoint.depth), "\nunits_done ", Decimal(checkpoint.units_done), "\nnext_bound ",
       checkpoint.next_bound ? std::string_view(Decimal(*checkpoint.next_bound)) : "none",
       "\nnodes_expanded ", Decimal(checkpoint.stats.nodes_expanded), "\nnodes_generated ",
       Decimal(checkpoint.stats.nodes_generated), "\npasses ", Decimal(checkpoint.stats.passes),
       "\n"});
  detail::AtomicFile out(path);
  if (!out.opened() || !out.write(text.data(), text.size()) || !out.commit())
    detail::checkpoint_failure(name, out.why());
}

/// Reads the checkpoint saved at `path` (save_checkpoint): nothing when there is no such
/// file; a checkpoint_error when it cannot be read, or is not a checkpoint of this format
/// (a field missing, or out of its range: a depth past the bound, a next bound not above it).
inline std::optional<SavedCheckpoint> load_checkpoint(const std::filesystem::path& path) {
  const std::string name = detail::escaped(path.string());
  std::error_code error;
  const std::filesystem::file_status status = std::filesystem::status(path, error);
  if (status.type() == std::filesystem::file_type::not_found) return std::nullopt;
  if (error) detail::checkpoint_failure(name, "cannot open the file: " + error.message());
  detail::BinaryFile in;
  if (!in.open_for_reading(path)) detail::checkpoint_failure(name, in.why());
  if (in.size() > detail::checkpoint_most_bytes)
    detail::checkpoint_failure(name, "not a checkpoint file (far too large)");
  std::string text(static_cast<std::size_t>(in.size()), '\0');
  text.resize(in.read(text.data(), text.size()));
  if (!in.ok()) detail::checkpoint_failure(name, in.why());

  detail::CheckpointLines lines(text, name);
  if (lines.line() != detail::checkpoint_magic)
    detail::checkpoint_failure(name,
                               detail::message({"not a checkpoint file (its first line is not '",
                                                detail::checkpoint_magic, "')"}));
  constexpr std::int64_t most = std::numeric_limits<std::int64_t>::max();
  constexpr std::int64_t int_most = std::numeric_limits<int>::max();
  // A unit's number is doubled and more inside the driver: well below the type's range.
  constexpr std::int64_t units_most = static_cast<std::int64_t>(
      std::min<std::uint64_t>(std::numeric_limits<std::size_t>::max() / 4, most));
  SavedCheckpoint saved;
  saved.key = lines.field("key");
  Checkpoint& c = saved.checkpoint;
  c.bound = static_cast<int>(lines.number("bound", 0, int_most));
  c.depth = static_cast<int>(lines.number("depth", 0, c.bound));
  c.units_done = static_cast<std::uint64_t>(lines.number("units_done", 0, units_most));
  const std::string_view next = lines.field("next_bound");
  if (next != "none") c.next_bound = lines.value(next, "next_bound", c.bound + 1LL, int_most);
  c.stats.nodes_expanded = static_cast<std::uint64_t>(lines.number("nodes_expanded", 0, most));
  c.stats.nodes_generated = static_cast<std::uint64_t>(lines.number("nodes_generated", 0, most));
  c.stats.passes = static_cast<int>(lines.number("passes", 1, int_most));
  c.stats.final_bound = c.bound;
  if (const auto extra = lines.line())
    detail::checkpoint_failure(name, detail::message({"more after the last field: '",
                                                      detail::printable(*extra, 40), "'"}));
  return saved;
}

}  // namespace rotation::search
