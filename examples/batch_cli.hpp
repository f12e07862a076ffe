#pragma once

// The example programs' cases answered in batches on every core
// (rotation::search::solve_batch): the cases the input already holds are read
// ahead, searched several at once (a long one again on every thread), and
// answered in their order. Reading ahead never waits for input that is not
// there yet, so a program that writes a case and waits for its answer still
// gets it; and a bad case ends the input as it would one at a time: the
// answers of the cases before it are written first.

#include <rotation/search/batch.hpp>
#include <rotation/search/parallel_ida_star.hpp>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <istream>
#include <optional>
#include <ostream>
#include <type_traits>
#include <utility>
#include <vector>

#include "puzzle_cli.hpp"

namespace puzzle_cli {

// The most cases read ahead: a batch's answers wait for its longest search.
inline constexpr std::size_t batch_window = 4096;

// Reads and answers the boards of `input` until `read_next()` gives none.
// `read_next()` reads the next board (std::optional: nothing at the end of the
// input), throwing for a bad one; `search(board, options)` solves a board
// under the batch's options (rotation::search::solve_batch); `write(number,
// board, result, first_try, milliseconds)` writes its answer, on this thread,
// in order, numbered from 1, where milliseconds is the time of its searches.
// A read that throws ends the input: the answers before it are written, then
// the exception comes out here.
template <class ReadNext, class Search, class Write>
void answer_stream_in_batches(std::istream& input, std::ostream& out, const ReadNext& read_next,
                              const Search& search, const Write& write,
                              const rotation::search::BatchOptions& batch,
                              const rotation::search::ParallelOptions& base) {
  using Board = typename std::invoke_result_t<const ReadNext&>::value_type;
  int answered = 0;
  bool ended = false;
  while (!ended) {
    std::vector<Board> boards;
    std::exception_ptr bad_read;
    try {
      // The first board of a batch may wait for the input; the others are
      // read only while it holds them already.
      do {
        auto board = read_next();
        if (!board) {
          ended = true;
          break;
        }
        boards.push_back(*std::move(board));
      } while (boards.size() < batch_window && input.rdbuf()->in_avail() > 0);
    } catch (...) {
      bad_read = std::current_exception();
      ended = true;
    }
    std::vector<double> milliseconds(boards.size(), 0.0);
    const auto timed = [&boards, &milliseconds, &search](
                           std::size_t i, const rotation::search::ParallelOptions& options) {
      const auto start = std::chrono::steady_clock::now();
      auto result = search(boards[i], options);
      const std::chrono::duration<double, std::milli> elapsed =
          std::chrono::steady_clock::now() - start;
      milliseconds[i] += elapsed.count();  // a long board's two searches add up
      return result;
    };
    const int first = answered + 1;
    const auto deliver = [&](std::size_t i, auto&& result, std::uint64_t first_try) {
      write(first + static_cast<int>(i), boards[i], std::forward<decltype(result)>(result),
            first_try, milliseconds[i]);
    };
    if (!boards.empty()) rotation::search::solve_batch(boards.size(), timed, deliver, batch, base);
    answered += static_cast<int>(boards.size());
    flush_before_waiting(input, out);
    if (bad_read) std::rethrow_exception(bad_read);
  }
}

// Reads and answers cases 1 .. cases, as answer_stream_in_batches does, where
// `read_case(number)` reads case `number` from the reader (throwing
// input_error for a bad one).
template <class ReadCase, class Search, class Write>
void answer_in_batches(TokenReader& reader, std::ostream& out, int cases, const ReadCase& read_case,
                       const Search& search, const Write& write,
                       const rotation::search::BatchOptions& batch,
                       const rotation::search::ParallelOptions& base) {
  using Board = decltype(read_case(1));
  int next_case = 1;
  const auto read_next = [&]() -> std::optional<Board> {
    if (next_case > cases) return std::nullopt;
    return read_case(next_case++);
  };
  answer_stream_in_batches(reader.input(), out, read_next, search, write, batch, base);
}

}  // namespace puzzle_cli
