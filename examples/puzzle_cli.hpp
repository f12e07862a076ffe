#pragma once

// What the example programs share: how a message shows an argument and a
// count, how the input is opened, --version, and, for book-sort and
// fifteen-puzzle, the command line and the input as numbers separated by white
// space (with the line of each, for messages). Messages count lines and cases
// from 1, as editors and judges do, and places inside a board or a row from 0,
// as the library indexes them. The exit codes are rotation-solve's: 0
// answered, 1 bad input or a failed read or write (the answers before it
// written first), 2 a usage error or an input that cannot be opened. Nothing
// here knows a puzzle.

#include <rotation/version.hpp>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <concepts>
#include <cstddef>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <istream>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <system_error>

namespace puzzle_cli {

// Text as a message shows it: printable ASCII as is, any other byte as \xNN
// and a backslash doubled, so no message carries a raw byte to a terminal.
inline std::string quoted(std::string_view text) {
  constexpr char hex[] = "0123456789abcdef";
  std::string shown = "'";
  for (char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '\\') {
      shown += "\\\\";
    } else if (byte >= 0x20 && byte < 0x7f) {
      shown.push_back(c);
    } else {
      shown += "\\x";
      shown.push_back(hex[byte >> 4]);
      shown.push_back(hex[byte & 0xf]);
    }
  }
  return shown + "'";
}

// A count and its noun, singular only for one: "1 case", "2 cases".
template <std::integral N>
std::string counted(N count, std::string_view one, std::string_view many) {
  return std::to_string(count) + ' ' + std::string(count == 1 ? one : many);
}

// Writes `text` (the help, the version) to standard output and gives the exit
// status: 0, or 1 after a message when it could not be written (a full disk,
// a closed pipe), as a failed write of the answers does.
inline int print_text(std::string_view program, std::string_view text) {
  std::cout << text;
  if (std::cout.flush()) return 0;
  std::cerr << program << ": error writing to standard output\n";
  return 1;
}

// What --version prints: the program and the library's version, which the
// programs are released with. Gives the exit status, as print_text.
inline int print_version(std::string_view program) {
  return print_text(program, std::string(program) + ' ' + std::to_string(rotation::version_major) +
                                 '.' + std::to_string(rotation::version_minor) + '.' +
                                 std::to_string(rotation::version_patch) + '\n');
}

// Input that is not what the puzzle's format says; the message says where.
struct input_error : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Standard output that cannot be written any more: nothing answered after it
// could be read, so the program stops solving.
struct output_error : std::runtime_error {
  output_error() : std::runtime_error("error writing the answers") {}
};

struct Token {
  std::string text;
  long line = 0;
};

// Tokens separated by white space, so a board may span lines or share one.
// A token is cut at a bound: an input that never stops (/dev/zero) or one
// endless word is refused after a few bytes, not read until memory runs out.
class TokenReader {
 public:
  static constexpr std::size_t max_token = 64;

  explicit TokenReader(std::istream& input) : input_(input) {}

  // The next token, or nothing at the end of the input (or a failed read,
  // which the caller tells apart by the stream's bad()).
  std::optional<Token> next() {
    int c = input_.get();
    while (c != std::char_traits<char>::eof() && is_space(c)) {
      if (c == '\n') ++line_;
      c = input_.get();
    }
    if (c == std::char_traits<char>::eof()) return std::nullopt;
    Token token{"", line_};
    while (c != std::char_traits<char>::eof() && !is_space(c)) {
      if (token.text.size() == max_token)
        throw input_error("line " + std::to_string(line_) + ": a word longer than " +
                          std::to_string(max_token) + " bytes");
      token.text.push_back(static_cast<char>(c));
      c = input_.get();
    }
    // A CRLF line's end is taken whole when it is there: a '\n' left behind
    // would look like more input to a reader that reads ahead only what is
    // there (answer_stream_in_batches), which would then wait for the next
    // case before answering this one.
    if (c == '\r' && input_.rdbuf()->in_avail() > 0 && input_.peek() == '\n') c = input_.get();
    if (c == '\n') ++line_;
    return token;
  }

  long line() const { return line_; }
  std::istream& input() const { return input_; }

 private:
  static bool is_space(int c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
  }

  std::istream& input_;
  long line_ = 1;
};

// The whole token as a decimal integer written as one writes it, or nothing:
// "+1", "1x", "", values beyond int, and the forms no one writes by intent,
// "-0" and leading zeros ("015"), are not numbers.
inline std::optional<int> number(std::string_view text) {
  const std::string_view digits = text.starts_with('-') ? text.substr(1) : text;
  if (digits.size() > 1 && digits.front() == '0') return std::nullopt;
  if (text == "-0") return std::nullopt;
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc{} || end != text.data() + text.size()) return std::nullopt;
  return value;
}

struct Config {
  std::string file;  // empty or "-": standard input
};

// A usage error: the complaint, the hint, and the exit code 2.
inline int usage_error(std::string_view program, const std::string& message) {
  std::cerr << program << ": " << message << "\nTry '" << program << " --help'.\n";
  return 2;
}

// The value of an option `name` given as "name=VALUE" or as "name VALUE"
// (then taken from the next argument, and i moves past it), when arg is that
// option; nothing when it is another. `missing` is set when the value is.
inline std::optional<std::string_view> option_value(std::string_view arg, std::string_view name,
                                                    int argc, char** argv, int& i, bool& missing) {
  missing = false;
  if (arg == name) {
    if (i + 1 == argc) {
      missing = true;
      return std::string_view();
    }
    return std::string_view(argv[++i]);
  }
  if (arg.size() > name.size() && arg.starts_with(name) && arg[name.size()] == '=')
    return arg.substr(name.size() + 1);
  return std::nullopt;
}

// The # board sizes the programs offer, as messages list them.
inline constexpr std::string_view board_sizes = "5, 7, 9, 11, 13, 15 or 17";

// The # board sizes the programs offer: every odd size from 5 to 17 (the
// largest whose cells fit a 64-bit mask).
inline std::optional<int> board_size(std::string_view text) {
  const auto size = number(text);
  if (!size || *size < 5 || *size > 17 || *size % 2 == 0) return std::nullopt;
  return size;
}

// The complaints about --size, as every program words them: "--size needs a
// board size: 5, 7, ..." and "unknown board size '6' (5, 7, ...)".
inline std::string missing_size_message() {
  std::string message = "--size needs a board size: ";
  message += board_sizes;
  return message;
}
inline std::string unknown_size_message(std::string_view text) {
  std::string message = "unknown board size ";
  message += puzzle_cli::quoted(text);
  message += " (";
  message += board_sizes;
  message += ')';
  return message;
}

// A program's own options: given each argument that starts with "--" and is
// not --help or --version, returns true when it is one of them (taking its
// value from the next argument moves i), false when it is not. A bad value
// throws usage_failure with the complaint.
struct usage_failure : std::runtime_error {
  using std::runtime_error::runtime_error;
};
struct NoOwnOptions {
  bool operator()(std::string_view, int, char**, int&) const { return false; }
};

// Parses the command line: --help prints the usage and --version the version,
// each giving 0, a bad argument a complaint and 2, anything else nothing (go on).
template <class OwnOption = NoOwnOptions>
std::optional<int> parse_arguments(std::string_view program, std::string_view usage, int argc,
                                   char** argv, Config& config, OwnOption own_option = {}) {
  auto fail = [program](const std::string& message) { return usage_error(program, message); };
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg == "--help" || arg == "-h") return print_text(program, usage);
    if (arg == "--version") return print_version(program);
    try {
      if (arg.starts_with("--") && own_option(arg, argc, argv, i)) continue;
    } catch (const usage_failure& e) {
      return fail(e.what());
    }
    if (arg.starts_with("-") && arg != "-")
      return fail("unknown option " + puzzle_cli::quoted(arg));
    if (!config.file.empty()) return fail("more than one input file given");
    config.file = arg;
  }
  return std::nullopt;
}

// Where a program keeps tables between runs: `chosen` (its --cache-dir) when
// given, else $ROTATION_CACHE_DIR ("off": nowhere), else the XDG base
// directory rule ($XDG_CACHE_HOME when it is an absolute path, else ~/.cache),
// under "rotation". Nothing when `off` (its --no-cache) or no rule applies.
inline std::optional<std::filesystem::path> cache_directory(
    bool off, const std::optional<std::filesystem::path>& chosen) {
  if (off) return std::nullopt;
  if (chosen) return chosen;
  auto variable = [](const char* name) -> std::string_view {
    const char* value = std::getenv(name);  // NOLINT(concurrency-mt-unsafe): read before any thread
    return value == nullptr ? std::string_view() : std::string_view(value);
  };
  if (const auto named = variable("ROTATION_CACHE_DIR"); !named.empty()) {
    if (named == "off") return std::nullopt;
    return std::filesystem::path(named);
  }
  if (const auto xdg = variable("XDG_CACHE_HOME");
      !xdg.empty() && std::filesystem::path(xdg).is_absolute())
    return std::filesystem::path(xdg) / "rotation";
  if (const auto home = variable("HOME"); !home.empty())
    return std::filesystem::path(home) / ".cache" / "rotation";
  return std::nullopt;
}

// Why a call failed, from the errno it left: ": No such file or directory",
// or nothing when it left none (streams are not bound to set errno).
inline std::string reason(int error) {
  if (error == 0) return "";
  return ": " + std::generic_category().message(error);
}

// The input: standard input, or the file opened; nothing, after a complaint
// that says why, when the file cannot be opened or read (a directory opens,
// then fails). errno is cleared before each call and read right after it, so
// that neither a stale value nor a later call's shows as the reason.
inline std::istream* open_input(std::string_view program, const std::string& name,
                                std::ifstream& file) {
  if (name.empty() || name == "-") return &std::cin;
  errno = 0;
  file.open(name);
  if (!file) {
    const int error = errno;
    std::cerr << program << ": cannot open " << puzzle_cli::quoted(name) << reason(error) << '\n';
    return nullptr;
  }
  // A directory opens as a file does (with libstdc++; libc++ then reads it as
  // empty): refuse it by what it is, with the system's words for it.
  std::error_code ignored;
  if (std::filesystem::is_directory(name, ignored)) {
    std::cerr << program << ": cannot read " << puzzle_cli::quoted(name) << reason(EISDIR) << '\n';
    return nullptr;
  }
  // Any other file that fails on the first read: read one byte ahead now, so
  // that it is refused like a file that cannot be opened.
  errno = 0;
  file.peek();
  if (file.bad()) {
    const int error = errno;
    std::cerr << program << ": cannot read " << puzzle_cli::quoted(name) << reason(error) << '\n';
    return nullptr;
  }
  return &file;
}

// An input that is not text at all (read_text).
struct not_text : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The whole of a file (or of standard input), or nothing after a message when
// it cannot be opened or read. A NUL byte is refused as it arrives (an
// endless input such as /dev/zero is not read until memory runs out), and so
// is a text of more than a gigabyte.
inline std::optional<std::string> read_text(std::string_view program, const std::string& name) {
  std::ifstream file;
  std::istream* const input = open_input(program, name, file);
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

inline double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// The standard streams as a judge program wants them: not synchronized with
// C's stdio, and standard input not tied to standard output. A tie flushes
// the answers before every read of the input, one write per line: through a
// pipe that made reading standard input three times slower than reading the
// same file. flush_before_waiting does what the tie was for.
inline void fast_standard_streams() {
  std::ios::sync_with_stdio(false);
  std::cin.tie(nullptr);
}

// Flushes `out` when reading on from `input` would wait for more of it (its
// buffer is empty and nothing more is there yet), so that a program that
// writes a case and waits for its answer gets it, without a flush per case
// when the input is all there.
inline void flush_before_waiting(std::istream& input, std::ostream& out) {
  if (input.rdbuf()->in_avail() <= 0) out.flush();
}

// The number of cases that starts every input of these formats.
inline int read_case_count(TokenReader& reader) {
  const auto token = reader.next();
  if (!token) throw input_error("the input is empty: expected the number of cases");
  const auto count = number(token->text);
  if (!count || *count < 0)
    throw input_error("line " + std::to_string(token->line) + ": " +
                      puzzle_cli::quoted(token->text) + " is not a number of cases");
  return *count;
}

// Ends the input after the last of the `cases` declared: anything but white
// space there is refused, since it most likely means a miscounted case (n says
// 3 books, 4 follow) whose answer would otherwise be wrong without a word.
inline void expect_end(TokenReader& reader, int cases) {
  if (const auto token = reader.next())
    throw input_error("line " + std::to_string(token->line) + ": " +
                      puzzle_cli::quoted(token->text) +
                      (cases == 0 ? " follows the number of cases" : " follows the last case") +
                      " (the input declares " + counted(cases, "case", "cases") + ")");
}

// Answers the cases of `input` with `answer_all(reader, out)`, which answers
// them as it reads them, throws input_error at the first bad one and, after
// the last, calls expect_end. Returns the exit status.
template <class AnswerAll>
int answer_input(std::string_view program, std::istream& input, AnswerAll answer_all) {
  auto fail = [program](const std::string& message) {
    std::cout.flush();
    std::cerr << program << ": " << message << '\n';
    return 1;
  };
  TokenReader reader(input);
  try {
    answer_all(reader, std::cout);
  } catch (const input_error& e) {
    // A failed read ends the input early: say so rather than what was missing.
    if (input.bad())
      return fail("error reading the input after line " + std::to_string(reader.line()));
    return fail(e.what());
  } catch (const std::exception& e) {
    return fail(e.what());
  }
  if (input.bad())
    return fail("error reading the input after line " + std::to_string(reader.line()));
  if (!std::cout.flush()) return fail("error writing the answers");
  return 0;
}

// The whole program of a puzzle without options of its own.
template <class AnswerAll>
int main(std::string_view program, std::string_view usage, int argc, char** argv,
         AnswerAll answer_all) {
  Config config;
  if (const auto exit_code = parse_arguments(program, usage, argc, argv, config)) return *exit_code;
  std::ifstream file;
  std::istream* const input = open_input(program, config.file, file);
  if (input == nullptr) return 2;
  fast_standard_streams();
  return answer_input(program, *input, answer_all);
}

}  // namespace puzzle_cli
