#pragma once
#include "detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// The judge format on text in memory, without streams. JudgeText reads the
/// boards of a string as JudgeReader (judge_format.hpp) reads them from a
/// stream, with the same rules and the same messages, but one: the text is in
/// memory already, so no line is too long (JudgeReader refuses lines over
/// max_line_length bytes, to bound what it holds). answer_text() is the text
/// write_answer() writes. For code that has its input in hand already (a
/// browser page, a test) or runs where iostreams cost too much (the
/// playground's WebAssembly module: examples/web).
///
/// The rules (judge_format.hpp says them in full): one board per line, symbols
/// separated by whitespace; blank lines skipped; a line holding only "0" (spaces
/// and a `\r` around it allowed) or the end of the text ends the boards; the
/// first line that is not a board is an error naming the line and the case.

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "board.hpp"
#include "detail/raise.hpp"
#include "detail/text.hpp"
#include "error.hpp"
#include "move.hpp"
#include "solution.hpp"
#include "standard_topology.hpp"

namespace rotation {

namespace detail {

inline std::string_view trimmed(std::string_view text) {
  while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
  while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
  return text;
}

// The judge format's line rules and counts, fed a line at a time. Shared by
// JudgeText and JudgeReader, so that both read the same boards, stop at the
// same place and say the same things about bad lines.
template <Topology T>
class JudgeLines {
 public:
  using Next = Parsed<std::optional<Board<T>>>;

  // What the next line (without its '\n') gives: nothing for a blank line
  // (read on), else its board, the end (the "0" line) or the error, prefixed
  // with the line and case numbers (its position the line number).
  std::optional<Next> take(std::string_view line) {
    ++line_number_;
    const std::string_view content = trimmed(line);
    if (content.empty()) return std::nullopt;
    if (content == "0") return finish(std::optional<Board<T>>());
    ++case_number_;
    auto board = Board<T>::try_parse(content);
    if (!board)
      return finish(ParseError{message({"line ", Decimal(line_number_), " (case ",
                                        Decimal(case_number_), "): ", board.error().message}),
                               line_number_});
    return Next(std::optional<Board<T>>(*std::move(board)));
  }

  // The next line refused before it is read as a board (too long, say).
  Next refuse(std::string_view why) {
    ++line_number_;
    return finish(ParseError{message({"line ", Decimal(line_number_), ": ", why}), line_number_});
  }

  // The reading ends with `last`; every later call gives the end.
  Next finish(Next last) {
    finished_ = true;
    return last;
  }

  bool finished() const { return finished_; }
  std::size_t line_number() const { return line_number_; }
  std::size_t case_number() const { return case_number_; }

 private:
  std::size_t line_number_ = 0;
  std::size_t case_number_ = 0;
  bool finished_ = false;
};

}  // namespace detail

/// Reads the boards of judge input from text in memory, as JudgeReader reads them from a
/// stream: the same rules and messages, but no line is too long.
template <Topology T = StandardTopology>
class JudgeText {
 public:
  /// A reader of `text`. The text is not copied: it must outlive the reader.
  explicit JudgeText(std::string_view text) : rest_(text) {}

  /// The next board, or nothing after the "0" line or at the end of the text,
  /// or the error for a line that is not a board (after which the reader is
  /// finished).
  Parsed<std::optional<Board<T>>> try_next() {
    while (!lines_.finished() && !rest_.empty()) {
      const std::size_t end = rest_.find('\n');
      const std::string_view line = rest_.substr(0, end);
      rest_.remove_prefix(end == std::string_view::npos ? rest_.size() : end + 1);
      if (auto next = lines_.take(line)) return *std::move(next);
    }
    return lines_.finish(std::optional<Board<T>>());
  }

  /// The number of boards read so far, counting one that failed to parse.
  std::size_t case_number() const { return lines_.case_number(); }
  /// The number of lines read so far, blank ones included: after an error, the line at fault.
  std::size_t line_number() const { return lines_.line_number(); }

 private:
  std::string_view rest_;
  detail::JudgeLines<T> lines_;
};

/// The two answer lines of a found solution, each ending in `\n`: the moves
/// ("No moves needed" for none) and the center symbol. A search cut short by
/// its options has no answer: that is a caller's bug, usage_error.
template <Topology T>
std::string answer_text(const Solution<T>& solution) {
  if (!solution.found()) detail::raise(usage_error("answer_text: the search found no solution"));
  std::string text = solution.moves.empty() ? "No moves needed" : to_string(solution.moves);
  text += '\n';
  text += std::to_string(*solution.center_symbol);
  text += '\n';
  return text;
}

}  // namespace rotation
