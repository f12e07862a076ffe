// puzzle-solve: any permutation puzzle, given as a definition in the
// twsearch/ksolve text format, solved optimally. The program only reads text
// and prints answers: the puzzle's coordinates, move tables, pattern
// databases and search all come from the library (rotation/permutation/).

#include <rotation/permutation/coordinate_space.hpp>
#include <rotation/permutation/definition_text.hpp>
#include <rotation/permutation/pattern_tables.hpp>
#include <rotation/permutation/puzzle.hpp>
#include <rotation/permutation/solve.hpp>
#include <rotation/permutation/symmetric_space.hpp>
#include <rotation/permutation/symmetry.hpp>
#include <rotation/permutation/table_cache.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <iterator>
#include <mutex>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

#include "progress_bar.hpp"
#include "puzzle_cli.hpp"

namespace {

constexpr std::string_view program = "puzzle-solve";

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

using rotation::permutation::CoordinateSpace;
using rotation::permutation::Metric;

struct Options {
  std::string definition;
  std::string scrambles;  // empty or "-": standard input
  Metric metric = Metric::all_powers;
  bool god = false;
  bool count = false;
  bool show_positions = false;
  bool stats = false;
  std::uint64_t memory_mb = 256;
  unsigned threads = 0;                            // 0: one per core
  unsigned images = 0;                             // --images: 0 for auto
  std::optional<std::filesystem::path> cache_dir;  // --cache-dir
  bool no_cache = false;                           // --no-cache
};

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

// Text that is not a definition or scramble file at all.
struct not_text : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The whole of a file (or of standard input), or nothing after a message when
// it cannot be opened or read. A NUL byte is refused as it arrives (an
// endless input such as /dev/zero is not read until memory runs out), and so
// is a text of more than a gigabyte.
std::optional<std::string> read_all(const std::string& name) {
  std::ifstream file;
  std::istream* const input = puzzle_cli::open_input(program, name, file);
  if (input == nullptr) return std::nullopt;
  const std::string shown =
      name.empty() || name == "-" ? std::string("standard input") : puzzle_cli::quoted(name);
  std::string text;
  constexpr std::size_t chunk = 1 << 16;
  constexpr std::size_t most = std::size_t{1} << 30;
  while (*input) {
    const std::size_t old_size = text.size();
    text.resize(old_size + chunk);
    input->read(text.data() + old_size, chunk);
    text.resize(old_size + static_cast<std::size_t>(input->gcount()));
    if (const auto nul = text.find('\0', old_size); nul != std::string::npos)
      throw not_text(
          shown + ": not text (a NUL byte on line " +
          std::to_string(
              1 + std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(nul), '\n')) +
          ")");
    if (text.size() > most) throw not_text(shown + ": more than a gigabyte of text");
  }
  if (input->bad()) {
    std::cerr << program << ": error reading " << shown << '\n';
    return std::nullopt;
  }
  return text;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// The cache directory, made when missing; nothing (after a note) when it
// cannot be made, or when there is to be none.
std::optional<std::filesystem::path> usable_cache(const Options& options) {
  auto cache = puzzle_cli::cache_directory(options.no_cache, options.cache_dir);
  if (cache) {
    std::error_code error;
    std::filesystem::create_directories(*cache, error);
    if (error) {
      std::cerr << program << ": cache: cannot create the directory "
                << puzzle_cli::quoted(cache->string()) << ": " << error.message()
                << " (the tables are built in memory)\n";
      cache.reset();
    }
  }
  return cache;
}

// What --stats says of the cache: nothing without one; else which tables
// were read from it and which built (and kept in it).
std::string cache_summary(bool cache, std::size_t read, std::size_t tables) {
  if (!cache) return "";
  if (read == tables) return " (read from the cache)";
  if (read == 0) return " (built and kept in the cache)";
  return " (" + std::to_string(read) + " read from the cache, " + std::to_string(tables - read) +
         " built)";
}

// The pattern databases of the default heuristic, read from the cache or
// built (with a status line on a terminal) and, with --stats, a summary.
rotation::permutation::LargestOfPatterns build_heuristic(const CoordinateSpace& space,
                                                         const Options& options) {
  const auto start = std::chrono::steady_clock::now();
  const auto cache = usable_cache(options);
  puzzle_cli::ProgressBar bar(program, puzzle_cli::stderr_is_terminal());
  const std::uint64_t entries = options.memory_mb << 21;  // half a byte each
  auto patterns = rotation::permutation::choose_patterns(space, entries);
  std::vector<rotation::permutation::CoordinatePatternDatabase> databases;
  std::uint64_t bytes = 0;
  std::size_t read = 0;
  for (auto& pattern : patterns) {
    std::vector<std::string> notes;  // written once the status line is gone
    {
      const puzzle_cli::ElapsedStatus status(
          bar, std::string(cache ? "reading or building" : "building") + " a pattern database of " +
                   std::to_string(pattern.size()) + " states");
      if (cache) {
        auto cached = rotation::permutation::load_or_build(
            std::move(pattern), *cache, {},
            [&](const std::string& note) { notes.push_back(note); });
        read += cached.read ? 1 : 0;
        databases.push_back(std::move(cached.database));
      } else {
        databases.emplace_back(std::move(pattern));
      }
    }
    bar.clear();
    for (const std::string& note : notes) std::cerr << program << ": cache: " << note << '\n';
    bytes += databases.back().memory_bytes();
  }
  if (options.stats)
    std::cerr << program << ": " << puzzle_cli::counted(databases.size(), "table", "tables") << " ("
              << bytes << " bytes) ready in " << seconds_since(start) << " s"
              << cache_summary(cache.has_value(), read, databases.size()) << '\n';
  return rotation::permutation::LargestOfPatterns(std::move(databases));
}

// The symmetries whose images of each state the tables are looked up on too,
// the identity first (--images): none beyond it for a table of the whole
// space, which is exact; else, by default, those that choose_images finds to
// raise the bound on sample states, up to max_images.
std::vector<rotation::permutation::Symmetry> images_to_look_up(
    const CoordinateSpace& space, const rotation::permutation::LargestOfPatterns& tables,
    const Options& options) {
  const auto& databases = tables.databases();
  const bool exact =
      databases.size() == 1 && databases[0].pattern().chosen().size() >= space.exact_coordinates();
  if (options.images == 1 || exact) return {};
  const auto start = std::chrono::steady_clock::now();
  const auto candidates = rotation::permutation::symmetries(space.puzzle(), space.metric());
  auto chosen = options.images == 0
                    ? rotation::permutation::choose_images(space, tables, candidates)
                    : rotation::permutation::choose_images(space, tables, candidates,
                                                           options.images, 1000, 100, 0.0);
  if (options.stats)
    std::cerr << program << ": tables looked up on "
              << puzzle_cli::counted(chosen.size(), "image", "images") << " of each state (of "
              << puzzle_cli::counted(candidates.size(), "symmetry", "symmetries") << "), chosen in "
              << seconds_since(start) << " s\n";
  return chosen;
}

// --god: the distances of every state, from one table over every coordinate.
int print_god(const CoordinateSpace& space, const Options& options) {
  std::vector<std::size_t> all(space.coordinates().size());
  for (std::size_t c = 0; c < all.size(); ++c) all[c] = c;
  const rotation::permutation::CoordinatePattern pattern(space, all);
  if (pattern.size() > (options.memory_mb << 21)) {
    std::cerr << program << ": the whole space takes at least " << pattern.size() / 2
              << " bytes, more than --memory=" << options.memory_mb << " allows\n";
    return 1;
  }
  puzzle_cli::ProgressBar bar(program, puzzle_cli::stderr_is_terminal());
  const puzzle_cli::ElapsedStatus status(
      bar, "a breadth-first search over " + std::to_string(pattern.size()) + " states");
  const rotation::permutation::CoordinatePatternDatabase database(pattern);
  const auto counts = database.distance_counts();
  std::uint64_t total = 0;
  for (std::size_t d = 0; d < counts.size(); ++d) {
    std::cout << d << ' ' << counts[d] << '\n';
    total += counts[d];
  }
  std::cout << total << " states, God's number " << counts.size() - 1 << '\n';
  return 0;
}

// One scramble's answer line, and its statistics for --stats.
struct Answer {
  std::string line;
  std::string stats;
};

// How far a long search has come, called on the thread that searches: its
// bound and its work so far.
using LiveProgress = std::function<void(int bound, const rotation::search::Statistics&)>;

// Nodes a second, for --stats and the progress line.
std::string rate(std::uint64_t nodes, double seconds) {
  const double per_second = seconds > 0 ? static_cast<double>(nodes) / seconds : 0.0;
  return std::to_string(static_cast<std::uint64_t>(per_second)) + " nodes/s";
}

// A scramble's answer, its search on `threads` threads (0: one per core);
// `live`, when given, hears of each pass and, every second, of the work so far.
// The space of coordinates a search runs over, with or without images.
const CoordinateSpace& coordinates_of(const CoordinateSpace& space) { return space; }
const CoordinateSpace& coordinates_of(const rotation::permutation::SymmetricSpace& space) {
  return space.space();
}

template <class Space, class Tables>
Answer answer(const Space& space, const Tables& h, const rotation::permutation::Scramble& scramble,
              const Options& options, unsigned threads, const LiveProgress& live = {}) {
  rotation::search::ParallelOptions search;
  search.threads = threads;
  if (live) {
    search.on_pass = live;
    search.on_checkpoint = [&live](const rotation::search::Checkpoint& c) {
      live(c.bound, c.stats);
    };
    search.checkpoint_interval = std::chrono::seconds(1);
  }
  const auto start = std::chrono::steady_clock::now();
  Answer result;
  const auto coordinates = space.encode(scramble.state);
  const bool reachable =
      coordinates && coordinates_of(space).puzzle().invariant_problem(scramble.state).empty();
  rotation::search::Statistics stats;
  if (!reachable) {
    result.line = options.count ? "0" : "No Solution";
  } else if (options.count) {
    const auto counted = rotation::permutation::count_solutions(space, h, *coordinates, search);
    result.line = std::to_string(counted.count);
    stats = counted.stats;
  } else {
    const auto solved = rotation::permutation::solve(space, h, *coordinates, search);
    if (!solved.found()) {
      result.line = "No Solution";
    } else {
      for (const auto move : solved.path) {
        if (!result.line.empty()) result.line += ' ';
        result.line += coordinates_of(space).moves()[move].name;
      }
    }
    stats = solved.stats;
  }
  if (options.stats) {
    std::ostringstream text;
    text << program << ": scramble " << scramble.name << " (line " << scramble.line
         << "): " << stats.nodes_expanded << " nodes expanded, " << stats.nodes_generated
         << " generated, " << seconds_since(start) * 1000 << " ms, "
         << rate(stats.nodes_generated, seconds_since(start)) << '\n';
    result.stats = text.str();
  }
  return result;
}

// Every scramble answered on `threads` threads, the answers written in input
// order as soon as those before them are; a single scramble is searched on
// them all. On a terminal, a line on standard error says how far it is: the
// scrambles answered, or, for a single one, its search's bound and nodes.
template <class Space, class Tables>
void answer_all(const Space& space, const Tables& h,
                const std::vector<rotation::permutation::Scramble>& scrambles,
                const Options& options) {
  const unsigned threads = std::max(
      1U, std::min(options.threads != 0 ? options.threads : std::thread::hardware_concurrency(),
                   static_cast<unsigned>(std::min<std::size_t>(scrambles.size(), 1024))));
  const auto start = std::chrono::steady_clock::now();
  // Drawn on the calling thread only: a lone scramble is searched from it.
  puzzle_cli::ProgressBar bar(program, puzzle_cli::stderr_is_terminal());
  LiveProgress live;
  if (bar.shown() && scrambles.size() == 1)
    live = [&bar, start](int bound, const rotation::search::Statistics& so_far) {
      const double seconds = seconds_since(start);
      bar.status("searching: bound " + std::to_string(bound) + ", " +
                 std::to_string(so_far.nodes_generated) + " nodes, " +
                 rate(so_far.nodes_generated, seconds) + ", " +
                 std::to_string(static_cast<long>(seconds)) + " s");
    };
  auto show_answered = [&](std::size_t done) {
    if (scrambles.size() > 1)
      bar.status("answered " + std::to_string(done) + " of " + std::to_string(scrambles.size()) +
                 " scrambles: " + std::to_string(static_cast<long>(seconds_since(start))) + " s");
  };
  std::vector<std::optional<Answer>> answers(scrambles.size());
  std::mutex mutex;
  std::condition_variable ready;
  std::atomic<std::size_t> next{0};
  std::exception_ptr failure;
  auto work = [&] {
    for (std::size_t i = next++; i < scrambles.size(); i = next++) {
      Answer a;
      try {
        a = answer(space, h, scrambles[i], options, scrambles.size() == 1 ? options.threads : 1,
                   live);
      } catch (...) {
        const std::lock_guard lock(mutex);
        if (!failure) failure = std::current_exception();
        next = scrambles.size();
        ready.notify_all();
        return;
      }
      const std::lock_guard lock(mutex);
      answers[i] = std::move(a);
      ready.notify_all();
    }
  };
  // The calling thread writes the answers (and the progress line) while
  // `threads` others search; a lone search on one thread runs on it.
  std::vector<std::thread> pool;
  const bool inline_search = threads == 1 && (scrambles.size() == 1 || !bar.shown());
  if (inline_search)
    work();
  else
    for (unsigned t = 0; t < threads; ++t) pool.emplace_back(work);
  {
    std::unique_lock lock(mutex);
    for (std::size_t i = 0; i < scrambles.size(); ++i) {
      while (!ready.wait_for(lock, std::chrono::seconds(1),
                             [&] { return answers[i].has_value() || failure; }))
        show_answered(i);
      if (failure) break;
      bar.clear();
      std::cout << answers[i]->line << '\n';
      if (options.stats) std::cerr << answers[i]->stats;
      answers[i].reset();
    }
  }
  bar.clear();
  for (auto& thread : pool) thread.join();
  if (failure) std::rethrow_exception(failure);
}

// --show-positions: each scramble's state as a block, a line of moves named
// by its line number (the moves in a comment above it).
void print_positions(const rotation::permutation::Puzzle& puzzle,
                     const std::vector<rotation::permutation::Scramble>& scrambles) {
  for (std::size_t i = 0; i < scrambles.size(); ++i) {
    const auto& s = scrambles[i];
    const bool one_word = !s.name.empty() && s.name.find(' ') == std::string::npos;
    if (i != 0) std::cout << '\n';
    std::string name = s.name;
    if (!one_word || puzzle.try_parse_moves(s.name)) {
      std::cout << "# " << s.name << '\n';
      name = "line" + std::to_string(s.line);
    }
    std::cout << rotation::permutation::state_block(puzzle, s.state, name);
  }
}

}  // namespace

int main(int argc, char** argv) {
  Options options;
  if (const auto exit_code = parse_arguments(argc, argv, options)) return *exit_code;
  puzzle_cli::fast_standard_streams();
  try {
    const auto definition_text = read_all(options.definition);
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
      const int status = print_god(space, options);
      if (status != 0) return status;
      if (!std::cout.flush()) throw std::runtime_error("error writing the answers");
      return 0;
    }
    const auto scramble_text = read_all(options.scrambles);
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
      print_positions(puzzle, scrambles);
    } else {
      const auto heuristic = build_heuristic(space, options);
      const auto chosen = images_to_look_up(space, heuristic, options);
      if (chosen.size() <= 1) {
        answer_all(space, heuristic, scrambles, options);
      } else {
        const rotation::permutation::LargestOverImages over(heuristic, chosen);
        const rotation::permutation::SymmetricSpace images(space, chosen, over.coordinates_read());
        answer_all(images, over, scrambles, options);
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
