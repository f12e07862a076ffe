// puzzle-solve: any permutation puzzle, given as a definition in the
// twsearch/ksolve text format, solved optimally. The program only reads text
// and prints answers: the puzzle's coordinates, move tables, pattern
// databases and search all come from the library (rotation/permutation/).

#include <rotation/permutation/coordinate_space.hpp>
#include <rotation/permutation/definition_text.hpp>
#include <rotation/permutation/puzzle.hpp>
#include <rotation/permutation/symmetric_space.hpp>

#include <cstdint>
#include <exception>
#include <iostream>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "permutation_answers_cli.hpp"
#include "permutation_cli.hpp"
#include "puzzle_cli.hpp"

namespace {

using puzzle_solve_cli::CoordinateSpace;
using puzzle_solve_cli::Metric;
using puzzle_solve_cli::Options;
using puzzle_solve_cli::program;

constexpr std::string_view usage = R"(Usage: puzzle-solve [OPTION]... DEFINITION [SCRAMBLES]
Solve states of a permutation puzzle optimally.

DEFINITION is a puzzle in the twsearch/ksolve text format (Name, Set, Solved,
Move ... End). SCRAMBLES, or standard input when it is absent or "-", holds
the states to solve: ScrambleState NAME ... End blocks (the form of Solved),
or lines of moves such as "R U2 F'", each applied to the solved state.

Writes one line per scramble, in input order: the moves of a shortest
solution in the definition's names, separated by spaces (an empty line for a
state already solved, "No Solution" for one that cannot be solved).

Options:
  --metric=NAME   which moves count one: "all" (every power of a generator:
                  R, R2, R'; the default) or "quarter" (the generator and its
                  inverse only: R, R')
  --god           print how many states lie at each distance from the solved
                  state, and God's number, instead of solving (the whole space
                  must fit in --memory)
  --count         print, per scramble, the number of shortest solutions
                  instead of one of them
  --show-positions  print each scramble's state as a ScrambleState block
                  (labels, then twists, per set) instead of solving it: the
                  positions a move sequence reaches, to compare with another
                  program's
  --memory=MB     the most memory a pattern database may take (default 256;
                  half a byte a state of its pattern, or a byte when its
                  distances pass 14, which doubles it)
  --cache-dir=DIR keep the pattern databases in DIR between runs (see below)
  --no-cache      build the pattern databases in memory, keep none
  --images=N      look the tables up on a state and on up to N - 1 of its
                  images under the puzzle's symmetries (1 to 4; 1: the state
                  alone), taking the largest bound; "auto", the default,
                  picks the symmetries that raise the bound on sample states,
                  none when one table holds the whole space
  --threads=N     solve on N threads (default: one per core): several
                  scrambles one a thread, a single one searched on all
  --stats         print the tables built and, per scramble, the search's
                  nodes and time to standard error
  -h, --help      show this help and exit
  --version       show the version and exit

The pattern databases are read from the cache directory when an earlier run
kept them there, else built and kept there: $ROTATION_CACHE_DIR, else
$XDG_CACHE_HOME/rotation, else ~/.cache/rotation (ROTATION_CACHE_DIR=off turns
it off, as --no-cache does). A file there is named after its table and holds a
fingerprint of the definition: one of another definition or a damaged one is
built again, with a note; a cache that cannot be written is only a note.

Messages give the line of the definition or of the scrambles they are about.

Exit status: 0 when every scramble was answered; 1 when the definition or a
scramble is not valid (the answers before it are written), or reading or
writing failed; 2 on a usage error or a file that cannot be opened or read.
)";

std::optional<int> parse_arguments(int argc, char** argv, Options& options) {
  auto fail = [](const std::string& message) { return puzzle_cli::usage_error(program, message); };
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--help" || arg == "-h") return puzzle_cli::print_text(program, usage);
    if (arg == "--version") return puzzle_cli::print_version(program);
    bool missing = false;
    if (const auto value = puzzle_cli::option_value(arg, "--metric", argc, argv, i, missing)) {
      if (*value == "all")
        options.metric = Metric::all_powers;
      else if (*value == "quarter")
        options.metric = Metric::quarter_turns;
      else
        return fail(missing ? "--metric needs a value: all or quarter"
                            : "unknown metric " + puzzle_cli::quoted(*value) +
                                  " (expected all or quarter)");
    } else if (const auto mb = puzzle_cli::option_value(arg, "--memory", argc, argv, i, missing)) {
      const auto n = puzzle_cli::number(*mb);
      if (missing || !n || *n < 1) return fail("--memory needs a number of megabytes, at least 1");
      options.memory_mb = static_cast<std::uint64_t>(*n);
    } else if (const auto t = puzzle_cli::option_value(arg, "--threads", argc, argv, i, missing)) {
      const auto n = puzzle_cli::number(*t);
      if (missing || !n || *n < 1 || *n > 1024)
        return fail("--threads needs a number of threads, 1 to 1024");
      options.threads = static_cast<unsigned>(*n);
    } else if (const auto dir =
                   puzzle_cli::option_value(arg, "--cache-dir", argc, argv, i, missing)) {
      if (missing || dir->empty()) return fail("--cache-dir needs a directory");
      options.cache_dir = std::filesystem::path(*dir);
    } else if (const auto n = puzzle_cli::option_value(arg, "--images", argc, argv, i, missing)) {
      const auto count = puzzle_cli::number(*n);
      if (*n == "auto" && !missing) {
        options.images = 0;
      } else if (missing || !count || *count < 1 ||
                 *count > static_cast<int>(rotation::permutation::max_images)) {
        return fail("--images needs auto or a number of images, 1 to " +
                    std::to_string(rotation::permutation::max_images));
      } else {
        options.images = static_cast<unsigned>(*count);
      }
    } else if (arg == "--no-cache") {
      options.no_cache = true;
    } else if (arg == "--god") {
      options.god = true;
    } else if (arg == "--count") {
      options.count = true;
    } else if (arg == "--show-positions") {
      options.show_positions = true;
    } else if (arg == "--stats") {
      options.stats = true;
    } else if (arg.starts_with("-") && arg != "-") {
      return fail("unknown option " + puzzle_cli::quoted(arg));
    } else {
      files.emplace_back(arg);
    }
  }
  if (files.empty()) return fail("no DEFINITION given");
  if (files.size() > 2) return fail("more than a DEFINITION and a SCRAMBLES file given");
  if (options.god && files.size() == 2) return fail("--god takes no SCRAMBLES");
  if (options.show_positions && (options.god || options.count))
    return fail("--show-positions solves nothing: it cannot go with --god or --count");
  if (options.cache_dir && options.no_cache)
    return fail("--cache-dir and --no-cache exclude each other");
  options.definition = files[0];
  if (files.size() == 2) options.scrambles = files[1];
  return std::nullopt;
}

}  // namespace

int main(int argc, char** argv) {
  Options options;
  if (const auto exit_code = parse_arguments(argc, argv, options)) return *exit_code;
  puzzle_cli::fast_standard_streams();
  try {
    const auto definition_text = puzzle_cli::read_text(program, options.definition);
    if (!definition_text) return 2;
    const rotation::permutation::Puzzle puzzle = [&] {
      try {
        return rotation::permutation::read_definition(*definition_text);
      } catch (const rotation::permutation::definition_error& e) {
        throw rotation::permutation::definition_error(options.definition + ": " + e.what());
      }
    }();
    const CoordinateSpace space(puzzle, options.metric);
    if (options.god) {
      const int status = puzzle_solve_cli::print_god(space, options);
      if (status != 0) return status;
      if (!std::cout.flush()) throw std::runtime_error("error writing the answers");
      return 0;
    }
    const auto scramble_text = puzzle_cli::read_text(program, options.scrambles);
    if (!scramble_text) return 2;
    // The scrambles up to the first bad one: those are answered, then it is reported.
    std::vector<rotation::permutation::Scramble> scrambles;
    std::string scramble_error;
    try {
      rotation::permutation::for_each_scramble(
          *scramble_text, puzzle,
          [&](rotation::permutation::Scramble s) { scrambles.push_back(std::move(s)); });
    } catch (const rotation::permutation::definition_error& e) {
      scramble_error =
          (options.scrambles.empty() || options.scrambles == "-" ? std::string("standard input")
                                                                 : options.scrambles) +
          ": " + e.what();
    }
    if (options.show_positions) {
      puzzle_solve_cli::print_positions(puzzle, scrambles);
    } else {
      const auto heuristic = puzzle_solve_cli::build_heuristic(space, options);
      const auto chosen = puzzle_solve_cli::images_to_look_up(space, heuristic, options);
      if (chosen.size() <= 1) {
        puzzle_solve_cli::answer_all(space, heuristic, scrambles, options);
      } else {
        const rotation::permutation::LargestOverImages over(heuristic, chosen);
        const rotation::permutation::SymmetricSpace images(space, chosen, over.coordinates_read());
        puzzle_solve_cli::answer_all(images, over, scrambles, options);
      }
    }
    if (!scramble_error.empty()) throw rotation::permutation::definition_error(scramble_error);
    if (!std::cout.flush()) throw std::runtime_error("error writing the answers");
  } catch (const std::exception& e) {
    std::cout.flush();
    std::cerr << program << ": " << e.what() << '\n';
    return 1;
  }
  return 0;
}
