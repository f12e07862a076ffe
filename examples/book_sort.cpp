// book-sort: the book-sorting statement's judge program. For each row of books, the
// fewest block moves that sort it, or "5 or more".

#include <cstddef>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "book_sort_domain.hpp"
#include "puzzle_cli.hpp"

namespace {

constexpr std::string_view usage = R"(Usage: book-sort [OPTION]... [FILE]
Sort rows of books with the fewest block moves.

Reads FILE, or standard input when FILE is absent or "-": the number of cases,
then per case the number of books n (1 to 15) and a permutation of 1..n, all
separated by white space; anything but white space after the last case is an
error. A move takes a contiguous block of books out and puts it back elsewhere
in the row. Writes one line per case: the fewest moves that sort the row
ascending, or "5 or more".

Messages count lines and cases from 1, positions in a row from 0.

Options:
  -h, --help  show this help and exit
  --version   show the version and exit

Exit status: 0 when every case was answered; 1 when the input is not in this
format (the answers up to the error are written) or reading or writing failed;
2 on a usage error or a FILE that cannot be opened or read.
)";

using puzzle_cli::input_error;

std::string where(const puzzle_cli::Token& token, int case_number) {
  return "line " + std::to_string(token.line) + " (case " + std::to_string(case_number) + "): ";
}

// One case: n, then the n books, each checked as it is read so that the
// message names the line it is on.
std::vector<int> read_case(puzzle_cli::TokenReader& reader, int case_number) {
  const std::string which = "case " + std::to_string(case_number) + ": ";
  const auto size_token = reader.next();
  if (!size_token) throw input_error(which + "the input ended before its number of books");
  const auto n = puzzle_cli::number(size_token->text);
  if (!n || *n < 1 || *n > book_sort::max_books)
    throw input_error(where(*size_token, case_number) + puzzle_cli::quoted(size_token->text) +
                      " is not a number of books (1 to 15)");
  std::vector<int> books;
  unsigned seen = 0;
  for (int position = 0; position < *n; ++position) {
    const auto token = reader.next();
    if (!token)
      throw input_error(which + "the input ended after " + std::to_string(position) + " of " +
                        std::to_string(*n) + " books");
    // The place in the row counts from 0, as the library indexes a row.
    const std::string at =
        where(*token, case_number) + "position " + std::to_string(position) + ": ";
    const auto book = puzzle_cli::number(token->text);
    if (!book || *book < 1 || *book > *n)
      throw input_error(at + puzzle_cli::quoted(token->text) + " is not a book of 1 to " +
                        std::to_string(*n));
    if (((seen >> *book) & 1U) != 0)
      throw input_error(at + std::to_string(*book) + " appears twice");
    seen |= 1U << *book;
    books.push_back(*book);
  }
  return books;
}

void answer_all(puzzle_cli::TokenReader& reader, std::ostream& out) {
  const int cases = puzzle_cli::read_case_count(reader);
  for (int c = 1; c <= cases; ++c) {
    puzzle_cli::flush_before_waiting(reader.input(), out);
    const auto operations = book_sort::min_operations(read_case(reader, c));
    if (operations)
      out << *operations << '\n';
    else
      out << book_sort::judge_max_operations + 1 << " or more\n";
    if (!out) throw std::runtime_error("error writing the answers");
  }
  puzzle_cli::flush_before_waiting(reader.input(), out);
  puzzle_cli::expect_end(reader, cases);
}

}  // namespace

int main(int argc, char** argv) {
  return puzzle_cli::main("book-sort", usage, argc, argv, answer_all);
}
