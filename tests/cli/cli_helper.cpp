// rotation-cli-helper: what the CLI tests need beyond the programs, from the
// independent reference (tests/support/family_reference.hpp, which shares
// nothing with the library) and the file system:
//
//   rotation-cli-helper boards L SEED      boards of size L to solve: scrambled
//                                          0 to 6 moves from solved, then five
//                                          scrambled 200 moves
//   rotation-cli-helper check L BOARDS ANSWERS
//                                          rotation-solve's answers to BOARDS,
//                                          checked: each replays to a board
//                                          solved with the symbol it names;
//                                          where brute force finds a solution of
//                                          6 moves or fewer, the answer is that
//                                          one (shortest, the first in A..H
//                                          order); elsewhere it is longer than 6
//   rotation-cli-helper damage FILE        flips one bit of FILE's last byte
//   rotation-cli-helper truncate FILE N    cuts FILE to N bytes
//
// Exit status 0 when all is well, 1 with a message on standard error otherwise.

#include "family_reference.hpp"

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace fr = family_reference;

namespace {

constexpr int brute_force_depth = 6;

int fail(const std::string& message) {
  std::cerr << "rotation-cli-helper: " << message << '\n';
  return 1;
}

int boards(int size, std::uint64_t seed) {
  const fr::Family f = fr::family(size);
  std::mt19937_64 rng(seed);
  for (int moves = 0; moves <= brute_force_depth; ++moves)
    std::cout << fr::text_of(fr::scrambled_board(f, rng, moves)) << '\n';
  for (int i = 0; i < 5; ++i) std::cout << fr::text_of(fr::scrambled_board(f, rng, 200)) << '\n';
  return std::cout.flush() ? 0 : 1;
}

std::vector<std::string> lines_of(const std::string& path) {
  std::ifstream in(path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

int check(int size, const std::string& boards_path, const std::string& answers_path) {
  const fr::Family f = fr::family(size);
  const std::vector<std::string> boards = lines_of(boards_path);
  const std::vector<std::string> answers = lines_of(answers_path);
  if (boards.empty()) return fail("no boards in " + boards_path);
  if (answers.size() != 2 * boards.size())
    return fail(std::to_string(boards.size()) + " boards, but " + std::to_string(answers.size()) +
                " answer lines (two per board)");
  for (std::size_t i = 0; i < boards.size(); ++i) {
    fr::Cells cells;
    std::istringstream in(boards[i]);
    for (int symbol = 0; in >> symbol;) cells.push_back(symbol);
    if (!fr::is_board(f, cells)) return fail("line " + std::to_string(i + 1) + ": not a board");
    const std::string& moves_line = answers[2 * i];
    const std::string moves = moves_line == "No moves needed" ? "" : moves_line;
    const std::string case_name = "case " + std::to_string(i + 1) + " (" + boards[i] + ")";
    if (moves_line.empty() || moves.find_first_not_of("ABCDEFGH") != std::string::npos)
      return fail(case_name + ": '" + moves_line + "' is not a move string");
    int symbol = 0;
    try {
      symbol = std::stoi(answers[2 * i + 1]);
    } catch (const std::exception&) {
      return fail(case_name + ": '" + answers[2 * i + 1] + "' is not a symbol");
    }
    fr::Cells end = cells;
    fr::apply(f, end, moves);
    if (fr::center_symbol(f, end) == 0 || fr::center_symbol(f, end) != symbol)
      return fail(case_name + ": " + moves_line + " does not leave " + std::to_string(symbol) +
                  " on every center cell");
    if (const auto reference = fr::solve_within(f, cells, brute_force_depth)) {
      if (reference->moves != moves || reference->center_symbol != symbol)
        return fail(case_name + ": answered " + moves_line + ", " + std::to_string(symbol) +
                    "; brute force finds " + reference->moves + ", " +
                    std::to_string(reference->center_symbol));
    } else if (moves.size() <= static_cast<std::size_t>(brute_force_depth)) {
      return fail(case_name + ": " + moves_line +
                  " solves it, but brute force finds no solution that short");
    }
  }
  std::cout << boards.size() << " answers replayed and checked against brute force\n";
  return 0;
}

int damage(const std::string& path) {
  std::fstream file(path, std::ios::in | std::ios::out | std::ios::binary);
  file.seekg(-1, std::ios::end);
  char byte = 0;
  if (!file.get(byte)) return fail("cannot read " + path);
  file.seekp(-1, std::ios::end);
  file.put(static_cast<char>(byte ^ 1));
  return file.flush() ? 0 : fail("cannot write " + path);
}

int truncate(const std::string& path, std::uintmax_t size) {
  std::error_code error;
  std::filesystem::resize_file(path, size, error);
  return error ? fail("cannot truncate " + path + ": " + error.message()) : 0;
}

}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  try {
    if (args.size() == 3 && args[0] == "boards")
      return boards(std::stoi(args[1]), std::stoull(args[2]));
    if (args.size() == 4 && args[0] == "check") return check(std::stoi(args[1]), args[2], args[3]);
    if (args.size() == 2 && args[0] == "damage") return damage(args[1]);
    if (args.size() == 3 && args[0] == "truncate") return truncate(args[1], std::stoull(args[2]));
  } catch (const std::exception& e) {
    return fail(e.what());
  }
  return fail("usage: boards L SEED | check L BOARDS ANSWERS | damage FILE | truncate FILE N");
}
