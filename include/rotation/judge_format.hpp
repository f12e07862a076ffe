#pragma once

// The judge's text format: one board per line (its symbols in cell order,
// separated by whitespace), ended by a line holding only "0"; per board, the
// answer is the moves as letters (or "No moves needed") and then the symbol in
// the center, each on its own line.
//
// Lenient where no answer can change: blank lines are skipped, a '\r' before
// the newline (CRLF files) is whitespace, and the end of input ends the cases
// as the "0" line does.

#include <cstddef>
#include <istream>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>

#include "board.hpp"
#include "error.hpp"
#include "solve.hpp"
#include "standard_topology.hpp"

namespace rotation {

template <Topology T = StandardTopology>
class JudgeReader {
 public:
  explicit JudgeReader(std::istream& input) : input_(input) {}

  // The next board, or nothing once the "0" line or the end of input is read.
  // Throws invalid_board, prefixed with the line and case number, for a line
  // that is not a board.
  std::optional<Board<T>> next() {
    if (finished_) return std::nullopt;
    while (std::getline(input_, line_)) {
      ++line_number_;
      const std::string_view content = trimmed(line_);
      if (content.empty()) continue;
      if (content == "0") break;
      ++case_number_;
      try {
        return Board<T>::parse(content);
      } catch (const invalid_board& e) {
        finished_ = true;
        throw invalid_board("line " + std::to_string(line_number_) + " (case " +
                            std::to_string(case_number_) + "): " + e.what());
      }
    }
    finished_ = true;
    return std::nullopt;
  }

  // The number of boards read so far, counting one that failed to parse.
  std::size_t case_number() const { return case_number_; }
  std::size_t line_number() const { return line_number_; }

 private:
  static std::string_view trimmed(std::string_view text) {
    while (!text.empty() && detail::is_space(text.front())) text.remove_prefix(1);
    while (!text.empty() && detail::is_space(text.back())) text.remove_suffix(1);
    return text;
  }

  std::istream& input_;
  std::string line_;
  std::size_t line_number_ = 0;
  std::size_t case_number_ = 0;
  bool finished_ = false;
};

// Writes the two answer lines of a found solution. A search cut short by its
// options has no answer to write: that is a caller's bug, std::logic_error.
template <Topology T>
void write_answer(std::ostream& output, const BasicSolution<T>& solution) {
  if (!solution.found()) throw std::logic_error("write_answer: the search found no solution");
  if (solution.moves.empty())
    output << "No moves needed\n";
  else
    output << to_string(solution.moves) << '\n';
  output << solution.center_symbol << '\n';
}

}  // namespace rotation
