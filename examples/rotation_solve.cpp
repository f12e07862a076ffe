// rotation-solve: the judge's program. Reads boards in the judge format and
// writes, per board, the shortest, lexicographically smallest move string and
// the symbol left in the center.

#include <rotation/rotation.hpp>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>

namespace {

constexpr std::string_view usage = R"(Usage: rotation-solve [OPTION]... [FILE]
Solve Rotation Game boards optimally.

Reads boards in the judge format from FILE, or from standard input when FILE is
absent or "-": one board per line, its 24 symbols (1, 2 or 3) in cell order,
and a line holding a single 0 to end. Writes two lines per board: the moves of
the shortest solution as letters (the lexicographically smallest of them), or
"No moves needed"; then the symbol left in the center.

Options:
  --heuristic=NAME  the search's lower bound: misplaced (default: the textbook
                    count of center cells off the majority symbol) or lines
                    (distance of the blocks along their lines)
  --stats           after each board, print its search statistics and time to
                    standard error
  --pretty          draw each board on standard error before solving it
  --help            show this help and exit
  --version         show the version and exit

Exit status: 0 when every board was answered, 1 when the input holds a line
that is not a board (the answers before it are written), 2 on a usage error.
)";

enum class HeuristicName { misplaced, lines };

struct Config {
  HeuristicName heuristic = HeuristicName::misplaced;
  bool stats = false;
  bool pretty = false;
  std::string file;  // empty or "-": standard input
};

// Parses the command line; on --help or --version prints and returns an exit
// code, on a bad argument complains and returns 2.
std::optional<int> parse_arguments(int argc, char** argv, Config& config) {
  auto fail = [](const std::string& message) {
    std::cerr << "rotation-solve: " << message << "\nTry 'rotation-solve --help'.\n";
    return 2;
  };
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--help" || arg == "-h") {
      std::cout << usage;
      return 0;
    }
    if (arg == "--version") {
      std::cout << "rotation-solve " << rotation::version_major << '.' << rotation::version_minor
                << '.' << rotation::version_patch << '\n';
      return 0;
    }
    if (arg == "--stats") {
      config.stats = true;
    } else if (arg == "--pretty") {
      config.pretty = true;
    } else if (arg == "--heuristic" || arg.starts_with("--heuristic=")) {
      std::string_view name;
      if (arg == "--heuristic") {
        if (i + 1 == argc) return fail("--heuristic needs a name: misplaced or lines");
        name = argv[++i];
      } else {
        name = arg.substr(arg.find('=') + 1);
      }
      if (name == "misplaced") {
        config.heuristic = HeuristicName::misplaced;
      } else if (name == "lines") {
        config.heuristic = HeuristicName::lines;
      } else {
        return fail("unknown heuristic '" + std::string(name) + "' (misplaced or lines)");
      }
    } else if (arg.starts_with("-") && arg != "-") {
      return fail("unknown option '" + std::string(arg) + "'");
    } else if (!config.file.empty()) {
      return fail("more than one input file given");
    } else {
      config.file = arg;
    }
  }
  return std::nullopt;
}

template <class Heuristic>
int solve_all(std::istream& input, const Config& config, const Heuristic& heuristic) {
  rotation::JudgeReader<> reader(input);
  try {
    while (const auto board = reader.next()) {
      if (config.pretty) std::cerr << "case " << reader.case_number() << ":\n" << rotation::render(*board);
      const auto start = std::chrono::steady_clock::now();
      const auto solution = rotation::solve(*board, heuristic);
      const std::chrono::duration<double, std::micro> elapsed = std::chrono::steady_clock::now() - start;
      rotation::write_answer(std::cout, solution);
      if (config.stats) {
        std::cerr << "case " << reader.case_number() << ": " << solution.moves.size() << " moves, "
                  << solution.stats.nodes_expanded << " nodes expanded, "
                  << solution.stats.nodes_generated << " generated, "
                  << solution.stats.iterations << " iterations, " << elapsed.count() << " us\n";
      }
    }
  } catch (const rotation::input_error& e) {
    std::cout.flush();
    std::cerr << "rotation-solve: " << e.what() << '\n';
    return 1;
  }
  std::cout.flush();
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  Config config;
  if (const auto exit_code = parse_arguments(argc, argv, config)) return *exit_code;

  std::ifstream file;
  std::istream* input = &std::cin;
  if (!config.file.empty() && config.file != "-") {
    file.open(config.file);
    if (!file) {
      std::cerr << "rotation-solve: cannot open '" << config.file << "'\n";
      return 2;
    }
    input = &file;
  }
  std::ios::sync_with_stdio(false);

  switch (config.heuristic) {
    case HeuristicName::lines:
      return solve_all(*input, config, rotation::heuristics::LineDistance{});
    case HeuristicName::misplaced:
      break;
  }
  return solve_all(*input, config, rotation::heuristics::MisplacedCenter{});
}
