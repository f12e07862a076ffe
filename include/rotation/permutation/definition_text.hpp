#pragma once
#include "../detail/require_cpp20.hpp"  // IWYU pragma: keep (first: a C++17 build says why)

/// @file
/// Reads permutation puzzles and their scrambles from the text format of
/// twsearch and ksolve (docs/puzzle_format.md): `Name`, `Set`, `Solved` ...
/// `End`, `Move` ... `End` and `MoveTransformation` ... `End` in a definition; `ScrambleState` ...
/// `End` blocks or move sequences, one a line, in a scramble file. `#` starts a comment.
///
/// Every error names its line and what was expected there. Keywords of the
/// format that this reader does not support (Illegal, MoveAlias, ...) are
/// refused by name, never skipped: a puzzle read without its restrictions
/// would be another puzzle.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../detail/raise.hpp"
#include "../detail/text.hpp"
#include "puzzle.hpp"

namespace rotation::permutation {

/// A state to solve, as a scramble file gives it.
struct Scramble {
  std::string name;      ///< the block's name, or the move sequence as written
  State state;           ///< the state itself
  std::size_t line = 0;  ///< where it starts in the file (from 1)
};

}  // namespace rotation::permutation

// One detail namespace for the whole library (see detail/): a nested one
// would hide it from lookups made here.
namespace rotation::detail {

// The words of a text with their line numbers, comments and blank space
// dropped, read one at a time.
class DefinitionTokens {
 public:
  struct Token {
    std::string_view text;
    std::size_t line = 0;
  };

  explicit DefinitionTokens(std::string_view text) {
    std::size_t line = 1;
    std::size_t i = 0;
    while (i < text.size()) {
      const char c = text[i];
      if (c == '\n') {
        ++line;
        ++i;
      } else if (c == '#') {
        while (i < text.size() && text[i] != '\n') ++i;
      } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
        ++i;
      } else {
        const std::size_t begin = i;
        while (i < text.size() && !is_blank(text[i]) && text[i] != '#') ++i;
        tokens_.push_back(Token{text.substr(begin, i - begin), line});
      }
    }
    last_line_ = line;
  }

  [[nodiscard]] bool done() const { return next_ == tokens_.size(); }
  [[nodiscard]] const Token& peek() const { return tokens_[next_]; }
  Token take() { return tokens_[next_++]; }
  // The line of the next token, or of the end of the text.
  [[nodiscard]] std::size_t line() const { return done() ? last_line_ : peek().line; }
  // The tokens of one line from the next on (a move sequence is a line).
  std::vector<Token> take_line() {
    std::vector<Token> result;
    const std::size_t line = peek().line;
    while (!done() && peek().line == line) result.push_back(take());
    return result;
  }

  [[noreturn]] static void fail(std::size_t line, std::string_view why) {
    raise(permutation::definition_error(message({"line ", Decimal(line), ": ", why})));
  }

  // The next token, which must exist; `what` says what was expected.
  Token expect(std::string_view what) {
    if (done()) fail(line(), message({"expected ", what, ", found the end of the text"}));
    return take();
  }

  static bool is_number(std::string_view word) {
    return !word.empty() && word.size() <= 9 &&
           std::all_of(word.begin(), word.end(), [](char c) { return c >= '0' && c <= '9'; });
  }

  // A whole number from `low` to `high`.
  int number(std::string_view what, int low, int high) {
    const Token token = expect(what);
    if (!is_number(token.text))
      fail(token.line, message({"expected ", what, ", found '", token.text, "'"}));
    int value = 0;
    for (const char c : token.text) value = value * 10 + (c - '0');
    if (value < low || value > high)
      fail(token.line,
           message({what, " must be ", Decimal(low), " to ", Decimal(high), ", not ", token.text}));
    return value;
  }

 private:
  static bool is_blank(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
  }

  std::vector<Token> tokens_;
  std::size_t next_ = 0;
  std::size_t last_line_ = 1;
};

// Keywords of the format in the wild that this reader refuses by name.
inline constexpr std::array<std::string_view, 8> unsupported_keywords = {
    "Illegal", "MoveAlias",      "MoveSequence", "StartState",
    "Ignore",  "ForbiddenPairs", "Blocks",       "Parity"};

inline bool is_unsupported_keyword(std::string_view word) {
  return std::find(unsupported_keywords.begin(), unsupported_keywords.end(), word) !=
         unsupported_keywords.end();
}

[[noreturn]] inline void refuse_keyword(const DefinitionTokens::Token& token) {
  DefinitionTokens::fail(token.line,
                         message({"'", token.text,
                                  "' is not supported by this reader (it supports Name, Set, "
                                  "Solved, Move, MoveTransformation and End)"}));
}

// The sets as declared so far, by name.
inline std::size_t find_set(const std::vector<permutation::PieceSet>& sets,
                            const DefinitionTokens::Token& token, std::string_view block) {
  for (std::size_t s = 0; s < sets.size(); ++s)
    if (sets[s].name == token.text) return s;
  std::string names;
  for (const auto& set : sets) {
    if (!names.empty()) names += ", ";
    names += set.name;
  }
  DefinitionTokens::fail(token.line, message({"expected a set name (", names, ") or End in ", block,
                                              ", found '", token.text, "'"}));
}

// The body of a state block (Solved, ScrambleState): for each set listed, its
// labels and optionally its orientations, until End. Sets left out keep what
// `state` holds.
inline void read_state_block(DefinitionTokens& tokens,
                             const std::vector<permutation::PieceSet>& sets,
                             std::span<const std::size_t> first, permutation::State& state,
                             std::string_view block) {
  std::vector<bool> seen(sets.size(), false);
  for (;;) {
    const auto token = tokens.expect(message({"a set name or End in ", block}));
    if (token.text == "End") return;
    const std::size_t s = find_set(sets, token, block);
    if (seen[s])
      DefinitionTokens::fail(token.line,
                             message({"set ", token.text, " is given twice in ", block}));
    seen[s] = true;
    const auto count = static_cast<std::size_t>(sets[s].pieces);
    for (std::size_t i = 0; i < count; ++i)
      state.labels[first[s] + i] = static_cast<std::uint8_t>(tokens.number(
          message({"label ", Decimal(i + 1), " of ", Decimal(count), " of set ", sets[s].name}), 1,
          255));
    if (!tokens.done() && DefinitionTokens::is_number(tokens.peek().text)) {
      for (std::size_t i = 0; i < count; ++i)
        state.twists[first[s] + i] = static_cast<std::uint8_t>(
            tokens.number(message({"orientation ", Decimal(i + 1), " of ", Decimal(count),
                                   " of set ", sets[s].name}),
                          0, sets[s].orientations - 1));
    } else {
      for (std::size_t i = 0; i < count; ++i) state.twists[first[s] + i] = 0;
    }
  }
}

}  // namespace rotation::detail

namespace rotation::permutation {

/// Reads a puzzle definition. Throws definition_error with the line of the first problem:
/// a statement or keyword it does not know (or does not support), a number out of range,
/// a set or move defined twice, a move that is not a permutation of each set, a missing
/// Solved block.
[[nodiscard]] inline Puzzle read_definition(std::string_view text) {
  using detail::DefinitionTokens;
  DefinitionTokens tokens(text);
  std::string name;
  std::vector<PieceSet> sets;
  std::vector<std::size_t> first;
  std::size_t positions = 0;
  std::optional<State> solved;
  std::vector<std::pair<std::string, Transform>> moves;

  while (!tokens.done()) {
    const auto keyword = tokens.take();
    if (keyword.text == "Name") {
      name = std::string(tokens.expect("the puzzle's name after Name").text);
    } else if (keyword.text == "Set") {
      if (solved || !moves.empty())
        DefinitionTokens::fail(keyword.line, "every Set comes before Solved and the moves");
      const auto set_name = tokens.expect("a set name after Set");
      if (DefinitionTokens::is_number(set_name.text))
        DefinitionTokens::fail(set_name.line, detail::message({"expected a set name after Set, "
                                                               "found the number ",
                                                               set_name.text}));
      for (const auto& set : sets)
        if (set.name == set_name.text)
          DefinitionTokens::fail(set_name.line,
                                 detail::message({"set ", set_name.text, " is defined twice"}));
      PieceSet set{std::string(set_name.text), 0, 1};
      set.pieces =
          tokens.number(detail::message({"the number of pieces of set ", set.name}), 1, 65535);
      set.orientations =
          tokens.number(detail::message({"the number of orientations of set ", set.name}), 1, 255);
      first.push_back(positions);
      positions += static_cast<std::size_t>(set.pieces);
      sets.push_back(std::move(set));
    } else if (keyword.text == "Solved") {
      if (solved) DefinitionTokens::fail(keyword.line, "a second Solved block");
      if (sets.empty()) DefinitionTokens::fail(keyword.line, "Solved before any Set");
      State state;
      state.labels.assign(positions, 0);
      state.twists.assign(positions, 0);
      detail::read_state_block(tokens, sets, first, state, "Solved");
      for (std::size_t s = 0; s < sets.size(); ++s)
        if (state.labels[first[s]] == 0)
          DefinitionTokens::fail(keyword.line,
                                 detail::message({"Solved does not give set ", sets[s].name}));
      solved = std::move(state);
    } else if (keyword.text == "Move" || keyword.text == "MoveTransformation") {
      // twsearch's two spellings of a move differ in how their lines are indexed: a
      // `Move` numbers positions from 1 and writes each twist at the position the
      // piece leaves; a `MoveTransformation` numbers them from 0 and writes each twist
      // at the position the piece arrives at. Both become the same Transform.
      const bool source_twists = keyword.text == "Move";
      const int lowest = source_twists ? 1 : 0;
      if (sets.empty())
        DefinitionTokens::fail(keyword.line, detail::message({keyword.text, " before any Set"}));
      const auto move_name = tokens.expect(detail::message({"a move name after ", keyword.text}));
      for (const auto& move : moves)
        if (move.first == move_name.text)
          DefinitionTokens::fail(move_name.line,
                                 detail::message({"move ", move_name.text, " is defined twice"}));
      // The identity, with each set listed replaced.
      Transform transform;
      transform.from.resize(positions);
      transform.twist.assign(positions, 0);
      for (std::size_t i = 0; i < positions; ++i) transform.from[i] = static_cast<std::uint16_t>(i);
      std::vector<bool> seen(sets.size(), false);
      const std::string block = detail::message({keyword.text, " ", move_name.text});
      for (;;) {
        const auto token = tokens.expect(detail::message({"a set name or End in ", block}));
        if (token.text == "End") break;
        const std::size_t s = detail::find_set(sets, token, block);
        if (seen[s])
          DefinitionTokens::fail(
              token.line, detail::message({"set ", token.text, " is given twice in ", block}));
        seen[s] = true;
        const auto count = static_cast<std::size_t>(sets[s].pieces);
        std::vector<bool> taken(count, false);
        std::vector<std::size_t> source(count);
        for (std::size_t i = 0; i < count; ++i) {
          const std::size_t at = tokens.line();
          const int written = tokens.number(
              detail::message({"position ", detail::Decimal(i + 1), " of ", detail::Decimal(count),
                               " of set ", sets[s].name, " in ", block}),
              lowest, static_cast<int>(count) - 1 + lowest);
          source[i] = static_cast<std::size_t>(written - lowest);
          if (taken[source[i]])
            DefinitionTokens::fail(
                at, detail::message({"position ", std::to_string(written), " appears twice in set ",
                                     sets[s].name, " of ", block, " (not a permutation)"}));
          taken[source[i]] = true;
          transform.from[first[s] + i] = static_cast<std::uint16_t>(first[s] + source[i]);
        }
        if (!tokens.done() && DefinitionTokens::is_number(tokens.peek().text)) {
          std::vector<std::uint8_t> line(count);
          for (std::size_t i = 0; i < count; ++i)
            line[i] = static_cast<std::uint8_t>(tokens.number(
                detail::message({"orientation change ", detail::Decimal(i + 1), " of ",
                                 detail::Decimal(count), " of set ", sets[s].name, " in ", block}),
                0, sets[s].orientations - 1));
          for (std::size_t i = 0; i < count; ++i)
            transform.twist[first[s] + i] = source_twists ? line[source[i]] : line[i];
        }
      }
      bool moves_something = false;
      for (std::size_t i = 0; i < positions; ++i)
        moves_something = moves_something || transform.from[i] != i || transform.twist[i] != 0;
      if (!moves_something)
        DefinitionTokens::fail(move_name.line,
                               detail::message({"move ", move_name.text, " does nothing"}));
      moves.emplace_back(std::string(move_name.text), std::move(transform));
    } else if (detail::is_unsupported_keyword(keyword.text)) {
      detail::refuse_keyword(keyword);
    } else {
      DefinitionTokens::fail(
          keyword.line,
          detail::message({"expected Name, Set, Solved, Move or MoveTransformation, found '",
                           keyword.text, "'"}));
    }
  }
  if (sets.empty()) DefinitionTokens::fail(tokens.line(), "no Set in the definition");
  if (!solved) DefinitionTokens::fail(tokens.line(), "no Solved block in the definition");
  if (moves.empty()) DefinitionTokens::fail(tokens.line(), "no Move in the definition");
  return Puzzle(std::move(name), std::move(sets), std::move(*solved), std::move(moves));
}

/// Reads the states to solve of a scramble file for `puzzle`, calling visit(scramble) for
/// each in turn: `ScrambleState NAME` (or `Scramble NAME`) ... `End` blocks in the form of
/// Solved (a set left out is as solved), and lines of moves, each applied to the solved
/// state. Throws definition_error with the line of the first problem (after visiting the
/// scrambles before it), including a state whose sets do not hold the solved state's
/// pieces.
template <class Visit>
void for_each_scramble(std::string_view text, const Puzzle& puzzle, Visit&& visit) {
  using detail::DefinitionTokens;
  DefinitionTokens tokens(text);
  std::vector<std::size_t> first;
  for (std::size_t s = 0; s < puzzle.sets().size(); ++s) first.push_back(puzzle.first_position(s));
  while (!tokens.done()) {
    const auto& keyword = tokens.peek();
    if (keyword.text == "ScrambleState" || keyword.text == "Scramble") {
      const auto start = tokens.take();
      const auto name = tokens.expect(detail::message({"a name after ", start.text}));
      if (name.line != start.line)
        DefinitionTokens::fail(start.line, detail::message({"expected a name after ", start.text}));
      State state = puzzle.solved();
      detail::read_state_block(tokens, puzzle.sets(), first, state,
                               detail::message({start.text, " ", name.text}));
      if (const std::string why = puzzle.state_problem(state); !why.empty())
        DefinitionTokens::fail(start.line,
                               detail::message({start.text, " ", name.text, ": ", why}));
      visit(Scramble{std::string(name.text), std::move(state), start.line});
    } else if (detail::is_unsupported_keyword(keyword.text)) {
      detail::refuse_keyword(keyword);
    } else {
      const std::size_t line = keyword.line;
      const auto words = tokens.take_line();
      std::string sequence;
      for (const auto& word : words) {
        if (!sequence.empty()) sequence += ' ';
        sequence += word.text;
      }
      Parsed<Transform> moves = puzzle.try_parse_moves(sequence);
      if (!moves) DefinitionTokens::fail(line, moves.error().message);
      State state = puzzle.solved();
      puzzle.apply(state, *moves);
      visit(Scramble{std::move(sequence), std::move(state), line});
    }
  }
}

/// The states of a scramble file, as for_each_scramble reads them, in order.
[[nodiscard]] inline std::vector<Scramble> read_scrambles(std::string_view text,
                                                          const Puzzle& puzzle) {
  std::vector<Scramble> result;
  for_each_scramble(text, puzzle, [&](Scramble s) { result.push_back(std::move(s)); });
  return result;
}

/// `state` written as a scramble block that read_scrambles reads back:
/// `ScrambleState NAME`, then per set its name, its labels and (for a set
/// with orientations) its twists, then `End`. NAME is one word.
[[nodiscard]] inline std::string state_block(const Puzzle& puzzle, const State& state,
                                             std::string_view name) {
  std::string text = "ScrambleState ";
  text += name;
  text += '\n';
  auto line = [&](const std::vector<std::uint8_t>& values, std::size_t first, int count) {
    for (int k = 0; k < count; ++k) {
      if (k != 0) text += ' ';
      text += std::to_string(values[first + static_cast<std::size_t>(k)]);
    }
    text += '\n';
  };
  for (std::size_t s = 0; s < puzzle.sets().size(); ++s) {
    const PieceSet& set = puzzle.sets()[s];
    text += set.name;
    text += '\n';
    line(state.labels, puzzle.first_position(s), set.pieces);
    if (set.orientations > 1) line(state.twists, puzzle.first_position(s), set.pieces);
  }
  text += "End\n";
  return text;
}

}  // namespace rotation::permutation
