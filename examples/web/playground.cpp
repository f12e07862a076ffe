// The playground's WebAssembly module: the library behind a small C API that
// the page's JavaScript calls. Built for wasm32-wasi as a reactor (a library
// module, no main), without exceptions and without iostreams, which would
// triple its size: text comes in through a buffer the page fills, and goes
// out as JSON (or judge-format text) that the page reads back.
//
// Every call takes the board size first (5, 7, 9, 11 or 13: the # boards the
// page offers) and leaves its answer in the result buffer. Errors are the
// library's own messages, as JSON {"error": ..., "line"/"position": ...}.

#include <rotation/all_solutions.hpp>
#include <rotation/board.hpp>
#include <rotation/census.hpp>
#include <rotation/hash_topology.hpp>
#include <rotation/heuristics/exact_distance.hpp>
#include <rotation/heuristics/line_distance.hpp>
#include <rotation/heuristics/misplaced_center.hpp>
#include <rotation/judge_text.hpp>
#include <rotation/move.hpp>
#include <rotation/placement_abstraction.hpp>
#include <rotation/search/ida_star.hpp>
#include <rotation/search_domain.hpp>
#include <rotation/solve.hpp>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#define ROTATION_EXPORT(name) extern "C" __attribute__((export_name(#name)))

// The page's hook, called before each IDA* pass of rt_passes: the worker
// posts it to the page, so that a long search shows its progress.
extern "C" __attribute__((import_module("env"), import_name("rt_pass"))) void rt_pass(
    int heuristic, int bound, double expanded_so_far);

namespace {

std::vector<char> input;
std::string output;

std::string_view input_text(std::size_t length) {
  return {input.data(), length < input.size() ? length : input.size()};
}

// JSON, just what the answers need.
std::string quoted(std::string_view text) {
  std::string json = "\"";
  for (const char c : text) {
    if (c == '"' || c == '\\') {
      json += '\\';
      json += c;
    } else if (static_cast<unsigned char>(c) < 0x20) {
      constexpr char hex[] = "0123456789abcdef";
      json += "\\u00";
      json += hex[(c >> 4) & 0xf];
      json += hex[c & 0xf];
    } else {
      json += c;
    }
  }
  return json + '"';
}

std::string number(std::uint64_t value) { return std::to_string(value); }

std::string error_json(const rotation::ParseError& error, std::string_view where) {
  return "{\"error\":" + quoted(error.message) + ",\"" + std::string(where) +
         "\":" + number(error.position) + "}";
}

template <class T>
std::string cells_json(const rotation::Board<T>& board) {
  std::string json = "[";
  for (std::size_t cell = 0; cell < T::cell_count; ++cell) {
    if (cell != 0) json += ',';
    json += std::to_string(board[cell]);
  }
  return json + "]";
}

template <class T>
std::string center_json(const rotation::Board<T>& board) {
  const auto center = board.center_symbol();
  return center ? std::to_string(*center) : "null";
}

template <class T>
std::string board_json(const rotation::Board<T>& board) {
  return "{\"cells\":" + cells_json(board) + ",\"center\":" + center_json(board) + "}";
}

template <class Cells>
std::string list_json(const Cells& cells) {
  std::string json = "[";
  bool first = true;
  for (const auto cell : cells) {
    if (!first) json += ',';
    first = false;
    json += std::to_string(static_cast<int>(cell));
  }
  return json + "]";
}

// Calls work.template operator()<T>() with T the topology of `size`; false
// for a size the page does not offer.
template <class Work>
bool with_size(int size, Work&& work) {
  switch (size) {
    case 5:
      work.template operator()<rotation::HashTopology<5>>();
      return true;
    case 7:
      work.template operator()<rotation::StandardTopology>();
      return true;
    case 9:
      work.template operator()<rotation::HashTopology<9>>();
      return true;
    case 11:
      work.template operator()<rotation::HashTopology<11>>();
      return true;
    case 13:
      work.template operator()<rotation::HashTopology<13>>();
      return true;
    default:
      output = "{\"error\":\"the playground offers the sizes 5, 7, 9, 11 and 13, not " +
               std::to_string(size) + "\"}";
      return false;
  }
}

// The first board of judge-format text (one board typed, or a pasted input).
template <class T>
rotation::Parsed<rotation::Board<T>> first_board(std::string_view text) {
  rotation::JudgeText<T> reader(text);
  auto next = reader.try_next();
  if (!next) return next.error();
  if (!next->has_value()) return rotation::ParseError{"no board: the text is empty", 0};
  return **next;
}

}  // namespace

// The input buffer, grown to hold `bytes`: the page writes its text there.
ROTATION_EXPORT(rt_input) char* rt_input(std::size_t bytes) {
  input.resize(bytes);
  return input.data();
}

ROTATION_EXPORT(rt_output) const char* rt_output() { return output.data(); }
ROTATION_EXPORT(rt_output_length) std::size_t rt_output_length() { return output.size(); }

// The board's shape: where each cell is drawn, the eight lines (move A's
// cells first, from the head of the line), the center and the symbol count;
// and the placements of one symbol's blocks, the entries of the size's exact
// table, by which the page scales the time of a build it has measured.
ROTATION_EXPORT(rt_topology) void rt_topology(int size) {
  with_size(size, [&]<class T>() {
    output =
        "{\"size\":" + std::to_string(size) + ",\"symbols\":" + std::to_string(T::symbol_count) +
        ",\"placements\":" + number(rotation::PlacementAbstraction<T>::size()) + ",\"layout\":[";
    for (std::size_t cell = 0; cell < T::cell_count; ++cell) {
      if (cell != 0) output += ',';
      output += "[" + std::to_string(T::layout[cell].row) + "," +
                std::to_string(T::layout[cell].column) + "]";
    }
    output += "],\"lines\":[";
    for (std::size_t line = 0; line < T::lines.size(); ++line) {
      if (line != 0) output += ',';
      output += list_json(T::lines[line]);
    }
    output += "],\"center\":" + list_json(T::center) + "}";
  });
}

// The first board of the judge-format text in the input: its cells, or the
// library's message for a bad one ("line": the line it names).
ROTATION_EXPORT(rt_read) void rt_read(int size, std::size_t length) {
  with_size(size, [&]<class T>() {
    const auto board = first_board<T>(input_text(length));
    output = board ? board_json(*board) : error_json(board.error(), "line");
  });
}

// A board from its cells, one symbol per character ("1", "2", ...): the
// page's edits, checked by the library.
ROTATION_EXPORT(rt_make) void rt_make(int size, std::size_t length) {
  with_size(size, [&]<class T>() {
    std::vector<int> symbols;
    for (const char c : input_text(length)) symbols.push_back(c - '0');
    const auto board = rotation::Board<T>::try_make(symbols);
    output = board ? board_json(*board) : error_json(board.error(), "position");
  });
}

// The board of the first line after the moves named on the second: each
// intermediate board, so that the page can animate them.
ROTATION_EXPORT(rt_apply) void rt_apply(int size, std::size_t length) {
  with_size(size, [&]<class T>() {
    const std::string_view text = input_text(length);
    const std::size_t newline = text.find('\n');
    const auto parsed = first_board<T>(text.substr(0, newline));
    if (!parsed) {
      output = error_json(parsed.error(), "line");
      return;
    }
    auto board = *parsed;
    const auto moves = rotation::try_parse_moves<T>(
        newline == std::string_view::npos ? std::string_view() : text.substr(newline + 1));
    if (!moves) {
      output = error_json(moves.error(), "position");
      return;
    }
    output = "{\"boards\":[" + board_json(board);
    for (const auto move : *moves) {
      board.apply(move);
      output += "," + board_json(board);
    }
    output += "]}";
  });
}

// Builds the exact table of the size now, so that the page can time it apart
// from the searches (it is built once, on first use, otherwise).
ROTATION_EXPORT(rt_prepare) void rt_prepare(int size) {
  with_size(size, [&]<class T>() {
    static_cast<void>(rotation::PatternDatabase<T>::instance());
    output = "{}";
  });
}

// Builds a table of the size of its own, as instance() does once, and drops
// it: the page times it just before a larger size's first build, to say how
// long that one should take in this browser, on this machine, now.
ROTATION_EXPORT(rt_build_once) void rt_build_once(int size) {
  with_size(size, [&]<class T>() {
    const rotation::PatternDatabase<T> table;
    output = "{\"bytes\":" + number(table.memory_bytes()) + "}";
  });
}

// Solves the first board of the input: the first shortest answer, its center
// symbol and how many shortest answers there are.
ROTATION_EXPORT(rt_solve) void rt_solve(int size, std::size_t length) {
  with_size(size, [&]<class T>() {
    const auto board = first_board<T>(input_text(length));
    if (!board) {
      output = error_json(board.error(), "line");
      return;
    }
    const auto solution = rotation::solve(*board);
    const auto all = rotation::count_solutions(*board);
    output = "{\"moves\":" + quoted(rotation::to_string(solution.moves)) +
             ",\"center\":" + std::to_string(*solution.center_symbol) +
             ",\"solutions\":" + number(all.count) +
             ",\"expanded\":" + number(solution.stats.nodes_expanded) + "}";
  });
}

// The judge's answers to every board of the input, as rotation-solve writes
// them; after a bad line, the answers before it and the message.
ROTATION_EXPORT(rt_answers) void rt_answers(int size, std::size_t length) {
  with_size(size, [&]<class T>() {
    rotation::JudgeText<T> reader(input_text(length));
    std::string answers;
    for (;;) {
      auto next = reader.try_next();
      if (!next) {
        output =
            "{\"answers\":" + quoted(answers) + "," + error_json(next.error(), "line").substr(1);
        return;
      }
      if (!next->has_value()) break;
      answers += rotation::answer_text(rotation::solve(**next));
    }
    output = "{\"answers\":" + quoted(answers) + "}";
  });
}

namespace {

// IDA* over whole boards with one heuristic, counting the nodes expanded in
// each pass: the page's chart of what a heuristic saves.
template <class T, class H>
std::string passes_json(int which, const rotation::Board<T>& board, const H& heuristic,
                        double node_budget) {
  rotation::search::Options options;
  // 0, negative, huge or not a number: no limit (a cast of a double past
  // 2^64 to an integer is undefined).
  if (node_budget >= 1 && node_budget < 1.8e19)
    options.node_budget = static_cast<std::uint64_t>(node_budget);
  std::vector<std::pair<int, std::uint64_t>> passes;  // bound, nodes expanded before the pass
  options.on_pass = [&](int bound, const rotation::search::Statistics& so_far) {
    passes.emplace_back(bound, so_far.nodes_expanded);
    rt_pass(which, bound, static_cast<double>(so_far.nodes_expanded));
  };
  const auto result =
      rotation::search::ida_star(rotation::RotationDomain<T>{}, board, heuristic, options);
  std::string json = "{\"status\":" + quoted(rotation::search::to_string(result.status)) +
                     ",\"moves\":" + quoted(rotation::to_string(result.path)) +
                     ",\"expanded\":" + number(result.stats.nodes_expanded) + ",\"passes\":[";
  for (std::size_t i = 0; i < passes.size(); ++i) {
    const std::uint64_t end =
        i + 1 < passes.size() ? passes[i + 1].second : result.stats.nodes_expanded;
    if (i != 0) json += ',';
    json += "[" + std::to_string(passes[i].first) + "," + number(end - passes[i].second) + "]";
  }
  return json + "]}";
}

}  // namespace

// The passes of IDA* on the first board of the input with heuristic `which`:
// 0 the textbook bound (misplaced center cells), 1 line distance, 2 the exact
// table. Stops after `node_budget` expanded nodes (0: no limit).
ROTATION_EXPORT(rt_passes)
void rt_passes(int size, int which, double node_budget, std::size_t length) {
  with_size(size, [&]<class T>() {
    const auto board = first_board<T>(input_text(length));
    if (!board) {
      output = error_json(board.error(), "line");
      return;
    }
    switch (which) {
      case 0:
        output = passes_json(which, *board, rotation::heuristics::MisplacedCenter{}, node_budget);
        break;
      case 1:
        output = passes_json(which, *board, rotation::heuristics::LineDistance{}, node_budget);
        break;
      default:
        output = passes_json(which, *board, rotation::heuristics::ExactDistance<T>{}, node_budget);
        break;
    }
  });
}

// One of the boards that need the most moves, `index` modulo their number:
// found by the census, so only for the sizes where that takes moments (5, 7).
ROTATION_EXPORT(rt_hardest) void rt_hardest(int size, std::size_t index) {
  with_size(size, [&]<class T>() {
    if constexpr (T::cell_count <= 24) {
      static const auto hardest = rotation::hardest_boards<T>();
      output = "{\"moves\":" + std::to_string(hardest.moves) +
               ",\"count\":" + number(hardest.boards.size()) + "," +
               board_json(hardest.boards[index % hardest.boards.size()]).substr(1);
    } else {
      output = "{\"error\":\"finding the hardest boards of size " + std::to_string(T::size) +
               " takes minutes (rotation-census --hardest --size=" + std::to_string(T::size) +
               ")\"}";
    }
  });
}
