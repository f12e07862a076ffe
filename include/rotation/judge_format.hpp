#pragma once
#include "detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// The judge's text format: one board per line (its symbols in cell order,
/// separated by whitespace), ended by a line holding only "0"; per board, the
/// answer is the moves as letters (or "No moves needed") and then the symbol in
/// the center, each on its own line.
///
/// Lenient where no answer can change: blank lines are skipped, a `\r` before
/// the newline (CRLF files) is whitespace, spaces around the "0" do not matter
/// (`"0 \r"` ends the input too), and the end of input ends the cases as the "0"
/// line does, whether or not the last line has its newline. Whatever follows the
/// "0" line is not read. A line holding more than "0", such as "0 1 2 ...", is a
/// board, and a bad one.
///
/// Strict everywhere else: the first line that is not a board ends the reading
/// with an exception naming the line and the case (and the cell, where one is
/// at fault), and no line is held longer than JudgeReader::max_line_length
/// bytes, whatever the input.

#include <array>
#include <cstddef>
#include <ios>
#include <istream>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>

#include "board.hpp"
#include "error.hpp"
#include "judge_text.hpp"  // IWYU pragma: export (the line rules, answer_text)
#include "solution.hpp"
#include "standard_topology.hpp"

namespace rotation {

/// A line of judge input longer than JudgeReader::max_line_length: refused
/// without reading the rest of it. An invalid_board (no board is that long), so
/// that one catch takes every complaint of the reader.
class line_too_long : public invalid_board {
 public:
  using invalid_board::invalid_board;
};

/// Reads the boards of judge input from a stream, one per call.
/// The rules are judge_format.hpp's: lenient where no answer can change, strict everywhere
/// else.
template <Topology T = StandardTopology>
class JudgeReader {
 public:
  /// The longest line accepted, in bytes, not counting its `\n` (a `\r` before
  /// it counts). A board line is 47 bytes; the cap leaves room for any spacing
  /// and keeps the memory bounded whatever the input, even one with no newline
  /// at all (/dev/zero).
  static constexpr std::size_t max_line_length = 4096;

  /// A reader of `input`, which must outlive it.
  explicit JudgeReader(std::istream& input) : input_(input) {}

  /// The next board, or nothing once the "0" line or the end of input is read,
  /// or the input failed (the stream's bad(): a caller that must tell a read
  /// error from the end checks it). Throws invalid_board, prefixed with the line
  /// and case number, for a line that is not a board; line_too_long, naming the
  /// line, for one longer than max_line_length. After a throw, the reader is
  /// finished: the rest of the input is left unread.
  std::optional<Board<T>> next() {
    auto parsed = try_next();
    if (!parsed) {
      if (long_line_) detail::raise(line_too_long(parsed.error().message));
      detail::raise(invalid_board(parsed.error().message));
    }
    return *std::move(parsed);
  }

  /// The next board without throwing: the next board or nothing, or the error (the
  /// message next() would throw, its position the line number).
  Parsed<std::optional<Board<T>>> try_next() {
    while (!lines_.finished()) {
      const auto line = read_line();
      if (!line)
        return long_line_ ? lines_.refuse(detail::message(
                                {"longer than ", detail::Decimal(max_line_length), " bytes"}))
                          : lines_.finish(std::optional<Board<T>>());
      if (auto next = lines_.take(*line)) return *std::move(next);
    }
    return std::optional<Board<T>>();
  }

  /// The number of boards read so far, counting one that failed to parse (not a
  /// line too long to read, which is refused before it is known to be a board).
  std::size_t case_number() const { return lines_.case_number(); }
  /// The number of lines read so far, blank ones included: after an error, the line at fault.
  std::size_t line_number() const { return lines_.line_number(); }

 private:
  // The next line without its '\n', or nothing at the end of the input, on a
  // read error, or for a line too long (long_line_ says so). Reads into the
  // fixed buffer, so a long line costs no memory.
  std::optional<std::string_view> read_line() {
    input_.getline(buffer_.data(), static_cast<std::streamsize>(buffer_.size()));
    const auto extracted = static_cast<std::size_t>(input_.gcount());
    if (extracted == 0 || input_.bad()) return std::nullopt;
    // The last line, without its newline: all it has is in the buffer.
    if (input_.eof()) return std::string_view(buffer_.data(), extracted);
    // getline stops with failbit when the buffer fills before a newline. The
    // rest of the line is not skipped: it may never end (/dev/zero), and the
    // reader reads nothing after an error anyway.
    if (input_.fail()) {
      long_line_ = true;
      return std::nullopt;
    }
    return std::string_view(buffer_.data(), extracted - 1);  // without the '\n'
  }

  std::istream& input_;
  // Room for the longest line and the NUL getline stores after it.
  std::array<char, max_line_length + 1> buffer_{};
  detail::JudgeLines<T> lines_;  // the line rules and counts, shared with JudgeText
  bool long_line_ = false;       // the last line read was too long: an error, not the end
};

/// Writes the two answer lines of a found solution. A search cut short by its
/// options has no answer to write: that is a caller's bug, usage_error.
template <Topology T>
void write_answer(std::ostream& output, const Solution<T>& solution) {
  if (!solution.found()) detail::raise(usage_error("write_answer: the search found no solution"));
  output << answer_text(solution);
}

}  // namespace rotation
