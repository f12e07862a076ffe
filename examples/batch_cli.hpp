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
#include <ostream>
#include <utility>
#include <vector>

#include "puzzle_cli.hpp"

namespace puzzle_cli {

// The most cases read ahead: a batch's answers wait for its longest search.
inline constexpr std::size_t batch_window = 4096;

// Reads and answers cases 1 .. cases. `read_case(number)` reads case
// `number` from the reader (throwing input_error for a bad one);
// `search(board, options)` solves a case under the batch's options
// (rotation::search::solve_batch); `write(number, board, result, first_try,
// milliseconds)` writes its answer, on this thread, in order, where
// milliseconds is the time of its searches.
template <class ReadCase, class Search, class Write>
void answer_in_batches(TokenReader& reader, std::ostream& out, int cases, const ReadCase& read_case,
                       const Search& search, const Write& write,
                       const rotation::search::BatchOptions& batch,
                       const rotation::search::ParallelOptions& base) {
  using Board = decltype(read_case(1));
  int next_case = 1;
  while (next_case <= cases) {
    std::vector<Board> boards;
    std::exception_ptr bad_case;
    try {
      // The first case of a batch may wait for the input; the others are
      // read only while it holds them already.
      do {
        boards.push_back(read_case(next_case++));
      } while (next_case <= cases && boards.size() < batch_window &&
               reader.input().rdbuf()->in_avail() > 0);
    } catch (const input_error&) {
      bad_case = std::current_exception();
    }
    const int first = next_case - static_cast<int>(boards.size()) - (bad_case ? 1 : 0);
    std::vector<double> milliseconds(boards.size(), 0.0);
    const auto timed = [&boards, &milliseconds](const auto& solve) {
      return [&boards, &milliseconds, solve](std::size_t i,
                                             const rotation::search::ParallelOptions& options) {
        const auto start = std::chrono::steady_clock::now();
        auto result = solve(boards[i], options);
        const std::chrono::duration<double, std::milli> elapsed =
            std::chrono::steady_clock::now() - start;
        milliseconds[i] += elapsed.count();  // a long case's two searches add up
        return result;
      };
    };
    const auto deliver = [&](std::size_t i, auto&& result, std::uint64_t first_try) {
      write(first + static_cast<int>(i), boards[i], std::forward<decltype(result)>(result),
            first_try, milliseconds[i]);
    };
    rotation::search::solve_batch(boards.size(), timed(search), deliver, batch, base);
    flush_before_waiting(reader.input(), out);
    if (bad_case) std::rethrow_exception(bad_case);
  }
}

}  // namespace puzzle_cli
