// rotation-census: every board of a # board at once. Prints how many boards
// need each number of moves, or God's number (the most moves any board needs)
// with how many boards need it and one that does. A thin program on
// rotation/census.hpp, which says how.

#include <rotation/board.hpp>
#include <rotation/census.hpp>
#include <rotation/detail/memory_limit.hpp>
#include <rotation/error.hpp>
#include <rotation/hash_topology.hpp>
#include <rotation/search/build_in_place.hpp>
#include <rotation/search/pattern_database.hpp>

#include "distance_tables.hpp"
#include "placement_distances_file.hpp"
#include "progress_bar.hpp"
#include "puzzle_cli.hpp"

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <iostream>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>
#include <vector>

namespace {

constexpr std::string_view program = "rotation-census";

constexpr std::string_view usage = R"(Usage: rotation-census [OPTION]...
Count the boards of the Rotation Game's # board by the moves they need.

Prints how many boards of the given size need each number of moves: one line
"D COUNT" per number of moves D, in increasing order, then "total N", the
number of boards. Counts every board exactly, from the distance of every
placement of one symbol: about a second for the standard board. Sizes 9 and
up have too many boards for that (about 1e17 for size 9, 8e24 for 11).

With --hardest, prints God's number instead: "moves M", the most moves any
board needs; "boards K", how many boards need M moves, or "boards unknown"
where they are not counted (sizes 11 and 13, whose counts are out of reach,
or with --no-count); then a board that needs M moves, in the judge format
(its symbols in cell order, separated by spaces). M is proved: an exhaustive
search shows that no board needs M + 1. Release times on two cores: a tenth
of a second for sizes 5 and 7; size 9 half a minute, 2 seconds without the
count; size 11 about 20 seconds and size 13 about a minute (uncounted; size
13 first finds the distance of every placement, 381 MB of memory and half
a minute, and a local search finds its board). Sizes 15 and 17 are out of
reach.

Options:
  --size=L         the # board of size L: 5, 7 (the standard board, default),
                   9, 11 or 13 (also --size L); 15 and 17 are out of reach
  --hardest        God's number, as above
  --no-count       with --hardest, find one board that needs M moves, not all
  --table-dir=DIR  keep the distance of every placement in DIR (also
                   --table-dir DIR; by default the environment variable
                   ROTATION_TABLE_DIR, if set): read from there when saved
                   there before, else found and saved there
  --stats          print what each search did, and the time, to standard error
  -h, --help       show this help and exit
  --version        show the version and exit

A progress bar is drawn on standard error when it is a terminal; there, the
distances of size 9 and up are announced first, with the memory and an
estimate of the time they take. A computation that cannot fit in the memory
the process may have is refused before it starts.

Exit status: 0 when everything was printed; 1 when the computation (or
reading or saving the distances) or writing failed, or the computation cannot
fit in memory; 2 on a usage error or a computation out of reach.
)";

struct Config {
  int size = 7;
  bool hardest = false;
  bool count = true;
  bool stats = false;
  std::optional<std::string> table_dir;  // --table-dir
};

// The largest size whose God's number is searched for. 15 and 17 have 4 and
// 12 times the placements of 13 (their distances alone take 1.4 and 4.4 GB),
// and the exhaustive searches would grow far more.
constexpr int largest_hardest_size = 13;

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
      if (missing) return fail(puzzle_cli::missing_size_message());
      const auto size = puzzle_cli::board_size(*size_text);
      if (!size) return fail(puzzle_cli::unknown_size_message(*size_text));
      config.size = *size;
    } else if (const auto directory =
                   puzzle_cli::option_value(arg, "--table-dir", argc, argv, i, missing)) {
      if (missing || directory->empty()) return fail("--table-dir needs a directory");
      config.table_dir = std::string(*directory);
    } else if (arg.starts_with("-")) {
      return fail("unknown option " + puzzle_cli::quoted(arg));
    } else {
      return fail("unexpected argument " + puzzle_cli::quoted(arg) +
                  " (the program reads no input)");
    }
  }
  if (!config.hardest && !config.count) return fail("--no-count goes with --hardest");
  const std::string size = std::to_string(config.size);
  if (!config.hardest && config.size > 7) {
    std::string message = "counting every board of size " + size;
    message += config.size <= largest_hardest_size ? " is out of reach (--hardest is not)"
                                                   : " is out of reach (and so is --hardest)";
    return fail(message);
  }
  if (config.hardest && config.size > largest_hardest_size) {
    std::string message = "God's number of size " + size;
    message += " is out of reach (--hardest goes up to size 13)";
    return fail(message);
  }
  return std::nullopt;
}

// The census's progress, on the bar; nothing when the bar is not shown.
rotation::ProgressCallback progress_of(puzzle_cli::ProgressBar& bar) {
  if (!bar.shown()) return {};
  return [&bar](const rotation::Progress& progress) { bar.show(progress.task, progress.fraction); };
}

// The distance of every placement: refused first when it cannot fit in the
// memory this process may have, before anything is said or allocated; then
// read from the directory of tables or found (and saved there), as
// load_or_build says, which on a terminal tells what it does.
template <class T>
rotation::PlacementDistances<T> placement_distances(const Config& config,
                                                    puzzle_cli::ProgressBar& bar) {
  using Distances = rotation::PlacementDistances<T>;
  Distances::refuse_if_too_large();
  const auto directory = puzzle_cli::table_directory(config.table_dir);
  puzzle_cli::TableJob job{"the distance of every placement of size " + std::to_string(config.size),
                           Distances::placements(), Distances::build_memory_bytes(), std::nullopt};
  if (directory) job.file = *directory / puzzle_cli::distances_file_name<T>();
  const std::optional<std::filesystem::path>& file = job.file;
  auto load_or_find = [&file](const rotation::search::InPlaceBuildOptions& options) {
    std::error_code ignored;
    if (file && std::filesystem::exists(*file, ignored))
      return puzzle_cli::load_distances<T>(*file);
    Distances distances(options);
    if (file) puzzle_cli::save_distances(distances, *file);
    return distances;
  };
  return puzzle_cli::load_or_build(bar, job, load_or_find);
}

template <class T>
void print_census(const Config& config, puzzle_cli::ProgressBar& bar) {
  const auto start = std::chrono::steady_clock::now();
  const auto distances = placement_distances<T>(config, bar);
  const double table_seconds = puzzle_cli::seconds_since(start);
  rotation::CensusOptions options;
  options.progress = progress_of(bar);
  const auto census = rotation::board_census<T>(distances, options);
  bar.clear();
  for (std::size_t d = 0; d < census.boards_at.size(); ++d)
    std::cout << d << ' ' << census.boards_at[d] << '\n';
  std::cout << "total " << census.total() << '\n';
  if (config.stats)
    std::cerr << program << ": placement distances in " << table_seconds << " s, census in "
              << puzzle_cli::seconds_since(start) - table_seconds << " s\n";
}

// Refuses God's number, before anything is built, when what it takes cannot
// fit in the memory this process may have: the distance of every placement
// (a byte each) and, for each search, a bit per placement marking the
// candidates (their lists, a few megabytes, on top).
template <class T>
void refuse_hardest_if_too_large(const Config& config) {
  using Distances = rotation::PlacementDistances<T>;
  const std::uint64_t needed = Distances::build_memory_bytes() + Distances::placements() / 8;
  const auto limit = rotation::detail::memory_limit();
  if (!limit || needed <= limit->bytes) return;
  std::string message = "God's number of size " + std::to_string(config.size);
  message += " needs about ";
  message += rotation::detail::readable_bytes(needed);
  message += " of memory (a byte and a bit for each of its ";
  message += std::to_string(Distances::placements());
  message += " placements), and this process may have ";
  message += rotation::detail::readable_bytes(limit->bytes);
  message += " (";
  message += limit->source;
  message += ')';
  throw rotation::insufficient_memory(message);
}

template <class T>
void print_hardest(const Config& config, puzzle_cli::ProgressBar& bar) {
  refuse_hardest_if_too_large<T>(config);
  const auto start = std::chrono::steady_clock::now();
  const auto distances = placement_distances<T>(config, bar);
  const double table_seconds = puzzle_cli::seconds_since(start);
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
    if (gods.local_search)
      std::cerr << program << ": local search: a board of " << gods.local_search->moves
                << " moves, found by climb " << gods.local_search->found_by + 1 << " of "
                << gods.local_search->climbs << ", " << gods.local_search->seconds << " s\n";
    for (const auto& search : gods.searches)
      std::cerr << program << ": " << search.moves << " moves or more: "
                << puzzle_cli::counted(search.candidates, "candidate", "candidates") << ", "
                << puzzle_cli::counted(search.nodes, "node", "nodes") << ", "
                << puzzle_cli::counted(search.partitions, "partition", "partitions")
                << (search.complete ? " (all)" : " (the first)") << ", " << search.seconds << " s"
                << (search.candidates > 0 && T::symbol_count * search.most_center_cells < 8
                        ? " (each holds " + std::to_string(search.most_center_cells) +
                              " of the 8 center cells at most: no board)"
                        : "")
                << '\n';
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
      case 13:
        run<rotation::HashTopology<13>>(config, bar);
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
