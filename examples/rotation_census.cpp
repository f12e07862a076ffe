// rotation-census: every board of a # board at once. Prints how many boards
// need each number of moves, or God's number (the most moves any board needs)
// with how many boards need it and one that does. A thin program on
// rotation/census.hpp, which says how.

#include <rotation/board.hpp>
#include <rotation/census.hpp>
#include <rotation/hash_topology.hpp>

#include "progress_bar.hpp"
#include "puzzle_cli.hpp"

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>

namespace {

constexpr std::string_view program = "rotation-census";

constexpr std::string_view usage = R"(Usage: rotation-census [OPTION]...
Count the boards of the Rotation Game's # board by the moves they need.

Prints how many boards of the given size need each number of moves: one line
"D COUNT" per number of moves D, in increasing order, then "total N", the
number of boards. Counts every board exactly, from the distance of every
placement of one symbol: about a second for the standard board. Sizes 9 and
11 have too many boards for that (about 1e17 and 8e24).

With --hardest, prints God's number instead: "moves M", the most moves any
board needs; "boards K", how many boards need M moves, or "boards unknown"
where they are not counted (size 11, whose count is out of reach, or with
--no-count); then a board that needs M moves, in the judge format (its
symbols in cell order, separated by spaces). M is proved: an exhaustive
search shows that no board needs M + 1. Release times on two cores: a tenth
of a second for sizes 5 and 7; size 9 half a minute, 2 seconds without the
count; size 11 about two minutes (uncounted).

Options:
  --size=L     the # board of size L: 5, 7 (the standard board, default), 9
               or 11 (also --size L)
  --hardest    God's number, as above
  --no-count   with --hardest, find one board that needs M moves, not all
  --stats      print what each search did, and the time, to standard error
  -h, --help   show this help and exit
  --version    show the version and exit

A progress bar is drawn on standard error when it is a terminal.

Exit status: 0 when everything was printed; 1 when the computation or writing
failed; 2 on a usage error or a census out of reach.
)";

struct Config {
  int size = 7;
  bool hardest = false;
  bool count = true;
  bool stats = false;
};

std::optional<int> parse_arguments(int argc, char** argv, Config& config) {
  auto fail = [](const std::string& message) { return puzzle_cli::usage_error(program, message); };
  bool missing = false;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--help" || arg == "-h") return puzzle_cli::print_text(program, usage);
    if (arg == "--version") return puzzle_cli::print_version(program);
    if (arg == "--hardest") {
      config.hardest = true;
    } else if (arg == "--no-count") {
      config.count = false;
    } else if (arg == "--stats") {
      config.stats = true;
    } else if (const auto size_text =
                   puzzle_cli::option_value(arg, "--size", argc, argv, i, missing)) {
      if (missing) return fail("--size needs a board size: 5, 7, 9 or 11");
      const auto size = puzzle_cli::board_size(*size_text);
      if (!size)
        return fail("unknown board size " + puzzle_cli::quoted(*size_text) + " (5, 7, 9 or 11)");
      config.size = *size;
    } else if (arg.starts_with("-")) {
      return fail("unknown option " + puzzle_cli::quoted(arg));
    } else {
      return fail("unexpected argument " + puzzle_cli::quoted(arg) +
                  " (the program reads no input)");
    }
  }
  if (!config.hardest && !config.count) return fail("--no-count goes with --hardest");
  if (!config.hardest && config.size > 7)
    return fail("counting every board of size " + std::to_string(config.size) +
                " is out of reach (--hardest is not)");
  return std::nullopt;
}

// The census's progress, on the bar; nothing when the bar is not shown.
rotation::ProgressCallback progress_of(puzzle_cli::ProgressBar& bar) {
  if (!bar.shown()) return {};
  return [&bar](const rotation::Progress& progress) { bar.show(progress.task, progress.fraction); };
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

template <class T>
void print_census(const Config& config, puzzle_cli::ProgressBar& bar) {
  const auto start = std::chrono::steady_clock::now();
  bar.start("finding the distance of every placement");
  const rotation::PlacementDistances<T> distances;
  const double table_seconds = seconds_since(start);
  rotation::CensusOptions options;
  options.progress = progress_of(bar);
  const auto census = rotation::board_census<T>(distances, options);
  bar.clear();
  for (std::size_t d = 0; d < census.boards_at.size(); ++d)
    std::cout << d << ' ' << census.boards_at[d] << '\n';
  std::cout << "total " << census.total() << '\n';
  if (config.stats)
    std::cerr << program << ": placement distances in " << table_seconds << " s, census in "
              << seconds_since(start) - table_seconds << " s\n";
}

template <class T>
void print_hardest(const Config& config, puzzle_cli::ProgressBar& bar) {
  const auto start = std::chrono::steady_clock::now();
  bar.start("finding the distance of every placement");
  const rotation::PlacementDistances<T> distances;
  const double table_seconds = seconds_since(start);
  rotation::GodsNumberOptions options;
  options.progress = progress_of(bar);
  // Counted up to size 9 (about 25 s there), unless asked not to.
  options.count = config.count ? rotation::CountBoards::if_in_reach : rotation::CountBoards::never;
  const auto gods = rotation::gods_number<T>(distances, options);
  bar.clear();
  std::cout << "moves " << gods.moves << '\n';
  if (gods.boards)
    std::cout << "boards " << *gods.boards << '\n';
  else
    std::cout << "boards unknown\n";
  std::cout << rotation::to_string(gods.witness) << '\n';
  if (config.stats) {
    std::cerr << program << ": placement distances in " << table_seconds << " s\n";
    for (const auto& search : gods.searches)
      std::cerr << program << ": " << search.moves << " moves or more: "
                << puzzle_cli::counted(search.candidates, "candidate", "candidates") << ", "
                << puzzle_cli::counted(search.nodes, "node", "nodes") << ", "
                << puzzle_cli::counted(search.partitions, "partition", "partitions")
                << (search.complete ? " (all)" : " (the first)") << ", " << search.seconds
                << " s\n";
  }
}

template <class T>
void run(const Config& config, puzzle_cli::ProgressBar& bar) {
  if (config.hardest) {
    print_hardest<T>(config, bar);
  } else if constexpr (rotation::CensusInReach<T>) {
    print_census<T>(config, bar);
  }
}

}  // namespace

int main(int argc, char** argv) {
  Config config;
  if (const auto exit_code = parse_arguments(argc, argv, config)) return *exit_code;
  std::ios::sync_with_stdio(false);
  puzzle_cli::ProgressBar bar(program, puzzle_cli::stderr_is_terminal());
  try {
    switch (config.size) {
      case 5:
        run<rotation::HashTopology<5>>(config, bar);
        break;
      case 9:
        run<rotation::HashTopology<9>>(config, bar);
        break;
      case 11:
        run<rotation::HashTopology<11>>(config, bar);
        break;
      default:
        run<rotation::StandardTopology>(config, bar);
        break;
    }
  } catch (const std::exception& e) {
    bar.clear();
    std::cout.flush();
    std::cerr << program << ": " << e.what() << '\n';
    return 1;
  }
  if (!std::cout.flush()) {
    std::cerr << program << ": error writing the results\n";
    return 1;
  }
  return 0;
}
